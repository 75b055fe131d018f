"""The control-flow graph of a machine function: edges, RPO, dominators and loops.

Blocks are identified by their position in the function's layout (0 = entry), not by their
`bb.N` number, so that every table here is a plain list.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from mirpass.mir import Block, Instruction, MachineFunction


@dataclass
class Loop:
    header: int
    blocks: set[int]
    latches: list[int]
    parent: Loop | None = None
    children: list[Loop] = field(default_factory=list)

    @property
    def depth(self) -> int:
        d, loop = 1, self.parent
        while loop is not None:
            d, loop = d + 1, loop.parent
        return d


class CFG:
    """Successors come from each block's `successors:` list; a block without one gets them
    guessed as llc's MIR parser does: every `%bb.N` its instructions name, plus the next block
    when the last instruction does not end control flow (`ends_flow`)."""

    def __init__(self, mf: MachineFunction, ends_flow: Callable[[Instruction], bool]) -> None:
        self.function = mf
        self.blocks: list[Block] = list(mf.blocks)
        index_of = {b.number: i for i, b in enumerate(self.blocks)}
        self.index_of = index_of
        n = len(self.blocks)
        self.succs: list[list[int]] = [[] for _ in range(n)]
        self.preds: list[list[int]] = [[] for _ in range(n)]
        for i, block in enumerate(self.blocks):
            targets = (
                [num for num, _ in block.successors]
                if block.successors or _has_successor_line(block)
                else self._guess(block, i, ends_flow)
            )
            for num in targets:
                if num not in index_of:
                    raise KeyError(f"bb.{block.number} names missing successor bb.{num}")
                j = index_of[num]
                if j not in self.succs[i]:
                    self.succs[i].append(j)
                    self.preds[j].append(i)
        self.rpo = self._reverse_post_order()
        self.rpo_index = [-1] * n
        for k, b in enumerate(self.rpo):
            self.rpo_index[b] = k
        self.idom = self._dominators()
        self.loops, self.loop_of, self.irreducible = self._find_loops()

    def _guess(self, block: Block, i: int, ends_flow: Callable[[Instruction], bool]) -> list[int]:
        targets: list[int] = []
        insts = block.instructions
        for inst in insts:
            raw = inst.raw
            if raw is not None and "%bb." not in raw:
                continue  # names no block: its operands need not be parsed here
            for op in inst.operands:
                if op.kind == "mbb":
                    num = int(op.text[4:].split(".", 1)[0])
                    if num not in targets:
                        targets.append(num)
        if (not insts or not ends_flow(insts[-1])) and i + 1 < len(self.blocks):
            nxt = self.blocks[i + 1].number
            if nxt not in targets:
                targets.append(nxt)
        return targets

    def _reverse_post_order(self) -> list[int]:
        if not self.blocks:
            return []
        seen = [False] * len(self.blocks)
        order: list[int] = []
        stack: list[tuple[int, int]] = [(0, 0)]
        seen[0] = True
        while stack:
            node, k = stack[-1]
            if k < len(self.succs[node]):
                stack[-1] = (node, k + 1)
                nxt = self.succs[node][k]
                if not seen[nxt]:
                    seen[nxt] = True
                    stack.append((nxt, 0))
            else:
                order.append(node)
                stack.pop()
        order.reverse()
        return order

    def reachable(self, b: int) -> bool:
        return self.rpo_index[b] >= 0

    def _dominators(self) -> list[int]:
        """Immediate dominators by the Cooper-Harvey-Kennedy iteration; -1 if unreachable."""
        n = len(self.blocks)
        idom = [-1] * n
        if n == 0:
            return idom
        idom[0] = 0
        order = self.rpo_index
        changed = True
        while changed:
            changed = False
            for b in self.rpo[1:]:
                new = -1
                for p in self.preds[b]:
                    if idom[p] < 0:
                        continue
                    if new < 0:
                        new = p
                        continue
                    x, y = p, new
                    while x != y:
                        while order[x] > order[y]:
                            x = idom[x]
                        while order[y] > order[x]:
                            y = idom[y]
                    new = x
                if new != idom[b]:
                    idom[b] = new
                    changed = True
        return idom

    def dominates(self, a: int, b: int) -> bool:
        if not self.reachable(b):
            return False
        while True:
            if a == b:
                return True
            if b == 0:
                return False
            b = self.idom[b]

    def dominance_frontiers(self) -> list[set[int]]:
        frontiers: list[set[int]] = [set() for _ in self.blocks]
        for b, preds in enumerate(self.preds):
            if len(preds) < 2 or not self.reachable(b):
                continue
            for p in preds:
                runner = p
                while self.reachable(runner) and runner != self.idom[b]:
                    frontiers[runner].add(b)
                    if runner == 0:
                        break
                    runner = self.idom[runner]
        return frontiers

    def dominator_children(self) -> list[list[int]]:
        children: list[list[int]] = [[] for _ in self.blocks]
        for b in self.rpo[1:]:
            children[self.idom[b]].append(b)
        return children

    def _find_loops(self) -> tuple[list[Loop], list[Loop | None], bool]:
        n = len(self.blocks)
        by_header: dict[int, Loop] = {}
        irreducible = False
        for u in self.rpo:
            for h in self.succs[u]:
                if self.rpo_index[h] > self.rpo_index[u]:
                    continue  # forward edge
                if not self.dominates(h, u):
                    irreducible = True  # a retreating edge into a block that doesn't dominate
                    continue
                loop = by_header.setdefault(h, Loop(h, {h}, []))
                loop.latches.append(u)
                work = [u]
                while work:
                    x = work.pop()
                    if x in loop.blocks:
                        continue
                    loop.blocks.add(x)
                    work.extend(p for p in self.preds[x] if self.reachable(p))
        loops = sorted(by_header.values(), key=lambda lp: len(lp.blocks))
        loop_of: list[Loop | None] = [None] * n
        for loop in loops:  # innermost first
            for b in loop.blocks:
                if loop_of[b] is None:
                    loop_of[b] = loop
        for loop in loops:
            for outer in loops:
                if outer is not loop and loop.header in outer.blocks and len(outer.blocks) > len(loop.blocks):
                    if loop.parent is None or len(outer.blocks) < len(loop.parent.blocks):
                        loop.parent = outer
        for loop in loops:
            if loop.parent is not None:
                loop.parent.children.append(loop)
        return loops, loop_of, irreducible

    def loop_depth(self, b: int) -> int:
        loop = self.loop_of[b]
        return loop.depth if loop is not None else 0

    def edges(self) -> Sequence[tuple[int, int]]:
        return [(a, b) for a, succ in enumerate(self.succs) for b in succ]


def _has_successor_line(block: Block) -> bool:
    """An explicit but empty `successors:` list still counts as explicit."""
    return any(line.lstrip().startswith("successors:") for line in block.header)
