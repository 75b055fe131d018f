"""Reading MIR text into the model of `mirpass.mir.model`.

The YAML stream is split into documents by its column-0 markers. Each machine function's keys
other than `body` go through a YAML parser; the `body:` block scalar is parsed line by line,
which is what makes reading fast on large functions.
"""

from __future__ import annotations

import re
from typing import Any

import yaml

from mirpass.mir.errors import MIRError
from mirpass.mir.model import Block, Instruction, IRModule, MachineFunction, MIRFile
from mirpass.mir.parser import (
    looks_like_instruction,
    parse_block_header,
    parse_instruction,
    parse_liveins,
    parse_successors,
)

_Loader: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_BAD_CHAR = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\ufffe\uffff]")
_IR_MARKER = re.compile(r"--- *\|[-+0-9]*[ \t\r]*$")
_BODY_KEY = re.compile(r"body:[ \t]*\|[-+0-9]*[ \t\r]*(?:#.*)?$")
MAX_YAML_DEPTH = 64


def _is_marker(line: str, marker: str) -> bool:
    return line.startswith(marker) and (len(line) == 3 or line[3] in " \t\r")


def _decode(data: bytes) -> str:
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as err:
        before = data[: err.start]
        line = before.count(b"\n") + 1
        col = err.start - (before.rfind(b"\n") + 1) + 1
        raise MIRError(f"invalid UTF-8 byte 0x{data[err.start]:02x}", line, col) from None


def read(source: str | bytes, filename: str = "<stdin>") -> MIRFile:
    """Parse MIR text. Raises MIRError, positioned in `source`, on malformed input."""
    try:
        text = _decode(source) if isinstance(source, bytes) else source
        return _Reader(text, filename).run()
    except MIRError as err:
        raise err.with_filename(filename) from None


class _Reader:
    def __init__(self, text: str, filename: str) -> None:
        self.text = text
        self.lines = text.split("\n")
        self.result = MIRFile(filename)

    def run(self) -> MIRFile:
        bad = _BAD_CHAR.search(self.text)
        if bad is not None:
            before = self.text[: bad.start()]
            line = before.count("\n") + 1
            col = bad.start() - (before.rfind("\n") + 1) + 1
            raise MIRError(f"invalid character \\x{ord(bad.group()):02x} in MIR input", line, col)
        lines = self.lines
        n = len(lines)
        trivia: list[str] = []
        i = 0
        while i < n:
            s = lines[i]
            if _is_marker(s, "---") or (s and s[0] not in " \t#\r" and not _is_marker(s, "...")):
                if trivia:
                    self.result.parts.append(trivia)
                    trivia = []
                i = self._document(i)
            elif s.startswith("\t"):
                raise MIRError("tabs are not allowed for indentation in YAML", i + 1, 1)
            elif s.strip() and not s.lstrip().startswith("#") and not _is_marker(s, "..."):
                raise MIRError(
                    "unexpected indented content outside a document", i + 1, len(s) - len(s.lstrip()) + 1
                )
            else:
                trivia.append(s)
                i += 1
        if trivia:
            self.result.parts.append(trivia)
        return self.result

    def _document_end(self, start: int) -> tuple[int, bool]:
        """Index one past the document starting at `start`, and whether it ended with `...`."""
        lines = self.lines
        j = start + 1
        while j < len(lines):
            s = lines[j]
            if s[:3] == "---" and _is_marker(s, "---"):
                return j, False
            if s[:3] == "..." and _is_marker(s, "..."):
                return j + 1, True
            j += 1
        return j, False

    def _document(self, start: int) -> int:
        end, _ = self._document_end(start)
        if _IR_MARKER.match(self.lines[start]):
            self._ir_module(start, end)
        else:
            self._machine_function(start, end)
        return end

    def _ir_module(self, start: int, end: int) -> None:
        lines = self.lines[start:end]
        for k, s in enumerate(lines[1:], start + 2):
            if s and s[0] not in " #\r" and not _is_marker(s, "..."):
                if s[0] == "\t":
                    raise MIRError("tabs are not allowed for indentation in YAML", k, 1)
                raise MIRError("expected the LLVM IR to be indented under '--- |'", k, 1)
        self.result.parts.append(IRModule(lines, start + 1))

    def _machine_function(self, start: int, end: int) -> None:
        lines = self.lines
        body_key = -1
        for k in range(start, end):
            s = lines[k]
            if s.startswith("body:"):
                if not _BODY_KEY.match(s):
                    raise MIRError("expected a block scalar '|' after 'body:'", k + 1, 6)
                body_key = k
                break
        if body_key < 0:
            body_start = body_end = end
            head_end = end
        else:
            head_end = body_key + 1
            body_start = body_key + 1
            body_end = self._body_end(body_start, end)
        properties = self._yaml(start, body_key, body_start, body_end, end)
        name = properties.get("name") if isinstance(properties, dict) else None
        if not isinstance(properties, dict):
            raise MIRError(
                "expected a machine function: a YAML mapping with a 'name' key",
                self._first_content(start, end) + 1,
                1,
            )
        if not isinstance(name, str) or not name:
            raise MIRError("missing required key 'name'", self._first_content(start, end) + 1, 1)
        mf = MachineFunction(name, properties, start + 1)
        mf.head = lines[start:head_end]
        mf.tail = lines[body_end:end]
        if body_key >= 0:
            self._body(mf, body_start, body_end)
        self.result.parts.append(mf)

    def _first_content(self, start: int, end: int) -> int:
        for k in range(start, end):
            s = self.lines[k].strip()
            if s and not s.startswith("#") and s != "---":
                return k
        return start

    def _body_end(self, start: int, end: int) -> int:
        lines = self.lines
        indent = -1
        k = start
        while k < end:
            s = lines[k]
            stripped = s.lstrip(" ")
            if not stripped or stripped == "\r":
                k += 1
                continue
            if stripped[0] == "\t" and (indent < 0 or len(s) - len(stripped) < indent):
                raise MIRError(
                    "tabs are not allowed for indentation in YAML", k + 1, len(s) - len(stripped) + 1
                )
            width = len(s) - len(stripped)
            if width == 0:
                break
            if indent < 0:
                indent = width
            elif width < indent:
                raise MIRError(
                    f"wrong indentation: the body's lines start in column {indent + 1}", k + 1, width + 1
                )
            k += 1
        # Trailing blank lines belong to the body, as YAML's clip chomping keeps them there.
        return k

    def _yaml(self, start: int, body_key: int, body_start: int, body_end: int, end: int) -> Any:
        lines = self.lines
        if body_key >= 0:
            head = lines[start:body_key] + ["body: ''"]
            tail = lines[body_end:end]
        else:
            head, tail = lines[start:end], []
        text = "\n".join(head + tail)
        depth = 0
        for ch in text:
            if ch in "[{":
                depth += 1
                if depth > MAX_YAML_DEPTH:
                    raise MIRError("YAML nesting is too deep", start + 1, 1)
            elif ch in "]}":
                depth = max(0, depth - 1)
        try:
            return yaml.load(text, Loader=_Loader)
        except yaml.MarkedYAMLError as err:
            mark = err.problem_mark or err.context_mark
            line = mark.line if mark is not None else 0
            col = mark.column + 1 if mark is not None else 1
            if line >= len(head):
                line += body_end - body_start - 1
            message = err.problem or err.context or "malformed YAML"
            raise MIRError(f"YAML: {message}", start + line + 1, col) from None
        except yaml.YAMLError as err:
            raise MIRError(f"YAML: {err}", start + 1, 1) from None
        except RecursionError:
            raise MIRError("YAML nesting is too deep", start + 1, 1) from None

    def _body(self, mf: MachineFunction, start: int, end: int) -> None:
        lines = self.lines
        block: Block | None = None
        items: list[Instruction | str] = mf.prologue  # type: ignore[assignment]
        bundle: Instruction | None = None
        in_header = False
        fast = looks_like_instruction
        seen: set[int] = set()
        for k in range(start, end):
            s = lines[k]
            stripped = s.lstrip()
            if not stripped or stripped[0] == ";":
                if bundle is not None:
                    assert bundle.bundled is not None
                    bundle.bundled.append(s)
                elif block is not None and in_header:
                    block.header.append(s)
                else:
                    items.append(s)
                continue
            c = stripped[0]
            if c == "b" and stripped.startswith("bb."):
                if bundle is not None:
                    raise MIRError("expected '}' to close the bundle", k + 1, 1)
                header = parse_block_header(s, k + 1)
                if header.number in seen:
                    raise MIRError(
                        f"redefinition of machine basic block with number '{header.number}'",
                        k + 1,
                        len(s) - len(stripped) + 1,
                    )
                seen.add(header.number)
                block = Block(header.number, header.name, header.attributes, k + 1)
                block.header.append(s)
                mf.blocks.append(block)
                items = block.items
                in_header = True
                continue
            if block is None:
                raise MIRError(
                    "expected a basic block definition before instructions", k + 1, len(s) - len(stripped) + 1
                )
            if c == "s" and stripped.startswith("successors:"):
                if not in_header:
                    raise MIRError(
                        "'successors:' must come before the block's instructions",
                        k + 1,
                        len(s) - len(stripped) + 1,
                    )
                block.successors.extend(parse_successors(s, k + 1))
                block.header.append(s)
                continue
            if c == "l" and stripped.startswith("liveins:"):
                if not in_header:
                    raise MIRError(
                        "'liveins:' must come before the block's instructions",
                        k + 1,
                        len(s) - len(stripped) + 1,
                    )
                block.liveins.extend(parse_liveins(s, k + 1))
                block.header.append(s)
                continue
            in_header = False
            if c == "}":
                if bundle is None or stripped.rstrip() not in ("}", "}\r"):
                    raise MIRError("unexpected '}'", k + 1, len(s) - len(stripped) + 1)
                bundle.bundle_close = s
                bundle = None
                continue
            if fast(s):
                inst = Instruction(s, k + 1)
            else:
                inst = Instruction(s, k + 1, parse_instruction(s, k + 1))
            if bundle is not None:
                if inst.raw is not None and s.rstrip().endswith("{"):
                    raise MIRError("nested bundles are not allowed", k + 1, len(s.rstrip()))
                assert bundle.bundled is not None
                bundle.bundled.append(inst)
            else:
                block.items.append(inst)
                if s.rstrip().endswith("{"):
                    inst.bundled = []
                    bundle = inst
        if bundle is not None:
            raise MIRError("expected '}' to close the bundle", end, 1)
