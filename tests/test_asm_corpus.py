"""The assembly reader on llc 22's final `.s` of every corpus kernel and CPU (tests/asm/corpus,
made by tools/gen_asm_corpus.py), against llc's own last MIR of the same compile (expected.json).

Each file is decoded once (one llvm-mc run) and shared by the tests.
"""

from __future__ import annotations

import functools
import json
import re
from pathlib import Path

import pytest

from mirpass.asm import AsmFile, AsmFunction, read_asm_file, to_bytes
from mirpass.target.opcodes import load_opcode_table

from conftest import LLVM_BIN, ROOT

ASM_CORPUS = ROOT / "tests" / "asm" / "corpus"
FILES = sorted(ASM_CORPUS.glob("*.s"))
EXPECTED = json.loads((ASM_CORPUS / "expected.json").read_text()) if FILES else {}

pytestmark = pytest.mark.skipif(not (LLVM_BIN / "llvm-mc").exists(), reason="llvm-mc 22 is not installed")

# Pseudos that llc's MC lowering (AMDGPUMCInstLower), not the getMCOpcode tables, turns into a
# real instruction: assembly shows the real one.
MC_LOWERED = {"S_SETPC_B64_return": "S_SETPC_B64", "SI_CALL": "S_SWAPPC_B64"}
# An instruction in llc 22's assembly: a tab, then a mnemonic (directives start with a dot).
_INSTRUCTION_LINE = re.compile(r"^\t[a-z][a-z0-9_]*(\s|$)")
_LLC_LABEL = re.compile(r"\.LBB\d+_(\d+)")


@functools.cache
def decoded(name: str) -> AsmFile:
    return read_asm_file(str(ASM_CORPUS / name))


def _ids(paths: list[Path]) -> list[str]:
    return [p.name for p in paths]


def test_corpus_present():
    # Every kernel and CPU of the MIR corpus has its assembly.
    mir = {p.name.split(".after-hazard")[0] for p in (ROOT / "tests/mir/corpus").glob("*.after-hazard.mir")}
    assert {p.name[: -len(".s")] for p in FILES} == mir
    assert set(EXPECTED) == {p.name for p in FILES}


@pytest.mark.parametrize("path", FILES, ids=_ids(FILES))
def test_round_trip_is_byte_identical(path: Path):
    assert to_bytes(decoded(path.name)) == path.read_bytes()


@pytest.mark.parametrize("path", FILES, ids=_ids(FILES))
def test_cpu_from_directive(path: Path):
    asm = decoded(path.name)
    assert asm.cpu_from_directive
    assert asm.cpu == path.name.split(".")[1]


@pytest.mark.parametrize("path", FILES, ids=_ids(FILES))
def test_every_instruction_line_decoded(path: Path):
    """Each instruction line of the source, found by its shape alone, has exactly one decoded
    instruction, with an MC opcode and a MIR opcode in the CPU's table."""
    asm = decoded(path.name)
    source_lines = {i for i, ln in enumerate(asm.lines) if _INSTRUCTION_LINE.match(ln)}
    decoded_lines = [inst.line for inst in asm.instructions]
    assert sorted(decoded_lines) == sorted(source_lines)
    assert len(set(decoded_lines)) == len(decoded_lines)
    table = load_opcode_table(asm.cpu)
    unmapped = [(i.line, i.mc_opcode) for i in asm.instructions if i.opcode is None or i.opcode not in table]
    assert unmapped == []
    for inst in asm.instructions:
        assert inst.mc_opcode and inst.opcode in inst.candidates


def _llc_opcodes(cpu: str, opcodes: str) -> list[str]:
    """llc's MIR opcodes that become instructions (no META/PSEUDO), as assembly names them."""
    table = load_opcode_table(cpu)
    out = []
    for op in opcodes.split():
        info = table.get(op)
        if info is None or info.kind not in ("META", "PSEUDO"):
            out.append(MC_LOWERED.get(op, op))
    return out


@pytest.mark.parametrize("path", FILES, ids=_ids(FILES))
def test_mir_opcodes_match_llc(path: Path):
    """Instruction by instruction, the MIR opcode picked for the MC opcode is llc's own; where
    llc's differs (SMEM `_ec` early-clobber forms, which the text cannot show), llc's is among
    the candidates and has the same facts."""
    asm = decoded(path.name)
    table = load_opcode_table(asm.cpu)
    for fn in asm.functions:
        mine = [i for b in fn.blocks for i in b.instructions]
        llc = _llc_opcodes(asm.cpu, EXPECTED[path.name][fn.name]["opcodes"])
        assert [i.opcode for i in mine] != [] and len(mine) == len(llc), fn.name
        for inst, want in zip(mine, llc, strict=True):
            if inst.opcode == want:
                continue
            assert want in inst.candidates, (inst.line, inst.mc_opcode, inst.opcode, want)
            a, b = table[inst.opcode].describe(), table[want].describe()
            assert {k for k in a if a[k] != b[k]} == {"name"}, (inst.opcode, want)


def _mir_name(fn: AsmFunction, block_name: str) -> str:
    if block_name == fn.name:
        return "bb.0"
    m = _LLC_LABEL.fullmatch(block_name)
    return f"bb.{m.group(1)}" if m else block_name


@pytest.mark.parametrize("path", FILES, ids=_ids(FILES))
def test_cfg_matches_llc(path: Path):
    """Blocks and edges from labels and branches are llc's MIR blocks and successors."""
    asm = decoded(path.name)
    expected = EXPECTED[path.name]
    assert sorted(fn.name for fn in asm.functions) == sorted(expected)
    for fn in asm.functions:
        edges = sorted([_mir_name(fn, a), _mir_name(fn, b)] for a, b in fn.edges())
        want = expected[fn.name]
        assert edges == want["edges"], fn.name
        assert len(fn.blocks) == want["blocks"], fn.name
        exits = [b for b in fn.blocks if b.exit]
        assert exits, fn.name
        assert all(not b.successors for b in exits)


def test_corpus_counts():
    """Every instruction of the 97 files (72 of gfx942, gfx950, gfx1200, gfx1250 and 25 of
    gfx908, gfx90a) decoded and mapped."""
    n = sum(len(decoded(p.name).instructions) for p in FILES)
    ambiguous = sum(len(i.candidates) > 1 for p in FILES for i in decoded(p.name).instructions)
    assert len(FILES) == 97 and n > 18000 and 0 < ambiguous < n


@pytest.mark.parametrize("path", FILES, ids=_ids(FILES))
def test_kernels_match_llc(path: Path):
    """`.amdhsa_kernel` marks the entry functions llc's MIR marks (isEntryFunction). llc's
    `; Occupancy:` comment is read for every kernel; it is the final figure, which need not be
    the machine function's occupancy in the MIR (gemm_pipelined: 8 vs 9)."""
    from mirpass.mir import read

    mir_path = ROOT / "tests" / "mir" / "corpus" / f"{path.name[: -len('.s')]}.after-hazard.mir"
    mir = read(mir_path.read_text(), str(mir_path))
    for fn in decoded(path.name).functions:
        info = mir.function(fn.name).properties["machineFunctionInfo"]
        assert fn.is_kernel == bool(info["isEntryFunction"]), fn.name
        assert (fn.occupancy is not None) == fn.is_kernel, fn.name
