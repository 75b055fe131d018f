#!/usr/bin/env python3
"""Benchmark: mirpass `post-RA-hazard-rec` against llc 22 on generated functions.

Generates one function per size (10k, 100k, 1M instructions by default): a loop-shaped CFG of
blocks of about 1,000 instructions mixing MFMAs (XDL and non-XDL, AGPR and VGPR results), their
V_ACCVGPR reads, VALU, loads and stores, so that most instructions are within an MFMA's window.
Each file is run through llc 22 `-run-pass post-RA-hazard-rec` and through the mirpass CLI (both
as separate processes, timed from start to exit, with their peak resident memory from wait4),
and the ratios are printed side by side.

    python tools/bench_hazards.py [--sizes 10000,100000,1000000] [--cpu gfx942] [--repeat 3] [--json]

With --json, only a JSON list is printed: one {size, llc_s, mirpass_s, llc_mb, mirpass_mb} per size.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import benchlib  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
LLC = os.environ.get("MIRPASS_LLC", "/usr/lib/llvm-22/bin/llc")

_MFMAS = [
    ("V_MFMA_F32_16X16X16F16_e64", "a", 4, 2),
    ("V_MFMA_F32_32X32X8F16_e64", "a", 16, 2),
    ("V_MFMA_F32_16X16X4F32_e64", "a", 4, 1),
    ("V_MFMA_F32_16X16X16F16_vgprcd_e64", "v", 4, 2),
]


def _tuple(prefix: str, start: int, n: int) -> str:
    return "$" + "_".join(f"{prefix}{start + k}" for k in range(n))


def generate(n: int, seed: int = 1, block: int = 1000) -> str:
    rng = random.Random(seed)
    nblocks = max(1, n // block)
    out = ["---", "name:            bench", "tracksRegLiveness: false", "body:             |"]
    emitted = 0
    for b in range(nblocks):
        out.append(f"  bb.{b}:")
        last = b == nblocks - 1
        if not last:
            succ = [b + 1] + ([max(0, b - 1)] if b % 4 == 3 else [])
            out.append("    successors: " + ", ".join(f"%bb.{s}" for s in succ))
        count = block if not last else n - emitted
        for _ in range(max(1, count - 1)):
            x = rng.random()
            if x < 0.12:
                op, bank, width, src = rng.choice(_MFMAS)
                d = rng.randrange(0, 64 - width, width if width < 16 else 16)
                dst = _tuple("agpr" if bank == "a" else "vgpr", d if bank == "a" else 128 + d, width)
                s0 = _tuple("vgpr", rng.randrange(0, 60, 2), src)
                s1 = _tuple("vgpr", rng.randrange(0, 60, 2), src)
                out.append(f"    {dst} = {op} {s0}, {s1}, {dst}, 0, 0, 0, implicit $mode, implicit $exec")
            elif x < 0.30:
                out.append(
                    f"    $vgpr{rng.randrange(64, 128)} = V_ACCVGPR_READ_B32_e64 $agpr{rng.randrange(64)}, "
                    "implicit $exec"
                )
            elif x < 0.75:
                out.append(
                    f"    $vgpr{rng.randrange(0, 128)} = V_ADD_F32_e32 $vgpr{rng.randrange(0, 192)}, "
                    f"$vgpr{rng.randrange(0, 192)}, implicit $mode, implicit $exec"
                )
            elif x < 0.85:
                v = rng.randrange(0, 60, 2)
                out.append(
                    f"    $vgpr{rng.randrange(64, 128)} = GLOBAL_LOAD_DWORD $vgpr{v}_vgpr{v + 1}, 0, 0, "
                    "implicit $exec"
                )
            elif x < 0.92:
                v = rng.randrange(0, 60, 2)
                d = rng.randrange(128, 188, 2)
                out.append(
                    f"    GLOBAL_STORE_DWORDX4 $vgpr{v}_vgpr{v + 1}, {_tuple('vgpr', d, 4)}, 0, 0, "
                    "implicit $exec"
                )
            else:
                out.append(f"    $sgpr{rng.randrange(0, 32)} = S_MOV_B32 {rng.randrange(100)}")
            emitted += 1
        if not last:
            out.append(
                f"    S_CBRANCH_SCC1 %bb.{max(0, b - 1)}, implicit $scc" if b % 4 == 3 else "    S_NOP 0"
            )
        else:
            out.append("    S_ENDPGM 0")
        emitted += 1
    out.append("...")
    return "\n".join(out) + "\n"


def measure(cmd: list[str]) -> tuple[float, float]:
    """(wall seconds, peak RSS in MB) of one process."""
    m = benchlib.measure(cmd)
    if not m.ok:
        raise RuntimeError(f"{cmd[0]} failed: {' '.join(cmd)}")
    return m.seconds, m.peak_mb


def best(cmd: list[str], repeat: int) -> tuple[float, float]:
    runs = [measure(cmd) for _ in range(repeat)]
    return min(r[0] for r in runs), max(r[1] for r in runs)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--sizes", default="10000,100000,1000000")
    ap.add_argument("--cpu", default="gfx942")
    ap.add_argument("--repeat", type=int, default=3, help="runs per measurement (best wall time)")
    ap.add_argument("--compat", action="store_true", help="time mirpass with --llvm-compat=22")
    ap.add_argument("--json", action="store_true", help="print the results as a JSON list only")
    args = ap.parse_args(argv)
    mirpass = [sys.executable, "-m", "mirpass.cli"]
    results: list[dict[str, float | int]] = []
    if not args.json:
        print(f"llc: {LLC}; mirpass: {sys.executable} -m mirpass.cli; cpu {args.cpu}")
        print(
            f"{'instructions':>12} {'llc s':>8} {'mirpass s':>10} {'time x':>7} "
            f"{'llc MB':>8} {'mirpass MB':>11} {'mem x':>6}"
        )
    with tempfile.TemporaryDirectory() as tmp:
        for size in (int(s) for s in args.sizes.split(",")):
            path = os.path.join(tmp, f"bench{size}.mir")
            with open(path, "w") as fh:
                fh.write(generate(size))
            repeat = args.repeat if size <= 100_000 else 1
            llc = best(
                [
                    LLC,
                    "-mtriple=amdgcn",
                    f"-mcpu={args.cpu}",
                    "-run-pass",
                    "post-RA-hazard-rec",
                    path,
                    "-o",
                    os.devnull,
                ],
                repeat,
            )
            opts = ["--llvm-compat=22"] if args.compat else []
            ours = best(
                [
                    *mirpass,
                    "-mtriple=amdgcn",
                    f"-mcpu={args.cpu}",
                    "-run-pass",
                    "post-RA-hazard-rec",
                    *opts,
                    path,
                    "-o",
                    os.devnull,
                ],
                repeat,
            )
            results.append(
                {
                    "size": size,
                    "llc_s": round(llc[0], 4),
                    "mirpass_s": round(ours[0], 4),
                    "llc_mb": round(llc[1], 1),
                    "mirpass_mb": round(ours[1], 1),
                }
            )
            if not args.json:
                print(
                    f"{size:>12} {llc[0]:>8.2f} {ours[0]:>10.2f} {ours[0] / llc[0]:>7.2f} {llc[1]:>8.0f} "
                    f"{ours[1]:>11.0f} {ours[1] / llc[1]:>6.2f}",
                    flush=True,
                )
    if args.json:
        print(json.dumps(results, indent=1))
    return 0


if __name__ == "__main__":
    os.environ.setdefault("PYTHONPATH", str(ROOT))
    raise SystemExit(main())
