"""Which operations of an in-flight FIFO write given registers, without scanning the FIFO.

The verifier checks every instruction group against every operation in flight (verify.py,
RAW and WAW): on an input without waits that is up to 64 operations per counter at every
instruction, nearly all of which write none of its registers. A FIFO changes little from one
check to the next (an operation issued at its young end, the oldest dropping out), so the index
of one FIFO, register unit -> positions of the operations writing it, is carried over to the
next by appending what was issued; positions count from the first operation ever indexed, and
those that dropped out of the front are skipped when read (and dropped when the index is built
again, after STALE_LIMIT such carry-overs, so that it stays as small as its FIFO).
"""

from __future__ import annotations

from bisect import bisect_left

ANON = -5  # an operation whose identity no check needs (a VMEM store): only its position counts

# carry-overs before an index is built again from its FIFO (bounds the dropped positions kept)
STALE_LIMIT = 128


class WriterIndex:
    """One FIFO's writers by register unit (`writes_of`: gid -> the units it will write)."""

    __slots__ = ("fifo", "pad", "base", "by_unit", "carried", "writes_of")

    def __init__(self, fifo: tuple, writes_of: list[frozenset[int]]) -> None:
        self.writes_of = writes_of
        self._build(fifo, _padding(fifo))

    def _build(self, fifo: tuple, pad: int) -> None:
        self.fifo = fifo
        self.pad = pad
        self.base = 0  # the position of fifo[pad]
        self.carried = 0
        self.by_unit: dict[int, list[int]] = {}
        self._add(fifo[pad:], 0)

    def _add(self, gids: tuple, start: int) -> None:
        by_unit = self.by_unit
        writes_of = self.writes_of
        for p, gid in enumerate(gids, start):
            if gid >= 0:
                for u in writes_of[gid]:
                    at = by_unit.get(u)
                    if at is None:
                        by_unit[u] = [p]
                    else:
                        at.append(p)

    def update(self, fifo: tuple) -> None:
        """Index `fifo` instead: carried over when, but for its padding, it is the old one with
        operations dropped from its old end and appended at its young end (up to two: one
        group's issues), else built again."""
        if fifo is self.fifo:
            return
        pad = _padding(fifo)
        if self.carried < STALE_LIMIT:
            old = self.fifo[self.pad :]
            new = fifo[pad:] if pad else fifo
            n, m = len(new), len(old)
            for added in (1, 0, 2):
                dropped = m - n + added
                if 0 <= dropped <= m and added <= n and new[: n - added] == old[dropped:]:
                    self.carried += 1
                    self.base += dropped
                    self.fifo = fifo
                    self.pad = pad
                    if added:
                        self._add(new[n - added :], self.base + n - added)
                    return
        self._build(fifo, pad)

    def writers(self, units: frozenset[int] | set[int]) -> list[int]:
        """The gids of the FIFO that write any of `units`, in FIFO order (an operation in it
        twice, twice)."""
        by_unit = self.by_unit
        base = self.base
        found: list[int] | None = None
        single = True
        for u in units:
            at = by_unit.get(u)
            if not at:
                continue
            if at[0] < base:  # positions that dropped out of the FIFO
                del at[: bisect_left(at, base)]
                if not at:
                    continue
            if found is None:
                found = at
            else:
                if single:
                    found = list(found)
                    single = False
                found.extend(at)
        if found is None:
            return []
        fifo = self.fifo
        base -= self.pad
        if single:
            return [fifo[p - base] for p in found]
        return [fifo[p - base] for p in sorted(set(found))]


def _padding(fifo: tuple) -> int:
    """How many anonymous operations (no register to check) lead `fifo`: the merged analysis
    pads its FIFOs with them at the old end, where they grow as stores issue."""
    k = fifo.count(ANON)
    return k if k and fifo[:k] == (ANON,) * k else 0
