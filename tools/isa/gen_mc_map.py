#!/usr/bin/env python3
"""Generate mirpass/target/data/mc_opcodes.CPU.json.gz: MC (real) opcode -> MIR (pseudo) opcode names.

``llvm-mc -show-inst`` names each instruction by its real, encoding-specific MC opcode
(``S_NOP_vi``, ``V_MFMA_F32_16X16X16F16_gfx940_vcd``, ``S_WAIT_LOADCNT_gfx12``); the opcode tables
and the passes use the pseudo names llc prints in MIR (``S_NOP``,
``V_MFMA_F32_16X16X16F16_vgprcd_e64``, ``S_WAIT_LOADCNT``).  LLVM maps pseudo -> real with
``AMDGPU::getMCOpcode(pseudo, encodingFamily)`` (a TableGen InstrMapping); this tool inverts it.

Pipeline
--------
1. Build ``dump_mc_map.cpp`` against the static LLVM 22 component libraries (``getMCOpcode`` is
   not exported from libLLVM.so), as ``gen_isa_tables.py`` builds ``dump_isa.cpp``.
2. It prints, for every opcode, ``getMCOpcode`` for each of the 16 encoding-family values,
   ``getMFMAEarlyClobberOp``, the tied-operand constraints and the operand register classes per
   register-info HwMode.
3. Per CPU, each pseudo is lowered as the backend lowers it: the first encoding family of the
   CPU's list (``gen_isa_tables.CPU_FAMILIES``, same facts as the opcode tables) with a real
   encoding wins.  MFMA ``_mac`` pseudos have no mapping of their own; they lower through their
   early-clobber counterpart (``getMFMAEarlyClobberOp``), as ``gen_isa_tables`` treats them.
   Inverting gives, per real opcode, every pseudo that lowers to it.
4. Real opcodes no pseudo of the CPU lowers to are looked up through every family (a real
   encoding of an older family that the assembler still accepts), and real opcodes that are no
   pseudo's target at all (VOPD ``V_DUAL_*``, gfx12 images, ...) stand for themselves: MIR
   names them directly.

What was found (LLVM 22), and the rule that picks one candidate
----------------------------------------------------------------
Several pseudos lower to one real opcode in these groups (gfx942: 842 real opcodes of 4417):

- MFMA ``_e64`` and ``_mac_e64`` (AGPR C/D, real ``_acd``), ``_vgprcd_e64`` and
  ``_mac_vgprcd_e64`` (VGPR C/D, real ``_vcd``); WMMA ``_twoaddr`` and ``_threeaddr``.  The
  ``_mac``/``_twoaddr`` forms tie vdst to src2; the others have an early-clobber vdst that may
  not overlap src2.  Rule: the tied candidate when the MC instruction's tied operands hold the same
  register, else an untied one (the "tied" table gives the operand pairs).  AGPR vs VGPR C/D is
  not ambiguous: the two are different real opcodes.
- MUBUF/MTBUF ``X``, ``X_exact``, ``X_VBUFFER`` (the gfx12 operand order), ``X_VBUFFER_exact``
  and the unpacked-D16 ``_gfx80_`` forms; SMEM loads and their early-clobber ``_ec`` forms;
  ``S_MOV_B32``/``_sideeffects``, ``S_GETPC_B64``/``_pseudo``, ``S_GETREG_B32``/``_const``,
  ``S_SETREG_*``/``_mode``, ``V_MAD_[IU]64_[IU]32_e64``/``_gfx11_e64``.  Rule: candidates whose
  facts exist in the CPU's opcode table first; then the one whose operand register classes
  match the real opcode's at the most positions (so ``_VBUFFER_`` forms for gfx12 reals, whose
  operands they share, and the plain forms for gfx9); then the shorter name.  ``--report``
  lists every group whose candidates' wait/hazard facts differ (the pick then matters): in
  LLVM 22 only ``S_MOV_B32``/``_sideeffects``, ``S_GETREG_B32``/``_const`` and
  ``S_SETREG[_IMM32]_B32``/``_mode``, which differ in hasSideEffects (and GETREG's MODE read);
  the shorter name is the plain form, the side-effecting one for GETREG/SETREG.
- LDS twins (``lds_m0_twins``): the real opcode the assembler produces is not the one codegen
  lowers to (``DS_WRITE_B64_vi``, with an M0 read, vs ``DS_WRITE_B64_vi_gfx9``); the candidates
  of both twins are listed, codegen's ``DS_WRITE_B64_gfx9`` first, as llc 22's MIR has it.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import os
import subprocess
import sys
import tempfile
from collections import defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(REPO))
import gen_isa_tables as isa  # noqa: E402  (the encoding-family facts, one source of truth)

from mirpass.target.opcodes import load_opcode_table  # noqa: E402

SRC = HERE / "dump_mc_map.cpp"
DATA = REPO / "mirpass" / "target" / "data"
CPUS = isa.CPUS
FORMAT_VERSION = 1
NO_ENCODING = 65535  # getMCOpcode: the pseudo has no encoding in this family
# OpcodeInfo fields that do not bear on waits and hazards, or are expected to differ per form.
_IGNORED_FACTS = {"name", "operand_classes", "operand_roles", "num_operands", "num_defs"}


def build_dumper(build_dir: Path) -> Path:
    key = hashlib.sha256(SRC.read_bytes()).hexdigest()[:16]
    exe = build_dir / f"dump_mc_map-{key}"
    if exe.exists():
        return exe
    build_dir.mkdir(parents=True, exist_ok=True)

    def cfg(*args: str) -> list[str]:
        out = subprocess.run([isa.LLVM_CONFIG, *args], check=True, text=True, capture_output=True)
        return out.stdout.split()

    syslibs = ["-l:libzstd.so.1" if x == "-lzstd" else x for x in cfg("--link-static", "--system-libs")]
    libs = cfg("--link-static", "--libs", "amdgpuutils", "amdgpudesc", "amdgpuinfo", "mc")
    cmd = [isa.CXX, "-O1", *cfg("--cxxflags"), str(SRC), "-o", f"{exe}.tmp", *cfg("--ldflags")]
    cmd += ["-Wl,--as-needed", "-Wl,--start-group", *libs, "-Wl,--end-group", *syslibs]
    subprocess.run(cmd, check=True)
    os.replace(f"{exe}.tmp", exe)
    return exe


def run_dumper(exe: Path, cpus: list[str]) -> tuple[dict[int, dict], dict[str, str]]:
    out = subprocess.run([str(exe), *cpus], check=True, capture_output=True, text=True).stdout
    ops: dict[int, dict] = {}
    hwmode: dict[str, str] = {}
    for line in out.splitlines():
        r = json.loads(line)
        if r["t"] == "op":
            ops[r["op"]] = r
        else:
            hwmode[r["cpu"]] = str(r["hwmode"])
    return ops, hwmode


def _real(m: int) -> bool:
    return 0 <= m < NO_ENCODING


def _lowering_source(r: dict, ops: dict[int, dict]) -> dict:
    """The record whose encoding map lowers r: MFMA _mac forms lower through their
    early-clobber counterpart."""
    if not any(m != -1 for m in r["mc"]) and r["ec"] != -1:
        return ops[r["ec"]]
    return r


def invert(ops: dict[int, dict], cpu: str, table) -> dict[int, list[int]]:
    """Real opcode -> the pseudos that lower to it on `cpu` (first family hit wins)."""
    fams = [isa.ENC[f] for f in isa.CPU_FAMILIES[cpu]]
    inv: dict[int, list[int]] = defaultdict(list)
    other: dict[int, list[int]] = defaultdict(list)
    targets: set[int] = set()
    for op, r in ops.items():
        src = _lowering_source(r, ops)
        hits = [src["mc"][g] for g in fams if _real(src["mc"][g])]
        if hits:
            inv[hits[0]].append(op)
        for m in hits[1:]:
            other[m].append(op)
        targets.update(m for m in src["mc"] if _real(m))
    for m, cands in other.items():
        if m not in inv:
            inv[m] = cands
    for op, r in ops.items():
        # A real opcode no pseudo lowers to: MIR names it directly (VOPD, gfx12 images, ...).
        if not r["pseudo"] and op not in targets and r["name"] in table:
            inv.setdefault(op, [op])
    return inv


def _twin_key(r: dict, mode: str) -> tuple:
    return (r["mnem"], r["size"], r["ts"], tuple(r["rc"].get(mode, ())), tuple(r["tied"]))


def lds_m0_twins(ops: dict[int, dict], reals: list[int], mode: str) -> dict[int, tuple[int, int]]:
    """Real opcode -> (its twin without the implicit M0 read, its twin with it).

    LLVM declares each LDS instruction twice for gfx8/gfx9 encodings: ``DS_WRITE_B64_vi`` reads
    M0 (the pre-GFX9 LDS size limit) and ``DS_WRITE_B64_vi_gfx9`` does not.  Same mnemonic,
    size, TSFlags, operand classes and ties; the assembler and the disassembler both produce
    the M0 form, while codegen on GFX9 and later (every CPU here) selects the other.  A twin pair
    is exactly two such reals whose implicit uses differ by M0 alone."""
    groups: dict[tuple, list[int]] = defaultdict(list)
    for m in reals:
        groups[_twin_key(ops[m], mode)].append(m)
    out: dict[int, tuple[int, int]] = {}
    for members in groups.values():
        if len(members) != 2:
            continue
        a, b = members
        ua, ub = set(ops[a]["iuses"]), set(ops[b]["iuses"])
        if ua - ub == {"M0"} and not ub - ua:
            out[a] = out[b] = (b, a)
        elif ub - ua == {"M0"} and not ua - ub:
            out[a] = out[b] = (a, b)
    return out


def _rc_matches(real: dict, cand: dict, mode: str) -> int:
    a, b = real["rc"].get(mode, []), cand["rc"].get(mode, [])
    return sum(1 for x, y in zip(a, b, strict=False) if x is not None and x == y)


def order_candidates(real: dict, cands: list[dict], mode: str, table) -> list[str]:
    def key(c: dict) -> tuple:
        return (c["name"] not in table, -_rc_matches(real, c, mode), len(c["name"]), c["name"])

    return [c["name"] for c in sorted(cands, key=key)]


def _facts(table, name: str) -> dict | None:
    info = table.get(name)
    if info is None:
        return None
    return {k: v for k, v in info.describe().items() if k not in _IGNORED_FACTS}


def build(ops: dict[int, dict], hwmode: dict[str, str], cpus: list[str]) -> tuple[dict, dict]:
    per_cpu: dict[str, dict[str, list[str]]] = {}
    tied: dict[str, list[list[int]]] = {}
    report: dict[str, dict] = {}
    for cpu in cpus:
        table = load_opcode_table(cpu)
        mode = hwmode[cpu]
        rows: dict[str, list[str]] = {}
        differ: dict[str, list[str]] = {}
        inv = invert(ops, cpu, table)
        twins = lds_m0_twins(ops, list(inv), mode)
        for real, cands in inv.items():
            if real in twins:
                # Codegen's form first: the pseudos of the twin without the M0 read.
                no_m0, with_m0 = twins[real]
                cands = [*dict.fromkeys([*inv[no_m0], *inv[with_m0]])]
                names = [
                    *order_candidates(ops[real], [ops[c] for c in inv[no_m0]], mode, table),
                    *order_candidates(ops[real], [ops[c] for c in inv[with_m0]], mode, table),
                ]
            else:
                names = order_candidates(ops[real], [ops[c] for c in set(cands)], mode, table)
            rows[ops[real]["name"]] = names
            if len(names) > 1:
                for c in cands:
                    pairs = [[i, t] for i, t in enumerate(ops[c]["tied"]) if t >= 0]
                    if pairs:
                        tied[ops[c]["name"]] = pairs
                facts = [_facts(table, n) for n in names if n in table]
                if real not in twins and any(f != facts[0] for f in facts[1:]):
                    differ[ops[real]["name"]] = names
        per_cpu[cpu] = dict(sorted(rows.items()))
        amb = sum(1 for v in rows.values() if len(v) > 1)
        report[cpu] = {"reals": len(rows), "ambiguous": amb, "twins": len(twins), "facts_differ": differ}
    data = {"format": FORMAT_VERSION, "llvm": "22", "cpus": per_cpu, "tied": dict(sorted(tied.items()))}
    return data, report


def serialize(data: dict) -> dict[Path, bytes]:
    """One file per CPU, so that reading a `.s` loads only its CPU's map (the seven together
    cost several times more to load than one)."""
    out = {}
    for cpu, rows in data["cpus"].items():
        one = {"format": data["format"], "llvm": data["llvm"], "cpu": cpu, "rows": rows, "tied": data["tied"]}
        raw = json.dumps(one, sort_keys=True, separators=(",", ":")).encode()
        out[DATA / f"mc_opcodes.{cpu}.json.gz"] = gzip.compress(raw, compresslevel=9, mtime=0)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="regenerate and compare with the committed table")
    ap.add_argument("--report", action="store_true", help="print the ambiguous groups whose facts differ")
    ap.add_argument(
        "--build-dir",
        default=os.environ.get("ISA_BUILD_DIR", str(Path(tempfile.gettempdir()) / "mirpass-isa-build")),
    )
    args = ap.parse_args(argv)
    ops, hwmode = run_dumper(build_dumper(Path(args.build_dir)), CPUS)
    data, report = build(ops, hwmode, CPUS)
    blobs = serialize(data)
    for cpu, r in report.items():
        print(
            f"{cpu}: {r['reals']} real opcodes, {r['ambiguous']} with several pseudos "
            f"({r['twins']} LDS twins), {len(r['facts_differ'])} others with differing facts",
            file=sys.stderr,
        )
        if args.report:
            for real, names in sorted(r["facts_differ"].items()):
                print(f"  {real}: {' '.join(names)}", file=sys.stderr)
    if args.check:
        stale = [
            path
            for path, blob in blobs.items()
            if not path.exists() or gzip.decompress(path.read_bytes()) != gzip.decompress(blob)
        ]
        for path in stale:
            print(f"STALE: {path.relative_to(REPO)}", file=sys.stderr)
        if not stale:
            print("check: OK", file=sys.stderr)
        return 1 if stale else 0
    for path, blob in blobs.items():
        path.write_bytes(blob)
    return 0


if __name__ == "__main__":
    sys.exit(main())
