"""The control flow the hazard searches follow: each block's predecessors, in LLVM's order, from
the edges `mirpass.ir.edges` makes for both passes."""

from __future__ import annotations

from mirpass.ir.edges import predecessor_lists, successor_lists
from mirpass.ir.hazard_records import RecordBuilder
from mirpass.mir import Instruction, MachineFunction


def predecessors(mf: MachineFunction, builder: RecordBuilder) -> list[list[int]]:
    """Predecessor lists by layout index, in LLVM's order. An edge to a block that does not
    exist is a MIRError where it is named."""

    def ends_flow(inst: Instruction) -> bool:
        f = builder.facts_for(inst.opcode)
        if f is None:
            return False  # an opcode no table knows is reported when its record is made
        info = f.info
        return info.is_barrier or info.is_return or (info.kind == "BRANCH" and info.subkind == "endpgm")

    return predecessor_lists(successor_lists(mf, ends_flow))
