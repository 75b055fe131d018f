"""The fixed-point solve of the wait dataflow: a worklist over the blocks in RPO sweeps, with its
policies as small objects.

A sweep visits, in reverse post-order, the blocks whose predecessors' exits changed (the
worklist). The policies change what a block enters with or leaves, depending on the sweep:
- `Accumulation`: from ACCUMULATE_AFTER on, a block's entry keeps its previous entry's FIFOs, so
  the (non-monotone) iteration only ascends and converges;
- `Widening`: from WIDEN_AFTER on, loop headers saturate all but their youngest FIFO entries;
- `TensorFreeze`: without loop-carried token dependencies, tensorcnt's FIFOs are those of the
  first sweep (what the acyclic paths carry), at every entry and exit;
- `Reuse`: a replay with a plan takes over, unchanged, the transfers of a converged solve
  without a plan wherever the plan cannot change them.
The sweep counts matter (the policies start at given sweeps): the order is part of the result.
"""

from __future__ import annotations

from heapq import heappop, heappush
from typing import TYPE_CHECKING

from mirpass.passes.waitcnt.llc22 import remember_waits
from mirpass.passes.waitcnt.queues import WIDEN_KEEP, Queues, State, _add, _prune, _widen
from mirpass.passes.waitcnt.replay import Replay, Trace, Visit

if TYPE_CHECKING:
    from mirpass.passes.waitcnt.dataflow import Anchor, DataflowResult, PlanInput, WaitDataflow

# Widening: from this sweep on, FIFOs at loop headers keep their youngest WIDEN_KEEP entries and
# saturate the rest. A saturated dependency waits for every entry younger than the saturated
# set, so this is sound at any length; it only makes waits on very old operations stricter.
WIDEN_AFTER = 4
# The transfer is not monotone (more paths at an anchor give a stricter wait and so a smaller
# exit), so plain iteration can oscillate. From this sweep on a block's entry also keeps the
# FIFOs of its previous entry: the iteration then only ascends and must converge. Keeping
# extra FIFOs only makes waits stricter.
ACCUMULATE_AFTER = 8

_NO_SAT: frozenset[tuple[int, str]] = frozenset()
_EMPTY: Queues = {(): frozenset()}
_NO_FREEZE = (None, None, None)


class Accumulation:
    def __init__(self, counters: tuple[str, ...]) -> None:
        self.counters = counters

    def apply(self, st: State, prev: State | None, sweep: int) -> None:
        if sweep < ACCUMULATE_AFTER or prev is None:
            return
        for c in self.counters:
            qs = st[c]
            for q, tags in prev[c].items():
                _add(qs, q, tags)
            if len(qs) > 1:
                st[c] = _prune(qs, c != "xcnt")


class Widening:
    def __init__(self, counters: tuple[str, ...], headers: set[int]) -> None:
        self.counters = counters
        self.headers = headers

    def apply(self, b: int, st: State, sweep: int) -> None:
        if sweep >= WIDEN_AFTER and b in self.headers:
            for c in self.counters:
                st[c] = _widen(st[c], WIDEN_KEEP)


class TensorFreeze:
    """tensorcnt's FIFOs frozen at their first sweep's values; `produced` keeps what each
    block's last transfer made of them before freezing (Reuse takes that over)."""

    def __init__(self, n: int) -> None:
        self.entry: list[Queues | None] = [None] * n
        self.exit: list[Queues | None] = [None] * n
        self.produced: list[Queues | None] = [None] * n

    def on_entry(self, b: int, st: State, sweep: int) -> None:
        if sweep == 0:
            self.entry[b] = dict(st["tensorcnt"])
        else:
            st["tensorcnt"] = dict(self.entry[b] or _EMPTY)

    def on_exit(self, b: int, out: State, sweep: int) -> None:
        self.produced[b] = out["tensorcnt"]
        if sweep == 0:
            self.exit[b] = dict(out["tensorcnt"])
        else:
            out["tensorcnt"] = dict(self.exit[b] or _EMPTY)


class Reuse:
    """A block whose entry equals its entry in a converged solve without a plan, that takes
    no tail drain and whose planned floors are no stricter than the waits found there gets
    exactly that transfer's result (the transfer depends only on the entry state and the
    plan)."""

    def __init__(self, first: DataflowResult, plan: PlanInput | None, n: int) -> None:
        self.entry = first.entry
        self.exit = first.exit
        self.by_block: list[dict[int, Anchor]] = first.by_block
        self.saturated = first.block_saturated
        self.tensor = first.block_tensor
        self.plain = first.plain_entry or [False] * n
        self._floors = plan.floors if plan is not None else {}
        self._tails = plan.tail_drains if plan is not None else {}
        # Whether each block may be reused, found on its first question: a replay asks about
        # the few blocks a plan change reaches, not all of them.
        self._reusable: dict[int, bool] = {}

    def reusable(self, b: int) -> bool:
        hit = self._reusable.get(b)
        if hit is None:
            floors_all = self._floors
            hit = self._reusable[b] = b not in self._tails and all(
                all(f.get(c, w) >= w for c, w in a.spec.items())
                for gi, a in self.by_block[b].items()
                if (f := floors_all.get((b, gi)))
            )
        return hit

    @staticmethod
    def usable(first: DataflowResult | None) -> bool:
        return first is not None and first.converged and first.block_saturated is not None

    def unmerged(self, b: int, preds: list[int], exits: list[State | None]) -> bool:
        """Whether b's entry, a plain merge, is merged from the very exits its entry in the
        first solve was merged from: equal to that entry, taken over without merging."""
        return self.plain[b] and self.reusable(b) and all(exits[p] is self.exit[p] for p in preds)

    def matches(self, b: int, st: State) -> bool:
        return self.reusable(b) and st == self.entry[b]

    def exit_of(self, b: int, freeze: bool) -> State:
        out = self.exit[b]
        if freeze:  # its unfrozen tensorcnt FIFOs: the freeze is applied again after it
            out = dict(out)  # type: ignore[arg-type]
            out["tensorcnt"] = self.tensor[b]  # type: ignore[index]
        return out  # type: ignore[return-value]


class Solver:
    """One solve: the per-block results and the policies."""

    def __init__(
        self,
        df: WaitDataflow,
        plan: PlanInput | None,
        reuse: DataflowResult | None,
        replay: Trace | None = None,
    ) -> None:
        m = df.m
        n = len(m.groups)
        self.df = df
        self.plan = plan
        self.entry: list[State | None] = [None] * n
        self.exits: list[State | None] = [None] * n
        self.by_block: list[dict[int, Anchor]] = [{} for _ in range(n)]
        self.saturated: set[tuple[int, str]] = set()
        self.block_sat: list[frozenset[tuple[int, str]] | set[tuple[int, str]]] = [_NO_SAT] * n
        self.plain_entry = [False] * n
        self.accumulation = Accumulation(df.counters)
        self.widening = Widening(df.counters, {loop.header for loop in m.cfg.loops})
        self.freeze = TensorFreeze(n) if df.freeze_tensor else None
        self.reuse = Reuse(reuse, plan, n) if Reuse.usable(reuse) else None  # type: ignore[arg-type]
        self.replay = Replay(replay, plan) if replay is not None else None
        self.trace = Trace(plan)

    def run(self, cap: int, start: int = 0, later: list[int] | None = None) -> tuple[int, bool]:
        """Sweep to a fixed point or the cap: (sweeps, converged). `start`, `later`: go on from
        sweep `start`, whose dirty blocks (RPO positions) are `later` (fast_replay.py)."""
        cfg = self.df.m.cfg
        rpo, position = cfg.rpo, cfg.rpo_index
        # The dirty blocks (whose predecessors' exits changed) by RPO position: a sweep visits
        # them in order; one made dirty ahead of the sweep's position is visited in the same
        # sweep, one behind it (or the block itself) in the next. A heap, not a scan of the
        # whole RPO per sweep: late sweeps, and replays, visit few blocks.
        if later is None:
            later = list(range(len(rpo)))
        sweeps = start
        replayed = self.replay.visits if self.replay is not None else []
        exits = self.exits
        succs = cfg.succs
        while sweeps < cap:
            changed = False
            # this sweep's visits in the replayed trace and in this solve's (by block)
            old_row = replayed[sweeps] if sweeps < len(replayed) else None
            row = self.trace.row(sweeps)
            changed_row = self.trace.changed[sweeps]
            heap = sorted(set(later))
            queued = set(heap)
            later = []
            while heap:
                k = heappop(heap)
                b = rpo[k]
                out = self.visit(b, sweeps, old_row, row)
                if out is not exits[b] and out != exits[b]:
                    changed = True
                    changed_row.add(b)
                    exits[b] = out
                    for s in succs[b]:
                        j = position[s]
                        if j <= k:
                            later.append(j)
                        elif j not in queued:
                            queued.add(j)
                            heappush(heap, j)
            sweeps += 1
            if not changed:
                return sweeps, True
        return sweeps, False

    def visit(
        self, b: int, sweep: int, old_row: dict[int, Visit] | None, row: dict[int, Visit]
    ) -> State:
        """Block b's visit in this sweep, taken over from the replayed trace where it reads
        the same (replay.py), and recorded in this solve's trace; its exit. `old_row` and
        `row`: the sweep's visits in the replayed trace and in this solve's."""
        preds = self.df.m.cfg.preds[b]
        entry_before = self.entry[b]
        freeze = self.freeze
        frozen_before = freeze.entry[b] if freeze is not None else None
        replay = self.replay
        rec = None
        if old_row is not None:
            rec = old_row.get(b)
            if rec is not None and rec.entry_before is entry_before:
                # (the identity tests inline: this runs for nearly every visit of a replay)
                exits = self.exits
                for p, e in zip(preds, rec.pred_exits, strict=True):
                    if exits[p] is not e:
                        break
                else:
                    if replay.applies(rec, b, frozen_before):  # type: ignore[union-attr]
                        self._take(b, rec)
                        row[b] = rec
                        return rec.out
        out = self._compute(b, sweep)
        if rec is not None:  # equal objects become the trace's: later visits match by identity
            if out == rec.out:
                out = rec.out
            if self.entry[b] == rec.entry:
                self.entry[b] = rec.entry
        frozen = _NO_FREEZE if freeze is None else (freeze.entry[b], freeze.exit[b], freeze.produced[b])
        row[b] = Visit(
            tuple(self.exits[p] for p in preds),
            entry_before,
            frozen_before,
            self.entry[b],  # type: ignore[arg-type]
            out,
            self.by_block[b],
            self.block_sat[b],
            self.plain_entry[b],
            frozen,
        )
        return out

    def _take(self, b: int, rec: Visit) -> None:
        """What visit `rec` of the trace did to the solve's per-block results."""
        self.entry[b] = rec.entry
        self.by_block[b] = rec.by_block
        self.block_sat[b] = rec.sat
        self.saturated |= rec.sat
        self.plain_entry[b] = rec.plain
        if self.freeze is not None:
            self.freeze.entry[b], self.freeze.exit[b], self.freeze.produced[b] = rec.frozen

    def _compute(self, b: int, sweep: int) -> State:
        """Block b's entry and transfer in this sweep; its exit."""
        plain = sweep < WIDEN_AFTER and self.freeze is None  # entries are plain merges
        reuse = self.reuse
        st = None
        if plain and reuse is not None and reuse.unmerged(b, self.df.m.cfg.preds[b], self.exits):
            take_over = True
        else:
            st = self.df.merge(b, self.exits)
            self.accumulation.apply(st, self.entry[b], sweep)
            self.widening.apply(b, st, sweep)
            if self.freeze is not None:
                self.freeze.on_entry(b, st, sweep)
            take_over = reuse is not None and reuse.matches(b, st)
        self.plain_entry[b] = plain
        if take_over:
            self.entry[b] = reuse.entry[b]  # type: ignore[union-attr]
            self.by_block[b] = reuse.by_block[b]  # type: ignore[union-attr]
            sat_b = reuse.saturated[b]  # type: ignore[union-attr,index]
            out = reuse.exit_of(b, self.freeze is not None)  # type: ignore[union-attr]
        else:
            # A shallow copy: the transfer replaces a counter's FIFOs, never edits them.
            self.entry[b] = dict(st)  # type: ignore[arg-type]
            self.by_block[b] = {}
            sat_b = set()
            out = self.df.transfer_block(b, st, self.plan, self.by_block[b], sat_b)  # type: ignore[arg-type]
            if self.df.earlier is not None:
                remember_waits(self.df.earlier, b, self.by_block[b])
            if not sat_b:
                sat_b = _NO_SAT  # type: ignore[assignment]
        self.block_sat[b] = sat_b
        self.saturated |= sat_b
        if self.freeze is not None:
            self.freeze.on_exit(b, out, sweep)
        return out

    def fall_back(self) -> None:
        """Block-local waits that assume unknown operations in flight at every entry."""
        df = self.df
        self.plain_entry = [False] * len(self.entry)
        for b in df.m.cfg.rpo:
            st = df.top_state()
            self.entry[b] = {c: dict(qs) for c, qs in st.items()}
            self.by_block[b] = {}
            self.exits[b] = df.transfer_block(b, st, self.plan, self.by_block[b], self.saturated)
