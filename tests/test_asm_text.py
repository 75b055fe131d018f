"""Assembly adapted as MIR text (`to_machine_function(..., as_text=True)`, what `check` and the
passes use) against the created Instructions of the same decode (the adapter's other way): on
llc 22's final `.s` of every corpus kernel and CPU, and with every `s_nop` and wait deleted,
each line reads back as the same instruction, the hazard recognizer makes the same records of
it, and finds the same hazards at the same lines."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from mirpass.asm import read_asm
from mirpass.asm.to_mir import _line_text, to_instruction, to_machine_function
from mirpass.ir.block_records import records
from mirpass.ir.hazard_records import RecordBuilder
from mirpass.mir import Instruction
from mirpass.mir.writer import format_instruction
from mirpass.passes.hazards.recognizer import Recognizer
from mirpass.target.features import hazard_features
from mirpass.target.opcodes import load_opcode_table

from conftest import LLVM_BIN, ROOT

ASM_CORPUS = ROOT / "tests" / "asm" / "corpus"
FILES = sorted(ASM_CORPUS.glob("*.s"))
pytestmark = pytest.mark.skipif(not (LLVM_BIN / "llvm-mc").exists(), reason="llvm-mc 22 is not installed")
_STRIP = re.compile(r"^\t(?:s_nop|s_waitcnt|s_wait_[a-z_]+cnt)\b.*\n", re.M)


def _operands(inst: Instruction) -> list[tuple]:
    return [(o.kind, o.reg, o.flags, o.imm, o.subreg) for o in inst.all_operands()]


def _rec(r) -> tuple:
    return (r.opcode, r.cls, r.ws, r.passes, r.regs, r.imms, r.n_defs, r.line, r.rd, r.wr, r.uses, r.defs)


@pytest.mark.parametrize("stripped", [False, True], ids=["llc", "stripped"])
@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_text_adaptation_is_the_instructions(path: Path, stripped: bool):
    text = path.read_text()
    if stripped:
        text = _STRIP.sub("", text)
    asm = read_asm(text, path.name)
    table = load_opcode_table(asm.cpu)
    texts = 0
    for fn in asm.functions:
        made = to_machine_function(asm, fn)
        amf = to_machine_function(asm, fn, as_text=True)
        if amf.lines is None:
            continue  # (a macro expansion: adapted as Instructions both ways)
        texts += 1
        builder_a, builder_b = RecordBuilder(table), RecordBuilder(table)
        for block_a, block_b in zip(made.mf.blocks, amf.mf.blocks, strict=True):
            assert block_a.successors == block_b.successors
            # Records first: reading the text's items would make Instructions of it.
            recs_a = [_rec(r) for r in records(builder_a, block_a)]
            recs_b = [_rec(r) for r in records(builder_b, block_b)]
            assert recs_a == recs_b
            insts_a, insts_b = block_a.instructions, block_b.instructions
            assert [(i.opcode, i.line) for i in insts_a] == [(i.opcode, i.line) for i in insts_b]
            assert [_operands(i) for i in insts_a] == [_operands(i) for i in insts_b]
            assert [amf.source_of(i) for i in insts_b] == [made.source_of(i) for i in insts_a]
        if hazard_features(asm.cpu) is None:
            continue  # (gfx12's hazards are another recognizer's: compared by the CLI snapshots)
        fresh_a = to_machine_function(asm, fn)
        fresh_b = to_machine_function(asm, fn, as_text=True)
        found_a = Recognizer(asm.cpu, exact=False).run(fresh_a.mf, insert=True, apply=False)
        found_b = Recognizer(asm.cpu, exact=False).run(fresh_b.mf, insert=True, apply=False)
        def where(found):
            return [(f.inst.line, f.need, f.rule) for f in found]

        assert where(found_a) == where(found_b)
    # llc's assembly has no macros: every function goes as text but those naming a symbol
    # (a call target) that is not one of their labels.
    assert texts == sum(1 for fn in asm.functions if _only_labels(fn))


def _only_labels(fn) -> bool:
    labels = {b.label for b in fn.blocks}
    ops = [op for b in fn.blocks for i in b.instructions for op in i.operands]
    return all(op.kind != "expr" or op.value in labels for op in ops)


@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_each_line_is_spelled_as_the_created_instruction_prints(path: Path):
    """The adapter spells a line straight from the MC operands (`_line_text`): the same text as
    llc's printing of the instruction it creates, for every instruction, whatever its operands."""
    asm = read_asm(path.read_text(), path.name)
    for fn in asm.functions:
        labels = {b.label: k for k, b in enumerate(fn.blocks) if b.label is not None}
        for inst in (i for b in fn.blocks for i in b.instructions):
            made = format_instruction(to_instruction(asm, inst, labels))
            assert _line_text(asm, inst, labels) == "    " + made
