"""Solving the merged wait analysis again after one wait changed (`check --waits --classify`).

The classification asks the verifier, for each count of each existing wait, whether a looser
count brings new violations: one question per count and bisection step. Solving the whole
function again for each made the classification quadratic (a 1,000-block chain with 1,345
waits took 14 minutes). A looser wait leaves more in flight, and the merged state is monotone
in what is in flight, so the old fixed point lies below the new one: the solve goes on from it,
running the changed block again and then only the blocks its changed exit reaches. Inside a
large block it starts at the checkpoint before the changed wait and stops where the state
meets the old one again (verify_merged.MergedVerifier._walk).
"""

from __future__ import annotations

from heapq import heappop, heappush

from mirpass.passes.waitcnt.verify_merged import WIDEN_AFTER, MergedVerifier, widened


def resume(mv: MergedVerifier, b0: int, start: int, looser: bool) -> dict[int, tuple[int, int]] | None:
    """Solve again after the hard wait at group `start` of block `b0` changed, from the
    solution MergedVerifier.run() kept: the merged state only grows as a wait loosens, so the old
    solution is below the new one and the fixed point goes on from it. `b0` runs again
    from its entry (in a large block, from the checkpoint at `start` until its state meets
    the old one again), then what its exit changes flows on as in MergedVerifier.run(). Reports go to
    the verifier as usual. Returns, per block run again, the range of its groups whose
    reports were made again (the whole block for all but a converged `b0`).

    A wait made stronger (not `looser`) whose block's exit changed has a new solution below
    the old one, which going on from the old one would not find: None, solve from scratch."""
    assert mv.solution is not None
    if mv.solution[0][b0] is None:
        return {}  # not reached
    checkpoints, mv.checkpoints = mv.checkpoints, None  # (the old ones stay as they are)
    try:
        return _Resumption(mv, checkpoints).run(b0, start, looser)
    finally:
        mv.checkpoints = checkpoints


class _Resumption:
    """One resume(): the entries, exits and entry changes that differ from the kept solution."""

    def __init__(self, mv: MergedVerifier, checkpoints: dict[int, dict[int, tuple]] | None) -> None:
        self.mv = mv
        self.checkpoints = checkpoints or {}
        self.base_entry, self.base_exits, self.base_changes = mv.solution  # type: ignore[misc]
        self.entry: dict[int, list] = {}
        self.exits: dict[int, list] = {}
        self.changes: dict[int, int] = {}
        self.changed: dict[int, set[int]] = {}
        self.ran: dict[int, tuple[int, int]] = {}
        self.heap: list[tuple[int, int]] = []
        self.position = mv.rpo_position

    def run(self, b0: int, start: int, looser: bool) -> dict[int, tuple[int, int]] | None:
        mv = self.mv
        size = len(mv.m.groups[b0])
        kept = self.checkpoints.get(b0)
        if kept is not None and start in kept:
            out = mv.restart(b0, start, kept[start], kept)
            self.ran[b0] = (start, mv.stopped_at if out is None else size)
        else:
            out = mv.transfer(b0, self.base_entry[b0])
            self.ran[b0] = (0, size)
        if not looser and out is not None and out != self.base_exits[b0]:
            return None
        self._flow(b0, out)
        preds = mv.m.cfg.preds
        while self.heap:
            b = heappop(self.heap)[1]
            fresh = self.changed.pop(b, None)
            if not fresh:
                continue  # (pushed once per changed predecessor)
            old = self.entry.get(b, self.base_entry[b])
            st = old
            for p in preds[b]:
                if p in fresh:
                    st = self.exits[p] if st is None else mv.join_all(st, self.exits[p])
            if st is None or st == old:
                continue
            if old is not None:
                count = self.changes[b] = self.changes.get(b, self.base_changes[b]) + 1
                if count >= WIDEN_AFTER:
                    st = widened(st)
            self.entry[b] = st
            self.ran[b] = (0, len(mv.m.groups[b]))
            self._flow(b, mv.transfer(b, st))
        return self.ran

    def _flow(self, b: int, out: list | None) -> None:
        """A block's new exit (None: as before) marks its successors."""
        if out is None or out == self.exits.get(b, self.base_exits[b]):
            return
        self.exits[b] = out
        for succ in self.mv.m.cfg.succs[b]:
            self.changed.setdefault(succ, set()).add(b)
            heappush(self.heap, (self.position[succ], succ))
