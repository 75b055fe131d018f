"""Path-aware wait placement on the corpus: per loop, llc's waits against mirpass's.

For every `*.before-waitcnt.mir` of the corpus (or the files given), mirpass's
`si-insert-waitcnts` runs in its default (path-aware) placement; its output is checked with
`mirpass check --waits` (the verifier), and each loop's steady-state cost (stall.py) is compared
with that of llc 22's own output (`*.after-waitcnt.mir`, captured by tools/gen_corpus.py).
Prints the loops where the two differ (all of them with --all) as a Markdown table, and exits 1
when the verifier finds a consumer short of its wait, or a loop of mirpass exposes more than
llc's on its most exposing path.

    python tools/bench_wait_placement.py [--all] [--docs] [--split-critical-edges] [FILES...]

`--split-critical-edges` runs mirpass with that flag (a loop's critical entry edge may get a
block for the entry path's wait).

`--docs` writes the table (and the summary) into docs/benchmarks.md between the
`<!-- wait-placement -->` markers; the rest of that file is tools/bench.py's.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from mirpass.api import read_file, resolve, run_passes, to_text  # noqa: E402
from mirpass.commands.check import wait_facet  # noqa: E402
from mirpass.commands.compare_loops import function_loops  # noqa: E402
from mirpass.mir import read  # noqa: E402
from mirpass.passes import lookup  # noqa: E402
from mirpass.passes.registry import PassContext  # noqa: E402

CORPUS = ROOT / "tests" / "mir" / "corpus"
DOCS = ROOT / "docs" / "benchmarks.md"
BEGIN, END = "<!-- wait-placement -->", "<!-- /wait-placement -->"
INTRO = """## Path-aware wait placement: loops against llc 22 (tools/bench_wait_placement.py)

Per loop of every corpus function where llc's and mirpass's waits differ: the wait instructions
one steady-state iteration of the loop's most exposing path executes, the operations they drain,
and the latency estimated exposed at them (cycles, mirpass/passes/waitcnt/stall.py: in-order
issue, the scheduling model's latencies). llc is llc 22's own `si-insert-waitcnts` output
(`*.after-waitcnt.mir`); mirpass runs with its default `--placement=path` (an entry-path wait
moved to the loop's preheader, loop-carried prefetch relaxations: mirpass/passes/waitcnt/
placement.py, prefetch.py). Every output the placement changed is checked with the verifier
(`check --waits`)."""


MOVES = {"hoisted": 0, "relaxed": 0, "split": 0}  # path-aware moves taken, over all files


def measure(
    before: Path, options: dict[str, str] | None = None
) -> tuple[list[tuple[str, int, int, object, object]], list[str]]:
    """(function, loop bb, depth, llc's steady cost, mirpass's) per loop, and verifier findings."""
    after = before.with_name(before.name.replace("before-waitcnt", "after-waitcnt"))
    mir = read_file(str(before))
    target = resolve(mir)
    read_blocks = {mf.name: {b.number for b in mf.blocks} for mf in mir.functions}
    blocks = sum(len(mf.blocks) for mf in mir.functions)
    waitcnt = lookup("si-insert-waitcnts")()
    waitcnt.run(mir, PassContext(target, dict(options or {})))
    MOVES["hoisted"] += sum(len(r.hoisted) for r in waitcnt.reports)
    MOVES["relaxed"] += sum(len(r.relaxed) for r in waitcnt.reports)
    MOVES["split"] += sum(len(mf.blocks) for mf in mir.functions) - blocks
    text = to_text(mir)
    consumer = read_file(str(before))
    run_passes(consumer, ["si-insert-waitcnts"], target, {"placement": "consumer"})
    mine = read(text, str(before))
    # The verifier runs where the placement changed something (the consumer placement's
    # output is the one the other tests check).
    changed = text != to_text(consumer)
    findings = [f"{d.line}: {d.message}" for d in wait_facet(mine, target, {})] if changed else []
    if changed:
        print(f"changed: {before.name}", file=sys.stderr)
    theirs = function_loops(read_file(str(after)), target)
    rows = []
    for name, loops in function_loops(mine, target).items():
        ref = {lc.header: lc for lc in theirs.get(name, [])}
        # llc renumbers blocks: loops match by layout position, that of the input (a block
        # --split-critical-edges added is not in llc's layout)
        layout = [b.number for b in mine.function(name).blocks]
        added = [k for k, n in enumerate(layout) if n not in read_blocks.get(name, set(layout))]
        for lc in loops:
            r = ref.get(lc.header - sum(1 for k in added if k < lc.header))
            rows.append((name, lc.number, lc.depth, r.steady if r else None, lc.steady))
    return rows, findings


def write_docs(section: str) -> None:
    old = DOCS.read_text()
    if BEGIN in old and END in old:
        new = old[: old.index(BEGIN)] + section + old[old.index(END) + len(END) :]
    else:
        new = old.rstrip("\n") + "\n\n" + section + "\n"
    DOCS.write_text(new)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="*", type=Path)
    parser.add_argument("--all", action="store_true", help="list every loop, not only differing ones")
    parser.add_argument("--docs", action="store_true", help="write the table into docs/benchmarks.md")
    parser.add_argument("--split-critical-edges", action="store_true", help="run mirpass with that flag")
    args = parser.parse_args(argv)
    options = {"split-critical-edges": "1"} if args.split_critical_edges else {}
    files = args.files or sorted(CORPUS.glob("*.before-waitcnt.mir"))
    bad = 0
    loops = better = worse = 0
    lines = [
        "| kernel | CPU | function | loop | waits/iter llc, mirpass | drained llc, mirpass "
        "| exposed llc, mirpass |",
        "|---|---|---|---|---|---|---|",
    ]
    for f in files:
        rows, findings = measure(f, options)
        for x in findings:
            print(f"verifier: {f.name}: {x}", file=sys.stderr)
        bad += len(findings)
        kernel, cpu = f.name.split(".")[:2]
        for name, number, _depth, llc, mine in rows:
            loops += 1
            if llc is None:
                continue
            worse += mine.exposed > llc.exposed
            better += mine.exposed < llc.exposed
            same = (llc.wait_sites, llc.drained, llc.exposed) == (mine.wait_sites, mine.drained, mine.exposed)
            if args.all or not same:
                lines.append(
                    f"| {kernel} | {cpu} | {name} | bb.{number} | {llc.wait_sites}, {mine.wait_sites} | "
                    f"{llc.drained}, {mine.drained} | {llc.exposed}, {mine.exposed} |"
                )
    lines += [
        "",
        f"{len(files)} files, {loops} loops: mirpass exposes less in {better}, more in {worse}; "
        f"verifier findings on changed outputs: {bad}; moves taken: {MOVES['hoisted']} entry-path waits "
        f"to a preheader, {MOVES['relaxed']} loop-carried prefetch relaxations"
        + (f", {MOVES['split']} entry edges split" if args.split_critical_edges else ""),
    ]
    print("\n".join(lines))
    if args.docs:
        write_docs("\n".join([BEGIN, INTRO, "", *lines, END]))
    return 1 if bad or worse else 0


if __name__ == "__main__":
    sys.exit(main())
