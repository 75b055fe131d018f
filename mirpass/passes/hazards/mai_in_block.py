"""checkMAIVALUHazards when no search can leave the current block: the common case, for `Checks`.

Past the largest of the windows the rule's searches use (or in a block without predecessors),
the DOT, MFMA and SrcC-WAR producers a VALU, memory or export instruction depends on can only be
the nearest ones in the block's own tables. `Checks.check` then calls `_mai_valu_in_block`,
which is its general path (`_mai_valu_reads`, `_mai_valu_writes`) with the searches past the
block start left out, in one function: for most instructions of a large block this check is a
few table lookups, and the calls and set-up around them cost as much as the lookups.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from mirpass.ir.hazard_records import DGEMM, EXP, MEM, Rec
from mirpass.passes.hazards import rules as R
from mirpass.passes.hazards.search import _nearest

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
