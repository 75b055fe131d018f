"""Inline asm in MIR, decoded into the instructions it holds.

llc never looks inside an `INLINEASM`; the passes can, if the asm string is spelled out the way
LLVM's AsmPrinter spells it (operands substituted: `$0`, `${0:c}`, `$$`, `${:uid}`) and then
parsed by LLVM 22's own assembler (`llvm-mc -show-inst`, through mirpass.asm.mc). The MC opcodes
are mapped back to the pseudos the tables know (mirpass.target.mc_opcodes), and each decoded
instruction becomes a created MIR `Instruction`, so that the wait and hazard passes build from
it the same records as from any other instruction.

An asm the passes cannot model keeps llc's treatment, with the reason (`Decoded.problem`): a
string whose operands cannot be substituted, text llvm-mc rejects, an instruction no pseudo
lowers to, or control flow (a branch or an end of program inside the asm would make the asm's
instructions something other than a straight run).

All asm strings of a function are decoded with one llvm-mc run, and every result is cached by
(CPU, text): unrolled kernels repeat the same asm many times.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterable
from dataclasses import dataclass

from mirpass.ir.decoder import instructions_of
from mirpass.mir import Instruction, MachineFunction, MIRError, Operand

# InlineAsm::Flag (llvm/IR/InlineAsm.h): kind in bits 0-2, operand count in bits 3-15, and in
# bits 16-30 the register class + 1 or, with bit 31, the operand a use is tied to.
KIND_REGUSE, KIND_REGDEF, KIND_REGDEF_EC, KIND_CLOBBER, KIND_IMM, KIND_MEM, KIND_FUNC = range(1, 8)
FIRST_OPERAND = 2  # after the asm string and the extra-info immediate


class AsmSubstitutionError(ValueError):
    """An asm string AsmPrinter would reject (llc: "invalid operand in inline asm")."""


@dataclass(frozen=True)
class OperandGroup:
    kind: int  # KIND_*
    flag: int
    operands: tuple[Operand, ...]


@dataclass(frozen=True)
class Decoded:
    """What an INLINEASM holds: its instructions (created MIR instructions, in order), or why
    the passes cannot model it (`problem`; then llc's treatment applies)."""

    text: str  # the substituted asm text ('' when substitution failed)
    instructions: tuple[Instruction, ...] = ()
    problem: str | None = None

    @property
    def modeled(self) -> bool:
        return self.problem is None


def unescape(symbol: str) -> str:
    """The asm string of an `&"..."` operand (MIR escapes bytes as `\\XX`)."""
    body = symbol[2:-1] if symbol.startswith('&"') else symbol.lstrip("&")
    out = bytearray()
    i = 0
    raw = body.encode("utf-8", "surrogateescape")
    while i < len(raw):
        c = raw[i]
        if c == 0x5C and _is_hex(raw[i + 1 : i + 3]):
            out.append(int(raw[i + 1 : i + 3], 16))
            i += 3
        elif c == 0x5C and i + 1 < len(raw) and raw[i + 1] == 0x5C:
            out.append(0x5C)
            i += 2
        else:
            out.append(c)
            i += 1
    return out.decode("utf-8", "surrogateescape")


def _is_hex(pair: bytes) -> bool:
    return len(pair) == 2 and all(chr(b) in "0123456789abcdefABCDEF" for b in pair)


def operand_groups(inst: Instruction) -> tuple[str, list[OperandGroup]]:
    """(asm string, operand groups) of an INLINEASM, from its operand list."""
    ops = inst.defs + inst.operands
    if not ops or ops[0].kind != "external":
        raise AsmSubstitutionError("INLINEASM without an asm string")
    template = unescape(ops[0].text)
    groups: list[OperandGroup] = []
    k = FIRST_OPERAND
    while k < len(ops):
        flag_op = ops[k]
        if flag_op.kind != "imm" or flag_op.imm is None:
            break  # implicit operands llc adds after the groups (none normally)
        flag = flag_op.imm & 0xFFFFFFFF
        count = (flag >> 3) & 0x1FFF
        members = tuple(ops[k + 1 : k + 1 + count])
        groups.append(OperandGroup(flag & 7, flag, members))
        k += 1 + count
    return template, groups


_TUPLE = re.compile(r"\$(vgpr|agpr|sgpr|ttmp)(\d+)(?:_(?:vgpr|agpr|sgpr|ttmp)(\d+))*$")
_COMPACT = re.compile(r"\$(vgpr|agpr|sgpr|ttmp)(\d+)_(\d+)$")
_PREFIX = {"vgpr": "v", "agpr": "a", "sgpr": "s", "ttmp": "ttmp"}
_SPECIAL = {
    "$sgpr_null": "null",
    "$flat_scr": "flat_scratch",
    "$flat_scr_lo": "flat_scratch_lo",
    "$flat_scr_hi": "flat_scratch_hi",
}


def asm_register(name: str) -> str:
    """AMDGPUInstPrinter::printRegOperand's spelling of MIR register `name`."""
    if name in _SPECIAL:
        return _SPECIAL[name]
    m = _COMPACT.fullmatch(name)
    if m is not None and int(m.group(3)) >= 64 and int(m.group(3)) % 32 == 0:
        first, count = int(m.group(2)), int(m.group(3)) // 32
        return f"{_PREFIX[m.group(1)]}[{first}:{first + count - 1}]"
    m = _TUPLE.fullmatch(name)
    if m is not None:
        parts = name[1:].split("_")
        first = int(m.group(2))
        if len(parts) == 1:
            return f"{_PREFIX[m.group(1)]}{first}"
        return f"{_PREFIX[m.group(1)]}[{first}:{first + len(parts) - 1}]"
    lo16 = re.fullmatch(r"\$vgpr(\d+)_(lo|hi)16", name)
    if lo16:
        return f"v{lo16.group(1)}.{'l' if lo16.group(2) == 'lo' else 'h'}"
    if name.startswith("$") and re.fullmatch(r"\$[a-z][a-z0-9_]*", name):
        return name[1:]
    raise AsmSubstitutionError(f"register {name} has no assembly spelling")


def asm_immediate(value: int) -> str:
    """AMDGPUAsmPrinter::PrintAsmOperand's spelling of an immediate."""
    if -16 <= value <= 64:
        return str(value)
    if 0 <= value < 1 << 16:
        return f"0x{value:x}"
    if 0 <= value < 1 << 32:
        return f"0x{value:x}"
    return f"0x{value & 0xFFFFFFFFFFFFFFFF:x}"


def _print_operand(group: OperandGroup, modifier: str) -> str:
    if group.kind in (KIND_MEM, KIND_FUNC):
        raise AsmSubstitutionError("memory operands are not supported")
    if not group.operands:
        raise AsmSubstitutionError("operand group without an operand")
    op = group.operands[0]
    imm = op.imm if op.kind == "imm" else None
    if modifier:
        # AsmPrinter::PrintAsmOperand's generic modifiers, then AMDGPU's 'r'.
        if len(modifier) != 1:
            raise AsmSubstitutionError(f"unknown operand modifier '{modifier}'")
        if modifier in "ac" and imm is not None:
            return str(imm)
        if modifier == "n" and imm is not None:
            return str(-imm)
        if modifier == "s" and imm is not None:
            return str((32 - imm) & 31)
        if modifier != "r" and not (modifier == "a" and op.kind == "reg"):
            raise AsmSubstitutionError(f"invalid operand modifier '{modifier}'")
    if op.kind == "reg" and op.reg:
        return asm_register(op.reg)
    if imm is not None:
        return asm_immediate(imm)
    raise AsmSubstitutionError(f"operand '{op.text}' cannot be printed")


# `${:uid}` is unique per asm in llc; the asm is decoded apart from its place, so any number does
# (labels made with it only matter to control flow, which is not modeled).
_UID = "0"


def substitute(template: str, groups: list[OperandGroup]) -> str:
    """The asm text as AsmPrinter::EmitInlineAsm writes it (AT&T dialect, the AMDGPU one)."""
    out: list[str] = []
    i = 0
    n = len(template)
    in_variant = 0  # 0: outside `$( | $)`, 1: first alternative (printed), 2: later ones
    while i < n:
        c = template[i]
        if c != "$":
            if in_variant != 2:
                out.append(c)
            i += 1
            continue
        i += 1
        if i >= n:
            raise AsmSubstitutionError("'$' at the end of the asm string")
        c = template[i]
        if c in "$(|)":
            i += 1
            if c == "$" and in_variant != 2:
                out.append("$")
            elif c == "(":
                in_variant = 1
            elif c == "|":
                in_variant = 2 if in_variant else 0
            elif c == ")":
                in_variant = 0
            continue
        braced = c == "{"
        if braced:
            end = template.find("}", i)
            if end < 0:
                raise AsmSubstitutionError("unterminated '${'")
            body = template[i + 1 : end]
            i = end + 1
            number, _, modifier = body.partition(":")
            if number == "":
                text = {"comment": ";", "private": ".L", "uid": _UID}.get(modifier)
                if text is None:
                    raise AsmSubstitutionError(f"unknown special '${{:{modifier}}}'")
                if in_variant != 2:
                    out.append(text)
                continue
        else:
            m = re.match(r"\d+", template[i:])
            if m is None:
                raise AsmSubstitutionError(f"bad operand reference '${c}'")
            number, modifier = m.group(0), ""
            i += m.end()
        if not number.isdigit() or int(number) >= len(groups):
            raise AsmSubstitutionError(f"invalid operand number '{number}'")
        text = _print_operand(groups[int(number)], modifier)
        if in_variant != 2:
            out.append(text)
    return "".join(out)


class InlineAsmDecoder:
    """Decodes INLINEASM instructions for one CPU; results are cached by asm text."""

    _cache: dict[tuple[str, str], Decoded] = {}

    def __init__(self, cpu: str) -> None:
        self.cpu = cpu
        self.warned: set[tuple[str, int]] = set()
        self.filename = "<input>"

    def prefetch(self, functions: Iterable[MachineFunction]) -> None:
        """Decode every asm of `functions` not decoded yet, with one llvm-mc run. Blocks still in
        their source text stay so: their INLINEASM lines are read apart."""
        self.prefetch_instructions(inst for mf in functions for inst in instructions_of(mf, "INLINEASM"))

    def prefetch_instructions(self, insts: Iterable[Instruction]) -> None:
        """Decode these INLINEASM instructions' asm not decoded yet, with one llvm-mc run."""
        texts: list[str] = []
        for inst in insts:
            text = self._text(inst)
            if isinstance(text, str) and (self.cpu, text) not in self._cache:
                texts.append(text)
        if texts:
            self._decode_texts(texts)

    def _text(self, inst: Instruction) -> str | Decoded:
        try:
            template, groups = operand_groups(inst)
            return substitute(template, groups)
        except (AsmSubstitutionError, MIRError) as err:
            return Decoded("", (), f"the asm string cannot be substituted: {err}")

    def decode(self, inst: Instruction) -> Decoded:
        """The instructions of INLINEASM `inst` (each created with `inst`'s line)."""
        text = self._text(inst)
        if isinstance(text, Decoded):
            return text
        hit = self._cache.get((self.cpu, text))
        if hit is None:
            self._decode_texts([text])
            hit = self._cache[(self.cpu, text)]
        if not hit.instructions:
            return hit
        # Fresh instructions for each INLINEASM: they carry its line.
        fresh = []
        for made in hit.instructions:
            copy = Instruction.create(made.opcode, list(made.operands), list(made.defs))
            copy.line = inst.line
            fresh.append(copy)
        return Decoded(hit.text, tuple(fresh))

    def warn(self, where: Instruction | int, message: str) -> None:
        """One warning per line and message, on standard error, as `FILE:LINE: warning: ...`."""
        line = where if isinstance(where, int) else where.line
        key = (message, line)
        if key in self.warned:
            return
        self.warned.add(key)
        sys.stderr.write(f"{self.filename}:{line}: warning: {message}\n")

    def _decode_texts(self, texts: Iterable[str]) -> None:
        pending = list(dict.fromkeys(texts))
        while pending:
            failed = _decode_batch(self.cpu, pending, self._cache)
            if failed is None:
                return
            pending = [t for t in pending if t != failed]


def _decode_batch(cpu: str, texts: list[str], cache: dict[tuple[str, str], Decoded]) -> str | None:
    """Decode `texts` with one llvm-mc run into `cache`; the text llvm-mc rejected first (its
    entry is made), or None when all are done."""
    from mirpass.asm.mc import decode

    lines: list[str] = []
    spans: list[tuple[int, int]] = []  # 1-based first line, one past the last
    for text in texts:
        first = len(lines) + 1
        lines.extend(text.split("\n"))
        spans.append((first, len(lines) + 1))
        lines.append("")  # a statement does not run on into the next asm
    source = ("\n".join(lines) + "\n").encode("utf-8", "surrogateescape")

    def owner(line: int) -> int:
        for k, (a, b) in enumerate(spans):
            if a <= line < b:
                return k
        return -1

    try:
        mcs = decode(source, "<inline-asm>", cpu)
    except OSError as err:  # no llvm-mc: every asm keeps llc's view
        for text in texts:
            cache[(cpu, text)] = Decoded(text, (), f"llvm-mc 22 cannot be run: {err}")
        return None
    except MIRError as err:
        k = owner(err.line)
        if k < 0:
            k = 0  # not attributable to one asm: the first is dropped and the rest retried
        cache[(cpu, texts[k])] = Decoded(texts[k], (), f"llvm-mc 22 does not accept the asm: {err.message}")
        return texts[k]
    per: list[list] = [[] for _ in texts]
    for mc in mcs:
        k = owner(mc.line)
        if k >= 0:
            per[k].append(mc)
    for k, text in enumerate(texts):
        cache[(cpu, text)] = _adapt(cpu, text, per[k])
    return None


# Directives that put bytes or instructions somewhere the decoded instructions do not show: data
# in the code (executed as instructions), or another section.
_UNMODELED_DIRECTIVE = re.compile(
    r"^\s*(?:[\w.$]+:\s*)?\.(byte|short|hword|long|word|int|quad|octa|2byte|4byte|8byte|inst|incbin|"
    r"fill|zero|space|skip|ascii|asciz|string|value|dc(?:\.\w+)?|section|pushsection|popsection|"
    r"previous|subsection|text|data|bss)\b",
    re.M | re.I,
)


def _adapt(cpu: str, text: str, mcs: list) -> Decoded:
    """The decoded MC instructions of one asm as created MIR instructions."""
    m = _UNMODELED_DIRECTIVE.search("\n".join(line.split(";", 1)[0] for line in text.split("\n")))
    if m is not None:
        return Decoded(text, (), f"the directive .{m.group(1)} in the asm is not modeled")
    from mirpass.asm.model import AsmFile, AsmInstruction
    from mirpass.asm.to_mir import to_instruction
    from mirpass.target.mc_opcodes import load_mc_map
    from mirpass.target.opcodes import load_opcode_table

    mcmap = load_mc_map(cpu)
    table = load_opcode_table(cpu)
    asm = AsmFile("<inline-asm>", [], cpu, (), False, [], [])
    made: list[Instruction] = []
    for n, mc in enumerate(mcs):
        pick = mcmap.pick(mc.opcode, [op.value for op in mc.operands])
        ai = AsmInstruction(n, mc.line - 1, mc.col, mc, pick, mcmap.candidates(mc.opcode))
        asm.instructions.append(ai)
        try:
            inst = to_instruction(asm, ai)
        except MIRError as err:
            return Decoded(text, (), f"the asm cannot be modeled: {err.message}")
        info = table.get(inst.opcode)
        if (
            info is None
            or info.is_branch
            or info.is_return
            or info.is_call
            or info.is_barrier
            or (info.kind == "BRANCH")
        ):
            return Decoded(text, (), f"control flow inside the asm ({inst.opcode}) is not modeled")
        made.append(inst)
    return Decoded(text, tuple(made))


# -- the wait-count IR ---------------------------------------------------------------------------

# Producers the wait-count model gives counters the translation does not show (see
# FunctionModel._producer): a unit such an op writes is never taken as drained.
_UNSEEN_PRODUCER_KINDS = frozenset({"GDS", "ASYNC_TO_LDS"})


def credit_inner_waits(runs: list[list], ops: Iterable, extra_producers: frozenset[str]) -> None:
    """Drop, from the reads of each asm instruction, the register units a wait earlier in the same
    asm has already drained, so that the wait before the INLINEASM (which stands for the whole
    asm) is not asked for them.

    A unit counts as drained when every operation of the function that writes it increments only
    counters the asm's earlier waits brought to 0: whatever producer is in flight for it, the
    asm's own wait has completed it. Writes are left alone (they are the asm's own results), and
    so are memory (LDS) dependences: both keep the waits before the asm they ask for."""
    writers: dict[int, frozenset[str] | None] = {}  # unit -> counters of its producers (None: any)
    for op in ops:
        counters = frozenset(op.counters)
        unseen = op.info.kind in _UNSEEN_PRODUCER_KINDS or op.info.name in extra_producers
        for u in op.writes:
            if unseen:
                writers[u] = None
            elif counters:
                have = writers.get(u, frozenset())
                writers[u] = None if have is None else have | counters
    for run in runs:
        drained: set[str] = set()
        for op in run:
            if op.waits is not None:
                drained.update(c for c, n in op.waits.items() if n == 0)
                continue
            if not drained or not op.reads:
                continue
            kept = tuple(u for u in op.reads if not _drained(writers, u, drained))
            if len(kept) != len(op.reads):
                op.reads = kept


def _drained(writers: dict[int, frozenset[str] | None], unit: int, drained: set[str]) -> bool:
    counters = writers.get(unit, frozenset())
    return counters is not None and bool(counters) and counters <= drained
