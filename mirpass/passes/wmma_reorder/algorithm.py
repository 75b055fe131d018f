"""Layer 2, the reorder algorithm, and the dependence rules every proposed order must obey.

`detect_ab_indices` decides which source operand is pool-varying; `PoolVaryingReorderAlgorithm`
(the default `WmmaReorderAlgorithm`) decides the ideal order and the alias pairs from the pools
and their live intervals alone. `constrain_pool_order` then bends a pool's ideal order around
the block's real dependences, and `order_violations` is the final check: a proposed order that
reverses any dependent pair is never reported.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass, field

from mirpass.ir.translate import Op
from mirpass.passes.wmma_reorder.liveness import BlockContext
from mirpass.passes.wmma_reorder.result import AliasCandidate, RegGroup, RegInterval, WmmaNode

# Instructions no WMMA may cross: waits and barriers order memory, the rest have effects the
# register sets do not show.
FENCE_KINDS = frozenset({"BARRIER", "WAIT", "CALL", "INLINEASM", "BRANCH"})


def detect_ab_indices(pools: Sequence[Sequence[WmmaNode]]) -> tuple[str, str]:
    """(pool-varying role, pool-shared role). If a later pool reads any of pool 0's src0
    groups, src0 is shared and src1 varies; otherwise src0 varies. Only pool 0 is compared
    with the others, as in the specification."""
    first = {n.a for n in pools[0]} if pools else set()
    for pool in pools[1:]:
        if any(n.a in first for n in pool):
            return "src1", "src0"
    return "src0", "src1"


def both_operands_vary(pools: Sequence[Sequence[WmmaNode]]) -> bool:
    """True when neither src0 nor src1 groups of pool 0 recur in a later pool."""
    if len(pools) < 2:
        return False
    s0 = {n.a if n.a_role == "src0" else n.b for n in pools[0]}
    s1 = {n.b if n.a_role == "src0" else n.a for n in pools[0]}
    for pool in pools[1:]:
        for n in pool:
            src0, src1 = (n.a, n.b) if n.a_role == "src0" else (n.b, n.a)
            if src0 in s0 or src1 in s1:
                return False
    return True


def reorder_contiguously(pool: Sequence[WmmaNode], primary_is_a: bool = True) -> list[WmmaNode] | None:
    """The pool's nodes with each primary group's WMMAs together: for each primary group in
    ascending register order, its WMMAs by ascending secondary group. None if two nodes share
    an (A, B) pair, since the order would then not be a permutation."""
    def key(n: WmmaNode) -> tuple[RegGroup, RegGroup]:
        return (n.a, n.b) if primary_is_a else (n.b, n.a)

    by_pair: dict[tuple[RegGroup, RegGroup], WmmaNode] = {}
    for n in pool:
        if key(n) in by_pair:
            return None
        by_pair[key(n)] = n
    return [by_pair[k] for k in sorted(by_pair)]


def pair_aliases(pools: Sequence[Sequence[WmmaNode]]) -> list[AliasCandidate]:
    """Pool 0's A groups, in register order, are canonical; the i-th A group of every later
    pool may alias the i-th canonical one when both have the same size."""
    canonical = sorted({n.a for n in pools[0]})
    aliases = []
    for p, pool in enumerate(pools[1:], start=1):
        groups = sorted({n.a for n in pool})
        for c, g in zip(canonical, groups, strict=False):
            if c.size == g.size and c != g:
                aliases.append(AliasCandidate(c, g, p))
    return aliases


@dataclass
class AlgorithmResult:
    orders: list[list[WmmaNode]] = field(default_factory=list)  # the ideal order of each pool
    aliases: list[AliasCandidate] = field(default_factory=list)
    reason: str = ""

    @property
    def desired_order(self) -> list[WmmaNode]:
        return [n for pool in self.orders for n in pool]


class WmmaReorderAlgorithm(ABC):
    """The algorithm interface (IWmmaReorderAlgorithm)."""

    @abstractmethod
    def solve(
        self, pools: Sequence[Sequence[WmmaNode]], liveness: dict[RegGroup, RegInterval]
    ) -> AlgorithmResult:
        """Pools arrive relabelled: `a` is pool-varying, `b` pool-shared."""


class PoolVaryingReorderAlgorithm(WmmaReorderAlgorithm):
    """Make the pool-varying operand the inner dimension when its liveness is inflated."""

    def solve(
        self, pools: Sequence[Sequence[WmmaNode]], liveness: dict[RegGroup, RegInterval]
    ) -> AlgorithmResult:
        if len(pools) < 2:
            return AlgorithmResult(reason="fewer than 2 pools")
        shared = {n.b for n in pools[0]}
        widths = [liveness[n.a].width for n in pools[0] if n.a in liveness]
        width = max(widths, default=0)
        if width <= len(shared):
            return AlgorithmResult(
                reason=f"pool-varying operand not inflated: widest A interval {width} WMMAs "
                f"<= {len(shared)} shared B groups (already A-major)"
            )
        orders = []
        for p, pool in enumerate(pools):
            order = reorder_contiguously(pool, primary_is_a=True)
            if order is None:
                return AlgorithmResult(reason=f"pool {p} repeats an (A, B) pair")
            orders.append(order)
        aliases = pair_aliases(orders)
        if not aliases:
            return AlgorithmResult(orders, reason="no same-size A groups to pair across pools")
        return AlgorithmResult(orders, aliases)


ALGORITHMS: dict[str, type[WmmaReorderAlgorithm]] = {"pool-varying": PoolVaryingReorderAlgorithm}


# ---- dependences ---------------------------------------------------------------------------


def is_fence(op: Op) -> bool:
    info = op.info
    return (
        info.kind in FENCE_KINDS
        or info.is_barrier
        or info.is_terminator
        or (info.has_side_effects and info.kind not in ("WMMA", "SWMMAC"))
    )


def conflict(x: Op, y: Op) -> str | None:
    """Why `x` and `y` may not swap: "RAW", "WAR", "WAW", "fence", or None if they may."""
    if is_fence(x) or is_fence(y):
        return "fence"
    xw, yw = set(x.writes), set(y.writes)
    if xw & set(y.reads):
        return "RAW"
    if yw & set(x.reads):
        return "WAR"
    if xw & yw:
        return "WAW"
    return None


def constrain_pool_order(
    block: BlockContext, pool: Sequence[WmmaNode], ideal: Sequence[WmmaNode]
) -> tuple[list[WmmaNode], list[str]]:
    """The order closest to `ideal` that keeps every dependence of the pool's WMMAs.

    The pool's WMMAs are permuted among the pool's own slots; everything else stays put. An
    instruction outside the pool that must stay after a WMMA caps the rank that WMMA may
    take, one that must stay before it sets a floor, and two dependent WMMAs of the pool keep
    their relative order. Each rank then takes the earliest node of the ideal order that
    leaves the remaining nodes schedulable (earliest-deadline-first). If no order fits, the
    pool keeps its original order, which is always legal."""
    ops = block.ops
    slots = sorted(n.position for n in pool)
    k = len(slots)
    lo = {id(n): 0 for n in pool}
    hi = {id(n): k - 1 for n in pool}
    notes: list[str] = []
    in_pool = {n.position for n in pool}
    for n in pool:
        w = ops[n.position]
        for q, x in enumerate(ops):
            if q in in_pool:
                continue
            why = conflict(w, x) if q > n.position else conflict(x, w)
            if why is None:
                continue
            before = sum(1 for s in slots if s < q)
            if q < n.position:
                lo[id(n)] = max(lo[id(n)], before)
            else:
                hi[id(n)] = min(hi[id(n)], before - 1)
    preds: dict[int, set[int]] = {id(n): set() for n in pool}
    for u in pool:
        for v in pool:
            if u.position < v.position and conflict(ops[u.position], ops[v.position]):
                preds[id(v)].add(id(u))
    for n in pool:
        if lo[id(n)] > 0 or hi[id(n)] < k - 1:
            notes.append(f"line {n.line}: rank limited to [{lo[id(n)]}, {hi[id(n)]}] by dependences")
    rank = {id(n): i for i, n in enumerate(ideal)}

    def edf(placed: set[int], start: int) -> list[WmmaNode] | None:
        """Fill ranks start.. by earliest deadline first; None if a deadline is missed."""
        done = set(placed)
        out: list[WmmaNode] = []
        for r in range(start, k):
            eligible = [n for n in ideal if id(n) not in done and lo[id(n)] <= r and preds[id(n)] <= done]
            if not eligible:
                return None
            best = min(eligible, key=lambda n: (hi[id(n)], rank[id(n)]))
            if hi[id(best)] < r:
                return None
            out.append(best)
            done.add(id(best))
        return out

    # At each rank take the first node of the ideal order that still leaves a feasible
    # schedule for the rest (checked with EDF), so the order stays as close to ideal as the
    # deadlines allow.
    placed: set[int] = set()
    order: list[WmmaNode] = []
    for r in range(k):
        for n in ideal:
            if id(n) in placed or lo[id(n)] > r or hi[id(n)] < r or not preds[id(n)] <= placed:
                continue
            if edf(placed | {id(n)}, r + 1) is not None:
                order.append(n)
                placed.add(id(n))
                break
        else:
            notes.append("no legal order near the ideal one; the pool keeps its original order")
            return sorted(pool, key=lambda n: n.position), notes
    return order, notes


def order_violations(block: BlockContext, seq: Sequence[WmmaNode]) -> list[str]:
    """Every dependent pair whose order `seq` (the block's WMMAs, slot by slot) reverses."""
    new_pos = block.positions(seq)
    ops = block.ops
    moved = [n.position for n in seq if new_pos[n.position] != n.position]
    out = []
    for p in moved:
        for q in range(len(ops)):
            if q == p or (q in new_pos and (new_pos[q] < new_pos[p]) == (q < p)):
                continue
            first, second = (ops[q], ops[p]) if q < p else (ops[p], ops[q])
            why = conflict(first, second)
            if why is not None:
                out.append(
                    f"{why} between line {first.inst.line} and line {second.inst.line} would be reversed"
                )
    return out
