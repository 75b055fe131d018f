"""The control flow the hazard searches follow: each block's predecessors, in LLVM's order.

A block's successors come from its `successors:` line or, without one, from the blocks its
instructions name and the fall-through, as llc's MIR parser infers them. Blocks still in their
source text are read from it, so that finding the edges does not turn every line of a large
block into an Instruction.
"""

from __future__ import annotations

import re

from mirpass.mir import Block, Instruction, MachineFunction, MIRError
from mirpass.mir.parser import fast_opcode
from mirpass.passes.hazards.records import RecordBuilder
from mirpass.passes.hazards.stream import text_source

_BLOCK_REF = re.compile(r"%bb\.(\d+)")
# Where a block is named: its block (the `successors:` line), an instruction, or (line, column).
Where = Block | Instruction | tuple[int, int]


def predecessors(mf: MachineFunction, builder: RecordBuilder) -> list[list[int]]:
    """Predecessor lists by layout index, in LLVM's order (the order the edges were added: by
    source block). An edge to a block that does not exist is a MIRError where it is named."""
    index_of = {b.number: i for i, b in enumerate(mf.blocks)}
    preds: list[list[int]] = [[] for _ in mf.blocks]
    for i, block in enumerate(mf.blocks):
        if block.successors or any(s.lstrip().startswith("successors:") for s in block.header):
            targets: list[tuple[int, Where]] = [(num, block) for num, _ in block.successors]
        else:
            targets = _guessed_successors(block, i, mf, builder)
        seen: set[int] = set()
        for num, where in targets:
            j = index_of.get(num)
            if j is None:
                # llc's parser rejects it, and a search could not follow it.
                raise _missing_block(num, where)
            if j in seen:
                continue
            seen.add(j)
            preds[j].append(i)
    return preds


def _missing_block(num: int, where: Where) -> MIRError:
    """The error for a reference to block `num` made in `where`: a block's `successors:` line,
    an instruction, or a (line, column) in the source."""
    ref = f"%bb.{num}"
    message = f"use of undefined machine basic block #{num}"
    if isinstance(where, Instruction):
        raw = where.raw or ""
        return MIRError(message, where.line, raw.find(ref) + 1 if ref in raw else 1)
    if isinstance(where, tuple):
        return MIRError(message, *where)
    for k, text in enumerate(where.header):
        at = text.find(ref)
        if at >= 0 and text.lstrip().startswith("successors"):
            return MIRError(message, where.line + k, at + 1)
    return MIRError(message, where.line, 1)


def _guessed_successors(
    block: Block, i: int, mf: MachineFunction, builder: RecordBuilder
) -> list[tuple[int, Where]]:
    """Without a `successors:` line: the blocks the instructions name, then the next block unless
    the last instruction ends the flow; each with where it is named."""
    targets: list[tuple[int, Where]] = []
    nums: set[int] = set()
    source = text_source(block)
    last_opcode = None
    if source is not None:
        # Untouched since read: plain instruction, blank and comment lines, no bundle.
        text, start, stop, line = source
        counted = start  # `line` is the line of text[counted]
        for m in _BLOCK_REF.finditer(text, start, stop):
            num = int(m.group(1))
            if num in nums:
                continue
            line_start = max(text.rfind("\n", start, m.start()) + 1, start)
            if text[line_start : m.start()].lstrip().startswith(";"):
                continue  # a comment line
            line += text.count("\n", counted, line_start)
            counted = line_start
            nums.add(num)
            targets.append((num, (line, m.start() - line_start + 1)))
        last = _last_instruction_line(text, start, stop)
        if last is not None:
            last_opcode = fast_opcode(last)
    else:
        insts = block.instructions
        for inst in insts:
            raw = inst.raw
            for t in [raw] if raw is not None else [op.text for op in inst.operands]:
                if "%bb." not in t:
                    continue
                for m in _BLOCK_REF.finditer(t):
                    num = int(m.group(1))
                    if num not in nums:
                        nums.add(num)
                        targets.append((num, inst))
        if insts:
            last_opcode = insts[-1].opcode
    ends = False
    if last_opcode is not None:
        f = builder.facts_for(last_opcode)
        if f is not None:
            info = f.info
            ends = info.is_barrier or info.is_return or (info.kind == "BRANCH" and info.subkind == "endpgm")
    if not ends and i + 1 < len(mf.blocks):
        nxt = mf.blocks[i + 1].number
        if nxt not in nums:
            targets.append((nxt, block))
    return targets


def _last_instruction_line(text: str, start: int, stop: int) -> str | None:
    """The last line of text[start:stop] that is neither blank nor a comment."""
    end = stop
    while end >= start:
        line_start = max(text.rfind("\n", start, end) + 1, start)
        s = text[line_start:end]
        stripped = s.lstrip()
        if stripped and stripped[0] != ";":
            return s
        end = line_start - 1
    return None
