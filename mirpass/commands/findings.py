"""What `mirpass check` reports: findings with stable fields, as text lines or JSON objects.

A finding is a *problem* (a hazard short of wait states; a wait missing or too weak) or, with
`--classify`, a *note* on one counter of an existing wait (needed at its count, stronger than
needed by k, redundant). Only problems make `check` exit 1.

JSON output is one object per line (JSON Lines), with the keys of `Finding.to_json` in that
order, then one summary object (`"kind": "summary"`). Keys are stable: a new key may be added,
none is renamed or removed.
"""

from __future__ import annotations

import json
import os
import re
from collections import Counter
from dataclasses import dataclass, field, replace

# Statuses of a wait finding: problems first, then the notes of --classify.
PROBLEMS = ("short", "missing", "too weak", "incomplete")
NOTES = ("needed", "stronger", "redundant")


_LINE_REF = re.compile(r"\b(lines? )(\d+)\b")


# Not frozen: a frozen dataclass sets each field through object.__setattr__, several times the
# cost of a plain slot store, and `check --waits` on a function without waits makes over one
# finding per instruction (155,688 findings made: 0.90 -> 0.31 s CPU). Hashable as before.
@dataclass(slots=True, unsafe_hash=True)
class Finding:
    kind: str  # "hazard" or "wait"
    file: str
    line: int
    message: str
    col: int = 0  # 1-based; 0 where the position is a line alone (MIR)
    function: str = ""
    opcode: str = ""  # the consumer's (or, for a note, the wait's) opcode
    status: str = "short"  # PROBLEMS or NOTES
    rule: str | None = None  # the hazard rule, or the wait check (RAW, WAW, LDS, barrier, ...)
    counter: str | None = None
    needed: int | None = None  # wait states, or the count needed (None: none needed)
    have: int | None = None  # wait states there, or the wait's count
    producer: str | None = None
    producer_line: int | None = None
    wait_line: int | None = None  # the wait a too-weak finding or a note is about
    reason: str | None = None
    address: str | None = None  # code objects: the instruction's address in its section
    short: int | None = None  # hazards: the wait states to add there
    explanation: str | None = None  # check --explain: what a wait is for (explain_waits.py)

    @property
    def is_problem(self) -> bool:
        return self.status in PROBLEMS

    def format(self) -> str:
        where = f"{self.line}:{self.col}" if self.col else f"{self.line}"
        label = self.kind if self.is_problem else "note"
        why = f" -- {self.explanation}" if self.explanation else ""
        return f"{self.file}:{where}: {label}: {self.message}{self.detail()}{why}"

    def detail(self) -> str:
        """What the fields add to the message, positions included (so that a relocated finding
        names its new lines)."""
        if self.kind == "hazard":
            where = ""
            if self.producer is not None:
                line = self.producer_line
                loc = f"{os.path.basename(self.file)}:{line}" if line else "(inserted)"
                where = f" after {self.producer} at {loc}"
            if self.needed is None:  # a fix other than wait states (gfx12: a V_NOP, a wait operand)
                return where
            return f"{where}: requires {self.needed} wait states, has {self.have} (short by {self.short})"
        c = self.counter
        if self.status in ("missing", "too weak"):
            producer = f"; producer at line {self.producer_line}" if self.producer_line else ""
            if self.status == "missing":
                return f"{producer}; missing: needs {c}({self.needed}) before it"
            return (
                f"{producer}; too weak: the wait at line {self.wait_line} has {c}({self.have}),"
                f" needs {c}({self.needed})"
            )
        if self.status == "needed":
            return f": {c}({self.have}) is needed at its count"
        if self.status == "stronger":
            k = (self.needed or 0) - (self.have or 0)
            return f": {c}({self.have}) is stronger than needed by {k} ({c}({self.needed}) suffices)"
        if self.status == "redundant":
            return f": {c}({self.have}) is redundant" + (f" ({self.reason})" if self.reason else "")
        return ""

    def to_json(self) -> dict[str, object]:
        out: dict[str, object] = {
            "kind": self.kind,
            "status": self.status,
            "file": self.file,
            "line": self.line,
            "col": self.col,
            "function": self.function,
            "opcode": self.opcode,
            "rule": self.rule,
            "counter": self.counter,
            "needed": self.needed,
            "have": self.have,
            "producer": self.producer,
            "producer_line": self.producer_line,
            "wait_line": self.wait_line,
            "reason": self.reason,
            "address": self.address,
            "short": self.short,
            "message": self.message + self.detail(),
        }
        if self.explanation is not None:  # check --explain only: the other outputs stay as they were
            out["explanation"] = self.explanation
        return out

    def relocated(self, lines: dict[int, int], address: dict[int, str] | None = None) -> Finding:
        """The finding with its lines mapped through `lines` (a code object's disassembly)."""

        def at(n: int | None) -> int | None:
            return lines.get(n, n) if n else n

        explanation = self.explanation
        if explanation:  # its "line N"s name the same lines
            explanation = _LINE_REF.sub(lambda m: f"{m.group(1)}{at(int(m.group(2)))}", explanation)
        return replace(
            self,
            line=at(self.line) or 0,
            producer_line=at(self.producer_line),
            wait_line=at(self.wait_line),
            address=(address or {}).get(self.line, self.address),
            explanation=explanation,
        )


@dataclass
class CheckResult:
    """Everything `check` found in the files it was given, in order."""

    files: list[str] = field(default_factory=list)
    findings: list[Finding] = field(default_factory=list)

    @property
    def problems(self) -> list[Finding]:
        return [f for f in self.findings if f.is_problem]

    @property
    def notes(self) -> list[Finding]:
        return [f for f in self.findings if not f.is_problem]

    @property
    def clean(self) -> bool:
        return not self.problems

    def summary(self) -> dict[str, object]:
        problems = Counter(f"{f.kind} {f.status}" if f.kind == "wait" else f.kind for f in self.problems)
        notes = Counter(f.status for f in self.notes)
        return {
            "kind": "summary",
            "files": len(self.files),
            "problems": len(self.problems),
            "by_kind": dict(sorted(problems.items())),
            "waits_classified": len(self.notes),
            "wait_values": dict(sorted(notes.items())),
        }

    def summary_line(self) -> str:
        n = len(self.problems)
        text = f"{n} problem{'s' if n != 1 else ''} found"
        if self.notes:
            counts = Counter(f.status for f in self.notes)
            parts = ", ".join(f"{counts[s]} {s}" for s in NOTES if counts[s])
            text += f"; {len(self.notes)} wait counts classified: {parts}"
        return text

    def json_lines(self) -> str:
        out = [json.dumps(f.to_json()) for f in self.findings]
        out.append(json.dumps(self.summary()))
        return "\n".join(out) + "\n"
