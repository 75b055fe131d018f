"""The registered pass: `-run-pass post-RA-hazard-rec` (alias `mfma-hazards`)."""

from __future__ import annotations

import os

from mirpass.mir import MachineFunction, MIRError, MIRFile
from mirpass.passes.hazards.recognizer import Finding, Recognizer
from mirpass.passes.hazards.rules import RULES
from mirpass.passes.registry import (
    MachineFunctionPass,
    PassContext,
    PassError,
    non_negative_integer,
    one_of,
    register,
)

SUPPORTED_COMPAT = ("22",)


def recognizer_for(context: PassContext) -> Recognizer:
    """A recognizer configured from the pass options in `context`."""
    opts = context.options
    compat = opts.get("llvm-compat")
    if compat is not None and compat not in SUPPORTED_COMPAT:
        raise PassError(f"--llvm-compat={compat}: only {', '.join(SUPPORTED_COMPAT)} is supported")
    try:
        return Recognizer(
            context.target.cpu,
            exact=compat is None,
            padding_ratio=_count(opts, "amdgpu-mfma-padding-ratio"),
            snop_padding=_count(opts, "amdgpu-snop-padding"),
            xnack=_xnack(opts.get("mattr")),
        )
    except ValueError as err:
        raise PassError(str(err)) from None


def _count(opts: dict[str, str], name: str) -> int:
    """The non-negative integer option `name` (0 when not given)."""
    try:
        value = int(opts.get(name, "0"))
    except ValueError:
        raise PassError(f"-{name} expects an integer") from None
    if value < 0:
        raise PassError(f"-{name} expects a non-negative integer")
    return value


def _xnack(mattr: str | None) -> bool:
    return not (mattr and "-xnack" in mattr)


def describe(f: Finding, filename: str) -> str:
    """`rule: producer OPCODE at FILE:LINE needs N wait states, has M`."""
    rule = RULES[f.rule].text if f.rule in RULES else f.rule
    where = ""
    if f.producer is not None:
        p = f.producer
        loc = f"{os.path.basename(filename)}:{p.line}" if p.line else "(inserted)"
        where = f" after {p.opcode} at {loc}"
    return f"{f.rule}: {rule}{where}: requires {f.required} wait states, has {f.available}"


@register
class HazardRecognizerPass(MachineFunctionPass):
    name = "post-RA-hazard-rec"
    aliases = ("mfma-hazards",)
    description = "insert S_NOPs for gfx908/gfx90a/gfx942/gfx950 hazards (MFMA, VALU, DOT, ...), as llc does"
    cli_options = {
        "llvm-compat=": "reproduce a given LLVM's hazard rules and search (22), quirks included",
        "annotate": "add a MIR comment naming the rule before each inserted S_NOP",
        "amdgpu-mfma-padding-ratio=": "pad neighbouring MFMAs by this percentage of their passes",
        "amdgpu-snop-padding=": "at least this many wait states of S_NOP before every instruction",
    }
    option_checks = {
        "llvm-compat": one_of(*SUPPORTED_COMPAT),
        "amdgpu-mfma-padding-ratio": non_negative_integer,
        "amdgpu-snop-padding": non_negative_integer,
    }

    def run(self, mir: MIRFile, context: PassContext) -> None:
        recognizer = recognizer_for(context)
        annotate = "annotate" in context.options
        try:
            recognizer.prepare(mir.functions, mir.filename)
            for mf in mir.functions:
                self.run_on_function(mf, context, recognizer, annotate, mir.filename)
        except MIRError as err:
            raise err.with_filename(mir.filename) from None

    def run_on_function(
        self,
        mf: MachineFunction,
        context: PassContext,
        recognizer: Recognizer | None = None,
        annotate: bool = False,
        filename: str = "",
    ) -> None:
        recognizer = recognizer or recognizer_for(context)
        note = (lambda f: "; mirpass hazard " + describe(f, filename)) if annotate else None
        recognizer.run(mf, insert=True, annotate=note)
