"""WaitDataflow: per-counter, per-path in-flight FIFOs solved to a forward fixed point.

State: for each counter, a set of FIFOs (tuples of producer gids, oldest first), each tagged
with the predecessors it arrived through. At a join the predecessors' FIFOs are copied, not
merged; identical FIFOs are deduplicated (their tags united), so per-path depth survives the
join. A producer D at index i of a FIFO of n entries needs the wait w(D) = n - i - 1; several
dependencies on one counter take the minimum, and so do several FIFOs (paths).

A FIFO holds at most kMaxInFlight = 64 entries; older entries move to a saturated set (the
tuple's first element, a frozenset), which still matches dependencies at distance >= 64, so
the wait is clamped to the counter's max - 1. `TOP` stands for unknown in-flight operations:
it matches every dependency and is out of order (the wait becomes 0). It seeds the
iteration-cap fallback, the path-count overflow and storecnt after calls and at the entry of
non-kernel functions.

The transfer of one issue group (see `WaitDataflow.transfer_block`):
1. hard waits in the input are credited (they trim the FIFOs), soft waits and
   S_WAITCNT_lds_direct add requirements to the next group;
2. computeRequiredWaits: RAW/WAW from SSA producers, LDS dependences across pipelines
   (RAW, WAR and WAW on overlapping LDS objects; same-pipeline pairs are ordered by their FIFO),
   barrier ordering, the scalar-cache WAR, xcnt WAR (gfx1250), function returns;
3. a wait is placed only when it drains something (redundancy elision is implicit: the
   FIFOs already reflect earlier waits), then the FIFOs are trimmed;
4. the group's producers are appended to their counters' FIFOs.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from operator import le

from mirpass.passes.waitcnt.model import TOP, FunctionModel, Group, MemOp, overlaps

# A FIFO keeps at most this many entries (fewer where the counter's maximum is lower); older
# ones are saturated and need exactly this wait (the entries younger than them).
K_MAX_IN_FLIGHT = 64
# Widening: from this sweep on, FIFOs at loop headers keep their youngest WIDEN_KEEP entries and
# saturate the rest. A saturated dependency waits for every entry younger than the saturated
# set, so this is sound at any length; it only makes waits on very old operations stricter.
WIDEN_AFTER = 4
# The transfer is not monotone (more paths at an anchor give a stricter wait and so a smaller
# exit), so plain iteration can oscillate. From this sweep on a block's entry also keeps the
# FIFOs of its previous entry: the iteration then only ascends and must converge. Keeping
# extra FIFOs only makes waits stricter.
ACCUMULATE_AFTER = 8
WIDEN_KEEP = 8
MAX_QUEUES = 64  # distinct FIFOs per counter at a block entry before collapsing to TOP
LDS_PIPE_COUNTERS = ("lgkmcnt", "dscnt", "vmcnt", "loadcnt", "asynccnt", "tensorcnt")

Queue = tuple  # ([frozenset saturated], gid, gid, ...)
Queues = dict  # Queue -> frozenset of predecessor blocks it arrived through
State = dict  # counter -> Queues


@dataclass
class Need:
    """One counter's requirement at an anchor, with what bound it."""

    wait: int
    sources: set[int] = field(default_factory=set)
    reasons: list[str] = field(default_factory=list)
    via: frozenset[int] = frozenset()
    promotable: bool = True


@dataclass
class Anchor:
    block: int
    group: int  # index into model.groups[block]; len(groups) = end of the block
    spec: dict[str, int] = field(default_factory=dict)
    needs: dict[str, Need] = field(default_factory=dict)
    prefix_ops: dict[str, int] = field(default_factory=dict)  # ops appended in-block before it
    prefix_trimmed: set[str] = field(default_factory=set)  # counters already waited in-block


@dataclass
class DataflowResult:
    entry: list[State | None]
    exit: list[State | None]
    anchors: dict[tuple[int, int], Anchor]
    sweeps: int
    converged: bool
    saturated: set[tuple[int, str]]
    # block -> the (block, counter) pairs its last transfer saturated (for `solve(reuse=...)`)
    block_saturated: list[set[tuple[int, str]]] | None = None
    # block -> the tensorcnt FIFOs its last transfer produced, before freezing (freeze_tensor)
    block_tensor: list[Queues | None] | None = None
    # block -> its entry is exactly the merge of its predecessors' exits (not widened,
    # accumulated or frozen)
    plain_entry: list[bool] | None = None


@dataclass
class PlanInput:
    """What finalize replays with: planned waits (floors) and tail drains per block."""

    floors: dict[tuple[int, int], dict[str, int]] = field(default_factory=dict)
    tail_drains: dict[int, dict[str, int]] = field(default_factory=dict)


_TOPQ = (TOP,)
_NO_SAT: frozenset[tuple[int, str]] = frozenset()


def _ints(q: Queue) -> tuple:
    return q[1:] if q and isinstance(q[0], frozenset) else q


def _length(q: Queue) -> int:
    if (q and isinstance(q[0], frozenset)) or TOP in q:
        return 1 << 20  # saturated or unknown: unbounded
    return len(q)


def _keep(q: Queue, w: int) -> Queue:
    ints = _ints(q)
    if w >= len(ints):
        return q
    return ints[len(ints) - w :] if w > 0 else ()


def _profile(q: Queue) -> dict[int, int]:
    """gid -> distance of its youngest entry (saturated entries: unbounded)."""
    if q and q[0].__class__ is frozenset:
        prof = dict.fromkeys(q[0], 1 << 20)
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
    lengths = [_length(q) for q in qs]
    seen: set[int] = set()
    tied = {n for n in lengths if n in seen or seen.add(n)}  # type: ignore[func-returns-value]
    order = sorted(
        range(len(items)), key=lambda i: (-lengths[i], repr(items[i][0]) if lengths[i] in tied else "")
    )
    return [items[i] for i in order], [lengths[i] for i in order]


def _absorb(
    items: list[tuple[Queue, frozenset]], lengths: list[int], dominates: Callable[[int, int], bool]
) -> Queues:
    """Each FIFO (in `_by_length` order) goes to the first kept one, at least as long, that
    dominates it (`dominates(j, i)`: items[j] dominates items[i]), its tags with it. Once more
    than MAX_QUEUES are kept the join collapses to (TOP,) whatever the rest does, so the rest is
    not compared (a join of thousands of paths would otherwise compare every pair)."""
    kept: list[int] = []
    out: Queues = {}
    for i, (q, tags) in enumerate(items):
        if len(kept) > MAX_QUEUES:
            return {_TOPQ: frozenset().union(*(t for _, t in items))}
        n_i = lengths[i]
        for j in kept:
            if lengths[j] >= n_i and dominates(j, i):
                oq = items[j][0]
                out[oq] = out[oq] | tags
                break
        else:
            kept.append(i)
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
        self.ints = [_ints(q) for q in queues]
        self.tails = [ints[-1] if ints else None for ints in self.ints]
        self.distinct = [len(set(ints)) == len(ints) for ints in self.ints]
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
        if self.distinct[i]:
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
        if n_a != n_b:
            if n_a < n_b:
                q_a, tags_a, q_b, tags_b = q_b, tags_b, q_a, tags_a
            if _dominates(q_a, q_b):
                return {q_a: tags_a | tags_b}
            return {q_a: tags_a, q_b: tags_b}
    if dominance:
        items, lengths = _by_length(qs)
        qs = _absorb(items, lengths, _Dominance([q for q, _ in items]).dominates)
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


class WaitDataflow:
    def __init__(
        self,
        model: FunctionModel,
        *,
        loop_carried_token_deps: bool = False,
        num_waves: int = 1,
        warnings: list[str] | None = None,
    ) -> None:
        self.m = model
        self.loop_carried = loop_carried_token_deps
        self.num_waves = num_waves
        self.warnings = warnings if warnings is not None else []
        self.counters = model.counters
        self.ooo = {c: frozenset(s) | {TOP} for c, s in model.ooo_by_counter.items()}
        self.freeze_tensor = not loop_carried_token_deps and "tensorcnt" in model.counters
        n = len(model.groups)
        self.cap = min(256, max(K_MAX_IN_FLIGHT + 8, 2 * n))
        self.tail_index = [model.terminator_index(b) for b in range(n)]
        # Entries at distance >= max-1 all need the clamped wait max-1, so a FIFO keeps at most
        # max-1 entries (and never more than kMaxInFlight); older ones are saturated.
        self.limit = {c: min(K_MAX_IN_FLIGHT, model.max[c] - 1) for c in self.counters}
        self._tags: dict[int, frozenset[int]] = {}  # predecessor -> its (shared) tag
        self._lds_ops_by_counter: dict[str, frozenset[int]] = {}  # see _lds_ops
        self._deps_by_counter: dict[int, dict[str, set[int]]] = {}  # id of a group -> see raw_needs

    # -- state helpers ----------------------------------------------------------------------
    def initial_state(self) -> State:
        st: State = {c: {(): frozenset()} for c in self.counters}
        if not self.m.is_kernel and "storecnt" in st:
            st["storecnt"] = {(TOP,): frozenset()}
        return st

    def top_state(self) -> State:
        return {c: {(TOP,): frozenset()} for c in self.counters}

    def has_ooo(self, c: str, q: Queue) -> bool:
        """Whether q holds an op that may complete out of order, saturated entries included."""
        ooo = self.ooo[c]
        if q and q[0].__class__ is frozenset:
            return not (ooo.isdisjoint(q[0]) and ooo.isdisjoint(q[1:]))
        return not ooo.isdisjoint(q)

    def merge(self, b: int, exits: list[State | None]) -> State:
        cfg = self.m.cfg
        st: State | None = self.initial_state() if b == 0 else None
        for p in cfg.preds[b]:
            ex = exits[p]
            if ex is None:
                continue
            tag = self._tags.get(p)
            if tag is None:
                tag = self._tags[p] = frozenset((p,))
            if st is None:  # the first predecessor: its FIFOs, retagged
                st = {c: dict.fromkeys(ex[c], tag) for c in self.counters}
                continue
            for c in self.counters:
                dst = st[c]
                for q in ex[c]:
                    _add(dst, q, tag)
        if st is None:
            st = {c: {} for c in self.counters}
        for c in self.counters:
            if not st[c]:
                st[c] = {(): frozenset()}
            elif len(st[c]) > 1:
                st[c] = _prune(st[c], c != "xcnt")
        return st

    def trim(self, st: State, c: str, w: int) -> None:
        qs = st[c]
        out: Queues = {}
        for q, tags in qs.items():
            if w > 0 and self.has_ooo(c, q):
                _add(out, q, tags)
            elif w == len(ints := _ints(q)) and ints is not q:
                # The saturated entries are older than every in-order one: a wait that leaves
                # only the in-order ones in flight has drained them.
                _add(out, ints, tags)
            else:
                _add(out, _keep(q, w), tags)
        st[c] = out
        if c != "xcnt" and "xcnt" in st:
            self._xcnt_follow(st, c, w)

    def _xcnt_follow(self, st: State, c: str, w: int) -> None:
        """Completed loads/stores/SMEM have completed their address translation too."""
        ops = self.m.ops
        out: Queues = {}
        changed = False
        for q, tags in st["xcnt"].items():
            ints = _ints(q)
            if TOP in ints or not ints:
                _add(out, q, tags)
                continue
            if w == 0:
                nq = tuple(g for g in ints if c not in ops[g].counters)  # type: ignore[union-attr]
                if nq != ints:
                    changed = True
                    _add(out, nq, tags)
                    continue
            elif all(c in ops[g].counters for g in ints):  # type: ignore[union-attr]
                nq = _keep(q, w)
                if nq != q:
                    changed = True
                    _add(out, nq, tags)
                    continue
            _add(out, q, tags)
        if changed:
            st["xcnt"] = out

    def append(self, st: State, mop: MemOp, b: int, saturated: set[tuple[int, str]]) -> None:
        gid = mop.gid
        for c in mop.counters:
            limit = self.limit[c]
            out: Queues = {}
            for q, tags in st[c].items():
                if q == _TOPQ:
                    _add(out, q, tags)  # every FIFO holding TOP behaves like (TOP,)
                    continue
                if c == "xcnt":
                    q = self._xcnt_switch(q, mop)
                nq = q + (gid,)
                if nq[0].__class__ is frozenset:
                    if len(nq) - 1 > limit:  # the oldest entry joins the saturated ones
                        nq = (nq[0] | {nq[1]}, *nq[2:])
                        saturated.add((b, c))
                elif len(nq) > limit:
                    nq = (frozenset((nq[0],)), *nq[1:])
                    saturated.add((b, c))
                old = out.get(nq)
                out[nq] = tags if old is None else old | tags
            st[c] = out

    def _xcnt_switch(self, q: Queue, mop: MemOp) -> Queue:
        """The hardware waits for the other group's translations when switching between SMEM
        and VMEM, so those drop out of the xcnt FIFO."""
        ints = _ints(q)
        if not ints or TOP in ints:
            return q
        ops = self.m.ops
        keep = tuple(g for g in ints if ops[g].is_smem == mop.is_smem)  # type: ignore[union-attr]
        return keep if len(keep) != len(ints) else q

    # -- requirement scans ------------------------------------------------------------------
    def scan(
        self,
        st: State,
        c: str,
        match,  # noqa: ANN001 - MemOp | None -> bool
        need: Need | None,
        reason: str,
        candidates: frozenset[int] | None = None,
    ) -> Need | None:
        """Tighten `need` to drain, on every FIFO of counter c, the youngest entry `match`es.
        `candidates`: the only gids `match` can accept (a FIFO holding none is skipped)."""
        ops = self.m.ops
        for q, tags in st[c].items():
            ints = _ints(q)
            if (
                candidates is not None
                and TOP not in ints
                and candidates.isdisjoint(ints)
                and not (q and q[0].__class__ is frozenset and not candidates.isdisjoint(q[0]))
            ):
                continue
            hit = None
            for k in range(len(ints) - 1, -1, -1):
                g = ints[k]
                if g == TOP or match(ops[g]):
                    hit = (len(ints) - 1 - k, g)
                    break
            if hit is None and q and isinstance(q[0], frozenset):
                for g in q[0]:
                    if match(ops[g]):
                        hit = (len(ints), g)
                        break
            if hit is None:
                continue
            dist, g = hit
            w = 0 if self.has_ooo(c, q) else min(dist, self.m.max[c] - 1)
            if need is None:
                need = Need(w, reasons=[reason])
            elif w < need.wait:
                need.wait = w
            if reason not in need.reasons:
                need.reasons.append(reason)
            if g != TOP:
                need.sources.add(g)
            if w == need.wait:
                need.via = need.via | tags
        return need

    def scan_deps(self, st: State, c: str, deps: set[int], need: Need | None) -> Need | None:
        ooo_c = self.ooo[c]
        cap = self.m.max[c] - 1
        for q, tags in st[c].items():
            if q and q[0].__class__ is frozenset:
                sat = q[0]
                ints = q[1:]
            else:
                sat = None
                ints = q
            # The youngest entry that is a dependency or TOP (a FIFO may hold a gid twice).
            # From the tail: a FIFO holds at most K_MAX_IN_FLIGHT entries, while a read inside a
            # large loop may depend on thousands of producers.
            n = len(ints)
            k = -1
            if TOP in ints or not deps.isdisjoint(ints):
                k = n - 1
                while ints[k] != TOP and ints[k] not in deps:
                    k -= 1
            if k >= 0:
                dist = n - 1 - k
                g = ints[k]
            elif sat is not None and not deps.isdisjoint(sat):
                dist = n
                g = next(iter(deps & sat))
            else:
                continue
            ooo = not ooo_c.isdisjoint(ints) or (sat is not None and not ooo_c.isdisjoint(sat))
            w = 0 if ooo else min(dist, cap)
            if need is None:
                need = Need(w, reasons=["RAW/WAW"])
            elif w < need.wait:
                need.wait = w
            if "RAW/WAW" not in need.reasons:
                need.reasons.append("RAW/WAW")
            if g != TOP:
                need.sources.add(g)
            if ooo or g == TOP:
                need.promotable = False
            if w == need.wait:
                need.via = need.via | tags
        return need

    def raw_needs(self, st: State, g: Group) -> dict[str, Need]:
        """The requirements of the group's RAW/WAW dependencies through SSA."""
        needs: dict[str, Need] = {}
        by_counter = self._deps_by_counter.get(id(g))
        if by_counter is None:  # kept for large dependency sets: built once, not every sweep
            by_counter = {}
            ops = self.m.ops
            for gid in g.deps:
                for c in ops[gid].counters:  # type: ignore[union-attr]
                    if c == "tensorcnt" and not self._tensor_raw(g):
                        continue
                    by_counter.setdefault(c, set()).add(gid)
            if len(g.deps) > 8:
                self._deps_by_counter[id(g)] = by_counter
        for c, deps in by_counter.items():
            if c == "xcnt":
                continue  # xcnt tracks address translation, not results
            need = self.scan_deps(st, c, deps, None)
            if need is not None:
                needs[c] = need
        return needs

    def required(self, st: State, g: Group, soft: dict[str, int], lds_direct: bool) -> dict[str, Need]:
        m = self.m

        def put(c: str, need: Need | None) -> None:
            if need is not None:
                needs[c] = need

        # 1. RAW/WAW through SSA.
        needs = self.raw_needs(st, g) if g.deps else {}
        # 2. LDS across pipelines: RAW, WAR, WAW on overlapping objects.
        for mine in g.lds:
            for c in LDS_PIPE_COUNTERS:
                if c not in st or c == mine.lds_pipe:
                    continue

                def lds_match(p: MemOp | None, mine: MemOp = mine, c: str = c) -> bool:
                    if p is None or p.lds_pipe != c:
                        return False
                    if not (p.lds_write or mine.lds_write):
                        return False
                    if c == "tensorcnt" and p.lds_write and not self._tensor_raw(g):
                        return False
                    return overlaps(p.lds_objects, mine.lds_objects)

                put(c, self.scan(st, c, lds_match, needs.get(c), "LDS", self._lds_ops(c)))
        if lds_direct:
            c = m.vm_counter
            put(
                c,
                self.scan(st, c, lambda p: p is not None and p.kind == "LDS_DMA", needs.get(c), "LDS DMA"),
            )
        # 3. Barrier ordering: LDS traffic of this wave must be done (untagged barriers).
        if g.is_barrier:
            for c in (m.ds_counter, "tensorcnt", "asynccnt"):
                if c in st:
                    need = self.scan(
                        st,
                        c,
                        lambda p, c=c: p is not None and p.lds_pipe == c,
                        needs.get(c),
                        "barrier",
                        self._lds_ops(c),
                    )
                    if need is not None:
                        need.promotable = c == "tensorcnt" and need.promotable
                    put(c, need)
        if g.is_barrier and m.drain_at_barrier:
            for c in self.counters:
                if any(_length(q) > 0 for q in st[c]):
                    needs[c] = Need(0, reasons=["barrier without back-off"], promotable=False)
        # 4. Scalar-cache WAR: a store to what an SMEM load in flight reads.
        if g.store_ptrs:
            ptrs = g.store_ptrs
            c = m.sm_counter
            put(c, self.scan(st, c, lambda p: p is not None and p.smem_ptr in ptrs, needs.get(c), "SMEM WAR"))
        # 5. Soft waits (memory model) and function returns.
        for c, n in soft.items():
            if c == "xcnt":
                continue  # judged after the other counters' waits, which may imply it
            if c in st and any(_length(q) > n for q in st[c]):
                need = needs.get(c)
                if need is None:
                    needs[c] = Need(n, reasons=["memory model"], promotable=False)
                else:
                    need.wait = min(need.wait, n)
                    need.promotable = False
                    need.reasons.append("memory model")
        if g.is_return:
            for c in self.counters:
                if c in ("storecnt", "xcnt"):
                    continue
                if any(_length(q) > 0 for q in st[c]):
                    needs[c] = Need(0, reasons=["return"], promotable=False)
        return needs

    def xcnt_required(self, st: State, g: Group, soft: dict[str, int]) -> Need | None:
        if "xcnt" not in st:
            return None
        need = None
        n = soft.get("xcnt")
        if n is not None and any(_length(q) > n for q in st["xcnt"]):
            need = Need(n, reasons=["memory model"], promotable=False)
        if g.writes_translated:  # (only its non-VMEM ops' writes: see the model)
            w = g.writes_translated
            need = self.scan(
                st, "xcnt", lambda p: p is not None and not p.xreads.isdisjoint(w), need, "xcnt WAR"
            )
        for smem, w in g.xcnt_later:  # an inline asm's writes after its own SMEM/VMEM
            need = self.scan(
                st,
                "xcnt",
                lambda p, s=smem, w=w: p is not None and p.is_smem == s and not p.xreads.isdisjoint(w),
                need,
                "xcnt WAR",
            )
        if g.is_return and any(_length(q) > 0 for q in st["xcnt"]):
            need = Need(0, reasons=["return"], promotable=False)
        if need is not None:
            need.promotable = False
        return need

    def _lds_ops(self, c: str) -> frozenset[int]:
        """The gids of the operations that touch LDS through counter c's pipeline."""
        hit = self._lds_ops_by_counter.get(c)
        if hit is None:
            hit = frozenset(mop.gid for mop in self.m.ops if mop is not None and mop.lds_pipe == c)
            self._lds_ops_by_counter[c] = hit
        return hit

    def _tensor_raw(self, g: Group) -> bool:
        return g.is_barrier or self.num_waves == 1

    # -- transfer ---------------------------------------------------------------------------
    def transfer_block(
        self,
        b: int,
        st: State,
        plan: PlanInput | None,
        anchors: dict[int, Anchor] | None,
        saturated: set[tuple[int, str]],
    ) -> State:
        m = self.m
        groups = m.groups[b]
        soft: dict[str, int] = {}
        lds_direct = False
        prefix: dict[str, int] = {}
        trimmed: set[str] = set()
        tail_at = self.tail_index[b]
        tail = plan.tail_drains.get(b) if plan is not None else None
        has_xcnt = "xcnt" in st
        n_groups = len(groups)
        for gi in range(n_groups + 1):
            if gi < n_groups:
                g = groups[gi]
                role = g.role
                if role != "op":
                    if role == "hard":
                        for c, n in g.waits.items():
                            if c in st:
                                self.trim(st, c, n)
                                trimmed.add(c)
                    elif role == "soft":
                        for c, n in g.waits.items():
                            soft[c] = min(soft.get(c, n), n)
                    else:  # "lds_direct"
                        lds_direct = True
                    continue
                implied = m.pass_implied.get((b, gi))
                if implied:  # the memory model's, as assembly implies it: like soft waits
                    for c, n in implied.items():
                        soft[c] = min(soft.get(c, n), n)
            else:
                if not soft and not lds_direct and not (tail and tail_at == gi):
                    break
                g = _END
            if g is _END:
                needs = self._end_needs(st, soft)
            elif soft or lds_direct or g.lds or g.is_barrier or g.store_ptrs or g.is_return:
                needs = self.required(st, g, soft, lds_direct)
            elif g.deps:
                needs = self.raw_needs(st, g)  # all that required() looks at for this group
            else:
                needs = {}  # what required() finds for a group that can need nothing
            soft_here = soft
            if soft:
                soft = {}
            lds_direct = False
            if tail and tail_at == gi:
                for c, w in tail.items():
                    if any(_length(q) > w for q in st[c]):
                        need = needs.get(c)
                        if need is None:
                            needs[c] = Need(w, reasons=["tail drain"], promotable=False)
                        elif w < need.wait:
                            need.wait = w
                            need.reasons.append("tail drain")
            if needs or has_xcnt:  # (otherwise no wait is placed here)
                floors = plan.floors.get((b, gi)) if plan is not None else None
                if floors:
                    for c, need in needs.items():
                        if c in floors and floors[c] < need.wait:
                            need.wait = floors[c]
                before = set(trimmed)
                spec: dict[str, int] = {}
                for c, need in needs.items():
                    spec[c] = need.wait
                    self.trim(st, c, need.wait)
                    trimmed.add(c)
                if g is not _END and has_xcnt:
                    xneed = self.xcnt_required(st, g, soft_here)
                    if xneed is not None:
                        if floors and "xcnt" in floors:
                            xneed.wait = min(xneed.wait, floors["xcnt"])
                        needs["xcnt"] = xneed
                        spec["xcnt"] = xneed.wait
                        self.trim(st, "xcnt", xneed.wait)
                        trimmed.add("xcnt")
                if spec and anchors is not None:
                    anchors[gi] = Anchor(b, gi, spec, needs, dict(prefix), before)
            if g is _END:
                break
            if g.is_call:
                for c in self.counters:
                    st[c] = {(): frozenset()}
                if "storecnt" in st and not m.gfx9:
                    st["storecnt"] = {(TOP,): frozenset()}
                prefix.clear()
                trimmed.update(self.counters)
            for mop in g.producers:
                self.append(st, mop, b, saturated)
                for c in mop.counters:
                    prefix[c] = prefix.get(c, 0) + 1
                if mop.info.kind == "GDS":
                    # always-GDS ops (GWS, ordered count): LLVM 22 waits for them right after
                    # issue (insertForcedWaitAfter); that also covers their data's expcnt
                    soft[m.ds_counter] = 0
        return st

    def _end_needs(self, st: State, soft: dict[str, int]) -> dict[str, Need]:
        needs: dict[str, Need] = {}
        for c, n in soft.items():
            if c in st and any(_length(q) > n for q in st[c]):
                needs[c] = Need(n, reasons=["memory model"], promotable=False)
        return needs

    # -- solve ------------------------------------------------------------------------------
    def solve(
        self, plan: PlanInput | None = None, *, label: str = "", reuse: DataflowResult | None = None
    ) -> DataflowResult:
        """Solve to a fixed point. With `reuse` (a converged solve without a plan), a block whose
        entry equals its entry there, that takes no tail drain and whose planned floors are no
        stricter than the waits found there gets exactly that transfer's result, which is taken
        over instead of recomputed (the transfer depends only on the entry state and the plan)."""
        m = self.m
        cfg = m.cfg
        n = len(m.groups)
        entry: list[State | None] = [None] * n
        exits: list[State | None] = [None] * n
        frozen_entry: list[Queues | None] = [None] * n
        frozen_exit: list[Queues | None] = [None] * n
        by_block: list[dict[int, Anchor]] = [{} for _ in range(n)]
        saturated: set[tuple[int, str]] = set()
        block_sat: list[frozenset[tuple[int, str]] | set[tuple[int, str]]] = [_NO_SAT] * n
        block_tensor: list[Queues | None] = [None] * n
        if reuse is not None and (not reuse.converged or reuse.block_saturated is None):
            reuse = None
        if reuse is not None:
            r_entry = reuse.entry
            r_exit = reuse.exit
            r_by_block: list[dict[int, Anchor]] = [{} for _ in range(n)]
            for (rb, rgi), a in reuse.anchors.items():
                r_by_block[rb][rgi] = a
            r_sat = reuse.block_saturated
            r_tensor = reuse.block_tensor
            r_plain = reuse.plain_entry or [False] * n
            floors_all = plan.floors if plan is not None else {}
            tails = plan.tail_drains if plan is not None else {}
            reusable = [
                b not in tails
                and all(
                    all(f.get(c, w) >= w for c, w in a.spec.items())
                    for gi, a in r_by_block[b].items()
                    if (f := floors_all.get((b, gi)))
                )
                for b in range(n)
            ]
        plain_entry = [False] * n
        sweeps = 0
        converged = False
        headers = {loop.header for loop in cfg.loops}
        preds = cfg.preds
        dirty = set(cfg.rpo)
        while sweeps < self.cap:
            changed = False
            plain = sweeps < WIDEN_AFTER and not self.freeze_tensor  # entries are plain merges
            for b in cfg.rpo:
                if b not in dirty:
                    continue  # its predecessors' exits are unchanged: so is its exit
                dirty.discard(b)
                if (
                    plain
                    and reuse is not None
                    and reusable[b]
                    and r_plain[b]
                    and all(exits[p] is r_exit[p] for p in preds[b])
                ):
                    # Its entry is the merge of the very exits its entry there was merged from:
                    # equal to that entry, so its transfer is taken over without merging.
                    take_over = True
                else:
                    st = self.merge(b, exits)
                    prev = entry[b]
                    if sweeps >= ACCUMULATE_AFTER and prev is not None:
                        for c in self.counters:
                            qs = st[c]
                            for q, tags in prev[c].items():
                                _add(qs, q, tags)
                            if len(qs) > 1:
                                st[c] = _prune(qs, c != "xcnt")
                    if sweeps >= WIDEN_AFTER and b in headers:
                        for c in self.counters:
                            st[c] = _widen(st[c], WIDEN_KEEP)
                    if self.freeze_tensor:
                        if sweeps == 0:
                            frozen_entry[b] = dict(st["tensorcnt"])
                        else:
                            st["tensorcnt"] = dict(frozen_entry[b] or {(): frozenset()})
                    take_over = reuse is not None and reusable[b] and st == r_entry[b]
                plain_entry[b] = plain
                if take_over:
                    entry[b] = r_entry[b]
                    by_block[b] = r_by_block[b]
                    sat_b = r_sat[b]
                    if self.freeze_tensor:
                        out = dict(r_exit[b])  # type: ignore[arg-type]
                        out["tensorcnt"] = r_tensor[b]  # type: ignore[index]
                    else:
                        out = r_exit[b]  # type: ignore[assignment]
                else:
                    # A shallow copy: the transfer replaces a counter's FIFOs, never edits them.
                    entry[b] = dict(st)
                    by_block[b] = {}
                    sat_b = set()
                    out = self.transfer_block(b, st, plan, by_block[b], sat_b)
                    if not sat_b:
                        sat_b = _NO_SAT  # type: ignore[assignment]
                block_sat[b] = sat_b
                saturated |= sat_b
                if self.freeze_tensor:
                    block_tensor[b] = out["tensorcnt"]
                    if sweeps == 0:
                        frozen_exit[b] = dict(out["tensorcnt"])
                    else:
                        out["tensorcnt"] = dict(frozen_exit[b] or {(): frozenset()})
                if out != exits[b]:
                    changed = True
                    exits[b] = out
                    dirty.update(cfg.succs[b])
            sweeps += 1
            if not changed:
                converged = True
                break
        if not converged:
            self.warnings.append(
                f"{m.fname}: {label}wait dataflow hit the iteration cap {self.cap}; "
                "falling back to block-local waits that assume unknown operations in flight"
            )
            plain_entry = [False] * n
            for b in cfg.rpo:
                st = self.top_state()
                entry[b] = {c: dict(qs) for c, qs in st.items()}
                by_block[b] = {}
                exits[b] = self.transfer_block(b, st, plan, by_block[b], saturated)
        anchors = {(b, gi): a for b, blk in enumerate(by_block) for gi, a in blk.items()}
        return DataflowResult(
            entry, exits, anchors, sweeps, converged, saturated, block_sat, block_tensor, plain_entry
        )


class _EndGroup(Group):
    pass


_END = _EndGroup(-1, -1, None, [], "op")


def debug(msg: str) -> None:  # pragma: no cover - development aid
    sys.stderr.write(msg + "\n")
