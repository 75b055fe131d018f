"""Emitting the final plan as wait instructions, per target.

gfx9 (gfx942, gfx950): one `S_WAITCNT simm16` per anchor; counters that do not wait are
encoded at their maximum. gfx12 (gfx1200, gfx1250): `S_WAIT_LOADCNT_DSCNT` when loadcnt and
dscnt both wait, else `S_WAIT_STORECNT_DSCNT` when storecnt and dscnt do, and single-counter
`S_WAIT_*CNT` for the rest. Soft waits (`*_soft`) and `S_WAITCNT_lds_direct` of the input are
removed: their requirement is part of the plan at the next instruction (like LLVM, which
promotes what remains of a soft wait to a hard one and drops it when nothing is in flight).
Hard waits of the input were credited; where one falls short of what the next instruction
needs, or several stand in a row, llc folds them into one (merge_waits.py), and so does this.
"""

from __future__ import annotations

from mirpass.mir import Instruction, Operand
from mirpass.passes.waitcnt.dataflow import Anchor
from mirpass.passes.waitcnt.llc22 import entry_wait
from mirpass.passes.waitcnt.merge_waits import Fold, folds, raw_counts
from mirpass.passes.waitcnt.model import FunctionModel
from mirpass.target.waitcnt import (
    GFX9_WAITCNT,
    GFX12_LOADCNT_DSCNT,
    GFX12_SINGLE_WAITS,
    GFX12_STORECNT_DSCNT,
    encode,
)

_PSEUDO_REG = {"tensorcnt": "$tensorcnt", "asynccnt": "$asynccnt"}
_REMOVED = ("soft", "lds_direct")  # roles of the input's waits that emission removes


def wait_instructions(model: FunctionModel, spec: dict[str, int]) -> list[Instruction]:
    """The wait instructions that implement `spec` (counter -> count) on the model's target."""
    spec = {c: min(n, model.max[c]) for c, n in spec.items() if c in model.max}
    if not spec:
        return []
    if model.gfx9:
        return [Instruction.create("S_WAITCNT", [Operand.immediate(encode(GFX9_WAITCNT, spec))])]
    out: list[Instruction] = []
    left = dict(spec)
    for opcode, layout in (
        ("S_WAIT_LOADCNT_DSCNT", GFX12_LOADCNT_DSCNT),
        ("S_WAIT_STORECNT_DSCNT", GFX12_STORECNT_DSCNT),
    ):
        pair = [f.counter for f in layout]
        if all(c in left for c in pair):
            imm = encode(layout, {c: left.pop(c) for c in pair})
            out.append(Instruction.create(opcode, [Operand.immediate(imm)]))
            break
    for c, opcode in GFX12_SINGLE_WAITS.items():
        if c in left:
            operands = [Operand.immediate(left[c])]
            if c in _PSEUDO_REG:
                operands += [
                    Operand.register(_PSEUDO_REG[c], "implicit-def", "dead"),
                    Operand.register(_PSEUDO_REG[c], "implicit"),
                ]
            out.append(Instruction.create(opcode, operands))
    return out


def annotation(model: FunctionModel, anchor: Anchor, indent: int) -> str:
    parts = []
    for c, n in sorted(anchor.spec.items()):
        need = anchor.needs.get(c)
        text = f"{c}({n})"
        if need is not None:
            text += " " + "+".join(need.reasons)
            if need.sources:
                names = sorted(model.describe(g) for g in need.sources)
                text += " drains " + ", ".join(names[:6]) + (" ..." if len(names) > 6 else "")
            if need.via:
                blocks = sorted(model.cfg.blocks[p].number for p in need.via)
                text += " bound via " + ",".join(f"bb.{x}" for x in blocks)
        parts.append(text)
    return " " * indent + "; waitcnt: " + "; ".join(parts)


def emit(
    model: FunctionModel,
    anchors: dict[tuple[int, int], Anchor],
    *,
    annotate: bool = False,
    notes: dict[tuple[int, int], str] | None = None,
) -> list[Instruction]:
    """Insert the waits of `anchors` into the function, remove soft waits; returns the waits."""
    emitted: list[Instruction] = []
    cfg = model.cfg
    # Each changed block is rebuilt once (Block.splice): a search per inserted wait would make a
    # large block quadratic. Its instructions are found before any block changes.
    before: dict[int, dict[int, list[Instruction | str]]] = {}
    at_end: dict[int, list[Instruction | str]] = {}
    removed: dict[int, set[int]] = {}
    inside: dict[int, Instruction] = {}  # id of a bundle with edits -> the bundle
    folded = folds(model, anchors)
    for fold in {id(f): f for f in folded.values()}.values():  # a fold takes several waits
        emitted.extend(_apply_fold(model, fold, before, at_end, removed))
    for (b, gi), anchor in sorted(anchors.items()):
        waits = wait_instructions(model, anchor.spec)
        if not waits:
            continue
        new: list[Instruction | str] = list(waits)
        fold = folded.get((b, gi))
        if fold is not None:  # its counts went into the input's hard waits of the run
            if annotate:
                note = notes.get((b, gi)) if notes else None
                first = min(fold.keep) if fold.keep else fold.before
                if first < len(model.groups[b]):
                    at = model.instruction(b, first)
                    indent, lines = at.indent, before.setdefault(b, {}).setdefault(id(at), [])
                else:  # the fold's wait ends the block
                    indent, lines = cfg.blocks[b].instruction_indent(), at_end.setdefault(b, [])
                lines.insert(0, annotation(model, anchor, indent) + (f" | {note}" if note else ""))
            continue
        if gi < len(model.groups[b]):
            at = model.instruction(b, gi)
            before.setdefault(b, {})[id(at)] = new
            indent = at.indent
            _note_bundle(model, b, gi, inside)
        else:
            at_end[b] = new
            indent = cfg.blocks[b].instruction_indent()
        if annotate:
            note = notes.get((b, gi)) if notes else None
            new.insert(0, annotation(model, anchor, indent) + (f" | {note}" if note else ""))
        emitted.extend(waits)
    for groups in model.groups:
        for g in groups:
            if g.role in _REMOVED:
                removed.setdefault(g.block, set()).add(id(model.instruction(g.block, g.index)))
                _note_bundle(model, g.block, g.index, inside)
    for b in sorted(before.keys() | at_end.keys() | removed.keys()):
        cfg.blocks[b].splice(before.get(b, {}), removed.get(b, set()), at_end.get(b, ()))
    if inside:
        news = {k: v for per in before.values() for k, v in per.items()}
        gone = set().union(*removed.values())
        for bundle in inside.values():
            _splice_bundle(bundle, news, gone)
    if not model.is_kernel and cfg.blocks and not _entry_wait_present(model):
        entry = wait_instructions(model, entry_wait(model))
        for w in reversed(entry):
            cfg.blocks[0].insert_at_start(w)
        emitted = entry + emitted
    return emitted


def _apply_fold(
    model: FunctionModel,
    fold: Fold,
    before: dict[int, dict[int, list[Instruction | str]]],
    at_end: dict[int, list[Instruction | str]],
    removed: dict[int, set[int]],
) -> list[Instruction]:
    """Record the edits of `fold`; returns the waits it writes anew."""
    b = fold.block
    out: list[Instruction] = []
    for k, spec in fold.keep.items():
        inst = model.instruction(b, k)
        if spec is not None and spec == raw_counts(model, b, k):
            continue  # it says all it must already
        removed.setdefault(b, set()).add(id(inst))
        if spec is not None:
            waits = wait_instructions(model, spec)
            before.setdefault(b, {}).setdefault(id(inst), []).extend(waits)
            out.extend(waits)
    waits = wait_instructions(model, fold.new)
    if waits:
        if fold.before < len(model.groups[b]):
            before.setdefault(b, {}).setdefault(id(model.instruction(b, fold.before)), []).extend(waits)
        else:
            at_end.setdefault(b, []).extend(waits)
        out.extend(waits)
    return out


def _note_bundle(model: FunctionModel, b: int, gi: int, inside: dict[int, Instruction]) -> None:
    """Remember the bundle group gi is a member of: its edits go inside it, where llc 22 puts a
    member's wait (Block.splice sees only top-level items)."""
    bundle = model.groups[b][gi].bundle
    if bundle is not None:
        inside[id(bundle)] = bundle  # type: ignore[assignment]


def _splice_bundle(bundle: Instruction, news: dict[int, list[Instruction | str]], gone: set[int]) -> None:
    """Apply the insertions before (`news`, by id of the member), and removals of (`gone`), a
    bundle's members."""
    out: list[Instruction | str] = []
    for item in bundle.bundled or ():
        for new in news.get(id(item), ()):
            if isinstance(new, Instruction):
                new.indent = item.indent  # type: ignore[union-attr]
            out.append(new)
        if id(item) not in gone:
            out.append(item)
    bundle.bundled = out


def _entry_wait_present(model: FunctionModel) -> bool:
    """Whether the function already starts with hard waits that together are at least the entry
    wait (the pass's own output, run again): then another one would change nothing but the text.
    Like llc, which folds its new entry wait into the waits already there."""
    need = entry_wait(model)
    have: dict[str, int] = {}
    for g in model.groups[0]:
        if g.role != "hard":
            break
        for c, n in g.waits.items():
            have[c] = min(have.get(c, n), n)
    return all(have.get(c, n + 1) <= n for c, n in need.items())
