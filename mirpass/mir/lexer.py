"""Tokens of a MIR `body:` line, after LLVM's MILexer.

The body is line oriented: one instruction, block header, `successors:` or `liveins:` list per
line, with `{`/`}` bracketing bundles. The lexer works on one line at a time and reports
columns relative to that line; callers add the line's position in the file.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from mirpass.mir.errors import MIRError

QUOTED = r'"(?:[^"\\\n]|\\.)*"'
NAME = r"[A-Za-z0-9_.$-]+"

# Order matters: longer and more specific forms come first.
_TOKEN_SPEC: list[tuple[str, str]] = [
    ("ws", r"[ \t\r]+"),
    ("block_comment", r"/\*.*?\*/"),
    ("comment", r";.*"),
    ("string", QUOTED),
    ("bad_string", r'"'),
    ("backtick", r"`[^`\n]*`"),
    ("preg", rf"\$(?:[A-Za-z0-9_]+|{QUOTED})"),
    ("mbb", rf"%bb\.\d+(?:\.(?:{NAME}|{QUOTED}))?"),
    ("frame", rf"%(?:fixed-)?stack\.\d+(?:\.(?:{NAME}|{QUOTED}))?"),
    ("const", r"%const\.\d+"),
    ("jump_table", r"%jump-table\.\d+"),
    ("subreg_index", r"%subreg\.[A-Za-z0-9_]+"),
    ("ir_block", rf"%ir-block\.(?:{NAME}|{QUOTED})"),
    ("ir_value", rf"%ir\.(?:{NAME}|{QUOTED})"),
    ("vreg", r"%(?:\d+|[A-Za-z_][A-Za-z0-9_]*)(?:\.[A-Za-z0-9_]+)?"),
    ("global", rf"@(?:{NAME}|{QUOTED})"),
    ("external", rf"&(?:{NAME}|{QUOTED})"),
    ("metadata", r"![A-Za-z0-9_.-]*"),
    ("mcsymbol", r"<mcsymbol [^>\n]*>"),
    ("regmask_list", r"<regmask(?: [^>\n]*)?>"),
    ("float", r"[-+]?\d+\.\d+(?:[eE][-+]?\d+)?|0x[HKLMR][0-9A-Fa-f]+|[-+]?inf\b|nan\b"),
    ("int", r"0x[0-9A-Fa-f]+|-?\d+"),
    ("symbolic_imm", r"\.[A-Za-z][A-Za-z0-9_]*"),
    ("ident", r"[A-Za-z_][A-Za-z0-9_.-]*"),
    ("punct", r"::|[,=(){}+\-:<>\[\]*.]"),
]

_MASTER = re.compile("|".join(f"(?P<{kind}>{pattern})" for kind, pattern in _TOKEN_SPEC))
_SKIPPED = frozenset({"ws", "block_comment", "comment"})


class Token(NamedTuple):
    kind: str
    text: str
    col: int  # 0-based column within the line


def tokenize(line: str, line_no: int) -> list[Token]:
    """Split one body line into tokens, dropping whitespace and comments."""
    tokens: list[Token] = []
    pos = 0
    end = len(line)
    match = _MASTER.match
    while pos < end:
        m = match(line, pos)
        if m is None:
            ch = line[pos]
            shown = repr(ch) if ch.isprintable() else f"\\x{ord(ch):02x}"
            raise MIRError(f"unexpected character {shown}", line_no, pos + 1)
        kind = m.lastgroup
        assert kind is not None
        if kind == "bad_string":
            raise MIRError("unterminated quoted string", line_no, pos + 1)
        if kind not in _SKIPPED:
            tokens.append(Token(kind, m.group(), pos))
        pos = m.end()
    return tokens
