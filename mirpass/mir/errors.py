"""Diagnostics for MIR input, positioned in the original file."""

from __future__ import annotations


class MIRError(Exception):
    """A problem in MIR input. `line` and `col` are 1-based positions in the original file."""

    def __init__(self, message: str, line: int, col: int, filename: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.line = line
        self.col = col
        self.filename = filename

    def with_filename(self, filename: str) -> MIRError:
        if self.filename is None:
            self.filename = filename
        return self

    def format(self) -> str:
        """Clang-style `FILE:LINE:COL: error: message`."""
        name = self.filename if self.filename is not None else "<stdin>"
        return f"{name}:{self.line}:{self.col}: error: {self.message}"

    def __str__(self) -> str:
        return self.format()
