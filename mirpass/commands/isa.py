"""`mirpass isa OPCODE... -mcpu=CPU`: an opcode's facts as JSON, in the spirit of
`llvm-mca -instruction-info`."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from mirpass.target.opcodes import load_opcode_table
from mirpass.target.targets import TargetError, cpu_from_triple, resolve_target


def main(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(prog="mirpass isa", description=__doc__, allow_abbrev=False)
    parser.add_argument("opcodes", nargs="+", metavar="OPCODE")
    parser.add_argument("-mcpu", "--mcpu", dest="cpu")
    parser.add_argument("-mtriple", "--mtriple", dest="triple")
    args = parser.parse_args(list(argv))
    try:
        if args.triple:
            cpu_from_triple(args.triple)
        target = resolve_target(args.triple, args.cpu, None)
    except TargetError as err:
        sys.stderr.write(f"mirpass isa: error: {err}\n")
        return 1
    table = load_opcode_table(target.cpu)
    out = []
    for name in args.opcodes:
        info = table.get(name)
        if info is None:
            sys.stderr.write(f"mirpass isa: error: unknown opcode '{name}' for {target.cpu}\n")
            return 1
        out.append({"cpu": target.cpu, **info.describe()})
    json.dump(out[0] if len(out) == 1 else out, sys.stdout, indent=2)
    sys.stdout.write("\n")
    return 0
