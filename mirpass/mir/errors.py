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


def internal_error(program: str, filename: str, err: BaseException) -> str:
    """The one line printed for a failure of mirpass itself (never of the input)."""
    what = "out of memory" if isinstance(err, MemoryError) else f"{type(err).__name__}: {err}"
    return (
        f"{program}: error: {filename}: internal error: {what}\n"
        f"{program}: this is a bug in mirpass; please report it with the input file\n"
    )
