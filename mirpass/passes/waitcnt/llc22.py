"""`--llvm-compat=22`: where llc 22's wait-count pass waits differently from mirpass's default.

Each rule here reproduces an llc 22 behaviour that the default mode does not follow, because it
only costs waits there (the default's answer is the hardware's); none of them drops a wait the
default places for a dependence. The pass sets `FunctionModel.llvm22` from the option, and the
dataflow asks these functions at the points the rules apply.

- Entry wait at a loop head: llc puts a callable function's entry wait at the start of its first
  block, and when that block is a loop header the wait runs on every iteration, so the back
  edge arrives drained too. The default mode does not credit it there (the entry wait is
  emitted after the dataflow), which only leaves a redundant wait after it.
"""

from __future__ import annotations

from mirpass.passes.waitcnt.model import FunctionModel


def entry_wait(model: FunctionModel) -> dict[str, int]:
    """LLVM 22's full wait at the entry of a non-kernel function."""
    if model.gfx9:
        return {"vmcnt": 0, "expcnt": 0, "lgkmcnt": 0}
    if not model.tf.target.has_image_insts:  # no sampler or BVH counters to drain
        return {"loadcnt": 0, "dscnt": 0, "kmcnt": 0}
    return {"loadcnt": 0, "dscnt": 0, "expcnt": 0, "samplecnt": 0, "bvhcnt": 0, "kmcnt": 0}


def entry_block_drain(model: FunctionModel) -> dict[str, int]:
    """What every path into the first block has waited for at its start (llc 22's entry wait
    credited on back edges too): empty unless `--llvm-compat=22` and a callable function whose
    first block has predecessors."""
    if not model.llvm22 or model.is_kernel or not model.cfg.blocks or not model.cfg.preds[0]:
        return {}
    return entry_wait(model)
