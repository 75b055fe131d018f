"""The read-only WMMA VGPR reorder analysis (`-run-pass=wmma-vgpr-reorder`), issue 6.

Inputs are in tests/mir/wmma (regenerate with tests/mir/wmma/make_cases.py); every one is real
gfx1250 or gfx1200 MIR that llc 22 accepts (checked below when llc is installed).
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path
from xml.etree import ElementTree

import pytest

from mirpass import cli
from mirpass.api import resolve
from mirpass.ir.translate import Translator
from mirpass.mir import read
from mirpass.passes.wmma_reorder import (
    FullInstructionLiveness,
    PoolVaryingReorderAlgorithm,
    RegGroup,
    WmmaIntervalLiveness,
    WmmaNode,
    WmmaVgprReorderAnalysis,
    detect_ab_indices,
    pair_aliases,
    reorder_contiguously,
)
from mirpass.passes.wmma_reorder.algorithm import order_violations
from mirpass.passes.wmma_reorder.liveness import BlockContext
from mirpass.passes.wmma_reorder.pools import infer_pools, metadata_pools

from conftest import CORPUS, ROOT, requires_llc, run_llc

CASES = ROOT / "tests" / "mir" / "wmma"
DOCS = ROOT / "docs" / "wmma"
REAL = CORPUS / "wmma_gemm.gfx1200.before-waitcnt.mir"


def analyze(name: str, liveness: str = "wmma", pools: str = "tags", varying: str = "auto", path=None):
    path = Path(path) if path else CASES / name
    mir = read(path.read_bytes(), str(path))
    backend = FullInstructionLiveness() if liveness == "full" else WmmaIntervalLiveness()
    results = WmmaVgprReorderAnalysis(backend, varying=varying).analyze_file(mir, resolve(mir), pools)
    return results


def only(name: str, **kw):
    results = analyze(name, **kw)
    assert len(results) == 1
    return results[0]


def pairs(nodes):
    """(varying, shared) register bases, in order."""
    return [(n.a.base, n.b.base) for n in nodes]


@pytest.mark.parametrize("path", sorted(CASES.glob("*.mir")), ids=lambda p: p.name)
@requires_llc
def test_inputs_are_valid_mir_for_llc(path):
    cpu = path.name.split(".")[1]
    proc = run_llc(["-mtriple=amdgcn-amd-amdhsa", f"-mcpu={cpu}", "-run-pass=none",
                    "-verify-machineinstrs", str(path), "-o", "-"])
    assert proc.returncode == 0, proc.stderr


# ---- the "Must show" scenarios ----------------------------------------------------------


@pytest.mark.parametrize("liveness", ["wmma", "full"])
def test_two_pool_b_major_is_applicable_and_saves_the_varying_registers(liveness):
    r = only("bmajor_2pool.gfx1250.mir", liveness=liveness)
    assert r.applicable and r.varying_operand == "src0"
    assert r.total_vgpr_saved == 16
    assert [(a.canonical, a.aliasable) for a in r.aliases] == [
        (RegGroup(0, 8), RegGroup(32, 8)),
        (RegGroup(8, 8), RegGroup(40, 8)),
    ]
    # A-contiguous inside each pool: (A0,B16), (A0,B24), (A8,B16), (A8,B24), then pool 1.
    assert pairs(r.desired_order) == [(0, 16), (0, 24), (8, 16), (8, 24),
                                      (32, 16), (32, 24), (40, 16), (40, 24)]
    wmma_reps = [x for x in r.replacements if x.inst.opcode.startswith("V_WMMA")]
    load_reps = [x for x in r.replacements if x.inst.opcode.startswith("DS_READ")]
    pool1 = {n.inst for n in r.pools[1]}
    assert len(wmma_reps) == 4
    assert all(x.is_src and x.inst in pool1 and x.operand_index == 2 for x in wmma_reps)
    assert {x.old_reg for x in wmma_reps} == {"$" + "_".join(f"vgpr{k}" for k in range(b, b + 8))
                                              for b in (32, 40)}
    # The loads that fill the aliased groups are rewritten too, as destinations.
    assert len(load_reps) == 4 and not any(x.is_src for x in load_reps)
    renamed = {x.old_reg: x.new_reg for x in load_reps}
    assert renamed["$vgpr32_vgpr33_vgpr34_vgpr35"] == "$vgpr0_vgpr1_vgpr2_vgpr3"
    assert not order_violations_of(r)


def test_two_pool_b_major_on_gfx1200():
    r = only("bmajor_2pool.gfx1200.mir")
    assert r.applicable and r.total_vgpr_saved == 8  # two 4-VGPR A groups
    assert pairs(r.desired_order)[:4] == [(0, 16), (0, 20), (4, 16), (4, 20)]


@pytest.mark.parametrize("liveness", ["wmma", "full"])
def test_symmetric_b_varying_case(liveness):
    r = only("bvarying_2pool.gfx1250.mir", liveness=liveness)
    assert r.varying_operand == "src1"  # src0 (16/24) recurs in pool 1, so it is shared
    assert r.applicable and r.total_vgpr_saved == 16
    # Relabelled: a = hardware src1 (varying), b = hardware src0 (shared).
    assert pairs(r.desired_order)[:4] == [(0, 16), (0, 24), (8, 16), (8, 24)]
    hw = [(n.b.base, n.a.base) for n in r.desired_order[:4]]  # (src0, src1)
    assert hw == [(16, 0), (24, 0), (16, 8), (24, 8)]
    assert all(x.operand_index == 4 for x in r.replacements if x.inst.opcode.startswith("V_WMMA"))


def test_three_pool_buffering():
    r = only("triple_buffer.gfx1250.mir")
    assert r.applicable and len(r.pools) == 3
    assert len(r.aliases) == 4 and r.total_vgpr_saved == 32
    assert {(a.canonical.base, a.aliasable.base, a.pool) for a in r.aliases} == {
        (0, 32, 1), (8, 40, 1), (0, 64, 2), (8, 72, 2)}
    assert len(r.desired_order) == 12


def test_a_major_input_is_not_applicable():
    r = only("amajor_2pool.gfx1250.mir")
    assert not r.applicable and "not inflated" in r.reason
    assert r.total_vgpr_saved == 0 and not r.replacements
    assert [n.line for n in r.desired_order] == [n.line for n in r.original_order]


def test_single_pool_is_not_applicable():
    r = only("single_pool.gfx1200.mir")
    assert not r.applicable and "single pool" in r.reason


def wmma_lines(name: str) -> list[int]:
    text = (CASES / name).read_text().splitlines()
    return [i + 1 for i, s in enumerate(text) if "V_WMMA" in s and not s.startswith("#")]


def test_missing_tag_bails_out_the_block():
    r = only("missing_tag.gfx1250.mir")
    third = wmma_lines("missing_tag.gfx1250.mir")[2]
    assert not r.applicable and f"untagged WMMA at line {third}:" in r.reason
    assert not r.pools and not r.aliases


def test_raw_on_c_constrains_the_order():
    r = only("raw_on_c.gfx1250.mir")
    lines = (CASES / "raw_on_c.gfx1250.mir").read_text().splitlines()
    writer = next(i + 1 for i, s in enumerate(lines) if "DS_READ_B128_gfx9 $vgpr120, 4096" in s)
    w01 = next(n for n in r.pools[0] if (n.a.base, n.b.base) == (0, 24))
    assert w01.line > writer  # w01 accumulates into the registers the load writes
    ideal0 = pairs(r.ideal_order[:4])
    assert ideal0 == [(0, 16), (0, 24), (8, 16), (8, 24)]
    # w01 cannot rise above the load (it would read C01 before it is written), so pool 0
    # keeps w00, w10 first; pool 1 is unconstrained and gets its ideal order.
    assert pairs(r.desired_order[:4]) == [(0, 16), (8, 16), (0, 24), (8, 24)]
    assert pairs(r.desired_order[4:]) == [(32, 16), (32, 24), (40, 16), (40, 24)]
    assert any("rank limited to [2, 3]" in note for note in r.notes)
    assert not order_violations_of(r)
    assert r.applicable  # the constrained order still frees the aliases


# ---- liveness backends --------------------------------------------------------------------


def block_of(name: str):
    path = CASES / name
    mir = read(path.read_bytes(), str(path))
    tf = Translator(resolve(mir)).translate(mir.functions[0])
    ops = tf.blocks[0]
    slots = [op.index for op in ops if op.kind == "WMMA"]
    nodes = []
    for s in slots:
        g = [RegGroup(ops[s].roles[r][0], len(ops[s].roles[r])) for r in ("src0", "src1", "vdst")]
        nodes.append(WmmaNode(ops[s].inst, s, 0, *g))
    return BlockContext(mir.functions[0].name, tf, 0, ops, slots), nodes


def test_wmma_interval_liveness_of_a_b_major_pool():
    ctx, nodes = block_of("bmajor_2pool.gfx1250.mir")
    live = WmmaIntervalLiveness().compute_liveness(ctx, nodes[:4])
    span = {g.base: (iv.first, iv.last) for g, iv in live.items()}
    assert span == {0: (0, 2), 8: (1, 3), 16: (0, 1), 24: (2, 3)}


def test_full_liveness_sees_loads_that_the_wmma_backend_does_not():
    # Pool 1's A32 is loaded between pool 0's 2nd and 3rd WMMA. In the original order A0 is
    # still needed after that load; in the proposed order it is not.
    ctx, nodes = block_of("interleaved.gfx1250.mir")
    full = FullInstructionLiveness()
    before = full.compute_liveness(ctx, nodes)
    assert before[RegGroup(0, 8)].overlaps(before[RegGroup(32, 8)])
    r = only("interleaved.gfx1250.mir", liveness="full")
    assert r.applicable and r.total_vgpr_saved == 16
    assert not r.liveness_after[RegGroup(0, 8)].overlaps(r.liveness_after[RegGroup(32, 8)])
    # With every load hoisted to the top both pools' registers are live together: the
    # wmma-only backend still proposes the aliases, the full backend rejects them.
    r = only("prefetch.gfx1250.mir")
    assert r.applicable and sum("needs code motion" in n for n in r.notes) == 2
    r = only("prefetch.gfx1250.mir", liveness="full")
    assert not r.applicable and len(r.rejected_aliases) == 2
    assert all("overlaps" in why for _, why in r.rejected_aliases)


# ---- algorithm layer in isolation ----------------------------------------------------------


def node(a: int, b: int, c: int, pool: int = 0) -> WmmaNode:
    return WmmaNode(None, 0, pool, RegGroup(a, 8), RegGroup(b, 8), RegGroup(c, 8))  # type: ignore[arg-type]


def b_major(a0: int, a1: int, pool: int) -> list[WmmaNode]:
    return [node(a0, 16, 80, pool), node(a1, 16, 88, pool), node(a0, 24, 96, pool), node(a1, 24, 104, pool)]


def test_algorithm_layer_two_and_three_pools():
    algo = PoolVaryingReorderAlgorithm()
    for bases, n_alias in (([(0, 8), (32, 40)], 2), ([(0, 8), (32, 40), (64, 72)], 4)):
        pools = [b_major(a0, a1, p) for p, (a0, a1) in enumerate(bases)]
        seq = [n for p in pools for n in p]
        live = WmmaIntervalLiveness().compute_liveness(None, seq)  # type: ignore[arg-type]
        res = algo.solve(pools, live)
        assert len(res.aliases) == n_alias and len(res.desired_order) == 4 * len(bases)
        for a in res.aliases:
            assert a.canonical.base < 16 and a.aliasable.base >= 32 and a.vgpr_saved == 8


def test_detect_ab_indices_and_helpers():
    a_varying = [b_major(0, 8, 0), b_major(32, 40, 1)]
    assert detect_ab_indices(a_varying) == ("src0", "src1")
    b_varying = [[node(16, 0, 80), node(16, 8, 88)], [node(16, 32, 80, 1), node(16, 40, 88, 1)]]
    assert detect_ab_indices(b_varying) == ("src1", "src0")
    assert reorder_contiguously([node(0, 16, 1), node(0, 16, 2)]) is None  # repeated pair
    assert len(pair_aliases(a_varying)) == 2


def test_pool_inference_from_repeating_accumulators():
    g = [(RegGroup(a, 8), RegGroup(b, 8), RegGroup(c, 8)) for a, b, c in
         [(0, 16, 80), (8, 16, 88), (32, 16, 80), (40, 16, 88)]]
    assignment, why = infer_pools(g)
    assert assignment == [0, 0, 1, 1] and "inferred 2 pools" in why
    assert infer_pools(g[:2])[0] is None  # each accumulator once: one pool


# ---- pool sources --------------------------------------------------------------------------


def test_pcsections_metadata_forms():
    text = (CASES / "bmajor_2pool.gfx1250.mir").read_text().replace(
        '!1 = !{!"wmma.pool", i32 1}', '!1 = distinct !{!"wmma.pool", !7}\n  !7 = !{i64 1}')
    mir = read(text, "t.mir")
    assert metadata_pools(mir) == {"!0": 0, "!1": 1, "!2": 2}


def test_sidecar_file_tags_the_missing_wmma(tmp_path):
    side = tmp_path / "pools.json"
    side.write_text(json.dumps({"functions": {"missing_tag": [{"wmma": 2, "pool": 0}]}}))
    r = only("missing_tag.gfx1250.mir", pools=str(side))
    assert r.applicable and r.total_vgpr_saved == 16
    side.write_text(json.dumps({"functions": {"untagged": [
        {"line": n, "pool": int(k >= 4)} for k, n in enumerate(wmma_lines("untagged.gfx1250.mir"))]}}))
    assert only("untagged.gfx1250.mir", pools=str(side)).applicable


def test_infer_mode_reports_inferred_pools():
    assert "untagged" in only("untagged.gfx1250.mir").reason
    r = only("untagged.gfx1250.mir", pools="infer")
    assert r.applicable and r.pool_source == "inferred" and r.total_vgpr_saved == 16
    assert any(n.startswith("inferred 2 pools") for n in r.notes)


# ---- the pass: read-only, CLI, reports ------------------------------------------------------


def order_violations_of(r) -> list[str]:
    """Re-check a result's proposed order against the block's dependences from scratch."""
    ctx, nodes = block_of(f"{r.function}.gfx1250.mir")
    by_line = {n.line: n for n in nodes}
    return order_violations(ctx, [by_line[n.line] for n in r.desired_order])


@pytest.mark.parametrize("name", sorted(p.name for p in CASES.glob("*.mir")))
def test_output_equals_input(name, tmp_path):
    out = tmp_path / "out.mir"
    rc = cli.main(["-run-pass=wmma-vgpr-reorder", str(CASES / name), "-o", str(out)])
    assert rc == 0
    assert out.read_bytes() == (CASES / name).read_bytes()


def test_cli_end_to_end(tmp_path, capfd):
    src = CASES / "bmajor_2pool.gfx1250.mir"
    report, plot, out = tmp_path / "r.json", tmp_path / "p.svg", tmp_path / "o.mir"
    exe = Path(sys.executable).with_name("mirpass")
    cmd = [str(exe) if exe.exists() else shutil.which("mirpass") or "mirpass",
           "-mcpu=gfx1250", "-run-pass=wmma-vgpr-reorder",
           f"--report={report}", f"--plot={plot}", str(src), "-o", str(out)]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert out.read_bytes() == src.read_bytes()
    assert "applicable: 16 VGPRs saveable by 2 aliases" in proc.stderr
    doc = json.loads(report.read_text())
    assert doc["pass"] == "wmma-vgpr-reorder" and doc["total_vgpr_saved"] == 16
    block = doc["blocks"][0]
    assert block["applicable"] and block["varying_operand"] == "src0"
    assert block["aliases"][0] == {"canonical": "v[0:7]", "aliasable": "v[32:39]", "pool": 1, "vgpr_saved": 8}
    assert len(block["replacements"]) == 8
    svg = ElementTree.fromstring(plot.read_text())
    assert svg.tag.endswith("svg")
    assert plot.read_text().count("fill-opacity") == 2 * 6  # 4 A + 2 B rows, before and after


def test_bad_option_values_are_errors(capsys):
    src = str(CASES / "bmajor_2pool.gfx1250.mir")
    assert cli.main(["-run-pass=wmma-vgpr-reorder", "-wmma-liveness=nope", src, "-o", "-"]) == 1
    assert "wmma-liveness" in capsys.readouterr().err
    assert cli.main(["-run-pass=wmma-vgpr-reorder", "-wmma-pools=/no/such.json", src, "-o", "-"]) == 1


# ---- the real corpus kernel ----------------------------------------------------------------


def test_real_gfx1200_gemm_kernel():
    # Untagged: the default mode bails, infer finds the two k-steps of the unrolled loop.
    assert "untagged" in only("", path=REAL).reason
    r = only("", path=REAL, pools="infer")
    assert r.block == 5 and r.wmma_count == 8 and [len(p) for p in r.pools] == [4, 4]
    assert r.varying_operand == "src0" and not r.applicable and "already A-major" in r.reason
    assert any("both src0 and src1" in n for n in r.notes)
    # Forcing src1 as the varying operand: wmma-only liveness sees 8 VGPRs; the loop body
    # loads both k-steps' B tiles up front, so full liveness rejects both aliases.
    r = only("", path=REAL, pools="infer", varying="src1")
    assert r.applicable and r.total_vgpr_saved == 8
    r = only("", path=REAL, pools="infer", varying="src1", liveness="full")
    assert not r.applicable and len(r.rejected_aliases) == 2


def test_committed_real_kernel_report_is_current():
    doc = json.loads((DOCS / "wmma_gemm.gfx1200.report.json").read_text())
    r = only("", path=REAL, pools="infer")
    block = doc["blocks"][0]
    fresh = r.to_json()
    for key in ("applicable", "reason", "desired_order", "total_vgpr_saved", "varying_operand"):
        assert block[key] == fresh[key], key
    assert (DOCS / "wmma_gemm.gfx1200.svg").exists()
