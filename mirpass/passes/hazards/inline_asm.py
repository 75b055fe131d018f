"""Inline asm as the recognizer sees it by default: the instructions inside, at their positions.

An INLINEASM whose text decodes (mirpass.ir.inline_asm) is replaced, in the record stream, by
one record per instruction it holds; each counts its own wait states (`s_nop N` counts N+1), is
checked as a consumer and indexed as a producer. NOPs can only go before the INLINEASM: the
first record of an asm is the INLINEASM for `_place`; a later one (`asm_pos > 0`) short of
wait states is fixed by NOPs before the asm when its producer is outside the asm, and reported
as a warning naming the line when the producer is inside it (the asm's own text does not cover
the hazard, and mirpass cannot insert into the string). Empty asm (a register pin, a comment)
is a meta instruction's record: nothing. Asm that does not decode keeps llc 22's record, with a warning.
"""

from __future__ import annotations

import weakref

from mirpass.ir.hazard_records import Rec, RecordBuilder
from mirpass.ir.inline_asm import Decoded, InlineAsmDecoder
from mirpass.mir import Instruction

_FIELDS = tuple(s for s in Rec.__slots__)


class AsmRec(Rec):
    """A record of an instruction inside an INLINEASM."""

    __slots__ = ("asm_pos",)  # its position in the asm (0 = first)

    def at(self, line: int, idx: int) -> AsmRec:
        r = _copy(self)
        r.line = line
        r.idx = idx
        r.inst = None
        return r


def _copy(r: Rec) -> AsmRec:
    out = object.__new__(AsmRec)
    for name in _FIELDS:
        setattr(out, name, getattr(r, name))
    out.asm_pos = getattr(r, "asm_pos", 0)
    return out


def asm_position(rec: Rec) -> int:
    """The position of `rec` inside its inline asm (0 for an ordinary record)."""
    return rec.asm_pos if isinstance(rec, AsmRec) else 0


class AsmExpander:
    """Makes the records of INLINEASM instructions, for one RecordBuilder."""

    def __init__(self, builder: RecordBuilder, cpu: str) -> None:
        # A weak reference: the builder holds this expander, and a cycle would leave the
        # builder's record caches (hundreds of thousands of objects) to the cyclic collector,
        # whose first run after the pass cost as much as a tenth of it at 100k instructions.
        self.builder = weakref.proxy(builder)
        self.decoder = InlineAsmDecoder(cpu)
        # line text -> inner prototypes, or why the asm is not modeled
        self.protos: dict[str, list[AsmRec] | str] = {}

    def _inner(self, asm: Instruction, decoded: Decoded) -> list[AsmRec]:
        if not decoded.instructions:
            # Nothing runs; the INLINEASM stays an instruction of the block as a meta one is
            # (-amdgpu-snop-padding pads before it, as llc does before every instruction).
            r = _copy(self.builder.build(Instruction.create("KILL", [])))
            r.asm_pos = 0
            return [r]
        recs: list[AsmRec] = []
        for pos, inner in enumerate(decoded.instructions):
            r = _copy(self.builder.build(inner))
            r.asm_pos = pos
            recs.append(r)
        return recs

    def _decode(self, asm: Instruction) -> list[AsmRec] | str:
        decoded = self.decoder.decode(asm)
        if decoded.problem is not None:
            return decoded.problem
        return self._inner(asm, decoded)

    def _unmodeled(self, asm: Instruction | int, problem: str) -> None:
        self.decoder.warn(asm, f"inline asm kept as llc 22 sees it: {problem}")

    def expand_inst(self, rec: Rec, asm: Instruction) -> list[Rec]:
        """The records that stand for INLINEASM `asm` (whose llc record is `rec`)."""
        inner = self._decode(asm)
        if isinstance(inner, str):
            self._unmodeled(asm, inner)
            return [rec]
        for r in inner:
            r.inst = asm
            r.line = asm.line
        return inner  # type: ignore[return-value]

    def expand_line(self, rec: Rec, text: str, line: int, idx: int) -> list[Rec]:
        """`expand_inst` for the INLINEASM at item line `text` (source line `line`, item `idx`)."""
        protos = self.protos.get(text)
        if protos is None:
            protos = self.protos[text] = self._decode(Instruction(text, line))
        if isinstance(protos, str):
            self._unmodeled(line, protos)
            return [rec]
        return [p.at(line, idx) for p in protos]
