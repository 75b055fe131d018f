#!/usr/bin/env python3
"""Mutation fuzzer for mirpass's input path (issue 12), judged against llc 22's MIR parser.

Takes corpus files of every CPU the corpus has (gfx908, gfx90a, gfx942, gfx950, gfx1200,
gfx1250), mutates them (see `KINDS`), and runs every mutant through the mirpass command line
(`-run-pass=none`, `si-insert-waitcnts`, `post-RA-hazard-rec`, `check --waits --hazards`), each
with a limit on its CPU time and into an `-o` path that does not exist beforehand, and through
`llc -run-pass=none` (the parser alone, no verifier).

Each mirpass run is classified:
  ok                exit 0 (check: 0 or 1)
  rejected          exit 1 (check: 2) with a `FILE:LINE:COL: error: ...` line naming the input
  bad-diagnostic    exit 1 (check: 2) without such a line
  traceback         a `Traceback` on stderr, or any other exit status
  timeout           killed after --timeout seconds
  wrote-on-failure  non-zero exit, and the output file (or anything else) appeared in its folder
and each mutant is put in a cell of (llc accepts/rejects) x (mirpass `none` accepts/rejects). The
failures are: tracebacks, timeouts, wrote-on-failure, and mutants llc rejects but mirpass accepts.

Bases: llc 22 cannot read back some corpus files (wave32 implicit operands, frame indices; see the
corpus's llc-rejects.json); those go through mirpass's `llc22-compat` rewrite first and are used
only if llc then reads them. Every base must be accepted by llc and by every mirpass command, so a
disagreement on a mutant comes from the mutation. The corpus uses none of the spellings only newer
LLVMs read (`$sgpr0_128`, symbolic wait immediates), and no mutation introduces them.

    python tools/fuzz_mutants.py --count 3000 -j 2 --seed 1 --keep /tmp/fuzz-findings

mirpass runs in forks of a fork server (tools/forkserver.py; one per job, a fresh interpreter
that imported mirpass once) with the subprocess's CPU-time and address-space limits, stdio, cwd
and environment, so that exit status, stderr, timeouts and files written are judged as they are
for a `python -m mirpass.cli` subprocess (`--mode subprocess`); `--compare-modes` runs every
mutant both ways and reports any difference.

Deterministic for a given --seed and --count (mutant i depends only on the seed, i and the bases).
Exit status 1 if any failure was found.
"""

from __future__ import annotations

import argparse
import atexit
import json
import os
import queue
import random
import re
import resource
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter, defaultdict
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT / "tools") not in sys.path:
    sys.path.insert(0, str(ROOT / "tools"))  # forkserver, beside this file
CORPUS = ROOT / "tests" / "mir" / "corpus"
LLC = os.environ.get("MIRPASS_LLC", "/usr/lib/llvm-22/bin/llc")
TRIPLE = "amdgcn-amd-amdhsa"
CPUS = ("gfx908", "gfx90a", "gfx942", "gfx950", "gfx1200", "gfx1250")
FAILURES = ("traceback", "timeout", "wrote-on-failure", "llc-rejects-mirpass-accepts")

# ----------------------------------------------------------------------------------------------
# Mutation operators. Each takes an RNG and the file's bytes and returns different bytes.
# ----------------------------------------------------------------------------------------------

_REG = re.compile(rb"\$[a-z][a-z0-9_]*")
_BLOCK_REF = re.compile(rb"%bb\.(\d+)")
_OPCODE = re.compile(
    rb"^ +(?:[^;=\n]*?= +)?(?:(?:[a-z][a-z-]*|nofpexcept) +)*([A-Z][A-Z0-9_]*[A-Za-z0-9_]*)\b",
    re.M,
)
_IMM = re.compile(rb"(?<=[ ,(])-?\d+(?=[,\s)])")
_INT = re.compile(rb"(?<![\w$%.])-?(?:0x[0-9a-fA-F]+|\d+)(?![\w.])")
_SUCC = re.compile(rb"^ +successors: .*$", re.M)
_BRANCH = re.compile(rb"^ +S_(?:C?BRANCH\w*|SETPC\w*) .*%bb\.\d+.*$", re.M)
_PHYS_DEF = re.compile(rb"^( +(?:renamable |early-clobber )*)(\$[sv]gpr\d+) = ", re.M)
_FUNC_DOC = re.compile(rb"^---\nname: +(\S+)\n.*?^\.\.\.\n", re.M | re.S)
_NAME_LINE = re.compile(rb"^name: +\S+\n", re.M)
_TOP_KEY = re.compile(rb"^([A-Za-z]+): +(\S[^\n]*)$", re.M)

BAD_REGISTERS = [
    b"$vgprX2", b"$vgpr99999", b"$sgpr1_sgpr2", b"$vgpr256", b"$sgpr106", b"$agpr256",
    b"$sgpr3_sgpr4_sgpr5_sgpr6", b"$vgpr", b"$VGPR0", b"$vgpr-1", b"$vgpr0_vgpr2", b"$sgprfoo",
    b"$vcc_mid", b"$exec_hi_lo", b"$ttmp99", b"$m1",
]
GOOD_REGISTERS = [
    b"$vgpr0", b"$vgpr255", b"$sgpr0", b"$sgpr101", b"$sgpr0_sgpr1", b"$vgpr2_vgpr3",
    b"$agpr0", b"$vcc", b"$exec", b"$m0", b"$scc", b"$noreg", b"$vcc_lo", b"$exec_lo",
]
BAD_OPCODES = [b"V_BOGUS_B32", b"S_NOP_X", b"v_mov_b32_e32", b"V_MOV_B32_E32", b"FOO", b"S_"]
REG_CLASSES = [
    b"vgpr_32", b"sreg_32", b"sreg_64", b"vreg_64_align2", b"sgpr_128", b"agpr_32", b"vreg_1",
    b"sreg_32_xm0", b"vgpr_99", b"sgpr_1024x", b"foo", b"_", b"vgpr_32(s32)", b"vgpr",
]
HUGE_INTS = [
    b"4294967296", b"18446744073709551616", b"9223372036854775808", b"-9223372036854775809",
    b"99999999999999999999999999999999999999", b"0x" + b"f" * 40, b"0x100000000",
    b"340282366920938463463374607431768211457",
]


def _lines(data: bytes) -> list[bytes]:
    return data.splitlines(keepends=True)


def _pick_other(rng: random.Random, pool: list[bytes], old: bytes) -> bytes:
    choices = [p for p in pool if p != old]
    return rng.choice(choices) if choices else old + b"X"


def _replace_match(rng: random.Random, data: bytes, rx: re.Pattern[bytes], new: Callable[
        [re.Match[bytes]], bytes], group: int = 0) -> bytes | None:
    matches = list(rx.finditer(data))
    if not matches:
        return None
    m = rng.choice(matches)
    return data[: m.start(group)] + new(m) + data[m.end(group):]


def line_delete(rng: random.Random, data: bytes) -> bytes:
    lines = _lines(data)
    candidates = [i for i, line in enumerate(lines) if line.strip()]
    del lines[rng.choice(candidates)]
    return b"".join(lines)


def line_duplicate(rng: random.Random, data: bytes) -> bytes:
    lines = _lines(data)
    i = rng.choice([i for i, line in enumerate(lines) if line.strip()])
    line = lines[i] if lines[i].endswith(b"\n") else lines[i] + b"\n"
    lines.insert(i, line)
    return b"".join(lines)


def line_swap(rng: random.Random, data: bytes) -> bytes:
    lines = _lines(data)
    if not data.endswith(b"\n"):
        lines[-1] += b"\n"
    while True:
        i = rng.randrange(len(lines))
        j = min(len(lines) - 1, i + rng.choice([1, 1, 2, 3])) if rng.random() < 0.7 else \
            rng.randrange(len(lines))
        if lines[i] != lines[j]:
            break
    lines[i], lines[j] = lines[j], lines[i]
    return b"".join(lines)


def tok_register(rng: random.Random, data: bytes) -> bytes:
    seen = sorted(set(_REG.findall(data)))
    pool = seen + GOOD_REGISTERS
    out = _replace_match(rng, data, _REG, lambda m: _pick_other(rng, pool, m.group(0)))
    assert out is not None
    return out


def tok_opcode(rng: random.Random, data: bytes) -> bytes:
    pool = sorted(set(_OPCODE_POOL) | set(_OPCODE.findall(data)))
    out = _replace_match(rng, data, _OPCODE, lambda m: _pick_other(rng, pool, m.group(1)), 1)
    assert out is not None
    return out


def _block_numbers(data: bytes) -> list[int]:
    return sorted({int(n) for n in re.findall(rb"^  bb\.(\d+)", data, re.M)})


def tok_block(rng: random.Random, data: bytes) -> bytes:
    numbers = _block_numbers(data) or [0]

    def new(m: re.Match[bytes]) -> bytes:
        old = int(m.group(1))
        pool = [n for n in numbers + [max(numbers) + 1, 0, 1] if n != old]
        return str(rng.choice(pool)).encode()
    out = _replace_match(rng, data, _BLOCK_REF, new, 1)
    assert out is not None
    return out


def tok_regclass(rng: random.Random, data: bytes) -> bytes:
    # The corpus is post-RA (no virtual registers): a physical def becomes a virtual one with a
    # class, and so do the uses of that register on the next lines of the block.
    cls = rng.choice(REG_CLASSES)
    vreg = rng.choice([0, 1, 7, 4096])

    def new(m: re.Match[bytes]) -> bytes:
        return m.group(1) + b"%" + str(vreg).encode() + b":" + cls + b" = "
    out = _replace_match(rng, data, _PHYS_DEF, new)
    if out is None:
        out = data.replace(b"registers:       []", b"registers:\n  - { id: 0, class: " + cls
                           + b", preferred-register: '' }", 1)
    return out


def tok_immediate(rng: random.Random, data: bytes) -> bytes:
    body = data.find(b"\nbody:")
    pool = [b"0", b"1", b"-1", b"64", b"65", b"-16", b"-17", b"255", b"1024", b"2147483647",
            b"-2147483648", b"4294967295", b"0.5", b"1e3"]

    def new(m: re.Match[bytes]) -> bytes:
        return _pick_other(rng, pool, m.group(0))
    sub = _replace_match(rng, data[body:], _IMM, new)
    assert sub is not None
    return data[:body] + sub


def truncate(rng: random.Random, data: bytes) -> bytes:
    return data[: rng.randrange(1, len(data))]


def _insert(rng: random.Random, data: bytes, piece: bytes) -> bytes:
    at = rng.randrange(len(data) + 1)
    return data[:at] + piece + data[at:]


def byte_nonutf8(rng: random.Random, data: bytes) -> bytes:
    piece = rng.choice([b"\xff", b"\xfe", b"\x80", b"\xc3\x28", b"\xed\xa0\x80", b"\xf8\x88\x80"])
    return _insert(rng, data, piece)


def byte_nul(rng: random.Random, data: bytes) -> bytes:
    return _insert(rng, data, b"\x00" * rng.choice([1, 1, 4]))


def byte_bom(rng: random.Random, data: bytes) -> bytes:
    bom = b"\xef\xbb\xbf"
    return bom + data if rng.random() < 0.5 else _insert(rng, data, bom)


def byte_cr(rng: random.Random, data: bytes) -> bytes:
    r = rng.random()
    if r < 0.3:
        return data.replace(b"\n", b"\r\n")
    if r < 0.5:
        return data.replace(b"\n", b"\r")
    lines = _lines(data)
    i = rng.randrange(len(lines))
    lines[i] = lines[i].replace(b"\n", b"\r\n") if r < 0.75 else b"\r" + lines[i]
    out = b"".join(lines)
    return out if out != data else data + b"\r"


def huge_int(rng: random.Random, data: bytes) -> bytes:
    big = rng.choice(HUGE_INTS)
    r = rng.random()
    if r < 0.2:
        out = _replace_match(rng, data, re.compile(rb"%bb\.\d+\((0x[0-9a-f]+)\)"),
                             lambda m: big, 1)
    elif r < 0.35:
        out = _replace_match(rng, data, re.compile(rb"\$[sva]gpr(\d+)"), lambda m: big.lstrip(
            b"-0x") or b"9", 1)
    elif r < 0.5:
        out = _replace_match(rng, data, _BLOCK_REF, lambda m: big.lstrip(b"-0x") or b"9", 1)
    else:
        out = _replace_match(rng, data, _INT, lambda m: big if m.group(0) != big else b"0")
    assert out is not None
    return out


def _instruction_lines(lines: list[bytes]) -> list[int]:
    """Indices of machine instructions with a def (not the embedded IR's `%x = ...` lines)."""
    out, in_body = [], False
    for i, line in enumerate(lines):
        if line.startswith(b"body:"):
            in_body = True
        elif not line.startswith(b" "):
            in_body = False
        elif in_body and line.startswith(b"    ") and b" = " in line:
            out.append(i)
    return out


def deep_nesting(rng: random.Random, data: bytes) -> bytes:
    depth = rng.choice([200, 1000, 5000, 50000])
    r = rng.random()
    if r < 0.4:  # a YAML flow collection in a function key
        value = b"[" * depth + b"]" * depth if rng.random() < 0.5 else \
            b"{a: " * depth + b"1" + b"}" * depth
        out = _replace_match(rng, data, re.compile(rb"^(?:callSites|constants|stack): +(\[\])$",
                                                   re.M), lambda m: value, 1)
        if out is not None:
            return out
    if r < 0.7:  # block-style YAML nesting, one indentation level per step
        lines = b"".join(b"  " * k + b"k:\n" for k in range(min(depth, 2000)))
        return data.replace(b"\nbody:", b"\nnested:\n" + re.sub(rb"^", b"  ", lines, flags=re.M)
                            .rstrip(b" ") + b"body:", 1)
    # parentheses in an instruction's operand list
    lines = _lines(data)
    idx = _instruction_lines(lines)
    i = rng.choice(idx)
    lines[i] = lines[i].rstrip(b"\n") + b", " + b"(" * depth + b")" * depth + b"\n"
    return b"".join(lines)


def long_line(rng: random.Random, data: bytes) -> bytes:
    size = 10 * 1024 * 1024
    lines = _lines(data)
    body = _instruction_lines(lines)
    i = rng.choice(body)
    r = rng.random()
    if r < 0.25:  # a comment: valid for both
        lines.insert(i, b"    ; " + b"x" * size + b"\n")
    elif r < 0.5:  # many operands
        lines[i] = lines[i].rstrip(b"\n") + b", implicit $exec" * (size // 16) + b"\n"
    elif r < 0.75:  # one huge identifier as the opcode
        lines[i] = b"    $vgpr0 = V_" + b"A" * size + b" 0, implicit $exec\n"
    else:  # a huge YAML scalar
        return _NAME_LINE.sub(lambda m: b"name: " + b"f" * size + b"\n", data, count=1)
    return b"".join(lines)


def unknown_opcode(rng: random.Random, data: bytes) -> bytes:
    out = _replace_match(rng, data, _OPCODE, lambda m: _pick_other(rng, BAD_OPCODES, m.group(1)), 1)
    assert out is not None
    return out


def unknown_register(rng: random.Random, data: bytes) -> bytes:
    out = _replace_match(rng, data, _REG, lambda m: _pick_other(rng, BAD_REGISTERS, m.group(0)))
    assert out is not None
    return out


def _undefined_block(data: bytes, rng: random.Random) -> bytes:
    numbers = _block_numbers(data) or [0]
    return str(rng.choice([max(numbers) + 1, max(numbers) + 7, 999])).encode()


def undef_block_branch(rng: random.Random, data: bytes) -> bytes:
    rx = re.compile(_BRANCH.pattern.replace(rb"%bb\.\d+", rb"%bb\.(\d+)"), re.M)
    out = _replace_match(rng, data, rx, lambda m: _undefined_block(data, rng), 1)
    if out is None:  # no branch: add one before the last instruction of a block
        out = data.replace(b"    S_ENDPGM 0", b"    S_BRANCH %bb." + _undefined_block(data, rng)
                           + b"\n    S_ENDPGM 0", 1)
    if out == data:
        out = data.replace(b"    S_SETPC_B64_return", b"    S_BRANCH %bb.999\n"
                           b"    S_SETPC_B64_return", 1)
    return out


def undef_block_successors(rng: random.Random, data: bytes) -> bytes:
    target = _undefined_block(data, rng)
    succ = list(_SUCC.finditer(data))
    if succ and rng.random() < 0.6:
        m = rng.choice(succ)
        inner = _BLOCK_REF.search(data, m.start(), m.end())
        assert inner is not None
        return data[: inner.start(1)] + target + data[inner.end(1):]
    # add a successors line (or an entry) to a block header
    heads = list(re.finditer(rb"^  bb\.\d+[^\n]*:\n", data, re.M))
    h = rng.choice(heads)
    nxt = data[h.end():h.end() + 200]
    if nxt.startswith(b"    successors: "):
        at = data.index(b"\n", h.end())
        return data[:at] + b", %bb." + target + b"(0x10000000)" + data[at:]
    return data[: h.end()] + b"    successors: %bb." + target + b"(0x80000000)\n" + data[h.end():]


def bad_regclass(rng: random.Random, data: bytes) -> bytes:
    cls = rng.choice([b"vgpr_99", b"sgpr_1024x", b"foo", b"vreg_3", b"VGPR_32", b""])

    def new(m: re.Match[bytes]) -> bytes:
        return m.group(1) + b"%0:" + cls + b" = "
    out = _replace_match(rng, data, _PHYS_DEF, new)
    assert out is not None
    return out


def dup_function(rng: random.Random, data: bytes) -> bytes:
    docs = list(_FUNC_DOC.finditer(data))
    d = rng.choice(docs)
    if len(docs) > 1 and rng.random() < 0.5:  # rename another function to this one's name
        other = rng.choice([o for o in docs if o is not d])
        at = other.start() + len(b"---\n")
        line_end = data.index(b"\n", at)
        return data[:at] + b"name:            " + d.group(1) + data[line_end:]
    return data + d.group(0)


def unknown_yaml_key(rng: random.Random, data: bytes) -> bytes:
    key = rng.choice([b"bogusKey: 1", b"tracksRegLivenes: true", b"Name: x", b"body2: |\n  x",
                      b"frameInfo2: {}"])
    r = rng.random()
    if r < 0.6:
        return _NAME_LINE.sub(lambda m: m.group(0) + key + b"\n", data, count=1)
    if r < 0.8 and b"\nmachineFunctionInfo:\n" in data:
        return data.replace(b"\nmachineFunctionInfo:\n", b"\nmachineFunctionInfo:\n  bogusKey: 1\n",
                            1)
    return data.replace(b"\nframeInfo:\n", b"\nframeInfo:\n  bogusKey: 1\n", 1)


def yaml_alias(rng: random.Random, data: bytes) -> bytes:
    keys = list(_TOP_KEY.finditer(data))
    r = rng.random()
    a, b = rng.sample(keys, 2)
    first, second = sorted([a, b], key=lambda m: m.start())
    if r < 0.5:  # define an anchor and use it later
        out = data[: first.start(2)] + b"&anc " + data[first.start(2): second.start(2)] + b"*anc" \
            + data[second.end(2):]
    elif r < 0.75:  # an alias to an anchor that does not exist
        out = data[: a.start(2)] + b"*nothere" + data[a.end(2):]
    else:  # an anchor on the body and a merge key
        out = data.replace(b"\nbody:             |", b"\nbody: &b |", 1)
        out = _NAME_LINE.sub(lambda m: m.group(0) + b"<<: {alignment: 1}\n", out, count=1)
    return out


def yaml_tag(rng: random.Random, data: bytes) -> bytes:
    keys = list(_TOP_KEY.finditer(data))
    m = rng.choice(keys)
    tag = rng.choice([b"!!str ", b"!!int ", b"!!bool ", b"!custom ", b"!<tag:yaml.org,2002:str> ",
                      b"!!python/object:os.system ", b"!!binary "])
    if rng.random() < 0.2:
        return data.replace(b"\nbody:             |", b"\nbody: " + tag + b"|", 1)
    return data[: m.start(2)] + tag + data[m.start(2):]


KINDS: dict[str, Callable[[random.Random, bytes], bytes]] = {
    "line_delete": line_delete,
    "line_duplicate": line_duplicate,
    "line_swap": line_swap,
    "tok_register": tok_register,
    "tok_opcode": tok_opcode,
    "tok_block": tok_block,
    "tok_regclass": tok_regclass,
    "tok_immediate": tok_immediate,
    "truncate": truncate,
    "byte_nonutf8": byte_nonutf8,
    "byte_nul": byte_nul,
    "byte_bom": byte_bom,
    "byte_cr": byte_cr,
    "huge_int": huge_int,
    "deep_nesting": deep_nesting,
    "long_line": long_line,
    "unknown_opcode": unknown_opcode,
    "unknown_register": unknown_register,
    "undef_block_branch": undef_block_branch,
    "undef_block_successors": undef_block_successors,
    "bad_regclass": bad_regclass,
    "dup_function": dup_function,
    "unknown_yaml_key": unknown_yaml_key,
    "yaml_alias": yaml_alias,
    "yaml_tag": yaml_tag,
}
# 10 MB mutants cost seconds each in every run; they come up a third as often as the others.
WEIGHTS = {"long_line": 1}
_OPCODE_POOL: list[bytes] = []


def load_opcode_pool() -> None:
    """Opcodes of every corpus file, all CPUs: `tok_opcode` draws from them (cross-target too)."""
    global _OPCODE_POOL
    if not _OPCODE_POOL:
        _OPCODE_POOL = sorted({op for f in sorted(CORPUS.glob("*.mir"))
                               for op in _OPCODE.findall(f.read_bytes())})


def mutate(kind: str, rng: random.Random, data: bytes) -> bytes:
    """Apply mutation `kind` to `data`, drawing again when a draw happened to change nothing."""
    load_opcode_pool()
    for _ in range(20):
        out = KINDS[kind](rng, data)
        if out != data:
            return out
    raise RuntimeError(f"mutation {kind} does not change this file")


def schedule(count: int, kinds: list[str]) -> list[str]:
    """The kind of each mutant: round-robin, with the weighted kinds on every third round."""
    order: list[str] = []
    rnd = 0
    while len(order) < count:
        for k in kinds:
            if rnd % 3 == 0 or WEIGHTS.get(k, 3) == 3:
                order.append(k)
        rnd += 1
    return order[:count]


# ----------------------------------------------------------------------------------------------
# Bases
# ----------------------------------------------------------------------------------------------


@dataclass
class Base:
    name: str
    cpu: str
    mattr: str
    data: bytes
    commands: list[str] = field(default_factory=list)
    check_facets: list[str] = field(default_factory=list)


def llc_cmd(cpu: str, mattr: str, path: str) -> list[str]:
    cmd = [LLC, f"-mtriple={TRIPLE}", f"-mcpu={cpu}", "-run-pass=none", path, "-o", "/dev/null"]
    return cmd[:3] + ([f"-mattr={mattr}"] if mattr else []) + cmd[3:]


def mirpass_cmd(command: str, base: Base, path: str, out: str) -> list[str]:
    py = [sys.executable, "-m", "mirpass.cli"]
    if command == "check":
        return py + ["check", *base.check_facets, f"-mcpu={base.cpu}", path]
    target = [f"-mtriple={TRIPLE}", f"-mcpu={base.cpu}"] + ([f"-mattr={base.mattr}"] if
                                                              base.mattr else [])
    return py + target + [f"-run-pass={command}", path, "-o", out]


def _env() -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = str(ROOT) + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH")
                                     else "")
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    return env


# The wall-clock limit is this many times the CPU-time one (plus a minute): on a machine shared
# with other work a run may wait for a CPU far longer than it computes; a hang still ends.
WALL_FACTOR = 4


def _run(cmd: list[str], timeout: float, mem_mb: int, mode: str | None = None
         ) -> tuple[int | None, str, float]:
    """Run under an address-space limit and a limit of `timeout` CPU seconds; returns (exit
    status or None on timeout, stderr, wall seconds). A mirpass command line runs in a fork of
    the fork server in mode "fork" (the default, see `set_mode`), else as a subprocess."""
    if (mode or MODE[0]) == "fork" and cmd[:3] == _MIRPASS:
        return _run_forked(cmd[3:], timeout, mem_mb)
    cpu = max(1, int(timeout + 0.999))
    wrapped = ["/bin/sh", "-c", f'ulimit -v {mem_mb * 1024}; ulimit -t {cpu}; exec "$@"', "sh", *cmd]
    t0 = time.monotonic()
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    try:
        p = subprocess.run(wrapped, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                           stderr=subprocess.PIPE, timeout=WALL_FACTOR * timeout + 60, env=_env(),
                           cwd=ROOT)
    except subprocess.TimeoutExpired as e:
        err = e.stderr.decode("utf-8", "replace") if e.stderr else ""
        return None, err, time.monotonic() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    # The process's children's CPU time: the run's own only when no other job runs (-j 1).
    CPU.seconds = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
    return _judge(p.returncode, p.stderr, time.monotonic() - t0)


def _judge(rc: int, stderr: bytes, secs: float) -> tuple[int | None, str, float]:
    if rc in (-signal.SIGXCPU, -signal.SIGKILL):  # the CPU-time limit
        return None, stderr.decode("utf-8", "replace")[-100_000:], secs
    err = stderr if len(stderr) < 200_000 else stderr[:100_000] + b"\n...\n" + \
        stderr[-100_000:]  # the message comes first, a traceback last
    return rc, err.decode("utf-8", "replace"), secs


# ----------------------------------------------------------------------------------------------
# Fork-server mode: mirpass imported once per job, a fork per run (tools/forkserver.py)
# ----------------------------------------------------------------------------------------------

_MIRPASS = [sys.executable, "-m", "mirpass.cli"]
CPU = threading.local()  # .seconds: user+sys CPU time of this thread's last mirpass run
MODE = ["fork"]
_SERVERS: queue.Queue[object] = queue.Queue()
_STARTED: list[object] = []
_SERVER_LOCK = threading.Lock()
_MAX_SERVERS = [2]


def set_mode(mode: str, jobs: int = 2) -> None:
    """"fork" (mirpass runs in forks of fork servers, one per job) or "subprocess"."""
    assert mode in ("fork", "subprocess"), mode
    MODE[0] = mode
    _MAX_SERVERS[0] = max(1, jobs)


def _server() -> object:
    """A free fork server: an idle one, a new one while there are fewer than jobs, else wait."""
    try:
        return _SERVERS.get_nowait()
    except queue.Empty:
        pass
    with _SERVER_LOCK:
        if len(_STARTED) < _MAX_SERVERS[0]:
            from forkserver import ForkServer

            server = ForkServer(sys.executable)
            _STARTED.append(server)
            return server
    return _SERVERS.get()


def close_servers() -> None:
    with _SERVER_LOCK:
        for server in _STARTED:
            server.close()  # type: ignore[attr-defined]
        _STARTED.clear()
        while not _SERVERS.empty():
            _SERVERS.get_nowait()


atexit.register(close_servers)


def _run_forked(args: list[str], timeout: float, mem_mb: int) -> tuple[int | None, str, float]:
    """As `_run` does the subprocess: the same limits, cwd, environment, stdin/stdout/stderr."""
    cpu = max(1, int(timeout + 0.999))
    fd, name = tempfile.mkstemp(prefix="fuzz-stderr-")
    os.close(fd)
    server = _server()
    try:
        out = server.run(args, Path(name), cpu, mem_mb,  # type: ignore[attr-defined]
                         WALL_FACTOR * timeout + 60, ROOT, _env())
        stderr = Path(name).read_bytes()
    finally:
        _SERVERS.put(server)
        os.unlink(name)
    if out["killed"]:  # the wall-clock limit, as subprocess.run's timeout
        return None, stderr.decode("utf-8", "replace"), float(out["wall"])  # type: ignore[arg-type]
    CPU.seconds = float(out["user"]) + float(out["sys"])  # type: ignore[arg-type]
    return _judge(int(out["rc"]), stderr, float(out["wall"]))  # type: ignore[call-overload]


PASSES = ("none", "si-insert-waitcnts", "post-RA-hazard-rec")


def prepare_bases(per_cpu: int, max_size: int, cpus: list[str], timeout: float,
                  mem_mb: int, log: Callable[[str], None]) -> list[Base]:
    """The smallest corpus files of each CPU (one per kernel) that llc and mirpass both read."""
    index = json.loads((CORPUS / "index.json").read_text())
    rejects = json.loads((CORPUS / "llc-rejects.json").read_text())
    bases: list[Base] = []
    with tempfile.TemporaryDirectory(prefix="fuzz-bases-") as tmp:
        for cpu in cpus:
            files = sorted((f for f, v in index.items() if v["cpu"] == cpu
                            and (CORPUS / f).stat().st_size <= max_size),
                           key=lambda f: ((CORPUS / f).stat().st_size, f))
            kernels: set[str] = set()
            for f in files:
                if sum(b.cpu == cpu for b in bases) >= per_cpu:
                    break
                if index[f]["kernel"] in kernels:
                    continue
                base = _prepare(f, index[f], f in rejects, Path(tmp), timeout, mem_mb, log)
                if base is not None:
                    bases.append(base)
                    kernels.add(index[f]["kernel"])
    return bases


def _prepare_text(name: str, meta: dict[str, str], llc_rejects: bool, tmp: Path,
                  timeout: float, mem_mb: int) -> bytes | None:
    """The corpus file, through mirpass's llc22-compat rewrite if llc cannot read it as is."""
    if not llc_rejects:
        return (CORPUS / name).read_bytes()
    base = Base(name, meta["cpu"], meta["mattr"], b"")
    out = tmp / ("compat." + name)
    rc, _, _ = _run(mirpass_cmd("llc22-compat", base, str(CORPUS / name), str(out)), timeout,
                    mem_mb)
    return out.read_bytes() if rc == 0 else None


def _prepare(name: str, meta: dict[str, str], llc_rejects: bool, tmp: Path, timeout: float,
             mem_mb: int, log: Callable[[str], None]) -> Base | None:
    text = _prepare_text(name, meta, llc_rejects, tmp, timeout, mem_mb)
    if text is None:
        log(f"base {name}: llc22-compat failed on it")
        return None
    base = Base(name, meta["cpu"], meta["mattr"], text)
    path = tmp / name
    path.write_bytes(base.data)
    rc, err, _ = _run(llc_cmd(base.cpu, base.mattr, str(path)), timeout, mem_mb)
    if rc != 0:
        log(f"base {name}: llc rejects it{' after llc22-compat' if llc_rejects else ''}: "
            f"{err.strip().splitlines()[0] if err.strip() else rc}")
        return None
    for command in PASSES:
        out = tmp / f"out.{command}.{name}"
        rc, err, _ = _run(mirpass_cmd(command, base, str(path), str(out)), timeout, mem_mb)
        if rc == 0:
            base.commands.append(command)
        elif command == "none":
            log(f"base {name}: mirpass none rejects it: {err.strip()[:200]}")
            return None
        out.unlink(missing_ok=True)
    # check --hazards exits 2 on CPUs the hazard recognizer does not cover; keep --waits there.
    # (Probing --hazards alone: --waits costs seconds even on the smallest kernels.)
    base.check_facets = ["--hazards"]
    rc, err, _ = _run(mirpass_cmd("check", base, str(path), ""), timeout, mem_mb)
    base.check_facets = ["--waits", "--hazards"] if rc in (0, 1) else ["--waits"]
    base.commands.append("check")
    return base


# ----------------------------------------------------------------------------------------------
# Running and classifying one mutant
# ----------------------------------------------------------------------------------------------

_TB_FRAME = re.compile(r'^  File "([^"]+)", line (\d+), in (\S+)', re.M)


def _diagnosed(stderr: str, path: str) -> bool:
    return re.search(rf"^{re.escape(path)}:\d+:\d+: error: ", stderr, re.M) is not None


def classify(command: str, rc: int | None, stderr: str, path: str, outdir: Path) -> str:
    if "Traceback (most recent call last)" in stderr:
        return "traceback"
    if rc is None:
        return "timeout"
    fail_rc = 2 if command == "check" else 1
    if rc not in ((0, 1, 2) if command == "check" else (0, 1)):
        return "traceback"
    if command != "check" and rc != 0 and any(outdir.iterdir()):
        return "wrote-on-failure"
    if rc in ((0, 1) if command == "check" else (0,)):
        return "ok"
    assert rc == fail_rc
    return "rejected" if _diagnosed(stderr, path) else "bad-diagnostic"


def traceback_site(stderr: str) -> str:
    """The innermost mirpass frame and the exception type: what identifies one crash."""
    i = stderr.rfind("Traceback (most recent call last)")
    tail = stderr[i:]
    frames = [f for f in _TB_FRAME.findall(tail) if "/mirpass/" in f[0]] or \
        _TB_FRAME.findall(tail)
    # The exception line can be megabytes (a 10 MB opcode in a KeyError) and cut by _run.
    names = re.findall(r"^([A-Za-z_][\w.]{0,79})(?::|$)", tail, re.M)
    exc = names[-1] if names else "?"
    if not frames:
        return exc
    file, line, func = frames[-1]
    rel = file.split("/mirpass/", 1)[-1] if "/mirpass/" in file else os.path.basename(file)
    return f"mirpass/{rel}:{line} {func} {exc}"


def _first_error(stderr: str) -> str:
    for ln in stderr.splitlines():
        if "error" in ln:
            return ln.strip()[:300]
    return stderr.strip().splitlines()[0][:300] if stderr.strip() else ""


def _normalize(msg: str, path: str) -> str:
    msg = msg.replace(path, "FILE")
    msg = re.sub(r"'[^']*(?:'|$)", "'…'", msg)  # quoted names, cut off or not, vary
    return re.sub(r"\d+", "N", msg)[:120]


@dataclass
class Result:
    index: int
    kind: str
    base: str
    cpu: str
    size: int
    llc: str  # accepts / rejects / verifier / timeout / crash
    llc_msg: str
    runs: dict[str, dict[str, object]]

    def mirpass_accepts(self) -> bool | None:
        none = self.runs.get("none")
        if none is None or none["class"] not in ("ok", "rejected", "bad-diagnostic",
                                                 "wrote-on-failure"):
            return None
        return none["rc"] == 0


def _llc_verdict(rc: int | None, err: str) -> str:
    if rc is None:
        return "timeout"
    if rc == 0:
        return "accepts"
    if "machine code errors" in err:
        return "verifier"  # the parser read it; the machine verifier run after it did not
    if rc == 1 and "PLEASE submit a bug report" not in err:
        return "rejects"
    return "crash"


def make_mutant(seed: int, index: int, kind: str, bases: list[Base]) -> tuple[Base, bytes]:
    rng = random.Random(f"{seed}/{index}/{kind}")
    base = rng.choice(bases)
    return base, mutate(kind, rng, base.data)


def run_mutant(seed: int, index: int, kind: str, bases: list[Base], timeout: float,
               mem_mb: int, workdir: Path, check_every: int = 1, mode: str | None = None,
               llc: tuple[str, str] | None = None) -> tuple[Result, bytes, Base]:
    """Mutant `index` through llc (unless its verdict and message `llc` are given) and every
    mirpass command of its base, those in `mode` ("fork"/"subprocess"; default: `MODE`)."""
    base, data = make_mutant(seed, index, kind, bases)
    mdir = workdir / f"m{index}"
    mdir.mkdir()
    path = mdir / "input.mir"
    path.write_bytes(data)
    try:
        if llc is None:
            rc, err, _ = _run(llc_cmd(base.cpu, base.mattr, str(path)), timeout, mem_mb)
            llc = _llc_verdict(rc, err), _first_error(err).replace(str(path), "FILE")
        res = Result(index, kind, base.name, base.cpu, len(data), llc[0], llc[1], {})
        for command in base.commands:
            if command == "check" and index % check_every:
                continue
            outdir = mdir / f"out-{command}"
            outdir.mkdir()
            rc, err, secs = _run(mirpass_cmd(command, base, str(path), str(outdir / "out.mir")),
                                 timeout, mem_mb, mode)
            cls = classify(command, rc, err, str(path), outdir)
            run: dict[str, object] = {"rc": rc, "class": cls, "seconds": round(secs, 2),
                                      "cpu": round(getattr(CPU, "seconds", 0.0), 3)}
            if cls == "traceback":
                run["site"] = traceback_site(err) if "Traceback" in err else f"exit status {rc}"
            if cls != "ok":
                run["message"] = _first_error(err).replace(str(path), "FILE")
            if cls == "traceback":
                run["stderr_tail"] = err[-3000:].replace(str(path), "FILE")
            res.runs[command] = run
    finally:
        shutil.rmtree(mdir, ignore_errors=True)
    return res, data, base


def failure_signatures(res: Result) -> list[tuple[str, str]]:
    """(failure class, signature) pairs: one reproducer is kept per pair."""
    sigs: list[tuple[str, str]] = []
    for command, run in res.runs.items():
        cls = run["class"]
        if cls == "traceback":
            sigs.append(("traceback", f"{run['site']}"))
        elif cls in ("timeout", "wrote-on-failure"):
            sigs.append((str(cls), f"{command} {res.kind}"))
        elif cls == "bad-diagnostic":
            sigs.append(("bad-diagnostic", f"{command} " + _normalize(str(run.get("message", "")),
                                                                      "FILE")))
    acc = res.mirpass_accepts()
    if res.llc == "rejects" and acc is True:
        sigs.append(("llc-rejects-mirpass-accepts",
                     f"{res.kind}: {_normalize(res.llc_msg, 'FILE')}"))
    elif res.llc == "accepts" and acc is False:
        sigs.append(("mirpass-rejects-llc-accepts", f"{res.kind}"))
    return sigs


# ----------------------------------------------------------------------------------------------
# Reproducers, summary, command line
# ----------------------------------------------------------------------------------------------


def _slug(text: str) -> str:
    return re.sub(r"[^A-Za-z0-9_.-]+", "_", text).strip("_")[:90] or "x"


class Keeper:
    """Keeps the smallest mutant of each (class, signature) in DIR/CLASS/SIGNATURE/."""

    def __init__(self, root: Path | None, seed: int) -> None:
        self.root, self.seed = root, seed
        self.best: dict[tuple[str, str], tuple[int, Path | None]] = {}
        self.counts: Counter[tuple[str, str]] = Counter()
        self.lock = threading.Lock()

    def offer(self, res: Result, data: bytes, base: Base) -> None:
        for key in failure_signatures(res):
            with self.lock:
                self.counts[key] += 1
                if key in self.best and self.best[key][0] <= len(data):
                    continue
                folder = self._write(key, res, data, base) if self.root else None
                self.best[key] = (len(data), folder)

    def _write(self, key: tuple[str, str], res: Result, data: bytes, base: Base) -> Path:
        assert self.root is not None
        folder = self.root / key[0] / _slug(key[1])
        folder.mkdir(parents=True, exist_ok=True)
        name = f"{res.kind}.{base.cpu}.mir"
        for old in folder.glob("*.mir"):
            old.unlink()
        (folder / name).write_bytes(data)
        path = str(folder / name)
        cmds = [" ".join(llc_cmd(base.cpu, base.mattr, path))] + [
            " ".join(mirpass_cmd(c, base, path, "/tmp/fuzz-out.mir")[2:]) for c in base.commands]
        info = {"class": key[0], "signature": key[1], "seed": self.seed, "index": res.index,
                "kind": res.kind, "base": base.name, "cpu": base.cpu, "size": len(data),
                "mattr": base.mattr, "check_facets": base.check_facets,
                "llc": res.llc, "llc_message": res.llc_msg, "runs": res.runs,
                "commands": cmds}
        (folder / "info.json").write_text(json.dumps(info, indent=2) + "\n")
        return folder


# ----------------------------------------------------------------------------------------------
# Reducing a kept reproducer
# ----------------------------------------------------------------------------------------------


def _base_for(info: dict[str, object]) -> Base:
    index = json.loads((CORPUS / "index.json").read_text())
    cpu = str(info["cpu"])
    base = Base(str(info["base"]), cpu, index[str(info["base"])]["mattr"], b"")
    runs = info["runs"]
    assert isinstance(runs, dict)
    base.commands = list(runs)
    base.check_facets = list(info.get("check_facets") or (  # type: ignore[call-overload]
        ["--waits", "--hazards"] if cpu in ("gfx942", "gfx950") else ["--waits"]))
    return base


def still_fails(info: dict[str, object], data: bytes, work: Path, timeout: float,
                mem_mb: int) -> bool:
    """Whether `data` still shows the failure (class and signature) recorded in `info`."""
    base = _base_for(info)
    cls, sig = str(info["class"]), str(info["signature"])
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    path = work / "input.mir"
    path.write_bytes(data)
    llc = ""
    if cls in ("llc-rejects-mirpass-accepts", "mirpass-rejects-llc-accepts"):
        rc, err, _ = _run(llc_cmd(base.cpu, base.mattr, str(path)), timeout, mem_mb)
        llc = _llc_verdict(rc, err)
        msg = _first_error(err).replace(str(path), "FILE")
        if cls.startswith("llc-rejects") and (llc != "rejects" or
                                              f"{info['kind']}: {_normalize(msg, 'FILE')}" != sig):
            return False
        if cls.startswith("mirpass-rejects") and llc != "accepts":
            return False
    named = [c for c in base.commands if c in sig.split()[:1]]
    commands = ["none"] if llc else named or base.commands
    for command in commands:
        outdir = work / f"out-{command}"
        outdir.mkdir()
        rc, err, _ = _run(mirpass_cmd(command, base, str(path), str(outdir / "out.mir")),
                          timeout, mem_mb)
        got = classify(command, rc, err, str(path), outdir)
        if llc:
            return (rc == 0) == cls.startswith("llc-rejects")
        if got == cls == "traceback" and traceback_site(err) == sig:
            return True
        if got == cls and cls == "bad-diagnostic":
            msg = _first_error(err).replace(str(path), "FILE")
            return f"{command} " + _normalize(msg, "FILE") == sig
        if got == cls and cls == "wrote-on-failure":
            return True
    return False


def reduce_lines(data: bytes, fails: Callable[[bytes], bool], budget: int) -> bytes:
    """Delta debugging over lines: drop chunks while the failure persists, finer and finer."""
    lines = data.splitlines(keepends=True)
    n, tests = 2, 0
    while len(lines) >= 2 and tests < budget:
        size = max(1, len(lines) // n)
        removed = False
        for start in range(0, len(lines), size):
            cand = lines[:start] + lines[start + size:]
            tests += 1
            if cand and fails(b"".join(cand)):
                lines, removed = cand, True
                n = max(n - 1, 2)
                break
            if tests >= budget:
                break
        if not removed:
            if size == 1:
                break
            n = min(len(lines), n * 2)
    return b"".join(lines)


REDUCED = ("traceback", "wrote-on-failure", "bad-diagnostic")


def reduce_folder(root: Path, timeout: float, mem_mb: int, budget: int,
                  log: Callable[[str], None], classes: tuple[str, ...] = REDUCED) -> None:
    """Write `min.mir` beside each kept reproducer of `classes` under `root`. (Timeouts take the
    timeout per step; a mutant llc rejects is best read through its mutation diff.)"""
    for info_path in sorted(root.glob("*/*/info.json")):
        info = json.loads(info_path.read_text())
        if info["class"] not in classes or (info_path.parent / "min.mir").exists():
            continue
        mutant = next(p for p in info_path.parent.glob("*.mir") if p.name != "min.mir")
        data = mutant.read_bytes()
        if len(data) > 1_000_000:  # a 10 MB line is the point of such a mutant
            continue
        with tempfile.TemporaryDirectory(prefix="fuzz-reduce-") as tmp:
            def fails(d: bytes, info: dict[str, object] = info, tmp: str = tmp) -> bool:
                return still_fails(info, d, Path(tmp) / "w", timeout, mem_mb)
            if not fails(data):
                log(f"{info_path.parent}: does not reproduce")
                continue
            small = reduce_lines(data, fails, budget)
        (info_path.parent / "min.mir").write_bytes(small)
        log(f"{info_path.parent.name}: {len(data)} -> {len(small)} bytes, "
            f"{len(small.splitlines())} lines")


def summarize(results: list[Result], keeper: Keeper, bases: list[Base], seconds: float
              ) -> dict[str, object]:
    classes: dict[str, Counter[str]] = defaultdict(Counter)
    table: dict[str, Counter[str]] = defaultdict(Counter)
    for r in results:
        for command, run in r.runs.items():
            classes[command][str(run["class"])] += 1
        acc = r.mirpass_accepts()
        cell = r.llc[0].upper() + "/" + ("?" if acc is None else "A" if acc else "R")
        # Per kind, a mutant counts once under each failure class any of its runs fell in.
        seen = {str(run["class"]) for run in r.runs.values()} & set(FAILURES[:3])
        for kind in (r.kind, "ALL"):
            table[kind][cell] += 1
            for cls in seen:
                table[kind][cls] += 1
    findings = [
        {"class": k[0], "signature": k[1], "count": n,
         "reproducer": str(keeper.best[k][1]) if keeper.best[k][1] else None,
         "size": keeper.best[k][0]}
        for k, n in sorted(keeper.counts.items())]
    failed = {c: sum(n for k, n in keeper.counts.items() if k[0] == c) for c in FAILURES}
    cpus = Counter(r.cpu for r in results)
    return {"mutants": len(results), "seconds": round(seconds, 1),
            "bases": [{"name": b.name, "cpu": b.cpu, "commands": b.commands,
                       "check": b.check_facets} for b in bases],
            "cpus": dict(sorted(cpus.items())),
            "runs": {c: dict(v) for c, v in classes.items()},
            "agreement": {k: dict(v) for k, v in sorted(table.items(), key=lambda kv: (
                kv[0] == "ALL", kv[0]))},
            "failures": failed, "findings": findings}


# The agreement table's columns: (heading, cells of llc's verdict/mirpass none's) ...
COLUMNS = (
    ("both-reject", ("R/R",)),
    ("both-accept", ("A/A",)),
    ("llc-rejects-mirpass-accepts", ("R/A",)),
    ("llc-accepts-mirpass-rejects", ("A/R",)),
    ("verifier/accepts", ("V/A",)),
    ("verifier/rejects", ("V/R",)),
)
# ... and the failure classes counted per mutant.
FAILURE_COLUMNS = ("traceback", "timeout", "wrote-on-failure")
_SHORT = {"both-reject": "R/R", "both-accept": "A/A", "llc-rejects-mirpass-accepts": "R/A!",
          "llc-accepts-mirpass-rejects": "A/R", "verifier/accepts": "V/A",
          "verifier/rejects": "V/R", "traceback": "tb", "timeout": "t/o",
          "wrote-on-failure": "wrote"}


def agreement_rows(s: dict[str, object]) -> list[tuple[str, list[int]]]:
    """(kind, counts per column of COLUMNS, then other cells, then FAILURE_COLUMNS)."""
    known = {c for _, cells in COLUMNS for c in cells} | set(FAILURE_COLUMNS)
    rows = []
    for kind, cells in s["agreement"].items():  # type: ignore[attr-defined]
        counts = [sum(cells.get(c, 0) for c in group) for _, group in COLUMNS]
        counts.append(sum(v for k, v in cells.items() if k not in known))
        counts.extend(cells.get(c, 0) for c in FAILURE_COLUMNS)
        rows.append((kind, counts))
    return rows


def agreement_markdown(s: dict[str, object]) -> str:
    heads = [h for h, _ in COLUMNS] + ["other", *FAILURE_COLUMNS]
    out = ["| kind | " + " | ".join(heads) + " |", "|---" * (len(heads) + 1) + "|"]
    for kind, counts in agreement_rows(s):
        name = f"**{kind}**" if kind == "ALL" else kind
        out.append(f"| {name} | " + " | ".join(str(c) for c in counts) + " |")
    return "\n".join(out)


def merge_summaries(parts: list[dict[str, object]]) -> dict[str, object]:
    """One summary of several runs (different seeds): counts added up, bases united."""
    out: dict[str, object] = {"mutants": 0, "seconds": 0.0, "bases": [], "cpus": Counter(),
                              "runs": defaultdict(Counter), "agreement": defaultdict(Counter),
                              "failures": Counter(), "findings": [],
                              "seeds": [p.get("seed") for p in parts]}
    names: set[str] = set()
    for p in parts:
        out["mutants"] += p["mutants"]  # type: ignore[operator]
        out["seconds"] = round(out["seconds"] + p["seconds"], 1)  # type: ignore[operator]
        for b in p["bases"]:  # type: ignore[attr-defined]
            if b["name"] not in names:
                names.add(b["name"])
                out["bases"].append(b)  # type: ignore[attr-defined]
        out["cpus"].update(p.get("cpus", {}))  # type: ignore[attr-defined]
        for key in ("runs", "agreement"):
            for k, cells in p[key].items():  # type: ignore[attr-defined]
                out[key][k].update(cells)  # type: ignore[index]
        out["failures"].update(p["failures"])  # type: ignore[attr-defined]
        out["findings"].extend(p["findings"])  # type: ignore[attr-defined]
    out["cpus"] = dict(sorted(out["cpus"].items()))  # type: ignore[attr-defined]
    out["runs"] = {k: dict(v) for k, v in out["runs"].items()}  # type: ignore[attr-defined]
    out["agreement"] = {k: dict(v) for k, v in sorted(out["agreement"].items(),  # type: ignore[attr-defined]
                                                        key=lambda kv: (kv[0] == "ALL", kv[0]))}
    out["failures"] = {c: out["failures"].get(c, 0) for c in FAILURES}  # type: ignore[attr-defined]
    return out


def format_summary(s: dict[str, object]) -> str:
    out = [f"{s['mutants']} mutants in {s['seconds']} s over {len(s['bases'])} bases"  # type: ignore[arg-type]
           + (f"; per CPU: {s['cpus']}" if s.get("cpus") else "")]
    out.append("\nruns per command:")
    for command, counts in s["runs"].items():  # type: ignore[attr-defined]
        out.append(f"  {command:20s} " + ", ".join(f"{k} {v}" for k, v in sorted(counts.items())))
    out.append("\nagreement with llc 22's parser, llc/mirpass-none (A accepts, R rejects, V llc's"
               " parser accepts but its verifier rejects; R/A! is the failure), and per kind the"
               " mutants with a traceback, timeout or file written on failure in any command:")
    heads = [_SHORT[h] for h, _ in COLUMNS] + ["other"] + [_SHORT[h] for h in FAILURE_COLUMNS]
    out.append(f"  {'kind':24s} " + " ".join(f"{h:>6s}" for h in heads))
    for kind, counts in agreement_rows(s):
        out.append(f"  {kind:24s} " + " ".join(f"{c:6d}" for c in counts))
    out.append("\nfailures: " + ", ".join(f"{k} {v}" for k, v in s["failures"].items()))  # type: ignore[attr-defined]
    for f in s["findings"]:  # type: ignore[attr-defined]
        out.append(f"  [{f['class']}] x{f['count']}: {f['signature']}"
                   + (f"  -> {f['reproducer']}" if f["reproducer"] else ""))
    return "\n".join(out)


_BASE_CACHE: dict[str, bytes] = {}


def base_bytes(name: str, timeout: float = 60.0, mem_mb: int = 3000) -> bytes:
    """A base's text as the fuzzer mutated it (through llc22-compat where llc needs that)."""
    if name not in _BASE_CACHE:
        index = json.loads((CORPUS / "index.json").read_text())
        rejects = json.loads((CORPUS / "llc-rejects.json").read_text())
        with tempfile.TemporaryDirectory(prefix="fuzz-base-") as tmp:
            base = _prepare_text(name, index[name], name in rejects, Path(tmp), timeout, mem_mb)
        _BASE_CACHE[name] = base if base is not None else (CORPUS / name).read_bytes()
    return _BASE_CACHE[name]


def mutation_diff(base: bytes, mutant: bytes, limit: int = 8, width: int = 160) -> list[str]:
    """The changed lines, shortened: what the mutation did, for a reader."""
    import difflib
    a = base.decode("utf-8", "backslashreplace").splitlines()
    b = mutant.decode("utf-8", "backslashreplace").splitlines()
    out = []
    for ln in difflib.unified_diff(a, b, lineterm="", n=0):
        if ln.startswith(("---", "+++")):
            continue
        out.append(ln if len(ln) <= width else ln[:width] + f"… ({len(ln)} chars)")
        if len(out) >= limit:
            out.append("…")
            break
    if len(b) < len(a) and not any(x.startswith("+") for x in out):
        out.append(f"(file cut after line {len(b)} of {len(a)})")
    return out


def format_markdown(s: dict[str, object]) -> str:
    """The findings for a reader: per failure class, each signature with its reproducer and the
    messages mirpass and llc gave on it."""
    out = ["# Mutation fuzzer findings", "", "```", format_summary(s), "```", ""]
    groups: dict[str, list[dict[str, object]]] = defaultdict(list)
    for f in s["findings"]:  # type: ignore[attr-defined]
        groups[f["class"]].append(f)
    for cls in (*FAILURES, "bad-diagnostic", "mirpass-rejects-llc-accepts"):
        items = sorted(groups.get(cls, []), key=lambda f: -int(f["count"]))  # type: ignore[arg-type]
        out.append(f"## {cls} ({sum(int(f['count']) for f in items)} runs, "  # type: ignore[arg-type]
                   f"{len(items)} signatures)\n")
        for f in items:
            out.append(f"- **{f['signature']}** x{f['count']}")
            folder = Path(str(f["reproducer"])) if f["reproducer"] else None
            if folder is None or not (folder / "info.json").exists():
                continue
            info = json.loads((folder / "info.json").read_text())
            small = folder / "min.mir"
            repro = small if small.exists() else next(p for p in folder.glob("*.mir"))
            out.append(f"  - reproducer: `{repro}` ({repro.stat().st_size} bytes; kind "
                       f"{info['kind']}, base {info['base']}, mutant #{info['index']})")
            out.append(f"  - llc 22 ({info['llc']}): `{info['llc_message'][:200]}`")
            mutant = next(p for p in folder.glob("*.mir") if p.name != "min.mir")
            diff = mutation_diff(base_bytes(info["base"]), mutant.read_bytes())
            out.append("  - mutation:\n\n        " + "\n        ".join(diff) + "\n")
            for command, run in info["runs"].items():
                if run["class"] == "ok":
                    continue
                msg = run.get("site") or run.get("message", "")
                out.append(f"  - mirpass {command}: {run['class']}, exit {run['rc']}: "
                           f"`{str(msg)[:200]}`")
        out.append("")
    return "\n".join(out) + "\n"


def run(seed: int, count: int, jobs: int, kinds: list[str], bases: list[Base], timeout: float,
        mem_mb: int, keeper: Keeper, check_every: int = 1,
        progress: Callable[[list[Result]], None] | None = None) -> list[Result]:
    order = schedule(count, kinds)
    results: list[Result] = []
    done = 0
    _MAX_SERVERS[0] = max(_MAX_SERVERS[0], jobs)
    with tempfile.TemporaryDirectory(prefix="fuzz-mutants-") as tmp, \
            ThreadPoolExecutor(max_workers=jobs) as pool:
        futures = [pool.submit(run_mutant, seed, i, k, bases, timeout, mem_mb, Path(tmp),
                               check_every) for i, k in enumerate(order)]
        for fut in futures:
            res, data, base = fut.result()
            keeper.offer(res, data, base)
            results.append(res)
            done += 1
            if progress and done % 50 == 0:
                progress(results)
    return results


def _both_modes(seed: int, index: int, kind: str, bases: list[Base], timeout: float,
                mem_mb: int, workdir: Path, check_every: int) -> tuple[Result, Result, float, float]:
    """Mutant `index` in fork mode, then in subprocess mode on llc's same verdict; with the wall
    seconds each mode's mirpass runs took."""
    fork, _, _ = run_mutant(seed, index, kind, bases, timeout, mem_mb, workdir, check_every, "fork")
    sub, _, _ = run_mutant(seed, index, kind, bases, timeout, mem_mb, workdir, check_every,
                           "subprocess", (fork.llc, fork.llc_msg))
    return (fork, sub, sum(float(r["cpu"]) for r in fork.runs.values()),  # type: ignore[arg-type]
            sum(float(r["cpu"]) for r in sub.runs.values()))  # type: ignore[arg-type]


def mode_differences(fork: Result, sub: Result) -> list[str]:
    """Where the two modes judged a mutant differently: class and exit status per command (a
    difference), and the first error line (reported apart: a message, not a verdict)."""
    out = []
    for command in sorted(set(fork.runs) | set(sub.runs)):
        a, b = fork.runs.get(command, {}), sub.runs.get(command, {})
        for key in ("class", "rc", "site"):
            if a.get(key) != b.get(key):
                out.append(f"#{fork.index} {fork.kind} {command}: {key} fork={a.get(key)!r} "
                           f"subprocess={b.get(key)!r}")
    return out


def compare_modes(seed: int, count: int, jobs: int, kinds: list[str], bases: list[Base],
                  timeout: float, mem_mb: int, check_every: int = 1) -> dict[str, object]:
    """Every mutant in both modes: {mutants, runs, differences, message_differences, CPU
    seconds of the mirpass runs per mode (exact with jobs=1)}. Faithful when `differences` is
    empty."""
    order = schedule(count, kinds)
    _MAX_SERVERS[0] = max(_MAX_SERVERS[0], jobs)
    diffs: list[str] = []
    messages: list[str] = []
    runs, secs = 0, {"fork": 0.0, "subprocess": 0.0}
    with tempfile.TemporaryDirectory(prefix="fuzz-modes-") as tmp, \
            ThreadPoolExecutor(max_workers=jobs) as pool:
        futures = [pool.submit(_both_modes, seed, i, k, bases, timeout, mem_mb, Path(tmp),
                               check_every) for i, k in enumerate(order)]
        for fut in futures:
            fork, sub, t_fork, t_sub = fut.result()
            runs += len(fork.runs)
            secs["fork"] += t_fork
            secs["subprocess"] += t_sub
            diffs.extend(mode_differences(fork, sub))
            for command in fork.runs:
                if fork.runs[command].get("message") != sub.runs.get(command, {}).get("message"):
                    messages.append(f"#{fork.index} {fork.kind} {command}")
    return {"mutants": len(order), "runs": runs, "differences": diffs,
            "message_differences": messages,
            "seconds": {k: round(v, 1) for k, v in secs.items()}}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--count", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("-j", "--jobs", type=int, default=2)
    ap.add_argument("--cpu", action="append", choices=CPUS, help="default: all four")
    ap.add_argument("--kind", action="append", choices=sorted(KINDS), help="default: all")
    ap.add_argument("--bases-per-cpu", type=int, default=6)
    ap.add_argument("--max-size", type=int, default=50_000, help="largest base file, bytes")
    ap.add_argument("--timeout", type=float, default=30.0,
                    help=f"CPU seconds per run (the wall-clock limit is {WALL_FACTOR}x that plus 60 s)")
    ap.add_argument("--mem-mb", type=int, default=3000, help="address-space limit per run")
    ap.add_argument("--keep", type=Path, help="folder for one reproducer per failure class")
    ap.add_argument("--json", type=Path, help="write the summary and every result as JSON")
    ap.add_argument("--check-every", type=int, default=1, metavar="N",
                    help="run `check` on every Nth mutant only (its --waits takes seconds)")
    ap.add_argument("--reduce", type=Path, metavar="DIR",
                    help="instead of fuzzing: write a line-reduced min.mir beside each reproducer"
                    " kept in DIR")
    ap.add_argument("--budget", type=int, default=400, help="--reduce: runs per reproducer")
    ap.add_argument("--markdown", type=Path, metavar="FILE",
                    help="write the findings as Markdown (with --from: from a --json file)")
    ap.add_argument("--from", dest="from_json", type=Path, metavar="JSON", nargs="+",
                    help="with --markdown or --table: only write it, from the --json of earlier"
                    " runs (several are added up)")
    ap.add_argument("--table", type=Path, metavar="FILE",
                    help="write the agreement table as Markdown (with --from: of those runs)")
    ap.add_argument("--mode", choices=("fork", "subprocess"), default="fork",
                    help="run mirpass in forks of a fork server that imported it once (default),"
                    " or as a `python -m mirpass.cli` subprocess per run")
    ap.add_argument("--compare-modes", action="store_true",
                    help="run every mutant in both modes and report where their judgements differ"
                    " (exit status 1 if they do)")
    ap.add_argument("--quiet", action="store_true")
    args = ap.parse_args(argv)
    set_mode(args.mode, args.jobs)

    def log(msg: str) -> None:
        if not args.quiet:
            print(msg, file=sys.stderr, flush=True)
    for out in (args.json, args.markdown, args.table):
        if out is not None:  # a long run must not die at its first midway write
            out.parent.mkdir(parents=True, exist_ok=True)
    if args.from_json and (args.markdown or args.table):
        merged = merge_summaries([json.loads(p.read_text()) for p in args.from_json])
        if args.markdown:
            args.markdown.write_text(format_markdown(merged))
        if args.table:
            args.table.write_text(agreement_markdown(merged) + "\n")
        print(format_summary(merged))
        return 0
    if args.reduce:
        reduce_folder(args.reduce, args.timeout, args.mem_mb, args.budget, log)
        return 0
    t0 = time.monotonic()
    bases = prepare_bases(args.bases_per_cpu, args.max_size, args.cpu or list(CPUS),
                          args.timeout, args.mem_mb, log)
    if not bases:
        print("no usable base files", file=sys.stderr)
        return 2
    log(f"{len(bases)} bases: " + ", ".join(b.name for b in bases))
    if args.compare_modes:
        cmp = compare_modes(args.seed, args.count, args.jobs, args.kind or list(KINDS), bases,
                            args.timeout, args.mem_mb, args.check_every)
        if args.json:
            args.json.write_text(json.dumps(cmp, indent=1) + "\n")
        print(f"{cmp['mutants']} mutants, {cmp['runs']} mirpass runs in each mode: "
              f"{len(cmp['differences'])} differ in class, exit status or traceback site; "
              f"{len(cmp['message_differences'])} in the first error line; mirpass CPU seconds "
              f"{cmp['seconds']}")
        for line in cmp["differences"][:50] + cmp["message_differences"][:20]:  # type: ignore[index, operator]
            print("  " + line)
        return 1 if cmp["differences"] else 0
    keeper = Keeper(args.keep, args.seed)

    def report(results: list[Result], final: bool = False) -> dict[str, object]:
        summary = summarize(results, keeper, bases, time.monotonic() - t0)
        summary["seed"], summary["complete"] = args.seed, final
        if args.json:  # rewritten as the run goes, so that a long run can be read midway
            summary["results"] = [r.__dict__ for r in results]
            tmp = args.json.with_name(args.json.name + ".tmp")
            tmp.write_text(json.dumps(summary, indent=1) + "\n")
            tmp.replace(args.json)
            del summary["results"]
        if args.markdown:
            args.markdown.write_text(format_markdown(summary))
        if args.table:
            args.table.write_text(agreement_markdown(summary) + "\n")
        if not final and not args.quiet:
            bad = sum(summary["failures"].values())  # type: ignore[attr-defined]
            log(f"  {len(results)}/{args.count} mutants, {bad} failures")
        return summary
    results = run(args.seed, args.count, args.jobs, args.kind or list(KINDS), bases,
                  args.timeout, args.mem_mb, keeper, args.check_every, report)
    summary = report(results, final=True)
    print(format_summary(summary))
    return 1 if any(summary["failures"].values()) else 0  # type: ignore[attr-defined]


if __name__ == "__main__":
    sys.exit(main())
