"""Run the project's own .mir tests (RUN lines with %mirpass and FileCheck) under lit."""

from __future__ import annotations

import subprocess
import sys

from conftest import ROOT


def test_lit_suite_passes():
    proc = subprocess.run(
        [sys.executable, "-c", "from lit.main import main; main()", "-q", str(ROOT / "tests" / "mir")],
        capture_output=True,
        text=True,
        timeout=900,
        cwd=ROOT,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "Failed" not in proc.stdout
