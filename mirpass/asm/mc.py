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

Kernels repeat their instruction lines (unrolled loops: a 100k-instruction kernel has about ten
times fewer distinct lines), and llvm-mc's time is most of a read. Where a line's text alone
decides what it decodes to, only its first occurrence goes to llvm-mc and the others, blanked
for the run (so that every line keeps its number), take that decode (`_Dedup`).
"""

from __future__ import annotations

import os
import re
import subprocess
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from typing import NamedTuple

from mirpass.asm.dedup import Dedup
from mirpass.mir.errors import MIRError

LLVM_MC = os.environ.get("MIRPASS_LLVM_MC", "/usr/lib/llvm-22/bin/llvm-mc")
TRIPLE = "amdgcn-amd-amdhsa"

# One `<MCInst #N NAME ...>` record: its header and the `;  <MCOperand ...>` lines after it.
_INST = re.compile(r"<MCInst #(\d+) ([A-Za-z0-9_]+)(>?)((?:\n[ \t]*;[ \t]*<MCOperand [^\n]*)*)")
_OPERAND = re.compile(r"<MCOperand (.*?)>>?[ \t]*$", re.M)
_DIAG = re.compile(r"^(.*):(\d+):(\d+): (note|error|warning): (.*)$", re.M)
# In -g output: the `.loc` before an instruction, or the instruction's record.
_LOC_OR_RECORD = re.compile(
    r"\t\.loc\t(\d+) (\d+) |<MCInst #(\d+) ([A-Za-z0-9_]+)>?((?:\n[ \t]*;[ \t]*<MCOperand [^\n]*)*)"
)
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


class McInstruction(NamedTuple):
    """One decoded instruction (a named tuple: a file has one per instruction, and a frozen
    dataclass costs several times as much to make)."""

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


def _located_records(stdout: str) -> list[tuple[int, tuple[bool, int, str, tuple[McOperand, ...]]]]:
    """(line, (in the main file, opcode number, MC opcode name, operands)) of each instruction
    of -g output, the line from the `.loc` before it: one pass over the text."""
    out: list[tuple[int, tuple[bool, int, str, tuple[McOperand, ...]]]] = []
    blocks: dict[str, tuple[McOperand, ...]] = {}  # an operand block's text -> its operands
    known = _OPERANDS.get
    main, line = False, 0
    for m in _LOC_OR_RECORD.finditer(stdout):
        file, at, number, name, block = m.groups()
        if file is not None:
            main, line = file == "1", int(at)
            continue
        ops = blocks.get(block)
        if ops is None:
            ops = blocks[block] = tuple([known(t) or _operand(t) for t in _OPERAND.findall(block)])
        out.append((line, (main, int(number), name, ops)))
    return out


def decode(
    source: bytes, filename: str, cpu: str, mattr: Sequence[str] = (), path: str | None = None
) -> list[McInstruction]:
    """Decode every instruction of an assembly file with one llvm-mc run.

    `path` is the file on disk (so that `.include` resolves beside it); without one the text goes
    through standard input.  Diagnostics name `filename`.  The first error raises MIRError."""
    # (The substring tests spare most files a pattern search over all their text.)
    has_dwarf = (b".file" in source or b".loc" in source) and _HAS_DWARF_LINES.search(source) is not None
    with_locs = not has_dwarf or _DWARF_IN_INCLUDES.search(source) is None
    if with_locs and has_dwarf:
        # The file's own `.file N`/`.loc` lines would stop -g's: blanked (lines keep their
        # numbers; they only describe debug info), and the text goes through standard input.
        source = _HAS_DWARF_LINES.sub(b"", source)
        path = None
    if with_locs:
        dedup = Dedup(source)
        if dedup.shared:
            found = _decode_with_locs(dedup.text, filename, cpu, mattr, None, dedup)
            if found is not None:
                return found
        return _decode_with_locs(source, filename, cpu, mattr, path, None) or []
    return _decode_with_notes(source, filename, cpu, mattr, path)


def _command(cpu: str, mattr: Sequence[str], mode: str, path: str | None) -> list[str]:
    # llvm-mc looks for `.include`d files in the current directory and -I's, not beside the file.
    search = [f"-I{os.path.dirname(path) or '.'}"] if path is not None else []
    return [LLVM_MC, *target_args(cpu, mattr), "-show-inst", mode, *search, "-o", "-"]


def _checked_run(
    source: bytes, filename: str, cpu: str, mattr: Sequence[str], mode: str, path: str | None
) -> tuple[str, list[McDiagnostic], str]:
    """llvm-mc's standard output, diagnostics and the name it gives the main file; the first
    error raises MIRError."""
    returncode, stdout, stderr = _run(_command(cpu, mattr, mode, path), source, path)
    given = path if path is not None else "<stdin>"
    diags = parse_diagnostics(stderr)
    for d in diags:
        if d.severity == "error":
            raise MIRError(d.message, d.line, d.col, filename if d.file == given else d.file)
    if returncode != 0:
        raise MIRError(f"llvm-mc failed: {stderr.strip()}", 1, 1, filename)
    return stdout, diags, given


def _decode_with_locs(
    source: bytes, filename: str, cpu: str, mattr: Sequence[str], path: str | None, dedup: Dedup | None
) -> list[McInstruction] | None:
    """The -g way; with `dedup`, `source` is its blanked text and the duplicates are filled in
    (None if they cannot be: llvm-mc's order was not the lines')."""
    stdout, _, _ = _checked_run(source, filename, cpu, mattr, "-g", path)
    records = _located_records(stdout)
    make = tuple.__new__  # (a named tuple's own constructor is a Python function: slower)
    if dedup is not None:
        if any(not main for _, (main, *_rest) in records):
            return None
        expanded = dedup.expand(records)
        if expanded is None:
            return None
        # Every record is the main file's (checked above).
        return [
            make(McInstruction, (num, name, ops, filename, line, 0))
            for line, group in expanded
            for _, num, name, ops in group
        ]
    return [
        make(McInstruction, (num, name, ops, filename if main else "<other>", line, 0))
        for line, (main, num, name, ops) in records
    ]


def _decode_with_notes(
    source: bytes, filename: str, cpu: str, mattr: Sequence[str], path: str | None
) -> list[McInstruction]:
    stdout, diags, given = _checked_run(source, filename, cpu, mattr, "-show-inst-operands", path)
    records = parse_show_inst(stdout)
    notes = [d for d in diags if d.severity == "note" and d.message.startswith(_PARSED)]
    where = [(filename if n.file == given else n.file, n.line, n.col) for n in notes]
    if len(where) != len(records):
        raise MIRError(f"llvm-mc parsed {len(where)} instructions but printed {len(records)}", 1, 1, filename)
    return [
        McInstruction(num, name, ops, file, line, col)
        for (num, name, ops), (file, line, col) in zip(records, where, strict=True)
    ]
