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


_CALLABLE_BODY = """---
name: f
tracksRegLiveness: true
body: |
  bb.0:
    liveins: $sgpr8_sgpr9_sgpr10_sgpr11, $sgpr13, $sgpr2_sgpr3, $vgpr36, $sgpr14_sgpr15
    $vgpr27 = BUFFER_LOAD_DWORD_OFFSET $sgpr8_sgpr9_sgpr10_sgpr11, $sgpr13, 0, 0, 0, implicit $exec
    S_WAIT_LOADCNT 0
    $vgpr6 = GLOBAL_LOAD_DWORD_SADDR $sgpr2_sgpr3, $vgpr36, 0, 0, implicit $exec
    $sgpr8_sgpr9 = S_LOAD_DWORDX2_IMM $sgpr14_sgpr15, 0, 0
    S_WAIT_LOADCNT 0
    S_WAIT_KMCNT 0
    S_ENDPGM 0
...
"""


def test_callable_function_xcnt_after_loadcnt_wait(tmp_path):
    """A callable function starts with its caller's stores pending, and llc 22 lets a loadcnt
    wait imply xcnt only while no store is pending: it waits `S_WAIT_XCNT 1` before the S_LOAD
    overwrites the buffer load's address registers; `--llvm-compat=22` does the same. The default
    needs none: the loadcnt(0) returned the load, so its translation is done."""
    import subprocess

    from conftest import LLC, run_mirpass

    path = tmp_path / "callable.mir"
    path.write_text(_CALLABLE_BODY)
    args = ["-mtriple=amdgcn", "-mcpu=gfx1250", "-run-pass=si-insert-waitcnts", str(path), "-o", "-"]
    llc = subprocess.run([str(LLC), *args], capture_output=True, text=True, timeout=120)
    assert llc.returncode == 0, llc.stderr

    def xcnt(out: str) -> list[str]:
        return [ln.strip() for ln in out.splitlines() if ln.strip().startswith("S_WAIT_XCNT")]

    assert xcnt(llc.stdout) == ["S_WAIT_XCNT 1"]
    compat = run_mirpass([*args[:3], "--llvm-compat=22", *args[3:]])
    default = run_mirpass(args)
    assert compat.returncode == 0 and default.returncode == 0, (compat.stderr, default.stderr)
    assert xcnt(compat.stdout) == xcnt(llc.stdout)
    assert xcnt(default.stdout) == []
