"""What the program's end needs besides waits (gfx9): the scalar data cache written back, and a
gap after an always-GDS op.

An always-GDS op (GWS, ordered count) is waited for right after it (lgkmcnt(0), see the
dataflow); when S_ENDPGM follows that wait directly, llc 22 puts `S_NOP 0` between them, and so
does mirpass (`gds_end_nop`).

Scalar stores and atomics (gfx9) write through the scalar data cache; unless it is written back,
the next wave given the same memory may see stale lines. Like llc 22's si-insert-waitcnts,
when a function has any scalar store or atomic, every S_ENDPGM or SI_RETURN_TO_EPILOG gets an
`S_DCACHE_WB` right before it (after the waits in front of it) unless its block already has one
after its last scalar store. Each block is judged on its own (measured with llc 22.1.8).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from mirpass.mir import Instruction, MachineFunction, Operand
from mirpass.target.opcodes import OpcodeTable
from mirpass.target.targets import Target

END_OPCODES = frozenset({"S_ENDPGM", "SI_RETURN_TO_EPILOG"})


def _is_scalar_store(opcode: str, table: OpcodeTable) -> bool:
    """A scalar store or atomic (every SMEM opcode that may store is one: S_STORE_*,
    S_BUFFER_STORE_*, S_SCRATCH_STORE_*, S_ATOMIC_*, S_BUFFER_ATOMIC_*)."""
    info = table.get(opcode)
    return info is not None and info.kind == "SMEM" and info.may_store


def scalar_cache_writeback(
    mf: MachineFunction,
    target: Target,
    table: OpcodeTable,
    opcodes: Collection[str],
    top_opcodes: Sequence[Collection[str]],
) -> list[Instruction]:
    """Insert the write-backs; the new instructions. `opcodes`: every opcode in the function
    (bundle members and inline asm included); `top_opcodes`: per block, the opcodes of its
    top-level instructions (FunctionModel.top_opcodes). Only blocks with an end are read
    (reading a block makes Instructions of a block still unread)."""
    if not target.has_scalar_stores:
        return []  # no scalar stores on gfx12
    if not any(_is_scalar_store(op, table) for op in opcodes):
        return []
    if not any(_is_scalar_store(op, table) for ops in top_opcodes for op in ops):
        return []
    new: list[Instruction] = []
    for block, ops in zip(mf.blocks, top_opcodes, strict=True):
        if END_OPCODES.isdisjoint(ops):
            continue
        written_back = False
        for inst in list(block.instructions):
            if inst.opcode == "S_DCACHE_WB":
                written_back = True
            elif _is_scalar_store(inst.opcode, table):
                written_back = False
            elif inst.opcode in END_OPCODES and not written_back:
                wb = Instruction.create("S_DCACHE_WB", [])
                block.insert_before(inst, wb)
                new.append(wb)
    return new


def gds_end_nop(
    mf: MachineFunction, table: OpcodeTable, opcodes: Collection[str], top_opcodes: Sequence[Collection[str]]
) -> list[Instruction]:
    """Insert `S_NOP 0` before an S_ENDPGM that follows an always-GDS op with only waits between.
    `opcodes`, `top_opcodes`: as for scalar_cache_writeback."""
    if not any(_is_gds(op, table) for op in opcodes):
        return []
    new: list[Instruction] = []
    for block, ops in zip(mf.blocks, top_opcodes, strict=True):
        if "S_ENDPGM" not in ops or not any(_is_gds(op, table) for op in ops):
            continue
        last_gds = False
        for inst in list(block.instructions):
            op = inst.opcode
            info = table.get(op)
            if info is not None and info.kind == "WAIT":
                continue
            if op == "S_ENDPGM" and last_gds:
                nop = Instruction.create("S_NOP", [Operand.immediate(0)])
                block.insert_before(inst, nop)
                new.append(nop)
            last_gds = _is_gds(op, table)
    return new


def _is_gds(opcode: str, table: OpcodeTable) -> bool:
    info = table.get(opcode)
    return info is not None and info.kind == "GDS"
