"""AMDGPU physical registers: names in both spellings, and the register units they cover.

LLVM 22 names a tuple by its members, `$sgpr0_sgpr1_sgpr2_sgpr3`; newer LLVM names it by its
first register and width in bits, `$sgpr0_128`. Both name the same registers.

A register unit here is one 32-bit register (16-bit halves share their register's unit, which
is conservative for dependence). Units are small integers so that sets of them are cheap.
"""

from __future__ import annotations

import re
from functools import cache

TUPLE_PREFIXES = ("sgpr", "vgpr", "agpr", "ttmp")
_COMPACT = re.compile(r"\$(sgpr|vgpr|agpr|ttmp)(\d+)_(\d+)\b")

# Unit numbering: one range per register file, then the special registers.
_FILE_BASE = {"vgpr": 0, "agpr": 1024, "sgpr": 2048, "ttmp": 2304}
_FILE_SIZE = {"vgpr": 1024, "agpr": 256, "sgpr": 256, "ttmp": 96}
_SPECIAL_BASE = 2400
# 32-bit special registers, one unit each; 64-bit pairs are listed in _SPECIAL_PAIRS.
_SPECIAL_UNITS = (
    "vcc_lo",
    "vcc_hi",
    "exec_lo",
    "exec_hi",
    "scc",
    "m0",
    "mode",
    "flat_scr_lo",
    "flat_scr_hi",
    "xnack_mask_lo",
    "xnack_mask_hi",
    "tba_lo",
    "tba_hi",
    "tma_lo",
    "tma_hi",
    "lds_direct",
    "sgpr_null",
    "src_vccz",
    "src_execz",
    "src_scc",
    "src_shared_base_lo",
    "src_shared_base_hi",
    "src_shared_limit_lo",
    "src_shared_limit_hi",
    "src_private_base_lo",
    "src_private_base_hi",
    "src_private_limit_lo",
    "src_private_limit_hi",
    "src_pops_exiting_wave_id",
    "src_flat_scratch_base_lo",
    "src_flat_scratch_base_hi",
    "private_rsrc_reg",
    "fp_reg",
    "sp_reg",
    "scratch_rsrc_reg",
    "pc_reg",
    "src_async_scratch_base_lo",
    "asynccnt",
    "tensorcnt",
)
SPECIAL_UNIT = {name: _SPECIAL_BASE + i for i, name in enumerate(_SPECIAL_UNITS)}
_SPECIAL_PAIRS = {
    "vcc": ("vcc_lo", "vcc_hi"),
    "exec": ("exec_lo", "exec_hi"),
    "flat_scr": ("flat_scr_lo", "flat_scr_hi"),
    "xnack_mask": ("xnack_mask_lo", "xnack_mask_hi"),
    "tba": ("tba_lo", "tba_hi"),
    "tma": ("tma_lo", "tma_hi"),
    "sgpr_null64": ("sgpr_null",),
    "src_shared_base": ("src_shared_base_lo", "src_shared_base_hi"),
    "src_shared_limit": ("src_shared_limit_lo", "src_shared_limit_hi"),
    "src_private_base": ("src_private_base_lo", "src_private_base_hi"),
    "src_private_limit": ("src_private_limit_lo", "src_private_limit_hi"),
    "src_flat_scratch_base": ("src_flat_scratch_base_lo", "src_flat_scratch_base_hi"),
}
_SINGLE = re.compile(r"(sgpr|vgpr|agpr|ttmp)(\d+)(?:_(lo16|hi16))?")
_HALF = re.compile(r"([a-z0-9_]+?)_(lo16|hi16)")
# LLVM's per-encoding copies of a register (`$m0_gfx11plus`, `$flat_scr_lo_ci`, `$ttmp0_vi`) and
# the wide null registers name the same hardware as the plain register.
_ENCODING_VARIANT = re.compile(r"_(?:ci|vi|gfx9plus|gfx11plus|gfxpre11)(?=_|$)")
_NULL_VARIANT = re.compile(r"sgpr_null(?:64|128|256|_hi)(?=_|$)")


class RegisterError(ValueError):
    """A name that is not an AMDGPU physical register."""


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


def _file_unit(prefix: str, index: int, name: str) -> int:
    if index >= _FILE_SIZE[prefix]:
        raise RegisterError(f"register index out of range in '${name}'")
    return _FILE_BASE[prefix] + index


@cache
def register_units(name: str) -> tuple[int, ...]:
    """The units covered by physical register `name` (with or without `$`), in order."""
    bare = name[1:] if name.startswith("$") else name
    if "_" in bare and (_ENCODING_VARIANT.search(bare) or _NULL_VARIANT.match(bare)):
        plain = _NULL_VARIANT.sub("sgpr_null", _ENCODING_VARIANT.sub("", bare))
        if plain != bare:
            return register_units(plain)
    m = _COMPACT.fullmatch("$" + bare)
    if m is not None and compact_to_tuple(m.group(1), 0, int(m.group(3))) is not None:
        prefix, first, bits = m.group(1), int(m.group(2)), int(m.group(3))
        return tuple(_file_unit(prefix, first + k, bare) for k in range(bits // 32))
    parts = bare.split("_")
    if len(parts) > 1 and all(_SINGLE.fullmatch(p) for p in parts):
        units = []
        for part in parts:
            single = _SINGLE.fullmatch(part)
            assert single is not None
            units.append(_file_unit(single.group(1), int(single.group(2)), bare))
        return tuple(units)
    single = _SINGLE.fullmatch(bare)
    if single is not None:
        return (_file_unit(single.group(1), int(single.group(2)), bare),)
    if bare in SPECIAL_UNIT:
        return (SPECIAL_UNIT[bare],)
    if bare in _SPECIAL_PAIRS:
        return tuple(SPECIAL_UNIT[p] for p in _SPECIAL_PAIRS[bare])
    half = _HALF.fullmatch(bare)
    if half is not None and half.group(1) in SPECIAL_UNIT:
        return (SPECIAL_UNIT[half.group(1)],)
    if bare == "noreg":
        return ()
    raise RegisterError(f"unknown AMDGPU register '${bare}'")


def register_file(unit: int) -> str:
    """ "vgpr", "agpr", "sgpr", "ttmp" or "special" for a unit."""
    for prefix in ("vgpr", "agpr", "sgpr", "ttmp"):
        base = _FILE_BASE[prefix]
        if base <= unit < base + _FILE_SIZE[prefix]:
            return prefix
    return "special"


def unit_name(unit: int) -> str:
    kind = register_file(unit)
    if kind != "special":
        return f"${kind}{unit - _FILE_BASE[kind]}"
    return "$" + _SPECIAL_UNITS[unit - _SPECIAL_BASE]


def is_vector_unit(unit: int) -> bool:
    return unit < _FILE_BASE["sgpr"]


def is_vgpr_unit(unit: int) -> bool:
    """A unit of a VGPR (its index in the file is the unit itself)."""
    return unit < _FILE_BASE["agpr"]


# Subregister indices as lanes of 32 bits: sub0 -> (0,), sub2_sub3 -> (2, 3); lo16/hi16 -> (0,).
_SUBREG_PART = re.compile(r"sub(\d+)")


@cache
def subregister_lanes(index: str) -> tuple[int, ...]:
    """The 32-bit lanes a subregister index selects."""
    if index in ("lo16", "hi16"):
        return (0,)
    lanes = []
    for part in index.split("_"):
        m = _SUBREG_PART.fullmatch(part)
        if m is None:
            if part in ("lo16", "hi16"):
                continue
            raise RegisterError(f"unknown subregister index '{index}'")
        lanes.append(int(m.group(1)))
    return tuple(lanes)
