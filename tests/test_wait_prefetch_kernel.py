"""Loop-carried prefetch on a compiled kernel (tests/kernels/pipelined_pair.cl, issue 16).

clang 22 and llc 22 compile it through `mirpass pipeline` (llvm-mc 22 assembles the result);
llc 22's own si-insert-waitcnts on the same MIR is the reference, measured with the same loop
stall model. The kernel's loop consumes at its top the element the previous iteration
prefetched, while the pair that iteration loaded after the prefetch is still in flight: llc
waits vmcnt(0) there on every iteration (the entry edge's element is the youngest load);
mirpass waits vmcnt(2) there and vmcnt(0) at the preheader's end."""

from __future__ import annotations

import pytest

from mirpass.api import read_file, to_text
from mirpass.commands.check import wait_facet
from mirpass.commands.compare_loops import function_loops
from mirpass.commands.pipeline import run_pipeline, target_for
from mirpass.mir import read
from mirpass.passes.registry import PassContext
from mirpass.passes.waitcnt.pass_ import run_on_function

from conftest import LLVM_BIN, ROOT, requires_llc, run_llc

# Not in kernels/: that directory is the corpus (tools/gen_corpus.py), this is a test input.
KERNEL = ROOT / "tests" / "kernels" / "pipelined_pair.cl"
requires_clang = pytest.mark.skipif(not (LLVM_BIN / "clang").exists(), reason="clang 22 is not installed")


@requires_llc
@requires_clang
@pytest.mark.parametrize("cpu", ["gfx942", "gfx950", "gfx1250"])
def test_pipelined_pair_exposes_less_than_llc_and_verifies(cpu, tmp_path):
    target = target_for(KERNEL, cpu)
    result = run_pipeline(KERNEL, target, tmp_path / "pp.s", tmp_path)
    assert result.object_file.exists()  # llvm-mc 22 assembled mirpass's output
    before = result.files["before-waitcnt"]
    theirs_path = tmp_path / "llc.mir"
    done = run_llc([f"-mcpu={cpu}", "-run-pass=si-insert-waitcnts", str(before), "-o", str(theirs_path)])
    assert done.returncode == 0, done.stderr
    mine = read_file(str(result.files["after-waitcnt"]))
    ours = function_loops(mine, target)["pipelined_pair"]
    theirs = {lc.header: lc for lc in function_loops(read_file(str(theirs_path)), target)["pipelined_pair"]}
    assert len(ours) == 1
    assert ours[0].steady.exposed < theirs[ours[0].header].steady.exposed
    assert wait_facet(mine, target, {}) == []
    source = read_file(str(before))
    reports = [run_on_function(mf, PassContext(target, {})) for mf in source.functions]
    relaxed = [r for rep in reports for r in rep.relaxed]
    assert relaxed and all(r.target > r.current for r in relaxed)
    # Seeded defect: without the preheader's wait the first iteration reads the element in flight
    broken = read(result.files["after-waitcnt"].read_text(), "pp.mir")
    pre = broken.functions[0].blocks[0]
    last = [i for i in pre.instructions if i.opcode.startswith("S_WAIT")][-1]
    pre.splice({}, {id(last)}, ())
    assert wait_facet(read(to_text(broken), "pp.mir"), target, {})
