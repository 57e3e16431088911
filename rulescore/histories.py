"""Hand histories in and out: PHH files and the poker sites' text histories read into scenarios through
``pokerkit.notation``, and scenarios written back as PHH.

Reading. pokerkit (MIT) reads the PHH format (``HandHistory.loads`` / ``loads_all``) and the text histories
of PokerStars, Full Tilt, iPoker, Absolute, Ongame and PartyPoker (``HandHistory.from_pokerstars`` and its
siblings), giving one ``HandHistory`` per hand. This module never parses a history itself: it takes
pokerkit's ``HandHistory`` fields (variant, antes, blinds or straddles, bet sizes, starting stacks, the
action strings) and writes them as a scenario mapping that :func:`rulescore.scenario.from_dict` validates
like any other. The betting lines stay PHH's own verbs, ``cc`` and ``cbr N``, which rulescore's engine
resolves from its own table state (a check or a call; a bet or a raise).

How a history becomes a scenario (decisions of this module, said in :attr:`History.notes` where a hand
needs them):

* **Games.** PHH ``NT`` is ``NLHE``, ``PO`` is ``PLO``, ``FT`` is ``LHE`` and ``FO/8`` is ``LO8``. Every other
  variant pokerkit knows (stud, razz, the draw games, badugi, short-deck) is refused in one line naming
  the game; so is a site history whose game pokerkit's reader for that site does not read.
* **Seats** are named by position, clockwise from the first seat left of the button (``SB``, ``BB``,
  ``UTG`` ... ``CO``, ``BTN``), as the scenario format lists them; :attr:`History.players` maps each to the
  name in the history. Heads-up PHH numbers the big blind ``p1`` and the button (the small blind) ``p2``;
  the scenario lists the small blind first, as it always does.
* **Amounts.** Cash-game histories give dollars and cents (``0.50``). Every amount of the hand is
  multiplied by 100 (:attr:`History.scale`; a larger power of ten if an amount has more than two decimal
  places), so a ruling's chips are cents; the scale is shown with the ruling. Whole amounts stay as
  they are (scale 1).
* **Blinds.** ``blinds_or_straddles = [sb, bb, 0, ...]`` are the blinds, a third entry a straddle. A hand
  with one forced bet of the big blind's size (``[200, 0, 0, 0]``) is a dead small blind: nobody posted it
  and the first seat posted the big blind (``dead_small_blind: true``); its size is not in the history, and
  the scenario takes half the big blind (it matters only to the pot-limit count, TDA 54-B). A blind posted
  by a player out of position (pokerkit's negative entries) and two straddles are refused.
* **Antes.** Equal antes are ``ante``; one ante from the big blind alone is ``bb_ante``; antes that differ
  otherwise are given seat by seat.
* **Cards.** Hole cards dealt or shown face up and the board are given as ``hands`` and ``board`` when they
  are enough to settle the hand (every player still in at the end has known cards, or one player is left),
  so the ruling shows the showdown and the awards; unknown cards (``????``) are left out.
* **Streets.** Each street with at least one player action is a street of the scenario; streets dealt
  with nobody left to bet (an all-in run-out) have no lines.

Writing (:func:`to_phh`): a scenario's actions *as ruled* (a silent push or a spoken declaration enters
as the bet, call or fold it was ruled to be, with the line as written kept as the action's comment),
with its blinds, antes and stacks, as PHH text that ``pokerkit.notation.HandHistory.loads`` reads back.
"""

from __future__ import annotations

import contextlib
import io
import re
import tomllib
import warnings
from collections.abc import Iterable
from dataclasses import dataclass, field
from decimal import Decimal
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .engine import apply_event, first_round, play
from .errors import RulesError, ScenarioError, UnsupportedError
from .scenario import BOARD_AT, coerce, from_dict, parse_action, parse_cards, parse_street
from .vocabulary import BETTING_VERBS, PLAYED, STREETS, ActionKind, Game, Street, Structure
from .vocabulary import GAMES as GAME_NAMES

if TYPE_CHECKING:
    from pokerkit import HandHistory

#: The sites' text formats: ``--format`` name -> (pokerkit's ``HandHistory`` reader, the site's name).
SITES = {
    "pokerstars": ("from_pokerstars", "PokerStars"),
    "fulltilt": ("from_full_tilt_poker", "Full Tilt Poker"),
    "ipoker": ("from_ipoker_network", "iPoker Network"),
    "absolute": ("from_absolute_poker", "Absolute Poker"),
    "ongame": ("from_ongame_network", "Ongame Network"),
    "partypoker": ("from_partypoker", "PartyPoker"),
}
#: Every format :func:`read` takes (``phh`` reads ``.phhs`` files of several hands too).
FORMATS = ("phh", *SITES)
#: PHH variant codes rulescore rules, and the scenario's game for each.
GAMES = {"NT": "NLHE", "PO": "PLO", "FT": "LHE", "FO/8": "LO8"}
#: The other variants pokerkit knows, named for the one-line refusal.
OTHER_GAMES = {
    "NS": "no-limit short-deck hold'em", "F7S": "seven-card stud", "F7S/8": "seven-card stud hi/lo",
    "FR": "razz", "N2L1D": "no-limit 2-7 single draw", "F2L3D": "2-7 triple draw", "FB": "badugi",
}
#: Words on a site history's first line that name a game rulescore does not rule (for the refusal).
_SITE_GAME_WORDS = (("razz", "razz"), ("stud", "stud"), ("badugi", "badugi"), ("triple draw", "2-7 triple draw"),
                    ("single draw", "2-7 single draw"), ("draw", "draw poker"), ("5 card", "draw poker"),
                    ("omaha", "Omaha"), ("pot limit", "pot-limit hold'em"), ("fixed limit", "limit hold'em"),
                    ("limit", "limit poker"))
#: A line that posts an ante, in any site's words (the readers that leave antes out make the hand unreadable).
_ANTE = re.compile(r"(?im)^(?!.*\btable\b).*\bantes?\b.*\d")
#: Scenario game -> PHH variant code (for :func:`to_phh`).
VARIANTS = {"NLHE": "NT", "PLO": "PO", "LHE": "FT", "LO8": "FO/8"}
#: Chips written for a player whose stack a scenario leaves out (deep), when it is exported as PHH.
DEEP = 10**9
#: Most decimal places an amount may have (cents need 2).
MAX_DECIMALS = 4
_STREETS = STREETS
#: The board cards each street deals (scenario.BOARD_AT counts them in all).
_CARDS_ON = {s.value: BOARD_AT[s] - BOARD_AT[prev] for prev, s in zip(Street, list(Street)[1:])}


# ------------------------------------------------------------------------------------------- the record
@dataclass(frozen=True)
class Action:
    """One player's action of a history, where the scenario has it."""

    number: int
    """1-based among the hand's player actions (what ``--at`` counts)."""
    street: str
    """``preflop`` ... ``river``."""
    line: str
    """The scenario line (``UTG cbr 600``)."""
    written: str
    """The history's own action string (``p3 cbr 6.00``)."""


@dataclass(frozen=True)
class History:
    """One hand read from a hand history, as a scenario."""

    scenario: dict
    """The scenario mapping (:func:`rulescore.scenario.from_dict` reads it; :func:`rulescore.ask` rules it)."""
    source: str
    """The file (or ``<text>``)."""
    format: str
    """One of :data:`FORMATS`."""
    hand: int
    """1-based position of the hand in the file."""
    hands: int
    """Hands in the file."""
    variant: str
    """pokerkit's variant code (``NT``, ``PO``, ``FT``, ``FO/8``)."""
    scale: int
    """Chips per unit of the history: 1 for chips, 100 for dollars and cents."""
    players: dict[str, str]
    """Seat name -> the player's name in the history (empty when the history names nobody)."""
    actions: tuple[Action, ...]
    """Every player action, in order."""
    finishing_stacks: dict[str, int] | None = None
    """The history's own finishing stacks by seat (scaled), when it gives them."""
    winnings: dict[str, int] | None = None
    """The history's own winnings by seat (scaled), when it gives them."""
    currency: str = ""
    """The currency symbol the history gives (``$``), or empty."""
    notes: tuple[str, ...] = ()
    """Decisions this module took for the hand (a small blind's size not in the history, ...)."""
    event: str = ""
    """The event, venue or site the history names."""
    phh: HandHistory | None = field(default=None, repr=False, compare=False)
    """pokerkit's own record of the hand."""

    @property
    def game(self) -> str:
        return GAMES[self.variant]

    def cut(self, k: int) -> dict:
        """The scenario before the ``k``-th player action (1-based; ``len(actions) + 1`` is the hand after its
        last action): :func:`cut` of :attr:`scenario`."""
        return cut(self.scenario, k)

    def describe(self, *, at: int | None = None) -> list[str]:
        """Lines shown above a ruling: where the hand comes from, the seats, the scale, the cut."""
        fmt = "PHH" if self.format == "phh" else SITES[self.format][1]
        n = len(self.scenario["seats"])
        where = f"hand {self.hand} of {self.hands} in {self.source}" if self.hands > 1 else self.source
        head = f"{where} ({fmt}; {self.game}, {n} players"
        if self.scale != 1:
            cents = f"{self.currency}{Decimal(1) / self.scale}"
            head += f"; amounts x{self.scale}: 1 chip = {cents}"
        lines = [head + ")"]
        if self.event:
            lines.append(f"event: {self.event}")
        if self.players:
            lines.append("seats: " + ", ".join(f"{seat} = {name}" for seat, name in self.players.items()))
        lines += [f"note: {note}" for note in self.notes]
        if at is not None:
            if at <= len(self.actions):
                a = self.actions[at - 1]
                lines.append(f"ruled before action {at} of {len(self.actions)} ({a.street}: {a.line}; the history "
                             f"writes {a.written})")
            else:
                lines.append(f"ruled after the last action ({len(self.actions)} actions)")
        return lines

    def to_dict(self, *, at: int | None = None) -> dict:
        """The ``history`` object of ``rulescore ask --json`` on a history."""
        d: dict[str, Any] = {"source": self.source, "format": self.format, "hand": self.hand, "hands": self.hands,
                             "variant": self.variant, "game": self.game, "scale": self.scale,
                             "players": dict(self.players), "actions": len(self.actions), "notes": list(self.notes)}
        if self.currency:
            d["currency"] = self.currency
        if self.event:
            d["event"] = self.event
        if self.finishing_stacks is not None:
            d["finishing_stacks"] = dict(self.finishing_stacks)
        if self.winnings is not None:
            d["winnings"] = dict(self.winnings)
        if at is not None:
            d["at"] = at
        return d


# ------------------------------------------------------------------------------------------- reading
def _kit() -> Any:
    from pokerkit import HandHistory  # lazy: ~0.4 s to import; a YAML scenario never needs it

    return HandHistory


def read(path: str | Path, *, format: str | None = None, hand: int | None = None) -> History:
    """Read hand ``hand`` (1-based; needed when the file holds several) of the history file ``path``.
    ``format``: one of :data:`FORMATS`; by default ``phh`` for ``.phh`` and ``.phhs`` files."""
    fmt, text = _file(path, format)
    return loads(text, format=fmt, hand=hand, source=str(path))


def read_all(path: str | Path, *, format: str | None = None) -> list[History | RulesError]:
    """Every hand of the history file ``path``, in file order: a :class:`History`, or in its place the
    one-line :class:`~rulescore.errors.RulesError` that refuses it (a game rulescore does not rule, ...)."""
    fmt, text = _file(path, format)
    found = _hands(text, fmt, str(path))
    out: list[History | RulesError] = []
    for k, item in enumerate(found, start=1):
        if isinstance(item, RulesError):
            out.append(item)
            continue
        try:
            out.append(from_hand_history(item, source=str(path), format=fmt, hand=k, hands=len(found)))
        except RulesError as exc:
            out.append(exc)
    return out


def _file(path: str | Path, format: str | None) -> tuple[str, str]:
    """``(format, text)`` of a history file (the format guessed from its name when not given)."""
    fmt = format or guess_format(path)
    if fmt is None:
        raise ScenarioError(f"{path}: not a .phh or .phhs file; name the history's format with --format "
                            f"({', '.join(FORMATS)})")
    try:
        raw = Path(path).read_bytes()
    except OSError as exc:
        raise ScenarioError(f"{path}: cannot read the history ({exc.__class__.__name__}: {exc})") from None
    try:
        return fmt, raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise ScenarioError(f"{path}: not UTF-8 text (byte {exc.start})") from None


def _hands(text: str, fmt: str, source: str) -> list[Any]:
    """pokerkit's reading of every hand of ``text`` (a refusal in place of a hand it cannot read)."""
    if fmt not in FORMATS:
        raise ScenarioError(f"format {fmt!r}: choose one of {', '.join(FORMATS)}")
    return _phh_hands(text, source) if fmt == "phh" else _site_hands(text, fmt, source)


def guess_format(path: str | Path) -> str | None:
    """``phh`` for a ``.phh`` / ``.phhs`` file, else ``None`` (a site history needs ``--format``)."""
    return "phh" if Path(path).suffix.lower() in (".phh", ".phhs") else None


def loads(text: str, *, format: str = "phh", hand: int | None = None, source: str = "<text>") -> History:
    """Read hand ``hand`` (1-based) of a history given as text (see :func:`read`)."""
    found = _hands(text, format, source)
    k = _choose(len(found), hand, source)
    item = found[k - 1]
    if isinstance(item, RulesError):
        raise item
    return from_hand_history(item, source=source, format=format, hand=k, hands=len(found))


def _choose(count: int, hand: int | None, source: str) -> int:
    if count == 0:
        raise ScenarioError(f"{source}: no hand found in the history")
    if hand is None:
        if count > 1:
            raise ScenarioError(f"{source}: {count} hands in the history; choose one with --hand N (1 to {count})")
        return 1
    if not 1 <= hand <= count:
        raise ScenarioError(f"{source}: --hand {hand}, but the history has {count} hand{'s' * (count != 1)} "
                            f"(1 to {count})")
    return hand


def _phh_hands(text: str, source: str) -> list[Any]:
    """pokerkit's ``HandHistory`` objects of a PHH text: one hand, or the sections of a ``.phhs`` file (a
    file with section headers, ``[1]``)."""
    hh = _kit()
    out: list[Any] = []
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # pokerkit warns of unexpected fields; they are kept, not needed
        try:
            if _SECTION.search(text):
                out = list(hh.loads_all(text))
            else:
                out = [hh.loads(text)]
        except tomllib.TOMLDecodeError as exc:
            raise ScenarioError(f"{source}: not PHH ({' '.join(str(exc).split())})") from None
        except (TypeError, ValueError, KeyError, AttributeError) as exc:
            raise ScenarioError(f"{source}: pokerkit cannot read this PHH ({_one_line(exc)})") from None
    return out


#: A section header of a ``.phhs`` file (``[1]``): one hand per section.
_SECTION = re.compile(r"(?m)^[ \t]*\[[^\[\]\n]+\][ \t]*(#.*)?$")


def _site_hands(text: str, format: str, source: str) -> list[Any]:
    """One pokerkit ``HandHistory`` per hand of a site's text history (an error in place of a hand the site
    reader cannot read, so hand numbers stay those of the file)."""
    from pokerkit import notation  # lazy: ~0.4 s to import; only a site's history needs it

    method, site = SITES[format]
    parser_class = {"from_pokerstars": notation.PokerStarsParser,
                    "from_full_tilt_poker": notation.FullTiltPokerParser,
                    "from_ipoker_network": notation.IPokerNetworkParser,
                    "from_absolute_poker": notation.AbsolutePokerParser,
                    "from_ongame_network": notation.OngameNetworkParser,
                    "from_partypoker": notation.PartyPokerParser}[method]
    chunks = re.findall(parser_class.HAND, text)
    if not chunks:
        raise ScenarioError(f"{source}: no {site} hand found (is the format right? --format {format})")
    read = getattr(_kit(), method)
    out: list[Any] = []
    for k, chunk in enumerate(chunks, start=1):
        sink = io.StringIO()
        try:
            # pokerkit prints a traceback for a hand it cannot read before it raises: keep it off the terminal
            with contextlib.redirect_stderr(sink), warnings.catch_warnings():
                warnings.simplefilter("ignore")
                got = list(read(chunk + "\n\n\n", error_status=True))
        except (ValueError, KeyError, IndexError, TypeError) as exc:
            out.append(_site_refusal(chunk, site, k, source, exc, parser_class.VARIANT.search(chunk) is None))
            continue
        if len(got) != 1:
            out.append(ScenarioError(f"{source}: hand {k}: {site} reader found {len(got)} hands in one"))
            continue
        if parser_class.ANTE_POSTING is notation.UNMATCHABLE_PATTERN and _ANTE.search(chunk):
            out.append(UnsupportedError(f"{source}: hand {k}: the hand has antes, and pokerkit's {site} reader "
                                        f"leaves them out (it reads no ante line of {site}), so its stacks and pots "
                                        f"would be wrong: rulescore does not rule it"))
            continue
        out.append(got[0])
    return out


def _site_refusal(chunk: str, site: str, k: int, source: str, exc: Exception, other_game: bool) -> RulesError:
    """The one-line refusal of a hand pokerkit's reader for ``site`` cannot read: a game it does not read
    (pokerkit's own pattern for the game finds none), named from the hand's first line, or another reason."""
    first = chunk.strip().splitlines()[0].strip() if chunk.strip() else ""
    low = first.lower()
    if other_game:
        game = next((name for word, name in _SITE_GAME_WORDS if word in low), None)
        what = f"this hand is {game}" if game else "this hand's game is not one it reads"
        return UnsupportedError(f"{source}: hand {k}: pokerkit's {site} reader reads no-limit hold'em only, and "
                                f"{what} (first line: {first[:100]!r}); rulescore rules hold'em and Omaha")
    return ScenarioError(f"{source}: hand {k}: pokerkit's {site} reader cannot read it ({_one_line(exc)}; first "
                         f"line: {first[:100]!r})")


def _one_line(exc: Exception) -> str:
    text = " ".join(str(exc).split())
    return text[:200] + ("..." if len(text) > 200 else "")


# ------------------------------------------------------------------------------------------- hand -> scenario
#: Seat names by table size, clockwise from the first seat left of the button.
POSITIONS = {
    2: ("SB", "BB"), 3: ("SB", "BB", "BTN"), 4: ("SB", "BB", "UTG", "BTN"), 5: ("SB", "BB", "UTG", "CO", "BTN"),
    6: ("SB", "BB", "UTG", "HJ", "CO", "BTN"), 7: ("SB", "BB", "UTG", "LJ", "HJ", "CO", "BTN"),
    8: ("SB", "BB", "UTG", "UTG+1", "LJ", "HJ", "CO", "BTN"),
    9: ("SB", "BB", "UTG", "UTG+1", "UTG+2", "LJ", "HJ", "CO", "BTN"),
    10: ("SB", "BB", "UTG", "UTG+1", "UTG+2", "MP", "LJ", "HJ", "CO", "BTN"),
}


def seat_names(n: int, *, dead_small_blind: bool = False) -> tuple[str, ...]:
    """Position names for ``n`` players (with a dead small blind: the names of ``n + 1`` seats less ``SB``).

    >>> seat_names(6)
    ('SB', 'BB', 'UTG', 'HJ', 'CO', 'BTN')
    >>> seat_names(4, dead_small_blind=True)
    ('BB', 'UTG', 'CO', 'BTN')
    """
    if dead_small_blind:
        return POSITIONS[n + 1][1:]
    return POSITIONS[n]


def _decimals(value: Any) -> int:
    if isinstance(value, Decimal):
        exponent = value.normalize().as_tuple().exponent
        return max(0, -exponent) if isinstance(exponent, int) else 0
    return 0


#: Fewest decimal places amounts with a fraction are scaled by: cents, as money is written (a hand whose
#: amounts happen to have one decimal is still ruled in cents, like the other hands of its table).
MIN_DECIMALS = 2


def _amounts(hh: Any) -> Iterable[Any]:
    for name in ("antes", "blinds_or_straddles", "starting_stacks", "finishing_stacks", "winnings"):
        yield from getattr(hh, name, None) or ()
    for name in ("min_bet", "small_bet", "big_bet"):
        if getattr(hh, name, None) is not None:
            yield getattr(hh, name)
    for action in hh.actions:
        words = action.split("#")[0].split()
        if len(words) == 3 and words[1] == "cbr":
            with contextlib.suppress(ArithmeticError, ValueError):
                yield Decimal(words[2].replace(",", ""))


def scale_of(hh: Any) -> int:
    """Chips per unit of the hand's amounts: 1 when all are whole, else 100 (cents), or the power of ten that
    makes amounts of more than two decimal places whole."""
    places = max((_decimals(v) for v in _amounts(hh)), default=0)
    if places:
        places = max(places, MIN_DECIMALS)
    if places > MAX_DECIMALS:
        raise UnsupportedError(f"an amount with {places} decimal places: rulescore scales amounts to whole "
                               f"chips with at most {MAX_DECIMALS}")
    return 10**places


def _whole(value: Any, scale: int, what: str) -> int:
    number = Decimal(value) * scale
    if number != number.to_integral_value():
        raise ScenarioError(f"{what}: {value} is not a whole number of units at scale {scale}")
    return int(number)


def from_hand_history(hh: Any, *, source: str = "<text>", format: str = "phh", hand: int = 1,
                      hands: int = 1) -> History:
    """The scenario of one pokerkit ``HandHistory`` (see the module docstring for every decision)."""
    where = f"{source}: hand {hand}" if hands > 1 else source
    variant = hh.variant
    if variant not in GAMES:
        name = OTHER_GAMES.get(variant, f"variant {variant!r}")
        raise UnsupportedError(f"{where}: {name} (PHH variant {variant}): rulescore rules hold'em and Omaha only "
                               f"({', '.join(GAME_NAMES)})")
    try:
        return _convert(hh, where=where, source=source, format=format, hand=hand, hands=hands)
    except RulesError as exc:
        if exc.detail.startswith(where):
            raise
        raise type(exc)(f"{where}: {exc.detail}", rule=exc.rule) from None


def _convert(hh: Any, *, where: str, source: str, format: str, hand: int, hands: int) -> History:
    game = GAMES[hh.variant]
    scale = scale_of(hh)
    n = len(hh.starting_stacks)
    if not 2 <= n <= 10:
        raise UnsupportedError(f"{n} players; a table seats 2 to 10")
    notes: list[str] = []

    def chips(value: Any, what: str) -> int:
        return _whole(value, scale, what)

    # pokerkit's player index -> seat index (heads-up PHH numbers the big blind p1 and the button p2)
    order = [1, 0] if n == 2 else list(range(n))
    forced = [chips(v, "blinds_or_straddles") for v in (hh.blinds_or_straddles or [0] * n)]
    antes = [chips(v, "antes") for v in (hh.antes or [0] * n)]
    if len(forced) != n or len(antes) != n:
        raise ScenarioError(f"antes and blinds_or_straddles need one entry per player ({n})")
    if any(v < 0 for v in forced):
        who = next(i for i, v in enumerate(forced) if v < 0)
        raise UnsupportedError(f"a blind posted by seat {who + 1} out of position (a player coming into the game; "
                               f"blinds_or_straddles {_listed(hh.blinds_or_straddles)}): rulescore rules the blinds of "
                               f"the seats left of the button only")
    fixed = Game(game).structure is Structure.FIXED_LIMIT
    if fixed:
        small, big_bet = chips(hh.small_bet, "small_bet"), chips(hh.big_bet, "big_bet")
        bb = small
        notes.append("fixed limit: PHH records no cap; the scenario takes one bet and four raises a street "
                     "(cap: 5), as WSOP rules do (rule 100-b)")
        if big_bet != 2 * small:
            raise UnsupportedError(f"big_bet {hh.big_bet} is not twice small_bet {hh.small_bet}: rulescore's fixed "
                                   f"limit doubles the bet on the turn")
    else:
        bb = chips(hh.min_bet, "min_bet")
    dead_sb = False
    straddle = None
    if forced[0] > 0 and forced[1] > 0:
        sb, big = forced[0], forced[1]
        if big != bb:
            raise UnsupportedError(f"the big blind of {big} is not the minimum bet of {bb}")
        rest = forced[2:]
        if rest and rest[0] > 0:
            straddle = rest[0]
            rest = rest[1:]
        if any(rest):
            raise UnsupportedError(f"blinds_or_straddles {_listed(hh.blinds_or_straddles)}: more than one straddle; "
                                   f"rulescore rules one live straddle")
    elif forced[0] > 0 and not any(forced[1:]):
        if forced[0] != bb or n < 3:
            raise UnsupportedError(f"only one blind of {forced[0]} is posted and it is not the big blind of {bb}")
        dead_sb, sb = True, bb // 2
        notes.append(f"dead small blind: nobody posted it, and the first seat left of the button posted the big "
                     f"blind of {bb}; the small blind's size is not in the history, taken as {sb}")
    else:
        raise UnsupportedError(f"blinds_or_straddles {_listed(hh.blinds_or_straddles)}: rulescore rules hands with "
                               f"a small and a big blind, or a dead small blind")
    if sb > bb:
        raise UnsupportedError(f"a small blind of {sb} above the big blind of {bb}")
    seats = seat_names(n, dead_small_blind=dead_sb)
    name_of = {k: seats[order[k]] for k in range(n)}  # pokerkit index -> seat name
    stacks = {name_of[k]: chips(v, "starting_stacks") for k, v in enumerate(hh.starting_stacks)}
    data: dict[str, Any] = {"game": game, "blinds": [sb, bb], "seats": list(seats),
                            "stacks": {s: stacks[s] for s in seats}}
    if fixed:
        data["cap"] = 5
    if dead_sb:
        data["dead_small_blind"] = True
    if straddle:  # posted by the seat after the big blind (never with a dead small blind: that hand has one blind)
        data["straddle"] = {"player": seats[2], "amount": straddle}
    big_seat = 0 if dead_sb else 1
    seat_antes = {seats[i]: a for i, a in enumerate(antes) if a}  # antes are listed in seat order
    if seat_antes:
        if len(set(seat_antes.values())) == 1 and len(seat_antes) == n:
            data["ante"] = next(iter(seat_antes.values()))
        elif list(seat_antes) == [seats[big_seat]]:
            data["bb_ante"] = seat_antes[seats[big_seat]]
        else:
            data["ante"] = seat_antes
    streets: dict[str, list[str]] = {"preflop": []}
    street = 0
    board: list[str] = []
    hole: dict[str, str] = {}
    folded: set[str] = set()
    actions: list[Action] = []
    for raw in hh.actions:
        words = raw.split("#")[0].split()
        if not words:
            continue
        if words[0] == "d":
            if len(words) == 3 and words[1] == "db":
                street += 1
                if street > 3:
                    raise UnsupportedError(f"{raw!r}: more than three board dealings (a run-it-twice board is "
                                           f"not read)")
                board += _cards(words[2])
            elif len(words) == 4 and words[1] == "dh":
                cards = _cards(words[3])
                if cards and "?" not in words[3]:
                    hole[name_of[_player(words[2], n, raw)]] = " ".join(cards)
            else:
                raise UnsupportedError(f"action {raw!r}: a dealing rulescore does not read")
            continue
        actor = name_of[_player(words[0], n, raw)]
        verb = words[1] if len(words) > 1 else ""
        if verb == "sm":
            if len(words) == 3 and "?" not in words[2] and words[2] != "-":
                hole[actor] = " ".join(_cards(words[2]))
            continue
        if verb in ("sd", "pb"):
            raise UnsupportedError(f"action {raw!r}: {'a draw' if verb == 'sd' else 'a bring-in'} in a board game")
        if verb == "f" and len(words) == 2:
            line = f"{actor} fold"
            folded.add(actor)
        elif verb == "cc" and len(words) == 2:
            line = f"{actor} cc"
        elif verb == "cbr" and len(words) == 3:
            line = f"{actor} cbr {chips(_number(words[2], raw), raw)}"
        else:
            raise ScenarioError(f"action {raw!r}: not a PHH action rulescore reads (f, cc, cbr N, sm, d dh, d db)")
        name = _STREETS[street]
        streets.setdefault(name, [])
        for earlier in _STREETS[1:street]:
            streets.setdefault(earlier, [])
        actions.append(Action(number=len(actions) + 1, street=name, line=line, written=raw.strip()))
        streets[name].append(line)
    data["streets"] = {s: streets[s] for s in _STREETS if s in streets}
    actions, gaps = _fill_gaps(data, actions)
    notes += gaps
    folded |= {a.line.split()[0] for a in actions if a.line.endswith(" fold")}
    live = [s for s in seats if s not in folded]
    if board or hole:
        known = len(live) == 1 or (len(board) == 5 and all(s in hole for s in live))
        if known:
            if board:
                data["board"] = " ".join(board)
            if hole:
                data["hands"] = {s: hole[s] for s in seats if s in hole}
    players: dict[str, str] = {}
    if hh.players and len(hh.players) == n:
        players = {name_of[k]: str(p) for k, p in enumerate(hh.players)}
        players = {s: players[s] for s in seats}

    def by_seat(values: Any, what: str) -> dict[str, int] | None:
        if not values or len(values) != n:
            return None
        got = {name_of[k]: chips(v, what) for k, v in enumerate(values)}
        return {s: got[s] for s in seats}

    event = " · ".join(str(x) for x in (getattr(hh, "event", None), getattr(hh, "venue", None)) if x)
    return History(scenario=data, source=source, format=format, hand=hand, hands=hands, variant=hh.variant,
                   scale=scale, players=players, actions=tuple(actions),
                   finishing_stacks=by_seat(hh.finishing_stacks, "finishing_stacks"),
                   winnings=by_seat(hh.winnings, "winnings"), currency=str(getattr(hh, "currency_symbol", "") or ""),
                   notes=tuple(notes), event=event, phh=hh)


def _fill_gaps(data: dict, actions: list[Action]) -> tuple[list[Action], list[str]]:
    """Histories leave out an action now and then (a fold nobody typed). Replay the lines through rulescore's
    own round, and where a line's player is not the one to act, or a street ends while someone still has to
    act, give each player left out a check when nothing is owed, else a fold (the repair pokerkit makes when
    it replays the same history). Returns the actions, renumbered, and a note for each repair."""
    base = {k: v for k, v in data.items() if k not in ("streets", "board", "hands")}
    base["streets"] = {"preflop": []}
    start = from_dict(base)
    rnd = first_round(start)
    seats = tuple(data["seats"])
    game = start.game
    out: list[Action] = []
    notes: list[str] = []
    lines_by_street = data["streets"]
    queue = list(actions)

    def fill(street: str, why: str) -> None:
        player = rnd.to_act
        assert player is not None
        line = f"{player} {'cc' if rnd.to_call(player) == 0 else 'fold'}"
        ev = parse_action(line, len(rnd.actions) + 1, seats, street=rnd.street, game=game)
        apply_event(rnd, ev)
        out.append(Action(number=len(out) + 1, street=street, line=line, written=""))
        notes.append(f"the history leaves out {player}'s action on the {street} ({why}): {player} "
                     f"{'checks' if line.endswith('cc') else 'folds'} there, as pokerkit repairs it")

    names = list(lines_by_street)
    for k, street in enumerate(names):
        if k:
            while not rnd.closed and len(rnd.live_players) > 1:
                fill(names[k - 1], f"the {street} is dealt with {rnd.to_act} still to act")
            rnd = rnd.next_street()
        for _ in lines_by_street[street]:
            a = queue.pop(0)
            player = a.line.split()[0]
            while rnd.to_act is not None and rnd.to_act != player and rnd.seat(player).live:
                fill(street, f"{player} acts next in the history")
            ev = parse_action(a.line, len(rnd.actions) + 1, seats, street=rnd.street, game=game)
            try:
                apply_event(rnd, ev)
            except RulesError as exc:
                raise exc.at(f"action {len(out) + 1} ({a.line}; the history writes {a.written})") from None
            out.append(Action(number=len(out) + 1, street=street, line=a.line, written=a.written))
    if not notes:
        return actions, []
    streets: dict[str, list[str]] = {s: [] for s in names}
    for a in out:
        streets[a.street].append(a.line)
    data["streets"] = streets
    return out, notes


def _listed(values: Any) -> str:
    """A list of history amounts as the history writes them: ``[0.10, 0.25, -0.25, 0, 0]``."""
    return "[" + ", ".join(str(v) for v in (values or ())) + "]"


def _player(label: str, n: int, raw: str) -> int:
    m = re.fullmatch(r"p(\d+)", label)
    if not m or not 1 <= int(m.group(1)) <= n:
        raise ScenarioError(f"action {raw!r}: {label!r} is not a player of this hand (p1 to p{n})")
    return int(m.group(1)) - 1


def _number(text: str, raw: str) -> Any:
    try:
        return Decimal(text.replace(",", ""))
    except ArithmeticError:
        raise ScenarioError(f"action {raw!r}: {text!r} is not an amount") from None


def _cards(text: str) -> list[str]:
    """``"JcTs2d"`` -> ``["Jc", "Ts", "2d"]`` (unknown cards ``??`` kept as ``??``)."""
    return [text[i:i + 2] for i in range(0, len(text), 2)]


# ------------------------------------------------------------------------------------------- cutting
def cut(data: dict, k: int) -> dict:
    """The scenario mapping ``data`` with only the lines before its ``k``-th action line (1-based, counted
    over every street in hand order; ``k`` one past the last line keeps them all): the ruling of the result
    is the decision before action ``k``. ``ask`` is dropped (the ruling is for whoever is to act), and a
    ``board`` is cut to the cards out by the street reached.

    >>> cut({"blinds": "1/2", "seats": ["A", "B", "C"], "actions": ["C call", "A call", "B check"]}, 2)["actions"]
    ['C call']
    """
    if isinstance(k, bool) or not isinstance(k, int):
        raise ScenarioError(f"--at {k!r}: give the number of an action (1 for the first)")
    out = dict(data)
    out.pop("ask", None)
    if "streets" in data and isinstance(data["streets"], dict):
        lists = [(street, list(lines or [])) for street, lines in data["streets"].items()]
    else:
        lists = [(str(data.get("street") or "preflop"), list(data.get("actions") or []))]
    total = sum(len(lines) for _, lines in lists)
    if not 1 <= k <= total + 1:
        raise ScenarioError(f"--at {k}: the hand has {total} action{'s' * (total != 1)}; give 1 to {total + 1} "
                            f"({total + 1}: after the last)")
    if "streets" in data and isinstance(data["streets"], dict):
        # every street up to that of action k (all of them after the last), each with its lines before k
        target = _first_street_with(lists, k) if k <= total else lists[-1][0]
        kept: dict[str, list] = {}
        left = k - 1
        for street, lines in lists:
            kept[street] = lines[:max(left, 0)]
            left -= len(lines)
            if street == target:
                break
        out["streets"] = kept
        reached = target
    else:
        out["actions"] = lists[0][1][:k - 1]
        reached = lists[0][0]
    board = data.get("board")
    if board:
        shown = BOARD_AT[parse_street(reached)]
        cards = parse_cards(board, what="board")
        if len(cards) > shown:
            if shown:
                out["board"] = " ".join(cards[:shown])
            else:
                out.pop("board")
    return out


def _first_street_with(lists: list[tuple[str, list]], k: int) -> str | None:
    """The street of the ``k``-th line."""
    seen = 0
    for street, lines in lists:
        seen += len(lines)
        if k <= seen:
            return street
    return None


# ------------------------------------------------------------------------------------------- writing
def to_phh(source: Any) -> str:
    """A scenario (mapping, YAML text or :class:`~rulescore.scenario.Scenario`) as PHH text, its actions as
    ruled (module docstring). Only hands that start preflop can be written (PHH records a hand from the
    deal); anything else is a :class:`~rulescore.errors.ScenarioError` naming why."""
    return hand_history(source).dumps() + "\n"


def hand_history(source: Any) -> HandHistory:
    """pokerkit's ``HandHistory`` of a scenario (what :func:`to_phh` writes)."""
    sc = coerce(source)
    if sc.game.value not in VARIANTS:
        raise ScenarioError(f"game {sc.game.value}: PHH has no variant for it (PHH writes "
                            f"{', '.join(VARIANTS)})")
    if sc.start is not Street.PREFLOP:
        raise ScenarioError(f"a hand written from the {sc.start.value} (pot: {sc.pot}) cannot be written as PHH, "
                            f"which records a hand from the deal: write it from the preflop with streets:")
    ruling = play(sc)
    seats = sc.seats
    n = len(seats)
    index = {name: (1 - k if n == 2 else k) for k, name in enumerate(seats)}  # seat -> pokerkit index
    by_index = sorted(seats, key=index.__getitem__)
    sb, bb = sc.blinds
    big = 0 if sc.dead_small_blind else 1
    forced = [0] * n
    if sc.dead_small_blind:
        forced[0] = bb
    else:
        forced[0], forced[1] = sb, bb
    if sc.straddle is not None:
        forced[seats.index(sc.straddle.player)] = sc.straddle.amount
    if sc.antes:
        antes = [sc.antes.get(s, 0) for s in seats]
    elif sc.bb_ante:
        antes = [0] * n
        antes[big] = sc.bb_ante
    else:
        antes = [sc.ante] * n
    deep = [s for s in seats if s not in sc.stacks]
    stacks = [sc.stacks.get(s, DEEP) for s in by_index]
    setup = sc.showdown
    lines: list[str] = []
    for s in by_index:
        hole = "".join(setup.hands[s]) if setup is not None and s in setup.hands else "??" * sc.game.hole_cards
        lines.append(f"d dh p{index[s] + 1} {hole}")
    board = list(setup.board) if setup is not None else []
    dealt = 0
    last_street = "preflop"
    for rec in ruling.actions:
        if rec.ruled_as not in PLAYED:
            continue
        if rec.street != last_street:
            for st in _STREETS[_STREETS.index(last_street) + 1:_STREETS.index(rec.street) + 1]:
                want = _CARDS_ON[st]
                cards = board[dealt:dealt + want]
                dealt += len(cards)
                lines.append("d db " + ("".join(cards) if len(cards) == want else "??" * want))
            last_street = rec.street
        p = f"p{index[rec.player] + 1}"
        if rec.ruled_as is ActionKind.FOLD:
            line = f"{p} f"
        elif rec.ruled_as in (ActionKind.CHECK, ActionKind.CALL):
            line = f"{p} cc"
        else:
            line = f"{p} cbr {rec.to}"
        plain = rec.written.split()[1:2]
        if plain and plain[0] not in (*BETTING_VERBS, "cc", "cbr"):
            line += f" # as ruled from: {rec.written}"
        lines.append(line)
    for st in _STREETS[_STREETS.index(last_street) + 1:]:  # the rest of a known board (an all-in run-out)
        want = _CARDS_ON[st]
        cards = board[dealt:dealt + want]
        if len(cards) < want:
            break
        dealt += want
        lines.append("d db " + "".join(cards))
    live = [s for s in seats if s not in {r.player for r in ruling.actions if r.ruled_as is ActionKind.FOLD}]
    if ruling.betting_over and len(live) > 1 and setup is not None and len(board) == 5:
        for s in live:  # the showdown: every hand still in, tabled (pokerkit then settles the pots itself)
            if s in setup.hands:
                lines.append(f"p{index[s] + 1} sm {''.join(setup.hands[s])}")
    kwargs: dict[str, Any] = {}
    if sc.game.structure.value == "fixed-limit":
        kwargs.update(small_bet=bb, big_bet=2 * bb)
    else:
        kwargs.update(min_bet=bb)
    hh = _kit()(variant=VARIANTS[sc.game.value], ante_trimming_status=bool(sc.ante) and not sc.antes,
                antes=antes, blinds_or_straddles=forced, starting_stacks=stacks, actions=lines,
                players=list(by_index), **kwargs)
    hh.user_defined_fields["_rulescore"] = "written by rulescore from a scenario; the players are its seat names"
    if deep:
        hh.user_defined_fields["_rulescore_deep"] = deep
    return hh
