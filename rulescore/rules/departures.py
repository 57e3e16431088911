"""The steps where the two rule sets part (:mod:`rulescore.reference.rulesets`), as the replay records them: each a
:class:`~rulescore.records.vocabulary.Departure` with both rulings and their chips, the note a step's record adds,
and the odd chip as 03.7 divides it. Used by :mod:`rulescore.engine` (reads the round, never writes it)."""

from __future__ import annotations

from dataclasses import replace

from ..input.scenario import Scenario
from ..records.pots import Pot
from ..records.vocabulary import ActionRecord, Departure, Note, Outcome, Result, RuleSet, Street
from ..reference.rulesets import POINTS
from .betting import BettingRound


def outcome_note(o: Outcome) -> Note:
    """One outcome the TD may choose, with its chips, as a note (English names it by its label)."""
    if o.says is not None:
        return Note.of("outcome-typed", ruled=o.ruled_as, to=o.to, back=o.returned, says=o.says)
    return Note.of("outcome", label=o.label, ruled=o.ruled_as, to=o.to, back=o.returned)


def result_note(res: Result) -> Note:
    """How one rule set rules a step (``call to 400 (600 returned)``; a TD's choice: its outcomes), as a note."""
    if res.outcomes:
        first, *rest = [outcome_note(o) for o in res.outcomes]
        for o in rest:
            first = Note.of("or", a=first, b=o)
        return Note.of("choice", outcomes=first)
    return Note.of("result", ruled=res.ruled_as, to=res.to, back=res.returned, allin="yes" if res.all_in else "no")


def otherwise(rnd: BettingRound, point: str, other: Result) -> Note:
    """What a record's note adds where the other rule set rules the step otherwise."""
    p = POINTS[point]
    by = "sources" if rnd.rules is RuleSet.TDA2024 else "tda2024"
    return Note.of("otherwise", by=by, sources=", ".join(p.sources), tda=p.tda, other=result_note(other))


def found(found: list[Departure] | None, rec: ActionRecord, point: str, *, tda2024: Result,
          renderings: Result) -> None:
    """Add the departure of ``rec`` to the replay's list (``found``; ``None`` on a look-ahead copy)."""
    if found is None:
        return
    found.append(departure(point, rec.index, rec.street, rec.player, tda2024=tda2024, renderings=renderings))


def departure(point: str, index: int, street: str, player: str, *, tda2024: Result, renderings: Result,
              more: Note | None = None) -> Departure:
    """The :class:`~rulescore.records.vocabulary.Departure` of one step (or of the decision ruled), its note from
    :data:`rulescore.reference.rulesets.POINTS`."""
    p = POINTS[point]
    return Departure(index=index, street=street, player=player, point=point, tda=p.tda, sources=p.sources,
                     tda2024=tda2024, renderings=renderings,
                     why=Note.of("departure", tda=p.tda, tda2024=p.tda2024, renderings=p.renderings).then(more))


def result(rec: ActionRecord) -> Result:
    """The :class:`~rulescore.records.vocabulary.Result` of an applied record (with the TD's outcomes, if any)."""
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
                            more=Note.of("most-raise", player=player, tda2024=tda.to, renderings=rend.to)))


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
