"""Issue 30, third pass (helper words3): the red team's fresh working cases (tests/data/words3/*-work.cases,
written from the TDA 2024 text before the engine was read: amounts in words, separators, "raise to" / "raise by",
words and chips together, pot-limit "pot", undercalls said and pushed, out-of-turn declarations, limit, names)
run through ``rulescore ask FILE --json`` as a user runs it. The held-back halves are run once, at the end."""

from __future__ import annotations

import pytest
from redteam_cases import load, problems
from words_helpers import flop, kind, last, refused

from rulescore import RulesError
from rulescore.input.chips import parse_chips
from rulescore.records.vocabulary import Note
from rulescore.words.notes import text

FOLDER = "words3"


@pytest.mark.parametrize("case", load("situations-work", FOLDER), ids=lambda c: c.name)
def test_red_team_situations_working_half(case):
    assert problems(case) == [], case.title


@pytest.mark.parametrize("case", load("bad-work", FOLDER), ids=lambda c: c.name)
def test_bad_input_red_team_working_half(case):
    assert problems(case) == [], case.title


# ------------------------------------------------------------------------------- the classes fixed, by rule
@pytest.mark.parametrize("said, stack, facing, want", [
    ("two thousand", 1000, 400, ("raise", 1000)),  # every chip, a full raise
    ("1200", 1000, 400, ("raise", 1000)),
    ("five hundred", 350, 400, ("call", 350)),  # every chip, short of the call
    ("seven", 350, 400, ("call", 350)),  # TDA 57's reading (700) is more than the stack too
    ("two thousand", 1000, 0, ("bet", 1000)),  # with no bet to face it already was all-in
])
def test_tda40c_an_amount_said_beyond_the_stack_is_every_chip_all_in(said, stack, facing, want):
    acts = ([f"A bet {facing}"] if facing else []) + [f'{"B" if facing else "A"} says "{said}"']
    who = "B" if facing else "A"
    a = last(flop(acts, stacks={who: stack}))
    assert (a["as"], a["to"], a["all_in"]) == (*want, True)


def test_tda40c_the_all_in_note_says_the_amount_and_the_stack_in_each_language():
    note = Note.of("said-over-stack", why=Note.of("declared-amount", n=2000), behind=1000)
    for lang in ("en", "pl", "ru"):
        words = text(note, lang)
        assert "2000" in words and "1000" in words and "{" not in words, (lang, words)
    assert text(note) == "declared 2000, more than the 1000 behind: every chip, all-in (TDA 40-C)"


@pytest.mark.parametrize("line, left", [
    ('A says "bet 300" extra', "extra"), ('A says "bet 300" 500', "500"), ('A says "raise" to 1200', "to 1200"),
    ('A says "bet 300" "bet 500"', '"bet 500"'), ("A says “bet 300” more", "more"),
    ('A says "fold" because', "because"),
])
def test_tda40b_nothing_after_the_words_of_says_is_dropped_unread(line, left):
    msg = refused(flop([line]), "action 1", "A", left, "TDA 40-B")
    assert msg.count("\n") == 0


def test_tda40b_the_refusal_of_stray_words_reads_in_each_language():
    note = Note.of("err-after-words", player="Ann", extra="to 1200")
    for lang in ("en", "pl", "ru"):
        words = text(note, lang)
        assert "Ann" in words and "to 1200" in words and "{" not in words, (lang, words)


def test_the_clauses_after_says_still_read():
    assert kind(flop(["A bet 400", 'B says "raise to 1200" push 1000x2']))[:2] == ("raise", 1200)
    assert kind(flop(["A bet 400", 'B says "call" told 300']))[:2] == ("call", 400)


@pytest.mark.parametrize("spec, gap", [("500 500", "'500 500'"), ("1 000", "'1 000'"), ("500x2 100", "'2 100'"),
                                       ("2k 1", "'2k 1'")])
def test_tda40_a_space_between_two_numbers_of_pushed_chips_is_refused_not_glued(spec, gap):
    refused(flop(["A bet 400", f"B push {spec}"]), "action 2", "B", gap, "two numbers in a row")
    with pytest.raises(RulesError):
        parse_chips(spec)


@pytest.mark.parametrize("spec, total", [("500 + 100", 600), ("500 x 2", 1000), ("1000 +100x5", 1500)])
def test_tda40_spaces_around_x_and_plus_still_read(spec, total):
    assert parse_chips(spec).total == total


def test_tda40_blind_chips_refuse_a_space_inside_a_number_too():
    sc = {"blinds": "100/200", "seats": ["A", "B", "C"], "blind_chips": {"B": "1 000"}, "actions": ["C call"]}
    refused(sc, "blind_chips", "B", "two numbers in a row")


def test_tda40_the_refusal_of_glued_chips_reads_in_each_language():
    note = Note.of("err-chips-space", quoted="'500 500'", gap="'500 500'")
    for lang in ("en", "pl", "ru"):
        words = text(note, lang)
        assert "500 500" in words and "500x2" in words and "{" not in words, (lang, words)


@pytest.mark.parametrize("said, shown", [("raise -twenty", "sign"), ("raise ‐five hundred", "sign"),
                                         ("raise twenty-", "'twenty-'"), ("raise five-", "'five-'")])
def test_tda40b_a_dash_sign_or_a_half_word_before_number_words_is_refused_not_dropped(said, shown):
    refused(flop(["A bet 400", f'B says "{said}"']), "action 2", "B", shown, "TDA 40-B")


@pytest.mark.parametrize("said, to", [("twenty-five hundred", 2500), ("fifteen-hundred", 1500),
                                      ("raise, twelve hundred", 1200), ("re-raise", 800)])
def test_tda40b_hyphens_inside_words_still_read(said, to):
    assert kind(flop(["A bet 400", f'B says "{said}"']))[:2] == ("raise", to)


# TDA 57 reads a number said as its highest reasonable meaning no larger than the pot. A number with a fraction of
# a chip has no meaning as said; when every reading of it in whole chips is over the pot too, it has none at all:
# refused in one line naming the action, the player and TDA 57 (it was read as its smallest reading over the pot,
# "raise 1200.5" as a raise to 12005).
@pytest.mark.parametrize("said", ["raise 1200.5", "bet 300.5", "raise 99.25", "1500.5"])
def test_tda57_a_fraction_whose_every_reading_is_over_the_pot_is_refused(said):
    sc = flop(["A bet 400", f'B says "{said}"'], pot=1000)
    line = refused(sc, "action 2", "B", "TDA 57", said.split()[-1])
    assert "whole number of chips" in line


@pytest.mark.parametrize("said, to", [("raise 2.5", 800), ("raise 12.5", 1250)])
def test_tda57_a_fraction_with_a_reading_under_the_pot_takes_the_highest(said, to):
    assert kind(flop(["A bet 400", f'B says "{said}"'], pot=1000))[:2] == ("raise", to)
