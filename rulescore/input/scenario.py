"""Reading a scenario (the YAML format of ``guide/scenario-format.md``) into typed, validated events.

This is the only parser of the package, in units: action lines (plain verbs, the ``push`` / ``says`` clauses)
and dealer lines (:mod:`rulescore.input.lines`), the showdown sections and cards (:mod:`rulescore.input.showdown_input`),
player names (:mod:`rulescore.input.names`), the YAML text (:mod:`rulescore.input.scenario_yaml`), numbers
(:mod:`rulescore.input.amounts`) and words (:mod:`rulescore.input.saying`); this module reads the whole scenario, whole
hands given street by street, and re-exports the units' names. Nothing else reads scenario text.

.. code-block:: yaml

    game: NLHE                 # NLHE (default) | PLO | PLO8 | LHE | LO8 (fixed-limit Omaha hi/lo)
    blinds: 50/100             # small/big; optional `ante: 25` (or by seat, `ante: {A: 25, B: 10}`) or
                               # `bb_ante: 100`; `dead_small_blind: true` when nobody posts the small blind
    street: flop               # preflop | flop | turn | river
    seats: [A, B, C, D, E]     # clockwise, first entry = small blind
    stacks: {B: 125, D: 200}   # chips behind at the start of the street; others are deep
    pot: 0                     # chips in the middle from earlier streets
    actions:
      - A bet 100
      - B allin
      - C push 1000+100x5      # silent chips
      - D says "raise 800"     # a verbal declaration
      - E cbr 2000             # PHH verbs: cbr N bets or raises to N, cc checks or calls
    ask: A

A whole hand gives ``streets:`` instead of ``street:`` + ``actions:``; ``stacks`` are then the chips at the
start of the hand::

    streets:
      preflop: [UTG raise 300, BTN call, SB fold, BB call]
      flop:    [BB check, UTG allin, BTN call, BB fold]

Amounts are street totals (``raise 1600`` is a raise *to* 1600; ``raise +1000`` is a raise *by* 1000).
Everything wrong with a scenario is a :class:`~rulescore.records.errors.ScenarioError` (or another
:class:`~rulescore.records.errors.RulesError`) whose one-line message names the key or the action.

Reading is strict where a misread would change the ruling and forgiving where words are plain:

* YAML text is read by ``strictyaml`` (:func:`read_yaml`): every scalar stays the text it was written as
  (a player named ``No`` or ``on`` keeps that name, ``0100`` is never octal 64, ``1:30`` never 90); a key
  given twice, an anchor or alias (``&a`` / ``*a``, and so every "billion laughs" alias bomb), a merge
  key ``<<`` and a tag (``!!int``) are refused, and so is a text longer than :data:`MAX_TEXT`;
* numbers are decimal whole chips only (:func:`read_amount`): ``1500``, ``1,500``, ``1_500``, ``2k``,
  ``1.5k``; a leading zero, a fraction, an exponent or base-60 is an error that says why;
* player names that are words of the format (``dealer``, the verbs, the clause words) are refused;
* a key that would have no effect in the game or on the street (``cap`` in no-limit, ``ante`` on the
  flop, a 3-card ``board`` on the river, ...) is an error naming the key and why;
* table words with one meaning are read as the plain verb (:data:`SYNONYMS`: ``bets``, ``shove``,
  ``limp`` preflop, ``raise pot`` in pot-limit, ...); words with two meanings stay errors that list them.

:func:`from_dict` takes the same mapping from Python (ints and strings, lists or tuples).
"""

from __future__ import annotations

import itertools
import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .. import yamlio
from ..records.chips import Chips, Delivery, Prior  # noqa: F401  (Delivery, Prior re-exported)
from ..records.errors import ChipSpecError, RulesError, ScenarioError, UnknownPlayerError, excerpt
from ..records.vocabulary import GAME_CODES, LANGUAGES, Game, Note, RuleSet, Street, Structure
from .amounts import MAX_AMOUNT, AmountError, read_amount, read_count
from .chips import parse_chips
from .lines import (  # noqa: F401  (re-exported: scenario.X stays importable)
    AMBIGUOUS,
    AMOUNT_RULE,
    CLAUSE_WORDS,
    DEALER_VERBS,
    SYNONYMS,
    VERBS,
    Event,
    parse_action,
    parse_delivery,
    split_line,
)
from .names import SEATED_RULE, invisible, look_alike, read_name, seated, seated_keys, spelled  # noqa: F401
from .scenario_yaml import MAX_DEPTH, MAX_TEXT, read_yaml  # noqa: F401
from .showdown_input import (  # noqa: F401
    BOARD_SIZES,
    SHOWDOWN_KEYS,
    SHOWDOWN_VERBS,
    Setup,
    ShowdownEvent,
    check_deal,
    parse_cards,
    parse_event,
    parse_section,
    put_in,
)

#: Top-level keys a scenario may have.
KEYS = frozenset({"game", "blinds", "ante", "bb_ante", "dead_small_blind", "straddle", "street", "streets", "seats",
                  "stacks", "pot", "actions", "ask", "cap", "players_in_event", "rules", "blind_chips",
                  "lang"}) | SHOWDOWN_KEYS
#: Words a player may not be named, each with what it already means in a scenario line.
RESERVED_NAMES = {
    **{w: "a verb of the action lines" for w in (*VERBS, *SYNONYMS, *AMBIGUOUS, "all")},
    **{w: "a verb of the dealer lines" for w in DEALER_VERBS},
    **{w: "a verb of the showdown lines" for w in SHOWDOWN_VERBS},
    **{w: "a word that starts a clause of push and says lines" for w in CLAUSE_WORDS},
    "dealer": "the word that starts a dealer line (dealer counts 9500)",
}
#: Board cards dealt by the start of each street's betting.
BOARD_AT = {Street.PREFLOP: 0, Street.FLOP: 3, Street.TURN: 4, Street.RIVER: 5}



# ------------------------------------------------------------------------------------------- records
@dataclass(frozen=True, kw_only=True)
class Straddle:
    """A live straddle: a voluntary blind raise posted before the deal by the player left of the big blind."""

    player: str
    """Who straddles (the first seat after the big blind)."""
    amount: int
    """The straddle (at least twice the big blind)."""


@dataclass(frozen=True, kw_only=True)
class Scenario:
    """A validated scenario: a hand from ``start`` to ``street``, one list of actions per street."""

    game: Game = Game.NLHE
    """The game (and so the betting structure)."""
    blinds: tuple[int, int]
    """(small blind, big blind)."""
    ante: int = 0
    """Per-player ante (preflop), the same for every player (0 when :attr:`antes` gives them by seat)."""
    antes: dict[str, int] = field(default_factory=dict)
    """Antes that differ from seat to seat (``ante: {A: 25, B: 10}``; a seat not listed antes nothing); empty
    when every player antes :attr:`ante`."""
    dead_small_blind: bool = False
    """Nobody posts the small blind (a dead button hand, TDA 32 and 54-B): ``seats[0]`` posts the big blind
    and preflop action starts at ``seats[1]``."""
    bb_ante: int = 0
    """Big-blind ante: the ante for the whole table, posted by the big blind (blind first when short)."""
    straddle: Straddle | None = None
    """A live straddle (preflop)."""
    street: Street = Street.PREFLOP
    """The street the ruling is for: the last street listed."""
    start: Street = Street.PREFLOP
    """The first street replayed (``street`` itself for a one-street scenario)."""
    seats: tuple[str, ...]
    """Players clockwise; the first is the small blind (first seat left of the button)."""
    stacks: dict[str, int] = field(default_factory=dict)
    """Chips behind at the start of ``start``; a player not listed is deep."""
    pot: int = 0
    """Chips in the middle from streets before ``start``."""
    earlier: dict[str, int] = field(default_factory=dict)
    """Of ``pot``: the chips each player put in on earlier streets (``put_in:``), for side pots."""
    streets: tuple[tuple[Street, tuple[Event, ...]], ...] = ()
    """Each street replayed, in order, with its actions."""
    whole_hand: bool = False
    """Whether the scenario was written with ``streets:`` (stacks at the start of the hand)."""
    ask: str | None = None
    """The player whose next decision is asked about (default: whoever is to act)."""
    cap: int = 4
    """Fixed limit: most bets and raises on a street."""
    players_in_event: int | None = None
    """Fixed limit: players left in the tournament (no cap with two, PL-52)."""
    showdown: Setup | None = None
    """The showdown sections (``button``, ``denominations``, ``board``, ``hands``, ``showdown``), or
    ``None`` when the scenario has none."""
    rules: RuleSet = RuleSet.TDA2024
    """The rule set to rule by (``rules:``): the official TDA 2024 (default) or the five renderings."""
    blind_chips: dict[str, Chips] = field(default_factory=dict)
    """Preflop: the chips a blind or the straddle was posted with when change is due (``blind_chips:
    {BB: 1000}``); they lie in front of the player as earlier chips (IA-09 [46] situation 4)."""

    @property
    def actions(self) -> tuple[Event, ...]:
        """Every action of the scenario, in hand order."""
        return tuple(ev for _, events in self.streets for ev in events)


# ------------------------------------------------------------------------------------------- values
# read_amount is rulescore.input.amounts.read_amount (imported above; scenario.read_amount stays importable).


def parse_blinds(value: Any) -> tuple[int, int]:
    """Read ``blinds:`` (``"50/100"``, ``"50-100"`` as the TDA text writes them, or ``[50, 100]``) into ``(small,
    big)``. A small blind of 0 is refused: a hand whose small blind is not posted is ``dead_small_blind: true``."""
    if isinstance(value, str):
        parts: list[Any] = "".join(value.split()).split("/")
        two = re.fullmatch(r"([^\-\u2013]+)[\-\u2013]([^\-\u2013]+)", parts[0]) if len(parts) == 1 else None
        if two is not None:
            parts = list(two.groups())
        elif len(parts) != 2:
            raise ScenarioError(f"blinds: {value!r} is not small/big like 50/100 (or 50-100)")
    elif isinstance(value, (list, tuple)):
        parts = list(value)
    else:
        raise ScenarioError(f"blinds: {value!r} is not small/big like 50/100")
    if len(parts) != 2:
        raise ScenarioError(f"blinds: {value!r} is not small/big like 50/100")
    try:
        sb, bb = (read_amount(p, "blinds") for p in parts)
    except ScenarioError as exc:
        if not isinstance(value, str):
            raise
        raise type(exc)(f"{exc.detail} (written {value})", rule=exc.rule) from None
    if bb <= 0 or sb > bb:
        raise ScenarioError(f"blinds: {value!r} needs a big blind above 0 and a small blind no larger")
    if sb == 0:
        raise ScenarioError(f"blinds: {value!r} has no small blind: a structure has one; a hand where it is not "
                            f"posted keeps the blinds of the level and says dead_small_blind: true")
    return sb, bb


#: Other names of the games, as hand histories and pokerkit write them (the PHH variant codes, the usual
#: mixed-game abbreviations of fixed-limit Omaha hi/lo): the vocabulary's one table, less each game's own name.
GAME_ALIASES = {code: game.value for code, game in GAME_CODES.items() if code != game.value}


def parse_game(text: object) -> Game:
    """The game named by a ``game:`` value (case-insensitive; :data:`GAME_ALIASES` too): ``"plo"`` ->
    :attr:`Game.PLO`."""
    try:
        return Game.parse(text)
    except ValueError:
        raise ScenarioError(f"game {text!r} is not one of {', '.join(g.value for g in Game)}") from None


def parse_street(text: object) -> Street:
    """The street named by a ``street:`` value or a ``streets:`` key (case-insensitive)."""
    for street in Street:
        if str(text).strip().lower() == street.value:
            return street
    raise ScenarioError(f"street {text!r} is not one of {', '.join(s.value for s in Street)}")


def parse_rules(value: object) -> RuleSet:
    """The rule set a scenario's ``rules:`` value names (``tda2024`` or ``sources``, any case); anything else
    is a one-line input error."""
    if isinstance(value, RuleSet):
        return value
    text = value.strip().lower() if isinstance(value, str) else None
    for rs in RuleSet:
        if text == rs.value:
            return rs
    raise ScenarioError(f"rules: {excerpt(repr(value), 60)} is not a rule set: write tda2024 (the official TDA 2024 "
                        f"rules, the default) or sources (the five renderings as house rules)")


# ------------------------------------------------------------------------------------------- positions
#: Position names a seating may use whose seat is fixed (``n`` players, 0 = small blind; heads-up the
#: button is the small blind, three-handed the first to act preflop is the button).
_FIXED_POSITIONS = {"SB": lambda n: 0, "BB": lambda n: 1, "UTG": lambda n: 2, "BTN": lambda n: 0 if n == 2 else n - 1,
                    "BU": lambda n: 0 if n == 2 else n - 1}
#: Positions between the big blind and the button, in clockwise order. Their seat depends on the table
#: size and on the room's naming (five-handed the seat before the button is the cutoff, or the hijack for
#: some), so only their order is checked: [SB, BB, UTG, HJ, BTN] and [SB, BB, LJ, CO, BTN] are both fine.
_MIDDLE = {"UTG": 0, "UTG+1": 1, "UTG1": 1, "UTG+2": 2, "UTG2": 2, "LJ": 3, "HJ": 4, "CO": 5}


def _position_problem(seats: Sequence[str], dead_small_blind: bool = False) -> str | None:
    """What is wrong with the position names of a seating, or ``None``. With a dead small blind the small
    blind's seat is empty: the list starts at the big blind."""
    n = len(seats)
    first = 1 if dead_small_blind else 2  # the first seat after the big blind
    for i, name in enumerate(seats):
        up = name.upper()
        if dead_small_blind and up == "SB":
            return (f"{name} names the small blind, but the small blind is dead (dead_small_blind: true): nobody "
                    f"posts it, and seats start at the big blind")
        if up in _FIXED_POSITIONS and not (up == "UTG" and n == 3 and not dead_small_blind):
            want = _FIXED_POSITIONS[up](n + 1) - 1 if dead_small_blind else _FIXED_POSITIONS[up](n)
            if want != i:
                return f"{name} is seat {i + 1} of {n}, but {name} belongs in seat {want + 1}"
        if up in _MIDDLE and i < first:  # short-handed the last of them may be the button seat itself
            return f"{name} is seat {i + 1} of {n}, but {name} sits after the big blind (seat {first})"
    middle = [(i, name) for i, name in enumerate(seats) if name.upper() in _MIDDLE]
    for (i, x), (j, y) in itertools.pairwise(middle):
        if _MIDDLE[x.upper()] >= _MIDDLE[y.upper()]:
            return f"{x} is seat {i + 1} and {y} seat {j + 1}, but clockwise {y} comes before {x}"
    return None


def _check_positions(seats: tuple[str, ...], *, dead_small_blind: bool = False) -> None:
    """Seat names that are position names must fit the seating: seats are listed clockwise from the small
    blind (from the big blind when the small blind is dead), the button last (heads-up the button is the
    small blind), the middle positions in their order. The advice names a seating that fits, when one does,
    and never the one written."""
    problem = _position_problem(seats, dead_small_blind)
    if problem is None:
        return
    n = len(seats)
    fits: list[str] | None = None
    for start in range(n):
        rotated = list(seats[start:]) + list(seats[:start])
        if rotated != list(seats) and _position_problem(rotated, dead_small_blind) is None:
            fits = rotated
            break
    if fits is None:
        slots = iter(sorted((name for name in seats if name.upper() in _MIDDLE), key=lambda x: _MIDDLE[x.upper()]))
        candidate = [next(slots) if name.upper() in _MIDDLE else name for name in seats]
        fits = candidate if candidate != list(seats) and _position_problem(candidate, dead_small_blind) is None else None
    origin = "big blind (the small blind is dead)" if dead_small_blind else "small blind"
    advice = (f"; write seats: [{', '.join(fits)}]" if fits is not None else
              f"; the position names fit no seating: list the players clockwise from the {origin}, the button last")
    raise ScenarioError(f"seats: {problem} (seats are listed clockwise from the {origin} with the button "
                        f"last){advice}")


def _lang(value: Any) -> str | None:
    """The scenario's ``lang:`` (``en``, ``pl``, ``ru``): the language the players' words of ``says`` are in;
    ``None`` (not given): told from the words (TDA 3: the official terms and the rooms' own)."""
    if value is None:
        return None
    if isinstance(value, str) and value.strip().lower() in LANGUAGES:
        return value.strip().lower()
    raise ScenarioError(Note.of("err-lang", quoted=repr(value), known=", ".join(LANGUAGES)))


# ------------------------------------------------------------------------------------------- streets
def _street_lists(data: dict, seats: tuple[str, ...], game: Game | None = None,
                  lang: str | None = None) -> tuple[tuple[tuple[Street, tuple[Event, ...]], ...], bool]:
    if "streets" in data:
        for key in ("street", "actions"):
            if key in data:
                raise ScenarioError(f"{key}: give either streets: (a whole hand) or street: with actions: (one "
                                    f"street), not both")
        raw = data["streets"]
        if not isinstance(raw, dict) or not raw:
            raise ScenarioError("streets: write a mapping like {preflop: [UTG raise 300, BB call], flop: [BB check]}")
        order = list(Street)
        listed = [parse_street(k) for k in raw]
        first = order.index(listed[0])
        if listed != order[first:first + len(listed)]:
            names = ", ".join(s.value for s in listed)
            raise ScenarioError(f"streets: {names} — list the streets in hand order, none skipped "
                                f"(preflop, flop, turn, river)")
        out = []
        for key, street in zip(raw, listed):
            lines = raw[key] if raw[key] is not None else []
            if not isinstance(lines, (list, tuple)):
                raise ScenarioError(f"streets: {street.value}: write a list of lines like '- A bet 100'")
            section = f"{street.value} action"
            out.append((street, _events(lines, seats, street=street, section=section, game=game, lang=lang)))
        return tuple(out), True
    street = parse_street(_get(data, "street", "preflop"))
    actions_raw = _get(data, "actions", [])
    if not isinstance(actions_raw, (list, tuple)):
        raise ScenarioError("actions: write a list of lines like '- A bet 100'")
    return ((street, _events(actions_raw, seats, street=street, section="action", game=game, lang=lang)),), False


def _events(lines: Sequence[Any], seats: tuple[str, ...], *, street: Street, section: str,
            game: Game | None, lang: str | None = None) -> tuple[Event, ...]:
    for i, (before, line) in enumerate(itertools.pairwise(lines), start=1):
        if (isinstance(before, str) and isinstance(line, str) and re.fullmatch(r".*[0-9]", before.strip())
                and re.match(r"[0-9]{3}(?![0-9])", line.strip()) and line.split()[0] not in seats):
            # [A bet 1,000]: a comma in a [...] list separates items, so one amount became two actions
            joined = f"{before.strip()},{line.strip()}"
            raise ScenarioError(f"{section} {i} and {i + 1} ({excerpt(joined)}): in a [...] list a comma separates "
                                f"the actions, so the amount was split at its comma: write "
                                f"{excerpt(before.strip() + line.strip())}, or one '- ' line per action")
    events = tuple(parse_action(a, i, seats, street=street, section=section, game=game, lang=lang)
                   for i, a in enumerate(lines, start=1))
    for before, ev in itertools.pairwise(events):
        if ev.pot and before.is_dealer and before.verb == "counts":
            raise ScenarioError(f"{ev.verb} pot right after the dealer counted {before.amount}: the pot could be the "
                                f"dealer's count or the true pot-limit maximum; write the amount {ev.player} put in "
                                f"({ev.verb} N)", rule="PL-54A", action=ev.label)
    return events


def _straddle(value: Any, seats: tuple[str, ...], bb: int, *, after: int = 1) -> Straddle:
    if isinstance(value, dict):
        unknown = set(map(str, value)) - {"player", "amount"}
        if unknown:
            raise ScenarioError(f"straddle: unknown key(s) {', '.join(sorted(unknown))} (write {{player: UTG, amount: 200}})")
        player = value.get("player")
        amount = read_amount(value.get("amount", 2 * bb), "straddle")
    elif isinstance(value, (str, int)) and not isinstance(value, bool):
        player, amount = value, 2 * bb
    else:
        raise ScenarioError(f"straddle: {value!r}: write the straddler, or {{player: UTG, amount: 200}}")
    player = seated(player, seats, "straddle")
    seat = after + 1
    if len(seats) < 3 or player != seats[seat]:
        raise ScenarioError(f"straddle: {player} cannot straddle; the straddle is posted by the first seat after "
                            f"the big blind" + (f" ({seats[seat]})" if len(seats) >= 3 else
                                                ", and heads-up there is none"))
    if amount < 2 * bb:
        raise ScenarioError(f"straddle: {amount} is less than twice the big blind ({2 * bb})")
    return Straddle(player=player, amount=amount)


# ------------------------------------------------------------------------------------------- whole scenario
def _huge_number(value: Any, seen: set[int]) -> bool:
    """Whether ``value`` holds an integer too long to print (Python refuses str() past 4300 digits)."""
    if isinstance(value, int):
        return abs(value) > 10**100
    if isinstance(value, (list, dict)) and id(value) not in seen:  # YAML anchors can make cycles
        seen.add(id(value))
        items = [x for kv in value.items() for x in kv] if isinstance(value, dict) else value
        return any(_huge_number(x, seen) for x in items)
    return False


def _seats(data: dict, *, dead_small_blind: bool = False) -> tuple[str, ...]:
    seats_raw = data["seats"]
    if not isinstance(seats_raw, (list, tuple)) or not all(isinstance(s, (str, int)) and not isinstance(s, bool)
                                                          for s in seats_raw):
        raise ScenarioError(f"seats: {seats_raw!r} is not a list of player names")
    if any(isinstance(s, int) and abs(s) > MAX_AMOUNT for s in seats_raw):
        raise ScenarioError("seats: a player named by a huge number is not a usable name")
    written = tuple(str(s) for s in seats_raw)
    for w in written:
        hidden = next((c for c in w if invisible(c)), None)
        if hidden is not None:
            raise ScenarioError(f"seats: {w!r} is not a usable name: it holds an invisible character "
                                f"(U+{ord(hidden):04X} {unicodedata.name(hidden, 'unnamed')}), which nobody reading "
                                f"the hand can see; a name has no spaces, invisible characters or quotes, at most 40 "
                                f"characters")
    for w in written:
        if w and unicodedata.category(read_name(w)[0]).startswith("M"):
            c = read_name(w)[0]
            raise ScenarioError(f"seats: {spelled(w)} is not a usable name: it starts with a combining mark (U+{ord(c):04X} "
                                f"{unicodedata.name(c, 'unnamed')}), which has no letter to sit on")
    seats = tuple(read_name(w) for w in written)
    if len(seats) < 2:
        raise ScenarioError(f"seats: {list(seats)} — a hand needs at least two players")
    if len(seats) > 10:
        raise ScenarioError(f"seats: {len(seats)} players; a table seats at most 10")
    dup = sorted({s for s in seats if seats.count(s) > 1})
    if dup:
        ways = [spelled(w) for w in written if read_name(w) == dup[0]]
        how = (f" (written {' and '.join(ways)}, one name once NFC-normalised)" if len(set(ways)) > 1 else "")
        raise ScenarioError(f"seats: {', '.join(dup)} seated twice{how}")
    twins = next(((a, b) for i, a in enumerate(seats) for b in seats[i + 1:] if look_alike(a, b)), None)
    if twins is not None:
        raise ScenarioError(f"seats: {spelled(twins[0])} and {spelled(twins[1])} print alike, so nobody reading the "
                            f"hand can tell the two players apart; name them so that they differ")
    for s in seats:
        if not re.fullmatch(r"[^\s\"']{1,40}", s):
            raise ScenarioError(f"seats: {s!r} is not a usable name (no spaces or quotes, at most 40 characters)")
        meaning = RESERVED_NAMES.get(s.lower())
        if meaning is not None:
            raise ScenarioError(f"seats: a player cannot be named {s!r}: {s.lower()!r} is {meaning}, so the "
                                f"player's lines would be misread; name the player otherwise (e.g. {s}1)")
    _check_positions(seats, dead_small_blind=dead_small_blind)
    return seats


def read_flag(value: Any, what: str) -> bool:
    """``true`` or ``false`` (any case; a Python bool from a mapping); nothing given is false. Anything else
    (``yes``, ``1``, ``on``: words a YAML 1.1 reader would turn into a bool) is a :class:`ScenarioError`.

    >>> read_flag("true", "dead_small_blind"), read_flag(None, "dead_small_blind")
    (True, False)
    """
    if value is None or isinstance(value, bool):
        return bool(value)
    if isinstance(value, str) and value.strip().lower() in ("true", "false"):
        return value.strip().lower() == "true"
    raise ScenarioError(f"{what}: {value!r} is not true or false")


def _antes(value: Any, seats: tuple[str, ...]) -> tuple[int, dict[str, int]]:
    """``ante:`` as ``(ante of every player, antes by seat)``: a number is everybody's ante; a mapping
    ``{A: 25, B: 10}`` gives the antes seat by seat (a seat not listed antes nothing)."""
    if not isinstance(value, dict):
        return read_amount(value, "ante"), {}
    antes: dict[str, int] = {}
    for name, chips in seated_keys(value, seats, "ante"):
        chips = read_amount(chips, f"ante: {name}")
        if chips:
            antes[name] = chips
    if antes and len(set(antes.values())) == 1 and len(antes) == len(seats):
        return next(iter(antes.values())), {}  # everybody antes the same: the plain ante
    return 0, antes


def _get(data: dict, key: str, default: Any = None) -> Any:
    """``data[key]``, or ``default`` when the key is missing or empty (``key:`` with no value)."""
    value = data.get(key)
    return default if value is None else value


def _given(data: dict, key: str) -> bool:
    """Whether ``key`` states something: present, not empty, not a zero amount (``ante: 0`` says none)."""
    value = data.get(key)
    return value is not None and not (isinstance(value, (int, str)) and not isinstance(value, bool)
                                      and str(value).strip() == "0")


def _stacks(data: dict, seats: tuple[str, ...]) -> dict[str, int]:
    stacks_raw = _get(data, "stacks", {})
    if not isinstance(stacks_raw, dict):
        raise ScenarioError(f"stacks: {stacks_raw!r} is not a mapping like {{B: 125}}")
    stacks: dict[str, int] = {}
    for name, chips in seated_keys(stacks_raw, seats, "stacks"):
        stacks[name] = read_amount(chips, f"stacks: {name}")
    return stacks


def _blind_chips(data: dict, seats: tuple[str, ...]) -> dict[str, Chips]:
    raw = _get(data, "blind_chips", {})
    if not isinstance(raw, dict):
        raise ScenarioError(f"blind_chips: {raw!r} is not a mapping like {{BB: 1000}}", rule="IA-09")
    out: dict[str, Chips] = {}
    for name, spec in seated_keys(raw, seats, "blind_chips", rule="IA-09"):
        try:
            out[name] = parse_chips(spec)
        except ChipSpecError as exc:
            raise ScenarioError(f"blind_chips: {name}: {exc.detail}", rule="IA-09") from None
    return out


def _check_effect(sc: Scenario, data: dict) -> None:
    """Every key given must be able to change the ruling in this game and on these streets: one that
    could not (``cap`` in no-limit, ``ante`` on the flop, ...) is an error naming the key and why."""
    game, start, street = sc.game, sc.start, sc.street
    fixed = game.structure is Structure.FIXED_LIMIT
    if _given(data, "cap"):
        if not fixed:
            raise ScenarioError(f"cap: only fixed limit (LHE) caps the number of bets and raises; in {game.value} "
                                f"({game.structure.value}) a cap would have no effect", rule="PL-52")
        if sc.players_in_event == 2:
            raise ScenarioError("cap: with two players left in the event there is no cap (players_in_event: 2), so "
                                "a cap would have no effect", rule="PL-52")
    if data.get("players_in_event") is not None:
        n = sc.players_in_event
        assert n is not None  # read by from_dict
        if not fixed:
            raise ScenarioError(f"players_in_event: it only lifts the fixed-limit cap when two players are left; in "
                                f"{game.value} ({game.structure.value}) it would have no effect", rule="PL-52")
        if n < len(sc.seats):
            raise ScenarioError(f"players_in_event: {n}, but {len(sc.seats)} players are seated in this hand, and "
                                f"every one of them is in the event", rule="PL-52")
    if start is not Street.PREFLOP:
        for key in ("ante", "bb_ante", "straddle", "blind_chips", "dead_small_blind"):
            if key == "dead_small_blind":
                if sc.dead_small_blind:
                    raise ScenarioError(f"dead_small_blind: it changes who posts the blinds before the preflop "
                                        f"betting, but this hand starts on the {start.value}, so it would have no "
                                        f"effect")
            elif _given(data, key):
                what = {"straddle": "a straddle is", "blind_chips": "blinds are"}.get(key, "antes are")
                raise ScenarioError(f"{key}: {what} posted before the preflop betting, but this hand starts on the "
                                    f"{start.value}, so {key} would have no effect (chips from earlier streets "
                                    f"go in pot:)")
        if sc.earlier:
            top = max(sc.earlier.values())
            leader = next(p for p in sc.seats if sc.earlier.get(p) == top)
            for p in sc.seats:
                if p in sc.earlier and sc.earlier[p] < top and sc.stacks.get(p) != 0:
                    raise ScenarioError(f"put_in: {p} put in {sc.earlier[p]} on earlier streets, less than the {top} "
                                        f"of {leader}, and still has chips: a player still in the hand matched "
                                        f"every bet or went all-in (if {p} was all-in for {sc.earlier[p]}, give "
                                        f"stacks: {{{p}: 0}})", rule="03.8")
    else:
        broke = [p for p in sc.seats if sc.stacks.get(p) == 0]
        if broke:
            raise ScenarioError(f"stacks: {broke[0]} has 0 chips at the start of the hand; a player with no chips is "
                                f"not dealt in (leave {broke[0]} out of seats)")
        if sc.earlier:
            raise ScenarioError("put_in: chips put in on earlier streets, but this hand starts preflop, so put_in "
                                "would have no effect", rule="03.8")
    if sc.showdown is not None and sc.showdown.denominations is not None and not sc.showdown.hands:
        raise ScenarioError("denominations: they only divide a split pot at the showdown, and without hands: no "
                            "hand is evaluated and no pot is split, so denominations would have no effect",
                            rule="03.7")
    board = sc.showdown.board if sc.showdown is not None else ()
    if board and len(board) < BOARD_AT[street]:
        raise ScenarioError(f"board: {len(board)} cards, but the hand reaches the {street.value}, where the board "
                            f"has {BOARD_AT[street]}: give every card dealt, or leave board out", rule="03.3")


def _check_small_amounts(sc: Scenario) -> None:
    """``B raise 2`` at 1000/2000 with B deep: 2 chips is no bet (below the big blind, and not all-in), so the
    line means something else — 2k or 2 big blinds — and the scenario must say which."""
    bb = sc.blinds[1]
    for ev in sc.actions:
        if ev.verb not in ("bet", "raise", "cbr") or ev.by or ev.amount is None or ev.amount >= bb or ev.player in sc.stacks:
            continue
        n = ev.amount
        readings = [f"{n} chips (possible only all-in: give {ev.player}'s stack in stacks:)"]
        if n * 1000 >= bb:
            readings.append(f"{n}k ({ev.verb} {n * 1000})")
        readings.append(f"{n} big blinds ({ev.verb} {n * bb})")
        raise ScenarioError(f"{ev.verb} {n} is less than the big blind of {bb} and {ev.player} is deep; it could be "
                            f"{', '.join(readings[:-1])} or {readings[-1]}: write the chips", action=ev.label)


#: The section of the format page (guide/scenario-format.md) where each key is explained: a refusal of a key's
#: value that no TDA rule decides (a small blind above the big blind, a stack for nobody seated, an ante on the
#: flop) names the key and cites its section, as a rule is cited where one decides (decided for issue 30; the
#: format page's "What an error cites" lists it).
KEY_SECTIONS = {
    "game": "Top-level keys", "blinds": "blinds and ante", "ante": "blinds and ante",
    "bb_ante": "bb_ante: the big-blind ante", "dead_small_blind": "dead_small_blind: nobody posts the small blind",
    "straddle": "straddle: a live straddle", "street": "Top-level keys", "streets": "streets: a hand street by street",
    "seats": "Top-level keys", "stacks": "stacks", "pot": "game and pot: pot limit", "actions": "Action lines",
    "ask": "ask", "cap": "cap: fixed limit", "players_in_event": "players_in_event: no cap heads-up in the event",
    "blind_chips": "blind_chips: a blind posted with a chip that needs change",
    "rules": "rules: the official rules or the renderings",
    "button": "button and denominations: a split pot with an odd chip",
    "denominations": "button and denominations: a split pot with an odd chip", "board": "board and hands: who wins",
    "hands": "board and hands: who wins", "put_in": "put_in: side pots from earlier streets",
    "showdown": "showdown events",
}


#: A rule already cited at the end of a message (``(PL-54)``, ``(TDA 34)``): such a refusal cites no section.
_CITED = re.compile(r"\((?:TDA [\w-]+|\d\d\.\d+|\d\d-[A-J]|(?:PL|RU)-\d+\w?|IA-[\w-]+)\)$")


def _section_of(message: str, *, amount: bool = False) -> str:
    """The format page's section a refusal of a key's value cites (:data:`KEY_SECTIONS`); a number that cannot
    be read (``amount``) and a name that cannot be used cite the section on how a scenario is read."""
    key = re.match(r"(?:street )?([a-z_]+)\b", message)
    if amount or re.match(r"seats: .*(?:usable name|seated twice|cannot be named)", message):
        return "How a scenario is read"
    if re.match(r"seats: .*(?:belongs in seat|position names|names the small blind)", message):
        return "Seats named by position"
    line = re.match(r"(?:(?:preflop|flop|turn|river) )?action \d+ \((dealer )?", message)
    if line:
        return "Dealer lines" if line.group(1) else "Action lines"
    if message.startswith("showdown event"):
        return "showdown events"
    if "would have no effect" in message:
        return "Keys that would have no effect"
    if message.startswith(("unknown key", "missing key")):
        return "An unknown key" if message.startswith("unknown") else "Top-level keys"
    if message.startswith("the scenario is empty") or message.startswith("a scenario is a mapping"):
        return "A first scenario"
    if key and key.group(1) in KEY_SECTIONS:
        return KEY_SECTIONS[key.group(1)]
    return "How a scenario is read"


def from_dict(data: Any, *, extra_keys: set[str] | frozenset[str] = frozenset()) -> Scenario:
    """Validate a mapping (parsed YAML, or built in Python with ints and strings, lists or tuples) into a
    :class:`Scenario` (a frozen record). A refusal that no poker rule decides cites the format page's section
    of the key (:data:`KEY_SECTIONS`)."""
    try:
        return _from_dict(data, extra_keys=extra_keys)
    except (ScenarioError, UnknownPlayerError) as exc:
        raise cite_section(exc) from None


def cite_section(exc: ScenarioError | UnknownPlayerError) -> RulesError:
    """``exc`` citing the format page's section of its key (:data:`KEY_SECTIONS`), when it cites no rule, is
    not at an action and cites no section yet; else ``exc`` itself. The scenario reader and the table set up
    from it (blinds, stacks, straddle, blind chips) refuse alike."""
    typed = exc.why is not None and exc.where is not None and not exc.located  # a line's error as a record
    if exc.rule or exc.section or (exc.action and not typed) or "(scenario format: " in exc.detail \
            or _CITED.search(exc.detail):
        return exc
    cls = UnknownPlayerError if isinstance(exc, UnknownPlayerError) else ScenarioError
    if typed:
        section = _section_of(f"{exc.action}: {exc.detail}", amount=isinstance(exc, AmountError))
        return cls(exc.why, action=exc.action, where=exc.where, section=section)
    section = _section_of(exc.detail, amount=isinstance(exc, AmountError))
    return cls(f"{exc.detail} (scenario format: {section})")


def _from_dict(data: Any, *, extra_keys: set[str] | frozenset[str] = frozenset()) -> Scenario:
    if _huge_number(data, set()):
        raise ScenarioError("a number with more than 100 digits is not chips, a name or anything a scenario holds")
    if data is None:
        raise ScenarioError("the scenario is empty: give at least blinds and seats (and usually actions)")
    if not isinstance(data, dict):
        what = {"str": "text", "list": "a list", "tuple": "a list"}.get(type(data).__name__, type(data).__name__)
        raise ScenarioError(f"a scenario is a mapping of keys (game, blinds, seats, actions, ...), not {what}")
    unknown = set(map(str, data)) - KEYS - set(extra_keys)
    if unknown:
        raise ScenarioError(f"unknown key(s) {', '.join(repr(k) for k in sorted(unknown))} "
                            f"(known: {', '.join(sorted(KEYS | set(extra_keys)))})")
    for key, like in (("blinds", "small/big like 50/100"), ("seats", "the players clockwise, like [A, B, C]")):
        if key not in data:
            raise ScenarioError(f"missing key {key!r}")
        if data[key] is None or (isinstance(data[key], str) and not data[key].strip()):
            raise ScenarioError(f"{key}: the value is empty; write {like}")
    dead_sb = read_flag(data.get("dead_small_blind"), "dead_small_blind")
    seats = _seats(data, dead_small_blind=dead_sb)
    blinds = parse_blinds(data["blinds"])
    game = parse_game(_get(data, "game", "NLHE"))
    stacks = _stacks(data, seats)
    streets, whole = _street_lists(data, seats, game, _lang(data.get("lang")))
    ask = data.get("ask")
    if ask is not None:
        if isinstance(ask, bool) or not isinstance(ask, (str, int)):
            raise ScenarioError(f"ask: {ask!r} is not a player's name")
        ask = str(ask)
        if not ask.strip():
            raise ScenarioError("ask: the value is empty: name the player to rule for, or leave ask out")
        ask = seated(ask, seats, "ask")
    cap = read_count(_get(data, "cap", 4), "cap", noun="bets and raises")
    if cap < 1:
        raise ScenarioError("cap: the cap must allow at least one bet")
    pie = data.get("players_in_event")
    pot = read_amount(_get(data, "pot", 0), "pot")
    start = streets[0][0]
    ante, antes = _antes(_get(data, "ante", 0), seats)
    bb_ante = read_amount(_get(data, "bb_ante", 0), "bb_ante")
    if (ante or antes) and bb_ante:
        raise ScenarioError("ante and bb_ante: a hand has either antes from the players or one big-blind ante")
    if dead_sb and len(seats) < 3:
        raise ScenarioError("dead_small_blind: heads-up the button posts the small blind, so it cannot be dead; "
                            "a dead small blind needs three or more players", rule="TDA 34")
    big = 0 if dead_sb else 1
    straddle = (_straddle(data["straddle"], seats, blinds[1], after=big) if data.get("straddle") is not None
                else None)
    rules = parse_rules(data["rules"]) if data.get("rules") is not None else RuleSet.TDA2024
    blind_chips = _blind_chips(data, seats)
    sc = Scenario(
        game=game, blinds=blinds, ante=ante, antes=antes, dead_small_blind=dead_sb, bb_ante=bb_ante,
        straddle=straddle,
        street=streets[-1][0], start=start, seats=seats, stacks=stacks, pot=pot,
        earlier=put_in(data, seats, pot), streets=streets, whole_hand=whole, ask=ask, cap=cap,
        players_in_event=None if pie is None else read_count(pie, "players_in_event", noun="players"),
        showdown=parse_section(data, seats=seats, game=game), rules=rules, blind_chips=blind_chips,
    )
    _check_effect(sc, data)
    _check_small_amounts(sc)
    return sc


def looks_like_path(text: str) -> bool:
    """Whether ``text``, given where YAML text was expected, is rather a file's path: one line without a
    colon, ending in ``.yaml`` / ``.yml`` or naming an existing file."""
    t = text.strip()
    if not t or "\n" in t or ":" in t or len(t) > 4096:
        return False
    if t.lower().endswith((".yaml", ".yml")):
        return True
    try:
        return Path(t).exists()
    except (OSError, ValueError):
        return False


def loads(text: str | bytes, *, name: str = "scenario") -> Scenario:
    """Parse YAML text into a :class:`Scenario` (:func:`read_yaml`, then :func:`from_dict`)."""
    data = read_yaml(text, name=name)
    if isinstance(data, str) and looks_like_path(data):
        path = data.strip()
        raise ScenarioError(f"{name}: {path!r} looks like a file path, not a scenario: rule a file with "
                            f"rulescore.engine.ask_file({path!r}) (or rulescore.input.scenario.load), or pass the file's "
                            f"text")
    return from_dict(data)


def coerce(source: Scenario | dict | str | bytes) -> Scenario:
    """A :class:`Scenario` given as itself, a mapping (:func:`from_dict`) or YAML text (:func:`loads`)."""
    if isinstance(source, Scenario):
        return source
    if isinstance(source, dict):
        return from_dict(source)
    return loads(source)


def load(path: str | Path) -> Scenario:
    """Read a scenario file (at most :data:`MAX_TEXT` characters)."""
    p = Path(path)
    try:
        with p.open("rb") as f:
            raw = f.read(4 * MAX_TEXT + 1)  # never more: /dev/zero or a huge file is refused, not read
    except OSError as exc:
        raise ScenarioError(f"{path}: cannot read the scenario ({exc.__class__.__name__}: {exc})") from None
    if len(raw) > 4 * MAX_TEXT:
        raise ScenarioError(f"{path}: more than {4 * MAX_TEXT} bytes; a scenario is at most {MAX_TEXT} characters")
    return loads(raw, name=str(path))


# ------------------------------------------------------------------------------------------- writing
def dumps(data: dict) -> str:
    """A scenario mapping as the YAML a person would type (keys in the order given, short lists inline),
    which :func:`loads` reads back. The package's one scenario writer: the explorer's export and the
    cards' "scenario as written" use it, through :func:`rulescore.yamlio.dump` (PyYAML, or the pure-Python
    fallback in the browser runtime).

    >>> print(dumps({"blinds": "50/100", "seats": ["A", "B"], "actions": ["A bet 100"]}), end="")
    blinds: 50/100
    seats: [A, B]
    actions: [A bet 100]
    """
    return yamlio.dump(data)
