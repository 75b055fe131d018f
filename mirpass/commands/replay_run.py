"""One RUN line of an upstream test, replayed with llc replaced by mirpass.

The subset of lit this understands: `RUN:` lines in any comment style, joined across trailing
backslashes; the substitutions `%s`, `%S`, `%p`, `%%`; a pipeline `[not] llc ARGS [< FILE] [2>&1] |
[not] FileCheck ARGS`. The llc step runs mirpass in a child process (a crash there is a result,
not a traceback here); its output is laid out as llc prints MIR (replay_print) and given to the
FileCheck step, which reads the unmodified test file with the RUN line's own arguments, so check
prefixes, comment prefixes and `-implicit-check-not` are FileCheck's business.
"""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass, field

from mirpass.mir import Instruction, MIRError, read
from mirpass.passes import PassError
from mirpass.passes.registry import lookup, supports
from mirpass.target.opcodes import load_opcode_table
from mirpass.target.targets import TARGETS, TargetError, cpu_from_triple

_RUN = re.compile(r"^\s*(?:#+|;+|//+)\s*RUN:\s?(.*)$")
_ERROR_LINE = re.compile(r":(\d+)(?::\d+)?: error:")
_MODULE_CPU = re.compile(r'"target-cpu"="([^"]+)"')
# llc options that change nothing mirpass computes or prints: dropped from the mirpass step.
_DROPPED = {"verify-machineinstrs", "schedmodel", "debugify-and-strip-all-safe"}
_SHELL = {"&&", "||", ";", ">", ">>", "2>", "&>", "|&"}
_LLC = {"llc", "llc-22"}
_FILECHECK = {"filecheck", "filecheck-22"}
MIRPASS_TIMEOUT = 600


@dataclass
class RunLine:
    line: int
    command: str


@dataclass
class Result:
    path: str
    run: RunLine
    status: str  # PASS, FAIL or UNSUPPORTED
    reason: str = ""  # one line: why it failed or is unsupported
    function: str | None = None
    check: str | None = None
    detail: str = ""
    commands: list[str] = field(default_factory=list)


class _Stop(Exception):
    """Ends a replay early with a status and a one-line reason."""

    def __init__(self, status: str, reason: str, detail: str = "") -> None:
        super().__init__(reason)
        self.status, self.reason, self.detail = status, reason, detail


def run_lines(text: str) -> list[RunLine]:
    """The RUN lines of a test, continuations joined, each with the line it starts on."""
    out: list[RunLine] = []
    pending: str | None = None
    start = 0
    for number, line in enumerate(text.splitlines(), 1):
        m = _RUN.match(line)
        if m is None:
            continue
        part = m.group(1).strip()
        if pending is None:
            start, pending = number, ""
        if part.endswith("\\"):
            pending += part[:-1].rstrip() + " "
            continue
        out.append(RunLine(start, (pending + part).strip()))
        pending = None
    return out


def substitute(command: str, path: str) -> str:
    directory = os.path.dirname(os.path.abspath(path))
    table = {"%s": path, "%S": directory, "%p": directory, "%%": "%"}
    return re.sub(r"%[sSp%]", lambda m: table[m.group(0)], command)


@dataclass
class _Stage:
    tool: str
    args: list[str]
    negated: bool = False
    merge_stderr: bool = False


def _stages(command: str) -> list[_Stage]:
    try:
        tokens = shlex.split(command)
    except ValueError as err:
        raise _Stop("FAIL", f"replay cannot split the RUN line: {err}") from None
    groups: list[list[str]] = [[]]
    redirect = False
    for tok in tokens:
        if redirect:  # `llc < FILE` reads FILE, as `llc FILE` does
            groups[-1].append(tok)
            redirect = False
        elif tok == "<" and len(groups) == 1:
            redirect = True
        elif tok == "|":
            groups.append([])
        elif tok in _SHELL or tok == "<":
            raise _Stop("FAIL", f"replay does not support the shell construct '{tok}' in RUN lines")
        else:
            groups[-1].append(tok)
    stages = []
    for group in groups:
        negated = bool(group) and group[0] == "not"
        if negated:
            group = group[1:]
        if not group or group[0].startswith("-"):
            raise _Stop("FAIL", f"replay does not support this pipeline stage: {' '.join(group)}")
        merge = "2>&1" in group
        args = [a for a in group[1:] if a != "2>&1"]
        stages.append(_Stage(os.path.basename(group[0]), args, negated, merge))
    return stages


@dataclass
class _LlcStep:
    args: list[str]
    passes: list[str]
    triple: str | None = None
    cpu: str | None = None
    mattr: list[str] = field(default_factory=list)


def translate_llc(llc_args: list[str]) -> _LlcStep:
    """mirpass's arguments for an llc command line, and what the support check needs."""
    step = _LlcStep([], [])
    march: str | None = None
    i = 0
    while i < len(llc_args):
        arg = llc_args[i]
        i += 1
        if not arg.startswith("-") or arg == "-":
            step.args.append(arg)
            continue
        key, eq, value = arg.lstrip("-").partition("=")
        if key in _DROPPED:
            continue
        if key in ("run-pass", "passes", "mtriple", "march", "mcpu", "mattr", "o", "x") and not eq:
            if i >= len(llc_args):
                raise _Stop("FAIL", f"llc option '{arg}' has no value")
            value, i = llc_args[i], i + 1
        if key in ("run-pass", "passes"):
            step.passes.extend(p.strip() for p in value.split(",") if p.strip())
            step.args.append(f"-run-pass={value}")
        elif key == "o":
            if value != "-":
                raise _Stop("FAIL", f"replay only replays llc writing to standard output, not '-o {value}'")
        elif key == "march":
            march = value
        elif key in ("mtriple", "mcpu", "mattr", "x"):
            if key == "mtriple":
                step.triple = value
            elif key == "mcpu":
                step.cpu = value
            elif key == "mattr":
                step.mattr.extend(f for f in value.split(",") if f)
            step.args.append(f"-{key}={value}")
        else:
            step.args.append(arg)
    if step.triple is None and march is not None:
        step.triple = march
        step.args.insert(0, f"-mtriple={march}")
    step.args += ["-o", "-"]
    return step


def _target_cpu(step: _LlcStep, text: str) -> str | None:
    implied = None
    if step.triple is not None:
        try:
            implied = cpu_from_triple(step.triple)
        except TargetError:
            raise _Stop("UNSUPPORTED", f"triple '{step.triple}' is not one mirpass claims") from None
    if step.cpu or implied:
        return step.cpu or implied
    m = _MODULE_CPU.search(text)
    return m.group(1) if m else None


def check_support(step: _LlcStep, text: str) -> str | None:
    """Raise UNSUPPORTED for a pass or CPU mirpass does not claim; return the CPU if known."""
    classes = []
    for name in step.passes:
        if name == "none":
            continue
        try:
            classes.append(lookup(name))
        except PassError:
            raise _Stop("UNSUPPORTED", f"pass '{name}' is not implemented by mirpass") from None
    cpu = _target_cpu(step, text)
    if cpu is None:
        return None
    if cpu not in TARGETS:
        raise _Stop("UNSUPPORTED", f"CPU {cpu} is not claimed by mirpass")
    for cls in classes:
        if not supports(cls, cpu):
            raise _Stop("UNSUPPORTED", f"pass '{cls.name}' does not claim {cpu}")
    wave = TARGETS[cpu].default_wave_size
    for feature in step.mattr:
        # Only features that restate the CPU's default change nothing; mirpass ignores -mattr.
        if feature != f"+wavefrontsize{wave}":
            raise _Stop("UNSUPPORTED", f"-mattr={feature}: mirpass does not model target features")
    return cpu


def _package_root() -> str:
    import mirpass

    return os.path.dirname(os.path.dirname(os.path.abspath(mirpass.__file__)))


def run_mirpass(args: list[str]) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (_package_root(), env.get("PYTHONPATH")) if p)
    cmd = [sys.executable, "-m", "mirpass.cli", *args]
    try:
        return subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=MIRPASS_TIMEOUT)
    except subprocess.TimeoutExpired:
        raise _Stop("FAIL", f"mirpass did not finish within {MIRPASS_TIMEOUT} s") from None


def _first_line(text: str) -> str:
    lines = [s for s in text.strip().splitlines() if s.strip()]
    if any(s.startswith("Traceback") for s in lines):
        return "mirpass crashed: " + lines[-1].strip()
    return lines[0].strip() if lines else "(no message)"


def ends_flow_for(cpu: str | None) -> Callable[[Instruction], bool]:
    """Whether an instruction is a barrier (no fall-through) on `cpu`, from its opcode table;
    an opcode the table lacks is taken to fall through."""
    table = load_opcode_table(cpu) if cpu in TARGETS else None

    def ends_flow(inst: Instruction) -> bool:
        info = table.get(inst.opcode) if table is not None else None
        return bool(info is not None and info.is_barrier)

    return ends_flow


def llc_output(
    step: _LlcStep, cpu: str | None, negated: bool, merge: bool, path: str, symbolic: bool = False
) -> str:
    """What llc's step would have given the pipeline, from mirpass's run; with `symbolic`, its
    waits spelt as LLVM main prints them."""
    from mirpass.commands.replay_print import llc_layout

    proc = run_mirpass(step.args)
    message = _first_line(proc.stderr)
    if "Traceback" in proc.stderr:
        raise _Stop("FAIL", message, proc.stderr)
    if proc.returncode != 0 and not negated:
        if cpu and re.search(rf"supports [^\n]*\bnot {re.escape(cpu)}\b", proc.stderr):
            raise _Stop("UNSUPPORTED", message)
        raise _Stop("FAIL", f"mirpass exited {proc.returncode}: {message}", proc.stderr)
    if proc.returncode == 0 and negated:
        raise _Stop("FAIL", "mirpass succeeded where the RUN line expects llc to fail")
    out = ""
    if proc.returncode == 0 and proc.stdout:
        try:
            spell = _symbolic_speller(cpu) if symbolic else None
            out = llc_layout(read(proc.stdout, path), ends_flow_for(cpu), spell)
        except MIRError as err:
            raise _Stop("FAIL", f"replay cannot re-read mirpass's output: {err.format()}") from None
    return (proc.stderr + out) if merge else out


def speaks_symbolic_waits(text: str) -> bool:
    """Whether the test file was printed by an LLVM that spells waits symbolically (newer than
    22): then llc at that LLVM prints mirpass's waits so too."""
    return _SYMBOLIC_WAIT_USE.search(text) is not None


_SYMBOLIC_WAIT_USE = re.compile(
    r"\b(?:S_WAITCNT|S_WAITCNT_soft|S_WAIT_LOADCNT_DSCNT|S_WAITCNT_DEPCTR) \.[A-Z]"
)


def _symbolic_speller(cpu: str | None) -> Callable[[str], str]:
    from mirpass.target.targets import TARGETS
    from mirpass.target.waitcnt import to_symbolic_waits

    generation = TARGETS[cpu].generation if cpu in TARGETS else "gfx9"
    return lambda line: to_symbolic_waits(line, generation)


def _filecheck(stage: _Stage, filecheck: list[str], text: str, path: str, result: Result) -> None:
    cmd = [*filecheck, *stage.args]
    result.commands.append(shlex.join(cmd))
    proc = subprocess.run(cmd, input=text, capture_output=True, text=True)
    report = proc.stdout + proc.stderr
    if stage.negated:
        if proc.returncode == 0:
            raise _Stop("FAIL", "FileCheck matched where the RUN line expects it not to", report)
        return
    if proc.returncode != 0:
        if "Traceback" in report or "nconsumed arguments" in report:
            raise _Stop("FAIL", "FileCheck could not run: " + report.strip().splitlines()[-1], report)
        _failure(result, path, report)
        raise _Stop("FAIL", result.reason, report)


def _failure(result: Result, path: str, report: str) -> None:
    """The first check that did not match and the function it belongs to (the nearest label
    before it that is not a block's)."""
    m = _ERROR_LINE.search(report)
    if m is None:
        result.reason = "FileCheck: " + _first_line(report)
        return
    check_line = int(m.group(1))
    with open(path, encoding="utf-8", errors="replace") as fh:
        lines = fh.read().splitlines()
    check = lines[check_line - 1].strip() if 0 < check_line <= len(lines) else ""
    result.check = f"{os.path.basename(path)}:{check_line}: {check}"
    for k in range(min(check_line, len(lines)) - 1, -1, -1):
        fm = re.search(r"-LABEL:\s*(?:name:\s*)?(\S+)", lines[k])
        if fm and not re.match(r"bb\.\d", fm.group(1)):  # a block label names no function
            result.function = fm.group(1)
            break
    result.reason = "check failed: " + check


def replay(path: str, run: RunLine, text: str, filecheck: list[str]) -> Result:
    """Replay one RUN line of the test at `path` (whose text is `text`)."""
    result = Result(path, run, "PASS")
    try:
        stages = _stages(substitute(run.command, path))
        if stages[0].tool not in _LLC:
            raise _Stop("UNSUPPORTED", f"not an llc RUN line ({stages[0].tool})")
        if len(stages) != 2 or stages[1].tool.lower() not in _FILECHECK:
            raise _Stop("FAIL", "replay only replays 'llc ... | FileCheck ...' pipelines")
        step = translate_llc(stages[0].args)
        cpu = check_support(step, text)
        result.commands.append("mirpass " + shlex.join(step.args))
        symbolic = speaks_symbolic_waits(text)
        output = llc_output(step, cpu, stages[0].negated, stages[0].merge_stderr, path, symbolic)
        _filecheck(stages[1], filecheck, output, path, result)
    except _Stop as stop:
        result.status, result.reason = stop.status, stop.reason
        result.detail = stop.detail
    except (OSError, MIRError, ValueError, KeyError) as err:
        # a replay must give every RUN line a result; a surprise here is this line's failure
        result.status, result.reason = "FAIL", f"replay error: {type(err).__name__}: {err}"
    return result
