#!/usr/bin/env python3
"""Generate mirpass opcode fact tables from the installed LLVM 22.

Pipeline
--------
1. Build ``dump_isa.cpp`` against the static LLVM 22 component libraries
   (needs ``llvm-22-dev``; ``getMCOpcode`` is not exported from libLLVM.so).
2. Run it for every CPU: it prints per-opcode MCInstrDesc facts, TSFlags,
   the pseudo->real encoding map for every encoding family, MAI table facts
   and per-CPU scheduling facts (latency, processor resources).
3. Check the real-encoding mnemonics of every CPU with ``llvm-mc -mcpu=CPU``
   (the feature predicates that separate e.g. gfx942 from gfx950 are not
   reachable through the MC API in a release build; the assembler reports
   "instruction not supported on this GPU" for them).
4. Classify, derive operand roles and write
   ``mirpass/target/data/opcodes.<cpu>.json.gz`` (the opcodes the CPU encodes, loaded on every
   run) and ``opcodes_all.json.gz`` (every opcode of the target, real encodings and generic
   opcodes included, with each CPU's facts: llc's MIR parser and passes take any of them on
   any CPU; loaded only for an opcode the CPU's own table lacks).

``--check`` regenerates into memory and compares with the committed files.
The output is deterministic (sorted keys, gzip mtime 0).
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
DATA_DIR = REPO / "mirpass" / "target" / "data"
SRC = HERE / "dump_isa.cpp"
LLVM_BIN = Path(os.environ.get("LLVM_BIN", "/usr/lib/llvm-22/bin"))
LLVM_CONFIG = os.environ.get("LLVM_CONFIG", "llvm-config-22")
CXX = os.environ.get("CXX_FOR_ISA", "clang++-22")

CPUS = ["gfx908", "gfx90a", "gfx942", "gfx950", "gfx1100", "gfx1200", "gfx1250"]
FORMAT_VERSION = 1
# Every opcode's facts on every CPU (the per-CPU files hold the opcodes each CPU encodes)
EVERY_OPCODE_FILE = "opcodes_all.json.gz"
# The opcodes llc 22 refuses to read on some CPUs, and why
REFUSALS_FILE = "opcode_refusals.json.gz"

# ---------------------------------------------------------------------------
# SIInstrFlags (TSFlags) bit positions of LLVM 22, found by experiment on the
# dumped TSFlags of known opcodes.  Evidence for each bit is given.
# ---------------------------------------------------------------------------
TSF = {
    "SALU": 0,  # set on S_ADD_U32, S_MOV_B32, S_NOP; never on V_*
    "VALU": 1,  # set on V_MOV_B32_e32, V_ADD_F32_e64, all V_MFMA_*
    "SOP1": 2,  # S_MOV_B32
    "SOP2": 3,  # S_ADD_U32
    "SOPC": 4,  # S_CMP_EQ_U32
    "SOPK": 5,  # S_MOVK_I32
    "SOPP": 6,  # S_NOP, S_WAITCNT, S_BARRIER, S_ENDPGM, S_CBRANCH_*
    "VOP1": 7,  # V_MOV_B32_e32, V_EXP_F32_e32
    "VOP2": 8,  # V_ADD_F32_e32
    "VOPC": 9,  # V_CMP_EQ_U32_e32
    "VOP3": 10,  # V_ADD_F32_e64, V_MFMA_*_e64
    "VOP3P": 12,  # V_PK_ADD_F16, V_DOT2_F32_F16, V_WMMA_*
    "VINTRP": 13,  # V_INTERP_P1_F32
    "SDWA": 14,  # V_ADD_F32_sdwa
    "DPP": 15,  # V_ADD_F32_dpp
    "TRANS": 16,  # V_EXP_F32_e32, V_RCP_F32_e64 (not on V_ADD_F32)
    "MUBUF": 17,  # BUFFER_LOAD_DWORD_OFFSET
    "MTBUF": 18,  # TBUFFER_LOAD_FORMAT_X_OFFSET
    "SMRD": 19,  # S_LOAD_DWORD_IMM, S_STORE_DWORD_IMM, S_DCACHE_INV
    "MIMG": 20,  # IMAGE_LOAD_V1_V1 (gfx6-9 / gfx10 / gfx11 MIMG)
    "VIMAGE": 21,  # IMAGE_LOAD_V1_V1_gfx12
    "VSAMPLE": 22,  # IMAGE_SAMPLE_V1_V1_gfx12
    "EXP": 23,  # EXP
    "FLAT": 24,  # FLAT_LOAD_DWORD, GLOBAL_LOAD_DWORD, SCRATCH_LOAD_DWORD
    "DS": 25,  # DS_READ_B32, DS_ADD_U32, DS_GWS_INIT
    "Spill": 26,  # SI_SPILL_S32_SAVE, SI_SPILL_V32_SAVE
    "LDSDIR": 28,  # DS_PARAM_LOAD, LDS_PARAM_LOAD
    "VINTERP": 29,  # V_INTERP_P10_F32_inreg
    "VM_CNT": 32,  # BUFFER_LOAD_*, GLOBAL_LOAD_*, IMAGE_*; not on DS/SMEM
    "EXP_CNT": 33,  # EXP, MUBUF (gfx6 store data), LDS_PARAM_LOAD
    "LGKM_CNT": 34,  # DS_*, S_LOAD_*, FLAT_LOAD_* (flat may hit LDS)
    "WQM": 35,  # IMAGE_SAMPLE_* (needs whole quad mode)
    "DisableWQM": 36,  # EXP, buffer atomics
    "TENSOR_CNT": 38,  # TENSOR_LOAD_TO_LDS, TENSOR_STORE_FROM_LDS only
    "SCALAR_STORE": 39,  # S_STORE_DWORD_IMM (not on S_LOAD_*)
    "FIXED_SIZE": 40,  # S_NOP, S_MOVK_I32, DS_* pseudos
    "ASYNC_CNT": 41,  # GLOBAL_LOAD_ASYNC_TO_LDS_*, GLOBAL_STORE_ASYNC_FROM_LDS_*
    "FlatGlobal": 51,  # GLOBAL_* (not FLAT_*/SCRATCH_*)
    "VOP3_OPSEL": 42,  # VOP3 forms with an op_sel operand (bit position from SIDefines.h)
    "IsPacked": 49,  # V_PK_ADD_F16, V_MFMA_*, V_WMMA_*
    "FPAtomic": 53,  # GLOBAL_ATOMIC_ADD_F32 (not GLOBAL_ATOMIC_ADD)
    "IsMAI": 54,  # every V_MFMA_*, V_SMFMAC_*, V_ACCVGPR_{READ,WRITE}_B32
    "IsDOT": 55,  # V_DOT2_F32_F16
    "FlatScratch": 56,  # SCRATCH_* (not GLOBAL_*/FLAT_*)
    "IsAtomicNoRet": 57,  # GLOBAL_ATOMIC_ADD, DS_ADD_U32, BUFFER_ATOMIC_ADD_OFFEN
    "IsAtomicRet": 58,  # GLOBAL_ATOMIC_ADD_RTN, DS_ADD_RTN_U32
    "IsWMMA": 59,  # V_WMMA_F32_16X16X16_F16_w32_twoaddr
    "GWS": 62,  # DS_GWS_INIT (not DS_ADD_U32)
    "IsSWMMAC": 63,  # V_SWMMAC_F32_16X16X32_F16_w32_twoaddr
}

# SIEncodingFamily values, found by experiment with getMCOpcode():
#   V_ADD_F32_e32 -> 0:_gfx6_gfx7 1:_vi 6:_gfx10 10:_gfx11 11:_gfx12
#   V_ADD_F32_sdwa -> 2:_sdwa_vi 3:_sdwa_gfx9 7:_sdwa_gfx10
#   BUFFER_LOAD_FORMAT_D16_X_OFFSET -> 4:_gfx80
#   V_ADD_U32_e32 (renamed in gfx9) -> 5:_gfx9
#   V_MFMA_F64_16X16X4F64_e64 -> 8:_gfx90a_acd 9:_gfx940_acd
#   GLOBAL_LOAD_ASYNC_TO_LDS_B32 -> 12:_gfx1250
ENC = {
    "SI": 0,
    "VI": 1,
    "SDWA": 2,
    "SDWA9": 3,
    "GFX80": 4,
    "GFX9": 5,
    "GFX10": 6,
    "SDWA10": 7,
    "GFX90A": 8,
    "GFX940": 9,
    "GFX11": 10,
    "GFX12": 11,
    "GFX1250": 12,
}

# Encoding families tried for a CPU, in the order the AMDGPU backend's
# pseudo-to-MC lowering prefers them (any hit means "encodable").
CPU_FAMILIES = {
    "gfx908": ["VI", "GFX9", "SDWA9"],
    "gfx90a": ["GFX90A", "VI", "GFX9", "SDWA9"],
    "gfx942": ["GFX940", "GFX90A", "VI", "GFX9", "SDWA9"],
    "gfx950": ["GFX940", "GFX90A", "VI", "GFX9", "SDWA9"],
    "gfx1100": ["GFX11"],
    "gfx1200": ["GFX12"],
    "gfx1250": ["GFX1250", "GFX12"],
}
# Real-encoding name suffix -> family (for native, unmapped real opcodes
# such as IMAGE_*_gfx12 or V_DUAL_*_gfx1250 that appear in MIR directly).
SUFFIX_FAMILY = [
    (re.compile(r"_gfx1250$"), "GFX1250"),
    (re.compile(r"_gfx12(_format)?$"), "GFX12"),
    (re.compile(r"_gfx11$"), "GFX11"),
    (re.compile(r"_gfx10$"), "GFX10"),
    (re.compile(r"_gfx940(_[a-z]+)?$"), "GFX940"),
    (re.compile(r"_gfx90a(_[a-z]+)?$"), "GFX90A"),
    (re.compile(r"_gfx9$"), "GFX9"),
    (re.compile(r"_gfx80$"), "GFX80"),
    (re.compile(r"_vi$"), "VI"),
    (re.compile(r"_(si|ci|gfx6_gfx7|gfx6|gfx7)$"), "SI"),
]
HAS_AGPRS = {"gfx908", "gfx90a", "gfx942", "gfx950"}
# CPUs that load and store AGPRs directly (gfx90a instructions)
AGPR_MEMORY = {"gfx90a", "gfx942", "gfx950"}

# MCOI operand types (generic) and the AMDGPU source-modifier type number,
# found by experiment: V_ADD_F32_e64 operands are
# [vdst:2, src0_modifiers:45, src0:16, src1_modifiers:45, src1:16, clamp:1, omod:1]
OPT_UNKNOWN, OPT_IMM, OPT_REG = 0, 1, 2
OPT_INPUT_MODS = 45

MNEMONIC_UNSUPPORTED = "instruction not supported on this GPU"


def has(ts: int, flag: str) -> bool:
    return bool((ts >> TSF[flag]) & 1)


# ---------------------------------------------------------------------------
# Build and run the dumper
# ---------------------------------------------------------------------------
def build_dumper(build_dir: Path) -> Path:
    src = SRC.read_bytes()
    key = hashlib.sha256(src).hexdigest()[:16]
    exe = build_dir / f"dump_isa-{key}"
    if exe.exists():
        return exe
    build_dir.mkdir(parents=True, exist_ok=True)

    def cfg(*args):
        return subprocess.run([LLVM_CONFIG, *args], check=True, text=True, capture_output=True).stdout.split()

    syslibs = ["-l:libzstd.so.1" if x == "-lzstd" else x for x in cfg("--link-static", "--system-libs")]
    cmd = [
        CXX,
        "-O1",
        *cfg("--cxxflags"),
        str(SRC),
        "-o",
        str(exe) + ".tmp",
        *cfg("--ldflags"),
        "-Wl,--as-needed",
        "-Wl,--start-group",
        *cfg("--link-static", "--libs", "amdgpuutils", "amdgpudesc", "amdgpuinfo", "mc"),
        "-Wl,--end-group",
        *syslibs,
    ]
    subprocess.run(cmd, check=True)
    os.replace(str(exe) + ".tmp", exe)
    return exe


def run_dumper(exe: Path, cpus):
    out = subprocess.run([str(exe), *cpus], check=True, capture_output=True, text=True).stdout
    gen, per_cpu, res, hwmode = {}, {c: {} for c in cpus}, {}, {}
    for line in out.splitlines():
        r = json.loads(line)
        t = r["t"]
        if t == "gen":
            r["ts"] = int(r["tsflags"], 16)
            gen[r["op"]] = r
        elif t == "cpu":
            per_cpu[r["cpu"]][r["op"]] = r
        elif t == "res":
            res[r["cpu"]] = r["names"]
            hwmode[r["cpu"]] = r["hwmode"]
    return gen, per_cpu, res


def mnemonic_support(mnems, cpu):
    """Return {mnemonic: True/False/None} using llvm-mc's diagnostics."""
    mnems = sorted(mnems)
    with tempfile.TemporaryDirectory() as td:
        p = Path(td) / "m.s"
        p.write_text("".join(m + "\n" for m in mnems))
        r = subprocess.run(
            [
                str(LLVM_BIN / "llvm-mc"),
                "-triple=amdgcn-amd-amdhsa",
                f"-mcpu={cpu}",
                str(p),
                "-o",
                os.devnull,
            ],
            capture_output=True,
            text=True,
        )
    errs = {}
    for line in r.stderr.splitlines():
        m = re.match(r".*?:(\d+):\d+: error: (.*)$", line)
        if m:
            errs.setdefault(int(m.group(1)), m.group(2))
    result = {}
    for i, mn in enumerate(mnems, 1):
        e = errs.get(i)
        if e is None:
            result[mn] = True
        elif e.startswith(MNEMONIC_UNSUPPORTED):
            result[mn] = False
        elif e.startswith("invalid instruction"):
            result[mn] = None  # unknown to the assembler: no information
        else:
            result[mn] = True  # known mnemonic, operands missing
    return result


# ---------------------------------------------------------------------------
# Validity
# ---------------------------------------------------------------------------
SIBLING_SUFFIXES = ["_soft", "_term", "_dpp", "_sdwa", "_mac_vgprcd_e64", "_mac_e64", "_vgprcd_e64"]


def compute_validity(gen, per_cpu_mn, cpus):
    """Return (candidates, {cpu: {op: reason-or-None}}, {cpu: real opcodes}) where the value is
    the way validity was decided (ops missing from the dict are invalid), and the last holds
    the real encodings the CPU's valid pseudos lower to."""
    byname = {r["name"]: r for r in gen.values()}
    reals = set()
    for r in gen.values():
        for m in r["mc"]:
            if 0 <= m < 65535:
                reals.add(m)
    cands = []
    for op, r in gen.items():
        if "isPreISel" in r["f"]:
            continue  # generic G_* opcodes never survive instruction selection
        if op in reals:
            continue  # a real encoding of some pseudo
        cands.append(op)

    def mapped(r):
        return any(m != -1 for m in r["mc"])

    def family_real(r, cpu):
        r["op"]
        if has(r["ts"], "IsMAI") and r["ec"] != -1:
            r = gen[r["ec"]]
        reals = [m for m in (r["mc"][ENC[fam]] for fam in CPU_FAMILIES[cpu]) if 0 <= m < 65535]
        if not reals:
            return None
        # The opcodes gfx9 renamed (V_ADDC_U32 is v_addc_co_u32 there) lower to their GFX9
        # encoding on every gfx9 CPU, not to the VI one, whose old mnemonic llvm-mc rejects.
        gfx9 = r["mc"][ENC["GFX9"]] if "GFX9" in CPU_FAMILIES[cpu] else -1
        mn = per_cpu_mn[cpu]
        if 0 <= gfx9 < 65535 and mn.get(gen[reals[0]]["mnem"]) is False and mn.get(gen[gfx9]["mnem"]):
            return gfx9
        return reals[0]

    valid = {c: {} for c in cpus}
    encoded = {c: set() for c in cpus}

    def decide(r, cpu, depth=0):
        name = r["name"]
        mn = per_cpu_mn[cpu]
        uses_agpr_only = any(o[2] and (o[2].startswith("AReg") or o[2] == "AGPR_32") for o in r["opnds"])
        if mapped(r) or (has(r["ts"], "IsMAI") and r["ec"] != -1 and mapped(gen[r["ec"]])):
            m = family_real(r, cpu)
            if m is None:
                return None
            mnem = gen[m]["mnem"]
            if mnem and mn.get(mnem) is False:
                return None
            encoded[cpu].add(m)
            return "encoding"
        if "isPseudo" not in r["f"]:
            # native real opcode (MIMG, VOPD, DPP reals ...): suffix family
            for rx, fam in SUFFIX_FAMILY:
                if rx.search(name):
                    if fam not in CPU_FAMILIES[cpu]:
                        return None
                    break
            else:
                if re.search(r"_(gfx\d+\w*|vi|si|ci)$", name):
                    return None
            mnem = r["mnem"]
            if mnem and mn.get(mnem) is False:
                return None
            if name.startswith("IMAGE_") and not any(rx.search(name) for rx, _ in SUFFIX_FAMILY):
                # unsuffixed MIMG opcodes are the gfx6-gfx9 encoding
                if not set(CPU_FAMILIES[cpu]) & {"SI", "VI", "GFX9"}:
                    return None
            return "native"
        # unmapped codegen pseudo: inherit from a sibling if there is one
        if depth < 3:
            for suf in SIBLING_SUFFIXES:
                if name.endswith(suf):
                    base = name[: -len(suf)]
                    for cand in (base, base + "_e64", base + "_e32"):
                        b = byname.get(cand)
                        if b is not None and b is not r:
                            if suf == "_sdwa" and not mapped(b):
                                continue
                            v = decide(b, cpu, depth + 1)
                            if (
                                suf == "_sdwa"
                                and v is not None
                                and not {"SDWA9", "SDWA10"} & set(CPU_FAMILIES[cpu])
                            ):
                                return None
                            return None if v is None else "sibling:" + cand
            if name.endswith("_sdwa") or name.endswith("_dpp"):
                # SDWA/DPP pseudos without an encoding map: SDWA only exists
                # on gfx8-gfx10, DPP everywhere (classified with the VALU op)
                if name.endswith("_sdwa") and not {"SDWA9", "SDWA10"} & set(CPU_FAMILIES[cpu]):
                    return None
        if uses_agpr_only and cpu not in HAS_AGPRS:
            return None
        return "pseudo"

    for cpu in cpus:
        for op in cands:
            v = decide(gen[op], cpu)
            if v is not None:
                valid[cpu][op] = v
    return cands, valid, encoded


# ---------------------------------------------------------------------------
# Classification
# ---------------------------------------------------------------------------
META_NAMES = {
    "BUNDLE",
    "SCHED_BARRIER",
    "SCHED_GROUP_BARRIER",
    "IGLP_OPT",
    "WAVE_BARRIER",
    "EH_LABEL",
    "GC_LABEL",
    "ANNOTATION_LABEL",
    "CFI_INSTRUCTION",
    "LIFETIME_START",
    "LIFETIME_END",
    "PSEUDO_PROBE",
    "ARITH_FENCE",
    "MEMBARRIER",
    "FAKE_USE",
    "SI_MASKED_UNREACHABLE",
    "ATOMIC_FENCE",
    "JUMP_TABLE_DEBUG_INFO",
    "RELOC_NONE",
    "SI_ILLEGAL_COPY",
}
# Target independent pseudos that are expanded into real instructions
# before emission (post-RA pseudo expansion).  Kind "PSEUDO", on purpose.
GENERIC_EXPANDED = {
    "COPY",
    "REG_SEQUENCE",
    "INSERT_SUBREG",
    "EXTRACT_SUBREG",
    "SUBREG_TO_REG",
    "COPY_TO_REGCLASS",
    "PHI",
    "LOAD_STACK_GUARD",
    "PREALLOCATED_SETUP",
    "PREALLOCATED_ARG",
    "STATEPOINT",
    "STACKMAP",
    "PATCHPOINT",
    "PATCHABLE_OP",
    "PATCHABLE_FUNCTION_ENTER",
    "PATCHABLE_RET",
    "PATCHABLE_FUNCTION_EXIT",
    "PATCHABLE_TAIL_CALL",
    "PATCHABLE_EVENT_CALL",
    "PATCHABLE_TYPED_EVENT_CALL",
    "FENTRY_CALL",
    "ICALL_BRANCH_FUNNEL",
    "FAULTING_OP",
    "LOCAL_ESCAPE",
    "G_INVOKE_REGION_START",
    "INIT_UNDEF",
    "CONVERGENCECTRL_ENTRY",
    "CONVERGENCECTRL_ANCHOR",
    "CONVERGENCECTRL_LOOP",
    "CONVERGENCECTRL_GLUE",
    "MEMBARRIER",
}
# Opcodes with no usable TSFlags/MCID evidence, classified by hand.
EXPLICIT = {
    "COPY_LANEMASK": ("PSEUDO", "lane-mask copy, lowered to a scalar move"),
    "WQM": ("PSEUDO", "WQM marker, lowered to COPY by SIWholeQuadMode"),
    "SOFT_WQM": ("PSEUDO", "WQM marker, lowered to COPY by SIWholeQuadMode"),
    "STRICT_WQM": ("PSEUDO", "WQM marker, lowered to COPY by SIWholeQuadMode"),
    "STRICT_WWM": ("PSEUDO", "WWM marker, lowered to COPY by SIWholeQuadMode"),
    "SI_KILL_F32_COND_IMM_PSEUDO": ("PSEUDO", "kill, expanded to VALU compare + exec update"),
    "SI_KILL_I1_PSEUDO": ("PSEUDO", "kill, expanded to SALU exec update"),
    "V_ILLEGAL": ("VALU", "v_illegal: a VALU-encoded trap instruction without TSFlags"),
}
WAIT_RE = re.compile(r"^S_(WAITCNT|WAIT_[A-Z0-9_]*CNT|WAIT_ALU|WAIT_IDLE|WAIT_EVENT)")
BARRIER_RE = re.compile(r"^(S_BARRIER|SI_BARRIER|S_WAKEUP_BARRIER|S_GET_BARRIER_STATE)")


def classify(r, reasons):
    """Return (kind, subkind, segment, note)."""
    n, ts, f = r["name"], r["ts"], r["f"]
    if "isPreISel" in f:
        # Generic (GlobalISel) opcodes: llc's MIR parser takes them, and its passes see no
        # TSFlags on them, so neither a counter nor a hazard.
        reasons[n] = "generic opcode (before instruction selection)"
        return "PSEUDO", None, None
    if n in ("INLINEASM", "INLINEASM_BR"):
        return "INLINEASM", None, None
    if "isMeta" in f or n in META_NAMES or n.startswith("DBG_"):
        return "META", None, None
    if WAIT_RE.match(n):
        return "WAIT", None, None
    if n == "S_NOP":
        return "NOP", None, None
    if BARRIER_RE.match(n) and not n.startswith("S_GET_BARRIER_STATE"):
        return "BARRIER", None, None
    if "isCall" in f:
        return "CALL", "call", None
    if "isBranch" in f:
        return "BRANCH", "branch", None
    if "isReturn" in f or n.startswith("S_ENDPGM"):
        return "BRANCH", "return" if "isReturn" in f and not n.startswith("S_ENDPGM") else "endpgm", None
    # ---- memory ----
    if has(ts, "TENSOR_CNT"):
        return "TENSOR", "store" if "STORE" in n else "load", None
    vmem_seg = None
    if has(ts, "MUBUF") or has(ts, "MTBUF"):
        vmem_seg = "BUFFER"
    elif has(ts, "MIMG") or has(ts, "VIMAGE") or has(ts, "VSAMPLE"):
        vmem_seg = "IMAGE"
    elif has(ts, "FLAT"):
        vmem_seg = "GLOBAL" if has(ts, "FlatGlobal") else "SCRATCH" if has(ts, "FlatScratch") else "FLAT"
    if vmem_seg:
        sub = mem_subkind(r)
        if has(ts, "ASYNC_CNT"):
            return "ASYNC_TO_LDS", "store" if "STORE" in n else "load", vmem_seg
        if has(ts, "VALU"):  # LDS DMA: a VMEM op that also writes LDS (M0 addressed)
            return "LDS_DMA", sub, vmem_seg
        return "VMEM", sub, vmem_seg
    if has(ts, "SMRD"):
        return "SMEM", mem_subkind(r), None
    if has(ts, "DS"):
        if has(ts, "GWS") or re.search(r"GWS|ORDERED_COUNT|_GS_REG_", n):
            return "GDS", mem_subkind(r), None
        return "DS", mem_subkind(r), None
    if has(ts, "LDSDIR"):
        # LLVM counts them on expcnt (EXP_CNT in TSFlags, no LGKM_CNT), on every generation
        reasons[n] = "LDSDIR (LDS parameter/direct load): a DS load counted on expcnt"
        return "DS", "ldsdir", None
    if has(ts, "EXP"):
        return "EXP", None, None
    # ---- ALU ----
    if has(ts, "IsMAI"):
        if n.startswith("V_ACCVGPR_"):
            return "VALU", None, None
        if n.startswith("V_SMFMAC_"):
            return "SMFMAC", None, None
        return "MFMA", None, None
    if has(ts, "IsSWMMAC"):
        return "SWMMAC", None, None
    if has(ts, "IsWMMA"):
        return "WMMA", None, None
    if has(ts, "IsDOT"):
        return "DOT", None, None
    if has(ts, "TRANS"):
        return "TRANS", None, None
    if has(ts, "SALU"):
        return "SALU", None, None
    if has(ts, "VALU"):
        return "VALU", None, None
    if n in GENERIC_EXPANDED:
        reasons[n] = "target-independent pseudo expanded before emission"
        return "PSEUDO", None, None
    if n in EXPLICIT:
        kind, why = EXPLICIT[n]
        reasons[n] = why
        return kind, None, None
    return None, None, None


# Image ops that go through the sampler (LLVM's MIMG base-opcode Sampler and MSAA bits, and every
# VSAMPLE encoding) and BVH intersections are VMEM types of their own: gfx12 counts them on
# samplecnt and bvhcnt, and on gfx9 only results of the same type are written in order.
_SAMPLER_IMAGE = re.compile(r"IMAGE_(SAMPLE|GATHER4|GET_LOD|MSAA_LOAD)")
_BVH_IMAGE = re.compile(r"IMAGE_BVH")


def image_subkind(r):
    """Subkind of an image op (MIMG, VIMAGE or VSAMPLE encoding), on every generation."""
    ts, f = r["ts"], r["f"]
    if "mayStore" in f and "mayLoad" not in f:
        return "store"
    # Image atomics carry the IsAtomic* bits; the no-return samples (IMAGE_SAMPLE_*_nortn) may
    # load and store without being atomics, and LLVM counts them as sampler reads.
    if has(ts, "IsAtomicRet"):
        return "atomic_ret"
    if has(ts, "IsAtomicNoRet"):
        return "atomic"
    if _BVH_IMAGE.match(r["name"]):
        return "bvh"
    if has(ts, "VSAMPLE") or _SAMPLER_IMAGE.match(r["name"]):
        return "sample"
    return "load" if "mayLoad" in f else "other"  # other: IMAGE_GET_RESINFO


def mem_subkind(r):
    ts, f = r["ts"], r["f"]
    if has(ts, "MIMG") or has(ts, "VIMAGE") or has(ts, "VSAMPLE"):
        return image_subkind(r)
    if "mayStore" in f and "mayLoad" not in f:
        return "store"  # DS_WRITE_* carry IsAtomicNoRet but never load
    if has(ts, "IsAtomicRet"):
        return "atomic_ret"
    if has(ts, "IsAtomicNoRet"):
        return "atomic"
    ml, ms = "mayLoad" in f, "mayStore" in f
    if ml and ms and "ATOMIC" in r["name"]:
        return "atomic_ret" if r["ndefs"] > 0 else "atomic"
    if ms and re.search(r"STORE|WRITE", r["name"]) and not re.search(r"LDS|LOAD", r["name"]):
        return "store"
    if ml and ms:
        # e.g. LDS DMA (loads memory, writes LDS), DS_ORDERED_COUNT
        return "load" if re.search(r"LOAD|READ", r["name"]) else "atomic"
    if ms:
        return "store"
    if ml:
        return "load"
    return "other"  # cache control (GLOBAL_INV, BUFFER_WBL2, S_DCACHE_INV ...)


# ---------------------------------------------------------------------------
# Operand roles
# ---------------------------------------------------------------------------
def _is_sgpr_rc(rc):
    return rc is not None and (
        rc.startswith("SReg") or rc.startswith("SGPR") or rc.startswith("CCR_") or rc.startswith("SCC")
    )


def _is_vgpr_rc(rc):
    return rc is not None and (
        rc.startswith("VReg")
        or rc.startswith("VGPR")
        or rc.startswith("AV")
        or rc.startswith("AReg")
        or rc.startswith("AGPR")
        or rc.startswith("VS_")
        or rc.startswith("VRegOrLds")
    )


def operand_roles(r, kind, opnds):
    """opnds: list of [type, rcid, rcname, tied, hwlookup, bits] (HwMode
    resolved).  Returns {role: index}."""
    nd = r["ndefs"]
    roles = {}
    regs = [i for i in range(nd, len(opnds)) if opnds[i][1] >= 0]
    untied = [i for i in regs if opnds[i][3] < 0]
    tied = [i for i in regs if opnds[i][3] >= 0]
    n = r["name"]

    def dst():
        if nd > 0 and opnds[0][1] >= 0:
            roles["vdst" if not _is_sgpr_rc(opnds[0][2]) or kind not in ("SALU", "SMEM") else "sdst"] = 0

    if kind in ("MFMA",):
        dst()
        # *_mac forms read SrcC through the operand tied to vdst; the others name it third.
        srcs = ("src0", "src1") if tied else ("src0", "src1", "src2")
        for role, i in zip(srcs, untied, strict=False):
            roles[role] = i
        if tied:
            roles["src2"] = tied[0]
        rest = untied[len(srcs) :]
        if len(rest) >= 2:  # V_MFMA_SCALE_*: two scale operands after the sources
            roles["scale_src0"], roles["scale_src1"] = rest[0], rest[1]
    elif kind == "SMFMAC":
        dst()
        for role, i in zip(("src0", "src1", "index"), untied, strict=False):
            roles[role] = i
        if tied:
            roles["src2"] = tied[0]
    elif kind == "SWMMAC":
        dst()
        for role, i in zip(("src0", "src1"), untied, strict=False):
            roles[role] = i
        if tied:
            roles["src2"] = tied[0]
        rest = [i for i in untied[2:]]
        if rest:
            roles["index"] = rest[0]
    elif kind in ("VALU", "TRANS", "DOT", "WMMA", "SALU"):
        dst()
        srcs = []
        for i in regs:
            if opnds[i][3] >= 0 and not srcs:
                continue  # e.g. DPP "old" operand tied to vdst
            srcs.append(i)
        for role, i in zip(("src0", "src1", "src2"), srcs, strict=False):
            roles[role] = i
        if kind == "SALU" and "vdst" in roles:
            roles["sdst"] = roles.pop("vdst")
    elif kind in ("DS", "GDS"):
        dst()
        u = [i for i in untied]
        if kind == "GDS" and "GWS" in n:
            if u:
                roles["data"] = u[0]
        else:
            names = ("address", "data", "data1")
            for role, i in zip(names, u, strict=False):
                roles[role] = i
    elif kind in ("VMEM", "LDS_DMA", "ASYNC_TO_LDS") and r["_seg"] in ("FLAT", "GLOBAL", "SCRATCH"):
        dst()
        s = [i for i in untied if _is_sgpr_rc(opnds[i][2])]
        v = [i for i in untied if not _is_sgpr_rc(opnds[i][2])]
        if s:
            roles["saddr"] = s[0]
        has_vaddr = not (r["_seg"] == "SCRATCH" and "_SADDR" in n) and "_ST" not in n.split("_SADDR")[0][-3:]
        if kind == "ASYNC_TO_LDS" and "STORE" not in n:
            # LDS address operand first, then the memory address
            if v:
                roles["data"] = v[0]
                v = v[1:]
            if v:
                roles["vaddr"] = v[0]
        elif r["_sub"] == "load" or kind == "LDS_DMA":
            if v and has_vaddr:
                roles["vaddr"] = v[0]
        elif r["_seg"] == "SCRATCH" and kind == "VMEM":
            # scratch stores put vdata first (FLAT and GLOBAL stores put vaddr first)
            if v:
                roles["data"] = v.pop(0)
            if has_vaddr and v:
                roles["vaddr"] = v[0]
        else:
            if has_vaddr and v:
                roles["vaddr"] = v.pop(0)
            if v:
                roles["data"] = v[0]
        roles["address"] = roles.get("vaddr", roles.get("saddr"))
        if roles["address"] is None:
            del roles["address"]
    elif kind in ("VMEM", "LDS_DMA") and r["_seg"] == "BUFFER":
        dst()
        v = [i for i in untied if not _is_sgpr_rc(opnds[i][2])]
        s = [i for i in untied if _is_sgpr_rc(opnds[i][2])]
        vaddr_in_name = re.search(r"_(OFFEN|IDXEN|BOTHEN|ADDR64)", n)
        data = None
        if r["_sub"] in ("store", "atomic") or (r["_sub"] == "atomic_ret"):
            if r["_sub"] == "atomic_ret" and tied:
                data = tied[0]
            elif v:
                data = v.pop(0)
        if data is not None:
            roles["data"] = data
        if vaddr_in_name and v:
            roles["vaddr"] = v[0]
        if s:
            roles["srsrc"] = s[0]
        if len(s) > 1:
            roles["soffset"] = s[1]
        roles["address"] = roles.get("vaddr", roles.get("srsrc"))
        if roles["address"] is None:
            del roles["address"]
    elif kind == "VMEM" and r["_seg"] == "IMAGE":
        dst()
        v = [i for i in untied if not _is_sgpr_rc(opnds[i][2])]
        s = [i for i in untied if _is_sgpr_rc(opnds[i][2])]
        # an atomic with return reads its data through the operand tied to vdst
        if r["_sub"] == "atomic_ret" and tied:
            roles["data"] = tied[0]
        elif r["_sub"] in ("store", "atomic") and v:
            roles["data"] = v.pop(0)
        if v:
            roles["vaddr"] = roles["address"] = v[0]
        if s:
            roles["srsrc"] = s[0]
        if len(s) > 1:
            roles["ssamp"] = s[1]
    elif kind == "SMEM":
        if r["_sub"] == "load" or r["_sub"] in ("atomic_ret",):
            dst()
            if "vdst" in roles:
                roles["sdst"] = roles.pop("vdst")
        u = list(untied)
        if r["_sub"] in ("store", "atomic") and u:
            roles["data"] = u.pop(0)
        if u:
            roles["sbase"] = roles["address"] = u[0]
        if len(u) > 1:
            roles["soffset"] = u[1]
    elif kind == "TENSOR":
        for role, i in zip(("address",), untied, strict=False):
            roles[role] = i
    elif kind == "EXP":
        if untied:
            roles["data"] = untied[0]
    return roles


# ---------------------------------------------------------------------------
# Table assembly
# ---------------------------------------------------------------------------
FIELDS = [
    "kind",
    "subkind",
    "segment",
    "flags",
    "mfma_class",
    "passes",
    "num_defs",
    "num_operands",
    "roles",
    "idefs",
    "iuses",
    "latency",
    "operands",
]


def operand_sig(o):
    """Compact operand descriptor: 'i' (immediate/other) or bank+bits, e.g.
    'v128', 'a512', 'av64', 'vs32', 's64'; '=N' appended when tied to N."""
    typ, rcid, rc, tied, _, bits = o
    if rcid < 0 or rc is None:
        s = "i"
    else:
        bank = (
            "av"
            if rc.startswith("AV")
            else "a"
            if rc.startswith(("AReg", "AGPR"))
            else "vs"
            if rc.startswith("VS_")
            else "v"
            if rc.startswith(("VReg", "VGPR"))
            else "s"
            if rc.startswith(("SReg", "SGPR", "CCR_", "TTMP"))
            else rc.lower()
        )
        s = f"{bank}{bits}"
    if tied >= 0:
        s += f"={tied}"
    return s


FLAG_BITS = [
    "may_load",
    "may_store",
    "is_branch",
    "is_terminator",
    "is_call",
    "is_return",
    "xdl",
    "passes_depend_on_format",
    "is_barrier",
    "has_side_effects",
    "is_pseudo",
    "is_meta",
    "is_convergent",
    "has_op_sel",
    "is_compare",
    "is_vopc",
    "is_dpp",
    "is_sdwa",
    "fp4_dst_sel",
    "fp8_dst_sel",
    "encodable",  # the CPU encodes it (others are taken by llc's MIR parser and passes alike)
    "agpr_access",  # an LDS or flat-family access whose data or result operand must be an AGPR
]
FLAG_SRC = {
    "may_load": "mayLoad",
    "may_store": "mayStore",
    "is_branch": "isBranch",
    "is_terminator": "isTerminator",
    "is_call": "isCall",
    "is_return": "isReturn",
    "is_barrier": "isBarrier",
    "has_side_effects": "hasSideEffects",
    "is_pseudo": "isPseudo",
    "is_meta": "isMeta",
    "is_convergent": "isConvergent",
    "is_compare": "isCompare",
    "fp4_dst_sel": "fpDstSelFP4",
    "fp8_dst_sel": "fpDstSelFP8",
}


def opcode_row(r, c, cpu, names, reasons):
    """The table row of opcode record `r` on `cpu` (`c`: its per-CPU record), or None when it
    cannot be classified."""
    kind, sub, seg = classify(r, reasons)
    if kind is None:
        return None
    r["_seg"], r["_sub"] = seg, sub
    opnds = r["opnds"]
    if "rc" in c:
        opnds = [[o[0], rc[0], rc[1], o[3], o[4], rc[2]] for o, rc in zip(r["opnds"], c["rc"], strict=False)]
    roles = operand_roles(r, kind, opnds)
    lat = c.get("lat")
    resn = sorted({names[i] for i, _ in c.get("res", [])})
    f = r["f"]
    flags = {k: ("1" if FLAG_SRC.get(k) in f else "0") for k in FLAG_BITS}
    # An op_sel operand: every VOP3P instruction, and the VOP3 forms flagged VOP3_OPSEL.
    flags["has_op_sel"] = "1" if has(r["ts"], "VOP3P") or has(r["ts"], "VOP3_OPSEL") else "0"
    # Encodings the hazard recognizer tests (SIInstrInfo::isVOPC, isDPP, isSDWA).
    for flag, bit in (("is_vopc", "VOPC"), ("is_dpp", "DPP"), ("is_sdwa", "SDWA")):
        flags[flag] = "1" if has(r["ts"], bit) else "0"
    mclass, passes, dep = None, None, False
    if kind in ("MFMA", "SMFMAC"):
        if "maiDGEMM" in f:
            mclass = "DGEMM"
        elif cpu in ("gfx908", "gfx90a"):
            mclass = "XDL"  # every non-DGEMM MFMA counts as XDL pre-gfx940
        else:
            mclass = "XDL" if "maiGFX940XDL" in f else "NON_XDL"
        passes = lat
        dep = "mfmaF8F6F4" in f or "F8F6F4" in r["name"]
        if dep and "lats" in c and lat:
            # The sched class is a variant resolved on the MachineInstr
            # (cbsz/blgp formats).  At MC level it always resolves to
            # the FP4/FP6 pass count, whatever the immediates; the FP8
            # formats (cbsz = blgp = 0, the encoding default) take twice
            # as many passes (verified against llc's hazard recognizer
            # by tests/test_isa_tables.py).  Record the FP8 (worst)
            # value as passes; "latency" keeps the MC-resolved value.
            passes = 2 * lat
    elif kind in ("WMMA", "SWMMAC"):
        passes = lat
        dep = "F8F6F4" in r["name"]
        if "wmmaXDL" in f or "HWXDL" in resn:
            flags["xdl"] = "1"
    if mclass:
        flags["xdl"] = "1" if mclass == "XDL" else "0"
    flags["passes_depend_on_format"] = "1" if dep else "0"
    flags["encodable"] = "1" if c.get("_encodable") else "0"
    flags["agpr_access"] = "1" if _agpr_memory(r) else "0"
    fl = 0
    for i, k in enumerate(FLAG_BITS):
        if flags[k] == "1":
            fl |= 1 << i
    return [
        kind,
        sub,
        seg,
        fl,
        mclass,
        passes,
        r["ndefs"],
        r["nops"],
        roles,
        r["idefs"],
        r["iuses"],
        lat,
        [operand_sig(o) for o in opnds],
    ]


def _agpr_memory(r) -> bool:
    """An LDS or flat-family access whose data or result is an AGPR (the *_agpr forms)."""
    return (has(r["ts"], "DS") or has(r["ts"], "FLAT")) and any(
        o[2] and (o[2].startswith("AReg") or o[2] == "AGPR_32") for o in r["opnds"]
    )


def build_tables(gen, per_cpu, res, cpus):
    """{cpu: table}: every opcode of the target on every CPU (llc's MIR parser and its passes
    take any of them), each row flagged `encodable` when the CPU can encode it."""
    # mnemonics of every real encoding and native opcode
    mnems = {r["mnem"] for r in gen.values() if r["mnem"]}
    per_cpu_mn = {c: mnemonic_support(mnems, c) for c in cpus}
    _, valid, encoded = compute_validity(gen, per_cpu_mn, cpus)
    tables, every, report = {}, {}, {"unclassified": {}, "reasons": {}}
    for cpu in cpus:
        ops, rows = {}, {}
        for op in sorted(gen, key=lambda o: gen[o]["name"]):
            r, c = gen[op], per_cpu[cpu][op]
            # llvm-mc refuses AGPR data for LDS and flat accesses before gfx90a ("operands are not
            # valid for this GPU or mode"), and llc's machine verifier too ("agpr loads and stores
            # not supported on this GPU"); its MIR parser and passes take them.
            c["_encodable"] = (op in valid[cpu] or op in encoded[cpu]) and not (
                cpu not in AGPR_MEMORY and _agpr_memory(r)
            )
            row = opcode_row(r, c, cpu, res[cpu], report["reasons"])
            if row is None:
                report["unclassified"].setdefault(r["name"], []).append(cpu)
                continue
            rows[r["name"]] = row
            if c["_encodable"] and op in valid[cpu]:
                ops[r["name"]] = row  # the opcodes MIR names on this CPU (no real encodings)
        every[cpu] = rows
        tables[cpu] = {
            "format": FORMAT_VERSION,
            "cpu": cpu,
            "llvm": "22",
            "fields": FIELDS,
            "flag_bits": FLAG_BITS,
            "loads_agprs": cpu in AGPR_MEMORY,
            "opcodes": ops,
        }
    tables["all"] = every_opcode_table(every, cpus)
    # What llc's MIR parser refuses per CPU (through the machine verifier it runs), small enough
    # to be read by `-run-pass=none`, which loads no opcode table.
    agpr_access = sorted(r["name"] for r in gen.values() if _agpr_memory(r))
    tables["refusals"] = {
        "format": FORMAT_VERSION,
        "llvm": "22",
        "agpr_access": agpr_access,
        "loads_agprs": sorted(c for c in cpus if c in AGPR_MEMORY),
        # a text without it names none of them, which saves reading the opcodes of a file
        "screen": common_substring(agpr_access),
    }
    return tables, report


def common_substring(names):
    """The longest string every one of `names` contains."""
    shortest = min(names, key=len)
    for size in range(len(shortest), 0, -1):
        for start in range(len(shortest) - size + 1):
            part = shortest[start : start + size]
            if all(part in n for n in names):
                return part
    return ""


def every_opcode_table(every, cpus):
    """The facts of every opcode on every CPU, in one table: per opcode, the CPUs' latencies
    and their distinct rows without latency (CPUs differ mostly in latency and in the register
    classes of their register-info mode), and which CPU has which row."""
    lat = FIELDS.index("latency")
    out = {}
    for name in every[cpus[0]]:
        distinct, which, lats = [], "", []
        for cpu in cpus:
            row = list(every[cpu][name])
            lats.append(row[lat])
            row[lat] = None
            if row not in distinct:
                distinct.append(row)
            which += str(distinct.index(row))
        out[name] = [which, lats, *distinct]
    return {
        "format": FORMAT_VERSION,
        "cpus": cpus,
        "llvm": "22",
        "fields": FIELDS,
        "flag_bits": FLAG_BITS,
        "opcodes": out,
    }


def serialize_every_opcode(table) -> bytes:
    """JSON lines: a header, then one `[name, cpu rows, latencies, rows...]` line per opcode, so
    that a reader finds one opcode's line without parsing the other 47,000."""
    head = {k: v for k, v in table.items() if k != "opcodes"}
    lines = [json.dumps(head, sort_keys=True, separators=(",", ":"))]
    for name in sorted(table["opcodes"]):
        lines.append(json.dumps([name, *table["opcodes"][name]], sort_keys=True, separators=(",", ":")))
    return gzip.compress(("\n".join(lines) + "\n").encode(), compresslevel=9, mtime=0)


def serialize(table) -> bytes:
    raw = json.dumps(table, sort_keys=True, separators=(",", ":")).encode()
    return gzip.compress(raw, compresslevel=9, mtime=0)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="regenerate and compare with the committed data")
    ap.add_argument("--cpus", nargs="*", default=CPUS)
    ap.add_argument(
        "--build-dir",
        default=os.environ.get("ISA_BUILD_DIR", str(Path(tempfile.gettempdir()) / "mirpass-isa-build")),
    )
    ap.add_argument("--report", action="store_true", help="print classification report (counts, reasons)")
    args = ap.parse_args(argv)
    t0 = time.time()
    exe = build_dumper(Path(args.build_dir))
    gen, per_cpu, res = run_dumper(exe, args.cpus)
    tables, report = build_tables(gen, per_cpu, res, args.cpus)
    if report["unclassified"]:
        print("UNCLASSIFIED opcodes (not written):", file=sys.stderr)
        for n, cs in sorted(report["unclassified"].items()):
            print(f"  {n}: {','.join(cs)}", file=sys.stderr)
    rc = 0
    for cpu, t in tables.items():
        blob = serialize_every_opcode(t) if cpu == "all" else serialize(t)
        special = {"all": EVERY_OPCODE_FILE, "refusals": REFUSALS_FILE}
        path = DATA_DIR / special.get(cpu, f"opcodes.{cpu}.json.gz")
        if args.check:
            old = path.read_bytes() if path.exists() else b""
            if not old or gzip.decompress(old) != gzip.decompress(blob):
                print(f"MISMATCH: {path.relative_to(REPO)} is stale", file=sys.stderr)
                rc = 1
        else:
            DATA_DIR.mkdir(parents=True, exist_ok=True)
            path.write_bytes(blob)
    if args.report:
        import collections

        for cpu, t in tables.items():
            if cpu in ("all", "refusals"):
                continue
            cnt = collections.Counter(v[0] for v in t["opcodes"].values())
            print(cpu, len(t["opcodes"]), dict(sorted(cnt.items())))
        for n, why in sorted(report["reasons"].items()):
            print(f"  reason: {n}: {why}")
    print(
        f"{'check' if args.check else 'generate'}: {len(tables) - 2} cpus, "
        f"{time.time() - t0:.1f}s, {'OK' if rc == 0 else 'STALE'}",
        file=sys.stderr,
    )
    return rc


if __name__ == "__main__":
    sys.exit(main())
