"""`check --hazards` reports a 64-bit shift left open to the shift64 high-register bug.

A V_LSHLREV_B64 / V_LSHRREV_B64 / V_ASHRREV_I64 whose amount is the last VGPR of a block of
eight, with the next VGPR unused in the function, reads a wrong amount on gfx90a (and, in LLVM
main since PR 183839, on gfx942 and gfx950). llc rewrites such a shift instead of padding it, so
a verifier must report one that is left as it is. The oracle is llc 22: each shape reported here
is one llc 22 rewrites on gfx90a (its output then checks clean), each shape not reported is one
it leaves alone; the upstream test hazard-shift64.mir supplies further shapes (bundles, amounts
overlapping the operands, hazards inside the swaps).
"""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

import pytest

from mirpass.cli import main

from conftest import LLVM_BIN, UPSTREAM_TESTS, llc_output, requires_llc

pytestmark = requires_llc

RULE = "shift64-high-reg"
_SHIFT = re.compile(r"\b(V_LSHLREV_B64|V_LSHRREV_B64|V_ASHRREV_I64)_e64\b")
_ASM_SHIFT = re.compile(r"^\s+v_(lshlrev_b64|lshrrev_b64|ashrrev_i64)\b")


def _fn(name: str, body: str) -> str:
    lines = "".join(f"    {ln}\n" for ln in body.strip().splitlines())
    return f"---\nname: {name}\ntracksRegLiveness: true\nbody: |\n  bb.0:\n{lines}...\n"


# Registers are defined by real instructions (not IMPLICIT_DEF), so that the assembly llc makes
# of these functions names every register the MIR does.
_OPEN = {
    # the result is the other source: swapped into a free VGPR behind S_WAITCNT 0
    "swap_v7": """
$vgpr7 = V_MOV_B32_e32 3, implicit $exec
$vgpr2 = V_MOV_B32_e32 1, implicit $exec
$vgpr3 = V_MOV_B32_e32 0, implicit $exec
renamable $vgpr2_vgpr3 = V_LSHRREV_B64_e64 killed $vgpr7, killed $vgpr2_vgpr3, implicit $exec
S_ENDPGM 0
""",
    # the result is not the other source (PR 171871): moved into the result's low half
    "mov_v15": """
$vgpr15 = V_MOV_B32_e32 3, implicit $exec
$vgpr2 = V_MOV_B32_e32 1, implicit $exec
$vgpr3 = V_MOV_B32_e32 0, implicit $exec
renamable $vgpr0_vgpr1 = V_LSHLREV_B64_e64 killed $vgpr15, killed $vgpr2_vgpr3, implicit $exec
S_ENDPGM 0
""",
    # v255 has no next VGPR to be used
    "ashr_v255": """
$vgpr255 = V_MOV_B32_e32 3, implicit $exec
$vgpr2 = V_MOV_B32_e32 1, implicit $exec
$vgpr3 = V_MOV_B32_e32 0, implicit $exec
renamable $vgpr2_vgpr3 = V_ASHRREV_I64_e64 killed $vgpr255, killed $vgpr2_vgpr3, implicit $exec
S_ENDPGM 0
""",
}
_SAFE = {
    # v6 is not the last VGPR of its block
    "not_last_v6": """
$vgpr6 = V_MOV_B32_e32 3, implicit $exec
$vgpr2 = V_MOV_B32_e32 1, implicit $exec
$vgpr3 = V_MOV_B32_e32 0, implicit $exec
renamable $vgpr2_vgpr3 = V_LSHRREV_B64_e64 killed $vgpr6, killed $vgpr2_vgpr3, implicit $exec
S_ENDPGM 0
""",
    # v8, the next VGPR, is used (after the shift: anywhere in the function counts)
    "next_used_v8": """
$vgpr7 = V_MOV_B32_e32 3, implicit $exec
$vgpr2 = V_MOV_B32_e32 1, implicit $exec
$vgpr3 = V_MOV_B32_e32 0, implicit $exec
renamable $vgpr2_vgpr3 = V_LSHRREV_B64_e64 killed $vgpr7, killed $vgpr2_vgpr3, implicit $exec
$vgpr8 = V_MOV_B32_e32 0, implicit $exec
S_ENDPGM 0
""",
}
MIR = "".join(_fn(n, b) for n, b in {**_OPEN, **_SAFE}.items())


def _shift_lines(text: str) -> dict[str, tuple[int, str]]:
    """Function name -> (1-based line, stripped text) of its 64-bit shift."""
    out: dict[str, tuple[int, str]] = {}
    name = ""
    for n, line in enumerate(text.splitlines(), 1):
        if line.startswith("name:"):
            name = line.split(":", 1)[1].strip()
        elif _SHIFT.search(line) and not line.lstrip().startswith(";"):
            out[name] = (n, line.strip())
    return out


def _check(capsys, path: Path, *args: str) -> tuple[int, list[dict]]:
    capsys.readouterr()
    rc = main(["check", "--hazards", "--json", *args, str(path)])
    out, _ = capsys.readouterr()
    *found, summary = [json.loads(line) for line in out.splitlines()]
    assert summary["kind"] == "summary" and summary["problems"] == len(found)
    return rc, found


def _shift64(found: list[dict]) -> list[dict]:
    return [f for f in found if f["rule"] == RULE]


def _write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text)
    return path


def test_llc22_rewrites_the_open_shapes_only(tmp_path: Path):
    """The facts the other tests rest on: llc 22 (gfx90a) rewrites each shift of `_OPEN` and
    leaves each of `_SAFE` as it is; on gfx942 it rewrites none."""
    before = _shift_lines(MIR)
    after = _shift_lines(llc_output(MIR, "gfx90a", tmp_path, "post-RA-hazard-rec"))
    assert {n for n in before if before[n][1] != after[n][1]} == set(_OPEN)
    after942 = _shift_lines(llc_output(MIR, "gfx942", tmp_path, "post-RA-hazard-rec"))
    assert all(before[n][1] == after942[n][1] for n in before)


@pytest.mark.parametrize(
    "cpu,args,reported",
    [
        ("gfx90a", (), True),
        ("gfx90a", ("--llvm-compat=22",), True),
        ("gfx942", (), True),  # LLVM main (PR 183839)
        ("gfx950", (), True),
        ("gfx942", ("--llvm-compat=22",), False),  # as llc 22
        ("gfx908", (), False),  # no gfx90a instructions: no such bug
    ],
)
def test_open_shift_reported_at_its_line(capsys, tmp_path: Path, cpu: str, args: tuple, reported: bool):
    path = _write(tmp_path, "shifts.mir", MIR)
    rc, found = _check(capsys, path, f"-mcpu={cpu}", *args)
    lines = _shift_lines(MIR)
    expected = sorted((n, lines[n][0]) for n in _OPEN) if reported else []
    assert sorted((f["function"], f["line"]) for f in _shift64(found)) == expected
    assert rc == (1 if found else 0)
    for f in _shift64(found):
        assert f["kind"] == "hazard" and f["status"] == "short" and f["needed"] is None
        amount = {"swap_v7": "$vgpr7", "mov_v15": "$vgpr15", "ashr_v255": "$vgpr255"}[f["function"]]
        assert f"shift amount {amount} is the last VGPR" in f["message"]
        assert f["opcode"] in f["message"] and RULE in f["message"]
        fix = "V_MOV_B32" if f["function"] == "mov_v15" else "V_SWAP_B32"
        assert fix in f["message"]


def test_text_line(capsys, tmp_path: Path):
    path = _write(tmp_path, "shifts.mir", MIR)
    capsys.readouterr()
    assert main(["check", "-mcpu=gfx90a", str(path)]) == 1
    out = capsys.readouterr().out.splitlines()
    line = _shift_lines(MIR)["mov_v15"][0]
    assert any(
        ln.startswith(f"{path}:{line}: hazard: V_LSHLREV_B64_e64 in mov_v15: {RULE}: shift amount $vgpr15")
        and "$vgpr0" in ln
        for ln in out
    ), out


@pytest.mark.parametrize("cpu", ["gfx90a"])
def test_llc22_output_checks_clean(capsys, tmp_path: Path, cpu: str):
    path = _write(tmp_path, "llc.mir", llc_output(MIR, cpu, tmp_path, "post-RA-hazard-rec"))
    rc, found = _check(capsys, path, f"-mcpu={cpu}")
    assert (rc, found) == (0, [])


@pytest.mark.parametrize("cpu,args", [("gfx90a", ()), ("gfx942", ()), ("gfx950", ())])
def test_rewritten_output_checks_clean(capsys, tmp_path: Path, cpu: str, args: tuple):
    """After mirpass's own rewrite (`-run-pass=post-RA-hazard-rec`), the shift no longer matches."""
    src = _write(tmp_path, "in.mir", MIR)
    out = tmp_path / "out.mir"
    assert main(["-mcpu=" + cpu, *args, "-run-pass=post-RA-hazard-rec", str(src), "-o", str(out)]) == 0
    assert _shift_lines(out.read_text()) != _shift_lines(MIR)  # rewritten
    rc, found = _check(capsys, out, f"-mcpu={cpu}", *args)
    assert (rc, found) == (0, [])


@pytest.mark.skipif(not (UPSTREAM_TESTS / "hazard-shift64.mir").exists(), reason="no upstream tests")
def test_upstream_shapes(capsys, tmp_path: Path):
    """Every function of upstream hazard-shift64.mir (bundled shifts, amounts overlapping the
    operands, hazards in the swaps): llc 22 rewrites its shift, check reports it there, and
    llc 22's output checks clean."""
    text = (UPSTREAM_TESTS / "hazard-shift64.mir").read_text()
    before = _shift_lines(text)
    llc = llc_output(text, "gfx90a", tmp_path, "post-RA-hazard-rec")
    after = _shift_lines(llc)
    assert len(before) >= 10 and all(before[n][1] != after[n][1] for n in before)
    rc, found = _check(capsys, UPSTREAM_TESTS / "hazard-shift64.mir", "-mcpu=gfx90a")
    assert rc == 1
    assert sorted((f["function"], f["line"]) for f in _shift64(found)) == sorted(
        (n, line) for n, (line, _) in before.items()
    )
    rc, found = _check(capsys, _write(tmp_path, "llc.mir", llc), "-mcpu=gfx90a")
    assert (rc, found) == (0, [])


_ASM = """\
\t.text
\t.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
\t.globl\tk
\t.p2align\t2
\t.type\tk,@function
k:
\tv_mov_b32_e32 v7, 3
\tv_lshrrev_b64 v[2:3], 1, v[2:3]
\tv_lshrrev_b64 v[2:3], v7, v[2:3]
\tv_lshlrev_b64 v[4:5], v6, v[2:3]
\ts_endpgm
.Lfunc_end0:
\t.size\tk, .Lfunc_end0-k
\t.globl\tused
\t.p2align\t2
\t.type\tused,@function
used:
\tv_mov_b32_e32 v7, 3
\tv_mov_b32_e32 v8, 3
\tv_ashrrev_i64 v[2:3], v7, v[2:3]
\ts_endpgm
.Lfunc_end1:
\t.size\tused, .Lfunc_end1-used
"""


def test_assembly_reported_at_its_line(capsys, tmp_path: Path):
    """Hand-written gfx90a assembly (valid for llvm-mc 22): the shift by v7 in `k` is reported
    at its line and column; the shift by v6 and the one in `used` (v8 used) are not."""
    path = _write(tmp_path, "k.s", _ASM)
    mc = subprocess.run(
        [str(LLVM_BIN / "llvm-mc"), "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx90a", "-filetype=obj", str(path),
         "-o", str(tmp_path / "k.o")],
        capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert mc.returncode == 0, mc.stderr
    lines = _ASM.splitlines()
    line = next(n for n, s in enumerate(lines, 1) if s.startswith("\tv_lshrrev_b64 v[2:3], v7"))
    rc, found = _check(capsys, path, "-mcpu=gfx90a")
    assert rc == 1
    assert [(f["function"], f["line"], f["col"], f["rule"]) for f in found] == [("k", line, 2, RULE)]
    assert "$vgpr7" in found[0]["message"]
    gfx942 = _write(tmp_path, "k942.s", _ASM.replace("--gfx90a", "--gfx942"))
    rc, found = _check(capsys, gfx942, "-mcpu=gfx942")
    assert (rc, [(f["line"], f["rule"]) for f in found]) == (1, [(line, RULE)])
    rc, found = _check(capsys, gfx942, "-mcpu=gfx942", "--llvm-compat=22")
    assert (rc, found) == (0, [])


def test_llc22_assembly_checks_clean(capsys, tmp_path: Path):
    """llc 22's gfx90a assembly of the MIR (the hazard pass run) checks clean; the same functions
    with the pass skipped are reported at their shifts' lines."""
    src = _write(tmp_path, "in.mir", MIR)
    for flag, name in (("-start-before", "rewritten.s"), ("-start-after", "open.s")):
        out = tmp_path / name
        proc = subprocess.run(
            [str(LLVM_BIN / "llc"), "-mtriple=amdgcn-amd-amdhsa", "-mcpu=gfx90a",
             f"{flag}=post-RA-hazard-rec", str(src), "-o", str(out)],
            capture_output=True, text=True, timeout=120,
        )  # fmt: skip
        assert proc.returncode == 0, proc.stderr
    rc, found = _check(capsys, tmp_path / "rewritten.s", "-mcpu=gfx90a")
    assert (rc, found) == (0, [])
    text = (tmp_path / "open.s").read_text()
    rc, found = _check(capsys, tmp_path / "open.s", "-mcpu=gfx90a")
    expected = []
    fn = ""
    for n, s in enumerate(text.splitlines(), 1):
        if re.match(r"^\w+:", s):
            fn = s.split(":")[0]
        elif _ASM_SHIFT.match(s) and fn in _OPEN:
            expected.append((fn, n))
    assert rc == 1 and len(expected) == len(_OPEN)
    assert sorted((f["function"], f["line"]) for f in found) == sorted(expected)
