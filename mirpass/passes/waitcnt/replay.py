"""Replaying the visits of an earlier solve (a trace) in a new solve whose plan differs a little.

A visit of block b in sweep s is a pure function of what it reads: the exits of b's
predecessors at that moment, b's previous entry (accumulation), tensorcnt's frozen entry of b
(the freeze), and the plan's floors and tail drain for b. When a new solve visits b in the same
sweep with the very same predecessor exits and previous entry (the same objects, so nothing to
compare), an equal frozen entry, and a plan that cannot change that visit, the visit makes what
it made in the trace: its results are taken over and the merge and transfer are skipped. Only
the blocks a plan change reaches are recomputed; where a recomputed entry or exit comes out
equal to the trace's, the trace's object takes its place, so that the visits after it match
again by identity.

The plan cannot change a visit when b's tail drain is the same in both plans and each floor
that differs either binds nowhere: the trace's plan has no floor there and the visit's own
waits at that anchor are no looser than the new floor (a floor only lowers a wait it is
smaller than; the same test as `Reuse`, per visit).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from mirpass.passes.waitcnt.dataflow import Anchor, PlanInput
    from mirpass.passes.waitcnt.queues import Queues, State


class Visit(NamedTuple):
    """What one visit read (pred exits, previous entry, frozen tensorcnt entry) and made."""

    pred_exits: tuple[State | None, ...]
    entry_before: State | None
    frozen_before: Queues | None
    entry: State
    out: State
    by_block: dict[int, Anchor]
    sat: frozenset[tuple[int, str]] | set[tuple[int, str]]
    plain: bool
    frozen: tuple[Queues | None, Queues | None, Queues | None]  # freeze's entry, exit, produced


class Trace:
    """The visits of one converged solve, by sweep and block, and the plan it was solved with."""

    def __init__(self, plan: PlanInput | None) -> None:
        self.plan = plan
        # sweep -> block -> its visit in that sweep: a row per sweep, not one dict keyed by
        # (sweep, block), since a replay looks up nearly every visit; rows hold only the
        # visited blocks (late sweeps visit few).
        self.visits: list[dict[int, Visit]] = []
        # sweep -> the blocks whose visit in it changed their exit (what the schedule follows)
        self.changed: list[set[int]] = []
        self.timeline: object = None  # when each block is visited (fast_replay.py), once asked

    def row(self, sweep: int) -> dict[int, Visit]:
        """The visits of `sweep` (sweeps are solved in order: made on the sweep's start)."""
        while len(self.visits) <= sweep:
            self.visits.append({})
            self.changed.append(set())
        return self.visits[sweep]


class Replay:
    """A trace, and which of its visits the new plan can change (see the module docstring)."""

    def __init__(self, trace: Trace, plan: PlanInput | None) -> None:
        self.visits = trace.visits
        old_floors = trace.plan.floors if trace.plan is not None else {}
        old_tails = trace.plan.tail_drains if trace.plan is not None else {}
        new_floors = plan.floors if plan is not None else {}
        new_tails = plan.tail_drains if plan is not None else {}
        # Blocks whose every visit may change; block -> floors to test against a visit's waits.
        self.blocked: set[int] = {
            b for b in old_tails.keys() | new_tails.keys() if old_tails.get(b) != new_tails.get(b)
        }
        self.checks: dict[int, list[tuple[int, dict[str, int]]]] = {}
        for key in old_floors.keys() | new_floors.keys():
            old, new = old_floors.get(key), new_floors.get(key)
            if old == new:
                continue
            b, gi = key
            if old is not None or new is None:
                # A floor that was applied (or is gone): what the visit computed before the floor
                # is not in the trace.
                self.blocked.add(b)
            else:
                self.checks.setdefault(b, []).append((gi, new))

    def applies(self, rec: Visit, b: int, frozen_before: Queues | None) -> bool:
        """Whether the new solve's visit of b, which reads the predecessor exits and previous
        entry `rec` read (the caller tests that), reads the same frozen tensorcnt entry under a
        plan that makes the same of it."""
        if b in self.blocked or rec.frozen_before != frozen_before:
            return False
        return self.floors_hold(rec, b)

    def floors_hold(self, rec: Visit, b: int) -> bool:
        """Whether the new floors of block b bind nowhere in visit `rec` of it."""
        for gi, floors in self.checks.get(b, ()):
            a = rec.by_block.get(gi)
            if a is not None and any(floors.get(c, w) < w for c, w in a.spec.items()):
                return False
        return True
