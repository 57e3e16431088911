"""What replayed real hands show about the situations the guide charts: all-ins by kind and the decisions of players
who had acted and faced a higher bet, by whether betting was reopened for them (TDA 47), group by group; and how
many hands hold each charted situation. Counted from :class:`rulescore.oracle.realhands.Replay` records (one replay of a
history each); :func:`rulescore.present.real_play.draw_real_play` draws the counts.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from ..oracle.realhands import ALLIN_KINDS, GROUPS, REOPENING_KINDS, Replay, allin_counts, group_of, reopening_counts
from ..records.vocabulary import ActionKind


@dataclass(frozen=True)
class RealPlay:
    """What the replayed hands show about the situations this project charts, group by group (the data of
    the real-play chart): all-ins by kind, and the decisions of players who had acted and faced a higher bet,
    by whether betting was reopened for them; with the hands and decision points each group has."""

    groups: tuple[str, ...]
    hands: dict[str, int]
    points: dict[str, int]
    all_ins: dict[str, dict[str, int]]
    """Group -> :func:`allin_counts`."""
    reopening: dict[str, dict[str, int]]
    """Group -> :func:`reopening_counts`."""

    @property
    def kinds(self) -> tuple[str, ...]:
        """The kinds of all-in, in the order the chart stacks them."""
        return ALLIN_KINDS

    @property
    def total_all_ins(self) -> dict[str, int]:
        return {k: sum(g[k] for g in self.all_ins.values()) for k in ALLIN_KINDS}

    @property
    def total_reopening(self) -> dict[str, int]:
        return {k: sum(g[k] for g in self.reopening.values()) for k in REOPENING_KINDS}

    def short_share(self) -> float | None:
        """Of all-in bets and raises, the share short of a full raise (``None`` with none)."""
        t = self.total_all_ins
        raises = t["full raise"] + t["short raise"]
        return t["short raise"] / raises if raises else None

    def rows(self) -> list[dict[str, Any]]:
        """One row a group (and a total), as the notebook's table shows them."""
        out = []
        for g in [*self.groups, "all"]:
            a = self.total_all_ins if g == "all" else self.all_ins[g]
            r = self.total_reopening if g == "all" else self.reopening[g]
            out.append({"group": g, "hands": sum(self.hands.values()) if g == "all" else self.hands[g],
                        "decision points": sum(self.points.values()) if g == "all" else self.points[g],
                        **{f"all-in {k}": v for k, v in a.items()},
                        "betting reopened": r["reopened"], "betting closed": r["closed"],
                        "re-raised while closed": r["re-raised while closed"]})
        return out

    def sentences(self) -> list[str]:
        """What the numbers say, in words (the notebook shows them under the chart)."""
        t, r = self.total_all_ins, self.total_reopening
        raises = t["full raise"] + t["short raise"]
        out = []
        if raises:
            out.append(f"Of {raises} all-in bets and raises, {t['short raise']} ({t['short raise'] / raises:.0%}) were "
                       f"short of a full raise: they reopened the betting for nobody who had acted (TDA 47). Another "
                       f"{t['short call']} all-ins were calls for less than the bet and {t['call']} calls of exactly "
                       f"the bet.")
        faced = r["reopened"] + r["closed"]
        if faced:
            out.append(f"{faced} times a player who had already acted on the street faced a higher bet: betting was "
                       f"reopened {r['reopened']} times ({r['reopened'] / faced:.0%}) and closed {r['closed']} times "
                       f"({r['closed'] / faced:.0%}), closed only ever by all-ins short of a full raise.")
        out.append(f"Recorded play departs from TDA 47 {r['re-raised while closed']} times: nobody re-raised where the "
                   f"betting was closed to them" if not r["re-raised while closed"] else
                   f"Recorded play departs from TDA 47 {r['re-raised while closed']} times: a re-raise where the "
                   f"betting was closed (rulescore refuses those hands)")
        return out

    def alt(self) -> str:
        """One sentence that says what the chart shows (for the figure's text form)."""
        t, r = self.total_all_ins, self.total_reopening
        return (f"{sum(t.values())} all-ins in {sum(self.hands.values())} real hands: {t['full raise']} full "
                f"raises, {t['short raise']} raises short of a full raise, {t['short call']} calls for less and "
                f"{t['call']} calls; {r['reopened'] + r['closed']} decisions after a higher bet, {r['reopened']} "
                f"reopened and {r['closed']} closed, {r['re-raised while closed']} re-raised while closed.")



def real_play(replays: Iterable[Replay]) -> RealPlay:
    """:class:`RealPlay` of ``replays`` (by :func:`group_of`; groups with no hand are left out)."""
    by: dict[str, list[Replay]] = {}
    for r in replays:
        by.setdefault(group_of(r.history), []).append(r)
    groups = tuple(g for g in GROUPS if g in by)
    return RealPlay(groups=groups, hands={g: len(by[g]) for g in groups},
                    points={g: sum(len(r.points) for r in by[g]) for g in groups},
                    all_ins={g: allin_counts(by[g]) for g in groups},
                    reopening={g: reopening_counts(by[g]) for g in groups})


def charted_cases(replays: Iterable[Replay]) -> dict[str, int]:
    """How many hands hold each situation the guide's charts rule where the engines part (the differential
    test's departures) or that real hands may lack: several all-ins short of a full raise on one street
    (IA-10-1), a short all-in as the first raise over the big blind (the limper case, IA-10-3A), a straddle,
    a dead small blind, a big-blind ante."""
    reps = list(replays)

    def several(r: Replay) -> bool:
        streets = Counter(a.street for a in r.all_ins if a.kind == "short raise")
        return any(n >= 2 for n in streets.values())

    def first_short(r: Replay) -> bool:
        raises = [a for a in (r.ruling.actions if r.ruling else ()) if a.street == "preflop"
                  and a.ruled_as in (ActionKind.BET, ActionKind.RAISE)]
        return bool(raises) and raises[0].all_in and raises[0].full_raise is False

    sc = [r.history.scenario for r in reps]
    return {"several short all-ins on one street": sum(several(r) for r in reps),
            "a short all-in as the first raise preflop": sum(first_short(r) for r in reps),
            "a straddle": sum(1 for s in sc if s.get("straddle")),
            "a dead small blind": sum(1 for s in sc if s.get("dead_small_blind")),
            "a big-blind ante": sum(1 for s in sc if s.get("bb_ante"))}
