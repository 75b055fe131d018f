#!/usr/bin/env python3
"""Benchmark mirpass's si-insert-waitcnts against llc 22's on generated large inputs.

Each input is one gfx942 (or --cpu) kernel of N instructions in blocks of about ten: global
and DS loads, VALU consumers of earlier loads (near and far), stores, forward diamonds and a
small loop every 64 blocks. Both tools run as processes on the same file (wall time, parse and
print included: `llc -run-pass si-insert-waitcnts` vs `mirpass -run-pass si-insert-waitcnts`;
peak RSS from the child's rusage).

    tools/bench_waitcnt.py [--sizes 10000,100000,1000000] [--cpu gfx942] [--repeat 1]
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(Path(__file__).resolve().parent))
import benchlib  # noqa: E402

LLC = benchlib.LLC

HEADER = """\
--- |
  define amdgpu_kernel void @bench() #0 {{ ret void }}
  attributes #0 = {{ "target-cpu"="{cpu}" }}
...
---
name:            bench
tracksRegLiveness: false
machineFunctionInfo:
  isEntryFunction: true
body:             |
"""


def generate(n_insts: int, cpu: str, seed: int = 1) -> str:
    rnd = random.Random(seed)
    ds_read = "DS_READ_B32_gfx9"
    out = [HEADER.format(cpu=cpu)]
    n_blocks = max(2, n_insts // 10)
    for b in range(n_blocks):
        succ = []
        body = []
        for _ in range(3):
            v = rnd.randrange(10, 200)
            kind = rnd.random()
            if kind < 0.4:
                off = 4 * rnd.randrange(64)
                body.append(f"    $vgpr{v} = GLOBAL_LOAD_DWORD $vgpr0_vgpr1, {off}, 0, implicit $exec")
            elif kind < 0.7:
                body.append(f"    $vgpr{v} = {ds_read} $vgpr2, {4 * rnd.randrange(64)}, 0, implicit $exec")
            elif kind < 0.85:
                body.append(f"    GLOBAL_STORE_DWORD $vgpr0_vgpr1, $vgpr{v}, 0, 0, implicit $exec")
            else:
                s = rnd.randrange(10, 90) & ~1
                body.append(f"    $sgpr{s}_sgpr{s + 1} = S_LOAD_DWORDX2_IMM $sgpr4_sgpr5, 0, 0")
        for _ in range(4):
            a, c, d = rnd.randrange(10, 200), rnd.randrange(10, 200), rnd.randrange(10, 200)
            body.append(f"    $vgpr{a} = V_ADD_U32_e32 $vgpr{c}, $vgpr{d}, implicit $exec")
        s = rnd.randrange(10, 90)
        body.append(f"    $sgpr3 = S_ADD_U32 $sgpr{s}, 1, implicit-def $scc")
        last = b == n_blocks - 1
        if last:
            body.append("    S_ENDPGM 0")
        elif b % 64 == 63 and b >= 3:
            succ = [b - 3, b + 1]
            body.append(f"    S_CBRANCH_SCC1 %bb.{b - 3}, implicit $scc")
        elif b % 4 == 0 and b + 2 < n_blocks:
            succ = [b + 1, b + 2]
            body.append(f"    S_CBRANCH_SCC1 %bb.{b + 2}, implicit $scc")
        else:
            succ = [b + 1]
        out.append(f"  bb.{b}:\n")
        if succ:
            out.append("    successors: " + ", ".join(f"%bb.{x}" for x in succ) + "\n")
        out.append("\n".join(body) + "\n\n")
    out.append("...\n")
    text = "".join(out)
    return text


def timed(cmd: list[str], timeout: int) -> tuple[float | None, float | None, str]:
    """(wall seconds, peak RSS in MiB, error) of one run of `cmd`."""
    m = benchlib.measure(cmd, timeout)
    return (m.seconds if m.ok else None), m.peak_mb, "" if m.ok else "failed or timed out"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", default="10000,100000,1000000")
    ap.add_argument("--cpu", default="gfx942")
    ap.add_argument("--repeat", type=int, default=1)
    ap.add_argument("--timeout", type=int, default=1800)
    args = ap.parse_args(argv)
    sizes = [int(x) for x in args.sizes.split(",")]
    print(
        f"{'instructions':>12} {'blocks':>7} {'llc s':>8} {'llc MiB':>8} "
        f"{'mirpass s':>10} {'mirpass MiB':>12} {'ratio':>7}"
    )
    with tempfile.TemporaryDirectory() as tmp:
        for n in sizes:
            path = Path(tmp) / f"bench{n}.mir"
            path.write_text(generate(n, args.cpu))
            llc_cmd = [
                LLC,
                "-mtriple=amdgcn-amd-amdhsa",
                f"-mcpu={args.cpu}",
                "-run-pass",
                "si-insert-waitcnts",
                str(path),
                "-o",
                str(Path(tmp) / "llc.mir"),
            ]
            mp_cmd = [
                sys.executable,
                "-m",
                "mirpass.cli",
                f"-mcpu={args.cpu}",
                "-run-pass",
                "si-insert-waitcnts",
                str(path),
                "-o",
                str(Path(tmp) / "mp.mir"),
            ]
            llc_t = [timed(llc_cmd, args.timeout) for _ in range(args.repeat)]
            mp_t = [timed(mp_cmd, args.timeout) for _ in range(args.repeat)]
            lt = min((t for t, _, _ in llc_t if t is not None), default=None)
            mt = min((t for t, _, _ in mp_t if t is not None), default=None)
            lr = max((r for _, r, _ in llc_t if r is not None), default=None)
            mr = max((r for _, r, _ in mp_t if r is not None), default=None)
            ratio = f"{mt / lt:.2f}x" if lt and mt else "n/a"
            note = "; ".join(e for _, _, e in llc_t + mp_t if e)

            def fmt(x: float | None, spec: str) -> str:
                return "n/a" if x is None else format(x, spec)

            print(
                f"{n:>12} {n // 10:>7} {fmt(lt, '.2f'):>8} {fmt(lr, '.0f'):>8} "
                f"{fmt(mt, '.2f'):>10} {fmt(mr, '.0f'):>12} {ratio:>7} {note}",
                flush=True,
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
