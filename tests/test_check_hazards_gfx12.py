"""`check --hazards` on gfx1200 and gfx1250: the gfx12 fixes (V_NOPs, S_WAITCNT_DEPCTRs) the
pass would make are the hazards the input leaves open.

The oracle is llc 22's own output in the corpus: each `*.after-hazard.mir` checks clean, its
`*.before-hazard.mir` is reported once per place where llc 22 inserted something, and deleting
any one instruction llc 22 inserted is reported at the instruction it protected.
"""

from __future__ import annotations

import difflib
from pathlib import Path

import pytest

from mirpass.api import check, read_text

from conftest import CORPUS

PAIRS = sorted(p for cpu in ("gfx1200", "gfx1250") for p in CORPUS.glob(f"*.{cpu}.before-hazard.mir"))


def _instruction_lines(text: str) -> list[tuple[int, str]]:
    """(1-based line, stripped text) of every instruction line of the bodies."""
    out, in_body = [], False
    for n, line in enumerate(text.splitlines(), 1):
        s = line.strip()
        if line.startswith("body:"):
            in_body = True
        elif line.startswith(("---", "...")):
            in_body = False
        elif in_body and s and not s.startswith(("bb.", "liveins:", "successors:", ";", "}", "#")):
            out.append((n, s))
    return out


def _inserted(before: str, after: str) -> list[tuple[int, str]]:
    """The instruction lines llc 22 added, with their line in `after`."""
    a, b = _instruction_lines(before), _instruction_lines(after)
    matcher = difflib.SequenceMatcher(a=[s for _, s in a], b=[s for _, s in b], autojunk=False)
    out = []
    for tag, _i1, _i2, j1, j2 in matcher.get_opcodes():
        assert tag in ("equal", "insert"), (tag, b[j1:j2])  # llc only inserts
        if tag == "insert":
            out.extend(b[j1:j2])
    return out


def _hazards(text: str, name: str, cpu: str) -> list:
    return check(read_text(text, name), cpu=cpu, facets=("hazards",)).problems


@pytest.mark.parametrize("before", PAIRS, ids=lambda p: p.name.split(".before")[0])
def test_llc_output_is_clean_and_its_input_is_not(before: Path):
    cpu = before.name.split(".")[1]
    after = before.with_name(before.name.replace("before-hazard", "after-hazard"))
    b_text, a_text = before.read_text(), after.read_text()
    assert _hazards(a_text, after.name, cpu) == []
    inserted = _inserted(b_text, a_text)
    found = _hazards(b_text, before.name, cpu)
    # one finding per run of inserted lines (a fix may be several V_NOPs)
    runs = sum(1 for k, (n, _) in enumerate(inserted) if k == 0 or inserted[k - 1][0] != n - 1)
    assert len(found) == runs, ([f.format() for f in found], inserted)


def _seeded_cases() -> list[tuple[Path, int]]:
    cases = []
    for before in PAIRS:
        after = before.with_name(before.name.replace("before-hazard", "after-hazard"))
        for n, _ in _inserted(before.read_text(), after.read_text()):
            cases.append((after, n))
    return cases


@pytest.mark.parametrize(
    "after,line", _seeded_cases(), ids=lambda x: x.name.split(".after")[0] if isinstance(x, Path) else str(x)
)
def test_deleting_a_fix_llc_inserted_is_reported(after: Path, line: int):
    cpu = after.name.split(".")[1]
    lines = after.read_text().splitlines(keepends=True)
    deleted = lines[line - 1].strip()
    assert deleted.startswith(("V_NOP", "S_WAITCNT_DEPCTR", "S_NOP")), deleted
    seeded = "".join(lines[: line - 1] + lines[line:])
    found = _hazards(seeded, after.name, cpu)
    assert found, f"deleting line {line} ({deleted}) went unreported"
    # reported at an instruction at or after where the fix stood (the one it protected)
    assert all(f.line >= line for f in found), [f.format() for f in found]
