"""mirpass.mir.yaml_fast reads llc's layout of the YAML keys as the PyYAML path does, and
leaves everything else to it: the outcome of reading (the keys, or the error and its place)
is the same with the fast path as without it."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

import mirpass.mir.reader as reader
from mirpass.mir import MIRError, read

CORPUS = sorted((Path(__file__).parent / "mir" / "corpus").glob("*.mir"))


def _typed(value: object) -> object:
    """`value` with the type of every part (True == 1 in Python, not in YAML)."""
    if isinstance(value, dict):
        return ("dict", [(k, _typed(v)) for k, v in value.items()])
    if isinstance(value, list):
        return ("list", [_typed(v) for v in value])
    return (type(value).__name__, value)


def _outcome(text: str) -> object:
    try:
        mir = read(text, "t.mir")
    except MIRError as err:
        return ("error", err.message, err.line, err.col)
    return ("ok", [_typed(mf.properties) for mf in mir.functions])


def _both(text: str, monkeypatch: pytest.MonkeyPatch) -> tuple[object, object]:
    fast = _outcome(text)
    with monkeypatch.context() as m:
        m.setattr(reader, "simple_keys", lambda *args: None)
        slow = _outcome(text)
    return fast, slow


def test_the_corpus_reads_the_same_and_mostly_without_pyyaml(monkeypatch: pytest.MonkeyPatch) -> None:
    taken = [0, 0]
    real = reader.simple_keys

    def counting(*args: object) -> object:
        keys = real(*args)  # type: ignore[arg-type]
        taken[keys is None] += 1
        return keys

    for path in CORPUS:
        text = path.read_text()
        with monkeypatch.context() as m:
            m.setattr(reader, "simple_keys", counting)
            fast = _outcome(text)
        with monkeypatch.context() as m:
            m.setattr(reader, "simple_keys", lambda *args: None)
            slow = _outcome(text)
        assert fast == slow, path.name
        assert fast[0] == "ok", path.name
    # (The rest: stack entries llc wraps over two lines, and a few other shapes.)
    assert taken[0] > 0.9 * sum(taken), taken


HEADER = """\
---
name:            f
alignment:       1
tracksRegLiveness: true
registers:       []
liveins:
  - { reg: '$sgpr0_sgpr1', virtual-reg: '' }
frameInfo:
  maxAlignment:    1
  offsetAdjustment: -4
  stackProtector:  ''
stack:
  - { id: 0, name: '', type: spill-slot, offset: 0, size: 4, alignment: 4, stack-id: default }
machineFunctionInfo:
  isEntryFunction: true
  maxKernArgAlign: 8
  scratchRSrcReg:  '$sgpr0_sgpr1_sgpr2_sgpr3'
  argumentInfo:
    kernargSegmentPtr: { reg: '$sgpr0_sgpr1' }
    workItemIDX:     { reg: '$vgpr0', mask: 1023 }
  mode:
    ieee:            true
    dx10-clamp:      false
body:             |
  bb.0:
    S_ENDPGM 0
...
"""

VARIANTS = [
    ("name:            f", "name:            f  "),
    ("name:            f", "name:            yes"),
    ("name:            f", "name:            'f'"),
    ("name:            f", "name:            null"),
    ("name:            f", "name:            12"),
    ("name:            f", "name:            !!str f"),
    ("name:            f", "name:            &a f"),
    ("alignment:       1", "alignment:       3"),
    ("alignment:       1", "alignment:       0x10"),
    ("alignment:       1", "alignment:       1 # one"),
    ("alignment:       1", "alignment:       99999999999999999999"),
    ("tracksRegLiveness: true", "tracksRegLiveness: 1"),
    ("tracksRegLiveness: true", "tracksRegLiveness: yes"),
    ("tracksRegLiveness: true", "tracksRegLiveness: 'true'"),
    ("tracksRegLiveness: true", "tracksRegLiveness:"),
    ("tracksRegLiveness: true", "trackRegLiveness: true"),
    ("tracksRegLiveness: true", "alignment: 2"),
    ("registers:       []", "registers:       {}"),
    ("registers:       []", "registers:       [ ]"),
    ("  - { reg: '$sgpr0_sgpr1', virtual-reg: '' }", "  - { reg: '$sgpr0_sgpr1', reg: '' }"),
    ("  - { reg: '$sgpr0_sgpr1', virtual-reg: '' }", "  - { reg: *a }"),
    ("  - { reg: '$sgpr0_sgpr1', virtual-reg: '' }", "  - reg"),
    ("  - { reg: '$sgpr0_sgpr1', virtual-reg: '' }", "  - { reg: '$sgpr0_sgpr1',virtual-reg: '' }"),
    ("  maxAlignment:    1", "  maxAlignment:    -1"),
    ("  maxAlignment:    1", "  maxAlignment:    4294967296"),
    ("  maxAlignment:    1", "  maxAlign:        1"),
    ("  maxAlignment:    1", "\tmaxAlignment:    1"),
    ("  offsetAdjustment: -4", "  offsetAdjustment: -2147483649"),
    ("  stackProtector:  ''", "  stackProtector:"),
    ("  stackProtector:  ''", "  stackProtector:  '\u00e9'"),
    ("  stackProtector:  ''", "  stackProtector:  '\u2028'"),
    ("  isEntryFunction: true", "  isEntryFunction: true\n  isEntryFunction: false"),
    ("  maxKernArgAlign: 8", "  maxKernArgAlign: 6"),
    ("  maxKernArgAlign: 8", "  maxKernArgAlign: 0"),
    ("{ reg: '$sgpr0_sgpr1' }", "{ reg: '$sgpr0_sgpr1', offset: x }"),
    ("    kernargSegmentPtr: { reg: '$sgpr0_sgpr1' }", "    kernargSegmentPtr: '$sgpr0_sgpr1'"),
    ("    kernargSegmentPtr: { reg: '$sgpr0_sgpr1' }", "    kernargSegmentPtr:"),
    ("    ieee:            true", "    ieee:            on"),
    ("    ieee:            true", "    ieee:            2"),
    ("    ieee:            true", "    ieeee:           true"),
    ("  mode:", "  mode:            {}"),
    ("  mode:", "  mode:            7"),
    ("machineFunctionInfo:", "machineFunctionInfo: {}"),
    ("machineFunctionInfo:", "machineFunctionInfo:\n  occupancy: 8\nmachineFunctionInfo:"),
    ("---\n", "--- !mir\n"),
    ("...\n", "...\n---\nname: g\nbody: |\n  bb.0:\n    S_ENDPGM 0\n"),
]


def test_the_header_takes_the_fast_path(monkeypatch: pytest.MonkeyPatch) -> None:
    fast, slow = _both(HEADER, monkeypatch)
    assert fast == slow
    assert fast[0] == "ok"
    head = HEADER.split("\nbody:")[0].split("\n")
    r = reader
    assert reader.simple_keys(head, r._TOP_KINDS, r._SEQUENCES_OF_MAPPINGS, frozenset()) is not None


@pytest.mark.parametrize(("old", "new"), VARIANTS)
def test_variants_read_as_without_the_fast_path(old: str, new: str, monkeypatch: pytest.MonkeyPatch) -> None:
    assert old in HEADER
    text = HEADER.replace(old, new, 1)
    fast, slow = _both(text, monkeypatch)
    assert fast == slow


def test_random_header_mutations_read_as_without_the_fast_path(monkeypatch: pytest.MonkeyPatch) -> None:
    rnd = random.Random(15)
    head, body = HEADER.split("body:", 1)
    lines = head.split("\n")[:-1]
    tokens = ["true", "false", "0", "-1", "''", "x", "[]", "{}", "{ }", ":", "- ", "  ", "#", "!", "&a", "*a"]
    tokens.append("'")
    errors = 0
    for _ in range(300):
        mutated = list(lines)
        k = rnd.randrange(1, len(mutated))
        op = rnd.randrange(4)
        if op == 0:
            del mutated[k]
        elif op == 1:
            mutated.insert(k, mutated[rnd.randrange(1, len(mutated))])
        elif op == 2:
            at = rnd.randrange(len(mutated[k]) + 1)
            mutated[k] = mutated[k][:at] + rnd.choice(tokens) + mutated[k][at:]
        else:
            j = rnd.randrange(1, len(mutated))
            mutated[k], mutated[j] = mutated[j], mutated[k]
        text = "\n".join(mutated) + "\nbody:" + body
        fast, slow = _both(text, monkeypatch)
        assert fast == slow, text
        errors += fast[0] == "error"  # type: ignore[index]
    assert 30 < errors < 270
