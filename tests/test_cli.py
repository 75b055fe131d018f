"""The llc-style command line and the Python API that mirrors it."""

from __future__ import annotations

import re
import subprocess

import pytest

from mirpass.api import read_file, read_text, resolve, run_passes, to_text, write_file
from mirpass.cli import main
from mirpass.target.targets import TargetError

from conftest import CORPUS, UPSTREAM_TESTS, requires_llc, run_llc, run_mirpass

KERNEL = CORPUS / "gemm_mfma_f16.gfx942.before-waitcnt.mir"


def run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return run_mirpass(list(args), input=stdin, timeout=120)


def test_run_pass_none_round_trips_to_a_file(tmp_path):
    out = tmp_path / "out.mir"
    proc = run("-run-pass=none", str(KERNEL), "-o", str(out))
    assert proc.returncode == 0, proc.stderr
    assert out.read_bytes() == KERNEL.read_bytes()
    assert proc.stdout == "" and proc.stderr == ""


@pytest.mark.parametrize(
    "spelling",
    [
        ["-run-pass=none"],
        ["-run-pass", "none"],
        ["--run-pass=none,none"],
        ["-run-pass=none", "-run-pass", "none"],
    ],
)
def test_run_pass_spellings_and_stdout(spelling):
    proc = run("-mtriple=amdgcn-amd-amdhsa", "-mcpu=gfx942", *spelling, str(KERNEL), "-o", "-")
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == KERNEL.read_text()


def test_reads_standard_input():
    proc = run("-run-pass=none", "-o", "-", stdin=KERNEL.read_text())
    assert proc.returncode == 0 and proc.stdout == KERNEL.read_text()


@pytest.mark.parametrize(
    ("triple", "cpu"),
    [
        ("amdgpu9.42", "gfx942"),
        ("amdgpu9.50", "gfx950"),
        ("amdgpu12.00", "gfx1200"),
        ("amdgpu12.50", "gfx1250"),
    ],
)
def test_newer_triples_name_their_cpu(triple, cpu):
    # A function's own "target-cpu" would beat the triple's CPU (as in llc): take it out.
    text = KERNEL.read_text().replace('"target-cpu"="gfx942"', "")
    assert '"target-cpu"' not in text
    mir = read_text(text, str(KERNEL))
    assert resolve(mir, triple).cpu == cpu
    assert resolve(mir, "amdgcn-amd-amdhsa", cpu).cpu == cpu


def test_cpu_comes_from_the_ir_module():
    mir = read_file(str(CORPUS / "wmma_gemm.gfx1250.before-waitcnt.mir"))
    assert resolve(mir).cpu == "gfx1250"
    with pytest.raises(TargetError, match="conflicts"):
        resolve(mir, "amdgpu9.42", "gfx950")


def test_unknown_cpu_lists_the_valid_ones(tmp_path):
    proc = run("-mcpu=gfx9000", "-run-pass=none", str(KERNEL), "-o", str(tmp_path / "o.mir"))
    assert proc.returncode == 1
    assert proc.stderr.startswith("mirpass: error: unknown target CPU 'gfx9000'")
    for cpu in ("gfx942", "gfx950", "gfx1200", "gfx1250"):
        assert cpu in proc.stderr
    assert not (tmp_path / "o.mir").exists()


def test_unknown_pass_lists_the_valid_ones(tmp_path):
    proc = run("-run-pass=none,frobnicate", str(KERNEL), "-o", str(tmp_path / "o.mir"))
    assert proc.returncode == 1
    assert "unknown pass 'frobnicate'" in proc.stderr and "valid passes: none" in proc.stderr
    assert "Traceback" not in proc.stderr and not (tmp_path / "o.mir").exists()


def test_unknown_triple_and_option(tmp_path):
    proc = run("-mtriple=x86_64-linux", "-run-pass=none", str(KERNEL))
    assert proc.returncode == 1 and "unknown target triple 'x86_64-linux'" in proc.stderr
    proc = run("-frobnicate", str(KERNEL))
    assert proc.returncode == 1 and "unknown command line argument '-frobnicate'" in proc.stderr


def test_missing_input_file(tmp_path):
    proc = run("-run-pass=none", str(tmp_path / "nope.mir"))
    assert proc.returncode == 1
    assert proc.stderr == f"mirpass: error: {tmp_path / 'nope.mir'}: No such file or directory\n"


def test_llvm22_spelling_option():
    src = UPSTREAM_TESTS / "mai-hazards-gfx942.mir"
    if not src.exists():
        pytest.skip("no upstream tests")
    proc = run("-mtriple=amdgpu9.42", "-run-pass=none", "--llvm22-spelling", str(src), "-o", "-")
    assert proc.returncode == 0
    assert "$sgpr0_128" not in proc.stdout and "$sgpr0_sgpr1_sgpr2_sgpr3" in proc.stdout
    assert proc.stdout.count("\n") == src.read_text().count("\n")


def test_symbolic_wait_immediates(tmp_path):
    text = KERNEL.read_text().replace("S_WAITCNT_soft 49279", "S_WAITCNT_soft .Lgkmcnt_0", 1)
    if text == KERNEL.read_text():
        text = KERNEL.read_text().replace("S_ENDPGM 0", "S_WAITCNT .Vmcnt_0_Lgkmcnt_0\n    S_ENDPGM 0", 1)
    src = tmp_path / "sym.mir"
    src.write_text(text)
    out = run("-run-pass=none", str(src), "-o", "-")
    assert out.returncode == 0 and out.stdout == text
    legacy = run("-run-pass=none", "--llvm22-spelling", str(src), "-o", "-")
    assert legacy.returncode == 0 and " ." not in "".join(
        line for line in legacy.stdout.splitlines() if "S_WAIT" in line
    )
    bad = tmp_path / "bad.mir"
    bad.write_text(
        text.replace("S_WAITCNT .Vmcnt_0_Lgkmcnt_0", "S_WAITCNT .Loadcnt_0").replace(
            "S_WAITCNT_soft .Lgkmcnt_0", "S_WAITCNT_soft .Loadcnt_0"
        )
    )
    err = run("-run-pass=none", "--llvm22-spelling", str(bad), "-o", str(tmp_path / "o.mir"))
    assert err.returncode == 1 and "S_WAITCNT" in err.stderr and "no counter loadcnt" in err.stderr
    assert err.stderr.startswith(f"{bad}:") and not (tmp_path / "o.mir").exists()


def test_python_api_mirrors_the_cli(tmp_path):
    mir = read_file(str(KERNEL))
    target = resolve(mir)
    run_passes(mir, ["none"], target)
    write_file(mir, str(tmp_path / "api.mir"))
    assert (tmp_path / "api.mir").read_bytes() == KERNEL.read_bytes()
    assert to_text(mir) == KERNEL.read_text()


def test_help_and_version(capsys):
    assert main(["--help"]) == 0
    out = capsys.readouterr().out
    assert "-run-pass" in out and "none" in out and "mirpass isa" in out
    assert main(["--version"]) == 0


def test_isa_subcommand_prints_facts_as_json():
    import json

    proc = run("isa", "V_MFMA_F32_32X32X8F16_e64", "-mcpu=gfx950")
    assert proc.returncode == 0, proc.stderr
    facts = json.loads(proc.stdout)
    assert facts["cpu"] == "gfx950" and facts["kind"] == "MFMA"
    assert facts["mfma_class"] == "XDL" and facts["passes"] == 8
    assert facts["operand_roles"]["src2"] == 3
    proc = run("isa", "GLOBAL_LOAD_DWORD", "DS_READ_B32", "-mtriple=amdgpu9.42")
    kinds = [f["kind"] for f in json.loads(proc.stdout)]
    assert kinds == ["VMEM", "DS"]
    proc = run("isa", "V_NOT_AN_OPCODE", "-mcpu=gfx942")
    assert proc.returncode == 1 and "unknown opcode 'V_NOT_AN_OPCODE' for gfx942" in proc.stderr


def test_output_to_a_device_writes_through_it():
    import os
    import stat

    proc = run("-run-pass=none", str(KERNEL), "-o", "/dev/null")
    assert proc.returncode == 0, proc.stderr
    assert stat.S_ISCHR(os.stat("/dev/null").st_mode), "/dev/null was replaced by a file"


# --- issue 12's error classes: each through the command that used to fail on it -----------------
_FUNCTION = """\
--- |
  define amdgpu_kernel void @f() #0 { ret void }
  attributes #0 = { "target-cpu"="gfx942" }
...
---
name:            f
tracksRegLiveness: true
machineFunctionInfo:
  isEntryFunction: true
  ldsSize:         0
  stackPtrOffsetReg: '$sgpr32'
body:             |
  bb.0:
    successors: %bb.1
    $vgpr0 = V_MOV_B32_e32 0, implicit $exec
    S_BRANCH %bb.1

  bb.1:
    S_ENDPGM 0, debug-instr-number 1
...
"""
_ERROR_CLASSES = [
    # (case, mirpass arguments before the input, exit status on bad input, old text, new text)
    ("unknown register, none", ["-run-pass=none"], 1, "$vgpr0 = V_MOV", "$vgprX2 = V_MOV"),
    ("register out of range, hazard pass", ["-run-pass=post-RA-hazard-rec"], 1, "$vgpr0 =", "$vgpr99999 ="),
    ("unknown opcode, hazard pass", ["-run-pass=post-RA-hazard-rec"], 1, "V_MOV_B32_e32 0", "V_BOGUS_B32 0"),
    ("unknown opcode, check --hazards", ["check", "--hazards", "-mcpu=gfx942"], 2, "V_MOV_B32_e32 0",
     "V_BOGUS_B32 0"),
    ("undefined successor, wait-count pass", ["-run-pass=si-insert-waitcnts"], 1, "successors: %bb.1",
     "successors: %bb.7"),
    ("undefined successor, wmma-vgpr-reorder", ["-mcpu=gfx1200", "-run-pass=wmma-vgpr-reorder"], 1,
     "successors: %bb.1", "successors: %bb.7"),
    ("undefined successor, check --waits", ["check", "--waits", "-mcpu=gfx942"], 2, "successors: %bb.1",
     "successors: %bb.7"),
    ("undefined branch target", ["-run-pass=si-insert-waitcnts"], 1, "S_BRANCH %bb.1", "S_BRANCH %bb.9"),
    ("bad register class", ["-run-pass=none"], 1, "$vgpr0 = V_MOV", "%0:vgpr_99 = V_MOV"),
    ("missing implicit operand", ["-run-pass=post-RA-hazard-rec"], 1, "0, implicit $exec", "0"),
    ("unknown YAML key", ["-run-pass=none"], 1, "tracksRegLiveness:", "tracksRegLivenes:"),
    ("IR that does not parse", ["-run-pass=none"], 1, "{ ret void }", "{ ret voi }"),
    ("empty integer field", ["-run-pass=si-insert-waitcnts"], 1, "ldsSize:         0", "ldsSize:"),
    ("register field of the wrong class", ["-run-pass=none"], 1, "'$sgpr32'", "'$vgpr14'"),
    ("trailers out of order", ["-run-pass=none"], 1, "S_ENDPGM 0, debug-instr-number 1",
     "S_ENDPGM 0, debug-instr-number 1, cfi-type 2"),
]


@requires_llc
@pytest.mark.parametrize("case,args,status,old,new", _ERROR_CLASSES, ids=[c[0] for c in _ERROR_CLASSES])
def test_error_class_is_llcs_message_at_llcs_position(case, args, status, old, new, tmp_path):
    """The exact `FILE:LINE:COL: error: MESSAGE` llc 22's parser gives, under the input's own
    name, the exit status for bad input, no traceback and no output file."""
    assert _FUNCTION.count(old) == 1, old
    path = tmp_path / "bad input.mir"
    path.write_text(_FUNCTION.replace(old, new))
    llc = run_llc(["-mtriple=amdgcn", "-mcpu=gfx942", "-run-pass=none", str(path), "-o", "/dev/null"])
    m = re.match(r"error: (?:YAML|.*?bad input\.mir):(\d+):(\d+): (.*)", llc.stderr)
    assert llc.returncode == 1 and m is not None, llc.stderr
    out = tmp_path / "out.mir"
    proc = run(*args, str(path), *([] if args[0] == "check" else ["-o", str(out)]))
    assert (proc.returncode, proc.stdout, proc.stderr) == (
        status, "", f"{path}:{m.group(1)}:{m.group(2)}: error: {m.group(3)}\n")
    assert not out.exists()


@requires_llc
def test_the_base_of_the_error_classes_is_valid(tmp_path):
    path = tmp_path / "good.mir"
    path.write_text(_FUNCTION)
    llc = run_llc(["-mtriple=amdgcn", "-mcpu=gfx942", "-run-pass=none", str(path), "-o", "/dev/null"])
    assert llc.returncode == 0, llc.stderr
    plain = tmp_path / "plain.mir"  # no "target-cpu", which would beat -mcpu (as in llc)
    plain.write_text(_FUNCTION.replace('"target-cpu"="gfx942"', "nounwind"))
    for args in {tuple(c[1]) for c in _ERROR_CLASSES}:
        out = tmp_path / "out.mir"
        path = plain if "-mcpu=gfx1200" in args else tmp_path / "good.mir"
        proc = run(*args, str(path), *([] if args[0] == "check" else ["-o", str(out)]))
        assert proc.returncode == 0 and ": error:" not in proc.stderr, (args, proc.stderr)


@pytest.mark.parametrize(
    "args,message",
    [
        (["-run-pass=si-insert-waitcnts", "-num-waves=abc"],
         "mirpass: error: invalid value 'abc' for option '-num-waves': expected a positive integer\n"),
        (["-run-pass=post-RA-hazard-rec", "-amdgpu-mfma-padding-ratio=abc"],
         "mirpass: error: invalid value 'abc' for option '-amdgpu-mfma-padding-ratio': "
         "expected a non-negative integer\n"),
        (["-run-pass=post-RA-hazard-rec", "-amdgpu-snop-padding=-3"],
         "mirpass: error: invalid value '-3' for option '-amdgpu-snop-padding': "
         "expected a non-negative integer\n"),
    ],
)
def test_bad_option_values_name_the_option(args, message, tmp_path):
    path = tmp_path / "good.mir"
    path.write_text(_FUNCTION)
    out = tmp_path / "out.mir"
    proc = run(*args, str(path), "-o", str(out))
    assert (proc.returncode, proc.stderr) == (1, message)
    assert not out.exists()
