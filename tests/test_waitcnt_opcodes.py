"""Differential test of the wait-count pass against llc 22, one opcode at a time: every memory
load opcode with a register result (VMEM with images, DS, SMEM) is followed by an instruction
reading its result. mirpass must wait for the same counters and counts as llc before the reader
(never less).

Image opcodes are built by `probes.image_instruction`, which skips the variants it cannot give
an address size llc's verifier accepts. Of these CPUs only gfx1200 has image instructions."""

from __future__ import annotations

import pytest
from probes import has_images, memory_instruction

from mirpass.mir import MachineFunction
from mirpass.target.opcodes import load_opcode_table
from mirpass.target.targets import TARGETS
from mirpass.target.waitcnt import wait_counts

from conftest import llc_and_mirpass, requires_llc

pytestmark = requires_llc
READERS = {
    "$vgpr0": "$vgpr200 = V_MOV_B32_e32 $vgpr0, implicit $exec",
    "$sgpr0": "$sgpr100 = S_MOV_B32 $sgpr0",
}


CPUS = ["gfx908", "gfx90a", "gfx942", "gfx950", "gfx1200", "gfx1250"]
# Image opcodes probed per CPU, at least: what the probe builder reaches, so that coverage cannot
# quietly go (gfx942, gfx950 and gfx1250 have no image instructions).
IMAGE_FLOOR = {"gfx908": 1820, "gfx90a": 640, "gfx942": 0, "gfx950": 0, "gfx1200": 1311, "gfx1250": 0}


def probes(cpu: str) -> tuple[list[str], str]:
    table = load_opcode_table(cpu)
    generation = TARGETS[cpu].generation
    names, docs = [], []
    for name in table:
        info = table[name]
        if info.kind not in ("VMEM", "DS", "SMEM") or not (info.may_load or name.startswith("IMAGE_")):
            continue
        if info.num_defs < 1:
            continue
        built = memory_instruction(name, info, generation)
        if built is None:
            continue
        text, ops = built
        reader = next((r for prefix, r in READERS.items() if ops[0].split("_")[0] == prefix), None)
        if reader is None:
            continue
        docs.append(
            f"---\nname: p{len(names)}\nmachineFunctionInfo:\n  isEntryFunction: true\nbody: |\n"
            f"  bb.0:\n    {text}\n    {reader}\n    S_ENDPGM 0\n...\n"
        )
        names.append(name)
    return names, "".join(docs)


def waits_before_reader(mf: MachineFunction, generation: str) -> dict[str, int]:
    counts: dict[str, int] = {}
    for _, inst in list(mf.instructions())[1:]:
        if inst.opcode in ("V_MOV_B32_e32", "S_MOV_B32"):
            break
        if inst.operands and inst.operands[0].imm is not None:
            for counter, n in (wait_counts(inst.opcode, inst.operands[0].imm, generation) or {}).items():
                counts[counter] = min(counts.get(counter, n), n)
    return counts


@pytest.mark.parametrize("cpu", CPUS)
def test_waits_match_llc_for_every_load_opcode(cpu, tmp_path):
    target = TARGETS[cpu]
    names, text = probes(cpu)
    # the verifier checks that the probes are well-formed (image dmask and address sizes too)
    theirs, mine = llc_and_mirpass(
        text, cpu, tmp_path, "si-insert-waitcnts", extra=("-verify-machineinstrs",)
    )
    looser, differ = [], []
    for k, mf in enumerate(mine.functions):
        a = waits_before_reader(theirs.function(mf.name), target.generation)
        b = waits_before_reader(mf, target.generation)
        if any(b.get(c, 1 << 30) > n for c, n in a.items()):
            looser.append((names[k], a, b))
        elif a != b:
            differ.append((names[k], a, b))
    images = sum(n.startswith("IMAGE_") for n in names)
    print(cpu, "probed", len(names), "image", images)
    assert images >= IMAGE_FLOOR[cpu] and (images > 0) == has_images(cpu)
    assert len(names) - images > 1000
    assert looser == []
    assert differ == []
