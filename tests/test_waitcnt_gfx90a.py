# ruff: noqa: E501 - MIR lines are as llc prints them
"""The wait-count pass on gfx908 and gfx90a (MI100, MI250X), against llc 22.

- every site of every gfx908/gfx90a corpus function waits as llc 22 does, except the listed
  divergences (each with its reason);
- the facts those CPUs differ in, each compared with llc 22 on a small function: no barrier
  back-off on gfx908 (every counter drained before S_BARRIER), L1 invalidates (counted on vmcnt
  by mirpass, not by llc), and memory operations whose implicit VGPR defs (spill liveness) are
  not writes.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from mirpass.commands.compare import compare_file
from mirpass.target.waitcnt import wait_counts

from conftest import CORPUS, LLC, llc_and_mirpass, requires_llc

pytestmark = requires_llc
CPUS = ("gfx908", "gfx90a")
BEFORE = sorted(p for p in CORPUS.glob("*.before-waitcnt.mir") if p.name.split(".")[1] in CPUS)

# (file, function, instruction before which, verdict): where mirpass waits differently from llc 22.
DIVERGENCES = {
    # GLOBAL_LOAD_LDS_DWORD: llc 22 counts the FLAT encoding of an LDS DMA on lgkmcnt too, so the
    # memory model's soft lgkmcnt(0) before the barrier stays; mirpass counts it on vmcnt only
    # (as the hardware does) and drains it with vmcnt(0). The same divergence as gfx950's
    # tile_copy_lds_dma_b128 and the per-opcode test's "lds-dma-lgkm".
    ("lds_dma.gfx908.before-waitcnt.mir", "conv1d_lds_dma", "S_BARRIER", "looser"),
    ("lds_dma.gfx90a.before-waitcnt.mir", "conv1d_lds_dma", "S_BARRIER", "looser"),
    # BUFFER_WBINVL1_VOL after the acquire atomic: mirpass counts it on vmcnt (as gfx942's
    # BUFFER_INV), llc 22 gives it no event, so gfx908's barrier drain adds vmcnt(0) for it.
    ("atomics_histogram.gfx908.before-waitcnt.mir", "max_and_finish", "S_BARRIER", "stricter"),
}


def test_the_corpus_has_both_cpus():
    # 13 kernels build for gfx90a and 12 for gfx908 (tools/gen_corpus.py OLDER_CDNA_SKIPPED)
    assert sum(".gfx90a." in p.name for p in BEFORE) >= 13
    assert sum(".gfx908." in p.name for p in BEFORE) >= 12


@pytest.mark.parametrize("path", BEFORE, ids=lambda p: p.name.replace(".before-waitcnt.mir", ""))
def test_every_site_waits_as_llc_22(path: Path):
    # llc's placement (path-aware placement moves some waits by design: tests/test_wait_placement*)
    report = compare_file(str(path), "si-insert-waitcnts", str(LLC), {"placement": "consumer"})
    assert report.error is None, report.error
    assert report.sites > 0
    unexpected = [
        d for d in report.differences if (path.name, d.function, d.anchor, d.verdict) not in DIVERGENCES
    ]
    assert unexpected == [], unexpected[:10]


FN = """\
---
name: {name}
tracksRegLiveness: true
machineFunctionInfo:
  isEntryFunction: {entry}
body: |
  bb.0:
    liveins: $vgpr0_vgpr1, $vgpr2_vgpr3, $agpr1, $sgpr0_sgpr1_sgpr2_sgpr3, $sgpr4_sgpr5, $sgpr30_sgpr31

{body}
...
"""


def waits(mf, stop: str) -> dict[str, int]:
    """The counts waited for before the first instruction whose opcode is `stop`."""
    out: dict[str, int] = {}
    for _, inst in mf.instructions():
        if inst.opcode == stop:
            return out
        if inst.opcode.startswith("S_WAITCNT") and inst.operands and inst.operands[0].imm is not None:
            for c, n in (wait_counts(inst.opcode, inst.operands[0].imm, "gfx9") or {}).items():
                out[c] = min(out.get(c, n), n)
    raise AssertionError(f"no {stop}")


def both(body: str, cpu: str, tmp_path: Path, stop: str, entry: bool = True):
    theirs, mine = llc_and_mirpass(
        FN.format(name="f", entry=str(entry).lower(), body=body), cpu, tmp_path, "si-insert-waitcnts"
    )
    return waits(theirs.function("f"), stop), waits(mine.function("f"), stop)


BARRIER = """\
    $vgpr4 = GLOBAL_LOAD_DWORD $vgpr0_vgpr1, 0, 0, implicit $exec
    $sgpr8 = S_LOAD_DWORD_IMM $sgpr4_sgpr5, 0, 0
    S_BARRIER
    S_ENDPGM 0"""


@pytest.mark.parametrize("cpu", CPUS)
def test_barrier_drains_everything_only_without_back_off(cpu, tmp_path):
    llc, mine = both(BARRIER, cpu, tmp_path, "S_BARRIER")
    assert mine == llc
    # gfx908 has no barrier back-off; gfx90a has it, and so needs no wait there
    assert mine == ({"vmcnt": 0, "lgkmcnt": 0} if cpu == "gfx908" else {})


@pytest.mark.parametrize("cpu", CPUS)
@pytest.mark.parametrize("op", ["BUFFER_WBINVL1_VOL", "BUFFER_WBINVL1"])
def test_l1_invalidates_stay_counted_on_vmcnt(cpu, op, tmp_path):
    """llc 22 scores no counter for the L1 invalidates (LLVM's buffer-invalidate ops); mirpass
    counts them on vmcnt, as it does gfx942's BUFFER_INV, so it drains them where everything must
    be drained (a return, gfx908's barrier): the safe side, listed as a divergence."""
    body = f"""\
    {op} implicit $exec
    S_BARRIER
    S_ENDPGM 0"""
    llc, mine = both(body, cpu, tmp_path, "S_BARRIER")
    assert llc == {}
    assert mine == ({"vmcnt": 0} if cpu == "gfx908" else {})
    # younger than a load: the load's reader still waits for the load itself
    body = f"""\
    $vgpr4 = GLOBAL_LOAD_DWORD $vgpr0_vgpr1, 0, 0, implicit $exec
    {op} implicit $exec
    $vgpr6 = V_ADD_U32_e32 $vgpr4, $vgpr4, implicit $exec
    S_ENDPGM 0"""
    llc, mine = both(body, cpu, tmp_path, "V_ADD_U32_e32")
    assert llc == {"vmcnt": 0} and mine == {"vmcnt": 1}


SPILL = """\
    $vgpr8_vgpr9 = GLOBAL_LOAD_DWORDX2 $vgpr0_vgpr1, 0, 0, implicit $exec
    $vgpr6 = V_MOV_B32_e32 0, implicit $exec
    BUFFER_STORE_DWORD_OFFSET $vgpr6, $sgpr0_sgpr1_sgpr2_sgpr3, 0, 0, 0, 0, implicit $exec, implicit-def $vgpr6_vgpr7_vgpr8_vgpr9, implicit $vgpr6_vgpr7_vgpr8_vgpr9
    $vgpr10 = V_MOV_B32_e32 $vgpr7, implicit $exec
    $vgpr11 = V_ADD_U32_e32 $vgpr8, $vgpr10, implicit $exec
    S_ENDPGM 0"""


@pytest.mark.parametrize("cpu", CPUS)
def test_implicit_defs_of_a_spill_store_are_not_writes(cpu, tmp_path):
    # the store's implicit-def neither waits for the load (WAW) nor hides it from vgpr8's reader
    for stop, expected in (("BUFFER_STORE_DWORD_OFFSET", {}), ("V_ADD_U32_e32", {"vmcnt": 1})):
        llc, mine = both(SPILL, cpu, tmp_path, stop)
        assert mine == llc == expected, stop


def test_agpr_loads_then_an_accvgpr_move_overwrites_one_gfx90a(tmp_path):
    """gfx90a loads AGPRs directly (waitcnt-agpr.mir's first block, with the address spaces
    spelled out): a V_ACCVGPR_MOV overwriting the older load's AGPR waits for that load only."""
    body = """\
    $agpr0 = FLAT_LOAD_DWORD $vgpr2_vgpr3, 0, 0, implicit $exec, implicit $flat_scr :: (load (s32), addrspace 1)
    $agpr4_agpr5_agpr6_agpr7 = FLAT_LOAD_DWORDX4 $vgpr0_vgpr1, 0, 0, implicit $exec, implicit $flat_scr :: (load (s128), addrspace 1)
    $agpr0 = V_ACCVGPR_MOV_B32 $agpr1, implicit $exec
    S_ENDPGM 0"""
    llc, mine = both(body, "gfx90a", tmp_path, "V_ACCVGPR_MOV_B32")
    assert mine == llc == {"vmcnt": 1}
