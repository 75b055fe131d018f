"""gfx1250's xcnt WAR through an inline asm that holds a VALU and a VMEM.

A VALU that overwrites the address or data registers of a VMEM in flight must wait xcnt; a VMEM
that does so need not (VMEMs translate in order). An asm `v_mov_b32 v16, 0; buffer_load_b32 ...`
after a store that reads v[16:17] is a VALU write first: the pass must wait xcnt before the asm,
as llc 22 waits before the V_MOV_B32 of the same two real instructions, and `check` must report
the asm when that wait is missing (found by tools/fuzz_inline_asm.py on gfx1250)."""

from __future__ import annotations

import re
from pathlib import Path

from mirpass.cli import main

from conftest import requires_llc, run_llc

HEAD = "---\nname:            {name}\ntracksRegLiveness: false\nbody:             |\n  bb.0:\n"
STORE = "    GLOBAL_STORE_DWORD $vgpr16_vgpr17, $vgpr25, 0, 0, implicit $exec\n"
REAL = (
    "    $vgpr16 = V_MOV_B32_e32 0, implicit $exec\n"
    "    $vgpr25 = BUFFER_LOAD_DWORD_OFFSET $sgpr4_sgpr5_sgpr6_sgpr7, $sgpr2, 0, 0, 0, implicit $exec\n"
)
ASM = (
    '    INLINEASM &"v_mov_b32 v16, 0\\0Abuffer_load_b32 v25, off, s[4:7], s2", '
    "1 /* sideeffect attdialect */\n"
)
END = "    S_ENDPGM 0\n...\n"


def _waits_before(text: str, marker: str) -> list[str]:
    body = text.split("body:", 1)[1].splitlines()
    k = next(i for i, ln in enumerate(body) if marker in ln)
    out = []
    for ln in reversed(body[:k]):
        if not ln.strip().startswith("S_WAIT"):
            break
        out.append(ln.strip())
    return out


@requires_llc
def test_the_asm_waits_xcnt_as_llc_waits_before_the_valu(tmp_path: Path, capsys) -> None:
    real = tmp_path / "real.mir"
    real.write_text(HEAD.format(name="f") + STORE + REAL + END)
    proc = run_llc(["-mtriple=amdgcn", "-mcpu=gfx1250", "-run-pass=si-insert-waitcnts", str(real), "-o", "-"])
    assert proc.returncode == 0, proc.stderr
    want = [w for w in _waits_before(proc.stdout, "V_MOV_B32_e32") if "XCNT" in w]
    assert want == ["S_WAIT_XCNT 0"]
    asm = tmp_path / "asm.mir"
    asm.write_text(HEAD.format(name="f") + STORE + ASM + END)
    out = tmp_path / "out.mir"
    assert main(["-mcpu=gfx1250", "-run-pass=si-insert-waitcnts", str(asm), "-o", str(out)]) == 0
    assert [w for w in _waits_before(out.read_text(), "INLINEASM") if "XCNT" in w] == want


def test_check_reports_the_missing_xcnt_wait_at_the_asm(tmp_path: Path, capsys) -> None:
    asm = tmp_path / "asm.mir"
    asm.write_text(HEAD.format(name="f") + STORE + ASM + END)
    capsys.readouterr()
    assert main(["check", "--waits", "-mcpu=gfx1250", str(asm)]) == 1
    found = [ln for ln in capsys.readouterr().out.splitlines() if "xcnt WAR" in ln]
    asm_line = 1 + next(i for i, ln in enumerate(asm.read_text().splitlines()) if "INLINEASM" in ln)
    assert len(found) == 1 and re.match(rf"{re.escape(str(asm))}:{asm_line}:", found[0]), found
    assert "needs xcnt(0)" in found[0]


# (in flight, real instructions, the same as one asm): the asm's own SMEM or VMEM switch drains
# the other kind's translations before its later instructions write (tools/fuzz_inline_asm.py,
# gfx1250 seed 1: waiting for them at the asm's start was an over-wait llc 22 does not make).
SWITCHES = [
    (
        "    $sgpr6_sgpr7 = S_LOAD_DWORDX2_IMM $sgpr14_sgpr15, 0, 0\n",
        "    $vgpr36 = GLOBAL_LOAD_DWORD $vgpr0_vgpr1, 0, 0, implicit $exec\n"
        "    $sgpr15 = S_LOAD_DWORD_IMM $sgpr10_sgpr11, 0, 0\n",
        "global_load_b32 v36, v[0:1], off\\0As_load_b32 s15, s[10:11], 0x0",
    ),
    (
        "    $vgpr36 = GLOBAL_LOAD_DWORD $vgpr0_vgpr1, 0, 0, implicit $exec\n",
        "    $sgpr2_sgpr3 = S_LOAD_DWORDX2_IMM $sgpr10_sgpr11, 0, 0\n"
        "    $vgpr1 = V_MOV_B32_e32 0, implicit $exec\n",
        "s_load_b64 s[2:3], s[10:11], 0x0\\0Av_mov_b32 v1, 0",
    ),
]


def _xcnt(lines: list[str]) -> list[str]:
    return [w for w in lines if "XCNT" in w]


@requires_llc
def test_an_asm_switch_drains_the_other_kind(tmp_path: Path, capsys) -> None:
    for k, (before, real_insts, asm_text) in enumerate(SWITCHES):
        real = tmp_path / f"real{k}.mir"
        real.write_text(HEAD.format(name="f") + before + real_insts + END)
        llc = ["-mtriple=amdgcn", "-mcpu=gfx1250", "-run-pass=si-insert-waitcnts", str(real), "-o", "-"]
        proc = run_llc(llc)
        assert proc.returncode == 0, proc.stderr
        first, second = (ln.split("=")[-1].split()[0] for ln in real_insts.splitlines())
        want = _xcnt(_waits_before(proc.stdout, first))
        assert _xcnt(_waits_before(proc.stdout, second)) == []  # one asm holds them: nothing between
        asm = tmp_path / f"asm{k}.mir"
        inline = f'    INLINEASM &"{asm_text}", 1 /* sideeffect attdialect */\n'
        asm.write_text(HEAD.format(name="f") + before + inline + END)
        out = tmp_path / f"out{k}.mir"
        assert main(["-mcpu=gfx1250", "-run-pass=si-insert-waitcnts", str(asm), "-o", str(out)]) == 0
        assert _xcnt(_waits_before(out.read_text(), "INLINEASM")) == want, k
        # and check finds the asm form clean of xcnt WARs, as the pass placed no wait for them
        capsys.readouterr()
        main(["check", "--waits", "-mcpu=gfx1250", str(asm)])
        assert "xcnt WAR" not in capsys.readouterr().out
