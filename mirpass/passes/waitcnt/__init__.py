"""Wait-count insertion: the per-path FIFO dataflow of the StinkyTofu design, on MIR.

Modules: model (what the analyses see), deps (its groups' dependencies, from
mirpass.ir.reaching), lds (LDS objects of memory operands), dataflow (WaitDataflow: the
transfer), queues (the in-flight FIFOs), scans (the requirement scans), solve (the worklist
and its policies), plan (WaitInsertionPlan, ShallowPredPromotion, finalizePlan), placement
(path-aware placement: a wait only a loop's entry path needs moves to the preheader), stall
(the loop-aware stall model that decides it and that `compare --loops` reports), explain (what
`--annotate` says about each wait), emit (wait instructions per target), release_vgprs (gfx12
`s_sendmsg dealloc_vgprs`), dcache (gfx9 `s_dcache_wb` after scalar stores, `s_nop 0` after a
GDS wait before S_ENDPGM), verify (the independent verifier behind `mirpass check --waits`),
pass_ (the registered `si-insert-waitcnts` pass, alias `waitcnt`).
"""

from mirpass.passes.waitcnt.pass_ import SIInsertWaitcnts, run_on_function

__all__ = ["SIInsertWaitcnts", "run_on_function"]
