#!/usr/bin/env python3
"""Compare mirpass's si-insert-waitcnts with llc 22's on the corpus `before-waitcnt` inputs.

For every function: the number of wait instructions, and the sum over waits of how many
in-flight operations each one drains (the most on any path, by the path simulation of
mirpass.passes.waitcnt.verify, applied identically to both outputs). Also runs the verifier
on mirpass's output.

llc 22 cannot parse some MIR it prints itself (wave32 `$vcc_lo` implicit operands, a renumbered
`scavengeFI`); for those inputs llc runs on a copy rewritten by the `llc22-compat` pass.

    tools/compare_waitcnt.py [--markdown] [--verbose] [FILES...]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from mirpass.api import resolve, run_passes, to_text  # noqa: E402
from mirpass.ir.translate import Translator  # noqa: E402
from mirpass.mir import read  # noqa: E402
from mirpass.passes.registry import PassContext  # noqa: E402
from mirpass.passes.waitcnt.lds import LdsResolver  # noqa: E402
from mirpass.passes.waitcnt.model import FunctionModel  # noqa: E402
from mirpass.passes.waitcnt.pass_ import run_on_function  # noqa: E402
from mirpass.passes.waitcnt.verify import drains, verify_waits  # noqa: E402

CORPUS = ROOT / "tests" / "mir" / "corpus"
LLC = "/usr/lib/llvm-22/bin/llc"


def llc_readable(text: str) -> str:
    """`text` rewritten by the llc22-compat pass, for llc 22's MIR parser."""
    mir = read(text)
    run_passes(mir, ["llc22-compat"], resolve(mir))
    return to_text(mir, llvm22_spelling=True)


def run_llc(text: str, cpu: str, mattr: str, extra: list[str] | None = None) -> subprocess.CompletedProcess:
    with tempfile.NamedTemporaryFile("w", suffix=".mir", delete=False) as f:
        f.write(text)
        path = f.name
    args = [LLC, "-mtriple=amdgcn-amd-amdhsa", f"-mcpu={cpu}"]
    if mattr:
        args.append(f"-mattr={mattr}")
    args += (extra or ["-run-pass", "si-insert-waitcnts"]) + [path, "-o", "-"]
    try:
        return subprocess.run(args, capture_output=True, text=True, timeout=600)
    finally:
        Path(path).unlink()


def function_metrics(text: str, name: str, cpu: str) -> dict[str, dict]:
    """function -> {waits, drained, complete, joins, loops}."""
    mir = read(text, name)
    target = resolve(mir, None, cpu)
    resolver = LdsResolver(mir.ir_module.text if mir.ir_module else None)
    out = {}
    for mf in mir.functions:
        tf = Translator(target).translate(mf)
        model = FunctionModel(tf, resolver, with_deps=False)
        waits = [g.inst for groups in model.groups for g in groups if g.role == "hard"]
        drained, complete = drains(tf, resolver)
        cfg = tf.cfg
        out[mf.name] = {
            "waits": len(waits),
            "drained": sum(drained.get(id(w), 0) for w in waits),
            "complete": complete,
            "joins": sum(1 for p in cfg.preds if len(p) >= 2),
            "loops": len(cfg.loops),
        }
    return out


def compare_file(path: Path, index: dict) -> list[dict]:
    meta = index.get(path.name, {})
    text = path.read_text()
    mir = read(text, str(path))
    target = resolve(mir)
    cpu, mattr = target.cpu, meta.get("mattr", "")
    resolver = LdsResolver(mir.ir_module.text if mir.ir_module else None)
    violations = []
    for mf in mir.functions:
        ctx = PassContext(target, {})
        rep = run_on_function(mf, ctx, resolver)
        tf = Translator(target).translate(mf)
        extra = {k: v for k, (_, v) in rep.soft_requirements.items()}
        violations += [str(v) for v in verify_waits(tf, resolver=resolver, extra_requirements=extra)]
    ours_text = to_text(mir, llvm22_spelling=True)
    ours = function_metrics(ours_text, path.name, cpu)
    proc = run_llc(text, cpu, mattr)
    fixed = False
    if proc.returncode != 0:
        proc = run_llc(llc_readable(text), cpu, mattr)
        fixed = True
    if proc.returncode == 0:
        llc_text = proc.stdout
    else:
        # llc cannot read this input back (e.g. spill_pressure.gfx1250: "invalid frame index");
        # its -stop-after=si-insert-waitcnts output from the corpus is the same pass's result.
        after = path.with_name(path.name.replace("before-waitcnt", "after-waitcnt"))
        llc_text = after.read_text()
        fixed = "corpus"
    theirs = function_metrics(llc_text, path.name, cpu)
    rows = []
    for fn, mine in ours.items():
        llc = theirs[fn]
        rows.append(
            {
                "file": path.name.replace(".before-waitcnt.mir", ""),
                "function": fn,
                "cpu": cpu,
                "vcc_fix": fixed,
                "joins": mine["joins"],
                "loops": mine["loops"],
                "llc_waits": llc["waits"],
                "mirpass_waits": mine["waits"],
                "llc_drained": llc["drained"],
                "mirpass_drained": mine["drained"],
                "complete": mine["complete"] and llc["complete"],
                "violations": [v for v in violations if v.startswith(fn + ":")],
            }
        )
    return rows


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("files", nargs="*", type=Path)
    ap.add_argument("--markdown", action="store_true")
    ap.add_argument("--json", type=Path)
    args = ap.parse_args(argv)
    files = args.files or sorted(CORPUS.glob("*.before-waitcnt.mir"))
    index = json.loads((CORPUS / "index.json").read_text())
    rows = []
    for f in files:
        rows += compare_file(f, index)
    tot = {
        k: sum(r[k] for r in rows) for k in ("llc_waits", "mirpass_waits", "llc_drained", "mirpass_drained")
    }
    nviol = sum(len(r["violations"]) for r in rows)
    more = [r for r in rows if r["mirpass_drained"] > r["llc_drained"]]
    less_cf = [r for r in rows if (r["joins"] or r["loops"]) and r["mirpass_drained"] < r["llc_drained"]]
    cf = [r for r in rows if r["joins"] or r["loops"]]
    if args.markdown:
        print(
            "| kernel.cpu | function | joins | loops | waits llc | waits mirpass "
            "| drained llc | drained mirpass | Δ |"
        )
        print("|---|---|---:|---:|---:|---:|---:|---:|---:|")
        for r in rows:
            d = r["mirpass_drained"] - r["llc_drained"]
            print(
                f"| {r['file']} | {r['function']} | {r['joins']} | {r['loops']} | {r['llc_waits']} | "
                f"{r['mirpass_waits']} | {r['llc_drained']} | {r['mirpass_drained']} | {d:+d} |"
            )
        print(
            f"| **total** | {len(rows)} functions | | | {tot['llc_waits']} | {tot['mirpass_waits']} | "
            f"{tot['llc_drained']} | {tot['mirpass_drained']} | "
            f"{tot['mirpass_drained'] - tot['llc_drained']:+d} |"
        )
    else:
        fmt = "{:<34} {:<26} {:>3} {:>3} {:>6} {:>6} {:>7} {:>7} {:>5}"
        print(fmt.format("kernel.cpu", "function", "J", "L", "w.llc", "w.mp", "dr.llc", "dr.mp", "delta"))
        for r in rows:
            print(
                fmt.format(
                    r["file"],
                    r["function"][:26],
                    r["joins"],
                    r["loops"],
                    r["llc_waits"],
                    r["mirpass_waits"],
                    r["llc_drained"],
                    r["mirpass_drained"],
                    r["mirpass_drained"] - r["llc_drained"],
                )
            )
        print(
            fmt.format(
                "TOTAL",
                f"{len(rows)} functions",
                "",
                "",
                tot["llc_waits"],
                tot["mirpass_waits"],
                tot["llc_drained"],
                tot["mirpass_drained"],
                tot["mirpass_drained"] - tot["llc_drained"],
            )
        )
    print(
        f"\nfunctions where mirpass drains more than llc: {len(more)}; "
        f"functions with joins/loops draining strictly less: {len(less_cf)} of {len(cf)}; "
        f"verifier violations on mirpass output: {nviol}; "
        f"incomplete explorations: {sum(1 for r in rows if not r['complete'])}"
    )
    for r in rows:
        for v in r["violations"]:
            print("VIOLATION", r["file"], v)
    if args.json:
        args.json.write_text(json.dumps(rows, indent=1))
    return 1 if nviol else 0


if __name__ == "__main__":
    raise SystemExit(main())
