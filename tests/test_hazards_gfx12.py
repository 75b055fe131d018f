# ruff: noqa: E501  (MIR instruction lines are as long as llc prints them)
"""gfx1200's and gfx1250's post-RA hazard fixes, each against llc 22 as the oracle (skipped
without it), straight and in a loop (docs/hazards-gfx12.md)."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from mirpass.api import run_passes, to_text
from mirpass.mir import read
from mirpass.passes.registry import lookup, supports
from mirpass.target.targets import resolve_target

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "tools"))
from fuzz_hazards import _key, nops_before  # noqa: E402

LLC = os.environ.get("MIRPASS_LLC", "/usr/lib/llvm-22/bin/llc")
needs_llc = pytest.mark.skipif(not os.path.exists(LLC), reason="llc 22 not installed")

W = "V_WMMA_F32_16X16X16_F16_w32_twoaddr"
CASES = {
    # D of the first WMMA is A of the next: a V_NOP
    "wmma_a": f"""
    early-clobber $vgpr0_vgpr1_vgpr2_vgpr3_vgpr4_vgpr5_vgpr6_vgpr7 = {W} 8, $vgpr10_vgpr11_vgpr12_vgpr13, 8, $vgpr14_vgpr15_vgpr16_vgpr17, 8, $vgpr0_vgpr1_vgpr2_vgpr3_vgpr4_vgpr5_vgpr6_vgpr7, 0, 0, implicit $exec
    early-clobber $vgpr20_vgpr21_vgpr22_vgpr23_vgpr24_vgpr25_vgpr26_vgpr27 = {W} 8, $vgpr4_vgpr5_vgpr6_vgpr7, 8, $vgpr14_vgpr15_vgpr16_vgpr17, 8, $vgpr20_vgpr21_vgpr22_vgpr23_vgpr24_vgpr25_vgpr26_vgpr27, 0, 0, implicit $exec
""",
    # a VALU between: no V_NOP
    "wmma_valu_between": f"""
    early-clobber $vgpr0_vgpr1_vgpr2_vgpr3_vgpr4_vgpr5_vgpr6_vgpr7 = {W} 8, $vgpr10_vgpr11_vgpr12_vgpr13, 8, $vgpr14_vgpr15_vgpr16_vgpr17, 8, $vgpr0_vgpr1_vgpr2_vgpr3_vgpr4_vgpr5_vgpr6_vgpr7, 0, 0, implicit $exec
    $vgpr30 = V_MOV_B32_e32 $vgpr31, implicit $exec
    early-clobber $vgpr20_vgpr21_vgpr22_vgpr23_vgpr24_vgpr25_vgpr26_vgpr27 = {W} 8, $vgpr4_vgpr5_vgpr6_vgpr7, 8, $vgpr14_vgpr15_vgpr16_vgpr17, 8, $vgpr20_vgpr21_vgpr22_vgpr23_vgpr24_vgpr25_vgpr26_vgpr27, 0, 0, implicit $exec
""",
    # D overlaps only C (the hardware stalls): no V_NOP on gfx12
    "wmma_c": f"""
    early-clobber $vgpr0_vgpr1_vgpr2_vgpr3_vgpr4_vgpr5_vgpr6_vgpr7 = {W} 8, $vgpr10_vgpr11_vgpr12_vgpr13, 8, $vgpr14_vgpr15_vgpr16_vgpr17, 8, $vgpr0_vgpr1_vgpr2_vgpr3_vgpr4_vgpr5_vgpr6_vgpr7, 0, 0, implicit $exec
    early-clobber $vgpr0_vgpr1_vgpr2_vgpr3_vgpr4_vgpr5_vgpr6_vgpr7 = {W} 8, $vgpr20_vgpr21_vgpr22_vgpr23, 8, $vgpr14_vgpr15_vgpr16_vgpr17, 8, $vgpr0_vgpr1_vgpr2_vgpr3_vgpr4_vgpr5_vgpr6_vgpr7, 0, 0, implicit $exec
""",
    # SWMMAC index overlapping the previous D: a V_NOP
    "swmmac_index": f"""
    early-clobber $vgpr0_vgpr1_vgpr2_vgpr3_vgpr4_vgpr5_vgpr6_vgpr7 = {W} 8, $vgpr10_vgpr11_vgpr12_vgpr13, 8, $vgpr14_vgpr15_vgpr16_vgpr17, 8, $vgpr0_vgpr1_vgpr2_vgpr3_vgpr4_vgpr5_vgpr6_vgpr7, 0, 0, implicit $exec
    early-clobber $vgpr20_vgpr21_vgpr22_vgpr23_vgpr24_vgpr25_vgpr26_vgpr27 = V_SWMMAC_F32_16X16X32_F16_w32_twoaddr 8, $vgpr30_vgpr31_vgpr32_vgpr33, 8, $vgpr36_vgpr37_vgpr38_vgpr39_vgpr40_vgpr41_vgpr42_vgpr43, $vgpr20_vgpr21_vgpr22_vgpr23_vgpr24_vgpr25_vgpr26_vgpr27, $vgpr3, 0, 0, 0, implicit $exec
""",
    # LDSDIR: two VALUs since the nearest VALU reading its result
    "ldsdir_count": """
    $vgpr3 = V_MOV_B32_e32 $vgpr1, implicit $exec
    $vgpr4 = V_MOV_B32_e32 $vgpr0, implicit $exec
    $vgpr5 = V_MOV_B32_e32 $vgpr0, implicit $exec
    $vgpr1 = LDS_PARAM_LOAD 0, 0, 15, implicit $m0, implicit $exec
""",
    # a TRANS on the way: 0
    "ldsdir_trans": """
    $vgpr3 = V_MOV_B32_e32 $vgpr1, implicit $exec
    $vgpr4 = V_EXP_F32_e32 $vgpr0, implicit $mode, implicit $exec
    $vgpr1 = LDS_DIRECT_LOAD 15, implicit $m0, implicit $exec
""",
    # no VALU touches the result: waitvdst becomes 15 even when written 0
    "ldsdir_none": """
    $vgpr3 = V_MOV_B32_e32 $vgpr2, implicit $exec
    $vgpr1 = LDS_DIRECT_LOAD 0, implicit $m0, implicit $exec
""",
    # gfx12's own LDSDIR forms (DS_*) carry waitvsrc after waitvdst: each is set in its place
    "ds_direct_count": """
    $vgpr3 = V_MOV_B32_e32 $vgpr1, implicit $exec
    $vgpr1 = DS_DIRECT_LOAD 15, 1, implicit $m0, implicit $exec
""",
    "ds_param_vmem": """
    $vgpr1 = V_MOV_B32_e32 $vgpr2, implicit $exec
    $vgpr3 = V_MOV_B32_e32 $vgpr2, implicit $exec
    $vgpr1 = DS_PARAM_LOAD 0, 1, 15, 1, implicit $m0, implicit $exec
    GLOBAL_STORE_DWORD $vgpr4_vgpr5, $vgpr6, 0, 0, implicit $exec
    $vgpr6 = DS_PARAM_LOAD 0, 1, 15, 1, implicit $m0, implicit $exec
""",
    # an LDSDIR that waits on vm_vsrc itself expires the VMEM search
    "ds_direct_vmem_waited": """
    GLOBAL_STORE_DWORD $vgpr4_vgpr5, $vgpr1, 0, 0, implicit $exec
    $vgpr7 = DS_DIRECT_LOAD 15, 0, implicit $m0, implicit $exec
    $vgpr1 = DS_DIRECT_LOAD 15, 1, implicit $m0, implicit $exec
""",
    # a VMEM access expires the search
    "ldsdir_vmem_expires": """
    $vgpr3 = V_MOV_B32_e32 $vgpr1, implicit $exec
    GLOBAL_STORE_DWORD $vgpr10_vgpr11, $vgpr2, 0, 0, implicit $exec
    $vgpr1 = LDS_PARAM_LOAD 0, 0, 3, implicit $m0, implicit $exec
""",
}


def _mir(body: str, loop: bool = False) -> str:
    if loop:
        return (
            "---\nname: f\nbody: |\n  bb.0:\n    successors: %bb.0, %bb.1\n"
            + body
            + "    S_CBRANCH_SCC1 %bb.0, implicit $scc\n  bb.1:\n    S_ENDPGM 0\n...\n"
        )
    return "---\nname: f\nbody: |\n  bb.0:\n" + body + "    S_ENDPGM 0\n...\n"


def _both(text: str, tmp_path, cpu: str = "gfx1200", mattr: str | None = None) -> tuple[list[str], ...]:
    path = tmp_path / "in.mir"
    path.write_text(text)
    extra = [f"-mattr={mattr}"] if mattr else []
    canon = subprocess.run(
        [LLC, "-mtriple=amdgcn", f"-mcpu={cpu}", *extra, "-run-pass=none", str(path), "-o", "-"],
        capture_output=True, text=True, check=True,
    ).stdout
    path.write_text(canon)
    theirs = subprocess.run(
        [LLC, "-mtriple=amdgcn", f"-mcpu={cpu}", *extra, "-run-pass=post-RA-hazard-rec", str(path), "-o", "-"],
        capture_output=True, text=True, check=True,
    ).stdout
    mir = read(canon, str(path))
    target = resolve_target("amdgcn", cpu, None)
    if mattr:
        target = target.with_features(mattr)
    run_passes(mir, ["post-RA-hazard-rec"], target, {"llvm-compat": "22"})
    body = lambda t: [_key(x) for x in nops_before(t)["f"]]  # noqa: E731
    return body(canon), body(theirs), body(to_text(mir))


@needs_llc
@pytest.mark.parametrize("loop", [False, True])
@pytest.mark.parametrize("case", sorted(CASES))
def test_gfx1200_rule_matches_llc(case: str, loop: bool, tmp_path) -> None:
    src, theirs, ours = _both(_mir(CASES[case], loop), tmp_path)
    assert ours == theirs


@needs_llc
def test_cases_exercise_the_rules(tmp_path) -> None:
    """The oracle changes the cases that have a hazard (so the comparison above can fail)."""
    changed = {c for c in CASES if _both(_mir(CASES[c]), tmp_path)[0] != _both(_mir(CASES[c]), tmp_path)[1]}
    assert {"wmma_a", "swmmac_index", "ldsdir_count", "ldsdir_trans", "ldsdir_none", "ds_direct_count",
            "ds_param_vmem"} <= changed
    assert "wmma_valu_between" not in changed and "wmma_c" not in changed


def test_ldsdir_vmem_gets_a_vm_vsrc_wait() -> None:
    """llc 22 crashes here on gfx12; mirpass puts the same wait as an S_WAITCNT_DEPCTR."""
    text = _mir("""
    GLOBAL_STORE_DWORD $vgpr10_vgpr11, $vgpr1, 0, 0, implicit $exec
    $vgpr1 = LDS_DIRECT_LOAD 15, implicit $m0, implicit $exec
""")
    mir = read(text, "t.mir")
    run_passes(mir, ["post-RA-hazard-rec"], resolve_target("amdgcn", "gfx1200", None), {})
    body = nops_before(to_text(mir))["f"]
    i = next(k for k, x in enumerate(body) if x.startswith("$vgpr1 = LDS_DIRECT_LOAD"))
    assert body[i - 1] == "S_WAITCNT_DEPCTR 65411"  # vm_vsrc(0), the other fields at no wait


F8 = "V_WMMA_F32_16X16X128_F8F6F4_f8_f8_w32_twoaddr"
D8 = "$vgpr10_vgpr11_vgpr12_vgpr13_vgpr14_vgpr15_vgpr16_vgpr17"
A16 = "$vgpr22_vgpr23_vgpr24_vgpr25_vgpr26_vgpr27_vgpr28_vgpr29_vgpr30_vgpr31_vgpr32_vgpr33_vgpr34_vgpr35_vgpr36_vgpr37"
B16 = "$vgpr40_vgpr41_vgpr42_vgpr43_vgpr44_vgpr45_vgpr46_vgpr47_vgpr48_vgpr49_vgpr50_vgpr51_vgpr52_vgpr53_vgpr54_vgpr55"
BF = "V_WMMA_F32_16X16X32_BF16_w32_twoaddr"
A8 = "$vgpr22_vgpr23_vgpr24_vgpr25_vgpr26_vgpr27_vgpr28_vgpr29"
B8 = "$vgpr40_vgpr41_vgpr42_vgpr43_vgpr44_vgpr45_vgpr46_vgpr47"
F8_LINE = f"    early-clobber {D8} = {F8} {A16}, {B16}, 0, {D8}, 0, 0, 0, 0, implicit $exec\n"
BF_LINE = f"    early-clobber {D8} = {BF} 0, {A8}, 0, {B8}, 0, {D8}, 0, 0, 0, 0, implicit $exec\n"
CASES_1250 = {
    # F8F6F4 with FP8 sources is category 1 (latency 16): 8 VALUs before a VALU reading D
    "coexec_f8_raw": F8_LINE + "    $vgpr1 = V_MOV_B32_e32 $vgpr12, implicit $exec\n",
    # category 0 (latency 8): 4
    "coexec_bf16_raw": BF_LINE + "    $vgpr1 = V_MOV_B32_e32 $vgpr12, implicit $exec\n",
    # a VALU overwriting B (WAR) counts; a TRANS does not co-execute; nor a VOPD's results
    "coexec_war_b": F8_LINE + "    $vgpr44 = V_MOV_B32_e32 $vgpr0, implicit $exec\n",
    "coexec_trans": F8_LINE + "    $vgpr1 = V_RCP_F32_e32 $vgpr12, implicit $mode, implicit $exec\n",
    "coexec_vopd_war": BF_LINE
    + "    $vgpr44, $vgpr46 = V_DUAL_MAX_F32_e32_X_MAX_F32_e32_e96_gfx1250 0, $vgpr1, 0, $vgpr1, 0, $vgpr2,"
    " 0, $vgpr2, implicit $mode, implicit $exec, implicit $mode, implicit $exec, implicit $mode, implicit $exec\n",
    # WMMA after WMMA reading its D as A: 5 (category 0), fixWMMAHazards' V_NOP counted
    "coexec_wmma_wmma": BF_LINE
    + f"    early-clobber $vgpr60_vgpr61_vgpr62_vgpr63_vgpr64_vgpr65_vgpr66_vgpr67 = {BF} 0, {D8}, 0, {B8}, 0,"
    " $vgpr60_vgpr61_vgpr62_vgpr63_vgpr64_vgpr65_vgpr66_vgpr67, 0, 0, 0, 0, implicit $exec\n",
    "trans_coexec": """
    $vgpr1 = V_EXP_F32_e32 $vgpr0, implicit $mode, implicit $exec
    $vgpr2 = V_ADD_F32_e32 $vgpr1, $vgpr1, implicit $mode, implicit $exec
    $vgpr3 = V_EXP_F32_e32 $vgpr4, implicit $mode, implicit $exec
    $vgpr4 = V_MOV_B32_e32 $vgpr5, implicit $exec
""",
    "getreg_setreg": """
    $sgpr0 = S_GETREG_B32 2, implicit $mode
    $sgpr1 = S_GETREG_B32 3, implicit $mode
    $sgpr2 = S_GETREG_B32 66, implicit $mode
    S_SETREG_IMM32_B32 0, 1, implicit-def $mode, implicit $mode
    S_SETREG_B32 $sgpr3, 2, implicit-def $mode, implicit $mode
""",
    "async_barrier": "    DS_ATOMIC_ASYNC_BARRIER_ARRIVE_B64 $vgpr1, 0, 0, implicit $exec, implicit $asynccnt, implicit-def $asynccnt\n",
    "scratch_base": """
    $sgpr102 = S_MOV_B32 0
    $sgpr5 = S_MOV_B32 $src_flat_scratch_base_lo
    $sgpr6 = S_MOV_B32 $src_flat_scratch_base_hi
""",
    "soft_clause": """
    $sgpr0_sgpr1 = S_LOAD_DWORDX2_IMM $sgpr0_sgpr1, 0, 0
    $sgpr2 = S_LOAD_DWORD_IMM $sgpr0_sgpr1, 0, 0
""",
}


@needs_llc
@pytest.mark.parametrize("loop", [False, True])
@pytest.mark.parametrize("case", sorted(CASES_1250))
def test_gfx1250_rule_matches_llc(case: str, loop: bool, tmp_path) -> None:
    src, theirs, ours = _both(_mir(CASES_1250[case], loop), tmp_path, "gfx1250")
    assert ours == theirs
    if not loop and case not in ("coexec_trans", "coexec_vopd_war"):
        assert theirs != src  # the case has a hazard: the comparison could fail


@needs_llc
def test_gfx1250_soft_clause_follows_xnack(tmp_path) -> None:
    src, theirs, ours = _both(_mir(CASES_1250["soft_clause"]), tmp_path, "gfx1250", "-xnack")
    assert ours == theirs == src


def test_gfx12_claims_and_snop_padding_applies() -> None:
    """llc 22 pads on gfx12 too (tests/test_inline_asm_gfx12.py compares it line for line):
    one S_NOP before each of the S_NOP and the S_ENDPGM."""
    cls = lookup("post-RA-hazard-rec")
    assert supports(cls, "gfx1200") and supports(cls, "gfx1250")
    mir = read(_mir("    S_NOP 0\n"), "t.mir")
    run_passes(mir, ["post-RA-hazard-rec"], resolve_target("amdgcn", "gfx1250", None), {"amdgpu-snop-padding": "1"})
    body = [x.strip() for x in to_text(mir).split("bb.0:", 1)[1].splitlines() if x.strip()]
    assert body[:4] == ["S_NOP 0", "S_NOP 0", "S_NOP 0", "S_ENDPGM 0"]
