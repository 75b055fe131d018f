"""WaitDataflow: per-counter, per-path in-flight FIFOs solved to a forward fixed point.

State: for each counter, a set of FIFOs (tuples of producer gids, oldest first), each tagged
with the predecessors it arrived through. At a join the predecessors' FIFOs are copied, not
merged; identical FIFOs are deduplicated (their tags united), so per-path depth survives the
join. A producer D at index i of a FIFO of n entries needs the wait w(D) = n - i - 1; several
dependencies on one counter take the minimum, and so do several FIFOs (paths).

A FIFO holds at most kMaxInFlight = 64 entries; older entries move to a saturated set (the
tuple's first element, a frozenset), which still matches dependencies at distance >= 64, so
the wait is clamped to the counter's max - 1. `TOP` stands for unknown in-flight operations:
it matches every dependency and is out of order (the wait becomes 0). It seeds the
iteration-cap fallback, the path-count overflow and storecnt after calls and at the entry of
non-kernel functions.

The transfer of one issue group (see `WaitDataflow.transfer_block`):
1. hard waits in the input are credited (they trim the FIFOs), soft waits and
   S_WAITCNT_lds_direct add requirements to the next group;
2. computeRequiredWaits: RAW/WAW from SSA producers, LDS dependences across pipelines
   (RAW, WAR and WAW on overlapping LDS objects; same-pipeline pairs are ordered by their FIFO),
   barrier ordering, the scalar-cache WAR, xcnt WAR (gfx1250), function returns;
3. a wait is placed only when it drains something (redundancy elision is implicit: the
   FIFOs already reflect earlier waits), then the FIFOs are trimmed;
4. the group's producers are appended to their counters' FIFOs.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, field

from mirpass.passes.waitcnt.fast_replay import replay_fast
from mirpass.passes.waitcnt.groups import BARRIER, CALL, RETURN
from mirpass.passes.waitcnt.llc22 import Earlier, entry_block_drain, flush_drains, keep_earlier_waits
from mirpass.passes.waitcnt.model import TOP, FunctionModel, Group, MemOp
from mirpass.passes.waitcnt.queues import (
    _TOPQ,
    K_MAX_IN_FLIGHT,
    Queue,
    Queues,
    State,
    _add,
    _ints,
    _keep,
    _length,
    _prune,
)
from mirpass.passes.waitcnt.replay import Trace
from mirpass.passes.waitcnt.scans import Need, RequirementScans
from mirpass.passes.waitcnt.solve import Solver
from mirpass.passes.waitcnt.xcnt import credit


class _Every:
    """Every gid (the FIFO counts as out of order)."""

    def __contains__(self, _gid: object) -> bool:
        return True


_EVERY = _Every()
_BARRIER_OR_RETURN = BARRIER | RETURN


@dataclass
class Anchor:
    block: int
    group: int  # index into model.groups[block]; len(groups) = end of the block
    spec: dict[str, int] = field(default_factory=dict)
    needs: dict[str, Need] = field(default_factory=dict)
    prefix_ops: dict[str, int] = field(default_factory=dict)  # ops appended in-block before it
    prefix_trimmed: set[str] = field(default_factory=set)  # counters already waited in-block


@dataclass
class DataflowResult:
    entry: list[State | None]
    exit: list[State | None]
    # block -> its anchors by group (for `solve(reuse=...)` and `anchors`)
    by_block: list[dict[int, Anchor]]
    sweeps: int
    converged: bool
    saturated: set[tuple[int, str]]
    # block -> the (block, counter) pairs its last transfer saturated (for `solve(reuse=...)`)
    block_saturated: list[set[tuple[int, str]]] | None = None
    # block -> the tensorcnt FIFOs its last transfer produced, before freezing (freeze_tensor)
    block_tensor: list[Queues | None] | None = None
    # block -> its entry is exactly the merge of its predecessors' exits (not widened,
    # accumulated or frozen)
    plain_entry: list[bool] | None = None
    # every visit of the solve, when it converged: a later solve replays it (replay.py)
    trace: Trace | None = None
    _anchors: dict[tuple[int, int], Anchor] | None = field(default=None, repr=False)

    @property
    def anchors(self) -> dict[tuple[int, int], Anchor]:
        """(block, group) -> its Anchor (the same as `by_block`'s), made when first asked: most
        solves are read only by block (materialize_plan, model_events)."""
        if self._anchors is None:
            self._anchors = {(b, gi): a for b, blk in enumerate(self.by_block) for gi, a in blk.items()}
        return self._anchors


@dataclass
class PlanInput:
    """What finalize replays with: planned waits (floors) and tail drains per block."""

    floors: dict[tuple[int, int], dict[str, int]] = field(default_factory=dict)
    tail_drains: dict[int, dict[str, int]] = field(default_factory=dict)


class WaitDataflow(RequirementScans):
    def __init__(
        self,
        model: FunctionModel,
        *,
        loop_carried_token_deps: bool = False,
        num_waves: int = 1,
        warnings: list[str] | None = None,
        llvm22_xcnt: bool = False,
    ) -> None:
        self.m = model
        self.llvm22_xcnt = llvm22_xcnt  # --llvm-compat=22: what llc 22 lets other waits imply
        self.loop_carried = loop_carried_token_deps
        self.num_waves = num_waves
        self.warnings = warnings if warnings is not None else []
        self.counters = model.counters
        self.ooo = {c: frozenset(s) | {TOP} for c, s in model.ooo_by_counter.items()}
        self.freeze_tensor = not loop_carried_token_deps and "tensorcnt" in model.counters
        n = len(model.groups)
        self.cap = min(256, max(K_MAX_IN_FLIGHT + 8, 2 * n))
        self.tail_index = [model.terminator_index(b) for b in range(n)]
        # Entries at distance >= max-1 all need the clamped wait max-1, so a FIFO keeps at most
        # max-1 entries (and never more than kMaxInFlight); older ones are saturated.
        self.limit = {c: min(K_MAX_IN_FLIGHT, model.max[c] - 1) for c in self.counters}
        self._tags: dict[int, frozenset[int]] = {}  # predecessor -> its (shared) tag
        self._lds_ops_by_counter: dict[str, frozenset[int]] = {}  # see _lds_ops
        self._deps_by_counter: dict[int, dict[str, set[int]]] = {}  # id of a group -> see raw_needs
        self.entry_drain = entry_block_drain(model)
        # --llvm-compat=22: the waits of every visit so far, of all solves (solve.py)
        self.earlier: Earlier | None = {} if model.llvm22 else None
        self.flushes: dict[int, dict[str, int]] = {}  # preheader -> its flush (llc22.py)

    # -- state helpers ----------------------------------------------------------------------
    def initial_state(self) -> State:
        st: State = {c: {(): frozenset()} for c in self.counters}
        if not self.m.is_kernel and "storecnt" in st:
            st["storecnt"] = {(TOP,): frozenset()}
        return st

    def top_state(self) -> State:
        return {c: {(TOP,): frozenset()} for c in self.counters}

    def merge(self, b: int, exits: list[State | None]) -> State:
        cfg = self.m.cfg
        st: State | None = self.initial_state() if b == 0 else None
        for p in cfg.preds[b]:
            ex = exits[p]
            if ex is None:
                continue
            tag = self._tags.get(p)
            if tag is None:
                tag = self._tags[p] = frozenset((p,))
            if st is None:  # the first predecessor: its FIFOs, retagged
                st = {c: dict.fromkeys(ex[c], tag) for c in self.counters}
                continue
            for c in self.counters:
                dst = st[c]
                for q in ex[c]:
                    _add(dst, q, tag)
        if st is None:
            st = {c: {} for c in self.counters}
        for c in self.counters:
            if not st[c]:
                st[c] = {(): frozenset()}
            elif len(st[c]) > 1:
                st[c] = _prune(st[c], c != "xcnt")
        if b == 0 and self.entry_drain:  # --llvm-compat=22 (llc22.py)
            for c, n in self.entry_drain.items():
                if c in st:
                    self.trim(st, c, n)
        return st

    def trim(self, st: State, c: str, w: int) -> None:
        qs = st[c]
        out: Queues = {}
        for q, tags in qs.items():
            if w > 0 and self.has_ooo(c, q):
                _add(out, q, tags)
            elif w == len(ints := _ints(q)) and ints is not q:
                # The saturated entries are older than every in-order one: a wait that leaves
                # only the in-order ones in flight has drained them.
                _add(out, ints, tags)
            else:
                _add(out, _keep(q, w), tags)
        st[c] = out
        if c != "xcnt" and "xcnt" in st:
            self._xcnt_follow(st, c, w)

    def _xcnt_follow(self, st: State, c: str, w: int) -> None:
        """What the wait on c proves about the translations in flight (xcnt.credit, the rule
        the verifier shares). The counters' FIFOs are not joined by path, so c must be in order
        on every path for w > 0, and a store counts as pending if any path has one."""
        if w > 0 and any(self.has_ooo(c, q) for q in st[c]):
            return
        ops = self.m.ops
        xooo = self.ooo["xcnt"]
        stores = "storecnt" in st and any(q for q in st["storecnt"])
        out: Queues = {}
        changed = False
        for q, tags in st["xcnt"].items():
            ints = _ints(q)
            if TOP in ints or not ints:
                _add(out, q, tags)
                continue
            if ints is not q and self.has_ooo("xcnt", q):
                # out of order: only the ops proven done leave; the saturated ones stay
                nq = credit(ints, c, w, ops, _EVERY, llvm22=self.llvm22_xcnt, stores_pending=stores)
                nq = nq if nq is ints else (q[0], *nq)
            else:
                nq = credit(ints, c, w, ops, xooo, llvm22=self.llvm22_xcnt, stores_pending=stores)
            if nq is not ints:
                changed = True
                _add(out, nq, tags)
            else:
                _add(out, q, tags)
        if changed:
            st["xcnt"] = out

    def append(self, st: State, mop: MemOp, b: int, saturated: set[tuple[int, str]]) -> None:
        gid = mop.gid
        for c in mop.counters:
            limit = self.limit[c]
            out: Queues = {}
            for q, tags in st[c].items():
                if q == _TOPQ:
                    _add(out, q, tags)  # every FIFO holding TOP behaves like (TOP,)
                    continue
                if c == "xcnt":
                    q = self._xcnt_switch(q, mop)
                nq = q + (gid,)
                if nq[0].__class__ is frozenset:
                    if len(nq) - 1 > limit:  # the oldest entry joins the saturated ones
                        nq = (nq[0] | {nq[1]}, *nq[2:])
                        saturated.add((b, c))
                elif len(nq) > limit:
                    nq = (frozenset((nq[0],)), *nq[1:])
                    saturated.add((b, c))
                old = out.get(nq)
                out[nq] = tags if old is None else old | tags
            st[c] = out

    def _xcnt_switch(self, q: Queue, mop: MemOp) -> Queue:
        """The hardware waits for the other group's translations when switching between SMEM
        and VMEM, so those drop out of the xcnt FIFO."""
        ints = _ints(q)
        if not ints or TOP in ints:
            return q
        ops = self.m.ops
        keep = tuple(g for g in ints if ops[g].is_smem == mop.is_smem)  # type: ignore[union-attr]
        return keep if len(keep) != len(ints) else q

    # -- transfer ---------------------------------------------------------------------------
    def transfer_block(
        self,
        b: int,
        st: State,
        plan: PlanInput | None,
        anchors: dict[int, Anchor] | None,
        saturated: set[tuple[int, str]],
    ) -> State:
        """The block's issue groups in order (see the module docstring); `st` becomes its exit."""
        groups = self.m.groups[b]
        implied_all = self.m.pass_implied
        walk = _Walk()
        tail_at = self.tail_index[b]
        tail = plan.tail_drains.get(b) if plan is not None else None
        flush = self.m.loop_flush.get(b) if self.m.loop_flush else None  # --llvm-compat=22
        has_xcnt = "xcnt" in st
        earlier = self.earlier  # --llvm-compat=22 (llc22.py)
        drain_at = tail_at if tail or flush else -1
        n_groups = len(groups)
        for gi in range(n_groups + 1):
            if gi < n_groups:
                g = groups[gi]
                if g.role != "op":
                    self._take_wait(st, g, walk)
                    continue
                if implied_all:
                    implied = implied_all.get((b, gi))
                    if implied:  # the memory model's, as assembly implies it: like soft waits
                        walk.soften(implied)
            elif not walk.soft and not walk.lds_direct and not ((tail or flush) and tail_at == gi):
                break
            else:
                g = _END
            if g is _END:
                needs = self._end_needs(st, walk.soft)
            elif walk.soft or walk.lds_direct or g.lds or g.flags & _BARRIER_OR_RETURN or g.store_ptrs:
                needs = self.required(st, g, walk.soft, walk.lds_direct)
            else:
                # its RAW/WAW dependencies are all that required() would look at
                needs = self.raw_needs(st, g) if g.deps else {}
                if not (needs or has_xcnt or gi == drain_at or (earlier and earlier.get((b, gi)))):
                    # (most groups) nothing to place here, and no soft wait or lds_direct: the
                    # steps below do nothing but issue it
                    if g.producers or g.flags & CALL:
                        self._issue(st, g, b, walk, saturated)
                    continue
            if earlier is not None:
                keep_earlier_waits(needs, earlier.get((b, gi)))
            soft_here = walk.soft
            if soft_here:
                walk.soft = {}
            walk.lds_direct = False
            if tail and tail_at == gi:
                _tail_drain(st, needs, tail)
            if flush and tail_at == gi:
                # llc 22 decides on the first visit, with that visit's state (llc22.py)
                drain = self.flushes.get(b)
                if drain is None:
                    drain = self.flushes[b] = flush_drains(self.m, flush, st)
                _tail_drain(st, needs, drain)
            if needs or has_xcnt:  # (otherwise no wait is placed here)
                floors = plan.floors.get((b, gi)) if plan is not None else None
                spec, before = self._place(st, g, needs, soft_here, floors, walk.trimmed)
                if spec and anchors is not None:
                    anchors[gi] = Anchor(b, gi, spec, needs, dict(walk.prefix), before)
            if g is _END:
                break
            if g.producers or g.flags & CALL:  # (nothing else changes the state)
                self._issue(st, g, b, walk, saturated)
        return st

    def _take_wait(self, st: State, g: Group, walk: _Walk) -> None:
        """A wait of the input: hard ones are credited, soft ones and lds_direct add
        requirements to the next issue group."""
        if g.role == "hard":
            for c, n in g.waits.items():
                if c in st:
                    self.trim(st, c, n)
                    walk.trimmed.add(c)
        elif g.role == "soft":
            walk.soften(g.waits)
        else:  # "lds_direct"
            walk.lds_direct = True

    def _place(
        self,
        st: State,
        g: Group,
        needs: dict[str, Need],
        soft: dict[str, int],
        floors: dict[str, int] | None,
        trimmed: set[str],
    ) -> tuple[dict[str, int], set[str]]:
        """Apply the planned floors, then the waits (xcnt last: the others' may imply it):
        the wait spec and the counters trimmed in the block before it."""
        if floors:
            for c, need in needs.items():
                if c in floors and floors[c] < need.wait:
                    need.wait = floors[c]
        before = set(trimmed)
        spec: dict[str, int] = {}
        for c, need in needs.items():
            spec[c] = need.wait
            self.trim(st, c, need.wait)
            trimmed.add(c)
        if g is not _END and "xcnt" in st:
            xneed = self.xcnt_required(st, g, soft)
            if xneed is not None:
                if floors and "xcnt" in floors:
                    xneed.wait = min(xneed.wait, floors["xcnt"])
                needs["xcnt"] = xneed
                spec["xcnt"] = xneed.wait
                self.trim(st, "xcnt", xneed.wait)
                trimmed.add("xcnt")
        return spec, before

    def _issue(self, st: State, g: Group, b: int, walk: _Walk, saturated: set[tuple[int, str]]) -> None:
        """The group's own effect: a call's unknown state, its producers appended."""
        m = self.m
        if g.flags & CALL:
            for c in self.counters:
                st[c] = {(): frozenset()}
            if "storecnt" in st and not m.gfx9:
                st["storecnt"] = {(TOP,): frozenset()}
            walk.prefix.clear()
            walk.trimmed.update(self.counters)
        prefix = walk.prefix
        for mop in g.producers:
            self.append(st, mop, b, saturated)
            for c in mop.counters:
                prefix[c] = prefix.get(c, 0) + 1
            if mop.info.kind == "GDS":
                # always-GDS ops (GWS, ordered count): LLVM 22 waits for them right after
                # issue (insertForcedWaitAfter); that also covers their data's expcnt
                walk.soft[m.ds_counter] = 0

    # -- solve ------------------------------------------------------------------------------
    def solve(
        self,
        plan: PlanInput | None = None,
        *,
        label: str = "",
        reuse: DataflowResult | None = None,
        replay: DataflowResult | None = None,
    ) -> DataflowResult:
        """Solve to a fixed point (solve.py). With `reuse` (a converged solve without a plan),
        the transfers the plan cannot change are taken over from it instead of recomputed;
        with `replay` (a converged solve), the visits the plan cannot change (replay.py)."""
        solver = Solver(self, plan, reuse, replay.trace if replay is not None else None)
        fast = replay_fast(solver, replay, self.cap) if replay is not None else None
        sweeps, converged = fast if fast is not None else solver.run(self.cap)
        if not converged:
            self.warnings.append(
                f"{self.m.fname}: {label}wait dataflow hit the iteration cap {self.cap}; "
                "falling back to block-local waits that assume unknown operations in flight"
            )
            solver.fall_back()
        tensor = solver.freeze.produced if solver.freeze is not None else [None] * len(solver.entry)
        return DataflowResult(
            solver.entry,
            solver.exits,
            solver.by_block,
            sweeps,
            converged,
            solver.saturated,
            solver.block_sat,  # type: ignore[arg-type]
            tensor,
            solver.plain_entry,
            solver.trace if converged else None,
        )


class _EndGroup(Group):
    pass


_END = _EndGroup(-1, -1, None, [], "op")


class _Walk:
    """What a block's walk carries from one issue group to the next."""

    __slots__ = ("lds_direct", "prefix", "soft", "trimmed")

    def __init__(self) -> None:
        self.soft: dict[str, int] = {}  # memory-model requirements for the next group
        self.lds_direct = False
        self.prefix: dict[str, int] = {}  # ops appended in the block so far, per counter
        self.trimmed: set[str] = set()  # counters waited in the block so far

    def soften(self, waits: dict[str, int]) -> None:
        soft = self.soft
        for c, n in waits.items():
            soft[c] = min(soft.get(c, n), n)


def _tail_drain(st: State, needs: dict[str, Need], tail: dict[str, int]) -> None:
    for c, w in tail.items():
        if any(_length(q) > w for q in st[c]):
            need = needs.get(c)
            if need is None:
                needs[c] = Need(w, reasons=["tail drain"], promotable=False)
            elif w < need.wait:
                need.wait = w
                need.reasons.append("tail drain")


def debug(msg: str) -> None:  # pragma: no cover - development aid
    sys.stderr.write(msg + "\n")
