"""Pool tags: which N-buffering pool each WMMA belongs to.

Three sources, chosen with `--wmma-pools=`:

- `tags` (the default): a `pcsections` metadata node on the instruction,
  `... implicit $exec, pcsections !5`, where the embedded IR module defines
  `!5 = !{!"wmma.pool", i32 1}` (any integer type; `distinct` is allowed; the LLVM
  PC-sections form `!5 = !{!"wmma.pool", !6}` with `!6 = !{i32 1}` is accepted too).
- a sidecar JSON file, `--wmma-pools=FILE.json`:
  `{"functions": {"NAME": [{"line": 17, "pool": 0}, {"wmma": 3, "pool": 1}]}}` where `line` is
  the instruction's 1-based line in the MIR file and `wmma` its 0-based ordinal among the
  function's WMMAs in program order. Sidecar entries win over `pcsections` tags.
- `infer`: no tags; pools are inferred from the register pattern (see `infer_pools`) and the
  report says so.

A WMMA with no tag makes its whole block bail out (tags and sidecar modes).
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from pathlib import Path

from mirpass.mir import Instruction, MIRFile
from mirpass.passes.wmma_reorder.result import RegGroup

POOL_KEY = "wmma.pool"
_NODE = re.compile(r"^\s*(![0-9]+)\s*=\s*(?:distinct\s+)?!\{(.*)\}\s*$", re.M)
_INLINE = re.compile(r'^\s*!"wmma\.pool"\s*,\s*i\d+\s+(-?\d+)\s*$')
_INDIRECT = re.compile(r'^\s*!"wmma\.pool"\s*,\s*(![0-9]+)\s*$')
_INT = re.compile(r"^\s*i\d+\s+(-?\d+)\s*$")


class PoolSpecError(ValueError):
    """A sidecar file that cannot be read or does not have the documented shape."""


def metadata_pools(mir: MIRFile) -> dict[str, int]:
    """`!N` -> pool index, for every `wmma.pool` node of the embedded IR module."""
    module = mir.ir_module
    if module is None:
        return {}
    nodes = {m.group(1): m.group(2) for m in _NODE.finditer(module.text)}
    out: dict[str, int] = {}
    for name, body in nodes.items():
        m = _INLINE.match(body)
        if m:
            out[name] = int(m.group(1))
            continue
        m = _INDIRECT.match(body)
        if m and m.group(1) in nodes:
            inner = _INT.match(nodes[m.group(1)])
            if inner:
                out[name] = int(inner.group(1))
    return out


def pcsections_pool(inst: Instruction, pools: dict[str, int]) -> int | None:
    for key, value in inst.trailers:
        if key == "pcsections" and value in pools:
            return pools[value]
    return None


def load_sidecar(path: str) -> dict[str, dict[tuple[str, int], int]]:
    """function -> {("line", N) | ("wmma", K): pool}."""
    try:
        data = json.loads(Path(path).read_text())
    except (OSError, ValueError) as err:
        raise PoolSpecError(f"cannot read WMMA pool file '{path}': {err}") from None
    functions = data.get("functions") if isinstance(data, dict) else None
    if not isinstance(functions, dict):
        raise PoolSpecError(f"'{path}': expected {{\"functions\": {{NAME: [...]}}}}")
    out: dict[str, dict[tuple[str, int], int]] = {}
    for name, entries in functions.items():
        table: dict[tuple[str, int], int] = {}
        for entry in entries if isinstance(entries, list) else []:
            if not isinstance(entry, dict) or not isinstance(entry.get("pool"), int):
                raise PoolSpecError(f"'{path}': function '{name}': entry {entry!r} has no integer 'pool'")
            for key in ("line", "wmma"):
                if isinstance(entry.get(key), int):
                    table[(key, entry[key])] = entry["pool"]
                    break
            else:
                raise PoolSpecError(f"'{path}': function '{name}': entry {entry!r} needs 'line' or 'wmma'")
        out[name] = table
    return out


def infer_pools(
    srcs: Sequence[tuple[RegGroup, RegGroup, RegGroup]],
) -> tuple[list[int] | None, str]:
    """Pool per WMMA from (src0, src1, dst) groups in block order, or None with the reason.

    An N-buffered loop body walks the accumulator tiles once per buffer. So a new pool starts
    whenever a WMMA's destination tile already occurs in the current pool. The split is kept
    only if every pool has the same size and the same set of accumulators, there are at least
    two pools, and at least one source operand uses registers disjoint from pool 0's in every
    later pool (otherwise nothing is buffered)."""
    assignment: list[int] = []
    pool, seen = 0, set()
    for _, _, dst in srcs:
        if dst in seen:
            pool, seen = pool + 1, set()
        seen.add(dst)
        assignment.append(pool)
    count = pool + 1
    if count < 2:
        return None, "every accumulator occurs once: a single pool"
    groups = [[s for s, p in zip(srcs, assignment, strict=True) if p == k] for k in range(count)]
    if len({len(g) for g in groups}) != 1 or len({frozenset(d for *_, d in g) for g in groups}) != 1:
        return None, f"{count} candidate pools differ in size or accumulators"
    for k in (0, 1):
        first = {s[k] for s in groups[0]}
        if all(first.isdisjoint(s[k] for s in g) for g in groups[1:]):
            return assignment, (
                f"inferred {count} pools of {len(groups[0])} WMMAs (a new pool starts where an "
                f"accumulator repeats; src{k} registers differ between pools)"
            )
    return None, f"{count} candidate pools share all source registers: nothing is buffered"
