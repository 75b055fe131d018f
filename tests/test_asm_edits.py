"""A hazard fix that changes an instruction in place (gfx12's LDSDIR wait operands) is written
into the `.s` by respelling the operand in the instruction's own line (as llc 22 does for the
same kernel: tests/test_asm_write_ldsdir.py), and `check` reports the hazard at that line."""

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


def test_an_in_place_fix_is_written_in_its_line(tmp_path):
    src = tmp_path / "k.s"
    src.write_text(KERNEL.format(wait=15))  # the VALU right before writes v1: waitvdst must be 0
    out = tmp_path / "out.s"
    proc = run_mirpass(["-mcpu=gfx1200", "-run-pass=post-RA-hazard-rec", str(src), "-o", str(out)])
    assert proc.returncode == 0, proc.stderr
    assert out.read_text() == KERNEL.format(wait=0)
    found = run_mirpass(["check", "--hazards", "-mcpu=gfx1200", str(src)])
    assert found.returncode == 1, found.stdout
    hazard = "hazard: DS_DIRECT_LOAD in k: lds-direct-valu: needs waitvdst 15 -> 0"
    assert found.stdout.splitlines()[0] == f"{src}:8:2: {hazard}", found.stdout
    assert run_mirpass(["check", "--hazards", "-mcpu=gfx1200", str(out)]).returncode == 0


def test_an_edit_the_writer_cannot_spell_is_refused(tmp_path):
    # Without the operand spelled out there is no text to change: refused, never dropped.
    src = tmp_path / "k.s"
    src.write_text(KERNEL.format(wait=15).replace(" wait_va_vdst:15", " wait_va_vdst : 15"))
    out = tmp_path / "out.s"
    proc = run_mirpass(["-mcpu=gfx1200", "-run-pass=post-RA-hazard-rec", str(src), "-o", str(out)])
    assert proc.returncode == 1 and not out.exists(), proc.stderr
    assert "cannot write this edit" in proc.stderr


def test_nothing_to_fix_is_written_back(tmp_path):
    src = tmp_path / "k.s"
    src.write_text(KERNEL.format(wait=0))
    out = tmp_path / "out.s"
    proc = run_mirpass(["-mcpu=gfx1200", "-run-pass=post-RA-hazard-rec", str(src), "-o", str(out)])
    assert proc.returncode == 0, proc.stderr
    assert out.read_text() == src.read_text()
    assert run_mirpass(["check", "--hazards", "-mcpu=gfx1200", str(src)]).returncode == 0
