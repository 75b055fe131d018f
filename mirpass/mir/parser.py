"""Parsing of MIR `body:` lines: block headers, successor and live-in lists, instructions.

Instruction lines are checked eagerly by a single compiled pattern (`looks_like_instruction`)
that accepts the common, well-formed spellings llc prints; their operands are parsed only when
a pass asks for them. Lines the pattern does not accept go through the token parser at once,
which either accepts them or reports the exact column of the problem.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from mirpass.mir.errors import MIRError
from mirpass.mir.lexer import NAME, QUOTED, Token, tokenize
from mirpass.mir.operands import (
    INSTRUCTION_FLAGS,
    REGISTER_FLAG_SET,
    TRAILER_KEYWORDS,
    Operand,
    format_register,
)

INT64_MIN = -(1 << 63)
UINT64_MAX = (1 << 64) - 1
FLOAT_TYPES = frozenset({"half", "bfloat", "float", "double", "x86_fp80", "fp128", "ppc_fp128"})
_CIMM_TYPE = re.compile(r"i\d+")
_LLT = re.compile(r"(?:[spi]\d+|<(?:vscale x )?\d+ x (?:[spi]\d+|p\d+)>)")
_REGMASK_NAME = re.compile(r"(?i:csr_[A-Za-z0-9_]+|noregs)")
_BLOCK_ATTR = re.compile(
    r"(?:%ir-block\.(?:" + NAME + "|" + QUOTED + r")"
    r"|ir-block-address-taken %ir-block\.(?:" + NAME + "|" + QUOTED + r")"
    r"|address-taken|machine-block-address-taken|landing-pad|inlineasm-br-indirect-target"
    r"|ehfunclet-entry|ehscope-entry|align \d+|bbsections (?:\d+|Exception|Cold)"
    r"|bb_id \d+(?:\.\d+)?|call-frame-size \d+)"
)
BLOCK_HEADER = re.compile(
    r"^(?P<indent>[ ]*)bb\.(?P<number>\d+)(?:\.(?P<name>" + NAME + "|" + QUOTED + r"))?"
    r"(?:[ \t]*\((?P<attrs>[^()]*(?:\([^()]*\))?[^()]*)\))?[ \t]*:[ \t\r]*(?:;.*)?$"
)

# --- the fast pattern ------------------------------------------------------------------------
_S = r"[ \t]*"
_REGFLAG = r"(?:implicit-def|implicit|def|dead|killed|undef|internal|early-clobber|debug-use|renamable)"
_REG = (
    r"(?:\$[A-Za-z0-9_]+|%(?:\d+|[A-Za-z_][A-Za-z0-9_]*)(?:\.[A-Za-z0-9_]+)?|_)"
    r"(?::[A-Za-z_][A-Za-z0-9_]*)?(?:\(tied-def \d{1,9}\))?"
    r"(?:\((?:[spi]\d+|<(?:vscale x )?\d+ x (?:[spi]\d+|p\d+)>)\))?"
)
_REG_OPERAND = rf"(?:{_REGFLAG} +)*{_REG}"
_INT = r"-?\d{1,18}"
_OFFSET = r"(?: [+-] \d{1,18})?"
_OPERAND = (
    r"(?:"
    + _REG_OPERAND
    + "|"
    + _INT
    + r"|\.[A-Za-z][A-Za-z0-9_]*"
    + r"|i\d+ -?\d{1,18}"
    + r"|(?:half|bfloat|float|double) (?:[-+]?\d+\.\d+(?:[eE][-+]?\d+)?|0x[HKLMR]?[0-9A-Fa-f]+)"
    + r"|%bb\.\d+(?:\."
    + NAME
    + ")?"
    + r"|%(?:fixed-)?stack\.\d+(?:\."
    + NAME
    + ")?"
    + _OFFSET
    + r"|%const\.\d+"
    + _OFFSET
    + r"|%jump-table\.\d+|%subreg\.[A-Za-z0-9_]+"
    + r"|(?:target-flags\([A-Za-z0-9_, -]*\) )?[@&](?:"
    + NAME
    + "|"
    + QUOTED
    + ")"
    + _OFFSET
    + r"|target-index\([A-Za-z0-9_-]+\)"
    + _OFFSET
    + r"|intrinsic\(@[A-Za-z0-9_.$-]+\)|csr_[A-Za-z0-9_]+|<mcsymbol [^>]*>"
    + r"|!\d+"
    + r"|(?:pre|post)-instr-symbol <mcsymbol [^>]*>"
    + r"|(?:heap-alloc-marker|pcsections|mmra) !\d+"
    + r"|debug-instr-number \d{1,9}|debug-location !\d+"
    + r")(?: /\*[^*]*(?:\*(?!/)[^*]*)*\*/)?"
)
_MEMOP = r"\((?=[^()]*\b(?:load|store)\b)(?:[^()\"\n]|" + QUOTED + r"|\((?:[^()\"\n]|" + QUOTED + r")*\))*\)"
_FLAGS = "(?:(?:" + "|".join(sorted(INSTRUCTION_FLAGS)) + ") +)*"
_FAST_INSTRUCTION = re.compile(
    rf"[ ]*(?:{_REG_OPERAND}(?:{_S},{_S}{_REG_OPERAND})*{_S}={_S})?{_FLAGS}"
    rf"[A-Za-z_][A-Za-z0-9_]*(?: +{_OPERAND}(?:{_S},{_S}{_OPERAND})*)?"
    rf"(?:{_S}::{_S}{_MEMOP}(?:{_S},{_S}{_MEMOP})*)?(?:{_S}\{{)?{_S}"
)
looks_like_instruction = _FAST_INSTRUCTION.fullmatch
_OPCODE_ONLY = re.compile(
    rf"[ ]*(?:{_REG_OPERAND}(?:{_S},{_S}{_REG_OPERAND})*{_S}={_S})?{_FLAGS}([A-Za-z_][A-Za-z0-9_]*)"
)


def fast_opcode(line: str) -> str:
    """The opcode of a line already accepted by `looks_like_instruction`."""
    m = _OPCODE_ONLY.match(line)
    assert m is not None
    return m.group(1)


@dataclass(slots=True)
class ParsedInstruction:
    defs: list[Operand]
    flags: list[str]
    opcode: str
    operands: list[Operand]
    trailers: list[tuple[str, str]]
    memoperands: list[str]
    opens_bundle: bool


def _error(message: str, line_no: int, tok: Token | None, line: str) -> MIRError:
    col = tok.col + 1 if tok is not None else len(line.rstrip()) + 1
    return MIRError(message, line_no, col)


def _split_top_level(tokens: list[Token], line: str, line_no: int) -> list[list[Token]]:
    """Split at commas outside parentheses and braces."""
    items: list[list[Token]] = [[]]
    depth = 0
    for tok in tokens:
        if tok.kind == "punct":
            if tok.text in "({":
                depth += 1
            elif tok.text in ")}":
                depth -= 1
                if depth < 0:
                    raise _error(f"unexpected '{tok.text}'", line_no, tok, line)
            elif tok.text == "," and depth == 0:
                items.append([])
                continue
        items[-1].append(tok)
    if depth != 0:
        raise _error("expected ')'", line_no, None, line)
    return items


def _int_value(tok: Token, line_no: int, line: str) -> int:
    value = int(tok.text, 0)
    if value < INT64_MIN or value > UINT64_MAX:
        raise _error("integer literal is too large to be an immediate operand", line_no, tok, line)
    return value


def _item_text(item: list[Token], line: str) -> str:
    last = item[-1]
    return line[item[0].col : last.col + len(last.text)]


def _expect(item: list[Token], i: int, text: str, line_no: int, line: str) -> None:
    if i >= len(item) or item[i].text != text:
        tok = item[i] if i < len(item) else None
        raise _error(f"expected '{text}'", line_no, tok, line)


def _parse_offset(item: list[Token], i: int, line_no: int, line: str) -> int:
    """Accept an optional `+ N` / `- N` suffix; return the index after it."""
    if i < len(item) and item[i].text in ("+", "-"):
        if i + 1 >= len(item) or item[i + 1].kind != "int":
            raise _error("expected an integer offset", line_no, item[min(i + 1, len(item) - 1)], line)
        _int_value(item[i + 1], line_no, line)
        return i + 2
    return i


def _parse_register(item: list[Token], line_no: int, line: str) -> Operand | None:
    i = 0
    flags: list[str] = []
    while i < len(item) and item[i].kind == "ident" and item[i].text in REGISTER_FLAG_SET:
        flags.append(item[i].text)
        i += 1
    if i >= len(item):
        if flags:
            raise _error("expected a register after register flags", line_no, None, line)
        return None
    tok = item[i]
    if tok.kind == "preg" or tok.kind == "vreg" or (tok.kind == "ident" and tok.text == "_"):
        pass
    elif flags:
        raise _error("expected a register after register flags", line_no, tok, line)
    else:
        return None
    reg = tok.text
    subreg = None
    if tok.kind == "vreg" and "." in reg:
        reg, subreg = reg.split(".", 1)
    i += 1
    reg_class = tied = llt = None
    if i < len(item) and item[i].text == ":":
        if i + 1 >= len(item) or item[i + 1].kind != "ident":
            raise _error("expected a register class or bank", line_no, item[min(i + 1, len(item) - 1)], line)
        reg_class = item[i + 1].text
        i += 2
    while i < len(item) and item[i].text == "(":
        close = i + 1
        while close < len(item) and item[close].text != ")":
            close += 1
        if close >= len(item):
            raise _error("expected ')'", line_no, None, line)
        inner = item[i + 1 : close]
        if inner and inner[0].text == "tied-def":
            if len(inner) != 2 or inner[1].kind != "int":
                raise _error("expected an integer after 'tied-def'", line_no, inner[0], line)
            tied = int(inner[1].text, 0)
        else:
            text = line[item[i].col + 1 : item[close].col]
            if not _LLT.fullmatch(text):
                raise _error("expected tied-def or low-level type after '('", line_no, item[i], line)
            llt = text
        i = close + 1
    if i != len(item):
        raise _error("expected ',' or the end of the operand list", line_no, item[i], line)
    op = Operand(
        "reg", "", reg=reg, flags=tuple(flags), subreg=subreg, reg_class=reg_class, tied_def=tied, llt=llt
    )
    op.text = format_register(op)
    return op


def _parse_call_like(item: list[Token], line_no: int, line: str) -> int:
    """For `keyword(...)` operands, check the parentheses and return the index after `)`."""
    _expect(item, 1, "(", line_no, line)
    depth = 0
    for i in range(1, len(item)):
        if item[i].text == "(":
            depth += 1
        elif item[i].text == ")":
            depth -= 1
            if depth == 0:
                return i + 1
    raise _error("expected ')'", line_no, None, line)


_CALL_LIKE = {
    "target-index": "target_index",
    "blockaddress": "blockaddress",
    "intrinsic": "intrinsic",
    "intpred": "predicate",
    "floatpred": "predicate",
    "shufflemask": "shufflemask",
    "lanemask": "lanemask",
    "dbg-instr-ref": "dbg_instr_ref",
    "liveout": "liveout",
}
_SIMPLE = {
    "mbb": "mbb",
    "jump_table": "jump_table",
    "subreg_index": "subreg_index",
    "mcsymbol": "mcsymbol",
    "regmask_list": "regmask",
    "symbolic_imm": "symbolic_imm",
}
_WITH_OFFSET = {"frame": "frame", "const": "const", "global": "global", "external": "external"}


def _parse_operand(item: list[Token], opcode: str, line_no: int, line: str) -> Operand:
    if not item:
        raise _error("expected a machine operand", line_no, None, line)
    reg = _parse_register(item, line_no, line)
    if reg is not None:
        return reg
    first = item[0]
    text = _item_text(item, line)
    kind = first.kind
    end = 1
    result_kind: str
    if kind == "int":
        value = _int_value(first, line_no, line)
        if len(item) == 1:
            return Operand("imm", text, imm=value)
        result_kind = "imm"
    elif kind in _SIMPLE:
        result_kind = _SIMPLE[kind]
    elif kind in _WITH_OFFSET:
        result_kind = _WITH_OFFSET[kind]
        end = _parse_offset(item, 1, line_no, line)
    elif kind == "metadata":
        result_kind = "metadata"
        if first.text == "!" or (len(item) > 1 and item[1].text in "({"):
            end = len(item)  # `!{...}` or `!DIExpression(...)`: balanced by the splitter
    elif kind == "ident":
        word = first.text
        if word == "target-flags":
            end = _parse_call_like(item, line_no, line)
            rest = item[end:]
            if not rest or rest[0].kind not in (
                "global",
                "external",
                "const",
                "mcsymbol",
                "frame",
                "jump_table",
                "ident",
            ):
                raise _error("expected a symbol after target flags", line_no, rest[0] if rest else None, line)
            inner = _parse_operand(rest, opcode, line_no, line)
            return Operand(inner.kind, text, imm=inner.imm)
        if word in _CALL_LIKE:
            result_kind = _CALL_LIKE[word]
            end = _parse_call_like(item, line_no, line)
            if result_kind in ("target_index", "blockaddress"):
                end = _parse_offset(item, end, line_no, line)
        elif _CIMM_TYPE.fullmatch(word) and len(item) == 2 and item[1].kind == "int":
            _int_value(item[1], line_no, line)
            return Operand("cimm", text)
        elif word in FLOAT_TYPES and len(item) == 2 and item[1].kind in ("float", "int"):
            return Operand("fpimm", text)
        elif opcode == "CFI_INSTRUCTION":
            return Operand("cfi", text)
        elif _REGMASK_NAME.fullmatch(word) and len(item) == 1:
            return Operand("regmask", text)
        elif word in TRAILER_KEYWORDS:
            raise _error(f"'{word}' must follow the instruction's operands", line_no, first, line)
        else:
            raise _error(f"expected a machine operand, found '{word}'", line_no, first, line)
    else:
        raise _error("expected a machine operand", line_no, first, line)
    if end != len(item):
        raise _error("expected ',' or the end of the operand list", line_no, item[end], line)
    return Operand(result_kind, text)


def _parse_trailer(item: list[Token], line_no: int, line: str) -> tuple[str, str]:
    key = item[0].text
    rest = item[1:]
    if not rest:
        raise _error(f"expected a value after '{key}'", line_no, None, line)
    value = _item_text(rest, line)
    ok: bool
    if key in ("pre-instr-symbol", "post-instr-symbol"):
        ok = len(rest) == 1 and rest[0].kind == "mcsymbol"
    elif key in ("heap-alloc-marker", "pcsections", "mmra"):
        ok = rest[0].kind == "metadata"
    elif key in ("cfi-type", "debug-instr-number"):
        ok = len(rest) == 1 and rest[0].kind == "int"
    elif key == "deactivation-symbol":
        ok = len(rest) == 1 and rest[0].kind in ("global", "external")
    else:  # debug-location
        ok = rest[0].kind == "metadata"
    if not ok:
        raise _error(f"unexpected value after '{key}'", line_no, rest[0], line)
    return key, value


def _check_memoperand(item: list[Token], line_no: int, line: str) -> str:
    if not item or item[0].text != "(" or item[-1].text != ")":
        raise _error("expected '(' to start a memory operand", line_no, item[0] if item else None, line)
    depth = 0
    has_access = False
    for i, tok in enumerate(item):
        if tok.text == "(":
            depth += 1
        elif tok.text == ")":
            depth -= 1
            if depth == 0 and i != len(item) - 1:
                raise _error("expected ',' between memory operands", line_no, item[i + 1], line)
        elif depth == 1 and tok.kind == "ident" and tok.text in ("load", "store"):
            has_access = True
    if not has_access:
        raise _error("expected 'load' or 'store' in memory operand", line_no, item[0], line)
    return _item_text(item, line)


def parse_instruction(line: str, line_no: int) -> ParsedInstruction:
    """Parse one instruction line completely, or raise MIRError at the offending column."""
    tokens = tokenize(line, line_no)
    if not tokens:
        raise _error("expected a machine instruction", line_no, None, line)
    opens_bundle = tokens[-1].text == "{"
    if opens_bundle:
        tokens = tokens[:-1]
    # Explicit defs end at the first top-level '='.
    defs: list[Operand] = []
    depth = 0
    for idx, tok in enumerate(tokens):
        if tok.text == "(":
            depth += 1
        elif tok.text == ")":
            depth -= 1
        elif tok.text == "=" and depth == 0:
            for item in _split_top_level(tokens[:idx], line, line_no):
                reg = _parse_register(item, line_no, line) if item else None
                if reg is None:
                    raise _error(
                        "expected a register definition before '='", line_no, item[0] if item else tok, line
                    )
                defs.append(reg)
            tokens = tokens[idx + 1 :]
            break
    flags: list[str] = []
    pos = 0
    while pos < len(tokens) and tokens[pos].kind == "ident" and tokens[pos].text in INSTRUCTION_FLAGS:
        flags.append(tokens[pos].text)
        pos += 1
    if pos >= len(tokens) or tokens[pos].kind != "ident":
        raise _error(
            "expected a machine instruction", line_no, tokens[pos] if pos < len(tokens) else None, line
        )
    opcode = tokens[pos].text
    rest = tokens[pos + 1 :]
    memop_tokens: list[Token] = []
    for idx, tok in enumerate(rest):
        if tok.text == "::":
            memop_tokens = rest[idx + 1 :]
            rest = rest[:idx]
            if not memop_tokens:
                raise _error("expected a memory operand after '::'", line_no, None, line)
            break
    operands: list[Operand] = []
    trailers: list[tuple[str, str]] = []
    if rest:
        for item in _split_top_level(rest, line, line_no):
            if not item:
                raise _error("expected a machine operand", line_no, None, line)
            if item[0].kind == "ident" and item[0].text in TRAILER_KEYWORDS and (len(item) > 1):
                trailers.append(_parse_trailer(item, line_no, line))
            elif trailers:
                raise _error("machine operands must precede instruction trailers", line_no, item[0], line)
            else:
                operands.append(_parse_operand(item, opcode, line_no, line))
    memoperands = (
        [_check_memoperand(item, line_no, line) for item in _split_top_level(memop_tokens, line, line_no)]
        if memop_tokens
        else []
    )
    return ParsedInstruction(defs, flags, opcode, operands, trailers, memoperands, opens_bundle)


@dataclass(slots=True)
class BlockHeader:
    number: int
    name: str | None
    attributes: list[str]


def parse_block_header(line: str, line_no: int) -> BlockHeader:
    m = BLOCK_HEADER.match(line)
    if m is None:
        col = line.find("bb.") + 1
        if ":" not in line:
            raise MIRError("expected ':' after the basic block definition", line_no, len(line.rstrip()) + 1)
        raise MIRError("malformed basic block definition", line_no, max(col, 1))
    attrs: list[str] = []
    if m.group("attrs") is not None:
        start = m.start("attrs")
        for part in _split_attributes(m.group("attrs")):
            text = part.strip()
            if not _BLOCK_ATTR.fullmatch(text):
                col = start + m.group("attrs").find(text) + 1
                raise MIRError(f"unknown basic block attribute '{text}'", line_no, col)
            attrs.append(text)
    return BlockHeader(int(m.group("number")), m.group("name"), attrs)


def _split_attributes(text: str) -> list[str]:
    return [part for part in text.split(",")] if text.strip() else []


_SUCCESSOR = re.compile(r"%bb\.(\d+)(?:\.(?:" + NAME + "|" + QUOTED + r"))?(?:\((0x[0-9A-Fa-f]+|\d+)\))?")
_LIVEIN = re.compile(r"\$[A-Za-z0-9_]+(?::0x[0-9A-Fa-f]+)?")


def _split_list(line: str, keyword: str) -> tuple[int, list[tuple[int, str]]]:
    """Items of a `keyword: a, b, c` line with their 0-based columns."""
    start = line.index(keyword) + len(keyword) + 1
    body = line[start:]
    cut = body.find(";")
    if cut >= 0:
        body = body[:cut]
    items: list[tuple[int, str]] = []
    if not body.strip():
        return start, items
    offset = start
    for part in body.split(","):
        stripped = part.strip()
        col = offset + (len(part) - len(part.lstrip()))
        items.append((col, stripped))
        offset += len(part) + 1
    return start, items


def parse_successors(line: str, line_no: int) -> list[tuple[int, int | None]]:
    _, items = _split_list(line, "successors")
    result: list[tuple[int, int | None]] = []
    for col, text in items:
        m = _SUCCESSOR.fullmatch(text)
        if m is None:
            raise MIRError("expected a machine basic block reference", line_no, col + 1)
        prob = int(m.group(2), 0) if m.group(2) is not None else None
        result.append((int(m.group(1)), prob))
    return result


def parse_liveins(line: str, line_no: int) -> list[str]:
    _, items = _split_list(line, "liveins")
    result: list[str] = []
    for col, text in items:
        if not _LIVEIN.fullmatch(text):
            raise MIRError("expected a named register", line_no, col + 1)
        result.append(text)
    return result
