"""Strict input: every class of error llc 22's MIR parser reports after the grammar (names,
blocks, implicit operands, the IR module, YAML keys) is reported by mirpass with the same
message, line and column, under the input's real file name, with exit code 1 and no output.
Where llc gives a position, the expected diagnostic is llc's own, read from llc 22."""

from __future__ import annotations

import os
import re
import subprocess
from pathlib import Path

import pytest

from conftest import CORPUS, requires_llc, run_llc, run_mirpass

BASE = """\
--- |
  define amdgpu_kernel void @f() #0 { ret void }
  attributes #0 = { "target-cpu"="gfx942" }
...
---
name:            f
tracksRegLiveness: true
registers:
  - { id: 0, class: vgpr_32 }
body:             |
  bb.0:
    successors: %bb.1
    %0:vgpr_32 = V_MOV_B32_e32 0, implicit $exec
    $vgpr0 = V_MOV_B32_e32 %0, implicit $exec
    $sgpr0_sgpr1 = S_MOV_B64 0
    S_BRANCH %bb.1

  bb.1:
    S_ENDPGM 0
...
"""

# (case, old text, new text): each makes BASE invalid in one way llc's parser reports.
MUTATIONS = [
    ("unknown opcode", "$vgpr0 = V_MOV_B32_e32 %0", "$vgpr0 = V_MOVX_B32 %0"),
    ("register out of range", "$vgpr0 = V_MOV", "$vgpr99999 = V_MOV"),
    ("register name", "$vgpr0 = V_MOV", "$vgprX2 = V_MOV"),
    ("misaligned tuple", "$sgpr0_sgpr1 = S_MOV_B64", "$sgpr1_sgpr2 = S_MOV_B64"),
    ("undefined successor", "successors: %bb.1", "successors: %bb.7"),
    ("undefined branch target", "S_BRANCH %bb.1", "S_BRANCH %bb.9"),
    ("register class in an operand", "%0:vgpr_32 =", "%0:vgpr_99 ="),
    ("register class in registers:", "class: vgpr_32", "class: vgpr_99"),
    ("subregister index", "V_MOV_B32_e32 %0,", "V_MOV_B32_e32 %0.sub77,"),
    ("missing implicit use", "V_MOV_B32_e32 0, implicit $exec", "V_MOV_B32_e32 0"),
    ("unknown YAML key", "tracksRegLiveness: true", "tracksRegLivenes: true"),
    ("IR that does not parse", "{ ret void }", "{ ret voi }"),
    # an entry of a sequence of mappings (registers, liveins, stack, ...) that is none
    ("absent sequence entry", "  - { id: 0, class: vgpr_32 }", "  -\n  - { id: 0, class: vgpr_32 }"),
    ("scalar sequence entry", "  - { id: 0, class: vgpr_32 }", "  - foo\n  - { id: 0, class: vgpr_32 }"),
    ("sequence entry", "  - { id: 0, class: vgpr_32 }", "  - [ 1 ]\n  - { id: 0, class: vgpr_32 }"),
]


def mirpass(*args: str) -> subprocess.CompletedProcess[str]:
    return run_mirpass(list(args), timeout=120)


def test_base_is_valid_for_llc_and_mirpass(tmp_path):
    path = tmp_path / "base.mir"
    path.write_text(BASE)
    assert mirpass("-run-pass=none", str(path), "-o", str(tmp_path / "out.mir")).returncode == 0
    if Path("/usr/lib/llvm-22/bin/llc").exists():
        llc = run_llc(["-mtriple=amdgcn", "-mcpu=gfx942", "-run-pass=none", str(path), "-o", os.devnull])
        assert llc.returncode == 0


def _mutant(tmp_path: Path, old: str, new: str) -> Path:
    assert BASE.count(old) == 1, old
    path = tmp_path / "input.mir"
    path.write_text(BASE.replace(old, new))
    return path


def _as_llc(path: Path, cpu: str = "gfx942") -> None:
    """mirpass's `-run-pass=none` on `path` accepts it where llc 22's does, and otherwise gives
    llc's located error, under the file's own name, with exit status 1."""
    llc = run_llc(["-mtriple=amdgcn", f"-mcpu={cpu}", "-run-pass=none", str(path), "-o", os.devnull])
    mine = mirpass("-run-pass=none", str(path), "-o", os.devnull)
    m = re.match(rf"error: (?:YAML|.*?{re.escape(path.name)}):(\d+):(\d+): (.*)", llc.stderr)
    if m is None:
        assert llc.returncode == 0 and mine.returncode == 0, (llc.stderr, mine.stderr)
    else:
        assert mine.returncode == 1
        assert mine.stderr == f"{path}:{m.group(1)}:{m.group(2)}: error: {m.group(3)}\n", llc.stderr


@requires_llc
@pytest.mark.parametrize("case,old,new", MUTATIONS, ids=[m[0] for m in MUTATIONS])
def test_error_matches_llc(case, old, new, tmp_path):
    path = _mutant(tmp_path, old, new)
    llc = run_llc(["-mtriple=amdgcn", "-mcpu=gfx942", "-run-pass=none", str(path), "-o", os.devnull])
    assert llc.returncode != 0, f"llc 22 accepts the '{case}' mutant"
    m = re.match(r"error: (?:YAML|.*?input\.mir):(\d+):(\d+): (.*)", llc.stderr)
    assert m is not None, llc.stderr
    out = tmp_path / "out.mir"
    for pass_args in (["-run-pass=none"], ["-run-pass=si-insert-waitcnts"], ["-run-pass=post-RA-hazard-rec"]):
        proc = mirpass(*pass_args, str(path), "-o", str(out))
        assert proc.returncode == 1, proc.stderr
        assert proc.stderr == f"{path}:{m.group(1)}:{m.group(2)}: error: {m.group(3)}\n"
        assert not out.exists()


@pytest.mark.parametrize(
    "old,new,message",
    [
        (
            "$vgpr0 = V_MOV_B32_e32 %0,",
            "$vgpr0 = V_MOV_B32_e32 %5,",
            "14:28: error: Cannot determine class/bank of virtual register 5 in function 'f'",
        ),
        ("name:            f\n", "name:            f\n", None),
    ],
)
def test_errors_llc_gives_without_a_position(old, new, message, tmp_path):
    if message is None:  # a second function of the same name
        path = tmp_path / "input.mir"
        second = BASE.split("...\n", 1)[1]
        path.write_text(BASE + second)
        message = f"{len(BASE.splitlines()) + 2}:18: error: redefinition of machine function 'f'"
    else:
        path = _mutant(tmp_path, old, new)
    proc = mirpass("-run-pass=none", str(path), "-o", "-")
    assert (proc.returncode, proc.stdout, proc.stderr) == (1, "", f"{path}:{message}\n")


def test_function_must_be_defined_by_the_ir(tmp_path):
    path = _mutant(tmp_path, "void @f()", "void @g()")
    proc = mirpass("-run-pass=none", str(path), "-o", "-")
    assert proc.stderr == f"{path}:6:18: error: function 'f' isn't defined in the provided LLVM IR\n"


@pytest.mark.parametrize("name,valid", [("sgpr2_64", True), ("sgpr1_64", False), ("sgpr4_128", True),
                                        ("sgpr2_128", False), ("vgpr1023_64", False), ("vgpr1_96", True)])
def test_compact_tuple_spelling(name, valid, tmp_path):
    """Newer LLVM's `$sgpr0_128` names the same tuples as LLVM 22's members spelling."""
    path = _mutant(tmp_path, "$sgpr0_sgpr1 = S_MOV_B64", f"${name} = IMPLICIT_DEF")
    proc = mirpass("-run-pass=none", str(path), "-o", os.devnull)
    expected = "" if valid else f"{path}:15:5: error: unknown register name '{name}'\n"
    assert (proc.returncode, proc.stderr) == (0 if valid else 1, expected)


def test_check_exit_codes(tmp_path):
    clean = CORPUS / "wave_softmax_dpp.gfx942.after-hazard.mir"
    assert mirpass("check", "--hazards", "-mcpu=gfx942", str(clean)).returncode == 0
    stripped = tmp_path / "no-nops.mir"
    stripped.write_text("".join(s for s in clean.read_text().splitlines(True) if "S_NOP" not in s))
    findings = mirpass("check", "--hazards", "-mcpu=gfx942", str(stripped))
    assert findings.returncode == 1 and "hazard:" in findings.stdout
    bad = _mutant(tmp_path, "$vgpr0 = V_MOV_B32_e32 %0", "$vgpr0 = V_MOVX_B32 %0")
    error = mirpass("check", "--hazards", "--waits", "-mcpu=gfx942", str(bad))
    assert error.returncode == 2
    assert error.stderr == f"{bad}:14:14: error: unknown machine instruction name 'V_MOVX_B32'\n"
    option = mirpass("check", "--waits", "-num-waves=abc", "-mcpu=gfx942", str(clean))
    assert option.returncode == 2 and "invalid value 'abc' for option '-num-waves'" in option.stderr


def test_byte_order_mark_and_empty_documents_round_trip(tmp_path):
    path = tmp_path / "bom.mir"
    data = b"\xef\xbb\xbf" + BASE.encode() + b"---\n...\n"
    path.write_bytes(data)
    out = tmp_path / "out.mir"
    assert mirpass("-run-pass=none", str(path), "-o", str(out)).returncode == 0
    assert out.read_bytes() == data


def test_output_file_mode_and_symlink(tmp_path):
    src = tmp_path / "in.mir"
    src.write_text(BASE)
    out = tmp_path / "new.mir"
    old = os.umask(0o027)
    try:
        assert mirpass("-run-pass=none", str(src), "-o", str(out)).returncode == 0
    finally:
        os.umask(old)
    assert out.stat().st_mode & 0o777 == 0o640
    real = tmp_path / "real.mir"
    real.write_text("")
    link = tmp_path / "link.mir"
    link.symlink_to(real)
    assert mirpass("-run-pass=none", str(src), "-o", str(link)).returncode == 0
    assert link.is_symlink() and real.read_text() == BASE
    missing = mirpass("-run-pass=none", str(src), "-o", str(tmp_path / "nowhere" / "x.mir"))
    assert missing.returncode == 1
    assert missing.stderr == f"mirpass: error: {tmp_path / 'nowhere' / 'x.mir'}: No such file or directory\n"


def test_every_register_llvm_names_has_units():
    """Every physical register llc's parser takes covers register units, so no pass can skip a
    register it does not know (and miss a dependence through it)."""
    from mirpass.target.names import names
    from mirpass.target.registers import register_units

    table = names()
    singles = sorted(table._registers)
    assert len(singles) > 3000
    assert all(register_units(name) for name in singles if not name.startswith("sgpr_null"))
    assert register_units("m0_gfx11plus") == register_units("m0")
    assert register_units("sgpr_null128") == register_units("sgpr_null")
    for (prefix, count), runs in table._tuples.items():
        for first, last, _ in runs:
            for start in (first, last):
                name = "_".join(f"{prefix}{start + k}" for k in range(count))
                assert len(register_units(name)) == count


@requires_llc
def test_mattr_reaches_the_passes_from_the_command_line(tmp_path):
    """-mattr=-xnack changes the hazard pass's NOPs on this kernel; the CLI must pass it on as
    llc does (it used to be read and dropped)."""
    kernel = CORPUS / "branchy_divergent.gfx942.before-hazard.mir"
    counts = {}
    for mattr in ("+xnack", "-xnack"):
        llc = run_llc([
            "-mtriple=amdgcn-amd-amdhsa", "-mcpu=gfx942", f"-mattr={mattr}",
            "-run-pass=post-RA-hazard-rec", str(kernel), "-o", "-",
        ])
        assert llc.returncode == 0, llc.stderr
        args = ("-mcpu=gfx942", f"-mattr={mattr}", "-run-pass=post-RA-hazard-rec", str(kernel), "-o", "-")
        mine = mirpass(*args)
        assert mine.returncode == 0, mine.stderr
        counts[mattr] = (mine.stdout.count("S_NOP"), llc.stdout.count("S_NOP"))
        assert counts[mattr][0] == counts[mattr][1], counts
    assert counts["+xnack"] != counts["-xnack"], "the kernel no longer tells the two apart"


@requires_llc
def test_nested_keys_are_the_ones_llc_reads(tmp_path):
    """Every frameInfo / machineFunctionInfo key mirpass takes, llc 22 takes too (and a key
    outside the lists is rejected by both)."""
    from mirpass.mir.yaml_keys import NESTED_KEYS

    path = tmp_path / "keys.mir"
    for section, keys in NESTED_KEYS.items():
        for key in sorted(keys) + ["bogusKey"]:
            path.write_text(f"---\nname: f\n{section}:\n  {key}: ~\nbody: |\n  bb.0:\n    S_ENDPGM 0\n...\n")
            llc = run_llc(["-mtriple=amdgcn", "-mcpu=gfx942", "-run-pass=none", str(path), "-o", os.devnull])
            unknown = "unknown key" in llc.stderr
            assert unknown == (key == "bogusKey"), (section, key, llc.stderr)
            mine = mirpass("-run-pass=none", str(path), "-o", os.devnull)
            assert ("unknown key" in mine.stderr) == unknown, (section, key, mine.stderr)


@pytest.mark.parametrize("key", ["alignment", "maxKernArgAlign", "dynLDSAlign"])
@pytest.mark.parametrize("value", ["0x10", "010", "0b10000", "16", "0x100000000"])
def test_alignments_are_plain_decimals_as_llc(key, value, tmp_path):
    """llc reads an alignment with radix 10: hex is no number and `010` is ten (no power of two);
    found by the mutation fuzzer (`dynLDSAlign: 0x100000000`, which mirpass took)."""
    base = (CORPUS / "vector_loops.gfx942.before-waitcnt.mir").read_text()
    text = re.sub(rf"^( *){key}:( *)\S+", rf"\g<1>{key}:\g<2>{value}", base, count=1, flags=re.M)
    assert text != base or value == "16"
    path = tmp_path / "align.mir"
    path.write_text(text)
    _as_llc(path)


@requires_llc
@pytest.mark.parametrize(
    "section,key,value",
    [
        ("frameInfo", "stackSize", "4294967296"),
        ("frameInfo", "localFrameSize", "4294967296"),
        ("frameInfo", "maxCallFrameSize", "4294967296"),
        ("frameInfo", "offsetAdjustment", "-5"),
        ("frameInfo", "offsetAdjustment", "4294967296"),
        ("frameInfo", "localFrameSize", "-5"),
        ("frameInfo", "maxAlignment", "-1"),
        ("machineFunctionInfo", "explicitKernArgSize", "4294967296"),
        ("machineFunctionInfo", "ldsSize", "4294967296"),
        ("machineFunctionInfo", "occupancy", "-1"),
        ("machineFunctionInfo", "ldsSize", "4294967295"),
        # 16-bit fields (found by the mutation fuzzer: mirpass took 4294967295)
        ("machineFunctionInfo", "numWaveDispatchSGPRs", "65536"),
        ("machineFunctionInfo", "numWaveDispatchVGPRs", "4294967295"),
        ("machineFunctionInfo", "numWaveDispatchSGPRs", "65535"),
    ],
)
def test_nested_integer_ranges_as_llc(section, key, value, tmp_path):
    path = tmp_path / "int.mir"
    path.write_text(f"---\nname: f\n{section}:\n  {key}: {value}\nbody: |\n  bb.0:\n    S_ENDPGM 0\n...\n")
    _as_llc(path)


@requires_llc
@pytest.mark.parametrize("where", ["ir", "yaml", "body", "crlf"])
def test_carriage_returns_alone_among_line_feeds(where, tmp_path):
    """llc takes a carriage return alone for a line break (and numbers lines by line feeds
    only): mirpass reads such a file, writes it back byte for byte, and reports an error at
    llc's line and column."""
    lines = BASE.split("\n")
    at = {"ir": 1, "yaml": 6, "body": 11, "crlf": 6}[where]
    ends = ["\r" if k == at else "\r\n" if where == "crlf" and k == at + 2 else "\n"
            for k in range(len(lines) - 1)]
    text = "".join(s + e for s, e in zip(lines, ends, strict=False))
    path = tmp_path / "cr.mir"
    path.write_bytes(text.encode())
    llc = run_llc(["-mtriple=amdgcn", "-mcpu=gfx942", "-run-pass=none", str(path), "-o", os.devnull])
    assert llc.returncode == 0, llc.stderr
    out = tmp_path / "out.mir"
    assert mirpass("-run-pass=none", str(path), "-o", str(out)).returncode == 0
    if where != "crlf":  # (a CR alone in a file of CR LF line ends comes back as CR LF)
        assert out.read_bytes() == text.encode()
    bad = tmp_path / "bad.mir"
    bad.write_bytes(text.replace("$sgpr0_sgpr1 = S_MOV_B64", "$sgprX = S_MOV_B64").encode())
    llc = run_llc(["-mtriple=amdgcn", "-mcpu=gfx942", "-run-pass=none", str(bad), "-o", os.devnull])
    m = re.match(r"error: .*?bad\.mir:(\d+):(\d+): (.*)", llc.stderr)
    assert m is not None, llc.stderr
    proc = mirpass("-run-pass=none", str(bad), "-o", os.devnull)
    if where == "body":  # llc numbers body lines from the body's start, its columns go astray
        assert proc.stderr.startswith(f"{bad}:{m.group(1)}:") and proc.stderr.endswith(f"{m.group(3)}\n")
    else:
        assert proc.stderr == f"{bad}:{m.group(1)}:{m.group(2)}: error: {m.group(3)}\n"


@requires_llc
def test_an_unterminated_data_layout_string_is_an_error(tmp_path):
    """llc puts the target's data layout in place of the module's only after LLVM's lexer has
    read the module's own text: a layout string cut short is an error (found by the fuzzer)."""
    text = (CORPUS / "lds_dma.gfx942.before-waitcnt.mir").read_text()
    cut = text[: text.index("-v256:256")]
    path = tmp_path / "cut.mir"
    path.write_text(cut)
    llc = run_llc(["-mtriple=amdgcn", "-mcpu=gfx942", "-run-pass=none", str(path), "-o", os.devnull])
    m = re.match(r"error: .*?cut\.mir:(\d+):(\d+): (.*)", llc.stderr)
    assert m is not None, llc.stderr
    proc = mirpass("-run-pass=none", str(path), "-o", os.devnull)
    assert proc.stderr == f"{path}:{m.group(1)}:{m.group(2)}: error: {m.group(3)}\n"


@requires_llc
@pytest.mark.parametrize("e32", ["V_CMP_GT_I32_e32 $sgpr0, $vgpr0, implicit $exec",
                                 "V_CMP_GT_I32_e32 $sgpr0, $vgpr0, implicit-def $vcc, implicit $exec"])
def test_implicit_operands_of_opcodes_alike_but_for_digits(e32, tmp_path):
    """_e32 needs `implicit-def $vcc` and _e64 does not: with both in one function, each line is
    held to its own instruction's operands (the screen looks at the lines of each)."""
    path = _mutant(tmp_path, "    $sgpr0_sgpr1 = S_MOV_B64 0\n", "    $sgpr0_sgpr1 = S_MOV_B64 0\n"
                   "    $sgpr2_sgpr3 = V_CMP_GT_I32_e64 $sgpr0, $vgpr0, implicit $exec\n    " + e32 + "\n")
    _as_llc(path)


@requires_llc
@pytest.mark.parametrize(
    "attribute",
    [
        '"amdgpu-flat-work-group-size"="64,64"',
        '"amdgpu-flat-work-group-size"="0x40,64"',
        '"amdgpu-flat-work-group-size"="4294967295,64"',
        '"amdgpu-flat-work-group-size"="4294967296,64"',
        '"amdgpu-flat-work-group-size"="9223372036854775808,64"',
        '"amdgpu-flat-work-group-size"="-1,64"',
        '"amdgpu-flat-work-group-size"="abc,64"',
        '"amdgpu-waves-per-eu"="abc"',
        '"amdgpu-waves-per-eu"="4"',
        '"amdgpu-agpr-alloc"="4294967296"',
        '"amdgpu-agpr-alloc"="0x10"',
        '"amdgpu-lds-size"="abc"',
    ],
)
def test_integer_pair_attributes_as_llc(attribute, tmp_path):
    """llc 22 reads these attributes' first integer (unsigned 32-bit, radix from its prefix) when
    it makes the function's subtarget, and stops with an error it gives no position; mirpass
    reports it at the attribute (found by the mutation fuzzer: a 2^63 work-group size)."""
    base = (CORPUS / "smfmac_sparse_gemm.gfx950.before-hazard.mir").read_text()
    text = base.replace('"amdgpu-agpr-alloc"="0"', attribute, 1)
    if not attribute.startswith('"amdgpu-agpr-alloc"'):
        text = text.replace('"amdgpu-flat-work-group-size"="64,64"', "", 1) if "flat" in attribute else text
    assert text != base or attribute == '"amdgpu-flat-work-group-size"="64,64"'
    path = tmp_path / "attr.mir"
    path.write_text(text)
    llc = run_llc(["-mtriple=amdgcn", "-mcpu=gfx950", "-run-pass=none", str(path), "-o", os.devnull])
    mine = mirpass("-run-pass=none", str(path), "-o", os.devnull)
    m = re.match(r"error: (can't parse first integer attribute \S+)", llc.stderr)
    if m is None:
        assert llc.returncode == 0 and mine.returncode == 0, (llc.stderr, mine.stderr)
    else:
        line = next(k for k, ln in enumerate(text.splitlines(), 1) if attribute in ln)
        col = text.splitlines()[line - 1].index(attribute) + 1
        assert mine.returncode == 1
        assert f"{path}:{line}:{col}: error: {m.group(1)}" in mine.stderr, (llc.stderr, mine.stderr)


_FUNCTION_F = "---\nname: f\nbody: |\n  bb.0:\n    S_ENDPGM 0\nmachineFunctionInfo:\n"


@requires_llc
@pytest.mark.parametrize(
    "text",
    [
        # LLVM's scanner looks for a closing quote to the end of the file: one ending inside a
        # single-quoted scalar takes its last character for the quote (found by the fuzzer) ...
        _FUNCTION_F + "  sgprForEXECCopy: '$sgpr10",
        # ... and is an error at the file's last character otherwise
        _FUNCTION_F + "  sgprForEXECCopy: '$sgpr10\n",
        _FUNCTION_F + "  sgprForEXECCopy: \"$sgpr10",
        _FUNCTION_F + "  sgprForEXECCopy: '$sgpr10\n  occupancy: 8\n",
        _FUNCTION_F + "  sgprForEXECCopy: '$sgpr10\n...\n---\nname: g\nbody: |\n  bb.0:\n    S_ENDPGM 0\n",
        "---\nname: 'f",
        # an empty name is a name (llc makes an unnamed function of it), twice too
        "---\nname: ''\nbody: |\n  bb.0:\n    S_ENDPGM 0\n",
        "---\nname: ''\nbody: |\n  bb.0:\n    S_ENDPGM 0\n...\n"
        "---\nname: ''\nbody: |\n  bb.0:\n    S_ENDPGM 0\n",
        # no name: llc points at the mapping's first key
        "---\nbody: |\n  bb.0:\n    S_ENDPGM 0\n",
    ],
    ids=["single-at-eof", "single-then-newline", "double-at-eof", "single-over-lines",
         "single-over-documents", "name-at-eof", "empty-name", "two-empty-names", "no-name"],
)
def test_unterminated_quotes_and_names_as_llc(text, tmp_path):
    path = tmp_path / "quote.mir"
    path.write_text(text)
    _as_llc(path)
