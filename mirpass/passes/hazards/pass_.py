"""The registered pass: `-run-pass post-RA-hazard-rec` (alias `mfma-hazards`)."""

from __future__ import annotations

import os
from dataclasses import dataclass

from mirpass.mir import MachineFunction, MIRError, MIRFile
from mirpass.passes.hazards.gfx12 import Gfx12Finding, Gfx12Recognizer
from mirpass.passes.hazards.recognizer import Finding, Recognizer
from mirpass.passes.hazards.rules import RULES
from mirpass.passes.registry import (
    MachineFunctionPass,
    PassContext,
    PassError,
    PassOptions,
    one_of,
    option,
    register,
)
from mirpass.target.features import hazard_features
from mirpass.target.gfx12_hazards import gfx12_hazard_features
from mirpass.target.subtarget import parse_features
from mirpass.target.targets import Target

SUPPORTED_COMPAT = ("22",)


def recognizer_for(context: PassContext) -> Recognizer | Gfx12Recognizer:
    """A recognizer configured from the pass options and the subtarget in `context`."""
    opts = context.options_for(HazardOptions)
    try:
        if gfx12_hazard_features(context.target.cpu) is not None:
            return Gfx12Recognizer(
                context.target.cpu,
                snop_padding=opts.amdgpu_snop_padding,
                xnack=not _xnack_off(context.target),
                exact=opts.llvm_compat is None,
            )
        return Recognizer(
            context.target.cpu,
            exact=opts.llvm_compat is None,
            padding_ratio=opts.amdgpu_mfma_padding_ratio,
            snop_padding=opts.amdgpu_snop_padding,
            xnack=context.target.xnack,
        )
    except ValueError as err:
        raise PassError(str(err)) from None


def describe(f: Finding | Gfx12Finding, filename: str) -> str:
    """`rule: producer OPCODE at FILE:LINE needs N wait states, has M`."""
    if isinstance(f, Gfx12Finding):
        return f"{f.rule}: {f.text}"
    rule = RULES[f.rule].text if f.rule in RULES else f.rule
    where = ""
    if f.producer is not None:
        p = f.producer
        loc = f"{os.path.basename(filename)}:{p.line}" if p.line else "(inserted)"
        where = f" after {p.opcode} at {loc}"
    return f"{f.rule}: {rule}{where}: requires {f.required} wait states, has {f.available}"


@dataclass(frozen=True)
class HazardOptions(PassOptions):
    llvm_compat: str | None = option(
        None,
        "reproduce a given LLVM's hazard rules and search (22), quirks included",
        check=one_of(*SUPPORTED_COMPAT),
    )
    annotate: bool = option(False, "add a MIR comment naming the rule before each inserted S_NOP")
    amdgpu_mfma_padding_ratio: int = option(0, "pad neighbouring MFMAs by this percentage of their passes")
    amdgpu_snop_padding: int = option(0, "at least this many wait states of S_NOP before every instruction")


def _xnack_off(target: Target) -> bool:
    """Whether the feature strings turn XNACK off (on a gfx12 CPU with XNACK, llc's default
    "any" counts as on)."""
    off = False
    for text in target.feature_strings:
        for name, enabled in parse_features(text):
            if name == "xnack":
                off = not enabled
    return off


def _claims(target: Target) -> bool:
    """Whether every hazard llc 22 fixes on `target` is implemented (docs/hazards-gfx12.md)."""
    g12 = gfx12_hazard_features(target.cpu)
    if g12 is not None:
        return not g12.unimplemented
    return hazard_features(target.cpu) is not None


@register
class HazardRecognizerPass(MachineFunctionPass):
    name = "post-RA-hazard-rec"
    aliases = ("mfma-hazards",)
    description = (
        "insert S_NOPs for gfx908/gfx90a/gfx942/gfx950 hazards (MFMA, VALU, DOT, ...) and gfx1200/gfx1250's"
        " V_NOPs and waits (WMMA, co-execution, LDS direct, ...), as llc does"
    )
    Options = HazardOptions
    requires = staticmethod(_claims)

    def run(self, mir: MIRFile, context: PassContext) -> None:
        recognizer = recognizer_for(context)
        annotate = context.options_for(HazardOptions).annotate
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
        recognizer: Recognizer | Gfx12Recognizer | None = None,
        annotate: bool = False,
        filename: str = "",
    ) -> None:
        recognizer = recognizer or recognizer_for(context)
        note = (lambda f: "; mirpass hazard " + describe(f, filename)) if annotate else None
        recognizer.run(mf, insert=True, annotate=note)
