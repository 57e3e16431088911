"""A whole hand street by street: the pot and every stack at the start and at the end of each street, read off
the ruling's steps. :func:`rulescore.present.charts.hand_chart` draws it.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from ..engine import play
from .sources import scenario_of, title_of


@dataclass(frozen=True, kw_only=True)
class HandFlow:
    """The pot and the stacks of a hand at the start and after each street replayed (``streets:``)."""

    title: str
    """What is charted."""
    seats: tuple[str, ...]
    """Players, in seat order."""
    streets: tuple[str, ...]
    """``start`` then each street replayed."""
    pot: tuple[int, ...]
    """Chips in the middle at each point (the street's bets included; a bet nobody called is back with its
    owner)."""
    stacks: dict[str, tuple[int | None, ...]]
    """Each player's chips behind at each point (``None``: deep, the stack was not given)."""
    folded: dict[str, str | None]
    """The street each player folded on (``None``: still in the hand)."""

    @property
    def alt(self) -> str:
        """What the chart shows, in sentences (the image's alt text)."""
        points = ", ".join(self.streets)
        stacks = []
        for p in self.seats:
            values = self.stacks[p]
            if all(v is None for v in values):
                continue
            shown = ", ".join("deep" if v is None else str(v) for v in values)
            stacks.append(f"{p} {shown}" + (f" (folds on the {self.folded[p]})" if self.folded[p] else ""))
        return (f"{self.title}: bars of the pot and lines of the stacks at each point ({points}); pot "
                f"{', '.join(map(str, self.pot))}" + ("; stacks: " + "; ".join(stacks) if stacks else "") + ".")

    def to_text(self) -> str:
        """The chart's numbers as a table."""
        w = max(6, *(len(s) for s in self.streets))
        lines = ["".join(f"{h:>{w + 2}}" for h in ("",) + self.streets)]
        lines.append("".join(f"{x:>{w + 2}}" for x in ("pot",) + self.pot))
        for p in self.seats:
            cells = ["deep" if v is None else str(v) for v in self.stacks[p]]
            tail = f"  (folds on the {self.folded[p]})" if self.folded[p] else ""
            lines.append("".join(f"{x:>{w + 2}}" for x in (p,) + tuple(cells)) + tail)
        return "\n".join(lines)

    def __repr__(self) -> str:
        return self.to_text()


def hand_flow(source: Any, *, title: str | None = None) -> HandFlow:
    """The pot and every stack of a hand (a catalogue id, YAML, a mapping or a :class:`Scenario`) at the start and
    at the end of each street, read off the ruling's steps (a bet nobody called is back with its owner)."""
    sc = scenario_of(source)
    ruling = play(dataclasses.replace(sc, ask=None))
    by_street: dict[str, tuple[list[int | None], int]] = {}
    folded: dict[str, str | None] = {p: None for p in sc.seats}
    for rec, step in zip(ruling.actions, ruling.steps):
        behind = [s.behind if s.behind is None else s.behind + s.uncalled for s in step.seats]
        by_street[step.street] = (behind, sum(p.amount for p in step.pots))
        if rec.ruled_as == "fold" and folded.get(rec.player) is None:
            folded[rec.player] = step.street
    names = ["start"]
    stacks: dict[str, list[int | None]] = {p: [sc.stacks.get(p)] for p in sc.seats}
    pots = [sc.pot]
    # a street listed with no line yet: the table as the ruling leaves it (the blinds posted, nothing else)
    now = ruling.table
    last: tuple[list[int | None], int] = (
        ([x.behind for x in now.seats], sum(p.amount for p in now.pots)) if now is not None
        else ([ruling.stacks.get(p) for p in sc.seats], ruling.pot_total))
    for street, _ in sc.streets:
        behind, pot = by_street.get(street.value, last)
        last = (behind, pot)
        names.append(street.value)
        pots.append(pot)
        for p, b in zip(sc.seats, behind):
            stacks[p].append(b)
    return HandFlow(title=title or title_of(source), seats=tuple(sc.seats), streets=tuple(names), pot=tuple(pots),
                    stacks={p: tuple(v) for p, v in stacks.items()}, folded=folded)


