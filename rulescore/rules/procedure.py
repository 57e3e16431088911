"""Procedures around the betting: substantial action, action out of turn, burns after substantial
action, and incorrect pot-limit amounts.

The rules this module decides (ids of our sources; TDA 2024 numbers in brackets):

* **Substantial action** (IA-05, IA-14 [36]): two actions in turn of which at least one puts chips in
  (a bet, raise or call), or any three actions. It is counted from a point the rules name: after a
  deal with a wrong number of cards, after an incorrect bet, after a skipped player.
* **Burns after substantial action** (IA-05 ex 1-A and 1-B [38]): a hand found with too few or too
  many cards once substantial action has happened is dead, not a misdeal; the dealer burns one card
  and deals the flop from the deck as it stands. No second burn to "restore" the deck order, and the
  extra card of a three-card hand is not used as the burn. Before substantial action it is a misdeal.
* **Action out of turn** (08.9, IA-13 [53]): the action goes back to the skipped player. The
  out-of-turn (OOT) action is held; it is binding if the action it faced has not changed when the turn
  reaches its player (the skipped players checked, called or folded); if it has changed (a bet or raise
  came in between) the OOT action is withdrawn, its chips are returned and its player has every option.
  08.9 also asks that the skipped player had time to react, which TDA 53-A does not: with ``rules:
  sources`` both readings are listed (binding applied), by default the ruling names the renderings'
  condition. An OOT fold binds at once (08.9, PL-58 [53-A, 58]): its player is out of the hand, and
  folds that leave one player end the hand.
* **A "check" said facing a bet** (PL-55 [55]): the player must still call or fold. TDA 2024 counts it
  among the actions of substantial action out of turn (36, 53-B example 2: a check and a call out of turn
  after a skipped player stand); the renderings read it as no action (IA-14-2). In turn it is one action
  with the call or fold that completes it.
* **Substantial action out of turn** (IA-14 [53]): once the OOT actions made while a player was skipped
  add up to substantial action, they all stand, and the skipped player's hand goes to the floor: the
  allowed outcomes are listed (:data:`SKIPPED_HAND_OUTCOMES`).
* **Incorrect pot-limit amounts** (08.8, IA-12, PL-54 [52, 54]): a scenario line ``dealer counts N``
  says what the dealer announced as the pot-limit maximum for the player to act; ``dealer recounts``
  is the moment the error is found; ``dealer deals`` is the next card. A bet made on a count that was
  too low stands once substantial action follows it; before that it is raised to the real pot-limit
  maximum. A bet made on a count that was too high is reduced to the maximum for everyone (bettor and
  callers get the excess back) as long as the next card has not been dealt; after it, it stands.
  Players are entitled to a pot count only in pot-limit (PL-54A).

Decisions where the sources are silent (written down so a TD can see them):

* where several OOT actions were made while one player was skipped, their substantial action is
  counted over those OOT actions only, in the order they were made;
* after substantial action out of turn the action backs up to the skipped players (TDA 53-B); the floor's
  choices for their hands (every option, only call/check/fold, dead) are listed with none applied: the
  scenario's next lines say what the skipped player did (``fold`` where the floor ruled the hand dead);
* an over-pot bet followed by a re-raise is not corrected by rulescore (the sources give no example);
  it is reported as an input error rather than guessed;
* when a too-low bet is raised to the pot before substantial action, players who had already called
  the lower amount face the difference and act again with the options the engine gives them;
* an incorrect count is tied to a bet only when the bet is exactly the amount announced; any other
  amount is ruled as an ordinary bet.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

from ..input.scenario import parse_game
from ..records.answers import CorrectionWindow, PotCountRights
from ..records.errors import IllegalActionError, RoundClosedError, ScenarioError, UnsupportedError
from ..records.vocabulary import PLAYED, ActionKind, ActionRecord, Note, RuleSet, Structure
from .betting import BettingRound

#: What the floor may do with hands skipped by substantial action out of turn (IA-14, TDA 53-B). TDA 53-B
#: ranks none of them and rulescore applies none: the ruling is for the skipped player with the options the
#: round gives (every option), so that one is listed first and the harshest, a dead hand, last; the choice is
#: the floor's, and it applies to every skipped player alike.
SKIPPED_HAND_OUTCOMES = (
    "skipped player keeps every option",
    "skipped player may only call or fold",
    "skipped hand dead",
)

#: Words of actions that put chips in (a bet, a raise, a call; all-in and a push of chips).
_CHIP_WORDS = frozenset({k.value for k in ActionKind if k.puts_chips} | {"allin", "all-in", "push"})


# ---------------------------------------------------------------------------------- substantial action
def puts_chips(action: ActionRecord | str) -> bool:
    """Whether an action puts chips in: a bet, a raise or a call (a ruled record or a word)."""
    if isinstance(action, str):
        return action.split()[0].lower() in _CHIP_WORDS
    return ActionKind(action.ruled_as).puts_chips or action.added > 0


def _counts(action: ActionRecord | str, spoken_checks: bool = False) -> bool:
    """Whether an action counts towards substantial action: held or withdrawn out-of-turn actions and words
    that are no action (a conditional statement, PL-59) do not. A "check" said facing a bet (PL-55 [55])
    counts only with ``spoken_checks`` (TDA 2024 counts it among the actions of 36: 53-B example 2)."""
    if isinstance(action, str) or action.ruled_as in PLAYED:
        return True
    return spoken_checks and is_spoken_check(action)


def is_spoken_check(action: ActionRecord) -> bool:
    """Whether a record is a "check" said facing a bet (no action by the renderings, PL-55; the player must
    still call or fold, TDA 55)."""
    return action.ruled_as == ActionKind.DECLARATION and action.rule == "PL-55"


@dataclass(frozen=True, kw_only=True)
class SignificantAction:
    """Whether a run of actions makes substantial action (IA-05, IA-14)."""

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


def significant_action(actions: Iterable[ActionRecord | str], *, spoken_checks: bool = False) -> SignificantAction:
    """Count substantial action over ``actions`` (records, or words like ``"fold"``, ``"call 600"``);
    ``spoken_checks``: a "check" said facing a bet counts as one of the actions (TDA 2024, 36 and 53-B).

    >>> significant_action(["fold", "call"]).occurred, significant_action(["check", "check"]).occurred
    (True, False)
    >>> significant_action(["check", "fold", "check"]).at
    3
    """
    n = chips = 0
    at = None
    for a in actions:
        if not _counts(a, spoken_checks):
            continue
        n += 1
        chips += puts_chips(a)
        if at is None and ((n >= 2 and chips) or n >= 3):
            at = n
    return SignificantAction(occurred=at is not None, at=at, actions=n, with_chips=chips)


def significant_action_check(actions: list[str]) -> SignificantAction:
    """Catalogue helper: :func:`significant_action` over action words (the record; its JSON view is ``to_dict()``)."""
    return significant_action(actions)


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
    """Whether substantial action had happened when the problem was found."""
    misdeal: bool
    """A misdeal (found before substantial action)."""
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
@dataclass(frozen=True, kw_only=True)
class Count:
    """A dealer's pot-limit count for the player to act (PL-54A)."""

    player: str
    """The player the pot was counted for."""
    announced: int
    """What the dealer said."""
    real: int
    """The real pot-limit maximum for that player (their all-in total if less)."""

    @property
    def correct(self) -> bool:
        """Whether the dealer counted right."""
        return self.announced == self.real

    @property
    def note(self) -> Note:
        """What the record of the count says."""
        return Note.of("count", player=self.player, announced=self.announced, real=self.real,
                       right="yes" if self.correct else "no")


def count(rnd: BettingRound, announced: int) -> Count:
    """Rule a dealer's pot count (``dealer counts N``) for the player to act: players are entitled to a
    count only in pot-limit (PL-54A)."""
    if rnd.structure is not Structure.POT_LIMIT:
        raise IllegalActionError(Note.of("err-count-not-pot-limit", game=rnd.game.value), rule="PL-54A")
    player = rnd.to_act
    if player is None:
        raise RoundClosedError(Note.of("err-count-over"), rule="PL-54A")
    real = rnd.pot_limit_max(player)
    allin = rnd.all_in_total(player)
    if allin is not None:
        real = min(real, allin)
    return Count(player=player, announced=announced, real=real)


@dataclass(frozen=True, kw_only=True)
class Miscount:
    """A bet made on a dealer's wrong count, waiting to be found (08.8, IA-12)."""

    player: str
    """Who bet."""
    bet_to: int
    """The bet, as made (the dealer's figure)."""
    real: int
    """The real pot-limit maximum."""
    prev_bet: int
    """The bet facing the table before it."""
    prev_increment: int
    """The minimum raise increment before it."""
    index: int
    """The bet's position in its street's action list."""
    street: str
    """The street it was made on."""

    @property
    def over(self) -> bool:
        """Whether the bet was above the pot (else below it)."""
        return self.bet_to > self.real

    def note(self) -> Note:
        """What the bet's record says until the error is found."""
        return Note.of("miscount", rule="08.8", bet=self.bet_to, real=self.real, side="above" if self.over else "below")


def miscounted_bet(rnd: BettingRound, c: Count | None, player: str, total: int, *, index: int) -> Miscount | None:
    """Whether ``player``'s bet or raise to ``total`` was made on the dealer's wrong count ``c``: only a bet
    of exactly the amount announced, by the player it was announced to, is tied to the count."""
    if c is None or c.player != player or total != c.announced or total == c.real:
        return None
    return Miscount(player=player, bet_to=total, real=c.real, prev_bet=rnd.current_bet,
                    prev_increment=rnd.increment, index=index, street=rnd.street.value)


@dataclass(frozen=True, kw_only=True)
class Correction:
    """What happens when an incorrect pot-limit amount is found (``dealer recounts``)."""

    action: str
    """``none`` (nothing to correct), ``stands`` (too late: the bet stays), ``reduce`` (cut to the pot
    for everyone) or ``complete`` (the bettor must make it the pot)."""
    to: int
    """The bet's street total after the correction."""
    rule: str
    """The rule it rests on."""
    note: Note
    """Why, as a record."""
    other: Correction | None = None
    """Where the other rule set corrects the bet otherwise (:func:`recount` with ``rules``): its correction."""
    choices: tuple[Correction, ...] = ()
    """Where the rule set leaves the correction to the TD (the renderings' 08.8 against IA-12): the
    corrections allowed, the first applied."""


def recount(rnd: BettingRound, m: Miscount | None, *, dealt: bool, rules: RuleSet | None = None) -> Correction:
    """Decide the correction of the miscounted bet ``m`` found now; ``dealt``: the next card is out
    (08.8, IA-12). By TDA 2024 a low bet also stands once substantial action followed it (52-B); the
    renderings (``rules`` :attr:`RuleSet.SOURCES`) have one rule for every game, 08.8: corrected until the
    next card (the point ``pot-limit-low-count`` of :mod:`rulescore.reference.rulesets`)."""
    if rules is not None:
        return _recount_in(rnd, m, dealt=dealt, rules=rules)
    return _correct(rnd, m, dealt=dealt, until_next_card=False)


def _correct(rnd: BettingRound, m: Miscount | None, *, dealt: bool, until_next_card: bool) -> Correction:
    """The correction of :func:`recount`; ``until_next_card``: a low bet is corrected until the next card
    whatever followed it (08.8), not only until substantial action (TDA 52-B)."""
    if m is None:
        return Correction(action="none", to=0, rule="08.8", note=Note.of("nothing-to-correct"))
    if m.over:
        if dealt:
            return Correction(action="stands", to=m.bet_to, rule="08.8", note=Note.of(
                "over-stands", player=m.player, bet=m.bet_to, real=m.real))
        if rnd.current_bet != m.bet_to:
            raise UnsupportedError(f"the over-pot bet of {m.bet_to} was re-raised to {rnd.current_bet}; rulescore "
                                   f"does not correct a re-raised incorrect bet", rule="08.8")
        return Correction(action="reduce", to=m.real, rule="08.8", note=Note.of(
            "over-reduced", player=m.player, bet=m.bet_to, real=m.real))
    sa = significant_action(after_bet(rnd, m))
    if dealt or (sa.occurred and not until_next_card):
        return Correction(action="stands", to=m.bet_to, rule="IA-12", note=Note.of(
            "low-stands", player=m.player, bet=m.bet_to, real=m.real, why="dealt" if dealt else "action",
            at=sa.at or 0, chips=sa.with_chips))
    if rnd.current_bet != m.bet_to or rnd.committed(m.player) != m.bet_to:
        raise UnsupportedError(f"the low bet of {m.bet_to} was raised before the error was found; rulescore "
                               f"does not correct it", rule="IA-12")
    return Correction(action="complete", to=m.real, rule="IA-12", note=Note.of(
        "low-complete", player=m.player, bet=m.bet_to, real=m.real, to=m.real))


def _recount_in(rnd: BettingRound, m: Miscount | None, *, dealt: bool, rules: RuleSet) -> Correction:
    """:func:`recount` under ``rules``, with :attr:`Correction.other` (the other set's reading) and
    :attr:`Correction.choices` where they part.

    They part on one case: a pot-limit bet on a count too low, found after substantial action but before
    the next card. TDA 52-B lets it stand. The renderings disagree among themselves: 08.8 corrects a bet too
    low until the next card whatever followed it, IA-12 (their illustration of pot-limit counts) lets it
    stand. As house rules that leaves it to the TD, so ``rules: sources`` lists both, IA-12's first (the
    replay goes on from it)."""
    tda = _correct(rnd, m, dealt=dealt, until_next_card=False)
    s08 = _correct(rnd, m, dealt=dealt, until_next_card=True)
    if m is None or (tda.action, tda.to) == (s08.action, s08.to):
        return tda
    up = Correction(action="complete", to=s08.to, rule="08.8", note=Note.of("low-08-8", rule="08.8", player=m.player, to=s08.to))
    sources = Correction(action=tda.action, to=tda.to, rule="IA-12", choices=(tda, up), note=Note.of(
        "low-conflict", rule="IA-12", ia12=tda.note, s08=up.note))
    if rules is RuleSet.SOURCES:
        return replace(sources, other=tda)
    return replace(tda, other=sources)


def after_bet(rnd: BettingRound, m: Miscount) -> list[ActionRecord]:
    """The players' actions recorded after the miscounted bet on its street."""
    if rnd.street.value != m.street:
        return []
    seen, out = False, []
    for r in rnd.actions:
        if seen and r.ruled_as in PLAYED:
            out.append(r)
        if r.index == m.index and r.player == m.player:
            seen = True
    return out


def correction_window(*, structure: str = "no-limit", error: str = "low") -> CorrectionWindow:
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
    return CorrectionWindow.of({
        "structure": structure, "error": error,
        "before_next_card": True,
        "before_next_card_after_significant_action": not sa_matters,
        "after_next_card": False,
        "river_before_showdown": True,
        "after_showdown_begins": False,
        "significant_action_ends_it": sa_matters,
        "rule": "IA-12" if structure == "pot-limit" else "08.8",
    }, {"structure": structure, "error": error})


def pot_count_rights(*, games: list[str]) -> PotCountRights:
    """Whether a player may ask the dealer for the exact pot size in each game (PL-54A: only in
    pot-limit)."""
    return PotCountRights.of({g: parse_game(g).structure is Structure.POT_LIMIT for g in games}, {"games": games})


# ---------------------------------------------------------------------------------- out of turn
def skipped_players(rnd: BettingRound, player: str) -> tuple[str, ...]:
    """The players whose turn comes before ``player``'s: from the player to act, in seat order, up to
    ``player`` (08.9, TDA 53-B)."""
    first = rnd.to_act
    if first is None:
        return ()
    names = [s.name for s in rnd.seats]
    i = names.index(first)
    out = []
    while names[i] != player:
        s = rnd.seat(names[i])
        if s.live:
            out.append(names[i])
        i = (i + 1) % len(names)
    return tuple(out)


def describe_bet(bet: int) -> Note:
    """``a bet of 600`` / ``no bet``, as a note."""
    return Note.of("a-bet", bet=bet)


def held_note(*, player: str, skipped: Sequence[str], as_ruled: str, faced: int) -> Note:
    """What the record of a held out-of-turn action says (08.9)."""
    return Note.of("held", player=player, skipped=tuple(skipped), n=len(skipped), first=skipped[0],
                   ruled=as_ruled, faced=describe_bet(faced))


def fold_note(*, player: str, skipped: Sequence[str], last: bool) -> Note:
    """What the record of an out-of-turn fold says: it binds at once (08.9, PL-58; TDA 53-A, 58)."""
    return Note.of("oot-fold", player=player, skipped=tuple(skipped), n=len(skipped), first=skipped[0],
                   last="yes" if last else "no")


def pending_binding(*, as_ruled: str, faced: int, current_bet: int) -> bool:
    """Whether a held out-of-turn action binds when the turn reaches its player: a fold always; any
    other action if the bet it faced has not changed (08.9, IA-13)."""
    return as_ruled == "fold" or current_bet == faced


def stand_note(*, skipped: Sequence[str], sa: SignificantAction, last: bool) -> Note:
    """What the records of out-of-turn actions that make substantial action say (IA-14, TDA 53-B)."""
    note = Note.of("stands", skipped=tuple(skipped), n=len(skipped), first=skipped[0], at=sa.at or 0, chips=sa.with_chips)
    return note.then(Note.of("backs-up", first=skipped[0], n=len(skipped))) if last else note
