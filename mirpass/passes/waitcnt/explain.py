"""What `--annotate` says about a wait beyond its counters: for whom and why it is there.

For each counter of a wait: the consumer (the instruction it precedes, with its input line), the
producers it drains for (with their lines), the incoming paths whose FIFOs need it (a join's
predecessors), and what else it drains: operations issued earlier in the same block, in a loop
this iteration's, which are not what the consumer waits for. A wait moved by path-aware
placement (placement.py: to a loop preheader; prefetch.py: to the end of a join's stricter
predecessor) names the consumer it came from and the paths that no longer pay for it.
"""

from __future__ import annotations

from mirpass.passes.waitcnt.dataflow import Anchor
from mirpass.passes.waitcnt.model import TOP, FunctionModel
from mirpass.passes.waitcnt.placement import Hoist
from mirpass.passes.waitcnt.prefetch import Relax

MAX_NAMED = 4  # producers named per counter


def _producer_lines(model: FunctionModel) -> dict[int, int]:
    """gid -> the input line of the instruction that issues it."""
    out: dict[int, int] = {}
    for b, groups in enumerate(model.groups):
        for gi, g in enumerate(groups):
            for mop in g.producers:
                out[mop.gid] = model.instruction(b, gi).line
    return out


def _where(model: FunctionModel, b: int, gi: int) -> str:
    if gi < len(model.groups[b]):
        inst = model.instruction(b, gi)
        return f"{inst.opcode} (line {inst.line})"
    return f"the end of bb.{model.cfg.blocks[b].number}"


def _paths(model: FunctionModel, b: int, via: frozenset[int]) -> str:
    cfg = model.cfg
    preds = cfg.preds[b]
    if len(preds) < 2 or not via:
        return ""
    need = sorted(cfg.blocks[p].number for p in via if p in preds)
    free = sorted(cfg.blocks[p].number for p in preds if p not in via)
    if not need:
        return ""
    text = "needed on the paths from " + ", ".join(f"bb.{n}" for n in need)
    if free:
        text += " (not from " + ", ".join(f"bb.{n}" for n in free) + ")"
    return text


def _moves(model: FunctionModel, moves: list[Hoist | Relax]) -> dict[tuple[int, int], list[str]]:
    """What path-aware placement says at the anchors it moved waits to and from."""
    cfg = model.cfg
    out: dict[tuple[int, int], list[str]] = {}
    for h in moves:
        if isinstance(h, Hoist):
            header = cfg.blocks[h.loop_header].number
            latches = cfg.loop_of[h.loop_header].latches  # type: ignore[union-attr]
            back = ", ".join(f"bb.{cfg.blocks[x].number}" for x in sorted(latches))
            out.setdefault((h.preheader, model.terminator_index(h.preheader)), []).append(
                f"{h.counter}({h.wait}) moved here from {_where(model, *h.key)}: only the loop's "
                f"entry path into bb.{header} needs it, not the back edge from {back}"
            )
            continue
        b = h.key[0]
        join = cfg.blocks[b].number
        strict = ", ".join(f"bb.{cfg.blocks[p].number}" for p, _ in h.drains)
        for p, w in h.drains:
            out.setdefault((p, model.terminator_index(p)), []).append(
                f"{h.counter}({w}) moved here from {_where(model, *h.key)}: the path from "
                f"bb.{cfg.blocks[p].number} into bb.{join} needs {h.counter}({w}) at this point, the "
                f"others only {h.counter}({h.target}) there"
            )
        kept = h.target - h.current
        plural = len(h.drains) > 1
        out.setdefault(h.key, []).append(
            f"loop-carried prefetch: relaxed from {h.counter}({h.current}) to {h.counter}({h.target}), "
            f"keeping {kept} more operation{'s' if kept > 1 else ''} in flight for later consumers; "
            f"the stricter path{'s' if plural else ''} from {strict} "
            f"{'wait at their ends' if plural else 'waits at its end'}"
        )
    return out


def _carried(
    model: FunctionModel, entry: list | None, anchor: Anchor, c: str, n: int, sources: set[int]
) -> str:
    """At a loop header: the operations the previous iteration issued that the wait drains on
    a back edge besides its producers (the most on any back edge's FIFO)."""
    b = anchor.block
    loop = model.cfg.loop_of[b]
    if entry is None or loop is None or loop.header != b or entry[b] is None or c in anchor.prefix_trimmed:
        return ""  # (after an earlier wait in the block, its FIFOs are not the entry's)
    latches = set(loop.latches)
    prefix = anchor.prefix_ops.get(c, 0)
    most, via = 0, -1
    for q, tags in entry[b].get(c, {}).items():
        back = tags & latches
        if not back:
            continue
        ints = q[1:] if q and isinstance(q[0], frozenset) else q
        drained = min(len(ints), max(0, len(ints) + prefix - n))
        extra = sum(
            1
            for g in ints[:drained]
            if g != TOP and g not in sources and (op := model.ops[g]) is not None and op.block in loop.blocks
        )
        if extra > most:
            most, via = extra, min(back)
    if not most:
        return ""
    return (
        f"drains {most} operation{'s' if most > 1 else ''} the previous iteration issued "
        f"(the back edge from bb.{model.cfg.blocks[via].number})"
    )


def notes(
    model: FunctionModel,
    anchors: dict[tuple[int, int], Anchor],
    moves: list[Hoist | Relax],
    entry: list | None = None,
) -> dict[tuple[int, int], str]:
    """The explanation of each anchor's wait, keyed like `anchors`; `entry`: the solve's block
    entry FIFOs, for what a loop header's wait drains of the previous iteration."""
    cfg = model.cfg
    lines = _producer_lines(model)
    moved = _moves(model, moves)
    out: dict[tuple[int, int], str] = {}
    for (b, gi), anchor in anchors.items():
        parts = [f"before {_where(model, b, gi)}"]
        in_loop = cfg.loop_of[b] is not None
        for c, n in sorted(anchor.spec.items()):
            need = anchor.needs.get(c)
            if need is None:
                continue
            text = f"{c}({n})"
            named = sorted(g for g in need.sources if g != TOP)
            if named:
                text += " for " + ", ".join(
                    f"{model.describe(g)} (line {lines.get(g, 0)})" for g in named[:MAX_NAMED]
                )
                if len(named) > MAX_NAMED:
                    text += f" and {len(named) - MAX_NAMED} more"
            paths = _paths(model, b, need.via)
            if paths:
                text += "; " + paths
            # Operations issued earlier in this block that the wait drains besides its producers
            # (not counted after an earlier wait in the block: which of them that one drained
            # is not known here)
            own = sum(1 for g in named if model.ops[g].block == b)  # type: ignore[union-attr]
            extra = anchor.prefix_ops.get(c, 0) - n - own
            if extra > 0 and c not in anchor.prefix_trimmed:
                where = "in this iteration" if in_loop else "earlier in this block"
                also = "also " if named else ""
                text += f"; {also}drains {extra} operation{'s' if extra > 1 else ''} issued {where}"
            carried = _carried(model, entry, anchor, c, n, need.sources)
            if carried:
                text += "; " + carried
            parts.append(text)
        parts += moved.get((b, gi), [])
        out[(b, gi)] = "; ".join(parts)
    return out
