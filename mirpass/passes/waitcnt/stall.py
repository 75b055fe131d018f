"""A path- and loop-aware estimate of the latency exposed at waits.

It decides between wait placements (placement.py) and reports them per loop (`compare
--loops`), so it needs only to rank two placements of the same instructions, not to predict
hardware:

- instructions issue in order, one per cycle, but for waits, which cost only their stall (so
  that a wait that drains nothing costs nothing); `S_NOP n` takes n+1 cycles;
- a memory operation completes `latency` cycles after issue (the scheduling model's value from
  the opcode table, DEFAULT_LATENCY where it has none; its address translation, xcnt, after
  XCNT_LATENCY), and the operations of a counter complete in issue order;
- a wait for `c(k)` stalls until at most k operations of c are incomplete.

A path into a loop is the dominator chain from the entry to the loop's header (the blocks that
run before the loop on every path), then the loop's body along one acyclic path from the header
to a latch, repeated. The first iterations are the warm-up; the exposure of the last simulated
iteration is the steady state, in flight from the previous iterations of the same path. A
path's expected exposure weights each iteration by the trip count, which mirpass does not know:
unknown counts count as many (UNKNOWN_TRIPS).
"""

from __future__ import annotations

import bisect
from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import compress
from operator import is_not, itemgetter, ne

from mirpass.ir.cfg import CFG, Loop
from mirpass.ir.translate import TranslatedFunction
from mirpass.passes.waitcnt.dataflow import Anchor
from mirpass.passes.waitcnt.model import FunctionModel

DEFAULT_LATENCY = 20
UNKNOWN_TRIPS = 64  # the weight of a steady-state iteration of a loop whose trip count is unknown
WARMUP = 2  # iterations simulated before the steady-state one
# xcnt (gfx1250) counts address translations, which complete long before the data: waiting for
# them right after issue is not a memory latency.
XCNT_LATENCY = 8
MAX_PATHS = 32  # acyclic header-to-latch paths per loop before falling back to layout order

CHECKPOINT = 16  # dominator-chain blocks per kept simulation snapshot (StallModel._prefix)

# One block's events, in order: ("issue", counters, latency, name) | ("wait", spec, text) |
# ("cycles", n)
Event = tuple


@dataclass
class IterationCost:
    exposed: int = 0  # cycles stalled at waits
    waits: int = 0  # wait instructions that stalled or drained something
    drained: int = 0  # operations that had to complete at those waits
    wait_sites: int = 0  # wait instructions executed


@dataclass
class PathCost:
    blocks: tuple[int, ...]  # the loop body's blocks (layout positions) along this path
    prefix: int  # exposure before the loop (dominator chain)
    first: IterationCost  # the first iteration
    steady: IterationCost  # a steady-state iteration

    @property
    def expected(self) -> int:
        return self.prefix + self.first.exposed + UNKNOWN_TRIPS * self.steady.exposed


@dataclass
class LoopCost:
    header: int  # layout position of the header block
    number: int  # its bb number
    depth: int
    paths: list[PathCost] = field(default_factory=list)

    @property
    def steady(self) -> IterationCost:
        """The most exposing path's steady-state iteration."""
        steady = [p.steady for p in self.paths]
        return max(steady, key=lambda s: (s.exposed, s.drained), default=IterationCost())


class _Machine:
    def __init__(self) -> None:
        self.t = 0
        self.pending: dict[str, list[int]] = {}  # counter -> completion cycles, ascending

    def run(self, events: Sequence[Event], cost: IterationCost) -> None:
        pending = self.pending
        t = self.t
        for ev in events:
            kind = ev[0]
            if kind == "issue":
                latency = ev[2] or DEFAULT_LATENCY
                for c in ev[1]:
                    done = t + (XCNT_LATENCY if c == "xcnt" else latency)
                    q = pending.get(c)
                    if q is None:
                        pending[c] = [done]
                    else:
                        # in-order completion: not before the operation issued before it (so
                        # the list stays sorted: appending is inserting)
                        q.append(done if not q or done > q[-1] else q[-1])
                t += 1
            elif kind == "wait":
                self.t = t
                self._wait(ev[1], cost)  # issuing it takes no cycle: only its stall counts
                t = self.t
            else:
                t += ev[1]
        self.t = t

    def _wait(self, spec: dict[str, int], cost: IterationCost) -> None:
        ready = self.t
        drained = 0
        for c, k in spec.items():
            q = self.pending.get(c)
            if not q:
                continue
            cut = bisect.bisect_right(q, self.t)
            del q[:cut]  # completed already
            if len(q) > k:
                n = len(q) - k
                ready = max(ready, q[n - 1])
                drained += n
        cost.wait_sites += 1
        if drained:
            cost.waits += 1
            cost.drained += drained
            cost.exposed += ready - self.t
            self.t = ready
            for q in self.pending.values():
                del q[: bisect.bisect_right(q, self.t)]


def loop_paths(cfg: CFG, loop: Loop) -> list[tuple[int, ...]]:
    """The acyclic paths from the loop's header to a latch, inside the loop (a nested loop's
    back edges are not followed), at most MAX_PATHS; else the loop's blocks in layout order.
    A depth-first walk, successors in order, with the current path as a list and a set (not a
    tuple per step: a long path would be copied and searched at every step)."""
    blocks = loop.blocks
    latches = set(loop.latches)
    succs = cfg.succs
    enter, leave = cfg.dominator_intervals()  # a loop's blocks are all reachable
    header = loop.header
    out: list[tuple[int, ...]] = []
    path = [header]
    on_path = {header}
    stack = [iter(succs[header])]
    if header in latches:
        out.append((header,))
    while stack:
        b = path[-1]
        eb, lb = enter[b], leave[b]
        for s in stack[-1]:
            # s dominates b: a back edge of a nested loop, not followed
            if s in blocks and s != header and s not in on_path and not (enter[s] <= eb and lb <= leave[s]):
                path.append(s)
                on_path.add(s)
                stack.append(iter(succs[s]))
                if s in latches:
                    out.append(tuple(path))
                    if len(out) > MAX_PATHS:
                        return [tuple(sorted(blocks))]
                break
        else:
            stack.pop()
            on_path.discard(path.pop())
    return out or [tuple(sorted(blocks))]


class _LazyPaths(dict):
    """Loop header -> loop_paths of its loop, made on first use."""

    def __init__(self, cfg: CFG, loops: list[Loop]) -> None:
        super().__init__()
        self.cfg = cfg
        self.loop_at = {loop.header: loop for loop in loops}

    def __missing__(self, header: int) -> list[tuple[int, ...]]:
        paths = self[header] = loop_paths(self.cfg, self.loop_at[header])
        return paths


class _LazyBlocks(dict):
    """Loop header -> the blocks on its loop's paths, made on first use."""

    def __init__(self, paths: _LazyPaths) -> None:
        super().__init__()
        self.paths = paths

    def __missing__(self, header: int) -> frozenset[int]:
        blocks = self[header] = frozenset(b for p in self.paths[header] for b in p)
        return blocks


def loop_costs(cfg: CFG, events: Sequence[Sequence[Event]]) -> list[LoopCost]:
    """Every loop's paths and their costs, `events[b]` being block b's events."""
    return StallModel(cfg).evaluate(events).costs


# A machine's state with its completed operations dropped (they change nothing any more):
# (t, counter -> completion cycles, exposure so far on the dominator chain).
_Snapshot = tuple[int, dict[str, tuple[int, ...]], int]
_EMPTY_SNAPSHOT: _Snapshot = (0, {}, 0)


def _snapshot(m: _Machine, exposed: int) -> _Snapshot:
    t = m.t
    pending = {}
    for c, q in m.pending.items():
        live = tuple(q[bisect.bisect_right(q, t) :])
        if live:
            pending[c] = live
    return (t, pending, exposed)


def _restore(s: _Snapshot) -> _Machine:
    m = _Machine()
    m.t = s[0]
    m.pending = {c: list(q) for c, q in s[1].items()}
    return m


def _entry_key(s: _Snapshot) -> tuple:
    """The snapshot up to a shift of time, which the simulation does not see (it compares and
    subtracts cycles only): equal keys give equal iteration costs on the same events."""
    t = s[0]
    return tuple(sorted((c, tuple(x - t for x in q)) for c, q in s[1].items()))


# The paths depend on the CFG only: one model for all the evaluations of a function (the one
# being placed; `release` drops it).
_CURRENT: list[StallModel] = []


@dataclass
class StallEval:
    """One evaluation: the costs, and what a later evaluation of similar events can reuse."""

    events: Sequence[Sequence[Event]]
    costs: list[LoopCost]
    prefix: dict[int, _Snapshot]  # block -> state after the dominator chain down to it
    # header -> (entry key, each path's (first, steady) iteration)
    loops: dict[int, tuple[tuple, list[tuple[IterationCost, IterationCost]]]]
    ref: StallEval | None = None
    changed: list[bool] | None = None  # per block: its events differ from ref's
    stale: list[bool] | None = None  # per block: a block on its dominator chain changed


class StallModel:
    """loop_costs for one CFG, evaluated many times (once per candidate placement): the loops'
    paths are computed once, the dominator chains' simulations are shared down the dominator
    tree, and against a reference evaluation only what changed is simulated again: a prefix
    whose chain has no changed block, and a loop whose paths have none and whose entry state
    is the same, cost what they cost there."""

    def __init__(self, cfg: CFG) -> None:
        self.cfg = cfg
        self.loops = sorted(cfg.loops, key=lambda lp: lp.header)
        # Each loop's paths (and the blocks on them), made when the loop is first evaluated: a
        # comparison stops at the first loop that exposes more, and a deep nest's paths are
        # long.
        self.paths = _LazyPaths(cfg, self.loops)
        self.path_blocks = _LazyBlocks(self.paths)
        self.recent: list[StallEval] = []  # the last evaluations started, references for new ones
        # (_stale's dominator tree and its start, made on the first evaluation with a reference)
        self._children: list[list[int]] | None = None
        self._unreached: list[bool] = []

    @staticmethod
    def of(cfg: CFG) -> StallModel:
        """The CFG's model, shared by every placement decision on its function."""
        if not _CURRENT or _CURRENT[0].cfg is not cfg:
            _CURRENT[:] = [StallModel(cfg)]
        return _CURRENT[0]

    @staticmethod
    def release() -> None:
        _CURRENT.clear()

    def evaluate(self, events: Sequence[Sequence[Event]], ref: StallEval | None = None) -> StallEval:
        """Every loop's cost (`ref`: an evaluation of similar events, to reuse)."""
        ev = self.start(events, ref)
        for k in range(len(self.loops)):
            self.loop_cost(ev, k)
        return ev

    def start(self, events: Sequence[Sequence[Event]], ref: StallEval | None = None) -> StallEval:
        """An evaluation whose loops are computed on demand (loop_cost); without `ref`, the
        recent evaluation closest to `events` is the reference (any reference gives the same
        costs: it only saves simulating what did not change)."""
        if ref is None and self.recent:
            # (model_events hands an unchanged block the same list: identity first, then values)
            # (map(ne): a block's list compares equal to itself without a Python frame per block)
            ref = min(self.recent, key=lambda r: sum(map(ne, events, r.events)))
        # Two are kept: a comparison's base and its trial (a reference keeps its own alive).
        self.recent = [*self.recent[-1:], StallEval(events, [], {}, {}, ref)]
        ev = self.recent[-1]
        if ref is not None:
            ev.changed = changed = list(map(ne, events, ref.events))
            ev.stale = self._stale(changed)
        return ev

    def _stale(self, changed: list[bool]) -> list[bool]:
        """Per block, whether a block on its dominator chain (itself included) changed (True
        for the unreachable ones): the changed blocks' dominator subtrees, walked from the few
        changed blocks instead of a Python step for every block of the function per start."""
        cfg = self.cfg
        if self._children is None:
            self._children = cfg.dominator_children()
            self._unreached = [True] * len(changed)
            for b in cfg.rpo:
                self._unreached[b] = False
        stale = self._unreached.copy()
        children = self._children
        position = cfg.rpo_index
        todo = [b for b in compress(range(len(changed)), changed) if position[b] >= 0]
        while todo:
            b = todo.pop()
            if not stale[b]:
                stale[b] = True
                todo.extend(children[b])
        return stale

    def loop_cost(self, ev: StallEval, k: int) -> LoopCost:
        """The cost of the k-th loop (by header), computing the loops before it first."""
        cfg = self.cfg
        ref = ev.ref
        while len(ev.costs) <= k:
            loop = self.loops[len(ev.costs)]
            h = loop.header
            lc = LoopCost(h, cfg.blocks[h].number, loop.depth)
            entry = self._prefix(ev, cfg.idom[h]) if h != 0 else _EMPTY_SNAPSHOT
            key = _entry_key(entry)
            old = ref.loops.get(h) if ref is not None else None
            if old is not None and old[0] == key and not any(ev.changed[b] for b in self.path_blocks[h]):  # type: ignore[index]
                iters = old[1]
            else:
                iters = [self._iterations(entry, path, ev.events) for path in self.paths[h]]
            ev.loops[h] = (key, iters)
            lc.paths = [PathCost(p, entry[2], i[0], i[1]) for p, i in zip(self.paths[h], iters, strict=True)]
            ev.costs.append(lc)
        if len(ev.costs) == len(self.loops):
            ev.ref = None  # complete: nothing more to take from it (and no chain of them kept)
        return ev.costs[k]

    def compare(self, events: Sequence[Sequence[Event]], base: StallEval) -> tuple[bool, bool, StallEval]:
        """no_worse(evaluate(events, base).costs, evaluate(base's events).costs), both
        evaluated loop by loop and only up to the first loop where `events` expose more: (ok,
        better, the evaluation of `events`, complete when ok)."""
        trial = self.start(events, base)
        better = False
        for k in range(len(self.loops)):
            q = self.loop_cost(base, k)
            p = self.loop_cost(trial, k)
            ok, b = no_worse([p], [q])
            if not ok:
                return False, False, trial
            better = better or b
        return True, better, trial

    def _prefix(self, ev: StallEval, x: int) -> _Snapshot:
        """The state after the dominator chain from the entry down to x, x included."""
        idom = self.cfg.idom
        ref, stale = ev.ref, ev.stale
        todo: list[int] = []
        base: _Snapshot | None = None
        while True:
            s = ev.prefix.get(x)
            if s is None and ref is not None and not stale[x]:  # type: ignore[index]
                s = ref.prefix.get(x)
                if s is not None:
                    ev.prefix[x] = s
            if s is not None:
                base = s
                break
            todo.append(x)
            if x == 0:
                break
            x = idom[x]
        s = base if base is not None else _EMPTY_SNAPSHOT
        if not todo:
            return s
        # One machine runs down the chain: completed operations change nothing (see _snapshot),
        # so this equals a snapshot and restore per block. Only every CHECKPOINT-th block and x
        # keep a snapshot: a later chain that leaves this one between two of them runs at most
        # CHECKPOINT blocks again (w100k: 30k per-block snapshots were 40% of the prefixes).
        m = _restore(s)
        cost = IterationCost(exposed=s[2])
        events, prefix = ev.events, ev.prefix
        for k in range(len(todo) - 1, -1, -1):
            b = todo[k]
            m.run(events[b], cost)
            if k % CHECKPOINT == 0:
                prefix[b] = _snapshot(m, cost.exposed)
        return prefix[todo[0]]

    @staticmethod
    def _iterations(
        entry: _Snapshot, path: tuple[int, ...], events: Sequence[Sequence[Event]]
    ) -> tuple[IterationCost, IterationCost]:
        m = _restore(entry)
        iters: list[IterationCost] = []
        key = _entry_key(entry)
        for _ in range(WARMUP + 1):
            cost = IterationCost()
            for b in path:
                m.run(events[b], cost)
            iters.append(cost)
            if len(iters) <= WARMUP:
                after = _entry_key(_snapshot(m, 0))
                if after == key:
                    # the iteration left the machine as it found it (up to time): every later
                    # one repeats it
                    break
                key = after
        return iters[0], iters[-1]


def no_worse(new: list[LoopCost], old: list[LoopCost]) -> tuple[bool, bool]:
    """(never more exposure on any path, less on at least one), loops matched by header."""
    by_header = {lc.header: lc for lc in old}
    better = False
    for lc in new:
        ref = by_header.get(lc.header)
        if ref is None or len(ref.paths) != len(lc.paths):
            return False, False
        for p, q in zip(lc.paths, ref.paths, strict=True):
            if p.blocks != q.blocks:
                return False, False
            if p.expected > q.expected or p.steady.exposed > q.steady.exposed:
                return False, False
            better = better or p.expected < q.expected
    return True, better


def model_events(
    model: FunctionModel,
    by_block: Sequence[dict[int, Anchor]],
    cache: dict[int, tuple[tuple, list[Event], dict[int, Anchor]]] | None = None,
) -> list[list[Event]]:
    """Per block, the events of the pass's model with the waits of `by_block` placed (a solve's
    anchors by block and group, `DataflowResult.by_block`; the input's soft waits are not
    instructions any more: their requirement is in the anchors). `cache` (block -> its waits,
    events and anchors, from earlier calls on the same model): a block whose waits are those of
    an earlier call gets that call's events (the same list). A replayed solve hands an
    unchanged block the very dict of anchors it had (solve.py; anchors are not changed once
    made): that block is a hit without building its waits."""
    groups_of = model.groups
    if cache is not None and len(cache) == len(groups_of):
        return _events_again(groups_of, by_block, cache)
    out: list[list[Event]] = []
    for b, groups in enumerate(groups_of):
        blk = by_block[b]
        hit = cache.get(b) if cache is not None else None
        if hit is not None and hit[2] is blk:
            out.append(hit[1])
            continue
        key = _waits_key(blk)
        if hit is not None and hit[0] == key:
            events = hit[1]
        else:
            events = _block_events(groups, blk)
        if cache is not None:
            cache[b] = (key, events, blk)
        out.append(events)
    return out


def _events_again(
    groups_of: list, by_block: Sequence[dict[int, Anchor]], cache: dict[int, tuple]
) -> list[list[Event]]:
    """model_events with a cache that holds every block, in block order (the first call fills it
    so): the blocks whose anchors are the cached dict are found without a Python step each (a
    replayed solve changes few; w100k: 10k blocks per call, ~15 changed)."""
    entries = list(cache.values())
    out = list(map(itemgetter(1), entries))
    for b in compress(range(len(entries)), map(is_not, by_block, map(itemgetter(2), entries))):
        blk = by_block[b]
        key = _waits_key(blk)
        hit = entries[b]
        events = hit[1] if hit[0] == key else _block_events(groups_of[b], blk)
        cache[b] = (key, events, blk)
        out[b] = events
    return out


def _waits_key(blk: dict[int, Anchor]) -> tuple:
    """A block's waits (what its events depend on besides its groups)."""
    return tuple((gi, tuple(a.spec.items())) for gi, a in sorted(blk.items()) if a.spec)


def _block_events(groups: list, blk: dict[int, Anchor]) -> list[Event]:
    """The events of a block's groups with the waits of its anchors `blk` (by group) placed."""
    events: list[Event] = []
    for gi, g in enumerate(groups):
        a = blk.get(gi)
        if a is not None and a.spec:
            events.append(("wait", dict(a.spec)))
        if g.role == "hard":
            events.append(("wait", dict(g.waits)))
        elif g.role == "op":
            if g.producers:
                events.extend(("issue", mop.counters, mop.info.latency) for mop in g.producers)
            else:
                events.append(("cycles", 1))
    a = blk.get(len(groups))
    if a is not None and a.spec:
        events.append(("wait", dict(a.spec)))
    return events


def translated_events(tf: TranslatedFunction) -> list[list[Event]]:
    """Per block, the events of a function as written (llc's output or mirpass's)."""
    out: list[list[Event]] = []
    for ops in tf.blocks:
        events: list[Event] = []
        for op in ops:
            if op.kind == "NOP":
                events.append(("cycles", max(op.wait_states, 1)))
            elif op.waits:
                events.append(("wait", dict(op.waits)))
            elif op.counters:
                events.append(("issue", tuple(op.counters), op.info.latency))
            else:
                events.append(("cycles", 1))
        out.append(events)
    return out
