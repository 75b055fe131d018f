"""What a wait on another counter proves about gfx1250's xcnt: the one rule the wait-count pass
(dataflow.py, per path FIFO) and the verifier (verify.py) apply.

xcnt counts the address translations in flight of VMEM and SMEM operations; an instruction must
not overwrite a register a translation in flight still reads. The facts the rule rests on (LLVM
22's SIInsertWaitcnts.cpp, see docs/divergences.md):

- an operation's translation comes before its memory access, so once the operation is no
  longer in flight on a counter its completion decrements (loadcnt, storecnt, kmcnt, ...), its
  translation is done;
- VMEM translations complete in issue order, loads and stores alike (LLVM counts VMEM xcnt as
  in order and applies xcnt(N) to the N youngest; it drops an xcnt wait before a VMEM because
  that VMEM's own translation comes after the earlier ones); SMEM translations do not;
- switching between SMEM and VMEM makes the hardware wait for the other kind (handled where an
  operation is issued, not here).

Default: after a wait leaves at most `w` operations of counter `c` in flight on a path (`c` in
order on it, or `w == 0`), the c operations of the xcnt FIFO other than its `w` youngest ones
are done; in a FIFO without out-of-order entries, so is everything issued before the youngest
of them. This is never weaker than LLVM 22's rule below: its loadcnt case is the same FIFO cut
when the FIFO holds only loads, and stores or older entries only add completed operations.

`--llvm-compat=22` (`llvm22`): as llc 22 credits them, kmcnt(0) completes the SMEM translations
and loadcnt(w) keeps the `w` youngest translations when no store is pending; no other wait
implies anything about xcnt.
"""

from __future__ import annotations

from collections.abc import Container, Sequence

# Counters an operation's completion decrements (so its translation is done once they drop it).
# dscnt is left out: a FLAT operation counts on it also when it goes to global memory, where the
# LDS side says nothing about the translation.
COMPLETION_COUNTERS = frozenset({"loadcnt", "storecnt", "samplecnt", "bvhcnt", "kmcnt", "asynccnt"})


def credit(
    fifo: tuple,
    c: str,
    w: int,
    ops: Sequence,
    ooo: Container[int],
    *,
    llvm22: bool = False,
    stores_pending: bool = True,
) -> tuple:
    """The xcnt FIFO `fifo` (gids, oldest first, none unknown) once a wait has left at most `w`
    operations of counter `c` in flight. The caller makes sure `c` is in order when `w > 0`.
    `ooo`: the gids out of order on xcnt. `stores_pending` matters only with `llvm22`."""
    if not fifo:
        return fifo
    if llvm22:
        return _llvm22(fifo, c, w, ops, stores_pending)
    if c not in COMPLETION_COUNTERS:
        return fifo
    on_c = [i for i, g in enumerate(fifo) if c in ops[g].counters]
    done = on_c[: len(on_c) - w] if w > 0 else on_c
    if not done:
        return fifo
    if not any(g in ooo for g in fifo):
        return fifo[done[-1] + 1 :]
    gone = set(done)
    return tuple(g for i, g in enumerate(fifo) if i not in gone)


def _llvm22(fifo: tuple, c: str, w: int, ops: Sequence, stores_pending: bool) -> tuple:
    smem = [g for g in fifo if ops[g].is_smem]
    if c == "kmcnt" and w == 0 and smem:
        return tuple(g for g in fifo if not ops[g].is_smem)
    if c == "loadcnt" and not smem and not stores_pending and len(fifo) > w:
        return fifo[len(fifo) - w :] if w > 0 else ()
    return fifo
