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
  in the event. An all-in of at least half a bet reopens the betting for players who have acted and
  counts towards the cap; less than half reopens nobody (TDA 2024 rule 47-B).
* **Short all-in big blind**: the call is the full big blind while anyone besides the big blind can put
  it in; once the big blind's all-in is all that is left to call (heads-up, or folded round to the small
  blind) the call is what the big blind has (:meth:`BettingRound.call_level`).
* **Blinds, antes, heads-up**: ``seats[0]`` posts the small blind and ``seats[1]`` the big blind. With
  three or more players the button is the last seat and preflop action starts at ``seats[2]``; heads-up
  the small blind is the button, acts first preflop and last after the flop. A big-blind ante is posted
  by the big blind after the blind (TDA 2024 RP-11); a straddle by ``seats[2]`` plays as the big blind.
  With a dead small blind (a dead button hand: nobody posts it) ``seats[0]`` posts the big blind and
  everything after it moves up one seat. Antes may differ from seat to seat (``seat_antes``).

Decisions where the sources are silent (written down here so a TD can see them):

* an opening all-in bet below the big blind is not a full bet: the minimum raise-to after it is that
  bet plus one big blind, and it reopens nobody;
* a player may not raise when no other live player could call more than the current bet (all the others
  are all-in or too short to cover it): nobody is left to call the raise, and an all-in there is a call;
* a straddle counts as the big blind for that hand: a raise over it must be by at least the straddle; in
  fixed limit it is a blind raise of one bet (exactly twice the big blind): the bet size does not change
  and the straddle counts towards the cap (rulescore's decision, no TDA rule covers it);
* a fold with no bet to face is binding but non-standard (PL-58); it is accepted and noted, and never
  listed among the options.

The engine is deliberately plain Python on small lists: it is replayed thousands of times a second by
the benchmark and the property tests.

One object owns the state of a street, and only this module may write it (tests/test_one_core.py checks that
no other module changes a round): every operation that changes the round (acting, holding an out-of-turn action,
the dealer's corrections, the next street) is a method here. What only reads the state lives elsewhere: the call,
the reopening and the raise sizes in :mod:`rulescore.rules.limits` (the round inherits them), what chips and words
count as in :mod:`rulescore.rules.declarations`, procedure in :mod:`rulescore.rules.procedure`.
"""

from __future__ import annotations

import copy
from dataclasses import replace
from typing import Any

from ..records.chips import Chips
from ..records.errors import IllegalActionError, OutOfTurnError, RoundClosedError, ScenarioError, UnknownPlayerError
from ..records.vocabulary import (
    PLAIN,
    ActionKind,
    ActionRecord,
    Annotation,
    Facing,
    Game,
    Note,
    RuleSet,
    SeatView,
    Street,
    Structure,
    then,
)
from .limits import RoundSeat, Sizing


def _key_error(key: str, kind: str, **args: Any) -> ScenarioError:
    """A scenario key's value the table cannot be set up with (``straddle: ...``), as a typed record."""
    return ScenarioError(Note.of(kind, **args), action=key, where=Note.of("where-key", key=key))


def _check_setup(names: list[str], sb: int, bb: int, stacks: dict[str, int], *, ante: int, pot: int, bb_ante: int,
                 seat_antes: dict[str, int] | None, dead_small_blind: bool) -> None:
    """Refuse a table the round cannot be built from (one line each, naming the key)."""
    if len(names) < 2:
        raise ScenarioError(f"seats {names!r}: a hand needs at least two players")
    if len(set(names)) != len(names):
        dup = sorted({n for n in names if names.count(n) > 1})
        raise ScenarioError(f"seats {names!r}: {', '.join(dup)} seated twice")
    if not (isinstance(sb, int) and isinstance(bb, int)) or sb < 0 or bb <= 0 or sb > bb:
        raise ScenarioError(f"blinds {sb}/{bb}: need whole numbers with 0 <= small <= big and big > 0")
    if ante < 0 or pot < 0 or bb_ante < 0:
        raise ScenarioError(f"ante {ante} / pot {pot}: chips cannot be negative")
    if seat_antes and ante:
        raise _key_error("ante", "err-ante-both")
    if dead_small_blind and len(names) < 3:
        raise _key_error("dead_small_blind", "err-dead-sb-heads-up", cite="TDA 34")
    for name, chips in stacks.items():
        if name not in names:
            raise UnknownPlayerError(Note.of("err-unknown-player", shown=repr(name), seats=", ".join(names)),
                                     action="stacks", where=Note.of("where-key", key="stacks"))
        if not isinstance(chips, int) or isinstance(chips, bool) or chips < 0:
            raise _key_error("stacks", "err-stack-chips", player=name, quoted=repr(chips))


class BettingRound(Sizing):
    """One street of betting: the state of the hand on that street and its one history.

    Every change goes through a verified operation of this class and is recorded once, in
    :attr:`actions`; the rules modules only read the round and return decisions. What the round hands
    out is read-only: :meth:`seat` and :attr:`seats` give :class:`~rulescore.records.vocabulary.SeatView`
    snapshots, :attr:`actions` a tuple of frozen records. Construct with keyword arguments only, then act.

    >>> r = BettingRound(seats=["A", "B", "C", "D"], blinds=(100, 200), street=Street.FLOP)
    >>> str(r.bet("A", 600).ruled_as), r.raise_to("B", 1600).to, r.raise_to("C", 3600).to
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
        bb_ante: int = 0,
        straddle: tuple[str, int] | None = None,
        pot: int = 0,
        cap: int = 4,
        players_in_event: int | None = None,
        folded: tuple[str, ...] | list[str] | frozenset[str] | set[str] = (),
        earlier: dict[str, int] | None = None,
        antes: dict[str, int] | None = None,
        seat_antes: dict[str, int] | None = None,
        dead_small_blind: bool = False,
        rules: RuleSet = RuleSet.TDA2024,
        blind_chips: dict[str, Chips] | None = None,
    ) -> None:
        """
        :param seats: clockwise, first entry the first seat left of the button (the small blind).
        :param blinds: (small, big).
        :param stacks: chips behind at the start of this street (before blinds and antes); players not
            listed are deep.
        :param ante: per player, dead money posted before the blinds (preflop only).
        :param bb_ante: preflop only: the ante for the whole table, posted by the big blind after the blind
            (TDA 2024 RP-11: blind first when the big blind is short).
        :param straddle: preflop only: ``(player, amount)``, a live straddle by the first seat after the big blind.
        :param pot: chips already in the middle from earlier streets.
        :param cap: fixed limit only: the most bets and raises on one street (the opening bet or the big
            blind counts as one).
        :param players_in_event: fixed limit only: players left in the tournament; with two there is no
            cap (PL-52).
        :param folded: players who folded on an earlier street (still seated, out of the hand).
        :param earlier: of ``pot``, the chips each player put in on earlier streets (for the side pots).
        :param antes: antes each player posted earlier in the hand (a street after the preflop).
        :param seat_antes: preflop only: antes that differ from seat to seat, ``{player: chips}`` (a player
            not listed antes nothing), instead of ``ante``. They are dead money in the main pot, as a big-blind
            ante is (a uniform ``ante`` is each player's own contribution to the pots, 03.8).
        :param dead_small_blind: preflop only: nobody posts the small blind (a dead button hand, TDA 32
            and 54-B); ``seats[0]``, the first seat left of the button, posts the big blind and the action starts
            at ``seats[1]``. The call and the raise sizes are still those of the full big blind.
        :param blind_chips: preflop only: the chips a blind (or the straddle) was posted with when change is
            due, e.g. one 1000 chip for a big blind of 100; they lie in front as the player's earlier chips
            (IA-09 [46] situation 4).
        :param rules: the rule set the round is ruled by (TDA 2024 or the renderings, :mod:`rulescore.reference.rulesets`);
            the rules modules read it, the round never changes it.
        """
        names = list(seats)
        sb, bb = blinds
        stacks = dict(stacks or {})
        _check_setup(names, sb, bb, stacks, ante=ante, pot=pot, bb_ante=bb_ante, seat_antes=seat_antes,
                     dead_small_blind=dead_small_blind)
        self.game = game
        self.rules = rules
        self.structure = game.structure
        self.street = street
        self._street = street.value  # the street's name, as records carry it
        self.blinds = (sb, bb)
        self.ante = ante
        self.bb_ante = bb_ante
        self.cap = cap
        self.players_in_event = players_in_event
        self._seats = [RoundSeat(name=n, behind=stacks.get(n)) for n in names]
        self._index = {n: i for i, n in enumerate(names)}
        for name, chips in (earlier or {}).items():
            self._seat(name).earlier = chips
        for name, chips in (antes or {}).items():
            self._seat(name).ante = chips
        self.pot = pot  # chips from earlier streets plus antes
        self._actions: list[ActionRecord] = []  # the one history; read it as :attr:`actions`
        self._held = 0  # out-of-turn actions held in the history, waiting for their player's turn
        self.last_aggressor: str | None = None
        n = len(names)
        self.button = 0 if n == 2 else n - 1
        self.bet_size = bb * (2 if street in (Street.TURN, Street.RIVER) else 1)
        # The minimum raise increment: the largest full bet or raise so far (the big blind to start).
        self.increment = self.bet_size if self.structure is Structure.FIXED_LIMIT else bb
        self.current_bet = 0
        #: Fixed limit: the street total of the last full bet or raise, or of an all-in that counts as one (at
        #: least half a bet over the last, TDA 47-B). Raises go to it plus one bet size, so after an all-in for
        #: less than half a bet the next raise completes the bet ("complete", TDA 3): at 100/200 on the flop, an
        #: all-in for 90 is called for 90 or completed to 200, not raised to 290; an all-in for 150 is called for
        #: 150 or raised to 350 (the practice Robert's Rules of Poker writes down; TDA 2024 says only when such an
        #: all-in reopens the betting).
        self.full_level = 0
        self.bets = 0  # full bets and raises made (fixed-limit cap)
        self.reopenings = 0  # raises that reopen the betting (full ones; in fixed limit, half-bet all-ins)
        self.posted: dict[str, int] = {}  # forced chips posted before the deal: blinds, straddle, antes
        self._blind_floor: dict[int, int] = {}
        #: Players who may not raise until their next action, with the reason and rule (a player who said
        #: "check" facing a bet may only call or fold, PL-55).
        self.barred: dict[str, tuple[Note, str]] = {}
        self.straddle = straddle
        self.dead_small_blind = dead_small_blind and street is Street.PREFLOP
        """Preflop: nobody posted the small blind (a dead button hand); ``seats[0]`` posted the big blind."""
        #: The seat index that posts the big blind preflop (0 when the small blind is dead).
        self.big_blind_seat = 0 if self.dead_small_blind else 1
        self._next: int | None = None  # the seat whose turn it is (None: the round is over)
        if street is Street.PREFLOP:
            self._post_forced(ante=ante, seat_antes=seat_antes, bb_ante=bb_ante, straddle=straddle)
        else:
            self._next = (self.button + 1) % n
        self._place_blind_chips(blind_chips or {})
        for name in folded:
            self._seat(name).folded = True
        self._next = self._find_next(self._next or 0)  # the first seat to act, if any can

    def _post_forced(self, *, ante: int, seat_antes: dict[str, int] | None, bb_ante: int,
                     straddle: tuple[str, int] | None) -> None:
        """Preflop: the antes, the blinds, a big-blind ante and a straddle are posted, and the turn goes to
        the first seat after the last forced bet."""
        sb, bb = self.blinds
        n = len(self._seats)
        if ante:
            for s in self._seats:
                s.ante = self._take(s, ante)
                self.pot += s.ante
        if seat_antes:  # antes that differ are dead money in the main pot, like a big-blind ante
            paid = sum(self._take(self._seat(name), chips) for name, chips in seat_antes.items())
            self.pot += paid
            self.posted["antes"] = paid
        big = self.big_blind_seat
        for i, amount in (((0, bb),) if self.dead_small_blind else ((0, sb), (1, bb))):
            s = self._seats[i]
            s.committed += self._take(s, amount)
            self._blind_floor[i] = amount
        if bb_ante:  # the big blind posts the blind first, then as much of the table's ante as is left
            paid = self._take(self._seats[big], bb_ante)
            self.pot += paid
            self.posted["bb_ante"] = paid
        # The call is the full big blind even when the big blind is short (PL-54B).
        self.current_bet = self.full_level = bb
        self.bets = 1
        self._next = (big + 1) % n
        if straddle is not None:
            who, amount = straddle
            s = self._seat(who)
            if self._index[who] != (big + 1) % n or n < 3:
                raise _key_error("straddle", "err-straddle-seat", player=who)
            if s.behind is not None and s.behind < amount:
                raise _key_error("straddle", "err-straddle-short", player=who, behind=s.behind, amount=amount)
            if self.structure is Structure.FIXED_LIMIT and amount != 2 * bb:
                raise _key_error("straddle", "err-straddle-limit", bet=2 * bb, sb=sb, bb=bb, amount=amount)
            s.committed += self._take(s, amount)
            self._blind_floor[(big + 1) % n] = amount
            self.current_bet = self.full_level = amount
            if self.structure is Structure.FIXED_LIMIT:
                # rulescore's decision (no TDA rule): in fixed limit the straddle is a blind raise of one
                # bet; the bet size stays the small bet and the straddle counts towards the cap.
                self.bets = 2
            else:
                self.increment = amount  # the straddle plays as the big blind: raises are by at least it
            self._next = (big + 2) % n

    def _place_blind_chips(self, blind_chips: dict[str, Chips]) -> None:
        """The chips a blind or the straddle was posted with when change is due: they lie in front as the
        player's earlier chips (IA-09 [46] situation 4)."""
        street = self.street
        for name, posted in blind_chips.items():
            s = self._seat(name)
            if street is not Street.PREFLOP or s.committed == 0:
                raise _key_error("blind_chips", "err-blind-chips-none", player=name)
            if posted.total < s.committed:
                raise _key_error("blind_chips", "err-blind-chips-few", player=name, posted=s.committed,
                                 chips=posted.total)
            if s.behind is not None and s.behind + s.committed < posted.total:
                raise _key_error("blind_chips", "err-blind-chips-more", player=name, has=s.behind + s.committed,
                                 chips=posted.total)
            s.front = posted
            s.change_due = posted.total - s.committed

    # ------------------------------------------------------------------ helpers
    @staticmethod
    def _take(s: RoundSeat, amount: int) -> int:
        if s.behind is None:
            return amount
        behind = s.behind
        paid = amount if amount < behind else behind
        s.behind = behind - paid
        return paid

    def _seat(self, player: str) -> RoundSeat:
        """The seat of ``player`` as the round changes it."""
        try:
            return self._seats[self._index[player]]
        except KeyError:
            raise UnknownPlayerError(Note.of("err-not-seated", quoted=repr(player),
                                             seats=", ".join(s.name for s in self._seats)), rule="TDA 50") from None

    @staticmethod
    def _view(s: RoundSeat) -> SeatView:
        return SeatView(name=s.name, behind=s.behind, committed=s.committed, folded=s.folded, acted=s.acted,
                        level=s.level, reopenings=s.reopenings, ante=s.ante, earlier=s.earlier, front=s.front)

    def seat(self, player: str) -> SeatView:
        """The seat of ``player`` now, read-only (a snapshot: it does not follow later actions)."""
        return self._view(self._seat(player))

    @property
    def seats(self) -> tuple[SeatView, ...]:
        """Every seat now, in seat order, read-only (snapshots)."""
        return tuple(self._view(s) for s in self._seats)

    @property
    def actions(self) -> tuple[ActionRecord, ...]:
        """The round's one history: every line of the street as ruled, in order (a held out-of-turn action
        is replaced by its ruling once its player's turn comes)."""
        return tuple(self._actions)

    def copy(self) -> BettingRound:
        """An independent copy (to see how an action would be ruled without making it)."""
        return copy.deepcopy(self)

    def _find_next(self, start: int) -> int | None:
        # Runs after every action.
        seats = self._seats
        n, bet = len(seats), self.current_bet
        live = 0
        for s in seats:
            if not s.folded:
                live += 1
        if live < 2:  # everybody else folded
            return None
        start %= n
        for k in range(n):
            i = start + k
            if i >= n:
                i -= n
            s = seats[i]
            if s.folded or s.behind == 0 or (s.acted and s.committed >= bet):
                continue
            # Nobody left to bet against: one player with chips who has matched every other live
            # player's total is done (a short all-in big blind can leave that below the big blind).
            for o in seats:
                if o is not s and not o.folded and o.behind != 0:
                    return i
            if s.committed >= max(o.committed for o in seats if o is not s and not o.folded):
                return None
            return i
        return None

    # ------------------------------------------------------------------ state queries
    @property
    def to_act(self) -> str | None:
        """The player whose turn it is, or ``None`` once the round is over."""
        return None if self._next is None else self._seats[self._next].name

    @property
    def closed(self) -> bool:
        """Whether the betting round is over."""
        return self._next is None

    @property
    def live_players(self) -> list[str]:
        """Players who have not folded, in seat order."""
        return [s.name for s in self._seats if not s.folded]

    @property
    def betting_possible(self) -> bool:
        """Whether more betting can happen in the hand after this round: two or more live players with
        chips behind (with one or none, the remaining cards are dealt without betting)."""
        return sum(1 for s in self._seats if s.live) >= 2

    @property
    def betting_over(self) -> bool:
        """Whether the betting of the whole hand is over: this round is closed and no later street can have
        betting (this is the river, or at most one live player has chips behind). All-in hands are turned
        face up only then (03.3)."""
        return self.closed and (self.street is Street.RIVER or not self.betting_possible)

    def committed(self, player: str) -> int:
        """Chips ``player`` has put in on this street (blinds included)."""
        return self._seat(player).committed

    def behind(self, player: str) -> int | None:
        """Chips ``player`` has left, or ``None`` if the stack was not given (deep)."""
        return self._seat(player).behind

    def front_chips(self, player: str) -> Chips | None:
        """The chips lying in front of ``player`` from earlier actions on this street (``None``: none).

        Exactly as pushed when the player's last chips went in by ``push``; otherwise one stack of the value
        the player has in (a blind or a plain bet)."""
        s = self._seat(player)
        if s.front is not None and s.front.total >= s.committed:
            return s.front
        if s.committed > 0:
            return Chips(values=(s.committed,))
        return None

    def contributions(self) -> dict[str, int]:
        """Each player's chips in on this street, by seat order (folded players included)."""
        return {s.name: s.committed for s in self._seats}

    def pot_contributions(self) -> dict[str, int]:
        """Each player's chips towards the pots: this street's, earlier streets' and their ante, so that a
        player all-in for the ante can win the antes matched (03.8). The rest of :attr:`pot` is
        :attr:`dead_money`."""
        return {s.name: s.committed + s.ante + s.earlier for s in self._seats}

    @property
    def dead_money(self) -> int:
        """Chips in the middle that belong to nobody's share: from earlier streets when they are not given
        by player, and a big-blind ante. They go to the main pot."""
        return self.pot - sum(s.ante + s.earlier for s in self._seats)

    @property
    def total_pot(self) -> int:
        """Every chip in the middle: earlier streets, antes and this street's bets."""
        return self.pot + sum(s.committed for s in self._seats)

    # ------------------------------------------------------------------ acting
    def give_turn(self, player: str) -> None:
        """Make it ``player``'s turn, for an out-of-turn action the rules let stand (08.9, IA-14). The next
        turn then follows from ``player``'s seat as usual."""
        self._seat(player)
        self._next = self._index[player]

    def _can_act(self, player: str) -> tuple[RoundSeat, int]:
        """The seat of ``player``, who must still be able to act (in turn or not) in an open round, and the
        seat whose turn it is."""
        s, turn = self._seat(player), self._next
        if turn is None:
            raise RoundClosedError(Note.of("err-round-over", player=player, street=self.street.value), rule="TDA 50")
        if s.folded:  # a fold binds (TDA 50-A, 53-A, 58): the player is out of the hand
            raise IllegalActionError(Note.of("err-folded", player=player), rule="TDA 50")
        if s.behind == 0:  # no rule decides it: there is nothing left to act with (the format page, action lines)
            raise IllegalActionError(Note.of("err-all-in", player=player, section="Action lines"))
        return s, turn

    def _check_turn(self, player: str) -> RoundSeat:
        s, turn = self._can_act(player)
        expected = self._seats[turn].name
        if expected != player:
            raise OutOfTurnError(Note.of("err-not-turn", expected=expected, player=player), rule="08.9")
        return s

    def verify_turn(self, player: str) -> None:
        """Raise :class:`IllegalActionError` unless it is ``player``'s turn and they can act."""
        self._check_turn(player)

    def kill_skipped(self, players: tuple[str, ...], *, after: str, index: int) -> None:
        """The floor rules the hands of ``players`` dead (skipped by significant action out of turn, IA-14,
        alike for every skipped player, TDA 53-B): they fold, the record of ``after``'s action at ``index``
        says so, and the turn passes to the next player after ``after``."""
        dead = [p for p in players if self._seat(p).live]
        for p in dead:
            self._seat(p).folded = True
        if dead:
            for i, r in enumerate(self._actions):
                if r.index == index and r.player == after:
                    self._actions[i] = r._replace(why=then(r.why, Note.of("applied-dead", players=tuple(dead),
                                                                          n=len(dead))))
        self.resume_after(after)

    def resume_after(self, player: str) -> None:
        """Pass the turn to the next player who has to act after ``player`` (once the floor has ruled on
        hands skipped by out-of-turn action, IA-14)."""
        self._seat(player)
        self._next = self._find_next(self._index[player] + 1)

    def _put(self, record: ActionRecord) -> ActionRecord:
        """Enter a record in the history: in place of the held out-of-turn action with the same index (it
        is being ruled now), else at the end."""
        if self._held:
            for i, r in enumerate(self._actions):
                if r.index == record.index and r.ruled_as is ActionKind.PENDING and r.player == record.player:
                    self._actions[i] = record
                    self._held -= 1
                    return record
        self._actions.append(record)
        if record.ruled_as is ActionKind.PENDING:
            self._held += 1
        return record

    def _index_for(self, index: int | None) -> int:
        return len(self._actions) + 1 if index is None else index

    def _record(self, s: RoundSeat, ruled_as: ActionKind, added: int, *, full: bool | None, facing: Facing,
                annotation: Annotation, returned: int = 0, front: tuple[int, ...] | None = None,
                rule: str = "", note: Note | None = None) -> ActionRecord:
        """Enter the record of ``s``'s action (``rule`` / ``note``: the operation's own, where the annotation
        names none) and pass the turn on."""
        s.acted = True
        s.level = self.current_bet
        s.reopenings = self.reopenings
        s.change_due = 0
        s.front = (Chips(values=tuple(sorted(front, reverse=True)))
                   if front and sum(front) >= s.committed else None)
        if self.barred:
            self.barred.pop(s.name, None)
        a = annotation
        outs = a.outcomes
        rec = ActionRecord(index=len(self._actions) + 1 if a.index is None else a.index, player=s.name,
                           written=a.written or s.name + " " + ruled_as, ruled_as=ruled_as, to=s.committed,
                           added=added, returned=returned, all_in=s.behind == 0 and not s.folded, full_raise=full,
                           rule=a.rule or rule, facing=facing, why=a.note or note,
                           outcomes=tuple(o.label for o in outs) if outs else (), street=self._street,
                           behind=s.behind, skipped=a.skipped, details=outs)
        self._put(rec)
        self._next = self._find_next(self._index[s.name] + 1)
        return rec

    @staticmethod
    def _returned(pushed: int, pulled: int, added: int, returned: int, change: int = 0) -> int:
        """Chips handed back: what was pushed (less what was taken back off the earlier bet) beyond what
        the action puts in, with the change still owed on a blind posted with a bigger chip (``change``: a big
        blind of 100 posted with a 1000 chip calls 900 with one 100 chip added and gets 200 back, IA-09
        situation 4); a declared action owing more than the chips pushed returns nothing."""
        return max(0, pushed - pulled - added + change) if pushed else returned

    def fold(self, player: str, *, annotation: Annotation = PLAIN, forfeit: int = 0, pushed: int = 0,
             pulled: int = 0) -> ActionRecord:
        """``player`` folds. A fold with nothing to call is binding but non-standard (PL-58). ``forfeit``:
        chips pushed that stay in the pot (a fold after an undercall, 08.7).

        Every operation takes the event's :class:`~rulescore.records.vocabulary.Annotation` (the line as written,
        its index, the rule and note that replace the ruling's own, the TD's outcomes, the players an
        out-of-turn action skipped) and keyword chips: ``pushed`` (chips moved forward), ``pulled`` (of the
        earlier chips, taken back), ``front`` (the chips as pushed), ``returned`` (handed back)."""
        s = self._check_turn(player)
        facing = self._facing(s)
        paid = self._take(s, forfeit) if forfeit else 0
        s.committed += paid
        s.folded = True
        nothing = not annotation.note and facing.to_call == 0
        return self._record(s, ActionKind.FOLD, paid, full=None, facing=facing, annotation=annotation,
                            returned=self._returned(pushed, pulled, paid, 0, s.change_due), rule="PL-58" if nothing else "",
                            note=Note.of("fold-no-bet") if nothing else None)

    def fold_out_of_turn(self, player: str, *, annotation: Annotation) -> ActionRecord:
        """``player`` folds before their turn: an out-of-turn fold binds at once (08.9, PL-58; TDA 53-A, 58).
        The turn stays with the player to act; a fold that leaves one player in the hand ends it. The
        annotation gives the line, its rule (08.9 unless named), the note and the players skipped."""
        a = annotation
        s, turn = self._can_act(player)
        facing = self._facing(s)
        s.folded = True
        rec = ActionRecord(index=self._index_for(a.index), player=player, written=a.written or f"{player} fold",
                           ruled_as=ActionKind.FOLD, to=s.committed, added=0, rule=a.rule or "08.9", facing=facing,
                           why=a.note, street=self._street, behind=s.behind, skipped=a.skipped)
        self._put(rec)
        self._next = self._find_next(turn)
        return rec

    def check(self, player: str, *, annotation: Annotation = PLAIN, pushed: int = 0) -> ActionRecord:
        """``player`` checks; impossible when facing a bet (PL-55 [55]: even the word leaves only call or
        fold). ``pushed``: chips that go back (a single chip from the big blind with nothing to call)."""
        s = self._check_turn(player)
        if self._call_level(s) > s.committed:
            raise IllegalActionError(Note.of("err-check-facing", player=player, bet=self.current_bet), rule="PL-55")
        return self._record(s, ActionKind.CHECK, 0, full=None, facing=self._facing(s), annotation=annotation,
                            returned=pushed)

    def call(self, player: str, *, annotation: Annotation = PLAIN, pushed: int = 0, pulled: int = 0,
             returned: int = 0, front: tuple[int, ...] | None = None) -> ActionRecord:
        """``player`` calls the current bet, or all-in for less if their stack is short."""
        s = self._check_turn(player)
        facing = self._facing(s)
        owed = facing.to_call  # limited by the stack: _take would pay no more anyway
        if owed <= 0:
            raise IllegalActionError(Note.of("err-nothing-to-call", player=player, bet=self.current_bet,
                                             has=s.committed), rule="PL-55")
        paid = self._take(s, owed)
        s.committed += paid
        return self._record(s, ActionKind.CALL, paid, full=None, facing=facing, annotation=annotation,
                            returned=self._returned(pushed, pulled, paid, returned, s.change_due), front=front)

    def verify_raise_to(self, player: str, total: int, *, over_limit: bool = False) -> None:
        """Raise :class:`IllegalActionError` unless ``player`` may bet or raise to ``total`` now.
        ``over_limit``: accept a total above the pot limit (a bet made on a dealer's wrong count, IA-12)."""
        if not isinstance(total, int) or isinstance(total, bool) or total <= 0:
            raise IllegalActionError(Note.of("err-not-chips", player=player, quoted=repr(total)))
        s = self._seat(player)
        word = "bet" if self.current_bet == 0 else "raise"
        if total <= self.current_bet:
            raise IllegalActionError(Note.of("err-not-above", player=player, word=word, total=total,
                                             bet=self.current_bet), rule="08.4")
        allin = None if s.behind is None else s.committed + s.behind
        if allin is not None and total > allin:
            raise IllegalActionError(Note.of("err-over-stack", player=player, word=word, total=total, allin=allin,
                                             behind=s.behind or 0, has=s.committed), rule="08.4")
        if self._blocker(s) is not None:
            text, rule = self.blocker(player) or (Note.of("may-not-raise"), "")
            raise IllegalActionError(Note.of("err-cannot-raise", player=player, blocker=text), rule=rule or None)
        target = self._raise_target()
        low = target if allin is None else min(target, allin)
        high = self._max_raise_to(s, low)
        if total < low:
            raise IllegalActionError(Note.of("err-below-minimum", player=player, word=word, total=total, low=low,
                                             increment=self.increment),
                                     rule="TDA 47-B" if target != self.current_bet + self.increment else "08.4")
        if high is not None and total > high and not over_limit:
            rule = "PL-54" if self.structure is Structure.POT_LIMIT else "PL-52"
            what = "pot" if self.structure is Structure.POT_LIMIT else "bet"
            raise IllegalActionError(Note.of("err-above-limit", player=player, word=word, total=total, limit=what,
                                             high=high), rule=rule)

    def can_raise_to(self, player: str, total: int) -> bool:
        """Whether ``player`` may bet or raise to ``total`` now."""
        try:
            self.verify_raise_to(player, total)
        except IllegalActionError:
            return False
        return True

    def _reopens(self, increment: int, all_in: bool) -> bool:
        """Whether a raise adding ``increment`` over the last full level reopens the betting: a full raise; in
        fixed limit also an all-in of at least half a bet (TDA 47-B)."""
        if increment >= self.increment:
            return True
        return self.structure is Structure.FIXED_LIMIT and all_in and 2 * increment >= self.bet_size

    def raise_to(self, player: str, total: int, *, annotation: Annotation = PLAIN, pushed: int = 0,
                 pulled: int = 0, returned: int = 0, front: tuple[int, ...] | None = None,
                 over_limit: bool = False) -> ActionRecord:
        """``player`` bets or raises to ``total`` (their street total). A short all-in is an incomplete
        raise: it changes neither the minimum raise nor whom betting is open to (IA-07, IA-10); in fixed
        limit an all-in of at least half a bet reopens the betting and counts towards the cap (TDA 47-B)."""
        s = self._check_turn(player)
        self.verify_raise_to(player, total, over_limit=over_limit)
        facing = self._facing(s)
        ruled_as = ActionKind.BET if self.current_bet == 0 else ActionKind.RAISE
        limit = self.structure is Structure.FIXED_LIMIT
        # In fixed limit a raise is measured from the last full level: short all-ins below half a bet count
        # for nothing, and several of them add up over it (TDA 47-B).
        base = self.full_level if limit else self.current_bet
        increment = total - base
        full = increment >= self.increment
        all_in = s.behind is not None and s.committed + s.behind == total
        half = not full and self._reopens(increment, all_in)
        if full and not limit:
            self.increment = increment
        if full or half:
            self.bets += 1
            self.reopenings += 1
            # An all-in of half a bet or more counts as a full bet or raise (TDA 47-B reopens on it): a raise goes
            # one bet over the all-in (Robert's Rules: a $15 all-in on a $20 round is raised to $35).
            self.full_level = total
        added = total - s.committed
        self._take(s, added)
        s.committed = total
        self.current_bet = total
        self.last_aggressor = player
        rule = "08.4" if full else ("TDA 47-B" if half else "IA-10")
        note = annotation.note
        if not note:
            if full:
                note = Note.of("full", kind=str(ruled_as), by=increment, next=total + self.increment)
            elif half:
                note = Note.of("half-bet", total=total, by=increment, base=base, over="yes" if base else "no",
                               bet=self.bet_size, next=self.full_level + self.bet_size)
            elif limit:
                note = Note.of("short-fixed", total=total, by=increment, base=base, over="yes" if base else "no",
                               bet=self.bet_size, next=self.full_level + self.bet_size)
            else:
                note = Note.of("incomplete", by=increment, full=self.increment)
        return self._record(s, ruled_as, added, full=full, facing=facing, annotation=annotation, rule=rule,
                            note=note, returned=self._returned(pushed, pulled, added, returned, s.change_due), front=front)

    bet = raise_to

    def all_in(self, player: str, *, annotation: Annotation = PLAIN, pushed: int = 0, pulled: int = 0,
               front: tuple[int, ...] | None = None) -> ActionRecord:
        """``player`` puts in every chip: a call (possibly for less), or a bet or raise, full or not.

        What the rules make of an all-in the player may not make in full is ruled, never refused:
        betting not reopened (IA-10, TDA 47-A) or nobody left to call more: a call, the rest stays with the
        player (or goes back, if pushed); above the pot limit or one bet size: a raise to the most allowed
        (PL-54, PL-52, TDA 52). The annotation's note and rule say why it is an all-in (the last chips, the
        word)."""
        s = self._seat(player)
        if s.behind is None:
            self._check_turn(player)
            raise IllegalActionError(Note.of("err-allin-no-stack", player=player))
        total = s.committed + s.behind
        if total <= self.call_level(player):
            return self.call(player, annotation=annotation, pushed=pushed, pulled=pulled, front=front)
        self._check_turn(player)
        # Chips pushed beyond what the ruling takes go back; with no chips pushed (a plain or spoken
        # all-in) the rest simply stays behind.
        gone = "back" if pushed else "stay"
        blocker = self.blocker(player)
        if blocker is not None:
            text, why = blocker
            keep = total - self.call_level(player)
            said = replace(annotation, rule="TDA 47-A" if why == "IA-10" else why,
                           note=then(annotation.note, Note.of("allin-call", blocker=text, rest=keep, gone=gone,
                                                              player=player)))
            return self.call(player, annotation=said, pushed=pushed, pulled=pulled, front=front)
        top = self.limit_max(player)
        if top is not None and total > top:
            cut = total - top
            what = "pot" if self.structure is Structure.POT_LIMIT else "bet"
            said = replace(annotation, rule="PL-54" if self.structure is Structure.POT_LIMIT else "PL-52",
                           note=then(annotation.note, Note.of("allin-above", total=total, limit=what, top=top,
                                                              rest=cut, gone=gone, player=player)))
            return self.raise_to(player, top, annotation=said, pushed=pushed, pulled=pulled, front=front)
        return self.raise_to(player, total, annotation=annotation, pushed=pushed, pulled=pulled, front=front)

    # ------------------------------------------------------------------ words, held actions, the dealer
    def declare(self, player: str, *, annotation: Annotation, bar: Note | None = None, bar_rule: str | None = None,
                pushed: int = 0) -> ActionRecord:
        """Record words that are no action (the turn stays): a "check" facing a bet (``bar``: the player
        may now only call or fold, PL-55, for the reason of ``bar_rule``, else the annotation's rule), a
        conditional statement (PL-59). The annotation gives the rule and the note; ``pushed``: chips that go
        back."""
        a = annotation
        s = self._seat(player)
        if bar is not None:
            self.barred[player] = (bar, bar_rule or a.rule)
        rec = ActionRecord(index=self._index_for(a.index), player=player, written=a.written,
                           ruled_as=ActionKind.DECLARATION, to=s.committed, added=0, returned=pushed, rule=a.rule,
                           facing=self.facing(player), why=a.note, outcomes=tuple(o.label for o in a.outcomes),
                           street=self._street, behind=s.behind, details=a.outcomes)
        return self._put(rec)

    def hold(self, player: str, *, annotation: Annotation) -> ActionRecord:
        """Record an out-of-turn action held until the turn reaches ``player`` (08.9, the rule unless the
        annotation names another): nothing changes yet."""
        a = annotation
        s = self._seat(player)
        rec = ActionRecord(index=self._index_for(a.index), player=player, written=a.written,
                           ruled_as=ActionKind.PENDING, to=s.committed, added=0, rule=a.rule or "08.9",
                           facing=self.facing(player), why=a.note, street=self._street, behind=s.behind,
                           skipped=a.skipped)
        return self._put(rec)

    def withdraw(self, player: str, *, annotation: Annotation, returned: int = 0) -> ActionRecord:
        """Rule a held out-of-turn action not binding (08.9): its chips go back (``returned``), the player
        acts afresh."""
        a = annotation
        s = self._seat(player)
        rec = ActionRecord(index=self._index_for(a.index), player=player, written=a.written,
                           ruled_as=ActionKind.WITHDRAWN, to=s.committed, added=0, returned=returned, rule="08.9",
                           facing=self.facing(player), why=a.note, street=self._street, behind=s.behind,
                           skipped=a.skipped)
        return self._put(rec)

    def announce(self, kind: ActionKind, *, annotation: Annotation, to: int = 0, returned: int = 0) -> ActionRecord:
        """Record a dealer line: a pot count, a recount, the next card (the state does not change)."""
        a = annotation
        rec = ActionRecord(index=self._index_for(a.index), player="dealer", written=a.written, ruled_as=kind, to=to,
                           added=0, returned=returned, rule=a.rule, why=a.note, street=self._street,
                           outcomes=tuple(o.label for o in a.outcomes), details=a.outcomes)
        return self._put(rec)

    # ------------------------------------------------------------------ corrections (08.8, IA-12)
    def reduce_bet(self, *, to: int, prev_bet: int, prev_increment: int) -> int:
        """Correct a bet above the pot limit found before the next card (08.8): every player above ``to``
        goes back to it (bettor and callers get the excess back), the history records rewritten. Returns
        the chips returned in all."""
        if self.current_bet <= to:
            raise ScenarioError(f"the bet of {self.current_bet} is not above {to}: nothing to reduce", rule="08.8")
        returned_total = 0
        for s in self._seats:
            if s.committed <= to:
                continue
            diff = s.committed - to
            s.committed = to
            if s.behind is not None:
                s.behind += diff
            s.front = None
            returned_total += diff
            s.level = min(s.level, to)
            for i, r in enumerate(self._actions):
                if r.player == s.name and r.to > to and r.ruled_as.puts_chips:
                    self._actions[i] = r._replace(to=to, added=r.added - diff, returned=r.returned + diff, rule="08.8",
                                              all_in=False, behind=s.behind,
                                              why=Note.of("reduced", to=to, back=diff))
        self.current_bet = to
        self.increment = max(prev_increment, to - prev_bet)
        return returned_total

    def complete_bet(self, *, bettor: str, to: int, prev_bet: int, prev_increment: int, bet_index: int,
                     note: Note) -> int:
        """Raise ``bettor``'s bet made on a count that was too low to the real pot-limit maximum ``to``
        (IA-12, before significant action); the bet's record is rewritten; players who had called face
        the difference and act again. Returns the street total reached (less if the stack is short)."""
        s = self._seat(bettor)
        if self.current_bet != s.committed:
            raise ScenarioError(f"the low bet of {s.committed} was raised to {self.current_bet} before the error "
                                f"was found; rulescore does not correct it", rule="IA-12")
        paid = self._take(s, to - s.committed)
        s.committed += paid
        self.current_bet = s.committed
        self.increment = max(prev_increment, s.committed - prev_bet)
        s.level = s.committed
        for i, r in enumerate(self._actions):
            if r.index == bet_index and r.player == bettor:
                self._actions[i] = r._replace(to=s.committed, added=r.added + paid, all_in=s.behind == 0,
                                          behind=s.behind, why=note)
        # the turn stays where it was; earlier callers face the difference when the action comes back
        was = self.to_act
        self._next = self._find_next(self._index[was] if was is not None else self._index[bettor] + 1)
        return s.committed

    # ------------------------------------------------------------------ the next street
    def next_street(self) -> BettingRound:
        """The round of the next street, from this one's end: stacks, folds, antes and the pot carried; the
        minimum bet and who may raise start afresh."""
        if not self.closed:
            raise IllegalActionError(f"the {self.street.value} betting is not over ({self.to_act} to act)")
        order = list(Street)
        if self.street is Street.RIVER:
            raise ScenarioError("there is no street after the river")
        nxt = order[order.index(self.street) + 1]
        return BettingRound(
            seats=[s.name for s in self._seats], blinds=self.blinds, game=self.game, street=nxt,
            stacks={s.name: s.behind for s in self._seats if s.behind is not None}, pot=self.total_pot,
            cap=self.cap, players_in_event=self.players_in_event,
            folded=[s.name for s in self._seats if s.folded],
            earlier={s.name: s.earlier + s.committed for s in self._seats},
            antes={s.name: s.ante for s in self._seats}, rules=self.rules)
