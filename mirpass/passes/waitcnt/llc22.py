"""`--llvm-compat=22`: where llc 22's wait-count pass waits differently from mirpass's default.

Each rule here reproduces an llc 22 behaviour that the default mode does not follow, because it
only costs waits there (the default's answer is the hardware's); none of them drops a wait the
default places for a dependence. The pass sets `FunctionModel.llvm22` from the option, and the
dataflow asks these functions at the points the rules apply.

- Entry wait at a loop head: llc puts a callable function's entry wait at the start of its first
  block, and when that block is a loop header the wait runs on every iteration, so the back
  edge arrives drained too. The default mode does not credit it there (the entry wait is
  emitted after the dataflow), which only leaves a redundant wait after it.
- Waits of an earlier visit stay (solve.py records them): a wait llc inserted on one visit of a
  block is a hard wait on the next visit, which neither removes nor weakens it, though the
  state of the later visit needs a weaker wait there or none (on the first visit of a loop
  the back edge's state is not known yet; a wait it brings later, before the consumer, may
  drain the operation already). llc also merges every state that ever reached a block into
  its entry, which the kept waits cover here: on the differential's programs (2 x 2,000 per
  CPU) an entry that also keeps its earlier visits' states changes no wait.
- No ShallowPredPromotion (pass_.py): llc waits before the consumer, never in the predecessors.
- Loop-preheader flush (`getPreheaderFlushFlags`): at the terminator of a loop's preheader (its
  end if it has none) llc drains loadcnt (gfx9: vmcnt, with samplecnt and bvhcnt) when the
  loop reads a VGPR loaded before it and its own VMEM results are not read in it (gfx9 only:
  in-order VGPR writes), and dscnt (gfx12 only) when the loop reads a VGPR an LDS load before
  it wrote, the loop's LDS loads are not read in the same iteration, and every LDS store in it
  is followed by an S_BARRIER in its block. The default mode places such waits by path
  (placement.py) at the count they need.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from mirpass.passes.waitcnt.model import TOP, VMEM_KINDS, FunctionModel
from mirpass.passes.waitcnt.queues import State, _ints
from mirpass.passes.waitcnt.scans import Need
from mirpass.target.registers import is_vector_unit

if TYPE_CHECKING:
    from mirpass.passes.waitcnt.dataflow import Anchor

# (block, issue group) -> the waits placed there on some visit so far (no xcnt: see scans.py)
Earlier = dict[tuple[int, int], dict[str, int]]


def entry_wait(model: FunctionModel) -> dict[str, int]:
    """LLVM 22's full wait at the entry of a non-kernel function."""
    if model.gfx9:
        return {"vmcnt": 0, "expcnt": 0, "lgkmcnt": 0}
    if not model.tf.target.has_image_insts:  # no sampler or BVH counters to drain
        return {"loadcnt": 0, "dscnt": 0, "kmcnt": 0}
    return {"loadcnt": 0, "dscnt": 0, "expcnt": 0, "samplecnt": 0, "bvhcnt": 0, "kmcnt": 0}


def entry_block_drain(model: FunctionModel) -> dict[str, int]:
    """What every path into the first block has waited for at its start (llc 22's entry wait
    credited on back edges too): empty unless `--llvm-compat=22` and a callable function whose
    first block has predecessors."""
    if not model.llvm22 or model.is_kernel or not model.cfg.blocks or not model.cfg.preds[0]:
        return {}
    return entry_wait(model)


def keep_earlier_waits(needs: dict[str, Need], earlier: dict[str, int] | None) -> None:
    """A wait inserted on an earlier visit: the requirement there is at least that wait."""
    if not earlier:
        return
    for c, n in earlier.items():
        need = needs.get(c)
        if need is None:
            needs[c] = Need(n, reasons=["llc 22: placed on an earlier visit"], promotable=False)
        elif n < need.wait:
            need.wait = n
            need.reasons.append("llc 22: placed on an earlier visit")


def remember_waits(earlier: Earlier, b: int, anchors: dict[int, Anchor]) -> None:
    """Add the waits of one visit of block b to `earlier`."""
    for gi, anchor in anchors.items():
        kept = earlier.setdefault((b, gi), {})
        for c, n in anchor.spec.items():
            if c != "xcnt":
                kept[c] = min(kept.get(c, n), n)


@dataclass(frozen=True)
class LoopFacts:
    """What llc 22's preheader flush reads of a loop (before the dataflow: from its ops)."""

    uses: frozenset[int]  # vector register units the loop reads
    vm_invalid: bool  # a VMEM load's result is read in the loop
    ds_invalid: bool  # an LDS load's result is read later in the same iteration
    vm_access: bool  # it has a VMEM load or store
    ds_store: bool  # an LDS store not followed by an S_BARRIER in its block


def loop_flush_facts(model: FunctionModel) -> dict[int, LoopFacts]:
    """Preheader block -> its loop's facts, for the loops whose header has a preheader (the
    header's only predecessor outside the loop, with the header its only successor). Needs the
    model's ops (before `release_ops`)."""
    cfg = model.cfg
    out: dict[int, LoopFacts] = {}
    for loop in cfg.loops:
        outside = [p for p in cfg.preds[loop.header] if p not in loop.blocks]
        if len(outside) != 1 or cfg.succs[outside[0]] != [loop.header]:
            continue
        # (the loop's blocks in RPO order, by their RPO positions: a scan of the whole RPO per loop
        # is quadratic in loop-dense functions)
        out[outside[0]] = _loop_facts(model, sorted(loop.blocks, key=cfg.rpo_index.__getitem__))
    return out


def _loop_facts(model: FunctionModel, blocks: list[int]) -> LoopFacts:
    uses: set[int] = set()
    def_vm: set[int] = set()
    def_ds: set[int] = set()
    vm_invalid = ds_invalid = vm_access = ds_store = False
    for b in blocks:
        store_here = False
        for g in model.groups[b]:
            for op in g.ops:
                info = op.info
                vmem = info.kind in VMEM_KINDS
                vm_access |= vmem and (info.may_load or info.may_store)
                if info.may_store and info.kind in ("DS", "GDS"):
                    store_here = True
                if info.name == "S_BARRIER":  # the barrier's wait covers the stores before it
                    store_here = False
                for u in op.reads:
                    if is_vector_unit(u):
                        vm_invalid |= u in def_vm
                        ds_invalid |= u in def_ds
                        uses.add(u)
                if vmem and info.may_load:
                    vm_invalid |= not uses.isdisjoint(op.writes)
                    def_vm.update(op.writes)
                # (a use before the LDS load is the prefetch pattern: it does not invalidate)
                if info.kind == "DS" and info.may_load and not info.may_store:
                    def_ds.update(op.writes)
        ds_store |= store_here
    return LoopFacts(frozenset(uses), vm_invalid, ds_invalid, vm_access, ds_store)


def flush_drains(model: FunctionModel, facts: LoopFacts, st: State) -> dict[str, int]:
    """The preheader's flush (counter -> 0) for the state `st` at its terminator."""
    vm = ("vmcnt",) if model.gfx9 else ("loadcnt", "samplecnt", "bvhcnt")
    pend_vm = _pending_writes(model, st, vm)
    out: dict[str, int] = {}
    if model.gfx9 and not facts.vm_invalid and facts.vm_access and not facts.uses.isdisjoint(pend_vm):
        out = {c: 0 for c in vm if c in st}
    if not model.gfx9 and not facts.ds_invalid and not facts.ds_store:
        pend_ds = _pending_writes(model, st, ("dscnt",)) - pend_vm
        if not facts.uses.isdisjoint(pend_ds):
            out["dscnt"] = 0
    return out


def _pending_writes(model: FunctionModel, st: State, counters: tuple[str, ...]) -> set[int]:
    """Register units written by an operation in flight on one of `counters`."""
    out: set[int] = set()
    for c in counters:
        for q in st.get(c, ()):
            gids = set(_ints(q))
            if q and q[0].__class__ is frozenset:
                gids |= q[0]
            for gid in gids:
                mop = model.ops[gid] if gid != TOP and gid >= 0 else None
                if mop is not None:
                    out.update(mop.writes)
    return out
