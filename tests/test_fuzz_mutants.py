"""The mutation fuzzer of issue 12 (tools/fuzz_mutants.py): its operators, and a bounded run.

The bounded run is the acceptance check of the input path: no mutant of a corpus file may crash
mirpass, hang it, leave an output file behind a failure, or be accepted by `-run-pass=none` when
llc 22's MIR parser rejects it.
"""

from __future__ import annotations

import random
import sys

import pytest

from conftest import CORPUS, ROOT, requires_llc

sys.path.insert(0, str(ROOT / "tools"))
import fuzz_mutants as fm  # noqa: E402

# One small corpus file per CPU, as read from the corpus (the operators need no llc).
SAMPLES = {
    "gfx942": "lds_dma.gfx942.before-waitcnt.mir",
    "gfx950": "smfmac_sparse_gemm.gfx950.before-hazard.mir",
    "gfx1200": "vector_loops.gfx1200.before-waitcnt.mir",
    "gfx1250": "transpose_lds.gfx1250.before-waitcnt.mir",
}


@pytest.mark.parametrize("kind", sorted(fm.KINDS))
def test_operator_changes_the_file(kind: str) -> None:
    fm.load_opcode_pool()
    for cpu, name in SAMPLES.items():
        data = (CORPUS / name).read_bytes()
        for seed in range(4):
            out = fm.KINDS[kind](random.Random(f"{seed}/{kind}"), data)
            assert out != data, f"{kind} left {name} unchanged with seed {seed}"
            again = fm.KINDS[kind](random.Random(f"{seed}/{kind}"), data)
            assert again == out, f"{kind} is not deterministic on {cpu}"


def test_operators_make_what_they_say() -> None:
    data = (CORPUS / SAMPLES["gfx942"]).read_bytes()

    def some(kind: str, cond, tries: int = 8) -> None:  # noqa: ANN001
        outs = [fm.mutate(kind, random.Random(f"{s}/{kind}"), data) for s in range(tries)]
        assert any(cond(o) for o in outs), kind

    some("byte_nul", lambda o: b"\0" in o)
    some("byte_bom", lambda o: o.startswith(b"\xef\xbb\xbf"))
    some("byte_nonutf8", lambda o: _not_utf8(o))
    some("byte_cr", lambda o: b"\r" in o)
    some("long_line", lambda o: max(len(ln) for ln in o.splitlines()) >= 10 * 1024 * 1024)
    some("unknown_register", lambda o: any(r in o for r in fm.BAD_REGISTERS))
    some("unknown_opcode", lambda o: any(b" " + op in o for op in fm.BAD_OPCODES))
    some("bad_regclass", lambda o: b"%0:vgpr_99 = " in o or b"%0:foo = " in o)
    some("dup_function", lambda o: o.count(b"\nname:            conv1d_lds_dma\n") == 2)
    some("undef_block_branch", lambda o: any(f"%bb.{n}".encode() in o for n in (6, 12, 999)))
    some("deep_nesting", lambda o: b"[" * 200 in o or b"(" * 200 in o or b"{a: " * 200 in o
         or b"  " * 200 + b"k:" in o)
    some("yaml_alias", lambda o: b"*anc" in o or b"*nothere" in o or b"&b |" in o)
    some("yaml_tag", lambda o: b"!" in o.split(b"\n...\n", 1)[1])
    some("huge_int", lambda o: any(h in o for h in fm.HUGE_INTS))


def _not_utf8(data: bytes) -> bool:
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return True
    return False


def test_schedule_covers_every_kind() -> None:
    order = fm.schedule(100, sorted(fm.KINDS))
    assert set(order) == set(fm.KINDS)
    assert order == fm.schedule(100, sorted(fm.KINDS))


def test_classify(tmp_path) -> None:  # noqa: ANN001
    empty = tmp_path / "empty"
    empty.mkdir()
    tb = 'Traceback (most recent call last):\n  File "/x/mirpass/ir/cfg.py", line 52, in f\nKeyError: 1'
    assert fm.classify("none", 1, tb, "/in.mir", empty) == "traceback"
    assert fm.traceback_site(tb) == "mirpass/ir/cfg.py:52 f KeyError"
    assert fm.classify("none", None, "", "/in.mir", empty) == "timeout"
    assert fm.classify("none", -9, "", "/in.mir", empty) == "traceback"
    assert fm.classify("check", 3, "", "/in.mir", empty) == "traceback"
    assert fm.classify("check", 1, "", "/in.mir", empty) == "ok"
    assert fm.classify("check", 2, "/in.mir:3:4: error: x", "/in.mir", empty) == "rejected"
    assert fm.classify("none", 1, "/in.mir:3:4: error: x", "/in.mir", empty) == "rejected"
    assert fm.classify("none", 1, "<stdin>:3:4: error: x", "/in.mir", empty) == "bad-diagnostic"
    (tmp_path / "out").mkdir()
    (tmp_path / "out" / ".tmp123").write_text("")
    assert fm.classify("none", 1, "/in.mir:3:4: error: x", "/in.mir", tmp_path / "out") == \
        "wrote-on-failure"


@requires_llc
def test_bounded_fuzz_run(tmp_path) -> None:  # noqa: ANN001
    """About 100 mutants of one small kernel per CPU; the fuzzer's own acceptance criteria. In
    fork-server mode (the fuzzer's default; tests/test_forkserver.py and `--compare-modes` show
    it judges runs as the subprocess mode does)."""
    fm.set_mode("fork", 2)
    try:
        bases = fm.prepare_bases(1, 50_000, list(fm.CPUS), 30.0, 3000, lambda msg: None)
        assert {b.cpu for b in bases} == set(fm.CPUS), [b.name for b in bases]
        keeper = fm.Keeper(tmp_path / "keep", seed=12)
        results = fm.run(12, 100, 2, sorted(fm.KINDS), bases, 30.0, 3000, keeper, check_every=4)
    finally:
        fm.close_servers()
    summary = fm.summarize(results, keeper, bases, 0.0)
    failures = [f for f in summary["findings"] if f["class"] in fm.FAILURES]
    report = fm.format_summary(summary) + "\n" + "\n".join(
        f"{f['class']} x{f['count']}: {str(f['signature'])[:160]}" for f in failures)
    for cls in fm.FAILURES:
        assert summary["failures"][cls] == 0, f"{cls}:\n{report}"


def test_mutants_depend_only_on_seed_and_index() -> None:
    bases = [fm.Base(name, cpu, "", (CORPUS / name).read_bytes()) for cpu, name in SAMPLES.items()]
    order = fm.schedule(60, sorted(fm.KINDS))
    first = [fm.make_mutant(7, i, k, bases) for i, k in enumerate(order)]
    again = [fm.make_mutant(7, i, k, bases) for i, k in reversed(list(enumerate(order)))][::-1]
    assert [(b.name, d) for b, d in first] == [(b.name, d) for b, d in again]
    other = [fm.make_mutant(8, i, k, bases)[1] for i, k in enumerate(order)]
    assert sum(a[1] != b for a, b in zip(first, other, strict=True)) > 50
    assert {b.cpu for b, _ in first} == set(SAMPLES)


def test_agreement_table_counts_cells_and_failures_per_kind(tmp_path) -> None:  # noqa: ANN001
    def res(i: int, kind: str, llc: str, none_rc: int, cls: str = "rejected") -> fm.Result:
        runs = {"none": {"rc": none_rc, "class": "ok" if none_rc == 0 else cls}}
        if cls == "traceback":
            runs["check"] = {"rc": 1, "class": "traceback", "site": "x"}
        return fm.Result(i, kind, "b.mir", "gfx942", 10, llc, "", runs)

    results = [res(0, "truncate", "rejects", 1), res(1, "truncate", "rejects", 0),
               res(2, "truncate", "accepts", 1, "traceback"), res(3, "byte_cr", "accepts", 0),
               res(4, "byte_cr", "verifier", 1)]
    keeper = fm.Keeper(None, seed=1)
    s = fm.summarize(results, keeper, [], 1.0)
    rows = dict(fm.agreement_rows(s))
    heads = [h for h, _ in fm.COLUMNS] + ["other", *fm.FAILURE_COLUMNS]
    truncate = dict(zip(heads, rows["truncate"], strict=True))
    assert truncate["both-reject"] == 1 and truncate["llc-rejects-mirpass-accepts"] == 1
    assert truncate["llc-accepts-mirpass-rejects"] == 0 and truncate["traceback"] == 1
    byte_cr = dict(zip(heads, rows["byte_cr"], strict=True))
    assert byte_cr["both-accept"] == 1 and byte_cr["verifier/rejects"] == 1
    assert rows["ALL"][0] == 1 and sum(rows["ALL"][:7]) == 5
    merged = fm.merge_summaries([s, s])
    assert merged["mutants"] == 10 and dict(fm.agreement_rows(merged))["ALL"] == [2 * n for n in rows["ALL"]]
    assert "| **ALL** |" in fm.agreement_markdown(merged)
