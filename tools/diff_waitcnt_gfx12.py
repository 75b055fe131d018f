#!/usr/bin/env python3
"""Bucket the wait-count differences between llc 22 and mirpass on gfx12 random programs.

The programs are tools/fuzz_inline_asm.py's `Gen12` programs in their real form (no inline asm).
Each goes through llc 22's `-run-pass=si-insert-waitcnts` and mirpass's wait pass (by default
with `llvm-compat=22`). Per instruction the waits each put before it are compared counter by
counter: (a) llc waits on a counter (or for a lower count) where mirpass waits weaker or not at
all, (b) the opposite. A difference is keyed by (bucket, counter, opcode of the instruction
waited before), with a count and the first few examples.

    python tools/diff_waitcnt_gfx12.py --count 500 --cpu gfx1200 --cpu gfx1250 --seed 1

`--cpu gfx942` (gfx950, gfx90a) compares the hazard fuzzer's programs (tools/fuzz_hazards.py)
the same way.
"""

from __future__ import annotations

import argparse
import random
import re
import sys
import tempfile
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

from fuzz_hazards import Gen  # noqa: E402
from fuzz_inline_asm import GFX12, Gen12, _bodies, _llc, _mirpass, _strip_generator_asm, inserted  # noqa: E402

PASS = "si-insert-waitcnts"
# S_WAIT_LOADCNT_DSCNT etc.: gfx12 packs two counters in one immediate (high bits: the first).
_PAIRS = {
    "S_WAIT_LOADCNT_DSCNT": ("LOADCNT", "DSCNT"),
    "S_WAIT_STORECNT_DSCNT": ("STORECNT", "DSCNT"),
}


def counts(waits: str) -> dict[str, int]:
    """Per counter, the least count the wait lines `waits` ask for."""
    out: dict[str, int] = {}
    for m in re.finditer(r"S_WAIT_([A-Z_]+?)(?:_soft)? (\d+)", waits):
        name, imm = "S_WAIT_" + m.group(1), int(m.group(2))
        if name in _PAIRS:
            hi, lo = _PAIRS[name]
            parts = {hi: imm >> 8, lo: imm & 0x3F}
        elif name == "S_WAITCNT_DEPCTR" or name == "S_WAIT_ALU":
            parts = {name: imm}
        else:
            parts = {name.removeprefix("S_WAIT_"): imm}
        for k, v in parts.items():
            out[k] = min(v, out.get(k, v))
    return out


def diffs(
    theirs: str, mine: str, ignore: frozenset[str] = frozenset()
) -> list[tuple[str, str, int | None, int | None]]:
    """(bucket, counter, llc's count, mirpass's count) where they differ (not on `ignore`)."""
    a, b = counts(theirs), counts(mine)
    res = []
    for k in sorted((set(a) | set(b)) - ignore):
        x, y = a.get(k), b.get(k)
        if x == y:
            continue
        stronger_llc = y is None or (x is not None and x < y)
        res.append(("a" if stronger_llc else "b", k, x, y))
    return res


def run(
    cpu: str,
    count: int,
    seed: int,
    batch: int,
    options: dict[str, str],
    examples: int,
    out: str | None,
    ignore: frozenset[str] = frozenset(),
) -> None:
    # gfx9 CPUs: the hazard fuzzer's programs (MFMAs, VALU, loads, stores, LDS, SMEM, loops)
    gen = (Gen12 if cpu in GFX12 else Gen)(cpu, random.Random(f"{seed}:{cpu}"))
    kinds: Counter = Counter()
    shown: dict[tuple, list[str]] = defaultdict(list)
    programs = {"a": set(), "b": set()}
    unmatched = 0
    with tempfile.TemporaryDirectory() as scratch:
        tmp = out or scratch
        Path(tmp).mkdir(parents=True, exist_ok=True)
        done = k = 0
        while done < count:
            n = min(batch, count - done)
            funcs = [gen.function(f"f{k}_{i}") for i in range(n)]
            real = "".join(_strip_generator_asm(f) for f in funcs)
            path = f"{tmp}/{cpu}_{k}.mir"
            Path(path).write_text(real)
            src = _bodies(real)
            llc = _bodies(_llc(cpu, ["-run-pass", PASS], path))
            own = _bodies(_mirpass(real, path, cpu, PASS, options))
            for name, body in src.items():
                want, got = inserted(body, llc.get(name, [])), inserted(body, own.get(name, []))
                if want is None or got is None:
                    unmatched += 1
                    continue
                for i, (x, y) in enumerate(zip(want, got, strict=True)):
                    for bucket, ctr, cx, cy in diffs(x, y, ignore):
                        opcode = body[i].split(" = ")[-1].split()[0]
                        key = (bucket, ctr, opcode)
                        kinds[key] += 1
                        programs[bucket].add(name)
                        if len(shown[key]) < examples:
                            ctx = "\n      ".join(body[max(0, i - 6) : i + 1])
                            shown[key].append(
                                f"{path}:{name} line {i}: llc {cx} [{x}] mirpass {cy} [{y}]\n      {ctx}"
                            )
            done += n
            k += 1
        print(f"== {cpu}: {count} programs; {len(programs['a'])} with (a), {len(programs['b'])} with (b); "
              f"{unmatched} not matched")
        for key, c in sorted(kinds.items(), key=lambda kv: (kv[0][0], -kv[1])):
            print(f"  ({key[0]}) {key[1]:<10} before {key[2]:<36} {c}")
        for key, _c in sorted(kinds.items(), key=lambda kv: (kv[0][0], -kv[1])):
            for ex in shown[key]:
                print(f"-- ({key[0]}) {key[1]} before {key[2]}: {ex}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--count", type=int, default=200)
    ap.add_argument("--cpu", action="append")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--batch", type=int, default=100)
    ap.add_argument("--examples", type=int, default=1)
    ap.add_argument("--out", default=None, help="keep the programs (the examples name them) here")
    ap.add_argument("--option", action="append", default=[], help="KEY=VALUE (default llvm-compat=22)")
    ap.add_argument("--ignore", action="append", default=[], help="a counter not to compare (XCNT, ...)")
    args = ap.parse_args(argv)
    options = dict(o.split("=", 1) for o in args.option) if args.option else {"llvm-compat": "22"}
    for cpu in args.cpu or ["gfx1200", "gfx1250"]:
        ignore = frozenset(c.upper() for c in args.ignore)
        run(cpu, args.count, args.seed, args.batch, options, args.examples, args.out, ignore)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
