"""`check --waits --explain`: what each existing wait of the input is for, in the planner's words.

The verifier (classify.py) says whether a wait's count is needed; it does not say for whom. For
that, a copy of each function is given to the wait-count pass as `--rebuild-waits` does: the
counts the verifier finds needed exactly where they are are taken out and the pass places them
anew, with `--annotate`'s explanations (explain.py: the consumer and the producers with their
lines, the incoming paths that need the wait, what else it drains, moves of path-aware
placement). A wait of the input gets the explanation of the wait the pass places before the same
instruction; where the pass places none, it says so (the wait is then either one no modeled
dependence needs, which the notes classify, or one placed elsewhere by the input's compiler).
The input itself is never changed.
"""

from __future__ import annotations

from collections.abc import Mapping
from copy import deepcopy

from mirpass.ir.translate import Translator
from mirpass.mir import MachineFunction, MIRFile
from mirpass.passes.registry import PassContext, parse_options
from mirpass.passes.waitcnt.classify import strip_modeled_waits
from mirpass.passes.waitcnt.lds import LdsResolver
from mirpass.passes.waitcnt.pass_ import WaitcntOptions, run_on_function
from mirpass.target.targets import Target
from mirpass.target.waitcnt import is_counter_wait

# The options of the pass that change what it places (the rest are check's own).
_PASS_OPTIONS = ("num-waves", "placement", "llvm-compat", "enable-loop-carried-token-deps")


def _wait_targets(mf: MachineFunction) -> dict[int, tuple[int, int]]:
    """Line of each wait -> (bb number, line of the instruction it precedes, 0 at the end)."""
    out: dict[int, tuple[int, int]] = {}
    for blk in mf.blocks:
        pending: list[int] = []
        for inst in blk.instructions:
            if is_counter_wait(inst.opcode):
                pending.append(inst.line)
                continue
            for line in pending:
                out[line] = (blk.number, inst.line)
            pending = []
        for line in pending:
            out[line] = (blk.number, 0)
    return out


def _plan_notes(
    mir: MIRFile, target: Target, options: Mapping[str, str], placement: str
) -> dict[str, dict[tuple[int, int], tuple[dict[str, int], str]]]:
    """function -> the notes of the waits the pass places anew on a copy of `mir`."""
    # A deep copy keeps every instruction's line (the `.s` line for assembly, which the MIR
    # text of an adapted file would not)
    copy = deepcopy(mir)
    resolver = LdsResolver(copy.ir_module.text if copy.ir_module else None)
    num_waves = parse_options(WaitcntOptions, options).num_waves
    pass_options = {k: options[k] for k in _PASS_OPTIONS if k in options}
    pass_options.update(annotate="1", placement=placement)
    context = PassContext(target, pass_options)
    inline_asm = parse_options(WaitcntOptions, options).llvm_compat is None
    out: dict[str, dict[tuple[int, int], tuple[dict[str, int], str]]] = {}
    for mf in copy.functions:
        tf = Translator(target, inline_asm=inline_asm).translate(mf, copy.filename)
        strip_modeled_waits(mf, tf, resolver=resolver, num_waves=num_waves)
        del tf
        out[mf.name] = run_on_function(mf, context, resolver, filename=copy.filename).notes
    return out


def _counts(mir: MIRFile, target: Target, inline_asm: bool) -> dict[tuple[str, int], dict[str, int]]:
    """(function, line of a wait) -> its counters as the translation reads them."""
    out: dict[tuple[str, int], dict[str, int]] = {}
    translator = Translator(target, inline_asm=inline_asm)
    for mf in mir.functions:
        for ops in translator.translate(mf, mir.filename).blocks:
            for op in ops:
                if op.waits and op.inst is not None:
                    out[(mf.name, op.inst.line)] = dict(op.waits)
    return out


def explain_waits(mir: MIRFile, target: Target, options: Mapping[str, str]) -> dict[tuple[str, int], str]:
    """(function, line of a wait of the input) -> what the wait is for. The input's waits may
    come from either placement (mirpass's path-aware one, llc's consumer placement): each wait
    takes the explanation of the placement that puts the same counts before the same
    instruction, else of one that agrees on the counts it puts there, else of the first that
    puts any wait there."""
    typed = parse_options(WaitcntOptions, options)
    given = typed.placement
    placements = [given] if given else (["consumer"] if typed.llvm_compat else ["path", "consumer"])
    planned = [_plan_notes(mir, target, options, p) for p in placements]
    counts = _counts(mir, target, typed.llvm_compat is None)
    out: dict[tuple[str, int], str] = {}
    for mf in mir.functions:
        for line, (number, before) in _wait_targets(mf).items():
            have = counts.get((mf.name, line), {})
            key = (number, before)
            found = [n[key] for p in planned if key in (n := p.get(mf.name, {}))]
            if found:
                # the placement that puts exactly these counts here, else the one that agrees
                # on the counts it puts, else the first
                exact = [text for spec, text in found if spec == have]
                agree = [text for spec, text in found if all(have.get(c) == k for c, k in spec.items())]
                out[(mf.name, line)] = (exact or agree or [text for _, text in found])[0]
            else:
                where = f"line {before}" if before else f"the end of bb.{number}"
                out[(mf.name, line)] = f"the wait-count pass places no wait before {where}"
    return out
