"""`_prune` keeps exactly the FIFOs, tags and order of the plain pairwise `_dominates` search
(its faster per-FIFO tests must not change which FIFO absorbs which)."""

from __future__ import annotations

import random

from mirpass.passes.waitcnt.dataflow import _TOPQ, MAX_QUEUES, _dominates, _length, _prune


def _reference_prune(qs: dict, dominance: bool) -> dict:
    if _TOPQ in qs:
        return {_TOPQ: frozenset().union(*qs.values())}
    if dominance:
        items = list(qs.items())
        lengths = [_length(q) for q in qs]
        tied = {n for n in lengths if lengths.count(n) > 1}
        order = sorted(
            range(len(items)), key=lambda i: (-lengths[i], repr(items[i][0]) if lengths[i] in tied else "")
        )
        items = [items[i] for i in order]
        lengths = [lengths[i] for i in order]
        kept: list[int] = []
        out: dict = {}
        for i, (q, tags) in enumerate(items):
            owner = next((j for j in kept if lengths[j] >= lengths[i] and _dominates(items[j][0], q)), None)
            if owner is None:
                kept.append(i)
                out[q] = tags
            else:
                oq = items[owner][0]
                out[oq] = out[oq] | tags
        qs = out
    if len(qs) > MAX_QUEUES:
        return {_TOPQ: frozenset().union(*qs.values())}
    return qs


def _random_queue(rnd: random.Random) -> tuple:
    base = rnd.choice((2, 3, 4, 6))
    ints = [rnd.randrange(base * 3) for _ in range(rnd.randrange(7))]
    if rnd.random() < 0.5:  # a shared younger part, as after a join
        ints += [100, 101, 102][: rnd.randrange(4)]
    if rnd.random() < 0.2:
        return (frozenset(rnd.sample(range(12), rnd.randrange(1, 4))), *ints)
    return tuple(ints)


def test_prune_matches_pairwise_dominance() -> None:
    rnd = random.Random(7)
    for _ in range(4000):
        qs = {_random_queue(rnd): frozenset({rnd.randrange(5)}) for _ in range(rnd.randrange(2, 12))}
        for dominance in (True, False):
            got = _prune(dict(qs), dominance)
            want = _reference_prune(dict(qs), dominance)
            assert list(got.items()) == list(want.items()), qs
