"""WaitInsertionPlan, ShallowPredPromotion and finalizePlan.

Analyze -> Optimize -> Finalize:
- `materialize_plan` flattens the solver's anchors into a plan (anchor -> counter -> wait).
- `ShallowPredPromotion.rewrite` relaxes join anchors: for each planned counter at a block with
  two or more predecessors, the wait each predecessor's path alone needs is computed from that
  predecessor's exit FIFOs. Predecessors that are not the block itself and have this block as
  their only successor are correctable: they can take a tail drain before their terminator.
  The anchor relaxes to the deepest correctable requirement (bounded by the strictest
  uncorrectable one), and every shallower correctable predecessor gets a tail drain.
- `finalize_plan` replays the whole dataflow with the optimizer's plan: tail drains trim their
  predecessor's FIFOs, planned values act as floors (the applied wait is the minimum of the
  planned and the recomputed requirement, so a replay can only tighten), and every anchor is
  recomputed, which adds the later waits a relaxed earlier anchor makes necessary and drops the
  ones an earlier full drain made redundant.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from operator import itemgetter

from mirpass.passes.waitcnt.dataflow import (
    TOP,
    Anchor,
    DataflowResult,
    PlanInput,
    WaitDataflow,
    _ints,
)


@dataclass
class TailDrain:
    pred: int
    spec: dict[str, int]


@dataclass
class WaitInsertionPlan:
    anchor_waits: dict[tuple[int, int], dict[str, int]] = field(default_factory=dict)
    tail_drains: dict[int, dict[str, int]] = field(default_factory=dict)
    anchors: dict[tuple[int, int], Anchor] = field(default_factory=dict)  # provenance

    def as_input(self) -> PlanInput:
        return PlanInput(
            {k: dict(v) for k, v in self.anchor_waits.items()},
            {k: dict(v) for k, v in self.tail_drains.items()},
        )

    def sorted_tail_drains(self) -> list[TailDrain]:
        return [TailDrain(p, dict(s)) for p, s in sorted(self.tail_drains.items())]


def materialize_plan(result: DataflowResult) -> WaitInsertionPlan:
    plan = WaitInsertionPlan()
    waits, anchors = plan.anchor_waits, plan.anchors
    # by block and group, the anchors' order (the blocks without any skipped without a frame)
    for b, blk in filter(itemgetter(1), enumerate(result.by_block)):
        for gi in sorted(blk) if len(blk) > 1 else blk:
            anchor = blk[gi]
            waits[(b, gi)] = dict(anchor.spec)
            anchors[(b, gi)] = anchor
    return plan


class WaitPlanOptimizer:
    name = "optimizer"

    def rewrite(self, plan: WaitInsertionPlan, result: DataflowResult, df: WaitDataflow) -> None:
        raise NotImplementedError


class ShallowPredPromotion(WaitPlanOptimizer):
    name = "shallow-pred-promotion"

    def rewrite(self, plan: WaitInsertionPlan, result: DataflowResult, df: WaitDataflow) -> None:
        m = df.m
        cfg = m.cfg
        for key in sorted(plan.anchor_waits):
            b, _ = key
            preds = cfg.preds[b]
            if len(preds) < 2:
                continue
            anchor = plan.anchors.get(key)
            if anchor is None:
                continue
            spec = plan.anchor_waits[key]
            for c, current in list(spec.items()):
                need = anchor.needs.get(c)
                if need is None or not need.promotable or not need.sources or c in anchor.prefix_trimmed:
                    continue
                shift = anchor.prefix_ops.get(c, 0)
                per_pred: dict[int, int] = {}
                for p in preds:
                    ex = result.exit[p]
                    if ex is None:
                        continue
                    w = _path_wait(df, ex[c], c, need.sources)
                    if w is None:
                        continue
                    per_pred[p] = min(w + shift, m.max[c] - 1)
                if self._sink(plan, result, df, b, c, current, shift, per_pred):
                    del spec[c]
                    continue
                if len(per_pred) < 2:
                    continue
                single = [p for p in per_pred if p != b and len(cfg.succs[p]) == 1]
                choice = _choose(per_pred, single)
                if choice is None or choice[0] <= current:
                    # A predecessor with several successors (a branch into the join and
                    # elsewhere) can take a tail drain too: it also runs on its other out-edges,
                    # which only waits more there. Use it only when the drains it saves at
                    # the anchor exceed what the new tail drains cost (see _drain_cost).
                    multi = [p for p in per_pred if p != b]
                    alt = _choose(per_pred, multi)
                    if alt is None or alt[0] <= current or len(multi) == len(single):
                        continue
                    lengths = {p: _max_length(result.exit[p][c]) for p in per_pred}  # type: ignore[index]
                    if _drain_cost(lengths, per_pred, multi, alt[0], shift) >= _drain_cost(
                        lengths, per_pred, [], current, shift
                    ):
                        continue
                    choice = alt
                relaxed, correctable = choice
                spec[c] = relaxed
                for p in correctable:
                    want = per_pred[p] - shift
                    if per_pred[p] < relaxed:
                        drains = plan.tail_drains.setdefault(p, {})
                        drains[c] = min(drains.get(c, want), max(want, 0))

    @staticmethod
    def _sink(
        plan: WaitInsertionPlan,
        result: DataflowResult,
        df: WaitDataflow,
        b: int,
        c: str,
        current: int,
        shift: int,
        per_pred: dict[int, int],
    ) -> bool:
        """Move the anchor's wait on c into the tails of the predecessors whose path carries a
        dependency, when the other predecessors carry none (their operations in flight need no
        drain here). Only for an anchor whose FIFOs on c are its predecessors' exits (nothing
        issued or waited on c earlier in the block), and only when the estimated drain
        (_drain_cost) goes down; finalize recomputes every anchor, so a drain that falls short
        is restored there."""
        m = df.m
        cfg = m.cfg
        if shift or b == 0 or not per_pred:
            return False
        preds = [p for p in cfg.preds[b] if result.exit[p] is not None]
        free = [p for p in preds if p not in per_pred]
        if not free or b in per_pred or any(p == b for p in preds):
            return False
        lengths = {p: _max_length(result.exit[p][c]) for p in preds}  # type: ignore[index]
        before = max((lengths[p] - current for p in preds), default=0)
        after = sum(max(0, lengths[p] - per_pred[p]) for p in per_pred)
        if after >= before:
            return False
        for p, want in per_pred.items():
            drains = plan.tail_drains.setdefault(p, {})
            drains[c] = min(drains.get(c, want), max(want, 0))
        return True


def _choose(per_pred: dict[int, int], correctable: list[int]) -> tuple[int, list[int]] | None:
    """The relaxed anchor wait when `correctable` predecessors take tail drains: the deepest
    correctable requirement, bounded by the strictest uncorrectable one."""
    max_c = max((per_pred[p] for p in correctable), default=None)
    if max_c is None:
        return None  # nothing to compensate: the anchor already is the strictest path
    min_u = min((per_pred[p] for p in per_pred if p not in correctable), default=None)
    return (max_c if min_u is None else min(max_c, min_u)), correctable


def _max_length(queues: dict) -> int:
    return max((len(_ints(q)) + (1 if q and isinstance(q[0], frozenset) else 0) for q in queues), default=0)


def _drain_cost(
    lengths: dict[int, int], per_pred: dict[int, int], drained: list[int], wait: int, shift: int
) -> int:
    """Estimated in-flight operations drained (the most on any path, summed over waits) by tail
    drains on the `drained` predecessors whose requirement is below `wait` plus the anchor wait
    `wait`: a FIFO of n entries drains n - w at a wait w."""
    cost = 0
    anchor = 0
    for p, n in lengths.items():
        if p in drained and per_pred[p] < wait:
            want = max(per_pred[p] - shift, 0)
            cost += max(0, n - want)
            n = min(n, want)
        anchor = max(anchor, n + shift - wait)
    return cost + anchor


def _path_wait(df: WaitDataflow, queues: dict, c: str, sources: set[int]) -> int | None:
    """The wait one predecessor's exit FIFOs need to drain `sources` on counter c."""
    best: int | None = None
    for q in queues:
        ints = _ints(q)
        dist = None
        for k in range(len(ints) - 1, -1, -1):
            g = ints[k]
            if g in sources or g == TOP:
                dist = len(ints) - 1 - k
                break
        if dist is None and q and isinstance(q[0], frozenset) and not sources.isdisjoint(q[0]):
            dist = len(ints)
        if dist is None:
            continue
        w = 0 if df.has_ooo(c, q) else dist
        best = w if best is None else min(best, w)
    return best


path_wait = _path_wait  # for placement.py


def finalize_plan(
    plan: WaitInsertionPlan,
    df: WaitDataflow,
    first: DataflowResult | None = None,
    base: DataflowResult | None = None,
) -> tuple[WaitInsertionPlan, DataflowResult]:
    """`first`: the solve without a plan the plan came from (its unchanged blocks are reused);
    `base`: the solve of a plan close to this one (its visits the change cannot reach are
    replayed; `first` when not given)."""
    result = finalize_solve(plan, df, first, base)
    return finalized(plan, result), result


def finalize_solve(
    plan: WaitInsertionPlan,
    df: WaitDataflow,
    first: DataflowResult | None = None,
    base: DataflowResult | None = None,
) -> DataflowResult:
    """finalize_plan's solve alone: a trial that may be rejected reads only its blocks'
    anchors (`by_block`), so its plan is made (`finalized`) once it is taken."""
    return df.solve(plan.as_input(), label="finalize: ", reuse=first, replay=base or first)


def finalized(plan: WaitInsertionPlan, result: DataflowResult) -> WaitInsertionPlan:
    """The final plan of `result`, the solve of `plan` (finalize_solve)."""
    final = materialize_plan(result)
    final.tail_drains = {}
    # Tail drains are anchors at their predecessor's terminator now; keep them for reporting.
    for p, spec in plan.tail_drains.items():
        final.tail_drains[p] = dict(spec)
    return final
