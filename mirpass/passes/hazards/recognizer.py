"""The hazard recognizer: how many wait states each instruction still needs, and where NOPs go.

It follows LLVM 22's GCNHazardRecognizer in hazard-recognizer mode (`post-RA-hazard-rec`) for
gfx940+ targets. Blocks are visited in layout order and instructions in order; before each
instruction the checks search backwards for producers (`_since`), across predecessors when the
block start is reached, and NOPs found necessary are inserted before the instruction at once so
that later searches count them.

Two modes:

* compat (`--llvm-compat=22`): llc 22's search exactly, quirks included: a fixed window per rule
  (19 wait states for the MFMA rules, which is short of gfx950's 20), one shared visited set
  per search (a block reached first on a longer path is not searched again on a shorter one),
  the producer remembered by the last predicate call, and early exits once 19 is reached.
* exact (default): each rule is applied to every nearest producer on every path, with the true
  minimum distance per producer and a window as large as the largest requirement.

How the searches are answered without walking back instruction by instruction, with the same
answers as the walk in both modes:

* "nearest producer of a class writing (or reading as SrcC) these units" — most searches — is a
  lookup in per-unit tables of the current block (`tables`, kept up to date as instructions
  are pushed); a finished block keeps its tables at its end as a summary (`_summary`), so a
  search that leaves a block looks its predecessors up instead of walking them, visiting the
  blocks in the walk's order; a block entered along a single path has that path's tables merged
  at its start (`_upstream`), and `_incoming` tells when no predecessor can have a match;
* "is there an instruction of class X within N wait states" is the block's latest position of
  that class (`last_at`, `_quiet`);
* other predicates (and the current block seen as its own predecessor) walk, as before.
"""

from __future__ import annotations

import gc
from collections.abc import Iterable
from dataclasses import dataclass

from mirpass.mir import Instruction, MachineFunction
from mirpass.passes.hazards import rules as R
from mirpass.passes.hazards.cfg import predecessors
from mirpass.passes.hazards.records import (
    ASM,
    BUNDLE,
    DGEMM,
    DOT,
    DPP,
    EXP,
    FLAT,
    FWD,
    MEM,
    MFMA,
    MUBUF,
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
    WIDE_STORE,
    XDL,
    OpcodeFacts,
    Rec,
    RecordBuilder,
)
from mirpass.passes.hazards.stream import (
    end_records,
    records,
    tail,
    tail_start,
    text_end_records,
    text_source,
    uses_agpr0,
)
from mirpass.target.opcodes import load_opcode_table
from mirpass.target.registers import register_units

INF = 1 << 30
# Classes whose latest position in the block is kept, so that `_quiet` needs no walk.
_WATCHED_BITS = (TRANS, FWD, VW_SCALAR, WIDE_STORE, SALU_M0)
_WATCHED = TRANS | FWD | VW_SCALAR | WIDE_STORE | SALU_M0
EXEC = frozenset(register_units("$exec"))
VCC = frozenset(register_units("$vcc"))
M0 = frozenset(register_units("$m0"))
AGPR0 = register_units("$agpr0")[0]
_SGPR_SPECIALS = SGPR_SPECIALS
# How long the processed part of a block may grow before it is cut back to its reachable tail.
_TRIM = 4096
# Blocks of fewer characters of text than this have their records made at once, not streamed.
_STREAM_MIN = 1 << 15
_RWLANE = frozenset({"V_READLANE_B32", "V_WRITELANE_B32"})
_READLANE_SRC0 = frozenset({"V_READLANE_B32", "V_READFIRSTLANE_B32"})
_DIV_FMAS = frozenset({"V_DIV_FMAS_F32_e64", "V_DIV_FMAS_F64_e64"})
_M0_READERS = frozenset(
    {
        "S_MOVRELS_B32",
        "S_MOVRELS_B64",
        "S_MOVRELD_B32",
        "S_MOVRELD_B64",
        "DS_WRITE_ADDTID_B32",
        "DS_READ_ADDTID_B32",
        "S_SENDMSG",
        "S_SENDMSGHALT",
        "S_TTRACEDATA",
    }
)


def is_sgpr_unit(u: int) -> bool:
    """An SGPR or TTMP unit (2048..2399), or an SGPR-like special one."""
    return VECTOR_END <= u < 2400 or u in _SGPR_SPECIALS


def is_vgpr_unit(u: int) -> bool:
    return 0 <= u < VGPR_END


def is_vector_unit(u: int) -> bool:
    return 0 <= u < VECTOR_END


@dataclass
class Finding:
    """One instruction short of wait states: the worst contribution among its hazards."""

    inst: Instruction
    block: int  # layout index
    need: int  # wait states to add
    rule: str
    producer: Rec | None
    required: int
    available: int
    bundle: Instruction | None = None  # the BUNDLE header when `inst` is inside a bundle
    note: str | None = None  # a MIR comment to print before the inserted NOPs (--annotate)


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


class Recognizer:
    def __init__(
        self,
        cpu: str,
        *,
        exact: bool = True,
        padding_ratio: int = 0,
        snop_padding: int = 0,
        xnack: bool = True,
    ) -> None:
        if cpu not in ("gfx942", "gfx950"):
            raise ValueError(f"the MFMA hazard recognizer supports gfx942 and gfx950, not {cpu}")
        self.cpu = cpu
        self.gfx950 = cpu == "gfx950"
        self.exact = exact
        self.padding_ratio = padding_ratio
        # -amdgpu-snop-padding: llc's PreEmitNoops returns at least this for every instruction
        # outside a bundle (bundle headers, meta instructions and S_NOPs included).
        self.snop_padding = snop_padding
        self.xnack = xnack
        self.builder = RecordBuilder(load_opcode_table(cpu))

    # ---- driver ---------------------------------------------------------------------------

    def run(
        self, mf: MachineFunction, insert: bool = True, annotate=None, apply: bool = True
    ) -> list[Finding]:
        """Find every instruction short of wait states. With `insert`, each finding's NOPs count
        for the instructions after it (as the pass inserts them); with `apply` too, they are
        added to `mf` (preceded by the comment `annotate(finding)` returns, if given). Without
        `insert`, each instruction is judged on the input alone."""
        enabled = gc.isenabled()
        if enabled:
            # The pass makes no reference cycles; collecting would only walk the whole MIR model
            # again and again while the records are made.
            gc.disable()
        try:
            findings = self._run(mf, insert)
            if insert and apply and findings:
                if annotate is not None:
                    for f in findings:
                        f.note = annotate(f)
                _apply(mf, findings)
        finally:
            if enabled:
                gc.enable()
        return findings

    def _run(self, mf: MachineFunction, insert: bool) -> list[Finding]:
        self.mf = mf
        self.insert = insert
        self.occupancy = _occupancy(mf)
        blocks = mf.blocks
        self.preds = predecessors(mf, self.builder)
        # Per block, once done (or, not visited yet, as read), its end that a search can reach.
        self.lists: list[list[Rec] | None] = [None] * len(blocks)
        # Per block, its producer index at its end (`_summary`), for searches that leave a block.
        self.summaries: list[tuple | None] = [None] * len(blocks)
        # Per block not visited yet whose records a search made, all of them.
        self.as_read: list[list[Rec] | None] = [None] * len(blocks)
        self.lookahead = 19 if any(uses_agpr0(block) for block in blocks) else 5
        # No search looks further back than this many wait states.
        self.keep = max(R.EXACT_WINDOW, 19, R.MAX_PIPELINE_WAIT_STATES, 16 * self.padding_ratio // 100 + 1)
        self.emitted: list[Rec | None] = []
        self.acc = _Acc()
        self.seq = 0
        findings: list[Finding] = []
        for b in range(len(blocks)):
            self._run_block(b, findings)
        self.lists = []
        self.summaries = []
        self.as_read = []
        self.out = []
        self.cur_recs = None
        self.cur_end = None
        self.t_mfma = self.t_dot = self.t_vnd = self.t_war = {}
        self.emitted = []
        return findings

    def _start_block(self, b: int) -> Iterable[Rec]:
        """Make block `b` the current one; its records as read, in order."""
        block = self.mf.blocks[b]
        self.cur_b = b
        self.cur_source = text_source(block)
        recs = self.as_read[b] or records(self.builder, block)
        self.as_read[b] = None
        source = self.cur_source
        if not isinstance(recs, list) and source is not None and source[2] - source[1] < _STREAM_MIN:
            recs = list(recs)  # small: held whole, and its end as read is at hand
        # A list: `_view` takes the rest of the block from it. Otherwise `_view` takes the block's
        # end from the text, when first needed.
        self.cur_recs = recs if isinstance(recs, list) else None
        self.cur_end = None
        self.cur_i = 0
        self.cur_rec: Rec | None = None
        self.out = []
        # in-block nearest producers per register unit: unit -> (seq, rec, position after)
        self.tables = ({}, {}, {}, {})
        self.t_mfma, self.t_dot, self.t_vnd, self.t_war = self.tables
        self.pos = 0
        # per table kind, `_incoming(kind)`, and the blocks it merges, when first needed
        self.reach: list[dict[int, int] | None] = [None, None, None, None]
        self.reach_blocks: list[tuple[tuple, int]] | None = None
        self.reach_class: dict[int, int] = {}  # watched class bit -> `_quiet`'s distance past the start
        self.cur_read: tuple | None = None  # `_read_summary()`, when needed
        self.searchable = bool(self.preds[b])  # whether searches may leave the block
        self.upstream = self._upstream() if self.searchable else None
        # watched class bit -> the position after the block's latest instruction of it
        self.last_at = dict.fromkeys(_WATCHED_BITS, -INF)
        return recs

    def _run_block(self, b: int, findings: list[Finding]) -> None:
        recs = self._start_block(b)
        keep = self.keep
        insert = self.insert
        emitted = self.emitted
        lookahead = self.lookahead
        padding = self.snop_padding if insert else 0
        push = self._push
        check = self.check
        out = self.out
        out_append = out.append
        # Of the processed records only the tail a search can reach is kept: checked for when
        # `out` grows past `trim_at`.
        trim_at = _TRIM
        last_at = self.last_at
        t_vnd = self.t_vnd
        header: Rec | None = None
        for i, rec in enumerate(recs):
            self.cur_i = i
            self.cur_rec = rec
            if len(out) > trim_at:
                cut = tail_start(out, keep)
                del out[:cut]
                trim_at = max(_TRIM, 2 * len(out))
            if rec.top:
                c = rec.cls
                header = rec if c & BUNDLE else None
                if header is not None:
                    if padding:
                        acc = check(rec)  # nothing for a BUNDLE but the padding
                        acc.add(padding, 0, "snop-padding", None)
                        self._place(acc, rec, b, None, 16, findings)
                    push(rec)
                    continue  # PreEmitNoops returns 0 for a BUNDLE; members are checked below
                acc = check(rec)
                if padding:
                    acc.add(padding, 0, "snop-padding", None)
                if acc.need > 0:
                    self._place(acc, rec, b, None, 16, findings)
                # `push(rec)`, inline
                out_append(rec)
                ws = rec.ws
                pos = self.pos if c & ASM else self.pos + ws
                self.pos = pos
                if c & _WATCHED:
                    for bit in _WATCHED_BITS:
                        if c & bit:
                            last_at[bit] = pos
                if c & (MFMA | DOT | VALU):
                    self.seq += 1
                    entry = (self.seq, rec, pos)
                    if c & (MFMA | DOT):
                        _index_producer(self.tables, rec, entry)
                    else:
                        for _k, units, is_def, _i in rec.regs:
                            if is_def:
                                for u in units:
                                    t_vnd[u] = entry
                if ws:
                    # LLVM's EmittedInstrs: the instruction, then an empty slot per further
                    # wait state; only the last `lookahead` slots are ever looked at.
                    emitted.append(rec)
                    if ws > 1:
                        emitted.extend([None] * (min(ws, lookahead) - 1))
                    if len(emitted) > 8 * lookahead:
                        del emitted[:-lookahead]
            else:
                acc = check(rec)
                self._place(acc, rec, b, header, 8, findings)
                push(rec)
                emitted.extend([None] * min(acc.need if insert else 0, lookahead - 1))
                emitted.append(rec)
                del emitted[:-lookahead]
        self.lists[b] = tail(out, keep)
        self.summaries[b] = (_prune(self.tables, self.pos, keep), self.pos, dict(self.last_at))

    def _place(
        self, acc: _Acc, rec: Rec, b: int, header: Rec | None, chunk: int, findings: list[Finding]
    ) -> None:
        if acc.need <= 0:
            return
        inst = rec.inst
        if inst is None:
            item = self.mf.blocks[b].items[rec.idx]
            assert isinstance(item, Instruction)
            inst = item
        findings.append(
            Finding(
                inst,
                b,
                acc.need,
                acc.rule,
                acc.producer,
                acc.required,
                acc.available,
                header.inst if header is not None else None,
            )
        )
        if not self.insert:
            return
        nop = self.builder.facts_for("S_NOP")
        assert nop is not None
        left = acc.need
        while left > 0:
            arg = min(left, chunk)
            left -= arg
            r = Rec(None, nop, arg)
            r.top = rec.top
            self._push(r)
        if rec.top:
            self.emitted.extend([None] * acc.need)

    def _push(self, r: Rec) -> None:
        """Append `r` to the processed part of the current block and index it."""
        self.out.append(r)
        c = r.cls
        pos = self.pos if c & (ASM | BUNDLE) else self.pos + r.ws
        self.pos = pos
        if c & _WATCHED and not c & BUNDLE:
            last_at = self.last_at
            for bit in _WATCHED_BITS:
                if c & bit:
                    last_at[bit] = pos
        if c & (MFMA | DOT | VALU):
            self.seq += 1
            entry = (self.seq, r, pos)
            if c & (MFMA | DOT):
                _index_producer(self.tables, r, entry)
            else:  # what `_index_producer` does for the commonest producer, inline
                t = self.t_vnd
                for _k, units, is_def, _i in r.regs:
                    if is_def:
                        for u in units:
                            t[u] = entry

    def _summary(self, b: int) -> tuple | None:
        """Block `b`'s producer tables at its end, its wait states and, per watched class, the
        position after its latest instruction: `(tables, end, last_at)`, a table
        entry being `(order, rec, position after rec)`, so that a search entering `b` from its
        end at distance `w` finds the producer `e` at `w + end - e[2]`. Entries `keep` or more
        wait states from the end are dropped: no search reaches them. None for the current
        block, which only a backward walk sees as it is (processed part and the rest)."""
        if b == self.cur_b:
            return None
        s = self.summaries[b]
        if s is None:
            # A block not visited yet (reached through a back edge): from its records as read.
            s = self.summaries[b] = _summary_of(self._view(b), self.keep)
        return s

    def _read_summary(self) -> tuple:
        """The current block's `_summary` as read, without the NOPs inserted in it so far: its
        distances are no greater than those a search finds in the block as it is."""
        s = self.cur_read
        if s is None:
            if self.cur_recs is not None:
                recs = self.cur_recs
            else:
                assert self.cur_source is not None
                recs = text_end_records(self.builder, self.cur_source, self.keep)[0]
            s = self.cur_read = _summary_of(recs, self.keep)
        return s

    def _fast(self, kind: int, units, limit: int, exact_limit: int | None = None):
        """`find` for a predicate "nearest producer of this class writing/reading `units`" (the
        table `kind`: one of _K_MFMA, _K_DOT, _K_VND, _K_WAR), answered from the per-unit
        indexes of the current block and, past its start, of its predecessors."""
        if exact_limit is not None and self.exact:
            limit = exact_limit
        best = None
        table = self.tables[kind]
        if table:
            get = table.get
            for u in units:
                e = get(u)
                if e is not None and (best is None or e[0] > best[0]):
                    best = e
        pos = self.pos
        if best is not None:
            d = pos - best[2]
            return [(d, best[1])] if d < limit else []
        if pos >= limit or not self.preds[self.cur_b]:
            return []
        upstream = self.upstream
        if upstream is not None:
            e = _nearest(upstream[kind], units)
            if e is None:
                return []
            d = pos + e[2]
            return [(d, e[1])] if d < limit else []
        if self._unreachable(kind, units, limit):
            return []
        pred = _PRED_MAKERS[kind](units)
        if self.exact:
            return self._all_preds(pred, limit, pos, kind, units)
        return _last_match(pred, lambda p: self._since_preds(self.cur_b, pos, p, limit, set(), kind, units))

    def _upstream(self) -> tuple[dict[int, tuple], ...] | None:
        """When the current block is entered along a single path as far back as a search can
        reach (each block on it has one predecessor), the producer tables of that path: per
        table kind, unit -> (order, rec, wait states from the block start), the nearest entry
        per unit, `order` ranking nearer blocks above farther ones. A search leaving the block
        then needs one lookup. None when there is more than one path (or it comes back to the
        current block)."""
        keep = self.keep
        upstream: tuple[dict[int, tuple], ...] = ({}, {}, {}, {})
        b = self.cur_b
        seen = {b}
        w = 0
        depth = 0
        while w < keep:
            preds = self.preds[b]
            if not preds:
                break  # the function entry: the search ends
            if len(preds) != 1 or preds[0] == self.cur_b:
                return None
            b = preds[0]
            if b in seen:
                break  # a loop not through the current block: a search does not go round again
            seen.add(b)
            depth += 1
            tables, end, _last = self._summary(b)  # type: ignore[misc]
            base = -depth << 40  # below every order of a nearer block
            for table, into in zip(tables, upstream, strict=True):
                for u, e in table.items():
                    if u not in into:
                        d = w + end - e[2]
                        if d < keep:
                            into[u] = (base + e[0], e[1], d)
            w += end
        return upstream

    def _unreachable(self, kind: int, units, limit: int) -> bool:
        """Whether no predecessor has a producer in table `kind` for any of `units` within
        `limit` wait states of the current instruction, on any path: a search of the
        predecessors would find nothing (in either mode), so it need not be made."""
        reach = self.reach[kind]
        if reach is None:
            reach = self.reach[kind] = self._incoming(kind)
        get = reach.get
        pos = self.pos
        for u in units:
            d = get(u)
            if d is not None and pos + d < limit:
                return False
        return True

    def _incoming(self, kind: int) -> dict[int, int]:
        """Unit -> at most the least wait states from the current block's start back to a
        predecessor's producer for it in table `kind` (within `keep`), over all paths."""
        keep = self.keep
        near: dict[int, int] = {}
        for (tables, end, _last), w in self._incoming_blocks():
            for u, e in tables[kind].items():
                d = w + end - e[2]
                if d < keep and d < near.get(u, INF):
                    near[u] = d
        return near

    def _incoming_blocks(self) -> list[tuple[tuple, int]]:
        """The summaries of the blocks a search leaving the current block can reach, each with
        the least wait states from the block start to its end (a block may appear more than
        once: nearer later). A path coming back to the current block sees it as read: the NOPs
        inserted there since only add wait states, so the distances stay lower bounds and a
        producer out of reach stays so."""
        found = self.reach_blocks
        if found is not None:
            return found
        found = self.reach_blocks = []
        keep = self.keep
        best: dict[int, int] = {}
        work = [(p, 0) for p in self.preds[self.cur_b]]
        while work:
            b, w = work.pop()
            if best.get(b, INF) <= w:
                continue
            best[b] = w
            summary = self._summary(b)
            if summary is None:
                summary = self._read_summary()
            found.append((summary, w))
            w += summary[1]
            if w < keep:
                work.extend((p, w) for p in self.preds[b])
        return found

    def _quiet(self, limit: int, bit: int) -> bool:
        """Whether a search with `limit` certainly finds nothing of the watched class `bit`: the
        block's latest instruction of that class is out of reach, and so is, past the block start,
        the nearest on any path. (A backward walk looks at an instruction iff fewer than `limit`
        wait states follow it.)"""
        pos = self.pos
        if self.last_at[bit] > pos - limit:
            return False
        if pos >= limit or not self.searchable:
            return True
        near = self.reach_class.get(bit)
        if near is None:
            near = INF
            for (_tables, end, last), w in self._incoming_blocks():
                d = w + end - last[bit]
                if d < near:
                    near = d
            self.reach_class[bit] = near
        return pos + near >= limit

    # ---- the backward search ----------------------------------------------------------------

    def _view(self, b: int) -> list[Rec]:
        """Block `b` as a backward search from its end sees it: enough of its end for the
        largest window (the current block: what is processed, then the rest as read)."""
        if b == self.cur_b:
            return self._current_view()
        recs = self.lists[b]
        if recs is None:
            # Not visited yet (reached through a back edge): its end as read; when that is the
            # whole block, its records are taken again when it is visited.
            recs, whole = end_records(self.builder, self.mf.blocks[b], self.keep)
            self.lists[b] = recs
            if whole:
                self.as_read[b] = recs
        return recs

    def _current_view(self) -> list[Rec]:
        if self.cur_recs is not None:
            return self.out + self.cur_recs[self.cur_i :]
        end = self.cur_end
        if end is None:
            assert self.cur_source is not None
            end = self.cur_end = text_end_records(self.builder, self.cur_source, self.keep)
        recs, whole = end
        idx = self.cur_rec.idx  # type: ignore[union-attr]
        if not whole and recs[0].idx > idx:
            return recs  # a search from the block's end stops before the current instruction
        return self.out + [r for r in recs if r.idx >= idx]

    def _since(self, pred, limit: int) -> int:
        """LLVM's getWaitStatesSince in hazard-recognizer mode (compat)."""
        return self._scan(self.out, self.cur_b, 0, pred, limit, set())

    def _since_preds(
        self, b: int, ws: int, pred, limit: int, visited: set[int], kind: int = -1, units=()
    ) -> int:
        """LLVM's search of the predecessors of `b`, `ws` wait states back: the least distance to
        a match of `pred` on any path, INF past `limit`; one visited set for the whole search.
        When `pred` is the table `kind`'s predicate for `units`, blocks are answered from their
        summaries (and `pred` is called on the match, as the walk would)."""
        best = INF
        for p in self.preds[b]:
            if p in visited:
                continue
            visited.add(p)
            summary = self._summary(p) if kind >= 0 else None
            if summary is None:
                w = self._scan(self._view(p), p, ws, pred, limit, visited, kind, units)
            else:
                tables, end, _last = summary
                e = _nearest(tables[kind], units)
                if e is not None:
                    w = ws + end - e[2]
                    if w < limit:
                        pred(e[1])
                    else:
                        w = INF
                elif ws + end >= limit:
                    w = INF
                else:
                    w = self._since_preds(p, ws + end, pred, limit, visited, kind, units)
            if w < best:
                best = w
        return best

    def _scan(
        self, recs: list, b: int, ws: int, pred, limit: int, visited: set[int], kind: int = -1, units=()
    ) -> int:
        """Wait states back from the end of `recs` (block `b`) to the nearest match, going on
        into the predecessors; INF past `limit`."""
        for i in range(len(recs) - 1, -1, -1):
            r = recs[i]
            cls = r.cls
            if cls & BUNDLE:
                continue
            if pred(r):
                return ws
            if cls & ASM:
                continue
            ws += r.ws
            if ws >= limit:
                return INF
        return self._since_preds(b, ws, pred, limit, visited, kind, units)

    def _all(self, pred, limit: int) -> list[tuple[int, Rec]]:
        """Exact mode: the nearest match on every path, each with its least distance."""
        ws = 0
        out = self.out
        for i in range(len(out) - 1, -1, -1):
            r = out[i]
            cls = r.cls
            if cls & BUNDLE:
                continue
            if pred(r):
                return [(ws, r)]
            if cls & ASM:
                continue
            ws += r.ws
            if ws >= limit:
                return []
        return self._all_preds(pred, limit, ws)

    def _all_preds(self, pred, limit: int, ws: int, kind: int = -1, units=()) -> list[tuple[int, Rec]]:
        """Exact mode, past the current block's start (`ws` wait states back): the nearest match
        of `pred` on every path, each producer with its least distance. When `pred` is the table
        `kind`'s predicate for `units`, blocks are answered from their summaries."""
        found: dict[int, tuple[int, Rec]] = {}
        best: dict[int, int] = {}
        work = [(p, ws) for p in self.preds[self.cur_b]]
        while work:
            b, w = work.pop()
            if best.get(b, INF) <= w:
                continue
            best[b] = w
            summary = self._summary(b) if kind >= 0 else None
            if summary is not None:
                tables, end, _last = summary
                e = _nearest(tables[kind], units)
                if e is not None:
                    w += end - e[2]
                    if w < limit:
                        r = e[1]
                        prev = found.get(id(r))
                        if prev is None or w < prev[0]:
                            found[id(r)] = (w, r)
                    continue
                w += end
                if w < limit:
                    work.extend((p, w) for p in self.preds[b])
                continue
            recs = self._view(b)
            hit = False
            for i in range(len(recs) - 1, -1, -1):
                r = recs[i]
                cls = r.cls
                if cls & BUNDLE:
                    continue
                if pred(r):
                    prev = found.get(id(r))
                    if prev is None or w < prev[0]:
                        found[id(r)] = (w, r)
                    hit = True
                    break
                if cls & ASM:
                    continue
                w += r.ws
                if w >= limit:
                    hit = True
                    break
            if not hit:
                work.extend((p, w) for p in self.preds[b])
        return list(found.values())

    def find(self, pred, limit: int, exact_limit: int | None = None) -> list[tuple[int, Rec]]:
        """Producers matching `pred` and their distances. Compat: LLVM's single answer, the
        least distance with the producer the predicate matched last; exact: every path."""
        if self.exact:
            return self._all(pred, exact_limit if exact_limit is not None else limit)
        return _last_match(pred, lambda p: self._since(p, limit))

    # ---- the checks (PreEmitNoopsCommon) ----------------------------------------------------

    def check(self, r: Rec) -> _Acc:
        """The wait states `r` still needs (the worst hazard), in an accumulator that is reused
        for the next instruction: read it before checking another."""
        acc = self.acc
        acc.need = 0  # the other fields are set whenever `need` rises above 0
        cls = r.cls
        if cls & BUNDLE:
            return acc
        if cls & SMEM:
            self.soft_clause(r, acc, smem=True)
            return acc
        facts = r.facts
        ops = facts.hz
        if ops is None:
            ops = facts.hz = _op_flags(facts)
        if not cls & _CONSUMERS and not ops & (_F_M0_READ | _F_HWREG):
            return acc  # (SALU, branches, NOPs, ...): no check below applies
        if cls & VMEM_FLAT:
            self.check_vmem(r, acc)
        if cls & VALU:
            self.check_valu(r, acc, ops)
        if cls & DPP:
            self.check_dpp(r, acc)
        if ops & _F_DIV_FMAS and not self._quiet(4, VW_SCALAR):
            for d, p in self.find(lambda x: x.cls & VALU and not VCC.isdisjoint(x.defs_all), 4):
                acc.add(4, d, "valu-sgpr-valu", p)
        if ops & _F_RWLANE:
            sel = r.operand_units(2)
            if sel and is_sgpr_unit(sel[0]) and not self._quiet(4, VW_SCALAR):
                s = frozenset(sel)
                for d, p in self.find(lambda x, s=s: x.cls & VALU and not s.isdisjoint(x.defs_all), 4):
                    acc.add(4, d, "valu-exec-rwlane", p)
        if cls & (VALU | MEM | EXP) and not cls & MFMA:
            self.check_mai_valu(r, acc, ops)
        if cls & ASM:
            self.check_inline_asm(r, acc)
            return acc
        if ops & _F_HWREG:
            self.check_hwreg(r, acc, ops)
            return acc
        if ops & _F_M0_READ:
            if not self._quiet(1, SALU_M0):
                for d, p in self.find(lambda x: x.cls & SALU and not M0.isdisjoint(x.defs_all), 1):
                    acc.add(1, d, "m0-read", p)
            return acc
        if cls & MFMA:
            self.check_mfma(r, acc)
        elif ops & _F_PERMLANE and self.gfx950:
            self.check_permlane(r, acc)
        return acc

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

    # -- checkInlineAsmHazards, checkGetRegHazards / checkSetRegHazards / checkRFEHazards --

    def check_inline_asm(self, r: Rec, acc: _Acc) -> None:
        """Inline asm may hold any instruction: llc checks its vector defs against wide store
        data (as for a VALU) and all its operands against partial-destination writes."""
        vector_defs = frozenset(u for u in r.defs_all if is_vector_unit(u))
        if vector_defs:

            def store_data(x: Rec) -> bool:
                data = _hazard_store_data(x)
                return data is not None and not vector_defs.isdisjoint(data)

            for d, p in self.find(store_data, R.STORE_DATA_OVERWRITE):
                acc.add(R.STORE_DATA_OVERWRITE, d, "store-data-overwrite", p)
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

    def check_hwreg(self, r: Rec, acc: _Acc, ops: int) -> None:
        """An s_getreg, s_setreg or s_rfe_b64 after an s_setreg of the hardware register it
        depends on (for s_rfe_b64, TRAPSTS)."""
        if ops & _F_RFE:
            need, rule, hwreg = R.RFE_NEED, "setreg-rfe", R.HWREG_TRAPSTS
        else:
            hwreg = r.imms.get(R.HWREG_OPERAND, 0) & R.HWREG_ID_MASK
            if ops & _F_GETREG:
                need, rule = R.GETREG_NEED, "setreg-getreg"
            else:
                need, rule = R.SETREG_NEED, "setreg-setreg"

        def sets_hwreg(x: Rec) -> bool:
            return (
                x.facts.name in R.SETREG_OPCODES
                and x.imms.get(R.HWREG_OPERAND, 0) & R.HWREG_ID_MASK == hwreg
            )

        for d, p in self.find(sets_hwreg, need):
            acc.add(need, d, rule, p)

    def check_permlane(self, r: Rec, acc: _Acc) -> None:
        """checkPermlaneHazards (gfx950): a VALU write of a VGPR the permlane reads, and a VALU
        compare writing EXEC, before a permlane swap."""
        for _k, units in r.uses:
            if units and is_vgpr_unit(units[0]):
                s = frozenset(units)
                need = R.PERMLANE_VALU_NEED
                for d, p in self.find(lambda x, s=s: x.cls & VALU and not s.isdisjoint(x.defs_all), need):
                    acc.add(need, d, "valu-vgpr-permlane", p)

        def compare_writes_exec(x: Rec) -> bool:
            info = x.facts.info  # LLVM: isVOPC, or a VOP3/SDWA compare (the VOP3 V_CMP_CLASS are not)
            return (info.is_vopc or info.is_compare) and not EXEC.isdisjoint(x.defs_all)

        for d, p in self.find(compare_writes_exec, R.PERMLANE_CMPX_NEED):
            acc.add(R.PERMLANE_CMPX_NEED, d, "vcmpx-exec-permlane", p)

    def check_vmem(self, r: Rec, acc: _Acc) -> None:
        self.soft_clause(r, acc, smem=False)
        n_defs = r.n_defs
        for k, units, _is_def, _imp in r.regs:
            if k < n_defs or not units or is_vector_unit(units[0]):
                continue
            if self._quiet(5, VW_SCALAR):
                return
            s = frozenset(units)
            for d, p in self.find(lambda x, s=s: x.cls & VALU and not s.isdisjoint(x.defs_all), 5):
                acc.add(5, d, "valu-sgpr-vmem", p)

    # -- checkVALUHazards --

    def check_valu(self, r: Rec, acc: _Acc, ops: int) -> None:
        uses = r.uses
        pos = self.pos
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
        if self._quiet(R.STORE_DATA_OVERWRITE, WIDE_STORE):
            return
        if pos >= R.STORE_DATA_OVERWRITE:
            # The search stays in the block: walk its end once for every def (`_all` would walk
            # it per def), noting the wide stores in the window in walk order.
            stores: list[tuple[int, Rec, tuple[int, ...]]] = []
            ws = 0
            out = self.out
            for i in range(len(out) - 1, -1, -1):
                x = out[i]
                c = x.cls
                if c & BUNDLE:
                    continue
                if c & WIDE_STORE:
                    data = _hazard_store_data(x)
                    if data is not None:
                        stores.append((ws, x, data))
                if c & ASM:
                    continue
                ws += x.ws
                if ws >= R.STORE_DATA_OVERWRITE:
                    break
            for units in r.defs:
                if not units or not is_vector_unit(units[0]):
                    continue
                for d, p, data in stores:
                    if not frozenset(units).isdisjoint(data):
                        acc.add(R.STORE_DATA_OVERWRITE, d, "store-data-overwrite", p)
                        break
            return
        for units in r.defs:
            if not units or not is_vector_unit(units[0]):
                continue
            s = frozenset(units)

            def store_data(x: Rec, s: frozenset[int] = s) -> bool:
                data = _hazard_store_data(x)
                return data is not None and not s.isdisjoint(data)

            for d, p in self.find(store_data, R.STORE_DATA_OVERWRITE):
                acc.add(R.STORE_DATA_OVERWRITE, d, "store-data-overwrite", p)

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
        """checkMAIVALUHazards for a VALU (not MFMA), memory or export instruction `r`. The
        nearest producers in the block come straight from the tables (what `_fast` does, inline);
        only a miss with the window reaching past the block start goes through `_fast`."""
        cls = r.cls
        mem_or_exp = bool(cls & (MEM | EXP))
        gfx950 = self.gfx950
        compat = not self.exact
        fast = self._fast
        t_dot = self.t_dot
        pos = self.pos
        searchable = self.searchable
        mfma_limit = 19 if compat else R.EXACT_WINDOW
        dot_on = bool(t_dot) or (searchable and pos < (19 if compat else R.DOT_NEED))
        mfma_pred_search = searchable and pos < mfma_limit
        get_mfma = self.t_mfma.get
        # On a miss in the block, the single path into it (if so) answers with one more lookup:
        # what `_fast` does then, inline. Its distances count from the block start.
        upstream = self.upstream
        get_up_mfma = upstream[_K_MFMA].get if upstream is not None and mfma_pred_search else None
        read_need = R.mfma_read_need
        srcc = r.facts.src2
        opcode = r.facts.name
        for opno, units in r.uses:
            if not units:
                continue
            if dot_on:
                for d, p in fast(_K_DOT, units, 19, R.DOT_NEED):
                    need = 0 if (p.facts.name == opcode and opno == srcc) else R.DOT_NEED
                    acc.add(need, d, "dot-raw", p)
            best = None
            for u in units:
                e = get_mfma(u)
                if e is not None and (best is None or e[0] > best[0]):
                    best = e
            if best is not None:
                d = pos - best[2]
            elif get_up_mfma is not None:
                for u in units:
                    e = get_up_mfma(u)
                    if e is not None and (best is None or e[0] > best[0]):
                        best = e
                if best is None:
                    continue
                d = pos + best[2]
            else:
                if mfma_pred_search:
                    found = fast(_K_MFMA, units, 19, R.EXACT_WINDOW)
                    for d, p in found:
                        need = read_need(bool(p.cls & XDL), p.facts.dgemm_kind, p.passes, mem_or_exp, gfx950)
                        acc.add(need, d, "mfma-raw", p)
                    if compat and found and acc.need == 19:
                        break
                continue
            if d >= mfma_limit:
                continue
            p = best[1]
            need = read_need(bool(p.cls & XDL), p.facts.dgemm_kind, p.passes, mem_or_exp, gfx950)
            if need - d > acc.need:
                acc.add(need, d, "mfma-raw", p)
            if compat and acc.need == 19:
                break
        if ops & _F_FMA64 and acc.need < R.DGEMM_FMA64:
            for d, p in self.find(lambda x: x.cls & DGEMM, R.DGEMM_FMA64):
                acc.add(R.DGEMM_FMA64, d, "dgemm-fma64", p)
        t_war = self.t_war
        get_war = t_war.get
        war_search = searchable and pos < 15
        war_on = bool(t_war) or war_search
        write_need = R.mfma_write_need
        for units in r.defs:
            if not units:
                continue
            if dot_on:
                for d, p in fast(_K_DOT, units, 19, R.DOT_NEED):
                    if p.facts.name != opcode:
                        acc.add(R.DOT_NEED, d, "dot-waw", p)
            best = None
            for u in units:
                e = get_mfma(u)
                if e is not None and (best is None or e[0] > best[0]):
                    best = e
            d = INF
            if best is not None:
                d = pos - best[2]
            elif get_up_mfma is not None:
                for u in units:
                    e = get_up_mfma(u)
                    if e is not None and (best is None or e[0] > best[0]):
                        best = e
                if best is not None:
                    d = pos + best[2]
            elif mfma_pred_search:
                found = fast(_K_MFMA, units, 19, R.EXACT_WINDOW)
                for d, p in found:
                    need = write_need(bool(p.cls & XDL), p.facts.dgemm_kind, p.passes, gfx950)
                    acc.add(need, d, "mfma-waw", p)
                if compat and found and acc.need == 19:
                    break
                d = INF
            if d < mfma_limit:
                p = best[1]  # type: ignore[index]
                need = write_need(bool(p.cls & XDL), p.facts.dgemm_kind, p.passes, gfx950)
                if need - d > acc.need:
                    acc.add(need, d, "mfma-waw", p)
                if compat and acc.need == 19:
                    break
            if war_on:
                best = None
                for u in units:
                    e = get_war(u)
                    if e is not None and (best is None or e[0] > best[0]):
                        best = e
                if best is not None:
                    d = pos - best[2]
                    if d < 15:
                        p = best[1]
                        acc.add(R.srcc_war_need(p.passes), d, "mfma-srcc-war", p)
                elif war_search:
                    for d, p in fast(_K_WAR, units, 15):
                        acc.add(R.srcc_war_need(p.passes), d, "mfma-srcc-war", p)

    # -- checkMAIHazards90A --

    def check_mfma(self, r: Rec, acc: _Acc) -> None:
        gfx950 = self.gfx950
        compat = not self.exact
        if not self._quiet(R.VALU_EXEC_MFMA, VW_SCALAR):
            for d, p in self.find(
                lambda x: x.cls & VALU and not x.cls & MFMA and not EXEC.isdisjoint(x.defs_all),
                R.VALU_EXEC_MFMA,
            ):
                acc.add(R.VALU_EXEC_MFMA, d, "valu-exec-mfma", p)
        srcc = r.facts.src2
        cons_xdl = bool(r.cls & XDL)
        t_mfma = self.t_mfma
        t_vnd = self.t_vnd
        upstream = self.upstream
        pos = self.pos
        mfma_limit = 19 if compat else R.EXACT_WINDOW
        vnd_limit = 19 if compat else R.VALU_WRITE_MFMA_READ
        get_vnd = t_vnd.get
        get_mfma = t_mfma.get
        for opno, units in r.uses:
            if not units:
                continue
            # `_nearest` of both tables, inline: `_fast(_K_VND, ...)`'s in-block answer, and the
            # in-block MFMA writing them
            near = near_mfma = None
            for u in units:
                e = get_vnd(u)
                if e is not None and (near is None or e[0] > near[0]):
                    near = e
                e = get_mfma(u)
                if e is not None and (near_mfma is None or e[0] > near_mfma[0]):
                    near_mfma = e
            if near is not None:
                d = pos - near[2]
                if d < vnd_limit:
                    acc.add(R.VALU_WRITE_MFMA_READ, d, "valu-write-mfma-read", near[1])
            elif self.searchable and pos < vnd_limit:
                for d, p in self._fast(_K_VND, units, 19, R.VALU_WRITE_MFMA_READ):
                    acc.add(R.VALU_WRITE_MFMA_READ, d, "valu-write-mfma-read", p)
            near = near_mfma
            if near is not None:
                # the nearest MFMA writing them is in the block: the search ends there
                d = self.pos - near[2]
                if d >= mfma_limit:
                    continue
                pairs = [(d, near[1])]
            elif upstream is not None:
                # or on the single path into the block
                near = _nearest(upstream[_K_MFMA], units)
                if near is None:
                    continue
                d = self.pos + near[2]
                if d >= mfma_limit:
                    continue
                pairs = [(d, near[1])]
            elif compat:
                # LLVM's predicate records the last MFMA it looks at, matching or not.
                s = frozenset(units)
                state: list = [None]

                def overlapped(x: Rec, s: frozenset[int] = s, state: list = state) -> bool:
                    if not x.cls & MFMA:
                        return False
                    state[0] = x
                    return not s.isdisjoint(x.vdst)

                dist = (
                    self._since_preds(self.cur_b, self.pos, overlapped, 19, set())
                    if self.pos < 19 and not self._unreachable(_K_MFMA, units, 19)
                    else INF
                )
                if dist >= INF:
                    continue
                pairs = [(dist, state[0])]
            else:
                if self.pos >= R.EXACT_WINDOW or self._unreachable(_K_MFMA, units, R.EXACT_WINDOW):
                    continue
                pairs = self._all_preds(_mfma_pred(units), R.EXACT_WINDOW, self.pos, _K_MFMA, units)
            skipped = False
            for dist, p in pairs:
                full = p.vdst == units
                if opno == srcc:
                    if full:
                        need = R.srcc_full_need(p.opcode, r.opcode, p.passes)
                        rule = "mfma-srcc-full"
                    else:
                        need = R.srcc_partial_need(
                            bool(p.cls & XDL), p.facts.dgemm_kind, p.passes, cons_xdl, gfx950
                        )
                        rule = "mfma-srcc-partial"
                else:
                    need = R.srcab_need(bool(p.cls & XDL), p.facts.dgemm_kind, p.passes, gfx950)
                    rule = "mfma-srcab"
                if compat and acc.need >= need:
                    skipped = True
                    continue
                acc.add(need, dist, rule, p)
            if compat and not skipped and acc.need == 19:
                break
        if self.padding_ratio and self.occupancy >= 2:
            ratio = self.padding_ratio
            limit = R.MAX_PIPELINE_WAIT_STATES
            for d, p in self.find(lambda x: x.cls & MFMA, limit, max(limit, 16 * ratio // 100 + 1)):
                acc.add(p.passes * ratio // 100, d, "mfma-padding", p)


# The producer tables (`Recognizer.tables`, block summaries): register unit -> the nearest
# (order, rec, position after rec) of
_K_MFMA = 0  # an MFMA writing it as its result (vdst)
_K_DOT = 1  # a DOT writing it as its result
_K_VND = 2  # another VALU writing it (any def)
_K_WAR = 3  # an XDL (not DGEMM) MFMA reading it as SrcC


def _index_producer(tables: tuple[dict[int, tuple], ...], r: Rec, entry: tuple) -> None:
    """Record `r` (an MFMA, DOT or VALU) as the nearest producer for its units in `tables`."""
    c = r.cls
    if c & MFMA:
        t = tables[_K_MFMA]
        for u in r.vdst:
            t[u] = entry
        if c & XDL and not c & DGEMM:
            t = tables[_K_WAR]
            for u in r.operand_units(r.facts.src2):
                t[u] = entry
    elif c & DOT:
        t = tables[_K_DOT]
        for u in r.vdst:
            t[u] = entry
    else:
        t = tables[_K_VND]
        for _k, units, is_def, _i in r.regs:  # the units of `r.defs_all`
            if is_def:
                for u in units:
                    t[u] = entry


def _nearest(table: dict[int, tuple], units) -> tuple | None:
    """The latest entry of `table` for any of `units`."""
    best = None
    if table:
        get = table.get
        for u in units:
            e = get(u)
            if e is not None and (best is None or e[0] > best[0]):
                best = e
    return best


def _summary_of(recs: list[Rec], keep: int) -> tuple:
    """`(tables, end, last_at)` of a block whose records (or their tail a search can reach) are
    `recs`: the producer tables, the wait states, and per watched class the position after its
    latest instruction."""
    tables: tuple[dict[int, tuple], ...] = ({}, {}, {}, {})
    last = dict.fromkeys(_WATCHED_BITS, -INF)
    pos = seq = 0
    for r in tail(recs, keep):
        c = r.cls
        if not c & (ASM | BUNDLE):
            pos += r.ws
        if c & _WATCHED and not c & BUNDLE:
            for bit in _WATCHED_BITS:
                if c & bit:
                    last[bit] = pos
        if c & (MFMA | DOT | VALU):
            seq += 1
            _index_producer(tables, r, (seq, r, pos))
    return tables, pos, last


def _prune(tables: tuple[dict[int, tuple], ...], end: int, keep: int) -> tuple[dict[int, tuple], ...]:
    """`tables` without the entries `keep` or more wait states before `end`."""
    low = end - keep
    return tuple({u: e for u, e in t.items() if e[2] > low} for t in tables)


# Predicates for searches of the predecessors, made from the units searched for. Each matches
# exactly what the table of the same kind indexes (`_PRED_MAKERS[kind]`).
def _dot_pred(units: tuple[int, ...]):
    s = frozenset(units)
    return lambda x: x.cls & DOT and not s.isdisjoint(x.vdst)


def _mfma_pred(units: tuple[int, ...]):
    s = frozenset(units)
    return lambda x: x.cls & MFMA and not s.isdisjoint(x.vdst)


def _vnd_pred(units: tuple[int, ...]):
    s = frozenset(units)
    return lambda x: x.cls & VALU and not x.cls & (MFMA | DOT) and not s.isdisjoint(x.defs_all)


def _srcc_pred(units: tuple[int, ...]):
    s = frozenset(units)

    def reads_as_c(x: Rec) -> bool:
        c = x.cls
        if not c & MFMA or c & DGEMM or not c & XDL:
            return False
        if s.isdisjoint(x.reads_all):
            return False
        return not s.isdisjoint(x.operand_units(x.facts.src2))

    return reads_as_c


_PRED_MAKERS = (_mfma_pred, _dot_pred, _vnd_pred, _srcc_pred)


# Opcode properties the checks test (OpcodeFacts.hz).
_F_DIV_FMAS = 1
_F_RWLANE = 2
_F_READLANE_SRC0 = 4
_F_WRITELANE = 8
_F_GETREG = 16
_F_M0_READ = 32
_F_FMA64 = 64
_F_SETREG = 128
_F_RFE = 256
_F_HWREG = _F_GETREG | _F_SETREG | _F_RFE
_F_PERMLANE = 512


# The classes `check` has rules for (besides SMEM, the M0 readers and s_setreg/s_getreg/s_rfe).
_CONSUMERS = VMEM_FLAT | VALU | DPP | MEM | EXP | MFMA | ASM


def _op_flags(facts: OpcodeFacts) -> int:
    name = facts.name
    flags = 0
    if name in _DIV_FMAS:
        flags |= _F_DIV_FMAS
    if name in _RWLANE:
        flags |= _F_RWLANE
    if name in _READLANE_SRC0:
        flags |= _F_READLANE_SRC0
    if name == "V_WRITELANE_B32":
        flags |= _F_WRITELANE
    if name in R.GETREG_OPCODES:
        flags |= _F_GETREG
    if name in R.SETREG_OPCODES:
        flags |= _F_SETREG
    if name in R.RFE_OPCODES:
        flags |= _F_RFE
    if name in R.PERMLANE_OPCODES:
        flags |= _F_PERMLANE
    info = facts.info
    if name in _M0_READERS or info.kind == "LDS_DMA" or info.kind == "GDS":
        flags |= _F_M0_READ
    if name in R.FMA64_OPCODES:
        flags |= _F_FMA64
    return flags


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


def _hazard_store_data(x: Rec) -> tuple[int, ...] | None:
    """createsVALUHazard: the data of a store wider than 64 bits that a VALU must not overwrite."""
    if not x.cls & STORE:
        return None
    f = x.facts
    if not f.wide_data or f.data_index < 0:
        return None
    if x.cls & MUBUF:
        soff = f.info.operand_roles.get("soffset", -1)
        if soff >= 0 and x.operand_units(soff):
            return None
        return x.operand_units(f.data_index)
    if x.cls & FLAT:
        return x.operand_units(f.data_index)
    return None


def _occupancy(mf: MachineFunction) -> int:
    info = mf.properties.get("machineFunctionInfo")
    if isinstance(info, dict) and "occupancy" in info:
        try:
            return int(info["occupancy"])
        except (TypeError, ValueError):
            return 8
    return 8


def _apply(mf: MachineFunction, findings: list[Finding]) -> None:
    """Insert the NOPs: S_NOP chunks of at most 16 wait states (8 inside a bundle)."""
    before: dict[int, Finding] = {id(f.inst): f for f in findings}
    for block in mf.blocks:
        if block.source_text() is not None:
            continue  # untouched since read: no finding, no bundle
        if not any(isinstance(it, Instruction) and (id(it) in before or it.bundled) for it in block.items):
            continue
        items: list = []
        for item in block.items:
            if isinstance(item, Instruction):
                f = before.get(id(item))
                if f is not None:
                    items.extend(_nops(f, item.indent, 16))
                if item.bundled is not None:
                    inner_items: list = []
                    for inner in item.bundled:
                        if isinstance(inner, Instruction):
                            g = before.get(id(inner))
                            if g is not None:
                                inner_items.extend(_nops(g, inner.indent, 8))
                        inner_items.append(inner)
                    item.bundled = inner_items
            items.append(item)
        block.items = items


def _nops(f: Finding, indent: int, chunk: int) -> list:
    from mirpass.mir.operands import Operand

    out: list = []
    if f.note:
        out.append(" " * indent + f.note)
    left = f.need
    while left > 0:
        arg = min(left, chunk)
        left -= arg
        nop = Instruction.create("S_NOP", [Operand.immediate(arg - 1)])
        nop.indent = indent
        out.append(nop)
    return out


def _last_match(pred, search) -> list[tuple[int, Rec]]:
    """LLVM 22's single answer: the least distance `search` finds with `pred`, paired with the
    producer the predicate matched last during that search."""
    last: list[Rec | None] = [None]

    def remember(r: Rec) -> bool:
        if pred(r):
            last[0] = r
            return True
        return False

    d = search(remember)
    return [(d, last[0])] if d < INF and last[0] is not None else []
