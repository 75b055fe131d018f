"""Read-plus-write cost of mirpass against llc on the same generated inputs.

For each size, a deterministic gfx942 kernel of that many instruction lines is generated
(tools/gen_big_mir.py) and both tools copy it through unchanged:

    llc -mtriple=amdgcn -mcpu=gfx942 -run-pass=none IN -o OUT
    mirpass -run-pass=none IN -o OUT          (the installed console script: startup counts;
                                               without one, `python -m mirpass.cli` from here)

Each command runs `--repeat` times, interleaved (llc, mirpass, llc, mirpass, ...), and the median
wall time, the median CPU time (user plus system) and the median peak resident set size (from
the kernel's accounting of the child, os.wait4) are reported, with the mirpass/llc ratios.
mirpass's output must equal its input.

    python tools/bench_io.py                       # 10k, 100k and 1M instruction lines
    python tools/bench_io.py --sizes 10000,100000 --json
"""

from __future__ import annotations

import argparse
import filecmp
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(Path(__file__).resolve().parent))

import benchlib  # noqa: E402

DEFAULT_LLC = os.path.join(os.environ.get("MIRPASS_LLVM_BIN", "/usr/lib/llvm-22/bin"), "llc")
_SCRIPT = ROOT / ".venv" / "bin" / "mirpass"
# A worktree has no console script of its own (the shared one runs another checkout's code).
DEFAULT_MIRPASS = str(_SCRIPT) if _SCRIPT.exists() else f"{sys.executable} -m mirpass.cli"


def measure(argv: list[str]) -> tuple[float, int, float]:
    """Run `argv`; return its wall time in seconds, its peak RSS in KiB and its CPU time (user
    plus system) in seconds, which a machine shared with other work disturbs far less than the
    wall time. Fails if it fails."""
    benchlib.compile_bytecode()
    start = time.perf_counter()
    proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=ROOT,
                            env={**os.environ, "PYTHONPATH": str(ROOT)})
    _, status, usage = os.wait4(proc.pid, 0)
    seconds = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"{argv[0]} failed: {' '.join(argv)}")
    return seconds, int(usage.ru_maxrss), usage.ru_utime + usage.ru_stime


def bench_size(
    size: int, repeat: int, llc: str, mirpass: list[str], workdir: Path, seed: int
) -> dict[str, object]:
    source = workdir / f"bench{size}.mir"
    benchlib.generate_input(f"__import__('gen_big_mir').generate({size}, {seed})", source)
    size_bytes = source.stat().st_size
    llc_out = workdir / f"llc{size}.mir"
    mir_out = workdir / f"mirpass{size}.mir"
    commands = {
        "llc": [llc, "-mtriple=amdgcn", "-mcpu=gfx942", "-run-pass=none", str(source), "-o", str(llc_out)],
        "mirpass": [*mirpass, "-run-pass=none", str(source), "-o", str(mir_out)],
    }
    runs: dict[str, list[tuple[float, int, float]]] = {"llc": [], "mirpass": []}
    for _ in range(repeat):
        for tool in ("llc", "mirpass"):
            runs[tool].append(measure(commands[tool]))
    if not filecmp.cmp(mir_out, source, shallow=False):
        raise SystemExit(f"mirpass did not reproduce {source} byte for byte")
    record: dict[str, object] = {"instructions": size, "bytes": size_bytes}
    for tool, samples in runs.items():
        record[f"{tool}_seconds"] = statistics.median(s[0] for s in samples)
        record[f"{tool}_rss_kib"] = int(statistics.median(s[1] for s in samples))
        record[f"{tool}_cpu_seconds"] = statistics.median(s[2] for s in samples)
        record[f"{tool}_samples"] = [[round(w, 4), r, round(c, 4)] for w, r, c in samples]
    record["time_ratio"] = record["mirpass_seconds"] / record["llc_seconds"]  # type: ignore[operator]
    record["cpu_ratio"] = record["mirpass_cpu_seconds"] / record["llc_cpu_seconds"]  # type: ignore[operator]
    record["rss_ratio"] = record["mirpass_rss_kib"] / record["llc_rss_kib"]  # type: ignore[operator]
    for path in (source, llc_out, mir_out):
        path.unlink()
    return record


def table(records: list[dict[str, object]]) -> str:
    head = (
        f"{'instructions':>12} {'MB':>7} | {'llc s':>7} {'mirpass s':>9} {'ratio':>6} | "
        f"{'llc cpu':>7} {'mirpass cpu':>11} {'ratio':>6} | {'llc MiB':>8} {'mirpass MiB':>11} {'ratio':>6}"
    )
    lines = [head, "-" * len(head)]
    for r in records:
        lines.append(
            f"{r['instructions']:>12,} {r['bytes'] / 1e6:>7.1f} | "  # type: ignore[operator]
            f"{r['llc_seconds']:>7.3f} {r['mirpass_seconds']:>9.3f} {r['time_ratio']:>6.2f} | "
            f"{r['llc_cpu_seconds']:>7.3f} {r['mirpass_cpu_seconds']:>11.3f} {r['cpu_ratio']:>6.2f} | "
            f"{r['llc_rss_kib'] / 1024:>8.1f} {r['mirpass_rss_kib'] / 1024:>11.1f} {r['rss_ratio']:>6.2f}"  # type: ignore[operator]
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="10000,100000,1000000", help="instruction lines, comma separated")
    parser.add_argument("--repeat", type=int, default=3, help="runs of each tool per size (median)")
    parser.add_argument("--json", action="store_true", help="print JSON instead of a table")
    parser.add_argument("--llc", default=DEFAULT_LLC)
    parser.add_argument("--mirpass", default=DEFAULT_MIRPASS, help="the command (split at spaces)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--workdir", help="where to put the inputs (default: a temporary directory)")
    args = parser.parse_args(argv)
    sizes = [int(s.replace("_", "")) for s in args.sizes.split(",") if s.strip()]
    mirpass = args.mirpass.split()
    for tool in (args.llc, mirpass[0]):
        if shutil.which(tool) is None:
            parser.error(f"not found: {tool}")
    with tempfile.TemporaryDirectory(prefix="bench_io.", dir=args.workdir) as tmp:
        records = []
        for size in sizes:
            records.append(bench_size(size, args.repeat, args.llc, mirpass, Path(tmp), args.seed))
            if not args.json:
                print(table(records[-1:]).split("\n")[-1] if len(records) > 1 else table(records), flush=True)
    if args.json:
        print(json.dumps(records, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
