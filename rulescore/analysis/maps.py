"""Reopening maps: the plane of two later short all-in totals, each point ruled by the engine (or by pokerkit, to
map where the two differ), read as whether a player who has acted may re-raise (IA-10) or as the minimum
raise-to a later player faces (IA-10-2). :func:`rulescore.present.charts.draw_reopening_map` draws one.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..engine import play
from ..oracle import kit as oracle
from ..records.errors import RulesError, ScenarioError
from .sources import scenario_of


@dataclass(frozen=True, kw_only=True)
class MapMark:
    """A published example marked on a map."""

    label: str
    """What is marked (a catalogue id)."""
    x: int
    """First all-in total, in chips."""
    y: int
    """Second all-in total, in chips."""
    value: Any
    """The map's value there, computed by the engine."""


@dataclass(frozen=True, kw_only=True)
class ReopeningMap:
    """The plane of two later short all-in totals and what the rules make of each point."""

    title: str
    """What the map shows."""
    measure: str
    """``can_raise`` (whether ``player`` may re-raise) or ``min_raise_to`` (what ``player`` must reach)."""
    player: str
    """The player whose decision is mapped."""
    first: str
    """The player whose all-in total is on the x axis."""
    second: str
    """The player whose all-in total is on the y axis."""
    bet: int
    """The bet facing the table before the two all-ins, in chips."""
    increment: int
    """The minimum raise increment (last full bet or raise) before the two all-ins, in chips."""
    xs: tuple[int, ...]
    """First all-in totals (x axis)."""
    ys: tuple[int, ...]
    """Second all-in totals (y axis)."""
    values: tuple[tuple[Any, ...], ...]
    """``values[j][i]`` is the measure at ``(xs[i], ys[j])``; ``None`` where the engine rejects the
    situation (the message is in :attr:`errors`)."""
    marks: tuple[MapMark, ...] = ()
    """Published examples on the plane."""
    errors: tuple[str, ...] = ()
    """Distinct engine messages for rejected points (empty when every point is a legal situation)."""

    def at(self, x: int, y: int) -> Any:
        """The measure at the grid point nearest to ``(x, y)``."""
        i = min(range(len(self.xs)), key=lambda k: abs(self.xs[k] - x))
        j = min(range(len(self.ys)), key=lambda k: abs(self.ys[k] - y))
        return self.values[j][i]

    def count(self, value: Any) -> int:
        """How many grid points have ``value``."""
        return sum(row.count(value) for row in self.values)

    @property
    def alt(self) -> str:
        """What the map shows, in sentences (the image's alt text)."""
        n = len(self.xs) * len(self.ys)
        head = (f"Map — {self.title}. {self.first}'s all-in total runs from {self.xs[0]} to {self.xs[-1]} across, "
                f"{self.second}'s from {self.ys[0]} to {self.ys[-1]} up, after a bet of {self.bet} with a last full "
                f"raise of {self.increment} ({n} points).")
        if self.measure == "can_raise":
            none = self.count(None)
            body = (f" {self.player} may re-raise at {self.count(True)} points and may only call or fold at "
                    f"{self.count(False)}" + (f"; {self.player} has no decision at {none}" if none else "") + ".")
        else:
            vals = sorted({v for row in self.values for v in row if v is not None})
            body = f" {self.player}'s minimum raise-to ranges from {vals[0]} to {vals[-1]}."
        marks = []
        for m in self.marks:
            shown = ((f"{self.player} may re-raise" if m.value else f"{self.player} may not re-raise")
                     if self.measure == "can_raise" else f"{self.player}'s minimum raise-to is {m.value}")
            marks.append(f"{m.label} is marked at ({m.x}, {m.y}), where {shown}")
        return head + body + (" " + "; ".join(marks) + "." if marks else "")

    def to_text(self) -> str:
        """A short summary (what nbval compares)."""
        lines = [self.title,
                 f"bet {self.bet}, last full raise {self.increment}; {self.first} all-in on x "
                 f"({self.xs[0]}–{self.xs[-1]}), {self.second} all-in on y ({self.ys[0]}–{self.ys[-1]}); "
                 f"{len(self.xs) * len(self.ys)} points"]
        if self.measure == "can_raise":
            none = self.count(None)
            lines.append(f"{self.player} may re-raise at {self.count(True)} points, may not at {self.count(False)}"
                         + (f", has no decision at {none}" if none else ""))
        else:
            vals = sorted({v for row in self.values for v in row if v is not None})
            lines.append(f"{self.player}'s minimum raise-to ranges {vals[0]}–{vals[-1]}")
        for m in self.marks:
            lines.append(f"  {m.label}: x={m.x}, y={m.y} -> {m.value}")
        return "\n".join(lines)

    def __repr__(self) -> str:
        return self.to_text()


def _grid(lo: int, hi: int, step: int) -> tuple[int, ...]:
    return tuple(range(lo, hi + 1, step))


def reopening_map(
    source: Any,
    *,
    first: str,
    second: str,
    player: str,
    measure: str = "can_raise",
    x_range: tuple[int, int] | None = None,
    y_range: tuple[int, int] | None = None,
    step: int | None = None,
    marks: Sequence[tuple[str, int, int]] = (),
    title: str | None = None,
    engine: str = "rulescore",
) -> ReopeningMap:
    """Rule ``source`` with ``first``'s and ``second``'s all-in totals set to every point of a grid and read
    ``player``'s decision off each ruling: ``measure="can_raise"`` (may they re-raise?) or ``"min_raise_to"``.

    ``source`` is a scenario (catalogue id, YAML, mapping) in which ``first`` and ``second`` go all-in
    (their stacks are replaced by the grid values; both must start the street with nothing in, i.e. not
    be a blind) and ``player`` is asked. ``marks`` are ``(label, x, y)`` points to mark (published
    examples). The default grid runs from just above the bet to the bet plus 2.5 increments.
    ``engine="pokerkit"`` asks pokerkit instead (:func:`rulescore.oracle.kit.replay`, the actions entered as
    rulescore ruled them), to map where the two engines differ."""

    if engine not in ("rulescore", "pokerkit"):
        raise ScenarioError(f"engine {engine!r}: choose rulescore or pokerkit")
    if measure not in ("can_raise", "min_raise_to"):
        raise ScenarioError(f"measure {measure!r}: choose can_raise or min_raise_to")
    sc = scenario_of(source)
    for who in (first, second, player):
        if who not in sc.seats:
            raise ScenarioError(f"{who!r} is not seated (seats: {', '.join(sc.seats)})")
    verbs = {e.player: e.verb for e in sc.actions if e.player in (first, second)}
    if verbs.get(first) != "allin" or verbs.get(second) != "allin":
        raise ScenarioError(f"{first} and {second} must each go all-in in the scenario (write '{first} allin')")
    # The bet and increment facing the first all-in: the step of that line, in the hand cut just after it
    # (with both all-ins deep, so that nothing after it, which the grid changes, can stop the replay).
    k = next(i for i, e in enumerate(sc.actions) if e.player == first and e.verb == "allin")
    upto, streets = k + 1, []
    for street, events in sc.streets:
        if upto > 0:
            streets.append((street, events[:upto]))
        upto -= len(events)
    facing_line = play(dataclasses.replace(sc, ask=None, showdown=None, streets=tuple(streets), street=streets[-1][0],
                                           stacks={**sc.stacks, first: 10**9, second: 10**9})).steps[-1]
    facing = {"bet": facing_line.bet_before, "increment": facing_line.increment_before}
    bet, inc = facing["bet"], facing["increment"]
    step = step or max(1, inc // 20)
    xs = _grid(*(x_range or (bet + step, bet + (5 * inc) // 2)), step)
    ys = _grid(*(y_range or (bet + step, bet + (5 * inc) // 2)), step)

    def value(x: int, y: int):
        s = dataclasses.replace(sc, stacks={**sc.stacks, first: x, second: y}, ask=None)
        r = play(s, steps=False)  # the decision only: a grid replays the hand thousands of times
        if r.to_act != player:
            raise ScenarioError(f"{player} is not to act (next: {r.to_act})")
        if engine == "pokerkit":
            a = oracle.replay(seats=s.seats, blinds=s.blinds, street=s.street.value, stacks=s.stacks, ante=s.ante,
                              pot=s.pot, structure=s.game.structure.value, actions=oracle.actions_as_ruled(r.actions))
            if a.refused or a.player != player:
                raise ScenarioError(a.refused or f"pokerkit has {a.player} to act, not {player}")
            return a.can_raise if measure == "can_raise" else a.min_raise_to
        return r.can_raise if measure == "can_raise" else r.min_raise_to

    errors: list[str] = []
    rows = []
    for y in ys:
        row = []
        for x in xs:
            try:
                row.append(value(x, y))
            except RulesError as exc:
                row.append(None)
                if str(exc) not in errors:
                    errors.append(str(exc))
        rows.append(tuple(row))
    marked = []
    for label, x, y in marks:
        marked.append(MapMark(label=label, x=x, y=y, value=value(x, y)))
    what = "may re-raise" if measure == "can_raise" else "minimum raise-to"
    by = "" if engine == "rulescore" else " (pokerkit)"
    return ReopeningMap(title=title or f"{player}: {what} after {first}'s and {second}'s all-ins{by}",
                        measure=measure, player=player, first=first, second=second, bet=bet, increment=inc,
                        xs=xs, ys=ys, values=tuple(rows), marks=tuple(marked), errors=tuple(errors))


def differences(a: ReopeningMap, b: ReopeningMap) -> list[tuple[int, int, Any, Any]]:
    """The grid points where two maps of the same plane differ: ``(x, y, a's value, b's value)``."""
    if (a.xs, a.ys, a.measure) != (b.xs, b.ys, b.measure):
        raise ScenarioError("the two maps cover different planes or measures")
    return [(x, y, a.values[j][i], b.values[j][i]) for j, y in enumerate(a.ys) for i, x in enumerate(a.xs)
            if a.values[j][i] != b.values[j][i]]


