"""Inline asm in the gfx1200/gfx1250 hazard fixes (post-RA-hazard-rec).

Each case is one program in two forms: the real-instruction form and the asm form (some of its
instructions written as INLINEASM). llc 22 on the real form is the expected answer for mirpass's
default mode on the asm form (the fixes llc makes, of each kind, all before the INLINEASM when
the instruction that needs them is in the asm); `--llvm-compat=22` on the asm form equals llc 22
on the asm form, line for line."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from conftest import ROOT, requires_llc, run_llc, run_mirpass

BF = "V_WMMA_F32_16X16X32_BF16_w32_twoaddr"
D8 = "$vgpr10_vgpr11_vgpr12_vgpr13_vgpr14_vgpr15_vgpr16_vgpr17"
A8 = "$vgpr22_vgpr23_vgpr24_vgpr25_vgpr26_vgpr27_vgpr28_vgpr29"
B8 = "$vgpr40_vgpr41_vgpr42_vgpr43_vgpr44_vgpr45_vgpr46_vgpr47"
BF_REAL = f"early-clobber {D8} = {BF} 0, {A8}, 0, {B8}, 0, {D8}, 0, 0, 0, 0, implicit $exec"
BF_ASM = "v_wmma_f32_16x16x32_bf16 v[10:17], v[22:29], v[40:47], v[10:17]"
MOV_REAL = "$vgpr1 = V_MOV_B32_e32 $vgpr12, implicit $exec"
MOV_ASM = "v_mov_b32 v1, v12"
VNOP_REAL = "V_NOP_e32 implicit $exec"

W12 = "V_WMMA_F32_16X16X16_F16_w32_twoaddr"
W12_REAL = (
    f"early-clobber $vgpr0_vgpr1_vgpr2_vgpr3_vgpr4_vgpr5_vgpr6_vgpr7 = {W12} 8, $vgpr10_vgpr11_vgpr12_vgpr13,"
    " 8, $vgpr14_vgpr15_vgpr16_vgpr17, 8, $vgpr0_vgpr1_vgpr2_vgpr3_vgpr4_vgpr5_vgpr6_vgpr7, 0, 0,"
    " implicit $exec"
)
W12_ASM = "v_wmma_f32_16x16x16_f16 v[0:7], v[10:13], v[14:17], v[0:7]"
W12_NEXT_REAL = (
    f"early-clobber $vgpr20_vgpr21_vgpr22_vgpr23_vgpr24_vgpr25_vgpr26_vgpr27 = {W12} 8,"
    " $vgpr4_vgpr5_vgpr6_vgpr7,"
    " 8, $vgpr14_vgpr15_vgpr16_vgpr17, 8, $vgpr20_vgpr21_vgpr22_vgpr23_vgpr24_vgpr25_vgpr26_vgpr27, 0, 0,"
    " implicit $exec"
)
W12_NEXT_ASM = "v_wmma_f32_16x16x16_f16 v[20:27], v[4:7], v[14:17], v[20:27]"

# A program is a list of items: a real MIR line, or (asm text lines, their real MIR lines).
CASES: dict[str, tuple[str, list]] = {
    # an XDL WMMA inside asm is a producer: the VALU reading its D gets llc's 4 V_NOPs
    "wmma_in_asm_then_valu": ("gfx1250", [([BF_ASM], [BF_REAL]), MOV_REAL]),
    # a VALU inside asm after a real WMMA: the V_NOPs go before the asm
    "valu_in_asm_after_wmma": ("gfx1250", [BF_REAL, ([MOV_ASM], [MOV_REAL])]),
    # v_nop inside the asm counts as a VALU: two fewer V_NOPs, before the asm
    "v_nop_credited": ("gfx1250", [BF_REAL, (["v_nop", "v_nop", MOV_ASM], [VNOP_REAL, VNOP_REAL, MOV_REAL])]),
    # a WMMA inside asm before a dependent one (gfx1200's fixWMMAHazards), both ways round
    "gfx1200_wmma_asm_producer": ("gfx1200", [([W12_ASM], [W12_REAL]), W12_NEXT_REAL]),
    "gfx1200_wmma_asm_consumer": ("gfx1200", [W12_REAL, ([W12_NEXT_ASM], [W12_NEXT_REAL])]),
    # an SALU inside the asm writes s102; a wait inside it (s_wait_alu) is credited
    "scratch_base_salu_in_asm": (
        "gfx1250",
        [(["s_mov_b32 s102, 0"], ["$sgpr102 = S_MOV_B32 0"]), "$sgpr5 = S_MOV_B32 $src_flat_scratch_base_lo"],
    ),
    "scratch_base_wait_in_asm": (
        "gfx1250",
        [
            "$sgpr102 = S_MOV_B32 0",
            (["s_wait_alu depctr_sa_sdst(0) depctr_va_sdst(0)"], ["S_WAITCNT_DEPCTR 61854"]),
            "$sgpr5 = S_MOV_B32 $src_flat_scratch_base_lo",
        ],
    ),
    # a TRANS inside asm is a producer for the VALU after it
    "trans_in_asm": (
        "gfx1250",
        [
            (["v_exp_f32 v1, v0"], ["$vgpr1 = V_EXP_F32_e32 $vgpr0, implicit $mode, implicit $exec"]),
            "$vgpr2 = V_ADD_F32_e32 $vgpr1, $vgpr1, implicit $mode, implicit $exec",
        ],
    ),
    # a fix with no producer (2 V_NOPs before an s_setreg of MODE) for an asm's first instruction
    "setreg_mode_in_asm": (
        "gfx1250",
        [
            (["s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 1), 0"],
             ["S_SETREG_IMM32_B32 0, 1, implicit-def $mode, implicit $mode"]),
        ],
    ),
    # empty asm is nothing: it neither breaks the SMEM soft clause (llc's asm view does) ...
    "empty_asm_soft_clause": (
        "gfx1250",
        [
            "$sgpr0_sgpr1 = S_LOAD_DWORDX2_IMM $sgpr2_sgpr3, 0, 0",
            ([""], []),
            "$sgpr4_sgpr5 = S_LOAD_DWORDX2_IMM $sgpr0_sgpr1, 0, 0",
        ],
    ),
    # ... nor counts as a VALU
    "empty_asm_after_wmma": ("gfx1250", [BF_REAL, ([""], []), MOV_REAL]),
}


def _mir(lines: list[str]) -> str:
    body = "".join(f"    {s}\n" for s in lines)
    return f"---\nname: f\nbody: |\n  bb.0:\n{body}    S_ENDPGM 0\n...\n"


def _asm_line(texts: list[str]) -> str:
    return 'INLINEASM &"' + "\\0A".join(texts) + '", 1 /* sideeffect attdialect */'


def _forms(items: list) -> tuple[str, str]:
    real: list[str] = []
    asm: list[str] = []
    for it in items:
        if isinstance(it, str):
            real.append(it)
            asm.append(it)
        else:
            real.extend(it[1])
            asm.append(_asm_line(it[0]))
    return _mir(real), _mir(asm)


def _llc(cpu: str, text: str, tmp_path: Path, pass_name: str, *extra: str) -> str:
    src = tmp_path / "llc.mir"
    src.write_text(text)
    proc = run_llc(
        ["-mtriple=amdgcn", f"-mcpu={cpu}", "-mattr=+wavefrontsize32", *extra, f"-run-pass={pass_name}",
         str(src), "-o", "-"]
    )
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


def _mirpass(cpu: str, text: str, tmp_path: Path, *extra: str) -> subprocess.CompletedProcess:
    src = tmp_path / "in.mir"
    src.write_text(text)
    proc = run_mirpass(
        ["-mtriple=amdgcn", f"-mcpu={cpu}", "-run-pass=post-RA-hazard-rec", *extra, str(src), "-o", "-"],
        cwd=ROOT, timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    return proc


def _body(text: str) -> list[str]:
    body = text.split("body:", 1)[1]
    return [s.strip() for s in body.splitlines()[1:] if s.strip() and s.strip() not in ("...", "bb.0:")]


_FIX = re.compile(r"^(V_NOP_e32|S_WAITCNT_DEPCTR \d+|S_NOP \d+)")


def _fixes(before: list[str], after: list[str]) -> dict[str, int]:
    """How many of each fix instruction `after` has more than `before`."""
    out: dict[str, int] = {}
    for lines, sign in ((after, 1), (before, -1)):
        for s in lines:
            m = _FIX.match(s)
            if m:
                out[m.group(1)] = out.get(m.group(1), 0) + sign
    return {k: v for k, v in out.items() if v}


@requires_llc
@pytest.mark.parametrize("case", sorted(CASES))
def test_asm_form_gets_llc_fixes_of_real_form(case: str, tmp_path: Path) -> None:
    cpu, items = CASES[case]
    real, asm = _forms(items)
    real = _llc(cpu, real, tmp_path, "none")
    asm = _llc(cpu, asm, tmp_path, "none")
    expected = _fixes(_body(real), _body(_llc(cpu, real, tmp_path, "post-RA-hazard-rec")))
    ours = _body(_mirpass(cpu, asm, tmp_path).stdout)
    assert _fixes(_body(asm), ours) == expected


@requires_llc
@pytest.mark.parametrize("case", sorted(CASES))
def test_compat_on_asm_form_equals_llc(case: str, tmp_path: Path) -> None:
    cpu, items = CASES[case]
    _, asm = _forms(items)
    asm = _llc(cpu, asm, tmp_path, "none")
    theirs = _body(_llc(cpu, asm, tmp_path, "post-RA-hazard-rec"))
    assert _body(_mirpass(cpu, asm, tmp_path, "--llvm-compat=22").stdout) == theirs


@requires_llc
def test_fix_before_asm_for_its_later_instruction(tmp_path: Path) -> None:
    """The VALU is the asm's third instruction: llc's 2 V_NOPs for the real form go before the asm."""
    _, asm = _forms([BF_REAL, (["v_nop", "v_nop", MOV_ASM], [])])
    out = _body(_mirpass("gfx1250", _llc("gfx1250", asm, tmp_path, "none"), tmp_path).stdout)
    k = next(i for i, s in enumerate(out) if s.startswith("INLINEASM"))
    assert out[k - 2 : k] == [VNOP_REAL, VNOP_REAL] and not out[k - 3].startswith("V_NOP")


@requires_llc
def test_hazard_inside_asm_is_a_warning_naming_the_line(tmp_path: Path) -> None:
    """Producer and consumer both inside one asm (llc gives the real form 4 V_NOPs between
    them): nothing before the asm would help; a warning names the INLINEASM's line."""
    real, asm = _forms([([BF_ASM, MOV_ASM], [BF_REAL, MOV_REAL])])
    real = _llc("gfx1250", real, tmp_path, "none")
    theirs = _body(_llc("gfx1250", real, tmp_path, "post-RA-hazard-rec"))
    assert _fixes(_body(real), theirs) == {"V_NOP_e32": 4}
    proc = _mirpass("gfx1250", asm, tmp_path)
    line = asm.splitlines().index("    " + _asm_line([BF_ASM, MOV_ASM])) + 1
    assert f"in.mir:{line}: warning: hazard inside inline asm" in proc.stderr
    assert "V_NOP_e32" not in proc.stdout


@requires_llc
def test_unparsed_asm_keeps_llc_view_with_a_warning(tmp_path: Path) -> None:
    _, asm = _forms([BF_REAL, (["not_an_instruction v1"], []), MOV_REAL])
    asm_text = asm
    theirs = _body(_llc("gfx1250", asm_text, tmp_path, "post-RA-hazard-rec"))
    proc = _mirpass("gfx1250", asm_text, tmp_path)
    assert _body(proc.stdout) == theirs
    line = asm_text.splitlines().index("    " + _asm_line(["not_an_instruction v1"])) + 1
    assert f"in.mir:{line}: warning: inline asm kept as llc 22 sees it" in proc.stderr


# -amdgpu-snop-padding on gfx12: llc 22 pads before every instruction (meta ones, BUNDLE
# headers and INLINEASM included; not inside a bundle), with the fix's own S_NOP when more.
PADDING = [
    "$vgpr0 = IMPLICIT_DEF",
    "KILL $vgpr0",
    "$vgpr1 = V_EXP_F32_e32 $vgpr2, implicit $mode, implicit $exec",
    "$vgpr3 = V_ADD_U32_e32 $vgpr1, $vgpr1, implicit $exec",
    'INLINEASM &"", 1 /* sideeffect attdialect */',
    'INLINEASM &"v_nop\\0As_nop 0", 1 /* sideeffect attdialect */',
    "BUNDLE implicit-def $vgpr5, implicit $vgpr3 {",
    "  $vgpr5 = V_MOV_B32_e32 $vgpr3, implicit $exec",
    "}",
    "S_NOP 0",
    "$sgpr0_sgpr1 = S_LOAD_DWORDX2_IMM $sgpr2_sgpr3, 0, 0",
    "$sgpr4_sgpr5 = S_LOAD_DWORDX2_IMM $sgpr0_sgpr1, 0, 0",
]


@requires_llc
@pytest.mark.parametrize("cpu", ["gfx1200", "gfx1250"])
@pytest.mark.parametrize("padding", [1, 3, 20, 200])
@pytest.mark.parametrize("compat", [False, True])
def test_snop_padding_matches_llc(cpu: str, padding: int, compat: bool, tmp_path: Path) -> None:
    src = _llc(cpu, _mir(PADDING), tmp_path, "none")
    theirs = _body(_llc(cpu, src, tmp_path, "post-RA-hazard-rec", f"-amdgpu-snop-padding={padding}"))
    extra = ("--llvm-compat=22",) if compat else ()
    ours = _body(_mirpass(cpu, src, tmp_path, f"-amdgpu-snop-padding={padding}", *extra).stdout)
    assert ours == theirs


def _blocks(first: list[str], second: list[str], loop: bool) -> str:
    succ = "%bb.0, %bb.1" if loop else "%bb.1"
    branch = "    S_CBRANCH_SCC1 %bb.0, implicit $scc\n" if loop else ""
    return (
        "---\nname: f\nbody: |\n  bb.0:\n"
        f"    successors: {succ}\n"
        + "".join(f"    {s}\n" for s in first)
        + branch
        + "  bb.1:\n"
        + "".join(f"    {s}\n" for s in second)
        + "    S_ENDPGM 0\n...\n"
    )


@requires_llc
@pytest.mark.parametrize("loop", [False, True])
def test_asm_producer_reaches_other_blocks(loop: bool, tmp_path: Path) -> None:
    """A WMMA inside asm at a block's end is a producer for the next block (and, through a back
    edge, for the top of its own block): llc's V_NOPs for the real form."""
    if loop:
        real = _blocks([MOV_REAL, BF_REAL], [], True)
        asm = _blocks([MOV_REAL, _asm_line([BF_ASM])], [], True)
    else:
        real = _blocks([BF_REAL], [MOV_REAL], False)
        asm = _blocks([_asm_line([BF_ASM])], [MOV_REAL], False)
    real = _llc("gfx1250", real, tmp_path, "none")
    asm = _llc("gfx1250", asm, tmp_path, "none")
    expected = _fixes(_body(real), _body(_llc("gfx1250", real, tmp_path, "post-RA-hazard-rec")))
    assert expected == {"V_NOP_e32": 4}
    assert _fixes(_body(asm), _body(_mirpass("gfx1250", asm, tmp_path).stdout)) == expected


# LDSDIR inside asm (gfx1200) keeps its own wait operands: when they wait less than llc would
# set, the same wait goes before the asm as S_WAITCNT_DEPCTR (encodings from llvm-mc 22:
# depctr_va_vdst(1) is 8095, depctr_vm_vsrc(0) 65411); `ds_direct_load` alone waits 0 on both.
LDSDIR = [
    "$vgpr3 = V_MOV_B32_e32 $vgpr1, implicit $exec",
    "$vgpr4 = V_MOV_B32_e32 $vgpr2, implicit $exec",
    _asm_line(["v_mov_b32 v5, v6", "ds_direct_load v1 wait_va_vdst:15 wait_vm_vsrc:1"]),
    _asm_line(["ds_direct_load v1"]),
    "GLOBAL_STORE_DWORD $vgpr4_vgpr5, $vgpr7, 0, 0, implicit $exec",
    _asm_line(["ds_direct_load v7 wait_va_vdst:15 wait_vm_vsrc:1"]),
]


@requires_llc
def test_ldsdir_in_asm_waits_before_it(tmp_path: Path) -> None:
    src = _llc("gfx1200", _mir(LDSDIR), tmp_path, "none")
    out = _body(_mirpass("gfx1200", src, tmp_path).stdout)
    asm = [k for k, s in enumerate(out) if s.startswith("INLINEASM")]
    # 2 VALUs since the read of v1, one of them inside the asm ahead of the load: va_vdst(1)
    assert out[asm[0] - 1] == "S_WAITCNT_DEPCTR 8095"
    assert not out[asm[1] - 1].startswith("S_WAITCNT_DEPCTR")
    assert out[asm[2] - 1] == "S_WAITCNT_DEPCTR 65411"
    assert sum(s.startswith("S_WAITCNT_DEPCTR") for s in out) == 2


@requires_llc
def test_ldsdir_hazard_inside_asm_warns(tmp_path: Path) -> None:
    line = _asm_line(["v_mov_b32 v9, v1", "ds_direct_load v9 wait_va_vdst:15 wait_vm_vsrc:1"])
    src = _llc("gfx1200", _mir([line]), tmp_path, "none")
    proc = _mirpass("gfx1200", src, tmp_path)
    assert "warning: hazard inside inline asm: DS_DIRECT_LOAD (instruction 2 of the asm)" in proc.stderr
    assert "S_WAITCNT_DEPCTR" not in proc.stdout


def test_check_hazards_sees_asm_producer() -> None:
    """`check --hazards` on gfx1250: the VALU after a WMMA inside asm is short of V_NOPs (llc's
    view would see nothing); under --llvm-compat=22 it is not reported."""
    from mirpass.api import check, read_text

    text = _mir([_asm_line([BF_ASM]), MOV_REAL])
    found = check(read_text(text, "a.mir"), cpu="gfx1250", facets=("hazards",)).problems
    assert [(p.line, p.rule) for p in found] == [(6, "wmma-coexec")]
    compat = {"llvm-compat": "22"}
    assert not check(read_text(text, "a.mir"), cpu="gfx1250", facets=("hazards",), options=compat).problems


@requires_llc
def test_unsearched_fix_for_a_later_asm_instruction_warns(tmp_path: Path) -> None:
    """An s_setreg of MODE after another instruction of its asm: V_NOPs before the asm would
    leave that instruction between them and the s_setreg; a warning instead."""
    line = _asm_line(["v_mov_b32 v1, v2", "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 1), 0"])
    src = _llc("gfx1250", _mir([line]), tmp_path, "none")
    proc = _mirpass("gfx1250", src, tmp_path)
    assert "hazard inside inline asm: S_SETREG_IMM32_B32 (instruction 2 of the asm)" in proc.stderr
    assert "(setreg-mode)" in proc.stderr and "V_NOP_e32" not in proc.stdout


@requires_llc
@pytest.mark.parametrize("compat", [False, True])
def test_asm_in_a_bundle(compat: bool, tmp_path: Path) -> None:
    """An asm bundle member: its instructions are members (padded as members are: not at all),
    and its fix goes inside the bundle before it, where llc puts the real form's."""
    def program(member: str) -> str:
        return _mir([
            "$vgpr1 = V_EXP_F32_e32 $vgpr2, implicit $mode, implicit $exec",
            "BUNDLE implicit-def $vgpr5, implicit $vgpr3 {",
            f"  {member}",
            "  $vgpr5 = V_MOV_B32_e32 $vgpr3, implicit $exec",
            "}",
        ])

    pad = "-amdgpu-snop-padding=1"
    real = _llc("gfx1250", program("$vgpr3 = V_MOV_B32_e32 $vgpr1, implicit $exec"), tmp_path, "none")
    asm = _llc("gfx1250", program(_asm_line(["v_mov_b32 v3, v1"])), tmp_path, "none")
    source = asm if compat else real
    want = _body(_llc("gfx1250", source, tmp_path, "post-RA-hazard-rec", pad))
    if not compat:
        want = [_asm_line(["v_mov_b32 v3, v1"]) if s.startswith("$vgpr3 = V_MOV") else s for s in want]
        assert "V_NOP_e32 implicit $exec" in want
    extra = ("--llvm-compat=22",) if compat else ()
    assert _body(_mirpass("gfx1250", asm, tmp_path, pad, *extra).stdout) == want
