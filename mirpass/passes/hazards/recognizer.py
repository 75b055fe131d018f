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
  The rules are LLVM main's where it fixed llc 22's (SGPR-soffset buffer stores, a full SrcC
  read by a different MFMA; docs/divergences.md lists them).

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

from mirpass.ir.block_records import (
    names_inline_asm,
    records,
    tail,
    tail_start,
    text_source,
    uses_agpr0,
)
from mirpass.ir.hazard_records import (
    BUNDLE,
    FWD,
    MAI,
    MFMA,
    PRODUCERS,
    TRANS,
    UNCOUNTED,
    VW_SCALAR,
    WIDE_STORE,
    Rec,
    RecordBuilder,
)
from mirpass.mir import Instruction, MachineFunction
from mirpass.passes.hazards import rules as R
from mirpass.passes.hazards import shift64
from mirpass.passes.hazards.cfg import predecessors
from mirpass.passes.hazards.checks import Checks, _Acc
from mirpass.passes.hazards.inline_asm import AsmExpander, asm_position
from mirpass.passes.hazards.nops import Finding, apply_nops
from mirpass.passes.hazards.search import _WATCHED, _WATCHED_BITS, INF, Search, _index_producer, _prune
from mirpass.target.features import HAZARD_FEATURES, hazard_features
from mirpass.target.opcodes import load_opcode_table

# How long the processed part of a block may grow before it is cut back to its reachable tail.
_TRIM = 4096
# Blocks of fewer characters of text than this have their records made at once, not streamed.
_STREAM_MIN = 1 << 15


class Recognizer(Search, Checks):
    def __init__(
        self,
        cpu: str,
        *,
        exact: bool = True,
        padding_ratio: int = 0,
        snop_padding: int = 0,
        xnack: bool = True,
    ) -> None:
        features = hazard_features(cpu)
        if features is None:
            *most, last = HAZARD_FEATURES
            names = f"{', '.join(most)} and {last}"
            raise ValueError(f"the MFMA hazard recognizer supports {names}, not {cpu}")
        self.cpu = cpu
        self.features = features
        self.gfx950 = features.gfx950_insts
        self.gfx940 = features.gfx940_insts
        self.gfx90a = features.gfx90a_insts
        self.exact = exact
        self.padding_ratio = padding_ratio
        # -amdgpu-snop-padding: llc's PreEmitNoops returns at least this for every instruction
        # outside a bundle (bundle headers, meta instructions and S_NOPs included).
        self.snop_padding = snop_padding
        self.xnack = xnack
        self.store_window = features.store_data_wait_states
        # From this many wait states into a block no `_quiet` of `check_valu` leaves it.
        self.valu_in_block = max(2, self.store_window)
        self.builder = RecordBuilder(load_opcode_table(cpu))
        if exact:
            # llc never looks inside inline asm; by default its instructions are records too.
            self.builder.asm = AsmExpander(self.builder, cpu)

    @property
    def shift64_bug(self) -> bool:
        """Whether the shift64 rewrite applies: the default mode takes LLVM main's CPUs for it
        (PR 183839), `--llvm-compat=22` llc 22's."""
        return shift64.applies(self.features, self.exact)

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
            self.rewrite = insert and apply and self.shift64_bug
            self.shift_fixes: list[tuple[int, shift64.Shift64Fix]] = []
            findings = self._run(mf, insert)
            for f in findings:
                f.resolve(mf)  # before the shift rewrite inserts into a block's items
            if self.shift_fixes:
                shift64.apply(mf, self.shift_fixes)
            if insert and apply and findings:
                if annotate is not None:
                    for f in findings:
                        f.note = annotate(f)
                apply_nops(mf, findings)
        finally:
            if enabled:
                gc.enable()
        return findings

    def prepare(self, functions: Iterable[MachineFunction], filename: str) -> None:
        """Decode the inline asm of a file's functions at once (one llvm-mc run), and name the
        file in the warnings about it."""
        asm = self.builder.asm
        if asm is not None:
            asm.decoder.filename = filename
            asm.decoder.prefetch(functions)

    def _run(self, mf: MachineFunction, insert: bool) -> list[Finding]:
        self.mf = mf
        self.insert = insert
        self._used: frozenset[int] | None = None
        self.occupancy = _occupancy(mf)
        blocks = mf.blocks
        self.preds = predecessors(mf, self.builder)
        # Per block, once done (or, not visited yet, as read), its end that a search can reach.
        self.lists: list[list[Rec] | None] = [None] * len(blocks)
        # Per block, its producer index at its end (`_summary`), for searches that leave a block.
        self.summaries: list[tuple | None] = [None] * len(blocks)
        # Per block not visited yet whose records a search made, all of them.
        self.as_read: list[list[Rec] | None] = [None] * len(blocks)
        self.lookahead = R.LOOKAHEAD_AGPR if any(uses_agpr0(block) for block in blocks) else R.LOOKAHEAD
        # No search looks further back than this many wait states.
        self.keep = max(
            R.EXACT_WINDOW,
            R.LLVM22_MAI_WINDOW,
            R.MAX_PIPELINE_WAIT_STATES,
            16 * self.padding_ratio // 100 + 1,
        )
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
        self._used = None
        return findings

    def _start_block(self, b: int) -> Iterable[Rec]:
        """Make block `b` the current one; its records as read, in order."""
        block = self.mf.blocks[b]
        self.cur_b = b
        self.cur_source = text_source(block)
        recs = self.as_read[b] or records(self.builder, block)
        self.as_read[b] = None
        source = self.cur_source
        if not isinstance(recs, list) and source is not None and (
            source[2] - source[1] < _STREAM_MIN
            # the instructions of one asm share its line's index, which the streamed view of
            # the current block goes by
            or (self.builder.asm is not None and names_inline_asm(source))
        ):
            recs = list(recs)  # small: held whole, and its end as read is at hand
        # A list: `_view` takes the rest of the block from it. Otherwise `_view` takes the block's
        # end from the text, when first needed.
        self.cur_recs = recs if isinstance(recs, list) else None
        self.cur_end = None
        self.cur_tail: int | None = None  # where `cur_recs`' end a search can reach starts
        self.cur_i = 0
        self.cur_rec: Rec | None = None
        self.out = []
        # in-block nearest producers per register unit: unit -> (seq, rec, position after)
        self.tables = ({}, {}, {}, {})
        self.t_mfma, self.t_dot, self.t_vnd, self.t_war = self.tables
        self.pos = 0
        # per table kind, `_incoming(kind)`, and the blocks it merges, when first needed
        self.reach: list[dict[int, int] | None] = [None, None, None, None]
        self.reach_blocks: list[tuple[tuple, int]] | None | bool = False  # False: not yet
        self.reach_class: dict[int, int] = {}  # watched class bit -> `_quiet`'s distance past the start
        self.cur_read: tuple | None = None  # `_read_summary()`, when needed
        self.searchable = bool(self.preds[b])  # whether searches may leave the block
        # The single path into the block, if so; not for a block without instructions: no search
        # starts there, and each of a run of empty blocks would walk back over all the others.
        has_records = not isinstance(recs, list) or bool(recs)
        self.upstream = self._upstream() if self.searchable and has_records else None
        # watched class bit -> the position after the block's latest instruction of it
        self.last_at = dict.fromkeys(_WATCHED_BITS, -INF)
        self.valu_quiet = -INF  # `_valu_quiet(last_at)`
        self._start_mfmas()
        return recs

    def _run_block(self, b: int, findings: list[Finding]) -> None:
        recs = self._start_block(b)
        keep = self.keep
        insert = self.insert
        emitted = self.emitted
        lookahead = self.lookahead
        padding = self.snop_padding if insert else 0
        # (a block still in its text that names no 64-bit shift has none to rewrite)
        rewrite = self.rewrite and shift64.may_shift(self.mf.blocks[b])
        push = self._push
        check = self.check
        out = self.out
        shifts = shift64.SHIFT64_OPCODES
        # Of the processed records only the tail a search can reach is kept: checked for when
        # `out` grows past `trim_at`.
        trim_at = _TRIM
        header: Rec | None = None
        for i, rec in enumerate(recs):
            self.cur_i = i
            self.cur_rec = rec
            if len(out) > trim_at:
                cut = tail_start(out, keep)
                del out[:cut]
                trim_at = max(_TRIM, 2 * len(out))
                del emitted[:-lookahead]
            if rec.top:
                if rec.cls & BUNDLE:
                    header = rec
                    if padding:
                        acc = check(rec)  # nothing for a BUNDLE but the padding
                        acc.add(padding, 0, "snop-padding", None)
                        self._place(acc, rec, b, None, 16, findings)
                    push(rec)
                    continue  # PreEmitNoops returns 0 for a BUNDLE; members are checked below
                header = None
                acc = check(rec)
                if padding and (rec.__class__ is Rec or asm_position(rec) == 0):
                    acc.add(padding, 0, "snop-padding", None)  # once per MIR instruction
                if rewrite and rec.facts.name in shifts and self._shift64(rec, acc, b, findings):
                    continue
                if acc.need > 0:
                    self._place(acc, rec, b, None, 16, findings)
                push(rec)
                ws = rec.ws
                if ws:
                    # LLVM's EmittedInstrs: the instruction, then an empty slot per further
                    # wait state; only the last `lookahead` slots are ever looked at.
                    # (cut back with `out`, and at the block's end)
                    emitted.append(rec)
                    if ws > 1:
                        emitted.extend([None] * (min(ws, lookahead) - 1))
            else:
                self._member(rec, b, header, findings)
        del emitted[:-lookahead]
        self.lists[b] = tail(out, keep)
        # (no copies: `_start_block` makes new tables and a new `last_at` for the next block)
        self.summaries[b] = (_prune(self.tables, self.pos, keep), self.pos, self.last_at)

    def _place(
        self, acc: _Acc, rec: Rec, b: int, header: Rec | None, chunk: int, findings: list[Finding]
    ) -> None:
        if acc.need <= 0:
            return
        if rec.__class__ is not Rec and asm_position(rec) > 0:
            self._place_in_asm(acc, rec, b, findings)
            return
        findings.append(
            Finding(
                rec.inst,
                b,
                acc.need,
                acc.rule,
                acc.producer,
                acc.required,
                acc.available,
                header.inst if header is not None else None,
                idx=rec.idx,
                mf=self.mf,
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

    def _instruction(self, rec: Rec, b: int) -> Instruction:
        """The Instruction of `rec`, a record of block `b` (made from its text, if need be)."""
        inst = rec.inst
        if inst is None:
            item = self.mf.blocks[b].items[rec.idx]
            assert isinstance(item, Instruction)
            inst = item
        return inst

    def _shift64(self, rec: Rec, acc: _Acc, b: int, findings: list[Finding]) -> bool:
        """fixShift64HighRegBug for the shift `rec` (top level), which needs `acc` as read: the
        swaps in are checked and placed before it, the swaps back after it. False when the
        shift is left as it is."""
        inst = self._instruction(rec, b)
        used = self._used_units
        fix = shift64.plan(inst, rec.defs_all | rec.reads_all, used, inst.indent)
        if fix is None:
            return False
        self.shift_fixes.append((b, fix))
        saved = _copy(acc)
        build = self.builder.build
        for new in fix.before:
            if new in fix.swaps_in:
                self._checked(build(new), b, findings)
            else:
                self._push(build(new))  # the S_WAITCNT: inserted unchecked, as LLVM does
        self._place(saved, rec, b, None, 16, findings)
        shifted = build(inst)
        self._push(shifted)
        self._emitted(shifted)
        for new in fix.after:
            self._checked(build(new), b, findings)
        return True

    def _member(self, rec: Rec, b: int, header: Rec | None, findings: list[Finding]) -> None:
        """A bundle member: checked, its NOPs placed inside the bundle (processBundle)."""
        acc = self.check(rec)
        if (
            self.rewrite
            and header is not None
            and rec.facts.name in shift64.SHIFT64_OPCODES
            and self._shift64_member(rec, acc, b, header, findings)
        ):
            return
        need = acc.need
        self._place(acc, rec, b, header, 8, findings)
        self._push(rec)
        self._member_emitted(rec, need)

    def _shift64_member(self, rec: Rec, acc: _Acc, b: int, header: Rec, findings: list[Finding]) -> bool:
        """`_shift64` for a shift inside a bundle: the swaps in go into the bundle, the swaps
        back after the shift (after the bundle when the shift ends it)."""
        found = shift64.bundle_of(self.mf.blocks[b].items, rec.line)
        if found is None:
            return False
        head, inst, last = found
        after_indent = head.indent if last else inst.indent
        fix = shift64.plan(inst, rec.defs_all | rec.reads_all, self._used_units, inst.indent, after_indent)
        if fix is None:
            return False
        fix.header, fix.after_outside, fix.top = head, last, False
        self.shift_fixes.append((b, fix))
        saved = _copy(acc)
        build = self.builder.build
        for new in fix.before:
            r = build(new)
            r.top = False
            if new in fix.swaps_in:
                self._checked_member(r, b, header, findings)
            else:
                self._push(r)
        self._place(saved, rec, b, header, 8, findings)
        shifted = build(inst)
        shifted.top = False
        self._push(shifted)
        self._member_emitted(shifted, saved.need)
        for new in fix.after:
            r = build(new)
            if last:
                self._checked(r, b, findings)
            else:
                r.top = False
                self._checked_member(r, b, header, findings)
        return True

    def _checked_member(self, r: Rec, b: int, header: Rec, findings: list[Finding]) -> None:
        acc = self.check(r)
        need = acc.need
        self._place(acc, r, b, header, 8, findings)
        self._push(r)
        self._member_emitted(r, need)

    def _member_emitted(self, r: Rec, need: int) -> None:
        """processBundle's EmittedInstrs after a bundle member that waited `need`."""
        emitted = self.emitted
        emitted.extend([None] * min(need if self.insert else 0, self.lookahead - 1))
        emitted.append(r)
        del emitted[: -self.lookahead]

    def _used_units(self) -> frozenset[int]:
        """The register units any instruction of the function names (MRI.isPhysRegUsed)."""
        used = self._used
        if used is None:
            used = self._used = shift64.function_units(self.builder, self.mf)
        return used

    def _checked(self, r: Rec, b: int, findings: list[Finding]) -> None:
        """An inserted top-level instruction, through the checks like any other."""
        acc = self.check(r)
        if self.snop_padding:
            acc.add(self.snop_padding, 0, "snop-padding", None)
        self._place(acc, r, b, None, 16, findings)
        self._push(r)
        self._emitted(r)

    def _emitted(self, r: Rec) -> None:
        """LLVM's EmittedInstrs after a top-level instruction (what the driver loop does inline)."""
        if r.ws:
            emitted = self.emitted
            emitted.append(r)
            if r.ws > 1:
                emitted.extend([None] * (min(r.ws, self.lookahead) - 1))
            del emitted[: -self.lookahead]

    def _place_in_asm(self, acc: _Acc, rec: Rec, b: int, findings: list[Finding]) -> None:
        """A hazard at an instruction inside an asm after its first: NOPs can go only before the
        INLINEASM. They cover a producer outside the asm; they are not counted for the
        instructions after (the recognizer has already passed the asm's start), which only
        makes those ask for more. A producer inside the asm is the asm's own hazard: a warning."""
        p = acc.producer
        if p is not None and p.line == rec.line and 0 <= asm_position(p) < asm_position(rec):
            inst = self._instruction(rec, b)
            if self.insert:
                self.builder.asm.decoder.warn(
                    inst,
                    f"hazard inside inline asm: {rec.opcode} (instruction {asm_position(rec) + 1} of "
                    f"the asm) needs {acc.required} wait states after {p.opcode}, has {acc.available}"
                    f" ({acc.rule}); mirpass cannot insert NOPs inside the asm string",
                )
            findings.append(
                Finding(inst, b, acc.need, acc.rule, p, acc.required, acc.available, inside_asm=True)
            )
            return
        findings.append(
            Finding(rec.inst, b, acc.need, acc.rule, p, acc.required, acc.available, idx=rec.idx, mf=self.mf)
        )

    def _valu_quiet(self, last_at: dict[int, int]) -> int:
        """The first position in the block at which none of the classes `check_valu` asks
        `_quiet` about is in reach in the block (one comparison instead of four per VALU)."""
        window = self.store_window
        return max(last_at[TRANS] + 1, last_at[FWD] + 1, last_at[VW_SCALAR] + 2, last_at[WIDE_STORE] + window)

    def _push(self, r: Rec) -> None:
        """Append `r` to the processed part of the current block and index it."""
        self.out.append(r)
        c = r.cls
        pos = self.pos if c & UNCOUNTED else self.pos + r.ws
        self.pos = pos
        if c & _WATCHED and not c & BUNDLE:
            last_at = self.last_at
            for bit in _WATCHED_BITS:
                if c & bit:
                    last_at[bit] = pos
            self.valu_quiet = self._valu_quiet(last_at)
        if c & PRODUCERS:
            self.seq += 1
            entry = (self.seq, r, pos)
            if c & MAI:
                _index_producer(self.tables, r, entry)
                if c & MFMA:
                    self._note_mfma(r, pos)
                else:
                    self.mai_from = INF  # a DOT: `t_dot` is no longer empty
            else:  # what `_index_producer` does for the commonest producer, inline
                t = self.t_vnd
                for u in r.dall:
                    t[u] = entry


def _copy(acc: _Acc) -> _Acc:
    """A copy of `acc` (the recognizer's accumulator is reused by the next check)."""
    saved = _Acc()
    saved.need, saved.rule, saved.producer = acc.need, acc.rule, acc.producer
    saved.required, saved.available = acc.required, acc.available
    return saved


def _occupancy(mf: MachineFunction) -> int:
    info = mf.properties.get("machineFunctionInfo")
    if isinstance(info, dict) and "occupancy" in info:
        try:
            return int(info["occupancy"])
        except (TypeError, ValueError):
            return 8
    return 8
