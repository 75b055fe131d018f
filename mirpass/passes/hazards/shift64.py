"""gfx90a's 64-bit shift bug (fixShift64HighRegBug): a V_LSHLREV_B64 / V_LSHRREV_B64 /
V_ASHRREV_I64 whose shift amount is the last VGPR of an allocation block of eight (v7, v15, ...,
v255), with the next VGPR unused in the function, reads a wrong amount. LLVM does not pad it: it
moves the amount elsewhere. When the result is not also the other source (LLVM 22, PR 171871),
into the result's low half with a V_MOV_B32; otherwise into a free VGPR (or 64-bit pair, when the
amount overlaps the shift's other operand or result) with V_SWAP_B32 before the shift and back
after, behind a full wait. LLVM 22 applies it on gfx90a only; LLVM main (PR 183839) on every CPU
with the gfx90a instructions, and so does the default mode (`shift64_high_reg_bug_main`).

`plan` decides whether and how an instruction is rewritten; the recognizer checks the inserted
swaps for hazards as llc does (the swaps before the shift are checked before it, the shift keeps
the wait states computed for it as read), and `apply` puts the new instructions in place.
`open_shifts` finds, without changing anything, the shifts `plan` would rewrite (`mirpass check`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field

from mirpass.ir.block_records import records, text_source
from mirpass.ir.hazard_records import RecordBuilder
from mirpass.mir import Block, Instruction, MachineFunction
from mirpass.mir.operands import Operand
from mirpass.target.features import HazardFeatures
from mirpass.target.registers import register_units

SHIFT64_OPCODES = frozenset({"V_LSHLREV_B64_e64", "V_LSHRREV_B64_e64", "V_ASHRREV_I64_e64"})
_VGPR = re.compile(r"\$vgpr(\d+)")
_BLOCK = 8  # VGPRs are allocated in blocks of eight
_LAST_VGPR = 255


@dataclass
class Shift64Fix:
    inst: Instruction  # the shift, its operands rewritten
    before: list[Instruction]  # S_WAITCNT 0 and the swaps in (or the V_MOV)
    after: list[Instruction]  # the swaps back
    top: bool  # not inside a bundle
    swaps_in: list[Instruction] = field(default_factory=list)  # those of `before` that are checked
    header: Instruction | None = None  # the BUNDLE holding `inst`
    after_outside: bool = False  # `inst` ends its bundle: the swaps back follow the bundle


def _units(name: str) -> frozenset[int]:
    return frozenset(register_units(name))


def applies(features: HazardFeatures, exact: bool) -> bool:
    """Whether the CPU has the bug: LLVM main's CPUs by default (PR 183839), llc 22's with
    `--llvm-compat=22` (not `exact`)."""
    return features.shift64_high_reg_bug_main if exact else features.shift64_high_reg_bug


def function_units(builder: RecordBuilder, mf: MachineFunction) -> frozenset[int]:
    """The register units any instruction of `mf` names (MRI.isPhysRegUsed)."""
    return frozenset(u for block in mf.blocks for r in records(builder, block) for u in r.all_operand_units())


def high_amount(inst: Instruction, is_used: Callable[[str], bool]) -> str | None:
    """The shift amount of `inst` (a 64-bit shift) when the bug bites it: the last VGPR of its
    block of eight, the next VGPR unused in the function (`is_used(register)` false); else None."""
    p = inst.parsed
    if len(p.operands) < 2 or not p.defs:
        return None
    amt = p.operands[0]
    m = _VGPR.fullmatch(amt.reg or "") if amt.is_reg and not amt.subreg else None
    if m is None:
        return None
    n = int(m.group(1))
    if n % _BLOCK != _BLOCK - 1:
        return None
    if n != _LAST_VGPR and is_used(f"$vgpr{n + 1}"):
        return None
    return amt.reg


def _result_is_other_source(src1: Operand, dst: Operand) -> bool:
    """Whether the shift writes its other source: then the amount cannot go through the result's
    low half (PR 171871's V_MOV form) and is swapped instead."""
    return src1.is_reg and src1.reg == dst.reg and src1.subreg == dst.subreg


@dataclass(frozen=True)
class OpenShift:
    """A shift the bug bites, as it stands (`plan` rewrites it, given a free VGPR)."""

    inst: Instruction
    amount: str  # the amount register, e.g. $vgpr7

    def text(self) -> str:
        """What is wrong and what the fix is, for a finding."""
        n = int(self.amount.removeprefix("$vgpr"))
        nxt = "" if n == _LAST_VGPR else f", $vgpr{n + 1} unused in the function"
        p = self.inst.parsed
        src1, dst = p.operands[1], p.defs[0]
        m_dst = _VGPR.match(dst.reg or "")
        if not _result_is_other_source(src1, dst) and m_dst:
            fix = f"move the amount into the result's low half ($vgpr{m_dst.group(1)}) with V_MOV_B32 first"
        else:
            fix = "swap the amount into a free VGPR with V_SWAP_B32 behind S_WAITCNT 0, and back after"
        return (
            f"shift amount {self.amount} is the last VGPR of its block of eight{nxt}: the 64-bit"
            f" shift reads a wrong amount; fix: {fix}"
        )


def open_shifts(builder: RecordBuilder, mf: MachineFunction) -> Iterator[OpenShift]:
    """The shifts of `mf` the bug bites, in order; `mf` is unchanged. These are the shifts `plan`
    rewrites, and also any it must leave for want of a free VGPR: the bug bites those as well.
    Inline asm is not looked into: llc leaves the shifts there as they are."""
    known: dict[str, bool] = {}

    def is_used(reg: str) -> bool:
        # One register at a time, up to its first use: the whole function's units (what the
        # pass takes) cost a second look at every instruction, mostly for nothing.
        if reg not in known:
            units = _units(reg)
            recs = (r for block in mf.blocks for r in records(builder, block))
            known[reg] = any(not units.isdisjoint(r.all_operand_units()) for r in recs)
        return known[reg]

    for block in mf.blocks:
        if not may_shift(block):
            continue
        for inst in _instructions(block.items):
            if inst.opcode in SHIFT64_OPCODES and (amount := high_amount(inst, is_used)) is not None:
                yield OpenShift(inst, amount)


def may_shift(block: Block) -> bool:
    """False for a block still in its text that names no 64-bit shift: not worth parsing."""
    source = text_source(block)
    if source is None:
        return True
    text, start, stop, _ = source
    return any(text.find(op, start, stop) >= 0 for op in SHIFT64_OPCODES)


def _instructions(items: list) -> Iterator[Instruction]:
    """The instructions of `items`, each bundle's members after its header."""
    for it in items:
        if isinstance(it, Instruction):
            yield it
            if it.bundled:
                yield from (x for x in it.bundled if isinstance(x, Instruction))


def plan(
    inst: Instruction,
    mi_units: frozenset[int],
    used: Callable[[], frozenset[int]],
    indent: int,
    after_indent: int | None = None,
) -> Shift64Fix | None:
    """The rewrite of the shift `inst` (whose operands cover `mi_units`), or None when the bug
    cannot bite. `used()`: the register units the function uses anywhere."""
    if high_amount(inst, lambda reg: not used().isdisjoint(_units(reg))) is None:
        return None
    p = inst.parsed
    amt, src1, dst = p.operands[0], p.operands[1], p.defs[0]
    n = int(amt.reg.removeprefix("$vgpr"))  # type: ignore[union-attr]
    pad = " " * indent
    if not _result_is_other_source(src1, dst):
        # LLVM 22 (PR 171871): with the result not the other source, the amount goes through the
        # result's low half, which the shift overwrites anyway: no swap back, no wait.
        m_dst = _VGPR.match(dst.reg or "")
        if m_dst is None or dst.subreg:
            return None
        lo = f"$vgpr{m_dst.group(1)}"
        kill = "killed " if "killed" in amt.flags else ""
        mov = Instruction(f"{pad}{lo} = V_MOV_B32_e32 {kill}{amt.reg}, implicit $exec")
        p.operands[0] = _moved(amt, lo, "killed")
        inst.mark_edited()
        return Shift64Fix(inst, [mov], [], True, [mov])
    amt_units = _units(f"$vgpr{n}")
    over_src = src1.is_reg and bool(src1.reg) and not _units(src1.reg).isdisjoint(amt_units)  # type: ignore[arg-type]
    over_dst = dst.is_reg and bool(dst.reg) and not _units(dst.reg).isdisjoint(amt_units)  # type: ignore[arg-type]
    overlapped = over_src or over_dst
    candidates: Iterable[str] = (
        (f"$vgpr{k}_vgpr{k + 1}" for k in range(0, _LAST_VGPR, 2))
        if overlapped
        else (f"$vgpr{k}" for k in range(_LAST_VGPR + 1))
    )
    new = next((c for c in candidates if _units(c).isdisjoint(mi_units)), None)
    if new is None:
        return None
    amt_name = f"$vgpr{n}"
    if overlapped:
        lo, hi = new.split("_")
        new_amt = "$" + hi
        pairs = [(lo, f"$vgpr{n - 1}"), (new_amt, amt_name)]
    else:
        new_amt = new
        pairs = [(new_amt, amt_name)]
    before = [Instruction(pad + "S_WAITCNT 0")]
    swaps_in = [
        Instruction(f"{pad}{a}, {b} = V_SWAP_B32 undef {b}, undef {a}, implicit $exec") for a, b in pairs
    ]
    before += swaps_in
    # the swaps back: the low half's first, as LLVM inserts them (each right after the shift)
    back = " " * (indent if after_indent is None else after_indent)
    after = [Instruction(f"{back}{b}, {a} = V_SWAP_B32 {a}, {b}, implicit $exec") for a, b in pairs]
    _retarget(inst, new_amt, new if over_dst else None, new if over_src else None)
    return Shift64Fix(inst, before, after, True, swaps_in)


def _moved(op: Operand, reg: str, *extra: str) -> Operand:
    """`op` naming `reg` instead: LLVM's setReg drops renamable; a moved source loses its kill."""
    flags = [f for f in op.flags if f not in ("renamable", "killed", "undef")]
    return Operand.register(reg, *extra, *flags)


def _retarget(inst: Instruction, amt: str, dst: str | None, src1: str | None) -> None:
    p = inst.parsed
    p.operands[0] = _moved(p.operands[0], amt, "undef")
    if dst is not None:
        p.defs[0] = _moved(p.defs[0], dst)
    if src1 is not None:
        p.operands[1] = _moved(p.operands[1], src1, "undef")
    inst.mark_edited()


def bundle_of(items: list, line: int) -> tuple[Instruction, Instruction, bool] | None:
    """(header, member, member is the last) of the bundle member at source `line` in `items`."""
    for it in items:
        if isinstance(it, Instruction) and it.bundled:
            members = [x for x in it.bundled if isinstance(x, Instruction)]
            for k, x in enumerate(members):
                if x.line == line:
                    return it, x, k == len(members) - 1
    return None


def apply(mf: MachineFunction, fixes: list[tuple[int, Shift64Fix]]) -> None:
    """Put the new instructions around their shifts (block `b` of each fix)."""
    for b, fix in fixes:
        items = mf.blocks[b].items
        if fix.header is not None:
            inner = fix.header.bundled
            assert inner is not None
            i = next(k for k, it in enumerate(inner) if it is fix.inst)
            if fix.after_outside:
                h = next(k for k, it in enumerate(items) if it is fix.header)
                items[h + 1 : h + 1] = fix.after
            else:
                inner[i + 1 : i + 1] = fix.after
            inner[i:i] = fix.before
        else:
            i = next(k for k, it in enumerate(items) if it is fix.inst)
            items[i + 1 : i + 1] = fix.after
            items[i:i] = fix.before
        mf.blocks[b].items = items
