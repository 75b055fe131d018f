"""The MFMA hazard recognizer (issue 4): rules, NOP placement, replay, check, fuzzing."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

from mirpass.api import run_passes, to_text
from mirpass.cli import main as mirpass_main
from mirpass.mir import read
from mirpass.passes.hazards import rules as R
from mirpass.passes.hazards.recognizer import Recognizer
from mirpass.target.targets import resolve_target

from conftest import CORPUS, ROOT, UPSTREAM_TESTS, requires_llc, run_llc

sys.path.insert(0, str(ROOT / "tools"))
import fuzz_hazards as fz  # noqa: E402

HERE = Path(__file__).resolve().parent / "mir" / "hazards"
MAI_TEST = UPSTREAM_TESTS / "mai-hazards-gfx942.mir"


def _run(text: str, cpu: str, options: dict[str, str] | None = None) -> str:
    mir = read(text, "t.mir")
    run_passes(mir, ["post-RA-hazard-rec"], resolve_target("amdgcn", cpu, None), options or {})
    return to_text(mir)


def _nops(text: str, cpu: str, options: dict[str, str] | None = None) -> dict[str, list[str]]:
    """Per function, the NOPs inserted before each instruction."""
    out = _run(text, cpu, options)
    src = fz.nops_before(text)
    got = fz.nops_before(out)
    return {name: fz.inserted(inp, got[name]) for name, inp in src.items()}


def _func(body: str, name: str = "f") -> str:
    lines = "\n".join("    " + s for s in body.strip().splitlines())
    return f"---\nname:            {name}\nbody:             |\n  bb.0:\n{lines}\n...\n"


MFMA_16 = (
    "$agpr0_agpr1_agpr2_agpr3 = V_MFMA_F32_16X16X16F16_e64 $vgpr0_vgpr1, $vgpr2_vgpr3, "
    "$agpr0_agpr1_agpr2_agpr3, 0, 0, 0, implicit $mode, implicit $exec"
)


# ---- rules as data ---------------------------------------------------------------------------


@pytest.mark.parametrize("passes,gfx942,gfx950", [(2, 5, 5), (4, 7, 8), (8, 11, 12), (16, 19, 20)])
def test_xdl_srcab_formula(passes, gfx942, gfx950):
    assert R.srcab_need(True, 0, passes, False) == gfx942
    assert R.srcab_need(True, 0, passes, True) == gfx950
    assert R.srcab_need(False, 0, passes, True) == passes + 2  # non-XDL: no gfx950 increase


def test_srcc_partial_formulas():
    assert [R.srcc_partial_need(True, 0, p, True, False) for p in (2, 4, 8, 16)] == [3, 5, 9, 17]
    assert [R.srcc_partial_need(True, 0, p, True, True) for p in (2, 4, 8, 16)] == [4, 6, 10, 18]
    assert [R.srcc_partial_need(True, 0, p, False, True) for p in (2, 4, 8, 16)] == [3, 6, 10, 18]
    assert R.srcc_partial_need(False, 0, 8, True, True) == 0  # non-XDL -> XDL
    assert R.srcc_partial_need(False, 0, 8, False, True) == 8  # non-XDL -> non-XDL
    assert R.srcc_partial_need(False, 16, 16, False, True) == 17
    assert R.srcc_partial_need(False, 16, 8, False, False) == 9


def test_war_and_waw_formulas():
    assert [R.srcc_war_need(p) for p in (2, 4, 8, 16)] == [1, 3, 7, 15]
    assert R.mfma_write_need(False, 16, 16, True) == 11  # llc 22: no gfx950 increase for DGEMM WAW
    assert R.mfma_read_need(False, 16, 16, False, True) == 19
    assert R.mfma_read_need(False, 16, 8, True, False) == 18


# ---- the pass --------------------------------------------------------------------------------


def test_valu_write_then_mfma_read():
    text = _func("$vgpr0 = V_MOV_B32_e32 1, implicit $exec\n" + MFMA_16)
    assert _nops(text, "gfx942")["f"] == ["", "S_NOP 1"]


def test_nop_split_like_llc():
    # 20 wait states: S_NOP 15 then S_NOP 3, as llc 22 prints them
    text = (HERE / "window_gfx950.mir").read_text()
    got = _nops(text, "gfx950", {"llvm-compat": "22"})
    assert got["window0"][1] == "S_NOP 15 S_NOP 3"


def test_existing_nops_and_meta_are_credited():
    text = _func(
        MFMA_16 + "\nS_NOP 2\n$vgpr9 = IMPLICIT_DEF\n$vgpr8 = V_ACCVGPR_READ_B32_e64 $agpr0, implicit $exec"
    )
    assert _nops(text, "gfx942")["f"][-1] == "S_NOP 3"  # 7 - 3


def test_alias_and_options():
    text = _func(
        MFMA_16 + "\n$agpr4_agpr5_agpr6_agpr7 = V_MFMA_F32_16X16X16F16_e64 $vgpr0_vgpr1, $vgpr2_vgpr3, "
        "$agpr4_agpr5_agpr6_agpr7, 0, 0, 0, implicit $mode, implicit $exec"
    )
    mir = read(text, "t.mir")
    run_passes(
        mir, ["mfma-hazards"], resolve_target("amdgcn", "gfx942", None), {"amdgpu-mfma-padding-ratio": "100"}
    )
    assert "S_NOP 3" in to_text(mir)  # 4-pass neighbour, 100 %


def test_annotate_comment(tmp_path):
    out = tmp_path / "o.mir"
    rc = mirpass_main(
        [
            "-mtriple=amdgcn",
            "-mcpu=gfx950",
            "-run-pass",
            "post-RA-hazard-rec",
            "--annotate",
            str(HERE / "window_gfx950.mir"),
            "-o",
            str(out),
        ]
    )
    assert rc == 0
    text = out.read_text()
    src = (HERE / "window_gfx950.mir").read_text().splitlines()
    mfma = 1 + next(i for i, s in enumerate(src) if s.lstrip().startswith("$agpr0_") and "V_MFMA" in s)
    assert "; mirpass hazard mfma-raw:" in text
    assert f"window_gfx950.mir:{mfma}: requires 20 wait states, has 19" in text


@requires_llc
def test_annotated_output_is_accepted_by_llc(tmp_path):
    out = tmp_path / "o.mir"
    assert (
        mirpass_main(
            [
                "-mtriple=amdgcn",
                "-mcpu=gfx950",
                "-run-pass",
                "post-RA-hazard-rec",
                "--annotate",
                str(HERE / "window_gfx950.mir"),
                "-o",
                str(out),
            ]
        )
        == 0
    )
    proc = run_llc(["-mtriple=amdgcn", "-mcpu=gfx950", "-run-pass", "none", str(out), "-o", "-"])
    assert proc.returncode == 0, proc.stderr[-2000:]


# ---- --annotate names the rule that decided the NOPs ---------------------------------------

# (rule, wait states, producer, consumer): each consumer needs more after its producer by this rule than by
# any other (LLVM's checkVALUHazards: v_div_fmas reading VCC 4, a VALU reading an SGPR 2;
# v_readlane's lane select 4), so the comment before its NOPs must name it.
ANNOTATED = [
    (
        "valu-vcc-div-fmas",
        4,
        "$vcc = V_CMP_EQ_U32_e64 $vgpr0, $vgpr1, implicit $exec",
        "$vgpr2 = V_DIV_FMAS_F32_e64 0, $vgpr3, 0, $vgpr4, 0, $vgpr5, 0, 0, implicit $mode, implicit $vcc, "
        "implicit $exec",
    ),
    (
        "valu-sgpr-lane-select",
        4,
        "$sgpr4 = V_READFIRSTLANE_B32 $vgpr0, implicit $exec",
        "$sgpr5 = V_READLANE_B32 $vgpr1, $sgpr4",
    ),
    (
        "valu-sgpr-valu",
        2,
        "$sgpr4 = V_READFIRSTLANE_B32 $vgpr0, implicit $exec",
        "$vgpr2 = V_ADD_U32_e64 $sgpr4, $vgpr1, 0, implicit $exec",
    ),
]


@requires_llc
@pytest.mark.parametrize("rule,want,producer,consumer", ANNOTATED, ids=[a[0] for a in ANNOTATED])
def test_annotate_names_the_deciding_rule(rule, want, producer, consumer, tmp_path):
    src = tmp_path / "in.mir"
    src.write_text(_func(producer + "\n" + consumer))
    args = ["-mtriple=amdgcn", "-mcpu=gfx942", "-run-pass", "post-RA-hazard-rec"]
    proc = run_llc([*args, str(src), "-o", "-"])
    assert proc.returncode == 0, proc.stderr[-2000:]
    nops = sum(int(s.split()[-1]) + 1 for s in proc.stdout.splitlines() if s.strip().startswith("S_NOP"))
    assert nops == want  # llc inserts what the rule requires
    out = tmp_path / "o.mir"
    assert mirpass_main([*args, "--annotate", str(src), "-o", str(out)]) == 0
    text = out.read_text()
    notes = [s.strip() for s in text.splitlines() if "; mirpass hazard" in s]
    assert len(notes) == 1 and notes[0].startswith(f"; mirpass hazard {rule}: {R.RULES[rule].text}"), notes
    assert f"requires {want} wait states, has 0" in notes[0]


# ---- intentional divergences of the default (exact) mode --------------------------------------


def test_divergence_window_19_vs_20():
    text = (HERE / "window_gfx950.mir").read_text()
    assert _nops(text, "gfx950", {"llvm-compat": "22"})["window19"][-2] == ""
    assert _nops(text, "gfx950")["window19"][-2] == "S_NOP 0"


def test_divergence_visited_set():
    text = (HERE / "visited_gfx942.mir").read_text()
    assert _nops(text, "gfx942", {"llvm-compat": "22"})["visited"][-2] == "S_NOP 1"
    assert _nops(text, "gfx942")["visited"][-2] == "S_NOP 5"


@requires_llc
@pytest.mark.parametrize("name,cpu", [("window_gfx950", "gfx950"), ("visited_gfx942", "gfx942")])
def test_divergence_inputs_match_llc_in_compat_mode(name, cpu):
    path = HERE / f"{name}.mir"
    proc = run_llc(
        ["-mtriple=amdgcn", f"-mcpu={cpu}", "-run-pass", "post-RA-hazard-rec", str(path), "-o", "-"]
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    text = path.read_text()
    src = fz.nops_before(text)
    theirs = fz.nops_before(proc.stdout)
    ours = _nops(text, cpu, {"llvm-compat": "22"})
    for fname, inp in src.items():
        assert fz.inserted(inp, theirs[fname]) == ours[fname]


# ---- replay ----------------------------------------------------------------------------------


@pytest.mark.skipif(not MAI_TEST.exists(), reason="upstream test not present")
def test_replay_mai_hazards(capsys):
    assert mirpass_main(["replay", str(MAI_TEST)]) == 0
    out = capsys.readouterr().out
    assert out.count("PASS:") == 3
    assert "3 RUN lines: 3 PASS, 0 FAIL, 0 UNSUPPORTED" in out


def test_replay_reports_function_and_check(tmp_path, capsys):
    bad = tmp_path / "bad.mir"
    bad.write_text(
        "# RUN: llc -mtriple=amdgcn -mcpu=gfx942 -run-pass post-RA-hazard-rec %s -o - | FileCheck %s\n"
        "# CHECK-LABEL: name: f\n# CHECK: S_NOP 4\n"
        + _func("$vgpr0 = V_MOV_B32_e32 1, implicit $exec\n" + MFMA_16)
    )
    assert mirpass_main(["replay", str(bad)]) == 1
    out = capsys.readouterr().out
    assert "FAIL:" in out and "function: f" in out and "CHECK: S_NOP 4" in out


# ---- check -------------------------------------------------------------------------------------


def _corpus(stage: str) -> list[Path]:
    cpus = ("gfx908", "gfx90a", "gfx942", "gfx950")
    return [p for p in sorted(CORPUS.glob(f"*.{stage}.mir")) if p.name.split(".")[1] in cpus]


@pytest.mark.parametrize("before", _corpus("before-hazard"), ids=lambda p: p.name)
def test_check_reports_what_llc_fixes(before):
    """`mirpass check --llvm-compat=22` on llc's input reports exactly the instructions before
    which llc inserted NOPs (from the corpus's after-hazard file)."""
    after = Path(str(before).replace("before-hazard", "after-hazard"))
    text = before.read_text()
    mir = read(text, str(before))
    cpu = before.name.split(".")[1]
    rec = Recognizer(cpu, exact=False)
    reported: set[tuple[str, int]] = set()
    for mf in mir.functions:
        for f in rec.run(mf, insert=True, apply=False):
            reported.add((mf.name, f.inst.line))
    src, out = fz.nops_before(text), fz.nops_before(after.read_text())
    # map each input instruction (by position) to its source line
    lines = {mf.name: [i.line for _, i in _flat(mf)] for mf in mir.functions}
    fixed: set[tuple[str, int]] = set()
    for name, inp in src.items():
        ins = fz.inserted(inp, out[name])
        assert ins is not None
        fixed |= {(name, lines[name][k]) for k, nops in enumerate(ins) if nops}
    assert reported == fixed


def _flat(mf):
    for block in mf.blocks:
        for inst in block.instructions:
            yield block, inst
            for inner in inst.bundled or ():
                if not isinstance(inner, str):
                    yield block, inner


def test_check_cli_exit_codes(capsys):
    before = CORPUS / "smfmac_sparse_gemm.gfx942.before-hazard.mir"
    after = CORPUS / "smfmac_sparse_gemm.gfx942.after-hazard.mir"
    assert mirpass_main(["check", "--llvm-compat=22", str(before)]) == 1
    out = capsys.readouterr().out
    assert ":352: hazard: V_SMFMAC_F32_16X16X32_F16_e64" in out
    assert mirpass_main(["check", str(after)]) == 0
    assert mirpass_main(["check", "--waits", str(after)]) == 0  # llc's output waits enough too
    assert mirpass_main(["check", "--no-such-facet", str(after)]) == 2


@pytest.mark.parametrize("after", _corpus("after-hazard"), ids=lambda p: p.name)
def test_check_is_clean_on_llc_output(after):
    mir = read(after.read_text(), str(after))
    rec = Recognizer(after.name.split(".")[1], exact=False)
    assert [f for mf in mir.functions for f in rec.run(mf, insert=False)] == []


# ---- the differential fuzzer, small ----------------------------------------------------------


@requires_llc
@pytest.mark.parametrize("cpu", ["gfx942", "gfx950"])
def test_fuzz_small(cpu, tmp_path):
    gen = fz.Gen(cpu, random.Random(f"ci:{cpu}"))
    funcs = [gen.function(f"f{i}") for i in range(200)]
    count, bad = fz.run_batch(cpu, funcs, str(tmp_path), cpu)
    assert count == 200
    assert bad == []


@requires_llc
@pytest.mark.parametrize("cpu", ["gfx942", "gfx950"])
def test_fuzz_small_with_snop_padding(cpu, tmp_path):
    gen = fz.Gen(cpu, random.Random(f"ci-padding:{cpu}"))
    funcs = [gen.function(f"f{i}") for i in range(100)]
    count, bad = fz.run_batch(cpu, funcs, str(tmp_path), cpu, snop_padding=2)
    assert count == 100
    assert bad == []


PADDED = """\
---
name: pad
body: |
  bb.0:
    successors: %bb.1
    $vgpr0 = V_MOV_B32_e32 0, implicit $exec
    $vgpr1 = IMPLICIT_DEF
    KILL $vgpr1
    S_NOP 0
    INLINEASM &"", 1 /* sideeffect attdialect */
    BUNDLE implicit-def $vgpr2, implicit-def $vgpr3 {
      $vgpr2 = V_MOV_B32_e32 0, implicit $exec
      $vgpr3 = V_MOV_B32_e32 0, implicit $exec
    }
    MFMA
    $vgpr5 = V_ACCVGPR_READ_B32_e64 $agpr0, implicit $exec
  bb.1:
    S_ENDPGM 0
...
""".replace(
    "MFMA",
    "$agpr0_agpr1_agpr2_agpr3 = V_MFMA_F32_4X4X1F32_e64 $vgpr0, $vgpr1, $agpr0_agpr1_agpr2_agpr3, 0, 0, 0, "
    "implicit $mode, implicit $exec",
)


@requires_llc
def test_snop_padding_pads_every_instruction_outside_bundles_as_llc(tmp_path):
    """-amdgpu-snop-padding=3: three wait states before meta instructions, S_NOPs, inline asm and
    BUNDLE headers too, none inside the bundle, and the larger hazard need where there is one."""
    src = tmp_path / "pad.mir"
    src.write_text(PADDED)
    args = ["-mtriple=amdgcn", "-mcpu=gfx942", "-run-pass=post-RA-hazard-rec", "-amdgpu-snop-padding=3"]
    proc = run_llc([*args, str(src), "-o", "-"])
    assert proc.returncode == 0, proc.stderr
    mine = read(PADDED)
    target = resolve_target("amdgcn", "gfx942", None)
    run_passes(mine, ["post-RA-hazard-rec"], target, {"amdgpu-snop-padding": "3"})

    def body(text: str) -> list[str]:
        lines = text.split("body:", 1)[1].split("\n")[1:]
        return [ln.strip().split("(0x")[0] for ln in lines if ln.strip() and ln.strip() != "..."]

    theirs = body(proc.stdout)
    assert theirs == body(to_text(mine))
    assert theirs.count("S_NOP 2") == 8 and "S_NOP 3" in theirs  # the padding and the MFMA read
