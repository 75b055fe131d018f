"""The address space of the IR value a memory operand names.

llc's MIR parser gives a memory operand that names `%ir.NAME` (or `@global`) and writes no
`addrspace N` the address space of that value's pointer type, and prints it as `, addrspace N`
when it is not 0; the wait-count pass then decides from it whether a FLAT access may reach LDS
(waitcnt-agpr.mir, flat_zero_waitcnt: `ptr addrspace(1) %global4` is global memory). This reads
the types from the embedded IR module's text: a function's pointer arguments, and the results
of the instructions whose result type is written in the instruction (getelementptr, casts,
load, phi, select, alloca). Anything else is unknown (None), which a caller must treat as
"may be flat".
"""

from __future__ import annotations

import re

_DEFINE = re.compile(r"^define\b[^@]*@(\"[^\"]+\"|[-\w.$]+)\s*\(", re.M)
_GLOBAL = re.compile(r"^(@[-\w.$]+|@\"[^\"]+\")\s*=\s*(.*)$", re.M)
_GLOBAL_SPACE = re.compile(r"\baddrspace\((\d+)\)\s+(?:global|constant)\b")
_ASSIGN = re.compile(r"^\s*(%[-\w.$]+|%\"[^\"]+\")\s*=\s*(.*)$")
_NAME = re.compile(r"(%[-\w.$]+|%\"[^\"]+\")\s*$")
_PTR = r"ptr(?: addrspace\((\d+)\))?"
_RESULT = (
    re.compile(r"^getelementptr\b[^%@]*?" + _PTR + r"\s+[%@]"),
    re.compile(r"^(?:addrspacecast|bitcast|inttoptr)\b.*\sto\s+" + _PTR + r"\s*$"),
    re.compile(r"^load\b(?:\s+(?:volatile|atomic))*\s+" + _PTR + r","),
    re.compile(r"^phi\b(?:\s+[a-z]+)*\s+" + _PTR + r"\s*\["),
    re.compile(r"^select\b[^,]*,\s*" + _PTR + r"\s"),
)
_ALLOCA = re.compile(r"^alloca\b.*,\s*addrspace\((\d+)\)\s*$")
_MEMOP_SPACE = re.compile(r"\baddrspace (\d+)")
_MEMOP_VALUE = re.compile(r"\b(?:from|into|on) (%ir\.(?:\"[^\"]+\"|[-\w.$]+)|@(?:\"[^\"]+\"|[-\w.$]+))")


def _arguments(text: str, start: int) -> tuple[list[str], int]:
    """The top-level comma-separated pieces between the `(` before `start` and its `)`."""
    depth = 1
    pieces: list[str] = []
    cur = start
    k = start
    while k < len(text) and depth:
        ch = text[k]
        if ch in "([{<":
            depth += 1
        elif ch in ")]}>":
            depth -= 1
            if not depth:
                break
        elif ch == "," and depth == 1:
            pieces.append(text[cur:k])
            cur = k + 1
        k += 1
    pieces.append(text[cur:k])
    return [p.strip() for p in pieces if p.strip()], k


def _space_of_type(rhs: str) -> int | None:
    m = re.match(_PTR + r"(?=[\s,)]|$)", rhs)
    if m is None:
        return None
    return int(m.group(1) or 0)


class AddressSpaces:
    """IR function -> value name -> address space of its pointer type (known ones only)."""

    def __init__(self, ir_text: str | None) -> None:
        self.functions: dict[str, dict[str, int]] = {}
        self.globals: dict[str, int] = {}
        if not ir_text:
            return
        for m in _GLOBAL.finditer(ir_text):
            g = _GLOBAL_SPACE.search(m.group(2))
            self.globals[m.group(1)] = int(g.group(1)) if g else 0
        starts = [(m.end(), m.start(), m.group(1).strip('"')) for m in _DEFINE.finditer(ir_text)]
        for n, (args_at, _pos, name) in enumerate(starts):
            end = starts[n + 1][1] if n + 1 < len(starts) else len(ir_text)
            values: dict[str, int] = {}
            args, close = _arguments(ir_text, args_at)
            for arg in args:
                nm = _NAME.search(arg)
                space = _space_of_type(arg)
                if nm and space is not None:
                    values[nm.group(1)] = space
            for line in ir_text[close:end].splitlines():
                a = _ASSIGN.match(line)
                if a is None:
                    continue
                space = _result_space(a.group(2).split(", !")[0].strip())
                if space is not None:
                    values[a.group(1)] = space
            self.functions[name] = values

    def of_value(self, function: str, value: str) -> int | None:
        """The address space of `%ir.NAME` / `@NAME` in `function`, None if unknown."""
        if value.startswith("@"):
            return self.globals.get(value)
        if value.startswith("%ir."):
            value = "%" + value[4:]
        return self.functions.get(function, {}).get(value)

    def of_memoperand(self, function: str, memop: str) -> int | None:
        """The address space llc gives a memory operand: the one it writes, else its value's."""
        m = _MEMOP_SPACE.search(memop)
        if m is not None:
            return int(m.group(1))
        v = _MEMOP_VALUE.search(memop)
        if v is None:
            return 0
        return self.of_value(function, v.group(1))

    def implied(self, function: str, memop: str) -> int | None:
        """The address space llc would print for a memory operand that writes none (None when
        it writes one, names no IR value, or the value's space is unknown or 0)."""
        if _MEMOP_SPACE.search(memop):
            return None
        v = _MEMOP_VALUE.search(memop)
        if v is None:
            return None
        space = self.of_value(function, v.group(1))
        return space or None


def _result_space(rhs: str) -> int | None:
    for pattern in _RESULT:
        m = pattern.match(rhs)
        if m is not None:
            return int(m.group(1) or 0)
    m = _ALLOCA.match(rhs)
    if m is not None:
        return int(m.group(1))
    return None


_MEMOP_POINTER = re.compile(
    r"\b(?:from|into|on) (%ir\.(?:\"[^\"]+\"|[-\w.$]+)|@(?:\"[^\"]+\"|[-\w.$]+))(?: [+-] \d+)?(?=[,)])"
)


def with_implied_spaces(spaces: AddressSpaces, function: str, lines: list[str]) -> list[str]:
    """`lines` of a function with `, addrspace N` after each memory operand's value that llc's
    MIR parser gives an address space the text does not write (llc prints it there)."""
    out: list[str] = []
    for line in lines:
        cut = line.find(" :: (")
        if cut < 0:
            out.append(line)
            continue
        head, memops = line[:cut], line[cut:]

        def add(m: re.Match[str], memops: str = memops) -> str:
            if memops.startswith(", addrspace ", m.end()):
                return m.group(0)
            space = spaces.of_value(function, m.group(1))
            return m.group(0) + (f", addrspace {space}" if space else "")

        out.append(head + _MEMOP_POINTER.sub(add, memops))
    return out
