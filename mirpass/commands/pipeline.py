"""`mirpass pipeline [-mcpu=CPU] KERNEL.ll|KERNEL.cl|KERNEL.hip -o KERNEL.s [CLANG FLAGS]`: mirpass
inside a real llc flow.

1. clang 22 (for .cl, and .hip device code: `-x hip --offload-arch=CPU -nogpulib -nogpuinc
   --cuda-device-only`, with -I, -D, -U, -O, -f..., -std= passed through) and llc 22 run up to
   `-stop-before=si-insert-waitcnts`. For .ll/.bc input, -mcpu defaults to the IR's
   "target-cpu", and a -mcpu that contradicts it is an error.
2. mirpass runs its wait-count pass in place of llc's si-insert-waitcnts.
3. llc resumes after si-insert-waitcnts and stops before post-RA-hazard-rec.
4. mirpass runs its MFMA hazard pass (gfx942/gfx950). llc's own post-RA-hazard-rec still runs
   afterwards for the hazards mirpass does not model; it credits the NOPs mirpass placed.
5. llc resumes and writes assembly; llvm-mc 22 assembles it to check that it is valid.

Between steps, the MIR goes through the `llc22-compat` pass: llc 22 cannot parse some MIR it
prints itself (wave32 `$vcc_lo` implicit operands; a `scavengeFI` that names a renumbered stack
slot), and that pass rewrites exactly those constructs. `--keep-mir DIR` keeps every file.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from mirpass.api import read_file, run_passes, to_text
from mirpass.commands import command_parser
from mirpass.mir import MIRError
from mirpass.passes import PassError, lookup
from mirpass.target.targets import Target, TargetError, resolve_target

DEFAULT_LLVM_BIN = Path("/usr/lib/llvm-22/bin")
WAITCNT_PASS = "si-insert-waitcnts"
HAZARD_PASS = "post-RA-hazard-rec"

# OpenCL C to LLVM IR, as the corpus (tools/gen_corpus.py) is compiled too. clang 22 emits an
# externally visible __clang_ocl_kern_imp_<kernel> body for every OpenCL kernel; internalizing
# drops those duplicates (and their "local memory global used by non-kernel function"
# warnings), so only kernels and the helpers they call are code generated.
CLANG_FLAGS: tuple[str, ...] = (
    "-cl-std=CL2.0",
    "-nogpulib",
    "-O2",
    "-S",
    "-emit-llvm",
    "-mllvm",
    "-amdgpu-internalize-symbols",
)


# HIP device code, as clang compiles it for one GPU without the ROCm device libraries.
HIP_FLAGS: tuple[str, ...] = (
    "-x",
    "hip",
    "-nogpulib",
    "-nogpuinc",
    "--cuda-device-only",
    "-O2",
    "-S",
    "-emit-llvm",
)
# Compiler flags `pipeline` hands to clang (preprocessor, optimization, language, -f options).
PASSED_THROUGH = ("-I", "-D", "-U", "-O", "-f", "-std=", "-include", "-W")
_TARGET_CPU = re.compile(r'"target-cpu"="([^"]+)"')


class PipelineError(Exception):
    pass


def ir_cpus(ir: Path, llvm_bin: Path = DEFAULT_LLVM_BIN) -> set[str]:
    """The "target-cpu" values of an IR module's functions (.ll text, or .bc through llvm-dis)."""
    if ir.suffix == ".bc":
        text = _run([str(llvm_bin / "llvm-dis"), str(ir), "-o", "-"], "llvm-dis").stdout
    else:
        text = ir.read_text(errors="replace")
    return set(_TARGET_CPU.findall(text))


def target_for(source: Path, cpu: str | None, llvm_bin: Path = DEFAULT_LLVM_BIN) -> Target:
    """The target: -mcpu, else (for IR) the module's "target-cpu"; a CPU the IR contradicts is
    an error. OpenCL and HIP sources need -mcpu (it is what clang compiles for)."""
    if source.suffix in (".ll", ".bc"):
        found = ir_cpus(source, llvm_bin)
        if cpu is None:
            if len(found) != 1:
                what = "no" if not found else "more than one (" + ", ".join(sorted(found)) + ")"
                raise PipelineError(f'{source}: the IR has {what} "target-cpu": pass -mcpu=CPU')
            cpu = found.pop()
        elif found and found != {cpu}:
            raise PipelineError(
                f'{source}: -mcpu={cpu} contradicts the IR\'s "target-cpu" ({", ".join(sorted(found))})'
            )
    elif cpu is None:
        raise PipelineError(f"{source}: -mcpu=CPU is required for a {source.suffix} source")
    return resolve_target(None, cpu, None)


@dataclass
class PipelineResult:
    assembly: Path
    object_file: Path
    reference_assembly: Path
    files: dict[str, Path] = field(default_factory=dict)
    passes: list[str] = field(default_factory=list)


def _llc_target_args(target: Target) -> list[str]:
    args = ["-mtriple=amdgcn-amd-amdhsa", f"-mcpu={target.cpu}"]
    if target.default_wave_size == 32:
        args.append("-mattr=+wavefrontsize32")
    return args


def _run(cmd: Sequence[str], what: str) -> subprocess.CompletedProcess[str]:
    proc = subprocess.run(list(cmd), capture_output=True, text=True)
    if proc.returncode != 0:
        raise PipelineError(
            f"{what} failed ({Path(cmd[0]).name} exit {proc.returncode}):\n" + proc.stderr.strip()
        )
    return proc


def _available(name: str) -> bool:
    try:
        lookup(name)
        return True
    except PassError:
        return False


def mirpass_step(src: Path, dst: Path, target: Target, passes: list[str]) -> None:
    mir = read_file(str(src))
    run_passes(mir, [*passes, "llc22-compat"], target)
    dst.write_text(to_text(mir, llvm22_spelling=True))


def compile_to_ir(
    source: Path,
    target: Target,
    work: Path,
    llvm_bin: Path = DEFAULT_LLVM_BIN,
    extra_clang: Sequence[str] = (),
) -> Path:
    """The LLVM IR of `source`: clang 22's for OpenCL and HIP, the file itself for IR."""
    stem = source.stem
    if source.suffix == ".hip":
        ir = work / f"{stem}.ll"
        _run(
            [
                str(llvm_bin / "clang"),
                *HIP_FLAGS,
                f"--offload-arch={target.cpu}",
                *(["-mno-wavefrontsize64"] if target.default_wave_size == 32 else []),
                *extra_clang,
                str(source),
                "-o",
                str(ir),
            ],
            "clang (HIP)",
        )
        found = ir_cpus(ir, llvm_bin)
        if found != {target.cpu}:
            raise PipelineError(f"{source}: clang compiled for {', '.join(sorted(found))}, not {target.cpu}")
    elif source.suffix == ".cl":
        ir = work / f"{stem}.ll"
        wave = ["-mno-wavefrontsize64"] if target.default_wave_size == 32 else []
        _run(
            [
                str(llvm_bin / "clang"),
                "-target",
                "amdgcn-amd-amdhsa",
                f"-mcpu={target.cpu}",
                *wave,
                *CLANG_FLAGS,
                *extra_clang,
                str(source),
                "-o",
                str(ir),
            ],
            "clang",
        )
    elif source.suffix in (".ll", ".bc"):
        ir = source
    else:
        raise PipelineError(f"{source}: expected a .cl, .hip, .ll or .bc file")
    return ir


def _assemble(output: Path, target: Target, llvm_bin: Path) -> Path:
    obj = output.with_suffix(".o")
    _run(
        [
            str(llvm_bin / "llvm-mc"),
            "-triple=amdgcn-amd-amdhsa",
            f"-mcpu={target.cpu}",
            *(["-mattr=+wavefrontsize32"] if target.default_wave_size == 32 else []),
            "-filetype=obj",
            str(output),
            "-o",
            str(obj),
        ],
        "llvm-mc",
    )
    return obj


def _via_assembly(ir: Path, target: Target, output: Path, work: Path, llvm_bin: Path) -> PipelineResult:
    """`--via-assembly`: llc 22 compiles to assembly as it would, then mirpass rewrites that `.s`
    itself: its wait pass with --rebuild-waits and (gfx942/gfx950) its hazard pass, written as
    assembly by mirpass and assembled by llvm-mc 22."""
    from mirpass.api import write_file
    from mirpass.asm import read_asm_file
    from mirpass.commands.asm_passes import run_on_assembly

    reference = work / f"{ir.stem}.llc.s"
    _run([str(llvm_bin / "llc"), *_llc_target_args(target), str(ir), "-o", str(reference)], "llc")
    asm = read_asm_file(str(reference), target.cpu)
    passes = [WAITCNT_PASS] if _available(WAITCNT_PASS) else []
    if passes:
        run_on_assembly(asm, passes, target, {"rebuild-waits": "1"})
    if target.has_mai_insts and _available(HAZARD_PASS):
        passes.append(HAZARD_PASS)
        run_on_assembly(asm, [HAZARD_PASS], target)
    write_file(asm, str(output))
    obj = _assemble(output, target, llvm_bin)
    return PipelineResult(output, obj, reference, {"ir": ir, "llc-assembly": reference}, passes)


def run_pipeline(
    source: Path,
    target: Target,
    output: Path,
    work: Path,
    llvm_bin: Path = DEFAULT_LLVM_BIN,
    extra_clang: Sequence[str] = (),
    via_assembly: bool = False,
) -> PipelineResult:
    """Compile `source` to `output` assembly with mirpass's passes in place of llc's: on the MIR
    between llc's stages, or (`via_assembly`) on the `.s` llc 22 writes."""
    ir = compile_to_ir(source, target, work, llvm_bin, extra_clang)
    if via_assembly:
        return _via_assembly(ir, target, output, work, llvm_bin)
    return _via_mir(ir, target, output, work, llvm_bin)


def _via_mir(ir: Path, target: Target, output: Path, work: Path, llvm_bin: Path) -> PipelineResult:
    # compile_to_ir names the IR after the source, so its stem names every intermediate file
    stem = ir.stem
    llc = str(llvm_bin / "llc")
    tgt = _llc_target_args(target)
    files: dict[str, Path] = {"ir": ir}
    passes: list[str] = []
    before_wait = work / f"{stem}.1-before-waitcnt.mir"
    _run(
        [llc, *tgt, f"-stop-before={WAITCNT_PASS}", str(ir), "-o", str(before_wait)],
        "llc up to si-insert-waitcnts",
    )
    files["before-waitcnt"] = before_wait
    wait_passes = [WAITCNT_PASS] if _available(WAITCNT_PASS) else []
    after_wait = work / f"{stem}.2-after-waitcnt.mir"
    mirpass_step(before_wait, after_wait, target, wait_passes)
    files["after-waitcnt"] = after_wait
    passes += wait_passes
    before_hazard = work / f"{stem}.3-before-hazard.mir"
    start = f"-start-after={WAITCNT_PASS}" if wait_passes else f"-start-before={WAITCNT_PASS}"
    _run(
        [llc, *tgt, start, f"-stop-before={HAZARD_PASS}", str(after_wait), "-o", str(before_hazard)],
        "llc from si-insert-waitcnts to post-RA-hazard-rec",
    )
    files["before-hazard"] = before_hazard
    hazard_passes = [HAZARD_PASS] if target.has_mai_insts and _available(HAZARD_PASS) else []
    after_hazard = work / f"{stem}.4-after-mirpass-hazard.mir"
    mirpass_step(before_hazard, after_hazard, target, hazard_passes)
    files["after-hazard"] = after_hazard
    passes += hazard_passes
    _run(
        [llc, *tgt, f"-start-before={HAZARD_PASS}", str(after_hazard), "-o", str(output)],
        "llc from post-RA-hazard-rec to assembly",
    )
    obj = _assemble(output, target, llvm_bin)
    reference = work / f"{stem}.llc.s"
    _run([llc, *tgt, str(ir), "-o", str(reference)], "llc reference compile")
    return PipelineResult(output, obj, reference, files, passes)


def main(argv: Sequence[str]) -> int:
    parser = command_parser("pipeline", __doc__)
    parser.add_argument("source", metavar="KERNEL.ll|KERNEL.cl|KERNEL.hip")
    parser.add_argument("-mcpu", "--mcpu", dest="cpu")
    parser.add_argument("-o", dest="output", required=True)
    parser.add_argument("--keep-mir", metavar="DIR", help="keep the intermediate files in DIR")
    parser.add_argument("--llvm-bin", default=str(DEFAULT_LLVM_BIN))
    parser.add_argument(
        "--via-assembly",
        action="store_true",
        help="let llc 22 write the assembly, then run mirpass's passes on that .s and write it",
    )
    args, rest = parser.parse_known_args(list(argv))
    extra = [a for a in rest if a.startswith(PASSED_THROUGH)]
    if len(extra) != len(rest):
        parser.error(f"unrecognized arguments: {' '.join(a for a in rest if a not in extra)}")
    try:
        source, output = Path(args.source), Path(args.output)
        target = target_for(source, args.cpu, Path(args.llvm_bin))
        keep = Path(args.keep_mir) if args.keep_mir else None
        work = keep or Path(tempfile.mkdtemp(prefix="mirpass-pipeline-"))
        work.mkdir(parents=True, exist_ok=True)
        try:
            result = run_pipeline(source, target, output, work, Path(args.llvm_bin), extra, args.via_assembly)
        finally:
            if keep is None:
                shutil.rmtree(work, ignore_errors=True)
    except (PipelineError, TargetError, PassError) as err:
        sys.stderr.write(f"mirpass pipeline: error: {err}\n")
        return 1
    except MIRError as err:
        sys.stderr.write(err.format() + "\n")
        return 1
    sys.stderr.write(
        f"wrote {result.assembly} (assembled: {result.object_file}); mirpass passes: "
        f"{', '.join(result.passes) or 'none'}\n"
    )
    return 0
