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

import re
from collections.abc import Collection

from mirpass.mir import Instruction, MachineFunction, Operand
from mirpass.target.opcodes import OpcodeTable
from mirpass.target.targets import Target

_GDS_HINT = re.compile(r"DS_GWS_|DS_ORDERED|_GS_REG")
END_OPCODES = frozenset({"S_ENDPGM", "SI_RETURN_TO_EPILOG"})
_SCALAR_STORE_PREFIXES = ("S_STORE_", "S_BUFFER_STORE_", "S_SCRATCH_STORE_", "S_ATOMIC_", "S_BUFFER_ATOMIC_")


def _is_scalar_store(opcode: str, table: OpcodeTable) -> bool:
    if not opcode.startswith(_SCALAR_STORE_PREFIXES) or opcode not in table:
        return False
    info = table[opcode]
    return info.kind == "SMEM" and info.may_store


def scalar_cache_writeback(
    mf: MachineFunction, target: Target, table: OpcodeTable, opcodes: Collection[str] | None = None
) -> list[Instruction]:
    """Insert the write-backs; the new instructions. `opcodes`: every opcode in the function
    (bundle members included), when the caller knows them: without a scalar store among them
    the blocks are not read (reading them would make Instructions of blocks still unread)."""
    if not target.has_scalar_stores:
        return []  # no scalar stores on gfx12
    if opcodes is not None and not any(_is_scalar_store(op, table) for op in opcodes):
        return []
    texts = [block.source_text() for block in mf.blocks]
    if all(t is not None and not any(p in t for p in _SCALAR_STORE_PREFIXES) for t in texts):
        return []
    if not any(_is_scalar_store(i.opcode, table) for _, i in mf.instructions()):
        return []
    new: list[Instruction] = []
    for block in mf.blocks:
        text = block.source_text()
        if text is not None and "S_ENDPGM" not in text and "SI_RETURN_TO_EPILOG" not in text:
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
    mf: MachineFunction, table: OpcodeTable, opcodes: Collection[str] | None = None
) -> list[Instruction]:
    """Insert `S_NOP 0` before an S_ENDPGM that follows an always-GDS op with only waits between.
    `opcodes`: as for scalar_cache_writeback (a function without a GDS op is skipped)."""
    if opcodes is not None and not any(op in table and table[op].kind == "GDS" for op in opcodes):
        return []
    new: list[Instruction] = []
    for block in mf.blocks:
        text = block.source_text()
        if text is not None and not ("S_ENDPGM" in text and _GDS_HINT.search(text)):
            continue
        last_gds = False
        for inst in list(block.instructions):
            op = inst.opcode
            if op.startswith("S_WAIT"):
                continue
            if op == "S_ENDPGM" and last_gds:
                nop = Instruction.create("S_NOP", [Operand.immediate(0)])
                block.insert_before(inst, nop)
                new.append(nop)
            info = table[op] if op in table else None
            last_gds = info is not None and info.kind == "GDS"
    return new
