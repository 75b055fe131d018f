"""The assembly model: a file is its lines; instruction lines carry what llvm-mc decoded.

Nothing here re-spells the source: `AsmFile.lines` are the original lines with their endings,
and lines inserted by a pass are kept apart (`AsmFile.inserted`) until the file is written.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from mirpass.asm.mc import McInstruction, McOperand


@dataclass(slots=True)
class AsmInstruction:
    index: int  # position among the file's instructions
    line: int | None  # 0-based line in the file, None when a macro or .rept expanded it
    col: int  # 1-based column of the mnemonic
    mc: McInstruction
    opcode: str | None  # the MIR opcode (None: no pseudo lowers to mc.opcode on this CPU)
    candidates: tuple[str, ...]  # every MIR opcode that lowers to mc.opcode

    @property
    def mc_opcode(self) -> str:
        return self.mc.opcode

    @property
    def operands(self) -> tuple[McOperand, ...]:
        return self.mc.operands

    def label_operands(self) -> list[str]:
        return [str(op.value) for op in self.mc.operands if op.kind == "expr"]


@dataclass
class AsmBlock:
    name: str  # its label, else llc's `; %bb.N:` comment name, else `<line N>`
    label: str | None
    line: int  # 0-based line where the block starts
    instructions: list[AsmInstruction] = field(default_factory=list)
    successors: list[str] = field(default_factory=list)  # block names, branch target first
    exit: str | None = None  # "return", "endpgm" or "indirect" when control leaves the function
    calls: list[str] = field(default_factory=list)  # call instructions' targets, if named


@dataclass
class AsmFunction:
    name: str
    line: int  # the line of its label
    end_line: int  # one past its last line
    blocks: list[AsmBlock] = field(default_factory=list)
    is_kernel: bool = False  # described by an `.amdhsa_kernel NAME` block
    occupancy: int | None = None  # llc's final `; Occupancy: N` comment after the function

    def block(self, name: str) -> AsmBlock:
        for b in self.blocks:
            if b.name == name:
                return b
        raise KeyError(name)

    def edges(self) -> list[tuple[str, str]]:
        return [(b.name, s) for b in self.blocks for s in b.successors]


@dataclass
class AsmFile:
    filename: str
    lines: list[str]  # the original lines, each with its line ending
    cpu: str
    mattr: tuple[str, ...]
    cpu_from_directive: bool
    instructions: list[AsmInstruction]
    functions: list[AsmFunction]
    inserted: dict[int, list[str]] = field(default_factory=dict)  # line -> lines put before it
    removed: set[int] = field(default_factory=set)  # lines taken out (waits --rebuild-waits strips)
    replaced: dict[int, str] = field(default_factory=dict)  # line -> its text with an operand edited

    def unmapped(self) -> list[AsmInstruction]:
        """Instructions whose MC opcode no MIR opcode of this CPU lowers to."""
        return [i for i in self.instructions if i.opcode is None]
