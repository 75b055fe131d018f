"""`check --waits --classify` asks the merged wait analysis once per count and bisection step
whether a looser wait brings new violations. It goes on from the first solution instead of
solving the whole function again (verify_resume.py); the answers must be those of solving
again from scratch, on real kernels of every CPU, with and without defects, with the merged
analysis forced on (the exact exploration off) and checkpoints in every block."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from mirpass.api import resolve
from mirpass.ir.translate import Translator
from mirpass.mir import read
from mirpass.passes.waitcnt import classify as classify_mod
from mirpass.passes.waitcnt import verify, verify_merged
from mirpass.passes.waitcnt.classify import classify
from mirpass.passes.waitcnt.lds import LdsResolver

from conftest import corpus_files

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
import scaling_inputs  # noqa: E402

FILES = [p for p in corpus_files() if "after-waitcnt" in p.name]
# With defects: each kernel on one CPU, the CPUs taken in turn, in files under 100 KB (the
# oracle solves from scratch for every question, quadratic in the size of the function).
_KERNELS = sorted({p.name.split(".")[0] for p in FILES})
_CPUS = sorted({p.name.split(".")[1] for p in FILES})
DEFECTIVE = [
    p
    for p in FILES
    if p.name.split(".")[1] == _CPUS[_KERNELS.index(p.name.split(".")[0]) % len(_CPUS)]
    and p.stat().st_size < 100_000
]
_WAIT_LINE = re.compile(rb"^\s+S_WAIT(CNT|_[A-Z]+CNT)\b")


def _weakened(text: bytes, every: int) -> bytes:
    """Every `every`-th hard wait line deleted: missing and too weak waits to classify."""
    out, seen = [], 0
    for line in text.splitlines(keepends=True):
        if _WAIT_LINE.match(line):
            seen += 1
            if seen % every == 0:
                continue
        out.append(line)
    return b"".join(out)


def _classifications(text: bytes, name: str, resume: bool) -> list:
    mir = read(text, name)
    target = resolve(mir)
    translator = Translator(target)
    resolver = LdsResolver(mir.ir_module.text if mir.ir_module else None)
    got = []
    old = classify_mod.RESUME
    classify_mod.RESUME = resume
    try:
        for mf in mir.functions:
            cl = classify(translator.translate(mf), resolver=resolver)
            got.append(
                ([(s.violation, s.status, s.needed, s.wait_line, s.have) for s in cl.shortfalls], cl.waits)
            )
    finally:
        classify_mod.RESUME = old
    return got


@pytest.fixture
def merged_everywhere(monkeypatch):
    """No exact exploration (the merged analysis checks every function) and a checkpoint at
    every hard wait of every block."""
    monkeypatch.setattr(verify, "EXACT_MAX_GROUPS", 0)
    monkeypatch.setattr(verify_merged, "CHECKPOINT_MIN", 1)


@pytest.mark.parametrize(
    ("path", "every"),
    [(p, 0) for p in FILES] + [(p, 3) for p in DEFECTIVE],
    ids=lambda x: x.name if isinstance(x, Path) else str(x),
)
def test_resumed_classification_is_the_scratch_one(path, every, merged_everywhere):
    text = path.read_bytes()
    if every:
        text = _weakened(text, every)
    resumed = _classifications(text, str(path), True)
    scratch = _classifications(text, str(path), False)
    assert resumed == scratch
    assert any(waits for _, waits in resumed) or not _WAIT_LINE.search(text)


def _llc_waits(text: str, tmp_path: Path) -> bytes:
    import subprocess

    src = tmp_path / "in.mir"
    src.write_text(text)
    out = tmp_path / "out.mir"
    llc = "/usr/lib/llvm-22/bin/llc"
    subprocess.run(
        [llc, "-mtriple=amdgcn", "-mcpu=gfx942", "-run-pass=si-insert-waitcnts", str(src), "-o", str(out)],
        check=True,
    )
    return out.read_bytes()


@pytest.mark.parametrize("shape", ["block", "chain"])
def test_resumed_classification_of_generated_code(shape, tmp_path, merged_everywhere):
    """One block of 1,500 instructions and a chain of 60 blocks with back-edges, as llc 22
    waits them, whole and with every fourth wait deleted: many waits, some stronger than
    needed, some redundant, and shortfalls with too-weak candidates."""
    text = scaling_inputs.one_block(1500, seed=5) if shape == "block" else scaling_inputs.chain(60, seed=5)
    waited = _llc_waits(text, tmp_path)
    for mir in (waited, _weakened(waited, 4)):
        resumed = _classifications(mir, "gen.mir", True)
        assert resumed == _classifications(mir, "gen.mir", False)
        statuses = {w.status for _, waits in resumed for w in waits}
        assert "needed" in statuses and len(resumed[0][1]) > 50
    assert {s[1] for s in resumed[0][0]} >= {"missing"}
