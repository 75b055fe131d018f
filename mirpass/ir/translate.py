"""Translation of MIR instructions into the wait/hazard IR.

Each instruction is translated once into an `Op`: its kind and opcode facts, the register units
it reads and writes (also by operand role), the counters it increments on the target, and the
LDS locations it may touch. Bundles are flattened into their member instructions. The decoding
itself is mirpass.ir.decoder's (one record per instruction line, shared by the passes).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from mirpass.ir.cfg import CFG
from mirpass.ir.decoder import (
    MAX_VREG_LANES,
    NO_ROLES,
    REPARSED_KINDS,
    VREG_UNIT_BASE,
    Decoded,
    FunctionDecoder,
    TranslationError,
    decoder_for,
)
from mirpass.ir.defuse import DefUse
from mirpass.ir.inline_asm import InlineAsmDecoder, credit_inner_waits
from mirpass.mir import Instruction, MachineFunction, MIRError
from mirpass.mir.fastparse import parse_known_good
from mirpass.mir.parser import ParsedInstruction
from mirpass.target.counters import GFX12_OPCODE_COUNTERS, MESSAGE_OPCODES
from mirpass.target.opcodes import OpcodeInfo, OpcodeTable, load_opcode_table
from mirpass.target.targets import Target

__all__ = [
    "MAX_VREG_LANES",
    "VREG_UNIT_BASE",
    "Op",
    "TranslatedFunction",
    "TranslationError",
    "Translator",
    "translate_function",
]


@dataclass(slots=True)
class Op:
    inst: Instruction
    block: int
    index: int
    info: OpcodeInfo
    reads: tuple[int, ...]
    writes: tuple[int, ...]
    roles: dict[str, tuple[int, ...]]
    counters: tuple[str, ...]
    out_of_order: bool
    # LDS objects the instruction may access: None = unknown (may alias all LDS), empty = none
    lds_objects: frozenset[str] | None
    lds_read: bool
    lds_write: bool
    wait_states: int
    waits: dict[str, int] | None = None  # for wait instructions: counter -> count
    # The decoder's record of the line (mirpass.ir.decoder.Decoded: opcode id, facts bits, ...)
    # when the op was translated from its text; None otherwise.
    decoded: Decoded | None = None

    @property
    def opcode(self) -> str:
        return self.info.name

    @property
    def kind(self) -> str:
        return self.info.kind

    def __repr__(self) -> str:
        return f"<Op bb#{self.block}[{self.index}] {self.opcode}>"


@dataclass
class TranslatedFunction:
    function: MachineFunction
    target: Target
    cfg: CFG
    blocks: list[list[Op]]
    _defuse: DefUse | None = field(default=None, repr=False)
    # id of an instruction decoded from inline asm -> its INLINEASM, the top-level instruction
    # a wait for it goes before
    asm_tops: dict[int, Instruction] = field(default_factory=dict)

    def ops(self) -> list[Op]:
        return [op for blk in self.blocks for op in blk]

    @property
    def defuse(self) -> DefUse:
        if self._defuse is None:
            reads = [[op.reads for op in blk] for blk in self.blocks]
            writes = [[op.writes for op in blk] for blk in self.blocks]
            self._defuse = DefUse(self.cfg, reads, writes)
        return self._defuse


# Opcodes the wait-count model makes producers of counters their translation does not show.
_UNSEEN_PRODUCERS = frozenset(MESSAGE_OPCODES) | frozenset(GFX12_OPCODE_COUNTERS)


class Translator:
    """`lean=True` (for a caller that reads only reads, writes and the wait facts of an `Op`):
    operands are parsed without being kept on the instruction (it parses them again if asked);
    those of memory operations, waits, calls and stores are kept instead: on the record of an
    op decoded from its line's text (`Op.decoded.parse`), else in `kept` (id of the `Op` ->
    parsed instruction), for the caller to read and then clear (before the `Op`s go). The
    lines of a block that is still unread text (`Block.source_text`) are translated from that
    text, without making `Instruction`s of them: their `Op.inst` is None, and the caller finds
    the instruction by position once it needs it. `Op.roles` is left empty and equal
    `reads`/`writes` tuples are shared. Every other field of every `Op` is the same.

    Lines are decoded by the function's decoder (mirpass.ir.decoder.decoder_for), which every
    translator of the function shares; `Op.decoded` is the record of an op translated from its
    line's text."""

    def __init__(
        self,
        target: Target,
        table: OpcodeTable | None = None,
        *,
        lean: bool = False,
        inline_asm: bool = False,
    ) -> None:
        """`inline_asm`: translate an INLINEASM into the instructions its text holds (decoded by
        mirpass.ir.inline_asm); without it, as llc 22 sees it (its operands only)."""
        self.lean = lean
        self.asm = InlineAsmDecoder(target.cpu) if inline_asm else None
        self._asm_tops: dict[int, Instruction] = {}
        self._asm_runs: list[list[Op]] = []
        self.kept: dict[int, ParsedInstruction] = {}
        self.target = target
        self.table = table or load_opcode_table(target.cpu)
        # Instructions outside `translate` (no function): virtual registers without lane counts.
        self._plain = FunctionDecoder(None, target, self.table)
        self.decoder = self._plain
        self.filename: str | None = None

    @property
    def events(self) -> dict:
        return self.decoder.events

    @property
    def counter_names(self) -> tuple[str, ...]:
        return self.decoder.counter_names

    def info(self, inst: Instruction) -> OpcodeInfo:
        return self.decoder.info(inst)

    def ends_flow(self, inst: Instruction) -> bool:
        info = self.info(inst)
        return info.is_barrier or info.is_return or (info.kind == "BRANCH" and info.subkind == "endpgm")

    def translate(self, mf: MachineFunction, filename: str | None = None) -> TranslatedFunction:
        self.filename = filename
        decoder = self.decoder = decoder_for(mf, self.target, self.table)
        decoder.filename = filename
        cfg = CFG(mf, self.ends_flow)
        blocks: list[list[Op]] = []
        asm = self.asm
        if asm is not None:
            if filename:
                asm.filename = filename
            asm.prefetch([mf])  # one llvm-mc run for the function's asm not decoded yet
        self._asm_tops = {}
        self._asm_runs = []
        try:
            for b, block in enumerate(cfg.blocks):
                text = block.source_text() if self.lean else None
                from_text = self._translate_text(text, b) if text is not None else None
                if from_text is not None:
                    blocks.append(from_text)
                    continue
                ops: list[Op] = []
                for inst in _flatten(block.instructions):
                    if asm is not None and inst.opcode == "INLINEASM":
                        ops.extend(self._asm_ops(inst, b, len(ops)))
                    elif self.lean:
                        ops.append(self._translate_lean(inst, b, len(ops)))
                    else:
                        ops.append(self._translate(inst, self.info(inst), b, len(ops)))
                blocks.append(ops)
        finally:
            self.decoder = self._plain
        if self._asm_runs:
            credit_inner_waits(self._asm_runs, (op for blk in blocks for op in blk), _UNSEEN_PRODUCERS)
        return TranslatedFunction(mf, self.target, cfg, blocks, asm_tops=self._asm_tops)

    def _asm_ops(self, inst: Instruction, block: int, index: int) -> list[Op]:
        """The ops of an INLINEASM: those of the instructions its text holds, each with its own
        operands, grouped under the INLINEASM (`asm_tops`); an asm of waits only is one wait
        (credited, as a wait instruction is); empty asm is nothing; asm that cannot be decoded is
        one op, as llc 22 sees it, and a warning."""
        assert self.asm is not None
        decoded = self.asm.decode(inst)
        if decoded.problem is not None:
            self.asm.warn(inst, f"inline asm kept as llc 22 sees it: {decoded.problem}")
            return [self._translate(inst, self.info(inst), block, index)]
        inner = decoded.instructions
        if not inner:
            return []
        ops = [self._translate(i, self.info(i), block, index + k) for k, i in enumerate(inner)]
        if all(op.waits is not None for op in ops):
            # Waits only: one wait instruction (the INLINEASM) with the strongest of each count.
            head = ops[0]
            assert head.waits is not None
            head.waits = dict(head.waits)
            for op in ops[1:]:
                for c, n in (op.waits or {}).items():
                    head.waits[c] = min(head.waits.get(c, n), n)
            head.inst = inst
            return [head]
        for i in inner:
            self._asm_tops[id(i)] = inst
        self._asm_runs.append(ops)
        return ops

    def translate_instruction(
        self, inst: Instruction, block: int = 0, index: int = 0, vreg_lanes: dict[str, int] | None = None
    ) -> Op:
        """The op of one instruction, from its operands. `vreg_lanes` (lanes per virtual
        register) only outside `translate`, which takes them from the function."""
        decoder = self.decoder
        if vreg_lanes is not None and vreg_lanes != decoder.lanes:
            decoder = FunctionDecoder(None, self.target, self.table)
            decoder.lanes = vreg_lanes
        return self._translate(inst, decoder.info(inst), block, index, decoder)

    def translate_instruction_full(
        self, inst: Instruction, info: OpcodeInfo, block: int, index: int, lanes: dict[str, int]
    ) -> Op:
        decoder = self.decoder
        if lanes != decoder.lanes:
            decoder = FunctionDecoder(None, self.target, self.table)
            decoder.lanes = lanes
        return self._translate(inst, info, block, index, decoder)

    def _translate(
        self,
        inst: Instruction,
        info: OpcodeInfo,
        block: int,
        index: int,
        decoder: FunctionDecoder | None = None,
    ) -> Op:
        """The op of `inst` from its operands (lean: from a parse of its line, not kept on it)."""
        decoder = decoder or self.decoder
        raw = inst.raw
        # `src`: where operands and memory operands are read (the instruction, or a parse of it
        # that is not kept on it)
        src: Instruction | ParsedInstruction = inst
        if self.lean and raw is not None:
            try:
                src = parse_known_good(raw, inst.line)
            except MIRError as err:
                err.line = inst.line
                raise
        decoder.filename = self.filename
        rec = decoder.instruction(inst, info, src, roles=not self.lean)
        reads, writes = rec.reads, rec.writes
        if self.lean:
            reads, writes = decoder.share(reads), decoder.share(writes)
        op = Op(
            inst, block, index, info, reads, writes, rec.roles, rec.counters, rec.out_of_order,
            rec.lds_objects, rec.lds_read, rec.lds_write, rec.wait_states, rec.waits,
        )  # fmt: skip
        if src is not inst and (
            rec.counters
            or info.kind in REPARSED_KINDS
            or info.segment == "FLAT"
            or info.is_call
            or info.may_store
        ):
            self.kept[id(op)] = src  # type: ignore[assignment]
        return op

    def _translate_text(self, text: str, block: int) -> list[Op] | None:
        """The lean translation of a block's unread item lines (no bundles among them). None if a
        line needs its `Instruction` (an unusual line, or an error to report with its line)."""
        try:
            records = self.decoder.text_records(text)
        except MIRError:
            return None  # the block is translated again from its instructions
        if records is None:
            return None
        return [_op_of(rec, block, index) for index, rec in enumerate(records)]

    def _translate_lean(self, inst: Instruction, block: int, index: int) -> Op:
        """The lean translation of an instruction that has been made (see _translate_line)."""
        raw = inst.raw
        op = self._translate_line(raw, inst.line, block, index) if raw is not None else None
        if op is None:
            return self._translate(inst, self.info(inst), block, index)
        op.inst = inst
        return op

    def _translate_line(self, raw: str, line_no: int, block: int, index: int) -> Op | None:
        """The lean op of one source line, from the function decoder's record of it (a line is
        split once, however often it is translated). None: translate the general way (an
        unusual line, an INLINEASM whose asm is read, or an error to report)."""
        rec = self.decoder.line(raw, line_no)
        if rec is None or (self.asm is not None and rec.info.kind == "INLINEASM"):
            return None  # (inline asm: translated from its Instruction, see _asm_ops)
        return _op_of(rec, block, index)


def _op_of(rec: Decoded, block: int, index: int) -> Op:
    """The lean op of a line decoded from its text (no instruction made yet)."""
    waits = rec.waits
    return Op(
        None,  # type: ignore[arg-type]
        block, index, rec.info, rec.reads, rec.writes, NO_ROLES, rec.counters,
        rec.out_of_order, rec.lds_objects, rec.lds_read, rec.lds_write, rec.wait_states,
        None if waits is None else dict(waits),  # each op its own: the pass may change it
        rec,
    )  # fmt: skip


def _flatten(instructions: list[Instruction]) -> list[Instruction]:
    out: list[Instruction] = []
    for inst in instructions:
        if inst.bundled is not None:
            out.extend(i for i in inst.bundled if isinstance(i, Instruction))
        else:
            out.append(inst)
    return out


def translate_function(
    mf: MachineFunction, target: Target, filename: str | None = None
) -> TranslatedFunction:
    return Translator(target).translate(mf, filename)
