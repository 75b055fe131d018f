"""Facts from upstream LLVM's `si-insert-waitcnts` tests, as mirpass's own probes (issue 14).

Each probe is a short function written for this file after a fact an upstream test checks (the
file named beside each group; their text is not reused): loads and their uses, LDS DMA, FLAT
and scratch, waits already in the input, loops and joins, gfx12's store counter and gfx1250's
XCNT. All probes of a CPU go through one llc 22 run. Before every instruction mirpass must wait
for the counters llc 22 waits for, and never for a larger count (a looser wait is a silent wrong
answer); where the upstream test states the wait, llc 22 must give it too (`expect`, per
generation, before the function's last instruction but S_ENDPGM), so that a probe cannot
quietly test nothing.
"""

from __future__ import annotations

import functools

import pytest

from mirpass.mir import MachineFunction, read
from mirpass.target.opcodes import load_opcode_table
from mirpass.target.registers import register_units
from mirpass.target.targets import TARGETS
from mirpass.target.waitcnt import wait_counts

from conftest import llc_and_mirpass, requires_llc

pytestmark = requires_llc

GFX9 = ("gfx908", "gfx90a", "gfx942", "gfx950")
GFX12 = ("gfx1200", "gfx1250")
CPUS = (*GFX9, *GFX12)
Counts = dict[str, int]


class Fact:
    def __init__(
        self, name: str, blocks: str, cpus: tuple[str, ...] = CPUS, entry: bool = True, **expect: Counts
    ) -> None:
        self.name, self.blocks, self.cpus, self.entry, self.expect = name, blocks, cpus, entry, expect

    def document(self, k: int) -> str:
        info = "machineFunctionInfo:\n  isEntryFunction: true\n" if self.entry else ""
        body = self.blocks if self.blocks.lstrip().startswith("bb.") else "bb.0:\n" + self.blocks
        lines = "".join(
            f"  {'  ' * (not s.startswith('bb.'))}{s.strip()}\n" for s in body.strip().split("\n")
        )
        return f"---\nname: w{k}\n{info}body: |\n{lines}...\n"


FACTS: list[Fact] = []


def fact(
    name: str, lines: list[str], cpus: tuple[str, ...] = CPUS, entry: bool = True, **expect: Counts
) -> None:
    FACTS.append(Fact(name, "\n".join([*lines, "S_ENDPGM 0"]), cpus, entry, **expect))


def cfg(name: str, blocks: str, cpus: tuple[str, ...] = CPUS) -> None:
    FACTS.append(Fact(name, blocks, cpus))


GLOBAL = "{} = GLOBAL_LOAD_DWORD $vgpr10_vgpr11, {}, 0, implicit $exec :: (load (s32), addrspace 1)"
DS = "{} = DS_READ_B32_gfx9 $vgpr12, {}, 0, implicit $exec :: (load (s32), addrspace 3)"
SMEM = "{} = S_LOAD_DWORD_IMM $sgpr20_sgpr21, {}, 0 :: (load (s32), addrspace 4)"
USE0 = "$vgpr1 = V_ADD_U32_e32 $vgpr0, $vgpr0, implicit $exec"
USE2 = "$vgpr1 = V_ADD_U32_e32 $vgpr2, $vgpr2, implicit $exec"
USE_S0 = "$sgpr1 = S_ADD_U32 $sgpr0, $sgpr0, implicit-def $scc"
VM0, LGKM0, BOTH0 = {"vmcnt": 0}, {"lgkmcnt": 0}, {"vmcnt": 0, "lgkmcnt": 0}

# ---- the in-order counters (vmcnt, lgkmcnt for LDS) and the out-of-order SMEM ------------------
fact("vmem/use", [GLOBAL.format("$vgpr0", 0), USE0], gfx9=VM0, gfx12={"loadcnt": 0})
fact(
    "vmem/use-first-of-two",
    [GLOBAL.format("$vgpr0", 0), GLOBAL.format("$vgpr2", 4), USE0],
    gfx9={"vmcnt": 1},
    gfx12={"loadcnt": 1},
)
fact("vmem/use-second-of-two", [GLOBAL.format("$vgpr0", 0), GLOBAL.format("$vgpr2", 4), USE2], gfx9=VM0)
fact(
    "vmem/overwrite-result",
    [GLOBAL.format("$vgpr0", 0), "$vgpr0 = V_MOV_B32_e32 0, implicit $exec"],
    gfx9=VM0,
)
fact("vmem/same-dst-twice", [GLOBAL.format("$vgpr0", 0), GLOBAL.format("$vgpr0", 4), USE0])
fact("ds/use", [DS.format("$vgpr0", 0), USE0], gfx9=LGKM0, gfx12={"dscnt": 0})
fact("ds/use-first-of-two", [DS.format("$vgpr0", 0), DS.format("$vgpr2", 4), USE0], gfx9={"lgkmcnt": 1})
fact("smem/use-first-of-two", [SMEM.format("$sgpr0", 0), SMEM.format("$sgpr2", 4), USE_S0], gfx9=LGKM0)
fact("smem/then-ds-use-ds", [SMEM.format("$sgpr0", 0), DS.format("$vgpr0", 0), USE0], gfx9=LGKM0)
fact("mixed/vmem-and-ds-use-vmem", [GLOBAL.format("$vgpr0", 0), DS.format("$vgpr2", 0), USE0], gfx9=VM0)
fact("mixed/vmem-and-ds-use-ds", [GLOBAL.format("$vgpr0", 0), DS.format("$vgpr2", 0), USE2], gfx9=LGKM0)
fact(
    "smem/address-of-vmem",
    [
        "$sgpr0_sgpr1 = S_LOAD_DWORDX2_IMM $sgpr20_sgpr21, 0, 0 :: (load (s64), addrspace 4)",
        "$vgpr0 = GLOBAL_LOAD_DWORD_SADDR $sgpr0_sgpr1, $vgpr12, 0, 0, implicit $exec "
        ":: (load (s32), addrspace 1)",
    ],
    gfx9=LGKM0,
    gfx12={"kmcnt": 0},
)
fact(
    "ds/data-of-store",
    [
        DS.format("$vgpr0", 0),
        "GLOBAL_STORE_DWORD $vgpr10_vgpr11, $vgpr0, 0, 0, implicit $exec :: (store (s32), addrspace 1)",
    ],
    gfx9=LGKM0,
)
fact(
    "vmem/atomic-return",
    [
        "$vgpr0 = GLOBAL_ATOMIC_ADD_RTN $vgpr10_vgpr11, $vgpr13, 0, 1, implicit $exec "
        ":: (load store seq_cst (s32), addrspace 1)",
        USE0,
    ],
    gfx9=VM0,
)
fact(
    "vmem/store-data-overwritten",
    [
        "GLOBAL_STORE_DWORD $vgpr10_vgpr11, $vgpr0, 0, 0, implicit $exec :: (store (s32), addrspace 1)",
        "$vgpr0 = V_MOV_B32_e32 0, implicit $exec",
    ],
    gfx9={},
)

# ---- waitcnt-flat.mir / flat-load tests: FLAT may reach LDS unless its memory operand says not ----
FLAT = "$vgpr0 = FLAT_LOAD_DWORD $vgpr10_vgpr11, 0, 0, implicit $exec, implicit $flat_scr"
fact("flat/no-memoperand", [FLAT, USE0], gfx9=BOTH0, gfx12={"loadcnt": 0, "dscnt": 0})
fact("flat/generic-memoperand", [FLAT + " :: (load (s32))", USE0], gfx9=BOTH0)
fact("flat/global-memoperand", [FLAT + " :: (load (s32), addrspace 1)", USE0], gfx9=VM0, gfx12={"loadcnt": 0})
fact(
    "flat/pending-ds-then-flat",
    [DS.format("$vgpr2", 0), FLAT + " :: (load (s32), addrspace 1)", USE2],
    gfx9=LGKM0,
)
fact(
    "scratch/use",
    [
        "$vgpr0 = SCRATCH_LOAD_DWORD $vgpr12, 0, 0, implicit $exec, implicit $flat_scr "
        ":: (load (s32), addrspace 5)",
        USE0,
    ],
    gfx9=VM0,
    gfx12={"loadcnt": 0},
)
fact(
    "scratch/saddr-use",
    [
        "$vgpr0 = SCRATCH_LOAD_DWORD_SADDR $sgpr22, 0, 0, implicit $exec, implicit $flat_scr "
        ":: (load (s32), addrspace 5)",
        USE0,
    ],
    gfx9=VM0,
    gfx12={"loadcnt": 0},
)

# ---- lds-dma-waitcnt.mir: loads into LDS are counted by vmcnt, not lgkmcnt ------------------------
M0 = "$m0 = S_MOV_B32 0"
LDS_DMA = (
    "BUFFER_LOAD_DWORD_LDS_OFFSET $sgpr0_sgpr1_sgpr2_sgpr3, $sgpr4, {}, 0, 0, implicit $exec, implicit $m0 "
    ":: (load (s32), addrspace 1), (store (s32), addrspace 3)"
)
DS_M0 = "$vgpr0 = DS_READ_B32_gfx9 $vgpr12, 0, 0, implicit $exec :: (load (s32), addrspace 3)"
BUF = (
    "$vgpr5 = BUFFER_LOAD_DWORD_OFFSET $sgpr0_sgpr1_sgpr2_sgpr3, $sgpr4, 0, 0, 0, implicit $exec "
    ":: (load (s32), addrspace 1)"
)
fact("lds-dma/ds-read", [M0, LDS_DMA.format(8), DS_M0], GFX9, gfx9=VM0)
fact("lds-dma/then-buffer-load", [M0, LDS_DMA.format(8), BUF, DS_M0], GFX9, gfx9={"vmcnt": 1})
fact("lds-dma/three", [M0, LDS_DMA.format(0), LDS_DMA.format(4), LDS_DMA.format(8), DS_M0], GFX9, gfx9=VM0)
fact(
    "lds-dma/ds-result-not-dma",
    [M0, DS.format("$vgpr2", 0), LDS_DMA.format(8), USE2],
    GFX9,
    gfx9=LGKM0,
)
fact(
    "lds-dma/global-lds",
    [
        M0,
        "GLOBAL_LOAD_LDS_DWORD $vgpr10_vgpr11, 8, 0, implicit $exec, implicit $m0 "
        ":: (load (s32), addrspace 1), (store (s32), addrspace 3)",
        DS_M0,
    ],
    ("gfx942", "gfx950"),
    gfx9=VM0,
)
fact(
    "lds-dma/flat-read-after",
    [M0, LDS_DMA.format(8), FLAT + " :: (load (s32))", USE0],
    GFX9,
    gfx9=BOTH0,
)

# ---- waitcnt-preexisting.mir: waits already in the input ------------------------------------------
fact("pre/kept", [GLOBAL.format("$vgpr0", 0), "S_WAITCNT 3952", USE0], GFX9, gfx9=VM0)
fact(
    "pre/tightened",
    [GLOBAL.format("$vgpr0", 0), GLOBAL.format("$vgpr2", 4), "S_WAITCNT 3953", USE2],
    GFX9,
    gfx9=VM0,
)
fact(
    "pre/merged-duplicates",
    [GLOBAL.format("$vgpr0", 0), "S_WAITCNT 0", "S_WAITCNT 0", "S_WAITCNT 0", USE0],
    GFX9,
)
fact("pre/two-counters", [GLOBAL.format("$vgpr0", 0), "S_WAITCNT 49279", "S_WAITCNT 3952", USE0], GFX9)
fact(
    "pre/needs-other-counter",
    [DS.format("$vgpr0", 0), GLOBAL.format("$vgpr2", 0), "S_WAITCNT 3952", USE0],
    GFX9,
    gfx9=BOTH0,
)
fact("pre/early-with-nops", [GLOBAL.format("$vgpr0", 0), "S_WAITCNT 0", "S_NOP 0", "S_NOP 0", USE0], GFX9)
fact("pre/nothing-pending", ["S_WAITCNT 3952", USE0], GFX9)
fact("pre/before-kill", [GLOBAL.format("$vgpr0", 0), "S_WAITCNT 3952", "KILL $vgpr0"], GFX9)
fact(
    "pre/gfx12-loadcnt",
    [GLOBAL.format("$vgpr0", 0), GLOBAL.format("$vgpr2", 4), "S_WAIT_LOADCNT 1", USE2],
    GFX12,
    gfx12={"loadcnt": 0},
)
fact("pre/gfx12-nothing-pending", ["S_WAIT_LOADCNT 0", USE0], GFX12)

# ---- non-entry functions: everything may be in flight on entry -----------------------------------
fact("func/start", [USE0, "S_SETPC_B64_return $sgpr30_sgpr31"], entry=False)
fact("func/start-with-wait", ["S_WAITCNT 0", USE0, "S_SETPC_B64_return $sgpr30_sgpr31"], GFX9, entry=False)

# ---- waitcnt-preexisting-vscnt / store counters (gfx12) ------------------------------------------
STORE = "GLOBAL_STORE_DWORD $vgpr10_vgpr11, $vgpr13, 0, 0, implicit $exec :: (store (s32), addrspace 1)"
fact("store/barrier", [STORE, "S_BARRIER"])
fact("store/pre-storecnt-barrier", [STORE, "S_WAIT_STORECNT 0", "S_BARRIER"], GFX12)
fact("store/then-load-same-address", [STORE, GLOBAL.format("$vgpr0", 0), USE0])
fact(
    "store/ds-write-then-read",
    ["DS_WRITE_B32_gfx9 $vgpr12, $vgpr13, 0, 0, implicit $exec :: (store (s32), addrspace 3)", DS_M0, USE0],
)

# ---- gfx1250 XCNT: a register an in-flight memory access still holds is overwritten ---------------
fact(
    "xcnt/vmem-address",
    [GLOBAL.format("$vgpr0", 0), "$vgpr10 = V_MOV_B32_e32 0, implicit $exec"],
    ("gfx1250",),
)
fact("xcnt/smem-address", [SMEM.format("$sgpr0", 0), "$sgpr20 = S_MOV_B32 0"], ("gfx1250",))
fact("xcnt/store-data", [STORE, "$vgpr13 = V_MOV_B32_e32 0, implicit $exec"], ("gfx1250",))

# ---- waitcnt-agpr.mir: loads into AGPRs (gfx90a on) ---------------------------------------------------
fact(
    "agpr/load-then-read",
    [
        "$agpr0 = GLOBAL_LOAD_DWORD $vgpr10_vgpr11, 0, 0, implicit $exec :: (load (s32), addrspace 1)",
        "$vgpr1 = V_ACCVGPR_READ_B32_e64 $agpr0, implicit $exec",
    ],
    ("gfx90a", "gfx942", "gfx950"),
    gfx9=VM0,
)

# ---- waitcnt-vmcnt-loop.mir, waitcnt-back-edge-loop.mir, joins -------------------------------------
LOAD0 = GLOBAL.format("$vgpr0", 0)
cfg(
    "loop/load-before-use-inside",
    f"""bb.0:
    successors: %bb.1
    {LOAD0}
    S_BRANCH %bb.1
bb.1:
    successors: %bb.1, %bb.2
    {USE0}
    {STORE}
    S_CBRANCH_SCC1 %bb.1, implicit $scc
bb.2:
    S_ENDPGM 0""",
)
cfg(
    "loop/carried-load",
    f"""bb.0:
    successors: %bb.1
    {LOAD0}
    S_BRANCH %bb.1
bb.1:
    successors: %bb.1, %bb.2
    {USE0}
    {LOAD0}
    S_CBRANCH_SCC1 %bb.1, implicit $scc
bb.2:
    {USE0}
    S_ENDPGM 0""",
)
cfg(
    "loop/ds-carried",
    f"""bb.0:
    successors: %bb.1
    {DS.format("$vgpr0", 0)}
    S_BRANCH %bb.1
bb.1:
    successors: %bb.1, %bb.2
    {DS.format("$vgpr2", 4)}
    {USE0}
    {DS.format("$vgpr0", 8)}
    S_CBRANCH_SCC1 %bb.1, implicit $scc
bb.2:
    S_ENDPGM 0""",
)
cfg(
    "join/load-in-one-arm",
    f"""bb.0:
    successors: %bb.1, %bb.2
    S_CBRANCH_SCC1 %bb.2, implicit $scc
bb.1:
    successors: %bb.2
    {LOAD0}
    {GLOBAL.format("$vgpr2", 4)}
bb.2:
    {USE0}
    S_ENDPGM 0""",
)
cfg(
    "join/different-depths",
    f"""bb.0:
    successors: %bb.1, %bb.2
    {LOAD0}
    S_CBRANCH_SCC1 %bb.2, implicit $scc
bb.1:
    successors: %bb.2
    {GLOBAL.format("$vgpr2", 4)}
    {GLOBAL.format("$vgpr3", 8)}
bb.2:
    {USE0}
    S_ENDPGM 0""",
)

cfg(
    "loop/load-on-back-edge-block",
    f"""bb.0:
    successors: %bb.1
    $vgpr5 = V_MOV_B32_e32 0, implicit $exec
    S_BRANCH %bb.1
bb.1:
    successors: %bb.2, %bb.3
    $vgpr6 = V_ADD_U32_e32 $vgpr5, $vgpr5, implicit $exec
    S_CBRANCH_SCC1 %bb.3, implicit $scc
bb.2:
    successors: %bb.1
    {GLOBAL.format("$vgpr5", 0)}
    S_BRANCH %bb.1
bb.3:
    S_ENDPGM 0""",
)
cfg(
    "loop/atomic-without-return",
    f"""bb.0:
    successors: %bb.1
    {LOAD0}
    S_BRANCH %bb.1
bb.1:
    successors: %bb.1, %bb.2
    GLOBAL_ATOMIC_ADD $vgpr10_vgpr11, $vgpr13, 0, 0, implicit $exec :: (load store seq_cst (s32), addrspace 1)
    S_CBRANCH_SCC1 %bb.1, implicit $scc
bb.2:
    {USE0}
    S_ENDPGM 0""",
)


def probes(cpu: str) -> list[Fact]:
    """The facts for `cpu` whose opcodes its table has (llc's MIR parser takes any opcode)."""
    table = load_opcode_table(cpu)
    out = []
    for f in FACTS:
        if cpu not in f.cpus:
            continue
        names = {
            w for s in f.blocks.split("\n") for w in s.replace(",", " ").split() if w.isupper() and "_" in w
        }
        if all(n in table for n in names):
            out.append(f)
    return out


def waits(mf: MachineFunction, generation: str) -> list[Counts]:
    """The counts waited for right before each instruction but a wait, in order (the least
    count per counter over the waits there)."""
    out: list[Counts] = []
    pending: Counts = {}
    for _, inst in mf.instructions():
        imm = next((o.imm for o in inst.operands if o.imm is not None), None)
        counts = wait_counts(inst.opcode, imm, generation) if imm is not None else None
        if counts is None and inst.opcode.startswith(("S_WAITCNT", "S_WAIT_")) and imm is not None:
            counts = {}
        if counts is None:
            out.append(pending)
            pending = {}
        else:
            for c, n in counts.items():
                pending[c] = min(pending.get(c, n), n)
    return out


# ---- an independent model of the counters, to check that a wait placed elsewhere still covers ----
# Which counters track an access (the ISA manuals' rules, not mirpass's tables): on gfx9 VMEM
# (loads, stores, LDS DMA) is vmcnt and LDS/SMEM is lgkmcnt, where SMEM returns out of order; on
# gfx12 loadcnt, storecnt, dscnt and kmcnt (SMEM, out of order). A FLAT access may reach LDS unless
# its memory operand names the global or private address space.
LDS = -1  # a unit for LDS itself, which LDS DMA writes and DS (and FLAT) reads
OUT_OF_ORDER = {"smem", "km"}


def tracked_by(inst, generation: str) -> tuple[str, ...]:  # noqa: ANN001
    op, mem = inst.opcode, " ".join(inst.memoperands)
    gfx12 = generation == "gfx12"
    no_return = "STORE" in op or ("ATOMIC" in op and "_RTN" not in op)  # storecnt on gfx12
    vmem_kind = ("store" if no_return else "load") if gfx12 else "vm"
    if op.startswith("FLAT_"):
        only_vmem = "addrspace 1)" in mem or "addrspace 5)" in mem
        return (vmem_kind,) if only_vmem else (vmem_kind, "ds" if gfx12 else "lgkm")
    if op.startswith(("GLOBAL_", "BUFFER_", "SCRATCH_")):
        return (vmem_kind,)
    if op.startswith("DS_"):
        return ("ds" if gfx12 else "lgkm",)
    if op.startswith("S_LOAD_"):
        return ("km" if gfx12 else "smem",)
    return ()


WAIT_NAMES = {
    "vmcnt": "vm",
    "lgkmcnt": "lgkm",
    "loadcnt": "load",
    "storecnt": "store",
    "dscnt": "ds",
    "kmcnt": "km",
}


def _uses(inst) -> set[int]:  # noqa: ANN001
    """The units `inst` reads (LDS too for DS and FLAT); EXEC, MODE and the like are left out."""
    out: set[int] = set()
    for o in inst.operands:  # the explicit defs are apart, in inst.defs
        if o.is_reg and not o.is_def and o.reg and o.reg.startswith("$") and o.reg not in _IGNORED:
            out.update(register_units(o.reg))
    flat_lds = inst.opcode.startswith("FLAT_") and "addrspace 1)" not in " ".join(inst.memoperands)
    if inst.opcode.startswith("DS_") or flat_lds:
        out.add(LDS)
    return out


_IGNORED = ("$exec", "$mode", "$flat_scr", "$scc")


class Pending:
    """The accesses in flight on one path: per access the units it will write and the counters
    it is still counted on; per counter the accesses in issue order."""

    def __init__(self) -> None:
        self.queues: dict[str, list[int]] = {}
        self.writes: dict[int, set[int]] = {}
        self.left: dict[int, set[str]] = {}

    def copy(self) -> Pending:
        p = Pending()
        p.queues = {c: list(q) for c, q in self.queues.items()}
        p.writes, p.left = dict(self.writes), {k: set(v) for k, v in self.left.items()}
        return p

    def wait(self, counter: str, n: int) -> None:
        queues = [counter, "smem"] if counter == "lgkm" else [counter]
        mixed = counter == "lgkm" and bool(self.queues.get("smem"))
        if (counter in OUT_OF_ORDER or mixed) and n > 0:
            return  # out of order: only a wait for 0 tells which accesses are done
        for c in queues:
            q = self.queues.get(c, [])
            done, self.queues[c] = (
                (q, []) if c == "smem" else (q[: max(len(q) - n, 0)], q[max(len(q) - n, 0) :])
            )
            for k in done:
                self.left[k].discard(c)
                if not self.left[k]:
                    del self.left[k], self.writes[k]

    def issue(self, k: int, counters: tuple[str, ...], writes: set[int]) -> None:
        for c in counters:
            self.queues.setdefault(c, []).append(k)
        self.left[k], self.writes[k] = set(counters), writes

    def conflict(self, uses: set[int], defs: set[int], counters: tuple[str, ...]) -> bool:
        """Whether an instruction reading `uses` and writing `defs` (an access counted on
        `counters`) touches what an access in flight writes. A write of the same registers by a
        later access on the same in-order counter is not one: the results return in order."""
        for k, w in self.writes.items():
            in_order = set(counters) == self.left[k] and not set(counters) & OUT_OF_ORDER
            if w & uses or (w & defs and not in_order):
                return True
        return False


def unsafe_reads(mf: MachineFunction, generation: str) -> list[str]:
    """The instructions that, on some path through the function (each edge taken at most
    twice), touch a register (or LDS) an access still in flight will write."""
    blocks = {b.number: b for b in mf.blocks}
    found: list[str] = []
    serial = iter(range(1 << 30))

    def walk(number: int, state: Pending, edges: dict[tuple[int, int], int]) -> None:
        block = blocks[number]
        for inst in block.instructions:
            imm = next((o.imm for o in inst.operands if o.imm is not None), None)
            counts = wait_counts(inst.opcode, imm, generation) if imm is not None else None
            if counts is not None:
                for c, n in counts.items():
                    if c in WAIT_NAMES:
                        state.wait(WAIT_NAMES[c], n)
                continue
            counters = tracked_by(inst, generation)
            defs = {u for o in inst.defs if o.reg and o.reg.startswith("$") for u in register_units(o.reg)}
            if state.conflict(_uses(inst), defs, counters):
                found.append(f"bb.{number} {inst.opcode}")
            if counters:
                state.issue(next(serial), counters, {LDS} if "_LDS_" in inst.opcode else defs)
        for succ, _ in block.successors:
            if edges.get((number, succ), 0) < 2:
                walk(succ, state.copy(), {**edges, (number, succ): edges.get((number, succ), 0) + 1})

    walk(mf.blocks[0].number, Pending(), {})
    return found


@functools.cache
def _run(cpu: str) -> tuple[list[tuple[Fact, list[Counts], list[Counts]]], dict[str, dict]]:
    import tempfile
    from pathlib import Path

    facts = probes(cpu)
    text = "".join(f.document(k) for k, f in enumerate(facts))
    with tempfile.TemporaryDirectory() as tmp:
        theirs, mine = llc_and_mirpass(
            text, cpu, Path(tmp), "si-insert-waitcnts", extra=("-verify-machineinstrs",)
        )
    generation = TARGETS[cpu].generation
    bare = read(text)
    return [
        (f, waits(theirs.function(mf.name), generation), waits(mf, generation))
        for f, mf in zip(facts, mine.functions, strict=True)
    ], {
        "llc": {mf.name: mf for mf in theirs.functions},
        "mirpass": {mf.name: mf for mf in mine.functions},
        "input": {mf.name: mf for mf in bare.functions},
    }


def looser(a: Counts, b: Counts) -> bool:
    """Whether the wait `b` lets through something `a` waits for."""
    return any(b.get(c, 1 << 30) > n for c, n in a.items())


# Where mirpass places a wait elsewhere than llc 22, checked by hand to wait for everything llc's
# wait covers before the instruction that needs it (never a looser wait there):
KNOWN_DIFFERENCES = {
    # lgkmcnt(0) before the LDS DMA instead of before the use of the DS result: earlier and no
    # LGKM event in between, so the use is covered.
    "lds-dma/ds-result-not-dma": GFX9,
    # (llc hoists vmcnt(0) for a preheader load out of the loop, the upstream waitcnt-vmcnt-loop
    # fact; mirpass's default path-aware placement does the same, so that probe is not listed.)
    # vmcnt(0)/loadcnt(0) before the branch instead of at the join: the load is complete before
    # either path reaches the use.
    "join/different-depths": CPUS,
    # llc flushes dscnt(0) in the preheader; mirpass waits dscnt(1) before the DS load that
    # overwrites vgpr2 and before the use, which covers the oldest DS load on both the entry path
    # (DS0, DS2) and the back edge (DS2, DS0 of the previous iteration, then DS2).
    "loop/ds-carried": GFX12,
}


@pytest.mark.parametrize("cpu", CPUS)
def test_upstream_wait_facts(cpu: str) -> None:
    generation = TARGETS[cpu].generation
    loose, differ, llc_off = [], [], []
    results, outputs = _run(cpu)
    for f, a, b in results:
        if len(a) != len(b) or any(looser(x, y) for x, y in zip(a, b, strict=True)):
            loose.append((f.name, a, b))
        elif a != b:
            differ.append((f.name, a, b))
        want = f.expect.get(generation)
        if want is not None and a[-2] != want:  # [-1] is S_ENDPGM
            llc_off.append((f.name, want, a))
    print(cpu, "facts", len(results), "differ", differ, "placed elsewhere", loose)
    known = {n for n, cpus in KNOWN_DIFFERENCES.items() if cpu in cpus}
    # a wait placed elsewhere than llc's only where the table above argues it is covered
    assert {n for n, _, _ in loose} == known, "mirpass waits less than llc 22 at an instruction"
    assert differ == []
    assert llc_off == [], "a probe is not the fact it claims"
    assert len(results) >= {"gfx9": 40, "gfx12": 30}[generation]


@pytest.mark.parametrize("cpu", CPUS)
def test_upstream_wait_facts_covered_on_every_path(cpu: str) -> None:
    """The counter model finds no access in flight at an instruction that touches its registers
    in mirpass's output (nor in llc's), and finds one in the input of every probe llc puts a wait
    in: the model sees the hazards the waits are for."""
    generation = TARGETS[cpu].generation
    results, outputs = _run(cpu)
    unsafe, llc_unsafe, blind = [], [], []
    for k, (f, a, _) in enumerate(results):
        if not f.entry:
            continue  # what is in flight on entry to a callee is not modelled
        name = f"w{k}"
        if unsafe_reads(outputs["mirpass"][name], generation):
            unsafe.append((f.name, unsafe_reads(outputs["mirpass"][name], generation)))
        if unsafe_reads(outputs["llc"][name], generation):
            llc_unsafe.append(f.name)
        modelled = all(set(w) <= set(WAIT_NAMES) for w in a) and not f.name.startswith(("pre/", "store/"))
        if modelled and any(a) and not unsafe_reads(outputs["input"][name], generation):
            blind.append(f.name)
    assert unsafe == [], "an access may still be in flight in mirpass's output"
    assert llc_unsafe == [] and blind == [], (llc_unsafe, blind)


if __name__ == "__main__":
    for c in CPUS:
        for f, a, b in _run(c)[0]:
            print(c, f.name, "llc", a[-3:], "mirpass", b[-3:], "ok" if a == b else "DIFF")
