"""Per-opcode differential tests of the MFMA hazard rules against llc 22 (`--llvm-compat=22`).

Every opcode of the relevant kinds is put next to an MFMA (or, for the producer rules, an MFMA is
put after it), one small function per probe, many functions per MIR file and one llc run per
file; the wait states inserted before each instruction must be the same as llc's. The rules:

- `raw-*`: an XDL MFMA (V_MFMA_F32_32X32X8F16, 8 passes) or a DGEMM (V_MFMA_F64_16X16X4F64)
  writes VGPRs or AGPRs; every VALU, TRANS, DOT, VMEM (buffer, flat, global, scratch), DS, GDS,
  LDS DMA and export opcode reading them follows directly;
- `waw-*`: the same producers; every such opcode writing them follows;
- `war-*`: an XDL MFMA reads SrcC; every such opcode writing SrcC follows;
- `prod-vgpr`, `prod-agpr`: every VALU, TRANS and DOT opcode (VOPC/V_CMPX writing EXEC, DPP, SDWA, VOP3P,
  V_ACCVGPR_WRITE included) writes what the next MFMA reads as SrcA, SrcB or SrcC;
- `fma64`: a DGEMM followed by every VALU opcode (only V_FMA_F64/V_FMAC_F64 need wait states);
- `store-*`: every store opcode with its data in VGPRs or AGPRs, then a VALU overwriting the data;
- `mfma`: every MFMA and SMFMAC opcode as the producer (its result read by a VALU and by a store,
  its SrcC overwritten, a V_FMA_F64 after it) and as the consumer of its own result (SrcA/B, SrcC,
  and the scale operands of V_MFMA_SCALE_*);
- `mfma-consumer`: an XDL, a non-XDL and a DGEMM MFMA write VGPRs; every MFMA and SMFMAC
  opcode reads them as SrcA and as SrcC;
- `raw-dot`, `waw-dot`: a DOT writes a VGPR; every opcode reading or writing it follows;
- `dot`: every DOT opcode as the producer (read, overwritten, accumulated into).

Opcodes whose probe cannot be built are left out; probes llc's MIR parser or machine verifier
rejects for the CPU are dropped (and counted) before the comparison.
"""

from __future__ import annotations

import os
import re
import subprocess
from collections import defaultdict
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor

import pytest
from probes import instruction

from mirpass.api import run_passes
from mirpass.mir import read
from mirpass.target.opcodes import OpcodeInfo, load_opcode_table
from mirpass.target.targets import TARGETS

from conftest import LLC, requires_llc

pytestmark = requires_llc

CPUS = ("gfx942", "gfx950")
# A pseudo expanded long before the hazard recognizer runs in a real pipeline; its op_sel
# operand carries no VOP3_OPSEL flag, so the tables do not see its DST_OP_SEL forwarding.
KNOWN_DIFFERENCES = {"FPTRUNC_ROUND_F16_F32_PSEUDO_t16_e64"}
XDL = "V_MFMA_F32_32X32X8F16"  # XDL, 8 passes, a 16-register result
DGEMM = "V_MFMA_F64_16X16X4F64"  # DGEMM, an 8-register result
VALU_KINDS = ("VALU", "TRANS", "DOT")
CONSUMER_KINDS = (*VALU_KINDS, "VMEM", "DS", "GDS", "LDS_DMA")
Probe = tuple[str, str]  # (the opcode under test, the body of bb.0)
REJECTED: defaultdict[str, set[str]] = defaultdict(set)  # per CPU, opcodes whose probes llc rejected

_REG = re.compile(r"\$([a-z]+)(\d+)((?:_[a-z]+\d+)*)")


def units(operand: str) -> set[tuple[str, int]]:
    """The 32-bit registers of a register operand (`$vgpr40_vgpr41` -> vgpr 40, 41)."""
    out = set()
    for m in _REG.finditer(operand):
        for part in (m.group(1) + m.group(2) + m.group(3)).split("_"):
            p = re.fullmatch(r"([a-z]+)(\d+)", part)
            if p:
                out.add((p.group(1), int(p.group(2))))
    return out


def span(bank: str, base: int, count: int) -> set[tuple[str, int]]:
    return {(bank, base + k) for k in range(count)}


def dpp_immediates(name: str, info: OpcodeInfo) -> dict[int, str]:
    """A dpp_ctrl the verifier accepts: 64-bit DPP (DP ALU) takes row_newbcast only."""
    if not name.endswith("_dpp"):
        return {}
    if any(c.split("=")[0].endswith("64") for c in info.operand_classes):
        return {len(info.operand_classes) - 4: "336"}  # row_newbcast:0
    return {}


def opcodes(table, kinds: tuple[str, ...]) -> Iterator[tuple[str, OpcodeInfo]]:
    for name in table:
        info = table.get(name)
        if info is not None and info.kind in kinds and not name.startswith("SI_"):
            yield name, info


def export_opcodes() -> list[tuple[str, OpcodeInfo]]:
    """Exports (gfx942/gfx950 have none in their tables; llc's MIR parser takes any opcode)."""
    return [(n, i) for n, i in opcodes(load_opcode_table("gfx908"), ("EXP",))]


def mfma(opcode: str, table, dst: int, a: int, b: int, c: int, bank: str) -> tuple[str, list[str]] | None:
    """`opcode` (the `_vgprcd_e64` form for a VGPR result, else `_e64`) with its result at `dst`
    and SrcA, SrcB, SrcC at `a`, `b`, `c` (SrcA/B in VGPRs)."""
    name = f"{opcode}_vgprcd_e64" if bank == "vgpr" else f"{opcode}_e64"
    info = table.get(name)
    return mfma_of(name, info, dst, a, b, c, bank) if info is not None else None


def mfma_of(name: str, info: OpcodeInfo, dst: int, a: int, b: int, c: int, bank: str, ab: str = "vgpr"):
    roles = info.operand_roles
    bases = {roles["vdst"]: dst, roles["src0"]: a, roles["src1"]: b, roles["src2"]: c}
    return instruction(name, info, bases=bases, banks={"av": ab}, use_base=160)


def result_bank(info: OpcodeInfo) -> str:
    """Where the result goes: AGPRs for an `a` class, VGPRs for `v` and `av` (SMFMAC)."""
    cls = info.operand_classes[0]
    return "agpr" if cls.startswith("a") and not cls.startswith("av") else "vgpr"


# ---- the probes, per rule -------------------------------------------------------------------


def followers(head: str, touched_units: set, bank: str, candidates, *, defs: bool, **build) -> list[Probe]:
    """`head`, then each candidate opcode whose defs (or, with defs=False, uses) touch
    `touched_units`; `build` goes to `probes.instruction`."""
    out = []
    for name, info in candidates:
        built = instruction(name, info, dpp_immediates(name, info), banks={"av": bank}, **build)
        if built is None:
            continue
        text, ops = built
        operands = ops[: info.num_defs] if defs else ops[info.num_defs :]
        if any(units(o) & touched_units for o in operands):
            out.append((name, f"{head}\n{text}"))
    return out


def raw_probes(cpu: str, producer: str, bank: str) -> list[Probe]:
    """`producer` writes `bank` 40..; each opcode reading any of those registers follows."""
    table = load_opcode_table(cpu)
    p = mfma(producer, table, 40, 200, 202, 216, bank)
    assert p is not None
    candidates = [*opcodes(table, CONSUMER_KINDS), *export_opcodes()]
    return followers(p[0], units(p[1][0]), bank, candidates, defs=False)


def waw_probes(cpu: str, producer: str, bank: str) -> list[Probe]:
    """`producer` writes `bank` 40..; each opcode writing any of those registers follows."""
    table = load_opcode_table(cpu)
    p = mfma(producer, table, 40, 200, 202, 216, bank)
    assert p is not None
    candidates = opcodes(table, CONSUMER_KINDS)
    return followers(p[0], units(p[1][0]), bank, candidates, defs=True, first_base=40, use_base=100)


def war_probes(cpu: str, bank: str) -> list[Probe]:
    """An XDL MFMA reads SrcC in `bank` 40..55; each opcode writing any of them follows."""
    table = load_opcode_table(cpu)
    p = mfma(XDL, table, 200, 232, 234, 40, bank)
    assert p is not None
    candidates = opcodes(table, CONSUMER_KINDS)
    return followers(p[0], units(p[1][3]), bank, candidates, defs=True, first_base=40, use_base=100)


def producer_probes(cpu: str, operand: str, bank: str) -> list[Probe]:
    """Each VALU opcode writes `bank` 40..; an XDL MFMA reading them as `operand` (src0, src1,
    src2) follows. A VALU writing EXEC is followed by the MFMA too."""
    table = load_opcode_table(cpu)
    if operand == "src2":
        m = mfma(XDL, table, 200, 232, 234, 40, bank)
        read_units = units(m[1][3]) if m else set()
    else:
        name = f"{XDL}_e64"
        info = table.get(name)
        a, b = (40, 232) if operand == "src0" else (232, 40)
        m = mfma_of(name, info, 200, a, b, 216, "agpr", ab=bank)
        read_units = units(m[1][1 if operand == "src0" else 2]) if m else set()
    assert m is not None
    out = []
    for name, info in opcodes(table, VALU_KINDS):
        built = instruction(name, info, dpp_immediates(name, info), 40, use_base=100, banks={"av": bank})
        if built is None:
            continue
        text, ops = built
        writes_exec = "exec" in info.implicit_defs or any("$exec" in o for o in ops[: info.num_defs])
        if any(units(o) & read_units for o in ops[: info.num_defs]) or (writes_exec and bank == "vgpr"):
            out.append((name, f"{text}\n{m[0]}"))
    return out


def fma64_probes(cpu: str) -> list[Probe]:
    """A DGEMM, then each VALU opcode touching none of its registers."""
    table = load_opcode_table(cpu)
    p = mfma(DGEMM, table, 200, 232, 234, 216, "agpr")
    assert p is not None
    out = []
    for name, info in opcodes(table, VALU_KINDS):
        built = instruction(name, info, dpp_immediates(name, info))
        if built is not None:
            out.append((name, f"{p[0]}\n{built[0]}"))
    return out


def store_probes(cpu: str, bank: str) -> list[Probe]:
    """Each store opcode with its data at `bank` 40..; a VALU overwriting the first data
    register follows."""
    table = load_opcode_table(cpu)
    writer = (
        "$vgpr40 = V_MOV_B32_e32 0, implicit $exec"
        if bank == "vgpr"
        else "$agpr40 = V_ACCVGPR_WRITE_B32_e64 $vgpr0, implicit $exec"
    )
    out = []
    for name, info in opcodes(table, ("VMEM", "DS", "GDS")):
        data = info.operand_roles.get("data", -1)
        if not info.may_store or data < 0 or data >= len(info.operand_classes):
            continue
        # A buffer store with a register soffset has no such hazard: with an inline constant too
        # (which llc takes for all but the VBUFFER forms).
        soffset = info.operand_roles.get("soffset", -1)
        for imms in ({}, {soffset: "0"}) if soffset >= 0 and "VBUFFER" not in name else ({},):
            built = instruction(
                name, info, imms, first_base=0, use_base=100, banks={"av": bank}, bases={data: 40}
            )
            if built is not None and (bank, 40) in units(built[1][data]):
                out.append((name, f"{built[0]}\n{writer}"))
    return out


def mfma_probes(cpu: str) -> list[Probe]:
    """Every MFMA/SMFMAC opcode as producer and as consumer of its own result."""
    table = load_opcode_table(cpu)
    out = []
    for name, info in opcodes(table, ("MFMA", "SMFMAC")):
        roles = info.operand_roles
        if not {"vdst", "src0", "src1", "src2"} <= roles.keys():
            continue
        bank = result_bank(info)
        # The result at 40, sources well away from it.
        prod = mfma_of(name, info, 40, 160, 168, 216, bank)
        if prod is None:
            continue
        first = f"${bank}40"
        reader = (
            "$vgpr0 = V_MOV_B32_e32 $vgpr40, implicit $exec"
            if bank == "vgpr"
            else "$vgpr0 = V_ACCVGPR_READ_B32_e64 $agpr40, implicit $exec"
        )
        out.append((name, f"{prod[0]}\n{reader}"))
        out.append((name, f"{prod[0]}\nGLOBAL_STORE_DWORD $vgpr100_vgpr101, {first}, 0, 0, implicit $exec"))
        out.append(
            (
                name,
                f"{prod[0]}\n$vgpr100_vgpr101 = V_FMA_F64_e64 0, $vgpr102_vgpr103, 0, "
                "$vgpr104_vgpr105, 0, $vgpr106_vgpr107, 0, 0, implicit $mode, implicit $exec",
            )
        )
        # SrcC at 40 (the result elsewhere), then a VALU overwriting it.
        if "=" not in info.operand_classes[roles["src2"]]:
            war = mfma_of(name, info, 216, 160, 168, 40, bank)
            if war is not None:
                writer = (
                    "$vgpr40 = V_MOV_B32_e32 0, implicit $exec"
                    if bank == "vgpr"
                    else "$agpr40 = V_ACCVGPR_WRITE_B32_e64 $vgpr0, implicit $exec"
                )
                out.append((name, f"{war[0]}\n{writer}"))
        # Its own result as SrcC (an accumulation chain) and as SrcA.
        chain = mfma_of(name, info, 40, 160, 168, 40, bank)
        if chain is not None:
            out.append((name, f"{prod[0]}\n{chain[0]}"))
        src_a = info.operand_classes[roles["src0"]]
        if src_a.startswith("av") or src_a.startswith(bank[0]):
            again = mfma_of(name, info, 216, 40, 168, 216, bank, ab=bank)
            if again is not None and "=" not in info.operand_classes[roles["src2"]]:
                out.append((name, f"{prod[0]}\n{again[0]}"))
        # V_MFMA_SCALE_*: its result read as the first scale operand (SrcA/B rules, not SrcC).
        scales = [
            k for k in range(roles["src1"] + 1, len(info.operand_classes)) if info.operand_classes[k] == "v32"
        ]
        if "_SCALE_" in name and bank == "vgpr" and scales:
            bases = {roles["vdst"]: 216, roles["src0"]: 160, roles["src1"]: 168, roles["src2"]: 216}
            bases.update({scales[0]: 40})
            scaled = instruction(name, info, bases=bases, use_base=160)
            if scaled is not None:
                out.append((name, f"{prod[0]}\n{scaled[0]}"))
    return out


def dot_probes(cpu: str, mode: str) -> list[Probe]:
    """A DOT (V_DOT2_F32_F16) writes $vgpr40; each opcode reading (`raw`) or writing (`waw`) it
    follows. (Buffer opcodes, a good half of all, are left to the MFMA sweeps, for time.)"""
    table = load_opcode_table(cpu)
    dot = instruction("V_DOT2_F32_F16", table.get("V_DOT2_F32_F16"), first_base=40, use_base=100)
    assert dot is not None
    out = []
    for name, info in opcodes(table, CONSUMER_KINDS):
        if name.startswith(("BUFFER_", "TBUFFER_")):
            continue
        imms = dpp_immediates(name, info)
        if mode == "raw":
            built = instruction(name, info, imms)
            hit = built is not None and any(("vgpr", 40) in units(o) for o in built[1][info.num_defs :])
        else:
            built = instruction(name, info, imms, 40, use_base=100)
            hit = built is not None and any(("vgpr", 40) in units(o) for o in built[1][: info.num_defs])
        if hit:
            out.append((name, f"{dot[0]}\n{built[0]}"))  # type: ignore[index]
    return out


def dot_producer_probes(cpu: str) -> list[Probe]:
    """Every DOT opcode writes $vgpr40; a VALU and a store read it, a VALU overwrites it, and
    the same opcode reads it as src0 and as src2 (an accumulation: no wait)."""
    table = load_opcode_table(cpu)
    out = []
    for name, info in opcodes(table, ("DOT",)):
        prod = instruction(name, info, first_base=40, use_base=100)
        if prod is None or ("vgpr", 40) not in units(prod[1][0]):
            continue
        for after in (
            "$vgpr0 = V_MOV_B32_e32 $vgpr40, implicit $exec",
            "GLOBAL_STORE_DWORD $vgpr100_vgpr101, $vgpr40, 0, 0, implicit $exec",
            "$vgpr40 = V_MOV_B32_e32 0, implicit $exec",
        ):
            out.append((name, f"{prod[0]}\n{after}"))
        roles = info.operand_roles
        for role in ("src0", "src2"):
            if role in roles:
                again = instruction(name, info, first_base=40, use_base=100, bases={roles[role]: 40})
                if again is not None:
                    out.append((name, f"{prod[0]}\n{again[0]}"))
    return out


def mfma_consumer_probes(cpu: str) -> list[Probe]:
    """An XDL MFMA, a non-XDL one (V_MFMA_F32_32X32X2F32) and a DGEMM write $vgpr40...; every
    MFMA and SMFMAC opcode with VGPR operands reads them as SrcA and (where it can) as SrcC."""
    table = load_opcode_table(cpu)
    producers = [mfma(op, table, 40, 200, 202, 216, "vgpr") for op in (XDL, "V_MFMA_F32_32X32X2F32", DGEMM)]
    out = []
    for name, info in opcodes(table, ("MFMA", "SMFMAC")):
        roles = info.operand_roles
        if result_bank(info) != "vgpr" or not {"vdst", "src0", "src1", "src2"} <= roles.keys():
            continue
        variants = [mfma_of(name, info, 160, 40, 232, 184, "vgpr")]
        if "=" not in info.operand_classes[roles["src2"]]:
            variants.append(mfma_of(name, info, 160, 232, 236, 40, "vgpr"))
        for p in producers:
            for v in variants:
                if p is not None and v is not None:
                    out.append((name, f"{p[0]}\n{v[0]}"))
    return out


def by_opcode(groups) -> list[Probe]:
    """The probes of `groups`, those of an opcode together: when llc rejects one of them, the
    others are skipped without a run of their own."""
    return sorted((p for g in groups for p in g), key=lambda p: p[0])


RULES: dict[str, Callable[[str], list[Probe]]] = {
    "raw-xdl-vgpr": lambda cpu: raw_probes(cpu, XDL, "vgpr"),
    "raw-xdl-agpr": lambda cpu: raw_probes(cpu, XDL, "agpr"),
    "raw-dgemm-vgpr": lambda cpu: raw_probes(cpu, DGEMM, "vgpr"),
    "raw-dgemm-agpr": lambda cpu: raw_probes(cpu, DGEMM, "agpr"),
    "waw-xdl-vgpr": lambda cpu: waw_probes(cpu, XDL, "vgpr"),
    "waw-xdl-agpr": lambda cpu: waw_probes(cpu, XDL, "agpr"),
    "waw-dgemm-vgpr": lambda cpu: waw_probes(cpu, DGEMM, "vgpr"),
    "waw-dgemm-agpr": lambda cpu: waw_probes(cpu, DGEMM, "agpr"),
    "war-vgpr": lambda cpu: war_probes(cpu, "vgpr"),
    "war-agpr": lambda cpu: war_probes(cpu, "agpr"),
    "prod-vgpr": lambda cpu: by_opcode(producer_probes(cpu, src, "vgpr") for src in ("src0", "src1", "src2")),
    "prod-agpr": lambda cpu: by_opcode(producer_probes(cpu, src, "agpr") for src in ("src0", "src2")),
    "fma64": fma64_probes,
    "store-vgpr": lambda cpu: store_probes(cpu, "vgpr"),
    "store-agpr": lambda cpu: store_probes(cpu, "agpr"),
    "mfma": mfma_probes,
    "mfma-consumer": mfma_consumer_probes,
    "raw-dot": lambda cpu: dot_probes(cpu, "raw"),
    "waw-dot": lambda cpu: dot_probes(cpu, "waw"),
    "dot": dot_producer_probes,
}
# The least number of probes compared, and of those llc puts wait states in, per rule and CPU.
MINIMUM = {
    "raw-xdl-vgpr": (2000, 2000),
    "raw-xdl-agpr": (1000, 1000),
    "raw-dgemm-vgpr": (2000, 2000),
    "raw-dgemm-agpr": (1000, 1000),
    "waw-xdl-vgpr": (2000, 2000),
    "waw-xdl-agpr": (1000, 1000),
    "waw-dgemm-vgpr": (2000, 2000),
    "waw-dgemm-agpr": (1000, 1000),
    "war-vgpr": (2000, 2000),
    "war-agpr": (1000, 1000),
    "prod-vgpr": (4500, 4500),
    "prod-agpr": (6, 6),
    "fma64": (1500, 4),
    "store-vgpr": (1000, 100),
    "store-agpr": (1000, 100),
    "mfma": (300, 300),
    "mfma-consumer": (150, 150),
    "raw-dot": (2000, 2000),
    "waw-dot": (1000, 1000),
    "dot": (80, 60),
}


# ---- running llc and mirpass ----------------------------------------------------------------


def document(k: int, body: str) -> str:
    lines = "".join(f"    {line}\n" for line in body.split("\n"))
    return f"---\nname: p{k}\nbody: |\n  bb.0:\n{lines}    S_ENDPGM 0\n...\n"


CHUNK = 800  # probes per llc run: a rejected probe costs a run over the rest of its chunk


# llc 22 crashes on some probes: its stack trace is printed unsymbolized, which is much faster.
_ENV = {**os.environ, "LLVM_DISABLE_SYMBOLIZATION": "1"}


def llc(cpu: str, text: str) -> subprocess.CompletedProcess[str]:
    args = [str(LLC), "-mtriple=amdgcn", f"-mcpu={cpu}", "-run-pass=post-RA-hazard-rec", "-x", "mir"]
    return subprocess.run(
        [*args, "-", "-o", "-"], input=text, capture_output=True, text=True, timeout=300, env=_ENV
    )


_BAD_FUNCTION = re.compile(r"- function:\s+p(\d+)\b|on function '@p(\d+)'")
_BAD_LINE = re.compile(r"<stdin>:(\d+):\d+: error")


def run_llc(cpu: str, docs: list[str], keys: list[str], first: int = 0) -> tuple[list[str], set[int]]:
    """llc's outputs for the probes llc accepts, and the indexes of those it rejects (the MIR
    parser, the machine verifier, or a crash in the pass), with every other probe of the same
    opcode (`keys`). llc stops at the first probe it rejects; those after it are tried again at
    once, those before it (verified, perhaps not yet through the pass) in the next round. The
    probes are named from `p{first}` on."""
    rejected: set[int] = set()
    outputs: list[str] = []
    pending = list(range(len(docs)))
    while pending:
        again: list[int] = []
        s = 0
        while s < len(pending):
            part = pending[s:]
            proc = llc(cpu, "".join(docs[k] for k in part))
            if proc.returncode == 0:
                outputs.append(proc.stdout)
                break
            j = s + _culprit(proc.stderr, docs, part, first)
            key = keys[pending[j]]
            rejected.update(k for k in pending if keys[k] == key)
            again.extend(pending[s:j])
            pending = pending[: j + 1] + [k for k in pending[j + 1 :] if keys[k] != key]
            s = j + 1
        pending = [k for k in again if k not in rejected]
    return outputs, rejected


def _culprit(stderr: str, docs: list[str], part: list[int], first: int) -> int:
    """The position in `part` of the probe llc failed on."""
    m = _BAD_FUNCTION.search(stderr)
    if m:
        return part.index(int(m.group(1) or m.group(2)) - first)
    m = _BAD_LINE.search(stderr)
    assert m, stderr[:2000]
    line = int(m.group(1))
    for j, k in enumerate(part):
        line -= docs[k].count("\n")
        if line <= 0:
            return j
    raise AssertionError(stderr[:2000])


def wait_states(mf) -> list[int]:
    """The wait states of the S_NOPs right before each instruction but S_NOP, in order."""
    out, pending = [], 0
    for _, inst in mf.instructions():
        if inst.opcode == "S_NOP":
            pending += (inst.operands[0].imm or 0) + 1
        else:
            out.append(pending)
            pending = 0
    return out


_NOP = re.compile(r"S_NOP (\d+)")


def llc_wait_states(text: str) -> dict[str, list[int]]:
    """`wait_states` of every function llc printed, from the text (the probes are one block of
    plain instructions each)."""
    out = {}
    for doc in text.split("\n---\n"):
        m = re.search(r"^name:\s+(\S+)", doc, re.M)
        if m is None:
            continue
        body = doc[doc.index("\n  bb.0") :].split("\n")[2:]
        waits, pending = [], 0
        for line in body:
            line = line.strip()
            if not line or line.startswith(";") or line == "...":
                continue
            nop = _NOP.match(line)
            if nop:
                pending += int(nop.group(1)) + 1
            else:
                waits.append(pending)
                pending = 0
        out[m.group(1)] = waits
    return out


def compare(
    cpu: str, probes: list[Probe], default_floor: bool = True
) -> tuple[int, int, int, list[tuple[str, list, list, str]]]:
    """(probes compared, those llc puts wait states in, rejected by llc, differences): the wait
    states before each instruction must be llc's with `--llvm-compat=22`, and (`default_floor`)
    never fewer in the default mode. llc runs on chunks of the probes, two at once, while
    mirpass runs."""
    docs = [document(k, body) for k, (_, body) in enumerate(probes)]
    keys = [name for name, _ in probes]
    starts = range(0, len(docs), CHUNK)
    with ThreadPoolExecutor(2) as pool:
        runs = [pool.submit(run_llc, cpu, docs[i : i + CHUNK], keys[i : i + CHUNK], i) for i in starts]
        mine = read("".join(docs))
        run_passes(mine, ["post-RA-hazard-rec"], TARGETS[cpu], {"llvm-compat": "22"})
        exact = read("".join(docs))
        run_passes(exact, ["post-RA-hazard-rec"], TARGETS[cpu])
        rejected: set[int] = set()
        theirs: dict[str, list[int]] = {}
        for i, run in zip(starts, runs, strict=True):
            outputs, rej = run.result()
            rejected.update(i + k for k in rej)
            for text in outputs:
                theirs.update(llc_wait_states(text))
    REJECTED[cpu].update(probes[k][0] for k in rejected)
    differ, with_waits = [], 0
    for k, (mf, xf) in enumerate(zip(mine.functions, exact.functions, strict=True)):
        if k in rejected:
            continue
        name, body = probes[k]
        a, b, x = theirs[mf.name], wait_states(mf), wait_states(xf)
        with_waits += any(a)
        if a != b and name not in KNOWN_DIFFERENCES:
            differ.append((name, a, b, body))
        elif default_floor and any(n < m for m, n in zip(a, x, strict=True)):
            differ.append((name + " (default mode, fewer)", a, x, body))
    return len(docs) - len(rejected), with_waits, len(rejected), differ


def assert_matches_llc(
    cpu: str, probes: list[Probe], minimum: tuple[int, int], default_floor: bool = True
) -> None:
    """The probes' wait states equal llc's, with at least `minimum` (probes compared, probes
    llc puts wait states in) and few rejected."""
    compared, with_waits, rejected, differ = compare(cpu, probes, default_floor)
    least, least_waits = minimum
    assert differ == [], f"{len(differ)} of {compared} differ (llc, mirpass): {differ[:10]}"
    assert compared >= least and with_waits >= least_waits, (compared, with_waits, rejected)
    assert rejected <= max(50, compared // 20), rejected


def report(rules: dict[str, Callable[[str], list[Probe]]], cpus, names: list[str]) -> None:
    """Print the counts and first differences per rule (`names`, or all) and CPU."""
    import time

    for rule in names or rules:
        for cpu in cpus:
            t = time.time()
            compared, with_waits, rejected, differ = compare(cpu, rules[rule](cpu))
            print(
                f"{rule:16} {cpu} compared {compared:5} with waits {with_waits:5} rejected {rejected:3}"
                f" differ {len(differ)}  {time.time() - t:.1f} s"
            )
            for d in differ[:8]:
                print("   ", d[:3])


@pytest.mark.parametrize("cpu", CPUS)
@pytest.mark.parametrize("rule", list(RULES))
def test_hazards_match_llc_for_every_opcode(rule, cpu):
    assert_matches_llc(cpu, RULES[rule](cpu), MINIMUM[rule])


if __name__ == "__main__":  # counts per rule and CPU: python tests/test_hazard_opcodes.py [RULE...]
    import sys

    report(RULES, CPUS, sys.argv[1:])
    for cpu in CPUS:
        print(cpu, "rejected:", len(REJECTED[cpu]), sorted(REJECTED[cpu])[:40])
