"""NOP application: the S_NOPs the recognizer's findings ask for, inserted into the function as
llc inserts them (chunks of at most 16 wait states, 8 inside a bundle), each after the
`--annotate` comment naming its rule."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from mirpass.ir.hazard_records import Rec
from mirpass.mir import Instruction, MachineFunction
from mirpass.mir.operands import Operand


@dataclass
class Finding:
    """One instruction short of wait states: the worst contribution among its hazards."""

    inst: Instruction
    block: int  # layout index
    need: int  # wait states to add
    rule: str
    producer: Rec | None
    required: int
    available: int
    bundle: Instruction | None = None  # the BUNDLE header when `inst` is inside a bundle
    note: str | None = None  # a MIR comment to print before the inserted NOPs (--annotate)
    inside_asm: bool = False  # a hazard between two instructions of one inline asm (no NOPs)


def apply_nops(mf: MachineFunction, findings: list[Finding]) -> None:
    """Insert the NOPs: S_NOP chunks of at most 16 wait states (8 inside a bundle)."""
    before: dict[int, Finding] = {}
    for f in findings:
        if f.inside_asm:
            continue  # NOPs before the asm cannot cover a hazard inside it
        g = before.get(id(f.inst))
        if g is not None:
            # Several instructions of one inline asm: each asked for NOPs beyond the earlier ones'.
            f = before[id(f.inst)] = dataclasses.replace(g, need=g.need + f.need)
        before[id(f.inst)] = f
    for block in mf.blocks:
        if block.unread_span() is not None:
            continue  # untouched since read: no finding, no bundle
        if not any(isinstance(it, Instruction) and (id(it) in before or it.bundled) for it in block.items):
            continue
        block.items = _with_nops(block.items, before, 16)


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
