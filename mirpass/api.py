"""The Python API, mirroring the command line: read, run passes, write."""

from __future__ import annotations

import errno
import functools
import os
import sys
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING

from mirpass.ir.module import module_facts

if TYPE_CHECKING:
    from mirpass.asm import AsmFile
    from mirpass.commands.compare import FileReport
    from mirpass.commands.findings import CheckResult
from mirpass.ir.validate import check_target_opcodes, check_target_refusals, validate
from mirpass.mir import MIRError, MIRFile, read, write
from mirpass.passes import PassContext, lookup
from mirpass.passes.registry import (
    MachineFunctionPass,
    check_options,
    check_supported,
    parse_flag,
    subtarget_for,
    unknown_options,
)
from mirpass.target.opcodes import has_facts
from mirpass.target.registers import to_llvm22_registers
from mirpass.target.targets import TARGETS, Target, TargetError, cpu_from_triple, resolve_target
from mirpass.target.waitcnt import to_llvm22_waits

__all__ = [
    "MIRError",
    "check",
    "compare",
    "read_file",
    "read_text",
    "resolve",
    "run_passes",
    "to_text",
    "write_file",
]


def read_file(path: str, cpu: str | None = None) -> MIRFile | AsmFile:
    """Read MIR from a path, or standard input for `-`, and check it as llc's MIR parser does.
    A `.s` path is AMDGPU assembly, decoded by llvm-mc for `cpu` (else its .amdgcn_target)."""
    if path.endswith(".s"):
        from mirpass.asm import read_asm_file  # imported only for assembly: it costs start-up time

        return read_asm_file(path, cpu)
    data = sys.stdin.buffer.read() if path == "-" else open(path, "rb").read()  # noqa: SIM115
    return read_text(data, "<stdin>" if path == "-" else path)


def is_assembly(obj: object) -> bool:
    """Whether `obj` is an assembly file read by mirpass.asm (never imported for MIR)."""
    asm = sys.modules.get("mirpass.asm")
    return asm is not None and isinstance(obj, asm.AsmFile)


def read_text(source: str | bytes, filename: str = "<stdin>") -> MIRFile:
    """Read MIR text and check it as llc's MIR parser does (names, blocks, implicit operands)."""
    mir = read(source, filename)
    try:
        validate(mir)
    except MIRError as err:
        err.line = mir.llc_line(err.line)
        raise err.with_filename(filename) from None
    return mir


def resolve(
    mir: MIRFile | AsmFile, triple: str | None = None, cpu: str | None = None, mattr: str | None = None
) -> Target:
    """The subtarget for `mir`: the CPU from -mtriple/-mcpu, else the IR module's "target-cpu"
    (for assembly, the CPU it was decoded for, which the options must not contradict), with the
    IR's "target-features" and then `mattr` applied, as llc applies them. A function's own
    "target-cpu" comes before -mcpu, as in llc; TargetError if the functions need different
    subtargets (`resolve_functions` gives each group its own)."""
    groups = resolve_functions(mir, triple, cpu, mattr)
    if len(groups) > 1:
        what = "; ".join(f"{', '.join(mf.name for mf in part.functions)}: {t.cpu}" for t, part in groups)
        raise TargetError(f"the functions need different subtargets ({what})")
    return groups[0][0]


def resolve_functions(
    mir: MIRFile | AsmFile, triple: str | None = None, cpu: str | None = None, mattr: str | None = None
) -> list[tuple[Target, MIRFile | AsmFile]]:
    """The machine functions of `mir` grouped by subtarget, as llc makes each function's: the
    IR function's own "target-cpu" (-mcpu and the triple name the CPU of a function without
    one; a CPU mirpass does not know keeps theirs, where llc would use its generic CPU, which has
    fewer hazards) and "target-features", then `mattr`. Each group comes with a view of `mir`
    holding its functions (the same objects: a pass that changes one changes `mir`); `mir`
    itself when there is one group."""
    if is_assembly(mir):
        target = resolve_target(triple, cpu, mir.cpu)
        if target.cpu != mir.cpu:
            message = f"the file was decoded for {mir.cpu}, not {target.cpu}: read it with that CPU"
            raise MIRError(message, 1, 1, mir.filename)
        return [(target.with_features(mattr), mir)]
    facts = module_facts(mir)
    if facts is None:
        return [(resolve_target(triple, cpu, None).with_features(mattr), mir)]
    names = [mf.name for mf in mir.functions]
    command_line = resolve_target(triple, cpu, facts.attribute("target-cpu", names))
    chosen: dict[tuple[str, str | None], list[str]] = {}
    for name in names:
        attributes = facts.attributes.get(name, {})
        function_cpu = attributes.get("target-cpu", command_line.cpu)
        if function_cpu not in TARGETS:  # llc ignores a processor it does not know (a warning)
            function_cpu = command_line.cpu
        chosen.setdefault((function_cpu, attributes.get("target-features")), []).append(name)
    if len(chosen) <= 1:
        function_cpu, features = next(iter(chosen), (command_line.cpu, None))
        return [(TARGETS[function_cpu].with_features(features, mattr), mir)]
    return [
        (TARGETS[function_cpu].with_features(features, mattr), mir.view(group))
        for (function_cpu, features), group in chosen.items()
    ]


def parse_pipeline(spec: Sequence[str]) -> list[type[MachineFunctionPass]]:
    """Pass classes for `-run-pass` values; each value may be a comma-separated list."""
    names = [name.strip() for item in spec for name in item.split(",") if name.strip()]
    return [lookup(name) for name in names]


def run_passes(
    mir: MIRFile, passes: Sequence[str], target: Target, options: Mapping[str, str] | None = None
) -> PassContext:
    """Run `passes` on `mir` for `target`: a subtarget from `resolve`, or a CPU's default one
    (`TARGETS[cpu]`), which gets the IR's features. `options` are the raw pass options (CLI name
    -> text, a flag's text ignored); an "mattr" among them is applied to the target."""
    raw = dict(options or {})
    target = subtarget_for(mir, target, raw.pop("mattr", None))
    unknown_options(raw)
    context = PassContext(target, raw)
    classes = parse_pipeline(passes)
    check_options(classes, context.options)
    for cls in classes:
        check_supported(cls, target)
    if any(cls.needs_opcode_facts for cls in classes):
        check_target_opcodes(mir, target.cpu, functools.partial(has_facts, target.cpu))
    else:  # llc's MIR parser verifies what it reads: what it refuses on the CPU is an error
        check_target_refusals(mir, target.cpu)
    for cls in classes:
        cls().run(mir, context)
    return context


def _llvm22_spelling(line: str, generation: str = "gfx9") -> str:
    return to_llvm22_waits(to_llvm22_registers(line), generation)


def _generation(mir: MIRFile) -> str:
    """The wait layout generation of the IR's `target-cpu`; gfx9's (llc's generic CPU's) if none."""
    facts = module_facts(mir)
    cpu = facts.attribute("target-cpu", [mf.name for mf in mir.functions]) if facts else None
    return TARGETS[cpu].generation if cpu in TARGETS else "gfx9"


def to_text(mir: MIRFile, llvm22_spelling: bool = False, generation: str | None = None) -> str:
    """`mir` as MIR text; with `llvm22_spelling`, newer spellings LLVM 22 cannot read are written
    as it would (wait counts packed as `generation`'s layout: the IR's CPU's when not given)."""
    if not llvm22_spelling:
        return write(mir)
    spell = functools.partial(_llvm22_spelling, generation=generation or _generation(mir))
    try:
        return write(mir, spell)
    except ValueError as err:
        raise _spelling_error(mir, err, spell) from None


def _spelling_error(mir: MIRFile, err: ValueError, spell: Callable[[str], str]) -> MIRError:
    """The first line LLVM 22's spelling cannot express (a symbolic wait it has no number for)."""
    for mf in mir.functions:
        for block in mf.blocks:
            for line_no, line in block.text_lines():
                try:
                    spell(line)
                except ValueError as problem:
                    col = line.find(" .") + 2 if " ." in line else 1
                    message = f"cannot be written in LLVM 22's spelling: {problem}"
                    return MIRError(message, line_no, col, mir.filename)
    return MIRError(f"cannot be written in LLVM 22's spelling: {err}", 1, 1, mir.filename)


def write_file(
    mir: MIRFile | AsmFile, path: str, llvm22_spelling: bool = False, generation: str | None = None
) -> None:
    """Write MIR to `path` (or stdout for `-`) atomically: nothing is left on failure. The file
    gets the mode llc would give it (an existing file's, else 0666 less the umask), and a
    symbolic link is written through."""
    if is_assembly(mir):
        from mirpass.asm import to_text as asm_to_text

        text = asm_to_text(mir)
    else:
        text = to_text(mir, llvm22_spelling, generation)
    if path == "-":
        sys.stdout.write(text)
        sys.stdout.flush()
        return
    target = os.path.realpath(path)
    if os.path.exists(target) and not os.path.isfile(target):
        # A device or pipe (`-o /dev/null`): write through it; renaming would replace it.
        with open(target, "w", encoding="utf-8", newline="") as f:
            f.write(text)
        return
    directory = os.path.dirname(target)
    if not os.path.isdir(directory):
        raise FileNotFoundError(errno.ENOENT, "No such file or directory", path)
    mode = os.stat(target).st_mode & 0o7777 if os.path.exists(target) else 0o666 & ~_umask()
    fd, tmp = _temporary_file(directory)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as f:
            f.write(text)
        os.chmod(tmp, mode)
        os.replace(tmp, target)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def _temporary_file(directory: str) -> tuple[int, str]:
    """A new file in `directory`, open for writing, mode 0600, as tempfile.mkstemp makes it
    (O_EXCL: never an existing file or link), without importing tempfile (with shutil, random
    and the compression modules it brings, a tenth of the start-up)."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_NOFOLLOW", 0)
    for attempt in range(10000):
        path = os.path.join(directory, f".mirpass-{os.getpid()}-{attempt}.tmp")
        try:
            return os.open(path, flags, 0o600), path
        except FileExistsError:
            continue
    raise FileExistsError(errno.EEXIST, "No usable temporary file name found", directory)


def _umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


CODE_OBJECT_SUFFIXES = (".o", ".co", ".hsaco")


def check(
    source: str | MIRFile | AsmFile,
    *,
    cpu: str | None = None,
    triple: str | None = None,
    facets: Sequence[str] = ("hazards",),
    options: dict[str, str] | None = None,
) -> CheckResult:
    """`mirpass check` on a path (MIR, `.s`, or a code object `.o`/`.co`/`.hsaco`) or on a file
    already read: the findings of `facets` ("hazards", "waits"); with options["classify"], a
    note on each counter of each existing wait. Input errors raise MIRError."""
    from mirpass.commands.check import CHECK_FLAGS, run_facets
    from mirpass.commands.findings import CheckResult

    opts = dict(options or {})
    mattr = opts.pop("mattr", None)  # the subtarget's, not an option of a pass
    unknown_options(opts, also=CHECK_FLAGS)
    for flag in CHECK_FLAGS:  # check's own flags count as on by their presence: drop the off ones
        if flag in opts and not parse_flag(flag, opts[flag]):
            del opts[flag]
    if "explain" in opts:
        opts["classify"] = "1"
    if "classify" in opts and "waits" not in facets:
        facets = (*facets, "waits")
    if isinstance(source, str) and source.endswith(CODE_OBJECT_SUFFIXES):
        from mirpass.asm.objdump import read_code_object

        obj = read_code_object(source, cpu)
        target = resolve(obj.asm, triple, cpu, mattr)
        found = run_facets(obj.asm, target, list(facets), opts)
        return CheckResult([source], [f.relocated(obj.lines, obj.addresses) for f in found])
    if isinstance(source, str):
        mir = read_file(source, cpu or (cpu_from_triple(triple) if triple else None))
    else:
        mir = source
    groups = resolve_functions(mir, triple, cpu, mattr)
    found = [f for target, functions in groups for f in run_facets(functions, target, list(facets), opts)]
    if len(groups) > 1:  # in the order of the file, as for one subtarget
        found.sort(key=lambda f: f.line)
    return CheckResult([mir.filename], found)


def compare(
    paths: Sequence[str],
    pass_name: str,
    *,
    llc: str | None = None,
    options: dict[str, str] | None = None,
    jobs: int = 1,
) -> list[FileReport]:
    """`mirpass compare`: run llc 22 (or `llc`) and mirpass with `pass_name` on each MIR file and
    report, per instruction, where their waits and NOPs differ (one FileReport per path; a tool's
    failure is the report's `error`, not an exception)."""
    from concurrent.futures import ProcessPoolExecutor

    from mirpass.commands.compare import DEFAULT_LLC, compare_file

    llc = llc or DEFAULT_LLC
    opts = dict(options or {})
    if jobs <= 1 or len(paths) <= 1:
        return [compare_file(p, pass_name, llc, opts) for p in paths]
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        n = len(paths)
        return list(pool.map(compare_file, paths, [pass_name] * n, [llc] * n, [opts] * n))
