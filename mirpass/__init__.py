"""mirpass: wait counts and hazard NOPs for AMDGPU machine IR."""

__version__ = "0.1.0"
