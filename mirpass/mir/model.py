"""The structured model of a MIR file.

Every piece keeps the exact source lines it came from, so that writing an unedited file
reproduces it byte for byte. An instruction created or edited by a pass has no source line and
is printed the way llc prints one.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterator, Sequence
from typing import Any

from mirpass.mir.errors import MIRError
from mirpass.mir.operands import Operand
from mirpass.mir.parser import ParsedInstruction, fast_opcode

_TARGET_CPU = re.compile(r'"target-cpu"="([^"]+)"')
_NAME_KEY = re.compile(r"(name:\s*)\S")


class Instruction:
    """One machine instruction. Operands are parsed from the source line on first use."""

    __slots__ = ("_raw", "line", "_parsed", "indent", "bundled", "bundle_close", "_opcode")

    def __init__(
        self, raw: str | None, line: int = 0, parsed: ParsedInstruction | None = None, indent: int = 4
    ) -> None:
        self._raw = raw
        self.line = line
        self._parsed = parsed
        self._opcode: str | None = None
        self.indent = indent if raw is None else len(raw) - len(raw.lstrip(" "))
        # Instructions inside `{ }` when this one opens a bundle, and the raw closing line.
        self.bundled: list[Instruction | str] | None = None
        self.bundle_close: str | None = None

    @classmethod
    def create(
        cls,
        opcode: str,
        operands: Sequence[Operand] = (),
        defs: Sequence[Operand] = (),
        flags: Sequence[str] = (),
    ) -> Instruction:
        """A new instruction, printed llc-style when written."""
        parsed = ParsedInstruction(list(defs), list(flags), opcode, list(operands), [], [], False)
        return cls(None, 0, parsed)

    @property
    def raw(self) -> str | None:
        """The source line, or None for a created or edited instruction."""
        return self._raw

    @property
    def parsed(self) -> ParsedInstruction:
        if self._parsed is None:
            assert self._raw is not None
            # Imported here: its patterns are compiled only when operands are first needed.
            from mirpass.mir.fastparse import parse_known_good

            try:
                self._parsed = parse_known_good(self._raw, self.line)
            except MIRError as err:
                err.line = self.line
                raise
        return self._parsed

    @property
    def opcode(self) -> str:
        if self._parsed is not None:
            return self._parsed.opcode
        if self._opcode is None:
            assert self._raw is not None
            self._opcode = fast_opcode(self._raw)
        return self._opcode

    @property
    def defs(self) -> list[Operand]:
        return self.parsed.defs

    @property
    def operands(self) -> list[Operand]:
        return self.parsed.operands

    def all_operands(self) -> list[Operand]:
        """Explicit defs followed by the operands after the opcode, as LLVM numbers them."""
        p = self.parsed
        return p.defs + p.operands

    @property
    def flags(self) -> list[str]:
        return self.parsed.flags

    @property
    def trailers(self) -> list[tuple[str, str]]:
        return self.parsed.trailers

    @property
    def memoperands(self) -> list[str]:
        return self.parsed.memoperands

    @property
    def opens_bundle(self) -> bool:
        return self.bundled is not None

    def mark_edited(self) -> None:
        """Call after changing operands in place: the line is printed anew."""
        self.parsed  # noqa: B018 - parse before dropping the source
        self._raw = None

    def __repr__(self) -> str:
        return f"<Instruction line {self.line}: {self.opcode}>"


class Block:
    """A machine basic block: its header lines kept verbatim, then instructions and trivia."""

    __slots__ = (
        "number",
        "name",
        "attributes",
        "successors",
        "liveins",
        "header",
        "_items",
        "_source",
        "_inserts",
        "line",
    )

    def __init__(self, number: int, name: str | None, attributes: list[str], line: int) -> None:
        self.number = number
        self.name = name
        self.attributes = attributes
        self.line = line
        self.successors: list[tuple[int, int | None]] = []
        self.liveins: list[str] = []
        self.header: list[str] = []
        # Instructions, and raw strings for blank and comment lines between them.
        self._items: list[Instruction | str] | None = []
        # Or, until first used, where those lines are in the source: (text, start, end, line of start).
        self._source: tuple[str, int, int, int] | None = None
        # Items inserted into a block still in its source text (`splice_unread`): item index -> the
        # created items to go before that item.
        self._inserts: dict[int, list[Instruction | str]] | None = None

    @property
    def items(self) -> list[Instruction | str]:
        """Instructions, and raw strings for blank and comment lines between them."""
        items = self._items
        if items is None:
            items = _source_items(self._source)  # type: ignore[arg-type]
            if self._inserts:
                for k in sorted(self._inserts, reverse=True):
                    items[k:k] = self._inserts[k]
            self._items = items
            self._source = None
            self._inserts = None
        return items

    @items.setter
    def items(self, value: list[Instruction | str]) -> None:
        self._items = value
        self._source = None
        self._inserts = None

    def splice_unread(self, inserts: dict[int, list[Instruction | str]]) -> None:
        """Insert created items into a block still in its source text without making
        Instructions of its lines: `inserts[k]` goes before the item of the block's line k
        (0-based). Readers of the unread text (`unread_span`, `source_text`) then see None and
        take `items`, which hold the inserted items; the writer copies the lines around them."""
        assert self._source is not None and self._inserts is None
        self._inserts = inserts

    def spliced_source(self) -> tuple[str, dict[int, list[Instruction | str]]] | None:
        """For the writer, of a `splice_unread` block: its item lines as read and the inserted items."""
        if self._source is None or not self._inserts:
            return None
        text, start, end, _ = self._source
        return (text[start : end - 1] if end <= len(text) else text[start:end]), self._inserts

    def set_source(self, text: str, start: int, end: int, line: int) -> None:
        """Take the block's item lines from `text[start:end]`: one or more whole lines, `end`
        being the start of the next line (or `len(text) + 1` at the end of the text) and `line`
        the 1-based line of `start`. They must already be checked to be blank, comment or
        well-formed instruction lines that open no bundle; they become Instruction objects when
        `items` is first used."""
        assert start < end
        self._items = None
        self._source = (text, start, end, line)
        self._inserts = None

    def source_text(self) -> str | None:
        """The item lines exactly as read, joined by newlines, while `items` is still unused."""
        if self._source is None or self._inserts:
            return None
        text, start, end, _ = self._source
        return text[start : end - 1] if end <= len(text) else text[start:end]

    def unread_span(self) -> tuple[str, int, int, int] | None:
        """While `items` is still unused, (text, start, stop, line): the item lines as read are
        text[start:stop] split at newlines, the first being line `line`; None once they are
        items. `source_text()` without the copy, for readers of large blocks."""
        if self._source is None or self._inserts:
            return None
        text, start, end, line = self._source
        return text, start, end - 1 if end <= len(text) else len(text), line

    @property
    def instructions(self) -> list[Instruction]:
        return [item for item in self.items if isinstance(item, Instruction)]

    def text_lines(self) -> Iterator[tuple[int, str]]:
        """(1-based line, text) of the block's lines as read: its header, then its instruction
        lines, bundle contents included (and, while the block is unread text, its comment
        lines). Created or edited instructions have no line and are left out."""
        yield from enumerate(self.header, self.line)
        if self._source is not None:
            text, start, end, line = self._source
            chunk = text[start : end - 1] if end <= len(text) else text[start:end]
            yield from enumerate(chunk.split("\n"), line)
            return
        for item in self._items or ():
            if isinstance(item, str) or item.raw is None:
                continue
            yield item.line, item.raw
            for inner in item.bundled or ():
                if isinstance(inner, Instruction) and inner.raw is not None:
                    yield inner.line, inner.raw

    def text(self) -> str:
        """The block's lines as read (see `text_lines`), joined by newlines; cheap while the
        block is still unread text."""
        header = "\n".join(self.header)
        if self._source is not None:
            text, start, end, _ = self._source
            return header + "\n" + (text[start : end - 1] if end <= len(text) else text[start:end])
        return "\n".join(s for _, s in self.text_lines())

    def instruction_indent(self) -> int:
        for item in self.items:
            if isinstance(item, Instruction):
                return item.indent
        header = self.header[0] if self.header else ""
        return len(header) - len(header.lstrip(" ")) + 2

    def _index(self, anchor: Instruction) -> int:
        # list.index compares by identity first, and Instruction has no __eq__: a C-speed scan
        try:
            return self.items.index(anchor)
        except ValueError:
            raise ValueError(f"{anchor!r} is not in bb.{self.number}") from None

    def insert_before(self, anchor: Instruction, new: Instruction) -> None:
        new.indent = anchor.indent
        self.items.insert(self._index(anchor), new)

    def insert_after(self, anchor: Instruction, new: Instruction) -> None:
        new.indent = anchor.indent
        self.items.insert(self._index(anchor) + 1, new)

    def insert_at_start(self, new: Instruction) -> None:
        new.indent = self.instruction_indent()
        self.items.insert(self._start_position(), new)

    def _start_position(self) -> int:
        """Where an instruction placed at the start goes: before the first instruction, or in an
        empty block before trailing blank lines (so that it stays inside the block)."""
        items = self.items
        for i, item in enumerate(items):
            if isinstance(item, Instruction):
                return i
        pos = len(items)
        while pos > 0 and isinstance(items[pos - 1], str) and not items[pos - 1].strip():  # type: ignore[union-attr]
            pos -= 1
        return pos

    def end_position(self) -> int:
        """Where an instruction placed at the end goes: after the last item that is not a
        trailing blank line."""
        items = self.items
        pos = len(items)
        while pos > 0 and isinstance(items[pos - 1], str) and not items[pos - 1].strip():  # type: ignore[union-attr]
            pos -= 1
        return pos

    def remove(self, inst: Instruction) -> None:
        del self.items[self._index(inst)]

    def splice(
        self,
        before: dict[int, list[Instruction | str]],
        removed: frozenset[int] | set[int] = frozenset(),
        at_end: Sequence[Instruction | str] = (),
    ) -> None:
        """Many edits in one pass over the items, instead of a search per edit: the items of
        `before[id(item)]` go in front of `item` (instructions take its indent), the items whose
        id is in `removed` are dropped (what goes in front of them stays), and `at_end` goes where
        `end_position` says (instructions take `instruction_indent`)."""
        old = self.items
        if at_end:
            indent = self.instruction_indent()
            for new in at_end:
                if isinstance(new, Instruction):
                    new.indent = indent
        end = self.end_position() if at_end else len(old)
        out: list[Instruction | str] = []
        append = out.append
        for k, item in enumerate(old):
            if k == end:
                out.extend(at_end)
            key = id(item)
            news = before.get(key)
            if news is not None:
                for new in news:
                    if isinstance(new, Instruction):
                        new.indent = item.indent  # type: ignore[union-attr]
                    append(new)
            if key not in removed:
                append(item)
        if end == len(old):
            out.extend(at_end)
        self.items = out

    def __repr__(self) -> str:
        return f"<Block bb.{self.number}>"


def _source_items(source: tuple[str, int, int, int]) -> list[Instruction | str]:
    text, start, end, line = source
    chunk = text[start : end - 1] if end <= len(text) else text[start:end]
    items: list[Instruction | str] = []
    append = items.append
    for k, s in enumerate(chunk.split("\n"), line):
        stripped = s.lstrip()
        append(s if not stripped or stripped[0] == ";" else Instruction(s, k))
    return items


class MachineFunction:
    """One machine-function YAML document."""

    __slots__ = ("name", "properties", "head", "prologue", "blocks", "tail", "line", "__weakref__")

    def __init__(self, name: str, properties: dict[str, Any], line: int) -> None:
        self.name = name
        # Every key of the document except `body`, as YAML values.
        self.properties = properties
        self.line = line
        self.head: list[str] = []  # from the document start up to and including `body: |`
        self.prologue: list[str] = []  # body lines before the first block
        self.blocks: list[Block] = []
        self.tail: list[str] = []  # lines after the body, including `...`

    def name_position(self) -> tuple[int, int]:
        """1-based line and column of the function's name in its `name:` key."""
        for k, s in enumerate(self.head):
            m = _NAME_KEY.match(s)
            if m is not None:
                return self.line + k, m.end(1) + 1
        return self.line, 1

    def instructions(self) -> Iterator[tuple[Block, Instruction]]:
        for block in self.blocks:
            for item in block.items:
                if isinstance(item, Instruction):
                    yield block, item

    def block(self, number: int) -> Block:
        for b in self.blocks:
            if b.number == number:
                return b
        raise KeyError(f"bb.{number}")

    def __repr__(self) -> str:
        return f"<MachineFunction {self.name}>"


class IRModule:
    """The embedded LLVM IR document (`--- |`), kept verbatim."""

    __slots__ = ("lines", "line", "_llvmlite", "facts")

    def __init__(self, lines: list[str], line: int) -> None:
        self.lines = lines  # including the `--- |` line
        self.line = line
        self._llvmlite: Any = None
        self.facts: Any = None  # what mirpass.ir.module read from the parsed module

    @property
    def body(self) -> list[str]:
        """The lines of the IR source as they stand in the file (line `self.line + 1` first),
        without the `--- |` and `...` markers."""
        body = self.lines[1:]
        while body and (body[-1].startswith("...") or not body[-1].strip()):
            body = body[:-1]
        return body

    @property
    def indent(self) -> int:
        """The block-scalar indentation of the IR source."""
        return min((len(s) - len(s.lstrip(" ")) for s in self.body if s.strip()), default=0)

    @property
    def text(self) -> str:
        """The IR source with the block-scalar indentation removed."""
        indent = self.indent
        return "\n".join(s[indent:] for s in self.body) + "\n"

    def target_cpu(self) -> str | None:
        for s in self.lines:
            m = _TARGET_CPU.search(s)
            if m:
                return m.group(1)
        return None

    def parse(self) -> Any:
        """The module parsed by llvmlite (its LLVM is 22 and knows amdgcn), on demand."""
        if self._llvmlite is None:
            import llvmlite.binding as llvm

            self._llvmlite = llvm.parse_assembly(self.text)
        return self._llvmlite


class MIRFile:
    """A whole MIR file: top-level lines (comments, blank lines) and documents, in order."""

    __slots__ = ("filename", "parts", "ends_with_newline", "byte_order_mark", "line_break", "lone_cr_lines")

    def __init__(self, filename: str) -> None:
        self.filename = filename
        self.byte_order_mark = ""  # a UTF-8 BOM before the first line, written back as read
        # "\r" for a file whose lines end in carriage returns alone (or, with lone_cr_lines,
        # some of them)
        self.line_break = "\n"
        # Lines (1-based, as mirpass numbers them) that ended in a carriage return alone in a
        # file of line feeds: read as CR LF, written back as CR, and numbered as llc does in
        # messages (see llc_line).
        self.lone_cr_lines: list[int] = []
        self.parts: list[list[str] | IRModule | MachineFunction] = []
        self.ends_with_newline = True

    @property
    def ir_module(self) -> IRModule | None:
        for part in self.parts:
            if isinstance(part, IRModule):
                return part
        return None

    @property
    def functions(self) -> list[MachineFunction]:
        return [p for p in self.parts if isinstance(p, MachineFunction)]

    def view(self, names: Sequence[str]) -> MIRFile:
        """This file with only the functions named `names` (the same objects, not copies)."""
        keep = set(names)
        view = MIRFile(self.filename)
        view.byte_order_mark, view.line_break = self.byte_order_mark, self.line_break
        view.lone_cr_lines, view.ends_with_newline = self.lone_cr_lines, self.ends_with_newline
        view.parts = [p for p in self.parts if not isinstance(p, MachineFunction) or p.name in keep]
        return view

    def function(self, name: str) -> MachineFunction:
        for f in self.functions:
            if f.name == name:
                return f
        raise KeyError(name)

    def llc_line(self, line: int) -> int:
        """`line` as llc numbers it: lines ended by a carriage return alone do not count, but
        in a function's body, which llc numbers from the body's first line, they do."""
        if not self.lone_cr_lines:
            return line
        start = line
        functions = self.functions
        for k, mf in enumerate(functions):
            body = mf.line + len(mf.head)
            end = functions[k + 1].line if k + 1 < len(functions) else float("inf")
            if body <= line < end:
                start = body
        return line - bisect.bisect_left(self.lone_cr_lines, start)

    def target_cpu(self) -> str | None:
        module = self.ir_module
        return module.target_cpu() if module is not None else None
