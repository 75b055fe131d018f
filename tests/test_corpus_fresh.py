"""The committed corpus is what tools/gen_corpus.py makes from kernels/ with clang and llc 22."""

from __future__ import annotations

import subprocess
import sys

from conftest import ROOT, requires_llc


@requires_llc
def test_corpus_is_up_to_date():
    proc = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "gen_corpus.py"), "--check"],
        capture_output=True,
        text=True,
        timeout=900,
        cwd=ROOT,
    )
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
