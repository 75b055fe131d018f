"""A rough estimate of the cycles a function stalls at its waits and NOPs.

The model is deliberately simple, so that two versions of the same code (llc's waits and NOPs
against mirpass's) can be compared with it, not so that it predicts hardware:

- each block is issued in order from an empty pipeline, one instruction per cycle, and each
  block counts once (loop trip counts are unknown);
- a memory operation completes `latency` cycles after issue, `latency` being the scheduling
  model's value from the opcode table; operations still in flight at a block's end are
  forgotten, so waits on work from other blocks cost nothing here;
- `S_NOP n` costs n+1 cycles; a wait stalls until every operation it drains has completed.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass

from mirpass.ir.translate import TranslatedFunction

DEFAULT_LATENCY = 20


@dataclass
class StallEstimate:
    nop_cycles: int = 0
    wait_cycles: int = 0

    @property
    def total(self) -> int:
        return self.nop_cycles + self.wait_cycles

    def __iadd__(self, other: StallEstimate) -> StallEstimate:
        self.nop_cycles += other.nop_cycles
        self.wait_cycles += other.wait_cycles
        return self


def estimate_stalls(tf: TranslatedFunction) -> StallEstimate:
    result = StallEstimate()
    for ops in tf.blocks:
        cycle = 0
        in_flight: dict[str, deque[int]] = {}  # counter -> completion cycles, oldest first
        for op in ops:
            if op.kind == "NOP":
                result.nop_cycles += op.wait_states
                cycle += op.wait_states
                continue
            if op.waits:
                ready = cycle
                for counter, count in op.waits.items():
                    queue = in_flight.get(counter)
                    while queue and len(queue) > count:
                        ready = max(ready, queue.popleft())
                stall = ready - cycle
                result.wait_cycles += stall
                cycle = ready
            if op.counters:
                done = cycle + (op.info.latency or DEFAULT_LATENCY)
                for counter in op.counters:
                    in_flight.setdefault(counter, deque()).append(done)
            cycle += 1 if op.wait_states else 0
    return result
