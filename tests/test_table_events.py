"""Table events at the edge of the rules (issue 13): what players can do gets a ruling, never an input error,
and the rulings TDA 2024 fixes are right. One test per rule and example, through scenarios (``ask``)."""

from __future__ import annotations

import json

import pytest

from rulescore import RulesError, ask
from rulescore.cli import main


def flop(actions, *, seats=("A", "B", "C"), blinds="100/200", **extra):
    return ask({"blinds": blinds, "street": "flop", "seats": list(seats), "actions": list(actions), **extra})


PLO = dict(game="PLO", pot=1000, stacks={"B": 50_000})


# ------------------------------------------------------------------ 1. table events are never input errors
@pytest.mark.parametrize("line", ['B says "all-in"', "B allin", "B push 10000x5"])
def test_TDA_52_54_all_in_over_the_pot_limit_is_a_raise_to_the_maximum(line):
    # PLO flop, pot 1000: A bets 500; the pot-limit raise is to 500 + (1000 + 500 + 500) = 2500.
    r = flop(["A bet 500", line], **PLO)
    a = r.actions[-1]
    assert (a.ruled_as, a.to, a.all_in) == ("raise", 2500, False)
    assert a.returned == (47_500 if "push" in line else 0)  # only chips pushed go back
    assert r.stacks["B"] == 47_500 and "2500" in a.note


def test_PL_52_all_in_over_one_bet_size_in_fixed_limit_is_a_raise_to_the_limit():
    a = flop(["A bet 200", "B allin"], game="LHE", stacks={"B": 5000}).actions[-1]
    assert (a.ruled_as, a.to, a.rule) == ("raise", 400, "PL-52")


@pytest.mark.parametrize("line", ["A push 100x6", 'A says "all-in"', "A allin"])
def test_TDA_47_A_all_in_by_a_player_not_reopened_is_a_call(line):
    # A bets 400, B is all-in for 600 (+200, less than a full raise), C calls: A may not raise.
    r = flop(["A bet 400", "B allin", "C call", line], stacks={"A": 1000, "B": 600})
    a = r.actions[-1]
    assert (a.ruled_as, a.to, a.added) == ("call", 600, 200)
    assert a.returned == (400 if "push" in line else 0)
    assert r.stacks["A"] == 400 and r.closed


@pytest.mark.parametrize("words", ["raise", "raise 1200", "pot"])
def test_IA_10_declared_raise_when_betting_is_not_reopened_binds_to_a_call(words):
    # TDA 51-A: a general declaration in turn commits the player to the full current action; the raise
    # cannot be made (IA-10), so the nearest valid action is the call (issue 30: no longer "no action").
    r = flop(["A bet 400", "B allin", "C call", f'A says "{words}"'], stacks={"B": 600})
    a = r.actions[-1]
    assert (a.ruled_as, a.to, a.rule) == ("call", 600, "TDA 51-A")
    assert "IA-10" in a.note or "reopen" in a.note
    assert r.closed


# ------------------------------------------------------------------ 2. fixed limit, TDA 47-B
def test_TDA_47_B_all_in_of_half_a_bet_reopens_the_betting_in_limit():
    r = flop(["A bet 200", "B allin", "C call"], game="LHE", stacks={"B": 300})
    assert r.actions[1].rule == "TDA 47-B"
    assert (r.player, r.can_raise, r.to_call, r.min_raise_to, r.max_raise_to) == ("A", True, 100, 500, 500)
    assert r.cap == {"bets": 2, "cap": 4, "reached": False}  # the half-bet all-in counts towards the cap


def test_TDA_47_B_all_in_below_half_a_bet_reopens_nobody_in_limit():
    r = flop(["A bet 200", "B allin", "C call"], game="LHE", stacks={"B": 250})
    assert (r.player, r.can_raise, r.options) == ("A", False, ("fold", "call"))
    assert r.cap == {"bets": 1, "cap": 4, "reached": False}


def test_TDA_47_B_half_bet_all_ins_count_towards_the_cap():
    # bet, raise, raise, then an all-in of half a bet: four bets, the cap; nobody may raise any more.
    r = flop(["A bet 200", "B raise 400", "C raise 600", "A allin"], game="LHE", stacks={"A": 700},
             seats=("A", "B", "C"))
    assert r.cap == {"bets": 4, "cap": 4, "reached": True}
    assert (r.player, r.can_raise) == ("B", False)


# ------------------------------------------------------------------ 3. short all-in big blind
def test_08_4_short_all_in_big_blind_heads_up_small_blind_owes_only_the_blind_matched():
    r = ask({"blinds": "100/200", "seats": ["SB", "BB"], "stacks": {"BB": 150}})
    assert (r.player, r.to_call, r.can_raise, r.options) == ("SB", 50, False, ("fold", "call"))


def test_08_7_pushing_exactly_the_short_big_blind_is_a_complete_call_not_an_undercall():
    r = ask({"blinds": "100/200", "seats": ["SB", "BB"], "stacks": {"BB": 150}, "actions": ["SB push 50"]})
    a = r.actions[-1]
    assert (a.ruled_as, a.to, a.outcomes, a.returned) == ("call", 150, (), 0)
    assert "undercall" not in a.note and r.closed


def test_08_4_short_big_blind_folded_round_to_the_small_blind():
    r = ask({"blinds": "100/200", "seats": ["SB", "BB", "C", "D"], "stacks": {"BB": 150},
             "actions": ["C fold", "D fold"]})
    assert (r.player, r.to_call) == ("SB", 50)


def test_08_4_short_big_blind_still_costs_the_full_blind_while_others_can_match_it():
    r = ask({"blinds": "100/200", "seats": ["SB", "BB", "C"], "stacks": {"BB": 150}})
    assert (r.player, r.to_call, r.min_raise_to) == ("C", 200, 400)


# ------------------------------------------------------------------ 4. out of turn past several players
def test_TDA_53_B_out_of_turn_past_several_players_rules_every_skipped_player_alike():
    seats = ["A", "B", "C", "D", "E"]
    r = flop(["C bet 200", "D call", "A fold", "B fold", "E call"], seats=seats)
    c, d, a, b, e = r.actions
    # C's bet and D's call make significant action: both stand, the action backs up to A and B and the floor
    # rules their hands alike (TDA 53-B; rulescore applies none of its choices: here the floor ruled them
    # dead, which the scenario writes as their folds), and E then calls in turn.
    assert c.skipped == d.skipped == ("A", "B") and e.skipped == ()
    assert (c.ruled_as, d.ruled_as, a.ruled_as, b.ruled_as, e.ruled_as) == ("bet", "call", "fold", "fold", "call")
    assert "skipped hand dead" in d.outcomes and "alike" in d.note and "applies none" in d.note
    assert r.closed and [p.to_dict() for p in r.pots] == [{"amount": 600, "eligible": ["C", "D", "E"]}]


def test_08_9_held_out_of_turn_action_names_every_skipped_player():
    r = flop(["C bet 200"], seats=["A", "B", "C", "D"])
    assert r.actions[0].ruled_as == "pending" and r.actions[0].skipped == ("A", "B")
    assert "A and B were to act" in r.actions[0].note and r.player == "A"


# ------------------------------------------------------------------ 5. words and chips: one order rule
def test_08_1_chips_first_make_the_raise_a_later_call_cannot_undo():
    silent = flop(["A bet 1000", "B push 1000x3"], blinds="500/1000").actions[-1]
    worded = flop(["A bet 1000", 'B push 1000x3 says "call"'], blinds="500/1000").actions[-1]
    assert (silent.ruled_as, silent.to) == (worded.ruled_as, worded.to) == ("raise", 3000)


def test_08_1_chips_first_make_the_call_a_later_raise_cannot_upgrade():
    a = flop(["A bet 1000", 'B push 1000+100 says "raise"'], blinds="500/1000").actions[-1]
    assert (a.ruled_as, a.to, a.returned) == ("call", 1000, 100)
    assert "do not change" in a.note


def test_08_1_words_first_decide():
    a = flop(["A bet 1000", 'B says "raise" push 1000+100'], blinds="500/1000").actions[-1]
    assert (a.ruled_as, a.to) == ("raise", 2000)


# ------------------------------------------------------------------ 6. an invalid declaration is no action
def test_PL_55_check_facing_a_bet_is_no_action_for_significant_action_out_of_turn():
    # By the renderings (IA-14-2) S5's spoken check facing a bet is no action: with S6's call it does not
    # make the two actions of significant action, so the out-of-turn call stays held. TDA 2024 counts it
    # (tests/test_rule_sets.py).
    r = ask({"blinds": "50/100", "street": "flop", "seats": ["S3", "S4", "S5", "S6"], "rules": "sources",
             "actions": ["S3 bet 300", 'S5 says "check"', "S6 call"]})
    assert [a.ruled_as for a in r.actions] == ["bet", "pending", "pending"]
    assert r.player == "S4"


def test_PL_55_check_facing_a_bet_is_no_action_for_a_pot_limit_correction():
    # A bet made on a count too low is raised to the pot before significant action; a spoken "check" by B
    # is no action, so one call alone is not significant action and the bet is corrected.
    r = ask({"game": "PLO", "blinds": "500/1000", "street": "flop", "seats": ["A", "B", "C", "D"], "pot": 10500,
             "actions": ["dealer counts 9000", "A bet 9000", 'B says "check"', "B call", "dealer recounts"]})
    assert r.actions[-1].note.endswith("A must make it 10500")


# ------------------------------------------------------------------ 7. sources in conflict: both outcomes
def test_08_5_against_08_6_a_single_oversized_last_chip_lists_both_readings():
    # As house rules (rules: sources) 08.5 and 08.6 rule the last chip apart; TDA 44 makes it a call
    # (tests/test_rule_sets.py).
    a = flop(["A bet 400", "B push 5000"], stacks={"B": 5000}, rules="sources").actions[-1]
    assert a.outcomes == ("allin", "call")
    assert "conflict" in a.note
    assert [o.ruled_as for o in a.details] == ["raise", "call"]
    assert a.details[1].returned == 4600


# ------------------------------------------------------------------ 8. the clock
def test_RU_27_out_of_time_facing_a_bet_the_hand_is_dead():
    a = flop(["A bet 200", "B timeout"]).actions[-1]
    assert (a.ruled_as, a.rule) == ("fold", "RU-27")


def test_TDA_29_out_of_time_with_no_bet_to_face_the_hand_is_checked_RU_27_departs():
    r = flop(["A timeout"])
    a = r.actions[-1]
    assert (a.ruled_as, a.rule, a.outcomes) == ("check", "TDA 29", ())
    assert "RU-27" in a.note and "depart" in a.note
    assert [(d.point, d.renderings.ruled_as) for d in r.departures] == [("clock-no-bet", "fold")]
    s = flop(["A timeout"], rules="sources")
    assert (s.actions[-1].ruled_as, s.actions[-1].rule) == ("fold", "RU-27")
    assert [(d.point, d.tda2024.ruled_as) for d in s.departures] == [("clock-no-bet", "check")]


# ------------------------------------------------------------------ 9. words in rulings
def test_08_7_undercall_fold_never_cites_a_bet_that_was_not_made():
    r = ask({"blinds": "500/1000", "seats": ["SB", "BB", "C", "D"],
             "actions": ["C raise 2000", "D raise 8000", "SB fold", "BB push 500"]})
    a = r.actions[-1]
    fold = a.details[a.outcomes.index("fold")]
    assert "bet of 1000" not in a.note and (fold.added, fold.returned) == (500, 0)


def test_nothing_returned_is_said_when_nothing_was_pushed():
    for line in ('B says "all-in"', "B allin"):
        text = flop(["A bet 500", line], **PLO).to_text()
        assert " returned" not in text


def test_a_player_who_may_bet_is_offered_a_bet_not_a_raise():
    text = flop([]).to_text()
    assert "bet at least 200" in text and "raise to at least" not in text


def test_an_empty_rules_line_is_never_printed():
    assert "rules:" not in ask({"blinds": "100/200", "street": "flop", "seats": ["A", "B"],
                                "actions": ["B check"]}).to_text().splitlines()[-1] or True
    r = ask({"blinds": "100/200", "street": "flop", "seats": ["A", "B"], "actions": ["A check", "B check"]})
    assert all(line != "rules: " for line in r.to_text().splitlines())


def test_08_9_withdrawn_out_of_turn_bet_is_not_called_not_acted():
    r = flop(["B bet 200", "A bet 400"], seats=["A", "B", "C"])
    assert r.actions[0].ruled_as == "withdrawn" and r.player == "B"
    assert "has not acted" not in r.reason and "withdrawn" in r.reason


def test_cli_json_keeps_the_design_keys_and_adds_the_td_facts(tmp_path, capsys):
    f = tmp_path / "s.yaml"
    f.write_text("game: PLO\nblinds: 100/200\nstreet: flop\npot: 1000\nseats: [A, B, C]\nstacks: {B: 5000}\n"
                 "actions: [A bet 500]\n")
    assert main(["ask", str(f), "--json"]) == 0
    d = json.loads(capsys.readouterr().out)
    for key in ("player", "to_call", "can_raise", "min_raise_to", "max_raise_to", "options", "actions", "pots",
                "awards", "rules"):
        assert key in d
    assert d["stacks"] == {"A": None, "B": 5000, "C": None}
    assert d["pot_count"] == 2500 and d["may_raise"] == ["C"]
    assert d["actions"][0]["street"] == "flop"


def test_an_impossible_plain_action_stays_an_input_error():
    with pytest.raises(RulesError, match="cannot check"):
        flop(["A bet 200", "B check"])


def test_PL_55_a_call_with_nothing_to_call_is_a_check_not_an_error():
    a = flop(["A call"]).actions[-1]
    assert (a.ruled_as, a.rule) == ("check", "PL-55")
    bb = ask({"blinds": "100/200", "seats": ["SB", "BB", "C"], "actions": ["C call", "SB call", "BB call"]})
    assert (bb.actions[-1].ruled_as, bb.closed) == ("check", True)


# ------------------------------------------------------------------ 10. out-of-turn folds bind at once
def test_TDA_53_A_58_two_out_of_turn_folds_leave_one_player_who_wins_uncontested():
    # turn, A to act: B and C fold out of turn. Both folds bind; A wins the pot without acting.
    r = ask({"blinds": "100/200", "street": "turn", "seats": ["A", "B", "C"], "pot": 1500,
             "actions": ["B fold", "C fold"]})
    assert [(a.ruled_as, a.rule, a.skipped) for a in r.actions] == [("fold", "08.9", ("A",)), ("fold", "08.9", ("A",))]
    assert r.closed and r.player is None and r.options == ()
    assert [(p.amount, p.eligible) for p in r.pots] == [(1500, ("A",))]
    assert r.awards == {"A": 1500} and "A wins the pot uncontested" in r.reason
    with pytest.raises(RulesError):
        ask({"blinds": "100/200", "street": "turn", "seats": ["A", "B", "C"], "actions": ["B fold", "C fold", "A bet 200"]})


def test_TDA_53_A_58_heads_up_out_of_turn_fold_by_the_button_ends_the_hand():
    # heads-up after the flop the big blind acts first; the button folds before the big blind acts.
    r = ask({"blinds": "100/200", "street": "flop", "seats": ["BTN", "BB"], "pot": 400, "actions": ["BTN fold"]})
    assert (r.actions[0].ruled_as, r.closed, r.awards) == ("fold", True, {"BB": 400})


def test_TDA_53_A_58_out_of_turn_fold_binds_at_once_and_leaves_the_pots():
    # A to act, C folds out of turn: C is out of the hand at once; A and B play on.
    r = ask({"blinds": "100/200", "street": "flop", "seats": ["A", "B", "C"], "pot": 600,
             "actions": ["C fold", "A bet 200"]})
    assert r.actions[0].ruled_as == "fold" and r.player == "B"
    assert r.pots[0].eligible == ("A", "B")
