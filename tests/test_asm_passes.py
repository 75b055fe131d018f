"""The hazard pass and `mirpass check --hazards` on assembly, from the command line.

The oracle is llc 22: its final `.s` of every corpus kernel (tests/asm/corpus, gfx942 and
gfx950), and, for small programs written here, llc's own `-run-pass=post-RA-hazard-rec` on the
same instructions written as MIR.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from mirpass.cli import main

from conftest import LLVM_BIN, ROOT, run_llc

ASM_CORPUS = ROOT / "tests" / "asm" / "corpus"
FILES = sorted(p for p in ASM_CORPUS.glob("*.s") if p.name.split(".")[1] in ("gfx942", "gfx950"))
WITH_NOPS = [p for p in FILES if "\ts_nop " in p.read_text()]
LLVM_MC = LLVM_BIN / "llvm-mc"
pytestmark = pytest.mark.skipif(not LLVM_MC.exists(), reason="llvm-mc 22 is not installed")

_NOP = re.compile(r"^\ts_nop (\d+)\s*$")
_INSTRUCTION = re.compile(r"^\t[a-z]")
_SHORT = re.compile(r"\(short by (\d+)\)$")


def _ids(paths: list[Path]) -> list[str]:
    return [p.name for p in paths]


def cpu_of(path: Path) -> str:
    return path.name.split(".")[1]


def strip_nops(text: str) -> str:
    return "".join(line for line in text.splitlines(keepends=True) if not _NOP.match(line))


def assembles(path: Path, cpu: str) -> subprocess.CompletedProcess[str]:
    cmd = [str(LLVM_MC), "-triple=amdgcn-amd-amdhsa", f"-mcpu={cpu}", "-filetype=obj", str(path)]
    cmd += ["-o", "/dev/null"]
    return subprocess.run(cmd, capture_output=True, text=True, timeout=120)


def check(capsys, *args: str) -> tuple[int, list[str], str]:
    """`mirpass check ARGS`: exit code, the findings (standard output lines), standard error."""
    capsys.readouterr()
    rc = main(["check", *args])
    out = capsys.readouterr()
    return rc, out.out.splitlines(), out.err


@pytest.mark.parametrize("path", FILES, ids=_ids(FILES))
def test_pass_restores_llc_nops(path: Path, tmp_path: Path):
    """With every s_nop deleted from llc's .s, the pass in LLVM 22 mode writes llc's file back,
    byte for byte, and llvm-mc assembles it; on llc's own file it changes nothing."""
    original = path.read_text()
    stripped = tmp_path / path.name
    stripped.write_text(strip_nops(original))
    out = tmp_path / "out.s"
    assert main(["-run-pass=post-RA-hazard-rec", "--llvm-compat=22", str(stripped), "-o", str(out)]) == 0
    assert out.read_text() == original
    proc = assembles(out, cpu_of(path))
    assert proc.returncode == 0, proc.stderr
    again = tmp_path / "again.s"
    assert main(["-run-pass=post-RA-hazard-rec", "--llvm-compat=22", str(path), "-o", str(again)]) == 0
    assert again.read_bytes() == path.read_bytes()


def test_the_corpus_has_nops_to_restore():
    # So that the test above cannot pass by having nothing to do.
    nops = sum(1 for p in FILES for line in p.read_text().splitlines(keepends=True) if _NOP.match(line))
    assert len(FILES) == 40 and nops == 85 and len(WITH_NOPS) >= 10


@pytest.mark.parametrize("mode", [["--llvm-compat=22"], []], ids=["llvm22", "default"])
@pytest.mark.parametrize("path", FILES, ids=_ids(FILES))
def test_check_is_clean_on_llc_output(path: Path, mode: list[str], capsys):
    """llc 22's final assembly has every hazard covered, by llc 22's rules and by the default
    (LLVM main's) rules alike: no corpus kernel hits a rule where the two differ."""
    rc, found, err = check(capsys, "--hazards", *mode, str(path))
    assert (rc, found, err) == (0, [], "")


def _deletions(path: Path):
    """(text with the k-th s_nop deleted, 1-based line of the instruction after it, N+1)."""
    lines = path.read_text().splitlines(keepends=True)
    for k, line in enumerate(lines):
        m = _NOP.match(line)
        if m is None:
            continue
        rest = lines[:k] + lines[k + 1 :]
        # The instruction the s_nop stood before (past any further s_nop).
        ahead = range(k, len(rest))
        after = next(j for j in ahead if _INSTRUCTION.match(rest[j]) and not _NOP.match(rest[j]))
        yield "".join(rest), after + 1, int(m.group(1)) + 1


@pytest.mark.parametrize("path", WITH_NOPS, ids=_ids(WITH_NOPS))
def test_deleting_any_nop_is_reported(path: Path, tmp_path: Path, capsys):
    """Seeded defects: each s_nop of llc's file deleted in turn is reported, once, at the
    instruction that followed it, short by exactly the wait states the s_nop gave."""
    seeded = tmp_path / path.name
    count = 0
    for text, line, states in _deletions(path):
        seeded.write_text(text)
        rc, found, err = check(capsys, "--hazards", "--llvm-compat=22", str(seeded))
        assert rc == 1 and len(found) == 1, (line, found)
        assert found[0].startswith(f"{seeded}:{line}:2: hazard: "), found
        m = _SHORT.search(found[0])
        assert m is not None and int(m.group(1)) == states, found
        assert err == "1 problem found\n"
        count += 1
    assert count > 0


def test_deleting_a_nop_is_reported_in_the_default_mode(tmp_path: Path, capsys):
    path = ASM_CORPUS / "wave_softmax_dpp.gfx950.s"
    seeded = tmp_path / path.name
    for text, line, states in _deletions(path):
        seeded.write_text(text)
        rc, found, _ = check(capsys, "--hazards", str(seeded))
        assert rc == 1 and [f.split(": hazard:")[0] for f in found] == [f"{seeded}:{line}:2"]
        assert found[0].endswith(f"(short by {states})")


# Small programs, each instruction as assembly and as llc's MIR: llc 22 runs the pass on the MIR,
# mirpass on the assembly, and the NOPs must be the same, before the same instructions.
PROGRAMS = {
    "mfma-then-reads": [
        (
            "v_mfma_f32_16x16x16_f16 a[0:3], v[0:1], v[2:3], a[0:3]",
            "$agpr0_agpr1_agpr2_agpr3 = V_MFMA_F32_16X16X16F16_e64 $vgpr0_vgpr1, $vgpr2_vgpr3, "
            "$agpr0_agpr1_agpr2_agpr3, 0, 0, 0, implicit $mode, implicit $exec",
        ),
        ("v_accvgpr_read_b32 v4, a0", "$vgpr4 = V_ACCVGPR_READ_B32_e64 $agpr0, implicit $exec"),
        (
            "v_mfma_f32_32x32x8_f16 v[0:15], v[20:21], v[22:23], v[0:15]",
            f"${'_'.join(f'vgpr{i}' for i in range(16))} = V_MFMA_F32_32X32X8F16_mac_vgprcd_e64 "
            f"$vgpr20_vgpr21, $vgpr22_vgpr23, ${'_'.join(f'vgpr{i}' for i in range(16))}, 0, 0, 0, "
            "implicit $mode, implicit $exec",
        ),
        (
            "v_add_f32_e32 v30, v1, v31",
            "$vgpr30 = V_ADD_F32_e32 $vgpr1, $vgpr31, implicit $mode, implicit $exec",
        ),
    ],
    "sgpr-lane-mask": [
        (
            "v_cmp_lt_f32_e64 s[4:5], v0, v1",
            "$sgpr4_sgpr5 = V_CMP_LT_F32_e64 0, $vgpr0, 0, $vgpr1, 0, implicit $mode, implicit $exec",
        ),
        (
            "v_cndmask_b32_e64 v2, v3, v4, s[4:5]",
            "$vgpr2 = V_CNDMASK_B32_e64 0, $vgpr3, 0, $vgpr4, $sgpr4_sgpr5, implicit $exec",
        ),
        ("v_readfirstlane_b32 s6, v2", "$sgpr6 = V_READFIRSTLANE_B32 $vgpr2, implicit $exec"),
        ("v_mov_b32_e32 v5, s6", "$vgpr5 = V_MOV_B32_e32 $sgpr6, implicit $exec"),
    ],
}


def _asm_program(cpu: str, lines: list[str]) -> str:
    body = "".join(f"\t{line}\n" for line in lines)
    return (
        f'\t.amdgcn_target "amdgcn-amd-amdhsa--{cpu}"\n\t.text\n\t.globl f\n\t.p2align 8\n'
        f"\t.type f,@function\nf:\n{body}\ts_endpgm\n.Lfunc_end0:\n\t.size f, .Lfunc_end0-f\n"
    )


def _mir_program(lines: list[str]) -> str:
    body = "".join(f"    {line}\n" for line in lines)
    return f"---\nname: f\nbody: |\n  bb.0:\n{body}    S_ENDPGM 0\n...\n"


def _nops_before(lines: list[str], nop: re.Pattern[str], inst: re.Pattern[str]) -> list[tuple[int, int]]:
    """(index of the instruction, N) for each NOP, in order; instructions counted without NOPs."""
    out, k = [], 0
    for line in lines:
        if m := nop.match(line):
            out.append((k, int(m.group(1))))
        elif inst.match(line):
            k += 1
    return out


@pytest.mark.parametrize("extra", [[], ["-amdgpu-snop-padding=20"]], ids=["plain", "padding"])
@pytest.mark.parametrize("cpu", ["gfx942", "gfx950"])
@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_nops_are_llcs_on_the_same_program(name: str, cpu: str, extra: list[str], tmp_path: Path):
    asm_lines, mir_lines = zip(*PROGRAMS[name], strict=True)
    mir = tmp_path / "p.mir"
    mir.write_text(_mir_program(list(mir_lines)))
    args = ["-mtriple=amdgcn-amd-amdhsa", f"-mcpu={cpu}", *extra, "-run-pass=post-RA-hazard-rec"]
    proc = run_llc([*args, str(mir), "-o", "-"])
    assert proc.returncode == 0, proc.stderr
    body = proc.stdout.split("bb.0:", 1)[1].splitlines()
    mir_nop, mir_inst = re.compile(r"^\s+S_NOP (\d+)\s*$"), re.compile(r"^\s+\S.* = [A-Z]|^\s+S_ENDPGM")
    want = _nops_before(body, mir_nop, mir_inst)
    src = tmp_path / "p.s"
    src.write_text(_asm_program(cpu, list(asm_lines)))
    out = tmp_path / "out.s"
    assert main(["-run-pass=post-RA-hazard-rec", "--llvm-compat=22", *extra, str(src), "-o", str(out)]) == 0
    got = _nops_before(out.read_text().splitlines(), _NOP, _INSTRUCTION)
    assert got == want and want
    assert assembles(out, cpu).returncode == 0


def test_check_names_the_line_and_column_of_both_instructions(tmp_path: Path, capsys):
    src = tmp_path / "k.s"
    src.write_text(_asm_program("gfx942", [a for a, _ in PROGRAMS["mfma-then-reads"]]))
    rc, found, err = check(capsys, "--llvm-compat=22", str(src))
    assert rc == 1 and err == "3 problems found\n"
    assert found[0].startswith(f"{src}:8:2: hazard: V_ACCVGPR_READ_B32_e64 in f: mfma-raw: ")
    assert "after V_MFMA_F32_16X16X16F16_e64 at k.s:7: requires 7 wait states, has 0 (short by 7)" in found[0]
    assert [f.split(": hazard:")[0] for f in found] == [f"{src}:{n}:2" for n in (8, 9, 10)]


def test_annotations_are_assembly_comments(tmp_path: Path):
    src = tmp_path / "k.s"
    src.write_text(_asm_program("gfx950", [a for a, _ in PROGRAMS["sgpr-lane-mask"]]))
    out = tmp_path / "out.s"
    assert main(["-run-pass=post-RA-hazard-rec", "--annotate", str(src), "-o", str(out)]) == 0
    notes = [line for line in out.read_text().splitlines() if line.startswith("\t; mirpass hazard ")]
    assert notes and assembles(out, "gfx950").returncode == 0


def test_input_errors_are_positioned_and_exit_2(tmp_path: Path, capsys):
    bad = tmp_path / "bad.s"
    bad.write_text(_asm_program("gfx942", ["s_nop 0", "v_add_f32 v0, v1"]))
    rc, found, err = check(capsys, str(bad))
    assert rc == 2 and found == [] and err.startswith(f"{bad}:8:") and ": error: " in err


def test_a_cpu_the_options_contradict_is_an_error(capsys):
    path = ASM_CORPUS / "attention_fwd.gfx942.s"
    rc, _, err = check(capsys, "-mtriple=amdgpu9.50", str(path))
    assert rc == 2 and "error" in err


def test_other_passes_are_refused_on_assembly(tmp_path: Path, capsys):
    out = tmp_path / "o.s"
    rc = main(["-run-pass=llc22-compat", str(ASM_CORPUS / "attention_fwd.gfx942.s"), "-o", str(out)])
    assert rc == 1 and "does not run on assembly" in capsys.readouterr().err
    assert not out.exists()


def test_no_nop_can_go_inside_a_macro_expansion(tmp_path: Path, capsys):
    """A `.rept` expands to instructions without lines of their own: a NOP one of them needs
    cannot be placed, and that is an error at the invocation, never a silently missing NOP."""
    src = tmp_path / "m.s"
    mfma = "v_mfma_f32_16x16x16_f16 a[0:3], v[0:1], v[2:3], a[0:3]"
    src.write_text(_asm_program("gfx942", [".rept 2", mfma, "v_accvgpr_read_b32 v4, a0", ".endr"]))
    out = tmp_path / "o.s"
    rc = main(["-run-pass=post-RA-hazard-rec", str(src), "-o", str(out)])
    err = capsys.readouterr().err
    assert rc == 1 and err.startswith(f"{src}:7:2: error: ") and "macro" in err, err
    assert not out.exists()
    rc, found, _ = check(capsys, "--each", str(src))
    assert rc == 1 and len(found) == 2
    assert all(f.startswith(f"{src}:7:2: hazard: V_ACCVGPR_READ_B32_e64 ") for f in found)
    # A NOP the first instruction of an expansion needs goes before the invocation.
    src.write_text(_asm_program("gfx942", [mfma, ".rept 1", "v_accvgpr_read_b32 v4, a0", ".endr"]))
    assert main(["-run-pass=post-RA-hazard-rec", str(src), "-o", str(out)]) == 0
    assert "\ts_nop 6\n\t.rept 1\n" in out.read_text()


def test_a_branch_to_an_unknown_label_is_an_error(tmp_path: Path, capsys):
    """A missing CFG edge would hide the hazards along it."""
    src = tmp_path / "b.s"
    src.write_text(_asm_program("gfx942", ["s_cbranch_scc1 elsewhere", "v_mov_b32_e32 v0, v1"]))
    rc, found, err = check(capsys, str(src))
    assert rc == 2 and found == [] and err.startswith(f"{src}:7:2: error: branch target 'elsewhere'")


def test_mir_input_does_not_load_the_assembly_code():
    import sys

    code = (
        "import sys; from mirpass.cli import main; "
        "rc = main(['-mcpu=gfx942', '-run-pass=post-RA-hazard-rec', '/dev/null', '-o', '/dev/null']); "
        "rc2 = main(['check', '-mcpu=gfx942', '/dev/null']); "
        "print(rc, rc2, sorted(m for m in sys.modules if m.startswith('mirpass.asm') or 'asm_passes' in m))"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert proc.stdout.strip() == "0 0 []", proc.stderr


def test_code_outside_functions_is_an_error_not_clean(tmp_path: Path, capsys):
    src = tmp_path / "nofn.s"
    mfma = "v_mfma_f32_16x16x16_f16 a[0:3], v[0:1], v[2:3], a[0:3]"
    text = _asm_program("gfx942", ["s_nop 0"]).replace("\t.type f,@function\n", "")
    src.write_text(text.replace("f:\n", f"f:\n\t{mfma}\n\tv_accvgpr_read_b32 v4, a0\n"))
    rc, found, err = check(capsys, str(src))
    assert rc == 2 and found == [] and err.startswith(f"{src}:6:2: error: instruction outside any function")


def test_check_hazards_on_gfx12_assembly(capsys):
    """gfx1200 has hazard rules since the gfx12 recognizer: llc 22's own `.s` checks clean."""
    path = ASM_CORPUS / "reduce_lds.gfx1200.s"
    rc, found, err = check(capsys, "--hazards", str(path))
    assert (rc, found) == (0, []) and "error" not in err, err
    rc, found, err = check(capsys, "--waits", str(path))
    assert (rc, found, err) == (0, [], "")
