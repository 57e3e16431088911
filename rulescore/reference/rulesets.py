"""The table rulings where the two rule sets part (:class:`~rulescore.records.vocabulary.RuleSet`).

``rules: tda2024`` (the default) rules by the official TDA 2024 rules and Illustration Addendum;
``rules: sources`` rules as the five renderings (S03/S08, IA, PL, RU) say, for a room that uses them as
its house rules. Wherever the renderings and the official text would rule one step of a hand differently,
the ruling names the other set's outcome with its chips (:class:`~rulescore.records.vocabulary.Departure`, JSON
``departures``): the engine never follows a rendering silently.

:data:`POINTS` is the one list of where the sets part, with the TDA 2024 rule, the source ids and what each
set rules (own words). Each point is linked to the point of ``data/tda2024.yaml`` whose departures ``rulescore
check`` lists (:attr:`Point.data`, :attr:`Point.rules`), and the two lists are the same both ways: every
departure ``check`` lists as changing a ruling has its point here, every point here has such a departure
(:func:`disagreements`; ``tests/test_one_list.py``). Most points are ruled in a hand (:data:`HAND`:
``rules: sources`` applies them); the deadlines for disputing a hand and the chip race are no part of a hand
and are ruled by a function of their own under either reading (:attr:`Point.ruled_in`), which a ruling by the
renderings names in one line (:data:`UNRULED`, JSON ``still_tda2024``). Points that were compared and found
to rule alike are listed in :data:`ALIKE`, so a reader can see they were checked.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from .ruleid import RuleId


@dataclass(frozen=True, kw_only=True)
class Point:
    """One table ruling where the renderings depart from TDA 2024."""

    point: str
    """Short id (``overchip-last-chip``), as ruling departures name it."""
    tda: str
    """The TDA 2024 rule (``44``, ``45-A``)."""
    sources: tuple[str, ...]
    """The source ids that rule otherwise."""
    tda2024: str
    """What TDA 2024 rules, in our words."""
    renderings: str
    """What the renderings rule, in our words."""
    data: str = ""
    """The point of ``data/tda2024.yaml`` (``rulescore check``'s departures) this table ruling belongs to."""
    data_rule: str = ""
    """The rule ``check``'s departure names (its ``tda_rule``) where it is not :attr:`tda`: the spoken check
    (TDA 55) is where IA-14-2 departs on substantial action out of turn (53-B)."""
    ruled_in: str = "hand"
    """Where rulescore rules the point: :data:`HAND` (the replay of a hand, by the scenario's ``rules:``), or
    the catalogue function that rules it under either reading from its own arguments (``showdown.dispute``)."""
    what: str = ""
    """What the point is about, a few words of our own (``the deadlines for disputing a hand``)."""

    @property
    def rules(self) -> tuple[str, ...]:
        """The rules a departure of this point may name: :attr:`tda` and :attr:`data_rule`."""
        return (self.tda, self.data_rule) if self.data_rule else (self.tda,)

    def to_dict(self) -> dict:
        return {"point": self.point, "tda": self.tda, "sources": list(self.sources), "tda2024": self.tda2024,
                "renderings": self.renderings, "data": self.data, "ruled_in": self.ruled_in}


#: :attr:`Point.ruled_in` of a point the replay of a hand rules (``rules: sources`` applies it).
HAND = "hand"


#: The table rulings where the renderings depart from TDA 2024, as the engine implements them.
POINTS: dict[str, Point] = {p.point: p for p in (
    Point(point="overchip-last-chip", tda="44", sources=("08.5", "08.6"), data="overchip",
          tda2024="one oversized chip pushed silently facing a bet or a blind is a call even when it is the "
                  "player's last chip; the rest goes back behind",
          renderings="08.5 makes the single chip a call but 08.6 makes the last chips all-in: the sources "
                     "conflict and the TD chooses (all-in first, as 08.6 puts it)"),
    Point(point="last-chips-all-needed", tda="45-A", sources=("08.6", "IA-08"), data="multiple-chips",
          tda2024="several chips pushed silently facing a bet, each one needed for the call, are a call even "
                  "when they are the player's last chips (unless raise or all-in was said first)",
          renderings="the player's last chips are all-in whatever their value (08.6; IA-08 leaves out the "
                     "official example of last chips that are only a call)"),
    Point(point="raise-word-then-motions", tda="42", sources=("08.3",), data="methods-of-betting",
          tda2024="'raise' said without an amount allows no string of motions: the motions up to the one that "
                  "goes beyond the call make the raise (at least the minimum), and later motions go back (42, 56)",
          renderings="a raise declared before the chips may be put in in several motions, and every motion "
                     "counts (08.3 asks only that the word come before the chips)"),
    Point(point="out-of-turn-time-to-react", tda="53-A", sources=("08.9",), data="out-of-turn",
          tda2024="an out-of-turn action binds when the action it faced has not changed when the turn reaches "
                  "its player; nothing more is asked (the reasonable time belongs to significant action, 53-B)",
          renderings="08.9 binds it only if the skipped player also had time to react: without that it does not "
                     "bind, its chips go back and the player has every option (the TD establishes it)"),
    Point(point="spoken-check-counts", tda="55", sources=("IA-14", "PL-55"), data="out-of-turn", data_rule="53-B",
          tda2024="a 'check' said facing a bet is an action the player must still complete by calling or "
                  "folding; it counts among the actions of significant action (36; 53-B example 2)",
          renderings="IA-14-2 reads such a check as no action, so with one more out-of-turn action it is not "
                     "yet significant action and the out-of-turn actions stay pending"),
    Point(point="pot-limit-dead-small-blind", tda="54-B", sources=("PL-54B",), data="pot-declaration",
          tda2024="preflop in pot-limit the pot counts full blinds: a dead small blind is counted as if it had "
                  "been posted (700 at 100-200 for the first to act)",
          renderings="PL-54B keeps only a short all-in big blind at full size; a dead small blind is not "
                     "mentioned, so the pot is what is in it (600 at 100-200)"),
    Point(point="pot-limit-low-count", tda="52-B", sources=("08.8",), data="incorrect-pot-limit-bets",
          tda2024="in pot-limit a bet made on a count that was too low is brought up to the pot only until "
                  "significant action follows it; after that it stands",
          renderings="08.8 has one rule for every game: a bet below the legal amount is corrected until the next "
                     "card is dealt, whatever action followed it; IA-12 lets it stand after significant action, so "
                     "the renderings conflict and the TD chooses (IA-12's reading first)"),
    Point(point="odd-chip-not-broken-down", tda="20", sources=("03.7",), data="odd-chip",
          tda2024="odd chips are first broken down to the smallest denomination in play; only what is left over "
                  "goes to the first winner left of the button",
          renderings="03.7 gives the odd chip to the first seat left of the button without breaking it down: a "
                     "500 chip left over goes whole to that seat (RU-20 breaks it down, as TDA 20 does; the ruling "
                     "follows 03.7, whose figures rulescore check lists)"),
    Point(point="clock-no-bet", tda="29", sources=("RU-27",), data="clock",
          tda2024="a player whose time runs out with no bet to face is checked",
          renderings="RU-27 makes the hand dead whenever the time runs out, with or without a bet to face"),
    Point(point="dispute-deadlines", tda="22", sources=("03.9", "RU-22"), data="disputes",
          ruled_in="showdown.dispute", what="the deadlines for disputing a hand",
          tda2024="a mistake in counting or awarding the pot may be disputed until substantial action in the next "
                  "hand; a hand that ends at a break, for one minute after the award",
          renderings="03.9 gives a mistake in awarding the pot the deadline of a misread hand, the start of the "
                     "next hand, and has no rule for a break; RU-22 gives every dispute that deadline"),
    Point(point="colour-up-round-up", tda="24-A", sources=("RU-24A",), data="colour-up",
          ruled_in="tables.colour_up", what="the chip race at a colour-up",
          tda2024="the leftover chips of a retired denomination are raced off, at most one chip to a player, and "
                  "nobody is raced out",
          renderings="RU-24A rounds each player's leftover chips up to one more chip of the new denomination"),
)}

#: The points no hand's ruling covers (:attr:`Point.ruled_in` is a function, not :data:`HAND`): a ruling by the
#: renderings names them in one line (JSON ``still_tda2024``), since ``rules: sources`` cannot apply them there.
UNRULED: tuple[Point, ...] = tuple(p for p in POINTS.values() if p.ruled_in != HAND)


def applied_points() -> tuple[Point, ...]:
    """Every table ruling the replay of a hand rules by the set a scenario names, each with the
    ``data/tda2024.yaml`` point it belongs to (:attr:`Point.data`) and its TDA 2024 rule (:attr:`Point.rules`)."""
    return tuple(p for p in POINTS.values() if p.ruled_in == HAND)


def ruled_by_sources(data: str, tda: str) -> Point | None:
    """The engine's point for a departure that ``rulescore check`` lists (its ``point`` and ``tda_rule``) when
    ``rules: sources`` applies it in a hand; ``None`` when no hand rules it (then it is in :data:`UNRULED`, or it
    changes no ruling)."""
    return next((p for p in applied_points() if p.data == data and str(tda) in p.rules), None)


def _base(ident: str) -> str:
    """The rule an entry id belongs to (``IA-14-2`` -> ``IA-14``, ``RU-24A`` -> ``RU-24``); ids as they are."""
    rid = RuleId.read(ident)
    return rid.source if rid is not None else ident


def covers(p: Point, departure: Any) -> bool:
    """Whether point ``p`` is the one for a departure ``rulescore check`` lists (a record with ``id``,
    ``point`` and ``tda_rule``): the same ``data/tda2024.yaml`` point, a rule of the point, and the departing
    entry among its sources (by id or by the rule it belongs to)."""
    ident = str(departure.id)
    return (p.data == departure.point and str(departure.tda_rule) in p.rules
            and bool({ident, _base(ident)} & set(p.sources)))


def disagreements(departures: Iterable[Any]) -> list[str]:
    """Where :data:`POINTS` and ``rulescore check``'s departures that change a ruling (``severity ==
    "ruling"``) are not one list, one sentence each: a departure with no point, a point with no departure.
    Empty when they agree (``tests/test_one_list.py``)."""
    ruling = [d for d in departures if d.severity == "ruling"]
    out = [f"{d.id} departs on {d.point} (TDA {d.tda_rule}) and changes a ruling, but no point of "
           "rulescore.reference.rulesets.POINTS rules it" for d in ruling if not any(covers(p, d) for p in POINTS.values())]
    out += [f"{p.point} (TDA {', '.join(p.rules)}, {p.data}) rules a departure that rulescore check does not list "
            "as changing a ruling" for p in POINTS.values() if not any(covers(p, d) for d in ruling)]
    return out


def still_tda2024() -> str:
    """The line a ruling by the renderings carries (English): the points no hand's ruling covers."""
    parts = [f"{u.what} (TDA {u.tda}; {', '.join(u.sources)})" for u in UNRULED]
    return ("outside this ruling the renderings also depart from TDA 2024: " + "; ".join(parts)
            + "; rulescore rules those on their own, by either reading")


#: Table rulings compared with the official text that the renderings rule alike (checked, no departure).
ALIKE: dict[str, str] = {
    "43-A": "08.4 leaves out that half a minimum raise or more obliges the full minimum, but IA-08-2 and IA-08-4 "
            "rule it so (08.6 sends such chips to the 50 % standard, and 08-C's 7000 against 5000 is a call by "
            "either test): as house rules the renderings give the same figures (a missing fact of 08.4)",
    "44 (declared raise)": "08.5 does not say how much a declared raise with an overchip is; the word decides "
                           "(08.1, 08-A) and the chip is the raise, as TDA 44 has it (the most the chip allows)",
    "45-B": "with chips left the 50 % standard, with the last chips all-in: IA-08 states both as the official "
            "text does",
    "46": "IA-09 states the five prior-chip situations as the official text does (it drops the figures; the "
          "rulings are the same)",
    "54-B (short blind)": "PL-54B also counts a short all-in big blind at full size preflop (700 at 100-200)",
    "55 (in turn)": "PL-55 also leaves a player who said check facing a bet to call or fold, never raise",
    "57": "PL-57 reads 'five' against the pot with the same figures (500 under a 5000 pot, 5000 from it)",
    "58": "PL-58 leaves out that a non-standard fold binds, but 08.9 makes an out-of-turn fold always binding and "
          "no rendering lets a fold in turn be taken back: the fold stands in both sets (a missing fact of "
          "PL-58, not a different ruling)",
}


__all__ = ["ALIKE", "HAND", "POINTS", "UNRULED", "Point", "applied_points", "covers", "disagreements", "ruled_by_sources",
           "still_tda2024"]
