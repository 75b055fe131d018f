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
        self.text = source
        self.shared: set[bytes] = set()  # the texts whose repeats are blanked
        self._lines: list[bytes] = []
        self._first: dict[bytes, int] = {}  # text -> 1-based line of its first occurrence
        if _EXPANDS.search(source):
            return
        lines = source.split(b"\n")
        # Each text's first and last line numbers (the reversed update keeps the smallest): a
        # text repeats when they differ. Dicts made in C, then comprehensions: this runs once
        # per line of the file.
        count = len(lines)
        first = dict(zip(reversed(lines), range(count, 0, -1), strict=True))
        last = dict(zip(lines, range(1, count + 1), strict=True))
        defined = {b"."}
        for line in first:
            _definitions(line, defined)
        shared = {t for t, n in first.items() if last[t] != n and _sharable(t, defined)}
        if not shared:
            return
        self.shared, self._lines, self._first = shared, lines, first
        blank = b"\r" if b"\r" in source else b""  # llvm-mc counts lines by their `\n`
        blanked = [blank if t in shared else t for t in lines]
        for t in shared:
            blanked[first[t] - 1] = t
        self.text = b"\n".join(blanked)

    @property
    def duplicates(self) -> list[tuple[int, int]]:
        """(1-based line, 1-based first occurrence) of each line blanked, in order."""
        first, shared = self._first, self.shared
        return [(n, first[t]) for n, t in enumerate(self._lines, 1) if t in shared and first[t] != n]

    def expand(self, decoded: Sequence[tuple[int, R]]) -> list[tuple[int, list[R]]] | None:
        """`decoded` ((line, record) in llvm-mc's order, from the blanked text) grouped by line,
        with each duplicate line given its first occurrence's records (the same list: a
        duplicate costs no objects of its own): (line, records) for the whole file, in line
        order. None if llvm-mc's order was not the lines' order (then share nothing)."""
        by_line: dict[int, list[R]] = {}
        last = 0
        for number, record in decoded:
            if number < last or number < 1:
                return None
            last = number
            group = by_line.get(number)
            if group is None:
                by_line[number] = [record]
            else:
                group.append(record)
        if last > len(self._lines):
            return None
        first = self._first
        of_text = {t: group for t in self.shared if (group := by_line.get(first[t]))}
        # One pass over the lines: a decoded line has its records, a blanked one its text's.
        at_line, at_text = by_line.get, of_text.get
        return [(n, group) for n, t in enumerate(self._lines, 1) if (group := at_line(n) or at_text(t))]


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
