"""Run LLVM 22's assembler parser on a whole file, once, and read back what it decoded.

``llvm-mc -show-inst`` prints every emitted instruction with its MC opcode and operands, in
order.  Each instruction's source line comes from the same run:

- with ``-g`` (the default), llvm-mc writes a ``.loc FILE LINE 0`` directive before every
  instruction; an instruction a macro or ``.rept`` expanded carries the line of the invocation;
- a file that already has ``.file N``/``.loc`` directives cannot take ``-g`` (llvm-mc then
  keeps the file's locations instead of writing its own): those lines are blanked for the run,
  which keeps every other line's number;
- only where an ``.include`` might bring more of them, ``-show-inst-operands`` prints
  ``FILE:LINE:COL: note: parsed instruction: ...`` on standard error for every instruction
  parsed, in the same order (macro expansions name ``<instantiation>``, not the invocation).
  It is four times slower: the notes echo each source line.
"""

from __future__ import annotations

import os
import re
import subprocess
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass

from mirpass.mir.errors import MIRError

LLVM_MC = os.environ.get("MIRPASS_LLVM_MC", "/usr/lib/llvm-22/bin/llvm-mc")
TRIPLE = "amdgcn-amd-amdhsa"

# One `<MCInst #N NAME ...>` record: its header and the `;  <MCOperand ...>` lines after it.
_INST = re.compile(r"<MCInst #(\d+) ([A-Za-z0-9_]+)(>?)((?:\n[ \t]*;[ \t]*<MCOperand [^\n]*)*)")
_OPERAND = re.compile(r"<MCOperand (.*?)>>?[ \t]*$", re.M)
_DIAG = re.compile(r"^(.*):(\d+):(\d+): (note|error|warning): (.*)$", re.M)
_LOC_OR_INST = re.compile(r"\t\.loc\t(\d+) (\d+) |<MCInst #")
_HAS_DWARF_LINES = re.compile(rb"^[ \t]*\.(?:file[ \t]+\d|loc[ \t])[^\r\n]*", re.M)
# An `.include` might bring more of them, which cannot be blanked: then the notes' way.
_DWARF_IN_INCLUDES = re.compile(rb"^[ \t]*\.include\b", re.M)
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
    col: int  # 1-based; 0 when llvm-mc gave the line alone


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


_OPERANDS: dict[str, McOperand] = {}


def _operand(text: str) -> McOperand:
    """The operand llvm-mc printed as `text` (shared: most operands repeat)."""
    op = _OPERANDS.get(text)
    if op is None:
        op = _OPERANDS[text] = _make_operand(text)
    return op


def _make_operand(text: str) -> McOperand:
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
    return [
        (int(m.group(1)), m.group(2), tuple(_operand(t) for t in _OPERAND.findall(m.group(4))))
        for m in _INST.finditer(stdout)
    ]


def parse_diagnostics(stderr: str) -> list[McDiagnostic]:
    return [
        McDiagnostic(m.group(1), int(m.group(2)), int(m.group(3)), m.group(4), m.group(5))
        for m in _DIAG.finditer(stderr)
    ]


def target_args(cpu: str, mattr: Sequence[str] = ()) -> list[str]:
    args = [f"-triple={TRIPLE}", f"-mcpu={cpu}"]
    if mattr:
        args.append("-mattr=" + ",".join(mattr))
    return args


def _run(cmd: list[str], source: bytes, path: str | None) -> tuple[int, str, str]:
    # Files, not pipes: llvm-mc writes its diagnostics unbuffered, and a pipe costs a wakeup per
    # write.
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        stdin = subprocess.DEVNULL if path else subprocess.PIPE
        proc = subprocess.Popen(
            [*cmd, path if path is not None else "-"], stdin=stdin, stdout=out, stderr=err
        )
        if path is None:
            assert proc.stdin is not None
            proc.stdin.write(source)
            proc.stdin.close()
        returncode = proc.wait()
        out.seek(0)
        err.seek(0)
        return (
            returncode,
            out.read().decode("utf-8", "surrogateescape"),
            err.read().decode("utf-8", "surrogateescape"),
        )


def _lines_from_locs(stdout: str) -> list[tuple[bool, int]]:
    """(in the main file, line) of each instruction, from the `.loc` before it."""
    out: list[tuple[bool, int]] = []
    where = (False, 0)
    for m in _LOC_OR_INST.finditer(stdout):
        if m.group(1) is not None:
            where = (m.group(1) == "1", int(m.group(2)))
        else:
            out.append(where)
    return out


def decode(
    source: bytes, filename: str, cpu: str, mattr: Sequence[str] = (), path: str | None = None
) -> list[McInstruction]:
    """Decode every instruction of an assembly file with one llvm-mc run.

    `path` is the file on disk (so that `.include` resolves beside it); without one the text goes
    through standard input.  Diagnostics name `filename`.  The first error raises MIRError."""
    with_locs = not _HAS_DWARF_LINES.search(source) or _DWARF_IN_INCLUDES.search(source) is None
    mode = ["-g"] if with_locs else ["-show-inst-operands"]
    # llvm-mc looks for `.include`d files in the current directory and -I's, not beside the file.
    search = [f"-I{os.path.dirname(path) or '.'}"] if path is not None else []
    cmd = [LLVM_MC, *target_args(cpu, mattr), "-show-inst", *mode, *search, "-o", "-"]
    given = path if path is not None else "<stdin>"
    if with_locs and _HAS_DWARF_LINES.search(source):
        # The file's own `.file N`/`.loc` lines would stop -g's: blanked (lines keep their
        # numbers; they only describe debug info), and the text goes through standard input.
        source = _HAS_DWARF_LINES.sub(b"", source)
        path, given = None, "<stdin>"
    returncode, stdout, stderr = _run(cmd, source, path)
    diags = parse_diagnostics(stderr)
    for d in diags:
        if d.severity == "error":
            raise MIRError(d.message, d.line, d.col, filename if d.file == given else d.file)
    if returncode != 0:
        raise MIRError(f"llvm-mc failed: {stderr.strip()}", 1, 1, filename)
    records = parse_show_inst(stdout)
    if with_locs:
        where = [(filename if main else "<other>", line, 0) for main, line in _lines_from_locs(stdout)]
    else:
        notes = [d for d in diags if d.severity == "note" and d.message.startswith(_PARSED)]
        where = [(filename if n.file == given else n.file, n.line, n.col) for n in notes]
    if len(where) != len(records):
        raise MIRError(f"llvm-mc parsed {len(where)} instructions but printed {len(records)}", 1, 1, filename)
    return [
        McInstruction(num, name, ops, file, line, col)
        for (num, name, ops), (file, line, col) in zip(records, where, strict=True)
    ]
