"""A replay along the trace's timeline (fast_replay.py), for plan changes in a few blocks, finds
what the same solve without a replay finds: entries, exits, anchors, sweeps, saturation, the
per-block results later replays start from; and a replay of its result does too."""

from __future__ import annotations

import sys

import pytest
from test_wait_replay import FILES, _dataflows

from mirpass.api import read_file, read_text
from mirpass.passes.waitcnt import fast_replay
from mirpass.passes.waitcnt.dataflow import DataflowResult, PlanInput, WaitDataflow
from mirpass.passes.waitcnt.plan import ShallowPredPromotion, materialize_plan

from conftest import ROOT

sys.path.insert(0, str(ROOT / "tools"))
import scaling_inputs  # noqa: E402


def _same(a: DataflowResult, b: DataflowResult) -> None:
    assert (a.sweeps, a.converged) == (b.sweeps, b.converged)
    assert a.entry == b.entry
    assert a.exit == b.exit
    assert {k: (v.spec, v.prefix_ops, v.prefix_trimmed) for k, v in a.anchors.items()} == {
        k: (v.spec, v.prefix_ops, v.prefix_trimmed) for k, v in b.anchors.items()
    }
    assert a.saturated == b.saturated
    assert a.block_saturated == b.block_saturated
    assert a.plain_entry == b.plain_entry
    assert a.block_tensor == b.block_tensor
    assert [{k: g.spec for k, g in blk.items()} for blk in a.by_block] == [
        {k: g.spec for k, g in blk.items()} for blk in b.by_block
    ]


def _copy(plan: PlanInput) -> PlanInput:
    floors = {k: dict(v) for k, v in plan.floors.items()}
    return PlanInput(floors, {k: dict(v) for k, v in plan.tail_drains.items()})


def _trials(df: WaitDataflow, plan: PlanInput) -> list[PlanInput]:
    """Plans that differ from `plan` in one block each: a tail drain, a floor dropped, a floor
    made strict (the moves placement tries)."""
    out = []
    blocks = [b for b in df.m.cfg.rpo if df.m.groups[b]]
    for b in blocks[len(blocks) // 3 :: max(1, len(blocks) // 4)]:
        t = _copy(plan)
        t.tail_drains.setdefault(b, {})[df.counters[0]] = 0
        out.append(t)
    for key in list(plan.floors)[:: max(1, len(plan.floors) // 4)]:
        t = _copy(plan)
        t.floors[key] = {}
        out.append(t)
        t = _copy(plan)
        t.floors[key] = {c: 0 for c in t.floors[key]}
        out.append(t)
    return out


def _check(df: WaitDataflow, counts: list[int]) -> None:
    first = df.solve()
    if not first.converged:
        return
    plan = materialize_plan(first)
    ShallowPredPromotion().rewrite(plan, first, df)
    base = df.solve(plan.as_input(), reuse=first, replay=first)
    for trial in _trials(df, plan.as_input()):
        full = df.solve(trial, reuse=first)
        fast = df.solve(trial, reuse=first, replay=base)
        _same(full, fast)
        if fast.converged:
            # its trace is a trace like any other: replaying it back to the base plan
            _same(df.solve(plan.as_input(), reuse=first), df.solve(plan.as_input(), reuse=first, replay=fast))
    counts.append(len(_trials(df, plan.as_input())))


@pytest.fixture
def walks(monkeypatch):
    """How many solves went (at least partly) along a timeline."""
    seen: list[int] = []
    original = fast_replay._TimelineWalk.run

    def run(self, touched):
        seen.append(len(touched))
        return original(self, touched)

    monkeypatch.setattr(fast_replay._TimelineWalk, "run", run)
    return seen


@pytest.mark.parametrize("path", FILES[::3], ids=lambda p: p.name.split(".before")[0])
def test_fast_replay_is_the_solve(path, walks):
    counts: list[int] = []
    for df in _dataflows(read_file(str(path))):
        _check(df, counts)


def test_fast_replay_on_a_loop_dense_chain(walks):
    counts: list[int] = []
    for df in _dataflows(read_text(scaling_inputs.chain(120), "chain.mir")):
        _check(df, counts)
    assert walks  # the chain's one-block changes go along the timeline


def test_fast_replay_on_the_benchmark_shape(walks):
    sys.path.insert(0, str(ROOT / "tools"))
    import bench_waitcnt

    counts: list[int] = []
    for df in _dataflows(read_text(bench_waitcnt.generate(3000, "gfx942"), "bench.mir")):
        _check(df, counts)
    assert len(walks) >= sum(counts)
