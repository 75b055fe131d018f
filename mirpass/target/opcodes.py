"""Opcode fact tables generated from LLVM 22 (see tools/isa/gen_isa_tables.py).

One gzip'd JSON file per CPU lives in ``mirpass/target/data``.  Each table maps
a MIR opcode name (as printed by llc, e.g. ``V_MFMA_F32_16X16X16F16_e64``) to
its facts; only opcodes valid on that CPU are present.
"""

from __future__ import annotations

import functools
import gzip
import json
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path

DATA_DIR = Path(__file__).resolve().parent / "data"

KINDS = (
    "SALU",
    "VALU",
    "TRANS",
    "DOT",
    "MFMA",
    "SMFMAC",
    "WMMA",
    "SWMMAC",
    "SMEM",
    "VMEM",
    "DS",
    "GDS",
    "LDS_DMA",
    "ASYNC_TO_LDS",
    "TENSOR",
    "EXP",
    "BARRIER",
    "BRANCH",
    "CALL",
    "NOP",
    "WAIT",
    "META",
    "INLINEASM",
    "PSEUDO",
)


@dataclass(frozen=True)
class OpcodeInfo:
    name: str
    kind: str
    subkind: str | None
    segment: str | None
    may_load: bool
    may_store: bool
    is_branch: bool
    is_terminator: bool
    is_call: bool
    is_return: bool
    mfma_class: str | None
    xdl: bool
    passes: int | None
    passes_depend_on_format: bool
    operand_roles: Mapping[str, int]
    num_defs: int
    num_operands: int
    implicit_defs: tuple[str, ...]
    implicit_uses: tuple[str, ...]
    latency: int | None = None
    is_barrier: bool = False
    has_side_effects: bool = False
    is_pseudo: bool = False
    is_meta: bool = False
    is_convergent: bool = False
    has_op_sel: bool = False  # an op_sel operand: VOP3P, or VOP3 with VOP3_OPSEL
    is_compare: bool = False  # MCID::Compare
    is_vopc: bool = False  # the VOPC encoding flag (V_CMP*/V_CMPX*, e32 and e64 forms)
    is_dpp: bool = False
    is_sdwa: bool = False
    # An FP4/FP8 conversion with a destination byte select (LLVM's getFPDstSelType): a partial
    # write of its destination, always for FP4 and with op_sel[2] set for FP8.
    fp4_dst_sel: bool = False
    fp8_dst_sel: bool = False
    # per MIR operand: 'i' (immediate) or register bank + bits ('v128',
    # 'a512', 'av64', 'vs32', 's64', ...), '=N' suffix when tied to operand N
    operand_classes: tuple[str, ...] = ()

    def describe(self) -> dict:
        d = {k: getattr(self, k) for k in self.__dataclass_fields__}
        d["operand_roles"] = dict(self.operand_roles)
        d["implicit_defs"] = list(self.implicit_defs)
        d["implicit_uses"] = list(self.implicit_uses)
        d["operand_classes"] = list(self.operand_classes)
        return d


class OpcodeTable:
    """Lazily materialising view over one CPU's table."""

    def __init__(self, cpu: str, raw: dict):
        self.cpu = cpu
        self.llvm_version = raw.get("llvm")
        self._fields = raw["fields"]
        self._flag_bits = raw["flag_bits"]
        self._raw: dict[str, list] = raw["opcodes"]
        self._cache: dict[str, OpcodeInfo] = {}

    def __contains__(self, name: object) -> bool:
        return name in self._raw

    def __len__(self) -> int:
        return len(self._raw)

    def __iter__(self) -> Iterator[str]:
        return iter(self._raw)

    def names(self) -> list[str]:
        return list(self._raw)

    def get(self, name: str) -> OpcodeInfo | None:
        info = self._cache.get(name)
        if info is not None:
            return info
        row = self._raw.get(name)
        if row is None:
            return None
        v = dict(zip(self._fields, row, strict=False))
        fl = v["flags"]
        bits = {k: bool(fl >> i & 1) for i, k in enumerate(self._flag_bits)}
        info = OpcodeInfo(
            name=name,
            kind=v["kind"],
            subkind=v["subkind"],
            segment=v["segment"],
            may_load=bits["may_load"],
            may_store=bits["may_store"],
            is_branch=bits["is_branch"],
            is_terminator=bits["is_terminator"],
            is_call=bits["is_call"],
            is_return=bits["is_return"],
            mfma_class=v["mfma_class"],
            xdl=bits["xdl"],
            passes=v["passes"],
            passes_depend_on_format=bits["passes_depend_on_format"],
            operand_roles=_FrozenDict(v["roles"]),
            num_defs=v["num_defs"],
            num_operands=v["num_operands"],
            implicit_defs=tuple(v["idefs"]),
            implicit_uses=tuple(v["iuses"]),
            latency=v["latency"],
            is_barrier=bits["is_barrier"],
            has_side_effects=bits["has_side_effects"],
            is_pseudo=bits["is_pseudo"],
            is_meta=bits["is_meta"],
            is_convergent=bits["is_convergent"],
            has_op_sel=bits.get("has_op_sel", False),
            is_compare=bits.get("is_compare", False),
            is_vopc=bits.get("is_vopc", False),
            is_dpp=bits.get("is_dpp", False),
            is_sdwa=bits.get("is_sdwa", False),
            fp4_dst_sel=bits.get("fp4_dst_sel", False),
            fp8_dst_sel=bits.get("fp8_dst_sel", False),
            operand_classes=tuple(v.get("operands") or ()),
        )
        self._cache[name] = info
        return info

    def __getitem__(self, name: str) -> OpcodeInfo:
        info = self.get(name)
        if info is None:
            raise KeyError(name)
        return info

    def by_kind(self, kind: str) -> list[str]:
        k = self._fields.index("kind")
        return [n for n, row in self._raw.items() if row[k] == kind]


class _FrozenDict(dict):
    """dict that refuses mutation (keeps OpcodeInfo effectively immutable)."""

    def _ro(self, *a, **k):
        raise TypeError("operand_roles is read-only")

    __setitem__ = __delitem__ = clear = pop = popitem = setdefault = update = _ro

    def __hash__(self):  # type: ignore[override]
        return hash(tuple(sorted(self.items())))


@functools.cache
def available_cpus() -> list[str]:
    return sorted(p.name.split(".")[1] for p in DATA_DIR.glob("opcodes.*.json.gz"))


def has_facts(cpu: str, opcode: str) -> bool:
    """Whether `cpu`'s table has `opcode`, or else another CPU's: llc's MIR parser takes any
    AMDGPU instruction (EXP_DONE on gfx942, say), and the passes then take its facts from
    another table. The other tables are only loaded for an opcode the CPU's own lacks."""
    if opcode in load_opcode_table(cpu):
        return True
    return any(opcode in load_opcode_table(other) for other in available_cpus() if other != cpu)


@functools.cache
def load_opcode_table(cpu: str) -> OpcodeTable:
    path = DATA_DIR / f"opcodes.{cpu}.json.gz"
    if not path.exists():
        raise ValueError(f"no opcode table for cpu {cpu!r}; have {available_cpus()}")
    with gzip.open(path, "rb") as fh:
        raw = json.loads(fh.read())
    return OpcodeTable(cpu, raw)
