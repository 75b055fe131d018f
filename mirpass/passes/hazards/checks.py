"""The hazard checks (PreEmitNoopsCommon): what each instruction still needs, rule by rule.

`Checks` is the part of `Recognizer` that, for one instruction, asks the searches (`Search`) for
the producers each rule is about and accumulates the worst shortfall in an `_Acc`; the wait-state
formulas and windows come from `rules`.
"""

from __future__ import annotations

from mirpass.ir.hazard_records import (
    ASM,
    BUNDLE,
    DGEMM,
    DPP,
    EXP,
    FWD,
    MEM,
    MFMA,
    SALU,
    SALU_M0,
    SDWA,
    SGPR_SPECIALS,
    SMEM,
    STORE,
    TRANS,
    U_VCC,
    VALU,
    VECTOR_END,
    VGPR_END,
    VMEM_FLAT,
    VW_SCALAR,
    XDL,
    OpcodeFacts,
    Rec,
    vector_mask,
)
from mirpass.passes.hazards import rules as R
from mirpass.passes.hazards.hwreg import HwregPermlaneChecks
from mirpass.passes.hazards.legacy import LegacyMaiChecks
from mirpass.passes.hazards.mai_in_block import MaiValuInBlock, add_srcc_war
from mirpass.passes.hazards.opflags import (
    _F_ACCVGPR,
    _F_DIV_FMAS,
    _F_FMA64,
    _F_GETREG,
    _F_HWREG,
    _F_M0_READ,
    _F_PERMLANE,
    _F_PLAIN,
    _F_READLANE_SRC0,
    _F_RFE,
    _F_RWLANE,
    _F_WRITELANE,
    _op_flags,
)
from mirpass.passes.hazards.search import _K_DOT, _K_MFMA, _K_VND, _K_WAR, INF, _mfma_pred, _nearest
from mirpass.passes.hazards.stores import StoreChecks
from mirpass.target.registers import register_units

EXEC = frozenset(register_units("$exec"))
VCC = frozenset(register_units("$vcc"))
M0 = frozenset(register_units("$m0"))
_SGPR_SPECIALS = SGPR_SPECIALS


def is_sgpr_unit(u: int) -> bool:
    """An SGPR or TTMP unit (2048..2399), or an SGPR-like special one."""
    return VECTOR_END <= u < 2400 or u in _SGPR_SPECIALS


def is_vgpr_unit(u: int) -> bool:
    return 0 <= u < VGPR_END


def is_vector_unit(u: int) -> bool:
    return 0 <= u < VECTOR_END


class _Acc:
    __slots__ = ("need", "rule", "producer", "required", "available")

    def __init__(self) -> None:
        self.need = 0
        self.rule = ""
        self.producer: Rec | None = None
        self.required = 0
        self.available = 0

    def add(self, required: int, dist: int, rule: str, producer: Rec | None) -> None:
        n = required - dist
        if n > self.need:
            self.need, self.rule, self.producer = n, rule, producer
            self.required, self.available = required, dist


class Checks(StoreChecks, LegacyMaiChecks, HwregPermlaneChecks, MaiValuInBlock):
    """The checks, asking `Search` for producers."""

    def check(self, r: Rec) -> _Acc:
        """The wait states `r` still needs (the worst hazard), in an accumulator that is reused
        for the next instruction: read it before checking another."""
        acc = self.acc
        acc.need = 0  # the other fields are set whenever `need` rises above 0
        facts = r.facts
        route = facts.route
        if route is None:
            route = self._route(facts)
        if route == _R_VALU:  # (most: a VALU none of the opcode-specific rules is about)
            pos = self.pos
            # `check_valu`'s first test, here: it returns at once for most VALUs
            if pos < self.valu_quiet or (pos < self.valu_in_block and self.searchable):
                self.check_valu(r, acc, facts.hz)  # type: ignore[arg-type]
            self._mai_valu(r, acc, facts.hz)  # type: ignore[arg-type]
        elif route == _R_VMEM:
            self.check_vmem(r, acc)
            self._mai_valu(r, acc, facts.hz)  # type: ignore[arg-type]
            if self.features.dgemm_valu_vmem_bug:
                self.check_dgemm_valu_vmem(r, acc)
        elif route == _R_ANY:
            self._check_any(r, acc, r.cls, facts.hz)  # type: ignore[arg-type]
        elif route == _R_SMEM:
            self.soft_clause(r, acc, smem=True)
        return acc

    def _route(self, facts: OpcodeFacts) -> int:
        """Which of `check`'s paths an opcode takes (`facts.route`, set here), and its `hz`."""
        ops = facts.hz
        if ops is None:
            ops = facts.hz = _op_flags(facts)
        cls = facts.cls
        if cls & BUNDLE:
            route = _R_NONE
        elif cls & SMEM:
            route = _R_SMEM
        elif not cls & _CONSUMERS and not ops & (_F_M0_READ | _F_HWREG):
            route = _R_NONE  # (SALU, branches, NOPs, ...): no check applies
        elif not (ops & _F_PLAIN and self.gfx90a and self.gfx940) or ops & _F_PERMLANE:
            route = _R_ANY
        elif cls & VALU and not cls & (VMEM_FLAT | MEM | EXP | MFMA | DPP | ASM):
            route = _R_ANY if ops & (_F_READLANE_SRC0 | _F_WRITELANE) else _R_VALU
        elif cls & VMEM_FLAT and cls & MEM and not cls & (VALU | EXP | MFMA | DPP | ASM):
            route = _R_VMEM
        else:
            route = _R_ANY
        facts.route = route
        return route

    def _check_any(self, r: Rec, acc: _Acc, cls: int, ops: int) -> None:
        """`check` for an instruction of any class: every rule that may apply, in LLVM's order."""
        if cls & VMEM_FLAT:
            self.check_vmem(r, acc)
        if cls & VALU:
            self.check_valu(r, acc, ops)
        # (the rules of a few opcodes, tested together: each test costs, for every instruction)
        plain = ops & _F_PLAIN
        if not plain:
            self.check_lanes(r, acc, cls, ops)
        if cls & (VALU | MEM | EXP) and not cls & MFMA and self.gfx90a:
            self._mai_valu(r, acc, ops)
            if cls & MEM and self.features.dgemm_valu_vmem_bug:
                self.check_dgemm_valu_vmem(r, acc)
        if not plain and self.check_special(r, acc, cls, ops):
            return
        if not self.gfx90a:
            if cls & MFMA or ops & _F_ACCVGPR:
                self.check_mai_908(r, acc, ops)
            elif cls & MEM:
                self.check_mai_ldst(r, acc)
        elif cls & MFMA:
            self.check_mfma(r, acc)
        elif ops & _F_PERMLANE and self.gfx950:
            self.check_permlane(r, acc)

    def _mai_valu(self, r: Rec, acc: _Acc, ops: int) -> None:
        """checkMAIVALUHazards (gfx90a+) for a VALU (not MFMA), memory or export instruction."""
        if self.pos >= self.mai_from:  # (most: see mai_in_block)
            if self.pos >= self.mai_until:
                self._expire_mfmas()
            if r.mask & self.mai_live or ops & _F_FMA64:
                self._mai_valu_in_block(r, acc, bool(ops & _F_FMA64))
        else:
            self.check_mai_valu(r, acc, ops)

    def check_lanes(self, r: Rec, acc: _Acc, cls: int, ops: int) -> None:
        """The DPP, V_DIV_FMAS and lane-select rules (before the MAI ones, as in LLVM)."""
        if cls & DPP:
            self.check_dpp(r, acc)
        if ops & _F_DIV_FMAS and not self._quiet(4, VW_SCALAR):
            for d, p in self.find(lambda x: x.cls & VALU and not VCC.isdisjoint(x.defs_all), 4):
                acc.add(4, d, "valu-vcc-div-fmas", p)
        if ops & _F_RWLANE:
            sel = r.operand_units(2)
            if sel and is_sgpr_unit(sel[0]) and not self._quiet(4, VW_SCALAR):
                s = frozenset(sel)
                for d, p in self.find(lambda x, s=s: x.cls & VALU and not s.isdisjoint(x.defs_all), 4):
                    acc.add(4, d, "valu-sgpr-lane-select", p)

    def check_special(self, r: Rec, acc: _Acc, cls: int, ops: int) -> bool:
        """Inline asm, s_getreg/s_setreg/s_rfe and the M0 readers: their rules (after the MAI
        ones), and True, for which no other applies."""
        if cls & ASM:
            self.check_inline_asm(r, acc)
            return True
        if ops & _F_HWREG:
            self.check_hwreg(r, acc, "rfe" if ops & _F_RFE else "getreg" if ops & _F_GETREG else "setreg")
            return True
        if ops & _F_M0_READ:
            if not self._quiet(1, SALU_M0):
                for d, p in self.find(lambda x: x.cls & SALU and not M0.isdisjoint(x.defs_all), 1):
                    acc.add(1, d, "m0-read", p)
            return True
        return False

    # -- soft clauses (xnack) and VMEM --

    def soft_clause(self, r: Rec, acc: _Acc, smem: bool) -> None:
        if not self.xnack:
            return
        emitted = self.emitted
        last = emitted[-1] if emitted else None
        if last is None or not last.cls & (SMEM if smem else VMEM_FLAT):
            return  # not right after an instruction of the clause's kind: no clause
        defs: set[int] = set()
        uses: set[int] = set()
        for x in reversed(emitted[-self.lookahead :]):
            if x is None:
                break
            if smem:
                if not x.cls & SMEM:
                    break
            elif not x.cls & VMEM_FLAT:
                break
            defs.update(x.defs_all)
            uses.update(x.reads_all)
        if not defs:
            return
        if r.cls & STORE:
            acc.add(1, 0, "soft-clause", None)
            return
        defs.update(r.defs_all)
        uses.update(r.reads_all)
        if not defs.isdisjoint(uses):
            acc.add(1, 0, "soft-clause", None)

    # -- checkInlineAsmHazards --

    def check_inline_asm(self, r: Rec, acc: _Acc) -> None:
        """Inline asm may hold any instruction: llc checks its vector defs against wide store
        data (as for a VALU) and all its operands against partial-destination writes."""
        vdefs = frozenset(u for u in r.defs_all if is_vector_unit(u))
        if vdefs:
            self.check_asm_store_overwrite(r, acc, vdefs)
        if self.features.dst_sel_forwarding_hazard:
            self.check_forwarded(r, acc, "asm-dst-sel-forward")

    def check_forwarded(self, r: Rec, acc: _Acc, rule: str) -> None:
        """A partial-destination write (or inline asm def) right before that any operand of `r`
        overlaps: 1 wait state."""
        if self._quiet(1, FWD):
            return  # no such producer in reach
        units = r.all_operand_units()

        def forwards(x: Rec) -> bool:
            fwd = _forwarded_dst(x)
            return fwd is not None and not units.isdisjoint(fwd)

        for d, p in self.find(forwards, 1):
            acc.add(1, d, rule, p)

    def check_vmem(self, r: Rec, acc: _Acc) -> None:
        self.soft_clause(r, acc, smem=False)
        if self._quiet(5, VW_SCALAR):
            return  # (most: no operand needs looking at, whatever its registers)
        n_defs = r.n_defs
        for k, units, _is_def, _imp in r.regs:
            if k < n_defs or not units or is_vector_unit(units[0]):
                continue
            s = frozenset(units)
            for d, p in self.find(lambda x, s=s: x.cls & VALU and not s.isdisjoint(x.defs_all), 5):
                acc.add(5, d, "valu-sgpr-vmem", p)

    # -- checkVALUHazards --

    def check_valu(self, r: Rec, acc: _Acc, ops: int) -> None:
        uses = r.uses
        if not self.gfx940:
            # no TRANS/dst_sel forwarding or VALU co-execution hazards before gfx940
            self.check_store_overwrite(r, acc)
            return
        pos = self.pos
        if (
            pos >= self.valu_quiet
            and not ops & (_F_READLANE_SRC0 | _F_WRITELANE)
            and (pos >= self.valu_in_block or not self.searchable)
        ):
            # Each `_quiet` below then asks only whether the block's latest instruction of the
            # class is in reach; none is from `valu_quiet` on, and then no check of a VALU here
            # applies (most VALUs).
            return
        if not r.cls & TRANS and not self._quiet(1, TRANS):
            use_units = frozenset(u for _k, units in uses for u in units)

            def trans_def(x: Rec) -> bool:
                return bool(x.cls & TRANS) and not use_units.isdisjoint(x.vdst)

            for d, p in self.find(trans_def, 1):
                acc.add(1, d, "trans-forward", p)
        if not self._quiet(1, FWD):
            self.check_forwarded(r, acc, "dst-sel-forward")
        if not self._quiet(2, VW_SCALAR):
            for _k, units in uses:
                if units and is_sgpr_unit(units[0]):
                    s = frozenset(units)
                    for d, p in self.find(lambda x, s=s: x.cls & VALU and not s.isdisjoint(x.defs_all), 2):
                        acc.add(2, d, "valu-sgpr-valu", p)
            if r.rd & U_VCC:
                for d, p in self.find(lambda x: x.cls & VALU and not VCC.isdisjoint(x.defs_all), 2):
                    acc.add(2, d, "valu-sgpr-valu", p)
        if ops & (_F_READLANE_SRC0 | _F_WRITELANE):
            if ops & _F_READLANE_SRC0:
                src0 = frozenset(r.operand_units(1))
                for d, p in self.find(lambda x: x.cls & VALU and not src0.isdisjoint(x.defs_all), 1):
                    acc.add(1, d, "valu-vgpr-readlane", p)
            if not self._quiet(4, VW_SCALAR):
                for d, p in self.find(lambda x: x.cls & VALU and not EXEC.isdisjoint(x.defs_all), 4):
                    acc.add(4, d, "valu-exec-rwlane", p)
        self.check_store_overwrite(r, acc)

    def check_dpp(self, r: Rec, acc: _Acc) -> None:
        n_defs = r.n_defs
        for k, units, _is_def, _imp in r.regs:
            if k < n_defs or not units or not is_vgpr_unit(units[0]):
                continue
            s = frozenset(units)
            for d, p in self.find(lambda x, s=s: not s.isdisjoint(x.defs_all), 2):
                acc.add(2, d, "dpp-vgpr", p)
        if not self._quiet(5, VW_SCALAR):
            for d, p in self.find(lambda x: x.cls & VALU and not EXEC.isdisjoint(x.defs_all), 5):
                acc.add(5, d, "dpp-exec", p)

    # -- checkMAIVALUHazards --

    def check_mai_valu(self, r: Rec, acc: _Acc, ops: int) -> None:
        """checkMAIVALUHazards for a VALU (not MFMA), memory or export instruction `r`, when the
        block has a DOT producer or a search may leave it (`check` calls `_mai_valu_in_block`
        otherwise). The nearest producers in the block come straight from the tables (what
        `_fast` does, inline); only a miss with the window reaching past the block start goes
        through `_fast`."""
        dot_on = bool(self.t_dot) or (
            self.searchable
            and self.pos < (R.LLVM22_MAI_WINDOW if not self.exact else R.DOT_NEED)
            and bool(r.uses or r.defs)  # (`_no_incoming` makes the predecessors' summaries)
            and not self._no_incoming(_K_DOT)
        )
        reach = self._mfma_reach()  # the same for both: nothing is pushed in between
        self._mai_valu_reads(r, acc, dot_on, reach)
        if ops & _F_FMA64 and acc.need < R.DGEMM_FMA64:
            for d, p in self.find(lambda x: x.cls & DGEMM, R.DGEMM_FMA64):
                acc.add(R.DGEMM_FMA64, d, "dgemm-fma64", p)
        self._mai_valu_writes(r, acc, dot_on, reach)

    def _mfma_reach(self) -> tuple[int, bool, dict | None]:
        """For the MFMA searches of checkMAIVALUHazards: the window, whether a search may reach
        past the block start, and, if so and the block has a single path into it, that path's
        MFMA table (which answers a miss in the block with one more lookup, as `_fast` would;
        its distances count from the block start)."""
        mfma_limit = R.LLVM22_MAI_WINDOW if not self.exact else R.EXACT_WINDOW
        pred_search = self.searchable and self.pos < mfma_limit
        upstream = self.upstream
        return mfma_limit, pred_search, upstream[_K_MFMA] if upstream is not None and pred_search else None

    def _mfma_read_need(self, p: Rec, mem_or_exp: bool) -> int:
        """What a VALU, memory or export instruction reading MFMA `p`'s result needs (mfma-raw)."""
        return R.mfma_read_need(bool(p.cls & XDL), p.facts.dgemm_kind, p.passes, mem_or_exp, self.gfx950)

    def _mfma_write_need(self, p: Rec) -> int:
        """What a VALU or memory instruction overwriting MFMA `p`'s result needs (mfma-waw)."""
        return R.mfma_write_need(bool(p.cls & XDL), p.facts.dgemm_kind, p.passes, self.gfx950)

    def _mai_valu_reads(self, r: Rec, acc: _Acc, dot_on: bool, reach: tuple[int, bool, dict | None]) -> None:
        """The DOT and MFMA results `r` reads (dot-raw, mfma-raw)."""
        mem_or_exp = bool(r.cls & (MEM | EXP))
        compat = not self.exact
        pos = self.pos
        mfma_limit, mfma_pred_search, up_mfma = reach
        srcc = r.facts.src2
        opcode = r.facts.name
        t_mfma = self.t_mfma
        for opno, units in r.uses:
            if not units:
                continue
            if dot_on:
                for d, p in self._fast(_K_DOT, units, R.LLVM22_MAI_WINDOW, R.DOT_NEED):
                    need = 0 if (p.facts.name == opcode and opno == srcc) else R.DOT_NEED
                    acc.add(need, d, "dot-raw", p)
            # `_nearest`, inline for one unit (most operands): a call per operand adds up
            best = t_mfma.get(units[0]) if len(units) == 1 else _nearest(t_mfma, units)
            if best is not None:
                d = pos - best[2]
            elif up_mfma is not None:
                best = _nearest(up_mfma, units)
                if best is None:
                    continue
                d = pos + best[2]
            else:
                # (`_fast` would look the block's table up again before finding the same)
                if mfma_pred_search and not self._unreachable(_K_MFMA, units, mfma_limit):
                    found = self._fast(_K_MFMA, units, R.LLVM22_MAI_WINDOW, R.EXACT_WINDOW)
                    for d, p in found:
                        need = self._mfma_read_need(p, mem_or_exp)
                        acc.add(need, d, "mfma-raw", p)
                    if compat and found and acc.need == R.LLVM22_MAI_WINDOW:
                        break
                continue
            if d < mfma_limit and self._add_mfma_raw(acc, best[1], d, mem_or_exp, compat):
                break

    def _mai_valu_writes(self, r: Rec, acc: _Acc, dot_on: bool, reach: tuple[int, bool, dict | None]) -> None:
        """The DOT and MFMA results `r` overwrites (dot-waw, mfma-waw) and the XDL SrcC it
        overwrites (mfma-srcc-war)."""
        compat = not self.exact
        pos = self.pos
        mfma_limit, mfma_pred_search, up_mfma = reach
        opcode = r.facts.name
        t_war = self.t_war
        t_mfma = self.t_mfma
        war_search = (
            self.searchable and pos < R.LLVM22_WAR_WINDOW and bool(r.defs) and not self._no_incoming(_K_WAR)
        )
        war_on = bool(t_war) or war_search
        for units in r.defs:
            if not units:
                continue
            if dot_on:
                for d, p in self._fast(_K_DOT, units, R.LLVM22_MAI_WINDOW, R.DOT_NEED):
                    if p.facts.name != opcode:
                        acc.add(R.DOT_NEED, d, "dot-waw", p)
            best = t_mfma.get(units[0]) if len(units) == 1 else _nearest(t_mfma, units)
            d = INF
            if best is not None:
                d = pos - best[2]
            elif up_mfma is not None:
                best = _nearest(up_mfma, units)
                if best is not None:
                    d = pos + best[2]
            elif mfma_pred_search and not self._unreachable(_K_MFMA, units, mfma_limit):
                found = self._fast(_K_MFMA, units, R.LLVM22_MAI_WINDOW, R.EXACT_WINDOW)
                for d, p in found:
                    need = self._mfma_write_need(p)
                    acc.add(need, d, "mfma-waw", p)
                if compat and found and acc.need == R.LLVM22_MAI_WINDOW:
                    break
                d = INF
            if d < mfma_limit and self._add_mfma_waw(acc, best[1], d, compat):  # type: ignore[index]
                break
            if war_on:
                best = t_war.get(units[0]) if len(units) == 1 else _nearest(t_war, units)
                if best is not None:
                    add_srcc_war(acc, best, pos)
                elif war_search:
                    for d, p in self._fast(_K_WAR, units, R.LLVM22_WAR_WINDOW):
                        acc.add(R.srcc_war_need(p.passes), d, "mfma-srcc-war", p)

    # -- checkMAIHazards90A --

    def check_mfma(self, r: Rec, acc: _Acc) -> None:
        compat = not self.exact
        if not self._quiet(R.VALU_EXEC_MFMA, VW_SCALAR):
            for d, p in self.find(
                lambda x: x.cls & VALU and not x.cls & MFMA and not EXEC.isdisjoint(x.defs_all),
                R.VALU_EXEC_MFMA,
            ):
                acc.add(R.VALU_EXEC_MFMA, d, "valu-exec-mfma", p)
        srcc = r.facts.src2
        t_vnd = self.t_vnd
        pos = self.pos
        vnd_limit = R.LLVM22_MAI_WINDOW if compat else R.VALU_WRITE_MFMA_READ
        # When no search leaves the block, an operand none of the block's MFMAs within reach
        # names (`mai_live`, see mai_in_block) has no MFMA writer to find.
        in_block = not self.searchable or pos >= (R.LLVM22_MAI_WINDOW if compat else R.EXACT_WINDOW)
        if in_block and pos >= self.mai_until:
            self._expire_mfmas()
        live = self.mai_live
        for opno, units in r.uses:
            if not units:
                continue
            # `_fast(_K_VND, ...)`'s in-block answer, looked up here
            near = t_vnd.get(units[0]) if len(units) == 1 else _nearest(t_vnd, units)
            if near is not None:
                d = pos - near[2]
                if d < vnd_limit:
                    acc.add(R.VALU_WRITE_MFMA_READ, d, "valu-write-mfma-read", near[1])
            elif self.searchable and pos < vnd_limit:
                for d, p in self._fast(_K_VND, units, R.LLVM22_MAI_WINDOW, R.VALU_WRITE_MFMA_READ):
                    acc.add(R.VALU_WRITE_MFMA_READ, d, "valu-write-mfma-read", p)
            skipped = False
            if not in_block or vector_mask(units) & live:
                for dist, p in self._mfma_writers(units):
                    need, rule = self._mfma_need(p, r, opno == srcc, units)
                    if compat and acc.need >= need:
                        skipped = True
                        continue
                    acc.add(need, dist, rule, p)
            if compat and not skipped and acc.need == R.LLVM22_MAI_WINDOW:
                break
        if self.padding_ratio:
            self.check_mfma_padding(r, acc)

    def _mfma_writers(self, units: tuple[int, ...]) -> list[tuple[int, Rec]]:
        """The nearest MFMAs writing `units` within the window, each with its distance: in the
        block, else on the single path into it, else by llc 22's search (compat) or on every
        path (exact)."""
        compat = not self.exact
        mfma_limit = R.LLVM22_MAI_WINDOW if compat else R.EXACT_WINDOW
        near = _nearest(self.t_mfma, units)
        if near is not None:
            # the nearest MFMA writing them is in the block: the search ends there
            d = self.pos - near[2]
            return [(d, near[1])] if d < mfma_limit else []
        upstream = self.upstream
        if upstream is not None:
            # or on the single path into the block
            near = _nearest(upstream[_K_MFMA], units)
            if near is None:
                return []
            d = self.pos + near[2]
            return [(d, near[1])] if d < mfma_limit else []
        if not compat:
            if self.pos >= R.EXACT_WINDOW or self._unreachable(_K_MFMA, units, R.EXACT_WINDOW):
                return []
            return self._all_preds(_mfma_pred(units), R.EXACT_WINDOW, self.pos, _K_MFMA, units)
        # LLVM's predicate records the last MFMA it looks at, matching or not.
        s = frozenset(units)
        state: list = [None]

        def overlapped(x: Rec, s: frozenset[int] = s, state: list = state) -> bool:
            if not x.cls & MFMA:
                return False
            state[0] = x
            return not s.isdisjoint(x.vdst)

        if self.pos >= R.LLVM22_MAI_WINDOW or self._unreachable(_K_MFMA, units, R.LLVM22_MAI_WINDOW):
            return []
        dist = self._since_preds(self.cur_b, self.pos, overlapped, R.LLVM22_MAI_WINDOW, set())
        return [] if dist >= INF else [(dist, state[0])]

    def _mfma_need(self, p: Rec, r: Rec, as_srcc: bool, units: tuple[int, ...]) -> tuple[int, str]:
        """The wait states MFMA `r` needs after MFMA `p` writes `units` it reads (as SrcC, or as
        SrcA/B), and the rule."""
        gfx950, gfx940 = self.gfx950, self.gfx940
        xdl, kind = bool(p.cls & XDL), p.facts.dgemm_kind
        if not as_srcc:
            return R.srcab_need(xdl, kind, p.passes, gfx950), "mfma-srcab"
        if p.vdst != units:
            cons_xdl = bool(r.cls & XDL)
            return R.srcc_partial_need(xdl, kind, p.passes, cons_xdl, gfx950, gfx940), "mfma-srcc-partial"
        need = R.srcc_full_need(p.opcode, r.opcode, p.passes, gfx940)
        if self.exact and R.canonical_mfma(p.opcode) != R.canonical_mfma(r.opcode):
            cons_xdl = bool(r.cls & XDL)
            need = R.srcc_full_other_need(xdl, kind, p.passes, cons_xdl, gfx950, need, gfx940)
            return need, "mfma-srcc-full-other"
        return need, "mfma-srcc-full"

    def check_mfma_padding(self, r: Rec, acc: _Acc) -> None:
        """checkMFMAPadding: -amdgpu-mfma-padding-ratio's share of the neighbouring MFMA."""
        if self.padding_ratio and self.occupancy >= 2:
            ratio = self.padding_ratio
            limit = R.MAX_PIPELINE_WAIT_STATES
            for d, p in self.find(lambda x: x.cls & MFMA, limit, max(limit, 16 * ratio // 100 + 1)):
                acc.add(p.passes * ratio // 100, d, "mfma-padding", p)


# The classes `check` has rules for (besides SMEM, the M0 readers and s_setreg/s_getreg/s_rfe).
_CONSUMERS = VMEM_FLAT | VALU | DPP | MEM | EXP | MFMA | ASM
# `check`'s paths (`OpcodeFacts.route`): no rule applies; SMEM (soft clauses); a VALU that is
# none of MFMA, DPP, memory, and not one of the opcodes with rules of their own, on gfx940+
# (`check_valu`, checkMAIVALUHazards); the like for a VMEM or FLAT access; any instruction.
_R_NONE, _R_SMEM, _R_VALU, _R_VMEM, _R_ANY = range(5)


def _forwarded_dst(x: Rec) -> tuple[int, ...] | None:
    """getDstSelForwardingOperand: the destination of a VALU writing part of its register. LLVM
    assumes the worst of inline asm: every register it defines is forwarded."""
    if x.cls & ASM:
        return tuple(x.defs_all)
    if not x.cls & VALU:
        return None
    f = x.facts
    if x.cls & SDWA and f.dst_sel >= 0:
        sel = x.imms.get(f.dst_sel)
        if sel is not None and sel != 6:  # SdwaSel::DWORD
            return x.vdst
    if f.has_op_sel and f.src0_mods >= 0 and x.imms.get(f.src0_mods, 0) & 8:  # DST_OP_SEL
        return x.vdst
    info = f.info
    if info.fp4_dst_sel:
        return x.vdst  # whatever its op_sel
    if info.fp8_dst_sel and f.src2_mods >= 0 and x.imms.get(f.src2_mods, 0) & 4:  # op_sel[2]
        return x.vdst
    return None
