"""Departures of the five renderings from TDA 2024 (issue 21), read side by side with the official text and
computed from the comparison data (data/tda2024.yaml and the entries' `states`). The list itself is pinned
in tests/verdicts/departures.yaml (tests/test_catalogue.py); here: the ones the issue names, their shape in
`rulescore check --json`, how their kind is worked out, and that the comparison data is sound."""

import re

import pytest

from rulescore import catalogue as cat
from rulescore.catalogue.crosscheck import (
    DEPARTURE_KINDS,
    NO_SUCH,
    OMITTED,
    departure_kind,
    reference,
    reference_points,
    table_consequence,
)
from rulescore.catalogue.entries import leaves
from rulescore.reference import tda2024


@pytest.fixture(scope="module")
def report():
    return cat.report()


@pytest.fixture(scope="module")
def found(report):
    return {d.id: d for d in report.departures}


# ----------------------------------------------------------------------------------- what the issue names
@pytest.mark.parametrize("ident, rule, kind", [
    ("08.5", "44", "fact dropped"),            # the last chip is an overchip too
    ("08.6", "45-A", "clause reversed"),       # last chips all-in where 45-A applies the call test
         # the official example with last chips all needed left out
    ("08.4", "43-A", "fact dropped"),          # 50 % or more obliges the full minimum raise
    ("PL-54B", "54-B", "fact dropped"),        # the dead blind and full blinds assumed preflop
    ("08.9", "53-A", "condition added"),       # "had time to react"
    ("PL-57", "57", "words changed"),          # "play for five" against "bet five"
    ("IA-09-1", "46-C", "figure dropped"),     # the official situations' figures
    ("IA-09-4", "46-C", "figure dropped"),
    ("RU-24A", "24-A", "words changed"),
    ("RU-27", "29", "words changed"),
    ("03-C", "16", "clause reversed"),         # tabled after the river instead of before it
    ("03-D", "17-A", "clause reversed"),       # the order binds even after a voluntary show
    ("RU-15", "14", "words changed"),          # dead only once the dealer mucks them
    ("03.10", "15-B", "words changed"),        # the player who is out made the TD's option
    ("RU-18C", "18", "condition added"),       # a collusion review TDA 18 does not have
    ("PL-59", "59-B", "words changed"),        # the TD recommends where he rules
    ("08.2", "41", "fact dropped"),            # a tiny chip subject to a penalty
])
def test_departure_named_by_the_issue(found, ident, rule, kind):
    d = found[ident]
    assert (d.tda_rule, d.kind) == (rule, kind)


def test_the_count_of_departures_is_no_longer_two(report):
    assert len(report.departures) > 17


def test_departures_in_check_json_keep_their_keys_and_add_the_official_side(report):
    for d in report.to_dict()["departures"]:
        assert {"id", "source", "point", "tda", "differences", "reason", "proposed_correction"} <= set(d)
        assert {"tda_rule", "official", "rendering", "table", "kind"} <= set(d)
        assert d["kind"] in DEPARTURE_KINDS and set(d["kinds"]) <= set(DEPARTURE_KINDS)
        assert tda2024.known(d["tda_rule"]), d["id"]
        for side in ("official", "rendering"):
            text = d[side]
            # one sentence of our own: a capital, one full stop at the end
            assert (text[0].isupper() or text[0].isdigit()) and text.endswith(".") and not re.search(r"\.\s+[A-Z]", text[:-1]), (d["id"], side)
        assert d["table"].endswith("."), d["id"]
        assert d["severity"] in ("ruling", "contradiction", "impossible", "missing-fact", "wording")


def test_a_table_ruling_says_both_outcomes_with_their_chips(found):
    odd = found["03.7"].table_rulings
    assert odd["computed"] and odd["values"] == {"tda2024": {"S5": 5300, "S8": 5200}, "rendering": {"S5": 5500, "S8": 5000}}
    assert "TDA 2024: S5 5300 and S8 5200" in found["03.7"].table
    assert found["RU-22"].table_rulings["tda2024"] == "the count is corrected"
    assert found["RU-22"].table_rulings["rendering"] == "the pot stands as awarded"
    assert found["RU-27"].severity == "ruling" and found["IA-09-1"].severity == "missing-fact"


def test_every_table_spec_shows_a_difference_or_says_what_it_waits_for(report):
    for d in report.departures:
        t = d.table_rulings
        if t is None:
            continue
        if t["computed"]:
            assert t["differs"], f"{d.id}: both rule sets rule the same, the table spec shows nothing"
        else:
            assert t["note"].startswith("not computed"), d.id


# --------------------------------------------------------------------------------------- kinds, computed
def test_the_kind_follows_from_the_two_values():
    assert departure_kind(OMITTED, True) == "fact dropped"
    assert departure_kind(OMITTED, "25/50 …", figure=True) == "figure dropped"
    assert departure_kind("the skipped player had time", NO_SUCH) == "condition added"
    assert departure_kind(True, False) == "clause reversed"
    assert departure_kind(50, 25) == "words changed"
    assert departure_kind("round-up", "race") == "words changed"


def test_a_table_spec_in_words_is_marked_as_not_computed():
    t = table_consequence({"situation": "x", "outcomes": {"tda2024": "binds", "rendering": "does not bind"}})
    assert (t["computed"], t["differs"], t["tda2024"]) == (False, True, "binds")


# ------------------------------------------------------------------------------------ the comparison data
def test_every_official_fact_names_a_rule_with_its_letter_that_exists():
    for rp in reference().values():
        for key, o in rp.official.items():
            assert tda2024.known(o["rule"]), (rp.point, key, o["rule"])
            assert tda2024.split(o["rule"])[0] == tda2024.split(str(rp.tda).split("-")[0])[0] or \
                "-" in str(rp.tda), (rp.point, key)


def test_a_fact_said_to_be_left_out_is_one_the_official_rule_states():
    """`value: omitted` is a claim about the official text: the fact must be one of the reference's facts for
    a point the entry is compared with (otherwise it would be silence dressed up as a departure)."""
    ref = reference()
    for e in cat.load():
        for key, s in e.states.items():
            if str(s.get("value", "")).lower() == OMITTED:
                facts = {k for rp in reference_points(e, ref) for k in leaves(rp.reference)}
                assert key in facts, (e.id, key)


def test_renderings_that_say_what_the_official_text_says_do_not_depart(found):
    for ident in ("IA-07-1", "IA-10-1", "IA-12-1", "RU-16", "IA-03-1", "08.10", "PL-55", "RU-20",
                  "IA-08", "08-C", "IA-05-1B", "03.2", "IA-05-1A", "IA-14-1"):
        assert ident not in found
