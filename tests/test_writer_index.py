"""The verifier's index of a FIFO's writers (verify_writers.py) against a plain scan of the
FIFO, over random sequences of FIFOs such as the verifier indexes one after the other: the
oldest operations dropping out and new ones issued, joins that keep some operations and add
others before and after them, reorderings, repeated operations, and anonymous operations."""

import random

import pytest

from mirpass.passes.waitcnt.verify_writers import ANON, WriterIndex

UNITS = 12


def _scan(fifo: tuple, writes_of: list[frozenset[int]], units: set[int]) -> list[int]:
    return [g for g in fifo if g >= 0 and not writes_of[g].isdisjoint(units)]


def _next_fifo(rng: random.Random, fifo: tuple, ngids: int) -> tuple:
    body = list(fifo[_leading_anon(fifo) :])
    move = rng.randrange(8)
    if move == 0:  # the oldest drop out, one group's issues appended
        body = body[rng.randrange(3) :] + _fresh(rng, ngids, 3)
    elif move == 1:  # a join: some dropped anywhere, some added at either end
        body = _fresh(rng, ngids, 4) + [g for g in body if rng.random() < 0.8] + _fresh(rng, ngids, 4)
    elif move == 2:  # another order
        rng.shuffle(body)
    elif move == 3 and body:  # an operation twice
        body.insert(rng.randrange(len(body)), rng.choice(body))
    elif move == 4:  # a fresh FIFO
        body = _fresh(rng, ngids, 40)
    elif move == 5:  # an anonymous operation among the others
        body.insert(rng.randrange(len(body) + 1), ANON)
    elif move == 6:  # some added in the middle
        at = rng.randrange(len(body) + 1)
        body[at:at] = _fresh(rng, ngids, 3)
    elif body:  # one dropped in the middle
        del body[rng.randrange(len(body))]
    return (ANON,) * rng.choice((0, 0, 1, 3)) + tuple(body)


def _fresh(rng: random.Random, ngids: int, most: int) -> list[int]:
    return [rng.randrange(ngids) for _ in range(rng.randrange(most))]


def _leading_anon(fifo: tuple) -> int:
    k = 0
    while k < len(fifo) and fifo[k] == ANON:
        k += 1
    return k


@pytest.mark.parametrize("seed", range(40))
def test_writers_equal_a_scan_of_the_fifo(seed: int) -> None:
    rng = random.Random(seed)
    ngids = rng.choice((8, 30, 200))
    writes_of = [frozenset(rng.sample(range(UNITS), rng.randrange(4))) for _ in range(ngids)]
    fifo = tuple(rng.randrange(ngids) for _ in range(rng.randrange(1, 30)))
    index = WriterIndex(fifo, writes_of)
    for _ in range(300):
        for _ in range(3):
            units = set(rng.sample(range(UNITS), rng.randrange(1, 4)))
            assert index.writers(units) == _scan(fifo, writes_of, units)
        fifo = _next_fifo(rng, fifo, ngids)
        index.update(fifo)
