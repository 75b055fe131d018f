"""The wait-count pass and its CFG do work linear in the input, counted, not timed.

Work is counted as executed lines in the files that matter (a deterministic count, unlike wall
time on a shared machine); quadrupling the input must not much more than quadruple it. The CFG's
dominators and loops are also checked against plain reference algorithms on generated
loop-dense CFGs.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

from mirpass.api import run_passes
from mirpass.ir.cfg import CFG
from mirpass.mir import Block, read
from mirpass.target.targets import TARGETS

from conftest import count_lines

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
import scaling_inputs  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
# Linear work at 4x the size is 4x the lines; allow constant parts and noise in the mix, not a
# quadratic term (which would give 16x).
MAX_GROWTH = 5.5


def _pass_work(text: str, prefixes: tuple[str, ...]) -> int:
    mir = read(text, "scaling.mir")
    return count_lines(lambda: run_passes(mir, ["si-insert-waitcnts"], TARGETS["gfx942"]), prefixes)


WAITCNT_FILES = (
    str(ROOT / "mirpass" / "passes" / "waitcnt"),
    str(ROOT / "mirpass" / "mir" / "model.py"),
    str(ROOT / "mirpass" / "ir" / "cfg.py"),
)


def test_one_block_is_linear():
    small = _pass_work(scaling_inputs.one_block(1500), WAITCNT_FILES)
    large = _pass_work(scaling_inputs.one_block(6000), WAITCNT_FILES)
    assert large <= MAX_GROWTH * small, (small, large)


def test_waits_are_spliced_not_searched(monkeypatch):
    """Every wait the pass adds to a large block goes in with the block's single splice."""
    calls = []
    original = Block._index

    def counting(self, anchor):  # noqa: ANN001, ANN202
        calls.append(anchor)
        return original(self, anchor)

    monkeypatch.setattr(Block, "_index", counting)
    mir = read(scaling_inputs.one_block(3000), "scaling.mir")
    run_passes(mir, ["si-insert-waitcnts"], TARGETS["gfx942"])
    waits = sum(1 for inst in mir.functions[0].blocks[0].instructions if inst.opcode == "S_WAITCNT")
    assert waits > 100
    assert len(calls) <= 2  # (the end of the program: dcache writeback, GDS NOP, VGPR release)


def _cfg(text: str) -> CFG:
    from mirpass.ir.translate import Translator

    mir = read(text, "scaling.mir")
    return Translator(TARGETS["gfx942"]).translate(mir.functions[0]).cfg


def test_cfg_of_a_chain_is_linear():
    prefixes = (str(ROOT / "mirpass" / "ir" / "cfg.py"),)
    texts = [scaling_inputs.chain(n) for n in (400, 1600)]
    mirs = [read(t, "chain.mir") for t in texts]

    def ends_flow(inst):  # noqa: ANN001, ANN202
        return inst.opcode in ("S_ENDPGM", "S_BRANCH")

    small, large = (count_lines(lambda m=m: CFG(m.functions[0], ends_flow), prefixes) for m in mirs)
    assert large <= MAX_GROWTH * small, (small, large)


# -- reference algorithms ------------------------------------------------------------------
def _reference_idom(cfg: CFG) -> list[int]:
    """Dominator sets by the textbook iteration, then the immediate dominator of each block."""
    n = len(cfg.blocks)
    reach = [cfg.reachable(b) for b in range(n)]
    everything = {b for b in range(n) if reach[b]}
    dom = [set(everything) if reach[b] else set() for b in range(n)]
    dom[0] = {0}
    changed = True
    while changed:
        changed = False
        for b in range(1, n):
            if not reach[b]:
                continue
            new = set(everything)
            for p in cfg.preds[b]:
                if reach[p]:
                    new &= dom[p]
            new |= {b}
            if new != dom[b]:
                dom[b], changed = new, True
    idom = [-1] * n
    idom[0] = 0
    for b in range(1, n):
        if reach[b]:
            strict = dom[b] - {b}
            idom[b] = next(d for d in strict if all(e == d or e in dom[d] for e in strict))
    return idom, dom


def _reference_loops(cfg: CFG, dom: list[set[int]]) -> dict[int, set[int]]:
    loops: dict[int, set[int]] = {}
    for u in range(len(cfg.blocks)):
        if not cfg.reachable(u):
            continue
        for h in cfg.succs[u]:
            if h in dom[u]:  # a back edge
                body = loops.setdefault(h, {h})
                work = [u]
                while work:
                    x = work.pop()
                    if x not in body:
                        body.add(x)
                        work.extend(p for p in cfg.preds[x] if cfg.reachable(p))
    return loops


def _random_function(rng: random.Random, n: int) -> str:
    lines = ["---\nname: f\ntracksRegLiveness: false\nbody: |\n"]
    for b in range(n):
        succ = {rng.randrange(n) for _ in range(rng.randrange(1, 4))} if b < n - 1 else set()
        lines.append(f"  bb.{b}:\n")
        if succ:
            lines.append("    successors: " + ", ".join(f"%bb.{s}" for s in sorted(succ)) + "\n")
            lines.append("    S_NOP 0\n")
        else:
            lines.append("    S_ENDPGM 0\n")
    lines.append("...\n")
    return "".join(lines)


@pytest.mark.parametrize("seed", range(40))
def test_cfg_matches_the_reference_algorithms(seed):
    rng = random.Random(seed)
    text = scaling_inputs.chain(rng.randrange(2, 60), seed=seed) if seed % 2 else _random_function(rng, 30)
    cfg = _cfg(text)
    idom, dom = _reference_idom(cfg)
    assert cfg.idom == idom
    for a in range(len(cfg.blocks)):
        for b in range(len(cfg.blocks)):
            assert cfg.dominates(a, b) == (a in dom[b]), (a, b)
    loops = _reference_loops(cfg, dom)
    assert {lp.header: lp.blocks for lp in cfg.loops} == loops
    assert [lp.header for lp in cfg.loops] == sorted(
        (lp.header for lp in cfg.loops), key=lambda h: len(loops[h])
    )
    for b in range(len(cfg.blocks)):
        containing = [h for h, body in loops.items() if b in body]
        innermost = min(containing, key=lambda h: len(loops[h]), default=None)
        assert (cfg.loop_of[b].header if cfg.loop_of[b] else None) == innermost, b
    for lp in cfg.loops:
        outer = [h for h, body in loops.items() if h != lp.header and lp.header in body]
        parent = min(outer, key=lambda h: len(loops[h]), default=None)
        assert (lp.parent.header if lp.parent else None) == parent
        assert lp.size == len(loops[lp.header])
