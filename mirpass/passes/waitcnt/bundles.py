"""BUNDLE headers as consumers, the way LLVM 22's si-insert-waitcnts scores them.

llc's pass walks a bundle's header and then each member. The header is an instruction of its
own whose operands (the implicit uses and defs written on the `BUNDLE` line) are checked like
any other's, so a wait it needs goes before the whole bundle; but, as for a memory
instruction, its implicit VGPR/AGPR operands count for nothing when a member may load or
store (MachineInstr::mayLoadOrStore asks the whole bundle). Measured with llc 22: in
waitcnt-agpr.mir's cross_bundle the header `implicit $agpr0` of a bundle with a FLAT store is no
consumer (the wait goes inside, before the store), while the header `implicit-def $vgpr0` of a
bundle of ALU members waits for a load in flight to $vgpr0 before the bundle
(tests/test_waitcnt_bundles.py). The members themselves are translated as usual.
"""

from __future__ import annotations

from dataclasses import replace

from mirpass.ir.translate import Op, TranslatedFunction, Translator
from mirpass.mir import Instruction
from mirpass.target.registers import is_vector_unit


def add_bundle_headers(tf: TranslatedFunction) -> None:
    """Put an `Op` for each BUNDLE header before the ops of its members (renumbering the
    block's op indices), once per translation. Blocks still unread text have no bundles and
    are left alone."""
    translator: Translator | None = None
    for b, ops in enumerate(tf.blocks):
        block = tf.cfg.blocks[b]
        if not made_into_instructions(ops):
            continue
        first_member: dict[int, Instruction] = {}
        for item in block.items:
            if isinstance(item, Instruction) and item.bundled is not None:
                for member in item.bundled:
                    if isinstance(member, Instruction):
                        first_member[id(member)] = item
                        break
        if not first_member:
            continue
        headers = {id(h) for h in first_member.values()}
        if any(id(op.inst) in headers for op in ops):
            continue  # done already: another model of the same translation
        if translator is None:
            translator = Translator(tf.target)
        out: list[Op] = []
        for op in ops:
            header = first_member.get(id(op.inst))
            if header is not None:
                out.append(_header_op(translator, header, b, ops))
            out.append(op)
        for k, op in enumerate(out):
            op.index = k
        tf.blocks[b] = out


def _header_op(translator: Translator, header: Instruction, b: int, ops: list[Op]) -> Op:
    op = translator.translate_instruction(header, b, 0)
    members = {id(m) for m in header.bundled or () if isinstance(m, Instruction)}
    memory = any(o.info.may_load or o.info.may_store for o in ops if id(o.inst) in members)
    if not memory:
        return op
    return replace(
        op,
        reads=tuple(u for u in op.reads if not is_vector_unit(u)),
        writes=tuple(u for u in op.writes if not is_vector_unit(u)),
    )


def made_into_instructions(ops: list[Op]) -> bool:
    """Whether a block's ops were translated from its Instructions: a block translated from
    its unread text has none made (and no bundles)."""
    return any(op.inst is not None for op in ops)
