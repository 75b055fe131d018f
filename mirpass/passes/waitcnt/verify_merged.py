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
path has). xcnt is also followed as a set of whole per-path FIFOs, as the exact exploration
follows it, with the rule the pass shares (xcnt.credit): a wait leaving at most n of counter c
in flight on every path (c in order on every path, or n = 0) credits each FIFO; past
XPATHS_CAP FIFOs the merged xcnt state alone is checked. There, xcnt is shortened by the other
counters' waits only as far as they prove an operation complete on every path: an operation no
longer in flight on a counter its completion decrements, on any path, has finished its
translation. A path whose out-of-order xcnt operations (SMEM) all dropped out, at a switch to
VMEM or by such a wait, is in order again.
"""

from __future__ import annotations

from mirpass.passes.waitcnt.model import TOP, Group, overlaps
from mirpass.passes.waitcnt.verify import ANON, FIFO_CAP, Verifier
from mirpass.passes.waitcnt.xcnt import COMPLETION_COUNTERS, credit

KEY_CAP = 256
# blocks of at least this many groups keep their states at each hard wait when asked (resume)
CHECKPOINT_MIN = 64
# xcnt is also followed as a set of per-path FIFOs (see _XcntPaths) while there are at most this
# many at a block entry; past it only the merged state is checked
XPATHS_CAP = 32
WIDEN_AFTER = 64  # changes of a block's entry before its distances are taken as 0

# per counter: least distance of each op on paths without / with an out-of-order op in flight,
# greatest FIFO length of those paths, whether there are such paths, unknown
Entry = tuple
_EMPTY: Entry = ({}, {}, 0, 0, True, False, False)


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
                    units |= exact.prod_writes_of[mop.gid]
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
        # kept by run() for resume(): per block its entry, exit and entry changes; per large
        # block, when asked (keep_checkpoints), the state before each hard wait of its last run
        self.solution: tuple[list, list, list[int]] | None = None
        self.checkpoints: dict[int, dict[int, tuple]] | None = None
        self.stopped_at = -1
        self.rpo_position = {b: i for i, b in enumerate(m.cfg.rpo)}

    # -- state ------------------------------------------------------------------------------
    def _initial(self) -> list:
        state: list = [_EMPTY] * self.nc
        for k, fifo in enumerate(self.v.initial()):
            if fifo:
                state[k] = ({}, {TOP: 0}, 0, 1, False, True, False)
        state.append(frozenset({()}) if self.xcnt >= 0 else None)  # the xcnt FIFOs (_XcntPaths)
        return state

    def join_all(self, a: list, b: list) -> list:
        out = [self._join(x, y) for x, y in zip(a[:-1], b[:-1], strict=True)]
        xa, xb = a[-1], b[-1]
        xs = None if xa is None or xb is None else xa | xb
        out.append(xs if xs is None or len(xs) <= XPATHS_CAP else None)
        return out

    @staticmethod
    def _join(a: Entry, b: Entry) -> Entry:
        if a == b:
            return a
        return (
            _min_union(a[0], b[0]),
            _min_union(a[1], b[1]),
            max(a[2], b[2]),
            max(a[3], b[3]),
            a[4] or b[4],
            a[5] or b[5],
            a[6] or b[6],
        )

    # -- transfer ---------------------------------------------------------------------------
    def transfer(self, b: int, entry: list[Entry]) -> list[Entry]:
        prune = self.xcnt < 0
        state = [_Counter(e, k == self.xcnt, prune) for k, e in enumerate(entry[:-1])]
        xp = _XcntPaths(entry[-1], self.v) if entry[-1] is not None else None
        out = self._walk(b, 0, state, xp, {})
        assert out is not None  # (nothing to converge to)
        return out

    def _walk(
        self,
        b: int,
        start: int,
        state: list[_Counter],
        xp: _XcntPaths | None,
        soft: dict[str, int],
        converge: dict[int, tuple] | None = None,
    ) -> list[Entry] | None:
        """Run block `b` from its group `start` in `state`: its exit, or None once the state
        before a hard wait equals `converge`'s checkpoint there (self.stopped_at: its index).
        Without `converge`, the checkpoints of a block of CHECKPOINT_MIN groups or more are
        kept when asked (self.checkpoints)."""
        v, m = self.v, self.m
        views: list[tuple | None] = [None] * self.nc
        ops = m.ops
        groups = m.groups[b]
        keep = None
        if converge is None and self.checkpoints is not None and len(groups) >= CHECKPOINT_MIN:
            keep = self.checkpoints[b] = {}
        for g in groups[start:] if start else groups:
            if g.role in ("hard", "soft"):
                if g.role == "hard" and (keep is not None or converge is not None):
                    snap = _snapshot(state, xp, soft)
                    if keep is not None:
                        keep[g.index] = snap
                    elif g.index > start and converge.get(g.index) == snap:  # type: ignore[union-attr]
                        self.stopped_at = g.index
                        return None
                for c, n in g.waits.items():
                    if g.role == "soft":
                        soft[c] = min(soft.get(c, n), n)
                    k = v.ci.get(c)
                    if k is not None:
                        drained = state[k].wait(n)
                        if xp is not None:
                            xp.wait(c, n, state[k])
                        if drained:
                            views[k] = None
                            x = self.xcnt
                            if k != x >= 0 and c in COMPLETION_COUNTERS:
                                if state[x].credit(c, state[k], v.anonymous, ops):
                                    views[x] = None
                            if g.inst is not None:
                                got = v.result.drained
                                got[id(g.inst)] = max(got.get(id(g.inst), 0), drained)
                continue
            for k in range(self.nc):
                if views[k] is None:
                    views[k] = state[k].view()
            fifos = list(views)
            if xp is not None:
                fifos[self.xcnt] = xp.view()
            if g.role == "lds_direct":
                k = v.ci[m.vm_counter]
                for gid in fifos[k]:  # type: ignore[union-attr]
                    if gid >= 0 and ops[gid].kind == "LDS_DMA":  # type: ignore[union-attr]
                        v._report(g, m.vm_counter, "LDS DMA", gid)
                continue
            v._check_group(fifos, g, soft)
            self._check_unknown(g, [f.unknown for f in state])
            soft = {}
            if g.is_call:  # the callee returns with everything but storecnt drained
                for k, c in enumerate(v.counters):
                    state[k].reset(c == "storecnt" and not m.gfx9)
                    views[k] = None
                if xp is not None:
                    xp.paths = {()}
            for mop in g.producers:
                for c in mop.counters:
                    k = v.ci[c]
                    gid = ANON if c != "xcnt" and mop.gid in v.anonymous else mop.gid
                    state[k].issue(gid, c in mop.ooo, mop.is_smem, ops)
                    views[k] = None
                    if c == "xcnt" and xp is not None:
                        xp.issue(mop)
        return [*(f.entry() for f in state), frozenset(xp.paths) if xp is not None else None]

    def _check_unknown(self, g: Group, unknown: list[bool]) -> None:
        """The checks of a FIFO that may hold any producer of its counter."""
        if not any(unknown):
            return
        v, m = self.v, self.m
        reads, writes = v._units(g)
        for k, c in enumerate(v.counters):
            if not unknown[k] or c == "xcnt":
                continue
            units = self.units_of[k]
            if not units.isdisjoint(reads):
                v._report(g, c, "RAW", TOP)
            if not units.isdisjoint(writes):
                v._report(g, c, "WAW", TOP)
            lds = self.lds_of[k]
            for mine in g.lds if lds is not None else ():
                any_writer, written, touched = lds
                if c == mine.lds_pipe:
                    continue
                if (
                    overlaps(touched, mine.lds_objects)
                    if mine.lds_write
                    else (any_writer and overlaps(written, mine.lds_objects))
                ):
                    v._report(g, c, "LDS", TOP)
                    break
            if g.store_ptrs and c == m.sm_counter and not self.smem_ptrs.isdisjoint(g.store_ptrs):
                v._report(g, c, "SMEM WAR", TOP)

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
        # per block, the predecessors whose exit changed since it was last joined: the others
        # are in its entry already, and the join is idempotent (a block every back-edge enters,
        # such as a loop-dense CFG's entry, would otherwise join hundreds of exits per visit)
        changed: list[set[int]] = [set() for _ in range(n)]
        initial = self._initial()
        while dirty:
            for b in cfg.rpo:
                if b not in dirty:
                    continue
                dirty.discard(b)
                old = entry[b]
                st = initial if b == 0 and old is None else None
                fresh = changed[b]
                for p in cfg.preds[b] if fresh else ():
                    if p in fresh:
                        ex = exits[p]
                        st = ex if st is None else self.join_all(st, ex)
                fresh.clear()
                if st is None or (old is not None and st == old):
                    continue
                if old is not None:
                    st = self.join_all(old, st)
                    if st == old:
                        continue
                    changes[b] += 1
                    if changes[b] >= WIDEN_AFTER:  # distances only shrink: take them as 0
                        st = widened(st)
                entry[b] = st
                out = self.transfer(b, st)
                if out != exits[b]:
                    exits[b] = out
                    dirty.update(cfg.succs[b])
                    for succ in cfg.succs[b]:
                        changed[succ].add(b)
        self.solution = (entry, exits, changes)

    def keep_checkpoints(self) -> None:
        """Have run() keep what resume() starts from inside a large block."""
        self.checkpoints = {}

    def restart(
        self, b: int, start: int, checkpoint: tuple, converge: dict[int, tuple]
    ) -> list[Entry] | None:
        """_walk from a checkpoint of block `b` (see _snapshot)."""
        counters, paths, soft = checkpoint
        prune = self.xcnt < 0
        state = [_Counter.restored(snap, k == self.xcnt, prune) for k, snap in enumerate(counters)]
        xp = _XcntPaths(paths, self.v) if paths is not None else None
        return self._walk(b, start, state, xp, dict(soft), converge)


def _snapshot(state: list[_Counter], xp: _XcntPaths | None, soft: dict[str, int]) -> tuple:
    """The state inside a block before a hard wait, as restart() takes it and _walk compares it
    (counters, xcnt paths, pending soft waits)."""
    return (
        tuple(c.snapshot() for c in state),
        frozenset(xp.paths) if xp is not None else None,
        tuple(sorted(soft.items())),
    )


def _union(objects) -> frozenset[str] | None:  # noqa: ANN001 - iterable of frozenset | None
    out: set[str] = set()
    for o in objects:
        if o is None:
            return None
        out |= o
    return frozenset(out)


def _min_union(a: dict[int, int], b: dict[int, int]) -> dict[int, int]:
    if a is b or not b:
        return a
    if not a:
        return b
    out = dict(a)
    for g, d in b.items():
        old = out.get(g)
        if old is None or d < old:
            out[g] = d
    return out


def widened(state: list) -> list:
    """A block entry with every counter widened (the xcnt FIFOs only grow by union, up to
    XPATHS_CAP: they need none)."""
    return [*(_widen(e) for e in state[:-1]), state[-1]]


def _widen(e: Entry) -> Entry:
    """Distances 0 and the longest FIFOs: what later joins can only make so."""
    d_in, d_oo, len_in, len_oo, any_in, any_oo, unknown = e
    return (
        dict.fromkeys(d_in, 0),
        dict.fromkeys(d_oo, 0),
        FIFO_CAP if len_in else 0,
        FIFO_CAP if len_oo else 0,
        any_in,
        any_oo,
        unknown,
    )


class _Counter:
    """One counter's merged FIFO inside a block. Distances are kept as stamps (distance = top -
    stamp) so that an issue is O(1). Paths whose FIFO holds an out-of-order op (`oo`) are kept
    apart from the others (`in_`): a wait of N > 0 trims only the latter, as on each path."""

    __slots__ = (
        "in_", "oo", "top", "len_in", "len_oo", "any_in", "any_oo", "unknown", "xcnt", "prune", "keys"
    )  # fmt: skip

    def __init__(self, e: Entry, xcnt: bool, prune: bool = False) -> None:
        # view()'s live ops in its order while issues only append to one side (None: sort
        # again, see _sorted_live); a view then only drops the oldest: no sort per view
        self.keys: list[int] | None = None
        self.in_ = {g: -d for g, d in e[0].items()}
        self.oo = {g: -d for g, d in e[1].items()}
        self.top = 0
        self.len_in, self.len_oo, self.any_in, self.any_oo, self.unknown = e[2:]
        self.xcnt = xcnt
        # whether the ops past FIFO_CAP may be dropped: only in a function without xcnt, whose
        # credit (other.in_, held) and revival at a switch (issue) look at every recorded op
        self.prune = prune

    def entry(self) -> Entry:
        t = self.top
        return (
            {g: t - s for g, s in self.in_.items() if t - s < FIFO_CAP},
            {g: t - s for g, s in self.oo.items() if t - s < FIFO_CAP},
            self.len_in,
            self.len_oo,
            self.any_in,
            self.any_oo,
            self.unknown,
        )

    def view(self) -> tuple:
        """A FIFO for the exact verifier's checks: every op either kind of path may have in
        flight, oldest first, padded to the longest path's length (for the memory-model checks;
        xcnt holds only operations, each checked, so it repeats its oldest one instead)."""
        keys = self.keys
        if keys is None:
            keys = self._sorted_live()
        else:
            floor = self.top - FIFO_CAP
            side = self.oo or self.in_  # (the one that holds ops: see _sorted_live)
            drop = 0
            while drop < len(keys) and side[keys[drop]] <= floor:
                drop += 1
            if drop:
                if self.prune:  # as _sorted_live drops them
                    for g in keys[:drop]:
                        del side[g]
                del keys[:drop]
        pad = max(0, max(self.len_in, self.len_oo) - len(keys) - self.unknown)
        filler = ANON if not self.xcnt else (keys[0] if keys else None)
        got = (*([filler] * pad if filler is not None else ()), *keys)
        return (*got, TOP) if self.unknown else got

    def _sorted_live(self) -> list[int]:
        """The ops within FIFO_CAP issues of the top, oldest first (ties: the greater gid
        first), kept as `keys` when only one of in_ and oo holds ops (no path holds an
        out-of-order op, or every path does)."""
        # (stamps, not distances: the oldest op has the least stamp; two stable C-level sorts)
        floor = self.top - FIFO_CAP
        live = {g: s for g, s in self.in_.items() if s > floor}
        oo = self.oo
        if self.prune:
            # (ops past the cap are complete: no use of the state looks at them without xcnt)
            if len(live) != len(self.in_):
                self.in_ = dict(live) if oo else live
            if oo:
                oo = {g: s for g, s in oo.items() if s > floor}
                if len(oo) != len(self.oo):
                    self.oo = oo
        for g, s in oo.items():
            if s > floor and live.get(g, floor) < s:
                live[g] = s
        keys = sorted(live, reverse=True)
        keys.sort(key=live.__getitem__)
        self.keys = None if oo and self.in_ else keys
        return keys

    def snapshot(self) -> tuple:
        """Every field, the dicts copied (ops past the cap left out where view() drops them, so
        that two runs meet whenever their views would)."""
        floor = self.top - FIFO_CAP
        if self.prune:
            in_ = {g: s for g, s in self.in_.items() if s > floor}
            oo = {g: s for g, s in self.oo.items() if s > floor}
        else:
            in_, oo = dict(self.in_), dict(self.oo)
        return (in_, oo, self.top, self.len_in, self.len_oo, self.any_in, self.any_oo, self.unknown)

    @classmethod
    def restored(cls, snap: tuple, xcnt: bool, prune: bool) -> _Counter:
        c = cls.__new__(cls)
        c.in_, c.oo = dict(snap[0]), dict(snap[1])
        c.top, c.len_in, c.len_oo, c.any_in, c.any_oo, c.unknown = snap[2:]
        c.xcnt, c.prune, c.keys = xcnt, prune, None
        return c

    def reset(self, storecnt_top: bool) -> None:
        self.keys = None
        self.in_, self.oo, self.len_in, self.len_oo = {}, {}, 0, 0
        self.any_in, self.any_oo, self.unknown = True, False, False
        if storecnt_top:
            self.oo, self.len_oo, self.any_in, self.any_oo = {TOP: self.top}, 1, False, True

    def wait(self, n: int) -> int:
        """Credit `wait n`; how many ops it may drain on some path (0: no change)."""
        longest = max(self.len_in, self.len_oo)
        if longest <= n:
            return 0
        if n == 0:
            self.reset(False)
            return longest
        if self.unknown or self.len_in <= n:
            return 0  # unknown ops may be out of order; paths with one are not trimmed
        drained = self.len_in - n
        t = self.top
        self.in_ = {g: s for g, s in self.in_.items() if t - s < n}
        self.len_in = n
        self.keys = None
        return drained

    def credit(self, c: str, other: _Counter, anonymous: set[int], ops: list) -> bool:
        """(xcnt) Drop the operations counting on `c` that `other` (c's state, just waited) holds
        on no path: they are complete, so their translations are done. Anonymous operations
        (stores) are not identified in `other`: they are done only once it is empty. An unknown
        state proves nothing."""
        if self.unknown or other.unknown:
            return False
        held = other.in_.keys() | other.oo.keys()
        empty = not held and not other.len_in and not other.len_oo
        done = [
            g
            for side in (self.in_, self.oo)
            for g in side
            if g >= 0 and (empty or (g not in anonymous and g not in held)) and c in ops[g].counters
        ]
        for g in done:
            self.in_.pop(g, None)
            self.oo.pop(g, None)
        if done:
            self.keys = None
        return bool(done) | self._in_order_again(ops)

    def _in_order_again(self, ops: list) -> bool:
        """(xcnt) Paths kept apart for out-of-order ops none of which is still in flight hold
        only in-order ops now: join them to the others, so that a wait N > 0 trims them."""
        if self.unknown or not self.any_oo or any(g < 0 or "xcnt" in ops[g].ooo for g in self.oo):
            return False
        for g, s in self.oo.items():
            if self.in_.get(g, s - 1) < s:
                self.in_[g] = s
        self.len_in = max(self.len_in, self.len_oo)
        self.oo, self.len_oo, self.any_in, self.any_oo = {}, 0, True, False
        self.keys = None
        return True

    def _one_side(self, ooo: bool) -> bool:
        """Whether an issue adds its op to one side only, the other being empty."""
        if self.any_in and not self.any_oo:
            return not ooo and not self.oo
        return self.any_oo and not self.any_in and not self.in_

    def issue(self, gid: int, ooo: bool, is_smem: bool, ops: list) -> None:
        keys = self.keys
        if keys is not None:  # still in view()'s order if the op joins one side, at the top
            if self.xcnt or gid in self.in_ or gid in self.oo or not self._one_side(ooo):
                keys = self.keys = None
            elif gid != ANON:
                keys.append(gid)
        if self.xcnt:
            for side in (self.in_, self.oo):
                kept = {g for g in side if g == TOP or ops[g].is_smem == is_smem}
                if len(kept) != len(side):
                    # the others drop out: what stays may move up to the tail
                    side.clear()
                    side.update(dict.fromkeys(kept, self.top))
            self._in_order_again(ops)
        self.top += 1
        t = self.top
        if ooo and self.any_in:  # every path now holds an out-of-order op
            for g, s in self.in_.items():
                if self.oo.get(g, s - 1) < s:
                    self.oo[g] = s
            self.len_oo = max(self.len_oo, self.len_in)
            self.in_, self.len_in, self.any_in, self.any_oo = {}, 0, False, True
        if self.any_in:
            if gid != ANON:
                self.in_[gid] = t
            self.len_in = min(self.len_in + 1, FIFO_CAP)
        if self.any_oo:
            if gid != ANON:
                self.oo[gid] = t
            self.len_oo = min(self.len_oo + 1, FIFO_CAP)
        for side in (self.in_, self.oo):
            if len(side) > KEY_CAP:
                live = {g: s for g, s in side.items() if t - s < FIFO_CAP}
                side.clear()
                self.keys = None
                if len(live) > KEY_CAP:
                    self.unknown = True
                    if TOP in live:
                        side[TOP] = live[TOP]
                else:
                    side.update(live)


class _XcntPaths:
    """The xcnt FIFOs of the paths into a point, each transformed as the exact exploration
    transforms a path's (verify.Verifier._wait, _issue), the other counters' waits credited by
    xcnt.credit only where every path allows it."""

    __slots__ = ("paths", "v")

    def __init__(self, paths: frozenset, v: Verifier) -> None:
        self.paths: set[tuple] = set(paths)
        self.v = v

    def wait(self, c: str, n: int, counter: _Counter) -> None:
        ops, ooo = self.v.m.ops, self.v.ooo_of["xcnt"]
        out: set[tuple] = set()
        for f in self.paths:
            if c == "xcnt":
                if len(f) > n and not (n > 0 and not ooo.isdisjoint(f)):
                    f = f[len(f) - n :] if n > 0 else ()
            elif c in COMPLETION_COUNTERS and TOP not in f:
                # n > 0 counts only while c is in order on every path (its merged state says)
                if n == 0 or not (counter.unknown or counter.any_oo):
                    f = credit(f, c, n, ops, ooo)
            out.add(f)
        self.paths = out

    def issue(self, mop) -> None:  # noqa: ANN001 - a MemOp
        ops = self.v.m.ops
        out: set[tuple] = set()
        for f in self.paths:
            f = (*(g for g in f if g == TOP or ops[g].is_smem == mop.is_smem), mop.gid)
            out.add(f[len(f) - FIFO_CAP :] if len(f) > FIFO_CAP else f)
        self.paths = out

    def view(self) -> tuple:
        """Every op some path has in flight (each is checked), padded to the longest path."""
        live = sorted({g for f in self.paths for g in f})
        pad = max((len(f) for f in self.paths), default=0) - len(live)
        return (*([live[0]] * pad if pad > 0 else ()), *live)
