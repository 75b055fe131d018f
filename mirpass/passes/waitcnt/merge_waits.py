"""Folding the input's hard `S_WAITCNT`s into the wait placed after them (gfx9), as llc does.

LLVM 22 (`applyPreexistingWaitcnt` of the pre-gfx12 generator) looks at the waits just before
each instruction (back to the previous instruction that is neither a wait nor a meta
instruction). The first `S_WAITCNT` among them is kept and given the combined count of all of
them and of what the instruction needs; every later one is erased. So a hard wait of the input
that falls short gets stronger in place instead of being followed by a second wait, and two
hard waits in a row become one. Only the text changes: the counts that wait are the same, so the
plan (which credited the hard waits already) is untouched.
"""

from __future__ import annotations

from dataclasses import dataclass

from mirpass.passes.waitcnt.dataflow import Anchor
from mirpass.passes.waitcnt.model import FunctionModel, Group
from mirpass.target.opcodes import OpcodeTable, load_opcode_table


@dataclass
class Fold:
    """The hard waits of a run in front of group `before` of `block`, and the one wait that
    replaces them and the waits placed inside the run."""

    block: int
    before: int
    hard: list[int]  # group indices, in order; the first is where the combined wait goes
    spec: dict[str, int]  # the combined counts (counter -> count)
    changed: bool  # False: the first hard wait already says it all, only the others go


def _transparent(model: FunctionModel, g: Group, table: OpcodeTable) -> bool:
    """Whether `g` leaves the run of waits in front of an instruction unbroken: another wait, or
    a meta instruction (`WAVE_BARRIER`, `KILL`), which llc steps over."""
    if g.role != "op":
        return True  # a wait (soft or lds_direct: emission removes them)
    info = table.get(model.instruction(g.block, g.index).opcode)
    return info is not None and info.is_meta


def _combined(specs: list[dict[str, int]]) -> dict[str, int]:
    out: dict[str, int] = {}
    for spec in specs:
        for c, n in spec.items():
            out[c] = min(out.get(c, n), n)
    return out


def folds(model: FunctionModel, anchors: dict[tuple[int, int], Anchor]) -> dict[tuple[int, int], Fold]:
    """(block, position of a wait placed into a fold) -> the Fold, for each run of waits (and meta
    instructions) that llc would rewrite: one holding a hard wait and a placed wait, or more than
    one hard wait. A fold with no placed wait is keyed by the run's end. Empty except on gfx9."""
    if not model.gfx9:
        return {}
    out: dict[tuple[int, int], Fold] = {}
    table = load_opcode_table(model.tf.target.cpu)
    for b, groups in enumerate(model.groups):
        span: list[int] = []  # the groups since the last instruction that ends a run
        for gi, g in enumerate(groups):
            if g.bundle is None and _transparent(model, g, table):
                span.append(gi)
                continue
            _fold(out, groups, b, span + [gi], anchors)
            span = []
        _fold(out, groups, b, span + [len(groups)], anchors)  # llc folds what ends the block too
    return out


def _fold(
    out: dict[tuple[int, int], Fold],
    groups: list[Group],
    b: int,
    positions: list[int],
    anchors: dict[tuple[int, int], Anchor],
) -> None:
    hard = [k for k in positions if k < len(groups) and groups[k].role == "hard"]
    if not hard:
        return
    placed = [k for k in positions if (b, k) in anchors and anchors[(b, k)].spec]
    if not placed and len(hard) < 2:
        return
    spec = _combined([groups[k].waits for k in hard] + [anchors[(b, k)].spec for k in placed])
    fold = Fold(b, positions[-1], hard, spec, spec != groups[hard[0]].waits)
    for k in placed or positions[-1:]:
        out[(b, k)] = fold
