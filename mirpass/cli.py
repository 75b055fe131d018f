"""The `mirpass` command, modeled on llc:

mirpass [-mtriple=T] [-mcpu=CPU] [-run-pass=P1,P2 | -run-pass P] INPUT.mir -o OUTPUT|-
"""

from __future__ import annotations

import gc
import os
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from mirpass import __version__
from mirpass.api import (
    is_assembly,
    parse_pipeline,
    read_file,
    resolve,
    resolve_functions,
    run_passes,
    write_file,
)
from mirpass.mir import MIRError
from mirpass.mir.errors import internal_error
from mirpass.passes import PassError, pass_names
from mirpass.passes.registry import check_options, options_by_pass, options_help, pass_options
from mirpass.target.targets import TargetError, cpu_from_triple, valid_cpu_names

PROG = "mirpass"

USAGE = f"""\
USAGE: {PROG} [options] <input mir file>

OPTIONS:
  -mtriple=<triple>     amdgcn[-amd-amdhsa], or amdgpu9.42, amdgpu9.50, amdgpu12.00, amdgpu12.50
  -mcpu=<cpu>           one of: {valid_cpu_names()}
                        (a function's own "target-cpu" in the IR comes first, as in llc)
  -mattr=<features>     target features, as llc takes them (+/-xnack, +wavefrontsize64, ...)
  -run-pass=<p1,p2>     passes to run, in order (repeatable; `-run-pass P` also works)
  -o <file>             output file, `-` for standard output (default: -)
  -x mir                input language (only mir)
  -verify-machineinstrs accepted for llc compatibility
  --llvm22-spelling     write register tuples and wait immediates in LLVM 22's spelling
  --version             print the version
  -h, --help            print this help

PASSES:
"""


class UsageError(Exception):
    pass


@dataclass
class Options:
    triple: str | None = None
    cpu: str | None = None
    mattr: str | None = None
    passes: list[str] = field(default_factory=list)
    output: str = "-"
    inputs: list[str] = field(default_factory=list)
    llvm22_spelling: bool = False
    pass_options: dict[str, str] = field(default_factory=dict)


_VALUE_OPTIONS: dict[str, Callable[[Options, str], None]] = {
    "mtriple": lambda o, v: setattr(o, "triple", v),
    "mcpu": lambda o, v: setattr(o, "cpu", v),
    # Target features configure the subtarget the passes read (xnack, wave size); as llc does,
    # a repeated -mattr adds to the ones before it.
    "mattr": lambda o, v: setattr(o, "mattr", f"{o.mattr},{v}" if o.mattr else v),
    "run-pass": lambda o, v: o.passes.append(v),
    "o": lambda o, v: setattr(o, "output", v),
    "x": lambda o, v: _check_language(v),
}
_FLAG_OPTIONS: dict[str, Callable[[Options], None]] = {
    "verify-machineinstrs": lambda o: None,
    "llvm22-spelling": lambda o: setattr(o, "llvm22_spelling", True),
}


def _check_language(value: str) -> None:
    if value != "mir":
        raise UsageError(f"unsupported input language '-x {value}' (only mir)")


def parse_args(argv: Sequence[str]) -> Options:
    opts = Options()
    i = 0
    while i < len(argv):
        arg = argv[i]
        i += 1
        if arg == "-" or not arg.startswith("-"):
            opts.inputs.append(arg)
            continue
        key, eq, value = arg.lstrip("-").partition("=")
        declared = pass_options()
        if key + "=" in declared:
            if not eq:
                if i >= len(argv):
                    raise UsageError(f"option '{arg}' requires a value")
                value = argv[i]
                i += 1
            opts.pass_options[key] = value
        elif key in declared:  # a flag, or `-flag=false` as llc's boolean options take it
            opts.pass_options[key] = value if eq else "1"
        elif key in _FLAG_OPTIONS and not eq:
            _FLAG_OPTIONS[key](opts)
        elif key in _VALUE_OPTIONS:
            if not eq:
                if i >= len(argv):
                    raise UsageError(f"option '{arg}' requires a value")
                value = argv[i]
                i += 1
            _VALUE_OPTIONS[key](opts, value)
        else:
            raise UsageError(f"unknown command line argument '{arg}'; try '{PROG} --help'")
    if not opts.inputs:
        opts.inputs.append("-")
    if len(opts.inputs) > 1:
        raise UsageError(f"expected one input file, got {len(opts.inputs)}: " + " ".join(opts.inputs))
    return opts


def _error(message: str) -> int:
    sys.stderr.write(f"{PROG}: error: {message}\n")
    return 1


# Subcommands: `mirpass NAME ...` runs module mirpass.commands.NAME's main(argv).
SUBCOMMANDS: dict[str, str] = {
    "isa": "print an opcode's facts as JSON",
    "replay": "run an upstream test's RUN lines with llc replaced by mirpass",
    "check": "report hazards short of wait states (FILE:LINE: hazard: ...)",
    "compare": "run llc and mirpass with the same pass and report where waits and NOPs differ",
    "pipeline": "compile a kernel with clang/llc 22, running mirpass's passes in place of llc's",
}


def _usage() -> str:
    options = "".join(options_help(name, specs) for name, specs in options_by_pass())
    commands = "".join(f"  {PROG} {name:<9} {text}\n" for name, text in SUBCOMMANDS.items())
    return (
        USAGE
        + "".join(f"  {p}\n" for p in pass_names())
        + ("\nPASS OPTIONS:\n" + options if options else "")
        + "\nSUBCOMMANDS (`mirpass NAME --help`):\n"
        + commands
    )


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    try:
        return _main(args)
    except BrokenPipeError:
        # The reader went away (`mirpass ... | head`); stop quietly, as llc does.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 1
    except KeyboardInterrupt:
        return 130
    except Exception as err:  # noqa: BLE001 - a bug in mirpass: one line, never a traceback
        sys.stderr.write(internal_error(PROG, _input_name(args), err))
        return 2


def _input_name(args: list[str]) -> str:
    """The input file named on the command line, for messages about it."""
    try:
        return _display_name(parse_args(args).inputs[0])
    except Exception:  # noqa: BLE001
        return "<input>"


def _display_name(path: str) -> str:
    return "<stdin>" if path == "-" else path


def _assembly_cpu(opts: Options) -> str | None:
    """The CPU to decode assembly for: -mcpu, else the triple's, else (None) the file's own."""
    return opts.cpu or (cpu_from_triple(opts.triple) if opts.triple else None)


def _main(args: list[str]) -> int:
    # A MIR function becomes hundreds of thousands of small objects that live until the end, and
    # no cycles worth collecting: with the default thresholds the cyclic collector rescans them
    # over and over (it tripled the cost of parsing operands). Collect rarely instead.
    gc.set_threshold(100_000, 50, 100)
    if args and args[0] in SUBCOMMANDS:
        import importlib

        module = importlib.import_module(f"mirpass.commands.{args[0]}")
        return int(module.main(args[1:]))
    if any(a in ("-h", "-help", "--help") for a in args):
        sys.stdout.write(_usage())
        return 0
    if "--version" in args or "-version" in args:
        sys.stdout.write(f"{PROG} {__version__}\n")
        return 0
    opts = Options(inputs=["-"])
    try:
        opts = parse_args(args)
        # Reject unknown passes and bad option values before reading anything.
        check_options(parse_pipeline(opts.passes), opts.pass_options)
        path = opts.inputs[0]
        mir = read_file(path, _assembly_cpu(opts) if path.endswith(".s") else None)
        pipeline = [name for name in opts.passes if name.strip() != "none"]
        generation = None  # of the wait layout: the CPU's when named, else the IR's
        if is_assembly(mir):
            if pipeline:
                from mirpass.commands.asm_passes import run_on_assembly

                target = resolve(mir, opts.triple, opts.cpu, opts.mattr)
                run_on_assembly(mir, pipeline, target, opts.pass_options)
        elif pipeline or opts.triple or opts.cpu:
            groups = resolve_functions(mir, opts.triple, opts.cpu, opts.mattr)
            for target, functions in groups:  # one subtarget each, as llc makes them
                run_passes(functions, pipeline, target, opts.pass_options)
            generation = groups[0][0].generation
        write_file(mir, opts.output, opts.llvm22_spelling, generation)
    except MIRError as err:
        sys.stderr.write(err.with_filename(_display_name(opts.inputs[0])).format() + "\n")
        return 1
    except (UsageError, PassError, TargetError) as err:
        return _error(str(err))
    except OSError as err:
        name = err.filename if err.filename is not None else ""
        return _error(f"{name}: {err.strerror}" if name else str(err))
    except (MemoryError, RecursionError) as err:
        sys.stderr.write(internal_error(PROG, _display_name(opts.inputs[0]), err))
        return 2
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
