"""What the wait-count analyses see of a function: producers, consumers and their dependencies.

The translated function (mirpass.ir.translate) is regrouped into *issue groups*: one per
instruction, a bundle's members each one of their own (`Group.bundle` is then the BUNDLE
header), as LLVM 22 scores them: a member's needs are met by a wait before it inside the bundle,
a wait inside a bundle is credited; the header is a consumer of its own, before the members
(bundles.py). Each memory operation that
increments a counter becomes a `MemOp` with a global id (`gid`); the in-flight FIFOs of the
dataflow hold gids.

Target facts used here (LLVM 22 SIInsertWaitcnts):
- counters and their maxima per target (`COUNTER_MAX`, from the target layer);
- out-of-order events: SMEM (and S_SENDMSG, GDS) on lgkmcnt/kmcnt; on gfx9 a FLAT that may
  reach LDS counts on vmcnt and lgkmcnt and is out of order on both (`!hasFlatLgkmVMemCountInOrder`);
  on gfx1250 async-to-LDS ops are counted on xcnt as out of order (LLVM 22 does not model them);
- wait opcodes: which ones are hard (credited), soft (memory-model requirements), and legacy
  ones left untouched (gfx12's S_WAITCNT).

Static dependencies (deps.py) come from the producers reaching each group over register units
(mirpass.ir.reaching; the same sets as the PHI webs of SSA def-use, mirpass.ir.defuse),
restricted to units some memory operation writes.
"""

from __future__ import annotations

from mirpass.ir.decoder import instructions_of, units_of
from mirpass.ir.translate import Op, TranslatedFunction
from mirpass.mir import Block, Instruction
from mirpass.passes.waitcnt.bundles import add_bundle_headers, made_into_instructions
from mirpass.passes.waitcnt.deps import MEMORY_KINDS, set_dependencies
from mirpass.passes.waitcnt.groups import (  # noqa: F401 - VMEM_KINDS: imported from here too
    STORES,
    VMEM,
    VMEM_KINDS,
    Group,
    MemOp,
    appended,
    group_flags,
)
from mirpass.passes.waitcnt.lds import LdsResolver
from mirpass.passes.waitcnt.requirements import requirements
from mirpass.target.counters import (
    COUNTER_MAX,
    GFX12_OPCODE_COUNTERS,
    MESSAGE_OPCODES,
    counter_key,
    counters_for,
)
from mirpass.target.opcodes import OpcodeInfo
from mirpass.target.registers import SPECIAL_UNIT, is_vgpr_unit
from mirpass.target.waitcnt import GFX12_WAIT_COUNTERS

_GPR_LIMIT = min(SPECIAL_UNIT.values())  # units below are VGPR/AGPR/SGPR/TTMP
# An address translation in flight also depends on EXEC (which lanes it covers): LLVM 22 scores
# every register use of a VMEM/SMEM op for xcnt, the implicit $exec and $m0 (LDS DMA, block
# stores) included, and waits before they are overwritten (measured with llc 22.1.8).
_XCNT_SPECIAL = frozenset({SPECIAL_UNIT["exec_lo"], SPECIAL_UNIT["exec_hi"], SPECIAL_UNIT["m0"]})
TOP = -2  # an unknown in-flight op: matches every dependency, out of order
# Shared empty values (never mutated): most groups and memory operations have these.
_NO_OBJECTS: frozenset[str] = frozenset()
_NO_WAITS: dict[str, int] = {}
_MISSING = object()


class FunctionModel:
    def __init__(
        self,
        tf: TranslatedFunction,
        resolver: LdsResolver | None = None,
        *,
        with_deps: bool = True,
        parsed: dict | None = None,
    ) -> None:
        """`parsed`: a lean Translator's `kept` (instruction id -> its parse), read instead of
        the instruction's own operands; cleared once the dependencies no longer need it."""
        self.tf = tf
        self._kept: dict = parsed if parsed is not None else {}
        self._memory_reads: dict[int, tuple[int, ...]] = {}  # id of a kept parse -> consumer reads
        self._block_instructions: dict[int, list[Instruction]] = {}  # see instruction()
        self._store_ptrs: dict[int, frozenset[str]] = {}  # id of a kept parse -> store pointers
        self._may_produce_cache: dict[str, bool] = {}  # opcode -> _may_produce
        # (opcode, counters, reads LDS, writes LDS) of a non-FLAT op -> _producer_facts
        self._facts_cache: dict[tuple, tuple | None] = {}
        self.cfg = tf.cfg
        target = tf.target
        self.key = counter_key(target.cpu, target.generation)
        self.gfx9 = not target.has_vscnt
        self.drain_at_barrier = not target.back_off_barrier
        self.counters: tuple[str, ...] = counters_for(target.cpu, target.generation)
        self.max = COUNTER_MAX[self.key]
        self.ds_counter = "lgkmcnt" if self.gfx9 else "dscnt"
        self.vm_counter = "vmcnt" if self.gfx9 else "loadcnt"
        self.sm_counter = "lgkmcnt" if self.gfx9 else "kmcnt"
        self.has_xcnt = "xcnt" in self.counters
        mf = tf.function
        mfi = mf.properties.get("machineFunctionInfo") or {}
        self.is_kernel = bool(mfi.get("isEntryFunction", False)) if isinstance(mfi, dict) else False
        self.llvm22 = False  # --llvm-compat=22: llc 22's rules (llc22.py); set by the pass
        self.loop_flush: dict | None = None  # and llc22.loop_flush_facts, before release_ops
        self.resolver = resolver or LdsResolver(None)
        self.fname = mf.name
        self.ops: list[MemOp | None] = []  # gid -> MemOp (None for non-producers)
        self.offsets: list[int] = []  # block -> gid of its first op
        self.groups: list[list[Group]] = []
        self.ooo_by_counter: dict[str, set[int]] = {c: set() for c in self.counters}
        self._interned: dict[frozenset, frozenset] = {}
        self._gpr_cache: dict[tuple[int, ...], frozenset[int]] = {}
        add_bundle_headers(tf)
        self._build()
        self.top_opcodes, self.vgprs_used = self._top_level_facts()
        # (block, group) -> the memory-model waits the code implies (requirements.py), which
        # hold whether or not the input still has the legalizer's soft waits (assembly has none)
        self.implied = requirements(self)
        # what the pass honours of them: nothing from MIR, which carries the legalizer's soft
        # waits; all from assembly, which cannot (set by the pass, see requirements.py)
        self.pass_implied: dict[tuple[int, int], dict[str, int]] = {}
        if with_deps:
            set_dependencies(self)

    # -- classification ---------------------------------------------------------------------
    def _may_produce(self, info: OpcodeInfo) -> bool:
        """Whether an operation of this opcode that increments no counter itself may still be a
        producer (see the first test in _producer)."""
        hit = self._may_produce_cache.get(info.name)
        if hit is None:
            hit = self._may_produce_cache[info.name] = (
                info.kind in ("GDS", "ASYNC_TO_LDS")
                or info.name in MESSAGE_OPCODES
                or (not self.gfx9 and info.name in GFX12_OPCODE_COUNTERS)
            )
        return hit

    def _producer(self, gid: int, op: Op) -> MemOp | None:
        info = op.info
        if info.segment == "FLAT":  # (its memory operands decide whether it reaches LDS)
            facts = self._producer_facts(op)
        else:  # only the opcode, the counters and the LDS access decide: looked up once
            key = (info.name, op.counters, op.lds_read, op.lds_write)
            facts = self._facts_cache.get(key, _MISSING)
            if facts is _MISSING:
                facts = self._facts_cache[key] = self._producer_facts(op)
        if facts is None:
            return None
        counters, ooo, lds_pipe, lds_read, lds_write = facts  # type: ignore[misc]
        kind = info.kind
        objects: frozenset[str] | None = _NO_OBJECTS
        if lds_read or lds_write:
            objects = op.lds_objects
            if objects is None:
                objects = self.resolver.objects(self.fname, self._src(op).memoperands)
        smem_ptr = None
        if kind == "SMEM" and info.may_load:
            for memop in self._src(op).memoperands:
                if "invariant" in memop:
                    continue
                ptr = _pointer(memop)
                if ptr:
                    smem_ptr = ptr
        return MemOp(
            gid, info, op.block, self.memory_writes(op), counters, ooo, self._gpr_units(op.reads),
            lds_pipe, objects, lds_read, lds_write,
            kind == "VMEM" and info.subkind == "load" and info.segment != "FLAT",  # vmem_load
            smem_ptr, kind == "SMEM", kind in ("VMEM", "LDS_DMA", "ASYNC_TO_LDS"),
        )  # fmt: skip

    def _producer_facts(self, op: Op) -> tuple | None:
        """(counters, out-of-order counters, LDS pipe, reads LDS, writes LDS) of a producer
        op; None if it is none."""
        info = op.info
        kind = info.kind
        if (
            not op.counters
            and kind not in ("GDS", "ASYNC_TO_LDS")
            and op.opcode not in MESSAGE_OPCODES
            and (self.gfx9 or op.opcode not in GFX12_OPCODE_COUNTERS)
        ):
            return None  # no counter gets added below: not a producer
        counters = list(op.counters)
        if not self.gfx9 and op.opcode in GFX12_OPCODE_COUNTERS:
            counters = [*GFX12_OPCODE_COUNTERS[op.opcode], *(c for c in counters if c == "xcnt")]
        if op.opcode in MESSAGE_OPCODES:
            counters.append(self.sm_counter)
        if kind == "GDS" and self.gfx9 and "expcnt" not in counters:
            counters.append("expcnt")
        if kind == "ASYNC_TO_LDS" and self.has_xcnt and "xcnt" not in counters:
            counters.append("xcnt")
        counters = [c for c in dict.fromkeys(counters) if c in self.max]
        lds_read, lds_write = op.lds_read, op.lds_write
        if (
            info.segment == "FLAT"
            and self.ds_counter in counters
            and self.resolver.beyond_lds(self.fname, self._src(op).memoperands)
        ):
            counters.remove(self.ds_counter)
            lds_read = lds_write = False
        if not counters:
            return None
        ooo = self._out_of_order(op, counters)
        flat_lds = info.segment == "FLAT" and self.ds_counter in counters and kind == "VMEM"
        lds_pipe = None
        if lds_read or lds_write:
            if kind in ("DS", "GDS") or flat_lds:
                lds_pipe = self.ds_counter
            elif kind == "LDS_DMA":
                lds_pipe = self.vm_counter
            elif kind == "ASYNC_TO_LDS":
                lds_pipe = "asynccnt" if "asynccnt" in counters else self.vm_counter
            elif kind == "TENSOR":
                lds_pipe = "tensorcnt" if "tensorcnt" in counters else self.vm_counter
        return tuple(counters), self._frozen(frozenset(ooo)), lds_pipe, lds_read, lds_write

    def _out_of_order(self, op: Op, counters: list[str]) -> set[str]:
        """The counters on which the producer op (counting on `counters`) may complete out of
        order."""
        kind = op.info.kind
        ooo: set[str] = set()
        if kind == "SMEM" or op.opcode in MESSAGE_OPCODES:
            ooo.add(self.sm_counter)
            if self.has_xcnt:
                ooo.add("xcnt")
        if kind == "GDS":
            ooo.add(self.ds_counter)
        if kind == "ASYNC_TO_LDS":
            ooo.add("xcnt")
        flat_lds = op.info.segment == "FLAT" and self.ds_counter in counters and kind == "VMEM"
        if flat_lds and self.gfx9 and self.vm_counter in counters:
            ooo.update({"vmcnt", "lgkmcnt"})
        return ooo

    def _src(self, op: Op):  # noqa: ANN202 - an Instruction or its ParsedInstruction
        """Where the operands of `op` are read: the parse kept on its line's record or by the
        translator, else the instruction."""
        rec = op.decoded
        if rec is not None and rec.parse is not None:
            return rec.parse
        return self._kept.get(id(op)) or op.inst

    def _frozen(self, s: frozenset) -> frozenset:
        return self._interned.setdefault(s, s)

    def _gpr_units(self, units: tuple[int, ...]) -> frozenset[int]:
        """The GPR (and EXEC) units among `units`, shared between equal tuples."""
        hit = self._gpr_cache.get(units)
        if hit is None:
            hit = frozenset(u for u in units if u < _GPR_LIMIT or u in _XCNT_SPECIAL)
            hit = self._gpr_cache[units] = self._frozen(hit)
        return hit

    def _wait_role(self, op: Op) -> tuple[str, dict[str, int]]:
        name = op.opcode
        base = name.removesuffix("_soft")
        soft = name.endswith("_soft")
        if name == "S_WAITCNT_lds_direct":
            return "lds_direct", {}
        if op.waits is None:
            return "op", {}
        if self.gfx9:
            if base != "S_WAITCNT":
                return "op", {}
        elif base not in GFX12_WAIT_COUNTERS:
            return "op", {}  # gfx12 leaves legacy S_WAITCNT alone
        waits = {c: n for c, n in op.waits.items() if c in self.max}
        return ("soft" if soft else "hard"), waits

    def _store_pointers(self, op: Op) -> frozenset[str]:
        """The IR pointers a store's memory operands name (once per kept parse)."""
        src = self._src(op)
        hit = self._store_ptrs.get(id(src)) if src is not op.inst else None
        if hit is None:
            hit = frozenset(p for m in src.memoperands if (p := _pointer(m)))
            if src is not op.inst:
                self._store_ptrs[id(src)] = hit
        return hit

    def _build(self) -> None:
        group_facts: dict[str, int] = {}  # opcode -> group_flags
        track_translations = self.has_xcnt  # writes_translated is for xcnt only
        gid = 0
        mops = self.ops
        # (filled with group_facts, below: most ops are no producers, this settles it)
        may_produce = self._may_produce_cache
        # id of a line's record -> the producer of an op decoded from it, or None: all of it but
        # the gid and block is the line's (its units, opcode and parse), so it is made once per
        # distinct line (the records live as long as the ops that hold them)
        by_line: dict[int, MemOp | None] = {}
        for b, ops in enumerate(self.tf.blocks):
            self.offsets.append(gid)
            groups: list[Group] = []
            by_inst: dict[int, Group] = {}
            block = self.cfg.blocks[b]
            # instructions decoded from inline asm go under their INLINEASM (its waits go before
            # it); bundle members are groups of their own, inside their bundle
            asm_top: dict[int, object] = self.tf.asm_tops or {}
            bundle_of = _bundle_of(block) if made_into_instructions(ops) else {}
            for op in ops:
                inst = op.inst
                top = asm_top.get(id(inst), inst) if asm_top and inst is not None else inst
                # a line not made into an Instruction is a group of its own
                g = by_inst.get(id(top)) if top is not None else None
                if g is None:
                    role, waits = ("op", _NO_WAITS)
                    if op.info.kind == "WAIT" and top is inst:
                        role, waits = self._wait_role(op)
                    g = Group(b, len(groups), top, (op,), role, waits)
                    if top is not None:
                        by_inst[id(top)] = g
                        if bundle_of and (bundle := bundle_of.get(id(top))) is not None:
                            g.bundle = bundle
                    groups.append(g)
                elif type(g.ops) is tuple:
                    g.ops = [*g.ops, op]
                else:
                    g.ops.append(op)  # type: ignore[union-attr]
                info = op.info
                facts = group_facts.get(info.name)
                if facts is None:
                    facts = group_facts[info.name] = group_flags(info)
                    self._may_produce(info)
                if op.counters or may_produce[info.name]:
                    rec = op.decoded
                    like = by_line.get(id(rec), _MISSING) if rec is not None else _MISSING
                    if like is _MISSING:
                        mop = self._producer(gid, op)
                        if rec is not None:
                            by_line[id(rec)] = mop
                    else:
                        mop = like.moved(gid, b) if like is not None else None  # type: ignore[attr-defined]
                else:
                    mop = None
                mops.append(mop)
                if mop is not None:
                    g.producers = appended(g.producers, mop)
                    for c in mop.ooo:
                        if c in self.ooo_by_counter:
                            self.ooo_by_counter[c].add(gid)
                    if mop.lds_pipe is not None:
                        g.lds = appended(g.lds, mop)
                if facts:
                    g.flags |= facts
                    if facts & STORES:
                        ptrs = self._store_pointers(op)
                        if ptrs:
                            g.store_ptrs = g.store_ptrs | ptrs
                if track_translations:
                    self._track_translations(g, op, bool(facts & VMEM))
                gid += 1
            self.groups.append(groups)
        self.num_ops = gid
        self.opcodes: frozenset[str] = frozenset(group_facts)  # of every op, bundle members too

    def _track_translations(self, g: Group, op: Op, is_vmem: bool) -> None:
        """Record what `op` writes for the xcnt WAR of its group. A VMEM's own writes are
        ordered behind the VMEMs in flight; another op's are not, even in one inline asm with a
        load, but after the asm's own SMEM or VMEM only that kind's translations are left."""
        info = op.info
        if op.writes and not info.is_meta and not is_vmem and g.xcnt_side != "both":
            gpr = self._gpr_units(op.writes)
            if gpr and g.xcnt_side is None:
                g.writes_translated = g.writes_translated | gpr if g.writes_translated else gpr
            elif gpr:
                g.xcnt_later = (*g.xcnt_later, (g.xcnt_side == "smem", gpr))
        side = "smem" if info.kind == "SMEM" else "vmem" if is_vmem else None
        if side is not None:
            g.xcnt_side = side if g.xcnt_side in (None, side) else "both"

    def _top_level_facts(self) -> tuple[list[frozenset[str]], int]:
        """Per block, the opcodes of its top-level instructions as the MIR has them (a bundle's
        is BUNDLE, inline asm's INLINEASM), and one more than the highest VGPR an operation
        reads or writes (gfx12 only: what the VGPR release at the program's end asks)."""
        tops: list[frozenset[str]] = []
        vgpr_top = -1
        seen: set[tuple[int, ...]] = set()
        units_too = not self.gfx9
        for groups in self.groups:
            names = {
                top.opcode if (top := g.bundle or g.inst) is not None else g.ops[0].info.name  # type: ignore[attr-defined]
                for g in groups
            }
            tops.append(frozenset(names))
            if not units_too:
                continue
            for g in groups:
                for op in g.ops:
                    for units in (op.reads, op.writes):
                        if units and units not in seen:
                            seen.add(units)
                            vgpr_top = max(vgpr_top, max((u for u in units if is_vgpr_unit(u)), default=-1))
        if units_too:
            vgpr_top = max(vgpr_top, self._asm_operand_vgpr_top())
        return tops, vgpr_top + 1

    def _asm_operand_vgpr_top(self) -> int:
        """The highest VGPR an INLINEASM names as an operand (a clobber, a pinned register):
        llc counts those as used even when the asm decodes to nothing (a comment)."""
        top = -1
        for opcode in ("INLINEASM", "INLINEASM_BR"):
            for inst in instructions_of(self.tf.function, opcode):
                for operand in inst.all_operands():
                    if operand.is_reg:
                        top = max(top, max((u for u in units_of(operand, {}) if is_vgpr_unit(u)), default=-1))
        return top

    def drop_parses(self) -> None:
        """Operands are not read any more: drop the parses kept for this model (it is the lean
        Translator's `kept`, read once)."""
        self._kept.clear()
        self._memory_reads = {}
        self._store_ptrs = {}

    def release_ops(self) -> None:
        """Drop the translated function's operations (and each group's), once the
        dependencies are built: the dataflow and emission use groups and `MemOp`s only."""
        self.tf.blocks = []
        self._kept = {}
        self._memory_reads = {}
        self._store_ptrs = {}
        for groups in self.groups:
            for g in groups:
                g.ops = ()  # type: ignore[assignment]

    def release_producers(self) -> None:
        """Drop the memory operations and each group's producers, LDS accesses and
        dependencies once the solves are done: emission reads none of them, and on a large
        block they are the model's largest part while the output's instructions are made."""
        self.ops = []
        self.ooo_by_counter = {c: set() for c in self.counters}
        for groups in self.groups:
            for g in groups:
                g.producers = g.lds = g.deps = ()

    def explicit_units(self, op: Op, defs: bool) -> set[int]:
        from mirpass.target.registers import register_units

        out: set[int] = set()
        src = self._src(op)
        ndefs = len(src.defs)
        for k, operand in enumerate(src.defs + src.operands):
            if (
                operand.kind != "reg"
                or operand.is_implicit
                or not operand.reg
                or not operand.reg.startswith("$")
            ):
                continue
            if (k < ndefs or operand.is_def) != defs:
                continue
            try:
                out.update(register_units(operand.reg))
            except ValueError:
                continue
        return out

    def consumer_reads(self, op: Op) -> tuple[int, ...]:
        info = op.info
        if info.kind == "WAIT" or info.is_meta:
            return ()
        if info.is_call:
            explicit = self.explicit_units(op, defs=False)
            return tuple(u for u in op.reads if u in explicit)
        if info.kind in MEMORY_KINDS:
            src = self._src(op)
            if src is not op.inst:  # a kept parse, shared by the operations of equal lines
                hit = self._memory_reads.get(id(src))
                if hit is None:
                    hit = self._memory_reads[id(src)] = self._memory_consumer_reads(op, src)
                return hit
            return self._memory_consumer_reads(op, src)
        return op.reads

    def memory_writes(self, op: Op) -> tuple[int, ...]:
        """The units a memory operation writes: not its implicit VGPR/AGPR defs, which spill
        stores and reloads carry for super-register liveness only (llc scores explicit defs)."""
        if not op.writes:
            return op.writes
        from mirpass.target.registers import register_units

        src = self._src(op)
        implicit: set[int] = set()
        for operand in src.operands:
            reg = operand.reg
            if operand.kind == "reg" and operand.is_implicit and operand.is_def and reg:
                if reg.startswith(("$vgpr", "$agpr")):
                    try:
                        implicit.update(register_units(reg))
                    except ValueError:
                        pass
        if not implicit:
            return op.writes
        explicit = self.explicit_units(op, defs=True)
        return tuple(u for u in op.writes if u not in implicit or u in explicit)

    def _memory_consumer_reads(self, op: Op, src) -> tuple[int, ...]:  # noqa: ANN001 - see _src
        """A memory operation reads its explicit operands; implicit VGPR operands are not read."""
        implicit_vgprs: set[int] = set()
        for operand in src.operands:
            if (
                operand.kind == "reg"
                and operand.is_implicit
                and operand.reg
                and (operand.reg.startswith("$vgpr") or operand.reg.startswith("$agpr"))
            ):
                from mirpass.target.registers import register_units

                try:
                    implicit_vgprs.update(register_units(operand.reg))
                except ValueError:
                    pass
        if implicit_vgprs:
            explicit = self.explicit_units(op, defs=False)
            return tuple(u for u in op.reads if u not in implicit_vgprs or u in explicit)
        return op.reads

    # -- helpers ----------------------------------------------------------------------------
    def instruction(self, b: int, gi: int) -> Instruction:
        """The instruction of group gi of block b (a bundle member inside its bundle: see
        `Group.bundle`). A block translated from its unread
        text gets its Instructions made here, one per group; call this before the block changes."""
        inst = self.groups[b][gi].inst
        if inst is None:
            inst = self.hold_instructions(b)[gi]
        return inst  # type: ignore[return-value]

    def hold_instructions(self, b: int) -> list[Instruction]:
        """Block b's instructions as they are now, kept for instruction()."""
        insts = self._block_instructions.get(b)
        if insts is None:
            insts = self._block_instructions[b] = self.cfg.blocks[b].instructions
        return insts

    def mop(self, gid: int) -> MemOp | None:
        return self.ops[gid] if gid >= 0 else None

    def describe(self, gid: int) -> str:
        if gid == TOP:
            return "<unknown>"
        m = self.ops[gid]
        assert m is not None
        blk = self.cfg.blocks[m.block]
        return f"{m.name}@bb.{blk.number}"

    def terminator_index(self, b: int) -> int:
        """The group index of the block's first terminator (its end if it has none)."""
        for g in self.groups[b]:
            if g.is_terminator:
                return g.index
        return len(self.groups[b])


def _pointer(memop: str) -> str | None:
    import re

    m = re.search(r"\b(?:from|into|on) (%ir\.[^ ,)]+|@[^ ,)]+)", memop)
    return m.group(1) if m else None


def overlaps(a: frozenset[str] | None, b: frozenset[str] | None) -> bool:
    if a is None or b is None:
        return True
    return not a.isdisjoint(b)


def _bundle_of(block: Block) -> dict[int, Instruction]:
    """id of each member of a bundle of `block` -> its BUNDLE (a member is a group of its own,
    inside its bundle's)."""
    bundle_of: dict[int, Instruction] = {}
    for item in block.items:
        if not isinstance(item, str) and item.bundled is not None:
            for member in item.bundled:
                if not isinstance(member, str):
                    bundle_of[id(member)] = item
    return bundle_of
