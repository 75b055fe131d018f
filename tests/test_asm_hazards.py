"""The hazard pass on assembly, through mirpass.asm.to_mir: with every `s_nop` deleted from
llc 22's final `.s` (tests/asm/corpus, gfx942 and gfx950), the recognizer in LLVM 22 mode asks
for exactly the wait states llc put there, before the same instructions; written back as
`s_nop` lines the file is llc's again, byte for byte, and llvm-mc assembles it."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from mirpass.asm import insert_before, read_asm, to_text
from mirpass.asm.to_mir import to_machine_function
from mirpass.asm.writer import nop
from mirpass.passes.hazards.recognizer import Recognizer

from conftest import LLVM_BIN, ROOT

ASM_CORPUS = ROOT / "tests" / "asm" / "corpus"
FILES = sorted(p for p in ASM_CORPUS.glob("*.s") if p.name.split(".")[1] in ("gfx942", "gfx950"))
LLVM_MC = LLVM_BIN / "llvm-mc"
pytestmark = pytest.mark.skipif(not LLVM_MC.exists(), reason="llvm-mc 22 is not installed")
_NOP = re.compile(r"^\ts_nop (\d+)\s*$")
_INSTRUCTION = re.compile(r"^\t[a-z]")


def strip_nops(text: str) -> tuple[str, dict[int, int]]:
    """The text without its s_nop lines, and llc's wait states before each instruction left
    (keyed by its 0-based line in the stripped text)."""
    kept: list[str] = []
    wanted: dict[int, int] = {}
    pending = 0
    for line in text.splitlines(keepends=True):
        m = _NOP.match(line)
        if m is not None:
            pending += int(m.group(1)) + 1
            continue
        kept.append(line)
        if _INSTRUCTION.match(line):
            if pending:
                wanted[len(kept) - 1] = pending
            pending = 0
    return "".join(kept), wanted


@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_hazard_pass_restores_llc_nops(path: Path, tmp_path: Path):
    original = path.read_text()
    stripped, wanted = strip_nops(original)
    asm = read_asm(stripped, path.name)
    found: dict[int, int] = {}
    for fn in asm.functions:
        amf = to_machine_function(asm, fn)
        for f in Recognizer(asm.cpu, exact=False).run(amf.mf, insert=True, apply=False):
            src = amf.source_of(f.inst)
            assert src.line is not None
            found[src.line] = found.get(src.line, 0) + f.need
            left = f.need
            while left > 0:
                insert_before(asm, src, nop(min(left, 8) - 1))
                left -= 8
    assert found == wanted
    assert to_text(asm) == original
    out = tmp_path / path.name
    out.write_text(to_text(asm))
    cmd = [
        str(LLVM_MC),
        "-triple=amdgcn-amd-amdhsa",
        f"-mcpu={asm.cpu}",
        "-filetype=obj",
        str(out),
        "-o",
        "/dev/null",
    ]
    assert subprocess.run(cmd, capture_output=True, text=True).returncode == 0


def test_corpus_has_nops_to_restore():
    total = sum(sum(strip_nops(p.read_text())[1].values()) for p in FILES)
    assert len(FILES) == 40 and total == 141
