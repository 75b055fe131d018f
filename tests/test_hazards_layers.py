"""The hazard pass reads the MIR model only through its public interface: no private field of
another object, and no raw text (the records it needs are decoded in mirpass/ir/)."""

from __future__ import annotations

import ast

from conftest import ROOT

HAZARDS = ROOT / "mirpass" / "passes" / "hazards"
# The model's ways to the text as read: decoding it is mirpass/ir's work.
_TEXT = {"raw", "source_text", "text_lines", "text", "unread_span"}
# Uses that do not read text: a rule's description, and whether a block is still unread.
_ALLOWED = {("pass_.py", "text"), ("nops.py", "unread_span")}


def _attributes(tree: ast.AST):
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute):
            owner = node.value.id if isinstance(node.value, ast.Name) else None
            yield node.lineno, owner, node.attr


def test_no_private_fields_or_raw_text():
    problems = []
    for path in sorted(HAZARDS.glob("*.py")):
        for line, owner, attr in _attributes(ast.parse(path.read_text())):
            private = attr.startswith("_") and not attr.startswith("__") and owner not in ("self", "cls")
            text = attr in _TEXT and (path.name, attr) not in _ALLOWED
            if private or text:
                problems.append(f"{path.name}:{line}: {owner or '...'}.{attr}")
    assert problems == []


def test_the_check_can_fail(tmp_path):
    """The scan sees what it looks for: `block._source` and `inst.raw`."""
    tree = ast.parse("def f(block, inst):\n    return block._source, inst.raw\n")
    assert {(o, a) for _, o, a in _attributes(tree)} == {("block", "_source"), ("inst", "raw")}
