"""The registry's list of built-in passes (`BUILTIN_PASSES`, which lets a run import only the
pass it runs) says what the pass packages really register."""

from __future__ import annotations

import subprocess
import sys

from mirpass.passes import registry

from conftest import ROOT


def test_manifest_matches_the_registered_passes():
    registry._load_builtin_passes()
    found: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {}
    for cls in registry._REGISTRY.values():
        package = cls.__module__.split(".")
        if package[:2] != ["mirpass", "passes"] or len(package) < 4:
            continue  # `none`, in the registry itself
        found[package[2]] = ((cls.name, *cls.aliases), tuple(cls.cli_options))
    assert found == registry.BUILTIN_PASSES


def test_a_run_imports_only_its_pass():
    args = ["-mcpu=gfx942", "-run-pass=post-RA-hazard-rec", "--annotate", "/dev/null", "-o", "/dev/null"]
    code = (
        f"import sys; from mirpass.cli import main; rc = main({args!r}); "
        "print(rc, sorted(m.split('.')[2] for m in sys.modules "
        "if m.startswith('mirpass.passes.') and m.count('.') >= 2))"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert proc.returncode == 0, proc.stderr
    rc, _, modules = proc.stdout.strip().partition(" ")
    assert rc == "0"
    assert set(eval(modules)) == {"hazards", "registry"}


def test_options_and_help_still_see_every_pass():
    options = registry.pass_options()
    assert "num-waves" + "=" in options and "wmma-pools=" in options and "annotate" in options
    assert "mcpu=" not in options and "mcpu" not in options
    # Each pass's help says what an option means to that pass: `annotate` is two options.
    per_pass = {name: {spec.name: spec.help for spec in specs} for name, specs in registry.options_by_pass()}
    assert "num-waves" in per_pass["si-insert-waitcnts"] and "num-waves" not in per_pass["post-RA-hazard-rec"]
    assert "S_NOP" in per_pass["post-RA-hazard-rec"]["annotate"]
    assert "wait" in per_pass["si-insert-waitcnts"]["annotate"]
    assert any(name.startswith("wmma-vgpr-reorder") for name in registry.pass_names())
