#!/usr/bin/env python3
"""Regenerate tests/asm/corpus: llc 22's final assembly of every corpus kernel and CPU.

Each kernel of ``kernels/*.cl`` is compiled for each CPU on its ``// targets:`` line exactly as
``tools/gen_corpus.py`` compiles the MIR corpus (clang 22 to LLVM IR with the pipeline's flags,
then llc 22 with the same target options), but llc runs to the end and writes
``<kernel>.<cpu>.s``.  The assembly therefore belongs to the same IR as
``tests/mir/corpus/<kernel>.<cpu>.*.mir``.

``expected.json`` records, from llc 22's own MIR of the same compile stopped after its last
MIR pass (``-stop-after=branch-relaxation``), each function's instruction opcodes and CFG
edges: the oracle the assembly reader is tested against (tests/test_asm_corpus.py).

Usage: python tools/gen_asm_corpus.py [--llvm-bin DIR] [--jobs N] [--check]

``--check`` regenerates into a temporary directory and exits 1 if anything differs.
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "tools"))
sys.path.insert(0, str(REPO))
from gen_corpus import (  # noqa: E402  (one definition of how the corpus is compiled)
    CLANG_FLAGS,
    DEFAULT_LLVM_BIN,
    KERNEL_DIR,
    Job,
    clang_target_args,
    discover_kernels,
    llc_target_args,
    run,
)

from mirpass.mir import read  # noqa: E402

OUT = REPO / "tests" / "asm" / "corpus"
EXPECTED = "expected.json"
LAST_MIR_PASS = "stack-frame-layout"


def _flatten(inst) -> list[str]:
    """A bundle's header and then the instructions inside it, in order."""
    inner = [i for i in inst.bundled or () if not isinstance(i, str)]
    return [inst.opcode, *(op for i in inner for op in _flatten(i))]


def mir_facts(text: str, filename: str) -> dict[str, dict[str, object]]:
    """Per function: the opcodes in layout order and the CFG edges, as llc's MIR has them."""
    out: dict[str, dict[str, object]] = {}
    for mf in read(text, filename).functions:
        ops = [op for block in mf.blocks for inst in block.instructions for op in _flatten(inst)]
        edges = [[f"bb.{b.number}", f"bb.{s}"] for b in mf.blocks for s, _ in b.successors]
        out[mf.name] = {"opcodes": " ".join(ops), "edges": sorted(edges), "blocks": len(mf.blocks)}
    return out


def compile_job(job: Job, llvm_bin: Path, work: Path, out: Path) -> dict[str, dict[str, object]]:
    name = job.kernel.name
    wdir = work / f"{name}.{job.cpu}"
    wdir.mkdir(parents=True)
    shutil.copyfile(job.kernel.source, wdir / f"{name}.cl")
    clang = [
        str(llvm_bin / "clang"),
        *clang_target_args(job.cpu),
        *CLANG_FLAGS,
        f"{name}.cl",
        "-o",
        f"{name}.ll",
    ]
    res = run(clang, wdir)
    if res.returncode != 0:
        raise RuntimeError(f"clang failed for {name} {job.cpu}:\n{res.stderr}")
    asm = f"{name}.{job.cpu}.s"
    res = run([str(llvm_bin / "llc"), *llc_target_args(job.cpu), f"{name}.ll", "-o", asm], wdir)
    if res.returncode != 0:
        raise RuntimeError(f"llc failed for {name} {job.cpu}:\n{res.stderr}")
    shutil.copyfile(wdir / asm, out / asm)
    mir = f"{name}.{job.cpu}.final.mir"
    stop = f"-stop-after={LAST_MIR_PASS}"
    res = run([str(llvm_bin / "llc"), *llc_target_args(job.cpu), stop, f"{name}.ll", "-o", mir], wdir)
    if res.returncode != 0:
        raise RuntimeError(f"llc {stop} failed for {name} {job.cpu}:\n{res.stderr}")
    return mir_facts((wdir / mir).read_text(), mir)


def generate(out: Path, llvm_bin: Path, jobs: int) -> None:
    out.mkdir(parents=True, exist_ok=True)
    for old in out.glob("*.s"):
        old.unlink()
    items = [Job(k, cpu) for k in discover_kernels(KERNEL_DIR) for cpu in k.cpus]
    with tempfile.TemporaryDirectory(prefix="mirpass-asm-corpus-") as tmp:
        with ThreadPoolExecutor(max_workers=jobs) as pool:
            facts = list(pool.map(lambda j: compile_job(j, llvm_bin, Path(tmp), out), items))
    expected = {f"{j.kernel.name}.{j.cpu}.s": f for j, f in zip(items, facts, strict=True)}
    lines = [f"  {json.dumps(k)}: {json.dumps(v, sort_keys=True)}" for k, v in sorted(expected.items())]
    (out / EXPECTED).write_text("{\n" + ",\n".join(lines) + "\n}\n")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--llvm-bin", default=DEFAULT_LLVM_BIN)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--check", action="store_true")
    args = ap.parse_args(argv)
    llvm_bin = Path(args.llvm_bin)
    if not args.check:
        generate(OUT, llvm_bin, args.jobs)
        return 0
    with tempfile.TemporaryDirectory(prefix="mirpass-asm-check-") as tmp:
        fresh = Path(tmp)
        generate(fresh, llvm_bin, args.jobs)
        names = {p.name for p in fresh.glob("*.s")} | {p.name for p in OUT.glob("*.s")} | {EXPECTED}
        stale = sorted(
            n
            for n in names
            if not (OUT / n).exists()
            or not (fresh / n).exists()
            or (OUT / n).read_bytes() != (fresh / n).read_bytes()
        )
    for n in stale:
        print(f"STALE: tests/asm/corpus/{n}", file=sys.stderr)
    print(f"check: {len(names)} files, {'OK' if not stale else f'{len(stale)} stale'}", file=sys.stderr)
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
