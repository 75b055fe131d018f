"""Opcode fact tables generated from LLVM 22 (see tools/isa/gen_isa_tables.py).

One gzip'd JSON file per CPU lives in ``mirpass/target/data``.  Each table maps
a MIR opcode name (as printed by llc, e.g. ``V_MFMA_F32_16X16X16F16_e64``) to
its facts; the file holds the opcodes the CPU encodes, and iterating a table or
testing membership (``in``) sees only those.  llc's MIR parser and its passes
take any opcode of the target on any CPU (V_MAC_F32_e32 on gfx1200, a real
encoding such as V_ADD_F32_e32_vi, a generic G_* opcode), with that CPU's
facts for it (MCInstrDesc is CPU-independent, latencies and register classes
are the CPU's): ``get`` and ``[]`` answer for those too, from
``opcodes_all.json.gz``, read only when a CPU's own table lacks an opcode.
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
    encodable: bool = True  # the CPU encodes it (llc lowers it to an MC opcode of the CPU)
    # an LDS or flat-family access whose data or result operand must be an AGPR (the *_agpr forms)
    agpr_access: bool = False
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
        # whether the CPU loads and stores AGPRs directly (gfx90a and later CDNA)
        self.loads_agprs: bool = raw.get("loads_agprs", False)
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
        """The facts of any opcode of the target on this CPU, encodable or not (None for a
        name that is no opcode)."""
        info = self._cache.get(name)
        if info is not None:
            return info
        row = self._raw.get(name)
        fields, flag_bits = self._fields, self._flag_bits
        if row is None:
            every = _every_opcode()
            row = every.row(name, self.cpu)
            if row is None:
                return None
            fields, flag_bits = every.fields, every.flag_bits
        info = self._cache[name] = _info(name, dict(zip(fields, row, strict=False)), flag_bits)
        return info

    def __getitem__(self, name: str) -> OpcodeInfo:
        info = self.get(name)
        if info is None:
            raise KeyError(name)
        return info

    def by_kind(self, kind: str) -> list[str]:
        k = self._fields.index("kind")
        return [n for n, row in self._raw.items() if row[k] == kind]


def _info(name: str, v: dict, flag_bits: list[str]) -> OpcodeInfo:
    """An opcode's facts from its row (`v`: field -> value)."""
    fl = v["flags"]
    bits = {k: bool(fl >> i & 1) for i, k in enumerate(flag_bits)}
    return OpcodeInfo(
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
        encodable=bits.get("encodable", True),
        agpr_access=bits.get("agpr_access", False),
    )


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
    """Whether mirpass has `cpu`'s facts for `opcode`: for every opcode of the target, as llc's
    MIR parser and passes take any (EXP_DONE on gfx942, V_MAC_F32_e32 on gfx1200)."""
    return load_opcode_table(cpu).get(opcode) is not None


def refusal(cpu: str, opcode: str) -> str | None:
    """Why llc 22 refuses `opcode` on `cpu` when it reads MIR, or None. Its MIR parser runs the
    machine verifier on every function it reads, and the verifier refuses an AGPR as the data or
    result of an LDS or flat-family access before gfx90a; the *_agpr forms take nothing else."""
    agpr_access, loads_agprs, _ = _refusals()
    if opcode in agpr_access and cpu not in loads_agprs:
        return "Invalid register class: agpr loads and stores not supported on this GPU"
    return None


def may_refuse(cpu: str, text: str) -> bool:
    """Whether `refusal` may refuse an opcode `text` names on `cpu` (if not, the text's opcodes
    need not be read): a string every refused opcode contains, from the generator."""
    _, loads_agprs, screen = _refusals()
    return cpu not in loads_agprs and screen in text


@functools.cache
def _refusals() -> tuple[frozenset[str], frozenset[str], str]:
    with gzip.open(DATA_DIR / "opcode_refusals.json.gz", "rb") as fh:
        raw = json.loads(fh.read())
    return frozenset(raw["agpr_access"]), frozenset(raw["loads_agprs"]), raw["screen"]


class _EveryOpcode:
    """Every opcode's facts on every CPU (`opcodes_all.json.gz`): one JSON line per opcode,
    `[name, row per CPU, latencies, rows...]`, parsed only for the opcodes asked for."""

    def __init__(self, text: bytes) -> None:
        end = text.index(b"\n")
        head = json.loads(text[:end])
        self.text = text
        self.fields: list[str] = head["fields"]
        self.flag_bits: list[str] = head["flag_bits"]
        self.cpus: list[str] = head["cpus"]
        self._latency = self.fields.index("latency")
        self._misses = 0
        self._index: dict[str, bytes] | None = None

    def _lines(self) -> dict[str, bytes]:
        return {line[2 : line.index(b'"', 2)].decode(): line for line in self.text.split(b"\n")[1:] if line}

    def names(self) -> list[str]:
        return list(self._lines())

    def _line(self, name: str) -> bytes | None:
        # A search of the text costs a few milliseconds; once many opcodes were asked for, an
        # index of all lines (some 100 ms) is the cheaper way.
        if self._index is None:
            self._misses += 1
            if self._misses <= 16:
                at = self.text.find(b'\n["' + name.encode() + b'",')
                return None if at < 0 else self.text[at + 1 : self.text.index(b"\n", at + 1)]
            self._index = self._lines()
        return self._index.get(name)

    def row(self, name: str, cpu: str) -> list | None:
        if cpu not in self.cpus or not name or '"' in name or "\\" in name:
            return None
        text = self._line(name)
        if text is None:
            return None
        line = json.loads(text)
        k = self.cpus.index(cpu)
        row = list(line[3 + int(line[1][k])])
        row[self._latency] = line[2][k]
        return row


def every_opcode_name() -> list[str]:
    """Every opcode of the target (what llc's MIR parser takes on any CPU), sorted."""
    return _every_opcode().names()


@functools.cache
def _every_opcode() -> _EveryOpcode:
    with gzip.open(DATA_DIR / "opcodes_all.json.gz", "rb") as fh:
        return _EveryOpcode(fh.read())


@functools.cache
def load_opcode_table(cpu: str) -> OpcodeTable:
    path = DATA_DIR / f"opcodes.{cpu}.json.gz"
    if not path.exists():
        raise ValueError(f"no opcode table for cpu {cpu!r}; have {available_cpus()}")
    with gzip.open(path, "rb") as fh:
        raw = json.loads(fh.read())
    return OpcodeTable(cpu, raw)
