"""The dependencies of the wait-count model's issue groups: the producers each one waits for.

RAW for the register units a consumer reads, WAW for the units it writes (the reaching
definition before the write), from the producers reaching it (mirpass.ir.reaching) over the
units memory operations write. A definition by a non-producer kills, like an SSA value without
producers. Same-type VMEM loads on gfx9 write VGPRs in order, so a VMEM load needs no WAW wait
on an older VMEM load. A call's WAW covers only its explicit defs.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

from mirpass.ir.reaching import ReachingProducers
from mirpass.ir.translate import Op
from mirpass.target.registers import SPECIAL_UNIT

if TYPE_CHECKING:
    from mirpass.passes.waitcnt.model import FunctionModel

MEMORY_KINDS = frozenset({"VMEM", "DS", "GDS", "SMEM", "LDS_DMA", "ASYNC_TO_LDS", "TENSOR", "EXP"})
_READS_FILTERED_KINDS = MEMORY_KINDS | {"WAIT"}  # (and calls) see consumer_reads
# Register units that are not data: counter pseudo-registers and the like.
_PSEUDO_UNITS = frozenset(SPECIAL_UNIT[n] for n in ("asynccnt", "tensorcnt", "exec_lo", "exec_hi", "mode"))


def set_dependencies(model: FunctionModel) -> None:
    """Each group's producers (gids) it depends on: RAW on the units it reads, WAW on those
    it writes, from the producers reaching it (mirpass.ir.reaching) over the units memory
    operations write. A definition by a non-producer kills, like an SSA value without
    producers."""
    memw_set: set[int] = set()
    for mop in model.ops:
        if mop is not None:
            memw_set.update(u for u in mop.writes if u not in _PSEUDO_UNITS)
    if not memw_set:
        return
    # Dense unit slots: a block's reaching definitions are a list indexed by slot (None: no
    # producer's definition reaches), far smaller than a dict per block.
    unit_of = sorted(memw_set)  # slot -> unit
    slots = _Slots(model, unit_of)
    # Operands are not read any more: drop the parses kept for this model (it is the
    # lean Translator's `kept`, read once).
    model.drop_parses()
    reaching = ReachingProducers(model.cfg, slots.gens, len(unit_of))
    reaching.walk(functools.partial(_block_deps, model, slots, unit_of))


def _block_deps(model: FunctionModel, slots: _Slots, unit_of: list[int], b: int, reach: list) -> list:
    """Set the deps of block b's groups from the definitions reaching its entry; the
    definitions at its exit."""
    ops_ = model.ops
    vmem_pairs = model.gfx9
    base = model.offsets[b]
    ub = slots.reads[b]
    wb = slots.writes[b]
    single = slots.single
    cur = list(reach)  # the definitions reaching the current group, by slot
    for g in model.groups[b]:
        if g.role != "op":
            for op in g.ops:
                val = single.get(base + op.index)
                for s in wb[op.index]:
                    cur[s] = val
            continue
        deps: set[int] = set()
        for op in g.ops:
            i = op.index
            for s in ub[i]:
                v = cur[s]
                if v:
                    deps |= v
            w_slots = wb[i]
            if not w_slots:
                continue
            if op.info.is_call:
                explicit = slots.call_defs[base + i]
                w_sel = tuple(s for s in w_slots if unit_of[s] in explicit)
            else:
                w_sel = w_slots
            me = ops_[base + i]
            for s in w_sel:
                v = cur[s]
                if not v:
                    continue
                for p in v:
                    prod = ops_[p]
                    if vmem_pairs and me is not None and me.vmem_load and prod.vmem_load:  # type: ignore[union-attr]
                        continue  # same-type VMEM loads write VGPRs in order
                    deps.add(p)
            val = single.get(base + i)
            for s in w_slots:
                cur[s] = val
        if deps:  # (else it keeps the empty deps it was made with)
            g.deps = tuple(sorted(deps))
    return cur


class _Slots:
    """Per op, the slots (dense indices of the units memory operations write) it reads and
    writes as a consumer, and per block its last definition of each slot."""

    def __init__(self, model: FunctionModel, unit_of: list[int]) -> None:
        slot = {u: k for k, u in enumerate(unit_of)}
        self.slot_of = slot.__getitem__
        self.in_memw = frozenset(unit_of).__contains__
        self.sel: dict[tuple[int, ...], tuple[int, ...]] = {}  # unit tuple -> slots of its units
        self.single: dict[int, frozenset[int]] = {}  # gid of a producer that writes a slot -> {gid}
        self.call_defs: dict[int, set[int]] = {}  # gid of a call -> its explicit def units
        self.reads: list[list[tuple[int, ...]]] = []  # block -> op -> slots it reads
        self.writes: list[list[tuple[int, ...]]] = []  # block -> op -> slots it writes
        self.gens: list[dict[int, frozenset[int] | None]] = []  # slot -> last definition in the block
        for b, ops in enumerate(model.tf.blocks):
            self._block(model, model.offsets[b], ops)

    def _select(self, units: tuple[int, ...]) -> tuple[int, ...]:
        hit = self.sel.get(units)
        if hit is None:
            hit = self.sel[units] = tuple(map(self.slot_of, filter(self.in_memw, units)))
        return hit

    def _block(self, model: FunctionModel, base: int, ops: list[Op]) -> None:
        ub: list[tuple[int, ...]] = []
        wb: list[tuple[int, ...]] = []
        gen: dict[int, frozenset[int] | None] = {}
        ops_ = model.ops
        sel = self.sel
        select = self._select
        for i, op in enumerate(ops):
            info = op.info
            if info.is_meta:
                ub.append(())
                wb.append(())
                continue
            if info.is_call:
                self.call_defs[base + i] = model.explicit_units(op, defs=True)
            k = base + i
            mop = ops_[k]
            # only calls, waits and memory operations read less than op.reads, and write less
            # than op.writes (memory operations; a producer's MemOp has its memory_writes)
            if info.is_call or info.kind in _READS_FILTERED_KINDS:
                ub.append(select(model.consumer_reads(op)))
                if info.kind in MEMORY_KINDS:
                    w = select(mop.writes if mop is not None else model.memory_writes(op))
                else:
                    w = select(op.writes)
            else:
                # (the cache looked up here: this is the path of most ops)
                units = op.reads
                r = sel.get(units)
                ub.append(r if r is not None else select(units))
                units = op.writes
                w = sel.get(units)
                if w is None:
                    w = select(units)
            wb.append(w)
            if w:
                val = None
                if mop is not None:
                    val = self.single[k] = frozenset((k,))
                for s in w:
                    gen[s] = val
        self.reads.append(ub)
        self.writes.append(wb)
        self.gens.append(gen)
