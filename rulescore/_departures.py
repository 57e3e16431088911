"""The steps where the two rule sets part (:mod:`rulescore.rulesets`), as the replay records them: each a
:class:`~rulescore.vocabulary.Departure` with both rulings and their chips, the note a step's record adds,
and the odd chip as 03.7 divides it. Used by :mod:`rulescore.engine` (reads the round, never writes it)."""

from __future__ import annotations

from dataclasses import replace

from .betting import BettingRound
from .pots import Pot
from .rulesets import POINTS
from .scenario import Scenario
from .vocabulary import ActionRecord, Departure, Result, RuleSet, Street


def otherwise(rnd: BettingRound, point: str, other: Result) -> str:
    """What a record's note adds where the other rule set rules the step otherwise."""
    p = POINTS[point]
    if rnd.rules is RuleSet.TDA2024:
        return f"; the renderings ({', '.join(p.sources)}) depart from TDA {p.tda} here: {other.describe()}"
    return f"; TDA {p.tda} rules it otherwise: {other.describe()}"


def found(found: list[Departure] | None, rec: ActionRecord, point: str, *, tda2024: Result,
          renderings: Result) -> None:
    """Add the departure of ``rec`` to the replay's list (``found``; ``None`` on a look-ahead copy)."""
    if found is None:
        return
    found.append(departure(point, rec.index, rec.street, rec.player, tda2024=tda2024, renderings=renderings))


def departure(point: str, index: int, street: str, player: str, *, tda2024: Result, renderings: Result,
              more: str = "") -> Departure:
    """The :class:`~rulescore.vocabulary.Departure` of one step (or of the decision ruled), its note from
    :data:`rulescore.rulesets.POINTS`."""
    p = POINTS[point]
    return Departure(index=index, street=street, player=player, point=point, tda=p.tda, sources=p.sources,
                     tda2024=tda2024, renderings=renderings,
                     note=f"TDA {p.tda}: {p.tda2024}; the renderings: {p.renderings}{more}")


def result(rec: ActionRecord) -> Result:
    """The :class:`~rulescore.vocabulary.Result` of an applied record (with the TD's outcomes, if any)."""
    return Result(ruled_as=str(rec.ruled_as), to=rec.to, added=rec.added, returned=rec.returned, all_in=rec.all_in,
                  outcomes=rec.details)


def found_limit(found: list[Departure], rnd: BettingRound, player: str, high: int) -> None:
    """The asked player's pot-limit maximum preflop with a dead small blind: TDA 54-B counts the missing
    small blind, the renderings do not (the decision is numbered after the street's last action)."""
    sb = rnd.blinds[0]
    other = rnd.pot_limit_max(player) + (-sb if rnd.rules is RuleSet.TDA2024 else sb)
    seat = rnd.seat(player)
    if seat.behind is not None:
        other = min(other, seat.committed + seat.behind)  # all-in for less than the pot either way
    if other == high:
        return
    put = seat.committed
    mine = Result(ruled_as="raise", to=high, added=high - put, all_in=seat.behind == high - put)
    theirs = Result(ruled_as="raise", to=other, added=other - put, all_in=seat.behind == other - put)
    tda, rend = (mine, theirs) if rnd.rules is RuleSet.TDA2024 else (theirs, mine)
    found.append(departure("pot-limit-dead-small-blind", len(rnd.actions) + 1, rnd.street.value, player,
                            tda2024=tda, renderings=rend,
                            more=f"; the most {player} may raise to is {tda.to} by TDA 2024, {rend.to} by the "
                                 "renderings"))


def in_hand_order(found: list[Departure]) -> tuple[Departure, ...]:
    """Departures by street, then by the action's place in its street (a held out-of-turn action is ruled
    after actions written below it)."""
    order = {s.value: i for i, s in enumerate(Street)}
    return tuple(sorted(found, key=lambda d: (order[d.street], d.index)))


def odd_chip_unbroken(scenario: Scenario, pots: list[Pot]) -> Scenario | None:
    """The scenario as 03.7 reads an odd chip: the pot is divided in the chips as they lie, so the
    odd chip is the largest denomination that divides every pot, not broken down to the smallest (TDA 20).
    ``None`` where both read the same (no denominations, or the smallest already divides every pot alone)."""
    setup = scenario.showdown
    if setup is None or not setup.denominations:
        return None
    denoms = sorted(setup.denominations)
    unit = max((d for d in denoms if all(p.amount % d == 0 for p in pots)), default=denoms[0])
    if unit == denoms[0]:
        return None
    return replace(scenario, showdown=replace(setup, denominations=tuple(d for d in denoms if d >= unit)))
