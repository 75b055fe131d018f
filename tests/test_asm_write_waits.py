"""The wait pass's other insertions written as assembly, against llc 22:

* `s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)` (gfx11+, with `s_nop 0` before it where the CPU needs
  it): deleted from the corpus's final `.s` (tests/asm/corpus), the pass in LLVM 22 mode puts
  it back byte for byte. The kernels with calls need the function's hasCalls, which the `.s`
  adapter derives from its call instructions;
* `s_dcache_wb` (gfx9 scalar stores): llc's `.s` without si-insert-waitcnts
  (`-start-after`) in, llc's `.s` with it (`-start-before`) expected; llc's `; codeLenInByte`
  comment, which counts the inserted bytes, is taken from the expected file (mirpass changes no
  comment), and everything else must match byte for byte.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from mirpass.cli import main
from mirpass.target.targets import TARGETS

from conftest import LLVM_BIN, ROOT, have_llc, run_llc

ASM_CORPUS = ROOT / "tests" / "asm" / "corpus"
_RELEASE = "\ts_sendmsg sendmsg(MSG_DEALLOC_VGPRS)\n"
FILES = sorted(p for p in ASM_CORPUS.glob("*.s") if _RELEASE in p.read_text())
LLVM_MC = LLVM_BIN / "llvm-mc"
pytestmark = pytest.mark.skipif(not LLVM_MC.exists(), reason="llvm-mc 22 is not installed")
_CODE_LEN = re.compile(r"^; codeLenInByte = \d+\s*$")


def cpu_of(path: Path) -> str:
    return path.name.split(".")[1]


def _run(text: str, cpu: str, tmp_path: Path) -> str:
    src, out = tmp_path / "in.s", tmp_path / "out.s"
    src.write_text(text)
    assert (
        main([f"-mcpu={cpu}", "-run-pass=si-insert-waitcnts", "--llvm-compat=22", str(src), "-o", str(out)])
        == 0
    )
    args = [str(LLVM_MC), "-triple=amdgcn-amd-amdhsa", f"-mcpu={cpu}", "-filetype=obj", "-o", "/dev/null"]
    proc = subprocess.run([*args, str(out)], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    return out.read_text()


def test_corpus_has_releases():
    assert len(FILES) == 6 and {cpu_of(p) for p in FILES} == {"gfx1200", "gfx1250"}


@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_corpus_vgpr_release_restored(path: Path, tmp_path: Path):
    original = path.read_text()
    release = ("\ts_nop 0\n" if TARGETS[cpu_of(path)].nop_before_vgpr_release else "") + _RELEASE
    assert release in original
    stripped = original.replace(release, "")
    assert _run(stripped, cpu_of(path), tmp_path) == original


_SCALAR_STORES = """---
name: scalar_store_end
tracksRegLiveness: true
body: |
  bb.0:
    liveins: $sgpr0_sgpr1, $sgpr2
    S_STORE_DWORD_IMM $sgpr2, $sgpr0_sgpr1, 0, 0
    S_ENDPGM 0
...
---
name: scalar_store_branch
tracksRegLiveness: true
body: |
  bb.0:
    liveins: $sgpr0_sgpr1, $sgpr2
    S_CMP_EQ_U32 $sgpr2, 0, implicit-def $scc
    S_CBRANCH_SCC1 %bb.2, implicit $scc
  bb.1:
    liveins: $sgpr0_sgpr1, $sgpr2
    S_STORE_DWORD_IMM $sgpr2, $sgpr0_sgpr1, 0, 0
    S_ENDPGM 0
  bb.2:
    S_ENDPGM 0
...
"""


def _llc_asm(mir: Path, cpu: str, where: str) -> str:
    args = ["-mtriple=amdgcn-amd-amdhsa", f"-mcpu={cpu}", f"-{where}=si-insert-waitcnts", str(mir), "-o", "-"]
    proc = run_llc(args)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


@pytest.mark.skipif(not have_llc(), reason="llc 22 is not installed")
def test_dcache_writeback_as_llc(tmp_path: Path):
    mir = tmp_path / "stores.mir"
    mir.write_text(_SCALAR_STORES)
    want = _llc_asm(mir, "gfx90a", "start-before")
    given = _llc_asm(mir, "gfx90a", "start-after")
    assert want.count("\ts_dcache_wb\n") == 3 and "s_dcache_wb" not in given
    lens = iter([line for line in want.splitlines(keepends=True) if _CODE_LEN.match(line)])
    given = "".join(next(lens) if _CODE_LEN.match(line) else line for line in given.splitlines(keepends=True))
    assert next(lens, None) is None
    assert _run(given, "gfx90a", tmp_path) == want
