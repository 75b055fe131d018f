"""The hazard pass writing gfx12 assembly: `v_nop` (V_NOP_e32) and `s_wait_alu` (S_WAITCNT_DEPCTR).

Two differentials against llc 22:
* the corpus (tests/asm/corpus/*.gfx12*.s, llc's final assembly): with every `v_nop` deleted,
  the pass in LLVM 22 mode writes the file back byte for byte. The corpus MIR shows that llc's
  hazard pass made exactly those V_NOP_e32s and no S_WAITCNT_DEPCTR (the corpus's `s_wait_alu`
  lines come from amdgpu-wait-sgpr-hazards, which runs later), so no `s_wait_alu` is deleted;
* upstream hazard tests through llc: the lines llc's `.s` gains when the hazard pass runs
  (`-start-before` against `-start-after=post-RA-hazard-rec`) are deleted from the `-start-before`
  file, and the pass must put them back byte for byte. (The `-start-after` file itself is not
  the input: llc's later s_delay_alu and code-size comments count the inserted v_nops.)
The writer's field spelling is checked against llvm-mc 22's printer, which llc shares.
"""

from __future__ import annotations

import difflib
import re
import subprocess
from pathlib import Path

import pytest

from mirpass.asm.writer import depctr
from mirpass.cli import main

from conftest import CORPUS, LLVM_BIN, ROOT, UPSTREAM_TESTS, have_llc, run_llc

ASM_CORPUS = ROOT / "tests" / "asm" / "corpus"
FILES = sorted(ASM_CORPUS.glob("*.gfx12*.s"))
LLVM_MC = LLVM_BIN / "llvm-mc"
pytestmark = pytest.mark.skipif(not LLVM_MC.exists(), reason="llvm-mc 22 is not installed")
_V_NOP = re.compile(r"^\tv_nop\s*$")
# What llc's hazard pass adds to a gfx12 `.s`.
_HAZARD_LINE = re.compile(r"^\t(v_nop|s_wait_alu|s_nop)\b")


def cpu_of(path: Path) -> str:
    return path.name.split(".")[1]


def assembles(path: Path, cpu: str) -> subprocess.CompletedProcess[str]:
    args = [str(LLVM_MC), "-triple=amdgcn-amd-amdhsa", f"-mcpu={cpu}", "-filetype=obj", "-o", "/dev/null"]
    return subprocess.run([*args, str(path)], capture_output=True, text=True, timeout=120)


def restored(text: str, name: str, cpu: str, tmp_path: Path) -> Path:
    """The pass's output, in LLVM 22 mode, for the assembly `text`."""
    src = tmp_path / name
    src.write_text(text)
    out = tmp_path / f"{name}.out.s"
    assert (
        main([f"-mcpu={cpu}", "-run-pass=post-RA-hazard-rec", "--llvm-compat=22", str(src), "-o", str(out)])
        == 0
    )
    return out


def _count(path: Path, opcode: str) -> int:
    return sum(line.split("=")[-1].split()[0:1] == [opcode] for line in path.read_text().splitlines())


@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_corpus_v_nops_restored(path: Path, tmp_path: Path):
    original = path.read_text()
    lines = original.splitlines(keepends=True)
    stripped = "".join(line for line in lines if not _V_NOP.match(line))
    nops = len(lines) - len(stripped.splitlines(keepends=True))
    stem = path.name.removesuffix(".s")
    before, after = CORPUS / f"{stem}.before-hazard.mir", CORPUS / f"{stem}.after-hazard.mir"
    # llc's hazard pass made every v_nop of the file and no s_wait_alu.
    assert _count(after, "V_NOP_e32") - _count(before, "V_NOP_e32") == nops
    assert _count(after, "S_WAITCNT_DEPCTR") == _count(before, "S_WAITCNT_DEPCTR")
    out = restored(stripped, path.name, cpu_of(path), tmp_path)
    assert out.read_text() == original
    if nops:
        proc = assembles(out, cpu_of(path))
        assert proc.returncode == 0, proc.stderr


def test_corpus_has_v_nops():
    # So that the test above cannot pass by having nothing to restore.
    nops = [sum(1 for line in p.read_text().splitlines(keepends=True) if _V_NOP.match(line)) for p in FILES]
    assert len(FILES) == 32 and sum(nops) == 22 and sum(n > 0 for n in nops) == 4


# Upstream hazard tests whose llc output gains v_nop / s_wait_alu lines on that CPU.
PAIRS = [
    ("hazard-getreg-waitalu.mir", "gfx1250"),
    ("trans-forwarding-hazards.mir", "gfx1250"),
    ("wmma-hazards-gfx12-w32.mir", "gfx1200"),
]


def _llc_asm(mir: Path, cpu: str, where: str) -> str:
    proc = run_llc(
        ["-mtriple=amdgcn-amd-amdhsa", f"-mcpu={cpu}", f"-{where}=post-RA-hazard-rec", str(mir), "-o", "-"]
    )
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


@pytest.mark.skipif(
    not have_llc() or not UPSTREAM_TESTS.is_dir(), reason="needs llc 22 and ../shared/llvm-tests"
)
@pytest.mark.parametrize(("name", "cpu"), PAIRS, ids=[f"{n}-{c}" for n, c in PAIRS])
def test_upstream_hazard_lines_restored(name: str, cpu: str, tmp_path: Path):
    without = _llc_asm(UPSTREAM_TESTS / name, cpu, "start-after").splitlines(keepends=True)
    want = _llc_asm(UPSTREAM_TESTS / name, cpu, "start-before")
    lines = want.splitlines(keepends=True)
    added: set[int] = set()  # lines of `want` that the hazard pass made
    for tag, _i1, _i2, j1, j2 in difflib.SequenceMatcher(None, without, lines, autojunk=False).get_opcodes():
        if tag in ("insert", "replace"):
            added.update(j for j in range(j1, j2) if _HAZARD_LINE.match(lines[j]))
    assert added, "llc's hazard pass inserted nothing: the pair tests nothing"
    stripped = "".join(line for j, line in enumerate(lines) if j not in added)
    out = restored(stripped, name.replace(".mir", ".s"), cpu, tmp_path)
    assert out.read_text() == want
    proc = assembles(out, cpu)
    assert proc.returncode == 0, proc.stderr


# S_WAITCNT_DEPCTR immediates the gfx12 hazard code makes (vm_vsrc(0), va_vdst(N), all zero,
# sa_sdst(0)+va_sdst(0)), the default, a combination, and one with bits of no field.
IMMEDIATES = [0xFF83, 0x0F9F, 0x3F9F, 0x0000, 0xF19E, 0xFF9F, 0x0F83, 0xFF9D, 0xFF1F, 0xFFFF, 0x0FFF]


def _llvm_mc_print(line: str, cpu: str) -> str:
    proc = subprocess.run(
        [str(LLVM_MC), "-triple=amdgcn-amd-amdhsa", f"-mcpu={cpu}"],
        input=line,
        capture_output=True,
        text=True,
    )
    assert proc.returncode == 0, proc.stderr
    return proc.stdout.splitlines()[-1].strip()


@pytest.mark.parametrize("cpu", ["gfx1100", "gfx1200", "gfx1250"])
def test_depctr_spelling_matches_llvm_mc(cpu: str):
    mnemonic = "s_waitcnt_depctr" if cpu == "gfx1100" else "s_wait_alu"
    for imm in IMMEDIATES:
        assert depctr(mnemonic, imm) == _llvm_mc_print(f"{mnemonic} {imm:#x}", cpu), hex(imm)
    assert depctr("s_wait_alu", -125) == "s_wait_alu depctr_vm_vsrc(0)"  # 0xff83 sign-extended
