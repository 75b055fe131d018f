"""Path-aware placement against a brute-force oracle on small random loops (gfx942).

Each function is a preheader with a few global loads, a loop whose body interleaves its own
loads with consumers of the preheader's loads, of this iteration's loads and of the previous
iteration's (a prefetch), and an exit. The oracle walks every path explicitly (the preheader,
1 to 4 iterations, the exit), keeping the concrete in-order list of loads in flight and
applying each wait as the hardware does: every consumer must find none of its registers'
loads in flight. It checks both placements; and the path-aware placement, priced by the same
stall model on each explicit path (an iteration of an unknown trip count weighted as many),
must never cost more than the consumer placement."""

from __future__ import annotations

import random

import pytest

from mirpass.api import resolve, run_passes, to_text
from mirpass.ir.translate import Translator
from mirpass.mir import read
from mirpass.passes.waitcnt.stall import UNKNOWN_TRIPS, IterationCost, _Machine, translated_events

SEEDS = range(60)
CPU = "gfx942"
FILLER = "$vgpr41 = V_ADD_F32_e32 $vgpr41, $vgpr42, implicit $mode, implicit $exec"  # work to hide latency


def random_function(rng: random.Random, name: str, preload: bool = False) -> str:
    """`preload`: the preheader also loads, last, the first iteration's copy of some of the
    loop's own loads (a software pipeline's prologue), so that the loop's entry edge needs
    stricter waits than its back edge (loop-carried prefetch, prefetch.py)."""
    pre = [f"$vgpr{10 + i}" for i in range(rng.randint(1, 3))]
    own = [f"$vgpr{20 + j}" for j in range(rng.randint(1, 3))]
    if preload:
        pre += [r for r in own if rng.random() < 0.7]
    body: list[str] = []
    loaded: list[str] = []
    items = [("load", r) for r in own] + [("use", r) for r in pre if rng.random() < 0.9]
    items += [("use", r) for r in own if rng.random() < 0.8 and r not in pre]
    rng.shuffle(items)
    for kind, reg in items:
        if kind == "load":
            body.append(f"{reg} = GLOBAL_LOAD_DWORD $vgpr0_vgpr1, {4 * int(reg[5:])}, 0, implicit $exec")
            loaded.append(reg)
        else:
            # before its load in the body: the value the previous iteration loaded (a prefetch)
            body.append(f"$vgpr40 = V_ADD_F32_e32 {reg}, $vgpr40, implicit $mode, implicit $exec")
        body += [FILLER] * rng.randint(0, 12)
    lines = [
        "---",
        f"name: {name}",
        "machineFunctionInfo:",
        "  isEntryFunction: true",
        "body: |",
        "  bb.0:",
        "    successors: %bb.1",
        *(f"    {r} = GLOBAL_LOAD_DWORD $vgpr0_vgpr1, {4 * int(r[5:])}, 0, implicit $exec" for r in pre),
        *[f"    {FILLER}"] * rng.randint(0, 4),
        "  bb.1:",
        "    successors: %bb.1, %bb.2",
        *(f"    {x}" for x in body),
        "    $sgpr0 = S_ADD_I32 $sgpr0, -1, implicit-def $scc",
        "    S_CBRANCH_SCC1 %bb.1, implicit $scc",
        "  bb.2:",
        "    GLOBAL_STORE_DWORD $vgpr0_vgpr1, $vgpr40, 0, 0, implicit $exec",
        "    S_ENDPGM 0",
        "...",
    ]
    return "\n".join(lines) + "\n"


def placed(text: str, placement: str):
    mir = read(text, "oracle.mir")
    target = resolve(mir, cpu=CPU)
    run_passes(mir, ["si-insert-waitcnts"], target, {"placement": placement})
    out = read(to_text(mir), "oracle.mir")
    return Translator(target).translate(out.functions[0])


def paths(iterations: int) -> list[int]:
    return [0] + [1] * iterations + [2]


def first_violation(tf, path: list[int]) -> str | None:
    """Walk the path with the concrete loads in flight (vmcnt is in order)."""
    in_flight: list[tuple[str, frozenset[int]]] = []  # (opcode, register units written), oldest first
    for b in path:
        for op in tf.blocks[b]:
            if op.waits and "vmcnt" in op.waits:
                k = op.waits["vmcnt"]
                in_flight = in_flight[len(in_flight) - k :] if k < len(in_flight) else in_flight
                if k == 0:
                    in_flight = []
                continue
            reads = set(op.reads)
            for name, writes in in_flight:
                if not reads.isdisjoint(writes):
                    return f"bb.{b}: {op.inst.opcode if op.inst else op.info.name} reads what {name} loads"
            if "vmcnt" in op.counters:
                in_flight.append((op.info.name, frozenset(op.writes)))
    return None


def path_cost(tf, iterations: int) -> int:
    events = translated_events(tf)
    m = _Machine()
    costs = []
    for b in paths(iterations):
        cost = IterationCost()
        m.run(events[b], cost)
        costs.append(cost.exposed)
    # the last iteration stands for the rest of an unknown trip count
    return sum(costs[:-2]) + costs[-2] * (UNKNOWN_TRIPS - iterations + 1) + costs[-1]


@pytest.mark.parametrize("seed", SEEDS)
def test_every_path_gets_its_waits_and_path_placement_costs_no_more(seed):
    rng = random.Random(seed)
    text = random_function(rng, f"f{seed}")
    consumer = placed(text, "consumer")
    path = placed(text, "path")
    for iterations in (1, 2, 3, 4):
        for tf in (consumer, path):
            assert first_violation(tf, paths(iterations)) is None, (seed, iterations, text)
    assert path_cost(path, 4) <= path_cost(consumer, 4), text


def test_the_oracle_sees_a_missing_wait():
    """Delete each wait of a path-aware output: the oracle must find a consumer short of it on
    some path, unless the wait was not needed on any (none is, for this input)."""
    text = random_function(random.Random(3), "f")
    base = placed(text, "path")
    waits = [(b, i) for b, ops in enumerate(base.blocks) for i, op in enumerate(ops) if op.waits]
    assert waits
    for b, i in waits:
        broken = placed(text, "path")
        del broken.blocks[b][i]
        assert any(first_violation(broken, paths(n)) for n in (1, 2, 3)), (b, i)


def waits(tf) -> list[list[dict[str, int]]]:
    return [[op.waits for op in blk if op.waits] for blk in tf.blocks]


def test_the_random_loops_exercise_the_placement():
    """Enough of the random functions get a wait moved out of the loop, each strictly cheaper
    (else the comparison above says nothing about the placement)."""
    moved = 0
    for seed in SEEDS:
        text = random_function(random.Random(seed), f"f{seed}")
        consumer, path = placed(text, "consumer"), placed(text, "path")
        if waits(consumer) != waits(path):
            moved += 1
            assert path_cost(path, 4) < path_cost(consumer, 4), text
    assert moved >= 10


@pytest.mark.parametrize("seed", SEEDS)
def test_pipelined_loops_get_their_waits_and_relaxation_costs_no_more(seed):
    rng = random.Random(1000 + seed)
    text = random_function(rng, f"p{seed}", preload=True)
    consumer = placed(text, "consumer")
    path = placed(text, "path")
    for iterations in (1, 2, 3, 4):
        for tf in (consumer, path):
            assert first_violation(tf, paths(iterations)) is None, (seed, iterations, text)
    assert path_cost(path, 4) <= path_cost(consumer, 4), text


def test_the_pipelined_loops_exercise_the_relaxation():
    """Some of the pipelined random loops get a loop-carried prefetch relaxation, each strictly
    cheaper on the explicit paths."""
    from mirpass.passes.registry import PassContext
    from mirpass.passes.waitcnt.pass_ import run_on_function

    relaxed = 0
    for seed in SEEDS:
        text = random_function(random.Random(1000 + seed), f"p{seed}", preload=True)
        mir = read(text, "oracle.mir")
        reports = [run_on_function(mf, PassContext(resolve(mir, cpu=CPU), {})) for mf in mir.functions]
        if any(r.relaxed for r in reports):
            relaxed += 1
            assert path_cost(placed(text, "path"), 4) < path_cost(placed(text, "consumer"), 4), text
    assert relaxed >= 5, relaxed
