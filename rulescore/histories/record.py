"""What a hand history becomes: :class:`History` (one hand as a scenario, with where it came from) and
:class:`Action` (one player action of it), and the names of the formats and games read."""

from __future__ import annotations

import contextlib
import dataclasses
import io
import warnings
from dataclasses import dataclass, field
from decimal import Decimal
from functools import cached_property
from typing import TYPE_CHECKING, Any

from ..records.vocabulary import STREETS as _STREETS
from ..records.vocabulary import Game
from .phh_out import VARIANTS as _VARIANTS

if TYPE_CHECKING:
    from pokerkit import HandHistory

#: The sites' text formats: ``--format`` name -> the site's name.
SITES = {
    "pokerstars": "PokerStars",
    "fulltilt": "Full Tilt Poker",
    "ipoker": "iPoker Network",
    "absolute": "Absolute Poker",
    "ongame": "Ongame Network",
    "partypoker": "PartyPoker",
}
#: Every format :func:`rulescore.histories.read` takes (``phh`` reads ``.phhs`` files of several hands too).
FORMATS = ("phh", *SITES)
#: PHH variant codes rulescore rules, and the scenario's game for each. ``PO/8`` (pot-limit Omaha hi/lo) is
#: not a PHH code (PHH and pokerkit have no such variant): it names the game of a site history that is one.
GAMES = {g.variant: g.value for g in Game}  # the vocabulary's one table of game codes
#: The other variants pokerkit knows, named for the one-line refusal.
OTHER_GAMES = {
    "NS": "no-limit short-deck hold'em", "F7S": "seven-card stud", "F7S/8": "seven-card stud hi/lo",
    "FR": "razz", "N2L1D": "no-limit 2-7 single draw", "F2L3D": "2-7 triple draw", "FB": "badugi",
}
#: Scenario game -> PHH variant code: defined where :func:`rulescore.histories.to_phh` writes it (phh_out, which
#: imports nothing of this module: no import circle).
VARIANTS = _VARIANTS
STREETS = _STREETS  # rulescore.records.vocabulary.STREETS


@dataclass
class Hand:
    """One hand as read, in PHH's own fields, with no pokerkit: a PHH file's fields as TOML gives them
    (:mod:`.phh_in`), or those a site's text gives (:mod:`.sites`). Amounts are ``int`` or ``Decimal`` as the
    history writes them. :meth:`to_pokerkit` makes pokerkit's ``HandHistory`` of it, for the replays that
    compare rulescore with pokerkit; reading and ruling a hand never need it."""

    variant: str
    antes: list[Any]
    blinds_or_straddles: list[Any] | None
    starting_stacks: list[Any]
    actions: list[str]
    min_bet: Any = None
    small_bet: Any = None
    big_bet: Any = None
    players: list[str] | None = None
    seats: list[int] | None = None
    finishing_stacks: list[Any] | None = None
    winnings: list[Any] | None = None
    currency_symbol: str | None = None
    event: str | None = None
    venue: str | None = None
    ante_trimming_status: bool = False
    other: dict[str, Any] = field(default_factory=dict)
    """Every other field of a PHH file, as read."""
    text: str = ""
    """A PHH hand's own text (pokerkit reads it again for :meth:`to_pokerkit`)."""
    lines: tuple[str, ...] = ()
    """A site hand: for each entry of :attr:`actions`, the line of the text it was read from ("" for the hole
    cards dealt first)."""
    added: tuple[Decimal | None, ...] = ()
    """A site hand: for each entry of :attr:`actions` that the text writes as a call, the chips it says the
    player put in (``None`` for every other entry): the conversion checks them against the ruling's call."""

    def to_pokerkit(self) -> HandHistory | None:
        """pokerkit's ``HandHistory`` of this hand (``None`` for pot-limit Omaha hi/lo, a game pokerkit has no
        variant for). Imports pokerkit."""
        if self.variant not in VARIANTS.values():
            return None
        from pokerkit import HandHistory  # lazy: only a comparison with pokerkit needs it

        with warnings.catch_warnings(), contextlib.redirect_stderr(io.StringIO()):
            warnings.simplefilter("ignore")  # pokerkit warns of fields it does not know; they are kept
            if self.text:
                return HandHistory.loads(self.text)
            known = {f.name for f in dataclasses.fields(HandHistory)} - {"seats"}
            values = {f.name: getattr(self, f.name) for f in dataclasses.fields(self)
                      if f.name in known and getattr(self, f.name) is not None}
            return HandHistory(**values)


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
    text: str = ""
    """A site's history: the line of its text the action was read from."""
    called: int | None = None
    """A call in a site's text: the chips the line says the player put in (scaled), checked against the call
    the ruling makes."""


@dataclass(frozen=True)
class History:
    """One hand read from a hand history, as a scenario."""

    scenario: dict
    """The scenario mapping (:func:`rulescore.input.scenario.from_dict` reads it; :func:`rulescore.ask` rules it)."""
    source: str
    """The file (or ``<text>``)."""
    format: str
    """One of :data:`FORMATS`."""
    hand: int
    """1-based position of the hand in the file."""
    hands: int
    """Hands in the file."""
    variant: str
    """pokerkit's variant code (``NT``, ``PO``, ``FT``, ``FO/8``; ``PO/8`` for pot-limit Omaha hi/lo)."""
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
    returned: dict[str, int] | None = None
    """The bets nobody called that the history says it gave back, by seat (scaled), when it writes them."""
    kept: dict[str, int] = field(default_factory=dict)
    """By seat, the chips above the call of a raise read as a call because no other player could call more
    (08.4): the player keeps them (a file may count them among the player's winnings, or as returned)."""
    pot: int | None = None
    """The history's own total pot (scaled), when it writes one."""
    rake: int | None = None
    """The rake the history says was taken (scaled), when it writes it."""
    added: int | None = None
    """Money the site put into the pot beside the players' chips (scaled; Run It Once's "Splash the pot"), when
    it writes it: in the history's total and its winners' winnings, never in the ruling."""
    currency: str = ""
    """The currency symbol the history gives (``$``), or empty."""
    notes: tuple[str, ...] = ()
    """Decisions this module took for the hand (a small blind's size not in the history, ...)."""
    event: str = ""
    """The event, venue or site the history names."""
    record: Any = field(default=None, repr=False, compare=False)
    """The hand as read (:class:`Hand`), or pokerkit's ``HandHistory`` it was made from."""
    encoding: str = ""
    """The text encoding the file was read in (``utf-8``, ``utf-16``, ``cp1252``, ...), when it was a file."""

    @cached_property
    def phh(self) -> HandHistory | None:
        """pokerkit's own record of the hand, made on first use (it imports pokerkit; ``None`` for a game pokerkit
        has no variant for)."""
        if isinstance(self.record, Hand):
            return self.record.to_pokerkit()
        return self.record

    @property
    def game(self) -> str:
        return GAMES[self.variant]

    def cut(self, k: int) -> dict:
        """The scenario before the ``k``-th player action (1-based; ``len(actions) + 1`` is the hand after its
        last action): :func:`rulescore.histories.cut` of :attr:`scenario`."""
        from .phh_out import cut

        return cut(self.scenario, k)

    def describe(self, *, at: int | None = None) -> list[str]:
        """Lines shown above a ruling: where the hand comes from, the seats, the scale, the cut."""
        fmt = "PHH" if self.format == "phh" else SITES[self.format]
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
        if self.encoding:
            d["encoding"] = self.encoding
        if at is not None:
            d["at"] = at
        return d
