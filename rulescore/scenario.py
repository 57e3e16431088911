"""Reading a scenario (the YAML format of DESIGN.md) into typed, validated events.

.. code-block:: yaml

    game: NLHE                 # NLHE (default) | PLO | PLO8 | LHE
    blinds: 50/100             # small/big; optional `ante: 25`
    street: flop               # preflop | flop | turn | river
    seats: [A, B, C, D, E]     # clockwise, first entry = small blind
    stacks: {B: 125, D: 200}   # chips behind at the start of the street; others are deep
    pot: 0                     # chips in the middle from earlier streets
    actions:
      - A bet 100
      - B allin
      - C push 1000+100x5      # silent chips
      - D says "raise 800"     # a verbal declaration
    ask: A

Amounts are street totals (``raise 1600`` is a raise *to* 1600; ``raise +1000`` is a raise *by* 1000).
Everything wrong with a scenario is a :class:`~rulescore.errors.ScenarioError` (or another
:class:`~rulescore.errors.RulesError`) whose one-line message names the key or the action.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from .betting import Game, Street
from .chips import Chips, parse_chips
from .errors import RulesError, ScenarioError, UnknownPlayerError

#: Verbs of a scenario action and what each takes.
VERBS = {
    "fold": None, "check": None, "call": None, "allin": None,
    "bet": "amount", "raise": "amount", "push": "chips", "says": "words",
}
#: Top-level keys a scenario may have. Later modules (showdown, procedure) add theirs here.
KEYS = {"game", "blinds", "ante", "street", "seats", "stacks", "pot", "actions", "ask", "cap",
        "players_in_event"}
SHOWDOWN_KEYS = {"button", "denominations", "board", "hands", "showdown", "put_in"}  # read by rulescore.showdown
KEYS |= SHOWDOWN_KEYS
#: Most chips any amount may name; above this a scenario is a typo, not poker.
MAX_AMOUNT = 10**12

_ACTION = re.compile(r"^\s*(\S+)\s+(\S+)(?:\s+(.*?))?\s*$")


@dataclass(frozen=True)
class Event:
    """One action of a scenario, as written and as parsed."""

    index: int
    """1-based position in ``actions``."""
    player: str
    """Who acted (a seated player)."""
    verb: str
    """One of :data:`VERBS`."""
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
    delivery: Any = None
    """For ``push`` / ``says``: how the action was made — chips, words, their order, earlier chips kept or
    pulled back, what the player was told, a TD's choice (a :class:`rulescore.declarations.Delivery`)."""

    @property
    def label(self) -> str:
        """``action 3 (C check)``: how error messages point at this action."""
        return f"action {self.index} ({self.written})"


@dataclass(frozen=True, kw_only=True)
class Scenario:
    """A validated scenario."""

    game: Game = Game.NLHE
    """The game (and so the betting structure)."""
    blinds: tuple[int, int]
    """(small blind, big blind)."""
    ante: int = 0
    """Per-player ante (preflop)."""
    street: Street = Street.PREFLOP
    """The street the actions are on."""
    seats: tuple[str, ...]
    """Players clockwise; the first is the small blind (first seat left of the button)."""
    stacks: dict[str, int] = field(default_factory=dict)
    """Chips behind at the start of the street; a player not listed is deep."""
    pot: int = 0
    """Chips in the middle from earlier streets."""
    actions: tuple[Event, ...] = ()
    """The actions in order."""
    ask: str | None = None
    """The player whose next decision is asked about (default: whoever is to act)."""
    cap: int = 4
    """Fixed limit: most bets and raises on a street."""
    players_in_event: int | None = None
    """Fixed limit: players left in the tournament (no cap with two, PL-52)."""
    showdown: Any = None
    """The showdown sections (``button``, ``denominations``, ``board``, ``hands``, ``showdown``) as a
    :class:`rulescore.showdown.Setup`, or ``None`` when the scenario has none."""


def _amount(value: Any, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, (int, str)):
        raise ScenarioError(f"{what}: {value!r} is not a whole number of chips")
    if isinstance(value, str):
        text = value.strip().replace(",", "").replace("_", "")
        if not re.fullmatch(r"-?\d+", text):
            raise ScenarioError(f"{what}: {value!r} is not a whole number of chips")
        if len(text) > 20:  # int() refuses very long digit strings; no tournament needs them
            raise ScenarioError(f"{what}: {text[:20]}... is more chips than any tournament has")
        value = int(text)
    if value < 0:
        raise ScenarioError(f"{what}: {value if value > -MAX_AMOUNT else 'a number'} is negative")
    if value > MAX_AMOUNT:
        raise ScenarioError(f"{what}: a number above {MAX_AMOUNT} is more chips than any tournament has")
    return value


def _blinds(value: Any) -> tuple[int, int]:
    if isinstance(value, str):
        parts = value.replace(" ", "").split("/")
    elif isinstance(value, (list, tuple)):
        parts = list(value)
    else:
        raise ScenarioError(f"blinds: {value!r} is not small/big like 50/100")
    if len(parts) != 2:
        raise ScenarioError(f"blinds: {value!r} is not small/big like 50/100")
    sb, bb = (_amount(p, "blinds") for p in parts)
    if bb <= 0 or sb > bb:
        raise ScenarioError(f"blinds: {value!r} needs a big blind above 0 and a small blind no larger")
    return sb, bb


def split_line(text: Any, *, index: int, what: str = "action", noun: str = "an action",
               form: str = "PLAYER VERB [AMOUNT]", example: str = "A bet 100") -> tuple[str, str, str, str, str | None]:
    """Split one scenario line (an action, a showdown event) into ``(written, label, player, verb, rest)``;
    ``label`` (``action 3 (C check)``) is how error messages point at the line."""
    if not isinstance(text, str):
        raise ScenarioError(f"{what} {index} ({text!r}): write {noun} as text like '{example}'")
    written = " ".join(text.split())
    label = f"{what} {index} ({written})"
    m = _ACTION.match(text)
    if not m:
        raise ScenarioError(f"{label}: write {form}, like '{example}'")
    return written, label, m.group(1), m.group(2).lower(), m.group(3)


def parse_action(text: Any, index: int, seats: tuple[str, ...]) -> Event:
    """Read one action line such as ``"B raise 1600"``."""
    written, label, player, verb, rest = split_line(text, index=index)
    if player.lower() == "dealer" and player not in seats:
        return _dealer_event(index, verb, rest, written, label)
    if player not in seats:
        raise UnknownPlayerError(f"{label}: {player!r} is not seated (seats: {', '.join(seats)})")
    if verb == "all-in":
        verb = "allin"
    if verb not in VERBS:
        raise ScenarioError(f"{label}: unknown verb {verb!r} (verbs: {', '.join(VERBS)})")
    takes = VERBS[verb]
    if takes is None:
        if rest:
            raise ScenarioError(f"{label}: {verb} takes no amount")
        return Event(index=index, player=player, verb=verb, written=written)
    if not rest:
        raise ScenarioError(f"{label}: {verb} needs {'an amount' if takes == 'amount' else takes}")
    if takes == "amount":
        by = rest.startswith("+")
        if rest.startswith("to "):
            rest = rest[3:]
        value = _amount(rest.lstrip("+"), label)
        if value == 0:
            raise ScenarioError(f"{label}: a {verb} of 0 is no {verb}")
        if by and verb != "raise":
            raise ScenarioError(f"{label}: '+N' is for raises (raise +1000 = raise by 1000)")
        return Event(index=index, player=player, verb=verb, amount=value, by=by, written=written)
    # push CHIPS / says "WORDS", with the clauses of rulescore.declarations (says, push, kept, pulled,
    # swept, told, td).
    from .declarations import parse_delivery

    try:
        d = parse_delivery(verb, rest)
    except RulesError as exc:
        raise exc.at(label) from None
    return Event(index=index, player=player, verb=verb, chips=d.chips, words=d.words, written=written, delivery=d)


#: What the dealer may do in a scenario (``dealer counts 9500``), ruled by :mod:`rulescore.procedure`:
#: ``counts N`` announces the pot-limit maximum for the player to act (PL-54A); ``recounts`` is the moment
#: an incorrect amount is found (08.8, IA-12); ``deals`` is the next card coming out (ends corrections).
DEALER_VERBS = {"counts": "amount", "recounts": None, "deals": None}


def _dealer_event(index: int, verb: str, rest: str | None, written: str, label: str) -> Event:
    if verb not in DEALER_VERBS:
        raise ScenarioError(f"{label}: the dealer can only {', '.join(DEALER_VERBS)} (e.g. 'dealer counts 9500')")
    if DEALER_VERBS[verb] is None:
        if rest:
            raise ScenarioError(f"{label}: dealer {verb} takes no amount")
        return Event(index=index, player="dealer", verb=verb, written=written)
    if not rest:
        raise ScenarioError(f"{label}: dealer {verb} needs an amount")
    return Event(index=index, player="dealer", verb=verb, amount=_amount(rest, label), written=written)


def _huge_number(value: Any, seen: set[int]) -> bool:
    """Whether ``value`` holds an integer too long to print (Python refuses str() past 4300 digits)."""
    if isinstance(value, int):
        return abs(value) > 10**100
    if isinstance(value, (list, dict)) and id(value) not in seen:  # YAML anchors can make cycles
        seen.add(id(value))
        items = [x for kv in value.items() for x in kv] if isinstance(value, dict) else value
        return any(_huge_number(x, seen) for x in items)
    return False


def from_dict(data: Any, *, extra_keys: set[str] | frozenset[str] = frozenset()) -> Scenario:
    """Validate a mapping (parsed YAML) into a :class:`Scenario`."""
    if _huge_number(data, set()):
        raise ScenarioError("a number with more than 100 digits is not chips, a name or anything a scenario holds")
    if not isinstance(data, dict):
        raise ScenarioError(f"a scenario is a mapping of keys (game, blinds, seats, actions, ...), not {type(data).__name__}")
    unknown = set(map(str, data)) - KEYS - set(extra_keys)
    if unknown:
        raise ScenarioError(f"unknown key(s) {', '.join(repr(k) for k in sorted(unknown))} "
                            f"(known: {', '.join(sorted(KEYS | set(extra_keys)))})")
    for key in ("blinds", "seats"):
        if key not in data:
            raise ScenarioError(f"missing key {key!r}")
    seats_raw = data["seats"]
    if not isinstance(seats_raw, list) or not all(isinstance(s, (str, int)) and not isinstance(s, bool) for s in seats_raw):
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
        if not re.fullmatch(r"[^\s\"']{1,40}", s):
            raise ScenarioError(f"seats: {s!r} is not a usable name (no spaces or quotes, at most 40 characters)")
    stacks_raw = data.get("stacks") or {}
    if not isinstance(stacks_raw, dict):
        raise ScenarioError(f"stacks: {stacks_raw!r} is not a mapping like {{B: 125}}")
    stacks: dict[str, int] = {}
    for name, chips in stacks_raw.items():
        name = str(name)
        if name not in seats:
            raise UnknownPlayerError(f"stacks: {name!r} is not seated (seats: {', '.join(seats)})")
        stacks[name] = _amount(chips, f"stacks: {name}")
    actions_raw = data.get("actions") or []
    if not isinstance(actions_raw, list):
        raise ScenarioError("actions: write a list of lines like '- A bet 100'")
    events = tuple(parse_action(a, i, seats) for i, a in enumerate(actions_raw, start=1))
    ask = data.get("ask")
    if ask is not None:
        ask = str(ask)
        if ask not in seats:
            raise UnknownPlayerError(f"ask: {ask!r} is not seated (seats: {', '.join(seats)})")
    cap = _amount(data.get("cap", 4), "cap")
    if cap < 1:
        raise ScenarioError("cap: the cap must allow at least one bet")
    pie = data.get("players_in_event")
    return Scenario(
        game=Game.parse(data.get("game", "NLHE")),
        blinds=_blinds(data["blinds"]),
        ante=_amount(data.get("ante", 0), "ante"),
        street=Street.parse(data.get("street", "preflop")),
        seats=seats,
        stacks=stacks,
        pot=_amount(data.get("pot", 0), "pot"),
        actions=events,
        ask=ask,
        cap=cap,
        players_in_event=None if pie is None else _amount(pie, "players_in_event"),
        showdown=_showdown_section(data, seats),
    )


def _showdown_section(data: dict, seats: tuple[str, ...]):
    if not SHOWDOWN_KEYS & set(map(str, data)):
        return None  # no showdown: do not import rulescore.showdown (it loads pokerkit, slow to start)
    from .showdown import parse_section  # the showdown keys are read by rulescore.showdown

    return parse_section(data, seats=seats, game=Game.parse(data.get("game", "NLHE")))


def loads(text: str, *, name: str = "scenario") -> Scenario:
    """Parse YAML text into a :class:`Scenario`."""
    if not isinstance(text, (str, bytes)):
        raise ScenarioError(f"{name}: a scenario is YAML text or a mapping, not {type(text).__name__}")
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" line {mark.line + 1}" if mark is not None else ""
        problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        raise ScenarioError(f"{name}{where}: not valid YAML ({problem})") from None
    except RecursionError:
        raise ScenarioError(f"{name}: nested too deeply to be a scenario") from None
    except Exception as exc:  # PyYAML's constructors on odd input: IndexError for `!!int ''`, ValueError
        # for a number too long for int(), ...; only yaml.safe_load runs in this try.
        raise ScenarioError(f"{name}: not a usable scenario ({type(exc).__name__}: {str(exc).split(';')[0]})") from None
    return from_dict(data)


def load(path: str | Path) -> Scenario:
    """Read a scenario file."""
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise ScenarioError(f"{path}: cannot read the scenario ({exc.__class__.__name__}: {exc})") from None
    return loads(text, name=str(path))
