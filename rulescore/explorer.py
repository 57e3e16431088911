"""The explorer of notebook 11: build a hand action by action and see the ruling after every change.

Two layers. The first is plain functions and frozen records, without widgets, tested directly:

* :class:`Hand`, the builder state: game, blinds, ante or big-blind ante, straddle, seats (2 to 10, named
  by position or by letter) with their stacks, the pot from earlier streets, and the action rows street by
  street. Transitions return a new hand: :func:`set_setup`, :func:`set_players`, :func:`set_names`,
  :func:`set_stack`, :func:`set_first_street`, :func:`add_action`, :func:`replace_action`,
  :func:`delete_action`, :func:`move_action`. :class:`Session` keeps the history (undo) and the published
  example (reset).
* :func:`to_scenario` / :func:`export_yaml`: the scenario of a hand, as YAML that ``rulescore ask FILE``
  accepts as is; :func:`from_scenario` reads one back (a catalogue example, a typed scenario).
* :func:`evaluate_hand`: the ruling, the ladder, the pots and the stacks of a hand (:class:`View`);
  :func:`next_actions`: the buttons offered to the player to act (:class:`Next`, :class:`Choice`);
  :func:`ruling_for`: what another player still in the hand faces (:class:`PlayerView`).

The second is :class:`Explorer`, the ipywidgets app: each control change becomes one transition, and the
app shows the result. ipywidgets and matplotlib are imported only when an explorer is built or a picture
drawn. Every figure shown comes from the engine (:func:`rulescore.engine.play` and its
:class:`~rulescore.ruling.Ruling`); nothing here decides a rule.

Decisions of the explorer (presentation, not rules), written down so a TD can see them:

* **Next actions.** The buttons are read off the engine's ruling for the player to act: ``fold`` and
  ``check`` as the options say, ``call N`` with the engine's amount to call, the smallest bet or raise-to
  (``all-in N`` when that is all the player has) and, when the engine gives one, the largest (the pot-limit
  maximum, or all-in when the stack is known). Other amounts go in the amount box or the action form.
* **Streets.** When a street's betting is over and the hand goes on, the buttons are those of the first
  player on the next street (the engine rules the hand with that street added, empty); a click starts it.
  Meanwhile the closed round shows its pots, ladder and the engine's "betting is over" sentence.
* **Ruling for another player.** The engine rules only the player to act (``ask:``). For another player
  still in the hand the explorer shows their stack and status and, if the action would reach them, what
  the engine rules once every player before them calls or checks: those lines are listed, a what-if and
  not part of the hand. If the round would end before them it says so, and whether they may still raise
  should someone bet (the ruling's ``may_raise``).
* **Seats.** Seats are listed from the small blind with the button last, named by position (SB, BB, UTG,
  ..., CO, BTN; heads-up SB is the button) or by letter; changing the number of players keeps every
  remaining name's stack and actions. A stack left blank is deep. Changing the first street relabels the
  streets in order (rows of streets past the river are dropped; undo brings them back).
* **Export.** One street is written ``street:`` + ``actions:``, more as ``streets:``; ``ask:`` names the
  player to act (left out when nobody is); defaults (game NLHE, no ante, pot 0) are left out; a comment
  line carries the explorer's title. A typed ``ask:`` is not kept: "Ruling for" chooses the player.
* **Errors.** An input error keeps the last good view on screen with the one-line message beside it; the
  buttons wait until the hand is good again (fix it or undo).
"""

from __future__ import annotations

import base64
import copy
import html
import io
import re
import time
from dataclasses import dataclass, field, replace
from typing import Any

from . import yamlio
from .errors import RulesError, ScenarioError
from .scenario import VERBS

CUSTOM = "(type a scenario)"

#: What the explorer shows when no live kernel draws it (the static guide, a plain terminal).
NEEDS_LAB = ("Interactive explorer: the live controls need JupyterLab with a running kernel (make lab, then "
             "Run > Run All Cells). In the static guide, the states below show what it displays.")

STREETS = ("preflop", "flop", "turn", "river")
GAMES = ("NLHE", "PLO", "PLO8", "LHE")
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


# ============================================================================ the catalogue, the rule book
def _catalogue() -> list:
    """Every catalogue entry (the one place the explorer reads the catalogue)."""
    from . import catalogue

    return catalogue.load()


def paraphrase(rule_id: str) -> str:
    """The rule book's one-line paraphrase of ``rule_id`` (``''`` where the book does not know it); the
    one place the explorer reads the rule book."""
    from . import rulebook

    return rulebook.paraphrase(rule_id) or ""


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
    """``NLHE``, ``PLO``, ``PLO8`` or ``LHE``."""
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
    from .scenario import parse_blinds

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


def to_yaml(data: dict) -> str:
    """A scenario mapping as the YAML a person would type."""
    return yamlio.dump(data)


def parse_yaml(text: str) -> Hand:
    """A typed scenario (YAML text) as a hand, read by the scenario parser's strict reader (no duplicate
    keys or aliases; names and amounts kept as written); malformed text raises its one-line error."""
    from .scenario import read_yaml

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
                                f"{hand.last} is the {_after(hand.last) or 'end of the hand'}")
        hand = replace(hand, streets=hand.streets + ((street, ()),), whole=True)
        names.append(street)
    si = names.index(street)
    lines = list(hand.streets[si][1])
    lines.insert(len(lines) if at is None else max(0, min(at, len(lines))), line)
    return _with_lines(hand, si, lines)


def _after(street: str) -> str | None:
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
@dataclass(frozen=True, kw_only=True)
class Session:
    """The hand being built, its history (undo) and what reset returns to (the published example, or the
    empty hand the session began with)."""

    hand: Hand
    origin: Hand
    example: str | None = None
    """The catalogue id the session began with (``None``: a new hand)."""
    past: tuple[Hand, ...] = ()
    """Earlier hands, oldest first."""

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

    @property
    def can_undo(self) -> bool:
        return bool(self.past)

    @property
    def changed(self) -> bool:
        """Whether the hand differs from what reset returns to."""
        return self.hand != self.origin

    @property
    def title(self) -> str:
        """``IA-10-1 · ... as published`` / ``(changed)``, or ``new hand``."""
        if self.example is None:
            return "new hand"
        return f"{example_title(self.example)} {'(changed)' if self.changed else 'as published'}"


# ============================================================================ the engine's answers
@dataclass(frozen=True)
class _Replay:
    ruling: Any
    committed: dict[str, int]
    """Each player's chips in front on the ruling's street."""
    folded: frozenset[str]


def _replay(data: dict) -> _Replay:
    """Rule a scenario mapping and read, off the engine's last round, each player's chips in front on the
    ruled street and who has folded."""
    from . import scenario as _sc
    from .engine import first_round, play

    sc = _sc.from_dict(data)
    last: list = []
    ruling = play(sc, observe=lambda step: last.__setitem__(slice(None), [step.round]))
    rnd = last[0] if last else first_round(sc)
    same = rnd.street.value == ruling.street
    return _Replay(ruling=ruling, committed={p: rnd.committed(p) if same else 0 for p in sc.seats},
                   folded=frozenset(p for p in sc.seats if rnd.seat(p).folded))


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


def _choices(rep: _Replay, street: str, game: str) -> tuple[tuple[Choice, ...], str | None]:
    ruling = rep.ruling
    p = ruling.player
    behind = ruling.stacks.get(p)
    allin = None if behind is None else rep.committed.get(p, 0) + behind
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
            offer(high, " (pot)" if game in ("PLO", "PLO8") else "")
    return tuple(out), verb


def next_actions(hand: Hand, view: View | None = None) -> Next:
    """The buttons for the player to act (from the engine's ruling of ``hand``; ``view``: an
    :func:`evaluate_hand` of it, to save a replay). When the last street's betting is over and the hand goes
    on, those of the first player on the next street."""
    try:
        rep = view._replay if view is not None and view._replay is not None else _replay(to_scenario(hand))
    except RulesError as exc:
        return Next(None, None, (), f"error: {exc}")
    ruling = rep.ruling
    if ruling.to_act is not None:
        choices, verb = _choices(rep, ruling.street, hand.game)
        return Next(ruling.street, ruling.to_act, choices, f"{ruling.street} · {ruling.to_act} to act",
                    verb, ruling.min_raise_to, ruling.max_raise_to)
    street = _after(ruling.street)
    if ruling.betting_over or street is None or hand.last != ruling.street:
        return Next(None, None, (), ruling.reason or "The betting is over.")
    try:
        rep2 = _replay(to_scenario(add_action_street(hand, street)))
    except RulesError as exc:
        return Next(None, None, (), f"{ruling.reason} The {street} cannot start: {exc}")
    if rep2.ruling.to_act is None:
        return Next(None, None, (), rep2.ruling.reason or ruling.reason)
    choices, verb = _choices(rep2, street, hand.game)
    return Next(street, rep2.ruling.to_act, choices,
                f"the {ruling.street} betting is over · {street} · {rep2.ruling.to_act} to act", verb,
                rep2.ruling.min_raise_to, rep2.ruling.max_raise_to)


def add_action_street(hand: Hand, street: str) -> Hand:
    """``hand`` with ``street`` listed after its last street, with no actions yet."""
    if street in [s for s, _ in hand.streets]:
        return hand
    return replace(hand, streets=hand.streets + ((street, ()),), whole=True)


def _decision_text(ruling) -> str:
    """The ``Ruling for P`` lines of a ruling's text (what P may do and why), or its closing sentence."""
    if ruling.player is None:
        return ruling.reason or "The betting round is over."
    lines = ruling.to_text().splitlines()
    for k, line in enumerate(lines):
        if line.startswith(f"Ruling for {ruling.player}:"):
            out = [line]
            for nxt in lines[k + 1:]:
                if not nxt.startswith("  "):
                    break
                out.append(nxt)
            return "\n".join(out)
    return ruling.reason


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
            lines.append(_decision_text(self.ruling))
        return "\n".join(lines)


def ruling_for(hand: Hand, player: str, view: View | None = None) -> PlayerView:
    """What ``player`` faces: the engine's ruling when it is their turn; otherwise their stack and status
    and, if the action would reach them once everyone before them calls or checks, the ruling then."""
    rep = view._replay if view is not None and view._replay is not None else _replay(to_scenario(hand))
    ruling = rep.ruling
    if player not in hand.seats:
        raise ScenarioError(f"{player!r} is not seated (seats: {', '.join(hand.seats)})")
    base = dict(player=player, behind=ruling.stacks.get(player), committed=rep.committed.get(player, 0))
    if player in rep.folded:
        return PlayerView(status="folded", note=f"{player} has folded and has no decision to make.", **base)
    if ruling.stacks.get(player) == 0:
        return PlayerView(status="all-in", note=f"{player} is all-in and has no decision to make.", **base)
    if player == ruling.to_act:
        return PlayerView(status="to act", ruling=ruling, **base)
    if ruling.to_act is None:
        return PlayerView(status="betting over", note=ruling.reason, **base)
    assumed: list[str] = []
    now = rep
    for _ in range(len(hand.seats) * 2):
        r = now.ruling
        if r.to_act is None or r.to_act == player:
            break
        assumed.append(f"{r.to_act} {'call' if 'call' in r.options else 'check'}")
        now = _replay(to_scenario(_extend(hand, assumed, ruling.street)))
    if now.ruling.to_act == player:
        who = " and ".join(a.split()[0] for a in assumed)
        return PlayerView(status="waiting", ruling=now.ruling, assumed=tuple(assumed),
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
    """The :class:`~rulescore.charts.Ladder` of the street ruled (``None`` on error)."""
    ruling: Any = None
    """The :class:`~rulescore.ruling.Ruling` (``None`` on error)."""
    scenario: dict | None = None
    """The scenario ruled."""
    title: str = ""
    _replay: Any = None

    @property
    def stack_rows(self) -> list[dict]:
        """Per seat: ``player``, ``start`` (chips at the start of the hand or street, ``None``: deep),
        ``front`` (chips in front on the street), ``behind``, ``status`` and ``may_raise``: the engine's answer
        (``Ruling.can_raise`` for the player to act, ``Ruling.may_raise`` for a player the action will still
        reach), ``None`` where the player has no decision coming (folded, all-in, has matched the bet)."""
        if self.ruling is None or self._replay is None:
            return []
        r, rep = self.ruling, self._replay
        given = (self.scenario or {}).get("stacks") or {}
        acted = {a.player for a in r.actions if a.street == r.street and a.ruled_as in ("fold", "check", "call", "bet",
                                                                                          "raise")}
        rows = []
        for p in (self.scenario or {}).get("seats", []):
            p = str(p)
            behind, front = r.stacks.get(p), rep.committed.get(p, 0)
            may = None
            if p in rep.folded:
                status = "folded"
            elif behind == 0:
                status = "all-in"
            elif r.to_act is None:
                status = "in the hand"
            elif p == r.to_act:
                status, may = "to act", r.can_raise
            elif p in acted and front >= r.current_bet:
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
        return "\n\n".join(t for t in (self.text, self.stacks_text(), self.ladder.to_text()) if t)

    def __repr__(self) -> str:
        return self.to_text()


def _view(data: dict, title: str) -> View:
    from . import charts

    try:
        rep = _replay(data)
        lad = charts.ladder(data, title=title or "scenario")
    except RulesError as exc:
        return View(text=f"error: {exc}", error=str(exc), scenario=data, title=title)
    return View(text=rep.ruling.to_text(), error=None, ladder=lad, ruling=rep.ruling, scenario=data, title=title,
                _replay=rep)


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
            from .scenario import loads, read_yaml

            loads(source)  # the parser's own message for malformed text
            data = read_yaml(source)
        else:
            data = source
        if not isinstance(data, dict):
            from .scenario import from_dict

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
    return head + to_yaml(to_scenario(hand, ask=ask))


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


def ladder_png(lad, *, dpi: int = 72) -> bytes:
    """The ladder drawn to PNG bytes on a figure of its own (no pyplot state, nothing displayed)."""
    from matplotlib.figure import Figure

    from . import charts

    fig = Figure()
    charts.draw_ladder(lad, fig=fig)
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=dpi)
    return buf.getvalue()


# ============================================================================ HTML (presentation only)
_E = html.escape
#: The explorer's one stylesheet, in a widget of its own that never changes (so an update restyles nothing
#: else on the page); the HTML below uses only its classes. Long lines wrap at spaces, never inside a word.
CSS = """<style>
.rs-app .widget-html-content { line-height: 1.35; }
.rs-app pre { white-space: pre-wrap; word-break: normal; overflow-wrap: break-word; margin: 0; font-size: 12px;
  line-height: 1.35; }
.rs-app .rs-err { color: #a40000; }
.rs-app pre.rs-decision { background: #f2f5fa; border-left: 3px solid #1f3f73; padding: 4px 8px; font-size: 13px; }
.rs-app pre.rs-error { background: #fbeeee; border-left: 3px solid #a40000; padding: 4px 8px; }
.rs-app .rs-small { font-size: 12px; }
.rs-app .rs-muted { font-size: 12px; color: #555; }
.rs-app h4 { font-size: 12px; margin: 8px 0 2px 0; }
.rs-app table.rs-t { border-collapse: collapse; font-size: 12px; margin: 2px 0 4px 0; }
.rs-app table.rs-t th, .rs-app table.rs-t td { border: 1px solid #d0d0d0; padding: 1px 6px; text-align: left; }
.rs-app table.rs-t .n { text-align: right; }
.rs-app .rs-row { display: flex; gap: 14px; flex-wrap: wrap; align-items: flex-start; }
.rs-app ul { margin: 0; padding-left: 18px; font-size: 12px; }
</style>"""


def _table(head: list[str], rows: list[list[Any]], *, cls: str, right: frozenset[int] | set[int] = frozenset()) -> str:
    def cell(tag: str, k: int, value: Any) -> str:
        return f'<{tag} class="n">{_E(str(value))}</{tag}>' if k in right else f"<{tag}>{_E(str(value))}</{tag}>"

    out = [f'<table class="rs-t {cls}"><thead><tr>'] + [cell("th", k, h) for k, h in enumerate(head)]
    out.append("</tr></thead><tbody>")
    for row in rows:
        out.append("<tr>" + "".join(cell("td", k, v) for k, v in enumerate(row)) + "</tr>")
    out.append("</tbody></table>")
    return "".join(out)


def html_tables(view: View) -> str:
    """Pots and stacks as two small tables (antes, uncalled chips and the chips in play in a line under them)."""
    from .pots import pot_names

    r = view.ruling
    if r is None:
        return ""
    pots = [[name, p.amount, ", ".join(p.eligible)] for name, p in zip(pot_names(len(r.pots)), r.pots)]
    extra = []
    if r.antes:
        extra.append(f"antes: {r.antes} in the main pot")
    extra += [f"uncalled: {chips} returned to {name}" for name, chips in r.uncalled.items()]
    extra.append(f"every chip in the middle and in front: {r.pot_total}")
    stacks = []
    for x in view.stack_rows:
        may = {True: "yes", False: "no"}.get(x["may_raise"], "—")
        stacks.append([x["player"], "deep" if x["start"] is None else x["start"], x["front"],
                       "deep" if x["behind"] is None else x["behind"], x["status"], may])
    return ('<div class="rs-row"><div><h4>pots</h4>'
            + (_table(["pot", "chips", "who can win it"], pots, cls="rs-pots", right={1}) if pots else
               '<div class="rs-small rs-pots">no chips in the middle yet</div>')
            + f'<div class="rs-small">{"<br>".join(_E(x) for x in extra)}</div></div>'
            + "<div><h4>stacks</h4>" + _table(["player", "start", "in front", "behind", "status", "may raise"],
                                              stacks, cls="rs-stacks", right={1, 2, 3}) + "</div></div>")


def html_ladder(lad) -> str:
    """The action ladder of the ruled street as a table (the numbers of :func:`rulescore.charts.draw_ladder`)."""
    if lad is None:
        return ""
    rows = []
    for x in lad.rows:
        kind = "" if x.full is None else ("full" if x.full else "incomplete")
        if x.all_in:
            kind = (kind + " all-in").strip()
        opens = ", ".join(f"{p} {'yes' if v else 'no'}" for p, v in x.open_to.items()) or "—"
        rows.append([x.index, x.written, x.ruled_as, x.total, "" if x.increment is None else f"+{x.increment}", kind,
                     x.min_raise_to, opens])
    head = (f"<h4>action ladder · {_E(lad.street)}, blinds {lad.blinds[0]}/{lad.blinds[1]}; chips are street "
            f"totals</h4>")
    return (head + _table(["#", "action", "as", "total", "incr.", "kind", "min raise-to", "may re-raise"], rows,
                          cls="rs-ladder-table", right={0, 3, 4, 6})
            + f'<div class="rs-small">{_E(lad.verdict)}</div>')


def html_rules(ruling) -> str:
    """Every rule id of the ruling with the rule book's one-line paraphrase (when the rule book is there)."""
    if ruling is None or not ruling.rules:
        return ""
    items = []
    for rid in ruling.rules:
        says = paraphrase(rid)
        items.append(f"<li><b>{_E(rid)}</b>{' — ' + _E(says) if says else ''}</li>")
    return f'<div class="rs-rules"><h4>rules</h4><ul>{"".join(items)}</ul></div>'


def download_html(text: str, filename: str) -> str:
    """A download link and a copy button for ``text`` (a data: URL; nothing is fetched)."""
    b64 = base64.b64encode(text.encode("utf-8")).decode("ascii")
    copy_js = ("navigator.clipboard.writeText(new TextDecoder().decode(Uint8Array.from(atob(this.dataset.b64), "
               "c => c.charCodeAt(0)))).then(() => {this.textContent = 'copied'})")
    return (f'<a class="rs-download-link" download="{_E(filename)}" '
            f'href="data:text/yaml;charset=utf-8;base64,{b64}">download {_E(filename)}</a> '
            f'<button class="rs-copy" data-b64="{b64}" onclick="{_E(copy_js)}">copy</button>')


def _pre(text: str, *, cls: str = "") -> str:
    attr = f' class="{cls}"' if cls else ""
    return f"<pre{attr}>{_E(text)}</pre>"


# ============================================================================ the ipywidgets app
class Explorer:
    """The ipywidgets app: ``Explorer("IA-10-1")`` in a notebook cell shows it; ``Explorer(None)`` starts
    from an empty hand. Controls are attributes so a test can drive them (``app.stacks["D"].value = "150"``,
    ``app.press("call 100")``); :attr:`session` holds the state.

    Layout: on the left the controls (example, hand, actions, next actions with undo and reset, export); on
    the right what the hand gives (title and error line, "Ruling for", the decision, pots and stacks, the
    ladder, the rules, the full ruling). For speed the right-hand side is one HTML widget and the status line
    another, each replaced in one message; the ladder picture is drawn only on request."""

    def __init__(self, example: str | None = "IA-10-1", *, dpi: int = 72) -> None:
        import ipywidgets as w

        self._w = w
        self.dpi = dpi
        self._busy = False
        self.session = Session.published(example) if example else Session.new()
        self.view: View | None = None
        """The view of the current hand (it may be an error)."""
        self.good: View | None = None
        """The last view without error: what stays on screen while the hand has an error."""
        self._good_hand: Hand = self.session.hand
        self.next: Next | None = None
        self.error_line = ""
        """The error shown beside the last good view ('' when none)."""
        self.seq = 0
        """Updates sent so far (the page reads it to know an update has arrived)."""
        self.last_seconds: float | None = None
        """Kernel time of the last update (rule, ladder, next actions, widgets set), for the record."""
        self._png: dict[str, bytes] = {}
        L = w.Layout
        small = {"description_width": "initial"}

        # -- examples
        self.search = w.Text(placeholder="search examples: words of a title, an id or a chapter",
                             continuous_update=True, layout=L(width="98%"))
        self.pick = w.Select(options=example_menu(), rows=6, layout=L(width="98%"))
        # -- setup
        self.game = w.Dropdown(options=GAMES, description="game", style=small, layout=L(width="118px"))
        self.small = w.BoundedIntText(min=0, max=10**9, description="blinds", style=small, layout=L(width="122px"))
        self.big = w.BoundedIntText(min=1, max=10**9, description="/", style=small, layout=L(width="90px"))
        self.ante = w.BoundedIntText(min=0, max=10**9, description="ante", style=small, layout=L(width="110px"))
        self.bb_ante = w.BoundedIntText(min=0, max=10**9, description="BB ante", style=small, layout=L(width="130px"))
        self.straddle_on = w.Checkbox(description="straddle", indent=False, layout=L(width="76px"))
        self.straddle_amt = w.BoundedIntText(min=0, max=10**9, layout=L(width="80px"))
        self.first = w.Dropdown(options=STREETS, description="first street", style=small, layout=L(width="170px"))
        self.pot = w.BoundedIntText(min=0, max=10**12, description="pot before it", style=small,
                                    layout=L(width="178px"))
        self.players = w.Dropdown(options=list(range(2, 11)), description="players", style=small,
                                  layout=L(width="112px"))
        self.names = w.Dropdown(options=NAME_STYLES, description="names", style=small, layout=L(width="150px"))
        self.empty = w.Button(description="empty hand", tooltip="a new hand: 6 players, preflop, no actions "
                              "(reset returns to the example)", layout=L(width="112px"))
        # one stack box per seat, from a pool of ten (renaming or reseating sends labels, creates nothing)
        self._stack_pool = [w.Text(placeholder="deep", continuous_update=False, style={"description_width": "40px"},
                                   layout=L(width="112px", display="none")) for _ in range(10)]
        for k, box in enumerate(self._stack_pool):
            box.add_class("rs-stack")
            box.observe(lambda ch, k=k: self._on_stack(k, ch), names="value")
        self.stacks: dict[str, Any] = {}
        """The stack box of each seated player, by name."""
        self.stack_box = w.Box(self._stack_pool, layout=L(flex_flow="row wrap", width="98%"))
        # -- action rows
        self.rows = w.Select(options=[], rows=6, layout=L(width="98%"))
        self.f_street = w.Dropdown(options=STREETS, layout=L(width="82px"))
        self.f_player = w.Dropdown(options=[], layout=L(width="76px"))
        self.f_verb = w.Dropdown(options=ACTION_VERBS, layout=L(width="78px"))
        self.f_rest = w.Text(placeholder='amount · chips 500x2 · words "raise 800"', continuous_update=False,
                             layout=L(width="212px"))
        self.add = w.Button(description="add", tooltip="add the row above after the picked row (or at the end "
                            "of its street)", layout=L(width="48px"))
        self.change = w.Button(description="replace", tooltip="replace the picked row", layout=L(width="80px"))
        self.up = w.Button(description="↑", tooltip="move the picked row up (within its street)",
                           layout=L(width="34px"))
        self.down = w.Button(description="↓", tooltip="move the picked row down (within its street)",
                             layout=L(width="34px"))
        self.delete = w.Button(description="delete", tooltip="delete the picked row", layout=L(width="62px"))
        # -- next actions, history
        self.next_note = w.HTML()
        self.choices = w.ToggleButtons(options=[], value=None, style={"button_width": "auto"},
                                       layout=L(width="98%"))
        self.amount = w.BoundedIntText(min=1, max=10**12, layout=L(width="100px"))
        self.amount_go = w.Button(description="raise to", layout=L(width="80px"))
        self.undo = w.Button(description="undo", layout=L(width="64px"))
        self.reset = w.Button(description="reset", tooltip="back to the example as published", layout=L(width="64px"))
        # -- export
        self.yaml = w.Textarea(continuous_update=False, layout=L(width="98%", height="150px"))
        self.download = w.HTML()
        # -- the view
        self.status = w.HTML()
        self.for_player = w.Dropdown(options=[("player to act", "")], description="Ruling for", style=small,
                                     layout=L(width="220px"))
        self.picture = w.Checkbox(description="ladder picture", indent=False, layout=L(width="130px"))
        self.report = w.HTML()
        self.image = w.Image(format="png", layout=L(max_width="100%", display="none"))
        for widget, cls in [(self.search, "rs-search"), (self.pick, "rs-pick"), (self.empty, "rs-empty"),
                            (self.game, "rs-game"), (self.small, "rs-small"), (self.big, "rs-big"),
                            (self.ante, "rs-ante"), (self.bb_ante, "rs-bb-ante"), (self.straddle_on, "rs-straddle"),
                            (self.straddle_amt, "rs-straddle-amount"), (self.first, "rs-first"),
                            (self.pot, "rs-pot"), (self.players, "rs-players"), (self.names, "rs-names"),
                            (self.rows, "rs-rows"), (self.up, "rs-up"), (self.down, "rs-down"),
                            (self.delete, "rs-delete"), (self.f_street, "rs-f-street"), (self.f_player, "rs-f-player"),
                            (self.f_verb, "rs-f-verb"), (self.f_rest, "rs-f-rest"), (self.add, "rs-add"),
                            (self.change, "rs-replace"), (self.next_note, "rs-next"), (self.amount, "rs-amount"),
                            (self.amount_go, "rs-amount-go"), (self.undo, "rs-undo"), (self.reset, "rs-reset"),
                            (self.status, "rs-status"), (self.for_player, "rs-ruling-for"),
                            (self.report, "rs-report"), (self.picture, "rs-picture"), (self.image, "rs-image"),
                            (self.yaml, "rs-yaml"), (self.download, "rs-download"), (self.choices, "rs-choices")]:
            widget.add_class(cls)

        def head(text: str) -> Any:
            return w.HTML(f'<b style="font-size:13px">{text}</b>')

        left = w.VBox([
            head("Example"), self.search, self.pick,
            head("Hand"), w.HBox([self.game, self.small, self.big, self.empty]),
            w.HBox([self.ante, self.bb_ante, self.straddle_on, self.straddle_amt]),
            w.HBox([self.first, self.pot]), w.HBox([self.players, self.names]),
            w.HTML('<span class="rs-small">stacks at the start of the hand (blank = deep)</span>'),
            self.stack_box,
            head("Actions"), self.rows,
            w.HBox([self.f_street, self.f_player, self.f_verb, self.f_rest]),
            w.HBox([self.add, self.change, self.up, self.down, self.delete]),
            head("Next"), self.next_note, self.choices,
            w.HBox([self.amount, self.amount_go, self.undo, self.reset]),
            head("Export"), self.yaml, self.download,
        ], layout=L(width="470px", flex="0 0 auto"))
        right = w.VBox([self.status, w.HBox([self.for_player, self.picture]), self.report, self.image],
                       layout=L(flex="1 1 auto", min_width="0", padding="0 0 0 12px"))
        self.ui = w.HBox([w.HTML(CSS, layout=L(display="none")), left, right])
        self.ui.add_class("rs-app")

        self.search.observe(self._on_search, names="value")
        self.pick.observe(self._on_pick, names="value")
        self.empty.on_click(lambda _: self._apply(empty_hand()))
        for widget in (self.game, self.small, self.big, self.ante, self.bb_ante, self.straddle_on, self.straddle_amt,
                       self.pot):
            widget.observe(self._on_setup, names="value")
        self.first.observe(lambda ch: self._edit(set_first_street, ch["new"]), names="value")
        self.players.observe(lambda ch: self._edit(set_players, ch["new"]), names="value")
        self.names.observe(lambda ch: self._edit(set_names, ch["new"]) if ch["new"] else None, names="value")
        self.rows.observe(self._on_row, names="value")
        self.up.on_click(lambda _: self._move(-1))
        self.down.on_click(lambda _: self._move(1))
        self.delete.on_click(self._on_delete)
        self.add.on_click(self._on_add)
        self.change.on_click(self._on_replace)
        self.choices.observe(self._on_choice, names="value")
        self.amount_go.on_click(self._on_amount)
        self.undo.on_click(lambda _: self._history(self.session.undo()))
        self.reset.on_click(lambda _: self._history(self.session.reset()))
        self.for_player.observe(self._on_for, names="value")
        self.picture.observe(lambda _: self._show_picture(), names="value")
        self.yaml.observe(self._on_yaml, names="value")
        if example:
            self._busy = True
            self.pick.value = example if any(v == example for _, v in self.pick.options) else None
            self._busy = False
        self.refresh()

    # ------------------------------------------------------------------ display
    def _repr_mimebundle_(self, **kwargs):
        bundle = self.ui._repr_mimebundle_(**kwargs) or {}
        if isinstance(bundle, tuple):
            bundle = bundle[0]
        bundle = dict(bundle)
        bundle["text/plain"] = NEEDS_LAB
        bundle["text/html"] = f"<p><em>{html.escape(NEEDS_LAB)}</em></p>"
        return bundle

    def press(self, label: str) -> None:
        """Press the next-action button showing ``label``, as a click does (for tests and scripts)."""
        if label not in self.choices.options:
            raise KeyError(f"no button {label!r}; shown: {list(self.choices.options)}")
        self.choices.value = label

    @property
    def hand(self) -> Hand:
        """The hand being built."""
        return self.session.hand

    @property
    def last_view(self) -> View | None:
        """The view of the current hand (kept under the old name)."""
        return self.view

    # ------------------------------------------------------------------ changes
    def _apply(self, hand: Hand) -> None:
        self._history(self.session.do(hand))

    def _history(self, session: Session) -> None:
        self.session = session
        self.refresh()

    def _edit(self, fn, *args, **kw) -> None:
        """Apply a transition to the hand; one that refuses (a street out of order, no row picked) shows its
        line beside the last good view and changes nothing."""
        if self._busy:
            return
        try:
            hand = fn(self.session.hand, *args, **kw)
        except RulesError as exc:
            self._refuse(str(exc))
            return
        self._apply(hand)

    def _refuse(self, message: str) -> None:
        self.error_line = message
        self._show_status()

    def _on_search(self, change) -> None:
        self._busy = True
        try:
            self.pick.options = example_menu(change["new"])
            ids = [v for _, v in self.pick.options]
            self.pick.value = self.session.example if self.session.example in ids else None
        finally:
            self._busy = False

    def _on_pick(self, change) -> None:
        if self._busy or not change["new"]:
            return
        value = change["new"]
        if value.startswith("#"):  # a chapter heading: nothing to load
            self._busy = True
            try:
                self.pick.value = change["old"] if change["old"] in [v for _, v in self.pick.options] else None
            finally:
                self._busy = False
            return
        self.session = Session.published(value)
        self._select(None)
        self.f_rest.value = ""
        self.refresh()

    def _on_setup(self, _change) -> None:
        if self._busy:
            return
        changes = dict(game=self.game.value, blinds=(self.small.value, self.big.value), ante=self.ante.value,
                       bb_ante=self.bb_ante.value, pot=self.pot.value,
                       straddle=(self.straddle_amt.value or 2 * self.big.value) if self.straddle_on.value else None)
        hand = self.session.hand
        current = dict(game=hand.game, blinds=hand.blinds, ante=hand.ante, bb_ante=hand.bb_ante, pot=hand.pot,
                       straddle=hand.straddle)
        self._edit(set_setup, **{k: v for k, v in changes.items() if v != current[k]})

    def _on_stack(self, k: int, change) -> None:
        if not self._busy and k < len(self.session.hand.seats):
            self._edit(set_stack, self.session.hand.seats[k], change["new"])

    def _selected(self) -> int | None:
        v = self.rows.value
        return v if isinstance(v, int) else None

    def _on_row(self, change) -> None:
        """A row picked: the form shows it (for replace), and add inserts after it."""
        if not self._busy and change["new"] is not None:
            self._form_from_row(change["new"])

    def _form_from_row(self, k: int) -> None:
        street, _, line = self.session.hand.rows[k]
        player, verb, rest = split_action(line)
        busy, self._busy = self._busy, True
        try:
            if street in self.f_street.options:
                self.f_street.value = street
            if player in self.f_player.options:
                self.f_player.value = player
            if verb.lower() in self.f_verb.options:
                self.f_verb.value = verb.lower()
            self.f_rest.value = rest
        finally:
            self._busy = busy

    def _form_line(self) -> str:
        return action_line(self.f_player.value or "", self.f_verb.value or "", self.f_rest.value)

    def _on_add(self, _b) -> None:
        street = self.f_street.value
        k = self._selected()
        at = None
        if k is not None and self.session.hand.rows[k][0] == street:
            at = self.session.hand.rows[k][1] + 1
        before = self.session.hand
        self._edit(add_action, self._form_line(), street=street, at=at)
        if at is not None and self.session.hand is not before:
            self._select(row_index(self.session.hand, street, at))

    def _on_replace(self, _b) -> None:
        k = self._selected()
        if k is None:
            self._refuse("pick the row to replace first")
            return
        self._edit(replace_action, k, self._form_line())
        self._select(k)

    def _on_delete(self, _b) -> None:
        k = self._selected()
        if k is None:
            self._refuse("pick the row to delete first")
            return
        self._edit(delete_action, k)
        self._select(min(k, len(self.session.hand.rows) - 1) if self.session.hand.rows else None)

    def _move(self, delta: int) -> None:
        k = self._selected()
        if k is None:
            self._refuse("pick the row to move first")
            return
        street, i, _ = self.session.hand.rows[k]
        self._edit(move_action, k, delta)
        j = max(0, min(len(dict(self.session.hand.streets)[street]) - 1, i + delta))
        self._select(row_index(self.session.hand, street, j))

    def _select(self, k: int | None) -> None:
        """Pick row ``k`` (``None``: no row) and show it in the form."""
        self._busy = True
        try:
            self.rows.value = k if k is not None and k < len(self.rows.options) else None
            if self.rows.value is not None:
                self._form_from_row(self.rows.value)
        finally:
            self._busy = False

    def _on_choice(self, change) -> None:
        nxt = self.next
        if self._busy or nxt is None or change["new"] is None:
            return
        c = next((c for c in nxt.choices if c.label == change["new"]), None)
        if c is not None:
            self._edit(add_action, c.line, street=c.street)

    def _on_amount(self, _b) -> None:
        nxt = self.next
        if nxt is None or nxt.player is None or nxt.raise_word is None:
            return
        self._edit(add_action, action_line(nxt.player, nxt.raise_word, str(self.amount.value)), street=nxt.street)

    def _on_for(self, _change) -> None:
        if not self._busy:
            self._show_report()
            self._show_status()

    def _on_yaml(self, change) -> None:
        if self._busy:
            return
        try:
            hand = parse_yaml(change["new"])
        except RulesError as exc:
            self._refuse(str(exc))
            return
        self._apply(hand)

    # ------------------------------------------------------------------ showing
    def refresh(self) -> View:
        """Rule the current hand and show it: the ruling, tables, ladder, rules, next actions, rows, export.
        With an error, the last good view stays and the error line is shown beside it."""
        start = time.perf_counter()
        hand = self.session.hand
        view = evaluate_hand(hand, title=self.session.title)
        self.view = view
        self.error_line = view.error or ""
        self.next = next_actions(hand, view) if view.error is None else None
        if view.error is None:
            self.good, self._good_hand = view, hand
        self._sync_controls(view)
        if view.error is None:
            self._show_report()
            self._show_picture()
        self._show_next()
        self._show_status()
        self.last_seconds = time.perf_counter() - start
        return view

    def _show_status(self) -> None:
        """The title, the error line and the update counter, in one message (sent last in an update)."""
        self.seq += 1
        parts = [f'<b style="font-size:14px">{_E(self.session.title)}</b>']
        if self.error_line:
            parts.append(_pre(f"error: {self.error_line}", cls="rs-error rs-err"))
            parts.append('<span class="rs-muted">The ruling below is the last good state: fix the hand or '
                         'undo.</span>')
        parts.append(f'<span class="rs-seq" data-seq="{self.seq}"></span>')
        self.status.value = "".join(parts)

    def _show_report(self) -> None:
        """The right-hand side of the last good view: the decision for the chosen player, pots and stacks,
        the ladder, the rules, the full ruling."""
        view = self.good
        if view is None:
            return
        r = view.ruling
        players = [p for p in self._good_hand.seats if p not in view._replay.folded]
        options = [("player to act" if r.to_act else "(nobody to act)", "")] + [(p, p) for p in players]
        self._busy = True
        try:
            keep = self.for_player.value if self.for_player.value in players else ""
            if list(self.for_player.options) != options:
                self.for_player.options = options
            self.for_player.value = keep
        finally:
            self._busy = False
        player = self.for_player.value
        if not player or player == r.to_act:
            text = _decision_text(r)
            if r.to_act is None and self.next is not None and self.next.player is not None:
                text += f"\nNext: {self.next.note}."
        else:
            try:
                text = ruling_for(self._good_hand, player, view).to_text()
            except RulesError as exc:
                text = f"error: {exc}"
        self.report.value = "".join([
            _pre(text, cls="rs-decision"), html_tables(view), html_ladder(view.ladder), html_rules(r),
            "<h4>the ruling as rulescore ask prints it</h4>",
            _pre(view.text, cls="rs-ruling")])

    def _show_next(self) -> None:
        nxt = self.next
        if nxt is None:
            self.next_note.value = ('<span class="rs-small rs-err">the buttons wait until the hand is good again '
                                    '(fix it or undo)</span>')
            self._set_choices([])
            self.amount_go.disabled = True
            return
        self.next_note.value = f'<span class="rs-small">{_E(nxt.note)}</span>'
        self._set_choices([c.label for c in nxt.choices])
        self.amount_go.disabled = nxt.raise_word is None
        if nxt.raise_word is not None:
            self.amount_go.description = "bet" if nxt.raise_word == "bet" else "raise to"
            if nxt.min_raise_to is not None:
                self.amount.value = nxt.min_raise_to

    def _set_choices(self, labels: list[str]) -> None:
        """The next-action buttons (one message; none pressed). With none to offer the row is hidden:
        ipywidgets 8's ToggleButtons view keeps its old buttons when its options become empty."""
        self._busy = True
        try:
            with self.choices.hold_sync():
                if list(self.choices.options) != labels:
                    self.choices.options = labels
                self.choices.value = None
            self.choices.layout.display = None if labels else "none"
        finally:
            self._busy = False

    def _show_picture(self) -> None:
        view = self.good
        if not self.picture.value or view is None or view.ladder is None:
            self.image.layout.display = "none"
            return
        key = view.ladder.to_text()
        if key not in self._png:
            self._png = {key: ladder_png(view.ladder, dpi=self.dpi)}  # one picture cached: the last drawn
        self.image.value = self._png[key]
        self.image.layout.display = None

    def _sync_controls(self, view: View) -> None:
        """Set every control from the hand (after a load, undo, reset or import) without triggering them;
        values that did not change send nothing."""
        hand = self.session.hand
        self._busy = True
        try:
            self.game.value = hand.game if hand.game in GAMES else None
            self.small.value, self.big.value = hand.blinds[0], max(1, hand.blinds[1])
            self.ante.value, self.bb_ante.value, self.pot.value = hand.ante, hand.bb_ante, hand.pot
            self.straddle_on.value = hand.straddle is not None
            self.straddle_amt.value = hand.straddle if hand.straddle is not None else 2 * hand.blinds[1]
            self.first.value = hand.first if hand.first in STREETS else None
            self.players.value = len(hand.seats) if 2 <= len(hand.seats) <= 10 else None
            self.names.value = hand.names
            self.stacks = dict(zip(hand.seats, self._stack_pool))
            for k, box in enumerate(self._stack_pool):
                if k < len(hand.seats):
                    value = hand.stacks.get(hand.seats[k])
                    with box.hold_sync():
                        box.description = hand.seats[k]
                        box.value = "" if value is None else str(value)
                    box.layout.display = None
                else:
                    box.layout.display = "none"
            labels = [(f"{s} {i + 1}. {line}", k) for k, (s, i, line) in enumerate(hand.rows)]
            selected = self.rows.value
            if list(self.rows.options) != labels:
                self.rows.options = labels
            self.rows.value = selected if isinstance(selected, int) and selected < len(labels) else None
            players = list(hand.seats) + ["dealer"]
            if list(self.f_player.options) != players:
                keep = self.f_player.value
                self.f_player.options = players
                self.f_player.value = keep if keep in players else players[0]
            streets = [s for s, _ in hand.streets]
            after = _after(hand.last) if hand.last in STREETS else None
            streets += [after] if after else []
            if list(self.f_street.options) != streets:
                self.f_street.options = streets
            street = self.next.street if self.next is not None and self.next.street in streets else hand.last
            if self.rows.value is None:  # nothing picked: the form is ready for the player to act
                self.f_street.value = street if street in streets else streets[0]
                if self.next is not None and self.next.player in players:
                    self.f_player.value = self.next.player
            else:  # a row picked: the form shows it as it is now (after an undo, a reset, a rename)
                self._form_from_row(self.rows.value)
            self.undo.disabled = not self.session.can_undo
            self.reset.disabled = not self.session.changed
            text = export_yaml(hand, title=self.session.title, view=view)
            self.yaml.value = text
            name = re.sub(r"[^A-Za-z0-9._-]+", "-", self.session.example or "hand")
            self.download.value = download_html(text, f"{name}.yaml")
        finally:
            self._busy = False
