"""The grammar of says (rulescore.input.saying) and the one reader of numbers (rulescore.input.amounts): what is read and
what is refused, with the message showing what was written (issue 30)."""

from __future__ import annotations

import pytest

from rulescore.input.amounts import read_amount, read_count
from rulescore.input.saying import Word, read_words
from rulescore.records.errors import ScenarioError


@pytest.mark.parametrize("said, word, amount, scaled", [
    ("raise, eight thousand", Word.RAISE, 8000, True), ("I bet five", Word.RAISE, 5, False),
    ("fourteen hundred", Word.AMOUNT, 1400, True), ("two thousand five hundred", Word.AMOUNT, 2500, True),
    ("one hundred and fifty", Word.AMOUNT, 150, True), ("a thousand", Word.AMOUNT, 1000, True),
    ("twenty-five hundred", Word.AMOUNT, 2500, True), ("play for 2k", Word.AMOUNT, 2000, True),
    ("raise to 1,200.", Word.RAISE, 1200, False), ("make it 900", Word.RAISE, 900, False),
    ("raise 5 thousand", Word.RAISE, 5000, True), ("two million three hundred thousand", Word.AMOUNT, 2300000, True),
])
def test_tda40B_declarations_the_grammar_reads(said, word, amount, scaled):
    s = read_words(said)
    assert (s.word, s.amount, not s.shorthand) == (word, amount, scaled)


@pytest.mark.parametrize("said", ["all in", "ALL-IN", "I'm all in", "allin"])
def test_tda40B_all_in_spellings(said):
    assert read_words(said).word is Word.ALLIN


@pytest.mark.parametrize("said, shown", [
    ("raise 1200 1200", "two numbers in a row"), ("raise twenty twenty", "two numbers in a row"),
    ("raise 1 000", "two numbers in a row"), ("raise five hun", "'hun'"), ("raise -5000", "is negative"),
    ("raise \u2212500", "U+2212 MINUS SIGN"), ("raise minus five", "no sign"), ("raise 0400", "leading zero"),
    ("raise 1.0505k", "three decimals at most"), ("raise 1\u066200", "U+0662"), ("raise k", "'k'"),
    ("raise hundred", "'hundred'"), ("raise thousand", "'thousand'"), ("raise 1e3", "exponent"),
    ("raise 999999999999999999999999", "more chips"), ("raise 5hundred", "suffix"), ("raise 0", "no amount"),
])
def test_tda40B_what_the_grammar_cannot_read_is_refused(said, shown):
    with pytest.raises(ScenarioError, match="TDA 40-B") as exc:
        read_words(said, player="B")
    assert shown in str(exc.value) and "B says" in str(exc.value)


@pytest.mark.parametrize("text, why", [
    ("\uff15\uff10\uff10", "U+FF15"), ("\u0665\u0660\u0660", "U+0665"), ("\u06f1\u06f2", "U+06F1"), ("-300", "is negative"),
    ("+300", "plus sign"), ("0400", "leading zero"), ("1.0505k", "three decimals at most"), ("1,2,00", "group thousands"),
    ("1.500", "dot grouping thousands"), ("1:30", "base 60"), ("2x", "suffix"),
])
def test_one_reader_refuses_with_what_was_written(text, why):
    with pytest.raises(ScenarioError) as exc:
        read_amount(text, "pot")
    assert why in str(exc.value) and str(exc.value).startswith("pot: ")


def test_counts_are_not_chips():
    with pytest.raises(ScenarioError) as exc:
        read_count("99999999999999999999", "players_in_event", noun="players")
    assert "players" in str(exc.value) and "chips" not in str(exc.value)
    with pytest.raises(ScenarioError, match="k for thousands is for chips"):
        read_count("2k", "players_in_event", noun="players")
