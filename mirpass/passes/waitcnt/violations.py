"""The violations the wait verifier (verify.py) found, kept small.

A function without waits has a violation at nearly every consumer (over one per instruction on
the scaling benchmark's inputs): each is kept as its key (Verifier.key, an int) and its
consumer's group, and made into a Violation only when read.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mirpass.passes.waitcnt.model import Group
    from mirpass.passes.waitcnt.verify import Verifier, Violation

# The reason of each check's violations (but a barrier's without back-off and a memory-model
# bound's, which say more), kept once for all of them (Violations)
REASONS = {
    "entry": "the entry must wait for the caller's operations",
    "RAW": "its result is read here",
    "WAW": "it writes a register written here",
    "LDS": "both access overlapping LDS",
    "barrier": "LDS traffic must complete before a barrier",
    "SMEM WAR": "a store to memory it reads",
    "xcnt WAR": "a register its translation needs is overwritten",
    "return": "counters must be drained at a return",
    "LDS DMA": "S_WAITCNT_lds_direct requires it done",
}


class Violations(Mapping[int, "Violation"]):
    """The violations found, by Verifier.key, in the order found. A function without waits has
    one at nearly every consumer: each is kept as its consumer's group alone (with its reason
    where that is not its check's usual one: `(group, reason)`), and made into a Violation
    when read."""

    __slots__ = ("raw", "v")

    def __init__(self, v: Verifier) -> None:
        self.raw: dict[int, Group | tuple[Group, str]] = {}
        self.v = v

    def __getitem__(self, key: int) -> Violation:
        return self.v.violation(key, self.raw[key])

    def __contains__(self, key: object) -> bool:
        return key in self.raw

    def __iter__(self) -> Iterator[int]:
        return iter(self.raw)

    def __len__(self) -> int:
        return len(self.raw)

    def keys(self):  # noqa: ANN201 - a dict's keys view
        return self.raw.keys()
