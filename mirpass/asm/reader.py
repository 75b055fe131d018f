"""Read AMDGPU assembly (`.s`) into the assembly model with LLVM 22's own parser.

One llvm-mc run decodes every instruction (see mirpass.asm.mc); this module adds what the
passes need around them: the target from `.amdgcn_target`, MIR opcode names through the
generated MC-opcode map, functions (`.type NAME,@function` symbols) and their blocks and CFG.
"""

from __future__ import annotations

import re

from mirpass.asm.mc import decode
from mirpass.asm.model import AsmBlock, AsmFile, AsmFunction, AsmInstruction
from mirpass.mir.errors import MIRError
from mirpass.target.mc_opcodes import load_mc_map
from mirpass.target.opcodes import load_opcode_table
from mirpass.target.targets import TARGETS, valid_cpu_names

_TARGET = re.compile(
    rb'^\s*\.amdgcn_target\s+"amdgcn-amd-amdhsa--([A-Za-z0-9]+)((?::[A-Za-z0-9_-]+[+-])*)"', re.M
)
_WAVE64 = re.compile(rb"^\s*\.amdhsa_wavefront_size32\s+0\b", re.M)
_FUNC_TYPE = re.compile(r'^\s*\.type\s+("[^"]+"|[^\s,]+)\s*,\s*[@%]function\b')
_SIZE = re.compile(r'^\s*\.size\s+("[^"]+"|[^\s,]+)\s*,')
_LABEL = re.compile(r'^\s*("[^"]+"|[A-Za-z_.$][\w.$@]*):')
_BB_COMMENT = re.compile(r"^\s*;\s*%(bb\.\d+)")
_KERNEL = re.compile(r'^\s*\.amdhsa_kernel\s+("[^"]+"|\S+)')
_OCCUPANCY = re.compile(r"^; Occupancy: (\d+)\s*$")


def target_of(source: bytes) -> tuple[str, tuple[str, ...]] | None:
    """(cpu, -mattr features) from the file's `.amdgcn_target` directive, if it has one."""
    m = _TARGET.search(source)
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
    if TARGETS[cpu].default_wave_size == 32 and _WAVE64.search(source):
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
    data = source.encode("utf-8", "surrogateescape") if isinstance(source, str) else source
    cpu, mattr, from_directive = _resolve_target(data, filename, cpu, mattr)
    lines = data.decode("utf-8", "surrogateescape").splitlines(keepends=True)
    mcmap = load_mc_map(cpu)
    insts = []
    seen: set[int] = set()
    for n, mc in enumerate(decode(data, filename, cpu, mattr, path)):
        values = [op.value for op in mc.operands]
        line: int | None = mc.line - 1 if mc.file == filename and 0 < mc.line <= len(lines) else None
        if line is not None and line in seen:
            line = None  # a later instruction of a macro or .rept expanded at that line
        col = mc.col
        if line is not None:
            seen.add(line)
            if col == 0:
                col = _statement_column(lines[line])
        pick = mcmap.pick(mc.opcode, values)
        insts.append(AsmInstruction(n, line, col, mc, pick, mcmap.candidates(mc.opcode)))
    asm = AsmFile(filename, lines, cpu, mattr, from_directive, insts, [])
    asm.functions = build_functions(asm)
    return asm


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


def _function_spans(lines: list[str]) -> list[tuple[str, int, int]]:
    """(name, label line, end line) of each `.type NAME,@function` symbol defined in the file."""
    names = [_strip(m.group(1)) for ln in lines if (m := _FUNC_TYPE.match(ln))]
    wanted = set(names)
    starts: dict[str, int] = {}
    ends: dict[str, int] = {}
    for i, ln in enumerate(lines):
        if m := _LABEL.match(ln):
            name = _strip(m.group(1))
            if name in wanted and name not in starts:
                starts[name] = i
        elif m := _SIZE.match(ln):
            name = _strip(m.group(1))
            if name in wanted and name not in ends:
                ends[name] = i
    ordered = sorted((starts[n], n) for n in names if n in starts)
    spans = []
    for k, (start, name) in enumerate(ordered):
        nxt = ordered[k + 1][0] if k + 1 < len(ordered) else len(lines)
        end = ends.get(name, nxt)
        spans.append((name, start, min(end, nxt) if end > start else nxt))
    return spans


def _flow(asm: AsmFile, inst: AsmInstruction) -> tuple[str, str | None]:
    """How control leaves an instruction: ("next"|"branch"|"cbranch"|"exit"|"call", detail)."""
    info = load_opcode_table(asm.cpu).get(inst.opcode) if inst.opcode else None
    if info is None:
        return "next", None
    targets = inst.label_operands()
    if info.is_call:
        return "call", targets[0] if targets else None
    if info.is_branch and targets:
        return ("branch" if info.is_barrier else "cbranch"), targets[0]
    if info.is_branch or info.is_return or (info.is_barrier and info.is_terminator):
        # s_setpc_b64 (a return or an indirect jump), s_endpgm: control leaves the function.
        return "exit", info.subkind if info.subkind in ("return", "endpgm") else "indirect"
    return "next", None


def _anchored(asm: AsmFile) -> dict[int, list[AsmInstruction]]:
    """Instructions by the line whose place in the text they take, in order.

    The later instructions of a macro or `.rept` expansion have no line: they follow the
    expansion's first, at the invocation. Others without a line (an `.include`d file's, or an
    expansion decoded from llvm-mc's notes) follow the instruction before them too, which is
    only known to be their place if no label lies between it and the next instruction with a
    line: otherwise they could be in either block, and that is an error, not a guess."""
    by_line: dict[int, list[AsmInstruction]] = {}
    insts = asm.instructions
    anchor: int | None = None
    waiting: list[AsmInstruction] = []  # before any instruction with a line
    for k, inst in enumerate(insts):
        if inst.line is not None:
            anchor = inst.line
            by_line.setdefault(anchor, []).extend(waiting)
            waiting = []
            by_line[anchor].append(inst)
            continue
        if not (anchor is not None and inst.mc.file == asm.filename and inst.mc.line - 1 == anchor):
            nxt = next((i.line for i in insts[k + 1 :] if i.line is not None), len(asm.lines))
            start = anchor + 1 if anchor is not None else 0
            for n in range(start, nxt):
                if m := _LABEL.match(asm.lines[n]):
                    message = (
                        "an instruction from a macro expansion or an included file has no line, "
                        f"and it could be on either side of label '{_strip(m.group(1))}'"
                    )
                    raise MIRError(message, n + 1, 1, asm.filename)
        if anchor is None:
            waiting.append(inst)
        else:
            by_line[anchor].append(inst)
    if waiting:
        raise MIRError("instructions with no line and none after them", len(asm.lines), 1, asm.filename)
    return by_line


def build_functions(asm: AsmFile) -> list[AsmFunction]:
    by_line = _anchored(asm)
    kernels = {_strip(m.group(1)) for ln in asm.lines if (m := _KERNEL.match(ln))}
    spans = _function_spans(asm.lines)
    funcs = []
    for k, (name, start, end) in enumerate(spans):
        fn = AsmFunction(name, start, end, is_kernel=name in kernels)
        # llc's resource comments follow the function, before the next one.
        nxt = spans[k + 1][1] if k + 1 < len(spans) else len(asm.lines)
        for ln in asm.lines[end:nxt]:
            if m := _OCCUPANCY.match(ln):
                fn.occupancy = int(m.group(1))
                break
        _build_blocks(asm, fn, by_line)
        funcs.append(fn)
    return funcs


def _build_blocks(asm: AsmFile, fn: AsmFunction, by_line: dict[int, list[AsmInstruction]]) -> None:
    """Leaders: the function label, every label, and the instruction after a branch or exit."""
    cur: AsmBlock | None = None
    pending_comment: str | None = None
    need_new = True
    after_cond = False
    for i in range(fn.line, fn.end_line):
        ln = asm.lines[i]
        m = _LABEL.match(ln)
        if m is not None:
            label = _strip(m.group(1))
            cur = AsmBlock(fn.name if i == fn.line else label, label, i)
            fn.blocks.append(cur)
            need_new, pending_comment, after_cond = False, None, False
        elif (c := _BB_COMMENT.match(ln)) is not None:
            # llc names every unlabelled block in a comment; such a block starts there.
            if cur is not None and cur.instructions:
                pending_comment, need_new = c.group(1), True
        for inst in by_line.get(i, ()):
            kind, _ = _flow(asm, inst)
            # MIR ends a block with all its terminators: `s_cbranch_scc1 A; s_branch B` is one
            # block with two successors.
            if need_new and after_cond and kind in ("branch", "cbranch", "exit"):
                need_new = False
            if need_new or cur is None:
                cur = AsmBlock(pending_comment or f"<line {i + 1}>", None, i)
                fn.blocks.append(cur)
                need_new, pending_comment = False, None
            cur.instructions.append(inst)
            after_cond = kind == "cbranch"
            if kind in ("branch", "cbranch", "exit"):
                need_new = True
    while fn.blocks and not fn.blocks[-1].instructions:
        fn.blocks.pop()  # trailing labels such as llc's `.Lfunc_end0:` hold no code
    _link(asm, fn)


def _link(asm: AsmFile, fn: AsmFunction) -> None:
    labels = {b.label: b.name for b in fn.blocks if b.label is not None}
    for k, b in enumerate(fn.blocks):
        nxt = fn.blocks[k + 1].name if k + 1 < len(fn.blocks) else None
        kind = "next"
        for inst in b.instructions:
            kind, detail = _flow(asm, inst)
            if kind == "call" and detail:
                b.calls.append(detail)
            elif kind in ("branch", "cbranch") and detail in labels and labels[detail] not in b.successors:
                b.successors.append(labels[detail])
            elif kind == "exit":
                b.exit = detail
        if kind in ("next", "call", "cbranch") and nxt is not None and nxt not in b.successors:
            b.successors.append(nxt)
