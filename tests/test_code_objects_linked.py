"""`mirpass check` on linked code objects (`.hsaco` made by ld.lld 22, as clang links them), and
on gfx12 wave64 code objects.

A linked object has its kernels at final addresses and its descriptors in `.rodata`; the findings
must be those of the `.s` it was built from. On gfx1200 wave64 code (`+wavefrontsize64`) the
disassembly must be in wave64 mode: in the default (wave32) mode llvm-objdump prints `vcc_lo`
for `vcc`, and lane masks lose their high half."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from mirpass.cli import main

from conftest import LLVM_BIN, ROOT

ASM_CORPUS = ROOT / "tests" / "asm" / "corpus"
KERNELS = ROOT / "kernels"
pytestmark = pytest.mark.skipif(
    not all((LLVM_BIN / t).exists() for t in ("llvm-mc", "llvm-objdump", "ld.lld")),
    reason="llvm-mc, llvm-objdump and ld.lld 22 are needed (Debian's llvm-22 and lld-22)",
)
_WAITS = re.compile(r"^\t(s_waitcnt vmcnt\(|s_wait_loadcnt )")


def link(src: Path, out: Path, cpu: str, mattr: str = "") -> Path:
    obj = out.with_suffix(".o")
    mc = [str(LLVM_BIN / "llvm-mc"), "-triple=amdgcn-amd-amdhsa", f"-mcpu={cpu}", "-filetype=obj"]
    if mattr:
        mc.append(f"-mattr={mattr}")
    subprocess.run([*mc, str(src), "-o", str(obj)], check=True, capture_output=True, timeout=120)
    subprocess.run([str(LLVM_BIN / "ld.lld"), "-shared", str(obj), "-o", str(out)], check=True,
                   capture_output=True, timeout=120)
    return out


def check(capsys, *args: str) -> tuple[int, list[str], str]:
    capsys.readouterr()
    rc = main(["check", *args])
    cap = capsys.readouterr()
    return rc, cap.out.splitlines(), cap.err


def _message(finding: str) -> str:
    return re.sub(r"\bline \d+|\S+:\d+:(\d+:)?", "@", finding.split(": ", 1)[1])


def _listing(obj: Path, *extra: str) -> list[str]:
    out = subprocess.run([str(LLVM_BIN / "llvm-objdump"), "-d", *extra, str(obj)], capture_output=True,
                         text=True, check=True)
    return out.stdout.splitlines()


def _deleted_wait_case(src_lines: list[str], tmp_path: Path, cpu: str, mattr: str, capsys) -> None:
    """Each of the first three loads' waits deleted in turn: check reports the linked object at
    the listing line of the instruction after the deleted wait (or, when the wait covered a later
    consumer, one after it) and the same findings as on the seeded `.s`."""
    waits = [k for k, ln in enumerate(src_lines) if _WAITS.match(ln)][:3]
    assert waits
    for k in waits:
        seeded = tmp_path / f"seeded{k}.s"
        seeded.write_text("".join(src_lines[:k] + src_lines[k + 1 :]))
        hsaco = link(seeded, tmp_path / f"seeded{k}.hsaco", cpu, mattr)
        rc_s, from_s, _ = check(capsys, "--waits", str(seeded))
        rc_o, from_o, _ = check(capsys, "--waits", str(hsaco))
        assert rc_o == rc_s == 1 and from_o
        assert [_message(f) for f in from_o] == [_message(f) for f in from_s]
        listing = _listing(hsaco, *([f"--mattr={mattr}"] if mattr else []))
        line = int(re.match(rf"{re.escape(str(hsaco))}:(\d+):", from_o[0]).group(1))  # type: ignore[union-attr]
        consumer_line = int(from_s[0].split(":")[1])
        mnemonic = seeded.read_text().splitlines()[consumer_line - 1].split()[0]
        assert mnemonic in listing[line - 1]


@pytest.mark.parametrize(
    ("name", "facets"),
    [("gemm_pipelined.gfx942.s", ["--hazards", "--waits"]), ("transpose_lds.gfx1200.s", ["--waits"])],
)
def test_a_linked_hsaco_checks_clean(name: str, facets: list[str], tmp_path: Path, capsys) -> None:
    cpu = name.split(".")[-2]
    hsaco = link(ASM_CORPUS / name, tmp_path / "k.hsaco", cpu)
    readelf = [str(LLVM_BIN / "llvm-readelf"), "-h", str(hsaco)]
    header = subprocess.run(readelf, capture_output=True, text=True, check=True)
    assert "DYN (Shared object file)" in header.stdout  # linked, not relocatable
    rc, found, err = check(capsys, *facets, str(hsaco))
    assert rc == 0 and found == [], found + [err]


@pytest.mark.parametrize("name", ["gemm_pipelined.gfx942.s", "transpose_lds.gfx1200.s"])
def test_a_linked_hsaco_reports_a_deleted_wait(name: str, tmp_path: Path, capsys) -> None:
    lines = (ASM_CORPUS / name).read_text().splitlines(keepends=True)
    _deleted_wait_case(lines, tmp_path, name.split(".")[-2], "", capsys)


@pytest.fixture(scope="module")
def wave64_source(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """llc 22's gfx1200 wave64 assembly of a corpus kernel (divergent branches: lane masks)."""
    out = tmp_path_factory.mktemp("wave64") / "branchy.gfx1200w64.s"
    subprocess.run(
        [str(LLVM_BIN / "clang"), "-target", "amdgcn-amd-amdhsa", "-mcpu=gfx1200", "-mwavefrontsize64",
         "-x", "cl", "-cl-std=CL2.0", "-O2", "-nogpulib", "-S", str(KERNELS / "branchy_divergent.cl"),
         "-o", str(out)],
        check=True, capture_output=True, timeout=300,
    )
    assert ".amdhsa_wavefront_size32 0" in out.read_text()
    return out


def test_gfx12_wave64_code_objects_decode_in_wave64(wave64_source: Path, tmp_path: Path, capsys) -> None:
    from mirpass.asm.objdump import read_code_object

    hsaco = link(wave64_source, tmp_path / "w64.hsaco", "gfx1200", "+wavefrontsize64")
    obj = read_code_object(str(hsaco))
    assert obj.asm.cpu == "gfx1200" and obj.asm.mattr == ("+wavefrontsize64",)
    text = "".join(obj.asm.lines)
    # the wave64 spelling of the carry and lane masks, as the `.s` has them
    assert "vcc_lo" not in text and re.search(r"\bvcc\b", text)
    assert "vcc_lo" in "\n".join(_listing(hsaco))  # (what the default mode would have read)
    rc_s, from_s, _ = check(capsys, "--waits", str(wave64_source))
    rc_o, from_o, _ = check(capsys, "--waits", str(hsaco))
    assert rc_o == rc_s == 0 and from_o == from_s == []


def test_gfx12_wave64_deleted_wait_is_reported(wave64_source: Path, tmp_path: Path, capsys) -> None:
    lines = wave64_source.read_text().splitlines(keepends=True)
    _deleted_wait_case(lines, tmp_path, "gfx1200", "+wavefrontsize64", capsys)


def test_kernels_of_both_wave_sizes_are_an_error(wave64_source: Path, tmp_path: Path, capsys) -> None:
    w64 = link(wave64_source, tmp_path / "w64.hsaco", "gfx1200", "+wavefrontsize64").with_suffix(".o")
    w32 = link(ASM_CORPUS / "transpose_lds.gfx1200.s", tmp_path / "w32.hsaco", "gfx1200").with_suffix(".o")
    both = tmp_path / "both.hsaco"
    subprocess.run([str(LLVM_BIN / "ld.lld"), "-shared", str(w64), str(w32), "-o", str(both)], check=True,
                   capture_output=True, timeout=120)
    rc, _found, err = check(capsys, "--waits", str(both))
    assert rc == 2 and "kernels of both wave sizes" in err and err.startswith(f"{both}:1:1: error: ")
