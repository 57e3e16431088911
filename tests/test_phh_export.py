"""Export: a scenario written as PHH (``rulescore ask FILE --phh``, ``rulescore.histories.to_phh``) that pokerkit
reads back. Round trip: scenario -> PHH -> pokerkit state -> the same actions, stacks and pots; and PHH ->
rulescore -> the same ruling."""

from __future__ import annotations

from pathlib import Path

import pytest
from pokerkit import CheckingOrCalling, CompletionBettingOrRaisingTo, Folding, HandHistory

from rulescore import RulesError, ask, histories
from rulescore.cli import main
from rulescore.oracle import realhands
from rulescore.records.vocabulary import PLAYED, ActionKind

SCENARIOS = {
    "antes and a short all-in": {
        "blinds": "100/200", "ante": 25, "seats": ["A", "B", "C", "D"],
        "stacks": {"A": 3000, "B": 5000, "C": 700, "D": 9000},
        "streets": {"preflop": ["C raise 500", "D raise 1100", "A fold", "B call", "C allin"],
                    "flop": ["B check", "D bet 400", "B call"]}},
    "a showdown with the cards known": {
        "blinds": "50/100", "seats": ["A", "B", "C"], "stacks": {"A": 2000, "B": 2000, "C": 1500},
        "board": "Ah Kd 7c 7s 2h", "hands": {"A": "Qs Qd", "B": "As 3c", "C": "Kc Jh"},
        "streets": {"preflop": ["C raise 300", "A call", "B call"], "flop": ["A check", "B bet 400", "C allin",
                                                                           "A fold", "B call"]}},
    "pot limit with a big-blind ante": {
        "game": "PLO", "blinds": "100/200", "bb_ante": 200, "seats": ["A", "B", "C", "D"],
        "stacks": {"A": 8000, "B": 8000, "C": 8000, "D": 8000},
        "streets": {"preflop": ["C raise 700", "D call", "A fold", "B raise 3000", "C fold", "D call"],
                    "flop": ["B bet 4800", "D call"]}},
    "fixed limit hold'em": {
        "game": "LHE", "blinds": "100/200", "seats": ["A", "B", "C"], "stacks": {"A": 5000, "B": 5000, "C": 5000},
        "streets": {"preflop": ["C raise 400", "A call", "B raise 600", "C call", "A call"],
                    "flop": ["A check", "B bet 200", "C raise 400", "A fold", "B call"],
                    "turn": ["B check", "C bet 400", "B call"]}},
    "fixed-limit omaha hi-lo to the river": {
        "game": "LO8", "blinds": "50/100", "seats": ["A", "B", "C"], "stacks": {"A": 3000, "B": 3000, "C": 3000},
        "board": "2c 5d 8h Kc Kd", "hands": {"A": "Ks Qs 9c 9d", "B": "Ah 3s Qd Jd", "C": "7c 6h Td Ts"},
        "streets": {"preflop": ["C call", "A call", "B check"], "flop": ["A bet 100", "B call", "C fold"],
                    "turn": ["A bet 200", "B call"], "river": ["A check", "B check"]}},
    "a dead small blind": {
        "blinds": "100/200", "dead_small_blind": True, "seats": ["BB", "UTG", "CO", "BTN"],
        "stacks": {"BB": 4000, "UTG": 4000, "CO": 4000, "BTN": 4000},
        "actions": ["UTG raise 600", "CO fold", "BTN call", "BB call"]},
    "a straddle": {
        "blinds": "50/100", "straddle": "C", "seats": ["A", "B", "C", "D"],
        "stacks": {"A": 4000, "B": 4000, "C": 4000, "D": 4000},
        "actions": ["D raise 600", "A fold", "B fold", "C call"]},
    "heads-up": {
        "blinds": "50/100", "seats": ["A", "B"], "stacks": {"A": 1000, "B": 3000},
        "streets": {"preflop": ["A raise 300", "B call"], "flop": ["B bet 200", "A allin", "B call"]}},
    "a silent push and a spoken raise": {
        "blinds": "100/200", "seats": ["A", "B", "C", "D"], "stacks": {"A": 9000, "B": 9000, "C": 9000, "D": 9000},
        "actions": ["C push 1000+100x5", "D says \"raise 3000\"", "A fold", "B fold"]},
}


def _ops(text: str) -> tuple[list[tuple[int, str, int]], object]:
    """pokerkit's player operations replaying the PHH (up to the last action: cards may be unknown)."""
    hh = HandHistory.loads(text)
    import dataclasses

    from pokerkit import Automation

    hh = dataclasses.replace(hh, automations=tuple(a for a in hh.automations if a not in (
        Automation.HAND_KILLING, Automation.CHIPS_PUSHING, Automation.CHIPS_PULLING)))
    total = sum(1 for a in hh.actions if a.split()[1:2] and a.split()[1] in ("f", "cc", "cbr"))
    state, done, seen = None, 0, 0
    out = []
    for state, _ in hh.state_actions:
        for op in state.operations[seen:]:
            if isinstance(op, Folding):
                out.append((op.player_index, "fold", 0))
            elif isinstance(op, CheckingOrCalling):
                out.append((op.player_index, "cc", op.amount))
            elif isinstance(op, CompletionBettingOrRaisingTo):
                out.append((op.player_index, "cbr", op.amount))
            else:
                continue
            done += 1
        seen = len(state.operations)
        if done == total:
            break
    return out, state


def _ruled(scenario: dict) -> list[tuple[str, str, int]]:
    records = [r for r in ask(scenario).actions if r.ruled_as in PLAYED]
    out = []
    for r in records:
        if r.ruled_as is ActionKind.FOLD:
            out.append((r.player, "fold", 0))
        elif r.ruled_as in (ActionKind.CHECK, ActionKind.CALL):
            out.append((r.player, "cc", r.added))
        else:
            out.append((r.player, "cbr", r.to))
    return out


@pytest.mark.parametrize("name", SCENARIOS)
def test_phh_export_replays_in_pokerkit_with_the_same_actions(name):
    sc = SCENARIOS[name]
    text = histories.to_phh(sc)
    ops, _ = _ops(text)
    seats = sc["seats"]
    player = {k: (seats[1 - k] if len(seats) == 2 else seats[k]) for k in range(len(seats))}
    assert [(player[i], kind, amount) for i, kind, amount in ops] == _ruled(sc)


@pytest.mark.parametrize("name", SCENARIOS)
def test_phh_export_read_back_agrees_in_stacks_pots_and_decisions(name):
    """pokerkit's stacks and pot after the betting, and every decision point, agree with rulescore's on the
    exported hand, except where pokerkit departs (each difference named, rulescore.oracle.realhands)."""
    history = histories.loads(histories.to_phh(SCENARIOS[name]), source=name)
    c = realhands.compare(history)
    assert c.replay.refused is None
    assert [d for d in c.differences if d.departure is None] == []
    named = {"a straddle": {"straddle-raise"},  # pokerkit's smallest raise over a straddle is one big blind
             "fixed-limit omaha hi-lo to the river": {"lo8-pot-limit"}}  # pokerkit bets it as pot limit
    assert {d.departure for d in c.differences} == named.get(name, set())
    assert c.chips["committed"]["ok"] and c.chips["pot"]["ok"], c.chips


@pytest.mark.parametrize("name", SCENARIOS)
def test_phh_export_read_back_by_rulescore_gives_the_same_ruling(name):
    sc = SCENARIOS[name]
    back = histories.loads(histories.to_phh(sc)).scenario
    ours, theirs = ask(sc), ask(back)
    for key in ("to_call", "can_raise", "min_raise_to", "max_raise_to", "pot_total", "street"):
        assert getattr(ours, key) == getattr(theirs, key), key
    seat = dict(zip(sc["seats"], back["seats"]))  # the read-back names the seats by position
    assert {seat[p]: v for p, v in ours.awards.items()} == theirs.awards
    assert list(ours.stacks.values()) == list(theirs.stacks.values())
    assert [(r.ruled_as, r.to) for r in ours.actions if r.ruled_as in PLAYED] == \
           [(r.ruled_as, r.to) for r in theirs.actions if r.ruled_as in PLAYED]


def test_phh_export_to_the_showdown_gives_pokerkit_the_same_finishing_stacks():
    sc = SCENARIOS["a showdown with the cards known"]
    text = histories.to_phh(sc)
    state = list(HandHistory.loads(text))[-1]  # pokerkit plays it out: showdown and chips pushed
    r = ask(sc)
    ours = [r.stacks[s] + r.awards.get(s, 0) + r.uncalled.get(s, 0) for s in sc["seats"]]
    assert list(state.stacks) == ours


def test_phh_export_keeps_the_lines_as_written_as_comments():
    text = histories.to_phh(SCENARIOS["a silent push and a spoken raise"])
    assert "'p3 cbr 1500 # as ruled from: C push 1000+100x5'" in text
    assert "as ruled from: D says" in text


def test_phh_export_names_deep_players_and_gives_them_chips():
    text = histories.to_phh({"blinds": "50/100", "seats": ["A", "B", "C"], "actions": ["C raise 300"]})
    assert "_rulescore_deep = ['A', 'B', 'C']" in text
    assert "starting_stacks = [inf, inf, inf]" in text


def test_phh_export_of_a_hand_from_the_flop_is_refused():
    with pytest.raises(RulesError, match="records a hand from the deal"):
        histories.to_phh({"blinds": "50/100", "street": "flop", "pot": 300, "seats": ["A", "B"], "actions": []})


def test_phh_export_of_a_game_phh_has_no_variant_for_is_refused():
    with pytest.raises(RulesError, match="PHH has no variant"):
        histories.to_phh({"game": "PLO8", "blinds": "50/100", "seats": ["A", "B", "C"]})


def test_rulescore_ask_phh_prints_the_phh(capsys, tmp_path):
    f = tmp_path / "s.yaml"
    f.write_text("blinds: 50/100\nseats: [A, B, C]\nstacks: {A: 900, B: 900, C: 900}\n"
                 "actions: [C raise 300, A fold, B call]\n", encoding="utf-8")
    code = main(["ask", str(f), "--phh"])
    out = capsys.readouterr().out
    assert code == 0 and out.startswith("variant = 'NT'\n")
    assert "actions = ['d dh p1 ????', 'd dh p2 ????', 'd dh p3 ????', 'p3 cbr 300', 'p1 f', 'p2 cc']" in out
    assert HandHistory.loads(out).starting_stacks == [900, 900, 900]


def test_rulescore_ask_phh_at_k_exports_the_cut(capsys, tmp_path):
    f = tmp_path / "s.yaml"
    f.write_text("blinds: 50/100\nseats: [A, B, C]\nactions: [C raise 300, A fold, B call]\n", encoding="utf-8")
    main(["ask", str(f), "--phh", "--at", "2"])
    assert "'p3 cbr 300']" in capsys.readouterr().out


# ------------------------------------------------------------------------ round trips (issues 30 and 36)
def _round_trip(tmp_path, sc: dict) -> dict:
    f = tmp_path / "out.phh"
    f.write_text(histories.to_phh(sc), encoding="utf-8")
    list(HandHistory.loads(f.read_text(encoding="utf-8")))  # pokerkit reads and plays it
    return histories.read(f).scenario


def test_stacks_not_given_are_written_inf_and_read_back_as_not_given(capsys, tmp_path):
    sc = {"blinds": "50/100", "seats": ["A", "B", "C"], "actions": ["C raise 300"]}
    back = _round_trip(tmp_path, sc)
    assert "stacks" not in back
    before, after = ask(sc), ask(back)
    assert before.max_raise_to is None and after.max_raise_to is None


def test_a_dead_small_blind_and_a_straddle_round_trip(tmp_path):
    sc = {"blinds": "100/200", "dead_small_blind": True, "straddle": {"player": "UTG", "amount": 400},
          "seats": ["BB", "UTG", "CO", "BTN"], "stacks": {"BB": 5000, "UTG": 5000, "CO": 5000, "BTN": 5000},
          "streets": {"preflop": ["CO raise 1200", "BTN fold", "BB fold"]}}
    text = histories.to_phh(sc)
    assert "blinds_or_straddles = [200, 400, 0, 0]" in text
    back = _round_trip(tmp_path, sc)
    assert back["dead_small_blind"] is True and back["straddle"] == {"player": "UTG", "amount": 400}
    assert ask(back).to_dict()["pots"] == ask(sc).to_dict()["pots"]


def test_the_readme_phh_command_works_and_a_flop_hand_says_what_to_do(capsys):
    examples = Path(__file__).resolve().parent.parent / "examples"
    code = main(["ask", str(examples / "whole-hand.yaml"), "--phh"])
    assert code == 0 and capsys.readouterr().out.startswith("variant = 'NT'")
    code = main(["ask", str(examples / "ia-10-1.yaml"), "--phh"])
    err = capsys.readouterr().err
    assert code == 2 and "starts on the flop" in err and "examples/whole-hand.yaml" in err and err.count("\n") == 1
