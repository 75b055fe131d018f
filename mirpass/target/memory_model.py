"""The cache-maintenance instructions LLVM 22's memory legalizer (SIMemoryLegalizer) emits.

An acquire at agent or system scope (and at workgroup scope in gfx12's WGP mode) ends with an
invalidate of the vector L0/L1 cache, issued once the acquiring load (or, for a fence, every
earlier memory operation) is complete; a release at agent or system scope starts with a
write-back of L2, and the operation (or fence) it releases waits for the write-back and for every
earlier memory operation. The wait-count verifier derives the memory-model waits of the final
code from these instructions, where the memory operands that named the ordering are gone
(assembly) or the fence left nothing else.
"""

from __future__ import annotations

# insertAcquire: gfx90a/gfx908 BUFFER_WBINVL1_VOL (after BUFFER_INVL2 at system scope on
# gfx90a), gfx940 BUFFER_INV, gfx10/11 BUFFER_GL*_INV, gfx12 GLOBAL_INV
CACHE_INVALIDATES = frozenset(
    {
        "BUFFER_WBINVL1",
        "BUFFER_WBINVL1_VOL",
        "BUFFER_INVL2",
        "BUFFER_INV",
        "BUFFER_GL0_INV",
        "BUFFER_GL1_INV",
        "GLOBAL_INV",
    }
)
# insertRelease: gfx90a (system scope) and gfx940 BUFFER_WBL2, gfx12 GLOBAL_WB
CACHE_WRITEBACKS = frozenset({"BUFFER_WBL2", "GLOBAL_WB"})
