"""The held-back half of the committee's kinds of error (tests/test_errata_committee.py has the first half).

Written before the errata were rewritten and not run while rewriting them: the same kinds, other cases.
"""

from __future__ import annotations

import re

import pytest

from rulescore import catalogue as cat
from rulescore.catalogue import errata

REPORT = cat.report()
ACT = REPORT.act_on()
SEEDS = errata.seeds_dir()
SOURCES = {s["id"]: s for s in cat.sources()}
ENTRIES = {e.id: e for e in REPORT.entries}

needs_seeds = pytest.mark.skipif(SEEDS is None, reason="no seed files")


def _seed(source: str) -> str:
    assert SEEDS is not None
    return (SEEDS / SOURCES[source]["file"]).read_text(encoding="utf-8")


# 1. a correction against the rule it cites -------------------------------------------------------------
def test_the_english_and_the_source_language_replacement_cite_the_same_rules():
    cite = re.compile(r"\b(?:TDA|TDA rule|zasada|правило) (\d+(?:-[A-ZА-Я])?)")
    for a in ACT:
        en = set(re.findall(r"\bTDA (\d+(?:-[A-Z])?)", a.correction_in("en")))
        own = set(re.findall(r"\bTDA (\d+(?:-[A-Z])?)", a.correction_in(a.language)))
        assert en == own, (a.item.change, en, own)
        assert cite  # the pattern is used by the other checks


def test_a_problem_names_the_official_rule_of_each_departure_it_rests_on():
    for a in ACT:
        for f in a.findings:
            if f.kind == "departure":
                rule = str(f.detail.get("tda_rule") or f.detail.get("tda"))
                assert rule.split("-")[0] in a.problem_in("en"), (a.item.change, rule)


# 2. an erratum against faithful text -------------------------------------------------------------------
def test_a_wording_verdict_item_quotes_the_words_its_check_found_wrong():
    for a in ACT:
        for f in a.findings:
            if f.kind == "verdict" and f.detail.get("kinds") == ("wording",):
                c = next(c for c in REPORT.checks if c.id == f.ids[0])
                assert any(not w["holds"] for w in c.words), (a.item.change, "wording verdict with no failing word")


# 3. a departure where the rendering is silent ----------------------------------------------------------
def test_a_departure_names_only_facts_the_entry_prints_or_states():
    for d in REPORT.departures:
        e = ENTRIES[d.id]
        stated = set(e.states) | set(_leaves(e.published))
        for key, _, _ in d.differences:
            assert key in stated or key.rsplit(".", 1)[-1] in {k.rsplit(".", 1)[-1] for k in stated}, (d.id, key)


def _leaves(d, prefix=""):
    if isinstance(d, dict):
        for k, v in d.items():
            yield from _leaves(v, f"{prefix}{k}.")
    else:
        yield prefix.rstrip(".")


# 4. a replacement that applies --------------------------------------------------------------------------
@needs_seeds
def test_after_a_sentence_or_paragraph_replacement_the_quoted_words_are_gone():
    for a in ACT:
        if a.item.scope == "insert_after":
            continue
        after = errata.normalise(errata.apply(a.item, _seed(a.item.source)))
        assert errata.normalise(a.item.quote) not in after, (a.item.change, "the wrong words are still there")


@needs_seeds
def test_a_replacement_copies_no_twelve_words_of_the_source():
    for a in ACT:
        seed = re.findall(r"\w+", errata.normalise(_seed(a.item.source)))
        runs = {" ".join(seed[i:i + 12]) for i in range(len(seed) - 11)}
        words = re.findall(r"\w+", errata.normalise(a.correction_in(a.language)))
        for i in range(len(words) - 11):
            assert " ".join(words[i:i + 12]) not in runs, (a.item.change, " ".join(words[i:i + 12]))


def test_a_replacement_leaves_no_instruction_to_the_editor():
    for a in ACT:
        for lang in ("en", a.language):
            t = a.correction_in(lang)
            assert not re.match(r"\s*(Add|Insert|Replace|Dodać|Dodaj|Zastąp|Дополнить|Добавить|Заменить)\b", t), \
                (a.item.change, lang)


# 5. the severity the table bears out ----------------------------------------------------------------------
def test_an_item_with_no_departure_is_never_a_changed_ruling():
    for a in ACT:
        if not any(f.kind == "departure" for f in a.findings):
            assert a.severity != "ruling", a.item.change


def test_the_frequency_of_an_item_comes_from_the_real_hands_counts():
    counts = errata.situation_counts()
    for a in ACT:
        if a.frequency is not None:
            assert a.frequency in counts.values(), (a.item.change, a.frequency)


# 6. words a committee writes -----------------------------------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "pl", "ru"])
def test_the_summary_line_counts_the_items_it_lists(lang):
    text = REPORT.act_on_text(lang)
    n = len(REPORT.act_on(None if lang == "en" else lang))
    assert re.search(rf"\b{n}\b", text.split("\n", 1)[0]), (lang, text.split("\n", 1)[0])


def test_one_rule_is_cited_one_way_in_the_english_view():
    text = REPORT.act_on_text("en") + "\n" + REPORT.to_text("en")
    for e in REPORT.entries:
        off = (e.official or {}).get("rule")
        if not off or "-" not in str(off):
            continue
        base = str(off).split("-")[0]
        # a rule with a letter is never cited as a range of rules ("40-42") in the same report
        assert not re.search(rf"\bTDA (?:2024 )?(?:rule )?{base}-\d\d\b", text), (e.id, base)


def test_the_russian_view_uses_one_term_for_substantial_action():
    text = REPORT.act_on_text("ru")
    assert "значим" not in text.lower() and "значительн" not in text.lower()
