"""Subcommands of the `mirpass` command line (`mirpass isa`, ...), one module each."""
