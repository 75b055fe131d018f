"""The `wmma-vgpr-reorder` pass: a read-only analysis that never edits the MIR.

`WmmaVgprReorderAnalysis` wires the three layers together; the liveness backend and the
algorithm are injected (None means the built-in default), as the specification asks.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from mirpass.ir.translate import Op, TranslationError, Translator
from mirpass.mir import Instruction, MachineFunction, MIRFile
from mirpass.passes.registry import (
    MachineFunctionPass,
    PassContext,
    PassError,
    PassOptions,
    one_of,
    option,
    register,
)
from mirpass.passes.wmma_reorder.algorithm import (
    PoolVaryingReorderAlgorithm,
    WmmaReorderAlgorithm,
    both_operands_vary,
    constrain_pool_order,
    detect_ab_indices,
    order_violations,
)
from mirpass.passes.wmma_reorder.liveness import (
    LIVENESS_BACKENDS,
    BlockContext,
    FullInstructionLiveness,
    RegLivenessAnalysis,
    WmmaIntervalLiveness,
)
from mirpass.passes.wmma_reorder.pools import (
    PoolSpecError,
    infer_pools,
    load_sidecar,
    metadata_pools,
    pcsections_pool,
)
from mirpass.passes.wmma_reorder.result import (
    AliasCandidate,
    RegGroup,
    RegReplacement,
    WmmaNode,
    WmmaReorderAnalysisResult,
)
from mirpass.target.registers import register_units
from mirpass.target.targets import Target

WMMA_KINDS = frozenset({"WMMA"})
VGPR_LIMIT = 1024
_VGPR = re.compile(r"vgpr(\d+)")

# (function name, WMMA, WMMA ordinal in the function) -> pool, or None if untagged
PoolLookup = Callable[[str, Instruction, int], int | None]


def vgpr_group(units: Sequence[int]) -> RegGroup | None:
    if not units or any(u >= VGPR_LIMIT for u in units):
        return None
    if list(units) != list(range(units[0], units[0] + len(units))):
        return None
    return RegGroup(units[0], len(units))


class WmmaVgprReorderAnalysis:
    def __init__(
        self,
        liveness: RegLivenessAnalysis | None = None,
        algorithm: WmmaReorderAlgorithm | None = None,
        varying: str = "auto",
    ) -> None:
        self.liveness = liveness or WmmaIntervalLiveness()
        self.algorithm = algorithm or PoolVaryingReorderAlgorithm()
        if varying not in ("auto", "src0", "src1"):
            raise ValueError(f"varying operand must be auto, src0 or src1, not '{varying}'")
        self.varying = varying

    # ---- driving ----------------------------------------------------------------------

    def analyze_file(
        self, mir: MIRFile, target: Target, pools: str = "tags"
    ) -> list[WmmaReorderAnalysisResult]:
        """Every block with a WMMA, in every function. `pools` is "tags", "infer" or a
        sidecar file path."""
        lookup: PoolLookup | None
        if pools == "infer":
            lookup, source = None, "inferred"
        else:
            meta = metadata_pools(mir)
            sidecar = load_sidecar(pools) if pools != "tags" else {}

            def lookup(fn: str, inst: Instruction, ordinal: int) -> int | None:
                table = sidecar.get(fn, {})
                if ("line", inst.line) in table:
                    return table[("line", inst.line)]
                if ("wmma", ordinal) in table:
                    return table[("wmma", ordinal)]
                return pcsections_pool(inst, meta)

            source = "pcsections" if pools == "tags" else f"sidecar {pools} (+pcsections)"
        translator = Translator(target)
        results: list[WmmaReorderAnalysisResult] = []
        for mf in mir.functions:
            try:
                tf = translator.translate(mf, mir.filename)
            except TranslationError as err:
                results.append(WmmaReorderAnalysisResult(mf.name, -1, reason=f"not translated: {err}"))
                continue
            results.extend(self.analyze_function(mf, tf, lookup, source))
        return results

    def analyze_function(self, mf: MachineFunction, tf, lookup: PoolLookup | None, source: str):
        ordinal = 0
        out = []
        for b, ops in enumerate(tf.blocks):
            slots = [op.index for op in ops if op.kind in WMMA_KINDS]
            if not slots:
                continue
            ctx = BlockContext(mf.name, tf, b, ops, slots)
            if lookup is None:
                tags = None
            else:
                tags = [lookup(mf.name, ops[s].inst, ordinal + k) for k, s in enumerate(slots)]
            ordinal += len(slots)
            result = self.analyze_block(ctx, tags, source)
            out.append(result)
        return out

    # ---- one block ----------------------------------------------------------------------

    def analyze_block(
        self, ctx: BlockContext, tags: list[int | None] | None, source: str
    ) -> WmmaReorderAnalysisResult:
        result = WmmaReorderAnalysisResult(ctx.function, ctx.number, pool_source=source)
        nodes = self._pooled_nodes(ctx, tags, result)
        if nodes is None:
            return result
        before = self.liveness.compute_liveness(ctx, nodes)
        result.liveness_before = before
        solved = self.algorithm.solve(result.pools, before)
        result.ideal_order = solved.desired_order
        if not solved.aliases:
            result.reason = solved.reason or "no alias candidates"
            result.liveness_after = before
            return result
        result.desired_order = self._constrained_order(ctx, nodes, result.pools, solved.orders, result)
        after = self.liveness.compute_liveness(ctx, result.desired_order)
        result.liveness_after = after
        accepted = self._filter_aliases(ctx, solved.aliases, after, result)
        replacements = self._replacements(ctx, accepted, result)
        result.aliases = [a for a in accepted if a in replacements]
        result.replacements = [r for a in result.aliases for r in replacements[a]]
        result.replacements.sort(key=lambda r: (r.inst.line, r.operand_index))
        result.total_vgpr_saved = sum(a.vgpr_saved for a in result.aliases)
        result.applicable = bool(result.aliases)
        if not result.applicable:
            result.reason = "every alias candidate was rejected"
            result.desired_order = list(nodes)
        return result

    def _pooled_nodes(
        self, ctx: BlockContext, tags: list[int | None] | None, result: WmmaReorderAnalysisResult
    ) -> list[WmmaNode] | None:
        """The block's WMMAs as nodes in their pools, relabelled by the pool-varying operand (and
        `result`'s pools and orders set); None, with `result.reason`, when the block bails out."""
        ops = ctx.ops
        groups = []
        for s in ctx.slots:
            op = ops[s]
            g = [vgpr_group(op.roles.get(role, ())) for role in ("src0", "src1", "vdst")]
            if None in g:
                result.reason = (
                    f"line {op.inst.line}: WMMA operands are not whole physical VGPR groups "
                    "(run the analysis after register allocation)"
                )
                return None
            groups.append(tuple(g))
        if tags is None:
            assignment, why = infer_pools(groups)
            result.notes.append(why)
            if assignment is None:
                result.original_order = [
                    WmmaNode(ops[s].inst, s, 0, *g) for s, g in zip(ctx.slots, groups, strict=True)
                ]
                result.reason = f"no pools inferred: {why}"
                return None
            tags = list(assignment)
        missing = [ops[s].inst.line for s, t in zip(ctx.slots, tags, strict=True) if t is None]
        nodes = [
            WmmaNode(ops[s].inst, s, t if t is not None else -1, *g)
            for s, t, g in zip(ctx.slots, tags, groups, strict=True)
        ]
        result.original_order = list(nodes)
        result.desired_order = list(nodes)
        if missing:
            result.reason = f"untagged WMMA at line {missing[0]}: the block bails out"
            return None
        pool_ids = sorted({n.pool for n in nodes})
        pools = [[n for n in nodes if n.pool == p] for p in pool_ids]
        result.pools = pools
        if len(pools) < 2:
            result.reason = "a single pool: nothing to alias"
            return None
        a_role = detect_ab_indices(pools)[0] if self.varying == "auto" else self.varying
        if both_operands_vary(pools):
            result.notes.append(
                "both src0 and src1 registers differ between pools; "
                + ("detectABIndices takes src0 as pool-varying" if self.varying == "auto" else
                   f"{a_role} was chosen as pool-varying by option")
            )
        nodes = [n.relabel(a_role) for n in nodes]
        pools = [[n for n in nodes if n.pool == p] for p in pool_ids]
        result.pools, result.original_order, result.desired_order = pools, list(nodes), list(nodes)
        result.varying_operand = a_role
        return nodes

    @staticmethod
    def _constrained_order(
        ctx: BlockContext,
        nodes: list[WmmaNode],
        pools: list[list[WmmaNode]],
        orders: list[list[WmmaNode]],
        result: WmmaReorderAnalysisResult,
    ) -> list[WmmaNode]:
        """Each pool's ideal order bent around the block's dependences (slot model); the original
        order if the whole sequence would still break one."""
        seq: list[WmmaNode] = list(nodes)
        slot_of = {s: k for k, s in enumerate(ctx.slots)}
        for pool, ideal in zip(pools, orders, strict=True):
            order, notes = constrain_pool_order(ctx, pool, ideal)
            result.notes.extend(notes)
            for node, pos in zip(order, sorted(n.position for n in pool), strict=True):
                seq[slot_of[pos]] = node
        violations = order_violations(ctx, seq)
        if violations:
            result.notes.append("dependence check failed, original order kept: " + violations[0])
            return list(nodes)
        return seq

    def _filter_aliases(self, ctx, aliases, after, result) -> list[AliasCandidate]:
        members: dict[RegGroup, list[RegGroup]] = {}
        boundary = ctx.live_out | _live_in(ctx.ops)
        accepted = []
        exact = None if self.liveness.name == "full" else FullInstructionLiveness().compute_liveness(
            ctx, result.desired_order
        )
        for alias in aliases:
            group = members.setdefault(alias.canonical, [alias.canonical])
            clash = next((m for m in group if after[alias.aliasable].overlaps(after[m])), None)
            if clash is not None:
                result.rejected_aliases.append((alias, f"live range overlaps {clash} in the proposed order"))
                continue
            if alias.aliasable.intersects(boundary):
                why = f"{alias.aliasable} is live into or out of the block; renaming would leave the block"
                if self.liveness.name == "full":
                    result.rejected_aliases.append((alias, why))
                    continue
                result.notes.append("unchecked by the wmma liveness backend: " + why)
            if exact is not None:
                hit = next((m for m in group if exact[alias.aliasable].overlaps(exact[m])), None)
                if hit is not None:
                    result.notes.append(
                        f"alias {alias.aliasable} -> {alias.canonical} needs code motion: counting every "
                        f"instruction, {alias.aliasable} and {hit} are live at the same time in the "
                        "proposed order (-wmma-liveness=full rejects it)"
                    )
            group.append(alias.aliasable)
            accepted.append(alias)
        return accepted

    def _replacements(self, ctx, aliases, result) -> dict[AliasCandidate, list[RegReplacement]]:
        out: dict[AliasCandidate, list[RegReplacement]] = {}
        for alias in aliases:
            reps: list[RegReplacement] = []
            delta = alias.canonical.base - alias.aliasable.base
            span = set(alias.aliasable.units())
            bad = None
            for op in ctx.ops:
                inst = op.inst
                for k, operand in enumerate(inst.all_operands()):
                    if operand.kind != "reg" or not operand.reg or not operand.reg.startswith("$"):
                        continue
                    units = register_units(operand.reg)
                    if span.isdisjoint(units):
                        continue
                    if not span.issuperset(units):
                        bad = f"line {inst.line} operand {k} ({operand.reg}) only partly overlaps it"
                        break
                    new = shift_vgprs(operand.reg, delta)
                    is_src = not (k < len(inst.defs) or operand.is_def)
                    reps.append(RegReplacement(inst, k, is_src, operand.reg, new))
                if bad:
                    break
            if bad:
                result.rejected_aliases.append((alias, bad))
            else:
                out[alias] = reps
        return out


def shift_vgprs(name: str, delta: int) -> str:
    """`$vgpr32_vgpr33` shifted by -32 -> `$vgpr0_vgpr1` (compact `$vgpr32_256` works too)."""
    return _VGPR.sub(lambda m: f"vgpr{int(m.group(1)) + delta}", name)


def _live_in(ops: Sequence[Op]) -> set[int]:
    written: set[int] = set()
    live: set[int] = set()
    for op in ops:
        live.update(u for u in op.reads if u not in written)
        written.update(op.writes)
    return live


@dataclass(frozen=True)
class WmmaReorderOptions(PassOptions):
    report: str | None = option(None, "write the analysis as JSON to FILE")
    plot: str | None = option(None, "draw each pool's A/B live intervals as SVG to FILE")
    wmma_pools: str = option("tags", "tags (pcsections, default), infer, or a sidecar JSON file")
    wmma_liveness: str = option(
        "wmma", "wmma (default) or full (instruction-level liveness)", check=one_of(*LIVENESS_BACKENDS)
    )
    wmma_varying: str = option(
        "auto", "auto (detectABIndices, default), src0 or src1", check=one_of("auto", "src0", "src1")
    )


@register
class WmmaVgprReorderPass(MachineFunctionPass):
    """Analysis only: proposes a WMMA order and VGPR aliases for N-buffered GEMM loops."""

    name = "wmma-vgpr-reorder"
    description = "read-only WMMA reorder / VGPR aliasing analysis (report, never edits)"
    requires = staticmethod(lambda target: target.has_gfx11_insts)  # WMMA came with gfx11
    Options = WmmaReorderOptions

    def run(self, mir: MIRFile, context: PassContext) -> None:
        from mirpass.passes.wmma_reorder.report import render_svg, report_json, text_summary

        opts = context.options_for(WmmaReorderOptions)
        analysis = WmmaVgprReorderAnalysis(LIVENESS_BACKENDS[opts.wmma_liveness](), varying=opts.wmma_varying)
        try:
            results = analysis.analyze_file(mir, context.target, opts.wmma_pools)
        except PoolSpecError as err:
            raise PassError(str(err)) from None
        meta = {
            "input": mir.filename,
            "cpu": context.target.cpu,
            "liveness": opts.wmma_liveness,
            "pools": opts.wmma_pools,
            "varying": opts.wmma_varying,
        }
        if context.from_assembly:
            meta["input_form"] = "assembly"  # lines are the `.s` file's; see report_json
        context.wmma_reorder_results = results  # type: ignore[attr-defined]
        sys.stderr.write(text_summary(results, meta))
        if opts.report:
            _write(opts.report, report_json(results, meta))
        if opts.plot:
            _write(opts.plot, render_svg(results, meta))

    def run_on_function(self, mf: MachineFunction, context: PassContext) -> None:
        raise NotImplementedError("wmma-vgpr-reorder analyzes whole files; use run()")


def _write(path: str, text: str) -> None:
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
