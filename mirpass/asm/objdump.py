"""Code objects (`.o`, `.co`, `.hsaco`) as assembly, through LLVM 22's own disassembler.

`llvm-objdump -d` prints each function's instructions with their address and, for branches,
the target as `<symbol+0xOFFSET>`. This module turns that listing into assembly the reader
decodes like any `.s` (llvm-mc `-show-inst`, the same decoded records): one `.type
NAME,@function` symbol per function, a label at each branch target, and each branch's numeric
offset replaced by its label. The CPU comes from the ELF header (`llvm-readelf -h`, the
AMDGPU machine in its flags) and kernels are the functions with a `NAME.kd` descriptor symbol;
on a wave32-default CPU (gfx10+), wave64 kernels (their descriptors' `.amdhsa_wavefront_size32 0`)
are disassembled and decoded with `+wavefrontsize64`.

Findings are reported at the line of `llvm-objdump -d FILE` (which the user can print) with the
instruction's address: `CodeObject.lines` maps the assembly's lines back to the listing's.
"""

from __future__ import annotations

import os
import re
import subprocess
from dataclasses import dataclass, field

from mirpass.asm.model import AsmFile
from mirpass.asm.reader import read_asm
from mirpass.mir.errors import MIRError
from mirpass.target.targets import TARGETS

LLVM_BIN = os.environ.get("MIRPASS_LLVM_BIN", "/usr/lib/llvm-22/bin")

_FUNCTION = re.compile(r"^([0-9a-fA-F]+) <(.+)>:\s*$")
# `\tTEXT  // ADDRESS: ENCODING [<SYMBOL+0xOFFSET>]`
_INSTRUCTION = re.compile(
    r"^\s+(\S.*?)\s*// ([0-9A-Fa-f]+):(?: [0-9A-Fa-f]+)*(?: <(.+)\+0x([0-9a-fA-F]+)>)?\s*$"
)
_BRANCH_TARGET = re.compile(r"^\s+\S.*?\s*// [0-9A-Fa-f]+:(?: [0-9A-Fa-f]+)* <(.+)\+0x([0-9a-fA-F]+)>")
_MACH = re.compile(r"Flags:\s+0x[0-9a-fA-F]+,\s*(gfx[0-9a-z]+)\b|EF_AMDGPU_MACH_AMDGCN_(GFX[0-9A-Z]+)\b")
_LAST_NUMBER = re.compile(r"(-?(?:0x[0-9a-fA-F]+|\d+))(\s*)$")
_KD_START = re.compile(r"^\.amdhsa_kernel\s+(\S+)")
_KD_WAVE32 = re.compile(r"^\s+\.amdhsa_wavefront_size32\s+(\d+)")


@dataclass
class CodeObject:
    path: str
    asm: AsmFile
    lines: dict[int, int] = field(default_factory=dict)  # 1-based assembly line -> listing line
    addresses: dict[int, str] = field(default_factory=dict)  # 1-based assembly line -> address


def _tool(name: str, *args: str, path: str) -> str:
    exe = os.path.join(LLVM_BIN, name)
    try:
        proc = subprocess.run([exe, *args, path], capture_output=True, text=True, timeout=300, check=False)
    except FileNotFoundError:
        raise MIRError(f"{exe} is not installed (Debian's llvm-22 package has it)", 1, 1, path) from None
    if proc.returncode != 0:
        first = (proc.stderr.strip().splitlines() or ["failed"])[0]
        raise MIRError(f"{name}: {first}", 1, 1, path)
    return proc.stdout


def code_object_cpu(path: str) -> str:
    """The CPU an AMDGPU code object was built for, from its ELF header's machine flag."""
    m = _MACH.search(_tool("llvm-readelf", "-h", path=path))
    if m is None:
        raise MIRError("not an AMDGPU code object (no AMDGPU machine in its ELF header flags)", 1, 1, path)
    return (m.group(1) or m.group(2)).lower()


def _kernels(path: str) -> set[str]:
    out = _tool("llvm-readelf", "-s", "--wide", path=path)
    names = set()
    for line in out.splitlines():
        parts = line.split()
        if len(parts) >= 8 and parts[-1].endswith(".kd"):
            names.add(parts[-1][: -len(".kd")])
    return names


def listing_to_assembly(listing: str, cpu: str) -> tuple[str, dict[int, int], dict[int, str]]:
    """Assembly text for an `llvm-objdump -d` listing, with the maps from its lines (1-based) to
    the listing's lines and to the instructions' addresses."""
    lines = listing.splitlines()
    bases: dict[str, int] = {}
    targets: set[int] = set()
    for ln in lines:
        if m := _FUNCTION.match(ln):
            bases[m.group(2)] = int(m.group(1), 16)
        elif (m := _BRANCH_TARGET.match(ln)) and m.group(1) in bases:
            targets.add(bases[m.group(1)] + int(m.group(2), 16))
    out = [f'\t.amdgcn_target "amdgcn-amd-amdhsa--{cpu}"', "\t.text"]
    back: dict[int, int] = {}
    addresses: dict[int, str] = {}
    for k, ln in enumerate(lines, start=1):
        if m := _FUNCTION.match(ln):
            out += [f"\t.type {m.group(2)},@function", f"{m.group(2)}:"]
            continue
        m = _INSTRUCTION.match(ln)
        if m is None:
            continue
        text, address = m.group(1), int(m.group(2), 16)
        if address in targets:
            out.append(f".Lmirpass_{address:x}:")
        if m.group(3) is not None and m.group(3) in bases:
            label = f".Lmirpass_{bases[m.group(3)] + int(m.group(4), 16):x}"
            text = _LAST_NUMBER.sub(label, text)
        out.append("\t" + text)
        back[len(out)] = k
        addresses[len(out)] = f"0x{address:x}"
    return "\n".join(out) + "\n", back, addresses


def wave64_kernels(path: str) -> dict[str, bool]:
    """Kernel -> whether it runs in wave64, from its descriptor (`.amdhsa_wavefront_size32`
    as llvm-objdump decodes the `.kd` symbols); empty when the object has no descriptors."""
    exe = os.path.join(LLVM_BIN, "llvm-objdump")
    proc = subprocess.run(
        [exe, "-D", "-j", ".rodata", path], capture_output=True, text=True, timeout=300, check=False
    )
    out: dict[str, bool] = {}
    kernel = None
    for line in proc.stdout.splitlines():
        if m := _KD_START.match(line):
            kernel = m.group(1)
        elif kernel is not None and (m := _KD_WAVE32.match(line)):
            out[kernel] = m.group(1) == "0"
    return out


def _mattr(path: str, cpu: str) -> tuple[str, ...]:
    """`+wavefrontsize64` when the object's kernels are wave64 on a CPU whose default is wave32:
    disassembled in the default mode, wave64 code reads `vcc_lo` for `vcc` and loses the high
    halves of lane masks. One listing has one mode, so kernels of both sizes are an error."""
    if TARGETS[cpu].default_wave_size != 32:
        return ()
    sizes = wave64_kernels(path)
    if not any(sizes.values()):
        return ()
    if not all(sizes.values()):
        mixed = ", ".join(f"{k} ({'wave64' if w else 'wave32'})" for k, w in sorted(sizes.items()))
        message = f"kernels of both wave sizes in one code object are not supported: {mixed}"
        raise MIRError(message, 1, 1, path)
    return ("+wavefrontsize64",)


def read_code_object(path: str, cpu: str | None = None) -> CodeObject:
    """Disassemble `path` with llvm-objdump 22 and decode it as assembly."""
    found = code_object_cpu(path)
    if cpu is not None and cpu != found:
        raise MIRError(f"the code object is for {found}, not {cpu}", 1, 1, path)
    mattr = _mattr(path, found)
    listing = _tool("llvm-objdump", "-d", *(f"--mattr={f}" for f in mattr), path=path)
    text, back, addresses = listing_to_assembly(listing, found)
    try:
        asm = read_asm(text, path, found, mattr)
    except MIRError as err:
        line = back.get(err.line, 1)
        raise MIRError(f"{err.message} (in `llvm-objdump -d` line {line})", line, 1, path) from None
    kernels = _kernels(path)
    for fn in asm.functions:
        fn.is_kernel = fn.name in kernels
    return CodeObject(path, asm, back, addresses)
