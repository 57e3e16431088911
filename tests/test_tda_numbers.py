"""TDA 2024 numbers first (issue 23): every rule reference in a ruling carries its TDA 2024 number from the
rule book; the text view cites ``[TDA 45 · 08.6]``, the JSON keeps ``rules`` and each action's ``rule`` and
adds ``rule_refs`` and ``tda``."""

from __future__ import annotations

import pytest

from rulescore import RulesError, ask, catalogue
from rulescore.reference import rulebook

IA_10_1 = {"blinds": "50/100", "street": "flop", "seats": ["A", "B", "C", "D", "E"], "stacks": {"B": 125, "D": 200},
           "actions": ["A bet 100", "B allin", "C call", "D allin", "E call"]}


def test_IA_10_1_cites_TDA_47_first_in_the_text_and_the_json():
    r = ask(IA_10_1)
    text = r.to_text()
    assert "-> raise to 125 (all-in, incomplete) [TDA 47 · IA-10]" in text
    assert text.endswith("rules: TDA 43 · 08.4, TDA 47 · IA-10")
    d = r.to_dict()
    assert d["rules"] == ["08.4", "IA-10"]
    assert d["rule_refs"] == [{"id": "08.4", "tda": "43"}, {"id": "IA-10", "tda": "47"}]
    assert [(a["rule"], a["tda"]) for a in d["actions"]] == [("08.4", "43"), ("IA-10", "47"), ("", None),
                                                             ("IA-10", "47"), ("", None)]
    assert d["last_action"]["tda"] is None


def test_TDA_47_A_an_official_number_cites_itself():
    # A bet 100, B short all-in for 125: betting is not reopened for A, whose all-in is a call (TDA 47-A)
    r = ask({"blinds": "50/100", "street": "flop", "seats": ["A", "B", "C"], "stacks": {"A": 1000, "B": 125},
             "actions": ["A bet 100", "B allin", "C call", "A allin"]})
    last = r.actions[-1]
    assert (str(last.ruled_as), last.rule, last.tda) == ("call", "TDA 47-A", "47-A")
    assert "[TDA 47-A]" in r.to_text() and "TDA 47-A" in r.to_text().splitlines()[-1]
    assert {"id": "TDA 47-A", "tda": "47-A"} in r.to_dict()["rule_refs"]


def test_PL_52_the_cap_on_raises_sits_under_tda_48():
    r = ask({"game": "LHE", "blinds": "100/200", "street": "flop", "seats": ["A", "B", "C"], "actions": ["A bet 200"]})
    assert {"id": "PL-52", "tda": "48"} in r.to_dict()["rule_refs"]
    assert r.to_text().splitlines()[-1] == "rules: TDA 43 · 08.4, TDA 48 · PL-52"


def test_a_rule_the_book_does_not_number_shows_its_own_id_alone():
    assert rulebook.tda("PL-99") is None and rulebook.cite("PL-99") == "PL-99"


def test_RP_11_a_recommended_procedure_keeps_its_number():
    assert rulebook.tda("RP-11") == "RP-11" and rulebook.tda("TDA 29") == "29" and rulebook.tda("TDA 30") == "30"


def test_03_3_showdown_lines_cite_the_tda_number_too():
    r = ask({"blinds": "100/200", "seats": ["A", "B"], "stacks": {"A": 1000, "B": 1000}, "board": "Kc Qc 8d 5s 2h",
             "hands": {"A": "As Ad", "B": "Ks Kd"}, "actions": ["A allin", "B call"]})
    assert "every hand face up now (A, B) [TDA 16 · 03.3]" in r.to_text()


@pytest.mark.parametrize("entry", [e for e in catalogue.load() if e.scenario is not None], ids=lambda e: e.id)
def test_every_catalogue_ruling_numbers_each_rule_reference(entry):
    try:
        r = ask(entry.scenario)
    except RulesError:
        return
    d = r.to_dict()
    assert [x["id"] for x in d["rule_refs"]] == d["rules"]
    assert all(x["tda"] == rulebook.tda(x["id"]) for x in d["rule_refs"])
    assert all(a["tda"] == (rulebook.tda(a["rule"]) if a["rule"] else None) for a in d["actions"])
    for part in ("events", "requests"):
        for x in (d.get("showdown") or {}).get(part, []):
            assert x["tda"] == rulebook.tda(x["rule"])
