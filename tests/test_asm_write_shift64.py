"""The shift64 rewrite written as assembly (gfx90a's fixShift64HighRegBug).

Differential against llc 22 on the upstream hazard-shift64.mir: llc's `.s` with the hazard pass
(`-start-before=post-RA-hazard-rec`) is the expected output, llc's `.s` without it
(`-start-after=post-RA-hazard-rec`) the input. The one difference mirpass leaves is llc's
`; codeLenInByte = N` comment, which counts the inserted bytes; mirpass changes no comment, so
the input takes those lines from the expected file (the test asserts that nothing else differs
in them). Everything else must match byte for byte, and the output assembles.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from mirpass.asm import read_asm
from mirpass.asm.writer import register_text, replace_register, to_text
from mirpass.cli import main

from conftest import LLVM_BIN, UPSTREAM_TESTS, have_llc, run_llc

LLVM_MC = LLVM_BIN / "llvm-mc"
SHIFT64 = UPSTREAM_TESTS / "hazard-shift64.mir"
pytestmark = pytest.mark.skipif(
    not LLVM_MC.exists() or not have_llc() or not SHIFT64.exists(),
    reason="needs llc/llvm-mc 22 and the upstream test",
)
_CODE_LEN = re.compile(r"^; codeLenInByte = \d+\s*$")


def _llc_asm(cpu: str, where: str) -> str:
    args = [
        "-mtriple=amdgcn-amd-amdhsa",
        f"-mcpu={cpu}",
        f"-{where}=post-RA-hazard-rec",
        str(SHIFT64),
        "-o",
        "-",
    ]
    proc = run_llc(args)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


def _with_code_lengths(text: str, want: str) -> str:
    lens = iter([line for line in want.splitlines(keepends=True) if _CODE_LEN.match(line)])
    out = [next(lens) if _CODE_LEN.match(line) else line for line in text.splitlines(keepends=True)]
    assert next(lens, None) is None
    return "".join(out)


def _run(text: str, cpu: str, tmp_path: Path, *extra: str) -> Path:
    src, out = tmp_path / "in.s", tmp_path / "out.s"
    src.write_text(text)
    assert main([f"-mcpu={cpu}", "-run-pass=post-RA-hazard-rec", *extra, str(src), "-o", str(out)]) == 0
    return out


def _assembles(path: Path, cpu: str) -> None:
    args = [str(LLVM_MC), "-triple=amdgcn-amd-amdhsa", f"-mcpu={cpu}", "-filetype=obj", "-o", "/dev/null"]
    proc = subprocess.run([*args, str(path)], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr


def test_llc_shift64_rewrite_reproduced(tmp_path: Path):
    want = _llc_asm("gfx90a", "start-before")
    given = _with_code_lengths(_llc_asm("gfx90a", "start-after"), want)
    assert given != want  # llc's hazard pass rewrote something
    assert len(re.findall(r"^\tv_swap_b32 ", want, re.M)) >= 20 and "\tv_mov_b32_e32 " in want
    out = _run(given, "gfx90a", tmp_path, "--llvm-compat=22")
    assert out.read_text() == want
    _assembles(out, "gfx90a")


@pytest.mark.parametrize("cpu", ["gfx942", "gfx950"])
def test_default_mode_rewrites_gfx94x(cpu: str, tmp_path: Path):
    """LLVM main (and the default mode) rewrite on gfx942/gfx950 too: the shift's new line
    decodes, with llvm-mc -show-inst, to the moved amount register."""
    given = _llc_asm(cpu, "start-after")
    out = _run(given, cpu, tmp_path)
    text = out.read_text()
    assert "\tv_swap_b32 v0, v7\n\tv_lshrrev_b64 v[2:3], v0, v[2:3]\n\tv_swap_b32 v7, v0\n" in text
    _assembles(out, cpu)
    proc = subprocess.run(
        [str(LLVM_MC), "-triple=amdgcn-amd-amdhsa", f"-mcpu={cpu}", "-show-inst"],
        input="".join(
            line + "\n" for line in text.splitlines() if "v_lshrrev_b64 v[2:3], v0, v[2:3]" in line
        ),
        capture_output=True,
        text=True,
    )
    assert proc.returncode == 0, proc.stderr
    # vdst, the amount, src: the amount the rewrite moved is v0 in the machine instruction.
    regs = re.findall(r"<MCOperand Reg:(\w+)>", proc.stdout)
    assert regs and regs[:3] == ["VGPR2_VGPR3", "VGPR0", "VGPR2_VGPR3"]


def test_register_spelling():
    assert register_text("$vgpr7") == "v7"
    assert register_text("$vgpr2_vgpr3") == "v[2:3]"
    assert register_text("$sgpr4_sgpr5_sgpr6_sgpr7") == "s[4:7]"
    with pytest.raises(ValueError):
        register_text("$vgpr2_vgpr4")


_TINY = """\t.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
\t.text
\t.globl\tf
\t.type\tf,@function
f:
\tv_lshrrev_b64 v[2:3], v7, v[2:3] ; keep this comment
\ts_setpc_b64 s[30:31]
.Lfunc_end0:
\t.size\tf, .Lfunc_end0-f
"""


def test_replace_register_keeps_the_rest_of_the_line():
    asm = read_asm(_TINY, "tiny.s")
    shift = asm.instructions[0]
    replace_register(asm, shift, 1, "v7", "v0")
    replace_register(asm, shift, 0, "v[2:3]", "v[4:5]")
    assert to_text(asm).splitlines()[5] == "\tv_lshrrev_b64 v[4:5], v0, v[2:3] ; keep this comment"
    with pytest.raises(ValueError):
        replace_register(asm, shift, 2, "v[6:7]", "v[0:1]")  # not what the line says


_BLOCK_END = """\t.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
\t.text
\t.globl\tf
\t.type\tf,@function
f:
\ts_cmp_eq_u32 s0, 0
\ts_cbranch_scc0 .LBB0_2
; %bb.1:
\tv_lshrrev_b64 v[2:3], v7, v[2:3]
.LBB0_2:
\ts_setpc_b64 s[30:31]
.Lfunc_end0:
\t.size\tf, .Lfunc_end0-f
"""


def test_swap_back_stays_in_the_shifts_block(tmp_path: Path):
    """A shift ending its block: LLVM puts the swap back right after it, in its block (upstream
    highest_reg_shift_amt_v7 shows the same three lines); after the next label a branch to that
    block would run the swap too."""
    out = _run(_BLOCK_END, "gfx90a", tmp_path, "--llvm-compat=22").read_text()
    expected = (
        "; %bb.1:\n\ts_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)\n\tv_swap_b32 v0, v7\n"
        "\tv_lshrrev_b64 v[2:3], v0, v[2:3]\n\tv_swap_b32 v7, v0\n.LBB0_2:\n\ts_setpc_b64 s[30:31]\n"
    )
    assert expected in out
    _assembles(tmp_path / "out.s", "gfx90a")
