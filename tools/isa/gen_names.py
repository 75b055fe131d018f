#!/usr/bin/env python3
"""Generate mirpass/target/data/names.json.gz: the names LLVM 22's AMDGPU MIR parser accepts.

llc's MIR parser takes any AMDGPU instruction, physical register, register class, register bank
and subregister index that the target defines, whatever the CPU; this table holds them all, with
each instruction's implicit operands (the parser insists on them, except for calls).

    python tools/isa/gen_names.py [--check]

Builds tools/isa/dump_names.cpp against the shared libLLVM-22 (needs `llvm-22-dev` and
`clang++-22`), runs it and writes the table. Register tuples are stored as ranges of first
registers per file and width, not by name. The output is deterministic (sorted, gzip mtime 0).
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent.parent / "mirpass" / "target" / "data" / "names.json.gz"
LLVM_CONFIG = os.environ.get("LLVM_CONFIG", "llvm-config-22")
CXX = os.environ.get("CXX_FOR_ISA", "clang++-22")
_TUPLE_PART = re.compile(r"(vgpr|agpr|sgpr|ttmp)(\d+)")


def dump() -> list[str]:
    def cfg(*args: str) -> list[str]:
        return subprocess.run([LLVM_CONFIG, *args], check=True, text=True, capture_output=True).stdout.split()

    with tempfile.TemporaryDirectory() as tmp:
        exe = Path(tmp) / "dump_names"
        cmd = [CXX, "-O1", *cfg("--cxxflags"), str(HERE / "dump_names.cpp"), "-o", str(exe)]
        subprocess.run([*cmd, *cfg("--ldflags"), "-lLLVM-22"], check=True)
        return subprocess.run([str(exe)], check=True, text=True, capture_output=True).stdout.splitlines()


def _tuple(name: str) -> tuple[str, int, int] | None:
    """`vgpr3_vgpr4_vgpr5` -> ("vgpr", 3, 3), `vgpr3` -> ("vgpr", 3, 1); None for any other name."""
    parts = name.split("_")
    matches = [_TUPLE_PART.fullmatch(p) for p in parts]
    if not all(matches):
        return None
    prefix, first = matches[0].group(1), int(matches[0].group(2))  # type: ignore[union-attr]
    for k, m in enumerate(matches):
        assert m is not None
        if m.group(1) != prefix or int(m.group(2)) != first + k:
            return None
    return prefix, first, len(parts)


def _ranges(starts: list[int]) -> list[list[int]]:
    """Sorted first registers as [first, last, stride] runs."""
    runs: list[list[int]] = []
    for s in sorted(starts):
        if runs and (len(runs[-1]) == 3 and s - runs[-1][1] == runs[-1][2]):
            runs[-1][1] = s
        elif runs and runs[-1][0] == runs[-1][1] and runs[-1][2] == 0:
            runs[-1][1], runs[-1][2] = s, s - runs[-1][0]
        else:
            runs.append([s, s, 0])
    return runs


def build(lines: list[str]) -> dict[str, object]:
    implicit: dict[str, list[str]] = {}
    signatures: dict[str, int] = {}
    opcodes: dict[str, int] = {}
    registers: list[str] = []
    tuples: dict[str, dict[int, list[int]]] = {}
    classes: dict[str, int] = {}
    members: dict[str, list[str]] = {}
    banks: list[str] = []
    subregs: list[str] = []
    datalayout = ""
    for line in lines:
        kind, _, rest = line.partition(" ")
        if kind == "op":
            name, call, defs, uses = rest.split(" ")
            # Calls may carry any implicit operands; MIParser does not check them.
            sig = "-" if call == "1" else f"{defs} {uses}"
            opcodes[name] = signatures.setdefault(sig, len(signatures))
        elif kind == "reg":
            shape = _tuple(rest)
            if shape is None:
                registers.append(rest)
            else:
                tuples.setdefault(shape[0], {}).setdefault(shape[2], []).append(shape[1])
        elif kind == "class":
            name, bits = rest.split(" ")
            classes[name] = int(bits)
        elif kind == "member":
            cls, reg = rest.split(" ")
            members.setdefault(cls, []).append(reg)
        elif kind == "bank":
            banks.append(rest)
        elif kind == "subreg":
            subregs.append(rest)
        elif kind == "datalayout":
            datalayout = rest
    for sig, index in signatures.items():
        parts = ["-", "-"] if sig == "-" else sig.split(" ")
        implicit[str(index)] = [[] if part == "-" else part.split(",") for part in parts]
    return {
        "llvm": 22,
        # Instruction names grouped by their implicit operands: "index": "NAME NAME ...", which
        # loads several times faster than one key per instruction.
        "opcodes": {
            str(k): " ".join(sorted(n for n, sig in opcodes.items() if sig == k)) for k in signatures.values()
        },
        "implicit": implicit,
        "registers": sorted(registers),
        "tuples": {p: {str(n): _ranges(s) for n, s in sorted(w.items())} for p, w in sorted(tuples.items())},
        "classes": dict(sorted(classes.items())),
        "members": {cls: sorted(regs) for cls, regs in sorted(members.items())},
        "banks": sorted(banks),
        "subregs": sorted(subregs),
        "datalayout": datalayout,
    }


def encode(table: dict[str, object]) -> bytes:
    text = json.dumps(table, sort_keys=True, separators=(",", ":")).encode()
    return gzip.compress(text, mtime=0)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="exit 1 if the committed table is stale")
    args = ap.parse_args(argv)
    data = encode(build(dump()))
    if args.check:
        same = OUT.exists() and gzip.decompress(OUT.read_bytes()) == gzip.decompress(data)
        print("names.json.gz is up to date" if same else "names.json.gz is stale")
        return 0 if same else 1
    OUT.write_bytes(data)
    print(f"wrote {OUT} ({len(data)} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
