"""A solve that replays an earlier solve's trace (replay.py) finds what the same solve without
the replay finds: entries, exits, anchors, sweeps; and it skips the visits a plan cannot change."""

from __future__ import annotations

import sys

import pytest

from mirpass.api import read_file, read_text, resolve
from mirpass.ir.translate import Translator
from mirpass.passes.waitcnt import dataflow
from mirpass.passes.waitcnt.dataflow import DataflowResult, WaitDataflow
from mirpass.passes.waitcnt.model import FunctionModel
from mirpass.passes.waitcnt.plan import ShallowPredPromotion, materialize_plan

from conftest import ROOT

sys.path.insert(0, str(ROOT / "tools"))
import scaling_inputs  # noqa: E402

CORPUS = ROOT / "tests" / "mir" / "corpus"
FILES = sorted(CORPUS.glob("*gfx942.before-waitcnt.mir")) + sorted(CORPUS.glob("*gfx1250.before-waitcnt.mir"))


def _dataflows(mir) -> list[WaitDataflow]:
    target = resolve(mir)
    out = []
    for mf in mir.functions:
        translator = Translator(target, lean=True)
        model = FunctionModel(translator.translate(mf), None, parsed=translator.kept)
        model.release_ops()
        translator.kept.clear()
        out.append(WaitDataflow(model))
    return out


def _same(a: DataflowResult, b: DataflowResult) -> None:
    assert (a.sweeps, a.converged) == (b.sweeps, b.converged)
    assert a.entry == b.entry
    assert a.exit == b.exit
    assert {k: v.spec for k, v in a.anchors.items()} == {k: v.spec for k, v in b.anchors.items()}
    assert a.saturated == b.saturated


def _check(df: WaitDataflow) -> None:
    first = df.solve()
    plan = materialize_plan(first)
    ShallowPredPromotion().rewrite(plan, first, df)
    plain = df.solve(plan.as_input(), reuse=first)
    replayed = df.solve(plan.as_input(), reuse=first, replay=first)
    _same(plain, replayed)
    # A trial of placement: a tail drain more, one floor less, replayed from the solve above.
    trial = plan.as_input()
    blocks = [b for b in df.m.cfg.rpo if df.m.groups[b]]
    for b in blocks[len(blocks) // 2 :: 7]:
        trial.tail_drains.setdefault(b, {})[df.counters[0]] = 0
    for key in list(trial.floors)[::5]:
        trial.floors[key] = {}
    _same(df.solve(trial, reuse=first), df.solve(trial, reuse=first, replay=replayed))


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name.split(".before")[0])
def test_replay_is_the_solve(path):
    for df in _dataflows(read_file(str(path))):
        _check(df)


def test_replay_on_a_loop_dense_chain():
    for df in _dataflows(read_text(scaling_inputs.chain(120), "chain.mir")):
        _check(df)


def test_replay_of_the_same_plan_transfers_nothing(monkeypatch):
    (df,) = _dataflows(read_text(scaling_inputs.chain(120), "chain.mir"))
    first = df.solve()
    plan = materialize_plan(first)
    ShallowPredPromotion().rewrite(plan, first, df)
    base = df.solve(plan.as_input(), reuse=first, replay=first)
    calls = []
    original = dataflow.WaitDataflow.transfer_block
    monkeypatch.setattr(
        dataflow.WaitDataflow, "transfer_block", lambda self, *a: calls.append(a[0]) or original(self, *a)
    )
    again = df.solve(plan.as_input(), reuse=first, replay=base)
    _same(base, again)
    assert calls == []
    monkeypatch.setattr(dataflow.WaitDataflow, "merge", lambda *a: pytest.fail("merged"))
    df.solve(plan.as_input(), reuse=first, replay=base)
