#!/usr/bin/env python3
"""Regenerate the MIR corpus in tests/mir/corpus from the kernels in kernels/*.cl.

For every kernel and every CPU named on the kernel's first line
(``// targets: gfx942 gfx950 ...``; a kernel for gfx942 is also built for gfx908 and gfx90a,
unless OLDER_CDNA_SKIPPED says otherwise) the kernel is compiled with clang to LLVM IR
and llc captures machine IR at four points of the AMDGPU pipeline:

    before-waitcnt   -stop-before=si-insert-waitcnts
    after-waitcnt    -stop-after=si-insert-waitcnts
    before-hazard    -stop-before=post-RA-hazard-rec
    after-hazard     -stop-after=post-RA-hazard-rec

Outputs (all deterministic, byte for byte):

    tests/mir/corpus/<kernel>.<cpu>.<stage>.mir
    tests/mir/corpus/index.json         file -> kernel, cpu, stage, mattr
    tests/mir/corpus/llc-rejects.json   files llc cannot parse back or verify
    tests/mir/corpus/README.md          only the section between the
                                        "BEGIN/END GENERATED" markers

Every captured file is read back with
``llc -mtriple=amdgcn-amd-amdhsa -mcpu=CPU [-mattr=...] -run-pass=none`` with and
without ``-verify-machineinstrs``; the failures go to llc-rejects.json.

clang and llc run in a temporary directory on relative file names, so no
temporary path leaks into ``; ModuleID`` or ``source_filename``.

Usage:
    python tools/gen_corpus.py [--llvm-bin DIR] [--out DIR] [--jobs N] [--check]

``--check`` regenerates into a temporary directory and exits 1 if anything
differs from the committed corpus.
"""

from __future__ import annotations

import argparse
import difflib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
from mirpass.commands.pipeline import CLANG_FLAGS  # noqa: E402  (the pipeline's own flags)

KERNEL_DIR = REPO / "kernels"
DEFAULT_OUT = REPO / "tests" / "mir" / "corpus"
DEFAULT_LLVM_BIN = "/usr/lib/llvm-22/bin"
TRIPLE = "amdgcn-amd-amdhsa"

KNOWN_CPUS = ("gfx908", "gfx90a", "gfx942", "gfx950", "gfx1200", "gfx1250")
# Every kernel written for gfx942 is also captured for the older CDNA CPUs (MI100, MI250X): they
# share its S_WAITCNT layout, so the same sources exercise their waits without new kernels.
OLDER_CDNA_CPUS = ("gfx908", "gfx90a")
# ...except where the source uses builtins those CPUs lack (clang 22 rejects them; the kernels
# select their MFMA/DPP builtins with __gfx942__ and fall back to gfx12 WMMA otherwise).
OLDER_CDNA_SKIPPED: dict[str, tuple[str, ...]] = {
    "attention_fwd": ("gfx908", "gfx90a"),
    "gemm_pipelined": ("gfx908", "gfx90a"),
    "smfmac_sparse_gemm": ("gfx908", "gfx90a"),
    "wave_softmax_dpp": ("gfx908", "gfx90a"),
    "dgemm_mfma_f64": ("gfx908",),  # no FP64 MFMA before gfx90a
    # The path-aware wait placement kernels (issue 16) are measured on the CPUs it names.
    "flash_attn_prefetch": ("gfx908", "gfx90a"),
    "gemm_lds_prefetch": ("gfx908", "gfx90a"),
    "preheader_scale": ("gfx908", "gfx90a"),
}
WAVE32_CPUS = frozenset({"gfx1200", "gfx1250"})

# (stage name, llc option) in pipeline order.
STAGES: tuple[tuple[str, str], ...] = (
    ("before-waitcnt", "-stop-before=si-insert-waitcnts"),
    ("after-waitcnt", "-stop-after=si-insert-waitcnts"),
    ("before-hazard", "-stop-before=post-RA-hazard-rec"),
    ("after-hazard", "-stop-after=post-RA-hazard-rec"),
)


TARGETS_RE = re.compile(r"^//\s*targets:\s*(?P<cpus>[\w\s]+?)\s*$")

INDEX_NAME = "index.json"
REJECTS_NAME = "llc-rejects.json"
README_NAME = "README.md"
README_BEGIN = "<!-- BEGIN GENERATED: llc-rejects -->"
README_END = "<!-- END GENERATED: llc-rejects -->"

# Known causes of read-back failures: (pattern on the first error line, reason).
REJECT_REASONS: tuple[tuple[re.Pattern[str], str], ...] = (
    (
        re.compile(r"invalid frame index \d+"),
        "`machineFunctionInfo.scavengeFI` is printed as the raw frame index, but the "
        "`stack:` ids have a gap (a dead spill slot was deleted), the parser numbers "
        "the objects densely and the raw index is past the last object",
    ),
    (
        re.compile(r"missing implicit register operand 'implicit(-def)? \$vcc'"),
        "wave32: VOPC `_e32` compares (`implicit-def $vcc_lo`) and "
        "`S_CBRANCH_VCCZ/VCCNZ` (`implicit $vcc_lo`) are printed with `$vcc_lo`, "
        "the MIR parser demands the `$vcc` of the instruction description",
    ),
    (
        re.compile(r"Bad machine code"),
        "parsed, but fails the machine verifier",
    ),
)


@dataclass(frozen=True)
class Kernel:
    name: str
    source: Path
    cpus: tuple[str, ...]


@dataclass(frozen=True)
class Job:
    kernel: Kernel
    cpu: str


def mattr_for(cpu: str) -> str:
    return "+wavefrontsize32" if cpu in WAVE32_CPUS else ""


def llc_target_args(cpu: str) -> list[str]:
    args = [f"-mtriple={TRIPLE}", f"-mcpu={cpu}"]
    mattr = mattr_for(cpu)
    if mattr:
        args.append(f"-mattr={mattr}")
    return args


def clang_target_args(cpu: str) -> list[str]:
    args = ["-target", TRIPLE, f"-mcpu={cpu}"]
    if cpu in WAVE32_CPUS:
        # clang has no -mwavefrontsize32; wave32 is the gfx12 default, made explicit.
        args.append("-mno-wavefrontsize64")
    return args


def discover_kernels(kernel_dir: Path) -> list[Kernel]:
    kernels: list[Kernel] = []
    for src in sorted(kernel_dir.glob("*.cl")):
        with src.open(encoding="utf-8") as fh:
            first = fh.readline().rstrip("\n")
        match = TARGETS_RE.match(first)
        if match is None:
            raise SystemExit(f"{src}: first line must be '// targets: CPU ...'")
        cpus = tuple(match.group("cpus").split())
        unknown = [c for c in cpus if c not in KNOWN_CPUS]
        if unknown:
            raise SystemExit(f"{src}: unknown CPU(s) {' '.join(unknown)}")
        if "gfx942" in cpus:
            skipped = OLDER_CDNA_SKIPPED.get(src.stem, ())
            cpus = tuple(c for c in OLDER_CDNA_CPUS if c not in cpus and c not in skipped) + cpus
        kernels.append(Kernel(src.stem, src, cpus))
    if not kernels:
        raise SystemExit(f"no kernels found in {kernel_dir}")
    return kernels


def mir_name(kernel: str, cpu: str, stage: str) -> str:
    return f"{kernel}.{cpu}.{stage}.mir"


def run(cmd: Sequence[str], cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        list(cmd),
        cwd=cwd,
        capture_output=True,
        text=True,
        check=False,
        env={**os.environ, "LC_ALL": "C"},
    )


def compile_job(job: Job, llvm_bin: Path, work: Path, out: Path) -> list[str]:
    """Compile one kernel for one CPU and write its four MIR captures to out.

    Returns the warnings that clang/llc printed.
    """
    kernel, cpu = job.kernel, job.cpu
    wdir = work / f"{kernel.name}.{cpu}"
    wdir.mkdir(parents=True)
    shutil.copyfile(kernel.source, wdir / f"{kernel.name}.cl")
    warnings: list[str] = []

    cmd = [
        str(llvm_bin / "clang"),
        *clang_target_args(cpu),
        *CLANG_FLAGS,
        f"{kernel.name}.cl",
        "-o",
        f"{kernel.name}.ll",
    ]
    res = run(cmd, wdir)
    if res.returncode != 0:
        raise RuntimeError(f"clang failed for {kernel.name} {cpu}:\n{res.stderr}")
    if res.stderr.strip():
        warnings.append(f"clang {kernel.name} {cpu}: {res.stderr.strip()}")

    for stage, stop in STAGES:
        name = mir_name(kernel.name, cpu, stage)
        cmd = [str(llvm_bin / "llc"), *llc_target_args(cpu), stop, f"{kernel.name}.ll", "-o", name]
        res = run(cmd, wdir)
        if res.returncode != 0:
            raise RuntimeError(f"llc {stop} failed for {kernel.name} {cpu}:\n{res.stderr}")
        if res.stderr.strip():
            warnings.append(f"llc {kernel.name} {cpu} {stage}: {res.stderr.strip()}")
        shutil.copyfile(wdir / name, out / name)
    return warnings


def first_error_line(stderr: str, llc: str) -> str:
    lines = [ln.replace(llc, "llc").rstrip() for ln in stderr.splitlines() if ln.strip()]
    for ln in lines:
        if "Bad machine code" in ln or "error:" in ln or "LLVM ERROR" in ln:
            return ln
    return lines[0] if lines else "(no diagnostic)"


def readback(name: str, cpu: str, out: Path, llvm_bin: Path) -> dict[str, object] | None:
    """Parse one MIR file back with llc; None if it parses and verifies."""
    llc = str(llvm_bin / "llc")
    base = [llc, *llc_target_args(cpu), "-run-pass=none", "-o", os.devnull]
    parsed = run([*base, name], out)
    if parsed.returncode != 0:
        return {"parse": False, "verify": False, "error": first_error_line(parsed.stderr, llc)}
    verified = run([*base, "-verify-machineinstrs", name], out)
    if verified.returncode != 0:
        return {"parse": True, "verify": False, "error": first_error_line(verified.stderr, llc)}
    return None


def reason_for(error: str) -> str:
    for pattern, reason in REJECT_REASONS:
        if pattern.search(error):
            return reason
    return "unclassified; see the error"


def readme_section(rejects: dict[str, dict[str, object]]) -> str:
    lines = [README_BEGIN, ""]
    if not rejects:
        lines.append("llc 22 parses and verifies every file in the corpus.")
    else:
        lines.append(
            f"{len(rejects)} file(s) that `llc -run-pass=none` cannot read back "
            "(parse) or that fail `-verify-machineinstrs` (verify):"
        )
        lines.append("")
        lines.append("| file | parse | verify | first llc error | reason |")
        lines.append("|---|---|---|---|---|")
        for name, info in rejects.items():
            err = str(info["error"]).replace("|", "\\|")
            lines.append(
                f"| `{name}` | {'ok' if info['parse'] else 'FAIL'} | "
                f"{'ok' if info['verify'] else 'FAIL'} | `{err}` | "
                f"{reason_for(str(info['error']))} |"
            )
    lines += ["", README_END]
    return "\n".join(lines) + "\n"


def update_readme(text: str, section: str) -> str:
    start, end = text.find(README_BEGIN), text.find(README_END)
    if start < 0 or end < 0:
        return text
    end += len(README_END)
    if text[end : end + 1] == "\n":
        end += 1
    return text[:start] + section + text[end:]


def dump_json(obj: object) -> str:
    return json.dumps(obj, indent=2, sort_keys=True) + "\n"


def generate(out: Path, llvm_bin: Path, jobs: int, readme_src: Path | None) -> list[str]:
    """Write the full corpus into out (which must exist). Returns warnings."""
    kernels = discover_kernels(KERNEL_DIR)
    work_items = [Job(k, cpu) for k in kernels for cpu in k.cpus]
    warnings: list[str] = []
    with tempfile.TemporaryDirectory(prefix="mir-corpus-") as tmp:
        work = Path(tmp)
        with ThreadPoolExecutor(max_workers=jobs) as pool:
            for w in pool.map(lambda j: compile_job(j, llvm_bin, work, out), work_items):
                warnings.extend(w)

    index: dict[str, dict[str, str]] = {}
    for job in work_items:
        for stage, _ in STAGES:
            index[mir_name(job.kernel.name, job.cpu, stage)] = {
                "kernel": job.kernel.name,
                "cpu": job.cpu,
                "stage": stage,
                "mattr": mattr_for(job.cpu),
            }
    names = sorted(index)
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        results = list(pool.map(lambda n: readback(n, index[n]["cpu"], out, llvm_bin), names))
    rejects = {n: r for n, r in zip(names, results, strict=True) if r is not None}

    (out / INDEX_NAME).write_text(dump_json(index), encoding="utf-8")
    (out / REJECTS_NAME).write_text(dump_json(rejects), encoding="utf-8")
    if readme_src is not None and readme_src.exists():
        text = update_readme(readme_src.read_text(encoding="utf-8"), readme_section(rejects))
        (out / README_NAME).write_text(text, encoding="utf-8")
    return warnings


def generated_files(directory: Path) -> set[str]:
    names = {p.name for p in directory.glob("*.mir")}
    names |= {n for n in (INDEX_NAME, REJECTS_NAME, README_NAME) if (directory / n).exists()}
    return names


def check(out: Path, llvm_bin: Path, jobs: int) -> int:
    with tempfile.TemporaryDirectory(prefix="mir-corpus-check-") as tmp:
        fresh = Path(tmp)
        generate(fresh, llvm_bin, jobs, out / README_NAME)
        want, have = generated_files(fresh), generated_files(out)
        problems: list[str] = []
        problems += [f"missing: {n}" for n in sorted(want - have)]
        problems += [f"stale (not generated): {n}" for n in sorted(have - want)]
        for name in sorted(want & have):
            a = (out / name).read_bytes()
            b = (fresh / name).read_bytes()
            if a != b:
                problems.append(f"differs: {name}")
                diff = difflib.unified_diff(
                    a.decode(errors="replace").splitlines(),
                    b.decode(errors="replace").splitlines(),
                    f"committed/{name}",
                    f"regenerated/{name}",
                    lineterm="",
                    n=1,
                )
                problems += ["    " + ln for ln in list(diff)[:12]]
    if problems:
        print(f"corpus in {out} is out of date:", file=sys.stderr)
        for p in problems:
            print("  " + p, file=sys.stderr)
        print("run: python tools/gen_corpus.py", file=sys.stderr)
        return 1
    print(f"corpus in {out} is up to date ({len(want)} files)")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument(
        "--llvm-bin",
        default=DEFAULT_LLVM_BIN,
        help=f"directory with clang and llc (default {DEFAULT_LLVM_BIN})",
    )
    ap.add_argument("--out", default=str(DEFAULT_OUT), help="corpus directory (default tests/mir/corpus)")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="parallel clang/llc processes")
    ap.add_argument(
        "--check", action="store_true", help="regenerate to a temp dir; exit 1 if the corpus differs"
    )
    args = ap.parse_args(argv)

    llvm_bin = Path(args.llvm_bin)
    for tool in ("clang", "llc"):
        if not os.access(llvm_bin / tool, os.X_OK):
            print(f"error: {llvm_bin / tool} not found or not executable", file=sys.stderr)
            return 2
    out = Path(args.out)
    jobs = max(1, args.jobs)

    if args.check:
        return check(out, llvm_bin, jobs)

    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="mir-corpus-new-") as tmp:
        fresh = Path(tmp)
        warnings = generate(fresh, llvm_bin, jobs, out / README_NAME)
        for stale in sorted(out.glob("*.mir")):
            if not (fresh / stale.name).exists():
                stale.unlink()
        for name in sorted(generated_files(fresh)):
            shutil.copyfile(fresh / name, out / name)
    for w in warnings:
        print("warning: " + w, file=sys.stderr)
    rejects = json.loads((out / REJECTS_NAME).read_text(encoding="utf-8"))
    mirs = sorted(out.glob("*.mir"))
    size = sum(p.stat().st_size for p in mirs)
    print(
        f"wrote {len(mirs)} MIR files ({size / 1e6:.2f} MB) to {out}; "
        f"{len(rejects)} rejected by llc read-back"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
