"""What a player may put in, read off the betting round: the call (a short all-in big blind's call too), whether
betting is open to them (IA-10 [TDA 47]; in fixed limit a half-bet all-in, TDA 47-B), what blocks a raise, and the
smallest and largest raise in each betting structure: no-limit (08.4, IA-07 [TDA 43]), pot-limit (PL-54, PL-54B
[TDA 54, 54-B]) and fixed limit with its cap (PL-52).

:class:`Sizing` is the part of :class:`~rulescore.rules.betting.BettingRound` that only reads the round: the round
inherits it, and every write of the round stays in :mod:`rulescore.rules.betting` (tests/test_one_core.py).
:class:`RoundSeat` is one player's part of the round as the round keeps it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..records.chips import Chips
from ..records.vocabulary import ActionKind, ActionRecord, Facing, Note, RuleSet, Street, Structure, words


@dataclass(slots=True)
class RoundSeat:
    """One player's part of the round, as the round keeps and changes it: the fields of
    :class:`~rulescore.records.vocabulary.SeatView`, which is what readers get (:meth:`BettingRound.seat`,
    :attr:`BettingRound.seats`)."""

    name: str
    behind: int | None
    committed: int = 0
    folded: bool = False
    acted: bool = False
    level: int = 0
    reopenings: int = 0
    ante: int = 0
    earlier: int = 0
    front: Chips | None = None
    change_due: int = 0  # change owed on a blind posted with a bigger chip, handed back with the next chips moved

    @property
    def live(self) -> bool:
        """Still in the hand with chips to act with."""
        return not self.folded and self.behind != 0


class Sizing:
    """The call, the reopening and the raise sizes of a betting round, as reads of its state (the round's
    attributes below are set and changed by :class:`~rulescore.rules.betting.BettingRound` alone)."""

    _seats: list[RoundSeat]
    _actions: list[ActionRecord]
    _blind_floor: dict[int, int]
    structure: Structure
    street: Street
    rules: RuleSet
    blinds: tuple[int, int]
    pot: int
    current_bet: int
    increment: int
    reopenings: int
    full_level: int
    bet_size: int
    bets: int
    cap: int
    players_in_event: int | None
    barred: dict[str, tuple[Note, str]]
    dead_small_blind: bool

    if TYPE_CHECKING:  # the round's own lookups, which it defines
        def _seat(self, player: str) -> RoundSeat: ...

        @property
        def closed(self) -> bool: ...

    def call_level(self, player: str) -> int:
        """The street total a call by ``player`` reaches: the current bet, but no more than any other live
        player can put in (heads-up against a short all-in big blind, the small blind owes only what the
        big blind has)."""
        return self._call_level(self._seat(player))

    def _call_level(self, s: RoundSeat) -> int:
        bet = self.current_bet
        if bet <= s.committed:
            return s.committed
        top = 0
        for o in self._seats:
            if o is s or o.folded:
                continue
            if o.behind is None:
                return bet
            total = o.committed + o.behind
            if total >= bet:
                return bet
            if total > top:
                top = total
        return max(s.committed, top)

    def to_call(self, player: str) -> int:
        """Chips ``player`` must add to call (limited by their stack: calling all-in for less)."""
        return self._to_call(self._seat(player))

    def _to_call(self, s: RoundSeat) -> int:
        owed = self._call_level(s) - s.committed
        return owed if s.behind is None else min(owed, s.behind)

    def is_open(self, player: str) -> bool:
        """Whether betting is open to ``player`` (IA-10): they have not acted yet on this street, or the
        bet has risen by at least one full raise since their last action (in fixed limit also: an all-in
        of at least half a bet came in since, TDA 47-B)."""
        return self._is_open(self._seat(player))

    def _is_open(self, s: RoundSeat) -> bool:
        return (not s.acted or self.current_bet - s.level >= self.increment
                or self.reopenings > s.reopenings)

    def cap_reached(self) -> bool:
        """Fixed limit: whether the bets and raises of this street have reached the cap (no cap heads-up
        for the event, PL-52)."""
        if self.structure is not Structure.FIXED_LIMIT:
            return False
        if self.players_in_event is not None and self.players_in_event <= 2:
            return False
        return self.bets >= self.cap

    def _blocker(self, s: RoundSeat, call_level: int | None = None) -> str | None:
        """What stands in the way of ``s`` betting or raising now (a key of :meth:`why_no_raise`'s reasons),
        or ``None``. The one test of whether a player may raise; the engine asks it several times an
        action, so it returns a word, not a sentence."""
        if s.folded:
            return "folded"
        if s.behind == 0:
            return "all-in"
        bet = self.current_bet
        if s.acted and bet - s.level < self.increment and self.reopenings <= s.reopenings:
            return "not open"
        if self.structure is Structure.FIXED_LIMIT and self.cap_reached():
            return "cap"
        if self.barred and s.name in self.barred:
            return "barred"
        if s.behind is not None and s.behind <= (self._call_level(s) if call_level is None else call_level) - s.committed:
            return "no chips"
        for o in self._seats:  # somebody else must be able to call more than the current bet
            if o is not s and not o.folded and (o.behind is None or o.committed + o.behind > bet):
                return None
        return "no caller"

    def blocker(self, player: str) -> tuple[Note, str] | None:
        """Why ``player`` may not bet or raise now, as ``(reason, rule)`` (the reason a
        :class:`~rulescore.records.vocabulary.Note` of kind ``blocked``); ``None`` if they may.

        The one place that says it: the ruling's reason, the action checks and the explorer use it."""
        s = self._seat(player)
        key = self._blocker(s)
        if key is None:
            return None
        if key == "barred":
            return self.barred[player]
        rule = {"folded": "08.9", "all-in": "08.9", "not open": "IA-10", "cap": "PL-52", "no chips": "08.4",
                "no caller": "08.4"}[key]
        return Note.of("blocked", why=key.replace(" ", "-"), player=player, rose=self.current_bet - s.level,
                       full=self.increment, cap=self.cap or 0, bet=self.current_bet), rule

    def why_no_raise(self, player: str) -> tuple[str, str] | None:
        """:meth:`blocker` in English words: ``(reason, rule)``; ``None`` if ``player`` may bet or raise."""
        found = self.blocker(player)
        return None if found is None else (words(found[0]), found[1])

    def can_raise(self, player: str) -> bool:
        """Whether ``player`` may bet or raise now: betting is open to them, they have chips beyond the
        call, somebody else could still call, and (fixed limit) the cap is not reached."""
        return self._blocker(self._seat(player)) is None

    def all_in_total(self, player: str) -> int | None:
        """The street total ``player`` reaches by going all-in (``None`` if deep)."""
        s = self._seat(player)
        return None if s.behind is None else s.committed + s.behind

    def min_raise_to(self, player: str) -> int | None:
        """The smallest legal raise-to (or bet) total for ``player``; their all-in total if that is
        less; ``None`` if they cannot raise."""
        return self._min_raise_to(self._seat(player))

    def _min_raise_to(self, s: RoundSeat) -> int | None:
        if self._blocker(s) is not None:
            return None
        target = self._raise_target()
        return target if s.behind is None else min(target, s.committed + s.behind)

    def _raise_target(self) -> int:
        """The smallest full raise-to total: the current bet plus the minimum raise; in fixed limit the last
        full bet level plus one bet size (an all-in for less than half a bet is completed, TDA 47-B)."""
        if self.structure is Structure.FIXED_LIMIT:
            return self.full_level + self.bet_size
        return self.current_bet + self.increment

    def pot_limit_max(self, player: str) -> int:
        """The pot-limit raise-to total for ``player`` ignoring their stack: the current bet plus the pot
        after their call (PL-54). Preflop a short blind counts at its full size (PL-54B), and by TDA 54-B a
        dead small blind counts as posted (full blinds are assumed); the renderings leave the dead blind out,
        so by them the pot is what is in it (:data:`rulescore.reference.rulesets.POINTS` ``pot-limit-dead-small-blind``)."""
        s = self._seat(player)
        if self.street is Street.PREFLOP:
            floor = self._blind_floor
            in_middle = self.pot + sum(max(o.committed, floor.get(i, 0)) for i, o in enumerate(self._seats))
            if self.dead_small_blind and self.rules is RuleSet.TDA2024:
                in_middle += self.blinds[0]
        else:
            in_middle = self.pot + sum(o.committed for o in self._seats)
        owed = max(0, self.current_bet - s.committed)
        return self.current_bet + in_middle + owed

    def limit_max(self, player: str) -> int | None:
        """The largest raise-to total the betting structure allows ``player`` ignoring their stack: the pot
        in pot-limit, one bet size in fixed limit; ``None`` in no-limit."""
        if self.structure is Structure.FIXED_LIMIT:
            return self.full_level + self.bet_size
        if self.structure is Structure.POT_LIMIT:
            return self.pot_limit_max(player)
        return None

    def max_raise_to(self, player: str) -> int | None:
        """The largest legal raise-to (or bet) total for ``player``: all-in in no-limit (``None`` if the
        stack was not given), the pot in pot-limit, one bet size in fixed limit."""
        s = self._seat(player)
        return self._max_raise_to(s, self._min_raise_to(s))

    def _max_raise_to(self, s: RoundSeat, low: int | None) -> int | None:
        if low is None:
            return None
        allin = None if s.behind is None else s.committed + s.behind
        top = None if self.structure is Structure.NO_LIMIT else self.limit_max(s.name)
        if top is None:
            top = allin
        if top is None:
            return None
        if allin is not None:
            top = min(top, allin)
        return max(top, low)

    def facing(self, player: str) -> Facing:
        """What ``player`` faces now."""
        return self._facing(self._seat(player))

    def _facing(self, s: RoundSeat) -> Facing:
        level = self._call_level(s)
        owed = level - s.committed
        bet = self.current_bet
        low: int | None = None if self._blocker(s, level) else self._raise_target()
        behind = s.behind
        if behind is not None:
            if behind < owed:
                owed = behind
            if low is not None and s.committed + behind < low:
                low = s.committed + behind
        return Facing(owed, bet, low, low is not None)

    def options(self, player: str) -> list[str]:
        """The legal actions of ``player`` now, e.g. ``["fold", "call", "raise"]``."""
        s = self._seat(player)
        if s.folded or s.behind == 0 or self.closed:
            return []
        opts = []
        if self.to_call(player) > 0:
            opts += ["fold", "call"]
        else:
            opts.append("check")
        if self.can_raise(player):
            opts.append("bet" if self.current_bet == 0 else "raise")
        return opts

    def may_raise(self) -> list[str]:
        """Live players with chips who may still bet or raise when the action reaches them (betting open
        to them, chips beyond the call, somebody to call it)."""
        return [s.name for s in self._seats if s.live and self.can_raise(s.name)]

    def reason(self, player: str) -> Note:
        """Why betting is or is not open to ``player``, one sentence as a record (the ruling's ``reason``)."""
        s = self._seat(player)
        if s.folded:
            return Note.of("reason-folded", player=player)
        if s.behind == 0:
            return Note.of("reason-all-in", player=player)
        rise = self.current_bet - s.level
        if not s.acted and any(r.player == player and r.ruled_as is ActionKind.WITHDRAWN for r in self._actions):
            why = "withdrawn"
        elif not s.acted:
            why = "first"
        elif rise >= self.increment:
            why = "reopened"
        elif self.reopenings > s.reopenings:
            why = "half-bet"
        else:
            return Note.of("reason-not-reopened", player=player, rose=rise, full=self.increment)
        blocker = self.blocker(player)
        if blocker is None:
            return Note.of("reason-open", why=why, player=player, rose=rise, full=self.increment)
        text, rule = blocker
        return Note.of("reason-open-but", why=why, player=player, rose=rise, full=self.increment, blocker=text,
                       rule=rule)
