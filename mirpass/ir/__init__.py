"""The wait/hazard IR: instructions translated once from MIR, the CFG, and def-use chains."""
