"""Send each distinct instruction line to llvm-mc once.

A line's decode depends on its text and on the symbols it names: `s_mov_b32 s0, foo` is an
immediate after `foo = 5` and an expression before it, and `.set` may change a value between
two identical lines. So a repeated line is left out of the llvm-mc run (blanked, which keeps
every line's number) only when the file has nothing that makes the same text mean different
things at different places:

- no macros, loops, conditionals or includes (they expand text the lines do not show);
- the line is a plain statement: it starts with a mnemonic, is not a label or an assignment,
  has no quoted name, and none of its words is a name the file defines anywhere (a label, a
  `.set`/`.equ` symbol, a `NAME = value`) or starts with `.` (the current location, local
  labels, and the assembler's own counters such as `.amdgcn.next_free_vgpr`, which change
  between two identical lines).

Anything else goes to llvm-mc as it is, so errors and decodes stay llvm-mc's own. A duplicate
takes the records of its first occurrence, which llvm-mc decoded in the same context.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TypeVar

# What makes the text of a line not the whole story.
# (Unanchored, and so also found in a name or a comment: that only costs the sharing; the
# literal start makes the search fast.)
_EXPANDS = re.compile(rb"\.(?:macro|rept|irp|if|include|incbin|altmacro|purgem|exitm|endm|endr)", re.I)
# Names the file defines: labels (one or more at a line's start), assignments and symbol
# directives' first arguments.
_LABELS = re.compile(rb"^(?:[ \t]*[A-Za-z_.$][\w.$@]*[ \t]*:)+", re.M)
_LABEL_NAME = re.compile(rb"([A-Za-z_.$][\w.$@]*)[ \t]*:")
_DEFINITION = re.compile(
    rb"^(?:[ \t]*[A-Za-z_.$][\w.$@]*[ \t]*:)*[ \t]*(?:([A-Za-z_.$][\w.$@]*)[ \t]*="
    rb"|\.(?:set|equ|equiv|eqv|lcomm|comm|amdgpu_lds|globl|weak)[ \t]+([A-Za-z_.$][\w.$@]*))",
    re.M,
)
_STATEMENT = re.compile(rb"[ \t]*[A-Za-z_]")
# A name in an operand (not the digits after a number's point: `0.5`).
_WORD = re.compile(rb"(?<![\w.$@])[A-Za-z_.$][\w.$@]*")

R = TypeVar("R")


class Dedup:
    """The lines of `source`, with every sharable repeat blanked (`text`), and the way back."""

    def __init__(self, source: bytes) -> None:
        self.duplicates: list[tuple[int, int]] = []  # (1-based line, 1-based first occurrence)
        self.text = source
        if _EXPANDS.search(source):
            return
        lines = source.split(b"\n")
        # Each text's first line number (the reversed update keeps the smallest), then the
        # repeats: comprehensions, as this runs once per line of the file.
        first = dict(zip(reversed(lines), range(len(lines), 0, -1), strict=True))
        repeats = [(n, first[t]) for n, t in enumerate(lines, 1) if first[t] != n]
        defined = {b"."}
        for line in first:
            _definitions(line, defined)
        sharable: dict[int, bool] = {}
        blank = b"\r" if b"\r" in source else b""  # llvm-mc counts lines by their `\n`
        for number, seen in repeats:
            ok = sharable.get(seen)
            if ok is None:
                ok = sharable[seen] = _sharable(lines[seen - 1], defined)
            if ok:
                self.duplicates.append((number, seen))
                lines[number - 1] = blank
        if self.duplicates:
            self.text = b"\n".join(lines)

    def expand(self, decoded: Sequence[tuple[int, R]]) -> list[tuple[int, R]] | None:
        """`decoded` ((line, record) in llvm-mc's order, from the blanked text) with each
        duplicate line's records added after its first occurrence's: the whole file's, in line
        order. None if llvm-mc's order was not the lines' order (then share nothing)."""
        if not self.duplicates:
            return list(decoded)
        by_line: dict[int, list[tuple[int, R]]] = {}
        last = 0
        for item in decoded:
            if item[0] < last:
                return None
            last = item[0]
            by_line.setdefault(item[0], []).append(item)
        for number, seen in self.duplicates:
            records = by_line.get(seen)
            if records:
                by_line[number] = [(number, r) for _, r in records]
        return [item for number in sorted(by_line) for item in by_line[number]]


def _definitions(line: bytes, defined: set[bytes]) -> None:
    labels = _LABELS.match(line)
    if labels is not None:
        defined.update(_LABEL_NAME.findall(labels.group(0)))
    m = _DEFINITION.match(line)
    if m is not None:
        defined.add(m.group(1) or m.group(2))


def _sharable(line: bytes, defined: set[bytes]) -> bool:
    body = line.split(b";", 1)[0]  # the words of a comment decide nothing
    if not _STATEMENT.match(body) or b"=" in body or b'"' in body or _LABELS.match(body):
        return False
    # A name starting with `.` may be one the assembler keeps itself and changes as it goes
    # (`.amdgcn.next_free_vgpr` counts the registers seen so far), or a local label.
    return not any(w in defined or w.startswith(b".") for w in _WORD.findall(body))
