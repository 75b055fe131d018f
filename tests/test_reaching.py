"""mirpass.ir.reaching against a plain oracle: per-block reaching definitions iterated over every
block to the fixed point (sets, the empty set for "no producer"), on random CFGs with loops,
self-loops, unreachable blocks and a looping entry block."""

from __future__ import annotations

import random

import pytest

from mirpass.ir.reaching import ReachingProducers


class _Graph:
    """What ReachingProducers reads of a CFG: preds, rpo, reachable."""

    def __init__(self, succs: list[list[int]]) -> None:
        n = len(succs)
        self.succs = succs
        self.preds: list[list[int]] = [[] for _ in range(n)]
        for b, ss in enumerate(succs):
            for s in ss:
                self.preds[s].append(b)
        order: list[int] = []
        seen = [False] * n

        def dfs(b: int) -> None:
            seen[b] = True
            for s in succs[b]:
                if not seen[s]:
                    dfs(s)
            order.append(b)

        dfs(0)
        self.rpo = order[::-1]
        self._reach = set(order)

    def reachable(self, b: int) -> bool:
        return b in self._reach


def _random_case(rng: random.Random) -> tuple[_Graph, list[dict], int]:
    n = rng.randrange(1, 14)
    succs: list[list[int]] = []
    for b in range(n):
        k = rng.choice((0, 1, 1, 2, 2, 3)) if b < n - 1 else rng.choice((0, 1))
        succs.append(sorted({rng.randrange(n) for _ in range(k)}))
    nslots = rng.randrange(1, 6)
    gens: list[dict] = []
    pid = 0
    for _ in range(n):
        gen: dict = {}
        for _ in range(rng.randrange(3)):
            s = rng.randrange(nslots)
            if rng.random() < 0.7:
                gen[s] = frozenset((pid,))
                pid += 1
            else:
                gen[s] = None  # a non-producer's definition kills
        gens.append(gen)
    return _Graph(succs), gens, nslots


def _oracle(g: _Graph, gens: list[dict], nslots: int) -> list[list[frozenset]]:
    n = len(gens)
    empty = frozenset()
    ins = [[empty] * nslots for _ in range(n)]
    outs = [[empty] * nslots for _ in range(n)]
    changed = True
    while changed:
        changed = False
        for b in range(n):
            if g.reachable(b):
                inn = [empty] * nslots
                for p in g.preds[b]:
                    if g.reachable(p):
                        inn = [x | y for x, y in zip(inn, outs[p], strict=True)]
            else:
                inn = [empty] * nslots
            out = list(inn)
            for s, val in gens[b].items():
                out[s] = val or empty
            if inn != ins[b] or out != outs[b]:
                ins[b], outs[b] = inn, out
                changed = True
    return ins


@pytest.mark.parametrize("seed", range(300))
def test_entries_match_the_plain_fixed_point(seed: int) -> None:
    rng = random.Random(seed)
    graph, gens, nslots = _random_case(rng)
    expected = _oracle(graph, gens, nslots)
    seen: dict[int, list[frozenset]] = {}

    def visit(b: int, reach: list) -> list:
        assert b not in seen, f"block {b} visited twice"
        seen[b] = [v or frozenset() for v in reach]
        out = list(reach)
        for s, val in gens[b].items():
            out[s] = val
        return out

    ReachingProducers(graph, gens, nslots).walk(visit)  # type: ignore[arg-type]
    assert sorted(seen) == list(range(len(gens)))
    for b in range(len(gens)):
        assert seen[b] == expected[b], (b, graph.succs)
