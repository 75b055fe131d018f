"""The stall model's incremental evaluation (stall.StallModel: shared dominator-chain prefixes,
reuse against a reference evaluation, loop-by-loop comparison) against a direct simulation of
its definition: every loop path simulated from the entry, along the whole dominator chain."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

from mirpass.ir.translate import Translator
from mirpass.mir import read
from mirpass.passes.waitcnt.stall import (
    WARMUP,
    IterationCost,
    LoopCost,
    PathCost,
    StallModel,
    _Machine,
    loop_costs,
    no_worse,
    translated_events,
)
from mirpass.target.targets import resolve_target

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
from scaling_inputs import chain  # noqa: E402


def _paths(cfg, loop) -> list[tuple[int, ...]]:
    """The definition: acyclic header-to-latch paths (successors in order), at most 32."""
    out: list[tuple[int, ...]] = []

    def walk(path: tuple[int, ...]) -> bool:
        b = path[-1]
        if b in loop.latches:
            out.append(path)
            if len(out) > 32:
                return False
        for s in cfg.succs[b]:
            if s in loop.blocks and s != loop.header and s not in path and not cfg.dominates(s, b):
                if not walk((*path, s)):
                    return False
        return True

    if not walk((loop.header,)):
        return [tuple(sorted(loop.blocks))]
    return out or [tuple(sorted(loop.blocks))]


def _direct(cfg, events) -> list[LoopCost]:
    out = []
    for loop in sorted(cfg.loops, key=lambda lp: lp.header):
        lc = LoopCost(loop.header, cfg.blocks[loop.header].number, loop.depth)
        prefix = [b for b in cfg.rpo if b != loop.header and cfg.dominates(b, loop.header)]
        for path in _paths(cfg, loop):
            m = _Machine()
            pre = IterationCost()
            for b in prefix:
                m.run(events[b], pre)
            iters = []
            for _ in range(WARMUP + 1):
                cost = IterationCost()
                for b in path:
                    m.run(events[b], cost)
                iters.append(cost)
            lc.paths.append(PathCost(path, pre.exposed, iters[0], iters[-1]))
        out.append(lc)
    return out


def _perturbed(events, seed: int):
    """Waits added at the top of some blocks (a different placement of the same code)."""
    rng = random.Random(seed)
    out = [list(ev) for ev in events]
    for b in rng.sample(range(len(out)), max(1, len(out) // 8)):
        out[b].insert(0, ("wait", {rng.choice(("vmcnt", "lgkmcnt")): rng.randrange(3)}))
    return out


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_incremental_evaluation_matches_the_direct_simulation(seed):
    mir = read(chain(120, seed=seed), "chain.mir")
    tf = Translator(resolve_target("amdgcn-amd-amdhsa", "gfx942", None)).translate(mir.functions[0])
    cfg = tf.cfg
    assert len(cfg.loops) > 20
    base_events = translated_events(tf)
    model = StallModel(cfg)
    base = model.evaluate(base_events)
    assert base.costs == _direct(cfg, base_events) == loop_costs(cfg, base_events)
    for k in range(4):
        events = _perturbed(base_events, seed * 10 + k)
        direct = _direct(cfg, events)
        assert model.evaluate(events, base).costs == direct
        ok, better, trial = model.compare(events, model.start(base_events))
        assert (ok, better) == no_worse(direct, base.costs)
        if ok:
            assert trial.costs == direct
