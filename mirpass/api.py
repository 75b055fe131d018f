"""The Python API, mirroring the command line: read, run passes, write."""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Sequence

from mirpass.mir import MIRError, MIRFile, read, write
from mirpass.passes import PassContext, lookup
from mirpass.passes.registry import MachineFunctionPass, check_supported
from mirpass.target.registers import to_llvm22_registers
from mirpass.target.targets import Target, resolve_target
from mirpass.target.waitcnt import symbolic_to_number, to_llvm22_waits

__all__ = [
    "MIRError",
    "read_file",
    "resolve",
    "run_passes",
    "to_text",
    "write_file",
]


def read_file(path: str) -> MIRFile:
    """Read MIR from a path, or standard input for `-`."""
    data = sys.stdin.buffer.read() if path == "-" else open(path, "rb").read()  # noqa: SIM115
    return read(data, "<stdin>" if path == "-" else path)


def resolve(mir: MIRFile, triple: str | None = None, cpu: str | None = None) -> Target:
    """The target for `mir`: from -mtriple/-mcpu, else the IR module's "target-cpu"."""
    return resolve_target(triple, cpu, mir.target_cpu())


def parse_pipeline(spec: Sequence[str]) -> list[type[MachineFunctionPass]]:
    """Pass classes for `-run-pass` values; each value may be a comma-separated list."""
    names = [name.strip() for item in spec for name in item.split(",") if name.strip()]
    return [lookup(name) for name in names]


def run_passes(
    mir: MIRFile, passes: Sequence[str], target: Target, options: dict[str, str] | None = None
) -> PassContext:
    context = PassContext(target, dict(options or {}))
    classes = parse_pipeline(passes)
    for cls in classes:
        check_supported(cls, target.cpu)
    for cls in classes:
        cls().run(mir, context)
    return context


def check_symbolic_waits(mir: MIRFile) -> None:
    """Make sure every symbolic wait operand can be written in LLVM 22's numeric spelling."""
    for mf in mir.functions:
        for _, inst in mf.instructions():
            raw = inst.raw
            if raw is None or " ." not in raw or not inst.opcode.startswith("S_WAIT"):
                continue
            for op in inst.operands:
                if op.kind == "symbolic_imm":
                    try:
                        symbolic_to_number(inst.opcode, op.text)
                    except ValueError as err:
                        raise MIRError(str(err), inst.line, raw.find(op.text) + 1, mir.filename) from None


def _llvm22_spelling(line: str) -> str:
    return to_llvm22_waits(to_llvm22_registers(line))


def to_text(mir: MIRFile, llvm22_spelling: bool = False) -> str:
    if llvm22_spelling:
        check_symbolic_waits(mir)
        return write(mir, _llvm22_spelling)
    return write(mir)


def write_file(mir: MIRFile, path: str, llvm22_spelling: bool = False) -> None:
    """Write MIR to `path` (or stdout for `-`) atomically: nothing is left on failure."""
    text = to_text(mir, llvm22_spelling)
    if path == "-":
        sys.stdout.write(text)
        sys.stdout.flush()
        return
    if os.path.exists(path) and not os.path.isfile(path):
        # A device or pipe (`-o /dev/null`): write through it; renaming would replace it.
        with open(path, "w", encoding="utf-8", newline="") as f:
            f.write(text)
        return
    directory = os.path.dirname(os.path.abspath(path))
    fd, tmp = tempfile.mkstemp(prefix=".mirpass-", suffix=".tmp", dir=directory)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as f:
            f.write(text)
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise
