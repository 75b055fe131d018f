"""Layer 3, the result contract: what the analysis proposes for one basic block.

Everything here is plain data. `WmmaReorderAnalysisResult.to_json()` is the stable form written
to `--report=FILE.json`; downstream tools should read that, not the Python objects.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from mirpass.mir import Instruction


@dataclass(frozen=True, order=True)
class RegGroup:
    """A run of consecutive VGPRs, `base` .. `base + size - 1` (VGPR n is register unit n)."""

    base: int
    size: int

    @property
    def last(self) -> int:
        return self.base + self.size - 1

    def units(self) -> range:
        return range(self.base, self.base + self.size)

    def intersects(self, units: object) -> bool:
        return any(u in self.units() for u in units)  # type: ignore[attr-defined]

    @property
    def short(self) -> str:
        """`v[0:7]`, or `v5` for a single register, as the assembler spells them."""
        return f"v{self.base}" if self.size == 1 else f"v[{self.base}:{self.last}]"

    def __str__(self) -> str:
        return self.short


@dataclass(frozen=True)
class RegInterval:
    """Where a group is live. `first`/`last` are positions in the block's WMMA sequence (the
    span between the first and last WMMA reading the group). `points`, when a backend knows
    them, are the block instruction positions at which the group occupies its registers
    (-1 = live into the block, len(block) = live out of it); overlap then uses the points."""

    first: int
    last: int
    points: frozenset[int] | None = None

    @property
    def width(self) -> int:
        return self.last - self.first + 1

    def overlaps(self, other: RegInterval) -> bool:
        if self.points is not None and other.points is not None:
            return not self.points.isdisjoint(other.points)
        return self.first <= other.last and other.first <= self.last

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"first": self.first, "last": self.last}
        if self.points is not None:
            pts = sorted(self.points)
            out["live_in"] = bool(pts) and pts[0] < 0
            out["instruction_points"] = len(pts)
        return out


@dataclass(eq=False)
class WmmaNode:
    """One WMMA. `a` is the pool-varying operand group and `b` the pool-shared one once
    detectABIndices has relabelled the node; before that, `a` is src0 and `b` is src1."""

    inst: Instruction
    position: int  # index in the block's (bundle-flattened) instruction list
    pool: int
    a: RegGroup
    b: RegGroup
    c: RegGroup  # the destination (accumulator) group
    a_role: str = "src0"
    b_role: str = "src1"

    @property
    def line(self) -> int:
        return self.inst.line

    def relabel(self, a_role: str) -> WmmaNode:
        if a_role == self.a_role:
            return self
        return WmmaNode(self.inst, self.position, self.pool, self.b, self.a, self.c, self.b_role, self.a_role)

    def to_json(self) -> dict[str, Any]:
        return {
            "line": self.line,
            "pool": self.pool,
            "opcode": self.inst.opcode,
            "varying": f"{self.a_role}={self.a}",
            "shared": f"{self.b_role}={self.b}",
            "dst": str(self.c),
        }


@dataclass(frozen=True)
class AliasCandidate:
    """`aliasable` (a later pool's group) can live in `canonical`'s (pool 0's) registers."""

    canonical: RegGroup
    aliasable: RegGroup
    pool: int = 1

    @property
    def vgpr_saved(self) -> int:
        return self.canonical.size

    def to_json(self) -> dict[str, Any]:
        return {
            "canonical": str(self.canonical),
            "aliasable": str(self.aliasable),
            "pool": self.pool,
            "vgpr_saved": self.vgpr_saved,
        }


@dataclass(frozen=True)
class RegReplacement:
    """Rewrite operand `operand_index` (LLVM numbering: explicit defs first) of `inst`."""

    inst: Instruction
    operand_index: int
    is_src: bool
    old_reg: str
    new_reg: str

    def to_json(self) -> dict[str, Any]:
        return {
            "line": self.inst.line,
            "opcode": self.inst.opcode,
            "operand": self.operand_index,
            "is_src": self.is_src,
            "old": self.old_reg,
            "new": self.new_reg,
        }


@dataclass
class WmmaReorderAnalysisResult:
    """The contract for one block. `applicable` is False unless at least one alias survived
    every check; then `desired_order` is a permutation of `original_order`, `replacements`
    lists every operand rewrite the aliasing needs, and `total_vgpr_saved` sums the aliases."""

    function: str
    block: int  # the `bb.N` number
    applicable: bool = False
    reason: str = ""
    pool_source: str = ""
    pools: list[list[WmmaNode]] = field(default_factory=list)
    varying_operand: str | None = None  # "src0" or "src1"
    original_order: list[WmmaNode] = field(default_factory=list)
    ideal_order: list[WmmaNode] = field(default_factory=list)
    desired_order: list[WmmaNode] = field(default_factory=list)
    aliases: list[AliasCandidate] = field(default_factory=list)
    rejected_aliases: list[tuple[AliasCandidate, str]] = field(default_factory=list)
    replacements: list[RegReplacement] = field(default_factory=list)
    total_vgpr_saved: int = 0
    liveness_before: dict[RegGroup, RegInterval] = field(default_factory=dict)
    liveness_after: dict[RegGroup, RegInterval] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)

    @property
    def wmma_count(self) -> int:
        return len(self.original_order)

    def to_json(self) -> dict[str, Any]:
        def intervals(live: dict[RegGroup, RegInterval]) -> dict[str, Any]:
            return {str(g): iv.to_json() for g, iv in sorted(live.items())}

        return {
            "function": self.function,
            "block": f"bb.{self.block}",
            "applicable": self.applicable,
            "reason": self.reason,
            "wmma_count": self.wmma_count,
            "pool_source": self.pool_source,
            "pool_count": len(self.pools),
            "pool_sizes": [len(p) for p in self.pools],
            "varying_operand": self.varying_operand,
            "original_order": [n.line for n in self.original_order],
            "ideal_order": [n.line for n in self.ideal_order],
            "desired_order": [n.line for n in self.desired_order],
            "wmmas": [n.to_json() for n in self.original_order],
            "aliases": [a.to_json() for a in self.aliases],
            "rejected_aliases": [{**a.to_json(), "why": why} for a, why in self.rejected_aliases],
            "replacements": [r.to_json() for r in self.replacements],
            "total_vgpr_saved": self.total_vgpr_saved,
            "liveness_before": intervals(self.liveness_before),
            "liveness_after": intervals(self.liveness_after),
            "notes": list(self.notes),
        }
