"""Subtarget facts of the gfx12 hazards llc 22's `post-RA-hazard-rec` fixes (GCNSubtarget's
predicates and the S_WAITCNT_DEPCTR field layout), per CPU; docs/hazards-gfx12.md surveys them.

From gfx10 on `hasNoDataDepHazard` holds, so none of the wait-state rules of the gfx9 recognizer
apply: what is left are the `fix*` rewrites, each gated by one of these properties.
"""

from __future__ import annotations

from dataclasses import dataclass

# LLVM's LDSDIR pseudos (DSDIRInstructions.td): the positions, among the explicit operands after
# the result, of the `waitvdst` and `waitvsrc` immediates the hazard fixes set. The gfx12 forms
# (DS_*) have both; the gfx11 forms (LDS_*), which the MIR parser takes on gfx12 too, have no
# waitvsrc.
LDSDIR_WAIT_OPERANDS: dict[str, tuple[int, int | None]] = {
    "LDS_DIRECT_LOAD": (0, None),
    "LDS_PARAM_LOAD": (2, None),
    "DS_DIRECT_LOAD": (0, 1),
    "DS_PARAM_LOAD": (2, 3),
}


@dataclass(frozen=True)
class Gfx12HazardFeatures:
    cpu: str
    gfx1250_insts: bool  # hasGFX1250Insts
    wmma: bool  # WMMA/SWMMAC instructions exist (fixWMMAHazards)
    lds_direct: bool  # hasLdsDirect: LDS_DIRECT_LOAD / LDS_PARAM_LOAD (fixLdsDirect*Hazard)
    xnack: bool  # the CPU supports XNACK replay (checkSoftClauseHazards on SMEM)

    @property
    def lds_wait_vmsrc(self) -> bool:  # hasLdsWaitVMSRC: gfx12's LDSDIR can wait on vm_vsrc
        return True

    @property
    def wmma_coexecution(self) -> bool:
        """gfx1250's WMMA/TRANS co-execution rules (V_NOPs after an XDL WMMA or a TRANS)."""
        return self.gfx1250_insts

    @property
    def getreg_wait_idle(self) -> bool:  # requiresWaitIdleBeforeGetReg
        return self.gfx1250_insts

    @property
    def scratch_base_forwarding(self) -> bool:  # hasScratchBaseForwardingHazard
        return self.gfx1250_insts

    @property
    def ds_async_barrier_pipe_bug(self) -> bool:  # hasDsAtomicAsyncBarrierArriveB64PipeBug
        return self.gfx1250_insts

    @property
    def setreg_mode_vnops(self) -> bool:  # setRegModeNeedsVNOPs
        return self.gfx1250_insts

    @property
    def unimplemented(self) -> tuple[str, ...]:
        """The hazards of this CPU mirpass does not fix (the pass refuses the CPU while any is)."""
        return ()


GFX12_HAZARD_FEATURES: dict[str, Gfx12HazardFeatures] = {
    f.cpu: f
    for f in (
        Gfx12HazardFeatures("gfx1200", False, True, True, False),
        Gfx12HazardFeatures("gfx1250", True, True, True, True),
    )
}


def gfx12_hazard_features(cpu: str) -> Gfx12HazardFeatures | None:
    """The gfx12 hazard facts of `cpu`, None for a CPU outside gfx12."""
    return GFX12_HAZARD_FEATURES.get(cpu)


# S_WAITCNT_DEPCTR fields on gfx12 (AMDGPU::DepCtr; checked with llvm-mc 22: `s_wait_alu
# depctr_vm_vsrc(0)` encodes 0xff83, `depctr_va_vdst(0)` 0x0f9f, `depctr_sa_sdst(0)` 0xff9e):
# (shift, width). The default (no field waits) has every field at its maximum and bits 5-6 clear.
DEPCTR_VM_VSRC = (2, 3)
DEPCTR_VA_VDST = (12, 4)
DEPCTR_DEFAULT = 0xFF9F


def depctr_field(imm: int, field: tuple[int, int]) -> int:
    shift, width = field
    return (imm >> shift) & ((1 << width) - 1)


def depctr_with(field: tuple[int, int], value: int, imm: int = DEPCTR_DEFAULT) -> int:
    """`imm` with `field` set to `value` (the other fields left as they are: no wait)."""
    shift, width = field
    mask = ((1 << width) - 1) << shift
    return (imm & ~mask) | ((value << shift) & mask)


DEPCTR_SA_SDST = (0, 1)  # `depctr_sa_sdst(0)` encodes 0xff9e
DEPCTR_VA_SDST = (9, 3)  # `depctr_va_sdst(0)` encodes 0xf19f

# Hardware register ids (the low six bits of an s_getreg/s_setreg simm16; llvm-mc 22, gfx1250).
HWREG_ID_MODE = 1
HWREG_FLAT_SCR_LO = 20  # HW_REG_WAVE_SCRATCH_BASE_LO
HWREG_FLAT_SCR_HI = 21
# fixGetRegWaitIdle: STATUS, STATE_PRIV, EXCP_FLAG_PRIV, EXCP_FLAG_USER
GETREG_WAIT_IDLE_IDS = frozenset({2, 4, 17, 18})
SETREG_OPCODES = frozenset(
    {"S_SETREG_B32", "S_SETREG_B32_mode", "S_SETREG_IMM32_B32", "S_SETREG_IMM32_B32_mode"}
)

# fixScratchBaseForwardingHazard: the hazard is gone after this many SGPR-writing SALUs/VALUs.
SCRATCH_BASE_WAIT_STATES = 10

# checkWMMACoexecutionHazards: VALUs needed after an XDL WMMA of category 0-3 (dense WMMA of
# latency 8, dense WMMA of latency 16, SWMMAC of latency 8, SWMMAC of latency 16) before a WMMA
# reading its result, and before a co-executable VALU reading or overwriting it.
WMMA_WAITS = (5, 9, 3, 5)
VALU_WAITS = (4, 8, 2, 4)

# The dual-issue VOPD opcodes: LLVM names their two results vdstX and vdstY, so a rule asking
# for the `vdst` operand (gfx1250's WMMA co-execution WAR/WAW check) finds none; the opcode
# tables' `vdst` role (the first def) does not say so.
VOPD_PREFIX = "V_DUAL_"
