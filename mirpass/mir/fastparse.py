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


# Operand texts repeat a great deal (`implicit $exec`, `$vgpr0`, `0`): their parses are cached
# as constructor arguments, and each use gets a fresh Operand, since passes edit operands.
_REGISTER_CACHE: dict[str, tuple | None] = {}
_OPERAND_CACHE: dict[str, tuple] = {}
_CACHE_LIMIT = 1 << 16


def _register_args(text: str) -> tuple | None:
    m = _REGISTER.fullmatch(text)
    if m is None or (m.group("sub") and m.group("reg").startswith("$")):
        return None
    tied = m.group("tied")
    op = Operand(
        "reg",
        "",
        m.group("reg"),
        tuple(m.group("flags").split()),
        m.group("sub"),
        m.group("cls"),
        int(tied) if tied is not None else None,
        m.group("llt"),
    )
    # llc's spelling is canonical already; only irregular spacing needs re-spelling.
    spelled = text if "  " not in text and "\t" not in text else format_register(op)
    return ("reg", spelled, op.reg, op.flags, op.subreg, op.reg_class, op.tied_def, op.llt, None)


def _register(text: str) -> Operand | None:
    if text in _REGISTER_CACHE:
        args = _REGISTER_CACHE[text]
    else:
        args = _register_args(text)
        if len(_REGISTER_CACHE) < _CACHE_LIMIT:
            _REGISTER_CACHE[text] = args
    return Operand(*args) if args is not None else None


def _operand_args(text: str) -> tuple:
    c = text[0]
    if c.isdigit() or (c == "-" and len(text) > 1 and text[1].isdigit()):
        return ("imm", text, None, (), None, None, None, None, int(text))
    if c in "$_" or (c == "%" and not text.startswith(_SPECIAL_VREG)) or c.islower():
        args = _register_args(text)
        if args is not None:
            return args
    if text.startswith("target-flags("):
        return ("global" if "@" in text else "external", text)
    for prefix, kind in _PREFIX_KINDS:
        if text.startswith(prefix):
            return (kind, text)
    first = text.split(" ", 1)[0]
    if first in ("half", "bfloat", "float", "double"):
        return ("fpimm", text)
    if first[0] == "i" and first[1:].isdigit():
        return ("cimm", text)
    raise ValueError(text)


def _operand(text: str) -> Operand:
    args = _OPERAND_CACHE.get(text)
    if args is None:
        args = _operand_args(text)
        if len(_OPERAND_CACHE) < _CACHE_LIMIT:
            _OPERAND_CACHE[text] = args
    return Operand(*args)


def _split_operands(ops_text: str) -> list[str] | None:
    texts: list[str] = []
    pos = 0
    while pos < len(ops_text):
        m = _NEXT_OPERAND.match(ops_text, pos)
        if m is None:
            return None
        pos = m.end()
        text = m.group("op")
        texts.append(_COMMENT.sub("", text) if "/*" in text else text)
    return texts


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
        if "(" in ops_text or '"' in ops_text or "<" in ops_text or "/*" in ops_text:
            texts = _split_operands(ops_text)
            if texts is None:
                return parse_instruction(line, line_no)
        else:  # no operand can hold a comma: split directly
            texts = [t.strip() for t in ops_text.split(",")]
        for text in texts:
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
