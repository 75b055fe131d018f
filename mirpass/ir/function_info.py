"""What llc 22 checks of AMDGPU's `machineFunctionInfo` register fields and of the metadata the
body names, after the grammar: the checks of SIMachineFunctionInfo's MIR parsing and MIParser's
`!N` references (each checked against llc 22 in tests/test_strict_input.py).

A register field holds one named register, in the class the field requires: `scratchRSrcReg`
a 128-bit SGPR tuple (or `$private_rsrc_reg`), `frameOffsetReg` and `stackPtrOffsetReg` a
32-bit SGPR (or `$fp_reg`, `$sp_reg`), each argument of `argumentInfo` its own class. A wrong
one is "incorrect register class for field", at the end of the register's name; text that is
no register is "expected a named register", at its start.
"""

from __future__ import annotations

import re
from typing import Any

from mirpass.mir import MIRError
from mirpass.mir.model import MachineFunction
from mirpass.target.names import Names
from mirpass.target.registers import to_llvm22_registers

# Parsed only when given (an empty value is none).
_OPTIONAL_FIELDS = ("vgprForAGPRCopy", "sgprForEXECCopy", "longBranchReservedReg")
# Parsed always (absent, each is its default), then checked against its class.
_REQUIRED_FIELDS = {
    "scratchRSrcReg": ("private_rsrc_reg", "sgpr_128"),
    "frameOffsetReg": ("fp_reg", "sgpr_32"),
    "stackPtrOffsetReg": ("sp_reg", "sgpr_32"),
}
_LIST_FIELDS = ("wwmReservedRegs", "spillPhysVGPRs")
# The arguments of `argumentInfo`, in the order llc checks them, with the class each needs.
ARGUMENT_CLASSES = {
    "privateSegmentBuffer": "sgpr_128", "dispatchPtr": "sreg_64", "queuePtr": "sreg_64",
    "kernargSegmentPtr": "sreg_64", "dispatchID": "sreg_64", "flatScratchInit": "sreg_64",
    "privateSegmentSize": "sgpr_32", "LDSKernelId": "sgpr_32", "workGroupIDX": "sgpr_32",
    "workGroupIDY": "sgpr_32", "workGroupIDZ": "sgpr_32", "workGroupInfo": "sgpr_32",
    "privateSegmentWaveByteOffset": "sgpr_32", "implicitArgPtr": "sreg_64", "implicitBufferPtr": "sreg_64",
    "workItemIDX": "vgpr_32", "workItemIDY": "vgpr_32", "workItemIDZ": "vgpr_32",
}  # fmt: skip
_NAMED_REGISTER = re.compile(r"\$[A-Za-z0-9_.$-]+")


def check_function_info(mf: MachineFunction, table: Names) -> None:
    """Raise MIRError at the first register field llc 22 rejects."""
    info = mf.properties.get("machineFunctionInfo")
    if not isinstance(info, dict):
        return
    for key in _OPTIONAL_FIELDS:
        value = info.get(key)
        if isinstance(value, str) and value:
            _register(mf, table, [key], value)
    parsed = {}
    for key, (default, _) in _REQUIRED_FIELDS.items():
        value = info.get(key, "$" + default)
        parsed[key] = _register(mf, table, [key], value if isinstance(value, str) else str(value))
    for key, (default, cls) in _REQUIRED_FIELDS.items():
        if parsed[key] != default and not table.class_contains(cls, parsed[key]):
            _wrong_class(mf, [key], str(info.get(key)))
    for key in _LIST_FIELDS:
        for value in info.get(key) or ():
            _register(mf, table, [key], str(value), search=True)
    arguments = info.get("argumentInfo")
    if isinstance(arguments, dict):
        for name, cls in ARGUMENT_CLASSES.items():
            argument = arguments.get(name)
            if isinstance(argument, dict) and "reg" in argument:
                where = ["argumentInfo", name, "reg"]
                reg = _register(mf, table, where, str(argument["reg"]))
                if not table.class_contains(cls, reg):
                    _wrong_class(mf, where, str(argument["reg"]))


def _register(mf: MachineFunction, table: Names, keys: list[str], value: str, search: bool = False) -> str:
    """The register `value` names (without `$`), or MIRError where llc's parser stops."""
    m = _NAMED_REGISTER.match(value)
    if m is None:
        raise MIRError("expected a named register", *_locate(mf, keys, value if search else None))
    name = m.group()[1:]
    if not table.is_register(name):
        raise MIRError(f"unknown register name '{name}'", *_locate(mf, keys, value if search else None))
    if m.end() != len(value):
        line, col = _locate(mf, keys, value if search else None)
        rest = len(value) - len(value[m.end() :].lstrip(" \t"))  # llc points at the next token
        raise MIRError("expected end of string after the register reference", line, col + rest)
    return to_llvm22_registers("$" + name)[1:]


def _wrong_class(mf: MachineFunction, keys: list[str], value: str) -> None:
    line, col = _locate(mf, keys, None)
    raise MIRError("incorrect register class for field", line, col + len(value))


def _locate(mf: MachineFunction, keys: list[str], value: str | None) -> tuple[int, int]:
    """Line and column of the value of `machineFunctionInfo` > KEYS... in the function's YAML
    text (past an opening quote), or of `value` after the last key when given."""
    head = mf.head
    k = next((i for i, s in enumerate(head) if s.startswith("machineFunctionInfo:")), None)
    if k is None:
        return mf.name_position()
    col = 0
    for key in keys:
        found = _find_key(head, k, col, key)
        if found is None:
            return mf.name_position()
        k, col = found
    line = head[k]
    if value is not None:
        for j in range(k, len(head)):
            at = head[j].find(value, col if j == k else 0)
            if at >= 0:
                return mf.line + j, at + 1
        return mf.line + k, col + 1
    while col < len(line) and line[col] in " \t":
        col += 1
    if col < len(line) and line[col] in "'\"":
        col += 1
    return mf.line + k, col + 1


def _find_key(head: list[str], k: int, col: int, key: str) -> tuple[int, int] | None:
    """(line index, column after `KEY:`) of the first `KEY:` at or after line k, column col."""
    pattern = re.compile(r"(?<![A-Za-z0-9_])" + re.escape(key) + r"\s*:")
    for j in range(k, len(head)):
        m = pattern.search(head[j], col if j == k else 0)
        if m is not None:
            return j, m.end()
    return None


def check_metadata(mf: MachineFunction, defined: dict[int, str], text: str, tokens_of: Any) -> None:
    """Every `!N` the body names is defined (by the IR module or `machineMetadataNodes`), and a
    `debug-location !N` is a DILocation. `tokens_of(line, line_no)` lexes a line."""
    ids = {int(n) for n in re.findall(r"!(\d+)", text)}
    if all(n in defined for n in ids) and "debug-location !" not in text:
        return
    for block in mf.blocks:
        for line_no, line in block.text_lines():
            if "!" not in line or line.lstrip().startswith(";"):
                continue
            tokens = tokens_of(line, line_no)
            for i, tok in enumerate(tokens):
                if tok.kind != "exclaim" or i + 1 >= len(tokens) or tokens[i + 1].kind != "int":
                    continue
                number = tokens[i + 1].text
                if not number.isdigit():
                    continue
                if int(number) not in defined:
                    raise MIRError(f"use of undefined metadata '!{int(number)}'", line_no, tok.col + 1)
                if i and tokens[i - 1].text == "debug-location" and defined[int(number)] != "DILocation":
                    after = tokens[i + 2].col if i + 2 < len(tokens) else len(line.rstrip("\r"))
                    raise MIRError("referenced metadata is not a DILocation", line_no, after + 1)
