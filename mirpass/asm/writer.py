"""Write the assembly model back: the original lines, with inserted lines in llc's style.

llc 22's AsmPrinter puts each instruction on its own line, indented by one tab, operands after
one space (`\\ts_nop 1`, `\\ts_waitcnt vmcnt(0) lgkmcnt(0)`, `\\ts_wait_loadcnt 0x0`).
"""

from __future__ import annotations

import re

from mirpass.asm.model import AsmFile, AsmInstruction
from mirpass.target.waitcnt import DEPCTR_FIELDS, decode

# gfx9 `s_waitcnt` fields in the order llc prints them.
_GFX9_FIELDS = ("vmcnt", "expcnt", "lgkmcnt")


def nop(count: int) -> str:
    """`s_nop N` waits N+1 wait states; gfx9's field holds N = 0..15 (the hazard pass splits
    longer waits into chunks of 16, as llc's insertNoops does)."""
    if not 0 <= count <= 15:
        raise ValueError(f"s_nop takes 0..15, not {count}")
    return f"s_nop {count}"


def waitcnt(**counts: int) -> str:
    """A gfx9 `s_waitcnt` naming the counters to wait for (vmcnt, expcnt, lgkmcnt)."""
    unknown = set(counts) - set(_GFX9_FIELDS)
    if unknown or not counts:
        raise ValueError(f"s_waitcnt takes {', '.join(_GFX9_FIELDS)}; got {sorted(counts)}")
    return "s_waitcnt " + " ".join(f"{k}({counts[k]})" for k in _GFX9_FIELDS if k in counts)


def wait(counter: str, value: int) -> str:
    """A gfx12 `s_wait_<counter> N` (loadcnt, dscnt, kmcnt, ...); llc prints N in hex."""
    return f"s_wait_{counter} {value:#x}"


# S_WAITCNT_DEPCTR's fields in the order llc/llvm-mc 22 print them (their DepCtr table, not bit
# order; checked with llvm-mc 22 on gfx1100, gfx1200 and gfx1250: 0x0f83 prints
# `depctr_va_vdst(0) depctr_vm_vsrc(0)`, 0xf19e `depctr_sa_sdst(0) depctr_va_sdst(0)`).
DEPCTR_PRINT_ORDER = ("hold_cnt", "sa_sdst", "va_vdst", "va_sdst", "va_ssrc", "va_vcc", "vm_vsrc")


def depctr(mnemonic: str, imm: int) -> str:
    """An `s_waitcnt_depctr` / `s_wait_alu` with immediate `imm` as llc 22 prints it: the fields
    that wait (below their maximum) by name; all of them when none does; in hex when bits of no
    field (5-6) are set, which have no name."""
    imm &= 0xFFFF  # a simm16: MIR may hold it sign-extended
    covered = sum(((1 << width) - 1) << shift for f in DEPCTR_FIELDS for shift, width in f.pieces)
    if imm & ~covered:
        return f"{mnemonic} {imm:#x}"
    fields = {f.counter: f for f in DEPCTR_FIELDS}
    counts = decode(DEPCTR_FIELDS, imm)
    waiting = [name for name in DEPCTR_PRINT_ORDER if counts[name] < fields[name].max]
    return (
        mnemonic + " " + " ".join(f"depctr_{name}({counts[name]})" for name in waiting or DEPCTR_PRINT_ORDER)
    )


def _eol(line: str) -> str:
    for end in ("\r\n", "\n", "\r"):
        if line.endswith(end):
            return end
    return "\n"


def insert_before(asm: AsmFile, inst: AsmInstruction, text: str) -> None:
    """Put `text` (an instruction such as `s_nop 1`) on a line of its own before `inst`."""
    if inst.line is None:
        raise ValueError(f"instruction {inst.mc_opcode} was expanded from a macro: no line to insert before")
    line = asm.lines[inst.line]
    if line[: inst.col - 1].strip():
        raise ValueError(f"line {inst.line + 1} has text before its instruction")
    asm.inserted.setdefault(inst.line, []).append(f"\t{text}{_eol(line)}")


_REG_PART = re.compile(r"\$(vgpr|sgpr|agpr)(\d+)")
_REG_PREFIX = {"vgpr": "v", "sgpr": "s", "agpr": "a"}


def register_text(name: str | None) -> str:
    """A MIR register as llc prints it: `$vgpr7` is `v7`, `$vgpr2_vgpr3` is `v[2:3]`."""
    parts = [_REG_PART.fullmatch(p if p.startswith("$") else "$" + p) for p in (name or "").split("_")]
    if not parts or any(m is None for m in parts):
        raise ValueError(f"no assembly spelling for register {name}")
    kinds = {m.group(1) for m in parts if m}
    numbers = [int(m.group(2)) for m in parts if m]
    if len(kinds) != 1 or numbers != list(range(numbers[0], numbers[0] + len(numbers))):
        raise ValueError(f"no assembly spelling for register {name}")
    prefix = _REG_PREFIX[kinds.pop()]
    if len(numbers) == 1:
        return f"{prefix}{numbers[0]}"
    return f"{prefix}[{numbers[0]}:{numbers[-1]}]"


def insert_after(asm: AsmFile, inst: AsmInstruction, text: str) -> None:
    """Put `text` on a line of its own right after `inst` (what a pass put after the last
    instruction of a block goes there, not after the next block's label)."""
    if inst.line is None:
        raise ValueError(f"instruction {inst.mc_opcode} was expanded from a macro: no line to insert after")
    line = asm.lines[inst.line]
    if inst.line + 1 >= len(asm.lines):
        raise ValueError(f"line {inst.line + 1} is the file's last")
    asm.inserted.setdefault(inst.line + 1, []).append(f"\t{text}{_eol(line)}")


def replace_register(asm: AsmFile, inst: AsmInstruction, position: int, old: str, new: str) -> None:
    """Spell register `new` instead of `old` (assembly spellings, `v7`) in the `position`th
    operand of `inst`'s line, the rest of the line kept byte for byte."""
    if inst.line is None:
        raise ValueError(f"instruction {inst.mc_opcode} was expanded from a macro: no line to edit")
    line = asm.replaced.get(inst.line, asm.lines[inst.line])  # with the operands edited so far
    head, _, _ = line.partition(";")  # a trailing comment is not an operand
    start = line.find(" ", inst.col - 1)
    cuts = [m.start() for m in re.finditer(",", head[start:])]
    bounds = [start, *(start + c for c in cuts), len(head.rstrip("\r\n"))]
    if start < 0 or position + 1 >= len(bounds):
        raise ValueError(f"line {inst.line + 1} has no operand {position}")
    a, b = bounds[position] + 1, bounds[position + 1]
    if line[a:b].strip() != old:
        raise ValueError(f"operand {position} of line {inst.line + 1} is not {old}")
    a += line[a:b].index(old)
    asm.replaced[inst.line] = line[:a] + new + line[a + len(old) :]


def replace_keyword(asm: AsmFile, inst: AsmInstruction, keyword: str, old: int, new: int) -> None:
    """Spell `keyword:new` instead of `keyword:old` (`wait_va_vdst:15`) in `inst`'s line, the
    rest of the line kept byte for byte."""
    if inst.line is None:
        raise ValueError(f"instruction {inst.mc_opcode} was expanded from a macro: no line to edit")
    line = asm.replaced.get(inst.line, asm.lines[inst.line])
    head = line.partition(";")[0]
    found = list(re.finditer(rf"(?<![\w:]){re.escape(keyword)}:(\d+)\b", head[inst.col - 1 :]))
    if len(found) != 1 or int(found[0].group(1)) != old:
        raise ValueError(f"line {inst.line + 1} does not spell {keyword}:{old} once")
    a, b = (inst.col - 1 + x for x in found[0].span(1))
    asm.replaced[inst.line] = line[:a] + str(new) + line[b:]


def remove(asm: AsmFile, inst: AsmInstruction) -> None:
    """Take out the line of `inst` (a wait --rebuild-waits strips), which holds nothing else."""
    if inst.line is None:
        raise ValueError(f"instruction {inst.mc_opcode} was expanded from a macro: no line of its own")
    if asm.lines[inst.line][: inst.col - 1].strip():
        raise ValueError(f"line {inst.line + 1} has text before its instruction")
    asm.removed.add(inst.line)


def to_text(asm: AsmFile) -> str:
    if not asm.inserted and not asm.removed and not asm.replaced:
        return "".join(asm.lines)
    out = []
    for i, line in enumerate(asm.lines):
        out.extend(asm.inserted.get(i, ()))
        if i not in asm.removed:
            out.append(asm.replaced.get(i, line))
    return "".join(out)


def to_bytes(asm: AsmFile) -> bytes:
    return to_text(asm).encode("utf-8", "surrogateescape")
