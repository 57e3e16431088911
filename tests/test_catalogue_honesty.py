"""The honesty rules of the catalogue (issue 14), each on a small catalogue written for the test:

1. `published` holds only what the source printed; our own figures (`illustrated`) never count as agreement.
2. Every fact the source leaves out is an assumption; readings that split make an entry underdetermined,
   and printed premises that rule readings out pin the fact instead.
3. A wrong word (label, stated reason, heading) is an erratum even when the figures are right.
4. Silence is neither a conflict nor a departure.
5. Conflicts are searched in each family (a rule and its illustrations, one TDA rule), not only by point,
   and say whether they are a contradiction or an unstated exception.
6. Readings the engine supports are tried before `impossible`; the wording error is reported either way.
"""

from __future__ import annotations

import pytest
import yaml

from rulescore import catalogue as cat
from rulescore.records.errors import CatalogueError

FLOP = {"blinds": "100/200", "street": "flop", "seats": ["A", "B", "C", "D"],
        "actions": ["A bet 600", "B raise 1600", "C raise 3600"], "ask": "D"}


def entry(ident="IA-07-1", source="IA", **over) -> dict:
    e = {"id": ident, "source": source, "rule": "08.4", "title": "A test entry",
         "summary": "A situation written for the tests.", "kind": "computed",
         "scenario": FLOP, "assumed": ["four players on the flop"], "published": {"min_raise_to": 5600}}
    e.update(over)
    return {k: v for k, v in e.items() if v is not None}


def load(tmp_path, *items) -> list[cat.Entry]:
    d = tmp_path / "rulings"
    d.mkdir(exist_ok=True)
    (d / "t.yaml").write_text(yaml.safe_dump(list(items), sort_keys=False), encoding="utf-8")
    return cat.load(d)


def check(tmp_path, **over) -> cat.Check:
    (e,) = load(tmp_path, entry(**over))
    return cat.check(e)


# ------------------------------------------------------------------ 1. printed figures apart from our own
def test_an_entry_with_only_our_figures_is_illustrated_never_agrees(tmp_path):
    c = check(tmp_path, published="nothing", assumed=None, illustrated={"min_raise_to": 5600})
    assert c.verdict == "illustrated" and not c.printed and c.published == {}
    assert c.illustrated["verdict"] == "agrees"
    assert c.to_dict()["illustrated"]["figures"] == {"min_raise_to": 5600}


def test_wrong_figures_of_our_own_are_the_catalogue_s_problem_not_an_erratum(tmp_path):
    c = check(tmp_path, published="nothing", assumed=None, illustrated={"min_raise_to": 7000})
    assert c.verdict == "illustrated" and c.illustrated["verdict"] == "disagrees"
    assert not cat.is_erratum(c)


def test_illustrated_figures_beside_printed_ones_do_not_decide_the_verdict(tmp_path):
    c = check(tmp_path, published={"to_call": 3600}, illustrated={"min_raise_to": 9999})
    assert c.verdict == "agrees" and c.illustrated["verdict"] == "disagrees"


def test_the_schema_makes_an_entry_without_printed_figures_say_so(tmp_path):
    with pytest.raises(CatalogueError, match="published: missing"):
        load(tmp_path, entry(published=None))
    with pytest.raises(CatalogueError, match="illustrated: missing .required.: an entry whose source prints nothing"):
        load(tmp_path, entry(published="nothing", assumed=None))
    with pytest.raises(CatalogueError, match="published: is the figures and words the source printed"):
        load(tmp_path, entry(published={}))


def test_printed_figures_need_their_assumptions_listed(tmp_path):
    with pytest.raises(CatalogueError, match="assumed: missing .required.: an entry that checks printed figures"):
        load(tmp_path, entry(assumed=None))
    (e,) = load(tmp_path, entry(assumed=[]))
    assert e.assumed == ()


# ------------------------------------------------------------------------- 2. missing facts and readings
# A short all-in on the flop: whether C is reopened depends on B's stack, which the "source" leaves out.
SHORT = {"blinds": "50/100", "street": "flop", "seats": ["A", "B", "C"], "stacks": {"B": 175},
         "actions": ["A bet 100", "B allin"], "ask": "C"}


def test_readings_that_split_make_the_entry_underdetermined(tmp_path):
    c = check(tmp_path, scenario=SHORT, published={"min_raise_to": 275},
              readings=[{"label": "B had 300", "patch": {"stacks": {"B": 300}}}])
    assert c.verdict == "underdetermined" and c.erratum == ("missing fact",)
    assert c.correction == ("State the fact the answer depends on, so that only the printed answer fits. Under "
                            "the reading “B had 300”, a minimum raise to 500, not what the source prints.")


def test_a_printed_premise_pins_the_missing_fact(tmp_path):
    """The printed figure that states the situation (here the bet faced) rules a reading out: not
    underdetermined, and the reason says which reading the source must mean."""
    c = check(tmp_path, scenario=SHORT, published={"to_call": 175, "min_raise_to": 275}, premises=["to_call"],
              assumed=["B had 175"], readings=[{"label": "B had 300", "patch": {"stacks": {"B": 300}}}])
    assert c.verdict == "agrees"
    assert c.readings[0]["pinned_out"] == "the amount to call is 300 by the rules, not the printed 175"
    assert ("The source states the amount to call (175), which settles the missing fact: only the reading assumed "
            "here (B had 175) has it, while under “B had 300” the amount to call would be 300.") in c.reason
    assert "So the source must mean" not in c.reason  # the sentence before has said it (third committee read)


def test_premises_must_name_printed_figures(tmp_path):
    with pytest.raises(CatalogueError, match="premises: 'pots.amount' is not a published figure"):
        load(tmp_path, entry(premises=["pots.amount"]))


def test_a_premise_no_reading_fits_is_an_erratum_of_the_figures(tmp_path):
    c = check(tmp_path, scenario=SHORT, published={"to_call": 999}, premises=["to_call"])
    assert c.verdict == "disagrees" and c.erratum == ("figures",)
    assert "The printed figures fit no reading" in c.reason


# ------------------------------------------------------------------------------------- 3. wrong words
def test_a_wrong_label_with_right_figures_is_an_erratum(tmp_path):
    words = [{"kind": "label", "says": "the raise to beat is C's whole 3600", "implies": {"increment": 3600},
              "fix": "Say the increment to beat is C's 2000."}]
    c = check(tmp_path, words=words)
    assert c.verdict == "disagrees" and c.erratum == ("wording",)
    assert ("The label does not hold: the raise to beat is C's whole 3600. Taken at its word it means a raise "
            "increment of 3600, while the rules give a raise increment of 2000.") in c.reason
    assert c.correction == "Say the increment to beat is C's 2000."
    assert c.words[0]["holds"] is False and c.words[0]["computed"] == {"increment": 2000}


def test_a_stated_reason_is_checked_by_its_own_computation(tmp_path):
    # 08-C: "a call because it falls short of the full raise" — the 50 % standard draws the line elsewhere.
    words = [{"kind": "reason", "says": "short of the full raise is a call",
              "compute": {"function": "declarations.fifty_percent", "args": {"call_to": 5000, "increment": 5000}},
              "implies": {"threshold": 10000}}]
    c = check(tmp_path, words=words)
    assert c.verdict == "disagrees" and c.words[0]["computed"] == {"threshold": 7500}


def test_words_that_hold_leave_the_verdict_alone(tmp_path):
    words = [{"kind": "heading", "says": "the increment is C's 2000", "implies": {"increment": 2000}}]
    c = check(tmp_path, words=words)
    assert c.verdict == "agrees" and c.words[0]["holds"] is True


# ---------------------------------------------------------------------------------- 4. silence
def statement(ident, source, rule, tda, states, published=None):
    return entry(ident=ident, source=source, rule=rule, tda=tda, kind="text-only", scenario=None, assumed=None,
                 published=published, states=states)


def test_silence_is_not_a_conflict(tmp_path):
    entries = load(tmp_path,
                   statement("03.9", "S03", "03.9", 22, {"accounting": {"says": "until significant action", "value": "sa"}}),
                   statement("RU-22", "RU", "RU-22", 22, {"break": {"says": "one minute after the award", "value": "1 min"}}))
    assert cat.conflicts(entries) == []


def test_silence_is_not_a_departure(tmp_path):
    p = tmp_path / "tda.yaml"
    p.write_text(yaml.safe_dump([{"point": "disputes", "tda": 22, "topic": "Disputes", "sources": ["03.9", "RU-22"],
                                  "reference": {"reading": "next hand", "before_break": "1 minute"}}]))
    entries = load(tmp_path, statement("03.9", "S03", "03.9", 22, {"reading": {"says": "until the next hand",
                                                                               "value": "next hand"}}))
    assert cat.departures(entries, cat.reference(p)) == []
    assert [r["key"] for r in cat.compare_reference(entries, cat.reference(p))] == ["reading"]


# ------------------------------------------------------------------------------ 5. conflicts by family
def test_a_rule_and_its_illustration_stating_a_fact_differently_conflict_without_a_point(tmp_path):
    entries = load(tmp_path,
                   statement("08.7", "S08", "08.7", 51, {"forfeit": {"says": "all the chips pushed", "value": "all"}}),
                   statement("08-E", "S08", "08.7", 51, {"forfeit": {"says": "only the bet covered", "value": "part"}}))
    (k,) = cat.conflicts(entries)
    assert k.ids == ("08.7", "08-E") and k.topic == "forfeit" and k.nature == "contradiction"
    assert k.reason == "08.7: all the chips pushed. 08-E: only the bet covered." and k.nature == "contradiction"
    assert [s["id"] for s in k.sides] == ["08.7", "08-E"]


def test_two_sources_on_one_tda_rule_are_compared(tmp_path):
    entries = load(tmp_path,
                   statement("03.4", "S03", "03.4", 17, {"order": {"says": "lapses", "value": "lapses"}}),
                   statement("RU-17", "RU", "RU-17", 17, {"order": {"says": "holds", "value": "holds"}}),
                   statement("IA-03-1", "IA", "03.3", 16, {"order": {"says": "holds", "value": "holds"}}))
    assert [k.ids for k in cat.conflicts(entries)] == [("03.4", "RU-17")]


def test_two_places_of_one_source_are_compared(tmp_path):
    """One document that states a fact two ways contradicts itself whatever rules the two places render
    (RU-16 and RU-28A, 08.5 and 08.6)."""
    entries = load(tmp_path,
                   statement("RU-16", "RU", "RU-16", 16, {"face-up": {"says": "at once", "value": "at once"}}),
                   statement("RU-28A", "RU", "RU-28", "RP-8", {"face-up": {"says": "later", "value": "later",
                                                                           "when": "hand-for-hand"}}),
                   statement("03.4", "S03", "03.4", 17, {"face-up": {"says": "later", "value": "later"}}))
    (k,) = cat.conflicts(entries)
    assert k.ids == ("RU-16", "RU-28A") and k.nature == "unstated exception"


def test_a_conflict_in_different_cases_is_an_unstated_exception(tmp_path):
    entries = load(tmp_path,
                   statement("08.7", "S08", "08.7", 51, {"forfeit": {"says": "all the chips pushed"}}),
                   statement("08-E", "S08", "08.7", 51, {"forfeit": {"says": "400 of a 500 chip",
                                                                      "when": "a single chip larger than the bet",
                                                                      "fix": "Add the single-chip case to 08.7."}}))
    (k,) = cat.conflicts(entries)
    assert k.nature == "unstated exception"
    assert "08-E speaks of a single chip larger than the bet" in k.reason and "08.7 states no exception" in k.reason
    assert k.correction == "Add the single-chip case to 08.7."


def test_the_same_value_in_other_words_is_no_conflict(tmp_path):
    entries = load(tmp_path,
                   statement("03.7", "S03", "03.7", 20, {"seat": {"says": "first seat left of the button", "value": "first"}}),
                   statement("RU-20", "RU", "RU-20", 20, {"seat": {"says": "nearest seat on the button's left",
                                                                   "value": "First"}}))
    assert cat.conflicts(entries) == []


# -------------------------------------------------------------------------- 6. readings before impossible
CHECK_FACING_A_BET = {"blinds": "50/100", "street": "flop", "seats": ["A", "B", "C"],
                      "actions": ["A bet 100", "B check"], "ask": "B"}


def test_a_coherent_reading_keeps_an_entry_from_impossible_and_the_wording_is_reported(tmp_path):
    """'B checks' facing a bet: read as a spoken check (PL-55) the situation can happen."""
    c = check(tmp_path, scenario=CHECK_FACING_A_BET, published={"to_call": 100},
              readings=[{"label": "a spoken check", "patch": {"actions": ["A bet 100", 'B says "check"']}}])
    assert c.verdict == "disagrees" and c.erratum == ("wording",)
    assert "As printed the situation cannot happen" in c.reason and "cannot check (PL-55)" in c.reason


def test_a_situation_word_reports_the_wording_of_a_coherent_entry(tmp_path):
    sc = {**CHECK_FACING_A_BET, "actions": ["A bet 100", 'B says "check"']}
    words = [{"kind": "situation", "says": "B checks facing the bet", "patch": {"actions": ["A bet 100", "B check"]},
              "implies": {}}]
    c = check(tmp_path, scenario=sc, published={"to_call": 100}, words=words)
    assert c.verdict == "disagrees" and c.words[0]["holds"] is False and "cannot check" in c.words[0]["error"]


def test_impossible_only_when_no_reading_can_happen(tmp_path):
    c = check(tmp_path, scenario=CHECK_FACING_A_BET, published={"to_call": 100},
              readings=[{"label": "three players again", "patch": {"seats": ["A", "B", "C"]}}])
    assert c.verdict == "impossible" and c.erratum == ("situation",)


def test_a_reason_cites_the_rule_the_engine_cites_for_a_check_facing_a_bet():
    """08-F prints a check facing a bet; the reason quotes the engine's objection and so cites the rule the
    engine cites for it (whatever that is), never a rule of the catalogue's own choosing, and the correction
    cites the official rule, not another source document (IA-14-2's official example has seat 5 check facing
    the bet too, so that is no erratum of the rendering)."""
    from rulescore import ask
    from rulescore.catalogue.entries import patch
    from rulescore.records.errors import RulesError

    rep = cat.report(ids=["08-F"])
    for c in rep.checks:
        e = cat.by_id(c.id)
        (w,) = [w for w in e.words if w["kind"] == "situation"]
        with pytest.raises(RulesError) as err:
            ask(patch(e.scenario, w["patch"]))
        assert err.value.rule and f"cannot check ({err.value.rule})" in c.reason, c.id
        assert "TDA 55" in c.correction and "PL-55" not in c.correction and "no action" not in c.correction, c.id
    assert not [w for w in cat.by_id("IA-14-2").words if w["kind"] == "situation"]
