"""The independent wait verifier behind `mirpass check --waits`.

It shares only the target facts with the planner (which counters an instruction increments,
which events are out of order, which LDS objects it touches: `FunctionModel(with_deps=False)`),
not its analysis. Instead of SSA def-use and per-counter FIFO sets it simulates, path by path,
one joint in-flight state (a FIFO per counter) through the CFG, exploring every distinct
(block, state) pair, and checks each instruction against the operations in flight:

- RAW: it reads a register an in-flight operation will write;
- WAW: it writes such a register (not for a VMEM load after a VMEM load on gfx9, which write
  VGPRs in order);
- LDS: it touches LDS objects an operation of another pipeline in flight also touches, and one
  of them writes (tensor loads only at barriers unless -num-waves=1);
- xcnt (gfx1250): it overwrites a register an operation in flight still needs translated;
- barriers: LDS traffic of this wave (DS, tensor, async) must be complete;
- returns: every counter but storecnt must be drained (the caller assumes so);
- scalar-cache WAR: a store to memory an SMEM load in flight reads;
- memory-model requirements: soft waits of the input (credited like hard ones, and checked),
  `extra_requirements` handed in by the caller, and those the code implies (requirements.py:
  waits around ordered atomics and cache maintenance);
- entry: a non-kernel function's first instruction waits for the caller's operations
  (LLVM's entry wait), checked on the entry path.

Waits are credited exactly: `wait N` keeps the N youngest entries of an in-order FIFO (a FIFO
holding out-of-order events is only cleared by 0). A FIFO holds at most 64 entries
(kMaxInFlight); the oldest beyond that are taken as complete.

`drains(tf)` reuses the simulation to measure, for each wait instruction, the largest number
of in-flight operations it drains on any path (the metric of tools/compare_waitcnt.py).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from mirpass.ir.translate import TranslatedFunction
from mirpass.passes.waitcnt.emit import entry_wait
from mirpass.passes.waitcnt.lds import LdsResolver
from mirpass.passes.waitcnt.model import TOP, VMEM_KINDS, FunctionModel, Group, MemOp, overlaps
from mirpass.passes.waitcnt.verify_writers import ANON, WriterIndex
from mirpass.passes.waitcnt.violations import REASONS, Violations
from mirpass.passes.waitcnt.xcnt import credit

if TYPE_CHECKING:
    from mirpass.passes.waitcnt.verify_merged import MergedVerifier

FIFO_CAP = 64
MAX_STATES_PER_BLOCK = 4096
MAX_VISITS = 400000
# The path-by-path exploration runs on functions of at most EXACT_MAX_GROUPS instruction groups,
# and checks at most EXACT_WORK groups (counted once per visit); past either, the merged analysis
# (verify_merged.py) checks the function, in time linear in its size, where the distinct states
# of a loop-dense CFG grow exponentially. (Every corpus function the exploration completes needs
# under 150,000.)
EXACT_MAX_GROUPS = 4096
EXACT_WORK = 200000


# The checks, numbered for the violations' keys (Verifier.key)
KINDS = ("entry", "RAW", "WAW", "LDS", "barrier", "SMEM WAR", "xcnt WAR", "return", "memory model", "LDS DMA")
_KIND_BITS = 4
_KIND_OF = {k: i for i, k in enumerate(KINDS)}
_PRODUCER_OFFSET = 8  # producers are gids >= 0, TOP or ANON


@dataclass(slots=True, unsafe_hash=True)  # (not frozen: made per violation; see Finding)
class Violation:
    function: str
    block: int  # bb number
    line: int  # source line of the consumer (0 for instructions a pass created)
    opcode: str
    counter: str
    kind: str
    producer: str
    # why it matters (one shared string per check: a function without waits has a violation at
    # nearly every consumer, so none of them carries its own message)
    reason: str

    @property
    def message(self) -> str:
        if self.kind == "incomplete":
            return self.reason
        return f"{self.kind} on {self.counter}: {self.producer} may still be in flight; {self.reason}"

    def __str__(self) -> str:
        where = f"line {self.line}" if self.line else "new instruction"
        return f"{self.function}: bb.{self.block} ({where}) {self.opcode}: {self.message}"


@dataclass
class _Check:
    violations: Violations  # by Verifier.key
    drained: dict[int, int] = field(default_factory=dict)  # id(inst) -> max drained
    incomplete: bool = False


class Verifier:
    def __init__(
        self,
        tf: TranslatedFunction,
        *,
        resolver: LdsResolver | None = None,
        extra_requirements: dict[int, dict[str, int]] | None = None,
        num_waves: int = 1,
        check: bool = True,
        parsed: dict | None = None,
    ) -> None:
        """`parsed`: a lean Translator's `kept` parses, for the model (see FunctionModel)."""
        self.m = FunctionModel(tf, resolver, with_deps=False, parsed=parsed)
        self.tf = tf
        # the caller's requirements, and those the code itself implies (model.implied)
        self.extra = {k: dict(v) for k, v in (extra_requirements or {}).items()}
        for (b, gi), req in self.m.implied.items():
            have = self.extra.setdefault(id(self.m.groups[b][gi].inst), {})
            for c, n in req.items():
                have[c] = min(have.get(c, n), n)
        self.num_waves = num_waves
        self.check = check
        # whether _run keeps the merged analysis it falls back on (as self.merged), with what it
        # needs to solve again after one wait changed (MergedVerifier.resume)
        self.resumable = False
        self.merged: MergedVerifier | None = None
        m = self.m
        self.counters = m.counters
        self.ci = {c: k for k, c in enumerate(self.counters)}
        # A violation's key packs (id(consumer), counter, check, producer) into one int: a
        # function without waits has a violation at nearly every consumer, and an int is a
        # third of a tuple's memory and hashes faster (unkey reads it back).
        self._counter_bits = len(self.counters).bit_length()
        self._producer_bits = (len(m.ops) + _PRODUCER_OFFSET).bit_length()
        self.result = self.fresh_result()
        self._names: dict[int, str] = {}
        self._register_sets(tf)
        # (the model reads no operand from here on: the parses a lean translation kept for it go)
        m.drop_parses()
        # gid -> the counter of its LDS pipeline (None: it touches no LDS)
        self.lds_pipe_of: list[str | None] = [mop.lds_pipe if mop is not None else None for mop in m.ops]
        # per counter (but xcnt, which no register check reads) the index of its FIFO's writers
        self._register_counters = [k for k, c in enumerate(self.counters) if c != "xcnt"]
        self._writer_index: list[WriterIndex | None] = [None] * len(self.counters)
        # counter -> what makes a FIFO out of order: an operation out of order on it, or TOP
        self.ooo_of: dict[str, frozenset[int]] = {
            c: frozenset([TOP] + [p.gid for p in m.ops if p is not None and c in p.ooo])
            for c in self.counters
        }

    def _register_sets(self, tf: TranslatedFunction) -> None:
        """Per op the units it reads (as consumer) and writes; per call group the units its
        explicit operands read and write (what a call is checked on); per gid the units it
        will write as a producer (empty for the others). Interned: most instructions share
        their register sets with others."""
        m = self.m
        self.reads: list[list[frozenset[int]]] = []
        self.writes: list[list[frozenset[int]]] = []
        sets: dict[frozenset[int], frozenset[int]] = {}
        for ops in tf.blocks:
            self.reads.append([sets.setdefault(u := frozenset(m.consumer_reads(op)), u) for op in ops])
            self.writes.append(
                [sets.setdefault(u := frozenset(() if op.info.is_meta else op.writes), u) for op in ops]
            )
        self.call_units: dict[tuple[int, int], tuple[frozenset[int], frozenset[int]]] = {}
        for groups in m.groups:
            for g in groups:
                if g.is_call:
                    reads, defs = (
                        frozenset().union(*(m.explicit_units(op, d) for op in g.ops)) for d in (False, True)
                    )
                    self.call_units[(g.block, g.index)] = (reads, defs)
        self.anonymous: set[int] = set()
        pseudo = _pseudo_units()
        empty = sets.setdefault(frozenset(), frozenset())
        self.prod_writes_of: list[frozenset[int]] = [empty] * len(m.ops)
        for mop in m.ops:
            if mop is not None:
                pw = self.prod_writes_of[mop.gid] = sets.setdefault(u := frozenset(mop.writes) - pseudo, u)
                if not pw and mop.lds_pipe is None and not mop.is_smem:
                    self.anonymous.add(mop.gid)

    def _check_entry(self) -> None:
        """A non-kernel function starts with the caller's operations in flight, which no
        register names: the waits before its first instruction must drain the counters of
        LLVM's entry wait (checked on the entry path only, apart from the exploration)."""
        m = self.m
        if m.is_kernel or not m.groups:
            return
        need = entry_wait(m)
        have: dict[str, int] = {}
        for g in m.groups[0]:
            if g.role in ("hard", "soft"):
                for c, n in g.waits.items():
                    have[c] = min(have.get(c, n), n)
                continue
            if g.role != "op" or all(op.info.is_meta for op in g.ops):
                continue
            for c, n in need.items():
                if c in self.ci and have.get(c, n + 1) > n:
                    self._report(g, c, "entry", TOP)
            return

    # -- state ------------------------------------------------------------------------------
    def initial(self) -> tuple:
        fifos = [()] * len(self.counters)
        if not self.m.is_kernel and "storecnt" in self.ci:
            fifos[self.ci["storecnt"]] = (TOP,)
        return tuple(fifos)

    def _ooo(self, c: str, fifo: tuple) -> bool:
        return not self.ooo_of[c].isdisjoint(fifo)

    def _wait(self, fifos: list, c: str, n: int, inst: object | None) -> None:
        k = self.ci.get(c)
        if k is None:
            return
        fifo = fifos[k]
        if len(fifo) <= n:
            return
        if n > 0 and self._ooo(c, fifo):
            return
        kept = fifo[len(fifo) - n :] if n > 0 else ()
        removed = fifo[: len(fifo) - n]
        fifos[k] = kept
        if inst is not None:
            key = id(inst)
            self.result.drained[key] = max(self.result.drained.get(key, 0), len(removed))
        if c != "xcnt" and "xcnt" in self.ci:
            self._xcnt_complete(fifos, c, n)

    def _xcnt_complete(self, fifos: list, c: str, n: int) -> None:
        """What the wait (at most n of c left in flight, c in order if n > 0) proves about the
        translations in flight: the rule the pass shares (xcnt.credit)."""
        k = self.ci["xcnt"]
        fifo = fifos[k]
        if fifo and TOP not in fifo:
            fifos[k] = credit(fifo, c, n, self.m.ops, self.ooo_of["xcnt"])

    def _issue(self, fifos: list, mop: MemOp) -> None:
        ops = self.m.ops
        for c in mop.counters:
            k = self.ci[c]
            fifo = fifos[k]
            if c == "xcnt":
                fifo = tuple(g for g in fifo if g == TOP or ops[g].is_smem == mop.is_smem)  # type: ignore[union-attr]
                fifo = fifo + (mop.gid,)
            else:
                fifo = fifo + (ANON if mop.gid in self.anonymous else mop.gid,)
            if len(fifo) > FIFO_CAP:
                fifo = fifo[len(fifo) - FIFO_CAP :]
            fifos[k] = fifo

    # -- checks -----------------------------------------------------------------------------
    def key(self, g: Group, c: str, kind: str, producer: int) -> int:
        """The key of the violation of check `kind` on counter `c` at `g`, by `producer`."""
        k = (id(g.inst) << self._counter_bits | self.ci[c]) << _KIND_BITS | _KIND_OF[kind]
        return k << self._producer_bits | (producer + _PRODUCER_OFFSET)

    def unkey(self, key: int) -> tuple[int, str, str, int]:
        """(id(consumer), counter, check, producer) of a violation's key."""
        pb, cb = self._producer_bits, self._counter_bits
        producer = (key & ((1 << pb) - 1)) - _PRODUCER_OFFSET
        key >>= pb
        kind = KINDS[key & ((1 << _KIND_BITS) - 1)]
        key >>= _KIND_BITS
        return key >> cb, self.counters[key & ((1 << cb) - 1)], kind, producer

    def fresh_result(self) -> _Check:
        return _Check(Violations(self))

    def _report(self, g: Group, c: str, kind: str, producer: int, reason: str | None = None) -> None:
        """A violation of check `kind` on counter `c` at `g` by `producer`, for `reason` (by
        default the check's usual one, REASONS)."""
        if not self.check:
            return
        key = self.key(g, c, kind, producer)
        raw = self.result.violations.raw
        if key not in raw:
            raw[key] = g if reason is None else (g, reason)

    def violation(self, key: int, raw: Group | tuple[Group, str]) -> Violation:
        """The violation `key`, recorded as `raw` at its first report (see Violations)."""
        _, c, kind, producer = self.unkey(key)
        g, reason = raw if isinstance(raw, tuple) else (raw, REASONS[kind])
        inst = g.ops[0].inst
        pname = self._names.get(producer)
        if pname is None:  # one name per producer, shared by its violations
            pname = self._names[producer] = (
                self.m.describe(producer)
                if producer >= 0
                else ("<store>" if producer == ANON else "<unknown>")
            )
        return Violation(
            self.m.fname, self.m.cfg.blocks[g.block].number, inst.line, inst.opcode, c, kind, pname, reason
        )

    def _in_flight(self, fifos: list, skip_xcnt: bool = True):
        for c, k in self.ci.items():
            if skip_xcnt and c == "xcnt":
                continue
            for g in fifos[k]:
                yield c, g

    def _check_registers(
        self, fifos: list, g: Group, reads: set[int], writes: set[int], touched: set[int], in_order: bool
    ) -> None:
        """RAW and WAW: the hot loop, every group against every operation in flight. The
        operations whose writes miss the group's registers (nearly all) are never looked at:
        each FIFO's writers are indexed by register (verify_writers.py); the few that hit are
        reported in FIFO order."""
        ops = self.m.ops
        pwl = self.prod_writes_of
        index = self._writer_index
        for k in self._register_counters:
            fifo = fifos[k]
            if not fifo:
                continue
            ix = index[k]
            if ix is None:
                ix = index[k] = WriterIndex(fifo, pwl)
            else:
                ix.update(fifo)
            hits = ix.writers(touched)
            if not hits:
                continue
            c = self.counters[k]
            for gid in hits:
                pw = pwl[gid]
                if not pw.isdisjoint(reads):
                    self._report(g, c, "RAW", gid)
                if not pw.isdisjoint(writes) and not (in_order and ops[gid].vmem_load):  # type: ignore[union-attr]
                    self._report(g, c, "WAW", gid)

    def _check_lds(self, fifos: list, g: Group) -> None:
        """LDS across pipelines: the operations in flight on the counter of their own LDS
        pipeline (found once per counter, in FIFO order), against each LDS access of `g`."""
        ops = self.m.ops
        pipe = self.lds_pipe_of
        in_flight = [
            (c, [gid for gid in fifos[k] if gid >= 0 and pipe[gid] == c])
            for k, c in enumerate(self.counters)
            if c != "xcnt"
        ]
        for mine in g.lds:
            for c, gids in in_flight:
                if c == mine.lds_pipe:
                    continue
                for gid in gids:
                    p = ops[gid]
                    if not (p.lds_write or mine.lds_write):  # type: ignore[union-attr]
                        continue
                    if c == "tensorcnt" and p.lds_write and not (g.is_barrier or self.num_waves == 1):  # type: ignore[union-attr]
                        continue
                    if overlaps(p.lds_objects, mine.lds_objects):  # type: ignore[union-attr]
                        self._report(g, c, "LDS", gid)

    def _units(self, g: Group) -> tuple[frozenset[int] | set[int], frozenset[int] | set[int]]:
        """The units `g` reads (as consumer) and writes (its ops' own sets for one op: most
        groups)."""
        b = g.block
        if len(g.ops) == 1:
            i = g.ops[0].index
            return self.reads[b][i], self.writes[b][i]
        reads: set[int] = set()
        writes: set[int] = set()
        for op in g.ops:
            reads |= self.reads[b][op.index]
            writes |= self.writes[b][op.index]
        return reads, writes

    def _check_group(self, fifos: list, g: Group, soft: dict[str, int]) -> None:
        m = self.m
        ops = m.ops
        b = g.block
        reads, writes = self._units(g)
        vmem_load = any(mop.vmem_load for mop in g.producers)  # the model's in-order loads
        if g.is_call:
            explicit_reads, explicit_defs = self.call_units[(b, g.index)]
            reads = reads & explicit_reads
            writes = writes & explicit_defs
        touched = reads | writes
        if touched:
            self._check_registers(fifos, g, reads, writes, touched, m.gfx9 and vmem_load)
        if g.lds:
            self._check_lds(fifos, g)
        if g.is_barrier:
            for c, gid in self._in_flight(fifos):
                if c in (m.ds_counter, "tensorcnt", "asynccnt") and (
                    gid == TOP or (gid >= 0 and ops[gid].lds_pipe == c)
                ):  # type: ignore[union-attr]
                    self._report(g, c, "barrier", gid)
        if g.is_barrier and m.drain_at_barrier:
            for c, k in self.ci.items():
                for gid in fifos[k]:
                    self._report(g, c, "barrier", gid, "no barrier back-off: every counter must be drained")
                    break
        if g.store_ptrs:
            k = self.ci[m.sm_counter]
            for gid in fifos[k]:
                if gid >= 0 and ops[gid].smem_ptr in g.store_ptrs:  # type: ignore[union-attr]
                    self._report(g, m.sm_counter, "SMEM WAR", gid)
        if "xcnt" in self.ci:
            writes = _translation_writes(g, self.writes[b])
            for gid in fifos[self.ci["xcnt"]] if writes else ():
                p = ops[gid] if gid != TOP else None
                if p is None or any(
                    (smem is None or p.is_smem == smem) and not p.xreads.isdisjoint(w) for smem, w in writes
                ):
                    self._report(g, "xcnt", "xcnt WAR", gid)
        if g.is_return:
            for c, k in self.ci.items():
                if c == "storecnt":
                    continue
                for gid in fifos[k]:
                    self._report(g, c, "return", gid)
                    break
        req = dict(soft)
        for c, n in self.extra.get(id(g.inst), {}).items():
            req[c] = min(req.get(c, n), n)
        for c, n in req.items():
            k = self.ci.get(c)
            if k is not None and len(fifos[k]) > n:
                self._report(g, c, "memory model", fifos[k][0], f"at most {n} may be in flight here")

    # -- simulation -------------------------------------------------------------------------
    def _block(self, b: int, state: tuple) -> tuple:
        fifos = list(state)
        soft: dict[str, int] = {}
        for g in self.m.groups[b]:
            if g.role in ("hard", "soft"):
                for c, n in g.waits.items():
                    if g.role == "soft":
                        soft[c] = min(soft.get(c, n), n)
                    self._wait(fifos, c, n, g.inst)
                continue
            if g.role == "lds_direct":
                # LLVM's pseudo: wait for LDS DMA; check it as a requirement.
                k = self.ci[self.m.vm_counter]
                for gid in fifos[k]:
                    if gid >= 0 and self.m.ops[gid].kind == "LDS_DMA":  # type: ignore[union-attr]
                        self._report(g, self.m.vm_counter, "LDS DMA", gid)
                continue
            self._check_group(fifos, g, soft)
            soft = {}
            if g.is_call:
                fifos = [()] * len(self.counters)
                if "storecnt" in self.ci and not self.m.gfx9:
                    fifos[self.ci["storecnt"]] = (TOP,)
            for mop in g.producers:
                self._issue(fifos, mop)
        return tuple(fifos)

    def run(self, max_work: int | None = None) -> _Check:
        """Explore every distinct (block, state) pair, up to MAX_VISITS block visits and, with
        `max_work`, that many instruction groups checked (`self.work`, counted per visit)."""
        cfg = self.m.cfg
        self.work = 0
        if not cfg.blocks:
            return self.result
        groups = self.m.groups
        seen: list[set[tuple]] = [set() for _ in cfg.blocks]
        work: list[tuple[int, tuple]] = [(0, self.initial())]
        seen[0].add(work[0][1])
        visits = 0
        while work:
            b, state = work.pop()
            visits += 1
            self.work += len(groups[b]) + 1
            if visits > MAX_VISITS or (max_work is not None and self.work > max_work):
                self.result.incomplete = True
                break
            out = self._block(b, state)
            for s in cfg.succs[b]:
                if out in seen[s]:
                    continue
                if len(seen[s]) >= MAX_STATES_PER_BLOCK:
                    self.result.incomplete = True
                    continue
                seen[s].add(out)
                work.append((s, out))
        return self.result


def _pseudo_units() -> frozenset[int]:
    """The units that stand for a counter, not a register: no data dependence is on them."""
    from mirpass.target.registers import SPECIAL_UNIT

    return frozenset((SPECIAL_UNIT["asynccnt"], SPECIAL_UNIT["tensorcnt"]))


class _TranslationUnits:
    """Registers an address translation in flight may still read: the GPRs and EXEC."""

    def __contains__(self, u: int) -> bool:
        from mirpass.target.registers import SPECIAL_UNIT

        return u < min(SPECIAL_UNIT.values()) or u in (SPECIAL_UNIT["exec_lo"], SPECIAL_UNIT["exec_hi"])


_TRANSLATION_UNITS = _TranslationUnits()


def verify_waits(
    tf: TranslatedFunction,
    *,
    resolver: LdsResolver | None = None,
    extra_requirements: dict[int, dict[str, int]] | None = None,
    num_waves: int = 1,
) -> list[Violation]:
    """Consumers whose producer may still be in flight on some path, in program order.

    `extra_requirements` maps id(instruction) to counter -> the most that may be in flight
    before it (memory-model requirements of soft waits a pass has already consumed). If the
    exploration hits its state limits, a final pseudo-violation of kind "incomplete" says so.
    """
    v = Verifier(tf, resolver=resolver, extra_requirements=extra_requirements, num_waves=num_waves)
    res = _run(v)
    out = sorted(res.violations.values(), key=lambda x: (x.block, x.line, x.counter, x.kind))
    if res.incomplete:
        out.append(
            Violation(
                v.m.fname,
                0,
                0,
                "",
                "",
                "incomplete",
                "",
                "path exploration hit its limit; not every path was checked",
            )
        )
    return out


def drains(tf: TranslatedFunction, resolver: LdsResolver | None = None) -> tuple[dict[int, int], bool]:
    """id(wait instruction) -> the most in-flight operations it drains on any path, and
    whether the exploration was complete."""
    v = Verifier(tf, resolver=resolver, check=False)
    res = _run(v)
    return res.drained, not res.incomplete


def _run(v: Verifier) -> _Check:
    """The exact exploration within its limits; past them, the merged analysis checks the whole
    function (reporting at least what the exploration did, and what it would have). The entry
    wait is checked first, into the same result, so that a rerun on a fresh result keeps it."""
    v._check_entry()
    size = sum(len(groups) + 1 for groups in v.m.groups)
    if size <= EXACT_MAX_GROUPS:
        res = v.run(EXACT_WORK)
    else:
        res = v.result
        res.incomplete = True
    if res.incomplete:
        from mirpass.passes.waitcnt.verify_merged import MergedVerifier

        merged = MergedVerifier(v)
        if v.resumable:
            merged.keep_checkpoints()
        merged.run()
        v.merged = merged if v.resumable else None
        res.incomplete = False
    return res


def _translation_writes(g: Group, writes: list) -> list[tuple[bool | None, set[int]]]:
    """The translation registers the group's non-VMEM ops overwrite, each with the kind of
    translation that may still be in flight then: any (None) before the group's own SMEM or
    VMEM, only SMEM (True) or VMEM (False) after one (the switch drains the other kind), none
    after both. An inline asm may hold a VALU and a load; a VMEM's own writes are ordered."""
    out: list[tuple[bool | None, set[int]]] = []
    side: str | None = None
    for op in g.ops:
        vmem = op.info.kind in VMEM_KINDS
        if not vmem and side != "both":
            w = {u for u in writes[op.index] if u in _TRANSLATION_UNITS}
            if w:
                out.append((None if side is None else side == "smem", w))
        kind = "smem" if op.info.kind == "SMEM" else "vmem" if vmem else None
        if kind is not None:
            side = kind if side in (None, kind) else "both"
    return out
