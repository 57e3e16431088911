"""The sentences of an action out of turn (08.9, IA-13) take the replies as the replay ruled them: the
presentation wing reads no scenario line (tests/test_structure.py keeps it from importing the reader)."""

from __future__ import annotations

import pytest

from rulescore import engine
from rulescore.present import report, sentences

SC = {"blinds": "50/100", "street": "flop", "seats": ["S3", "S4", "S5", "S6"], "stacks": {"S5": 5000},
      "actions": ["S3 bet 300", "S4 fold", 'S6 says "raise 800"']}


def _said(replies, lang="en"):
    args = {"scenario": SC, "player": "S6", "replies": replies}
    return sentences.answer("engine.out_of_turn", args, engine.out_of_turn(**args), lang=lang)


def test_the_result_gives_each_reply_as_ruled():
    r = engine.out_of_turn(scenario=SC, player="S6", replies=["S5 call", ["S5 raise by 400"]])
    assert r["ruled_replies"] == {
        "S5 call": [{"player": "S5", "as": "call", "to": 300, "all_in": False, "written": "S5 call"}],
        "S5 raise by 400": [{"player": "S5", "as": "raise", "to": 700, "all_in": False, "written": "S5 raise by 400"}]}


@pytest.mark.parametrize("lang, said", [
    ("en", "If S5 raises to 900, S6's action does not stand"),
    ("pl", "Jeśli S5 podbija do 900, akcja S6 traci ważność"),
    ("ru", "Если S5 делает рейз до 900, действие S6 теряет силу"),
])
def test_a_reply_said_in_words_is_told_as_what_it_counts_as(lang, said):
    text = _said(['S5 says "raise 900"'], lang)
    assert said in text and "says" not in text


def test_a_pushed_chip_reply_is_the_call_it_counts_as_and_said_once():
    text = _said(["S5 call", "S5 push 500"])
    assert "If S5 calls, S6's action stands (raise to 800)." in text and "push" not in text


def test_a_catalogue_card_says_the_replies_as_before():
    h = report.card("IA-13-2").headline
    assert h == ("S6 acted out of turn, skipping S5. If S5 checks, S6's action stands (check). If S5 bets 300, "
                 "S6's action does not stand; S6 has 300 to call and may fold, call or raise (raise to at least 600).")
    c = report.card("08.9")
    said = sentences.answer("engine.out_of_turn", c.entry.compute["args"], c.check.illustrated["computed"],
                            whole=c.check.result)
    assert "If A checks and B checks, or if A bets 100 and B calls, C's action stands (fold)." in said
