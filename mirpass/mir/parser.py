"""Parsing of MIR `body:` lines: block headers, successor and live-in lists, instructions.

Instruction lines are checked eagerly by a single compiled pattern (mirpass.mir.fastlines:
`looks_like_instruction`, and `items_are_simple` for a run of lines at once) that accepts the
common, well-formed spellings llc prints; their operands are parsed only when a pass asks for
them. Lines the pattern does not accept go through the token parser at once, which either
accepts them or reports the exact column of the problem.

The token parser follows LLVM's MIParser (llc 22): the same grammar, the same messages and the
same positions, for everything that can be checked without the target's tables and the IR
module. Everything the fast pattern accepts, the token parser accepts too.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from mirpass.mir.errors import MIRError

# The fast pattern (mirpass.mir.fastlines), re-exported for its users.
from mirpass.mir.fastlines import _COMMON_LINES as _COMMON_LINES
from mirpass.mir.fastlines import _NOT_OPCODES as _NOT_OPCODES
from mirpass.mir.fastlines import _fast_lines as _fast_lines
from mirpass.mir.fastlines import fast_opcode as fast_opcode
from mirpass.mir.fastlines import items_are_simple as items_are_simple
from mirpass.mir.fastlines import looks_like_instruction as looks_like_instruction
from mirpass.mir.lexer import NAME, QUOTED, Token, line_end, tokenize
from mirpass.mir.operands import (
    INSTRUCTION_FLAGS,
    REGISTER_FLAG_SET,
    TRAILER_KEYWORDS,
    TRAILER_ORDER,
    TRAILERS_LAST,
    Operand,
    format_register,
)

INT64_MIN = -(1 << 63)
UINT64_MAX = (1 << 64) - 1
UINT32_LIMIT = 1 << 32
FLOAT_TYPES = frozenset({"half", "bfloat", "float", "double", "x86_fp80", "fp128", "ppc_fp128"})
_CIMM_TYPE = re.compile(r"i[0-9]+")
_DIGITS = re.compile(r"[0-9]+")
_REGMASK_NAME = re.compile(r"(?i:csr_[A-Za-z0-9_]+|noregs)")
_IR_BLOCK = r"%ir-block\.(?:\d+(?![A-Za-z0-9_.$-])|[A-Za-z_.$-][A-Za-z0-9_.$-]*|" + QUOTED + ")"
_BLOCK_ATTR = re.compile(
    r"(?:"
    + _IR_BLOCK
    + "|ir-block-address-taken "
    + _IR_BLOCK
    + r"|address-taken|machine-block-address-taken|landing-pad|inlineasm-br-indirect-target"
    r"|ehfunclet-entry|ehscope-entry|align (?:1|2|4|8|16|32|64|128|256|512|1024|2048|4096)"
    r"|bbsections (?:\d{1,9}|Exception|Cold)|bb_id \d{1,9}(?: \d{1,9})?|call-frame-size \d{1,9})"
)
BLOCK_HEADER = re.compile(
    r"^(?P<indent>[ ]*)bb\.(?P<number>\d{1,9})(?:\.(?P<name>" + NAME + r"))?"
    r"(?:[ \t]*\((?P<attrs>[^()]*)\))?[ \t]*:[ \t\r]*(?:;.*)?$"
)

@dataclass(slots=True)
class ParsedInstruction:
    defs: list[Operand]
    flags: list[str]
    opcode: str
    operands: list[Operand]
    trailers: list[tuple[str, str]]
    memoperands: list[str]
    opens_bundle: bool


# --- the token parser ------------------------------------------------------------------------
_REGISTER_KINDS = frozenset({"preg", "vreg"})
_CFI_REGISTER = frozenset({"same_value", "def_cfa_register", "restore", "undefined"})
_CFI_REGISTER_OFFSET = frozenset({"offset", "rel_offset", "def_cfa"})
_CFI_OFFSET = frozenset({"def_cfa_offset", "adjust_cfa_offset"})
_CFI_PLAIN = frozenset({"remember_state", "restore_state", "window_save", "negate_ra_sign_state"})
_CFI_KEYWORDS = (
    _CFI_REGISTER
    | _CFI_REGISTER_OFFSET
    | _CFI_OFFSET
    | _CFI_PLAIN
    | {"escape", "llvm_def_aspace_cfa", "register"}
)
_MEMORY_FLAGS = frozenset({"volatile", "non-temporal", "dereferenceable", "invariant"})
_ORDERINGS = frozenset({"unordered", "monotonic", "acquire", "release", "acq_rel", "seq_cst"})
_PSEUDO_VALUES = frozenset({"stack", "got", "jump-table", "constant-pool"})
_MEMORY_METADATA = frozenset({"!tbaa", "!alias.scope", "!noalias", "!range", "!noalias.addrspace"})
_INT_PREDICATES = frozenset({"eq", "ne", "sgt", "sge", "slt", "sle", "ugt", "uge", "ult", "ule"})
_FLOAT_PREDICATES = frozenset(
    {
        "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
        "uno", "ueq", "ugt", "uge", "ult", "ule", "une", "true",
    }
)  # fmt: skip


def _int(text: str) -> int:
    """The value of an integer token; absurdly long literals map to a value out of any range."""
    if len(text) > 60:
        return -(1 << 256) if text[0] == "-" else 1 << 256
    return int(text, 16) if text[1:2] in ("x", "X") else int(text)


_LLT_MESSAGE = (
    "expected sN, pA, <M x sN>, <M x pA>, <vscale x M x sN>, or <vscale x M x pA> for GlobalISel type"
)
_MEMOP_ATTRIBUTES = (
    "expected 'align' or '!tbaa' or '!alias.scope' or '!noalias' or '!range' or '!noalias.addrspace'"
)


class _Parser:
    """Recursive descent over one line's tokens, after MIParser. `i` is the current token."""

    __slots__ = ("line", "line_no", "toks", "i", "n", "eol")

    def __init__(self, line: str, line_no: int) -> None:
        self.line = line
        self.line_no = line_no
        self.toks = tokenize(line, line_no)
        self.i = 0
        self.n = len(self.toks)
        self.eol = line_end(line)

    # -- cursor helpers
    def tok(self) -> Token | None:
        return self.toks[self.i] if self.i < self.n else None

    def at(self, text: str) -> bool:
        """Whether the current token is the punctuation or identifier `text`."""
        if self.i >= self.n:
            return False
        tok = self.toks[self.i]
        return tok.text == text and tok.kind in ("punct", "ident")

    def at_kind(self, *kinds: str) -> bool:
        return self.i < self.n and self.toks[self.i].kind in kinds

    def at_end(self) -> bool:
        return self.i >= self.n

    def col(self) -> int:
        return self.toks[self.i].col if self.i < self.n else self.eol

    def end_col(self) -> int:
        """The column just past the last consumed token."""
        last = self.toks[self.i - 1]
        return last.col + len(last.text)

    def error(self, message: str, col: int | None = None) -> MIRError:
        return MIRError(message, self.line_no, (self.col() if col is None else col) + 1)

    def expect(self, text: str, message: str | None = None) -> None:
        if not self.at(text):
            raise self.error(message or f"expected '{text}'")
        self.i += 1

    def unsigned32(self) -> int:
        tok = self.toks[self.i]
        value = _int(tok.text)
        if value < 0 or value >= UINT32_LIMIT:
            raise self.error("expected 32-bit integer (too large)")
        return value

    def uint64(self) -> int:
        tok = self.toks[self.i]
        value = _int(tok.text)
        if value > UINT64_MAX:
            raise self.error("expected 64-bit integer (too large)")
        return value

    def balanced(self) -> None:
        """Skip a parenthesized group starting at the current '('."""
        depth = 0
        while self.i < self.n:
            tok = self.toks[self.i]
            self.i += 1
            if tok.kind == "punct":
                if tok.text == "(":
                    depth += 1
                elif tok.text == ")":
                    depth -= 1
                    if depth == 0:
                        return
        raise self.error("expected ')'")

    def at_operand_end(self) -> bool:
        """End of line, `::` or `{`: where the operand list stops."""
        if self.i >= self.n:
            return True
        tok = self.toks[self.i]
        return tok.kind == "punct" and tok.text in ("::", "{")

    def at_trailer(self) -> bool:
        tok = self.tok()
        return tok is not None and tok.kind == "ident" and tok.text in TRAILER_KEYWORDS

    # -- instructions
    def instruction(self) -> ParsedInstruction:
        if self.n == 0:
            raise self.error("expected a machine instruction")
        defs: list[Operand] = []
        while self.at_register_start():
            defs.append(self.register_operand(is_def=True))
            if not self.at(","):
                break
            self.i += 1
        if defs:
            self.expect("=")
        flags: list[str] = []
        while self.at_kind("ident") and self.toks[self.i].text in INSTRUCTION_FLAGS:
            flags.append(self.toks[self.i].text)
            self.i += 1
        tok = self.tok()
        if tok is None or tok.kind != "ident":
            raise self.error("expected a machine instruction")
        opcode = tok.text
        self.i += 1
        operands: list[Operand] = []
        while not self.at_operand_end() and not self.at_trailer():
            operands.append(self.operand_with_target_flags())
            if self.at_operand_end():
                break
            if not self.at(","):
                raise self.error("expected ',' before the next machine operand")
            self.i += 1
            if self.at_operand_end():
                raise self.error("expected a machine operand")
        trailers = self.trailers()
        memoperands: list[str] = []
        if self.at("::"):
            self.i += 1
            if self.at_end() or self.at("{"):
                raise self.error("expected a memory operand after '::'")
            while True:
                memoperands.append(self.memoperand())
                if self.at_end() or self.at("{"):
                    break
                if not self.at(","):
                    raise self.error("expected ',' before the next machine memory operand")
                self.i += 1
                if self.at_end() or self.at("{"):
                    raise self.error("expected '(' to start a memory operand")
        opens_bundle = self.at("{")
        if opens_bundle:
            self.i += 1
            if not self.at_end():
                raise self.error("expected the end of the line after '{'")
        return ParsedInstruction(defs, flags, opcode, operands, trailers, memoperands, opens_bundle)

    def at_register_start(self) -> bool:
        tok = self.tok()
        if tok is None:
            return False
        if tok.kind in _REGISTER_KINDS:
            return True
        return tok.kind == "ident" and (tok.text in REGISTER_FLAG_SET or tok.text == "_")

    # -- registers
    def register_operand(self, is_def: bool) -> Operand:
        flags: list[str] = []
        while self.at_kind("ident") and self.toks[self.i].text in REGISTER_FLAG_SET:
            flags.append(self.toks[self.i].text)
            self.i += 1
        tok = self.tok()
        if tok is None or not (tok.kind in _REGISTER_KINDS or (tok.kind == "ident" and tok.text == "_")):
            raise self.error("expected a register after register flags")
        virtual = tok.kind == "vreg"
        reg = tok.text
        self.i += 1
        subreg = reg_class = llt = None
        tied: int | None = None
        if self.at("."):
            self.i += 1
            if not self.at_kind("ident"):
                raise self.error("expected a subregister index after '.'")
            subreg = self.toks[self.i].text
            self.i += 1
            if not virtual:
                raise self.error("subregister index expects a virtual register")
        if self.at(":"):
            if not virtual:
                raise self.error("register class specification expects a virtual register")
            self.i += 1
            if not self.at_kind("ident"):
                raise self.error("expected '_', register class, or register bank name")
            reg_class = self.toks[self.i].text
            self.i += 1
        defines = is_def or "def" in flags or "implicit-def" in flags
        if self.at("("):
            self.i += 1
            if not defines:
                if self.at("tied-def"):
                    self.i += 1
                    if not self.at_kind("int"):
                        raise self.error("expected an integer literal after 'tied-def'")
                    tied = self.unsigned32()
                    self.i += 1
                    self.expect(")")
                else:
                    start = self.col()
                    try:
                        self.low_level_type()
                    except MIRError:
                        raise self.error("expected tied-def or low-level type after '('") from None
                    llt = self.line[start : self.end_col()]
                    self.expect(")")
            else:
                if not virtual:
                    raise self.error("unexpected type on physical register")
                start = self.col()
                self.low_level_type()
                llt = self.line[start : self.end_col()]
                self.expect(")")
        op = Operand(
            "reg", "", reg=reg, flags=tuple(flags), subreg=subreg, reg_class=reg_class, tied_def=tied, llt=llt
        )
        op.text = format_register(op)
        return op

    def low_level_type(self) -> None:
        tok = self.tok()
        start = self.col()
        if tok is not None and tok.kind == "ident" and tok.text[0] in "sp":
            self.scalar_type(tok, vector=False)
            self.i += 1
            return
        if not self.at("<"):
            raise self.error(_LLT_MESSAGE, start)
        self.i += 1
        scalable = self.at("vscale")
        if scalable:
            self.i += 1
            if not self.at("x"):
                raise self.error("expected <vscale x M x sN> or <vscale x M x pA>")
            self.i += 1
        vector_message = (
            "expected <vscale x M x sN> or <vscale M x pA> for vector type"
            if scalable
            else "expected <M x sN> or <M x pA> for vector type"
        )
        if not self.at_kind("int"):
            raise self.error(vector_message, start)
        count = _int(self.toks[self.i].text)
        if count <= 0 or count > 0xFFFF:
            raise self.error("invalid number of vector elements")
        self.i += 1
        if not self.at("x"):
            raise self.error(vector_message, start)
        self.i += 1
        tok = self.tok()
        if tok is None or tok.kind != "ident" or tok.text[0] not in "sp":
            raise self.error(vector_message, start)
        self.scalar_type(tok, vector=True)
        self.i += 1
        if not self.at(">"):
            raise self.error(vector_message, start)
        self.i += 1

    def scalar_type(self, tok: Token, vector: bool) -> None:
        digits = tok.text[1:]
        if not _DIGITS.fullmatch(digits):
            raise self.error("expected integers after 's'/'p' type character")
        value = _int(digits)
        if tok.text[0] == "s":
            if vector and not 0 < value <= 0xFFFF:
                raise self.error("invalid size for scalar element in vector")
            if value > 0xFFFF:
                raise self.error("invalid size for scalar type")
        elif value >= 1 << 24:
            raise self.error("invalid address space number")

    # -- other operands
    def operand_with_target_flags(self) -> Operand:
        if not self.at("target-flags"):
            return self.operand()
        start = self.col()
        self.i += 1
        self.expect("(")
        if not self.at_kind("ident"):
            raise self.error("expected the name of the target flag")
        self.i += 1
        while self.at(","):
            self.i += 1
            if not self.at_kind("ident"):
                raise self.error("expected the name of the target flag")
            self.i += 1
        self.expect(")")
        inner_col = self.col()
        inner = self.operand()
        if inner.kind == "reg":
            raise self.error("register operands can't have target flags", inner_col)
        return Operand(inner.kind, self.line[start : self.end_col()], imm=inner.imm)

    def offset(self) -> int:
        """An optional `+ N` / `- N`; its value (0 without one)."""
        if not (self.at("+") or self.at("-")):
            return 0
        sign = self.toks[self.i].text
        self.i += 1
        if not self.at_kind("int"):
            raise self.error(f"expected an integer literal after '{sign}'")
        value = _int(self.toks[self.i].text)
        if value < INT64_MIN or value > UINT64_MAX:
            raise self.error("expected 64-bit integer (too large)")
        self.i += 1
        return -value if sign == "-" else value

    def md_node(self) -> None:
        """`!N`, at the current `!`."""
        if not self.at_kind("exclaim"):
            raise self.error("expected metadata node")
        self.i += 1
        if not self.at_kind("int") or self.toks[self.i].text.startswith("-"):
            raise self.error("expected metadata id after '!'")
        self.unsigned32()
        self.i += 1

    def operand(self) -> Operand:
        tok = self.tok()
        if tok is None:
            raise self.error("expected a machine operand")
        kind = tok.kind
        if self.at_register_start():
            return self.register_operand(is_def=False)
        start = tok.col
        if kind == "int":
            value = _int(tok.text)
            if value < INT64_MIN or value > UINT64_MAX:
                raise self.error("integer literal is too large to be an immediate operand")
            self.i += 1
            return Operand("imm", tok.text, imm=value)
        result: str
        if kind == "ident":
            result = self.keyword_operand(tok)
        elif kind == "mbb":
            self.number_suffix(tok, "%bb.")
            self.i += 1
            result = "mbb"
        elif kind == "frame":
            self.number_suffix(tok, "%stack." if tok.text.startswith("%stack.") else "%fixed-stack.")
            self.i += 1
            result = "frame"
        elif kind == "const" or kind == "jump_table":
            self.number_suffix(tok, "%const." if kind == "const" else "%jump-table.")
            self.i += 1
            if kind == "const":
                self.offset()
            result = kind
        elif kind == "subreg_index":
            self.i += 1
            result = kind
        elif kind in ("global", "external", "mcsymbol"):
            self.i += 1
            self.offset()
            result = kind
        elif kind == "exclaim":
            self.md_node()
            result = "metadata"
        elif kind == "metadata" and tok.text == "!DIExpression":
            self.i += 1
            if not self.at("("):
                raise self.error("expected '('")
            self.balanced()
            result = "metadata"
        elif kind == "punct" and tok.text == "." and self.symbolic_follows():
            self.i += 2
            result = "symbolic_imm"
        else:
            raise self.error("expected a machine operand")
        return Operand(result, self.line[start : self.end_col()])

    def symbolic_follows(self) -> bool:
        nxt = self.toks[self.i + 1] if self.i + 1 < self.n else None
        return nxt is not None and nxt.kind == "ident" and nxt.col == self.toks[self.i].col + 1

    def number_suffix(self, tok: Token, prefix: str) -> None:
        digits = tok.text[len(prefix) :].split(".", 1)[0]
        if _int(digits) >= UINT32_LIMIT:
            raise self.error("expected 32-bit integer (too large)")

    def keyword_operand(self, tok: Token) -> str:
        """The kind of the operand that starts with the identifier `tok`, consumed."""
        word = tok.text
        if word in FLOAT_TYPES:
            self.i += 1
            if not self.at_kind("float", "hex"):
                raise self.error("expected a floating point literal")
            self.i += 1
            return "fpimm"
        if word in _CFI_KEYWORDS:
            self.cfi_operand(word)
            return "cfi"
        keyword = _KEYWORD_OPERANDS.get(word)
        if keyword is not None:
            self.i += 1
            return keyword(self, word)
        if _REGMASK_NAME.fullmatch(word):
            self.i += 1
            return "regmask"
        if _CIMM_TYPE.fullmatch(word):
            self.i += 1
            if self.at_kind("int"):
                value = _int(self.toks[self.i].text)
                if value < INT64_MIN or value > UINT64_MAX:
                    raise self.error("integer literal is too large to be an immediate operand")
            elif not (self.at("true") or self.at("false")):
                raise self.error("expected an integer literal")
            self.i += 1
            return "cimm"
        # llc reads any other identifier as a typed immediate (`s32 5` is none for AMDGPU).
        if word[0] not in "isp":
            raise self.error("a typed immediate operand should start with one of 'i', 's', or 'p'")
        if not _DIGITS.fullmatch(word[1:]):
            raise self.error("expected integers after 'i'/'s'/'p' type character")
        at = self.col()
        self.i += 1
        if not self.at_kind("int"):
            raise self.error("expected an integer literal")
        raise self.error("expected type", at)  # a low-level type where the IR parser wants one

    # -- keyword operands, each after its keyword (see _KEYWORD_OPERANDS)
    def target_index_operand(self, word: str) -> str:
        self.expect("(")
        if not self.at_kind("ident"):
            raise self.error("expected the name of the target index")
        self.i += 1
        self.expect(")")
        self.offset()
        return "target_index"

    def intrinsic_operand(self, word: str) -> str:
        self.expect("(", "expected syntax intrinsic(@llvm.whatever)")
        if not self.at_kind("global"):
            raise self.error("expected syntax intrinsic(@llvm.whatever)")
        self.i += 1
        self.expect(")", "expected ')' to terminate intrinsic name")
        return "intrinsic"

    def blockaddress_operand(self, word: str) -> str:
        self.expect("(")
        if not self.at_kind("global"):
            raise self.error("expected a global value")
        self.i += 1
        self.expect(",")
        if not self.at_kind("ir_block"):
            raise self.error("expected an IR block reference")
        self.i += 1
        self.expect(")")
        self.offset()
        return "blockaddress"

    def predicate_operand(self, word: str) -> str:
        self.expect("(", "expected syntax intpred(whatever) or floatpred(whatever")
        if not self.at_kind("ident"):
            raise self.error("expected a predicate name")
        name = self.toks[self.i].text
        if word == "intpred" and name not in _INT_PREDICATES:
            raise self.error("invalid integer predicate")
        if word == "floatpred" and name not in _FLOAT_PREDICATES:
            raise self.error("invalid floating-point predicate")
        self.i += 1
        self.expect(")", "predicate should be terminated by ')'.")
        return "predicate"

    def shufflemask_operand(self, word: str) -> str:
        self.expect("(", "expected syntax shufflemask(<integer or undef>, ...)")
        while True:
            if not (self.at("undef") or self.at_kind("int")):
                raise self.error("expected integer constant")
            self.i += 1
            if not self.at(","):
                break
            self.i += 1
        self.expect(")", "shufflemask should be terminated by ')'.")
        return "shufflemask"

    def dbg_instr_ref_operand(self, word: str) -> str:
        syntax = "expected syntax dbg-instr-ref(<unsigned>, <unsigned>)"
        self.expect("(", syntax)
        for what in ("instruction", "operand"):
            if not self.at_kind("int") or self.toks[self.i].text.startswith("-"):
                raise self.error(f"expected unsigned integer for {what} index")
            self.unsigned32()
            self.i += 1
            if what == "instruction":
                self.expect(",", syntax)
        self.expect(")", syntax)
        return "dbg_instr_ref"

    def register_list_operand(self, word: str) -> str:
        """`liveout($r, ...)`, or `CustomRegMask($r, ...)` (which may be empty)."""
        self.expect("(")
        while True:
            if not self.at(")") or word == "liveout":
                if not self.at_kind("preg"):
                    raise self.error("expected a named register")
                self.i += 1
            if not self.at(","):
                break
            self.i += 1
        self.expect(")")
        return "liveout" if word == "liveout" else "regmask"

    def lanemask_operand(self, word: str) -> str:
        if not self.at("("):
            raise self.error("expected '('")
        self.balanced()
        return "lanemask"

    def cfi_operand(self, word: str) -> None:
        self.i += 1
        if word in _CFI_PLAIN:
            return
        if word == "escape":
            while True:
                if not self.at_kind("hex"):
                    raise self.error("expected a hexadecimal literal")
                if _int(self.toks[self.i].text) > 0xFF:
                    raise self.error("expected a 8-bit integer (too large)")
                self.i += 1
                if not self.at(","):
                    return
                self.i += 1
        if word in _CFI_OFFSET:
            self.cfi_offset()
            return
        self.cfi_register()
        if word in _CFI_REGISTER:
            return
        self.expect(",")
        if word == "register":
            self.cfi_register()
            return
        self.cfi_offset()
        if word == "llvm_def_aspace_cfa":
            self.expect(",")
            if not self.at_kind("int"):
                raise self.error("expected a cfi address space literal")
            if self.toks[self.i].text.startswith("-"):
                raise self.error("expected an unsigned integer (cfi address space)")
            self.i += 1

    def cfi_register(self) -> None:
        if not self.at_kind("preg"):
            raise self.error("expected a cfi register")
        self.i += 1

    def cfi_offset(self) -> None:
        if not self.at_kind("int"):
            raise self.error("expected a cfi offset")
        if not -(1 << 31) <= _int(self.toks[self.i].text) < 1 << 31:
            raise self.error("expected a 32 bit integer (the cfi offset is too large)")
        self.i += 1

    def trailers(self) -> list[tuple[str, str]]:
        """The trailers, in llc's order. llc reads them in that order and then, at anything but
        the end of the line, skips one token and reads what follows as a new instruction, which
        is where it reports a trailer out of order."""
        out: list[tuple[str, str]] = []
        rank = -1
        while self.at_trailer():
            key = self.toks[self.i].text
            if TRAILER_ORDER[key] <= rank:
                self.i += 1
                raise self.error("expected a machine instruction")
            rank = TRAILER_ORDER[key]
            out.append(self.trailer())
            if self.at_operand_end():
                break
            if not self.at(","):
                raise self.error("expected ',' before the next machine operand")
            self.i += 1
            if key in TRAILERS_LAST:
                raise self.error("expected a machine instruction")  # the comma was the token skipped
            if self.at_operand_end():
                raise self.error("expected a machine operand")
            if not self.at_trailer():
                raise self.error("machine operands must precede instruction trailers")
        return out

    def trailer(self) -> tuple[str, str]:
        key = self.toks[self.i].text
        self.i += 1
        start = self.col()
        if key in ("pre-instr-symbol", "post-instr-symbol"):
            if not self.at_kind("mcsymbol"):
                raise self.error(f"expected a symbol after '{key}'")
            self.i += 1
        elif key in ("heap-alloc-marker", "pcsections"):
            if not self.at_kind("exclaim"):
                raise self.error(f"expected a MDNode after '{key}'")
            self.md_node()
        elif key in ("cfi-type", "debug-instr-number"):
            if not self.at_kind("int"):
                raise self.error(f"expected an integer literal after '{key}'")
            # llc reads a negative literal as its two's complement in the fewest bits, which
            # fits 32 bits down to -2^31 (checked against llc 22).
            if _int(self.toks[self.i].text) < -(1 << 31):
                raise self.error("expected 32-bit integer (too large)")
            if not self.toks[self.i].text.startswith("-"):
                self.unsigned32()
            self.i += 1
        elif key == "deactivation-symbol":
            if not self.at_kind("global", "external"):
                raise self.error(f"expected a symbol after '{key}'")
            self.i += 1
        else:  # debug-location
            if self.at_kind("exclaim"):
                self.md_node()
            elif self.at_kind("metadata") and self.toks[self.i].text == "!DILocation":
                self.i += 1
                if not self.at("("):
                    raise self.error("expected '('")
                self.balanced()
            else:
                raise self.error("expected a metadata node after 'debug-location'")
        return key, self.line[start : self.end_col()]

    # -- memory operands
    def memoperand(self) -> str:
        if not self.at("("):
            raise self.error("expected '('")
        start = self.col()
        self.i += 1
        while (self.at_kind("ident") and self.toks[self.i].text in _MEMORY_FLAGS) or self.at_kind("string"):
            self.i += 1
        if not (self.at("load") or self.at("store")):
            raise self.error("expected 'load' or 'store' memory operation")
        loads = self.at("load")
        stores = not loads
        self.i += 1
        if self.at("store"):
            stores = True
            self.i += 1
        if self.at("syncscope"):
            self.i += 1
            self.expect("(", "expected '(' in syncscope")
            if not self.at_kind("string"):
                raise self.error("expected string constant")
            self.i += 1
            self.expect(")", "expected ')' in syncscope")
        for _ in range(2):
            if self.at_kind("ident") and self.toks[self.i].text != "unknown-size":
                if self.toks[self.i].text not in _ORDERINGS:
                    raise self.error("expected an atomic scope, ordering or a size specification")
                self.i += 1
        if self.at_kind("int"):
            self.uint64()
            self.i += 1
        elif self.at("unknown-size"):
            self.i += 1
        elif self.at("("):
            self.i += 1
            self.low_level_type()
            self.expect(")")
        else:
            raise self.error(
                "expected memory LLT, the size integer literal or 'unknown-size' after memory operation"
            )
        pointer_offset = 0
        if self.at_kind("ident"):
            word = "on" if loads and stores else "from" if loads else "into"
            if self.toks[self.i].text != word:
                raise self.error(f"expected '{word}'")
            self.i += 1
            pointer_offset = self.pointer_info()
        while self.at(","):
            self.i += 1
            tok = self.tok()
            if tok is not None and tok.kind == "ident" and tok.text in ("align", "basealign", "addrspace"):
                self.i += 1
                if not self.at_kind("int") or self.toks[self.i].text.startswith("-"):
                    raise self.error(f"expected an integer literal after '{tok.text}'")
                if tok.text == "addrspace":
                    self.unsigned32()
                    self.i += 1
                else:
                    value = self.uint64()
                    self.i += 1
                    if value & (value - 1) or value == 0:
                        raise self.error("expected a power-of-2 literal after 'align'")
                    if tok.text == "align" and pointer_offset & (value - 1):
                        # llc: an offset the alignment does not divide wants `basealign`
                        raise self.error("specified alignment is more aligned than offset")
            elif tok is not None and tok.kind == "metadata" and tok.text in _MEMORY_METADATA:
                self.i += 1
                self.md_node()
            else:
                raise self.error(_MEMOP_ATTRIBUTES)
        self.expect(")")
        return self.line[start : self.end_col()]

    def pointer_info(self) -> int:
        """The pointer of a memory operand; the offset after it."""
        tok = self.tok()
        if tok is None:
            raise self.error("expected an IR value reference")
        if (tok.kind == "ident" and tok.text in _PSEUDO_VALUES) or tok.kind == "frame":
            if tok.kind == "frame":
                self.number_suffix(tok, "%stack." if tok.text.startswith("%stack.") else "%fixed-stack.")
            self.i += 1
        elif tok.kind == "ident" and tok.text == "call-entry":
            self.i += 1
            if not self.at_kind("global", "external"):
                raise self.error("expected a global value or an external symbol after 'call-entry'")
            self.i += 1
        elif tok.kind == "ident" and tok.text == "custom":
            self.i += 1
            if not self.at_kind("string"):
                raise self.error("expected string constant")
            self.i += 1
        elif tok.kind in ("ir_value", "global", "backtick") or (
            tok.kind == "ident" and tok.text == "unknown-address"
        ):
            self.i += 1
        else:
            raise self.error("expected an IR value reference")
        return self.offset()

    # -- block headers and lists
    def block_header(self) -> BlockHeader:
        tok = self.tok()
        if tok is None or tok.kind != "bb_label":
            raise self.error("expected a basic block definition")
        number, _, name = tok.text[3:].partition(".")
        if _int(number) >= UINT32_LIMIT:
            raise self.error("expected 32-bit integer (too large)")
        self.i += 1
        attrs: list[str] = []
        if self.at("("):
            self.i += 1
            while True:
                start = self.col()
                if self.block_attribute():
                    attrs.append(self.line[start : self.end_col()])
                if not self.at(","):
                    break
                self.i += 1
            self.expect(")")
        self.expect(":")
        if not self.at_end():
            raise self.error("expected the end of the line after the basic block definition")
        return BlockHeader(_int(number), name or None, attrs)

    def block_attribute(self) -> bool:
        """Consume one attribute, if there is one (as MIParser, an empty one is allowed)."""
        tok = self.tok()
        if tok is not None and tok.kind == "ir_block":
            self.i += 1
            return True
        if tok is None or tok.kind != "ident":
            return False
        word = tok.text
        if word in (
            "machine-block-address-taken",
            "landing-pad",
            "inlineasm-br-indirect-target",
            "ehfunclet-entry",
            "ehscope-entry",
            "address-taken",
        ):
            self.i += 1
        elif word == "ir-block-address-taken":
            self.i += 1
            if not self.at_kind("ir_block"):
                raise self.error("expected basic block after 'ir_block_address_taken'")
            self.i += 1
        elif word == "align":
            self.i += 1
            if not self.at_kind("int") or self.toks[self.i].text.startswith("-"):
                raise self.error("expected an integer literal after 'align'")
            value = self.uint64()
            self.i += 1
            if value & (value - 1) or value == 0:
                raise self.error("expected a power-of-2 literal after 'align'")
        elif word == "bbsections":
            self.i += 1
            if self.at_kind("int"):
                if not 0 <= _int(self.toks[self.i].text) < UINT32_LIMIT:
                    raise self.error("Unknown Section ID")
            elif not (self.at("Exception") or self.at("Cold")):
                raise self.error("Unknown Section ID")
            self.i += 1
        elif word == "bb_id":
            self.i += 1
            for what in ("BB", "Clone"):
                if not self.at_kind("int") or not 0 <= _int(self.toks[self.i].text) < UINT32_LIMIT:
                    if what == "Clone":
                        break
                    raise self.error("Unknown BB ID")
                self.i += 1
        elif word == "call-frame-size":
            self.i += 1
            if not self.at_kind("int"):
                raise self.error("expected an integer literal after 'call-frame-size'")
            self.unsigned32()
            self.i += 1
        else:
            raise self.error(f"unknown basic block attribute '{word}'")
        return True

    def list_start(self, keyword: str) -> bool:
        """Consume `keyword:`; return whether a (non-empty) list follows."""
        self.i += 1
        self.expect(":")
        return not self.at_end()

    def list_end(self) -> None:
        if not self.at_end():
            raise self.error("expected line break at the end of a list")

    def successors(self) -> list[tuple[int, int | None]]:
        result: list[tuple[int, int | None]] = []
        if not self.list_start("successors"):
            return result
        while True:
            tok = self.tok()
            if tok is None or tok.kind != "mbb":
                raise self.error("expected a machine basic block reference")
            number = _int(tok.text[4:].split(".", 1)[0])
            if number >= UINT32_LIMIT:
                raise self.error("expected 32-bit integer (too large)")
            self.i += 1
            prob: int | None = None
            if self.at("("):
                self.i += 1
                if not self.at_kind("int", "hex"):
                    raise self.error("expected an integer literal after '('")
                prob = self.unsigned32()
                self.i += 1
                self.expect(")")
            result.append((number, prob))
            if not self.at(","):
                break
            self.i += 1
        self.list_end()
        return result

    def liveins(self) -> list[str]:
        result: list[str] = []
        if not self.list_start("liveins"):
            return result
        while True:
            if not self.at_kind("preg"):
                raise self.error("expected a named register")
            start = self.col()
            self.i += 1
            if self.at(":"):
                self.i += 1
                if not self.at_kind("int", "hex"):
                    raise self.error("expected a lane mask")
                if not 0 <= _int(self.toks[self.i].text) <= UINT64_MAX:
                    raise self.error("invalid lane mask value")
                self.i += 1
            result.append(self.line[start : self.end_col()])
            if not self.at(","):
                break
            self.i += 1
        self.list_end()
        return result


# Operands that start with a keyword: the method that reads the rest, after the keyword.
_KEYWORD_OPERANDS = {
    "target-index": _Parser.target_index_operand,
    "intrinsic": _Parser.intrinsic_operand,
    "blockaddress": _Parser.blockaddress_operand,
    "intpred": _Parser.predicate_operand,
    "floatpred": _Parser.predicate_operand,
    "shufflemask": _Parser.shufflemask_operand,
    "dbg-instr-ref": _Parser.dbg_instr_ref_operand,
    "liveout": _Parser.register_list_operand,
    "CustomRegMask": _Parser.register_list_operand,
    "lanemask": _Parser.lanemask_operand,
}


def parse_instruction(line: str, line_no: int) -> ParsedInstruction:
    """Parse one instruction line completely, or raise MIRError at the offending column."""
    return _Parser(line, line_no).instruction()


@dataclass(slots=True)
class BlockHeader:
    number: int
    name: str | None
    attributes: list[str]


def parse_block_header(line: str, line_no: int) -> BlockHeader:
    m = BLOCK_HEADER.match(line)
    if m is not None:
        attrs_text = m.group("attrs")
        attrs = [part.strip() for part in attrs_text.split(",")] if attrs_text is not None else []
        if all(_BLOCK_ATTR.fullmatch(a) for a in attrs):
            return BlockHeader(_int(m.group("number")), m.group("name"), attrs)
    return _Parser(line, line_no).block_header()


_SUCCESSORS = re.compile(
    r"[ ]*successors:(?: (%bb\.\d{1,9}(?:\." + NAME + r")?(?:\((?:0x[0-9A-Fa-f]{1,8}|\d{1,9})\))?"
    r"(?:, %bb\.\d{1,9}(?:\." + NAME + r")?(?:\((?:0x[0-9A-Fa-f]{1,8}|\d{1,9})\))?)*))?[ ]*"
)
_SUCCESSOR = re.compile(r"%bb\.(\d+)(?:\.[A-Za-z0-9_.$-]+)?(?:\((0x[0-9A-Fa-f]+|\d+)\))?")
_LIVEIN = r"\$[A-Za-z0-9_]+(?::0x[0-9A-Fa-f]{1,16})?"
_LIVEINS = re.compile(rf"[ ]*liveins:(?: ({_LIVEIN}(?:, {_LIVEIN})*))?[ ]*")


def parse_successors(line: str, line_no: int) -> list[tuple[int, int | None]]:
    m = _SUCCESSORS.fullmatch(line)
    if m is None:
        parser = _Parser(line, line_no)
        return parser.successors()
    if m.group(1) is None:
        return []
    result: list[tuple[int, int | None]] = []
    for s in _SUCCESSOR.finditer(m.group(1)):
        prob = s.group(2)
        result.append((_int(s.group(1)), _int(prob) if prob is not None else None))
    return result


def parse_liveins(line: str, line_no: int) -> list[str]:
    m = _LIVEINS.fullmatch(line)
    if m is None:
        return _Parser(line, line_no).liveins()
    return m.group(1).split(", ") if m.group(1) is not None else []
