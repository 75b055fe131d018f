"""Writing the model back to MIR text.

Lines that came from the input are emitted as they were; instructions created or edited by a
pass are printed the way llc's MIR printer spells them.
"""

from __future__ import annotations

from collections.abc import Callable

from mirpass.mir.model import Instruction, IRModule, MachineFunction, MIRFile
from mirpass.mir.operands import format_register

LineRewriter = Callable[[str], str]


def format_instruction(inst: Instruction) -> str:
    """The instruction's text without indentation, as llc prints it."""
    p = inst.parsed
    parts: list[str] = []
    if p.defs:
        parts.append(", ".join(format_register(d, as_def_list=True) for d in p.defs))
        parts.append("=")
    parts.extend(p.flags)
    head = " ".join([*parts, p.opcode])
    items = [op.text for op in p.operands]
    items.extend(f"{key} {value}" for key, value in p.trailers)
    text = head + (" " + ", ".join(items) if items else "")
    if p.memoperands:
        text += " :: " + ", ".join(p.memoperands)
    if inst.bundled is not None:
        text += " {"
    return text


def instruction_line(inst: Instruction) -> str:
    raw = inst.raw
    if raw is not None:
        return raw
    return " " * inst.indent + format_instruction(inst)


def _emit_instruction(inst: Instruction, out: list[str], rewrite: LineRewriter | None) -> None:
    line = instruction_line(inst)
    out.append(rewrite(line) if rewrite else line)
    if inst.bundled is not None:
        for inner in inst.bundled:
            if isinstance(inner, str):
                out.append(inner)
            else:
                if inner.raw is None:
                    inner.indent = inst.indent + 2
                _emit_instruction(inner, out, rewrite)
        out.append(inst.bundle_close if inst.bundle_close is not None else " " * inst.indent + "}")


def function_lines(mf: MachineFunction, rewrite: LineRewriter | None = None) -> list[str]:
    """The function's lines as they are written."""
    pieces = _function_pieces(mf, rewrite)
    return "\n".join(pieces).split("\n") if any("\n" in p for p in pieces) else pieces


def _function_pieces(mf: MachineFunction, rewrite: LineRewriter | None) -> list[str]:
    """The function's text as pieces to join with newlines: lines, and for each block untouched
    since it was read, its instruction lines copied as one piece."""
    out: list[str] = []
    keep = (lambda lines: [rewrite(s) for s in lines]) if rewrite else (lambda lines: lines)
    out.extend(keep(mf.head))
    out.extend(mf.prologue)
    for block in mf.blocks:
        out.extend(keep(block.header))
        if rewrite is None:
            chunk = block.source_text()
            if chunk is not None:  # untouched since it was read: its lines as they were
                out.append(chunk)
                continue
            spliced = block.spliced_source()
            if spliced is not None:
                _splice(*spliced, out)
                continue
        for item in block.items:
            if isinstance(item, str):
                out.append(item)
            else:
                _emit_instruction(item, out, rewrite)
    out.extend(keep(mf.tail))
    return out


def _splice(chunk: str, inserts: dict[int, list[Instruction | str]], out: list[str]) -> None:
    """A block's lines as read with created items before some of them (`Block.splice_unread`): the
    runs of lines between insertions are copied as pieces, never made Instructions."""
    lines = chunk.split("\n")
    at = 0
    for k in sorted(inserts):
        if k > at:
            out.append("\n".join(lines[at:k]))
        for item in inserts[k]:
            if isinstance(item, str):
                out.append(item)
            else:
                _emit_instruction(item, out, None)
        at = k
    out.append("\n".join(lines[at:]))


def write(mir: MIRFile, rewrite: LineRewriter | None = None) -> str:
    """MIR text for `mir`. `rewrite`, if given, is applied to each source line of the machine
    functions (used to translate newer spellings into ones llc 22 reads)."""
    out: list[str] = []
    for part in mir.parts:
        if isinstance(part, list):
            out.extend(part)
        elif isinstance(part, IRModule):
            out.extend(part.lines)
        else:
            out.extend(_function_pieces(part, rewrite))
    text = mir.byte_order_mark + "\n".join(out)
    if mir.lone_cr_lines and mir.line_break == "\r":
        return text.replace("\r\n", "\r")  # carriage returns alone, read as CR LF
    return text if mir.line_break == "\n" else text.replace("\n", mir.line_break)
