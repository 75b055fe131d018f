"""Generate a large, valid gfx942 kernel in MIR, deterministically, for I/O benchmarks.

The kernel is a chain of blocks of about 50 instructions each, in the shape llc prints after
instruction selection and register allocation: global and LDS loads, MFMAs on a VGPR
accumulator, VALU and SALU arithmetic, LDS and global stores, and a conditional branch to the
next block. Every block declares its live-ins and defines everything else it uses, so that llc 22
accepts the file with `tracksRegLiveness: true` (the machine verifier runs on it).

    python tools/gen_big_mir.py 100000 -o big.mir     # 100000 instruction lines
"""

from __future__ import annotations

import argparse
import random
import sys

HEADER = """\
--- |
  ; ModuleID = 'big'
  target triple = "amdgcn-amd-amdhsa"

  define amdgpu_kernel void @big(ptr addrspace(1) %out, ptr addrspace(1) %in) #0 {
    ret void
  }

  attributes #0 = { "target-cpu"="gfx942" }
...
---
name:            big
alignment:       1
tracksRegLiveness: true
liveins:
  - { reg: '$sgpr0_sgpr1', virtual-reg: '' }
  - { reg: '$vgpr0', virtual-reg: '' }
  - { reg: '$vgpr1', virtual-reg: '' }
  - { reg: '$sgpr4', virtual-reg: '' }
frameInfo:
  maxAlignment:    1
machineFunctionInfo:
  isEntryFunction: true
body:             |
"""
LIVEINS = "$sgpr0_sgpr1, $sgpr4, $vgpr0, $vgpr1"
MFMA_ROUNDS = 8  # rounds of four instructions in the middle of a block


def _block(rnd: random.Random, number: int, last: bool) -> list[str]:
    """The instruction lines of one block (about 50), and its header and blank lines."""
    glob = [4 * rnd.randrange(0, 1000) for _ in range(3)]
    lds = [4 * rnd.randrange(0, 4000) for _ in range(3)]
    out = [
        f"  bb.{number}:",
    ]
    if not last:
        out.append(f"    successors: %bb.{number + 1}(0x80000000)")
    out += [f"    liveins: {LIVEINS}", ""]
    body = [
        f"renamable $sgpr6_sgpr7 = S_LOAD_DWORDX2_IMM renamable $sgpr0_sgpr1, {glob[0]}, 0 :: "
        "(dereferenceable invariant load (s64), addrspace 4)",
        f"renamable $vgpr2 = GLOBAL_LOAD_DWORD renamable $vgpr0_vgpr1, {glob[1]}, 0, implicit $exec :: "
        "(load (s32), addrspace 1)",
        f"renamable $vgpr3 = GLOBAL_LOAD_DWORD renamable $vgpr0_vgpr1, {glob[2]}, 0, implicit $exec :: "
        "(load (s32), addrspace 1)",
        f"renamable $vgpr4 = DS_READ_B32_gfx9 renamable $vgpr0, {lds[0]}, 0, implicit $exec :: "
        "(load (s32), addrspace 3)",
        f"renamable $vgpr5 = DS_READ_B32_gfx9 renamable $vgpr0, {lds[1]}, 0, implicit $exec :: "
        "(load (s32), addrspace 3)",
        "$vgpr8 = V_MOV_B32_e32 0, implicit $exec",
        "$vgpr9 = V_MOV_B32_e32 0, implicit $exec",
        "$vgpr10 = V_MOV_B32_e32 0, implicit $exec",
        "$vgpr11 = V_MOV_B32_e32 0, implicit $exec",
        "S_WAITCNT 0",
    ]
    for _ in range(MFMA_ROUNDS):
        step = rnd.randrange(1, 64)
        body += [
            "renamable $vgpr8_vgpr9_vgpr10_vgpr11 = V_MFMA_F32_4X4X1F32_vgprcd_e64 $vgpr2, $vgpr4, "
            "killed $vgpr8_vgpr9_vgpr10_vgpr11, 0, 0, 0, implicit $mode, implicit $exec",
            "renamable $vgpr6 = V_ADD_U32_e32 $vgpr3, $vgpr5, implicit $exec",
            f"renamable $sgpr4 = S_ADD_U32 $sgpr4, {step}, implicit-def dead $scc",
            "renamable $vgpr7 = V_XOR_B32_e32 killed $vgpr6, $vgpr2, implicit $exec",
        ]
    body += [
        "renamable $vgpr12 = V_ADD_F32_e32 $vgpr8, $vgpr9, implicit $mode, implicit $exec",
        f"DS_WRITE_B32_gfx9 renamable $vgpr0, killed renamable $vgpr12, {lds[2]}, 0, implicit $exec :: "
        "(store (s32), addrspace 3)",
        "GLOBAL_STORE_DWORD renamable $vgpr0_vgpr1, killed renamable $vgpr7, 0, 0, implicit $exec :: "
        "(store (s32), addrspace 1)",
        "renamable $sgpr8 = S_AND_B32 $sgpr6, 255, implicit-def dead $scc",
    ]
    if last:
        body.append("S_ENDPGM 0")
    else:
        body += [
            f"S_CMP_LT_U32 $sgpr4, {rnd.randrange(1, 1 << 20)}, implicit-def $scc",
            f"S_CBRANCH_SCC1 %bb.{number + 1}, implicit killed $scc",
        ]
    return out + ["    " + line for line in body]


def _is_instruction(line: str) -> bool:
    return line.startswith("    ") and not line.lstrip().startswith(("successors:", "liveins:"))


def generate(instructions: int, seed: int = 0) -> str:
    """A valid gfx942 kernel of `instructions` instruction lines (at least one block's worth)."""
    rnd = random.Random(seed)
    lines = [HEADER.rstrip("\n")]
    count = 0
    number = 0
    while True:
        block = _block(rnd, number, last=False)
        size = sum(1 for s in block if _is_instruction(s))
        if count + size >= instructions:
            break
        lines += block
        lines.append("")
        count += size
        number += 1
    final = _block(rnd, number, last=True)
    header = [s for s in final if not _is_instruction(s)]
    insts = [s for s in final if _is_instruction(s)]
    # Trim the final block to land on the requested count; it always ends with S_ENDPGM.
    keep = max(1, instructions - count)
    if keep < len(insts):
        insts = insts[: keep - 1] + [insts[-1]]
    lines += header + insts
    lines.append("...")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("instructions", type=int, help="number of instruction lines")
    parser.add_argument("-o", "--output", default="-", help="output file (default: stdout)")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    text = generate(args.instructions, args.seed)
    if args.output == "-":
        sys.stdout.write(text)
    else:
        with open(args.output, "w", encoding="utf-8") as f:
            f.write(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
