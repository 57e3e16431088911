"""The table after every line (``Ruling.steps``, issue 25): one frozen record per action record, built in the
engine's one loop, so presentation reads the record and never the live round.

Scenarios go through ``rulescore.ask``; the steps are checked against the ruling's own figures and, for
every catalogue example, against the live round as ``observe`` streams it."""

from __future__ import annotations

import dataclasses
import json

import pytest
from hypothesis import given, settings
from strategies import valid_streets

from rulescore import RulesError, ask, catalogue, engine
from rulescore.input.scenario import from_dict
from rulescore.records.vocabulary import SeatState, TableState

IA_10_1 = {"blinds": "50/100", "street": "flop", "seats": ["A", "B", "C", "D", "E"], "stacks": {"B": 125, "D": 200},
           "actions": ["A bet 100", "B allin", "C call", "D allin", "E call"]}


def _seat(step: TableState, name: str) -> SeatState:
    return next(s for s in step.seats if s.name == name)


def test_IA_10_1_each_step_gives_the_bet_the_increment_and_who_may_raise():
    r = ask(IA_10_1)
    assert [(s.index, s.current_bet, s.increment, s.to_act) for s in r.steps] == [
        (1, 100, 100, "B"), (2, 125, 100, "C"), (3, 125, 100, "D"), (4, 200, 100, "E"), (5, 200, 100, "A")]
    after_b, last = r.steps[1], r.steps[-1]
    assert (after_b.bet_before, after_b.increment_before) == (100, 100)
    # B's short all-in (+25) reopens nobody; D's (+75) brings the rise since A's bet to a full raise (IA-10-1)
    assert _seat(after_b, "B").all_in and not _seat(after_b, "B").open
    assert _seat(last, "A").open and _seat(last, "A").to_call == 100
    assert not _seat(last, "C").open and _seat(last, "C").to_call == 75
    assert [(p.amount, p.eligible) for p in last.pots] == [(600, ("A", "B", "C", "D", "E")), (150, ("A", "C", "D", "E"))]
    assert last.pots == r.pots and (_seat(last, "B").behind, _seat(last, "A").behind) == (0, None)


def test_08_9_a_held_out_of_turn_action_changes_nothing_until_its_turn():
    # C bets out of turn while A and B are to act: held (pending); A checks, B checks: C's bet binds and is
    # applied in the step of B's line
    r = ask({"blinds": "50/100", "street": "flop", "seats": ["A", "B", "C", "D"],
             "actions": ["C bet 300", "A check", "B check"]})
    assert [str(a.ruled_as) for a in r.actions] == ["bet", "check", "check"]
    held, after_a, after_b = r.steps
    assert (held.current_bet, held.to_act, _seat(held, "C").committed) == (0, "A", 0)
    assert (after_a.current_bet, after_a.to_act) == (0, "B")
    assert (after_b.current_bet, after_b.to_act, _seat(after_b, "C").committed) == (300, "D", 300)


def test_uncalled_bet_goes_back_in_the_step_that_closes_the_round():
    r = ask({"blinds": "50/100", "street": "flop", "seats": ["A", "B"], "stacks": {"A": 5000, "B": 5000},
             "actions": ["B bet 400", "A fold"]})
    last = r.steps[-1]
    assert last.closed and last.to_act is None and not any(s.open for s in last.seats)
    assert _seat(last, "B").uncalled == 400 == r.uncalled["B"]
    assert sum(p.amount for p in last.pots) == r.pot_total - 400


def test_a_whole_hand_has_steps_street_by_street():
    r = ask({"blinds": "100/200", "seats": ["SB", "BB", "BTN"], "stacks": {"SB": 1000, "BB": 3000, "BTN": 3000},
             "streets": {"preflop": ["BTN call", "SB call", "BB check"], "flop": ["SB allin", "BB call", "BTN fold"]}})
    assert [(s.street, s.index) for s in r.steps] == [(a.street, a.index) for a in r.actions]
    first_flop = r.steps[3]
    assert (first_flop.bet_before, first_flop.increment_before, first_flop.current_bet) == (0, 200, 800)
    assert r.steps[-1].betting_over and r.steps[2].closed and not r.steps[2].betting_over


def test_steps_are_frozen_and_in_the_json():
    r = ask(IA_10_1)
    with pytest.raises(AttributeError):
        r.steps[0].current_bet = 5  # type: ignore[misc]
    with pytest.raises(AttributeError):
        r.steps[0].seats[0].open = False  # type: ignore[misc]
    d = json.loads(json.dumps(r.to_dict()))
    assert len(d["steps"]) == len(d["actions"])
    assert set(d["steps"][0]) == {"street", "index", "bet_before", "increment_before", "current_bet", "increment",
                                  "to_act", "closed", "betting_over", "pots", "seats"}
    assert set(d["steps"][0]["seats"][0]) == {"name", "committed", "behind", "folded", "all_in", "acted", "to_call",
                                              "open", "uncalled"}


def _agrees_with_the_ruling(r) -> None:
    assert [(s.street, s.index) for s in r.steps] == [(a.street, a.index) for a in r.actions]
    if not r.steps:
        return
    last = r.steps[-1]
    assert last.street == r.street and last.pots == r.pots
    assert (last.current_bet, last.increment, last.to_act, last.closed, last.betting_over) == (
        r.current_bet, r.increment, r.to_act, r.closed, r.betting_over)
    assert {s.name: s.behind for s in last.seats} == r.stacks
    assert {s.name: s.uncalled for s in last.seats if s.uncalled} == r.uncalled
    assert tuple(s.name for s in last.seats if s.open and s.name != r.player) == r.may_raise
    if r.player is not None:
        me = _seat(last, r.player)
        assert (me.to_call, me.open) == (r.to_call, r.can_raise)


@pytest.mark.parametrize("entry", [e for e in catalogue.load() if e.scenario is not None], ids=lambda e: e.id)
def test_every_catalogue_example_steps_are_the_round_the_engine_played(entry):
    try:
        sc = from_dict(entry.scenario)
        ruling = ask(sc)
    except RulesError:  # an example the engine rejects (impossible as printed) has no ruling
        return
    _agrees_with_the_ruling(ruling)
    live = []

    def observe(step: engine.Step) -> None:
        rnd = step.round
        live.append((rnd.current_bet, rnd.increment, rnd.to_act,
                     [(s.name, s.committed, s.behind, s.folded, s.all_in, rnd.to_call(s.name) if s.live else 0)
                      for s in rnd.seats]))

    streamed = engine.play(dataclasses.replace(sc, ask=None), observe=observe)
    assert [(s.current_bet, s.increment, s.to_act,
             [(x.name, x.committed, x.behind, x.folded, x.all_in, x.to_call) for x in s.seats])
            for s in streamed.steps] == live
    # without the steps (a chart's grid of replays) the ruling is the same in everything else; the table now
    # is read from the steps, so it is left out with them
    bare = engine.play(sc, steps=False)
    assert bare.steps == () and bare.table is None and dataclasses.replace(ruling, steps=(), table=None) == bare


@settings(max_examples=60, deadline=None)
@given(valid_streets())
def test_steps_agree_with_the_ruling_on_any_legal_street(sc):
    _agrees_with_the_ruling(ask(sc))


def test_the_table_now_is_the_last_step_or_the_opening_of_a_street_with_no_line_yet():
    # an empty preflop: no step, and the table now holds the blinds in front (index 0)
    empty = ask({"blinds": "100/200", "seats": ["SB", "BB", "UTG"], "stacks": {"SB": 1000}})
    assert empty.steps == () and empty.table is not None and empty.table.index == 0
    assert [(s.name, s.committed, s.behind) for s in empty.table.seats] == [("SB", 100, 900), ("BB", 200, None),
                                                                             ("UTG", 0, None)]
    assert (empty.table.current_bet, empty.table.to_act) == (empty.current_bet, empty.to_act) == (200, "UTG")
    ruled = ask(IA_10_1)
    assert ruled.table is ruled.steps[-1]
    # a street just started: nothing in front, the folds of the streets before
    turn = ask({"blinds": "50/100", "seats": ["A", "B", "C"], "streets": {"flop": ["A bet 100", "B fold", "C call"],
                                                                          "turn": []}})
    assert turn.table.street == "turn" and turn.table.index == 0
    assert [(s.committed, s.folded) for s in turn.table.seats] == [(0, False), (0, True), (0, False)]
    assert "table" not in turn.to_dict()  # the JSON keeps its keys: the last step there is the same record
