"""`wmma-vgpr-reorder` on assembly: generator-made (TensileLite-style) N-buffered GEMM loops.

The kernels (tests/asm/wmma/, see make_kernels.py there) are assembled by llvm-mc 22 to show
they are real gfx1200 / gfx1250 code. What the analysis must find is derived here by hand from
the kernels' layout and the rules of the specification (/work/shared/seeds/
wmma-vgpr-reorder-pass.md, docs/wmma-reorder.md), not from mirpass's output:

- detectABIndices: the operand whose registers pool 0 shares with a later pool is pool-shared;
  the other one varies (src0 in the gfx1200 kernel, src1 in the gfx1250 one).
- Inflated liveness: each varying tile of a pool is read by its WMMAs 0 and 2 (1 and 3), a span
  of 3 WMMAs against 2 distinct shared tiles, so the pass applies.
- reorderContiguously: varying tiles in register order, each one's WMMAs by ascending shared
  tile, which is the pool's WMMAs 0, 2, 1, 3.
- Aliases: the i-th varying tile of every later pool onto pool 0's i-th, each saving the
  tile's size (4 VGPRs on gfx1200, 8 on gfx1250); every operand in the block inside an aliased
  tile (its loads and the WMMA sources) is rewritten by the tile's offset.
"""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

import pytest

from mirpass.cli import main

from conftest import LLVM_BIN, ROOT

KERNELS = ROOT / "tests" / "asm" / "wmma"
_VREG = re.compile(r"\bv\[(\d+):(\d+)\]")

# kernel -> (cpu, pools, varying operand, tile size in VGPRs)
CASES = {
    "gemm_2buf.gfx1200.s": ("gfx1200", 2, "src0", 4),
    "gemm_3buf.gfx1250.s": ("gfx1250", 3, "src1", 8),
}
requires_mc = pytest.mark.skipif(not (LLVM_BIN / "llvm-mc").exists(), reason="llvm-mc 22 is not installed")


def _pools(lines: list[str]) -> list[list[int]]:
    """The 1-based lines of each pool's WMMAs, by the kernel's `; pool N` comments."""
    pools: list[list[int]] = []
    for k, line in enumerate(lines, start=1):
        if line.strip().startswith("; pool"):
            pools.append([])
        elif line.strip().startswith("v_wmma") and pools:
            pools[-1].append(k)
    return pools


def _varying_tiles(lines: list[str], pool: list[int], operand: str) -> list[tuple[int, int]]:
    """The (first, last) VGPRs of the pool's varying tiles, in register order."""
    index = 1 if operand == "src0" else 2  # v_wmma DST, SRC0, SRC1, SRC2
    tiles = {tuple(map(int, _VREG.findall(lines[k - 1])[index])) for k in pool}
    return sorted(tiles)  # type: ignore[arg-type]


def expected(name: str) -> dict:
    cpu, npools, varying, size = CASES[name]
    lines = (KERNELS / name).read_text().splitlines()
    pools = _pools(lines)
    assert [len(p) for p in pools] == [4] * npools
    canonical = _varying_tiles(lines, pools[0], varying)
    aliases = {}
    for p in pools[1:]:
        for tile, canon in zip(_varying_tiles(lines, p, varying), canonical, strict=True):
            aliases[tile] = canon
    # every v[a:b] operand that lies in an aliased tile, shifted by the tile's offset
    replacements = set()
    for k, line in enumerate(lines, start=1):
        code = line.split(";")[0]
        for m in _VREG.finditer(code):
            first, last = int(m.group(1)), int(m.group(2))
            for (lo, hi), (clo, _chi) in aliases.items():
                if lo <= first and last <= hi:
                    d = clo - lo
                    replacements.add((k, f"v[{first}:{last}]", f"v[{first + d}:{last + d}]"))
    order = [p[i] for p in pools for i in (0, 2, 1, 3)]
    return {
        "cpu": cpu,
        "varying": varying,
        "aliases": {(f"v[{a}:{b}]", f"v[{c}:{d}]") for (a, b), (c, d) in aliases.items()},
        "saved": size * len(aliases),
        "replacements": replacements,
        "order": order,
        "pools": pools,
    }


def run(capsys, src: Path, *options: str, out: Path | None = None) -> tuple[int, str, dict | None]:
    report = src.parent / (src.name + ".report.json") if out is None else out
    capsys.readouterr()
    target = report.with_suffix(".out.s")
    rc = main(["-run-pass=wmma-vgpr-reorder", *options, f"--report={report}", str(src), "-o", str(target)])
    err = capsys.readouterr().err
    if rc == 0:
        assert target.read_bytes() == src.read_bytes()  # an analysis: the `.s` comes back unchanged
    data = json.loads(report.read_text()) if rc == 0 else None
    return rc, err, data


def _block(data: dict) -> dict:
    blocks = [b for b in data["blocks"] if b["wmma_count"]]
    assert len(blocks) == 1
    return blocks[0]


@requires_mc
@pytest.mark.parametrize("name", sorted(CASES))
def test_the_kernels_are_real_assembly(name: str, tmp_path: Path) -> None:
    cpu = CASES[name][0]
    proc = subprocess.run(
        [str(LLVM_BIN / "llvm-mc"), "-triple=amdgcn-amd-amdhsa", f"-mcpu={cpu}", "-filetype=obj",
         str(KERNELS / name), "-o", str(tmp_path / "k.o")],
        capture_output=True, text=True, timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    # and their waits are the ones the loads need: check finds nothing, in the `.s` and the object
    assert main(["check", "--waits", str(KERNELS / name)]) == 0
    assert main(["check", "--waits", str(tmp_path / "k.o")]) == 0


@requires_mc
@pytest.mark.parametrize("liveness", ["wmma", "full"])
@pytest.mark.parametrize("name", sorted(CASES))
def test_inferred_pools_find_the_aliases(name: str, liveness: str, tmp_path: Path, capsys) -> None:
    want = expected(name)
    src = tmp_path / name
    src.write_bytes((KERNELS / name).read_bytes())
    rc, err, data = run(capsys, src, "--wmma-pools=infer", f"--wmma-liveness={liveness}")
    assert rc == 0, err
    assert data["input_form"] == "assembly" and data["cpu"] == want["cpu"]
    block = _block(data)
    assert block["applicable"] and block["pool_source"] == "inferred"
    assert block["pool_sizes"] == [4] * len(want["pools"])
    assert block["varying_operand"] == want["varying"]
    assert {(a["aliasable"], a["canonical"]) for a in block["aliases"]} == want["aliases"]
    assert block["total_vgpr_saved"] == data["total_vgpr_saved"] == want["saved"]
    assert block["desired_order"] == want["order"]
    assert block["original_order"] == [k for p in want["pools"] for k in p]
    got = {(r["line"], r["old_asm"], r["new_asm"]) for r in block["replacements"]}
    assert got == want["replacements"]
    assert not any("needs code motion" in n for n in block["notes"])
    assert f"applicable: {want['saved']} VGPRs saveable by {len(want['aliases'])} aliases" in err


@pytest.mark.parametrize("key", ["line", "wmma"])
def test_a_sidecar_names_the_pools_by_assembly_line_or_ordinal(key: str, tmp_path: Path, capsys) -> None:
    name = "gemm_3buf.gfx1250.s"
    want = expected(name)
    entries = []
    for p, lines in enumerate(want["pools"]):
        for k, line in enumerate(lines):
            entries.append({"line": line, "pool": p} if key == "line" else {"wmma": 4 * p + k, "pool": p})
    sidecar = tmp_path / "pools.json"
    sidecar.write_text(json.dumps({"functions": {"gemm_3buf": entries}}))
    src = tmp_path / name
    src.write_bytes((KERNELS / name).read_bytes())
    rc, err, data = run(capsys, src, f"--wmma-pools={sidecar}")
    assert rc == 0, err
    block = _block(data)
    assert block["pool_source"].startswith("sidecar")
    assert block["total_vgpr_saved"] == want["saved"] and block["desired_order"] == want["order"]
    # one WMMA left out of the sidecar: the block bails out, naming its `.s` line
    missing = want["pools"][1][2]
    sidecar.write_text(json.dumps({"functions": {"gemm_3buf": [
        e for e in entries if e.get("line") != missing and e.get("wmma") != 6
    ]}}))
    rc, err, data = run(capsys, src, f"--wmma-pools={sidecar}")
    assert rc == 0 and not _block(data)["applicable"]
    assert f"untagged WMMA at line {missing}" in _block(data)["reason"]


def test_tags_mode_bails_out_on_assembly(tmp_path: Path, capsys) -> None:
    """Assembly has no pcsections: with the default `tags`, every WMMA is untagged."""
    name = "gemm_2buf.gfx1200.s"
    src = tmp_path / name
    src.write_bytes((KERNELS / name).read_bytes())
    rc, _err, data = run(capsys, src)
    block = _block(data)
    assert rc == 0 and not block["applicable"]
    assert f"untagged WMMA at line {expected(name)['pools'][0][0]}" in block["reason"]


def _prefetched(name: str) -> str:
    """The kernel with every pool's loads hoisted to the top of the loop (each pool keeps its
    wait): all pools' tiles are then live together."""
    lines = (KERNELS / name).read_text().splitlines(keepends=True)
    top = next(k for k, ln in enumerate(lines) if ln.strip() == "; shared tiles") + 1
    loads = [ln for ln in lines[top:] if ln.strip().startswith("ds_load")]
    rest = [ln for ln in lines[top:] if not ln.strip().startswith("ds_load")]
    return "".join(lines[:top] + loads + rest)


def test_prefetched_tiles_need_code_motion(tmp_path: Path, capsys) -> None:
    name = "gemm_2buf.gfx1200.s"
    src = tmp_path / name
    src.write_text(_prefetched(name))
    rc, _err, data = run(capsys, src, "--wmma-pools=infer")
    block = _block(data)
    assert rc == 0 and block["applicable"]  # the WMMA-only backend, as the specification's
    assert sum("needs code motion" in n for n in block["notes"]) == 2
    rc, _err, data = run(capsys, src, "--wmma-pools=infer", "--wmma-liveness=full")
    block = _block(data)
    assert rc == 0 and not block["applicable"] and len(block["rejected_aliases"]) == 2
    assert block["total_vgpr_saved"] == 0


def test_a_contiguous_order_is_not_inflated(tmp_path: Path, capsys) -> None:
    """Swapping each pool's WMMAs 1 and 2 makes the varying tiles contiguous already."""
    name = "gemm_2buf.gfx1200.s"
    lines = (KERNELS / name).read_text().splitlines(keepends=True)
    for pool in _pools([ln.rstrip("\n") for ln in lines]):
        a, b = pool[1] - 1, pool[2] - 1
        lines[a], lines[b] = lines[b], lines[a]
    src = tmp_path / name
    src.write_text("".join(lines))
    rc, _err, data = run(capsys, src, "--wmma-pools=infer")
    block = _block(data)
    assert rc == 0 and not block["applicable"] and "not inflated" in block["reason"]


def test_the_plot_is_svg(tmp_path: Path, capsys) -> None:
    import xml.etree.ElementTree as ET

    name = "gemm_3buf.gfx1250.s"
    src = tmp_path / name
    src.write_bytes((KERNELS / name).read_bytes())
    plot = tmp_path / "p.svg"
    rc, _err, _data = run(capsys, src, "--wmma-pools=infer", f"--plot={plot}")
    assert rc == 0 and ET.parse(plot).getroot().tag.endswith("svg")
