"""pokerkit as a differential oracle: one betting round replayed through pokerkit 0.7.7, addressed with
rulescore's seat names.

pokerkit (MIT, pure Python) is the closest existing rules engine. It models the betting of no-limit and
pot-limit hold'em but none of the rules this project is mostly about (silent pushes, declarations, out of
turn, significant action), so the comparison is on *betting only*: the actions are given as they were
ruled (``fold``, ``check``, ``call``, ``bet``/``raise`` to a street total, ``allin``) and both engines
answer the same questions for the player to act: how much to call, whether they may raise, the smallest
and the largest raise-to total; when the round closes, the pots.

This module is the one adapter. :class:`PokerkitRound` wraps a pokerkit ``State`` for one betting round;
:func:`replay` and :func:`compare` (charts, notebook 10) and the random lockstep streets of
:mod:`rulescore.oracle.streets` (tests, ``bench/vs_pokerkit.py``) all go through it. :data:`DEPARTURES`
is the one list of the places where pokerkit departs from the rules rulescore follows. pokerkit is
imported on first use, so importing this module (or ``rulescore``, or the CLI) does not load it.

How a round is set up in pokerkit (decisions of this adapter, not of the rules):

* **One street.** The ``State`` has a single street whose betting is the round compared (minimum bet: the
  big blind; the first to act: after the big blind preflop, the first seat after the button later).
  Antes, blinds, the one hole card pokerkit insists on dealing and bet collection are automated;
  showdown and chip pushing are left manual, so the pots can be read when the betting ends.
* **Seats.** ``seats[0]`` posts the small blind and maps to pokerkit's player 0, and so on round the
  table; heads-up pokerkit gives the small blind (the button) to player 1, so the two seats are swapped
  there (:attr:`PokerkitRound.order` is the seat name of each pokerkit index).
* **Stacks.** A player whose stack is not given is deep: :data:`DEEP` chips (reported as no maximum in
  no-limit).
* **Preflop.** pokerkit posts the blinds and the per-player ``ante``. Each player's ante counts as their
  contribution to the pots (pokerkit's ante trimming on), as in rulescore: a player all-in for the ante
  alone can win the antes matched (03.8, TDA 21). A ``pot`` of earlier chips preflop is not modelled
  (:class:`~rulescore.records.errors.UnsupportedError`).
* **The pot from earlier streets** (``pot`` on the flop, turn or river) is posted as antes: every player
  antes an equal share, the remainder one chip each from the first seats (``seats[0]``, ``seats[1]``...),
  and each player is given exactly the chips they ante, so every stack and the pot start the street as
  the scenario says. Ante trimming is off after the flop, so pokerkit keeps the antes as dead money in
  the main pot, open to every player still in, which is what rulescore does with ``pot``
  (:func:`rulescore.rules.pots.side_pots`, ``dead=``); the pot-limit maximum counts them like any chip in the
  middle. Equal shares rather than one player posting it all: nobody is handed chips that are not
  theirs beyond what they post, and nothing depends on whom pokerkit takes for the poster (heads-up it
  swaps antes like blinds).
* **No pot after the flop** (``pot`` = 0, as in many catalogue examples written from a flop bet on):
  pokerkit refuses a hand without a forced bet. In no-limit one chip stands in, posted by ``seats[0]``
  (who is given it): no-limit betting never reads the pot, so every figure is exact, and
  :meth:`PokerkitRound.pots` leaves the chip out. In pot-limit that chip would raise the limit by one,
  so the adapter refuses (:class:`~rulescore.records.errors.UnsupportedError`); a real pot-limit hand always has
  chips in the middle after the flop.
* **Pot limit.** pokerkit's ``BettingStructure.POT_LIMIT`` (the betting of pot-limit hold'em and Omaha is
  the same; no cards are compared here).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any, NamedTuple

from ..engine import play
from ..input import scenario as _sc
from ..records.errors import ScenarioError, UnsupportedError
from ..records.vocabulary import BETTING_VERBS, PLAYED, STREETS, ActionRecord, Structure

if TYPE_CHECKING:
    from pokerkit import State  # types only

#: Chips given to a player whose stack is not given.
DEEP = 10**9

#: The verbs :func:`replay` understands (amount = the street total for ``bet`` and ``raise``).
VERBS = BETTING_VERBS


#: For each compared figure of :func:`compare`: the rule of our sources (and TDA 2024 number) that
#: decides it. The pokerkit behaviour behind a difference is named in :data:`DEPARTURES`.
DECIDING_RULE = {
    "to_call": ("PL-54B: a short all-in big blind still counts at its full size preflop (rulescore applies "
                "this to the call as well; no source prints an example) [TDA 54]"),
    "can_raise": "IA-10: reopened only by a full raise in total since the player acted [TDA 47]",
    "min_raise_to": "08.4 / IA-07: the largest full bet or raise of the street, the big blind included [TDA 43]",
}


# ----------------------------------------------------------------------------------------------------
# The departures: every named case where pokerkit 0.7.7 departs from the rules rulescore follows.
# Each has a test of its own in tests/test_differential.py (the published or a minimal example,
# recomputed in both engines); rulescore.oracle.streets.classify names them in random streets.


@dataclass(frozen=True)
class KitDeparture:
    """One way pokerkit departs from the rules rulescore follows (not a rendering's departure from TDA 2024,
    :class:`rulescore.catalogue.SourceDeparture`, nor a step the two rule sets rule apart,
    :class:`rulescore.records.vocabulary.Departure`)."""

    name: str
    rule: str
    """The rule of our sources (TDA 2024 number in brackets) pokerkit departs from."""
    example: str
    """The example the test recomputes."""
    why: str
    """What the rule says and what pokerkit does instead."""


DEPARTURES = {
    d.name: d for d in (
        KitDeparture("short-big-blind", "08.4 / PL-54B [TDA 43]", "blinds 50/100, big blind all-in for 60",
                  "preflop the bet to call is the full big blind even when the big blind is all-in for less "
                  "(no more than another player still in can put in: with the small blind all-in for 193 "
                  "at 100/200 the call is 193); pokerkit sets the call (and so the minimum raise) to the "
                  "largest blind actually posted. Where the short big blind's chips are all that is left to "
                  "call (heads-up, or folded round to the small blind) the two agree"),
        KitDeparture("short-blind-pot-limit", "PL-54B [TDA 54]", "pot limit, blinds 50/100, small blind all-in for 30",
                  "a short all-in blind does not lower the preflop pot-limit maximum; pokerkit counts the chips "
                  "actually posted"),
        KitDeparture("limper-reraise", "IA-10-3A [TDA 47]", "IA-10 example 3 scenario A",
                  "the big blind is the opening bet preflop, so a short all-in over it is an incomplete raise "
                  "and does not reopen a limper; pokerkit treats the first raise of the street as full "
                  "whatever its size"),
        KitDeparture("short-opening-bet", "IA-10 [TDA 47]; betting.py decision",
                  "flop, blinds 50/100: A checks, B bets all-in 60, C calls",
                  "an opening all-in bet below the big blind is not a full bet, so it does not reopen a player "
                  "who checked (the sources are silent; rulescore's decision, written in betting.py); pokerkit "
                  "treats any opening bet as full"),
        KitDeparture("several-short-all-ins", "IA-10-1 [TDA 47]",
                  "flop, blinds 50/100: A bets 100, B all-in 160, C all-in 220, D all-in 250, E calls",
                  "short all-ins add up: A faces 150 more since acting, a full raise in total, so betting is "
                  "reopened; pokerkit sums only the short all-ins since its running total last reached a "
                  "full raise (60 + 60, then 30 alone) and refuses"),
    )
}


# ----------------------------------------------------------------------------------------------------
# The adapter.


class _Kit(NamedTuple):
    """The pokerkit names the adapter uses, imported once on first use."""

    State: Any
    Street: Any
    opening: Any
    deck: Any
    hand_types: tuple
    automations: tuple
    structures: dict
    mode: Any


@cache
def _kit() -> _Kit:
    import pokerkit as pk  # lazy: ~0.4 s to import; only a comparison with pokerkit needs it

    automations = (pk.Automation.ANTE_POSTING, pk.Automation.BET_COLLECTION,
                   pk.Automation.BLIND_OR_STRADDLE_POSTING, pk.Automation.CARD_BURNING,
                   pk.Automation.HOLE_DEALING)
    structures = {"no-limit": pk.BettingStructure.NO_LIMIT, "pot-limit": pk.BettingStructure.POT_LIMIT}
    return _Kit(pk.State, pk.Street, pk.Opening.POSITION, pk.Deck.STANDARD, (pk.StandardHighHand,), automations,
                structures, pk.Mode.TOURNAMENT)


def _structure(name: object) -> str:
    key = str(getattr(name, "value", name)).lower().replace("_", "-")
    if key in ("no-limit", "nl", "nlhe"):
        return "no-limit"
    if key in ("pot-limit", "pl", "plhe", "plo"):
        return "pot-limit"
    raise ScenarioError(f"structure {name!r}: pokerkit is compared on no-limit and pot-limit only")


def dead_money_shares(seats: Sequence[str], pot: int) -> dict[str, int]:
    """How the adapter posts ``pot`` (chips from earlier streets) in pokerkit: an equal ante from every
    player, the remainder one chip each from the first seats.

    >>> dead_money_shares(["A", "B", "C"], 700)
    {'A': 234, 'B': 233, 'C': 233}
    """
    share, extra = divmod(pot, len(seats))
    return {name: share + (k < extra) for k, name in enumerate(seats)}


class PokerkitRound:
    """One betting round in pokerkit, addressed with rulescore's seat names (see the module docstring
    for how the table is set up).

    >>> r = PokerkitRound(seats=["A", "B", "C"], blinds=(50, 100), street="flop", pot=300,
    ...                   stacks={"A": 5000, "B": 60, "C": 5000})
    >>> r.to_act, r.to_call(), r.min_raise_to()
    ('A', 0, 100)
    >>> r.check_or_call(); r.all_in(); r.check_or_call()
    >>> r.to_act, r.to_call(), r.min_raise_to()
    ('A', 60, 160)
    """

    __slots__ = ("index", "order", "seats", "stand_in", "state", "structure")

    def __init__(self, *, seats: Sequence[str], blinds: tuple[int, int], stacks: dict[str, int] | None = None,
                 structure: str = "no-limit", street: str = "preflop", ante: int = 0, pot: int = 0) -> None:
        kit = _kit()
        seats = tuple(seats)
        n = len(seats)
        if n < 2:
            raise ScenarioError("pokerkit needs at least two players")
        street = str(getattr(street, "value", street)).lower()
        if street not in STREETS:
            raise ScenarioError(f"street {street!r}: choose one of {', '.join(STREETS)}")
        sb, bb = blinds
        self.seats = seats
        """rulescore's seat order: the small blind first."""
        self.order = (seats[1], seats[0]) if n == 2 else seats
        """The seat name of each pokerkit player index."""
        self.index = {name: i for i, name in enumerate(self.order)}
        """The pokerkit index of each seat name."""
        self.structure = _structure(structure)
        self.stand_in = 0
        """The chip that stands in for an empty pot after the flop (no-limit), left out of :meth:`pots`."""
        stacks = stacks or {}
        chips = [stacks.get(name, DEEP) for name in self.order]
        if street == "preflop":
            if pot:
                raise UnsupportedError(f"pot {pot} preflop: the pokerkit adapter models chips from earlier "
                                       "streets on the flop, turn and river only")
            antes: Any = ante
            forced: Any = (sb, bb)
            trimming = True  # antes are each player's contribution (03.8)
        else:
            if not pot:
                if self.structure == "pot-limit":
                    raise UnsupportedError("pot 0 after the flop: pokerkit needs a forced bet, and a stand-in "
                                           "chip would raise the pot limit; give the pot from earlier streets")
                self.stand_in = pot = 1
            share = dead_money_shares(seats, pot)
            posted = [share[name] for name in self.order]
            chips = [c + p for c, p in zip(chips, posted)]
            antes = posted[::-1] if n == 2 else posted  # heads-up pokerkit swaps antes like the blinds
            forced = 0
            trimming = False  # the antes are dead money in the main pot
        one_street = kit.Street(False, (False,), 0, False, kit.opening, bb, None)
        self.state: State = kit.State(kit.automations, kit.deck, kit.hand_types, (one_street,),
                                      kit.structures[self.structure], trimming, antes, forced, 0, chips, n,
                                      mode=kit.mode)

    # --------------------------------------------------------------- queries (for the player to act)
    @property
    def to_act(self) -> str | None:
        """Who is to act (``None`` when pokerkit's betting round is over)."""
        i = self.state.actor_index
        return None if i is None else self.order[i]

    @property
    def closed(self) -> bool:
        return self.state.actor_index is None

    def to_call(self) -> int | None:
        return self.state.checking_or_calling_amount

    def min_raise_to(self) -> int | None:
        return self.state.min_completion_betting_or_raising_to_amount

    def max_raise_to(self) -> int | None:
        return self.state.max_completion_betting_or_raising_to_amount

    def can_fold(self) -> bool:
        return self.state.can_fold()

    def can_raise_to(self, total: int) -> bool:
        return self.state.can_complete_bet_or_raise_to(total)

    def why_no_raise(self) -> str:
        """pokerkit's message when it allows no bet or raise now (empty when it allows one)."""
        try:
            self.state.verify_completion_betting_or_raising_to()
        except ValueError as exc:
            return str(exc)
        return ""

    def bets(self) -> dict[str, int]:
        """Each seat's chips in front on this street."""
        return {self.order[i]: b for i, b in enumerate(self.state.bets)}

    def pots(self) -> list[tuple[int, tuple[str, ...]]]:
        """Main pot first: ``(amount, eligible names in seat order)``, without the stand-in chip."""
        rank = {name: k for k, name in enumerate(self.seats)}
        stand_in = self.stand_in
        out = []
        for p in self.state.pots:
            amount, stand_in = p.amount - stand_in, 0
            if amount:
                out.append((amount, tuple(sorted((self.order[i] for i in p.player_indices), key=rank.__getitem__))))
        return out

    def answer(self, *, refused: str | None = None, applied: int = 0) -> PokerkitAnswer:
        """What pokerkit lets the player to act do now."""
        actor = self.state.actor_index
        if actor is None:
            return PokerkitAnswer(player=None, to_call=None, can_raise=False, min_raise_to=None,
                                  max_raise_to=None, refused=refused, applied=applied)
        why = self.why_no_raise()
        top = None if why else self.max_raise_to()
        if top is not None and self.structure == "no-limit" and self.state.stacks[actor] >= DEEP // 2:
            top = None  # a deep player: no maximum, as rulescore says when the stack is not given
        return PokerkitAnswer(player=self.order[actor], to_call=self.to_call(), can_raise=not why,
                              min_raise_to=None if why else self.min_raise_to(), max_raise_to=top, why_not=why,
                              refused=refused, applied=applied)

    # --------------------------------------------------------------- acting (the player to act)
    def fold(self) -> None:
        self.state.fold()

    def check_or_call(self) -> None:
        self.state.check_or_call()

    def raise_to(self, total: int) -> None:
        """Bet or raise to ``total`` chips on the street."""
        self.state.complete_bet_or_raise_to(total)

    def all_in(self) -> None:
        """Put every chip in: a bet or raise when it goes over the current bet, else a call."""
        state = self.state
        i = state.actor_index
        if i is None:
            raise ValueError("nobody is to act")
        total = state.stacks[i] + state.bets[i]
        if total > max(state.bets):
            state.complete_bet_or_raise_to(total)
        else:
            state.check_or_call()

    def act(self, verb: str, amount: int | None = None) -> None:
        """Apply one of :data:`VERBS` for the player to act (``amount``: the street total of a bet or
        raise). pokerkit's refusal is its ``ValueError``."""
        if verb == "fold":
            self.fold()
        elif verb in ("check", "call"):
            self.check_or_call()
        elif verb in ("bet", "raise"):
            if amount is None:
                raise ScenarioError(f"{verb} needs a street total")
            self.raise_to(int(amount))
        elif verb == "allin":
            self.all_in()
        else:
            raise ScenarioError(f"verb {verb!r} is not one of {', '.join(VERBS)}")


@dataclass(frozen=True, kw_only=True)
class PokerkitAnswer:
    """What pokerkit lets the next player do after a street of betting."""

    player: str | None
    """Who is to act in pokerkit (``None`` when pokerkit's betting round is over)."""
    to_call: int | None
    """Chips to add to call (0 for a check); ``None`` when nobody is to act."""
    can_raise: bool
    """Whether pokerkit allows a bet or raise now."""
    min_raise_to: int | None
    """pokerkit's smallest bet or raise-to total, ``None`` where it allows none."""
    max_raise_to: int | None
    """pokerkit's largest bet or raise-to total (``None`` for a deep player in no-limit)."""
    why_not: str = ""
    """pokerkit's own message when it refuses a raise (empty when it allows one)."""
    refused: str | None = None
    """If pokerkit rejected one of the given actions: ``action N (P verb): message``; the figures then
    describe the state before that action."""
    applied: int = 0
    """How many of the given actions pokerkit accepted."""

    def to_dict(self) -> dict:
        return {"player": self.player, "to_call": self.to_call, "can_raise": self.can_raise,
                "min_raise_to": self.min_raise_to, "max_raise_to": self.max_raise_to,
                "why_not": self.why_not, "refused": self.refused, "applied": self.applied}


def replay(
    *,
    seats: Sequence[str],
    blinds: tuple[int, int],
    actions: Iterable[tuple[str, str, int | None]],
    street: str = "preflop",
    stacks: dict[str, int] | None = None,
    ante: int = 0,
    pot: int = 0,
    structure: str = "no-limit",
) -> PokerkitAnswer:
    """Replay ``actions`` — ``(player, verb, amount)`` with ``verb`` one of :data:`VERBS` and ``amount``
    the street total for ``bet``/``raise`` (``None`` otherwise) — through a :class:`PokerkitRound`, and
    report what the player to act may do. A refused action stops the replay and is reported, not raised.

    >>> a = replay(seats=["A", "B", "C", "D"], blinds=(100, 200), street="flop",
    ...            actions=[("A", "bet", 600), ("B", "raise", 1600), ("C", "raise", 3600)])
    >>> a.player, a.to_call, a.can_raise, a.min_raise_to
    ('D', 3600, True, 5600)
    """
    rnd = PokerkitRound(seats=seats, blinds=blinds, stacks=stacks, structure=structure, street=street, ante=ante,
                        pot=pot)
    applied = 0
    refused = None
    for k, (player, verb, amount) in enumerate(actions, start=1):
        label = f"action {k} ({player} {verb}{'' if amount is None else ' ' + str(amount)})"
        if player not in rnd.index:
            raise ScenarioError(f"{label}: {player!r} is not seated")
        if verb not in VERBS:
            raise ScenarioError(f"{label}: verb {verb!r} is not one of {', '.join(VERBS)}")
        actor = rnd.to_act
        if actor is None:
            refused = f"{label}: pokerkit's betting round is already over"
            break
        if actor != player:
            refused = f"{label}: pokerkit has {actor} to act"
            break
        try:
            rnd.act(verb, amount)
        except ValueError as exc:
            if isinstance(exc, ScenarioError):
                raise ScenarioError(f"{label}: {exc}") from None
            refused = f"{label}: pokerkit refused: {exc}"
            break
        applied += 1
    return rnd.answer(refused=refused, applied=applied)


def actions_as_ruled(records: Iterable[ActionRecord]) -> list[tuple[str, str, int | None]]:
    """rulescore's ruled actions (:class:`~rulescore.records.vocabulary.ActionRecord`) as ``(player, verb, amount)``
    for :func:`replay`: a silent push or a declaration enters as what it was ruled to be; lines that are
    no player's action in the betting (dealer lines, words, held or withdrawn out-of-turn actions) are
    left out."""
    out: list[tuple[str, str, int | None]] = []
    for r in records:
        if r.ruled_as not in PLAYED:
            continue
        if r.ruled_as in ("bet", "raise"):
            out.append((r.player, "allin" if r.all_in else str(r.ruled_as), None if r.all_in else r.to))
        else:
            out.append((r.player, str(r.ruled_as), None))
    return out


@dataclass(frozen=True, kw_only=True)
class Comparison:
    """rulescore and pokerkit on the same situation."""

    label: str
    """What the situation is (a catalogue id, or a description)."""
    player: str | None
    """The player whose decision is compared."""
    rulescore: dict
    """rulescore's ``to_call``, ``can_raise``, ``min_raise_to``."""
    pokerkit: dict
    """pokerkit's figures for the same keys (``refused`` set if it rejected an action)."""
    differences: tuple[str, ...] = ()
    """The keys on which they differ."""
    rules: tuple[str, ...] = ()
    """The rule that decides each difference that is a cause (:data:`DECIDING_RULE`); a minimum raise-to
    that differs only because the call or the permission to raise differs is not cited twice."""
    reason: str = ""
    """rulescore's one-sentence reason for the player's decision."""

    @property
    def agree(self) -> bool:
        """Whether the two engines give the same figures."""
        return not self.differences

    def to_dict(self) -> dict:
        return {"label": self.label, "player": self.player, "rulescore": self.rulescore,
                "pokerkit": self.pokerkit, "differences": list(self.differences), "rules": list(self.rules),
                "reason": self.reason}


KEYS = ("to_call", "can_raise", "min_raise_to")


def compare(source: Any, *, label: str = "") -> Comparison:
    """Rule ``source`` (a scenario as YAML, mapping or :class:`~rulescore.input.scenario.Scenario`) with
    rulescore, replay its actions as ruled through pokerkit, and compare the next decision.

    The scenario must be one street of no-limit or pot-limit betting with blinds and antes; a straddle, a
    big-blind ante or a whole hand (``streets:``) is not modelled in pokerkit
    (:class:`~rulescore.records.errors.UnsupportedError`)."""
    if isinstance(source, _sc.Scenario):
        sc = source
    elif isinstance(source, dict):
        sc = _sc.from_dict(source)
    else:
        sc = _sc.loads(source)
    if sc.game.structure is Structure.FIXED_LIMIT:
        raise ScenarioError("game: pokerkit is compared on no-limit and pot-limit only")
    if sc.straddle is not None or sc.bb_ante or sc.start is not sc.street:
        what = "a straddle" if sc.straddle is not None else "a big-blind ante" if sc.bb_ante else "a whole hand"
        raise UnsupportedError(f"{what}: the pokerkit adapter replays one street with blinds and antes")
    ruling = play(sc)
    pk = replay(seats=sc.seats, blinds=sc.blinds, street=sc.street.value, stacks=sc.stacks, ante=sc.ante,
                pot=sc.pot, structure=sc.game.structure.value, actions=actions_as_ruled(ruling.actions))
    ours = {"to_call": ruling.to_call, "can_raise": ruling.can_raise, "min_raise_to": ruling.min_raise_to}
    theirs: dict[str, Any] = {"to_call": pk.to_call, "can_raise": pk.can_raise, "min_raise_to": pk.min_raise_to}
    if pk.refused:
        theirs["refused"] = pk.refused
    if pk.why_not:
        theirs["why_not"] = pk.why_not
    if pk.player != ruling.player:
        theirs["player"] = pk.player
    diffs = tuple(k for k in KEYS if ours[k] != theirs[k])
    if pk.refused or pk.player != ruling.player:
        diffs = diffs or ("refused",)
    # A different minimum raise-to follows from a different call or raise permission: cite the cause.
    causes = [k for k in diffs if not (k == "min_raise_to" and {"to_call", "can_raise"} & set(diffs))]
    rules = tuple(DECIDING_RULE.get(k, "the action pokerkit refused was legal as ruled") for k in causes)
    return Comparison(label=label or "scenario", player=ruling.player, rulescore=ours, pokerkit=theirs,
                      differences=diffs, rules=rules, reason=ruling.reason)


def table(comparisons: Iterable[Comparison]) -> str:
    """Comparisons as a plain-text table: one line per situation, then the deciding rule of each
    difference."""
    comparisons = list(comparisons)

    def fig(d: dict) -> str:
        if d.get("refused"):
            return "refused an action"
        raise_ = f"raise to {d['min_raise_to']}" if d["can_raise"] else "no raise"
        return f"call {d['to_call']}, {raise_}"

    w = max([len(c.label) for c in comparisons] + [9])
    lines = [f"{'situation':<{w}}  {'player':<6}  {'rulescore':<28}  {'pokerkit':<28}  same?"]
    for c in comparisons:
        lines.append(f"{c.label:<{w}}  {c.player!s:<6}  {fig(c.rulescore):<28}  {fig(c.pokerkit):<28}  "
                     f"{'yes' if c.agree else 'NO'}")
    for c in comparisons:
        if c.agree:
            continue
        lines.append("")
        lines.append(f"{c.label}: differs on {', '.join(c.differences)}")
        lines.append(f"  rulescore: {c.reason}")
        if c.pokerkit.get("why_not"):
            lines.append(f"  pokerkit refuses the raise: {c.pokerkit['why_not']}")
        for r in dict.fromkeys(c.rules):
            lines.append(f"  decided by {r}")
    return "\n".join(lines)
