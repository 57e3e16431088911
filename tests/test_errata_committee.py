"""The errata as a rules committee reads them before publishing: the kinds of error a committee finds.

Each test is one kind of error, checked over every live item (and, where the machinery must refuse it, on
an item made for the test):

* a correction that contradicts the TDA rule it cites, or cites a rule of another document;
* an erratum against text that says what the official text says;
* a departure where the rendering is silent;
* a replacement that does not apply cleanly to the quoted source text (scope, duplicated sentence,
  "Add:" left in, the wrong words left in place, words copied from the source);
* a severity the table does not bear out, and an order that is not the table's;
* words a committee would not publish: key-value leftovers, ids inside prose, repeated boilerplate, a term
  outside the glossary, Latin letters inside Cyrillic words.

The held-back half of these cases is tests/test_errata_committee_heldback.py.
"""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest
import yaml

from rulescore import catalogue as cat
from rulescore.catalogue import errata
from rulescore.catalogue.crosscheck import OMITTED
from rulescore.records.errors import CatalogueError

REPORT = cat.report()
ACT = REPORT.act_on()
SEEDS = errata.seeds_dir()
SOURCES = {s["id"]: s for s in cat.sources()}
ENTRIES = {e.id: e for e in REPORT.entries}
REF = cat.reference()


def _seed(source: str) -> str:
    assert SEEDS is not None
    return (SEEDS / SOURCES[source]["file"]).read_text(encoding="utf-8")


needs_seeds = pytest.mark.skipif(SEEDS is None, reason="the seed files are neither beside the checkout nor at "
                                                        "../shared/seeds (set RULESCORE_SEEDS)")


# ------------------------------------------------------------------ 1. a correction against the rule it cites
TDA_CITE = re.compile(r"\bTDA (?:rules? )?(RP-\d+(?:-[A-Z])?|\d+(?:-[A-Z])?)")
OUR_ID = re.compile(r"\b(IA-\d\d(?:-\d+[A-Z]?)?|PL-\d+[A-Z]?|RU-\d+[A-Z]?|0[38][.-][0-9A-J]+)\b")


def _rules_of(a: errata.ActOn) -> set[str]:
    """The official rules an item may cite: its findings' rules and its entries' official links."""
    out: set[str] = set()
    for f in a.findings:
        for k in ("tda", "tda_rule"):
            if f.detail.get(k):
                out.add(str(f.detail[k]))
    for i in a.rests_on:
        e = ENTRIES.get(i)
        if e is None:
            continue
        if e.tda is not None:
            out.add(str(e.tda))
        off = e.official or {}
        for r in [off.get("rule"), *(off.get("also") or [])]:
            if r:
                out.add(str(r))
    return out | {r.split("-")[0] for r in out if not r.startswith("RP")}


def test_a_correction_cites_only_the_official_rules_its_findings_rest_on():
    for a in ACT:
        allowed = _rules_of(a)
        for lang in ("en", a.language):
            for cited in TDA_CITE.findall(a.correction_in(lang)):
                assert cited in allowed or cited.split("-")[0] in allowed, (a.item.change, lang, cited, allowed)


def test_a_correction_cites_no_id_of_another_source_document():
    for a in ACT:
        for lang in ("en", a.language):
            # a chapter the source itself refers to ("rozdział 08.6") is the source's words, not a citation
            own_refs = re.sub(r"\b(chapters?|rozdział\w*|глав\w*) [0-9.]+", "", a.correction_in(lang))
            for cited in OUR_ID.findall(own_refs):
                src = ENTRIES[cited].source if cited in ENTRIES else None
                assert src in (None, a.item.source), (a.item.change, lang, cited, "another document")


def test_a_correction_never_restates_the_departing_value_it_corrects():
    """A replacement for a departure says the official value, not the rendering's (the words the reference
    gives for the rendering's value do not come back in the replacement)."""
    for a in ACT:
        for f in a.findings:
            if f.kind != "departure":
                continue
            for key, mine, _theirs in f.detail.get("differences", ()):
                if isinstance(mine, str) and mine not in (OMITTED, "none") and len(mine.split()) >= 5:
                    assert errata.normalise(mine) not in errata.normalise(a.correction_in("en")), (a.item.change, key)


# --------------------------------------------------------------------- 2. an erratum against faithful text
def test_no_item_rests_on_a_passage_the_reading_found_faithful():
    faithful = {r["id"] for r in errata.reading() if r["outcome"] == "faithful"}
    for a in ACT:
        assert not set(a.item.ids) & faithful, (a.item.change, sorted(set(a.item.ids) & faithful))


def test_every_item_and_every_entry_is_in_the_committee_reading():
    read = {r["id"]: r for r in errata.reading()}
    for e in REPORT.entries:
        if e.source in SOURCES and SOURCES[e.source].get("file"):
            assert e.id in read, (e.id, "not in data/errata/reading/checked.yaml")
    for a in ACT:
        for i in a.item.ids:
            assert read[i]["outcome"] == "erratum" and a.item.change in read[i]["items"], (a.item.change, i)


# --------------------------------------------------------------- 3. a departure where the rendering is silent
def test_a_fact_dropped_is_a_fact_of_the_rule_the_rendering_renders():
    """Silence is not a departure: a rendering departs by leaving out a fact only when it renders the
    official rule (or example) the fact belongs to; an official sub-rule it never renders is silence."""
    for d in REPORT.departures:
        e = ENTRIES[d.id]
        for (key, _mine, _), kind in zip(d.differences, d.kinds):
            if kind in ("fact dropped", "figure dropped"):
                rule = str(REF[d.point].official.get(key, {}).get("rule") or d.tda)
                assert errata.renders(e, rule), (d.id, key, rule, errata.rendered_rules(e))


def test_the_machinery_refuses_a_dropped_fact_of_a_rule_the_entry_does_not_render(tmp_path):
    entry = {"id": "03.2", "source": "S03", "rule": "03.2", "tda": 13, "official": {"rule": "13-A"},
             "title": "Tabling", "summary": "A rule for tests.", "kind": "text-only",
             "states": {"dealer_cannot_kill_a_tabled_winner": {"says": "it does not say so", "value": OMITTED}}}
    folder = _catalogue(tmp_path, [entry])
    with pytest.raises(CatalogueError, match=r"silence is not a departure"):
        cat.report(folder)


# ------------------------------------------------------------------------ 4. a replacement that applies
def test_every_item_has_a_scope_and_a_replacement_in_both_languages():
    for a in ACT:
        assert a.item.scope in errata.SCOPES, a.item.change
        assert a.to_dict()["scope"] == a.item.scope
        for lang in ("en", a.language):
            assert a.correction_in(lang).strip(), (a.item.change, lang)


@needs_seeds
def test_every_replacement_applies_once_to_the_quoted_source_text_and_reads():
    for a in ACT:
        seed = _seed(a.item.source)
        after = errata.apply(a.item, seed)
        assert after != seed, a.item.change
        assert errata.review(a.item, seed) == [], (a.item.change, errata.review(a.item, seed))


@pytest.mark.parametrize("scope,replacement,problem", [
    ("sentence", "Dodać: także ostatni żeton.", "an instruction"),
    ("paragraph", "Add: the last chip too.", "an instruction"),
    ("sentence", "Gdy zawodnik ma przed sobą zakład i bez słowa kładzie jeden żeton wysokiego nominału: - liczy "
                 "się to jako sprawdzenie, - przebicie takim żetonem wymaga zapowiedzi, zanim żeton dotknie stołu.",
     "copies"),
])
def test_review_finds_a_replacement_that_does_not_read(scope, replacement, problem):
    # an invented paragraph shaped like a rendering's rule (a heading, a sentence ending in a colon, two dashed
    # items, a closing sentence), in our own words: the review is tested without quoting a source
    seed = "08.5 – Duży żeton\nGdy zawodnik ma przed sobą zakład i bez słowa kładzie jeden żeton wysokiego nominału:\n" \
           "- liczy się to jako sprawdzenie,\n- przebicie takim żetonem wymaga zapowiedzi, zanim żeton dotknie " \
           "stołu.\nGdy zakładu nie ma, taki żeton jest zakładem o jego pełnej wartości.\n"
    item = errata.Item(change="t", source="S08", section="08.5", ids=("08.5",), because=(), scope=scope,
                       quote="jeden żeton wysokiego nominału", problem={"en": "x", "pl": "x"},
                       correction={"en": "x", "pl": replacement}, language="pl")
    assert any(problem in p for p in errata.review(item, seed)), errata.review(item, seed)


def test_a_quote_found_twice_or_not_at_all_cannot_be_applied():
    item = errata.Item(change="t", source="S08", section="08.5", ids=("08.5",), because=(), scope="sentence",
                       quote="jest to call", problem={"en": "x", "pl": "x"}, correction={"en": "x", "pl": "Tak."},
                       language="pl")
    with pytest.raises(errata.ScopeError, match="2 times"):
        errata.apply(item, "A jest to call. B jest to call.")
    with pytest.raises(errata.ScopeError, match="not found"):
        errata.apply(item, "Nic tu nie ma.")


def test_insert_after_keeps_the_sentence_and_adds_the_new_one_after_it():
    item = errata.Item(change="t", source="RU", section="RU-16", ids=("RU-16",), because=(), scope="insert_after",
                       quote="открыта без задержки", problem={"en": "x", "ru": "x"},
                       correction={"en": "x", "ru": "Исключение: синхронизированные раздачи."}, language="ru")
    out = errata.apply(item, "16: Заголовок\n\nКаждая рука должна быть открыта без задержки. Второе.\n")
    assert "открыта без задержки. Исключение: синхронизированные раздачи. Второе." in out


# ----------------------------------------------------------------------- 5. the severity the table bears out
def test_severity_is_computed_not_written():
    with pytest.raises(CatalogueError, match="severity"):
        errata._check_item({**_raw_item(), "severity": "ruling"}, {s: SOURCES[s] for s in SOURCES})


def test_changes_a_ruling_only_where_the_engine_rules_the_situation_differently_with_chips():
    for a in ACT:
        tables = [f.detail.get("table_rulings") for f in a.findings if f.kind == "departure"]
        differing = [t for t in tables if t and t.get("computed") and t.get("differs")]
        assert (a.severity == "ruling") == bool(differing), (a.item.change, a.severity)
        if a.severity == "ruling":
            assert re.search(r"\d", a.basis), (a.item.change, "name the chips")


def test_the_list_is_ordered_by_severity_then_by_how_often_the_situation_comes_up():
    keys = [(errata.rank(a.severity), -(a.frequency or 0)) for a in ACT]
    assert keys == sorted(keys)


# ---------------------------------------------------------------------------- 6. words a committee writes
def _views() -> dict[str, str]:
    from rulescore.present import errata as show

    out = {lang: REPORT.act_on_text(lang) for lang in ("en", "pl", "ru")}
    for lang in ("en", "pl", "ru"):
        out[f"html-{lang}"] = re.sub(r"<[^>]+>", " ", show.act_on(REPORT, lang)._repr_html_())
    return out


VIEWS = _views()
KEYISH = re.compile(r"\b[a-z]+(?:_[a-z0-9]+)+\b|\b[a-z]+(?:-[a-z]+){3,}\b")


@pytest.mark.parametrize("view", sorted(VIEWS))
def test_no_key_value_leftovers_or_internal_ids(view):
    text = VIEWS[view]
    assert not KEYISH.findall(text), (view, KEYISH.findall(text)[:5])
    assert not re.search(r"\b(yes|no|True|False|None)\s*(where|;|\.|,|$)", text, re.M), view
    for a in ACT:
        assert a.item.change not in text, (view, a.item.change)
    assert "departure:" not in text and "verdict:" not in text and "conflict:" not in text, view


@pytest.mark.parametrize("view", sorted(VIEWS))
def test_no_sentence_is_repeated_as_boilerplate(view):
    sentences = [errata.normalise(s) for s in re.split(r"(?<=[.;:])\s+", VIEWS[view]) if len(s.split()) >= 6]
    counts = {s: sentences.count(s) for s in set(sentences)}
    assert max(counts.values(), default=0) <= 2, (view, max(counts, key=counts.get))


@pytest.mark.parametrize("lang", ["en", "pl", "ru"])
def test_every_term_is_the_glossary_term(lang):
    text = VIEWS[lang] + VIEWS[f"html-{lang}"]
    for concept, term in errata.glossary(lang).items():
        for variant in term.get("not", ()):
            assert variant.lower() not in text.lower(), (lang, concept, variant)


def test_the_russian_view_has_no_latin_letter_inside_a_cyrillic_word():
    for view in ("ru", "html-ru"):
        assert not re.search(r"[а-яёА-ЯЁ][A-Za-z]|[A-Za-z][а-яёА-ЯЁ]", VIEWS[view]), view


def test_the_polish_view_leaks_no_id_of_ours_and_no_english_label():
    for view in ("pl", "html-pl"):
        text = VIEWS[view]
        assert not re.search(r"\b(PL|RU)-\d+", text), view
        for label in ("missing fact", "wording", "changes a ruling", "contradiction"):
            assert label not in text, (view, label)


def test_check_json_keeps_every_key_and_adds_scope(capsys):
    from rulescore.cli import main

    assert main(["check", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    keys = {"change", "ids", "severity", "source", "section", "language", "quote", "problem",
            "problem_in_source_language", "correction", "correction_in_source_language", "because", "rests_on"}
    for a in out["act_on"]:
        assert keys | {"scope"} <= set(a), sorted(keys | {"scope"} - set(a))


# ------------------------------------------------------------------------------------------- helpers
def _raw_item() -> dict:
    return {"change": "RU-27-clock", "source": "RU", "section": "RU-27", "ids": ["RU-27"],
            "because": ["departure:clock:RU-27"], "scope": "sentence", "quote": "у игрока будет до 50-ти секунд",
            "problem": {"en": "Fifty seconds where TDA 29 gives 25.", "ru": "Пятьдесят секунд вместо 25 по TDA 29."},
            "correction": {"en": "Up to 25 seconds.", "ru": "До 25 секунд."}}


def _catalogue(tmp_path: Path, entries: list[dict]) -> Path:
    d = tmp_path / "rulings"
    d.mkdir()
    (d / "t.yaml").write_text(yaml.safe_dump(entries, allow_unicode=True), encoding="utf-8")
    shutil.copy(cat.data_dir() / "sources.yaml", tmp_path / "sources.yaml")
    shutil.copy(cat.data_dir() / "tda2024.yaml", tmp_path / "tda2024.yaml")
    return d


@pytest.mark.parametrize("lang", ["en", "pl", "ru"])
def test_the_whole_check_report_uses_the_glossary_terms(lang, capsys):
    """Not only the list to act on: every line ``rulescore check`` prints (verdicts, departures,
    conflicts) says the glossary's term, whatever words the engine's values carry."""
    from rulescore.cli import main

    assert main(["check"] + ([] if lang == "en" else ["--lang", lang])) == 0
    text = capsys.readouterr().out.lower()
    for concept, term in errata.glossary(lang).items():
        for variant in term.get("not", ()):
            assert variant.lower() not in text, (lang, concept, variant)


def test_an_entry_a_change_rests_on_points_to_that_change_not_to_nothing():
    """Under the list, an entry whose change is in the list says where that change is; it never says there
    is nothing to correct while the list corrects it."""
    entries = {c.id for c in REPORT.checks}
    for n, a in enumerate(ACT, start=1):
        for ident in (i for i in a.rests_on if i in entries):
            lines = dict(REPORT.detail(ident).lines())
            said = " ".join(lines["Proposed correction"])
            assert "Nothing" not in said and re.search(rf"\b{n}\b", said), (ident, n, said)
