"""si-insert-waitcnts run on its own output changes nothing, and two runs give the same bytes.

The already-present entry waits of non-kernel functions and `s_sendmsg dealloc_vgprs` before
S_ENDPGM are what used to be added again on every run. Where llc 22 is idempotent (the entry
wait) the counts are compared with llc's own re-run of its output.
"""

from __future__ import annotations

import re

import pytest

from mirpass.api import resolve, run_passes, to_text
from mirpass.mir import read

from conftest import corpus_files, requires_llc, run_llc

PASS = "si-insert-waitcnts"
SUPPORTED = ("gfx942", "gfx950", "gfx1200", "gfx1250")


def _cpu(name: str) -> str:
    return name.split(".")[-3]


def _run(text: str, name: str) -> str:
    mir = read(text, name)
    run_passes(mir, [PASS], resolve(mir))
    return to_text(mir)


CORPUS = [p for p in corpus_files() if _cpu(p.name) in SUPPORTED]


def test_the_corpus_is_there():
    assert len(CORPUS) >= 250  # all four pipeline points of every kernel, on four CPUs


@pytest.mark.parametrize("path", CORPUS, ids=lambda p: p.name)
def test_idempotent_and_deterministic(path):
    text = path.read_text()
    once = _run(text, path.name)
    assert _run(text, path.name) == once, "two runs on the same input differ"
    again = _run(once, path.name)
    if again != once:
        diff = [(a, b) for a, b in zip(once.splitlines(), again.splitlines(), strict=False) if a != b]
        pytest.fail(f"run on its own output changed it; first difference: {diff[:1]}")


def _function_starts(text: str) -> dict[str, list[str]]:
    """Function name -> the instruction lines of its first block up to the first non-wait."""
    out = {}
    for chunk in text.split("\n---\nname:")[1:]:
        name = chunk.split(None, 1)[0]
        body = chunk.split("\nbody:", 1)[1]
        lines = []
        for line in body.splitlines()[2:]:
            s = line.strip()
            if not s or s.startswith(("successors:", "liveins:", ";")):
                continue
            if not s.startswith("S_WAIT"):
                break
            lines.append(s)
        out[name] = lines
    return out


def test_entry_waits_are_recognised():
    path = next(p for p in CORPUS if p.name == "calls_noinline.gfx942.after-waitcnt.mir")
    text = path.read_text()
    before = _function_starts(text)
    assert any("S_WAITCNT 0" in start for start in before.values()), "no entry wait to recognise"
    assert _function_starts(_run(text, path.name)) == before


@requires_llc
@pytest.mark.parametrize("cpu", ["gfx942", "gfx950"])
def test_entry_waits_agree_with_llc_on_its_own_output(cpu, tmp_path):
    """llc 22 run on its own output does not add a second entry wait; neither does mirpass."""
    path = next(p for p in CORPUS if p.name == f"calls_noinline.{cpu}.after-waitcnt.mir")
    proc = run_llc(["-mtriple=amdgcn-amd-amdhsa", f"-mcpu={cpu}", f"-run-pass={PASS}", str(path), "-o", "-"])
    assert proc.returncode == 0, proc.stderr[:2000]
    theirs = _function_starts(proc.stdout)
    mine = _function_starts(_run(path.read_text(), path.name))
    assert theirs.keys() == mine.keys()
    counts = {name: start.count("S_WAITCNT 0") for name, start in mine.items()}
    assert counts == {name: start.count("S_WAITCNT 0") for name, start in theirs.items()}
    assert sum(counts.values()) >= 3  # the non-kernel functions each start with one


def test_vgpr_release_is_not_added_twice():
    paths = [p for p in CORPUS if _cpu(p.name) == "gfx1250" and p.name.endswith("before-waitcnt.mir")]
    released = 0
    for path in paths:
        once = _run(path.read_text(), path.name)
        twice = _run(once, path.name)
        n_once = len(re.findall(r"S_SENDMSG 3\b", once))
        released += n_once
        assert len(re.findall(r"S_SENDMSG 3\b", twice)) == n_once, path.name
        # never two releases in a row in front of an S_ENDPGM
        assert not re.search(r"S_SENDMSG 3\b.*\n\s*S_SENDMSG 3\b", twice), path.name
    assert released > 0, "no gfx1250 kernel of the corpus releases its VGPRs"
