"""`llc22-compat`: rewrite the few constructs llc 22 prints but cannot read back."""

from mirpass.passes.llc22_compat.pass_ import Llc22CompatPass

__all__ = ["Llc22CompatPass"]
