"""SSA def-use over register units, with PHIs at joins.

Every instruction reads and writes sets of register units (one unit per 32-bit register). The
chain gives each read the definition that reaches it: an instruction, a PHI at a join where
different definitions meet, or the function's entry. PHIs are placed on the iterated dominance
frontier of the defining blocks, for units with an upward-exposed read (semi-pruned SSA), and
filled in by a walk over the dominator tree.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field

from mirpass.ir.cfg import CFG


@dataclass(eq=False)
class Value:
    """One definition of one unit. `index` is the instruction's position in its block, -1 for
    a PHI and for the entry value."""

    kind: str  # "inst", "phi" or "entry"
    unit: int
    block: int
    index: int = -1
    incoming: dict[int, Value] = field(default_factory=dict)  # PHI: predecessor -> value

    def __repr__(self) -> str:
        where = f"bb#{self.block}" + (f"[{self.index}]" if self.index >= 0 else "")
        return f"<{self.kind} u{self.unit} {where}>"


Units = Sequence[int]


class DefUse:
    def __init__(self, cfg: CFG, reads: list[list[Units]], writes: list[list[Units]]) -> None:
        self.cfg = cfg
        n = len(cfg.blocks)
        self.entry: dict[int, Value] = {}
        self.phis: list[dict[int, Value]] = [{} for _ in range(n)]
        # uses[b][i]: unit -> reaching value, for each unit instruction i of block b reads
        self.uses: list[list[dict[int, Value]]] = [[{} for _ in blk] for blk in reads]
        self.defs: list[list[dict[int, Value]]] = [
            [{u: Value("inst", u, b, i) for u in units} for i, units in enumerate(blk)]
            for b, blk in enumerate(writes)
        ]
        self._place_phis(reads, writes)
        self._rename(reads, writes)

    def _entry_value(self, unit: int) -> Value:
        value = self.entry.get(unit)
        if value is None:
            value = self.entry[unit] = Value("entry", unit, 0)
        return value

    def _place_phis(self, reads: list[list[Units]], writes: list[list[Units]]) -> None:
        cfg = self.cfg
        global_units: set[int] = set()
        def_blocks: dict[int, set[int]] = {}
        for b, blk in enumerate(reads):
            killed: set[int] = set()
            for i, units in enumerate(blk):
                for u in units:
                    if u not in killed:
                        global_units.add(u)
                for u in writes[b][i]:
                    killed.add(u)
                    def_blocks.setdefault(u, set()).add(b)
        frontiers = cfg.dominance_frontiers()
        for u in global_units:
            blocks = def_blocks.get(u)
            if not blocks:
                continue
            placed: set[int] = set()
            work = list(blocks)
            while work:
                x = work.pop()
                for y in frontiers[x]:
                    if y not in placed:
                        placed.add(y)
                        self.phis[y][u] = Value("phi", u, y)
                        if y not in blocks:
                            work.append(y)

    def _rename(self, reads: list[list[Units]], writes: list[list[Units]]) -> None:
        cfg = self.cfg
        if not cfg.blocks:
            return
        children = cfg.dominator_children()
        current: dict[int, list[Value]] = {}

        def top(u: int) -> Value:
            stack = current.get(u)
            return stack[-1] if stack else self._entry_value(u)

        # Iterative dominator-tree walk; each frame remembers the units it pushed.
        stack: list[tuple[int, list[int] | None]] = [(0, None)]
        while stack:
            b, pushed = stack.pop()
            if pushed is not None:
                for u in pushed:
                    current[u].pop()
                continue
            mine: list[int] = []
            for u, phi in self.phis[b].items():
                current.setdefault(u, []).append(phi)
                mine.append(u)
            for i, units in enumerate(reads[b]):
                uses = self.uses[b][i]
                for u in units:
                    uses[u] = top(u)
                for u, value in self.defs[b][i].items():
                    current.setdefault(u, []).append(value)
                    mine.append(u)
            for s in cfg.succs[b]:
                for u, phi in self.phis[s].items():
                    phi.incoming[b] = top(u)
            stack.append((b, mine))
            for c in reversed(children[b]):
                stack.append((c, None))
        # Unreachable blocks see only their own definitions.
        for b in range(len(cfg.blocks)):
            if cfg.reachable(b):
                continue
            local: dict[int, Value] = {}
            for i, units in enumerate(reads[b]):
                for u in units:
                    self.uses[b][i][u] = local.get(u) or self._entry_value(u)
                local.update(self.defs[b][i])

    def reaching(self, block: int, index: int, unit: int) -> Value:
        return self.uses[block][index][unit]

    def producers(self, block: int, index: int, units: Units | None = None) -> list[Value]:
        """Instruction definitions that may reach the reads of instruction (block, index),
        looking through PHIs; `units` restricts which reads count."""
        uses = self.uses[block][index]
        selected = uses.values() if units is None else [uses[u] for u in units if u in uses]
        return list(_through_phis(selected))


def _through_phis(values: Iterator[Value] | Sequence[Value] | object) -> Iterator[Value]:
    seen: set[int] = set()
    work = list(values)  # type: ignore[call-overload]
    while work:
        v = work.pop()
        if id(v) in seen:
            continue
        seen.add(id(v))
        if v.kind == "phi":
            work.extend(v.incoming.values())
        elif v.kind == "inst":
            yield v
