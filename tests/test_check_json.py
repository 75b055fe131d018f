"""`mirpass check` for CI: findings with the producer's line, `--json`, exit codes, and each
existing wait classified, against llc 22's own waits.

llc 22's final assembly is the reference: on files where every wait llc put guards a data
dependence (no memory-model wait), each of its wait counts must be needed exactly at llc's
count. Loosening one of them by k must be reported as too weak, needing llc's count; tightening
one by k must be noted as stronger than needed by k, needing llc's count."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from mirpass.cli import main

from conftest import LLVM_BIN, ROOT

ASM_CORPUS = ROOT / "tests" / "asm" / "corpus"
pytestmark = pytest.mark.skipif(not (LLVM_BIN / "llvm-mc").exists(), reason="llvm-mc 22 is not installed")

# Every wait llc 22 put in these guards a dependence inside the function (as in
# test_asm_check_waits.py's seeded files), on gfx9's S_WAITCNT and gfx12's S_WAIT_*CNT.
DEPENDENCE_ONLY = [
    "gemm_pipelined.gfx942.s",
    "spmv_csr.gfx950.s",
    "transpose_lds.gfx1200.s",
    "stencil_lds.gfx1250.s",
]
KEYS = [
    "kind", "status", "file", "line", "col", "function", "opcode", "rule", "counter", "needed", "have",
    "producer", "producer_line", "wait_line", "reason", "address", "short", "message",
]  # fmt: skip
_GFX9_COUNT = re.compile(r"\b(vmcnt|lgkmcnt|expcnt)\((\d+)\)")
_GFX12_WAIT = re.compile(r"^\ts_wait_(loadcnt|dscnt|kmcnt|storecnt|xcnt) (0x[0-9a-f]+|\d+)\s*$")
# gfx12's combined waits: the first counter in bits 13:8, dscnt in bits 5:0, 0x3f not waiting.
_GFX12_PAIR = re.compile(r"^\ts_wait_(loadcnt|storecnt)_dscnt (0x[0-9a-f]+|\d+)\s*$")


def run(capsys, *args: str) -> tuple[int, list[dict], str]:
    capsys.readouterr()
    rc = main(["check", "--json", *args])
    out, err = capsys.readouterr()
    return rc, [json.loads(line) for line in out.splitlines()], err


def _counts(line: str, pairs: bool = False) -> list[tuple[str, int, int, int]]:
    """(counter, count, start, end) of each count a wait line sets (with `pairs`, the combined
    gfx12 waits' too, with no position: they are not seeded)."""
    if pairs and (m := _GFX12_PAIR.match(line.rstrip("\n"))):
        value = int(m.group(2), 0)
        counts = [(m.group(1), value >> 8 & 0x3F, 0, 0), ("dscnt", value & 0x3F, 0, 0)]
        return [c for c in counts if c[1] != 0x3F]
    if m := _GFX12_WAIT.match(line.rstrip("\n")):
        return [(m.group(1), int(m.group(2), 0), m.start(2), m.end(2))]
    if line.lstrip().startswith("s_waitcnt "):
        return [(m.group(1), int(m.group(2)), m.start(2), m.end(2)) for m in _GFX9_COUNT.finditer(line)]
    return []


def _with_count(line: str, start: int, end: int, value: int) -> str:
    text = f"{value:#x}" if line.lstrip().startswith("s_wait_") else str(value)
    return line[:start] + text + line[end:]


@pytest.mark.parametrize("name", DEPENDENCE_ONLY)
def test_every_wait_llc_put_is_needed_at_its_count(name: str, capsys):
    path = ASM_CORPUS / name
    rc, found, _ = run(capsys, "--classify", str(path))
    assert rc == 0
    *notes, summary = found
    lines = path.read_text().splitlines(keepends=True)
    expected = sorted((k + 1, c, n) for k, ln in enumerate(lines) for c, n, _s, _e in _counts(ln, pairs=True))
    assert len(expected) >= 10
    assert sorted((f["line"], f["counter"], f["have"]) for f in notes) == expected
    assert all(f["status"] == "needed" and f["needed"] == f["have"] for f in notes), [
        f["message"] for f in notes if f["status"] != "needed"
    ]
    assert all(list(f) == KEYS for f in notes)
    assert summary == {
        "kind": "summary", "files": 1, "problems": 0, "by_kind": {}, "waits_classified": len(expected),
        "wait_values": {"needed": len(expected)},
    }  # fmt: skip


def _seeds(name: str, change) -> list[tuple[int, str, int, int]]:  # noqa: ANN001
    """(line, counter, llc's count, seeded count) for each count `change` can seed."""
    out = []
    for k, ln in enumerate((ASM_CORPUS / name).read_text().splitlines()):
        for c, n, _s, _e in _counts(ln):
            new = change(n)
            if new is not None:
                out.append((k + 1, c, n, new))
    return out


@pytest.mark.parametrize("name", ["spmv_csr.gfx950.s", "transpose_lds.gfx1200.s"])
def test_loosening_a_wait_is_too_weak_and_names_the_count_needed(name: str, tmp_path: Path, capsys):
    lines = (ASM_CORPUS / name).read_text().splitlines(keepends=True)
    seeded = tmp_path / name
    tried = 0
    for line_no, counter, n, _new in _seeds(name, lambda n: n + 1)[:12]:
        for c, have, s, e in _counts(lines[line_no - 1]):
            if c != counter:
                continue
            k = 2 if n + 2 < 15 else 1
            text = lines[:]
            text[line_no - 1] = _with_count(lines[line_no - 1], s, e, have + k)
            seeded.write_text("".join(text))
            rc, found, err = run(capsys, "--waits", str(seeded))
            problems = [f for f in found[:-1] if f["status"] != "needed"]
            assert rc == 1 and problems, (line_no, counter)
            for f in problems:
                assert (f["kind"], f["status"], f["counter"]) == ("wait", "too weak", counter)
                assert (f["wait_line"], f["have"]) == (line_no, n + k), f["message"]
                # each consumer needs its own count; the one llc waited for needs llc's
                assert n <= f["needed"] < n + k, f["message"]
                assert f["producer_line"]
            assert min(f["needed"] for f in problems) == n
            assert found[-1]["problems"] == len(problems)
            tried += 1
    assert tried >= 5


@pytest.mark.parametrize("name", ["spmv_csr.gfx950.s"])
def test_tightening_a_wait_is_stronger_than_needed_by_k(name: str, tmp_path: Path, capsys):
    lines = (ASM_CORPUS / name).read_text().splitlines(keepends=True)
    seeded = tmp_path / name
    tried = 0
    for line_no, counter, n, new in _seeds(name, lambda n: n - 1 if n >= 1 else None)[:6]:
        (s, e) = next((s, e) for c, _n, s, e in _counts(lines[line_no - 1]) if c == counter)
        k = n - new
        text = lines[:]
        text[line_no - 1] = _with_count(lines[line_no - 1], s, e, new)
        seeded.write_text("".join(text))
        rc, found, _ = run(capsys, "--classify", str(seeded))
        assert rc == 0  # a stronger wait is no problem
        notes = {(f["line"], f["counter"]): f for f in found[:-1]}
        f = notes[(line_no, counter)]
        assert (f["status"], f["have"], f["needed"]) == ("stronger", new, n)
        assert f"stronger than needed by {k} ({counter}({n}) suffices)" in f["message"]
        # (a wait after it may now need less: waits are not independent)
        tried += 1
    assert tried >= 4


def test_a_removed_wait_is_missing_with_the_producer_line(tmp_path: Path, capsys):
    name = "spmv_csr.gfx950.s"
    lines = (ASM_CORPUS / name).read_text().splitlines(keepends=True)
    k = next(i for i, ln in enumerate(lines) if ln.startswith("\ts_waitcnt vmcnt(4)"))
    seeded = tmp_path / name
    seeded.write_text("".join(lines[:k] + lines[k + 1 :]))
    rc, found, _ = run(capsys, "--waits", str(seeded))
    problems = found[:-1]
    assert rc == 1 and problems
    for f in problems:
        assert f["status"] in ("missing", "too weak") and f["counter"] == "vmcnt"
        producer = lines[f["producer_line"] - 1 if f["producer_line"] <= k else f["producer_line"]]
        assert re.match(r"\t(global|buffer)_load", producer), producer
        assert f"producer at line {f['producer_line']}" in f["message"]


def test_text_output_names_the_producer_and_the_summary_goes_to_stderr(tmp_path: Path, capsys):
    name = "spmv_csr.gfx950.s"
    lines = (ASM_CORPUS / name).read_text().splitlines(keepends=True)
    k = next(i for i, ln in enumerate(lines) if ln.startswith("\ts_waitcnt vmcnt(4)"))
    seeded = tmp_path / name
    seeded.write_text("".join(lines[:k] + lines[k + 1 :]))
    capsys.readouterr()
    rc = main(["check", "--waits", str(seeded)])
    out, err = capsys.readouterr()
    assert rc == 1 and out
    for line in out.splitlines():
        assert re.match(
            rf"{re.escape(str(seeded))}:\d+:\d+: wait: .*; producer at line \d+; (missing|too weak)", line
        )
    assert re.fullmatch(r"\d+ problems? found\n", err)


def test_exit_codes(tmp_path: Path, capsys):
    clean = ASM_CORPUS / "spmv_csr.gfx950.s"
    assert run(capsys, "--waits", str(clean))[0] == 0
    bad = tmp_path / "bad.s"
    bad.write_text('\t.amdgcn_target "amdgcn-amd-amdhsa--gfx942"\n\t.text\nf:\n\tv_bogus v0\n')
    rc, found, err = run(capsys, "--waits", str(bad))
    assert rc == 2 and found == [] and re.match(rf"{re.escape(str(bad))}:4:\d+: error: ", err)
    assert main(["check", "--no-such-flag", str(clean)]) == 2


def test_hazard_json_names_rule_and_producer(tmp_path: Path, capsys):
    src = tmp_path / "k.s"
    src.write_text(
        '\t.amdgcn_target "amdgcn-amd-amdhsa--gfx942"\n\t.text\n\t.type k,@function\nk:\n'
        "\tv_mfma_f32_16x16x16_f16 v[0:3], v[4:5], v[6:7], v[0:3]\n"
        "\tv_add_f32_e32 v8, v0, v1\n\ts_setpc_b64 s[30:31]\n"
    )
    rc, found, _ = run(capsys, "--hazards", "--llvm-compat=22", str(src))
    assert rc == 1
    (f, summary) = found
    assert (f["kind"], f["line"], f["col"], f["producer_line"], f["have"]) == ("hazard", 6, 2, 5, 0)
    assert f["needed"] == f["short"] and f["needed"] > 0 and f["rule"]
    assert f["producer"].startswith("V_MFMA_F32_16X16X16F16")
    assert summary["by_kind"] == {"hazard": 1}


# Files with waits no data dependence needs: callees' entry waits (the calling convention),
# waits before barriers, release stores and atomics (the memory model).
ORDERING = [
    "calls_noinline.gfx942.s",
    "calls_noinline.gfx1200.s",
    "atomics_histogram.gfx1200.s",
    "reduce_lds.gfx1200.s",
]


@pytest.mark.parametrize("name", ORDERING)
def test_a_wait_llc_put_is_needed_or_has_a_reason(name: str, capsys):
    rc, found, _ = run(capsys, "--classify", str(ASM_CORPUS / name))
    assert rc == 0
    notes = found[:-1]
    # The verifier requires a callee's entry wait and the memory model's waits it can see, so
    # those are "needed"; the others no dependence needs are redundant with their reason.
    assert "needed" in {f["status"] for f in notes} <= {"needed", "redundant"}
    if name.startswith("calls_noinline"):
        first = min((f for f in notes if f["function"] == "poly_eval"), key=lambda f: f["line"])
        assert first["status"] == "needed", first
    for f in notes:
        if f["status"] == "needed":
            assert f["needed"] == f["have"]
        else:
            assert f["reason"] and f["reason"] in f["message"], f["message"]
            assert f["reason"].startswith(
                ("at a callable function's entry", "precedes S_BARRIER", "precedes GLOBAL_")
            )
