"""Each machine function's subtarget comes from its IR function's "target-cpu" and
"target-features", as llc makes it (-mcpu names the CPU only of a function without one).

The MFMA below needs a different number of wait states before the VALU read on gfx942 and on
gfx950, so the CPU the pass used shows in the NOPs; llc 22 runs in the test on the same file."""

from __future__ import annotations

import re

import pytest

from mirpass.api import read_text, resolve, resolve_functions
from mirpass.target.targets import TargetError

from conftest import requires_llc, run_llc, run_mirpass

MFMA_THEN_READ = """\
--- |
  define amdgpu_kernel void @k() #0 {{ ret void }}
  attributes #0 = {{ {attribute} }}
...
---
name:            k
tracksRegLiveness: false
body:             |
  bb.0:
    {{mfma}}
    $vgpr30 = V_ADD_F32_e32 $vgpr0, $vgpr1, implicit $mode, implicit $exec
    S_ENDPGM 0
...
"""


def _tuple(first: int) -> str:
    return "$" + "_".join(f"vgpr{first + k}" for k in range(16))


_MFMA = (f"{_tuple(0)} = V_MFMA_F32_32X32X8F16_vgprcd_e64 $vgpr20_vgpr21, $vgpr22_vgpr23, {_tuple(40)},"
         " 0, 0, 0, implicit $mode, implicit $exec")
MFMA_THEN_READ = MFMA_THEN_READ.replace("{{mfma}}", _MFMA)


def _nops(text: str) -> list[str]:
    return re.findall(r"^\s*S_NOP \d+", text, re.M)


def _hazards(tool, path, cpu: str) -> list[str]:
    args = ["-mtriple=amdgcn", f"-mcpu={cpu}", "-run-pass=post-RA-hazard-rec", str(path), "-o", "-"]
    proc = tool(args)
    assert proc.returncode == 0, proc.stderr
    return _nops(proc.stdout)


@requires_llc
@pytest.mark.parametrize(("ir_cpu", "other"), [("gfx950", "gfx942"), ("gfx942", "gfx950")])
def test_the_functions_cpu_beats_mcpu_as_in_llc(tmp_path, ir_cpu, other):
    path = tmp_path / "k.mir"
    path.write_text(MFMA_THEN_READ.format(attribute=f'"target-cpu"="{ir_cpu}"'))
    plain = tmp_path / "plain.mir"
    plain.write_text(MFMA_THEN_READ.format(attribute="nounwind"))
    # The two CPUs differ on this hazard (else the test could not tell which CPU was used).
    assert _hazards(run_llc, plain, ir_cpu) != _hazards(run_llc, plain, other)
    theirs = _hazards(run_llc, path, other)
    assert theirs == _hazards(run_llc, plain, ir_cpu)
    assert _hazards(run_mirpass, path, other) == theirs
    for cpu in (ir_cpu, other):  # without the attribute, -mcpu decides, for both tools
        assert _hazards(run_mirpass, plain, cpu) == _hazards(run_llc, plain, cpu)


def test_an_unknown_function_cpu_keeps_the_command_lines():
    text = MFMA_THEN_READ.format(attribute='"target-cpu"="gfx9999"')
    assert resolve(read_text(text, "k.mir"), None, "gfx942").cpu == "gfx942"


def _two_functions(first: str, second: str) -> str:
    head = (
        "--- |\n"
        "  define void @f() #0 { ret void }\n"
        "  define void @g() #1 { ret void }\n"
        f"  attributes #0 = {{ {first} }}\n"
        f"  attributes #1 = {{ {second} }}\n"
        "...\n"
    )
    body = "tracksRegLiveness: false\nbody:             |\n  bb.0:\n    SI_RETURN\n...\n"
    return head + "".join(f"---\nname:            {name}\n{body}" for name in ("f", "g"))


def test_functions_needing_different_subtargets_are_refused_by_resolve():
    mixed = read_text(_two_functions('"target-cpu"="gfx942"', '"target-cpu"="gfx950"'), "m.mir")
    with pytest.raises(TargetError, match=r"different subtargets \(f: gfx942; g: gfx950\)"):
        resolve(mixed, None, "gfx942")
    same = read_text(_two_functions('"target-cpu"="gfx950"', '"target-cpu"="gfx950"'), "m.mir")
    assert resolve(same, None, "gfx942").cpu == "gfx950"


def test_functions_are_grouped_by_subtarget():
    features = _two_functions('"target-features"="+xnack"', '"target-features"="-xnack"')
    groups = resolve_functions(read_text(features, "m.mir"), None, "gfx942", "+wavefrontsize32")
    assert [[mf.name for mf in part.functions] for _, part in groups] == [["f"], ["g"]]
    subtargets = [(t.cpu, t.xnack, t.wavefront_size) for t, _ in groups]
    assert subtargets == [("gfx942", True, 32), ("gfx942", False, 32)]


@requires_llc
def test_each_function_gets_its_own_cpu_in_one_file(tmp_path):
    """Two kernels, one for gfx942 and one for gfx950, in one file: each gets its own CPU's NOPs,
    from llc 22 and from mirpass (the pass and check)."""
    one = MFMA_THEN_READ.split("...\n", 1)[1]
    text = (
        "--- |\n"
        "  define amdgpu_kernel void @k() #0 { ret void }\n"
        "  define amdgpu_kernel void @j() #1 { ret void }\n"
        '  attributes #0 = { "target-cpu"="gfx942" }\n'
        '  attributes #1 = { "target-cpu"="gfx950" }\n'
        "...\n" + one + one.replace("name:            k", "name:            j")
    )
    path = tmp_path / "two.mir"
    path.write_text(text)
    theirs = _hazards(run_llc, path, "gfx942")
    assert len(set(theirs)) == 2, theirs  # the two functions differ
    assert _hazards(run_mirpass, path, "gfx942") == theirs
    assert _hazards(run_mirpass, path, "gfx950") == theirs
    fixed = tmp_path / "fixed.mir"
    fixed.write_text(run_llc(["-mtriple=amdgcn", "-mcpu=gfx942", "-run-pass=post-RA-hazard-rec", str(path),
                              "-o", "-"]).stdout)
    assert run_mirpass(["check", "--hazards", "-mcpu=gfx942", str(fixed)]).returncode == 0
    found = run_mirpass(["check", "--hazards", "-mcpu=gfx942", str(path)])
    assert found.returncode == 1 and found.stdout.count(": hazard:") == 2, found.stdout
