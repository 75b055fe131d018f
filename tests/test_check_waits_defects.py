# ruff: noqa: E501 - MIR lines are as llc prints them
"""Seeded defects for `check --waits`: deleting any single wait of llc 22's output is reported.

llc 22's waits guard data dependences, the memory model (around ordered atomics, cache
invalidates and write-backs, barriers) and the calling convention (a non-kernel function's
entry wait, the drain before its return). The verifier must miss none of them: for each
function of the kernels below (several CPUs; kernels and non-kernel functions; fences and
atomics), every wait (top level or inside a bundle) is deleted in turn and the verifier must
report something the unmodified function does not. The exceptions are listed with their
reason, and must stay exceptions (so that the list is kept honest).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from mirpass.api import read_file
from mirpass.cli import main
from mirpass.ir.translate import Translator
from mirpass.mir import Instruction, MachineFunction, read
from mirpass.passes.waitcnt.lds import LdsResolver
from mirpass.passes.waitcnt.verify import verify_waits
from mirpass.target.targets import TARGETS

from conftest import LLVM_BIN, ROOT, llc_output

MIR_CORPUS = ROOT / "tests" / "mir" / "corpus"
ASM_CORPUS = ROOT / "tests" / "asm" / "corpus"
KERNELS = [
    "atomics_histogram.gfx942",
    "atomics_histogram.gfx90a",
    "atomics_histogram.gfx908",
    "atomics_histogram.gfx1200",
    "atomics_histogram.gfx1250",
    "calls_noinline.gfx942",
    "calls_noinline.gfx90a",
    "calls_noinline.gfx1200",
    "calls_noinline.gfx1250",
    "reduce_lds.gfx950",
    "spmv_csr.gfx1200",
]
# (kernel, function, line of the wait) -> why deleting it is not reported
NOT_DERIVABLE = {
    # A workgroup release fence before a barrier (OpenCL barrier()) leaves only its waits: in
    # gfx12's WGP mode it waits for stores (storecnt 0), here for the stores of the callee just
    # returned; nothing in the final code says a fence was there.
    ("calls_noinline.gfx1200", "call_lds_smooth", 1335): "workgroup fence before a barrier",
    ("calls_noinline.gfx1250", "call_lds_smooth", 1318): "workgroup fence before a barrier",
}


def _covered(items: list, k: int) -> bool:
    """An xcnt wait among loadcnt and storecnt waits of 0 (gfx1250's release): once loads and
    stores are complete no address translation is in flight, so llc 22 repeats what they imply
    (see also test_asm_check_waits.py)."""
    inst = items[k]
    if inst.opcode != "S_WAIT_XCNT":
        return False
    lo = hi = k
    while lo > 0 and isinstance(items[lo - 1], Instruction) and items[lo - 1].opcode.startswith("S_WAIT"):
        lo -= 1
    while (
        hi + 1 < len(items)
        and isinstance(items[hi + 1], Instruction)
        and items[hi + 1].opcode.startswith("S_WAIT")
    ):
        hi += 1
    run = [i for i in items[lo : hi + 1] if i is not inst and i.operands and i.operands[0].imm == 0]
    names = {i.opcode for i in run}
    return bool(names & {"S_WAIT_LOADCNT", "S_WAIT_LOADCNT_DSCNT"}) and bool(
        names & {"S_WAIT_STORECNT", "S_WAIT_STORECNT_DSCNT"}
    )


def _waits(mf: MachineFunction):
    for block in mf.blocks:
        lists = [block.items]
        lists += [i.bundled for i in block.items if isinstance(i, Instruction) and i.bundled is not None]
        for items in lists:
            for k, inst in enumerate(items):
                if (
                    isinstance(inst, Instruction)
                    and inst.opcode.startswith("S_WAIT")
                    and not inst.opcode.endswith("_soft")
                ):
                    yield items, k, inst


def _findings(translator: Translator, mf: MachineFunction, resolver: LdsResolver) -> set[tuple]:
    return {
        (v.block, v.line, v.kind, v.counter)
        for v in verify_waits(translator.translate(mf), resolver=resolver)
    }


@pytest.mark.parametrize("kernel", KERNELS)
def test_deleting_any_wait_of_llc_output_is_reported(kernel: str):
    cpu = kernel.split(".")[1]
    mir = read_file(str(MIR_CORPUS / f"{kernel}.after-waitcnt.mir"))
    translator = Translator(TARGETS[cpu])
    resolver = LdsResolver(mir.ir_module.text if mir.ir_module else None)
    missed = set()
    deleted = 0
    for mf in mir.functions:
        base = _findings(translator, mf, resolver)
        for items, k, inst in list(_waits(mf)):
            if _covered(items, k):
                continue
            del items[k]
            new = _findings(translator, mf, resolver) - base
            items.insert(k, inst)
            deleted += 1
            if not new:
                missed.add((kernel, mf.name, inst.line))
    assert deleted >= 10
    expected = {key for key in NOT_DERIVABLE if key[0] == kernel}
    assert missed == expected


def test_the_kernels_cover_what_the_requirements_are_about():
    text = {k: (MIR_CORPUS / f"{k}.after-waitcnt.mir").read_text() for k in KERNELS}
    assert sum("isEntryFunction: false" in t for t in text.values()) >= 4  # non-kernel functions
    assert all(re.search(r"syncscope\(\"agent\"\) (acquire|release|acq_rel)", text[k]) for k in KERNELS[:5])
    assert all("BUNDLE" in text[k] for k in KERNELS[5:9])


def check(capsys, *args: str) -> tuple[int, list[str]]:
    capsys.readouterr()
    rc = main(["check", *args])
    return rc, capsys.readouterr().out.splitlines()


_ASM_WAIT = re.compile(r"^\ts_(?:waitcnt|wait_(?!alu)[a-z_]+)\b")
# .s files have no memory operands: an ordered atomic shows only through its cache maintenance
ASM_SEEDED = [
    "atomics_histogram.gfx90a.s",
    "atomics_histogram.gfx942.s",
    "atomics_histogram.gfx1200.s",
    "calls_noinline.gfx942.s",
    "calls_noinline.gfx1200.s",
]
# (file, line of the wait) -> why deleting it is not reported
ASM_NOT_DERIVABLE = {
    # releases at agent scope with no write-back before them (gfx90a: BUFFER_WBL2 only at
    # system scope; gfx12: GLOBAL_WB likewise); the scope bits of a gfx12 atomic do not tell a
    # release from a monotonic atomic
    ("atomics_histogram.gfx90a.s", 380): "release store at agent scope",
    ("atomics_histogram.gfx90a.s", 538): "release atomic at agent scope",
    ("atomics_histogram.gfx1200.s", 358): "acq_rel atomic at agent scope",
    ("atomics_histogram.gfx1200.s", 395): "release store at agent scope",
    ("atomics_histogram.gfx1200.s", 396): "release store at agent scope",
    ("atomics_histogram.gfx1200.s", 551): "release atomic at agent scope",
    ("calls_noinline.gfx1200.s", 506): "workgroup fence before a barrier",
}


@pytest.mark.skipif(not (LLVM_BIN / "llvm-mc").exists(), reason="llvm-mc 22 is not installed")
@pytest.mark.parametrize("name", ASM_SEEDED)
def test_deleting_any_wait_of_assembly_is_reported(name: str, tmp_path: Path, capsys):
    path = ASM_CORPUS / name
    _, base = check(capsys, "--waits", str(path))
    lines = path.read_text().splitlines(keepends=True)
    seeded = tmp_path / name
    # a finding's message names the opcode, function and reason, not the line (which moves)
    base_messages = {f.split(": ", 1)[1] for f in base}
    deleted = 0
    missed = set()
    for k, line in enumerate(lines):
        if not _ASM_WAIT.match(line):
            continue
        seeded.write_text("".join(lines[:k] + lines[k + 1 :]))
        _, found = check(capsys, "--waits", str(seeded))
        deleted += 1
        if not {f.split(": ", 1)[1] for f in found} - base_messages:
            missed.add((name, k + 1))
    assert deleted >= 15
    assert missed == {key for key in ASM_NOT_DERIVABLE if key[0] == name}


# Small functions through llc 22's memory legalizer and wait pass: its waits around ordered
# accesses at each scope must all be required by the verifier (none of them guards a register).
ORDERED = """\
---
name: ordered
machineFunctionInfo:
  isEntryFunction: {entry}
body: |
  bb.0:
    $vgpr0 = GLOBAL_LOAD_DWORD $vgpr2_vgpr3, 0, 0, implicit $exec :: (load (s32), addrspace 1)
    DS_WRITE_B32_gfx9 $vgpr4, $vgpr5, 0, 0, implicit $exec :: (store (s32), addrspace 3)
    GLOBAL_STORE_DWORD $vgpr2_vgpr3, $vgpr6, 8, 0, implicit $exec :: (store syncscope("{scope}") release (s32), addrspace 1)
    $vgpr7 = GLOBAL_LOAD_DWORD $vgpr2_vgpr3, 4, 0, implicit $exec :: (load syncscope("{scope}") acquire (s32), addrspace 1)
    $vgpr8 = V_MOV_B32_e32 $vgpr9, implicit $exec
    S_ENDPGM 0
...
"""


@pytest.mark.parametrize("cpu", ["gfx942", "gfx90a", "gfx1200", "gfx1250"])
@pytest.mark.parametrize("scope", ["agent", "workgroup", "", "agent-one-as", "wavefront"])
@pytest.mark.parametrize("entry", [True, False], ids=["kernel", "function"])
def test_memory_model_waits_of_llc_are_required(cpu: str, scope: str, entry: bool, tmp_path: Path):
    # (S_ENDPGM also in a function: a return needs every counter drained, which llc does not
    # do for registers the return does not read)
    text = ORDERED.format(scope=scope, entry=str(entry).lower())
    out = llc_output(text, cpu, tmp_path, "si-memory-legalizer,si-insert-waitcnts")
    translator = Translator(TARGETS[cpu])
    resolver = LdsResolver(None)
    mf = read(out).functions[0]
    assert _findings(translator, mf, resolver) == set()
    waits = list(_waits(mf))
    if scope in ("agent", "") or not entry:
        assert waits, "llc waits here"
    for items, k, inst in waits:
        if _covered(items, k):
            continue
        del items[k]
        found = _findings(translator, mf, resolver)
        items.insert(k, inst)
        assert found, (inst.raw or inst.opcode, out)
