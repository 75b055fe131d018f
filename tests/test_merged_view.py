"""The merged analysis's counter view (verify_merged._Counter.view) kept in order across issues
must equal the view sorted afresh, whatever sequence of issues, waits and resets came before."""

from __future__ import annotations

import random
from types import SimpleNamespace

import pytest

from mirpass.passes.waitcnt.model import TOP
from mirpass.passes.waitcnt.verify import ANON, FIFO_CAP
from mirpass.passes.waitcnt.verify_merged import KEY_CAP, _Counter

_OPS = [SimpleNamespace(is_smem=False, counters=("vmcnt",), ooo=()) for _ in range(4000)]


def _entry(rng: random.Random) -> tuple:
    """A block entry as a join leaves it: distances, possibly equal, on either side."""
    d_in = {g: rng.randrange(FIFO_CAP) for g in rng.sample(range(200), rng.randrange(0, 40))}
    d_oo = {g: rng.randrange(FIFO_CAP) for g in rng.sample(range(200, 400), rng.randrange(0, 3))}
    if rng.random() < 0.1:
        d_in[TOP] = rng.randrange(FIFO_CAP)
    len_in = min(FIFO_CAP, len(d_in) + rng.randrange(3))
    any_oo = bool(d_oo) or rng.random() < 0.3  # (anonymous ops hold a side of no op)
    len_oo = min(FIFO_CAP, len(d_oo) + rng.randrange(3)) if any_oo else 0
    any_in = bool(d_in) or not any_oo or rng.random() < 0.5
    return (d_in, d_oo, len_in, len_oo, any_in, any_oo, rng.random() < 0.05)


def _step(rng: random.Random, counters: list[_Counter], gid: int) -> None:
    roll, n = rng.random(), rng.randrange(4)
    for c in counters:  # the same step on each
        if roll < 0.75:
            c.issue(ANON if roll < 0.1 else gid, roll > 0.7, False, _OPS)
        elif roll < 0.9:
            c.wait(n if roll < 0.8 else 0)
        elif roll < 0.95:
            c.reset(roll < 0.93)
        else:
            c.view()  # (a view between steps prunes: the other side prunes too below)


@pytest.mark.parametrize("seed", range(60))
@pytest.mark.parametrize("prune", [True, False])
def test_view_kept_in_order_equals_sorted(seed: int, prune: bool) -> None:
    rng = random.Random(seed)
    e = _entry(rng)
    kept, fresh = _Counter(e, False, prune), _Counter(e, False, prune)
    gid = 1000
    for _ in range(600):
        _step(rng, [kept, fresh], gid)
        gid += 1
        fresh.keys = None  # sorted again at every view
        assert kept.view() == fresh.view()
        assert kept.in_ == fresh.in_ and kept.oo == fresh.oo
        assert len(kept.in_) <= KEY_CAP + 1 or kept.unknown


def test_view_is_cached_on_in_order_issues() -> None:
    """Issues of in-order ops append to the kept order: no sort (the point of keeping it)."""
    c = _Counter(({}, {}, 0, 0, True, False, False), False, True)
    c.view()
    kept = c.keys
    for g in range(3 * FIFO_CAP):
        c.issue(g, False, False, _OPS)
        view = c.view()
        assert c.keys is kept
        assert view == tuple(range(max(0, g + 1 - FIFO_CAP), g + 1))
