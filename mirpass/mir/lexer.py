"""Tokens of a MIR `body:` line, after LLVM's MILexer.

The body is line oriented: one instruction, block header, `successors:` or `liveins:` list per
line, with `{`/`}` bracketing bundles. The lexer works on one line at a time and reports
columns relative to that line; since body lines are kept with their indentation, those are also
columns in the file. Token kinds and error messages follow MILexer (llc 22).
"""

from __future__ import annotations

import re
from typing import NamedTuple, NoReturn

from mirpass.mir.errors import MIRError

# MILexer has no escapes inside quotes: a string ends at the next '"'.
QUOTED = r'"[^"\r\n]*"'
# MILexer's identifier characters, [-a-zA-Z$._0-9].
NAME = r"[A-Za-z0-9_.$-]+"
_IDCHARS = r"[A-Za-z0-9_.$-]"
_NAME_OR_QUOTED = rf"(?:{QUOTED}|{_IDCHARS}*)"

METADATA_KEYWORDS = frozenset(
    {"!tbaa", "!alias.scope", "!noalias", "!range", "!noalias.addrspace", "!DIExpression", "!DILocation"}
)

# Order matters, as in MILexer: block references come before identifiers, and so on.
_TOKEN_SPEC: list[tuple[str, str]] = [
    ("ws", r"[ \t\r]+"),
    ("comment", r";.*"),
    ("block_comment", r"/\*.*?\*/"),
    ("bad_block_comment", r"/\*"),
    ("mbb", rf"%bb\.\d+(?:\.{_IDCHARS}*)?"),
    ("bb_label", rf"bb\.\d+(?:\.{_IDCHARS}*)?"),
    ("bad_mbb", r"%?bb\."),
    ("ident", rf"[A-Za-z_]{_IDCHARS}*"),
    ("jump_table", r"%jump-table\.\d+"),
    ("frame", rf"%stack\.\d+(?:\.{_IDCHARS}*)?|%fixed-stack\.\d+"),
    ("const", r"%const\.\d+"),
    ("subreg_index", rf"%subreg\.{_NAME_OR_QUOTED}"),
    ("ir_block", rf"%ir-block\.(?:\d+|{_NAME_OR_QUOTED})"),
    ("ir_value", rf"%ir\.(?:\d+|{_NAME_OR_QUOTED})"),
    ("vreg", r"%\d+|%[A-Za-z0-9_$-]+"),
    ("preg", r"\$[A-Za-z0-9_$-]*"),
    ("global", rf"@(?:\d+|{_NAME_OR_QUOTED})"),
    ("external", rf"&{_NAME_OR_QUOTED}"),
    ("mcsymbol", rf"<mcsymbol (?:{_IDCHARS}*|{QUOTED})>"),
    ("bad_mcsymbol", rf"<mcsymbol (?:{_IDCHARS}*|{QUOTED})"),
    ("float", r"0[xX][HKLMR][0-9A-Fa-f]+|-?\d+\.\d*(?:[eE][-+]?\d+)?"),
    ("hex", r"0[xX][0-9A-Fa-f]+"),
    ("int", r"-?\d+"),
    ("metadata", rf"![A-Za-z_.$-]{_IDCHARS}*"),
    ("exclaim", r"!"),
    ("punct", r"::|[,.=:(){}+\-<>]"),
    ("backtick", r"`[^`\r\n]*`"),
    ("string", QUOTED),
]

_MASTER: re.Pattern[str] | None = None  # compiled on first use: clean inputs rarely need it
_SKIPPED = frozenset({"ws", "block_comment", "comment"})
_UNTERMINATED = "end of machine instruction reached before the closing '{}'"


class Token(NamedTuple):
    kind: str
    text: str
    col: int  # 0-based column within the line


def line_end(line: str) -> int:
    """The 0-based column where the line ends, as MILexer sees it (at a '\\r' or the end)."""
    cut = line.find("\r")
    return len(line) if cut < 0 else cut


def _error_at(message: str, line_no: int, col: int) -> MIRError:
    return MIRError(message, line_no, col + 1)


def tokenize(line: str, line_no: int) -> list[Token]:
    """Split one body line into tokens, dropping whitespace and comments."""
    tokens: list[Token] = []
    pos = 0
    end = len(line)
    global _MASTER
    if _MASTER is None:
        _MASTER = re.compile("|".join(f"(?P<{kind}>{pattern})" for kind, pattern in _TOKEN_SPEC))
    match = _MASTER.match
    append = tokens.append
    while pos < end:
        m = match(line, pos)
        if m is None:
            _bad_character(line, pos, line_no)
        kind = m.lastgroup or ""
        text = m.group()
        if kind in _SKIPPED:
            pos = m.end()
            continue
        if kind.startswith("bad_"):
            _lex_error(kind, text, line, pos, line_no)
        if len(text) == 1 and kind in ("preg", "global", "external"):
            _empty_name(text, line, pos, line_no)
        if kind == "metadata" and text not in METADATA_KEYWORDS:
            raise _error_at(f"use of unknown metadata keyword '{text}'", line_no, pos)
        append(Token(kind, text, pos))
        pos = m.end()
    return tokens


def _lex_error(kind: str, text: str, line: str, pos: int, line_no: int) -> NoReturn:
    if kind == "bad_block_comment":
        raise _error_at("unterminated '/*' comment: expected '*/'", line_no, pos)
    if kind == "bad_mbb":
        raise _error_at("expected a number after '%bb.'", line_no, pos + len(text))
    if kind == "bad_mcsymbol":
        after = pos + len(text)
        if after < len(line) and line[after] == '"':
            raise _error_at(_UNTERMINATED.format('"'), line_no, line_end(line))
        raise _error_at("expected the '<mcsymbol ...' to be closed by a '>'", line_no, after)
    raise _error_at(f"unexpected '{text}'", line_no, pos)


def _empty_name(sigil: str, line: str, pos: int, line_no: int) -> NoReturn:
    if line[pos + 1 : pos + 2] == '"':
        raise _error_at(_UNTERMINATED.format('"'), line_no, line_end(line))
    what = "register" if sigil == "$" else "symbol"
    raise _error_at(f"expected a {what} name after '{sigil}'", line_no, pos)


def _bad_character(line: str, pos: int, line_no: int) -> NoReturn:
    ch = line[pos]
    if ch == '"':
        raise _error_at(_UNTERMINATED.format('"'), line_no, line_end(line))
    if ch == "`":
        raise _error_at(_UNTERMINATED.format("`"), line_no, line_end(line))
    shown = ch if ch.isprintable() else f"\\x{ord(ch):02x}"
    raise _error_at(f"unexpected character '{shown}'", line_no, pos)
