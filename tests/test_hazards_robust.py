"""What the hazard pass (and `check --hazards`) cannot judge, it rejects with a positioned error,
never a Python exception: an unknown opcode or register would hide a hazard, and an edge to a
missing block cannot be searched. Positions and messages are compared with llc 22's parser."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from mirpass.api import run_passes
from mirpass.commands.check import hazard_facet
from mirpass.mir import MIRError, read, write
from mirpass.target.targets import resolve_target

from conftest import requires_llc, run_llc

BODY = """\
---
name: f
body: |
  bb.0:
{lines}
...
"""
CASES = {
    "unknown-opcode": ["    $vgpr0 = V_FOO_B32 $vgpr1, implicit $exec", "    S_ENDPGM 0"],
    "unknown-register": ["    $vgpr0 = V_MOV_B32_e32 $vgpr99999, implicit $exec", "    S_ENDPGM 0"],
    "unknown-successor": ["    successors: %bb.7", "    $vgpr0 = V_MOV_B32_e32 $vgpr1, implicit $exec"],
    "unknown-branch-target": ["    $vgpr0 = V_MOV_B32_e32 $vgpr1, implicit $exec", "    S_BRANCH %bb.9"],
    "unknown-target-later-block": [
        "    S_CBRANCH_SCC1 %bb.1, implicit $scc",
        "  bb.1:",
        "    $vgpr0 = V_MOV_B32_e32 $vgpr1, implicit $exec",
        "    S_CBRANCH_VCCZ %bb.5, implicit $vcc",
        "    S_ENDPGM 0",
    ],
}
_LLC_ERROR = re.compile(r"error: [^:]+:(\d+):(\d+): (.*)")


def _text(case: str) -> str:
    return BODY.format(lines="\n".join(CASES[case]))


def _mirpass_error(text: str, compat: bool) -> MIRError:
    with pytest.raises(MIRError) as info:
        mir = read(text, "case.mir")
        run_passes(
            mir,
            ["post-RA-hazard-rec"],
            resolve_target(None, "gfx942", None),
            {"llvm-compat": "22"} if compat else {},
        )
    return info.value


@requires_llc
@pytest.mark.parametrize("compat", [False, True], ids=["exact", "compat22"])
@pytest.mark.parametrize("case", sorted(CASES))
def test_rejected_where_llc_rejects(case: str, compat: bool, tmp_path: Path):
    text = _text(case)
    src = tmp_path / "case.mir"
    src.write_text(text)
    proc = run_llc(["-mtriple=amdgcn", "-mcpu=gfx942", "-run-pass=post-RA-hazard-rec", str(src), "-o", "-"])
    assert proc.returncode != 0
    m = _LLC_ERROR.search(proc.stderr)
    assert m, proc.stderr
    err = _mirpass_error(text, compat)
    assert (err.line, err.col, err.message) == (int(m.group(1)), int(m.group(2)), m.group(3))
    assert err.format().startswith(f"case.mir:{err.line}:{err.col}: error: ")


@pytest.mark.parametrize("case", sorted(CASES))
def test_check_hazards_reports_an_error(case: str):
    """`check --hazards` goes through the recognizer without the pass: the same errors."""
    with pytest.raises(MIRError):
        mir = read(_text(case), "case.mir")
        hazard_facet(mir, resolve_target(None, "gfx942", None), {})


def test_valid_input_is_accepted():
    # The same shapes with everything defined: the checks above are not rejecting everything.
    text = BODY.format(
        lines="\n".join(
            [
                "    successors: %bb.1",
                "    $vgpr0 = V_MOV_B32_e32 $vgpr1, implicit $exec",
                "    S_BRANCH %bb.1",
                "  bb.1:",
                "    S_ENDPGM 0",
            ]
        )
    )
    mir = read(text, "case.mir")
    run_passes(mir, ["post-RA-hazard-rec"], resolve_target(None, "gfx942", None), {})
    assert write(mir) == text  # no hazard in it: nothing inserted
