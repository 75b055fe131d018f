"""The wait-count pass against LLVM's fixes after the 22 branch (docs/divergences.md, section
si-insert-waitcnts): for each fix that applies to mirpass's CPUs, mirpass's default mode gives
the upstream expectation, and llc 22 is checked to give the old, wrong, answer (so that each test
pins a real difference). The inputs are written here from what the upstream tests check."""

from __future__ import annotations

import pytest

from mirpass.api import run_passes
from mirpass.mir import read
from mirpass.target.targets import TARGETS
from mirpass.target.waitcnt import wait_counts

from conftest import llc_output, requires_llc


def _mir(name: str, blocks: str) -> str:
    return f"---\nname: {name}\ntracksRegLiveness: true\nbody: |\n{blocks}...\n"


def _waits(mir, cpu: str) -> list[tuple[int, dict[str, int]]]:  # noqa: ANN001
    """(index of the next instruction that is no wait, counts) of every wait in the function."""
    generation = TARGETS[cpu].generation
    found: list[tuple[int, dict[str, int]]] = []
    k = 0
    for _, inst in mir.functions[0].instructions():
        counts = None
        if inst.operands and inst.operands[0].imm is not None:
            counts = wait_counts(inst.opcode, inst.operands[0].imm, generation)
        if counts is not None:
            found.append((k, counts))
        else:
            k += 1
    return found


def _mine(text: str, cpu: str):  # noqa: ANN202
    mir = read(text)
    run_passes(mir, ["si-insert-waitcnts"], TARGETS[cpu])
    return mir


def _theirs(text: str, cpu: str, tmp_path):  # noqa: ANN001, ANN202
    return read(llc_output(text, cpu, tmp_path, "si-insert-waitcnts"))


def _before(waits, index: int) -> dict[str, int]:  # noqa: ANN001
    """The least count per counter the waits right before instruction `index` ask for."""
    out: dict[str, int] = {}
    for k, counts in waits:
        if k == index:
            for c, n in counts.items():
                out[c] = min(out.get(c, n), n)
    return {c: n for c, n in out.items() if n < (63 if c == "vmcnt" else 7 if c == "expcnt" else 15)}


# LLVM PR 220357 (tests from PR 220356): a soft wait the memory legalizer put at the head of a
# loop (an LDS release before a barrier) was dropped as redundant on the first visit, although
# the loop's back edge brings an LDS store still in flight. Upstream keeps lgkmcnt(0) before the
# barrier on every iteration.
LOOP_SOFT_WAIT = _mir(
    "loop_soft_wait",
    """  bb.0:
    successors: %bb.1
    liveins: $vgpr1, $vgpr2, $sgpr0
    S_BRANCH %bb.1
  bb.1:
    successors: %bb.1, %bb.2
    liveins: $vgpr1, $vgpr2, $sgpr0
    S_WAITCNT_soft 49279
    S_BARRIER
    $vgpr3 = DS_READ_B32_gfx9 $vgpr2, 0, 0, implicit $exec :: (load (s32), addrspace 3)
    DS_WRITE_B32_gfx9 $vgpr1, $vgpr3, 0, 0, implicit $exec :: (store (s32), addrspace 3)
    S_CMP_EQ_U32 $sgpr0, 0, implicit-def $scc
    S_CBRANCH_SCC1 %bb.1, implicit $scc
    S_BRANCH %bb.2
  bb.2:
    S_ENDPGM 0
""",
)
BARRIER = 1  # S_BRANCH, then S_BARRIER


@requires_llc
@pytest.mark.parametrize("cpu", ["gfx90a", "gfx942", "gfx950", "gfx1200"])
def test_loop_carried_lds_store_keeps_the_soft_wait(cpu, tmp_path):
    text, counter = LOOP_SOFT_WAIT, "lgkmcnt"
    if TARGETS[cpu].generation == "gfx12":
        text, counter = text.replace("S_WAITCNT_soft 49279", "S_WAIT_DSCNT_soft 0"), "dscnt"
    assert _before(_waits(_mine(text, cpu), cpu), BARRIER) == {counter: 0}
    assert _before(_waits(_theirs(text, cpu, tmp_path), cpu), BARRIER) == {}  # llc 22 drops it


# LLVM PR 178316: on gfx9 BUFFER_WBL2 increments vmcnt, so the legalizer's soft vmcnt(0) after
# it (a release at agent or system scope) must stay; llc 22 optimises it away.
WBL2 = _mir(
    "wbl2_release",
    """  bb.0:
    liveins: $vgpr0, $vgpr1, $vgpr2
    BUFFER_WBL2 0, implicit $exec
    S_WAITCNT_soft 3952
    GLOBAL_STORE_DWORD $vgpr0_vgpr1, $vgpr2, 0, 0, implicit $exec :: (store (s32), addrspace 1)
    S_ENDPGM 0
""",
)


@requires_llc
@pytest.mark.parametrize("cpu", ["gfx90a", "gfx942", "gfx950"])
def test_wait_after_buffer_wbl2_stays(cpu, tmp_path):
    store = 1  # BUFFER_WBL2, then the store
    assert _before(_waits(_mine(WBL2, cpu), cpu), store) == {"vmcnt": 0}
    assert _before(_waits(_theirs(WBL2, cpu, tmp_path), cpu), store) == {}


# LLVM PR 179305: a global load to LDS increments vmcnt only. llc 22 also counted it on lgkmcnt,
# so an LDS read issued before it was taken as completed at lgkmcnt(1): its reader got a wait
# that does not wait for it. Upstream (and mirpass) wait for lgkmcnt(0) before the reader.
GLOBAL_LOAD_LDS = _mir(
    "global_load_lds_lgkmcnt",
    """  bb.0:
    liveins: $vgpr0, $vgpr1, $vgpr2
    $vgpr5 = DS_READ_B32_gfx9 $vgpr2, 0, 0, implicit $exec :: (load (s32), addrspace 3)
    $m0 = S_MOV_B32 0
    GLOBAL_LOAD_LDS_DWORD $vgpr0_vgpr1, 0, 0, implicit $exec, implicit $m0 """
    """:: (load (s32), addrspace 1), (store (s32), addrspace 3)
    $vgpr6 = V_ADD_U32_e32 $vgpr5, $vgpr5, implicit $exec
    S_ENDPGM 0
""",
)


@requires_llc
@pytest.mark.parametrize("cpu", ["gfx942", "gfx950"])
def test_global_load_to_lds_is_not_counted_on_lgkmcnt(cpu, tmp_path):
    reader = 3
    mine = _waits(_mine(GLOBAL_LOAD_LDS, cpu), cpu)
    # the LDS read has completed by the reader: lgkmcnt(0) before it or before the DMA
    assert any(c.get("lgkmcnt") == 0 and k <= reader for k, c in mine)
    assert not any(0 < c.get("lgkmcnt", 15) < 15 for _, c in mine)
    theirs = _waits(_theirs(GLOBAL_LOAD_LDS, cpu, tmp_path), cpu)
    assert _before(theirs, reader) == {"lgkmcnt": 1}  # llc 22: the DMA counted as an LDS access
