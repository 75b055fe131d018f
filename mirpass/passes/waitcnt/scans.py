"""The requirement scans of the wait dataflow: what an issue group needs drained, counter by
counter, from the in-flight FIFOs at it (computeRequiredWaits).

Each scan finds, on every FIFO of a counter, the youngest entry that matches (a dependency, an
LDS access it conflicts with, ...) and turns its distance from the tail into a wait; several
FIFOs (paths) and several reasons take the minimum. An out-of-order FIFO needs a full drain.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from mirpass.passes.waitcnt.model import TOP, FunctionModel, Group, MemOp, overlaps
from mirpass.passes.waitcnt.queues import Queue, State, _ints, _length

LDS_PIPE_COUNTERS = ("lgkmcnt", "dscnt", "vmcnt", "loadcnt", "asynccnt", "tensorcnt")


@dataclass
class Need:
    """One counter's requirement at an anchor, with what bound it."""

    wait: int
    sources: set[int] = field(default_factory=set)
    reasons: list[str] = field(default_factory=list)
    via: frozenset[int] = frozenset()
    promotable: bool = True


class RequirementScans:
    """Mixed into WaitDataflow: the scans read its model and per-solve caches."""

    m: FunctionModel
    ooo: dict[str, frozenset[int]]
    num_waves: int
    counters: tuple[str, ...]
    _lds_ops_by_counter: dict[str, frozenset[int]]
    _deps_by_counter: dict[int, dict[str, set[int]]]

    def has_ooo(self, c: str, q: Queue) -> bool:
        """Whether q holds an op that may complete out of order, saturated entries included."""
        ooo = self.ooo[c]
        if q and q[0].__class__ is frozenset:
            return not (ooo.isdisjoint(q[0]) and ooo.isdisjoint(q[1:]))
        return not ooo.isdisjoint(q)

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
        by_counter = self._deps_by_counter.get(id(g)) if len(g.deps) > 8 else None
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
            # scan_deps' hit test first, on each FIFO whole: most dependencies are drained
            # already (w10k: 89% of the groups need nothing), and then nothing else is done.
            for q in st[c]:
                if (
                    TOP in q
                    or not deps.isdisjoint(q)
                    or (q and q[0].__class__ is frozenset and not deps.isdisjoint(q[0]))
                ):
                    break
            else:
                continue
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

    def _end_needs(self, st: State, soft: dict[str, int]) -> dict[str, Need]:
        needs: dict[str, Need] = {}
        for c, n in soft.items():
            if c in st and any(_length(q) > n for q in st[c]):
                needs[c] = Need(n, reasons=["memory model"], promotable=False)
        return needs
