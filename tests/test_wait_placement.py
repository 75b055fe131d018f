"""Path-aware wait placement (issue 16) on the software-pipelined corpus kernels.

The reference is llc 22's own output of the same input (the corpus' `after-waitcnt` files,
captured by tools/gen_corpus.py), measured with the same loop stall model; safety is judged by
the independent verifier (`check --waits`), not by the planner."""

from __future__ import annotations

import pytest

from mirpass.api import read_file, resolve, to_text
from mirpass.commands.check import wait_facet
from mirpass.commands.compare_loops import function_loops
from mirpass.mir import read
from mirpass.passes.registry import PassContext
from mirpass.passes.waitcnt.lds import LdsResolver
from mirpass.passes.waitcnt.pass_ import run_on_function

from conftest import CORPUS

KERNELS = [
    f"{k}.{cpu}"
    for k in ("flash_attn_prefetch", "gemm_lds_prefetch", "preheader_scale")
    for cpu in ("gfx942", "gfx950", "gfx1250")
]


def run(kernel: str, options: dict[str, str] | None = None):
    mir = read_file(str(CORPUS / f"{kernel}.before-waitcnt.mir"))
    target = resolve(mir)
    resolver = LdsResolver(mir.ir_module.text if mir.ir_module else None)
    context = PassContext(target, dict(options or {}))
    reports = [run_on_function(mf, context, resolver) for mf in mir.functions]
    return read(to_text(mir), kernel), target, reports


@pytest.mark.parametrize("kernel", KERNELS)
def test_steady_state_exposes_less_than_llc(kernel):
    mine, target, _ = run(kernel)
    llc = read_file(str(CORPUS / f"{kernel}.after-waitcnt.mir"))
    theirs = function_loops(llc, target)
    ours = function_loops(mine, target)
    assert ours.keys() == theirs.keys()
    strictly_less = False
    for name, loops in ours.items():
        ref = {lc.header: lc for lc in theirs[name]}
        for lc in loops:
            assert lc.steady.exposed <= ref[lc.header].steady.exposed, (name, lc.number)
            strictly_less = strictly_less or lc.steady.exposed < ref[lc.header].steady.exposed
    assert strictly_less


@pytest.mark.parametrize("kernel", KERNELS)
def test_output_verifies_and_the_moved_wait_is_needed(kernel):
    mine, target, reports = run(kernel)
    assert wait_facet(mine, target, {}) == []
    hoisted = [(r.name, h) for r in reports for h in r.hoisted]
    assert hoisted, "the loop's entry-path wait was not moved"
    original = read_file(str(CORPUS / f"{kernel}.before-waitcnt.mir"))
    for name, h in hoisted:
        number = original.function(name).blocks[h.preheader].number
        # Seeded defect: without the wait moved to the preheader's end, the consumer in the loop
        # sees its producer in flight on the first iteration.
        broken = read(to_text(mine), kernel)
        block = next(b for b in broken.function(name).blocks if b.number == number)
        waits = [i for i in block.instructions if i.opcode.startswith("S_WAIT")]
        assert waits, f"bb.{number} has no wait"
        block.splice({}, {id(waits[-1])}, ())
        broken = read(to_text(broken), kernel)
        found = wait_facet(broken, target, {})
        assert found, f"deleting the preheader wait of bb.{number} went unnoticed"


@pytest.mark.parametrize("kernel", ["preheader_scale.gfx950", "flash_attn_prefetch.gfx1250"])
def test_consumer_placement_is_llc_compat_and_moves_nothing(kernel):
    consumer, _, reports = run(kernel, {"placement": "consumer"})
    compat, _, compat_reports = run(kernel, {"llvm-compat": "22"})
    default, _, _ = run(kernel)
    assert to_text(consumer) == to_text(compat)
    assert to_text(consumer) != to_text(default)
    assert not any(r.hoisted for r in reports + compat_reports)
