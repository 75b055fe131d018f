"""The pass interface, the registry that maps CLI names (and aliases) to passes, and typed
per-pass options.

Each pass declares its options as a frozen dataclass (a subclass of `PassOptions`) whose fields
are made with `option(...)`: the field's type says what it takes (bool: a flag; int or str: a
value), its CLI name is the field's name with hyphens, and a check says what is wrong with a
value. The raw options of a run (`name -> text`, as the command line gives them) are parsed
and validated once per pass, so an option two passes declare means, to each, what that pass
says (`--annotate`).
"""

from __future__ import annotations

import dataclasses
import typing
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar, TypeVar

from mirpass.mir import MachineFunction, MIRFile
from mirpass.target.targets import TARGETS, Target


class PassError(ValueError):
    """An unknown pass name or a bad pass option."""


Check = Callable[[str], "str | None"]


@dataclass(frozen=True)
class PassOptions:
    """The options of a pass: subclass it as a frozen dataclass with `option(...)` fields."""


OptionsT = TypeVar("OptionsT", bound=PassOptions)


def option(default: Any, help: str, *, check: Check | None = None, name: str | None = None) -> Any:
    """A field of a PassOptions dataclass: its default, help text and value check; `name` is
    its CLI name when that is not the field's name with hyphens."""
    return field(default=default, metadata={"help": help, "check": check, "name": name})


@dataclass(frozen=True)
class OptionSpec:
    """One declared option, as the command line sees it."""

    name: str  # CLI name, without dashes
    attr: str  # the dataclass field
    kind: type  # bool (a flag), int or str (a value)
    help: str
    check: Check | None

    @property
    def takes_value(self) -> bool:
        return self.kind is not bool

    @property
    def spelling(self) -> str:
        """As `cli_options` and BUILTIN_PASSES name it: a value option ends in "="."""
        return self.name + ("=" if self.takes_value else "")


_SPECS: dict[type, tuple[OptionSpec, ...]] = {}


def option_specs(options_type: type[PassOptions]) -> tuple[OptionSpec, ...]:
    """The options `options_type` declares, in declaration order."""
    specs = _SPECS.get(options_type)
    if specs is None:
        hints = typing.get_type_hints(options_type)
        found = []
        for f in dataclasses.fields(options_type):
            kind = _kind(hints[f.name])
            name = f.metadata.get("name") or f.name.replace("_", "-")
            found.append(OptionSpec(name, f.name, kind, f.metadata.get("help", ""), f.metadata.get("check")))
        specs = _SPECS[options_type] = tuple(found)
    return specs


def _kind(hint: object) -> type:
    """bool, int or str, from a field's type (`str | None` is str)."""
    args = [a for a in typing.get_args(hint) if a is not type(None)]
    kind = args[0] if args else hint
    if kind not in (bool, int, str):
        raise TypeError(f"a pass option must be bool, int or str, not {hint}")
    return kind  # type: ignore[return-value]


_FLAG_TEXTS = {"": True, "1": True, "true": True, "True": True, "TRUE": True,
               "0": False, "false": False, "False": False, "FALSE": False}


def parse_flag(name: str, text: str) -> bool:
    """A flag's value as llc's boolean options read it (`-flag`, `-flag=1`, `-flag=false`, ...)."""
    value = _FLAG_TEXTS.get(text)
    if value is None:
        raise PassError(f"invalid value '{text}' for option '-{name}': expected 0, 1, true or false")
    return value


def unknown_options(raw: Iterable[str], also: Iterable[str] = ()) -> None:
    """PassError naming the first of `raw` that no registered pass declares (nor `also`): through
    the API a misspelt option would otherwise be ignored in silence."""
    known = set(also)
    declared = pass_options()
    for name in raw:
        if name not in known and name not in declared and name + "=" not in declared:
            raise PassError(f"unknown pass option '-{name}'")


def parse_options(options_type: type[OptionsT], raw: Mapping[str, str]) -> OptionsT:
    """`raw` (CLI name -> text) as `options_type`: a flag is on when named with no text or a true
    one (`parse_flag`); a value is checked and converted. PassError naming the option on a bad
    value; names it does not declare are another pass's and ignored."""
    values: dict[str, object] = {}
    for spec in option_specs(options_type):
        if spec.name not in raw:
            continue
        text = raw[spec.name]
        if spec.kind is bool:
            values[spec.attr] = parse_flag(spec.name, text)
            continue
        problem = spec.check(text) if spec.check is not None else None
        if problem is None and spec.kind is int:
            problem = non_negative_integer(text)
        if problem:
            raise PassError(f"invalid value '{text}' for option '-{spec.name}': {problem}")
        values[spec.attr] = int(text) if spec.kind is int else text
    return options_type(**values)


@dataclass
class PassContext:
    """What a pass may consult besides the function: the subtarget, options, diagnostics.

    `options` are the run's raw options; a pass reads its own, typed, from `options_for`."""

    target: Target
    options: Mapping[str, str] = field(default_factory=dict)
    warnings: list[str] = field(default_factory=list)
    # The input was assembly: the legalizer's soft waits are already gone (not an option).
    from_assembly: bool = False
    _parsed: dict[type, PassOptions] = field(default_factory=dict, repr=False)

    def options_for(self, options_type: type[OptionsT]) -> OptionsT:
        """The options of type `options_type`, parsed from `options` once."""
        parsed = self._parsed.get(options_type)
        if parsed is None:
            parsed = self._parsed[options_type] = parse_options(options_type, self.options)
        return parsed  # type: ignore[return-value]


@dataclass(frozen=True)
class NoOptions(PassOptions):
    pass


class MachineFunctionPass:
    """A pass that runs on each machine function of a file in turn."""

    name: ClassVar[str]
    aliases: ClassVar[tuple[str, ...]] = ()
    description: ClassVar[str] = ""
    # The pass's options; `cli_options` (name, "=" for a value -> help) is made from it.
    Options: ClassVar[type[PassOptions]] = NoOptions
    cli_options: ClassVar[dict[str, str]] = {}
    # What a subtarget must have for the pass to know its facts (None: any CPU with an opcode
    # table). `supported_cpus`, a list of CPU names, is the older spelling, still honoured.
    requires: ClassVar[Callable[[Target], bool] | None] = None
    supported_cpus: ClassVar[tuple[str, ...] | None] = None
    # Whether every instruction must be in the CPU's opcode table (checked before the pass runs).
    needs_opcode_facts: ClassVar[bool] = True

    def run_on_function(self, mf: MachineFunction, context: PassContext) -> None:
        raise NotImplementedError

    def run(self, mir: MIRFile, context: PassContext) -> None:
        for mf in mir.functions:
            self.run_on_function(mf, context)


_REGISTRY: dict[str, type[MachineFunctionPass]] = {}
_CANONICAL: list[str] = []


def register(cls: type[MachineFunctionPass]) -> type[MachineFunctionPass]:
    cls.cli_options = {spec.spelling: spec.help for spec in option_specs(cls.Options)}
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


def options_by_pass() -> list[tuple[str, tuple[OptionSpec, ...]]]:
    """(canonical pass name, its options) for every pass that declares any, in --help's order."""
    _load_builtin_passes()
    order = {names[0]: k for k, (names, _options) in enumerate(BUILTIN_PASSES.values())}
    names = sorted(_CANONICAL, key=lambda n: order.get(n, -1))
    return [(n, option_specs(_REGISTRY[n].Options)) for n in names if option_specs(_REGISTRY[n].Options)]


def options_help(pass_name: str, specs: Iterable[OptionSpec]) -> str:
    """One pass's options for --help, each with what it means to that pass."""
    lines = [f"  {pass_name}:\n"]
    for spec in specs:
        value = "" if not spec.takes_value else ("=<N>" if spec.kind is int else "=<value>")
        lines.append(f"    {'-' + spec.name + value:<34} {spec.help}\n")
    return "".join(lines)


def non_negative_integer(value: str) -> str | None:
    return None if value.isascii() and value.isdigit() else "expected a non-negative integer"


def positive_integer(value: str) -> str | None:
    return None if non_negative_integer(value) is None and int(value) > 0 else "expected a positive integer"


def one_of(*choices: str) -> Callable[[str], str | None]:
    def check(value: str) -> str | None:
        return None if value in choices else f"expected {' or '.join(choices)}"

    return check


def subtarget_for(mir: MIRFile, target: Target, mattr: str | None = None) -> Target:
    """`target` configured for `mir`: a CPU's default subtarget (`TARGETS[cpu]`) gets the IR
    module's "target-features" and then `mattr`, as llc applies them; a configured one only
    `mattr`."""
    if target.configured:
        return target.with_features(mattr)
    features = None
    if mir.ir_module is not None:
        from mirpass.ir.module import module_facts

        facts = module_facts(mir)
        features = facts.attribute("target-features", [mf.name for mf in mir.functions]) if facts else None
    return target.with_features(features, mattr)


def check_options(classes: Iterable[type[MachineFunctionPass]], options: Mapping[str, str]) -> None:
    """PassError naming the first option whose value a pass in `classes` declares bad."""
    for cls in classes:
        parse_options(cls.Options, options)


def option_kind(classes: Iterable[type[MachineFunctionPass]], name: str) -> bool | None:
    """Whether option `name` takes a value for the passes in `classes` (None: none declares it)."""
    for cls in classes:
        for spec in option_specs(cls.Options):
            if spec.name == name:
                return spec.takes_value
    return None


def supports(cls: type[MachineFunctionPass], target: Target | str) -> bool:
    """Whether the pass knows the facts of `target` (a subtarget, or a CPU's default one)."""
    if isinstance(target, str):
        if target not in TARGETS:
            return cls.requires is None and cls.supported_cpus is None
        target = TARGETS[target]
    if cls.supported_cpus is not None and target.cpu not in cls.supported_cpus:
        return False
    return cls.requires is None or cls.requires(target)


def cpus_supported(cls: type[MachineFunctionPass]) -> list[str]:
    """The CPUs whose default subtarget the pass supports, in TARGETS' order."""
    return [cpu for cpu in TARGETS if supports(cls, cpu)]


def check_supported(cls: type[MachineFunctionPass], target: Target | str) -> None:
    if not supports(cls, target):
        cpu = target if isinstance(target, str) else target.cpu
        raise PassError(f"pass '{cls.name}' supports {', '.join(cpus_supported(cls))}, not {cpu}")


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
