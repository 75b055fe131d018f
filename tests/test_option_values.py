"""Flags take llc's boolean spellings, and a misspelt option is an error, on the CLI and in the API.

Before, the API turned a flag on whenever it was named (`{"annotate": "0"}` annotated), and an
option no pass declares was ignored in silence.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from mirpass.api import check, read_file, run_passes, to_text
from mirpass.passes import PassError
from mirpass.passes.registry import parse_flag
from mirpass.target.targets import TARGETS

from conftest import ROOT, run_mirpass

LOOP = ROOT / "tests" / "mir" / "corpus" / "vector_loops.gfx942.before-waitcnt.mir"
WAITED = ROOT / "tests" / "mir" / "corpus" / "vector_loops.gfx942.after-waitcnt.mir"


def _waits(options: dict[str, str]) -> str:
    mir = read_file(str(LOOP))
    run_passes(mir, ["si-insert-waitcnts"], TARGETS["gfx942"], options)
    return to_text(mir)


@pytest.mark.parametrize("text,value", [("", True), ("1", True), ("true", True), ("TRUE", True),
                                        ("0", False), ("false", False), ("False", False)])
def test_flag_spellings(text: str, value: bool):
    assert parse_flag("annotate", text) is value


@pytest.mark.parametrize("text", ["yes", "2", "on", " 1"])
def test_flag_rejects_other_text(text: str):
    with pytest.raises(PassError, match=f"invalid value '{text}' for option '-annotate'"):
        parse_flag("annotate", text)


def test_api_flag_off_is_off():
    plain = _waits({})
    annotated = _waits({"annotate": "1"})
    assert annotated != plain and "; " in annotated.replace(plain, "")  # the flag does something
    assert _waits({"annotate": "0"}) == plain
    assert _waits({"annotate": "false"}) == plain
    assert _waits({"annotate": "true"}) == annotated


def test_api_unknown_option_is_an_error():
    with pytest.raises(PassError, match="unknown pass option '-anotate'"):
        _waits({"anotate": "1"})
    with pytest.raises(PassError, match="unknown pass option '-frobnicate'"):
        check(str(LOOP), facets=("waits",), options={"frobnicate": "1"})


def test_api_check_flag_off():
    on = check(str(WAITED), facets=("waits",), options={"classify": "1"})
    off = check(str(WAITED), facets=("waits",), options={"classify": "0"})
    assert on.notes and not off.notes


def test_cli_flag_with_value(tmp_path: Path):
    outs = {}
    for name, flag in (("plain", []), ("on", ["--annotate"]), ("true", ["--annotate=true"]),
                       ("false", ["--annotate=false"])):
        out = tmp_path / f"{name}.mir"
        proc = run_mirpass(["-run-pass=si-insert-waitcnts", *flag, str(LOOP), "-o", str(out)])
        assert proc.returncode == 0, proc.stderr
        outs[name] = out.read_text()
    assert outs["on"] != outs["plain"]
    assert outs["true"] == outs["on"] and outs["false"] == outs["plain"]
    bad = run_mirpass(
        ["-run-pass=si-insert-waitcnts", "--annotate=maybe", str(LOOP), "-o", str(tmp_path / "x")]
    )
    assert bad.returncode == 1 and not (tmp_path / "x").exists()
    assert "invalid value 'maybe' for option '-annotate'" in bad.stderr


def test_cli_check_flag_with_value():
    on = run_mirpass(["check", "--waits", "--classify=1", "--json", str(WAITED)])
    off = run_mirpass(["check", "--waits", "--classify=false", "--json", str(WAITED)])
    assert on.returncode == 0 and off.returncode == 0, (on.stderr, off.stderr)
    assert '"status"' in on.stdout and '"status"' not in off.stdout
    bad = run_mirpass(["check", "--waits", "--classify=perhaps", str(WAITED)])
    assert bad.returncode == 2 and "invalid value 'perhaps' for option '-classify'" in bad.stderr
