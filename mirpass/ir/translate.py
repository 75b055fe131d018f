"""Translation of MIR instructions into the wait/hazard IR.

Each instruction is translated once into an `Op`: its kind and opcode facts, the register units
it reads and writes (also by operand role), the counters it increments on the target, and the
LDS locations it may touch. Bundles are flattened into their member instructions.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from mirpass.ir.cfg import CFG
from mirpass.ir.defuse import DefUse
from mirpass.ir.inline_asm import InlineAsmDecoder, credit_inner_waits
from mirpass.mir import Instruction, MachineFunction, MIRError, Operand
from mirpass.mir.fastparse import (
    parse_known_good,
    parse_operand,
    parse_register,
    parse_split,
    split_known_good,
)
from mirpass.mir.parser import ParsedInstruction
from mirpass.target.counters import (
    GFX12_OPCODE_COUNTERS,
    MESSAGE_OPCODES,
    OUT_OF_ORDER_KINDS,
    XCNT_KINDS,
    counters_for,
    events_for,
)
from mirpass.target.opcodes import OpcodeInfo, OpcodeTable, load_opcode_table
from mirpass.target.registers import RegisterError, register_units, subregister_lanes
from mirpass.target.targets import Target
from mirpass.target.waitcnt import symbolic_to_number, wait_counts

VREG_UNIT_BASE = 1 << 16
MAX_VREG_LANES = 32
LDS_ADDRESS_SPACE = 3
_ADDRSPACE = re.compile(r"addrspace (\d+)")
_POINTER = re.compile(r"\b(?:from|into|on) (%ir\.[^ ,)]+|@[^ ,)]+|%stack\.\d+|%fixed-stack\.\d+)")
_CLASS_BITS = re.compile(r"(\d+)$")


class TranslationError(MIRError):
    """An instruction the IR cannot represent (for example an opcode unknown to the target)."""


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


# Kinds whose operands or memory operands a lean caller (the wait-count model) reads after
# translating: their parses go to `Translator.kept`.
_REPARSED_KINDS = frozenset(
    {"VMEM", "DS", "GDS", "SMEM", "LDS_DMA", "ASYNC_TO_LDS", "TENSOR", "EXP", "WAIT", "NOP"}
)
_NO_ROLES: dict[str, tuple[int, ...]] = {}
_KEPT_LINES_LIMIT = 1 << 16  # distinct kept lines whose translation is cached, per function
_TEXT_CACHE_LIMIT = 1 << 18  # distinct operand texts whose units are cached, per function
_NO_LDS: frozenset[str] = frozenset()
# Opcodes the wait-count model makes producers of counters their translation does not show.
_UNSEEN_PRODUCERS = frozenset(MESSAGE_OPCODES) | frozenset(GFX12_OPCODE_COUNTERS)


class Translator:
    """`lean=True` (for a caller that reads only reads, writes and the wait facts of an `Op`):
    operands are parsed without being kept on the instruction (it parses them again if asked);
    those of memory operations, waits, calls and stores are kept in `kept` (id of the `Op`
    -> parsed instruction) instead, for the caller to read and then clear (before the `Op`s
    go). The lines of a block that is still unread text (`Block.source_text`) are translated
    from that text, without making `Instruction`s of them: their `Op.inst` is None, and the
    caller finds the instruction by position once it needs it. `Op.roles` is left empty and
    equal `reads`/`writes` tuples are shared. Every other field of every `Op` is the same."""

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
        self._tuples: dict[tuple[int, ...], tuple[int, ...]] = {}  # lean: equal unit tuples shared
        self.kept: dict[int, ParsedInstruction] = {}
        self.target = target
        self.table = table or load_opcode_table(target.cpu)
        self.events = events_for(target.cpu, target.generation)
        self.counter_names = counters_for(target.cpu, target.generation)
        self.filename: str | None = None
        self._counter_cache: dict[str, tuple[str, ...]] = {}
        # lean: per function, operand text -> (units written, units read), and the whole
        # translation of lines that keep their parse (memory operations and waits repeat often)
        self._operand_units: dict[str, tuple[tuple[int, ...], tuple[int, ...]]] = {}
        self._def_units: dict[str, tuple[int, ...]] = {}
        self._kept_lines: dict[str, tuple] = {}
        self._keeps_parse: dict[str, bool] = {}  # lean: opcode -> its lines' parses are kept

    def info(self, inst: Instruction) -> OpcodeInfo:
        info = self.table.get(inst.opcode)
        if info is None:
            raise TranslationError(
                f"unknown instruction '{inst.opcode}' for {self.target.cpu}",
                inst.line,
                (inst.raw or "").find(inst.opcode) + 1,
                self.filename,
            )
        return info

    def ends_flow(self, inst: Instruction) -> bool:
        info = self.info(inst)
        return info.is_barrier or info.is_return or (info.kind == "BRANCH" and info.subkind == "endpgm")

    def translate(self, mf: MachineFunction, filename: str | None = None) -> TranslatedFunction:
        self.filename = filename
        vreg_lanes = _vreg_widths(mf)
        # virtual registers' units depend on the function's `registers:` list
        self._operand_units = {}
        self._def_units = {}
        self._kept_lines = {}
        cfg = CFG(mf, self.ends_flow)
        blocks: list[list[Op]] = []
        asm = self.asm
        if asm is not None:
            if filename:
                asm.filename = filename
            asm.prefetch([mf])  # one llvm-mc run for the function's asm not decoded yet
        self._asm_tops = {}
        self._asm_runs = []
        for b, block in enumerate(cfg.blocks):
            text = block.source_text() if self.lean else None
            from_text = self._translate_text(text, b, vreg_lanes) if text is not None else None
            if from_text is not None:
                blocks.append(from_text)
                continue
            ops: list[Op] = []
            for inst in _flatten(block.instructions):
                if asm is not None and inst.opcode == "INLINEASM":
                    ops.extend(self._asm_ops(inst, b, len(ops), vreg_lanes))
                elif self.lean:
                    ops.append(self._translate_lean(inst, b, len(ops), vreg_lanes))
                else:
                    ops.append(self.translate_instruction(inst, b, len(ops), vreg_lanes))
            blocks.append(ops)
        # The caches hold parses and units of this function only.
        self._operand_units = {}
        self._def_units = {}
        self._kept_lines = {}
        self._tuples = {}
        if self._asm_runs:
            credit_inner_waits(self._asm_runs, (op for blk in blocks for op in blk), _UNSEEN_PRODUCERS)
        return TranslatedFunction(mf, self.target, cfg, blocks, asm_tops=self._asm_tops)

    def _asm_ops(self, inst: Instruction, block: int, index: int, lanes: dict[str, int]) -> list[Op]:
        """The ops of an INLINEASM: those of the instructions its text holds, each with its own
        operands, grouped under the INLINEASM (`asm_tops`); an asm of waits only is one wait
        (credited, as a wait instruction is); empty asm is nothing; asm that cannot be decoded is
        one op, as llc 22 sees it, and a warning."""
        assert self.asm is not None
        decoded = self.asm.decode(inst)
        if decoded.problem is not None:
            self.asm.warn(inst, f"inline asm kept as llc 22 sees it: {decoded.problem}")
            return [self.translate_instruction(inst, block, index, lanes)]
        inner = decoded.instructions
        if not inner:
            return []
        ops = [self.translate_instruction(i, block, index + k, lanes) for k, i in enumerate(inner)]
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
        return self.translate_instruction_full(inst, self.info(inst), block, index, vreg_lanes or {})

    def translate_instruction_full(
        self, inst: Instruction, info: OpcodeInfo, block: int, index: int, lanes: dict[str, int]
    ) -> Op:
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
        counters = self._counters(info, src)  # type: ignore[arg-type]
        keep = src is not inst and (
            counters
            or info.kind in _REPARSED_KINDS
            or info.segment == "FLAT"
            or info.is_call
            or info.may_store
        )
        try:
            defs = src.defs
            operands = defs + src.operands
            ndefs = len(defs)
            reads: list[int] = []
            writes: list[int] = []
            by_index: list[tuple[int, ...]] = []
            for k, op in enumerate(operands):
                if op.kind != "reg":
                    by_index.append(())
                    continue
                name = op.reg
                if name is not None and name.startswith("$") and name != "$noreg":
                    units = register_units(name)  # what _units does for a physical register
                else:
                    units = _units(op, lanes)
                by_index.append(units)
                if not units:
                    continue
                flags = op.flags
                if k < ndefs or "def" in flags or "implicit-def" in flags:
                    writes.extend(units)
                elif "undef" not in flags and "debug-use" not in flags:
                    reads.extend(units)
        except RegisterError as err:
            raise TranslationError(str(err), inst.line, 1, self.filename) from None
        if self.lean:
            roles = _NO_ROLES
        else:
            roles = {role: by_index[i] for role, i in info.operand_roles.items() if i < len(by_index)}
        lds_objects, lds_read, lds_write = _lds_access(info, src)  # type: ignore[arg-type]
        waits = self._waits(info, src)  # type: ignore[arg-type]
        reads_t = tuple(dict.fromkeys(reads))
        writes_t = tuple(dict.fromkeys(writes))
        if self.lean:
            reads_t = self._tuples.setdefault(reads_t, reads_t)
            writes_t = self._tuples.setdefault(writes_t, writes_t)
        op = Op(
            inst=inst,
            block=block,
            index=index,
            info=info,
            reads=reads_t,
            writes=writes_t,
            roles=roles,
            counters=counters,
            out_of_order=info.kind in OUT_OF_ORDER_KINDS or _flat_may_reach_lds(info, src),  # type: ignore[arg-type]
            lds_objects=lds_objects,
            lds_read=lds_read,
            lds_write=lds_write,
            wait_states=_wait_states(info, src),  # type: ignore[arg-type]
            waits=waits,
        )
        if keep:
            self.kept[id(op)] = src  # type: ignore[assignment]
        return op

    def _translate_text(self, text: str, block: int, lanes: dict[str, int]) -> list[Op] | None:
        """The lean translation of a block's unread item lines (no bundles among them). None if a
        line needs its `Instruction` (an unusual line, or an error to report with its line)."""
        ops: list[Op] = []
        try:
            for line in text.split("\n"):
                stripped = line.lstrip()
                if not stripped or stripped[0] == ";":
                    continue  # a blank or comment line
                op = self._translate_line(line, None, block, len(ops), lanes)
                if op is None:
                    break
                ops.append(op)
            else:
                return ops
        except MIRError:
            pass
        for op in ops:  # the block is translated again from its instructions
            self.kept.pop(id(op), None)
        return None

    def _translate_lean(self, inst: Instruction, block: int, index: int, lanes: dict[str, int]) -> Op:
        """The lean translation of an instruction that has been made (see _translate_line)."""
        raw = inst.raw
        op = self._translate_line(raw, inst, block, index, lanes) if raw is not None else None
        if op is None:
            return self.translate_instruction(inst, block, index, lanes)
        op.inst = inst
        return op

    def _translate_line(
        self, raw: str, inst: Instruction | None, block: int, index: int, lanes: dict[str, int]
    ) -> Op | None:
        """The lean translation of one source line (of `inst`, if it has been made). Register
        units come from a per-operand-text cache, without building operands. Lines whose parse is
        kept (memory operations, waits, calls, stores) are translated once per distinct text and
        share that parse, which the caller only reads. None: translate the general way (an
        unusual line, or an error to report)."""
        line_no = inst.line if inst is not None else 0
        hit = self._kept_lines.get(raw)
        if hit is not None:
            return self._kept_op(hit, block, index)
        parts = split_known_good(raw)
        info = self.table.get(parts[2]) if parts is not None else None
        if info is None or (info.kind == "INLINEASM" and self.asm is not None):
            return None  # (inline asm: translated from its Instruction, see _asm_ops)
        kind = info.kind
        units = self._unit_tuples(parts, line_no, lanes)  # type: ignore[arg-type]
        if units is None:
            return None
        reads_t, writes_t = units
        keeps = self._keeps_parse.get(info.name)
        if keeps is None:
            keeps = self._keeps_parse[info.name] = bool(
                kind in _REPARSED_KINDS
                or info.segment == "FLAT"
                or info.is_call
                or info.may_store
                or self._counters(info, None)  # type: ignore[arg-type] # not FLAT: only the opcode matters
            )
        if keeps:
            # What translate_instruction_full finds, from a parse that the caller keeps.
            parse = parse_split(parts, raw, line_no)
            counters = self._counters(info, parse)  # type: ignore[arg-type]
            lds_objects, lds_read, lds_write = _lds_access(info, parse)  # type: ignore[arg-type]
            waits = self._waits(info, parse)  # type: ignore[arg-type]
            hit = (
                info,
                reads_t,
                writes_t,
                counters,
                kind in OUT_OF_ORDER_KINDS or _flat_may_reach_lds(info, parse),  # type: ignore[arg-type]
                lds_objects,
                lds_read,
                lds_write,
                _wait_states(info, parse),  # type: ignore[arg-type]
                waits,
                parse,
            )
            if len(self._kept_lines) < _KEPT_LINES_LIMIT:
                self._kept_lines[raw] = hit
            return self._kept_op(hit, block, index)
        return Op(
            None,  # type: ignore[arg-type]
            block,
            index,
            info,
            reads_t,
            writes_t,
            _NO_ROLES,
            (),
            kind in OUT_OF_ORDER_KINDS,  # not FLAT: only the kind matters
            _NO_LDS,  # neither DS, LDS DMA, async, tensor nor FLAT
            False,
            False,
            0 if kind in ("META", "INLINEASM") or info.is_meta else 1,  # not a NOP
            None,  # not a wait
        )

    def _kept_op(self, hit: tuple, block: int, index: int) -> Op:
        """The op of a line whose translation and parse are kept (`_kept_lines`); each op gets
        its own copy of the waits, which the pass may change."""
        info, reads_t, writes_t, counters, ooo, lds_objs, lds_read, lds_write, states, waits, kept = hit
        op = Op(
            None,  # type: ignore[arg-type]
            block,
            index,
            info,
            reads_t,
            writes_t,
            _NO_ROLES,
            counters,
            ooo,
            lds_objs,
            lds_read,
            lds_write,
            states,
            None if waits is None else dict(waits),
        )
        self.kept[id(op)] = kept
        return op

    def _unit_tuples(
        self, parts: tuple, line_no: int, lanes: dict[str, int]
    ) -> tuple[tuple[int, ...], tuple[int, ...]] | None:
        """(units read, units written) by a split line, as translate_instruction_full counts
        them; None if an operand needs the token parser."""
        reads: list[int] = []
        writes: list[int] = []
        def_units = self._def_units
        for text in parts[0]:
            units = def_units.get(text)
            if units is None:
                reg = parse_register(text)
                if reg is None:
                    return None
                try:
                    units = _units(reg, lanes)
                except RegisterError as err:
                    raise TranslationError(str(err), line_no, 1, self.filename) from None
                if len(def_units) < _TEXT_CACHE_LIMIT:
                    def_units[text] = units
            writes.extend(units)
        operand_units = self._operand_units
        for text in parts[3]:
            w_r = operand_units.get(text)
            if w_r is None:
                try:
                    operand = parse_operand(text)
                except ValueError:
                    return None
                w_r = self._units_by_role(operand, line_no, lanes)
                if len(operand_units) < _TEXT_CACHE_LIMIT:
                    operand_units[text] = w_r
            w, r = w_r
            if w:
                writes.extend(w)
            if r:
                reads.extend(r)
        reads_t = tuple(dict.fromkeys(reads))
        writes_t = tuple(dict.fromkeys(writes))
        return self._tuples.setdefault(reads_t, reads_t), self._tuples.setdefault(writes_t, writes_t)

    def _units_by_role(
        self, op: Operand, line_no: int, lanes: dict[str, int]
    ) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """(units written, units read) by one operand after the opcode, as translate_instruction
        counts them."""
        if op.kind != "reg":
            return (), ()
        name = op.reg
        try:
            if name is not None and name.startswith("$") and name != "$noreg":
                units = register_units(name)
            else:
                units = _units(op, lanes)
        except RegisterError as err:
            raise TranslationError(str(err), line_no, 1, self.filename) from None
        if not units:
            return (), ()
        flags = op.flags
        if "def" in flags or "implicit-def" in flags:
            return units, ()
        if "undef" not in flags and "debug-use" not in flags:
            return (), units
        return (), ()

    def _counters(self, info: OpcodeInfo, inst: Instruction) -> tuple[str, ...]:
        if info.segment != "FLAT":  # then only the opcode matters
            hit = self._counter_cache.get(info.name)
            if hit is None:
                hit = self._counter_cache[info.name] = self._compute_counters(info, inst)
            return hit
        return self._compute_counters(info, inst)

    def _compute_counters(self, info: OpcodeInfo, inst: Instruction) -> tuple[str, ...]:
        found = self.events.get((info.kind, info.subkind)) or self.events.get((info.kind, None))
        if self.target.has_extended_wait_counts and info.name in GFX12_OPCODE_COUNTERS:
            found = GFX12_OPCODE_COUNTERS[info.name]
        counters = list(found or ())
        if not counters:
            return ()
        if _flat_may_reach_lds(info, inst):
            counters.append("dscnt" if self.target.has_extended_wait_counts else "lgkmcnt")
            spaces = _memop_address_spaces(inst)
            if spaces and all(s == LDS_ADDRESS_SPACE for s in spaces):
                # only LDS, by its memory operands: no vector memory event (as in llc 22)
                counters = [c for c in counters if c not in _VECTOR_MEMORY_COUNTERS]
        # xcnt counts address translations; cache-control ops (GLOBAL_INV, GLOBAL_WB, ...) have
        # only immediate operands, hence no address to translate. TENSOR_STOP has none either,
        # but llc 22 scores its implicit $exec on xcnt (measured with llc 22.1.8).
        if (
            "xcnt" in self.counter_names
            and info.kind in XCNT_KINDS
            and (any(c != "i" for c in info.operand_classes) or info.name == "TENSOR_STOP")
        ):
            counters.append("xcnt")
        return tuple(dict.fromkeys(counters))

    def _waits(self, info: OpcodeInfo, inst: Instruction) -> dict[str, int] | None:
        if info.kind != "WAIT" or not inst.operands:
            return None
        first = inst.operands[0]
        if first.kind == "imm" and first.imm is not None:
            value = first.imm
        elif first.kind == "symbolic_imm":
            value = symbolic_to_number(inst.opcode, first.text, self.target.generation)
        else:
            return None
        return wait_counts(inst.opcode, value, self.target.generation)


def _flatten(instructions: list[Instruction]) -> list[Instruction]:
    out: list[Instruction] = []
    for inst in instructions:
        if inst.bundled is not None:
            out.extend(i for i in inst.bundled if isinstance(i, Instruction))
        else:
            out.append(inst)
    return out


def _vreg_widths(mf: MachineFunction) -> dict[str, int]:
    """Lanes per virtual register from the `registers:` list (`class: vreg_64` -> 2)."""
    widths: dict[str, int] = {}
    for entry in mf.properties.get("registers") or []:
        if isinstance(entry, dict) and "id" in entry:
            m = _CLASS_BITS.search(str(entry.get("class", "")))
            if m:
                widths[f"%{entry['id']}"] = max(1, int(m.group(1)) // 32)
    return widths


def _units(op: Operand, vreg_lanes: dict[str, int]) -> tuple[int, ...]:
    name = op.reg
    if name is None or name == "_" or name == "$noreg":
        return ()
    if name.startswith("$"):
        return register_units(name)
    # Virtual registers: one unit per 32-bit lane of the register.
    key = name[1:]
    ident = int(key) if key.isdigit() else hash(key) & 0x7FFFFFF
    base = VREG_UNIT_BASE + ident * MAX_VREG_LANES
    if op.subreg:
        return tuple(base + lane for lane in subregister_lanes(op.subreg))
    width = vreg_lanes.get(name)
    if width is None and op.reg_class:
        m = _CLASS_BITS.search(op.reg_class)
        width = max(1, int(m.group(1)) // 32) if m else None
    return tuple(base + lane for lane in range(width or MAX_VREG_LANES))


def _wait_states(info: OpcodeInfo, inst: Instruction) -> int:
    if info.kind == "NOP":
        ops = inst.operands
        return (ops[0].imm or 0) + 1 if ops and ops[0].imm is not None else 1
    if info.kind in ("META", "INLINEASM") or info.is_meta:
        return 0
    return 1


def _memop_address_spaces(inst: Instruction) -> list[int | None]:
    spaces: list[int | None] = []
    for memop in inst.memoperands:
        m = _ADDRSPACE.search(memop)
        spaces.append(int(m.group(1)) if m else 0)
    return spaces


_VECTOR_MEMORY_COUNTERS = frozenset({"vmcnt", "vscnt", "loadcnt", "storecnt"})


def _flat_may_reach_lds(info: OpcodeInfo, inst: Instruction) -> bool:
    """A FLAT-segment access may reach LDS unless every memory operand says otherwise."""
    if info.segment != "FLAT":
        return False
    spaces = _memop_address_spaces(inst)
    return not spaces or any(s in (0, LDS_ADDRESS_SPACE) for s in spaces)


def _lds_access(info: OpcodeInfo, inst: Instruction) -> tuple[frozenset[str] | None, bool, bool]:
    """(objects, reads LDS, writes LDS). DS ops touch LDS; LDS DMA, async and tensor loads
    write it; FLAT may."""
    kind = info.kind
    if kind in ("LDS_DMA", "ASYNC_TO_LDS", "TENSOR"):
        reads, writes = info.subkind == "store", info.subkind != "store"
    elif kind in ("DS",):
        reads = info.subkind in ("load", "ldsdir", "atomic_ret", "atomic", "other")
        writes = info.subkind in ("store", "atomic", "atomic_ret", "other")
    elif _flat_may_reach_lds(info, inst):
        reads, writes = info.may_load, info.may_store
    else:
        return _NO_LDS, False, False
    objects: set[str] = set()
    for memop in inst.memoperands:
        m = _ADDRSPACE.search(memop)
        if m is None or int(m.group(1)) != LDS_ADDRESS_SPACE:
            continue
        ptr = _POINTER.search(memop)
        # Only a global names its LDS object outright; an `%ir.` value may point anywhere in
        # one until its underlying object is resolved, so it aliases everything.
        if ptr is None or not ptr.group(1).startswith("@"):
            return None, reads, writes
        objects.add(ptr.group(1))
    return (frozenset(objects) if objects else None), reads, writes


def translate_function(
    mf: MachineFunction, target: Target, filename: str | None = None
) -> TranslatedFunction:
    return Translator(target).translate(mf, filename)
