"""Reports for people: a text summary (stderr), the JSON report, and an SVG plot.

The SVG is written by hand (no plotting dependency). Each analyzed block gets a panel with two
charts side by side, the original WMMA order and the proposed one; each row is a register
group (the pool-varying A groups by pool, then the shared B groups), each column a WMMA slot,
and a bar spans the slots between the group's first and last reading WMMA.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from html import escape
from typing import Any

from mirpass.passes.wmma_reorder.result import RegGroup, RegInterval, WmmaNode, WmmaReorderAnalysisResult
from mirpass.target.registers import register_units

PASS_NAME = "wmma-vgpr-reorder"
PALETTE = ("#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b", "#e377c2", "#17becf")
SHARED_COLOR = "#7f7f7f"


def _lines(nodes: Sequence[WmmaNode]) -> str:
    return " ".join(str(n.line) for n in nodes)


def text_summary(results: Sequence[WmmaReorderAnalysisResult], meta: dict[str, Any]) -> str:
    out = [
        f"{PASS_NAME}: {meta.get('input', '')} ({meta.get('cpu', '')}, liveness {meta.get('liveness')}, "
        f"pools {meta.get('pools')})"
    ]
    for r in results:
        where = f"{r.function} bb.{r.block}" if r.block >= 0 else r.function
        pools = f", {len(r.pools)} pools {[len(p) for p in r.pools]} ({r.pool_source})" if r.pools else ""
        varying = f", pool-varying {r.varying_operand}" if r.varying_operand else ""
        out.append(f"  {where}: {r.wmma_count} WMMAs{pools}{varying}")
        if r.applicable:
            out.append(
                f"    applicable: {r.total_vgpr_saved} VGPRs saveable by {len(r.aliases)} aliases, "
                f"{len(r.replacements)} operand replacements"
            )
            for a in r.aliases:
                out.append(f"      alias {a.aliasable} (pool {a.pool}) -> {a.canonical}")
            out.append(f"      order (WMMA lines): {_lines(r.desired_order)}")
            if [n.line for n in r.desired_order] == [n.line for n in r.original_order]:
                out.append("      (the proposed order is the original one)")
        else:
            out.append(f"    not applicable: {r.reason}")
        for a, why in r.rejected_aliases:
            out.append(f"    rejected alias {a.aliasable} -> {a.canonical}: {why}")
        for note in r.notes:
            out.append(f"    note: {note}")
    applicable = [r for r in results if r.applicable]
    out.append(
        f"  total: {len(results)} WMMA blocks, {len(applicable)} applicable, "
        f"{sum(r.total_vgpr_saved for r in applicable)} VGPRs saveable"
    )
    return "\n".join(out) + "\n"


def report_json(results: Sequence[WmmaReorderAnalysisResult], meta: dict[str, Any]) -> str:
    blocks = [r.to_json() for r in results]
    if meta.get("input_form") == "assembly":
        # The user edits the `.s`: give each rewrite in the assembler's spelling too.
        for block in blocks:
            for rep in block["replacements"]:
                rep["old_asm"], rep["new_asm"] = _asm_spelling(rep["old"]), _asm_spelling(rep["new"])
    doc = {
        "pass": PASS_NAME,
        **meta,
        "total_vgpr_saved": sum(r.total_vgpr_saved for r in results if r.applicable),
        "blocks": blocks,
    }
    return json.dumps(doc, indent=2) + "\n"


def _asm_spelling(reg: str) -> str:
    """`$vgpr32_vgpr33_vgpr34_vgpr35` -> `v[32:35]` (replacements are whole VGPR runs)."""
    units = register_units(reg)
    return RegGroup(units[0], len(units)).short


# ---- SVG ---------------------------------------------------------------------------------

CELL = 30
ROW = 20
LABEL = 190
GAP = 50
TOP = 62


def _rows(r: WmmaReorderAnalysisResult) -> list[tuple[RegGroup, str, int | None]]:
    """(group, label, pool or None for shared), A groups by pool then B groups."""
    rows: list[tuple[RegGroup, str, int | None]] = []
    seen: set[RegGroup] = set()
    a_name = r.varying_operand or "src0"
    b_name = "src1" if a_name == "src0" else "src0"
    for p, pool in enumerate(r.pools):
        for g in sorted({n.a for n in pool}):
            if g not in seen:
                seen.add(g)
                rows.append((g, f"A ({a_name}) pool {p}  {g}", p))
    for g in sorted({n.b for n in r.original_order}):
        if g not in seen:
            seen.add(g)
            rows.append((g, f"B ({b_name}) shared  {g}", None))
    return rows


def _chart(
    x0: int,
    y0: int,
    title: str,
    seq: Sequence[WmmaNode],
    live: dict[RegGroup, RegInterval],
    rows: list[tuple[RegGroup, str, int | None]],
    alias_of: dict[RegGroup, RegGroup],
) -> list[str]:
    n = len(seq)
    out = [f'<text x="{x0}" y="{y0 - 30}" class="h">{escape(title)}</text>']
    for k, node in enumerate(seq):
        cx = x0 + k * CELL + CELL // 2
        out.append(f'<text x="{cx}" y="{y0 - 8}" class="c" text-anchor="middle">{node.line}</text>')
    out.append(
        f'<rect x="{x0}" y="{y0}" width="{n * CELL}" height="{len(rows) * ROW}" class="grid"/>'
    )
    for k in range(1, n):
        x = x0 + k * CELL
        out.append(f'<line x1="{x}" y1="{y0}" x2="{x}" y2="{y0 + len(rows) * ROW}" class="tick"/>')
    row_of = {g: i for i, (g, _, _) in enumerate(rows)}
    for i, (g, _, pool) in enumerate(rows):
        iv = live.get(g)
        if iv is None:
            continue
        color = PALETTE[pool % len(PALETTE)] if pool is not None else SHARED_COLOR
        x = x0 + iv.first * CELL + 3
        w = iv.width * CELL - 6
        y = y0 + i * ROW + 4
        dash = ' stroke="#000" stroke-dasharray="4 2"' if g in alias_of else ""
        out.append(
            f'<rect x="{x}" y="{y}" width="{w}" height="{ROW - 8}" rx="3" fill="{color}" '
            f'fill-opacity="0.75"{dash}><title>{escape(str(g))}: WMMA slots {iv.first}..{iv.last}'
            f"</title></rect>"
        )
        if g in alias_of:
            out.append(
                f'<text x="{x0 + n * CELL + 4}" y="{y + ROW - 10}" class="c">&#8594; {alias_of[g]}</text>'
            )
    for k, node in enumerate(seq):
        cx = x0 + k * CELL + CELL // 2
        for g in (node.a, node.b):
            if g in row_of:
                cy = y0 + row_of[g] * ROW + ROW // 2
                out.append(f'<circle cx="{cx}" cy="{cy}" r="2.5" fill="#000"/>')
    return out


def render_svg(results: Sequence[WmmaReorderAnalysisResult], meta: dict[str, Any]) -> str:
    panels = [r for r in results if r.liveness_before]
    body: list[str] = []
    y = 40
    width = 600
    for r in panels:
        rows = _rows(r)
        n = r.wmma_count
        chart_w = n * CELL
        x_before = LABEL
        x_after = LABEL + chart_w + GAP + 80
        width = max(width, x_after + chart_w + 120)
        verdict = (
            f"applicable: {r.total_vgpr_saved} VGPRs saveable ({len(r.aliases)} aliases)"
            if r.applicable
            else f"not applicable: {r.reason}"
        )
        body.append(
            f'<text x="10" y="{y}" class="t">{escape(f"{r.function} bb.{r.block}")} — '
            f"{n} WMMAs, {len(r.pools)} pools ({escape(r.pool_source)}), pool-varying "
            f"{escape(str(r.varying_operand))}</text>"
        )
        body.append(f'<text x="10" y="{y + 18}" class="v">{escape(verdict)}</text>')
        top = y + TOP
        for i, (_, label, pool) in enumerate(rows):
            color = PALETTE[pool % len(PALETTE)] if pool is not None else SHARED_COLOR
            body.append(
                f'<text x="{LABEL - 8}" y="{top + i * ROW + ROW - 6}" class="c" text-anchor="end" '
                f'fill="{color}">{escape(label)}</text>'
            )
        alias_of = {a.aliasable: a.canonical for a in r.aliases}
        body += _chart(x_before, top, "original order (column = WMMA line)", r.original_order,
                       r.liveness_before, rows, {})
        after_title = "proposed order" if r.applicable else "proposed order (none: unchanged)"
        body += _chart(x_after, top, after_title, r.desired_order, r.liveness_after or r.liveness_before,
                       rows, alias_of)
        y = top + len(rows) * ROW + 50
    if not panels:
        body.append(f'<text x="10" y="{y}" class="v">no block reached the liveness stage</text>')
        y += 30
    header = (
        f'<text x="10" y="20" class="t">{escape(PASS_NAME)}: {escape(str(meta.get("input", "")))} '
        f"({escape(str(meta.get('cpu', '')))}, liveness {escape(str(meta.get('liveness', '')))})</text>"
    )
    style = (
        "<style>text{font-family:monospace}.t{font-size:14px;font-weight:bold}.v{font-size:12px}"
        ".h{font-size:12px;font-weight:bold}.c{font-size:10px}.grid{fill:#fafafa;stroke:#999}"
        ".tick{stroke:#ddd}</style>"
    )
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{y}" '
        f'viewBox="0 0 {width} {y}">\n{style}\n<rect width="100%" height="100%" fill="#fff"/>\n'
        + header
        + "\n"
        + "\n".join(body)
        + "\n</svg>\n"
    )
