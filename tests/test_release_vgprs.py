"""On gfx11+ the wait-count pass ends a kernel that still has stores in flight with
`s_sendmsg dealloc_vgprs` (after `s_nop 0` where the CPU needs it), as llc 22 does: only when no
scratch store may be in flight, and only when the function has calls or uses more VGPRs than
full occupancy allows. Each case below is run through llc and mirpass and the instructions
before S_ENDPGM must agree."""

from __future__ import annotations

import json

import pytest

from mirpass.api import run_passes
from mirpass.mir import read
from mirpass.target.targets import TARGETS

from conftest import CORPUS, llc_and_mirpass, requires_llc

pytestmark = requires_llc

HIGH = "    $vgpr100 = V_MOV_B32_e32 0, implicit $exec\n"
STORE = "    GLOBAL_STORE_DWORD $vgpr0_vgpr1, $vgpr2, 0, 0, implicit $exec\n"
SCRATCH = "    SCRATCH_STORE_DWORD $vgpr2, $vgpr3, 0, 0, implicit $exec, implicit $flat_scr\n"
DIAMOND = (
    "    successors: %bb.1, %bb.2\n" + HIGH + "    S_CBRANCH_SCC1 %bb.2, implicit $scc\n"
    "  bb.1:\n    successors: %bb.3\n{then}    S_BRANCH %bb.3\n"
    "  bb.2:\n    successors: %bb.3\n{other}    S_BRANCH %bb.3\n  bb.3:\n"
)
CALLS = "frameInfo:\n  hasCalls: true\n"
CASES: dict[str, tuple[str, str]] = {
    "few_vgprs": ("", STORE),
    "many_vgprs": ("", HIGH + STORE),
    "high_vgpr_in_implicit_use": ("", STORE.replace("$exec\n", "$exec, implicit $vgpr100\n")),
    "has_calls": (CALLS, STORE),
    "no_store": ("", HIGH + "    $vgpr2 = GLOBAL_LOAD_DWORD $vgpr0_vgpr1, 0, 0, implicit $exec\n"),
    "lds_store_only": ("", HIGH + "    DS_WRITE_B32_gfx9 $vgpr0, $vgpr2, 0, 0, implicit $exec\n"),
    "atomic_without_return": (
        "",
        HIGH + "    GLOBAL_ATOMIC_ADD $vgpr0_vgpr1, $vgpr2, 0, 0, implicit $exec\n",
    ),
    "scratch_store": ("", HIGH + SCRATCH + STORE),
    "scratch_store_waited": ("", HIGH + SCRATCH + "    S_WAIT_STORECNT 0\n" + HIGH + STORE),
    "store_waited_then_more": ("", HIGH + STORE + "    S_WAIT_STORECNT 0\n" + HIGH),
    # llc decides before crediting the waits right in front of S_ENDPGM
    "store_waited_last": ("", HIGH + STORE + "    S_WAIT_STORECNT 0\n"),
    "flat_store_without_memory_operand": (
        "",
        HIGH + "    FLAT_STORE_DWORD $vgpr0_vgpr1, $vgpr2, 0, 0, implicit $exec, implicit $flat_scr\n",
    ),
    "flat_store_to_global": (
        "",
        HIGH + "    FLAT_STORE_DWORD $vgpr0_vgpr1, $vgpr2, 0, 0, implicit $exec, implicit $flat_scr "
        ":: (store (s32), addrspace 1)\n",
    ),
    "buffer_store_to_private": (
        "",
        HIGH + "    BUFFER_STORE_DWORD_OFFSET $vgpr2, $sgpr0_sgpr1_sgpr2_sgpr3, 0, 0, 0, 0, implicit $exec "
        ":: (store (s32), addrspace 5)\n",
    ),
    "buffer_store_to_global": (
        "",
        HIGH + "    BUFFER_STORE_DWORD_OFFSET $vgpr2, $sgpr0_sgpr1_sgpr2_sgpr3, 0, 0, 0, 0, implicit $exec "
        ":: (store (s32), addrspace 1)\n",
    ),
    "global_store_to_private": ("", HIGH + STORE.replace("$exec\n", "$exec :: (store (s32), addrspace 5)\n")),
    # a store on one path only still leaves stores in flight at the join
    "store_on_one_path": ("", DIAMOND.format(then=STORE, other="")),
    # a scratch store on either path blocks the release
    "scratch_store_on_one_path": ("", DIAMOND.format(then=STORE, other=SCRATCH)),
    "loop_with_store": (
        "",
        HIGH
        + "    S_BRANCH %bb.1\n  bb.1:\n    successors: %bb.1, %bb.2\n"
        + STORE
        + "    S_CBRANCH_SCC1 %bb.1, implicit $scc\n  bb.2:\n",
    ),
}


def program(cases: dict[str, tuple[str, str]]) -> str:
    return "".join(
        f"---\nname: {name}\n{extra}machineFunctionInfo:\n  isEntryFunction: true\nbody: |\n  bb.0:\n"
        f"{body}    S_ENDPGM 0\n...\n"
        for name, (extra, body) in cases.items()
    )


def endings(mir) -> dict[str, list[list[str]]]:
    """Per function, the instructions after the last memory or VALU op before each S_ENDPGM."""
    out: dict[str, list[list[str]]] = {}
    for mf in mir.functions:
        tails = []
        for block in mf.blocks:
            insts = [i.opcode for i in block.instructions]
            if "S_ENDPGM" not in insts:
                continue
            end = insts.index("S_ENDPGM")
            start = end
            while start > 0 and insts[start - 1] in ("S_NOP", "S_SENDMSG"):
                start -= 1
            tails.append(insts[start : end + 1])
        out[mf.name] = tails
    return out


@pytest.mark.parametrize("cpu", ["gfx1200", "gfx1250"])
def test_release_matches_llc(cpu, tmp_path):
    theirs_mir, mine_mir = llc_and_mirpass(program(CASES), cpu, tmp_path, "si-insert-waitcnts")
    theirs, mine = endings(theirs_mir), endings(mine_mir)
    released = {name for name, tails in theirs.items() if any("S_SENDMSG" in t for t in tails)}
    # the cases exercise both answers
    assert {
        "many_vgprs",
        "has_calls",
        "store_waited_last",
        "store_on_one_path",
        "loop_with_store",
    } <= released
    assert not {"scratch_store", "few_vgprs", "scratch_store_on_one_path", "no_store"} & released
    assert mine == theirs


def test_release_matches_llc_on_corpus():
    index = json.loads((CORPUS / "index.json").read_text())
    checked = 0
    for name, entry in sorted(index.items()):
        if entry["stage"] != "before-waitcnt" or TARGETS[entry["cpu"]].generation != "gfx12":
            continue
        mine_mir = read((CORPUS / name).read_text())
        run_passes(mine_mir, ["si-insert-waitcnts"], TARGETS[entry["cpu"]])
        after = CORPUS / name.replace("before-waitcnt", "after-waitcnt")
        assert endings(mine_mir) == endings(read(after.read_text())), name
        checked += 1
    assert checked >= 20


def test_wave64_halves_the_vgpr_budget(tmp_path):
    """gfx1200 in wave64 is VGPR-limited above 48 VGPRs (96 in wave32); -mattr selects it."""
    text = program({"mid_vgprs": ("", HIGH.replace("vgpr100", "vgpr60") + STORE)})
    for wave in (32, 64):
        theirs, mine = llc_and_mirpass(
            text, "gfx1200", tmp_path, "si-insert-waitcnts", f"+wavefrontsize{wave}"
        )
        assert endings(mine) == endings(theirs)
        assert ("S_SENDMSG" in endings(mine)["mid_vgprs"][0]) == (wave == 64)
