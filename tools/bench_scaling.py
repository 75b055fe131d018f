#!/usr/bin/env python3
"""Scaling of mirpass against llc 22: one large block, and chains of blocks with back-edges.

For each input (tools/scaling_inputs.py, gfx942) llc 22 and mirpass run side by side on the same
file, as processes (start-up, parse and print included), for

- `-run-pass=si-insert-waitcnts`,
- `-run-pass=post-RA-hazard-rec`,
- `mirpass check --waits --hazards` against `llc -run-pass=si-insert-waitcnts,post-RA-hazard-rec`,
- `mirpass check --waits --classify` (what each of llc's waits is worth) on llc 22's waited output,
  against `llc -run-pass=si-insert-waitcnts` on that same file.

It prints wall time, peak memory and the ratios mirpass / llc, and the growth exponent of each
tool's time over the sizes of one shape (1.0 is linear), and writes them into docs/benchmarks.md
between the `<!-- scaling -->` markers (the rest of that file is tools/bench.py's).

    tools/bench_scaling.py [--blocks 10000,100000,1000000] [--chains 1000,4000,10000]
                           [--repeat 3] [--timeout 600] [--only waitcnt,hazards,check,classify]
                           [--no-write]
                           [--cpu]   # user+sys CPU time of each child (os.wait4), not wall time
    tools/bench_scaling.py --quick      # small sizes, one run each, nothing written
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import benchlib  # noqa: E402

ROOT = benchlib.ROOT
DOC = ROOT / "docs" / "benchmarks.md"
BEGIN, END = "<!-- scaling -->", "<!-- /scaling -->"
CPU = "gfx942"
TARGET_TIME, TARGET_MEMORY, TARGET_EXPONENT = 4.0, 1.5, 1.05
NOTES = [
    "The inputs have no waits, so up to 64 operations per counter are in flight at every instruction "
    "and `check --waits` reports nearly every consumer of a load (over one finding per instruction): "
    "its time goes into those checks and findings. Functions over "
    "4,096 instruction groups, and loop-dense ones whose path-by-path exploration would not finish, "
    "are checked by the merged analysis (mirpass/passes/waitcnt/verify_merged.py). On the chains the "
    "wait-count pass's remaining superlinear part is the dependency sets: in a loop that spans the "
    "function every read of a register depends on every load of it (llc's own time grows there too).",
]

# name -> (llc passes, mirpass arguments before the input)
TASKS: dict[str, tuple[str, list[str]]] = {
    "waitcnt": ("si-insert-waitcnts", ["-run-pass=si-insert-waitcnts"]),
    "hazards": ("post-RA-hazard-rec", ["-run-pass=post-RA-hazard-rec"]),
    "check": ("si-insert-waitcnts,post-RA-hazard-rec", ["check", "--waits", "--hazards"]),
    "classify": ("si-insert-waitcnts", ["check", "--waits", "--classify"]),
}
# tasks whose input is llc 22's waited output of the generated file
ON_WAITED = ("classify",)


@dataclass
class Row:
    task: str
    shape: str
    size: int
    llc: benchlib.Measurement
    mirpass: benchlib.Measurement

    @property
    def time_ratio(self) -> float:
        return self.mirpass.seconds / max(self.llc.seconds, 1e-6)

    @property
    def memory_ratio(self) -> float:
        return self.mirpass.peak_mb / max(self.llc.peak_mb, 1e-6)


def commands(task: str, path: Path, out: Path) -> tuple[list[str], list[str]]:
    llc_passes, mirpass_args = TASKS[task]
    llc = [benchlib.LLC, "-mtriple=amdgcn-amd-amdhsa", f"-mcpu={CPU}", f"-run-pass={llc_passes}"]
    llc += [str(path), "-o", str(out.with_suffix(".llc.mir"))]
    mine = [*benchlib.MIRPASS, *mirpass_args, f"-mcpu={CPU}", str(path)]
    if mirpass_args[0] != "check":
        mine += ["-o", str(out.with_suffix(".mirpass.mir"))]
    return llc, mine


CPU_TIME = False  # --cpu: a row's seconds are the child's user+sys time (a loaded machine)


def run(shapes: list[tuple[str, int]], tasks: list[str], repeat: int, timeout: float) -> list[Row]:
    rows: list[Row] = []
    with tempfile.TemporaryDirectory(prefix="mirpass-scaling-") as tmp:
        for shape, size in shapes:
            path = Path(tmp) / f"{shape}{size}.mir"
            maker = "one_block" if shape == "block" else "chain"
            benchlib.generate_input(f"__import__('scaling_inputs').{maker}({size})", path)
            waited = path.with_suffix(".waited.mir")
            if any(t in ON_WAITED for t in tasks):
                wait_pass = commands("waitcnt", path, path)[0]
                subprocess.run([*wait_pass[:-1], str(waited)], check=True)
            for task in tasks:
                given = waited if task in ON_WAITED else path
                llc, mine = commands(task, given, Path(tmp) / f"{shape}{size}.{task}")
                # a check that finds something exits 1: only a crash or a timeout is a failure
                lm, mm = side_by_side_timed(llc, mine, repeat, timeout)
                row = Row(task, shape, size, lm, mm)
                rows.append(row)
                print(format_row(row), flush=True)
            path.unlink()
            waited.unlink(missing_ok=True)
    return rows


def side_by_side_timed(
    llc: list[str], mine: list[str], repeat: int, timeout: float
) -> tuple[benchlib.Measurement, benchlib.Measurement]:
    import statistics

    runs: dict[str, list[benchlib.Measurement]] = {"llc": [], "mirpass": []}
    for _ in range(repeat):
        runs["llc"].append(benchlib.measure(llc, timeout))
        m = benchlib.measure(mine, timeout)
        runs["mirpass"].append(m)
        if m.seconds >= timeout:
            break  # one timed-out run says enough

    def summary(ms: list[benchlib.Measurement]) -> benchlib.Measurement:
        seconds = statistics.median((m.cpu if CPU_TIME else m.seconds) for m in ms)
        return benchlib.Measurement(seconds, max(m.peak_mb for m in ms), all(m.ok for m in ms))

    return summary(runs["llc"]), summary(runs["mirpass"])


def format_row(row: Row) -> str:
    def verdict(ok: bool) -> str:
        return "yes" if ok else "**no**"

    timed_out = "" if row.mirpass.ok or TASKS[row.task][1][0] == "check" else " (failed)"
    return (
        f"| {row.task} | {row.shape} | {row.size:,} | {row.llc.seconds:.2f} "
        f"| {row.mirpass.seconds:.2f}{timed_out} "
        f"| {row.time_ratio:.1f}x {verdict(row.time_ratio <= TARGET_TIME)} "
        f"| {row.llc.peak_mb:.0f} | {row.mirpass.peak_mb:.0f} "
        f"| {row.memory_ratio:.2f}x {verdict(row.memory_ratio <= TARGET_MEMORY)} |"
    )


def exponents(rows: list[Row]) -> list[str]:
    out = []
    for task in TASKS:
        for shape in ("block", "chain"):
            sel = [r for r in rows if r.task == task and r.shape == shape]
            if len(sel) < 2:
                continue
            sizes = [r.size for r in sel]
            mine = benchlib.growth_exponent(sizes, [r.mirpass.seconds for r in sel])
            llc = benchlib.growth_exponent(sizes, [r.llc.seconds for r in sel])
            ok = "yes" if mine <= TARGET_EXPONENT else "**no**"
            out.append(f"| {task} | {shape} | {llc:.2f} | {mine:.2f} {ok} |")
    return out


def section(rows: list[Row], repeat: int) -> list[str]:
    return [
        BEGIN,
        "## Scaling (tools/bench_scaling.py)",
        "",
        f"gfx942 inputs from `tools/scaling_inputs.py`: one block of N instructions, and chains of N "
        f"blocks of ten instructions, each branching back to the entry, the previous block or a random "
        f"earlier one. llc 22 and mirpass run side by side on the same file (median of {repeat} "
        f"interleaved runs, {'CPU time: user+sys of each child' if CPU_TIME else 'wall time'}, peak RSS "
        f"the largest); `check` is `mirpass check --waits --hazards` against "
        f"`llc -run-pass=si-insert-waitcnts,post-RA-hazard-rec`; `classify` is `mirpass check --waits "
        f"--classify` on llc's waited output against `llc -run-pass=si-insert-waitcnts` on that file. "
        f"Targets: time at most {TARGET_TIME:g}x "
        f"llc, peak memory at most {TARGET_MEMORY:g}x, growth exponent at most {TARGET_EXPONENT}.",
        "",
        "| task | shape | N | llc s | mirpass s | time ratio | llc MB | mirpass MB | memory ratio |",
        "|---|---|---:|---:|---:|---:|---:|---:|---:|",
        *(format_row(r) for r in rows),
        "",
        f"Growth exponent of the {'CPU' if CPU_TIME else 'wall'} time (least-squares slope of log time "
        "over log N):",
        "",
        "| task | shape | llc | mirpass |",
        "|---|---|---:|---:|",
        *exponents(rows),
        "",
        *NOTES,
        END,
    ]


def write_section(lines: list[str], doc: Path = DOC) -> None:
    """Replace the marked section of `doc` (or append it)."""
    text = doc.read_text() if doc.exists() else ""
    block = "\n".join(lines)
    if BEGIN in text and END in text:
        head, rest = text.split(BEGIN, 1)
        tail = rest.split(END, 1)[1]
        text = head + block + tail
    else:
        text = text.rstrip("\n") + "\n\n" + block + "\n"
    doc.write_text(text)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--blocks", default="10000,100000,1000000", help="one-block sizes ('' for none)")
    parser.add_argument("--chains", default="1000,4000,10000", help="chain lengths in blocks ('' for none)")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--timeout", type=float, default=600.0, help="seconds per run")
    parser.add_argument("--only", default=",".join(TASKS), help="tasks: " + ",".join(TASKS))
    parser.add_argument("--no-write", action="store_true", help="print only")
    parser.add_argument("--quick", action="store_true", help="small sizes, one run, nothing written")
    parser.add_argument("--cpu", action="store_true", help="CPU time (user+sys) instead of wall time")
    args = parser.parse_args(argv)
    global CPU_TIME
    CPU_TIME = args.cpu
    if args.quick:
        args.blocks, args.chains, args.repeat, args.no_write = "2000,8000", "100,400", 1, True
    tasks = [t for t in args.only.split(",") if t]
    unknown = [t for t in tasks if t not in TASKS]
    if unknown:
        parser.error(f"unknown task(s): {', '.join(unknown)}")
    shapes = [("block", int(n)) for n in args.blocks.split(",") if n]
    shapes += [("chain", int(n)) for n in args.chains.split(",") if n]
    rows = run(shapes, tasks, args.repeat, args.timeout)
    lines = section(rows, args.repeat)
    print("\n".join(lines[-len(exponents(rows)) - 1 : -1]))
    if not args.no_write:
        write_section(lines)
        print(f"wrote the scaling section of {DOC}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
