"""gfx1250's own fixes in llc 22's `post-RA-hazard-rec` (docs/hazards-gfx12.md), mixed into the
gfx12 recognizer (`gfx12.Gfx12Recognizer`), which supplies the facts and the backward search:

* fixVALUTransCoexecutionHazards: a VALU (not TRANS) reading the result of, or writing a source
  of, the TRANS right before it (no VALU between) gets a V_NOP_e32;
* fixWMMACoexecutionHazards: after an XDL WMMA/SWMMAC, a WMMA reading its result as A/B/index or
  a co-executable VALU reading or overwriting it needs as many VALUs between as its category asks
  (`WMMA_WAITS` / `VALU_WAITS`), made up with V_NOP_e32;
* fixGetRegWaitIdle: `S_WAITCNT_DEPCTR 0` before an s_getreg of STATUS, STATE_PRIV,
  EXCP_FLAG_PRIV or EXCP_FLAG_USER;
* fixDsAtomicAsyncBarrierArriveB64: vm_vsrc(0) waits around DS_ATOMIC_ASYNC_BARRIER_ARRIVE_B64;
* fixScratchBaseForwardingHazard: a read of the flat scratch base within 10 SGPR writes of a
  write of s102/s103 waits for sa_sdst and va_sdst;
* fixSetRegMode: two V_NOP_e32 before an s_setreg whose hwreg operand is MODE (the raw immediate,
  as llc compares it);
* checkSoftClauseHazards: with XNACK, an SMEM that would join a clause of SMEMs whose defs meet
  the clause's uses (or a store) gets an S_NOP 0 (from the last `LOOKAHEAD` wait states emitted).
"""

from __future__ import annotations

from mirpass.mir import Instruction
from mirpass.mir.operands import Operand
from mirpass.target.gfx12_hazards import (
    DEPCTR_SA_SDST,
    DEPCTR_VA_SDST,
    DEPCTR_VM_VSRC,
    GETREG_WAIT_IDLE_IDS,
    HWREG_FLAT_SCR_HI,
    HWREG_FLAT_SCR_LO,
    HWREG_ID_MODE,
    SCRATCH_BASE_WAIT_STATES,
    SETREG_OPCODES,
    VALU_WAITS,
    VOPD_PREFIX,
    WMMA_WAITS,
    depctr_field,
    depctr_with,
)
from mirpass.target.gfx1250_wmma import XDL_WMMA_LATENCY

LOOKAHEAD = 5  # MaxLookAhead without AGPRs (gfx1250 has none)


def _v_nop() -> Instruction:
    return Instruction.create("V_NOP_e32", [Operand.register("$exec", "implicit")])


def _depctr(imm: int) -> Instruction:
    return Instruction.create("S_WAITCNT_DEPCTR", [Operand.immediate(imm)])


def _imm(inst: Instruction, k: int) -> int | None:
    ops = inst.parsed.operands
    return ops[k].imm if k < len(ops) and ops[k].kind == "imm" else None


class Gfx1250Fixes:
    """The gfx1250 rules; `self` is a Gfx12Recognizer."""

    def vdst_units(self, inst: Instruction) -> frozenset[int]:
        """LLVM's named `vdst` operand: none on a VOPD (measured: its results never count)."""
        if inst.opcode.startswith(VOPD_PREFIX):
            return frozenset()
        return self.role_units(inst, "vdst")

    # ---- fixVALUTransCoexecutionHazards ------------------------------------------------------

    def trans_coexec(self, inst: Instruction, b: int, done: list[Instruction]) -> list[Instruction]:
        if self._kind(inst)[0] == "TRANS" or not self.is_valu(inst):
            return []
        uses = self.explicit_use_units(inst)
        vdst = self.vdst_units(inst)

        def hazard(i: Instruction) -> bool:
            if self._kind(i)[0] != "TRANS":
                return False
            if self.role_units(i, "vdst") & uses:
                return True
            return bool(vdst) and bool(self.explicit_use_units(i) & vdst)

        found = self._since(b, done, hazard, lambda i, _ws: self.is_valu(i))
        return [_v_nop()] if found != self.INF else []

    # ---- fixWMMACoexecutionHazards -----------------------------------------------------------

    def is_xdl_wmma(self, inst: Instruction) -> bool:
        i = self.info(inst)
        return i is not None and i.kind in ("WMMA", "SWMMAC") and i.xdl

    def _category(self, inst: Instruction) -> int | None:
        i = self.info(inst)
        if i is None:
            return None
        # llc's scheduling latency, measured (the tables' latency misses the FP8 forms of F8F6F4)
        latency = XDL_WMMA_LATENCY.get(i.name, i.latency)
        if latency not in (8, 16):
            return None
        return (0 if latency == 8 else 1) + (2 if i.kind == "SWMMAC" else 0)

    def wmma_coexec(self, inst: Instruction, b: int, done: list[Instruction]) -> list[Instruction]:
        kind = self._kind(inst)[0]
        xdl = self.is_xdl_wmma(inst)
        # measured: llc 22 counts no TRANS among the co-executable VALUs
        coexec = self.is_valu(inst) and kind not in ("WMMA", "SWMMAC", "LDS_DMA", "TRANS")
        if not xdl and not coexec:
            return []
        if xdl:
            reads = self.role_units(inst, "src0") | self.role_units(inst, "src1")
            if kind == "SWMMAC":
                reads |= self.role_units(inst, "index")
            writes: frozenset[int] = frozenset()
            limits = WMMA_WAITS
        else:
            reads = self.explicit_use_units(inst)
            # measured: only the `vdst` operand counts (a VOPD's vdstX/vdstY do not)
            writes = self.vdst_units(inst)
            limits = VALU_WAITS
        for cat, limit in enumerate(limits):

            def hazard(i: Instruction, cat: int = cat) -> bool:
                if not self.is_xdl_wmma(i) or self._category(i) != cat:
                    return False
                d = self.role_units(i, "vdst")
                if d & reads:
                    return True
                if not writes:
                    return False
                # llc 22 also counts a VALU overwriting the WMMA's A, B or index (WAR); LLVM
                # main dropped that part (the sources are read in the first pass)
                srcs = d | self.role_units(i, "src0") | self.role_units(i, "src1")
                if self._kind(i)[0] == "SWMMAC":
                    srcs |= self.role_units(i, "index")
                return bool(srcs & writes)

            def expired(_i: Instruction, ws: int, limit: int = limit) -> bool:
                return ws >= limit

            since = self._since(b, done, hazard, expired, lambda i: 1 if self.is_valu(i) else 0)
            if since != self.INF:
                return [_v_nop() for _ in range(limit - since)]
        return []

    # ---- the unconditional ones --------------------------------------------------------------

    def getreg_wait_idle(self, inst: Instruction) -> list[Instruction]:
        if inst.opcode != "S_GETREG_B32":
            return []
        imm = _imm(inst, 0)
        if imm is None or imm & 0x3F not in GETREG_WAIT_IDLE_IDS:
            return []
        return [_depctr(0)]

    def setreg_mode(self, inst: Instruction) -> list[Instruction]:
        if inst.opcode not in SETREG_OPCODES or _imm(inst, 1) != HWREG_ID_MODE:
            return []
        return [_v_nop(), _v_nop()]

    # ---- fixScratchBaseForwardingHazard ------------------------------------------------------

    def scratch_base(self, inst: Instruction, b: int, done: list[Instruction]) -> list[Instruction]:
        regs = {op.reg for op in self.use_operands(inst)}
        lo = "$src_flat_scratch_base_lo" in regs
        hi = "$src_flat_scratch_base_hi" in regs
        if inst.opcode == "S_GETREG_B32":
            hw = (_imm(inst, 0) or 0) & 0x3F
            lo = lo or hw == HWREG_FLAT_SCR_LO
            hi = hi or hw == HWREG_FLAT_SCR_HI
        if not (lo and self._sgpr_def_hazard("$sgpr102", b, done)) and not (
            hi and self._sgpr_def_hazard("$sgpr103", b, done)
        ):
            return []
        return [_depctr(depctr_with(DEPCTR_VA_SDST, 0, depctr_with(DEPCTR_SA_SDST, 0)))]

    def _sgpr_def_hazard(self, reg: str, b: int, done: list[Instruction]) -> bool:
        units = self.units(Operand.register(reg))

        def sgpr_writes(i: Instruction) -> int:
            if not (self.is_valu(i) or self._kind(i)[0] == "SALU"):
                return 0
            return int(any(self.is_sgpr(op) for op in self.def_operands(i)))

        def expired(i: Instruction, n: int) -> bool:
            if i.opcode == "S_WAITCNT_DEPCTR":
                imm = _imm(i, 0)
                if imm is not None and not depctr_field(imm, DEPCTR_SA_SDST) and not depctr_field(
                    imm, DEPCTR_VA_SDST
                ):
                    return True
            return n >= SCRATCH_BASE_WAIT_STATES

        found = self._since(b, done, lambda i: self.writes(i, units), expired, sgpr_writes)
        return found < SCRATCH_BASE_WAIT_STATES

    # ---- checkSoftClauseHazards --------------------------------------------------------------

    def soft_clause(self, inst: Instruction, emitted: list[Instruction | None]) -> int:
        """The S_NOP wait states an SMEM needs to break its clause (0 or 1)."""
        if not self.features.xnack or self._kind(inst)[0] != "SMEM":
            return 0
        defs: set[int] = set()
        uses: set[int] = set()
        for x in reversed(emitted[-LOOKAHEAD:]):
            if x is None or self._kind(x)[0] != "SMEM":
                break
            self._add_regs(x, defs, uses)
        if not defs:
            return 0
        info = self.info(inst)
        if info is not None and info.may_store:
            return 1
        self._add_regs(inst, defs, uses)
        return 1 if defs & uses else 0

    def _add_regs(self, inst: Instruction, defs: set[int], uses: set[int]) -> None:
        for op in self.def_operands(inst):
            defs.update(self.units(op))
        for op in self.use_operands(inst):
            uses.update(self.units(op))


def async_barrier_waits() -> tuple[Instruction, Instruction]:
    """fixDsAtomicAsyncBarrierArriveB64's vm_vsrc(0) waits, before and after."""
    return _depctr(depctr_with(DEPCTR_VM_VSRC, 0)), _depctr(depctr_with(DEPCTR_VM_VSRC, 0))
