"""The instruction decoder (mirpass/ir/decoder.py): one record per line, shared by the passes.

The record of a line decoded from its text (split by the fast splitter) must agree with the
record of the same instruction decoded from its operands (the token parser's parse): two
independent cuts of the same line. The decoder is made once per function and shared."""

from __future__ import annotations

import pytest

from mirpass.api import read_text, resolve
from mirpass.ir.decoder import FACT_BITS, decoder_for
from mirpass.ir.translate import Translator
from mirpass.mir.parser import parse_instruction

from conftest import corpus_files

FILES = [p for p in corpus_files() if p.name.endswith(".before-waitcnt.mir")][:24]


@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_text_records_agree_with_operand_records(path):
    mir = read_text(path.read_text(), path.name)
    target = resolve(mir, cpu=path.name.split(".")[-3])
    compared = 0
    for mf in mir.functions:
        decoder = decoder_for(mf, target)
        for block in mf.blocks:
            for line_no, raw in block.text_lines():
                stripped = raw.lstrip()
                if not stripped or stripped.startswith((";", "bb.", "successors:", "liveins:", "}")):
                    continue
                rec = decoder.line(raw, line_no)
                if rec is None:
                    continue
                parsed = parse_instruction(raw, line_no)  # the token parser, not the splitter
                info = decoder.table.get(parsed.opcode)
                assert rec.info is info, raw
                full = decoder.instruction(_Line(line_no, raw), info, parsed, roles=True)
                assert rec.reads == full.reads, raw
                assert rec.writes == full.writes, raw
                assert rec.counters == full.counters, raw
                assert rec.waits == full.waits, raw
                assert rec.wait_states == full.wait_states, raw
                assert (rec.lds_objects, rec.lds_read, rec.lds_write) == (
                    full.lds_objects,
                    full.lds_read,
                    full.lds_write,
                ), raw
                for name, bit in FACT_BITS.items():
                    assert bool(rec.facts & bit) == bool(getattr(info, name)), (raw, name)
                compared += 1
    assert compared > 0


class _Line:
    """What `FunctionDecoder.instruction` reads of an Instruction besides `src`: its line."""

    def __init__(self, line: int, raw: str) -> None:
        self.line = line
        self.raw = raw


def test_one_decoder_per_function_shared_by_translators():
    path = next(p for p in FILES if "gemm" in p.name)
    mir = read_text(path.read_text(), path.name)
    target = resolve(mir, cpu=path.name.split(".")[-3])
    mf = mir.functions[0]
    first = Translator(target, lean=True).translate(mf)
    decoder = decoder_for(mf, target)
    assert decoder_for(mf, target) is decoder
    second = Translator(target, lean=True).translate(mf)
    ops1 = [op for blk in first.blocks for op in blk]
    ops2 = [op for blk in second.blocks for op in blk]
    assert len(ops1) == len(ops2) > 0
    for a, b in zip(ops1, ops2, strict=True):
        assert a.decoded is not None and a.decoded is b.decoded  # one record per line, shared
        assert (a.reads, a.writes, a.counters, a.waits) == (b.reads, b.writes, b.counters, b.waits)
        if a.waits is not None:
            assert a.waits is not b.waits  # each op may change its own
    other = read_text(path.read_text(), path.name).functions[0]
    assert decoder_for(other, target) is not decoder  # a different function, its own decoder
