"""`.s` files on the command line and in the Python API: read and written back unchanged."""

from __future__ import annotations

import pytest

from mirpass.api import read_file, write_file
from mirpass.asm import AsmFile
from mirpass.cli import main

from conftest import LLVM_BIN, ROOT

ASM_CORPUS = ROOT / "tests" / "asm" / "corpus"
pytestmark = pytest.mark.skipif(not (LLVM_BIN / "llvm-mc").exists(), reason="llvm-mc 22 is not installed")


def test_run_pass_none_writes_the_file_back(tmp_path):
    src = ASM_CORPUS / "wmma_gemm.gfx1200.s"
    out = tmp_path / "out.s"
    assert main(["-run-pass=none", str(src), "-o", str(out)]) == 0
    assert out.read_bytes() == src.read_bytes()


def test_api_round_trip(tmp_path):
    src = ASM_CORPUS / "dgemm_mfma_f64.gfx950.s"
    asm = read_file(str(src))
    assert isinstance(asm, AsmFile) and asm.cpu == "gfx950"
    write_file(asm, str(tmp_path / "o.s"))
    assert (tmp_path / "o.s").read_bytes() == src.read_bytes()


def test_input_error_is_positioned_and_writes_nothing(tmp_path, capsys):
    bad = tmp_path / "bad.s"
    bad.write_text('\t.amdgcn_target "amdgcn-amd-amdhsa--gfx942"\n\ts_nop 0\n\ts_nop x\n')
    assert main(["-run-pass=none", str(bad), "-o", str(tmp_path / "o.s")]) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"{bad}:3:") and ": error: " in err
    assert not (tmp_path / "o.s").exists()


def test_mcpu_option_reaches_the_assembler(tmp_path, capsys):
    src = ASM_CORPUS / "gemm_mfma_f16.gfx942.s"
    assert main(["-mcpu=gfx950", "-run-pass=none", str(src), "-o", str(tmp_path / "o.s")]) == 1
    assert "does not match the specified target id" in capsys.readouterr().err

