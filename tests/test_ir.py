"""The wait/hazard IR: translation of real kernels, the CFG, and def-use over register units."""

from __future__ import annotations

import pytest

from mirpass.api import resolve
from mirpass.ir.translate import TranslationError, Translator
from mirpass.mir import read
from mirpass.target.registers import register_units
from mirpass.target.targets import TARGETS

from conftest import corpus_files


@pytest.mark.parametrize(
    "path", [p for p in corpus_files() if "before-waitcnt" in p.name], ids=lambda p: p.name
)
def test_every_corpus_instruction_translates(path):
    mir = read(path.read_bytes(), str(path))
    translator = Translator(resolve(mir))
    total = 0
    for mf in mir.functions:
        tf = translator.translate(mf, str(path))
        for op in tf.ops():
            assert op.kind, op
            total += 1
        tf.defuse  # noqa: B018 - building def-use must succeed on every real function
    assert total > 0


def fn(body: str, cpu: str = "gfx942") -> tuple:
    text = f"---\nname: f\ntracksRegLiveness: true\nbody: |\n{body}...\n"
    mir = read(text, "t.mir")
    tf = Translator(TARGETS[cpu]).translate(mir.functions[0])
    return tf


def producer_lines(tf, block: int, index: int, reg: str | None = None) -> list[int]:
    units = register_units(reg) if reg else None
    values = tf.defuse.producers(block, index, units)
    return sorted(tf.blocks[v.block][v.index].inst.line for v in values)


def test_unknown_opcode_is_an_error_naming_it():
    with pytest.raises(TranslationError, match="unknown instruction 'V_FROBNICATE_B32'"):
        fn("  bb.0:\n    $vgpr0 = V_FROBNICATE_B32 1, implicit $exec\n")
    # An opcode of the target that this CPU cannot encode is taken, as llc's MIR parser takes it
    # (issue 14), with the facts of the every-opcode table.
    tf = fn(
        "  bb.0:\n    $vgpr0_vgpr1_vgpr2_vgpr3_vgpr4_vgpr5_vgpr6_vgpr7 = "
        "V_WMMA_F32_16X16X16_F16_w32_twoaddr 8, $vgpr8_vgpr9_vgpr10_vgpr11, 8, "
        "$vgpr8_vgpr9_vgpr10_vgpr11, 8, $vgpr0_vgpr1_vgpr2_vgpr3_vgpr4_vgpr5_vgpr6_vgpr7, "
        "0, 0, 0, 0, implicit $exec\n"
    )
    (op,) = [op for block in tf.blocks for op in block]
    assert op.info.name == "V_WMMA_F32_16X16X16_F16_w32_twoaddr" and op.writes and op.reads


DIAMOND = """\
  bb.0:
    successors: %bb.1, %bb.2
    $vgpr0_vgpr1 = GLOBAL_LOAD_DWORDX2 $vgpr10_vgpr11, 0, 0, implicit $exec
    S_CBRANCH_SCC1 %bb.2, implicit undef $scc
  bb.1:
    successors: %bb.3
    $vgpr1 = V_MOV_B32_e32 1, implicit $exec
    S_BRANCH %bb.3
  bb.2:
    successors: %bb.3
    $vgpr2 = V_MOV_B32_e32 2, implicit $exec
  bb.3:
    $vgpr3 = V_ADD_U32_e32 $vgpr0, $vgpr1, implicit $exec
    $vgpr4 = V_ADD_U32_e32 $vgpr1, $vgpr2, implicit $exec
    S_ENDPGM 0
"""


def test_diamond_joins_through_a_phi():
    tf = fn(DIAMOND)
    cfg = tf.cfg
    assert cfg.succs == [[1, 2], [3], [3], []]
    assert cfg.idom[3] == 0 and cfg.loops == []
    # $vgpr0 comes only from the tuple load; $vgpr1 from the load or from bb.1's move.
    assert producer_lines(tf, 3, 0, "$vgpr0") == [7]
    assert producer_lines(tf, 3, 0, "$vgpr1") == [7, 11]
    assert tf.defuse.reaching(3, 0, register_units("$vgpr1")[0]).kind == "phi"
    # $vgpr2 is defined on one arm only; the other arm carries the entry value.
    assert producer_lines(tf, 3, 1, "$vgpr2") == [15]
    phi = tf.defuse.reaching(3, 1, register_units("$vgpr2")[0])
    assert {v.kind for v in phi.incoming.values()} == {"inst", "entry"}


LOOP = """\
  bb.0:
    successors: %bb.1
    $vgpr0 = V_MOV_B32_e32 0, implicit $exec
  bb.1:
    successors: %bb.1, %bb.2
    $vgpr1 = V_ADD_U32_e32 $vgpr0, $vgpr0, implicit $exec
    $vgpr0 = V_MOV_B32_e32 $vgpr1, implicit $exec
    S_CBRANCH_SCC1 %bb.1, implicit undef $scc
  bb.2:
    $vgpr2 = V_MOV_B32_e32 $vgpr0, implicit $exec
    S_ENDPGM 0
"""


def test_loop_carried_definition_reaches_the_header():
    tf = fn(LOOP)
    (loop,) = tf.cfg.loops
    assert loop.header == 1 and loop.blocks == {1} and loop.latches == [1]
    assert tf.cfg.loop_depth(1) == 1 and tf.cfg.loop_depth(2) == 0
    # The add reads $vgpr0 from before the loop or from the previous iteration.
    assert producer_lines(tf, 1, 0) == [7, 11]
    assert producer_lines(tf, 2, 0) == [11]


IRREDUCIBLE = """\
  bb.0:
    successors: %bb.1, %bb.2
    $sgpr0 = S_MOV_B32 0
    S_CBRANCH_SCC1 %bb.2, implicit undef $scc
  bb.1:
    successors: %bb.2, %bb.3
    $sgpr1 = S_MOV_B32 $sgpr0
    S_CBRANCH_SCC1 %bb.3, implicit undef $scc
  bb.2:
    successors: %bb.1
    $sgpr0 = S_MOV_B32 2
    S_BRANCH %bb.1
  bb.3:
    S_ENDPGM 0
"""


def test_irreducible_cycle():
    tf = fn(IRREDUCIBLE)
    assert tf.cfg.irreducible
    # bb.1 is entered from bb.0 and from bb.2: both definitions of $sgpr0 reach the copy.
    assert producer_lines(tf, 1, 0, "$sgpr0") == [7, 15]


def test_successors_are_guessed_without_lists():
    body = (
        "  bb.0:\n    S_CBRANCH_SCC1 %bb.2, implicit undef $scc\n"
        "  bb.1:\n    S_BRANCH %bb.3\n  bb.2:\n    S_NOP 0\n  bb.3:\n    S_ENDPGM 0\n"
    )
    tf = fn(body)
    assert tf.cfg.succs == [[2, 1], [3], [3], []]


def test_tuples_and_subregisters():
    # A 128-bit load defines four units; a 64-bit read of its upper half depends on it, and a
    # later 32-bit write of one of them shadows only that unit.
    body = """\
  bb.0:
    $vgpr0_vgpr1_vgpr2_vgpr3 = GLOBAL_LOAD_DWORDX4 $vgpr10_vgpr11, 0, 0, implicit $exec
    $vgpr3 = V_MOV_B32_e32 0, implicit $exec
    $vgpr4_vgpr5 = V_PK_ADD_F32 8, $vgpr2_vgpr3, 8, $vgpr2_vgpr3, 0, 0, 0, 0, 0, implicit $exec
    S_ENDPGM 0
"""
    tf = fn(body)
    assert tf.blocks[0][0].writes == register_units("$vgpr0_128")
    assert producer_lines(tf, 0, 2, "$vgpr2") == [6]
    assert producer_lines(tf, 0, 2, "$vgpr3") == [7]
    # Virtual registers: subregister indices select 32-bit lanes of the register.
    vbody = """\
  bb.0:
    %0:vreg_64 = IMPLICIT_DEF
    undef %1.sub0:vreg_64 = V_MOV_B32_e32 1, implicit $exec
    %1.sub1:vreg_64 = V_MOV_B32_e32 %0.sub1, implicit $exec
    %2:vgpr_32 = V_ADD_U32_e32 %1.sub0, %1.sub1, implicit $exec
    S_ENDPGM 0
"""
    vtf = fn(vbody)
    lines = sorted(vtf.blocks[0][v.index].inst.line for v in vtf.defuse.producers(0, 3))
    assert lines == [7, 8]
    assert [vtf.blocks[0][v.index].inst.line for v in vtf.defuse.producers(0, 2)] == [6]


def test_counters_and_wait_decoding_per_target():
    load = (
        "    $vgpr0 = GLOBAL_LOAD_DWORD $vgpr10_vgpr11, 0, 0, implicit $exec :: (load (s32), addrspace 1)\n"
    )
    store = (
        "    GLOBAL_STORE_DWORD $vgpr10_vgpr11, $vgpr0, 0, 0, implicit $exec :: (store (s32), addrspace 1)\n"
    )
    gfx9 = fn("  bb.0:\n" + load + store + "    S_WAITCNT 3952\n    S_ENDPGM 0\n")
    ops = gfx9.blocks[0]
    assert ops[0].counters == ("vmcnt",) and ops[1].counters == ("vmcnt",)
    assert ops[2].waits == {"vmcnt": 0}
    gfx12 = fn("  bb.0:\n" + load + store + "    S_WAIT_LOADCNT_DSCNT 258\n    S_ENDPGM 0\n", "gfx1200")
    ops = gfx12.blocks[0]
    assert ops[0].counters == ("loadcnt",) and ops[1].counters == ("storecnt",)
    assert ops[2].waits == {"loadcnt": 1, "dscnt": 2}
    gfx1250 = fn("  bb.0:\n" + load + "    S_ENDPGM 0\n", "gfx1250")
    assert gfx1250.blocks[0][0].counters == ("loadcnt", "xcnt")


def test_flat_without_address_space_may_reach_lds():
    flat = (
        "    $vgpr0 = FLAT_LOAD_DWORD $vgpr10_vgpr11, 0, 0, implicit $exec, implicit $flat_scr"
        " :: (load (s32))\n"
    )
    op = fn("  bb.0:\n" + flat + "    S_ENDPGM 0\n").blocks[0][0]
    assert op.out_of_order and set(op.counters) == {"vmcnt", "lgkmcnt"}
    assert op.lds_objects is None and op.lds_read
    glob = flat.replace("(load (s32))", "(load (s32), addrspace 1)")
    op = fn("  bb.0:\n" + glob + "    S_ENDPGM 0\n").blocks[0][0]
    assert not op.out_of_order and op.counters == ("vmcnt",) and op.lds_objects == frozenset()


def test_nop_and_meta_wait_states():
    tf = fn(
        "  bb.0:\n    S_NOP 3\n    $vgpr0 = IMPLICIT_DEF\n    $vgpr1 = V_MOV_B32_e32 0, "
        "implicit $exec\n    S_ENDPGM 0\n"
    )
    assert [op.wait_states for op in tf.blocks[0]] == [4, 0, 1, 1]
