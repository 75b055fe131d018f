"""The hazard pass on its own output changes nothing, and the same input gives the same bytes.

Over every gfx942/gfx950 corpus file before and after llc's hazard pass, in the default (exact)
mode and in `--llvm-compat=22`. A NOP the first run inserts is credited by the second, so a
second run that adds (or moves) one is a bug in the search, not in the corpus.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from mirpass.api import resolve, run_passes, to_text
from mirpass.mir import read

from conftest import CORPUS

FILES = sorted(
    p
    for p in CORPUS.glob("*.mir")
    if p.name.split(".")[1] in ("gfx908", "gfx90a", "gfx942", "gfx950")
    and ("before-hazard" in p.name or "after-hazard" in p.name)
)
MODES = {"exact": {}, "compat22": {"llvm-compat": "22"}}


def _run(text: str, name: str, options: dict[str, str]) -> str:
    mir = read(text, name)
    run_passes(mir, ["post-RA-hazard-rec"], resolve(mir), options)
    return to_text(mir)


def test_corpus_has_inputs():
    # The parametrisation below must not silently become empty.
    assert len(FILES) >= 60


@pytest.mark.parametrize("mode", sorted(MODES))
@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_idempotent_and_deterministic(path: Path, mode: str):
    options = MODES[mode]
    text = path.read_text()
    once = _run(text, path.name, options)
    assert _run(text, path.name, options) == once, "two runs on the same input differ"
    twice = _run(once, path.name, options)
    assert twice == once, "the pass changed its own output"


def test_idempotence_check_can_fail():
    # The NOPs the pass inserts, removed again, must come back: the comparison above sees a change.
    for path in (p for p in FILES if "before-hazard" in p.name):
        text = path.read_text()
        once = _run(text, path.name, {})
        if once.count("S_NOP") > text.count("S_NOP"):
            break
    else:
        pytest.fail("no corpus file gets a NOP")
    assert _run(text, path.name, {}) == once
    assert _run(once, path.name, {}) == once
    assert once != text
