"""Build one MIR instruction for any opcode from its operand classes in the opcode tables, for
differential tests that put every opcode of a kind through llc and mirpass."""

from __future__ import annotations

import re

from mirpass.target.opcodes import OpcodeInfo

BANKS = {"v": "vgpr", "vs": "vgpr", "av": "vgpr", "a": "agpr", "s": "sgpr"}


def register(cls: str, base: int) -> str | None:
    """A register of operand class `cls` (`v64`, `s128`, ...) starting at `base`."""
    m = re.fullmatch(r"([a-z]+)(\d+)", cls)
    if m is None or m.group(1) not in BANKS or int(m.group(2)) % 32:
        return None
    bank, count = BANKS[m.group(1)], int(m.group(2)) // 32
    if bank == "sgpr" and count > 1:
        base -= base % min(count, 4)  # SGPR tuples are aligned
    return "$" + "_".join(f"{bank}{base + k}" for k in range(count))


def instruction(
    name: str, info: OpcodeInfo, immediates: dict[int, str] | None = None, first_base: int = 0
) -> tuple[str, list[str]] | None:
    """`(text, operands)`: the instruction with its implicit operands, registers counted up from
    `first_base` for the defs and from 40 for the rest; None if a class cannot be built."""
    ops: list[str] = []
    base = 40
    for k, cls in enumerate(info.operand_classes):
        kind, _, tied = cls.partition("=")
        if tied:
            ops.append(ops[int(tied)])
        elif kind == "i":
            ops.append((immediates or {}).get(k, "0"))
        else:
            reg = register(kind, first_base if k < info.num_defs else base)
            if reg is None:
                return None
            ops.append(reg)
            if k >= info.num_defs:
                base += 8
    implicit = [f"implicit-def ${r}" for r in info.implicit_defs] + [
        f"implicit ${r}" for r in info.implicit_uses
    ]
    defs, uses = ops[: info.num_defs], ops[info.num_defs :]
    head = f"{', '.join(defs)} = " if defs else ""
    return f"{head}{name} {', '.join(uses + implicit)}".rstrip(), ops
