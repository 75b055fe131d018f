"""Each layer imports only from the layers below it: mir < target < ir < passes < commands/cli."""

from __future__ import annotations

import ast

from conftest import ROOT

LAYERS = ["mir", "target", "ir", "passes", "commands"]
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
