#!/usr/bin/env python3
"""Differential fuzzer for inline asm: mirpass on the asm form against llc 22 on the real form.

Each random program of tools/fuzz_hazards.py (its generator, imported) is written twice: as
generated (the real form), and with some of its instructions written as equivalent inline asm
(the asm form). An instruction's asm text is what llc 22's AsmPrinter prints for it (one llc run
per batch), its registers replaced by `$N`, `${N}` or `${N:r}` references to regdef/reguse
operands and S_NOP counts by `13 /* imm */` operands; runs of consecutive converted instructions
between which llc inserts nothing go into one asm (joined by newlines or `;;`-free lines).

The real form goes through llc 22 (`post-RA-hazard-rec`, `si-insert-waitcnts`); the asm form
through mirpass's default passes, in-process. For every instruction, the S_NOPs (wait states)
and waits inserted before it must be the same: before an asm, what llc inserts before its first
instruction. The generator's own INLINEASM lines (empty asm with operands, which llc 22 checks
and mirpass by design takes as nothing) are left out of both forms.

Programs where mirpass's default passes differ from llc 22 on the real form itself (the hazard
rules LLVM main fixed, docs/divergences.md; the wait-count pass's own placement) are compared
with mirpass's default on the real form instead, and counted apart.

    python tools/fuzz_inline_asm.py --count 2000 --cpu gfx942 --cpu gfx950 --seed 1

gfx1200 and gfx1250 (`--cpu gfx1200 --cpu gfx1250`) compare both passes on programs of `Gen12`:
VALU (TRANS among them), WMMAs, and the loads and stores of each gfx12 counter (global, flat,
buffer, scratch, LDS, scalar), between which llc 22 places `S_WAIT_*CNT` waits and the hazard
pass its V_NOPs (WMMA, co-execution), S_NOPs (soft clauses) and `S_WAITCNT_DEPCTR`s.

Exit status 1 if any program differs; mismatching programs (both forms) are written to --out.
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
sys.path.insert(0, str(ROOT / "tools"))

from fuzz_hazards import LLC, Gen  # noqa: E402

from mirpass.api import run_passes, to_text  # noqa: E402
from mirpass.ir.inline_asm import InlineAsmDecoder, asm_register  # noqa: E402
from mirpass.mir import Instruction, read  # noqa: E402
from mirpass.target.targets import resolve_target  # noqa: E402

PASSES = ("post-RA-hazard-rec", "si-insert-waitcnts")
GFX12 = ("gfx1200", "gfx1250")
# Not written as asm: control flow, bundles, meta instructions, the generator's own asm.
_KEEP = re.compile(r"^(S_BRANCH|S_CBRANCH|S_ENDPGM|BUNDLE|INLINEASM|\}|\$\S+ = IMPLICIT_DEF|IMPLICIT_DEF)")
# what either pass inserts: S_NOPs and waits; on gfx12 also the hazard fixes' V_NOPs and
# S_WAITCNT_DEPCTR
_INSERTED = re.compile(r"^(S_NOP|S_WAITCNT|S_WAITCNT_DEPCTR|S_WAIT_[A-Z_]+|V_NOP_e32)\b")
_REG_TOKEN = r"(?<![\w\[:]){}(?![\w\]:])"


def _llc(cpu: str, args: list[str], path: str) -> str:
    proc = subprocess.run(
        [LLC, "-mtriple=amdgcn", f"-mcpu={cpu}", *args, path, "-o", "-"], capture_output=True, text=True
    )
    if proc.returncode != 0:
        raise RuntimeError(f"llc {' '.join(args)} failed on {path}:\n{proc.stderr[-3000:]}")
    return proc.stdout


def _bodies(text: str) -> dict[str, list[str]]:
    """Per function, its instruction lines (stripped), bundle members and S_NOPs included."""
    out: dict[str, list[str]] = {}
    for doc in text.split("\n---"):
        m = re.search(r"^name:\s+(\S+)", doc, re.M)
        if not m or "body:" not in doc:
            continue
        lines = []
        for line in doc.split("body:", 1)[1].splitlines()[1:]:
            s = line.strip()
            if not s or s in ("...", "}") or s.startswith(("bb.", "successors:", "liveins:", "#", ";")):
                continue
            lines.append(s)
        out[m.group(1)] = lines
    return out


def _key(line: str) -> str:
    return re.sub(r"\b(early-clobber|renamable|killed|dead|undef|internal) ", "", line).replace(" ", "")


def inserted(inp: list[str], outp: list[str]) -> list[str] | None:
    """Per input line, the S_NOP / S_WAITCNT lines a pass put right before it (None: the output
    does not contain the input in order with only those added)."""
    res: list[str] = []
    j = 0
    for ins in inp:
        key = _key(ins)
        extra: list[str] = []
        while j < len(outp) and _key(outp[j]) != key:
            if not _INSERTED.match(outp[j]):
                return None
            extra.append(outp[j])
            j += 1
        if j >= len(outp):
            return None
        j += 1
        res.append(" ".join(extra))
    return res


def asm_texts(cpu: str, insts: list[str], workdir: str) -> list[str | None]:
    """What llc 22's AsmPrinter prints for each MIR instruction (None: not exactly one line)."""
    path = os.path.join(workdir, "printed.mir")
    with open(path, "w") as fh:
        for k, inst in enumerate(insts):
            head = f"---\nname: p{k}\ntracksRegLiveness: false\nbody: |\n  bb.0:\n"
            fh.write(f"{head}    {inst}\n    S_ENDPGM 0\n...\n")
    out = _llc(cpu, ["-start-after=post-RA-hazard-rec"], path)
    texts: list[str | None] = []
    for k in range(len(insts)):
        m = re.search(rf"^p{k}:[^\n]*\n(.*?)^\ts_endpgm", out, re.M | re.S)
        body = [] if m is None else [s.strip() for s in m.group(1).splitlines()]
        body = [s for s in body if s and not s.startswith((";", "."))]
        texts.append(body[0].split(" ;")[0].strip() if len(body) == 1 else None)
    return texts


def template(rng: random.Random, inst: str, text: str) -> tuple[str, list[str]] | None:
    """(asm template, operand groups) for `inst`, whose asm is `text`; None if a register of the
    asm is not one of the instruction's explicit operands."""
    mi = Instruction("    " + inst, 1)
    groups: list[str] = []
    out = text
    cursor = out.find(" ") + 1 if " " in out else len(out)
    explicit = [(op, True) for op in mi.defs] + [(op, False) for op in mi.operands if op.kind == "reg"]
    for op, is_def in explicit:
        if op.kind != "reg" or not op.reg or "implicit" in op.flags or "implicit-def" in op.flags:
            continue
        try:
            spelled = asm_register(op.reg)
        except ValueError:
            return None
        m = re.compile(_REG_TOKEN.format(re.escape(spelled))).search(out, cursor)
        if m is None:
            continue  # a tied use, or a register the asm does not print
        ref = rng.choice(["${}", "${{{}}}", "${{{}:r}}"]).format(len(groups))
        out = out[: m.start()] + ref + out[m.end() :]
        cursor = m.start() + len(ref)
        groups.append(("10 /* regdef */, def " if is_def else "9 /* reguse */, ") + op.reg)
    if mi.opcode == "S_NOP" and rng.random() < 0.5:
        imm = mi.operands[0].imm
        out = f"s_nop ${len(groups)}"
        groups.append(f"13 /* imm */, {imm}")
    return out, groups


def _escape(text: str) -> str:
    return "".join(c if 32 <= ord(c) < 127 and c not in '"\\' else f"\\{ord(c):02X}" for c in text)


def asm_line(parts: list[tuple[str, list[str]]]) -> str:
    """One INLINEASM for the templates `parts`, renumbered in one operand list."""
    texts: list[str] = []
    groups: list[str] = []
    for text, own in parts:
        base = len(groups)
        texts.append(re.sub(r"\$(\{?)(\d+)", lambda m, b=base: f"${m.group(1)}{int(m.group(2)) + b}", text))
        groups.extend(own)
    tail = "".join(", " + g for g in groups)
    return f'INLINEASM &"{_escape(chr(10).join(texts))}", 1 /* sideeffect attdialect */{tail}'


def _mirpass(text: str, path: str, cpu: str, pass_name: str, options: dict[str, str]) -> str:
    mir = read(text, path)
    run_passes(mir, [pass_name], resolve_target("amdgcn", cpu, None), dict(options))
    return to_text(mir)


def _strip_generator_asm(fn: str) -> str:
    return "\n".join(s for s in fn.split("\n") if not s.strip().startswith("INLINEASM"))


def passes_for(cpu: str) -> tuple[str, ...]:
    return PASSES


class Gen12(Gen):
    """Random gfx12 programs for both passes: each counter's producers (loadcnt: global,
    flat, buffer, scratch loads; storecnt: stores; dscnt: LDS; kmcnt: scalar loads) and VALU
    and WMMA consumers; the control flow is the hazard generator's."""

    WMMA = {
        "gfx1200": ("V_WMMA_F32_16X16X16_F16_w32_twoaddr", {1: 8, 3: 8, 5: 8}),
        "gfx1250": ("V_WMMA_F32_16X16X32_BF16_w32_twoaddr", {1: 8, 3: 8, 5: 8}),
    }
    VALU = ["V_MOV_B32_e32", "V_ADD_F32_e32", "V_MUL_F32_e32", "V_FMA_F32_e64", "V_EXP_F32_e32",
            "V_ADD_U32_e32", "V_LSHLREV_B32_e32", "V_READFIRSTLANE_B32"]
    LOADS = ["GLOBAL_LOAD_DWORD", "GLOBAL_LOAD_DWORDX2", "GLOBAL_LOAD_DWORDX4", "GLOBAL_LOAD_DWORD_SADDR",
             "FLAT_LOAD_DWORD", "BUFFER_LOAD_DWORD_OFFSET", "SCRATCH_LOAD_DWORD_ST"]
    STORES = ["GLOBAL_STORE_DWORD", "GLOBAL_STORE_DWORDX4", "BUFFER_STORE_DWORD_OFFSET",
              "SCRATCH_STORE_DWORD_ST", "FLAT_STORE_DWORD"]
    LDS = ["DS_READ_B32_gfx9", "DS_READ_B64_gfx9", "DS_WRITE_B32_gfx9", "DS_WRITE_B128_gfx9"]
    SMEM = ["S_LOAD_DWORD_IMM", "S_LOAD_DWORDX2_IMM"]

    def one(self) -> str:
        r = self.rng
        x = r.random()
        if x < 0.10:
            opcode, imms = self.WMMA[self.cpu]
            return self.inst(opcode, imms)
        if x < 0.38:
            return self.inst(self.choose(self.VALU))
        if x < 0.56:
            return self.inst(self.choose(self.LOADS))
        if x < 0.66:
            return self.inst(self.choose(self.STORES))
        if x < 0.80:
            return self.inst(self.choose(self.LDS))
        if x < 0.88:
            return self.inst(self.choose(self.SMEM))
        if x < 0.93:
            return f"S_NOP {r.choice([0, 1, 3])}"
        if x < 0.96:
            return self.inst("S_MOV_B32")
        return self.inst(r.choice(["V_MOV_B32_e32", "V_ADD_F32_e32"]))


class Batch:
    """One batch of programs: the real form, llc's results on it, and the asm form."""

    def __init__(
        self, cpu: str, rng: random.Random, funcs: list[str], workdir: str, tag: str,
        options: dict[str, str] | None = None,
    ) -> None:
        self.cpu, self.rng, self.workdir, self.tag = cpu, rng, workdir, tag
        self.passes = passes_for(cpu)
        self.real = "".join(_strip_generator_asm(f) for f in funcs)
        self.real_path = os.path.join(workdir, f"{tag}.mir")
        with open(self.real_path, "w") as fh:
            fh.write(self.real)
        self.src = _bodies(self.real)
        self.llc = {p: _bodies(_llc(cpu, ["-run-pass", p], self.real_path)) for p in self.passes}
        self.theirs = {
            p: {n: inserted(b, self.llc[p].get(n, [])) for n, b in self.src.items()} for p in self.passes
        }
        # mirpass's default on the real form, where it differs from llc (see compare)
        self.own = {
            p: _bodies(_mirpass(self.real, self.real_path, cpu, p, dict(options or {})))
            for p in self.passes
        }
        self.own_inserted = {
            p: {n: inserted(b, self.own[p].get(n, [])) for n, b in self.src.items()} for p in self.passes
        }
        self.spans: dict[str, list[list[int]]] = {}  # per function: asm-form line -> real lines
        self.decoder = InlineAsmDecoder(cpu)
        self.unconvertible = 0
        self.fixed = 0  # instructions before which llc's hazard pass inserts something

    def _equivalent(self, line: str, t: tuple[str, list[str]]) -> bool:
        """Whether the asm decodes to the instruction itself: the generator makes some that
        llc takes in MIR but its assembler rejects (an invalid op_sel, an MFMA's src2 partly
        overlapping its result), and a few real opcodes several pseudos lower to."""
        got = self.decoder.decode(Instruction("    " + asm_line([t]), 1))
        opcode = Instruction("    " + line, 1).opcode
        return got.problem is None and [i.opcode for i in got.instructions] == [opcode]

    def build_asm_form(self, fraction: float) -> str:
        candidates = [
            (name, i, line)
            for name, body in self.src.items()
            for i, line in enumerate(body)
            if not _KEEP.match(line) and not self._in_bundle(body, i)
        ]
        chosen = [c for c in candidates if self.rng.random() < fraction]
        texts = asm_texts(self.cpu, [line for _n, _i, line in chosen], self.workdir)
        conv: dict[tuple[str, int], tuple[str, list[str]]] = {}
        made = [
            template(self.rng, line, text) if text is not None else None
            for (_n, _i, line), text in zip(chosen, texts, strict=True)
        ]
        self.decoder.prefetch_instructions(
            Instruction("    " + asm_line([t]), 1) for t in made if t is not None
        )
        for (name, i, line), t in zip(chosen, made, strict=True):
            if t is not None and self._equivalent(line, t):
                conv[(name, i)] = t
            else:
                self.unconvertible += 1
        out = self.real
        for name, body in self.src.items():
            out = self._rewrite_function(out, name, body, conv)
        return out

    @staticmethod
    def _in_bundle(body: list[str], i: int) -> bool:
        depth = 0
        for s in body[:i]:
            if s.startswith("BUNDLE"):
                depth = 1
            elif s == "}":
                depth = 0
        return depth > 0 and not body[i].startswith("BUNDLE")

    def _quiet_between(self, name: str, i: int) -> bool:
        """Whether llc, and mirpass on the real form, insert nothing before real line `i` in
        either pass (NOPs and waits go before an asm, not between its instructions)."""
        sources = (self.theirs, self.own_inserted)
        return all((by[p].get(name) or [""] * (i + 1))[i] == "" for by in sources for p in self.passes)

    def _rewrite_function(self, text: str, name: str, body: list[str], conv: dict) -> str:
        start = text.index(f"name:            {name}\n")
        end = text.find("\n...", start)
        doc = text[start:end]
        lines = doc.split("\n")
        k = 0  # index into `body`, over the doc's instruction lines
        out: list[str] = []
        spans: list[list[int]] = []
        run: list[tuple[str, list[str]]] = []
        run_lines: list[int] = []
        indent = "    "

        def flush() -> None:
            if run:
                out.append(indent + asm_line(run))
                spans.append(list(run_lines))
                run.clear()
                run_lines.clear()

        for line in lines:
            s = line.strip()
            is_inst = k < len(body) and s == body[k] and not s.startswith(("bb.", "successors:"))
            if not is_inst:
                flush()
                out.append(line)
                continue
            t = conv.get((name, k))
            if t is None:
                flush()
                out.append(line)
                spans.append([k])
            else:
                # one asm holds a run of instructions only where llc puts nothing between them
                if run and not (self.rng.random() < 0.5 and self._quiet_between(name, k)):
                    flush()
                run.append(t)
                run_lines.append(k)
            k += 1
        flush()
        self.spans[name] = spans
        return text[:start] + "\n".join(out) + text[end:]

    def compare(self, asm_form: str, options: dict[str, str]) -> tuple[list[str], dict[str, set[str]]]:
        """(mismatching functions, per pass the functions compared with mirpass's default on the
        real form)."""
        bad: set[str] = set()
        by_pass: dict[str, set[str]] = {p: set() for p in self.passes}
        asm_src = _bodies(asm_form)
        for p in self.passes:
            mine = _bodies(_mirpass(asm_form, self.real_path + ".asm.mir", self.cpu, p, options))
            for name in self.src:
                want = self.theirs[p][name]
                if p == PASSES[0] and want is not None:
                    self.fixed += sum(1 for w in want if w)
                got = inserted(asm_src[name], mine.get(name, []))
                if want is None or got is None:
                    bad.add(name)
                    continue
                if got == [want[span[0]] for span in self.spans[name]]:
                    continue
                own = self.own_inserted[p][name]
                if own is not None and own != want and got == [own[span[0]] for span in self.spans[name]]:
                    by_pass[p].add(name)  # mirpass differs from llc on the real form already
                    continue
                bad.add(name)
        return sorted(bad), {p: names - bad for p, names in by_pass.items()}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--count", type=int, default=1000, help="programs per CPU")
    ap.add_argument("--cpu", action="append",
        help="gfx942, gfx950, gfx1200, gfx1250 (default gfx942, gfx950)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--batch", type=int, default=100, help="programs per llc run")
    ap.add_argument("--fraction", type=float, default=0.4, help="share of instructions written as asm")
    ap.add_argument("--out", default=None, help="directory for mismatching programs")
    ap.add_argument(
        "--placement",
        choices=["path", "consumer"],
        default=None,
        help="the wait pass's placement (consumer: llc's, so that its results compare with llc's exactly)",
    )
    ap.add_argument("-q", "--quiet", action="store_true")
    args = ap.parse_args(argv)
    options = {"placement": args.placement} if args.placement else {}
    failures = 0
    with tempfile.TemporaryDirectory() as tmp:
        for cpu in args.cpu or ["gfx942", "gfx950"]:
            rng = random.Random(f"{args.seed}:{cpu}:asm")
            gen = (Gen12 if cpu in GFX12 else Gen)(cpu, random.Random(f"{args.seed}:{cpu}"))
            done = converted = unconvertible = fixed = 0
            bad_total: list[str] = []
            divergent_total = dict.fromkeys(passes_for(cpu), 0)
            multi = 0
            t0 = time.time()
            k = 0
            while done < args.count:
                n = min(args.batch, args.count - done)
                funcs = [gen.function(f"f{k}_{i}") for i in range(n)]
                batch = Batch(cpu, rng, funcs, tmp, f"{cpu}_{k}", options)
                asm_form = batch.build_asm_form(args.fraction)
                converted += asm_form.count("INLINEASM")
                multi += sum(1 for s in asm_form.split("\n") if "INLINEASM" in s and "\\0A" in s)
                unconvertible += batch.unconvertible
                bad, divergent = batch.compare(asm_form, options)
                fixed += batch.fixed
                done += len(batch.src)
                for p in passes_for(cpu):
                    divergent_total[p] += len(divergent[p])
                if bad:
                    bad_total.extend(bad)
                    if args.out:
                        os.makedirs(args.out, exist_ok=True)
                        for suffix, text in (("real", batch.real), ("asm", asm_form)):
                            with open(os.path.join(args.out, f"{cpu}_{k}.{suffix}.mir"), "w") as fh:
                                fh.write(text)
                k += 1
            failures += len(bad_total)
            if not args.quiet or bad_total:
                apart = ", ".join(f"{divergent_total[p]} {p}" for p in passes_for(cpu))
                print(
                    f"{cpu}: {done} programs, {converted} INLINEASM ({multi} of several instructions; "
                    f"{unconvertible} instructions not convertible; {fixed} with hazard fixes before them"
                    f" in llc's output), {len(bad_total)} mismatches; "
                    f"compared with mirpass on the real form, which differs from llc there: {apart} "
                    f"({time.time() - t0:.1f} s)" + (f": {', '.join(bad_total[:10])}" if bad_total else "")
                )
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
