"""Read-only WMMA VGPR reorder analysis (`-run-pass=wmma-vgpr-reorder`); see docs/wmma-reorder.md.

Three swappable layers: liveness (`liveness.py`), the reorder algorithm (`algorithm.py`) and
the result contract (`result.py`). `pools.py` reads pool tags, `report.py` writes the JSON
report, the stderr summary and the SVG plot, and `pass_.py` registers the pass.
"""

from mirpass.passes.wmma_reorder.algorithm import (
    PoolVaryingReorderAlgorithm,
    WmmaReorderAlgorithm,
    detect_ab_indices,
    pair_aliases,
    reorder_contiguously,
)
from mirpass.passes.wmma_reorder.liveness import (
    FullInstructionLiveness,
    RegLivenessAnalysis,
    WmmaIntervalLiveness,
)
from mirpass.passes.wmma_reorder.pass_ import WmmaVgprReorderAnalysis, WmmaVgprReorderPass
from mirpass.passes.wmma_reorder.result import (
    AliasCandidate,
    RegGroup,
    RegInterval,
    RegReplacement,
    WmmaNode,
    WmmaReorderAnalysisResult,
)

__all__ = [
    "AliasCandidate",
    "FullInstructionLiveness",
    "PoolVaryingReorderAlgorithm",
    "RegGroup",
    "RegInterval",
    "RegLivenessAnalysis",
    "RegReplacement",
    "WmmaIntervalLiveness",
    "WmmaNode",
    "WmmaReorderAlgorithm",
    "WmmaReorderAnalysisResult",
    "WmmaVgprReorderAnalysis",
    "WmmaVgprReorderPass",
    "detect_ab_indices",
    "pair_aliases",
    "reorder_contiguously",
]
