"""The seed's MFMA hazard tables (shared/seeds/cdna3-cdna4-mfma-hazards.zh.md, sections 2, 3
and 5) as tests: every row, on gfx942 and gfx950, in the default mode. Each case builds the
row's producer/consumer pair and asserts that the wait states mirpass inserts before the
consumer equal the table's number. The expected numbers are the seed's (its formulas evaluated
for P = 2/4/8/16, or its concrete values), never mirpass's output.

Where the table and llc 22 differ, the table wins in the default mode; such rows are listed in
`DIVERGENT` and in docs/divergences.md, and the test checks that `--llvm-compat=22` differs from
the table exactly on those rows (so that the list stays true).
"""

from __future__ import annotations

import re

import pytest
from probes import instruction

from mirpass.api import run_passes, to_text
from mirpass.mir import read
from mirpass.target.opcodes import load_opcode_table
from mirpass.target.targets import resolve_target

from conftest import requires_llc, run_llc

CPUS = ("gfx942", "gfx950")
I950 = {"gfx942": 0, "gfx950": 1}

# XDL producers of each pass count (their vgprcd forms: every tuple in VGPRs), with a different
# XDL opcode of the same pass count and result size (for the "different opcode" rows).
XDL = {
    2: ("V_MFMA_F32_4X4X4F16_vgprcd_e64", "V_MFMA_F32_4X4X4BF16_1K_vgprcd_e64"),
    4: ("V_MFMA_F32_16X16X16F16_vgprcd_e64", "V_MFMA_F32_16X16X16BF16_1K_vgprcd_e64"),
    8: ("V_MFMA_F32_16X16X4F16_vgprcd_e64", "V_MFMA_F32_16X16X4BF16_1K_vgprcd_e64"),
    16: ("V_MFMA_F32_32X32X4F16_vgprcd_e64", "V_MFMA_F32_32X32X4BF16_1K_vgprcd_e64"),
}
XDL_CONSUMER = "V_MFMA_F32_16X16X16F16_vgprcd_e64"  # 4-pass XDL
NON_XDL_CONSUMER = "V_MFMA_F32_4X4X1F32_vgprcd_e64"  # 2-pass, not XDL

# MFMA operand numbers (vdst, src0 = A, src1 = B, src2 = C) and where each tuple goes by default:
# a producer's result at v0 and its own sources far from it, a consumer's elsewhere again.
VDST, SRC_A, SRC_B, SRC_C = 0, 1, 2, 3
PRODUCER = {VDST: 0, SRC_A: 200, SRC_B: 204, SRC_C: 160}
CONSUMER = {VDST: 64, SRC_A: 208, SRC_B: 212, SRC_C: 96}


def _inst(
    cpu: str, name: str, bases: dict[int, int] | None = None, banks: dict[str, str] | None = None
) -> str:
    # gfx950-only opcodes (16x16x32 F16) are read on gfx942 too, as llc's MIR parser reads them
    # for the seed's row: their operands come from the gfx950 table
    table = load_opcode_table(cpu)
    info = table[name] if name in table else load_opcode_table("gfx950")[name]
    built = instruction(name, info, bases=bases or {}, use_base=216, banks=banks)
    assert built is not None, name
    return built[0]


def _mfma(cpu: str, name: str, role: dict[int, int], **over: int) -> str:
    bases = dict(role)
    for k, v in over.items():
        bases[{"d": VDST, "a": SRC_A, "b": SRC_B, "c": SRC_C}[k]] = v
    return _inst(cpu, name, bases)


def _waits(cpu: str, producer: str, consumer: str, compat: bool = False) -> int:
    """Wait states mirpass inserts right before `consumer` placed right after `producer`."""
    body = "\n".join("    " + s for s in (producer, consumer, "S_ENDPGM 0"))
    text = f"---\nname:            f\nbody:             |\n  bb.0:\n{body}\n...\n"
    mir = read(text, "t.mir")
    options = {"llvm-compat": "22"} if compat else {}
    run_passes(mir, ["post-RA-hazard-rec"], resolve_target("amdgcn", cpu, None), options)
    lines = [s.strip() for s in to_text(mir).splitlines()]
    at = lines.index(consumer.strip())
    n = 0
    i = at - 1
    while (m := re.fullmatch(r"S_NOP (\d+)", lines[i])) is not None:
        n += int(m.group(1)) + 1
        i -= 1
    return n


# ---- the rows ----------------------------------------------------------------------------------
# Each row: (id, function of the CPU giving (producer, consumer, expected wait states)).


def _section2() -> list[tuple[str, object]]:
    rows: list[tuple[str, object]] = []
    for p, (prod, other) in XDL.items():
        # D -> A/B (register overlap): P + 3 + (P != 2 ? I950 : 0)
        for src in ("a", "b"):
            rows.append(
                (
                    f"s2-srcab-{src}-P{p}",
                    lambda cpu, prod=prod, p=p, src=src: (
                        _mfma(cpu, prod, PRODUCER),
                        _mfma(cpu, XDL_CONSUMER, CONSUMER, **{src: 0}),
                        p + 3 + (I950[cpu] if p != 2 else 0),
                    ),
                )
            )
        # D -> partial C, XDL consumer: P + 1 + I950 (C shifted by two registers: overlap only)
        rows.append(
            (
                f"s2-partial-c-xdl-P{p}",
                lambda cpu, prod=prod, p=p: (
                    _mfma(cpu, prod, PRODUCER),
                    _mfma(cpu, XDL_CONSUMER, CONSUMER, c=2),
                    p + 1 + I950[cpu],
                ),
            )
        )
        # D -> partial C, non-XDL consumer: P + 1 + (P != 2 ? I950 : 0)
        rows.append(
            (
                f"s2-partial-c-nonxdl-P{p}",
                lambda cpu, prod=prod, p=p: (
                    _mfma(cpu, prod, PRODUCER),
                    _mfma(cpu, NON_XDL_CONSUMER, CONSUMER, c=2),
                    p + 1 + (I950[cpu] if p != 2 else 0),
                ),
            )
        )
        # D -> full C, same opcode: 0, or 2 for P = 2
        rows.append(
            (
                f"s2-full-c-same-P{p}",
                lambda cpu, prod=prod, p=p: (
                    _mfma(cpu, prod, PRODUCER),
                    _mfma(cpu, prod, CONSUMER, c=0),
                    2 if p == 2 else 0,
                ),
            )
        )
        # D -> full C, different opcode: the larger of that and the partial-C rule (XDL consumer)
        rows.append(
            (
                f"s2-full-c-different-P{p}",
                lambda cpu, prod=prod, other=other, p=p: (
                    _mfma(cpu, prod, PRODUCER),
                    _mfma(cpu, other, CONSUMER, c=0),
                    max(2 if p == 2 else 0, p + 1 + I950[cpu]),
                ),
            )
        )
    return rows


def _section3() -> list[tuple[str, object]]:
    mfma_a = lambda cpu: _mfma(cpu, XDL_CONSUMER, CONSUMER, a=40)  # noqa: E731  reads v40_v41
    rows: list[tuple[str, object]] = [
        # an ordinary VALU write of a register an MFMA reads: 2
        (
            "s3-valu-write-mfma-read",
            lambda cpu: (_inst(cpu, "V_MOV_B32_e32", {0: 40}), mfma_a(cpu), 2),
        ),
        # ... also an AGPR written by v_accvgpr_write and read as C
        (
            "s3-accvgpr-write-mfma-read",
            lambda cpu: (
                _inst(cpu, "V_ACCVGPR_WRITE_B32_e64", {0: 8, 1: 41}),
                _inst(cpu, "V_MFMA_F32_4X4X1F32_e64", {0: 0, 1: 220, 2: 221, 3: 8}),
                2,
            ),
        ),
        # a VALU writing EXEC, then an MFMA: 4
        (
            "s3-valu-exec-mfma",
            lambda cpu: (_inst(cpu, "V_CMPX_EQ_I32_e32", {0: 230, 1: 231}), mfma_a(cpu), 4),
        ),
    ]
    for p, (prod, _other) in XDL.items():
        # MFMA D overwritten by a later VALU (WAW): P + 3 (+1 on gfx950 when P != 2)
        rows.append(
            (
                f"s3-waw-P{p}",
                lambda cpu, prod=prod, p=p: (
                    _mfma(cpu, prod, PRODUCER),
                    _inst(cpu, "V_MOV_B32_e32", {0: 1}),
                    p + 3 + (I950[cpu] if p != 2 else 0),
                ),
            )
        )
        # an XDL MFMA reading C, then a VALU overwriting C (WAR): 1/3/7/15 for P = 2/4/8/16
        rows.append(
            (
                f"s3-war-P{p}",
                lambda cpu, prod=prod, p=p: (
                    _mfma(cpu, prod, PRODUCER),
                    _inst(cpu, "V_MOV_B32_e32", {0: PRODUCER[SRC_C]}),
                    {2: 1, 4: 3, 8: 7, 16: 15}[p],
                ),
            )
        )
    # MFMA D read by a VALU or memory instruction (RAW): the seed gives the numbers in section 5
    # (I32 16x16x4, an 8-pass XDL: 11 / 12), both for a VALU read and a FLAT store's data
    raw = "V_MFMA_I32_16X16X4I8_vgprcd_e64"
    rows += [
        (
            "s3-s5-raw-valu-read",
            lambda cpu: (
                _mfma(cpu, raw, PRODUCER),
                _inst(cpu, "V_MOV_B32_e32", {0: 100, 1: 2}),
                11 + I950[cpu],
            ),
        ),
        (
            "s3-s5-raw-flat-store-data",
            lambda cpu: (
                _mfma(cpu, raw, PRODUCER),
                _inst(cpu, "FLAT_STORE_DWORD", {0: 220, 1: 3}),
                11 + I950[cpu],
            ),
        ),
    ]
    return rows


def _section5() -> list[tuple[str, object]]:
    f16 = "V_MFMA_F32_16X16X16F16_vgprcd_e64"
    f16_agpr = "V_MFMA_F32_16X16X16F16_e64"
    i32 = "V_MFMA_I32_16X16X32I8_vgprcd_e64"
    return [
        # two FP16 16x16x16, D -> A and D -> B: 7 / 8
        (
            "s5-f16-srca",
            lambda cpu: (_mfma(cpu, f16, PRODUCER), _mfma(cpu, f16, CONSUMER, a=0), 7 + I950[cpu]),
        ),
        (
            "s5-f16-srcb",
            lambda cpu: (_mfma(cpu, f16, PRODUCER), _mfma(cpu, f16, CONSUMER, b=2), 7 + I950[cpu]),
        ),
        # FP16 D -> partial C, VGPR tuple and AGPR tuple: 5 / 6
        (
            "s5-f16-partial-c-vgpr",
            lambda cpu: (_mfma(cpu, f16, PRODUCER), _mfma(cpu, f16, CONSUMER, c=2), 5 + I950[cpu]),
        ),
        (
            "s5-f16-partial-c-agpr",
            lambda cpu: (
                _inst(cpu, f16_agpr, {0: 0, 1: 200, 2: 204, 3: 160}),
                _inst(cpu, f16_agpr, {0: 64, 1: 208, 2: 212, 3: 2}),
                5 + I950[cpu],
            ),
        ),
        # the same I32 16x16x32, full D -> C: nothing added
        (
            "s5-i32-full-c-same",
            lambda cpu: (_mfma(cpu, i32, PRODUCER), _mfma(cpu, i32, CONSUMER, c=0), 0),
        ),
        # FP16 16x16x32 then FP16 16x16x16, different opcodes, full D -> C: 5 / 6
        (
            "s5-f16-full-c-different",
            lambda cpu: (
                _mfma(cpu, "V_MFMA_F32_16X16X32_F16_vgprcd_e64", PRODUCER),
                _mfma(cpu, f16, CONSUMER, c=0),
                5 + I950[cpu],
            ),
        ),
        # V_MOV_B32 / v_accvgpr_write, then an F32 4x4x1 MFMA reading it: 2
        (
            "s5-vmov-f32-4x4x1",
            lambda cpu: (
                _inst(cpu, "V_MOV_B32_e32", {0: 220}),
                _mfma(cpu, NON_XDL_CONSUMER, CONSUMER, a=220),
                2,
            ),
        ),
        (
            "s5-accvgpr-write-f32-4x4x1",
            lambda cpu: (
                _inst(cpu, "V_ACCVGPR_WRITE_B32_e64", {0: 8, 1: 41}),
                _inst(cpu, "V_MFMA_F32_4X4X1F32_e64", {0: 0, 1: 8, 2: 9, 3: 160}, {"av": "agpr"}),
                2,
            ),
        ),
        # V_CMPX writing EXEC, then an MFMA: 4
        (
            "s5-vcmpx-exec-mfma",
            lambda cpu: (
                _inst(cpu, "V_CMPX_EQ_I32_e32", {0: 230, 1: 231}),
                _mfma(cpu, NON_XDL_CONSUMER, CONSUMER),
                4,
            ),
        ),
        # a 4-pass XDL MFMA reading C, then a VALU overwriting C (D apart from C): 3
        (
            "s5-xdl4-war",
            lambda cpu: (
                _mfma(cpu, f16, PRODUCER),
                _inst(cpu, "V_MOV_B32_e32", {0: PRODUCER[SRC_C] + 1}),
                3,
            ),
        ),
    ]


ROWS = _section2() + _section3() + _section5()

# Rows where llc 22 gives another number than the table (docs/divergences.md).
DIVERGENT = {f"s2-full-c-different-P{p}" for p in XDL} | {"s5-f16-full-c-different"}


@pytest.mark.parametrize("cpu", CPUS)
@pytest.mark.parametrize("row", ROWS, ids=[r[0] for r in ROWS])
def test_seed_row(cpu, row):
    producer, consumer, expected = row[1](cpu)
    assert _waits(cpu, producer, consumer) == expected


@pytest.mark.parametrize("cpu", CPUS)
@pytest.mark.parametrize("row", ROWS, ids=[r[0] for r in ROWS])
def test_seed_row_compat_differs_only_where_listed(cpu, row):
    producer, consumer, expected = row[1](cpu)
    compat = _waits(cpu, producer, consumer, compat=True)
    assert (compat != expected) == (row[0] in DIVERGENT), (compat, expected)


def test_every_section_is_covered():
    ids = [r[0] for r in ROWS]
    assert len(ids) == len(set(ids))
    for prefix in (
        "s2-srcab",
        "s2-partial-c-xdl",
        "s2-partial-c-nonxdl",
        "s2-full-c-same",
        "s2-full-c-different",
    ):
        assert sum(i.startswith(prefix) for i in ids) >= 4  # P = 2, 4, 8, 16
    assert sum(i.startswith("s5-") for i in ids) >= 10


def _nops_before(lines: list[str], consumer: str) -> int:
    at = lines.index(consumer.strip())
    n = 0
    i = at - 1
    while (m := re.fullmatch(r"S_NOP (\d+)", lines[i])) is not None:
        n += int(m.group(1)) + 1
        i -= 1
    return n


@requires_llc
@pytest.mark.parametrize("cpu", CPUS)
def test_llc22_differs_from_the_table_only_where_listed(cpu):
    """The divergence list against llc 22 itself, not only against the compat mode: all rows
    llc 22 can read on `cpu` (gfx942 has no 16x16x32 F16), in one llc run."""
    cases = []
    docs = []
    for k, (rid, make) in enumerate(ROWS):
        producer, consumer, expected = make(cpu)
        if cpu == "gfx942" and "16X16X32_F16" in producer:
            continue
        cases.append((rid, consumer, expected))
        body = "\n".join("    " + s for s in (producer, consumer, "S_ENDPGM 0"))
        docs.append(f"---\nname:            f{k}\nbody:             |\n  bb.0:\n{body}\n...\n")
    args = ["-mtriple=amdgcn", f"-mcpu={cpu}", "-run-pass=post-RA-hazard-rec", "-x", "mir", "-", "-o", "-"]
    p = run_llc(args, "".join(docs))
    assert p.returncode == 0, p.stderr[-2000:]
    funcs = [d for d in p.stdout.split("\n---\n") if "body:" in d]
    assert len(funcs) == len(cases)
    for (rid, consumer, expected), out in zip(cases, funcs, strict=True):
        # llc prints the early-clobber flag of the MFMAs whose result may not overlap a source
        lines = [s.strip().removeprefix("early-clobber ") for s in out.splitlines()]
        got = _nops_before(lines, consumer)
        assert (got != expected) == (rid in DIVERGENT), (rid, got, expected)
