"""The wait-count pass (issue 5): the seed's worked examples, the verifier on the corpus, seeded
defects, and llc 22 reading and compiling what the pass writes."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from mirpass.api import resolve, run_passes, to_text
from mirpass.ir.translate import Translator
from mirpass.mir import Operand, read
from mirpass.passes.registry import PassContext
from mirpass.passes.waitcnt.lds import LdsResolver
from mirpass.passes.waitcnt.pass_ import run_on_function
from mirpass.passes.waitcnt.verify import verify_waits

from conftest import CORPUS, LLVM_BIN, ROOT, requires_llc, run_llc

WAITCNT_DIR = ROOT / "tests" / "mir" / "waitcnt"
sys.path.insert(0, str(ROOT / "tools"))

BEFORE = sorted(CORPUS.glob("*.before-waitcnt.mir"))
INDEX = json.loads((CORPUS / "index.json").read_text()) if (CORPUS / "index.json").exists() else {}


def run_pass(text: str, name: str = "test.mir", options: dict[str, str] | None = None):
    mir = read(text, name)
    target = resolve(mir)
    resolver = LdsResolver(mir.ir_module.text if mir.ir_module else None)
    reports = []
    for mf in mir.functions:
        ctx = PassContext(target, dict(options or {}))
        reports.append(
            run_on_function(mf, ctx, resolver, optimize="no-waitcnt-optimizer" not in (options or {}))
        )
    return mir, target, resolver, reports


def body_lines(mir) -> list[str]:
    text = to_text(mir)
    body = text[text.index("body:") :]
    return [
        line.strip()
        for line in body.splitlines()
        if line.strip() and not line.strip().startswith(("liveins", "successors"))
    ]


def waits_before(lines: list[str], needle: str) -> list[str]:
    """The wait instructions directly before the first line containing `needle`."""
    i = next(k for k, line in enumerate(lines) if needle in line)
    out = []
    k = i - 1
    while k >= 0 and lines[k].startswith("S_WAIT"):
        out.insert(0, lines[k].split(",")[0])
        k -= 1
    return out


def block_lines(lines: list[str], bb: str) -> list[str]:
    start = lines.index(f"{bb}:")
    end = next((k for k in range(start + 1, len(lines)) if lines[k].startswith("bb.")), len(lines))
    return lines[start + 1 : end]


# -- the seed's worked examples ----------------------------------------------------------------


def test_ds_reads_consumed_by_wmma():
    mir, *_ = run_pass((WAITCNT_DIR / "ds_wmma.gfx1250.mir").read_text())
    lines = body_lines(mir)
    wmmas = [k for k, line in enumerate(lines) if "V_WMMA" in line]
    assert lines[wmmas[0] - 1] == "S_WAIT_DSCNT 2"
    assert lines[wmmas[1] - 1] == "S_WAIT_DSCNT 0"
    assert sum(line.startswith("S_WAIT") for line in lines) == 2


def test_war_on_lds_across_a_cfg_edge():
    mir, *_ = run_pass((WAITCNT_DIR / "war_lds_edge.gfx1250.mir").read_text())
    lines = body_lines(mir)
    assert waits_before(lines, "TENSOR_LOAD_TO_LDS") == ["S_WAIT_DSCNT 0"]


def test_per_path_tail_compensation():
    mir, *_ = run_pass((WAITCNT_DIR / "tail_compensation.gfx1250.mir").read_text())
    lines = body_lines(mir)
    shallow = block_lines(lines, "bb.2")
    assert shallow[0].startswith("S_WAIT_TENSORCNT 0") and shallow[1].startswith("S_BRANCH")
    assert waits_before(block_lines(lines, "bb.3"), "DS_READ") == ["S_WAIT_TENSORCNT 2"]
    assert not any(line.startswith("S_WAIT") for line in block_lines(lines, "bb.1"))


def test_multi_anchor_diamond_with_optimizer():
    mir, *_ = run_pass((WAITCNT_DIR / "multi_anchor_diamond.gfx1250.mir").read_text())
    lines = body_lines(mir)
    assert block_lines(lines, "bb.2")[0].startswith("S_WAIT_TENSORCNT 0")
    merge = block_lines(lines, "bb.3")
    assert waits_before(merge, "from @lds0") == ["S_WAIT_TENSORCNT 2"]
    assert waits_before(merge, "from @lds1") == ["S_WAIT_TENSORCNT 0"]  # added by finalizePlan


def test_multi_anchor_diamond_without_optimizer():
    mir, *_ = run_pass(
        (WAITCNT_DIR / "multi_anchor_diamond.gfx1250.mir").read_text(), options={"no-waitcnt-optimizer": "1"}
    )
    lines = body_lines(mir)
    assert not any(line.startswith("S_WAIT") for line in block_lines(lines, "bb.2"))
    merge = block_lines(lines, "bb.3")
    assert waits_before(merge, "from @lds0") == ["S_WAIT_TENSORCNT 0"]
    assert waits_before(merge, "from @lds1") == []  # no second wait


def test_worked_examples_verify_clean_and_tail_drain_is_needed():
    for path in sorted(WAITCNT_DIR.glob("*.mir")):
        mir, target, resolver, _ = run_pass(path.read_text(), path.name)
        for mf in mir.functions:
            assert verify_waits(Translator(target).translate(mf), resolver=resolver) == [], path.name
    mir, target, resolver, _ = run_pass((WAITCNT_DIR / "multi_anchor_diamond.gfx1250.mir").read_text())
    mf = mir.functions[0]
    shallow = mf.blocks[2]
    drain = next(i for i in shallow.instructions if i.opcode == "S_WAIT_TENSORCNT")
    shallow.remove(drain)
    assert any(v.kind == "LDS" for v in verify_waits(Translator(target).translate(mf), resolver=resolver))


def test_annotate_names_producers_and_paths():
    mir, *_ = run_pass((WAITCNT_DIR / "tail_compensation.gfx1250.mir").read_text(), options={"annotate": "1"})
    text = to_text(mir)
    assert "; waitcnt: tensorcnt(2) LDS drains TENSOR_LOAD_TO_LDS@bb.0 bound via bb.1,bb.2" in text


@requires_llc
@pytest.mark.parametrize("name", ["multi_succ_promotion.gfx1250.mir", "sink_to_dep_path.gfx1250.mir"])
def test_join_improvements_drain_less_than_llc(name):
    """Promotion through a predecessor with two successors, and a wait moved to the only path
    that carries the dependency: verifier-clean, and fewer ops drained than llc 22's waits."""
    from compare_waitcnt import function_metrics, run_llc

    text = (WAITCNT_DIR / name).read_text()
    mir, target, resolver, _ = run_pass(text, name)
    for mf in mir.functions:
        assert verify_waits(Translator(target).translate(mf), resolver=resolver) == []
    ours = function_metrics(to_text(mir, llvm22_spelling=True), name, "gfx1250")
    proc = run_llc(text, "gfx1250", "+wavefrontsize32")
    assert proc.returncode == 0, proc.stderr
    theirs = function_metrics(proc.stdout, name, "gfx1250")
    for fn, mine in ours.items():
        assert mine["drained"] < theirs[fn]["drained"], (fn, mine, theirs[fn])


# -- target edges ------------------------------------------------------------------------------

GFX942_FN = """\
---
name: {name}
tracksRegLiveness: true
machineFunctionInfo:
  isEntryFunction: {entry}
body: |
  bb.0:
    liveins: $vgpr0_vgpr1, $vgpr2_vgpr3, $sgpr30_sgpr31

{body}
...
"""


def gfx942(body: str, entry: bool = True, name: str = "f") -> str:
    return GFX942_FN.format(name=name, entry=str(entry).lower(), body=body)


def out_lines(text: str, cpu: str = "gfx942") -> list[str]:
    mir = read(text, "t.mir")
    target = resolve(mir, None, cpu)
    for mf in mir.functions:
        run_on_function(mf, PassContext(target, {}))
    return body_lines(mir)


def test_two_loads_then_uses_gfx942_and_gfx1200():
    body = """\
    $vgpr4 = GLOBAL_LOAD_DWORD $vgpr0_vgpr1, 0, 0, implicit $exec
    $vgpr5 = GLOBAL_LOAD_DWORD $vgpr2_vgpr3, 0, 0, implicit $exec
    $vgpr6 = V_ADD_U32_e32 $vgpr4, $vgpr4, implicit $exec
    $vgpr7 = V_ADD_U32_e32 $vgpr5, $vgpr6, implicit $exec
    GLOBAL_STORE_DWORD $vgpr0_vgpr1, $vgpr7, 0, 0, implicit $exec
    S_ENDPGM 0"""
    lines = out_lines(gfx942(body))
    assert [line for line in lines if line.startswith("S_WAIT")] == ["S_WAITCNT 3953", "S_WAITCNT 3952"]
    lines = out_lines(gfx942(body), "gfx1200")
    assert [line for line in lines if line.startswith("S_WAIT")] == ["S_WAIT_LOADCNT 1", "S_WAIT_LOADCNT 0"]


def test_callable_function_entry_and_return():
    body = """\
    $vgpr4 = GLOBAL_LOAD_DWORD $vgpr0_vgpr1, 0, 0, implicit $exec
    GLOBAL_STORE_DWORD $vgpr0_vgpr1, $vgpr2, 0, 0, implicit $exec
    SI_RETURN"""
    lines = out_lines(gfx942(body, entry=False))
    assert lines[2] == "S_WAITCNT 0"
    assert waits_before(lines, "SI_RETURN") == ["S_WAITCNT 3952"]
    lines = out_lines(gfx942(body, entry=False), "gfx1200")
    assert lines[2:7] == [
        "S_WAIT_LOADCNT_DSCNT 0",
        "S_WAIT_EXPCNT 0",
        "S_WAIT_SAMPLECNT 0",
        "S_WAIT_BVHCNT 0",
        "S_WAIT_KMCNT 0",
    ]
    assert waits_before(lines, "SI_RETURN") == ["S_WAIT_LOADCNT 0"]


def test_smem_is_out_of_order_and_mixes_force_zero():
    body = """\
    $sgpr4 = S_LOAD_DWORD_IMM $sgpr30_sgpr31, 0, 0
    $vgpr4 = DS_READ_B32_gfx9 $vgpr0, 0, 0, implicit $exec
    $vgpr5 = DS_READ_B32_gfx9 $vgpr1, 0, 0, implicit $exec
    $vgpr6 = V_ADD_U32_e32 $vgpr4, $vgpr4, implicit $exec
    S_ENDPGM 0"""
    assert waits_before(out_lines(gfx942(body)), "V_ADD") == ["S_WAITCNT 49279"]  # lgkmcnt(0)
    lines = out_lines(gfx942(body), "gfx1200")
    assert waits_before(lines, "V_ADD") == ["S_WAIT_DSCNT 1"]


def test_soft_waits_are_kept_only_where_something_is_in_flight_and_hard_ones_credited():
    body = """\
    S_WAITCNT_soft 0
    $vgpr4 = DS_READ_B32_gfx9 $vgpr0, 0, 0, implicit $exec
    $vgpr5 = DS_READ_B32_gfx9 $vgpr1, 0, 0, implicit $exec
    S_WAITCNT 49535
    $vgpr6 = V_ADD_U32_e32 $vgpr4, $vgpr4, implicit $exec
    S_WAITCNT_soft 49279
    S_BARRIER
    S_ENDPGM 0"""
    lines = out_lines(gfx942(body))
    assert "S_WAITCNT_soft 0" not in lines
    assert waits_before(lines, "V_ADD") == ["S_WAITCNT 49535"]  # the input's lgkmcnt(1) suffices
    assert waits_before(lines, "S_BARRIER") == ["S_WAITCNT 49279"]  # the soft one, now hard


def test_vmem_loads_to_the_same_register_need_no_waw_wait_on_gfx9_only():
    body = """\
    $vgpr4 = GLOBAL_LOAD_DWORD $vgpr0_vgpr1, 0, 0, implicit $exec
    $vgpr4 = GLOBAL_LOAD_DWORD $vgpr2_vgpr3, 0, 0, implicit $exec
    S_ENDPGM 0"""
    assert not [line for line in out_lines(gfx942(body)) if line.startswith("S_WAIT")]
    assert waits_before(out_lines(gfx942(body), "gfx1200"), "$vgpr2_vgpr3") == ["S_WAIT_LOADCNT 0"]


def test_store_then_load_combined_gfx12_form():
    body = """\
    $vgpr4 = GLOBAL_LOAD_DWORD $vgpr0_vgpr1, 0, 0, implicit $exec
    $vgpr5 = DS_READ_B32_gfx9 $vgpr2, 0, 0, implicit $exec
    $vgpr6 = V_ADD_U32_e32 $vgpr4, $vgpr5, implicit $exec
    S_ENDPGM 0"""
    assert waits_before(out_lines(gfx942(body), "gfx1200"), "V_ADD") == ["S_WAIT_LOADCNT_DSCNT 0"]


def test_xcnt_on_gfx1250():
    body = """\
    $vgpr4 = GLOBAL_LOAD_DWORD $vgpr0_vgpr1, 0, 0, implicit $exec
    $vgpr5 = GLOBAL_LOAD_DWORD $vgpr2_vgpr3, 0, 0, implicit $exec
    $vgpr0 = V_MOV_B32_e32 0, implicit $exec
    S_ENDPGM 0"""
    assert waits_before(out_lines(gfx942(body), "gfx1250"), "V_MOV") == ["S_WAIT_XCNT 1"]
    assert not [line for line in out_lines(gfx942(body), "gfx1200") if line.startswith("S_WAIT")]


# -- the corpus: verifier, seeded defects, llc --------------------------------------------------


def corpus_outputs(path: Path):
    mir, target, resolver, reports = run_pass(path.read_text(), str(path))
    return mir, target, resolver, reports


@pytest.mark.parametrize("path", BEFORE, ids=lambda p: p.name.replace(".before-waitcnt.mir", ""))
def test_verifier_finds_no_violation_on_the_pass_output(path):
    mir, target, resolver, reports = corpus_outputs(path)
    for mf, rep in zip(mir.functions, reports, strict=True):
        assert rep.converged
        extra = {k: v for k, (_, v) in rep.soft_requirements.items()}
        vs = verify_waits(Translator(target).translate(mf), resolver=resolver, extra_requirements=extra)
        assert vs == [], "\n".join(map(str, vs))


def _weaken(inst) -> bool:
    """Loosen one counter of a wait by one; False if it cannot be loosened."""
    from mirpass.target.waitcnt import GFX9_WAITCNT, decode, encode, layout_of

    imm = inst.operands[0].imm
    fields = layout_of(inst.opcode)
    if fields is None:
        if imm >= 6:
            return False
        new = imm + 1
    else:
        counts = decode(fields, imm)
        f = next((f for f in fields if counts[f.counter] < min(f.max, 6)), None)
        if f is None or fields is GFX9_WAITCNT and counts[f.counter] + 1 >= f.max:
            return False
        counts[f.counter] += 1
        new = encode(fields, counts)
    inst.operands[0] = Operand.immediate(new)
    inst.mark_edited()
    return True


@pytest.mark.parametrize("path", BEFORE, ids=lambda p: p.name.replace(".before-waitcnt.mir", ""))
def test_seeded_defects_are_reported(path):
    """Delete, then weaken, each wait the pass emitted for a dependency, on every corpus file;
    the verifier must object to each: every wait is needed, and none could be looser. (The full
    wait at a callable function's entry is an ABI convention the verifier cannot see.)"""
    mir, target, resolver, reports = corpus_outputs(path)
    missed = []
    checked = 0
    for mf, rep in zip(mir.functions, reports, strict=True):
        extra = {k: v for k, (_, v) in rep.soft_requirements.items()}
        entry_waits = set()
        mfi = mf.properties.get("machineFunctionInfo") or {}
        if not mfi.get("isEntryFunction", False):
            for inst in mf.blocks[0].instructions:
                if not inst.opcode.startswith("S_WAIT"):
                    break
                entry_waits.add(id(inst))
        for inst in rep.emitted:
            if id(inst) in entry_waits:
                continue
            block = next(b for b in mf.blocks if any(i is inst for i in b.items))
            pos = block.items.index(inst)
            block.remove(inst)
            vs = verify_waits(Translator(target).translate(mf), resolver=resolver, extra_requirements=extra)
            block.items.insert(pos, inst)
            checked += 1
            if not vs:
                missed.append(f"deleting {inst.opcode} {inst.operands[0].text} in bb.{block.number}")
            saved = inst.operands[0]
            if _weaken(inst):
                vs = verify_waits(
                    Translator(target).translate(mf), resolver=resolver, extra_requirements=extra
                )
                checked += 1
                if not vs:
                    missed.append(f"weakening {inst.opcode} {saved.text} in bb.{block.number}")
                inst.operands[0] = saved
    assert checked > 0
    assert not missed, "\n".join(missed)


def _mattr(path: Path) -> list[str]:
    mattr = INDEX.get(path.name, {}).get("mattr", "")
    return [f"-mattr={mattr}"] if mattr else []


@requires_llc
@pytest.mark.parametrize("path", BEFORE, ids=lambda p: p.name.replace(".before-waitcnt.mir", ""))
def test_llc_verifies_and_compiles_the_output(path, tmp_path):
    mir, target, _, _ = corpus_outputs(path)
    # llc 22 cannot read some MIR it prints itself; llc22-compat rewrites just those constructs.
    run_passes(mir, ["llc22-compat"], target)
    text = to_text(mir, llvm22_spelling=True)
    args = ["-mtriple=amdgcn-amd-amdhsa", f"-mcpu={target.cpu}", *_mattr(path)]
    src = tmp_path / "in.mir"
    source = read(path.read_text(), str(path))
    run_passes(source, ["llc22-compat"], target)
    src.write_text(to_text(source, llvm22_spelling=True))
    proc = run_llc([*args, "-run-pass=none", "-verify-machineinstrs", str(src), "-o", "/dev/null"])
    assert proc.returncode == 0, proc.stderr
    out = tmp_path / "out.mir"
    out.write_text(text)
    proc = run_llc([*args, "-run-pass=none", "-verify-machineinstrs", str(out), "-o", "/dev/null"])
    assert proc.returncode == 0, proc.stderr
    asm = tmp_path / "out.s"
    proc = run_llc([*args, "-start-before=si-mode-register", str(out), "-o", str(asm)])
    assert proc.returncode == 0, proc.stderr
    mc = subprocess.run(
        [
            str(LLVM_BIN / "llvm-mc"),
            "-triple=amdgcn-amd-amdhsa",
            f"-mcpu={target.cpu}",
            *_mattr(path),
            "-filetype=obj",
            str(asm),
            "-o",
            str(tmp_path / "out.o"),
        ],
        capture_output=True,
        text=True,
    )
    assert mc.returncode == 0, mc.stderr


@requires_llc
@pytest.mark.parametrize("name", sorted(p.name for p in WAITCNT_DIR.glob("*.mir")))
def test_llc_verifies_the_worked_examples(name, tmp_path):
    mir, *_ = run_pass((WAITCNT_DIR / name).read_text(), name)
    out = tmp_path / name
    out.write_text(to_text(mir, llvm22_spelling=True))
    proc = run_llc(
        [
            "-mtriple=amdgcn-amd-amdhsa",
            "-mcpu=gfx1250",
            "-mattr=+wavefrontsize32",
            "-run-pass=none",
            "-verify-machineinstrs",
            str(out),
            "-o",
            "/dev/null",
        ]
    )
    assert proc.returncode == 0, proc.stderr


def test_cli_runs_the_pass_by_alias(tmp_path):
    out = tmp_path / "o.mir"
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "mirpass.cli",
            "-run-pass",
            "waitcnt",
            str(WAITCNT_DIR / "ds_wmma.gfx1250.mir"),
            "-o",
            str(out),
        ],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    assert proc.returncode == 0, proc.stderr
    assert "S_WAIT_DSCNT 2" in out.read_text()
