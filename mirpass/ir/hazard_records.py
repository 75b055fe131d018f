"""Compact per-instruction records for the hazard recognizer.

The recognizer needs, for every instruction, only a few facts: its class (VALU, MFMA, DOT,
memory, ...), how many wait states it counts for, and the register units of its operands by
position. `RecordBuilder` cuts those out of the source line with string operations (the line is
known to be well formed, since the reader accepted it) and falls back to the full operand parser
for anything unusual. Opcode facts are resolved once per opcode and shared.
"""

from __future__ import annotations

from collections.abc import Iterator

from mirpass.ir.hazard_facts import (  # noqa: F401  (class bits, re-exported)
    ASM,
    BUNDLE,
    DGEMM,
    DOT,
    DPP,
    EXP,
    FLAT,
    FWD,
    MAI,
    MEM,
    MFMA,
    MUBUF,
    NOP,
    PRODUCERS,
    SALU,
    SALU_M0,
    SDWA,
    SMEM,
    STORE,
    TRANS,
    UNCOUNTED,
    VALU,
    VMEM_FLAT,
    VW_SCALAR,
    WIDE_STORE,
    XDL,
    OpcodeFacts,
)
from mirpass.ir.hazard_tokens import (  # noqa: F401  (unit facts, re-exported)
    _AT,
    _DEF_TOKENS,
    _FAIL,
    _NO_IMMEDIATES,
    _OP_TOKENS,
    _REG_TOKENS,
    SGPR_SPECIALS,
    U_EXEC,
    U_M0,
    U_SCALAR,
    U_SGPR,
    U_VCC,
    VECTOR_END,
    VGPR_END,
    _at_entry,
    _def_token,
    _fast,
    _op_token,
    _operands,
    _units,
    _unknown_register,
    regs_defined,
    regs_mask,
    unit_flags,
    unusual,
    vector_mask,
)
from mirpass.mir import Instruction, MIRError
from mirpass.mir.parser import fast_opcode
from mirpass.target.opcodes import OpcodeTable
from mirpass.target.registers import RegisterError

_UNSEEN = object()


class Rec:
    """One instruction as the recognizer sees it."""

    __slots__ = (
        "inst",
        "facts",
        "cls",
        "ws",
        "passes",
        "regs",
        "imms",
        "n_defs",
        "line",
        "top",
        "rd",
        "wr",
        "idx",
        "_defs_all",
        "_reads_all",
        "uses",
        "defs",
        "mask",
        "dall",
    )

    def __init__(self, inst: Instruction | None, facts: OpcodeFacts, ws: int) -> None:
        self.inst = inst
        self.facts = facts
        self.cls = facts.cls
        self.ws = ws
        self.passes = facts.passes
        # (operand number, units, is_def, is_implicit) for every register operand
        self.regs: list[tuple[int, tuple[int, ...], bool, bool]] = []
        self.imms: dict[int, int] = {}
        self.n_defs = 0
        self.line = inst.line if inst is not None else 0
        self.top = True  # checked by the recognizer (not a bundle member)
        self.rd = 0  # U_* bits of the register operands read
        self.wr = 0  # U_* bits of the register operands written
        self.idx = -1  # without `inst`: the line's index in its block's items
        self._defs_all: frozenset[int] | None = None
        self._reads_all: frozenset[int] | None = None
        # (operand number, units) of the explicit register uses, and the units of the explicit
        # register defs: filled when the record is finished, and never modified
        self.uses: list[tuple[int, tuple[int, ...]]] = None  # type: ignore[assignment]
        self.defs: list[tuple[int, ...]] = None  # type: ignore[assignment]
        # `vector_mask` of the units of all register operands (`regs_mask(regs)`)
        self.mask = 0
        # every unit the instruction defines (explicitly or implicitly), in operand order
        self.dall: tuple[int, ...] = ()

    def at(self, line: int, idx: int) -> Rec:
        """A copy of this prototype for the instruction at `line`, index `idx` in its block. The
        operand lists are shared: no record's are ever modified once built."""
        r = _new_rec(Rec)
        r.inst = None
        r.facts = self.facts
        r.cls = self.cls
        r.ws = self.ws
        r.passes = self.passes
        r.regs = self.regs
        r.imms = self.imms
        r.n_defs = self.n_defs
        r.line = line
        r.top = True
        r.rd = self.rd
        r.wr = self.wr
        r.idx = idx
        r._defs_all = self._defs_all
        r._reads_all = self._reads_all
        r.uses = self.uses
        r.defs = self.defs
        r.mask = self.mask
        r.dall = self.dall
        return r

    @property
    def opcode(self) -> str:
        return self.facts.name

    def operand_units(self, opno: int) -> tuple[int, ...]:
        for k, units, _d, _i in self.regs:
            if k == opno:
                return units
        return ()

    @property
    def vdst(self) -> tuple[int, ...]:
        """Operand 0, when it is a register (LLVM's `getOperand(0).getReg()`)."""
        regs = self.regs
        if regs and regs[0][0] == 0:
            return regs[0][1]
        return ()

    @property
    def defs_all(self) -> frozenset[int]:
        """Every unit the instruction modifies (explicit and implicit defs)."""
        d = self._defs_all
        if d is None:
            d = self._defs_all = frozenset(self.dall)
        return d

    @property
    def reads_all(self) -> frozenset[int]:
        r = self._reads_all
        if r is None:
            r = self._reads_all = frozenset(
                u for _k, units, is_def, _i in self.regs if not is_def for u in units
            )
        return r

    def explicit_uses(self) -> list[tuple[int, tuple[int, ...]]]:
        """(operand number, units) of the explicit register uses; not to be modified."""
        return self.uses

    def explicit_defs(self) -> list[tuple[int, ...]]:
        """The units of the explicit register defs; not to be modified."""
        return self.defs

    def all_operand_units(self) -> frozenset[int]:
        return frozenset(u for _k, units, _d, _i in self.regs for u in units)

    def __repr__(self) -> str:
        return f"<Rec line {self.line} {self.opcode}>"


_new_rec = object.__new__

Regs = list[tuple[int, tuple[int, ...], bool, bool]]
Defs = tuple[Regs, list[tuple[int, ...]], int, int, int, tuple[int, ...]]


# Texts before ` = ` seen before (indentation included) -> `_cut_defs` of them. Def lists repeat
# far more than whole lines do, and the lists in a `Defs` are never modified (records share
# them), so each is cut once.
_DEF_LISTS: dict[str, Defs | object] = {}
DEF_LISTS = 1 << 16
# `_cut_defs` of a text that is no def list (a comment, opcode flags before a ` = ` further on)
_NOT_DEFS = object()


def _cut_defs(head: str) -> Defs | object:
    """(register operands as in `Rec.regs`, explicit def units, number of explicit defs, unit
    flags written, `vector_mask` of the units, all their units) of the defs `head` before ` = `
    (indentation included); _FAIL when they need the full parser, _NOT_DEFS when `head` is no def list. The
    lists are shared: not to be modified."""
    cut = _DEF_LISTS.get(head)
    if cut is None:
        if len(_DEF_LISTS) >= DEF_LISTS:
            _DEF_LISTS.clear()
        dpart = head.lstrip()
        if not dpart or dpart[0] not in "$rdeui%":
            cut = _NOT_DEFS
        else:
            cut = _cut_defs_text(dpart)
            if cut is None:
                cut = _FAIL
        _DEF_LISTS[head] = cut
    return cut


def _cut_defs_text(dpart: str) -> Defs | None:
    """`_cut_defs`, cut from the text."""
    if unusual(dpart):
        return None
    v = _DEF_TOKENS.get(dpart)
    if v is not None and v is not _FAIL and not v[1]:  # type: ignore[index]
        # one explicit def (the usual case)
        units = v[0]  # type: ignore[index]
        return [(0, units, True, False)], [units], 1, v[2], vector_mask(units), units  # type: ignore[index]
    regs: list[tuple[int, tuple[int, ...], bool, bool]] = []
    defs: list[tuple[int, ...]] = []
    opno = wr = 0
    implicit_no = 1000
    def_get = _DEF_TOKENS.get
    for text in dpart.split(", "):
        v = def_get(text)
        if v is None:
            v = _def_token(text)
        if v is _FAIL:
            return None
        units, implicit, uf = v  # type: ignore[misc]
        wr |= uf
        if implicit:
            regs.append((implicit_no, units, True, True))
            implicit_no += 1
        else:
            regs.append((opno, units, True, False))
            defs.append(units)
            opno += 1
    return regs, defs, opno, wr, regs_mask(regs), regs_defined(regs)


# How many prototypes a generation of `RecordBuilder.protos` remembers.
PROTOTYPES = 1 << 15
# How many operand lists a generation of `RecordBuilder.operand_parts` remembers.
OPERAND_LISTS = 1 << 14


class RecordBuilder:
    def __init__(self, table: OpcodeTable) -> None:
        self.table = table
        self.facts: dict[str, OpcodeFacts] = {}
        # Item line text -> its prototype record (None for a blank or comment line): the current
        # generation, and the one before it.
        self.protos: dict[str, Rec | None] = {}
        self.older: dict[str, Rec | None] = {}
        # (first operand number, operand list text) -> `_operands` of it: the current generation,
        # and the one before it
        self.operand_parts: dict[tuple[int, str] | str, tuple | object] = {}
        self.operand_parts_older: dict[tuple[int, str] | str, tuple | object] = {}
        # By default, the expander of inline asm into the instructions it holds (inline_asm.py);
        # None: llc 22's one record per INLINEASM.
        self.asm = None

    def facts_for(self, opcode: str) -> OpcodeFacts | None:
        f = self.facts.get(opcode)
        if f is None:
            # the CPU's facts for any opcode of the target, encodable on it or not (EXP_DONE on
            # gfx942, which has no exports), as llc's passes have them
            info = self.table.get(opcode)
            if info is None:
                return None
            f = self.facts[opcode] = OpcodeFacts(info)
        return f

    def unknown_opcode(self, opcode: str, text: str, line: int) -> MIRError:
        """The error for an opcode no table knows: without its facts no hazard can be judged."""
        eq = text.find(" = ")
        col = text.find(opcode, eq + 3 if eq >= 0 else 0)
        return MIRError(f"unknown machine instruction name '{opcode}'", line, col + 1 if col >= 0 else 1)

    def records(self, lines: Iterator[str], line: int, first: int = 0) -> Iterator[Rec]:
        """The records of a block's item lines as read (from `Block.unread_span()`, the first
        being line `line` and the block's item `first`): blank and comment lines, and well-formed
        instructions that open no bundle. Each record has no `inst` but the index of its line
        in the block's items (`idx`). (`line_record`, inline: a call per line costs.)"""
        asm = self.asm
        new = self._new_line
        base = line - first
        for k, s in enumerate(lines, first):
            r = self.protos.get(s, _UNSEEN)
            if r is _UNSEEN:
                r = new(s, base + k, k)
            elif r is not None:
                r = r.at(base + k, k)
            if r is not None:
                if r.cls & ASM and asm is not None:
                    yield from asm.expand_line(r, s, base + k, k)
                else:
                    yield r

    def line_record(self, s: str, line: int, k: int) -> Rec | None:
        """The record of item line `s`, at source line `line` and item index `k` (None for a
        blank or comment line).

        A record depends only on its line's text, and unrolled kernels repeat lines heavily: a
        record is kept as the prototype of its text, and the later instructions with that text
        get copies of it. The prototypes are remembered in two generations of bounded size."""
        proto = self.protos.get(s, _UNSEEN)
        if proto is _UNSEEN:
            return self._new_line(s, line, k)
        if proto is None:
            return None
        return proto.at(line, k)  # type: ignore[union-attr]

    def _new_line(self, s: str, line: int, k: int) -> Rec | None:
        """`line_record` of a text the current generation does not have."""
        proto = self.older.get(s, _UNSEEN)
        if proto is _UNSEEN:
            try:
                rec = self._prototype(s, line, k)
            except RegisterError:
                raise _unknown_register(s, line) from None
            proto = rec
        else:
            rec = proto.at(line, k) if proto is not None else None  # type: ignore[union-attr]
        # remembered as the prototype of `s` in the current generation
        protos = self.protos
        if len(protos) >= PROTOTYPES:
            self.older = protos
            protos = self.protos = {}
        protos[s] = proto  # (used again: into the current generation)
        return rec

    def _prototype(self, s: str, line: int, k: int) -> Rec | None:
        """The record of the item line `s` (at `line`, item index `k`); None for a blank or
        comment line.

        The common line (`DEFS = OPCODE OPERANDS`, plain registers and immediates) is cut here
        with string operations and the token caches; anything else goes to `_general`. The
        parts are cut by position in `s` rather than from stripped copies, and the characters
        only the full parser reads are looked for when a def list or operand list is first
        cut (`unusual`), not on every line: most lines of a large file are distinct."""
        # (A line ending in blanks needs no stripping: the operand list is stripped, and an
        # opcode without operands read with the blanks is unknown, which `_general` handles.)
        cut = s.find(" :: ")
        end = cut if cut >= 0 else len(s)
        eq = s.find(" = ", 0, end)
        if eq >= 0:
            head = s[:eq]
            cut_defs = _DEF_LISTS.get(head)
            if cut_defs is None:
                cut_defs = _cut_defs(head)
            if cut_defs is _FAIL:
                return self._general(s, line, k)
        else:
            cut_defs = _NOT_DEFS
        if cut_defs is _NOT_DEFS:
            st = s.lstrip()
            if not st or st[0] == ";":
                return None
            at = len(s) - len(st)
            regs, defs, opno, wr, mask, dall = [], [], 0, 0, 0, ()
        else:
            at = eq + 3
            regs, defs, opno, wr, mask, dall = cut_defs  # type: ignore[misc]
        sp = s.find(" ", at, end)
        opcode = s[at:sp] if sp >= 0 else s[at:end]
        # (no instruction flag is an opcode: a line with flags before its opcode is unknown here)
        facts = self.facts.get(opcode)
        if facts is None:
            return self._general(s, line, k)  # flags before the opcode, or an opcode not seen yet
        ops = s[sp + 1 : end].strip() if sp >= 0 else ""
        if ops:
            # `_operand_part`'s lookup, inline (a list after one def, the usual case, is keyed
            # by its text alone: no tuple to make)
            key = ops if opno == 1 else (opno, ops)
            part = self.operand_parts.get(key)
            if part is None:
                part = self._operand_part(opno, ops, key)
            if part is _FAIL:
                return self._general(s, line, k)
            # (the operand list's uses, immediates and reads are the record's own)
            op_regs, uses, op_defs, imms, rd, op_wr, op_mask, op_dall = part  # type: ignore[misc]
            if op_regs:
                regs = regs + op_regs if regs else op_regs
            if op_defs:
                defs = defs + op_defs
            wr |= op_wr
            mask |= op_mask
            if op_dall:
                dall += op_dall
        else:
            uses = []
            imms = _NO_IMMEDIATES
            rd = 0
        rec = _new_rec(Rec)
        rec.inst = None
        rec.facts = facts
        rec.cls = facts.cls
        rec.ws = 1
        rec.passes = facts.passes
        rec.regs = regs
        rec.imms = imms
        rec.n_defs = opno
        rec.line = line
        rec.top = True
        rec.rd = rd
        rec.wr = wr
        rec.idx = k
        rec._defs_all = None
        rec._reads_all = None
        rec.uses = uses
        rec.defs = defs
        rec.mask = mask
        rec.dall = dall
        if wr or facts.special:
            self._finish(rec, facts)
        return rec

    def _operand_part(self, opno: int, ops: str, key: tuple[int, str] | str) -> tuple | object:
        """`_operands(ops, opno)`, remembered under `key` (the current generation of
        `operand_parts` has none): operand lists repeat far more than whole lines do, so their
        part of the record is cut once per first operand number. (A list after one def, the
        usual case, is keyed by its text alone: no tuple to make.)"""
        part = self.operand_parts_older.get(key)
        if part is None:
            part = self._cut_operands(opno, ops)
        parts = self.operand_parts
        if len(parts) >= OPERAND_LISTS:
            self.operand_parts_older = parts
            parts = self.operand_parts = {}
        parts[key] = part
        return part

    def _cut_operands(self, opno: int, ops: str) -> tuple | object:
        """`_operands(ops, opno)`, from the part of the list after its first operand when that
        is known (it is remembered like a whole list): a list seen once often ends like many
        others (`$vgpr7, implicit $mode, implicit $exec`), and then only its first operand is
        cut. _FAIL for a list the full parser must read (`unusual`, whose first test, which most
        lists pass, is inline). (The lookup of the first operand's entry and its joining to the
        rest's part are inline too: most lines of a large file take this path once.)"""
        if ("(" in ops or '"' in ops or "<" in ops or "!" in ops or "`" in ops) and unusual(ops):
            return _FAIL
        comma = ops.find(", ")
        if comma < 0:
            return _operands(ops, opno)
        text = ops[:comma]
        try:
            v = _AT[opno][text]
        except (KeyError, IndexError):
            v = _at_entry(text, opno)
        if v is _FAIL:
            return _FAIL
        rest = ops[comma + 2 :]
        key = rest if opno == 0 else (opno + 1, rest)  # (`_operand_part`'s keys)
        part = self.operand_parts.get(key)
        if part is None:
            part = self.operand_parts_older.get(key)
            if part is None:
                part = _operands(rest, opno + 1)
            self.operand_parts[key] = part  # (the caller makes room for its own list)
        if part is _FAIL:
            return _FAIL
        # the first operand, `v` (an `_AT` entry), before the rest's part, whose lists it shares
        regs, uses, defs, imms, rd, wr, mask, dall = part  # type: ignore[misc]
        if v.__class__ is tuple:
            regs = [v[0], *regs]  # type: ignore[index]
            mask |= v[5]  # type: ignore[index]
            use = v[1]  # type: ignore[index]
            if use is not None:
                uses = [use, *uses]
            else:
                d = v[2]  # type: ignore[index]
                if d is not None:
                    defs = [d, *defs]
                wr |= v[4]  # type: ignore[index]
                dall = v[6] + dall  # type: ignore[index,operator]
            rd |= v[3]  # type: ignore[index]
        elif v.__class__ is int:
            imms = {opno: v, **imms}
        return regs, uses, defs, imms, rd, wr, mask, dall

    def _general(self, s: str, line: int, k: int) -> Rec:
        """The record of an instruction line that `_prototype` does not cut itself."""
        opcode = fast_opcode(s)
        facts = self.facts.get(opcode) or self.facts_for(opcode)
        if facts is None:
            raise self.unknown_opcode(opcode, s, line)
        rec = Rec(None, facts, 1)
        if not _fast(rec, s, opcode):
            self._slow(rec, Instruction(s, line))
        rec.mask = regs_mask(rec.regs)
        rec.dall = regs_defined(rec.regs)
        self._finish(rec, facts)
        rec.line = line
        rec.idx = k
        return rec

    def build(self, inst: Instruction) -> Rec:
        opcode = inst.opcode
        facts = self.facts.get(opcode)
        if facts is None:
            facts = self.facts_for(opcode)
            if facts is None:
                raise self.unknown_opcode(opcode, inst.raw or "", inst.line)
        raw = inst.raw
        rec = Rec(inst, facts, 1)
        try:
            if raw is None or not _fast(rec, raw, opcode):
                self._slow(rec, inst)
        except RegisterError:
            raise _unknown_register(raw or "", inst.line) from None
        rec.mask = regs_mask(rec.regs)
        rec.dall = regs_defined(rec.regs)
        self._finish(rec, facts)
        return rec

    @staticmethod
    def _finish(rec: Rec, facts: OpcodeFacts) -> None:
        if rec.uses is None:
            rec.uses = [(k, units) for k, units, is_def, imp in rec.regs if not is_def and not imp]
        if rec.defs is None:
            rec.defs = [units for k, units, is_def, imp in rec.regs if is_def and not imp]
        wr = rec.wr
        if wr:
            cls = rec.cls
            if cls & VALU and wr & U_SCALAR:
                rec.cls = cls | VW_SCALAR
            elif cls & SALU and wr & U_M0:
                rec.cls = cls | SALU_M0
        special = facts.special
        if special:
            if special == 1:  # NOP
                rec.ws = rec.imms.get(0, 0) + 1
            elif special == 2:  # inline asm counts 1 here; the backward walk skips it
                rec.ws = 0
            if facts.fmt_latency:
                # F8F6F4: the FP8/BF8 formats (cbsz or blgp <= 1) take the longer pass count.
                cbsz, blgp = rec.imms.get(4, 0), rec.imms.get(5, 0)
                if cbsz > 1 and blgp > 1:
                    rec.passes = facts.fmt_latency

    @staticmethod
    def _fast(rec: Rec, raw: str, opcode: str) -> bool:
        return _fast(rec, raw, opcode)

    @staticmethod
    def _slow(rec: Rec, inst: Instruction) -> None:
        rec.regs.clear()
        rec.imms.clear()
        rec.rd = rec.wr = 0
        p = inst.parsed
        opno = 0
        implicit_no = 1000
        for d in p.defs:
            if d.kind == "reg" and ("implicit" in d.flags or "implicit-def" in d.flags):
                units = _units(d.reg or "")
                rec.regs.append((implicit_no, units, True, True))
                rec.wr |= unit_flags(units)
                implicit_no += 1
                continue
            if d.kind == "reg":
                units = _units(d.reg or "")
                rec.regs.append((opno, units, True, False))
                rec.wr |= unit_flags(units)
            opno += 1
        rec.n_defs = opno
        for op in p.operands:
            if op.kind == "reg":
                flags = op.flags
                is_def = "implicit-def" in flags or "def" in flags
                implicit = "implicit" in flags or "implicit-def" in flags
                units = _units(op.reg or "")
                rec.regs.append((opno, units, is_def, implicit))
                if is_def:
                    rec.wr |= unit_flags(units)
                else:
                    rec.rd |= unit_flags(units)
            elif op.kind == "imm" and op.imm is not None:
                rec.imms[opno] = op.imm
            opno += 1
