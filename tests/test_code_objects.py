"""`mirpass check` on code objects (`.o`, `.co`, `.hsaco`), disassembled by llvm-objdump 22.

The objects are llvm-mc 22's assembly of llc 22's final `.s` (tests/asm/corpus): they check as
their `.s` does (clean, or llc 22's known findings, the same ones), and a deleted wait or NOP is
reported at the line of `llvm-objdump -d` that shows the consumer, with its address."""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

import pytest

from mirpass.cli import main

from conftest import LLVM_BIN, ROOT

ASM_CORPUS = ROOT / "tests" / "asm" / "corpus"
pytestmark = pytest.mark.skipif(
    not (LLVM_BIN / "llvm-mc").exists() or not (LLVM_BIN / "llvm-objdump").exists(),
    reason="llvm-mc/llvm-objdump 22 are not installed",
)
# One kernel per CPU family, device functions and calls, and one with llc 22's xcnt findings.
CASES = [
    ("gemm_pipelined.gfx942.s", ".o", ["--hazards", "--waits"]),
    ("calls_noinline.gfx950.s", ".co", ["--hazards", "--waits"]),
    ("spmv_csr.gfx90a.s", ".hsaco", ["--waits"]),
    ("transpose_lds.gfx1200.s", ".o", ["--waits"]),
    ("stencil_lds.gfx1250.s", ".co", ["--waits"]),
    ("lds_dma.gfx1250.s", ".hsaco", ["--waits"]),
]


def assemble(src: Path, out: Path, cpu: str = "") -> Path:
    cpu = cpu or src.name.split(".")[-2]
    cmd = [
        str(LLVM_BIN / "llvm-mc"),
        "-triple=amdgcn-amd-amdhsa",
        f"-mcpu={cpu}",
        "-filetype=obj",
        "-o",
        str(out),
    ]
    subprocess.run([*cmd, str(src)], check=True, capture_output=True, timeout=120)
    return out


def check(capsys, *args: str) -> tuple[int, list[str]]:
    capsys.readouterr()
    rc = main(["check", *args])
    return rc, capsys.readouterr().out.splitlines()


def _message(finding: str) -> str:
    return re.sub(r"\bline \d+|\S+:\d+:", "@", finding.split(": ", 1)[1])


@pytest.mark.parametrize(("name", "suffix", "facets"), CASES, ids=[c[0] for c in CASES])
def test_code_object_checks_as_its_assembly(
    name: str, suffix: str, facets: list[str], tmp_path: Path, capsys
):
    src = ASM_CORPUS / name
    obj = assemble(src, tmp_path / (name.removesuffix(".s") + suffix))
    rc_s, from_s = check(capsys, *facets, str(src))
    rc_o, from_o = check(capsys, *facets, str(obj))
    assert rc_o == rc_s and [_message(f) for f in from_o] == [_message(f) for f in from_s]
    if name.startswith("lds_dma"):
        assert rc_o == 1 and len(from_o) == 5  # llc 22's xcnt findings (see test_asm_check_waits)
    else:
        assert rc_o == 0


def _objdump(obj: Path) -> list[str]:
    out = subprocess.run([str(LLVM_BIN / "llvm-objdump"), "-d", str(obj)], capture_output=True, text=True)
    return out.stdout.splitlines()


def test_a_deleted_wait_is_reported_at_the_listing_line(tmp_path: Path, capsys):
    src = (ASM_CORPUS / "spmv_csr.gfx950.s").read_text().splitlines(keepends=True)
    k = next(i for i, ln in enumerate(src) if ln.startswith("\ts_waitcnt vmcnt(4)"))
    seeded = tmp_path / "spmv.s"
    seeded.write_text("".join(src[:k] + src[k + 1 :]))
    obj = assemble(seeded, tmp_path / "spmv.o", "gfx950")
    rc, found = check(capsys, "-mcpu=gfx950", "--waits", str(obj))
    assert rc == 1 and found
    listing = _objdump(obj)
    consumer = src[k + 1].split()[0]  # the instruction after the deleted wait reads the load
    first = re.match(rf"{re.escape(str(obj))}:(\d+):(\d+): wait: ", found[0])
    assert first, found[0]
    assert consumer in listing[int(first.group(1)) - 1]
    rc, found = check(capsys, "-mcpu=gfx950", "--waits", "--json", str(obj))
    f = json.loads(found[0])
    assert f["address"] and f["address"].lower().removeprefix("0x") in listing[f["line"] - 1].lower()
    assert f["producer_line"] and "load" in listing[f["producer_line"] - 1]


def test_a_deleted_nop_is_reported(tmp_path: Path, capsys):
    src = (ASM_CORPUS / "attention_fwd.gfx942.s").read_text().splitlines(keepends=True)
    k = next(i for i, ln in enumerate(src) if ln.startswith("\ts_nop 6"))
    seeded = tmp_path / "attention.s"
    seeded.write_text("".join(src[:k] + src[k + 1 :]))
    obj = assemble(seeded, tmp_path / "attention.o", "gfx942")
    rc, found = check(capsys, "--hazards", "--llvm-compat=22", str(obj))
    assert rc == 1 and len(found) == 1 and "short by 7" in found[0]
    line = int(found[0].split(":")[1])
    assert src[k + 1].split()[0] in _objdump(obj)[line - 1]


def test_the_cpu_must_match_the_code_object(tmp_path: Path, capsys):
    obj = assemble(ASM_CORPUS / "spmv_csr.gfx950.s", tmp_path / "k.o")
    capsys.readouterr()
    assert main(["check", "-mcpu=gfx942", str(obj)]) == 2
    assert "the code object is for gfx950, not gfx942" in capsys.readouterr().err
    junk = tmp_path / "junk.o"
    junk.write_bytes(b"not an elf file")
    assert main(["check", str(junk)]) == 2
    assert capsys.readouterr().err.startswith(f"{junk}:1:1: error: ")


def test_explanations_name_the_disassembly_lines(tmp_path: Path, capsys):
    """`check --waits --explain` on a code object: each "OPCODE ... (line N)" of a wait's
    explanation names the line of `llvm-objdump -d` that shows that instruction (they were the
    lines of mirpass's own reconstruction of the text)."""
    obj = assemble(ASM_CORPUS / "gemm_pipelined.gfx942.s", tmp_path / "k.o")
    dump = subprocess.run(
        [str(LLVM_BIN / "llvm-objdump"), "-d", "--mcpu=gfx942", str(obj)],
        check=True,
        capture_output=True,
        text=True,
    ).stdout.splitlines()
    rc, lines = check(capsys, "--waits", "--explain", str(obj))
    assert rc == 0
    named = [
        (op, int(n))
        for ln in lines
        for op, n in re.findall(r"\b([A-Z][A-Z0-9_]+)(?:@bb\.\d+)? \(line (\d+)\)", ln)
    ]
    assert len(named) >= 10
    for opcode, n in named:
        mnemonic = dump[n - 1].split()[0]
        assert opcode.lower().startswith(mnemonic.split("_e32")[0].split("_e64")[0][:8]), (
            opcode,
            n,
            dump[n - 1],
        )
