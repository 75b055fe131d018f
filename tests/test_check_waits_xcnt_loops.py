"""gfx1250 xcnt WAR in loops: what the verifier may credit beyond xcnt's own waits.

Expected results are derived by hand from two facts (LLVM 22's xcnt model, which the verifier
already uses): VMEM translations finish in order, and the hardware drains the other kind at a
switch between SMEM and VMEM. Hence (a) an op whose result is back (drained from its own
counter) has finished its translation, and in an in-order FIFO so has everything issued before
it; (b) once a VMEM follows an SMEM, the path's xcnt FIFO is in order again, so an xcnt(N) with
N > 0 counts. Each case runs the exact exploration and the merged fallback (verify_merged.py),
which the loops of random programs reach; each has a variant that must still be reported."""

from __future__ import annotations

import pytest

from mirpass.ir.translate import Translator
from mirpass.mir import read
from mirpass.passes.waitcnt.verify import Verifier
from mirpass.passes.waitcnt.verify_merged import MergedVerifier
from mirpass.target.targets import TARGETS

HEAD = "---\nname: f\ntracksRegLiveness: false\nbody: |\n"


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


# The loop is entered and re-entered with an S_LOAD in flight; its first store switches to VMEM.
SWITCH = """\
  bb.0:
    successors: %bb.1
    $sgpr5 = S_LOAD_DWORD_IMM $sgpr0_sgpr1, 0, 0
    S_BRANCH %bb.1
  bb.1:
    successors: %bb.1, %bb.2
    GLOBAL_STORE_DWORD $vgpr2_vgpr3, $vgpr4, 0, 0, implicit $exec
    GLOBAL_STORE_DWORD $vgpr0_vgpr1, $vgpr4, 0, 0, implicit $exec
    S_WAIT_XCNT {n}
    $vgpr2 = V_MOV_B32_e32 $vgpr6, implicit $exec
    S_WAIT_KMCNT 0
    $sgpr5 = S_LOAD_DWORD_IMM $sgpr0_sgpr1, 0, 0
    S_CBRANCH_SCC1 %bb.1, implicit $scc
  bb.2:
    S_ENDPGM 0
"""

# A load whose result is waited for, then its address overwritten; a younger store in flight.
LOADCNT = """\
  bb.0:
    successors: %bb.1
    S_BRANCH %bb.1
  bb.1:
    successors: %bb.1, %bb.2
    $vgpr5 = GLOBAL_LOAD_DWORD $vgpr0_vgpr1, 0, 0, implicit $exec
    GLOBAL_STORE_DWORD $vgpr2_vgpr3, $vgpr4, 0, 0, implicit $exec
    S_WAIT_LOADCNT {n}
    $vgpr0 = V_MOV_B32_e32 $vgpr6, implicit $exec
    S_WAIT_LOADCNT 0
    S_CBRANCH_SCC1 %bb.1, implicit $scc
  bb.2:
    S_ENDPGM 0
"""

# A store, then a load waited for (or the other way round), then the store's address overwritten.
PREFIX = """\
  bb.0:
    {first}
    {second}
    S_WAIT_LOADCNT 0
    $vgpr2 = V_MOV_B32_e32 $vgpr6, implicit $exec
    S_ENDPGM 0
"""
STORE = "GLOBAL_STORE_DWORD $vgpr2_vgpr3, $vgpr4, 0, 0, implicit $exec"
LOAD = "$vgpr5 = GLOBAL_LOAD_DWORD $vgpr0_vgpr1, 0, 0, implicit $exec"


@pytest.mark.parametrize("merged", [False, True], ids=["exact", "merged"])
def test_xcnt_wait_counts_after_a_switch_from_smem(merged):
    assert _findings(SWITCH.format(n=1), merged) == []
    # one store too many may be in flight: the first store's translation is not known done
    got = _findings(SWITCH.format(n=2), merged)
    assert len(got) == 1 and "xcnt WAR GLOBAL_STORE_DWORD@bb.1" in got[0], got


@pytest.mark.parametrize("merged", [False, True], ids=["exact", "merged"])
def test_loadcnt_wait_completes_the_loads_translation(merged):
    assert _findings(LOADCNT.format(n=0), merged) == []
    got = _findings(LOADCNT.format(n=1), merged)  # one load in flight: loadcnt(1) proves nothing
    assert len(got) == 1 and "xcnt WAR GLOBAL_LOAD_DWORD@bb.1" in got[0], got


@pytest.mark.parametrize("first_is_store", [True, False], ids=["store-first", "load-first"])
def test_a_returned_load_does_not_complete_a_pending_store(first_is_store):
    """LLVM 22 lets a loadcnt wait bound xcnt only when no store is pending; the verifier does not
    credit the store's translation from the load's return in either order (an in-order
    translation premise would credit an older store; it is not taken)."""
    first, second = (STORE, LOAD) if first_is_store else (LOAD, STORE)
    got = _findings(PREFIX.format(first=first, second=second), False)
    assert len(got) == 1 and "xcnt WAR GLOBAL_STORE_DWORD@bb.0" in got[0], got


# The loop leaves two instances of its load in flight; loadcnt(1) drains only the older one.
TWO_INSTANCES = """\
  bb.0:
    successors: %bb.1
    S_BRANCH %bb.1
  bb.1:
    successors: %bb.1, %bb.2
    $vgpr5 = GLOBAL_LOAD_DWORD $vgpr0_vgpr1, 0, 0, implicit $exec
    S_CBRANCH_SCC1 %bb.1, implicit $scc
  bb.2:
    S_WAIT_LOADCNT {n}
    $vgpr0 = V_MOV_B32_e32 $vgpr6, implicit $exec
    S_ENDPGM 0
"""


@pytest.mark.parametrize("merged", [False, True], ids=["exact", "merged"])
def test_a_drained_instance_leaves_the_younger_one_in_flight(merged):
    war = [f for f in _findings(TWO_INSTANCES.format(n=1), merged) if "xcnt WAR" in f]
    assert len(war) == 1 and "GLOBAL_LOAD_DWORD@bb.1" in war[0], war
    assert not [f for f in _findings(TWO_INSTANCES.format(n=0), merged) if "xcnt WAR" in f]
