"""Records of a block, made as the recognizer walks it, and the parts of blocks a search can see.

No backward search looks further than `keep` wait states, so the recognizer never needs all of
a block's records at once: it takes them one by one from `records`, and keeps, of what it has
processed, only the tail a search can reach (`tail_start`). A search that comes round a loop to
the end of a block not processed yet (or of the current one) sees the block's end as read:
`end_records`. Memory is then bounded by the window, not by the size of the largest block.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from mirpass.ir.hazard_records import ASM, UNCOUNTED, Rec, RecordBuilder
from mirpass.mir import Block, Instruction

# Lines are cut from a block's text this many characters at a time.
_CHUNK = 1 << 16
_AGPR0 = re.compile(r"\$agpr0(?![0-9])")  # a register overlapping AGPR0 starts with it


def tail_start(recs: list[Rec], keep: int) -> int:
    """Where the end of `recs` that a backward search with a window of at most `keep` wait states
    can reach begins: the search stops once `keep` wait states are counted."""
    ws = 0
    for i in range(len(recs) - 1, -1, -1):
        r = recs[i]
        if r.cls & UNCOUNTED:
            continue
        ws += r.ws
        if ws >= keep:
            return i
    return 0


def tail(recs: list[Rec], keep: int) -> list[Rec]:
    """`recs[tail_start(recs, keep):]` (`recs` itself when that is all of it)."""
    i = tail_start(recs, keep)
    return recs[i:] if i else recs


Source = tuple[str, int, int, int]


def text_source(block: Block) -> Source | None:
    """(text, start, stop, first line) of a block still in its source text: its item lines are
    text[start:stop], split at newlines. None once its items are Instructions."""
    return block.unread_span()


def names_inline_asm(source: Source) -> bool:
    """Whether the unread lines `source` (`text_source`) may hold an INLINEASM."""
    text, start, stop, _ = source
    return text.find("INLINEASM", start, stop) >= 0


def _lines(text: str, start: int, stop: int) -> Iterator[str]:
    """text[start:stop].split("\\n"), a chunk at a time."""
    pos = start
    while stop - pos > _CHUNK:
        cut = text.find("\n", pos + _CHUNK, stop)
        if cut < 0:
            break
        yield from text[pos:cut].split("\n")
        pos = cut + 1
    yield from text[pos:stop].split("\n")


def records(builder: RecordBuilder, block: Block) -> Iterator[Rec] | list[Rec]:
    """The records of `block` as read, in order (bundle members after their header). From a block
    still in its source text they come one at a time, each knowing its line's index (`idx`)."""
    source = text_source(block)
    if source is not None:
        text, start, stop, line = source
        return builder.records(_lines(text, start, stop), line)
    build = builder.build
    recs: list[Rec] = []
    append = recs.append
    asm = builder.asm
    for inst in block.instructions:
        rec = build(inst)
        if rec.cls & ASM and asm is not None:
            recs.extend(asm.expand_inst(rec, inst))
            continue
        append(rec)
        if inst.bundled is not None:
            for inner in inst.bundled:
                if isinstance(inner, Instruction):
                    member = build(inner)
                    member.top = False
                    append(member)
    return recs


def end_records(builder: RecordBuilder, block: Block, keep: int) -> tuple[list[Rec], bool]:
    """The end of `block` as read that a search with a window of at most `keep` can reach from
    the block's end, and whether that is the whole block."""
    source = text_source(block)
    if source is not None:
        return text_end_records(builder, source, keep)
    recs = records(builder, block)
    assert isinstance(recs, list)
    i = tail_start(recs, keep)
    return recs[i:], i == 0


def text_end_records(builder: RecordBuilder, source: Source, keep: int) -> tuple[list[Rec], bool]:
    """`end_records` of a block still in its source text (`text_source`), cut from its end."""
    text, start, stop, line = source
    k = text.count("\n", start, stop)  # the index of the last line
    # Records from the last line back, until `keep` wait states are counted.
    recs: list[Rec] = []
    append = recs.append
    line_record = builder.line_record
    asm = builder.asm
    pos = stop
    ws = 0
    while pos >= start and ws < keep:
        cut = text.rfind("\n", start, pos)
        if cut < start:
            cut = start - 1
        s = text[cut + 1 : pos]
        r = line_record(s, line + k, k)
        pos = cut
        if r is not None:
            if r.cls & ASM and asm is not None:
                for x in reversed(asm.expand_line(r, s, line + k, k)):
                    append(x)
                    if not x.cls & UNCOUNTED:
                        ws += x.ws
            else:  # (most lines: one record, no list)
                append(r)
                if not r.cls & UNCOUNTED:
                    ws += r.ws
        k -= 1
    recs.reverse()
    return recs, pos < start


def unread_indents(block: Block, lines: Iterable[int]) -> dict[int, int]:
    """The indent of each of `lines` (0-based item lines) of a block still in its source text."""
    source = text_source(block)
    assert source is not None
    text, start, stop, _ = source
    items = text[start:stop].split("\n")
    return {k: len(items[k]) - len(items[k].lstrip(" ")) for k in lines}


def uses_agpr0(block: Block) -> bool:
    """Whether an instruction of `block` names a register overlapping AGPR0 (outside comments)."""
    source = text_source(block)
    if source is None:
        return any(_inst_uses_agpr0(inst) for inst in block.instructions)
    text, start, stop, _ = source
    # From one occurrence of the name to the next: a pattern for the whole line would try every
    # line of a large block.
    at = text.find("$agpr0", start, stop)
    while at >= 0:
        line_start = max(text.rfind("\n", start, at) + 1, start)
        if not text[line_start:at].lstrip().startswith(";") and _AGPR0.match(text, at):
            return True
        at = text.find("$agpr0", at + 1, stop)
    return False


def _inst_uses_agpr0(inst: Instruction) -> bool:
    raw = inst.raw
    if raw is not None and "$agpr0" in raw and _AGPR0.search(raw):
        return True
    return any(isinstance(x, Instruction) and _inst_uses_agpr0(x) for x in inst.bundled or ())
