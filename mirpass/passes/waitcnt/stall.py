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
        for ev in events:
            kind = ev[0]
            if kind == "issue":
                latency = ev[2] or DEFAULT_LATENCY
                for c in ev[1]:
                    done = self.t + (XCNT_LATENCY if c == "xcnt" else latency)
                    q = self.pending.setdefault(c, [])
                    # in-order completion: not before the operation issued before it
                    bisect.insort(q, max(done, q[-1]) if q else done)
                self.t += 1
            elif kind == "wait":
                self._wait(ev[1], cost)  # issuing it takes no cycle: only its stall counts
            else:
                self.t += ev[1]

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
    back edges are not followed), at most MAX_PATHS; else the loop's blocks in layout order."""
    blocks = loop.blocks
    latches = set(loop.latches)
    out: list[tuple[int, ...]] = []
    stack: list[tuple[int, tuple[int, ...]]] = [(loop.header, (loop.header,))]
    while stack:
        b, path = stack.pop()
        if b in latches:
            out.append(path)
            if len(out) > MAX_PATHS:
                return [tuple(sorted(blocks))]
        for s in reversed(cfg.succs[b]):
            if s in blocks and s != loop.header and s not in path and not cfg.dominates(s, b):
                stack.append((s, (*path, s)))
    return out or [tuple(sorted(blocks))]


def dominator_chain(cfg: CFG, header: int) -> list[int]:
    """The blocks that dominate the header, from the entry, the header excluded."""
    return [b for b in cfg.rpo if b != header and cfg.dominates(b, header)]


def loop_costs(cfg: CFG, events: Sequence[Sequence[Event]]) -> list[LoopCost]:
    """Every loop's paths and their costs, `events[b]` being block b's events."""
    out: list[LoopCost] = []
    for loop in sorted(cfg.loops, key=lambda lp: lp.header):
        lc = LoopCost(loop.header, cfg.blocks[loop.header].number, loop.depth)
        prefix = dominator_chain(cfg, loop.header)
        for path in loop_paths(cfg, loop):
            m = _Machine()
            pre = IterationCost()
            for b in prefix:
                m.run(events[b], pre)
            iters: list[IterationCost] = []
            for _ in range(WARMUP + 1):
                cost = IterationCost()
                for b in path:
                    m.run(events[b], cost)
                iters.append(cost)
            lc.paths.append(PathCost(path, pre.exposed, iters[0], iters[-1]))
        out.append(lc)
    return out


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


def model_events(model: FunctionModel, anchors: dict[tuple[int, int], Anchor]) -> list[list[Event]]:
    """Per block, the events of the pass's model with the waits of `anchors` placed (the input's
    soft waits are not instructions any more: their requirement is in the anchors)."""
    out: list[list[Event]] = []
    for b, groups in enumerate(model.groups):
        events: list[Event] = []
        for gi, g in enumerate(groups):
            a = anchors.get((b, gi))
            if a is not None and a.spec:
                events.append(("wait", dict(a.spec)))
            if g.role == "hard":
                events.append(("wait", dict(g.waits)))
            elif g.role == "op":
                if g.producers:
                    events.extend(("issue", mop.counters, mop.info.latency) for mop in g.producers)
                else:
                    events.append(("cycles", 1))
        a = anchors.get((b, len(groups)))
        if a is not None and a.spec:
            events.append(("wait", dict(a.spec)))
        out.append(events)
    return out


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
