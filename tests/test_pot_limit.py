"""Pot-limit maximum and incorrect amounts (IA-12, 08.8, PL-52, PL-54)."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulescore import ask
from rulescore.records.errors import IllegalActionError, ScenarioError
from rulescore.records.vocabulary import Game, Street
from rulescore.rules.betting import BettingRound
from rulescore.rules.procedure import correction_window, pot_count_rights

PLO = {"game": "PLO", "blinds": "500/1000", "street": "flop", "seats": ["A", "B", "C"], "pot": 10500}


def test_IA_12_pot_bet_with_nothing_to_call_equals_the_pot():
    assert ask({**PLO, "ask": "A"}).max_raise_to == 10500


def test_IA_12_pot_of_10500_is_reachable_preflop():
    # three players at the preflop pot-limit raise of 3500 make the flop pot of IA-12-1
    r = ask({"game": "PLO", "blinds": "500/1000", "seats": ["A", "B", "C"], "actions": ["C raise 3500", "A call", "B call"]})
    assert r.pots[0].amount == 10500
    r = ask({"game": "PLO", "blinds": "500/1000", "seats": ["A", "B", "C", "D"],
             "actions": ["C call", "D raise 2625", "A call", "B call", "C call"]})
    assert r.pots[0].amount == 10500


def test_IA_12_1_low_count_stands_after_significant_action():
    r = ask({**PLO, "actions": ["dealer counts 9500", "A bet 9500", "B fold", "C call", "dealer recounts"]})
    assert r.current_bet == 9500 and r.pots[0].amount == 29500 and r.closed


def test_IA_12_2_low_count_raised_to_the_pot_before_significant_action():
    r = ask({**PLO, "actions": ["dealer counts 9500", "A bet 9500", "B fold", "dealer recounts"]})
    assert (r.player, r.to_call, r.current_bet) == ("C", 10500, 10500)
    assert r.actions[1].to == 10500


def test_IA_12_2_caller_before_correction_acts_again():
    r = ask({**PLO, "seats": ["A", "B", "C", "D"],
             "actions": ["dealer counts 9500", "A bet 9500", "B call", "dealer recounts"]})
    # the turn stays where it was (C); B faces the extra 1000 when the action comes back
    assert r.current_bet == 10500 and r.player == "C"
    r = ask({**PLO, "seats": ["A", "B", "C", "D"],
             "actions": ["dealer counts 9500", "A bet 9500", "B call", "dealer recounts", "C call", "D fold"]})
    assert r.player == "B" and r.to_call == 1000


def test_IA_12_3_over_pot_reduced_for_everyone_before_the_next_card():
    r = ask({**PLO, "seats": ["A", "B", "C", "D"],
             "actions": ["dealer counts 11500", "A bet 11500", "B fold", "C call", "D call", "dealer recounts"]})
    assert r.current_bet == 10500 and r.pots[0].amount == 10500 * 4
    assert [a.returned for a in r.actions if a.ruled_as in ("bet", "call")] == [1000, 1000, 1000]


def test_IA_12_3_over_pot_stands_after_the_next_card():
    r = ask({**PLO, "seats": ["A", "B", "C", "D"],
             "actions": ["dealer counts 11500", "A bet 11500", "B fold", "C call", "D call", "dealer deals",
                         "dealer recounts"]})
    assert r.current_bet == 11500 and r.pots[0].amount == 10500 + 3 * 11500


def test_over_pot_without_a_count_is_an_input_error():
    with pytest.raises(IllegalActionError, match="PL-54"):
        ask({**PLO, "actions": ["A bet 11500"]})


def test_PL_54A_dealer_counts_only_in_pot_limit():
    with pytest.raises(IllegalActionError, match="PL-54A"):
        ask({"blinds": "500/1000", "street": "flop", "seats": ["A", "B"], "actions": ["dealer counts 5000"]})
    assert pot_count_rights(games=["PLO", "NLHE", "LHE"]) == {"PLO": True, "NLHE": False, "LHE": False}


def test_dealer_deals_while_betting_open_is_an_error():
    with pytest.raises(IllegalActionError, match="still has to act"):
        ask({**PLO, "actions": ["A bet 1000", "dealer deals"]})


def test_dealer_lines_parse_errors():
    with pytest.raises(ScenarioError, match="is not a dealer.s action; the dealer counts, recounts or deals"):
        ask({**PLO, "actions": ["dealer shuffles"]})
    with pytest.raises(ScenarioError, match="needs an amount"):
        ask({**PLO, "actions": ["dealer counts"]})


def test_08_8_correction_window():
    nl = correction_window(structure="no-limit", error="low")
    assert nl["before_next_card"] and not nl["after_next_card"] and nl["river_before_showdown"]
    pl = correction_window(structure="pot-limit", error="low")
    assert pl["significant_action_ends_it"] and not pl["before_next_card_after_significant_action"]
    assert correction_window(structure="pot-limit", error="high")["before_next_card_after_significant_action"]
    with pytest.raises(ScenarioError):
        correction_window(structure="no-limit", error="high")


def test_PL_54B_short_all_in_blind_does_not_lower_preflop_max():
    r = ask({"game": "PLO", "blinds": "500/1000", "seats": ["SB", "BB", "A"], "stacks": {"BB": 600}, "ask": "A"})
    full = ask({"game": "PLO", "blinds": "500/1000", "seats": ["SB", "BB", "A"], "ask": "A"})
    assert r.max_raise_to == full.max_raise_to == 3500 and r.to_call == 1000


def test_PL_54B_after_the_flop_the_real_pot_counts():
    rnd = BettingRound(seats=["A", "B"], blinds=(500, 1000), game=Game.PLO, street=Street.FLOP, pot=2600)
    assert rnd.max_raise_to("A") == 2600


def test_PL_52_cap_in_limit_not_heads_up_in_event():
    sc = {"game": "LHE", "blinds": "50/100", "street": "flop", "seats": ["A", "B", "C"],
          "actions": ["A bet 100", "B raise 200", "C raise 300", "A raise 400"], "ask": "B"}
    assert ask(sc).can_raise is False
    assert ask({**sc, "players_in_event": 2, "seats": ["A", "B"],
                "actions": ["B bet 100", "A raise 200", "B raise 300", "A raise 400"], "ask": "B"}).can_raise


def test_PL_52_no_cap_in_no_limit():
    acts = ["A bet 100", "B raise 200", "C raise 300", "A raise 400", "B raise 500"]
    assert ask({"blinds": "50/100", "street": "flop", "seats": ["A", "B", "C"], "actions": acts}).can_raise


@settings(max_examples=80, deadline=None)
@given(st.integers(min_value=0, max_value=50000), st.integers(min_value=1, max_value=20000))
def test_pot_limit_max_with_nothing_to_call_is_the_pot(pot, bet):
    r = ask({**PLO, "pot": pot, "ask": "A"})
    assert r.max_raise_to == max(pot, 1000)
    if bet <= max(pot, 1000) and bet >= 1000:
        r = ask({**PLO, "pot": pot, "actions": [f"A bet {bet}"], "ask": "B"})
        assert r.max_raise_to == bet + pot + 2 * bet
