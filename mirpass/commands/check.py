"""`mirpass check -mcpu=CPU FILE.mir|FILE.s...`: report problems as they stand, changing nothing.

Each kind of problem is a *facet*. A facet is a function `(mir, target, options) -> [Diagnostic]`
registered in `FACETS` under a flag name; `--hazards` (the default) reports every instruction
whose hazards are short of wait states, as `FILE:LINE: hazard: ...`. Another facet (e.g. `--waits`
from the wait-count pass) plugs in by adding an entry to `FACETS` naming its module and function;
a facet whose module does not exist yet is reported as unavailable.

Exit status: 0 if nothing was found, 1 if anything was, 2 on usage or input errors.
"""

from __future__ import annotations

import dataclasses
import functools
import importlib
import sys
from collections.abc import Callable
from dataclasses import dataclass

from mirpass.ir.validate import check_target_opcodes
from mirpass.mir import MIRError, MIRFile
from mirpass.mir.errors import internal_error
from mirpass.passes import PassError, lookup
from mirpass.passes.registry import MachineFunctionPass, check_options
from mirpass.target.opcodes import has_facts
from mirpass.target.targets import Target, TargetError, cpu_from_triple

USAGE = """\
USAGE: mirpass check [-mcpu=CPU] [-mtriple=T] [--hazards] [--waits] [--llvm-compat=22]
                     [-amdgpu-mfma-padding-ratio=N] FILE.mir|FILE.s...

Reports problems without changing the input; exit status 1 if any are found, 2 on errors.
Assembly (`.s`) is decoded by llvm-mc 22 (for -mcpu, else its .amdgcn_target) and findings
name the instruction's FILE:LINE:COL.
  --hazards            hazards short of wait states (default facet)
  --waits              consumers whose producer may still be in flight (the wait-count verifier)
  --llvm-compat=22     use llc 22's hazard search (default: the exact rules)
  --each               report every shortfall on its own (default: the places the pass would
                       insert NOPs, counting the NOPs reported before)
"""


@dataclass(frozen=True)
class Diagnostic:
    file: str
    line: int
    kind: str  # "hazard", "wait", ...
    message: str
    col: int = 0  # 1-based; 0 where the position is a line alone (MIR)

    def format(self) -> str:
        where = f"{self.line}:{self.col}" if self.col else f"{self.line}"
        return f"{self.file}:{where}: {self.kind}: {self.message}"


Facet = Callable[[MIRFile, Target, dict[str, str]], list[Diagnostic]]

# flag -> (module, function). Modules are imported on demand.
FACETS: dict[str, tuple[str, str]] = {
    "hazards": ("mirpass.commands.check", "hazard_facet"),
    "waits": ("mirpass.commands.check", "wait_facet"),
}
DEFAULT_FACETS = ("hazards",)


def load_facet(name: str) -> Facet:
    module_name, function = FACETS[name]
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as err:
        raise LookupError(f"the '--{name}' check is not available yet ({module_name} not found)") from err
    return getattr(module, function)


def hazard_facet(mir: MIRFile, target: Target, options: dict[str, str]) -> list[Diagnostic]:
    """Instructions whose hazards are short of wait states in the input as it stands.

    By default each report is a place where the pass would insert NOPs: an instruction still
    short after the NOPs the reports before it call for (so the list is exactly what llc's
    recognizer fixes). With the `each` option every shortfall is reported on its own, also those
    that NOPs earlier in the block would already cover."""
    from mirpass.passes.hazards.pass_ import describe, recognizer_for
    from mirpass.passes.registry import PassContext

    recognizer = recognizer_for(PassContext(target, options))
    recognizer.prepare(mir.functions, mir.filename)
    out: list[Diagnostic] = []
    for mf in mir.functions:
        for f in recognizer.run(mf, insert="each" not in options, apply=False):
            short = f"short by {f.need}"
            out.append(
                Diagnostic(
                    mir.filename,
                    f.inst.line,
                    "hazard",
                    f"{f.inst.opcode} in {mf.name}: {describe(f, mir.filename)} ({short})",
                )
            )
    return out


def main(argv: list[str]) -> int:
    from mirpass.api import read_file, resolve

    triple = cpu = None
    facets: list[str] = []
    options: dict[str, str] = {}
    files: list[str] = []
    i = 0
    while i < len(argv):
        arg = argv[i]
        i += 1
        key, eq, value = arg.lstrip("-").partition("=")
        if arg in ("-h", "--help", "-help"):
            sys.stdout.write(USAGE)
            return 0
        if not arg.startswith("-") or arg == "-":
            files.append(arg)
        elif key in ("mcpu", "mtriple"):
            if not eq:
                if i >= len(argv):
                    return _usage_error(f"option '{arg}' requires a value")
                value = argv[i]
                i += 1
            if key == "mcpu":
                cpu = value
            else:
                triple = value
        elif key in FACETS and not eq:
            facets.append(key)
        elif key == "each" and not eq:
            options["each"] = "1"
        elif (key == "mattr" or f"{key}=" in _facet_options()) and eq:
            options[key] = value
        else:
            return _usage_error(f"unknown option '{arg}'")
    if not files:
        return _usage_error("no input files")
    try:
        check_options(_facet_passes(), options)
    except PassError as err:
        return _usage_error(str(err))
    try:
        loaded = [(name, load_facet(name)) for name in (facets or DEFAULT_FACETS)]
    except LookupError as err:
        return _usage_error(str(err))
    found = 0
    for path in files:
        try:
            mir = read_file(path, cpu or (cpu_from_triple(triple) if triple else None))
            target = resolve(mir, triple, cpu)
            for d in _findings(mir, target, [facet for _name, facet in loaded], options):
                sys.stdout.write(d.format() + "\n")
                found += 1
        except MIRError as err:
            sys.stderr.write(err.with_filename(path).format() + "\n")
            return 2
        except (TargetError, PassError, OSError) as err:  # PassError: a CPU a facet does not support
            sys.stderr.write(f"mirpass check: {path}: {err}\n")
            return 2
        except Exception as err:  # noqa: BLE001 - a bug in mirpass: one line, exit 2
            sys.stderr.write(internal_error("mirpass check", path, err))
            return 2
    if found:
        sys.stderr.write(f"{found} problem{'s' if found != 1 else ''} found\n")
    return 1 if found else 0


def _findings(mir: object, target: Target, facets: list[Facet], options: dict[str, str]) -> list[Diagnostic]:
    """What the facets find in `mir`; assembly is checked as the MIR functions it adapts to, each
    finding at its instruction's line and column in the `.s`."""
    from mirpass.api import is_assembly

    if is_assembly(mir):
        from mirpass.commands.asm_passes import adapt, columns

        adapted, _ = adapt(mir)  # type: ignore[arg-type]
        cols = columns(mir)  # type: ignore[arg-type]
        found = [d for facet in facets for d in facet(adapted, target, options)]
        return [dataclasses.replace(d, col=cols.get(d.line, 1)) for d in found]
    assert isinstance(mir, MIRFile)
    check_target_opcodes(mir, target.cpu, functools.partial(has_facts, target.cpu))
    return [d for facet in facets for d in facet(mir, target, options)]


def _facet_passes() -> list[type[MachineFunctionPass]]:
    """The passes whose options the facets take."""
    return [lookup("post-RA-hazard-rec"), lookup("si-insert-waitcnts")]


def _facet_options() -> set[str]:
    return {name for cls in _facet_passes() for name in cls.cli_options}


def _usage_error(message: str) -> int:
    sys.stderr.write(f"mirpass check: {message}\n{USAGE}")
    return 2


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main(sys.argv[1:]))


def wait_facet(mir: MIRFile, target: Target, options: dict[str, str]) -> list[Diagnostic]:
    """Consumers whose producer may still be in flight, from the wait-count pass's independent
    verifier (not its planner), on the input as it stands."""
    from mirpass.ir.translate import Translator
    from mirpass.passes.waitcnt.lds import LdsResolver
    from mirpass.passes.waitcnt.verify import verify_waits

    translator = Translator(target, inline_asm="llvm-compat" not in options)
    if translator.asm is not None:
        translator.asm.prefetch(mir.functions)  # one llvm-mc run for the file's asm
    resolver = LdsResolver(mir.ir_module.text if mir.ir_module else None)
    num_waves = int(options.get("num-waves", "1") or 1)
    out: list[Diagnostic] = []
    for mf in mir.functions:
        tf = translator.translate(mf, mir.filename)
        for v in verify_waits(tf, resolver=resolver, num_waves=num_waves):
            if v.kind == "incomplete":
                out.append(Diagnostic(mir.filename, mf.line, "wait", f"{mf.name}: {v.message}"))
            else:
                out.append(Diagnostic(mir.filename, v.line, "wait", f"{v.opcode} in {mf.name}: {v.message}"))
    return out
