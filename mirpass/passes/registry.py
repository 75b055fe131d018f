"""The pass interface and the registry that maps CLI names (and aliases) to passes."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import ClassVar

from mirpass.mir import MachineFunction, MIRFile
from mirpass.target.targets import Target


class PassError(ValueError):
    """An unknown pass name or a bad pass option."""


@dataclass
class PassContext:
    """What a pass may consult besides the function: the target, options, diagnostics."""

    target: Target
    options: dict[str, str] = field(default_factory=dict)
    warnings: list[str] = field(default_factory=list)


class MachineFunctionPass:
    """A pass that runs on each machine function of a file in turn."""

    name: ClassVar[str]
    aliases: ClassVar[tuple[str, ...]] = ()
    description: ClassVar[str] = ""
    # Command-line options this pass reads from PassContext.options, with their help text.
    # A name ending in "=" takes a value (`-amdgpu-mfma-padding-ratio=N`); others are flags.
    cli_options: ClassVar[dict[str, str]] = {}
    # The CPUs the pass knows the facts of; None for any CPU with an opcode table.
    supported_cpus: ClassVar[tuple[str, ...] | None] = None
    # Whether every instruction must be in the CPU's opcode table (checked before the pass runs).
    needs_opcode_facts: ClassVar[bool] = True
    # For options with a value: what is wrong with a value (None when it is good), checked
    # before anything is read.
    option_checks: ClassVar[dict[str, Callable[[str], str | None]]] = {}

    def run_on_function(self, mf: MachineFunction, context: PassContext) -> None:
        raise NotImplementedError

    def run(self, mir: MIRFile, context: PassContext) -> None:
        for mf in mir.functions:
            self.run_on_function(mf, context)


_REGISTRY: dict[str, type[MachineFunctionPass]] = {}
_CANONICAL: list[str] = []


def register(cls: type[MachineFunctionPass]) -> type[MachineFunctionPass]:
    for key in (cls.name, *cls.aliases):
        if key in _REGISTRY:
            raise ValueError(f"pass name '{key}' registered twice")
        _REGISTRY[key] = cls
    _CANONICAL.append(cls.name)
    return cls


def pass_names() -> list[str]:
    """Canonical names with their aliases, for messages and --help."""
    _load_builtin_passes()
    # In the packages' order, whichever was imported first.
    order = {names[0]: k for k, (names, _options) in enumerate(BUILTIN_PASSES.values())}
    out = []
    for name in sorted(_CANONICAL, key=lambda n: order.get(n, -1)):
        aliases = _REGISTRY[name].aliases
        out.append(name + (f" (alias {', '.join(aliases)})" if aliases else ""))
    return out


# The built-in pass packages, with the names (canonical first) and the option names their passes
# register, so that a run imports only the packages of the passes it runs: importing all of them
# costs more than running a pass on a small file. tests/test_registry_manifest.py checks this
# against what the packages register.
BUILTIN_PASSES: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "hazards": (
        ("post-RA-hazard-rec", "mfma-hazards"),
        ("llvm-compat=", "annotate", "amdgpu-mfma-padding-ratio=", "amdgpu-snop-padding="),
    ),
    "llc22_compat": (("llc22-compat",), ()),
    "waitcnt": (
        ("si-insert-waitcnts", "waitcnt"),
        (
            "enable-loop-carried-token-deps",
            "num-waves=",
            "annotate",
            "no-waitcnt-optimizer",
            "split-critical-edges",
            "rebuild-waits",
            "placement=",
            "llvm-compat=",
        ),
    ),
    "wmma_reorder": (
        ("wmma-vgpr-reorder",),
        ("report=", "plot=", "wmma-pools=", "wmma-liveness=", "wmma-varying="),
    ),
}


class _Options(Mapping[str, str]):
    """Every option any registered pass declares, name -> help. Whether a name is one is answered
    from `BUILTIN_PASSES` (and the passes registered so far); the help texts load every pass."""

    def __contains__(self, key: object) -> bool:
        if any(key in options for _names, options in BUILTIN_PASSES.values()):
            return True
        return any(key in cls.cli_options for cls in _REGISTRY.values())

    def _all(self) -> dict[str, str]:
        _load_builtin_passes()
        merged: dict[str, str] = {}
        for cls in _REGISTRY.values():
            merged.update(cls.cli_options)
        return merged

    def __getitem__(self, key: str) -> str:
        return self._all()[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._all())

    def __len__(self) -> int:
        return len(self._all())


def pass_options() -> Mapping[str, str]:
    """Every option any registered pass declares, name -> help."""
    return _Options()


def non_negative_integer(value: str) -> str | None:
    return None if value.isascii() and value.isdigit() else "expected a non-negative integer"


def positive_integer(value: str) -> str | None:
    return None if non_negative_integer(value) is None and int(value) > 0 else "expected a positive integer"


def one_of(*choices: str) -> Callable[[str], str | None]:
    def check(value: str) -> str | None:
        return None if value in choices else f"expected {' or '.join(choices)}"

    return check


def check_options(classes: Iterable[type[MachineFunctionPass]], options: Mapping[str, str]) -> None:
    """PassError naming the first option whose value a pass in `classes` declares bad."""
    for cls in classes:
        for name, check in cls.option_checks.items():
            value = options.get(name)
            problem = check(value) if value is not None else None
            if problem:
                raise PassError(f"invalid value '{value}' for option '-{name}': {problem}")


def check_supported(cls: type[MachineFunctionPass], cpu: str) -> None:
    if cls.supported_cpus is not None and cpu not in cls.supported_cpus:
        raise PassError(f"pass '{cls.name}' supports {', '.join(cls.supported_cpus)}, not {cpu}")


def lookup(name: str) -> type[MachineFunctionPass]:
    cls = _REGISTRY.get(name)
    if cls is not None:
        return cls
    for package, (names, _options) in BUILTIN_PASSES.items():
        if name in names:
            _import_pass_package(package)
            break
    else:
        _load_builtin_passes()
    try:
        return _REGISTRY[name]
    except KeyError:
        raise PassError(f"unknown pass '{name}' (valid passes: {', '.join(pass_names())})") from None


@register
class NoPass(MachineFunctionPass):
    """`-run-pass=none`: read and write back unchanged, as llc does."""

    name = "none"
    description = "read the MIR and write it back unchanged"
    needs_opcode_facts = False

    def run(self, mir: MIRFile, context: PassContext) -> None:
        return None


def _import_pass_package(name: str) -> None:
    import importlib

    importlib.import_module(f"mirpass.passes.{name}")


def _load_builtin_passes() -> None:
    """Import the pass packages so that their @register decorators run."""
    import pkgutil

    import mirpass.passes as package

    for info in pkgutil.iter_modules(package.__path__):
        if info.ispkg:
            _import_pass_package(info.name)
