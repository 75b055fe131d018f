"""`mirpass check --waits` on assembly: llc 22's final `.s` of every corpus kernel and CPU gives
the findings its last MIR (tests/mir/corpus/*.after-hazard.mir) gives, message for message, and
deleting any one wait llc put for a data dependence is reported."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from mirpass.cli import main

from conftest import LLVM_BIN, ROOT

ASM_CORPUS = ROOT / "tests" / "asm" / "corpus"
MIR_CORPUS = ROOT / "tests" / "mir" / "corpus"
FILES = sorted(ASM_CORPUS.glob("*.s"))
pytestmark = pytest.mark.skipif(not (LLVM_BIN / "llvm-mc").exists(), reason="llvm-mc 22 is not installed")

# The waits the wait-count pass places (s_wait_alu is gfx12's ALU dependency counter, not one).
_WAIT = re.compile(r"^\ts_(?:waitcnt|wait_(?!alu)[a-z_]+)\b")
# Files where every wait llc put guards a dependence inside the function: no calling-convention
# wait at a callee's entry or before its return, no memory-model wait at a release or barrier,
# no wait llc 22 repeats (an xcnt wait after a loadcnt wait that covers it).
SEEDED = ["gemm_pipelined.gfx942.s", "spmv_csr.gfx950.s", "transpose_lds.gfx1200.s", "stencil_lds.gfx1250.s"]


def check(capsys, *args: str) -> tuple[int, list[str]]:
    capsys.readouterr()
    rc = main(["check", *args])
    return rc, capsys.readouterr().out.splitlines()


def _without_position(findings: list[str]) -> list[str]:
    # The producer's and the wait's lines are the file's own too.
    return [re.sub(r"\bline \d+", "line N", f.split(": ", 1)[1]) for f in findings]


@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_assembly_and_mir_give_the_same_findings(path: Path, capsys):
    mir = MIR_CORPUS / f"{path.name[: -len('.s')]}.after-hazard.mir"
    rc_asm, asm = check(capsys, "--waits", str(path))
    rc_mir, from_mir = check(capsys, "--waits", str(mir))
    assert rc_asm == rc_mir and _without_position(asm) == _without_position(from_mir)
    assert all(re.match(rf"{re.escape(str(path))}:\d+:\d+: wait: ", f) for f in asm)


def test_the_comparison_sees_findings(capsys):
    # So that the test above compares findings, not only silence: gfx1250's xcnt findings on llc
    # 22's output (the verifier's; the same from MIR).
    rc, found = check(capsys, "--waits", str(ASM_CORPUS / "lds_dma.gfx1250.s"))
    assert rc == 1 and len(found) == 5 and all("xcnt" in f for f in found)


@pytest.mark.parametrize("name", SEEDED)
def test_deleting_any_wait_is_reported(name: str, tmp_path: Path, capsys):
    path = ASM_CORPUS / name
    rc, base = check(capsys, "--waits", str(path))
    assert (rc, base) == (0, [])
    lines = path.read_text().splitlines(keepends=True)
    seeded = tmp_path / name
    deleted = 0
    for k, line in enumerate(lines):
        if not _WAIT.match(line):
            continue
        seeded.write_text("".join(lines[:k] + lines[k + 1 :]))
        rc, found = check(capsys, "--waits", str(seeded))
        # The file was clean: any finding is the deleted wait's consumer (which may come before
        # it in the text, along a back edge).
        assert rc == 1 and found, (k + 1, line)
        assert all(re.match(rf"{re.escape(str(seeded))}:\d+:2: wait: ", f) for f in found)
        deleted += 1
    assert deleted >= 15
