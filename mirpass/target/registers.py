"""AMDGPU physical register names in LLVM 22's tuple spelling and the newer compact one.

LLVM 22 names a tuple by its members, `$sgpr0_sgpr1_sgpr2_sgpr3`; newer LLVM names it by its
first register and width in bits, `$sgpr0_128`. Both name the same registers.
"""

from __future__ import annotations

import re

TUPLE_PREFIXES = ("sgpr", "vgpr", "agpr", "ttmp")
_COMPACT = re.compile(r"\$(sgpr|vgpr|agpr|ttmp)(\d+)_(\d+)\b")


def compact_to_tuple(prefix: str, first: int, bits: int) -> str | None:
    """`("sgpr", 0, 128)` -> `"$sgpr0_sgpr1_sgpr2_sgpr3"`; None if `bits` is not a tuple width."""
    if bits < 64 or bits % 32:
        return None
    count = bits // 32
    return "$" + "_".join(f"{prefix}{first + k}" for k in range(count))


def _expand(m: re.Match[str]) -> str:
    name = compact_to_tuple(m.group(1), int(m.group(2)), int(m.group(3)))
    return name if name is not None else m.group(0)


def to_llvm22_registers(line: str) -> str:
    """Rewrite every compact tuple name in `line` into LLVM 22's spelling."""
    if "_" not in line:
        return line
    return _COMPACT.sub(_expand, line)
