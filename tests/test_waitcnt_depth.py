"""The in-flight FIFOs are as deep as kMaxInFlight: a consumer of the oldest of N outstanding
loads waits for exactly the N-1 younger ones (up to the counter's maximum), as llc does."""

from __future__ import annotations

import pytest

from mirpass.target.targets import TARGETS
from mirpass.target.waitcnt import wait_counts

from conftest import llc_and_mirpass, requires_llc

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
