"""Each layer imports only from the layers below it: mir < target < asm < ir < passes <
commands/cli, and no command imports the command line."""

from __future__ import annotations

import ast

from conftest import ROOT

LAYERS = ["mir", "target", "asm", "ir", "passes", "commands"]
TOP = {"cli", "api", "demo", "commands"}


def layer_of(module: str) -> int | None:
    parts = module.split(".")
    if parts[0] != "mirpass" or len(parts) < 2:
        return None
    name = parts[1]
    if name in TOP:
        return len(LAYERS)  # the top: may import anything
    return LAYERS.index(name) if name in LAYERS else None


def test_no_layer_imports_from_above():
    problems = []
    for path in sorted((ROOT / "mirpass").rglob("*.py")):
        module = ".".join(path.relative_to(ROOT).with_suffix("").parts)
        mine = layer_of(module)
        if mine is None or mine == len(LAYERS):
            continue
        for node in ast.walk(ast.parse(path.read_text())):
            targets = []
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                targets = [node.module]
            for target in targets:
                theirs = layer_of(target)
                if theirs is not None and theirs > mine:
                    problems.append(f"{module} imports {target}")
    assert problems == []


def test_commands_do_not_import_the_command_line():
    problems = []
    for path in sorted((ROOT / "mirpass" / "commands").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else []
            if isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module] + [f"{node.module}.{a.name}" for a in node.names]
            problems += [f"{path.name} imports {n}" for n in names if n == "mirpass.cli"]
    assert problems == []
