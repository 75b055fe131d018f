"""Subcommands of the `mirpass` command line (`mirpass isa`, ...), one module each."""

import argparse


def command_parser(name: str, doc: str | None) -> argparse.ArgumentParser:
    """The parser of `mirpass NAME`: its module docstring as the help text, laid out as written,
    and no abbreviated long options (llc takes none)."""
    return argparse.ArgumentParser(
        prog=f"mirpass {name}",
        description=doc,
        formatter_class=argparse.RawDescriptionHelpFormatter,
        allow_abbrev=False,
    )
