"""Build one MIR instruction for any opcode from its operand classes in the opcode tables, for
differential tests that put every opcode of a kind through llc and mirpass."""

from __future__ import annotations

import re

from mirpass.target.opcodes import OpcodeInfo

BANKS = {"v": "vgpr", "vs": "vgpr", "av": "vgpr", "a": "agpr", "s": "sgpr"}


def register(cls: str, base: int, banks: dict[str, str] | None = None) -> str | None:
    """A register of operand class `cls` (`v64`, `s128`, ...) starting at `base`; `banks`
    overrides the register file of a class prefix (e.g. `{"av": "agpr"}`)."""
    m = re.fullmatch(r"([a-z]+)(\d+)", cls)
    if m is None or m.group(1) not in BANKS or int(m.group(2)) % 32:
        return None
    bank, count = (banks or {}).get(m.group(1), BANKS[m.group(1)]), int(m.group(2)) // 32
    if bank == "sgpr" and count > 1:
        base -= base % min(count, 4)  # SGPR tuples are aligned
    return "$" + "_".join(f"{bank}{base + k}" for k in range(count))


def instruction(
    name: str,
    info: OpcodeInfo,
    immediates: dict[int, str] | None = None,
    first_base: int = 0,
    *,
    use_base: int = 40,
    banks: dict[str, str] | None = None,
    bases: dict[int, int] | None = None,
) -> tuple[str, list[str]] | None:
    """`(text, operands)`: the instruction with its implicit operands, registers counted up from
    `first_base` for the defs and from `use_base` (8 apart) for the rest, SGPRs from 40 whatever
    `use_base` is; `banks` overrides the register file of a class prefix (`{"av": "agpr"}`),
    `bases` the first register of an operand (by number); `immediates` (by operand number) may
    stand in for a register use too. None if a class cannot be built."""
    ops: list[str] = []
    step = 0
    for k, cls in enumerate(info.operand_classes):
        kind, _, tied = cls.partition("=")
        if tied:
            ops.append(ops[int(tied)])
        elif kind == "i" or (k >= info.num_defs and k in (immediates or {})):
            ops.append((immediates or {}).get(k, "0"))
        else:
            if k < info.num_defs:
                base = first_base
            else:
                prefix = kind.rstrip("0123456789")
                sgpr = (banks or {}).get(prefix, BANKS.get(prefix)) == "sgpr"
                base = (40 if sgpr else use_base) + 8 * step
            if bases and k in bases:
                base = bases[k]
            reg = register(kind, base, banks)
            if reg is None:
                return None
            ops.append(reg)
            if k >= info.num_defs:
                step += 1
    implicit = [f"implicit-def ${r}" for r in info.implicit_defs] + [
        f"implicit ${r}" for r in info.implicit_uses
    ]
    defs, uses = ops[: info.num_defs], ops[info.num_defs :]
    head = f"{', '.join(defs)} = " if defs else ""
    return f"{head}{name} {', '.join(uses + implicit)}".rstrip(), ops
