"""llc 22 reads back what mirpass writes, wherever it reads the input: unedited, and with an
`S_NOP 0` inserted at the top of every block."""

from __future__ import annotations

from pathlib import Path

import pytest

from mirpass.api import resolve, run_passes, to_text
from mirpass.mir import Instruction, Operand, read

from conftest import corpus_files, requires_llc, run_llc, upstream_files

pytestmark = requires_llc


def llc_args(path: Path, text: str, tmp_path: Path) -> list[str]:
    mir = read(text, str(path))
    cpu = resolve(mir, "amdgpu9.42" if "amdgpu9.42" in text else None).cpu
    attrs = ["-mattr=+wavefrontsize32"] if "+wavefrontsize32" in text else []
    return ["-mtriple=amdgcn-amd-amdhsa", f"-mcpu={cpu}", *attrs, "-run-pass=none",
            "-verify-machineinstrs", "-o", str(tmp_path / "llc.out.mir")]


def llc_reads(path: Path, text: str, tmp_path: Path) -> tuple[bool, str]:
    src = tmp_path / path.name
    src.write_text(text)
    proc = run_llc([*llc_args(path, text, tmp_path), str(src)])
    return proc.returncode == 0, proc.stderr


def with_nop_at_every_block(text: str, name: str, compat: bool) -> str:
    mir = read(text, name)
    for mf in mir.functions:
        for block in mf.blocks:
            block.insert_at_start(Instruction.create("S_NOP", [Operand.immediate(0)]))
    if compat:
        run_passes(mir, ["llc22-compat"], resolve(mir))
    return to_text(mir, llvm22_spelling=True)


@pytest.mark.parametrize("path", corpus_files() + upstream_files(), ids=lambda p: p.name)
def test_llc_reads_mirpass_output(path, tmp_path):
    """Where llc 22 cannot read its own MIR back (llc-rejects.json), the input is first passed
    through llc22-compat, and the same then holds for it."""
    original = path.read_text()
    plain = to_text(read(original, str(path)), llvm22_spelling=True)
    ok, err = llc_reads(path, plain, tmp_path)
    compat = not ok
    if compat:
        mir = read(original, str(path))
        run_passes(mir, ["llc22-compat"], resolve(mir))
        ok, err = llc_reads(path, to_text(mir, llvm22_spelling=True), tmp_path)
        assert ok, f"llc 22 rejects the input even after llc22-compat: {err}"
    edited = with_nop_at_every_block(original, str(path), compat)
    assert edited.count("S_NOP 0") >= original.count("S_NOP 0") + original.count("\n  bb.")
    ok, err = llc_reads(path, edited, tmp_path)
    assert ok, err


def test_llvm22_spelling_converts_newer_names(tmp_path):
    path = upstream_files()[0] if upstream_files() else None
    if path is None:
        pytest.skip("no upstream test files")
    text = path.read_text()
    assert "$sgpr0_128" in text
    converted = to_text(read(text, str(path)), llvm22_spelling=True)
    assert "$sgpr0_128" not in converted and "$sgpr0_sgpr1_sgpr2_sgpr3" in converted
    ok, err = llc_reads(path, text, tmp_path)
    assert not ok, "llc 22 was expected to reject the compact spelling"
