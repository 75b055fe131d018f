"""The hazard pass keeps of a block only what a search can reach, and its work grows linearly.

The recognizer takes a block's records one at a time and keeps only the tail of what it has
processed (`recognizer._TRIM`); a search coming round a loop to a block's end reads that end from
the text (`mirpass.ir.block_records.text_end_records`). These tests build blocks far larger than
that, with self loops and back edges into blocks not visited yet, so that those paths decide NOPs,
and compare with llc 22 (`--llvm-compat=22` is llc's search exactly). Time and memory are then checked to
grow linearly with the number of instructions and of blocks.
"""

from __future__ import annotations

import random
import sys
import tracemalloc

import pytest

from mirpass.api import run_passes, to_text
from mirpass.ir import block_records as stream
from mirpass.mir import read
from mirpass.mir.parser import items_are_simple
from mirpass.passes.hazards import recognizer
from mirpass.target.targets import resolve_target

from conftest import ROOT, count_lines, requires_llc

# The hazard pass, and the decoder of its records in ir/.
_HAZARDS = str(ROOT / "mirpass" / "passes" / "hazards")
_DECODER = str(ROOT / "mirpass" / "ir")

sys.path.insert(0, str(ROOT / "tools"))
import fuzz_hazards as fz  # noqa: E402
import scaling_inputs  # noqa: E402


def _body(gen: fz.Gen, n: int, text: bool) -> list[str]:
    """`n` random instruction lines. With `text`, only lines the reader leaves as source text
    (the recognizer then streams them); otherwise the first is inline asm, which makes the
    reader turn the block into Instructions."""
    lines: list[str] = []
    while len(lines) < n:
        line = "    " + gen.one()
        if not text and not lines:
            line = "    " + gen.inline_asm()
        elif text and not items_are_simple(line + "\n", 0, len(line) + 1):
            continue
        lines.append(line)
    return lines


def _functions(cpu: str, seed: int) -> list[str]:
    """Functions whose blocks are larger than the recognizer's trim size, in four shapes, each
    with its blocks as source text and as Instructions."""
    gen = fz.Gen(cpu, random.Random(f"{seed}:{cpu}"))
    big = recognizer._TRIM + 1500
    head = ["---", "name:            {name}", "tracksRegLiveness: false", "body:             |"]
    out = []
    for text in (True, False):
        shapes = {
            # a large block that is its own predecessor: its start searches its own end
            "self_loop": [
                "  bb.0:",
                "    successors: %bb.1",
                *_body(gen, 5, text),
                "  bb.1:",
                "    successors: %bb.1, %bb.2",
                *_body(gen, big, text),
                "    S_CBRANCH_SCC1 %bb.1, implicit $scc",
                "  bb.2:",
                *_body(gen, 5, text),
                "    S_ENDPGM 0",
            ],
            # a block shorter than the window that is its own predecessor: its end seen from its
            # start holds the instructions not processed yet
            "small_self_loop": [
                "  bb.0:",
                "    successors: %bb.0, %bb.1",
                *_body(gen, 6, text),
                "    S_CBRANCH_SCC1 %bb.0, implicit $scc",
                "  bb.1:",
                "    S_ENDPGM 0",
            ],
            # a small block reached from the end of a large one not visited yet
            "back_edge_forward": [
                "  bb.0:",
                "    successors: %bb.1",
                *_body(gen, 30, text),
                "  bb.1:",
                "    successors: %bb.2",
                *_body(gen, 3, text),
                "  bb.2:",
                "    successors: %bb.1, %bb.3",
                *_body(gen, big, text),
                "    S_CBRANCH_SCC1 %bb.1, implicit $scc",
                "  bb.3:",
                "    S_ENDPGM 0",
            ],
            # one large block, and blank and comment lines on the way
            "one_block": [
                "  bb.0:",
                *(
                    x
                    for k, line in enumerate(_body(gen, 2 * big, text))
                    for x in ([line, "", "    ; c"] if k % 997 == 0 else [line])
                ),
                "    S_ENDPGM 0",
            ],
        }
        kind = "text" if text else "insts"
        out.extend(
            "\n".join(head + lines).replace("{name}", f"{name}_{kind}") + "\n...\n"
            for name, lines in shapes.items()
        )
    return out


@requires_llc
@pytest.mark.parametrize("cpu", ["gfx942", "gfx950"])
def test_large_blocks_match_llc(cpu: str, tmp_path):
    functions = _functions(cpu, 1)
    count, bad = fz.run_batch(cpu, functions, str(tmp_path), "large")
    assert count == 8 and not bad
    assert fz.STATS["with_nops"] > 100  # NOPs were placed, so the comparison has teeth


@pytest.mark.parametrize("mode", [{}, {"llvm-compat": "22"}], ids=["exact", "compat22"])
def test_output_does_not_depend_on_chunk_or_trim_sizes(mode, monkeypatch):
    """The tail kept, the chunk the text is cut in and which blocks are streamed are only how
    much is held at once."""
    text = "".join(_functions("gfx942", 2))

    def run() -> str:
        mir = read(text, "t.mir")
        run_passes(mir, ["post-RA-hazard-rec"], resolve_target("amdgcn", "gfx942", None), mode)
        return to_text(mir)

    expected = run()
    monkeypatch.setattr(recognizer, "_TRIM", 40)
    monkeypatch.setattr(recognizer, "_STREAM_MIN", 0)
    monkeypatch.setattr(stream, "_CHUNK", 97)
    assert run() == expected


def _cost(text: str, trace: bool) -> float:
    """Lines of the hazard pass executed, or with `trace` the peak bytes allocated, on `text`:
    counts that do not depend on the machine's load, as time does."""
    mir = read(text, "t.mir")
    target = resolve_target("amdgcn", "gfx942", None)
    run_passes(mir, ["none"], target)
    if not trace:
        return count_lines(lambda: run_passes(mir, ["post-RA-hazard-rec"], target), (_HAZARDS, _DECODER))
    tracemalloc.start()
    try:
        run_passes(mir, ["post-RA-hazard-rec"], target)
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


@pytest.mark.parametrize("trace", [False, True], ids=["work", "memory"])
@pytest.mark.parametrize(
    "make, small",
    [(scaling_inputs.one_block, 3_000), (scaling_inputs.chain, 250)],
    ids=["one_block", "chain"],
)
def test_linear_growth(make, small: int, trace: bool):
    """Eight times the instructions (or blocks) cost at most about eight times the work, and the
    memory the pass allocates grows no faster (a quadratic search would cost 64 times)."""
    if trace:
        small //= 4  # tracing allocations is slow
    cost_small = _cost(make(small), trace)
    cost_large = _cost(make(8 * small), trace)
    assert cost_large < 8 * 1.6 * cost_small, (cost_small, cost_large)


def _empty_chain(cpu: str, blocks: int, every: int) -> str:
    """A straight line of `blocks` blocks, most of them empty, an instruction every `every`th, and
    instructions at the end: searches cross long runs of blocks without wait states."""
    gen = fz.Gen(cpu, random.Random(f"empty:{cpu}:{every}"))
    lines = [
        "---",
        f"name:            empty_chain_{every}",
        "tracksRegLiveness: false",
        "body:             |",
    ]
    for b in range(blocks):
        lines += [f"  bb.{b}:", f"    successors: %bb.{b + 1}"]
        if b % every == 0:
            lines += _body(gen, 1, True)
    lines += [f"  bb.{blocks}:", *_body(gen, 30, True), "    S_ENDPGM 0", "..."]
    return "\n".join(lines) + "\n"


@requires_llc
@pytest.mark.parametrize("cpu", ["gfx942"])
def test_long_runs_of_empty_blocks_match_llc(cpu: str, tmp_path):
    """Deeper than Python's recursion limit, and past the shortcuts' limit on empty blocks."""
    functions = [_empty_chain(cpu, 3000, 50), _empty_chain(cpu, 3000, 2999)]
    count, bad = fz.run_batch(cpu, functions, str(tmp_path), "empty")
    assert count == 2 and not bad
    text = "".join(functions)
    mir = read(text, "t.mir")
    run_passes(mir, ["post-RA-hazard-rec"], resolve_target("amdgcn", cpu, None), {})
    assert to_text(mir).count("S_NOP") > text.count("S_NOP")
