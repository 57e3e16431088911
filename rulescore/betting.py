"""One betting round: contributions, the current bet, the minimum raise, who is reopened, legal options.

The rules this module decides (ids of our sources; TDA 2024 numbers in brackets):

* **Minimum raise** (08.4, IA-07 [43]): a raise must add at least the largest full bet or raise increment
  made on this street; preflop the big blind counts as the opening bet. An all-in that is not a full
  raise does not change the minimum (IA-07-2, IA-10-2).
* **Reopening** (IA-10 [47]): a player who has already acted may re-raise only if, since their last
  action, the bet facing them has risen by at least one full raise in total. Several short all-ins add
  up (IA-10-1); a player who has not yet acted (the big blind's option preflop) is always open.
* **Pot limit** (PL-54 [54]): the largest raise is to the current bet plus the pot after calling,
  counting every chip in the middle and every chip owed; a short all-in blind does not lower the
  preflop calculation (PL-54B).
* **Fixed limit** (PL-52): bets and raises of one bet size (the big blind on preflop and flop, two on
  turn and river), with a cap on the number of bets and raises; no cap once only two players remain
  in the event.
* **Blinds, antes, heads-up**: ``seats[0]`` posts the small blind and ``seats[1]`` the big blind. With
  three or more players the button is the last seat and preflop action starts at ``seats[2]``; heads-up
  the small blind is the button, acts first preflop and last after the flop.

Decisions where the sources are silent (written down here so a TD can see them):

* an opening all-in bet below the big blind is not a full bet: the minimum raise-to after it is that
  bet plus one big blind, and it reopens nobody;
* in fixed limit an all-in below one bet size is an incomplete raise, exactly as in no-limit;
* a player may not raise when no other live player could call more than the current bet (all the others
  are all-in or too short to cover it): nobody is left to call the raise, and an all-in there is a call;
* a fold with no bet to face is binding but non-standard (PL-58); it is accepted and noted, and never
  listed among the options.

The engine is deliberately plain Python on small lists: it is replayed thousands of times a second by
the benchmark and the property tests.
"""

from __future__ import annotations

from dataclasses import MISSING, dataclass, field, fields
from enum import Enum

from .errors import IllegalActionError, RoundClosedError, ScenarioError, UnknownPlayerError


class Structure(Enum):
    """How big a bet may be."""

    NO_LIMIT = "no-limit"
    """Any bet from the minimum up to the player's stack."""
    POT_LIMIT = "pot-limit"
    """Any bet from the minimum up to the size of the pot after calling (PL-54)."""
    FIXED_LIMIT = "fixed-limit"
    """Bets and raises of exactly one bet size, with a cap on their number (PL-52)."""


class Game(Enum):
    """The games the sources cover. Value: the scenario's ``game:`` spelling."""

    NLHE = "NLHE"
    """No-limit Texas Hold'em (two hole cards)."""
    PLO = "PLO"
    """Pot-limit Omaha (four hole cards, exactly two used)."""
    PLO8 = "PLO8"
    """Pot-limit Omaha hi/lo eight-or-better."""
    LHE = "LHE"
    """Fixed-limit Texas Hold'em."""

    @property
    def structure(self) -> Structure:
        """The betting structure of the game."""
        return _STRUCTURE_OF[self]

    @property
    def hole_cards(self) -> int:
        """How many hole cards each player holds."""
        return 4 if self in (Game.PLO, Game.PLO8) else 2

    @classmethod
    def parse(cls, text: object) -> "Game":
        """The game named by a scenario's ``game:`` value (case-insensitive)."""
        for game in cls:
            if str(text).strip().upper() == game.value:
                return game
        names = ", ".join(g.value for g in cls)
        raise ScenarioError(f"game {text!r} is not one of {names}")


_STRUCTURE_OF = {Game.NLHE: Structure.NO_LIMIT, Game.PLO: Structure.POT_LIMIT, Game.PLO8: Structure.POT_LIMIT,
                 Game.LHE: Structure.FIXED_LIMIT}


class Street(Enum):
    """The four betting rounds of a board game."""

    PREFLOP = "preflop"
    FLOP = "flop"
    TURN = "turn"
    RIVER = "river"

    @classmethod
    def parse(cls, text: object) -> "Street":
        """The street named by a scenario's ``street:`` value (case-insensitive)."""
        for street in cls:
            if str(text).strip().lower() == street.value:
                return street
        raise ScenarioError(f"street {text!r} is not one of preflop, flop, turn, river")


@dataclass(frozen=True)
class Facing:
    """What a player faced when it was their turn."""

    to_call: int
    """Chips the player had to add to call (0 when nobody had bet)."""
    current_bet: int
    """The highest street total in front of anyone."""
    min_raise_to: int | None
    """The smallest legal raise-to total, or ``None`` when the player could not raise."""
    can_raise: bool
    """Whether betting was open to the player (false after an incomplete raise, IA-10)."""

    def to_dict(self) -> dict:
        return {"to_call": self.to_call, "current_bet": self.current_bet,
                "min_raise_to": self.min_raise_to, "can_raise": self.can_raise}


@dataclass(frozen=True)
class ActionRecord:
    """How one action was ruled: a frozen record of what happened."""

    index: int
    """1-based position of the action in the scenario."""
    player: str
    """Who acted."""
    written: str
    """The action as the scenario wrote it (``"B push 1000+100x5"``)."""
    ruled_as: str
    """What it counts as: ``fold``, ``check``, ``call``, ``bet`` or ``raise``."""
    to: int
    """The player's total for the street after the action (for a fold: what they had put in)."""
    added: int
    """Chips the player put in with this action (after anything returned)."""
    returned: int = 0
    """Chips pushed but handed back (the excess of an overchip call, 08.5)."""
    all_in: bool = False
    """Whether the player has no chips left after it."""
    full_raise: bool | None = None
    """For bets and raises: whether it was a full bet or raise (changes the minimum raise and reopens
    betting); ``None`` for other actions."""
    rule: str = ""
    """The rule id the ruling of this action rests on."""
    facing: Facing | None = None
    """What the player faced before acting."""
    note: str = ""
    """One sentence on why, for the human output."""
    outcomes: tuple[str, ...] = ()
    """Where the rules leave the ruling to the TD: each allowed outcome (the first is what the engine
    applied to go on replaying)."""

    def to_dict(self) -> dict:
        d = {"index": self.index, "player": self.player, "as": self.ruled_as, "to": self.to,
             "returned": self.returned, "rule": self.rule, "added": self.added, "all_in": self.all_in,
             "full_raise": self.full_raise, "written": self.written, "note": self.note,
             "facing": self.facing.to_dict() if self.facing else None}
        if self.outcomes:
            d["outcomes"] = list(self.outcomes)
        return d


_DEFAULTS: dict[type, dict | None] = {}


def _frozen(cls, **values):
    """An instance of the frozen dataclass ``cls``, built without its generated ``__init__`` (which sets
    every field through ``object.__setattr__``: about 15 % of a replay, one ActionRecord and one Facing per
    action). The object is the same and stays frozen; fields not given take their defaults. Classes with
    a ``default_factory`` or ``__post_init__`` go through the normal constructor. A test checks that the
    result equals ``cls(**values)``."""
    defaults = _DEFAULTS.get(cls, MISSING)
    if defaults is MISSING:
        fs = fields(cls)
        plain = not hasattr(cls, "__post_init__") and all(f.default_factory is MISSING for f in fs)
        defaults = _DEFAULTS[cls] = {f.name: f.default for f in fs if f.default is not MISSING} if plain else None
    if defaults is None:
        return cls(**values)
    obj = object.__new__(cls)
    obj.__dict__.update(defaults)
    obj.__dict__.update(values)
    return obj


@dataclass
class _Seat:
    name: str
    behind: int | None  # chips behind; None = deep (stack not given)
    committed: int = 0  # this street, blinds included
    folded: bool = False
    acted: bool = False
    level: int = 0  # the bet facing the table right after this player's last action
    ante: int = 0  # ante posted: dead money, but it counts towards the pots the player can win (03.8)

    @property
    def all_in(self) -> bool:
        return self.behind == 0 and not self.folded


class BettingRound:
    """One street of betting. Construct with keyword arguments only, then act.

    >>> r = BettingRound(seats=["A", "B", "C", "D"], blinds=(100, 200), street=Street.FLOP)
    >>> r.bet("A", 600).ruled_as, r.raise_to("B", 1600).to, r.raise_to("C", 3600).to
    ('bet', 1600, 3600)
    >>> r.min_raise_to("D")
    5600
    """

    def __init__(
        self,
        *,
        seats: list[str] | tuple[str, ...],
        blinds: tuple[int, int],
        game: Game = Game.NLHE,
        street: Street = Street.PREFLOP,
        stacks: dict[str, int] | None = None,
        ante: int = 0,
        pot: int = 0,
        cap: int = 4,
        players_in_event: int | None = None,
        folded: tuple[str, ...] | list[str] | frozenset[str] | set[str] = (),
    ) -> None:
        """
        :param seats: clockwise, first entry the first seat left of the button (the small blind).
        :param blinds: (small, big).
        :param stacks: chips behind at the start of this street (before blinds and antes); players not
            listed are deep.
        :param ante: per player, dead money posted before the blinds (preflop only).
        :param pot: chips already in the middle from earlier streets.
        :param cap: fixed limit only: the most bets and raises on one street (the opening bet or the big
            blind counts as one).
        :param players_in_event: fixed limit only: players left in the tournament; with two there is no
            cap (PL-52).
        :param folded: players who folded on an earlier street (still seated, out of the hand).
        """
        names = list(seats)
        if len(names) < 2:
            raise ScenarioError(f"seats {names!r}: a hand needs at least two players")
        if len(set(names)) != len(names):
            dup = sorted({n for n in names if names.count(n) > 1})
            raise ScenarioError(f"seats {names!r}: {', '.join(dup)} seated twice")
        sb, bb = blinds
        if not (isinstance(sb, int) and isinstance(bb, int)) or sb < 0 or bb <= 0 or sb > bb:
            raise ScenarioError(f"blinds {sb}/{bb}: need whole numbers with 0 <= small <= big and big > 0")
        if ante < 0 or pot < 0:
            raise ScenarioError(f"ante {ante} / pot {pot}: chips cannot be negative")
        stacks = dict(stacks or {})
        for name, chips in stacks.items():
            if name not in names:
                raise UnknownPlayerError(f"stacks: {name!r} is not seated (seats: {', '.join(names)})")
            if not isinstance(chips, int) or isinstance(chips, bool) or chips < 0:
                raise ScenarioError(f"stacks: {name} has {chips!r} chips; need a whole number >= 0")
        self.game = game
        self.structure = game.structure
        self.street = street
        self.blinds = (sb, bb)
        self.ante = ante
        self.cap = cap
        self.players_in_event = players_in_event
        self.seats = [_Seat(n, stacks.get(n)) for n in names]
        self._index = {n: i for i, n in enumerate(names)}
        self.pot = pot  # chips from earlier streets plus antes: dead money
        self.actions: list[ActionRecord] = []
        self.last_aggressor: str | None = None
        n = len(names)
        self.button = 0 if n == 2 else n - 1
        self.bet_size = bb * (2 if street in (Street.TURN, Street.RIVER) else 1)
        # The minimum raise increment: the largest full bet or raise so far (the big blind to start).
        self.increment = self.bet_size if self.structure is Structure.FIXED_LIMIT else bb
        self.current_bet = 0
        self.bets = 0  # full bets and raises made (fixed-limit cap)
        self._blind_floor: dict[int, int] = {}
        #: Hook for rulescore.procedure: while true, a bet above the pot limit is accepted (a bet made on a
        #: dealer's count that was too high, IA-12-3); procedure corrects it later.
        self.limit_waived = False
        #: Hook for rulescore.declarations: players who may not raise until their next action, with the
        #: reason and rule (a player who said "check" facing a bet may only call or fold, PL-55).
        self.barred: dict[str, tuple[str, str]] = {}
        if street is Street.PREFLOP:
            if ante:
                for s in self.seats:
                    s.ante = self._take(s, ante)
                    self.pot += s.ante
            for i, amount in ((0, sb), (1, bb)):
                s = self.seats[i]
                s.committed += self._take(s, amount)
                self._blind_floor[i] = amount
            # The call is the full big blind even when the big blind is short (PL-54B).
            self.current_bet = bb
            self.bets = 1
            self._next = 2 % n
        else:
            self._next = (self.button + 1) % n
        for name in folded:
            self.seat(name).folded = True
        self._next = self._find_next(self._next)

    # ------------------------------------------------------------------ helpers
    @staticmethod
    def _take(s: _Seat, amount: int) -> int:
        if s.behind is None:
            return amount
        paid = min(amount, s.behind)
        s.behind -= paid
        return paid

    def seat(self, player: str) -> _Seat:
        try:
            return self.seats[self._index[player]]
        except KeyError:
            raise UnknownPlayerError(
                f"{player!r} is not seated (seats: {', '.join(s.name for s in self.seats)})") from None

    def _needs_action(self, s: _Seat) -> bool:
        if s.folded or s.behind == 0:
            return False
        return not s.acted or s.committed < self.current_bet

    def _find_next(self, start: int) -> int | None:
        # Runs after every action: _needs_action is inlined in the loop.
        seats = self.seats
        live = [s for s in seats if not s.folded]
        if len(live) < 2:  # everybody else folded
            return None
        n, bet = len(seats), self.current_bet
        for k in range(n):
            i = (start + k) % n
            s = seats[i]
            if s.folded or s.behind == 0 or (s.acted and s.committed >= bet):
                continue
            # Nobody left to bet against: one player with chips who has matched every other live
            # player's total is done (a short all-in big blind can leave that below the big blind).
            for o in live:
                if o is not s and o.behind != 0:
                    return i
            if s.committed >= max(o.committed for o in live if o is not s):
                return None
            return i
        return None

    # ------------------------------------------------------------------ state queries
    @property
    def to_act(self) -> str | None:
        """The player whose turn it is, or ``None`` once the round is over."""
        return None if self._next is None else self.seats[self._next].name

    @property
    def closed(self) -> bool:
        """Whether the betting round is over."""
        return self._next is None

    @property
    def live_players(self) -> list[str]:
        """Players who have not folded, in seat order."""
        return [s.name for s in self.seats if not s.folded]

    def committed(self, player: str) -> int:
        """Chips ``player`` has put in on this street (blinds included)."""
        return self.seat(player).committed

    def behind(self, player: str) -> int | None:
        """Chips ``player`` has left, or ``None`` if the stack was not given (deep)."""
        return self.seat(player).behind

    def contributions(self) -> dict[str, int]:
        """Each player's chips in on this street, by seat order (folded players included)."""
        return {s.name: s.committed for s in self.seats}

    def pot_contributions(self) -> dict[str, int]:
        """Each player's chips towards the pots: this street's plus their ante, so that a player all-in
        for the ante can win the antes matched (03.8). The rest of :attr:`pot` is :attr:`dead_money`."""
        return {s.name: s.committed + s.ante for s in self.seats}

    @property
    def dead_money(self) -> int:
        """Chips in the middle from earlier streets (the ``pot`` given), which go to the main pot."""
        return self.pot - sum(s.ante for s in self.seats)

    @property
    def total_pot(self) -> int:
        """Every chip in the middle: earlier streets, antes and this street's bets."""
        return self.pot + sum(s.committed for s in self.seats)

    def to_call(self, player: str) -> int:
        """Chips ``player`` must add to call (limited by their stack: calling all-in for less)."""
        s = self.seat(player)
        owed = max(0, self.current_bet - s.committed)
        return owed if s.behind is None else min(owed, s.behind)

    def is_open(self, player: str) -> bool:
        """Whether betting is open to ``player`` (IA-10): they have not acted yet on this street, or the
        bet has risen by at least one full raise since their last action."""
        return self._is_open(self.seat(player))

    def _is_open(self, s: _Seat) -> bool:
        return not s.acted or self.current_bet - s.level >= self.increment

    def _cap_reached(self) -> bool:
        if self.structure is not Structure.FIXED_LIMIT:
            return False
        if self.players_in_event is not None and self.players_in_event <= 2:
            return False
        return self.bets >= self.cap

    def can_raise(self, player: str) -> bool:
        """Whether ``player`` may bet or raise now: betting is open to them, they have chips beyond the
        call, somebody else could still call, and (fixed limit) the cap is not reached."""
        return self._can_raise(self.seat(player))

    def _can_raise(self, s: _Seat) -> bool:
        # The seat-level checks behind can_raise / min_raise_to / facing: the engine calls them several
        # times an action, so they take the seat, not the name.
        bet = self.current_bet
        if s.folded or s.behind == 0 or (s.acted and bet - s.level < self.increment):  # not open: IA-10
            return False
        if (self.structure is Structure.FIXED_LIMIT and self._cap_reached()) or s.name in self.barred:
            return False
        if s.behind is not None and s.behind <= bet - s.committed:
            return False
        for o in self.seats:  # somebody else must be able to call more than the current bet
            if o is not s and not o.folded and (o.behind is None or o.committed + o.behind > bet):
                return True
        return False

    def all_in_total(self, player: str) -> int | None:
        """The street total ``player`` reaches by going all-in (``None`` if deep)."""
        s = self.seat(player)
        return None if s.behind is None else s.committed + s.behind

    def min_raise_to(self, player: str) -> int | None:
        """The smallest legal raise-to (or bet) total for ``player``; their all-in total if that is
        less; ``None`` if they cannot raise."""
        return self._min_raise_to(self.seat(player))

    def _min_raise_to(self, s: _Seat) -> int | None:
        if not self._can_raise(s):
            return None
        target = self.current_bet + self.increment
        return target if s.behind is None else min(target, s.committed + s.behind)

    def pot_limit_max(self, player: str) -> int:
        """The pot-limit raise-to total for ``player`` ignoring their stack: the current bet plus the pot
        after their call (PL-54). Preflop a short blind counts at its full size (PL-54B)."""
        s = self.seat(player)
        if self.street is Street.PREFLOP:
            floor = self._blind_floor
            in_middle = self.pot + sum(max(o.committed, floor.get(i, 0)) for i, o in enumerate(self.seats))
        else:
            in_middle = self.pot + sum(o.committed for o in self.seats)
        owed = max(0, self.current_bet - s.committed)
        return self.current_bet + in_middle + owed

    def max_raise_to(self, player: str) -> int | None:
        """The largest legal raise-to (or bet) total for ``player``: all-in in no-limit (``None`` if the
        stack was not given), the pot in pot-limit, one bet size in fixed limit."""
        s = self.seat(player)
        return self._max_raise_to(s, self._min_raise_to(s))

    def _max_raise_to(self, s: _Seat, low: int | None) -> int | None:
        if low is None:
            return None
        allin = None if s.behind is None else s.committed + s.behind
        if self.structure is Structure.FIXED_LIMIT:
            top = self.current_bet + self.bet_size
        elif self.structure is Structure.POT_LIMIT:
            top = self.pot_limit_max(s.name)
        else:
            top = allin
        if top is None:
            return None
        if allin is not None:
            top = min(top, allin)
        return max(top, low)

    def facing(self, player: str) -> Facing:
        """What ``player`` faces now."""
        return self._facing(self.seat(player))

    def _facing(self, s: _Seat) -> Facing:
        owed = max(0, self.current_bet - s.committed)
        low = self._min_raise_to(s)  # None exactly when the player cannot raise
        return _frozen(Facing, to_call=owed if s.behind is None else min(owed, s.behind),
                       current_bet=self.current_bet, min_raise_to=low, can_raise=low is not None)

    def options(self, player: str) -> list[str]:
        """The legal actions of ``player`` now, e.g. ``["fold", "call", "raise"]``."""
        s = self.seat(player)
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

    # ------------------------------------------------------------------ acting
    def give_turn(self, player: str) -> None:
        """Hook for :mod:`rulescore.procedure`: make it ``player``'s turn, for an out-of-turn action the
        rules let stand (08.9, IA-14). The next turn then follows from ``player``'s seat as usual."""
        self.seat(player)
        self._next = self._index[player]

    def _check_turn(self, player: str, written: str) -> _Seat:
        s = self.seat(player)
        if self._next is None:
            raise RoundClosedError(f"{player} cannot act: the {self.street.value} betting round is over, nobody is left to act")
        if s.folded:
            raise IllegalActionError(f"{player} has folded and cannot act", rule="08.9")
        if s.behind == 0:
            raise IllegalActionError(f"{player} is all-in and cannot act", rule="08.9")
        expected = self.seats[self._next].name
        if expected != player:
            from .errors import OutOfTurnError

            raise OutOfTurnError(f"it is {expected}'s turn, not {player}'s", rule="08.9")
        return s

    def _record(self, s: _Seat, written: str, ruled_as: str, added: int, *, full: bool | None, rule: str,
                facing: Facing, returned: int = 0, note: str = "", outcomes: tuple[str, ...] = ()) -> ActionRecord:
        s.acted = True
        s.level = self.current_bet
        self.barred.pop(s.name, None)
        rec = _frozen(ActionRecord, index=len(self.actions) + 1, player=s.name,
                      written=written or f"{s.name} {ruled_as}", ruled_as=ruled_as, to=s.committed, added=added,
                      returned=returned, all_in=s.behind == 0 and not s.folded, full_raise=full, rule=rule,
                      facing=facing, note=note, outcomes=outcomes)
        self.actions.append(rec)
        self._next = self._find_next(self._index[s.name] + 1)
        return rec

    def fold(self, player: str, *, written: str = "", note: str = "", rule: str = "",
             outcomes: tuple[str, ...] = ()) -> ActionRecord:
        """``player`` folds. A fold with nothing to call is binding but non-standard (PL-58)."""
        s = self._check_turn(player, written)
        facing = self._facing(s)
        s.folded = True
        if not note and facing.to_call == 0:
            note, rule = "a fold with no bet to face is binding but non-standard", rule or "PL-58"
        return self._record(s, written, "fold", 0, full=None, rule=rule, facing=facing, note=note,
                            outcomes=outcomes)

    def check(self, player: str, *, written: str = "", note: str = "", rule: str = "") -> ActionRecord:
        """``player`` checks; impossible when facing a bet (08.1)."""
        s = self._check_turn(player, written)
        owed = self.current_bet - s.committed
        if owed > 0:
            raise IllegalActionError(f"{player} faces a bet of {self.current_bet} and cannot check", rule="08.1")
        return self._record(s, written, "check", 0, full=None, rule=rule, facing=self._facing(s), note=note)

    def call(self, player: str, *, written: str = "", note: str = "", rule: str = "", returned: int = 0,
             outcomes: tuple[str, ...] = ()) -> ActionRecord:
        """``player`` calls the current bet, or all-in for less if their stack is short."""
        s = self._check_turn(player, written)
        facing = self._facing(s)
        owed = self.current_bet - s.committed
        if owed <= 0:
            raise IllegalActionError(f"{player} has nothing to call (the bet is {self.current_bet}, "
                                     f"{player} has {s.committed} in); check instead", rule="PL-55")
        paid = self._take(s, owed)
        s.committed += paid
        return self._record(s, written, "call", paid, full=None, rule=rule, facing=facing, returned=returned,
                            note=note, outcomes=outcomes)

    def verify_raise_to(self, player: str, total: int) -> None:
        """Raise :class:`IllegalActionError` unless ``player`` may bet or raise to ``total`` now."""
        if not isinstance(total, int) or isinstance(total, bool) or total <= 0:
            raise IllegalActionError(f"{player}: {total!r} is not a whole positive number of chips")
        s = self.seat(player)
        word = "bet" if self.current_bet == 0 else "raise to"
        if total <= self.current_bet:
            raise IllegalActionError(f"{player} {word} {total} does not exceed the current bet of {self.current_bet}",
                                     rule="08.4")
        allin = self.all_in_total(player)
        if allin is not None and total > allin:
            raise IllegalActionError(f"{player} {word} {total} but has only {allin} in all (stack {s.behind} "
                                     f"behind, {s.committed} in)", rule="08.4")
        if player in self.barred:
            raise IllegalActionError(f"{player} cannot raise: {self.barred[player][0]}", rule=self.barred[player][1])
        low = self._min_raise_to(s)
        if low is None:  # the player cannot raise: say why
            if not self._is_open(s):
                raise IllegalActionError(
                    f"{player} cannot raise: the bet rose only {self.current_bet - s.level} since {player} acted, "
                    f"less than a full raise of {self.increment}", rule="IA-10")
            if self._cap_reached():
                raise IllegalActionError(f"{player} cannot raise: the cap of {self.cap} bets is reached", rule="PL-52")
            raise IllegalActionError(f"{player} cannot raise: no other player can call more than "
                                     f"{self.current_bet}", rule="08.4")
        high = self._max_raise_to(s, low)
        if total < low:
            raise IllegalActionError(
                f"{player} {word} {total} is below the minimum of {low} (increment {self.increment}) and is not all-in",
                rule="08.4")
        if high is not None and total > high and not self.limit_waived:
            rule = "PL-54" if self.structure is Structure.POT_LIMIT else "PL-52"
            what = "the pot limit" if self.structure is Structure.POT_LIMIT else "one bet size"
            raise IllegalActionError(f"{player} {word} {total} is above {what}: the most is {high}", rule=rule)

    def can_raise_to(self, player: str, total: int) -> bool:
        """Whether ``player`` may bet or raise to ``total`` now."""
        try:
            self.verify_raise_to(player, total)
        except IllegalActionError:
            return False
        return True

    def raise_to(self, player: str, total: int, *, written: str = "", note: str = "", rule: str = "",
                 returned: int = 0, outcomes: tuple[str, ...] = ()) -> ActionRecord:
        """``player`` bets or raises to ``total`` (their street total). A short all-in is an incomplete
        raise: it changes neither the minimum raise nor whom betting is open to (IA-07, IA-10)."""
        s = self._check_turn(player, written)
        self.verify_raise_to(player, total)
        facing = self._facing(s)
        ruled_as = "bet" if self.current_bet == 0 else "raise"
        increment = total - self.current_bet
        full = increment >= self.increment
        if full:
            self.increment = increment if self.structure is not Structure.FIXED_LIMIT else self.increment
            self.bets += 1
        added = total - s.committed
        self._take(s, added)
        s.committed = total
        self.current_bet = total
        self.last_aggressor = player
        if not rule:
            rule = "08.4" if full else "IA-10"
        if not note:
            note = (f"full {ruled_as} of {increment}; the minimum raise is now to {total + self.increment}" if full
                    else f"all-in adding {increment}, less than a full raise of {self.increment}: reopens "
                         f"nobody, the minimum raise stays {self.increment}")
        return self._record(s, written, ruled_as, added, full=full, rule=rule, facing=facing, returned=returned,
                            note=note, outcomes=outcomes)

    bet = raise_to

    def all_in(self, player: str, *, written: str = "", note: str = "", rule: str = "") -> ActionRecord:
        """``player`` puts in every chip: a call (possibly for less), or a bet or raise, full or not."""
        s = self.seat(player)
        if s.behind is None:
            self._check_turn(player, written)
            raise IllegalActionError(f"{player} goes all-in but no stack is given for {player} (add it to stacks:)")
        total = s.committed + s.behind
        if total <= self.current_bet:
            return self.call(player, written=written, note=note, rule=rule)
        self._check_turn(player, written)
        # An all-in raise is always allowed for the player's whole stack when betting is open; if it is
        # not open (IA-10), the only way to put the chips in is a call.
        if self.is_open(player) and not self._cap_reached() and not self.can_raise(player):
            # Nobody left could call more than the current bet: all-in is a call, the rest stays behind.
            return self.call(player, written=written, rule=rule or "08.4", note=note or (
                f"no other player can call more than {self.current_bet}: all-in is a call"))
        if not self.can_raise(player):
            raise IllegalActionError(
                f"{player} cannot move all-in for {total}: betting is not open to {player} "
                f"(the bet rose only {self.current_bet - s.level} since {player} acted, less than a full raise "
                f"of {self.increment}); {player} may only call or fold", rule="IA-10")
        if self.structure is not Structure.NO_LIMIT:
            high = self.max_raise_to(player)
            if high is not None and total > high:
                raise IllegalActionError(f"{player} all-in for {total} is above the limit: the most is {high}",
                                         rule="PL-54" if self.structure is Structure.POT_LIMIT else "PL-52")
        return self.raise_to(player, total, written=written, note=note, rule=rule)
