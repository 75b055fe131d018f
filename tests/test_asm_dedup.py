"""Repeated assembly lines are decoded once (mirpass.asm.dedup), and only where that cannot
change what they decode to."""

from __future__ import annotations

import shutil

import pytest

from mirpass.asm import dedup as dedup_module
from mirpass.asm.dedup import Dedup
from mirpass.asm.mc import LLVM_MC, decode
from mirpass.mir import MIRError

pytestmark = pytest.mark.skipif(shutil.which(LLVM_MC) is None, reason="needs llvm-mc 22")

HEAD = '\t.amdgcn_target "amdgcn-amd-amdhsa--gfx942"\n\t.text\n'


def _imms(source: str) -> list[object]:
    return [tuple(op.value for op in mc.operands) for mc in decode(source.encode(), "t.s", "gfx942")]


def test_repeats_are_blanked_and_keep_their_line_numbers() -> None:
    source = (HEAD + "\ts_nop 1\n\tv_mov_b32 v0, 0\n\ts_nop 1\n\ts_nop 1\n").encode()
    d = Dedup(source)
    assert d.duplicates == [(5, 3), (6, 3)]
    assert d.text.count(b"\n") == source.count(b"\n")
    assert d.text.count(b"s_nop 1") == 1


def test_a_symbol_redefined_between_two_identical_lines_is_decoded_at_each() -> None:
    # llvm-mc folds a symbol's current value into the immediate: the same text is 1, then 2.
    source = HEAD + ".set bar, 1\n\ts_mov_b32 s0, bar\n.set bar, 2\n\ts_mov_b32 s0, bar\n"
    assert _imms(source) == [("$sgpr0", 1), ("$sgpr0", 2)]


def test_a_forward_reference_then_a_defined_symbol_are_decoded_at_each() -> None:
    source = HEAD + "\ts_mov_b32 s0, foo\nfoo = 5\n\ts_mov_b32 s0, foo\n"
    first, second = _imms(source)
    assert first == ("$sgpr0", "foo") and second == ("$sgpr0", 5)


def test_the_assemblers_own_counters_are_read_at_each_line() -> None:
    # .amdgcn.next_free_vgpr is one past the highest VGPR seen so far: 0, then 6.
    line = "\ts_mov_b32 s0, .amdgcn.next_free_vgpr\n"
    assert _imms(HEAD + line + "\tv_mov_b32 v5, 0\n" + line) == [("$sgpr0", 0), ("$vgpr5", 0), ("$sgpr0", 6)]


def test_a_float_literal_is_no_name() -> None:
    d = Dedup((HEAD + "\tv_mov_b32 v0, 0.5\n\tv_mov_b32 v0, 0.5\n").encode())
    assert d.duplicates == [(4, 3)]


def test_macros_and_loops_turn_sharing_off() -> None:
    for body in (".rept 2\n\ts_nop 0\n.endr\n", ".macro m\n\ts_nop 0\n.endm\n"):
        assert Dedup((HEAD + body + "\ts_nop 0\n\ts_nop 0\n").encode()).duplicates == []


def test_labels_and_branches_are_not_shared() -> None:
    d = Dedup((HEAD + "a:\n\ts_branch a\n\ts_branch a\n\ts_nop 0\n\ts_nop 0\n").encode())
    assert d.duplicates == [(7, 6)]  # the nops, not the branches that name a label


def test_the_whole_file_decodes_as_without_sharing(monkeypatch: pytest.MonkeyPatch) -> None:
    body = "".join(
        f"\tv_add_u32_e32 v{k % 3}, v1, v2\n\tglobal_load_dword v4, v[0:1], off offset:{4 * (k % 2)}\n"
        for k in range(40)
    )
    source = (HEAD + "f:\n" + body + "\ts_waitcnt vmcnt(0)\n\ts_endpgm\n").encode()
    shared = decode(source, "t.s", "gfx942")
    monkeypatch.setattr(dedup_module, "_sharable", lambda line, defined: False)
    alone = decode(source, "t.s", "gfx942")
    assert len(shared) == 82
    assert shared == alone


def test_an_error_on_a_repeated_line_is_reported_at_its_first_occurrence() -> None:
    source = (HEAD + "\ts_nop 0\n\tv_bogus v0\n\ts_nop 0\n\tv_bogus v0\n").encode()
    with pytest.raises(MIRError) as err:
        decode(source, "t.s", "gfx942")
    assert err.value.line == 4
