"""The `si-insert-waitcnts` pass (alias `waitcnt`): analyze, optimize, finalize, emit."""

from __future__ import annotations

import gc
import sys
from dataclasses import dataclass, field

from mirpass.ir.decoder import decoder_for
from mirpass.ir.translate import Translator
from mirpass.mir import Instruction, MachineFunction, MIRFile
from mirpass.passes.registry import (
    MachineFunctionPass,
    PassContext,
    PassOptions,
    one_of,
    option,
    positive_integer,
    register,
    subtarget_for,
)
from mirpass.passes.waitcnt.dataflow import Anchor, DataflowResult, WaitDataflow
from mirpass.passes.waitcnt.dcache import gds_end_nop, scalar_cache_writeback
from mirpass.passes.waitcnt.edges import Split, split_loop_entries, unsplit_unused
from mirpass.passes.waitcnt.emit import emit
from mirpass.passes.waitcnt.explain import notes
from mirpass.passes.waitcnt.lds import LdsResolver
from mirpass.passes.waitcnt.llc22 import loop_flush_facts
from mirpass.passes.waitcnt.model import FunctionModel
from mirpass.passes.waitcnt.placement import PLACEMENTS, Hoist, place, prefer_unpromoted
from mirpass.passes.waitcnt.plan import ShallowPredPromotion, finalize_plan, materialize_plan
from mirpass.passes.waitcnt.prefetch import Relax
from mirpass.passes.waitcnt.release_vgprs import release_vgprs
from mirpass.target.targets import Target


@dataclass
class FunctionReport:
    """What the pass did to one function (for tests, tools and `--annotate`)."""

    name: str
    anchors: dict[tuple[int, int], Anchor] = field(default_factory=dict)
    tail_drains: dict[int, dict[str, int]] = field(default_factory=dict)
    emitted: list[Instruction] = field(default_factory=list)  # the waits
    released: list[Instruction] = field(default_factory=list)  # s_nop, s_sendmsg dealloc_vgprs
    # Memory-model requirements of removed soft waits: instruction after them -> counter -> n
    soft_requirements: dict[int, tuple[Instruction, dict[str, int]]] = field(default_factory=dict)
    converged: bool = True
    sweeps: int = 0
    saturated: list[tuple[int, str]] = field(default_factory=list)  # (bb number, counter)
    hoisted: list[Hoist] = field(default_factory=list)  # path-aware moves taken (placement.py)
    relaxed: list[Relax] = field(default_factory=list)  # loop-carried prefetch moves (prefetch.py)
    # With --annotate: (bb number, line of the instruction a wait precedes, 0 at the block's
    # end) -> the wait's counters and what explain.py says about it (for `check --explain`)
    notes: dict[tuple[int, int], tuple[dict[str, int], str]] = field(default_factory=dict)


def run_on_function(
    mf: MachineFunction,
    context: PassContext,
    resolver: LdsResolver | None = None,
    *,
    optimize: bool = True,
    wave: int | None = None,
    filename: str | None = None,
) -> FunctionReport:
    opts = context.options_for(WaitcntOptions)
    translator, model, splits = _function_model(mf, context, opts, resolver, filename)
    df = WaitDataflow(
        model,
        loop_carried_token_deps=opts.enable_loop_carried_token_deps,
        num_waves=opts.num_waves,
        warnings=context.warnings,
        llvm22_xcnt=opts.llvm_compat is not None,
    )
    result: DataflowResult = df.solve()
    plan = materialize_plan(result)
    path_aware = placement(opts) == "path"
    plain = None
    # ShallowPredPromotion moves a join's wait into its predecessors' tails: llc 22 does not.
    if optimize and not opts.no_waitcnt_optimizer and opts.llvm_compat is None:
        if path_aware and model.cfg.loops:
            plain = materialize_plan(result)
        ShallowPredPromotion().rewrite(plan, result, df)
    final, fresult = finalize_plan(plan, df, result)
    moved: list[Hoist | Relax] = []
    if path_aware:
        events: dict = {}  # the stall model's events by block, shared by both decisions
        if plain is not None and plan.tail_drains:
            plan, final, fresult = prefer_unpromoted(df, plain, plan, final, fresult, result, events)
        final, fresult, moved = place(df, plan, final, fresult, result, events)
    report = FunctionReport(
        mf.name,
        final.anchors,
        final.tail_drains,
        converged=fresult.converged,
        sweeps=result.sweeps + fresult.sweeps,
    )
    report.hoisted = [h for h in moved if isinstance(h, Hoist)]
    report.relaxed = [r for r in moved if isinstance(r, Relax)]
    report.saturated = sorted((model.cfg.blocks[b].number, c) for b, c in fresult.saturated)
    annotate = opts.annotate
    explained = notes(model, final.anchors, moved, fresult.entry) if annotate else None
    # The solves' FIFO states are not read any more, nor the model's producers (but by the
    # annotations): free them for the instructions and the text made from here on (they are
    # the pass's largest data then).
    del plan, result, fresult, df
    if not annotate:
        model.release_producers()
    report.soft_requirements = soft_requirements(model)
    if explained:
        for (b, gi), text in explained.items():
            line = model.instruction(b, gi).line if gi < len(model.groups[b]) else 0
            report.notes[(model.cfg.blocks[b].number, line)] = (dict(final.anchors[(b, gi)].spec), text)
    report.emitted = emit(model, final.anchors, annotate=annotate, notes=explained)
    report.released = release_vgprs(
        mf,
        model.cfg,
        context.target,
        translator.table,
        wave or context.target.wavefront_size,
        annotate=annotate,
        top_opcodes=model.top_opcodes,
        vgprs_used=model.vgprs_used,
    )
    # The pass adds only waits, NOPs and messages: the model's opcodes are still all there are.
    table = translator.table
    report.released += scalar_cache_writeback(mf, context.target, table, model.opcodes, model.top_opcodes)
    if not context.target.has_vscnt:
        report.released += gds_end_nop(mf, table, model.opcodes, model.top_opcodes)
    if splits:
        unsplit_unused(mf, splits)
    return report


def _function_model(
    mf: MachineFunction,
    context: PassContext,
    opts: WaitcntOptions,
    resolver: LdsResolver | None,
    filename: str | None,
) -> tuple[Translator, FunctionModel, list[Split]]:
    """`mf` translated and modelled (its operations released once the model has read them),
    with the translator and the loop entry edges split for `--split-critical-edges`."""
    # By default the instructions inside inline asm count; --llvm-compat=22: llc's view of asm.
    translator = Translator(context.target, lean=True, inline_asm=opts.llvm_compat is None)
    split = opts.split_critical_edges and placement(opts) == "path"
    splits = split_edges(mf, translator) if split else []
    tf = translator.translate(mf, filename)
    # The decoder's caches (every distinct line's text and its record, operand texts) only speed
    # up translating: free them before the model is built, where the pass's memory peaks.
    decoder_for(mf, context.target, translator.table).release()
    model = FunctionModel(tf, resolver, parsed=translator.kept)
    model.llvm22 = opts.llvm_compat is not None
    if model.llvm22:
        model.loop_flush = loop_flush_facts(model)
    if context.from_assembly:  # no soft waits: the memory model's waits the code implies
        model.pass_implied = model.implied
    del tf
    model.release_ops()
    translator.kept.clear()  # the parses the model read
    return translator, model, splits


def soft_requirements(model: FunctionModel) -> dict[int, tuple[Instruction, dict[str, int]]]:
    """The memory-model requirements of the input's soft waits (which emit removes), by the
    instruction after them: counter -> the strictest count."""
    out: dict[int, tuple[Instruction, dict[str, int]]] = {}
    for groups in model.groups:
        pending: dict[str, int] = {}
        for g in groups:
            if g.role == "soft":
                for c, n in g.waits.items():
                    pending[c] = min(pending.get(c, n), n)
            elif g.role == "op" and pending:
                inst = model.instruction(g.block, g.index)
                out[id(inst)] = (inst, pending)
                pending = {}
    return out


def split_edges(mf: MachineFunction, translator: Translator) -> list[Split]:
    """--split-critical-edges: a preheader on each loop's critical entry edge (edges.py)."""
    from mirpass.ir.cfg import CFG

    return split_loop_entries(mf, CFG(mf, translator.ends_flow), translator.ends_flow)


def placement(opts: WaitcntOptions) -> str:
    """`--placement=`; consumer when `--llvm-compat=22` asks for llc's output."""
    if opts.placement:
        return opts.placement
    return "consumer" if opts.llvm_compat else "path"


@dataclass(frozen=True)
class WaitcntOptions(PassOptions):
    enable_loop_carried_token_deps: bool = option(False, "let tensorcnt state flow around loop back edges")
    num_waves: int = option(
        1,
        "waves per workgroup; tensor RAW drains only at barriers unless 1 (default 1)",
        check=positive_integer,
    )
    annotate: bool = option(False, "put a comment naming producers and the binding path before each new wait")
    no_waitcnt_optimizer: bool = option(False, "skip ShallowPredPromotion")
    split_critical_edges: bool = option(
        False,
        "with path placement, a wait may go on a loop's critical entry edge (a new block); by "
        "default no edge is split",
    )
    rebuild_waits: bool = option(
        False, "strip the waits a dependence needs where they are and place them anew"
    )
    placement: str | None = option(
        None,
        "path (default: waits only the paths that need them pay, e.g. a preheader load's wait at the "
        "preheader's end) or consumer (llc's: before the consumer)",
        check=one_of(*PLACEMENTS),
    )
    llvm_compat: str | None = option(
        None,
        "reproduce a given LLVM (22): the wait-count pass's placement (--placement=consumer) and llc's "
        "view of inline asm",
        check=one_of("22"),
    )


def _modeled_counters(target: Target) -> bool:
    """gfx9's counters and gfx12's are modeled; gfx10/11's vscnt layout is not (yet)."""
    return not target.has_vscnt or target.has_extended_wait_counts


@register
class SIInsertWaitcnts(MachineFunctionPass):
    name = "si-insert-waitcnts"
    requires = staticmethod(_modeled_counters)
    aliases = ("waitcnt",)
    description = "insert wait-count instructions (per-path FIFO dataflow)"
    Options = WaitcntOptions

    def __init__(self) -> None:
        self.reports: list[FunctionReport] = []

    def run(self, mir: MIRFile, context: PassContext) -> None:
        module = mir.ir_module
        resolver = LdsResolver(module.text if module is not None else None)
        start = len(context.warnings)
        # The pass allocates millions of small, acyclic objects (operands, FIFO tuples): the
        # cyclic collector would rescan them all repeatedly and find nothing.
        gc_was_enabled = gc.isenabled()
        gc.disable()
        opts = context.options_for(WaitcntOptions)
        # A caller may hand over a CPU's default subtarget: the IR's features still decide the wave.
        wave = subtarget_for(mir, context.target).wavefront_size
        try:
            if opts.llvm_compat is None:
                from mirpass.ir.inline_asm import InlineAsmDecoder

                InlineAsmDecoder(context.target.cpu).prefetch(mir.functions)  # one llvm-mc run
            if opts.rebuild_waits:
                from mirpass.passes.waitcnt.classify import strip_modeled_waits

                for mf in mir.functions:
                    inline_asm = opts.llvm_compat is None
                    tf = Translator(context.target, inline_asm=inline_asm).translate(mf, mir.filename)
                    strip_modeled_waits(mf, tf, resolver=resolver, num_waves=opts.num_waves)
            for mf in mir.functions:
                self.reports.append(run_on_function(mf, context, resolver, wave=wave, filename=mir.filename))
        finally:
            if gc_was_enabled:
                gc.enable()
        for w in context.warnings[start:]:
            sys.stderr.write(f"mirpass: warning: {w}\n")

    def run_on_function(self, mf: MachineFunction, context: PassContext) -> None:
        self.reports.append(run_on_function(mf, context))
