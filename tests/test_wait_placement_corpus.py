"""Path-aware placement (issue 16) over the whole corpus: on no loop of any corpus function does
mirpass's default output expose more estimated latency per steady-state iteration than llc 22's
own output of the same input (`*.after-waitcnt.mir`), and every output the placement changed
verifies (`check --waits`). tools/bench_wait_placement.py measures it; this runs it on every file,
in the default mode and with `--split-critical-edges`."""

from __future__ import annotations

import sys

import pytest

from conftest import CORPUS, ROOT

sys.path.insert(0, str(ROOT / "tools"))
import bench_wait_placement as wp  # noqa: E402

FILES = sorted(CORPUS.glob("*.before-waitcnt.mir"))


@pytest.mark.parametrize("options", [{}, {"split-critical-edges": "1"}], ids=["default", "split"])
def test_no_corpus_loop_exposes_more_than_llc(options):
    assert len(FILES) >= 90  # the corpus is there (tools/gen_corpus.py)
    worse, findings, better = [], [], 0
    for f in FILES:
        rows, found = wp.measure(f, options)
        findings += [f"{f.name}: {x}" for x in found]
        for name, number, _depth, llc, mine in rows:
            assert llc is not None, f"{f.name} {name} bb.{number}: no loop of llc's output matches"
            if mine.exposed > llc.exposed:
                worse.append(f"{f.name} {name} bb.{number}: {mine.exposed} > {llc.exposed}")
            better += mine.exposed < llc.exposed
    assert not findings, findings[:5]
    assert not worse, worse[:5]
    # the placement does something on the corpus: at least the three pipelined kernels on
    # gfx942, gfx950 and gfx1250 (tests/test_wait_placement.py names them)
    assert better >= 9
