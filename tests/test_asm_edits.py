"""A hazard fix that changes an instruction in place (gfx12's LDSDIR wait operands) cannot be
written into a `.s` yet: the pass refuses rather than writing the file without the fix, and
`check` reports the hazard at the instruction's line."""

from __future__ import annotations

from conftest import run_mirpass

KERNEL = """\
\t.amdgcn_target "amdgcn-amd-amdhsa--gfx1200"
\t.text
\t.globl\tk
\t.p2align\t8
\t.type\tk,@function
k:
\tv_mov_b32_e32 v1, v2
\tds_direct_load v1 wait_va_vdst:{wait} wait_vm_vsrc:0
\ts_endpgm
.Lfunc_end0:
\t.size\tk, .Lfunc_end0-k
"""


def test_an_in_place_fix_is_refused_not_dropped(tmp_path):
    src = tmp_path / "k.s"
    src.write_text(KERNEL.format(wait=15))  # the VALU right before writes v1: waitvdst must be 0
    out = tmp_path / "out.s"
    proc = run_mirpass(["-mcpu=gfx1200", "-run-pass=post-RA-hazard-rec", str(src), "-o", str(out)])
    assert proc.returncode == 1 and not out.exists()
    message = "a pass changed this DS_DIRECT_LOAD, which mirpass cannot write as assembly yet"
    assert proc.stderr == f"{src}:8:2: error: {message}\n"
    found = run_mirpass(["check", "--hazards", "-mcpu=gfx1200", str(src)])
    assert found.returncode == 1, found.stdout
    hazard = "hazard: DS_DIRECT_LOAD in k: lds-direct-valu: needs waitvdst 15 -> 0"
    assert found.stdout.splitlines()[0] == f"{src}:8:2: {hazard}", found.stdout


def test_nothing_to_fix_is_written_back(tmp_path):
    src = tmp_path / "k.s"
    src.write_text(KERNEL.format(wait=0))
    out = tmp_path / "out.s"
    proc = run_mirpass(["-mcpu=gfx1200", "-run-pass=post-RA-hazard-rec", str(src), "-o", str(out)])
    assert proc.returncode == 0, proc.stderr
    assert out.read_text() == src.read_text()
    assert run_mirpass(["check", "--hazards", "-mcpu=gfx1200", str(src)]).returncode == 0
