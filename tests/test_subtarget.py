"""The subtarget (CPU, -mattr, the IR's target-features) and typed per-pass options.

The -mattr tests are differential: llc 22 runs in the test with the same -mattr, and the
waits, NOPs and messages mirpass inserts (each with the opcode it precedes) must be llc's. Each
also checks that the feature changes llc's answer, so that a mirpass dropping -mattr fails.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from mirpass.passes import registry
from mirpass.passes.registry import PassError, PassOptions, option, parse_options, positive_integer
from mirpass.target.subtarget import CPU_FEATURES
from mirpass.target.targets import TARGETS

from conftest import CORPUS, LLC, requires_llc, run_llc

_OPCODE = re.compile(r"\b([A-Z][A-Z0-9_]{2,})\b")
_INSERTED = ("S_NOP", "S_WAIT", "S_SENDMSG")


def mirpass(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "mirpass.cli", *args], capture_output=True, text=True, timeout=300
    )


def inserted(text: str) -> list[tuple[str, str]]:
    """Each wait, NOP or message with the opcode of the instruction after it, in order."""
    out: list[tuple[str, str]] = []
    pending: list[str] = []
    body = text.split("\nbody:", 1)[-1]
    for line in body.splitlines():
        stripped = line.strip()
        if not stripped or stripped.startswith((";", "bb.", "successors:", "liveins:", "---", "...")):
            continue
        m = _OPCODE.search(stripped.split(" = ", 1)[-1])
        if m is None:
            continue
        if m.group(1).startswith(_INSERTED):
            pending.append(stripped.split(",")[0])
        else:
            out += [(p, m.group(1)) for p in pending]
            pending = []
    return out + [(p, "<end>") for p in pending]


# A kernel with 71 VGPRs (the inline asm clobbers v70): VGPR-limited in wave64 on gfx1200 (more
# than 48) but not in wave32 (at most 96), so llc releases its VGPRs at S_ENDPGM only in wave64.
WAVE64_KERNEL = """\
define amdgpu_kernel void @k(ptr addrspace(1) %p) {
  %v = load float, ptr addrspace(1) %p
  call void asm sideeffect "; clobber", "~{v70}"()
  %w = fadd float %v, 1.0
  store float %w, ptr addrspace(1) %p
  ret void
}
"""


def _wave64_mir(tmp_path: Path) -> Path:
    """The kernel before si-insert-waitcnts in wave64, its IR without the wave size: only -mattr
    says wave64."""
    ll = tmp_path / "k.ll"
    ll.write_text(WAVE64_KERNEL)
    mir = tmp_path / "k.mir"
    args = ["-mtriple=amdgcn-amd-amdhsa", "-mcpu=gfx1200", "-mattr=+wavefrontsize64"]
    proc = run_llc([*args, "-stop-before=si-insert-waitcnts", str(ll), "-o", str(mir)])
    assert proc.returncode == 0, proc.stderr
    text = mir.read_text()
    assert '"target-features"="+wavefrontsize64"' in text
    mir.write_text(text.replace(' "target-features"="+wavefrontsize64"', ""))
    return mir


@requires_llc
@pytest.mark.parametrize(
    ("case", "cpu", "pass_name", "mattr"),
    [
        ("xnack", "gfx942", "post-RA-hazard-rec", "-xnack"),
        ("wave64", "gfx1200", "si-insert-waitcnts", "+wavefrontsize64"),
    ],
)
def test_mattr_reaches_the_passes_as_in_llc(tmp_path, case, cpu, pass_name, mattr):
    if case == "xnack":
        src = CORPUS / "branchy_divergent.gfx942.before-hazard.mir"
    else:
        src = _wave64_mir(tmp_path)
    base = ["-mtriple=amdgcn", f"-mcpu={cpu}", f"-run-pass={pass_name}", str(src), "-o", "-"]
    theirs = run_llc([f"-mattr={mattr}", *base])
    assert theirs.returncode == 0, theirs.stderr
    mine = mirpass(f"-mattr={mattr}", *base)
    assert mine.returncode == 0, mine.stderr
    assert inserted(mine.stdout) == inserted(theirs.stdout)
    # The feature matters: without it llc's answer is another (so a dropped -mattr fails), and
    # so is mirpass's.
    without = run_llc(base)
    assert without.returncode == 0, without.stderr
    assert inserted(without.stdout) != inserted(theirs.stdout)
    assert inserted(mirpass(*base).stdout) == inserted(without.stdout)


def test_cpu_features_agree_with_clang():
    """The features CPU_FEATURES lists that clang 22 writes into target-features are exactly
    the ones the corpus's IR (clang 22's, for each CPU) turns on."""
    listed = {"gfx9-insts", "gfx10-insts", "gfx11-insts", "gfx12-insts", "gfx1250-insts", "mai-insts"}
    listed |= {"gfx90a-insts", "gfx940-insts", "gfx950-insts", "wavefrontsize64", "wavefrontsize32"}
    seen: set[str] = set()
    for path in sorted(CORPUS.glob("*.before-waitcnt.mir")):
        cpu = path.name.split(".")[1]
        m = re.search(r'"target-features"="([^"]*)"', path.read_text())
        if m is None or cpu not in CPU_FEATURES:
            continue
        on = {f[1:] for f in m.group(1).split(",") if f.startswith("+")}
        assert CPU_FEATURES[cpu] & listed == on & listed, path.name
        seen.add(cpu)
    assert seen == {"gfx908", "gfx90a", "gfx942", "gfx950", "gfx1200", "gfx1250"}


def test_feature_strings_apply_in_order():
    gfx942 = TARGETS["gfx942"]
    assert gfx942.xnack and gfx942.wavefront_size == 64 and not gfx942.configured
    assert not gfx942.with_features("-xnack").xnack
    assert gfx942.with_features("-xnack", "+xnack").xnack  # -mattr after the IR's wins
    assert not gfx942.with_features("+xnack,-xnack").xnack
    gfx1200 = TARGETS["gfx1200"]
    assert gfx1200.wavefront_size == 32
    assert gfx1200.with_features("+wavefrontsize32", "+wavefrontsize64").wavefront_size == 64
    assert gfx1200.with_features("+wavefrontsize64", "+wavefrontsize32").wavefront_size == 32
    assert gfx1200.with_features(None, "").features == gfx1200.features
    assert not gfx1200.cumode and gfx1200.with_features("+cumode").cumode
    # The ISA stays the CPU's: an IR written for gfx1200, read with -mcpu=gfx1100.
    gfx1100 = TARGETS["gfx1100"].with_features("+gfx12-insts,+wavefrontsize32")
    assert not gfx1100.has_extended_wait_counts and gfx1100.wavefront_size == 32
    assert TARGETS["gfx942"].with_features("-mai-insts").has_mai_insts


def test_a_cpu_the_pass_does_not_know_is_an_error_not_a_crash(tmp_path):
    # The functions' own "target-cpu" would beat -mcpu (as in llc): take it out.
    src = tmp_path / "branchy.mir"
    text = (CORPUS / "branchy_divergent.gfx1200.before-waitcnt.mir").read_text()
    src.write_text(text.replace('"target-cpu"="gfx1200"', ""))
    proc = mirpass("-mcpu=gfx1100", "-run-pass=si-insert-waitcnts", str(src), "-o", "-")
    assert proc.returncode == 1 and "supports" in proc.stderr and "not gfx1100" in proc.stderr, proc.stderr


def test_named_properties_not_cpu_names():
    """What the passes test, per CPU, as LLVM's GCNSubtarget answers it."""
    table = {
        cpu: (
            t.has_vscnt,
            t.has_extended_wait_counts,
            t.has_scalar_stores,
            t.has_image_insts,
            t.has_mai_insts,
        )
        for cpu, t in TARGETS.items()
    }
    assert table == {
        "gfx908": (False, False, True, True, True),
        "gfx90a": (False, False, True, True, True),
        "gfx942": (False, False, True, True, True),
        "gfx950": (False, False, True, True, True),
        "gfx1100": (True, False, False, True, False),
        "gfx1200": (True, True, False, True, False),
        "gfx1250": (True, True, False, False, False),
    }
    assert [cpu for cpu, t in TARGETS.items() if not t.back_off_barrier] == ["gfx908"]
    # the old generation strings say the same
    for t in TARGETS.values():
        assert t.has_extended_wait_counts == (t.generation == "gfx12")
        assert (not t.has_vscnt) == (t.generation == "gfx9")


def test_pass_support_is_a_feature_test():
    waitcnt = registry.lookup("si-insert-waitcnts")
    wmma = registry.lookup("wmma-vgpr-reorder")
    assert registry.cpus_supported(waitcnt) == ["gfx908", "gfx90a", "gfx942", "gfx950", "gfx1200", "gfx1250"]
    assert registry.cpus_supported(wmma) == ["gfx1100", "gfx1200", "gfx1250"]
    with pytest.raises(PassError, match="supports gfx908, .*gfx1250, not gfx1100"):
        registry.check_supported(waitcnt, TARGETS["gfx1100"])


# ---- typed options ---------------------------------------------------------------------------


def _demo_options():
    from dataclasses import dataclass

    @dataclass(frozen=True)
    class Demo(PassOptions):
        verbose: bool = option(False, "a flag")
        depth: int = option(3, "a count")
        waves: int = option(1, "positive", check=positive_integer)
        mode: str | None = option(None, "free text")

    return Demo


def test_options_are_parsed_typed_and_checked():
    demo = _demo_options()
    parsed = parse_options(demo, {"verbose": "", "depth": "7", "mode": "x", "other-pass-option": "1"})
    assert (parsed.verbose, parsed.depth, parsed.waves, parsed.mode) == (True, 7, 1, "x")
    assert parse_options(demo, {}) == demo()
    with pytest.raises(
        PassError, match=r"invalid value 'x' for option '-depth': expected a non-negative integer"
    ):
        parse_options(demo, {"depth": "x"})
    with pytest.raises(PassError, match=r"'-waves': expected a positive integer"):
        parse_options(demo, {"waves": "0"})
    assert [s.spelling for s in registry.option_specs(demo)] == ["verbose", "depth=", "waves=", "mode="]


def test_annotate_is_scoped_to_each_pass():
    """`--annotate` with two passes: each annotates in its own way."""
    src = CORPUS / "branchy_divergent.gfx942.before-waitcnt.mir"
    proc = mirpass("-run-pass=si-insert-waitcnts,post-RA-hazard-rec", "--annotate", str(src), "-o", "-")
    assert proc.returncode == 0, proc.stderr
    assert "; mirpass hazard " in proc.stdout
    plain = mirpass("-run-pass=si-insert-waitcnts,post-RA-hazard-rec", str(src), "-o", "-")
    waits = [line for line in proc.stdout.splitlines() if line.strip().startswith(";")]
    assert any("hazard" not in line for line in set(waits) - set(plain.stdout.splitlines()))


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["-num-waves=0"], "invalid value '0' for option '-num-waves'"),
        (["-placement=nowhere"], "invalid value 'nowhere' for option '-placement'"),
        (["-llvm-compat=21"], "invalid value '21' for option '-llvm-compat'"),
    ],
)
def test_bad_option_values_name_the_option(args, message):
    src = CORPUS / "branchy_divergent.gfx942.before-waitcnt.mir"
    proc = mirpass("-run-pass=si-insert-waitcnts", *args, str(src), "-o", "-")
    assert proc.returncode == 1 and message in proc.stderr and "Traceback" not in proc.stderr
    assert proc.stdout == ""


def test_check_takes_every_hazard_option():
    """check accepts the hazard pass's declared options (an allowlist once missed one)."""
    src = CORPUS / "branchy_divergent.gfx942.after-hazard.mir"
    clean = mirpass("check", "--hazards", str(src))
    padded = mirpass("check", "--hazards", "-amdgpu-snop-padding=2", str(src))
    assert clean.returncode == 0, clean.stdout + clean.stderr
    assert padded.returncode == 1 and "hazard:" in padded.stdout, padded.stderr
    bad = mirpass("check", "--hazards", "-amdgpu-snop-padding=x", str(src))
    assert bad.returncode == 2 and "'-amdgpu-snop-padding'" in bad.stderr and "Traceback" not in bad.stderr


def test_compare_checks_options_against_the_pass():
    src = CORPUS / "branchy_divergent.gfx942.before-hazard.mir"
    args = ["compare", "-run-pass=post-RA-hazard-rec", "--llc", str(LLC), str(src)]
    unknown = mirpass(*args, "--option", "num-waves=2")
    assert unknown.returncode == 1 and "has no option '-num-waves'" in unknown.stderr
    bad = mirpass(*args, "--option", "amdgpu-snop-padding=-1")
    assert bad.returncode == 1 and "'-amdgpu-snop-padding'" in bad.stderr and "Traceback" not in bad.stderr


@requires_llc
def test_compare_gives_mattr_to_both_tools():
    """`--option mattr=...` configures llc's subtarget as well as mirpass's: with -xnack both
    insert one S_NOP (mirpass alone would be 'looser' than an llc without it)."""
    src = CORPUS / "branchy_divergent.gfx942.before-hazard.mir"
    args = ["compare", "-run-pass=post-RA-hazard-rec", "--llc", str(LLC), "--fail-on=any", "--json"]
    proc = mirpass(*args, "--option", "mattr=-xnack", str(src))
    assert proc.returncode == 0, proc.stdout + proc.stderr
    (report,) = json.loads(proc.stdout)
    assert report["error"] is None and report["differences"] == []
    assert report["llc_nop_states"] == report["mirpass_nop_states"] == 1
