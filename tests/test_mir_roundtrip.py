"""write(read(text)) == text for real inputs, and a structured model that matches the text."""

from __future__ import annotations

import pytest

from mirpass.mir import Instruction, Operand, format_instruction, read, write

from conftest import corpus_files, upstream_files

INPUTS = corpus_files() + upstream_files()


@pytest.mark.parametrize("path", INPUTS, ids=lambda p: p.name)
def test_byte_identical_round_trip(path):
    data = path.read_bytes()
    mir = read(data, str(path))
    assert write(mir).encode("utf-8") == data


@pytest.mark.parametrize("path", INPUTS, ids=lambda p: p.name)
def test_every_instruction_parses_and_reprints(path):
    """Every line the fast path accepted also parses fully, and llc-style printing of the
    parsed instruction reproduces the source (modulo operand comments and spacing)."""
    mir = read(path.read_bytes(), str(path))
    count = 0
    for mf in mir.functions:
        for _, inst in mf.instructions():
            parsed = inst.parsed
            assert parsed.opcode
            printed = format_instruction(inst)
            source = inst.raw.strip()
            if "/*" not in source and "  " not in source:
                assert printed == source, f"{path.name}:{inst.line}"
            count += 1
    assert count > 0 or not mir.functions


SIMPLE = """\
--- |
  define amdgpu_kernel void @k() #0 { ret void }
  attributes #0 = { "target-cpu"="gfx942" }
...
---
name:            k
tracksRegLiveness: true
body:             |
  bb.0:
    successors: %bb.1(0x40000000), %bb.2(0x40000000)
    liveins: $vgpr0, $sgpr0_sgpr1:0x000000000000000F

    renamable $vgpr1 = V_MOV_B32_e32 1, implicit $exec
    S_CBRANCH_SCC1 %bb.2, implicit undef $scc

  bb.1:
    successors: %bb.2(0x80000000)

    BUNDLE implicit-def $vgpr2, implicit $vgpr1, implicit $exec {
      $vgpr2 = V_ADD_U32_e32 $vgpr1, $vgpr1, implicit $exec
    }

  bb.2 (%ir-block.0, align 16):
    $vgpr3 = GLOBAL_LOAD_DWORD $vgpr0_vgpr1, 0, 0, implicit $exec :: (load (s32), addrspace 1)
    S_ENDPGM 0
...
"""


def test_structure_of_a_small_function():
    mir = read(SIMPLE, "simple.mir")
    assert mir.target_cpu() == "gfx942"
    (mf,) = mir.functions
    assert mf.name == "k"
    assert mf.properties["tracksRegLiveness"] is True
    assert [b.number for b in mf.blocks] == [0, 1, 2]
    assert mf.blocks[0].successors == [(1, 0x40000000), (2, 0x40000000)]
    assert mf.blocks[0].liveins == ["$vgpr0", "$sgpr0_sgpr1:0x000000000000000F"]
    assert mf.blocks[2].attributes == ["%ir-block.0", "align 16"]
    mov = mf.blocks[0].instructions[0]
    assert mov.opcode == "V_MOV_B32_e32"
    (dst,) = mov.defs
    assert dst.reg == "$vgpr1" and dst.flags == ("renamable",)
    assert [op.kind for op in mov.operands] == ["imm", "reg"]
    assert mov.operands[1].flags == ("implicit",)
    bundle = mf.blocks[1].instructions[0]
    assert bundle.opcode == "BUNDLE" and len(bundle.bundled) == 1
    load = mf.blocks[2].instructions[0]
    assert load.memoperands == ["(load (s32), addrspace 1)"]
    assert write(mir) == SIMPLE


def test_inserted_instruction_is_printed_like_llc():
    mir = read(SIMPLE, "simple.mir")
    mf = mir.functions[0]
    block = mf.blocks[2]
    load = block.instructions[0]
    block.insert_before(load, Instruction.create("S_NOP", [Operand.immediate(0)]))
    mov = Instruction.create(
        "V_MOV_B32_e32",
        [Operand.immediate(7), Operand.register("$exec", "implicit")],
        defs=[Operand.register("$vgpr9", "renamable")],
    )
    block.insert_after(load, mov)
    text = write(mir)
    assert "    S_NOP 0\n    $vgpr3 = GLOBAL_LOAD_DWORD" in text
    assert "    renamable $vgpr9 = V_MOV_B32_e32 7, implicit $exec\n    S_ENDPGM 0" in text
    # Only the edited block changed.
    assert text.replace("    S_NOP 0\n", "", 1).replace(
        "    renamable $vgpr9 = V_MOV_B32_e32 7, implicit $exec\n", "", 1) == SIMPLE


def test_edited_instruction_is_reprinted():
    mir = read(SIMPLE, "simple.mir")
    mov = mir.functions[0].blocks[0].instructions[0]
    mov.operands[0] = Operand.immediate(42)
    mov.mark_edited()
    assert "    renamable $vgpr1 = V_MOV_B32_e32 42, implicit $exec\n" in write(mir)


def test_empty_input_is_valid():
    mir = read("", "empty.mir")
    assert mir.functions == [] and write(mir) == ""


def test_documents_without_markers_and_comments():
    text = "# RUN: llc %s\nname: a\nbody: |\n  bb.0:\n    S_ENDPGM 0\n...\n# next\nname: b\n...\n"
    mir = read(text)
    assert [f.name for f in mir.functions] == ["a", "b"]
    assert mir.functions[1].blocks == []
    assert write(mir) == text
