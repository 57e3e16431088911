"""The loop: a scenario replayed event by event, street by street, into a :class:`~rulescore.records.ruling.Ruling`.

Data and control flow one way: :mod:`rulescore.input.scenario` reads the events; this module dispatches each
one — a plain verb to the round's operation, chips and words to :mod:`rulescore.rules.declarations` for a
decision, out-of-turn actions and dealer lines to :mod:`rulescore.rules.procedure` — and applies every decision
through the round's own operations (:class:`~rulescore.rules.betting.BettingRound` is the only code that
changes the state and keeps its one history). At the end it reads off the asked player's decision, the
pots and, with showdown sections, the showdown (:mod:`rulescore.rules.showdown`).

:func:`play` takes an ``observe`` callback called after every event with a :class:`Step` and the live round,
for streaming; the ruling itself carries the table after every line (:attr:`~rulescore.records.ruling.Ruling.steps`),
which is what presentation reads.

Decisions where the sources are silent (written down so a TD can see them):

* where several out-of-turn actions were made while the same players were skipped, their substantial
  action is counted over those out-of-turn actions only, in the order they were made;
* after substantial action out of turn the action backs up to the skipped players (TDA 53-B): the floor's
  choices for their hands are listed (:data:`rulescore.rules.procedure.SKIPPED_HAND_OUTCOMES`), none is applied,
  and the scenario's next lines say what each skipped player did;
* when a too-low pot-limit bet is raised to the pot before substantial action, players who had already
  called the lower amount face the difference and act again with the options the engine gives them;
* with ``streets:``, moving to the next street is the next card: an incorrect amount found after it stands;
* an out-of-turn fold is applied at once (it binds whatever follows); for substantial action it still
  counts among the out-of-turn actions made while the same players were skipped;
* a "check" said facing a bet counts towards substantial action out of turn by TDA 2024 (53-B example 2);
  in turn it and the call or fold that completes it are one action, in both rule sets;
* the player's last chips pushed in several motions are all-in in both rule sets (every chip went
  forward; the call tests of TDA 44 and 45-A are for one motion);
* where the rule sets part (:mod:`rulescore.reference.rulesets`), the other set's ruling of a step is what that set
  would rule at that step, on the table as the applied set left it: the replay never follows both.

Why a little over 800 lines: the loop is one function per kind of event (a plain verb, chips and words, an
out-of-turn action, a dealer line, the next street) around the one live round, and the read-off of the
ruling at the end; moving either half out would pass the live round between modules, which the one-writer
design avoids (what only words a ruling lives in :mod:`rulescore.words`).
"""

from __future__ import annotations

import copy
import os
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from .input.scenario import BOARD_AT, Event, Scenario, cite_section, coerce, from_dict, load, parse_rules
from .records import answers
from .records.chips import Delivery
from .records.errors import IllegalActionError, RulesError, ScenarioError, UnknownPlayerError
from .records.pots import Pot, pot_name
from .records.ruling import Ruling
from .records.vocabulary import (
    STREETS,
    ActionKind,
    ActionRecord,
    Annotation,
    Departure,
    Note,
    NoteArg,
    Outcome,
    Result,
    RuleSet,
    SeatState,
    SeatView,
    Street,
    Structure,
    TableState,
    then,
)
from .rules import declarations, procedure
from .rules.betting import BettingRound
from .rules.departures import departure as _departure
from .rules.departures import found as _found
from .rules.departures import found_limit as _found_limit
from .rules.departures import in_hand_order as _in_hand_order
from .rules.departures import odd_chip_unbroken as _odd_chip_unbroken
from .rules.departures import otherwise as _otherwise
from .rules.departures import result as _result
from .rules.pots import side_pots, uncalled
from .rules.showdown import in_play, resolve


@dataclass(frozen=True)
class Step:
    """One event replayed, as the ``observe`` callback of :func:`play` sees it."""

    event: Event
    """The scenario line."""
    record: ActionRecord
    """How it was ruled (a held out-of-turn action is ``pending`` until its player's turn)."""
    round: BettingRound
    """The round of the event's street, right after it (read it in the callback: it changes later)."""
    bet_before: int
    """The current bet before the event."""
    increment_before: int
    """The minimum raise increment before the event."""


Observer = Callable[[Step], None]


# ----------------------------------------------------------------------------------------- applying
def first_round(scenario: Scenario) -> BettingRound:
    """The round of the scenario's first street, before any action (a table that cannot be set up is refused
    citing the format page's section of the key, :func:`rulescore.input.scenario.cite_section`)."""
    try:
        return BettingRound(seats=scenario.seats, blinds=scenario.blinds, game=scenario.game,
                            street=scenario.start, stacks=scenario.stacks, ante=scenario.ante,
                            bb_ante=scenario.bb_ante,
                            straddle=(scenario.straddle.player, scenario.straddle.amount) if scenario.straddle
                            else None,
                            pot=scenario.pot, cap=scenario.cap, players_in_event=scenario.players_in_event,
                            earlier=scenario.earlier, seat_antes=scenario.antes or None,
                            dead_small_blind=scenario.dead_small_blind, rules=scenario.rules,
                            blind_chips=scenario.blind_chips)
    except (ScenarioError, UnknownPlayerError) as exc:
        raise cite_section(exc) from None


#: Verbs whose chips the pot-limit maximum can change (``pot-limit-dead-small-blind``).
_SIZED = frozenset({"bet", "raise", "cbr", "allin", "says", "push"})


def apply_event(rnd: BettingRound, event: Event, *, rule: str = "", note: Note | None = None,
                over_limit: bool = False, outcomes: tuple[Outcome, ...] = (), skipped: tuple[str, ...] = (),
                found: list[Departure] | None = None) -> ActionRecord:
    """Apply one player's action (:func:`_apply_event`). Preflop in pot-limit with a dead small blind the two
    rule sets size the pot otherwise (TDA 54-B counts the missing blind, the renderings do not): a step
    whose chips that changes is a departure at that step, its note naming the other set's ruling, as at the
    asked player's decision."""
    kw: dict[str, Any] = dict(rule=rule, over_limit=over_limit, outcomes=outcomes, skipped=skipped)
    if (found is None or event.verb not in _SIZED or rnd.structure is not Structure.POT_LIMIT
            or rnd.street is not Street.PREFLOP or not rnd.dead_small_blind):
        return _apply_event(rnd, event, note=note, found=found, **kw)
    probe: list[Departure] = []
    trial = _apply_event(rnd.copy(), event, note=note, found=probe, **kw)
    if probe:  # the step parts on a point of its own already
        return _apply_event(rnd, event, note=note, found=found, **kw)
    shadow = rnd.copy()
    shadow.rules = RuleSet.SOURCES if rnd.rules is RuleSet.TDA2024 else RuleSet.TDA2024
    try:
        theirs = _result(_apply_event(shadow, event, note=note, **kw))
    except RulesError:  # over the other set's pot limit: it corrects the raise down to its maximum
        seat, top = shadow.seat(event.player), shadow.max_raise_to(event.player) or 0
        asked = trial.to
        theirs = Result(ruled_as=str(ActionKind.RAISE if shadow.current_bet else ActionKind.BET), to=top,
                        added=top - seat.committed, returned=max(0, asked - top), all_in=seat.behind == top - seat.committed)
    mine = _result(trial)
    if (mine.ruled_as, mine.to, mine.returned, mine.all_in) == (theirs.ruled_as, theirs.to, theirs.returned,
                                                                theirs.all_in) or trial.details:
        return _apply_event(rnd, event, note=note, found=found, **kw)
    point = "pot-limit-dead-small-blind"
    rec = _apply_event(rnd, event, note=then(trial.why, _otherwise(rnd, point, theirs)), found=found, **kw)
    tda2024, renderings = (mine, theirs) if rnd.rules is RuleSet.TDA2024 else (theirs, mine)
    _found(found, rec, point, tda2024=tda2024, renderings=renderings)
    return rec


def _apply_event(rnd: BettingRound, event: Event, *, rule: str = "", note: Note | None = None, over_limit: bool = False,
                outcomes: tuple[Outcome, ...] = (), skipped: tuple[str, ...] = (),
                found: list[Departure] | None = None) -> ActionRecord:
    """Apply one player's action to the round (plain verbs directly; ``push`` / ``says`` through the
    decision of :mod:`rulescore.rules.declarations`). ``rule`` / ``note`` replace the ruling's own (an
    out-of-turn action ruled binding says so); they, the TD's ``outcomes`` and the ``skipped`` players go
    into the event's one :class:`~rulescore.records.vocabulary.Annotation`. Where the other rule set would rule the
    action otherwise, the record's note says so and, with ``found`` (the replay's list; ``None`` on a copy
    of the round that only looks ahead), the :class:`~rulescore.records.vocabulary.Departure` is added to it."""
    ann = Annotation(written=event.written, index=event.index, rule=rule, note=note, outcomes=outcomes,
                     skipped=skipped)
    player = event.player
    if event.verb == "fold":
        return rnd.fold(player, annotation=ann)
    if event.verb == "check":
        return rnd.check(player, annotation=ann)
    if event.verb == "cc":  # PHH: a check with nothing to call, else a call
        rnd.verify_turn(player)
        if rnd.to_call(player) == 0:
            return rnd.check(player, annotation=ann)
        return rnd.call(player, annotation=ann)
    if event.verb == "cbr":  # PHH: a bet when nobody has bet, else a raise, to the street total given
        return rnd.raise_to(player, event.amount or 0, annotation=ann, over_limit=over_limit)
    if event.verb == "call":
        rnd.verify_turn(player)
        if rnd.to_call(player) == 0:  # a call with nothing to call is a check (PL-55), not an error
            return rnd.check(player, annotation=replace(ann, rule=rule or "PL-55", outcomes=(),
                                                        note=note or Note.of("call-no-bet-check")))
        return rnd.call(player, annotation=ann)
    if event.verb == "allin":
        return rnd.all_in(player, annotation=ann)
    if event.verb == "timeout":
        return _timeout(rnd, player, replace(ann, outcomes=()), found)
    if event.verb in ("bet", "raise"):
        if event.verb == "bet" and rnd.current_bet > 0:
            raise ScenarioError(Note.of("err-write-raise", player=player, bet=rnd.current_bet))
        if event.verb == "raise" and rnd.current_bet == 0:
            raise ScenarioError(Note.of("err-write-bet"))
        if event.pot:  # `raise pot` / `bet pot`: the pot-limit maximum, or all-in when that is less
            top = rnd.limit_max(player)
            if top is None or rnd.structure is not Structure.POT_LIMIT:
                raise ScenarioError(Note.of("err-pot-limit-only", verb=event.verb))
            allin = rnd.all_in_total(player)
            if allin is not None and allin <= rnd.call_level(player):
                # no chips beyond the call: `raise pot` is every chip, a call all-in (TDA 54, 51-A)
                return rnd.call(player, annotation=replace(ann, rule=rule or "TDA 51-A", note=note or Note.of(
                    "pot-no-chips", verb=event.verb)))
            total = top if allin is None else min(top, allin)
            return rnd.raise_to(player, total, annotation=ann, over_limit=over_limit)
        amount = event.amount or 0  # the parser gives every other bet and raise an amount above 0
        total = rnd.current_bet + amount if event.by else amount
        return rnd.raise_to(player, total, annotation=ann, over_limit=over_limit)
    if event.verb in ("push", "says"):
        how = event.delivery or Delivery(chips=event.chips, words=event.words)
        return _apply_decision(rnd, player, how, ann, found)
    raise ScenarioError(f"verb {event.verb!r} is not ruled yet")


def _timeout(rnd: BettingRound, player: str, ann: Annotation, found: list[Departure] | None) -> ActionRecord:
    """The clock ran out on ``player`` (RU-27, TDA 2024 rule 29): facing a bet the hand is dead; with no bet
    to face TDA 2024 checks the hand, where RU-27 kills it in every case (a departure)."""
    rnd.verify_turn(player)
    if rnd.to_call(player) > 0:
        return rnd.fold(player, annotation=replace(ann, rule="RU-27",
                                                   note=Note.of("timeout-bet", rule="RU-27")))
    committed = rnd.committed(player)
    check, dead = Result(ruled_as="check", to=committed), Result(ruled_as="fold", to=committed)
    if rnd.rules is RuleSet.TDA2024:
        rec = rnd.check(player, annotation=replace(ann, rule="TDA 29", note=Note.of("timeout-check").then(
            _otherwise(rnd, "clock-no-bet", dead))))
    else:
        rec = rnd.fold(player, annotation=replace(ann, rule="RU-27", note=Note.of("timeout-dead", rule="RU-27").then(
            _otherwise(rnd, "clock-no-bet", check))))
    _found(found, rec, "clock-no-bet", tda2024=check, renderings=dead)
    return rec


def _apply_decision(rnd: BettingRound, player: str, how: Delivery, ann: Annotation,
                    found: list[Departure] | None = None) -> ActionRecord:
    decision = declarations.decide(rnd, player, how)
    plan = decision.choose(how.td, player)
    if plan.kind in ("conditional", "binding"):
        outs = tuple(Outcome(label=p.label, ruled_as=str(ActionKind.DECLARATION), to=rnd.committed(player),
                             says=Note.of("outcome-conditional", which=p.kind)) for p in decision.plans)
        return rnd.declare(player, annotation=replace(ann, rule=plan.rule, note=ann.note or decision.plans[0].note,
                                                      outcomes=outs))
    if len(decision.plans) > 1:
        order = [plan] + [p for p in decision.plans if p is not plan]
        ann = replace(ann, outcomes=tuple(_outcome(rnd, player, p, decision, ann) for p in order))
    if not decision.point:
        return _apply_plan(rnd, player, plan, decision, ann)
    other = _other_result(rnd, player, decision, ann)
    rec = _apply_plan(rnd, player, plan, decision,
                      replace(ann, note=then(ann.note or plan.note, _otherwise(rnd, decision.point, other))))
    mine = _result(rec)
    tda2024, renderings = (mine, other) if rnd.rules is RuleSet.TDA2024 else (other, mine)
    _found(found, rec, decision.point, tda2024=tda2024, renderings=renderings)
    return rec


def _other_result(rnd: BettingRound, player: str, decision: declarations.Decision, ann: Annotation) -> Result:
    """How the other rule set rules the action, seen on copies of the round: its plan's chips, or, where it
    leaves the action to the TD, each outcome's (the first is the one it applies)."""
    plans = decision.other
    first = _apply_plan(rnd.copy(), player, plans[0], decision, replace(ann, rule="", note=None, outcomes=()))
    outs = tuple(_outcome(rnd, player, p, decision, ann) for p in plans) if len(plans) > 1 else ()
    return _result(first)._replace(outcomes=outs)


def _outcome(rnd: BettingRound, player: str, plan: declarations.Plan, decision: declarations.Decision,
             ann: Annotation) -> Outcome:
    """The chips of one outcome the TD may choose, seen on a copy of the round."""
    rec = _apply_plan(rnd.copy(), player, plan, decision, replace(ann, rule="", note=None, outcomes=()))
    return Outcome(label=plan.label, ruled_as=str(rec.ruled_as), to=rec.to, added=rec.added, returned=rec.returned)


def _apply_plan(rnd: BettingRound, player: str, plan: declarations.Plan, d: declarations.Decision,
                ann: Annotation) -> ActionRecord:
    said = replace(ann, rule=ann.rule or plan.rule, note=ann.note or plan.note)
    if plan.kind == "declare":
        bar = Note.of("barred-check", player=player) if plan.rule == "PL-55" else None
        return rnd.declare(player, annotation=replace(said, outcomes=()), bar=bar, bar_rule=plan.rule, pushed=d.pushed)
    if plan.kind == "fold":
        return rnd.fold(player, annotation=said, forfeit=plan.to - rnd.committed(player), pushed=d.pushed,
                        pulled=d.pulled)
    if plan.kind == "check":
        return rnd.check(player, annotation=replace(said, outcomes=()), pushed=d.pushed)
    if plan.kind == "allin":
        return rnd.all_in(player, annotation=said, pushed=d.pushed, pulled=d.pulled, front=d.front)
    if plan.kind == "call":
        return rnd.call(player, annotation=said, pushed=d.pushed, pulled=d.pulled, front=d.front)
    return rnd.raise_to(player, plan.to, annotation=said, pushed=d.pushed, pulled=d.pulled, front=d.front)


# ----------------------------------------------------------------------------------------- the loop
@dataclass
class _Pending:
    event: Event
    faced: int  # the bet facing the table when the out-of-turn action was made
    skipped: tuple[str, ...]  # whose turns came before it
    sim: ActionRecord  # the action as it would be ruled against what it faced
    applied: bool = False  # an out-of-turn fold: binding at once, kept only to count substantial action


class _Loop:
    """The state of one replay that is not the table's: held out-of-turn actions, a dealer's count, a
    miscounted bet waiting to be found, whether the next card is out."""

    def __init__(self, scenario: Scenario, observe: Observer | None, *, steps: bool = True) -> None:
        self.scenario = scenario
        self.observe = observe
        self.rnd = first_round(scenario)
        self.rounds = [self.rnd]
        self.record_steps = steps
        self.steps: list[TableState] = []  # the table after each line, in the order of the lines
        self.pending: list[_Pending] = []
        self.count: procedure.Count | None = None
        self.miscount: procedure.Miscount | None = None
        self.dealt = False
        self.no_betting = False  # the street began with at most one live player with chips
        self.departures: list[Departure] = []  # steps the other rule set rules otherwise (rulescore.reference.rulesets)

    def run(self) -> _Loop:
        for k, (street, events) in enumerate(self.scenario.streets):
            if k:
                self._next_street(street)
            for event in events:
                bet, inc = self.rnd.current_bet, self.rnd.increment
                try:
                    rec = self._one(event)
                except RulesError as exc:
                    raise exc.at(event.label, event.where) from None
                if self.record_steps:
                    self.steps.append(table_state(self.rnd, index=event.index, bet_before=bet, increment_before=inc))
                if self.observe is not None:
                    self.observe(Step(event=event, record=rec, round=self.rnd, bet_before=bet, increment_before=inc))
        return self

    def _next_street(self, street: Street) -> None:
        rnd = self.rnd
        if len(rnd.live_players) < 2:
            raise ScenarioError(Note.of("err-hand-ended", street=rnd.street.value, next=street.value),
                                action="streets", where=Note.of("where-key", key="streets"))
        if not rnd.closed:
            raise ScenarioError(Note.of("err-street-open", street=rnd.street.value, player=rnd.to_act or "",
                                        next=street.value), rule="08.9", action="streets",
                                where=Note.of("where-key", key="streets"))
        self.rnd = rnd.next_street()
        self.rounds.append(self.rnd)
        self.no_betting = not rnd.betting_possible
        self.pending = []
        self.count = None
        self.dealt = True  # the next card is out: an incorrect amount of an earlier street stands

    def _one(self, event: Event) -> ActionRecord:
        if event.is_dealer:
            return self._dealer(event)
        rnd = self.rnd
        if self.no_betting:
            rnd.seat(event.player)
            raise IllegalActionError(Note.of("err-no-betting", player=event.player, street=rnd.street.value),
                                     rule="03.3")
        if rnd.closed or event.player == rnd.to_act or not rnd.seat(event.player).live:
            rec = self._in_turn(event)
            self._resolve_pending()
            return rec
        return self._out_of_turn(event)

    # -- in turn, with a dealer's count pending
    def _in_turn(self, event: Event) -> ActionRecord:
        rnd = self.rnd
        c, self.count = self.count, None
        if c is not None and event.verb in ("bet", "raise", "cbr") and event.amount is not None:
            total = rnd.current_bet + event.amount if event.by else event.amount
            m = procedure.miscounted_bet(rnd, c, event.player, total, index=event.index)
            if m is not None:
                rec = apply_event(rnd, event, over_limit=m.over, rule="IA-12", note=m.note(), found=self.departures)
                self.miscount = m
                return rec
        return apply_event(rnd, event, found=self.departures)

    # -- the dealer
    def _dealer(self, event: Event) -> ActionRecord:
        rnd = self.rnd
        ann = Annotation(written=event.written, index=event.index)
        if event.verb == "counts":
            c = procedure.count(rnd, event.amount or 0)
            self.count = c
            return rnd.announce(ActionKind.COUNT, annotation=replace(ann, rule="PL-54A", note=c.note), to=c.announced)
        if event.verb == "deals":
            if not rnd.closed:
                raise IllegalActionError(Note.of("err-deal-early", player=rnd.to_act or ""), rule="08.8")
            self.dealt = True
            return rnd.announce(ActionKind.DEAL, annotation=replace(
                ann, rule="08.8", note=Note.of("card-out")))
        m = self.miscount
        corr = procedure.recount(rnd, m, dealt=self.dealt, rules=rnd.rules)
        if corr.other is None or m is None:
            return self._correct(event, ann, m, corr)
        # The renderings correct a pot-limit bet too low until the next card (08.8); TDA 2024 only until
        # substantial action follows it (52-B): the ruling applies its set and names the other's figures.
        point, kind = "pot-limit-low-count", "raise" if m.prev_bet else "bet"

        def result(c: procedure.Correction) -> Result:
            outs = tuple(Outcome(label="bet stands" if o.action == "stands" else f"{kind} made up to {o.to}",
                                 says=Note.of("outcome-recount", which=o.action, kind=kind, to=o.to),
                                 ruled_as=kind, to=o.to) for o in c.choices)
            return Result(ruled_as=kind, to=c.to, outcomes=outs)

        mine, theirs = result(corr), result(corr.other)
        if mine.outcomes:
            ann = replace(ann, outcomes=mine.outcomes)
        note = corr.note.then(None if rnd.rules is RuleSet.SOURCES else _otherwise(rnd, point, theirs))
        rec = self._correct(event, ann, m, replace(corr, note=note))
        tda2024, renderings = (mine, theirs) if rnd.rules is RuleSet.TDA2024 else (theirs, mine)
        _found(self.departures, rec, point, tda2024=tda2024, renderings=renderings)
        return rec

    def _correct(self, event: Event, ann: Annotation, m: procedure.Miscount | None,
                 corr: procedure.Correction) -> ActionRecord:
        """Apply the correction ``corr`` of the miscounted bet ``m`` (``dealer recounts``)."""
        rnd = self.rnd
        if m is None or corr.action == "none":
            return rnd.announce(ActionKind.RECOUNT, annotation=replace(ann, rule=corr.rule, note=corr.note))
        self.miscount = None
        if corr.action == "reduce":
            back = rnd.reduce_bet(to=corr.to, prev_bet=m.prev_bet, prev_increment=m.prev_increment)
            return rnd.announce(ActionKind.RECOUNT, annotation=replace(
                ann, rule=corr.rule, note=Note.of("returned-in-all", then=corr.note, back=back)), to=corr.to,
                returned=back)
        if corr.action == "complete":
            reached = rnd.complete_bet(bettor=m.player, to=corr.to, prev_bet=m.prev_bet,
                                       prev_increment=m.prev_increment, bet_index=m.index,
                                       note=Note.of("low-raised", to=min(corr.to, rnd.all_in_total(m.player)
                                                                          or corr.to)))
            note = corr.note if reached == corr.to else _made_up_to(corr.note, reached)
            return rnd.announce(ActionKind.RECOUNT, annotation=replace(ann, rule=corr.rule, note=note), to=reached)
        return rnd.announce(ActionKind.RECOUNT, annotation=replace(ann, rule=corr.rule, note=corr.note), to=corr.to)

    # -- out of turn (08.9, IA-13, IA-14)
    def _out_of_turn(self, event: Event) -> ActionRecord:
        rnd = self.rnd
        player = event.player
        if any(p.event.player == player for p in self.pending):
            raise ScenarioError(Note.of("err-again", player=player), rule="08.9")
        held = {p.event.player for p in self.pending}
        skipped = tuple(s for s in procedure.skipped_players(rnd, player) if s not in held)
        group = [p for p in self.pending if p.skipped[:1] == skipped[:1]]
        sim = rnd.copy()
        for q in group:
            if not q.applied:  # an applied fold is in the round already
                sim.give_turn(q.event.player)
                apply_event(sim, q.event)
        sim.give_turn(player)
        simulated = apply_event(sim, event)
        p = _Pending(event=event, faced=rnd.current_bet, skipped=skipped, sim=simulated)
        self.pending.append(p)
        group.append(p)
        tda = rnd.rules is RuleSet.TDA2024
        sa = procedure.significant_action((q.sim for q in group), spoken_checks=tda)
        also = procedure.significant_action((q.sim for q in group), spoken_checks=not tda)
        # TDA 2024 counts a spoken "check" facing a bet among the actions of substantial action (36; 53-B ex
        # 2), the renderings do not (IA-14-2 reads it as no action): where that decides whether the
        # out-of-turn actions stand, the ruling names the other set's outcome.
        point = "spoken-check-counts" if sa.occurred != also.occurred else ""
        waits = Result(ruled_as=str(ActionKind.PENDING), to=rnd.committed(player))
        stands = _result(simulated)
        other = (waits if sa.occurred else stands) if point else None
        extra = _otherwise(rnd, point, other) if other is not None else None
        ann = Annotation(written=event.written, index=event.index, skipped=skipped)
        if sa.occurred:
            rec = self._stand(group, sa, event, extra=extra)
        elif simulated.ruled_as == ActionKind.FOLD:
            # An out-of-turn fold binds at once (08.9, PL-58; TDA 53-A, 58): the player is out of the hand,
            # and when that leaves one player the hand is over.
            p.applied = True
            rec = rnd.fold_out_of_turn(player, annotation=replace(ann, note=procedure.fold_note(
                player=player, skipped=skipped, last=len(rnd.live_players) == 2).then(extra)))
        else:
            rec = rnd.hold(player, annotation=replace(ann, note=procedure.held_note(
                player=player, skipped=skipped, as_ruled=str(simulated.ruled_as), faced=p.faced).then(extra)))
        if other is not None:
            mine = stands if sa.occurred else waits
            tda2024, renderings = (mine, other) if tda else (other, mine)
            _found(self.departures, rec, point, tda2024=tda2024, renderings=renderings)
        return rec

    def _stand(self, group: list[_Pending], sa: procedure.SignificantAction, event: Event, *,
               extra: Note | None = None) -> ActionRecord:
        rnd = self.rnd
        skipped = tuple(dict.fromkeys(s for q in group for s in q.skipped))
        mine = None
        for k, p in enumerate(group):
            self.pending.remove(p)
            last = k == len(group) - 1
            if p.applied:  # an out-of-turn fold already in the round
                continue
            rnd.give_turn(p.event.player)
            outs = tuple(Outcome(label=o, ruled_as=kind, to=rnd.committed(skipped[0]),
                                 says=Note.of("outcome-skipped", which=which))
                         for o, kind, which in zip(procedure.SKIPPED_HAND_OUTCOMES, ("any", "call or fold", "fold"),
                                                   ("every-option", "call-or-fold", "dead"))) if last else ()
            rec = apply_event(rnd, p.event, rule="IA-14", outcomes=outs, skipped=p.skipped, found=self.departures,
                              note=procedure.stand_note(skipped=skipped, sa=sa, last=last).then(
                                  extra if p.event is event else None))
            if p.event is event:
                mine = rec
        # TDA 53-B: the action backs up to the skipped players; the floor rules on their hands (dead, only
        # non-aggressive action, or every option), and rulescore chooses none of them: the scenario's next
        # lines say what the skipped players did (a `fold` if the floor ruled the hand dead).
        back = next((p for p in skipped if p in rnd.live_players
                     and (rnd.committed(p) < rnd.current_bet or not rnd.seat(p).acted)), None)
        if back is not None:
            rnd.give_turn(back)
        else:
            rnd.resume_after(group[-1].event.player)
        self._resolve_pending()
        return mine or rnd.actions[-1]

    def _resolve_pending(self) -> None:
        rnd = self.rnd
        # Applied out-of-turn folds are kept for substantial action only while their skipped players wait.
        self.pending = [q for q in self.pending if not q.applied or (rnd.to_act is not None and rnd.to_act in q.skipped)]
        while rnd.to_act is not None:
            p = next((q for q in self.pending if q.event.player == rnd.to_act), None)
            if p is None:
                return
            self.pending.remove(p)
            player = p.event.player
            if procedure.pending_binding(as_ruled=str(p.sim.ruled_as), faced=p.faced, current_bet=rnd.current_bet):
                if p.sim.ruled_as == ActionKind.FOLD:  # held in a group that made no substantial action
                    apply_event(rnd, p.event, rule="08.9", note=Note.of("oot-fold-binding"),
                                skipped=p.skipped, found=self.departures)
                else:
                    self._binding(p)
                continue
            back = p.sim.added
            note = Note.of("oot-changed", player=player, was=procedure.describe_bet(p.faced),
                           now=procedure.describe_bet(rnd.current_bet), back=back)
            rnd.withdraw(player, annotation=Annotation(written=p.event.written, index=p.event.index, skipped=p.skipped,
                                                       note=note), returned=back)
            return

    def _binding(self, p: _Pending) -> None:
        """A held out-of-turn action whose player's turn has come, the action it faced unchanged: it binds
        (TDA 53-A). 08.9 also asks that the skipped player had time to react: with ``rules: sources`` both
        readings are listed (binding applied), and by TDA 2024 the ruling names the renderings' condition."""
        rnd, player = self.rnd, p.event.player
        note = Note.of("oot-unchanged", player=player, faced=procedure.describe_bet(p.faced))
        plain = _result(apply_event(rnd.copy(), p.event))
        bind = Outcome(label="binding, the skipped player had time to react", ruled_as=plain.ruled_as,
                       says=Note.of("outcome-react", which="binding"),
                       to=plain.to, added=plain.added, returned=plain.returned)
        loose = Outcome(label="not binding, no time to react", ruled_as=str(ActionKind.WITHDRAWN),
                        says=Note.of("outcome-react", which="not-binding"),
                        to=rnd.committed(player), returned=p.sim.added)
        either = plain._replace(outcomes=(bind, loose))
        point = "out-of-turn-time-to-react"
        if rnd.rules is RuleSet.TDA2024:
            rec = apply_event(rnd, p.event, rule="08.9", skipped=p.skipped, found=self.departures,
                              note=note.then(_otherwise(rnd, point, either)))
        else:
            rec = apply_event(rnd, p.event, rule="08.9", skipped=p.skipped, found=self.departures,
                              outcomes=(bind, loose), note=Note.of("time-to-react", rule="08.9", then=note))
        _found(self.departures, rec, point, tda2024=plain, renderings=either)


def _made_up_to(note: Note, reached: int) -> Note:
    """``note`` with the total the bettor makes it (``low-complete``'s and ``low-08-8``'s ``to``) set to
    ``reached`` (the stack was short of the pot-limit maximum)."""
    if note.kind in ("low-complete", "low-08-8"):
        return note.replace(to=reached)
    args: dict[str, NoteArg] = {k: _made_up_to(v, reached) if isinstance(v, Note) else v for k, v in note.args}
    if note.kind == "seq":
        args["parts"] = tuple(_made_up_to(q, reached) for q in note.parts)
    return Note.of(note.kind, **args)


# ----------------------------------------------------------------------------------------- the table
def pots_now(rnd: BettingRound, seats: tuple[SeatView, ...]) -> tuple[list[Pot], dict[str, int]]:
    """The hand's pots after the round's last action (``seats``: the round's seats now), main pot first, and
    the chips of a bet nobody called (once the round is closed they go back to the bettor, in no pot)."""
    folded = {s.name for s in seats if s.folded}
    contributions, returned = rnd.pot_contributions(), dict[str, int]()
    if rnd.closed:
        contributions, returned = uncalled(contributions, folded)
    all_in = None if rnd.closed else {s.name for s in seats if s.all_in}
    return side_pots(contributions, folded=folded, dead=rnd.dead_money, all_in=all_in), returned


def table_state(rnd: BettingRound, *, index: int, bet_before: int, increment_before: int) -> TableState:
    """The frozen :class:`~rulescore.records.vocabulary.TableState` of ``rnd`` right after the line at ``index``."""
    closed = rnd.closed
    now = rnd.seats
    pots, returned = pots_now(rnd, now)
    seats = tuple(SeatState(name=s.name, committed=s.committed, behind=s.behind, folded=s.folded, all_in=s.all_in,
                            acted=s.acted, to_call=rnd.to_call(s.name) if s.live else 0,
                            open=not closed and s.live and rnd.can_raise(s.name), uncalled=returned.get(s.name, 0))
                  for s in now)
    return TableState(street=rnd.street.value, index=index, bet_before=bet_before, increment_before=increment_before,
                      current_bet=rnd.current_bet, increment=rnd.increment, to_act=rnd.to_act, closed=closed,
                      betting_over=rnd.betting_over, pots=tuple(pots), seats=seats)


# ----------------------------------------------------------------------------------------- the ruling
def play(scenario: Scenario, observe: Observer | None = None, *, rules: RuleSet | str | None = None,
         steps: bool = True) -> Ruling:
    """Replay ``scenario`` and rule the asked player's decision (``observe`` is called after each event).

    ``rules`` (``"tda2024"`` or ``"sources"``) rules by that set whatever the scenario's ``rules:`` key says;
    ``None`` keeps the scenario's (TDA 2024 unless it says otherwise). ``steps=False`` leaves
    :attr:`Ruling.steps` empty and :attr:`Ruling.table` ``None`` and rules the same: for many replays that
    read only the decision (a chart's grid), the table after each action is half the work of a replay."""
    if rules is not None:
        scenario = replace(scenario, rules=parse_rules(rules))
    loop = _Loop(scenario, observe, steps=steps).run()
    return _ruling(scenario, loop)


def _ruling(scenario: Scenario, loop: _Loop) -> Ruling:
    rnd = loop.rnd
    records = [r for x in loop.rounds for r in x.actions]
    player = scenario.ask or rnd.to_act
    rules: list[str] = list(dict.fromkeys(r.rule for r in records if r.rule))
    if player is not None and player != rnd.to_act:
        seat = rnd.seat(player)
        why = "folded" if seat.folded else "all-in" if seat.behind == 0 else "none"
        where = Note.of("where-ask")
        if rnd.closed:
            raise ScenarioError(Note.of("err-ask-over", player=player, why=why, section="ask"), action="ask",
                                where=where)
        raise ScenarioError(Note.of("err-ask-not-next", player=player, next=rnd.to_act or "", why=why,
                                    section="ask"), action="ask", where=where)
    over = rnd.betting_over
    if player is None:
        options: tuple[str, ...] = ()
        reason = Note.of("reason-round-over")
        if scenario.whole_hand:
            reason = Note.of("reason-over") if over else Note.of("reason-street-over", street=rnd.street.value)
        low = high = None
        to_call, can = 0, False
    else:
        to_call, can = rnd.to_call(player), rnd.can_raise(player)
        low, high = rnd.min_raise_to(player), rnd.max_raise_to(player)
        options = tuple(rnd.options(player))
        reason = rnd.reason(player)
        for rid in ("08.4",) + (("IA-10",) if rnd.seat(player).acted else ()):
            if rid not in rules:
                rules.append(rid)
        if rnd.structure is Structure.POT_LIMIT and "PL-54" not in rules:
            rules.append("PL-54")
        if rnd.structure is Structure.FIXED_LIMIT and "PL-52" not in rules:
            rules.append("PL-52")
    sized = {Structure.POT_LIMIT: "PL-54", Structure.FIXED_LIMIT: "PL-52"}.get(rnd.structure)
    if sized and sized not in rules and any(r.ruled_as in (ActionKind.BET, ActionKind.RAISE) for r in records):
        rules.append(sized)  # the structure sized every bet and raise, a closed round's too (TDA 54, 52)
    found = list(loop.departures)
    if player is not None and high is not None and rnd.structure is Structure.POT_LIMIT and rnd.dead_small_blind:
        _found_limit(found, rnd, player, high)
    pots, returned = pots_now(rnd, rnd.seats)  # a bet nobody called goes back to its owner; it is in no pot
    extra: dict[str, Any] = {}
    if scenario.showdown is not None:
        extra = _showdown(scenario, rnd, pots, rules, over, found)
    if not extra and rnd.closed and len(rnd.live_players) == 1:
        winner = rnd.live_players[0]
        extra = {"awards": {winner: sum(p.amount for p in pots)}}
        reason = Note.of("reason-uncontested", player=winner)
    posted = loop.rounds[0].posted
    antes = sum(s.ante for s in rnd.seats) + posted.get("bb_ante", 0) + posted.get("antes", 0)
    if scenario.bb_ante and "RP-11" not in rules:
        rules.append("RP-11")  # TDA 2024: the big blind posts the table's ante, the blind first when short
    return Ruling(player=player, to_call=to_call, can_raise=can, min_raise_to=low, max_raise_to=high,
                  options=options, actions=tuple(records), pots=tuple(pots), rules=tuple(rules),
                  street=rnd.street.value, current_bet=rnd.current_bet, increment=rnd.increment, closed=rnd.closed,
                  betting_over=over, to_act=rnd.to_act, why=reason,
                  stacks={s.name: s.behind for s in rnd.seats},
                  may_raise=tuple(p for p in ([] if rnd.closed else rnd.may_raise()) if p != player),
                  pot_total=rnd.total_pot,
                  pot_count=rnd.pot_limit_max(player) if player and rnd.structure is Structure.POT_LIMIT else None,
                  cap=({"bets": rnd.bets, "cap": rnd.cap, "reached": rnd.cap_reached()}
                       if rnd.structure is Structure.FIXED_LIMIT else None),
                  antes=antes, uncalled=returned, steps=tuple(loop.steps),
                  table=_table_now(loop) if loop.record_steps else None, rules_by=scenario.rules,
                  departures=_in_hand_order(found), game=scenario.game, seats=scenario.seats,
                  blinds=scenario.blinds, dead_small_blind=scenario.dead_small_blind, **extra)


def _table_now(loop: _Loop) -> TableState:
    """The table as the ruling leaves it: the last step when the street ruled has a line, else that street's
    opening (the blinds, straddle and antes in front preflop; nothing on a later street), at index 0."""
    rnd = loop.rnd
    if loop.steps and loop.steps[-1].street == rnd.street.value:
        return loop.steps[-1]
    return table_state(rnd, index=0, bet_before=rnd.current_bet, increment_before=rnd.increment)


def _showdown(scenario: Scenario, rnd: BettingRound, pots: list[Pot], rules: list[str], over: bool,
              found: list[Departure] | None = None) -> dict:
    """Awards and the showdown ruling, when the scenario has showdown sections (rulescore.rules.showdown). TDA 20
    breaks the odd chips down to the smallest denomination first, 03.7 does not: where
    that changes the awards, the ruling applies its set and names the other's (``odd-chip-not-broken-down``)."""
    setup = scenario.showdown
    if setup is None:
        return {}
    reached = BOARD_AT[rnd.street]
    if len(setup.board) > reached and not (over and len(rnd.live_players) >= 2):
        raise ScenarioError(Note.of("err-board-ahead", cards=len(setup.board), street=rnd.street.value,
                                    reached=reached), rule="03.3", action="board", where=Note.of("where-key", key="board"))
    if not rnd.closed and setup.events is None:
        return {}
    if rnd.closed and not over and len(rnd.live_players) >= 2 and not setup.events:
        result = in_play(rnd)  # betting goes on: nothing is shown yet
    else:
        result = resolve(scenario, rnd, pots, betting_over=over)
        unbroken = _odd_chip_unbroken(scenario, pots) if result.settlement is not None else None
        if unbroken is not None:
            other = resolve(unbroken, rnd, pots, betting_over=over)
            if rnd.rules is RuleSet.SOURCES:
                result, other = other, result
            if other.awards != result.awards and found is not None:
                who = next(p for p in result.awards if result.awards.get(p) != other.awards.get(p))
                mine, theirs = (Result(ruled_as="award", to=r.awards.get(who, 0)) for r in (result, other))
                tda, rend = (mine, theirs) if rnd.rules is RuleSet.TDA2024 else (theirs, mine)
                found.append(_departure("odd-chip-not-broken-down", len(rnd.actions) + 1, rnd.street.value, who,
                                        tda2024=tda, renderings=rend,
                                        more=Note.of("awarded", player=who, tda2024=tda.to, renderings=rend.to)))
    rules += [r for r in result.rules if r not in rules]
    return {"awards": result.awards, "showdown": result}


def ask(source: Scenario | dict | str | os.PathLike, *, rules: RuleSet | str | None = None) -> Ruling:
    """Rule a scenario given as a :class:`~rulescore.input.scenario.Scenario`, a mapping, YAML text, or a file's
    path as a :class:`pathlib.Path` (a path written as a string gets a hint to use :func:`ask_file`).

    ``rules``: ``"tda2024"`` or ``"sources"`` to rule by that set whatever the scenario says (see :func:`play`)."""
    if isinstance(source, os.PathLike):
        return ask_file(Path(source), rules=rules)
    return play(coerce(source), rules=rules)


def ask_file(path: str | Path, *, rules: RuleSet | str | None = None) -> Ruling:
    """Rule a scenario file (``rules`` as in :func:`play`)."""
    return play(load(path), rules=rules)


# ----------------------------------------------------------------------------------------- catalogue helpers
def out_of_turn(*, scenario: dict, player: str, replies: list[str | list[str]],
                rules: str | None = None) -> answers.OutOfTurn:
    """For each reply of the skipped player (an action line such as ``"S5 call"``, or a list of lines
    up to ``player``'s turn, keyed joined by ``"; "``), how ``player``'s pending out-of-turn action is ruled
    once the turn reaches ``player`` (08.9, IA-13).

    Returns ``{"player", "skipped", "pending", "branches": {reply: {"stands", "as", "to", "returned", ...}},
    "ruled_replies": {reply: [{"player", "as", "to", "all_in", "written"}, ...]}}``; where the out-of-turn action
    is withdrawn, the branch also gives ``player``'s ``to_call``, ``min_raise_to`` and ``options``;
    ``ruled_replies`` gives each line of a reply as the replay ruled it (what a sentence says the reply was, with
    no reading of the line again). ``rules`` as in :func:`play`."""
    base = copy.deepcopy(scenario)
    base.pop("ask", None)
    first = ask(base, rules=rules)
    mine = [a for a in first.actions if a.player == player and (a.ruled_as == ActionKind.PENDING or (
        a.ruled_as == ActionKind.FOLD and a.skipped))]  # an out-of-turn fold binds at once
    if not mine:
        raise ScenarioError(f"{player} has no pending out-of-turn action in the scenario", rule="08.9")
    index = mine[-1].index
    branches: dict[str, dict] = {}
    ruled: dict[str, list[dict]] = {}
    written = len(base.get("actions") or [])
    for reply in replies:
        lines = [reply] if isinstance(reply, str) else list(reply)
        key = "; ".join(lines)
        sc = copy.deepcopy(base)
        sc["actions"] = list(sc.get("actions") or []) + lines
        r = ask(sc, rules=rules)
        by_line = {a.index: a for a in r.actions}
        ruled[key] = [{"player": a.player, "as": str(a.ruled_as), "to": a.to, "all_in": a.all_in, "written": line}
                      if (a := by_line.get(written + k)) is not None else
                      {"player": "", "as": "", "to": 0, "all_in": False, "written": line}
                      for k, line in enumerate(lines, start=1)]
        rec = next(a for a in r.actions if a.index == index and a.player == player)
        d: dict[str, Any] = {"stands": rec.ruled_as not in (ActionKind.WITHDRAWN, ActionKind.PENDING),
                             "as": str(rec.ruled_as), "to": rec.to, "returned": rec.returned, "note": rec.note}
        if rec.ruled_as == ActionKind.WITHDRAWN and r.player == player:
            d.update(to_call=r.to_call, min_raise_to=r.min_raise_to, options=list(r.options))
        branches[key] = d
    return answers.OutOfTurn.of({"player": player, "skipped": first.to_act, "pending": mine[-1].note,
                                 "branches": branches, "ruled_replies": ruled}, {"player": player})


def all_in_timeline(*, seats: list[str], blinds: str | list[int], streets: dict[str, list[str]],
                    stacks: dict[str, int] | None = None, ante: int = 0, game: str = "NLHE",
                    start: str = "preflop", pot: int = 0, rules: str | None = None) -> answers.Timeline:
    """Replay a hand street by street and say when the hands go face up (03.3, RU-16, IA-03).

    Hands are turned face up as soon as a player is all-in and no further betting is possible — right
    after that street's betting, before the next card — or, when betting stays possible to the end, at
    the river showdown. The pots are then settled from the last side pot to the main pot.

    :param streets: ``{"preflop": ["A allin", "B call", ...], "flop": [...], ...}`` in the scenario's
        action format (the hand from ``start``; ``pot`` is then the chips already in the middle, and
        ``stacks`` the chips behind at that point).
    :param rules: the rule set, as in :func:`play`.
    """
    order = [s.value for s in Street]
    if start not in order:
        raise ScenarioError(f"start: {start!r} is not preflop, flop, turn or river")
    unknown = [s for s in streets if s not in order]
    if unknown:
        raise ScenarioError(f"streets: {', '.join(unknown)} is not preflop, flop, turn or river")
    listed = {k: v for k, v in streets.items() if order.index(k) >= order.index(start)}
    last = max((order.index(k) for k, v in listed.items() if v), default=order.index(start))
    data: dict[str, Any] = {"game": game, "blinds": blinds, "seats": list(seats), "stacks": dict(stacks or {}),
                            "pot": pot, "ante": ante,
                            "streets": {s: list(listed.get(s) or []) for s in order[order.index(start):last + 1]}}
    if start != "preflop" or not ante:
        data.pop("ante")
    if rules is not None:
        data["rules"] = rules
    sc = from_dict(data)
    loop = _Loop(sc, None).run()
    log: list[dict[str, Any]] = []
    face_up_on: str | None = None
    for rnd in loop.rounds:
        if face_up_on is not None:
            log.append({"street": rnd.street.value, "actions": [], "betting_possible": False})
            continue
        if not rnd.closed:
            raise ScenarioError(f"{rnd.street.value}: the betting is not over ({rnd.to_act} to act)", rule="03.3")
        live = rnd.live_players
        possible = not rnd.betting_over
        log.append({"street": rnd.street.value, "actions": [a.written for a in rnd.actions],
                    "betting_possible": possible})
        if len(live) < 2:
            break
        if any(rnd.seat(p).all_in for p in live) and not possible:
            face_up_on = rnd.street.value
    rnd = loop.rnd
    folded = {s.name for s in rnd.seats if s.folded}
    put_in = {s.name: s.earlier + s.committed for s in rnd.seats}
    live = [p for p in rnd.live_players]
    called, returned = uncalled(put_in, folded)
    pots = side_pots(called, folded=folded, dead=rnd.total_pot - sum(put_in.values()))
    names = [pot_name(k) for k in range(len(pots))]
    last_street = str(log[-1]["street"]) if log else start
    for nxt in order[order.index(last_street) + 1:] if face_up_on else ():
        log.append({"street": nxt, "actions": [], "betting_possible": False})
    return answers.Timeline.of({
        "face_up_on": face_up_on,
        "face_up": sorted(live) if face_up_on else [],
        "cards_to_come": (order[order.index(face_up_on) + 1:] if face_up_on in STREETS[:-1] else []),
        "streets": log,
        "pots": [p.to_dict() for p in pots],
        "settle_order": list(reversed(names)) if len(live) >= 2 else [],
        "side_pots": [p.amount for p in pots[1:]],
        "contributions": put_in,
        "returned": returned,
        "rules": ["03.3", "RU-16", "IA-03"],
    }, {})
