"""The hazard pass's default mode follows LLVM main where LLVM fixed llc 22's hazard bugs
(issue 14; docs/divergences.md). Each case states the wait states LLVM main's rule requires,
derived from the PR's description of the rule, and that `--llvm-compat=22` still gives what llc 22
gives (checked against llc 22 itself where llc can read the input)."""

from __future__ import annotations

import re

import pytest

from mirpass.api import run_passes, to_text
from mirpass.cli import main as mirpass_main
from mirpass.mir import read
from mirpass.target.targets import resolve_target

from conftest import requires_llc, run_llc

CPUS = ("gfx942", "gfx950")
COMPAT = {"llvm-compat": "22"}


def _func(blocks: str, name: str = "f") -> str:
    return f"---\nname:            {name}\nbody:             |\n{blocks}...\n"


def _block(body: str, label: str = "bb.0", successors: str = "") -> str:
    lines = [f"  {label}:"]
    if successors:
        lines.append(f"    successors: {successors}")
    lines += ["    " + s for s in body.strip().splitlines()]
    return "\n".join(lines) + "\n"


def _waits(text: str, marker: str) -> int:
    """Wait states of the S_NOPs right before the (only) instruction containing `marker`."""
    lines = [s.strip() for s in text.splitlines()]
    at = [i for i, s in enumerate(lines) if marker in s and not s.startswith("S_NOP")]
    assert len(at) == 1, f"{marker!r} found {len(at)} times"
    n = 0
    i = at[0] - 1
    while i >= 0 and (m := re.fullmatch(r"S_NOP (\d+)", lines[i])):
        n += int(m.group(1)) + 1
        i -= 1
    return n


def _mirpass(text: str, cpu: str, options: dict[str, str] | None = None) -> str:
    mir = read(text, "t.mir")
    run_passes(mir, ["post-RA-hazard-rec"], resolve_target("amdgcn", cpu, None), options or {})
    return to_text(mir)


def _llc(text: str, cpu: str) -> str:
    p = run_llc(
        ["-mtriple=amdgcn", f"-mcpu={cpu}", "-run-pass=post-RA-hazard-rec", "-x", "mir", "-", "-o", "-"], text
    )
    assert p.returncode == 0, p.stderr[-2000:]
    return p.stdout


# ---- PR 197267 + PR 203770: wide buffer store data overwritten, SGPR soffset ------------------

STORE_SGPR = (
    "BUFFER_STORE_DWORDX4_OFFSET $vgpr0_vgpr1_vgpr2_vgpr3, $sgpr0_sgpr1_sgpr2_sgpr3, $sgpr4, 0, 0, 0, "
    "implicit $exec"
)
STORE_IMM = STORE_SGPR.replace("$sgpr4,", "0,")  # an immediate soffset
STORE_SGPR_OFFEN = (
    "BUFFER_STORE_DWORDX4_OFFEN $vgpr0_vgpr1_vgpr2_vgpr3, $vgpr8, $sgpr0_sgpr1_sgpr2_sgpr3, $sgpr4, 0, 0, 0, "
    "implicit $exec"
)
TBUFFER_SGPR = (
    "TBUFFER_STORE_FORMAT_XYZW_OFFSET $vgpr0_vgpr1_vgpr2_vgpr3, $sgpr0_sgpr1_sgpr2_sgpr3, $sgpr4, "
    "0, 0, 0, 0, implicit $exec"
)
STORE_X2_SGPR = (
    "BUFFER_STORE_DWORDX2_OFFSET $vgpr0_vgpr1, $sgpr0_sgpr1_sgpr2_sgpr3, $sgpr4, 0, 0, 0, implicit $exec"
)
OVERWRITE = "$vgpr1 = V_MOV_B32_e32 0, implicit $exec"
OVERWRITE_PK = (
    "$vgpr0_vgpr1 = V_PK_MUL_F32 8, $vgpr4_vgpr5, 8, $vgpr6_vgpr7, 0, 0, 0, 0, 0, "
    "implicit $mode, implicit $exec"
)


@pytest.mark.parametrize("cpu", CPUS)
@pytest.mark.parametrize(
    "store,valu,main,llc22",
    [
        (STORE_SGPR, OVERWRITE, 1, 0),  # the new rule: 1 wait state with an SGPR soffset
        (STORE_SGPR_OFFEN, OVERWRITE_PK, 1, 0),  # the reported sequence (offen, v_pk_mul_f32)
        (TBUFFER_SGPR, OVERWRITE, 1, 0),  # MTBUF too
        (STORE_IMM, OVERWRITE, 2, 2),  # immediate soffset: 2, as before
        (STORE_X2_SGPR, OVERWRITE, 0, 0),  # 64 bits of data: no hazard
    ],
)
def test_store_data_overwrite(cpu, store, valu, main, llc22):
    text = _func(_block(f"{store}\n{valu}\nS_ENDPGM 0"))
    marker = valu.split(" = ")[0] + " = "
    assert _waits(_mirpass(text, cpu), marker) == main
    assert _waits(_mirpass(text, cpu, COMPAT), marker) == llc22


@pytest.mark.parametrize("cpu", CPUS)
def test_store_sgpr_soffset_window_is_one(cpu):
    # one instruction between them covers the SGPR form, not the immediate one
    for store, need in ((STORE_SGPR, 0), (STORE_IMM, 1)):
        text = _func(_block(f"{store}\n$vgpr9 = V_MOV_B32_e32 0, implicit $exec\n{OVERWRITE}\nS_ENDPGM 0"))
        assert _waits(_mirpass(text, cpu), "$vgpr1 = ") == need


@pytest.mark.parametrize("cpu", CPUS)
def test_store_unrelated_register_is_no_hazard(cpu):
    text = _func(_block(f"{STORE_SGPR}\n$vgpr5 = V_MOV_B32_e32 0, implicit $exec\nS_ENDPGM 0"))
    assert _waits(_mirpass(text, cpu), "$vgpr5 = ") == 0


@pytest.mark.parametrize("cpu", CPUS)
def test_two_stores_both_windows(cpu):
    # the review case of PR 197267: an immediate-soffset store two back and an SGPR-soffset one
    # right before; both leave 1 wait state to add
    imm = STORE_IMM
    sgpr = STORE_SGPR.replace("$vgpr0_vgpr1_vgpr2_vgpr3", "$vgpr1_vgpr2_vgpr3_vgpr4")
    text = _func(_block(f"{imm}\n{sgpr}\n{OVERWRITE}\nS_ENDPGM 0"))
    assert _waits(_mirpass(text, cpu), "$vgpr1 = ") == 1


@pytest.mark.parametrize("cpu", CPUS)
@pytest.mark.parametrize("store,need", [(STORE_IMM, 1), (STORE_SGPR, 0)])
def test_store_distance_over_branches(cpu, store, need):
    # PR 203770: the distance is the least over the paths into the block, not a sum over the
    # blocks searched. bb.0 -> bb.2 crosses only the branch (1 wait state): an immediate-soffset
    # store still needs 1 more; the bb.1 path is 2 long.
    text = _func(
        _block(f"{store}\nS_CBRANCH_SCC0 %bb.2, implicit $scc", "bb.0", "%bb.1, %bb.2")
        + _block("$vgpr9 = V_MOV_B32_e32 0, implicit $exec", "bb.1", "%bb.2")
        + _block(f"{OVERWRITE}\nS_ENDPGM 0", "bb.2")
    )
    assert _waits(_mirpass(text, cpu), "$vgpr1 = ") == need


@pytest.mark.parametrize("cpu", CPUS)
def test_store_sgpr_soffset_then_inline_asm(cpu):
    # inline asm defining the data registers is checked as a VALU def is
    asm = 'INLINEASM &"v_mov_b32 v1, 0", 1 /* sideeffect attdialect */, 10 /* regdef */, def $vgpr1'
    text = _func(_block(f"{STORE_SGPR}\n{asm}\nS_ENDPGM 0"))
    assert _waits(_mirpass(text, cpu), "INLINEASM") == 1
    assert _waits(_mirpass(text, cpu, COMPAT), "INLINEASM") == 0


@pytest.mark.parametrize("cpu", CPUS)
@pytest.mark.parametrize("compat", [False, True])
def test_flat_store_in_divergent_branch(cpu, compat):
    # llvm issue 202333 (the regression of PR 197267 that PR 203770 fixed): a wide global store
    # at the end of a branch, the exec restore, then a VALU overwriting the store data: the
    # path through the store is 1 wait state long, so 1 more is needed (llc 22 had it right)
    store = "GLOBAL_STORE_DWORDX4 $vgpr40_vgpr41, $vgpr34_vgpr35_vgpr36_vgpr37, 0, 0, implicit $exec"
    pk = (
        "$vgpr34_vgpr35 = V_PK_MUL_F32 8, $vgpr4_vgpr5, 8, $vgpr6_vgpr7, 0, 0, 0, 0, 0, "
        "implicit $mode, implicit $exec"
    )
    text = _func(
        _block("S_CBRANCH_EXECZ %bb.2, implicit $exec", "bb.0", "%bb.1, %bb.2")
        + _block(store, "bb.1", "%bb.2")
        + _block(f"$exec = S_OR_B64 $exec, $sgpr34_sgpr35, implicit-def $scc\n{pk}\nS_ENDPGM 0", "bb.2")
    )
    assert _waits(_mirpass(text, cpu, COMPAT if compat else None), "V_PK_MUL_F32") == 1


@requires_llc
@pytest.mark.parametrize("cpu", CPUS)
def test_llc22_has_no_sgpr_soffset_rule(cpu):
    # the divergence is real: llc 22 inserts nothing for the SGPR form, 2 for the immediate one
    text = _func(_block(f"{STORE_SGPR}\n{OVERWRITE}\nS_ENDPGM 0"), "a") + _func(
        _block(f"{STORE_IMM}\n{OVERWRITE}\nS_ENDPGM 0"), "b"
    )
    out = _llc(text, cpu)
    a, b = out.split("name:            b")
    assert _waits(a, "$vgpr1 = ") == 0
    assert _waits(b, "$vgpr1 = ") == 2


# ---- PR 218363: full SrcC read by a different MFMA --------------------------------------------

F16_32_V = (
    "$vgpr0_vgpr1_vgpr2_vgpr3 = V_MFMA_F32_16X16X32_F16_vgprcd_e64 $vgpr4_vgpr5_vgpr6_vgpr7, "
    "$vgpr8_vgpr9_vgpr10_vgpr11, $vgpr0_vgpr1_vgpr2_vgpr3, 0, 0, 0, implicit $mode, implicit $exec"
)
F16_16_V = (
    "$vgpr0_vgpr1_vgpr2_vgpr3 = V_MFMA_F32_16X16X16F16_vgprcd_e64 $vgpr4_vgpr5, $vgpr8_vgpr9, "
    "$vgpr0_vgpr1_vgpr2_vgpr3, 0, 0, 0, implicit $mode, implicit $exec"
)
F16_32_A = (
    "$agpr0_agpr1_agpr2_agpr3 = V_MFMA_F32_16X16X32_F16_e64 $vgpr4_vgpr5_vgpr6_vgpr7, "
    "$vgpr8_vgpr9_vgpr10_vgpr11, $agpr0_agpr1_agpr2_agpr3, 0, 0, 0, implicit $mode, implicit $exec"
)
F16_16_A = (
    "$agpr0_agpr1_agpr2_agpr3 = V_MFMA_F32_16X16X16F16_e64 $vgpr4_vgpr5, $vgpr8_vgpr9, "
    "$agpr0_agpr1_agpr2_agpr3, 0, 0, 0, implicit $mode, implicit $exec"
)
_V16 = "_".join(f"$vgpr{i}" if i == 0 else f"vgpr{i}" for i in range(16))
F16_4 = (
    f"{_V16} = V_MFMA_F32_16X16X4F16_vgprcd_e64 $vgpr20_vgpr21, $vgpr22_vgpr23, {_V16}, 0, 0, 0, "
    "implicit $mode, implicit $exec"
)
F16_4_MAC = (
    f"{_V16} = V_MFMA_F32_16X16X4F16_mac_vgprcd_e64 $vgpr24_vgpr25, $vgpr22_vgpr23, {_V16}, 0, 0, 0, "
    "implicit $mode, implicit $exec"
)

# the seed's section 5 row: 5 on gfx942, 6 on gfx950 (a 4-pass XDL producer's overlapping-SrcC
# requirement, P + 1 + I950)
DIFFERENT = {"gfx942": 5, "gfx950": 6}


@pytest.mark.parametrize("cpu", CPUS)
@pytest.mark.parametrize("prod,cons", [(F16_32_V, F16_16_V), (F16_32_A, F16_16_A), (F16_16_V, F16_32_V)])
def test_full_srcc_different_mfma(cpu, prod, cons):
    text = _func(_block(f"{prod}\n{cons}\nS_ENDPGM 0"))
    marker = cons.split(" = ")[1].split(" ")[0]
    assert _waits(_mirpass(text, cpu), marker) == DIFFERENT[cpu]
    assert _waits(_mirpass(text, cpu, COMPAT), marker) == 0  # llc 22: forwarding assumed


@pytest.mark.parametrize("cpu", CPUS)
@pytest.mark.parametrize(
    "prod,cons,marker",
    [
        (F16_16_V, F16_16_V.replace("$vgpr4_vgpr5,", "$vgpr12_vgpr13,"), "$vgpr12_vgpr13"),
        (F16_4, F16_4_MAC, "$vgpr24_vgpr25"),
    ],
)
def test_full_srcc_same_mfma_forms_forward(cpu, prod, cons, marker):
    # the same MFMA, also in its mac form, is still one accumulation chain: no wait states
    text = _func(_block(f"{prod}\n{cons}\nS_ENDPGM 0"))
    assert _waits(_mirpass(text, cpu), marker) == 0


@pytest.mark.parametrize("cpu", CPUS)
def test_full_srcc_different_mfma_partly_covered(cpu):
    # two independent instructions between them count towards the requirement
    filler = "$vgpr20 = V_MOV_B32_e32 0, implicit $exec\n$vgpr21 = V_MOV_B32_e32 0, implicit $exec"
    text = _func(_block(f"{F16_32_V}\n{filler}\n{F16_16_V}\nS_ENDPGM 0"))
    assert _waits(_mirpass(text, cpu), "V_MFMA_F32_16X16X16F16") == DIFFERENT[cpu] - 2


@requires_llc
def test_llc22_assumes_forwarding_between_different_mfmas():
    # gfx950 has both opcodes; llc 22 inserts nothing, the divergence is real
    text = _func(_block(f"{F16_32_V}\n{F16_16_V}\nS_ENDPGM 0"))
    assert _waits(_llc(text, "gfx950"), "V_MFMA_F32_16X16X16F16") == 0


# ---- PR 222040: gfx950's MFMA search window is 20 wait states, not 19 --------------------------

F32_32X32 = (
    "$vgpr0_vgpr1_vgpr2_vgpr3_vgpr4_vgpr5_vgpr6_vgpr7_vgpr8_vgpr9_vgpr10_vgpr11_vgpr12_vgpr13_vgpr14_vgpr15_"
    "vgpr16_vgpr17_vgpr18_vgpr19_vgpr20_vgpr21_vgpr22_vgpr23_vgpr24_vgpr25_vgpr26_vgpr27_vgpr28_vgpr29_"
    "vgpr30_vgpr31 = V_MFMA_F32_32X32X4F16_vgprcd_e64 $vgpr200_vgpr201, $vgpr202_vgpr203, "
    "$vgpr160_vgpr161_vgpr162_vgpr163_vgpr164_vgpr165_vgpr166_vgpr167_vgpr168_vgpr169_vgpr170_vgpr171_"
    "vgpr172_vgpr173_vgpr174_vgpr175_vgpr176_vgpr177_vgpr178_vgpr179_vgpr180_vgpr181_vgpr182_vgpr183_"
    "vgpr184_vgpr185_vgpr186_vgpr187_vgpr188_vgpr189_vgpr190_vgpr191, 0, 0, 0, implicit $mode, implicit $exec"
)
SRCA_READER = (
    "$vgpr64_vgpr65_vgpr66_vgpr67 = V_MFMA_F32_16X16X16F16_vgprcd_e64 $vgpr0_vgpr1, $vgpr210_vgpr211, "
    "$vgpr96_vgpr97_vgpr98_vgpr99, 0, 0, 0, implicit $mode, implicit $exec"
)


def _window_case(fillers: int) -> str:
    filler = "\n".join(f"$vgpr{220 + k % 30} = V_MOV_B32_e32 0, implicit $exec" for k in range(fillers))
    return _func(_block(f"{F32_32X32}\n{filler}\n{SRCA_READER}\nS_ENDPGM 0"))


@pytest.mark.parametrize("fillers,main,llc22", [(19, 1, 0), (18, 2, 2), (20, 0, 0)])
def test_gfx950_window_of_20(fillers, main, llc22):
    # a 16-pass XDL result read as SrcA needs 20 wait states on gfx950; llc 22 looks 19 back
    text = _window_case(fillers)
    assert _waits(_mirpass(text, "gfx950"), "$vgpr64_vgpr65_vgpr66_vgpr67 = ") == main
    assert _waits(_mirpass(text, "gfx950", COMPAT), "$vgpr64_vgpr65_vgpr66_vgpr67 = ") == llc22


@requires_llc
def test_llc22_window_is_19():
    out = _llc(_window_case(19), "gfx950")
    assert _waits(out.replace("early-clobber ", ""), "$vgpr64_vgpr65_vgpr66_vgpr67 = ") == 0


# ---- PR 183839: the shift64 rewrite on the gfx940 family ------------------------------------
# LLVM main's hasShift64HighRegBug is every CPU with the gfx90a instructions (llc 22: gfx90a
# only); hazard-shift64.mir after the PR runs gfx942 and gfx950 under gfx90a's check prefix, so
# the expected bodies below are the upstream test's gfx90a forms (and llc 22's own on gfx90a).

SHIFT_SELF = "renamable $vgpr2_vgpr3 = V_LSHRREV_B64_e64 killed $vgpr15, killed $vgpr2_vgpr3, implicit $exec"
SHIFT_OTHER = "renamable $vgpr4_vgpr5 = V_ASHRREV_I64_e64 killed $vgpr23, killed $vgpr2_vgpr3, implicit $exec"
SHIFT_OVERLAP = (
    "renamable $vgpr14_vgpr15 = V_LSHLREV_B64_e64 killed $vgpr15, killed $vgpr14_vgpr15, implicit $exec"
)
DOT_V1 = "$vgpr1 = V_DOT4C_I32_I8_e32 $vgpr3, $vgpr3, $vgpr1, implicit $exec"


def _shift_case(*body: str) -> str:
    lines = "".join(f"    {s}\n" for s in body)
    return f"---\nname:            f\ntracksRegLiveness: true\nbody:             |\n  bb.0:\n{lines}...\n"


def _lines(text: str) -> list[str]:
    body = text.split("body:", 1)[1].split("\n...")[0]
    return [s.strip() for s in body.splitlines()[2:] if s.strip() and not s.strip().startswith(";")]


SHIFT64_CASES = {
    # the result is the other source: the amount is swapped into v0 behind a full wait, and back
    "swap": (
        ("$vgpr15 = IMPLICIT_DEF", "$vgpr2_vgpr3 = IMPLICIT_DEF", SHIFT_SELF),
        [
            "S_WAITCNT 0",
            "$vgpr0, $vgpr15 = V_SWAP_B32 undef $vgpr15, undef $vgpr0, implicit $exec",
            "renamable $vgpr2_vgpr3 = V_LSHRREV_B64_e64 undef $vgpr0, killed $vgpr2_vgpr3, implicit $exec",
            "$vgpr15, $vgpr0 = V_SWAP_B32 $vgpr0, $vgpr15, implicit $exec",
        ],
    ),
    # the result is another pair: the amount moves into the result's low half (PR 171871's form)
    "mov": (
        ("$vgpr23 = IMPLICIT_DEF", "$vgpr2_vgpr3 = IMPLICIT_DEF", SHIFT_OTHER),
        [
            "$vgpr4 = V_MOV_B32_e32 killed $vgpr23, implicit $exec",
            "renamable $vgpr4_vgpr5 = V_ASHRREV_I64_e64 killed $vgpr4, killed $vgpr2_vgpr3, implicit $exec",
        ],
    ),
    # the amount overlaps the result and source: a free aligned pair is swapped in, the second
    # swap reading v1 within 3 wait states of a DOT writing it (hence the S_NOP 0)
    "pair": (
        (
            "$vgpr1 = IMPLICIT_DEF",
            "$vgpr3 = IMPLICIT_DEF",
            "$vgpr14_vgpr15 = IMPLICIT_DEF",
            DOT_V1,
            SHIFT_OVERLAP,
        ),
        [
            DOT_V1,
            "S_WAITCNT 0",
            "$vgpr0, $vgpr14 = V_SWAP_B32 undef $vgpr14, undef $vgpr0, implicit $exec",
            "S_NOP 0",
            "$vgpr1, $vgpr15 = V_SWAP_B32 undef $vgpr15, undef $vgpr1, implicit $exec",
            "$vgpr0_vgpr1 = V_LSHLREV_B64_e64 undef $vgpr1, undef $vgpr0_vgpr1, implicit $exec",
            "$vgpr14, $vgpr0 = V_SWAP_B32 $vgpr0, $vgpr14, implicit $exec",
            "$vgpr15, $vgpr1 = V_SWAP_B32 $vgpr1, $vgpr15, implicit $exec",
        ],
    ),
}


@pytest.mark.parametrize("cpu", CPUS)
@pytest.mark.parametrize("case", sorted(SHIFT64_CASES))
def test_shift64_rewrite_on_gfx940_family(cpu, case):
    body, rewritten = SHIFT64_CASES[case]
    text = _shift_case(*body)
    out = _lines(_mirpass(text, cpu))
    assert out[-len(rewritten) :] == rewritten
    assert _lines(_mirpass(_mirpass(text, cpu), cpu)) == out  # the rewritten shift is safe
    # llc 22 leaves the shift alone there
    assert _lines(_mirpass(text, cpu, COMPAT)) == list(body)


@pytest.mark.parametrize("cpu", CPUS)
def test_shift64_next_vgpr_used_is_no_bug(cpu):
    """As on gfx90a: the amount's block is not the last allocated when the next VGPR is used."""
    defs = ("$vgpr15 = IMPLICIT_DEF", "$vgpr16 = IMPLICIT_DEF", "$vgpr2_vgpr3 = IMPLICIT_DEF")
    text = _shift_case(*defs, SHIFT_SELF)
    assert _lines(_mirpass(text, cpu)) == _lines(text)


@requires_llc
@pytest.mark.parametrize("case", sorted(SHIFT64_CASES))
def test_shift64_forms_are_llc22_gfx90a_and_compat_is_llc22(case):
    body, rewritten = SHIFT64_CASES[case]
    text = _shift_case(*body)
    assert _lines(_llc(text, "gfx90a"))[-len(rewritten) :] == rewritten
    for cpu in CPUS:
        assert _lines(_mirpass(text, cpu, COMPAT)) == _lines(_llc(text, cpu))
        assert not any("V_SWAP_B32" in s or "V_MOV_B32" in s for s in _lines(_llc(text, cpu)))


# ---- the new rules through the rest of the tool ------------------------------------------------


@pytest.mark.parametrize("cpu", CPUS)
@pytest.mark.parametrize(
    "body,rule",
    [
        (f"{STORE_SGPR}\n{OVERWRITE}", "store-data-overwrite"),
        (f"{F16_32_V}\n{F16_16_V}", "mfma-srcc-full-other"),
    ],
)
def test_new_rules_idempotent_annotated_and_checked(tmp_path, capsys, cpu, body, rule):
    text = _func(_block(f"{body}\nS_ENDPGM 0"))
    once = _mirpass(text, cpu)
    assert _mirpass(once, cpu) == once  # the NOPs inserted satisfy the rule
    src = tmp_path / "t.mir"
    src.write_text(text)
    out = tmp_path / "o.mir"
    args = [f"-mcpu={cpu}", "-run-pass", "post-RA-hazard-rec", "--annotate", str(src), "-o", str(out)]
    assert mirpass_main(["-mtriple=amdgcn", *args]) == 0
    assert f"; mirpass hazard {rule}:" in out.read_text()
    assert mirpass_main(["check", "--hazards", f"-mcpu={cpu}", str(src)]) == 1
    assert "hazard:" in capsys.readouterr().out
    assert mirpass_main(["check", "--hazards", "--llvm-compat=22", f"-mcpu={cpu}", str(src)]) == 0
    capsys.readouterr()
