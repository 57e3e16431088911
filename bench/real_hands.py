"""Benchmark: real hands ruled per second by rulescore, against pokerkit replaying the same hand histories.

    .venv/bin/python -m bench.real_hands [--passes N] [--hands PATH ...]

The hands are the real-hand sample, tests/data/hands (every ``.phh`` and ``.phhs`` file outside
``refused/``). Each file is read once, through pokerkit's PHH reader (``pokerkit.notation``), before the
clocks start: both engines then start from the same ``HandHistory`` objects, so reading the TOML text is in
neither figure. Timed, in the same process, each engine in turn, CPU time of this process:

* **rulescore**: the history becomes a scenario (``rulescore.histories.from_hand_history``: seats, scaling,
  blinds and antes, the left-out actions repaired through rulescore's own round) and the whole hand is ruled
  (``rulescore.engine.play``: every action checked and recorded with what the player faced, the pots and,
  where the cards are known, the showdown and the awards);
* **pokerkit**: the same ``HandHistory`` replayed through its own ``state_actions`` (antes, blinds, bet
  collection automated as the history asks): to the end of the hand, showdown and chips pushed included,
  where the cards are known or one player is left, as rulescore rules those; up to the last action where a
  hand still in has unknown cards (pokerkit cannot evaluate them; rulescore then rules no showdown either).

``--passes N`` (default 3) rules the sample N times for each engine; the last line is
``ratio rulescore/pokerkit: N.N`` (hands per second).
"""

from __future__ import annotations

import argparse
import dataclasses
import gc
import os
import platform
import sys
import time
from pathlib import Path

import pokerkit

from rulescore import histories
from rulescore.engine import play
from rulescore.input.scenario import from_dict
from rulescore.rules.hands import clear_evaluations

ROOT = Path(__file__).resolve().parent.parent


SAMPLE = ROOT / "tests" / "data" / "hands"
PLAYED = (pokerkit.Folding, pokerkit.CheckingOrCalling, pokerkit.CompletionBettingOrRaisingTo)
KEEP_OUT = (pokerkit.Automation.HAND_KILLING, pokerkit.Automation.CHIPS_PUSHING, pokerkit.Automation.CHIPS_PULLING)


def load(paths: list[Path]) -> list[tuple[histories.History, object]]:
    """Every hand as ``(History, the pokerkit HandHistory to replay, whether to replay it to the end)``."""
    files: list[Path] = []
    for p in paths:
        files += sorted(f for f in p.rglob("*.phh*") if "refused" not in f.parts) if p.is_dir() else [p]
    out = []
    for f in files:
        for h in histories.read_all(f):
            if isinstance(h, Exception):
                raise h
            whole = "hands" in h.scenario or "board" in h.scenario  # rulescore rules the showdown: so does pokerkit
            hh = h.phh if whole else dataclasses.replace(
                h.phh, automations=tuple(a for a in h.phh.automations if a not in KEEP_OUT))
            out.append((h, hh, whole))
    return out


def rule_rulescore(hands) -> int:
    clear_evaluations()  # each pass evaluates its hands afresh (the cache serves one showdown's two looks)
    actions = 0
    for h, _, _ in hands:
        history = histories.from_hand_history(h.phh, source=h.source, format=h.format, hand=h.hand, hands=h.hands)
        ruling = play(from_dict(history.scenario))
        actions += len(ruling.actions)
    return actions


def replay_pokerkit(hands) -> int:
    actions = 0
    for h, hh, whole in hands:
        total, done, seen = len(h.actions), 0, 0
        for state, _ in hh.state_actions:
            ops = state.operations
            done += sum(1 for op in ops[seen:] if isinstance(op, PLAYED))
            seen = len(ops)
            if done >= total and not whole:
                break
        actions += done
    return actions


def timed(fn, hands, passes: int) -> tuple[float, int]:
    gc.collect()
    t0 = time.process_time()
    actions = 0
    for _ in range(passes):
        actions += fn(hands)
    return time.process_time() - t0, actions


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description="real hands ruled per second, rulescore against pokerkit")
    ap.add_argument("--passes", type=int, default=3)
    ap.add_argument("--hands", nargs="+", type=Path, default=[SAMPLE])
    args = ap.parse_args(argv)
    hands = load(args.hands)
    rule_rulescore(hands[:5])  # warm both up: first-call imports (hand evaluation tables) are not timed
    replay_pokerkit(hands[:5])
    ours, ours_actions = timed(rule_rulescore, hands, args.passes)
    theirs, their_actions = timed(replay_pokerkit, hands, args.passes)
    n = len(hands) * args.passes
    load_avg = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    version = getattr(pokerkit, "__version__", "0.7.7")
    print(f"real hands: {len(hands)} hands x {args.passes} passes, {ours_actions // args.passes} player actions a "
          f"pass (python {platform.python_version()}, pokerkit {version}, load average {load_avg:.1f})")
    print(f"rulescore (history -> scenario -> ruling): {n / ours:8.0f} hands/s ({ours / n * 1e3:.2f} ms a hand)")
    print(f"pokerkit  (history replayed):             {n / theirs:8.0f} hands/s ({theirs / n * 1e3:.2f} ms a hand)")
    if their_actions != ours_actions:
        print(f"note: rulescore ruled {ours_actions} actions, pokerkit replayed {their_actions}")
    print(f"ratio rulescore/pokerkit: {(n / ours) / (n / theirs):.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
