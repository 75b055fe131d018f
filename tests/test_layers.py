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


# Passes read instructions, not text: `Block.source_text()` and the private fields of the MIR
# model are the model's own (issue 13). No pass reads either.
RAW_TEXT_READERS: dict[tuple[str, str], int] = {}


def _mir_private_names() -> set[str]:
    """The private attributes and methods the classes of mirpass.mir define."""
    names: set[str] = set()
    for path in (ROOT / "mirpass" / "mir").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if (
                isinstance(node, ast.Attribute)
                and isinstance(node.value, ast.Name)
                and node.value.id == "self"
            ):
                names.add(node.attr)
            elif isinstance(node, ast.ClassDef):
                for item in node.body:
                    if isinstance(item, ast.FunctionDef):
                        names.add(item.name)
                    elif isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name):
                        names.add(item.target.id)
    return {n for n in names if n.startswith("_") and not n.startswith("__")}


def _own(value: ast.expr) -> bool:
    """`self.x`, `cls.x`, `super().x`: the pass's own attribute, whatever its name."""
    if isinstance(value, ast.Name):
        return value.id in ("self", "cls")
    return isinstance(value, ast.Call) and isinstance(value.func, ast.Name) and value.func.id == "super"


def raw_text_reads() -> dict[tuple[str, str], int]:
    private = _mir_private_names()
    found: dict[tuple[str, str], int] = {}
    passes = ROOT / "mirpass" / "passes"
    for path in sorted(passes.rglob("*.py")):
        name = path.relative_to(passes).as_posix()
        for node in ast.walk(ast.parse(path.read_text())):
            if not isinstance(node, ast.Attribute):
                continue
            if node.attr == "source_text" or (node.attr in private and not _own(node.value)):
                found[(name, node.attr)] = found.get((name, node.attr), 0) + 1
    return found


def test_passes_read_no_text_and_no_private_fields():
    assert raw_text_reads() == RAW_TEXT_READERS, "a pass reads MIR text or a private field of the MIR model"


def test_the_raw_text_check_finds_what_it_looks_for(tmp_path, monkeypatch):
    """The scan sees a `source_text()` call and a private field read (so it can fail)."""
    import test_layers

    fake = tmp_path / "mirpass"
    (fake / "passes" / "demo").mkdir(parents=True)
    (fake / "mir").mkdir()
    (fake / "mir" / "model.py").write_text("class Block:\n    def f(self):\n        self._source = 1\n")
    code = "def f(block):\n    return block.source_text(), block._source, super()._source\n"
    (fake / "passes" / "demo" / "pass_.py").write_text(code)
    monkeypatch.setattr(test_layers, "ROOT", tmp_path)
    assert raw_text_reads() == {("demo/pass_.py", "source_text"): 1, ("demo/pass_.py", "_source"): 1}
