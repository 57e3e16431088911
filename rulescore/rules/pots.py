"""Main and side pots from every player's contributions (03.8, RU-21).

Each level at which a live player is all-in closes a pot; every pot is settled on its own, and a player
can win only the pots they put chips into up to their all-in level. Folded players' chips stay in the
pots they reached. Dead money (chips from earlier streets given as a single ``pot:`` figure, antes) goes
into the main pot.

Splitting a pot (03.7, RU-20, TDA 20): a split is made in the smallest denomination in play (odd chips are
broken down to it first); a chip that does not divide goes to the first tied winner clockwise from the
button; in hi/lo the pot is halved first and the odd chip of the whole pot goes to the high half.
Pots are settled one at a time, the last side pot first and the main pot last (IA-03-2, IA-03-3).

Decisions the sources leave open (written down so a TD can see them):

* without ``denominations`` every chip counts as 1, so any remainder is split chip by chip;
* when a split leaves several odd chips (three winners, two chips over) they go one each to the tied
  winners in order from the button (TDA 20);
* in hi/lo, a player who wins both halves takes both; with no qualifying low the high takes the pot;
* 03.7 says "first seat" where RU-20 and TDA say "first winner": the engine follows RU-20/TDA, and the
  literal 03.7 reading is available as ``OddChipRule.FIRST_SEAT`` to show where it breaks down.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from enum import Enum

from ..records.errors import RulesError
from ..records.pots import OddChip, Pot, PotAward, Settlement, Split, pot_name


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


# ------------------------------------------------------------------------------------------ odd chips
class OddChipRule(Enum):
    """Who gets the odd chip of a split pot in a board game."""

    FIRST_WINNER = "first-winner"
    """The first tied winner clockwise from the button (RU-20, TDA 20): the engine's rule."""
    FIRST_SEAT = "first-seat"
    """03.7 read literally: the first *seat* left of the button, winner or not. When that seat did not
    win the pot the reading is impossible (a player wins only pots they win, 03.8) and raises."""

    @classmethod
    def parse(cls, value: OddChipRule | str) -> OddChipRule:
        if isinstance(value, cls):
            return value
        for r in cls:
            if str(value).strip().lower() == r.value:
                return r
        raise RulesError(f"odd chip rule {value!r} is not one of {', '.join(r.value for r in cls)}", rule="03.7")


def smallest_unit(denominations: Iterable[int] | None) -> int:
    """The chip a split is made in: the smallest denomination in play (RU-20: odd chips are broken
    down to it first). Without denominations every chip counts as 1."""
    if denominations is None:
        return 1
    values = list(denominations)
    if not values:
        raise RulesError("denominations: the list is empty; name the chips in play, e.g. [25, 100, 500]", rule="RU-20")
    for v in values:
        if not isinstance(v, int) or isinstance(v, bool) or v <= 0:
            raise RulesError(f"denominations: {v!r} is not a chip value (a whole number above 0)", rule="RU-20")
    return min(values)


def order_from_button(seats: Sequence[str], button: str | None = None) -> tuple[str, ...]:
    """Seats clockwise starting with the first seat left of the button.

    ``button`` names the seat with the button; ``None`` means the scenario convention (the last seat, or
    the first one heads-up). A button on an empty seat is given as a name not in ``seats`` and then the
    order is ``seats`` as listed (the list starts left of the button)."""
    seats = tuple(seats)
    if button is None:
        button = seats[0] if len(seats) == 2 else seats[-1]
    if button not in seats:
        return seats
    i = seats.index(button)
    return seats[i + 1:] + seats[:i + 1]


def _split_even(amount: int, winners: Sequence[str], order: Sequence[str], unit: int, rule: OddChipRule,
                part: str) -> tuple[dict[str, int], list[OddChip]]:
    if amount % unit:
        raise RulesError(f"{part} of {amount} cannot be made of chips of {unit} (the smallest denomination in "
                         f"play)", rule="RU-20")
    winners = [p for p in order if p in winners] + [p for p in winners if p not in order]
    units = amount // unit
    each, left = divmod(units, len(winners))
    shares = {p: each * unit for p in winners}
    odd: list[OddChip] = []
    if left:
        if rule is OddChipRule.FIRST_SEAT:
            first = order[0] if order else winners[0]
            if first not in winners:
                raise RulesError(f"the odd chip of the {part} would go to {first}, the first seat left of the button, "
                                 f"who is not among its winners ({', '.join(winners)})", rule="03.8")
            seq = [first] + [p for p in winners if p != first]
        else:
            seq = winners
        for p in seq[:left]:
            shares[p] += unit
            odd.append(OddChip(part=part, to=p, amount=unit))
    return shares, odd


def split(amount: int, high: Sequence[str], *, low: Sequence[str] = (), order: Sequence[str] | None = None,
          unit: int = 1, rule: OddChipRule | str = OddChipRule.FIRST_WINNER) -> Split:
    """Divide ``amount`` among the ``high`` winners, or in hi/lo between the ``high`` and ``low`` winners.

    The split is made in ``unit`` chips (the smallest denomination in play, RU-20). A chip that does not
    divide goes to the first tied winner clockwise from the button (``order`` starts left of the button;
    RU-20 A, TDA 20). In hi/lo, the pot is halved first and the odd chip of the whole pot goes to the
    high half (03.7, RU-20 B); each half is then split among its winners the same way.
    """
    rule = OddChipRule.parse(rule)
    if not isinstance(amount, int) or isinstance(amount, bool) or amount < 0:
        raise RulesError(f"pot of {amount!r}: not a whole number of chips", rule="03.8")
    high = tuple(high)
    low = tuple(low)
    if not high:
        raise RulesError(f"a pot of {amount} needs at least one winner", rule="03.8")
    order = tuple(order) if order is not None else tuple(dict.fromkeys(high + low))
    if amount % unit:
        raise RulesError(f"pot of {amount} cannot be made of chips of {unit} (the smallest denomination in play)",
                         rule="RU-20")
    by_seat = lambda ps: tuple(p for p in order if p in ps) + tuple(p for p in ps if p not in order)  # noqa: E731
    if not low:
        shares, only = _split_even(amount, high, order, unit, rule, "pot")
        return Split(amount=amount, high=by_seat(high), shares=shares, odd_chips=tuple(only), unit=unit)
    units = amount // unit
    low_amount = (units // 2) * unit
    high_amount = amount - low_amount
    odd: list[OddChip] = []
    if units % 2:
        odd.append(OddChip(part="whole pot", to="high", amount=unit))
    hs, ho = _split_even(high_amount, high, order, unit, rule, "high half")
    ls, lo = _split_even(low_amount, low, order, unit, rule, "low half")
    shares = dict(hs)
    for p, v in ls.items():
        shares[p] = shares.get(p, 0) + v
    return Split(amount=amount, high=by_seat(high), low=by_seat(low), halves=(high_amount, low_amount),
                 shares=shares, odd_chips=tuple(odd + ho + lo), unit=unit)


def split_pot(amount: int, *, winners: Sequence[str], low: Sequence[str] = (), seats: Sequence[str] | None = None,
              button: str | None = None, denominations: Sequence[int] | None = None,
              rule: str = "first-winner") -> Split:
    """Catalogue form of :func:`split`: seats and button name the order, denominations the unit.

    >>> split_pot(1100, winners=["S6", "S8"], seats=["S4", "S5", "S6", "S8"], button="S4",
    ...           denominations=[100, 500]).shares
    {'S6': 600, 'S8': 500}
    """
    seats = tuple(seats) if seats is not None else tuple(dict.fromkeys(list(winners) + list(low)))
    for p in list(winners) + list(low):
        if p not in seats:
            raise RulesError(f"winner {p!r} is not seated (seats: {', '.join(seats)})", rule="03.8")
    return split(amount, winners, low=low, order=order_from_button(seats, button),
                 unit=smallest_unit(denominations), rule=rule)


# --------------------------------------------------------------------------------------- settling pots
def uncalled(contributions: dict[str, int], folded: Iterable[str] = ()) -> tuple[dict[str, int], dict[str, int]]:
    """Split off the part of a bet nobody called: ``(contributions less it, {player: chips returned})``.

    Only the single largest contributor can have put in chips nobody matched; they go back to that player
    and are in no pot (a pot needs two players who may win it)."""
    if not contributions:
        return dict(contributions), {}
    top = max(contributions.values())
    leaders = [p for p, c in contributions.items() if c == top]
    if len(leaders) != 1 or leaders[0] in set(folded):
        return dict(contributions), {}
    second = max((c for p, c in contributions.items() if p != leaders[0]), default=0)
    out = dict(contributions)
    out[leaders[0]] = second
    return out, ({leaders[0]: top - second} if top > second else {})


def pot_names(n: int) -> list[str]:
    """``["main pot", "side pot 1", ...]`` for ``n`` pots."""
    return [pot_name(k) for k in range(n)]


def _winners(tiers: Sequence[Sequence[str]], eligible: Sequence[str]) -> tuple[str, ...]:
    for tier in tiers:
        won = tuple(p for p in eligible if p in tier)
        if won:
            return won
    return ()


def settle_pots(pots: Sequence[Pot], *, high: Sequence[Sequence[str]], low: Sequence[Sequence[str]] = (),
                order: Sequence[str], unit: int = 1, rule: OddChipRule | str = OddChipRule.FIRST_WINNER,
                hilo: bool = False) -> Settlement:
    """Settle each pot on its own among its eligible players (03.8, RU-21).

    :param high: tiers of the high ranking, best first; players of one tier tie. A player missing from
        every tier cannot win (mucked, dead or not tabled).
    :param low: hi/lo only: tiers of qualifying lows, best first; a player missing has no low.
    :param order: every seat clockwise from the first seat left of the button (odd chips, RU-20).
    :param hilo: split each pot between high and low when anyone eligible has a qualifying low.
    """
    names = pot_names(len(pots))
    awarded: list[PotAward] = []
    for i in reversed(range(len(pots))):
        pot = pots[i]
        won = _winners(high, pot.eligible)
        if not won:
            raise RulesError(f"{names[i]} ({pot.amount}; {', '.join(pot.eligible) or 'nobody'} eligible): no eligible "
                             f"player has a hand that can win it", rule="03.8")
        lows = _winners(low, pot.eligible) if hilo else ()
        awarded.append(PotAward(name=names[i], pot=pot,
                                split=split(pot.amount, won, low=lows, order=order, unit=unit, rule=rule)))
    totals: dict[str, int] = {}
    for a in awarded:
        for p, v in a.split.shares.items():
            totals[p] = totals.get(p, 0) + v
    awards = {p: totals[p] for p in order if p in totals}
    awards.update({p: v for p, v in totals.items() if p not in awards})
    return Settlement(pots=tuple(pots), awarded=tuple(awarded), awards=awards, unit=unit)


def settle(contributions: dict[str, int], *, folded: Sequence[str] = (), dead: int = 0,
           ranking: Sequence[Sequence[str]] | None = None, low: Sequence[Sequence[str]] | None = None,
           seats: Sequence[str] | None = None, button: str | None = None,
           denominations: Sequence[int] | None = None, rule: str = "first-winner") -> Settlement:
    """Pots from a whole hand's contributions and, given who won, the awards (catalogue form).

    :param contributions: each player's chips put in over the whole hand (folded players too).
    :param ranking: showdown result as tiers, best first (``[["A"], ["B", "C"]]``: A best, B and C tie);
        ``None`` to compute only the pots.
    :param low: hi/lo: tiers of qualifying lows (players not listed have none); ``None`` for a high-only game.
    :param seats: seat order clockwise (default: the order of ``contributions``); ``button`` as in
        :func:`order_from_button`.

    >>> settle({"A": 10000, "B": 20000, "C": 20000}, ranking=[["A"], ["C"], ["B"]]).awards
    {'A': 30000, 'C': 20000}
    """
    seats = tuple(seats) if seats is not None else tuple(contributions)
    for p in contributions:
        if p not in seats:
            raise RulesError(f"contribution of {p}: {p!r} is not seated (seats: {', '.join(seats)})", rule="03.8")
    called, returned = uncalled(contributions, folded)
    pots = side_pots(called, folded=set(folded), dead=dead)
    unit = smallest_unit(denominations)
    if ranking is None:
        return Settlement(pots=tuple(pots), unit=unit, returned=returned)
    for tier in list(ranking) + list(low or []):
        for p in tier:
            if p not in contributions:
                raise RulesError(f"ranking: {p!r} put no chips in the pot (players: {', '.join(contributions)})",
                                 rule="03.8")
    done = settle_pots(pots, high=ranking, low=low or (), order=order_from_button(seats, button), unit=unit,
                       rule=rule, hilo=low is not None)
    return Settlement(pots=done.pots, awarded=done.awarded, awards=done.awards, unit=unit, returned=returned)
