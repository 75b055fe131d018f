"""gfx12's LDSDIR wait operands, set in place by the hazard pass, written as assembly: llc 22's
`.s` without the hazard pass (`-start-after=post-RA-hazard-rec`) in, llc's `.s` with it
(`-start-before`) expected, byte for byte (the edit changes no instruction's size, so even
llc's `; codeLenInByte` comment agrees), and the output assembles."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from mirpass.cli import main

from conftest import LLVM_BIN, have_llc, run_llc

LLVM_MC = LLVM_BIN / "llvm-mc"
pytestmark = pytest.mark.skipif(not LLVM_MC.exists() or not have_llc(), reason="needs llc and llvm-mc 22")

# waitvdst after a VALU writing the result (0) and after three VALUs, one of them the writer
# two back (2); waitvsrc after a VMEM that reads the register the load overwrites.
KERNELS = """
---
name: direct_after_valu
tracksRegLiveness: true
body: |
  bb.0:
    liveins: $vgpr2, $sgpr0
    $m0 = S_MOV_B32 $sgpr0
    $vgpr1 = V_MOV_B32_e32 $vgpr2, implicit $exec
    $vgpr1 = DS_DIRECT_LOAD 15, 0, implicit $m0, implicit $exec
    S_SETPC_B64_return undef $sgpr30_sgpr31, implicit $vgpr1
...
---
name: param_after_valus
tracksRegLiveness: true
body: |
  bb.0:
    liveins: $vgpr2, $vgpr3, $sgpr0
    $m0 = S_MOV_B32 $sgpr0
    $vgpr1 = V_MOV_B32_e32 $vgpr2, implicit $exec
    $vgpr4 = V_MOV_B32_e32 $vgpr3, implicit $exec
    $vgpr5 = V_MOV_B32_e32 $vgpr3, implicit $exec
    $vgpr1 = DS_PARAM_LOAD 0, 0, 15, 0, implicit $m0, implicit $exec
    S_SETPC_B64_return undef $sgpr30_sgpr31, implicit $vgpr1
...
---
name: direct_after_vmem_read
tracksRegLiveness: true
body: |
  bb.0:
    liveins: $vgpr1, $vgpr2_vgpr3, $sgpr0
    $m0 = S_MOV_B32 $sgpr0
    GLOBAL_STORE_DWORD $vgpr2_vgpr3, $vgpr1, 0, 0, implicit $exec
    $vgpr1 = DS_DIRECT_LOAD 15, 1, implicit $m0, implicit $exec
    S_SETPC_B64_return undef $sgpr30_sgpr31, implicit $vgpr1
...
"""


def _llc_asm(mir: Path, where: str) -> str:
    args = [
        "-mtriple=amdgcn-amd-amdhsa",
        "-mcpu=gfx1200",
        f"-{where}=post-RA-hazard-rec",
        str(mir),
        "-o",
        "-",
    ]
    proc = run_llc(args)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


def test_ldsdir_waits_as_llc(tmp_path: Path):
    mir = tmp_path / "ldsdir.mir"
    mir.write_text(KERNELS)
    want, given = _llc_asm(mir, "start-before"), _llc_asm(mir, "start-after")
    for line in ("ds_direct_load v1 wait_va_vdst:0 wait_vm_vsrc:0", "attr0.x wait_va_vdst:2 wait_vm_vsrc:0"):
        assert line in want and line not in given
    assert "wait_vm_vsrc:1" in given and "wait_vm_vsrc:1" not in want
    src, out = tmp_path / "in.s", tmp_path / "out.s"
    src.write_text(given)
    assert (
        main(["-mcpu=gfx1200", "-run-pass=post-RA-hazard-rec", "--llvm-compat=22", str(src), "-o", str(out)])
        == 0
    )
    assert out.read_text() == want
    args = [str(LLVM_MC), "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx1200", "-filetype=obj", "-o", "/dev/null"]
    proc = subprocess.run([*args, str(out)], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
