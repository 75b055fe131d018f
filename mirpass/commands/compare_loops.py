"""`mirpass compare --loops`: per loop, llc's waits against mirpass's in the steady state.

For each loop of each function, on the most exposing acyclic path through its body (see
mirpass/passes/waitcnt/stall.py): the wait instructions one steady-state iteration executes,
the operations they drain, and the estimated latency exposed at them, for llc's output and for
mirpass's output of the same pass on the same input.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import TextIO

from mirpass.ir.translate import Translator
from mirpass.mir import MIRFile
from mirpass.passes.waitcnt.stall import IterationCost, LoopCost, loop_costs, translated_events
from mirpass.target.targets import Target


@dataclass
class LoopRow:
    function: str
    block: int  # the header's bb number
    depth: int
    llc: IterationCost = field(default_factory=IterationCost)
    mirpass: IterationCost = field(default_factory=IterationCost)
    llc_expected: int = 0  # the most exposing path's expected exposure (stall.PathCost)
    mirpass_expected: int = 0


def function_loops(mir: MIRFile, target: Target) -> dict[str, list[LoopCost]]:
    """Every function's loops and their costs, from the waits as written."""
    translator = Translator(target)
    out: dict[str, list[LoopCost]] = {}
    for mf in mir.functions:
        tf = translator.translate(mf)
        out[mf.name] = loop_costs(tf.cfg, translated_events(tf))
    return out


def loop_rows(llc_mir: MIRFile, mine: MIRFile, target: Target) -> list[LoopRow]:
    theirs = function_loops(llc_mir, target)
    blocks = {mf.name: len(mf.blocks) for mf in llc_mir.functions}
    rows: list[LoopRow] = []
    for name, loops in function_loops(mine, target).items():
        by_header = {lc.header: lc for lc in theirs.get(name, [])}  # llc renumbers blocks
        added = _added_positions(mine, name, blocks.get(name))
        for lc in loops:
            ref = by_header.get(lc.header - sum(1 for k in added if k < lc.header))
            row = LoopRow(name, lc.number, lc.depth, mirpass=lc.steady)
            row.mirpass_expected = max((p.expected for p in lc.paths), default=0)
            if ref is not None:
                row.llc = ref.steady
                row.llc_expected = max((p.expected for p in ref.paths), default=0)
            rows.append(row)
    return rows


def _added_positions(mine: MIRFile, name: str, theirs: int | None) -> list[int]:
    """Layout positions of the blocks mirpass added (`--split-critical-edges`): numbered after
    every block of the input, so the highest-numbered ones beyond llc's block count."""
    layout = [b.number for b in mine.function(name).blocks]
    extra = len(layout) - (theirs if theirs is not None else len(layout))
    if extra <= 0:
        return []
    new = set(sorted(layout)[-extra:])
    return [k for k, n in enumerate(layout) if n in new]


def print_loops(reports: list[tuple[str, list[LoopRow]]], out: TextIO) -> None:
    out.write(
        f"{'file':<44} {'function':<24} {'loop':>7} {'waits llc/mp':>13} {'drained llc/mp':>15} "
        f"{'exposed llc/mp':>15}\n"
    )
    for path, rows in reports:
        for r in rows:
            out.write(
                f"{path:<44} {r.function[:24]:<24} {'bb.' + str(r.block):>7} "
                f"{r.llc.wait_sites:>6}/{r.mirpass.wait_sites:<6} {r.llc.drained:>7}/{r.mirpass.drained:<7} "
                f"{r.llc.exposed:>7}/{r.mirpass.exposed:<7}\n"
            )


def as_json(rows: list[LoopRow]) -> list[dict]:
    return [asdict(r) for r in rows]
