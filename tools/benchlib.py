"""Shared helpers for the benchmarks: run a command, measure wall time and peak memory.

Every benchmark runs llc 22 and mirpass side by side in the same run, interleaved, and reports
ratios, because these machines are too noisy for absolute times to mean much.
"""

from __future__ import annotations

import compileall
import math
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LLC = os.environ.get("MIRPASS_LLC", "/usr/lib/llvm-22/bin/llc")
MIRPASS = [sys.executable, "-m", "mirpass.cli"]


@dataclass
class Measurement:
    seconds: float
    peak_mb: float
    ok: bool
    cpu: float = 0.0  # user + system seconds of the child


_compiled = False


def compile_bytecode() -> None:
    """Write mirpass's bytecode once, as an installed package has it: with PYTHONDONTWRITEBYTECODE
    set (as on these machines) every run would otherwise compile the modules again."""
    global _compiled
    if not _compiled:
        compileall.compile_dir(str(ROOT / "mirpass"), quiet=1)
        _compiled = True


def measure(argv: Sequence[str], timeout: float = 3600) -> Measurement:
    """Wall time and peak resident memory (the kernel's accounting, os.wait4) of one child."""
    compile_bytecode()
    with tempfile.TemporaryFile() as err:  # a file, not a pipe: a chatty child cannot block
        start = time.perf_counter()
        proc = subprocess.Popen(
            list(argv),
            stdout=subprocess.DEVNULL,
            stderr=err,
            cwd=ROOT,
            env={**os.environ, "PYTHONPATH": str(ROOT)},
        )
        deadline = start + timeout
        while True:
            pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
            if pid:
                break
            if time.perf_counter() > deadline:
                proc.kill()
                pid, status, usage = os.wait4(proc.pid, 0)
                break
            time.sleep(0.002)
        seconds = time.perf_counter() - start
    ok = os.waitstatus_to_exitcode(status) == 0
    return Measurement(seconds, usage.ru_maxrss / 1024.0, ok, usage.ru_utime + usage.ru_stime)


def side_by_side(
    llc_argv: Sequence[str], mirpass_argv: Sequence[str], repeat: int
) -> tuple[Measurement, Measurement]:
    """Interleave the two commands `repeat` times; the median time and the largest memory."""
    runs: dict[str, list[Measurement]] = {"llc": [], "mirpass": []}
    for _ in range(repeat):
        runs["llc"].append(measure(llc_argv))
        runs["mirpass"].append(measure(mirpass_argv))

    def summary(ms: list[Measurement]) -> Measurement:
        return Measurement(
            statistics.median(m.seconds for m in ms),
            max(m.peak_mb for m in ms),
            all(m.ok for m in ms),
            statistics.median(m.cpu for m in ms),
        )

    return summary(runs["llc"]), summary(runs["mirpass"])


def growth_exponent(sizes: Sequence[int], seconds: Sequence[float]) -> float:
    """The least-squares slope of log(time) against log(size): 1.0 is linear."""
    xs = [math.log(s) for s in sizes]
    ys = [math.log(max(t, 1e-6)) for t in seconds]
    mx, my = statistics.fmean(xs), statistics.fmean(ys)
    den = sum((x - mx) ** 2 for x in xs)
    return sum((x - mx) * (y - my) for x, y in zip(xs, ys, strict=True)) / den if den else float("nan")


def generate_input(expression: str, path: Path) -> None:
    """Write `expression` (Python, evaluated with the tools directory importable) to `path`, in a
    child process: a large input held by this process would inflate the peak memory that the
    kernel reports for every child forked after it."""
    code = (
        f"import sys; sys.path.insert(0, {str(ROOT / 'tools')!r}); "
        f"text = ({expression}); open({str(path)!r}, 'w').write(text)"
    )
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT)
