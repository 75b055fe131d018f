"""`mirpass compare --llc PATH -run-pass=P FILES... [-j N] [--json] [--loops]`

Runs llc and mirpass with the same pass on the same inputs and reports, per function and per
instruction, where the waits and NOPs in front of an instruction differ:

- NOPs: mirpass is *stricter* when it leaves more wait states in front of the instruction;
- waits: per counter, mirpass is *stricter* when it waits for a lower count (drains more).

Instructions are matched block by block, in layout order, by aligning the sequences of non-wait,
non-NOP opcodes (neither tool reorders instructions); an instruction only one tool emitted is
reported as `llc-only` or `mirpass-only`. Exit status: 0, or 1 when a tool fails, an output cannot
be aligned with the other, or a difference of a kind named by `--fail-on` is found.
"""

from __future__ import annotations

import difflib
import json
import subprocess
import sys
import tempfile
from collections import Counter
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path

from mirpass.api import compare, read_file, resolve, run_passes, to_text
from mirpass.commands import command_parser
from mirpass.mir import Block, MachineFunction, MIRError, MIRFile, read
from mirpass.mir.model import Instruction
from mirpass.passes import PassError, lookup
from mirpass.passes.registry import check_options, option_kind
from mirpass.target.opcodes import OpcodeTable, load_opcode_table
from mirpass.target.targets import Target
from mirpass.target.waitcnt import wait_counts

DEFAULT_LLC = "/usr/lib/llvm-22/bin/llc"
INFINITE = 1 << 30


@dataclass
class Site:
    """The waits and NOPs in front of one instruction (or at the end of a block)."""

    nop_states: int = 0
    waits: dict[str, int] = field(default_factory=dict)  # counter -> lowest count waited for
    text: list[str] = field(default_factory=list)

    def describe(self) -> str:
        return "; ".join(self.text) if self.text else "nothing"


@dataclass
class Difference:
    function: str
    block: int
    anchor: str  # the instruction the waits/NOPs precede, or "<end of block>"
    line: int  # the anchor's line in the input
    verdict: str  # stricter, looser or mixed
    llc: str
    mirpass: str


@dataclass
class FileReport:
    path: str
    pass_name: str
    sites: int = 0
    counts: dict[str, int] = field(default_factory=dict)
    differences: list[Difference] = field(default_factory=list)
    error: str | None = None
    llc_waits: int = 0
    mirpass_waits: int = 0
    llc_nop_states: int = 0
    mirpass_nop_states: int = 0


def _is_wait_or_nop(table: OpcodeTable, inst: Instruction) -> str | None:
    info = table.get(inst.opcode)
    if info is None:
        return None
    if info.kind == "NOP":
        return "nop"
    if info.kind == "WAIT":
        return "wait"
    return None


def _flat(block: Block) -> list[Instruction]:
    out: list[Instruction] = []
    for inst in block.instructions:
        if inst.bundled is not None:
            out.extend(i for i in inst.bundled if isinstance(i, Instruction))
        else:
            out.append(inst)
    return out


def collect_sites(mf: MachineFunction, table: OpcodeTable) -> list[list[tuple[Site, Instruction | None]]]:
    """Per block in layout order (llc renumbers the blocks of MIR it reads, so `bb.N` numbers
    are not comparable), the sites in front of each non-wait, non-NOP instruction, then the
    block's end (anchor None)."""
    blocks: list[list[tuple[Site, Instruction | None]]] = []
    for block in mf.blocks:
        sites: list[tuple[Site, Instruction | None]] = []
        current = Site()
        for inst in _flat(block):
            kind = _is_wait_or_nop(table, inst)
            if kind == "nop":
                imm = inst.operands[0].imm if inst.operands else 0
                current.nop_states += (imm or 0) + 1
                current.text.append(f"S_NOP {imm}")
            elif kind == "wait" and inst.operands and inst.operands[0].imm is not None:
                for counter, count in (wait_counts(inst.opcode, inst.operands[0].imm) or {}).items():
                    current.waits[counter] = min(current.waits.get(counter, INFINITE), count)
                current.text.append(f"{inst.opcode} {symbolic(inst.opcode, inst.operands[0].imm)}")
            else:
                sites.append((current, inst))
                current = Site()
        sites.append((current, None))
        blocks.append(sites)
    return blocks


def symbolic(opcode: str, imm: int) -> str:
    """A wait's immediate as the counters it waits for (`vmcnt(1) lgkmcnt(3)` for 881)."""
    counts = wait_counts(opcode, imm)
    if counts is None:
        return str(imm)
    return " ".join(f"{c}({n})" for c, n in counts.items()) or f"{imm} (no wait)"


def compare_site(llc: Site, mine: Site) -> str:
    stricter = looser = False
    if mine.nop_states > llc.nop_states:
        stricter = True
    elif mine.nop_states < llc.nop_states:
        looser = True
    for counter in set(llc.waits) | set(mine.waits):
        a, b = llc.waits.get(counter, INFINITE), mine.waits.get(counter, INFINITE)
        if b < a:
            stricter = True
        elif b > a:
            looser = True
    if stricter and looser:
        return "mixed"
    return "stricter" if stricter else "looser" if looser else "equal"


def _llc_output(
    llc: str, path: Path, target: Target, pass_name: str, text: str, mattr: str | None = None
) -> str:
    with tempfile.NamedTemporaryFile("w", suffix=".mir", delete=False) as f:
        f.write(text)
        name = f.name
    try:
        args = [llc, "-mtriple=amdgcn-amd-amdhsa", f"-mcpu={target.cpu}"]
        if target.default_wave_size == 32:
            args.append("-mattr=+wavefrontsize32")
        if mattr:  # after the CPU's wave size, as mirpass applies it
            args.append(f"-mattr={mattr}")
        proc = subprocess.run(
            [*args, f"-run-pass={pass_name}", name, "-o", "-"], capture_output=True, text=True
        )
    finally:
        Path(name).unlink()
    if proc.returncode != 0:
        first = proc.stderr.strip().splitlines()[:1]
        raise RuntimeError(f"llc failed: {first[0] if first else proc.returncode}")
    return proc.stdout


def run_both(path: str, pass_name: str, llc: str, options: dict[str, str]) -> tuple[MIRFile, MIRFile, Target]:
    """llc's and mirpass's outputs of `pass_name` on the MIR file at `path`."""
    mir = read_file(path)
    mattr = options.get("mattr")
    target = resolve(mir, mattr=mattr)
    run_passes(mir, ["llc22-compat"], target)  # what llc gets must be readable by llc 22
    source = to_text(mir, llvm22_spelling=True)
    llc_mir = read(_llc_output(llc, Path(path), target, pass_name, source, mattr), path + " (llc)")
    mine = read(source, path)
    run_passes(mine, [pass_name], target, {k: v for k, v in options.items() if k != "mattr"})
    return llc_mir, read(to_text(mine), path + " (mirpass)"), target


def compare_file(path: str, pass_name: str, llc: str, options: dict[str, str]) -> FileReport:
    report = FileReport(path, pass_name)
    try:
        llc_mir, mine, target = run_both(path, pass_name, llc, options)
        _compare_functions(report, llc_mir, mine, load_opcode_table(target.cpu))
    except (MIRError, RuntimeError, KeyError, ValueError) as err:
        report.error = str(err)
    return report


def _aligned(
    theirs: list[tuple[Site, Instruction | None]], ours: list[tuple[Site, Instruction | None]]
) -> list[tuple[tuple[Site, Instruction | None] | None, tuple[Site, Instruction | None] | None]]:
    """Pair the sites of one block by their instructions' opcodes. An instruction only one tool
    emitted (llc's `S_SENDMSG` that deallocates VGPRs before `S_ENDPGM`, say) is paired with None."""
    names = [[inst.opcode if inst else "<end>" for _, inst in sites] for sites in (theirs, ours)]
    pairs: list[tuple[tuple[Site, Instruction | None] | None, tuple[Site, Instruction | None] | None]] = []
    matcher = difflib.SequenceMatcher(None, names[0], names[1], autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            pairs += zip(theirs[i1:i2], ours[j1:j2], strict=True)
        else:
            pairs += [(site, None) for site in theirs[i1:i2]] + [(None, site) for site in ours[j1:j2]]
    return pairs


def _compare_functions(report: FileReport, llc_mir: MIRFile, mine: MIRFile, table: OpcodeTable) -> None:
    verdicts: Counter[str] = Counter()
    for mf in mine.functions:
        theirs = collect_sites(llc_mir.function(mf.name), table)
        ours = collect_sites(mf, table)
        if len(theirs) != len(ours):
            raise ValueError(f"{mf.name}: llc's and mirpass's outputs have different blocks")
        for block, their_sites, our_sites in zip(mf.blocks, theirs, ours, strict=True):
            for pair in _aligned(their_sites, our_sites):
                other, site = pair[0] or (Site(), None), pair[1] or (Site(), None)
                anchor = site[1] or other[1]
                if pair[0] is None or pair[1] is None:
                    verdict = "mirpass-only" if pair[0] is None else "llc-only"
                else:
                    verdict = compare_site(other[0], site[0])
                verdicts[verdict] += 1
                report.llc_waits += sum(1 for t in other[0].text if not t.startswith("S_NOP"))
                report.mirpass_waits += sum(1 for t in site[0].text if not t.startswith("S_NOP"))
                report.llc_nop_states += other[0].nop_states
                report.mirpass_nop_states += site[0].nop_states
                if verdict != "equal":
                    report.differences.append(
                        Difference(
                            mf.name,
                            block.number,
                            anchor.opcode if anchor else "<end of block>",
                            site[1].line if site[1] else 0,
                            verdict,
                            other[0].describe(),
                            site[0].describe(),
                        )
                    )
    report.sites = sum(verdicts.values())
    report.counts = dict(verdicts)


def _print_text(reports: list[FileReport], out) -> None:
    columns = ("equal", "stricter", "looser", "mixed", "llc-only", "mirpass-only")
    heads = ("equal", "strict", "looser", "mixed", "llc+", "mp+")
    total: Counter[str] = Counter()
    out.write(
        f"{'file':<48} {'sites':>6} "
        + " ".join(f"{h:>6}" for h in heads)
        + f" {'waits llc/mp':>13} {'nops llc/mp':>12}\n"
    )
    sums = Counter()
    for r in reports:
        name = Path(r.path).name
        if r.error:
            out.write(f"{name:<48} error: {r.error}\n")
            continue
        c = Counter(r.counts)
        total.update(c)
        sums.update(
            llc_waits=r.llc_waits,
            mirpass_waits=r.mirpass_waits,
            llc_nops=r.llc_nop_states,
            mirpass_nops=r.mirpass_nop_states,
        )
        out.write(
            f"{name:<48} {r.sites:>6} "
            + " ".join(f"{c[k]:>6}" for k in columns)
            + f" {r.llc_waits:>6}/{r.mirpass_waits:<6} {r.llc_nop_states:>5}/{r.mirpass_nop_states:<6}\n"
        )
    out.write(
        f"{'total':<48} {sum(total.values()):>6} "
        + " ".join(f"{total[k]:>6}" for k in columns)
        + f" {sums['llc_waits']:>6}/{sums['mirpass_waits']:<6}"
        + f" {sums['llc_nops']:>5}/{sums['mirpass_nops']:<6}\n"
    )


def _loops_main(files: list[str], pass_name: str, llc: str, options: dict[str, str], as_json: bool) -> int:
    from mirpass.commands import compare_loops

    reports = []
    failed = False
    for f in files:
        try:
            llc_mir, mine, target = run_both(f, pass_name, llc, options)
            reports.append((Path(f).name, compare_loops.loop_rows(llc_mir, mine, target)))
        except (MIRError, RuntimeError, KeyError, ValueError) as err:
            sys.stderr.write(f"mirpass compare: error: {f}: {err}\n")
            failed = True
    if as_json:
        json.dump({name: compare_loops.as_json(rows) for name, rows in reports}, sys.stdout, indent=1)
        sys.stdout.write("\n")
    else:
        compare_loops.print_loops(reports, sys.stdout)
    return 1 if failed else 0


def _option_problem(pass_name: str, options: dict[str, str]) -> str | None:
    """What is wrong with `--option`s for the pass, from its own declarations (None if nothing)."""
    try:
        cls = lookup(pass_name.strip())
        for name in options:
            if name != "mattr" and option_kind([cls], name) is None:
                return f"pass '{cls.name}' has no option '-{name}'"
        check_options([cls], options)
    except PassError as err:
        return str(err)
    return None


def main(argv: Sequence[str]) -> int:
    parser = command_parser("compare", __doc__)
    parser.add_argument("files", nargs="+", metavar="FILE.mir")
    parser.add_argument("-run-pass", "--run-pass", dest="pass_name", required=True)
    parser.add_argument("--llc", default=DEFAULT_LLC)
    parser.add_argument("-j", dest="jobs", type=int, default=1)
    parser.add_argument("--json", action="store_true", help="print the reports as JSON")
    parser.add_argument("--details", action="store_true", help="list every differing site")
    parser.add_argument(
        "--loops",
        action="store_true",
        help="per loop: waits per steady-state iteration, what they drain, the exposed latency",
    )
    parser.add_argument(
        "--fail-on",
        default="none",
        choices=["none", "looser", "stricter", "any"],
        help="exit 1 when a difference of this kind is found",
    )
    parser.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="NAME[=VALUE]",
        help="a pass option for mirpass, e.g. --option llvm-compat=22",
    )
    args = parser.parse_args(list(argv))
    options = dict(o.partition("=")[::2] for o in args.option)
    options = {k.lstrip("-"): v or "1" for k, v in options.items()}
    problem = _option_problem(args.pass_name, options)
    if problem:
        sys.stderr.write(f"mirpass compare: error: {problem}\n")
        return 1
    if args.loops:
        return _loops_main(args.files, args.pass_name, args.llc, options, args.json)
    reports = compare(args.files, args.pass_name, llc=args.llc, options=options, jobs=max(1, args.jobs))
    if args.json:
        json.dump([asdict(r) for r in reports], sys.stdout, indent=1)
        sys.stdout.write("\n")
    else:
        _print_text(reports, sys.stdout)
        if args.details:
            for r in reports:
                for d in r.differences:
                    sys.stdout.write(
                        f"{r.path}:{d.line}: {d.function} bb.{d.block} before {d.anchor}: "
                        f"{d.verdict}: llc [{d.llc}] mirpass [{d.mirpass}]\n"
                    )
    failed = any(r.error for r in reports)
    kinds = {
        "looser": {"looser", "mixed"},
        "stricter": {"stricter", "mixed"},
        "any": {"looser", "stricter", "mixed"},
        "none": set(),
    }[args.fail_on]
    if any(r.counts.get(k) for r in reports for k in kinds):
        failed = True
    for r in reports:
        if r.error:
            sys.stderr.write(f"mirpass compare: error: {r.path}: {r.error}\n")
    return 1 if failed else 0
