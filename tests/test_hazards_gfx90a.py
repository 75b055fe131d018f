"""The hazard recognizer on gfx908 (MI100) and gfx90a (MI250X) (issue 14), and rule ids that
name the rule that fired (issue 13). Expectations come from llc 22 (run here) or from the
upstream tests, never from mirpass."""

from __future__ import annotations

import random
import re
import subprocess
import sys
from pathlib import Path

import pytest

from mirpass.api import resolve, run_passes, to_text
from mirpass.cli import main as mirpass_main
from mirpass.mir import read
from mirpass.passes.hazards import rules as R
from mirpass.target.features import HAZARD_FEATURES
from mirpass.target.targets import resolve_target

from conftest import CORPUS, LLVM_BIN, ROOT, UPSTREAM_TESTS, requires_llc, run_llc

sys.path.insert(0, str(ROOT / "tools"))
import fuzz_hazards as fz  # noqa: E402

HAZARDS = ROOT / "mirpass" / "passes" / "hazards"


def _func(body: str, name: str = "f") -> str:
    lines = "\n".join("    " + s for s in body.strip().splitlines())
    return f"---\nname:            {name}\nbody:             |\n  bb.0:\n{lines}\n...\n"


def _run(text: str, cpu: str, options: dict[str, str] | None = None) -> str:
    mir = read(text, "t.mir")
    run_passes(mir, ["post-RA-hazard-rec"], resolve_target("amdgcn", cpu, None), options or {})
    return to_text(mir)


def _llc(text: str, cpu: str, tmp_path: Path) -> str:
    src = tmp_path / "in.mir"
    src.write_text(text)
    proc = run_llc(["-mtriple=amdgcn", f"-mcpu={cpu}", "-run-pass=post-RA-hazard-rec", str(src), "-o", "-"])
    assert proc.returncode == 0, proc.stderr[:2000]
    return proc.stdout


def _bodies(text: str) -> list[list[str]]:
    """Per function, its body's instruction lines (no comments, blank lines or block
    successor probabilities), stripped."""
    out = []
    for doc in ("\n" + text).split("\n---"):
        if "body:" not in doc:
            continue
        body = doc.split("body:", 1)[1].split("\n...")[0]
        lines = [re.sub(r"\(0x[0-9a-f]+\)", "", s.strip()) for s in body.splitlines()[1:]]
        out.append([s for s in lines if s and not s.startswith((";", "#"))])
    return out


# ---- upstream tests --------------------------------------------------------------------------


needs_upstream = pytest.mark.skipif(not UPSTREAM_TESTS.is_dir(), reason="no ../shared/llvm-tests")


@needs_upstream
@pytest.mark.parametrize("name", ["mai-hazards-gfx90a.mir", "mai-hazards.mir"])
def test_replay_upstream_mai_tests(name, capsys):
    """Every RUN line of the upstream MAI hazard tests of gfx90a and gfx908 passes: in default
    mode, but for mai-hazards.mir's functions whose producer is a comment-only inline asm (`; def
    $0`), which mirpass reads as no instruction (docs/divergences.md, inline asm); with
    `--llvm-compat=22`, llc's view of asm, the whole file passes."""
    rc = mirpass_main(["replay", str(UPSTREAM_TESTS / name)])
    out = capsys.readouterr().out
    if name != "mai-hazards.mir":
        assert rc == 0 and "1 RUN lines: 1 PASS, 0 FAIL, 0 UNSUPPORTED" in out
        return
    assert rc == 1 and "function: asm_write_vgpr_accvgpr_write_read" in out, out
    source = UPSTREAM_TESTS / name
    outputs = {}
    for mode in ([], ["--llvm-compat=22"]):
        args = ["-mtriple=amdgcn", "-mcpu=gfx908", "-run-pass=post-RA-hazard-rec", *mode, str(source)]
        args += ["-o", "-"]
        assert mirpass_main(args) == 0
        outputs[bool(mode)] = capsys.readouterr().out
    default, compat = (outputs[k].split("\n---\n") for k in (False, True))
    differ = [re.search(r"^name:\s+(\S+)", a, re.M) for a, b in zip(default, compat, strict=True) if a != b]
    assert differ and all(m is not None and m[1].startswith("asm_") for m in differ), differ
    checked = "".join(ln for ln in outputs[True].splitlines(True) if not ln.lstrip().startswith("#"))
    filecheck = subprocess.run(
        [str(LLVM_BIN / "FileCheck"), "--check-prefix=GCN", str(source)],
        input=checked,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert filecheck.returncode == 0, filecheck.stderr[-2000:]


@requires_llc
@needs_upstream
def test_shift64_equals_llc22(tmp_path):
    """hazard-shift64.mir through mirpass gives llc 22's bodies, function by function. (The
    stored test predates LLVM 22's V_MOV form, PR 171871, and llc 22 fails it as mirpass does;
    llc also reorders a bundle header's operands, which no pass of mirpass rewrites.)"""
    text = (UPSTREAM_TESTS / "hazard-shift64.mir").read_text()
    theirs = _bodies(_llc(text, "gfx90a", tmp_path))
    mine = _bodies(_run(text, "gfx90a"))
    assert len(mine) == len(theirs) == 15
    for a, b in zip(theirs, mine, strict=True):
        norm = [s for s in a if not s.startswith("BUNDLE")]
        assert norm == [s for s in b if not s.startswith("BUNDLE")]
    # the rewrites happened, both forms
    assert sum("V_SWAP_B32" in s for f in theirs for s in f) >= 10
    assert sum("V_MOV_B32_e32" in s for f in theirs for s in f) >= 5


SHIFT = "renamable $vgpr2_vgpr3 = V_LSHRREV_B64_e64 killed $vgpr{amt}, killed $vgpr2_vgpr3, implicit $exec"


@requires_llc
@pytest.mark.parametrize("amt,touched", [(7, True), (39, True), (6, False), (8, False)])
def test_shift64_only_for_the_last_vgpr_of_a_block(amt, touched, tmp_path):
    body = f"$vgpr{amt} = IMPLICIT_DEF\n$vgpr2_vgpr3 = IMPLICIT_DEF\n" + SHIFT.format(amt=amt)
    text = "---\nname: f\ntracksRegLiveness: true\nbody: |\n  bb.0:\n" + "".join(
        f"    {s}\n" for s in body.splitlines()
    )
    mine = _bodies(_run(text, "gfx90a"))
    assert mine == _bodies(_llc(text, "gfx90a", tmp_path))
    assert any("V_SWAP_B32" in s for s in mine[0]) == touched
    # llc 22 has the bug on gfx90a only; LLVM main (PR 183839, the default mode) on the gfx940
    # family too, never on gfx908
    for cpu in ("gfx942", "gfx950"):
        assert _bodies(_run(text, cpu, {"llvm-compat": "22"})) == _bodies(_llc(text, cpu, tmp_path))
        assert not any("V_SWAP_B32" in s for s in _bodies(_run(text, cpu, {"llvm-compat": "22"}))[0])
        assert any("V_SWAP_B32" in s for s in _bodies(_run(text, cpu))[0]) == touched
    assert not any("V_SWAP_B32" in s for s in _bodies(_run(text, "gfx908"))[0])


@requires_llc
@needs_upstream
@pytest.mark.parametrize("cpu", ["gfx942", "gfx950"])
def test_shift64_gfx940_family_as_gfx90a(cpu, tmp_path):
    """After PR 183839 hazard-shift64.mir runs gfx942 and gfx950 under gfx90a's check prefix:
    by default mirpass gives them llc 22's gfx90a bodies (the stored test's inputs); with
    `--llvm-compat=22` llc 22's own (no rewrite there)."""
    text = (UPSTREAM_TESTS / "hazard-shift64.mir").read_text()
    gfx90a = _bodies(_llc(text, "gfx90a", tmp_path))
    mine = _bodies(_run(text, cpu))
    assert len(mine) == len(gfx90a) == 15
    for a, b in zip(gfx90a, mine, strict=True):
        assert [s for s in a if not s.startswith("BUNDLE")] == [s for s in b if not s.startswith("BUNDLE")]
    theirs = _bodies(_llc(text, cpu, tmp_path))
    compat = _bodies(_run(text, cpu, {"llvm-compat": "22"}))
    for a, b in zip(theirs, compat, strict=True):
        assert [s for s in a if not s.startswith("BUNDLE")] == [s for s in b if not s.startswith("BUNDLE")]
    assert not any("V_SWAP_B32" in s or "V_MOV_B32" in s for f in theirs for s in f)


# ---- the corpus ------------------------------------------------------------------------------


def _corpus(stage: str) -> list[Path]:
    return [p for p in sorted(CORPUS.glob(f"*.{stage}.mir")) if p.name.split(".")[1] in ("gfx908", "gfx90a")]


@pytest.mark.parametrize("before", _corpus("before-hazard"), ids=lambda p: p.name)
def test_corpus_equals_llc(before):
    """`--llvm-compat=22` on llc's input gives llc's output byte for byte (the corpus's
    after-hazard file), and the default mode inserts no fewer wait states."""
    after = Path(str(before).replace("before-hazard", "after-hazard")).read_text()
    text = before.read_text()
    mir = read(text, str(before))
    run_passes(mir, ["post-RA-hazard-rec"], resolve(mir), {"llvm-compat": "22"})
    assert to_text(mir) == after
    mir = read(text, str(before))
    run_passes(mir, ["post-RA-hazard-rec"], resolve(mir), {})
    src, theirs, mine = fz.nops_before(text), fz.nops_before(after), fz.nops_before(to_text(mir))
    for name, inp in src.items():
        a, b = fz.inserted(inp, theirs[name]), fz.inserted(inp, mine[name])
        assert a is not None and b is not None
        for x, y in zip(a, b, strict=True):
            assert _states(y) >= _states(x)


def _states(nops: str) -> int:
    return sum(int(n) + 1 for n in re.findall(r"S_NOP (\d+)", nops))


def test_corpus_has_padding_on_both_cpus():
    """The corpus is worth comparing: llc pads gfx908 and gfx90a kernels there."""
    for cpu in ("gfx908", "gfx90a"):
        text = "".join(p.read_text() for p in _corpus("after-hazard") if f".{cpu}." in p.name)
        assert text.count("S_NOP") >= 20


# ---- fuzzing ---------------------------------------------------------------------------------


@requires_llc
@pytest.mark.parametrize("cpu", ["gfx908", "gfx90a"])
def test_fuzz_small(cpu, tmp_path):
    gen = fz.Gen(cpu, random.Random(f"ci:{cpu}"))
    funcs = [gen.function(f"f{i}") for i in range(200)]
    count, bad = fz.run_batch(cpu, funcs, str(tmp_path), cpu)
    assert count == 200
    assert bad == []


# ---- rules that differ from gfx942, from subtarget features -----------------------------------

STORE = "GLOBAL_STORE_DWORDX4 $vgpr10_vgpr11, $vgpr0_vgpr1_vgpr2_vgpr3, 0, 0, implicit $exec"
OVERWRITE = "$vgpr1 = V_MOV_B32_e32 0, implicit $exec"


@requires_llc
@pytest.mark.parametrize("cpu,states", [("gfx908", 1), ("gfx90a", 1), ("gfx942", 2)])
def test_store_data_overwrite_wait_states(cpu, states, tmp_path):
    """checkVALUHazardsHelper: 2 wait states on gfx940+, 1 before (a constant LLVM takes from
    hasGFX940Insts)."""
    text = _func(f"{STORE}\n{OVERWRITE}")
    out = _run(text, cpu)
    assert _states(out) == states
    assert _states(_llc(text, cpu, tmp_path)) == states


def test_no_cpu_names_in_the_rules():
    """Differences between CPUs are subtarget features (mirpass/target/features.py)."""
    for path in HAZARDS.glob("*.py"):
        if path.name == "records.py":  # the opcode-table fallback lists tables, not rules
            continue
        code = "\n".join(s for s in path.read_text().splitlines() if not s.lstrip().startswith("#"))
        assert not re.search(r"""(==|!=|\bin)\s*\(?\s*["']gfx\d""", code), path.name
        assert ".cpu ==" not in code and "cpu in (" not in code, path.name
    assert {f.cpu for f in HAZARD_FEATURES.values() if f.shift64_high_reg_bug} == {"gfx90a"}
    main = {f.cpu for f in HAZARD_FEATURES.values() if f.shift64_high_reg_bug_main}
    assert main == {"gfx90a", "gfx942", "gfx950"}
    assert {f.cpu for f in HAZARD_FEATURES.values() if not f.gfx90a_insts} == {"gfx908"}


# ---- issue 13: each rule its own id ------------------------------------------------------------

VCC_WRITE = "$vcc = V_CMP_EQ_U32_e64 $vgpr0, $vgpr1, implicit $exec"
DIV_FMAS = (
    "$vgpr2 = V_DIV_FMAS_F32_e64 0, $vgpr3, 0, $vgpr4, 0, $vgpr5, 0, 0, implicit $mode, implicit $vcc, "
    "implicit $exec"
)
LANE_WRITE = "$sgpr4 = V_READFIRSTLANE_B32 $vgpr0, implicit $exec"
READLANE = "$sgpr5 = V_READLANE_B32 $vgpr1, $sgpr4, implicit $exec"


@requires_llc
@pytest.mark.parametrize("cpu", ["gfx90a", "gfx942"])
@pytest.mark.parametrize(
    "body,rule",
    [
        (f"{VCC_WRITE}\n{DIV_FMAS}", "valu-vcc-div-fmas"),
        (f"{LANE_WRITE}\n{READLANE}", "valu-sgpr-lane-select"),
    ],
)
def test_annotate_names_the_rule(cpu, body, rule, tmp_path):
    """A VALU writing VCC before v_div_fmas, and the SGPR lane select before v_readlane, need 4
    wait states (checkDivFMasHazards, checkRWLaneHazards); --annotate names that rule."""
    src = tmp_path / "f.mir"
    src.write_text(_func(body))
    out = tmp_path / "out.mir"
    args = [f"-mcpu={cpu}", "-run-pass", "post-RA-hazard-rec", "--annotate", str(src), "-o", str(out)]
    assert mirpass_main(args) == 0
    text = out.read_text()
    assert f"; mirpass hazard {rule}: {R.RULES[rule].text}" in text
    assert "requires 4 wait states, has 0" in text
    assert _states(text) == 4 == _states(_llc(src.read_text(), cpu, tmp_path))


def test_every_rule_id_used_is_declared():
    """Every rule id the checks report is in RULES, with its own text."""
    used = set()
    for path in HAZARDS.glob("*.py"):
        used |= set(re.findall(r"""acc\.add\([^"]*"([a-z0-9-]+)\"""", path.read_text()))
        used |= set(re.findall(r"""local\.add\([^"]*"([a-z0-9-]+)\"""", path.read_text()))
        used |= set(re.findall(r"""rule = "([a-z0-9-]+)\"""", path.read_text()))
        used |= set(re.findall(r"""rule, hwreg = [^,]+, "([a-z0-9-]+)\"""", path.read_text()))
        used |= set(re.findall(r"""return [^\n]*, "([a-z0-9-]+)"$""", path.read_text(), re.M))
    assert used and used <= set(R.RULES), sorted(used - set(R.RULES))
    texts = [r.text for r in R.RULES.values()]
    assert len(texts) == len(set(texts))


# ---- LLVM main in the default mode -------------------------------------------------------------

MFMA_A = (
    "$agpr0_agpr1_agpr2_agpr3 = {op} $vgpr0_vgpr1, $vgpr2_vgpr3, $agpr0_agpr1_agpr2_agpr3, 0, 0, 0, "
    "implicit $mode, implicit $exec"
)


@requires_llc
@pytest.mark.parametrize(
    "other,default", [("V_MFMA_F32_16X16X16BF16_1K_e64", 8), ("V_MFMA_F32_16X16X16F16_e64", 0)]
)
def test_full_srcc_by_a_different_mfma_gfx90a(other, default, tmp_path):
    """LLVM PR 218363 on gfx90a: an identical SrcC read by a *different* MFMA gets the
    overlapping-SrcC wait states (gfx90a: the producer's passes, 8 for a 16x16x16 F16, for a
    consumer that is not a DGEMM); the same opcode keeps the accumulation chain's 0. llc 22 and
    --llvm-compat=22: 0 for both."""
    text = _func(MFMA_A.format(op="V_MFMA_F32_16X16X16F16_e64") + "\n" + MFMA_A.format(op=other))
    assert _states(_run(text, "gfx90a")) == default
    assert _states(_run(text, "gfx90a", {"llvm-compat": "22"})) == 0
    assert _states(_llc(text, "gfx90a", tmp_path)) == 0
