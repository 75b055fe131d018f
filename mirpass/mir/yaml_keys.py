"""The YAML keys of a machine function that llc 22 reads, and the kind of value each takes.

llc's YAML reader maps each key onto a typed field. What it says of a value of the wrong kind
depends only on the field's kind (checked against llc 22 in tests/test_strict_input.py):
  - a scalar field (integer, boolean, string) given no value at all, or a collection, is an
    "unexpected scalar", reported at the token after the missing value (or inside the
    collection);
  - an integer field given text that is no integer literal is an "invalid number", a boolean
    field given text that is no YAML 1.1 boolean an "invalid boolean" (quoted or not);
  - a mapping field (an argument of `argumentInfo`, `mode`) given anything but a mapping is
    "not a mapping"; an absent value is "not a mapping" too inside `argumentInfo`.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

INT, BOOL, STR, MAP, SEQ, OTHER = "int", "bool", "str", "map", "seq", "other"
# An alignment (a power of two; ALIGN0 may be 0 too) and an argument of `argumentInfo`.
ALIGN, ALIGN0, ARG = "align", "align0", "argument"

_FRAME_INFO = {
    **dict.fromkeys(
        (
            "isFrameAddressTaken", "isReturnAddressTaken", "hasStackMap", "hasPatchPoint", "adjustsStack",
            "hasCalls", "hasOpaqueSPAdjustment", "hasVAStart", "hasMustTailInVarArgFunc", "hasTailCall",
            "isCalleeSavedInfoValid",
        ),
        BOOL,
    ),
    **dict.fromkeys(
        ("stackSize", "offsetAdjustment", "maxAlignment", "maxCallFrameSize", "cvBytesOfCalleeSavedRegisters",
         "localFrameSize"),
        INT,
    ),
    "stackProtector": STR, "functionContext": STR, "savePoint": OTHER, "restorePoint": OTHER,
}  # fmt: skip
_FUNCTION_INFO = {
    **dict.fromkeys(
        (
            "explicitKernArgSize", "ldsSize", "gdsSize", "bytesInStackArgArea", "psInputAddr",
            "psInputEnable",
            "highBitsOf32BitAddress", "occupancy", "dynamicVGPRBlockSize",
            "scratchReservedForDynamicVGPRs", "numKernargPreloadSGPRs", "numWaveDispatchSGPRs",
            "numWaveDispatchVGPRs", "maxMemoryClusterDWords",
        ),
        INT,
    ),
    "maxKernArgAlign": ALIGN, "dynLDSAlign": ALIGN,
    **dict.fromkeys(
        (
            "isEntryFunction", "isChainFunction", "noSignedZerosFPMath", "memoryBound", "waveLimiter",
            "hasSpilledSGPRs", "hasSpilledVGPRs", "returnsVoid", "hasInitWholeWave", "isWholeWaveFunction",
        ),
        BOOL,
    ),
    **dict.fromkeys(
        ("scratchRSrcReg", "frameOffsetReg", "stackPtrOffsetReg", "vgprForAGPRCopy", "sgprForEXECCopy",
         "longBranchReservedReg", "scavengeFI"),
        STR,
    ),
    "argumentInfo": MAP, "mode": MAP, "wwmReservedRegs": SEQ, "spillPhysVGPRs": SEQ,
}  # fmt: skip
# The kinds of the keys llc 22 reads in `frameInfo` and in AMDGPU's `machineFunctionInfo`.
NESTED_KINDS: dict[str, dict[str, str]] = {"frameInfo": _FRAME_INFO, "machineFunctionInfo": _FUNCTION_INFO}
NESTED_KEYS = {section: frozenset(kinds) for section, kinds in NESTED_KINDS.items()}
# Inside `argumentInfo`, every key names an argument: a mapping of these.
ARGUMENT_FIELDS = {"reg": STR, "offset": INT, "mask": INT}
MODE_FIELDS = frozenset(
    {
        "ieee", "dx10-clamp", "fp32-input-denormals", "fp32-output-denormals", "fp64-fp16-input-denormals",
        "fp64-fp16-output-denormals",
    }
)  # fmt: skip
_LLC_BOOLS = frozenset(
    "y Y yes Yes YES n N no No NO true True TRUE false False FALSE on On ON off Off OFF".split()
)
# What llc's integer fields read: decimal, 0x / 0b / 0o / leading-0 octal, an optional minus.
_LLC_INT = re.compile(r"-?(?:0[xX][0-9a-fA-F]+|0[bB][01]+|0[oO]?[0-7]*|[1-9][0-9]*)")

_SIGNED_32_KEYS = frozenset({"offsetAdjustment"})
_UNSIGNED_64_KEYS = frozenset({"stackSize", "explicitKernArgSize", "maxKernArgAlign", "dynLDSAlign"})
_UNSIGNED_16_KEYS = frozenset({"numWaveDispatchSGPRs", "numWaveDispatchVGPRs"})


def integer_problem(key: str, number: int) -> str | None:
    """What llc's YAML reader says of `number` for the nested key `key`: the fields are unsigned
    32-bit but for the few 64-bit, 16-bit and signed ones (checked against llc 22 in the tests)."""
    if key in _SIGNED_32_KEYS:
        return None if -(1 << 31) <= number < 1 << 31 else "out of range number"
    if number < 0:
        return "invalid number"
    limit = 1 << 64 if key in _UNSIGNED_64_KEYS else 1 << 16 if key in _UNSIGNED_16_KEYS else 1 << 32
    return None if number < limit else "out of range number"


# (message, mark or position) -> raises; `at` gives the (line, column) of a problem.
Where = Callable[[Any], tuple[int, int]]


def llc_int(text: str) -> int | None:
    """The value llc's YAML reader gives an integer field, or None for "invalid number"."""
    if not _LLC_INT.fullmatch(text):
        return None
    sign = -1 if text.startswith("-") else 1
    t = text.lstrip("-")
    if t[:2] in ("0x", "0X"):
        return sign * int(t[2:], 16)
    if t[:2] in ("0b", "0B"):
        return sign * int(t[2:], 2)
    if t[:2] in ("0o", "0O"):
        return sign * int(t[2:] or "0", 8)
    return sign * int(t, 8 if len(t) > 1 and t[0] == "0" else 10)


def is_empty(node: Any) -> bool:
    """A key with no value at all (not `~`, not `''`)."""
    import yaml  # (only a document the PyYAML path reads has nodes)

    return isinstance(node, yaml.ScalarNode) and node.value == "" and not node.style


def value_problem(kind: str, node: Any) -> tuple[str, str] | None:
    """What llc says of `node` as a value of `kind`: (message, where) with where "next" (the
    token after an absent value), "inner" (inside a collection) or "value" (its start)."""
    import yaml

    if kind in (INT, BOOL, STR, ALIGN, ALIGN0):
        if is_empty(node):
            return "unexpected scalar", "next"
        if not isinstance(node, yaml.ScalarNode):
            return "unexpected scalar", "inner"
        if kind == BOOL:
            return None if node.value in _LLC_BOOLS else ("invalid boolean", "value")
        if kind != STR:
            # llc reads an alignment as a plain decimal (`010` is ten), other integers as YAML
            if kind in (ALIGN, ALIGN0):
                number = int(node.value) if node.value.isascii() and node.value.isdigit() else None
            else:
                number = llc_int(node.value)
            if number is None or (number < 0 and kind != INT):
                return "invalid number", "value"
            if kind == ALIGN and (number <= 0 or number & (number - 1)) and number < 1 << 64:
                return "must be a power of two", "value"
            if kind == ALIGN0 and number & (number - 1) and number < 1 << 64:
                return "must be 0 or a power of two", "value"
    elif kind in (MAP, ARG) and not isinstance(node, yaml.MappingNode):
        if is_empty(node):  # an absent `mode` or `argumentInfo` is none; an absent argument is not
            return ("not a mapping", "next") if kind == ARG else None
        return "not a mapping", "inner"
    return None


def inner_mark(node: Any) -> Any:
    """Where llc points inside a collection given for a scalar: its first item, or just after
    the opening bracket of an empty one."""
    import yaml

    if isinstance(node, yaml.CollectionNode) and node.value:
        first = node.value[0]
        return (first[0] if isinstance(first, tuple) else first).start_mark
    mark = node.start_mark
    if isinstance(node, yaml.CollectionNode):
        return yaml.Mark(mark.name, mark.index + 1, mark.line, mark.column + 1, None, None)
    return mark
