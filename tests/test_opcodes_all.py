"""Every opcode llc 22's MIR parser takes, on every CPU: the opcode tables hold each CPU's facts
for all of them (encodable there or not, pseudos, real encodings and generic opcodes), as llc's
parser and passes take any AMDGPU instruction whatever the CPU. Whether the CPU encodes an opcode
is a fact of its own (`OpcodeInfo.encodable`, and membership in the CPU's table).

What llc 22 does with an opcode the CPU cannot encode, checked here: its MIR parser accepts it,
its passes run on it with the instruction's MCInstrDesc facts, and only the machine verifier
(`-verify-machineinstrs`) refuses some (AGPR loads and stores before gfx90a)."""

from __future__ import annotations

import subprocess
import sys

import pytest
from probes import memory_instruction

from mirpass.target.names import names
from mirpass.target.opcodes import available_cpus, every_opcode_name, has_facts, load_opcode_table
from mirpass.target.targets import TARGETS
from mirpass.target.waitcnt import wait_counts

from conftest import ROOT, llc_and_mirpass, requires_llc, run_llc

WAIT_CPUS = ["gfx908", "gfx90a", "gfx942", "gfx950", "gfx1200", "gfx1250"]
READERS = {
    "$vgpr0": "$vgpr200 = V_MOV_B32_e32 $vgpr0, implicit $exec",
    "$sgpr0": "$sgpr100 = S_MOV_B32 $sgpr0",
}


def test_every_opcode_of_the_names_table_is_in_the_facts_table():
    every = every_opcode_name()
    assert len(every) == 47278  # MCInstrInfo::getNumOpcodes() of LLVM 22's AMDGPU target
    assert set(every) == set(names()._opcodes)


@pytest.mark.parametrize("cpu", ["gfx942", "gfx1200"])
def test_every_opcode_has_facts_on_the_cpu(cpu):
    table = load_opcode_table(cpu)
    every = every_opcode_name()
    assert [n for n in every if table.get(n) is None] == []
    # the CPU's own table is what it encodes; most of the rest is not encodable there (the real
    # encodings of its own pseudos are, without being MIR's names for them)
    assert all(table[n].encodable for n in table)
    assert 30000 < sum(not table[n].encodable for n in every) < len(every) - len(table)
    assert table.get("NOT_AN_OPCODE") is None and not has_facts(cpu, "NOT_AN_OPCODE")


@pytest.mark.parametrize(
    "cpu,opcode,kind,subkind,encodable",
    [
        ("gfx1200", "V_MAC_F32_e32", "VALU", None, False),  # gfx9 and before
        ("gfx908", "V_MAC_F32_e32", "VALU", None, True),
        ("gfx1200", "IMAGE_SAMPLE_V4_V2", "VMEM", "sample", False),  # the gfx9 MIMG encoding
        ("gfx1200", "IMAGE_SAMPLE_V4_V2_gfx12", "VMEM", "sample", True),
        ("gfx942", "BUFFER_LOAD_DWORD_LDS_ADDR64", "LDS_DMA", "load", False),  # gfx6/7 only
        ("gfx1250", "S_STORE_DWORD_IMM", "SMEM", "store", False),
        ("gfx942", "EXP_DONE", "EXP", None, False),
        ("gfx942", "V_ADD_F32_e32_vi", "VALU", None, True),  # a real encoding, as MIR may name it
        ("gfx942", "G_ADD", "PSEUDO", None, False),  # a generic opcode
    ],
)
def test_facts_of_opcodes_the_cpu_may_not_encode(cpu, opcode, kind, subkind, encodable):
    info = load_opcode_table(cpu)[opcode]
    assert (info.kind, info.subkind, info.encodable) == (kind, subkind, encodable)
    assert has_facts(cpu, opcode)


def test_non_encodable_facts_are_the_cpus_own():
    """MCInstrDesc facts are CPU-independent; latencies and passes come from the CPU's sched
    model, and register classes from its register-info mode (aligned tuples from gfx90a on)."""
    # an MFMA gfx942 cannot encode (gfx950's) has gfx942's register classes, gfx950's passes
    # where both have the opcode
    mfma = "V_MFMA_F32_16X16X32_F16_e64"
    gfx942, gfx950 = load_opcode_table("gfx942"), load_opcode_table("gfx950")
    assert mfma not in gfx942 and mfma in gfx950
    assert gfx942[mfma].kind == gfx950[mfma].kind == "MFMA"
    assert gfx942[mfma].may_load == gfx950[mfma].may_load
    # gfx908 has no aligned register-class mode: its classes of a 64-bit source are plain
    wide = "V_MFMA_F64_16X16X4F64_e64"
    assert load_opcode_table("gfx908")[wide].operand_classes != ()
    assert load_opcode_table("gfx908")[wide].encodable is False
    assert load_opcode_table("gfx90a")[wide].encodable is True


@pytest.mark.parametrize(
    "opcode", ["DS_ADD_RTN_U32_agpr", "DS_WRITE2ST64_B32_agpr", "GLOBAL_ATOMIC_ADD_RTN_agpr"]
)
def test_agpr_memory_forms_are_not_encodable_on_gfx908(opcode):
    assert opcode not in load_opcode_table("gfx908")
    assert not load_opcode_table("gfx908")[opcode].encodable
    for cpu in ("gfx90a", "gfx942", "gfx950"):
        assert opcode in load_opcode_table(cpu)
    assert sum(n.endswith("_agpr") for n in load_opcode_table("gfx908")) == 0


AGPR_MIR = """---
name: f
tracksRegLiveness: true
body: |
  bb.0:
    liveins: $vgpr0, $vgpr1, $agpr1, $agpr3
    $agpr2 = DS_ADD_RTN_U32_agpr $vgpr0, $agpr1, 0, 0, implicit $m0, implicit $exec
    $agpr4 = GLOBAL_ATOMIC_ADD_RTN_agpr $vgpr0_vgpr1, $agpr3, 0, 1, implicit $exec
    $vgpr5 = V_ACCVGPR_READ_B32_e64 $agpr2, implicit $exec
    $vgpr6 = V_ACCVGPR_READ_B32_e64 $agpr4, implicit $exec
    S_ENDPGM 0
...
"""


@requires_llc
def test_agpr_forms_are_refused_on_gfx908_as_llc_refuses_them(tmp_path):
    """llc 22's MIR parser runs the machine verifier on each function it reads, with or without
    `-verify-machineinstrs`, and the verifier refuses the *_agpr forms before gfx90a: so does
    mirpass, `-run-pass=none` included, at the first of them, and it writes nothing."""
    src = tmp_path / "agpr.mir"
    src.write_text(AGPR_MIR)
    for pass_name in ("none", "si-insert-waitcnts"):
        proc = run_llc(["-mtriple=amdgcn", "-mcpu=gfx908", f"-run-pass={pass_name}", str(src), "-o", "-"])
        assert proc.returncode != 0
        assert "Invalid register class: agpr loads and stores not supported on this GPU" in proc.stderr
        out = tmp_path / "out.mir"
        mine = subprocess.run(
            [sys.executable, "-m", "mirpass.cli", "-mtriple=amdgcn", "-mcpu=gfx908", f"-run-pass={pass_name}",
             str(src), "-o", str(out)],
            capture_output=True, text=True, cwd=ROOT,
        )
        assert mine.returncode == 1 and not out.exists()
        assert mine.stderr == (
            f"{src}:7:14: error: Invalid register class: agpr loads and stores not supported on this GPU\n"
        )
    # gfx90a loads and stores AGPRs: both take the file, and wait alike
    assert run_llc(["-mtriple=amdgcn", "-mcpu=gfx90a", "-run-pass=none", str(src), "-o", "-"]).returncode == 0
    theirs, mine_mir = llc_and_mirpass(AGPR_MIR, "gfx90a", tmp_path, "si-insert-waitcnts")
    assert _body(mine_mir) == _body(theirs)
    assert any(inst.opcode == "S_WAITCNT" for _, inst in mine_mir.functions[0].instructions())


# Opcodes the CPU cannot encode, fed to llc's wait-count pass and to mirpass's.
UNENCODABLE_MIR = {
    "gfx1200": [
        "$vgpr2 = DS_READ_B32_gfx9 $vgpr9, 0, 0, implicit $exec",
        "$vgpr2 = V_MAC_F32_e32 $vgpr0, $vgpr1, $vgpr2, implicit $mode, implicit $exec",
        "$vgpr4_vgpr5_vgpr6_vgpr7 = IMAGE_SAMPLE_V4_V2 $vgpr0_vgpr1, "
        "$sgpr0_sgpr1_sgpr2_sgpr3_sgpr4_sgpr5_sgpr6_sgpr7, $sgpr8_sgpr9_sgpr10_sgpr11, "
        "15, 0, 0, 0, 0, 0, 0, 0, implicit $exec :: (dereferenceable load (s128), addrspace 8)",
        "$vgpr10 = V_ADD_F32_e32 $vgpr4, $vgpr5, implicit $mode, implicit $exec",
    ],
    "gfx942": [
        "BUFFER_LOAD_DWORD_LDS_ADDR64 $vgpr0_vgpr1, $sgpr0_sgpr1_sgpr2_sgpr3, $sgpr4, 0, 0, 0, "
        "implicit $exec, implicit $m0 :: (load (s32), addrspace 1), (store (s32), addrspace 3)",
        "$vgpr2 = DS_READ_B32_gfx9 $vgpr9, 0, 0, implicit $exec :: (load (s32), addrspace 3)",
        "$vgpr3 = V_ADD_F32_e32 $vgpr2, $vgpr2, implicit $mode, implicit $exec",
    ],
    "gfx1250": [
        "S_STORE_DWORD_IMM $sgpr2, $sgpr0_sgpr1, 0, 0 :: (store (s32), addrspace 1)",
        "$vgpr0_vgpr1 = BUFFER_LOAD_DWORDX2_ADDR64 $vgpr2_vgpr3, $sgpr4_sgpr5_sgpr6_sgpr7, "
        "0, 0, 0, 0, implicit $exec :: (load (s64), addrspace 1)",
        "$vgpr4 = V_ADD_U32_e32 $vgpr0, $vgpr1, implicit $exec",
    ],
}


def _mir(lines: list[str]) -> str:
    body = "".join(f"    {line}\n" for line in lines)
    return (
        "---\nname: f\ntracksRegLiveness: false\nmachineFunctionInfo:\n  isEntryFunction: true\n"
        f"body: |\n  bb.0:\n{body}    S_ENDPGM 0\n...\n"
    )


def _body(mir) -> list[str]:  # noqa: ANN001
    insts = [inst for _, inst in mir.functions[0].instructions()]
    return [f"{i.opcode} " + ", ".join(o.text for o in i.operands) for i in insts]


@requires_llc
@pytest.mark.parametrize("cpu", sorted(UNENCODABLE_MIR))
def test_waits_for_unencodable_opcodes_match_llc(cpu, tmp_path):
    text = _mir(UNENCODABLE_MIR[cpu])
    src = tmp_path / "in.mir"
    src.write_text(text)
    assert run_llc(["-mtriple=amdgcn", f"-mcpu={cpu}", "-run-pass=none", str(src), "-o", "-"]).returncode == 0
    theirs, mine = llc_and_mirpass(text, cpu, tmp_path, "si-insert-waitcnts")
    assert _body(mine) == _body(theirs)
    assert any(not load_opcode_table(cpu)[i.opcode].encodable for _, i in mine.functions[0].instructions())


def _unencodable_load_probes(cpu: str, limit: int) -> tuple[list[str], str]:
    """Up to `limit` load opcodes `cpu` cannot encode (spread over the sorted names), each read
    back by a move, as MIR functions."""
    table = load_opcode_table(cpu)
    generation = TARGETS[cpu].generation
    cands = []
    for name in every_opcode_name():
        # image probes are sized for the CPU's own image encodings, which llc's verifier checks
        if name in table or name.startswith(("G_", "SI_", "IMAGE_")):
            continue
        info = table[name]
        if info.kind not in ("VMEM", "DS", "SMEM") or not info.may_load or info.num_defs < 1:
            continue
        cands.append((name, info))
    step = max(1, len(cands) // limit)
    names_, docs = [], []
    for name, info in cands[::step]:
        built = memory_instruction(name, info, generation)
        if built is None:
            continue
        text, ops = built
        bank = ops[0].split("_")[0]
        if bank not in READERS:
            continue
        docs.append(
            f"---\nname: p{len(names_)}\nmachineFunctionInfo:\n  isEntryFunction: true\nbody: |\n"
            f"  bb.0:\n    {text}\n    {READERS[bank]}\n    S_ENDPGM 0\n...\n"
        )
        names_.append(name)
    return names_, "".join(docs)


def _waits(mf, generation: str) -> dict[str, int]:  # noqa: ANN001
    counts: dict[str, int] = {}
    for _, inst in list(mf.instructions())[1:]:
        if inst.opcode in ("V_MOV_B32_e32", "S_MOV_B32"):
            break
        if inst.operands and inst.operands[0].imm is not None:
            for counter, n in (wait_counts(inst.opcode, inst.operands[0].imm, generation) or {}).items():
                counts[counter] = min(counts.get(counter, n), n)
    return counts


@requires_llc
@pytest.mark.parametrize("cpu", WAIT_CPUS)
def test_waits_match_llc_for_loads_the_cpu_cannot_encode(cpu, tmp_path):
    """A sample of the load opcodes a CPU does not encode (other generations' encodings), each
    followed by a reader of its result: mirpass waits as llc 22 does (llc without its verifier,
    which would refuse some of these operands on the CPU)."""
    generation = TARGETS[cpu].generation
    probed, text = _unencodable_load_probes(cpu, 300)
    assert len(probed) >= 100
    theirs, mine = llc_and_mirpass(text, cpu, tmp_path, "si-insert-waitcnts")
    differ = []
    for k, mf in enumerate(mine.functions):
        a, b = _waits(theirs.function(mf.name), generation), _waits(mf, generation)
        if a != b:
            differ.append((probed[k], a, b))
    assert differ == []


def test_cpus_of_the_every_opcode_table():
    from mirpass.target import opcodes

    assert sorted(opcodes._every_opcode().cpus) == available_cpus()
