"""Main and side pots from every player's contributions (03.8, RU-21).

Each level at which a live player is all-in closes a pot; every pot is settled on its own, and a player
can win only the pots they put chips into up to their all-in level. Folded players' chips stay in the
pots they reached. Dead money (chips from earlier streets given as a single ``pot:`` figure, antes) goes
into the main pot.
"""

from __future__ import annotations

from dataclasses import dataclass

from .errors import RulesError


@dataclass(frozen=True)
class Pot:
    """One pot."""

    amount: int
    """Chips in the pot."""
    eligible: tuple[str, ...]
    """Players who may win it (live players who put in at least this pot's level), in seat order."""

    def to_dict(self) -> dict:
        return {"amount": self.amount, "eligible": list(self.eligible)}


def side_pots(contributions: dict[str, int], *, folded: set[str] | frozenset[str] = frozenset(),
              dead: int = 0, all_in: set[str] | frozenset[str] | None = None) -> list[Pot]:
    """The main pot first, then each side pot.

    :param contributions: each player's chips put in over the hand, in seat order.
    :param folded: players who have folded (their chips stay in, they are eligible for nothing).
    :param dead: chips in the middle not attributed to anyone (earlier streets, antes): main pot.
    :param all_in: while betting goes on, the live players who are all-in; only their totals split the
        chips into pots, and a live player with chips behind stays eligible for every pot. ``None``
        (the default) means the hand's contributions are final: every live player is capped at what
        they put in.

    >>> [p.to_dict() for p in side_pots({"A": 10000, "B": 20000, "C": 20000})]
    [{'amount': 30000, 'eligible': ['A', 'B', 'C']}, {'amount': 20000, 'eligible': ['B', 'C']}]
    """
    for name, chips in contributions.items():
        if not isinstance(chips, int) or isinstance(chips, bool) or chips < 0:
            raise RulesError(f"contribution of {name}: {chips!r} is not a whole number of chips >= 0", rule="03.8")
    unknown = set(folded) - set(contributions)
    if unknown:
        raise RulesError(f"folded player(s) {', '.join(sorted(unknown))} made no contribution", rule="03.8")
    if dead < 0:
        raise RulesError(f"dead money {dead} is negative", rule="03.8")
    live = [p for p in contributions if p not in folded]
    capped = set(live) if all_in is None else set(all_in) & set(live)
    top = max(contributions.values(), default=0)
    levels = sorted({contributions[p] for p in capped if contributions[p] > 0} | ({top} if top else set()))
    pots: list[Pot] = []
    previous = 0
    for level in levels:
        amount = sum(max(0, min(c, level) - previous) for c in contributions.values())
        eligible = tuple(p for p in live if p not in capped or contributions[p] >= level)
        if pots and (pots[-1].eligible == eligible or not eligible):
            # Same players (merge), or chips above every live player's total (a folded player's): they
            # stay in the last pot anyone live can win.
            pots[-1] = Pot(amount=pots[-1].amount + amount, eligible=pots[-1].eligible)
        else:
            pots.append(Pot(amount=amount, eligible=eligible or tuple(live)))
        previous = level
    if dead:
        if pots:
            pots[0] = Pot(amount=pots[0].amount + dead, eligible=pots[0].eligible)
        else:
            pots.append(Pot(amount=dead, eligible=tuple(live)))
    return pots
