"""Loop-carried prefetch (issue 16): an in-loop wait at the loop header keeps the previous
iteration's later loads in flight; the entry path's stricter requirement waits at the end of the
preheader.

The expected waits are derived by hand from the in-order FIFOs (gfx942, vmcnt), not from
mirpass: each function's comment gives the derivation. llc 22 places the consumer placement
(checked against llc itself), the verifier judges safety."""

from __future__ import annotations

from mirpass.api import read_file, resolve, to_text
from mirpass.commands.check import wait_facet
from mirpass.ir.translate import Translator
from mirpass.mir import read
from mirpass.passes.registry import PassContext
from mirpass.passes.waitcnt.pass_ import run_on_function

from conftest import requires_llc, run_llc

ALU = "$vgpr41 = V_ADD_F32_e32 $vgpr41, $vgpr42, implicit $mode, implicit $exec"


def loop(pre_alu: int, between: int, after_prefetch: int, guard: str = "") -> str:
    """bb.0 loads v20 (the first iteration's copy of the prefetch). bb.1, the loop: C reads v20,
    `between` ALU, D1 reads v21 and D2 reads v22 (loaded by the previous iteration), then the
    prefetch v20, `after_prefetch` ALU, and the loads of v21 and v22 for the next iteration.

    At C the back edge's FIFO is [v20, v21, v22]: vmcnt(2) suffices; the entry edge's is [v20]:
    vmcnt(0). Consumer placement (llc's) waits vmcnt(0) at C on every iteration, draining v21
    and v22 there. Relaxed: vmcnt(0) at bb.0's end, vmcnt(2) at C, then D1 needs v21 with
    [v21, v22] in flight: vmcnt(1), and D2 vmcnt(0).

    `guard`: bb.0 also branches around the loop to bb.2, so that its edge into bb.1 is
    critical: "fallthrough" (bb.0 falls through into bb.1) or "branch" (bb.0 branches to
    bb.1 and falls through nowhere)."""
    use = "$vgpr40 = V_ADD_F32_e32 {r}, $vgpr40, implicit $mode, implicit $exec"
    load = "{r} = GLOBAL_LOAD_DWORD $vgpr0_vgpr1, {o}, 0, implicit $exec"
    body = [ALU] * pre_alu + [use.format(r="$vgpr20")] + [ALU] * between
    body += [use.format(r="$vgpr21"), use.format(r="$vgpr22"), load.format(r="$vgpr20", o=4)]
    body += [ALU] * after_prefetch + [load.format(r="$vgpr21", o=8), load.format(r="$vgpr22", o=12)]
    lines = [
        "---",
        "name: lc",
        "machineFunctionInfo:",
        "  isEntryFunction: true",
        "body: |",
        "  bb.0:",
        "    successors: %bb.1, %bb.2" if guard else "    successors: %bb.1",
        "    " + load.format(r="$vgpr20", o=0),
        *(["    S_CMP_LG_U32 $sgpr0, 0, implicit-def $scc"] if guard else []),
        *(["    S_CBRANCH_SCC0 %bb.2, implicit $scc"] if guard == "fallthrough" else []),
        *(["    S_CBRANCH_SCC1 %bb.1, implicit $scc", "    S_BRANCH %bb.2"] if guard == "branch" else []),
        "  bb.1:",
        "    successors: %bb.1, %bb.2",
        *("    " + x for x in body),
        "    $sgpr0 = S_ADD_I32 $sgpr0, -1, implicit-def $scc",
        "    S_CBRANCH_SCC1 %bb.1, implicit $scc",
        "  bb.2:",
        "    GLOBAL_STORE_DWORD $vgpr0_vgpr1, $vgpr40, 0, 0, implicit $exec",
        "    S_ENDPGM 0",
        "...",
    ]
    return "\n".join(lines) + "\n"


def run(text: str, options: dict[str, str] | None = None):
    mir = read(text, "lc.mir")
    target = resolve(mir, cpu="gfx942")
    context = PassContext(target, dict(options or {}))
    reports = [run_on_function(mf, context) for mf in mir.functions]
    return to_text(mir), target, reports


def waits(text: str, target) -> list[list[tuple[int, dict[str, int]]]]:
    """Per block: (index among the block's non-wait instructions, the wait's counters)."""
    tf = Translator(target).translate(read(text, "lc.mir").functions[0])
    out = []
    for ops in tf.blocks:
        row, i = [], 0
        for op in ops:
            if op.waits:
                row.append((i, dict(op.waits)))
            else:
                i += 1
        out.append(row)
    return out


def test_the_entry_paths_wait_moves_to_the_preheader_and_the_loop_keeps_its_prefetch():
    text, target, reports = run(loop(pre_alu=0, between=4, after_prefetch=6))
    # bb.0: the load, then vmcnt(0) before the end; bb.1: vmcnt(2) before C (index 0),
    # vmcnt(1) before D1 (index 5), vmcnt(0) before D2 (index 6)
    assert waits(text, target) == [
        [(1, {"vmcnt": 0})],
        [(0, {"vmcnt": 2}), (5, {"vmcnt": 1}), (6, {"vmcnt": 0})],
        [],
    ]
    relaxed = [r for rep in reports for r in rep.relaxed]
    assert [(r.counter, r.current, r.target, r.drains) for r in relaxed] == [("vmcnt", 0, 2, ((0, 0),))]
    assert wait_facet(read(text, "lc.mir"), target, {}) == []


def test_consumer_placement_is_llcs_single_drain():
    text, target, reports = run(loop(pre_alu=0, between=4, after_prefetch=6), {"placement": "consumer"})
    assert waits(text, target) == [[], [(0, {"vmcnt": 0})], []]
    assert not any(r.relaxed for r in reports)


@requires_llc
def test_llc_places_the_single_drain_and_reads_the_relaxed_output_back(tmp_path):
    src = tmp_path / "lc.mir"
    src.write_text(loop(pre_alu=0, between=4, after_prefetch=6))
    done = run_llc(["-mtriple=amdgcn", "-mcpu=gfx942", "-run-pass=si-insert-waitcnts", str(src), "-o", "-"])
    assert done.returncode == 0, done.stderr
    target = resolve(read_file(str(src)), cpu="gfx942")
    assert waits(done.stdout, target) == [[], [(0, {"vmcnt": 0})], []]
    out = tmp_path / "out.mir"
    out.write_text(run(src.read_text())[0])
    back = run_llc(["-mtriple=amdgcn", "-mcpu=gfx942", "-run-pass=none", str(out), "-o", "/dev/null"])
    assert back.returncode == 0, back.stderr


def test_deleting_or_loosening_a_moved_wait_is_caught():
    text, target, _ = run(loop(pre_alu=0, between=4, after_prefetch=6))
    base = read(text, "lc.mir")
    sites = [
        (b, inst)
        for b, blk in enumerate(base.functions[0].blocks)
        for inst in blk.instructions
        if inst.opcode == "S_WAITCNT"
    ]
    assert len(sites) == 4
    for n in range(len(sites)):
        broken = read(text, "lc.mir")
        b, _ = sites[n]
        blk = broken.functions[0].blocks[b]
        victim = [i for i in blk.instructions if i.opcode == "S_WAITCNT"][
            [s for s in sites if s[0] == b].index(sites[n])
        ]
        blk.splice({}, {id(victim)}, ())
        assert wait_facet(read(to_text(broken), "lc.mir"), target, {}), f"deleting wait {n} went unnoticed"
    # loosening the relaxed wait at C from vmcnt(2) to vmcnt(3) leaves v20 in flight
    loose = text.replace("S_WAITCNT 3954", "S_WAITCNT 3955", 1)
    assert loose != text
    assert wait_facet(read(loose, "lc.mir"), target, {})


def test_no_relaxation_when_the_first_iteration_pays_more_than_the_steady_state_saves():
    """With more work at the top of the loop than a load's latency (80 cycles in gfx942's
    scheduling model), the previous iteration's loads have completed when C runs: the steady
    state stalls at neither placement, while the preheader's wait would stall the first
    iteration for the whole latency instead of none. The stall model keeps llc's wait."""
    text, target, reports = run(loop(pre_alu=90, between=0, after_prefetch=0))
    assert not any(r.relaxed for r in reports)
    assert waits(text, target) == [[], [(90, {"vmcnt": 0})], []]


def test_check_explain_names_consumer_producer_paths_and_the_move(tmp_path, capsys):
    from mirpass.commands.check import main

    out = tmp_path / "out.mir"
    text = run(loop(pre_alu=0, between=4, after_prefetch=6))[0]
    out.write_text(text)
    lines = text.splitlines()
    line_of = {n + 1: x.strip() for n, x in enumerate(lines)}
    consumer = next(n for n, x in line_of.items() if x.startswith("$vgpr40 = V_ADD_F32_e32 $vgpr20"))
    loads = [n for n, x in line_of.items() if x.startswith("$vgpr20 = GLOBAL_LOAD_DWORD")]
    prefetch = next(n for n in loads if n > consumer)
    assert main(["--waits", "--explain", "--json", "-mcpu=gfx942", str(out)]) == 0
    import json

    rows = [json.loads(x) for x in capsys.readouterr().out.splitlines()]
    notes = {r["line"]: r for r in rows if r["kind"] == "wait"}
    assert len(notes) == 4 and all(r["explanation"] for r in notes.values())
    at_c = notes[consumer - 1]["explanation"]
    assert f"before V_ADD_F32_e32 (line {consumer})" in at_c
    assert f"vmcnt(2) for GLOBAL_LOAD_DWORD@bb.1 (line {prefetch})" in at_c
    assert "relaxed from vmcnt(0) to vmcnt(2)" in at_c
    assert "previous iteration" not in at_c  # v21 and v22 stay in flight
    tail = min(notes)
    assert f"moved here from V_ADD_F32_e32 (line {consumer})" in notes[tail]["explanation"]
    assert "the path from bb.0 into bb.1" in notes[tail]["explanation"]
    # the stable keys are all still there, in their order, before the new one
    assert list(rows[0])[-2:] == ["message", "explanation"]


def test_check_explain_on_consumer_placement_names_both_paths(tmp_path, capsys):
    from mirpass.commands.check import main

    out = tmp_path / "consumer.mir"
    out.write_text(run(loop(pre_alu=0, between=4, after_prefetch=6), {"placement": "consumer"})[0])
    assert main(["--waits", "--explain", "-mcpu=gfx942", str(out)]) == 0
    text = capsys.readouterr().out
    assert "vmcnt(0) is needed at its count -- before V_ADD_F32_e32" in text
    assert "needed on the paths from bb.0, bb.1" in text
    # the vmcnt(0) at C drains v21 and v22, loaded by the previous iteration for D1 and D2
    assert "drains 2 operations the previous iteration issued (the back edge from bb.1)" in text


def test_check_explain_on_llcs_assembly_tells_the_issues_story(capsys):
    """kernels/preheader_scale.cl as llc 22 compiles it for gfx942 (tests/asm/corpus): the scale
    is loaded in the preheader and read at the top of every iteration, while the next element
    is prefetched in the loop. llc's vmcnt(0) there is needed only on the entry path, and on
    the back edge it drains the one prefetch of the previous iteration."""
    from mirpass.commands.check import main

    from conftest import ROOT

    src = ROOT / "tests" / "asm" / "corpus" / "preheader_scale.gfx942.s"
    assert main(["--waits", "--explain", "--json", str(src)]) == 0
    import json

    rows = [json.loads(x) for x in capsys.readouterr().out.splitlines()]
    lines = src.read_text().splitlines()
    at = [r for r in rows if r["kind"] == "wait" and lines[r["line"] - 1].strip() == "s_waitcnt vmcnt(0)"]
    assert at, "llc's loop wait"
    why = at[-1]["explanation"]
    assert "needed on the paths from bb.0 (not from bb.1)" in why
    assert "drains 1 operation the previous iteration issued (the back edge from bb.1)" in why
    assert all(r["col"] for r in at)  # assembly: positions in the .s


def test_check_explain_on_llcs_flash_attention_tells_the_issues_story(capsys):
    """Issue 16's report, on llc 22's own output for kernels/flash_attn_prefetch.cl (gfx950): a
    vmcnt(0) in the loop is needed only for a load issued before the loop (the entry path), and
    on every later iteration it drains the loop's own prefetch."""
    from mirpass.commands.check import main

    from conftest import CORPUS

    src = CORPUS / "flash_attn_prefetch.gfx950.after-waitcnt.mir"
    assert main(["--waits", "--explain", str(src)]) == 0
    notes = [x for x in capsys.readouterr().out.splitlines() if "vmcnt(0) is needed at its count" in x]
    story = [x for x in notes if "(not from bb.3)" in x and "the previous iteration issued" in x]
    assert story, "\n".join(notes)
