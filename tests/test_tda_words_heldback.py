"""Issue 30, the held-back half of the cases written before the fix (not run while fixing): more pots,
streets, games and seatings of the same kinds of failure as tests/test_tda_words.py."""

from __future__ import annotations

import re

import pytest
from words_helpers import flop, kind, last, refused, rule

RULE = re.compile(r"\((?:TDA \d+(?:-[A-Z])?|\d\d\.\d+|PL-\d+[A-Z]?|IA-\d+|RU-\d+)[^)]*\)")


# ------------------------------------------------------------------ TDA 57 and 40-C, 52-A: amounts said
def test_tda57_bet_fifty_below_the_small_blind_is_read_against_the_pot():
    assert kind(flop(['A says "bet fifty"']))[:2] == ("bet", 500)  # 50 or 500, 500 no more than 600


@pytest.mark.parametrize("pot, to", [(30000, 20000), (15000, 2000), (1500, 2000)])
def test_tda57_bet_two_at_1000_2000(pot, to):
    sc = {"blinds": "1000/2000", "street": "turn", "seats": ["A", "B", "C"], "pot": pot, "actions": ['A says "bet two"']}
    assert kind(sc)[:2] == ("bet", to)


def test_tda40C_thousand_facing_400_is_a_raise_to_1000():
    assert kind(flop(["A bet 400", 'B says "1000"']))[:2] == ("raise", 1000)


def test_tda43A_twelve_hundred_facing_800_obliges_a_full_raise():
    assert kind(flop(["A bet 800", 'B says "twelve hundred"']))[:2] == ("raise", 1600)


def test_tda57_three_facing_200_reads_300_and_obliges_the_minimum_raise():
    assert kind(flop(["A bet 200", 'B says "three"']))[:2] == ("raise", 400)


def test_tda57_pot_limit_bet_seven():
    sc = {"game": "PLO", "blinds": "100/200", "street": "flop", "seats": ["A", "B", "C"], "pot": 900,
          "actions": ['A says "bet seven"']}
    assert kind(sc)[:2] == ("bet", 700)


def test_tda52A_heads_up_bet_100_is_the_minimum():
    assert kind(flop(['B says "bet 100"'], seats=["A", "B"], pot=400))[:2] == ("bet", 200)  # B first heads-up


def test_tda52A_fixed_limit_omaha_raise_below_the_call():
    sc = {"game": "LO8", "blinds": "100/200", "street": "flop", "seats": ["A", "B", "C"], "pot": 600,
          "actions": ["A bet 200", 'B says "raise 150"']}
    assert kind(sc)[:2] == ("raise", 400)


def test_tda51B_amount_alone_below_the_big_blind_preflop_is_a_call():
    sc = {"blinds": "100/200", "seats": ["A", "B", "C", "D"], "actions": ['C says "150"']}  # pot 300: 150
    assert kind(sc)[:2] == ("call", 200)


def test_tda57_turn_amount_alone_facing_a_raise_multiway_is_the_tds_choice():
    sc = {"blinds": "100/200", "street": "turn", "seats": ["A", "B", "C", "D"], "pot": 800,
          "actions": ["A bet 300", "B raise 900", "C call", 'D says "six"']}  # pot 2900: 600
    a = last(sc)
    assert a["outcomes"][:2] == ["call", "fold"]


# ---------------------------------------------------------------------------- TDA 56: string bets
def test_tda56_first_motion_below_the_minimum_bet_is_corrected_to_it():
    assert kind(flop(["A push 100 push 100x3"])) == ("bet", 200, 200)


def test_tda56_fixed_limit_string_bet():
    sc = {"game": "LHE", "blinds": "100/200", "street": "flop", "seats": ["A", "B", "C"], "pot": 600,
          "actions": ["A push 100x2 push 100x2"]}
    assert kind(sc) == ("bet", 200, 200)


def test_tda56_heads_up_overchip_then_another_motion():
    assert kind(flop(["B bet 400", "A push 1000 push 1000"], seats=["A", "B"])) == ("call", 400, 1600)


def test_tda56_three_motions_on_the_turn():
    sc = {"blinds": "100/200", "street": "turn", "seats": ["A", "B", "C"], "pot": 2000,
          "actions": ["A push 500 push 500 push 500"]}
    assert kind(sc) == ("bet", 500, 1000)


# ------------------------------------------------ TDA 40-A, 51-A, 54-D, 55-B: the nearest valid action
def test_tda51A_raise_with_less_than_a_full_raise_is_all_in():
    a = last(flop(["A bet 1000", 'B says "raise"'], stacks={"B": 1500}))
    assert (a["as"], a["to"], a["all_in"]) == ("raise", 1500, True)


def test_tda51A_raise_with_less_than_the_call_is_a_call_all_in():
    a = last(flop(["A bet 1000", 'B says "raise"'], stacks={"B": 600}))
    assert (a["as"], a["to"], a["all_in"]) == ("call", 600, True)


def test_tda51A_raise_amount_when_not_reopened_is_a_call():
    sc = {"blinds": "50/100", "street": "flop", "seats": ["A", "B", "C"], "pot": 300, "stacks": {"B": 150},
          "actions": ["A bet 100", "B allin", "C call", 'A says "raise 2000"']}
    assert kind(sc)[:2] == ("call", 150)


def test_tda51A_raise_amount_at_the_cap_is_a_call():
    sc = {"game": "LHE", "blinds": "100/200", "street": "turn", "seats": ["A", "B", "C"], "pot": 600,
          "actions": ["A bet 400", "B raise 800", "C raise 1200", "A raise 1600", 'B says "raise 2000"']}
    assert kind(sc)[:2] == ("call", 1600)


def test_tda54D_pot_in_no_limit_with_exactly_the_call_is_a_call_all_in():
    a = last(flop(["A bet 700", 'B says "pot"'], stacks={"B": 700}))
    assert (a["as"], a["to"], a["all_in"]) == ("call", 700, True)


def test_tda54_plain_bet_pot_with_exactly_the_call_in_omaha_hi_lo():
    sc = {"game": "PLO8", "blinds": "100/200", "street": "turn", "seats": ["A", "B", "C"], "pot": 800,
          "stacks": {"C": 800}, "actions": ["A bet 800", "B fold", "C raise pot"]}
    a = last(sc)
    assert (a["as"], a["to"], a["all_in"]) == ("call", 800, True)


def test_tda50A_chips_pushed_after_raise_when_not_reopened_stay_in():
    sc = {"blinds": "50/100", "street": "flop", "seats": ["A", "B", "C"], "pot": 300, "stacks": {"B": 150},
          "actions": ["A bet 100", "B allin", "C call", 'A says "raise" push 100x2']}
    a = last(sc)
    assert (a["as"], a["to"]) == ("call", 150)
    assert a["returned"] == 150  # the call is 50 more: of the 200 pushed, 50 stays, the other 150 go back


# ------------------------------------------------------------- numbers inside says and push: refusals
@pytest.mark.parametrize("line, shown", [
    ('B says "raise +-500"', "+-500"),
    ('B says "raise five hun"', "hun"),
    ('B says "raise ۱۲۰۰"', "۱۲۰۰"),
    ('B says "raise twenty twenty"', "twenty twenty"),
    ('B says "bet 1e3"', "1e3"),
    ("B push 100x0", "100x0"),
    ("B push 0100", "0100"),
    ("B push 100x-2", "100x-2"),
    ('B push 500 told ０', "０"),
])
def test_tda40_more_numbers_inside_says_and_push(line, shown):
    msg = refused(flop(["A bet 400", line]), "action 2 (", "B", shown)
    assert RULE.search(msg), msg


@pytest.mark.parametrize("key, value, shown", [
    ("stacks", {"B": "１０００"}, "１０００"),
    ("pot", "1.0505k", "1.0505k"),
    ("blinds", "٥٠/١٠٠", "٥٠"),
    ("pot", "-600", "-600"),
])
def test_amounts_of_keys_are_read_by_the_same_reader(key, value, shown):
    refused(flop([], **{key: value}), key, shown)


def test_ante_with_a_sign_is_refused():
    refused({"blinds": "100/200", "seats": ["A", "B", "C"], "ante": "-25", "actions": []}, "ante", "-25")


# ----------------------------------------------------------------------------------------- names
@pytest.mark.parametrize("name, cp", [("Bo\u00adb", "U+00AD"), ("\u115fBob", "U+115F"), ("Bob\U0001d173", "U+1D173"),
                                      ("Bob\u2065", "U+2065"), ("Bob\u200b", "U+200B")])
def test_names_default_ignorable_code_points_are_refused(name, cp):
    refused(flop([], seats=[name, "Ann", "Cat"]), cp)


def test_names_angstrom_sign_and_a_ring_are_one_name():
    refused(flop([], seats=["\u212b", "\u00c5", "Cat"]), "twice")


def test_names_stacks_and_ask_written_nfd_find_the_nfc_seat():
    # (fixed after the held-back run: the first version asked for Zoé after her bet, when Bob is to act)
    sc = flop(["Zo\u00e9 bet 200"], seats=["Zo\u00e9", "Bob", "Cat"], stacks={"Zoe\u0301": 5000})
    d = rule(sc)
    assert d["stacks"]["Zo\u00e9"] == 4800
    assert rule(flop([], seats=["Zo\u00e9", "Bob", "Cat"], stacks={"Zoe\u0301": 5000}, ask="Zoe\u0301"))["player"] == "Zo\u00e9"


# ------------------------------------------------------------------------------------ the two rule sets
def test_rule_sets_sources_low_count_preflop_pot_limit():
    plo = {"game": "PLO", "blinds": "500/1000", "street": "turn", "seats": ["A", "B", "C", "D"], "pot": 10500,
           "actions": ["dealer counts 9500", "A bet 9500", "B call", "C fold", "dealer recounts"]}
    assert rule(plo)["current_bet"] == 9500
    # (changed after the held-back run, a decision: the renderings conflict here, 08.8 correcting until the
    # next card and IA-12 letting the bet stand after significant action, so rules: sources lists both)
    src = rule({**plo, "rules": "sources"})
    assert src["actions"][-1]["outcomes"] == ["bet stands", "bet made up to 10500"]
    assert [d["tda"] for d in src["departures"]] == ["52-B"]


def test_rule_sets_every_point_the_engine_applies_names_its_data_id():
    from rulescore.reference import rulesets
    pts = rulesets.applied_points()
    assert {"incorrect-pot-limit-bets", "odd-chip"} <= {p.data for p in pts}
