"""Operand parsing for lines the fast pattern already accepted.

Such a line is known to be well formed, so its pieces can be cut out with a few compiled
patterns instead of the token parser; this is what makes translating large functions cheap.
Anything unexpected falls back to the token parser, which stays the reference.
"""

from __future__ import annotations

import re

from mirpass.mir.operands import Operand, format_register
from mirpass.mir.parser import (
    _FLAGS,
    _MEMOP,
    _OPERAND,
    _REG_OPERAND,
    _S,
    ParsedInstruction,
    parse_instruction,
)

_HEAD = re.compile(
    rf"[ ]*(?:(?P<defs>{_REG_OPERAND}(?:{_S},{_S}{_REG_OPERAND})*){_S}={_S})?"
    rf"(?P<flags>{_FLAGS})(?P<opcode>[A-Za-z_][A-Za-z0-9_]*)"
)
_TAIL = re.compile(
    rf"(?: +(?P<ops>{_OPERAND}(?:{_S},{_S}{_OPERAND})*))?"
    rf"(?:{_S}::{_S}(?P<mem>{_MEMOP}(?:{_S},{_S}{_MEMOP})*))?(?:{_S}(?P<bundle>\{{))?{_S}"
)
_NEXT_OPERAND = re.compile(rf"(?P<op>{_OPERAND})(?:{_S},{_S}|\Z)")
_NEXT_MEMOP = re.compile(rf"(?P<op>{_MEMOP})(?:{_S},{_S}|\Z)")
_NEXT_DEF = re.compile(rf"(?P<op>{_REG_OPERAND})(?:{_S},{_S}|\Z)")
_REGISTER = re.compile(
    r"(?P<flags>(?:(?:implicit-def|implicit|def|dead|killed|undef|internal|early-clobber"
    r"|debug-use|renamable) +)*)"
    r"(?P<reg>\$[A-Za-z0-9_]+|%(?:\d+|[A-Za-z_][A-Za-z0-9_]*)|_)(?:\.(?P<sub>[A-Za-z0-9_]+))?"
    r"(?::(?P<cls>[A-Za-z_][A-Za-z0-9_]*))?(?:\(tied-def (?P<tied>\d+)\))?(?:\((?P<llt>[^()]+)\))?"
)
_COMMENT = re.compile(r"[ \t]*/\*.*\*/\Z")
_TRAILERS = (
    "pre-instr-symbol ",
    "post-instr-symbol ",
    "heap-alloc-marker ",
    "pcsections ",
    "mmra ",
    "debug-instr-number ",
    "debug-location ",
)
_PREFIX_KINDS = (
    ("%bb.", "mbb"),
    ("%stack.", "frame"),
    ("%fixed-stack.", "frame"),
    ("%const.", "const"),
    ("%jump-table.", "jump_table"),
    ("%subreg.", "subreg_index"),
    ("@", "global"),
    ("&", "external"),
    ("target-index(", "target_index"),
    ("intrinsic(", "intrinsic"),
    ("csr_", "regmask"),
    ("<mcsymbol", "mcsymbol"),
    ("!", "metadata"),
    (".", "symbolic_imm"),
)
_SPECIAL_VREG = ("%bb.", "%stack.", "%fixed-stack.", "%const.", "%jump-table.", "%subreg.")


def _register(text: str) -> Operand | None:
    m = _REGISTER.fullmatch(text)
    if m is None:
        return None
    if m.group("sub") and m.group("reg").startswith("$"):
        return None
    tied = m.group("tied")
    op = Operand(
        "reg",
        "",
        reg=m.group("reg"),
        flags=tuple(m.group("flags").split()),
        subreg=m.group("sub"),
        reg_class=m.group("cls"),
        tied_def=int(tied) if tied is not None else None,
        llt=m.group("llt"),
    )
    op.text = format_register(op)
    return op


def _operand(text: str) -> Operand:
    c = text[0]
    if c.isdigit() or (c == "-" and len(text) > 1 and text[1].isdigit()):
        return Operand("imm", text, imm=int(text))
    if (
        c in "$_"
        or (c == "%" and not text.startswith(_SPECIAL_VREG))
        or c.islower()
        and (_REGISTER.fullmatch(text))
    ):
        reg = _register(text)
        if reg is not None:
            return reg
    if text.startswith("target-flags("):
        return Operand("global" if "@" in text else "external", text)
    for prefix, kind in _PREFIX_KINDS:
        if text.startswith(prefix):
            return Operand(kind, text)
    first = text.split(" ", 1)[0]
    if first in ("half", "bfloat", "float", "double"):
        return Operand("fpimm", text)
    if first[0] == "i" and first[1:].isdigit():
        return Operand("cimm", text)
    raise ValueError(text)


def parse_known_good(line: str, line_no: int) -> ParsedInstruction:
    """Parse a line accepted by `looks_like_instruction`; same result as `parse_instruction`."""
    head = _HEAD.match(line)
    tail = _TAIL.fullmatch(line, head.end()) if head is not None else None
    if head is None or tail is None:
        return parse_instruction(line, line_no)
    defs: list[Operand] = []
    if head.group("defs"):
        for m in _NEXT_DEF.finditer(head.group("defs")):
            reg = _register(m.group("op"))
            if reg is None:
                return parse_instruction(line, line_no)
            defs.append(reg)
    operands: list[Operand] = []
    trailers: list[tuple[str, str]] = []
    ops_text = tail.group("ops")
    if ops_text:
        pos = 0
        while pos < len(ops_text):
            m = _NEXT_OPERAND.match(ops_text, pos)
            if m is None:
                return parse_instruction(line, line_no)
            pos = m.end()
            text = _COMMENT.sub("", m.group("op"))
            if text.startswith(_TRAILERS):
                key, value = text.split(" ", 1)
                trailers.append((key, value))
                continue
            if trailers:
                return parse_instruction(line, line_no)  # reports the misplaced operand
            try:
                operands.append(_operand(text))
            except ValueError:
                return parse_instruction(line, line_no)
    memoperands = [m.group("op") for m in _NEXT_MEMOP.finditer(tail.group("mem") or "")]
    return ParsedInstruction(
        defs,
        head.group("flags").split(),
        head.group("opcode"),
        operands,
        trailers,
        memoperands,
        tail.group("bundle") is not None,
    )
