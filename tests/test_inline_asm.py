"""Inline asm in MIR (issue 15): the asm string substituted and decoded, its instructions taking
part in both passes by default, and llc 22's view under --llvm-compat=22.

Expected results come from llc 22: the substituted text from llc's own AsmPrinter (the `.s` of
an IR module with inline asm); the wait states and waits from llc run on the same program with
the asm's instructions written as real instructions; the compat outputs from llc run on the
asm form itself."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from mirpass.ir.inline_asm import AsmSubstitutionError, InlineAsmDecoder, asm_immediate, substitute
from mirpass.mir import Instruction, read

from conftest import ROOT, requires_llc, run_llc, run_mirpass

CPUS = ("gfx942", "gfx950")
PY = sys.executable


def _mir(body: str, name: str = "f") -> str:
    lines = "\n".join("    " + s for s in body.strip().splitlines())
    head = f"---\nname:            {name}\ntracksRegLiveness: false\nbody:             |\n"
    return f"{head}  bb.0:\n{lines}\n...\n"


def _mirpass(args: list[str], text: str, tmp_path: Path, name: str = "in.mir") -> subprocess.CompletedProcess:
    src = tmp_path / name
    src.write_text(text)
    return run_mirpass([*args, str(src), *(() if args[0] == "check" else ("-o", "-"))], cwd=ROOT,
                       timeout=120)


def _pass(pass_name: str, cpu: str, text: str, tmp_path: Path, *extra: str) -> str:
    proc = _mirpass(["-mtriple=amdgcn", f"-mcpu={cpu}", f"-run-pass={pass_name}", *extra], text, tmp_path)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


def _llc(pass_name: str, cpu: str, text: str, tmp_path: Path) -> str:
    src = tmp_path / "llc.mir"
    src.write_text(text)
    proc = run_llc(["-mtriple=amdgcn", f"-mcpu={cpu}", f"-run-pass={pass_name}", str(src), "-o", "-"])
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


def _body(text: str) -> list[str]:
    body = text.split("body:", 1)[1]
    return [s.strip() for s in body.splitlines()[1:] if s.strip() and s.strip() not in ("...", "bb.0:")]


def _nop_states_before(text: str, marker: str) -> int:
    """Wait states of the S_NOPs right before the only line containing `marker`."""
    lines = _body(text)
    at = [i for i, s in enumerate(lines) if marker in s and not s.startswith("S_NOP")]
    assert len(at) == 1, (marker, lines)
    n, i = 0, at[0] - 1
    while i >= 0 and lines[i].startswith("S_NOP"):
        n += int(lines[i].split()[1]) + 1
        i -= 1
    return n


def _waits_before(text: str, marker: str) -> list[str]:
    lines = _body(text)
    at = [i for i, s in enumerate(lines) if marker in s]
    assert len(at) == 1, (marker, lines)
    out, i = [], at[0] - 1
    while i >= 0 and lines[i].startswith("S_WAITCNT"):
        out.append(lines[i])
        i -= 1
    return out


# -- substitution: what llc's AsmPrinter writes ------------------------------------------------

_IR = """target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %p, <4 x half> %h, <4 x half> %g) #0 {
  %a = call <16 x float> asm sideeffect "v_mfma_f32_32x32x8f16 $0, $1, $2, 0",
          "=a,v,v"(<4 x half> %h, <4 x half> %g)
  %e = extractelement <16 x float> %a, i32 0
  %x = call i32 asm sideeffect "v_mov_b32 $0, ${1:c}\\0As_nop ${2}", "=v,i,i"(i32 1234, i32 3)
  %y = call i64 asm "s_mov_b64 $0, $1 ; $$ ${:comment} x", "=s,s"(i64 7)
  %z = call i32 asm sideeffect "v_add_u32 $0, $1, ${2:n}", "=v,v,i"(i32 %x, i32 -5)
  %w = call i32 asm sideeffect "v_mov_b32 $0, $1", "=v,i"(i32 100000)
  call void asm sideeffect "; pin $0", "v"(i32 %z)
  call void asm sideeffect "; $0 $1 $2 $3 $4", "{vcc},{exec},{m0},{s[4:5]},{ttmp[0:1]}"(
          i64 0, i64 0, i32 0, i64 0, i64 0)
  call void asm sideeffect "; $0 $1", "{flat_scratch},{a[0:3]}"(i64 0, <4 x i32> zeroinitializer)
  %f = fadd float %e, 1.0
  store float %f, ptr addrspace(1) %p
  store i64 %y, ptr addrspace(1) %p
  store i32 %w, ptr addrspace(1) %p
  ret void
}
attributes #0 = { "target-cpu"="gfx942" }
"""


@requires_llc
def test_substitution_matches_llc_asm_printer(tmp_path: Path) -> None:
    ll = tmp_path / "a.ll"
    ll.write_text(_IR)
    mir = run_llc(["-mcpu=gfx942", "-stop-before=post-RA-hazard-rec", str(ll), "-o", "-"])
    asm = run_llc(["-mcpu=gfx942", str(ll), "-o", "-"])
    assert mir.returncode == 0 and asm.returncode == 0, mir.stderr + asm.stderr
    printed = re.findall(r";;#ASMSTART\n(.*?)\t;;#ASMEND", asm.stdout, re.S)
    printed = [p.replace("\n\t", "\n").strip("\t\n") for p in printed]
    decoder = InlineAsmDecoder("gfx942")
    ours = []
    for fn in read(mir.stdout, "a.mir").functions:
        for block in fn.blocks:
            for inst in block.instructions:
                if inst.opcode == "INLINEASM":
                    ours.append(decoder.decode(inst).text.strip())
    assert len(ours) == len(printed) == 8
    assert ours == printed


def test_substitution_errors_and_immediates() -> None:
    assert [asm_immediate(v) for v in (64, -16, 65, -17, 0xFFFF, 0x10000)] == [
        "64", "-16", "0x41", "0xffffffffffffffef", "0xffff", "0x10000",
    ]  # fmt: skip
    with pytest.raises(AsmSubstitutionError):
        substitute("v_mov_b32 $3", [])
    with pytest.raises(AsmSubstitutionError):
        substitute("v_mov_b32 ${0:q}", [])
    assert substitute("a $(x$|y$) $$", []) == "a x $"


def test_decoded_records() -> None:
    text = (
        '    INLINEASM &"s_nop 3\\0Av_mfma_f32_16x16x16f16 $0, $1, $2, 0", 1 /* sideeffect attdialect */, '
        "10 /* regdef */, def $vgpr10_vgpr11_vgpr12_vgpr13, 9 /* reguse */, $vgpr0_vgpr1, "
        "9 /* reguse */, $vgpr2_vgpr3"
    )
    got = InlineAsmDecoder("gfx942").decode(Instruction(text, 7))
    assert got.problem is None
    assert [i.opcode for i in got.instructions] == ["S_NOP", "V_MFMA_F32_16X16X16F16_vgprcd_e64"]
    assert all(i.line == 7 for i in got.instructions)
    assert got.instructions[1].defs[0].reg == "$vgpr10_vgpr11_vgpr12_vgpr13"


# -- the hazard pass -------------------------------------------------------------------------------

_MFMA_ASM = (
    'INLINEASM &"v_mfma_f32_16x16x16f16 $0, $1, $2, 0", 1 /* sideeffect attdialect */, 10 /* regdef */, '
    "def $vgpr10_vgpr11_vgpr12_vgpr13, 9 /* reguse */, $vgpr0_vgpr1, 9 /* reguse */, $vgpr2_vgpr3"
)
_MFMA = (
    "$vgpr10_vgpr11_vgpr12_vgpr13 = V_MFMA_F32_16X16X16F16_vgprcd_e64 $vgpr0_vgpr1, $vgpr2_vgpr3, "
    "0, 0, 0, 0, implicit $mode, implicit $exec"
)
_READ = "$vgpr30 = V_ADD_F32_e32 $vgpr10, $vgpr10, implicit $mode, implicit $exec"


@requires_llc
@pytest.mark.parametrize("cpu,states", [("gfx942", 7), ("gfx950", 8)])
def test_mfma_in_asm_then_valu_read(cpu: str, states: int, tmp_path: Path) -> None:
    asm_form = _mir(f"{_MFMA_ASM}\n{_READ}\nS_ENDPGM 0")
    real_form = _mir(f"{_MFMA}\n{_READ}\nS_ENDPGM 0")
    llc_real = _nop_states_before(_llc("post-RA-hazard-rec", cpu, real_form, tmp_path), "V_ADD_F32")
    assert llc_real == states  # the figures, as llc 22 gives them for the instruction
    ours = _pass("post-RA-hazard-rec", cpu, asm_form, tmp_path)
    assert _nop_states_before(ours, "V_ADD_F32") == states
    # llc 22's view of the asm: what llc itself does with the asm form
    compat = _pass("post-RA-hazard-rec", cpu, asm_form, tmp_path, "--llvm-compat=22")
    assert _body(compat) == _body(_llc("post-RA-hazard-rec", cpu, asm_form, tmp_path))
    assert _nop_states_before(compat, "V_ADD_F32") < states


@requires_llc
@pytest.mark.parametrize("cpu", CPUS)
@pytest.mark.parametrize("nop", [0, 2, 5])
def test_snop_inside_asm_is_credited(cpu: str, nop: int, tmp_path: Path) -> None:
    asm = _MFMA_ASM.replace('0", 1', f'0\\0As_nop {nop}", 1')
    asm_form = _mir(f"{asm}\n{_READ}\nS_ENDPGM 0")
    real_form = _mir(f"{_MFMA}\nS_NOP {nop}\n{_READ}\nS_ENDPGM 0")
    want = _nop_states_before(_llc("post-RA-hazard-rec", cpu, real_form, tmp_path), "V_ADD_F32")
    # the real form's own S_NOP is counted by the helper: take it away again
    want -= nop + 1
    got = _nop_states_before(_pass("post-RA-hazard-rec", cpu, asm_form, tmp_path), "V_ADD_F32")
    assert got == want
    assert got == max(0, {"gfx942": 7, "gfx950": 8}[cpu] - nop - 1)


_WIDE_STORE = "GLOBAL_STORE_DWORDX4 $vgpr10_vgpr11, $vgpr0_vgpr1_vgpr2_vgpr3, 0, 0, implicit $exec"


@requires_llc
@pytest.mark.parametrize("cpu", CPUS)
def test_empty_asm_is_nothing(cpu: str, tmp_path: Path) -> None:
    """A register pin defining a store's data: llc checks it as a VALU write; it executes nothing."""
    pin = 'INLINEASM &"", 1 /* sideeffect attdialect */, 10 /* regdef */, def $vgpr2'
    text = _mir(f"{_WIDE_STORE}\n{pin}\nS_ENDPGM 0")
    llc = _llc("post-RA-hazard-rec", cpu, text, tmp_path)
    assert _nop_states_before(llc, "INLINEASM") > 0  # llc's view: a hazard
    assert _body(_pass("post-RA-hazard-rec", cpu, text, tmp_path, "--llvm-compat=22")) == _body(llc)
    assert _nop_states_before(_pass("post-RA-hazard-rec", cpu, text, tmp_path), "INLINEASM") == 0


@requires_llc
@pytest.mark.parametrize("cpu", CPUS)
@pytest.mark.parametrize(
    "text,why",
    [
        ("v_frobnicate $0", "llvm-mc 22 does not accept the asm: invalid instruction"),
        ("v_mov_b32 $0, 0\\0A.long 0x7e000280", "the directive .long in the asm is not modeled"),
        ("v_mov_b32 $0, 0\\0As_branch 0", "control flow inside the asm (S_BRANCH) is not modeled"),
        ("v_mov_b32 ${0:q}, 0", "the asm string cannot be substituted"),
    ],
)
def test_unparseable_asm_keeps_llc_view_with_warning(cpu: str, text: str, why: str, tmp_path: Path) -> None:
    bad = f'INLINEASM &"{text}", 1 /* sideeffect attdialect */, 10 /* regdef */, def $vgpr2'
    text = _mir(f"{_WIDE_STORE}\n{bad}\nS_ENDPGM 0")
    proc = _mirpass(["-mtriple=amdgcn", f"-mcpu={cpu}", "-run-pass=post-RA-hazard-rec"], text, tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert _body(proc.stdout) == _body(_llc("post-RA-hazard-rec", cpu, text, tmp_path))
    assert f"in.mir:7: warning: inline asm kept as llc 22 sees it: {why}" in proc.stderr
    waits = _mirpass(["-mtriple=amdgcn", f"-mcpu={cpu}", "-run-pass=si-insert-waitcnts"], text, tmp_path)
    assert (
        waits.returncode == 0
        and f"in.mir:7: warning: inline asm kept as llc 22 sees it: {why}" in waits.stderr
    )


@requires_llc
def test_hazard_inside_one_asm_is_a_warning(tmp_path: Path) -> None:
    both = _MFMA_ASM.replace('0", 1', '0\\0Av_add_f32 v30, v10, v10", 1')
    text = _mir(f"{both}\nS_ENDPGM 0")
    proc = _mirpass(["-mtriple=amdgcn", "-mcpu=gfx942", "-run-pass=post-RA-hazard-rec"], text, tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert "S_NOP" not in proc.stdout  # NOPs before the asm would not separate the two
    warning = "in.mir:6: warning: hazard inside inline asm: V_ADD_F32_e32 (instruction 2 of the asm)"
    assert warning in proc.stderr


@requires_llc
def test_hazard_later_in_asm_from_outside_producer(tmp_path: Path) -> None:
    """The consumer is the asm's second instruction: NOPs before the asm cover it."""
    asm = 'INLINEASM &"s_nop 0\\0Av_add_f32 v30, v10, v10", 1 /* sideeffect attdialect */'
    text = _mir(f"{_MFMA}\n{asm}\nS_ENDPGM 0")
    real = _mir(f"{_MFMA}\nS_NOP 0\n{_READ}\nS_ENDPGM 0")
    want = _nop_states_before(_llc("post-RA-hazard-rec", "gfx942", real, tmp_path), "V_ADD_F32") - 1
    assert want == 6
    assert _nop_states_before(_pass("post-RA-hazard-rec", "gfx942", text, tmp_path), "INLINEASM") == want


# -- the wait-count pass ---------------------------------------------------------------------------

_LOAD_ASM = (
    'INLINEASM &"global_load_dword $0, $1, off", 1 /* sideeffect attdialect */, 10 /* regdef */, def $vgpr2, '
    "9 /* reguse */, $vgpr0_vgpr1"
)
_LOAD = "$vgpr2 = GLOBAL_LOAD_DWORD $vgpr0_vgpr1, 0, 0, implicit $exec"
_USE = "$vgpr3 = V_ADD_F32_e32 $vgpr2, $vgpr2, implicit $mode, implicit $exec"


@requires_llc
@pytest.mark.parametrize("cpu", CPUS)
def test_load_in_asm_then_use_waits(cpu: str, tmp_path: Path) -> None:
    asm_form = _mir(f"{_LOAD_ASM}\n{_USE}\nS_ENDPGM 0")
    real_form = _mir(f"{_LOAD}\n{_USE}\nS_ENDPGM 0")
    want = _waits_before(_llc("si-insert-waitcnts", cpu, real_form, tmp_path), "V_ADD_F32")
    assert want  # llc waits for the load
    assert _waits_before(_pass("si-insert-waitcnts", cpu, asm_form, tmp_path), "V_ADD_F32") == want
    compat = _pass("si-insert-waitcnts", cpu, asm_form, tmp_path, "--llvm-compat=22")
    assert _waits_before(compat, "V_ADD_F32") == []  # llc never sees the load


@requires_llc
@pytest.mark.parametrize("cpu", CPUS)
def test_consumer_in_asm_waits_before_it(cpu: str, tmp_path: Path) -> None:
    asm = 'INLINEASM &"s_nop 0\\0Av_add_f32 v3, v2, v2", 1 /* sideeffect attdialect */'
    asm_form = _mir(f"{_LOAD}\n{asm}\nS_ENDPGM 0")
    real_form = _mir(f"{_LOAD}\n{_USE}\nS_ENDPGM 0")
    want = _waits_before(_llc("si-insert-waitcnts", cpu, real_form, tmp_path), "V_ADD_F32")
    assert want
    assert _waits_before(_pass("si-insert-waitcnts", cpu, asm_form, tmp_path), "INLINEASM") == want


@requires_llc
@pytest.mark.parametrize("cpu", CPUS)
@pytest.mark.parametrize("alone", [True, False])
def test_wait_inside_asm_is_credited(cpu: str, alone: bool, tmp_path: Path) -> None:
    """A wait in the asm, alone or before the asm's consumer: llc, given the wait as an
    instruction, adds nothing; neither does mirpass, given it inside the asm."""
    if alone:
        asm = 'INLINEASM &"s_waitcnt vmcnt(0)", 1 /* sideeffect attdialect */'
        asm_form = _mir(f"{_LOAD}\n{asm}\n{_USE}\nS_ENDPGM 0")
        marker = "V_ADD_F32"
    else:
        asm = 'INLINEASM &"s_waitcnt vmcnt(0)\\0Av_add_f32 v3, v2, v2", 1 /* sideeffect attdialect */'
        asm_form = _mir(f"{_LOAD}\n{asm}\nS_ENDPGM 0")
        marker = "INLINEASM"
    real_form = _mir(f"{_LOAD}\nS_WAITCNT 3952\n{_USE}\nS_ENDPGM 0")
    llc = _llc("si-insert-waitcnts", cpu, real_form, tmp_path)
    assert _waits_before(llc, "V_ADD_F32") == ["S_WAITCNT 3952"]
    assert _waits_before(_pass("si-insert-waitcnts", cpu, asm_form, tmp_path), marker) == []
    # a wait for another counter is not credited for the load
    other = asm_form.replace("vmcnt(0)", "lgkmcnt(0)")
    assert _waits_before(_pass("si-insert-waitcnts", cpu, other, tmp_path), marker)


@requires_llc
def test_check_reports_asm_cases(tmp_path: Path) -> None:
    text = _mir(f"{_MFMA_ASM}\n{_READ}\n{_LOAD_ASM}\n{_USE}\nS_ENDPGM 0")
    proc = _mirpass(["check", "--hazards", "--waits", "-mcpu=gfx942"], text, tmp_path)
    assert proc.returncode == 1, proc.stdout + proc.stderr
    out = proc.stdout
    assert re.search(
        r"in\.mir:7: hazard: V_ADD_F32_e32 .*"
        r"after V_MFMA_F32_16X16X16F16_vgprcd_e64 at in\.mir:6",
        out,
    )
    assert re.search(r"in\.mir:9: wait: V_ADD_F32_e32 .*GLOBAL_LOAD_DWORD", out)
    compat = _mirpass(["check", "--hazards", "--waits", "--llvm-compat=22", "-mcpu=gfx942"], text, tmp_path)
    # llc's view: the asm is a def forwarded to the VALU (1 wait state), and no load is seen
    assert "after INLINEASM at in.mir:6: requires 1 wait states" in compat.stdout
    assert "V_MFMA" not in compat.stdout and "GLOBAL_LOAD_DWORD" not in compat.stdout


# -- the asm probes of test_hazard_opcodes_other.py, against llc on their real instructions --------

# The real instruction of each asm there (None: an asm of comments only, which runs nothing).
_REAL = {
    "v_mov_b32 $0, 0": "$vgpr0 = V_MOV_B32_e32 0, implicit $exec",
    "s_mov_b32 $0, 0": "$sgpr4 = S_MOV_B32 0",
    "; use $0": None,
    "; clobber": None,
}


@requires_llc
@pytest.mark.parametrize("cpu", [*CPUS, "gfx908", "gfx90a"])
def test_default_mode_on_the_asm_probes(cpu: str, tmp_path: Path) -> None:
    """Each probe's asm written as its real instruction (or left out when it is only comments):
    the default mode on the asm form gives llc's wait states on that real form, before every
    instruction (0 before an asm that runs nothing), and is never short of them."""
    from test_hazard_opcodes_other import ASM_CASES

    assert len(ASM_CASES) == 12
    for name, lines in ASM_CASES.items():
        real_lines = []
        where: list[int | None] = []  # per probe line, its index in the real form
        for line in lines:
            m = re.match(r'INLINEASM &"([^"]*)"', line)
            real = _REAL[m.group(1)] if m else line
            where.append(len(real_lines) if real is not None else None)
            if real is not None:
                real_lines.append(real)
        llc = _body(_llc("post-RA-hazard-rec", cpu, _mir("\n".join([*real_lines, "S_ENDPGM 0"])), tmp_path))
        ours = _body(_pass("post-RA-hazard-rec", cpu, _mir("\n".join([*lines, "S_ENDPGM 0"])), tmp_path))
        want = _states_per_instruction(llc)
        got = _states_per_instruction(ours)
        expect = [want[k] if k is not None else 0 for k in where]
        assert got[: len(lines)] == expect, (name, got, expect)


def _states_per_instruction(body: list[str]) -> list[int]:
    out, pending = [], 0
    for s in body:
        if s.startswith("S_NOP"):
            pending += int(s.split()[1]) + 1
        else:
            out.append(pending)
            pending = 0
    return out
