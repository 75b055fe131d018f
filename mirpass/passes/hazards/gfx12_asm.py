"""Inline asm as the gfx12 fixes see it by default: the instructions inside, at their positions.

llc 22's gfx12 searches look at an INLINEASM only as itself (never a producer, never counted).
By default mirpass puts the asm's decoded instructions (mirpass.ir.inline_asm) in its place in
every block view, so each is a producer for what follows and a consumer of what came before.
A fix can only go outside the string: before the INLINEASM when the instruction that needs it
is the asm's first, or when its producer lies outside the asm (a V_NOP or wait before the asm
also stands between that producer and the consumer); otherwise the asm's own text does not
cover a hazard of its own, and a warning names the line. Empty asm is a meta instruction
(nothing runs); asm that does not decode keeps llc 22's view, with a warning.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from mirpass.ir.inline_asm import InlineAsmDecoder
from mirpass.mir import Instruction, MachineFunction

# asm goto (INLINEASM_BR) is control flow: it keeps llc's view, as on gfx9
ASM_OPCODES = ("INLINEASM",)

# Fixes that look at no producer: before an asm's later instruction, what the asm runs ahead of
# it sits between the fix and its consumer, so a fix before the asm would not be the same.
UNSEARCHED_RULES = frozenset({"getreg-wait-idle", "setreg-mode", "ds-async-barrier"})


@dataclass(frozen=True)
class Place:
    """Where a decoded instruction sits: its INLINEASM, its position, how many the asm holds."""

    asm: Instruction
    pos: int
    count: int


class Gfx12Asm:
    """The decoded instructions of a function's INLINEASMs, for the gfx12 recognizer."""

    def __init__(self, cpu: str) -> None:
        self.decoder = InlineAsmDecoder(cpu)
        self.places: dict[int, Place] = {}  # id(decoded instruction) -> its place
        self._inner: dict[int, list[Instruction]] = {}  # id(INLINEASM) -> what stands for it

    def prepare(self, functions: Iterable[MachineFunction], filename: str) -> None:
        self.decoder.filename = filename
        self.decoder.prefetch(functions)

    def reset(self) -> None:
        """Forget the decoded instructions (one function's are not another's)."""
        self.places = {}
        self._inner = {}

    def expand(self, insts: list[Instruction]) -> list[Instruction]:
        """`insts` with each INLINEASM that decodes replaced by its instructions."""
        if not any(i.opcode in ASM_OPCODES for i in insts):
            return insts
        out: list[Instruction] = []
        for inst in insts:
            out.extend(self.inner(inst) if inst.opcode in ASM_OPCODES else (inst,))
        return out

    def inner(self, asm: Instruction) -> list[Instruction]:
        """What stands for `asm` in a block view: its instructions, a KILL for empty asm (a meta
        instruction: not counted, not emitted, but padded before as llc pads every instruction),
        or the INLINEASM itself when the asm does not decode."""
        got = self._inner.get(id(asm))
        if got is not None:
            return got
        decoded = self.decoder.decode(asm)
        if decoded.problem is not None:
            self.decoder.warn(asm, f"inline asm kept as llc 22 sees it: {decoded.problem}")
            got = [asm]
        else:
            got = list(decoded.instructions) or [Instruction.create("KILL", [])]
            for pos, i in enumerate(got):
                i.line = asm.line
                self.places[id(i)] = Place(asm, pos, len(got))
        self._inner[id(asm)] = got
        return got

    def place(self, inst: Instruction) -> Place | None:
        return self.places.get(id(inst))

    def earlier(self, place: Place) -> set[int]:
        """The ids of the instructions of `place`'s asm before it."""
        return {id(i) for i in self._inner[id(place.asm)][: place.pos]}

    def warn_inside(self, inst: Instruction, place: Place, rule: str, fix: str) -> None:
        self.decoder.warn(
            place.asm,
            f"hazard inside inline asm: {inst.opcode} (instruction {place.pos + 1} of the asm) needs"
            f" {fix} ({rule}) where only the asm's own text could put it (its producer, or the"
            " fix's place, is inside the asm); mirpass cannot insert into the asm string",
        )
