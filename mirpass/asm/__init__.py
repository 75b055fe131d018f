"""AMDGPU assembly (`.s`) in and out, decoded by LLVM 22's own assembler parser (llvm-mc)."""

from mirpass.asm.model import AsmBlock, AsmFile, AsmFunction, AsmInstruction
from mirpass.asm.reader import read_asm, read_asm_file
from mirpass.asm.writer import insert_before, to_bytes, to_text

__all__ = [
    "AsmBlock",
    "AsmFile",
    "AsmFunction",
    "AsmInstruction",
    "insert_before",
    "read_asm",
    "read_asm_file",
    "to_bytes",
    "to_text",
]
