"""Register units and operand tokens of MIR instruction lines, for the hazard records.

An operand text (`$vgpr0_vgpr1`, `implicit $exec`, `40`) is cut once into what a record needs
(register units, def or use, implicit or not, unit flags; or an immediate) and remembered; so is
an operand list after an opcode (`_operands`). A register name no table knows is a RegisterError,
which `records` turns into a positioned MIRError: ignoring it could hide a hazard.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from mirpass.mir import MIRError
from mirpass.target.registers import SPECIAL_UNIT, RegisterError, register_units

if TYPE_CHECKING:
    from mirpass.ir.hazard_records import Rec

# Register unit facts (U_* bits of an operand, OR-ed over its units).
U_VCC = 1  # overlaps VCC
U_EXEC = 2  # overlaps EXEC
U_M0 = 4  # overlaps M0
U_SCALAR = 8  # has a unit outside the VGPR/AGPR files
U_SGPR = 16  # has an SGPR, TTMP or SGPR-like special unit (the recognizer's is_sgpr_unit)
VECTOR_END = 2048  # units below are VGPRs (0..1023) and AGPRs (1024..1279)
VGPR_END = 1024
_SGPR_FILES_END = 2400  # SGPRs and TTMPs: 2048..2399
SGPR_SPECIALS = frozenset(
    u
    for name, u in SPECIAL_UNIT.items()
    if name.startswith(("vcc", "exec", "m0", "flat_scr", "xnack_mask", "tba", "tma", "sgpr_null", "src_"))
    and name not in ("src_vccz", "src_execz", "src_scc")
)
_VCC_UNITS = frozenset(register_units("$vcc"))
_EXEC_UNITS = frozenset(register_units("$exec"))
_M0_UNITS = frozenset(register_units("$m0"))


# Vector unit tuples seen before -> `vector_mask` of them.
_MASKS: dict[tuple[int, ...], int] = {}


def vector_mask(units: tuple[int, ...]) -> int:
    """The VGPR and AGPR units among `units` as a bit set (bit u for unit u): the MFMA hazard
    checks ask first whether an instruction names any unit a recent MFMA names, one AND."""
    m = _MASKS.get(units)
    if m is None:
        m = 0
        for u in units:
            if u < VECTOR_END:
                m |= 1 << u
        _MASKS[units] = m
    return m


def regs_mask(regs: list[tuple[int, tuple[int, ...], bool, bool]]) -> int:
    """`vector_mask` of all the units of a record's register operands (`Rec.regs`)."""
    m = 0
    for _k, units, _d, _i in regs:
        m |= vector_mask(units)
    return m


def regs_defined(regs: list[tuple[int, tuple[int, ...], bool, bool]]) -> tuple[int, ...]:
    """The units a record's register operands (`Rec.regs`) define, explicitly or implicitly."""
    return tuple(u for _k, units, is_def, _i in regs if is_def for u in units)


def unit_flags(units: tuple[int, ...]) -> int:
    f = 0
    for u in units:
        if u >= VECTOR_END:
            f |= U_SCALAR
            if u < _SGPR_FILES_END or u in SGPR_SPECIALS:
                f |= U_SGPR
            if u in _VCC_UNITS:
                f |= U_VCC
            if u in _EXEC_UNITS:
                f |= U_EXEC
            if u in _M0_UNITS:
                f |= U_M0
    return f


_UNUSUAL = ("(", '"', "<", "!", "`")


_FAIL = object()
# The immediates of a record that has none (shared: records are never modified).
_NO_IMMEDIATES: dict[int, int] = {}
_NOTHING = ""
# Operand texts seen before: register (units, is_def, is_implicit, unit flags), immediate int,
# _NOTHING or _FAIL.
_OP_TOKENS: dict[str, object] = {}
# The register operands among them, typed (for the compiled build).
_REG_TOKENS: dict[str, tuple[tuple[int, ...], bool, bool, int]] = {}
# Definition texts seen before: (units, is_implicit, unit flags) or _FAIL.
_DEF_TOKENS: dict[str, object] = {}


def _op_token(text: str) -> object:
    if "$" in text:
        words = text.split(" ")
        name = words[-1]
        paren = name.find("(")
        if paren >= 0:
            name = name[:paren]
        if not name or name[0] != "$":
            v: object = _FAIL
        elif len(words) == 1:
            units = _units(name)
            v = (units, False, False, unit_flags(units))
        else:
            flags = words[:-1]
            is_def = "implicit-def" in flags or "def" in flags
            units = _units(name)
            v = (units, is_def, "implicit" in flags or "implicit-def" in flags, unit_flags(units))
        if v is not _FAIL:
            _REG_TOKENS[text] = v  # type: ignore[assignment]
    else:
        v = _NOTHING
        c = text[0] if text else ""
        if c.isdigit() or (c == "-" and text[1:2].isdigit()):
            try:
                v = int(text)
            except ValueError:
                pass
    _OP_TOKENS[text] = v
    return v


def _def_token(text: str) -> object:
    words = text.split(" ")
    name = words[-1]
    if not name or name[0] != "$":
        v: object = _FAIL
    else:
        # LLVM moves implicit defs after the explicit operands
        units = _units(name)
        v = (units, len(words) > 1 and ("implicit" in words or "implicit-def" in words), unit_flags(units))
    _DEF_TOKENS[text] = v
    return v


# Per operand number, operand text -> what `_operands` adds for it: (the `Rec.regs` entry, the
# explicit-use entry or None, the explicit def units or None, unit flags read, unit flags
# written, `vector_mask` of the units, the units when a def (explicit or implicit) else ()) for
# a register; an int for an immediate; _NOTHING or _FAIL. The entries are shared by every record
# (never modified): a record cut from them allocates only its lists.
_AT: list[dict[str, object]] = []


def _at_entry(text: str, opno: int) -> object:
    """The `_AT[opno]` entry of operand text `text`, made and remembered."""
    while len(_AT) <= opno:
        _AT.append({})
    r = _REG_TOKENS.get(text)
    if r is None and text not in _OP_TOKENS:
        _op_token(text)
        r = _REG_TOKENS.get(text)
    if r is not None:
        units, is_def, imp, uf = r
        v: object = (
            (opno, units, is_def, imp),
            None if is_def or imp else (opno, units),
            units if is_def and not imp else None,
            0 if is_def else uf,
            uf if is_def else 0,
            vector_mask(units),
            units if is_def else (),
        )
    else:
        v = _OP_TOKENS[text]
    _AT[opno][text] = v
    return v


def unusual(text: str) -> bool:
    """Whether `text` holds a character only the full parser reads (`(tied-def` aside): a
    memory operand, a string, a typed or metadata operand, ..."""
    if "(" in text or '"' in text or "<" in text or "!" in text or "`" in text:
        rid = text.replace("(tied-def", "")
        return "(" in rid or '"' in rid or "<" in rid or "!" in rid or "`" in rid
    return False


def _operands(ops: str, opno: int) -> tuple | object:
    """The record's part from the operand list `ops` after the opcode, the first being operand
    `opno`: (register operands as in `Rec.regs`, explicit uses, explicit defs, immediates, unit
    flags read, unit flags written, `vector_mask` of the register units, all the units defined
    as one tuple); _FAIL when the list needs the full parser. The lists are shared by every
    record with this operand list, and never modified."""
    regs: list[tuple[int, tuple[int, ...], bool, bool]] = []
    uses: list[tuple[int, tuple[int, ...]]] = []
    defs: list[tuple[int, ...]] = []
    imms = _NO_IMMEDIATES
    rd = wr = mask = 0
    dall: tuple[int, ...] = ()
    at = _AT
    for text in ops.split(", "):
        try:  # (no test on the hot path: a miss is rare once the common tokens are seen)
            v = at[opno][text]
        except (KeyError, IndexError):
            v = _at_entry(text, opno)
        if v.__class__ is tuple:
            regs.append(v[0])  # type: ignore[index]
            mask |= v[5]  # type: ignore[index]
            use = v[1]  # type: ignore[index]
            if use is not None:  # an explicit use: it writes nothing
                uses.append(use)
                rd |= v[3]  # type: ignore[index]
            else:
                d = v[2]  # type: ignore[index]
                if d is not None:
                    defs.append(d)
                rd |= v[3]  # type: ignore[index]
                wr |= v[4]  # type: ignore[index]
                dall += v[6]  # type: ignore[index]
        elif v.__class__ is int:
            if imms is _NO_IMMEDIATES:
                imms = {}
            imms[opno] = v  # type: ignore[assignment]
        elif v is _FAIL:
            return _FAIL
        opno += 1
    return regs, uses, defs, imms, rd, wr, mask, dall


def _fast(rec: Rec, raw: str, opcode: str) -> bool:
    """Fill `rec.regs`, `rec.imms` and `rec.n_defs` from a well-formed source line; False if the
    line is unusual (the caller then uses the full parser)."""
    s = raw.strip()
    cut = s.find(" :: ")
    if cut >= 0:
        s = s[:cut]
    if "(" in s or '"' in s or "<" in s or "!" in s or "`" in s:
        if "(tied-def" not in s or any(c in s.replace("(tied-def", "") for c in _UNUSUAL):
            return False
    regs = rec.regs
    append = regs.append
    eq = s.find(" = ")
    opno = 0
    rd = wr = 0
    if eq >= 0 and s[0] in "$rdeui%":
        implicit_no = 1000
        get = _DEF_TOKENS.get
        for text in s[:eq].split(", "):
            v = get(text)
            if v is None:
                v = _def_token(text)
            if v is _FAIL:
                return False
            wr |= v[2]  # type: ignore[index]
            if v[1]:  # type: ignore[index]
                append((implicit_no, v[0], True, True))  # type: ignore[index]
                implicit_no += 1
            else:
                append((opno, v[0], True, False))  # type: ignore[index]
                opno += 1
        rest = s[eq + 3 :]
    else:
        rest = s
    rec.n_defs = opno
    at = rest.find(opcode)
    if at < 0:
        return False
    ops = rest[at + len(opcode) :].strip()
    if not ops:
        rec.wr = wr
        return True
    get = _OP_TOKENS.get
    imms = rec.imms
    for text in ops.split(", "):
        v = get(text)
        if v is None:
            v = _op_token(text)
        t = v.__class__
        if t is tuple:
            if v[1]:  # type: ignore[index]
                wr |= v[3]  # type: ignore[index]
            else:
                rd |= v[3]  # type: ignore[index]
            append((opno, v[0], v[1], v[2]))  # type: ignore[index]
        elif t is int:
            imms[opno] = v  # type: ignore[assignment]
        elif v is _FAIL:
            return False
        opno += 1
    rec.rd = rd
    rec.wr = wr
    return True


_UNITS: dict[str, tuple[int, ...]] = {}


def _units(name: str) -> tuple[int, ...]:
    """The register units of `name`; RegisterError for a name that is no register, since
    ignoring it could hide a hazard."""
    units = _UNITS.get(name)
    if units is not None:
        return units
    if not name.startswith("$"):
        return ()  # virtual registers do not occur after register allocation
    units = _UNITS[name] = register_units(name)
    return units


_REGISTER_NAME = re.compile(r"\$[A-Za-z0-9_]+")


def _unknown_register(text: str, line: int) -> MIRError:
    """The error for the first name in `text` that is no register, at its column."""
    for m in _REGISTER_NAME.finditer(text):
        try:
            register_units(m.group(0))
        except RegisterError:
            return MIRError(f"unknown register name '{m.group(0)[1:]}'", line, m.start() + 1)
    return MIRError("unknown register name", line, 1)
