"""`check` and `compare` in the Python API: typed results, the same the command line prints."""

from __future__ import annotations

from pathlib import Path

import pytest

from mirpass.api import check, compare, read_file
from mirpass.cli import main
from mirpass.commands.compare import FileReport
from mirpass.commands.findings import CheckResult, Finding

from conftest import LLVM_BIN, ROOT, have_llc

MIR_CORPUS = ROOT / "tests" / "mir" / "corpus"
ASM_CORPUS = ROOT / "tests" / "asm" / "corpus"


def test_check_returns_findings_the_cli_prints(tmp_path: Path, capsys):
    src = (ASM_CORPUS / "spmv_csr.gfx950.s").read_text().splitlines(keepends=True)
    k = next(i for i, ln in enumerate(src) if ln.startswith("\ts_waitcnt vmcnt(4)"))
    seeded = tmp_path / "spmv.s"
    seeded.write_text("".join(src[:k] + src[k + 1 :]))
    result = check(str(seeded), facets=("waits",))
    assert isinstance(result, CheckResult) and not result.clean and result.files == [str(seeded)]
    assert all(isinstance(f, Finding) and f.kind == "wait" and f.counter == "vmcnt" for f in result.problems)
    capsys.readouterr()
    assert main(["check", "--waits", str(seeded)]) == 1
    assert capsys.readouterr().out.splitlines() == [f.format() for f in result.findings]


@pytest.mark.skipif(not (LLVM_BIN / "llvm-mc").exists(), reason="llvm-mc 22 is not installed")
def test_check_on_a_file_already_read_and_classify():
    asm = read_file(str(ASM_CORPUS / "spmv_csr.gfx950.s"))
    result = check(asm, facets=("waits",), options={"classify": "1"})
    assert result.clean and result.notes
    assert {f.status for f in result.notes} == {"needed"}
    assert result.summary()["wait_values"] == {"needed": len(result.notes)}


def test_check_on_mir():
    result = check(str(MIR_CORPUS / "gemm_mfma_f16.gfx942.after-hazard.mir"), facets=("hazards", "waits"))
    assert result.clean and result.findings == []
    before = check(str(MIR_CORPUS / "attention_fwd.gfx942.before-hazard.mir"), facets=("hazards",))
    assert before.problems
    assert all(f.kind == "hazard" and f.short and f.producer_line for f in before.problems)


@pytest.mark.skipif(not have_llc(), reason="llc 22 is not installed")
def test_compare_returns_reports():
    path = str(MIR_CORPUS / "attention_fwd.gfx942.before-hazard.mir")
    (report,) = compare([path], "post-RA-hazard-rec", options={"llvm-compat": "22"})
    assert isinstance(report, FileReport) and report.error is None and report.sites > 0
    assert report.differences == []  # llc 22's recognizer, reproduced
