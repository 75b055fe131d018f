"""The instruction decoder: one MIR instruction into one compact record, `Decoded`.

A record holds what the passes read of an instruction, all from the generated tables in
mirpass.target and the instruction's operands:

- `info`, `opcode_id` and `facts`: the opcode's OpcodeInfo, a small integer naming the opcode
  within its decoder (dense, in order of first sight), and the opcode's boolean facts as bits
  (`FACT_BITS`: `rec.facts & FACT_BITS["may_load"]`);
- `reads`, `writes`: the register units it reads and writes (each once, in operand order;
  virtual registers get units from VREG_UNIT_BASE on, one per 32-bit lane);
- `roles`: units by operand role (`src0`, `vdst`, ...; empty when decoded from text only);
- `counters`: the wait counters it increments on the target, `out_of_order` whether its
  completions may come back out of order, `wait_states` the wait states it takes (an S_NOP
  its count plus one), `waits` the counts of a wait instruction (counter -> count, shared: copy
  it before changing it);
- `lds_objects`, `lds_read`, `lds_write`: the LDS objects it may touch (None = unknown, may
  alias all of LDS; empty = none) and whether it reads or writes LDS;
- `parse`: for memory operations, waits, calls and stores decoded from text, the parse their
  consumers read again (operands, memory operands); None otherwise. Shared: read only.

`decoder_for(mf, target)` is the function's decoder, made once and shared by every pass that
runs on the function (records of a line are cached by its text, which no edit changes: an edited
instruction has no source text and is decoded from its operands each time). A line is split
once, by `FunctionDecoder.line`.
"""

from __future__ import annotations

import re
import weakref
from dataclasses import dataclass

from mirpass.mir import Instruction, MachineFunction, MIRError, Operand
from mirpass.mir.fastparse import NOT_PLAIN as _NOT_PLAIN
from mirpass.mir.fastparse import (
    parse_operand,
    parse_register,
    parse_split,
    plain_piece,
    split_known_good,
    split_plain_line,
)
from mirpass.mir.parser import ParsedInstruction
from mirpass.target.counters import (
    GFX12_OPCODE_COUNTERS,
    OUT_OF_ORDER_KINDS,
    XCNT_KINDS,
    counters_for,
    events_for,
)
from mirpass.target.opcodes import OpcodeInfo, OpcodeTable, load_opcode_table
from mirpass.target.registers import RegisterError, register_units, subregister_lanes
from mirpass.target.targets import Target
from mirpass.target.waitcnt import is_counter_wait, symbolic_to_number, wait_counts

VREG_UNIT_BASE = 1 << 16
MAX_VREG_LANES = 32
LDS_ADDRESS_SPACE = 3
_ADDRSPACE = re.compile(r"addrspace (\d+)")
_POINTER = re.compile(r"\b(?:from|into|on) (%ir\.[^ ,)]+|@[^ ,)]+|%stack\.\d+|%fixed-stack\.\d+)")
_CLASS_BITS = re.compile(r"(\d+)$")

# The boolean facts of an opcode, one bit each (Decoded.facts).
FACT_NAMES = (
    "may_load",
    "may_store",
    "is_branch",
    "is_terminator",
    "is_call",
    "is_return",
    "is_barrier",
    "has_side_effects",
    "is_pseudo",
    "is_meta",
    "is_convergent",
    "has_op_sel",
    "is_compare",
    "is_vopc",
    "is_dpp",
    "is_sdwa",
    "xdl",
    "encodable",
    "agpr_access",
)
FACT_BITS = {name: 1 << k for k, name in enumerate(FACT_NAMES)}

# Kinds whose operands or memory operands a lean caller (the wait-count model) reads after
# decoding: their parses are kept on the record.
REPARSED_KINDS = frozenset(
    {"VMEM", "DS", "GDS", "SMEM", "LDS_DMA", "ASYNC_TO_LDS", "TENSOR", "EXP", "WAIT", "NOP"}
)
NO_ROLES: dict[str, tuple[int, ...]] = {}
NO_LDS: frozenset[str] = frozenset()
_LINES_LIMIT = 1 << 16  # distinct lines whose record is cached, per function
_TEXT_CACHE_LIMIT = 1 << 18  # distinct operand texts whose units are cached, per function
_VECTOR_MEMORY_COUNTERS = frozenset({"vmcnt", "vscnt", "loadcnt", "storecnt"})
_GENERAL = object()  # (_decode_plain: the line is for the general path)


class TranslationError(MIRError):
    """An instruction the IR cannot represent (for example an opcode unknown to the target)."""


@dataclass(slots=True)
class Decoded:
    """One decoded instruction (see the module's docstring)."""

    info: OpcodeInfo
    opcode_id: int
    facts: int
    reads: tuple[int, ...]
    writes: tuple[int, ...]
    roles: dict[str, tuple[int, ...]]
    counters: tuple[str, ...]
    out_of_order: bool
    lds_objects: frozenset[str] | None
    lds_read: bool
    lds_write: bool
    wait_states: int
    waits: dict[str, int] | None
    parse: ParsedInstruction | None


class FunctionDecoder:
    """Decodes the instructions of one function for one target (see `decoder_for`)."""

    def __init__(self, mf: MachineFunction | None, target: Target, table: OpcodeTable | None = None) -> None:
        self.target = target
        self.table = table or load_opcode_table(target.cpu)
        self.events = events_for(target.cpu, target.generation)
        self.counter_names = counters_for(target.cpu, target.generation)
        self.lanes = vreg_widths(mf) if mf is not None else {}
        self.filename: str | None = None
        self._ids: dict[str, tuple[int, int]] = {}  # opcode -> (id, facts)
        self._counter_cache: dict[str, tuple[str, ...]] = {}
        self._keeps_parse: dict[str, bool] = {}  # opcode -> its lines' parses are kept
        self._plain_facts: dict[str, tuple] = {}  # opcode -> _opcode_facts
        self._lines: dict[str, Decoded | None] = {}
        self._operand_units: dict[str, tuple[tuple[int, ...], tuple[int, ...]]] = {}
        self._def_units: dict[str, tuple[int, ...]] = {}
        self._tuples: dict[tuple[int, ...], tuple[int, ...]] = {}  # equal unit tuples shared

    def release(self) -> None:
        """Drop the cached records and units (a caller done with the function's records)."""
        self._lines = {}
        self._operand_units = {}
        self._def_units = {}
        self._tuples = {}

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

    def _identity(self, info: OpcodeInfo) -> tuple[int, int]:
        hit = self._ids.get(info.name)
        if hit is None:
            facts = 0
            for name, bit in FACT_BITS.items():
                if getattr(info, name):
                    facts |= bit
            hit = self._ids[info.name] = (len(self._ids), facts)
        return hit

    def share(self, units: tuple[int, ...]) -> tuple[int, ...]:
        """`units`, or an equal tuple decoded before (equal tuples are shared to save memory)."""
        return self._tuples.setdefault(units, units)

    # -- from text
    def line(self, raw: str, line_no: int = 0) -> Decoded | None:
        """The record of one source line, decoded from its text without building operands (no
        roles). None: decode it from its Instruction (an unusual line, an INLINEASM, or an
        error to report with its position)."""
        lines = self._lines
        if raw in lines:
            return lines[raw]
        rec = self._decode_line(raw, line_no)
        if len(lines) < _LINES_LIMIT:
            lines[raw] = rec
        return rec

    def text_records(self, text: str) -> list[Decoded] | None:
        """The records of a block's unread item lines (`Block.source_text`), blank and comment
        lines left out; None if a line needs its Instruction (see `line`)."""
        lines = self._lines
        out: list[Decoded] = []
        for raw in text.split("\n"):
            rec = lines.get(raw)
            if rec is None:
                if raw in lines:
                    return None
                stripped = raw.lstrip()
                if not stripped or stripped[0] == ";":
                    continue  # a blank or comment line
                rec = self._decode_plain(raw, 0)  # (most lines: see _decode_line)
                if rec is _GENERAL:
                    rec = self._decode_general(raw, 0)
                if len(lines) < _LINES_LIMIT:
                    lines[raw] = rec
                if rec is None:
                    return None
            out.append(rec)
        return out

    def _decode_line(self, raw: str, line_no: int) -> Decoded | None:
        rec = self._decode_plain(raw, line_no)
        if rec is not _GENERAL:
            return rec  # type: ignore[return-value]
        return self._decode_general(raw, line_no)

    def _decode_general(self, raw: str, line_no: int) -> Decoded | None:
        """`_decode_line` of a line that is not plain, from the pieces split_known_good cuts."""
        parts = split_known_good(raw)
        info = self.table.get(parts[2]) if parts is not None else None
        if info is None or info.kind == "INLINEASM":
            return None
        units = self._unit_tuples(parts, line_no)  # type: ignore[arg-type]
        if units is None:
            return None
        return self._record(info, units[0], units[1], raw, parts, line_no)

    def _decode_plain(self, raw: str, line_no: int) -> Decoded | None | object:
        """`_decode_line` of a plain line (mirpass.mir.fastparse's), cut by commas and read
        piece by piece from the caches of operand texts (keyed by the pieces as cut, spaces
        and all); _GENERAL when the line is not plain, or a new piece is not what the cut of
        a plain line makes (the general path then decides as it always did). Most lines of a
        large function are plain: this is its translation's main cost."""
        if _NOT_PLAIN.search(raw) is not None:
            return _GENERAL
        writes: list[int] = []
        eq = raw.find("=")
        if eq >= 0:
            def_units = self._def_units
            for text in raw[:eq].split(","):
                units = def_units.get(text)
                if units is None:
                    piece = plain_piece(text)
                    reg = parse_register(piece) if piece is not None else None
                    if reg is None:
                        return _GENERAL
                    units = self._units(reg, line_no)
                    if len(def_units) < _TEXT_CACHE_LIMIT:
                        def_units[text] = units
                writes += units
            body = raw[eq + 1 :].strip(" ")
        else:
            body = raw.strip(" ")
        opcode, _, ops_text = body.partition(" ")
        info = self.table.get(opcode)
        if info is None or info.kind == "INLINEASM":
            return _GENERAL
        reads: list[int] = []
        if ops_text:
            operand_units = self._operand_units
            for text in ops_text.split(","):
                w_r = operand_units.get(text)
                if w_r is None:
                    piece = plain_piece(text)
                    w_r = self._new_operand(text, piece, line_no) if piece is not None else None
                    if w_r is None:
                        return _GENERAL
                w, r = w_r
                if w:
                    writes += w
                if r:
                    reads += r
        tuples = self._tuples
        reads_t = tuple(dict.fromkeys(reads)) if reads else ()
        writes_t = tuple(dict.fromkeys(writes)) if writes else ()
        reads_t = tuples.setdefault(reads_t, reads_t)
        writes_t = tuples.setdefault(writes_t, writes_t)
        return self._record(info, reads_t, writes_t, raw, None, line_no)

    def _record(
        self,
        info: OpcodeInfo,
        reads_t: tuple[int, ...],
        writes_t: tuple[int, ...],
        raw: str,
        parts: tuple | None,
        line_no: int,
    ) -> Decoded:
        """The record of a line of `info`'s opcode with these units (`parts`: its cut; None for
        a plain line `_decode_plain` has read, cut again if its parse is kept)."""
        plain = self._plain_facts.get(info.name)
        if plain is None:
            plain = self._plain_facts[info.name] = self._opcode_facts(info)
        if plain:
            opcode_id, facts, out_of_order, states = plain
            return Decoded(
                info, opcode_id, facts, reads_t, writes_t, NO_ROLES, (), out_of_order,
                NO_LDS, False, False, states, None, None,
            )  # fmt: skip
        kind = info.kind
        opcode_id, facts = self._identity(info)
        # (shared: the record's parse is read only)
        parse = parse_split(parts if parts is not None else split_plain_line(raw), raw, line_no, shared=True)
        lds_objects, lds_read, lds_write = lds_access(info, parse)
        return Decoded(
            info, opcode_id, facts, reads_t, writes_t, NO_ROLES,
            self.counters(info, parse),
            kind in OUT_OF_ORDER_KINDS or flat_may_reach_lds(info, parse),
            lds_objects, lds_read, lds_write,
            wait_states(info, parse),
            self.waits(info, parse),
            parse,
        )  # fmt: skip

    def _opcode_facts(self, info: OpcodeInfo) -> tuple[int, int, bool, int] | tuple[()]:
        """What the record of a line of `info`'s opcode has besides its units when its parse is
        not kept, for then only the opcode decides it: (opcode id, facts, out of order, wait
        states); () when the parse is kept."""
        if self._keeps(info):
            return ()
        kind = info.kind
        opcode_id, facts = self._identity(info)
        return (
            opcode_id,
            facts,
            kind in OUT_OF_ORDER_KINDS,  # not FLAT: only the kind matters
            # no counters, and neither DS, LDS DMA, async, tensor nor FLAT: no LDS; not a wait
            0 if kind in ("META", "INLINEASM") or info.is_meta else 1,  # not a NOP
        )

    def _keeps(self, info: OpcodeInfo) -> bool:
        """Whether the lines of `info`'s opcode keep their parse (their consumers read it)."""
        keeps = self._keeps_parse.get(info.name)
        if keeps is None:
            keeps = self._keeps_parse[info.name] = bool(
                info.kind in REPARSED_KINDS
                or info.segment == "FLAT"
                or info.is_call
                or info.may_store
                or self.counters(info, None)  # not FLAT: only the opcode matters
            )
        return keeps

    def _unit_tuples(self, parts: tuple, line_no: int) -> tuple[tuple[int, ...], tuple[int, ...]] | None:
        """(units read, units written) by a split line, as `instruction` counts them; None if an
        operand needs the token parser."""
        reads: list[int] = []
        writes: list[int] = []
        def_units = self._def_units
        for text in parts[0]:
            units = def_units.get(text)
            if units is None:
                reg = parse_register(text)
                if reg is None:
                    return None
                units = self._units(reg, line_no)
                if len(def_units) < _TEXT_CACHE_LIMIT:
                    def_units[text] = units
            writes.extend(units)
        operand_units = self._operand_units
        for text in parts[3]:
            w_r = operand_units.get(text)
            if w_r is None:
                w_r = self._new_operand(text, text, line_no)
                if w_r is None:
                    return None
            w, r = w_r
            if w:
                writes.extend(w)
            if r:
                reads.extend(r)
        return self.share(tuple(dict.fromkeys(reads))), self.share(tuple(dict.fromkeys(writes)))

    def _new_operand(
        self, text: str, piece: str, line_no: int
    ) -> tuple[tuple[int, ...], tuple[int, ...]] | None:
        """`_written_read` of the operand `piece` (cut from `text`), cached by `text`; None if
        it needs the token parser."""
        try:
            operand = parse_operand(piece)
        except ValueError:
            return None
        w_r = self._written_read(operand, line_no)
        if len(self._operand_units) < _TEXT_CACHE_LIMIT:
            self._operand_units[text] = w_r
        return w_r

    def _written_read(self, op: Operand, line_no: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """(units written, units read) by one operand after the opcode."""
        if op.kind != "reg":
            return (), ()
        units = self._units(op, line_no)
        if not units:
            return (), ()
        flags = op.flags
        if "def" in flags or "implicit-def" in flags:
            return units, ()
        if "undef" not in flags and "debug-use" not in flags:
            return (), units
        return (), ()

    def _units(self, op: Operand, line_no: int) -> tuple[int, ...]:
        try:
            name = op.reg
            if name is not None and name.startswith("$") and name != "$noreg":
                return register_units(name)
            return units_of(op, self.lanes)
        except RegisterError as err:
            raise TranslationError(str(err), line_no, 1, self.filename) from None

    # -- from operands
    def instruction(
        self, inst: Instruction, info: OpcodeInfo, src: Instruction | ParsedInstruction, roles: bool
    ) -> Decoded:
        """The record of `inst`, whose operands and memory operands are read from `src` (the
        instruction, or a parse of its line); `roles`: fill `Decoded.roles`. `parse` is left
        None: the caller decides whether it keeps `src`."""
        operands = src.defs + src.operands
        ndefs = len(src.defs)
        reads: list[int] = []
        writes: list[int] = []
        by_index: list[tuple[int, ...]] = []
        for k, op in enumerate(operands):
            if op.kind != "reg":
                by_index.append(())
                continue
            units = self._units(op, inst.line)
            by_index.append(units)
            if not units:
                continue
            flags = op.flags
            if k < ndefs or "def" in flags or "implicit-def" in flags:
                writes.extend(units)
            elif "undef" not in flags and "debug-use" not in flags:
                reads.extend(units)
        if roles:
            by_role = {role: by_index[i] for role, i in info.operand_roles.items() if i < len(by_index)}
        else:
            by_role = NO_ROLES
        lds_objects, lds_read, lds_write = lds_access(info, src)
        opcode_id, facts = self._identity(info)
        return Decoded(
            info, opcode_id, facts,
            tuple(dict.fromkeys(reads)), tuple(dict.fromkeys(writes)), by_role,
            self.counters(info, src),
            info.kind in OUT_OF_ORDER_KINDS or flat_may_reach_lds(info, src),
            lds_objects, lds_read, lds_write,
            wait_states(info, src),
            self.waits(info, src),
            None,
        )  # fmt: skip

    # -- facts that depend on operands
    def counters(self, info: OpcodeInfo, inst: Instruction | ParsedInstruction | None) -> tuple[str, ...]:
        """The counters `info`'s instruction increments (`inst` is read only for FLAT)."""
        if info.segment != "FLAT":  # then only the opcode matters
            hit = self._counter_cache.get(info.name)
            if hit is None:
                hit = self._counter_cache[info.name] = self._compute_counters(info, inst)
            return hit
        return self._compute_counters(info, inst)

    def _compute_counters(
        self, info: OpcodeInfo, inst: Instruction | ParsedInstruction | None
    ) -> tuple[str, ...]:
        found = self.events.get((info.kind, info.subkind)) or self.events.get((info.kind, None))
        if self.target.has_extended_wait_counts and info.name in GFX12_OPCODE_COUNTERS:
            found = GFX12_OPCODE_COUNTERS[info.name]
        counters = list(found or ())
        if not counters:
            return ()
        lds_only = False
        if flat_may_reach_lds(info, inst):
            counters.append("dscnt" if self.target.has_extended_wait_counts else "lgkmcnt")
            spaces = _memop_address_spaces(inst)
            lds_only = bool(spaces) and all(s == LDS_ADDRESS_SPACE for s in spaces)
            if lds_only:
                # only LDS, by its memory operands: no vector memory event (as in llc 22), so no
                # address translation on xcnt either (llc 22's VMEM_GROUP comes with that event)
                counters = [c for c in counters if c not in _VECTOR_MEMORY_COUNTERS]
        # xcnt counts address translations; cache-control ops (GLOBAL_INV, GLOBAL_WB, ...) have
        # only immediate operands, hence no address to translate. TENSOR_STOP has none either,
        # but llc 22 scores its implicit $exec on xcnt (measured with llc 22.1.8).
        if (
            "xcnt" in self.counter_names
            and not lds_only
            and info.kind in XCNT_KINDS
            and (any(c != "i" for c in info.operand_classes) or info.name == "TENSOR_STOP")
        ):
            counters.append("xcnt")
        return tuple(dict.fromkeys(counters))

    def waits(self, info: OpcodeInfo, inst: Instruction | ParsedInstruction) -> dict[str, int] | None:
        """The counts of a wait instruction (counter -> count); None for any other."""
        if info.kind != "WAIT" or not inst.operands or not is_counter_wait(inst.opcode):
            return None  # (S_WAITCNT_DEPCTR and S_WAIT_IDLE wait on no counter)
        first = inst.operands[0]
        if first.kind == "imm" and first.imm is not None:
            value = first.imm
        elif first.kind == "symbolic_imm":
            value = symbolic_to_number(inst.opcode, first.text, self.target.generation)
        else:
            return None
        return wait_counts(inst.opcode, value, self.target.generation)


# function -> its decoders, by target and table; weak, so a function's records go with it
_DECODERS: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def decoder_for(mf: MachineFunction, target: Target, table: OpcodeTable | None = None) -> FunctionDecoder:
    """The decoder of `mf` for `target` (made on first use, then shared by every pass)."""
    table = table or load_opcode_table(target.cpu)
    by_target = _DECODERS.get(mf)
    if by_target is None:
        by_target = _DECODERS[mf] = {}
    key = (target, id(table))
    decoder = by_target.get(key)
    if decoder is None or decoder.table is not table:
        decoder = by_target[key] = FunctionDecoder(mf, target, table)
    return decoder


def vreg_widths(mf: MachineFunction) -> dict[str, int]:
    """Lanes per virtual register from the `registers:` list (`class: vreg_64` -> 2)."""
    widths: dict[str, int] = {}
    for entry in mf.properties.get("registers") or []:
        if isinstance(entry, dict) and "id" in entry:
            m = _CLASS_BITS.search(str(entry.get("class", "")))
            if m:
                widths[f"%{entry['id']}"] = max(1, int(m.group(1)) // 32)
    return widths


def units_of(op: Operand, vreg_lanes: dict[str, int]) -> tuple[int, ...]:
    """The register units of a register operand (virtual registers: one per 32-bit lane)."""
    name = op.reg
    if name is None or name == "_" or name == "$noreg":
        return ()
    if name.startswith("$"):
        return register_units(name)
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


def wait_states(info: OpcodeInfo, inst: Instruction | ParsedInstruction) -> int:
    if info.kind == "NOP":
        ops = inst.operands
        return (ops[0].imm or 0) + 1 if ops and ops[0].imm is not None else 1
    if info.kind in ("META", "INLINEASM") or info.is_meta:
        return 0
    return 1


def _memop_address_spaces(inst: Instruction | ParsedInstruction | None) -> list[int | None]:
    spaces: list[int | None] = []
    for memop in inst.memoperands if inst is not None else ():
        m = _ADDRSPACE.search(memop)
        spaces.append(int(m.group(1)) if m else 0)
    return spaces


def flat_may_reach_lds(info: OpcodeInfo, inst: Instruction | ParsedInstruction | None) -> bool:
    """A FLAT-segment access may reach LDS unless every memory operand says otherwise."""
    if info.segment != "FLAT":
        return False
    spaces = _memop_address_spaces(inst)
    return not spaces or any(s in (0, LDS_ADDRESS_SPACE) for s in spaces)


def lds_access(
    info: OpcodeInfo, inst: Instruction | ParsedInstruction
) -> tuple[frozenset[str] | None, bool, bool]:
    """(objects, reads LDS, writes LDS). DS ops touch LDS; LDS DMA, async and tensor loads
    write it; FLAT may."""
    kind = info.kind
    if kind in ("LDS_DMA", "ASYNC_TO_LDS", "TENSOR"):
        reads, writes = info.subkind == "store", info.subkind != "store"
    elif kind in ("DS",):
        reads = info.subkind in ("load", "ldsdir", "atomic_ret", "atomic", "other")
        writes = info.subkind in ("store", "atomic", "atomic_ret", "other")
    elif flat_may_reach_lds(info, inst):
        reads, writes = info.may_load, info.may_store
    else:
        return NO_LDS, False, False
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


def instructions_of(mf: MachineFunction, opcode: str) -> list[Instruction]:
    """`mf`'s instructions of `opcode`, bundle members included. Those of a block still in its
    source text are made apart from it, so that the block stays text (cheap to translate)."""
    out: list[Instruction] = []
    for block in mf.blocks:
        source = block.source_text()
        if source is not None:
            if opcode in source:
                for line, text in block.text_lines():
                    if text.lstrip().startswith(opcode):
                        out.append(Instruction(text, line))
            continue
        for inst in block.instructions:
            if inst.opcode == opcode:
                out.append(inst)
            for inner in inst.bundled or ():
                if isinstance(inner, Instruction) and inner.opcode == opcode:
                    out.append(inner)
    return out
