"""Issue 30, second pass (helper words2): the classes a red team found still failing after the first pass, each
tested after its rule, and the red team's working cases (tests/data/words2/*-work.cases, written from the TDA
2024 text before the code was changed) run through ``rulescore ask FILE --json`` as a user runs it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from redteam_cases import load, problems
from words_helpers import kind, last, refused, rule

from rulescore.input.saying import Word, read_number, read_words
from rulescore.input.scenario import KEY_SECTIONS
from rulescore.records.errors import ScenarioError

FLOP = {"blinds": "100/200", "street": "flop", "pot": 600, "seats": ["A", "B", "C"]}
PAGE = Path(__file__).resolve().parent.parent / "guide" / "scenario-format.md"


def flop(*actions: str, **keys) -> dict:
    return {**FLOP, **keys, "actions": list(actions)}


# ----------------------------------------------------------------------------------- the red team's cases
@pytest.mark.parametrize("case", load("situations-work"), ids=lambda c: c.name)
def test_red_team_situations_working_half(case):
    assert problems(case) == [], case.title


@pytest.mark.parametrize("case", load("bad-work"), ids=lambda c: c.name)
def test_bad_input_red_team_working_half(case):
    assert problems(case) == [], case.title


# ------------------------------------------------------------------------------------ what a player said
@pytest.mark.parametrize("said, amount", [("call 300", 300), ("call, four hundred", 400), ("I call 400", 400)])
def test_tda51b_call_said_first_then_an_amount_is_a_full_call(said, amount):
    assert read_words(said).word is Word.CALL and read_words(said).amount == amount
    assert kind(flop("A bet 600", f'B says "{said}"')) == ("call", 600, 0)


@pytest.mark.parametrize("said, word", [
    ("calling", Word.CALL), ("checking", Word.CHECK), ("folding", Word.FOLD), ("I'll raise", Word.RAISE),
    ("i will call", Word.CALL), ("re-raise", Word.RAISE), ("reraise", Word.RAISE), ("shove", Word.ALLIN),
    ("raise, all in", Word.ALLIN), ("all in for 5000", Word.ALLIN), ("call it", Word.CALL),
    ("min raise", Word.RAISE), ("raise the minimum", Word.RAISE), ("complete", Word.COMPLETE),
])
def test_tda3_official_terms_as_players_inflect_them(said, word):
    assert read_words(said).word is word


def test_tda43_min_raise_raise_more_and_another_are_read_as_said():
    assert kind(flop("A bet 400", 'B says "min raise"'))[:2] == ("raise", 800)
    assert kind(flop("A bet 400", 'B says "raise 1000 more"'))[:2] == ("raise", 1400)
    assert kind(flop("A bet 400", 'B says "raise another thousand"'))[:2] == ("raise", 1400)


@pytest.mark.parametrize("words, value", [
    ("one and a half thousand", 1500), ("two and a half k", 2500), ("1.5 thousand", 1500),
    ("4 thousand 2 hundred", 4200), ("2.25 thousand", 2250),
])
def test_tda40b_halves_decimals_and_digits_with_scale_words(words, value):
    assert read_number(words) == (value, True)


def test_tda57_a_half_or_a_decimal_without_a_scale_is_shorthand_read_against_the_pot():
    s = read_words("two and a half")
    assert (s.word, s.amount, s.decimals, s.shorthand) == (Word.AMOUNT, 25, 1, True)
    sc = {"blinds": "1000/2000", "street": "flop", "pot": 6000, "seats": ["A", "B", "C"]}
    assert kind({**sc, "actions": ['A says "two and a half"']})[:2] == ("bet", 2500)
    assert kind({**sc, "pot": 20000, "actions": ['A says "bet 2.5"']})[:2] == ("bet", 2500)
    assert "2.5" in last({**sc, "actions": ['A says "bet 2.5"']})["note"]


@pytest.mark.parametrize("said", ["raise 1.2345 thousand", "raise 1.5 1.5", "2.5555"])
def test_tda40b_fractions_that_are_no_chips_are_refused(said):
    with pytest.raises(ScenarioError, match="TDA 40-B"):
        read_words(said, player="B")


@pytest.mark.parametrize("said", ["I raise if you bet", "raise, if he calls", "if you bet I raise"])
def test_tda59a_a_conditional_with_if_anywhere_is_no_action(said):
    assert read_words(said).word is Word.CONDITIONAL
    assert last(flop(f'A says "{said}"'))["as"] == "declaration"


def test_tda40a_chips_beyond_a_declared_amount_are_change_not_a_contradiction():
    a = last(flop('A says "bet 500" push 1000'))
    assert (a["as"], a["to"], a["returned"], a.get("outcomes")) == ("bet", 500, 500, None)
    a = last(flop("A bet 400", 'B says "raise 1200" push 1000x2'))
    assert (a["as"], a["to"], a["returned"], a.get("outcomes")) == ("raise", 1200, 800, None)
    # chips short of the words still contradict them: the TD decides, the words first (IA-06)
    assert last(flop("A bet 400", 'B says "raise 2000" push 1000'))["outcomes"] == ["raise to 2000", "call"]


def test_tda40b_typographic_quotes_around_the_words():
    assert kind(flop("A bet 400", "B says \u201craise 1200\u201d"))[:2] == ("raise", 1200)


# ------------------------------------------------------------------------------------------ fixed limit
LIMIT = {"game": "LHE", "blinds": "100/200", "street": "flop", "seats": ["A", "B", "C", "D"]}


def test_tda47b_limit_all_in_for_less_than_half_a_bet_is_completed_not_raised_over():
    d = rule({**LIMIT, "stacks": {"A": 90}, "actions": ["A allin"]})
    assert (d["to_call"], d["min_raise_to"], d["max_raise_to"]) == (90, 200, 200)
    d = rule({**LIMIT, "street": "preflop", "stacks": {"C": 250}, "actions": ["C allin"]})
    assert (d["player"], d["min_raise_to"], d["max_raise_to"]) == ("D", 400, 400)


def test_tda47b_limit_short_all_ins_add_up_over_the_last_full_bet():
    d = rule({**LIMIT, "stacks": {"B": 250, "C": 300}, "actions": ["A bet 200", "B allin", "C allin", "D call"]})
    assert (d["player"], d["can_raise"], d["min_raise_to"]) == ("A", True, 500)
    d = rule({**LIMIT, "stacks": {"B": 250, "C": 290}, "actions": ["A bet 200", "B allin", "C allin", "D call"]})
    assert (d["player"], d["can_raise"]) == ("A", False)


def test_tda3_complete_completes_a_short_bet_in_limit_and_is_a_call_otherwise():
    assert kind({**LIMIT, "stacks": {"A": 90}, "actions": ["A allin", 'B says "complete"']})[:2] == ("raise", 200)
    assert kind({**LIMIT, "street": "preflop", "actions": ["C call", "D fold", 'A says "complete"']})[:2] == \
        ("call", 200)
    assert kind({**FLOP, "actions": ['A says "complete"']})[:2] == ("check", 0)


def test_tda47b_a_plain_raise_over_a_short_all_in_in_limit_must_complete_the_bet():
    refused({**LIMIT, "stacks": {"A": 90}, "actions": ["A allin", "B raise 290"]}, "B", "290", "the most is 200")
    refused({**LIMIT, "stacks": {"A": 90, "B": 5000}, "actions": ["A allin", "B raise 150"]}, "B", "200", "TDA 47-B")


# --------------------------------------------------------------------------------- chips, turns, pots
def test_tda46_the_change_of_a_blind_posted_with_a_bigger_chip_is_returned():
    sc = {"blinds": "50/100", "seats": ["SB", "BB", "UTG", "BTN"], "blind_chips": {"BB": 1000},
          "actions": ["UTG raise 900", "BTN fold", "SB fold", "BB push 100"]}
    assert kind(sc) == ("call", 900, 200)
    sc["actions"][0] = "UTG raise 700"
    assert kind(sc) == ("raise", 1300, 0)


def test_tda51b_preflop_the_big_blind_opens_so_a_straddle_is_a_raise_for_undercalls():
    sc = {"blinds": "100/200", "straddle": "UTG", "seats": ["SB", "BB", "UTG", "HJ", "BTN"],
          "actions": ["HJ push 200"]}
    a = last(sc)
    assert a["outcomes"] == ["call", "fold"] and a["outcome_chips"][1]["to"] == 200
    plain = {k: v for k, v in sc.items() if k != "straddle"}
    assert last({**plain, "actions": ["HJ push 100"]}).get("outcomes") is None


def test_tda53b_the_floors_choices_are_listed_mildest_first_and_none_applied():
    d = rule({"blinds": "100/200", "seats": ["S1", "S2", "S3", "S4", "S5", "S6"],
              "actions": ["S3 raise 600", "S5 call", "S6 fold"]})
    outs = d["actions"][-1]["outcomes"]
    assert outs[0] == "skipped player keeps every option" and outs[-1] == "skipped hand dead"
    assert d["player"] == "S4" and d["options"] == ["fold", "call", "raise"]


# ----------------------------------------------------------------------------------------- bad input
def test_bad_input_one_name_twice_in_a_mapping_once_nfc_normalised():
    for key in ("stacks", "ante", "put_in"):
        sc = {"blinds": "100/200", "street": "flop" if key == "put_in" else "preflop", "pot": 1000,
              "seats": ["Zo\u00e9", "B"], key: {"Zo\u00e9": 100, "Zoe\u0301": 200}}
        refused(sc, key, "twice", "U+0301")


def test_bad_input_a_comma_inside_a_flow_mapping_is_named():
    from rulescore.input import scenario

    with pytest.raises(ScenarioError, match="comma separates entries") as exc:
        scenario.loads("blinds: 100/200\nstreet: flop\nseats: [A, B, C]\nstacks: {B: 1,500}\n")
    assert "1500" in str(exc.value)


def test_bad_input_names_that_cannot_be_read_or_print_like_a_seat():
    refused({"blinds": "100/200", "seats": ["\u0301", "Bob"]}, "seats", "combining mark")
    board = {"blinds": "100/200", "street": "river", "seats": ["Ann", "Bob", "Cat"], "board": "Ah Kd 7c 7s 2h"}
    refused({**board, "button": "cat"}, "button", "'Cat'")
    refused({**board, "button": "off"}, "button", "YAML 1.1")
    assert rule({**board, "button": "Empty7"})["player"] == "Ann"  # an empty seat not listed may hold it


@pytest.mark.parametrize("sc, needles", [
    ({**FLOP, "actions": ["A waits"]}, ["action 1", "A", "waits", "(scenario format: Action lines)"]),
    ({**FLOP, "actions": ["A bet 200", "B call 200"]}, ["action 2", "B", "call takes no amount",
                                                         "(scenario format: Action lines)"]),
    ({"blinds": "200/100", "seats": ["A", "B"]}, ["blinds", "(scenario format: blinds and ante)"]),
    ({"blinds": "100/200", "ante": "-25", "seats": ["A", "B"]}, ["ante", "(scenario format: How a scenario is read)"]),
    ({"blinds": "100/200", "ante": 25, "bb_ante": 200, "seats": ["A", "B"]}, ["bb_ante", "(scenario format: "]),
    ({"blinds": "100/200", "pot": "0100", "seats": ["A", "B"]}, ["pot", "(scenario format: How a scenario is read)"]),
    ({"blinds": "100/200", "seats": ["A", "B"], "stacks": {"Eve": 100}}, ["stacks", "(scenario format: stacks)"]),
    ({"blinds": "100/200", "straddle": "UTG", "seats": ["SB", "BB", "UTG", "BTN"], "stacks": {"UTG": 300}},
     ["straddle", "(scenario format: straddle: a live straddle)"]),
    ({**FLOP, "actions": ["A bet 400", "B fold", "C fold"], "ask": "B"}, ["ask", "folded", "(scenario format: ask)"]),
])
def test_bad_input_an_error_cites_a_rule_or_the_key_and_the_format_section(sc, needles):
    refused(sc, *needles)


@pytest.mark.parametrize("text, needles", [
    ("blinds: 100/200\nseats: [A, B\n", ["line", "(scenario format: How a scenario is read)"]),
    ("blinds: 100/200\nseats:\t[A, B]\n", ["tab", "(scenario format: How a scenario is read)"]),
    ("blinds: 100/200\nseats: [A, B]\nseats: [A, B]\n", ["twice", "(scenario format: How a scenario is read)"]),
])
def test_bad_input_yaml_that_cannot_be_read_cites_the_reading_section(text, needles):
    from rulescore.input import scenario

    with pytest.raises(ScenarioError) as exc:
        scenario.loads(text)
    for n in needles:
        assert n in str(exc.value)


def test_bad_input_every_section_an_error_cites_is_a_heading_of_the_format_page():
    headings = set(re.findall(r"^#{2,3} +(.+?)\s*$", PAGE.read_text(encoding="utf-8"), re.MULTILINE))
    cited = set(KEY_SECTIONS.values()) | {"Action lines", "Dealer lines", "How a scenario is read",
                                          "Keys that would have no effect", "An unknown key", "Top-level keys",
                                          "A first scenario", "Seats named by position", "showdown events"}
    assert cited <= headings, sorted(cited - headings)
