"""Reaching producers: forward reaching definitions over dense slots (register units of
interest), where a definition is the set of producers (ids) whose write may reach, or None
(no producer's: killed by a write of a non-producer, or nothing written since the entry).

The PHI webs of semi-pruned SSA (mirpass.ir.defuse) are exactly these sets on the reachable
blocks; unreachable blocks see only their own definitions. The caller gives each block's last
definition per slot (`gens`) and walks the blocks with `walk`, which hands each block the
definitions reaching its entry and takes back those at its exit.

A reachable block with exactly one reachable predecessor (a tree child) enters with that
predecessor's exit, so only the other blocks (heads) keep an entry; a tree block's exit is its
head's entry under the definitions of the path from the head (`pathgen`). The heads' entries
are iterated in RPO to the least fixed point, the same as iterating every block's. The entry
block is always a head: inside a loop it also enters with what its predecessors' exits carry
round.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import compress
from operator import is_not, ne

from mirpass.ir.cfg import CFG

Defs = list  # slot -> frozenset of producer ids, or None
Gen = dict  # slot -> the block's last definition of it (frozenset or None)


class ReachingProducers:
    def __init__(self, cfg: CFG, gens: list[Gen], nslots: int) -> None:
        self.cfg = cfg
        self.nslots = nslots
        nb = len(gens)
        reachable = cfg.reachable
        preds = cfg.preds
        self.rpreds = [[p for p in preds[b] if reachable(p)] if reachable(b) else [] for b in range(nb)]
        self.parent = [-1] * nb
        self.root = list(range(nb))
        self.children: list[list[int]] = [[] for _ in range(nb)]
        self._exits = [False] * nb  # a predecessor of a head
        for b in cfg.rpo:
            rp = self.rpreds[b]
            if b != 0 and len(rp) == 1 and rp[0] != b:
                self.parent[b] = p = rp[0]
                self.root[b] = self.root[p]
                self.children[p].append(b)
            else:
                for p in rp:
                    self._exits[p] = True
        self.heads = [b for b in cfg.rpo if self.parent[b] < 0]
        self.none_slots: Defs = [None] * nslots
        self.entries = self._head_entries(self._path_gens(gens))

    def _path_gens(self, gens: list[Gen]) -> list[Gen | None]:
        """Each tree block's definitions from its head down (kept only for the predecessors of
        heads: the others are dropped once their children have theirs)."""
        nb = len(gens)
        pathgen: list[Gen | None] = [None] * nb
        pending = [len(c) for c in self.children]
        for b in self.cfg.rpo:
            p = self.parent[b]
            if p < 0:
                pg = gens[b]
            else:
                pg = pathgen[p]
                pg = {**pg, **gens[b]} if gens[b] else pg  # type: ignore[dict-item]
                pending[p] -= 1
                if not pending[p] and not self._exits[p]:
                    pathgen[p] = None
            pathgen[b] = pg
            if not pending[b] and not self._exits[b]:
                pathgen[b] = None
        return pathgen

    def _head_entries(self, pathgen: list[Gen | None]) -> list[Defs | None]:
        """The heads' entries at the least fixed point. A head's entry is recomputed only when
        the entry of a head its predecessors' paths start from changed, and then only in the
        slots that changed there (a slot's join reads only that slot of each path)."""
        ins: list[Defs | None] = [None] * len(pathgen)
        dependents: dict[int, list[int]] = {}
        for b in self.heads:
            for p in self.rpreds[b]:
                dependents.setdefault(self.root[p], []).append(b)
        stale = set(self.heads)
        full = set(self.heads)  # heads to join in every slot (first join, or a new path start)
        todo: dict[int, set[int]] = {}  # the other stale heads -> the slots to join again
        everything = range(self.nslots)
        while stale:
            for b in self.heads:
                if b not in stale:
                    continue
                stale.discard(b)
                old = ins[b]
                slots = todo.pop(b, None)
                if b in full or old is None:
                    full.discard(b)
                    inn = self._join(b, ins, pathgen)
                    changed = everything if old is None else list(compress(everything, map(ne, inn, old)))
                else:
                    inn, changed = self._join_slots(b, ins, pathgen, old, slots or set())
                if not changed:
                    continue
                ins[b] = inn
                for d in dependents.get(b, ()):
                    stale.add(d)
                    if old is None or d in full:
                        full.add(d)
                        todo.pop(d, None)
                    else:
                        todo.setdefault(d, set()).update(changed)
        return ins

    def _join_slots(
        self, b: int, ins: list[Defs | None], pathgen: list[Gen | None], old: Defs, slots: set[int]
    ) -> tuple[Defs, list[int]]:
        """`old` (b's entry) joined again in `slots` only: the new entry and the slots that
        changed."""
        sources = []
        for p in self.rpreds[b]:
            o = ins[self.root[p]]
            if o is not None:
                sources.append((o, pathgen[p] or None))
        inn = old
        changed: list[int] = []
        for k in sorted(slots):
            acc = None
            for o, pg in sources:
                y = pg[k] if pg is not None and k in pg else o[k]
                if y is None or y is acc:
                    continue
                acc = y if acc is None else acc if y <= acc else acc | y
            if acc != old[k]:
                if inn is old:
                    inn = list(old)
                inn[k] = acc
                changed.append(k)
        return inn, changed

    def _join(self, b: int, ins: list[Defs | None], pathgen: list[Gen | None]) -> Defs:
        inn = None
        nslots = self.nslots
        for p in self.rpreds[b]:
            o = ins[self.root[p]]
            if o is None:
                continue
            pg = pathgen[p]
            if pg:
                o = list(o)
                for k, val in pg.items():
                    o[k] = val
            if inn is None or o is inn:
                inn = o
                continue
            # Join slot by slot; only the slots whose definitions differ need work (found at C
            # speed: paths into a join mostly share their definitions).
            differ = list(compress(range(nslots), map(is_not, inn, o)))
            if differ:
                inn = list(inn)
                for k in differ:
                    x = inn[k]
                    y = o[k]
                    if y is not None:
                        inn[k] = y if x is None else x if y <= x else x | y
        return self.none_slots if inn is None else inn

    def walk(self, visit: Callable[[int, Defs], Defs]) -> None:
        """visit(b, entry) -> exit for every block: heads from their entries, tree blocks from
        their parent's exit (depth first), unreachable blocks from nothing. `visit` may return
        its argument edited, never an entry it did not copy."""
        nb = len(self.parent)
        reachable = self.cfg.reachable
        work: list[tuple[int, Defs]] = [(h, self.entries[h]) for h in self.heads]  # type: ignore[misc]
        work.extend((b, self.none_slots) for b in range(nb) if not reachable(b))
        children = self.children
        while work:
            b, reach = work.pop()
            out = visit(b, reach)
            work.extend((c, out) for c in children[b])
