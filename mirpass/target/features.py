"""Subtarget features the hazard recognizer tests, per CPU (LLVM's GCNSubtarget predicates).

Every difference between the CDNA CPUs' hazard rules is one of these properties, as in LLVM 22's
GCNHazardRecognizer, never a CPU name: gfx908 (MI100) has MAI instructions but not the gfx90a
ones, gfx90a (MI250X) has the gfx90a instructions but not the gfx940 ones, gfx942 and gfx950
have both, and gfx950 has its own.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class HazardFeatures:
    cpu: str
    mai_insts: bool  # hasMAIInsts: MFMA and v_accvgpr_read/write
    gfx90a_insts: bool  # hasGFX90AInsts: checkMAIHazards90A and checkMAIVALUHazards
    gfx940_insts: bool  # hasGFX940Insts: the XDL/SMFMA split and the gfx940 wait states
    gfx950_insts: bool  # HasGFX950Insts: the longer XDL wait states, permlane swaps, cvt-scale

    @property
    def trans_forwarding_hazard(self) -> bool:  # hasTransForwardingHazard
        return self.gfx940_insts

    @property
    def dst_sel_forwarding_hazard(self) -> bool:  # hasDstSelForwardingHazard
        return self.gfx940_insts

    @property
    def vdec_coexec_hazard(self) -> bool:  # hasVDecCoExecHazard
        return self.gfx940_insts

    @property
    def shift64_high_reg_bug(self) -> bool:  # hasShift64HighRegBug in LLVM 22
        return self.gfx90a_insts and not self.gfx940_insts

    @property
    def shift64_high_reg_bug_main(self) -> bool:
        """hasShift64HighRegBug in LLVM main: PR 183839 (February 2026, after the LLVM 22
        branch) dropped the `!HasGFX940Insts` term, so the gfx940 family (gfx942, gfx950) gets
        the rewrite as gfx90a does; gfx908 (no gfx90a instructions) still has no such bug."""
        return self.gfx90a_insts

    @property
    def dgemm_valu_vmem_bug(self) -> bool:
        """The gfx90a-only workaround of checkMAIVALUHazards: a DGEMM between a VALU write and
        a VMEM read of the same register makes the SQ drop the two wait states it must insert."""
        return self.gfx90a_insts and not self.gfx940_insts

    @property
    def store_data_wait_states(self) -> int:  # checkVALUHazardsHelper's VALUWaitStates
        return 2 if self.gfx940_insts else 1

    @property
    def permlane_hazards(self) -> bool:  # checkPermlaneHazards
        return self.gfx950_insts


HAZARD_FEATURES: dict[str, HazardFeatures] = {
    f.cpu: f
    for f in (
        HazardFeatures("gfx908", True, False, False, False),
        HazardFeatures("gfx90a", True, True, False, False),
        HazardFeatures("gfx942", True, True, True, False),
        HazardFeatures("gfx950", True, True, True, True),
    )
}


def hazard_features(cpu: str) -> HazardFeatures | None:
    """The features of `cpu`, None for a CPU whose hazards the recognizer does not model."""
    return HAZARD_FEATURES.get(cpu)
