"""What the hazard records know of an opcode: its class bits (LLVM's SIInstrInfo predicates as
the hazard code uses them) and the operand positions the checks look at, from the generated
opcode tables."""

from __future__ import annotations

from mirpass.target.opcodes import OpcodeInfo

# Instruction class bits (LLVM's SIInstrInfo predicates, as the hazard code uses them).
VALU = 1 << 0  # isVALU: VALU, TRANS, DOT, MFMA/SMFMAC, LDS DMA
MFMA = 1 << 1  # isMFMA (MAI other than V_ACCVGPR_READ/WRITE)
DOT = 1 << 2
DGEMM = 1 << 3
XDL = 1 << 4  # SIInstrInfo::isXDL on gfx940+
MEM = 1 << 5  # isVMEM || isFLAT || isDS
EXP = 1 << 6
TRANS = 1 << 7
ASM = 1 << 8  # inline asm: counts 0 wait states, still matched by hazard predicates
BUNDLE = 1 << 9  # a BUNDLE header: skipped by the backward walk
VMEM_FLAT = 1 << 10  # isVMEM || isFLAT (not DS)
DPP = 1 << 11
SDWA = 1 << 12
STORE = 1 << 13  # mayStore
MUBUF = 1 << 14  # MUBUF/MTBUF (buffer segment)
FLAT = 1 << 15  # FLAT/GLOBAL/SCRATCH segments
SMEM = 1 << 16
SALU = 1 << 17
NOP = 1 << 18
# Pseudo classes, for skipping searches whose predicate cannot match in the window:
FWD = 1 << 19  # a VALU that may write part of its destination (SDWA dst_sel, DST_OP_SEL)
WIDE_STORE = 1 << 20  # a MUBUF/FLAT store of more than 64 bits of data (createsVALUHazard)
VW_SCALAR = 1 << 21  # a VALU that writes a register unit outside the VGPR/AGPR files
SALU_M0 = 1 << 22  # an SALU that writes M0
# Combined masks, as the hot loops test them (made once: Python does not fold `ASM | BUNDLE`
# of module names, it would look both up and or them per record).
UNCOUNTED = ASM | BUNDLE  # no wait state of their own
PRODUCERS = MFMA | DOT | VALU  # indexed in the producer tables
MAI = MFMA | DOT



def _class_bits(info: OpcodeInfo) -> int:
    """The class bits of an opcode, from its kind, memory segment and encoding facts."""
    kind = info.kind
    cls = _KIND_BITS.get(kind, 0)
    if kind in ("MFMA", "SMFMAC"):
        if info.mfma_class == "DGEMM":
            cls |= DGEMM
        elif info.xdl:
            cls |= XDL
    if kind in ("VMEM", "LDS_DMA"):
        if info.segment in ("FLAT", "GLOBAL", "SCRATCH"):
            cls |= FLAT
        elif info.segment == "BUFFER":
            cls |= MUBUF
    if info.name == "BUNDLE":
        cls |= BUNDLE
    if info.may_store:
        cls |= STORE
    if info.is_dpp:
        cls |= DPP
    if info.is_sdwa:
        cls |= SDWA
    return cls


# The class bits each opcode kind has (LLVM's isVALU counts TRANS, DOT, MAI and LDS DMA).
_KIND_BITS = {
    "VALU": VALU,
    "TRANS": VALU | TRANS,
    "DOT": VALU | DOT,
    "MFMA": VALU | MFMA,
    "SMFMAC": VALU | MFMA,
    "LDS_DMA": VALU | MEM | VMEM_FLAT,
    "VMEM": MEM | VMEM_FLAT,
    "DS": MEM,
    "GDS": MEM,
    "EXP": EXP,
    "INLINEASM": ASM,
    "SMEM": SMEM,
    "SALU": SALU,
    "NOP": NOP,
}


class OpcodeFacts:
    """What the recognizer needs to know about one opcode on one CPU."""

    __slots__ = (
        "name",
        "info",
        "cls",
        "src2",
        "passes",
        "dgemm_kind",
        "data_index",
        "wide_data",
        "src0_mods",
        "src2_mods",
        "has_op_sel",
        "dst_sel",
        "special",
        "fmt_latency",
        "hz",
        "route",
    )

    def __init__(self, info: OpcodeInfo) -> None:
        self.name = info.name
        self.info = info
        cls = _class_bits(info)
        name = info.name
        self.cls = cls
        roles = info.operand_roles
        self.src2 = roles.get("src2", -1)
        self.passes = info.passes or 0
        # DGEMM shape: LLVM tests the producer's opcode for the two F64 shapes.
        self.dgemm_kind = 0
        if cls & DGEMM:
            self.dgemm_kind = 4 if "4X4X4" in name else 16
        # Store data (`vdata`) and whether it is wider than 64 bits (12-dword store hazard).
        self.data_index = roles.get("data", -1) if info.may_store else -1
        self.wide_data = False
        if self.data_index >= 0 and self.data_index < len(info.operand_classes):
            bits = "".join(ch for ch in info.operand_classes[self.data_index].split("=")[0] if ch.isdigit())
            self.wide_data = bool(bits) and int(bits) > 64
        # src0_modifiers is the immediate right before src0 in VOP3/VOP3P/SDWA forms.
        src0 = roles.get("src0", -1)
        classes = info.operand_classes
        self.src0_mods = src0 - 1 if src0 > 0 and classes[src0 - 1] == "i" and cls & VALU else -1
        self.has_op_sel = self.src0_mods >= 0 and info.has_op_sel
        src2 = roles.get("src2", -1)
        self.src2_mods = src2 - 1 if src2 > 0 and classes[src2 - 1] == "i" and cls & VALU else -1
        self.dst_sel = -1
        if cls & SDWA and info.num_defs:
            # V_*_sdwa: ..., clamp, omod?, dst_sel, dst_unused, src0_sel[, src1_sel]. VOPC and the
            # FP8 conversions (V_CVT_F32_FP8_sdwa, ...) have no dst_sel, dst_unused pair: at most
            # clamp, omod and the source selects follow their last source.
            n_sel = 2 if roles.get("src1", -1) >= 0 else 1
            last_source = max(roles.get("src0", -1), roles.get("src1", -1))
            if last_source >= 0 and len(classes) - 1 - last_source >= 3 + n_sel:
                self.dst_sel = len(classes) - 2 - n_sel
        if cls & VALU and ((cls & SDWA and self.dst_sel >= 0) or (self.has_op_sel and self.src0_mods >= 0)):
            self.cls |= FWD
        if cls & VALU and (info.fp4_dst_sel or (info.fp8_dst_sel and self.src2_mods >= 0)):
            self.cls |= FWD
        if cls & ASM:
            self.cls |= FWD  # llc takes every register inline asm defines as a forwarded one
        if cls & STORE and cls & (MUBUF | FLAT) and self.wide_data and self.data_index >= 0:
            self.cls |= WIDE_STORE
        self.hz: int | None = None  # the recognizer's opcode flags, made on first use
        self.route: int | None = None  # which of the recognizer's checks apply, on first use
        # What `RecordBuilder.build` must look at beyond the operands: 1 NOP, 2 meta, 3 format.
        self.special = 1 if cls & NOP else 2 if info.is_meta else 0
        self.fmt_latency = info.latency if info.passes_depend_on_format and info.latency else 0
        if self.fmt_latency and not self.special:
            self.special = 3
