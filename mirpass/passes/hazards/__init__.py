"""The MFMA hazard recognizer for gfx908, gfx90a, gfx942 and gfx950 (`post-RA-hazard-rec`, alias
`mfma-hazards`); what differs between them are subtarget features (`mirpass.target.features`).

- `rules`: the wait-state formulas and llc 22's search windows, as data;
- the records it reads are decoded in `mirpass.ir`: `hazard_tokens` (register units and operand
  tokens cut from the MIR lines), `hazard_facts` (opcode facts, class bits), `hazard_records`
  (compact per-instruction records), `block_records` (records made as a block is walked, block
  tails), `edges` (the CFG's edges);
- `cfg`: each block's predecessors;
- `search`: the backward searches (producer tables, block summaries, reach past the block start);
- `checks`: the rules, each asking the searches for its producers; `stores` (wide store data),
  `hwreg` (s_setreg/s_getreg/s_rfe, permlane swaps), `legacy` (gfx908's MAI rules, gfx90a's DGEMM
  workaround);
- `shift64`: the 64-bit shift rewrite (gfx90a; by default gfx942 and gfx950 too, LLVM main);
- `gfx12`, `gfx1250`: the gfx1200/gfx1250 fixes (a recognizer of their own: from gfx10 on no
  wait-state rule applies; docs/hazards-gfx12.md);
- `recognizer`: the driver, block by block; `nops`: NOP application;
- `pass_`: the registered pass and its options.
"""

from mirpass.passes.hazards import pass_ as _pass  # noqa: F401  (registers the pass)
