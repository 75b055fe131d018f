"""The MAI rules of the CPUs before gfx940: gfx908's checkMAIHazards908 and checkMAILdStHazards,
and gfx90a's DGEMM workaround of checkMAIVALUHazards.

On gfx908 an MFMA reads SrcA/B from VGPRs and SrcC from AGPRs, writes AGPRs, and values move
between the two files by v_accvgpr_read/write, which are MAI instructions too; the rules are about
those moves. They are answered by `find` (LLVM's walk in compat mode, every path in exact mode).
LLVM takes the pass count of the largest MFMA its predicate looked at (HazardDefLatency), not only
of the producer; both modes keep that, which never asks for fewer wait states than the producer's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mirpass.ir.hazard_records import ASM, DGEMM, MFMA, VALU, VECTOR_END, VGPR_END, Rec
from mirpass.passes.hazards import rules as R
from mirpass.target.registers import register_units

if TYPE_CHECKING:
    from mirpass.passes.hazards.checks import _Acc

_EXEC = frozenset(register_units("$exec"))


def _is_agpr(units: tuple[int, ...]) -> bool:
    return bool(units) and VGPR_END <= units[0] < VECTOR_END


def _is_vgpr(units: tuple[int, ...]) -> bool:
    return bool(units) and 0 <= units[0] < VGPR_END


def _is_mai(x: Rec) -> bool:
    return bool(x.cls & MFMA) or x.facts.name in R.ACCVGPR_OPCODES


class LegacyMaiChecks:
    """For `Checks`: the rules `find` answers on the recognizer's state."""

    def check_mai_908(self, r: Rec, acc: _Acc, ops: int) -> None:
        """checkMAIHazards908, for an MFMA or v_accvgpr_read/write `r`."""
        from mirpass.passes.hazards.checks import _Acc

        local = _Acc()  # LLVM's own WaitStatesNeeded: its early exits compare it alone
        find = self.find  # type: ignore[attr-defined]
        opcode = r.facts.name
        if opcode != R.ACCVGPR_READ:
            need = R.MAI908_VALU_EXEC
            for d, p in find(lambda x: x.cls & (VALU | ASM) and not _EXEC.isdisjoint(x.defs_all), need):
                local.add(need, d, "mai908-valu-exec", p)
            if local.need < R.MAI908_VALU_EXEC:
                need = R.MAI908_VALU_VGPR
                for _opno, units in r.uses:
                    if not _is_vgpr(units):
                        continue
                    s = frozenset(units)
                    for d, p in find(
                        lambda x, s=s: x.cls & (VALU | ASM) and not s.isdisjoint(x.defs_all), need
                    ):
                        local.add(need, d, "mai908-valu-vgpr", p)
                    if local.need == need:
                        break
        if not self._agpr_operands(r, local):
            if opcode == R.ACCVGPR_WRITE:
                self._srcc_war_908(r, local)
            if r.cls & MFMA:
                self.check_mfma_padding(r, local)  # type: ignore[attr-defined]
        if local.need > 0:
            acc.add(local.required, local.available, local.rule, local.producer)

    def _agpr_operands(self, r: Rec, local: _Acc) -> bool:
        """The AGPR operands of `r` against MFMA and v_accvgpr_write producers; True when LLVM
        exits early (the largest need reached)."""
        find = self.find  # type: ignore[attr-defined]
        opcode = r.facts.name
        srcc_index = r.facts.src2
        for opno, units, is_def, implicit in r.regs:
            if implicit or not _is_agpr(units) or (is_def and opcode != R.ACCVGPR_WRITE):
                continue
            s = frozenset(units)
            latency = [0]

            def overlapped_mfma(x: Rec, s: frozenset[int] = s, units=units, latency=latency) -> bool:
                if not x.cls & MFMA:
                    return False
                dst = x.vdst
                if dst == units:
                    return False  # the same register: the accumulation chain forwards it
                latency[0] = max(latency[0], x.passes)
                return not s.isdisjoint(dst) and not s.isdisjoint(x.defs_all)

            srcc = opno == srcc_index
            for d, p in find(overlapped_mfma, R.MAI908_WINDOW):
                local.add(R.mai908_agpr_need(opcode, srcc, latency[0]), d, "mai908-mfma-agpr", p)
            if local.need == R.MAI908_WINDOW:
                return True

            def accvgpr_write(x: Rec, s: frozenset[int] = s) -> bool:
                return (
                    x.facts.name == R.ACCVGPR_WRITE
                    and not s.isdisjoint(x.vdst)
                    and not s.isdisjoint(x.defs_all)
                )

            need = R.mai908_accvgpr_write_need(opcode, srcc)
            for d, p in find(accvgpr_write, R.MAI908_WINDOW):
                local.add(need, d, "mai908-accvgpr-write", p)
            if local.need == R.MAI908_WINDOW:
                return True
        return False

    def _srcc_war_908(self, r: Rec, local: _Acc) -> None:
        """A v_accvgpr_write overwriting an AGPR an MFMA reads as SrcC."""
        dst = frozenset(r.vdst)
        latency = [0]

        def reads_as_srcc(x: Rec) -> bool:
            if not x.cls & MFMA:
                return False
            latency[0] = max(latency[0], x.passes)
            return not dst.isdisjoint(x.operand_units(x.facts.src2))

        for d, p in self.find(reads_as_srcc, R.MAI908_SRCC_WAR_WINDOW):  # type: ignore[attr-defined]
            local.add(R.mai908_srcc_war_need(latency[0]), d, "mai908-srcc-war", p)

    def check_mai_ldst(self, r: Rec, acc: _Acc) -> None:
        """checkMAILdStHazards (gfx908): a memory instruction reading a VGPR that a
        v_accvgpr_read wrote, or that a VALU wrote with a v_accvgpr_read/write right before."""
        from mirpass.passes.hazards.checks import _Acc

        find = self.find  # type: ignore[attr-defined]
        window = R.MAI908_LDST_WINDOW
        # Both rules need a v_accvgpr_read/write in the window: without one, neither can fire.
        if not find(lambda x: x.facts.name in R.ACCVGPR_OPCODES, window):
            return
        local = _Acc()
        for _opno, units in r.uses:
            if not _is_vgpr(units):
                continue
            s = frozenset(units)
            need = R.MAI908_ACCVGPR_READ_LDST
            for d, p in find(
                lambda x, s=s: x.facts.name == R.ACCVGPR_READ and not s.isdisjoint(x.defs_all), window
            ):
                local.add(need, d, "mai908-accvgpr-read-ldst", p)
            if local.need == window:
                break
            # LLVM's predicate searches for the VALU def from the current instruction, whatever
            # v_accvgpr_read/write it is looking at: the two searches are independent.
            if find(lambda x, s=s: x.cls & VALU and not _is_mai(x) and not s.isdisjoint(x.defs_all), window):
                need = R.MAI908_ACCVGPR_RW_VALU_LDST
                for d, p in find(lambda x: x.facts.name in R.ACCVGPR_OPCODES, window):
                    local.add(need, d, "mai908-accvgpr-rw-ldst", p)
        if local.need > 0:
            acc.add(local.required, local.available, local.rule, local.producer)

    def check_dgemm_valu_vmem(self, r: Rec, acc: _Acc) -> None:
        """gfx90a: a DGEMM between a VALU write and a memory read of the register keeps the SQ
        from inserting the two wait states it should (checkMAIVALUHazards' workaround)."""
        need = R.DGEMM_VALU_VMEM
        for _opno, units in r.uses:
            if not units or not 0 <= units[0] < VECTOR_END:
                continue
            s = frozenset(units)
            seen = [False]

            def after_dgemm(x: Rec, s: frozenset[int] = s, seen: list = seen) -> bool:
                if x.cls & DGEMM:
                    seen[0] = True
                return bool(x.cls & VALU) and seen[0] and not s.isdisjoint(x.defs_all)

            for d, p in self.find(after_dgemm, need):  # type: ignore[attr-defined]
                acc.add(need, d, "dgemm-valu-vmem", p)
