"""gfx1250 xcnt: a register an address translation in flight reads (EXEC included) may not be
overwritten until the translation is done; cache-control ops translate no address."""

from __future__ import annotations

import pytest

from mirpass.api import run_passes, to_text
from mirpass.mir import read
from mirpass.target.targets import TARGETS

from conftest import llc_output, requires_llc


def body(lines: str) -> str:
    return (
        "---\nname: f\ntracksRegLiveness: true\nmachineFunctionInfo:\n  isEntryFunction: true\n"
        "body: |\n  bb.0:\n    liveins: $vgpr0_vgpr1, $vgpr2, $sgpr0\n" + lines + "    S_ENDPGM 0\n...\n"
    )


STORE_THEN_EXEC = body(
    "    GLOBAL_STORE_DWORD $vgpr0_vgpr1, $vgpr2, 0, 0, implicit $exec :: (store (s32), addrspace 1)\n"
    "    $exec_lo = S_MOV_B32 $sgpr0\n"
)
INV_THEN_EXEC = body("    GLOBAL_INV 16, implicit $exec\n    $exec_lo = S_MOV_B32 $sgpr0\n")


def waits_before_exec_write(text: str) -> list[str]:
    mir = read(text, "t.mir")
    run_passes(mir, ["si-insert-waitcnts"], TARGETS["gfx1250"])
    out = to_text(mir).splitlines()
    k = next(i for i, line in enumerate(out) if "$exec_lo = S_MOV_B32" in line)
    return [line.strip() for line in out[:k] if "S_WAIT_" in line]


def test_exec_write_waits_for_the_store_translation():
    assert waits_before_exec_write(STORE_THEN_EXEC) == ["S_WAIT_XCNT 0"]


def test_cache_invalidate_translates_nothing():
    assert not any("XCNT" in w for w in waits_before_exec_write(INV_THEN_EXEC))


@requires_llc
@pytest.mark.parametrize(("text", "expected"), [(STORE_THEN_EXEC, True), (INV_THEN_EXEC, False)])
def test_llc_agrees(text, expected, tmp_path):
    out = llc_output(text, "gfx1250", tmp_path, "si-insert-waitcnts")
    assert ("S_WAIT_XCNT 0" in out) == expected
