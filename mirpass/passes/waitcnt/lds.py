"""LDS memory tokens: which LDS object a memory operand may touch.

A memory operand names its pointer as `%ir.NAME` (a value of the function's IR), `@global` or a
pseudo source value. The embedded IR module (`mir.ir_module.text`) tells what `%NAME` is: the
resolver follows getelementptr, bitcast and addrspacecast chains (and the incoming values of
`phi` and `select`) down to the underlying objects. Anything else (an argument, a loaded
pointer, inttoptr, a call) is unknown, and an unknown object may alias every LDS object.

The result of `LdsResolver.objects(function, memoperands)` is a frozenset of object names
(`@name`), or None for "may alias all of LDS".
"""

from __future__ import annotations

import re

from mirpass.ir.address_spaces import AddressSpaces

LDS_ADDRESS_SPACE = 3
_DEFINE = re.compile(r"^define\b[^@]*@(\"[^\"]+\"|[-\w.$]+)\s*\(", re.M)
_ASSIGN = re.compile(r"^\s*(%[-\w.$]+|%\"[^\"]+\")\s*=\s*(.*)$")
_VALUE = re.compile(r"(%[-\w.$]+|%\"[^\"]+\"|@[-\w.$]+|@\"[^\"]+\")")
_ADDRSPACE = re.compile(r"addrspace (\d+)")
_POINTER = re.compile(r"\b(?:from|into|on) (%ir\.[^ ,)]+|@[^ ,)]+|%stack\.\d+|%fixed-stack\.\d+)")
_CAST = re.compile(r"^(?:bitcast|addrspacecast)\s+ptr(?:\s+addrspace\(\d+\))?\s+(\S+)\s+to\b")
_GEP = re.compile(
    r"^getelementptr\b(?:\s+(?:inbounds|nuw|nusw|inrange\(\S+\)))*\s+[^,]+,\s*ptr(?:\s+addrspace\(\d+\))?\s+(\S+?)(?:,|$)"
)
_MAX_DEPTH = 64
_PHI_VALUE = re.compile(r"\[\s*(%[-\w.$]+|@[-\w.$]+|%\"[^\"]+\"|@\"[^\"]+\")\s*,")


def _functions(text: str) -> dict[str, dict[str, str]]:
    """IR function name -> {value name -> right-hand side of its definition}."""
    out: dict[str, dict[str, str]] = {}
    starts = [(m.start(), m.group(1).strip('"')) for m in _DEFINE.finditer(text)]
    for k, (pos, name) in enumerate(starts):
        end = starts[k + 1][0] if k + 1 < len(starts) else len(text)
        defs: dict[str, str] = {}
        for line in text[pos:end].splitlines()[1:]:
            m = _ASSIGN.match(line)
            if m:
                defs[m.group(1)] = m.group(2).split(", !")[0].strip()
        out[name] = defs
    return out


class LdsResolver:
    def __init__(self, ir_text: str | None) -> None:
        self.functions = _functions(ir_text) if ir_text else {}
        self.spaces = AddressSpaces(ir_text)
        self._cache: dict[str, dict[str, frozenset[str] | None]] = {}

    def beyond_lds(self, function: str, memoperands: list[str]) -> bool:
        """Whether a FLAT access provably reaches neither LDS nor flat memory: it has memory
        operands and each has a known address space other than 0 (flat) and 3 (LDS), written
        or, as llc's MIR parser takes it, its IR value's."""
        if not memoperands:
            return False
        for memop in memoperands:
            space = self.spaces.of_memoperand(function, memop)
            if space is None or space in (0, LDS_ADDRESS_SPACE):
                return False
        return True

    def objects(self, function: str, memoperands: list[str]) -> frozenset[str] | None:
        """The LDS objects the address-space-3 memory operands may touch (None = unknown)."""
        found: set[str] = set()
        for memop in memoperands:
            m = _ADDRSPACE.search(memop)
            if m is None or int(m.group(1)) != LDS_ADDRESS_SPACE:
                continue
            ptr = _POINTER.search(memop)
            if ptr is None:
                return None
            name = ptr.group(1)
            if name.startswith("@"):
                found.add(name)
                continue
            if not name.startswith("%ir."):
                return None
            resolved = self.resolve(function, "%" + name[4:])
            if resolved is None:
                return None
            found |= resolved
        return frozenset(found) if found else None

    def resolve(self, function: str, value: str) -> frozenset[str] | None:
        defs = self.functions.get(function)
        if defs is None:
            return None
        cache = self._cache.setdefault(function, {})
        return _resolve(defs, cache, value, frozenset())


def _resolve(
    defs: dict[str, str], cache: dict[str, frozenset[str] | None], value: str, seen: frozenset[str]
) -> frozenset[str] | None:
    if value.startswith("@"):
        return frozenset({value})
    if value in cache:
        return cache[value]
    if value in seen:
        return frozenset()  # a cycle through phis adds nothing new
    if len(seen) > _MAX_DEPTH:
        return None
    rhs = defs.get(value)
    if rhs is None:
        return None  # an argument or something we cannot see
    seen = seen | {value}
    result: frozenset[str] | None
    m = _CAST.match(rhs) or _GEP.match(rhs)
    if m:
        result = _resolve(defs, cache, m.group(1), seen)
    elif rhs.startswith("phi ") or rhs.startswith("select "):
        if rhs.startswith("phi "):
            operands = _PHI_VALUE.findall(rhs)
        else:
            operands = [v for v in _VALUE.findall(rhs.split(",", 1)[1])]
        out: set[str] | None = set()
        for v in operands:
            r = _resolve(defs, cache, v, seen)
            if r is None:
                out = None
                break
            out |= r
        result = frozenset(out) if out is not None else None
    else:
        result = None
    if len(seen) == 1:
        cache[value] = result
    return result
