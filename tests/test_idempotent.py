"""The passes other than the two big ones (which have their own idempotence tests) are
deterministic and idempotent on every corpus file: run twice, the same bytes; run on their own
output, nothing changes. `wmma-vgpr-reorder` is an analysis and must leave the file as read."""

from __future__ import annotations

import pytest

from mirpass.api import read_text, resolve, run_passes, to_text

from conftest import corpus_files

CASES = [
    ("none", None),
    ("llc22-compat", None),
    ("wmma-vgpr-reorder", ("gfx1200", "gfx1250")),
]


def _run(text: str, name: str, pass_name: str) -> str:
    mir = read_text(text, name)
    run_passes(mir, [pass_name], resolve(mir, cpu=name.split(".")[-3]))
    return to_text(mir)


@pytest.mark.parametrize("pass_name,cpus", CASES, ids=[c[0] for c in CASES])
def test_idempotent_and_deterministic_on_the_corpus(pass_name, cpus):
    files = [p for p in corpus_files() if cpus is None or p.name.split(".")[-3] in cpus]
    assert files, "no corpus files for this pass"
    changed = 0
    for path in files:
        text = path.read_text()
        once = _run(text, path.name, pass_name)
        assert _run(text, path.name, pass_name) == once, f"{path.name}: two runs differ"
        assert _run(once, path.name, pass_name) == once, f"{path.name}: a second run changes the output"
        if pass_name == "wmma-vgpr-reorder":
            assert once == text, f"{path.name}: the analysis changed the file"
        changed += once != text
    if pass_name == "llc22-compat":
        assert changed > 0, "llc22-compat changed no corpus file: the test would not see a rewrite"
