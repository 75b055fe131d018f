"""`--split-critical-edges` (issue 16): a guarded loop's entry edge gets a block for the entry
path's wait, only with the flag; llc 22 reads the result back and llvm-mc 22 assembles what llc
makes of it.

The functions are test_wait_prefetch.loop's with a guard: bb.0 also branches around the loop,
so its edge into bb.1 is critical. The expected waits are derived by hand there; with the
split, the entry path's vmcnt(0) goes into the new block bb.3."""

from __future__ import annotations

import subprocess

import pytest
from test_wait_prefetch import loop, run, waits

from mirpass.commands.check import wait_facet
from mirpass.mir import read

from conftest import LLVM_BIN, requires_llc, run_llc

GUARDS = ["fallthrough", "branch"]


def numbers(text: str) -> list[int]:
    return [b.number for b in read(text, "lc.mir").functions[0].blocks]


@pytest.mark.parametrize("guard", GUARDS)
def test_default_never_splits(guard):
    text, target, _ = run(loop(0, 4, 6, guard))
    assert numbers(text) == [0, 1, 2]
    # the entry path's vmcnt(0) stays at the consumer, where every iteration pays it
    assert waits(text, target)[1] == [(0, {"vmcnt": 0})]


def source(guard: str, listed: bool = True) -> str:
    """`listed=False`: bb.0 without its `successors:` line, as llc prints a block whose
    successors its code implies (they are guessed from the branch and the fall-through)."""
    text = loop(0, 4, 6, guard)
    return text if listed else text.replace("    successors: %bb.1, %bb.2\n", "", 1)


@pytest.mark.parametrize("listed", [True, False])
@pytest.mark.parametrize("guard", GUARDS)
def test_the_entry_edge_gets_the_entry_paths_wait(guard, listed):
    text, target, reports = run(source(guard, listed), {"split-critical-edges": "1"})
    blocks = read(text, "lc.mir").functions[0].blocks
    layout = [0, 3, 1, 2] if guard == "fallthrough" else [0, 1, 2, 3]
    assert [b.number for b in blocks] == layout
    assert bool(blocks[0].successors) == listed
    new = next(b for b in blocks if b.number == 3)
    assert new.successors == [(1, None)]
    assert [i.opcode for i in new.instructions] == ["S_WAITCNT"] + (["S_BRANCH"] if guard == "branch" else [])
    by_number = dict(zip(layout, waits(text, target), strict=True))
    assert by_number[3] == [(0, {"vmcnt": 0})]
    assert by_number[0] == []
    assert by_number[1] == [(0, {"vmcnt": 2}), (5, {"vmcnt": 1}), (6, {"vmcnt": 0})]
    assert [r.counter for rep in reports for r in rep.relaxed] == ["vmcnt"]
    assert wait_facet(read(text, "lc.mir"), target, {}) == []
    # without the new block's wait the first iteration reads v20 in flight
    broken = text.replace("    S_WAITCNT 3952\n", "", 1)
    assert broken != text and wait_facet(read(broken, "lc.mir"), target, {})


@pytest.mark.parametrize("guard", GUARDS)
def test_no_block_when_nothing_goes_on_the_edge(guard):
    """The no-relaxation loop of test_wait_prefetch, guarded: the flag changes nothing."""
    src = loop(90, 0, 0, guard)
    assert run(src, {"split-critical-edges": "1"})[0] == run(src)[0]


@requires_llc
@pytest.mark.parametrize("listed", [True, False])
@pytest.mark.parametrize("guard", GUARDS)
def test_llc_reads_the_split_output_and_llvm_mc_assembles_it(guard, listed, tmp_path):
    out = tmp_path / "split.mir"
    out.write_text(run(source(guard, listed), {"split-critical-edges": "1"})[0])
    args = ["-mtriple=amdgcn", "-mcpu=gfx942"]
    back = run_llc([*args, "-run-pass=none", "-verify-machineinstrs", str(out), "-o", "/dev/null"])
    assert back.returncode == 0, back.stderr
    asm = tmp_path / "split.s"
    done = run_llc([*args, "-start-after=si-insert-waitcnts", str(out), "-o", str(asm)])
    assert done.returncode == 0, done.stderr
    assert "s_waitcnt vmcnt(2)" in asm.read_text()
    mc = subprocess.run(
        [
            str(LLVM_BIN / "llvm-mc"),
            "-triple=amdgcn",
            "-mcpu=gfx942",
            "-filetype=obj",
            str(asm),
            "-o",
            "/dev/null",
        ],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert mc.returncode == 0, mc.stderr


@requires_llc
@pytest.mark.parametrize("guard", GUARDS)
def test_compare_loops_matches_the_loop_past_the_new_block(guard, tmp_path):
    """compare --loops pairs each loop with llc's by layout position, the new block not counted:
    the split's steady state exposes less than llc's vmcnt(0) at the top of every iteration."""
    from mirpass.commands.compare_loops import loop_rows

    src = tmp_path / "lc.mir"
    src.write_text(source(guard))
    done = run_llc(["-mtriple=amdgcn", "-mcpu=gfx942", "-run-pass=si-insert-waitcnts", str(src), "-o", "-"])
    assert done.returncode == 0, done.stderr
    text, target, _ = run(source(guard), {"split-critical-edges": "1"})
    (row,) = loop_rows(read(done.stdout, "llc.mir"), read(text, "lc.mir"), target)
    assert row.block == 1
    assert row.llc.wait_sites == 1 and row.mirpass.wait_sites == 3
    assert 0 < row.mirpass.exposed < row.llc.exposed
