"""Passes and checks on assembly (`.s`).

Each assembly function goes through mirpass.asm.to_mir as a MachineFunction, the passes run on
those exactly as on MIR, and what they inserted is written back as assembly lines in llc's
style before the instruction they precede; the rest of the file is not touched. Imported only
for assembly input, so that the MIR path never loads mirpass.asm.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from mirpass.asm import AsmFile, insert_before
from mirpass.asm.model import AsmInstruction
from mirpass.asm.to_mir import AsmMachineFunction, position, to_instruction, to_machine_function
from mirpass.asm.writer import (
    depctr,
    insert_after,
    nop,
    register_text,
    remove,
    replace_keyword,
    replace_register,
    waitcnt,
)
from mirpass.mir import Instruction, MIRError, MIRFile, Operand
from mirpass.mir.parser import ParsedInstruction
from mirpass.passes import PassContext, lookup
from mirpass.passes.hazards.shift64 import SHIFT64_OPCODES
from mirpass.passes.registry import check_options, check_supported
from mirpass.target.gfx12_hazards import LDSDIR_WAIT_OPERANDS
from mirpass.target.targets import Target
from mirpass.target.waitcnt import GFX9_WAITCNT, GFX12_WAIT_COUNTERS, decode

# The passes whose insertions can be written as assembly (canonical names), and the read-only
# analyses, which insert nothing.
ASM_PASSES = ("post-RA-hazard-rec", "si-insert-waitcnts", "wmma-vgpr-reorder")
# The waits --rebuild-waits may take out (the ones the wait pass makes).
_WAIT_OPCODES = frozenset({"S_WAITCNT", *GFX12_WAIT_COUNTERS})
# Inserted instructions llc prints as a bare mnemonic (their operands are implicit).
_NO_OPERANDS = {"V_NOP_e32": "v_nop", "S_DCACHE_WB": "s_dcache_wb"}


def _named_immediates() -> dict[tuple[str, int], str]:
    """Inserted instructions with an immediate llc prints by name (checked with llvm-mc 22).
    (Imported only when a pass inserted something: `check` of a `.s` writes nothing, and
    importing the wait pass's package was about a tenth of the CPU time of checking a small one.)"""
    from mirpass.passes.waitcnt.release_vgprs import DEALLOC_VGPRS

    return {("S_SENDMSG", DEALLOC_VGPRS): "s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)"}


# Inserted instructions llc prints as mnemonic and registers: which explicit operands, in order
# (the swap names its two results, which are also its tied sources).
_REGISTER_FORMS: dict[str, tuple[str, tuple[tuple[str, int], ...]]] = {
    "V_SWAP_B32": ("v_swap_b32", (("defs", 0), ("defs", 1))),
    "V_MOV_B32_e32": ("v_mov_b32_e32", (("defs", 0), ("operands", 0))),
}
# Instructions a pass may edit in place: the shifts the shift64 rewrite retargets
# (SHIFT64_OPCODES), and the LDSDIRs whose wait operands the gfx12 hazard code sets, with the
# keywords llc 22 spells them by (in LDSDIR_WAIT_OPERANDS's order: waitvdst, waitvsrc).
_LDSDIR_WAITS = {
    "LDS_DIRECT_LOAD": ("wait_vdst", None),
    "LDS_PARAM_LOAD": ("wait_vdst", None),
    "DS_DIRECT_LOAD": ("wait_va_vdst", "wait_vm_vsrc"),
    "DS_PARAM_LOAD": ("wait_va_vdst", "wait_vm_vsrc"),
}


def adapt(asm: AsmFile, as_text: bool = False) -> tuple[MIRFile, list[AsmMachineFunction]]:
    """Every function of `asm` as a MachineFunction, in a MIR file of its own (no IR module);
    with `as_text`, as MIR text where it can be (mirpass.asm.to_mir.to_machine_function)."""
    amfs = [to_machine_function(asm, fn, as_text) for fn in asm.functions]
    # No instruction is in two functions: as many as the file has, they are all of them.
    count = sum(len(amf.origin) if amf.lines is None else len(amf.lines) for amf in amfs)
    if count != len(asm.instructions):
        _outside(asm, {id(inst) for amf in amfs for inst in amf.sources()})
    mir = MIRFile(asm.filename)
    mir.parts.extend(amf.mf for amf in amfs)
    return mir, amfs


def _outside(asm: AsmFile, inside: set[int]) -> None:
    """Raise for the first instruction whose id is not in `inside`."""
    for inst in asm.instructions:
        if id(inst) not in inside:
            # Unchecked code must not pass for clean code.
            line, col = position(asm, inst)
            message = "instruction outside any function (a '.type NAME,@function' symbol): not checkable"
            raise MIRError(message, line, col, asm.filename)


def columns(asm: AsmFile) -> dict[int, int]:
    """1-based line -> column of the instruction there, for diagnostics."""
    return {inst.line + 1: inst.col for inst in asm.instructions if inst.line is not None}


def run_on_assembly(
    asm: AsmFile, passes: Sequence[str], target: Target, options: Mapping[str, str] | None = None
) -> PassContext:
    """Run `passes` (names as -run-pass takes them) on `asm` and put what they inserted into it."""
    raw = dict(options or {})
    target = target.with_features(raw.pop("mattr", None))
    # The legalizer's soft waits are gone from assembly: the wait pass must not expect them.
    context = PassContext(target, raw, from_assembly=True)
    classes = [lookup(name.strip()) for item in passes for name in item.split(",") if name.strip()]
    check_options(classes, context.options)
    for cls in classes:
        check_supported(cls, target)
        if cls.name not in ASM_PASSES:
            raise MIRError(f"pass '{cls.name}' does not run on assembly (.s) yet", 1, 1, asm.filename)
    mir, amfs = adapt(asm, as_text=True)
    for cls in classes:
        cls().run(mir, context)
    for amf in amfs:
        write_back(asm, amf, target)
    return context


def write_back(asm: AsmFile, amf: AsmMachineFunction, target: Target) -> None:
    """Insert, before each original instruction, the lines for what the passes put before it."""
    pending: list[str] = []
    seen: set[int] = set()  # the ids of the sources found
    for block in amf.mf.blocks:
        last: AsmInstruction | None = None  # the block's last original instruction so far
        delays: list[AsmInstruction] = []  # the s_delay_alu lines right before this point
        for item in block.items:
            if isinstance(item, str):
                if item.strip():
                    pending.append(item.strip())  # an --annotate comment (`; ...`)
                continue
            source = amf.origin.get(id(item)) if amf.lines is None else amf.lines.get(item.line)
            if source is None:
                pending.append(_as_assembly(asm, item, amf, target))
                continue
            seen.add(id(source))
            if amf.edited(item):  # (the fix is in the instruction: dropping it would hide it)
                _write_edit(asm, source, item)
            if item.opcode == "S_DELAY_ALU" and not pending:
                delays.append(source)
                continue
            # llc's s_delay_alu stays right before the instruction it describes (it is placed
            # after the waits): what goes before the instruction goes before its s_delay_alu.
            for text in pending:
                _insert(asm, delays[0] if delays else source, text)
            pending, delays = [], []
            last = source
        if pending and last is not None:
            # After a block's last instruction (the swap back after a shift that ends it): there,
            # not after the next block's label, where a branch to that block would run it too.
            for text in pending:
                _insert(asm, last, text, after=True)
            pending = []
    gone = [source for source in amf.sources() if id(source) not in seen]
    if not pending and all(source.opcode in _WAIT_OPCODES for source in gone):
        for source in gone:  # waits --rebuild-waits stripped
            try:
                remove(asm, source)
            except ValueError as err:
                line, col = position(asm, source)
                raise MIRError(f"cannot remove this wait: {err}", line, col, asm.filename) from None
        return
    if pending or gone:
        # A pass that removed or moved an original instruction, or put something after the last.
        fn = amf.function
        message = f"a pass changed {fn.name} in a way assembly output cannot show"
        raise MIRError(message, fn.line + 1, 1, asm.filename)


def _as_assembly(asm: AsmFile, inst: Instruction, amf: AsmMachineFunction, target: Target) -> str:
    if inst.opcode in _NO_OPERANDS:
        return _NO_OPERANDS[inst.opcode]
    if inst.opcode in _REGISTER_FORMS:
        mnemonic, places = _REGISTER_FORMS[inst.opcode]
        ops = [getattr(inst.parsed, kind)[k] for kind, k in places]
        if all(op.is_reg and op.subreg is None for op in ops):
            return mnemonic + " " + ", ".join(register_text(op.reg) for op in ops)
    imm = inst.operands[0].imm if inst.operands else None
    if imm is not None:
        named = _named_immediates()
        if (inst.opcode, imm) in named:
            return named[inst.opcode, imm]
        if inst.opcode == "S_NOP":
            return nop(imm)
        if inst.opcode == "S_WAITCNT":
            counts = decode(GFX9_WAITCNT, imm)
            waiting = {f.counter: counts[f.counter] for f in GFX9_WAITCNT if counts[f.counter] < f.max}
            if waiting:
                return waitcnt(**waiting)
        elif inst.opcode in GFX12_WAIT_COUNTERS:
            # llc prints gfx12's waits with their immediate in hex, the combined ones too.
            return f"{inst.opcode.lower()} {imm:#x}"
        elif inst.opcode == "S_WAITCNT_DEPCTR" and target.generation != "gfx9":
            # gfx12 renamed s_waitcnt_depctr; the fields are the same.
            return depctr("s_wait_alu" if target.generation == "gfx12" else "s_waitcnt_depctr", imm)
    fn = amf.function
    message = f"a pass inserted {inst.opcode}, which mirpass cannot write as assembly yet"
    raise MIRError(message, fn.line + 1, 1, asm.filename)


def _write_edit(asm: AsmFile, source: AsmInstruction, inst: Instruction) -> None:
    """Rewrite the line of `source`, which a pass changed in place as `inst`: the shift64
    rewrite's registers, an LDSDIR's wait operands, each respelled where it stands."""
    was, now = to_instruction(asm, source).parsed, inst.parsed
    try:
        if inst.opcode in SHIFT64_OPCODES:
            _respell_registers(asm, source, was, now)
        elif inst.opcode in _LDSDIR_WAITS:
            _respell_waits(asm, source, inst.opcode, was, now)
        else:
            message = f"a pass changed this {inst.opcode}, which mirpass cannot write as assembly yet"
            raise MIRError(message, *position(asm, source), asm.filename)
    except ValueError as err:
        line, col = position(asm, source)
        raise MIRError(f"cannot write this edit: {err}", line, col, asm.filename) from None


def _unchanged(was: list[Operand], now: list[Operand], skip: set[int]) -> bool:
    """Whether the operands not in `skip` are as they were (flags aside, which `.s` lacks)."""

    def key(op: Operand) -> tuple[object, ...]:
        return op.kind, op.reg, op.subreg, op.imm, op.is_implicit

    return len(was) == len(now) and all(
        key(a) == key(b) for k, (a, b) in enumerate(zip(was, now, strict=True)) if k not in skip
    )


def _respell_registers(
    asm: AsmFile, source: AsmInstruction, was: ParsedInstruction, now: ParsedInstruction
) -> None:
    # The 64-bit shifts' explicit operands in assembly order: `v_lshrrev_b64 vdst, amount, src`.
    pairs = [
        (was.defs[0], now.defs[0]),
        (was.operands[0], now.operands[0]),
        (was.operands[1], now.operands[1]),
    ]
    if not (_unchanged(was.defs, now.defs, {0}) and _unchanged(was.operands, now.operands, {0, 1})):
        raise ValueError("the pass changed more than the shift's registers")
    for column, (old, new) in enumerate(pairs):
        if old.reg == new.reg and old.subreg == new.subreg:
            continue
        if old.subreg or new.subreg:
            raise ValueError("a subregister operand")
        replace_register(asm, source, column, register_text(old.reg), register_text(new.reg))


def _respell_waits(
    asm: AsmFile, source: AsmInstruction, opcode: str, was: ParsedInstruction, now: ParsedInstruction
) -> None:
    places = [k for k, op in enumerate(was.operands) if op.kind == "imm"]
    if len(places) <= max(p for p in LDSDIR_WAIT_OPERANDS[opcode] if p is not None):
        raise ValueError("the instruction has fewer immediates than its wait operands")
    wait_at = {
        places[p]: keyword
        for p, keyword in zip(LDSDIR_WAIT_OPERANDS[opcode], _LDSDIR_WAITS[opcode], strict=True)
        if p is not None
    }
    if not (_unchanged(was.defs, now.defs, set()) and _unchanged(was.operands, now.operands, set(wait_at))):
        raise ValueError("the pass changed more than the wait operands")
    for k, keyword in wait_at.items():
        old, new = was.operands[k].imm, now.operands[k].imm
        if old != new:
            assert keyword is not None and old is not None and new is not None
            replace_keyword(asm, source, keyword, old, new)


def _insert(asm: AsmFile, source: AsmInstruction, text: str, after: bool = False) -> None:
    try:
        (insert_after if after else insert_before)(asm, source, text)
    except ValueError as err:
        # A macro or `.rept` expansion, or a label on the instruction's line: no line of its own.
        line, col = position(asm, source)
        raise MIRError(f"cannot insert '{text}' here: {err}", line, col, asm.filename) from None
