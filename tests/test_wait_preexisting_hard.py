"""Hard `S_WAITCNT`s of the input (from `__builtin_amdgcn_s_waitcnt`, hand edits) on gfx9: llc 22
folds the waits in front of an instruction into the first of them, with the combined count of
them all and of what the instruction needs (merge_waits.py). mirpass used to keep them and add a
second wait after them.

The oracle is llc 22: corpus kernels get hard waits of random counts at random places (alone and
in pairs), and both tools' instruction lines must be the same, in `--llvm-compat=22` and in the
default mode's consumer placement. gfx12 is not covered: there the input's hard waits stay as
they are (a known difference, tests/test_wait_immediates.py).
"""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from waitdiff import _bodies

from mirpass.api import read_text, run_passes, to_text
from mirpass.target.targets import TARGETS
from mirpass.target.waitcnt import GFX9_WAITCNT, encode

from conftest import CORPUS, have_llc, llc_output

KERNELS = ["reduce_lds", "spmv_csr", "gemm_lds_prefetch", "branchy_divergent", "stencil_lds", "lds_dma",
           "attention_fwd", "vector_loops", "calls_noinline", "transpose_lds"]
_COUNTERS = {"vmcnt": (0, 1, 3, 8), "expcnt": (0, 1), "lgkmcnt": (0, 1, 2)}


def _random_wait(rng: random.Random) -> str:
    spec = {c: rng.choice(ns) for c, ns in _COUNTERS.items() if rng.random() < 0.5}
    return f"S_WAITCNT {encode(GFX9_WAITCNT, spec)}"


def _normal(text: str) -> dict[str, list[str]]:
    """Instruction lines per function, block numbers left out: llc renumbers the blocks (and stack
    objects) of some corpus kernels as it reads them."""
    return {name: [_RENUMBERED.sub(r"\1#", ln) for ln in lines] for name, lines in _bodies(text).items()}


_RENUMBERED = re.compile(r"((?<!\w)bb\.|%fixed-stack\.|%stack\.)\d+")
# A seeded `S_WAITCNT 0` in front of a GLOBAL_LOAD_LDS_DWORD leaves it the only LDS access in
# flight at the next barrier: llc 22 counts it on lgkmcnt too (a FLAT access with an LDS operand)
# and keeps the legalizer's soft lgkmcnt(0) there. `--llvm-compat=22` does not count it so on
# purpose: the same counting gives an LDS read before the DMA an lgkmcnt(1) that does not wait
# for it (LLVM PR 179305; docs/divergences.md, tests/test_waitcnt_llvm_main.py).
_LDS_DMA_ON_LGKMCNT = {("lds_dma", "gfx942", 0), ("lds_dma", "gfx90a", 0), ("lds_dma", "gfx90a", 1)}
_LDS_DMA_REASON = "llc 22 counts GLOBAL_LOAD_LDS_* on lgkmcnt; --llvm-compat=22 does not (unsafe)"
_STARTS = "$%ABCDEFGHIJKLMNOPQRSTUVWXYZ"  # an instruction line's first character
_TERMINATORS = ("S_BRANCH", "S_CBRANCH", "SI_RETURN", "S_SETPC", "S_ENDPGM", "SI_TCRETURN")


def _seeded(text: str, rng: random.Random, count: int) -> str:
    """`text` with `count` hard waits (some doubled) before random top-level instructions that
    are not terminators (a wait among terminators is a verifier error)."""
    lines = text.splitlines(keepends=True)
    in_body, spots = False, []
    for k, line in enumerate(lines):
        s = line.strip()
        if line.startswith("body:"):
            in_body = True
        elif line.startswith(("---", "...")):
            in_body = False
        elif in_body and line.startswith("    ") and not line.startswith("     ") and s[:1] in _STARTS:
            opcode = s.split(" = ", 1)[-1].split(" ", 1)[0] if s else ""
            if s and not s.startswith(("liveins:", "successors:")) and not opcode.startswith(_TERMINATORS):
                spots.append(k)
    for k in sorted(rng.sample(spots, min(count, len(spots))), reverse=True):
        new = ["    " + _random_wait(rng) + "\n" for _ in range(2 if rng.random() < 0.3 else 1)]
        lines[k:k] = new
    return "".join(lines)


@pytest.mark.skipif(not have_llc(), reason="llc 22 is not installed")
@pytest.mark.parametrize("seed", [0, 1])
@pytest.mark.parametrize("cpu", ["gfx942", "gfx950", "gfx90a", "gfx908"])
@pytest.mark.parametrize("kernel", KERNELS)
def test_hard_waits_fold_as_llc_folds_them(kernel: str, cpu: str, seed: int, tmp_path: Path, request):
    path = CORPUS / f"{kernel}.{cpu}.before-waitcnt.mir"
    if not path.exists():
        pytest.skip(f"{path.name} is not in the corpus")
    if (kernel, cpu, seed) in _LDS_DMA_ON_LGKMCNT:
        request.applymarker(pytest.mark.xfail(strict=True, reason=_LDS_DMA_REASON))
    rng = random.Random(f"{kernel}.{cpu}.{seed}")
    seeded = _seeded(path.read_text(), rng, 20)
    expected = _normal(llc_output(seeded, cpu, tmp_path, "si-insert-waitcnts"))
    for options in ({"llvm-compat": "22"}, {"placement": "consumer"}):
        mir = read_text(seeded, str(path))
        run_passes(mir, ["si-insert-waitcnts"], TARGETS[cpu], options)
        got = _normal(to_text(mir, llvm22_spelling=True))
        assert got.keys() == expected.keys()
        for name in expected:
            assert got[name] == expected[name], (name, options)


def test_two_hard_waits_become_one_with_both_counts():
    """Derived by hand: vmcnt(3) then lgkmcnt(0) in front of a VALU that needs nothing more."""
    text = """---
name: f
tracksRegLiveness: true
body: |
  bb.0:
    liveins: $vgpr0_vgpr1
    $vgpr2 = GLOBAL_LOAD_DWORD $vgpr0_vgpr1, 0, 0, implicit $exec
    S_WAITCNT {vm3}
    S_WAITCNT {lgkm0}
    $vgpr3 = V_MOV_B32_e32 0, implicit $exec
    S_ENDPGM 0
...
""".format(vm3=encode(GFX9_WAITCNT, {"vmcnt": 3}), lgkm0=encode(GFX9_WAITCNT, {"lgkmcnt": 0}))
    mir = read_text(text, "two.mir")
    run_passes(mir, ["si-insert-waitcnts"], TARGETS["gfx942"], {"llvm-compat": "22"})
    body = _bodies(to_text(mir))["f"]
    waits = [ln for ln in body if ln.startswith("S_WAITCNT")]
    assert waits == ["S_WAITCNT 0", f"S_WAITCNT {encode(GFX9_WAITCNT, {'vmcnt': 3, 'lgkmcnt': 0})}"]
