"""`-run-pass=llc22-compat` makes llc 22 read back the MIR it printed but rejects."""

from __future__ import annotations

import json

import pytest

from mirpass.api import read_file, resolve, run_passes, to_text

from conftest import CORPUS, requires_llc, run_llc

pytestmark = requires_llc
REJECTED = json.loads((CORPUS / "llc-rejects.json").read_text()) if CORPUS.exists() else {}
INDEX = json.loads((CORPUS / "index.json").read_text()) if CORPUS.exists() else {}


def llc_reads(name: str, text: str, tmp_path) -> tuple[bool, str]:
    src = tmp_path / name
    src.write_text(text)
    entry = INDEX[name]
    mattr = [f"-mattr={entry['mattr']}"] if entry["mattr"] else []
    proc = run_llc(
        [
            "-mtriple=amdgcn-amd-amdhsa",
            f"-mcpu={entry['cpu']}",
            *mattr,
            "-run-pass=none",
            "-verify-machineinstrs",
            str(src),
            "-o",
            "/dev/null",
        ]
    )
    return proc.returncode == 0, proc.stderr


def compat(name: str) -> str:
    mir = read_file(str(CORPUS / name))
    run_passes(mir, ["llc22-compat"], resolve(mir))
    return to_text(mir)


@pytest.mark.parametrize("name", sorted(REJECTED))
def test_rejected_corpus_files_are_read_after_compat(name, tmp_path):
    ok, _ = llc_reads(name, (CORPUS / name).read_text(), tmp_path)
    assert not ok, "llc-rejects.json is stale: llc reads this file"
    ok, err = llc_reads(name, compat(name), tmp_path)
    assert ok, err


@pytest.mark.parametrize("name", sorted(n for n in INDEX if n not in REJECTED))
def test_files_llc_reads_are_left_alone(name):
    assert compat(name) == (CORPUS / name).read_text()
