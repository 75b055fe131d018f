"""Loop-carried prefetch: an in-loop wait at a join keeps the loop's own operations in flight.

A software-pipelined loop consumes, near the top of an iteration, what the previous iteration
prefetched, while that iteration's later loads (for consumers further down) are still in
flight. On the back edge the consumer's wait needs only the prefetch: `vmcnt(2)` when two
loads were issued after it. On the entry edge the preheader's copy of the prefetch is often
the youngest operation, so the entry path needs `vmcnt(0)`. Consumer placement takes the
minimum over the paths, and on every iteration the wait then drains the operations the
previous iteration issued for its later consumers, exposing their latency.

A relaxation moves the stricter paths' requirement to the end of their predecessor, the
latest point on those paths only (a predecessor that is not the block itself and whose only
successor is the join: no other path runs its tail), at the exact count its exit FIFOs need,
and lets the consumer's wait fall to what the remaining paths need. The seed's
ShallowPredPromotion does not do this when the loosest path is the back edge (it bounds the
relaxed wait by the deepest correctable path); here the loop stall model (stall.py) decides
instead, in placement.place: the move is kept only when no loop path exposes more.

Safety does not depend on the choice: finalize replays the whole dataflow with the tail
drains, recomputing every requirement from the FIFOs, so the later consumers of what the
relaxed wait keeps in flight get their own waits there.
"""

from __future__ import annotations

from dataclasses import dataclass

from mirpass.passes.waitcnt.dataflow import DataflowResult, WaitDataflow
from mirpass.passes.waitcnt.plan import WaitInsertionPlan, path_wait

# Requirements whose producers the FIFOs name (see placement._MOVABLE_REASONS).
_RELAXABLE_REASONS = frozenset({"RAW/WAW", "LDS", "LDS DMA"})


@dataclass(frozen=True)
class Relax:
    """Anchor `key`'s wait on `counter` relaxed from `current` to `target`; the predecessors
    in `drains` (block, wait at its end) pay for their stricter paths at their tails."""

    key: tuple[int, int]
    counter: str
    current: int
    target: int
    drains: tuple[tuple[int, int], ...]
    loop_header: int


def _per_pred(
    df: WaitDataflow, result: DataflowResult, b: int, c: str, sources: set[int], shift: int
) -> dict[int, int]:
    """The wait each predecessor's path alone needs at the anchor (its exit's need + `shift`)."""
    m = df.m
    out: dict[int, int] = {}
    for p in m.cfg.preds[b]:
        ex = result.exit[p]
        if ex is None or c not in ex:
            continue
        w = path_wait(df, ex[c], c, sources)
        if w is not None:
            out[p] = min(w + shift, m.max[c] - 1)
    return out


def relaxations(df: WaitDataflow, final: WaitInsertionPlan, result: DataflowResult) -> list[Relax]:
    """The in-loop join anchors whose wait a stricter, drainable path holds down."""
    m = df.m
    cfg = m.cfg
    out: list[Relax] = []
    for key, anchor in sorted(final.anchors.items()):
        b = key[0]
        loop = cfg.loop_of[b]
        if loop is None or len(cfg.preds[b]) < 2:
            continue
        for c, current in sorted(anchor.spec.items()):
            need = anchor.needs.get(c)
            if need is None or not need.sources or c == "xcnt" or not need.promotable:
                continue
            if c in anchor.prefix_trimmed or not set(need.reasons) <= _RELAXABLE_REASONS:
                continue
            shift = anchor.prefix_ops.get(c, 0)
            per_pred = _per_pred(df, result, b, c, need.sources, shift)
            drainable = {p for p in per_pred if p != b and cfg.succs[p] == [b]}
            fixed = [w for p, w in per_pred.items() if p not in drainable]
            if not fixed or not drainable:
                continue  # ShallowPredPromotion's case (all drainable) or nothing to move
            target = min(fixed)
            drains = tuple(
                sorted((p, max(per_pred[p] - shift, 0)) for p in drainable if per_pred[p] < target)
            )
            if target <= current or not drains:
                continue
            out.append(Relax(key, c, current, target, drains, loop.header))
    return out


def apply_relax(plan: WaitInsertionPlan, r: Relax) -> WaitInsertionPlan:
    """A copy of `plan` with `r`'s tail drains and without the anchor's floor on its counter
    (the replay recomputes what the remaining paths need)."""
    trial = WaitInsertionPlan(
        {k: dict(v) for k, v in plan.anchor_waits.items()},
        {k: dict(v) for k, v in plan.tail_drains.items()},
        dict(plan.anchors),
    )
    for p, w in r.drains:
        drains = trial.tail_drains.setdefault(p, {})
        drains[r.counter] = min(drains.get(r.counter, w), w)
    floors = trial.anchor_waits.get(r.key)
    if floors is not None:
        floors.pop(r.counter, None)
    return trial
