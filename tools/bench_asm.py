"""Assembly input against llc on the same kernel: `mirpass check` and `-run-pass=none` of a `.s`
against llc 22's `-run-pass=none` of the kernel's MIR (issue 15: check within 2x).

For each size, the deterministic gfx942 kernel of tools/gen_big_mir.py is written as MIR, and
llc 22 turns it into assembly (`-start-before=si-insert-waitcnts`: llc's own waits and NOPs, so
the kernel checks clean). A MIR file carries no user-SGPR layout, so llc writes
`.amdhsa_user_sgpr_count 0` with the user SGPRs enabled, which llvm-mc rejects; the count is set
to what the enabled ones add up to. Then, interleaved, `--repeat` times each:

    llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx942 -run-pass=none K.mir -o OUT     (the reference)
    mirpass -run-pass=none K.s -o OUT                 (read, decode, write; output == input)
    mirpass check K.s                                 (hazards and waits; exit 0)
    llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx942 -show-inst -g K.s            (for scale)

and the median CPU time (user plus system, from the kernel's accounting of each child), wall
time and peak memory are reported with their ratios to llc's.

    python tools/bench_asm.py                      # 100k instructions
    python tools/bench_asm.py --sizes 10000,100000 --repeat 5 --json
"""

from __future__ import annotations

import argparse
import filecmp
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(Path(__file__).resolve().parent))

import benchlib  # noqa: E402

LLVM_BIN = os.environ.get("MIRPASS_LLVM_BIN", "/usr/lib/llvm-22/bin")
TARGET = ["-mtriple=amdgcn-amd-amdhsa", "-mcpu=gfx942"]
# User SGPRs each enabled `.amdhsa_user_sgpr_*` directive adds (AMDGPUUsage's table).
_USER_SGPRS = {
    "private_segment_buffer": 4, "dispatch_ptr": 2, "queue_ptr": 2, "kernarg_segment_ptr": 2,
    "dispatch_id": 2, "flat_scratch_init": 2, "private_segment_size": 1,
}  # fmt: skip
_ENABLED = re.compile(r"^\s*\.amdhsa_user_sgpr_([a-z_]+) 1\s*$", re.M)
_COUNT = re.compile(r"^(\s*\.amdhsa_user_sgpr_count) 0$", re.M)


def make_inputs(size: int, seed: int, workdir: Path) -> tuple[Path, Path]:
    """The kernel of `size` instructions as MIR and as llc's assembly."""
    mir = workdir / f"bench{size}.mir"
    benchlib.generate_input(f"__import__('gen_big_mir').generate({size}, {seed})", mir)
    asm = workdir / f"bench{size}.s"
    cmd = [f"{LLVM_BIN}/llc", *TARGET, "-start-before=si-insert-waitcnts", str(mir), "-o", str(asm)]
    subprocess.run(cmd, check=True)
    text = asm.read_text()
    count = sum(_USER_SGPRS.get(name, 0) for name in _ENABLED.findall(text))
    asm.write_text(_COUNT.sub(lambda m: f"{m.group(1)} {count}", text))
    return mir, asm


def measure(argv: list[str], want: int = 0) -> tuple[float, float, int]:
    """(CPU seconds, wall seconds, peak RSS KiB) of one run of `argv`, which must exit `want`."""
    benchlib.compile_bytecode()
    start = time.perf_counter()
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=ROOT, env=env)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) != want:
        raise SystemExit(f"exit {os.waitstatus_to_exitcode(status)}: {' '.join(argv)}")
    return usage.ru_utime + usage.ru_stime, wall, int(usage.ru_maxrss)


def bench_size(size: int, repeat: int, seed: int, workdir: Path) -> dict[str, object]:
    mir, asm = make_inputs(size, seed, workdir)
    out = workdir / "out.s"
    mirpass = [sys.executable, "-m", "mirpass.cli"]
    commands = {
        "llc_none_mir": [f"{LLVM_BIN}/llc", *TARGET, "-run-pass=none", str(mir), "-o", os.devnull],
        "mirpass_none_s": [*mirpass, "-run-pass=none", str(asm), "-o", str(out)],
        "mirpass_check_s": [*mirpass, "check", str(asm)],
        "llvm_mc_s": [f"{LLVM_BIN}/llvm-mc", "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx942", "-show-inst", "-g",
                      str(asm), "-o", os.devnull],
    }  # fmt: skip
    runs: dict[str, list[tuple[float, float, int]]] = {name: [] for name in commands}
    for _ in range(repeat):
        for name, argv in commands.items():
            runs[name].append(measure(argv))
    if not filecmp.cmp(out, asm, shallow=False):
        raise SystemExit(f"mirpass -run-pass=none did not reproduce {asm} byte for byte")
    record: dict[str, object] = {"instructions": size, "s_bytes": asm.stat().st_size}
    for name, samples in runs.items():
        record[f"{name}_cpu"] = statistics.median(s[0] for s in samples)
        record[f"{name}_wall"] = statistics.median(s[1] for s in samples)
        record[f"{name}_rss_kib"] = max(s[2] for s in samples)
        record[f"{name}_samples"] = [[round(c, 3), round(w, 3), r] for c, w, r in samples]
    base = float(record["llc_none_mir_cpu"])  # type: ignore[arg-type]
    for name in commands:
        record[f"{name}_cpu_ratio"] = float(record[f"{name}_cpu"]) / base  # type: ignore[arg-type]
    for path in (mir, asm, out):
        path.unlink()
    return record


def table(records: list[dict[str, object]]) -> str:
    names = ["llc_none_mir", "mirpass_none_s", "mirpass_check_s", "llvm_mc_s"]
    head = f"{'instructions':>12} | " + " | ".join(f"{n:>22}" for n in names)
    lines = [head + "   (CPU s, ratio to llc -run-pass=none on the MIR)", "-" * len(head)]
    for r in records:
        cells = [f"{r[f'{n}_cpu']:>8.3f} s {r[f'{n}_cpu_ratio']:>6.2f}x" for n in names]
        lines.append(f"{r['instructions']:>12,} | " + " | ".join(f"{c:>22}" for c in cells))
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="100000", help="instructions, comma separated")
    parser.add_argument("--repeat", type=int, default=3, help="runs of each command per size (median)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--json", action="store_true", help="print JSON instead of a table")
    parser.add_argument("--workdir", help="where to put the inputs (default: a temporary directory)")
    args = parser.parse_args(argv)
    sizes = [int(s.replace("_", "")) for s in args.sizes.split(",") if s.strip()]
    with tempfile.TemporaryDirectory(prefix="bench_asm.", dir=args.workdir) as tmp:
        records = [bench_size(n, args.repeat, args.seed, Path(tmp)) for n in sizes]
    print(json.dumps(records, indent=2) if args.json else table(records))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
