"""One list of where the renderings depart from TDA 2024 (issues 30, 32, 35): the engine's points
(:data:`rulescore.reference.rulesets.POINTS`) and the departures ``rulescore check`` lists as changing a ruling are the
same list, both ways. A point is ruled in a hand (``rules: sources`` applies it, and the ruling names the other
set's outcome with its chips) or by a function of its own (the dispute deadlines, the chip race), which a hand's
ruling by the renderings names in one line (JSON ``still_tda2024``)."""

from __future__ import annotations

from dataclasses import replace
from types import SimpleNamespace

import pytest

from rulescore import ask, catalogue
from rulescore.catalogue import crosscheck
from rulescore.catalogue.registry import COMPUTE
from rulescore.records.vocabulary import RuleSet
from rulescore.reference import rulesets


@pytest.fixture(scope="module")
def departures():
    return catalogue.report().departures


def test_the_engines_points_and_checks_departures_that_change_a_ruling_are_one_list(departures):
    assert rulesets.disagreements(departures) == []
    ruling = {(d.point, d.tda_rule) for d in departures if d.severity == "ruling"}
    points = {(p.data, rule) for p in rulesets.POINTS.values() for rule in p.rules}
    assert {(d, r) for d, r in ruling if not any(d == pd and r == pr for pd, pr in points)} == set()
    for p in rulesets.POINTS.values():
        assert any(d.point == p.data and d.tda_rule in p.rules and d.severity == "ruling" for d in departures), p


def test_a_departure_that_changes_a_ruling_with_no_point_is_reported(departures):
    one = next(d for d in departures if d.severity == "ruling")
    stray = replace(one, id="PL-99", point="no-such-point")
    found = rulesets.disagreements([*departures, stray])
    assert len(found) == 1 and "PL-99" in found[0] and "no-such-point" in found[0]


def test_a_point_with_no_departure_that_changes_a_ruling_is_reported(departures, monkeypatch):
    extra = rulesets.Point(point="made-up", tda="99", sources=("08.1",), data="methods-of-betting",
                           tda2024="x", renderings="y")
    monkeypatch.setitem(rulesets.POINTS, "made-up", extra)
    found = rulesets.disagreements(departures)
    assert len(found) == 1 and "made-up" in found[0]


def test_a_departure_the_point_does_not_cover_by_its_sources_is_reported(departures):
    one = next(d for d in departures if d.severity == "ruling" and d.point == "odd-chip")
    found = rulesets.disagreements([replace(one, id="RU-20") if d is one else d for d in departures])
    assert found and "RU-20" in found[0]


def test_a_point_ruled_in_a_hand_is_named_by_the_ruling_of_its_departures_scenario(departures):
    """Where check's table consequence is a scenario, the ruling of it names the engine's point (that is where
    its chips come from) and, with rules: sources, applies the renderings' result."""
    ref = crosscheck.reference()
    seen = set()
    for d in departures:
        if d.severity != "ruling":
            continue
        key = next(k for k, *_ in d.differences if k in ref[d.point].table)
        spec = ref[d.point].table[key]
        if "scenario" not in spec:
            continue
        tda, src = ask(spec["scenario"]), ask(spec["scenario"], rules="sources")
        (point,) = {x.point for x in tda.departures}
        p = rulesets.POINTS[point]
        assert p.ruled_in == rulesets.HAND and p.data == d.point and d.tda_rule in p.rules
        assert [x.point for x in src.departures] == [point]
        assert tda.departures[0].renderings == src.departures[0].renderings
        seen.add(point)
    assert {"raise-word-then-motions", "overchip-last-chip", "spoken-check-counts"} <= seen


def test_a_point_ruled_outside_the_hand_names_a_catalogue_function_and_its_departure_uses_it(departures):
    ref = crosscheck.reference()
    outside = [p for p in rulesets.POINTS.values() if p.ruled_in != rulesets.HAND]
    assert {p.data for p in outside} == {"disputes", "colour-up"} and tuple(outside) == rulesets.UNRULED
    for p in outside:
        assert p.ruled_in in COMPUTE and p.what
        for d in departures:
            if d.point == p.data and d.severity == "ruling":
                key = next(k for k, *_ in d.differences if k in ref[d.point].table)
                assert ref[d.point].table[key]["compute"]["function"] == p.ruled_in


def test_applied_points_are_the_points_ruled_in_a_hand():
    assert rulesets.applied_points() == tuple(p for p in rulesets.POINTS.values() if p.ruled_in == rulesets.HAND)
    assert rulesets.ruled_by_sources("out-of-turn", "53-B").point == "spoken-check-counts"
    assert rulesets.ruled_by_sources("disputes", "22") is None


def test_a_ruling_by_the_renderings_names_the_points_outside_it_and_not_08_C():
    r = ask({"blinds": "100/200", "street": "flop", "seats": ["A", "B"], "rules": "sources", "actions": []})
    named = r.to_dict()["still_tda2024"]
    assert [(u["data"], u["tda"]) for u in named] == [("disputes", "22"), ("colour-up", "24-A")]
    assert all("08-C" not in u["sources"] for u in named)
    text = r.to_text()
    assert "outside this ruling" in text and "TDA 22 (03.9, RU-22)" in text and "rulescore does not rule" not in text
    assert ask({"blinds": "100/200", "street": "flop", "seats": ["A", "B"], "actions": []}).to_dict()["still_tda2024"] == []


@pytest.mark.parametrize("lang", ["en", "pl", "ru"])
def test_the_line_of_a_ruling_by_the_renderings_reads_in_each_language(lang):
    from rulescore.words import ruling as words

    r = ask({"blinds": "100/200", "street": "flop", "seats": ["A", "B"], "rules": "sources", "actions": []})
    line = next(x for x in words.text(r, lang).splitlines() if "TDA 22" in x)
    assert "TDA 24-A (RU-24A)" in line and "{" not in line
    assert {"en": "outside this ruling", "pl": "poza tym rozstrzygnięciem", "ru": "вне этого решения"}[lang] in line


# ------------------------------------------------------------------ IA-14-2: the spoken check, by the table
def test_IA_14_2s_departure_changes_a_ruling_with_the_chips_of_the_call(departures):
    d = next(x for x in departures if x.id == "IA-14-2")
    assert (d.point, d.tda_rule, d.severity) == ("out-of-turn", "53-B", "ruling")
    t = d.table_rulings
    assert t["computed"] and t["values"]["tda2024"]["to"] == 600 and t["values"]["rendering"]["as"] == "pending"
    assert "a call of 600" in d.table and "pending action" not in d.table


# ------------------------------------------------------------------ PL-58 and 08.4: the renderings rule alike
@pytest.mark.parametrize("rules", ["tda2024", "sources"])
@pytest.mark.parametrize("actions, folded", [
    (["S3 fold"], "S3"),                                     # first to act folds with nothing bet
    (["S3 check", "S4 fold"], "S4"),                         # a fold facing a check
    (["S3 bet 300", "S5 fold", "S4 raise 900"], "S5"),       # out of turn, then the action changes: binds
])
def test_tda_58_a_non_standard_fold_binds_in_both_sets(rules, actions, folded):
    r = ask({"blinds": "50/100", "street": "flop", "seats": ["S3", "S4", "S5", "S6"], "rules": rules,
             "actions": actions})
    fold = next(a for a in r.actions if a.player == folded)
    assert str(fold.ruled_as) == "fold" and not r.departures and folded not in r.options


@pytest.mark.parametrize("rules", ["tda2024", "sources"])
@pytest.mark.parametrize("push, kind, to", [
    ("B push 1000+500", "raise", 2000),      # exactly half the minimum raise: the full minimum
    ("B push 1000+500+100x2", "raise", 2000),
    ("B push 1000+100x4", "call", 1000),     # less than half: a call
])
def test_tda_43_A_the_fifty_percent_standard_rules_alike_in_both_sets(rules, push, kind, to):
    r = ask({"blinds": "100/200", "street": "flop", "seats": ["A", "B", "C"], "rules": rules,
             "actions": ["A bet 1000", push]})
    assert (str(r.actions[-1].ruled_as), r.actions[-1].to, r.departures) == (kind, to, ())


def test_PL_58_and_08_4_stay_missing_facts_and_are_recorded_as_ruled_alike(departures):
    by_id = {d.id: d for d in departures}
    assert by_id["PL-58"].severity == by_id["08.4"].severity == "missing-fact"
    assert {"43-A", "58"} <= {k.split()[0] for k in rulesets.ALIKE}
    assert not any(p.data in ("non-standard-folds", "raise-amount") for p in rulesets.POINTS.values())


def test_disagreements_reads_any_record_with_the_departure_fields():
    d = SimpleNamespace(id="03.9", point="disputes", tda_rule="22", severity="ruling")
    assert all("disputes" not in x for x in rulesets.disagreements([d]))
    assert RuleSet.SOURCES.value == "sources"
