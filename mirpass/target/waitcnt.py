"""Wait-count immediates: LLVM 22's numbers and the newer symbolic spelling.

gfx9 `S_WAITCNT` packs three counters into simm16: vmcnt in bits 3:0 (low) and 15:14 (high),
expcnt in 6:4 and lgkmcnt in 11:8. gfx12's combined waits pack two: `S_WAIT_LOADCNT_DSCNT`
and `S_WAIT_STORECNT_DSCNT` put the memory counter in 13:8 and dscnt in 5:0. The single-counter
gfx12 waits (`S_WAIT_LOADCNT 3`) take the count itself.

The symbolic spelling names the counters that wait, `.Vmcnt_0_Lgkmcnt_1`; a counter it leaves
out does not wait (its field holds the maximum).
"""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True)
class Field:
    counter: str
    # (shift, width) pieces from least to most significant bits of the count
    pieces: tuple[tuple[int, int], ...]

    @property
    def max(self) -> int:
        return (1 << sum(w for _, w in self.pieces)) - 1


GFX9_WAITCNT = (
    Field("vmcnt", ((0, 4), (14, 2))),
    Field("expcnt", ((4, 3),)),
    Field("lgkmcnt", ((8, 4),)),
)
# gfx11 moved the fields: expcnt in 2:0, lgkmcnt in 9:4, vmcnt in 15:10.
GFX11_WAITCNT = (
    Field("vmcnt", ((10, 6),)),
    Field("expcnt", ((0, 3),)),
    Field("lgkmcnt", ((4, 6),)),
)
GFX12_LOADCNT_DSCNT = (Field("loadcnt", ((8, 6),)), Field("dscnt", ((0, 6),)))
GFX12_STORECNT_DSCNT = (Field("storecnt", ((8, 6),)), Field("dscnt", ((0, 6),)))

# S_WAITCNT_DEPCTR's fields (gfx10 on; AMDGPU::DepCtr, checked with llvm-mc 22), in the order
# LLVM main prints them symbolically. The default (nothing waits) is 0xFF9F: bits 5-6 are clear.
DEPCTR_FIELDS = (
    Field("va_vdst", ((12, 4),)),
    Field("va_sdst", ((9, 3),)),
    Field("va_ssrc", ((8, 1),)),
    Field("hold_cnt", ((7, 1),)),
    Field("vm_vsrc", ((2, 3),)),
    Field("va_vcc", ((1, 1),)),
    Field("sa_sdst", ((0, 1),)),
)

PACKED_LAYOUTS: dict[str, tuple[Field, ...]] = {
    "S_WAITCNT": GFX9_WAITCNT,
    "S_WAIT_LOADCNT_DSCNT": GFX12_LOADCNT_DSCNT,
    "S_WAIT_STORECNT_DSCNT": GFX12_STORECNT_DSCNT,
}


# gfx12's single-counter waits, in the order llc emits them after a combined wait.
GFX12_SINGLE_WAITS: dict[str, str] = {
    "loadcnt": "S_WAIT_LOADCNT",
    "storecnt": "S_WAIT_STORECNT",
    "dscnt": "S_WAIT_DSCNT",
    "expcnt": "S_WAIT_EXPCNT",
    "samplecnt": "S_WAIT_SAMPLECNT",
    "bvhcnt": "S_WAIT_BVHCNT",
    "kmcnt": "S_WAIT_KMCNT",
    "xcnt": "S_WAIT_XCNT",
    "tensorcnt": "S_WAIT_TENSORCNT",
    "asynccnt": "S_WAIT_ASYNCCNT",
}
# Every gfx12 wait opcode, with the counters it waits on.
GFX12_WAIT_COUNTERS: dict[str, tuple[str, ...]] = {
    **{opcode: (counter,) for counter, opcode in GFX12_SINGLE_WAITS.items()},
    "S_WAIT_LOADCNT_DSCNT": tuple(f.counter for f in GFX12_LOADCNT_DSCNT),
    "S_WAIT_STORECNT_DSCNT": tuple(f.counter for f in GFX12_STORECNT_DSCNT),
}


def is_counter_wait(opcode: str) -> bool:
    """Whether `opcode` waits on event counters (`S_WAITCNT`, gfx12's `S_WAIT_*CNT`, their soft
    forms): not `S_WAITCNT_DEPCTR`, `S_WAIT_IDLE` or `S_WAITCNT_lds_direct`, which the tables
    also give the WAIT kind."""
    base = opcode.removesuffix("_soft")
    return base in PACKED_LAYOUTS or base in GFX12_WAIT_COUNTERS


def layout_of(opcode: str, generation: str = "gfx9") -> tuple[Field, ...] | None:
    base = opcode.removesuffix("_soft")
    if generation == "gfx11" and base == "S_WAITCNT":
        return GFX11_WAITCNT
    return PACKED_LAYOUTS.get(base)


def encode(fields: tuple[Field, ...], counts: dict[str, int]) -> int:
    """Pack counts; counters not named are set to their maximum (no wait)."""
    value = 0
    for f in fields:
        count = counts.get(f.counter, f.max)
        if not 0 <= count <= f.max:
            raise ValueError(f"{f.counter} {count} is out of range 0..{f.max}")
        for shift, width in f.pieces:
            value |= (count & ((1 << width) - 1)) << shift
            count >>= width
    return value


def decode(fields: tuple[Field, ...], value: int) -> dict[str, int]:
    counts: dict[str, int] = {}
    for f in fields:
        count = 0
        done = 0
        for shift, width in f.pieces:
            count |= ((value >> shift) & ((1 << width) - 1)) << done
            done += width
        counts[f.counter] = count
    return counts


_SYMBOLIC_PART = re.compile(r"([A-Za-z]+)_(\d+)")


def parse_symbolic(text: str) -> dict[str, int]:
    """`.Vmcnt_0_Lgkmcnt_1` -> {"vmcnt": 0, "lgkmcnt": 1}; `.AllOff` (nothing waits) -> {}."""
    if not text.startswith("."):
        raise ValueError(f"'{text}' is not a symbolic wait count")
    body = text[1:]
    if body == "AllOff":
        return {}
    counts: dict[str, int] = {}
    pos = 0
    while pos < len(body):
        m = _SYMBOLIC_PART.match(body, pos)
        if m is None:
            raise ValueError(f"malformed symbolic wait count '{text}'")
        counts[m.group(1).lower()] = int(m.group(2))
        pos = m.end()
        if pos < len(body):
            if body[pos] != "_":
                raise ValueError(f"malformed symbolic wait count '{text}'")
            pos += 1
    return counts


def symbolic_to_number(opcode: str, text: str, generation: str = "gfx9") -> int:
    """The LLVM 22 immediate for a symbolic wait operand of `opcode`."""
    counts = parse_symbolic(text)
    fields = _symbolic_layout(opcode, generation)
    if fields is None:
        if not is_counter_wait(opcode):
            raise ValueError(f"{opcode} takes no symbolic wait count")
        if len(counts) != 1:
            raise ValueError(f"{opcode} takes a single count, not '{text}'")
        return next(iter(counts.values()))
    counts = {_field_name(fields, c): n for c, n in counts.items()}
    known = {f.counter for f in fields}
    unknown = sorted(set(counts) - known)
    if unknown:
        raise ValueError(f"{opcode} has no counter {', '.join(unknown)}")
    return encode(fields, counts)


_SYMBOLIC_WAIT = re.compile(r"\b(S_WAIT[A-Z_]*?(?:CNT)?(?:_DSCNT)?(?:_soft)?) (\.[A-Za-z][A-Za-z0-9_]*)")


def to_llvm22_waits(line: str, generation: str = "gfx9") -> str:
    """Rewrite symbolic wait operands in `line` into LLVM 22's numbers (gfx11 packs `S_WAITCNT`
    differently, so the numbers depend on `generation`)."""
    if "S_WAIT" not in line or " ." not in line:
        return line

    def number(m: re.Match[str]) -> str:
        if not is_counter_wait(m.group(1)) and m.group(1) != "S_WAITCNT_DEPCTR":
            raise ValueError(f"no number is known for {m.group(1)} {m.group(2)}")
        return f"{m.group(1)} {symbolic_to_number(m.group(1), m.group(2), generation)}"

    return _SYMBOLIC_WAIT.sub(number, line)


# The waits LLVM main's MIR printer spells symbolically (PRs 193895, 197075, 200059).
_NUMERIC_WAIT = re.compile(r"\b(S_WAITCNT(?:_soft)?|S_WAIT_LOADCNT_DSCNT|S_WAITCNT_DEPCTR) (-?\d+)\b")


def _symbolic_layout(opcode: str, generation: str) -> tuple[Field, ...] | None:
    if opcode == "S_WAITCNT_DEPCTR":
        return DEPCTR_FIELDS
    return layout_of(opcode, generation)


def _field_name(fields: tuple[Field, ...], spelled: str) -> str:
    """The field of `fields` a symbolic part names (`vavdst` -> `va_vdst`), else `spelled`."""
    return next((f.counter for f in fields if f.counter.replace("_", "") == spelled), spelled)


def _camel(name: str) -> str:
    return "".join(part.capitalize() for part in name.split("_"))


def to_symbolic(opcode: str, value: int, generation: str = "gfx9") -> str | None:
    """LLVM main's spelling of a packed wait's immediate: the fields that wait, in the layout's
    order (`.Vmcnt_0_Lgkmcnt_1`, `.VaVdst_0_VmVsrc_0`), or `.AllOff` when none does; None for an
    immediate that sets bits outside the fields (it keeps its number)."""
    fields = _symbolic_layout(opcode, generation)
    if fields is None:
        raise ValueError(f"{opcode} has no symbolic spelling")
    counts = decode(fields, value)
    if value < 0 or value >= 1 << 16 or encode(fields, counts) != value:
        return None
    parts = [f"{_camel(f.counter)}_{counts[f.counter]}" for f in fields if counts[f.counter] < f.max]
    return "." + ("_".join(parts) if parts else "AllOff")


def to_symbolic_waits(line: str, generation: str = "gfx9") -> str:
    """`line` with the numeric operands of the waits LLVM main prints symbolically rewritten."""
    if "S_WAIT" not in line:
        return line

    def spelled(m: re.Match[str]) -> str:
        if m.group(1) == "S_WAITCNT_DEPCTR" and generation == "gfx9":
            return m.group(0)  # (no such instruction before gfx10)
        text = to_symbolic(m.group(1), int(m.group(2)), generation)
        return m.group(0) if text is None else f"{m.group(1)} {text}"

    return _NUMERIC_WAIT.sub(spelled, line)


def symbolic_wait_problem(line: str, generation: str | None = None) -> tuple[int, str] | None:
    """(0-based column, message) of the first symbolic wait operand in the code of `line` (not
    its comment) that is malformed or names a field its opcode lacks, or (with `generation`)
    holds a count beyond its counter's range there; None when all are well formed."""
    code = line.split(";", 1)[0]
    if "S_WAIT" not in code or " ." not in code:
        return None
    for m in _SYMBOLIC_WAIT.finditer(code):
        opcode = m.group(1)
        if not is_counter_wait(opcode) and opcode != "S_WAITCNT_DEPCTR":
            continue
        try:  # without a CPU, gfx11's layout: its fields are the widest of S_WAITCNT's
            symbolic_to_number(opcode, m.group(2), generation or "gfx11")
        except ValueError as err:
            return m.start(2), f"invalid wait count '{m.group(2)}': {err}"
    return None


_SINGLE_WAIT = re.compile(r"S_WAIT_([A-Z]+CNT)(?:_soft)?")


def raw_wait_counts(opcode: str, value: int | str, generation: str = "gfx9") -> dict[str, int]:
    """Every count a wait instruction's operand (a number, or LLVM main's symbolic text) holds,
    those at their counter's maximum included, as LLVM's wait merging reads them; a negative
    single count is none (LLVM reads it unsigned, above any maximum)."""
    base = opcode.removesuffix("_soft")
    if isinstance(value, str):
        value = symbolic_to_number(base, value, generation)
    fields = layout_of(base, generation)
    if fields is not None:
        return decode(fields, value)
    counters = GFX12_WAIT_COUNTERS.get(base, ())
    return {counters[0]: value} if len(counters) == 1 and value >= 0 else {}


def wait_counts(opcode: str, immediate: int, generation: str = "gfx9") -> dict[str, int] | None:
    """The counts a wait instruction waits for, or None if `opcode` is not a count wait.

    Counters at their maximum do not wait and are left out."""
    fields = layout_of(opcode, generation)
    if fields is not None:
        decoded = decode(fields, immediate)
        return {f.counter: decoded[f.counter] for f in fields if decoded[f.counter] < f.max}
    m = _SINGLE_WAIT.fullmatch(opcode)
    if m is None:
        return None
    if immediate < 0:  # LLVM reads the count unsigned: far above any counter's maximum
        return {}
    return {m.group(1).lower(): immediate}
