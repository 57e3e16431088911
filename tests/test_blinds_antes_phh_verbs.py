"""Scenario keys for real hands: a dead small blind, antes that differ from seat to seat, and the PHH verbs
``cc`` and ``cbr`` resolved by rulescore's own engine from the table state (guide/scenario-format.md)."""

from __future__ import annotations

import pytest

from rulescore import RulesError, ask


def _hand(**extra) -> dict:
    data = {"blinds": "100/200", "seats": ["A", "B", "C", "D"]}
    data.update(extra)
    return data


# ------------------------------------------------------------------------ dead small blind (TDA 54-B)
def test_dead_small_blind_the_first_seat_posts_the_big_blind_and_the_next_acts():
    r = ask(_hand(dead_small_blind=True, seats=["BB", "UTG", "CO", "BTN"], stacks={"BB": 3000}))
    assert r.player == "UTG" and r.to_call == 200 and r.min_raise_to == 400
    assert r.pot_total == 200  # the big blind alone: nobody posted a small blind
    assert r.stacks["BB"] == 2800


def test_dead_small_blind_the_big_blind_keeps_its_option():
    r = ask(_hand(dead_small_blind=True, actions=["B cc", "C cc", "D cc"]))
    assert r.player == "A" and r.to_call == 0 and r.options == ("check", "raise")
    assert r.pot_total == 800


def test_dead_small_blind_written_as_yaml_text():
    r = ask("blinds: 100/200\ndead_small_blind: true\nseats: [BB, UTG, BTN]\nactions: [UTG cbr 600, BTN cc]\n")
    assert r.player == "BB" and r.to_call == 400


def test_dead_small_blind_moves_the_straddle_to_the_seat_after_the_big_blind():
    r = ask(_hand(dead_small_blind=True, straddle="B", actions=["C cc", "D cc", "A cc"]))
    assert r.player == "B" and r.to_call == 0 and r.min_raise_to == 800


def test_dead_small_blind_with_a_big_blind_ante_is_posted_by_the_first_seat():
    r = ask(_hand(dead_small_blind=True, bb_ante=200, stacks={"A": 1000}))
    assert r.stacks["A"] == 600 and r.antes == 200


def test_dead_small_blind_refused_heads_up():
    with pytest.raises(RulesError, match="heads-up the button posts the small blind"):
        ask(_hand(dead_small_blind=True, seats=["A", "B"]))


def test_dead_small_blind_refuses_a_seat_named_sb():
    with pytest.raises(RulesError, match="SB names the small blind"):
        ask(_hand(dead_small_blind=True, seats=["SB", "BB", "UTG", "BTN"]))


def test_dead_small_blind_checks_position_names_from_the_big_blind():
    with pytest.raises(RulesError, match="BTN belongs in seat 4"):
        ask(_hand(dead_small_blind=True, seats=["BTN", "BB", "UTG", "CO"]))


@pytest.mark.parametrize("value", ["yes", "1", "on", "dead"])
def test_dead_small_blind_is_true_or_false_only(value):
    with pytest.raises(RulesError, match="is not true or false"):
        ask(_hand(dead_small_blind=value))


def test_dead_small_blind_after_the_preflop_would_have_no_effect():
    with pytest.raises(RulesError, match="would have no effect"):
        ask(_hand(dead_small_blind="true", street="flop", pot=600))


def test_dead_small_blind_false_is_the_ordinary_hand():
    assert ask(_hand(dead_small_blind="false")).to_dict() == ask(_hand()).to_dict()


# ------------------------------------------------------------------------ antes by seat
def test_antes_by_seat_are_dead_money_in_the_main_pot():
    r = ask(_hand(ante={"A": 50, "B": 50, "C": 50, "D": 20}, stacks={"D": 620},
                  actions=["C raise 600", "D allin", "A fold", "B fold"]))
    assert r.antes == 170
    assert [(p.amount, p.eligible) for p in r.pots] == [(1670, ("C", "D"))]
    assert r.uncalled == {}


def test_antes_by_seat_a_seat_not_listed_antes_nothing():
    r = ask(_hand(ante={"D": 100}, stacks={"A": 1000, "D": 1000}))
    assert r.stacks == {"A": 900, "B": None, "C": None, "D": 900} and r.antes == 100


def test_antes_by_seat_all_equal_are_the_plain_ante():
    by_seat = ask(_hand(ante={"A": 25, "B": 25, "C": 25, "D": 25}, actions=["C raise 600"]))
    assert by_seat.to_dict() == ask(_hand(ante=25, actions=["C raise 600"])).to_dict()


def test_antes_by_seat_name_only_seated_players():
    with pytest.raises(RulesError, match="'Z' is not seated"):
        ask(_hand(ante={"Z": 25}))


def test_antes_by_seat_are_whole_chips():
    with pytest.raises(RulesError, match="ante: B"):
        ask(_hand(ante={"B": "2.5"}))


def test_antes_by_seat_and_a_big_blind_ante_are_not_both_given():
    with pytest.raises(RulesError, match="either antes"):
        ask(_hand(ante={"A": 25}, bb_ante=200))


# ------------------------------------------------------------------------ cc and cbr (PHH verbs)
def test_cc_is_a_check_with_nothing_to_call():
    r = ask(_hand(street="flop", pot=400, actions=["A cc"]))
    assert str(r.actions[0].ruled_as) == "check" and r.actions[0].rule == ""


def test_cc_is_a_call_facing_a_bet():
    r = ask(_hand(actions=["C cc"]))
    assert str(r.actions[0].ruled_as) == "call" and r.actions[0].to == 200


def test_cc_facing_a_bet_larger_than_the_stack_is_an_all_in_call():
    r = ask(_hand(stacks={"D": 300}, actions=["C raise 600", "D cc"]))
    assert str(r.actions[1].ruled_as) == "call" and r.actions[1].all_in and r.actions[1].to == 300


def test_cbr_opens_the_betting_as_a_bet():
    r = ask(_hand(street="flop", pot=400, actions=["A cbr 300"]))
    assert str(r.actions[0].ruled_as) == "bet" and r.min_raise_to == 600


def test_cbr_facing_a_bet_is_a_raise_to_the_total():
    r = ask(_hand(actions=["C cbr 600", "D cbr 1400"]))
    assert [str(a.ruled_as) for a in r.actions] == ["raise", "raise"] and r.min_raise_to == 2200


def test_cbr_all_in_below_a_full_raise_reopens_nobody():
    r = ask(_hand(stacks={"D": 700}, actions=["C cbr 600", "D cbr 700", "A cc", "B cc"]))
    assert r.player == "C" and r.to_call == 100 and not r.can_raise


def test_cbr_in_fixed_limit_is_one_bet():
    r = ask(_hand(game="LHE", actions=["C cbr 400", "D cbr 600"]))
    assert r.min_raise_to == r.max_raise_to == 800


def test_cc_and_cbr_rule_as_the_plain_verbs_do():
    plain = ask(_hand(streets={"preflop": ["C raise 600", "D call", "A call", "B call"],
                               "flop": ["A check", "B bet 800", "C raise 2400", "D call"]}))
    phh = ask(_hand(streets={"preflop": ["C cbr 600", "D cc", "A cc", "B cc"],
                             "flop": ["A cc", "B cbr 800", "C cbr 2400", "D cc"]}))
    strip = ("written",)
    ours = [{k: v for k, v in a.to_dict().items() if k not in strip} for a in phh.actions]
    theirs = [{k: v for k, v in a.to_dict().items() if k not in strip} for a in plain.actions]
    assert ours == theirs
    assert (phh.to_call, phh.min_raise_to, phh.pot_total) == (plain.to_call, plain.min_raise_to, plain.pot_total)


@pytest.mark.parametrize(("line", "why"), [
    ("C cc 200", "cc takes no amount"),
    ("C cbr", "cbr needs an amount"),
    ("C cbr +300", "write cbr N"),
    ("C cbr pot", "write cbr N"),
    ("C cbr 1.5", "not a whole number of chips"),
    ("C cbr 0", "a cbr of 0 is no bet"),
    ("C cbr 300", "below the minimum of 400"),
])
def test_bad_cc_and_cbr_lines_are_one_line_errors(line, why):
    with pytest.raises(RulesError, match=why) as exc:
        ask(_hand(actions=[line]))
    assert "\n" not in str(exc.value) and str(exc.value).startswith(f"action 1 ({line})")


def test_a_player_cannot_be_named_cc_or_cbr():
    with pytest.raises(RulesError, match="cannot be named"):
        ask(_hand(seats=["A", "cc", "C"]))


def test_a_dead_small_blind_scenario_rules_from_the_cli(capsys):
    from pathlib import Path

    from rulescore.cli import main

    code = main(["ask", str(Path(__file__).parent.parent / "examples" / "dead-small-blind.yaml"), "--json"])
    out = capsys.readouterr().out
    import json

    data = json.loads(out)
    assert code == 0 and data["player"] == "UTG" and data["to_call"] == 200 and data["pot_total"] == 200
