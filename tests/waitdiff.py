"""A differential harness for the wait-count pass: many small MIR functions go through llc 22's
`si-insert-waitcnts` and through mirpass's, and the waits each tool puts before every original
instruction are compared counter by counter.

Functions llc rejects (or its machine verifier) are found by bisection and left out
(`Result.rejected`)."""

from __future__ import annotations

import re
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field

from mirpass.api import run_passes, to_text
from mirpass.mir import read
from mirpass.target.targets import TARGETS
from mirpass.target.waitcnt import wait_counts

from conftest import run_llc

# Functions per llc run. llc's start (the AMDGPU target's set-up) costs about as much as 400
# probes: runs of 2000 took 25-30% less llc CPU time than runs of 400 on gfx942 and gfx908 (no
# probe is rejected there; a rejected one is found by bisection either way, so the functions
# compared and llc's output for each are the same whatever the size).
CHUNK = 2000
_WAIT = re.compile(r"S_WAIT(?:CNT|_[A-Z_]+CNT(?:_[A-Z_]+CNT)?)(?:_soft)?$")
_OPCODE = re.compile(r"[A-Z][A-Za-z0-9_]*$")


@dataclass
class Probe:
    """One function: `lines` of its single block; `key` names what it tests (an opcode) so that
    a rejection by llc can be reported."""

    key: str
    case: str
    lines: list[str]
    entry: bool = True

    def text(self, name: str) -> str:
        body = "".join(f"    {line}\n" for line in self.lines)
        return (
            f"---\nname: {name}\nmachineFunctionInfo:\n  isEntryFunction: {str(self.entry).lower()}\n"
            f"body: |\n  bb.0:\n{body}...\n"
        )


@dataclass
class Segment:
    """What a tool put before one original instruction: the counts waited for (minimum per
    counter) and any other instruction it inserted."""

    waits: dict[str, int] = field(default_factory=dict)
    other: list[str] = field(default_factory=list)


@dataclass
class Result:
    probes: list[Probe]
    rejected: list[Probe]
    # per compared probe: (probe, llc segments, mirpass segments), one segment per input line
    compared: list[tuple[Probe, list[Segment], list[Segment]]]


def _opcode(line: str) -> str:
    for tok in re.split(r"[\s,]+", line):
        if _OPCODE.match(tok):
            return tok
    return ""


def _bodies(text: str) -> dict[str, list[str]]:
    """Instruction lines of each function of a printed MIR file."""
    out: dict[str, list[str]] = {}
    for doc in re.split(r"^---.*$", text, flags=re.M):
        m = re.search(r"^name:\s+'?([\w.]+)", doc, re.M)
        if m is None or "body:" not in doc:
            continue
        body = doc.split("body:", 1)[1].splitlines()[1:]
        out[m.group(1)] = [
            s
            for s in (line.strip() for line in body)
            if s and not s.startswith(("bb.", "liveins:", "successors:", "...", "}"))
        ]
    return out


def segments(lines: list[str], original: list[str], generation: str) -> list[Segment] | None:
    """Split a printed body into one segment per original line; None if they do not align."""
    segs = [Segment() for _ in original]
    k = 0
    for line in lines:
        op = _opcode(line)
        if k < len(original) and op == _opcode(original[k]) and not _WAIT.match(op):
            k += 1
            continue
        if k >= len(original):
            return None
        parts = re.split(r"[\s,]+", line)
        imm = parts[parts.index(op) + 1] if op in parts and parts.index(op) + 1 < len(parts) else ""
        counts = wait_counts(op, int(imm), generation) if imm.lstrip("-").isdigit() else None
        if counts is None:
            segs[k].other.append(line)
        else:
            for c, n in counts.items():
                segs[k].waits[c] = min(segs[k].waits.get(c, n), n)
    return segs if k == len(original) else None


def _llc(cpu: str, docs: list[str]) -> tuple[str, bool]:
    wave = ["-mattr=+wavefrontsize32"] if TARGETS[cpu].default_wave_size == 32 else []
    # the verifier rejects malformed probes (image dmask or address sizes, say) like parse errors
    args = [
        "-mtriple=amdgcn",
        f"-mcpu={cpu}",
        *wave,
        "-x",
        "mir",
        "-run-pass=si-insert-waitcnts",
        "-verify-machineinstrs",
    ]
    proc = run_llc([*args, "-", "-o", "-"], stdin="".join(docs))
    return proc.stdout, proc.returncode == 0


def _accepted(cpu: str, idx: list[int], docs: list[str]) -> tuple[str, list[int]]:
    """llc's output for the accepted functions among `idx`, and the rejected ones (bisection)."""
    out, ok = _llc(cpu, [docs[i] for i in idx])
    if ok:
        return out, []
    if len(idx) == 1:
        return "", idx
    half = len(idx) // 2
    a, b = _accepted(cpu, idx[:half], docs), _accepted(cpu, idx[half:], docs)
    return a[0] + "\n" + b[0], a[1] + b[1]


def run(cpu: str, probes: list[Probe]) -> Result:
    target = TARGETS[cpu]
    docs = [p.text(f"p{i}") for i, p in enumerate(probes)]
    chunks = [list(range(k, min(k + CHUNK, len(docs)))) for k in range(0, len(docs), CHUNK)]
    with ThreadPoolExecutor(2) as pool:
        # llc runs in the background while mirpass runs here: they overlap on two cores
        jobs = [pool.submit(_accepted, cpu, c, docs) for c in chunks]
        mine_mir = read("".join(docs), "probes.mir")
        run_passes(mine_mir, ["si-insert-waitcnts"], target)
        mine = _bodies(to_text(mine_mir))
        outs = [j.result() for j in jobs]
    theirs: dict[str, list[str]] = {}
    rejected: set[int] = set()
    for text, bad in outs:
        theirs.update(_bodies(text))
        rejected.update(bad)
    compared = []
    for i, p in enumerate(probes):
        if i in rejected:
            continue
        a = segments(theirs[f"p{i}"], p.lines, target.generation)
        b = segments(mine[f"p{i}"], p.lines, target.generation)
        assert a is not None and b is not None, (p, theirs[f"p{i}"], mine[f"p{i}"])
        compared.append((p, a, b))
    return Result(probes, [probes[i] for i in sorted(rejected)], compared)


def looser(a: Segment, b: Segment) -> bool:
    """mirpass (`b`) waits for less than llc (`a`) on some counter."""
    return any(b.waits.get(c, 1 << 30) > n for c, n in a.waits.items())


def differences(result: Result) -> list[tuple[Probe, int, list[Segment], list[Segment]]]:
    """(probe, line index, llc's segments, mirpass's) for every line where the tools differ."""
    out = []
    for p, a, b in result.compared:
        for k, (sa, sb) in enumerate(zip(a, b, strict=True)):
            if sa != sb:
                out.append((p, k, a, b))
    return out
