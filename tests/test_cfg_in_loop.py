"""CFG.in_loop (the loop forest's preorder intervals) against the loops' block sets."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from mirpass.ir.translate import Translator
from mirpass.mir import read
from mirpass.target.targets import TARGETS

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))
import scaling_inputs  # noqa: E402

from conftest import corpus_files  # noqa: E402

LOOPY = [p for p in corpus_files() if p.name.endswith(".gfx942.before-waitcnt.mir")]


def _cfgs(text: str):
    mir = read(text, "t.mir")
    for mf in mir.functions:
        yield Translator(TARGETS["gfx942"]).translate(mf).cfg


def _check(cfg) -> int:
    checked = 0
    for loop in cfg.loops:
        for b in range(len(cfg.blocks)):
            assert cfg.in_loop(b, loop) == (b in loop.blocks), (loop, b)
            checked += 1
    return checked


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_in_loop_matches_block_sets_on_overlapping_nests(seed):
    # chains whose back edges go to the entry, the previous block or a random earlier one:
    # loops nest deeply and share headers' subtrees
    (cfg,) = _cfgs(scaling_inputs.chain(120, seed=seed, per_block=2))
    assert len(cfg.loops) > 20 and max(cfg.loop_depth(b) for b in range(len(cfg.blocks))) > 3
    assert _check(cfg) > 0


def test_in_loop_matches_block_sets_on_the_corpus():
    checked = 0
    for path in LOOPY:
        for cfg in _cfgs(path.read_text()):
            checked += _check(cfg)
    assert checked > 0
