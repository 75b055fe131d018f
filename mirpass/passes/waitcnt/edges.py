"""`--split-critical-edges`: a loop entered through a critical edge gets a preheader block.

A guarded loop (`for`, not `do while`) is entered from a block that also branches around it:
the edge into the header is critical, so no block runs on the entry path alone, and path-aware
placement (placement.py, prefetch.py) has nowhere to put the entry path's wait. With the flag,
each such edge gets a new block, numbered after the function's last one, whose only successor
is the header: placed between the two when the edge falls through (so it falls through too),
else at the end of the function with an `S_BRANCH` to the header and the predecessor's branch
retargeted to it. It has the header's live-ins (it only passes control on).

After the pass, a new block that got no wait is taken out again and the predecessor restored
as it was read, so that the flag changes nothing where it does not help; by default no edge is
ever split.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from mirpass.ir.cfg import CFG
from mirpass.mir import Block, Instruction, MachineFunction, Operand
from mirpass.target.waitcnt import is_counter_wait


@dataclass
class Split:
    pred: Block
    new: Block
    header: list[str]  # the predecessor's header lines as read
    successors: list[tuple[int, int | None]]
    branch: tuple[Instruction, Instruction] | None  # (as read, retargeted)


def _mbb(number: int) -> Operand:
    return Operand("mbb", f"%bb.{number}")


def _retarget(line: str, old: int, new: int) -> str:
    return re.sub(rf"%bb\.{old}(?![0-9])", f"%bb.{new}", line)


def split_loop_entries(
    mf: MachineFunction, cfg: CFG, ends_flow: Callable[[Instruction], bool]
) -> list[Split]:
    """Split each critical edge from a loop's only outside predecessor into its header.

    A block whose successors the MIR leaves to be guessed (llc omits the list where the code
    implies it) keeps them guessed: its retargeted branch or its fall-through names the new
    block. Only the block before a new one's position can change its guess: the predecessor
    itself, or, at the function's end, a last block that ends control flow."""
    out: list[Split] = []
    last = mf.blocks[-1] if mf.blocks else None
    can_append = last is not None and bool(last.instructions) and ends_flow(last.instructions[-1])
    next_number = max((b.number for b in mf.blocks), default=-1) + 1
    for loop in sorted(cfg.loops, key=lambda lp: lp.header):
        h = loop.header
        outside = [p for p in cfg.preds[h] if p not in loop.blocks]
        if len(outside) != 1 or len(cfg.succs[outside[0]]) < 2:
            continue
        pred, header = cfg.blocks[outside[0]], cfg.blocks[h]
        new = Block(next_number, None, [], 0)
        next_number += 1
        new.header = [f"  bb.{new.number}:", f"    successors: %bb.{header.number}"]
        new.header += [s for s in header.header if s.lstrip().startswith("liveins:")]
        new.successors = [(header.number, None)]
        split = Split(pred, new, list(pred.header), list(pred.successors), None)
        items = pred.items
        for k, item in enumerate(items):
            if isinstance(item, Instruction) and any(
                op.kind == "mbb" and op.text == f"%bb.{header.number}" for op in item.operands
            ):
                target = f"%bb.{header.number}"
                ops = [
                    _mbb(new.number) if op.kind == "mbb" and op.text == target else op for op in item.operands
                ]
                edited = Instruction.create(item.opcode, ops, item.defs, item.flags)
                edited.indent = item.indent
                items[k] = edited
                split.branch = (item, edited)
                break
        if split.branch is None and cfg.blocks.index(pred) + 1 != cfg.blocks.index(header):
            continue  # neither a branch nor a fall-through into the header: leave it
        if split.branch is not None and not can_append:
            items[items.index(split.branch[1])] = split.branch[0]
            continue
        branch = Instruction.create("S_BRANCH", [_mbb(header.number)])
        branch.indent = 4
        new.items = ["  ", branch] if split.branch is not None else ["  "]
        pred.header = [
            _retarget(s, header.number, new.number) if s.lstrip().startswith("successors:") else s
            for s in pred.header
        ]
        pred.successors = [(new.number if n == header.number else n, p) for n, p in pred.successors]
        if split.branch is not None:
            mf.blocks.append(new)
        else:
            mf.blocks.insert(mf.blocks.index(header), new)
        out.append(split)
    return out


def unsplit_unused(mf: MachineFunction, splits: list[Split]) -> list[Split]:
    """Take out the new blocks that hold no wait; returns those kept."""
    kept: list[Split] = []
    for s in splits:
        if any(is_counter_wait(i.opcode) for i in s.new.instructions):
            kept.append(s)
            continue
        mf.blocks.remove(s.new)
        s.pred.header = s.header
        s.pred.successors = s.successors
        if s.branch is not None:
            original, edited = s.branch
            items = s.pred.items
            items[items.index(edited)] = original
    return kept
