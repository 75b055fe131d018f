"""Machine operands as MIR spells them."""

from __future__ import annotations

from dataclasses import dataclass, field

REGISTER_FLAGS: tuple[str, ...] = (
    "implicit",
    "implicit-def",
    "def",
    "dead",
    "killed",
    "undef",
    "internal",
    "early-clobber",
    "debug-use",
    "renamable",
)
REGISTER_FLAG_SET = frozenset(REGISTER_FLAGS)

INSTRUCTION_FLAGS = frozenset(
    {
        "frame-setup",
        "frame-destroy",
        "nnan",
        "ninf",
        "nsz",
        "arcp",
        "contract",
        "afn",
        "reassoc",
        "nuw",
        "nsw",
        "nusw",
        "exact",
        "nneg",
        "disjoint",
        "samesign",
        "inbounds",
        "nofpexcept",
        "nomerge",
        "unpredictable",
        "noconvergent",
    }
)

# The instruction trailers llc 22 reads, in the only order it reads them (each at most once; it
# has no `mmra`). After most of them a comma may follow; after the two of TRAILERS_LAST nothing
# but the memory operands may (llc checks them in this order, then stops at anything else).
TRAILER_ORDER = {
    "pre-instr-symbol": 0,
    "post-instr-symbol": 1,
    "heap-alloc-marker": 2,
    "pcsections": 3,
    "cfi-type": 4,
    "deactivation-symbol": 5,
    "debug-instr-number": 6,
    "debug-location": 7,
}
TRAILERS_LAST = frozenset({"deactivation-symbol", "debug-location"})
TRAILER_KEYWORDS = frozenset(TRAILER_ORDER)


@dataclass(slots=True)
class Operand:
    """One operand.

    `kind` is one of: reg, imm, symbolic_imm, cimm, fpimm, mbb, frame, const, jump_table,
    subreg_index, global, external, mcsymbol, regmask, metadata, target_index, blockaddress,
    intrinsic, predicate, shufflemask, lanemask, dbg_instr_ref, liveout, cfi.

    Register operands carry their parts in `reg`, `flags`, `subreg`, `reg_class`, `tied_def`
    and `llt`; `text` is the canonical spelling of any operand and is what gets printed.
    """

    kind: str
    text: str
    reg: str | None = None
    flags: tuple[str, ...] = ()
    subreg: str | None = None
    reg_class: str | None = None
    tied_def: int | None = None
    llt: str | None = None
    imm: int | None = None
    comment: str | None = field(default=None, compare=False)

    @property
    def is_reg(self) -> bool:
        return self.kind == "reg"

    @property
    def is_def(self) -> bool:
        """True for explicit defs (placed before `=`) and `implicit-def`/`def` operands."""
        return "def" in self.flags or "implicit-def" in self.flags

    @property
    def is_implicit(self) -> bool:
        return "implicit" in self.flags or "implicit-def" in self.flags

    @staticmethod
    def register(name: str, *flags: str, subreg: str | None = None) -> Operand:
        """A register operand; `name` includes its sigil (`$vgpr0`, `%3`)."""
        op = Operand("reg", "", reg=name, flags=tuple(flags), subreg=subreg)
        op.text = format_register(op)
        return op

    @staticmethod
    def immediate(value: int) -> Operand:
        return Operand("imm", str(value), imm=value)


def format_register(op: Operand, *, as_def_list: bool = False) -> str:
    """Spell a register operand the way llc's MIR printer does."""
    parts = [f for f in op.flags if not (as_def_list and f == "def")]
    name = op.reg or "$noreg"
    if op.subreg:
        name += "." + op.subreg
    if op.reg_class:
        name += ":" + op.reg_class
    if op.tied_def is not None:
        name += f"(tied-def {op.tied_def})"
    if op.llt:
        name += f"({op.llt})"
    parts.append(name)
    return " ".join(parts)
