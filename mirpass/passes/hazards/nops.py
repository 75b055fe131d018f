"""NOP application: the S_NOPs the recognizer's findings ask for, inserted into the function as
llc inserts them (chunks of at most 16 wait states, 8 inside a bundle), each after the
`--annotate` comment naming its rule."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from mirpass.ir.block_records import unread_indents
from mirpass.ir.hazard_records import Rec
from mirpass.mir import Block, Instruction, MachineFunction
from mirpass.mir.operands import Operand


@dataclass
class Finding:
    """One instruction short of wait states: the worst contribution among its hazards.

    The instruction is `target`, or, for a record made from a block's unread text, line `idx` of
    block `block` of `mf`: made an Instruction only when `inst` is asked for, so that NOPs can be
    spliced into the text of a block no one reads as Instructions."""

    target: Instruction | None
    block: int  # layout index
    need: int  # wait states to add
    rule: str
    producer: Rec | None
    required: int
    available: int
    bundle: Instruction | None = None  # the BUNDLE header when `inst` is inside a bundle
    note: str | None = None  # a MIR comment to print before the inserted NOPs (--annotate)
    inside_asm: bool = False  # a hazard between two instructions of one inline asm (no NOPs)
    idx: int = -1  # without `target`: the item index of its line in the block
    mf: MachineFunction | None = None  # without `target`: the function of the block

    @property
    def inst(self) -> Instruction:
        inst = self.target
        if inst is None:
            assert self.mf is not None
            item = self.mf.blocks[self.block].items[self.idx]
            assert isinstance(item, Instruction)
            inst = self.target = item
        return inst

    def resolve(self, mf: MachineFunction) -> None:
        """Make `inst` an Instruction now if its block is no longer unread text (its items are
        then indexed as its lines were, until something inserts into them)."""
        if self.target is None and mf.blocks[self.block].unread_span() is None:
            self.inst  # noqa: B018


def apply_nops(mf: MachineFunction, findings: list[Finding]) -> None:
    """Insert the NOPs: S_NOP chunks of at most 16 wait states (8 inside a bundle). Into a block
    still unread text they are spliced (`Block.splice_unread`); its lines stay text."""
    before: dict[int, Finding] = {}
    unread: dict[int, dict[int, Finding]] = {}  # block -> line index -> finding
    for f in findings:
        if f.inside_asm:
            continue  # NOPs before the asm cannot cover a hazard inside it
        if f.target is None and mf.blocks[f.block].unread_span() is not None:
            seen = unread.setdefault(f.block, {})
            key = f.idx
        else:
            seen = before
            key = id(f.inst)
        g = seen.get(key)
        if g is not None:
            # Several instructions of one inline asm: each asked for NOPs beyond the earlier ones'.
            f = dataclasses.replace(g, need=g.need + f.need)
        seen[key] = f
    for b, at in unread.items():
        _splice_nops(mf.blocks[b], at)
    if not before:
        return
    for block in mf.blocks:
        if block.unread_span() is not None or block.spliced_source() is not None:
            continue  # untouched since read (or spliced): no finding, no bundle
        if not any(isinstance(it, Instruction) and (id(it) in before or it.bundled) for it in block.items):
            continue
        block.items = _with_nops(block.items, before, 16)


def _splice_nops(block: Block, at: dict[int, Finding]) -> None:
    """The NOPs of the findings `at` (line index -> finding) into the unread `block`."""
    indents = unread_indents(block, at)
    block.splice_unread({k: _nops(f, indents[k], 16) for k, f in at.items()})


def _with_nops(items: list, before: dict[int, Finding], chunk: int) -> list:
    """`items` with the NOPs of each instruction's finding before it (in chunks of at most
    `chunk` wait states), a bundle's members' NOPs inside it (at most 8)."""
    out: list = []
    for item in items:
        if isinstance(item, Instruction):
            f = before.get(id(item))
            if f is not None:
                out.extend(_nops(f, item.indent, chunk))
            if item.bundled is not None:
                item.bundled = _with_nops(item.bundled, before, 8)
        out.append(item)
    return out


def _nops(f: Finding, indent: int, chunk: int) -> list:
    out: list = []
    if f.note:
        out.append(" " * indent + f.note)
    left = f.need
    while left > 0:
        arg = min(left, chunk)
        left -= arg
        nop = Instruction.create("S_NOP", [Operand.immediate(arg - 1)])
        nop.indent = indent
        out.append(nop)
    return out
