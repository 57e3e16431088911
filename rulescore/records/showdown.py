"""The showdown as records: each hand's value (:class:`HandValue`), where each hand stands (:class:`HandState`),
a request to see a hand and the right to it (:class:`Request`, :class:`Right`), each event ruled
(:class:`RuledEvent`) and the whole result (:class:`ShowdownResult`). The showdown that rules them is
:mod:`rulescore.rules.showdown`."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum, StrEnum

from ..reference import rulebook
from .pots import Settlement
from .vocabulary import Note, words


@dataclass(frozen=True)
class HandValue:
    """One player's hand as the evaluator reads it."""

    player: str
    """Whose hand."""
    hole: tuple[str, ...]
    """The hole cards."""
    high: str
    """The high hand's category, lower case (``"straight"``, ``"two pair"``)."""
    high_cards: tuple[str, ...]
    """The five cards of the best high hand."""
    low: str | None = None
    """PLO8: the five low cards (``"7-5-4-2-A"``), ``None`` with no qualifying low or in other games."""
    low_cards: tuple[str, ...] = ()
    """PLO8: the five cards of the best low hand."""

    def to_dict(self) -> dict:
        d = {"player": self.player, "hole": " ".join(self.hole), "high": self.high,
             "high_cards": " ".join(self.high_cards)}
        if self.low is not None:
            d["low"] = self.low
        return d


class HandState(StrEnum):
    """Where a player's hand stands at the showdown (JSON: the plain word)."""

    HELD = "held"
    """Still held, not shown."""
    TABLED = "tabled"
    """Every hole card face up (03.2)."""
    PARTLY_TABLED = "partly tabled"
    """Some hole cards face up: not yet a tabled hand (03.10)."""
    PUSHED = "pushed"
    """Pushed forward face down: still live until the dealer mucks it (RU-15)."""
    MUCKED = "mucked"
    """Mucked by the dealer: dead (RU-15, 03-J)."""
    FORFEIT = "forfeit"
    """Lost its claim to the pot (a refusal to table every card, 03-B)."""
    FOLDED = "folded"
    """Folded before the showdown: no hand."""


class Right(Enum):
    """What a request to see a hand is, in the matrix of IA-04."""

    ABSOLUTE = "absolute"
    """The caller of the river bet asking for the last aggressor's hand (03.5, RU-18 B)."""
    DISCRETION = "discretion"
    """Any other request: the TD decides (03.5, RU-18 B)."""
    NONE = "none"
    """The asker mucked, pushed their cards away or has none (RU-18 A, IA-04)."""
    FACE_UP = "face up"
    """Nothing to ask: the hand is already tabled."""
    DEAD = "dead"
    """Nothing to ask: the hand was mucked by the dealer."""
    NO_HAND = "no hand"
    """The player folded before the showdown."""
    SELF = "—"
    """The asker's own hand."""


# ---------------------------------------------------------------------------------------------- results
@dataclass(frozen=True)
class Request:
    """A request to see a hand, as ruled."""

    index: int
    """The showdown event."""
    by: str
    """Who asked."""
    of: str
    """Whose hand."""
    right: Right
    """Absolute, discretion, none (or nothing to ask)."""
    rule: str
    """The rule it rests on."""
    outcomes: tuple[str, ...] = ()
    """For a discretionary request: what the TD may decide."""

    def to_dict(self) -> dict:
        d = {"index": self.index, "by": self.by, "of": self.of, "right": self.right.value, "rule": self.rule,
             "tda": rulebook.tda(self.rule)}
        if self.outcomes:
            d["outcomes"] = list(self.outcomes)
        return d


@dataclass(frozen=True)
class RuledEvent:
    """One showdown event as ruled."""

    index: int
    player: str
    written: str
    ruled: str
    """What it counts as: ``tabled``, ``partly tabled``, ``live`` (pushed), ``dead``, ``forfeit``,
    ``request``, ``claim``."""
    rule: str
    why: Note | None = None
    """Why it is ruled so, as a record (:attr:`note` is its English words)."""

    @property
    def note(self) -> str:
        """Why it is ruled so, in English ('' for nothing to add)."""
        return words(self.why)

    def to_dict(self) -> dict:
        return {"index": self.index, "player": self.player, "written": self.written, "ruled": self.ruled,
                "rule": self.rule, "tda": rulebook.tda(self.rule), "note": self.note}


@dataclass(frozen=True)
class ShowdownResult:
    """Everything the showdown decides."""

    kind: str
    """``all-in`` (every hand face up, 03.3), ``showdown`` (order applies, 03.4), ``uncontested``, or
    ``in play`` (betting goes on in a later street: no hand is turned up yet)."""
    show_first: str | None
    """Who must show first when nobody is all-in (03.4, RU-17)."""
    face_up: tuple[str, ...]
    """All-in: the hands that must be turned face up now (03.3, RU-16)."""
    states: Mapping[str, str]
    """Each player's hand at the end: held, tabled, partly tabled, pushed, mucked, forfeit, folded."""
    hands: dict[str, HandValue]
    """Evaluated hands (tabled or not) when the cards and a full board are given."""
    rights: dict[str, dict[str, str]]
    """The matrix of IA-04: asker → whose hand → absolute / discretion / none / face up / dead."""
    requests: tuple[Request, ...]
    """Requests made, as ruled."""
    events: tuple[RuledEvent, ...]
    """Every showdown event, as ruled."""
    settlement: Settlement | None
    """The pots settled (``None`` when the winners cannot be read: cards or board missing)."""
    rules: tuple[str, ...]
    """Rule ids the showdown rests on."""
    why: Note | None = None
    """Why there are no awards, when there are none, as a record (:attr:`note` is its English words)."""

    @property
    def note(self) -> str:
        """Why there are no awards, when there are none, in English."""
        return words(self.why)

    @property
    def awards(self) -> dict[str, int]:
        """Chips each player wins."""
        return dict(self.settlement.awards) if self.settlement else {}

    @property
    def outcomes(self) -> list[str]:
        """TD decisions left open by discretionary requests."""
        out: list[str] = []
        for r in self.requests:
            out += [o for o in r.outcomes if o not in out]
        return out

    @property
    def dead(self) -> list[str]:
        """Hands that cannot win: mucked by the dealer, or forfeited."""
        return [p for p, s in self.states.items() if s in (HandState.MUCKED, HandState.FORFEIT)]

    @property
    def tabled(self) -> list[str]:
        return [p for p, s in self.states.items() if s == HandState.TABLED]

    def to_dict(self) -> dict:
        d = {"kind": self.kind, "show_first": self.show_first, "face_up": list(self.face_up),
             "tabled": self.tabled, "dead": self.dead, "states": dict(self.states),
             "hands": {p: h.high for p, h in self.hands.items()},
             "rights": {a: dict(row) for a, row in self.rights.items()},
             "requests": [r.to_dict() for r in self.requests],
             "events": [e.to_dict() for e in self.events]}
        lows = {p: h.low for p, h in self.hands.items() if h.low is not None}
        if lows:
            d["lows"] = lows
        if self.settlement is not None:
            s = self.settlement.to_dict()
            d["settle_order"] = s["settle_order"]
            d["settled"] = s["settled"]
            d["unit"] = s["unit"]
        if self.note:
            d["note"] = self.note
        return d

    def to_text(self, lang: str = "en") -> str:
        """The showdown's lines for a person, in ``lang``: :func:`rulescore.words.showdown.text`, by way of
        :mod:`~rulescore.records.sayer` (the records never import the words)."""
        from . import sayer

        return sayer.say(self, lang)
