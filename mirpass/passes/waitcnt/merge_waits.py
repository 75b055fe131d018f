"""Folding the input's hard `S_WAITCNT`s into the wait placed after them (gfx9), as llc does.

LLVM 22 (`applyPreexistingWaitcnt` of the pre-gfx12 generator) looks at the waits just before
each instruction (back to the previous instruction that is neither a wait nor a meta
instruction), and at those that end a block. The first `S_WAITCNT` among them is kept and given
the combined count of all of them and of what the instruction needs; every later one is erased.
So a hard wait of the input that falls short gets stronger in place instead of being followed by
a second wait, and two hard waits in a row become one. Only the text changes: the counts that
wait are the same, so the plan (which credited the hard waits already) is untouched. The input's
soft waits are not part of this: emission removes them and their requirement is in the placed
waits.

gfx12's generator keeps one instruction per kind of wait and combines loadcnt with dscnt by
rules not reproduced here (see tests/test_wait_preexisting_hard.py): there the input's hard
waits stay as they are and a wait is added after them where they do not suffice.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from mirpass.passes.waitcnt.dataflow import Anchor
from mirpass.passes.waitcnt.model import FunctionModel, Group
from mirpass.target.opcodes import OpcodeTable, load_opcode_table
from mirpass.target.waitcnt import raw_wait_counts


@dataclass
class Fold:
    """A run of waits in front of group `before` of `block`: what becomes of its hard waits."""

    block: int
    before: int
    # hard wait group -> the counts its instruction is to say (None: erased); equal to what it
    # says already when it stays as it is
    keep: dict[int, dict[str, int] | None] = field(default_factory=dict)
    new: dict[str, int] = field(default_factory=dict)  # placed before `before`


def folds(model: FunctionModel, anchors: dict[tuple[int, int], Anchor]) -> dict[tuple[int, int], Fold]:
    """(block, position of a wait placed into a fold) -> the Fold, for each run of waits (and
    meta instructions) llc would rewrite: one with a hard wait and a placed wait, or more than
    one hard wait, or placed waits on both sides of a meta instruction (which llc, never
    placing a wait before one, would have placed as one). A fold with no placed wait is keyed
    by the run's end. Empty except on gfx9."""
    if not model.gfx9:
        return {}
    out: dict[tuple[int, int], Fold] = {}
    table = load_opcode_table(model.tf.target.cpu)
    placed: dict[int, int] = {}
    for b, _gi in anchors:
        placed[b] = placed.get(b, 0) + 1
    for b, groups in enumerate(model.groups):
        # only a block with a hard wait or two placed waits can hold a fold: the others are not
        # looked at (which would make each of their instructions)
        if placed.get(b, 0) < 2 and not any(g.role == "hard" for g in groups):
            continue
        span: list[int] = []  # the groups since the last instruction that ends a run
        for gi, g in enumerate(groups):
            if g.role == "hard" and _opcode(model, g) != "S_WAITCNT":
                pass  # a wait inside inline asm: the INLINEASM is an instruction to llc
            elif g.bundle is None and _transparent(model, g, table):
                span.append(gi)
                continue
            _fold(model, out, b, span + [gi], anchors)
            span = []
        _fold(model, out, b, span + [len(groups)], anchors)  # llc folds what ends the block too
    return out


def _transparent(model: FunctionModel, g: Group, table: OpcodeTable) -> bool:
    """Whether `g` leaves the run of waits in front of an instruction unbroken."""
    if g.role != "op":
        return True  # a wait (soft or lds_direct ones: emission removes them)
    info = table.get(_opcode(model, g))
    return info is not None and info.is_meta


def _opcode(model: FunctionModel, g: Group) -> str:
    return model.instruction(g.block, g.index).opcode


def _fold(
    model: FunctionModel,
    out: dict[tuple[int, int], Fold],
    b: int,
    positions: list[int],
    anchors: dict[tuple[int, int], Anchor],
) -> None:
    groups = model.groups[b]
    hard = [k for k in positions[:-1] if groups[k].role == "hard"]  # (the last: the instruction)
    # (a run holds only top-level S_WAITCNTs as its hard waits: see `folds`)
    placed = [k for k in positions if (b, k) in anchors and anchors[(b, k)].spec]
    if len(hard) + len(placed) < 2:
        return
    need: dict[str, int] = {}
    for k in placed:
        _lower(need, anchors[(b, k)].spec)
    fold = Fold(b, positions[-1])
    if hard:
        for k in hard:
            _lower(need, raw_counts(model, fold.block, k))
        fold.keep = {k: None for k in hard}
        fold.keep[hard[0]] = need
    else:  # waits placed on both sides of a meta instruction: one, where the first goes
        fold.before, fold.new = placed[0], need
    for k in placed or positions[-1:]:
        out[(b, k)] = fold


def raw_counts(model: FunctionModel, b: int, k: int) -> dict[str, int]:
    """The counts hard wait group k of block b says, as LLVM's merging reads them."""
    inst = model.instruction(b, k)
    operand = inst.operands[0]
    value = operand.imm if operand.imm is not None else operand.text
    return raw_wait_counts(inst.opcode, value, model.tf.target.generation)


def _lower(into: dict[str, int], counts: dict[str, int]) -> None:
    for c, n in counts.items():
        into[c] = min(into.get(c, n), n)
