"""The showdown sections of a scenario (``button``, ``denominations``, ``board``, ``hands``, ``showdown``,
``put_in``) and the cards they name, read into a :class:`Setup`. Part of reading a scenario
(:mod:`rulescore.input.scenario` re-exports these names)."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..records.errors import RulesError, ScenarioError, UnknownPlayerError, excerpt
from ..records.vocabulary import Game
from .amounts import read_amount
from .lines import split_line
from .names import alike, read_name, seated, seated_keys, spelled

#: Keys of the showdown sections (what happened once the betting was over).
SHOWDOWN_KEYS = frozenset({"button", "denominations", "board", "hands", "showdown", "put_in"})
#: Verbs of a showdown event and the rule each rests on.
SHOWDOWN_VERBS = {"shows": "03.2", "tables": "03.2", "mucks": "RU-15", "pushes": "RU-15", "asks": "03.5",
                  "refuses": "03.10", "says": "03.1"}


@dataclass(frozen=True)
class ShowdownEvent:
    """One line of a scenario's ``showdown:`` list."""

    index: int
    """1-based position in the list."""
    player: str
    """Who acts."""
    verb: str
    """One of :data:`SHOWDOWN_VERBS` (``tables`` is read as ``shows``)."""
    cards: tuple[str, ...] | None = None
    """``shows`` with cards: only these were tabled."""
    target: str | None = None
    """``asks``: whose hand."""
    words: str | None = None
    """``says``: the claim."""
    written: str = ""
    """As written."""

    @property
    def label(self) -> str:
        """``showdown event 2 (C asks D)``."""
        return f"showdown event {self.index} ({excerpt(self.written)})"


@dataclass(frozen=True, kw_only=True)
class Setup:
    """The showdown sections of a scenario, validated."""

    button: str | None = None
    """The button seat as written (``None``: where the seating puts it)."""
    denominations: tuple[int, ...] | None = None
    """Chip values in play."""
    board: tuple[str, ...] = ()
    """Board cards."""
    hands: dict[str, tuple[str, ...]] = field(default_factory=dict)
    """Hole cards by player."""
    events: tuple[ShowdownEvent, ...] | None = None
    """Showdown events; ``None`` when the scenario lists none (every live hand is tabled)."""


# ------------------------------------------------------------------------------------------- showdown
_CARD = re.compile(r"(10|[2-9TJQKA])([cdhs])", re.IGNORECASE)
#: Board cards at each street; a showdown needs all five.
BOARD_SIZES = (0, 3, 4, 5)


def _norm(rank: str, suit: str) -> str:
    rank = "T" if rank == "10" else rank.upper()
    return rank + suit.lower()


def parse_cards(value: Any, *, what: str = "cards") -> tuple[str, ...]:
    """Read cards written ``"As Kd"``, ``"AsKd"``, ``"As,Kd"`` or ``["As", "Kd"]`` into ``("As", "Kd")``.

    Raise :class:`ScenarioError` naming ``what`` for anything that is not a card or a card written twice.

    >>> parse_cards("As kd 10h")
    ('As', 'Kd', 'Th')
    """
    if isinstance(value, (list, tuple)):
        parts = [str(v) for v in value]
    elif isinstance(value, str):
        parts = [value]
    else:
        raise ScenarioError(f"{what}: {value!r} is not cards like 'As Kd'", rule="03.1")
    cards: list[str] = []
    for part in parts:
        text = re.sub(r"[\s,]+", "", part)
        pos = 0
        while pos < len(text):
            m = _CARD.match(text, pos)
            if not m:
                bad = text[pos:pos + 2] or text
                raise ScenarioError(f"{what}: {bad!r} is not a card (ranks 2-9 T J Q K A, suits c d h s)",
                                    rule="03.1")
            cards.append(_norm(m.group(1), m.group(2)))
            pos = m.end()
    dup = sorted({c for c in cards if cards.count(c) > 1})
    if dup:
        raise ScenarioError(f"{what}: {', '.join(dup)} written twice; a deck has one of each card", rule="03.1")
    return tuple(cards)


def check_deal(game: Game, hands: Mapping[str, Iterable[str]], board: Iterable[str] = ()) -> None:
    """Raise :class:`ScenarioError` unless every hand has the game's number of hole cards, the board has
    0, 3, 4 or 5 cards, and no card is dealt twice (to two players, or to a player and the board)."""
    board = tuple(board)
    if len(board) not in BOARD_SIZES:
        raise ScenarioError(f"board: {len(board)} cards; a board has 3 (flop), 4 (turn) or 5 (river)", rule="03.1")
    seen: dict[str, str] = {c: "the board" for c in board}
    for player, cards in hands.items():
        cards = tuple(cards)
        if len(cards) != game.hole_cards:
            raise ScenarioError(f"hands: {player} holds {len(cards)} card(s); {game.value} deals "
                                f"{game.hole_cards} hole cards", rule="03.2")
        for c in cards:
            if c in seen:
                raise ScenarioError(f"hands: {player}'s {c} is also dealt to {seen[c]}; a deck has one {c}",
                                    rule="03.1")
            seen[c] = player


def parse_event(text: Any, index: int, seats: Sequence[str]) -> ShowdownEvent:
    """Read one showdown line such as ``"A asks C"`` or ``"D shows Ah"``."""
    written, label, player, verb, rest = split_line(text, index=index, what="showdown event", noun="an event",
                                                    form="PLAYER VERB [...]", example="B shows")
    if verb not in SHOWDOWN_VERBS:
        raise ScenarioError(f"{label}: unknown verb {verb!r} (verbs: {', '.join(SHOWDOWN_VERBS)})")
    rule = SHOWDOWN_VERBS[verb]
    player = seated(player, seats, label, rule=rule)
    if verb == "tables":
        verb = "shows"
    if verb == "shows":
        cards = None
        if rest:
            try:
                cards = parse_cards(rest, what=f"{player}'s cards")
            except RulesError as exc:
                raise ScenarioError(exc.detail, rule=exc.rule, action=label) from None
        return ShowdownEvent(index=index, player=player, verb=verb, cards=cards, written=written)
    if verb == "asks":
        if not rest:
            raise ScenarioError(f"{label}: asks needs whose hand, like 'A asks C'", rule=rule)
        target = read_name(rest.strip())
        if target not in seats:
            raise UnknownPlayerError(f"{label}: {player} asks to see {target!r}, who is not seated "
                                     f"(seats: {', '.join(seats)})", rule=rule)
        if target == player:
            raise ScenarioError(f"{label}: {player} asks to see their own hand", rule=rule)
        return ShowdownEvent(index=index, player=player, verb=verb, target=target, written=written)
    if verb == "says":
        words = (rest or "").strip()
        if len(words) >= 2 and words[0] == words[-1] and words[0] in "\"'":
            words = words[1:-1]
        if not words:
            raise ScenarioError(f"{label}: says needs the words, like says \"two pair\"", rule=rule)
        return ShowdownEvent(index=index, player=player, verb=verb, words=words, written=written)
    if rest:
        raise ScenarioError(f"{label}: {verb} takes nothing after it", rule=rule)
    return ShowdownEvent(index=index, player=player, verb=verb, written=written)


def _denominations(denoms: Any) -> tuple[int, ...]:
    if isinstance(denoms, str):
        denoms = [d for d in re.split(r"[\s,/]+", denoms) if d]
    if not isinstance(denoms, (list, tuple)):
        raise ScenarioError(f"denominations: {denoms!r} is not a list of chip values like [25, 100, 500]",
                            rule="RU-20")
    values = []
    for d in denoms:
        try:
            v = read_amount(d, "denominations")
        except ScenarioError as exc:
            raise ScenarioError(exc.detail, rule="RU-20") from None
        if v <= 0:
            raise ScenarioError(f"denominations: {d!r} is not a chip value above 0", rule="RU-20")
        values.append(v)
    if not values:
        raise ScenarioError("denominations: the list is empty", rule="RU-20")
    return tuple(sorted(set(values)))


def parse_section(data: dict, *, seats: Sequence[str], game: Game) -> Setup | None:
    """Read the showdown keys of a scenario mapping (``None`` when it has none)."""
    if not (SHOWDOWN_KEYS - {"put_in"}) & set(map(str, data)):
        return None
    seats = tuple(seats)
    button = data.get("button")
    if button is not None:
        button = read_name(button)
        implied = seats[0] if len(seats) == 2 else seats[-1]
        if button in seats and button != implied:
            raise ScenarioError(f"button: {button} does not fit the seating; seats start at the first seat left of "
                                f"the button, so the button is {implied} (or an empty seat not listed)", rule="03.4")
        if button not in seats:
            # An empty seat not listed may hold the button; a word YAML 1.1 reads as true, false or nothing, or a
            # name that prints like a seated player's, is a slip of the pen, not an empty seat.
            like = next((p for p in seats if p.casefold() == button.casefold() or alike(p, button)), None)
            if like is not None or button.lower() in ("yes", "no", "on", "off", "true", "false", "y", "n", "~", "null"):
                what = (f"looks like {spelled(like)} but is not that name" if like is not None else
                        "is a word a YAML 1.1 reader takes for true, false or nothing")
                raise ScenarioError(f"button: {spelled(button)} {what}; write the seated player on the button "
                                    f"({implied}), or the name of the empty seat", rule="03.4")
    denoms = _denominations(data["denominations"]) if data.get("denominations") is not None else None
    board = parse_cards(data["board"], what="board") if data.get("board") is not None else ()
    hands_raw = data.get("hands") or {}
    if not isinstance(hands_raw, dict):
        raise ScenarioError(f"hands: {hands_raw!r} is not a mapping like {{A: As Kd}}", rule="03.1")
    hole: dict[str, tuple[str, ...]] = {}
    for name, cards in seated_keys(hands_raw, seats, "hands", rule="03.1"):
        hole[name] = parse_cards(cards, what=f"hands: {name}")
    check_deal(game, hole, board)
    events = None
    if "showdown" in data:
        raw = data.get("showdown") or []
        if not isinstance(raw, (list, tuple)):
            raise ScenarioError("showdown: write a list of lines like '- B shows'", rule="03.4")
        events = tuple(parse_event(t, i, seats) for i, t in enumerate(raw, start=1))
        for ev in events:
            if ev.verb == "shows" and ev.cards and ev.player in hole:
                extra = [c for c in ev.cards if c not in hole[ev.player]]
                if extra:
                    raise ScenarioError(f"{ev.player} shows {' '.join(extra)} but holds {' '.join(hole[ev.player])}",
                                        rule="03.2", action=ev.label)
    return Setup(button=button, denominations=denoms, board=board, hands=hole, events=events)


def put_in(data: dict, seats: tuple[str, ...], pot: int) -> dict[str, int]:
    raw_put = data.get("put_in") or {}
    if not isinstance(raw_put, dict):
        raise ScenarioError(f"put_in: {raw_put!r} is not a mapping like {{A: 1000}}", rule="03.8")
    put_in: dict[str, int] = {}
    for name, chips in seated_keys(raw_put, seats, "put_in", rule="03.8"):
        try:
            put_in[name] = read_amount(chips, f"put_in: {name}")
        except ScenarioError as exc:
            raise ScenarioError(exc.detail, rule="03.8") from None
    if put_in and sum(put_in.values()) > pot:
        raise ScenarioError(f"put_in: {sum(put_in.values())} chips from earlier streets, more than the pot of {pot}",
                            rule="03.8")
    return put_in


