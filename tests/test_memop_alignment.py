"""A memory operand's `align` must divide its pointer's offset (llc 22's MIR parser: "specified
alignment is more aligned than offset", reported after the alignment's integer; `basealign` is
free). Found by tools/fuzz_mutants.py (seed 11, a tok_immediate mutant that llc rejected and
mirpass accepted). Each case is judged by llc 22 in the test: mirpass must give llc's verdict,
message, line and column, under the input's name, with nothing written."""

from __future__ import annotations

import re

import pytest

from conftest import CORPUS, requires_llc, run_llc, run_mirpass

BASE = CORPUS / "lds_dma.gfx908.before-waitcnt.mir"
LINE = "from constant-pool + 16, align 16, addrspace 4)"

CASES = {
    "divides": "from constant-pool + 32, align 16, addrspace 4)",
    "does-not-divide": "from constant-pool + 65, align 16, addrspace 4)",
    "after-basealign": "from constant-pool + 65, basealign 16, align 16, addrspace 4)",
    "basealign-only": "from constant-pool + 65, basealign 16, addrspace 4)",
    "smaller-align-divides": "from constant-pool + 4, basealign 16, align 4, addrspace 4)",
    "negative-offset": "from constant-pool - 8, align 16, addrspace 4)",
}


def _first_error(stderr: str) -> str | None:
    for line in stderr.splitlines():
        m = re.search(r"(\d+:\d+): (?:error: )?(specified alignment[^\n]*)", line)
        if m:
            return f"{m.group(1)}: {m.group(2)}"
    return None


@requires_llc
@pytest.mark.parametrize("case", sorted(CASES))
def test_alignment_against_offset_as_llc(tmp_path, case):
    text = BASE.read_text()
    assert LINE in text
    path = tmp_path / f"{case}.mir"
    path.write_text(text.replace(LINE, CASES[case], 1))
    theirs = run_llc(["-mtriple=amdgcn", "-mcpu=gfx908", "-run-pass=none", str(path), "-o", "/dev/null"])
    out = tmp_path / "out.mir"
    mine = run_mirpass(["-mtriple=amdgcn", "-mcpu=gfx908", "-run-pass=none", str(path), "-o", str(out)])
    assert (mine.returncode == 0) == (theirs.returncode == 0), (theirs.stderr, mine.stderr)
    if theirs.returncode != 0:
        assert _first_error(theirs.stderr) is not None, theirs.stderr
        assert _first_error(mine.stderr) == _first_error(theirs.stderr)
        assert f"{path}:" in mine.stderr
        assert not out.exists()
    else:
        assert out.read_text() == path.read_text()
