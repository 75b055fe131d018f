"""The embedded LLVM IR module, parsed by LLVM itself (llvmlite's LLVM 22), and the function
attributes mirpass takes from it: `target-cpu`, `target-features` and the rest.

llc parses the module before anything else, so a module that does not parse is an error at its
line and column, and every machine function must name a function the module defines.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from mirpass.mir import MIRError, MIRFile
from mirpass.mir.model import IRModule
from mirpass.target.names import names

_LLVM_ERROR = re.compile(r"<string>:(\d+):(\d+): error: (.*)")
# Only a well-formed layout string is replaced: LLVM's lexer still reads the module's own text,
# so an unterminated string is an error even though llc then sets the target's layout.
_DATA_LAYOUT = re.compile(r'^target datalayout = "[^"\n]*"', re.M)
_STRING_ATTRIBUTE = re.compile(r'"([^"]*)"(?:="([^"]*)")?')
# A metadata definition, `!7 = !DILocation(...)`, `!8 = distinct !{...}`: its number and kind.
_METADATA = re.compile(r"^!(\d+) = (?:distinct )?!([A-Za-z]*)", re.M)


@dataclass(frozen=True)
class ModuleFacts:
    """What mirpass reads from the IR: each defined function's string attributes."""

    attributes: dict[str, dict[str, str]]
    # Numbered metadata the module defines: number -> kind (`DILocation`, ...; "" for a tuple).
    metadata: dict[int, str] = field(default_factory=dict)

    def attribute(self, key: str, functions: list[str]) -> str | None:
        """`key` of the first of `functions` (or of any function) that has it."""
        for name in (*functions, *self.attributes):
            value = self.attributes.get(name, {}).get(key)
            if value is not None:
                return value
        return None


def module_facts(mir: MIRFile) -> ModuleFacts | None:
    """Parse the embedded IR module (None if there is none); MIRError where LLVM rejects it."""
    module = mir.ir_module
    if module is None:
        return None
    if module.facts is not None:
        return module.facts
    # llc puts the target's data layout in place of the module's before parsing it (so a bad
    # one is no error, and the target's decides what the verifier sees).
    layout = f'target datalayout = "{names().data_layout}"'
    text, found = _DATA_LAYOUT.subn(lambda _: layout, module.text)
    try:
        defined = _defined_functions(text if found else layout + "\n" + text)
    except _ParseError as err:
        raise _positioned(module, str(err), 0 if found else 1) from None
    except _VerifyError as err:
        detail = str(err).strip().splitlines()
        message = "input module cannot be verified" + (f": {detail[0]}" if detail else "")
        raise MIRError(message, module.line, 1) from None
    attributes: dict[str, dict[str, str]] = {}
    for name, strings in defined:
        found_attributes: dict[str, str] = {}
        for attribute in strings:
            for key, value in _STRING_ATTRIBUTE.findall(attribute.decode("utf-8", "replace")):
                found_attributes[key] = value
        attributes[name] = found_attributes
    metadata = {int(n): kind for n, kind in _METADATA.findall(module.text)}
    facts = ModuleFacts(attributes, metadata)
    module.facts = facts
    return facts


class _ParseError(Exception):
    pass


class _VerifyError(Exception):
    pass


def _defined_functions(text: str) -> list[tuple[str, list[bytes]]]:
    """(name, attribute strings) of each function the module defines, by LLVM's parser and
    verifier: through llvmlite's C entry points where mirpass.ir.llvm_capi can (far cheaper to
    load), else through llvmlite.binding (slow to import: only for files with an IR module)."""
    from mirpass.ir import llvm_capi

    try:
        found = llvm_capi.functions(text)
    except llvm_capi.ParseError as err:
        raise _ParseError(str(err)) from None
    except llvm_capi.VerifyError as err:
        raise _VerifyError(str(err)) from None
    if found is not None:
        return found
    import llvmlite.binding as llvm

    try:
        parsed = llvm.parse_assembly(text)
    except RuntimeError as err:
        raise _ParseError(str(err)) from None
    try:
        parsed.verify()  # llc runs LLVM's verifier on the module it parsed
    except RuntimeError as err:
        raise _VerifyError(str(err)) from None
    return [(f.name, list(f.attributes)) for f in parsed.functions if not f.is_declaration]


def check_functions_defined(mir: MIRFile, facts: ModuleFacts) -> None:
    """Every machine function must be defined by the IR module, as llc requires."""
    for mf in mir.functions:
        if mf.name not in facts.attributes:
            message = f"function '{mf.name}' isn't defined in the provided LLVM IR"
            raise MIRError(message, *mf.name_position())


# AMDGPU attributes llc 22 reads as a comma-separated pair of unsigned 32-bit integers when it
# makes a function's subtarget: a first that does not parse is an error there.
_INTEGER_PAIR_ATTRIBUTES = (
    "amdgpu-flat-work-group-size",
    "amdgpu-waves-per-eu",
    "amdgpu-agpr-alloc",
    "amdgpu-lds-size",
)
_AUTO_RADIX = re.compile(r"0[xX]([0-9a-fA-F]+)|0[bB]([01]+)|0[oO]([0-7]+)|(0[0-7]*)|([1-9][0-9]*)")


def _unsigned32(text: str) -> bool:
    """Whether LLVM's `getAsInteger(0, unsigned&)` takes `text` (radix from the prefix)."""
    m = _AUTO_RADIX.fullmatch(text)
    if m is None:
        return False
    hexa, binary, octal, zero_octal, decimal = m.groups()
    value = (
        int(hexa, 16) if hexa else int(binary, 2) if binary else int(octal, 8) if octal
        else int(zero_octal, 8) if zero_octal else int(decimal)
    )
    return value < 1 << 32


def check_integer_attributes(mir: MIRFile, facts: ModuleFacts) -> None:
    """The integer-pair attributes of each machine function's IR function must have a first
    integer llc can parse (`"amdgpu-flat-work-group-size"="64,64"`): MIRError at the attribute."""
    module = mir.ir_module
    for mf in mir.functions:
        attributes = facts.attributes.get(mf.name, {})
        for key in _INTEGER_PAIR_ATTRIBUTES:
            value = attributes.get(key)
            if value is not None and not _unsigned32(value.split(",", 1)[0].strip()):
                at = module.text.find(f'"{key}"="{value}"') if module is not None else -1
                line = module.text.count("\n", 0, at) if at >= 0 else 0
                col = at - (module.text.rfind("\n", 0, at) + 1) + 1 if at >= 0 else 1
                where = (module.line + line + 1, col + module.indent) if module is not None else (1, 1)
                raise MIRError(f"can't parse first integer attribute {key}", *where)


def _positioned(module: IRModule, message: str, added_lines: int) -> MIRError:
    m = _LLVM_ERROR.search(message)
    if m is None:
        first = message.strip().splitlines()
        return MIRError(f"LLVM IR: {first[-1] if first else 'does not parse'}", module.line, 1)
    line, col = int(m.group(1)) - added_lines, int(m.group(2))
    return MIRError(m.group(3), module.line + line, col + module.indent)
