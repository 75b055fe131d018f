"""The fuzzer's fork server (tools/forkserver.py) ends a run as `python -m MODULE` would.

A probe module misbehaves in each way a fuzzer must tell apart (exit statuses, SystemExit with a
message, an escaping exception, the CPU-time and memory limits, a hang, output on stdout, files
written in the working folder, the environment); each behaviour goes through the fuzzer's
subprocess runner and through the fork server, and the two must be judged the same.
"""

from __future__ import annotations

import os
import signal
import sys

import pytest

from conftest import ROOT

sys.path.insert(0, str(ROOT / "tools"))
import forkserver  # noqa: E402
import fuzz_mutants as fm  # noqa: E402

PROBE = '''
import os, sys, time

def main(argv):
    what = argv[0]
    if what == "status":
        return int(argv[1])
    if what == "exit-message":
        raise SystemExit("bye")
    if what == "raise":
        raise KeyError("boom")
    if what == "spin":
        while True:
            pass
    if what == "alloc":
        block = bytearray(2 << 30)
        return len(block) & 1
    if what == "sleep":
        time.sleep(30)
    if what == "files":
        sys.stdout.write("to stdout\\n")
        sys.stderr.write(f"stdin {sys.stdin.read()!r} argv0 {os.path.basename(sys.argv[0])}\\n")
        with open("written.txt", "w") as f:
            f.write("x")
        sys.stderr.write(f"cwd {os.path.basename(os.getcwd())} env {os.environ.get('FUZZ_PROBE')}\\n")
        return 1
    return 0

if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
'''
CASES = {
    "status 0": (["status", "0"], 30.0, 3000),
    "status 1": (["status", "1"], 30.0, 3000),
    "status 2": (["status", "2"], 30.0, 3000),
    "status 300": (["status", "300"], 30.0, 3000),
    "exit-message": (["exit-message"], 30.0, 3000),
    "raise": (["raise"], 30.0, 3000),
    "spin": (["spin"], 1.0, 3000),
    "alloc": (["alloc"], 30.0, 600),
    "files": (["files"], 30.0, 3000),
}


@pytest.fixture(scope="module")
def probe(tmp_path_factory):  # noqa: ANN001, ANN201
    folder = tmp_path_factory.mktemp("probe")
    (folder / "fork_probe.py").write_text(PROBE)
    server = forkserver.ForkServer(sys.executable)
    yield folder, server
    server.close()


def _forked(server, folder, cwd, args, timeout, mem_mb, wall=None):  # noqa: ANN001, ANN202
    err = cwd / "stderr.txt"
    out = server.run(args, err, max(1, int(timeout + 0.999)), mem_mb,
                     wall or fm.WALL_FACTOR * timeout + 60, cwd, {**fm._env(), "FUZZ_PROBE": "p"},
                     module="fork_probe", path=(str(folder),))
    data = err.read_bytes()
    err.unlink()
    if out["killed"]:
        return None, data.decode(), out
    rc, text, _ = fm._judge(int(out["rc"]), data, 0.0)
    return rc, text, out


@pytest.mark.parametrize("case", sorted(CASES))
def test_fork_server_ends_a_run_as_the_subprocess_does(probe, case, tmp_path, monkeypatch):  # noqa: ANN001
    folder, server = probe
    args, timeout, mem_mb = CASES[case]
    monkeypatch.setenv("PYTHONPATH", str(folder))
    monkeypatch.setenv("FUZZ_PROBE", "p")
    # the subprocess runner runs in ROOT; so does the fork, and both leave their files there
    sub_rc, sub_err, _ = fm._run([sys.executable, "-m", "fork_probe", *args], timeout, mem_mb,
                                 "subprocess")
    sub_files = _take_written()
    fork_rc, fork_err, raw = _forked(server, folder, ROOT, args, timeout, mem_mb)
    fork_files = _take_written()
    assert fork_rc == sub_rc, (sub_err, fork_err)
    assert ("Traceback (most recent call last)" in fork_err) == \
        ("Traceback (most recent call last)" in sub_err)
    assert fork_err.splitlines()[-1:] == sub_err.splitlines()[-1:], (sub_err, fork_err)
    assert fork_files == sub_files
    expected = {"status 0": 0, "status 1": 1, "status 2": 2, "status 300": 300 & 0xFF,
                "exit-message": 1, "raise": 1, "spin": None, "alloc": 1, "files": 1}
    assert sub_rc == expected[case], sub_err  # the probe does misbehave as meant
    if case == "spin":  # the CPU-time limit ended it (soft = hard: SIGKILL), not the wall clock
        assert raw["rc"] in (-signal.SIGXCPU, -signal.SIGKILL) and not raw["killed"], raw
        assert float(raw["user"]) + float(raw["sys"]) > 0.5, raw
    if case == "files":
        assert fork_err == sub_err == "stdin '' argv0 fork_probe.py\ncwd " + ROOT.name + " env p\n"
        assert fork_files == ["x"]


def _take_written() -> list[str]:
    path = ROOT / "written.txt"
    if not path.exists():
        return []
    text = path.read_text()
    path.unlink()
    return [text]


def test_fork_server_kills_a_hang_at_the_wall_clock_limit(probe, tmp_path):  # noqa: ANN001
    folder, server = probe
    rc, _, raw = _forked(server, folder, tmp_path, ["sleep"], 30.0, 3000, wall=1.0)
    assert rc is None and raw["killed"] and raw["rc"] == -signal.SIGKILL


def test_fuzzer_runs_mirpass_in_the_fork_server_by_default(tmp_path) -> None:  # noqa: ANN001
    """A mirpass command line goes to the fork server unless --mode subprocess; its verdict on a
    bad input is the subprocess's."""
    bad = tmp_path / "bad.mir"
    bad.write_bytes(b"---\nname: f\nbody: |\n  bb.0:\n    $vgpr0 = V_BOGUS_B32 0\n...\n")
    base = fm.Base("b", "gfx942", "", b"")
    results = {}
    for mode in ("fork", "subprocess"):
        out = tmp_path / mode
        out.mkdir()
        rc, err, _ = fm._run(fm.mirpass_cmd("none", base, str(bad), str(out / "o.mir")), 30.0,
                             3000, mode)
        results[mode] = (rc, fm.classify("none", rc, err, str(bad), out), err)
    assert results["fork"] == results["subprocess"]
    assert results["fork"][1] == "rejected", results
    assert fm.MODE[0] == "fork" and os.path.exists(forkserver.__file__)


def test_mode_differences_names_each_differing_verdict() -> None:
    def res(runs: dict) -> fm.Result:  # noqa: ANN001
        return fm.Result(3, "truncate", "b.mir", "gfx942", 10, "rejects", "", runs)

    same = {"none": {"rc": 1, "class": "rejected"}, "check": {"rc": 1, "class": "ok"}}
    assert fm.mode_differences(res(same), res(dict(same))) == []
    other = {"none": {"rc": 2, "class": "traceback", "site": "mirpass/x.py:1 f KeyError"},
             "check": {"rc": 1, "class": "ok"}}
    diffs = fm.mode_differences(res(same), res(other))
    assert diffs == ["#3 truncate none: class fork='rejected' subprocess='traceback'",
                     "#3 truncate none: rc fork=1 subprocess=2",
                     "#3 truncate none: site fork=None subprocess='mirpass/x.py:1 f KeyError'"]
    assert fm.mode_differences(res(same), res({"none": same["none"]})) != []
