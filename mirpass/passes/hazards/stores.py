"""The wide-store data hazard (checkVALUHazardsHelper, createsVALUHazard): a store of more than
64 bits whose data registers a VALU (or inline asm) overwrites too soon after it.

Two rule sets:

* llc 22 (compat): a MUBUF/MTBUF store counts only with an immediate or absent soffset, FLAT
  always; 2 wait states on gfx940+.
* LLVM main (default; PRs 197267 and 203770): on the gfx940 family a MUBUF/MTBUF store with an
  SGPR soffset is a hazard too, needing 1 wait state (the immediate/absent form and FLAT keep
  2). 203770 made the two windows separate least-distance searches over all paths, which is
  what the exact mode's per-producer requirement gives: with one producer per window the worst
  of `need - distance` over producers equals the larger of the two window searches.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mirpass.ir.hazard_records import ASM, BUNDLE, FLAT, MUBUF, STORE, VECTOR_END, WIDE_STORE, Rec
from mirpass.passes.hazards import rules as R
from mirpass.target.features import HazardFeatures

if TYPE_CHECKING:
    from mirpass.passes.hazards.checks import _Acc


def hazard_store(
    x: Rec, sgpr_soffset: bool, full: int = R.STORE_DATA_OVERWRITE
) -> tuple[tuple[int, ...], int] | None:
    """The data units of `x` that must not be overwritten, and for how many wait states (`full`,
    the subtarget's, for all but the SGPR-soffset form); None when `x` is no such store.
    `sgpr_soffset`: LLVM main's gfx940 rule for SGPR soffsets."""
    if not x.cls & STORE:
        return None
    f = x.facts
    if not f.wide_data or f.data_index < 0:
        return None
    if x.cls & MUBUF:
        soff = f.info.operand_roles.get("soffset", -1)
        if soff >= 0 and x.operand_units(soff):
            if not sgpr_soffset:
                return None
            return x.operand_units(f.data_index), R.STORE_DATA_OVERWRITE_SGPR_SOFFSET
        return x.operand_units(f.data_index), full
    if x.cls & FLAT:
        return x.operand_units(f.data_index), full
    return None


class StoreChecks:
    """The store-data-overwrite rule, for `Checks` (the recognizer's state and searches)."""

    exact: bool
    gfx940: bool
    pos: int
    out: list[Rec]
    features: HazardFeatures
    store_window: int  # features.store_data_wait_states

    def check_store_overwrite(self, r: Rec, acc: _Acc) -> None:
        """A VALU `r` writing the data registers of a wide store still reading them."""
        # LLVM main's SGPR-soffset rule (gfx940 family) in the default mode only
        sgpr = self.exact and self.gfx940
        window = self.store_window
        if self._quiet(window, WIDE_STORE):  # type: ignore[attr-defined]
            return  # (most VALUs: their vector defs are not even listed)
        defs = vector_defs(r)
        if self.pos >= window:
            # The search stays in the block: walk its end once for every def (`find` would walk
            # it per def), noting the hazardous stores in the window in walk order.
            stores: list[tuple[int, Rec, tuple[int, ...], int]] = []
            ws = 0
            out = self.out
            for i in range(len(out) - 1, -1, -1):
                x = out[i]
                c = x.cls
                if c & BUNDLE:
                    continue
                if c & WIDE_STORE:
                    hz = hazard_store(x, sgpr, window)
                    if hz is not None:
                        stores.append((ws, x, hz[0], hz[1]))
                if c & ASM:
                    continue
                ws += x.ws
                if ws >= window:
                    break
            for units in defs:
                s = frozenset(units)
                for d, p, data, need in stores:
                    if not s.isdisjoint(data):
                        # the nearest only: a farther store is at least one wait state
                        # further back, and no store needs more than one more than another
                        acc.add(need, d, "store-data-overwrite", p)
                        break
            return
        for units in defs:
            s = frozenset(units)

            def overwritten(x: Rec, s: frozenset[int] = s) -> bool:
                hz = hazard_store(x, sgpr, window)
                return hz is not None and not s.isdisjoint(hz[0])

            for d, p in self.find(overwritten, window):  # type: ignore[attr-defined]
                hz = hazard_store(p, sgpr, window)
                acc.add(hz[1] if hz is not None else window, d, "store-data-overwrite", p)

    def check_asm_store_overwrite(self, r: Rec, acc: _Acc, vdefs: frozenset[int]) -> None:
        """Inline asm's vector defs against wide store data, as for a VALU."""
        sgpr = self.exact and self.gfx940
        window = self.features.store_data_wait_states

        def store_data(x: Rec) -> bool:
            hz = hazard_store(x, sgpr, window)
            return hz is not None and not vdefs.isdisjoint(hz[0])

        for d, p in self.find(store_data, window):  # type: ignore[attr-defined]
            hz = hazard_store(p, sgpr, window)
            acc.add(hz[1] if hz is not None else window, d, "store-data-overwrite", p)


def vector_defs(r: Rec) -> list[tuple[int, ...]]:
    """The register unit tuples `r` defines that are VGPRs or AGPRs."""
    return [units for units in r.defs if units and 0 <= units[0] < VECTOR_END]
