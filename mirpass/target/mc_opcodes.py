"""MC (real, encoding-specific) opcode -> MIR (pseudo) opcode names, generated from LLVM 22's
``getMCOpcode`` by tools/isa/gen_mc_map.py.

``llvm-mc -show-inst`` names instructions by their real opcode (``S_NOP_vi``,
``V_MFMA_F32_16X16X16F16_gfx940_vcd``); the opcode tables use the pseudo names llc prints in MIR
(``S_NOP``, ``V_MFMA_F32_16X16X16F16_vgprcd_e64``).  Where several pseudos lower to one real
opcode, :meth:`McOpcodeMap.pick` chooses with the generator's rule (see its docstring): a tied
form (``_mac``, ``_twoaddr``) when the instruction's tied operands are the same register, else
the first candidate, which the generator ordered by table presence and operand classes.
"""

from __future__ import annotations

import functools
import gzip
import json
from collections.abc import Sequence
from pathlib import Path

from mirpass.target.opcodes import load_opcode_table

_DATA = Path(__file__).resolve().parent / "data"


class McOpcodeMap:
    """One CPU's inverse of the pseudo -> real lowering."""

    def __init__(self, cpu: str, rows: dict[str, list[str]], tied: dict[str, list[list[int]]]) -> None:
        self.cpu = cpu
        self._rows = rows
        self._tied = tied
        self._table = load_opcode_table(cpu)

    def __contains__(self, mc_name: object) -> bool:
        return mc_name in self._rows

    def candidates(self, mc_name: str) -> tuple[str, ...]:
        """Every MIR opcode that lowers to `mc_name` on this CPU, preferred first."""
        return tuple(self._rows.get(mc_name, ()))

    def tied_pairs(self, mir_name: str) -> tuple[tuple[int, int], ...]:
        """(operand, operand it is tied to) pairs of a candidate in an ambiguous group."""
        return tuple((a, b) for a, b in self._tied.get(mir_name, ()))

    def pick(self, mc_name: str, operands: Sequence[object]) -> str | None:
        """The MIR opcode for an MC instruction with these operand values (registers as names,
        immediates as ints), or None when no pseudo lowers to it on this CPU."""
        cands = self._rows.get(mc_name)
        if not cands:
            return None
        if len(cands) == 1:
            return cands[0]
        known = [c for c in cands if c in self._table] or cands
        untied = []
        for name in known:
            pairs = self.tied_pairs(name)
            if not pairs:
                untied.append(name)
            elif all(
                a < len(operands) and b < len(operands) and operands[a] == operands[b] for a, b in pairs
            ):
                return name
        return untied[0] if untied else known[0]


def available_cpus() -> list[str]:
    return sorted(p.name.split(".")[1] for p in _DATA.glob("mc_opcodes.*.json.gz"))


@functools.cache
def load_mc_map(cpu: str) -> McOpcodeMap:
    path = _DATA / f"mc_opcodes.{cpu}.json.gz"
    if "/" in cpu or not path.is_file():
        raise ValueError(f"no MC opcode map for cpu {cpu!r}; have {available_cpus()}")
    with gzip.open(path, "rb") as fh:
        raw = json.loads(fh.read())
    return McOpcodeMap(cpu, raw["rows"], raw["tied"])
