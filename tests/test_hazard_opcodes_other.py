"""Per-opcode differential tests of the gfx942/gfx950 hazard rules that are not about MFMAs,
against llc 22 (`--llvm-compat=22`), with the machinery of test_hazard_opcodes.py:

- `fwd-plain`: every single-def VALU, TRANS and DOT opcode (SDWA and DPP forms included) writes
  $vgpr0 with all its immediates 0 (an SDWA dst_sel of BYTE_0), and a VALU reads $vgpr0 next:
  partial-destination forwarding, including the gfx950 FP4 conversions that always forward;
- `fwd-mods`: the same opcodes with one source-modifier bit set at a time (op_sel, DST_OP_SEL);
- `valu-src`: a V_MOV_B32 writes the first VGPR each VALU opcode reads (the gfx950 permlane
  rule, v_readlane's src0, DPP);
- `mem-src`: a VALU writes each register a memory or export opcode reads (SGPR addresses: 5);
- `exec-writer`: every VALU opcode that can write EXEC (V_CMPX, and V_CMP with $exec as its
  result) before a V_PERMLANE32_SWAP (gfx950: 4) and a V_READFIRSTLANE (4);
- `hwreg`: every s_setreg form before every s_getreg, s_setreg and s_rfe form, for the same and
  another hardware register, at distances 0 to 2;
- `asm`: inline asm as the consumer (wide store data, partial-destination writes) and as the
  producer (llc takes everything it defines as forwarded).
"""

from __future__ import annotations

import pytest
from probes import instruction
from test_hazard_opcodes import VALU_KINDS, assert_matches_llc, dpp_immediates, opcodes, report

from mirpass.target.opcodes import OpcodeInfo, load_opcode_table

from conftest import requires_llc

pytestmark = requires_llc

CPUS = ("gfx942", "gfx950")
READER = "$vgpr100 = V_ADD_U32_e32 $vgpr0, $vgpr101, implicit $exec"
Probe = tuple[str, str]


def single_def_valu(cpu: str):
    for name, info in opcodes(load_opcode_table(cpu), VALU_KINDS):
        if info.num_defs == 1 and name not in ("V_WRITELANE_B32",):  # constant-bus rule in the verifier
            yield name, info


def modifier_operands(info: OpcodeInfo) -> list[int]:
    """The source-modifier immediates: the `i` operand right before src0, src1 and src2."""
    out = []
    for role in ("src0", "src1", "src2"):
        k = info.operand_roles.get(role, -1)
        if k > 0 and info.operand_classes[k - 1] == "i":
            out.append(k - 1)
    return out


def forwarding_plain_probes(cpu: str) -> list[Probe]:
    out = []
    for name, info in single_def_valu(cpu):
        built = instruction(name, info, dpp_immediates(name, info))
        if built is not None and built[1][0].startswith("$vgpr0"):
            out.append((name, f"{built[0]}\n{READER}"))
    return out


def forwarding_modifier_probes(cpu: str) -> list[Probe]:
    out = []
    for name, info in single_def_valu(cpu):
        if name.endswith(("_sdwa", "_dpp")):
            continue
        for k in modifier_operands(info):
            for bit in (1, 2, 4, 8):
                built = instruction(name, info, {k: str(bit)})
                if built is not None and built[1][0].startswith("$vgpr0"):
                    out.append((name, f"{built[0]}\n{READER}"))
    return out


VALU_WRITER = {
    "$vgpr": "{} = V_MOV_B32_e32 0, implicit $exec",
    "$sgpr": "{} = V_READFIRSTLANE_B32 $vgpr9, implicit $exec",
}
MEMORY_KINDS = ("VMEM", "DS", "GDS", "LDS_DMA", "EXP", "SMEM")


def source_probes(cpu: str, kinds: tuple[str, ...], banks: tuple[str, ...], every: bool) -> list[Probe]:
    """Every opcode of `kinds` after a VALU write (V_MOV_B32 for a VGPR, V_READFIRSTLANE_B32 for
    an SGPR) of the first register of `banks` it reads, or with `every` of each one."""
    out = []
    for name, info in opcodes(load_opcode_table(cpu), kinds):
        built = instruction(name, info, dpp_immediates(name, info), use_base=40)
        if built is None or name == "V_WRITELANE_B32":
            continue
        text, ops = built
        for op in ops[info.num_defs :]:
            reg = op.split("_")[0]
            if reg.startswith(banks):
                out.append((name, VALU_WRITER[reg.rstrip("0123456789")].format(reg) + "\n" + text))
                if not every:
                    break
    return out


def valu_source_probes(cpu: str) -> list[Probe]:
    return source_probes(cpu, VALU_KINDS, ("$vgpr",), every=False)


def memory_source_probes(cpu: str) -> list[Probe]:
    return source_probes(cpu, MEMORY_KINDS, ("$vgpr", "$sgpr"), every=True)


EXEC_READERS = (
    "$vgpr0, $vgpr1 = V_PERMLANE32_SWAP_B32_e64 $vgpr0(tied-def 0), $vgpr1(tied-def 1), 0, 0, implicit $exec",
    "$sgpr20 = V_READFIRSTLANE_B32 $vgpr2, implicit $exec",
    "$vgpr3 = V_MOV_B32_dpp $vgpr3(tied-def 0), $vgpr2, 1, 15, 15, 0, implicit $exec",
    "$agpr0_agpr1_agpr2_agpr3 = V_MFMA_F32_4X4X1F32_e64 $vgpr4, $vgpr5, $agpr0_agpr1_agpr2_agpr3, 0, 0, 0, "
    "implicit $mode, implicit $exec",
)


def exec_writer_probes(cpu: str) -> list[Probe]:
    out = []
    for name, info in opcodes(load_opcode_table(cpu), VALU_KINDS):
        if name.endswith(("_sdwa", "_dpp")):
            continue
        built = instruction(name, info, use_base=40)
        if built is None:
            continue
        text, ops = built
        if "exec" in info.implicit_defs:
            writer = text
        elif name.startswith("V_CMP_") and info.num_defs == 1 and info.operand_classes[0] == "s64":
            writer = text.replace(ops[0] + " = ", "$exec = ", 1)  # a compare result written to EXEC
        else:
            continue
        out.extend((name, f"{writer}\n{reader}") for reader in EXEC_READERS)
    return out


SCALAR_WRITERS = (
    "$sgpr40 = V_READFIRSTLANE_B32 $vgpr9, implicit $exec",  # a VALU writes an SGPR
    "V_CMP_EQ_U32_e32 $vgpr8, $vgpr9, implicit-def $vcc, implicit $exec",  # a VALU writes VCC
    "$m0 = S_MOV_B32 0",  # an SALU writes M0
)
SCALAR_READER_KINDS = (*VALU_KINDS, "VMEM", "DS", "GDS", "LDS_DMA", "SALU", "SMEM")


def scalar_reader_probes(cpu: str) -> list[Probe]:
    """Every opcode whose first SGPR operand is $sgpr40 (or implicitly reads VCC or M0), after a
    VALU write of $sgpr40 or VCC and an SALU write of M0."""
    out = []
    for name, info in opcodes(load_opcode_table(cpu), SCALAR_READER_KINDS):
        built = instruction(name, info, dpp_immediates(name, info), use_base=40)
        if built is None or name == "V_WRITELANE_B32":
            continue
        text, ops = built
        uses = ops[info.num_defs :]
        reads = {w for w in SCALAR_WRITERS[:1] if any(op.startswith("$sgpr40") for op in uses)}
        if "vcc" in info.implicit_uses or "$vcc" in text:
            reads.add(SCALAR_WRITERS[1])
        if "m0" in info.implicit_uses:
            reads.add(SCALAR_WRITERS[2])
        out.extend((name, f"{writer}\n{text}") for writer in sorted(reads))
    return out


SETREG = {
    "S_SETREG_B32": "S_SETREG_B32 $sgpr0, {}, implicit-def $mode, implicit $mode",
    "S_SETREG_B32_mode": "S_SETREG_B32_mode $sgpr0, {}, implicit-def $mode, implicit $mode",
    "S_SETREG_IMM32_B32": "S_SETREG_IMM32_B32 1, {}, implicit-def $mode, implicit $mode",
    "S_SETREG_IMM32_B32_mode": "S_SETREG_IMM32_B32_mode 1, {}, implicit-def $mode, implicit $mode",
}
HWREG_READERS = {
    "S_GETREG_B32": "$sgpr1 = S_GETREG_B32 {}, implicit $mode",
    "S_GETREG_B32_const": "$sgpr1 = S_GETREG_B32_const {}",
    "S_RFE_B64": "S_RFE_B64 $sgpr2_sgpr3",
    "S_RFE_RESTORE_B64": "S_RFE_RESTORE_B64 $sgpr2_sgpr3, $sgpr4",
    **SETREG,
}
GAPS = ("", "$sgpr5 = S_MOV_B32 0\n", "$sgpr5 = S_MOV_B32 0\nS_NOP 0\n")


def hwreg_probes(cpu: str) -> list[Probe]:
    # 2049 = MODE (id 1), bits 0..1; 3 = TRAPSTS (id 3); the reader names id 1 with other bits.
    out = []
    for writer in SETREG.values():
        for written in (2049, 3):
            for reader_name, reader in HWREG_READERS.items():
                for read in (1 | 5 << 6, 3):
                    for gap in GAPS:
                        out.append((reader_name, f"{writer.format(written)}\n{gap}{reader.format(read)}"))
    return out


def inline_asm(text: str, flag: int, operand: str) -> str:
    """An INLINEASM with one operand (`flag`: its kind and register class, as llc prints it)."""
    return f'INLINEASM &"{text}", 1 /* sideeffect attdialect */, {flag}, {operand}'


ASM_DEF = inline_asm("v_mov_b32 $0, 0", 1245194, "def $vgpr0")  # regdef:VGPR_32
ASM_USE = inline_asm("; use $0", 1245193, "$vgpr0")  # reguse:VGPR_32
ASM_SGPR_DEF = inline_asm("s_mov_b32 $0, 0", 1835018, "def $sgpr4")  # regdef:SReg_32
ASM_CLOBBER = inline_asm("; clobber", 12, "implicit-def early-clobber $vgpr0")
SDWA_BYTE0 = (
    "$vgpr0 = V_ADD_U32_sdwa 0, $vgpr1, 0, $vgpr2, 0, 0, 0, 6, 6, implicit $exec, implicit $vgpr0(tied-def 0)"
)
WIDE_STORE = "GLOBAL_STORE_DWORDX4 $vgpr10_vgpr11, $vgpr0_vgpr1_vgpr2_vgpr3, 0, 0, implicit $exec"
MFMA = (
    "$agpr0_agpr1_agpr2_agpr3 = V_MFMA_F32_4X4X1F32_e64 $vgpr0, $vgpr1, $agpr0_agpr1_agpr2_agpr3, 0, 0, 0, "
    "implicit $mode, implicit $exec"
)
ASM_CASES = {
    "sdwa-then-asm-use": [SDWA_BYTE0, ASM_USE],
    "sdwa-then-asm-def": [SDWA_BYTE0, ASM_DEF],
    "store-then-asm-def": [WIDE_STORE, ASM_DEF],
    "store-then-asm-clobber": [WIDE_STORE, ASM_CLOBBER],
    "asm-then-valu": [ASM_DEF, READER],
    "asm-then-asm": [ASM_DEF, ASM_USE],
    "asm-then-mfma": [ASM_DEF, MFMA],
    "asm-sgpr-then-valu": [ASM_SGPR_DEF, "$vgpr5 = V_ADD_U32_e64 $sgpr4, $vgpr1, 0, implicit $exec"],
    "asm-clobber-then-valu": [ASM_CLOBBER, READER],
    "asm-then-store": [ASM_DEF, "GLOBAL_STORE_DWORD $vgpr10_vgpr11, $vgpr0, 0, 0, implicit $exec"],
    "asm-gap-then-valu": [ASM_DEF, "$vgpr7 = V_MOV_B32_e32 0, implicit $exec", READER],
    "trans-then-asm": ["$vgpr0 = V_EXP_F32_e32 $vgpr1, implicit $mode, implicit $exec", ASM_USE],
}


def asm_probes(cpu: str) -> list[Probe]:
    return [(name, "\n".join(lines)) for name, lines in ASM_CASES.items()]


RULES = {
    "fwd-plain": forwarding_plain_probes,
    "fwd-mods": forwarding_modifier_probes,
    "valu-src": valu_source_probes,
    "mem-src": memory_source_probes,
    "exec-writer": exec_writer_probes,
    "scalar-reader": scalar_reader_probes,
    "hwreg": hwreg_probes,
    "asm": asm_probes,
}
# The least number of probes compared, and of those llc puts wait states in, per rule and CPU.
MINIMUM = {
    "fwd-plain": (850, 100),
    "fwd-mods": (1500, 150),
    "valu-src": (1000, 100),
    "mem-src": (10000, 5000),
    "exec-writer": (600, 300),
    "scalar-reader": (1000, 300),
    "hwreg": (350, 200),
    "asm": (12, 8),
}


@pytest.mark.parametrize("cpu", CPUS)
@pytest.mark.parametrize("rule", list(RULES))
def test_other_hazards_match_llc_for_every_opcode(rule, cpu):
    # llc's number is the floor of the default mode, but for inline asm: by default mirpass reads
    # the asm, and its floor is llc's number for the asm's instructions written as instructions
    # (tests/test_inline_asm.py::test_default_mode_on_the_asm_probes, on these same probes).
    assert_matches_llc(cpu, RULES[rule](cpu), MINIMUM[rule], default_floor=rule != "asm")


if __name__ == "__main__":  # counts per rule and CPU: python tests/test_hazard_opcodes_other.py [RULE...]
    import sys

    report(RULES, CPUS, sys.argv[1:])
