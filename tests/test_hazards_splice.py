"""NOPs into blocks still in their source text are spliced between the lines as read: the same
output as inserting them into the blocks' Instructions, and the blocks' items hold them."""

from __future__ import annotations

import pytest

from mirpass.api import read_file, resolve, run_passes, to_text

from conftest import ROOT

CORPUS = ROOT / "tests" / "mir" / "corpus"
# Inputs where llc 22 inserts S_NOPs (none in the input, some in its output).
CASES = [
    "wave_softmax_dpp.gfx942.before-hazard.mir",
    "attention_fwd.gfx942.before-hazard.mir",
    "smfmac_sparse_gemm.gfx942.before-hazard.mir",
]


def _run(name: str, materialize: bool, options: dict[str, str] | None = None):
    mir = read_file(str(CORPUS / name))
    if materialize:  # every block as Instructions: NOPs go the Instruction way
        for mf in mir.functions:
            for block in mf.blocks:
                block.items  # noqa: B018
    run_passes(mir, ["post-RA-hazard-rec"], resolve(mir, cpu="gfx942"), options)
    return mir


def _spliced(mir) -> int:
    return sum(block.spliced_source() is not None for mf in mir.functions for block in mf.blocks)


@pytest.mark.parametrize("name", CASES)
@pytest.mark.parametrize("options", [{}, {"annotate": "1"}, {"llvm-compat": "22"}])
def test_spliced_text_is_what_instructions_give(name, options):
    spliced = _run(name, False, options)
    assert _spliced(spliced) > 0  # the splice path was taken
    expected = to_text(_run(name, True, options))
    assert expected.count("S_NOP") > (CORPUS / name).read_text().count("S_NOP")
    assert to_text(spliced) == expected
    assert to_text(spliced, llvm22_spelling=True) == to_text(_run(name, True, options), llvm22_spelling=True)


def test_a_spliced_block_read_as_items_holds_its_nops():
    mir = _run(CASES[0], False)
    expected = to_text(mir)
    for mf in mir.functions:
        for block in mf.blocks:
            if block.spliced_source() is not None:
                assert block.unread_span() is None and block.source_text() is None
                nops = [i for i in block.instructions if i.opcode == "S_NOP"]
                assert nops and all(i.raw is None and i.line == 0 for i in nops)
                assert block.spliced_source() is None  # items now
    assert _spliced(mir) == 0
    assert to_text(mir) == expected


@pytest.mark.parametrize("name", CASES)
def test_spliced_nops_are_llc_s(name):
    """Independently of mirpass: with --llvm-compat=22 the spliced S_NOPs are llc 22's, in
    number and wait states (its -stop-after output in the corpus)."""
    text = to_text(_run(name, False, {"llvm-compat": "22"}))
    llc = (CORPUS / name.replace("before-hazard", "after-hazard")).read_text()

    def nops(t: str) -> list[str]:
        return [s.strip() for s in t.splitlines() if s.strip().startswith("S_NOP")]

    assert nops(text) == nops(llc) != []
