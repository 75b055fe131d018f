"""checkMAIVALUHazards when no search can leave the current block: the common case, for `Checks`.

Past the largest of the windows the rule's searches use (or in a block without predecessors),
the DOT, MFMA and SrcC-WAR producers a VALU, memory or export instruction depends on can only be
the nearest ones in the block's own tables. `Checks.check` then calls `_mai_valu_in_block`,
which is its general path (`_mai_valu_reads`, `_mai_valu_writes`) with the searches past the
block start left out, in one function: for most instructions of a large block this check is a
few table lookups, and the calls and set-up around them cost as much as the lookups.

Most of those instructions name no register a recent MFMA names: `mai_live` is the set of units
(a `vector_mask`) of the results and SrcC operands of the block's MFMAs still within that window,
and `check` calls `_mai_valu_in_block` only for an instruction whose `mask` meets it (or for the
dgemm-fma64 rule). An MFMA's result and SrcC are VGPRs or AGPRs, which the masks hold.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from mirpass.ir.hazard_records import DGEMM, EXP, MEM, XDL, Rec, vector_mask
from mirpass.passes.hazards import rules as R
from mirpass.passes.hazards.search import INF, _nearest

if TYPE_CHECKING:
    from mirpass.passes.hazards.checks import _Acc

# At this many wait states into the block no search of checkMAIVALUHazards leaves it (the DOT,
# MFMA and SrcC-WAR windows, in either mode).
IN_BLOCK_FROM = max(R.LLVM22_MAI_WINDOW, R.DOT_NEED, R.EXACT_WINDOW, R.LLVM22_WAR_WINDOW)


def add_srcc_war(acc: _Acc, best: tuple, pos: int) -> None:
    """mfma-srcc-war for the nearest SrcC reader `best` (a table entry) of an overwritten register."""
    d = pos - best[2]
    if d < R.LLVM22_WAR_WINDOW:
        p = best[1]
        acc.add(R.srcc_war_need(p.passes), d, "mfma-srcc-war", p)


class MaiValuInBlock:
    exact: bool
    pos: int
    t_mfma: dict[int, tuple]
    t_war: dict[int, tuple]
    find: Callable[..., list[tuple[int, Rec]]]
    _mfma_read_need: Callable[[Rec, bool], int]
    _mfma_write_need: Callable[[Rec], int]
    # (position after, `vector_mask` of result and SrcC) of the block's MFMAs that may still be
    # within IN_BLOCK_FROM, oldest first; the union of their masks; and the position from which
    # the oldest is out of reach (then `_expire_mfmas` drops it)
    mai_recent: list[tuple[int, int]]
    mai_live: int
    mai_until: int
    # the position from which `_mai_valu_in_block` applies: IN_BLOCK_FROM (0 when no search
    # leaves the block), INF once the block has a DOT
    mai_from: int
    searchable: bool

    def _start_mfmas(self) -> None:
        """No MFMA or DOT of the new current block yet."""
        self.mai_recent = []
        self.mai_live = 0
        self.mai_until = INF
        self.mai_from = IN_BLOCK_FROM if self.searchable else 0

    def _note_mfma(self, r: Rec, pos: int) -> None:
        """MFMA `r` pushed, `pos` the position after it: its result, and its SrcC when the
        SrcC-WAR rule indexes it (`_index_producer`), are live for IN_BLOCK_FROM."""
        m = vector_mask(r.vdst)
        if r.cls & XDL and not r.cls & DGEMM:
            m |= vector_mask(r.operand_units(r.facts.src2))
        self.mai_recent.append((pos, m))
        self.mai_live |= m
        if self.mai_until >= INF:
            self.mai_until = pos + IN_BLOCK_FROM

    def _expire_mfmas(self) -> None:
        """Drop the MFMAs out of reach at the current position (`pos >= mai_until`)."""
        low = self.pos - IN_BLOCK_FROM
        recent = [e for e in self.mai_recent if e[0] > low]
        self.mai_recent = recent
        live = 0
        for _e, m in recent:
            live |= m
        self.mai_live = live
        self.mai_until = recent[0][0] + IN_BLOCK_FROM if recent else INF

    def _add_mfma_raw(self, acc: _Acc, p: Rec, d: int, mem_or_exp: bool, compat: bool) -> bool:
        """mfma-raw for producer `p` `d` wait states back; True when LLVM 22 stops searching."""
        need = self._mfma_read_need(p, mem_or_exp)
        if need - d > acc.need:
            acc.add(need, d, "mfma-raw", p)
        return compat and acc.need == R.LLVM22_MAI_WINDOW

    def _add_mfma_waw(self, acc: _Acc, p: Rec, d: int, compat: bool) -> bool:
        """mfma-waw for producer `p` `d` wait states back; True when LLVM 22 stops searching."""
        need = self._mfma_write_need(p)
        if need - d > acc.need:
            acc.add(need, d, "mfma-waw", p)
        return compat and acc.need == R.LLVM22_MAI_WINDOW

    def _mai_valu_in_block(self, r: Rec, acc: _Acc, fma64: bool) -> None:
        """`check_mai_valu` for `r` when the block has no DOT producer and no search leaves it
        (`fma64`: `r` is one of the FMA64 opcodes of the dgemm-fma64 rule, which keeps its search)."""
        compat = not self.exact
        mfma_limit = R.LLVM22_MAI_WINDOW if compat else R.EXACT_WINDOW
        pos = self.pos
        t_mfma = self.t_mfma
        if t_mfma:
            mem_or_exp = bool(r.cls & (MEM | EXP))
            for _opno, units in r.uses:
                if not units:
                    continue
                best = t_mfma.get(units[0]) if len(units) == 1 else _nearest(t_mfma, units)
                if best is None:
                    continue
                d = pos - best[2]
                if d < mfma_limit and self._add_mfma_raw(acc, best[1], d, mem_or_exp, compat):
                    break
        if fma64 and acc.need < R.DGEMM_FMA64:
            for d, p in self.find(lambda x: x.cls & DGEMM, R.DGEMM_FMA64):
                acc.add(R.DGEMM_FMA64, d, "dgemm-fma64", p)
        t_war = self.t_war
        if not t_mfma and not t_war:
            return
        for units in r.defs:
            if not units:
                continue
            one = len(units) == 1
            best = (t_mfma.get(units[0]) if one else _nearest(t_mfma, units)) if t_mfma else None
            if best is not None:
                d = pos - best[2]
                if d < mfma_limit and self._add_mfma_waw(acc, best[1], d, compat):
                    break
            if t_war:
                best = t_war.get(units[0]) if one else _nearest(t_war, units)
                if best is not None:
                    add_srcc_war(acc, best, pos)
