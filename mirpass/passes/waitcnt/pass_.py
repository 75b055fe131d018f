"""The `si-insert-waitcnts` pass (alias `waitcnt`): analyze, optimize, finalize, emit."""

from __future__ import annotations

import gc
import sys
from collections.abc import Mapping
from dataclasses import dataclass, field

from mirpass.ir.translate import Translator
from mirpass.mir import Instruction, MachineFunction, MIRFile
from mirpass.passes.registry import MachineFunctionPass, PassContext, one_of, positive_integer, register
from mirpass.passes.waitcnt.dataflow import Anchor, DataflowResult, WaitDataflow
from mirpass.passes.waitcnt.dcache import gds_end_nop, scalar_cache_writeback
from mirpass.passes.waitcnt.emit import emit
from mirpass.passes.waitcnt.explain import notes
from mirpass.passes.waitcnt.lds import LdsResolver
from mirpass.passes.waitcnt.model import FunctionModel
from mirpass.passes.waitcnt.placement import PLACEMENTS, Hoist, place, prefer_unpromoted
from mirpass.passes.waitcnt.plan import ShallowPredPromotion, finalize_plan, materialize_plan
from mirpass.passes.waitcnt.release_vgprs import release_vgprs


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


def run_on_function(
    mf: MachineFunction,
    context: PassContext,
    resolver: LdsResolver | None = None,
    *,
    optimize: bool = True,
    wave: int | None = None,
    filename: str | None = None,
) -> FunctionReport:
    opts = context.options
    # By default the instructions inside inline asm count; --llvm-compat=22: llc's view of asm.
    translator = Translator(context.target, lean=True, inline_asm="llvm-compat" not in opts)
    tf = translator.translate(mf, filename)
    model = FunctionModel(tf, resolver, parsed=translator.kept)
    if "from-assembly" in opts:  # no soft waits: the memory model's waits the code implies
        model.pass_implied = model.implied
    del tf
    model.release_ops()
    translator.kept.clear()  # the parses the model read
    num_waves = int(opts.get("num-waves", "1") or "1")
    df = WaitDataflow(
        model,
        loop_carried_token_deps="enable-loop-carried-token-deps" in opts,
        num_waves=num_waves,
        warnings=context.warnings,
    )
    result: DataflowResult = df.solve()
    plan = materialize_plan(result)
    path_aware = placement(opts) == "path"
    plain = None
    if optimize and "no-waitcnt-optimizer" not in opts:
        if path_aware and model.cfg.loops:
            plain = materialize_plan(result)
        ShallowPredPromotion().rewrite(plan, result, df)
    final, fresult = finalize_plan(plan, df, result)
    hoisted: list[Hoist] = []
    if path_aware:
        if plain is not None and plan.tail_drains:
            plan, final, fresult = prefer_unpromoted(df, plain, plan, final, fresult, result)
        final, fresult, hoisted = place(df, plan, final, fresult, result)
    report = FunctionReport(
        mf.name,
        final.anchors,
        final.tail_drains,
        converged=fresult.converged,
        sweeps=result.sweeps + fresult.sweeps,
    )
    report.hoisted = hoisted
    report.saturated = sorted((model.cfg.blocks[b].number, c) for b, c in fresult.saturated)
    # The solves' FIFO states are not read any more: free them for the instructions and the
    # text made from here on (they are the pass's largest data at that point).
    del plan, result, fresult
    report.soft_requirements = soft_requirements(model)
    annotate = "annotate" in opts
    explained = notes(model, final.anchors, hoisted) if annotate else None
    report.emitted = emit(model, final.anchors, annotate=annotate, notes=explained)
    report.released = release_vgprs(
        mf,
        model.cfg,
        context.target,
        translator.table,
        wave or context.target.default_wave_size,
        annotate="annotate" in opts,
        top_opcodes=model.top_opcodes,
        vgprs_used=model.vgprs_used,
    )
    # The pass adds only waits, NOPs and messages: the model's opcodes are still all there are.
    table = translator.table
    report.released += scalar_cache_writeback(mf, context.target, table, model.opcodes, model.top_opcodes)
    if model.gfx9:
        report.released += gds_end_nop(mf, table, model.opcodes, model.top_opcodes)
    return report


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


def placement(opts: Mapping[str, str]) -> str:
    """`--placement=`; consumer when `--llvm-compat=22` asks for llc's output."""
    chosen = opts.get("placement")
    if chosen:
        return chosen
    return "consumer" if opts.get("llvm-compat") else "path"


def wave_size(mir: MIRFile, context: PassContext) -> int:
    """64 when -mattr or the IR module's target features ask for wave64, else the CPU's default."""
    module = mir.ir_module
    for features in (context.options.get("mattr") or "", module.text if module is not None else ""):
        if "+wavefrontsize64" in features:
            return 64
    return context.target.default_wave_size


@register
class SIInsertWaitcnts(MachineFunctionPass):
    name = "si-insert-waitcnts"
    supported_cpus = ("gfx908", "gfx90a", "gfx942", "gfx950", "gfx1200", "gfx1250")
    aliases = ("waitcnt",)
    description = "insert wait-count instructions (per-path FIFO dataflow)"
    cli_options = {
        "enable-loop-carried-token-deps": "waitcnt: let tensorcnt state flow around loop back edges",
        "num-waves=": "waitcnt: waves per workgroup; tensor RAW drains only at barriers unless 1 (default 1)",
        "annotate": "waitcnt: put a comment naming producers and the binding path before each new wait",
        "no-waitcnt-optimizer": "waitcnt: skip ShallowPredPromotion",
        "rebuild-waits": "waitcnt: strip the waits a dependence needs where they are and place them anew",
        "placement=": "waitcnt: path (default: waits only the paths that need them pay, e.g. a "
        "preheader load's wait at the preheader's end) or consumer (llc's: before the consumer)",
        "llvm-compat=": "reproduce a given LLVM (22): the hazard pass's rules and search, quirks "
        "included; the wait-count pass's placement (--placement=consumer)",
    }
    option_checks = {
        "num-waves": positive_integer,
        "placement": one_of(*PLACEMENTS),
        "llvm-compat": one_of("22"),
    }

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
        try:
            wave = wave_size(mir, context)
            if "llvm-compat" not in context.options:
                from mirpass.ir.inline_asm import InlineAsmDecoder

                InlineAsmDecoder(context.target.cpu).prefetch(mir.functions)  # one llvm-mc run
            if "rebuild-waits" in context.options:
                from mirpass.passes.waitcnt.classify import strip_modeled_waits

                num_waves = int(context.options.get("num-waves", "1") or "1")
                for mf in mir.functions:
                    inline_asm = "llvm-compat" not in context.options
                    tf = Translator(context.target, inline_asm=inline_asm).translate(mf, mir.filename)
                    strip_modeled_waits(mf, tf, resolver=resolver, num_waves=num_waves)
            for mf in mir.functions:
                self.reports.append(run_on_function(mf, context, resolver, wave=wave, filename=mir.filename))
        finally:
            if gc_was_enabled:
                gc.enable()
        for w in context.warnings[start:]:
            sys.stderr.write(f"mirpass: warning: {w}\n")

    def run_on_function(self, mf: MachineFunction, context: PassContext) -> None:
        self.reports.append(run_on_function(mf, context))
