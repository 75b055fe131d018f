"""The per-opcode differentials of test_hazard_opcodes.py and test_hazard_opcodes_other.py on
gfx908 (MI100) and gfx90a (MI250X), against llc 22 (`--llvm-compat=22`), and never fewer wait
states in the default mode.

The probes are those of the gfx940 sweeps, built from these CPUs' own opcode tables: every rule
whose probes can be built there (gfx908 has no DGEMM and no VGPR MFMA results, so the rules
about those are left out). For time, each rule compares a deterministic sample of its probes:
every n-th, in opcode order, at most `LIMIT` per rule and CPU.
"""

from __future__ import annotations

import pytest
import test_hazard_opcodes as mai
import test_hazard_opcodes_other as other

from conftest import requires_llc

pytestmark = requires_llc

CPUS = ("gfx908", "gfx90a")
LIMIT = 240
RULES = {
    **{f"mai/{k}": v for k, v in mai.RULES.items()},
    # gfx908: SrcA/B only (SrcC is in AGPRs there)
    "mai/prod-vgpr-ab": lambda cpu: mai.by_opcode(
        mai.producer_probes(cpu, s, "vgpr") for s in ("src0", "src1")
    ),
    **{f"other/{k}": v for k, v in other.RULES.items()},
    "mai908/mfma": lambda cpu: mfma_908_probes(cpu),
}
# Rules about what gfx908 does not have: DGEMM, MFMA results and SrcC in VGPRs, AGPR loads and
# stores (its AGPRs are read and written by MFMAs and v_accvgpr_read/write only).
NOT_ON = {
    "gfx90a": {"mai/prod-vgpr-ab", "mai908/mfma"},
    "gfx908": {
        "mai/prod-vgpr",
        "mai/raw-xdl-agpr",
        "mai/waw-xdl-agpr",
        "mai/war-agpr",
        "mai/store-agpr",
        "mai/raw-xdl-vgpr",
        "mai/raw-dgemm-vgpr",
        "mai/raw-dgemm-agpr",
        "mai/waw-xdl-vgpr",
        "mai/waw-dgemm-vgpr",
        "mai/waw-dgemm-agpr",
        "mai/war-vgpr",
        "mai/fma64",
        "mai/mfma-consumer",
        "mai/mfma",  # its probes store AGPRs: mai908/mfma instead
    },
}
# The least number of probes llc puts wait states in, per rule and CPU (of the sample; measured
# with llc 22 and rounded down a tenth): a rule whose probes llc pads must see padding. Rules not
# listed get none from llc on the CPU (gfx940's forwarding rules, for one).
MINIMUM_WAITS = {
    "gfx908": {
        "mai/prod-agpr": 1,
        "mai/store-vgpr": 3,
        "mai/raw-dot": 18,
        "mai/waw-dot": 18,
        "mai/dot": 7,
        "mai/prod-vgpr-ab": 191,
        "other/valu-src": 28,
        "other/mem-src": 63,
        "other/exec-writer": 201,
        "other/scalar-reader": 62,
        "other/hwreg": 104,
        "other/asm": 2,
        "mai908/mfma": 63,
    },
    "gfx90a": {
        "mai/raw-xdl-vgpr": 174,
        "mai/raw-xdl-agpr": 147,
        "mai/raw-dgemm-vgpr": 174,
        "mai/raw-dgemm-agpr": 143,
        "mai/waw-xdl-vgpr": 167,
        "mai/waw-xdl-agpr": 145,
        "mai/waw-dgemm-vgpr": 167,
        "mai/waw-dgemm-agpr": 145,
        "mai/war-vgpr": 167,
        "mai/war-agpr": 145,
        "mai/prod-vgpr": 207,
        "mai/prod-agpr": 7,
        "mai/fma64": 1,
        "mai/store-vgpr": 16,
        "mai/store-agpr": 16,
        "mai/mfma": 65,
        "mai/mfma-consumer": 147,
        "mai/raw-dot": 149,
        "mai/waw-dot": 143,
        "mai/dot": 79,
        "other/fwd-plain": 4,
        "other/fwd-mods": 19,
        "other/valu-src": 32,
        "other/mem-src": 78,
        "other/exec-writer": 201,
        "other/scalar-reader": 60,
        "other/hwreg": 104,
        "other/asm": 1,
    },
}


def mfma_908_probes(cpu: str) -> list[tuple[str, str]]:
    """gfx908's MAI rules for every MFMA opcode (result in AGPRs 40.., SrcA/B in VGPRs): its
    result read and overwritten by v_accvgpr_read/write, its SrcC overwritten, accumulated into
    (the same tuple, and one overlapping it), and v_accvgpr_write / VALU producers before it;
    v_accvgpr_read before a store of what it read."""
    from mirpass.target.opcodes import load_opcode_table

    table = load_opcode_table(cpu)
    read40 = "$vgpr0 = V_ACCVGPR_READ_B32_e64 $agpr40, implicit $exec"
    write40 = "$agpr40 = V_ACCVGPR_WRITE_B32_e64 $vgpr0, implicit $exec"
    out = []
    for name, info in mai.opcodes(table, ("MFMA",)):
        prod = mai.mfma_of(name, info, 40, 160, 168, 216, "agpr")
        war = mai.mfma_of(name, info, 216, 160, 168, 40, "agpr")
        chain = mai.mfma_of(name, info, 40, 160, 168, 40, "agpr")
        shifted = mai.mfma_of(name, info, 216, 160, 168, 42, "agpr")
        if None in (prod, war, chain, shifted):
            continue
        for body in (
            f"{prod[0]}\n{read40}",  # type: ignore[index]
            f"{prod[0]}\n{write40}",  # type: ignore[index]
            f"{war[0]}\n{write40}",  # type: ignore[index]
            f"{prod[0]}\n{chain[0]}",  # type: ignore[index]
            f"{prod[0]}\n{shifted[0]}",  # type: ignore[index]
            f"{write40}\n{war[0]}",  # type: ignore[index]
            f"$vgpr160 = V_MOV_B32_e32 0, implicit $exec\n{prod[0]}",  # type: ignore[index]
            f"{prod[0]}\nS_NOP 3\n{read40}",  # type: ignore[index]
        ):
            out.append((name, body))
    out.append(
        ("V_ACCVGPR_READ_B32_e64", f"{write40}\n$vgpr1 = V_ACCVGPR_READ_B32_e64 $agpr40, implicit $exec")
    )
    store = "GLOBAL_STORE_DWORD $vgpr100_vgpr101, $vgpr0, 0, 0, implicit $exec"
    out.append(("GLOBAL_STORE_DWORD", f"$vgpr0 = V_ACCVGPR_READ_B32_e64 $agpr1, implicit $exec\n{store}"))
    mov = "$vgpr0 = V_MOV_B32_e32 1, implicit $exec"
    out.append(
        ("GLOBAL_STORE_DWORD", f"{mov}\n$vgpr5 = V_ACCVGPR_READ_B32_e64 $agpr1, implicit $exec\n{store}")
    )
    out.append(
        ("GLOBAL_STORE_DWORD", f"{mov}\n$agpr5 = V_ACCVGPR_WRITE_B32_e64 $vgpr7, implicit $exec\n{store}")
    )
    return out


def sample(probes: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """Every n-th probe in opcode order, at most LIMIT (deterministic)."""
    probes = sorted(probes)
    step = -(-len(probes) // LIMIT) if probes else 1
    return probes[::step]


def cases() -> list[tuple[str, str]]:
    return [(rule, cpu) for cpu in CPUS for rule in RULES if rule not in NOT_ON.get(cpu, ())]


@pytest.mark.parametrize("rule,cpu", cases())
def test_hazards_match_llc_for_sampled_opcodes(rule, cpu):
    probes = sample(RULES[rule](cpu))
    # for inline asm the default mode's floor is llc's number for the asm's instructions written
    # as instructions (tests/test_inline_asm.py::test_default_mode_on_the_asm_probes)
    compared, with_waits, rejected, differ = mai.compare(cpu, probes, default_floor=rule != "other/asm")
    assert differ == [], f"{len(differ)} of {compared} differ (llc, mirpass): {differ[:10]}"
    # llc rejects some probes per CPU (gfx908 has no AGPR loads and stores): at least 40% remain
    assert compared >= min(len(probes) * 2 // 5, 90), (compared, rejected)
    assert with_waits >= MINIMUM_WAITS[cpu].get(rule, 0), (compared, with_waits, rejected)


if __name__ == "__main__":  # counts per rule and CPU: python tests/test_hazard_opcodes_gfx90a.py
    for rule, cpu in cases():
        c, w, r, d = mai.compare(cpu, sample(RULES[rule](cpu)))
        print(f"{rule:22} {cpu} compared {c:4} with waits {w:4} rejected {r:3} differ {len(d)}", d[:3])
