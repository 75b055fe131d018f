"""`--llvm-compat=22`: where llc 22's wait-count pass waits differently from mirpass's default.

Each rule here reproduces an llc 22 behaviour that the default mode does not follow, because it
only costs waits there (the default's answer is the hardware's); none of them drops a wait the
default places for a dependence. The pass sets `FunctionModel.llvm22` from the option, and the
dataflow asks these functions at the points the rules apply.

- Entry wait at a loop head: llc puts a callable function's entry wait at the start of its first
  block, and when that block is a loop header the wait runs on every iteration, so the back
  edge arrives drained too. The default mode does not credit it there (the entry wait is
  emitted after the dataflow), which only leaves a redundant wait after it.
- Accumulated entries (solve.py): llc merges every state that reaches a block into its
  incoming brackets and never drops one, so a loop's first iteration, before the back edge's
  state is known, stays part of the entry of the blocks after it. The default mode's entries
  are the merge of the predecessors' current exits (until its own accumulation starts).
- Waits of an earlier visit stay: a wait llc inserted on one visit of a block is a hard wait
  on the next visit, which neither removes nor weakens it, though the wait the later state
  needs there may be weaker or none (a wait the back edge's state puts before it drained the
  operation already).
- No ShallowPredPromotion (pass_.py): llc waits before the consumer, never in the predecessors.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mirpass.passes.waitcnt.model import FunctionModel
from mirpass.passes.waitcnt.scans import Need

if TYPE_CHECKING:
    from mirpass.passes.waitcnt.dataflow import Anchor

# (block, issue group) -> the waits placed there on some visit so far (no xcnt: see scans.py)
Earlier = dict[tuple[int, int], dict[str, int]]


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


def keep_earlier_waits(needs: dict[str, Need], earlier: dict[str, int] | None) -> None:
    """A wait inserted on an earlier visit: the requirement there is at least that wait."""
    if not earlier:
        return
    for c, n in earlier.items():
        need = needs.get(c)
        if need is None:
            needs[c] = Need(n, reasons=["llc 22: placed on an earlier visit"], promotable=False)
        elif n < need.wait:
            need.wait = n
            need.reasons.append("llc 22: placed on an earlier visit")


def remember_waits(earlier: Earlier, b: int, anchors: dict[int, Anchor]) -> None:
    """Add the waits of one visit of block b to `earlier`."""
    for gi, anchor in anchors.items():
        kept = earlier.setdefault((b, gi), {})
        for c, n in anchor.spec.items():
            if c != "xcnt":
                kept[c] = min(kept.get(c, n), n)
