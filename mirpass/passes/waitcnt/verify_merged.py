"""The wait verifier's fallback when exploring paths one by one would take too long.

The exact verifier (verify.py) follows every distinct in-flight state through the CFG; on a
loop-dense CFG their number grows exponentially, so it stops after a budget linear in the size
of the function. This analysis then checks the whole function again with one merged state per
block entry, a forward fixed point:

- per counter, every operation that may be in flight on some path, with the least distance from
  the FIFO's tail it has on any path, and the greatest FIFO length of any path;
- a wait N drops what is at distance N or more on every path, and a FIFO that may hold an
  out-of-order operation is cleared only by a wait of 0 (as on each path);
- past KEY_CAP operations a counter's state becomes *unknown*: any producer of that counter
  may be in flight (reported as `<unknown>`), until a wait of 0 clears it.

Each check then sees at least what it sees on any single path, so everything the exact
exploration reports is reported here too; it may report more (a combination of paths no single
path has). xcnt is not shortened by the other counters' waits here (only by its own).
"""

from __future__ import annotations

from mirpass.passes.waitcnt.model import TOP, Group, overlaps
from mirpass.passes.waitcnt.verify import ANON, FIFO_CAP, Verifier

KEY_CAP = 256
WIDEN_AFTER = 8  # changes of a block's entry before its distances are taken as 0

Entry = tuple  # per counter: (dict gid -> least distance, greatest length, unknown)


class MergedVerifier:
    def __init__(self, exact: Verifier) -> None:
        self.v = exact
        m = exact.m
        self.m = m
        self.nc = len(exact.counters)
        self.xcnt = exact.ci.get("xcnt", -1)
        # counter -> units its producers write, for the unknown state's RAW/WAW checks
        self.units_of: list[frozenset[int]] = []
        for c in exact.counters:
            units: set[int] = set()
            for mop in m.ops:
                if mop is not None and c in mop.counters:
                    units |= exact.prod_writes.get(mop.gid, frozenset())
            self.units_of.append(frozenset(units))
        # counter -> (some LDS op of its pipeline writes, objects of its writers, of all its ops;
        # None: unknown objects) and the pointers SMEM loads read
        self.lds_of: list[tuple[bool, frozenset[str] | None, frozenset[str] | None] | None] = []
        for c in exact.counters:
            lds = [p for p in m.ops if p is not None and p.lds_pipe == c]
            writers = [p for p in lds if p.lds_write]
            self.lds_of.append(
                (bool(writers), _union(p.lds_objects for p in writers), _union(p.lds_objects for p in lds))
                if lds
                else None
            )
        self.smem_ptrs = frozenset(p.smem_ptr for p in m.ops if p is not None and p.smem_ptr)

    # -- state ------------------------------------------------------------------------------
    def _initial(self) -> list[Entry]:
        state = [({}, 0, False)] * self.nc
        for k, fifo in enumerate(self.v.initial()):
            if fifo:
                state[k] = ({TOP: 0}, 1, False)
        return state

    @staticmethod
    def _join(a: Entry, b: Entry) -> Entry:
        da, na, wa = a
        db, nb, wb = b
        if da is db or not db:
            dist = da
        else:
            dist = dict(da)
            for g, d in db.items():
                old = dist.get(g)
                if old is None or d < old:
                    dist[g] = d
        return dist, max(na, nb), wa or wb

    # -- transfer ---------------------------------------------------------------------------
    def _block(self, b: int, entry: list[Entry]) -> list[Entry]:
        v, m = self.v, self.m
        # inside the block: stamps (distance = top - stamp) so that an issue is O(1)
        stamps = [{g: -d for g, d in e[0].items()} for e in entry]
        top = [0] * self.nc
        length = [e[1] for e in entry]
        unknown = [e[2] for e in entry]
        views: list[tuple | None] = [None] * self.nc

        def view(k: int) -> tuple:
            got = views[k]
            if got is None:
                t = top[k]
                live = sorted((t - s, g) for g, s in stamps[k].items() if t - s < FIFO_CAP)
                keys = [g for _, g in reversed(live)]  # oldest first
                pad = max(0, length[k] - len(keys) - unknown[k])
                # the length of the longest path's FIFO, for the memory-model checks; xcnt holds
                # only operations (each is checked), so it repeats its oldest one instead
                filler = ANON if k != self.xcnt else (keys[0] if keys else None)
                got = (*([filler] * pad if filler is not None else ()), *keys)
                got = views[k] = (*got, TOP) if unknown[k] else got
            return got

        soft: dict[str, int] = {}
        for g in m.groups[b]:
            if g.role in ("hard", "soft"):
                for c, n in g.waits.items():
                    if g.role == "soft":
                        soft[c] = min(soft.get(c, n), n)
                    k = v.ci.get(c)
                    if k is not None and self._wait(k, c, n, stamps, top, length, unknown, g.inst):
                        views[k] = None
                continue
            fifos = [view(k) for k in range(self.nc)]
            if g.role == "lds_direct":
                k = v.ci[m.vm_counter]
                for gid in fifos[k]:
                    if gid >= 0 and m.ops[gid].kind == "LDS_DMA":  # type: ignore[union-attr]
                        v._report(g, m.vm_counter, "LDS DMA", gid, "S_WAITCNT_lds_direct requires it done")
                continue
            v._check_group(fifos, g, soft)
            self._check_unknown(g, unknown)
            soft = {}
            if g.is_call:  # the callee returns with everything but storecnt drained
                for k, c in enumerate(v.counters):
                    stamps[k], length[k], unknown[k], views[k] = {}, 0, False, None
                    if c == "storecnt" and not m.gfx9:
                        stamps[k], length[k] = {TOP: top[k]}, 1
            for mop in g.producers:
                for c in mop.counters:
                    k = v.ci[c]
                    self._issue(k, c, mop, stamps, top, length, unknown)
                    views[k] = None
        out: list[Entry] = []
        for k in range(self.nc):
            t = top[k]
            dist = {g: t - s for g, s in stamps[k].items() if t - s < FIFO_CAP}
            out.append((dist, length[k], unknown[k]))
        return out

    def _wait(self, k, c, n, stamps, top, length, unknown, inst) -> bool:  # noqa: ANN001
        """Credit `wait n` on counter k; whether its state changed."""
        if length[k] <= n:
            return False
        ops = self.m.ops
        if n > 0 and (
            unknown[k] or any(g == TOP or (g >= 0 and c in ops[g].ooo) for g in stamps[k])  # type: ignore[union-attr]
        ):
            return False
        if inst is not None:
            drained = self.v.result.drained
            drained[id(inst)] = max(drained.get(id(inst), 0), length[k] - n)
        if n == 0:
            stamps[k], unknown[k] = {}, False
        else:
            t = top[k]
            stamps[k] = {g: s for g, s in stamps[k].items() if t - s < n}
        length[k] = n
        return True

    def _issue(self, k, c, mop, stamps, top, length, unknown) -> None:  # noqa: ANN001
        st = stamps[k]
        if c == "xcnt":
            ops = self.m.ops
            kept = {g for g in st if g == TOP or ops[g].is_smem == mop.is_smem}  # type: ignore[union-attr]
            if len(kept) != len(st):
                # the others drop out: what stays may move up to the tail
                st = stamps[k] = dict.fromkeys(kept, top[k])
        top[k] += 1
        gid = ANON if c != "xcnt" and mop.gid in self.v.anonymous else mop.gid
        if gid != ANON:
            st[gid] = top[k]
        length[k] = min(length[k] + 1, FIFO_CAP)
        if len(st) > KEY_CAP:
            t = top[k]
            st = stamps[k] = {g: s for g, s in st.items() if t - s < FIFO_CAP}
            if len(st) > KEY_CAP:
                stamps[k] = {TOP: t} if TOP in st else {}
                unknown[k] = True

    def _check_unknown(self, g: Group, unknown: list[bool]) -> None:
        """The checks of a FIFO that may hold any producer of its counter."""
        if not any(unknown):
            return
        v, m = self.v, self.m
        b = g.block
        reads: set[int] = set()
        writes: set[int] = set()
        for op in g.ops:
            reads |= v.reads[b][op.index]
            writes |= v.writes[b][op.index]
        for k, c in enumerate(v.counters):
            if not unknown[k] or c == "xcnt":
                continue
            units = self.units_of[k]
            if not units.isdisjoint(reads):
                v._report(g, c, "RAW", TOP, "its result is read here")
            if not units.isdisjoint(writes):
                v._report(g, c, "WAW", TOP, "it writes a register written here")
            lds = self.lds_of[k]
            for mine in g.lds if lds is not None else ():
                any_writer, written, touched = lds
                if c == mine.lds_pipe:
                    continue
                if overlaps(touched, mine.lds_objects) if mine.lds_write else (
                    any_writer and overlaps(written, mine.lds_objects)
                ):
                    v._report(g, c, "LDS", TOP, "both access overlapping LDS")
                    break
            if g.store_ptrs and c == m.sm_counter and not self.smem_ptrs.isdisjoint(g.store_ptrs):
                v._report(g, c, "SMEM WAR", TOP, "a store to memory it reads")

    # -- fixed point ------------------------------------------------------------------------
    def run(self) -> None:
        cfg = self.m.cfg
        if not cfg.blocks:
            return
        n = len(cfg.blocks)
        entry: list[list[Entry] | None] = [None] * n
        changes = [0] * n
        exits: list[list[Entry] | None] = [None] * n
        dirty = {0}
        initial = self._initial()
        while dirty:
            for b in cfg.rpo:
                if b not in dirty:
                    continue
                dirty.discard(b)
                st = initial if b == 0 else None
                for p in cfg.preds[b]:
                    ex = exits[p]
                    if ex is not None:
                        st = ex if st is None else [self._join(x, y) for x, y in zip(st, ex, strict=True)]
                old = entry[b]
                if st is None or (old is not None and st == old):
                    continue
                if old is not None:
                    st = [self._join(x, y) for x, y in zip(old, st, strict=True)]
                    if st == old:
                        continue
                    changes[b] += 1
                    if changes[b] >= WIDEN_AFTER:  # distances only shrink: take them as 0
                        st = [(dict.fromkeys(d, 0), FIFO_CAP if ln else 0, w) for d, ln, w in st]
                entry[b] = st
                out = self._block(b, st)
                if out != exits[b]:
                    exits[b] = out
                    dirty.update(cfg.succs[b])


def _union(objects) -> frozenset[str] | None:  # noqa: ANN001 - iterable of frozenset | None
    out: set[str] = set()
    for o in objects:
        if o is None:
            return None
        out |= o
    return frozenset(out)
