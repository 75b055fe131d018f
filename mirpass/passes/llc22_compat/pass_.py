"""llc 22 cannot parse some MIR it prints itself:

- In wave32 code it prints the implicit VCC operand of compares and VCC branches as `$vcc_lo`,
  but its parser checks implicit operands against the instruction description, which names
  `$vcc`: "missing implicit register operand 'implicit-def $vcc'". The pass renames such
  operands to `$vcc`, but only where the opcode's description lists vcc as an implicit operand.
  This over-approximates the register (vcc_hi too), which is safe for the late passes llc runs
  on the result; the emitted encoding does not depend on implicit operands.
- After frame lowering it may print `scavengeFI: '%stack.N'` for a stack object that was
  deleted, which fails with "invalid frame index". The scavenging slot is only used while
  frame indices are eliminated, long before the passes mirpass replaces, so the key is dropped
  when llc would not resolve it to the object it names: llc reads it as a raw frame index,
  which matches the `stack:` ids only when they run 0, 1, 2, ... without a gap.
"""

from __future__ import annotations

import re

from mirpass.mir import MachineFunction, MIRFile
from mirpass.passes.registry import MachineFunctionPass, PassContext, register
from mirpass.target.opcodes import load_opcode_table

_SCAVENGE = re.compile(r"\s*scavengeFI:\s*'?%stack\.(\d+)")


@register
class Llc22CompatPass(MachineFunctionPass):
    name = "llc22-compat"
    description = "rewrite MIR that llc 22 prints but cannot read back ($vcc_lo, scavengeFI)"
    needs_opcode_facts = False  # it only reads the descriptions of the opcodes it rewrites

    def run(self, mir: MIRFile, context: PassContext) -> None:
        self.table = load_opcode_table(context.target.cpu)
        self.changes: list[str] = []
        super().run(mir, context)

    def run_on_function(self, mf: MachineFunction, context: PassContext) -> None:
        self._vcc_operands(mf)
        self._scavenge_slot(mf)

    def _vcc_operands(self, mf: MachineFunction) -> None:
        for _, inst in mf.instructions():
            for member in [inst, *[i for i in (inst.bundled or []) if not isinstance(i, str)]]:
                raw = member.raw
                if raw is None or "$vcc_lo" not in raw:
                    continue
                info = self.table.get(member.opcode)
                if info is None or "vcc" not in (*info.implicit_defs, *info.implicit_uses):
                    continue
                changed = False
                for op in member.operands:
                    if op.kind == "reg" and op.reg == "$vcc_lo" and op.is_implicit:
                        op.reg = "$vcc"
                        op.text = op.text.replace("$vcc_lo", "$vcc")
                        changed = True
                if changed:
                    member.mark_edited()
                    self.changes.append(f"{mf.name}: line {member.line}: $vcc_lo -> $vcc")

    def _scavenge_slot(self, mf: MachineFunction) -> None:
        ids = [entry.get("id") for entry in mf.properties.get("stack") or [] if isinstance(entry, dict)]
        dense = ids == list(range(len(ids)))
        for k, line in enumerate(mf.head):
            m = _SCAVENGE.match(line)
            if m is not None and not (dense and int(m.group(1)) in ids):
                del mf.head[k]
                self.changes.append(f"{mf.name}: dropped scavengeFI naming %stack.{m.group(1)}")
                return
