"""Wait-count immediates encode and decode the way LLVM 22 does: gfx9 S_WAITCNT checked against
llvm-mc's encodings, gfx12 combined waits against the waits llc itself inserts."""

from __future__ import annotations

import itertools
import re
import subprocess

import pytest

from mirpass.mir import read
from mirpass.target.waitcnt import (
    GFX9_WAITCNT,
    GFX11_WAITCNT,
    GFX12_LOADCNT_DSCNT,
    GFX12_STORECNT_DSCNT,
    decode,
    encode,
    symbolic_to_number,
    to_llvm22_waits,
    wait_counts,
)

from conftest import LLVM_BIN, llc_output, requires_llc

GFX9_SAMPLES = [
    (vm, exp, lgkm) for vm, exp, lgkm in itertools.product((0, 1, 5, 15, 16, 47, 63), (0, 3, 7), (0, 2, 15))
]


@requires_llc
@pytest.mark.parametrize("cpu", ["gfx908", "gfx90a", "gfx942", "gfx950"])
def test_gfx9_waitcnt_matches_llvm_mc(cpu):
    asm = "".join(f"s_waitcnt vmcnt({vm}) expcnt({e}) lgkmcnt({lg})\n" for vm, e, lg in GFX9_SAMPLES)
    proc = subprocess.run(
        [str(LLVM_BIN / "llvm-mc"), "-triple=amdgcn", f"-mcpu={cpu}", "-show-encoding"],
        input=asm,
        capture_output=True,
        text=True,
        check=True,
    )
    encodings = re.findall(r"encoding: \[0x([0-9a-f]+),0x([0-9a-f]+),0x8c,0xbf\]", proc.stdout)
    assert len(encodings) == len(GFX9_SAMPLES)
    for (vm, exp, lgkm), (lo, hi) in zip(GFX9_SAMPLES, encodings, strict=True):
        simm16 = int(lo, 16) | int(hi, 16) << 8
        counts = {"vmcnt": vm, "expcnt": exp, "lgkmcnt": lgkm}
        assert encode(GFX9_WAITCNT, counts) == simm16
        assert decode(GFX9_WAITCNT, simm16) == counts


@requires_llc
def test_gfx11_waitcnt_matches_llvm_mc():
    samples = [(vm, e, lg) for vm, e, lg in GFX9_SAMPLES if lg < 64]
    asm = "".join(f"s_waitcnt vmcnt({vm}) expcnt({e}) lgkmcnt({lg})\n" for vm, e, lg in samples)
    proc = subprocess.run(
        [str(LLVM_BIN / "llvm-mc"), "-triple=amdgcn", "-mcpu=gfx1100", "-show-encoding"],
        input=asm,
        capture_output=True,
        text=True,
        check=True,
    )
    encodings = re.findall(r"encoding: \[0x([0-9a-f]+),0x([0-9a-f]+),0x89,0xbf\]", proc.stdout)
    assert len(encodings) == len(samples)
    for (vm, exp, lgkm), (lo, hi) in zip(samples, encodings, strict=True):
        simm16 = int(lo, 16) | int(hi, 16) << 8
        assert encode(GFX11_WAITCNT, {"vmcnt": vm, "expcnt": exp, "lgkmcnt": lgkm}) == simm16
        assert wait_counts("S_WAITCNT", simm16, "gfx11") == {
            k: v
            for k, v in {"vmcnt": vm, "expcnt": exp, "lgkmcnt": lgkm}.items()
            if v < {"vmcnt": 63, "expcnt": 7, "lgkmcnt": 63}[k]
        }


def _gfx12_probe(cpu: str, loads: int, reads: int, use_load: int, use_ds: int) -> str:
    body = []
    for k in range(loads):
        body.append(f"    $vgpr{10 + k} = GLOBAL_LOAD_DWORD $vgpr0_vgpr1, {4 * k}, 0, implicit $exec")
    for k in range(reads):
        body.append(f"    $vgpr{30 + k} = DS_READ_B32_gfx9 $vgpr2, {4 * k}, 0, implicit $exec")
    body.append(f"    $vgpr50 = V_ADD_U32_e32 $vgpr{10 + use_load}, $vgpr{30 + use_ds}, implicit $exec")
    body.append("    S_ENDPGM 0")
    return (
        "---\nname: f\ntracksRegLiveness: true\nmachineFunctionInfo:\n  isEntryFunction: true\n"
        "body: |\n  bb.0:\n    liveins: $vgpr0_vgpr1, $vgpr2\n" + "\n".join(body) + "\n...\n"
    )


@requires_llc
@pytest.mark.parametrize("cpu", ["gfx1200", "gfx1250"])
@pytest.mark.parametrize(
    ("loads", "reads", "use_load", "use_ds"), [(3, 4, 1, 1), (5, 2, 0, 1), (2, 6, 1, 0), (7, 7, 3, 5)]
)
def test_gfx12_combined_wait_layout_matches_llc(cpu, loads, reads, use_load, use_ds, tmp_path):
    out = llc_output(_gfx12_probe(cpu, loads, reads, use_load, use_ds), cpu, tmp_path, "si-insert-waitcnts")
    mir = read(out)
    waits = [i for _, i in mir.functions[0].instructions() if i.opcode == "S_WAIT_LOADCNT_DSCNT"]
    assert len(waits) == 1, out
    expected = {"loadcnt": loads - 1 - use_load, "dscnt": reads - 1 - use_ds}
    assert wait_counts("S_WAIT_LOADCNT_DSCNT", waits[0].operands[0].imm) == expected
    assert encode(GFX12_LOADCNT_DSCNT, expected) == waits[0].operands[0].imm


def test_round_trips_and_symbolic_spelling():
    for fields in (GFX9_WAITCNT, GFX12_LOADCNT_DSCNT, GFX12_STORECNT_DSCNT):
        for value in range(0, 1 << 16, 97):
            counts = decode(fields, value)
            assert decode(fields, encode(fields, counts)) == counts
    assert symbolic_to_number("S_WAITCNT", ".Vmcnt_0_Lgkmcnt_0") == 112
    assert symbolic_to_number("S_WAITCNT_soft", ".Vmcnt_0") == 3952
    assert symbolic_to_number("S_WAIT_STORECNT_DSCNT", ".Storecnt_2_Dscnt_0") == 0x200
    assert symbolic_to_number("S_WAIT_LOADCNT", ".Loadcnt_5") == 5
    assert to_llvm22_waits("    S_WAITCNT .Lgkmcnt_0\n") == "    S_WAITCNT 49279\n"
    assert wait_counts("S_WAITCNT", 49279) == {"lgkmcnt": 0}
    with pytest.raises(ValueError):
        symbolic_to_number("S_WAITCNT", ".Loadcnt_0")
    with pytest.raises(ValueError):
        symbolic_to_number("S_WAITCNT", ".Vmcnt_99")
