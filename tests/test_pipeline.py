"""`mirpass pipeline` compiles every corpus kernel for each of its CPUs, and llvm-mc 22 assembles
the result; `mirpass compare` runs over the corpus."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

from conftest import CORPUS, ROOT, requires_llc

pytestmark = requires_llc
KERNELS = sorted((ROOT / "kernels").glob("*.cl"))


def kernel_cpus() -> list[tuple[str, str]]:
    pairs = []
    for path in KERNELS:
        m = re.match(r"//\s*targets:\s*(.*)", path.read_text().splitlines()[0])
        assert m, f"{path.name} has no '// targets:' line"
        pairs += [(path.name, cpu) for cpu in m.group(1).split()]
    return pairs


@pytest.mark.parametrize(("kernel", "cpu"), kernel_cpus())
def test_pipeline_compiles_and_assembles(kernel, cpu, tmp_path):
    out = tmp_path / f"{kernel}.{cpu}.s"
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "mirpass.cli",
            "pipeline",
            f"-mcpu={cpu}",
            str(ROOT / "kernels" / kernel),
            "-o",
            str(out),
            "--keep-mir",
            str(tmp_path),
        ],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert proc.returncode == 0, proc.stderr
    assert "si-insert-waitcnts" in proc.stderr  # mirpass's own wait-count pass ran
    if cpu in ("gfx942", "gfx950"):
        assert "post-RA-hazard-rec" in proc.stderr
    assert out.with_suffix(".o").stat().st_size > 0
    text = out.read_text()
    assert ".amdhsa_kernel" in text or ".amdgcn_target" in text


def run_compare(pass_name: str, files: list[str], *extra: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "mirpass.cli", "compare", f"-run-pass={pass_name}", "-j", "2", *extra, *files],
        capture_output=True,
        text=True,
        timeout=1200,
    )


def test_compare_hazards_over_the_corpus():
    files = sorted(str(p) for p in CORPUS.glob("*.gfx9[45]*.before-hazard.mir"))
    proc = run_compare("post-RA-hazard-rec", files, "--fail-on=looser")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    total = proc.stdout.strip().splitlines()[-1].split()
    assert total[0] == "total" and int(total[1]) > 1000


def test_compare_waits_over_the_corpus():
    files = sorted(str(p) for p in CORPUS.glob("*.before-waitcnt.mir"))
    proc = run_compare("si-insert-waitcnts", files)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "error" not in proc.stdout
