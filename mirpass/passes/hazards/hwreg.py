"""s_setreg/s_getreg/s_rfe (checkGetRegHazards, checkSetRegHazards, checkRFEHazards) and gfx950's
permlane swaps (checkPermlaneHazards), for `Checks`."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from mirpass.ir.hazard_records import VALU, VGPR_END, Rec
from mirpass.passes.hazards import rules as R
from mirpass.target.registers import register_units

if TYPE_CHECKING:
    from mirpass.passes.hazards.checks import _Acc

EXEC = frozenset(register_units("$exec"))


def is_vgpr_unit(u: int) -> bool:
    return 0 <= u < VGPR_END


class HwregPermlaneChecks:
    find: Callable[..., list[tuple[int, Rec]]]

    def check_hwreg(self, r: Rec, acc: _Acc, kind: str) -> None:
        """An s_getreg, s_setreg or s_rfe_b64 (`kind`: "getreg", "setreg", "rfe") after an
        s_setreg of the hardware register it depends on (for s_rfe_b64, TRAPSTS)."""
        if kind == "rfe":
            need, rule, hwreg = R.RFE_NEED, "setreg-rfe", R.HWREG_TRAPSTS
        else:
            hwreg = r.imms.get(R.HWREG_OPERAND, 0) & R.HWREG_ID_MASK
            if kind == "getreg":
                need, rule = R.GETREG_NEED, "setreg-getreg"
            else:
                need, rule = R.SETREG_NEED, "setreg-setreg"

        def sets_hwreg(x: Rec) -> bool:
            return (
                x.facts.name in R.SETREG_OPCODES and x.imms.get(R.HWREG_OPERAND, 0) & R.HWREG_ID_MASK == hwreg
            )

        for d, p in self.find(sets_hwreg, need):
            acc.add(need, d, rule, p)

    def check_permlane(self, r: Rec, acc: _Acc) -> None:
        """checkPermlaneHazards (gfx950): a VALU write of a VGPR the permlane reads, and a VALU
        compare writing EXEC, before a permlane swap."""
        for _k, units in r.uses:
            if units and is_vgpr_unit(units[0]):
                s = frozenset(units)
                need = R.PERMLANE_VALU_NEED
                for d, p in self.find(lambda x, s=s: x.cls & VALU and not s.isdisjoint(x.defs_all), need):
                    acc.add(need, d, "valu-vgpr-permlane", p)

        def compare_writes_exec(x: Rec) -> bool:
            info = x.facts.info  # LLVM: isVOPC, or a VOP3/SDWA compare (the VOP3 V_CMP_CLASS are not)
            return (info.is_vopc or info.is_compare) and not EXEC.isdisjoint(x.defs_all)

        for d, p in self.find(compare_writes_exec, R.PERMLANE_CMPX_NEED):
            acc.add(R.PERMLANE_CMPX_NEED, d, "vcmpx-exec-permlane", p)
