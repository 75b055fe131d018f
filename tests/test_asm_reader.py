"""The assembly reader and writer on small inputs: errors, targets, macros, line endings, the
inserted lines' spelling (checked against llvm-mc's printer, which is llc's), and the MC map."""

from __future__ import annotations

import ast
import subprocess

import pytest

from mirpass.asm import insert_before, read_asm, read_asm_file, to_text
from mirpass.asm.writer import nop, wait, waitcnt
from mirpass.mir.errors import MIRError
from mirpass.target.mc_opcodes import load_mc_map

from conftest import LLVM_BIN, ROOT

LLVM_MC = LLVM_BIN / "llvm-mc"
pytestmark = pytest.mark.skipif(not LLVM_MC.exists(), reason="llvm-mc 22 is not installed")
ASM_CORPUS = ROOT / "tests" / "asm" / "corpus"

HEAD = '\t.amdgcn_target "amdgcn-amd-amdhsa--gfx942"\n\t.text\n\t.type\tf,@function\nf:\n'


def assemble(text: str, cpu: str) -> subprocess.CompletedProcess[str]:
    """llvm-mc's own printing of `text` (the printer llc's AsmPrinter uses)."""
    cmd = [str(LLVM_MC), "-triple=amdgcn-amd-amdhsa", f"-mcpu={cpu}", "-o", "-"]
    return subprocess.run(cmd, input=text, capture_output=True, text=True, check=False)


def test_error_names_file_line_and_column(tmp_path):
    path = tmp_path / "bad.s"
    path.write_text(HEAD + "\ts_nop 0\n\tv_bogus v0, v1\n\ts_endpgm\n")
    with pytest.raises(MIRError) as err:
        read_asm_file(str(path))
    assert err.value.format() == f"{path}:6:2: error: invalid instruction"


def test_cpu_option_contradicting_the_directive_is_llvm_mcs_error(tmp_path):
    path = tmp_path / "k.s"
    path.write_text(HEAD + "\ts_endpgm\n")
    with pytest.raises(MIRError) as err:
        read_asm_file(str(path), cpu="gfx950")
    assert err.value.line == 1 and "does not match the specified target id" in err.value.message


def test_no_cpu_anywhere():
    with pytest.raises(MIRError, match="no target CPU"):
        read_asm(b"\ts_nop 0\n", "x.s")
    assert read_asm(b"\ts_nop 0\n", "x.s", cpu="gfx1200").instructions[0].opcode == "S_NOP"


def test_target_id_features_are_passed_to_the_assembler():
    text = HEAD.replace("gfx942", "gfx942:sramecc+:xnack-") + "\ts_endpgm\n"
    asm = read_asm(text, "k.s")
    assert (asm.cpu, asm.mattr) == ("gfx942", ("+sramecc", "-xnack"))


def test_macro_and_rept_expansions():
    """The first instruction of an expansion is at the invocation's line (a line put before it
    goes before the invocation); the others have no line of their own."""
    text = (
        HEAD + ".macro two\n\ts_nop 1\n\ts_nop 2\n.endm\n\ttwo\n\t.rept 2\n\ts_nop 3\n\t.endr\n\ts_endpgm\n"
    )
    asm = read_asm(text, "k.s")
    ops = [(i.opcode, i.operands[0].value if i.operands else None, i.line) for i in asm.instructions]
    assert ops == [
        ("S_NOP", 1, 8),
        ("S_NOP", 2, None),
        ("S_NOP", 3, 9),
        ("S_NOP", 3, None),
        ("S_ENDPGM", 0, 12),
    ]
    with pytest.raises(ValueError, match="macro"):
        insert_before(asm, asm.instructions[1], nop(0))
    assert to_text(asm) == text
    insert_before(asm, asm.instructions[0], nop(0))
    assert to_text(asm) == text.replace("\ttwo\n", "\ts_nop 0\n\ttwo\n")


def test_files_with_line_directives_are_decoded_without_them():
    """`.file N`/`.loc` in the input would stop llvm-mc's -g: they are blanked for the run, so
    that a macro's expansion is still placed at its invocation."""
    text = (
        HEAD
        + '\t.file\t1 "k.cl"\n\t.loc\t1 3 0\n\tv_mov_b32_e32 v0, v1\n.macro one\n\ts_nop 1\n.endm\n\tone\n'
    )
    asm = read_asm(text, "k.s")
    assert [(i.opcode, i.line, i.col) for i in asm.instructions] == [
        ("V_MOV_B32_e32", 6, 2),
        ("S_NOP", 10, 2),
    ]
    assert to_text(asm) == text


def test_included_files_with_line_directives_take_the_notes(tmp_path):
    """Where an `.include` may bring `.loc` lines, positions come from llvm-mc's notes: an
    included instruction follows the one before it, unless a label makes its block unknown."""
    (tmp_path / "inc.s").write_text("\ts_nop 2\n")
    main = tmp_path / "k.s"
    body = '\t.file\t1 "k.cl"\n\t.loc\t1 3 0\n\tv_mov_b32_e32 v0, v1\n\t.include "inc.s"\n\ts_endpgm\n'
    main.write_text(HEAD + body)
    asm = read_asm_file(str(main))
    assert [(i.opcode, i.line) for i in asm.instructions] == [
        ("V_MOV_B32_e32", 6),
        ("S_NOP", None),
        ("S_ENDPGM", 8),
    ]
    main.write_text(HEAD + body.replace('\t.include', '.Lx:\n\t.include'))
    with pytest.raises(MIRError, match="either side of label '.Lx'") as err:
        read_asm_file(str(main))
    assert err.value.line == 8


def test_crlf_lines_round_trip_and_inserted_lines_follow_them():
    text = (HEAD + "\tv_mov_b32_e32 v0, v1\n\ts_endpgm\n").replace("\n", "\r\n")
    asm = read_asm(text, "k.s")
    assert to_text(asm) == text
    insert_before(asm, asm.instructions[1], nop(1))
    assert to_text(asm).endswith("\tv_mov_b32_e32 v0, v1\r\n\ts_nop 1\r\n\ts_endpgm\r\n")


def test_operands_in_mir_spelling():
    asm = read_asm(HEAD + "\tv_mfma_f32_16x16x16_f16 a[0:3], v[0:1], v[2:3], a[0:3]\n\ts_endpgm\n", "k.s")
    mfma = asm.instructions[0]
    assert mfma.mc_opcode == "V_MFMA_F32_16X16X16F16_gfx940_acd"
    assert [op.value for op in mfma.operands] == [
        "$agpr0_agpr1_agpr2_agpr3",
        "$vgpr0_vgpr1",
        "$vgpr2_vgpr3",
        "$agpr0_agpr1_agpr2_agpr3",
        0,
        0,
        0,
    ]


@pytest.mark.parametrize(
    ("cpu", "line"),
    [
        ("gfx942", nop(0)),
        ("gfx942", nop(7)),
        ("gfx942", waitcnt(vmcnt=0)),
        ("gfx942", waitcnt(lgkmcnt=0)),
        ("gfx942", waitcnt(vmcnt=1, lgkmcnt=0)),
        ("gfx942", waitcnt(vmcnt=0, expcnt=0, lgkmcnt=0)),
        ("gfx1200", wait("loadcnt", 0)),
        ("gfx1200", wait("dscnt", 2)),
        ("gfx1250", wait("xcnt", 0)),
        ("gfx1250", wait("loadcnt_dscnt", 0)),
    ],
)
def test_inserted_spelling_is_the_printers(cpu, line):
    """llvm-mc prints the instruction back exactly as written: llc's spelling."""
    out = assemble(f"\t{line}\n", cpu)
    assert out.returncode == 0, out.stderr
    assert f"\t{line}\n" in out.stdout


def test_inserted_spelling_appears_in_llc_output():
    text = "".join(p.read_text() for p in sorted(ASM_CORPUS.glob("*.s")))
    for line in (nop(1), waitcnt(vmcnt=0), waitcnt(vmcnt=0, expcnt=0, lgkmcnt=0), wait("loadcnt", 0)):
        assert f"\n\t{line}\n" in text, line


def test_insertion_assembles_and_decodes_in_place(tmp_path):
    src = ASM_CORPUS / "gemm_mfma_f16.gfx942.s"
    asm = read_asm_file(str(src))
    mfmas = [i for i in asm.instructions if i.opcode.startswith("V_MFMA")]
    for inst in mfmas:
        insert_before(asm, inst, nop(2))
    out = tmp_path / "out.s"
    out.write_text(to_text(asm))
    again = read_asm_file(str(out))
    assert len(again.instructions) == len(asm.instructions) + len(mfmas)
    ops = [i.opcode for i in again.instructions]
    for k, op in enumerate(ops):
        if op.startswith("V_MFMA"):
            assert ops[k - 1] == "S_NOP" and again.instructions[k - 1].operands[0].value == 2
    assert to_text(asm).replace("\ts_nop 2\n", "") == src.read_text().replace("\ts_nop 2\n", "")


def test_mc_map_picks_as_llc_does():
    """Forms the text cannot name, chosen as llc 22's MIR names them (see tests/mir/corpus):
    a tied `_mac` MFMA when vdst is src2, the codegen LDS form without the M0 read."""
    m942, m1200 = load_mc_map("gfx942"), load_mc_map("gfx1200")
    vcd = "V_MFMA_F64_16X16X4F64_gfx940_vcd"
    d, a, b = "$vgpr0_vgpr1", "$vgpr2_vgpr3", "$vgpr4_vgpr5"
    assert m942.pick(vcd, [d, a, b, d, 0, 0, 0]) == "V_MFMA_F64_16X16X4F64_mac_vgprcd_e64"
    assert m942.pick(vcd, ["$vgpr6_vgpr7", a, b, d, 0, 0, 0]) == "V_MFMA_F64_16X16X4F64_vgprcd_e64"
    assert m942.pick("DS_WRITE_B64_vi", ["$vgpr1", a, 0, 0]) == "DS_WRITE_B64_gfx9"
    wmma = "V_WMMA_F32_16X16X16_F16_w32_twoaddr_gfx12"
    acc = "$vgpr0_vgpr1_vgpr2_vgpr3_vgpr4_vgpr5_vgpr6_vgpr7"
    other = "$vgpr8_vgpr9_vgpr10_vgpr11_vgpr12_vgpr13_vgpr14_vgpr15"
    ops = [acc, 8, "$vgpr16_vgpr17_vgpr18_vgpr19", 8, "$vgpr20_vgpr21_vgpr22_vgpr23", 8, acc, 0, 0, 0, 0]
    assert m1200.pick(wmma, ops) == "V_WMMA_F32_16X16X16_F16_w32_twoaddr"
    assert m1200.pick(wmma, [other, *ops[1:]]) == "V_WMMA_F32_16X16X16_F16_w32_threeaddr"
    assert m942.pick("NOT_AN_OPCODE_vi", []) is None


def test_asm_package_imports_only_the_text_and_target_layers():
    for path in sorted((ROOT / "mirpass" / "asm").glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else []
            if isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            for name in names:
                if name.startswith("mirpass."):
                    assert name.split(".")[1] in ("asm", "mir", "target"), (path.name, name)


def test_wave64_kernel_on_a_wave32_cpu():
    """`.amdhsa_wavefront_size32 0` makes llvm-mc parse the file as wave64 (`vcc`, not `vcc_lo`)."""
    text = (
        '\t.amdgcn_target "amdgcn-amd-amdhsa--gfx1200"\n\t.text\n\t.type\tk,@function\nk:\n'
        "\tv_add_co_u32 v3, vcc, s0, v0\n\ts_endpgm\n"
        "\t.rodata\n\t.p2align 6\n\t.amdhsa_kernel k\n\t\t.amdhsa_next_free_vgpr 4\n"
        "\t\t.amdhsa_next_free_sgpr 1\n\t\t.amdhsa_wavefront_size32 0\n\t.end_amdhsa_kernel\n"
    )
    asm = read_asm(text, "k.s")
    assert asm.mattr == ("+wavefrontsize64",)
    assert [op.value for op in asm.instructions[0].operands][:2] == ["$vgpr3", "$vcc"]
