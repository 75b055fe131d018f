"""`mirpass replay FILE.mir...`: run an upstream test's RUN lines with llc replaced by mirpass.

Each `RUN:` line (continuations with a trailing backslash are joined) is a pipeline
`llc ARGS | FileCheck ARGS`. `%s` is the test file. The llc step runs mirpass in-process with the
same arguments (llc-only options that change nothing here, such as `--schedmodel=0`, are dropped);
the FileCheck step runs the `filecheck` Python package, or LLVM's FileCheck given with
`--filecheck=PATH`. Prints PASS or FAIL per RUN line; on failure also the function (the nearest
`name:` label check before the failing check) and the first check that did not match.
"""

from __future__ import annotations

import contextlib
import io
import os
import re
import shlex
import shutil
import subprocess
import sys
from dataclasses import dataclass

USAGE = """\
USAGE: mirpass replay [--filecheck=PATH] [-v] FILE.mir...

Runs each file's RUN lines with llc replaced by mirpass and prints PASS/FAIL per line.
  --filecheck=PATH   the FileCheck to use (default: the `filecheck` Python package)
  -v                 print the commands and FileCheck's output on failure
"""

# llc options that do not affect what mirpass computes; they are dropped from the llc step.
_IGNORED_LLC = re.compile(r"^--?(schedmodel(=.*)?|verify-machineinstrs|debugify-.*|print-after-all)$")
_RUN = re.compile(r"^\s*(?:#|;|//)\s*RUN:\s?(.*)$")
_ERROR_LINE = re.compile(r":(\d+)(?::\d+)?: error:")


@dataclass
class RunLine:
    line: int
    command: str


@dataclass
class Result:
    run: RunLine
    ok: bool
    function: str | None = None
    check: str | None = None
    detail: str = ""


def run_lines(text: str) -> list[RunLine]:
    out: list[RunLine] = []
    pending: str | None = None
    start = 0
    for number, line in enumerate(text.splitlines(), 1):
        m = _RUN.match(line)
        if m is None:
            continue
        part = m.group(1).rstrip()
        if pending is None:
            start = number
            pending = ""
        if part.endswith("\\"):
            pending += part[:-1] + " "
            continue
        out.append(RunLine(start, (pending + part).strip()))
        pending = None
    return out


def _default_filecheck() -> list[str]:
    here = os.path.join(os.path.dirname(sys.executable), "filecheck")
    if os.path.exists(here):
        return [here]
    found = shutil.which("filecheck")
    if found:
        return [found]
    return [sys.executable, "-m", "filecheck"]


def _run_mirpass(args: list[str]) -> tuple[int, str, str]:
    from mirpass.cli import main as mirpass_main

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            rc = mirpass_main(args)
        except SystemExit as exc:  # pragma: no cover - the CLI returns codes
            rc = int(exc.code or 0)
    return rc, out.getvalue(), err.getvalue()


def replay_run(path: str, run: RunLine, filecheck: list[str], verbose: bool = False) -> Result:
    command = run.command.replace("%s", shlex.quote(path))
    stages = [shlex.split(s) for s in command.split("|")]
    if not stages or not stages[0] or os.path.basename(stages[0][0]) not in ("llc", "llc-22"):
        return Result(run, False, detail=f"not an llc pipeline: {run.command}")
    llc_args = [a for a in stages[0][1:] if not _IGNORED_LLC.match(a)]
    rc, output, err = _run_mirpass(llc_args)
    if rc != 0:
        return Result(run, False, detail=f"mirpass exited {rc}: {err.strip()}")
    # llc's printer drops the input's comments (which hold the checks) and blank lines inside
    # bodies; mirpass keeps both verbatim, so the replay drops them before FileCheck.
    output = "".join(
        line
        for line in output.splitlines(keepends=True)
        if line.strip() and not line.lstrip().startswith("#")
    )
    for stage in stages[1:]:
        if not stage:
            continue
        tool = os.path.basename(stage[0])
        if tool.lower() not in ("filecheck", "filecheck-22"):
            return Result(run, False, detail=f"unsupported pipeline stage: {stage[0]}")
        cmd = [*filecheck, *stage[1:]]
        if verbose:
            sys.stdout.write("  $ " + shlex.join(cmd) + "\n")
        proc = subprocess.run(cmd, input=output, capture_output=True, text=True)
        if proc.returncode != 0:
            return _failure(run, path, proc.stdout + proc.stderr)
        output = proc.stdout
    return Result(run, True)


def _failure(run: RunLine, path: str, report: str) -> Result:
    m = _ERROR_LINE.search(report)
    if m is None:
        return Result(run, False, detail=report.strip())
    check_line = int(m.group(1))
    with open(path, encoding="utf-8") as fh:
        lines = fh.read().splitlines()
    check = lines[check_line - 1].strip() if 0 < check_line <= len(lines) else None
    function = None
    for k in range(min(check_line, len(lines)) - 1, -1, -1):
        fm = re.search(r"-LABEL:\s*name:\s*(\S+)", lines[k])
        if fm:
            function = fm.group(1)
            break
    return Result(run, False, function, f"{os.path.basename(path)}:{check_line}: {check}", report.strip())


def main(argv: list[str]) -> int:
    filecheck: list[str] | None = None
    verbose = False
    files: list[str] = []
    for arg in argv:
        if arg in ("-h", "--help"):
            sys.stdout.write(USAGE)
            return 0
        if arg.startswith("--filecheck="):
            filecheck = [arg.split("=", 1)[1]]
        elif arg == "-v":
            verbose = True
        elif arg.startswith("-"):
            sys.stderr.write(f"mirpass replay: unknown option '{arg}'\n")
            return 2
        else:
            files.append(arg)
    if not files:
        sys.stderr.write(USAGE)
        return 2
    filecheck = filecheck or _default_filecheck()
    failed = 0
    total = 0
    for path in files:
        try:
            with open(path, encoding="utf-8") as fh:
                runs = run_lines(fh.read())
        except OSError as err:
            sys.stderr.write(f"mirpass replay: {path}: {err.strerror}\n")
            failed += 1
            continue
        if not runs:
            sys.stdout.write(f"{path}: no RUN lines\n")
        for run in runs:
            total += 1
            result = replay_run(path, run, filecheck, verbose)
            status = "PASS" if result.ok else "FAIL"
            sys.stdout.write(f"{status}: {path}:{run.line}: {run.command}\n")
            if not result.ok:
                failed += 1
                if result.function:
                    sys.stdout.write(f"  function: {result.function}\n")
                if result.check:
                    sys.stdout.write(f"  first failing check: {result.check}\n")
                if verbose or not result.check:
                    sys.stdout.write("  " + result.detail.replace("\n", "\n  ") + "\n")
    sys.stdout.write(f"{total - failed} of {total} RUN lines passed\n")
    return 1 if failed else 0
