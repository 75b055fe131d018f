"""The hazard recognizer's backward searches: nearest producers by register unit, on every path.

`Search` is the part of `Recognizer` that answers "which producers matching a predicate are
within N wait states before the current instruction", walking back through the block and its
predecessors as LLVM 22's getWaitStatesSince does, but from per-unit producer tables and per-block
summaries wherever the predicate is one a table indexes (see `recognizer`'s docstring). It works
on the recognizer's per-block state (`out`, `tables`, `pos`, `preds`, `summaries`, ...).
"""

from __future__ import annotations

from operator import itemgetter

from mirpass.ir.block_records import end_records, tail, tail_start, text_end_records
from mirpass.ir.hazard_records import (
    ASM,
    BUNDLE,
    DGEMM,
    DOT,
    FWD,
    MFMA,
    PRODUCERS,
    SALU_M0,
    TRANS,
    UNCOUNTED,
    VALU,
    VW_SCALAR,
    WIDE_STORE,
    XDL,
    Rec,
)

INF = 1 << 30
# How many blocks without wait states the shortcuts past a block's start (`_upstream`,
# `_incoming_blocks`) cross before leaving the question to a search, which llc makes too: with
# a run of empty blocks each shortcut would otherwise cross all of it, for every block after it.
_IDLE = 64
# `_incoming` of a kind when the blocks it would merge are not known.
_UNKNOWN: dict[int, int] = {}
# Classes whose latest position in the block is kept, so that `_quiet` needs no walk.
_WATCHED_BITS = (TRANS, FWD, VW_SCALAR, WIDE_STORE, SALU_M0)
_WATCHED = TRANS | FWD | VW_SCALAR | WIDE_STORE | SALU_M0


class Search:
    """The searches, over the per-block state `Recognizer` keeps."""

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
        best = _nearest(self.tables[kind], units)
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
        current block), or when the path holds more than `_IDLE` blocks without wait states:
        the searches then walk it, as llc's do."""
        keep = self.keep
        b = self.cur_b
        seen = {b}
        w = 0
        idle = 0
        # The path first, then its tables merged: most blocks that have a single predecessor
        # are not on a single path for long (a loop's body), and the merge would be for nothing.
        path: list[tuple[tuple, int]] = []
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
            summary = self._summary(b)
            path.append((summary, w))  # type: ignore[arg-type]
            end = summary[1]  # type: ignore[index]
            w += end
            if not end:
                idle += 1
                if idle > _IDLE:
                    return None
        upstream: tuple[dict[int, tuple], ...] = ({}, {}, {}, {})
        for depth, ((tables, end, _last), w) in enumerate(path, 1):
            base = -depth << 40  # below every order of a nearer block
            for table, into in zip(tables, upstream, strict=True):
                for u, e in table.items():
                    if u not in into:
                        d = w + end - e[2]
                        if d < keep:
                            into[u] = (base + e[0], e[1], d)
        return upstream

    def _unreachable(self, kind: int, units, limit: int) -> bool:
        """Whether no predecessor has a producer in table `kind` for any of `units` within
        `limit` wait states of the current instruction, on any path: a search of the
        predecessors would find nothing (in either mode), so it need not be made."""
        reach = self.reach[kind]
        if reach is None:
            reach = self.reach[kind] = self._incoming(kind)
        if reach is _UNKNOWN:
            return False
        get = reach.get
        pos = self.pos
        for u in units:
            d = get(u)
            if d is not None and pos + d < limit:
                return False
        return True

    def _no_incoming(self, kind: int) -> bool:
        """Whether no search leaving the current block can find a producer of table `kind`, for
        any units: `_fast` then answers [] whenever the block's own table has no match, and the
        checks can skip asking it (on a function without DOTs, every VALU would ask)."""
        upstream = self.upstream
        if upstream is not None:
            return not upstream[kind]
        reach = self.reach[kind]
        if reach is None:
            reach = self.reach[kind] = self._incoming(kind)
        return reach is not _UNKNOWN and not reach

    def _incoming(self, kind: int) -> dict[int, int]:
        """Unit -> at most the least wait states from the current block's start back to a
        predecessor's producer for it in table `kind` (within `keep`), over all paths;
        `_UNKNOWN` when `_incoming_blocks` does not tell."""
        keep = self.keep
        near: dict[int, int] = {}
        blocks = self._incoming_blocks()
        if blocks is None:
            return _UNKNOWN
        for (tables, end, _last), w in blocks:
            table = tables[kind]
            if not table:
                continue  # (a DOT table, on most targets: every block)
            base = w + end
            if not near:
                # the first block with entries: a comprehension, no merge
                low = base - keep
                near = {u: base - e[2] for u, e in table.items() if e[2] > low}
                continue
            get = near.get
            for u, e in table.items():
                d = base - e[2]
                if d < keep and d < get(u, INF):
                    near[u] = d
        return near

    def _incoming_blocks(self) -> list[tuple[tuple, int]] | None:
        """The summaries of the blocks a search leaving the current block can reach, each with
        the least wait states from the block start to its end (a block may appear more than
        once: nearer later). A path coming back to the current block sees it as read: the NOPs
        inserted there since only add wait states, so the distances stay lower bounds and a
        producer out of reach stays so. None when more than `_IDLE` of those blocks have no
        wait states: a search is then made, as llc makes it, rather than this for every block."""
        if self.reach_blocks is not False:
            return self.reach_blocks  # type: ignore[return-value]
        found: list[tuple[tuple, int]] = []
        self.reach_blocks = None
        keep = self.keep
        idle = 0
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
            if not summary[1]:
                idle += 1
                if idle > _IDLE:
                    return None
            w += summary[1]
            if w < keep:
                work.extend((p, w) for p in self.preds[b])
        self.reach_blocks = found
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
            blocks = self._incoming_blocks()
            if blocks is None:
                near = -INF  # not known: a search is made
                blocks = []
            for (_tables, end, last), w in blocks:
                d = w + end - last[bit]
                if d < near:
                    near = d
            self.reach_class[bit] = near
        return pos + near >= limit

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
        recs = self.cur_recs
        if recs is not None:
            # Only the block's end a search from there can reach, not the whole rest.
            if self.cur_tail is None:
                self.cur_tail = tail_start(recs, self.keep)
            if self.cur_i <= self.cur_tail:
                return recs[self.cur_tail :]
            return self.out + recs[self.cur_i :]
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
        a match of `pred` on any path, INF past `limit`; one visited set for the whole search,
        blocks taken depth first in predecessor order as LLVM's recursion takes them (here with a
        stack of its own: a chain of blocks may be deeper than Python's recursion). When `pred`
        is the table `kind`'s predicate for `units`, blocks are answered from their summaries
        (and `pred` is called on the match, as the walk would)."""
        best = INF
        # per block being searched: its predecessors still to take, and `ws` at its start
        stack = [(iter(self.preds[b]), ws)]
        while stack:
            todo, ws = stack[-1]
            p = next(todo, -1)
            if p < 0:
                stack.pop()
                continue
            if p in visited:
                continue
            visited.add(p)
            summary = self._summary(p) if kind >= 0 else None
            if summary is None:
                w = _walk(self._view(p), ws, pred, limit)
                if w < 0:  # the walk reached the block's start: on into its predecessors
                    stack.append((iter(self.preds[p]), -1 - w))
                    continue
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
                    stack.append((iter(self.preds[p]), ws + end))
                    continue
            if w < best:
                best = w
        return best

    def _scan(
        self, recs: list, b: int, ws: int, pred, limit: int, visited: set[int], kind: int = -1, units=()
    ) -> int:
        """Wait states back from the end of `recs` (block `b`) to the nearest match, going on
        into the predecessors; INF past `limit`."""
        w = _walk(recs, ws, pred, limit)
        if w >= 0:
            return w
        return self._since_preds(b, -1 - w, pred, limit, visited, kind, units)

    def _all(self, pred, limit: int) -> list[tuple[int, Rec]]:
        """Exact mode: the nearest match on every path, each with its least distance."""
        w, r = _walk_to(self.out, 0, pred, limit)
        if r is not None:
            return [(w, r)]
        return [] if w >= INF else self._all_preds(pred, limit, -1 - w)

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
            w, r = _walk_to(self._view(b), w, pred, limit)
            if r is not None:
                prev = found.get(id(r))
                if prev is None or w < prev[0]:
                    found[id(r)] = (w, r)
            elif w < 0:  # the block's start: on to its predecessors
                work.extend((p, -1 - w) for p in self.preds[b])
        return list(found.values())

    def find(self, pred, limit: int, exact_limit: int | None = None) -> list[tuple[int, Rec]]:
        """Producers matching `pred` and their distances. Compat: LLVM's single answer, the
        least distance with the producer the predicate matched last; exact: every path."""
        if self.exact:
            return self._all(pred, exact_limit if exact_limit is not None else limit)
        return _last_match(pred, lambda p: self._since(p, limit))


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
        for u in r.dall:  # the units of `r.defs_all`
            t[u] = entry


def _nearest(table: dict[int, tuple], units) -> tuple | None:
    """The latest entry of `table` for any of `units` (the first of the latest, in `units`
    order, as a loop keeping only greater orders would find)."""
    if not table:
        return None
    if len(units) == 1:  # most operands are one register unit
        return table.get(units[0])
    # In C: an MFMA operand has 4 to 16 units, which cost a Python loop as many iterations.
    return max(filter(None, map(table.get, units)), key=_ORDER, default=None)


_ORDER = itemgetter(0)


def _summary_of(recs: list[Rec], keep: int) -> tuple:
    """`(tables, end, last_at)` of a block whose records (or their tail a search can reach) are
    `recs`: the producer tables, the wait states, and per watched class the position after its
    latest instruction."""
    tables: tuple[dict[int, tuple], ...] = ({}, {}, {}, {})
    last = dict.fromkeys(_WATCHED_BITS, -INF)
    pos = seq = 0
    for r in tail(recs, keep):
        c = r.cls
        if not c & UNCOUNTED:
            pos += r.ws
        if c & _WATCHED and not c & BUNDLE:
            for bit in _WATCHED_BITS:
                if c & bit:
                    last[bit] = pos
        if c & PRODUCERS:
            seq += 1
            _index_producer(tables, r, (seq, r, pos))
    return tables, pos, last


def _prune(tables: tuple[dict[int, tuple], ...], end: int, keep: int) -> tuple[dict[int, tuple], ...]:
    """`tables` without the entries `keep` or more wait states before `end` (`tables` itself
    when there are none: no position is negative)."""
    low = end - keep
    if low < 0:
        return tables
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


def _walk(recs: list[Rec], ws: int, pred, limit: int) -> int:
    """Walk `recs` back from their end, `ws` wait states back already: the distance to the
    nearest match of `pred`, INF once `limit` is reached, or `-1 - ws` (negative) with the wait
    states counted when the start is reached without either."""
    return _walk_to(recs, ws, pred, limit)[0]


def _walk_to(recs: list[Rec], ws: int, pred, limit: int) -> tuple[int, Rec | None]:
    """`_walk`, with the match (None without one)."""
    for i in range(len(recs) - 1, -1, -1):
        r = recs[i]
        cls = r.cls
        if cls & BUNDLE:
            continue
        if pred(r):
            return ws, r
        if cls & ASM:
            continue
        ws += r.ws
        if ws >= limit:
            return INF, None
    return -1 - ws, None


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
