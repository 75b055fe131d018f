"""Passes over MIR: one package per pass, registered by CLI name."""

from mirpass.passes.registry import PassContext, PassError, lookup, pass_names, register

__all__ = ["PassContext", "PassError", "lookup", "pass_names", "register"]
