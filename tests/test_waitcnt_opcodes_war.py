"""Differential tests of the wait-count pass against llc 22, one memory opcode at a time, for the
cases test_waitcnt_opcodes.py (a reader of a load's result) does not cover:

- war: every store or atomic (VMEM with images, DS, GDS, SMEM, LDS DMA, gfx1250 async/tensor,
  and the gfx12 no-return image samples, which may store) followed by
  an instruction overwriting one of its register operands (data, address, result, and the
  implicit $exec/$m0; the first register of each, and the last one too for data and results):
  WAR, and WAW for a result;
- waw: every load with a register result followed by an overwrite of that result;
- barrier / endpgm / return: every memory opcode followed by S_BARRIER (gfx9; on gfx12 the
  split S_BARRIER_SIGNAL_IMM/S_BARRIER_WAIT), S_ENDPGM, and SI_RETURN in a callable function;
- entry and mixed: hand-written callable-function entries and mixes of counters.

Image opcodes are built by `probes.image_instruction` (some variants cannot be, see there); of
these CPUs only gfx1200 has image instructions.

mirpass must wait for exactly what llc waits for before every instruction, except for the
divergences listed in `intentional`, each with its reason."""

from __future__ import annotations

import time

import pytest
from probes import has_images, image_instruction, memory_instruction
from waitdiff import Probe, Segment, differences, looser, run

from mirpass.target.opcodes import OpcodeInfo, load_opcode_table
from mirpass.target.targets import TARGETS

from conftest import requires_llc

pytestmark = requires_llc
CPUS = ["gfx908", "gfx90a", "gfx942", "gfx950", "gfx1200", "gfx1250"]
MEMORY_KINDS = ("VMEM", "DS", "GDS", "SMEM", "LDS_DMA", "ASYNC_TO_LDS", "TENSOR")


def overwrite(reg: str, wave32: bool) -> str | None:
    """An instruction that writes `reg` (one 32-bit register, or exec/m0) without reading it."""
    if reg.startswith("vgpr"):
        return f"${reg} = V_MOV_B32_e32 0, implicit $exec"
    if reg.startswith("agpr"):
        return f"${reg} = V_ACCVGPR_WRITE_B32_e64 0, implicit $exec"
    if reg.startswith("sgpr") or reg == "m0":
        return f"${reg} = S_MOV_B32 0"
    if reg == "exec":
        return "$exec_lo = S_MOV_B32 -1" if wave32 else "$exec = S_MOV_B64 -1"
    return None


def memory_opcodes(cpu: str) -> list[tuple[str, OpcodeInfo, str, list[str]]]:
    """(name, facts, instruction text, operands) of every buildable memory opcode."""
    table = load_opcode_table(cpu)
    generation = TARGETS[cpu].generation
    out = []
    for name in table:
        info = table[name]
        if info.kind not in MEMORY_KINDS:
            continue
        built = memory_instruction(name, info, generation)
        if built is not None:
            out.append((name, info, *built))
    return out


def is_store_or_atomic(info: OpcodeInfo) -> bool:
    return info.may_store or info.subkind in ("store", "atomic", "atomic_ret")


def registers(operand: str, both_ends: bool) -> list[str]:
    """The first register of a register operand, and its last one too if `both_ends`."""
    regs = operand[1:].split("_") if operand.startswith("$") else []
    return list(dict.fromkeys([regs[0], regs[-1]] if both_ends else regs[:1]))


def opcode_probes(cpu: str) -> list[Probe]:
    wave32 = TARGETS[cpu].default_wave_size == 32
    gfx12 = TARGETS[cpu].generation == "gfx12"
    out: list[Probe] = []
    for name, info, text, ops in memory_opcodes(cpu):
        targets: list[str] = []
        if is_store_or_atomic(info):
            case = "war"
            data = {info.operand_roles.get(r) for r in ("data", "vdst")} | set(range(info.num_defs))
            for k, op in enumerate(ops):
                targets += registers(op, k in data)
            targets += [r for r in info.implicit_uses if r in ("exec", "m0")]
        elif info.num_defs:
            case = "waw"
            for op in ops[: info.num_defs]:
                targets += registers(op, True)
        for reg in dict.fromkeys(targets):
            line = overwrite(reg, wave32)
            if line is not None:
                out.append(Probe(name, case, [text, line, "S_ENDPGM 0"]))
        barrier = ["S_BARRIER_SIGNAL_IMM -1", "S_BARRIER_WAIT -1"] if gfx12 else ["S_BARRIER"]
        out.append(Probe(name, "barrier", [text, *barrier, "S_ENDPGM 0"]))
        out.append(Probe(name, "endpgm", [text, "S_ENDPGM 0"]))
        out.append(Probe(name, "return", [text, "SI_RETURN"], entry=False))
    return out


def hand_probes(cpu: str) -> list[Probe]:
    gfx12 = TARGETS[cpu].generation == "gfx12"
    ds_read, ds_write = "DS_READ_B32_gfx9", "DS_WRITE_B32_gfx9"
    s_load = "$sgpr10 = S_LOAD_DWORD_IMM $sgpr0_sgpr1, 0, 0"
    gload, flat = "GLOBAL_LOAD_DWORD", "FLAT_LOAD_DWORD"
    buf = "BUFFER_LOAD_DWORD_OFFEN" if not gfx12 else "BUFFER_LOAD_DWORD_VBUFFER_OFFEN"
    use = "$vgpr100 = V_ADD_U32_e32 {0}, {0}, implicit $exec"
    p = []
    # entry waits of a callable function: its first instruction reads an argument register
    for k, first in enumerate(
        [
            "$vgpr10 = V_MOV_B32_e32 $vgpr0, implicit $exec",
            "$sgpr10 = S_MOV_B32 $sgpr0",
            f"$vgpr10 = {gload} $vgpr0_vgpr1, 0, 0, implicit $exec",
            f"{ds_write} $vgpr0, $vgpr1, 0, 0, implicit $exec",
            "$vgpr10 = V_MOV_B32_e32 0, implicit $exec",
        ]
    ):
        p.append(Probe(f"entry{k}", "entry", [first, "SI_RETURN"], entry=False))
    mixed = {
        "smem+ds": [
            s_load,
            f"$vgpr10 = {ds_read} $vgpr0, 0, 0, implicit $exec",
            f"$vgpr11 = {ds_read} $vgpr1, 0, 0, implicit $exec",
            use.format("$vgpr10"),
            use.format("$vgpr11"),
            "$sgpr20 = S_MOV_B32 $sgpr10",
        ],
        "ds+smem": [
            f"$vgpr10 = {ds_read} $vgpr0, 0, 0, implicit $exec",
            s_load,
            "$sgpr20 = S_MOV_B32 $sgpr10",
            use.format("$vgpr10"),
        ],
        "flat+global+ds": [
            f"$vgpr10 = {flat} $vgpr0_vgpr1, 0, 0, implicit $exec, implicit $flat_scr",
            f"$vgpr11 = {gload} $vgpr2_vgpr3, 0, 0, implicit $exec",
            f"$vgpr12 = {ds_read} $vgpr4, 0, 0, implicit $exec",
            use.format("$vgpr11"),
            use.format("$vgpr12"),
            use.format("$vgpr10"),
        ],
        "flat-global-as": [
            f"$vgpr10 = {flat} $vgpr0_vgpr1, 0, 0, implicit $exec, implicit $flat_scr "
            ":: (load (s32), addrspace 1)",
            f"$vgpr11 = {gload} $vgpr2_vgpr3, 0, 0, implicit $exec",
            use.format("$vgpr10"),
            use.format("$vgpr11"),
        ],
        "flat-lds-as": [
            f"$vgpr10 = {flat} $vgpr0_vgpr1, 0, 0, implicit $exec, implicit $flat_scr "
            ":: (load (s32), addrspace 3)",
            f"$vgpr12 = {ds_read} $vgpr4, 0, 0, implicit $exec",
            use.format("$vgpr10"),
            use.format("$vgpr12"),
        ],
        "buffer+global": [
            f"$vgpr10 = {buf} $vgpr0, $sgpr0_sgpr1_sgpr2_sgpr3, $sgpr4, 0, 0, 0, implicit $exec",
            f"$vgpr11 = {gload} $vgpr2_vgpr3, 0, 0, implicit $exec",
            use.format("$vgpr10"),
            use.format("$vgpr11"),
        ],
        "global+buffer-waw": [
            f"$vgpr10 = {gload} $vgpr2_vgpr3, 0, 0, implicit $exec",
            f"$vgpr10 = {buf} $vgpr0, $sgpr0_sgpr1_sgpr2_sgpr3, $sgpr4, 0, 0, 0, implicit $exec",
            use.format("$vgpr10"),
        ],
        # a FLAT load's result may come back through LDS, out of order with vector memory
        "flat+global-waw": [
            f"$vgpr10 = {flat} $vgpr0_vgpr1, 0, 0, implicit $exec, implicit $flat_scr",
            f"$vgpr10 = {gload} $vgpr2_vgpr3, 0, 0, implicit $exec",
            use.format("$vgpr10"),
        ],
        "flat+buffer-waw": [
            f"$vgpr10 = {flat} $vgpr0_vgpr1, 0, 0, implicit $exec, implicit $flat_scr",
            f"$vgpr10 = {buf} $vgpr4, $sgpr0_sgpr1_sgpr2_sgpr3, $sgpr4, 0, 0, 0, implicit $exec",
            use.format("$vgpr10"),
        ],
        "global+flat-waw": [
            f"$vgpr10 = {gload} $vgpr2_vgpr3, 0, 0, implicit $exec",
            f"$vgpr10 = {flat} $vgpr0_vgpr1, 0, 0, implicit $exec, implicit $flat_scr",
            use.format("$vgpr10"),
        ],
        "store+load+ds-return": [
            f"{ds_write} $vgpr0, $vgpr1, 0, 0, implicit $exec",
            f"$vgpr10 = {gload} $vgpr2_vgpr3, 0, 0, implicit $exec",
            "$vgpr1 = V_MOV_B32_e32 0, implicit $exec",
        ],
    }
    if has_images(cpu) and gfx12:
        # one of each VMEM type in flight (sampler, BVH, plain image load, image store and
        # atomic), their results read in the other order (gfx12 opcodes: gfx9 has one vmcnt)
        table, generation = load_opcode_table(cpu), TARGETS[cpu].generation
        image = {
            key: image_instruction(name, table[name], generation, base, 100 + base)[0]  # type: ignore[index]
            for key, name, base in (
                ("sample", "IMAGE_SAMPLE_V4_V2_gfx12", 10),
                ("bvh", "IMAGE_BVH_INTERSECT_RAY_gfx12", 20),
                ("load", "IMAGE_LOAD_V1_V2_gfx12", 30),
                ("atomic", "IMAGE_ATOMIC_ADD_V1_V2_gfx12", 40),
                ("store", "IMAGE_STORE_V2_V2_gfx12", 50),
                ("nortn", "IMAGE_ATOMIC_ADD_NORTN_V1_V2_gfx12", 60),
            )
        }
        mixed["image-types"] = [
            image["sample"],
            image["bvh"],
            image["load"],
            image["atomic"],
            use.format("$vgpr40"),
            use.format("$vgpr30"),
            use.format("$vgpr20"),
            use.format("$vgpr10"),
        ]
        mixed["image-store-atomic"] = [
            image["store"],
            image["nortn"],
            image["sample"],
            "$vgpr150 = V_MOV_B32_e32 0, implicit $exec",
            use.format("$vgpr10"),
        ]
    if "IMAGE_SAMPLE_V4_V2_gfx12" in load_opcode_table(cpu):
        mixed["sampler+load"] = [
            "$vgpr10_vgpr11_vgpr12_vgpr13 = IMAGE_SAMPLE_V4_V2_gfx12 $vgpr0, $vgpr1, "
            "$sgpr0_sgpr1_sgpr2_sgpr3_sgpr4_sgpr5_sgpr6_sgpr7, $sgpr8_sgpr9_sgpr10_sgpr11, 15, 1, "
            "0, 0, 0, 0, 0, 0, 0, implicit $exec :: (dereferenceable load (s128), addrspace 7)",
            f"$vgpr20 = {gload} $vgpr2_vgpr3, 0, 0, implicit $exec",
            use.format("$vgpr10"),
            use.format("$vgpr20"),
        ]
        mixed["load+sampler-waw"] = [
            f"$vgpr10 = {gload} $vgpr2_vgpr3, 0, 0, implicit $exec",
            "$vgpr10_vgpr11_vgpr12_vgpr13 = IMAGE_SAMPLE_V4_V2_gfx12 $vgpr0, $vgpr1, "
            "$sgpr0_sgpr1_sgpr2_sgpr3_sgpr4_sgpr5_sgpr6_sgpr7, $sgpr8_sgpr9_sgpr10_sgpr11, 15, 1, "
            "0, 0, 0, 0, 0, 0, 0, implicit $exec :: (dereferenceable load (s128), addrspace 7)",
            use.format("$vgpr10"),
        ]
    for key, lines in mixed.items():
        p.append(Probe(key, "mixed", [*lines, "S_ENDPGM 0"]))
        p.append(Probe(key, "mixed", [*lines, "SI_RETURN"], entry=False))
    return p


# Image opcodes probed per CPU, at least: what the probe builder reaches, so that coverage cannot
# quietly go (gfx942, gfx950 and gfx1250 have no image instructions).
IMAGE_FLOOR = {"gfx908": 2060, "gfx90a": 1120, "gfx942": 0, "gfx950": 0, "gfx1200": 1761, "gfx1250": 0}
INF = 1 << 30
LDS_COUNTERS = {"lgkmcnt", "dscnt", "asynccnt", "tensorcnt"}
# What mirpass does differently from llc 22 on purpose, keyed by a name used in the reasons below.
REASONS = {
    "barrier-lds": "mirpass drains this wave's LDS traffic (DS, async, tensor) before a barrier so "
    "that the other waves see it (verify.py checks it); llc 22 leaves that to the memory model",
    "return-xcnt": "gfx1250: mirpass lets no address translation stay in flight across a return, "
    "since a caller treats everything but stores as done after a call; llc 22 leaves them in flight",
    "async-tensor": "gfx1250 async-to-LDS and tensor ops: mirpass tracks them on asynccnt/tensorcnt "
    "and xcnt, which LLVM 22 does not model",
    "prefetch": "gfx1250 FLAT_PREFETCH/GLOBAL_PREFETCH translate an address: mirpass counts them "
    "on xcnt (and a FLAT one without memory operands on dscnt); llc 22 gives prefetches no event",
    "async-barrier": "DS_ATOMIC_ASYNC_BARRIER_ARRIVE_B64 is a DS op to mirpass (dscnt); llc 22 does "
    "not count it, so it does not wait for it at a return",
    "cache-op-return": "mirpass waits at a return for cache write-back/invalidate ops in flight "
    "(BUFFER_WBL2/BUFFER_INV/BUFFER_INVL2/BUFFER_WBINVL1* on vmcnt, GLOBAL_INV on loadcnt); llc 22 "
    "gives buffer cache ops no "
    "event and skips a loadcnt wait at returns for a lone GLOBAL_INV",
    "gds-data-war": "gfx908: before a VALU overwrites DS_ORDERED_COUNT's data register mirpass also "
    "waits for expcnt (the GDS op's register lock), where llc 22 waits for lgkmcnt only",
    "gws-expcnt": "an always-GDS op is followed by lgkmcnt(0) (as in llc): once it is complete its "
    "data registers have been read, so llc's extra expcnt(0) for overwriting them is redundant",
    "flat-waw-vmcnt": "gfx9: before a VMEM load overwrites a pending FLAT load's result, mirpass "
    "waits for the whole FLAT load (vmcnt and lgkmcnt); llc 22 waits only for lgkmcnt, as the "
    "vector memory half of the FLAT load writes registers in order with the overwriting load",
    "lds-dma-lgkm": "gfx9 GLOBAL/SCRATCH loads to LDS count only on vmcnt in hardware (global and "
    "scratch ops do not use lgkmcnt); llc 22 also counts their FLAT encoding on lgkmcnt, which "
    "makes its return wait for lgkmcnt(0) as well",
}


CACHE_OPS = (
    "BUFFER_INV",
    "BUFFER_WBL2",
    "GLOBAL_INV",
    "BUFFER_INVL2",
    "BUFFER_WBINVL1",
    "BUFFER_WBINVL1_VOL",
)  # noqa: E501


def intentional(cpu: str, probe: Probe, llc: dict[str, int], mine: dict[str, int]) -> str | None:
    """Why mirpass may differ from llc here (a key of REASONS), or None."""
    extra = {c for c, n in mine.items() if llc.get(c, INF) > n}
    missing = {c for c, n in llc.items() if mine.get(c, INF) > n}
    key, case = probe.key, probe.case
    if not missing:
        if case == "barrier" and extra <= LDS_COUNTERS:
            return "barrier-lds"
        if key.startswith(("GLOBAL_LOAD_ASYNC", "CLUSTER_LOAD_ASYNC", "GLOBAL_STORE_ASYNC", "TENSOR_")) and (
            extra <= {"asynccnt", "tensorcnt", "xcnt"}
        ):
            return "async-tensor"
        if case == "return" and extra == {"xcnt"}:
            return "return-xcnt"
        if key.startswith(("FLAT_PREFETCH", "GLOBAL_PREFETCH")) and extra <= {"xcnt", "dscnt"}:
            return "prefetch"
        if key == "DS_ATOMIC_ASYNC_BARRIER_ARRIVE_B64" and case == "return" and extra == {"dscnt"}:
            return "async-barrier"
        if key in CACHE_OPS and (case == "return" or (case == "barrier" and extra == {"vmcnt"})):
            return "cache-op-return"  # gfx908 drains everything at a barrier as at a return
        if key == "DS_ORDERED_COUNT" and case == "war" and extra == {"expcnt"}:
            return "gds-data-war"
    if key in ("flat+global-waw", "flat+buffer-waw") and not missing and extra == {"vmcnt"}:
        return "flat-waw-vmcnt"
    if key.startswith(("DS_GWS_", "DS_ORDERED_COUNT")) and missing == {"expcnt"} and mine.get("lgkmcnt") == 0:
        return "gws-expcnt"
    if (
        key.startswith(("GLOBAL_LOAD_LDS_", "SCRATCH_LOAD_LDS_"))
        and case in ("return", "barrier")  # gfx908 drains everything at a barrier too
        and missing == {"lgkmcnt"}
        and mine.get("vmcnt") == 0
    ):
        return "lds-dma-lgkm"
    return None


def covered_earlier(cpu: str, probe: Probe, mine: list[Segment], k: int, llc: dict[str, int]) -> bool:
    """Whether mirpass already waited, at an earlier line with no memory op from there to line k,
    for at least what llc waits for at line k (a wait llc puts later than mirpass)."""
    table = load_opcode_table(cpu)
    for c, n in llc.items():
        if mine[k].waits.get(c, INF) <= n:
            continue
        ok = False
        for j in range(k - 1, -1, -1):
            op = opcode_of(probe.lines[j])
            if op in table and table[op].kind in MEMORY_KINDS:
                break
            if mine[j].waits.get(c, INF) <= n:
                ok = True
                break
        if not ok:
            return False
    return True


def opcode_of(line: str) -> str:
    return next((t for t in line.replace(",", " ").split() if t[:1].isupper()), "")


@pytest.mark.parametrize("cpu", CPUS)
def test_waits_match_llc_per_opcode_and_case(cpu):
    start = time.monotonic()
    probes = opcode_probes(cpu) + hand_probes(cpu)
    result = run(cpu, probes)
    bad, reasons = [], {}
    for probe, k, a, b in differences(result):
        why = None
        if a[k].other == b[k].other:
            why = intentional(cpu, probe, a[k].waits, b[k].waits)
            if why is None and looser(a[k], b[k]) and covered_earlier(cpu, probe, b, k, a[k].waits):
                extra = {c: n for c, n in b[k].waits.items() if a[k].waits.get(c, INF) > n}
                why = "waited earlier" if not extra else None
        if why is None:
            bad.append((probe.case, probe.key, k, probe.lines[k], a[k], b[k]))
        else:
            reasons[why] = reasons.get(why, 0) + 1
    by_case: dict[str, int] = {}
    for p, _, _ in result.compared:
        by_case[p.case] = by_case.get(p.case, 0) + 1
    images = {p.key for p, _, _ in result.compared if p.key.startswith("IMAGE_") and p.case != "mixed"}
    print(cpu, "compared", by_case, "image opcodes", len(images), "rejected", len(result.rejected))
    print("time", time.monotonic() - start)
    print("rejected:", sorted({p.key for p in result.rejected}))
    print("intentional:", reasons)
    assert bad == [], bad[:40]
    assert by_case.get("war", 0) > 1500 and by_case.get("waw", 0) > 300
    assert min(by_case.get(c, 0) for c in ("barrier", "endpgm", "return")) > 800
    assert by_case.get("entry", 0) == 5 and by_case.get("mixed", 0) >= 22
    assert len(images) >= IMAGE_FLOOR[cpu] and bool(images) == has_images(cpu)
