"""Compact per-instruction records for the hazard recognizer.

The recognizer needs, for every instruction, only a few facts: its class (VALU, MFMA, DOT,
memory, ...), how many wait states it counts for, and the register units of its operands by
position. `RecordBuilder` cuts those out of the source line with string operations (the line is
known to be well formed, since the reader accepted it) and falls back to the full operand parser
for anything unusual. Opcode facts are resolved once per opcode and shared.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from mirpass.mir import Instruction, MIRError
from mirpass.mir.operands import INSTRUCTION_FLAGS
from mirpass.mir.parser import fast_opcode
from mirpass.target.opcodes import OpcodeInfo, OpcodeTable, load_opcode_table
from mirpass.target.registers import SPECIAL_UNIT, RegisterError, register_units

# Instruction class bits (LLVM's SIInstrInfo predicates, as the hazard code uses them).
VALU = 1 << 0  # isVALU: VALU, TRANS, DOT, MFMA/SMFMAC, LDS DMA
MFMA = 1 << 1  # isMFMA (MAI other than V_ACCVGPR_READ/WRITE)
DOT = 1 << 2
DGEMM = 1 << 3
XDL = 1 << 4  # SIInstrInfo::isXDL on gfx940+
MEM = 1 << 5  # isVMEM || isFLAT || isDS
EXP = 1 << 6
TRANS = 1 << 7
ASM = 1 << 8  # inline asm: counts 0 wait states, still matched by hazard predicates
BUNDLE = 1 << 9  # a BUNDLE header: skipped by the backward walk
VMEM_FLAT = 1 << 10  # isVMEM || isFLAT (not DS)
DPP = 1 << 11
SDWA = 1 << 12
STORE = 1 << 13  # mayStore
MUBUF = 1 << 14  # MUBUF/MTBUF (buffer segment)
FLAT = 1 << 15  # FLAT/GLOBAL/SCRATCH segments
SMEM = 1 << 16
SALU = 1 << 17
NOP = 1 << 18
# Pseudo classes, for skipping searches whose predicate cannot match in the window:
FWD = 1 << 19  # a VALU that may write part of its destination (SDWA dst_sel, DST_OP_SEL)
WIDE_STORE = 1 << 20  # a MUBUF/FLAT store of more than 64 bits of data (createsVALUHazard)
VW_SCALAR = 1 << 21  # a VALU that writes a register unit outside the VGPR/AGPR files
SALU_M0 = 1 << 22  # an SALU that writes M0

# Register unit facts (U_* bits of an operand, OR-ed over its units).
U_VCC = 1  # overlaps VCC
U_EXEC = 2  # overlaps EXEC
U_M0 = 4  # overlaps M0
U_SCALAR = 8  # has a unit outside the VGPR/AGPR files
U_SGPR = 16  # has an SGPR, TTMP or SGPR-like special unit (the recognizer's is_sgpr_unit)
VECTOR_END = 2048  # units below are VGPRs (0..1023) and AGPRs (1024..1279)
VGPR_END = 1024
_SGPR_FILES_END = 2400  # SGPRs and TTMPs: 2048..2399
SGPR_SPECIALS = frozenset(
    u
    for name, u in SPECIAL_UNIT.items()
    if name.startswith(("vcc", "exec", "m0", "flat_scr", "xnack_mask", "tba", "tma", "sgpr_null", "src_"))
    and name not in ("src_vccz", "src_execz", "src_scc")
)
_VCC_UNITS = frozenset(register_units("$vcc"))
_EXEC_UNITS = frozenset(register_units("$exec"))
_M0_UNITS = frozenset(register_units("$m0"))


def unit_flags(units: tuple[int, ...]) -> int:
    f = 0
    for u in units:
        if u >= VECTOR_END:
            f |= U_SCALAR
            if u < _SGPR_FILES_END or u in SGPR_SPECIALS:
                f |= U_SGPR
            if u in _VCC_UNITS:
                f |= U_VCC
            if u in _EXEC_UNITS:
                f |= U_EXEC
            if u in _M0_UNITS:
                f |= U_M0
    return f


_UNUSUAL = ("(", '"', "<", "!", "`")


class OpcodeFacts:
    """What the recognizer needs to know about one opcode on one CPU."""

    __slots__ = (
        "name",
        "info",
        "cls",
        "src2",
        "passes",
        "dgemm_kind",
        "data_index",
        "wide_data",
        "src0_mods",
        "src2_mods",
        "has_op_sel",
        "dst_sel",
        "special",
        "fmt_latency",
        "hz",
    )

    def __init__(self, info: OpcodeInfo) -> None:
        self.name = info.name
        self.info = info
        kind = info.kind
        cls = 0
        if kind in ("VALU", "TRANS", "DOT", "MFMA", "SMFMAC", "LDS_DMA"):
            cls |= VALU
        if kind in ("MFMA", "SMFMAC"):
            cls |= MFMA
            if info.mfma_class == "DGEMM":
                cls |= DGEMM
            elif info.xdl:
                cls |= XDL
        if kind == "DOT":
            cls |= DOT
        if kind == "TRANS":
            cls |= TRANS
        if kind in ("VMEM", "LDS_DMA"):
            cls |= MEM | VMEM_FLAT
            if info.segment in ("FLAT", "GLOBAL", "SCRATCH"):
                cls |= FLAT
            elif info.segment == "BUFFER":
                cls |= MUBUF
        if kind in ("DS", "GDS"):
            cls |= MEM
        if kind == "EXP":
            cls |= EXP
        if kind == "INLINEASM":
            cls |= ASM
        if kind == "SMEM":
            cls |= SMEM
        if kind == "SALU":
            cls |= SALU
        if kind == "NOP":
            cls |= NOP
        if info.name == "BUNDLE":
            cls |= BUNDLE
        if info.may_store:
            cls |= STORE
        name = info.name
        if info.is_dpp:
            cls |= DPP
        if info.is_sdwa:
            cls |= SDWA
        self.cls = cls
        roles = info.operand_roles
        self.src2 = roles.get("src2", -1)
        self.passes = info.passes or 0
        # DGEMM shape: LLVM tests the producer's opcode for the two F64 shapes.
        self.dgemm_kind = 0
        if cls & DGEMM:
            self.dgemm_kind = 4 if "4X4X4" in name else 16
        # Store data (`vdata`) and whether it is wider than 64 bits (12-dword store hazard).
        self.data_index = roles.get("data", -1) if info.may_store else -1
        self.wide_data = False
        if self.data_index >= 0 and self.data_index < len(info.operand_classes):
            bits = "".join(ch for ch in info.operand_classes[self.data_index].split("=")[0] if ch.isdigit())
            self.wide_data = bool(bits) and int(bits) > 64
        # src0_modifiers is the immediate right before src0 in VOP3/VOP3P/SDWA forms.
        src0 = roles.get("src0", -1)
        classes = info.operand_classes
        self.src0_mods = src0 - 1 if src0 > 0 and classes[src0 - 1] == "i" and cls & VALU else -1
        self.has_op_sel = self.src0_mods >= 0 and info.has_op_sel
        src2 = roles.get("src2", -1)
        self.src2_mods = src2 - 1 if src2 > 0 and classes[src2 - 1] == "i" and cls & VALU else -1
        self.dst_sel = -1
        if cls & SDWA and info.num_defs:
            # V_*_sdwa: ..., clamp, omod?, dst_sel, dst_unused, src0_sel[, src1_sel]. VOPC and the
            # FP8 conversions (V_CVT_F32_FP8_sdwa, ...) have no dst_sel, dst_unused pair: at most
            # clamp, omod and the source selects follow their last source.
            n_sel = 2 if roles.get("src1", -1) >= 0 else 1
            last_source = max(roles.get("src0", -1), roles.get("src1", -1))
            if last_source >= 0 and len(classes) - 1 - last_source >= 3 + n_sel:
                self.dst_sel = len(classes) - 2 - n_sel
        if cls & VALU and ((cls & SDWA and self.dst_sel >= 0) or (self.has_op_sel and self.src0_mods >= 0)):
            self.cls |= FWD
        if cls & VALU and (info.fp4_dst_sel or (info.fp8_dst_sel and self.src2_mods >= 0)):
            self.cls |= FWD
        if cls & ASM:
            self.cls |= FWD  # llc takes every register inline asm defines as a forwarded one
        if cls & STORE and cls & (MUBUF | FLAT) and self.wide_data and self.data_index >= 0:
            self.cls |= WIDE_STORE
        self.hz: int | None = None  # the recognizer's opcode flags, made on first use
        # What `RecordBuilder.build` must look at beyond the operands: 1 NOP, 2 meta, 3 format.
        self.special = 1 if cls & NOP else 2 if info.is_meta else 0
        self.fmt_latency = info.latency if info.passes_depend_on_format and info.latency else 0
        if self.fmt_latency and not self.special:
            self.special = 3


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
            d = self._defs_all = frozenset(u for _k, units, is_def, _i in self.regs if is_def for u in units)
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


# How many prototypes a generation of `RecordBuilder.protos` remembers, and how many hashes of
# texts seen once a generation of `RecordBuilder.seen` does.
PROTOTYPES = 1 << 15
SEEN = 1 << 16
# How many operand lists `RecordBuilder.operand_parts` remembers before it starts again.
OPERAND_LISTS = 1 << 16


class RecordBuilder:
    def __init__(self, table: OpcodeTable) -> None:
        self.table = table
        self.facts: dict[str, OpcodeFacts] = {}
        # Item line text -> its prototype record (None for a blank or comment line): the current
        # generation, and the one before it.
        self.protos: dict[str, Rec | None] = {}
        self.older: dict[str, Rec | None] = {}
        # Hashes of the texts seen once (current and older generation).
        self.seen: set[int] = set()
        self.seen_older: set[int] = set()
        # (first operand number, operand list text) -> `_operands` of it
        self.operand_parts: dict[tuple[int, str], tuple | object] = {}

    def facts_for(self, opcode: str) -> OpcodeFacts | None:
        f = self.facts.get(opcode)
        if f is None:
            info = self.table.get(opcode)
            if info is None:
                # llc's MIR parser accepts any AMDGPU opcode (e.g. EXP_DONE on gfx942, which has
                # no exports); take the facts from another CPU's table.
                others = ("gfx942", "gfx950") if self.table.cpu == "gfx950" else ("gfx950", "gfx942")
                for cpu in (*others, "gfx90a", "gfx908", "gfx1200", "gfx1250"):
                    if cpu == self.table.cpu:
                        continue
                    info = load_opcode_table(cpu).get(opcode)
                    if info is not None:
                        break
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
        """The records of a block's item lines as read (from `Block.source_text()`, the first
        being line `line` and the block's item `first`): blank and comment lines, and well-formed
        instructions that open no bundle. Each record has no `inst` but the index of its line
        in the block's items (`idx`)."""
        line_record = self.line_record
        for k, s in enumerate(lines, first):
            r = line_record(s, line + k - first, k)
            if r is not None:
                yield r

    def line_record(self, s: str, line: int, k: int) -> Rec | None:
        """The record of item line `s`, at source line `line` and item index `k` (None for a
        blank or comment line).

        A record depends only on its line's text, and unrolled kernels repeat lines heavily: a
        text seen a second time is kept with its record as a prototype, and the later
        instructions with that text get copies of it. Texts seen once are only remembered by
        their hash: in a file of mostly distinct lines, keeping every record alive would cost
        more (memory, and time) than cutting the few repeats again. Both are remembered in two
        generations of bounded size."""
        proto = self.protos.get(s, _UNSEEN)
        if proto is _UNSEEN:
            proto = self.older.get(s, _UNSEEN)
            if proto is _UNSEEN:
                try:
                    rec = self._prototype(s, line)
                except RegisterError:
                    raise _unknown_register(s, line) from None
                h = hash(s)
                if h in self.seen or h in self.seen_older:
                    self._keep(s, rec)
                else:
                    self._saw(h)
                if rec is not None:
                    rec.line = line
                    rec.idx = k
                return rec
            self._keep(s, proto)  # used again: into the current generation
        if proto is None:
            return None
        return proto.at(line, k)  # type: ignore[union-attr]

    def _keep(self, text: str, proto: Rec | None) -> None:
        """Remember `proto` as the prototype of `text` (None: a blank or comment line)."""
        if len(self.protos) >= PROTOTYPES:
            self.older = self.protos
            self.protos = {}
        self.protos[text] = proto

    def _saw(self, h: int) -> None:
        """Remember that a text with hash `h` was seen once."""
        if len(self.seen) >= SEEN:
            self.seen_older = self.seen
            self.seen = set()
        self.seen.add(h)

    def _prototype(self, s: str, line: int) -> Rec | None:
        """The record of the item line `s` (at `line`); None for a blank or comment line.

        The common line (`DEFS = OPCODE OPERANDS`, plain registers and immediates) is cut here
        with string operations and the token caches; anything else goes to `_general`."""
        st = s.strip()
        if not st or st[0] == ";":
            return None
        cut = st.find(" :: ")
        if cut >= 0:
            st = st[:cut]
        eq = st.find(" = ")
        has_defs = eq >= 0 and st[0] in "$rdeui%"
        rest = st[eq + 3 :] if has_defs else st
        sp = rest.find(" ")
        opcode = rest[:sp] if sp >= 0 else rest
        facts = None if opcode in INSTRUCTION_FLAGS else self.facts.get(opcode)
        if facts is None:
            return self._general(s, line)  # flags before the opcode, or an opcode not seen yet
        if "(" in st or '"' in st or "<" in st or "!" in st or "`" in st:
            rid = st.replace("(tied-def", "")
            if "(" in rid or '"' in rid or "<" in rid or "!" in rid or "`" in rid:
                return self._general(s, line)
        regs: list[tuple[int, tuple[int, ...], bool, bool]] = []
        defs: list[tuple[int, ...]] = []
        uses: list[tuple[int, tuple[int, ...]]] = []
        imms = _NO_IMMEDIATES
        opno = 0
        rd = wr = 0
        if has_defs:
            dpart = st[:eq]
            v = _DEF_TOKENS.get(dpart)
            if v is not None and v is not _FAIL and not v[1]:  # type: ignore[index]
                # one explicit def (the usual case)
                units = v[0]  # type: ignore[index]
                wr = v[2]  # type: ignore[index]
                regs.append((0, units, True, False))
                defs.append(units)
                opno = 1
            else:
                implicit_no = 1000
                def_get = _DEF_TOKENS.get
                for text in dpart.split(", "):
                    v = def_get(text)
                    if v is None:
                        v = _def_token(text)
                    if v is _FAIL:
                        return self._general(s, line)
                    units, implicit, uf = v  # type: ignore[misc]
                    wr |= uf
                    if implicit:
                        regs.append((implicit_no, units, True, True))
                        implicit_no += 1
                    else:
                        regs.append((opno, units, True, False))
                        defs.append(units)
                        opno += 1
        n_defs = opno
        ops = rest[sp + 1 :].strip() if sp >= 0 else ""
        if ops:
            # Operand lists repeat far more than whole lines do: their part of the record is
            # cut once per first operand number.
            key = (opno, ops)
            part = self.operand_parts.get(key)
            if part is None:
                part = _operands(ops, opno)
                if len(self.operand_parts) >= OPERAND_LISTS:
                    self.operand_parts = {}
                self.operand_parts[key] = part
            if part is _FAIL:
                return self._general(s, line)
            op_regs, op_uses, op_defs, op_imms, op_rd, op_wr = part  # type: ignore[misc]
            if op_regs:
                regs = regs + op_regs if regs else op_regs
            uses = op_uses
            if op_defs:
                defs = defs + op_defs
            imms = op_imms
            rd = op_rd
            wr |= op_wr
        rec = _new_rec(Rec)
        rec.inst = None
        rec.facts = facts
        rec.cls = facts.cls
        rec.ws = 1
        rec.passes = facts.passes
        rec.regs = regs
        rec.imms = imms
        rec.n_defs = n_defs
        rec.line = 0
        rec.top = True
        rec.rd = rd
        rec.wr = wr
        rec.idx = -1
        rec._defs_all = None
        rec._reads_all = None
        rec.uses = uses
        rec.defs = defs
        self._finish(rec, facts)
        return rec

    def _general(self, s: str, line: int) -> Rec:
        """The record of an instruction line that `_prototype` does not cut itself."""
        opcode = fast_opcode(s)
        facts = self.facts.get(opcode) or self.facts_for(opcode)
        if facts is None:
            raise self.unknown_opcode(opcode, s, line)
        rec = Rec(None, facts, 1)
        if not _fast(rec, s, opcode):
            self._slow(rec, Instruction(s, line))
        self._finish(rec, facts)
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


_FAIL = object()
# The immediates of a record that has none (shared: records are never modified).
_NO_IMMEDIATES: dict[int, int] = {}
_UNSEEN = object()
_NOTHING = ""
# Operand texts seen before: register (units, is_def, is_implicit, unit flags), immediate int,
# _NOTHING or _FAIL.
_OP_TOKENS: dict[str, object] = {}
# The register operands among them, typed (for the compiled build).
_REG_TOKENS: dict[str, tuple[tuple[int, ...], bool, bool, int]] = {}
# Definition texts seen before: (units, is_implicit, unit flags) or _FAIL.
_DEF_TOKENS: dict[str, object] = {}


def _op_token(text: str) -> object:
    if "$" in text:
        words = text.split(" ")
        name = words[-1]
        paren = name.find("(")
        if paren >= 0:
            name = name[:paren]
        if not name or name[0] != "$":
            v: object = _FAIL
        elif len(words) == 1:
            units = _units(name)
            v = (units, False, False, unit_flags(units))
        else:
            flags = words[:-1]
            is_def = "implicit-def" in flags or "def" in flags
            units = _units(name)
            v = (units, is_def, "implicit" in flags or "implicit-def" in flags, unit_flags(units))
        if v is not _FAIL:
            _REG_TOKENS[text] = v  # type: ignore[assignment]
    else:
        v = _NOTHING
        c = text[0] if text else ""
        if c.isdigit() or (c == "-" and text[1:2].isdigit()):
            try:
                v = int(text)
            except ValueError:
                pass
    _OP_TOKENS[text] = v
    return v


def _def_token(text: str) -> object:
    words = text.split(" ")
    name = words[-1]
    if not name or name[0] != "$":
        v: object = _FAIL
    else:
        # LLVM moves implicit defs after the explicit operands
        units = _units(name)
        v = (units, len(words) > 1 and ("implicit" in words or "implicit-def" in words), unit_flags(units))
    _DEF_TOKENS[text] = v
    return v


def _operands(ops: str, opno: int) -> tuple | object:
    """The record's part from the operand list `ops` after the opcode, the first being operand
    `opno`: (register operands as in `Rec.regs`, explicit uses, explicit defs, immediates, unit
    flags read, unit flags written); _FAIL when the list needs the full parser. The lists are
    shared by every record with this operand list, and never modified."""
    regs: list[tuple[int, tuple[int, ...], bool, bool]] = []
    uses: list[tuple[int, tuple[int, ...]]] = []
    defs: list[tuple[int, ...]] = []
    imms = _NO_IMMEDIATES
    rd = wr = 0
    reg_get = _REG_TOKENS.get
    for text in ops.split(", "):
        r = reg_get(text)
        if r is None and text not in _OP_TOKENS:
            _op_token(text)
            r = reg_get(text)
        if r is not None:
            units, is_def, imp, uf = r
            if is_def:
                wr |= uf
                if not imp:
                    defs.append(units)
            else:
                rd |= uf
                if not imp:
                    uses.append((opno, units))
            regs.append((opno, units, is_def, imp))
        else:
            v = _OP_TOKENS[text]
            if v.__class__ is int:
                if imms is _NO_IMMEDIATES:
                    imms = {}
                imms[opno] = v  # type: ignore[assignment]
            elif v is _FAIL:
                return _FAIL
        opno += 1
    return regs, uses, defs, imms, rd, wr


def _fast(rec: Rec, raw: str, opcode: str) -> bool:
    """Fill `rec.regs`, `rec.imms` and `rec.n_defs` from a well-formed source line; False if the
    line is unusual (the caller then uses the full parser)."""
    s = raw.strip()
    cut = s.find(" :: ")
    if cut >= 0:
        s = s[:cut]
    if "(" in s or '"' in s or "<" in s or "!" in s or "`" in s:
        if "(tied-def" not in s or any(c in s.replace("(tied-def", "") for c in _UNUSUAL):
            return False
    regs = rec.regs
    append = regs.append
    eq = s.find(" = ")
    opno = 0
    rd = wr = 0
    if eq >= 0 and s[0] in "$rdeui%":
        implicit_no = 1000
        get = _DEF_TOKENS.get
        for text in s[:eq].split(", "):
            v = get(text)
            if v is None:
                v = _def_token(text)
            if v is _FAIL:
                return False
            wr |= v[2]  # type: ignore[index]
            if v[1]:  # type: ignore[index]
                append((implicit_no, v[0], True, True))  # type: ignore[index]
                implicit_no += 1
            else:
                append((opno, v[0], True, False))  # type: ignore[index]
                opno += 1
        rest = s[eq + 3 :]
    else:
        rest = s
    rec.n_defs = opno
    at = rest.find(opcode)
    if at < 0:
        return False
    ops = rest[at + len(opcode) :].strip()
    if not ops:
        rec.wr = wr
        return True
    get = _OP_TOKENS.get
    imms = rec.imms
    for text in ops.split(", "):
        v = get(text)
        if v is None:
            v = _op_token(text)
        t = v.__class__
        if t is tuple:
            if v[1]:  # type: ignore[index]
                wr |= v[3]  # type: ignore[index]
            else:
                rd |= v[3]  # type: ignore[index]
            append((opno, v[0], v[1], v[2]))  # type: ignore[index]
        elif t is int:
            imms[opno] = v  # type: ignore[assignment]
        elif v is _FAIL:
            return False
        opno += 1
    rec.rd = rd
    rec.wr = wr
    return True


_UNITS: dict[str, tuple[int, ...]] = {}


def _units(name: str) -> tuple[int, ...]:
    """The register units of `name`; RegisterError for a name that is no register, since
    ignoring it could hide a hazard."""
    units = _UNITS.get(name)
    if units is not None:
        return units
    if not name.startswith("$"):
        return ()  # virtual registers do not occur after register allocation
    units = _UNITS[name] = register_units(name)
    return units


_REGISTER_NAME = re.compile(r"\$[A-Za-z0-9_]+")


def _unknown_register(text: str, line: int) -> MIRError:
    """The error for the first name in `text` that is no register, at its column."""
    for m in _REGISTER_NAME.finditer(text):
        try:
            register_units(m.group(0))
        except RegisterError:
            return MIRError(f"unknown register name '{m.group(0)[1:]}'", line, m.start() + 1)
    return MIRError("unknown register name", line, 1)
