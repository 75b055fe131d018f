"""A bounded run of the inline-asm differential fuzzer (tools/fuzz_inline_asm.py): mirpass's
default passes on programs with some instructions written as inline asm give, before every
instruction, the NOPs and waits llc 22 gives on the real instructions."""

from __future__ import annotations

import re
import sys

import pytest

from conftest import ROOT, requires_llc

sys.path.insert(0, str(ROOT / "tools"))

import fuzz_inline_asm  # noqa: E402


@requires_llc
@pytest.mark.parametrize("cpu", ["gfx942", "gfx950"])
def test_inline_asm_fuzzer(cpu: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert fuzz_inline_asm.main(["--count", "60", "--batch", "60", "--cpu", cpu, "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert f"{cpu}: 60 programs" in out and " 0 mismatches" in out
    converted = int(out.split(" INLINEASM")[0].rsplit(", ", 1)[1])
    assert converted > 200  # the run did write asm


@requires_llc
def test_fuzzer_catches_a_wrong_asm_text(monkeypatch: pytest.MonkeyPatch) -> None:
    """The comparison can fail: asm whose text drops the S_NOP counts must mismatch."""
    real = fuzz_inline_asm.template

    def lossy(rng, inst, text):  # noqa: ANN001, ANN202
        got = real(rng, inst, text)
        if got is not None and inst.startswith("S_NOP"):
            return "s_nop 0", []
        return got

    monkeypatch.setattr(fuzz_inline_asm, "template", lossy)
    assert fuzz_inline_asm.main(["--count", "60", "--batch", "60", "--cpu", "gfx942", "--seed", "3"]) == 1


@requires_llc
@pytest.mark.parametrize("cpu", ["gfx1200", "gfx1250"])
def test_inline_asm_fuzzer_gfx12(cpu: str, capsys: pytest.CaptureFixture[str]) -> None:
    """gfx12: both passes (the hazard pass's V_NOPs and S_WAITCNT_DEPCTRs included)."""
    assert fuzz_inline_asm.main(["--count", "60", "--batch", "60", "--cpu", cpu, "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert f"{cpu}: 60 programs" in out and " 0 mismatches" in out and "post-RA-hazard-rec" in out
    converted = int(out.split(" INLINEASM")[0].rsplit(", ", 1)[1])
    assert converted > 200
    assert int(out.split(" with hazard fixes")[0].rsplit("; ", 1)[1]) > 0  # there were hazards


@requires_llc
def test_gfx12_fuzzer_catches_llcs_view_of_asm(monkeypatch: pytest.MonkeyPatch) -> None:
    """The gfx12 hazard comparison can fail: with llc's view of inline asm (the asm's WMMAs and
    TRANSes no producers) the asm form must mismatch."""
    from mirpass.passes.hazards import gfx12

    init = gfx12.Gfx12Recognizer.__init__

    def llc_view(self, cpu, **kw):  # noqa: ANN001, ANN003, ANN202
        init(self, cpu, **{**kw, "exact": False})

    monkeypatch.setattr(gfx12.Gfx12Recognizer, "__init__", llc_view)
    assert fuzz_inline_asm.main(["--count", "60", "--batch", "60", "--cpu", "gfx1250", "--seed", "3"]) == 1


@requires_llc
def test_gfx12_fuzzer_catches_an_asm_load_into_another_register(monkeypatch: pytest.MonkeyPatch) -> None:
    """The gfx12 comparison can fail: loads whose asm writes a register the real load does not
    (so that their consumers' waits go missing) must mismatch."""
    real = fuzz_inline_asm.template

    def lossy(rng, inst, text):  # noqa: ANN001, ANN202
        got = real(rng, inst, text)
        if got is not None and text.startswith(("global_load_b32", "ds_load_b32")):
            asm, groups = got
            return re.sub(r"\$\{?0(:r)?\}?", "v39", asm, count=1), groups
        return got

    monkeypatch.setattr(fuzz_inline_asm, "template", lossy)
    assert fuzz_inline_asm.main(["--count", "60", "--batch", "60", "--cpu", "gfx1250", "--seed", "3"]) == 1
