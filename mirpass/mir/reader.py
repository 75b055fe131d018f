"""Reading MIR text into the model of `mirpass.mir.model`.

The YAML stream is split into documents by its column-0 markers. Each machine function's keys
other than `body` go through a YAML parser; the `body:` block scalar is read block by block. A
block whose lines are all well-formed instructions (or blank or comment lines) is checked by one
pattern match over its text and keeps only where its lines are: its Instruction objects are made
when first used, and an untouched block is written back by copying its text. Any other block is
read line by line, which also finds the exact position of any problem. The text is never split
into lines as a whole, which is what keeps reading large functions fast and small.

Every problem is reported as a MIRError positioned in the original file; wording and positions
follow llc 22 where llc reports the same problem.
"""

from __future__ import annotations

import bisect
import functools
import re
from typing import Any

from mirpass.mir.errors import MIRError
from mirpass.mir.lexer import Token, tokenize
from mirpass.mir.model import Block, Instruction, IRModule, MachineFunction, MIRFile
from mirpass.mir.parser import (
    items_are_simple,
    looks_like_instruction,
    parse_block_header,
    parse_instruction,
    parse_liveins,
    parse_successors,
)
from mirpass.mir.yaml_fast import simple_keys
from mirpass.mir.yaml_keys import (
    ALIGN,
    ALIGN0,
    ARG,
    ARGUMENT_FIELDS,
    BOOL,
    INT,
    MODE_FIELDS,
    NESTED_KINDS,
    STR,
    inner_mark,
    integer_problem,
    llc_int,
    value_problem,
)

# C0 and C1 control characters other than tab, LF and CR; lone surrogates; non-characters.
# (A byte-order mark is only taken before the first line.)
_BAD_CHAR = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ud800-\udfff\ufeff\ufffe\uffff]")
_BAD_ASCII = [chr(c) for c in (*range(0x00, 0x09), 0x0B, 0x0C, *range(0x0E, 0x20), 0x7F)]
_LONE_CR = re.compile(r"\r(?!\n)")
# Characters PyYAML takes for line breaks but llc's YAML parser does not.
_YAML_LINE_BREAK = re.compile(r"[\u2028\u2029]")
_BRACKETS = re.compile(r"[\[\]{}]")
# Patterns that start with a newline are searched much faster than `^` in MULTILINE mode.
_DOC_MARKER = re.compile(r"\n(?:---|\.\.\.)(?=[ \t\r\n]|\Z)")
_BODY_LINE = re.compile(r"\nbody:")
_LABEL = re.compile(r"\n[ \t]*bb\.")
_FIRST_CONTENT = re.compile(r"\n( *)(?=[^ \r\n])")
_LESS_INDENTED: dict[int, re.Pattern[str]] = {}
_IR_MARKER = re.compile(r"--- *\|[-+0-9]*[ \t\r]*$")
# (A tag on the body is ignored, as llc ignores tags; llc has no verbatim `!<...>` tags.)
_BODY_KEY = re.compile(r"body:[ \t]*(?:!(?!<)\S*[ \t]+)?\|[-+0-9]*[ \t\r]*(?:#.*)?$")
_EMPTY_VALUE = re.compile(r"[ \t\r]*(?:#.*)?$")
MAX_YAML_DEPTH = 64
_IDENTIFIER_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.$-")

_BOOL_KEYS = frozenset(
    {
        "exposesReturnsTwice", "legalized", "regBankSelected", "selected", "failedISel",
        "tracksRegLiveness", "hasWinCFI", "noPhis", "isSSA", "noVRegs", "hasFakeUses",
        "callsEHReturn", "callsUnwindInit", "hasEHCatchret", "hasEHContTarget", "hasEHScopes",
        "hasEHFunclets", "isOutlined", "debugInstrRef", "failsVerification", "tracksDebugUserValues",
    }
)  # fmt: skip
_SEQUENCE_KEYS = frozenset(
    {
        "registers", "liveins", "calleeSavedRegisters", "fixedStack", "stack", "entry_values",
        "callSites", "debugValueSubstitutions", "constants", "machineMetadataNodes",
    }
)  # fmt: skip
# The sequences whose entries llc reads as mappings (the others hold register names, metadata)
_SEQUENCES_OF_MAPPINGS = _SEQUENCE_KEYS - {"calleeSavedRegisters", "machineMetadataNodes"}
_MAPPING_KEYS = frozenset({"frameInfo", "machineFunctionInfo", "jumpTable"})
# Every key of a machine function llc 22 knows (`hasEHCatchret` is newer LLVM's).
_KNOWN_KEYS = _BOOL_KEYS | _SEQUENCE_KEYS | _MAPPING_KEYS | {"name", "alignment", "body"}
_TOP_KINDS = {**dict.fromkeys(_BOOL_KEYS, BOOL), "name": STR, "alignment": ALIGN0}
_BOM = "\ufeff"
_INT_TAG = "tag:yaml.org,2002:int"
_NULL_TAG = "tag:yaml.org,2002:null"


@functools.cache
def _base_loader() -> Any:
    """libyaml's safe loader where there is one. PyYAML is imported only for the documents
    mirpass.mir.yaml_fast does not read."""
    import yaml

    return getattr(yaml, "CSafeLoader", yaml.SafeLoader)


@functools.cache
def _loader() -> Any:
    """The safe loader, rejecting duplicated keys as llc does."""
    import yaml

    class _Loader(_base_loader()):  # type: ignore[misc, valid-type]
        def construct_mapping(self, node: Any, deep: bool = False) -> Any:
            if isinstance(node, yaml.MappingNode):
                seen: set[str] = set()
                for key_node, _ in node.value:
                    if isinstance(key_node, yaml.ScalarNode) and key_node.tag != "tag:yaml.org,2002:merge":
                        if key_node.value in seen:
                            raise yaml.constructor.ConstructorError(
                                None, None, f"duplicated mapping key '{key_node.value}'", key_node.start_mark
                            )
                        seen.add(key_node.value)
            return super().construct_mapping(node, deep)

    return _Loader


def _is_marker(line: str, marker: str) -> bool:
    return line.startswith(marker) and (len(line) == 3 or line[3] in " \t\r")


def _position(text: str, index: int) -> tuple[int, int]:
    """1-based line and column of `index` in `text`."""
    before = text[:index]
    return before.count("\n") + 1, index - (before.rfind("\n") + 1) + 1


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
    lone: list[int] = []
    try:
        text = _decode(source) if isinstance(source, bytes) else source
        bom = text.startswith(_BOM)
        # Old Mac line ends: a file broken by carriage returns alone, which llc reads too.
        cr_only = "\r" in text and "\n" not in text
        if cr_only:
            text = text.replace("\r", "\n")
        crlf = "\r\n" in text
        if not cr_only and "\r" in text:
            text, lone = _lone_carriage_returns(text[1:] if bom else text)
            text = _BOM + text if bom else text
        mir = _Reader(text[1:] if bom else text, filename).run()
        mir.byte_order_mark = _BOM if bom else ""
        # (A file of CR LF line ends with some CRs alone gets those back as CR LF.)
        mir.line_break = "\r" if cr_only or (lone and not crlf) else "\n"
        mir.lone_cr_lines = lone
        return mir
    except MIRError as err:
        if lone:
            err.line -= bisect.bisect_left(lone, err.line)
        raise err.with_filename(filename) from None


def _lone_carriage_returns(text: str) -> tuple[str, list[int]]:
    """A text of line feeds with some carriage returns alone, which YAML (and llc) takes for
    line breaks too: the text with each such one made CR LF, and the (1-based) lines they
    end. (In a file with CR LF line ends as well, those are then written back as CR LF.)"""
    lone = [m.start() for m in _LONE_CR.finditer(text)]
    if not lone:
        return text, []
    lines, line, at = [], 1, 0
    for offset in lone:
        line += text.count("\n", at, offset)
        lines.append(line)
        line, at = line + 1, offset
    return _LONE_CR.sub("\r\n", text), lines


class _Reader:
    """Reads `text` by offsets. A region [start, end) of whole lines ends at the start of the
    line after it, or at `len(text) + 1` when it runs to the end of the text; lines are
    numbered from 0 inside the reader and from 1 in messages."""

    def __init__(self, text: str, filename: str) -> None:
        self.text = text
        self.n = len(text)
        self.result = MIRFile(filename)
        self.where = 0  # 0-based line being read, for internal errors
        self._mark = (0, 0)  # a known (offset, line) pair, to count lines from

    def run(self) -> MIRFile:
        try:
            self._check_characters()
            self._documents()
            self._check_unique_names()
        except MIRError:
            raise
        except Exception as err:  # noqa: BLE001 - every failure must come out positioned
            raise MIRError(_internal(err), self.where + 1, 1) from err
        return self.result

    def _check_unique_names(self) -> None:
        seen: set[str] = set()
        for mf in self.result.functions:
            if mf.name in seen and mf.name:  # functions without a name are unnamed, not one
                raise MIRError(f"redefinition of machine function '{mf.name}'", *mf.name_position())
            seen.add(mf.name)

    # --- positions ----------------------------------------------------------------------------
    def _line_of(self, offset: int) -> int:
        """0-based line of `offset`."""
        offset = min(offset, self.n)
        at, line = self._mark
        if offset >= at:
            line += self.text.count("\n", at, offset)
        else:
            line = self.text.count("\n", 0, offset)
        self._mark = (offset, line)
        return line

    def _lines(self, start: int, end: int) -> list[str]:
        """The lines of the region [start, end)."""
        if start >= end:
            return []
        return self.text[start : end - 1].split("\n") if end <= self.n else self.text[start:].split("\n")

    def _line_at(self, start: int) -> tuple[str, int]:
        """The line starting at `start`, and the start of the next line."""
        eol = self.text.find("\n", start)
        if eol < 0:
            return self.text[start:], self.n + 1
        return self.text[start:eol], eol + 1

    def _check_characters(self) -> None:
        text = self.text
        if text.isascii():
            found = [text.index(ch) for ch in _BAD_ASCII if ch in text]
            bad = min(found) if found else -1
        else:
            m = _BAD_CHAR.search(text)
            bad = m.start() if m is not None else -1
        if bad >= 0:
            line, col = _position(text, bad)
            raise MIRError(f"invalid character \\x{ord(text[bad]):02x} in MIR input", line, col)

    # --- documents ----------------------------------------------------------------------------
    def _documents(self) -> None:
        trivia: list[str] = []
        pos = line = 0
        while pos <= self.n:
            self.where = line
            s, nxt = self._line_at(pos)
            if _is_marker(s, "---") or (s and s[0] not in " \t#\r" and not _is_marker(s, "...")):
                if trivia:
                    self.result.parts.append(trivia)
                    trivia = []
                pos, line = self._document(pos, line)
                continue
            if s.startswith("\t"):
                raise MIRError("tabs are not allowed for indentation in YAML", line + 1, 1)
            if s.strip() and not s.lstrip().startswith("#") and not _is_marker(s, "..."):
                raise MIRError(
                    "unexpected indented content outside a document", line + 1, len(s) - len(s.lstrip()) + 1
                )
            trivia.append(s)
            pos, line = nxt, line + 1
        if trivia:
            self.result.parts.append(trivia)

    def _document(self, start: int, line: int) -> tuple[int, int]:
        """Read the document whose first line starts at `start`; return where the next begins."""
        first, after_first = self._line_at(start)
        m = _DOC_MARKER.search(self.text, after_first - 1) if after_first <= self.n else None
        if m is None:
            end = self.n + 1
        elif self.text[m.start() + 1] == "-":
            end = m.start() + 1  # the next document's `---` line
        else:
            end = self._line_at(m.start() + 1)[1]  # through the `...` line
        if _IR_MARKER.match(first):
            self._ir_module(start, end, line)
        else:
            self._machine_function(start, end, line)
        return end, self._line_of(end) if end <= self.n else line

    def _ir_module(self, start: int, end: int, line: int) -> None:
        lines = self._lines(start, end)
        for k, s in enumerate(lines[1:], line + 2):
            if s and s[0] not in " #\r" and not _is_marker(s, "..."):
                if s[0] == "\t":
                    raise MIRError("tabs are not allowed for indentation in YAML", k, 1)
                raise MIRError("expected the LLVM IR to be indented under '--- |'", k, 1)
        self.result.parts.append(IRModule(lines, line + 1))

    def _machine_function(self, start: int, end: int, line: int) -> None:
        text = self.text
        body_start = -1
        m = _BODY_LINE.search(text, start - 1 if start else 0, min(end, self.n))
        if start == 0 and text.startswith("body:"):
            m = None
            key_at = 0
        else:
            key_at = m.start() + 1 if m is not None else -1
        if key_at >= 0:
            s, after = self._line_at(key_at)
            if _BODY_KEY.match(s):
                body_start = after
            elif not _EMPTY_VALUE.match(s, 5):  # `body:` with no value is an empty body, left to YAML
                col = len(s) - len(s[5:].lstrip(" \t")) + 1
                raise MIRError("expected a block scalar '|' after 'body:'", self._line_of(key_at) + 1, col)
        if body_start < 0:
            head = self._lines(start, end)
            if all(_is_marker(s, "---") or _is_marker(s, "...") or _is_trivia(s) for s in head):
                self.result.parts.append(head)  # an empty document, which llc skips
                return
            properties, name = self._yaml(head, line, [], 0, False, last=end > self.n)
            mf = MachineFunction(name, properties, line + 1)
            mf.head = head
            self.result.parts.append(mf)
            return
        body_line = self._line_of(body_start) if body_start <= self.n else self._line_of(self.n) + 1
        body_end = self._body_end(body_start, end, body_line)
        end_line = body_line + (text.count("\n", body_start, body_end) if body_end <= self.n else 0)
        head = self._lines(start, body_start)
        tail = self._lines(body_end, end)
        properties, name = self._yaml(head[:-1], line, tail, end_line, True, last=end > self.n)
        mf = MachineFunction(name, properties, line + 1)
        mf.head = head
        mf.tail = tail
        self._body(mf, body_start, body_end, body_line)
        self.result.parts.append(mf)

    def _body_end(self, start: int, end: int, line: int) -> int:
        """Where the `body: |` scalar starting at `start` ends: at the first line at column 0."""
        text = self.text
        stop = min(end, self.n)
        if start >= stop:
            return end
        first = _FIRST_CONTENT.search(text, start - 1, stop)
        if first is None:
            return end  # blank lines only
        width = len(first.group(1))
        at = first.start() + 1
        if text[first.end()] == "\t":
            raise MIRError("tabs are not allowed for indentation in YAML", self._line_of(at) + 1, width + 1)
        if width == 0:
            return at
        pattern = _LESS_INDENTED.get(width)
        if pattern is None:
            pattern = _LESS_INDENTED[width] = re.compile(rf"\n( {{0,{width - 1}}})(?=[^ \r\n])")
        less = pattern.search(text, first.end(), stop)
        if less is None:
            # Trailing blank lines belong to the body, as YAML's clip chomping keeps them there.
            return end
        at = less.start() + 1
        spaces = len(less.group(1))
        if text[less.end()] == "\t":
            raise MIRError("tabs are not allowed for indentation in YAML", self._line_of(at) + 1, spaces + 1)
        if spaces:
            raise MIRError(
                "text line is less indented than the block scalar", self._line_of(at) + 1, spaces + 1
            )
        return at

    # --- the YAML keys ------------------------------------------------------------------------
    def _yaml(
        self, head: list[str], line: int, tail: list[str], tail_line: int, has_body: bool, last: bool = False
    ) -> tuple[Any, str]:
        """Load the document's keys: `head` (from `line`) and `tail` (from `tail_line`) are its lines
        before and after the body, whose value is left out; `last`: the document ends the file."""
        if has_body and tail in ([], ["..."]):
            sequences = _SEQUENCES_OF_MAPPINGS
            keys = simple_keys(head, _TOP_KINDS, sequences, _SEQUENCE_KEYS - sequences)
            if keys is not None:
                return keys, keys["name"]
        yaml_lines = head + ["body: ''"] + tail if has_body else head + tail
        split = len(head) + 1 if has_body else len(head)

        def file_line(yaml_line: int) -> int:
            """0-based file line of a 0-based line of the YAML text."""
            return line + yaml_line if yaml_line < split else tail_line + yaml_line - split

        text = "\n".join(yaml_lines)
        self._check_yaml_text(text, file_line)
        try:
            return self._load_yaml(text, yaml_lines, head, line, file_line)
        except _UnterminatedQuote as quote:
            # LLVM's scanner looks for the closing quote to the end of the file, across lines and
            # documents. Where the file ends inside a single-quoted scalar, not on a line break,
            # it takes the file's last character for the closing quote; else it is an error at
            # that character.
            final = self.text[-1:]
            if quote.single and last and final not in ("", "\n", "\r") and text.endswith(final):
                try:
                    return self._load_yaml(text[:-1] + "'", yaml_lines, head, line, file_line)
                except _UnterminatedQuote:  # (the last character was itself a quote's half)
                    pass
            at = self.n - 1
            col = at - (self.text.rfind("\n", 0, at) + 1) + 1
            raise MIRError("Expected quote at end of scalar", self._line_of(at) + 1, col) from None

    def _load_yaml(
        self, text: str, yaml_lines: list[str], head: list[str], line: int, file_line: Any
    ) -> tuple[Any, str]:
        import yaml

        loader = _loader()(text)
        try:
            if "*" in text or "!<" in text:
                self._check_yaml_tokens(text, file_line)
            node = loader.get_single_node()
            _drop_tags(loader, node)
            places = _Places(text, file_line)
            _check_duplicate_keys(node, places)
            name = self._check_keys(node, head, line, places)
            properties = loader.construct_document(node)
        except yaml.MarkedYAMLError as err:
            context = err.context or ""
            if context == "while scanning a quoted scalar" and err.problem in _NO_CLOSING_QUOTE:
                assert err.context_mark is not None
                raise _UnterminatedQuote(text[err.context_mark.index] == "'") from None
            # An unterminated key is best shown where it starts.
            at_start = "quoted scalar" in context or "simple key" in context
            mark = err.context_mark if at_start or err.problem_mark is None else err.problem_mark
            yaml_line, col = (mark.line, mark.column + 1) if mark is not None else (0, 1)
            last = text.count("\n")
            if yaml_line > last:  # libyaml puts the end of a text without a final newline one line on
                yaml_line, col = last, len(text) - text.rfind("\n")
            message = err.problem or err.context or "malformed YAML"
            if err.context and err.problem:
                message = f"{err.problem} {err.context}"
            src = yaml_lines[yaml_line] if yaml_line < len(yaml_lines) else ""
            at = file_line(yaml_line) + 1
            if src[col - 1 : col] == "\t" and not src[: col - 1].strip():
                raise MIRError("tabs are not allowed for indentation in YAML", at, col) from None
            raise MIRError(f"YAML: {message}", at, col) from None
        except yaml.YAMLError as err:
            position = getattr(err, "position", None)
            if isinstance(position, int):
                yl, col = _position(text, position)
                raise MIRError(f"YAML: {err}", file_line(yl - 1) + 1, col) from None
            raise MIRError(f"YAML: {err}", line + 1, 1) from None
        except RecursionError:
            raise MIRError("YAML nesting is too deep", line + 1, 1) from None
        finally:
            loader.dispose()
        return properties, name

    def _check_yaml_text(self, text: str, file_line: Any) -> None:
        m = _YAML_LINE_BREAK.search(text)
        if m is not None:
            yl, col = _position(text, m.start())
            raise MIRError(f"unsupported line separator \\u{ord(m.group()):04x}", file_line(yl - 1) + 1, col)
        if text.count("[") + text.count("{") <= MAX_YAML_DEPTH:
            return
        # Deep flow collections make PyYAML recurse (and libyaml's composer crash): refuse them
        # where the limit is crossed. Brackets are counted even inside quotes, to be safe.
        depth = 0
        for m in _BRACKETS.finditer(text):
            if m.group() in "[{":
                depth += 1
                if depth > MAX_YAML_DEPTH:
                    yl, col = _position(text, m.start())
                    message = f"YAML nesting is too deep (more than {MAX_YAML_DEPTH} levels)"
                    raise MIRError(message, file_line(yl - 1) + 1, col)
            elif depth:
                depth -= 1

    def _check_yaml_tokens(self, text: str, file_line: Any) -> None:
        """llc's YAML reader has no aliases and no verbatim tags (`*a`, `!<tag:...>`)."""
        import yaml

        for token in yaml.scan(text, Loader=_base_loader()):
            problem = None
            if isinstance(token, yaml.AliasToken):
                problem = "unknown node kind"  # llc's words for an alias
            elif isinstance(token, yaml.TagToken) and token.value[0] is None:
                problem = "verbatim tags are not supported"
            if problem is not None:
                mark = token.start_mark
                raise MIRError(problem, file_line(mark.line) + 1, mark.column + 1)

    def _check_keys(self, node: Any, head: list[str], line: int, places: _Places) -> str:
        """Check the shape of the document's keys; return the function's name."""
        import yaml

        if not isinstance(node, yaml.MappingNode):
            message = "expected a machine function: a YAML mapping with a 'name' key"
            raise MIRError(message, line + (_first_content(head) or 0) + 1, 1)
        name: str | None = None
        for key_node, value in node.value:
            if not isinstance(key_node, yaml.ScalarNode):
                continue
            key = key_node.value
            problem = None
            if key not in _KNOWN_KEYS:
                raise MIRError(f"unknown key '{key}'", *places.at(key_node.start_mark))
            kind = _TOP_KINDS.get(key)
            if kind is not None:
                places.check(kind, value)
                if key == "name":
                    name = value.value
            elif key == "body":
                if not isinstance(value, yaml.ScalarNode):
                    problem = f"expected a scalar value for '{key}'"
            elif key in _SEQUENCE_KEYS:
                if not isinstance(value, yaml.SequenceNode) and value.tag != _NULL_TAG:
                    problem = f"expected a sequence for '{key}'"
                elif key in _SEQUENCES_OF_MAPPINGS and isinstance(value, yaml.SequenceNode):
                    for item in value.value:  # llc: an entry is a mapping, as an argument is
                        places.check(ARG, item)
            elif key in _MAPPING_KEYS:
                if not isinstance(value, yaml.MappingNode) and value.tag != _NULL_TAG:
                    problem = f"expected a mapping for '{key}'"
                elif key in NESTED_KINDS and isinstance(value, yaml.MappingNode):
                    _check_nested_keys(value, NESTED_KINDS[key], places)
            if problem is not None:
                # Like llc, point into a collection given where something else is expected.
                raise MIRError(problem, *places.at(inner_mark(value)))
        if name is None:  # (an empty name is one: llc makes an unnamed function of it)
            first = _first_content(head)
            if first is None:  # llc points at the mapping's first key: here the body
                first = len(head)
            raise MIRError("missing required key 'name'", line + first + 1, 1)
        _check_numbers(node, places.file_line)
        return name

    # --- the body -----------------------------------------------------------------------------
    def _body(self, mf: MachineFunction, start: int, end: int, line: int) -> None:
        text = self.text
        stop = min(end, self.n)
        labels = [m.start() + 1 for m in _LABEL.finditer(text, start - 1, stop)] if start < stop else []
        first = labels[0] if labels else end
        for k, s in enumerate(self._lines(start, first), line):
            stripped = s.lstrip()
            if stripped and stripped[0] != ";":
                message = "expected a basic block definition before instructions"
                raise MIRError(message, k + 1, len(s) - len(stripped) + 1)
            mf.prologue.append(s)
        line += text.count("\n", start, min(first, stop))
        seen: set[int] = set()
        for i, at in enumerate(labels):
            following = labels[i + 1] if i + 1 < len(labels) else end
            line = self._block(mf, at, following, line, seen, i + 1 < len(labels))

    def _block(self, mf: MachineFunction, start: int, end: int, line: int, seen: set[int], more: bool) -> int:
        """Read the block in [start, end), whose label is on `line`; return the line of `end`."""
        self.where = line
        text = self.text
        s, pos = self._line_at(start)
        indent = len(s) - len(s.lstrip())
        header = parse_block_header(s, line + 1)
        if header.number in seen:
            message = f"redefinition of machine basic block with id #{header.number}"
            raise MIRError(message, line + 1, indent + 1)
        seen.add(header.number)
        block = Block(header.number, header.name, header.attributes, line + 1)
        block.header.append(s)
        mf.blocks.append(block)
        k = line + 1
        while pos < end:
            s, nxt = self._line_at(pos)
            stripped = s.lstrip()
            if stripped and stripped[0] != ";":
                c = stripped[0]
                if c == "s" and stripped.startswith("successors") and _keyword_ends(stripped, 10):
                    block.successors.extend(parse_successors(s, k + 1))
                elif c == "l" and stripped.startswith("liveins") and _keyword_ends(stripped, 7):
                    block.liveins.extend(parse_liveins(s, k + 1))
                else:
                    break
            block.header.append(s)
            pos, k = nxt, k + 1
        if pos >= end:
            return k
        stop = min(end, self.n)
        if items_are_simple(text, pos, stop):
            block.set_source(text, pos, end, k + 1)
            return k + text.count("\n", pos, stop)
        lines = self._lines(pos, end)
        self._items(block, lines, k, end if more else -1)
        return k + len(lines)

    def _items(self, block: Block, lines: list[str], line: int, label: int) -> None:
        """Read a block's items line by line; `label` is where the next block starts, or -1."""
        items = block.items
        bundle: Instruction | None = None
        fast = looks_like_instruction
        last_content = line - 1
        k = line
        try:
            for k, s in enumerate(lines, line):
                stripped = s.lstrip()
                if not stripped or stripped[0] == ";":
                    if stripped:
                        last_content = k
                    if bundle is not None:
                        assert bundle.bundled is not None
                        bundle.bundled.append(s)
                    else:
                        items.append(s)
                    continue
                last_content = k
                indent = len(s) - len(stripped)
                c = stripped[0]
                if c == "s" and stripped.startswith("successors") and _keyword_ends(stripped, 10):
                    message = "'successors:' must come before the block's instructions"
                    raise MIRError(message, k + 1, indent + 1)
                if c == "l" and stripped.startswith("liveins") and _keyword_ends(stripped, 7):
                    message = "'liveins:' must come before the block's instructions"
                    raise MIRError(message, k + 1, indent + 1)
                if c == "}":
                    if bundle is None:
                        raise MIRError("extraneous closing brace ('}')", k + 1, indent + 1)
                    if stripped.rstrip() != "}":
                        rest = tokenize(s, k + 1)
                        if len(rest) > 1:
                            raise MIRError("expected the end of the line after '}'", k + 1, rest[1].col + 1)
                    bundle.bundle_close = s
                    bundle = None
                    continue
                if fast(s):
                    inst = Instruction(s, k + 1)
                    opens = s.rstrip(" \t").endswith("{")
                else:
                    parsed = parse_instruction(s, k + 1)
                    inst = Instruction(s, k + 1, parsed)
                    opens = parsed.opens_bundle
                if bundle is not None:
                    if opens:
                        message = "nested instruction bundles are not allowed"
                        raise MIRError(message, k + 1, _brace_column(s, k + 1))
                    assert bundle.bundled is not None
                    bundle.bundled.append(inst)
                else:
                    items.append(inst)
                    if opens:
                        inst.bundled = []
                        bundle = inst
        except MIRError:
            raise
        except Exception as err:  # noqa: BLE001 - every failure must come out positioned
            raise MIRError(_internal(err), k + 1, 1) from err
        if bundle is not None:
            if label >= 0:  # the next block's label is where the bundle should have closed
                s = self._line_at(label)[0]
                raise MIRError("expected '}'", line + len(lines) + 1, len(s) - len(s.lstrip()) + 1)
            raise MIRError("expected '}'", last_content + 2, 1)


class _Places:
    """Positions in the file of marks in a document's YAML text, and llc's value checks."""

    def __init__(self, text: str, file_line: Any) -> None:
        self.text = text
        self.file_line = file_line
        self._starts: list[int] | None = None

    def at(self, mark: Any) -> tuple[int, int]:
        return self.file_line(mark.line) + 1, mark.column + 1

    def after(self, mark: Any) -> tuple[int, int]:
        """The token after `mark` (an absent value's): past blanks, line ends and comments, or
        the end of the text."""
        if self._starts is None:
            self._starts = [0] + [m.end() for m in re.finditer("\n", self.text)]
        text = self.text
        at = self._starts[mark.line] + mark.column if mark.line < len(self._starts) else len(text)
        while at < len(text):
            c = text[at]
            if c == "#":
                end = text.find("\n", at)
                at = len(text) if end < 0 else end
            elif c in " \t\r\n":
                at += 1
            else:
                break
        yl, col = _position(text, at)
        return self.file_line(yl - 1) + 1, col

    def check(self, kind: str, node: Any) -> None:
        problem = value_problem(kind, node)
        if problem is None:
            return
        message, where = problem
        if where == "next":
            raise MIRError(message, *self.after(node.start_mark))
        raise MIRError(message, *self.at(inner_mark(node) if where == "inner" else node.start_mark))


def _check_duplicate_keys(node: Any, places: _Places) -> None:
    """llc's YAML reader rejects a key given twice in a mapping, before it looks at any value;
    the first such key in the text is the one reported."""
    import yaml

    stack, first = [node], None
    while stack:
        n = stack.pop()
        if isinstance(n, yaml.SequenceNode):
            stack.extend(n.value)
        elif isinstance(n, yaml.MappingNode):
            seen: set[str] = set()
            for key_node, value in n.value:
                stack.append(value)
                if not isinstance(key_node, yaml.ScalarNode) or key_node.tag == "tag:yaml.org,2002:merge":
                    continue
                if key_node.value in seen:
                    if first is None or _before(key_node.start_mark, first.start_mark):
                        first = key_node
                    break
                seen.add(key_node.value)
    if first is not None:
        raise MIRError(f"duplicated mapping key '{first.value}'", *places.at(first.start_mark))


def _before(a: Any, b: Any) -> bool:
    return (a.line, a.column) < (b.line, b.column)


def _check_nested_keys(node: Any, kinds: dict[str, str], places: _Places) -> None:
    import yaml

    for key_node, value in node.value:
        if not isinstance(key_node, yaml.ScalarNode):
            continue
        key = key_node.value
        kind = kinds.get(key)
        if kind is None:
            raise MIRError(f"unknown key '{key}'", *places.at(key_node.start_mark))
        places.check(kind, value)
        if kind in (INT, ALIGN):
            problem = integer_problem(key, llc_int(value.value) or 0)
            if problem is not None:
                raise MIRError(problem, *places.at(value.start_mark))
        if key == "argumentInfo" and isinstance(value, yaml.MappingNode):
            for _, argument in value.value:
                places.check(ARG, argument)
                for field_node, field in argument.value:
                    field_kind = ARGUMENT_FIELDS.get(field_node.value)
                    if field_kind is not None:
                        places.check(field_kind, field)
        elif key == "mode" and isinstance(value, yaml.MappingNode):
            for field_node, field in value.value:
                if field_node.value in MODE_FIELDS:
                    places.check(BOOL, field)


def _check_numbers(node: Any, file_line: Any) -> None:
    """An integer beyond 64 bits is no number for llc's YAML reader."""
    import yaml

    stack = [node]
    while stack:
        n = stack.pop()
        if isinstance(n, yaml.ScalarNode):
            if n.tag == _INT_TAG and len(n.value) > 18 and not -(1 << 63) <= _yaml_int(n.value) < 1 << 64:
                mark = n.start_mark
                raise MIRError("invalid number", file_line(mark.line) + 1, mark.column + 1)
        elif isinstance(n, yaml.SequenceNode):
            stack.extend(n.value)
        elif isinstance(n, yaml.MappingNode):
            stack.extend(v for pair in n.value for v in pair)


def _yaml_int(text: str) -> int:
    t = text.replace("_", "")
    sign = -1 if t.startswith("-") else 1
    t = t.lstrip("+-")
    for prefix, base in (("0x", 16), ("0o", 8), ("0b", 2)):
        if t.lower().startswith(prefix):
            return sign * int(t[2:], base)
    return sign * int(t, 8 if len(t) > 1 and t.startswith("0") else 10)


# What PyYAML says of a quoted scalar without its closing quote in the text it was given.
_NO_CLOSING_QUOTE = ("found unexpected end of stream", "found unexpected document indicator")


class _UnterminatedQuote(Exception):
    """A quoted scalar of the document runs to the end of its text."""

    def __init__(self, single: bool) -> None:
        super().__init__()
        self.single = single


def _drop_tags(loader: Any, node: Any) -> None:
    """Give every node the tag its kind and text imply, ignoring explicit tags (`!!binary`,
    `!custom`), which llc's YAML reader ignores too."""
    import yaml

    stack = [node]
    seen: set[int] = set()
    while stack:
        n = stack.pop()
        if n is None or id(n) in seen:
            continue
        seen.add(id(n))
        if isinstance(n, yaml.ScalarNode):
            plain = not n.style  # None or "" (libyaml) for a plain scalar
            n.tag = loader.resolve(yaml.ScalarNode, n.value, (plain, not plain))
        elif isinstance(n, yaml.SequenceNode):
            n.tag = "tag:yaml.org,2002:seq"
            stack.extend(n.value)
        elif isinstance(n, yaml.MappingNode):
            n.tag = "tag:yaml.org,2002:map"
            for key, value in n.value:
                stack.extend((key, value))


def _is_trivia(line: str) -> bool:
    stripped = line.strip()
    return not stripped or stripped.startswith("#")


def _first_content(lines: list[str]) -> int | None:
    """Index of the first line with content other than a comment or the `---` marker."""
    for k, s in enumerate(lines):
        s = s.strip()
        if s and not s.startswith("#") and s != "---":
            return k
    return None


def _keyword_ends(text: str, length: int) -> bool:
    """Whether the word that starts `text` is exactly `length` characters long."""
    return len(text) == length or text[length] not in _IDENTIFIER_CHARS


def _internal(err: Exception) -> str:
    return f"internal error while reading: {type(err).__name__}: {err}"


def _brace_column(line: str, line_no: int) -> int:
    """1-based column of the `{` that opens a bundle on `line`."""
    braces: list[Token] = [t for t in tokenize(line, line_no) if t.kind == "punct" and t.text == "{"]
    return braces[-1].col + 1 if braces else len(line.rstrip()) + 1
