"""A fork server for the mirpass command line: mirpass is imported once, every run is a fork.

`python -m mirpass.cli ARGS` spends most of a small file's run importing mirpass; a fuzzer that
starts it five times per mutant spends most of its time there. `ForkServer` starts one fresh
interpreter (`python tools/forkserver.py`, not a fork of the caller, so that the address space a
run starts with, and so its memory limit's headroom, is that of a plain `python -m mirpass.cli`
and no lock held by a thread of the caller is inherited), which imports every mirpass module and
then, per request, forks a child that does what the subprocess did:

- sets the CPU-time and address-space limits (soft = hard, as `ulimit -t` / `ulimit -v` do),
- takes /dev/null as stdin and stdout and a file as stderr, chdirs and sets the environment,
- sets `sys.argv` and calls `mirpass.cli.main(ARGS)` (or another module's `main`, for tests of
  the server itself), ending as the interpreter would: the
  returned status, `SystemExit`'s code, or a printed traceback and status 1 for an exception
  that escapes (which `main` never lets happen: the point is to see it if it does).

The server waits for the child with the wall-clock limit (SIGKILL when it is over) and answers
with the exit status in `subprocess`'s convention (negative for a signal), so that a caller
judges status, stderr, timeouts and files written exactly as it judged the subprocess.

Requests and answers are pickled, length-prefixed, over the server's stdin and stdout. One
server runs one request at a time; use one server per job.
"""

from __future__ import annotations

import os
import pickle
import select
import signal
import struct
import subprocess
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
_LEN = struct.Struct("<Q")


def _send(fd: int, obj: object) -> None:
    data = pickle.dumps(obj)
    data = _LEN.pack(len(data)) + data
    while data:
        data = data[os.write(fd, data):]


def _recv(fd: int) -> object | None:
    head = _read_exact(fd, _LEN.size)
    if head is None:
        return None
    body = _read_exact(fd, _LEN.unpack(head)[0])
    return None if body is None else pickle.loads(body)


def _read_exact(fd: int, n: int) -> bytes | None:
    chunks, got = [], 0
    while got < n:
        chunk = os.read(fd, n - got)
        if not chunk:
            return None
        chunks.append(chunk)
        got += len(chunk)
    return b"".join(chunks)


# ----------------------------------------------------------------------------------------------
# The server side
# ----------------------------------------------------------------------------------------------


def _preload() -> None:
    """Import every mirpass module (the commands import most of theirs lazily) and llvmlite, so
    that no child spends its time importing."""
    import importlib
    import pkgutil

    import mirpass

    for info in pkgutil.walk_packages(mirpass.__path__, "mirpass."):
        if info.name.endswith(".__main__") or info.name == "mirpass.demo":
            continue
        importlib.import_module(info.name)
    import llvmlite.binding  # noqa: F401 - loaded by every file with an IR module


def _child(req: dict[str, object], keep: tuple[int, ...]) -> None:
    """In the forked child: become the `python -m mirpass.cli` run `req` describes. Never
    returns."""
    import resource

    rc = 1
    try:
        for fd in keep:
            os.close(fd)
        cpu, mem = int(req["cpu"]), int(req["mem_mb"]) * 1024 * 1024  # type: ignore[call-overload]
        if cpu > 0:  # 0: no limit, as a plain subprocess has
            resource.setrlimit(resource.RLIMIT_CPU, (cpu, cpu))
        if mem > 0:
            resource.setrlimit(resource.RLIMIT_AS, (mem, mem))
        if "umask" in req:
            os.umask(int(req["umask"]))  # type: ignore[call-overload]
        for fd, key, flags in ((0, "stdin", os.O_RDONLY),
                               (1, "stdout", os.O_WRONLY | os.O_CREAT | os.O_TRUNC),
                               (2, "stderr", os.O_WRONLY | os.O_CREAT | os.O_TRUNC)):
            name = req.get(key) or os.devnull
            opened = os.open(str(name), flags, 0o600)
            os.dup2(opened, fd)
            os.close(opened)
        os.chdir(str(req["cwd"]))
        os.environ.clear()
        os.environ.update(req["env"])  # type: ignore[arg-type]
        args = list(req["args"])  # type: ignore[call-overload]
        sys.path[:0] = list(req.get("path", []))  # type: ignore[call-overload]
        import importlib

        module = importlib.import_module(str(req.get("module", "mirpass.cli")))
        sys.argv = [str(module.__file__), *args]
        rc = _run_main(module.main, args)
    finally:
        os._exit(rc)


def _run_main(main, args: list[str]) -> int:  # noqa: ANN001
    """`main(args)` ended the way `python -m` ends a module run."""
    try:
        status = main(args)
        rc = _exit_code(status)
    except SystemExit as e:
        rc = _exit_code(e.code)
    except BaseException:  # noqa: BLE001 - the interpreter prints what escapes, and exits 1
        sys.excepthook(*sys.exc_info())
        rc = 1
    try:
        sys.stdout.flush()
    except BaseException:  # noqa: BLE001 - the interpreter's status for a failed final flush
        rc = 120
    try:
        sys.stderr.flush()
    except BaseException:  # noqa: BLE001
        pass
    return rc


def _exit_code(code: object) -> int:
    if code is None:
        return 0
    if isinstance(code, int):
        return code & 0xFF
    try:
        sys.stderr.write(f"{code}\n")
    except BaseException:  # noqa: BLE001
        pass
    return 1


def _wait(pid: int, wall: float) -> tuple[int, bool, float, float]:
    """(status as subprocess gives it, killed for the wall-clock limit, user s, sys s)."""
    pidfd = os.pidfd_open(pid)
    try:
        ready, _, _ = select.select([pidfd], [], [], wall)
        killed = not ready
        if killed:
            os.kill(pid, signal.SIGKILL)
    finally:
        os.close(pidfd)
    _, status, usage = os.wait4(pid, 0)
    code = -os.WTERMSIG(status) if os.WIFSIGNALED(status) else os.WEXITSTATUS(status)
    return code, killed, usage.ru_utime, usage.ru_stime


def serve() -> None:
    """The server's loop: one request at a time from fd 0, answers on fd 1."""
    rfd, wfd = os.dup(0), os.dup(1)
    null = os.open(os.devnull, os.O_RDWR)
    os.dup2(null, 0)
    os.dup2(null, 1)
    os.close(null)
    _preload()
    _send(wfd, {"ready": True, "pid": os.getpid()})
    while True:
        req = _recv(rfd)
        if req is None:
            return
        assert isinstance(req, dict)
        t0 = time.monotonic()
        pid = os.fork()
        if pid == 0:
            _child(req, (rfd, wfd))
        code, killed, user, system = _wait(pid, float(req["wall"]))
        _send(wfd, {"rc": code, "killed": killed, "wall": time.monotonic() - t0,
                    "user": user, "sys": system})


# ----------------------------------------------------------------------------------------------
# The client side
# ----------------------------------------------------------------------------------------------


class ForkServer:
    """One server process; `run` is safe to call from several threads (runs are serialized)."""

    def __init__(self, python: str = sys.executable) -> None:
        env = dict(os.environ)
        env["PYTHONPATH"] = str(ROOT) + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH")
                                         else "")
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        self.proc = subprocess.Popen([python, str(Path(__file__).resolve())],
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env,
                                     cwd=ROOT)
        self.lock = threading.Lock()
        hello = _recv(self.proc.stdout.fileno())  # type: ignore[union-attr]
        if not isinstance(hello, dict) or not hello.get("ready"):
            raise RuntimeError("the mirpass fork server did not start")

    def run(self, args: list[str], stderr_path: Path, cpu: int, mem_mb: int, wall: float,
            cwd: Path, env: dict[str, str], module: str = "mirpass.cli",
            path: tuple[str, ...] = (), stdin_path: Path | None = None,
            stdout_path: Path | None = None, umask: int | None = None) -> dict[str, object]:
        """Run `python -m MODULE ARGS` (MODULE.main(ARGS), found on sys.path with `path` first)
        in a fork, stdin and stdout /dev/null unless given; {rc, killed, wall, user, sys}."""
        req = {"args": list(args), "stderr": str(stderr_path), "cpu": cpu, "mem_mb": mem_mb,
               "wall": wall, "cwd": str(cwd), "env": env, "module": module, "path": list(path),
               "stdin": str(stdin_path) if stdin_path else None,
               "stdout": str(stdout_path) if stdout_path else None}
        if umask is not None:
            req["umask"] = umask
        with self.lock:
            _send(self.proc.stdin.fileno(), req)  # type: ignore[union-attr]
            out = _recv(self.proc.stdout.fileno())  # type: ignore[union-attr]
        if not isinstance(out, dict):
            raise RuntimeError("the mirpass fork server went away")
        return out

    def close(self) -> None:
        if self.proc.poll() is None:
            assert self.proc.stdin is not None
            self.proc.stdin.close()
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        if self.proc.stdout is not None:
            self.proc.stdout.close()

    def __enter__(self) -> ForkServer:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


if __name__ == "__main__":
    serve()
