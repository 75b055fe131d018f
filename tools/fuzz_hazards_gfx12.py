#!/usr/bin/env python3
"""Differential fuzzer for gfx12: mirpass `post-RA-hazard-rec --llvm-compat=22` against llc 22.

Random single- and multi-block functions (tools/fuzz_hazards.py's control flow) for gfx1200 mixing
WMMA and SWMMAC of several shapes over a small VGPR pool (so results overlap the next one's A, B,
C and index often), VALU and TRANS, V_NOP, LDSDIRs of both forms (LDS_* and DS_*) with every
waitvdst and waitvsrc,
DS and global accesses, S_WAITCNT_DEPCTR, S_NOP and inline asm. Each batch goes through llc 22
and through mirpass in-process, and the whole bodies are compared instruction by instruction.

llc 22 crashes on an LDSDIR whose result a VMEM or DS access still reads (it sets a `waitvsrc`
operand gfx12's MIR pseudos lack): such functions are counted apart and not compared.

    python tools/fuzz_hazards_gfx12.py --count 2000 --seed 1
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

from fuzz_hazards import LLC, Gen, _key, nops_before  # noqa: E402

from mirpass.api import run_passes, to_text  # noqa: E402
from mirpass.mir import read  # noqa: E402
from mirpass.target.targets import resolve_target  # noqa: E402

WMMA_1200 = {
    "V_WMMA_F32_16X16X16_F16_w32_twoaddr": {1: 8, 3: 8, 5: 8},
    "V_WMMA_F16_16X16X16_F16_w32_twoaddr": {1: 8, 3: 8, 5: 8},
    "V_WMMA_I32_16X16X16_IU8_w32_twoaddr": {},
    "V_WMMA_I32_16X16X16_IU4_w32_twoaddr": {},
    "V_SWMMAC_F32_16X16X32_F16_w32_twoaddr": {1: 8, 3: 8},
    "V_SWMMAC_I32_16X16X32_IU8_w32_twoaddr": {},
}
VALU = ["V_MOV_B32_e32", "V_ADD_F32_e32", "V_MUL_F32_e32", "V_FMA_F32_e64", "V_ADD_U32_e32"]
TRANS = ["V_EXP_F32_e32", "V_RCP_F32_e32", "V_SQRT_F32_e32"]
MEM = ["DS_READ_B32_gfx9", "DS_WRITE_B32_gfx9", "GLOBAL_LOAD_DWORD", "GLOBAL_STORE_DWORD"]
DEPCTR = [65411, 3999, 65439, 65438]  # vm_vsrc(0), va_vdst(0), none, sa_sdst(0)


def _ldsdir(gen: Gen) -> str:
    """An LDSDIR of either form: gfx11's (LDS_*, waitvdst last) or gfx12's own (DS_*, with
    waitvsrc after waitvdst), with every waitvdst and waitvsrc."""
    r = gen.rng
    w, v = r.randrange(16), r.randrange(2)
    form = r.choice(["LDS_PARAM_LOAD", "LDS_DIRECT_LOAD", "DS_PARAM_LOAD", "DS_DIRECT_LOAD"])
    attrs = {1: r.randrange(4), 2: r.randrange(4)} if "PARAM" in form else {}
    at = len(attrs) + 1
    waits = {at: w, at + 1: v} if form.startswith("DS_") else {at: w}
    return gen.inst(form, {**attrs, **waits})


class Gen1200(Gen):
    def one(self) -> str:
        r = self.rng
        x = r.random()
        if x < 0.30:
            op = r.choice([o for o in WMMA_1200 if o in self.table])
            return self.inst(op, WMMA_1200[op])
        if x < 0.50:
            return self.inst(r.choice(VALU))
        if x < 0.58:
            return self.inst(r.choice(TRANS))
        if x < 0.70:
            return _ldsdir(self)
        if x < 0.82:
            return self.inst(r.choice(MEM))
        if x < 0.88:
            return "V_NOP_e32 implicit $exec"
        if x < 0.93:
            return f"S_WAITCNT_DEPCTR {r.choice(DEPCTR)}"
        if x < 0.97:
            return f"S_NOP {r.choice([0, 1, 3])}"
        return 'INLINEASM &"v_nop", 1 /* sideeffect attdialect */'


WMMA_1250 = {
    "V_WMMA_F32_16X16X32_BF16_w32_twoaddr": {},  # XDL, latency 8: category 0
    "V_WMMA_F32_16X16X128_F8F6F4_f8_f8_w32_twoaddr": {},
    "V_WMMA_I32_16X16X64_IU8_w32_twoaddr": {},  # XDL, latency 16: category 1
    "V_SWMMAC_F32_16X16X64_F16_w32_twoaddr": {},  # category 2
    "V_SWMMAC_I32_16X16X128_IU8_w32_twoaddr": {},  # category 3
    "V_WMMA_F32_16X16X4_F32_w32_twoaddr": {},  # not XDL
}
HWREGS = [1, 2, 4, 17, 18, 20, 21, 3, 66, 2 | (3 << 6)]


class Gen1250(Gen):
    """gfx1250: also the co-execution rules' producers and consumers, s_getreg/s_setreg of every
    hardware register a rule names, the async barrier, s102/s103 writers and flat scratch base
    readers, and SMEM clauses (XNACK)."""

    def one(self) -> str:
        r = self.rng
        x = r.random()
        if x < 0.22:
            op = r.choice([o for o in WMMA_1250 if o in self.table])
            return self.inst(op, WMMA_1250[op])
        if x < 0.37:
            return self.inst(r.choice(VALU))
        if x < 0.40:
            return self.inst("V_DUAL_MAX_F32_e32_X_MAX_F32_e32_e96_gfx1250")
        if x < 0.50:
            return self.inst(r.choice(TRANS))
        if x < 0.53:
            return _ldsdir(self)
        if x < 0.61:
            return self.inst(r.choice(MEM))
        if x < 0.70:
            return self.inst(r.choice(["S_LOAD_DWORD_IMM", "S_LOAD_DWORDX2_IMM", "S_STORE_DWORD_IMM"]))
        if x < 0.75:
            return f"$sgpr{r.randrange(16)} = S_GETREG_B32 {r.choice(HWREGS)}, implicit $mode"
        if x < 0.78:
            src = str(r.randrange(4)) if r.random() < 0.5 else f"$sgpr{r.randrange(16)}"
            op = "S_SETREG_IMM32_B32" if src[0] != "$" else "S_SETREG_B32"
            return f"{op} {src}, {r.choice(HWREGS)}, implicit-def $mode, implicit $mode"
        if x < 0.80:
            v = r.randrange(40)
            return (
                f"DS_ATOMIC_ASYNC_BARRIER_ARRIVE_B64 $vgpr{v}, 0, 0, implicit $exec, implicit $asynccnt,"
                " implicit-def $asynccnt"
            )
        if x < 0.84:
            d = r.choice(["$sgpr102", "$sgpr103", "$sgpr102_sgpr103", "$sgpr5"])
            if d == "$sgpr102_sgpr103":
                return f"{d} = S_MOV_B64 0"
            return f"{d} = S_MOV_B32 {r.randrange(8)}"
        if x < 0.88:
            src = r.choice(["$src_flat_scratch_base_lo", "$src_flat_scratch_base_hi"])
            return f"$sgpr{r.randrange(16)} = S_MOV_B32 {src}"
        if x < 0.91:
            return "V_NOP_e32 implicit $exec"
        if x < 0.95:
            return f"S_WAITCNT_DEPCTR {r.choice(DEPCTR + [0, 61854])}"
        if x < 0.98:
            return f"S_NOP {r.choice([0, 1, 3])}"
        return 'INLINEASM &"v_nop", 1 /* sideeffect attdialect */'


def _llc(cpu: str, path: str, pass_name: str = "post-RA-hazard-rec") -> subprocess.CompletedProcess:
    return subprocess.run(
        [LLC, "-mtriple=amdgcn", f"-mcpu={cpu}", "-run-pass", pass_name, path, "-o", "-"],
        capture_output=True,
        text=True,
    )


def _bodies(text: str) -> dict[str, list[str]]:
    return {k: [_key(x) for x in v] for k, v in nops_before(text).items()}


def run_batch(cpu: str, functions: list[str], workdir: str, tag: str, stats: dict) -> list[str]:
    """Names of the functions where mirpass and llc differ (crashing functions skipped)."""
    path = os.path.join(workdir, f"{tag}.mir")
    Path(path).write_text("".join(functions))
    proc = _llc(cpu, path)
    if proc.returncode != 0:
        keep = []
        for k, fn in enumerate(functions):
            one = os.path.join(workdir, f"{tag}-{k}.mir")
            Path(one).write_text(fn)
            got = _llc(cpu, one)
            if got.returncode == 0:
                keep.append(fn)
            elif got.returncode < 0:  # killed by a signal: llc 22's own crash
                stats["llc_crash"] += 1
            else:
                raise RuntimeError(f"llc rejected {one}:\n{got.stderr[-2000:]}")
        functions = keep
        Path(path).write_text("".join(functions))
        proc = _llc(cpu, path)
        if proc.returncode != 0:
            raise RuntimeError(f"llc failed on {path}:\n{proc.stderr[-2000:]}")
    # llc's own spelling of the input (early-clobber flags, asm strings), so that the bodies
    # compare instruction by instruction
    canon = _llc(cpu, path, "none")
    if canon.returncode != 0:
        raise RuntimeError(f"llc could not read {path}:\n{canon.stderr[-2000:]}")
    text = canon.stdout
    Path(path).write_text(text)
    proc = _llc(cpu, path)
    mir = read(text, path)
    run_passes(mir, ["post-RA-hazard-rec"], resolve_target("amdgcn", cpu, None), {"llvm-compat": "22"})
    src, theirs, mine = _bodies(text), _bodies(proc.stdout), _bodies(to_text(mir))
    bad = []
    for name, body in src.items():
        stats["programs"] += 1
        if theirs.get(name) != body:
            stats["changed_by_llc"] += 1
        if theirs.get(name) != mine.get(name):
            bad.append(name)
    return bad


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--count", type=int, default=500)
    ap.add_argument("--cpu", default="gfx1200", choices=["gfx1200", "gfx1250"])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--batch", type=int, default=100)
    ap.add_argument("--out", default=None, help="folder for mismatching functions")
    args = ap.parse_args(argv)
    import random

    rng = random.Random(args.seed)
    gen = (Gen1250 if args.cpu == "gfx1250" else Gen1200)(args.cpu, rng)
    stats = {"programs": 0, "changed_by_llc": 0, "llc_crash": 0}
    mismatches: list[str] = []
    start = time.time()
    with tempfile.TemporaryDirectory() as tmp:
        done = 0
        while done < args.count:
            n = min(args.batch, args.count - done)
            fns = [gen.function(f"f{done + k}") for k in range(n)]
            bad = run_batch(args.cpu, fns, tmp, f"b{done}", stats)
            for name in bad:
                fn = next(f for f in fns if f"name:            {name}\n" in f)
                mismatches.append(fn)
            done += n
    if args.out and mismatches:
        os.makedirs(args.out, exist_ok=True)
        Path(args.out, "mismatches.mir").write_text("".join(mismatches))
    print(
        f"{args.cpu}: {stats['programs']} programs compared, {stats['changed_by_llc']} changed by llc, "
        f"{stats['llc_crash']} skipped (llc 22 crashes), {len(mismatches)} mismatches "
        f"({time.time() - start:.0f} s)"
    )
    return 1 if mismatches else 0


if __name__ == "__main__":
    sys.exit(main())
