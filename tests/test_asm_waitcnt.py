"""`-run-pass=si-insert-waitcnts` on assembly, against llc 22's final `.s` of every corpus kernel
and CPU (tests/asm/corpus).

Assembly has no memory operands and no soft waits: the waits llc's memory legalizer asked for
(release fences, barriers) look like any other, and with the waits deleted nothing says they
were needed. So the pass is held to: on llc's own file it adds nothing where the independent
verifier (`check --waits`) finds nothing; whatever it writes assembles and verifies clean; and,
with every wait deleted, it puts back most of llc's wait lines exactly (the rest are the
memory model's, which the text no longer shows)."""

from __future__ import annotations

import difflib
import re
import subprocess
from pathlib import Path

import pytest

from mirpass.cli import main

from conftest import LLVM_BIN, ROOT

ASM_CORPUS = ROOT / "tests" / "asm" / "corpus"
# The CPUs these counts were measured on; the gfx908/gfx90a files added later are not yet part of
# them (on gfx908 mirpass waits for a BUFFER_WBINVL1_VOL at a barrier, which llc does not).
CPUS = ("gfx942", "gfx950", "gfx1200", "gfx1250")
FILES = sorted(p for p in ASM_CORPUS.glob("*.s") if p.name.split(".")[1] in CPUS)
LLVM_MC = LLVM_BIN / "llvm-mc"
pytestmark = pytest.mark.skipif(not LLVM_MC.exists(), reason="llvm-mc 22 is not installed")

_WAIT = re.compile(r"^\ts_(?:waitcnt|wait_(?!alu)[a-z_]+)\b")
# Where llc 22's output is short of xcnt waits by the verifier (the same from its MIR), and of
# the release's vmcnt(0) after a buffer_wbl2 (llvm#178316, fixed in LLVM 23; docs/divergences.md).
SHORT = {
    "lds_dma.gfx1250.s",
    "spill_pressure.gfx1250.s",
    "atomics_histogram.gfx942.s",
    "atomics_histogram.gfx950.s",
}
# Kernels added after the count below was measured (issue 16's pipelined loops, where mirpass
# places some waits elsewhere than llc by design): checked above, not counted.
ADDED_LATER = {"flash_attn_prefetch", "gemm_lds_prefetch", "preheader_scale"}
_restored: dict[str, tuple[int, int]] = {}


def _assembles(path: Path, cpu: str) -> None:
    cmd = [str(LLVM_MC), "-triple=amdgcn-amd-amdhsa", f"-mcpu={cpu}", "-filetype=obj", str(path)]
    proc = subprocess.run([*cmd, "-o", "/dev/null"], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr


def _verified_clean(path: Path, capsys) -> None:
    capsys.readouterr()
    rc = main(["check", "--waits", str(path)])
    assert rc == 0, capsys.readouterr().out[:2000]


@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_wait_pass_on_assembly(path: Path, tmp_path: Path, capsys):
    cpu = path.name.split(".")[1]
    out = tmp_path / "out.s"
    assert main(["-run-pass=si-insert-waitcnts", str(path), "-o", str(out)]) == 0
    added = len(out.read_text().splitlines()) - len(path.read_text().splitlines())
    if path.name in SHORT:
        assert added > 0
        _assembles(out, cpu)
        _verified_clean(out, capsys)
    else:
        assert out.read_bytes() == path.read_bytes()
    lines = path.read_text().splitlines(keepends=True)
    stripped = tmp_path / path.name
    stripped.write_text("".join(line for line in lines if not _WAIT.match(line)))
    # The default (path-aware) placement on the stripped file: assembled and verified ...
    assert main(["-run-pass=si-insert-waitcnts", str(stripped), "-o", str(out)]) == 0
    _assembles(out, cpu)
    _verified_clean(out, capsys)
    # ... and llc's placement, whose waits are compared with llc's own below.
    assert main(["-run-pass=si-insert-waitcnts", "--placement=consumer", str(stripped), "-o", str(out)]) == 0
    _assembles(out, cpu)
    _verified_clean(out, capsys)
    result = out.read_text().splitlines(keepends=True)
    matcher = difflib.SequenceMatcher(None, lines, result, autojunk=False)
    kept = {i for block in matcher.get_matching_blocks() for i in range(block.a, block.a + block.size)}
    waits = [k for k, line in enumerate(lines) if _WAIT.match(line)]
    _restored[path.name] = (len(waits), sum(k in kept for k in waits))


def test_most_of_llcs_waits_come_back():
    """Measured when this was written: 1400 of llc's 1478 wait lines put back exactly. Of the
    78 others, 34 are before barriers and 22 at releases and acquires (buffer_wbl2, buffer_inv,
    global_inv, atomics, release stores): the memory model's; most of the rest follow from them
    (loads a deleted barrier wait drained, waited for later), and llc 22's xcnt waits after a
    loadcnt wait that covers them."""
    if len(_restored) != len(FILES):
        pytest.skip("needs every file of test_wait_pass_on_assembly in the same run")
    measured = [v for name, v in _restored.items() if name.split(".")[0] not in ADDED_LATER]
    total = sum(n for n, _ in measured)
    same = sum(k for _, k in measured)
    assert total == 1478 and same >= 1400, (total, same)
