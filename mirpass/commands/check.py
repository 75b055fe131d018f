"""`mirpass check -mcpu=CPU FILE.mir|FILE.s...`: report problems as they stand, changing nothing.

Each kind of problem is a *facet*. A facet is a function `(mir, target, options) -> [Finding]`
registered in `FACETS` under a flag name; `--hazards` (the default) reports every instruction
whose hazards are short of wait states, as `FILE:LINE: hazard: ...` (and each 64-bit shift
left open to the shift64 high-register bug, rule `shift64-high-reg`); `--waits` the consumers
whose producer may still be in flight (missing or too weak waits) and, with `--classify`, what
each existing wait is worth. Findings are mirpass.commands.findings objects; `--json` prints
them as JSON lines. The work is mirpass.api.check's; this module parses the command line.

Exit status: 0 if nothing was found, 1 if anything was, 2 on usage or input errors.
"""

from __future__ import annotations

import contextlib
import dataclasses
import functools
import gc
import importlib
import json
import sys
from collections.abc import Callable, Iterator

from mirpass.commands.findings import CheckResult, Finding
from mirpass.ir.hazard_records import RecordBuilder
from mirpass.ir.validate import check_target_opcodes
from mirpass.mir import Instruction, MachineFunction, MIRError, MIRFile
from mirpass.mir.errors import internal_error
from mirpass.passes import PassError, lookup
from mirpass.passes.registry import (
    MachineFunctionPass,
    check_options,
    option_kind,
    option_specs,
    options_help,
    parse_flag,
)
from mirpass.target.opcodes import has_facts
from mirpass.target.targets import Target, TargetError

USAGE = """\
USAGE: mirpass check [-mcpu=CPU] [-mtriple=T] [-mattr=FEATURES] [--hazards] [--waits]
                     [--llvm-compat=22] [PASS OPTIONS] [--classify] [--explain] [--json]
                     FILE.mir|FILE.s|FILE.o|FILE.co|FILE.hsaco...

Reports problems without changing the input; exit status 1 if any are found, 2 on errors.
Assembly (`.s`) is decoded by llvm-mc 22 (for -mcpu, else its .amdgcn_target) and findings
name the instruction's FILE:LINE:COL.
  --hazards            hazards short of wait states, and 64-bit shifts open to the shift64
                       high-register bug (default facet)
  --waits              consumers whose producer may still be in flight (the wait-count verifier)
  --llvm-compat=22     use llc 22's hazard search (default: the exact rules)
  --each               report every shortfall on its own (default: the places the pass would
                       insert NOPs, counting the NOPs reported before)
  --classify           also classify each counter of each existing wait: needed at its count,
                       stronger than needed by k, or redundant (notes; implies --waits)
  --explain            with each wait's notes, what it is for: its consumer and producers with
                       their lines, the incoming paths that need it, what else it drains, how
                       path-aware placement moved it (implies --classify; JSON key explanation)
  --json               one JSON object per finding and a summary object, one per line
Code objects (.o, .co, .hsaco) are disassembled by llvm-objdump 22; their findings name the
line of `llvm-objdump -d FILE` and the instruction's address.
"""


# A finding used to be called a diagnostic.
Diagnostic = Finding


Facet = Callable[[MIRFile, Target, dict[str, str]], list[Finding]]

# flag -> (module, function). Modules are imported on demand.
# check's own flags (not a pass's): each lands in the options as "1" when on.
CHECK_FLAGS = ("each", "classify", "explain")
FACETS: dict[str, tuple[str, str]] = {
    "hazards": ("mirpass.commands.check", "hazard_facet"),
    "waits": ("mirpass.commands.check", "wait_facet"),
}
DEFAULT_FACETS = ("hazards",)
SHIFT64_RULE = "shift64-high-reg"  # the rule id of an unrewritten shift hit by the shift64 bug


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
    from mirpass.passes.hazards.pass_ import recognizer_for
    from mirpass.passes.registry import PassContext
    from mirpass.target.gfx12_hazards import gfx12_hazard_features

    if gfx12_hazard_features(target.cpu) is not None:
        return _gfx12_hazards(mir, target, options)
    recognizer = recognizer_for(PassContext(target, options))
    recognizer.prepare(mir.functions, mir.filename)
    out: list[Finding] = []
    for mf in mir.functions:
        first = len(out)
        for f in recognizer.run(mf, insert="each" not in options, apply=False):
            p = f.producer
            out.append(
                _hazard(
                    mir.filename,
                    mf.name,
                    f.inst,
                    f.rule,
                    _rule_text(f.rule),
                    needed=f.required,
                    have=f.available,
                    producer=p.opcode if p is not None else None,
                    producer_line=(p.line or None) if p is not None else None,
                    short=f.need,
                )
            )
        if recognizer.shift64_bug and (shifts := _shift64_findings(mir.filename, mf, recognizer.builder)):
            out[first:] = sorted([*out[first:], *shifts], key=lambda f: f.line)  # in program order
    return out


def _shift64_findings(filename: str, mf: MachineFunction, builder: RecordBuilder) -> list[Finding]:
    """The 64-bit shifts left open to the shift64 high-register bug: the pass rewrites them, so
    one the input leaves as it is reads a wrong amount (a fix other than wait states: no
    `needed`, as gfx12's)."""
    from mirpass.passes.hazards.shift64 import open_shifts

    return [_hazard(filename, mf.name, s.inst, SHIFT64_RULE, s.text()) for s in open_shifts(builder, mf)]


def _hazard(
    filename: str, function: str, inst: Instruction, rule: str, text: str, **extra: object
) -> Finding:
    """A hazard finding at `inst` (the instruction short of its wait states or wait)."""
    message = f"{inst.opcode} in {function}: {rule}: {text}"
    return Finding(
        "hazard", filename, inst.line, message, function=function, opcode=inst.opcode, rule=rule, **extra
    )


def _gfx12_hazards(mir: MIRFile, target: Target, options: dict[str, str]) -> list[Diagnostic]:
    """gfx12: what the pass would insert (a V_NOP or an S_WAITCNT_DEPCTR before an instruction)
    is a hazard the input leaves open there; the pass runs on a copy (`each` is as the default:
    the gfx12 fixes are waits, not counts of wait states). PassError where the pass does not
    claim the subtarget."""
    from copy import deepcopy

    from mirpass.passes.hazards.pass_ import HazardRecognizerPass, recognizer_for
    from mirpass.passes.registry import PassContext, check_supported

    check_supported(HazardRecognizerPass, target)
    copy = deepcopy(mir)  # (which keeps each instruction's line)
    recognizer = recognizer_for(PassContext(target, options))
    recognizer.prepare(copy.functions, mir.filename)
    out: list[Diagnostic] = []
    for mf in copy.functions:
        out.extend(
            _hazard(mir.filename, mf.name, f.inst, f.rule, f"needs {f.text}")
            for f in recognizer.run(mf, insert=True)
        )
    return out


def _rule_text(rule: str) -> str:
    from mirpass.passes.hazards.pass_ import RULES

    return RULES[rule].text if rule in RULES else rule


def main(argv: list[str]) -> int:
    from mirpass.api import check

    parsed = _parse(argv)
    if isinstance(parsed, int):
        return parsed
    files, cpu, triple, facets, options, as_json = parsed
    total = CheckResult()
    for path in files:
        try:
            result = check(path, cpu=cpu, triple=triple, facets=facets, options=options)
        except MIRError as err:
            sys.stderr.write(err.with_filename(path).format() + "\n")
            return 2
        except (TargetError, PassError, OSError) as err:  # PassError: a CPU a facet does not support
            sys.stderr.write(f"mirpass check: {path}: {err}\n")
            return 2
        except Exception as err:  # noqa: BLE001 - a bug in mirpass: one line, exit 2
            sys.stderr.write(internal_error("mirpass check", path, err))
            return 2
        total.files += result.files
        total.findings += result.findings
        # (in pieces, file by file: a file without waits has a finding at nearly every consumer)
        line = _json_line if as_json else _text_line
        for k in range(0, len(result.findings), 4096):
            sys.stdout.write("".join(line(f) for f in result.findings[k : k + 4096]))
    if as_json:
        sys.stdout.write(json.dumps(total.summary()) + "\n")
    elif total.findings:
        sys.stderr.write(total.summary_line() + "\n")
    return 0 if total.clean else 1


def _text_line(f: Finding) -> str:
    return f.format() + "\n"


def _json_line(f: Finding) -> str:
    return json.dumps(f.to_json()) + "\n"


def _parse(argv: list[str]) -> int | tuple:
    """(files, cpu, triple, facets, options, json), or the exit code of --help or a usage error."""
    triple = cpu = None
    facets: list[str] = []
    options: dict[str, str] = {}
    files: list[str] = []
    as_json = False
    i = 0
    while i < len(argv):
        arg = argv[i]
        i += 1
        key, eq, value = arg.lstrip("-").partition("=")
        if arg in ("-h", "--help", "-help"):
            sys.stdout.write(USAGE + "Options of the passes the facets run:\n")
            for cls in _facet_passes():
                sys.stdout.write(options_help(cls.name, option_specs(cls.Options)))
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
        elif key in CHECK_FLAGS:
            options[key] = value if eq else "1"
        elif key == "json" and not eq:
            as_json = True
        elif key == "mattr" and eq:
            options[key] = f"{options[key]},{value}" if key in options else value
        elif _takes_value(key) is False or (_takes_value(key) and eq):  # a facet pass's option;
            options[key] = value if eq else "1"  # a flag may say `=false`, as llc's boolean ones
        else:
            return _usage_error(f"unknown option '{arg}'")
    if not files:
        return _usage_error("no input files")
    try:
        for flag in CHECK_FLAGS:
            if flag in options and not parse_flag(flag, options[flag]):
                del options[flag]
        if "explain" in options:
            options["classify"] = "1"
        if "classify" in options and "waits" not in facets:
            facets.append("waits")
        if options.keys() - {*CHECK_FLAGS, "mattr"}:  # (no pass imported when none is theirs)
            check_options(_facet_passes(), options)
        for name in facets or DEFAULT_FACETS:
            load_facet(name)
    except (PassError, LookupError) as err:
        return _usage_error(str(err))
    return files, cpu, triple, facets or list(DEFAULT_FACETS), options, as_json


def run_facets(mir: object, target: Target, facets: list[str], options: dict[str, str]) -> list[Finding]:
    """What the facets find in `mir`; assembly is checked as the MIR functions it adapts to, each
    finding at its instruction's line and column in the `.s`."""
    from mirpass.api import is_assembly

    loaded = [load_facet(name) for name in facets]
    if is_assembly(mir):
        from mirpass.commands.asm_passes import adapt, columns

        adapted, _ = adapt(mir, as_text=True)  # type: ignore[arg-type]
        cols = columns(mir)  # type: ignore[arg-type]
        found = [d for facet in loaded for d in facet(adapted, target, options)]
        return [dataclasses.replace(d, col=cols.get(d.line, 1)) for d in found]
    assert isinstance(mir, MIRFile)
    check_target_opcodes(mir, target.cpu, functools.partial(has_facts, target.cpu))
    return [d for facet in loaded for d in facet(mir, target, options)]


def _facet_passes() -> list[type[MachineFunctionPass]]:
    """The passes whose options the facets take."""
    return [lookup("post-RA-hazard-rec"), lookup("si-insert-waitcnts")]


def _takes_value(name: str) -> bool | None:
    """Whether a facet pass's option `name` takes a value; None when no facet pass declares it."""
    return option_kind(_facet_passes(), name)


def _usage_error(message: str) -> int:
    sys.stderr.write(f"mirpass check: {message}\n{USAGE}")
    return 2


def wait_facet(mir: MIRFile, target: Target, options: dict[str, str]) -> list[Finding]:
    """Consumers whose producer may still be in flight, from the wait-count pass's independent
    verifier (not its planner), on the input as it stands, each as missing or too weak with the
    count that fixes it; with the `classify` option, each counter of each existing wait too."""
    from mirpass.ir.translate import Translator
    from mirpass.passes.registry import parse_options
    from mirpass.passes.waitcnt.classify import classify
    from mirpass.passes.waitcnt.lds import LdsResolver
    from mirpass.passes.waitcnt.pass_ import WaitcntOptions

    wopts = parse_options(WaitcntOptions, options)
    # Lean: the verifier reads only reads, writes and the wait facts of each op, which lean ops
    # share with full ones; and it keys by instruction, so every block is made into them first.
    translator = Translator(target, lean=True, inline_asm=wopts.llvm_compat is None)
    if translator.asm is not None:
        translator.asm.prefetch(mir.functions)  # one llvm-mc run for the file's asm
    resolver = LdsResolver(mir.ir_module.text if mir.ir_module else None)
    out: list[Finding] = []
    explained = None
    if "explain" in options:
        from mirpass.passes.waitcnt.explain_waits import explain_waits

        explained = explain_waits(mir, target, options)
    _TEXTS.clear()
    for mf in mir.functions:
        with _no_cyclic_gc():
            for block in mf.blocks:
                _ = block.items  # each line made into its Instruction: the verifier names them
            tf = translator.translate(mf, mir.filename)
            cl = classify(
                tf,
                resolver=resolver,
                num_waves=wopts.num_waves,
                waits="classify" in options,
                parsed=translator.kept,
            )
            translator.kept.clear()
            tf = None  # (not kept while the findings are made)
        for s in cl.shortfalls:  # the verifier's order: block, line, counter, check
            v = s.violation
            out.append(
                _wait_finding(
                    mir.filename,
                    mf.name,
                    v.line,
                    v.opcode,
                    v.message,
                    s.status,
                    v.counter,
                    s.needed,
                    s.have,
                    s.wait_line or None,
                    rule=v.kind,
                    producer=v.producer,
                    producer_line=s.producer_line or None,
                )
            )
        why = explained.get if explained is not None else None
        for w in cl.waits:  # program order
            out.append(
                _wait_finding(
                    mir.filename,
                    mf.name,
                    w.line,
                    w.opcode,
                    "",
                    w.status,
                    w.counter,
                    w.needed,
                    w.have,
                    w.line,
                    reason=w.reason,
                    explanation=why((mf.name, w.line)) if why else None,
                )
            )
    _TEXTS.clear()
    return out


_TEXTS: dict[str, str] = {}  # wait_facet's findings' texts, each once (see _wait_finding)


@contextlib.contextmanager
def _no_cyclic_gc() -> Iterator[None]:
    """The cyclic collector off for one function's translation and verification: they allocate
    millions of objects that stay alive until the function is done (the collector's passes over
    them find nothing; refcounting frees the rest), and it is on again between functions."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


def _wait_finding(
    file: str,
    function: str,
    line: int,
    opcode: str,
    message: str,
    status: str,
    counter: str,
    needed: int | None,
    have: int | None,
    wait_line: int | None,
    **rest: object,
) -> Finding:
    """A wait finding (a shortfall, or with no message a note on an existing wait)."""
    text = f"{opcode} in {function}: {message}" if message else f"{opcode} in {function}"
    # (one string per distinct text: the texts of a function without waits, a finding at nearly
    # every consumer, name no line and repeat)
    text = _TEXTS.setdefault(text, text)
    return Finding(
        "wait",
        file,
        line,
        text,
        function=function,
        opcode=opcode,
        status=status,
        counter=counter,
        needed=needed,
        have=have,
        wait_line=wait_line,
        **rest,  # type: ignore[arg-type]
    )


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main(sys.argv[1:]))
