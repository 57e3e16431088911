"""Benchmark: rulescore's betting engine against pokerkit 0.7.7 on identical random betting streets.

    .venv/bin/python -m bench.vs_pokerkit [--streets N] [--seed S] [--differential N]

Seeded random no-limit and pot-limit streets (2-9 players, pre-flop with blinds and sometimes antes, or a
later street with chips in the middle; stacks from a fraction of a big blind to 200 big blinds, so short
all-ins and short blinds are common) are generated once by playing rulescore and pokerkit in lockstep,
choosing only actions both accept. The identical action lists are then replayed, in the same process,
through ``rulescore.rules.betting.BettingRound`` and through the pokerkit ``State`` that the package's one
pokerkit adapter builds (``rulescore.oracle.kit.PokerkitRound``: one street, dealing and bookkeeping
automated). Each replay includes building the table (blinds, antes, the pot from earlier streets), as a
real replay must. The last line is ``ratio rulescore/pokerkit: N.N`` (actions per second).

``--differential N`` also plays N more streets comparing to_call, min/max raise-to and side pots, and
fails if any disagreement is not one of the named departures (``rulescore.oracle.kit.DEPARTURES``).
"""

from __future__ import annotations

import argparse
import collections
import gc
import os
import platform
import random
import sys
import time
from pathlib import Path

import pokerkit

from rulescore.oracle.kit import DEPARTURES
from rulescore.oracle.streets import play, random_spec, run

ROOT = Path(__file__).resolve().parent.parent


def generate(seed: int, count: int):
    rng = random.Random(seed)
    streets = []
    for _ in range(count):
        spec = random_spec(rng)
        streets.append((spec, play(spec, rng).actions))
    return streets


def replay_rulescore(streets) -> None:
    for spec, actions in streets:
        rnd = spec.rulescore()
        fold, check, call, raise_to = rnd.fold, rnd.check, rnd.call, rnd.raise_to
        for name, kind, total in actions:
            if kind == "f":
                fold(name)
            elif kind == "k":
                check(name)
            elif kind == "c":
                call(name)
            else:
                raise_to(name, total)


def replay_pokerkit(streets) -> None:
    for spec, actions in streets:
        state = spec.pokerkit().state
        for _, kind, total in actions:
            if kind == "f":
                state.fold()
            elif kind in ("k", "c"):
                state.check_or_call()
            else:
                state.complete_bet_or_raise_to(total)


def timed(fn, streets) -> float:
    """CPU time of this process (not wall time: the machine may be shared by other jobs)."""
    gc.collect()
    t0 = time.process_time()
    fn(streets)
    return time.process_time() - t0


def best_of(streets, repeat: int, chunk: int = 200) -> tuple[float, float]:
    """Each engine's time for all streets: the streets are cut into chunks, every chunk is replayed
    ``repeat`` times by each engine in turn, and the fastest run of each chunk counts. On a shared
    machine this keeps bursts of load from landing on one engine only."""
    t_rs = t_pk = 0.0
    for k in range(0, len(streets), chunk):
        part = streets[k:k + chunk]
        rs, pk = [], []
        for _ in range(repeat):
            rs.append(timed(replay_rulescore, part))
            pk.append(timed(replay_pokerkit, part))
        t_rs += min(rs)
        t_pk += min(pk)
    return t_rs, t_pk


def differential(seed: int, count: int) -> int:
    played = run(seed, count)
    cases = collections.Counter(d.case for p in played for d in p.disagreements)
    compared = sum(p.compared for p in played)
    print(f"differential: {count} streets, {compared} values compared, "
          f"{sum(cases.values())} streets departed")
    for name, d in DEPARTURES.items():  # every named departure, those that did not come up too
        print(f"  {name} ({d.rule}): {cases[name]}")
    if cases[None]:
        print(f"  UNEXPLAINED (a rulescore bug): {cases[None]}")
    bad = [(d, p.spec, p.actions[:d.step]) for p in played for d in p.disagreements if d.case is None]
    for d, spec, actions in bad[:5]:
        print(f"    {d}\n    {spec}\n    {actions}")
    return len(bad)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--streets", type=int, default=3000)
    ap.add_argument("--seed", type=int, default=2024)
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--differential", type=int, default=0, metavar="N")
    args = ap.parse_args(argv)
    print(f"python {platform.python_version()} on {platform.machine()}, {os.cpu_count()} cpus; "
          f"pokerkit {getattr(pokerkit, '__version__', '0.7.7')}")
    bad = differential(args.seed + 1, args.differential) if args.differential else 0
    streets = generate(args.seed, args.streets)
    n_actions = sum(len(a) for _, a in streets)
    print(f"{len(streets)} streets, {n_actions} actions (seed {args.seed})")
    t_rs, t_pk = best_of(streets, args.repeat)
    rs, pk = n_actions / t_rs, n_actions / t_pk
    print(f"rulescore: {rs:,.0f} actions/s ({t_rs * 1e6 / len(streets):.0f} us a street)")
    print(f"pokerkit:  {pk:,.0f} actions/s ({t_pk * 1e6 / len(streets):.0f} us a street)")
    print(f"ratio rulescore/pokerkit: {rs / pk:.1f}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
