"""The keys of a machine function in the layout llc prints them, read without PyYAML.

Importing yaml costs more CPU than reading a 10k-instruction body. Most documents are llc's
own: one key per line, two-space nesting, flow mappings of quoted strings, numbers and booleans,
no comments, tags, anchors or aliases. `simple_keys` reads exactly that layout, with every value
of the kind its key takes and every value check llc's reader makes (yaml_keys) already passed;
a document with anything else (an unknown key, a value of another kind or form, a duplicated
key, a comment, trailing blanks, a tab, a non-ASCII character, ...) gets None and goes to the
PyYAML path (mirpass.mir.reader), which alone reports errors. What it returns is what that path
would construct (tests/test_yaml_fast.py compares the two on the corpus).
"""

from __future__ import annotations

import re
from typing import Any

from mirpass.mir import yaml_keys as keys

_KEY = r"([A-Za-z][A-Za-z0-9_-]*):"
_TOP = re.compile(_KEY + r"(?: +(\S(?:.*\S)?))?")
_NESTED = re.compile(r"  " + _KEY + r"(?: +(\S(?:.*\S)?))?")
_DEEP = re.compile(r"    " + _KEY + r" +(\S(?:.*\S)?)")
_ITEM = re.compile(r"  - (\{.*\})")
# A scalar: a single-quoted string of printable ASCII without quotes, a decimal integer, or a
# plain word no YAML 1.1 resolver turns into anything but a string.
_QUOTED = re.compile(r"'([ -&(-~]*)'")
_INTEGER = re.compile(r"0|-?[1-9][0-9]{0,17}")
_WORD = re.compile(r"[A-Za-z_$][A-Za-z0-9_$.-]*")
_NOT_STRINGS = frozenset(
    "y Y yes Yes YES n N no No NO true True TRUE false False FALSE on On ON off Off OFF".split()
    + ["null", "Null", "NULL"]
)
_FLOW_PAIR = re.compile(r"([A-Za-z][A-Za-z0-9-]*): ('[ -&(-~]*'|[^ ,'{}\[\]]+)")
_NO = object()  # not a value of the simple layout


def _scalar(text: str) -> Any:
    m = _QUOTED.fullmatch(text)
    if m is not None:
        return m.group(1)
    if text == "true":
        return True
    if text == "false":
        return False
    if _INTEGER.fullmatch(text):
        return int(text)
    if _WORD.fullmatch(text) and text not in _NOT_STRINGS:
        return text
    return _NO


def _flow_mapping(text: str) -> dict[str, Any] | None:
    """`{ k: v, k: v }` (as llc spaces it), or None."""
    if not (text.startswith("{ ") and text.endswith(" }")):
        return None
    out: dict[str, Any] = {}
    pos, end = 2, len(text) - 2
    while True:
        m = _FLOW_PAIR.match(text, pos, end)
        if m is None or m.group(1) in out:
            return None
        value = _scalar(m.group(2))
        if value is _NO:
            return None
        out[m.group(1)] = value
        pos = m.end()
        if pos == end:
            return out
        if not text.startswith(", ", pos):
            return None
        pos += 2


def _typed(kind: str, key: str, value: Any) -> bool:
    """Whether `value` is one llc's reader takes for a field of `kind` named `key`."""
    if kind == keys.BOOL:
        return isinstance(value, bool)
    if kind == keys.STR:
        return isinstance(value, str)
    if not isinstance(value, int) or isinstance(value, bool):
        return False
    if kind == keys.INT:
        return keys.integer_problem(key, value) is None
    if kind == keys.ALIGN:
        return value > 0 and not value & (value - 1) and keys.integer_problem(key, value) is None
    return kind == keys.ALIGN0 and value >= 0 and not value & (value - 1)


def simple_keys(
    head: list[str], top_kinds: dict[str, str], sequences: frozenset[str], empty_sequences: frozenset[str]
) -> dict[str, Any] | None:
    """The keys of a document whose lines before `body:` are `head` (its `---` first) and whose
    body is its last key, if they are in llc's layout; else None. `top_kinds`: the kinds of the
    top-level scalar keys; `sequences`: the keys whose value is a sequence of flow mappings;
    `empty_sequences`: the other sequence keys (only `[]` here)."""
    if not head or head[0] != "---":
        return None
    out: dict[str, Any] = {}
    i, n = 1, len(head)
    while i < n:
        m = _TOP.fullmatch(head[i])
        if m is None or m.group(1) in out:
            return None
        key, text = m.group(1), m.group(2)
        i += 1
        if text is not None:
            if text == "[]" and (key in sequences or key in empty_sequences):
                out[key] = []
                continue
            kind, value = top_kinds.get(key), _scalar(text)
            if kind is None or not _typed(kind, key, value):
                return None
            out[key] = value
        elif key in sequences:
            items = []
            while i < n and head[i].startswith("  - "):
                m = _ITEM.fullmatch(head[i])
                item = _flow_mapping(m.group(1)) if m is not None else None
                if item is None:
                    return None
                items.append(item)
                i += 1
            if not items:
                return None
            out[key] = items
        elif key in keys.NESTED_KINDS:
            nested, i = _nested(head, i, keys.NESTED_KINDS[key])
            if nested is None:
                return None
            out[key] = nested
        else:
            return None
    if not isinstance(out.get("name"), str) or not out["name"]:
        return None
    out["body"] = ""
    return out


def _nested(head: list[str], i: int, kinds: dict[str, str]) -> tuple[dict[str, Any] | None, int]:
    out: dict[str, Any] = {}
    n = len(head)
    while i < n and head[i].startswith("  ") and not head[i].startswith("  - "):
        m = _NESTED.fullmatch(head[i])
        if m is None or m.group(1) in out:
            return None, i
        key, text = m.group(1), m.group(2)
        kind = kinds.get(key)
        i += 1
        if text is not None:
            value = _scalar(text)
            if kind is None or not _typed(kind, key, value):
                return None, i
            out[key] = value
            continue
        deep: dict[str, Any] = {}
        while i < n and head[i].startswith("    "):
            d = _DEEP.fullmatch(head[i])
            if d is None or d.group(1) in deep:
                return None, i
            if key == "argumentInfo":
                value = _flow_mapping(d.group(2))
                fields = keys.ARGUMENT_FIELDS
                if value is None or not all(
                    f in fields and _typed(fields[f], f, v) for f, v in value.items()
                ):
                    return None, i
            elif key == "mode" and d.group(1) in keys.MODE_FIELDS:
                value = _scalar(d.group(2))
                if not isinstance(value, bool):
                    return None, i
            else:
                return None, i
            deep[d.group(1)] = value
            i += 1
        if not deep:
            return None, i
        out[key] = deep
    return (out if out else None), i
