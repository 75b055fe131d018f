"""`mirpass check --waits`: the independent verifier behind the command line."""

from __future__ import annotations

import subprocess
import sys

import pytest

from conftest import CORPUS, run_mirpass

KERNELS = ["reduce_lds.gfx942", "gemm_mfma_f16.gfx950", "wmma_gemm.gfx1200", "attention_fwd.gfx1250"]


def check(*args: str) -> subprocess.CompletedProcess[str]:
    return run_mirpass(["check", *args], timeout=300)


@pytest.mark.parametrize("kernel", KERNELS)
def test_input_without_waits_is_reported_and_mirpass_output_is_clean(kernel, tmp_path):
    src = CORPUS / f"{kernel}.before-waitcnt.mir"
    before = check("--waits", str(src))
    assert before.returncode == 1
    lines = before.stdout.splitlines()
    assert lines and all(f"{src}:" in line and ": wait: " in line for line in lines[:-1])
    out = tmp_path / "out.mir"
    done = subprocess.run(
        [sys.executable, "-m", "mirpass.cli", "-run-pass=si-insert-waitcnts", str(src), "-o", str(out)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    after = check("--waits", str(out))
    assert after.returncode == 0, after.stdout


@pytest.mark.parametrize("kernel", ["reduce_lds.gfx942", "gemm_mfma_f16.gfx950", "wmma_gemm.gfx1200"])
def test_llc_output_is_clean(kernel):
    proc = check("--waits", str(CORPUS / f"{kernel}.after-waitcnt.mir"))
    assert proc.returncode == 0, proc.stdout
