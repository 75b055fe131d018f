"""Write the assembly model back: the original lines, with inserted lines in llc's style.

llc 22's AsmPrinter puts each instruction on its own line, indented by one tab, operands after
one space (`\\ts_nop 1`, `\\ts_waitcnt vmcnt(0) lgkmcnt(0)`, `\\ts_wait_loadcnt 0x0`).
"""

from __future__ import annotations

from mirpass.asm.model import AsmFile, AsmInstruction

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


def remove(asm: AsmFile, inst: AsmInstruction) -> None:
    """Take out the line of `inst` (a wait --rebuild-waits strips), which holds nothing else."""
    if inst.line is None:
        raise ValueError(f"instruction {inst.mc_opcode} was expanded from a macro: no line of its own")
    if asm.lines[inst.line][: inst.col - 1].strip():
        raise ValueError(f"line {inst.line + 1} has text before its instruction")
    asm.removed.add(inst.line)


def to_text(asm: AsmFile) -> str:
    if not asm.inserted and not asm.removed:
        return "".join(asm.lines)
    out = []
    for i, line in enumerate(asm.lines):
        out.extend(asm.inserted.get(i, ()))
        if i not in asm.removed:
            out.append(line)
    return "".join(out)


def to_bytes(asm: AsmFile) -> bytes:
    return to_text(asm).encode("utf-8", "surrogateescape")
