"""MIR text: reading, the structured model, and writing."""

from mirpass.mir.errors import MIRError
from mirpass.mir.model import Block, Instruction, IRModule, MachineFunction, MIRFile
from mirpass.mir.operands import Operand
from mirpass.mir.reader import read
from mirpass.mir.writer import format_instruction, write

__all__ = [
    "Block",
    "Instruction",
    "IRModule",
    "MIRError",
    "MIRFile",
    "MachineFunction",
    "Operand",
    "format_instruction",
    "read",
    "write",
]
