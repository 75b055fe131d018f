"""The gfx12 hazards of llc 22's `post-RA-hazard-rec` (docs/hazards-gfx12.md).

From gfx10 on the hardware interlocks data dependences (`hasNoDataDepHazard`), so the wait-state
rules of the gfx9 recognizer do not apply; the pass only runs its `fix*` rewrites. On gfx1200
those are:

* fixWMMAHazards: a WMMA/SWMMAC whose A or B matrix (or SWMMAC index) overlaps the result of the
  WMMA/SWMMAC right before it, with no VALU between, gets a V_NOP_e32 before it;
* fixLdsDirectVALUHazard: every LDS_DIRECT_LOAD / LDS_PARAM_LOAD gets its `waitvdst` operand set
  to the number of VALUs since the nearest VALU reading or writing its result (0 if a TRANS was
  passed on the way, at most 15);
* fixLdsDirectVMEMHazard: an LDSDIR whose result a VMEM or DS access still reads or writes
  (no VALU, export or vm_vsrc wait between) must wait on vm_vsrc. llc 22 crashes there on gfx12
  (it sets a `waitvsrc` operand its MIR LDSDIR pseudos do not have); mirpass inserts
  `S_WAITCNT_DEPCTR` with vm_vsrc(0) before it, the same wait.

The searches are llc's `getWaitStatesSince`: backwards from the instruction in its block (with
what was already inserted), then depth-first through the predecessors with one visited set,
BUNDLE headers skipped, INLINEASM looked at but neither counted nor expiring a search (llc's
view, `--llvm-compat=22`; by default the asm's decoded instructions stand in its place:
gfx12_asm).
"""

from __future__ import annotations

import dataclasses
import sys
from collections.abc import Callable
from dataclasses import dataclass

from mirpass.ir.edges import predecessor_lists, successor_lists
from mirpass.mir import Instruction, MachineFunction
from mirpass.mir.operands import Operand
from mirpass.passes.hazards.gfx12_asm import UNSEARCHED_RULES, Gfx12Asm, Place
from mirpass.passes.hazards.gfx1250 import LOOKAHEAD, Gfx1250Fixes, async_barrier_waits
from mirpass.target.gfx12_hazards import (
    DEPCTR_VA_VDST,
    DEPCTR_VM_VSRC,
    LDSDIR_WAIT_OPERANDS,
    Gfx12HazardFeatures,
    depctr_field,
    depctr_with,
    gfx12_hazard_features,
)
from mirpass.target.opcodes import OpcodeInfo, load_opcode_table
from mirpass.target.registers import register_units

INF = sys.maxsize
_LDSDIR_MAX_WAIT = 15  # waitvdst's width; also where fixLdsDirectVALUHazard stops looking
_VALU_KINDS = frozenset({"VALU", "TRANS", "DOT", "MFMA", "SMFMAC", "WMMA", "SWMMAC", "LDS_DMA"})
_SGPR_PREFIXES = ("$sgpr", "$ttmp", "$vcc", "$exec", "$m0", "$flat_scratch")
_SNOP_MAX = 128  # wait states of one S_NOP on gfx12 (a 7-bit count)
_VMEM_KINDS = frozenset({"VMEM", "LDS_DMA", "ASYNC_TO_LDS", "TENSOR"})


@dataclass
class Gfx12Finding:
    inst: Instruction
    block: int
    rule: str
    text: str  # what was done


class Gfx12Recognizer(Gfx1250Fixes):
    """llc 22's post-RA hazard fixes for a gfx12 CPU whose every hazard mirpass implements."""

    INF = INF

    def __init__(self, cpu: str, *, snop_padding: int = 0, xnack: bool = True, exact: bool = False) -> None:
        features = gfx12_hazard_features(cpu)
        if features is None:
            raise ValueError(f"{cpu} is not a gfx12 CPU")
        missing = features.unimplemented
        if missing:
            raise ValueError(
                f"the hazard recognizer supports gfx908, gfx90a, gfx942, gfx950 and gfx1200, not {cpu}: "
                f"{', '.join(missing)} not implemented (docs/hazards-gfx12.md)"
            )
        self.cpu = cpu
        # llc pads with this many wait states of S_NOP before every instruction (not inside a
        # bundle), or the fix's S_NOPs when more
        self.snop_padding = max(0, snop_padding)
        # By default the instructions inside inline asm take part (gfx12_asm); llc's view without.
        self.asm = Gfx12Asm(cpu) if exact else None
        self._asm_ids: set[int] = set()  # the current asm's instructions before the current one
        self._inside = False  # whether a search since the last fix found its producer among them
        self._asm_start = 0  # where in the block's processed list the current asm begins
        self._pending: list[Instruction] = []  # a wait an asm LDSDIR asks for before the asm
        # XNACK replay (soft clauses) where the CPU has it and the subtarget does not turn it off
        self.features: Gfx12HazardFeatures = dataclasses.replace(features, xnack=features.xnack and xnack)
        self.table = load_opcode_table(cpu)
        self._units: dict[str, frozenset[int]] = {}

    def prepare(self, functions, filename: str) -> None:
        """Decode the inline asm of `functions` ahead, with one llvm-mc run (default mode; llc's
        gfx12 fixes do not look inside inline asm)."""
        if self.asm is not None:
            self.asm.prepare(functions, filename)

    # ---- facts ------------------------------------------------------------------------------

    def info(self, inst: Instruction) -> OpcodeInfo | None:
        return self.table.get(inst.opcode)

    def _kind(self, inst: Instruction) -> tuple[str, str | None]:
        i = self.info(inst)
        return ("", None) if i is None else (i.kind, i.subkind)

    def is_valu(self, inst: Instruction) -> bool:
        return self._kind(inst)[0] in _VALU_KINDS

    def is_vmem(self, inst: Instruction) -> bool:
        return self._kind(inst)[0] in _VMEM_KINDS

    def is_ds(self, inst: Instruction) -> bool:
        kind, sub = self._kind(inst)
        return kind in ("DS", "GDS") and sub != "ldsdir"

    def is_ldsdir(self, inst: Instruction) -> bool:
        return self._kind(inst) == ("DS", "ldsdir")

    def is_wmma(self, inst: Instruction) -> bool:
        return self._kind(inst)[0] in ("WMMA", "SWMMAC")

    def units(self, op: Operand) -> frozenset[int]:
        reg = op.reg
        if not op.is_reg or reg is None or not reg.startswith("$") or reg == "$noreg":
            return frozenset()
        u = self._units.get(reg)
        if u is None:
            try:
                u = frozenset(register_units(reg))
            except (KeyError, ValueError):
                u = frozenset()
            self._units[reg] = u
        return u

    def role_units(self, inst: Instruction, role: str) -> frozenset[int]:
        i = self.info(inst)
        idx = None if i is None else i.operand_roles.get(role)
        ops = inst.all_operands()
        return self.units(ops[idx]) if idx is not None and idx < len(ops) else frozenset()

    def explicit_use_units(self, inst: Instruction) -> frozenset[int]:
        """The units of the explicit register uses (MachineInstr::explicit_uses)."""
        return frozenset().union(*(self.units(op) for op in inst.parsed.operands if not op.is_implicit))

    def is_sgpr(self, op: Operand) -> bool:
        """TRI::isSGPRReg: the SGPR register classes (VCC, EXEC, M0, null and TTMPs included)."""
        return op.is_reg and (op.reg or "").startswith(_SGPR_PREFIXES)

    @staticmethod
    def def_operands(inst: Instruction) -> list[Operand]:
        """The explicit defs (before `=`) and the `implicit-def`/`def` operands."""
        p = inst.parsed
        return p.defs + [op for op in p.operands if op.is_reg and op.is_def]

    @staticmethod
    def use_operands(inst: Instruction) -> list[Operand]:
        return [op for op in inst.parsed.operands if op.is_reg and not op.is_def]

    def reads(self, inst: Instruction, units: frozenset[int]) -> bool:
        """MachineInstr::readsRegister: a use operand (implicit or undef too) overlapping."""
        return any(self.units(op) & units for op in self.use_operands(inst))

    def writes(self, inst: Instruction, units: frozenset[int]) -> bool:
        """MachineInstr::modifiesRegister: a def operand overlapping."""
        return any(self.units(op) & units for op in self.def_operands(inst))

    # ---- driver -----------------------------------------------------------------------------

    def run(self, mf: MachineFunction, insert: bool = True, annotate=None) -> list[Gfx12Finding]:
        """Fix every hazard of `mf` (in place when `insert`); the findings, in order."""
        self.mf = mf
        self.insert = insert
        self.cur: tuple | None = None
        self.cur_k = 0
        self.emitted: list[Instruction | None] = []
        self.preds = predecessor_lists(successor_lists(mf, self._ends_flow))
        if self.asm is not None:
            self.asm.reset()
        # Per block, its instructions as a search sees them (members of bundles included, inline
        # asm by default as the instructions it holds).
        self.flat: list[list[Instruction]] = [self._view(b.items) for b in mf.blocks]
        findings: list[Gfx12Finding] = []
        limit = sys.getrecursionlimit()
        sys.setrecursionlimit(max(limit, 4 * len(mf.blocks) + 1000))
        try:
            for b in range(len(mf.blocks)):
                self._run_block(b, findings, insert, annotate)
        finally:
            sys.setrecursionlimit(limit)
        return findings

    def _ends_flow(self, inst: Instruction) -> bool:
        i = self.info(inst)
        if i is None:
            return False
        return i.is_barrier or i.is_return or (i.kind == "BRANCH" and i.subkind == "endpgm")

    def _view(self, items: list) -> list[Instruction]:
        flat = _flatten(items)
        return flat if self.asm is None else self.asm.expand(flat)

    def _run_block(self, b: int, findings: list[Gfx12Finding], insert: bool, annotate) -> None:
        done: list[Instruction] = []
        insts = self._view(self.mf.blocks[b].items)
        # A search that comes back to this block (a loop) sees it whole: what is processed, with
        # what was inserted, then the rest as read (`_block_view`).
        self.cur = (b, done, insts)
        before: dict[int, list[Instruction | str]] = {}
        after: dict[int, list[Instruction]] = {}
        header: Instruction | None = None
        k = 0
        while k < len(insts):
            inst = insts[k]
            self.cur_k = k
            k += 1
            place = self.asm.place(inst) if self.asm is not None else None
            # an asm's instructions are members when the INLINEASM is
            member = header is not None and (inst if place is None else place.asm) in _members(header)
            if not member:
                header = inst if inst.bundled is not None else None
            new: list[Instruction | str] = []
            nops = 0
            if inst.opcode != "BUNDLE":
                nops = self._fix_one(inst, b, done, place, findings, annotate, new, (insts, k, after))
            if not member and (place is None or place.pos == 0):
                nops = max(nops, self.snop_padding)  # once per MIR instruction, as llc pads
            for nop in _snops(nops):
                nop.indent = inst.indent
                new.append(nop)
                done.append(nop)
            if new and insert:
                before.setdefault(id(inst if place is None else place.asm), []).extend(new)
            if place is not None and place.pos == 0:
                self._asm_start = len(done)
            done.append(inst)
            self._emit(inst, nops, member)
        self.flat[b] = done
        self.cur = None
        if insert and (before or after):
            self.mf.blocks[b].items = _with_inserted(self.mf.blocks[b].items, before, after)

    def _fix_one(
        self,
        inst: Instruction,
        b: int,
        done: list[Instruction],
        place: Place | None,
        findings: list[Gfx12Finding],
        annotate,
        new: list[Instruction | str],
        rest: tuple,
    ) -> int:
        """Apply llc's fixes to `inst` (instructions before it into `new` and `done`, after it
        into the block's rest); the S_NOP wait states it needs before it. An instruction of an
        inline asm (`place`) is fixed from before the asm, or, when that would not do, warned of."""
        self._asm_ids = self.asm.earlier(place) if place is not None and place.pos else set()
        self._inside = False
        for rule, text, added, later in self._fix(inst, b, done):
            inside = self._inside  # (`_fix` clears it before each rule's searches)
            if place is not None and (
                inside
                or (place.pos and rule in UNSEARCHED_RULES)
                or (later and place.pos < place.count - 1)
            ):
                assert self.asm is not None
                self.asm.warn_inside(inst, place, rule, text)
                findings.append(Gfx12Finding(inst, b, rule, f"{text} (inside inline asm: not inserted)"))
                continue
            findings.append(Gfx12Finding(inst, b, rule, text))
            if annotate is not None:
                new.append(" " * inst.indent + annotate(findings[-1]))
            for a in added:
                a.indent = inst.indent
                new.append(a)
            if place is not None and place.pos:
                # before the asm: where a search from its later instructions meets them
                done[self._asm_start : self._asm_start] = added
                self._asm_start += len(added)
            else:
                done.extend(added)
            if later:
                self._add_later(inst, place, later, rest)
        nops = self.soft_clause(inst, self.emitted)
        if nops and place is not None and place.pos:
            # the clause it would join starts inside the asm: an S_NOP before it cannot break it
            assert self.asm is not None
            self.asm.warn_inside(inst, place, "soft-clause", "S_NOP 0")
            findings.append(Gfx12Finding(inst, b, "soft-clause", "S_NOP 0 (inside inline asm: not inserted)"))
            return 0
        if nops:
            findings.append(Gfx12Finding(inst, b, "soft-clause", f"S_NOP {nops - 1}"))
            if annotate is not None:
                new.append(" " * inst.indent + annotate(findings[-1]))
        return nops

    def _add_later(
        self, inst: Instruction, place: Place | None, later: list[Instruction], rest: tuple
    ) -> None:
        """Instructions a fix puts right after `inst` (after its asm for an asm's last one),
        processed next, as llc's block loop does."""
        insts, k, after = rest
        for a in later:
            a.indent = inst.indent
        if place is not None:
            k += place.count - 1 - place.pos
        insts[k:k] = later
        after.setdefault(id(inst if place is None else place.asm), []).extend(later)

    def _emit(self, inst: Instruction, nops: int, member: bool) -> None:
        """LLVM's EmittedInstrs (newest last) after `inst` and the `nops` wait states before it."""
        e = self.emitted
        if member:  # processBundle
            e.extend([None] * min(nops, LOOKAHEAD - 1))
            e.append(inst)
        else:
            e.extend([None] * nops)
            info = self.info(inst)
            if inst.opcode != "BUNDLE" and not (info is not None and info.is_meta):
                e.append(inst)
                ws = (_first_imm(inst) or 0) + 1 if inst.opcode == "S_NOP" else 1
                e.extend([None] * (min(ws, LOOKAHEAD) - 1))
        del e[:-LOOKAHEAD]

    def _block_view(self, p: int) -> list[Instruction]:
        cur = self.cur
        if cur is not None and cur[0] == p:
            return cur[1] + cur[2][self.cur_k :]
        return self.flat[p]

    def _fix(self, inst: Instruction, b: int, done: list[Instruction]):
        """(rule, description, instructions to insert before `inst`, after it) per fix applied,
        in llc's fixHazards order."""
        f = self.features
        if f.lds_direct and self.is_ldsdir(inst):
            self._inside = False  # (a rule's search notes a producer inside the asm afresh)
            text = self._ldsdir_valu(inst, b, done)
            if text is not None:
                yield "lds-direct-valu", text, self._take_pending(), []
            self._inside = False
            if self._ldsdir_vmem(inst, b, done):
                if _wait_operand(inst, 1) is None:  # a gfx11 form: no waitvsrc of its own
                    yield "lds-direct-vmem", "S_WAITCNT_DEPCTR vm_vsrc(0)", [_depctr_vm_vsrc0()], []
                else:
                    text = self._set_wait(inst, 1, 0, "waitvsrc")
                    if text is not None:
                        yield "lds-direct-vmem", text, self._take_pending(), []
        self._inside = False
        if f.wmma_coexecution:
            nop = self.trans_coexec(inst, b, done)
            if nop:
                yield "trans-coexec", "V_NOP_e32 after a TRANS it depends on", nop, []
        self._inside = False
        if f.wmma and self.is_wmma(inst) and self._wmma_hazard(inst, b, done):
            yield "wmma", "V_NOP_e32 after a WMMA whose result it reads as A/B/index", [_v_nop()], []
        self._inside = False
        if f.wmma_coexecution:
            nops = self.wmma_coexec(inst, b, done)
            if nops:
                yield "wmma-coexec", f"{len(nops)} V_NOP_e32 after an XDL WMMA", nops, []
        if f.getreg_wait_idle:
            w = self.getreg_wait_idle(inst)
            if w:
                yield "getreg-wait-idle", "S_WAITCNT_DEPCTR 0", w, []
        if f.ds_async_barrier_pipe_bug and inst.opcode == "DS_ATOMIC_ASYNC_BARRIER_ARRIVE_B64":
            first, second = async_barrier_waits()
            yield "ds-async-barrier", "vm_vsrc(0) waits around it", [first], [second]
        self._inside = False
        if f.scratch_base_forwarding:
            w = self.scratch_base(inst, b, done)
            if w:
                yield "scratch-base", "S_WAITCNT_DEPCTR sa_sdst(0) va_sdst(0)", w, []
        if f.setreg_mode_vnops:
            w = self.setreg_mode(inst)
            if w:
                yield "setreg-mode", "2 V_NOP_e32 before an s_setreg of MODE", w, []

    # ---- the rules --------------------------------------------------------------------------

    def _wmma_hazard(self, inst: Instruction, b: int, done: list[Instruction]) -> bool:
        ab = self.role_units(inst, "src0") | self.role_units(inst, "src1")
        if self._kind(inst)[0] == "SWMMAC":
            ab |= self.role_units(inst, "index")

        def hazard(i: Instruction) -> bool:
            return self.is_wmma(i) and bool(self.role_units(i, "vdst") & ab)

        return self._since(b, done, hazard, lambda i, _ws: self.is_valu(i)) != INF

    def _ldsdir_valu(self, inst: Instruction, b: int, done: list[Instruction]) -> str | None:
        """Set `waitvdst` (LLVM sets it on every LDSDIR, found or not); a note if it changed."""
        vdst = self.role_units(inst, "vdst")
        trans = [False]

        def hazard(i: Instruction) -> bool:
            if not self.is_valu(i):
                return False
            trans[0] = trans[0] or self._kind(i)[0] == "TRANS"
            return self.reads(i, vdst) or self.writes(i, vdst)

        def expired(i: Instruction, ws: int) -> bool:
            return ws >= _LDSDIR_MAX_WAIT or self.is_vmem(i) or self.is_ds(i) or self._kind(i)[0] == "EXP"

        count = self._since(b, done, hazard, expired, lambda i: 1 if self.is_valu(i) else 0)
        if trans[0]:
            count = 0  # TRANS runs beside other VALUs: va_vdst cannot count them apart
        return self._set_wait(inst, 0, min(count, _LDSDIR_MAX_WAIT), "waitvdst")

    def _set_wait(self, inst: Instruction, which: int, value: int, name: str) -> str | None:
        """Set the LDSDIR's wait operand `which` (0 waitvdst, 1 waitvsrc); a note if it changed."""
        k = _wait_operand(inst, which)
        ops = inst.parsed.operands
        if k is None or ops[k].imm == value or not self.insert:
            return None
        if self.asm is not None and self.asm.place(inst) is not None:
            return self._asm_ldsdir_wait(inst, which, value, ops[k].imm)
        old = ops[k].imm
        ops[k] = Operand.immediate(value)
        inst.mark_edited()
        return f"{name} {old} -> {value}"

    def _asm_ldsdir_wait(self, inst: Instruction, which: int, value: int, own: int | None) -> str | None:
        """An LDSDIR inside inline asm keeps its own wait operand: when that waits less than
        llc would set, the wait goes before the asm (`_pending`), as an S_WAITCNT_DEPCTR."""
        if own is not None and own <= value:
            return None  # the asm waits at least as long
        if which:
            imm = depctr_with(DEPCTR_VM_VSRC, 0)
        else:
            place = self.asm.place(inst) if self.asm is not None else None
            # the VALUs of the asm ahead of the LDSDIR run after the wait
            ahead = sum(1 for i in self._block_asm_before(place) if self.is_valu(i))
            imm = depctr_with(DEPCTR_VA_VDST, max(0, value - ahead))
        self._pending.append(Instruction.create("S_WAITCNT_DEPCTR", [Operand.immediate(imm)]))
        return f"S_WAITCNT_DEPCTR {imm} before the asm (its own {'waitvsrc' if which else 'waitvdst'} {own})"

    def _block_asm_before(self, place: Place | None) -> list[Instruction]:
        if place is None or self.asm is None:
            return []
        return self.asm.inner(place.asm)[: place.pos]

    def _take_pending(self) -> list[Instruction]:
        out, self._pending = self._pending, []
        return out

    def _ldsdir_vmem(self, inst: Instruction, b: int, done: list[Instruction]) -> bool:
        vdst = self.role_units(inst, "vdst")

        def hazard(i: Instruction) -> bool:
            if not (self.is_vmem(i) or self.is_ds(i)):
                return False
            return self.reads(i, vdst) or self.writes(i, vdst)

        def expired(i: Instruction, _ws: int) -> bool:
            if self.is_valu(i) or self._kind(i)[0] == "EXP":
                return True
            op = i.opcode
            if op in ("S_WAITCNT", "S_WAITCNT_DEPCTR"):
                imm = _first_imm(i)
                if imm is None:
                    return False
                return imm == 0 if op == "S_WAITCNT" else depctr_field(imm, DEPCTR_VM_VSRC) == 0
            if self.is_ldsdir(i):  # an LDSDIR that waits on vm_vsrc itself
                k = _wait_operand(i, 1)
                return k is not None and i.parsed.operands[k].imm == 0
            return False

        return self._since(b, done, hazard, expired) != INF

    # ---- the search -------------------------------------------------------------------------

    def _since(
        self,
        b: int,
        done: list[Instruction],
        hazard: Callable[[Instruction], bool],
        expired: Callable[[Instruction, int], bool],
        wait_states: Callable[[Instruction], int] = lambda _i: 0,
    ) -> int:
        """getWaitStatesSince: the wait states back to the nearest hazard on any path, INF if
        every path expires first or has none."""
        visited: set[int] = set()
        if self._asm_ids:
            hazard = self._noting_inside(hazard)

        def walk(insts: list[Instruction], blk: int, ws: int) -> int:
            for i in reversed(insts):
                if i.opcode == "BUNDLE":
                    continue
                if hazard(i):
                    return ws
                if i.opcode in ("INLINEASM", "INLINEASM_BR"):
                    continue
                ws += wait_states(i)
                if expired(i, ws):
                    return INF
            best = INF
            for p in self.preds[blk]:
                if p in visited:
                    continue
                visited.add(p)
                best = min(best, walk(self._block_view(p), p, ws))
            return best

        return walk(done, b, 0)

    def _noting_inside(self, hazard: Callable[[Instruction], bool]) -> Callable[[Instruction], bool]:
        """`hazard`, noting in `_inside` a producer among the current asm's earlier instructions:
        the in-block walk meets those first, so such a find is the one the search returns."""
        ids = self._asm_ids

        def noted(i: Instruction) -> bool:
            if not hazard(i):
                return False
            if id(i) in ids:
                self._inside = True
            return True

        return noted


def _snops(wait_states: int) -> list[Instruction]:
    """S_NOPs for this many wait states (llc 22 on gfx12: up to 128 in one)."""
    out = []
    while wait_states > 0:
        n = min(wait_states, _SNOP_MAX)
        out.append(Instruction.create("S_NOP", [Operand.immediate(n - 1)]))
        wait_states -= n
    return out


def _wait_operand(inst: Instruction, which: int) -> int | None:
    """The index in the operand list of an LDSDIR's waitvdst (`which` 0) or waitvsrc (1)."""
    positions = LDSDIR_WAIT_OPERANDS.get(inst.opcode)
    at = positions[which] if positions is not None else None
    if at is None:
        return None
    imms = [k for k, op in enumerate(inst.parsed.operands) if op.kind == "imm"]
    return imms[at] if at < len(imms) else None


def _first_imm(inst: Instruction) -> int | None:
    for op in inst.parsed.operands:
        if op.kind == "imm":
            return op.imm
    return None


def _v_nop() -> Instruction:
    return Instruction.create("V_NOP_e32", [Operand.register("$exec", "implicit")])


def _depctr_vm_vsrc0() -> Instruction:
    return Instruction.create("S_WAITCNT_DEPCTR", [Operand.immediate(depctr_with(DEPCTR_VM_VSRC, 0))])


def _flatten(items: list) -> list[Instruction]:
    out: list[Instruction] = []
    for it in items:
        if isinstance(it, Instruction):
            out.append(it)
            if it.bundled is not None:
                out.extend(x for x in it.bundled if isinstance(x, Instruction))
    return out


def _members(header: Instruction) -> list[Instruction]:
    return [x for x in header.bundled or () if isinstance(x, Instruction)]


def _with_inserted(items: list, before: dict[int, list], after: dict[int, list]) -> list:
    out: list = []
    for item in items:
        if isinstance(item, Instruction):
            out.extend(before.get(id(item), ()))
            if item.bundled is not None:
                item.bundled = _with_inserted(item.bundled, before, after)
        out.append(item)
        if isinstance(item, Instruction):
            out.extend(after.get(id(item), ()))
    return out
