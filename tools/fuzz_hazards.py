#!/usr/bin/env python3
"""Differential fuzzer: mirpass `post-RA-hazard-rec --llvm-compat=22` against llc 22.

Generates random single-block and multi-block (branches, loops) machine functions for gfx942 and
gfx950 that mix MFMAs of every pass count and XDL class (F8F6F4 formats included), SMFMAC, DGEMM,
VALU (SGPR writers, TRANS, packed ops), V_ACCVGPR_*, DOT, V_CMPX, loads, stores, DS, SMEM and
existing S_NOPs, over a small register pool so that dependences are frequent. Functions are batched
into MIR files (`--batch` per llc run); each file goes through llc 22 `-run-pass post-RA-hazard-rec`
and through mirpass in-process, and the S_NOPs inserted before every instruction are compared.

    python tools/fuzz_hazards.py --count 5000 --cpu gfx942 --cpu gfx950 --seed 1

Exit status 1 if any function differs; mismatching functions are written to --out.
"""

from __future__ import annotations

import argparse
import os
import random
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from mirpass.api import run_passes, to_text  # noqa: E402
from mirpass.mir import read  # noqa: E402
from mirpass.target.opcodes import load_opcode_table  # noqa: E402
from mirpass.target.targets import resolve_target  # noqa: E402

STATS = {"instructions": 0, "with_nops": 0, "rewritten": 0}
LLC = os.environ.get("MIRPASS_LLC", "/usr/lib/llvm-22/bin/llc")

MFMA_942 = [
    "V_MFMA_F32_4X4X1F32",
    "V_MFMA_F32_16X16X1F32",
    "V_MFMA_F32_32X32X2F32",
    "V_MFMA_F32_16X16X4F32",
    "V_MFMA_F32_32X32X1_2B_F32",
    "V_MFMA_I32_4X4X4I8",
    "V_MFMA_F32_4X4X4F16",
    "V_MFMA_F32_16X16X16F16",
    "V_MFMA_F32_32X32X8F16",
    "V_MFMA_F32_16X16X4F16",
    "V_MFMA_F32_32X32X4F16",
    "V_MFMA_I32_16X16X32I8",
    "V_MFMA_I32_32X32X16I8",
    "V_MFMA_F32_16X16X8BF16",
    "V_MFMA_F32_16X16X16BF16_1K",
    "V_MFMA_F32_32X32X4BF16_1K",
    "V_MFMA_F32_16X16X32_FP8_FP8",
    "V_MFMA_F32_32X32X16_BF8_FP8",
    "V_MFMA_F64_4X4X4F64",
    "V_MFMA_F64_16X16X4F64",
]
MFMA_942_ONLY = ["V_MFMA_F32_16X16X8XF32", "V_MFMA_F32_32X32X4XF32"]
MFMA_950_ONLY = [
    "V_MFMA_F32_16X16X32_F16",
    "V_MFMA_F32_32X32X16_BF16",
    "V_MFMA_I32_16X16X64_I8",
    "V_MFMA_F32_16X16X128_F8F6F4_f8_f8",
    "V_MFMA_F32_16X16X128_F8F6F4_f4_f4",
    "V_MFMA_F32_32X32X64_F8F6F4_f8_f8",
    "V_MFMA_F32_32X32X64_F8F6F4_f4_f4",
    "V_MFMA_F32_32X32X64_F8F6F4_f6_f6",
]
SMFMAC = [
    "V_SMFMAC_F32_16X16X32_F16",
    "V_SMFMAC_F32_32X32X16_F16",
    "V_SMFMAC_I32_16X16X64_I8",
    "V_SMFMAC_F32_32X32X32_BF8_FP8",
]
DOTS = ["V_DOT2_F32_F16", "V_DOT4C_I32_I8_e32", "V_DOT2C_F32_F16_e32", "V_DOT4_I32_I8"]

NV, NA, NS = 40, 40, 16  # register pool sizes (32-register tuples must fit)


class Gen:
    def __init__(self, cpu: str, rng: random.Random) -> None:
        self.cpu = cpu
        self.rng = rng
        self.table = load_opcode_table(cpu)
        if cpu in ("gfx942", "gfx950"):
            mfmas = MFMA_942 + (MFMA_942_ONLY if cpu == "gfx942" else MFMA_950_ONLY)
        else:
            # gfx908/gfx90a: every MFMA of the table (their legacy BF16 and I8 shapes included)
            mfmas = sorted({n.removesuffix("_e64") for n in self.table.by_kind("MFMA") if n.endswith("_e64")})
            mfmas = [m for m in mfmas if "_vgprcd" not in m and "_mac" not in m]
        self.mfmas = [m for m in mfmas if self._variants(m)]
        self.smfmac = [m for m in SMFMAC if f"{m}_e64" in self.table]
        self.dots = [d for d in DOTS if d in self.table]
        self.sgpr_taken = False
        self.gfx90a_insts = cpu != "gfx908"

    def choose(self, opcodes: list[str]) -> str:
        """One of `opcodes` the CPU has (gfx908/gfx90a lack some gfx940 ones); the draw is the
        same as over the whole list when the CPU has them all."""
        return self.rng.choice([o for o in opcodes if o in self.table])

    def _variants(self, base: str) -> list[str]:
        return [n for n in (f"{base}_e64", f"{base}_vgprcd_e64") if n in self.table]

    # -- registers --
    def reg(self, cls: str) -> str:
        r = self.rng
        bank = cls.rstrip("0123456789")
        bits = int(cls[len(bank) :] or 32)
        n = max(1, bits // 32)
        if bank == "av":
            bank = r.choice(["v", "a"])
        if bank == "vs":
            # one constant-bus read at most: an SGPR only if the instruction has none yet
            bank = "s" if (not self.sgpr_taken and r.random() < 0.2) else "v"
            if bank == "s":
                self.sgpr_taken = True
        if bank == "s":
            start = r.randrange(0, NS - n + 1, min(n, 4))
            prefix = "sgpr"
        else:
            pool = NV if bank == "v" else NA
            step = 2 if n > 1 else 1
            start = r.randrange(0, pool - n + 1, step)
            prefix = "vgpr" if bank == "v" else "agpr"
        return "$" + "_".join(f"{prefix}{start + k}" for k in range(n))

    def operands(self, opcode: str, imms=None) -> tuple[list[str], list[str]]:
        info = self.table[opcode]
        defs: list[str] = []
        ops: list[str] = []
        values: list[str] = []
        self.sgpr_taken = "vcc" in info.implicit_uses or any(
            c.split("=")[0].startswith("s") for c in info.operand_classes[info.num_defs :]
        )
        if opcode == "V_ACCVGPR_WRITE_B32_e64" and not self.gfx90a_insts:
            self.sgpr_taken = True  # gfx908 writes AGPRs from VGPRs only (llc rejects an SGPR)
        for k, cls in enumerate(info.operand_classes):
            tied = None
            if "=" in cls:
                cls, t = cls.split("=")
                tied = int(t)
            if tied is not None:
                v = values[tied]
            elif cls == "i":
                v = str(imms.get(k, 0) if imms else 0)
            else:
                v = self.reg(cls)
            values.append(v)
            (defs if k < info.num_defs else ops).append(v)
        return defs, ops

    def inst(self, opcode: str, imms=None, extra: str = "") -> str:
        defs, ops = self.operands(opcode, imms)
        text = (", ".join(defs) + " = " if defs else "") + opcode
        if ops:
            text += " " + ", ".join(ops)
        implicit = self.table[opcode].implicit_uses
        imp = [f"implicit ${u}" for u in implicit]
        imp += [f"implicit-def ${d}" for d in self.table[opcode].implicit_defs]
        if extra:
            imp.append(extra)
        if imp:
            text += (", " if ops else " ") + ", ".join(imp)
        return text

    def mfma(self) -> str:
        r = self.rng
        base = r.choice(self.mfmas)
        opcode = r.choice(self._variants(base))
        imms = {}
        if "F8F6F4" in base:
            fmt = {"f8_f8": (0, 1), "f6_f6": (2, 3), "f4_f4": (4, 4)}[base.rsplit("F8F6F4_", 1)[1]]
            imms = {4: r.choice(fmt), 5: r.choice(fmt)}
        return self.inst(opcode, imms)

    def one(self) -> str:
        r = self.rng
        x = r.random()
        if x < 0.22:
            return self.mfma()
        if x < 0.27 and self.smfmac:
            return self.inst(r.choice(self.smfmac) + "_e64")
        if x < 0.40:
            op = self.choose(
                [
                    "V_MOV_B32_e32",
                    "V_ADD_F32_e32",
                    "V_ACCVGPR_WRITE_B32_e64",
                    "V_ACCVGPR_READ_B32_e64",
                    "V_ACCVGPR_MOV_B32",
                    "V_MUL_F32_e32",
                    "V_EXP_F32_e32",
                    "V_FMA_F64_e64",
                    "V_FMAC_F64_e32",
                    "V_PK_ADD_F32",
                    "V_CNDMASK_B32_e64",
                    "V_CMP_EQ_U32_e64",
                    "V_READFIRSTLANE_B32",
                    "V_MOV_B64_e32",
                    "V_CNDMASK_B32_e32",
                    "V_CMP_EQ_U32_e32",
                ]
            )
            imms = {1: r.choice([0, 8])} if op == "V_PK_ADD_F32" else None
            return self.inst(op, imms)
        if x < 0.46 and self.dots:
            return self.inst(r.choice(self.dots))
        if x < 0.49:
            return self.inst(r.choice(["V_CMPX_EQ_U32_e32", "V_CMPX_EQ_U32_e64"]))
        if x < 0.56:
            return self.inst(
                r.choice(
                    [
                        "GLOBAL_LOAD_DWORD",
                        "GLOBAL_LOAD_DWORDX4",
                        "GLOBAL_LOAD_DWORDX2",
                        "BUFFER_LOAD_DWORD_OFFSET",
                    ]
                )
            )
        if x < 0.63:
            return self.inst(
                self.choose(
                    [
                        "GLOBAL_STORE_DWORDX4",
                        "GLOBAL_STORE_DWORD",
                        "GLOBAL_STORE_DWORDX2",
                        "BUFFER_STORE_DWORDX4_OFFSET",
                        "SCRATCH_STORE_DWORDX4_ST",
                    ]
                )
            )
        if x < 0.68:
            return self.inst(
                r.choice(["DS_READ_B32_gfx9", "DS_WRITE_B128_gfx9", "DS_READ_B64_gfx9", "DS_WRITE_B32_gfx9"])
            )
        if x < 0.71:
            return self.inst(r.choice(["S_LOAD_DWORD_IMM", "S_LOAD_DWORDX2_IMM"]))
        if x < 0.78:
            return f"S_NOP {r.choice([0, 0, 1, 2, 3, 5, 7, 15])}"
        if x < 0.80:
            return self.inst("S_MOV_B32")
        if x < 0.81:
            return "$m0 = S_MOV_B32 " + self.reg("s32")
        if x < 0.815:
            return self.inst("BUFFER_LOAD_DWORD_LDS_OFFSET", extra="implicit $m0")
        if x < 0.83:
            op = self.choose(
                [
                    "V_MOV_B32_dpp",
                    "V_ADD_F32_sdwa",
                    "V_READLANE_B32",
                    "V_DIV_FMAS_F32_e64",
                    "V_EXP_F32_e64",
                    "V_PK_FMA_F32",
                    "V_MOV_B32_sdwa",
                ]
            )
            imms = None
            if op.endswith("_sdwa"):
                n = len(self.table[op].operand_classes)
                imms = {n - 3 if op == "V_ADD_F32_sdwa" else n - 2: r.choice([0, 1, 4, 5, 6, 6])}
                if op == "V_ADD_F32_sdwa":
                    imms[n - 1] = 6
                    imms[n - 2] = 6
                    imms[n - 4] = r.choice([0, 1, 2])
                else:
                    imms[n - 1] = 6
                    imms[n - 3] = r.choice([0, 1, 2])
            if op == "V_MOV_B32_dpp":
                imms = {3: 177, 4: 15, 5: 15, 6: 1}
            if op == "V_PK_FMA_F32":
                imms = {1: r.choice([0, 8]), 3: 8, 5: 8}
            return self.inst(op, imms)
        if x < 0.835:
            return self.inline_asm()
        if x < 0.8375:
            return self.hwreg()
        if x < 0.84:
            members = [self.one_simple() for _ in range(r.randint(1, 3))]
            return "BUNDLE {\n      " + "\n      ".join(members) + "\n    }"
        if x < 0.845:
            return f"{self.reg('v32')} = IMPLICIT_DEF"
        tail = ["V_MOV_B32_e32", "V_ADD_F32_e32", "V_ACCVGPR_READ_B32_e64"]
        if self.cpu not in ("gfx942", "gfx950"):
            # 64-bit shifts: gfx90a rewrites those whose amount is the last VGPR of a block of 8
            tail += ["V_LSHRREV_B64_e64", "V_LSHLREV_B64_e64", "V_ASHRREV_I64_e64"]
        return self.inst(r.choice(tail))

    def inline_asm(self) -> str:
        """Inline asm with no operands, or defining or reading one VGPR or SGPR (llc checks its
        defs against wide store data and takes them all as forwarded)."""
        r = self.rng
        kind = r.choice(["none", "vdef", "vuse", "sdef", "clobber"])
        head = 'INLINEASM &"", 1 /* sideeffect attdialect */'
        operand = {  # spelled the way llc prints them, so that the outputs line up
            "none": "",
            "clobber": ", 12 /* clobber */, implicit-def early-clobber " + self.reg("v32"),
            "vdef": ", 1245194 /* regdef:VGPR_32 */, def " + self.reg("v32"),
            "vuse": ", 1245193 /* reguse:VGPR_32 */, " + self.reg("v32"),
            "sdef": ", 1835018 /* regdef:SReg_32 */, def " + self.reg("s32"),
        }[kind]
        return head + operand

    def hwreg(self) -> str:
        """An s_setreg, s_getreg or s_rfe_b64 of MODE (1), TRAPSTS (3) or GPR_ALLOC (5)."""
        r = self.rng
        simm16 = r.choice([1, 3, 5]) | r.choice([0, 1, 15]) << 11
        return r.choice(
            [
                f"S_SETREG_B32 {self.reg('s32')}, {simm16}, implicit-def $mode, implicit $mode",
                f"S_SETREG_IMM32_B32 7, {simm16}, implicit-def $mode, implicit $mode",
                f"{self.reg('s32')} = S_GETREG_B32 {simm16}, implicit $mode",
                "S_RFE_B64 $sgpr2_sgpr3",
            ]
        )

    def one_simple(self) -> str:
        r = self.rng
        if r.random() < 0.4:
            return self.mfma()
        return self.inst(
            r.choice(
                [
                    "V_MOV_B32_e32",
                    "V_ADD_F32_e32",
                    "V_ACCVGPR_READ_B32_e64",
                    "V_ACCVGPR_WRITE_B32_e64",
                    "GLOBAL_LOAD_DWORD",
                    "V_CMPX_EQ_U32_e32",
                ]
            )
        )

    def function(self, name: str) -> str:
        r = self.rng
        nblocks = 1 if r.random() < 0.4 else r.randint(2, 5)
        lines = ["---", f"name:            {name}", "tracksRegLiveness: false", "body:             |"]
        for b in range(nblocks):
            lines.append(f"  bb.{b}:")
            last = b == nblocks - 1
            succs: list[int] = []
            term: str | None = None
            if not last:
                kind = r.random()
                target = r.randrange(0, nblocks)
                if kind < 0.35:
                    succs = [b + 1]
                elif kind < 0.6:
                    succs = [target]
                    term = f"S_BRANCH %bb.{target}"
                else:
                    succs = [target] + ([b + 1] if target != b + 1 else [])
                    term = f"S_CBRANCH_SCC1 %bb.{target}, implicit $scc"
            if succs:
                lines.append("    successors: " + ", ".join(f"%bb.{s}" for s in succs))
            n = r.randint(1, 14)
            for _ in range(n):
                lines.append("    " + self.one())
            if term:
                lines.append("    " + term)
            if last:
                lines.append("    S_ENDPGM 0")
        lines.append("...")
        return "\n".join(lines) + "\n"


_INST = re.compile(r"^\s+(?!bb\.|successors:|liveins:)(\S.*)$")


def nops_before(text: str) -> dict[str, list[tuple[int, str]]]:
    """Per function: for each input instruction (in order), the S_NOPs right before it that were
    inserted (NOPs in the input are matched as instructions)."""
    out: dict[str, list[tuple[int, str]]] = {}
    for doc in text.split("\n---")[0:]:
        m = re.search(r"^name:\s+(\S+)", doc, re.M)
        if not m or "body:" not in doc:
            continue
        body = doc.split("body:", 1)[1]
        insts = []
        for line in body.splitlines()[1:]:
            if line.strip() in ("...", "") or line.strip().startswith(
                ("bb.", "successors:", "liveins:", "#", ";")
            ):
                continue
            if line.strip() in ("}",):
                continue
            insts.append(line.strip())
        out[m.group(1)] = insts  # type: ignore[assignment]
    return out


def inserted(inp: list[str], outp: list[str]) -> list[str] | None:
    """Align `inp` as a subsequence of `outp`; return, per input instruction, the inserted NOPs."""
    res: list[str] = []
    j = 0
    for ins in inp:
        key = _key(ins)
        extra: list[str] = []
        while j < len(outp) and _key(outp[j]) != key:
            if not outp[j].startswith("S_NOP"):
                return None
            extra.append(outp[j])
            j += 1
        if j >= len(outp):
            return None
        j += 1
        res.append(" ".join(extra))
    return res


def _key(line: str) -> str:
    return re.sub(r"\b(early-clobber|renamable|killed|dead|undef) ", "", line).replace(" ", "")


def run_batch(
    cpu: str, functions: list[str], workdir: str, tag: str, snop_padding: int = 0
) -> tuple[int, list[str]]:
    text = "".join(functions)
    path = os.path.join(workdir, f"{tag}.mir")
    with open(path, "w") as fh:
        fh.write(text)
    proc = subprocess.run(
        [LLC, "-mtriple=amdgcn", f"-mcpu={cpu}", "-run-pass", "post-RA-hazard-rec", path, "-o", "-"]
        + ([f"-amdgpu-snop-padding={snop_padding}"] if snop_padding else []),
        capture_output=True,
        text=True,
    )
    if proc.returncode != 0:
        raise RuntimeError(f"llc failed on {path}:\n{proc.stderr[-3000:]}")
    mir = read(text, path)
    target = resolve_target("amdgcn", cpu, None)
    options = {"llvm-compat": "22"}
    if snop_padding:
        options["amdgpu-snop-padding"] = str(snop_padding)
    run_passes(mir, ["post-RA-hazard-rec"], target, options)
    ours = to_text(mir)
    src = nops_before(text)
    theirs = nops_before(proc.stdout)
    mine = nops_before(ours)
    bad: list[str] = []
    for name, inp in src.items():
        a = inserted(inp, theirs.get(name, []))
        b = inserted(inp, mine.get(name, []))
        if a is None or b is None:
            # an instruction rewritten (gfx90a's 64-bit shifts): the whole bodies must agree
            if [_key(x) for x in theirs.get(name, [])] != [_key(x) for x in mine.get(name, [])]:
                bad.append(name)
            else:
                STATS["rewritten"] = STATS.get("rewritten", 0) + 1
        elif a != b:
            bad.append(name)
        elif a:
            STATS["instructions"] += len(a)
            STATS["with_nops"] += sum(1 for x in a if x)
    return len(src), bad


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--count", type=int, default=1000, help="programs per CPU")
    ap.add_argument(
        "--cpu", action="append", help="gfx908, gfx90a, gfx942 and/or gfx950 (default gfx942 and gfx950)"
    )
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--batch", type=int, default=200, help="functions per llc run")
    ap.add_argument("--out", default=None, help="directory for mismatching functions")
    ap.add_argument("-q", "--quiet", action="store_true")
    ap.add_argument("--snop-padding", type=int, default=0, help="-amdgpu-snop-padding for both tools")
    args = ap.parse_args(argv)
    cpus = args.cpu or ["gfx942", "gfx950"]
    failures = 0
    with tempfile.TemporaryDirectory() as tmp:
        for cpu in cpus:
            rng = random.Random(f"{args.seed}:{cpu}")
            gen = Gen(cpu, rng)
            done = 0
            bad_total: list[str] = []
            t0 = time.time()
            k = 0
            while done < args.count:
                n = min(args.batch, args.count - done)
                funcs = [gen.function(f"f{k}_{i}") for i in range(n)]
                count, bad = run_batch(cpu, funcs, tmp, f"{cpu}_{k}", args.snop_padding)
                done += count
                if bad:
                    bad_total.extend(bad)
                    if args.out:
                        os.makedirs(args.out, exist_ok=True)
                        byname = {re.search(r"name:\s+(\S+)", f).group(1): f for f in funcs}
                        with open(os.path.join(args.out, f"{cpu}_{k}.mir"), "w") as fh:
                            fh.write("".join(byname[b] for b in bad))
                k += 1
            failures += len(bad_total)
            if not args.quiet or bad_total:
                print(
                    f"{cpu}: {done} programs, {len(bad_total)} mismatches ({time.time() - t0:.1f} s; "
                    f"{STATS['with_nops']} of {STATS['instructions']} matching instructions have NOPs; "
                    f"{STATS['rewritten']} functions with rewritten instructions)"
                    + (f": {', '.join(bad_total[:10])}" if bad_total else "")
                )
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
