"""The official TDA 2024 examples as the catalogue's sixth source, and every entry of the five renderings
linked to its official counterpart (issue 21).

The verdicts of the official entries are pinned with the others (tests/verdicts/official.yaml, run by
tests/test_catalogue.py); here: the links, the coverage of the official examples, and the entries that wait
for the engine."""

import re

import pytest

from rulescore import catalogue as cat
from rulescore.catalogue.entries import official_examples
from rulescore.catalogue.schema import RENDERINGS
from rulescore.catalogue.verdicts import diff_pairs, project
from rulescore.records.errors import RulesError
from rulescore.reference import tda2024

ENTRIES = cat.load()
BY_ID = {e.id: e for e in ENTRIES}
OFFICIAL = [e for e in ENTRIES if e.source == "TDA"]
RENDERED = [e for e in ENTRIES if e.source in RENDERINGS]


def test_every_entry_of_the_five_renderings_names_its_official_rule_or_says_why_there_is_none():
    unlinked = [e.id for e in RENDERED if not e.official]
    assert unlinked == []
    for e in RENDERED:
        link = e.official
        if "none" in link:
            assert link["none"][0].isupper() and len(link["none"]) > 40, e.id
            continue
        assert tda2024.known(link["rule"]), e.id
        if e.tda is not None and not str(e.tda).startswith("RP"):
            # the entry's TDA number is the rule its link names (the link adds the letter)
            assert tda2024.split(str(e.tda))[0] == tda2024.split(link["rule"])[0], (e.id, e.tda, link)


def test_official_examples_are_linked_from_the_renderings_that_restate_them():
    """An Illustration Addendum example of the Polish rendering links the official example it restates; the
    official example exists and sits under the same official rule."""
    for e in RENDERED:
        for ex in official_examples(e):
            o = BY_ID[ex]
            assert o.source == "TDA"
            assert tda2024.split(str(o.tda))[0] == tda2024.split(e.official["rule"])[0], (e.id, ex)
    restated = {ex for e in RENDERED for ex in official_examples(e)}
    # every IA example has its official counterpart (the Polish Addendum renders the official one)
    ia = [e for e in RENDERED if e.source == "IA" and re.fullmatch(r"IA-\d\d-\d+[A-Z]?|IA-0[12]", e.id)]
    assert [e.id for e in ia if not official_examples(e)] == []
    assert {"TDA-45-2", "TDA-52B-1", "TDA-47-3B", "TDA-16-1", "TDA-54B-1"} <= restated


def test_rule_8_a_s_52_players_and_the_rule_texts_examples_are_entries():
    ids = {e.id for e in OFFICIAL}
    assert {"TDA-41-1", "TDA-43A-1", "TDA-43B-1", "TDA-45A-1", "TDA-45A-2", "TDA-52A-1", "TDA-54B-1", "TDA-54B-2",
            "TDA-57-1", "TDA-61-1", "TDA-RP-8A-1"} <= ids


def test_every_rule_with_an_addendum_has_its_examples_in_the_catalogue():
    with_examples = {tda2024.split(str(e.tda))[0] for e in OFFICIAL}
    addendum = {n for n, r in tda2024.rules().items() if r.addendum}
    assert addendum == {"10", "11", "16", "18", "38", "40", "43", "45", "46", "47", "51", "52", "53"}
    assert addendum <= with_examples


def test_the_official_source_is_covered_entry_by_entry():
    rows = [r for r in cat.coverage(ENTRIES) if r["source"] == "TDA"]
    assert rows and [r["item"] for r in rows if not r["ids"]] == []
    assert sorted(r["item"] for r in rows) == sorted(e.id for e in OFFICIAL)


def test_official_ids_follow_the_pattern_sources_yaml_documents():
    pattern = next(s["id_pattern"] for s in cat.sources() if s["id"] == "TDA")
    assert all(re.fullmatch(pattern, e.id) for e in OFFICIAL)
    assert all(e.rule == f"TDA {tda2024.split(str(e.tda))[0]}" for e in OFFICIAL), \
        [e.id for e in OFFICIAL if e.rule != f"TDA {tda2024.split(str(e.tda))[0]}"]


WAITING = [e for e in OFFICIAL if e.waits]


@pytest.mark.parametrize("entry", WAITING, ids=[e.id for e in WAITING])
def test_an_official_example_waits_only_while_the_engine_cannot_rule_it(entry):
    """Once the inputs under ``waits`` reproduce the official figures, the entry must compute them (move the
    inputs out of ``waits``): a waiting entry that the engine could rule would hide a pinned verdict."""
    waits = entry.waits
    assert waits.get("scenario") or waits.get("compute"), entry.id
    figures = entry.published or waits.get("illustrated") or {}
    assert figures, entry.id
    from rulescore import ask

    try:
        result = ask(waits["scenario"]).to_dict() if "scenario" in waits else None
    except RulesError:
        return
    if result is None:
        return
    assert diff_pairs(figures, project(figures, result)), (
        f"{entry.id} computes now: move waits.scenario to scenario and drop waits ({waits['for']})")


def test_a_waiting_entry_says_what_it_waits_for_in_its_reason():
    for e in WAITING:
        c = cat.check(e)
        assert c.verdict == "text-only" and "waits for" in c.reason and e.waits["for"].split()[0] in c.reason
