"""`--llvm-compat=22` against llc 22 on the wait-count pass, where llc 22's own iteration decides.

Each case is a small multi-block function reduced from a difference tools/diff_waitcnt_gfx12.py
found on gfx12 random programs; llc 22 (`-run-pass=si-insert-waitcnts`) is the oracle, and
mirpass's `--llvm-compat=22` output must have the same instructions and waits. Each case also
shows that the default mode places its waits differently there (so the compat rule is what
matches llc), and that the default's waits are still all that an in-order model of the
counters needs on every path (`_unsafe`, independent of the pass's FIFOs: the hardware facts of
mirpass.ir.translate only). The rules are in mirpass/passes/waitcnt/llc22.py.
"""

from __future__ import annotations

import pytest

from conftest import llc_output, requires_llc

# A callable function's first block is a loop header: llc's entry wait at its top runs on every
# iteration, so the back edge needs no kmcnt wait for the scalar load's WAW.
ENTRY_LOOP_HEAD = """
  bb.0:
    successors: %bb.0
    $sgpr8 = S_LOAD_DWORD_IMM $sgpr10_sgpr11, 0, 0
    S_BRANCH %bb.0
"""

# llc's entry of bb.2 keeps bb.1's exit of the first visit (v17 still loading): loadcnt(1),
# though the back edge's WAW on v35 makes bb.1 wait loadcnt(0) at its top on every path.
FIRST_VISIT_STATE = """
  bb.0:
    successors: %bb.1
    $vgpr16_vgpr17 = GLOBAL_LOAD_DWORDX2 $vgpr10_vgpr11, 0, 0, implicit $exec
  bb.1:
    successors: %bb.1, %bb.2
    $vgpr35 = SCRATCH_LOAD_DWORD_ST 0, 0, implicit $exec, implicit $flat_scr
    S_CBRANCH_SCC1 %bb.1, implicit $scc
  bb.2:
    $vgpr27 = V_ADD_F32_e32 $vgpr39, $vgpr17, implicit $mode, implicit $exec
    S_ENDPGM 0
"""

# The first visit of bb.1 waits loadcnt(1) for v21 before the WMMA; the second adds loadcnt(0)
# at the top (WAW on v22 from the back edge) and keeps the loadcnt(1) it placed before.
EARLIER_VISIT_WAIT = """
  bb.0:
    successors: %bb.1
    $vgpr21 = GLOBAL_LOAD_DWORD_SADDR $sgpr0_sgpr1, $vgpr25, 0, 0, implicit $exec
  bb.1:
    successors: %bb.1, %bb.2
    $vgpr22 = BUFFER_LOAD_DWORD_OFFSET $sgpr0_sgpr1_sgpr2_sgpr3, $sgpr9, 0, 0, 0, implicit $exec
    $vgpr2_vgpr3_vgpr4_vgpr5_vgpr6_vgpr7_vgpr8_vgpr9 = V_WMMA_F32_16X16X16_F16_w32_twoaddr 8, \
$vgpr32_vgpr33_vgpr34_vgpr35, 8, $vgpr18_vgpr19_vgpr20_vgpr21, 8, \
$vgpr2_vgpr3_vgpr4_vgpr5_vgpr6_vgpr7_vgpr8_vgpr9, 0, 0, implicit $exec
    S_CBRANCH_SCC1 %bb.1, implicit $scc
  bb.2:
    S_ENDPGM 0
"""

# The loop reads v13 of an LDS load in its preheader and has no LDS access of its own: llc 22
# drains dscnt at the end of the preheader (FlushDsCnt, gfx12 only), not in the loop.
PREHEADER_DSCNT_FLUSH = """
  bb.0:
    successors: %bb.1
  bb.1:
    successors: %bb.2
    $vgpr12_vgpr13 = DS_READ_B64_gfx9 $vgpr25, 0, 0, implicit $exec
  bb.2:
    successors: %bb.3
    $vgpr3 = V_ADD_F32_e32 $vgpr25, $vgpr13, implicit $mode, implicit $exec
  bb.3:
    successors: %bb.2
    S_BRANCH %bb.2
  bb.4:
    S_ENDPGM 0
"""

# Its gfx9 counterpart (FlushVmCnt, in-order VGPR writes): the loop reads v1 and v2 loaded
# before it and never reads its own load's result, so vmcnt(0) goes at the preheader's end.
PREHEADER_VMCNT_FLUSH = """
  bb.0:
    successors: %bb.1
    $vgpr1 = GLOBAL_LOAD_DWORD $vgpr10_vgpr11, 0, 0, implicit $exec
    $vgpr2 = GLOBAL_LOAD_DWORD $vgpr10_vgpr11, 4, 0, implicit $exec
  bb.1:
    successors: %bb.1, %bb.2
    $vgpr3 = V_ADD_U32_e32 $vgpr2, $vgpr1, implicit $exec
    $vgpr4 = GLOBAL_LOAD_DWORD $vgpr12_vgpr13, 0, 0, implicit $exec
    GLOBAL_STORE_DWORD $vgpr12_vgpr13, $vgpr3, 0, 0, implicit $exec
    $sgpr0 = S_ADD_U32 $sgpr0, 1, implicit-def $scc
    S_CBRANCH_SCC1 %bb.1, implicit $scc
  bb.2:
    S_ENDPGM 0
"""

# A join whose wait the default's ShallowPredPromotion moves (in part) into a predecessor's tail;
# llc 22 waits before the consumer only.
NO_PRED_PROMOTION = """
  bb.0:
    successors: %bb.1
  bb.1:
    successors: %bb.3, %bb.2
    $vgpr14_vgpr15 = GLOBAL_LOAD_DWORDX2 $vgpr6_vgpr7, 0, 0, implicit $exec
    S_CBRANCH_SCC1 %bb.3, implicit $scc
  bb.2:
    successors: %bb.3
    $vgpr8 = SCRATCH_LOAD_DWORD_ST 0, 0, implicit $exec, implicit $flat_scr
    $vgpr39 = GLOBAL_LOAD_DWORD_SADDR $sgpr8_sgpr9, $vgpr26, 0, 0, implicit $exec
  bb.3:
    $vgpr19 = V_FMA_F32_e64 0, $vgpr33, 0, $vgpr14, 0, $sgpr11, 0, 0, implicit $mode, implicit $exec
    S_ENDPGM 0
"""

# (name, body, CPUs, kernel?, the options of a mode without the rule: the default, or for the
# flushes llc's placement, since the default's path placement may hoist the wait too)
CONSUMER = {"placement": "consumer"}
CASES = [
    ("entry_loop_head", ENTRY_LOOP_HEAD, ("gfx1200", "gfx1250"), False, {}),
    ("first_visit_state", FIRST_VISIT_STATE, ("gfx1200", "gfx1250"), False, {}),
    ("earlier_visit_wait", EARLIER_VISIT_WAIT, ("gfx1200",), False, {}),
    ("no_pred_promotion", NO_PRED_PROMOTION, ("gfx1200", "gfx1250"), False, {}),
    ("preheader_dscnt_flush", PREHEADER_DSCNT_FLUSH, ("gfx1200", "gfx1250"), False, CONSUMER),
    ("preheader_vmcnt_flush", PREHEADER_VMCNT_FLUSH, ("gfx942", "gfx950", "gfx90a"), True, CONSUMER),
]


def _function(body: str, kernel: bool) -> str:
    mfi = "machineFunctionInfo:\n  isEntryFunction: true\n" if kernel else ""
    return f"---\nname: f\ntracksRegLiveness: false\n{mfi}body: |{body}...\n"


def _lines(text: str) -> list[str]:
    """The body's instruction and block lines, as both tools print them."""
    body = text.split("body:", 1)[1]
    out = []
    for line in body.splitlines()[1:]:
        s = line.strip()
        if s == "..." or s.startswith("---"):
            break
        if not s or s.startswith(("successors:", ";", "liveins:")):
            continue
        out.append(s.removeprefix("early-clobber "))
    return out


def _mirpass(text: str, cpu: str, options: dict[str, str]) -> str:
    from mirpass.api import run_passes, to_text
    from mirpass.mir import read
    from mirpass.target.targets import TARGETS

    mir = read(text)
    opts = dict(options)
    if TARGETS[cpu].default_wave_size == 32:
        opts["mattr"] = "+wavefrontsize32"
    run_passes(mir, ["si-insert-waitcnts"], TARGETS[cpu], opts)
    return to_text(mir)


def _unsafe(text: str, cpu: str) -> list[tuple[int, int, str]]:
    """(block, instruction, counter) where an instruction reads or overwrites a register that an
    operation still in flight on some path writes: every path explored, each counter's operations
    retiring in issue order (kmcnt: only at 0, SMEM returns out of order); xcnt not checked."""
    from mirpass.ir.translate import Translator
    from mirpass.mir import read
    from mirpass.target.targets import TARGETS

    target = TARGETS[cpu]
    mf = read(text).functions[0]
    tf = Translator(target, inline_asm=False).translate(mf)
    writes: dict[tuple[int, int], frozenset[int]] = {}
    # gfx9 returns the VGPR results of (non-FLAT) VMEM loads in order: no WAW between two
    in_order: set[tuple[int, int]] = set()
    bad: set[tuple[int, int, str]] = set()
    seen: set[tuple[int, tuple]] = set()
    work: list[tuple[int, tuple]] = [(0, ())]
    while work:
        b, key = work.pop()
        if (b, key) in seen:
            continue
        seen.add((b, key))
        state = dict(key)
        for i, op in enumerate(tf.blocks[b]):
            if op.kind == "WAIT" and op.waits:
                for c, n in op.waits.items():
                    left = state.get(c, ())
                    if n == 0 or (c not in ("kmcnt", "lgkmcnt") and n < len(left)):
                        state[c] = left[len(left) - n :] if n else ()
                continue
            info = op.info
            ordered = not target.has_vscnt and op.kind == "VMEM" and info.may_load and info.segment != "FLAT"
            reads, defs = set(op.reads), set(op.writes)
            for c, left in state.items():
                for p in left:
                    if reads & writes[p] or (defs & writes[p] and not (ordered and p in in_order)):
                        bad.add((b, i, c))
            for c in op.counters:
                if c != "xcnt":
                    state[c] = (*state.get(c, ())[-15:], (b, i))  # 16 in flight tracked
                    writes[(b, i)] = frozenset(op.writes)
                    if ordered:
                        in_order.add((b, i))
        nxt = tuple(sorted(state.items()))
        work.extend((s, nxt) for s in tf.cfg.succs[b])
    return sorted(bad)


@requires_llc
@pytest.mark.parametrize(
    "body,cpu,kernel,without",
    [pytest.param(body, cpu, k, w, id=f"{n}-{cpu}") for n, body, cpus, k, w in CASES for cpu in cpus],
)
def test_compat_matches_llc(body, cpu, kernel, without, tmp_path):
    text = _function(body, kernel)
    want = _lines(llc_output(text, cpu, tmp_path, "si-insert-waitcnts"))
    assert _lines(_mirpass(text, cpu, {"llvm-compat": "22"})) == want
    other = _mirpass(text, cpu, without)
    assert _lines(other) != want  # the rule is what makes compat match llc here
    assert _unsafe(other, cpu) == []
    assert _unsafe(_mirpass(text, cpu, {}), cpu) == []


def test_the_safety_model_sees_a_missing_wait():
    text = _function(FIRST_VISIT_STATE, False)
    out = _mirpass(text, "gfx1200", {})
    assert _unsafe(out, "gfx1200") == []
    assert "S_WAIT_LOADCNT 0" in out
    cut = out.replace("S_WAIT_LOADCNT 0\n", "", 1)
    assert (1, 0, "loadcnt") in _unsafe(cut, "gfx1200")  # the WAW on v35 from the back edge
