"""Malformed MIR: the CLI reports exactly one positioned error, never a traceback, and writes nothing.

Each file in tests/mir/malformed/ has exactly one problem and states what mirpass must report in
its first line, `# EXPECT: LINE:COL: MESSAGE` (that comment is part of the input, so LINE counts
it). Wording and positions follow llc 22 wherever llc reports the same problem.
"""

from __future__ import annotations

import os
import random
import re
import subprocess
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from mirpass.api import read_text
from mirpass.mir import MIRError, read, write
from mirpass.mir.parser import looks_like_instruction, parse_instruction

from conftest import ROOT, run_mirpass

MALFORMED = ROOT / "tests" / "mir" / "malformed"
CASES = sorted(MALFORMED.glob("*.mir"))
_EXPECT = re.compile(rb"# EXPECT: (\d+):(\d+): ([^\n]*)\n")
_DIAGNOSTIC = re.compile(r"(?P<file>.+):(?P<line>\d+):(?P<col>\d+): error: (?P<message>.+)")


def _expectation(path: Path) -> tuple[int, int, str]:
    m = _EXPECT.match(path.read_bytes())
    assert m is not None, f"{path.name}: the first line must be '# EXPECT: LINE:COL: MESSAGE'"
    return int(m.group(1)), int(m.group(2)), m.group(3).decode()


def _run_cli(source: Path, output: Path, cwd: Path) -> subprocess.CompletedProcess[bytes]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return run_mirpass(["-run-pass=none", str(source), "-o", str(output)], timeout=120, cwd=cwd,
                       env=env, text=False)


@pytest.fixture(scope="module")
def cli_results(tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[int, str, bool, Path]]:
    """Run the CLI once per malformed file, several at a time: name -> (exit code, stderr,
    whether the output file exists, output path)."""

    def one(path: Path) -> tuple[str, tuple[int, str, bool, Path]]:
        work = tmp_path_factory.mktemp(path.stem)
        out = work / "out.mir"
        proc = _run_cli(path, out, work)
        return path.name, (proc.returncode, proc.stderr.decode("utf-8", "replace"), out.exists(), out)

    with ThreadPoolExecutor(max_workers=min(8, os.cpu_count() or 2)) as pool:
        return dict(pool.map(one, CASES))


def test_there_are_enough_cases():
    assert len(CASES) >= 45


@pytest.mark.parametrize("path", CASES, ids=lambda p: p.stem)
def test_cli_reports_one_positioned_error(path: Path, cli_results):
    line, col, message = _expectation(path)
    code, stderr, output_exists, _ = cli_results[path.name]
    assert "Traceback" not in stderr
    assert code == 1, stderr
    assert stderr.endswith("\n") and stderr.count("\n") == 1, stderr
    m = _DIAGNOSTIC.fullmatch(stderr.rstrip("\n"))
    assert m is not None, stderr
    assert m.group("file") == str(path)
    assert (int(m.group("line")), int(m.group("col"))) == (line, col), stderr
    assert message in m.group("message"), stderr
    assert not output_exists


@pytest.mark.parametrize("path", CASES, ids=lambda p: p.stem)
def test_reader_raises_the_same_error(path: Path):
    """The API's reader (the grammar, then the names and fields llc checks) gives the same."""
    line, col, message = _expectation(path)
    with pytest.raises(MIRError) as info:
        read_text(path.read_bytes(), str(path))
    err = info.value
    assert (err.line, err.col) == (line, col)
    assert message in err.message
    assert err.format().startswith(f"{path}:{line}:{col}: error: ")


def test_existing_output_is_left_untouched(tmp_path: Path):
    out = tmp_path / "out.mir"
    out.write_bytes(b"previous contents\n")
    before = out.stat()
    proc = _run_cli(MALFORMED / "nul_byte.mir", out, tmp_path)
    assert proc.returncode == 1
    assert out.read_bytes() == b"previous contents\n"
    assert out.stat().st_mtime_ns == before.st_mtime_ns
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out.mir"]  # no temporary file left


def test_empty_file_is_accepted(tmp_path: Path):
    """llc accepts an empty MIR file, and so does mirpass: exit 0 and an empty output."""
    source = tmp_path / "empty.mir"
    source.write_bytes(b"")
    out = tmp_path / "out.mir"
    proc = _run_cli(source, out, tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr == b""
    assert out.read_bytes() == b""


# --- mutations of a valid file -----------------------------------------------------------------
SEED = """\
# A small valid gfx942 function (llc 22 accepts it), the seed of the mutation test.
--- |
  define amdgpu_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in) #0 {
    ret void
  }
  attributes #0 = { "target-cpu"="gfx942" }
...
---
name:            k
alignment:       1
tracksRegLiveness: true
registers:       []
liveins:
  - { reg: '$sgpr0_sgpr1', virtual-reg: '' }
frameInfo:
  maxAlignment:    1
stack:
  - { id: 0, name: '', type: default, offset: 0, size: 4, alignment: 4 }
machineFunctionInfo:
  isEntryFunction: true
  scratchRSrcReg:  '$sgpr100_sgpr101_sgpr102_sgpr103'
body:             |
  bb.0 (%ir-block.0, align 4):
    successors: %bb.1(0x40000000), %bb.2(0x40000000)
    liveins: $vgpr0, $vgpr1, $sgpr4, $sgpr0_sgpr1:0x000000000000000F

    ; a comment line
    renamable $sgpr2_sgpr3 = S_LOAD_DWORDX2_IMM renamable $sgpr0_sgpr1, 0, 0 :: \
(dereferenceable invariant load (s64) from %ir.out, align 16, addrspace 4)
    $vgpr5 = V_MOV_B32_e32 1065353216, implicit $exec
    renamable $vgpr2 = V_ADD_U32_e32 1, $vgpr0, implicit $exec
    $vgpr3 = GLOBAL_LOAD_DWORD $vgpr0_vgpr1, 0, 0, implicit $exec :: (load (s32) from %ir.in + 4, addrspace 1)
    S_WAITCNT 3952 /* vmcnt(0) */
    $sgpr4 = S_ADD_U32 $sgpr4, 4, implicit-def $scc
    S_CBRANCH_SCC1 %bb.2, implicit killed $scc

  bb.1:
    successors: %bb.2(0x80000000)
    liveins: $vgpr1, $vgpr2, $vgpr3, $vgpr5

    BUNDLE implicit-def $vgpr4, implicit $vgpr1, implicit $vgpr2, implicit $exec {
      $vgpr4 = V_MUL_F32_e32 $vgpr1, $vgpr2, implicit $mode, implicit $exec
      $vgpr4 = V_ADD_F32_e32 internal $vgpr4, $vgpr3, implicit $mode, implicit $exec
    }
    GLOBAL_STORE_DWORD renamable $vgpr2_vgpr3, killed renamable $vgpr4, 16, 0, implicit $exec :: \
(store (s32) into %ir.out, addrspace 1)

  bb.2:
    S_ENDPGM 0
...
"""
# Characters that matter to MIR and YAML, a few invalid ones, and plain text.
_ALPHABET = b" \t\n\r,()[]{}:;=$%@&!.\"'`#\\/*+-<>|_0123456789abxyzSV\x00\xc3\xff"
MUTATIONS = 400


def _mutate(rnd: random.Random, data: bytes) -> bytes:
    b = bytearray(data)
    for _ in range(rnd.randint(1, 3)):
        if not b:
            b = bytearray(b"x")
        i = rnd.randrange(len(b))
        op = rnd.randrange(8)
        if op == 0:  # delete a few characters
            del b[i : i + rnd.randint(1, 8)]
        elif op == 1:  # insert a character, maybe repeated
            b[i:i] = bytes([rnd.choice(_ALPHABET)]) * rnd.choice((1, 1, 2, 3, 2000))
        elif op == 2:  # duplicate a stretch of characters elsewhere
            j = rnd.randrange(len(b))
            b[i:i] = b[j : j + rnd.randint(1, 40)]
        elif op == 3:  # replace one byte by anything
            b[i] = rnd.randrange(256)
        elif op == 4:  # truncate
            del b[i:]
        else:  # delete, duplicate or cut a line
            lines = bytes(b).split(b"\n")
            k = rnd.randrange(len(lines))
            if op == 5:
                del lines[k]
            elif op == 6:
                lines.insert(k, lines[rnd.randrange(len(lines))])
            else:
                lines[k] = lines[k][: rnd.randrange(len(lines[k]) + 1)]
            b = bytearray(b"\n".join(lines))
    return bytes(b)


def _mutants() -> list[bytes]:
    rnd = random.Random(20250101)
    seed = SEED.encode()
    return [_mutate(rnd, seed) for _ in range(MUTATIONS)]


def test_seed_round_trips():
    assert write(read(SEED, "seed.mir")) == SEED


def test_mutations_fail_cleanly_or_round_trip():
    """Each mutant is either read and written back byte for byte, or rejected with one
    positioned MIRError; the fast pattern never accepts a line the token parser rejects."""
    accepted = rejected = 0
    for n, data in enumerate(_mutants()):
        try:
            mir = read(data, "mutant.mir")
        except MIRError as err:
            rejected += 1
            text = err.format()
            assert _DIAGNOSTIC.fullmatch(text) and "\n" not in text, (n, text)
            assert text.startswith("mutant.mir:"), (n, text)
            assert "internal error" not in text, (n, text)
            assert 1 <= err.line <= data.count(b"\n") + 2 and err.col >= 1, (n, text)
            continue
        accepted += 1
        assert write(mir).encode("utf-8") == data, n
        for mf in mir.functions:
            for _, inst in mf.instructions():
                if inst.raw is not None and looks_like_instruction(inst.raw):
                    parse_instruction(inst.raw, inst.line)  # must not raise
    assert accepted > 10 and rejected > 100  # the mutations exercise both outcomes


def test_mutations_through_the_cli(tmp_path: Path):
    """A sample of the mutants through the real command: one clean line of error or success."""
    for n, data in enumerate(_mutants()[:: MUTATIONS // 12]):
        source = tmp_path / f"mutant{n}.mir"
        source.write_bytes(data)
        out = tmp_path / f"out{n}.mir"
        proc = _run_cli(source, out, tmp_path)
        stderr = proc.stderr.decode("utf-8", "replace")
        assert "Traceback" not in stderr
        if proc.returncode == 0:
            assert out.read_bytes() == data
        else:
            assert proc.returncode == 1 and stderr.count("\n") == 1, stderr
            assert _DIAGNOSTIC.fullmatch(stderr.rstrip("\n")), stderr
            assert not out.exists()


# --- the common-line pattern is a sub-grammar of the fast pattern ------------------------------
# Characters and tokens that matter to the fast pattern, a few invalid ones.
_TOKEN_JUNK = (
    "$ % ( ) , : :: = ; _ - . 0 99999999999999999999 a Z implicit def killed %bb. @g \x00 \xe9".split()
)
_TOKEN_JUNK += [" ", "  ", "\t", "{", "}"]
# Words of memory operands and other operands, for replacing one.
_WORDS = (
    "load store from into on foo align addrspace !tbaa !foo 3 -1 stack %stack.1.x %ir. (s32) (s32))".split()
)
_WORDS += ["(s0)", "(<2 x s32>)", "(p3)", '"x"', "volatile", "syncscope", "%bb.1.a", "def", "implicit-def"]


def _line_mutants(rnd: random.Random, line: str) -> list[str]:
    """Near misses of a line: truncations, junk characters and tokens inserted or replacing one,
    characters deleted, two tokens swapped, a token doubled."""
    out = [line[:k] for k in range(len(line) + 1)]
    for _ in range(12):
        i = rnd.randrange(len(line) + 1)
        junk = rnd.choice(_TOKEN_JUNK)
        out.append(line[:i] + junk + line[i:])
        out.append(line[:i] + junk + line[i + 1 :])
        out.append(line[:i] + line[i + rnd.randint(1, 4) :])
    for _ in range(6):
        digits = [k for k, c in enumerate(line) if c.isdigit()]
        if digits:
            k = rnd.choice(digits)
            out.append(line[:k] + rnd.choice("0123456789") + line[k + 1 :])
    tokens = line.split(" ")
    for _ in range(8):
        k = rnd.randrange(len(tokens))
        word = rnd.choice(_WORDS)
        out.append(" ".join([*tokens[:k], word, *tokens[k + 1 :]]))
        out.append(" ".join([*tokens[:k], word, *tokens[k:]]))
        out.append(" ".join([*tokens[:k], tokens[k].rstrip(",)") + word[-1], *tokens[k + 1 :]]))
    for _ in range(6):
        if len(tokens) > 1:
            i, j = rnd.sample(range(len(tokens)), 2)
            swapped = list(tokens)
            swapped[i], swapped[j] = swapped[j], swapped[i]
            out.append(" ".join(swapped))
            doubled = list(tokens)
            doubled.insert(i, tokens[j])
            out.append(" ".join(doubled))
    return out


def test_common_line_pattern_accepts_only_what_the_fast_pattern_accepts():
    """`items_are_simple` and `looks_like_instruction` try the common-line pattern first and the
    fast pattern only when it fails, so it must never accept a line the fast pattern rejects:
    checked on every corpus line and on many near misses of them."""
    from mirpass.mir.parser import _COMMON_LINES, _NOT_OPCODES, _fast_lines

    fast_lines = _fast_lines()

    # The common pattern's opcode is any identifier starting with an upper-case letter.
    assert not [k for k in _NOT_OPCODES if not (k[0].islower() or k[0] == "_")]
    lines: set[str] = set()
    for path in sorted((ROOT / "tests" / "mir" / "corpus").glob("*.mir")):
        lines.update(path.read_text().split("\n"))
    lines.update(SEED.replace("\\\n", "").split("\n"))
    common = sorted(line for line in lines if _COMMON_LINES.fullmatch(line))
    assert len(common) > 5000  # it covers most instruction lines (else it is no use)
    for line in sorted(lines):
        if _COMMON_LINES.fullmatch(line):
            assert fast_lines.fullmatch(line), line
    rnd = random.Random(20250611)
    checked = accepted = 0
    for line in rnd.sample(common, 1500):
        for mutant in _line_mutants(rnd, line):
            checked += 1
            if _COMMON_LINES.fullmatch(mutant):
                accepted += 1
                assert fast_lines.fullmatch(mutant), repr(mutant)
    assert checked > 50_000 and 0 < accepted < checked  # both outcomes are exercised
