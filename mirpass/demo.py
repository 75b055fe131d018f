"""`make run`: mirpass's main job on a bundled software-pipelined kernel for gfx950.

The kernel (a flash-attention forward whose next K/V tile is prefetched inside the loop) goes
through `mirpass pipeline` (clang and llc 22, with mirpass's wait-count and hazard passes in
place of llc's), and what mirpass changed is compared with llc's own output: the waits, the
NOPs, per loop the waits a steady-state iteration runs and the latency they expose, and the
annotated wait that path-aware placement moved out of the loop.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

from mirpass.api import read_file, run_passes, to_text
from mirpass.commands.compare import DEFAULT_LLC, compare_file, run_both
from mirpass.commands.compare_loops import loop_rows, print_loops
from mirpass.commands.pipeline import PipelineError, run_pipeline
from mirpass.ir.stall_model import StallEstimate, estimate_stalls
from mirpass.ir.translate import Translator
from mirpass.mir import MIRFile
from mirpass.target.targets import TARGETS

ROOT = Path(__file__).resolve().parent.parent
KERNEL = ROOT / "kernels" / "flash_attn_prefetch.cl"
CPU = "gfx950"


def stalls(mir: MIRFile) -> StallEstimate:
    translator = Translator(TARGETS[CPU])
    total = StallEstimate()
    for mf in mir.functions:
        total += estimate_stalls(translator.translate(mf))
    return total


def count_asm(path: Path) -> tuple[int, int]:
    text = path.read_text()
    waits = len(re.findall(r"^\s*s_wait(?:cnt|_\w+cnt)\b", text, re.M))
    nops = sum(int(n) + 1 for n in re.findall(r"^\s*s_nop\s+(\d+)", text, re.M))
    return waits, nops


def show_loops(llc_mir: MIRFile, mine: MIRFile, before_wait: str) -> None:
    """The per-loop table (`mirpass compare --loops`) and the annotated wait that path-aware
    placement moved to the loop's preheader."""
    rows = loop_rows(llc_mir, mine, TARGETS[CPU])
    print("\nPer loop, one steady-state iteration (mirpass compare --loops):")
    print_loops([(Path(before_wait).name, rows)], sys.stdout)
    annotated = read_file(before_wait)
    run_passes(annotated, ["si-insert-waitcnts"], TARGETS[CPU], {"annotate": "1"})
    moved = [line.strip() for line in to_text(annotated).splitlines() if "moved here from" in line]
    if moved:
        print("\nThe wait path-aware placement moved out of the loop (--annotate):")
        for line in moved:
            print(f"  {line}")


def main() -> int:
    out = ROOT / "out" / f"{KERNEL.stem}.{CPU}"
    out.mkdir(parents=True, exist_ok=True)
    asm = out / f"{KERNEL.stem}.{CPU}.s"
    print(
        f"$ mirpass pipeline -mcpu={CPU} kernels/{KERNEL.name} -o {asm.relative_to(ROOT)} "
        f"--keep-mir {out.relative_to(ROOT)}"
    )
    try:
        result = run_pipeline(KERNEL, TARGETS[CPU], asm, out)
    except PipelineError as err:
        print(f"error: {err}", file=sys.stderr)
        return 1
    print(
        f"  mirpass ran {', '.join(result.passes)}; llc resumed after them; "
        f"llvm-mc assembled {result.object_file.relative_to(ROOT)}"
    )

    print("\nWait counts (llc's si-insert-waitcnts vs mirpass on the same input):")
    before_wait = str(result.files["before-waitcnt"])
    report = compare_file(before_wait, "si-insert-waitcnts", DEFAULT_LLC, {})
    if report.error:
        print(f"  compare failed: {report.error}")
        return 1
    llc_mir, mine, _ = run_both(before_wait, "si-insert-waitcnts", DEFAULT_LLC, {})
    llc_stall, mine_stall = stalls(llc_mir), stalls(mine)
    print(f"  wait instructions: llc {report.llc_waits}, mirpass {report.mirpass_waits}")
    print(
        f"  sites compared: {report.sites}; mirpass waits less at {report.counts.get('looser', 0)}, "
        f"more at {report.counts.get('stricter', 0)}, differently at {report.counts.get('mixed', 0)}"
    )
    for d in report.differences[:8]:
        print(
            f"    {d.function} bb.{d.block} before {d.anchor} (input line {d.line}): {d.verdict}: "
            f"llc [{d.llc}] mirpass [{d.mirpass}]"
        )
    print(
        f"  estimated stall cycles at waits, every block run once: llc {llc_stall.wait_cycles}, "
        f"mirpass {mine_stall.wait_cycles} (a wait moved to a loop's preheader counts once there, "
        "but the loop runs many times: see per loop below)"
    )
    show_loops(llc_mir, mine, before_wait)

    print("\nHazard NOPs (llc's post-RA-hazard-rec vs mirpass on the same input):")
    hazard = compare_file(str(result.files["before-hazard"]), "post-RA-hazard-rec", DEFAULT_LLC, {})
    if hazard.error:
        print(f"  compare failed: {hazard.error}")
        return 1
    print(
        f"  NOP wait states: llc {hazard.llc_nop_states}, mirpass {hazard.mirpass_nop_states} "
        f"(estimated stall cycles, one per wait state)"
    )
    for d in hazard.differences[:8]:
        print(
            f"    {d.function} bb.{d.block} before {d.anchor}: {d.verdict}: llc [{d.llc}] "
            f"mirpass [{d.mirpass}]"
        )

    llc_w, llc_n = count_asm(result.reference_assembly)
    my_w, my_n = count_asm(asm)
    print("\nFinal assembly (llc alone vs the mirpass pipeline):")
    print(f"  s_wait instructions: llc {llc_w}, mirpass {my_w}")
    print(f"  s_nop wait states:   llc {llc_n}, mirpass {my_n}")
    print(f"\nFiles: {out.relative_to(ROOT)}/ (intermediate MIR, llc's reference assembly, mirpass's)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
