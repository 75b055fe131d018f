"""Shared fixtures: where LLVM 22 and the test inputs live."""

from __future__ import annotations

import os
import queue
import shutil
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
# The upstream LLVM tests live beside the checkout (../shared); a clone made elsewhere finds
# them through MIRPASS_SHARED or the workspace's own copy, and tests skip when there is none.
SHARED = next(
    (
        p
        for p in (
            Path(os.environ["MIRPASS_SHARED"]) if os.environ.get("MIRPASS_SHARED") else None,
            ROOT.parent / "shared",
            Path("/work/shared"),
        )
        if p is not None and (p / "llvm-tests").is_dir()
    ),
    ROOT.parent / "shared",
)
UPSTREAM_TESTS = SHARED / "llvm-tests"
CORPUS = ROOT / "tests" / "mir" / "corpus"
LLVM_BIN = Path(os.environ.get("MIRPASS_LLVM_BIN", "/usr/lib/llvm-22/bin"))
LLC = LLVM_BIN / "llc"


def have_llc() -> bool:
    return LLC.exists() or shutil.which("llc-22") is not None


requires_llc = pytest.mark.skipif(not have_llc(), reason="llc 22 is not installed")


def run_llc(args: list[str], stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(LLC), *args], input=stdin, capture_output=True, text=True, timeout=300)


def upstream_files() -> list[Path]:
    return sorted(UPSTREAM_TESTS.glob("*.mir")) if UPSTREAM_TESTS.exists() else []


def corpus_files() -> list[Path]:
    return sorted(CORPUS.glob("*.mir")) if CORPUS.exists() else []


def llc_output(
    text: str, cpu: str, tmp_path: Path, pass_name: str, mattr: str | None = None, extra: tuple[str, ...] = ()
) -> str:
    """llc 22's output for `pass_name` run on the MIR `text`, with the llc options `extra`. Wave32
    CPUs get llc's wave32 attribute unless `mattr` says otherwise."""
    from mirpass.target.targets import TARGETS

    if mattr is None and TARGETS[cpu].default_wave_size == 32:
        mattr = "+wavefrontsize32"
    src = tmp_path / "probes.mir"
    src.write_text(text)
    attrs = [f"-mattr={mattr}"] if mattr else []
    proc = run_llc(
        ["-mtriple=amdgcn", f"-mcpu={cpu}", *attrs, *extra, f"-run-pass={pass_name}", str(src), "-o", "-"]
    )
    assert proc.returncode == 0, proc.stderr[:2000]
    return proc.stdout


def llc_and_mirpass(
    text: str, cpu: str, tmp_path: Path, pass_name: str, mattr: str | None = None, extra: tuple[str, ...] = ()
):
    """Run `pass_name` on the MIR `text` with llc 22 (options `extra`) and with mirpass; (llc's,
    mirpass's) outputs as read MIR files (wave32 as in `llc_output`)."""
    from mirpass.api import run_passes
    from mirpass.mir import read
    from mirpass.target.targets import TARGETS

    target = TARGETS[cpu]
    if mattr is None and target.default_wave_size == 32:
        mattr = "+wavefrontsize32"
    theirs = llc_output(text, cpu, tmp_path, pass_name, mattr, extra)
    mine = read(text)
    run_passes(mine, [pass_name], target, {"mattr": mattr} if mattr else None)
    return read(theirs), mine


def count_lines(work, prefixes: tuple[str, ...]) -> int:  # noqa: ANN001
    """Python lines executed by `work()` in files whose paths start with one of `prefixes`: a
    measure of work that, unlike time, does not depend on the machine's load."""
    count = 0

    def local(frame, event, arg):  # noqa: ANN001, ANN202
        nonlocal count
        if event == "line":
            count += 1
        return local

    def trace(frame, event, arg):  # noqa: ANN001, ANN202
        return local if frame.f_code.co_filename.startswith(prefixes) else None

    sys.settrace(trace)
    try:
        work()
    finally:
        sys.settrace(None)
    return count


# ----------------------------------------------------------------------------------------------
# `python -m mirpass.cli` for tests of the command line, through a fork server (tools/
# forkserver.py: mirpass imported once, a fork per run, with the run's own stdin, stdout,
# stderr, working folder, environment and umask; tests/test_forkserver.py shows it ends runs as
# the subprocess does). MIRPASS_TEST_SUBPROCESS=1 runs real subprocesses instead.
# ----------------------------------------------------------------------------------------------

_CLI_SERVERS: list = []
_CLI_FREE: queue.Queue = queue.Queue()
_CLI_LOCK = threading.Lock()


def _cli_server():  # noqa: ANN202
    try:
        return _CLI_FREE.get_nowait()
    except queue.Empty:
        pass
    with _CLI_LOCK:
        if len(_CLI_SERVERS) < 2:  # the machine's two cores
            if str(ROOT / "tools") not in sys.path:
                sys.path.insert(0, str(ROOT / "tools"))
            from forkserver import ForkServer

            server = ForkServer(sys.executable)
            _CLI_SERVERS.append(server)
            return server
    return _CLI_FREE.get()


@pytest.fixture(scope="session", autouse=True)
def _close_cli_servers():  # noqa: ANN202
    yield
    for server in _CLI_SERVERS:
        server.close()


def run_mirpass(
    args: list[str],
    input: str | bytes | None = None,  # noqa: A002 - subprocess.run's name
    cwd: Path | str | None = None,
    env: dict[str, str] | None = None,
    text: bool = True,
    timeout: float = 120,
) -> subprocess.CompletedProcess:
    """`subprocess.run([sys.executable, "-m", "mirpass.cli", *args], capture_output=True, ...)`."""
    cmd = [sys.executable, "-m", "mirpass.cli", *args]
    if os.environ.get("MIRPASS_TEST_SUBPROCESS") == "1":
        return subprocess.run(cmd, input=input, capture_output=True, text=text, timeout=timeout,
                              cwd=cwd, env=env)
    umask = os.umask(0o022)
    os.umask(umask)
    with tempfile.TemporaryDirectory(prefix="mirpass-cli-") as tmp:
        files = {k: Path(tmp) / k for k in ("stdin", "stdout", "stderr")}
        data = input.encode() if isinstance(input, str) else input
        files["stdin"].write_bytes(data or b"")
        server = _cli_server()
        try:
            out = server.run([str(a) for a in args], files["stderr"], 0, 0, timeout,
                             Path(cwd) if cwd is not None else Path.cwd(),
                             dict(os.environ if env is None else env),
                             stdin_path=files["stdin"] if input is not None else None,
                             stdout_path=files["stdout"], umask=umask)
        finally:
            _CLI_FREE.put(server)
        stdout, stderr = files["stdout"].read_bytes(), files["stderr"].read_bytes()
    if out["killed"]:
        raise subprocess.TimeoutExpired(cmd, timeout, stdout, stderr)
    if text:  # decoded as subprocess decodes text, line ends translated
        def dec(b: bytes) -> str:
            return b.decode().replace("\r\n", "\n").replace("\r", "\n")
        return subprocess.CompletedProcess(cmd, int(out["rc"]), dec(stdout), dec(stderr))
    return subprocess.CompletedProcess(cmd, int(out["rc"]), stdout, stderr)
