"""The MFMA hazard recognizer for gfx942 and gfx950 (`post-RA-hazard-rec`, alias `mfma-hazards`).

- `rules`: the wait-state formulas and llc 22's search windows, as data;
- `tokens`: register units and operand tokens cut from the MIR lines;
- `records`: compact per-instruction facts (opcode facts and records);
- `cfg`: each block's predecessors; `stream`: records made as a block is walked, block tails;
- `search`: the backward searches (producer tables, block summaries, reach past the block start);
- `checks`: the rules, each asking the searches for its producers;
- `recognizer`: the driver, block by block, and NOP placement;
- `pass_`: the registered pass and its options.
"""

from mirpass.passes.hazards import pass_ as _pass  # noqa: F401  (registers the pass)
