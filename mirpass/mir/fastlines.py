"""The fast pattern: the well-formed instruction lines llc prints, as compiled patterns.

`looks_like_instruction` (one line) and `items_are_simple` (a run of lines at once) accept the
common, well-formed spellings; a line they accept, mirpass.mir.parser's token parser accepts too,
and its pieces are cut by mirpass.mir.fastparse without the token parser. Lines they do not accept
go to the token parser, which reports the exact column of a problem.
"""

from __future__ import annotations

import functools
import re

from mirpass.mir.lexer import NAME, QUOTED
from mirpass.mir.operands import INSTRUCTION_FLAGS, REGISTER_FLAG_SET

# --- the fast pattern ------------------------------------------------------------------------
_S = r"[ \t]*"
_REGFLAG = r"(?:implicit-def|implicit|def|dead|killed|undef|internal|early-clobber|debug-use|renamable)"
_USE_FLAG = r"(?:implicit|dead|killed|undef|internal|early-clobber|debug-use|renamable)"
_LLT_TEXT = r"(?:s\d{1,4}|p\d{1,7}|<(?:vscale x )?[1-9]\d{0,3} x (?:s[1-9]\d{0,3}|p\d{1,7})>)"
_PREG = r"\$[A-Za-z0-9_]+"
_VREG = (
    r"%(?:\d{1,9}|(?!(?:bb|ir|subreg)\.)[A-Za-z_][A-Za-z0-9_]*)"
    r"(?:\.[A-Za-z_][A-Za-z0-9_]*)?(?::[A-Za-z_][A-Za-z0-9_]*)?"
)
_USE_REG = rf"(?:(?:{_PREG}|{_VREG})(?:\((?:tied-def \d{{1,9}}|{_LLT_TEXT})\))?|_)"
_DEF_REG = rf"(?:{_PREG}|{_VREG}(?:\({_LLT_TEXT}\))?|_)"
# A register operand after the opcode: a use (which may be tied), or an implicit or explicit def.
_REG_OPERAND = (
    rf"(?:(?:{_USE_FLAG} +)*{_USE_REG}"
    rf"|(?:{_REGFLAG} +)*(?:implicit-def|def) +(?:{_REGFLAG} +)*{_DEF_REG})"
)
_DEF_OPERAND = rf"(?:{_REGFLAG} +)*{_DEF_REG}"
_INT = r"(?:-?\d{1,18}|\d{19}|-9[01]\d{17})"
_OFFSET = r"(?: [+-] \d{1,18})?"
_SYMBOL = "(?:" + NAME + "|" + QUOTED + ")"
# After `@`, `%ir.` and `%ir-block.`, MILexer reads a leading digit as a slot number.
_SLOT_OR_NAME = r"(?:\d+(?![A-Za-z0-9_.$-])|[A-Za-z_.$-][A-Za-z0-9_.$-]*|" + QUOTED + ")"
_MCSYMBOL = r'<mcsymbol (?:[A-Za-z0-9_.$-]*|"[^"\r\n]*")>'
_TARGET_FLAGS = r"target-flags\([A-Za-z_][A-Za-z0-9_-]*(?:, [A-Za-z_][A-Za-z0-9_-]*)*\) "
_OPERAND_COMMENT = r"(?: /\*[^*]*(?:\*(?!/)[^*]*)*\*/)?"
_OPERAND = (
    r"(?:"
    + _REG_OPERAND
    + "|"
    + _INT
    + r"|\.[A-Za-z_][A-Za-z0-9_]*"
    + r"|i\d{1,4} -?\d{1,18}"
    + r"|(?:half|bfloat|float|double) (?:-?\d+\.\d*(?:[eE][-+]?\d+)?|0x[HKLMR]?[0-9A-Fa-f]+)"
    + r"|%bb\.\d{1,9}(?:\."
    + NAME
    + r")?|%stack\.\d{1,9}(?:\."
    + NAME
    + r")?|%fixed-stack\.\d{1,9}"
    + r"|%const\.\d{1,9}"
    + _OFFSET
    + r"|%jump-table\.\d{1,9}|%subreg\.[A-Za-z_][A-Za-z0-9_]*"
    + rf"|(?:{_TARGET_FLAGS})?(?:@{_SLOT_OR_NAME}|&{_SYMBOL}){_OFFSET}"
    + r"|target-index\([A-Za-z_][A-Za-z0-9_.-]*\)"
    + _OFFSET
    + r"|intrinsic\(@[A-Za-z0-9_.$-]+\)|csr_[A-Za-z0-9_]+"
    + rf"|{_MCSYMBOL}{_OFFSET}"
    + r"|!\d{1,9}"
    + r")"
    + _OPERAND_COMMENT
)
# The trailers the fast pattern takes, in the one order llc 22 reads them (see TRAILER_ORDER).
_TRAILER_ITEMS = (
    rf"pre-instr-symbol {_MCSYMBOL}",
    rf"post-instr-symbol {_MCSYMBOL}",
    r"heap-alloc-marker !\d{1,9}",
    r"pcsections !\d{1,9}",
    r"cfi-type \d{1,9}",
    r"debug-instr-number \d{1,9}",
    r"debug-location !\d{1,9}",
)


def _ordered_trailers(first_separated: bool) -> str:
    """Trailers in llc's order, each at most once: after operands (each after a comma) or alone
    (the first without one)."""
    sep = rf"{_S},{_S}"
    if first_separated:
        return "".join(rf"(?:{sep}{t})?" for t in _TRAILER_ITEMS)
    return "(?:" + "|".join(
        t + "".join(rf"(?:{sep}{u})?" for u in _TRAILER_ITEMS[k + 1 :]) for k, t in enumerate(_TRAILER_ITEMS)
    ) + ")"


_POWERS = ["4", "8", "16", "2", "1"] + [str(1 << n) for n in range(5, 64)]
_ALIGN = "(?:" + "|".join(_POWERS) + ")"
_PTR = (
    rf"(?:%ir\.{_SLOT_OR_NAME}|@{_SLOT_OR_NAME}|`[^`\r\n]*`|unknown-address|stack|got|jump-table|constant-pool"
    rf"|%fixed-stack\.\d{{1,9}}|%stack\.\d{{1,9}}(?:\.{NAME})?|call-entry (?:@{_SLOT_OR_NAME}|&{_SYMBOL})"
    rf'|custom "[^"\r\n]*")(?: [+-] \d{{1,18}})?'
)
_ACCESS = (
    r'(?: syncscope\("[^"\r\n]*"\))?(?: (?:unordered|monotonic|acquire|release|acq_rel|seq_cst)){0,2}'
    rf" (?:\d{{1,18}}|unknown-size|\({_LLT_TEXT}\))"
)
_MEMOP = (
    r'\((?:(?:volatile|non-temporal|dereferenceable|invariant|"[^"\r\n]*") )*'
    rf"(?:load store{_ACCESS}(?: on {_PTR})?|load{_ACCESS}(?: from {_PTR})?"
    rf"|store{_ACCESS}(?: into {_PTR})?)"
    rf"(?:, (?:(?:base)?align {_ALIGN}|addrspace \d{{1,9}}"
    r"|!(?:tbaa|alias\.scope|noalias|range|noalias\.addrspace) !\d{1,9}))*\)"
)
_FLAGS = "(?:(?:" + "|".join(sorted(INSTRUCTION_FLAGS)) + ") +)*"
# An opcode is an identifier that is not one of the flag keywords, nor `_` (the null register),
# nor a keyword that starts a block's `successors:` or `liveins:` list.
_NOT_OPCODES = INSTRUCTION_FLAGS | {f for f in REGISTER_FLAG_SET if "-" not in f}
_NOT_OPCODES |= {"_", "successors", "liveins"}
_OPCODE = "(?!(?:" + "|".join(sorted(_NOT_OPCODES)) + r")(?![A-Za-z0-9_]))[A-Za-z_][A-Za-z0-9_]*"
_INSTRUCTION = (
    rf"[ ]*(?:{_DEF_OPERAND}(?:{_S},{_S}{_DEF_OPERAND})*{_S}={_S})?{_FLAGS}{_OPCODE}"
    rf"(?: +(?:{_OPERAND}(?:{_S},{_S}{_OPERAND})*{_ordered_trailers(True)}"
    rf"|{_ordered_trailers(False)}))?"
    rf"(?:{_S}::{_S}{_MEMOP}(?:{_S},{_S}{_MEMOP})*)?(?:{_S}\{{)?{_S}"
)
# Whole lines, each a well-formed instruction (the fast pattern) or a blank or comment line. One
# match checks a run of lines; atomic groups keep a failed match from retrying earlier lines.
# Compiled on first use (see _fast_lines): it takes ~8 ms, and files whose lines are all common
# (see _COMMON_LINES) never need it.
_BLANK_OR_COMMENT = r"[ \t]*(?:;[^\n]*)?"
_LINES = rf"(?>(?:{_INSTRUCTION}|{_BLANK_OR_COMMENT})(?:\n|\Z))*+"

# --- the common-line pattern -----------------------------------------------------------------
# Most lines llc prints are `$defs = OPCODE $regs, imms, implicit $exec[ :: (memops)]`. The
# pattern below accepts only such lines, about twice as fast as the fast pattern, and is tried
# first. It is a sub-grammar of _INSTRUCTION by construction: each piece is one of its pieces or
# a special case of one, joined by separators that are special cases of its separators
# (tests/test_malformed.py checks that it never accepts a line the fast pattern rejects):
# - a definition or operand register: a physical register with register flags (flags without
#   `def`/`implicit-def` are use flags: _REG_OPERAND's first form; with one: its second form);
# - an operand: that, an integer (_INT; plain digits, the common spelling, are tried first), or a
#   block reference without a name;
# - the opcode: an identifier starting with an upper-case letter (every keyword of _NOT_OPCODES
#   is lower case or `_`), after instruction flags (only tried when a lower-case letter follows);
# - a memory operand: a load or a store, from or into an IR value, the constant pool or a stack
#   slot (an optional offset) or with no pointer info at all, with a size type (_LLT_TEXT),
#   `dereferenceable`, `invariant` and target flags before it, and alignment (a few of _ALIGN),
#   address space and alias metadata after it (not _MEMOP itself: that would double the time it
#   takes to compile the pattern).
_COMMON_PTR = (
    rf"(?:%ir\.{_SLOT_OR_NAME}|constant-pool|stack|%stack\.\d{{1,9}}|%fixed-stack\.\d{{1,9}})"
    r"(?: [+-] \d{1,18})?"
)
_COMMON_MEMOP = (
    rf'\((?:(?:dereferenceable|invariant|"[^"\r\n]*") )*'
    rf"(?:load \({_LLT_TEXT}\)(?: from {_COMMON_PTR})?|store \({_LLT_TEXT}\)(?: into {_COMMON_PTR})?)"
    r"(?:, (?:align (?:4|8|16|2|1|32|64)|addrspace \d{1,9}|!(?:tbaa|alias\.scope|noalias|range) !\d{1,9}))*\)"
)
_COMMON_REG = rf"(?:{_PREG}|(?:{_REGFLAG} +)+{_PREG})"
_COMMON_OPERAND = rf"(?:{_PREG}|\d{{1,18}}|(?:{_REGFLAG} +)+{_PREG}|%bb\.\d{{1,9}}|{_INT})"
_COMMON_INSTRUCTION = (
    rf"[ ]*(?:{_COMMON_REG}(?:, {_COMMON_REG})* = )?(?:(?=[a-z]){_FLAGS})?[A-Z][A-Za-z0-9_]*"
    rf"(?: {_COMMON_OPERAND}(?:, {_COMMON_OPERAND})*)?(?: :: {_COMMON_MEMOP}(?:, {_COMMON_MEMOP})*)?"
)
_COMMON_LINES = re.compile(rf"(?>(?:{_COMMON_INSTRUCTION}|{_BLANK_OR_COMMENT})(?:\n|\Z))*+")


@functools.cache
def _fast_lines() -> re.Pattern[str]:
    """The fast pattern, compiled (see _LINES)."""
    return re.compile(_LINES)


# A memory operand's `+ OFFSET, align N`: llc's parser rejects an alignment that does not divide
# the offset, which no pattern can test; such lines go to the token parser.
_OFFSET_ALIGN = re.compile(r"[+-] (\d{1,18})[^)\n]*?, align (\d{1,20})")


def _offsets_fit_alignment(text: str, start: int = 0, end: int | None = None) -> bool:
    stop = len(text) if end is None else end
    if text.find(", align ", start, stop) < 0:
        return True
    return all(int(m.group(1)) % int(m.group(2)) == 0 for m in _OFFSET_ALIGN.finditer(text, start, stop))


def looks_like_instruction(line: str) -> re.Match[str] | None:
    """Whether `line` is an instruction line the fast pattern accepts (the token parser then
    accepts it too, and it need not be parsed to be known well formed)."""
    stripped = line.lstrip()
    if not stripped or stripped[0] == ";" or "\n" in line or not _offsets_fit_alignment(line):
        return None
    return _COMMON_LINES.fullmatch(line) or _fast_lines().fullmatch(line)


def items_are_simple(text: str, start: int, end: int) -> bool:
    """Whether `text[start:end]`, whole lines, holds only blank and comment lines and instruction
    lines the fast pattern accepts that open no bundle."""
    if text.find("{", start, end) >= 0 or not _offsets_fit_alignment(text, start, end):
        return False
    return (
        _COMMON_LINES.fullmatch(text, start, end) is not None
        or _fast_lines().fullmatch(text, start, end) is not None
    )


_opcode_only: re.Pattern[str] | None = None


def fast_opcode(line: str) -> str:
    """The opcode of a line already accepted by `looks_like_instruction`."""
    global _opcode_only
    if _opcode_only is None:  # compiled on first use
        _opcode_only = re.compile(
            rf"[ ]*(?:{_DEF_OPERAND}(?:{_S},{_S}{_DEF_OPERAND})*{_S}={_S})?{_FLAGS}([A-Za-z_][A-Za-z0-9_]*)"
        )
    m = _opcode_only.match(line)
    assert m is not None
    return m.group(1)
