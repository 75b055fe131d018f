"""Generated gfx942 inputs for the scaling benchmarks: one big block, and chains of blocks with
back-edges (a loop-dense CFG).

Both shapes mix what the two passes look at: global, DS and scalar loads with VALU consumers near
and far, stores, MFMAs with accumulator reads, and scalar branches. llc 22 accepts every file for
`-run-pass=si-insert-waitcnts` and `-run-pass=post-RA-hazard-rec`.

    python tools/scaling_inputs.py block 100000 > big.mir
    python tools/scaling_inputs.py chain 4000 > chain.mir
"""

from __future__ import annotations

import random
import sys

HEADER = """\
--- |
  define amdgpu_kernel void @scaling() #0 {{ ret void }}
  attributes #0 = {{ "target-cpu"="{cpu}" }}
...
---
name:            scaling
tracksRegLiveness: false
machineFunctionInfo:
  isEntryFunction: true
body:             |
"""


def _tuple(prefix: str, start: int, n: int) -> str:
    return "$" + "_".join(f"{prefix}{start + k}" for k in range(n))


def _instruction(rng: random.Random) -> str:
    x = rng.random()
    v = rng.randrange(10, 120)
    if x < 0.18:
        return f"$vgpr{v} = GLOBAL_LOAD_DWORD $vgpr0_vgpr1, {4 * rng.randrange(64)}, 0, implicit $exec"
    if x < 0.32:
        return f"$vgpr{v} = DS_READ_B32_gfx9 $vgpr2, {4 * rng.randrange(64)}, 0, implicit $exec"
    if x < 0.40:
        return f"GLOBAL_STORE_DWORD $vgpr0_vgpr1, $vgpr{v}, 0, 0, implicit $exec"
    if x < 0.45:
        s = rng.randrange(10, 90) & ~1
        return f"$sgpr{s}_sgpr{s + 1} = S_LOAD_DWORDX2_IMM $sgpr4_sgpr5, 0, 0"
    if x < 0.52:
        d = rng.randrange(0, 60, 4)
        acc = _tuple("agpr", d, 4)
        a, b = _tuple("vgpr", rng.randrange(10, 118, 2), 2), _tuple("vgpr", rng.randrange(10, 118, 2), 2)
        return f"{acc} = V_MFMA_F32_16X16X16F16_e64 {a}, {b}, {acc}, 0, 0, 0, implicit $mode, implicit $exec"
    if x < 0.58:
        return f"$vgpr{v} = V_ACCVGPR_READ_B32_e64 $agpr{rng.randrange(64)}, implicit $exec"
    if x < 0.62:
        return f"$sgpr{rng.randrange(10, 90)} = S_ADD_U32 $sgpr{rng.randrange(10, 90)}, 1, implicit-def $scc"
    a, b = rng.randrange(10, 120), rng.randrange(10, 120)
    return f"$vgpr{v} = V_ADD_U32_e32 $vgpr{a}, $vgpr{b}, implicit $exec"


def one_block(n: int, cpu: str = "gfx942", seed: int = 1) -> str:
    """One kernel whose body is a single block of `n` instructions."""
    rng = random.Random(seed)
    lines = [HEADER.format(cpu=cpu), "  bb.0:\n"]
    lines.extend(f"    {_instruction(rng)}\n" for _ in range(max(0, n - 1)))
    lines.append("    S_ENDPGM 0\n...\n")
    return "".join(lines)


def chain(blocks: int, cpu: str = "gfx942", seed: int = 1, per_block: int = 8) -> str:
    """A chain of `blocks` blocks; every block but the last branches back to an earlier one (the
    entry, the previous block, or one at a random distance), so loops nest and overlap."""
    rng = random.Random(seed)
    out = [HEADER.format(cpu=cpu)]
    for b in range(blocks):
        out.append(f"  bb.{b}:\n")
        last = b == blocks - 1
        if not last:
            back = rng.choice((0, max(0, b - 1), rng.randrange(b + 1)))
            targets = [b + 1] if back == b + 1 else [back, b + 1]
            out.append("    successors: " + ", ".join(f"%bb.{t}" for t in targets) + "\n")
        out.extend(f"    {_instruction(rng)}\n" for _ in range(per_block))
        if last:
            out.append("    S_ENDPGM 0\n")
        else:
            out.append(f"    $sgpr3 = S_ADD_U32 $sgpr{rng.randrange(10, 90)}, 1, implicit-def $scc\n")
            out.append(f"    S_CBRANCH_SCC1 %bb.{back}, implicit $scc\n")
        out.append("\n")
    out.append("...\n")
    return "".join(out)


def main(argv: list[str]) -> int:
    if len(argv) not in (2, 3) or argv[0] not in ("block", "chain"):
        sys.stderr.write("usage: scaling_inputs.py block|chain N [CPU]\n")
        return 2
    make = one_block if argv[0] == "block" else chain
    sys.stdout.write(make(int(argv[1]), *(argv[2:])))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
