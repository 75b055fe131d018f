"""Run LLVM 22's assembler parser on a whole file, once, and read back what it decoded.

``llvm-mc -show-inst`` prints every emitted instruction with its MC opcode and operands, in
order, on standard output; ``-show-inst-operands`` prints, on standard error, a note
``FILE:LINE:COL: note: parsed instruction: ...`` for every instruction the parser read, in the
same order.  Zipping the two gives each decoded instruction its source position, including the
ones a macro or ``.rept`` expanded (their notes name ``<instantiation>``, not the file).
"""

from __future__ import annotations

import os
import re
import subprocess
from collections.abc import Sequence
from dataclasses import dataclass

from mirpass.mir.errors import MIRError

LLVM_MC = os.environ.get("MIRPASS_LLVM_MC", "/usr/lib/llvm-22/bin/llvm-mc")
TRIPLE = "amdgcn-amd-amdhsa"

_INST = re.compile(r";\s*<MCInst #(\d+) ([A-Za-z0-9_]+)(>?)\s*$")
_OPERAND = re.compile(r"^\s*;\s*<MCOperand (.*?)>(>?)\s*$")
_DIAG = re.compile(r"^(.*):(\d+):(\d+): (note|error|warning): (.*)$")
_PARSED = "parsed instruction: "


@dataclass(frozen=True)
class McOperand:
    """One MCOperand: a register (MIR spelling, ``$vgpr0_vgpr1``), an immediate, a floating
    point immediate, or an expression (a label, kept as llvm-mc printed it)."""

    kind: str  # "reg", "imm", "fpimm", "expr", "inst" or "invalid"
    value: object

    def __str__(self) -> str:
        return str(self.value)


@dataclass(frozen=True)
class McInstruction:
    number: int  # the MC opcode's enum value in LLVM 22
    opcode: str  # the MC opcode name, e.g. S_NOP_vi
    operands: tuple[McOperand, ...]
    file: str  # where the parser read it (the file, an included one, or <instantiation>)
    line: int  # 1-based
    col: int  # 1-based


@dataclass(frozen=True)
class McDiagnostic:
    file: str
    line: int
    col: int
    severity: str
    message: str


def mir_register(mc_name: str) -> str:
    """MIR's spelling of an LLVM register name: `$` and the name in lower case."""
    if mc_name in ("", "NoRegister", "0"):
        return "$noreg"
    return "$" + mc_name.lower()


def _operand(text: str) -> McOperand:
    kind, _, value = text.partition(":")
    if kind == "Reg":
        return McOperand("reg", mir_register(value))
    if kind == "Imm":
        return McOperand("imm", int(value))
    if kind in ("SFPImm", "DFPImm"):
        return McOperand("fpimm", float(value))
    if kind == "Expr":
        return McOperand("expr", value)
    if kind == "Inst":
        return McOperand("inst", value)
    return McOperand("invalid", text)


def parse_show_inst(stdout: str) -> list[tuple[int, str, tuple[McOperand, ...]]]:
    """(opcode number, MC opcode name, operands) for each `<MCInst ...>` record, in order."""
    out: list[tuple[int, str, tuple[McOperand, ...]]] = []
    lines = stdout.splitlines()
    i = 0
    while i < len(lines):
        m = _INST.search(lines[i])
        i += 1
        if m is None:
            continue
        ops: list[McOperand] = []
        closed = m.group(3) == ">"
        while not closed and i < len(lines):
            om = _OPERAND.match(lines[i])
            if om is None:
                break
            ops.append(_operand(om.group(1)))
            closed = om.group(2) == ">"
            i += 1
        out.append((int(m.group(1)), m.group(2), tuple(ops)))
    return out


def parse_diagnostics(stderr: str) -> list[McDiagnostic]:
    out = []
    for line in stderr.splitlines():
        m = _DIAG.match(line)
        if m is not None:
            out.append(McDiagnostic(m.group(1), int(m.group(2)), int(m.group(3)), m.group(4), m.group(5)))
    return out


def target_args(cpu: str, mattr: Sequence[str] = ()) -> list[str]:
    args = [f"-triple={TRIPLE}", f"-mcpu={cpu}"]
    if mattr:
        args.append("-mattr=" + ",".join(mattr))
    return args


def decode(
    source: bytes, filename: str, cpu: str, mattr: Sequence[str] = (), path: str | None = None
) -> list[McInstruction]:
    """Decode every instruction of an assembly file with one llvm-mc run.

    `path` is the file on disk (so that `.include` resolves beside it); without one the text goes
    through standard input.  Diagnostics name `filename`.  The first error raises MIRError."""
    cmd = [LLVM_MC, *target_args(cpu, mattr), "-show-inst", "-show-inst-operands", "-o", "-"]
    given = path if path is not None else "<stdin>"
    cmd.append(path if path is not None else "-")
    res = subprocess.run(cmd, input=b"" if path else source, capture_output=True, check=False)
    stdout = res.stdout.decode("utf-8", "surrogateescape")
    diags = parse_diagnostics(res.stderr.decode("utf-8", "surrogateescape"))
    for d in diags:
        if d.severity == "error":
            raise MIRError(d.message, d.line, d.col, filename if d.file == given else d.file)
    if res.returncode != 0:
        raise MIRError(f"llvm-mc failed: {res.stderr.decode(errors='replace').strip()}", 1, 1, filename)
    notes = [d for d in diags if d.severity == "note" and d.message.startswith(_PARSED)]
    records = parse_show_inst(stdout)
    if len(notes) != len(records):
        raise MIRError(f"llvm-mc parsed {len(notes)} instructions but printed {len(records)}", 1, 1, filename)
    return [
        McInstruction(num, name, ops, filename if n.file == given else n.file, n.line, n.col)
        for (num, name, ops), n in zip(records, notes, strict=True)
    ]
