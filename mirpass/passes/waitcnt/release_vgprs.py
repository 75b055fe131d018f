"""Releasing a kernel's VGPRs at S_ENDPGM while its stores drain (gfx11 and later).

A wave that ends with stores in flight keeps its VGPRs until the stores complete. On gfx11+
llc's si-insert-waitcnts lets the hardware hand them to the next wave early with
`s_sendmsg dealloc_vgprs` right before S_ENDPGM (after `s_nop 0` on CPUs that need it). It does so
only when that is safe and worth it, and mirpass follows the same conditions (each measured
against llc 22, see tests/test_release_vgprs.py):

- some path reaches the S_ENDPGM with stores (storecnt, or vscnt on gfx11) in flight, and no store
  that may write scratch memory is among them: the scratch backing store may be reused too;
- the function makes calls, or it uses more VGPRs than full occupancy allows;
- llc decides before crediting the waits directly in front of S_ENDPGM, so a `s_wait_storecnt 0`
  there does not prevent the message.

"May write scratch" follows LLVM 22: every SCRATCH store; a FLAT or BUFFER store without memory
operands or with one in the private or generic address space; never a GLOBAL store. After a call
the callee's stores are pending and may include scratch ones.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence

from mirpass.ir.cfg import CFG
from mirpass.mir import Block, Instruction, MachineFunction, Operand
from mirpass.target.counters import GFX12_OPCODE_COUNTERS, events_for
from mirpass.target.opcodes import OpcodeInfo, OpcodeTable
from mirpass.target.targets import Target
from mirpass.target.waitcnt import wait_counts

DEALLOC_VGPRS = 3  # the s_sendmsg message id (MSG_DEALLOC_VGPRS) on gfx11+
END_OPCODES = frozenset({"S_ENDPGM", "S_ENDPGM_SAVED"})
STORE_COUNTERS = ("storecnt", "vscnt")
SATURATED = 64  # "some stores, count unknown": above every store counter's maximum
_ADDRSPACE = re.compile(r"addrspace (\d+)")
_SCRATCH_ADDRSPACES = frozenset({0, 5})  # generic (may be private) and private

State = tuple[int, bool]  # (stores that may be in flight, one of them may write scratch)


def _has_calls(mf: MachineFunction) -> bool:
    frame = mf.properties.get("frameInfo") or {}
    return bool(frame.get("hasCalls"))


class _Stores:
    """How each instruction changes the store state."""

    def __init__(self, target: Target, table: OpcodeTable) -> None:
        self.generation = target.generation
        self.extended_waits = target.has_extended_wait_counts
        self.table = table
        self.counter_events = events_for(target.cpu, target.generation)

    def counts_store(self, info: OpcodeInfo) -> bool:
        counters = GFX12_OPCODE_COUNTERS.get(info.name) if self.extended_waits else None
        if counters is None:
            events = self.counter_events
            counters = events.get((info.kind, info.subkind)) or events.get((info.kind, None)) or ()
        return any(c in STORE_COUNTERS for c in counters)

    @staticmethod
    def may_write_scratch(inst: Instruction, info: OpcodeInfo) -> bool:
        if info.segment == "SCRATCH":
            return True
        if info.segment not in ("FLAT", "BUFFER"):
            return False
        memops = inst.memoperands
        if not memops:
            return True
        for memop in memops:
            m = _ADDRSPACE.search(memop)
            if (int(m.group(1)) if m else 0) in _SCRATCH_ADDRSPACES:
                return True
        return False

    def store_wait(self, inst: Instruction) -> int | None:
        """The store counter's wait, if `inst` is a wait instruction that has one."""
        ops = inst.operands
        imm = next((op.imm for op in ops if op.imm is not None), None)
        if imm is None:
            return None
        counts = wait_counts(inst.opcode, imm, self.generation) or {}
        return next((counts[c] for c in STORE_COUNTERS if c in counts), None)

    def events(self, block: Block) -> list[tuple[str, int]]:
        """What of `block` matters here, in order: ("store", may write scratch), ("wait", n),
        ("call", 0), ("end", 0) for S_ENDPGM, and ("other", 0) for any other instruction after
        which a wait is no longer directly in front of an S_ENDPGM."""
        out: list[tuple[str, int]] = []
        for inst in block.instructions:
            opcode = inst.opcode
            info = self.table.get(opcode)
            if opcode in END_OPCODES:
                out.append(("end", 0))
            elif info is not None and info.is_call:
                out.append(("call", 0))
            elif info is not None and info.may_store and self.counts_store(info):
                out.append(("store", int(self.may_write_scratch(inst, info))))
            elif info is not None and info.kind == "WAIT":  # S_WAIT_IDLE too: it is no "other"
                n = self.store_wait(inst)
                if n is not None:
                    out.append(("wait", n))
            elif not out or out[-1][0] != "other":
                out.append(("other", 0))
        return out


def _apply(events: list[tuple[str, int]], state: State, at_end: list[State] | None = None) -> State:
    """The state after `events`; with `at_end`, also what llc decides on at each S_ENDPGM: the
    state before the waits directly in front of it."""
    before_waits = state
    for kind, value in events:
        pending, scratch = state
        if kind == "store":
            state = (min(pending + 1, SATURATED), scratch or bool(value))
        elif kind == "wait":
            if value < pending:
                state = (value, scratch and value > 0)
            continue
        elif kind == "call":
            state = (SATURATED, True)
        elif kind == "end" and at_end is not None:
            at_end.append(before_waits)
        before_waits = state
    return state


def release_vgprs(
    mf: MachineFunction,
    cfg: CFG,
    target: Target,
    table: OpcodeTable,
    wave_size: int,
    *,
    annotate: bool = False,
    top_opcodes: Sequence[Collection[str]],
    vgprs_used: int,
) -> list[Instruction]:
    """Insert the VGPR release before each S_ENDPGM that qualifies; the new instructions.
    `top_opcodes`: per block, the opcodes of its top-level instructions; `vgprs_used`: one more
    than the highest VGPR an instruction names (FunctionModel.top_opcodes, .vgprs_used)."""
    limit = target.full_occupancy_vgprs(wave_size)
    if limit is None:
        return []
    ends = [b for b, ops in enumerate(top_opcodes) if not END_OPCODES.isdisjoint(ops)]
    if not ends:
        return []
    if _has_calls(mf):
        why = "the function makes calls"
    else:
        used = vgprs_used
        if used <= limit:
            return []
        why = f"{used} VGPRs used, full wave{wave_size} occupancy allows {limit}"
    stores = _Stores(target, table)
    events = [stores.events(block) for block in cfg.blocks]
    entry: list[State | None] = [None] * len(cfg.blocks)
    exits: list[State | None] = [None] * len(cfg.blocks)
    changed = True
    sweep = 0
    while changed:
        changed = False
        sweep += 1
        for b in cfg.rpo:
            state: State | None = (0, False) if b == cfg.rpo[0] else None
            for p in cfg.preds[b]:
                exit_state = exits[p]
                if exit_state is not None:
                    state = _join(state, exit_state)
            if state is None:
                continue
            old = entry[b]
            if sweep > 2 and old is not None and state[0] > old[0]:
                state = (SATURATED, state[1])  # widen a count that grows around a loop
            entry[b] = state
            out = _apply(events[b], state)
            if out != exits[b]:
                exits[b] = out
                changed = True
    new: list[Instruction] = []
    for b in ends:
        state = entry[b]
        if state is None:
            continue
        decided: list[State] = []
        _apply(events[b], state, decided)
        block = cfg.blocks[b]
        insts = block.instructions
        ends_at = [k for k, i in enumerate(insts) if i.opcode in END_OPCODES]
        for k, (pending, scratch) in zip(ends_at, decided, strict=True):
            end_inst = insts[k]
            if pending and not scratch and not (k > 0 and _is_release(insts[k - 1])):
                note = f"; waitcnt: release VGPRs: stores in flight at the end, none to scratch; {why}"
                new += _insert_release(block, end_inst, target, note if annotate else None)
    return new


def _is_release(inst: Instruction) -> bool:
    """`s_sendmsg dealloc_vgprs`: already in front of an S_ENDPGM (the pass's own output, run
    again), it is not added a second time. llc 22 adds another one; the second changes nothing
    but the text."""
    if inst.opcode != "S_SENDMSG":
        return False
    imm = next((op.imm for op in inst.operands if op.imm is not None), None)
    return imm == DEALLOC_VGPRS


def _join(a: State | None, b: State) -> State:
    if a is None:
        return b
    return max(a[0], b[0]), a[1] or b[1]


def _insert_release(block: Block, end: Instruction, target: Target, note: str | None) -> list[Instruction]:
    new = []
    if target.nop_before_vgpr_release:
        new.append(Instruction.create("S_NOP", [Operand.immediate(0)]))
    new.append(
        Instruction.create(
            "S_SENDMSG",
            [
                Operand.immediate(DEALLOC_VGPRS),
                Operand.register("$exec", "implicit"),
                Operand.register("$m0", "implicit"),
            ],
        )
    )
    for inst in new:
        block.insert_before(end, inst)
    if note is not None:
        block.items.insert(block.items.index(new[0]), " " * end.indent + note)
    return new
