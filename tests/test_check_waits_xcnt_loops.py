# ruff: noqa: E501 - MIR lines are as llc prints them
"""gfx1250 xcnt: what other counters' waits prove about the translations in flight (xcnt.credit,
the one rule of the wait-count pass and the verifier), in straight code and in loops.

Expected results are derived by hand from the facts in mirpass/passes/waitcnt/xcnt.py: an op
no longer in flight on the counter its completion decrements has finished its translation; VMEM
translations finish in issue order, SMEM ones do not; the hardware drains the other kind at a
switch between SMEM and VMEM. `--llvm-compat=22` cases are compared with llc 22 itself. Each
verifier case runs the exact exploration and the merged fallback (verify_merged.py), which the
loops of random programs reach, and has a variant that must still be reported."""

from __future__ import annotations

from pathlib import Path

import pytest

from mirpass.api import run_passes, to_text
from mirpass.ir.translate import Translator
from mirpass.mir import read
from mirpass.passes.waitcnt.verify import Verifier
from mirpass.passes.waitcnt.verify_merged import MergedVerifier
from mirpass.target.targets import TARGETS

from conftest import llc_output, requires_llc

HEAD = "---\nname: f\ntracksRegLiveness: false\nmachineFunctionInfo:\n  isEntryFunction: true\nbody: |\n"


def _findings(body: str, merged: bool) -> list[str]:
    mir = read((HEAD + body + "...\n").encode(), "t.mir")
    tf = Translator(TARGETS["gfx1250"]).translate(mir.functions[0])
    v = Verifier(tf)
    if merged:
        MergedVerifier(v).run()
        found = v.result
    else:
        found = v.run(200000)
        assert not found.incomplete
    return sorted(f"{x.line} {x.kind} {x.producer} {x.message}" for x in found.violations.values())


def _war(body: str, merged: bool) -> list[str]:
    return [f for f in _findings(body, merged) if "xcnt WAR" in f]


def _xcnt_waits(body: str, compat: bool = False) -> list[str]:
    mir = read((HEAD + body + "...\n").encode(), "t.mir")
    run_passes(mir, ["si-insert-waitcnts"], TARGETS["gfx1250"], {"llvm-compat": "22"} if compat else None)
    return [line.strip() for line in to_text(mir).splitlines() if "S_WAIT_XCNT" in line]


def _llc_xcnt_waits(body: str, tmp_path: Path) -> list[str]:
    out = llc_output(HEAD + body + "...\n", "gfx1250", tmp_path, "si-insert-waitcnts")
    return [line.strip() for line in out.splitlines() if "S_WAIT_XCNT" in line]


MEMOP = {
    "store": "GLOBAL_STORE_DWORD $vgpr2_vgpr3, $vgpr4, 0, 0, implicit $exec :: (store (s32), addrspace 1)",
    "load": "$vgpr5 = GLOBAL_LOAD_DWORD $vgpr0_vgpr1, 0, 0, implicit $exec :: (load (s32), addrspace 1)",
}

# The loop is entered and re-entered with an S_LOAD in flight; its first store switches to VMEM
# (the hardware drains the S_LOAD's translation), so the path's xcnt FIFO holds the two stores,
# in order: xcnt(1) leaves only the younger, the first store's translation (of $vgpr2) is done.
SWITCH = """\
  bb.0:
    successors: %bb.1
    $sgpr5 = S_LOAD_DWORD_IMM $sgpr0_sgpr1, 0, 0 :: (load (s32), addrspace 4)
    S_BRANCH %bb.1
  bb.1:
    successors: %bb.1, %bb.2
    GLOBAL_STORE_DWORD $vgpr2_vgpr3, $vgpr4, 0, 0, implicit $exec :: (store (s32), addrspace 1)
    GLOBAL_STORE_DWORD $vgpr0_vgpr1, $vgpr4, 0, 0, implicit $exec :: (store (s32), addrspace 1)
    S_WAIT_XCNT {n}
    $vgpr2 = V_MOV_B32_e32 $vgpr6, implicit $exec
    S_WAIT_KMCNT 0
    $sgpr5 = S_LOAD_DWORD_IMM $sgpr0_sgpr1, 0, 0 :: (load (s32), addrspace 4)
    S_CBRANCH_SCC1 %bb.1, implicit $scc
  bb.2:
    S_ENDPGM 0
"""


@pytest.mark.parametrize("merged", [False, True], ids=["exact", "merged"])
def test_xcnt_wait_counts_after_a_switch_from_smem(merged):
    assert _war(SWITCH.format(n=1), merged) == []
    got = _war(SWITCH.format(n=2), merged)  # both stores may be in flight
    assert len(got) == 1 and "GLOBAL_STORE_DWORD@bb.1" in got[0], got


# A load waited for, then its address overwritten, a younger store in flight: loadcnt(0) means
# the load's data is back, so its translation is done; loadcnt(1) leaves the load in flight.
LOADCNT = """\
  bb.0:
    successors: %bb.1
    S_BRANCH %bb.1
  bb.1:
    successors: %bb.1, %bb.2
    $vgpr5 = GLOBAL_LOAD_DWORD $vgpr0_vgpr1, 0, 0, implicit $exec :: (load (s32), addrspace 1)
    GLOBAL_STORE_DWORD $vgpr2_vgpr3, $vgpr4, 0, 0, implicit $exec :: (store (s32), addrspace 1)
    S_WAIT_LOADCNT {n}
    $vgpr0 = V_MOV_B32_e32 $vgpr6, implicit $exec
    S_WAIT_LOADCNT 0
    S_CBRANCH_SCC1 %bb.1, implicit $scc
  bb.2:
    S_ENDPGM 0
"""


@pytest.mark.parametrize("merged", [False, True], ids=["exact", "merged"])
def test_loadcnt_wait_completes_the_loads_translation(merged):
    assert _war(LOADCNT.format(n=0), merged) == []
    got = _war(LOADCNT.format(n=1), merged)
    assert len(got) == 1 and "GLOBAL_LOAD_DWORD@bb.1" in got[0], got


# A store and a load (either order), loadcnt(0), then the store's address $vgpr2 overwritten.
# Store first: the load's translation is done and came after the store's (in order): done, no
# wait. Load first: the store is younger, its translation may be in flight: xcnt(0).
PREFIX = """\
  bb.0:
    {first}
    {second}
    S_WAIT_LOADCNT 0
    $vgpr2 = V_MOV_B32_e32 $vgpr6, implicit $exec
    S_ENDPGM 0
"""


# The same in a loop, so that the merged fallback (which follows xcnt per path) sees it too.
PREFIX_LOOP = """\
  bb.0:
    successors: %bb.1
    S_BRANCH %bb.1
  bb.1:
    successors: %bb.1, %bb.2
    {first}
    {second}
    S_WAIT_LOADCNT 0
    $vgpr2 = V_MOV_B32_e32 $vgpr6, implicit $exec
    S_CBRANCH_SCC1 %bb.1, implicit $scc
  bb.2:
    S_ENDPGM 0
"""


@pytest.mark.parametrize("merged", [False, True], ids=["exact", "merged"])
def test_in_a_loop_a_returned_load_completes_an_older_store(merged):
    assert _war(PREFIX_LOOP.format(first=MEMOP["store"], second=MEMOP["load"]), merged) == []
    got = _war(PREFIX_LOOP.format(first=MEMOP["load"], second=MEMOP["store"]), merged)
    assert len(got) == 1 and "GLOBAL_STORE_DWORD@bb.1" in got[0], got


def test_a_returned_load_completes_an_older_store_not_a_younger_one():
    older = PREFIX.format(first=MEMOP["store"], second=MEMOP["load"])
    younger = PREFIX.format(first=MEMOP["load"], second=MEMOP["store"])
    assert _war(older, False) == []
    got = _war(younger, False)
    assert len(got) == 1 and "GLOBAL_STORE_DWORD@bb.0" in got[0], got
    assert _xcnt_waits(older) == []
    assert _xcnt_waits(younger) == ["S_WAIT_XCNT 0"]


@requires_llc
def test_llvm22_rule_keeps_a_store_pending_after_a_loadcnt_wait(tmp_path):
    """llc 22 credits a loadcnt wait to xcnt only while no store is pending: with the older
    store it waits xcnt(1) (the load is the younger entry); --llvm-compat=22 does the same."""
    older = PREFIX.format(first=MEMOP["store"], second=MEMOP["load"])
    assert _llc_xcnt_waits(older, tmp_path) == ["S_WAIT_XCNT 1"]
    assert _xcnt_waits(older, compat=True) == ["S_WAIT_XCNT 1"]


# A scratch store of $vgpr0-3, then [load, store, load, load]; loadcnt(1) leaves only the last
# load in flight, so the second load's data is back and every translation before it is done: the
# default needs no xcnt. llc 22 (a store pending) credits nothing: the store is the 5th youngest
# of 5 translations, so it waits xcnt(4).
TWO_LOADS = """\
  bb.0:
    SCRATCH_STORE_DWORDX4_ST $vgpr0_vgpr1_vgpr2_vgpr3, 16, 0, implicit $exec, implicit $flat_scr :: (store (s128), addrspace 5)
    $vgpr10_vgpr11 = SCRATCH_LOAD_DWORDX2_ST 80, 0, implicit $exec, implicit $flat_scr :: (load (s64), addrspace 5)
    SCRATCH_STORE_DWORDX4_ST $vgpr4_vgpr5_vgpr6_vgpr7, 32, 0, implicit $exec, implicit $flat_scr :: (store (s128), addrspace 5)
    $vgpr12_vgpr13_vgpr14_vgpr15 = GLOBAL_LOAD_DWORDX4 $vgpr20_vgpr21, 0, 0, implicit $exec :: (load (s128), addrspace 1)
    $vgpr16_vgpr17_vgpr18_vgpr19 = GLOBAL_LOAD_DWORDX4 $vgpr22_vgpr23, 0, 0, implicit $exec :: (load (s128), addrspace 1)
    S_WAIT_LOADCNT 1
    $vgpr0 = V_MOV_B32_e32 $vgpr12, implicit $exec
    S_ENDPGM 0
"""


def test_a_returned_load_completes_every_older_translation():
    assert _xcnt_waits(TWO_LOADS) == []
    assert _war(TWO_LOADS, False) == []
    # loadcnt(2) still returns the first load, which follows the store; loadcnt(3) returns none
    assert _war(TWO_LOADS.replace("S_WAIT_LOADCNT 1", "S_WAIT_LOADCNT 2"), False) == []
    assert len(_war(TWO_LOADS.replace("S_WAIT_LOADCNT 1", "S_WAIT_LOADCNT 3"), False)) == 1


@requires_llc
def test_llvm22_two_loads_behind_a_store(tmp_path):
    assert _llc_xcnt_waits(TWO_LOADS, tmp_path) == ["S_WAIT_XCNT 4"]
    assert _xcnt_waits(TWO_LOADS, compat=True) == ["S_WAIT_XCNT 4"]


# Two SMEM loads in flight and a hard kmcnt(1): SMEM returns out of order, so it does not say
# which one is back; overwriting the first one's address needs xcnt(0). (The pass used to keep
# the youngest kmcnt(1) entries of the xcnt FIFO here and placed no wait.)
KMCNT_1 = """\
  bb.0:
    $sgpr4_sgpr5 = S_LOAD_DWORDX2_IMM $sgpr0_sgpr1, 0, 0 :: (load (s64), addrspace 4)
    $sgpr6_sgpr7 = S_LOAD_DWORDX2_IMM $sgpr2_sgpr3, 0, 0 :: (load (s64), addrspace 4)
    S_WAIT_KMCNT 1
    $sgpr0 = S_MOV_B32 0
    S_ENDPGM 0
"""


@pytest.mark.parametrize("compat", [False, True], ids=["default", "llvm22"])
def test_an_out_of_order_kmcnt_wait_proves_no_translation_done(compat):
    assert _xcnt_waits(KMCNT_1, compat) == ["S_WAIT_XCNT 0"]
    assert len(_war(KMCNT_1, False)) == 1
    assert _war(KMCNT_1.replace("S_WAIT_KMCNT 1", "S_WAIT_KMCNT 0"), False) == []


@requires_llc
def test_llc22_waits_after_kmcnt_1_too(tmp_path):
    assert _llc_xcnt_waits(KMCNT_1, tmp_path) == ["S_WAIT_XCNT 0"]


# A store of $vgpr0-3, then a VMEM load into $vgpr0 (its own write comes after its translation,
# which comes after the store's: no wait), then a VALU write of $vgpr1, which the store's
# translation may still read: the load may be in flight, the store must not be: xcnt(1). llc 22
# places nothing (it takes the store's translation as done at the load; docs/divergences.md).
LOAD_OVER_STORE = """\
  bb.0:
    SCRATCH_STORE_DWORDX4_ST $vgpr0_vgpr1_vgpr2_vgpr3, 16, 0, implicit $exec, implicit $flat_scr :: (store (s128), addrspace 5)
    $vgpr0 = GLOBAL_LOAD_DWORD $vgpr20_vgpr21, 0, 0, implicit $exec :: (load (s32), addrspace 1)
    $vgpr1 = V_MOV_B32_e32 $vgpr9, implicit $exec
    S_ENDPGM 0
"""


@pytest.mark.parametrize("compat", [False, True], ids=["default", "llvm22"])
def test_a_vmem_write_does_not_complete_older_translations(compat):
    assert _xcnt_waits(LOAD_OVER_STORE, compat) == ["S_WAIT_XCNT 1"]
    got = _war(LOAD_OVER_STORE, False)
    assert len(got) == 1 and "SCRATCH_STORE_DWORDX4_ST@bb.0" in got[0], got


@requires_llc
def test_llc22_misses_the_wait_after_a_vmem_write(tmp_path):
    assert _llc_xcnt_waits(LOAD_OVER_STORE, tmp_path) == []


# The loop leaves two instances of its load in flight; loadcnt(1) drains only the older one.
TWO_INSTANCES = """\
  bb.0:
    successors: %bb.1
    S_BRANCH %bb.1
  bb.1:
    successors: %bb.1, %bb.2
    $vgpr5 = GLOBAL_LOAD_DWORD $vgpr0_vgpr1, 0, 0, implicit $exec :: (load (s32), addrspace 1)
    S_CBRANCH_SCC1 %bb.1, implicit $scc
  bb.2:
    S_WAIT_LOADCNT {n}
    $vgpr0 = V_MOV_B32_e32 $vgpr6, implicit $exec
    S_ENDPGM 0
"""


@pytest.mark.parametrize("merged", [False, True], ids=["exact", "merged"])
def test_a_drained_instance_leaves_the_younger_one_in_flight(merged):
    war = _war(TWO_INSTANCES.format(n=1), merged)
    assert len(war) == 1 and "GLOBAL_LOAD_DWORD@bb.1" in war[0], war
    assert not _war(TWO_INSTANCES.format(n=0), merged)


# A FLAT load (it may access LDS, so it counts on dscnt too): dscnt(0) says nothing about its
# global side's translation; loadcnt(0) does.
FLAT = """\
  bb.0:
    $vgpr5 = FLAT_LOAD_DWORD $vgpr0_vgpr1, 0, 0, implicit $exec, implicit $flat_scr :: (load (s32))
    S_WAIT_{c} 0
    $vgpr0 = V_MOV_B32_e32 $vgpr6, implicit $exec
    S_ENDPGM 0
"""


def test_dscnt_does_not_complete_a_flat_translation():
    assert len(_war(FLAT.format(c="DSCNT"), False)) == 1
    assert _war(FLAT.format(c="LOADCNT"), False) == []
    assert _xcnt_waits(FLAT.format(c="DSCNT")) == ["S_WAIT_XCNT 0"]


# One path brings a VMEM in flight, the other an S_LOAD reading $sgpr2_sgpr3; at the join a
# second S_LOAD, then $sgpr2 overwritten. On the S_LOAD path nothing switched kinds, so the first
# S_LOAD's translation may still read $sgpr2 (SMEM translations out of order): xcnt(0). llc 22
# merges the two paths into one bracket with both kinds pending, takes the second S_LOAD for a
# switch and drops every older translation (docs/divergences.md).
JOIN = """\
  bb.0:
    successors: %bb.1, %bb.2
    $vgpr27 = GLOBAL_LOAD_DWORD $vgpr0_vgpr1, 0, 0, implicit $exec :: (load (s32), addrspace 1)
    S_CBRANCH_SCC1 %bb.2, implicit $scc
  bb.1:
    successors: %bb.2
    $sgpr12_sgpr13 = S_LOAD_DWORDX2_IMM $sgpr2_sgpr3, 0, 0 :: (load (s64), addrspace 4)
  bb.2:
    $sgpr5 = S_LOAD_DWORD_IMM $sgpr8_sgpr9, 0, 0 :: (load (s32), addrspace 4)
    $sgpr2 = S_MOV_B32 0
    S_ENDPGM 0
"""


@pytest.mark.parametrize("compat", [False, True], ids=["default", "llvm22"])
def test_a_join_is_no_switch_between_smem_and_vmem(compat):
    assert _xcnt_waits(JOIN, compat) == ["S_WAIT_XCNT 0"]
    for merged in (False, True):
        got = _war(JOIN, merged)
        assert len(got) == 1 and "S_LOAD_DWORDX2_IMM@bb.1" in got[0], got


@requires_llc
def test_llc22_misses_the_wait_after_a_join(tmp_path):
    assert _llc_xcnt_waits(JOIN, tmp_path) == []
