"""A replay (replay.py) that visits only the visits a plan change can reach.

A replay with a plan that differs in a few blocks takes nearly every visit of the trace over
unchanged; `Solver.run` still walks the whole trace, one visit at a time. Here the trace is
followed as a timeline instead: a visit is looked at only when it may read something the new
solve made differently, namely

- every visit of a block the plan change touches (`Replay.blocked` and `Replay.checks`);
- the next visit of a block after its own entry or frozen tensorcnt state came out different
  (it reads them back: accumulation, the freeze);
- the next visit of each successor after a block's exit came out different.

Each such visit is made by `Solver.visit` with the solver's arrays set to what the new solve
holds at that moment (the trace's values for the blocks that did not come out different), so it
is taken over or recomputed exactly as the full walk would. The schedule (which blocks each
sweep visits) depends only on whether each visit changed its block's exit: as long as every
looked-at visit changes it exactly when its trace counterpart did, the new solve visits what the
trace visited, in the same order, and the visits not looked at are the trace's. When one does
not, the timeline is left (`replay_fast` returns False) and the caller solves the usual way.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from heapq import heappop, heappush
from operator import attrgetter
from typing import TYPE_CHECKING

from mirpass.passes.waitcnt.replay import Trace, Visit

if TYPE_CHECKING:
    from mirpass.passes.waitcnt.dataflow import DataflowResult
    from mirpass.passes.waitcnt.solve import Solver

_NO_FROZEN = (None, None, None)


class _Timeline:
    """When each block is visited in a trace (the sweeps, ascending), shared by the traces of
    solves that visit the same (a fast replay's trace is its replayed trace's schedule)."""

    def __init__(self, trace: Trace, n: int) -> None:
        self.sweeps_of: list[list[int]] = [[] for _ in range(n)]
        for s, row in enumerate(trace.visits):
            for b in row:
                self.sweeps_of[b].append(s)


def timeline(trace: Trace, n: int) -> _Timeline:
    tl = trace.timeline
    if tl is None:
        tl = trace.timeline = _Timeline(trace, n)
    return tl  # type: ignore[return-value]


# A plan change that touches more blocks than this share of them is solved the usual way: its
# visits are looked at nearly all anyway.
MAX_TOUCHED_SHARE = 16


def replay_fast(solver: Solver, base: DataflowResult, cap: int) -> tuple[int, bool] | None:
    """Solve `solver` (which has a Replay of `base`'s trace) along the trace's timeline, and the
    usual way from the first sweep whose schedule leaves the trace's: (sweeps, converged); None
    when it does not apply (the solver is then untouched)."""
    trace = base.trace
    replay = solver.replay
    if trace is None or replay is None or not trace.changed or solver.df.earlier is not None:
        return None
    n = len(solver.entry)
    tl = timeline(trace, n)
    # A block whose new floors bind in none of its visits is not touched: each of its visits
    # that reads what the trace's read is taken over (Replay.applies), and the walk looks at
    # the others anyway. (A plan made from a solve's own waits, replayed on that solve, has
    # floors at nearly every block that bind only where a block was visited with other waits.)
    rows = trace.visits
    touched = replay.blocked | {
        b for b in replay.checks if not all(replay.floors_hold(rows[s][b], b) for s in tl.sweeps_of[b])
    }
    if len(touched) * MAX_TOUCHED_SHARE > n:
        return None
    walk = _TimelineWalk(solver, trace, tl)
    left = walk.run(touched)
    if left is None:
        walk.finish(base)
        return len(trace.visits), True
    return walk.leave(left, cap)


class _TimelineWalk:
    def __init__(self, solver: Solver, trace: Trace, tl: _Timeline) -> None:
        self.solver = solver
        self.rows = trace.visits
        self.changed = trace.changed
        self.sweeps_of = tl.sweeps_of
        self.tl = tl
        cfg = solver.df.m.cfg
        self.position = cfg.rpo_index
        self.succs = cfg.succs
        self.preds = cfg.preds
        # Blocks whose state in the new solve is not the trace's at the current point: block ->
        # its exit, and block -> (entry, frozen tensorcnt entry, exit, produced).
        self.exit_new: dict[int, object] = {}
        self.self_new: dict[int, tuple] = {}
        self.made: dict[tuple[int, int], Visit] = {}  # (sweep, block) -> the new solve's visit
        self.heap: list[tuple[int, int, int]] = []
        self.queued: set[tuple[int, int]] = set()
        self.flag_fix: dict[int, bool] = {}  # block -> whether its sweep-0 visit changed its exit
        # at the start of the sweep being walked: (sweep, exit_new, self_new, visits made before)
        self.at_sweep: tuple = (0, {}, {}, 0)

    # -- the trace's state at a point (sweep s, before RPO position k) -------------------
    def _last_before(self, b: int, s: int, k: int) -> int:
        """The index in sweeps_of[b] of b's last visit before (s, k); -1 if none."""
        sw = self.sweeps_of[b]
        i = bisect_left(sw, s)
        if i < len(sw) and sw[i] == s and self.position[b] < k:
            return i
        return i - 1

    def _trace_exit(self, b: int, s: int, k: int) -> object:
        """b's exit in the trace before (s, k): made by its last visit that changed it."""
        sw = self.sweeps_of[b]
        i = self._last_before(b, s, k)
        while i >= 0:
            if b in self.changed[sw[i]]:
                return self.rows[sw[i]][b].out
            i -= 1
        return None

    def _trace_self(self, b: int, s: int, k: int) -> tuple:
        i = self._last_before(b, s, k)
        if i < 0:
            return (None, *_NO_FROZEN)
        rec = self.rows[self.sweeps_of[b][i]][b]
        return (rec.entry, *rec.frozen)

    def _push_next(self, x: int, s: int, k: int) -> None:
        """Queue x's first visit after (s, k) in the trace."""
        sw = self.sweeps_of[x]
        i = bisect_left(sw, s)
        if not (i < len(sw) and sw[i] == s and self.position[x] > k):
            i = bisect_right(sw, s)
        if i < len(sw) and (sw[i], x) not in self.queued:
            self.queued.add((sw[i], x))
            heappush(self.heap, (sw[i], self.position[x], x))

    # -- the walk ------------------------------------------------------------------------------
    def run(self, touched: set[int]) -> int | None:
        """Walk the looked-at visits in order; the sweep the schedule leaves the trace's at
        (None: it does not)."""
        for b in touched:
            for s in self.sweeps_of[b]:
                if (s, b) not in self.queued:
                    self.queued.add((s, b))
                    heappush(self.heap, (s, self.position[b], b))
        sweep = 0
        while self.heap:
            s, k, b = self.heap[0]
            if s > sweep:
                if self.flag_fix:  # sweep 0 changed other exits: the next sweep's blocks differ
                    return 1
                sweep = s
                self.at_sweep = (s, dict(self.exit_new), dict(self.self_new), len(self.made))
            heappop(self.heap)
            if not self._visit(s, k, b):
                return s
        return 1 if self.flag_fix else None

    def _set_state(self, b: int, s: int, k: int) -> object:
        """The solver's arrays as the new solve has them before b's visit at (s, k); b's exit."""
        sv = self.solver
        for p in (*self.preds[b], b):
            sv.exits[p] = self.exit_new[p] if p in self.exit_new else self._trace_exit(p, s, k)
        own = self.self_new.get(b) or self._trace_self(b, s, k)
        sv.entry[b] = own[0]
        if sv.freeze is not None:
            sv.freeze.entry[b], sv.freeze.exit[b], sv.freeze.produced[b] = own[1:]
        return sv.exits[b]

    def _visit(self, s: int, k: int, b: int) -> bool:
        sv = self.solver
        rec = self.rows[s][b]
        before = self._set_state(b, s, k)
        new = {}
        out = sv.visit(b, s, {b: rec}, new)
        visit = new[b]
        changed = out is not before and out != before
        if changed != (b in self.changed[s]):
            if s:
                return False  # the schedule of this sweep leaves the trace's
            # sweep 0 visits every block whatever changes: only the next sweep's blocks differ
            self.flag_fix[b] = changed
        self.made[(s, b)] = visit
        after = out if changed else before
        trace_after = rec.out if changed else self._trace_exit(b, s, k)
        if after is not trace_after:
            self.exit_new[b] = after
            for x in self.succs[b]:
                self._push_next(x, s, k)
        else:
            self.exit_new.pop(b, None)
        fr = sv.freeze
        own = (visit.entry, *(visit.frozen if fr is not None else _NO_FROZEN))
        if visit.entry is not rec.entry or (fr is not None and visit.frozen[:2] != rec.frozen[:2]):
            self.self_new[b] = own
        else:
            self.self_new.pop(b, None)
        # b's next visit reads what is still different: its own state, its exit (whether that
        # visit changes it), a predecessor's exit
        exit_new = self.exit_new
        if b in self.self_new or b in exit_new or any(p in exit_new for p in self.preds[b]):
            self._push_next(b, s, k)
        return True

    def finish(self, base: DataflowResult) -> None:
        """The solver's results: the trace's, with the visits made anew in place of theirs."""
        sv = self.solver
        made = self.made
        sv.exits[:] = base.exit
        sv.entry[:] = base.entry
        sv.by_block[:] = base.by_block  # type: ignore[index]
        sv.block_sat[:] = base.block_saturated  # type: ignore[index]
        sv.plain_entry[:] = base.plain_entry  # type: ignore[index]
        last_of = {b: self.sweeps_of[b][-1] for _, b in made}
        for b, s in last_of.items():
            v = made.get((s, b)) or self.rows[s][b]
            sv.entry[b], sv.by_block[b], sv.block_sat[b], sv.plain_entry[b] = (
                v.entry,
                v.by_block,
                v.sat,
                v.plain,
            )
        for b, e in self.exit_new.items():
            sv.exits[b] = e
        if sv.freeze is not None:
            for b, sw in enumerate(self.sweeps_of):
                if sw:
                    v = made.get((sw[-1], b)) or self.rows[sw[-1]][b]
                    sv.freeze.entry[b], sv.freeze.exit[b], sv.freeze.produced[b] = v.frozen
        saturated: set[tuple[int, str]] = set()
        rows = self._rows(made, len(self.rows))
        for row in rows:
            for v in row.values():
                if v.sat:
                    saturated |= v.sat
        sv.saturated = saturated
        sv.trace.visits = rows
        sv.trace.changed = self.changed
        sv.trace.timeline = self.tl

    def leave(self, s: int, cap: int) -> tuple[int, bool]:
        """Go on the usual way from sweep s (s >= 1), with what the new solve holds after
        sweep s - 1."""
        sv = self.solver
        at, exit_new, self_new, n_made = self.at_sweep
        if at != s:  # (the walk had not reached sweep s: the state now is the one after s - 1)
            exit_new, self_new, n_made = self.exit_new, self.self_new, len(self.made)
        made = dict(list(self.made.items())[:n_made])
        changed = [set(c) for c in self.changed[:s]]
        for b, flag in self.flag_fix.items():
            (changed[0].add if flag else changed[0].discard)(b)
        rows = self._rows(made, s)
        if s == 1:
            self._after_first(rows[0], changed[0])
        else:
            self._after(s, made, exit_new, self_new)
        sv.saturated = {x for row in rows for v in row.values() if v.sat for x in v.sat}
        sv.trace.visits = rows
        sv.trace.changed = changed
        if not changed[s - 1]:
            return s, True
        position = self.position
        later = [position[x] for b in changed[s - 1] for x in self.succs[b] if position[x] <= position[b]]
        return sv.run(cap, s, later)

    def _after_first(self, row: dict[int, Visit], changed: set[int]) -> None:
        """The solver's arrays after sweep 0, which visits every block once: its visits'."""
        sv = self.solver
        freeze = sv.freeze
        rpo = sv.df.m.cfg.rpo
        if len(row) == len(sv.entry) and list(row) == rpo:
            self._after_first_all(list(row.values()), changed)
            return
        for b, v in row.items():
            sv.exits[b] = v.out if b in changed else None
            sv.entry[b], sv.by_block[b], sv.block_sat[b], sv.plain_entry[b] = (
                v.entry,
                v.by_block,
                v.sat,
                v.plain,
            )
            if freeze is not None:
                freeze.entry[b], freeze.exit[b], freeze.produced[b] = v.frozen

    def _after_first_all(self, visits: list[Visit], changed: set[int]) -> None:
        """_after_first when sweep 0 visited every block, in RPO (`visits`): the arrays are
        gathered by RPO position instead of set block by block (w10k: 4 of the solves leave
        the trace after sweep 0, 40 bytecodes per block each)."""
        sv = self.solver
        at = self.position  # block -> the index of its visit

        def gather(field: str) -> list:
            values = list(map(attrgetter(field), visits))
            return list(map(values.__getitem__, at))

        sv.exits[:] = gather("out")
        for b in set(sv.df.m.cfg.rpo).difference(changed):
            sv.exits[b] = None
        sv.entry[:] = gather("entry")
        sv.by_block[:] = gather("by_block")
        sv.block_sat[:] = gather("sat")
        sv.plain_entry[:] = gather("plain")
        freeze = sv.freeze
        if freeze is not None:
            frozen = gather("frozen")
            freeze.entry[:] = [f[0] for f in frozen]
            freeze.exit[:] = [f[1] for f in frozen]
            freeze.produced[:] = [f[2] for f in frozen]

    def _after(
        self,
        s: int,
        made: dict[tuple[int, int], Visit],
        exit_new: dict[int, object],
        self_new: dict[int, tuple],
    ) -> None:
        """The solver's arrays after sweep s - 1: what the walk made different, else the trace's."""
        sv = self.solver
        for b, sw in enumerate(self.sweeps_of):
            i = bisect_left(sw, s) - 1
            sv.exits[b] = exit_new[b] if b in exit_new else self._trace_exit(b, s, -1)
            own = self_new.get(b) or self._trace_self(b, s, -1)
            sv.entry[b] = own[0]
            if sv.freeze is not None:
                sv.freeze.entry[b], sv.freeze.exit[b], sv.freeze.produced[b] = own[1:]
            if i >= 0:
                v = made.get((sw[i], b)) or self.rows[sw[i]][b]
                sv.by_block[b], sv.block_sat[b], sv.plain_entry[b] = v.by_block, v.sat, v.plain

    def _rows(self, made: dict[tuple[int, int], Visit], upto: int) -> list[dict[int, Visit]]:
        """The trace's rows before sweep `upto`, with the visits made anew in place of theirs."""
        by_sweep: dict[int, list[tuple[int, Visit]]] = {}
        for (s, b), v in made.items():
            by_sweep.setdefault(s, []).append((b, v))
        rows = []
        for s, row in enumerate(self.rows[:upto]):
            mine = by_sweep.get(s)
            if mine:
                row = dict(row)
                row.update(mine)
            rows.append(row)
        return rows
