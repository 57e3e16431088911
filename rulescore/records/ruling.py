"""The :class:`Ruling`: one result of :func:`rulescore.engine.play`, with its text and JSON views.

``rulescore ask`` prints :meth:`Ruling.to_text` (for a person, in English, Polish or Russian: the words are
:mod:`rulescore.words.ruling`'s, the one renderer of a ruling that the cards, the explorer and the Rule my hand
page use too) or :meth:`Ruling.to_dict` (``--json``); both come from the one object, so they never disagree.
The ruling carries its game, seats and blinds, so a presenter needs nothing but the ruling. Rules are cited TDA 2024 number first
(``[TDA 45 · 08.6]``; an official number alone, ``TDA 47-A``; a rule with no number by its own id), and the
JSON gives each rule reference its number (``rule_refs``, each action's ``tda``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..reference import rulesets
from . import sayer, vocabulary
from .pots import Pot
from .vocabulary import ActionRecord, Game, RuleRef, RuleSet, Structure, TableState

if TYPE_CHECKING:  # only named: importing the showdown brings pokerkit, which a betting ruling never needs
    from .showdown import ShowdownResult


@dataclass(frozen=True, kw_only=True)
class Ruling:
    """The ruling for one scenario: how every action was ruled and what the asked player may do."""

    player: str | None
    """Who the ruling is for (``None`` when the round is over and nobody was asked about)."""
    to_call: int
    """Chips the player must add to call."""
    can_raise: bool
    """Whether the player may bet or raise (false after an incomplete raise, IA-10)."""
    min_raise_to: int | None
    """Smallest legal raise-to (or bet) total; ``None`` where the player cannot raise."""
    max_raise_to: int | None
    """Largest legal raise-to total; ``None`` where no raise, or no-limit with the stack not given."""
    options: tuple[str, ...]
    """Legal actions, e.g. ``("fold", "call", "raise")``."""
    actions: tuple[ActionRecord, ...]
    """Each input action as ruled, street by street."""
    pots: tuple[Pot, ...]
    """Main pot first, then side pots: the hand's chips so far (``pot:`` and every street replayed)."""
    rules: tuple[str, ...]
    """The rule ids the ruling rests on."""
    street: str = "preflop"
    """The street the ruling is for (the last one replayed)."""
    current_bet: int = 0
    """The highest street total in front of anyone."""
    increment: int = 0
    """The minimum raise increment in force (the largest full bet or raise on the street)."""
    closed: bool = False
    """Whether the betting round is over."""
    betting_over: bool = False
    """Whether the betting of the whole hand is over (the round is closed and no later street can have
    betting: the river, or at most one live player with chips)."""
    to_act: str | None = None
    """Whose turn it is (``None`` once the round is over)."""
    why: vocabulary.Note | None = None
    """Why betting is or is not open to the player (or why the round is over), as a record: :attr:`reason`
    is its English words, :func:`rulescore.words.ruling.why` its words in each language."""
    stacks: dict[str, int | None] = field(default_factory=dict)
    """Each player's chips behind after the last action (``None``: deep, the stack was not given)."""
    may_raise: tuple[str, ...] = ()
    """Live players with chips (other than the asked player) who may still bet or raise when the action
    reaches them."""
    pot_total: int = 0
    """Every chip in the middle and in front of the players."""
    pot_count: int | None = None
    """Pot-limit only: the figure a dealer announces when the asked player asks for the pot (the largest
    bet or raise-to total the pot allows, before the player's stack, PL-54A)."""
    cap: dict[str, Any] | None = None
    """Fixed limit only: ``{"bets", "cap", "reached"}`` — full bets and raises on the street against the cap."""
    antes: int = 0
    """Antes posted in the hand (each player's, or the big blind's table ante): dead money in the main pot."""
    awards: dict[str, int] = field(default_factory=dict)
    """Chips each player wins after a showdown (empty when there is none)."""
    showdown: ShowdownResult | None = None
    """The showdown ruling when the scenario has showdown sections."""
    uncalled: dict[str, int] = field(default_factory=dict)
    """Once the round is over: chips of a bet nobody called, returned to the bettor (in no pot)."""
    rules_by: RuleSet = RuleSet.TDA2024
    """The rule set the ruling follows (scenario key ``rules:``)."""
    departures: tuple[vocabulary.Departure, ...] = ()  # named by its module: the guide's API page reads it as text
    """Each step the other rule set rules otherwise, with both rulings and their chips, in hand order."""
    steps: tuple[TableState, ...] = ()
    """The table right after each line, one per record of :attr:`actions` and in the same order: the bet,
    the increment, who is to act, whether the round (and the hand's betting) is over, the pots so far and
    each seat's committed, behind, folded, all-in, to call and open (:class:`~rulescore.records.vocabulary.TableState`)."""
    game: Game = Game.NLHE
    """The game ruled (scenario key ``game:``; its betting structure is :attr:`structure`)."""
    seats: tuple[str, ...] = ()
    """The players, clockwise from the small blind (the scenario's ``seats:``)."""
    blinds: tuple[int, int] = (0, 0)
    """(small blind, big blind)."""
    dead_small_blind: bool = False
    """Nobody posted the small blind (a dead button hand, TDA 32 and 54-B)."""
    table: TableState | None = None
    """The table as the ruling leaves it, on the street ruled: the last step when that street has a line, else
    the street's opening (``index`` 0: preflop the blinds, straddle and antes in front). Not in the JSON view
    (the last step there is the same record); ``None`` when played with ``steps=False``."""

    @property
    def structure(self) -> Structure:
        """The betting structure of :attr:`game` (no-limit, pot-limit, fixed-limit)."""
        return self.game.structure

    @property
    def reason(self) -> str:
        """One sentence on why betting is or is not open to the player, in English (the JSON's ``reason``)."""
        return vocabulary.words(self.why)

    @property
    def rule_refs(self) -> tuple[RuleRef, ...]:
        """:attr:`rules` with each one's TDA 2024 number, in the same order."""
        return tuple(RuleRef.of(r) for r in self.rules)

    def to_dict(self) -> dict:
        """The JSON object of ``rulescore ask --json`` (keys as the format reference documents them)."""
        d: dict[str, Any] = {
            "player": self.player,
            "to_call": self.to_call,
            "can_raise": self.can_raise,
            "min_raise_to": self.min_raise_to,
            "max_raise_to": self.max_raise_to,
            "options": list(self.options),
            "actions": [a.to_dict() for a in self.actions],
            "pots": [p.to_dict() for p in self.pots],
            "awards": dict(self.awards),
            "uncalled": dict(self.uncalled),
            "rules": list(self.rules),
            "rule_refs": [r.to_dict() for r in self.rule_refs],
            "street": self.street,
            "current_bet": self.current_bet,
            "increment": self.increment,
            "closed": self.closed,
            "betting_over": self.betting_over,
            "to_act": self.to_act,
            "reason": self.reason,
            "stacks": dict(self.stacks),
            "may_raise": list(self.may_raise),
            "pot_total": self.pot_total,
            "antes": self.antes,
            "last_action": self.actions[-1].to_dict() if self.actions else None,
            "steps": [s.to_dict() for s in self.steps],
            "rules_by": str(self.rules_by),
            "departures": [dep.to_dict() for dep in self.departures],
            "still_tda2024": ([{"data": u.data, "tda": u.tda, "sources": list(u.sources), "what": u.what}
                               for u in rulesets.UNRULED] if self.rules_by is RuleSet.SOURCES else []),
            "game": self.game.value,
            "structure": self.structure.value,
            "seats": list(self.seats),
            "blinds": list(self.blinds),
            "dead_small_blind": self.dead_small_blind,
        }
        if self.pot_count is not None:
            d["pot_count"] = self.pot_count
        if self.cap is not None:
            d["cap"] = dict(self.cap)
        if self.showdown is not None:
            d["showdown"] = self.showdown.to_dict()
            d["outcomes"] = self.showdown.outcomes
        return d

    def to_text(self, lang: str = "en") -> str:
        """The same ruling for a person, in ``lang`` (``en``, ``pl``, ``ru``): :func:`rulescore.words.ruling.text`."""
        return sayer.say(self, lang)

    def __str__(self) -> str:
        return self.to_text()
