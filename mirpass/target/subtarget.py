"""Subtarget features: each CPU's default LLVM features (the ones mirpass's passes test) and how
`-mattr` and the IR's `target-features` change them, in the order llc applies them.

Names are LLVM's (AMDGPU.td), so that a feature string from the command line or from the IR
means what it means to llc. Only the features some pass or command tests are listed; a string
naming others keeps them too, so that `Target.features` says what was asked for, except the ISA
features, which stay the CPU's.
tests/test_subtarget.py checks the table against the `target-features` clang 22 wrote into the
corpus's IR.
"""

from __future__ import annotations

_GFX9 = ("gfx9-insts", "scalar-stores", "image-insts", "xnack", "wavefrontsize64")
_GFX9_MAI = (*_GFX9, "mai-insts")
_GFX11 = ("gfx9-insts", "gfx10-insts", "gfx11-insts", "image-insts", "back-off-barrier", "wavefrontsize32")
_GFX12 = (*_GFX11, "gfx12-insts")

# xnack: LLVM's default xnack setting on a CPU that supports it is "any", which the hazard
# recognizer treats as on; only `-xnack` turns it off.
CPU_FEATURES: dict[str, frozenset[str]] = {
    "gfx908": frozenset(_GFX9_MAI),
    "gfx90a": frozenset((*_GFX9_MAI, "gfx90a-insts", "back-off-barrier")),
    "gfx942": frozenset((*_GFX9_MAI, "gfx90a-insts", "gfx940-insts", "back-off-barrier")),
    "gfx950": frozenset((*_GFX9_MAI, "gfx90a-insts", "gfx940-insts", "gfx950-insts", "back-off-barrier")),
    "gfx1100": frozenset(_GFX11),
    "gfx1200": frozenset(_GFX12),
    # gfx1250 has no image instructions (so no sampler or BVH counters to drain at entry).
    "gfx1250": frozenset(f for f in (*_GFX12, "gfx1250-insts") if f != "image-insts"),
}

_WAVE_SIZES = ("wavefrontsize32", "wavefrontsize64")
# The features that make a CPU what it is: mirpass's opcode tables and counter layouts are per
# CPU, so a feature string cannot change them (an IR written for gfx1200 read with -mcpu=gfx1100
# says +gfx12-insts). Feature strings set the others: xnack, wave size, cumode, ...
ISA_FEATURES = frozenset(
    (
        *("gfx9-insts", "gfx10-insts", "gfx11-insts", "gfx12-insts", "gfx1250-insts"),
        *("mai-insts", "gfx90a-insts", "gfx940-insts", "gfx950-insts"),
        *("scalar-stores", "image-insts", "back-off-barrier"),
    )
)


def parse_features(text: str) -> list[tuple[str, bool]]:
    """`+a,-b,c` as [(a, True), (b, False), (c, True)], in order (a name without a sign is on)."""
    out = []
    for item in text.split(","):
        item = item.strip()
        if not item:
            continue
        enabled = not item.startswith("-")
        out.append((item.lstrip("+-"), enabled))
    return out


def apply_features(features: frozenset[str], text: str) -> frozenset[str]:
    """`features` after the feature string `text`; a later entry overrides an earlier one, and
    turning one wave size on turns the other off (a wave has one size). ISA features stay the
    CPU's."""
    found = set(features)
    for name, enabled in parse_features(text):
        if name in ISA_FEATURES:
            continue
        if enabled:
            if name in _WAVE_SIZES:
                found.difference_update(_WAVE_SIZES)
            found.add(name)
        else:
            found.discard(name)
    return frozenset(found)
