"""What `--annotate` says about a wait beyond its counters: for whom and why it is there.

For each counter of a wait: the consumer (the instruction it precedes, with its input line), the
producers it drains for (with their lines), the incoming paths whose FIFOs need it (a join's
predecessors), and what else it drains: operations issued earlier in the same block, in a loop
this iteration's, which are not what the consumer waits for. A wait moved to a loop preheader
by path-aware placement (placement.py) names the consumer it came from and the edges that no
longer pay for it.
"""

from __future__ import annotations

from mirpass.passes.waitcnt.dataflow import Anchor
from mirpass.passes.waitcnt.model import TOP, FunctionModel
from mirpass.passes.waitcnt.placement import Hoist

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


def notes(
    model: FunctionModel, anchors: dict[tuple[int, int], Anchor], hoisted: list[Hoist]
) -> dict[tuple[int, int], str]:
    """The explanation of each anchor's wait, keyed like `anchors`."""
    cfg = model.cfg
    lines = _producer_lines(model)
    moved: dict[int, list[Hoist]] = {}
    for h in hoisted:
        moved.setdefault(h.preheader, []).append(h)
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
            own = sum(1 for g in named if model.ops[g].block == b)  # type: ignore[union-attr]
            extra = anchor.prefix_ops.get(c, 0) - n - own
            if extra > 0:
                where = "in this iteration" if in_loop else "earlier in this block"
                also = "also " if named else ""
                text += f"; {also}drains {extra} operation{'s' if extra > 1 else ''} issued {where}"
            parts.append(text)
        for h in moved.get(b, []) if gi == model.terminator_index(b) else []:
            header = cfg.blocks[h.loop_header].number
            latches = cfg.loop_of[h.loop_header].latches  # type: ignore[union-attr]
            back = ", ".join(f"bb.{cfg.blocks[x].number}" for x in sorted(latches))
            parts.append(
                f"{h.counter}({h.wait}) moved here from {_where(model, *h.key)}: only the loop's "
                f"entry path into bb.{header} needs it, not the back edge from {back}"
            )
        out[(b, gi)] = "; ".join(parts)
    return out
