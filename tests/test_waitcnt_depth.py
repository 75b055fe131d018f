"""The in-flight FIFOs are as deep as kMaxInFlight: a consumer of the oldest of N outstanding
loads waits for exactly the N-1 younger ones (up to the counter's maximum), as llc does."""

from __future__ import annotations

import pytest

from mirpass.commands.compare import compare_file
from mirpass.target.targets import TARGETS
from mirpass.target.waitcnt import wait_counts

from conftest import CORPUS, LLC, llc_and_mirpass, requires_llc

pytestmark = requires_llc
DEPTHS = (2, 20, 30, 50, 63, 70)


def program(depths: tuple[int, ...]) -> str:
    docs = []
    for n in depths:
        loads = "".join(
            f"    $vgpr{2 + k} = GLOBAL_LOAD_DWORD $vgpr0_vgpr1, {4 * k}, 0, implicit $exec\n"
            for k in range(n)
        )
        docs.append(
            f"---\nname: depth{n}\nmachineFunctionInfo:\n  isEntryFunction: true\nbody: |\n  bb.0:\n"
            f"{loads}    $vgpr200 = V_MOV_B32_e32 $vgpr2, implicit $exec\n    S_ENDPGM 0\n...\n"
        )
    return "".join(docs)


def load_wait(text_or_mf, generation: str) -> int | None:
    """The loads counter's wait right before the V_MOV, or None."""
    found = None
    for _, inst in text_or_mf.instructions():
        if inst.opcode == "V_MOV_B32_e32":
            return found
        if inst.opcode.startswith("S_WAIT") and inst.operands and inst.operands[0].imm is not None:
            counts = wait_counts(inst.opcode, inst.operands[0].imm, generation) or {}
            for counter in ("vmcnt", "loadcnt"):
                if counter in counts:
                    found = counts[counter]
    return found


@pytest.mark.parametrize("cpu", ["gfx942", "gfx1200"])
def test_deep_fifo_waits_match_llc(cpu, tmp_path):
    target = TARGETS[cpu]
    theirs, mine = llc_and_mirpass(program(DEPTHS), cpu, tmp_path, "si-insert-waitcnts")
    got = {n: load_wait(mine.function(f"depth{n}"), target.generation) for n in DEPTHS}
    want = {n: load_wait(theirs.function(f"depth{n}"), target.generation) for n in DEPTHS}
    assert want[30] == 29 and want[70] == 62  # what the test is about: deeper than 24, clamped at max - 1
    assert got == want


def test_out_of_order_op_past_the_fifo_depth_still_waits_for_zero(tmp_path):
    """An SMEM load (out of order on lgkmcnt) followed by more DS loads than lgkmcnt can count:
    reading its result must wait for lgkmcnt(0), as llc does, not for the saturated depth."""
    ds = "".join(
        f"    $vgpr{10 + k} = DS_READ_B32_gfx9 $vgpr0, {4 * k}, 0, implicit $exec\n" for k in range(16)
    )
    text = (
        "---\nname: smem_behind_ds\nmachineFunctionInfo:\n  isEntryFunction: true\nbody: |\n  bb.0:\n"
        f"    $sgpr10 = S_LOAD_DWORD_IMM $sgpr0_sgpr1, 0, 0\n{ds}"
        "    $sgpr11 = S_MOV_B32 $sgpr10\n    S_ENDPGM 0\n...\n"
    )
    theirs, mine = llc_and_mirpass(text, "gfx942", tmp_path, "si-insert-waitcnts")

    def lgkm_wait(mir) -> int | None:
        found = None
        for _, inst in mir.functions[0].instructions():
            if inst.opcode == "S_MOV_B32":
                return found
            if inst.opcode == "S_WAITCNT":
                found = (wait_counts(inst.opcode, inst.operands[0].imm, "gfx9") or {}).get("lgkmcnt")
        return found

    assert lgkm_wait(theirs) == 0
    assert lgkm_wait(mine) == 0


@pytest.mark.parametrize("cpu", ["gfx942", "gfx950"])
def test_a_chain_of_branches_keeps_its_paths_apart(cpu):
    """dgemm_mfma's epilogue is a chain of if-blocks, each issuing DS writes on one side: the
    distinct FIFOs double at every join. Up to MAX_QUEUES of them are kept apart, and there the
    waits equal llc's at every site (with 16, the chain collapsed to 'unknown' and a read of a
    long-completed SMEM result got an extra lgkmcnt(0))."""
    path = CORPUS / f"dgemm_mfma_f64.{cpu}.before-waitcnt.mir"
    report = compare_file(str(path), "si-insert-waitcnts", str(LLC), {"placement": "consumer"})
    assert report.error is None and report.sites > 250
    assert report.differences == []
