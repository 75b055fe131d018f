"""The hazard rules for gfx940+ (gfx942, gfx950): wait-state formulas and search windows, as data.

Sources: LLVM 22's GCNHazardRecognizer (checkMAIHazards90A, checkMAIVALUHazards,
checkVALUHazards, checkDPPHazards, checkMFMAPadding, ...) as summarised in
shared/seeds/cdna3-cdna4-mfma-hazards.zh.md and shared/notes/llvm22-waitcnt-and-hazards.md, and
checked against llc 22.1.8 (tests/test_hazards*.py, tools/fuzz_hazards.py).

`P` is the producing MFMA's pass count, `I950` is 1 on gfx950 and 0 on gfx942.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Rule:
    id: str
    text: str
    # The backward search window llc 22 uses for this rule (MaxWaitStates and friends).
    llvm_window: int


RULES: dict[str, Rule] = {
    r.id: r
    for r in (
        Rule("valu-exec-mfma", "VALU writes EXEC, MFMA follows (4)", 4),
        Rule("valu-write-mfma-read", "VALU (not MFMA/DOT) writes a register an MFMA reads (2)", 19),
        Rule("mfma-srcab", "MFMA result read as SrcA/B by an MFMA", 19),
        Rule("mfma-srcc-partial", "MFMA result read as overlapping (not identical) SrcC", 19),
        Rule("mfma-srcc-full", "MFMA result read as identical SrcC (accumulation chain)", 19),
        Rule(
            "mfma-srcc-full-other",
            "MFMA result read as identical SrcC by a different MFMA (LLVM main, PR 218363)",
            19,
        ),
        Rule("mfma-padding", "-amdgpu-mfma-padding-ratio: pad after a neighbouring MFMA", 16),
        Rule("snop-padding", "-amdgpu-snop-padding: at least N wait states before every instruction", 0),
        # no producer search: the clause is the run of SMEM (or VMEM) instructions just emitted
        Rule(
            "soft-clause",
            "xnack: an SMEM/VMEM clause that writes a register it reads, or holds a store, is broken (1)",
            0,
        ),
        Rule("dot-raw", "DOT result read by a VALU/memory instruction (3)", 19),
        Rule("dot-waw", "DOT result overwritten by a different VALU (3)", 19),
        Rule("mfma-raw", "MFMA result read by a VALU, VMEM, DS or EXP instruction", 19),
        Rule("mfma-waw", "MFMA result overwritten by a VALU or memory instruction", 19),
        Rule("mfma-srcc-war", "XDL MFMA's SrcC overwritten by a VALU or memory instruction", 15),
        Rule("dgemm-fma64", "DGEMM followed by V_FMA_F64/V_FMAC_F64 (2)", 2),
        Rule("store-data-overwrite", "more-than-64-bit store data overwritten by a VALU (2)", 2),
        Rule("trans-forward", "TRANS result read by a non-TRANS VALU (1)", 1),
        Rule("dst-sel-forward", "partial write (dst_sel, op_sel, byte select) or asm def, then VALU (1)", 1),
        Rule("valu-sgpr-valu", "VALU writes an SGPR or VCC that a VALU reads (2)", 2),
        Rule("valu-vgpr-readlane", "VALU writes the VGPR v_readlane/v_readfirstlane reads (1)", 1),
        Rule("valu-exec-rwlane", "VALU writes EXEC, v_readlane/v_readfirstlane/v_writelane follows (4)", 4),
        Rule("valu-sgpr-lane-select", "VALU writes the SGPR lane select of v_readlane/v_writelane (4)", 4),
        Rule("valu-vcc-div-fmas", "VALU writes VCC, v_div_fmas reads it (4)", 4),
        Rule("valu-sgpr-vmem", "VALU writes an SGPR a VMEM instruction reads (5)", 5),
        Rule("dpp-vgpr", "a VGPR written then read by a DPP instruction (2)", 2),
        Rule("dpp-exec", "VALU writes EXEC, DPP follows (5)", 5),
        Rule("m0-read", "SALU writes M0, LDS DMA / s_sendmsg / ... reads it (1)", 1),
        Rule("setreg-getreg", "s_setreg then s_getreg of the same hardware register (2)", 2),
        Rule("setreg-setreg", "s_setreg then s_setreg of the same hardware register (2)", 2),
        Rule("setreg-rfe", "s_setreg of TRAPSTS then s_rfe_b64 (1)", 1),
        Rule("valu-vgpr-permlane", "VALU writes a VGPR a gfx950 permlane swap reads (2)", 2),
        Rule("vcmpx-exec-permlane", "VALU compare writes EXEC, gfx950 permlane swap follows (4)", 4),
        Rule(
            "mai908-valu-exec", "VALU or inline asm writes EXEC, gfx908 MFMA/v_accvgpr_write follows (4)", 4
        ),
        Rule(
            "mai908-valu-vgpr", "VALU or inline asm writes a VGPR a gfx908 MFMA/v_accvgpr_write reads (2)", 2
        ),
        Rule(
            "mai908-mfma-agpr",
            "gfx908 MFMA writes an AGPR an MFMA/v_accvgpr_read/write reads or overwrites",
            18,
        ),
        Rule(
            "mai908-accvgpr-write",
            "v_accvgpr_write writes an AGPR an MFMA/v_accvgpr_read reads (1 as SrcC, else 3)",
            18,
        ),
        Rule("mai908-srcc-war", "v_accvgpr_write overwrites an AGPR an MFMA reads as SrcC", 13),
        Rule("mai908-accvgpr-read-ldst", "v_accvgpr_read writes a VGPR a memory instruction reads (2)", 2),
        Rule(
            "mai908-accvgpr-rw-ldst",
            "VALU writes a VGPR a memory instruction reads, v_accvgpr_read/write between (1)",
            2,
        ),
        Rule(
            "dgemm-valu-vmem", "gfx90a: VALU writes a VGPR a memory instruction reads, DGEMM between (2)", 2
        ),
        Rule("asm-dst-sel-forward", "partial-destination write or inline asm def, then inline asm (1)", 1),
    )
}


# --- MFMA -> MFMA (checkMAIHazards90A, gfx940+) -----------------------------------------------


def srcab_need(prod_xdl: bool, prod_dgemm: int, passes: int, gfx950: bool) -> int:
    """MFMA result read as SrcA/SrcB by another MFMA."""
    if prod_dgemm == 16:
        return 19 if gfx950 else 11
    if prod_dgemm == 4:
        return 6
    if prod_xdl:
        return passes + 3 + (1 if gfx950 and passes != 2 else 0)
    return passes + 2


def srcc_partial_need(
    prod_xdl: bool, prod_dgemm: int, passes: int, cons_xdl: bool, gfx950: bool, gfx940: bool = True
) -> int:
    """MFMA result read as a SrcC that overlaps it without being identical. Before gfx940 every
    MFMA but a DGEMM is XDL: a DGEMM consumer (not XDL) then waits one more than the passes."""
    if prod_dgemm == 16:
        return 0 if cons_xdl else (17 if gfx950 else 9)
    if prod_dgemm == 4:
        return 0 if cons_xdl else 4
    if not gfx940:
        return passes if cons_xdl else passes + 1
    if cons_xdl and not prod_xdl:
        return 0
    if prod_xdl:
        if cons_xdl:
            return passes + 1 + (1 if gfx950 else 0)
        return passes + 1 + (1 if gfx950 and passes != 2 else 0)
    return passes


def srcc_full_need(prod_opcode: str, cons_opcode: str, passes: int, gfx940: bool = True) -> int:
    """MFMA result read as an identical SrcC (an accumulation chain)."""
    f64_4x4 = ("V_MFMA_F64_4X4X4F64_e64", "V_MFMA_F64_4X4X4F64_vgprcd_e64")
    if cons_opcode in f64_4x4 and prod_opcode in f64_4x4:
        return 4
    if passes == 2 and gfx940:
        return 2
    return 0


def canonical_mfma(opcode: str) -> str:
    """The opcode with its mac (tied SrcC) and VGPR-SrcC/dst (`vgprcd`) forms folded: these
    forms of one MFMA forward the accumulator to each other."""
    return opcode.replace("_mac", "").replace("_vgprcd", "")


def srcc_full_other_need(
    prod_xdl: bool,
    prod_dgemm: int,
    passes: int,
    cons_xdl: bool,
    gfx950: bool,
    full_need: int,
    gfx940: bool = True,
) -> int:
    """LLVM main (PR 218363): an identical SrcC read by a *different* MFMA gets no forwarding,
    so it needs what an overlapping SrcC would (and never less than the chain rule)."""
    return max(full_need, srcc_partial_need(prod_xdl, prod_dgemm, passes, cons_xdl, gfx950, gfx940))


# --- MFMA/DOT -> VALU, VMEM, DS, EXP (checkMAIVALUHazards, gfx940+) --------------------------


def mfma_read_need(prod_xdl: bool, prod_dgemm: int, passes: int, mem_or_exp: bool, gfx950: bool) -> int:
    if prod_dgemm == 4:
        return 9 if mem_or_exp else 6
    if prod_dgemm == 16:
        return 18 if mem_or_exp else (19 if gfx950 else 11)
    if prod_xdl:
        return passes + 3 + (1 if gfx950 and passes != 2 else 0)
    return passes + 2


def mfma_write_need(prod_xdl: bool, prod_dgemm: int, passes: int, gfx950: bool) -> int:
    if prod_dgemm == 4:
        return 6
    if prod_dgemm == 16:
        return 11  # no gfx950 increase for the overwrite (llc 22: S_NOP 10 on both)
    if prod_xdl:
        return passes + 3 + (1 if gfx950 and passes != 2 else 0)
    return passes + 2


def srcc_war_need(reader_passes: int) -> int:
    return {2: 1, 4: 3, 8: 7}.get(reader_passes, 15)


DOT_NEED = 3
VALU_WRITE_MFMA_READ = 2
VALU_EXEC_MFMA = 4
DGEMM_FMA64 = 2
FMA64_OPCODES = frozenset({"V_FMA_F64_e64", "V_FMAC_F64_e32", "V_FMAC_F64_e64", "V_FMAC_F64_dpp"})
STORE_DATA_OVERWRITE = 2  # gfx940+ (1 before)
# LLVM main (PR 197267), gfx940+: a MUBUF/MTBUF store with an SGPR soffset (none in llc 22)
STORE_DATA_OVERWRITE_SGPR_SOFFSET = 1
MAX_PIPELINE_WAIT_STATES = 16
# MaxLookAhead: how many emitted wait states the soft-clause check looks at (19 when AGPR0 is used)
LOOKAHEAD_AGPR = 19
LOOKAHEAD = 5
# llc 22's MaxWaitStates of checkMAIHazards90A / checkMAIVALUHazards (short of gfx950's 20)
LLVM22_MAI_WINDOW = RULES["mfma-raw"].llvm_window
# llc 22's MaxWarWaitStates of the SrcC-overwrite search
LLVM22_WAR_WINDOW = RULES["mfma-srcc-war"].llvm_window
# The largest requirement any rule has on gfx942/gfx950: the exact mode searches this far.
EXACT_WINDOW = 21


# --- s_setreg / s_getreg / s_rfe (checkSetRegHazards, checkGetRegHazards, checkRFEHazards) ------

SETREG_OPCODES = frozenset(
    {"S_SETREG_B32", "S_SETREG_B32_mode", "S_SETREG_IMM32_B32", "S_SETREG_IMM32_B32_mode"}
)
GETREG_OPCODES = frozenset({"S_GETREG_B32", "S_GETREG_B32_const"})  # llc 22: both (measured)
RFE_OPCODES = frozenset({"S_RFE_B64"})  # not S_RFE_RESTORE_B64 (measured)
HWREG_OPERAND = 1  # the simm16 operand of every opcode above
HWREG_ID_MASK = 0x3F  # HwregEncoding: the register id is simm16[5:0]
HWREG_TRAPSTS = 3
GETREG_NEED = 2
SETREG_NEED = 2  # getSetRegWaitStates() on VI and later
RFE_NEED = 1


# --- gfx950 permlane swaps (checkPermlaneHazards) -----------------------------------------------

PERMLANE_OPCODES = frozenset(
    {
        "V_PERMLANE16_SWAP_B32_e32",
        "V_PERMLANE16_SWAP_B32_e64",
        "V_PERMLANE32_SWAP_B32_e32",
        "V_PERMLANE32_SWAP_B32_e64",
    }
)
PERMLANE_VALU_NEED = 2
PERMLANE_CMPX_NEED = 4


# --- gfx908 (checkMAIHazards908, checkMAILdStHazards): MFMA results live in AGPRs -----------

ACCVGPR_READ = "V_ACCVGPR_READ_B32_e64"
ACCVGPR_WRITE = "V_ACCVGPR_WRITE_B32_e64"
ACCVGPR_OPCODES = frozenset({ACCVGPR_READ, ACCVGPR_WRITE})
MAI908_VALU_EXEC = 4  # VALU (or inline asm) writes EXEC, MFMA or v_accvgpr_write follows
MAI908_VALU_VGPR = 2  # VALU (or inline asm) writes a VGPR an MFMA or v_accvgpr_write reads
MAI908_WINDOW = RULES["mai908-mfma-agpr"].llvm_window  # MaxWaitStates of the AGPR searches (18)
MAI908_SRCC_WAR_WINDOW = RULES["mai908-srcc-war"].llvm_window  # 13
MAI908_LDST_WINDOW = RULES["mai908-accvgpr-read-ldst"].llvm_window  # 2


def mai908_agpr_need(consumer: str, srcc: bool, latency: int) -> int:
    """An MFMA wrote (part of) an AGPR the consumer reads (or, v_accvgpr_write, overwrites).
    `latency`: the largest pass count among the MFMAs the search looked at (LLVM's
    HazardDefLatency)."""
    if srcc:
        return 2
    if consumer == ACCVGPR_READ:
        return {2: 4, 8: 10}.get(latency, 18)
    if consumer == ACCVGPR_WRITE:
        return {2: 1, 8: 7}.get(latency, 15)
    return 4


def mai908_accvgpr_write_need(consumer: str, srcc: bool) -> int:
    """A v_accvgpr_write wrote an AGPR the consumer reads (or overwrites)."""
    if srcc:
        return 1
    return 3


def mai908_srcc_war_need(latency: int) -> int:
    """A v_accvgpr_write overwrites an AGPR an MFMA reads as SrcC."""
    return {2: 0, 8: 5}.get(latency, 13)


MAI908_ACCVGPR_READ_LDST = 2  # v_accvgpr_read writes a VGPR a memory instruction reads
MAI908_ACCVGPR_RW_VALU_LDST = 1  # VALU writes it, then v_accvgpr_read/write, then the access

# --- gfx90a: a DGEMM between a VALU write and a VMEM read (checkMAIVALUHazards) --------------

DGEMM_VALU_VMEM = 2
