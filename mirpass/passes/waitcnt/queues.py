"""The in-flight FIFOs of the wait dataflow and the operations on sets of them.

A FIFO is a tuple of producer gids, oldest first, optionally led by a frozenset of saturated
gids (entries older than the FIFO's limit, at an unbounded distance). A counter's state is a
dict FIFO -> frozenset of the predecessor blocks it arrived through (its tags). Joins copy
FIFOs (identical ones unite their tags); `_prune` drops the FIFOs another one dominates and
`_widen` saturates the old entries of long FIFOs at loop headers.
"""

from __future__ import annotations

from collections.abc import Callable
from operator import le

from mirpass.passes.waitcnt.model import TOP

# A FIFO keeps at most this many entries (fewer where the counter's maximum is lower); older
# ones are saturated and need exactly this wait (the entries younger than them).
K_MAX_IN_FLIGHT = 64
WIDEN_KEEP = 8  # what a widened FIFO keeps in order (see dataflow_solve.Widening)
MAX_QUEUES = 64  # distinct FIFOs per counter at a block entry before collapsing to TOP

Queue = tuple  # ([frozenset saturated], gid, gid, ...)
Queues = dict  # Queue -> frozenset of predecessor blocks it arrived through
State = dict  # counter -> Queues

_TOPQ = (TOP,)


def _ints(q: Queue) -> tuple:
    return q[1:] if q and isinstance(q[0], frozenset) else q


_UNBOUNDED = 1 << 20  # the length of a saturated or unknown FIFO, the distance of a saturated entry


def _length(q: Queue) -> int:
    if (q and isinstance(q[0], frozenset)) or TOP in q:
        return _UNBOUNDED  # saturated or unknown: unbounded
    return len(q)


def _keep(q: Queue, w: int) -> Queue:
    ints = _ints(q)
    if w >= len(ints):
        return q
    return ints[len(ints) - w :] if w > 0 else ()


def _profile(q: Queue) -> dict[int, int]:
    """gid -> distance of its youngest entry (saturated entries: unbounded)."""
    if q and q[0].__class__ is frozenset:
        prof = dict.fromkeys(q[0], _UNBOUNDED)
        ints = q[1:]
    else:
        prof = {}
        ints = q
    n = len(ints)
    prof.update(zip(ints, range(n - 1, -1, -1), strict=True))  # a later (younger) duplicate wins
    return prof


def _dominates(q: Queue, other: Queue) -> bool:
    """Whether q (at least as long as `other`) holds every op of `other` at no greater distance
    from the tail (see _prune)."""
    ints_o = _ints(other)
    if ints_o:
        # Two quick tests before the profiles: q must hold the youngest in-order entry of
        # `other` at distance 0 (as its own youngest entry), and the oldest no farther from its
        # tail (an entry only in q's saturated set is at an unbounded distance).
        ints_q = _ints(q)
        if not ints_q or ints_q[-1] != ints_o[-1]:
            return False
        oldest = ints_o[0]
        if oldest not in ints_q or ints_q[::-1].index(oldest) > ints_o[::-1].index(oldest):
            return False
    prof_q = _profile(q)
    prof_o = _profile(other)
    return prof_o.keys() <= prof_q.keys() and all(prof_q[g] <= d for g, d in prof_o.items())


def _by_length(qs: Queues) -> tuple[list[tuple[Queue, frozenset]], list[int]]:
    """The FIFOs (with their tags) longest first, those of equal length by their text (only
    those need it), and their lengths."""
    items = list(qs.items())
    # _length and _ints inlined here and in _Dominance: they cost a Python call per FIFO of every
    # join (with the changes below, _prune on the 4k chain's joins: 0.98 -> 0.92 s)
    lengths = [_UNBOUNDED if (q and isinstance(q[0], frozenset)) or TOP in q else len(q) for q in qs]
    seen: set[int] = set()
    tied = {n for n in lengths if n in seen or seen.add(n)}  # type: ignore[func-returns-value]
    # (the keys built first: a key function per item costs a Python frame each)
    keys = [(-n, repr(q) if n in tied else "") for (q, _), n in zip(items, lengths, strict=True)]
    order = sorted(range(len(items)), key=keys.__getitem__)
    return [items[i] for i in order], [lengths[i] for i in order]


def _absorb(
    items: list[tuple[Queue, frozenset]],
    lengths: list[int],
    dominates: Callable[[int, int], bool],
    tails: list[int | None] | None = None,
) -> Queues:
    """Each FIFO (in `_by_length` order) goes to the first kept one, at least as long, that
    dominates it (`dominates(j, i)`: items[j] dominates items[i]), its tags with it. Once more
    than MAX_QUEUES are kept the join collapses to (TOP,) whatever the rest does, so the rest is
    not compared (a join of thousands of paths would otherwise compare every pair).
    `tails`: each FIFO's youngest in-order entry (None if it has none); a FIFO with one is
    dominated only by FIFOs with the same, so only those are asked, in the order kept (4k
    chain: 57% of the questions, each a Python call, answered without asking). Without
    `tails`, every kept FIFO is asked."""
    if tails is None:
        tails = [None] * len(items)
    kept: list[int] = []
    kept_by_tail: dict[int | None, list[int]] = {}
    out: Queues = {}
    for i, (q, tags) in enumerate(items):
        if len(kept) > MAX_QUEUES:
            return {_TOPQ: frozenset().union(*(t for _, t in items))}
        n_i = lengths[i]
        tail = tails[i]
        for j in kept if tail is None else kept_by_tail.get(tail, ()):
            if lengths[j] >= n_i and dominates(j, i):
                oq = items[j][0]
                out[oq] = out[oq] | tags
                break
        else:
            kept.append(i)
            kept_by_tail.setdefault(tails[i], []).append(i)
            out[q] = tags
    return out


class _Dominance:
    """What `_dominates` decides for the FIFOs of one join, from facts computed once per FIFO
    instead of once per pair. A dominating FIFO has the same youngest in-order entry (if the
    other has any). When q's in-order entries are a suffix of the candidate's, each is there at
    the same distance, so only its saturated entries remain to be found (anywhere). When they
    are not and q holds no gid twice, it is not dominated: its d+1 youngest entries (distinct)
    would have to be the candidate's d+1 youngest, for every d. Else: the profiles."""

    def __init__(self, queues: list[Queue]) -> None:
        self.queues = queues
        self.ints = [q[1:] if q and isinstance(q[0], frozenset) else q for q in queues]
        self.tails = [ints[-1] if ints else None for ints in self.ints]
        # whether a FIFO holds no gid twice: asked only of the FIFOs that reach that test
        self.distinct: list[bool | None] = [None] * len(queues)
        self.keysets: list[frozenset[int] | None] = [None] * len(queues)
        self.profiles: list[dict[int, int] | None] = [None] * len(queues)

    def dominates(self, j: int, i: int) -> bool:
        """Whether FIFO j, at least as long as FIFO i, dominates it."""
        tail = self.tails[i]
        if tail is not None and self.tails[j] != tail:
            return False
        ints_i, ints_j = self.ints[i], self.ints[j]
        if ints_j[len(ints_j) - len(ints_i) :] == ints_i:
            return self._keyset(i) <= self._keyset(j)
        distinct = self.distinct[i]
        if distinct is None:
            distinct = self.distinct[i] = len(set(ints_i)) == len(ints_i)
        if distinct:
            return False
        prof_i, prof_j = self._profile(i), self._profile(j)
        # prof_j[g] <= d for every (g, d) of prof_i, compared without a Python frame
        return prof_i.keys() <= prof_j.keys() and all(
            map(le, map(prof_j.__getitem__, prof_i), prof_i.values())
        )

    def _keyset(self, k: int) -> frozenset[int]:
        """Every gid FIFO k holds, saturated or in order."""
        keys = self.keysets[k]
        if keys is None:
            q, ints = self.queues[k], self.ints[k]
            keys = q[0] | frozenset(ints) if q and q[0].__class__ is frozenset else frozenset(ints)
            self.keysets[k] = keys
        return keys

    def _profile(self, k: int) -> dict[int, int]:
        prof = self.profiles[k]
        if prof is None:
            prof = self.profiles[k] = _profile(self.queues[k])
        return prof


def _prune(qs: Queues, dominance: bool) -> Queues:
    """Drop FIFOs another one dominates: q dominates q' when it is at least as long and holds
    every op of q' at no greater distance from the tail. Trims and appends preserve that, and
    every requirement computed from q' is then at least as loose as from q. (TOP,) dominates
    everything. Past MAX_QUEUES FIFOs, everything collapses to (TOP,)."""
    if _TOPQ in qs:
        return {_TOPQ: frozenset().union(*qs.values())}
    if dominance and len(qs) == 2:  # the common case, without the sorting below
        (q_a, tags_a), (q_b, tags_b) = qs.items()
        n_a = _length(q_a)
        n_b = _length(q_b)
        # _by_length's order (longer first, equal lengths by their text), then _absorb's one
        # question (w100k: 1/5 of the two-FIFO joins are of equal lengths)
        if n_a < n_b or (n_a == n_b and repr(q_b) < repr(q_a)):
            q_a, tags_a, q_b, tags_b = q_b, tags_b, q_a, tags_a
        if _dominates(q_a, q_b):
            return {q_a: tags_a | tags_b}
        return {q_a: tags_a, q_b: tags_b}
    if dominance:
        items, lengths = _by_length(qs)
        dom = _Dominance([q for q, _ in items])
        qs = _absorb(items, lengths, dom.dominates, dom.tails)
    if len(qs) > MAX_QUEUES:
        return {_TOPQ: frozenset().union(*qs.values())}
    return qs


def _widen(qs: Queues, keep: int) -> Queues:
    out: Queues = {}
    for q, tags in qs.items():
        ints = _ints(q)
        if q == _TOPQ or len(ints) <= keep:
            _add(out, q, tags)
            continue
        sat = (q[0] if isinstance(q[0], frozenset) else frozenset()) | frozenset(ints[: len(ints) - keep])
        _add(out, (sat, *ints[len(ints) - keep :]), tags)
    return out


def _add(out: Queues, q: Queue, tags: frozenset[int]) -> None:
    old = out.get(q)
    out[q] = tags if old is None else old | tags
