"""The AMDGPU processors mirpass knows, how llc-style triples and CPUs select one, and the
subtarget: a CPU with the features `-mattr` and the IR's `target-features` give it.

Passes test the named properties below (LLVM's GCNSubtarget predicates), never a CPU name.
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass

from mirpass.target.subtarget import CPU_FEATURES, apply_features


class TargetError(ValueError):
    """An unknown or inconsistent triple or CPU."""


@dataclass(frozen=True)
class Target:
    cpu: str
    generation: str  # "gfx9" or "gfx11" (S_WAITCNT layouts), "gfx12" (S_WAIT_*CNT)
    default_wave_size: int
    newer_triple: str | None  # the `amdgpuMAJOR.MINOR` spelling, where upstream has one
    # gfx11+: the most VGPRs (highest index + 1) a wave of each size may use while the SIMD still
    # holds its maximum number of waves; a kernel above it is VGPR-limited, and llc's
    # si-insert-waitcnts then releases its VGPRs at S_ENDPGM (measured with llc 22).
    vgprs_at_full_occupancy: tuple[tuple[int, int], ...] = ()
    nop_before_vgpr_release: bool = False  # `s_nop 0` must precede `s_sendmsg dealloc_vgprs`
    # The LLVM features in effect (CPU_FEATURES[cpu] until configured) and the feature strings
    # applied to them, in order: the IR's `target-features`, then `-mattr` (as llc appends it).
    features: frozenset[str] = frozenset()
    feature_strings: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if not self.features and not self.feature_strings:
            object.__setattr__(self, "features", CPU_FEATURES.get(self.cpu, frozenset()))

    def with_features(self, *strings: str | None) -> Target:
        """This target after the feature strings `strings` (None and "" change nothing)."""
        given = tuple(s for s in strings if s)
        features = self.features
        for text in given:
            features = apply_features(features, text)
        return dataclasses.replace(self, features=features, feature_strings=self.feature_strings + given)

    @property
    def configured(self) -> bool:
        """Whether feature strings were applied (else this is the CPU's default subtarget)."""
        return bool(self.feature_strings)

    @property
    def wavefront_size(self) -> int:
        if "wavefrontsize64" in self.features:
            return 64
        return 32 if "wavefrontsize32" in self.features else self.default_wave_size

    @property
    def xnack(self) -> bool:  # xnack on or "any"; off only when a feature string says -xnack
        return "xnack" in self.features

    @property
    def cumode(self) -> bool:  # isCuModeEnabled (gfx10+; gfx9 has only CU mode)
        return "cumode" in self.features or not self.has_vscnt

    @property
    def has_vscnt(self) -> bool:  # hasVscnt: stores count on their own counter (gfx10+)
        return "gfx10-insts" in self.features

    @property
    def has_extended_wait_counts(self) -> bool:  # hasExtendedWaitCounts: S_WAIT_*CNT (gfx12+)
        return "gfx12-insts" in self.features

    @property
    def has_scalar_stores(self) -> bool:  # hasScalarStores (gfx8, gfx9)
        return "scalar-stores" in self.features

    @property
    def has_image_insts(self) -> bool:  # hasImageInsts: samplers, BVH (not gfx1250)
        return "image-insts" in self.features

    @property
    def back_off_barrier(self) -> bool:
        """FeatureBackOffBarrier. Without it (gfx908 and older) a wave that reaches S_BARRIER with
        memory operations outstanding cannot be backed off should one of them fault, so every
        counter must be drained first (llc 22 puts the all-zero wait there)."""
        return "back-off-barrier" in self.features

    @property
    def has_mai_insts(self) -> bool:  # hasMAIInsts: MFMA, v_accvgpr_read/write
        return "mai-insts" in self.features

    @property
    def has_gfx11_insts(self) -> bool:  # WMMA came with gfx11
        return "gfx11-insts" in self.features

    def full_occupancy_vgprs(self, wave_size: int) -> int | None:
        return dict(self.vgprs_at_full_occupancy).get(wave_size)


TARGETS: dict[str, Target] = {
    t.cpu: t
    for t in (
        Target("gfx908", "gfx9", 64, None),
        Target("gfx90a", "gfx9", 64, "amdgpu9.0a"),
        Target("gfx942", "gfx9", 64, "amdgpu9.42"),
        Target("gfx950", "gfx9", 64, "amdgpu9.50"),
        Target("gfx1100", "gfx11", 32, "amdgpu11.00", ((32, 96), (64, 48)), True),
        Target("gfx1200", "gfx12", 32, "amdgpu12.00", ((32, 96), (64, 48)), True),
        Target("gfx1250", "gfx12", 32, "amdgpu12.50", ((32, 64),), False),
    )
}
_NEWER_TRIPLES = {t.newer_triple: t.cpu for t in TARGETS.values() if t.newer_triple}
_AMDGCN_TRIPLE = re.compile(r"amdgcn(?:-[A-Za-z0-9_.]*){0,3}")


def valid_cpu_names() -> str:
    return ", ".join(TARGETS)


def cpu_from_triple(triple: str) -> str | None:
    """The CPU a triple implies (`amdgpu9.42` implies gfx942), None for `amdgcn[-...]`."""
    if triple in _NEWER_TRIPLES:
        return _NEWER_TRIPLES[triple]
    base = triple.split("-", 1)[0]
    if base in _NEWER_TRIPLES:
        return _NEWER_TRIPLES[base]
    if _AMDGCN_TRIPLE.fullmatch(triple):
        return None
    valid = ", ".join(["amdgcn[-vendor-os]", *_NEWER_TRIPLES])
    raise TargetError(f"unknown target triple '{triple}' (valid: {valid})")


def resolve_target(triple: str | None, cpu: str | None, module_cpu: str | None) -> Target:
    """Pick the target as llc would: -mcpu, else the triple's CPU, else the IR's target-cpu."""
    implied = cpu_from_triple(triple) if triple else None
    if cpu is not None and implied is not None and cpu != implied:
        raise TargetError(f"-mcpu={cpu} conflicts with -mtriple={triple}, which means {implied}")
    chosen = cpu or implied or module_cpu
    if chosen is None:
        raise TargetError(
            "no target CPU: pass -mcpu=CPU or a triple such as -mtriple=amdgpu9.42, or give the "
            f'IR module a "target-cpu" attribute (valid CPUs: {valid_cpu_names()})'
        )
    if chosen not in TARGETS:
        raise TargetError(f"unknown target CPU '{chosen}' (valid CPUs: {valid_cpu_names()})")
    return TARGETS[chosen]
