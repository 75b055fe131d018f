"""What llc 22's MIR parser checks with the target's tables, checked before any pass runs.

The reader (`mirpass.mir`) checks the grammar. This module checks the names against the
AMDGPU target (`mirpass.target.names`): every instruction name exists and carries the implicit
operands its description requires, every physical register, register class, register bank and
subregister index exists, every block reference resolves, and every virtual register has a class
or bank. Like llc, it reports the first problem in file order, with llc's wording and column.

A file is first screened as a whole with a few patterns over each function's text, which costs
far less than reading it; only a function the screen flags is checked line by line, and that
check alone decides.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterator

from mirpass.ir.function_info import check_function_info, check_metadata
from mirpass.ir.module import ModuleFacts, check_functions_defined, check_integer_attributes, module_facts
from mirpass.mir import MIRError, MIRFile
from mirpass.mir.lexer import Token, tokenize
from mirpass.mir.model import MachineFunction
from mirpass.mir.operands import INSTRUCTION_FLAGS, REGISTER_FLAG_SET, TRAILER_KEYWORDS
from mirpass.target.names import Names, names
from mirpass.target.opcodes import may_refuse, refusal
from mirpass.target.targets import TARGETS
from mirpass.target.waitcnt import symbolic_wait_problem

# Physical register names a screen cannot settle by pattern: anything but the common single
# registers in range (no leading zeros) and the common special registers.
_UNUSUAL_REGISTER = re.compile(
    r"\$(?!(?:vgpr(?:[1-9]\d{0,2}|0|10[01]\d|102[0-3])|agpr(?:[1-9]\d?|0|1\d\d|2[0-4]\d|25[0-5])"
    r"|sgpr(?:[1-9]\d?|0|10[0-5])|exec|exec_lo|exec_hi|vcc|vcc_lo|vcc_hi|scc|m0|mode|noreg)"
    r"(?![A-Za-z0-9_$-]))[A-Za-z0-9_$-]*"
)
# An instruction line's opcode and the rest of the line: after the defs and `=`, and flags.
_OPCODE_AND_REST = re.compile(
    r"^[ \t]*(?:[^;=\n]*= *)?(?:[a-z][a-z-]* +)*([A-Za-z_][A-Za-z0-9_]*)([^\n]*)", re.M
)
# An instruction line's opcode, searched for over "\n" + text: a pattern that starts with a
# newline is searched much faster than `^` in MULTILINE mode, and no part of it can match a
# newline, so it finds the opcodes `^` would.
_OPCODE_AFTER_NEWLINE = re.compile(r"\n[ \t]*(?:[^;=\n]*= *)?(?:[a-z][a-z-]* +)*([A-Za-z_][A-Za-z0-9_]*)")
_IR_ADDRESS_SPACE = re.compile(r"addrspace\(([^()\n]*)\)")
_NO_DIGITS = str.maketrans("", "", "0123456789")
_BLOCK_REFERENCE = re.compile(r"%bb\.(\d+)")
_VIRTUAL = re.compile(
    r"%(?:\d|(?!(?:bb|ir|ir-block|stack|fixed-stack|const|jump-table|subreg)\.)[A-Za-z_$-])"
)
# A virtual register given a class or bank (`%0:vgpr_32`, `%0.sub0:vreg_64`) or a type (`%0(s32)`).
_TYPED = re.compile(r"(%[A-Za-z0-9_$-]+)(?:\.[A-Za-z0-9_]+)?(?::(?!:)|\((?=[sp<]))")
# llc 22 prints the implicit VCC operand of wave32 code as `$vcc_lo` but then rejects it, since
# the description names `$vcc` (see the llc22-compat pass); mirpass takes either spelling.
_SPELLINGS = {"vcc": ("vcc", "vcc_lo")}
_HEADER_WORDS = frozenset({"bb", "successors", "liveins"})
_MACHINE_METADATA = re.compile(r"\s*!(\d+)\s*=\s*(?:distinct\s+)?!([A-Za-z]*)")


def validate(mir: MIRFile) -> None:
    """Raise MIRError, positioned in the file, at the first problem llc 22's MIR parser reports:
    in the embedded IR module, then in the names of each machine function."""
    facts = module_facts(mir)
    if facts is not None:
        check_functions_defined(mir, facts)
        check_integer_attributes(mir, facts)
    table = names()
    for mf in mir.functions:
        text = "\n".join(block.text() for block in mf.blocks)
        if _screen(mf, table, _distinct_lines(text)):
            _check_function(mf, table)
        if "!" in text:
            check_metadata(mf, _defined_metadata(mf, facts), text, tokenize)
        if " ." in text and "S_WAIT" in text:
            _check_symbolic_waits(mf)
        check_function_info(mf, table)


def _distinct_lines(text: str) -> str:
    """`text` with each line once. Every question the screen asks is whether some line has a
    property (no pattern spans lines), and generated and unrolled code repeats its lines: a
    100k-instruction kernel has about an eighth as many distinct ones."""
    return "\n".join(dict.fromkeys(text.split("\n")))


def _check_symbolic_waits(mf: MachineFunction) -> None:
    """LLVM main's symbolic wait counts (`S_WAITCNT .Vmcnt_0`) name counters of their opcode."""
    for block in mf.blocks:
        for line_no, line in block.text_lines():
            problem = symbolic_wait_problem(line)
            if problem is not None:
                raise MIRError(problem[1], line_no, problem[0] + 1)


def _defined_metadata(mf: MachineFunction, facts: ModuleFacts | None) -> dict[int, str]:
    """The numbered metadata `mf`'s body may name: the IR module's and its own
    `machineMetadataNodes`."""
    defined = dict(facts.metadata) if facts is not None else {}
    for entry in mf.properties.get("machineMetadataNodes") or ():
        m = _MACHINE_METADATA.match(str(entry))
        if m is not None:
            defined.setdefault(int(m.group(1)), m.group(2))
    return defined


def _check_yaml_registers(mf: MachineFunction, table: Names) -> None:
    """Physical registers named in the YAML keys (`liveins`, `calleeSavedRegisters`, ...; llc
    reads `machineFunctionInfo` after the body: see check_function_info)."""
    stack: list[object] = [v for k, v in mf.properties.items() if k != "machineFunctionInfo"]
    while stack:
        value = stack.pop()
        if isinstance(value, dict):
            stack.extend(value.values())
        elif isinstance(value, list):
            stack.extend(value)
        elif isinstance(value, str) and value.startswith("$") and not table.is_register(value[1:]):
            for k, line in enumerate(mf.head):
                at = line.find(value)
                if at >= 0:
                    raise MIRError(f"unknown register name '{value[1:]}'", mf.line + k, at + 1)
            raise MIRError(f"unknown register name '{value[1:]}'", *mf.name_position())


def _screen(mf: MachineFunction, table: Names, text: str) -> bool:
    """Whether `mf`, whose body has the lines of `text` (in any order, any number of times),
    may hold a problem (False means it certainly holds none)."""
    _check_yaml_registers(mf, table)
    if mf.properties.get("registers") and _bad_register_classes(mf, table) is not None:
        return True
    if "$" in text:
        for name in set(_UNUSUAL_REGISTER.findall(text)):
            if not table.is_register(name[1:]):
                return True
    if "%" in text:
        if _VIRTUAL.search(text) is not None:
            return True  # virtual registers are rare after register allocation
        numbers = {b.number for b in mf.blocks}
        for n in set(_BLOCK_REFERENCE.findall(text)):
            if int(n) not in numbers:
                return True
    if "addrspace(" in text and any(_bad_address_space(n) for n in _IR_ADDRESS_SPACE.findall(text)):
        _report_address_space(mf)
    required: dict[str, set[tuple[str, str]]] = {}
    group: dict[str, list[str]] = {}  # opcodes by their shape (digits deleted)
    for opcode in set(_OPCODE_AFTER_NEWLINE.findall("\n" + text)):
        if opcode in _HEADER_WORDS or opcode in INSTRUCTION_FLAGS:
            continue
        if not table.is_opcode(opcode):
            return True
        defs, uses = table.implicit_operands(opcode)
        shape = opcode.translate(_NO_DIGITS)
        group.setdefault(shape, []).append(opcode)
        need = required.setdefault(shape, set())
        need.update(("implicit-def", reg) for reg in defs)
        need.update(("implicit", reg) for reg in uses)
    if not any(required.values()):
        return False
    # Lines with their digits deleted fall into few shapes, and an implicit operand's text has no
    # digits; each shape must carry what every instruction it may stand for requires. Where a
    # shape stands for instructions that require different operands (V_CMP_..._e32 and _e64),
    # the lines of each instruction that requires the missing one are looked at instead.
    cleared: set[tuple[str, str, str]] = set()
    for shape in set(text.translate(_NO_DIGITS).split("\n")):
        m = _OPCODE_AND_REST.match(shape)
        if m is None or m.group(1) in _HEADER_WORDS:
            continue
        need = required.get(m.group(1))
        if need is None:
            return True
        rest = m.group(2)
        for flag, reg in need:
            if not any(_has_operand(rest, flag, r) for r in _SPELLINGS.get(reg, (reg,))):
                for opcode in group[m.group(1)]:
                    if (opcode, flag, reg) not in cleared:
                        if not _every_line_has(text, opcode, flag, reg, table):
                            return True
                        cleared.add((opcode, flag, reg))
    return False


def _every_line_has(text: str, opcode: str, flag: str, reg: str, table: Names) -> bool:
    """Whether every line of `text` whose instruction is `opcode` carries `FLAG $REG`, if the
    instruction requires it."""
    defs, uses = table.implicit_operands(opcode)
    if reg not in (defs if flag == "implicit-def" else uses):
        return True
    for m in re.finditer(r"\n([^\n]*(?<![A-Za-z0-9_])" + opcode + r"(?![A-Za-z0-9_])[^\n]*)", "\n" + text):
        line = _OPCODE_AND_REST.match(m.group(1))
        if line is None or line.group(1) != opcode:
            continue
        if not any(_has_operand(line.group(2), flag, r) for r in _SPELLINGS.get(reg, (reg,))):
            return False
    return True


def _report_address_space(mf: MachineFunction) -> None:
    """An IR type in a memory operand (`ptr addrspace(N)`) with N past 24 bits, which LLVM's IR
    parser rejects."""
    for block in mf.blocks:
        for line_no, line in block.text_lines():
            for m in _IR_ADDRESS_SPACE.finditer(line):
                problem = _bad_address_space(m.group(1))
                if problem:
                    raise MIRError(problem, line_no, m.start(1))


def _bad_address_space(text: str) -> str | None:
    """LLVM's IR parser's complaint about `addrspace(TEXT)` (an integer below 2^24 or a quoted
    name are good)."""
    if text.isdigit():
        return None if int(text) < 1 << 24 else "invalid address space, must be a 24-bit integer"
    if len(text) >= 2 and text[0] == text[-1] == '"':
        return None
    return "expected integer or string constant"


def _has_operand(rest: str, flag: str, reg: str) -> bool:
    """Whether `rest` has the operand `FLAG [flags] $REG` (`implicit killed $exec`, but neither
    `$exec_lo` nor `implicit-def $exec` for `implicit $exec`)."""
    name = "$" + reg
    at = rest.find(name)
    while at >= 0:
        after = at + len(name)
        if after == len(rest) or rest[after] in ", \t:":
            operand = rest[rest.rfind(",", 0, at) + 1 : at].split()
            if operand and operand[0] == flag:
                return True
        at = rest.find(name, after)
    return False


# --- the exact check ------------------------------------------------------------------------------
def _check_function(mf: MachineFunction, table: Names) -> None:
    bad = _bad_register_classes(mf, table)
    if bad is not None:
        raise bad
    numbers = {b.number for b in mf.blocks}
    typed = _typed_virtual_registers(mf)
    no_vregs = mf.properties.get("noVRegs") is True
    for block in mf.blocks:
        header = len(block.header)
        for k, (line_no, line) in enumerate(block.text_lines()):
            stripped = line.lstrip()
            if not stripped or stripped[0] == ";" or stripped[0] == "}":
                continue
            tokens = tokenize(line, line_no)
            if no_vregs:
                _check_no_virtual(tokens, line_no, mf.name)
            _check_tokens(tokens, line_no, numbers, typed, mf.name, table)
            if k >= header:
                _check_instruction(tokens, line, line_no, table)


def _check_tokens(
    tokens: list[Token], line_no: int, numbers: set[int], typed: set[str], function: str, table: Names
) -> None:
    for i, tok in enumerate(tokens):
        kind = tok.kind
        if kind == "preg":
            if not table.is_register(tok.text[1:]):
                raise MIRError(f"unknown register name '{tok.text[1:]}'", line_no, tok.col + 1)
        elif kind == "mbb":
            number = int(tok.text[4:].split(".", 1)[0])
            if number not in numbers:
                raise MIRError(f"use of undefined machine basic block #{number}", line_no, tok.col + 1)
        elif kind == "subreg_index":
            index = tok.text[len("%subreg.") :]
            if not table.is_subregister_index(index):
                raise MIRError(f"use of unknown subregister index '{index}'", line_no, tok.col + 9)
        elif kind == "vreg":
            _check_virtual(tokens, i, line_no, typed, function, table)


def _check_virtual(
    tokens: list[Token], i: int, line_no: int, typed: set[str], function: str, table: Names
) -> None:
    tok = tokens[i]
    j = i + 1
    if _punct(tokens, j, ".") and j + 1 < len(tokens) and tokens[j + 1].kind == "ident":
        index = tokens[j + 1]
        if not table.is_subregister_index(index.text):
            raise MIRError(f"use of unknown subregister index '{index.text}'", line_no, index.col + 1)
        j += 2
    if _punct(tokens, j, ":") and j + 1 < len(tokens) and tokens[j + 1].kind == "ident":
        name = tokens[j + 1].text
        if name == "_" and not _punct(tokens, j + 2, "("):
            after = tokens[j + 2].col if j + 2 < len(tokens) else tokens[j + 1].col + 1
            raise MIRError("generic virtual registers must have a type", line_no, after + 1)
        if name != "_" and table.register_class_bits(name) is None and not table.is_register_bank(name):
            message = "expected '_', register class, or register bank name"
            raise MIRError(message, line_no, tokens[j + 1].col + 1)
        return
    if tok.text not in typed:
        number = tok.text[1:]
        message = f"Cannot determine class/bank of virtual register {number} in function '{function}'"
        raise MIRError(message, line_no, tok.col + 1)


def _check_no_virtual(tokens: list[Token], line_no: int, function: str) -> None:
    for tok in tokens:
        if tok.kind == "vreg":
            message = f"{function} has explicit property NoVRegs, but contains virtual registers"
            raise MIRError(message, line_no, tok.col + 1)


def _punct(tokens: list[Token], j: int, text: str) -> bool:
    return j < len(tokens) and tokens[j].kind == "punct" and tokens[j].text == text


def _typed_virtual_registers(mf: MachineFunction) -> set[str]:
    """Virtual registers given a class or bank anywhere: in `registers:` or at an operand."""
    typed = set()
    for entry in mf.properties.get("registers") or ():
        if isinstance(entry, dict) and entry.get("class") not in (None, "", "_"):
            typed.add(f"%{entry.get('id')}")
    for block in mf.blocks:
        text = block.text()
        if "%" in text and ":" in text:
            typed.update(_TYPED.findall(text))
    return typed


def _bad_register_classes(mf: MachineFunction, table: Names) -> MIRError | None:
    for entry in mf.properties.get("registers") or ():
        if not isinstance(entry, dict):
            continue
        name = entry.get("class")
        if not isinstance(name, str) or name in ("", "_"):
            continue
        if table.register_class_bits(name) is None and not table.is_register_bank(name):
            line, col = _head_position(mf, name)
            return MIRError(f"use of undefined register class or register bank '{name}'", line, col)
    return None


def _head_position(mf: MachineFunction, word: str) -> tuple[int, int]:
    """Line and column of `class: WORD` in the function's YAML keys."""
    pattern = re.compile(r"class:\s*['\"]?" + re.escape(word) + r"(?![A-Za-z0-9_])")
    for k, line in enumerate(mf.head):
        m = pattern.search(line)
        if m is not None:
            return mf.line + k, m.end() - len(word) + 1
    return mf.line, 1


# --- one instruction -----------------------------------------------------------------------------
def _check_instruction(tokens: list[Token], line: str, line_no: int, table: Names) -> None:
    at = _opcode_index(tokens)
    if at is None:
        return  # the reader has already rejected a line without an opcode
    opcode = tokens[at]
    if not table.is_opcode(opcode.text):
        raise MIRError(f"unknown machine instruction name '{opcode.text}'", line_no, opcode.col + 1)
    defs, uses = table.implicit_operands(opcode.text)
    if not defs and not uses:
        return
    present = set(_implicit_operands(tokens))
    for is_def, regs in ((True, defs), (False, uses)):
        for reg in regs:
            if not any((is_def, r) in present for r in _SPELLINGS.get(reg, (reg,))):
                flag = "implicit-def" if is_def else "implicit"
                col = _operands_end(tokens, at, line)
                raise MIRError(f"missing implicit register operand '{flag} ${reg}'", line_no, col)


def _opcode_index(tokens: list[Token]) -> int | None:
    """Index of the opcode token: the first identifier after the defs' `=` (if any) that is not
    an instruction flag."""
    start = 0
    for i, tok in enumerate(tokens):
        if tok.kind == "punct" and tok.text in ("=", "::"):
            start = i + 1 if tok.text == "=" else 0
            break
    for i in range(start, len(tokens)):
        tok = tokens[i]
        if tok.kind == "ident" and tok.text not in INSTRUCTION_FLAGS:
            return i
    return None


def _implicit_operands(tokens: list[Token]) -> Iterator[tuple[bool, str]]:
    """(is a def, register) for every physical register operand, explicit or implicit: llc
    takes any operand with the same register and def-ness as the implicit one it requires."""
    defining = any(t.kind == "punct" and t.text == "=" for t in tokens)
    flags: list[str] = []
    for tok in tokens:
        if tok.kind == "punct" and tok.text == "::":
            return
        if tok.kind == "punct" and tok.text == "=":
            defining = False
        elif tok.kind == "ident" and tok.text in REGISTER_FLAG_SET:
            flags.append(tok.text)
            continue
        elif tok.kind == "preg":
            yield defining or "implicit-def" in flags or "def" in flags, tok.text[1:]
        flags = []


def _operands_end(toks: list[Token], opcode_at: int, line: str) -> int:
    """1-based column just after the last operand (where llc reports a missing one)."""
    end = toks[opcode_at].col + len(toks[opcode_at].text)
    last = None
    for tok in toks[opcode_at + 1 :]:
        if (tok.kind == "punct" and tok.text in ("::", "{")) or (
            tok.kind == "ident" and tok.text in TRAILER_KEYWORDS
        ):
            break
        last = tok
    if last is not None:
        end = last.col + len(last.text)
    elif opcode_at + 1 < len(toks):
        end = toks[opcode_at + 1].col
    else:
        end = len(line.rstrip("\r"))
    return end + 1

def check_target_opcodes(
    mir: MIRFile,
    cpu: str,
    has_facts: Callable[[str], bool],
    refused: Callable[[str], str | None] | None = None,
) -> None:
    """Every instruction must be one mirpass has facts for: llc's parser and passes take any
    AMDGPU instruction on any CPU, encodable there or not, and the tables hold the CPU's facts
    for each, so only a name that is no instruction (in a file the API's own reader took) or
    tables out of step with the names table fail. MIRError at the first for which `has_facts`
    says no (it is asked once per distinct opcode). Then, as llc's MIR parser runs the machine
    verifier on each function it reads, an opcode `refused` (by default the target's
    `refusal`) names a reason for is an error with that reason, at its first instruction."""
    if refused is None:
        refused = functools.partial(refusal, cpu)
    check_symbolic_wait_ranges(mir, cpu)
    for mf in mir.functions:
        text = "\n".join(block.text() for block in mf.blocks)
        opcodes = set(_OPCODE_AFTER_NEWLINE.findall("\n" + text)) - _HEADER_WORDS - INSTRUCTION_FLAGS
        missing = {op for op in opcodes if not has_facts(op)}
        reasons = {op: why for op in opcodes - missing if (why := refused(op)) is not None}
        if missing or reasons:
            try:
                _report_missing(mf, missing, cpu, reasons)
            except MIRError as err:
                raise err.with_filename(mir.filename) from None


def check_target_refusals(mir: MIRFile, cpu: str) -> None:
    """`check_target_opcodes` without the facts: only what llc's parse-time verifier refuses on
    the CPU (for a run whose passes need no facts); nothing to scan on most CPUs."""
    if any(may_refuse(cpu, block.text()) for mf in mir.functions for block in mf.blocks):
        check_target_opcodes(mir, cpu, lambda _opcode: True)
    else:
        check_symbolic_wait_ranges(mir, cpu)


def check_symbolic_wait_ranges(mir: MIRFile, cpu: str) -> None:
    """A symbolic wait count must fit its counter on the CPU (`.Lgkmcnt_17` does on gfx10, not on
    gfx9): MIRError at the operand."""
    generation = TARGETS[cpu].generation if cpu in TARGETS else "gfx9"
    for mf in mir.functions:
        for block in mf.blocks:
            if " ." not in block.text():
                continue
            for line_no, line in block.text_lines():
                problem = symbolic_wait_problem(line, generation)
                if problem is not None:
                    raise MIRError(problem[1], line_no, problem[0] + 1, mir.filename)


def _report_missing(mf: MachineFunction, missing: set[str], cpu: str, reasons: dict[str, str]) -> None:
    for block in mf.blocks:
        for k, (line_no, line) in enumerate(block.text_lines()):
            if k < len(block.header) or not line.strip() or line.lstrip()[0] in ";}":
                continue
            tokens = tokenize(line, line_no)
            at = _opcode_index(tokens)
            if at is not None and tokens[at].text in reasons:
                raise MIRError(reasons[tokens[at].text], line_no, tokens[at].col + 1)
            if at is not None and tokens[at].text in missing:
                opcode = tokens[at].text
                if names().is_opcode(opcode):
                    message = f"mirpass has no facts for instruction '{opcode}' on {cpu}"
                else:  # a file that was not validated (the API's own reader)
                    message = f"unknown machine instruction name '{opcode}'"
                raise MIRError(message, line_no, tokens[at].col + 1)
