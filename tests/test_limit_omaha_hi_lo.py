"""Fixed-limit Omaha hi/lo eight-or-better (``game: LO8``): the betting of LHE, the cards and the split of
PLO8. Catalogue-free: each test states its own hand."""

from __future__ import annotations

import pytest

from rulescore import RulesError, ask
from rulescore.input.scenario import parse_game
from rulescore.records.vocabulary import Game


def _lo8(**extra) -> dict:
    data = {"game": "LO8", "blinds": "100/200", "seats": ["A", "B", "C"]}
    data.update(extra)
    return data


@pytest.mark.parametrize("name", ["LO8", "lo8", "FO/8", "O8", "FLO8"])
def test_lo8_names_the_game_as_hand_histories_and_pokerkit_write_it(name):
    assert parse_game(name) is Game.LO8


def test_lo8_is_fixed_limit_omaha_hi_lo():
    assert Game.LO8.structure.value == "fixed-limit" and Game.LO8.omaha and Game.LO8.hi_lo
    assert Game.LO8.hole_cards == 4


def test_lo8_bets_one_bet_size_before_the_flop():
    r = ask(_lo8(actions=["C raise 400"]))
    assert (r.player, r.to_call, r.min_raise_to, r.max_raise_to) == ("A", 300, 600, 600)
    assert "PL-52" in r.rules


def test_lo8_bets_two_bet_sizes_on_the_turn():
    r = ask(_lo8(street="turn", pot=1200, actions=["A bet 400", "B raise 800"]))
    assert (r.to_call, r.min_raise_to, r.max_raise_to) == (800, 1200, 1200)


def test_lo8_a_bet_other_than_the_bet_size_is_refused():
    with pytest.raises(RulesError, match="one bet size"):
        ask(_lo8(street="flop", pot=600, actions=["A bet 300"]))


def test_lo8_cap_of_four_bets_closes_the_raising_pl_52():
    r = ask(_lo8(actions=["C raise 400", "A raise 600", "B raise 800"]))
    assert r.player == "C" and not r.can_raise and r.to_call == 400
    assert r.cap == {"bets": 4, "cap": 4, "reached": True}


def test_lo8_cap_five_allows_a_bet_and_four_raises():
    r = ask(_lo8(cap=5, actions=["C raise 400", "A raise 600", "B raise 800"]))
    assert r.can_raise and r.min_raise_to == r.max_raise_to == 1000


def test_lo8_no_cap_when_two_players_are_left_in_the_event():
    r = ask(_lo8(seats=["A", "B"], players_in_event=2, actions=["A raise 400", "B raise 600", "A raise 800",
                                                                   "B raise 1000"]))
    assert r.can_raise and r.min_raise_to == 1200


def test_lo8_all_in_of_half_a_bet_reopens_the_betting_tda_47_b():
    r = ask(_lo8(street="flop", pot=600, stacks={"B": 300},
                 actions=["A bet 200", "B allin", "C call"]))
    assert [a.rule for a in r.actions][1] == "TDA 47-B"
    assert r.player == "A" and r.can_raise and r.to_call == 100 and r.min_raise_to == 500


def test_lo8_all_in_of_less_than_half_a_bet_reopens_nobody_tda_47_b():
    r = ask(_lo8(street="flop", pot=600, stacks={"B": 250},
                 actions=["A bet 200", "B allin", "C call"]))
    assert r.player == "A" and not r.can_raise and r.to_call == 50


HANDS = {"A": "Ks Qs 9c 9d", "B": "Ah 3s Qd Jd", "C": "7c 6h Td Ts"}


def test_lo8_splits_high_and_low_with_the_odd_chip_to_the_high_tda_20_c():
    r = ask(_lo8(blinds="50/100", denominations=[100, 500], board="2c 5d 8h Kc Kd", hands=HANDS,
                 streets={"preflop": ["C call", "A call", "B check"], "flop": ["A bet 100", "B call", "C fold"],
                          "turn": ["A check", "B check"], "river": ["A check", "B check"]}))
    assert r.pot_total == 500
    assert r.awards == {"A": 300, "B": 200}  # 5 chips of 100: the odd one to the high half
    split = r.showdown.settlement.awarded[0].split
    assert split.odd_chips[0].to == "high" and split.halves == (300, 200)


def test_lo8_without_a_qualifying_low_the_high_takes_the_pot():
    r = ask(_lo8(board="Kc Kd 9h Qc Js", hands=HANDS,
                 streets={"preflop": ["C call", "A call", "B check"], "flop": ["A check", "B check", "C check"],
                          "turn": ["A check", "B check", "C check"], "river": ["A check", "B check", "C check"]}))
    assert r.awards == {"A": 600}


def test_lo8_uses_exactly_two_hole_cards():
    # four spades in A's hand and one on the board: no flush, for a hand takes exactly two hole cards
    r = ask(_lo8(board="2s 7d 8h Kc 4d", hands={"A": "As Qs Js Ts", "B": "Ah 3c Qd Jd"},
                 seats=["A", "B"], streets={"preflop": ["A call", "B check"], "flop": ["B check", "A check"],
                                            "turn": ["B check", "A check"], "river": ["B check", "A check"]}))
    assert r.awards == {"B": 300, "A": 100}  # B's ace-queen high takes the high and the low 8-4-3-2-A


def test_lo8_needs_four_hole_cards():
    with pytest.raises(RulesError, match="4 hole cards"):
        ask(_lo8(board="2c 5d 8h Kc Kd", hands={"A": "Ks Qs", "B": "Ah 3s Qd Jd"}, street="river", pot=600,
                 actions=["A check", "B check", "C check"]))
