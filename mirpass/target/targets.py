"""The AMDGPU processors mirpass knows, and how llc-style triples and CPUs select one."""

from __future__ import annotations

import re
from dataclasses import dataclass


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
    # Without barrier back-off (gfx908 and older), a wave that reaches S_BARRIER with memory
    # operations outstanding cannot be backed off should one of them fault, so every counter
    # must be drained first (llc 22 puts the all-zero wait there; gfx90a onwards do not need it).
    back_off_barrier: bool = True

    def full_occupancy_vgprs(self, wave_size: int) -> int | None:
        return dict(self.vgprs_at_full_occupancy).get(wave_size)


TARGETS: dict[str, Target] = {
    t.cpu: t
    for t in (
        Target("gfx908", "gfx9", 64, None, back_off_barrier=False),
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
