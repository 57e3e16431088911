"""Reading a scenario (the YAML format of ``guide/scenario-format.md``) into typed, validated events.

This is the only parser of the package: action lines (plain verbs, the ``push`` / ``says`` clauses),
dealer lines, whole hands given street by street, the showdown sections, and the names and cards they
use (:func:`parse_game`, :func:`parse_street`, :func:`parse_cards`). Nothing else reads scenario text.

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
Everything wrong with a scenario is a :class:`~rulescore.errors.ScenarioError` (or another
:class:`~rulescore.errors.RulesError`) whose one-line message names the key or the action.

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
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from pathlib import Path
from typing import Any

from . import yamlio
from .chips import Chips, Delivery, Prior, parse_chips
from .errors import ChipSpecError, RulesError, ScenarioError, UnknownPlayerError, excerpt
from .vocabulary import Game, RuleSet, Street, Structure

#: Verbs of a scenario action and what each takes.
VERBS = {
    "fold": None, "check": None, "call": None, "allin": None,
    "bet": "amount", "raise": "amount", "push": "chips", "says": "words",
    "timeout": None,  # the clock ran out on the player (RU-27, TDA 29)
    # The two betting verbs of the PHH hand-history format, resolved by the engine from the table state:
    # ``cc`` checks when there is nothing to call and calls otherwise; ``cbr N`` bets (nobody has bet) or
    # raises to the street total N (a fixed-limit completion too).
    "cc": None, "cbr": "amount",
}
#: What the dealer may do in a scenario (``dealer counts 9500``), ruled by :mod:`rulescore.procedure`:
#: ``counts N`` announces the pot-limit maximum for the player to act (PL-54A); ``recounts`` is the moment
#: an incorrect amount is found (08.8, IA-12); ``deals`` is the next card coming out (ends corrections).
DEALER_VERBS = {"counts": "amount", "recounts": None, "deals": None}
#: Keys of the showdown sections (what happened once the betting was over).
SHOWDOWN_KEYS = frozenset({"button", "denominations", "board", "hands", "showdown", "put_in"})
#: Top-level keys a scenario may have.
KEYS = frozenset({"game", "blinds", "ante", "bb_ante", "dead_small_blind", "straddle", "street", "streets", "seats",
                  "stacks", "pot", "actions", "ask", "cap", "players_in_event", "rules", "blind_chips"}) | SHOWDOWN_KEYS
#: Verbs of a showdown event and the rule each rests on.
SHOWDOWN_VERBS = {"shows": "03.2", "tables": "03.2", "mucks": "RU-15", "pushes": "RU-15", "asks": "03.5",
                  "refuses": "03.10", "says": "03.1"}
#: Words that start a clause of a ``push`` / ``says`` line.
CLAUSE_WORDS = frozenset({"says", "push", "kept", "pulled", "swept", "told", "td"})
#: Table words with one meaning, read as the plain verb on the right (the ruling shows that verb; the
#: record's ``written`` keeps the words). ``all in`` (two words) is ``allin`` too; ``limp`` is a call
#: preflop only (after the flop there is no big blind to limp into).
SYNONYMS = {"bets": "bet", "raises": "raise", "calls": "call", "folds": "fold", "checks": "check",
            "all-in": "allin", "shove": "allin", "shoves": "allin", "jam": "allin", "jams": "allin",
            "limp": "call", "limps": "call"}
#: Table words with two meanings: an error that lists them, never a guess.
AMBIGUOUS = {"pass": "a check (as some rooms say) or a fold (as others do)",
             "passes": "a check (as some rooms say) or a fold (as others do)"}
#: Words a player may not be named, each with what it already means in a scenario line.
RESERVED_NAMES = {
    **{w: "a verb of the action lines" for w in (*VERBS, *SYNONYMS, *AMBIGUOUS, "all")},
    **{w: "a verb of the dealer lines" for w in DEALER_VERBS},
    **{w: "a verb of the showdown lines" for w in SHOWDOWN_VERBS},
    **{w: "a word that starts a clause of push and says lines" for w in CLAUSE_WORDS},
    "dealer": "the word that starts a dealer line (dealer counts 9500)",
}
#: Most chips any amount may name; above this a scenario is a typo, not poker.
MAX_AMOUNT = 10**12
#: Most characters a scenario text may have (a whole hand at a full table is about 1,500).
MAX_TEXT = 32 * 1024
#: Most levels of nesting (lists and mappings in one another) a scenario text may have; it needs 3.
MAX_DEPTH = 20
#: Board cards dealt by the start of each street's betting.
BOARD_AT = {Street.PREFLOP: 0, Street.FLOP: 3, Street.TURN: 4, Street.RIVER: 5}

_ACTION = re.compile(r"^\s*(\S+)\s+(\S+)(?:\s+(.*?))?\s*$")
_TOKEN = re.compile(r'"[^"]*"|\'[^\']*\'|\S+')


# ------------------------------------------------------------------------------------------- records
@dataclass(frozen=True)
class Event:
    """One action of a scenario (a player's or the dealer's), as written and as parsed."""

    index: int
    """1-based position in its street's action list."""
    player: str
    """Who acted (a seated player, or ``dealer``)."""
    verb: str
    """One of :data:`VERBS` (or of :data:`DEALER_VERBS` for the dealer)."""
    amount: int | None = None
    """For ``bet`` / ``raise``: the street total (or the increment when ``by`` is true)."""
    by: bool = False
    """``raise +N``: the amount is an increment over the current bet."""
    chips: Chips | None = None
    """For ``push``: the chips pushed."""
    words: str | None = None
    """For ``says``: what the player said."""
    written: str = ""
    """The action as the scenario wrote it."""
    pot: bool = False
    """``raise pot`` / ``bet pot`` (pot-limit): to the most the pot allows (``amount`` is ``None``); the
    engine works the figure out when the action is replayed."""
    delivery: Delivery | None = None
    """For ``push`` / ``says``: how the action was made — chips, words, their order, earlier chips kept or
    pulled back, what the player was told, a TD's choice."""
    street: Street | None = None
    """The street it was made on (set for every action of a scenario)."""
    section: str = "action"
    """How messages name the list it came from: ``action`` (one street) or ``flop action`` (``streets:``)."""

    @property
    def label(self) -> str:
        """``action 3 (C check)``: how error messages point at this action (a long line by an excerpt)."""
        return f"{self.section} {self.index} ({excerpt(self.written)})"

    @property
    def is_dealer(self) -> bool:
        """Whether this is a dealer line (``dealer counts 9500``)."""
        return self.player == "dealer" and self.verb in DEALER_VERBS


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
_WHOLE = re.compile(r"0|[1-9]\d*|[1-9]\d{0,2}(?:,\d{3})+|[1-9]\d{0,2}(?:_\d{3})+")
_THOUSANDS = re.compile(r"(0|[1-9]\d*)(?:\.(\d))?[kK]")


def read_amount(value: Any, what: str) -> int:
    """A whole number of chips, from an int or from text as a person writes it: ``1500``, ``1,500`` and
    ``1_500`` (commas or underscores grouping thousands), ``2k`` and ``1.5k`` (thousands, one decimal at
    most). Anything else is a :class:`ScenarioError` naming ``what`` and why: a leading zero (``0100``,
    which a YAML 1.1 reader takes for octal 64), a fraction, an exponent, base 60 (``1:30``), a negative
    number, or more chips than :data:`MAX_AMOUNT`.

    >>> read_amount("1,500", "pot"), read_amount("2k", "pot"), read_amount("1.5k", "pot"), read_amount(25, "ante")
    (1500, 2000, 1500, 25)
    """
    if isinstance(value, bool) or not isinstance(value, (int, str)):
        raise ScenarioError(f"{what}: {value!r} is not a whole number of chips")
    if isinstance(value, str):
        text = value.strip()
        body = text[1:] if text.startswith("-") else text
        if len(body) > 24:  # int() refuses very long digit strings; no tournament needs them
            raise ScenarioError(f"{what}: {body[:20]}... is more chips than any tournament has")
        k = _THOUSANDS.fullmatch(body)
        if _WHOLE.fullmatch(body):
            number = int(body.replace(",", "").replace("_", ""))
        elif k:
            number = int(k.group(1)) * 1000 + int(k.group(2) or 0) * 100
        else:
            raise ScenarioError(f"{what}: {_not_chips(value, body)}")
        if text.startswith("-") and number == 0:
            raise ScenarioError(f"{what}: {text} has a minus sign; chips are never negative (write 0)")
        value = -number if text.startswith("-") else number
    if value < 0:
        raise ScenarioError(f"{what}: {value if value > -MAX_AMOUNT else 'a number'} is negative")
    if value > MAX_AMOUNT:
        raise ScenarioError(f"{what}: a number above {MAX_AMOUNT} is more chips than any tournament has")
    return value


def _not_chips(value: str, body: str) -> str:
    """Why ``value`` is not a number of chips, naming what another reader would have made of it."""
    if re.fullmatch(r"0\d+", body):
        octal = f"; a YAML 1.1 reader takes it for octal {int(body, 8)}" if re.fullmatch(r"[0-7]+", body) else ""
        return f"{value} has a leading zero: write {int(body)}{octal}"
    if re.fullmatch(r"\d+(?::[0-5]?\d)+", body):
        base60 = 0
        for part in body.split(":"):
            base60 = base60 * 60 + int(part)
        return f"{value} is not a number of chips (a YAML 1.1 reader takes it for {base60}, counting in base 60)"
    if re.fullmatch(r"\d+\.\d{2,}[kK]", body):
        chips = Decimal(body[:-1]) * 1000
        exact = f"write {int(chips)} in chips" if chips == chips.to_integral_value() else "not a whole number of chips"
        return f"{value}: a k amount takes at most one decimal, like 1.5k = 1500 ({exact})"
    if re.fullmatch(r"\d[\d,_]*", body):
        return f"{value!r} is not a whole number of chips (commas or underscores group thousands: 1,500 or 1_500)"
    return f"{value!r} is not a whole number of chips"


def parse_blinds(value: Any) -> tuple[int, int]:
    """Read ``blinds:`` (``"50/100"`` or ``[50, 100]``) into ``(small, big)``."""
    if isinstance(value, str):
        parts: list[Any] = value.replace(" ", "").split("/")
    elif isinstance(value, (list, tuple)):
        parts = list(value)
    else:
        raise ScenarioError(f"blinds: {value!r} is not small/big like 50/100")
    if len(parts) != 2:
        raise ScenarioError(f"blinds: {value!r} is not small/big like 50/100")
    sb, bb = (read_amount(p, "blinds") for p in parts)
    if bb <= 0 or sb > bb:
        raise ScenarioError(f"blinds: {value!r} needs a big blind above 0 and a small blind no larger")
    return sb, bb


#: Other names of the games, as hand histories and pokerkit write them: the PHH variant codes and the usual
#: mixed-game abbreviations of fixed-limit Omaha hi/lo.
GAME_ALIASES = {"NT": "NLHE", "PO": "PLO", "FT": "LHE", "FO/8": "LO8", "O8": "LO8", "FLO8": "LO8"}


def parse_game(text: object) -> Game:
    """The game named by a ``game:`` value (case-insensitive; :data:`GAME_ALIASES` too): ``"plo"`` ->
    :attr:`Game.PLO`."""
    key = str(text).strip().upper()
    key = GAME_ALIASES.get(key, key)
    for game in Game:
        if key == game.value:
            return game
    raise ScenarioError(f"game {text!r} is not one of {', '.join(g.value for g in Game)}")


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


# ------------------------------------------------------------------------------------------- lines
def split_line(text: Any, *, index: int, what: str = "action", noun: str = "an action",
               form: str = "PLAYER VERB [AMOUNT]", example: str = "A bet 100") -> tuple[str, str, str, str, str | None]:
    """Split one scenario line (an action, a showdown event) into ``(written, label, player, verb, rest)``;
    ``label`` (``action 3 (C check)``) is how error messages point at the line."""
    if not isinstance(text, str):
        raise ScenarioError(f"{what} {index} ({text!r}): write {noun} as text like '{example}'")
    written = " ".join(text.split())
    label = f"{what} {index} ({excerpt(written)})"
    m = _ACTION.match(text)
    if not m:
        raise ScenarioError(f"{label}: write {form}, like '{example}'")
    return written, label, m.group(1), m.group(2).lower(), m.group(3)


def parse_action(text: Any, index: int, seats: Sequence[str], *, street: Street | None = None,
                 section: str = "action", game: Game | None = None) -> Event:
    """Read one action line such as ``"B raise 1600"`` (or a dealer line, ``"dealer counts 9500"``).

    Synonyms (:data:`SYNONYMS`, ``all in``, ``raises to 2k``) are read as their plain verb; ``raise pot`` /
    ``bet pot`` is the pot-limit maximum, an error in other games (``game``; ``None``: not known here).
    """
    written, label, player, verb, rest = split_line(text, index=index, what=section)
    if player.lower() == "dealer" and player not in seats:
        return _dealer_event(index, verb, rest, written, label, street, section)
    if player not in seats:
        raise UnknownPlayerError(f"{label}: {player!r} is not seated (seats: {', '.join(seats)})")
    word = verb
    if verb == "all" and rest is not None and rest.split()[0].lower() == "in":
        word, verb, rest = "all in", "allin", " ".join(rest.split()[1:]) or None
    if verb in ("limp", "limps") and street not in (None, Street.PREFLOP):
        raise ScenarioError(f"{label}: a limp is a call of the big blind preflop; on the {street.value} write "
                            f"call or check")
    if verb in AMBIGUOUS:
        raise ScenarioError(f"{label}: {verb} could be {AMBIGUOUS[verb]}: write check or fold")
    verb = SYNONYMS.get(verb, verb)
    if verb not in VERBS:
        raise ScenarioError(f"{label}: unknown verb {verb!r} (verbs: {', '.join(VERBS)}; synonyms: "
                            f"{', '.join(SYNONYMS)}, all in)")
    base: dict[str, Any] = dict(index=index, player=player, written=written, street=street, section=section)
    takes = VERBS[verb]
    if takes is None:
        if rest:
            if verb == "cc":
                raise ScenarioError(f"{label}: cc takes no amount (it is a check or a call of the bet faced, "
                                    f"whichever the table state makes it)")
            why = {"call": "a call matches the bet faced", "allin": "all-in is every chip the player has"}.get(verb)
            raise ScenarioError(f"{label}: {word} takes no amount" + (f" ({why}; chips put in without a word "
                                                                       f"are push {rest})" if why else ""))
        return Event(verb=verb, **base)
    if not rest:
        if verb == "cbr":
            raise ScenarioError(f"{label}: cbr needs an amount: cbr N bets or raises to the street total N (as PHH "
                                f"writes it)")
        if takes == "amount":
            raise ScenarioError(f"{label}: {word} needs an amount: {verb} N (to N chips)"
                                + (", raise +N (by N)" if verb == "raise" else "")
                                + f", {verb} pot in pot-limit, or {player} says \"{verb}\" for the word alone")
        raise ScenarioError(f"{label}: {verb} needs {takes}")
    if takes == "amount":
        return _bet(verb, word, rest, label, game, base)
    try:
        d = parse_delivery(verb, rest)
    except RulesError as exc:
        raise exc.at(label) from None
    return Event(verb=verb, chips=d.chips, words=d.words, delivery=d, **base)


def _bet(verb: str, word: str, rest: str, label: str, game: Game | None, base: dict) -> Event:
    """A ``bet`` / ``raise`` line's amount: ``N``, ``to N``, ``+N``, ``by N`` (raises), ``pot`` (pot-limit)."""
    parts = rest.split()
    by = False
    if verb == "cbr":
        if len(parts) != 1 or parts[0].startswith("+") or parts[0].lower() in ("pot", "to", "by"):
            raise ScenarioError(f"{label}: write cbr N, N the street total bet or raised to (as PHH writes it)")
        value = read_amount(parts[0], label)
        if value == 0:
            raise ScenarioError(f"{label}: a cbr of 0 is no bet")
        return Event(verb=verb, amount=value, **base)
    if parts[0].lower() == "to":
        parts = parts[1:]
    elif parts[0].lower() == "by":
        by, parts = True, parts[1:]
    if len(parts) != 1:
        raise ScenarioError(f"{label}: write {verb} N (to N chips)" + (", raise +N or raise by N (by N chips)"
                                                                       if verb == "raise" else ""))
    amount = parts[0]
    if amount.startswith("+") and not by:
        by, amount = True, amount[1:]
    if by and verb != "raise":
        raise ScenarioError(f"{label}: '+N' and 'by N' are for raises (raise +1000 = raise by 1000)")
    if amount.lower() == "pot":
        if by:
            raise ScenarioError(f"{label}: write raise pot (to the pot-limit maximum), not by the pot")
        if game is not None and game.structure is not Structure.POT_LIMIT:
            if game.structure is Structure.FIXED_LIMIT:
                why = "in fixed limit every bet and raise is one bet size: write the total (raise N)"
            else:
                why = (f"in no-limit the pot is no limit: write the amount ({verb} N), or {base['player']} says "
                       f"\"pot\" to rule the word (PL-54)")
            raise ScenarioError(f"{label}: {word} pot: {why}")
        return Event(verb=verb, pot=True, **base)
    times = re.fullmatch(r"(\d+(?:\.\d+)?)[xX]", amount)
    if times:
        n = times.group(1)
        raise ScenarioError(f"{label}: {amount} has two readings, {n} times the bet faced or {n} big blinds: "
                            f"write the street total ({verb} N)")
    value = read_amount(amount, label)
    if value == 0:
        raise ScenarioError(f"{label}: a {verb} of 0 is no {verb}")
    return Event(verb=verb, amount=value, by=by, **base)


def _dealer_event(index: int, verb: str, rest: str | None, written: str, label: str, street: Street | None,
                  section: str) -> Event:
    if verb not in DEALER_VERBS:
        raise ScenarioError(f"{label}: the dealer can only {', '.join(DEALER_VERBS)} (e.g. 'dealer counts 9500')")
    base: dict[str, Any] = dict(index=index, player="dealer", verb=verb, written=written, street=street,
                                section=section)
    if DEALER_VERBS[verb] is None:
        if rest:
            raise ScenarioError(f"{label}: dealer {verb} takes no amount")
        return Event(**base)
    if not rest:
        raise ScenarioError(f"{label}: dealer {verb} needs an amount")
    return Event(amount=read_amount(rest, label), **base)


def parse_delivery(verb: str, rest: str, *, label: str = "") -> Delivery:
    """Read what follows ``push`` or ``says`` in a scenario line: the chips, the words, their order, and
    the clauses ``kept`` / ``pulled [CHIPS]`` / ``swept`` (earlier chips, IA-09), ``told N`` (what the
    player was told, 08.10) and ``td OUTCOME`` (the TD's choice).

    >>> d = parse_delivery("says", '"raise" push 500x2')
    >>> d.words, d.chips.total, d.words_first
    ('raise', 1000, True)
    """
    where = f"{label}: " if label else ""
    toks = _TOKEN.findall(rest or "")
    i = 0
    kw: dict = {}
    motions: list[Chips] = []

    def until_keyword() -> list[str]:
        nonlocal i
        out = []
        while i < len(toks) and toks[i].lower() not in CLAUSE_WORDS:
            out.append(toks[i])
            i += 1
        return out

    def chips_here(what: str) -> Chips:
        spec = "".join(until_keyword())
        if not spec:
            raise ScenarioError(f"{where}{what} needs chips, like 1000+100x5")
        try:
            return parse_chips(spec)
        except ChipSpecError as exc:
            raise ChipSpecError(exc.detail, rule=exc.rule, action=label or None) from None

    def words_here() -> str:
        nonlocal i
        if i < len(toks) and toks[i][:1] in "\"'" and len(toks[i]) >= 2 and toks[i][-1] == toks[i][0]:
            i += 1
            text = toks[i - 1][1:-1]
        else:
            text = " ".join(until_keyword())
        if not text.strip():
            raise ScenarioError(f"{where}says needs the words said, like says \"raise 800\"")
        return text.strip()

    if verb == "push":
        motions.append(chips_here("push"))
    else:
        kw["words"] = words_here()
    while i < len(toks):
        key = toks[i].lower()
        i += 1
        if key == "says":
            if "words" in kw:
                raise ScenarioError(f"{where}one action can say words once")
            kw["words"] = words_here()
        elif key == "push":
            if not motions and "words" in kw:
                kw["words_first"] = True
            motions.append(chips_here("push"))
        elif key in ("kept", "swept", "pulled"):
            if "prior" in kw:
                raise ScenarioError(f"{where}say once what happened to the earlier chips (kept, pulled or swept)")
            kw["prior"] = Prior(key)
            if key == "pulled" and i < len(toks) and toks[i].lower() not in CLAUSE_WORDS:
                kw["pulled"] = chips_here("pulled")
        elif key == "told":
            amount = until_keyword()
            if len(amount) != 1:
                raise ScenarioError(f"{where}told needs the amount the player was told, like told 12000")
            kw["told"] = read_amount(amount[0], f"{where}told")
        elif key == "td":
            choice = " ".join(until_keyword()).strip().strip("\"'")
            if not choice:
                raise ScenarioError(f"{where}td needs the outcome the TD chose, like td fold")
            kw["td"] = choice.lower()
    if motions:
        kw["chips"] = motions[0]
        kw["more"] = tuple(motions[1:])
    if not motions and kw.get("prior") is not None:
        raise ScenarioError(f"{where}kept/pulled/swept describe chips pushed: add push CHIPS")
    return Delivery(**kw)


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
    if player not in seats:
        raise UnknownPlayerError(f"{label}: {player!r} is not seated (seats: {', '.join(seats)})", rule=rule)
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
        target = rest.strip()
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
        button = str(button)
        implied = seats[0] if len(seats) == 2 else seats[-1]
        if button in seats and button != implied:
            raise ScenarioError(f"button: {button} does not fit the seating; seats start at the first seat left of "
                                f"the button, so the button is {implied} (or an empty seat not listed)", rule="03.4")
    denoms = _denominations(data["denominations"]) if data.get("denominations") is not None else None
    board = parse_cards(data["board"], what="board") if data.get("board") is not None else ()
    hands_raw = data.get("hands") or {}
    if not isinstance(hands_raw, dict):
        raise ScenarioError(f"hands: {hands_raw!r} is not a mapping like {{A: As Kd}}", rule="03.1")
    hole: dict[str, tuple[str, ...]] = {}
    for name, cards in hands_raw.items():
        name = str(name)
        if name not in seats:
            raise UnknownPlayerError(f"hands: {name!r} is not seated (seats: {', '.join(seats)})", rule="03.1")
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


def _put_in(data: dict, seats: tuple[str, ...], pot: int) -> dict[str, int]:
    raw_put = data.get("put_in") or {}
    if not isinstance(raw_put, dict):
        raise ScenarioError(f"put_in: {raw_put!r} is not a mapping like {{A: 1000}}", rule="03.8")
    put_in: dict[str, int] = {}
    for name, chips in raw_put.items():
        name = str(name)
        if name not in seats:
            raise UnknownPlayerError(f"put_in: {name!r} is not seated (seats: {', '.join(seats)})", rule="03.8")
        try:
            put_in[name] = read_amount(chips, f"put_in: {name}")
        except ScenarioError as exc:
            raise ScenarioError(exc.detail, rule="03.8") from None
    if put_in and sum(put_in.values()) > pot:
        raise ScenarioError(f"put_in: {sum(put_in.values())} chips from earlier streets, more than the pot of {pot}",
                            rule="03.8")
    return put_in


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


# ------------------------------------------------------------------------------------------- streets
def _street_lists(data: dict, seats: tuple[str, ...],
                  game: Game | None = None) -> tuple[tuple[tuple[Street, tuple[Event, ...]], ...], bool]:
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
            out.append((street, _events(lines, seats, street=street, section=section, game=game)))
        return tuple(out), True
    street = parse_street(_get(data, "street", "preflop"))
    actions_raw = _get(data, "actions", [])
    if not isinstance(actions_raw, (list, tuple)):
        raise ScenarioError("actions: write a list of lines like '- A bet 100'")
    return ((street, _events(actions_raw, seats, street=street, section="action", game=game)),), False


def _events(lines: Sequence[Any], seats: tuple[str, ...], *, street: Street, section: str,
            game: Game | None) -> tuple[Event, ...]:
    events = tuple(parse_action(a, i, seats, street=street, section=section, game=game)
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
    player = str(player)
    if player not in seats:
        raise UnknownPlayerError(f"straddle: {player!r} is not seated (seats: {', '.join(seats)})")
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


#: Characters that take no space on screen although they are no format character (Hangul fillers, the blank
#: Braille pattern).
_BLANK = frozenset("\u115f\u1160\u3164\uffa0\u2800")


def _invisible(c: str) -> bool:
    """Whether a character shows as nothing or as a space: spaces (a no-break space included), control and
    format characters (a zero-width space, a joiner, a direction mark), unassigned and private ones."""
    return c in _BLANK or unicodedata.category(c) in ("Zs", "Zl", "Zp", "Cc", "Cf", "Co", "Cs", "Cn")


def _seats(data: dict, *, dead_small_blind: bool = False) -> tuple[str, ...]:
    seats_raw = data["seats"]
    if not isinstance(seats_raw, (list, tuple)) or not all(isinstance(s, (str, int)) and not isinstance(s, bool)
                                                          for s in seats_raw):
        raise ScenarioError(f"seats: {seats_raw!r} is not a list of player names")
    if any(isinstance(s, int) and abs(s) > MAX_AMOUNT for s in seats_raw):
        raise ScenarioError("seats: a player named by a huge number is not a usable name")
    seats = tuple(str(s) for s in seats_raw)
    if len(seats) < 2:
        raise ScenarioError(f"seats: {list(seats)} — a hand needs at least two players")
    if len(seats) > 10:
        raise ScenarioError(f"seats: {len(seats)} players; a table seats at most 10")
    dup = sorted({s for s in seats if seats.count(s) > 1})
    if dup:
        raise ScenarioError(f"seats: {', '.join(dup)} seated twice")
    for s in seats:
        hidden = next((c for c in s if _invisible(c)), None)
        if hidden is not None:
            raise ScenarioError(f"seats: {s!r} is not a usable name: it holds an invisible character "
                                f"(U+{ord(hidden):04X} {unicodedata.name(hidden, 'unnamed')}), which nobody reading "
                                f"the hand can see; a name has no spaces, invisible characters or quotes, at most 40 "
                                f"characters")
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
    for name, chips in value.items():
        name = str(name)
        if name not in seats:
            raise UnknownPlayerError(f"ante: {name!r} is not seated (seats: {', '.join(seats)})")
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
    for name, chips in stacks_raw.items():
        name = str(name)
        if name not in seats:
            raise UnknownPlayerError(f"stacks: {name!r} is not seated (seats: {', '.join(seats)})")
        stacks[name] = read_amount(chips, f"stacks: {name}")
    return stacks


def _blind_chips(data: dict, seats: tuple[str, ...]) -> dict[str, Chips]:
    raw = _get(data, "blind_chips", {})
    if not isinstance(raw, dict):
        raise ScenarioError(f"blind_chips: {raw!r} is not a mapping like {{BB: 1000}}", rule="IA-09")
    out: dict[str, Chips] = {}
    for name, spec in raw.items():
        name = str(name)
        if name not in seats:
            raise UnknownPlayerError(f"blind_chips: {name!r} is not seated (seats: {', '.join(seats)})", rule="IA-09")
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


#: Scenarios read lately, by their mapping's repr (types kept: 1 and "1" differ): ``rulescore check`` reads each entry's scenario twice
#: (once when the catalogue is loaded, to refuse an unreadable one, and once to rule it), 14 % of its time.
_READ: dict[tuple[str, frozenset[str]], Scenario] = {}
_READ_MAX = 512


def from_dict(data: Any, *, extra_keys: set[str] | frozenset[str] = frozenset()) -> Scenario:
    """Validate a mapping (parsed YAML, or built in Python with ints and strings, lists or tuples) into a
    :class:`Scenario` (frozen: the same mapping read again gives the same record, from a small cache)."""
    try:
        key = (repr(data), frozenset(extra_keys))
    except RecursionError:  # nested too deeply: the reading says so
        return _from_dict(data, extra_keys=extra_keys)
    found = _READ.get(key)
    if found is None:
        found = _from_dict(data, extra_keys=extra_keys)
        if len(_READ) >= _READ_MAX:
            _READ.pop(next(iter(_READ)))
        _READ[key] = found
    return found


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
    streets, whole = _street_lists(data, seats, game)
    ask = data.get("ask")
    if ask is not None:
        if isinstance(ask, bool) or not isinstance(ask, (str, int)):
            raise ScenarioError(f"ask: {ask!r} is not a player's name")
        ask = str(ask)
        if not ask.strip():
            raise ScenarioError("ask: the value is empty: name the player to rule for, or leave ask out")
        if ask not in seats:
            raise UnknownPlayerError(f"ask: {ask!r} is not seated (seats: {', '.join(seats)})")
    cap = read_amount(_get(data, "cap", 4), "cap")
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
        earlier=_put_in(data, seats, pot), streets=streets, whole_hand=whole, ask=ask, cap=cap,
        players_in_event=None if pie is None else read_amount(pie, "players_in_event"),
        showdown=parse_section(data, seats=seats, game=game), rules=rules, blind_chips=blind_chips,
    )
    _check_effect(sc, data)
    _check_small_amounts(sc)
    return sc


# ------------------------------------------------------------------------------------------- YAML text
_LOADER: Any = None


def _strict_loader() -> Any:
    """strictyaml's loader (imported on first use: the Python API with mappings never needs it), refusing
    YAML merge keys too: ``{<<: {A: 500}, A: 50000}`` would silently let one value replace the other."""
    global _LOADER
    if _LOADER is None:
        from strictyaml.parser import StrictYAMLLoader  # lazy: ~50 ms to import; mappings from Python never need it

        class Loader(StrictYAMLLoader):
            label = "scenario"
            allow_flow_style = True  # scenarios write lists and mappings inline: seats: [A, B]

            # Nesting is bounded while scanning: YAML libraries recurse once per level, and deep flow
            # nesting ([[[[...) is slow to scan long before Python's recursion limit is reached.
            def fetch_flow_collection_start(self, *args: Any, **kw: Any) -> Any:
                if len(self.flow_context) + len(self.indents) >= MAX_DEPTH:
                    raise _TooDeep(self.reader.line)
                return super().fetch_flow_collection_start(*args, **kw)

            def add_indent(self, column: int) -> bool:
                if len(self.flow_context) + len(self.indents) >= MAX_DEPTH:
                    raise _TooDeep(self.reader.line)
                return super().add_indent(column)

            def construct_scalar(self, node: Any) -> Any:
                value = super().construct_scalar(node)
                if value == "" and getattr(node, "style", None) in ('"', "'"):
                    return _QuotedEmpty()  # written "" on purpose: not an empty value
                return value

            def flatten_mapping(self, node: Any) -> Any:
                for key, _ in node.value:
                    if key.tag == "tag:yaml.org,2002:merge":
                        raise _MergeKey(key.start_mark.line)
                return super().flatten_mapping(node)

        _LOADER = Loader
    return _LOADER


class _QuotedEmpty(str):
    """An empty value written with quotes (``ask: ""``): a value that is empty, where a bare ``ask:`` is no
    value at all (the key as if left out)."""


class _Refused(Exception):
    """Raised by the loader (inside strictyaml's parse) at ``line``; turned into a ScenarioError."""

    def __init__(self, line: int) -> None:
        self.line = line


class _MergeKey(_Refused):
    pass


class _TooDeep(_Refused):
    pass


def read_yaml(text: str | bytes, *, name: str = "scenario") -> Any:
    """Read YAML text strictly into plain dicts, lists and strings (no other type: every scalar is the text
    as written, and :func:`from_dict` reads numbers from it). Refused, each with a one-line
    :class:`ScenarioError`: a text over :data:`MAX_TEXT` characters, a key given twice in one mapping, an
    anchor or alias, a merge key, a tag, and anything that is not YAML. An empty value (``ask:``) is
    ``None``, as if the key were left out.

    >>> read_yaml("seats: [No, on, 0100]\nstacks: {No: 1_500}")
    {'seats': ['No', 'on', '0100'], 'stacks': {'No': '1_500'}}
    """
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise ScenarioError(f"{name}: not UTF-8 text (byte {exc.start})") from None
    if not isinstance(text, str):
        raise ScenarioError(f"{name}: a scenario is YAML text or a mapping, not {type(text).__name__}")
    if len(text) > MAX_TEXT:
        raise ScenarioError(f"{name}: {len(text)} characters; a scenario is at most {MAX_TEXT} (a whole hand at a "
                            f"full table takes about 1,500)")
    # lazy: strictyaml (and its bundled ruamel) take ~50 ms to import; mappings from Python never need them
    from strictyaml import exceptions as sy
    from strictyaml.ruamel import YAMLError
    from strictyaml.ruamel import load as ruamel_load

    try:
        document = ruamel_load(text, Loader=_strict_loader())
        return _plain(document, name)
    except _TooDeep as exc:
        raise ScenarioError(f"{name} line {exc.line + 1}: nested more than {MAX_DEPTH} levels deep; a scenario "
                            f"needs three or four") from None
    except _MergeKey as exc:
        raise ScenarioError(f"{name} line {exc.line + 1}: the merge key << is not allowed (it lets one value "
                            f"silently replace another): write the keys out") from None
    except sy.DuplicateKeysDisallowed as exc:
        key = re.search(r"'(.*)'", str(exc.problem or ""))
        raise ScenarioError(f"{name}{_line(exc)}: the key {key.group(1) if key else ''!r} is given twice in one "
                            f"mapping; a scenario states each thing once (a second value would silently replace "
                            f"the first)") from None
    except sy.AnchorTokenDisallowed as exc:
        raise ScenarioError(f"{name}{_line(exc)}: YAML anchors and aliases (&name, *name) are not allowed: write "
                            f"each value out") from None
    except sy.TagTokenDisallowed as exc:
        raise ScenarioError(f"{name}{_line(exc)}: YAML tags (!!int, !name) are not allowed: write the value "
                            f"alone; amounts are read as whole chips, everything else as text") from None
    except YAMLError as exc:
        problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        if "another document" in str(problem):
            problem = "a scenario is one YAML document, and a second one starts here"
        raise ScenarioError(f"{name}{_line(exc)}: not valid YAML ({problem})") from None
    except RecursionError:
        raise ScenarioError(f"{name}: nested too deeply to be a scenario") from None


def _line(exc: Any) -> str:
    mark = getattr(exc, "problem_mark", None) or getattr(exc, "context_mark", None)
    line = getattr(mark, "line", None)
    return f" line {line + 1}" if line is not None else ""


def _plain(node: Any, name: str) -> Any:
    """strictyaml's document as plain dicts, lists and ``str`` (an empty mapping value is ``None``)."""
    if node is None:
        return None
    if isinstance(node, dict):
        out = {}
        for key, value in node.items():
            if not isinstance(key, str):
                raise ScenarioError(f"{name}: a key must be plain text, not {key!r}")
            empty = isinstance(value, str) and value == "" and not isinstance(value, _QuotedEmpty)
            out[str(key)] = None if empty else _plain(value, name)
        return out
    if isinstance(node, list):
        return [_plain(v, name) for v in node]
    return str(node)


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
                            f"rulescore.engine.ask_file({path!r}) (or rulescore.scenario.load), or pass the file's "
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
