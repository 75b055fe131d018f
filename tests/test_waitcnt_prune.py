"""`_prune`'s per-FIFO dominance tests (`_Dominance`) decide exactly what the plain pairwise
`_dominates` search does, so they cannot change which FIFO absorbs which."""

from __future__ import annotations

import random

from mirpass.passes.waitcnt.queues import _absorb, _by_length, _Dominance, _dominates, _prune


def _random_queue(rnd: random.Random) -> tuple:
    base = rnd.choice((2, 3, 4, 6))
    ints = [rnd.randrange(base * 3) for _ in range(rnd.randrange(7))]
    if rnd.random() < 0.5:  # a shared younger part, as after a join
        ints += [100, 101, 102][: rnd.randrange(4)]
    if rnd.random() < 0.2:
        return (frozenset(rnd.sample(range(12), rnd.randrange(1, 4))), *ints)
    return tuple(ints)


def test_per_fifo_dominance_matches_pairwise_dominance() -> None:
    rnd = random.Random(7)
    dominated = 0
    for _ in range(4000):
        qs = {_random_queue(rnd): frozenset({rnd.randrange(5)}) for _ in range(rnd.randrange(2, 12))}
        items, lengths = _by_length(qs)
        queues = [q for q, _ in items]
        fast = _Dominance(queues)
        for j in range(len(queues)):
            for i in range(len(queues)):
                if i != j and lengths[j] >= lengths[i]:
                    want = _dominates(queues[j], queues[i])
                    assert fast.dominates(j, i) == want, (queues[j], queues[i])
                    dominated += want
        pairwise = _absorb(items, lengths, lambda j, i, q=queues: _dominates(q[j], q[i]))
        assert list(_prune(dict(qs), True).items()) == list(pairwise.items()), qs
    assert dominated > 1000  # the random FIFOs do exercise both answers
