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
    for key, anchor in sorted(result.anchors.items()):
        plan.anchor_waits[key] = dict(anchor.spec)
        plan.anchors[key] = anchor
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
                if len(per_pred) < 2:
                    continue
                correctable = [p for p in per_pred if p != b and len(cfg.succs[p]) == 1]
                uncorrectable = [p for p in per_pred if p not in correctable]
                max_c = max((per_pred[p] for p in correctable), default=None)
                min_u = min((per_pred[p] for p in uncorrectable), default=None)
                if max_c is None:
                    continue  # nothing to compensate: the anchor already is the strictest path
                relaxed = max_c if min_u is None else min(max_c, min_u)
                if relaxed <= current:
                    continue
                spec[c] = relaxed
                for p in correctable:
                    want = per_pred[p] - shift
                    if per_pred[p] < relaxed:
                        drains = plan.tail_drains.setdefault(p, {})
                        drains[c] = min(drains.get(c, want), max(want, 0))


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


def finalize_plan(plan: WaitInsertionPlan, df: WaitDataflow) -> tuple[WaitInsertionPlan, DataflowResult]:
    result = df.solve(plan.as_input(), label="finalize: ")
    final = materialize_plan(result)
    final.tail_drains = {}
    # Tail drains are anchors at their predecessor's terminator now; keep them for reporting.
    for p, spec in plan.tail_drains.items():
        final.tail_drains[p] = dict(spec)
    return final, result
