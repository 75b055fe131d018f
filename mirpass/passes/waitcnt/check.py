"""The `--waits` facet of `mirpass check`: consumers whose producer may still be in flight.

It runs the independent verifier (`verify.py`), not the planner, on the input as it stands.
"""

from __future__ import annotations

from mirpass.commands.check import Diagnostic
from mirpass.ir.translate import Translator
from mirpass.mir import MIRFile
from mirpass.passes.waitcnt.lds import LdsResolver
from mirpass.passes.waitcnt.verify import verify_waits
from mirpass.target.targets import Target


def wait_facet(mir: MIRFile, target: Target, options: dict[str, str]) -> list[Diagnostic]:
    translator = Translator(target)
    resolver = LdsResolver(mir.ir_module.text if mir.ir_module else None)
    num_waves = int(options.get("num-waves", "1") or 1)
    out: list[Diagnostic] = []
    for mf in mir.functions:
        tf = translator.translate(mf, mir.filename)
        for v in verify_waits(tf, resolver=resolver, num_waves=num_waves):
            if v.kind == "incomplete":
                out.append(Diagnostic(mir.filename, mf.line, "wait", f"{mf.name}: {v.message}"))
            else:
                out.append(Diagnostic(mir.filename, v.line, "wait", f"{v.opcode} in {mf.name}: {v.message}"))
    return out
