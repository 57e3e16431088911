"""How a rule is cited and how the reader names what it refuses: one reference per rule (an official number
is cited once, ``TDA RP-11``, a source's rule beside its TDA number, ``TDA 43 · 08.4``), the dealer's verbs
listed as verbs, and a betting structure's rule cited wherever it sized a bet (TDA 54, TDA 52)."""

from __future__ import annotations

import re

import pytest

from rulescore import RulesError, ask
from rulescore.present import words
from rulescore.reference import rulebook


# ------------------------------------------------------------------ one reference per rule
@pytest.mark.parametrize("rule, text", [
    ("RP-11", "TDA RP-11"),            # a Recommended Procedure is its own TDA number
    ("RP-5", "TDA RP-5"),
    ("TDA RP-11", "TDA RP-11"),
    ("08.4", "TDA 43 · 08.4"),         # a source's rule: the TDA number first, the source's beside it
    ("IA-10", "TDA 47 · IA-10"),
])
def test_a_rule_is_cited_once(rule, text):
    assert words.rule_text(rule) == text == rulebook.cite(rule)


def test_a_card_citing_an_official_number_with_its_own_tda_cites_it_once():
    # a card passes the entry's TDA number beside its rule: where the rule is that number, once
    assert words.rule_text("RP-11", tda="RP-11") == "TDA RP-11"
    assert words.rule_text("TDA 47", tda="47") == "TDA 47"
    assert words.rule_text("08.4", tda="43") == "TDA 43 · 08.4"


def _twice(text: str) -> bool:
    """Whether a reference names one rule twice (``TDA RP-11 · RP-11``)."""
    parts = [p.strip().removeprefix("TDA ").strip() for p in text.split("·")]
    return len(parts) != len(set(parts))


def test_no_rule_the_rulings_cite_is_named_twice():
    cited = {r for sc in (
        {"blinds": "100/200", "bb_ante": 200, "seats": ["SB", "BB", "UTG"], "actions": []},
        {"game": "PLO", "blinds": "100/200", "seats": ["SB", "BB", "UTG"], "actions": ["UTG raise 700"]},
        {"blinds": "100/200", "street": "flop", "seats": ["A", "B"], "actions": ["A bet 400", "B push 1000"]},
    ) for r in ask(sc).rules}
    assert {"RP-11", "PL-54", "08.4"} <= cited
    assert [r for r in cited if _twice(words.rule_text(r)) or _twice(rulebook.cite(r))] == []


# ------------------------------------------------------------------ the dealer's verbs
@pytest.mark.parametrize("line", ["dealer calls", "dealer raise 500", "dealer burns"])
def test_a_dealer_line_with_another_verb_lists_the_dealers_verbs_as_verbs(line):
    with pytest.raises(RulesError) as info:
        ask(f"blinds: 50/100\nstreet: flop\nseats: [A, B]\nactions: [{line}]")
    text = str(info.value)
    assert "\n" not in text and line.split()[1] in text
    assert "can only counts" not in text and not re.search(r"\bcounts, recounts, deals\b", text)
    assert "counts, recounts or deals" in text


# ------------------------------------------------------------------ a structure's rule where it sized a bet
def test_a_closed_pot_limit_round_with_a_raise_cites_tda_54():
    r = ask("game: PLO\nblinds: 100/200\nseats: [SB, BB, UTG]\nactions: [UTG raise 700, SB call, BB call]")
    assert r.player is None and "PL-54" in r.rules


def test_a_closed_pot_limit_round_without_a_bet_cites_no_pot_limit_rule():
    r = ask("game: PLO\nblinds: 100/200\nstreet: flop\nseats: [A, B]\nactions: [A check, B check]")
    assert r.player is None and "PL-54" not in r.rules


@pytest.mark.parametrize("rule", ["RP-11", "TDA 47-B", "08.4"])
def test_the_html_reference_cites_a_rule_once_as_the_text_does(rule):
    html = words.rule_html(rule)
    shown = re.sub(r"<[^>]+>", "", html.split(">", 1)[1].rsplit("</abbr>", 1)[0])
    assert shown == words.rule_text(rule)
