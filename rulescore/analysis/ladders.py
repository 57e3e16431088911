"""The action ladder of one street, read off a ruling's steps: each action's total, its increment, full or
incomplete, the minimum raise-to after it, and for every player who has acted whether betting is open to them
(IA-07, IA-10; TDA 43 and 47). :func:`rulescore.present.charts.action_ladder` draws it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..engine import play
from ..records.ruling import Ruling
from ..records.vocabulary import TableState
from .sources import scenario_of, title_of

#: Status words of a player after an action (the cells of the ladder's right-hand grid): a player who has acted
#: and faces chips to call may raise (:data:`OPEN`) or only call or fold (:data:`CLOSED`); one who has acted and
#: faces nothing (the bettor, a caller, a checker) has :data:`MATCHED`: nothing to decide until someone bets
#: or raises, and a full bet or raise then opens the betting to them again (TDA 47).
OPEN, CLOSED, FOLDED, ALL_IN, WAITING = "may raise", "call/fold", "folded", "all-in", "not yet acted"
MATCHED = "nothing to call"


@dataclass(frozen=True, kw_only=True)
class LadderRow:
    """One action of the street as the ladder draws it."""

    index: int
    """1-based position of the action."""
    player: str
    """Who acted."""
    written: str
    """The action as the scenario wrote it."""
    ruled_as: str
    """``fold``, ``check``, ``call``, ``bet`` or ``raise``."""
    total: int
    """The player's street total after the action, in chips."""
    before: int
    """The bet facing the table before the action (the current bet), in chips."""
    increment: int | None
    """For a bet or raise: how much it raised the current bet (``total - before``); else ``None``."""
    full: bool | None
    """For a bet or raise: whether it was a full bet or raise; else ``None``."""
    all_in: bool
    """Whether the player is all-in after it."""
    current_bet: int
    """The bet facing the table after the action."""
    increment_in_force: int
    """The minimum raise increment after the action (the largest full bet or raise so far)."""
    min_raise_to: int
    """The minimum raise-to total after the action: current bet plus the increment in force."""
    status: Mapping[str, str]
    """After the action, for every seated player: :data:`OPEN`, :data:`CLOSED`, :data:`MATCHED`,
    :data:`FOLDED`, :data:`ALL_IN` or :data:`WAITING`."""
    rule: str
    """The rule the action's ruling rests on."""
    why: str
    """One short phrase for the chart: why the action does or does not reopen the betting."""

    @property
    def open_to(self) -> dict[str, bool]:
        """For every player who has acted and faces chips to call: whether betting is open to them now (a player
        who faces nothing, :data:`MATCHED`, has no decision to make and is not listed)."""
        return {p: s == OPEN for p, s in self.status.items() if s in (OPEN, CLOSED)}


@dataclass(frozen=True, kw_only=True)
class Ladder:
    """The action ladder of one street: the data :func:`draw_ladder` draws."""

    title: str
    """What is charted (catalogue id and title, or ``scenario``)."""
    seats: tuple[str, ...]
    """Players in seat order."""
    street: str
    """The street."""
    blinds: tuple[int, int]
    """(small blind, big blind)."""
    opening_bet: int
    """The bet facing the table before the first action (the big blind preflop, else 0)."""
    opening_increment: int
    """The minimum raise increment before the first action (the big blind)."""
    rows: tuple[LadderRow, ...]
    """One row per action."""
    next_player: str | None
    """Who is to act after the last action (``None`` once the round is over)."""
    to_call: int
    """Chips the next player must add to call."""
    can_raise: bool
    """Whether the next player may raise."""
    min_raise_to: int | None
    """The next player's minimum raise-to (``None`` if they may not raise)."""

    @property
    def increments(self) -> list[int]:
        """The increments of the bets and raises, in order."""
        return [r.increment for r in self.rows if r.increment is not None]

    @property
    def verdict(self) -> str:
        """The next player's decision in one line."""
        if self.next_player is None:
            return "the betting round is over"
        p = self.next_player
        call = f"{self.to_call} to call" if self.to_call else "nothing to call"
        if self.can_raise:
            return f"{p} to act: {call}; may raise, to at least {self.min_raise_to}"
        return f"{p} to act: {call}; may not raise"

    @property
    def alt(self) -> str:
        """What the chart shows, in sentences (the image's alt text)."""
        steps = []
        for r in self.rows:
            if r.increment is not None:
                kind = "full" if r.full else "not a full raise"
                to = "bet" if r.ruled_as == "bet" else "raise to"
                what = f"{to} {r.total} (+{r.increment}, {kind}{', all-in' if r.all_in else ''})"
            elif r.ruled_as == "call":
                what = f"call {r.total}{' all-in' if r.all_in else ''}"
            else:
                what = r.ruled_as
            steps.append(f"{r.index}. {r.written}: {what}, minimum raise-to {r.min_raise_to} after it")
        head = f"Action ladder of {self.title}, {self.street}, blinds {self.blinds[0]}/{self.blinds[1]}"
        if not steps:
            return f"{head}: no action yet; {self.verdict}."
        last = self.rows[-1].open_to
        may = [p for p, ok in last.items() if ok]
        not_ = [p for p, ok in last.items() if not ok]
        after = []
        if may:
            after.append(f"{', '.join(may)} may raise again")
        if not_:
            after.append(f"{', '.join(not_)} may only call or fold")
        tail = f" After the last action {' and '.join(after)}." if after else ""
        return f"{head}: " + "; ".join(steps) + f".{tail} {self.verdict[0].upper()}{self.verdict[1:]}."

    def to_text(self) -> str:
        """The ladder as a table (what nbval compares; the picture shows the same numbers)."""
        head = (f"{'#':>2}  {'action':<16} {'as':<6} {'total':>7} {'incr.':>7} {'kind':<17} "
                f"{'min raise-to':>12}  open to")
        lines = [self.title, f"{self.street}, blinds {self.blinds[0]}/{self.blinds[1]}; chips are street totals",
                 head]
        for r in self.rows:
            kind = "" if r.full is None else ("full" if r.full else "incomplete")
            if r.all_in:
                kind = (kind + " all-in").strip()
            opens = ", ".join(f"{p} {'yes' if v else 'no'}" for p, v in r.open_to.items()) or "—"
            inc = "" if r.increment is None else f"+{r.increment}"
            lines.append(f"{r.index:>2}  {r.written:<16} {r.ruled_as:<6} {r.total:>7} {inc:>7} {kind:<17} "
                         f"{r.min_raise_to:>12}  {opens}")
        lines.append(self.verdict)
        return "\n".join(lines)

    def __repr__(self) -> str:
        return self.to_text()


def _status(step: TableState) -> dict[str, str]:
    """Each seat after a line, as the ladder's grid shows it, read off the step (the engine's record)."""
    out = {}
    for seat in step.seats:
        if seat.folded:
            out[seat.name] = FOLDED
        elif seat.all_in:
            out[seat.name] = ALL_IN
        elif not seat.acted:
            out[seat.name] = WAITING
        elif seat.to_call == 0:
            out[seat.name] = MATCHED  # the bettor, a caller, a checker: nothing to call, nothing closed
        else:
            out[seat.name] = OPEN if seat.open else CLOSED
    return out


def _why(rec, before: int, increment_before: int, increment_after: int) -> str:
    if rec.ruled_as in ("bet", "raise"):
        inc = rec.to - before
        if rec.full_raise:
            return f"+{inc} ≥ {increment_before}: full, reopens"
        return f"+{inc} < {increment_before}: incomplete"
    if rec.ruled_as == "call":
        return f"call{' all-in' if rec.all_in else ''} {rec.to}"
    return rec.ruled_as



def ladder(source: Any, *, title: str | None = None) -> Ladder:
    """The ladder of the street a scenario's ruling is for (``source``: a catalogue id, YAML text, a mapping or a
    :class:`~rulescore.input.scenario.Scenario`): one replay, then :func:`ladder_of` its ruling. Bad input raises the
    :class:`~rulescore.records.errors.RulesError` of the action, as ``rulescore ask`` does."""
    return ladder_of(play(scenario_of(source)), title=title or title_of(source))


def ladder_of(ruling: Ruling, *, title: str = "scenario") -> Ladder:
    """The ladder of the street ``ruling`` is for, read off its steps; the seats and blinds are the ruling's own
    (:attr:`Ruling.seats`, :attr:`Ruling.blinds`): nothing is read from the scenario again."""
    seats, blinds = ruling.seats, ruling.blinds
    rows: list[LadderRow] = []
    for rec, step in zip(ruling.actions, ruling.steps):
        if step.street != ruling.street:
            continue
        before = step.bet_before
        raised = rec.ruled_as in ("bet", "raise")
        rows.append(LadderRow(
            index=rec.index, player=rec.player, written=rec.written, ruled_as=str(rec.ruled_as), total=rec.to,
            before=before, increment=(rec.to - before) if raised else None, full=rec.full_raise if raised else None,
            all_in=rec.all_in, current_bet=step.current_bet, increment_in_force=step.increment,
            min_raise_to=step.current_bet + step.increment, status=_status(step), rule=rec.rule,
            why=_why(rec, before, step.increment_before, step.increment)))
    on_street = [st for st in ruling.steps if st.street == ruling.street]
    # the bet and increment the street opened with: what its first line faced (no line yet: the round as it is)
    opening_bet, opening_increment = ((on_street[0].bet_before, on_street[0].increment_before) if on_street
                                      else (ruling.current_bet, ruling.increment))
    nxt = None if ruling.closed else (ruling.player or ruling.to_act)
    return Ladder(
        title=title, seats=tuple(seats), street=ruling.street, blinds=tuple(blinds),  # type: ignore[arg-type]
        opening_bet=opening_bet, opening_increment=opening_increment, rows=tuple(rows), next_player=nxt,
        to_call=ruling.to_call if nxt else 0, can_raise=bool(nxt) and ruling.can_raise,
        min_raise_to=ruling.min_raise_to if nxt else None)

