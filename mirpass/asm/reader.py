"""Read AMDGPU assembly (`.s`) into the assembly model with LLVM 22's own parser.

One llvm-mc run decodes every instruction (see mirpass.asm.mc); this module adds what the
passes need around them: the target from `.amdgcn_target`, MIR opcode names through the
generated MC-opcode map, functions (`.type NAME,@function` symbols) and their blocks and CFG.
"""

from __future__ import annotations

import gc
import re
from dataclasses import dataclass, field

from mirpass.asm.mc import McInstruction, McOperand, decode
from mirpass.asm.model import AsmBlock, AsmFile, AsmFunction, AsmInstruction
from mirpass.mir.errors import MIRError
from mirpass.target.mc_opcodes import load_mc_map
from mirpass.target.opcodes import OpcodeTable, load_opcode_table
from mirpass.target.targets import TARGETS, valid_cpu_names

_TARGET = re.compile(
    rb'^\s*\.amdgcn_target\s+"amdgcn-amd-amdhsa--([A-Za-z0-9]+)((?::[A-Za-z0-9_-]+[+-])*)"', re.M
)
_WAVE64 = re.compile(rb"^\s*\.amdhsa_wavefront_size32\s+0\b", re.M)
_LABEL = re.compile(r'^\s*("[^"]+"|[A-Za-z_.$][\w.$@]*):')
_OCCUPANCY = re.compile(r"^; Occupancy: (\d+)\s*$")
# The lines the structure depends on, in one match per line (the patterns above, in the order
# they are tried; no line can match two of them).
_STRUCTURE = re.compile(
    r'^\s*(?:("[^"]+"|[A-Za-z_.$][\w.$@]*):'
    r'|\.type\s+("[^"]+"|[^\s,]+)\s*,\s*[@%]function\b'
    r'|\.size\s+("[^"]+"|[^\s,]+)\s*,'
    r'|\.amdhsa_kernel\s+("[^"]+"|\S+)'
    r'|;\s*%(bb\.\d+))'
)


# How control leaves an instruction (see _flow).
Flow = tuple[str, str | None]


@dataclass
class _Lines:
    """Where a file's labels, function symbols and llc's block comments are (0-based lines)."""

    labels: dict[int, str] = field(default_factory=dict)
    functions: list[str] = field(default_factory=list)  # `.type NAME,@function`, in order
    sizes: list[tuple[int, str]] = field(default_factory=list)
    kernels: set[str] = field(default_factory=set)
    comments: dict[int, str] = field(default_factory=dict)  # `; %bb.N` -> "bb.N"


def _index(lines: list[str]) -> _Lines:
    out = _Lines()
    match = _STRUCTURE.match
    plain: set[str] = set()  # texts that match nothing (most lines repeat one)
    for i, ln in enumerate(lines):
        if ln in plain:
            continue
        m = match(ln)
        if m is None:
            plain.add(ln)
            continue
        label, typed, size, kernel, comment = m.groups()
        if label is not None:
            out.labels[i] = _strip(label)
        elif typed is not None:
            out.functions.append(_strip(typed))
        elif size is not None:
            out.sizes.append((i, _strip(size)))
        elif kernel is not None:
            out.kernels.add(_strip(kernel))
        else:
            out.comments[i] = comment
    return out


def _search_after(pattern: re.Pattern[bytes], literal: bytes, source: bytes) -> re.Match[bytes] | None:
    """`pattern.search(source)` for a line pattern that needs `literal`: from the start of the
    line where the literal first occurs (a search over a whole large file is slow)."""
    at = source.find(literal)
    if at < 0:
        return None
    return pattern.search(source, source.rfind(b"\n", 0, at) + 1)


def target_of(source: bytes) -> tuple[str, tuple[str, ...]] | None:
    """(cpu, -mattr features) from the file's `.amdgcn_target` directive, if it has one."""
    m = _search_after(_TARGET, b".amdgcn_target", source)
    if m is None:
        return None
    cpu = m.group(1).decode()
    feats = [f for f in m.group(2).decode().split(":") if f]
    return cpu, tuple(f"{f[-1]}{f[:-1]}" for f in feats)


def _resolve_target(source: bytes, filename: str, cpu: str | None, mattr: tuple[str, ...]):
    found = target_of(source)
    from_directive = cpu is None and found is not None
    if cpu is None:
        if found is None:
            raise MIRError(
                "no target CPU: pass -mcpu=CPU or give the file an .amdgcn_target directive", 1, 1, filename
            )
        cpu, feats = found
        mattr = (*feats, *mattr)
    elif found is not None and found[0] == cpu:
        mattr = (*found[1], *mattr)
    if cpu not in TARGETS:
        raise MIRError(f"unknown target CPU '{cpu}' (valid CPUs: {valid_cpu_names()})", 1, 1, filename)
    if TARGETS[cpu].default_wave_size == 32 and _search_after(_WAVE64, b".amdhsa_wavefront_size32", source):
        mattr = (*mattr, "+wavefrontsize64")
    return cpu, tuple(mattr), from_directive


def read_asm(
    source: bytes | str,
    filename: str = "<stdin>",
    cpu: str | None = None,
    mattr: tuple[str, ...] = (),
    path: str | None = None,
) -> AsmFile:
    """Decode `source` (the text of `filename`; `path` on disk if it is a file there)."""
    enabled = gc.isenabled()
    if enabled:
        # A record per instruction and no reference cycles: collecting would only walk the
        # records made so far again and again.
        gc.disable()
    try:
        return _read(source, filename, cpu, mattr, path)
    finally:
        if enabled:
            gc.enable()


def _read(
    source: bytes | str, filename: str, cpu: str | None, mattr: tuple[str, ...], path: str | None
) -> AsmFile:
    data = source.encode("utf-8", "surrogateescape") if isinstance(source, str) else source
    cpu, mattr, from_directive = _resolve_target(data, filename, cpu, mattr)
    lines = data.decode("utf-8", "surrogateescape").splitlines(keepends=True)
    insts, flows = _instructions(decode(data, filename, cpu, mattr, path), filename, lines, cpu)
    asm = AsmFile(filename, lines, cpu, mattr, from_directive, insts, [])
    asm.functions = build_functions(asm, flows)
    return asm


def _instructions(
    mcs: list[McInstruction], filename: str, lines: list[str], cpu: str
) -> tuple[list[AsmInstruction], list[Flow]]:
    """The decoded instructions as the model's, and how control leaves each (`_flow`)."""
    mcmap = load_mc_map(cpu)
    table = load_opcode_table(cpu)
    insts: list[AsmInstruction] = []
    flows: list[Flow] = []
    seen: set[int] = set()
    # Repeated lines share their operand tuples (mirpass.asm.dedup), and what follows from the
    # opcode and operands alone is worked out once per tuple (kept alive by the records).
    picked: dict[tuple[str, int], tuple[str | None, tuple[str, ...], Flow]] = {}
    columns: dict[str, int] = {}
    count = len(lines)
    append, flow_append = insts.append, flows.append
    for n, mc in enumerate(mcs):
        _, opcode, ops, file, at, col = mc  # (unpacked: a named tuple's fields are slower)
        line: int | None = None
        # (`seen` holds 1-based lines; a later instruction of a macro or .rept expanded at a
        # line has none of its own)
        if file == filename and 0 < at <= count and at not in seen:
            seen.add(at)
            line = at - 1
            if col == 0:
                text = lines[line]
                col = columns.get(text) or columns.setdefault(text, _statement_column(text))
        found = picked.get((opcode, id(ops)))
        if found is None:
            pick = mcmap.pick(opcode, [op.value for op in ops])
            found = picked[opcode, id(ops)] = (pick, mcmap.candidates(opcode), _flow(table, pick, ops))
        append(AsmInstruction(n, line, col, mc, found[0], found[1]))
        flow_append(found[2])
    return insts, flows


def _statement_column(line: str) -> int:
    """1-based column of a line's statement (after a label, if the line starts with one)."""
    m = _LABEL.match(line)
    start = m.end() if m is not None else 0
    rest = line[start:]
    return start + len(rest) - len(rest.lstrip()) + 1


def read_asm_file(path: str, cpu: str | None = None, mattr: tuple[str, ...] = ()) -> AsmFile:
    with open(path, "rb") as fh:
        data = fh.read()
    return read_asm(data, path, cpu, mattr, path=path)


def _strip(name: str) -> str:
    return name[1:-1] if name.startswith('"') else name


def _function_spans(index: _Lines, count: int) -> list[tuple[str, int, int]]:
    """(name, label line, end line) of each `.type NAME,@function` symbol defined in the file
    (`count` lines)."""
    names = index.functions
    wanted = set(names)
    starts: dict[str, int] = {}
    ends: dict[str, int] = {}
    for i, name in index.labels.items():
        if name in wanted and name not in starts:
            starts[name] = i
    for i, name in index.sizes:
        if name in wanted and name not in ends:
            ends[name] = i
    ordered = sorted((starts[n], n) for n in names if n in starts)
    spans = []
    for k, (start, name) in enumerate(ordered):
        nxt = ordered[k + 1][0] if k + 1 < len(ordered) else count
        end = ends.get(name, nxt)
        spans.append((name, start, min(end, nxt) if end > start else nxt))
    return spans


def _flow(table: OpcodeTable, opcode: str | None, ops: tuple[McOperand, ...]) -> Flow:
    """How control leaves an instruction: ("next"|"branch"|"cbranch"|"exit"|"call", detail)."""
    info = table.get(opcode) if opcode else None
    if info is None:
        return "next", None
    targets = [str(op.value) for op in ops if op.kind == "expr"]
    if info.is_call:
        return "call", targets[0] if targets else None
    if info.is_branch and targets:
        return ("branch" if info.is_barrier else "cbranch"), targets[0]
    if info.is_branch or info.is_return or (info.is_barrier and info.is_terminator):
        # s_setpc_b64 (a return or an indirect jump), s_endpgm: control leaves the function.
        return "exit", info.subkind if info.subkind in ("return", "endpgm") else "indirect"
    return "next", None


def _anchored(asm: AsmFile, labels: dict[int, str]) -> dict[int, list[AsmInstruction]]:
    """Instructions by the line whose place in the text they take, in order.

    The later instructions of a macro or `.rept` expansion have no line: they follow the
    expansion's first, at the invocation. Others without a line (an `.include`d file's, or an
    expansion decoded from llvm-mc's notes) follow the instruction before them too, which is
    only known to be their place if no label lies between it and the next instruction with a
    line: otherwise they could be in either block, and that is an error, not a guess."""
    insts = asm.instructions
    by_line: dict[int | None, list[AsmInstruction]] = {inst.line: [inst] for inst in insts}
    if None not in by_line:
        # Every instruction has a line (the usual file): its own, since no two share one.
        return by_line  # type: ignore[return-value]
    by_line = {}
    anchor: int | None = None
    waiting: list[AsmInstruction] = []  # before any instruction with a line
    for k, inst in enumerate(insts):
        if inst.line is not None:
            anchor = inst.line
            here = by_line.get(anchor)
            if here is None:
                here = by_line[anchor] = waiting
                waiting = []
            elif waiting:
                here.extend(waiting)
                waiting = []
            here.append(inst)
            continue
        if not (anchor is not None and inst.mc.file == asm.filename and inst.mc.line - 1 == anchor):
            nxt = next((i.line for i in insts[k + 1 :] if i.line is not None), len(asm.lines))
            start = anchor + 1 if anchor is not None else 0
            for n in range(start, nxt):
                if n in labels:
                    message = (
                        "an instruction from a macro expansion or an included file has no line, "
                        f"and it could be on either side of label '{labels[n]}'"
                    )
                    raise MIRError(message, n + 1, 1, asm.filename)
        if anchor is None:
            waiting.append(inst)
        else:
            by_line[anchor].append(inst)
    if waiting:
        raise MIRError("instructions with no line and none after them", len(asm.lines), 1, asm.filename)
    return by_line


def _flows(asm: AsmFile) -> list[Flow]:
    """`_flow` of each instruction (by index), once per distinct decode."""
    table = load_opcode_table(asm.cpu)
    cache: dict[tuple[str | None, int], Flow] = {}
    out = []
    for inst in asm.instructions:
        key = (inst.opcode, id(inst.mc.operands))  # the records keep the tuples alive
        flow = cache.get(key)
        if flow is None:
            flow = cache[key] = _flow(table, inst.opcode, inst.mc.operands)
        out.append(flow)
    return out


def build_functions(asm: AsmFile, flows: list[Flow] | None = None) -> list[AsmFunction]:
    """The functions of `asm`, with their blocks and CFG; `flows` is `_flows(asm)`, if known."""
    index = _index(asm.lines)
    by_line = _anchored(asm, index.labels)
    if flows is None:
        flows = _flows(asm)
    spans = _function_spans(index, len(asm.lines))
    funcs = []
    for k, (name, start, end) in enumerate(spans):
        fn = AsmFunction(name, start, end, is_kernel=name in index.kernels)
        # llc's resource comments follow the function, before the next one.
        nxt = spans[k + 1][1] if k + 1 < len(spans) else len(asm.lines)
        for ln in asm.lines[end:nxt]:
            if m := _OCCUPANCY.match(ln):
                fn.occupancy = int(m.group(1))
                break
        _build_blocks(fn, index, by_line, flows)
        _link(fn, flows)
        funcs.append(fn)
    return funcs


_ENDS_BLOCK = frozenset({"branch", "cbranch", "exit"})


def _build_blocks(
    fn: AsmFunction, index: _Lines, by_line: dict[int, list[AsmInstruction]], flows: list[Flow]
) -> None:
    """Leaders: the function label, every label, and the instruction after a branch or exit."""
    cur: AsmBlock | None = None
    pending_comment: str | None = None
    need_new = True
    after_cond = False
    labels, comments = index.labels, index.comments
    for i in range(fn.line, fn.end_line):
        label = labels.get(i)
        if label is not None:
            cur = AsmBlock(fn.name if i == fn.line else label, label, i)
            fn.blocks.append(cur)
            need_new, pending_comment, after_cond = False, None, False
        elif i in comments:
            # llc names every unlabelled block in a comment; such a block starts there.
            if cur is not None and cur.instructions:
                pending_comment, need_new = comments[i], True
        here = by_line.get(i)
        if here is None:
            continue
        for inst in here:
            kind = flows[inst.index][0]
            # MIR ends a block with all its terminators: `s_cbranch_scc1 A; s_branch B` is one
            # block with two successors.
            if need_new and after_cond and kind in _ENDS_BLOCK:
                need_new = False
            if need_new or cur is None:
                cur = AsmBlock(pending_comment or f"<line {i + 1}>", None, i)
                fn.blocks.append(cur)
                need_new, pending_comment = False, None
            cur.instructions.append(inst)
            after_cond = kind == "cbranch"
            if kind in _ENDS_BLOCK:
                need_new = True
    while fn.blocks and not fn.blocks[-1].instructions:
        fn.blocks.pop()  # trailing labels such as llc's `.Lfunc_end0:` hold no code


def _link(fn: AsmFunction, flows: list[Flow]) -> None:
    labels = {b.label: b.name for b in fn.blocks if b.label is not None}
    for k, b in enumerate(fn.blocks):
        nxt = fn.blocks[k + 1].name if k + 1 < len(fn.blocks) else None
        kind = "next"
        for inst in b.instructions:
            kind, detail = flows[inst.index]
            if kind == "next":
                continue
            if kind == "call" and detail:
                b.calls.append(detail)
            elif kind in ("branch", "cbranch") and detail in labels and labels[detail] not in b.successors:
                b.successors.append(labels[detail])
            elif kind == "exit":
                b.exit = detail
        if kind in ("next", "call", "cbranch") and nxt is not None and nxt not in b.successors:
            b.successors.append(nxt)
