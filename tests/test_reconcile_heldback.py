"""Held-back cases for the reconcile work (issues 30, 32, 35, 36), written with the first-half tests and run
only once the fixes were in: each kind of failure with cases the fixes were not shaped on."""

from __future__ import annotations

import ast
import re
from dataclasses import replace
from pathlib import Path

import pytest

from rulescore import RulesError, analysis, ask, catalogue, engine
from rulescore.present import sentences, words
from rulescore.reference import rulebook, rulesets

ROOT = Path(__file__).resolve().parents[1]


# ------------------------------------------------------------------ A. a rule cited once, everywhere
def _all_rule_ids() -> list[str]:
    ids = {r for e in catalogue.load() for r in (str(e.rule), *(e.official or {}).get("also", ())) if r}
    ids |= {f"TDA {n}" for n in rulebook.tda_numbers()} | {n for n in rulebook.tda_numbers() if n.startswith("RP-")}
    return sorted(ids)


@pytest.mark.parametrize("rule", _all_rule_ids())
def test_heldback_no_reference_names_its_rule_twice(rule):
    for text in (words.rule_text(rule), rulebook.cite(rule),
                 re.sub(r"<[^>]+>", "", words.rule_html(rule).split(">", 1)[1].rsplit("</abbr>", 1)[0])):
        parts = [p.strip().removeprefix("TDA ").strip() for p in text.split("·")]
        assert len(parts) == len(set(parts)), (rule, text)


def test_heldback_an_official_procedure_with_a_letter_is_cited_as_tda():
    assert rulebook.cite("RP-8-F") == words.rule_text("RP-8-F") == "TDA RP-8-F"


# ------------------------------------------------------------------ B. the dealer's verbs
@pytest.mark.parametrize("line", ["dealer check", "dealer bets 500", "dealer count 500", "dealer muck"])
def test_heldback_a_wrong_dealer_verb_is_one_line_with_the_verbs_joined_by_or(line):
    with pytest.raises(RulesError) as info:
        ask({"game": "PLO", "blinds": "100/200", "street": "flop", "seats": ["A", "B"], "actions": [line]})
    text = str(info.value)
    assert "\n" not in text and text.startswith("action 1") and "counts, recounts or deals" in text
    assert "can only" not in text


# ------------------------------------------------------------------ C. the structure's rule where it sized a bet
@pytest.mark.parametrize("sc, cited, absent", [
    ({"game": "PLO", "blinds": "100/200", "seats": ["SB", "BB", "UTG"],
      "streets": {"preflop": ["UTG call", "SB call", "BB check"], "flop": ["SB bet 600", "BB call", "UTG call"],
                  "turn": ["SB check", "BB check", "UTG check"]}}, "PL-54", "PL-52"),
    ({"game": "LHE", "blinds": "100/200", "street": "flop", "seats": ["A", "B", "C"],
      "actions": ["A bet 200", "B call", "C call"]}, "PL-52", "PL-54"),
    ({"blinds": "100/200", "street": "flop", "seats": ["A", "B", "C"], "actions": ["A bet 700", "B call", "C fold"]},
     None, "PL-54"),
])
def test_heldback_a_closed_round_cites_the_structure_that_sized_its_bets(sc, cited, absent):
    r = ask(sc)
    assert r.player is None
    if cited:
        assert cited in r.rules
    assert absent not in r.rules and "PL-52" not in r.rules if sc.get("game") is None else absent not in r.rules


def test_heldback_limps_in_pot_limit_size_no_bet():
    r = ask({"game": "PLO", "blinds": "100/200", "seats": ["SB", "BB", "UTG"],
             "actions": ["UTG call", "SB call", "BB check"]})
    assert r.player is None and "PL-54" not in r.rules


# ------------------------------------------------------------------ D. the ladder: empty streets, who faces what
@pytest.mark.parametrize("sc", [
    {"game": "PLO", "blinds": "100/200", "street": "turn", "seats": ["A", "B"], "actions": []},
    {"blinds": "100/200", "seats": ["SB", "BB", "BTN"],
     "streets": {"preflop": ["BTN call", "SB call", "BB check"], "flop": ["SB check", "BB check", "BTN check"],
                 "turn": ["SB bet 400", "BB call", "BTN fold"], "river": []}},
])
def test_heldback_ladders_of_streets_with_no_action_draw(sc):
    import matplotlib

    matplotlib.use("Agg")
    from matplotlib.figure import Figure

    from rulescore.present import charts

    lad = analysis.ladder(sc)
    assert lad.rows == ()
    charts.draw_ladder(lad, fig=Figure())
    assert "no action yet" in lad.alt


def test_heldback_a_bet_everyone_folds_to_leaves_the_bettor_level_not_closed():
    lad = analysis.ladder({"blinds": "100/200", "street": "flop", "seats": ["A", "B", "C"],
                           "actions": ["A bet 400", "B fold", "C fold"]})
    assert [r.status["A"] for r in lad.rows] == [analysis.MATCHED] * 3
    assert "may only call or fold" not in lad.alt


def test_heldback_after_a_full_raise_the_earlier_caller_is_open_and_the_raiser_level():
    lad = analysis.ladder({"blinds": "100/200", "street": "flop", "seats": ["A", "B", "C"],
                           "actions": ["A bet 400", "B call", "C raise 1200"]})
    last = lad.rows[-1]
    assert last.open_to == {"A": True, "B": True} and last.status["C"] == analysis.MATCHED


def test_heldback_preflop_the_big_blind_waits_until_it_acts():
    lad = analysis.ladder({"blinds": "100/200", "seats": ["SB", "BB", "BTN"], "actions": ["BTN call", "SB call"]})
    assert lad.rows[-1].status["BB"] == analysis.WAITING and lad.rows[-1].status["BTN"] == analysis.MATCHED


# ------------------------------------------------------------------ E. one list, mutated
def test_heldback_a_point_whose_departure_no_longer_changes_a_ruling_is_reported():
    deps = catalogue.report().departures
    weakened = [replace(d, table_rulings=None) if d.id == "RU-24A" else d for d in deps]
    found = rulesets.disagreements(weakened)
    assert len(found) == 1 and "colour-up-round-up" in found[0]


def test_heldback_a_departure_of_another_rule_of_the_same_point_is_not_covered():
    d = next(x for x in catalogue.report().departures if x.id == "08.9")
    assert rulesets.covers(rulesets.POINTS["out-of-turn-time-to-react"], d)
    assert not rulesets.covers(rulesets.POINTS["out-of-turn-time-to-react"], replace(d, tda_rule="53-B"))
    assert not rulesets.covers(rulesets.POINTS["spoken-check-counts"], d)


@pytest.mark.parametrize("lang", ["en", "pl", "ru"])
def test_heldback_a_hand_with_a_departure_by_the_renderings_names_both_the_step_and_the_points_outside(lang):
    from rulescore.words import ruling as render

    r = ask({"blinds": "100/200", "street": "flop", "seats": ["A", "B", "C"], "stacks": {"B": 1000},
             "rules": "sources", "actions": ["A bet 400", "B push 1000"]})
    text = render.text(r, lang)
    assert "TDA 22 (03.9, RU-22), TDA 24-A (RU-24A)" in text and "TDA 44" in text
    assert [u["data"] for u in r.to_dict()["still_tda2024"]] == ["disputes", "colour-up"]


# ------------------------------------------------------------------ F. out-of-turn replies as ruled
SC = {"blinds": "100/200", "street": "flop", "seats": ["A", "B", "C", "D"], "stacks": {"B": 900},
      "actions": ["A bet 200", "D call"]}


@pytest.mark.parametrize("lang", ["en", "pl", "ru"])
def test_heldback_replies_all_in_and_in_words_are_said_as_ruled(lang):
    args = {"scenario": SC, "player": "D", "replies": [["B allin", "C fold"], ['B says "call"', "C call"]]}
    text = sentences.answer("engine.out_of_turn", args, engine.out_of_turn(**args), lang=lang)
    assert "says" not in text and "allin" not in text and '"' not in text
    assert {"en": "goes all-in", "pl": "all-in", "ru": "олл-ин"}[lang] in text


# ------------------------------------------------------------------ G. one name per concept
def test_heldback_one_class_per_name_across_the_package():
    seen: dict[str, list[str]] = {}
    for path in sorted((ROOT / "rulescore").rglob("*.py")):
        if "_built" in path.parts:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef) and "Departure" in node.name:
                seen.setdefault(node.name, []).append(str(path.relative_to(ROOT)))
    assert {k: v for k, v in seen.items() if len(v) > 1} == {}
    assert seen["Departure"] == ["rulescore/records/vocabulary.py"]
