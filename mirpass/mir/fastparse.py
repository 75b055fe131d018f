"""Operand parsing for lines the fast pattern already accepted.

Such a line is known to be well formed, so its pieces can be cut out with a few compiled
patterns instead of the token parser; this is what makes translating large functions cheap.
Anything unexpected falls back to the token parser, which stays the reference.
"""

from __future__ import annotations

import re

from mirpass.mir.fastlines import _FLAGS, _MEMOP, _NOT_OPCODES, _OPERAND, _REG_OPERAND, _S
from mirpass.mir.operands import Operand, format_register
from mirpass.mir.parser import ParsedInstruction, parse_instruction


class _GeneralPatterns:
    """The patterns that cut a line that is not plain (see _NOT_PLAIN), compiled on first use:
    they take milliseconds to compile and most lines never need them."""

    def __init__(self) -> None:
        self.head = re.compile(
            rf"[ ]*(?:(?P<defs>{_REG_OPERAND}(?:{_S},{_S}{_REG_OPERAND})*){_S}={_S})?"
            rf"(?P<flags>{_FLAGS})(?P<opcode>[A-Za-z_][A-Za-z0-9_]*)"
        )
        self.tail = re.compile(
            rf"(?: +(?P<ops>{_OPERAND}(?:{_S},{_S}{_OPERAND})*))?"
            rf"(?:{_S}::{_S}(?P<mem>{_MEMOP}(?:{_S},{_S}{_MEMOP})*))?(?:{_S}(?P<bundle>\{{))?{_S}"
        )
        self.next_operand = re.compile(rf"(?P<op>{_OPERAND})(?:{_S},{_S}|\Z)")
        self.next_memop = re.compile(rf"(?P<op>{_MEMOP})(?:{_S},{_S}|\Z)")
        self.next_def = re.compile(rf"(?P<op>{_REG_OPERAND})(?:{_S},{_S}|\Z)")


_general_patterns: _GeneralPatterns | None = None


def _general() -> _GeneralPatterns:
    global _general_patterns
    if _general_patterns is None:
        _general_patterns = _GeneralPatterns()
    return _general_patterns


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


def parse_register(text: str) -> Operand | None:
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


def _remember(cache: dict, text: str, value: object) -> object:
    """`value`, cached for `text` while the cache is under its limit."""
    if len(cache) < _CACHE_LIMIT:
        cache[text] = value
    return value


def parse_operand(text: str) -> Operand:
    args = _OPERAND_CACHE.get(text)
    if args is None:
        args = _remember(_OPERAND_CACHE, text, _operand_args(text))
    return Operand(*args)  # type: ignore[misc]


def _split_operands(ops_text: str) -> list[str] | None:
    texts: list[str] = []
    pos = 0
    while pos < len(ops_text):
        m = _general().next_operand.match(ops_text, pos)
        if m is None:
            return None
        pos = m.end()
        text = m.group("op")
        texts.append(_COMMENT.sub("", text) if "/*" in text else text)
    return texts


# A line with none of these characters has no memory operands, trailers, comments, bundle,
# register classes or parenthesized operands: commas separate its operands and the only `=`
# ends its definitions.
_NOT_PLAIN = re.compile(r'[("<:{!@/;\t]')
NOT_PLAIN = _NOT_PLAIN  # (for callers that cut plain lines themselves, see plain_piece)


def plain_piece(text: str) -> str | None:
    """A comma-separated piece of a plain line as `split_known_good` cuts it (its spaces
    stripped); None when that line is not plain (an empty piece, or a trailer)."""
    text = text.strip(" ")
    if not text or text.startswith(_TRAILERS):
        return None
    return text


def _split_plain(line: str) -> tuple | None:
    """`split_known_good` of a plain line without flags (see _NOT_PLAIN), by string splitting;
    None if the line is not one."""
    if _NOT_PLAIN.search(line) is not None:
        return None
    body = line.strip(" ")
    eq = body.find("=")
    if eq >= 0:
        def_texts = [t.strip(" ") for t in body[:eq].split(",")]
        if "" in def_texts:
            return None
        body = body[eq + 1 :].lstrip(" ")
    else:
        def_texts = []
    opcode, _, ops_text = body.partition(" ")
    if not (opcode.isascii() and opcode.isidentifier()) or opcode in _NOT_OPCODES:
        return None  # flags, or not an opcode
    operand_texts = [t.strip(" ") for t in ops_text.split(",")] if ops_text.strip(" ") else []
    for text in operand_texts:
        if not text or text.startswith(_TRAILERS):
            return None
    return def_texts, "", opcode, operand_texts, [], [], False


def split_plain_line(line: str) -> tuple:
    """`split_known_good` of a line the caller has found plain already (see _NOT_PLAIN): its
    opcode is one and its pieces are neither empty nor trailers; not checked again."""
    body = line.strip(" ")
    eq = body.find("=")
    if eq >= 0:
        def_texts = [t.strip(" ") for t in body[:eq].split(",")]
        body = body[eq + 1 :].lstrip(" ")
    else:
        def_texts = []
    opcode, _, ops_text = body.partition(" ")
    operand_texts = [t.strip(" ") for t in ops_text.split(",")] if ops_text else []
    return def_texts, "", opcode, operand_texts, [], [], False


def split_known_good(line: str) -> tuple | None:
    """The texts of a line accepted by `looks_like_instruction`, unparsed: (def texts, flags,
    opcode, operand texts, trailers, memory operand texts, opens a bundle). None when the
    token parser has to decide (an unusual spelling, or an error to report)."""
    plain = _split_plain(line)
    if plain is not None:
        return plain
    return _split_general(line)


def _split_general(line: str) -> tuple | None:
    patterns = _general()
    head = patterns.head.match(line)
    tail = patterns.tail.fullmatch(line, head.end()) if head is not None else None
    if head is None or tail is None:
        return None
    defs_text = head.group("defs")
    def_texts = [m.group("op") for m in patterns.next_def.finditer(defs_text)] if defs_text else []
    operand_texts: list[str] = []
    trailers: list[tuple[str, str]] = []
    ops_text = tail.group("ops")
    if ops_text:
        if "(" in ops_text or '"' in ops_text or "<" in ops_text or "/*" in ops_text:
            texts = _split_operands(ops_text)
            if texts is None:
                return None
        else:  # no operand can hold a comma: split directly
            texts = [t.strip() for t in ops_text.split(",")]
        for text in texts:
            if text.startswith(_TRAILERS):
                key, value = text.split(" ", 1)
                trailers.append((key, value))
                continue
            if trailers:
                return None  # a misplaced operand: the token parser reports it
            operand_texts.append(text)
    mem = tail.group("mem")
    memoperands = [m.group("op") for m in patterns.next_memop.finditer(mem)] if mem else []
    return (
        def_texts,
        head.group("flags"),
        head.group("opcode"),
        operand_texts,
        trailers,
        memoperands,
        tail.group("bundle") is not None,
    )


def parse_known_good(line: str, line_no: int) -> ParsedInstruction:
    """Parse a line accepted by `looks_like_instruction`; same result as `parse_instruction`."""
    return parse_split(split_known_good(line), line, line_no)


def parse_split(parts: tuple | None, line: str, line_no: int, *, shared: bool = False) -> ParsedInstruction:
    """`parse_known_good` of a line from its `split_known_good` pieces. `shared`: for a parse
    that is only read, never edited: its operands are shared with those of other such parses
    of the same texts (one Operand per distinct text, not one per use)."""
    if parts is None:
        return parse_instruction(line, line_no)
    def_texts, flags, opcode, operand_texts, trailers, memoperands, bundle = parts
    defs: list[Operand] = []
    for text in def_texts:
        reg = _shared_register(text) if shared else parse_register(text)
        if reg is None:
            return parse_instruction(line, line_no)
        defs.append(reg)
    try:
        operands = [(_shared_operand if shared else parse_operand)(text) for text in operand_texts]
    except ValueError:
        return parse_instruction(line, line_no)
    return ParsedInstruction(defs, flags.split(), opcode, operands, trailers, memoperands, bundle)


# operand text -> its Operand, for parses that are only read (see parse_split)
_SHARED_OPERANDS: dict[str, Operand] = {}
_SHARED_REGISTERS: dict[str, Operand | None] = {}


def _shared_operand(text: str) -> Operand:
    op = _SHARED_OPERANDS.get(text)
    return op if op is not None else _remember(_SHARED_OPERANDS, text, parse_operand(text))  # type: ignore[return-value]


def _shared_register(text: str) -> Operand | None:
    if text in _SHARED_REGISTERS:
        return _SHARED_REGISTERS[text]
    return _remember(_SHARED_REGISTERS, text, parse_register(text))  # type: ignore[return-value]
