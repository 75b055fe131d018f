"""Tests for the generated opcode tables (mirpass/target/data)."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from mirpass.target.opcodes import OpcodeInfo, load_opcode_table

REPO = Path(__file__).resolve().parent.parent
LLVM_BIN = Path(os.environ.get("LLVM_BIN", "/usr/lib/llvm-22/bin"))


def _llc():
    p = LLVM_BIN / "llc"
    if p.exists():
        return str(p)
    return shutil.which("llc-22")


# ---------------------------------------------------------------------------
# (a) MFMA/SMFMAC "result read by VALU" wait states versus llc
# ---------------------------------------------------------------------------
def _regs(bank: str, base: int, bits: int) -> str:
    n = max(1, bits // 32)
    return "_".join(f"{bank}{base + i}" for i in range(n))


def expected_wait_states(cpu: str, info: OpcodeInfo) -> int:
    if info.mfma_class == "DGEMM":
        if "4X4X4" in info.name:
            return 6
        return 11 if cpu == "gfx942" else 19
    extra = 3 if info.mfma_class == "XDL" else 2
    ws = info.passes + extra
    # gfx950 adds one wait state for XDL (and SMFMAC, which is XDL) producers
    # with more than 2 passes; measured: non-XDL MFMAs get no extra state.
    if cpu == "gfx950" and info.passes != 2 and info.mfma_class == "XDL":
        ws += 1
    return ws


def mfma_probe(info: OpcodeInfo) -> tuple[str, str]:
    """Build the MIR body for one MFMA: returns (body, read-opcode)."""
    ops, dst_bank = [], None
    defs = {}
    slots = {1: 64, 2: 96, 3: 128}  # src0/src1/src2 register bases
    for i, cls in enumerate(info.operand_classes):
        tied = None
        if "=" in cls:
            cls, t = cls.split("=")
            tied = int(t)
        if cls == "i":
            ops.append("0")
            continue
        m = re.match(r"([a-z]+)(\d+)$", cls)
        bank, bits = m.group(1), int(m.group(2))
        if tied is not None:
            ops.append(defs[tied])
            continue
        if i < info.num_defs:
            b = "agpr" if bank == "a" else "vgpr"
            reg = "$" + _regs(b, 0, bits)
            dst_bank = b
            defs[i] = reg
            ops.append(reg)
            continue
        b = "agpr" if bank == "a" else "vgpr"
        base = slots.get(i, 160 + 2 * i)
        if b == "agpr":
            base = 64 + (base % 64)
        ops.append("$" + _regs(b, base, bits))
    dst = ops[0]
    line = f"{dst} = {info.name} {', '.join(ops[1:])}, implicit $mode, implicit $exec"
    if dst_bank == "agpr":
        read = "$vgpr250 = V_ACCVGPR_READ_B32_e64 $agpr0, implicit $exec"
    else:
        read = "$vgpr250 = V_MOV_B32_e32 $vgpr0, implicit $exec"
    return line, read


def _mfma_names(table):
    return sorted(n for n in table if table[n].kind in ("MFMA", "SMFMAC"))


def run_probe(cpu: str):
    llc = _llc()
    if not llc:
        pytest.skip("llc (LLVM 22) not installed")
    table = load_opcode_table(cpu)
    names = _mfma_names(table)
    parts = []
    for n in names:
        line, read = mfma_probe(table[n])
        parts.append(
            f"---\nname: probe_{n}\ntracksRegLiveness: false\nbody: |\n"
            f"  bb.0:\n    {line}\n    {read}\n    S_ENDPGM 0\n...\n"
        )
    mir = "".join(parts)
    r = subprocess.run(
        [
            llc,
            "-mtriple=amdgcn",
            f"-mcpu={cpu}",
            "-x",
            "mir",
            "-run-pass",
            "post-RA-hazard-rec",
            "-o",
            "-",
            "-",
        ],
        input=mir,
        capture_output=True,
        text=True,
    )
    assert r.returncode == 0, r.stderr[-3000:]
    measured = {}
    for chunk in r.stdout.split("\nname:")[1:]:
        fname = chunk.split()[0]
        n = fname[len("probe_") :]
        body = chunk.split("bb.0")[1]
        ws, seen = 0, False
        for ln in body.splitlines():
            if f"= {n} " in ln:
                seen = True
                continue
            if not seen:
                continue
            m = re.search(r"\bS_NOP (\d+)", ln)
            if m:
                ws += int(m.group(1)) + 1
            elif "$vgpr250 =" in ln:
                break
        measured[n] = ws
    return table, names, measured


@pytest.mark.parametrize("cpu", ["gfx942", "gfx950"])
def test_mfma_valu_read_hazard_matches_llc(cpu):
    table, names, measured = run_probe(cpu)
    assert len(names) > 50
    bad = []
    for n in names:
        exp = expected_wait_states(cpu, table[n])
        if measured.get(n) != exp:
            i = table[n]
            bad.append((n, i.mfma_class, i.passes, exp, measured.get(n)))
    assert not bad, f"{len(bad)} disagreements: {bad[:20]}"


# ---------------------------------------------------------------------------
# (b) classification smoke tests
# ---------------------------------------------------------------------------
COMMON = {
    "S_ADD_U32": ("SALU", None, None),
    "V_ADD_F32_e32": ("VALU", None, None),
    "V_EXP_F32_e32": ("TRANS", None, None),
    "S_NOP": ("NOP", None, None),
    "S_WAITCNT_soft": ("WAIT", None, None),
    "S_BARRIER": ("BARRIER", None, None),
    "S_BRANCH": ("BRANCH", "branch", None),
    "S_CBRANCH_SCC1": ("BRANCH", "branch", None),
    "S_ENDPGM": ("BRANCH", "endpgm", None),
    "SI_RETURN": ("BRANCH", "return", None),
    "SI_CALL": ("CALL", "call", None),
    "IMPLICIT_DEF": ("META", None, None),
    "KILL": ("META", None, None),
    "SCHED_BARRIER": ("META", None, None),
    "SCHED_GROUP_BARRIER": ("META", None, None),
    "IGLP_OPT": ("META", None, None),
    "WAVE_BARRIER": ("META", None, None),
    "BUNDLE": ("META", None, None),
    "DBG_VALUE": ("META", None, None),
    "CFI_INSTRUCTION": ("META", None, None),
    "INLINEASM": ("INLINEASM", None, None),
    "INLINEASM_BR": ("INLINEASM", None, None),
    "S_LOAD_DWORDX2_IMM": ("SMEM", "load", None),
    "GLOBAL_LOAD_DWORD": ("VMEM", "load", "GLOBAL"),
    "GLOBAL_LOAD_DWORD_SADDR": ("VMEM", "load", "GLOBAL"),
    "GLOBAL_STORE_DWORD": ("VMEM", "store", "GLOBAL"),
    "GLOBAL_ATOMIC_ADD": ("VMEM", "atomic", "GLOBAL"),
    "GLOBAL_ATOMIC_ADD_RTN": ("VMEM", "atomic_ret", "GLOBAL"),
    "FLAT_LOAD_DWORD": ("VMEM", "load", "FLAT"),
    "SCRATCH_STORE_DWORD": ("VMEM", "store", "SCRATCH"),
    "BUFFER_STORE_DWORD_OFFEN": ("VMEM", "store", "BUFFER"),
    "BUFFER_LOAD_DWORD_OFFSET": ("VMEM", "load", "BUFFER"),
    "DS_READ_B32_gfx9": ("DS", "load", None),
    "DS_WRITE_B32_gfx9": ("DS", "store", None),
    "DS_ADD_RTN_U32_gfx9": ("DS", "atomic_ret", None),
}
PER_CPU = {
    "gfx942": {
        "V_MFMA_F32_16X16X16F16_e64": ("MFMA", None, None),
        "V_SMFMAC_F32_16X16X32_F16_e64": ("SMFMAC", None, None),
        "V_DOT2_F32_F16": ("DOT", None, None),
        "GLOBAL_LOAD_LDS_DWORD": ("LDS_DMA", "load", "GLOBAL"),
        "BUFFER_LOAD_DWORD_LDS_OFFSET": ("LDS_DMA", "load", "BUFFER"),
        "DS_GWS_INIT": ("GDS", None, None),
        "S_STORE_DWORD_IMM": ("SMEM", "store", None),
        "V_ACCVGPR_READ_B32_e64": ("VALU", None, None),
    },
    "gfx950": {
        "V_MFMA_F32_16X16X32_F16_e64": ("MFMA", None, None),
        "V_MFMA_F32_32X32X64_F8F6F4_f8_f8_e64": ("MFMA", None, None),
        "V_SMFMAC_F32_16X16X64_F16_e64": ("SMFMAC", None, None),
        "GLOBAL_LOAD_LDS_DWORDX4": ("LDS_DMA", "load", "GLOBAL"),
    },
    "gfx1200": {
        "V_WMMA_F32_16X16X16_F16_w32_twoaddr": ("WMMA", None, None),
        "V_SWMMAC_F32_16X16X32_F16_w32_twoaddr": ("SWMMAC", None, None),
        "S_WAIT_LOADCNT": ("WAIT", None, None),
        "S_WAIT_LOADCNT_soft": ("WAIT", None, None),
        "S_WAIT_KMCNT": ("WAIT", None, None),
        "S_BARRIER_SIGNAL_IMM": ("BARRIER", None, None),
        "S_BARRIER_WAIT": ("BARRIER", None, None),
        "EXP": ("EXP", None, None),
        "IMAGE_LOAD_V1_V1_gfx12": ("VMEM", "load", "IMAGE"),
    },
    "gfx1250": {
        "V_WMMA_F32_16X16X32_F16_w32_twoaddr": ("WMMA", None, None),
        "S_WAIT_XCNT": ("WAIT", None, None),
        "S_WAIT_ASYNCCNT": ("WAIT", None, None),
        "S_WAIT_TENSORCNT": ("WAIT", None, None),
        "GLOBAL_LOAD_ASYNC_TO_LDS_B32": ("ASYNC_TO_LDS", "load", "GLOBAL"),
        "GLOBAL_STORE_ASYNC_FROM_LDS_B32": ("ASYNC_TO_LDS", "store", "GLOBAL"),
        "TENSOR_LOAD_TO_LDS": ("TENSOR", "load", None),
        "TENSOR_STORE_FROM_LDS": ("TENSOR", "store", None),
    },
}
NOT_VALID = {
    "gfx942": [
        "V_MFMA_F32_16X16X32_F16_e64",
        "S_WAIT_XCNT",
        "V_WMMA_F32_16X16X16_F16_w32_twoaddr",
        "TENSOR_LOAD_TO_LDS",
    ],
    "gfx950": ["S_WAIT_LOADCNT", "GLOBAL_LOAD_ASYNC_TO_LDS_B32"],
    "gfx1200": ["V_MFMA_F32_16X16X16F16_e64", "S_WAIT_XCNT", "TENSOR_LOAD_TO_LDS", "DS_GWS_INIT"],
    "gfx1250": ["V_MFMA_F32_16X16X16F16_e64", "S_WAITCNT"],
}
CPUS = ["gfx942", "gfx950", "gfx1200", "gfx1250"]


@pytest.mark.parametrize("cpu", CPUS)
def test_classification_smoke(cpu):
    t = load_opcode_table(cpu)
    expect = dict(COMMON)
    if cpu in ("gfx1200", "gfx1250"):
        # gfx12 has no plain s_barrier (split into signal + wait)
        for k in (
            "S_BARRIER",
            "S_WAITCNT_soft",
            "DS_READ_B32_gfx9",
            "DS_WRITE_B32_gfx9",
            "DS_ADD_RTN_U32_gfx9",
        ):
            expect.pop(k)
    expect.update(PER_CPU[cpu])
    wrong = []
    for name, (kind, sub, seg) in expect.items():
        i = t.get(name)
        if i is None:
            wrong.append((name, "missing"))
            continue
        got = (i.kind, i.subkind, i.segment)
        if kind == "GDS":
            got = (i.kind, None, None)
        if got != (kind, sub, seg):
            wrong.append((name, got))
    for name in NOT_VALID[cpu]:
        if name in t:
            wrong.append((name, "should be invalid"))
    assert not wrong, wrong


@pytest.mark.parametrize("cpu", CPUS)
def test_every_opcode_has_a_known_kind(cpu):
    from mirpass.target.opcodes import KINDS

    t = load_opcode_table(cpu)
    for n in t:
        assert t[n].kind in KINDS, n
        if t[n].kind in ("VMEM", "LDS_DMA", "ASYNC_TO_LDS"):
            assert t[n].segment in ("FLAT", "GLOBAL", "SCRATCH", "BUFFER", "IMAGE"), n


def test_operand_roles_spot_checks():
    t = load_opcode_table("gfx942")
    def r(n):
        return dict(t[n].operand_roles)
    assert r("V_MFMA_F32_16X16X16F16_e64") == {"vdst": 0, "src0": 1, "src1": 2, "src2": 3}
    assert r("V_MFMA_F32_32X32X1F32_mac_vgprcd_e64")["src2"] == 3
    assert r("V_SMFMAC_F32_16X16X32_F16_e64") == {"vdst": 0, "src0": 1, "src1": 2, "index": 3, "src2": 6}
    assert r("V_DOT2_F32_F16") == {"vdst": 0, "src0": 2, "src1": 4, "src2": 6}
    assert r("DS_WRITE_B32_gfx9") == {"address": 0, "data": 1}
    assert r("DS_READ_B32_gfx9") == {"vdst": 0, "address": 1}
    assert r("DS_WRITE2_B32_gfx9") == {"address": 0, "data": 1, "data1": 2}
    assert r("GLOBAL_LOAD_DWORD") == {"vdst": 0, "vaddr": 1, "address": 1}
    assert r("GLOBAL_LOAD_DWORD_SADDR") == {"vdst": 0, "saddr": 1, "vaddr": 2, "address": 2}
    assert r("GLOBAL_STORE_DWORD") == {"vaddr": 0, "data": 1, "address": 0}
    assert r("GLOBAL_STORE_DWORD_SADDR") == {"vaddr": 0, "data": 1, "saddr": 2, "address": 0}
    assert r("BUFFER_STORE_DWORD_OFFEN") == {"data": 0, "vaddr": 1, "srsrc": 2, "soffset": 3, "address": 1}
    assert r("S_LOAD_DWORDX2_IMM") == {"sdst": 0, "sbase": 1, "address": 1}
    t12 = load_opcode_table("gfx1200")
    assert dict(t12["V_WMMA_F32_16X16X16_F16_w32_twoaddr"].operand_roles) == {
        "vdst": 0,
        "src0": 2,
        "src1": 4,
        "src2": 6,
    }
    assert t12["GLOBAL_LOAD_DWORD"].implicit_uses == ("exec",)


def test_mfma_classes_and_passes():
    t942, t950 = load_opcode_table("gfx942"), load_opcode_table("gfx950")
    assert t942["V_MFMA_F64_16X16X4F64_e64"].mfma_class == "DGEMM"
    assert t942["V_MFMA_F64_16X16X4F64_e64"].xdl is False
    assert t950["V_MFMA_F64_16X16X4F64_e64"].passes == 16
    assert t942["V_MFMA_F32_16X16X16F16_e64"].mfma_class == "XDL"
    assert t942["V_MFMA_F32_16X16X16F16_e64"].passes == 4
    f = t950["V_MFMA_F32_16X16X128_F8F6F4_f8_f8_e64"]
    assert f.passes_depend_on_format and f.passes in (4, 8)


def test_loader_is_fast_and_cached():
    import time

    load_opcode_table.cache_clear()
    t0 = time.perf_counter()
    load_opcode_table("gfx1200")
    assert time.perf_counter() - t0 < 0.5  # budget 100 ms; slack for CI noise
    assert load_opcode_table("gfx1200") is load_opcode_table("gfx1200")
    d = load_opcode_table("gfx942")["V_MFMA_F32_16X16X16F16_e64"].describe()
    assert d["kind"] == "MFMA" and d["operand_roles"]["src2"] == 3


# ---------------------------------------------------------------------------
# (c) generator reproduces the committed data
# ---------------------------------------------------------------------------
def test_generator_check_mode():
    if not shutil.which("llvm-config-22") or not Path("/usr/lib/llvm-22/lib/libLLVMAMDGPUUtils.a").exists():
        pytest.skip("llvm-22-dev not installed")
    r = subprocess.run(
        [sys.executable, str(REPO / "tools/isa/gen_isa_tables.py"), "--check"],
        capture_output=True,
        text=True,
        cwd=REPO,
    )
    assert r.returncode == 0, r.stderr[-3000:]


@pytest.mark.parametrize(
    ("cpu", "name", "subkind", "roles"),
    [
        # a no-return sample loads and stores without being an atomic: a sampler read to llc 22
        ("gfx1100", "IMAGE_SAMPLE_B_CL_O_nortn_V3_gfx11", "sample", {"srsrc": 1, "ssamp": 2, "vaddr": 0}),
        ("gfx1200", "IMAGE_SAMPLE_nortn_V1_gfx12", "sample", {"srsrc": 1, "ssamp": 2, "vaddr": 0}),
        ("gfx1100", "IMAGE_GATHER4_V4_V2_gfx11", "sample", {"vdst": 0, "vaddr": 1, "srsrc": 2, "ssamp": 3}),
        ("gfx1100", "IMAGE_BVH_INTERSECT_RAY_sa_gfx11", "bvh", {"vdst": 0, "vaddr": 1, "srsrc": 2}),
        ("gfx90a", "IMAGE_SAMPLE_V4_V3", "sample", {"vdst": 0, "vaddr": 1, "srsrc": 2, "ssamp": 3}),
        ("gfx90a", "IMAGE_LOAD_V4_V3", "load", {"vdst": 0, "vaddr": 1, "srsrc": 2}),
        # an atomic with return reads its data through the operand tied to its result
        (
            "gfx1200",
            "IMAGE_ATOMIC_ADD_V1_V2_gfx12",
            "atomic_ret",
            {"vdst": 0, "data": 1, "vaddr": 2, "srsrc": 4},
        ),
        ("gfx1200", "IMAGE_ATOMIC_ADD_NORTN_V1_V2_gfx12", "atomic", {"data": 0, "vaddr": 1, "srsrc": 3}),
        ("gfx1200", "IMAGE_GET_RESINFO_V4_V1_gfx12", "other", {"vdst": 0, "vaddr": 1, "srsrc": 2}),
    ],
)
def test_image_subkinds_and_roles(cpu, name, subkind, roles):
    info = load_opcode_table(cpu)[name]
    assert (info.kind, info.subkind, info.segment) == ("VMEM", subkind, "IMAGE")
    assert {k: v for k, v in info.operand_roles.items() if k != "address"} == roles
