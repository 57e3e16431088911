"""The hand as a TD builds it in the explorer: the builder state (:class:`Hand`), its scenario both ways and
its transitions.

Plain functions and frozen records, without widgets, matplotlib or the engine (the phone page runs this in the
browser). A transition returns a new hand: :func:`set_setup`, :func:`set_players`, :func:`set_names`,
:func:`set_stack`, :func:`set_first_street`, :func:`add_action`, :func:`replace_action`, :func:`delete_action`,
:func:`move_action`. :func:`to_scenario` is the scenario mapping of a hand (what ``rulescore ask`` reads);
:func:`from_scenario` and :func:`parse_yaml` read one back. Values typed into a box are kept as typed, so that
the engine, not the explorer, says what is wrong with them (:func:`box_value` reads a box as the scenario
parser reads an amount, and keeps anything else as written).
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field, replace
from typing import Any

from ..input.scenario import DEALER_VERBS, VERBS, parse_blinds, read_amount, read_yaml
from ..records.errors import RulesError, ScenarioError
from ..records.vocabulary import GAMES, STREETS, Game  # noqa: F401 (GAMES: the explorer reads it from here)

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
#: Verbs of the action form for a player (rulescore.input.scenario.VERBS).
ACTION_VERBS = tuple(VERBS)
#: Verbs of the action form for the dealer (rulescore.input.scenario.DEALER_VERBS: ``dealer counts 9500``).
DEALER_ACTION_VERBS = tuple(DEALER_VERBS)
#: The name the action form gives the dealer's rows.
DEALER = "dealer"


def form_verbs(player: str) -> tuple[str, ...]:
    """The verbs the action form offers for ``player``: the dealer's for the dealer, else a player's."""
    return DEALER_ACTION_VERBS if player == DEALER else ACTION_VERBS


def takes_amount(verb: str, player: str = "") -> bool:
    """Whether a row with ``verb`` takes something after it (an amount, chips, words), as the scenario
    format reads it (``call`` and ``fold`` take none; ``bet``, ``push``, ``says``, ``dealer counts`` do)."""
    verbs = DEALER_VERBS if player == DEALER else VERBS
    return verbs.get(str(verb).lower()) is not None


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
    """One of :data:`rulescore.records.vocabulary.GAMES` (``NLHE``, ``PLO``, ``PLO8``, ``LHE``, ``LO8``)."""
    blinds: tuple[Any, Any] = (100, 200)
    """(small, big): chips, or a value as typed (:func:`box_value`) for the engine to refuse."""
    ante: Any = 0
    """Per-player ante (preflop)."""
    bb_ante: Any = 0
    """Big-blind ante (preflop)."""
    straddle: Any = None
    """A live straddle by the third seat (UTG): its amount, or ``None``."""
    seats: tuple[str, ...] = POSITIONS[6]
    """Clockwise from the small blind; the button last."""
    stacks: dict[str, Any] = field(default_factory=dict)
    """Chips at the start of the first street by player; a player not listed is deep."""
    pot: Any = 0
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
    try:  # the vocabulary's one table of codes: FO/8 is LO8 here as in the ruling
        kw["game"] = Game.parse(data.get("game", "NLHE")).value
    except ValueError:
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
    if isinstance(stacks, dict):  # chips as the parser reads them (text read back from YAML: '125' is 125)
        kw["stacks"] = {str(k): box_value(v, blank=v) if isinstance(v, str) else v for k, v in stacks.items()}
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
    if isinstance(value, str):  # the one reader of numbers (rulescore.input.amounts): no non-ASCII digit, sign, ...
        try:
            return read_amount(value, "chips")
        except RulesError:
            return None
    return None


def box_value(text: Any, *, blank: Any = 0) -> Any:
    """What a number box of the builder holds: its chips, read as the scenario parser reads an amount
    (:func:`rulescore.input.scenario.read_amount`: ``1500``, ``1,500``, ``2k``); ``blank`` when it is empty; anything
    else (``-100``, ``lots``, ``0100``) as typed, for the engine to refuse with its own message. A number is
    never changed into another one."""
    s = "" if text is None else str(text).strip()
    if not s:
        return blank
    try:
        return read_amount(s, "box")
    except ScenarioError:
        return s


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


def add_action_street(hand: Hand, street: str) -> Hand:
    """``hand`` with ``street`` listed after its last street, with no actions yet."""
    if street in [s for s, _ in hand.streets]:
        return hand
    return replace(hand, streets=hand.streets + ((street, ()),), whole=True)

