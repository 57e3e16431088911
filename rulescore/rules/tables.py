"""Tables and tournament procedures: breaking and balancing tables, hand-for-hand placings and prize
splits, scheduled colour-ups, the clock, and when a new level starts.

The rules this module decides (ids of our sources; TDA 2024 numbers in brackets):

* **Seat draw for a broken table** (IA-01 [10]): two steps, so that nobody steers the draw. The new
  seats' cards are shown, shuffled face down and stacked; each player is dealt one playing card face
  up; the seat cards are then handed out in order of the playing cards, the highest first (suits
  count). :func:`seat_draw` is seeded.
* **Balancing and halting** (IA-02 [11]): full-table play halts at a table three or more players short
  of the table with the most players. The short table halts when its big blind reaches an empty seat;
  the player moved is the one who would be big blind next at the table with the most players, and the
  seat filled is the worst position at the short table (the empty seat the big blind reaches).
* **Hand-for-hand placings** (RU-28 [RP-8]): players out in the same hand at different tables share
  the place (and split the prize of the places they take together); at the same table, the player
  with more chips at the start of the hand places higher.
* **Scheduled colour-ups** (RU-24): the source's method changes the retired chips for the next
  denomination and rounds each player's remainder up to one more chip; the classic chip race (TDA 24)
  races the remainders: one card per odd chip, the highest cards win one new chip each, nobody wins
  more than one chip and nobody is raced out. Retired chips found after the colour-up (RU-24B) are
  changed only for their value in chips still in play; a part below the smallest chip in play is
  removed without compensation.
* **The clock** (RU-27 [29]): the source gives 50 seconds and then a 10-second countdown; TDA 2024
  gives 25 and 5. Both are computed; the difference is reported as a departure, not a conflict (the
  TDA text is a reference, not one of our sources). An action at the very end of the countdown counts.
* **A new level** (RU-23): a new level applies from the first hand that begins (first riffle) once the
  current level's time has fully run.

Decisions where the sources are silent (written down so a TD can see them):

* playing cards are ranked by rank, then suit in bridge order (clubs, diamonds, hearts, spades);
* hand-for-hand with several players out at several tables in one hand: players are ranked within
  their own table by starting stack, and the players of equal rank at different tables share places
  (the top of each table together, then the second of each table, ...); equal starting stacks at
  the same table share too;
* a shared prize that does not divide evenly is split down to whole ``unit`` and the remainder is
  reported, not assigned (house rules decide it);
* the chip race races ``R // new`` chips plus one more when the remainder is at least half a new chip;
  cards are dealt from the first seat, all of a player's cards before the next player's; a player
  whose only chips are the retired ones gets one new chip before the race (not raced out), taken from
  the chips to be raced, or added when there are none;
* balancing moves one player at a time from the fullest table to the shortest until no table is
  ``short_by`` or more short; ties between tables go by name (the "predetermined procedure" of TDA 11);
* a hand whose first riffle is exactly when the level's time runs out is played at the new level.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import permutations
from typing import Any

from ..input.chips import parse_chips
from ..records.answers import Balance, Blind, Clock, Leftover, Level, Levels, Placings
from ..records.errors import ChipSpecError, RulesError, ScenarioError

RANKS = "23456789TJQKA"
SUITS = "cdhs"


def card_value(card: str) -> int:
    """Order of a playing card for draws and races: rank first, then suit (bridge order)."""
    try:
        return RANKS.index(card[0].upper()) * 4 + SUITS.index(card[1].lower())
    except (ValueError, IndexError):
        raise ScenarioError(f"card {card!r} is not like 'As' or 'Td'") from None


def _deck(rng: random.Random) -> list[str]:
    deck = [r + s for r in RANKS for s in SUITS]
    rng.shuffle(deck)
    return deck


# ---------------------------------------------------------------------------------- seat draw (IA-01)
@dataclass(frozen=True, kw_only=True)
class SeatDraw:
    """One two-step seat draw for the players of a broken table."""

    seat_cards: tuple[Any, ...]
    """The new seats' cards after the face-down shuffle, top of the stack first."""
    playing_cards: dict[str, str]
    """The playing card dealt face up to each player."""
    order: tuple[str, ...]
    """Players from the highest playing card to the lowest: the order they take seat cards."""
    assignment: dict[str, Any]
    """Each player's new seat."""

    def to_dict(self) -> dict:
        return {"seat_cards": list(self.seat_cards), "playing_cards": dict(self.playing_cards),
                "order": list(self.order), "assignment": dict(self.assignment),
                "bijection": len(set(map(str, self.assignment.values()))) == len(self.assignment),
                "highest_takes_top": self.assignment[self.order[0]] == self.seat_cards[0], "rule": "IA-01"}


def seat_draw(*, players: list[str], seats: list[Any], seed: int | None = None,
              rng: random.Random | None = None) -> SeatDraw:
    """The two-step random draw of IA-01: shuffle the seat cards face down, deal each player a playing
    card face up, hand out the seat cards from the top of the stack in order of the playing cards."""
    players, seats = list(players), list(seats)
    if not players:
        raise ScenarioError("players: a broken table has at least one player", rule="IA-01")
    if len(set(players)) != len(players) or len(set(map(str, seats))) != len(seats):
        raise ScenarioError("players and seats must be distinct", rule="IA-01")
    if len(seats) < len(players):
        raise RulesError(f"{len(players)} players but only {len(seats)} open seats", rule="IA-01")
    if len(players) > 52:
        raise RulesError("more players than playing cards", rule="IA-01")
    rng = rng or random.Random(seed)
    stack = seats[:]
    rng.shuffle(stack)
    deck = _deck(rng)
    cards = {p: deck[i] for i, p in enumerate(players)}
    order = tuple(sorted(players, key=lambda p: card_value(cards[p]), reverse=True))
    assignment = {p: stack[i] for i, p in enumerate(order)}
    return SeatDraw(seat_cards=tuple(stack), playing_cards=cards, order=order, assignment=assignment)


def seat_draw_frequencies(*, players: list[str], seats: list[Any], trials: int = 60000, seed: int = 1) -> dict:
    """Run the draw ``trials`` times (one seeded generator) and test that every assignment of players to
    seats is equally likely: the count of each assignment and a chi-square goodness-of-fit test
    against the uniform distribution (scipy)."""
    from scipy.stats import chisquare  # lazy: scipy.stats takes about 2 s to import; only this test needs it

    if len(players) != len(seats):
        raise ScenarioError("the frequency test needs as many seats as players", rule="IA-01")
    rng = random.Random(seed)
    keys = [tuple(p) for p in permutations(seats)]
    counts = {k: 0 for k in keys}
    for _ in range(trials):
        d = seat_draw(players=players, seats=seats, rng=rng)
        counts[tuple(d.assignment[p] for p in players)] += 1
    observed = [counts[k] for k in keys]
    stat, p = chisquare(observed)
    return {"players": list(players), "assignments": len(keys), "trials": trials,
            "expected": trials / len(keys), "counts": {"-".join(map(str, k)): v for k, v in counts.items()},
            "chi2": round(float(stat), 3), "dof": len(keys) - 1, "p_value": round(float(p), 4)}


# ---------------------------------------------------------------------------------- balancing (IA-02)
@dataclass(frozen=True, kw_only=True)
class Table:
    """One table: its seats and where the big blind was in the last hand."""

    name: str
    """Table name."""
    occupied: tuple[int, ...]
    """Occupied seat numbers (1-based)."""
    seats: int = 9
    """Seats at a full table."""
    big_blind: int | None = None
    """The seat that had the big blind in the hand just played (``None``: not given)."""

    def next_seat(self, seat: int) -> int:
        """The seat after ``seat`` clockwise."""
        return seat % self.seats + 1

    def next_occupied(self, seat: int) -> int:
        """The first occupied seat after ``seat`` clockwise."""
        s = self.next_seat(seat)
        while s not in self.occupied:
            s = self.next_seat(s)
        return s


def _table(name: str, spec: Any, seats: int) -> Table:
    if isinstance(spec, int):
        if not 0 <= spec <= seats:
            raise ScenarioError(f"table {name}: {spec} players at a {seats}-seat table")
        return Table(name=name, occupied=tuple(range(1, spec + 1)), seats=seats)
    if not isinstance(spec, dict) or "occupied" not in spec:
        raise ScenarioError(f"table {name}: give a number of players or {{occupied: [...], big_blind: N}}")
    occ = tuple(sorted(int(s) for s in spec["occupied"]))
    if len(set(occ)) != len(occ) or any(not 1 <= s <= seats for s in occ):
        raise ScenarioError(f"table {name}: occupied seats {list(occ)} must be distinct seats 1-{seats}")
    bb = spec.get("big_blind")
    if bb is not None and bb not in occ:
        raise ScenarioError(f"table {name}: the big blind seat {bb} is not occupied", rule="IA-02")
    return Table(name=name, occupied=occ, seats=seats, big_blind=bb)


def balance(*, tables: dict[str, Any], seats: int = 9, short_by: int = 3) -> Balance:
    """Which tables halt, who moves where, and when (IA-02).

    ``tables``: ``{name: players}`` or ``{name: {occupied: [seats], big_blind: seat}}``."""
    ts = {str(n): _table(str(n), spec, seats) for n, spec in tables.items()}
    if len(ts) < 2:
        raise ScenarioError("balancing needs at least two tables", rule="IA-02")
    counts = {n: len(t.occupied) for n, t in ts.items()}
    most = max(sorted(counts), key=lambda n: counts[n])
    halt = sorted(n for n in counts if counts[most] - counts[n] >= short_by)
    moves: list[dict] = []
    after = dict(counts)
    while True:
        hi = max(sorted(after), key=lambda n: after[n])
        lo = min(sorted(after), key=lambda n: after[n])
        if after[hi] - after[lo] < short_by:
            break
        moves.append({"from": hi, "to": lo})
        after[hi] -= 1
        after[lo] += 1
    out: dict[str, Any] = {"players": counts, "most": most,
                           "short": {n: counts[most] - counts[n] for n in sorted(counts) if n != most},
                           "halt": halt, "moves": moves, "after": after, "rule": "IA-02"}
    timing, halt_when = {}, {}
    for n in halt:
        t = ts[n]
        if t.big_blind is None or not t.occupied:
            continue
        hands, blind, seat = _hands_until_blinds_impacted(t)
        timing[n] = {"hands_before_halt": hands, "seat_filled": seat}
        halt_when[n] = Blind(blind).halt_code
    if timing:
        out["timing"] = timing
        out["halt_when"] = halt_when
    movers = {}
    for m in moves:
        t = ts[m["from"]]
        if t.big_blind is not None and m["from"] not in movers:
            movers[m["from"]] = t.next_occupied(t.big_blind)
    if movers:
        out["mover_seat"] = movers
    return Balance.of(out, {"tables": tables, "seats": seats})


def _hands_until_blinds_impacted(t: Table) -> tuple[int, str, int]:
    """How many more hands a short table plays before a blind would fall on an empty seat (TDA 11-D: play
    halts once the blinds are impacted), which blind that is, and the seat. With a dead button the big blind
    moves one seat a hand, occupied or not, and the small blind is the seat the big blind was on."""
    bb = t.big_blind
    assert bb is not None
    played = 0
    for _ in range(t.seats):
        nxt = t.next_seat(bb)            # next hand's big blind; its small blind is ``bb``
        if nxt not in t.occupied:
            return played, "big blind", nxt
        if bb not in t.occupied:
            return played, "small blind", bb
        bb, played = nxt, played + 1
    return played, "big blind", t.next_seat(bb)


# ---------------------------------------------------------------------------------- placings (RU-28)
@dataclass(frozen=True, kw_only=True)
class Placing:
    """Players who finish together in one place (or alone)."""

    players: tuple[str, ...]
    """Who finishes here."""
    places: tuple[int, ...]
    """The places they take together (one place when alone); they all rank as the best of these."""
    hand: int
    """Index (1-based) of the hand-for-hand round they went out in."""

    @property
    def place(self) -> int:
        """The place they are all ranked at."""
        return min(self.places)

    def to_dict(self) -> dict:
        return {"players": list(self.players), "places": list(self.places), "place": self.place,
                "hand": self.hand, "tied": len(self.players) > 1}


def hand_for_hand_placings(*, players_left: int, hands: list[list[dict]]) -> list[Placing]:
    """Placings of players eliminated during hand-for-hand play (RU-28B, RU-28C).

    ``players_left``: players in the event before the first of ``hands``; ``hands``: for each
    hand-for-hand round in order, the players out in it as ``{player, table, stack}`` (``stack``: chips
    at the start of that hand). Returns the placings, best place first."""
    if not isinstance(players_left, int) or players_left < 2:
        raise ScenarioError("players_left: need at least two players", rule="RU-28")
    seen: set[str] = set()
    out: list[Placing] = []
    left = players_left
    for h, busts in enumerate(hands, start=1):
        if not busts:
            continue
        for b in busts:
            if not isinstance(b, dict) or not {"player", "table", "stack"} <= set(b):
                raise ScenarioError(f"hand {h}: write each player out as {{player, table, stack}}", rule="RU-28")
            if b["player"] in seen:
                raise RulesError(f"hand {h}: {b['player']} is already out", rule="RU-28")
            seen.add(b["player"])
        if len(busts) >= left:
            raise RulesError(f"hand {h}: {len(busts)} players out but only {left} were left; somebody must win",
                             rule="RU-28")
        by_table: dict[Any, list[dict]] = {}
        for b in busts:
            by_table.setdefault(b["table"], []).append(b)
        level: dict[str, int] = {}
        for group in by_table.values():
            stacks = sorted({b["stack"] for b in group}, reverse=True)
            for b in group:
                level[b["player"]] = stacks.index(b["stack"])
        groups: dict[int, list[str]] = {}
        for b in busts:
            groups.setdefault(level[b["player"]], []).append(b["player"])
        # worst level takes the worst places
        place = left
        hand_out = []
        for lvl in sorted(groups, reverse=True):
            names = tuple(groups[lvl])
            places = tuple(range(place - len(names) + 1, place + 1))
            hand_out.append(Placing(players=names, places=places, hand=h))
            place -= len(names)
        out += hand_out
        left -= len(busts)
    return sorted(out, key=lambda p: p.place)


def split_prizes(*, placings: Sequence[Placing | dict], payouts: dict[int, int], unit: int = 1) -> dict:
    """Prize of each player: tied players share the sum of the prizes of the places they take,
    evenly, to whole ``unit`` (the remainder is reported per group, not assigned)."""
    awards: dict[str, int] = {}
    remainders: list[dict] = []
    pay = {int(k): int(v) for k, v in payouts.items()}
    for p in placings:
        if isinstance(p, dict):
            p = Placing(players=tuple(p["players"]), places=tuple(p["places"]), hand=p.get("hand", 0))
        total = sum(pay.get(k, 0) for k in p.places)
        share = (total // len(p.players)) // unit * unit
        for name in p.players:
            awards[name] = share
        rest = total - share * len(p.players)
        if rest:
            remainders.append({"players": list(p.players), "remainder": rest})
    return {"awards": awards, "remainders": remainders}


def placings_and_prizes(*, players_left: int, hands: list[list[dict]], payouts: dict[int, int],
                        unit: int = 1) -> Placings:
    """Catalogue helper: :func:`hand_for_hand_placings` and :func:`split_prizes` together."""
    pl = hand_for_hand_placings(players_left=players_left, hands=hands)
    prizes = split_prizes(placings=pl, payouts=payouts, unit=unit)
    place_of = {name: p.place for p in pl for name in p.players}
    return Placings.of({"placings": [p.to_dict() for p in pl], "place_of": place_of, **prizes, "rule": "RU-28"}, {})


# ---------------------------------------------------------------------------------- colour-ups (RU-24)
@dataclass(frozen=True, kw_only=True)
class ColourUp:
    """One scheduled colour-up at a table."""

    method: str
    """``round-up`` (the source's RU-24A) or ``race`` (the classic chip race, TDA 24)."""
    retire: int
    """The denomination taken out of play."""
    new: int
    """The denomination it is changed into."""
    before: dict[str, int]
    """Each stack's value before."""
    after: dict[str, int]
    """Each stack's value after."""
    odd: dict[str, int]
    """Value of each player's retired chips left over after the even exchange."""
    cards: dict[str, tuple[str, ...]]
    """Race only: the cards each player was dealt, one per odd chip."""
    winners: tuple[str, ...]
    """Race only: who won a new chip in the race, best card first."""
    protected: tuple[str, ...]
    """Race only: players given a chip so they are not raced out."""

    @property
    def change(self) -> dict[str, int]:
        """After minus before, per player."""
        return {p: self.after[p] - self.before[p] for p in self.before}

    def to_dict(self) -> dict:
        return {"method": self.method, "retire": self.retire, "new": self.new, "before": dict(self.before),
                "after": dict(self.after), "change": self.change, "odd": dict(self.odd),
                "cards": {k: list(v) for k, v in self.cards.items()}, "winners": list(self.winners),
                "protected": list(self.protected), "total_change": sum(self.change.values()), "rule": "RU-24"}


def _split_stacks(stacks: dict[str, Any], retire: int, new: int) -> tuple[dict, dict, dict]:
    if retire <= 0 or new <= retire or new % retire:
        raise ChipSpecError(f"colour-up {retire} -> {new}: the new chip must be a multiple of the retired one",
                            rule="RU-24")
    before, retired, kept = {}, {}, {}
    for p, spec in stacks.items():
        ch = parse_chips(spec)
        before[p] = ch.total
        retired[p] = sum(v for v in ch.values if v == retire)
        kept[p] = ch.total - retired[p]
    return before, retired, kept


def colour_up(*, stacks: dict[str, Any], retire: int, new: int, method: str = "round-up",
              seed: int | None = None) -> ColourUp:
    """Take the ``retire`` chips out of play, changing them into ``new`` chips.

    ``stacks``: each player's chips as a spec (``"1000x3+25x3"``), in seat order from seat 1.
    ``method``: ``round-up`` (RU-24A: each remainder becomes one more new chip) or ``race``."""
    before, retired, kept = _split_stacks(stacks, retire, new)
    odd = {p: retired[p] % new for p in stacks}
    base = {p: kept[p] + retired[p] - odd[p] for p in stacks}
    if method == "round-up":
        after = {p: base[p] + (new if odd[p] else 0) for p in stacks}
        return ColourUp(method=method, retire=retire, new=new, before=before, after=after, odd=odd, cards={},
                        winners=(), protected=())
    if method != "race":
        raise ScenarioError(f"method {method!r}: write round-up or race", rule="RU-24")
    total = sum(odd.values())
    n = total // new + (1 if 2 * (total % new) >= new and total % new else 0)
    after = dict(base)
    protected = []
    for p in stacks:  # not raced out: one new chip, from the raced ones while there are any
        if odd[p] and base[p] == 0:
            after[p] += new
            protected.append(p)
            n = max(0, n - 1)
    rng = random.Random(seed)
    deck = _deck(rng)
    cards: dict[str, tuple[str, ...]] = {}
    pos = 0
    for p in stacks:
        k = odd[p] // retire
        if k and p not in protected:
            cards[p] = tuple(deck[pos:pos + k])
            pos += k
    best = sorted(cards, key=lambda p: max(card_value(c) for c in cards[p]), reverse=True)
    winners = tuple(best[:n])
    for p in winners:
        after[p] += new
    return ColourUp(method=method, retire=retire, new=new, before=before, after=after, odd=odd, cards=cards,
                    winners=winners, protected=tuple(protected))


def colour_up_compare(*, stacks: dict[str, Any], retire: int, new: int, seed: int | None = None) -> dict:
    """The source's round-up and the chip race on the same stacks, side by side (RU-24)."""
    a = colour_up(stacks=stacks, retire=retire, new=new, method="round-up")
    b = colour_up(stacks=stacks, retire=retire, new=new, method="race", seed=seed)
    return {"round_up": a.to_dict(), "race": b.to_dict(),
            "chips_created": {"round_up": sum(a.change.values()), "race": sum(b.change.values())},
            "departs_from_tda_2024": True, "rule": "RU-24"}


def leftover_exchange(*, chips: Any, retired: int, smallest_in_play: int) -> Leftover:
    """Retired chips found after the colour-up (RU-24B): changed only for the same value in chips in
    play; the part below the smallest chip in play is removed without compensation."""
    ch = parse_chips(chips)
    if any(v != retired for v in ch.values):
        raise ChipSpecError(f"chips {ch}: only chips of the retired {retired} belong here", rule="RU-24B")
    if smallest_in_play <= retired:
        raise ChipSpecError(f"smallest chip in play {smallest_in_play} must be above the retired {retired}",
                            rule="RU-24B")
    value = ch.total
    exchanged = value // smallest_in_play * smallest_in_play
    return Leftover.of({"value": value, "exchanged": exchanged, "removed": value - exchanged, "rule": "RU-24B"}, {})


# ---------------------------------------------------------------------------------- the clock (RU-27)
CLOCKS = {"source": (50, 10), "tda-2024": (25, 5)}
"""Seconds to act once the clock is granted, then the countdown: the source (RU-27) and TDA 2024 rule 29."""


def clock(*, variant: str = "source", acted_at: list[float] | None = None) -> dict:
    """The clock under ``variant``: when the countdown starts, when the hand is dead, and for each time
    of acting (seconds after the clock was granted) whether the action counts. Acting exactly as the
    countdown ends counts (the player gets the benefit)."""
    if variant not in CLOCKS:
        raise ScenarioError(f"variant {variant!r}: one of {', '.join(CLOCKS)}", rule="RU-27")
    seconds, countdown = CLOCKS[variant]
    dead_at = seconds + countdown
    out = {"variant": variant, "seconds": seconds, "countdown": countdown, "countdown_from": seconds,
           "dead_at": dead_at}
    if acted_at is not None:
        out["in_time"] = {str(t): t <= dead_at for t in acted_at}
    return out


def clock_compare(*, acted_at: list[float] | None = None) -> Clock:
    """The source's clock and TDA 2024's, side by side, with the departure."""
    src, tda = clock(variant="source", acted_at=acted_at), clock(variant="tda-2024", acted_at=acted_at)
    out = {**src, "tda_2024": tda, "departs_from_tda_2024": (src["seconds"], src["countdown"]) !=
           (tda["seconds"], tda["countdown"]), "rule": "RU-27"}
    if acted_at is not None:
        out["differ_at"] = [t for t in acted_at if src["in_time"][str(t)] != tda["in_time"][str(t)]]
    return Clock.of(out, {"acted_at": acted_at})


# ---------------------------------------------------------------------------------- new level (RU-23)
def level_for_hands(*, level_ends_at: float, hands_start_at: list[float]) -> Levels:
    """Which level each hand is played at (RU-23): a hand begins at its first riffle; the new level is
    announced only when the current level's time has fully run, and applies to the next hand that
    begins from then on."""
    levels = [(Level.NEW if t >= level_ends_at else Level.CURRENT).value for t in hands_start_at]
    return Levels.of({"announce_at": level_ends_at,
                      "hands": [{"starts": t, "level": lv} for t, lv in zip(hands_start_at, levels)],
                      "levels": levels, "rule": "RU-23"},
                     {"level_ends_at": level_ends_at, "hands_start_at": hands_start_at})

