"""Path-aware wait placement (`--placement=path`, the default).

Consumer placement (`--placement=consumer`, llc's) puts each wait right before the instruction
that needs it. Inside a loop, a wait whose requirement comes only through the loop's entry edge
(its producers are issued before the loop: a preheader load consumed in the body) then runs on
every iteration, although only the first needs it, and on every later iteration it drains what
the loop has just issued (a prefetch for the next iteration), exposing its latency.

Path-aware placement moves such a requirement to the end of the loop's preheader, where only
the entry path runs it, at the exact count the preheader's exit FIFOs need for those producers
(not 0 unless the FIFOs need 0): a tail drain in the plan. The preheader must be the header's
only predecessor outside the loop and have the header as its only successor, so the new wait
runs on no other path; no edge is split.

Safety does not depend on the choice: the whole dataflow is replayed with the new plan
(finalize_plan), which recomputes every requirement from the FIFOs; a tail drain only adds a
wait, so a consumer whose producer is still in flight on some path gets its wait back there.
The stall model (stall.py) decides: a move is kept only when no loop path exposes more latency
(first iteration plus the weighted steady state, and the steady state alone) and some path
exposes less.

After the hoists, loop-carried prefetch relaxations (prefetch.py) are tried the same way: an
in-loop join wait that a stricter path (typically the entry edge) holds below what the back
edge needs is relaxed, the stricter path waiting at its predecessor's end. With
`--split-critical-edges` (edges.py) a guarded loop's critical entry edge has a block for that.
"""

from __future__ import annotations

from dataclasses import dataclass

from mirpass.passes.waitcnt.dataflow import DataflowResult, WaitDataflow
from mirpass.passes.waitcnt.plan import WaitInsertionPlan, finalize_solve, finalized, path_wait
from mirpass.passes.waitcnt.prefetch import Relax, apply_relax, relaxations
from mirpass.passes.waitcnt.stall import StallEval, StallModel, model_events

PLACEMENTS = ("path", "consumer")
MAX_TRIALS = 8  # replays per function and kind of move: each is a full solve
# Requirements whose producers the FIFOs name; the others (memory model, barriers, returns,
# tail drains) are about the consumer's position, not about a path.
_MOVABLE_REASONS = frozenset({"RAW/WAW", "LDS", "LDS DMA"})


@dataclass(frozen=True)
class Hoist:
    """The requirement of anchor `key` on `counter`, moved to a tail drain of `preheader`."""

    key: tuple[int, int]
    counter: str
    preheader: int
    wait: int
    loop_header: int


def preheader(df: WaitDataflow, header: int) -> int | None:
    """The header's only predecessor outside its loop, when the header is its only successor."""
    cfg = df.m.cfg
    loop = cfg.loop_of[header]
    if loop is None or loop.header != header:
        return None
    outside = [p for p in cfg.preds[header] if not cfg.in_loop(p, loop)]
    if len(outside) != 1 or cfg.succs[outside[0]] != [header]:
        return None
    return outside[0]


def hoists(df: WaitDataflow, final: WaitInsertionPlan, result: DataflowResult) -> list[Hoist]:
    """The in-loop anchors' requirements that only the loop's entry path carries."""
    m = df.m
    cfg = m.cfg
    out: list[Hoist] = []
    preheaders: dict[int, int | None] = {}
    for key, anchor in sorted(final.anchors.items()):
        loop = cfg.loop_of[key[0]]
        # the requirements that could move at all, found once, not once per enclosing loop
        movable = [
            (c, need)
            for c, need in sorted(anchor.needs.items())
            if need.sources
            and c != "xcnt"
            and set(need.reasons) <= _MOVABLE_REASONS
            and all(m.ops[g] is not None for g in need.sources)
        ]
        while loop is not None and movable:
            # A requirement with a producer inside this loop has one inside every enclosing
            # loop too: it is dropped for good (a deep nest is not walked to its root for it).
            movable = [
                (c, need)
                for c, need in movable
                if not any(cfg.in_loop(m.ops[g].block, loop) for g in need.sources)  # type: ignore[union-attr]
            ]
            if loop.header not in preheaders:
                preheaders[loop.header] = preheader(df, loop.header)
            pre = preheaders[loop.header]
            ex = result.exit[pre] if pre is not None else None
            for c, need in movable:
                if ex is None or c not in ex:
                    continue
                w = path_wait(df, ex[c], c, need.sources)
                if w is not None:
                    out.append(Hoist(key, c, pre, w, loop.header))  # type: ignore[arg-type]
            # An outer loop's preheader runs less often still: outer loops are tried first.
            loop = loop.parent

    def depth(h: Hoist) -> int:
        loop = cfg.loop_of[h.loop_header]
        return loop.depth if loop is not None else 0

    out.sort(key=lambda h: (depth(h), h.key, h.counter))
    return out[:MAX_TRIALS]


def _apply(plan: WaitInsertionPlan, h: Hoist) -> WaitInsertionPlan:
    trial = WaitInsertionPlan(
        {k: dict(v) for k, v in plan.anchor_waits.items()},
        {k: dict(v) for k, v in plan.tail_drains.items()},
        dict(plan.anchors),
    )
    drains = trial.tail_drains.setdefault(h.preheader, {})
    drains[h.counter] = min(drains.get(h.counter, h.wait), h.wait)
    floors = trial.anchor_waits.get(h.key)
    if floors is not None:
        # The floor is what the first solve wanted here; the replay recomputes what is left.
        floors.pop(h.counter, None)
    return trial


def place(
    df: WaitDataflow,
    plan: WaitInsertionPlan,
    final: WaitInsertionPlan,
    fresult: DataflowResult,
    first: DataflowResult,
    events: dict | None = None,
) -> tuple[WaitInsertionPlan, DataflowResult, list[Hoist | Relax]]:
    """Path-aware placement on top of the consumer placement `final` (from `plan`): entry-path
    waits moved to the preheader (hoists), then loop-carried prefetch relaxations
    (prefetch.py); returns the final plan, its solve, and the moves taken. `events`:
    model_events' cache, shared with prefer_unpromoted (whose choice is this `final`)."""
    m = df.m
    if not m.cfg.loops or not fresult.converged:
        StallModel.release()
        return final, fresult, []
    stall = StallModel.of(m.cfg)
    base: StallEval | None = None
    taken: list[Hoist | Relax] = []
    if events is None:
        events = {}  # model_events' blocks, shared by the trials
    for phase in ("hoist", "relax"):
        trials = 0
        candidates: list[Hoist | Relax] = list(
            hoists(df, final, fresult) if phase == "hoist" else relaxations(df, final, fresult)
        )
        for h in candidates:
            if trials >= MAX_TRIALS:
                break
            anchor = final.anchors.get(h.key)
            if anchor is None or h.counter not in anchor.spec:
                continue  # an earlier move already removed it
            if isinstance(h, Relax) and anchor.spec[h.counter] != h.current:
                continue  # an earlier move changed it: its drains are stale
            if base is None:
                base = stall.start(model_events(m, fresult.by_block, events))
            trials += 1
            trial = _apply(plan, h) if isinstance(h, Hoist) else apply_relax(plan, h)
            t_result = finalize_solve(trial, df, first, fresult)
            if not t_result.converged:
                continue
            t_events = model_events(m, t_result.by_block, events)
            ok, better, costs = stall.compare(t_events, base)
            if ok and better:
                plan, final, fresult, base = trial, finalized(trial, t_result), t_result, costs
                taken.append(h)
    StallModel.release()
    return final, fresult, taken


def prefer_unpromoted(
    df: WaitDataflow,
    plain: WaitInsertionPlan,
    plan: WaitInsertionPlan,
    final: WaitInsertionPlan,
    fresult: DataflowResult,
    first: DataflowResult,
    events: dict | None = None,
) -> tuple[WaitInsertionPlan, WaitInsertionPlan, DataflowResult]:
    """ShallowPredPromotion's tail drains (`plan`) estimate their cost by the operations they
    drain, not by where they run: a tail drain in a loop can stall every iteration where the
    consumer's wait would have overlapped more work. The plan without them (`plain`) is taken
    instead when no loop path exposes more with it and some path exposes less."""
    m = df.m
    p_result = finalize_solve(plain, df, first)
    if not p_result.converged:
        return plan, final, fresult
    stall = StallModel.of(m.cfg)
    if events is None:
        events = {}
    base = stall.start(model_events(m, fresult.by_block, events))
    ok, better, _ = stall.compare(model_events(m, p_result.by_block, events), base)
    if ok and better:
        return plain, finalized(plain, p_result), p_result
    return plan, final, fresult
