"""The control-flow graph of a machine function: edges, RPO, dominators and loops.

Blocks are identified by their position in the function's layout (0 = entry), not by their
`bb.N` number, so that every table here is a plain list.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from mirpass.ir.edges import predecessor_lists, successor_lists
from mirpass.mir import Block, Instruction, MachineFunction


class Loop:
    """A natural loop: its header, latches and nesting. Its blocks are those of the loops nested
    in it plus its own (`own`: the blocks it is the innermost loop of), united on first use, so
    that a deep nest costs nothing until a caller asks."""

    def __init__(self, header: int, latches: list[int]) -> None:
        self.header = header
        self.latches = latches
        self.own: list[int] = [header]
        self.size = 0  # number of blocks, nested loops' included
        self.parent: Loop | None = None
        self.children: list[Loop] = []
        self._blocks: set[int] | None = None
        # its interval in a preorder numbering of the loop forest (CFG.in_loop), -1 until made
        self._first = -1
        self._last = -1

    @property
    def blocks(self) -> set[int]:
        if self._blocks is None:
            out: set[int] = set()
            work: list[Loop] = [self]
            while work:
                loop = work.pop()
                out.update(loop.own)
                work.extend(loop.children)
            self._blocks = out
        return self._blocks

    @property
    def depth(self) -> int:
        d, loop = 1, self.parent
        while loop is not None:
            d, loop = d + 1, loop.parent
        return d

    def __repr__(self) -> str:
        return f"<Loop header={self.header} size={self.size}>"


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
        # the edges both passes take (mirpass.ir.edges); a missing block is a MIRError
        self.succs: list[list[int]] = successor_lists(mf, ends_flow)
        self.preds: list[list[int]] = predecessor_lists(self.succs)
        self.rpo = self._reverse_post_order()
        self.rpo_index = [-1] * n
        for k, b in enumerate(self.rpo):
            self.rpo_index[b] = k
        self.idom = self._dominators()
        self._dom_enter, self._dom_leave = self._dominator_intervals()
        self.loops, self.loop_of, self.irreducible = self._find_loops()

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
        """Immediate dominators by Lengauer-Tarjan (path compression): near-linear, where the
        iterative intersection walks long idom chains on deep CFGs. -1 if unreachable."""
        n = len(self.blocks)
        idom = [-1] * n
        if n == 0:
            return idom
        # DFS preorder numbering (1-based), parents in the DFS tree
        num = [0] * n
        vertex = [0]
        parent = [0] * (n + 1)
        stack: list[tuple[int, int]] = [(0, 0)]
        while stack:
            v, p = stack.pop()
            if num[v]:
                continue
            vertex.append(v)
            num[v] = k = len(vertex) - 1
            parent[k] = p
            for w in reversed(self.succs[v]):
                if not num[w]:
                    stack.append((w, k))
        count = len(vertex) - 1
        semi = list(range(count + 1))
        label = list(range(count + 1))
        ancestor = [0] * (count + 1)
        dom = [0] * (count + 1)
        bucket: list[list[int]] = [[] for _ in range(count + 1)]

        def evaluate(v: int) -> int:
            if not ancestor[v]:
                return v
            path = []  # compress the ancestor chain iteratively
            u = v
            while ancestor[ancestor[u]]:
                path.append(u)
                u = ancestor[u]
            for u in reversed(path):
                a = ancestor[u]
                if semi[label[a]] < semi[label[u]]:
                    label[u] = label[a]
                ancestor[u] = ancestor[a]
            return label[v]

        preds = self.preds
        for w in range(count, 1, -1):
            for pv in preds[vertex[w]]:
                v = num[pv]
                if not v:
                    continue  # unreachable predecessor
                u = evaluate(v)
                if semi[u] < semi[w]:
                    semi[w] = semi[u]
            bucket[semi[w]].append(w)
            ancestor[w] = p = parent[w]
            for v in bucket[p]:
                u = evaluate(v)
                dom[v] = u if semi[u] < semi[v] else p
            bucket[p] = []
        for w in range(2, count + 1):
            if dom[w] != semi[w]:
                dom[w] = dom[dom[w]]
            idom[vertex[w]] = vertex[dom[w]]
        idom[0] = 0
        return idom

    def _dominator_intervals(self) -> tuple[list[int], list[int]]:
        """Entry and exit times of a DFS over the dominator tree: a dominates b exactly when
        b's interval lies in a's (a constant-time test, not a walk up the idom chain)."""
        n = len(self.blocks)
        enter = [-1] * n
        leave = [-1] * n
        if n == 0:
            return enter, leave
        children = self.dominator_children()
        clock = 0
        stack: list[tuple[int, bool]] = [(0, False)]
        while stack:
            b, done = stack.pop()
            if done:
                leave[b] = clock
                clock += 1
                continue
            enter[b] = clock
            clock += 1
            stack.append((b, True))
            stack.extend((c, False) for c in reversed(children[b]))
        return enter, leave

    def dominator_intervals(self) -> tuple[list[int], list[int]]:
        """(enter, leave) per block: for reachable a and b, a dominates b exactly when
        enter[a] <= enter[b] and leave[b] <= leave[a] (for hot loops that test it inline)."""
        return self._dom_enter, self._dom_leave

    def dominates(self, a: int, b: int) -> bool:
        if not self.reachable(b) or not self.reachable(a):
            return False
        enter, leave = self._dom_enter, self._dom_leave
        return enter[a] <= enter[b] and leave[b] <= leave[a]

    def dominance_frontiers(self) -> list[set[int]]:
        frontiers: list[set[int]] = [set() for _ in self.blocks]
        for b, preds in enumerate(self.preds):
            # the entry block has one more predecessor, the function's entry: a back edge to it
            # makes it a join, and its own frontier holds it
            if len(preds) + (b == 0) < 2 or not self.reachable(b):
                continue
            stop = self.idom[b] if b else -1
            for p in preds:
                runner = p
                while self.reachable(runner) and runner != stop:
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
        """The loop nesting forest. A retreating edge u -> h is a back edge when h dominates u
        (else the CFG is irreducible there and it is skipped). Headers are collapsed innermost
        first (decreasing RPO position: a nested header comes after its loop's header); the walk
        back from a latch jumps over a collapsed loop to its outermost collapsed header
        (union-find), so every block is visited about once per loop it is the innermost one of
        plus once per enclosing header's walk into it."""
        n = len(self.blocks)
        rpo_index = self.rpo_index
        by_header: dict[int, Loop] = {}  # in the order back edges are found in RPO
        irreducible = False
        for u in self.rpo:
            for h in self.succs[u]:
                if rpo_index[h] > rpo_index[u]:
                    continue  # forward edge
                if not self.dominates(h, u):
                    irreducible = True  # a retreating edge into a block that doesn't dominate
                    continue
                loop = by_header.get(h)
                if loop is None:
                    loop = by_header[h] = Loop(h, [])
                loop.latches.append(u)
        rep = list(range(n))  # union-find: a collapsed block -> the header it went into

        def find(x: int) -> int:
            root = x
            while rep[root] != root:
                root = rep[root]
            while rep[x] != root:
                rep[x], x = root, rep[x]
            return root

        loop_of: list[Loop | None] = [None] * n
        preds = self.preds
        for h in sorted(by_header, key=rpo_index.__getitem__, reverse=True):
            loop = by_header[h]
            loop_of[h] = loop
            size = 1
            work = [find(u) for u in loop.latches]
            while work:
                x = work.pop()
                if x == h or rep[x] != x:
                    continue  # the header, or already collapsed into h by another path
                rep[x] = h
                inner = by_header.get(x) if loop_of[x] is not None else None
                if inner is not None:
                    inner.parent = loop
                    size += inner.size
                else:
                    loop_of[x] = loop
                    loop.own.append(x)
                    size += 1
                for p in preds[x]:
                    if self.reachable(p):
                        y = find(p)
                        if y != h and rep[y] == y:
                            work.append(y)
            loop.size = size
        loops = sorted(by_header.values(), key=lambda lp: lp.size)  # innermost first
        for loop in loops:
            if loop.parent is not None:
                loop.parent.children.append(loop)
        return loops, loop_of, irreducible

    def in_loop(self, b: int, loop: Loop) -> bool:
        """Whether block b is one of `loop`'s blocks (its own or a nested loop's), in constant
        time and without making the loop's block set (a deep nest's sets are quadratic in size):
        b's innermost loop lies in `loop`'s subtree of the loop forest."""
        inner = self.loop_of[b]
        if inner is None:
            return False
        if loop._first < 0:
            self._number_loops()
        return loop._first <= inner._first <= loop._last

    def _number_loops(self) -> None:
        """Preorder intervals of the loop forest: a loop's subtree is the loops numbered from its
        own number to its last descendant's."""
        clock = 0
        stack: list[tuple[Loop, bool]] = [(lp, False) for lp in self.loops if lp.parent is None]
        while stack:
            loop, done = stack.pop()
            if done:
                loop._last = clock - 1
                continue
            loop._first = clock
            clock += 1
            stack.append((loop, True))
            stack.extend((c, False) for c in loop.children)

    def loop_depth(self, b: int) -> int:
        loop = self.loop_of[b]
        return loop.depth if loop is not None else 0

    def edges(self) -> Sequence[tuple[int, int]]:
        return [(a, b) for a, succ in enumerate(self.succs) for b in succ]

