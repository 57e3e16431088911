"""Procedures around the betting: significant action, action out of turn, burns after significant
action, and incorrect pot-limit amounts.

The rules this module decides (ids of our sources; TDA 2024 numbers in brackets):

* **Significant action** (IA-05, IA-14 [36]): two actions in turn of which at least one puts chips in
  (a bet, raise or call), or any three actions. It is counted from a point the rules name: after a
  deal with a wrong number of cards, after an incorrect bet, after a skipped player.
* **Burns after significant action** (IA-05 ex 1-A and 1-B [38]): a hand found with too few or too
  many cards once significant action has happened is dead, not a misdeal; the dealer burns one card
  and deals the flop from the deck as it stands. No second burn to "restore" the deck order, and the
  extra card of a three-card hand is not used as the burn. Before significant action it is a misdeal.
* **Action out of turn** (08.9, IA-13 [53]): the action goes back to the skipped player. The
  out-of-turn (OOT) action is held; it is binding if the action it faced has not changed when the turn
  reaches its player (the skipped players checked, called or folded); if it has changed (a bet or raise
  came in between) the OOT action is withdrawn, its chips are returned and its player has every option.
  An OOT fold is always binding.
* **Significant action out of turn** (IA-14 [53]): once the OOT actions made while a player was skipped
  add up to significant action, they all stand, and the skipped player's hand goes to the floor: the
  allowed outcomes are listed (:data:`SKIPPED_HAND_OUTCOMES`).
* **Incorrect pot-limit amounts** (08.8, IA-12, PL-54 [52, 54]): a scenario line ``dealer counts N``
  says what the dealer announced as the pot-limit maximum for the player to act; ``dealer recounts``
  is the moment the error is found; ``dealer deals`` is the next card. A bet made on a count that was
  too low stands once significant action follows it; before that it is raised to the real pot-limit
  maximum. A bet made on a count that was too high is reduced to the maximum for everyone (bettor and
  callers get the excess back) as long as the next card has not been dealt; after it, it stands.
  Players are entitled to a pot count only in pot-limit (PL-54A).

Decisions where the sources are silent (written down so a TD can see them):

* where several OOT actions were made while one player was skipped, their significant action is
  counted over those OOT actions only, in the order they were made;
* to go on replaying after significant action out of turn, the engine applies the first listed outcome
  for the skipped hand (dead); the others are the floor's alternatives and are listed, never chosen;
* an over-pot bet followed by a re-raise is not corrected by rulescore (the sources give no example);
  it is reported as an input error rather than guessed;
* when a too-low bet is raised to the pot before significant action, players who had already called
  the lower amount face the difference and act again with the options the engine gives them;
* an incorrect count is tied to a bet only when the bet is exactly the amount announced; any other
  amount is ruled as an ordinary bet.
"""

from __future__ import annotations

import copy
import random
from dataclasses import dataclass, field, replace
from typing import Iterable, Sequence

from .betting import ActionRecord, BettingRound, Game, Structure
from .errors import IllegalActionError, RoundClosedError, RulesError, ScenarioError
from .scenario import Event

#: What the floor may do with a hand skipped by significant action out of turn (IA-14, TDA 53 B). The
#: first is applied by the engine so the replay can go on; the choice is the floor's.
SKIPPED_HAND_OUTCOMES = (
    "skipped hand dead",
    "skipped player may only call or fold",
    "skipped player keeps every option",
)

_CHIP_ACTIONS = ("bet", "raise", "call")


# ---------------------------------------------------------------------------------- significant action
def puts_chips(action: ActionRecord | str) -> bool:
    """Whether an action puts chips in: a bet, a raise or a call (a ruled record or a word)."""
    if isinstance(action, str):
        return action.split()[0].lower() in _CHIP_ACTIONS + ("allin", "all-in", "push")
    return action.ruled_as in _CHIP_ACTIONS or action.added > 0


@dataclass(frozen=True, kw_only=True)
class SignificantAction:
    """Whether a run of actions makes significant action (IA-05, IA-14)."""

    occurred: bool
    """True once two actions with at least one putting chips in, or three actions, have happened."""
    at: int | None
    """How many actions it took (2 or 3), or ``None`` if it has not occurred."""
    actions: int
    """Actions counted."""
    with_chips: int
    """How many of them put chips in."""

    def to_dict(self) -> dict:
        return {"significant_action": self.occurred, "at": self.at, "actions": self.actions,
                "with_chips": self.with_chips, "rule": "IA-05"}


def significant_action(actions: Iterable[ActionRecord | str]) -> SignificantAction:
    """Count significant action over ``actions`` (records, or words like ``"fold"``, ``"call 600"``).

    >>> significant_action(["fold", "call"]).occurred, significant_action(["check", "check"]).occurred
    (True, False)
    >>> significant_action(["check", "fold", "check"]).at
    3
    """
    n = chips = 0
    at = None
    for a in actions:
        n += 1
        chips += puts_chips(a)
        if at is None and ((n >= 2 and chips) or n >= 3):
            at = n
    return SignificantAction(occurred=at is not None, at=at, actions=n, with_chips=chips)


def significant_action_check(actions: list[str]) -> dict:
    """Catalogue helper: :func:`significant_action` over action words, as a dict."""
    return significant_action(actions).to_dict()


# ---------------------------------------------------------------------------------- burns after SA
RANKS = "23456789TJQKA"
SUITS = "cdhs"  # bridge order, clubs lowest


def new_deck(seed: int | None = None) -> list[str]:
    """A 52-card deck (``"As"``, ``"Td"``, ...), shuffled with ``random.Random(seed)`` when a seed is
    given, else in order 2c 2d 2h 2s 3c ..."""
    deck = [r + s for r in RANKS for s in SUITS]
    if seed is not None:
        random.Random(seed).shuffle(deck)
    return deck


@dataclass(frozen=True, kw_only=True)
class DealAfterSA:
    """The ruling on a hand found with a wrong number of cards, and the flop the deck gives."""

    problem: str
    """``missing`` (a card too few) or ``extra`` (a card too many)."""
    seat: int
    """The seat with the wrong number of cards."""
    cards: dict[int, tuple[str, ...]]
    """Each seat's cards as dealt."""
    significant_action: bool
    """Whether significant action had happened when the problem was found."""
    misdeal: bool
    """A misdeal (found before significant action)."""
    dead: tuple[int, ...]
    """Seats whose hands are dead."""
    burns: int | None
    """Cards burned before the flop (``None`` on a misdeal)."""
    burn: tuple[str, ...]
    """The burned card(s)."""
    flop: tuple[str, ...]
    """The flop dealt from the deck as it stands after one burn (empty on a misdeal)."""
    flop_if_order_restored: tuple[str, ...]
    """The flop a dealer would give by trying to restore the original deck order (burning two after a
    short hand, or using the extra card as the burn): the procedure IA-05 rules out."""
    flop_as_dealt_correctly: tuple[str, ...]
    """The flop the deck would have given had every seat been dealt correctly."""

    def to_dict(self) -> dict:
        return {"problem": self.problem, "seat": self.seat, "cards": {k: list(v) for k, v in self.cards.items()},
                "significant_action": self.significant_action, "misdeal": self.misdeal, "dead": list(self.dead),
                "burns": self.burns, "burn": list(self.burn), "flop": list(self.flop),
                "flop_if_order_restored": list(self.flop_if_order_restored),
                "flop_as_dealt_correctly": list(self.flop_as_dealt_correctly), "rule": "IA-05"}


def burns_after_sa(*, seats: int, seat: int, problem: str, actions: list[str], hole_cards: int = 2,
                   deck: list[str] | None = None, seed: int | None = 2024) -> DealAfterSA:
    """Deal ``hole_cards`` to ``seats`` players one at a time from seat 1 (the small blind), giving
    ``seat`` one card too few (skipped in the last round, ``problem="missing"``) or one too many (two
    cards in the last round, ``problem="extra"``); then rule the problem as found after ``actions``
    (words such as ``["fold", "call"]``) and deal the flop (IA-05)."""
    if problem not in ("missing", "extra"):
        raise ScenarioError(f"problem {problem!r}: write missing or extra", rule="IA-05")
    if not 2 <= seats <= 10 or not 1 <= seat <= seats:
        raise ScenarioError(f"seat {seat} of {seats}: need 2-10 seats and a seat among them", rule="IA-05")
    deck = list(deck) if deck is not None else new_deck(seed)
    if len(set(deck)) != len(deck) or len(deck) < seats * hole_cards + 8:
        raise ScenarioError("deck: need distinct cards, enough for the deal and the board", rule="IA-05")
    pos = 0
    cards: dict[int, list[str]] = {s: [] for s in range(1, seats + 1)}
    for rnd in range(hole_cards):
        last = rnd == hole_cards - 1
        for s in range(1, seats + 1):
            n = 1
            if last and s == seat:
                n = 0 if problem == "missing" else 2
            cards[s] += deck[pos:pos + n]
            pos += n
    correct = seats * hole_cards  # where the stub would start had the deal been right
    sa = significant_action(actions).occurred
    as_dealt_correctly = tuple(deck[correct + 1:correct + 4])
    if not sa:
        return DealAfterSA(problem=problem, seat=seat, cards={k: tuple(v) for k, v in cards.items()},
                           significant_action=False, misdeal=True, dead=(), burns=None, burn=(), flop=(),
                           flop_if_order_restored=(), flop_as_dealt_correctly=as_dealt_correctly)
    burn = (deck[pos],)
    flop = tuple(deck[pos + 1:pos + 4])
    # Restoring the order: burn two after a short hand; use the extra card as the burn after a long one.
    restored = as_dealt_correctly
    return DealAfterSA(problem=problem, seat=seat, cards={k: tuple(v) for k, v in cards.items()},
                       significant_action=True, misdeal=False, dead=(seat,), burns=1, burn=burn, flop=flop,
                       flop_if_order_restored=restored, flop_as_dealt_correctly=as_dealt_correctly)


# ---------------------------------------------------------------------------------- pot-limit errors
@dataclass
class _Count:
    player: str
    announced: int
    real: int


@dataclass
class _Miscount:
    player: str
    bet_to: int
    real: int
    prev_bet: int
    prev_increment: int
    position: int  # index into the records list of the bet
    after: list = field(default_factory=list)  # records of actions after the bet (for SA)


def correction_window(*, structure: str = "no-limit", error: str = "low") -> dict:
    """When an incorrect amount is corrected (08.8, IA-12, TDA 52): for each moment the error may be
    found, whether it is corrected.

    ``structure``: ``no-limit`` or ``pot-limit``; ``error``: ``low`` (an underbet or underraise, or a
    pot-limit bet on a count that was too low) or ``high`` (a pot-limit bet over the pot)."""
    if structure not in ("no-limit", "pot-limit") or error not in ("low", "high"):
        raise ScenarioError(f"structure {structure!r} / error {error!r}: write no-limit|pot-limit and low|high",
                            rule="08.8")
    if structure == "no-limit" and error == "high":
        raise ScenarioError("a no-limit bet cannot be over the limit: there is none", rule="08.8")
    sa_matters = structure == "pot-limit" and error == "low"
    return {
        "structure": structure, "error": error,
        "before_next_card": True,
        "before_next_card_after_significant_action": not sa_matters,
        "after_next_card": False,
        "river_before_showdown": True,
        "after_showdown_begins": False,
        "significant_action_ends_it": sa_matters,
        "rule": "IA-12" if structure == "pot-limit" else "08.8",
    }


def pot_count_rights(*, games: list[str]) -> dict:
    """Whether a player may ask the dealer for the exact pot size in each game (PL-54A: only in
    pot-limit)."""
    return {g: Game.parse(g).structure is Structure.POT_LIMIT for g in games}


# ---------------------------------------------------------------------------------- the replay
@dataclass
class _Pending:
    event: Event
    position: int  # index into the records list
    faced: int  # the bet facing the table when the OOT action was made
    skipped: str  # whose turn it was
    sim: ActionRecord  # the action as it would be ruled against what it faced


def _describe(bet: int) -> str:
    return f"a bet of {bet}" if bet else "no bet"


class _Replayer:
    def __init__(self, rnd: BettingRound) -> None:
        self.rnd = rnd
        self.records: list[ActionRecord | None] = []
        self.pending: list[_Pending] = []
        self.count: _Count | None = None
        self.miscount: _Miscount | None = None
        self.dealt = False

    # -- helpers
    def _apply(self, event: Event) -> ActionRecord:
        from .replay import apply

        return apply(self.rnd, event)

    def _note_after_bet(self, rec: ActionRecord) -> None:
        m = self.miscount
        if m is not None and self.records[m.position] is not rec:
            m.after.append(rec)

    def run(self, events: Sequence[Event]) -> list[ActionRecord]:
        for event in events:
            try:
                self._one(event)
            except RulesError as exc:
                raise exc.at(event.label) from None
        return [r for r in self.records if r is not None]

    def _one(self, event: Event) -> None:
        if event.player == "dealer":
            self.records.append(self._dealer(event))
            return
        rnd = self.rnd
        if rnd.closed or event.player == rnd.to_act or not self._can_act_oot(event.player):
            self.records.append(None)
            pos = len(self.records) - 1
            rec = self._in_turn(event)
            self.records[pos] = replace(rec, index=event.index)
            self._note_after_bet(self.records[pos])
            self._resolve_pending()
            return
        self._out_of_turn(event)

    def _can_act_oot(self, player: str) -> bool:
        s = self.rnd.seat(player)
        return not s.folded and s.behind != 0

    # -- in turn, with a dealer's count pending
    def _in_turn(self, event: Event) -> ActionRecord:
        rnd = self.rnd
        count, self.count = self.count, None
        if count is None or count.player != event.player or event.verb not in ("bet", "raise"):
            return self._apply(event)
        total = rnd.current_bet + event.amount if event.by else event.amount
        if total != count.announced or total == count.real:
            return self._apply(event)
        prev_bet, prev_inc = rnd.current_bet, rnd.increment
        over = total > count.real
        rnd.limit_waived = over
        try:
            rec = self._apply(event)
        finally:
            rnd.limit_waived = False
        what = "above" if over else "below"
        note = (f"a pot bet on the dealer's count of {count.announced}, {what} the real pot-limit maximum of "
                f"{count.real}; stands until corrected (08.8)")
        rec = replace(rec, rule="IA-12", note=note)
        self.miscount = _Miscount(player=event.player, bet_to=total, real=count.real, prev_bet=prev_bet,
                                  prev_increment=prev_inc, position=len(self.records) - 1)
        return rec

    # -- dealer events
    def _dealer(self, event: Event) -> ActionRecord:
        rnd = self.rnd
        idx = event.index
        if event.verb == "counts":
            if rnd.structure is not Structure.POT_LIMIT:
                raise IllegalActionError(f"the dealer counts the pot in {rnd.game.value}: players are entitled to "
                                         f"a pot count only in pot-limit", rule="PL-54A")
            player = rnd.to_act
            if player is None:
                raise RoundClosedError("the dealer counts the pot but the betting round is over", rule="PL-54A")
            real = rnd.pot_limit_max(player)
            allin = rnd.all_in_total(player)
            if allin is not None:
                real = min(real, allin)
            self.count = _Count(player=player, announced=event.amount, real=real)
            right = "correct" if event.amount == real else f"a miscount: the pot-limit maximum is {real}"
            return ActionRecord(index=idx, player="dealer", written=event.written, ruled_as="count",
                                to=event.amount, added=0, rule="PL-54A",
                                note=f"the dealer tells {player} the pot is {event.amount}: {right}")
        if event.verb == "deals":
            if not rnd.closed:
                raise IllegalActionError(f"the dealer deals the next card while {rnd.to_act} still has to act",
                                         rule="08.8")
            self.dealt = True
            return ActionRecord(index=idx, player="dealer", written=event.written, ruled_as="deal", to=0, added=0,
                                rule="08.8", note="the next card is out: incorrect amounts found after this stand")
        return self._recount(event)

    def _recount(self, event: Event) -> ActionRecord:
        rnd, m = self.rnd, self.miscount
        base = dict(index=event.index, player="dealer", written=event.written, ruled_as="recount", added=0)
        if m is None:
            return ActionRecord(rule="08.8", to=0, note="nothing to correct: no bet was made on a wrong count", **base)
        self.miscount = None
        if m.bet_to > m.real:
            if self.dealt:
                return ActionRecord(rule="08.8", to=m.bet_to, note=(
                    f"{m.player}'s bet of {m.bet_to} was over the pot-limit maximum of {m.real}, but the next card "
                    f"is out: the bet and its calls stand"), **base)
            return self._reduce(m, base)
        sa = significant_action(m.after)
        if self.dealt or sa.occurred:
            why = "the next card is out" if self.dealt else (
                f"significant action followed it ({sa.at} actions, {sa.with_chips} with chips)")
            return ActionRecord(rule="IA-12", to=m.bet_to, note=(
                f"{m.player}'s bet of {m.bet_to} was below the pot-limit maximum of {m.real}, but {why}: "
                f"the bet stands"), **base)
        return self._raise_to_pot(m, base)

    def _reduce(self, m: _Miscount, base: dict) -> ActionRecord:
        rnd = self.rnd
        if rnd.current_bet != m.bet_to:
            raise ScenarioError(f"the over-pot bet of {m.bet_to} was re-raised to {rnd.current_bet}; rulescore "
                                f"does not correct a re-raised incorrect bet", rule="08.8")
        returned_total = 0
        for s in rnd.seats:
            if s.committed > m.real:
                diff = s.committed - m.real
                s.committed = m.real
                if s.behind is not None:
                    s.behind += diff
                returned_total += diff
                if s.level > m.real:
                    s.level = m.real
                for i, r in enumerate(self.records):
                    if r is not None and r.player == s.name and r.to > m.real and r.ruled_as in _CHIP_ACTIONS:
                        self.records[i] = replace(r, to=m.real, added=r.added - diff, returned=r.returned + diff,
                                                  rule="08.8", all_in=False,
                                                  note=f"reduced to the pot-limit maximum of {m.real}; {diff} returned")
        rnd.current_bet = m.real
        inc = m.real - m.prev_bet
        rnd.increment = max(m.prev_increment, inc)
        return ActionRecord(rule="08.8", to=m.real, returned=returned_total, note=(
            f"{m.player}'s bet of {m.bet_to} was over the pot-limit maximum of {m.real}; found before the next "
            f"card, so it is reduced to {m.real} for everyone ({returned_total} returned in all)"), **base)

    def _raise_to_pot(self, m: _Miscount, base: dict) -> ActionRecord:
        rnd = self.rnd
        s = rnd.seat(m.player)
        if rnd.current_bet != m.bet_to or s.committed != m.bet_to:
            raise ScenarioError(f"the low bet of {m.bet_to} was raised before the error was found; rulescore "
                                f"does not correct it", rule="IA-12")
        diff = m.real - m.bet_to
        paid = diff if s.behind is None else min(diff, s.behind)
        if s.behind is not None:
            s.behind -= paid
        s.committed += paid
        rnd.current_bet = s.committed
        rnd.increment = max(m.prev_increment, s.committed - m.prev_bet)
        s.level = s.committed
        r = self.records[m.position]
        self.records[m.position] = replace(r, to=s.committed, added=r.added + paid, all_in=s.behind == 0,
                                           note=f"bet on a count that was too low; raised to the pot-limit "
                                                f"maximum of {s.committed} before significant action")
        # the turn stays where it was; earlier callers face the difference when the action comes back
        was = rnd.to_act
        rnd._next = rnd._find_next(rnd._index[was] if was is not None else rnd._index[m.player] + 1)
        return ActionRecord(rule="IA-12", to=s.committed, note=(
            f"{m.player}'s bet of {m.bet_to} was below the pot-limit maximum of {m.real} and no significant action "
            f"followed it: {m.player} must make it {s.committed}"), **base)

    # -- out of turn
    def _out_of_turn(self, event: Event) -> None:
        rnd = self.rnd
        player, skipped = event.player, rnd.to_act
        if any(p.event.player == player for p in self.pending):
            raise ScenarioError(f"{player} acts out of turn again before the action has reached {player}",
                                rule="08.9")
        group = [p for p in self.pending if p.skipped == skipped]
        sim = copy.deepcopy(rnd)
        from .replay import apply

        for q in group:
            sim.give_turn(q.event.player)
            apply(sim, q.event)
        sim.give_turn(player)
        simulated = apply(sim, event)
        self.records.append(None)
        pos = len(self.records) - 1
        p = _Pending(event=event, position=pos, faced=rnd.current_bet, skipped=skipped, sim=simulated)
        self.pending.append(p)
        group.append(p)
        sa = significant_action(q.sim for q in group)
        if sa.occurred:
            self._stand(group, sa)
            return
        binding = ("an out-of-turn fold is binding" if simulated.ruled_as == "fold" else
                   f"binding if the action {player} faced ({_describe(p.faced)}) has not changed when the turn "
                   f"reaches {player}; if it has, {player} gets every option back")
        self.records[pos] = ActionRecord(
            index=event.index, player=player, written=event.written, ruled_as="pending",
            to=rnd.committed(player), added=0, rule="08.9", facing=rnd.facing(player),
            note=f"out of turn ({simulated.ruled_as}): {skipped} was to act, the action goes back to {skipped}; "
                 f"{binding}")

    def _stand(self, group: list[_Pending], sa: SignificantAction) -> None:
        rnd = self.rnd
        skipped = group[0].skipped
        for k, p in enumerate(group):
            self.pending.remove(p)
            rnd.give_turn(p.event.player)
            rec = self._apply(p.event)
            last = k == len(group) - 1
            note = (f"out of turn while {skipped} was skipped; binding: the out-of-turn actions make significant "
                    f"action ({sa.at} actions, {sa.with_chips} with chips) to the left of {skipped}")
            if last:
                note += f"; the floor rules on {skipped}'s hand"
            self.records[p.position] = replace(rec, index=p.event.index, rule="IA-14", note=note,
                                               outcomes=SKIPPED_HAND_OUTCOMES if last else ())
            self._note_after_bet(self.records[p.position])
        # Apply the first outcome so the replay can go on (module docstring).
        after = rnd.to_act
        rnd.give_turn(skipped)
        rnd.fold(skipped, written=f"{skipped} (skipped hand, floor)", rule="IA-14",
                 note="skipped hand ruled dead by the floor (first listed outcome)")
        if after is not None and not rnd.closed:
            rnd.give_turn(after)
        self._resolve_pending()

    def _resolve_pending(self) -> None:
        rnd = self.rnd
        while rnd.to_act is not None:
            p = next((q for q in self.pending if q.event.player == rnd.to_act), None)
            if p is None:
                return
            self.pending.remove(p)
            player = p.event.player
            if p.sim.ruled_as == "fold":
                rec = self._apply(p.event)
                self.records[p.position] = replace(rec, index=p.event.index, rule="08.9",
                                                   note="out of turn; an out-of-turn fold is always binding")
                self._note_after_bet(self.records[p.position])
                continue
            if rnd.current_bet == p.faced:
                rec = self._apply(p.event)
                self.records[p.position] = replace(
                    rec, index=p.event.index, rule="08.9",
                    note=f"out of turn; the action {player} faced did not change ({_describe(p.faced)}): binding")
                self._note_after_bet(self.records[p.position])
                continue
            back = p.sim.added
            self.records[p.position] = ActionRecord(
                index=p.event.index, player=player, written=p.event.written, ruled_as="withdrawn",
                to=rnd.committed(player), added=0, returned=back, rule="08.9", facing=rnd.facing(player),
                note=(f"out of turn; the action {player} faced changed from {_describe(p.faced)} to "
                      f"{_describe(rnd.current_bet)}: not binding" + (f", {back} returned" if back else "")
                      + f"; {player} has every option"))
            return


def replay_events(rnd: BettingRound, events: Sequence[Event]) -> list[ActionRecord]:
    """Apply a scenario's events to ``rnd`` in order, ruling out-of-turn actions (08.9, IA-13, IA-14) and
    the dealer's pot counts (IA-12); one record per event, in event order."""
    return _Replayer(rnd).run(events)


# ---------------------------------------------------------------------------------- catalogue helpers
def out_of_turn(*, scenario: dict, player: str, replies: list[str | list[str]]) -> dict:
    """For each reply of the skipped player (an action line such as ``"S5 call"``, or a list of lines
    up to ``player``'s turn, keyed joined by ``"; "``), how ``player``'s
    pending out-of-turn action is ruled once the turn reaches ``player`` (08.9, IA-13).

    Returns ``{"player", "pending", "branches": {reply: {"stands", "as", "to", "returned", ...}}}``;
    where the OOT action is withdrawn, the branch also gives ``player``'s ``to_call``,
    ``min_raise_to`` and ``options``."""
    from .replay import ask

    base = copy.deepcopy(scenario)
    base.pop("ask", None)
    first = ask(base)
    mine = [a for a in first.actions if a.player == player and a.ruled_as == "pending"]
    if not mine:
        raise ScenarioError(f"{player} has no pending out-of-turn action in the scenario", rule="08.9")
    index = mine[-1].index
    branches: dict[str, dict] = {}
    for reply in replies:
        lines = [reply] if isinstance(reply, str) else list(reply)
        reply = "; ".join(lines)
        sc = copy.deepcopy(base)
        sc["actions"] = list(sc.get("actions") or []) + lines
        r = ask(sc)
        rec = next(a for a in r.actions if a.index == index)
        d = {"stands": rec.ruled_as not in ("withdrawn", "pending"), "as": rec.ruled_as, "to": rec.to,
             "returned": rec.returned, "note": rec.note}
        if rec.ruled_as == "withdrawn" and r.player == player:
            d.update(to_call=r.to_call, min_raise_to=r.min_raise_to, options=list(r.options))
        branches[reply] = d
    return {"player": player, "skipped": first.to_act, "pending": mine[-1].note, "branches": branches}
