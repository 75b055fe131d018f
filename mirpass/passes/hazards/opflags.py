"""The opcode properties the hazard checks test, beyond the class bits: which of the rules tied
to particular opcodes (lane selects, V_DIV_FMAS, s_getreg/s_setreg, M0 readers, ...) apply,
worked out once per opcode (`OpcodeFacts.hz`)."""

from __future__ import annotations

from mirpass.ir.hazard_records import ASM, DPP, OpcodeFacts
from mirpass.passes.hazards import rules as R

_RWLANE = frozenset({"V_READLANE_B32", "V_WRITELANE_B32"})
_READLANE_SRC0 = frozenset({"V_READLANE_B32", "V_READFIRSTLANE_B32"})
_DIV_FMAS = frozenset({"V_DIV_FMAS_F32_e64", "V_DIV_FMAS_F64_e64"})
_M0_READERS = frozenset(
    {
        "S_MOVRELS_B32",
        "S_MOVRELS_B64",
        "S_MOVRELD_B32",
        "S_MOVRELD_B64",
        "DS_WRITE_ADDTID_B32",
        "DS_READ_ADDTID_B32",
        "S_SENDMSG",
        "S_SENDMSGHALT",
        "S_TTRACEDATA",
        # the VINTRP encoding (LLVM's isVINTRP): gfx9 reads M0 for the LDS parameter address
        "V_INTERP_P1_F32",
        "V_INTERP_P1_F32_16bank",
        "V_INTERP_P2_F32",
        "V_INTERP_MOV_F32",
    }
)

# Opcode properties the checks test (OpcodeFacts.hz).
_F_DIV_FMAS = 1
_F_RWLANE = 2
_F_READLANE_SRC0 = 4
_F_WRITELANE = 8
_F_GETREG = 16
_F_M0_READ = 32
_F_FMA64 = 64
_F_SETREG = 128
_F_RFE = 256
_F_HWREG = _F_GETREG | _F_SETREG | _F_RFE
_F_PERMLANE = 512
_F_ACCVGPR = 1024  # v_accvgpr_read/write: MAI instructions (gfx908's checkMAIHazards908)
# None of `check_lanes`' and `check_special`'s rules apply (most opcodes)
_F_PLAIN = 2048


def _op_flags(facts: OpcodeFacts) -> int:
    """The `_F_*` flags of an opcode."""
    name = facts.name
    flags = 0
    if name in _DIV_FMAS:
        flags |= _F_DIV_FMAS
    if name in _RWLANE:
        flags |= _F_RWLANE
    if name in _READLANE_SRC0:
        flags |= _F_READLANE_SRC0
    if name == "V_WRITELANE_B32":
        flags |= _F_WRITELANE
    if name in R.GETREG_OPCODES:
        flags |= _F_GETREG
    if name in R.SETREG_OPCODES:
        flags |= _F_SETREG
    if name in R.RFE_OPCODES:
        flags |= _F_RFE
    if name in R.PERMLANE_OPCODES:
        flags |= _F_PERMLANE
    info = facts.info
    if name in _M0_READERS or info.kind == "LDS_DMA" or info.kind == "GDS":
        flags |= _F_M0_READ
    if name in R.FMA64_OPCODES:
        flags |= _F_FMA64
    if name in R.ACCVGPR_OPCODES:
        flags |= _F_ACCVGPR
    if not facts.cls & (DPP | ASM) and not flags & (_F_DIV_FMAS | _F_RWLANE | _F_HWREG | _F_M0_READ):
        flags |= _F_PLAIN
    return flags
