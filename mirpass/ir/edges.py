"""A machine function's control-flow edges, as llc's MIR parser makes them.

A block's successors come from its `successors:` line or, without one, are guessed as llc
guesses them: every block its instructions name, then the next block unless the last
instruction ends the flow. Blocks still in their source text (`Block.unread_span`) are read from
it, so that finding the edges does not turn every line of a large block into an Instruction.
Both passes take their edges from here (`mirpass.ir.cfg.CFG`, and the hazard pass directly).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from mirpass.mir import Block, Instruction, MachineFunction, MIRError

_BLOCK_REF = re.compile(r"%bb\.(\d+)")
# Where a block is named: its block (the `successors:` line), an instruction, or (line, column).
Where = Block | Instruction | tuple[int, int]
# The blocks a block's instructions name, each with where, and its last instruction.
Named = tuple[list[tuple[int, Where]], Instruction | None]


def successor_lists(mf: MachineFunction, ends_flow: Callable[[Instruction], bool]) -> list[list[int]]:
    """Successors by layout index, in the order they are named, each once. An edge to a block
    that does not exist is a MIRError where it is named, as llc's parser reports it."""
    index_of = {b.number: i for i, b in enumerate(mf.blocks)}
    succs: list[list[int]] = []
    for i, block in enumerate(mf.blocks):
        if block.successors or has_successor_line(block):
            targets: list[tuple[int, Where]] = [(num, block) for num, _ in block.successors]
        else:
            targets = _guessed_successors(block, i, mf, ends_flow)
        out: list[int] = []
        for num, where in targets:
            j = index_of.get(num)
            if j is None:
                raise _missing_block(num, where)
            if j not in out:
                out.append(j)
        succs.append(out)
    return succs


def predecessor_lists(succs: list[list[int]]) -> list[list[int]]:
    """Predecessors by layout index, in LLVM's order (the order the edges were added: by source
    block, then as named there)."""
    preds: list[list[int]] = [[] for _ in succs]
    for i, out in enumerate(succs):
        for j in out:
            preds[j].append(i)
    return preds


def has_successor_line(block: Block) -> bool:
    """An explicit but empty `successors:` list still counts as explicit."""
    return any(line.lstrip().startswith("successors:") for line in block.header)


def _missing_block(num: int, where: Where) -> MIRError:
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
    block: Block, i: int, mf: MachineFunction, ends_flow: Callable[[Instruction], bool]
) -> list[tuple[int, Where]]:
    """Without a `successors:` line: the blocks the instructions name, then the next block unless
    the last instruction ends the flow; each with where it is named."""
    span = block.unread_span()
    if span is not None:
        targets, last = _named_in_text(*span)
    else:
        targets, last = _named_by_instructions(block)
    nums = {num for num, _ in targets}
    if (last is None or not ends_flow(last)) and i + 1 < len(mf.blocks):
        nxt = mf.blocks[i + 1].number
        if nxt not in nums:
            targets.append((nxt, block))
    return targets


def _named_in_text(text: str, start: int, stop: int, line: int) -> Named:
    """The blocks named in unread item lines (plain instruction, blank and comment lines, no
    bundle, no trailing comment: what the reader leaves unread), and the last instruction."""
    targets: list[tuple[int, Where]] = []
    nums: set[int] = set()
    counted, at_line = start, line  # `at_line` is the line of text[counted]
    for m in _BLOCK_REF.finditer(text, start, stop):
        num = int(m.group(1))
        if num in nums:
            continue
        line_start = max(text.rfind("\n", start, m.start()) + 1, start)
        if text[line_start : m.start()].lstrip().startswith(";"):
            continue  # a comment line
        at_line += text.count("\n", counted, line_start)
        counted = line_start
        nums.add(num)
        targets.append((num, (at_line, m.start() - line_start + 1)))
    last = None
    end = stop
    while end >= start:
        line_start = max(text.rfind("\n", start, end) + 1, start)
        s = text[line_start:end]
        stripped = s.lstrip()
        if stripped and stripped[0] != ";":
            # only the last line is made into an Instruction, to ask whether it ends the flow
            last = Instruction(s, line + text.count("\n", start, line_start))
            break
        end = line_start - 1
    return targets, last


def _named_by_instructions(block: Block) -> Named:
    """The blocks the instructions' block operands name, and the last instruction."""
    targets: list[tuple[int, Where]] = []
    nums: set[int] = set()
    insts = block.instructions
    for inst in insts:
        raw = inst.raw
        if raw is not None and "%bb." not in raw:
            continue  # names no block: its operands need not be parsed here
        for op in inst.operands:
            if op.kind == "mbb":
                num = int(op.text[4:].split(".", 1)[0])
                if num not in nums:
                    nums.add(num)
                    targets.append((num, inst))
    return targets, insts[-1] if insts else None
