"""The MFMA hazard recognizer for gfx942 and gfx950 (`post-RA-hazard-rec`, alias `mfma-hazards`).

- `rules`: the wait-state formulas and llc 22's search windows, as data;
- `records`: compact per-instruction facts cut from the MIR lines;
- `recognizer`: the backward distance search and NOP placement;
- `pass_`: the registered pass and its options.
"""

from mirpass.passes.hazards import pass_ as _pass  # noqa: F401  (registers the pass)
