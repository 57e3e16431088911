"""What a hand history becomes: :class:`History` (one hand as a scenario, with where it came from) and
:class:`Action` (one player action of it), and the names of the formats and games read."""

from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal
from typing import TYPE_CHECKING, Any

from ..vocabulary import STREETS as _STREETS
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
GAMES = {"NT": "NLHE", "PO": "PLO", "FT": "LHE", "FO/8": "LO8", "PO/8": "PLO8"}
#: The other variants pokerkit knows, named for the one-line refusal.
OTHER_GAMES = {
    "NS": "no-limit short-deck hold'em", "F7S": "seven-card stud", "F7S/8": "seven-card stud hi/lo",
    "FR": "razz", "N2L1D": "no-limit 2-7 single draw", "F2L3D": "2-7 triple draw", "FB": "badugi",
}
#: Scenario game -> PHH variant code: defined where :func:`rulescore.histories.to_phh` writes it (phh_out, which
#: imports nothing of this module: no import circle).
VARIANTS = _VARIANTS
STREETS = _STREETS  # rulescore.vocabulary.STREETS


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
    currency: str = ""
    """The currency symbol the history gives (``$``), or empty."""
    notes: tuple[str, ...] = ()
    """Decisions this module took for the hand (a small blind's size not in the history, ...)."""
    event: str = ""
    """The event, venue or site the history names."""
    phh: HandHistory | None = field(default=None, repr=False, compare=False)
    """pokerkit's own record of the hand (``None`` for a game pokerkit has no variant for)."""
    encoding: str = ""
    """The text encoding the file was read in (``utf-8``, ``utf-16``, ``cp1252``, ...), when it was a file."""

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
