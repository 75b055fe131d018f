"""`mirpass pipeline` on HIP: kernels/hip_gemm_mfma.hip (MFMA builtins) through clang 22's HIP
device compile, llc 22 and mirpass's passes, for gfx942 and gfx950; its `.s` checks clean; the
CPU comes from the IR for IR input, and one that contradicts the IR is an error."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from mirpass.cli import main

from conftest import LLVM_BIN, ROOT

KERNEL = ROOT / "kernels" / "hip_gemm_mfma.hip"
pytestmark = pytest.mark.skipif(not (LLVM_BIN / "clang").exists(), reason="clang 22 is not installed")


def pipeline(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "mirpass.cli", "pipeline", *args], capture_output=True, text=True, timeout=600
    )


@pytest.mark.parametrize("cpu", ["gfx942", "gfx950"])
def test_hip_gemm_through_pipeline_checks_clean(cpu: str, tmp_path: Path, capsys):
    out = tmp_path / f"gemm.{cpu}.s"
    keep = tmp_path / "mir"
    proc = pipeline(
        f"-mcpu={cpu}", str(KERNEL), "-o", str(out), "--keep-mir", str(keep), "-O3", "-DTILE_K=16"
    )
    assert proc.returncode == 0, proc.stderr
    assert "mirpass passes: si-insert-waitcnts, post-RA-hazard-rec" in proc.stderr
    text = out.read_text()
    assert f'.amdgcn_target "amdgcn-amd-amdhsa--{cpu}' in text
    assert len(re.findall(r"^\tv_mfma_f32_16x16x16_?f16", text, re.M)) == 4
    assert len(re.findall(r"^\tv_mfma_f32_32x32x8_?f16", text, re.M)) == 1
    assert (tmp_path / f"gemm.{cpu}.o").exists()  # llvm-mc assembled it
    ir = (keep / "hip_gemm_mfma.ll").read_text()
    assert f'"target-cpu"="{cpu}"' in ir and "amdgpu_kernel" in ir
    capsys.readouterr()
    assert main(["check", "--hazards", "--waits", str(out)]) == 0
    assert capsys.readouterr().out == ""
    # the check can fail: without the NOP before the accumulator read, it reports the hazard
    lines = text.splitlines(keepends=True)
    nops = [k for k, ln in enumerate(lines) if ln.startswith("\ts_nop ")]
    assert nops
    seeded = tmp_path / "seeded.s"
    seeded.write_text("".join(lines[: nops[-1]] + lines[nops[-1] + 1 :]))
    assert main(["check", "--hazards", "--llvm-compat=22", str(seeded)]) == 1


def test_flags_pass_through_to_clang(tmp_path: Path):
    out = tmp_path / "k.s"
    keep = tmp_path / "mir"
    # TILE_K changes the address arithmetic; a -f option and -O reach clang too (-O0 would keep
    # the stack, -fno-unroll-loops keeps the loops rolled)
    proc = pipeline(
        "-mcpu=gfx942", str(KERNEL), "-o", str(out), "--keep-mir", str(keep), "-O1", "-fno-unroll-loops"
    )
    assert proc.returncode == 0, proc.stderr
    proc = pipeline("-mcpu=gfx942", str(KERNEL), "-o", str(tmp_path / "bad.s"), "-DTILE_K=(")
    assert proc.returncode == 1 and "clang (HIP) failed" in proc.stderr
    assert not (tmp_path / "bad.s").exists()
    proc = pipeline("-mcpu=gfx942", str(KERNEL), "-o", str(out), "--no-such-option")
    assert proc.returncode == 2 and "unrecognized arguments: --no-such-option" in proc.stderr


def test_cpu_comes_from_the_ir_and_may_not_contradict_it(tmp_path: Path):
    ll = tmp_path / "k.ll"
    cmd = [str(LLVM_BIN / "clang"), "-x", "hip", "--offload-arch=gfx950", "-nogpulib", "-nogpuinc"]
    cmd += ["--cuda-device-only", "-O2", "-S", "-emit-llvm", str(KERNEL), "-o", str(ll)]
    subprocess.run(cmd, check=True, capture_output=True, timeout=300)
    out = tmp_path / "k.s"
    proc = pipeline(str(ll), "-o", str(out))
    assert proc.returncode == 0, proc.stderr
    assert '.amdgcn_target "amdgcn-amd-amdhsa--gfx950' in out.read_text()
    wrong = tmp_path / "wrong.s"
    proc = pipeline("-mcpu=gfx942", str(ll), "-o", str(wrong))
    assert proc.returncode == 1
    assert 'contradicts the IR\'s "target-cpu" (gfx950)' in proc.stderr
    assert not wrong.exists()
    proc = pipeline(str(KERNEL), "-o", str(wrong))
    assert proc.returncode == 1 and "-mcpu=CPU is required for a .hip source" in proc.stderr


@pytest.mark.parametrize("cpu", ["gfx942", "gfx950"])
def test_assembly_straight_from_mirpass(cpu: str, tmp_path: Path, capsys):
    """`--via-assembly`: llc 22 writes the `.s`, mirpass's passes rewrite it as assembly."""
    out = tmp_path / "k.s"
    keep = tmp_path / "work"
    proc = pipeline("--via-assembly", f"-mcpu={cpu}", str(KERNEL), "-o", str(out), "--keep-mir", str(keep))
    assert proc.returncode == 0, proc.stderr
    assert (tmp_path / "k.o").exists()
    llc = (keep / "hip_gemm_mfma.llc.s").read_text().splitlines()
    mine = out.read_text().splitlines()

    def keep_only(lines: list[str]) -> list[str]:
        return [ln for ln in lines if not re.match(r"\ts_(waitcnt|nop)\b", ln)]

    assert keep_only(mine) == keep_only(llc)  # only waits and NOPs may differ
    capsys.readouterr()
    assert main(["check", "--hazards", "--waits", str(out)]) == 0
