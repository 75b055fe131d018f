"""The assembly model as mirpass.mir objects, so that the passes can read it.

Each assembly function becomes a `MachineFunction` whose blocks are the assembly blocks in
layout order (numbered 0, 1, ...), with their CFG successors, and whose instructions are
created from the decoded MC instructions: the picked MIR opcode; the first `num_defs` MC
operands as defs; the following ones, up to the opcode's operand count, as explicit uses
(registers in MIR spelling, immediates); then the opcode's implicit defs and uses as llc prints
them. Real opcodes may carry trailing operands their pseudo lacks (gfx12 DPP's `fi`); those are
dropped. `AsmMachineFunction.origin` maps each created Instruction back to its AsmInstruction.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from mirpass.asm.mc import McOperand
from mirpass.asm.model import AsmFile, AsmFunction, AsmInstruction
from mirpass.mir import Block, Instruction, MachineFunction, MIRError, Operand
from mirpass.target.opcodes import OpcodeInfo, load_opcode_table


class AdapterError(MIRError, ValueError):
    """An instruction the passes cannot be given (no MIR opcode, or operands that disagree),
    positioned at its line and column in the assembly file."""

    def __init__(self, asm: AsmFile, inst: AsmInstruction, message: str) -> None:
        line, col = position(asm, inst)
        where = "" if inst.line is not None else " (in a macro expansion)"
        super().__init__(message + where, line, col, asm.filename)


def position(asm: AsmFile, inst: AsmInstruction) -> tuple[int, int]:
    """1-based (line, column) of `inst`; for a later instruction of a macro or `.rept`
    expansion, which has no line of its own, the invocation's (the nearest line before)."""
    if inst.line is not None:
        return inst.line + 1, inst.col
    for k in range(inst.index - 1, -1, -1):
        prev = asm.instructions[k]
        if prev.line is not None:
            return prev.line + 1, prev.col
    return 1, 1


@dataclass
class AsmMachineFunction:
    mf: MachineFunction
    function: AsmFunction
    origin: dict[int, AsmInstruction] = field(default_factory=dict)  # id(Instruction) -> source
    # The created Instructions themselves: while they live no other object takes their id, even
    # when a pass removes one (--rebuild-waits) and creates another.
    made: list[Instruction] = field(default_factory=list)
    # A function adapted as text (`as_text`): 1-based line -> its source. Its Instructions are
    # made from the blocks' lines when first used, each at its line in the `.s`.
    lines: dict[int, AsmInstruction] | None = None
    # The operands each created Instruction was made with, to tell an edit by a pass.
    made_with: dict[int, tuple[Operand, ...]] = field(default_factory=dict)

    def edited(self, inst: Instruction) -> bool:
        """Whether a pass changed the operands of this original instruction in place."""
        if self.lines is not None:
            return inst.raw is None  # read from a line, which an edit drops
        before = self.made_with.get(id(inst))
        parsed = inst.parsed
        now = (*parsed.defs, *parsed.operands)
        if before is None:
            return False
        return len(before) != len(now) or any(a is not b for a, b in zip(before, now, strict=True))

    def source_of(self, inst: Instruction) -> AsmInstruction:
        if self.lines is not None:
            return self.lines[inst.line]
        return self.origin[id(inst)]

    def sources(self) -> list[AsmInstruction]:
        """The function's instructions, in order."""
        if self.lines is not None:
            return list(self.lines.values())
        return list(self.origin.values())


# Real instructions that llc's MC lowering made from a pseudo the passes know more about. Every
# s_setpc_b64 leaves the function (the reader's CFG ends it there): as a return, the wait pass
# drains the counters before it, as LLVM does before returns and tail calls; an indirect jump
# would only wait more than it needs.
_RAISED = {"S_SETPC_B64": "S_SETPC_B64_return"}


# A register operand's printed text, by (name, flags): formatting it is most of the adapter's
# time. Each use still gets an Operand of its own, since passes may edit operands.
_REGISTER_TEXT: dict[tuple[str, tuple[str, ...]], str] = {}


def _register(name: str, *flags: str) -> Operand:
    text = _REGISTER_TEXT.get((name, flags))
    if text is None:
        text = _REGISTER_TEXT[(name, flags)] = Operand.register(name, *flags).text
    return Operand("reg", text, reg=name, flags=flags)


def _operand(op: McOperand, labels: dict[str, int]) -> Operand:
    if op.kind == "reg":
        return _register(str(op.value))
    if op.kind == "imm":
        return Operand.immediate(int(op.value))  # type: ignore[call-overload]
    if op.kind == "fpimm":
        return Operand("fpimm", repr(op.value))
    if op.kind == "expr" and op.value in labels:
        return Operand("mbb", f"%bb.{labels[str(op.value)]}")
    # Another expression (a call target, a relocation): kept as a symbol.
    return Operand("mcsymbol", f"<mcsymbol {op.value}>")


def _check_classes(
    asm: AsmFile, inst: AsmInstruction, info: OpcodeInfo, ops: tuple[McOperand, ...]
) -> None:
    """Every operand the table calls an immediate is one in the MC instruction, and every
    register operand is a register: a disagreement would shift the operands' roles."""
    for k, cls in enumerate(info.operand_classes[: len(ops)]):
        is_reg = ops[k].kind == "reg"
        wants_imm = cls == "i"
        if wants_imm and is_reg:
            raise AdapterError(asm, inst, f"{info.name} operand {k} is a register in the assembly")


def to_instruction(asm: AsmFile, inst: AsmInstruction, labels: dict[str, int] | None = None) -> Instruction:
    """`inst` as a created MIR instruction; `labels` numbers the blocks branch targets name."""
    opcode, defs, uses = _shape(asm, inst, labels)
    made = Instruction.create(opcode, uses, defs)
    # A later instruction of a macro expansion is reported at the invocation.
    made.line = position(asm, inst)[0]
    return made


def _checked(
    asm: AsmFile, inst: AsmInstruction, labels: dict[str, int] | None
) -> tuple[str, OpcodeInfo, tuple[McOperand, ...], dict[str, int]]:
    """The MIR opcode of `inst`, its facts, the operands it takes and `labels` (or none),
    checked against the opcode's facts."""
    if inst.opcode is None:
        raise AdapterError(asm, inst, f"no MIR opcode lowers to {inst.mc_opcode} on {asm.cpu}")
    opcode = _RAISED.get(inst.opcode, inst.opcode)
    info = load_opcode_table(asm.cpu).get(opcode)
    if info is None:
        raise AdapterError(asm, inst, f"{opcode} has no facts for {asm.cpu}")
    ops = inst.operands
    if len(ops) < info.num_operands:
        raise AdapterError(
            asm, inst, f"{inst.opcode} has {info.num_operands} operands, the assembly {len(ops)}"
        )
    ops = ops[: info.num_operands]
    _check_classes(asm, inst, info, ops)
    if labels is None:
        labels = {}
    elif info.is_branch:
        for target in inst.label_operands():
            if target not in labels:
                # A missing edge would hide every hazard along it.
                raise AdapterError(asm, inst, f"branch target '{target}' is not a label of this function")
    return opcode, info, ops, labels


def _shape(
    asm: AsmFile, inst: AsmInstruction, labels: dict[str, int] | None
) -> tuple[str, list[Operand], list[Operand]]:
    """The MIR opcode, defs and uses of `inst`, checked against the opcode's facts."""
    opcode, info, ops, labels = _checked(asm, inst, labels)
    defs = [_operand(op, labels) for op in ops[: info.num_defs]]
    uses = [_operand(op, labels) for op in ops[info.num_defs :]]
    uses += [_register(f"${r}", "implicit-def") for r in info.implicit_defs]
    uses += [_register(f"${r}", "implicit") for r in info.implicit_uses]
    return opcode, defs, uses


def _use_text(op: McOperand, labels: dict[str, int]) -> str:
    """`_operand(op, labels).text`, without the operand."""
    kind = op.kind
    if kind == "reg":
        return str(op.value) or "$noreg"
    if kind == "imm":
        return str(int(op.value))  # type: ignore[call-overload]
    if kind == "fpimm":
        return repr(op.value)
    if kind == "expr" and op.value in labels:
        return f"%bb.{labels[str(op.value)]}"
    return f"<mcsymbol {op.value}>"


def _line_text(asm: AsmFile, inst: AsmInstruction, labels: dict[str, int]) -> str:
    """`inst` as a MIR item line: `format_instruction` of `to_instruction(asm, inst, labels)`,
    indented, spelled straight from the MC operands (making the operands and the instruction
    to print them cost the adapter most of its time; tests/test_asm_text.py compares the two)."""
    opcode, info, ops, labels = _checked(asm, inst, labels)
    n_defs = info.num_defs
    items = [_use_text(op, labels) for op in ops[n_defs:]]
    items += ["implicit-def $" + r for r in info.implicit_defs]
    items += ["implicit $" + r for r in info.implicit_uses]
    head = opcode
    if n_defs:
        # (a def list spells a register by its name, and anything else as no register)
        defs = [(str(op.value) or "$noreg") if op.kind == "reg" else "$noreg" for op in ops[:n_defs]]
        head = ", ".join(defs) + " = " + opcode
    return "    " + head + (" " + ", ".join(items) if items else "")


def _fields(op: Operand) -> tuple[object, ...]:
    return (op.kind, op.text, op.reg, op.flags, op.subreg, op.reg_class, op.tied_def, op.llt, op.imm, op.comment)  # noqa: E501


class _Shapes:
    """`to_instruction` for the instructions of one function, with what depends only on the
    decode (the opcode, the checks, the operands' spelling) done once per distinct decode:
    repeated lines share their operand tuple (mirpass.asm.dedup). Each instruction still gets
    operands of its own, since passes may edit them. Branch targets name blocks of the function,
    so a decode with a label operand is worked out every time."""

    def __init__(self, asm: AsmFile, labels: dict[str, int]) -> None:
        self.asm = asm
        self.labels = labels
        # (MIR opcode, id of the operand tuple) -> (opcode, defs' and uses' fields, the tuple,
        # which keeps the id taken)
        self.known: dict[tuple[str | None, int], tuple[str, list[tuple], list[tuple], object]] = {}
        # The same for `line`: (MIR opcode, id of the operand tuple) -> the line, and the tuples
        self.texts: dict[tuple[str | None, int], str] = {}
        self.keep: list[object] = []

    def line(self, inst: AsmInstruction) -> str:
        """`inst` as a MIR item line, as llc prints the created instruction."""
        ops = inst.mc.operands
        key = (inst.opcode, id(ops))
        text = self.texts.get(key)
        if text is None:
            text = _line_text(self.asm, inst, self.labels)
            if any(op.kind == "expr" for op in ops):
                return text  # names a block of this function: not shared
            self.texts[key] = text
            self.keep.append(ops)
        return text

    def make(self, inst: AsmInstruction) -> Instruction:
        ops = inst.mc.operands
        key = (inst.opcode, id(ops))
        known = self.known.get(key)
        if known is None:
            opcode, defs, uses = _shape(self.asm, inst, self.labels)
            if any(op.kind == "expr" for op in ops):
                made = Instruction.create(opcode, uses, defs)
                made.line = position(self.asm, inst)[0]
                return made
            known = self.known[key] = (opcode, [_fields(d) for d in defs], [_fields(u) for u in uses], ops)
        opcode, def_fields, use_fields, _ = known
        uses = [Operand(*f) for f in use_fields]
        made = Instruction.create(opcode, uses, [Operand(*f) for f in def_fields])
        made.line = position(self.asm, inst)[0]
        return made


def _has_calls(asm: AsmFile, fn: AsmFunction) -> bool:
    table = load_opcode_table(asm.cpu)
    opcodes = {inst.opcode for block in fn.blocks for inst in block.instructions}  # (once each)
    for opcode in opcodes:
        info = table.get(opcode) if opcode else None
        if info is not None and info.is_call and not info.is_return:
            return True
    return False


def to_machine_function(asm: AsmFile, fn: AsmFunction, as_text: bool = False) -> AsmMachineFunction:
    """`fn` as a MachineFunction. With `as_text`, where every instruction of `fn` has a line of
    its own and operands MIR text spells plainly, its blocks are MIR text, one line per line of
    the `.s` (blank where it holds no instruction): the passes then read them as they read a
    MIR file's, where a repeated line's record is made once, and no Instruction is made until
    one is asked for."""
    # Not llc's `; Occupancy:` comment: that is the final figure, not the machine function's.
    info: dict[str, object] = {"isEntryFunction": fn.is_kernel}
    props: dict[str, object] = {"name": fn.name, "tracksRegLiveness": True, "machineFunctionInfo": info}
    if _has_calls(asm, fn):
        # MachineFrameInfo's hasCalls, which the wait pass's VGPR release reads: set, as LLVM's
        # isel sets it, for a call that is not also a return (a tail call is not counted).
        props["frameInfo"] = {"hasCalls": True}
    mf = MachineFunction(fn.name, props, fn.line + 1)
    out = AsmMachineFunction(mf, fn)
    number = {b.name: k for k, b in enumerate(fn.blocks)}
    labels = {b.label: k for k, b in enumerate(fn.blocks) if b.label is not None}
    shapes = _Shapes(asm, labels)
    if as_text:
        out.lines = _text_blocks(mf, fn, shapes, number, labels)
        if out.lines is not None:
            return out
    for k, ab in enumerate(fn.blocks):
        block = Block(k, None, [], ab.line + 1)
        block.successors = [(number[s], None) for s in ab.successors]
        items: list[Instruction | str] = []
        for inst in ab.instructions:
            made = shapes.make(inst)
            out.origin[id(made)] = inst
            out.made_with[id(made)] = (*made.parsed.defs, *made.parsed.operands)
            out.made.append(made)
            items.append(made)
        block.items = items
        mf.blocks.append(block)
    return out


# The operand kinds a MIR line spells as the created operand would be read back.
_PLAIN = frozenset({"reg", "imm"})


def _text_blocks(
    mf: MachineFunction, fn: AsmFunction, shapes: _Shapes, number: dict[str, int], labels: dict[str, int]
) -> dict[int, AsmInstruction] | None:
    """The blocks of `fn` as MIR text (see `to_machine_function`), added to `mf`, and each
    instruction by its 1-based line; None, and `mf` left as it was, unless every instruction has
    a line of its own (a macro expansion's later instructions share their invocation's) and
    only registers, immediates and the function's labels as operands."""
    blocks = fn.blocks
    made: list[Block] = []
    lines: dict[int, AsmInstruction] = {}
    last = -1
    plain: set[int] = set()  # ids of the operand tuples seen (repeated lines share theirs)
    known = shapes.texts
    for k, ab in enumerate(blocks):
        first = ab.line
        if k + 1 < len(blocks):
            stop = blocks[k + 1].line
        else:  # (the last block has an instruction: the reader drops trailing empty ones)
            end = ab.instructions[-1].line
            if end is None:
                return None
            stop = end + 1
        texts = [""] * (stop - first)
        for inst in ab.instructions:
            line = inst.line
            if line is None or line <= last:
                return None
            last = line
            ops = inst.mc.operands
            if id(ops) not in plain:
                for op in ops:
                    if op.kind not in _PLAIN and not (op.kind == "expr" and op.value in labels):
                        return None
                plain.add(id(ops))
            text = known.get((inst.opcode, id(ops)))
            texts[line - first] = text if text is not None else shapes.line(inst)
            lines[line + 1] = inst
        block = Block(k, None, [], first + 1)
        block.successors = [(number[s], None) for s in ab.successors]
        text = "\n".join(texts)
        block.set_source(text, 0, len(text) + 1, first + 1)
        made.append(block)
    mf.blocks.extend(made)
    return lines
