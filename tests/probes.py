"""Build one MIR instruction for any opcode from its operand classes in the opcode tables, for
differential tests that put every opcode of a kind through llc and mirpass."""

from __future__ import annotations

import re

from mirpass.target.opcodes import OpcodeInfo, load_opcode_table

BANKS = {"v": "vgpr", "vs": "vgpr", "av": "vgpr", "a": "agpr", "s": "sgpr"}


def register(cls: str, base: int, banks: dict[str, str] | None = None) -> str | None:
    """A register of operand class `cls` (`v64`, `s128`, ...) starting at `base`; `banks`
    overrides the register file of a class prefix (e.g. `{"av": "agpr"}`)."""
    m = re.fullmatch(r"([a-z]+)(\d+)", cls)
    if m is None or m.group(1) not in BANKS or int(m.group(2)) % 32:
        return None
    bank, count = (banks or {}).get(m.group(1), BANKS[m.group(1)]), int(m.group(2)) // 32
    if bank == "sgpr" and count > 1:
        base -= base % min(count, 4)  # SGPR tuples are aligned
    return "$" + "_".join(f"{bank}{base + k}" for k in range(count))


def instruction(
    name: str,
    info: OpcodeInfo,
    immediates: dict[int, str] | None = None,
    first_base: int = 0,
    *,
    use_base: int = 40,
    banks: dict[str, str] | None = None,
    bases: dict[int, int] | None = None,
) -> tuple[str, list[str]] | None:
    """`(text, operands)`: the instruction with its implicit operands, registers counted up from
    `first_base` for the defs and from `use_base` (8 apart) for the rest, SGPRs from 40 whatever
    `use_base` is; `banks` overrides the register file of a class prefix (`{"av": "agpr"}`),
    `bases` the first register of an operand (by number); `immediates` (by operand number) may
    stand in for a register use too. None if a class cannot be built."""
    ops: list[str] = []
    step = 0
    for k, cls in enumerate(info.operand_classes):
        kind, _, tied = cls.partition("=")
        if tied:
            ops.append(ops[int(tied)])
        elif kind == "i" or (k >= info.num_defs and k in (immediates or {})):
            ops.append((immediates or {}).get(k, "0"))
        else:
            if k < info.num_defs:
                base = first_base
            else:
                prefix = kind.rstrip("0123456789")
                sgpr = (banks or {}).get(prefix, BANKS.get(prefix)) == "sgpr"
                base = (40 if sgpr else use_base) + 8 * step
            if bases and k in bases:
                base = bases[k]
            reg = register(kind, base, banks)
            if reg is None:
                return None
            ops.append(reg)
            if k >= info.num_defs:
                step += 1
    implicit = [f"implicit-def ${r}" for r in info.implicit_defs] + [
        f"implicit ${r}" for r in info.implicit_uses
    ]
    defs, uses = ops[: info.num_defs], ops[info.num_defs :]
    head = f"{', '.join(defs)} = " if defs else ""
    return f"{head}{name} {', '.join(uses + implicit)}".rstrip(), ops


# Image dims of gfx10+ (the `dim` operand's encoding order): (coordinates, gradients) of each.
IMAGE_DIMS = ((1, 2), (2, 4), (3, 6), (3, 4), (2, 2), (3, 4), (3, 4), (4, 4))
_MSAA_DIMS = (6, 7)
_IMAGE_VARIANT = re.compile(r"(_nortn|_NORTN)?_V\d+(_V\d+)?(_nsa|_sa)?(_gfx\w+|_vi)?$")


def _bits(cls: str) -> int:
    return int(re.sub(r"\D", "", cls.split("=")[0]))


def image_address_words(name: str, dim: int) -> int | None:
    """How many 32-bit address words the image opcode `name` takes for `dim` with 32-bit
    addresses (the size llc's verifier checks), None for ops this does not model (BVH)."""
    base = _IMAGE_VARIANT.sub("", name).removeprefix("IMAGE_")
    coords, gradients = IMAGE_DIMS[dim]
    if base == "GET_RESINFO":
        return 1  # the mip level only
    if base.startswith(("LOAD", "STORE")):
        return coords + ("_MIP" in base)
    if base.startswith(("ATOMIC_", "MSAA_LOAD", "GET_LOD")):
        return coords
    m = re.fullmatch(r"(?:SAMPLE|GATHER4H?)((?:_[A-Z0-9]+)*)", base)
    if m is None:
        return None
    flags = m.group(1).split("_")[1:]
    words = coords + sum(f in ("C", "B", "O") for f in flags) + sum(f in ("L", "CL") for f in flags)
    if "D" in flags:
        # 16-bit gradients are packed two to a word, padded to an even number of words
        words += 2 * ((gradients // 2 + 1) // 2) if "G16" in flags else gradients
    return words


def image_instruction(
    name: str, info: OpcodeInfo, generation: str, first_base: int = 0, use_base: int = 40
) -> tuple[str, list[str]] | None:
    """`instruction()` for an image opcode (MIMG, VIMAGE, VSAMPLE): a dmask that fits its data,
    and on gfx10+ a dim whose address size matches the opcode's address operands, so that llc's
    verifier takes it; 32-bit addresses, no TFE/LWE, and a memory operand. None if no such dim
    exists."""
    classes = info.operand_classes
    imms = [k for k, c in enumerate(classes) if c == "i"]
    regs = [k for k, c in enumerate(classes) if c != "i" and "=" not in c]
    sgprs = [k for k in regs if classes[k].startswith("s")]
    if not sgprs:
        return None
    # the resource and sampler descriptors from s0, so that many address operands leave them
    # in range
    bases = {k: 8 * n for n, k in enumerate(sgprs)}
    immediates: dict[int, str] = {}
    if "_BVH" not in name:
        # the data written, or read by a store or an atomic (no-return samples have none)
        data = info.operand_roles.get("data", 0 if info.num_defs else -1)
        dwords = _bits(classes[data]) // 32 if data >= 0 else 1
        gather = "GATHER4" in name or "MSAA_LOAD" in name  # four results per dmask bit
        if gather and dwords < 4:
            immediates[imms[-1]] = "1"  # d16: four 16-bit results in two registers
        immediates[imms[0]] = "1" if gather else str((1 << min(dwords, 4)) - 1)
        if generation != "gfx9":
            vaddr = [k for k in regs if k not in sgprs and k >= info.num_defs and k != data]
            words = sum(_bits(classes[k]) // 32 for k in vaddr)
            order = [*_MSAA_DIMS, 0, 1, 2, 3, 4, 5] if "MSAA" in name else range(len(IMAGE_DIMS))
            dim = next((d for d in order if image_address_words(name, d) == words), None)
            if dim is None:
                return None
            immediates[imms[1]] = str(dim)
    built = instruction(name, info, immediates, first_base, use_base=use_base, bases=bases)
    if built is None or not (info.may_load or info.may_store):
        return built
    # llc's verifier wants a memory operand on an image access (buffer resources: addrspace 8)
    access = " ".join(a for a, on in (("load", info.may_load), ("store", info.may_store)) if on)
    volatile = "volatile " if info.subkind in ("atomic", "atomic_ret") else ""
    text, ops = built
    return f"{text} :: ({volatile}dereferenceable {access} (s32), addrspace 8)", ops


def memory_instruction(name: str, info: OpcodeInfo, generation: str) -> tuple[str, list[str]] | None:
    """`instruction()` for a memory opcode, image opcodes included; None for SI_* pseudos and
    what cannot be built."""
    if name.startswith("SI_"):
        return None
    if name.startswith("IMAGE_"):
        return image_instruction(name, info, generation)
    return instruction(name, info)


def has_images(cpu: str) -> bool:
    """Whether a CPU's opcode table has image instructions (gfx942, gfx950 and gfx1250 have none:
    llvm-mc calls them unsupported there, and llc refuses to select them)."""
    return any(n.startswith("IMAGE_") for n in load_opcode_table(cpu))
