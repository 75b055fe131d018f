"""Facts from upstream LLVM's hazard-recognizer tests, as mirpass's own probes (issue 14).

Each probe is a short instruction sequence written for this file after a fact an upstream
`post-RA-hazard-rec` test checks (the file named beside each group; their text is not reused).
All probes of a CPU go through one llc 22 run (`test_hazard_opcodes.run_llc`, which drops what
llc's parser rejects, e.g. V_INTERP on the gfx940 family). For every probe:

- `--llvm-compat=22` gives llc 22's wait states before every instruction;
- the default mode never gives fewer (more only where docs/divergences.md lists a fix);
- where the upstream test states a number, llc 22 gives it too (`EXPECT`, per CPU): this checks
  that the probe is the fact it claims, so that a probe cannot quietly test nothing.

Upstream hazard facts about gfx10+ only (v_cmpx/permlane, LDS-branch-VMEM, SMEM-VMEM, VALU
SGPR-read, trans-use on gfx11) are outside the CPUs this pass supports and are not probed.
"""

from __future__ import annotations

import functools

import pytest
from test_hazard_opcodes import document, run_llc, wait_states

from mirpass.api import run_passes
from mirpass.mir import read
from mirpass.target.targets import TARGETS

from conftest import requires_llc

pytestmark = requires_llc

CPUS = ("gfx908", "gfx90a", "gfx942", "gfx950")
VCMP_VCC = "V_CMP_EQ_U32_e32 $vgpr20, $vgpr21, implicit-def $vcc, implicit $exec"
DIV_FMAS = (
    "$vgpr6 = V_DIV_FMAS_F32_e64 0, $vgpr7, 0, $vgpr8, 0, $vgpr9, 0, 0, "
    "implicit $mode, implicit $vcc, implicit $exec"
)
MOV = "$vgpr30 = V_MOV_B32_e32 0, implicit $exec"
SALU = "$sgpr50 = S_MOV_B32 0"


def _all(n: int | None) -> dict[str, int | None]:
    return dict.fromkeys(CPUS, n)


def _gfx940(n: int, other: int = 0) -> dict[str, int | None]:
    """`n` on the gfx940 family (gfx942, gfx950), `other` on gfx908/gfx90a."""
    return {"gfx908": other, "gfx90a": other, "gfx942": n, "gfx950": n}


# (name, body, wait states llc 22 puts before the last instruction per CPU, None: not stated)
Fact = tuple[str, str, dict[str, int | None]]
FACTS: list[Fact] = []


def fact(name: str, lines: list[str], expect: dict[str, int | None] | None = None) -> None:
    FACTS.append((name, "\n".join(lines), expect or _all(None)))


# ---- inserted-wait-states.mir: v_div_fmas reads VCC a VALU wrote ---------------------------
fact("div-fmas/vcmp-e32", [VCMP_VCC, DIV_FMAS], _all(4))
fact(
    "div-fmas/vcmp-e64",
    ["$vcc = V_CMP_LT_F32_e64 0, $vgpr20, 0, $vgpr21, 0, implicit $mode, implicit $exec", DIV_FMAS],
    _all(4),
)
fact(
    "div-fmas/div-scale",
    [
        "$vgpr10, $vcc = V_DIV_SCALE_F32_e64 0, $vgpr11, 0, $vgpr12, 0, $vgpr11, 0, 0, "
        "implicit $mode, implicit $exec",
        DIV_FMAS,
    ],
    _all(4),
)
fact("div-fmas/salu-vcc", ["$vcc = S_MOV_B64 -1", DIV_FMAS], _all(0))
fact("div-fmas/one-between", [VCMP_VCC, MOV, DIV_FMAS], _all(3))
fact("div-fmas/salu-between", [VCMP_VCC, SALU, SALU, DIV_FMAS], _all(2))
fact(
    "div-fmas-f64/vcmp",
    [
        VCMP_VCC,
        "$vgpr6_vgpr7 = V_DIV_FMAS_F64_e64 0, $vgpr8_vgpr9, 0, $vgpr10_vgpr11, 0, $vgpr12_vgpr13, 0, 0, "
        "implicit $mode, implicit $vcc, implicit $exec",
    ],
    _all(4),
)

# ---- inserted-wait-states.mir: s_setreg, then s_getreg/s_setreg/s_rfe of the same register -------
# hwreg immediates: id | offset << 6 | (size - 1) << 11; MODE is id 1, TRAPSTS id 3.
SETREG = "S_SETREG_B32 $sgpr10, {}, implicit-def $mode, implicit $mode"
SETREG_IMM = "S_SETREG_IMM32_B32 7, {}, implicit-def $mode, implicit $mode"
GETREG = "$sgpr11 = S_GETREG_B32 {}, implicit-def $mode, implicit $mode"
fact("setreg-getreg/same", [SETREG.format(6145), GETREG.format(6145)], _all(2))
fact("setreg-getreg/imm32", [SETREG_IMM.format(6145), GETREG.format(1)], _all(2))
fact("setreg-getreg/one-salu", [SETREG.format(1), SALU, GETREG.format(1)], _all(1))
fact("setreg-getreg/two-salu", [SETREG.format(1), SALU, SALU, GETREG.format(1)], _all(0))
fact("setreg-getreg/other-reg", [SETREG.format(2), GETREG.format(1)], _all(0))
fact("setreg-setreg/same", [SETREG.format(1), SETREG.format(1)], _all(2))
fact("setreg-setreg/same-reg-other-bits", [SETREG.format(1 | 4 << 6), SETREG.format(1 | 8 << 6)], _all(2))
fact("setreg-setreg/other-reg", [SETREG.format(1), SETREG.format(2)], _all(0))
fact("setreg-rfe/trapsts", [SETREG.format(3), "S_RFE_B64 $sgpr12_sgpr13"], _all(1))
fact("setreg-rfe/mode", [SETREG.format(1), "S_RFE_B64 $sgpr12_sgpr13"], _all(0))

# ---- inserted-wait-states.mir: v_readlane/v_writelane lane select written by a VALU -----------
ADD_CO_SGPR = "$vgpr0, $sgpr20_sgpr21 = V_ADD_CO_U32_e64 $vgpr1, $vgpr2, 0, implicit $exec"
ADD_CO_VCC = "$vgpr0 = V_ADD_CO_U32_e32 $vgpr1, $vgpr2, implicit-def $vcc, implicit $exec"
fact("lane/readlane-sgpr", [ADD_CO_SGPR, "$sgpr30 = V_READLANE_B32 $vgpr5, $sgpr20"], _all(4))
fact("lane/readlane-sgpr-hi", [ADD_CO_SGPR, "$sgpr30 = V_READLANE_B32 $vgpr5, $sgpr21"], _all(4))
fact("lane/writelane-sgpr", [ADD_CO_SGPR, "$vgpr6 = V_WRITELANE_B32 $sgpr21, $sgpr21, $vgpr6"], _all(4))
fact("lane/readlane-vcc", [ADD_CO_VCC, "$sgpr30 = V_READLANE_B32 $vgpr5, $vcc_lo"], _all(4))
fact("lane/writelane-vcc", [ADD_CO_VCC, "$vgpr6 = V_WRITELANE_B32 $m0, $vcc_lo, $vgpr6"], _all(4))
fact("lane/readlane-salu", ["$sgpr20 = S_MOV_B32 3", "$sgpr30 = V_READLANE_B32 $vgpr5, $sgpr20"], _all(0))
fact(
    "lane/readlane-two-between", [ADD_CO_SGPR, MOV, MOV, "$sgpr30 = V_READLANE_B32 $vgpr5, $sgpr20"], _all(2)
)

# ---- inserted-wait-states.mir: store data of more than 64 bits overwritten by a VALU ------------
# The gfx940 family needs 2 wait states, gfx908/gfx90a 1; an SGPR soffset has no hazard in
# llc 22 (PR 197267 adds 1 on the gfx940 family: docs/divergences.md).
OVERWRITE_V3 = "$vgpr3 = V_MOV_B32_e32 0, implicit $exec"
RSRC = "$sgpr0_sgpr1_sgpr2_sgpr3"
DATA4 = "$vgpr2_vgpr3_vgpr4_vgpr5"
STORES = {
    "buffer-x1": (f"BUFFER_STORE_DWORD_OFFSET $vgpr3, {RSRC}, 0, 0, 0, 0, implicit $exec", _all(0)),
    "buffer-x2": (f"BUFFER_STORE_DWORDX2_OFFSET $vgpr2_vgpr3, {RSRC}, 0, 0, 0, 0, implicit $exec", _all(0)),
    "buffer-x3": (
        f"BUFFER_STORE_DWORDX3_OFFSET $vgpr2_vgpr3_vgpr4, {RSRC}, 0, 0, 0, 0, implicit $exec",
        _gfx940(2, 1),
    ),
    "buffer-x4": (
        f"BUFFER_STORE_DWORDX4_OFFSET $vgpr2_vgpr3_vgpr4_vgpr5, {RSRC}, 0, 0, 0, 0, implicit $exec",
        _gfx940(2, 1),
    ),
    "buffer-x4-sgpr-soffset": (
        f"BUFFER_STORE_DWORDX4_OFFSET $vgpr2_vgpr3_vgpr4_vgpr5, {RSRC}, $sgpr4, 0, 0, 0, implicit $exec",
        _all(0),
    ),
    "buffer-format-xyz": (
        f"BUFFER_STORE_FORMAT_XYZ_OFFSET $vgpr2_vgpr3_vgpr4, {RSRC}, 0, 0, 0, 0, implicit $exec",
        _gfx940(2, 1),
    ),
    "buffer-format-xyzw": (
        f"BUFFER_STORE_FORMAT_XYZW_OFFSET $vgpr2_vgpr3_vgpr4_vgpr5, {RSRC}, 0, 0, 0, 0, implicit $exec",
        _gfx940(2, 1),
    ),
    "buffer-cmpswap-x2": (
        f"BUFFER_ATOMIC_CMPSWAP_X2_OFFSET $vgpr2_vgpr3_vgpr4_vgpr5, {RSRC}, 0, 0, 0, implicit $exec",
        _all(None),
    ),
    "flat-x2": (
        "FLAT_STORE_DWORDX2 $vgpr10_vgpr11, $vgpr2_vgpr3, 0, 0, implicit $exec, implicit $flat_scr",
        _all(0),
    ),
    "flat-x3": (
        "FLAT_STORE_DWORDX3 $vgpr10_vgpr11, $vgpr2_vgpr3_vgpr4, 0, 0, implicit $exec, implicit $flat_scr",
        _gfx940(2, 1),
    ),
    "flat-x4": (
        f"FLAT_STORE_DWORDX4 $vgpr10_vgpr11, {DATA4}, 0, 0, implicit $exec, implicit $flat_scr",
        _gfx940(2, 1),
    ),
    "flat-cmpswap-x2": (
        f"FLAT_ATOMIC_CMPSWAP_X2 $vgpr10_vgpr11, {DATA4}, 0, 0, implicit $exec, implicit $flat_scr",
        _gfx940(2, 1),
    ),
    "global-x4": (
        "GLOBAL_STORE_DWORDX4 $vgpr10_vgpr11, $vgpr2_vgpr3_vgpr4_vgpr5, 0, 0, implicit $exec",
        _gfx940(2, 1),
    ),
    "global-x3-saddr": (
        "GLOBAL_STORE_DWORDX3_SADDR $vgpr10, $vgpr2_vgpr3_vgpr4, $sgpr6_sgpr7, 0, 0, implicit $exec",
        _gfx940(2, 1),
    ),
    # scratch stores have their data first (the tables had it second until this test found it)
    "scratch-x4": (
        "SCRATCH_STORE_DWORDX4 $vgpr2_vgpr3_vgpr4_vgpr5, $vgpr10, 0, 0, implicit $exec, implicit $flat_scr",
        _gfx940(2, 1),
    ),
    "scratch-x3-saddr": (
        "SCRATCH_STORE_DWORDX3_SADDR $vgpr2_vgpr3_vgpr4, $sgpr6, 0, 0, implicit $exec, implicit $flat_scr",
        _gfx940(2, 1),
    ),
    "scratch-x4-svs": (
        f"SCRATCH_STORE_DWORDX4_SVS {DATA4}, $vgpr10, $sgpr6, 0, 0, implicit $exec, implicit $flat_scr",
        {"gfx908": None, "gfx90a": None, "gfx942": 2, "gfx950": 2},
    ),
    "scratch-x2": (
        "SCRATCH_STORE_DWORDX2 $vgpr2_vgpr3, $vgpr10, 0, 0, implicit $exec, implicit $flat_scr",
        _all(0),
    ),
}
for _name, (_store, _expect) in STORES.items():
    fact(f"store-data/{_name}", [_store, OVERWRITE_V3], _expect)
fact("store-data/x4-one-between", [STORES["buffer-x4"][0], MOV, OVERWRITE_V3], _gfx940(1, 0))
fact("store-data/x4-not-data", [STORES["buffer-x4"][0], "$vgpr6 = V_MOV_B32_e32 0, implicit $exec"], _all(0))

# ---- inserted-wait-states.mir: DPP reads a VGPR or EXEC a VALU wrote ---------------------------
DPP = "$vgpr31 = V_MOV_B32_dpp $vgpr31, $vgpr0, 1, 15, 15, 0, implicit $exec"
fact("dpp/vgpr", ["$vgpr0 = V_MOV_B32_e32 0, implicit $exec", DPP], _all(2))
fact("dpp/vgpr-one-between", ["$vgpr0 = V_MOV_B32_e32 0, implicit $exec", MOV, DPP], _all(1))
fact("dpp/vgpr-salu", ["$vgpr0 = V_MOV_B32_e32 0, implicit $exec", SALU, SALU, DPP], _all(0))
fact(
    "dpp/cmpx",
    ["V_CMPX_EQ_I32_e32 $vgpr20, $vgpr21, implicit-def $vcc, implicit-def $exec, implicit $exec", DPP],
    _all(5),
)
fact("dpp/vcmp-to-exec", ["$exec = V_CMP_EQ_U32_e64 $vgpr20, $vgpr21, implicit $exec", DPP], _all(5))
fact("dpp/salu-exec", ["$exec = S_MOV_B64 -1", DPP], _all(0))
fact(
    "dpp/add-dpp",
    [
        "$vgpr0 = V_ADD_U32_e32 $vgpr20, $vgpr21, implicit $exec",
        "$vgpr31 = V_ADD_U32_dpp $vgpr31, $vgpr0, $vgpr22, 1, 15, 15, 0, implicit $exec",
    ],
    _all(2),
)

# ---- inserted-wait-states.mir: an SALU writes M0, then s_movrel/s_sendmsg/LDS DMA/v_interp read it
M0 = "$m0 = S_MOV_B32 0"
fact("m0/movrels", [M0, "$sgpr0 = S_MOVRELS_B32 $sgpr0, implicit $m0"], _all(1))
fact("m0/movrels-b64", [M0, "$sgpr0_sgpr1 = S_MOVRELS_B64 $sgpr0_sgpr1, implicit $m0"], _all(1))
fact("m0/moveld", [M0, "S_MOVRELD_B32 $sgpr0, $sgpr0, implicit $m0"], _all(1))
fact("m0/sendmsg", [M0, "S_SENDMSG 3, implicit $exec, implicit $m0"], _all(1))
fact(
    "m0/v-interp", [M0, "$vgpr0 = V_INTERP_P1_F32 $vgpr0, 0, 0, implicit $mode, implicit $m0, implicit $exec"]
)
fact(
    "m0/v-interp-mov",
    [M0, "$vgpr0 = V_INTERP_MOV_F32 0, 0, 0, implicit $mode, implicit $m0, implicit $exec"],
)
fact(
    "m0/lds-dma",
    [M0, f"BUFFER_LOAD_DWORD_LDS_OFFSET {RSRC}, 0, 0, 0, 0, implicit $exec, implicit $m0"],
    _all(1),
)
fact("m0/after-salu", [M0, SALU, "$sgpr0 = S_MOVRELS_B32 $sgpr0, implicit $m0"], _all(0))
fact("m0/valu-not-m0", [M0, "$vgpr0 = V_MOV_B32_e32 $m0, implicit $exec"], _all(0))

# ---- vmem-vcc-hazard.mir, inserted-wait-states: a VALU writes an SGPR a VMEM reads ----------------
RFL = "$sgpr8 = V_READFIRSTLANE_B32 $vgpr9, implicit $exec"
fact(
    "vmem-sgpr/soffset",
    [RFL, f"$vgpr1 = BUFFER_LOAD_DWORD_OFFSET {RSRC}, $sgpr8, 0, 0, 0, implicit $exec"],
    _all(5),
)
fact(
    "vmem-sgpr/rsrc",
    [
        "$sgpr1 = V_READFIRSTLANE_B32 $vgpr9, implicit $exec",
        f"$vgpr1 = BUFFER_LOAD_DWORD_OFFSET {RSRC}, 0, 0, 0, 0, implicit $exec",
    ],
    _all(5),
)
fact(
    "vmem-sgpr/saddr",
    [
        "$sgpr7 = V_READFIRSTLANE_B32 $vgpr9, implicit $exec",
        "$vgpr1 = GLOBAL_LOAD_DWORD_SADDR $sgpr6_sgpr7, $vgpr2, 0, 0, implicit $exec",
    ],
    _all(5),
)
fact(
    "vmem-sgpr/vcc",
    [
        "$vcc = V_CMP_EQ_U32_e64 $vgpr20, $vgpr21, implicit $exec",
        f"$vgpr1 = BUFFER_LOAD_DWORD_OFFSET {RSRC}, $vcc_lo, 0, 0, 0, implicit $exec",
    ],
    _all(5),
)
fact(
    "vmem-sgpr/two-between",
    [RFL, MOV, SALU, f"$vgpr1 = BUFFER_LOAD_DWORD_OFFSET {RSRC}, $sgpr8, 0, 0, 0, implicit $exec"],
    _all(3),
)
fact(
    "vmem-sgpr/salu-writer",
    ["$sgpr8 = S_MOV_B32 0", f"$vgpr1 = BUFFER_LOAD_DWORD_OFFSET {RSRC}, $sgpr8, 0, 0, 0, implicit $exec"],
    _all(0),
)
fact(
    "smem-sgpr/valu-base",
    ["$sgpr7 = V_READFIRSTLANE_B32 $vgpr9, implicit $exec", "$sgpr20 = S_LOAD_DWORD_IMM $sgpr6_sgpr7, 0, 0"],
)
fact("valu-sgpr/valu-reader", [RFL, "$vgpr2 = V_ADD_U32_e64 $sgpr8, $vgpr3, 0, implicit $exec"])
fact(
    "valu-vcc/cndmask", [VCMP_VCC, "$vgpr2 = V_CNDMASK_B32_e32 $vgpr3, $vgpr4, implicit $vcc, implicit $exec"]
)
fact(
    "valu-exec/readfirstlane",
    ["V_CMPX_EQ_I32_e32 $vgpr20, $vgpr21, implicit-def $vcc, implicit-def $exec, implicit $exec", RFL],
)

# ---- dst-sel-hazard.mir: a partial-destination write forwarded to a VALU (gfx940 family) -------
SDWA_BYTE1 = "$vgpr0 = V_ADD_U16_sdwa 0, $vgpr11, 0, $vgpr12, 0, 1, 0, 6, 6, implicit $exec"
SDWA_DWORD = "$vgpr0 = V_ADD_U16_sdwa 0, $vgpr11, 0, $vgpr12, 0, 6, 0, 6, 6, implicit $exec"
READ_V0 = "$vgpr15 = V_ADD_U32_e32 $vgpr0, $vgpr16, implicit $exec"
MAD_DST_HI = "$vgpr0 = V_MAD_U16_gfx9_e64 8, $vgpr13, 0, $vgpr14, 0, $vgpr12, 0, 0, implicit $exec"
MAD_SRC_HI = "$vgpr0 = V_MAD_U16_gfx9_e64 4, $vgpr13, 0, $vgpr14, 0, $vgpr12, 0, 0, implicit $exec"
fact("dst-sel/sdwa-byte1", [SDWA_BYTE1, READ_V0], _gfx940(1))
fact("dst-sel/sdwa-dword", [SDWA_DWORD, READ_V0], _all(0))
fact("dst-sel/opsel-dst", [MAD_DST_HI, READ_V0], _gfx940(1))
fact("dst-sel/opsel-src-only", [MAD_SRC_HI, READ_V0])
fact("dst-sel/opsel-then-sdwa", [MAD_DST_HI, SDWA_BYTE1.replace("$vgpr11", "$vgpr0")], _gfx940(1))
fact(
    "dst-sel/sdwa-then-ds-d16",
    [SDWA_BYTE1, "$vgpr0 = DS_READ_U16_D16 $vgpr17, 0, 0, $vgpr0, implicit $exec"],
    _all(0),
)
fact("dst-sel/sdwa-one-between", [SDWA_BYTE1, MOV, READ_V0], _all(0))
fact(
    "dst-sel/cvt-sr-fp8-opsel",
    [
        "$vgpr0 = V_CVT_SR_FP8_F32_e64 8, $vgpr13, 0, $vgpr11, 0, $vgpr0, 0, implicit $mode, implicit $exec",
        READ_V0,
    ],
)
fact(
    "dst-sel/cvt-sr-fp8-src-mods",
    [
        "$vgpr0 = V_CVT_SR_FP8_F32_e64 0, $vgpr13, 0, $vgpr11, 4, $vgpr0, 0, implicit $mode, implicit $exec",
        READ_V0,
    ],
)

# ---- gfx940 trans forwarding (trans-forwarding and mai-hazards-gfx942 facts) --------------------
EXP = "$vgpr0 = V_EXP_F32_e32 $vgpr11, implicit $mode, implicit $exec"
fact("trans/valu-reader", [EXP, READ_V0], _gfx940(1))
fact("trans/one-between", [EXP, MOV, READ_V0], _all(0))
fact(
    "trans/rcp-f64", ["$vgpr0_vgpr1 = V_RCP_F64_e32 $vgpr12_vgpr13, implicit $mode, implicit $exec", READ_V0]
)
fact("trans/store-reader", [EXP, "GLOBAL_STORE_DWORD $vgpr10_vgpr11, $vgpr0, 0, 0, implicit $exec"])
fact("trans/trans-reader", [EXP, "$vgpr15 = V_SQRT_F32_e32 $vgpr0, implicit $mode, implicit $exec"])

# ---- mai-hazards.mir / mai-hazards-gfx90a.mir: accumulation registers around MFMAs -------------
MFMA4 = (
    "$agpr0_agpr1_agpr2_agpr3 = V_MFMA_F32_4X4X1F32_e64 $vgpr1, $vgpr2, $agpr0_agpr1_agpr2_agpr3, 0, 0, 0, "
    "implicit $mode, implicit $exec"
)
fact("mai/acc-write-then-mfma-srcc", ["$agpr0 = V_ACCVGPR_WRITE_B32_e64 $vgpr4, implicit $exec", MFMA4])
fact(
    "mai/valu-then-acc-write",
    ["$vgpr4 = V_MOV_B32_e32 0, implicit $exec", "$agpr8 = V_ACCVGPR_WRITE_B32_e64 $vgpr4, implicit $exec"],
)
fact("mai/mfma-then-acc-read", [MFMA4, "$vgpr4 = V_ACCVGPR_READ_B32_e64 $agpr1, implicit $exec"])
fact("mai/mfma-then-acc-write", [MFMA4, "$agpr2 = V_ACCVGPR_WRITE_B32_e64 $vgpr4, implicit $exec"])
fact("mai/valu-then-mfma-srca", ["$vgpr1 = V_MOV_B32_e32 0, implicit $exec", MFMA4])
fact(
    "mai/acc-write-then-acc-read",
    [
        "$agpr5 = V_ACCVGPR_WRITE_B32_e64 $vgpr4, implicit $exec",
        "$vgpr6 = V_ACCVGPR_READ_B32_e64 $agpr5, implicit $exec",
    ],
)
fact(
    "mai/acc-read-then-store",
    [
        "$vgpr2 = V_ACCVGPR_READ_B32_e64 $agpr1, implicit $exec",
        "GLOBAL_STORE_DWORD $vgpr10_vgpr11, $vgpr2, 0, 0, implicit $exec",
    ],
)
fact("mai/mfma-then-mfma-srcc", [MFMA4, MFMA4])


# ---- vmem-vcc-hazard.mir: the VALU write of VCC and the VMEM reading it in different blocks -------
VMEM_VCC = f"$vgpr1 = BUFFER_LOAD_DWORD_OFFEN $vgpr0, {RSRC}, $vcc_lo, 0, 0, 0, implicit $exec"
ADDC = "$vgpr3 = V_ADDC_U32_e32 $vgpr4, $vgpr4, implicit-def $vcc, implicit $vcc, implicit $exec"


def cfg(name: str, blocks: list[tuple[str, list[str]]], expect: dict[str, int | None] | None = None) -> None:
    """A probe of several blocks: (header lines, instructions) each; `expect` is about the
    instruction before the last."""
    text = []
    for k, (successors, lines) in enumerate(blocks):
        text.append(f"bb.{k}:")
        if successors:
            text.append(f"  successors: {successors}")
        text.extend(f"  {line}" for line in lines)
    FACTS.append((name, "\n".join(text), expect or _all(None)))


cfg("vmem-vcc/fallthrough", [("%bb.1", [ADDC]), ("", [VMEM_VCC])], _all(5))
cfg("vmem-vcc/branch", [("%bb.1", [ADDC, "S_BRANCH %bb.1"]), ("", [VMEM_VCC])], _all(4))
cfg("vmem-vcc/too-far", [("%bb.1", [ADDC, *[SALU] * 5]), ("", [VMEM_VCC])], _all(0))
# the S_NOP already there is counted: 5 wait states before the VMEM, none added
cfg("vmem-vcc/nops-before", [("%bb.1", [ADDC, "S_NOP 4"]), ("", [VMEM_VCC])], _all(5))
cfg(
    "vmem-vcc/min-of-two-preds",
    [
        ("%bb.1, %bb.2", [ADDC, "S_NOP 0", "S_CBRANCH_SCC1 %bb.2, implicit $scc"]),
        ("%bb.2", [ADDC]),
        ("", [VMEM_VCC]),
    ],
    _all(5),
)
cfg(
    "vmem-vcc/far-pred-and-near-pred",
    [
        ("%bb.1, %bb.2", [ADDC, "S_CBRANCH_SCC1 %bb.2, implicit $scc"]),
        ("%bb.2", [*[SALU] * 3]),
        ("", [VMEM_VCC]),
    ],
    _all(4),  # the direct edge: only the branch in between
)
cfg(
    "vmem-vcc/self-loop",
    [("%bb.0, %bb.1", [SALU, VMEM_VCC, ADDC, "S_CBRANCH_SCC1 %bb.0, implicit $scc"]), ("", [])],
)
cfg(
    "div-fmas/across-blocks",
    [("%bb.1", [VCMP_VCC, "S_BRANCH %bb.1"]), ("", [DIV_FMAS])],
    _all(3),
)
cfg(
    "store-data/across-blocks",
    [("%bb.1", [STORES["buffer-x4"][0], "S_BRANCH %bb.1"]), ("", [OVERWRITE_V3])],
    _gfx940(1, 0),
)


def _document(k: int, body: str) -> str:
    if not body.startswith("bb."):
        return document(k, body)
    lines = "".join(f"  {line}\n" for line in body.split("\n"))
    return f"---\nname: p{k}\nbody: |\n{lines}    S_ENDPGM 0\n...\n"


@functools.cache
def _run(cpu: str) -> tuple[dict[str, list[int]], dict[str, list[int]], dict[str, list[int]], set[int]]:
    """(llc's, compat's, default's) wait states per probe function, and the probes llc rejected."""
    docs = [_document(k, body) for k, (_, body, _) in enumerate(FACTS)]
    outputs, rejected = run_llc(cpu, docs, [name for name, _, _ in FACTS])
    theirs = {mf.name: wait_states(mf) for text in outputs for mf in read(text).functions}
    modes = []
    for options in ({"llvm-compat": "22"}, {}):
        mine = read("".join(docs))
        run_passes(mine, ["post-RA-hazard-rec"], TARGETS[cpu], options)
        modes.append({mf.name: wait_states(mf) for mf in mine.functions})
    return theirs, modes[0], modes[1], rejected


# The default mode's numbers where it follows a fix llc 22 lacks (docs/divergences.md, PR 197267).
DEFAULT_EXPECT = {
    ("store-data/buffer-x4-sgpr-soffset", "gfx942"): 1,
    ("store-data/buffer-x4-sgpr-soffset", "gfx950"): 1,
}


def _check(cpu: str) -> tuple[list, list, list, list, list, int]:
    """(compat differs from llc, default fewer than llc, default above llc, default off its
    divergence-table number, llc off the upstream number, facts compared)."""
    theirs, compat, default, rejected = _run(cpu)
    wrong_compat, fewer, more, unexpected, llc_off = [], [], [], [], []
    compared = 0
    for k, (name, _, expect) in enumerate(FACTS):
        if k in rejected:
            continue
        compared += 1
        key = f"p{k}"
        a, c, d = theirs[key], compat[key], default[key]
        if c != a:
            wrong_compat.append((name, a, c))
        if any(x < y for x, y in zip(d, a, strict=True)):
            fewer.append((name, a, d))
        elif d != a:
            more.append((name, a, d))
        if expect[cpu] is not None and a[-2] != expect[cpu]:  # [-1] is S_ENDPGM
            llc_off.append((name, expect[cpu], a))
        want = DEFAULT_EXPECT.get((name, cpu))
        if want is not None and d[-2] != want:
            unexpected.append((name, want, d))
    return wrong_compat, fewer, more, unexpected, llc_off, compared


@pytest.mark.parametrize("cpu", CPUS)
def test_upstream_hazard_facts(cpu: str) -> None:
    wrong_compat, fewer, more, unexpected, llc_off, compared = _check(cpu)
    print(cpu, "facts", len(FACTS), "compared", compared, "default adds", more)
    assert wrong_compat == [] and fewer == [] and unexpected == []
    assert llc_off == [], "a probe is not the fact it claims"
    # a default mode above llc 22 only where the divergence table says so
    assert {n for n, _, _ in more} <= {n for n, _ in DEFAULT_EXPECT}
    assert compared == len(FACTS) >= 90, compared  # llc rejects none


if __name__ == "__main__":
    for c in CPUS:
        t, cm, df, rej = _run(c)
        for k, (n, _, e) in enumerate(FACTS):
            if k not in rej:
                print(c, n, t[f"p{k}"][-2], cm[f"p{k}"][-2], df[f"p{k}"][-2], e[c])
            else:
                print(c, n, "rejected")
