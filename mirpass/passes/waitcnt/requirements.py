"""Waits the final code must have whatever its registers say (the memory model's), derived from
the instructions themselves, for `check --waits` (`FunctionModel.implied`) and, on assembly,
which cannot carry the legalizer's soft waits, for the pass (`FunctionModel.pass_implied`);
from MIR the pass follows the soft waits, as llc does, which keeps it exact on LLVM's tests
with a bare cache invalidate (waitcnt-global-inv-wb.mir).

The wait pass's MIR input carries these as soft waits, which the pass consumes; its output (and
llc's) has only hard waits, and assembly has none, so a verifier that credits waits but
requires only register and LDS dependencies would miss a deleted one, and the pass run on
assembly would not put it back. The rules, from LLVM 22:

- SIInsertWaitcnts: a non-entry function starts with every counter but storecnt (and xcnt, the
  tensor and async counters) at zero (`S_WAITCNT 0`, gfx12's `S_WAIT_*CNT 0` group), since the
  caller's operations in flight are unknown (checked by Verifier._check_entry).
- SIMemoryLegalizer::insertWait for an atomic with release, acq_rel or seq_cst ordering,
  before it, and for one with acquire, acq_rel or seq_cst ordering that reads, after it:
  global memory is waited for at agent and system scope (gfx12 in WGP mode: workgroup too),
  on vmcnt (gfx9) or loadcnt/storecnt (and samplecnt, bvhcnt) on gfx12 by what is ordered
  (a release orders loads and stores, an acquire the access itself); LDS at workgroup scope
  and wider on lgkmcnt/dscnt, when the ordering crosses address spaces (every scope but the
  `-one-as` ones; a release orders every address space, an acquire its own).
- the cache maintenance the legalizer emits (mirpass.target.memory_model): an invalidate
  waits for loads (vmcnt/loadcnt 0) before it; the instruction after a write-back waits as an
  agent-scope release (this is all a fence at those scopes leaves behind, and all assembly,
  which has no memory operands, shows of an ordered atomic).

Fences at workgroup scope on gfx9 leave only their waits; the barrier rule of the verifier
(LDS traffic complete at S_BARRIER) covers the LDS part of those around barriers.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from mirpass.target.memory_model import CACHE_INVALIDATES, CACHE_WRITEBACKS

if TYPE_CHECKING:
    from mirpass.passes.waitcnt.model import FunctionModel, Group

_ORDERING = re.compile(r'(?:syncscope\("([^"]*)"\) )?(unordered|monotonic|acquire|release|acq_rel|seq_cst)\b')
_RELEASING = frozenset({"release", "acq_rel", "seq_cst"})
_ACQUIRING = frozenset({"acquire", "acq_rel", "seq_cst"})
_RANK = {"singlethread": 0, "wavefront": 1, "workgroup": 2, "agent": 3, "": 4}
GLOBAL, LDS = "global", "lds"
_SPACES = {0: frozenset({GLOBAL, LDS}), 1: frozenset({GLOBAL}), 3: frozenset({LDS}), 4: frozenset({GLOBAL})}
_EVERY = frozenset({GLOBAL, LDS})


def _waits(
    m: FunctionModel, rank: int, spaces: frozenset[str], loads: bool, stores: bool, cross: bool = True
) -> dict[str, int]:
    """The counts insertWait asks for (each 0), at scope `rank` for the ordered spaces."""
    out: dict[str, int] = {}
    if GLOBAL in spaces and (rank >= 3 or (rank == 2 and not m.gfx9)):
        if m.gfx9:
            out["vmcnt"] = 0
        else:
            if loads:
                out.update({c: 0 for c in ("loadcnt", "samplecnt", "bvhcnt") if c in m.max})
            if stores and "storecnt" in m.max:
                out["storecnt"] = 0
    if LDS in spaces and rank >= 2 and cross:
        out[m.ds_counter] = 0
    return out


def _merge(into: dict[int, dict[str, int]], key: int, req: dict[str, int]) -> None:
    if not req:
        return
    have = into.setdefault(key, {})
    for c, n in req.items():
        have[c] = min(have.get(c, n), n)


def _ordered(m: FunctionModel, g: Group) -> tuple[dict[str, int], dict[str, int]]:
    """(before, after): what the ordered memory operands of the group's operations ask."""
    before: dict[str, int] = {}
    after: dict[str, int] = {}
    for op in g.ops:
        info = op.info
        if not (info.may_load or info.may_store):
            continue
        src = m._src(op)
        if src is None:
            continue
        for memop in src.memoperands:
            o = _ORDERING.search(memop)
            if o is None:
                continue
            if m.has_xcnt and info.may_store:
                # gfx1250: no address translation in flight at an atomic store or RMW, at any
                # scope (llc 22's legalizer; measured: tests/test_check_waits_defects.py)
                before["xcnt"] = 0
            if o.group(2) in ("unordered", "monotonic"):
                continue
            scope = o.group(1) or ""
            cross = not scope.endswith("one-as")
            rank = _RANK.get(scope.removesuffix("-one-as"), 4)
            space = m.resolver.spaces.of_memoperand(m.fname, memop)
            spaces = _SPACES.get(space if space is not None else 0, frozenset())
            ordering = o.group(2)
            if ordering in _RELEASING:
                ordered = _EVERY if cross else spaces
                for c, n in _waits(m, rank, ordered, True, True, cross).items():
                    before[c] = min(before.get(c, n), n)
            if ordering in _ACQUIRING and info.may_load:
                returns = info.subkind != "atomic" or not info.may_store
                for c, n in _waits(m, rank, spaces, returns, not returns, cross).items():
                    after[c] = min(after.get(c, n), n)
    return before, after


def requirements(m: FunctionModel) -> dict[tuple[int, int], dict[str, int]]:
    """(block, group) -> counter -> the most that may be in flight right before the group.
    Read while the groups still have their operations (and their parses)."""
    out: dict[tuple[int, int], dict[str, int]] = {}
    invalidate = {m.vm_counter: 0}
    # (the LDS part of a release depends on its scope's address spaces, which a write-back
    # does not tell: an `-one-as` release has none)
    writeback = _waits(m, 3, frozenset({GLOBAL}), True, True)
    for b, groups in enumerate(m.groups):
        after: dict[str, int] = {}
        in_maintenance = False
        for g in groups:
            if g.role != "op":
                continue
            if after:
                if all(op.info.is_meta for op in g.ops):
                    continue
                _merge(out, (b, g.index), after)
                after = {}
            if not g.producers:  # cache operations and atomics are producers
                in_maintenance = False
                continue
            key = (b, g.index)
            invalidates = writes_back = False
            for op in g.ops:
                name = op.info.name
                invalidates = invalidates or name in CACHE_INVALIDATES
                writes_back = writes_back or name in CACHE_WRITEBACKS
            # the first of consecutive cache operations (gfx90a: BUFFER_INVL2, BUFFER_WBINVL1_VOL)
            # waits for the memory operations before them, not for the cache operations
            if invalidates and not in_maintenance:
                _merge(out, key, invalidate)
            if writes_back:
                after = dict(writeback)
            in_maintenance = invalidates or writes_back
            before, later = _ordered(m, g)
            if before:
                _merge(out, key, before)
            for c, n in later.items():
                after[c] = min(after.get(c, n), n)
    return out
