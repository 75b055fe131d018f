"""Layer 1, liveness: live intervals of the A and B register groups of a block's WMMAs.

A backend takes the block (a `BlockContext`) and a WMMA sequence, which is the block's WMMAs in
the order being evaluated: slot k of the block (the k-th WMMA position) holds `seq[k]`, and
every other instruction stays where it is. Two backends:

- `WmmaIntervalLiveness` (the default): a group lives from the first to the last WMMA of the
  sequence that reads it. It looks at nothing else.
- `FullInstructionLiveness`: the same WMMA spans (they drive the inflated-liveness test), plus
  the exact instruction positions where each group holds a value, from a backward liveness
  scan over every instruction of the block, seeded with the block's live-out units taken from
  the function's SSA def-use. Two groups then overlap only if they are live at a common
  instruction, which also counts the loads that fill a group and values live into or out of
  the block.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass, field

from mirpass.ir.translate import Op, TranslatedFunction
from mirpass.passes.wmma_reorder.result import RegGroup, RegInterval, WmmaNode


@dataclass
class BlockContext:
    """One block of a translated function, with its WMMA slots."""

    function: str
    tf: TranslatedFunction
    index: int  # the block's position in the function layout
    ops: list[Op]
    slots: list[int]  # positions in `ops` of the block's WMMAs, ascending
    _live_out: set[int] | None = field(default=None, repr=False)

    @property
    def number(self) -> int:
        return self.tf.cfg.blocks[self.index].number

    def sequence_ops(self, seq: Sequence[WmmaNode]) -> list[Op]:
        """The block's instructions with the WMMA slots filled by `seq`, in order."""
        order = list(self.ops)
        for slot, node in zip(self.slots, seq, strict=True):
            order[slot] = self.ops[node.position]
        return order

    def positions(self, seq: Sequence[WmmaNode]) -> dict[int, int]:
        """Original position -> new position, for every instruction of the block."""
        pos = {i: i for i in range(len(self.ops))}
        for slot, node in zip(self.slots, seq, strict=True):
            pos[node.position] = slot
        return pos

    @property
    def live_out(self) -> set[int]:
        if self._live_out is None:
            self._live_out = block_live_out(self.tf, self.index)
        return self._live_out


def block_live_out(tf: TranslatedFunction, b: int) -> set[int]:
    """Register units live on exit from block `b`, from the def-use chains (conservative)."""
    du = tf.defuse
    cfg = tf.cfg
    out: set[int] = set()
    for s in cfg.succs[b]:
        for u, phi in du.phis[s].items():
            if b in phi.incoming:
                out.add(u)
    defined = {u for defs in du.defs[b] for u in defs}
    live_in_values: dict[int, object] = {}
    for i, uses in enumerate(du.uses[b]):
        for u, v in uses.items():
            if u not in live_in_values and not (v.kind == "inst" and v.block == b and v.index < i):
                live_in_values[u] = v
    reachable = _reachable_from(cfg.succs, b)
    for t, blk in enumerate(du.uses):
        if t == b:
            continue
        for uses in blk:
            for u, v in uses.items():
                if v.kind == "inst" and v.block == b:
                    out.add(u)
                elif u not in defined and t in reachable and live_in_values.get(u) is v:
                    out.add(u)
    return out


def _reachable_from(succs: list[list[int]], b: int) -> set[int]:
    seen: set[int] = set()
    work = list(succs[b])
    while work:
        x = work.pop()
        if x not in seen:
            seen.add(x)
            work.extend(succs[x])
    return seen


def wmma_spans(seq: Sequence[WmmaNode]) -> dict[RegGroup, tuple[int, int]]:
    spans: dict[RegGroup, tuple[int, int]] = {}
    for i, node in enumerate(seq):
        for group in (node.a, node.b):
            first, _ = spans.get(group, (i, i))
            spans[group] = (first, i)
    return spans


class RegLivenessAnalysis(ABC):
    """The liveness interface (IRegLivenessAnalysis)."""

    name: str = ""

    @abstractmethod
    def compute_liveness(self, block: BlockContext, seq: Sequence[WmmaNode]) -> dict[RegGroup, RegInterval]:
        """Intervals for every A and B group of `seq`, with the WMMAs in `seq`'s order."""


class WmmaIntervalLiveness(RegLivenessAnalysis):
    """[first WMMA reading the group, last WMMA reading it]; the block is not consulted."""

    name = "wmma"

    def compute_liveness(self, block: BlockContext, seq: Sequence[WmmaNode]) -> dict[RegGroup, RegInterval]:
        return {g: RegInterval(f, last) for g, (f, last) in wmma_spans(seq).items()}


class FullInstructionLiveness(RegLivenessAnalysis):
    """WMMA spans plus instruction-level live points over the whole block."""

    name = "full"

    def compute_liveness(self, block: BlockContext, seq: Sequence[WmmaNode]) -> dict[RegGroup, RegInterval]:
        spans = wmma_spans(seq)
        groups_of: dict[int, list[RegGroup]] = {}
        for g in spans:
            for u in g.units():
                groups_of.setdefault(u, []).append(g)
        interest = set(groups_of)
        points: dict[RegGroup, set[int]] = {g: set() for g in spans}

        def mark(units: set[int], at: int) -> None:
            for u in units:
                for g in groups_of[u]:
                    points[g].add(at)

        order = block.sequence_ops(seq)
        n = len(order)
        live = block.live_out & interest
        mark(live, n)
        for i in range(n - 1, -1, -1):
            op = order[i]
            writes = interest.intersection(op.writes)
            reads = interest.intersection(op.reads)
            after = live
            live = (live - writes) | reads
            mark(after | writes | live, i)
        mark(live, -1)
        return {g: RegInterval(f, last, frozenset(points[g])) for g, (f, last) in spans.items()}


LIVENESS_BACKENDS: dict[str, type[RegLivenessAnalysis]] = {
    "wmma": WmmaIntervalLiveness,
    "full": FullInstructionLiveness,
}
