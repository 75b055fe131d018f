"""The wait-count model's issue groups and memory operations (see model.py).

A million-instruction block makes a million groups and half a million memory operations: their
layout decides the model's memory (see `Group`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mirpass.ir.translate import Op
    from mirpass.target.opcodes import OpcodeInfo


@dataclass(slots=True, eq=False)
class MemOp:
    gid: int
    info: OpcodeInfo  # its opcode's facts
    block: int
    writes: tuple[int, ...]  # register units it writes
    counters: tuple[str, ...]
    ooo: frozenset[str]
    xreads: frozenset[int]  # GPR units it reads (xcnt WAR on gfx1250)
    lds_pipe: str | None  # the counter of the pipeline through which it touches LDS
    lds_objects: frozenset[str] | None
    lds_read: bool
    lds_write: bool
    vmem_load: bool  # a non-FLAT, non-sampler VMEM load: in-order VGPR writes on gfx9
    smem_ptr: str | None  # a non-invariant SMEM load's IR pointer (scalar-cache WAR)
    is_smem: bool
    is_vmem: bool

    def moved(self, gid: int, block: int) -> MemOp:
        """The same memory operation as another op (gid) of block `block`."""
        return MemOp(
            gid, self.info, block, self.writes, self.counters, self.ooo, self.xreads, self.lds_pipe,
            self.lds_objects, self.lds_read, self.lds_write, self.vmem_load, self.smem_ptr,
            self.is_smem, self.is_vmem,
        )  # fmt: skip

    @property
    def name(self) -> str:
        return self.info.name

    @property
    def kind(self) -> str:
        return self.info.kind


# Group.flags bits (set from group_flags; read through the properties, or tested directly
# on the dataflow's per-group paths)
CALL, RETURN, BARRIER, TERMINATOR, VMEM, STORES = 1, 2, 4, 8, 16, 32


def _flag(bit: int, what: str) -> property:
    """A read-only view of one Group.flags bit."""
    return property(lambda g: bool(g.flags & bit), doc=f"Whether the group has {what}.")


class Group:
    """One issue group. Its memory is the model's largest item (a million-instruction block
    has a million groups), so: the five flags are bits of one int, a single op or producer is
    held in a tuple, and the fields most groups leave at their defaults (store pointers, the
    bundle, xcnt's write sets) are class attributes, set per group in its `__dict__` (made
    only for the groups that set one)."""

    __slots__ = ("block", "index", "inst", "ops", "role", "waits", "producers", "deps", "lds", "flags")
    __slots__ += ("__dict__",)  # (the rarely set fields, see above)

    # the shared defaults of the rarely set fields (never mutated)
    # registers it writes that an address translation in flight may need (xcnt WAR; empty on
    # targets without xcnt)
    writes_translated: frozenset[int] = frozenset()
    # An inline asm's non-VMEM writes after its own SMEM (VMEM) instruction: that switch drained
    # the other kind's translations, so they meet only SMEM (VMEM) ones: (SMEM side?, units).
    # `xcnt_side` is "smem", "vmem" or "both" once the group has such members.
    xcnt_later: tuple[tuple[bool, frozenset[int]], ...] = ()
    xcnt_side: str | None = None
    store_ptrs: frozenset[str] = frozenset()
    bundle: object = None  # the BUNDLE header Instruction when `inst` is one of its members

    def __init__(
        self,
        block: int,
        index: int,
        inst: object,  # the top-level Instruction a wait is inserted before (None: see instruction())
        ops: list[Op] | tuple[Op, ...],
        role: str,  # "op", "hard", "soft", "lds_direct"
        waits: dict[str, int] | None = None,
        producers: list[MemOp] | tuple[MemOp, ...] = (),
        deps: tuple[int, ...] = (),
        lds: list[MemOp] | tuple[MemOp, ...] = (),  # its own LDS accesses (as consumer)
        flags: int = 0,
    ) -> None:
        self.block = block
        self.index = index
        self.inst = inst
        self.ops = ops
        self.role = role
        self.waits = {} if waits is None else waits
        self.producers = producers
        self.deps = deps
        self.lds = lds
        self.flags = flags

    is_call = _flag(CALL, "a call")
    is_return = _flag(RETURN, "a return (not a tail call)")
    is_barrier = _flag(BARRIER, "a barrier")
    is_terminator = _flag(TERMINATOR, "a terminator")
    is_vmem = _flag(VMEM, "a VMEM (or LDS DMA, async-to-LDS) operation")


VMEM_KINDS = frozenset({"VMEM", "LDS_DMA", "ASYNC_TO_LDS"})


def group_flags(info: OpcodeInfo) -> int:
    """What an operation of this opcode makes its group, as Group.flags bits: a call, a return,
    a barrier, a terminator, VMEM, a store whose pointers count for the scalar-cache WAR."""
    return (
        (CALL if info.is_call else 0)
        | (RETURN if info.is_return and not info.is_call and info.subkind == "return" else 0)
        | (BARRIER if info.kind == "BARRIER" else 0)
        | (TERMINATOR if info.is_terminator else 0)
        | (VMEM if info.kind in VMEM_KINDS else 0)
        | (STORES if info.may_store and info.kind not in ("DS", "SMEM") else 0)
    )


def appended(items: list | tuple, item: object) -> list | tuple:
    """`items` with `item` appended: a first item in a tuple (most groups have one producer at
    most), a second turns it into a list."""
    if not items:
        return (item,)
    if type(items) is tuple:
        return [*items, item]
    items.append(item)  # type: ignore[union-attr]
    return items
