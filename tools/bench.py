"""Regenerate docs/benchmarks.md: mirpass against llc 22, measured side by side in one run.

    .venv/bin/python tools/bench.py                  # 10k, 100k and 1M instructions (slow)
    .venv/bin/python tools/bench.py --sizes 10000,100000 --repeat 3

For each pass, the same generated input goes to `llc -run-pass=P` and `mirpass -run-pass=P`;
the table gives wall time, peak memory, their ratios and the growth exponent of time with size.
The corpus comparison of the wait-count pass (tools/compare_waitcnt.py) and of the hazard pass
(`mirpass compare`) follows.
"""

from __future__ import annotations

import argparse
import datetime
import os
import platform
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from benchlib import LLC, MIRPASS, ROOT, generate_input, growth_exponent, side_by_side  # noqa: E402

_WAIT_INPUT = "__import__('bench_waitcnt').generate({n}, 'gfx942')"
# (title, pass, Python expression generating an input of {n} instructions, mirpass's own options)
CASES: list[tuple[str, str, str, tuple[str, ...]]] = [
    ("read + write", "none", "__import__('gen_big_mir').generate({n})", ()),
    ("post-RA-hazard-rec", "post-RA-hazard-rec", "__import__('bench_hazards').generate({n})", ()),
    ("si-insert-waitcnts", "si-insert-waitcnts", _WAIT_INPUT, ()),
    ("si-insert-waitcnts `--llvm-compat=22`", "si-insert-waitcnts", _WAIT_INPUT, ("--llvm-compat=22",)),
]


def run_cases(sizes: list[int], repeat: int, work: Path) -> list[str]:
    lines = [
        "| pass | instructions | llc s | mirpass s | time ratio | CPU time ratio | llc MB | mirpass MB "
        "| memory ratio |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    exponents: list[str] = []
    for title, pass_name, generate, options in CASES:
        times: dict[str, list[float]] = {"llc": [], "mirpass": []}
        for n in sizes:
            src = work / f"{pass_name}.{n}.mir"
            generate_input(generate.format(n=n), src)
            out = work / "out.mir"
            reps = repeat if n <= 100_000 else 1
            llc, mine = side_by_side(
                [
                    LLC,
                    "-mtriple=amdgcn-amd-amdhsa",
                    "-mcpu=gfx942",
                    f"-run-pass={pass_name}",
                    str(src),
                    "-o",
                    str(out),
                ],
                [*MIRPASS, "-mcpu=gfx942", f"-run-pass={pass_name}", *options, str(src), "-o", str(out)],
                reps,
            )
            flag = "" if llc.ok and mine.ok else " (a run failed)"
            lines.append(
                f"| {title} | {n:,} | {llc.seconds:.2f} | {mine.seconds:.2f} | "
                f"{mine.seconds / llc.seconds:.2f}x | {mine.cpu / max(llc.cpu, 1e-6):.2f}x | "
                f"{llc.peak_mb:.0f} | {mine.peak_mb:.0f} | "
                f"{mine.peak_mb / llc.peak_mb:.2f}x{flag} |"
            )
            times["llc"].append(llc.seconds)
            times["mirpass"].append(mine.seconds)
            print(lines[-1], flush=True)
            src.unlink()
        if len(sizes) > 1:
            exponents.append(
                f"| {title} | {growth_exponent(sizes, times['llc']):.2f} | "
                f"{growth_exponent(sizes, times['mirpass']):.2f} |"
            )
    if exponents:
        lines += [
            "",
            "Growth exponent of wall time with size (1.00 = linear):",
            "",
            "| pass | llc | mirpass |",
            "|---|---|---|",
            *exponents,
        ]
    return lines


def corpus_tables() -> list[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    wait = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "compare_waitcnt.py"), "--markdown"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
    )
    hazard_files = sorted(
        str(p) for p in (ROOT / "tests" / "mir" / "corpus").glob("*.gfx9[45]*.before-hazard.mir")
    )
    hazard = subprocess.run(
        [*MIRPASS, "compare", "-run-pass=post-RA-hazard-rec", "-j", "2", *hazard_files],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
    )
    return [
        "## Wait counts on the corpus",
        "",
        "`tools/compare_waitcnt.py`: mirpass and llc 22 `-run-pass si-insert-waitcnts` on the corpus "
        "`before-waitcnt` inputs. *drained* sums, over the waits, the in-flight operations each one "
        "drains (the most over the paths reaching it).",
        "",
        wait.stdout.strip() or f"(failed: {wait.stderr.strip()})",
        "",
        "## Hazard NOPs on the corpus",
        "",
        "`mirpass compare -run-pass=post-RA-hazard-rec` on the gfx942/gfx950 `before-hazard` inputs "
        "(sites = instructions and block ends compared; *strict* = mirpass leaves more wait states).",
        "",
        "```",
        hazard.stdout.strip() or f"(failed: {hazard.stderr.strip()})",
        "```",
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--sizes", default="10000,100000,1000000")
    parser.add_argument("--repeat", type=int, default=3, help="interleaved runs per size up to 100k")
    parser.add_argument("-o", "--output", default=str(ROOT / "docs" / "benchmarks.md"))
    args = parser.parse_args(argv)
    sizes = [int(s) for s in args.sizes.split(",")]
    with tempfile.TemporaryDirectory(prefix="mirpass-bench-") as tmp:
        rows = run_cases(sizes, args.repeat, Path(tmp))
    cpu = next(
        (
            line.split(":", 1)[1].strip()
            for line in Path("/proc/cpuinfo").read_text().splitlines()
            if line.startswith("model name")
        ),
        platform.processor(),
    )
    llc_version = subprocess.run([LLC, "--version"], capture_output=True, text=True).stdout
    version = next((line.strip() for line in llc_version.splitlines() if "LLVM version" in line), "")
    doc = [
        "# Benchmarks",
        "",
        f"Generated by `tools/bench.py` on {datetime.date.today()} ({os.cpu_count()} cores, {cpu}; "
        f"{version}; Python {platform.python_version()}). Each mirpass run is the real command line, "
        "interpreter start-up included; llc and mirpass runs are interleaved on the same inputs and "
        "the time is the median of the runs (one run at 1M): wall time, and the CPU time (user + "
        "system) of each child, which a loaded machine disturbs less. Ratios are mirpass / llc: below "
        "1 is better than llc.",
        "",
        "## Speed and memory against llc 22",
        "",
        *rows,
        "",
        *corpus_tables(),
        "",
    ]
    out = Path(args.output)
    old = out.read_text() if out.exists() else ""
    if "<!-- scaling -->" in old and "<!-- /scaling -->" in old:  # tools/bench_scaling.py's section
        kept = old[old.index("<!-- scaling -->") : old.index("<!-- /scaling -->") + len("<!-- /scaling -->")]
        doc += [kept, ""]
    # tools/bench_wait_placement.py's section
    if "<!-- wait-placement -->" in old and "<!-- /wait-placement -->" in old:
        end = old.index("<!-- /wait-placement -->") + len("<!-- /wait-placement -->")
        doc += [old[old.index("<!-- wait-placement -->") : end], ""]
    if "<!-- asm -->" in old and "<!-- /asm -->" in old:  # tools/bench_asm.py's numbers
        end = old.index("<!-- /asm -->") + len("<!-- /asm -->")
        doc += [old[old.index("<!-- asm -->") : end], ""]
    out.write_text("\n".join(doc))
    print(f"wrote {args.output}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
