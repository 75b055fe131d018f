"""Which wait counters an instruction increments, by target generation.

Keys are (kind, subkind) from the opcode tables; a subkind of None matches any subkind.
gfx9 counts vector memory loads and stores alike on vmcnt; gfx12 splits them into loadcnt and
storecnt, and gfx1250 adds tensorcnt, asynccnt and xcnt.
"""

from __future__ import annotations

Events = dict[tuple[str, str | None], tuple[str, ...]]

# The non-VMEM events gfx9 to gfx11 share.
_GFX9_OTHER_EVENTS: Events = {
    ("LDS_DMA", None): ("vmcnt",),
    ("DS", None): ("lgkmcnt",),
    ("DS", "ldsdir"): ("expcnt",),  # LDS parameter and direct loads
    ("GDS", None): ("lgkmcnt",),
    ("SMEM", None): ("lgkmcnt",),
    ("EXP", None): ("expcnt",),
}
GFX9_EVENTS: Events = {("VMEM", None): ("vmcnt",), **_GFX9_OTHER_EVENTS}
# gfx10/gfx11 count vector stores and atomics without return on their own counter, vscnt.
GFX11_EVENTS: Events = {
    ("VMEM", "load"): ("vmcnt",),
    ("VMEM", "atomic_ret"): ("vmcnt",),
    ("VMEM", "other"): ("vmcnt",),
    ("VMEM", "store"): ("vscnt",),
    ("VMEM", "atomic"): ("vscnt",),
    # sampler and BVH reads have no counters of their own before gfx12
    ("VMEM", "sample"): ("vmcnt",),
    ("VMEM", "bvh"): ("vmcnt",),
    **_GFX9_OTHER_EVENTS,
}
GFX12_EVENTS: Events = {
    ("VMEM", "load"): ("loadcnt",),
    ("VMEM", "atomic_ret"): ("loadcnt",),
    ("VMEM", "store"): ("storecnt",),
    ("VMEM", "atomic"): ("storecnt",),
    ("VMEM", "other"): ("loadcnt",),
    ("VMEM", "sample"): ("samplecnt",),
    ("VMEM", "bvh"): ("bvhcnt",),
    ("LDS_DMA", None): ("loadcnt",),
    ("DS", None): ("dscnt",),
    ("DS", "ldsdir"): ("expcnt",),  # LDS parameter and direct loads
    ("GDS", None): ("dscnt",),
    ("SMEM", None): ("kmcnt",),
    ("EXP", None): ("expcnt",),
}
GFX1250_EVENTS: Events = {
    **GFX12_EVENTS,
    ("TENSOR", None): ("tensorcnt",),
    ("ASYNC_TO_LDS", None): ("asynccnt",),
}
# gfx1250's xcnt counts outstanding address translations of vector and scalar memory ops.
XCNT_KINDS = frozenset({"VMEM", "SMEM", "LDS_DMA"})

COUNTERS_BY_GENERATION: dict[str, tuple[str, ...]] = {
    "gfx9": ("vmcnt", "expcnt", "lgkmcnt"),
    "gfx11": ("vmcnt", "expcnt", "lgkmcnt", "vscnt"),
    "gfx12": ("loadcnt", "storecnt", "dscnt", "kmcnt", "samplecnt", "bvhcnt", "expcnt"),
    "gfx1250": (
        "loadcnt",
        "storecnt",
        "dscnt",
        "kmcnt",
        "samplecnt",
        "bvhcnt",
        "expcnt",
        "tensorcnt",
        "asynccnt",
        "xcnt",
    ),
}
# Opcodes whose event the (kind, subkind) tables miss: S_SENDMSG* is an SQ message, counted on
# lgkmcnt (gfx9) or kmcnt (gfx12), out of order with respect to the other events there.
MESSAGE_OPCODES = frozenset({"S_SENDMSG", "S_SENDMSGHALT", "S_SENDMSG_RTN_B32", "S_SENDMSG_RTN_B64"})
# gfx12 cache-control ops the (kind, subkind) table cannot place: LLVM 22 counts GLOBAL_WB and
# GLOBAL_WBINV as VMEM_WRITE_ACCESS (storecnt) and GLOBAL_INV as GLOBAL_INV_ACCESS (loadcnt).
GFX12_OPCODE_COUNTERS: dict[str, tuple[str, ...]] = {
    "GLOBAL_WB": ("storecnt",),
    "GLOBAL_WBINV": ("storecnt",),
    "GLOBAL_INV": ("loadcnt",),
    # LDS parameter and direct loads (LDSDIR) count on expcnt, not dscnt (EXP_CNT in TSFlags).
    "DS_DIRECT_LOAD": ("expcnt",),
    "DS_PARAM_LOAD": ("expcnt",),
}
# Counters whose events may complete out of order: waiting on them means waiting for zero.
OUT_OF_ORDER_KINDS = frozenset({"SMEM"})


_GFX12_MAX = {
    "loadcnt": 63,
    "storecnt": 63,
    "samplecnt": 63,
    "bvhcnt": 7,
    "dscnt": 63,
    "kmcnt": 31,
    "expcnt": 7,
}
# The largest count each counter holds (a wait for it means no wait), by `counter_key`.
COUNTER_MAX: dict[str, dict[str, int]] = {
    "gfx9": {"vmcnt": 63, "expcnt": 7, "lgkmcnt": 15},
    "gfx12": _GFX12_MAX,
    "gfx1250": {**_GFX12_MAX, "tensorcnt": 63, "asynccnt": 63, "xcnt": 63},
}


def counter_key(cpu: str, generation: str) -> str:
    """Which counter set a target has: its generation's, or gfx1250's own."""
    return "gfx1250" if cpu == "gfx1250" else generation


def events_for(cpu: str, generation: str) -> Events:
    if cpu == "gfx1250":
        return GFX1250_EVENTS
    return {"gfx12": GFX12_EVENTS, "gfx11": GFX11_EVENTS}.get(generation, GFX9_EVENTS)


def counters_for(cpu: str, generation: str) -> tuple[str, ...]:
    return COUNTERS_BY_GENERATION[counter_key(cpu, generation)]
