"""The explorer's hand model: the hand as a TD builds it, its transitions, its export, and the engine's answers.

Plain functions and frozen records, without widgets or matplotlib (the phone page runs this module in the
browser; tests/test_explorer.py tests it directly):

* :class:`Hand`, the builder state: game, blinds, ante or big-blind ante, straddle, seats (2 to 10, named
  by position or by letter) with their stacks, the pot from earlier streets, and the action rows street by
  street. Transitions return a new hand: :func:`set_setup`, :func:`set_players`, :func:`set_names`,
  :func:`set_stack`, :func:`set_first_street`, :func:`add_action`, :func:`replace_action`,
  :func:`delete_action`, :func:`move_action`. :class:`Session` keeps the history (undo), the published
  example (reset) and the name the TD gives the hand (:meth:`Session.named`; ``Untitled hand`` until then).
* :func:`to_scenario` / :func:`export_yaml`: the scenario of a hand, as YAML that ``rulescore ask FILE``
  accepts as is (written by :func:`rulescore.scenario.dumps`, the package's one scenario writer);
  :func:`from_scenario` and :func:`parse_yaml` read one back (a catalogue example, a typed scenario).
* :func:`evaluate_hand`: the ruling, the ladder, the pots and the stacks of a hand (:class:`View`);
  :func:`next_actions`: the buttons offered to the player to act (:class:`Next`, :class:`Choice`);
  :func:`ruling_for`: what another player still in the hand faces (:class:`PlayerView`).

Every figure comes from the engine (:func:`rulescore.engine.ask` and its :class:`~rulescore.ruling.Ruling`);
nothing here decides a rule. The decisions of presentation are in the package notes (:mod:`rulescore.explorer`).
"""

from __future__ import annotations

import copy
import re
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Any

from ..engine import ask
from ..errors import RulesError, ScenarioError
from ..present import charts
from ..render import ruling as ruling_words
from ..ruling import Ruling
from ..scenario import VERBS, dumps, from_dict, loads, parse_blinds, read_yaml
from ..vocabulary import GAMES, STREETS, Game, SeatState, Structure

#: Seat names by position, clockwise from the small blind with the button last (as scenarios list seats).
POSITIONS: dict[int, tuple[str, ...]] = {
    2: ("SB", "BB"),
    3: ("SB", "BB", "BTN"),
    4: ("SB", "BB", "UTG", "BTN"),
    5: ("SB", "BB", "UTG", "CO", "BTN"),
    6: ("SB", "BB", "UTG", "HJ", "CO", "BTN"),
    7: ("SB", "BB", "UTG", "LJ", "HJ", "CO", "BTN"),
    8: ("SB", "BB", "UTG", "UTG+1", "LJ", "HJ", "CO", "BTN"),
    9: ("SB", "BB", "UTG", "UTG+1", "UTG+2", "LJ", "HJ", "CO", "BTN"),
    10: ("SB", "BB", "UTG", "UTG+1", "UTG+2", "MP", "LJ", "HJ", "CO", "BTN"),
}
LETTERS = "ABCDEFGHIJ"
NAME_STYLES = ("positions", "letters")
#: Verbs of the action form: the players' (rulescore.scenario.VERBS) and the dealer's.
ACTION_VERBS = tuple(VERBS)
#: The chapter of the guide that covers each catalogue file (the examples are grouped by it).
CHAPTERS = {
    "raises": "01 · Raise amounts and reopening",
    "declarations": "02 · Chip pushes and declarations",
    "undercalls": "03 · Undercalls and accepted action",
    "showdown": "04 · Showdown",
    "pots": "05 · Pots and odd chips",
    "procedure": "06 · Out of turn and significant action",
    "pot-limit": "07 · Pot limit",
    "tables": "08 · Tables and tournament procedures",
}


# ============================================================================ the catalogue
@lru_cache(maxsize=1)
def _entries() -> tuple:
    """Every catalogue entry, loaded once (the one place the explorer reads the catalogue)."""
    from .. import catalogue

    return tuple(catalogue.load())


def _catalogue() -> tuple:
    return _entries()


@dataclass(frozen=True)
class Example:
    """A catalogue entry the explorer can load (it has a scenario)."""

    id: str
    title: str
    chapter: str
    rule: str
    source: str


def catalogue_examples() -> list[Example]:
    """The catalogue entries with a scenario, grouped by chapter (in the guide's order), each chapter in
    the catalogue's own order."""
    out = []
    for e in _catalogue():
        if e.scenario is None:
            continue
        stem = str(getattr(e, "file", "") or "").rsplit("/", 1)[-1].removesuffix(".yaml")
        chapter = CHAPTERS.get(stem, stem.replace("-", " ").capitalize() or "Other")
        out.append(Example(id=e.id, title=e.title, chapter=chapter, rule=e.rule, source=e.source))
    order = list(CHAPTERS.values())
    return sorted(out, key=lambda x: (order.index(x.chapter) if x.chapter in order else len(order), x.chapter))


def examples() -> list[str]:
    """Catalogue ids that have a scenario the explorer can replay (grouped by chapter)."""
    return [x.id for x in catalogue_examples()]


def example_menu(query: str = "") -> list[tuple[str, str]]:
    """The example list as ``(label, value)`` pairs: a heading per chapter (value ``#chapter``) and its
    examples (value: the id), keeping only those whose id, title, chapter or rule contain every word of
    ``query`` (case-insensitive)."""
    words = query.lower().split()
    out: list[tuple[str, str]] = []
    chapter = None
    for x in catalogue_examples():
        hay = f"{x.id} {x.title} {x.chapter} {x.rule} {x.source}".lower()
        if not all(w in hay for w in words):
            continue
        if x.chapter != chapter:
            chapter = x.chapter
            out.append((f"▸ {chapter}", f"#{chapter}"))
        out.append((f"\u2003{x.id} · {x.title}", x.id))
    return out


def example_scenario(ident: str) -> dict:
    """A copy of the scenario of catalogue entry ``ident``."""
    for e in _catalogue():
        if e.id == ident:
            if e.scenario is None:
                raise RulesError(f"{ident}: the catalogue entry has no scenario")
            return copy.deepcopy(e.scenario)
    raise RulesError(f"no catalogue entry {ident!r}")


def example_title(ident: str) -> str:
    """``IA-10-1 · Short all-ins that add up to a full raise``."""
    for e in _catalogue():
        if e.id == ident:
            return f"{e.id} · {e.title}"
    return ident


# ============================================================================ the builder state
def seat_names(n: int, style: str = "positions") -> tuple[str, ...]:
    """Names of ``n`` seats (2 to 10) by position or by letter, from the small blind, the button last."""
    if not 2 <= n <= 10:
        raise ScenarioError(f"players: {n}; a table seats 2 to 10")
    if style == "letters":
        return tuple(LETTERS[:n])
    if style == "positions":
        return POSITIONS[n]
    raise ScenarioError(f"names: {style!r} is not one of {', '.join(NAME_STYLES)}")


@dataclass(frozen=True, kw_only=True)
class Hand:
    """What the builder holds: the hand as a TD enters it. Values typed into a box are kept as typed (a
    stack ``"lots"``) so that the engine, not the explorer, says what is wrong with them."""

    game: str = "NLHE"
    """One of :data:`rulescore.vocabulary.GAMES` (``NLHE``, ``PLO``, ``PLO8``, ``LHE``, ``LO8``)."""
    blinds: tuple[int, int] = (100, 200)
    """(small, big)."""
    ante: int = 0
    """Per-player ante (preflop)."""
    bb_ante: int = 0
    """Big-blind ante (preflop)."""
    straddle: int | None = None
    """A live straddle by the third seat (UTG): its amount, or ``None``."""
    seats: tuple[str, ...] = POSITIONS[6]
    """Clockwise from the small blind; the button last."""
    stacks: dict[str, Any] = field(default_factory=dict)
    """Chips at the start of the first street by player; a player not listed is deep."""
    pot: int = 0
    """Chips in the middle from streets before the first one."""
    streets: tuple[tuple[str, tuple[str, ...]], ...] = (("preflop", ()),)
    """Each street in hand order with its action lines (``"A bet 100"``)."""
    whole: bool = False
    """Written with ``streets:`` even when it has one street."""
    extra: dict[str, Any] = field(default_factory=dict)
    """Other scenario keys kept as written (``cap``, ``board``, ``hands``, ``showdown``, ...), and values the
    builder cannot hold (an unknown game), which the engine then reports."""

    @property
    def first(self) -> str:
        """The first street of the hand."""
        return self.streets[0][0]

    @property
    def last(self) -> str:
        """The last street listed."""
        return self.streets[-1][0]

    @property
    def rows(self) -> list[tuple[str, int, str]]:
        """Every action row as ``(street, index in its street, line)``, in hand order."""
        return [(s, i, line) for s, lines in self.streets for i, line in enumerate(lines)]

    @property
    def names(self) -> str | None:
        """``positions`` or ``letters`` when the seat names are those of :func:`seat_names`, else ``None``."""
        for style in NAME_STYLES:
            if 2 <= len(self.seats) <= 10 and self.seats == seat_names(len(self.seats), style):
                return style
        return None


def empty_hand(players: int = 6, *, names: str = "positions", street: str = "preflop",
               blinds: tuple[int, int] = (100, 200), game: str = "NLHE") -> Hand:
    """A hand with no stacks (everybody deep) and no actions yet."""
    return Hand(game=game, blinds=blinds, seats=seat_names(players, names), streets=((street, ()),))


def from_scenario(data: Any) -> Hand:
    """The builder state of a scenario mapping (a catalogue example, parsed YAML). Only the shape is read
    here; the engine judges the rest when the hand is ruled. ``ask:`` is not kept (see the module notes)."""
    if not isinstance(data, dict):
        raise ScenarioError(f"a scenario is a mapping of keys (game, blinds, seats, actions, ...), not "
                            f"{type(data).__name__}")
    for key in ("blinds", "seats"):
        if key not in data:
            raise ScenarioError(f"missing key {key!r}")
    raw_seats = data["seats"]
    if not isinstance(raw_seats, (list, tuple)) or not raw_seats:
        raise ScenarioError(f"seats: {raw_seats!r} is not a list of player names")
    seats = tuple(str(s) for s in raw_seats)
    blinds = parse_blinds(data["blinds"])
    extra: dict[str, Any] = {}
    if "streets" in data:
        raw = data["streets"]
        if not isinstance(raw, dict) or not raw:
            raise ScenarioError("streets: write a mapping like {preflop: [UTG raise 300, BB call], flop: [BB check]}")
        streets = tuple((str(k).lower(), _lines(v, str(k))) for k, v in raw.items())
        whole = True
        for key in ("street", "actions"):
            if key in data:
                extra[key] = data[key]  # both forms given: the engine says which to drop
    else:
        streets = ((str(data.get("street", "preflop")).lower(), _lines(data.get("actions"), "actions")),)
        whole = False
    kw: dict[str, Any] = {}
    game = str(data.get("game", "NLHE")).strip().upper()
    if game in GAMES:
        kw["game"] = game
    else:
        extra["game"] = data["game"]
    for key in ("ante", "bb_ante", "pot"):
        value = data.get(key, 0)
        if _chips(value) is not None:
            kw[key] = _chips(value)
        else:
            extra[key] = value
    if data.get("straddle") is not None:
        s = data["straddle"]
        who, amount = (s.get("player"), s.get("amount", 2 * blinds[1])) if isinstance(s, dict) else (s, 2 * blinds[1])
        plain = not isinstance(s, dict) or set(map(str, s)) <= {"player", "amount"}
        if plain and len(seats) >= 3 and str(who) == seats[2] and _chips(amount):
            kw["straddle"] = _chips(amount)
        else:  # a straddle the builder cannot hold (wrong seat, odd keys): kept for the engine to judge
            extra["straddle"] = s
    stacks = data.get("stacks") or {}
    if isinstance(stacks, dict):
        kw["stacks"] = {str(k): v for k, v in stacks.items()}
    else:
        extra["stacks"] = stacks
    known = {"game", "blinds", "ante", "bb_ante", "straddle", "street", "streets", "seats", "stacks", "pot",
             "actions", "ask"}
    extra.update({str(k): copy.deepcopy(v) for k, v in data.items() if str(k) not in known})
    return Hand(blinds=blinds, seats=seats, streets=streets, whole=whole, extra=extra, **kw)


def _lines(value: Any, what: str) -> tuple[str, ...]:
    if value is None:
        return ()
    if not isinstance(value, list):
        raise ScenarioError(f"{what}: write a list of lines like '- A bet 100'")
    return tuple(" ".join(str(a).split()) for a in value)


def _chips(value: Any) -> int | None:
    """A whole non-negative number of chips, or ``None``."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value if value >= 0 else None
    if isinstance(value, str) and re.fullmatch(r"\d[\d,_]*", value.strip()):
        return int(re.sub(r"[,_]", "", value.strip()))
    return None


def to_scenario(hand: Hand, *, ask: str | None = None) -> dict:
    """The scenario mapping of ``hand`` (the keys in the order of the format reference)."""
    sb, bb = hand.blinds
    d: dict[str, Any] = {}
    if hand.game != "NLHE":
        d["game"] = hand.game
    d["blinds"] = f"{sb}/{bb}"
    if hand.ante:
        d["ante"] = hand.ante
    if hand.bb_ante:
        d["bb_ante"] = hand.bb_ante
    if hand.straddle is not None:
        who = hand.seats[2] if len(hand.seats) > 2 else hand.seats[-1]
        d["straddle"] = who if hand.straddle == 2 * bb else {"player": who, "amount": hand.straddle}
    single = len(hand.streets) == 1 and not hand.whole
    if single and hand.first != "preflop":
        d["street"] = hand.first
    d["seats"] = list(hand.seats)
    stacks = {n: hand.stacks[n] for n in hand.seats if hand.stacks.get(n) not in (None, "")}
    stacks.update({n: v for n, v in hand.stacks.items() if n not in hand.seats and v not in (None, "")})
    if stacks:
        d["stacks"] = stacks
    if hand.pot:
        d["pot"] = hand.pot
    if single:
        if hand.streets[0][1]:
            d["actions"] = list(hand.streets[0][1])
    else:
        d["streets"] = {s: list(lines) for s, lines in hand.streets}
    d.update(copy.deepcopy(hand.extra))
    if ask is not None:
        d["ask"] = ask
    return d


def parse_yaml(text: str) -> Hand:
    """A typed scenario (YAML text) as a hand, read by the scenario parser's strict reader (no duplicate
    keys or aliases; names and amounts kept as written); malformed text raises its one-line error."""
    return from_scenario(read_yaml(text))


# ----------------------------------------------------------------------------- transitions
_SETUP = ("game", "blinds", "ante", "bb_ante", "straddle", "pot")


def set_setup(hand: Hand, **changes: Any) -> Hand:
    """Change the game, ``blinds`` ((small, big)), ``ante``, ``bb_ante``, ``straddle`` (amount or ``None``)
    or ``pot``; a value the builder could not hold before (kept as written) is replaced."""
    unknown = set(changes) - set(_SETUP)
    if unknown:
        raise ScenarioError(f"not a setup control: {', '.join(sorted(unknown))}")
    extra = {k: v for k, v in hand.extra.items() if k not in changes}
    return replace(hand, extra=extra, **changes)


def set_first_street(hand: Hand, street: str) -> Hand:
    """Start the hand on ``street``: the listed streets are relabelled in order from it (rows of streets
    past the river are dropped)."""
    if street not in STREETS:
        raise ScenarioError(f"street {street!r} is not one of {', '.join(STREETS)}")
    names = STREETS[STREETS.index(street):]
    return replace(hand, streets=tuple((n, lines) for n, (_, lines) in zip(names, hand.streets)))


def rename_seats(hand: Hand, names: tuple[str, ...] | list[str]) -> Hand:
    """Rename the seats in order (``names[i]`` for ``hand.seats[i]``): action rows, stacks and the showdown
    sections follow."""
    names = tuple(str(n) for n in names)
    if len(names) != len(hand.seats):
        raise ScenarioError(f"names: {len(names)} names for {len(hand.seats)} seats")
    mapping = dict(zip(hand.seats, names))
    extra = copy.deepcopy(hand.extra)
    for key in ("hands", "put_in"):
        if isinstance(extra.get(key), dict):
            extra[key] = {mapping.get(str(k), k): v for k, v in extra[key].items()}
    if isinstance(extra.get("showdown"), list):
        extra["showdown"] = [_rename_line(x, mapping) if isinstance(x, str) else x for x in extra["showdown"]]
    if isinstance(extra.get("button"), str):
        extra["button"] = mapping.get(extra["button"], extra["button"])
    return replace(hand, seats=names, stacks={mapping.get(k, k): v for k, v in hand.stacks.items()},
                   streets=tuple((s, tuple(_rename_line(x, mapping) for x in lines)) for s, lines in hand.streets),
                   extra=extra)


def _rename_line(line: str, mapping: dict[str, str]) -> str:
    parts = line.split()
    if parts and parts[0] in mapping:
        parts[0] = mapping[parts[0]]
    if len(parts) == 3 and parts[1].lower() == "asks" and parts[2] in mapping:
        parts[2] = mapping[parts[2]]
    return " ".join(parts)


def set_names(hand: Hand, style: str) -> Hand:
    """Name the seats by position or by letter (in seat order)."""
    return rename_seats(hand, seat_names(len(hand.seats), style))


def set_players(hand: Hand, n: int) -> Hand:
    """Seat ``n`` players (2 to 10). Names follow the hand's style (positions or letters; other names are
    kept and new seats get the first free letters); a name that stays keeps its stack and its actions."""
    if not 2 <= n <= 10:
        raise ScenarioError(f"players: {n}; a table seats 2 to 10")
    style = hand.names
    if style is not None:
        seats = seat_names(n, style)
    else:
        free = [c for c in LETTERS + "KLMNOPQRST" if c not in hand.seats]
        seats = hand.seats[:n] + tuple(free[:max(0, n - len(hand.seats))])
    return replace(hand, seats=seats, stacks={k: v for k, v in hand.stacks.items() if k in seats})


def set_stack(hand: Hand, player: str, value: Any) -> Hand:
    """Set ``player``'s stack at the start of the hand: a number, or blank/``None`` for deep. Anything
    else is kept as typed for the engine to refuse."""
    text = "" if value is None else str(value).strip()
    stacks = dict(hand.stacks)
    if not text:
        stacks.pop(player, None)
    else:
        chips = _chips(text)
        stacks[player] = chips if chips is not None else text
    return replace(hand, stacks=stacks)


def action_line(player: str, verb: str, rest: str = "") -> str:
    """One action row as a scenario line: ``player verb rest`` (``B says "raise 400"``, ``C push 500x2``)."""
    return " ".join(f"{player} {verb} {rest or ''}".split())


def split_action(line: str) -> tuple[str, str, str]:
    """``(player, verb, rest)`` of an action row (the inverse of :func:`action_line`)."""
    parts = line.split(None, 2)
    return (parts + ["", "", ""])[0], (parts + ["", "", ""])[1], (parts + ["", "", ""])[2]


def _locate(hand: Hand, k: int) -> tuple[int, int]:
    """Street position and row position of the ``k``-th row of the hand (0-based, hand order)."""
    for si, (_, lines) in enumerate(hand.streets):
        if 0 <= k < len(lines):
            return si, k
        k -= len(lines)
    raise ScenarioError(f"there is no action row {k + 1}")


def _with_lines(hand: Hand, si: int, lines: list[str]) -> Hand:
    streets = list(hand.streets)
    streets[si] = (streets[si][0], tuple(lines))
    return replace(hand, streets=tuple(streets))


def add_action(hand: Hand, line: str, *, street: str | None = None, at: int | None = None) -> Hand:
    """Add an action row on ``street`` (default: the last street listed) at position ``at`` of that street
    (default: its end). A street after the last one listed starts it (the hand is then written street by
    street)."""
    line = " ".join(str(line).split())
    if not line:
        raise ScenarioError("an action row needs a player and a verb, like 'A bet 100'")
    street = street or hand.last
    names = [s for s, _ in hand.streets]
    if street not in names:
        if street not in STREETS or hand.last not in STREETS or STREETS.index(street) != STREETS.index(hand.last) + 1:
            raise ScenarioError(f"{street}: a hand goes street by street; the next street after the "
                                f"{hand.last} is the {street_after(hand.last) or 'end of the hand'}")
        hand = replace(hand, streets=hand.streets + ((street, ()),), whole=True)
        names.append(street)
    si = names.index(street)
    lines = list(hand.streets[si][1])
    lines.insert(len(lines) if at is None else max(0, min(at, len(lines))), line)
    return _with_lines(hand, si, lines)


def street_after(street: str) -> str | None:
    """The street after ``street`` (``None`` after the river)."""
    k = STREETS.index(street) if street in STREETS else len(STREETS)
    return STREETS[k + 1] if k + 1 < len(STREETS) else None


def replace_action(hand: Hand, k: int, line: str) -> Hand:
    """Replace the ``k``-th row (0-based, hand order)."""
    line = " ".join(str(line).split())
    if not line:
        raise ScenarioError("an action row needs a player and a verb, like 'A bet 100'")
    si, i = _locate(hand, k)
    lines = list(hand.streets[si][1])
    lines[i] = line
    return _with_lines(hand, si, lines)


def delete_action(hand: Hand, k: int) -> Hand:
    """Delete the ``k``-th row (0-based, hand order); streets left empty at the end of the hand go too (the
    first street stays)."""
    si, i = _locate(hand, k)
    lines = list(hand.streets[si][1])
    del lines[i]
    hand = _with_lines(hand, si, lines)
    streets = list(hand.streets)
    while len(streets) > 1 and not streets[-1][1]:
        streets.pop()
    return replace(hand, streets=tuple(streets))


def move_action(hand: Hand, k: int, delta: int) -> Hand:
    """Move the ``k``-th row ``delta`` places within its street (up with a negative ``delta``); at the
    street's edge it stays."""
    si, i = _locate(hand, k)
    lines = list(hand.streets[si][1])
    j = max(0, min(len(lines) - 1, i + delta))
    lines.insert(j, lines.pop(i))
    return _with_lines(hand, si, lines)


def row_index(hand: Hand, street: str, i: int) -> int:
    """The hand-order index of row ``i`` of ``street`` (the inverse of the row lookup)."""
    k = 0
    for s, lines in hand.streets:
        if s == street:
            return k + i
        k += len(lines)
    raise ScenarioError(f"{street}: not a street of this hand")


# ----------------------------------------------------------------------------- history
#: The title of a hand that is no published example until the TD names it.
UNTITLED = "Untitled hand"


@dataclass(frozen=True, kw_only=True)
class Session:
    """The hand being built, its history (undo), what reset returns to (the published example, or the
    empty hand the session began with) and the name the TD gave it."""

    hand: Hand
    origin: Hand
    example: str | None = None
    """The catalogue id the session began with (``None``: a new hand)."""
    past: tuple[Hand, ...] = ()
    """Earlier hands, oldest first."""
    name: str = ""
    """The name the TD gave the hand (``''``: none yet); it titles the hand and names its export."""

    @classmethod
    def published(cls, ident: str) -> Session:
        """A session on catalogue example ``ident`` as published."""
        hand = from_scenario(example_scenario(ident))
        return cls(hand=hand, origin=hand, example=ident)

    @classmethod
    def new(cls, hand: Hand | None = None) -> Session:
        """A session on a new hand (an empty one by default)."""
        hand = hand or empty_hand()
        return cls(hand=hand, origin=hand)

    def do(self, hand: Hand) -> Session:
        """The session after a change to ``hand`` (no change, no history entry)."""
        if hand == self.hand:
            return self
        return replace(self, hand=hand, past=self.past + (self.hand,))

    def undo(self) -> Session:
        """The session before the last change (unchanged when there is none)."""
        if not self.past:
            return self
        return replace(self, hand=self.past[-1], past=self.past[:-1])

    def reset(self) -> Session:
        """Back to the published example (or the first hand); reset itself can be undone."""
        return self.do(self.origin)

    def named(self, name: str) -> Session:
        """The session with the hand named ``name`` (spaces tidied; blank: no name)."""
        return replace(self, name=" ".join(str(name or "").split()))

    @property
    def can_undo(self) -> bool:
        return bool(self.past)

    @property
    def changed(self) -> bool:
        """Whether the hand differs from what reset returns to."""
        return self.hand != self.origin

    @property
    def title(self) -> str:
        """The TD's name for the hand; else ``IA-10-1 · ... as published`` / ``(changed)`` for an example;
        else ``Untitled hand``."""
        if self.name:
            return self.name
        if self.example is None:
            return UNTITLED
        return f"{example_title(self.example)} {'(changed)' if self.changed else 'as published'}"

    @property
    def filename(self) -> str:
        """The export's file name, after the hand's name (``Table-7-seat-3.yaml``), the example's id
        (``IA-10-1.yaml``) or ``Untitled-hand.yaml``."""
        stem = self.name or self.example or UNTITLED
        return (re.sub(r"[^A-Za-z0-9._-]+", "-", stem).strip("-.") or "hand") + ".yaml"


# ============================================================================ the engine's answers
def _seat(ruling: Ruling, player: str) -> SeatState | None:
    """``player``'s seat in the table as ``ruling`` leaves it (:attr:`Ruling.table <rulescore.ruling.Ruling.table>`:
    the last step, or the opening of a street with no line yet)."""
    seats = ruling.table.seats if ruling.table is not None else ()
    return next((s for s in seats if s.name == player), None)


def _committed(ruling: Ruling, player: str) -> int:
    """``player``'s chips in front on the street ruled."""
    seat = _seat(ruling, player)
    return seat.committed if seat is not None else 0


def _ruled(hand: Hand, view: View | None) -> Ruling:
    """The ruling of ``hand``: that of ``view`` when it is the hand's good view, else one replay."""
    if view is not None and view.ruling is not None:
        return view.ruling
    return ask(to_scenario(hand))


@dataclass(frozen=True)
class Choice:
    """One next-action button."""

    label: str
    """What the button says (``call 100``, ``raise to 300``, ``all-in 125``)."""
    line: str
    """The action row it adds (``B allin``)."""
    street: str
    """The street the row goes on."""


@dataclass(frozen=True)
class Next:
    """What the player to act may do next, as buttons."""

    street: str | None
    """The street of the decision (the next street when the last one's betting is over)."""
    player: str | None
    """The player to act (``None`` when the betting is over or the hand has an error)."""
    choices: tuple[Choice, ...]
    note: str
    """One line: whose turn it is, or why there is none."""
    raise_word: str | None = None
    """``bet`` or ``raise`` when the player may bet or raise (for an amount of one's own), else ``None``."""
    min_raise_to: int | None = None
    max_raise_to: int | None = None


def _choices(ruling: Ruling, street: str, game: str) -> tuple[tuple[Choice, ...], str | None]:
    p = ruling.player
    behind = ruling.stacks.get(p) if p is not None else None
    allin = None if behind is None or p is None else _committed(ruling, p) + behind
    opts = ruling.options
    out = []
    if "fold" in opts:
        out.append(Choice("fold", f"{p} fold", street))
    if "check" in opts:
        out.append(Choice("check", f"{p} check", street))
    if "call" in opts:
        tag = " (all-in)" if behind is not None and ruling.to_call >= behind else ""
        out.append(Choice(f"call {ruling.to_call}{tag}", f"{p} call", street))
    verb = "bet" if "bet" in opts else ("raise" if "raise" in opts else None)
    if verb and ruling.min_raise_to is not None:
        word = "bet" if verb == "bet" else "raise to"

        def offer(total: int, tag: str = "") -> None:
            if allin is not None and total == allin:
                out.append(Choice(f"all-in {total}", f"{p} allin", street))
            else:
                out.append(Choice(f"{word} {total}{tag}", f"{p} {verb} {total}", street))

        offer(ruling.min_raise_to)
        high = ruling.max_raise_to
        if high is not None and high != ruling.min_raise_to:
            offer(high, " (pot)" if Game(game).structure is Structure.POT_LIMIT else "")
    return tuple(out), verb


def next_actions(hand: Hand, view: View | None = None) -> Next:
    """The buttons for the player to act (from the engine's ruling of ``hand``; ``view``: an
    :func:`evaluate_hand` of it, to save a replay). When the last street's betting is over and the hand goes
    on, those of the first player on the next street."""
    try:
        ruling = _ruled(hand, view)
    except RulesError as exc:
        return Next(None, None, (), f"error: {exc}")
    if ruling.to_act is not None:
        choices, verb = _choices(ruling, ruling.street, hand.game)
        return Next(ruling.street, ruling.to_act, choices, f"{ruling.street} · {ruling.to_act} to act",
                    verb, ruling.min_raise_to, ruling.max_raise_to)
    street = street_after(ruling.street)
    if ruling.betting_over or street is None or hand.last != ruling.street:
        return Next(None, None, (), ruling.reason or "The betting is over.")
    try:
        after = ask(to_scenario(add_action_street(hand, street)))
    except RulesError as exc:
        return Next(None, None, (), f"{ruling.reason} The {street} cannot start: {exc}")
    if after.to_act is None:
        return Next(None, None, (), after.reason or ruling.reason)
    choices, verb = _choices(after, street, hand.game)
    return Next(street, after.to_act, choices,
                f"the {ruling.street} betting is over · {street} · {after.to_act} to act", verb,
                after.min_raise_to, after.max_raise_to)


def add_action_street(hand: Hand, street: str) -> Hand:
    """``hand`` with ``street`` listed after its last street, with no actions yet."""
    if street in [s for s, _ in hand.streets]:
        return hand
    return replace(hand, streets=hand.streets + ((street, ()),), whole=True)


def decision_text(ruling: Ruling, lang: str = "en") -> str:
    """The ``Ruling for P`` lines of a ruling's text (what P may do and why), or its closing sentence: the
    decision of :func:`rulescore.render.ruling.decision`, the one renderer of a ruling."""
    return ruling_words.decision(ruling, lang)


@dataclass(frozen=True, kw_only=True)
class PlayerView:
    """What one player still in the hand faces (see the module notes on "Ruling for")."""

    player: str
    status: str
    """``to act``, ``waiting``, ``all-in``, ``folded`` or ``betting over``."""
    behind: int | None
    """Chips behind (``None``: deep)."""
    committed: int
    """Chips in front on the street."""
    ruling: Any = None
    """The engine's ruling of the player's decision: now (to act) or after :attr:`assumed`."""
    assumed: tuple[str, ...] = ()
    """The lines assumed for the players before them (each calls or checks): a what-if."""
    note: str = ""

    def to_text(self) -> str:
        stack = "deep (stack not given)" if self.behind is None else f"{self.behind} behind"
        head = f"{self.player}: {self.status}; {stack}; {self.committed} in front on this street"
        lines = [head]
        if self.note:
            lines.append(self.note)
        if self.ruling is not None:
            lines.append(decision_text(self.ruling))
        return "\n".join(lines)


def ruling_for(hand: Hand, player: str, view: View | None = None) -> PlayerView:
    """What ``player`` faces: the engine's ruling when it is their turn; otherwise their stack and status
    and, if the action would reach them once everyone before them calls or checks, the ruling then."""
    ruling = _ruled(hand, view)
    if player not in hand.seats:
        raise ScenarioError(f"{player!r} is not seated (seats: {', '.join(hand.seats)})")
    seat = _seat(ruling, player)
    base: dict[str, Any] = dict(player=player, behind=ruling.stacks.get(player), committed=_committed(ruling, player))
    if seat is not None and seat.folded:
        return PlayerView(status="folded", note=f"{player} has folded and has no decision to make.", **base)
    if ruling.stacks.get(player) == 0:
        return PlayerView(status="all-in", note=f"{player} is all-in and has no decision to make.", **base)
    if player == ruling.to_act:
        return PlayerView(status="to act", ruling=ruling, **base)
    if ruling.to_act is None:
        return PlayerView(status="betting over", note=ruling.reason, **base)
    assumed: list[str] = []
    now = ruling
    for _ in range(len(hand.seats) * 2):
        if now.to_act is None or now.to_act == player:
            break
        assumed.append(f"{now.to_act} {'call' if 'call' in now.options else 'check'}")
        now = ask(to_scenario(_extend(hand, assumed, ruling.street)))
    if now.to_act == player:
        who = " and ".join(a.split()[0] for a in assumed)
        return PlayerView(status="waiting", ruling=now, assumed=tuple(assumed),
                          note=f"Not {player}'s turn ({ruling.to_act} is to act). If {who} "
                               f"{'calls or checks' if len(assumed) == 1 else 'call or check'}, the action reaches "
                               f"{player}, and the engine rules:", **base)
    return PlayerView(status="waiting", assumed=tuple(assumed),
                      note=f"Not {player}'s turn ({ruling.to_act} is to act). If everyone calls or checks, the "
                           f"{ruling.street} betting ends before it comes back to {player}.", **base)


def _extend(hand: Hand, lines: list[str], street: str) -> Hand:
    for line in lines:
        hand = add_action(hand, line, street=street)
    return hand


# ============================================================================ the view of a hand
@dataclass(frozen=True, kw_only=True)
class View:
    """What the explorer shows for one hand or scenario."""

    text: str
    """The ruling as ``rulescore ask`` prints it, or ``error: <message>``."""
    error: str | None
    """The one-line error message, or ``None`` when the scenario was ruled."""
    ladder: Any = None
    """The :class:`~rulescore.present.charts.Ladder` of the street ruled (``None`` on error)."""
    ruling: Ruling | None = None
    """The :class:`~rulescore.ruling.Ruling` (``None`` on error)."""
    scenario: dict | None = None
    """The scenario ruled."""
    title: str = ""

    @property
    def stack_rows(self) -> list[dict]:
        """Per seat: ``player``, ``start`` (chips at the start of the hand or street, ``None``: deep),
        ``front`` (chips in front on the street), ``behind``, ``status`` and ``may_raise``: the engine's answer
        (``Ruling.can_raise`` for the player to act, ``Ruling.may_raise`` for a player the action will still
        reach), ``None`` where the player has no decision coming (folded, all-in, has matched the bet)."""
        if self.ruling is None:
            return []
        r = self.ruling
        given = (self.scenario or {}).get("stacks") or {}
        rows = []
        for p in (self.scenario or {}).get("seats", []):
            p = str(p)
            seat = _seat(r, p)
            behind, front = r.stacks.get(p), seat.committed if seat is not None else 0
            may = None
            if seat is not None and seat.folded:
                status = "folded"
            elif behind == 0:
                status = "all-in"
            elif r.to_act is None:
                status = "in the hand"
            elif p == r.to_act:
                status, may = "to act", r.can_raise
            elif seat is not None and seat.acted and front >= r.current_bet:
                status = "has matched the bet"
            else:
                status, may = "waiting", p in r.may_raise
            rows.append({"player": p, "start": given.get(p), "front": front, "behind": behind, "status": status,
                         "may_raise": may})
        return rows

    def stacks_text(self) -> str:
        """The stacks table as text."""
        rows = self.stack_rows
        if not rows:
            return ""
        w = max(6, max(len(x["player"]) for x in rows))
        out = [f"{'player':<{w}}  {'start':>7}  {'in front':>8}  {'behind':>7}  status"]
        for x in rows:
            start = "deep" if x["start"] is None else str(x["start"])
            behind = "deep" if x["behind"] is None else str(x["behind"])
            status = x["status"] + ({True: ", may raise", False: ", may not raise"}.get(x["may_raise"], ""))
            out.append(f"{x['player']:<{w}}  {start:>7}  {x['front']:>8}  {behind:>7}  {status}")
        return "\n".join(out)

    def to_text(self) -> str:
        """Ruling, stacks and ladder as plain text (the static rendering)."""
        if self.error:
            return f"error: {self.error}"
        ladder = self.ladder.to_text() if self.ladder is not None else ""
        return "\n\n".join(t for t in (self.text, self.stacks_text(), ladder) if t)

    def __repr__(self) -> str:
        return self.to_text()


def _view(data: dict, title: str) -> View:
    try:
        ruling = ask(data)
        lad = charts.ladder_of(ruling, seats=[str(p) for p in data["seats"]], blinds=parse_blinds(data["blinds"]),
                               title=title or "scenario")
    except RulesError as exc:
        return View(text=f"error: {exc}", error=str(exc), scenario=data, title=title)
    return View(text=ruling.to_text(), error=None, ladder=lad, ruling=ruling, scenario=data, title=title)


def evaluate_hand(hand: Hand, *, title: str = "") -> View:
    """Rule a hand as the builder holds it (for the player to act; a closed round is ruled, not refused)."""
    return _view(to_scenario(hand), title or "hand")


def evaluate(source: Any, *, title: str | None = None) -> View:
    """Rule ``source`` — a :class:`Hand`, YAML text, a mapping or a catalogue id — as ``rulescore ask``
    does, and build its ladder; a rejected scenario gives its error line."""
    if isinstance(source, Hand):
        return evaluate_hand(source, title=title or "hand")
    try:
        if isinstance(source, str) and "\n" not in source and ":" not in source:
            data: Any = example_scenario(source)
            title = example_title(source) if title in (None, source) else title
        elif isinstance(source, str):
            loads(source)  # the parser's own message for malformed text
            data = read_yaml(source)
        else:
            data = source
        if not isinstance(data, dict):
            from_dict(data)  # raises the one-line message
    except RulesError as exc:
        return View(text=f"error: {exc}", error=str(exc), title=title or "scenario")
    return _view(data, title or "scenario")


def export_yaml(hand: Hand, *, title: str | None = None, view: View | None = None) -> str:
    """The YAML of ``hand`` that ``rulescore ask`` accepts as is, with ``ask:`` the player to act (when the
    hand is ruled and somebody is) and ``title`` as a leading comment."""
    view = view if view is not None else evaluate_hand(hand)
    ask = view.ruling.to_act if view.error is None and view.ruling is not None else None
    head = f"# {title}\n" if title else ""
    return head + dumps(to_scenario(hand, ask=ask))


def click_through(hand: Hand, labels: list[str]) -> tuple[Hand, str]:
    """Press next-action buttons by their labels, one after the other, from ``hand``; returns the hand
    built and a log of what each step offered and added (the static record of a session of clicks)."""
    log = []
    for label in labels:
        nxt = next_actions(hand)
        offered = " | ".join(c.label for c in nxt.choices)
        log.append(f"{nxt.note}: {offered}")
        choice = next((c for c in nxt.choices if c.label == label), None)
        if choice is None:
            raise ScenarioError(f"{label!r} is not offered ({nxt.note}: {offered or 'nothing'})")
        log.append(f"  click [{label}] -> {choice.street}: {choice.line}")
        hand = add_action(hand, choice.line, street=choice.street)
    return hand, "\n".join(log)


def static_states(states: list[tuple[str, Any]]) -> str:
    """Plain text of several explorer states ``(label, source)``: what the live explorer would show."""
    out = []
    for label, source in states:
        out += [f"=== {label}", evaluate(source, title=label).to_text(), ""]
    return "\n".join(out).rstrip()
