#!/usr/bin/env python3
"""How fast can any CPython pass over MIR be? A floor for the speed targets of bench_hazards.py and
bench_waitcnt.py.

The floor is a scan that does strictly less than either pass must do: it reads the file, finds
each line's opcode and looks it up in a dict, turns every operand into a register bit mask (one
dict lookup per operand text, a cut only for texts not seen before), tests the masks against a
rolling mask of recent definitions, and writes the file back unchanged. It has no CFG, no
wait-state or counter model, no hazard or dependency rules, no MIR model and no inserted lines.
It runs as its own process beside llc 22 on the very inputs the two benchmarks generate, so its
ratio to llc is a lower bound on what mirpass's ratio can be in pure CPython.

    python tools/bench_floor.py [--sizes 100000] [--repeat 5]
    python tools/bench_floor.py scan IN.mir OUT.mir      # the floor scan alone
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

_BANK_OFFSET = {"v": 0, "a": 512, "s": 1024}


def _register_mask(text: str) -> int:
    """The bit mask of the registers an operand text names ($vgpr3, $agpr0_agpr1, ...)."""
    mask = 0
    word = text.rsplit(" ", 1)[-1]
    if word.startswith("$"):
        for reg in word[1:].split("_"):
            at = reg.find("gpr")
            if at == 1 and reg[0] in _BANK_OFFSET and reg[4:].isdigit():
                mask |= 1 << (int(reg[4:]) + _BANK_OFFSET[reg[0]])
    return mask


def scan(source: str) -> int:
    """The floor's per-line work; returns how many instructions touched a recent definition."""
    opcode_ids: dict[str, int] = {}
    masks: dict[str, int] = {}
    recent = touched = 0
    for line in source.split("\n"):
        eq = line.find(" = ")
        rest = line[eq + 3 :] if eq >= 0 else line.strip()
        sp = rest.find(" ")
        opcode = rest[:sp]
        kind = opcode_ids.get(opcode)
        if kind is None:
            kind = opcode_ids[opcode] = len(opcode_ids)
        written = 0
        if eq >= 0:
            for text in line[:eq].split(", "):
                m = masks.get(text)
                if m is None:
                    m = masks[text] = _register_mask(text)
                written |= m
        read = 0
        for text in rest[sp + 1 :].split(", "):
            m = masks.get(text)
            if m is None:
                m = masks[text] = _register_mask(text)
            read |= m
        if (read | written) & recent:
            touched += 1
        if kind & 1:
            recent = written
    return touched


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if args[:1] == ["scan"]:
        source = Path(args[1]).read_text()
        scan(source)
        Path(args[2]).write_text(source)
        return 0
    # Imported here, not at the top: the timed `scan` child loads nothing but this file.
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    import bench_hazards
    import bench_waitcnt
    import benchlib

    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--sizes", default="100000")
    ap.add_argument("--repeat", type=int, default=5)
    opts = ap.parse_args(args)
    inputs = {
        "post-RA-hazard-rec": lambda n: bench_hazards.generate(n),
        "si-insert-waitcnts": lambda n: bench_waitcnt.generate(n, "gfx942"),
    }
    print(f"{'pass':<20} {'instructions':>12} {'llc s':>8} {'floor s':>8} {'floor/llc':>10}")
    with tempfile.TemporaryDirectory() as tmp:
        for pass_name, generate in inputs.items():
            for n in (int(s) for s in opts.sizes.split(",")):
                path = Path(tmp) / f"{pass_name}.{n}.mir"
                path.write_text(generate(n))
                out = Path(tmp) / "out.mir"
                llc, floor = benchlib.side_by_side(
                    [benchlib.LLC, "-mtriple=amdgcn", "-mcpu=gfx942", f"-run-pass={pass_name}",
                     str(path), "-o", str(out)],
                    [sys.executable, __file__, "scan", str(path), str(out)],
                    opts.repeat,
                )
                print(f"{pass_name:<20} {n:>12} {llc.seconds:>8.2f} {floor.seconds:>8.2f} "
                      f"{floor.seconds / llc.seconds:>9.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
