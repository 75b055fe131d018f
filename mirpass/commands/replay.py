"""`mirpass replay FILE.mir...`: run upstream tests' RUN lines with llc replaced by mirpass.

Each RUN line gets PASS, FAIL or UNSUPPORTED (a pass, CPU or target feature mirpass does not
claim, or a RUN line that does not run llc), as lit would report it; see replay_run for the lit
subset and replay_print for how mirpass's output is shown to FileCheck.
"""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import sys
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor

from mirpass.commands.replay_run import Result, RunLine, replay, run_lines

USAGE = """\
USAGE: mirpass replay [--filecheck=PATH] [-j N] [--json] [-v] FILE.mir...

Runs each file's RUN lines with llc replaced by mirpass; prints PASS, FAIL or UNSUPPORTED per
RUN line and a summary. Exit code 1 if any RUN line failed.
  --filecheck=PATH   the FileCheck to use (default: LLVM 22's FileCheck if installed, else the
                     `filecheck` Python package)
  -j N               replay N RUN lines at a time (default 1)
  --json             print the results as one JSON document instead
  -v                 also print the commands run and FileCheck's report on failure
"""

LLVM22_FILECHECK = "/usr/lib/llvm-22/bin/FileCheck"
STATUSES = ("PASS", "FAIL", "UNSUPPORTED")


def default_filecheck() -> list[str] | None:
    """LLVM 22's FileCheck if present, else the `filecheck` package; None if neither is."""
    for candidate in (LLVM22_FILECHECK, shutil.which("FileCheck-22")):
        if candidate and os.access(candidate, os.X_OK):
            return [candidate]
    if importlib.util.find_spec("filecheck") is not None:
        return [sys.executable, "-m", "filecheck"]
    return None


class _Usage(Exception):
    pass


def _parse(argv: Sequence[str]) -> tuple[dict, list[str]]:
    opts: dict = {"filecheck": None, "jobs": 1, "json": False, "verbose": False}
    files: list[str] = []
    args = list(argv)
    while args:
        arg = args.pop(0)
        if arg.startswith("--filecheck="):
            opts["filecheck"] = [arg.split("=", 1)[1]]
        elif arg in ("-j", "--jobs") or arg.startswith(("-j", "--jobs=")):
            value = arg.split("=", 1)[1] if "=" in arg else arg[2:] if arg.startswith("-j") else ""
            if not value:
                if not args:
                    raise _Usage(f"option '{arg}' requires a value")
                value = args.pop(0)
            if not value.isdigit() or int(value) < 1:
                raise _Usage(f"-j expects a positive integer, not '{value}'")
            opts["jobs"] = int(value)
        elif arg == "--json":
            opts["json"] = True
        elif arg == "-v":
            opts["verbose"] = True
        elif arg.startswith("-") and arg != "-":
            raise _Usage(f"unknown option '{arg}'")
        else:
            files.append(arg)
    if not files:
        raise _Usage("no input files")
    return opts, files


def _text_lines(result: Result, verbose: bool) -> str:
    out = [f"{result.status}: {result.path}:{result.run.line}: {result.run.command}"]
    if result.status != "PASS":
        if result.function:
            out.append(f"  function: {result.function}")
        if result.check:
            out.append(f"  first failing check: {result.check}")
        elif result.reason:
            out.append(f"  {result.reason}")
    if verbose:
        out.extend(f"  $ {c}" for c in result.commands)
        if result.status == "FAIL" and result.detail:
            out.append("  " + result.detail.strip().replace("\n", "\n  "))
    return "\n".join(out) + "\n"


def summary(results: Sequence[Result]) -> dict[str, int]:
    counts = {status: 0 for status in STATUSES}
    for r in results:
        counts[r.status] += 1
    counts["total"] = len(results)
    return counts


def _as_json(results: Sequence[Result], filecheck: list[str], problems: list[str]) -> str:
    doc = {
        "filecheck": filecheck,
        "results": [
            {
                "file": r.path,
                "line": r.run.line,
                "command": r.run.command,
                "status": r.status,
                "reason": r.reason,
                "function": r.function,
                "check": r.check,
            }
            for r in results
        ],
        "errors": problems,
        "summary": summary(results),
    }
    return json.dumps(doc, indent=2) + "\n"


def _collect(files: Sequence[str]) -> tuple[list[tuple[str, RunLine, str]], list[str]]:
    """Every (file, RUN line, file text) to replay, and one message per unreadable file."""
    jobs: list[tuple[str, RunLine, str]] = []
    problems: list[str] = []
    for path in files:
        try:
            with open(path, encoding="utf-8", errors="replace") as fh:
                text = fh.read()
        except OSError as err:
            problems.append(f"{path}: {err.strerror}")
            continue
        runs = run_lines(text)
        if not runs:
            problems.append(f"{path}: no RUN lines")
        jobs.extend((path, run, text) for run in runs)
    return jobs, problems


def main(argv: Sequence[str]) -> int:
    if any(a in ("-h", "--help") for a in argv):
        sys.stdout.write(USAGE)
        return 0
    try:
        opts, files = _parse(argv)
    except _Usage as err:
        sys.stderr.write(f"mirpass replay: {err}\n{USAGE}")
        return 2
    filecheck = opts["filecheck"] or default_filecheck()
    if filecheck is None:
        sys.stderr.write(
            f"mirpass replay: no FileCheck found: install LLVM 22 ({LLVM22_FILECHECK}) or the "
            "`filecheck` Python package, or give one with --filecheck=PATH\n"
        )
        return 2
    jobs, problems = _collect(files)
    with ThreadPoolExecutor(max_workers=opts["jobs"]) as pool:
        futures = [pool.submit(replay, path, run, text, filecheck) for path, run, text in jobs]
        results = []
        for future in futures:  # in file and line order, whatever order they finish in
            results.append(future.result())
            if not opts["json"]:
                sys.stdout.write(_text_lines(results[-1], opts["verbose"]))
                sys.stdout.flush()
    counts = summary(results)
    if opts["json"]:
        sys.stdout.write(_as_json(results, filecheck, problems))
    else:
        for message in problems:
            sys.stdout.write(f"mirpass replay: {message}\n")
        sys.stdout.write(
            f"{counts['total']} RUN lines: {counts['PASS']} PASS, {counts['FAIL']} FAIL, "
            f"{counts['UNSUPPORTED']} UNSUPPORTED\n"
        )
    unreadable = any(not m.endswith("no RUN lines") for m in problems)
    return 1 if counts["FAIL"] or unreadable else 0
