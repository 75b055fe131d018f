"""Shared fixtures: where LLVM 22 and the test inputs live."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared"
UPSTREAM_TESTS = SHARED / "llvm-tests"
CORPUS = ROOT / "tests" / "mir" / "corpus"
LLVM_BIN = Path(os.environ.get("MIRPASS_LLVM_BIN", "/usr/lib/llvm-22/bin"))
LLC = LLVM_BIN / "llc"


def have_llc() -> bool:
    return LLC.exists() or shutil.which("llc-22") is not None


requires_llc = pytest.mark.skipif(not have_llc(), reason="llc 22 is not installed")


def run_llc(args: list[str], stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(LLC), *args], input=stdin, capture_output=True, text=True,
                          timeout=300)


def upstream_files() -> list[Path]:
    return sorted(UPSTREAM_TESTS.glob("*.mir")) if UPSTREAM_TESTS.exists() else []


def corpus_files() -> list[Path]:
    return sorted(CORPUS.glob("*.mir")) if CORPUS.exists() else []
