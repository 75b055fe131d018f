"""A bounded run of tools/bench_asm.py: the generated kernel's assembly assembles, checks clean
and round-trips through `-run-pass=none` (the tool fails otherwise)."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest

TOOLS = Path(__file__).resolve().parent.parent / "tools"
sys.path.insert(0, str(TOOLS))

import bench_asm  # noqa: E402

pytestmark = pytest.mark.skipif(
    not os.path.exists(f"{bench_asm.LLVM_BIN}/llc"), reason="needs llc 22 and llvm-mc 22"
)


def test_bounded_bench_asm_run(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert bench_asm.main(["--sizes", "1500", "--repeat", "1", "--json", "--workdir", str(tmp_path)]) == 0
    (record,) = json.loads(capsys.readouterr().out)
    assert record["instructions"] == 1500
    for name in ("llc_none_mir", "mirpass_none_s", "mirpass_check_s", "llvm_mc_s"):
        assert record[f"{name}_cpu"] > 0
    assert record["llc_none_mir_cpu_ratio"] == 1.0


def test_user_sgpr_count_is_what_the_enabled_ones_add_up_to(tmp_path: Path) -> None:
    _, asm = bench_asm.make_inputs(200, 0, tmp_path)
    text = asm.read_text()
    # dispatch_ptr, queue_ptr, kernarg_segment_ptr, dispatch_id: 2 each (AMDGPUUsage).
    assert ".amdhsa_user_sgpr_count 8\n" in text
