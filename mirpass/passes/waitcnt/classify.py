"""What each wait of the input is worth, and what each missing one should be (`check --waits`).

Everything here is read off the independent verifier (verify.py), never the planner:

- a *shortfall* is a verifier violation, classified as **missing** (no wait on its counter
  between producer and consumer could fix it: the count a wait right before the consumer needs
  is the number of operations younger than the producer in its FIFO, the least over the paths)
  or **too weak** (the nearest wait on that counter dominating the consumer, or the first
  after the producer in its block, fixes it when tightened: the loosest such count);
- each counter of each existing hard wait is **needed** at its count, **stronger than needed
  by k**, or **redundant**, by asking the verifier again with that one count loosened: the
  loosest count that brings no new violation is the count needed, and a wait that may be
  dropped on that counter is redundant. Loosening is monotone (a looser wait leaves a superset
  in flight), so the loosest count is found by bisection. Where the merged analysis checks the
  function, each question goes on from the first solution (verify_resume.py), and a question
  whether a looser count fits stops at the first new violation: linear in the function, where
  solving again for each question was quadratic.

Soft waits (memory-model requirements in MIR before the wait pass) are requirements, not
choices: they are not classified.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Callable
from dataclasses import dataclass

from mirpass.ir.translate import TranslatedFunction
from mirpass.mir import Instruction, MachineFunction, Operand
from mirpass.passes.waitcnt.lds import LdsResolver
from mirpass.passes.waitcnt.model import TOP, Group
from mirpass.passes.waitcnt.verify import Verifier, Violation, Violations, _Check, _run
from mirpass.passes.waitcnt.verify_resume import resume
from mirpass.target.waitcnt import encode, layout_of

# Kinds whose producer is one operation: a wait keeping the operations younger than it suffices.
# The others (barriers, returns, memory-model bounds) are reported as needing 0.
_POSITIONAL = frozenset({"RAW", "WAW", "LDS", "SMEM WAR", "xcnt WAR", "LDS DMA"})
# Whether a rerun of the merged analysis goes on from the first run's solution (verify_resume)
# rather than solving the whole function again (the tests' oracle).
RESUME = True


# (slots and not frozen: one per violation, over one per instruction; see Finding)
@dataclass(slots=True, unsafe_hash=True)
class Shortfall:
    """A consumer whose producer may still be in flight."""

    violation: Violation
    status: str  # "missing" or "too weak"
    needed: int  # the count that fixes it: at `wait_line` when too weak, else right before it
    producer_line: int  # 0 when unknown (an operation before the function, or several)
    wait_line: int = 0  # the too-weak wait
    have: int | None = None  # its count


@dataclass(frozen=True)
class WaitValue:
    """One counter of an existing wait instruction."""

    function: str
    line: int
    opcode: str
    counter: str
    have: int
    needed: int | None  # None: no count is needed (redundant)
    status: str  # "needed", "stronger", "redundant"
    reason: str | None = None  # why a wait the verifier does not need may still be there

    @property
    def by(self) -> int:
        """How much looser the count could be (0 when needed; None-safe for redundant)."""
        return 0 if self.needed is None else self.needed - self.have


@dataclass
class Classification:
    shortfalls: list[Shortfall]
    waits: list[WaitValue]
    incomplete: bool = False


class _Probe(Verifier):
    """The verifier, remembering for each violation the producer's distance from its FIFO's
    young end (the count a wait right before the consumer needs) and the producer's line."""

    def __init__(self, tf: TranslatedFunction, **kw: object) -> None:
        super().__init__(tf, **kw)  # type: ignore[arg-type]
        self.need: dict[int, int] = {}  # by Verifier.key
        self._fifos: list | None = None
        self.dirty = -1  # the block whose wait a rerun changed: not memoized
        self.memoize = False
        self._memo: dict[tuple, tuple] = {}
        self._log: dict | None = None
        self.resumable = RESUME  # (the first run's merged analysis, if any, is kept: rerun_changed)
        self.first: dict[int, Group | tuple[Group, str]] = {}  # the first run's Violations.raw
        self._fifo_facts: dict[str, tuple[tuple, bool, tuple]] = {}  # see _younger
        self.stop_beyond: set | None = None  # a rerun stops at its first violation not in this
        self.producer_group: dict[int, Group] = {}
        for groups in self.m.groups:
            for g in groups:
                for mop in g.producers:
                    self.producer_group[mop.gid] = g

    def _block(self, b: int, state: tuple) -> tuple:
        """A block's transfer is a function of (block, entry state): a rerun recomputes only the
        visits of the block whose wait changed, and replays the reports of the others. (The
        first run memoizes nothing: it may be the only one.)"""
        if b == self.dirty or not self.memoize:
            return super()._block(b, state)
        hit = self._memo.get((b, state))
        if hit is None:
            self._log = {}
            try:
                out = super()._block(b, state)
                hit = self._memo[(b, state)] = (out, tuple(self._log.items()))
            finally:
                self._log = None
        else:
            need = self.need
            violations = self.result.violations.raw
            for key, (raw, n) in hit[1]:
                violations.setdefault(key, raw)
                if need.get(key, n) >= n:
                    need[key] = n
        return hit[0]

    def _check_group(self, fifos: list, g: Group, soft: dict[str, int]) -> None:
        self._fifos = fifos
        try:
            super()._check_group(fifos, g, soft)
        finally:
            self._fifos = None

    def _report(self, g: Group, c: str, kind: str, producer: int, reason: str | None = None) -> None:
        key = self.key(g, c, kind, producer)
        log = self._log
        # Reported again (another path, another visit) with nothing lower to learn: done.
        if log[key][1] == 0 if log is not None and key in log else log is None and self.need.get(key) == 0:
            return
        raw = self.result.violations.raw
        if key not in raw:
            if not self.check:
                return
            raw[key] = g if reason is None else (g, reason)
            if self.stop_beyond is not None and key not in self.stop_beyond:
                raise _Beyond(key)
        n = 0
        fifos = self._fifos
        if kind in _POSITIONAL and fifos is not None and producer >= 0 and c in self.ci:
            n = self._younger(c, fifos[self.ci[c]], producer)
        if self.need.get(key, n) >= n:
            self.need[key] = n
        if log is not None:
            old = log.get(key)
            if old is None or old[1] > n:
                log[key] = (raw[key], n)

    def _younger(self, c: str, fifo: tuple, producer: int) -> int:
        """The operations younger than `producer` in `fifo`, c's FIFO (0 when it is not there,
        or out of order). A FIFO is asked about each of its operations that hit: whether it is
        out of order and its reverse are worked out once for it."""
        memo = self._fifo_facts.get(c)
        if memo is None or memo[0] is not fifo:
            memo = self._fifo_facts[c] = (fifo, self._ooo(c, fifo), fifo[::-1])
        if memo[1]:
            return 0
        try:
            return memo[2].index(producer)
        except ValueError:
            return 0

    def rerun(self) -> _Check:
        self.result = self.fresh_result()
        self.need = {}
        try:
            return _run(self)
        finally:
            self.memoize = True
            self.resumable = False

    def rerun_changed(self, g: Group, looser: bool, baseline: set | None = None) -> _Violations:
        """The violations once the waits of `g` changed (in place; `looser`: loosened): where
        the first run fell back on the merged analysis, solved again from its solution where
        that is sound (verify_resume), else the exploration again, memoized but for `g`'s
        block. With `baseline`, only the first violation not in it once there is one (the
        question is only whether there is: most waits are needed at their count)."""
        self.stop_beyond = baseline
        try:
            return self._rerun_changed(g, looser)
        except _Beyond as beyond:
            return {beyond.key: None}  # type: ignore[dict-item]
        finally:
            self.stop_beyond = None

    def _rerun_changed(self, g: Group, looser: bool) -> _Violations:
        merged = self.merged
        if merged is not None:
            self.result = self.fresh_result()
            self.need = {}
            self._check_entry()
            ran = resume(merged, g.block, g.index, looser)
            if ran is not None:
                return _Resumed(self, self.result.violations, g.block, ran)
        self.dirty = g.block
        try:
            return self.rerun().violations
        finally:
            self.dirty = -1
            self.merged = merged


class _Beyond(Exception):
    """A rerun's first violation beyond its baseline."""

    def __init__(self, key: int) -> None:
        self.key = key


class _Resumed:
    """The violations of a resumed solve: those it reported, and the first run's at the
    consumers it did not check again. (The blocks after the changed one were checked from a
    grown entry, which only adds to what they report: their first reports stay.)"""

    def __init__(self, v: _Probe, fresh: dict[int, Violation], block: int, ran: dict) -> None:
        self.v = v
        self.fresh = fresh
        self.block = block
        self.again = ran.get(block, (0, 0))  # the changed block's groups checked again

    def keys(self):  # noqa: ANN201 - a dict's keys view
        """(Only these can be new: the others are the first run's.)"""
        return self.fresh.keys()

    def __contains__(self, key: int) -> bool:
        if key in self.fresh:
            return True
        raw = self.v.first.get(key)
        if raw is None or self.v.unkey(key)[2] == "entry":  # (the entry check is made again)
            return False
        g = raw[0] if isinstance(raw, tuple) else raw
        lo, hi = self.again
        return g.block != self.block or not lo <= g.index < hi


_Violations = Violations | dict[int, Violation] | _Resumed


def classify(
    tf: TranslatedFunction,
    *,
    resolver: LdsResolver | None = None,
    num_waves: int = 1,
    waits: bool = True,
    parsed: dict | None = None,
) -> Classification:
    """The shortfalls of `tf` and, with `waits`, the value of each counter of its hard waits
    (`parsed`: the parses a lean Translator kept for it)."""
    v = _Probe(tf, resolver=resolver, num_waves=num_waves, parsed=parsed)
    base = v.rerun()
    v.first = base.violations.raw
    need = v.need  # (a rerun starts a new dict: this one stays as the first run left it)
    baseline = set(base.violations) if waits else set()  # (only the waits' reruns compare)
    index = _WaitIndex(v)
    shortfalls = [
        _shortfall(v, key, v.violation(key, raw), need.get(key, 0), index)
        for key, raw in base.violations.raw.items()  # (not through the Mapping: one per consumer)
    ]
    shortfalls.sort(key=_order_key(shortfalls))
    values: list[WaitValue] = []
    if waits:
        for g in _hard_waits(v):
            for c in sorted(g.waits, key=v.counters.index):
                values.append(_value(v, g, c, baseline))
    v.result = base
    return Classification(shortfalls, values)


def _order_key(shortfalls: list[Shortfall]) -> Callable[[Shortfall], int]:
    """The verifier's order (block, line, counter, check) as one int per shortfall, in mixed
    radix (names by their rank in sorted order): a sort holds every key at once, and a function
    without waits has a shortfall at nearly every consumer."""
    lines = 1 + max((s.violation.line for s in shortfalls), default=0)
    counters = {c: k for k, c in enumerate(sorted({s.violation.counter for s in shortfalls}))}
    kinds = {c: k for k, c in enumerate(sorted({s.violation.kind for s in shortfalls}))}
    nc, nk = len(counters), len(kinds)

    def key(s: Shortfall) -> int:
        v = s.violation
        return ((v.block * lines + v.line) * nc + counters[v.counter]) * nk + kinds[v.kind]

    return key


def _hard_waits(v: Verifier) -> list[Group]:
    return [g for groups in v.m.groups for g in groups if g.role == "hard" and g.waits and g.inst is not None]


def _fits(v: _Probe, g: Group, c: str, n: int | None, baseline: set) -> bool:
    """Whether `g` waiting `n` on `c` (None: not at all) brings no violation beyond `baseline`."""
    return _rerun(v, g, c, n, baseline).keys() <= baseline


def _value(v: _Probe, g: Group, c: str, baseline: set) -> WaitValue:
    have = g.waits[c]
    top = v.m.max[c] - 1  # the loosest count that still waits
    inst = g.inst
    line = getattr(inst, "line", 0)
    opcode = getattr(inst, "opcode", "")
    # One count looser is the common answer's only rerun (monotone: then removal fails too).
    if have < top and not _fits(v, g, c, have + 1, baseline):
        return WaitValue(v.m.fname, line, opcode, c, have, have, "needed")
    if _fits(v, g, c, None, baseline):
        return WaitValue(v.m.fname, line, opcode, c, have, None, "redundant", _reason(v, g))
    if have >= top:
        return WaitValue(v.m.fname, line, opcode, c, have, have, "needed")
    lo, hi = have + 1, top  # lo fits; find the largest that fits
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if _fits(v, g, c, mid, baseline):
            lo = mid
        else:
            hi = mid - 1
    return WaitValue(v.m.fname, line, opcode, c, have, lo, "stronger")


def _reason(v: Verifier, g: Group) -> str | None:
    """Why a wait no data dependence needs may be there: at a callable function's entry (the
    calling convention: the verifier starts callees with nothing in flight but storecnt), or
    before an instruction with side effects (a barrier, a release store or atomic, a cache
    invalidation, a message): a memory-model or ordering wait the verifier does not model."""
    groups = v.m.groups[g.block]
    if g.block == 0 and not v.m.is_kernel and all(p.role != "op" for p in groups[: g.index]):
        return "at a callable function's entry: the calling convention's wait for the caller's operations"
    for nxt in groups[g.index + 1 :]:
        if nxt.role != "op":
            continue
        for op in nxt.ops:
            info = op.info
            if info.has_side_effects or info.may_store or info.is_call or info.is_return:
                return f"precedes {info.name}: an ordering (memory-model) wait the verifier does not model"
        return None
    return None


def _shortfall(v: _Probe, key: int, viol: Violation, at_consumer: int, index: _WaitIndex) -> Shortfall:
    consumer, c, _kind, producer = v.unkey(key)
    at = v.producer_group.get(producer) if producer >= 0 and producer != TOP else None
    pline = at.ops[0].inst.line if at is not None else 0
    candidates = index.candidates(consumer, c, producer, v)
    wait = next((w for w in candidates if key not in _rerun(v, w, c, 0)), None)
    if wait is not None:
        have = wait.waits[c]
        lo, hi = 0, have - 1  # lo fixes it; find the loosest count that does
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if key not in _rerun(v, wait, c, mid):
                lo = mid
            else:
                hi = mid - 1
        return Shortfall(viol, "too weak", lo, pline, getattr(wait.inst, "line", 0), have)
    return Shortfall(viol, "missing", at_consumer, pline)


class _WaitIndex:
    """Where the hard waits are, built once per function so that finding the waits a
    violation's candidates are is a lookup, not a scan (a function without waits has a
    violation at nearly every consumer): per block and counter the group indexes of its hard
    waits, the consumer groups by instruction, and, memoized, the last wait on a counter in a
    block's chain of dominators."""

    def __init__(self, v: Verifier) -> None:
        self.groups = v.m.groups
        self.idom = v.m.cfg.idom
        self.at: dict[int, tuple[int, int]] = {}  # id(inst) -> (block, group) of its first op group
        self.waits: list[dict[str, list[int]]] = []
        for groups in self.groups:
            per: dict[str, list[int]] = {}
            for g in groups:
                if g.role == "hard":
                    for c in g.waits:
                        per.setdefault(c, []).append(g.index)
            self.waits.append(per)
        # Without any hard wait no violation has a candidate: the consumers need no index (the
        # common case of a large input without waits, with a violation at nearly every one).
        self.any = any(self.waits)
        for b, groups in enumerate(self.groups if self.any else ()):
            for g in groups:
                if g.role == "op":
                    self.at.setdefault(id(g.inst), (b, g.index))
        self.chain: dict[tuple[int, str], Group | None] = {}

    def candidates(self, consumer: int, c: str, producer: int, v: _Probe) -> list[Group]:
        """The waits on the violation's counter that could be the one too weak: the last that
        dominates its consumer, and the first after its producer in the producer's block (which
        every path from the producer passes, when no branch leaves the block before it)."""
        out: list[Group] = []
        if not self.any:
            return out
        dominating = self.dominating(consumer, c)
        if dominating is not None:
            out.append(dominating)
        g = v.producer_group.get(producer)
        if g is not None:
            idx = self.waits[g.block].get(c, ())
            k = bisect_right(idx, g.index)
            after = self.groups[g.block][idx[k]] if k < len(idx) else None
            if after is not None and after is not dominating:
                out.append(after)
        return out

    def dominating(self, consumer: int, c: str) -> Group | None:
        """The last hard wait on `c` that dominates the consumer: before it in its block, else
        the last in the nearest dominator that has one."""
        at = self.at.get(consumer)
        if at is None:
            return None
        b, i = at
        idx = self.waits[b].get(c, ())
        k = bisect_left(idx, i)
        if k:
            return self.groups[b][idx[k - 1]]
        if b == 0 or self.idom[b] == b:
            return None
        return self._in_chain(self.idom[b], c)

    def _in_chain(self, b: int, c: str) -> Group | None:
        """The last wait on `c` in `b` or, if none, in its dominators (memoized per block and
        counter, so that a deep dominator tree is walked once per counter)."""
        walked: list[int] = []
        found: Group | None = None
        while True:
            hit = self.chain.get((b, c), _UNSET)
            if hit is not _UNSET:
                found = hit  # type: ignore[assignment]
                break
            walked.append(b)
            idx = self.waits[b].get(c)
            if idx:
                found = self.groups[b][idx[-1]]
                break
            if b == 0 or self.idom[b] == b:
                break
            b = self.idom[b]
        for w in walked:
            self.chain[(w, c)] = found
        return found


_UNSET = object()


def _rerun(v: _Probe, g: Group, c: str, n: int | None, baseline: set | None = None) -> _Violations:
    """The violations with `g` waiting `n` on `c` instead (None: not at all); `g` is restored.
    With `baseline`, only whether there is one beyond it (see _Probe.rerun_changed)."""
    old = g.waits[c]
    if n is None:
        del g.waits[c]
    else:
        g.waits[c] = n
    try:
        return v.rerun_changed(g, n is None or n > old, baseline)
    finally:
        g.waits[c] = old


def strip_modeled_waits(
    mf: MachineFunction, tf: TranslatedFunction, *, resolver: LdsResolver | None = None, num_waves: int = 1
) -> int:
    """`--rebuild-waits`: take out of `mf` each count of a hard wait that the verifier finds
    needed exactly there (a data dependence the pass models, which it will place again), and
    keep every other: counts no modeled dependence needs (memory-model and ordering waits,
    deliberate ones), counts stronger than needed (what the excess is for is not known), and
    the waits the pass does not make (vscnt, s_wait_alu, depctr). A wait left with no count is
    removed; one left with some is replaced by one with those. Returns how many counts went."""
    cl = classify(tf, resolver=resolver, num_waves=num_waves)
    modeled: dict[int, set[str]] = {}
    for w in cl.waits:
        if w.status == "needed":
            modeled.setdefault(w.line, set()).add(w.counter)
    stripped = 0
    block_of = {id(i): b for b in mf.blocks for i in b.instructions}
    for g in _hard_waits_of(tf, resolver):
        inst = g.inst
        drop = modeled.get(getattr(inst, "line", 0), set()) & set(g.waits)
        # (a wait inside a bundle stays: its group's instruction is the bundle's header)
        if not drop or not isinstance(inst, Instruction) or inst.opcode != g.ops[0].opcode:
            continue
        block = block_of[id(inst)]
        keep = {c: n for c, n in g.waits.items() if c not in drop}
        if keep:
            block.insert_before(inst, _wait_with(inst.opcode, keep, tf.target.generation))
        block.remove(inst)
        stripped += len(drop)
    return stripped


def _hard_waits_of(tf: TranslatedFunction, resolver: LdsResolver | None) -> list[Group]:
    return _hard_waits(Verifier(tf, resolver=resolver, check=False))


def _wait_with(opcode: str, counts: dict[str, int], generation: str) -> Instruction:
    """A wait of `opcode` for `counts` alone."""
    layout = layout_of(opcode, generation)
    imm = encode(layout, counts) if layout is not None else next(iter(counts.values()))
    return Instruction.create(opcode, [Operand.immediate(imm)])
