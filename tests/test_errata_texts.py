"""The errata texts (data/errata/*.yaml) in the committee's format: one item per change to a source text, live
only while a computed finding stands, located by a few words that really occur once in the source, with a scope
and a replacement written in English and in the source's language; and the committee's reading of the printed
text (data/errata/_text.yaml): every fault it records is printed in the source.

The seed files are found beside the checkout (``../shared/seeds`` relative to the repository, or
``$RULESCORE_SEEDS``); where they are absent the tests that need them are skipped."""

import re

import pytest

from rulescore import catalogue as cat
from rulescore.catalogue import errata
from rulescore.catalogue.schema import RENDERINGS

REPORT = cat.report()
ITEMS = list(REPORT.items)
SEEDS = errata.seeds_dir()
FILES = {s["id"]: s["file"] for s in cat.sources() if "file" in s}
LANGUAGE = {"IA": "pl", "S03": "pl", "S08": "pl", "PL": "pl", "RU": "ru"}

needs_seeds = pytest.mark.skipif(SEEDS is None, reason="the seed files are neither at ../shared/seeds beside the "
                                                        "repository nor at $RULESCORE_SEEDS")


def _norm(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip().casefold()


def _seed(source: str) -> str:
    assert SEEDS is not None
    return (SEEDS / FILES[source]).read_text(encoding="utf-8")


def test_the_seed_files_are_found_beside_the_repository_when_they_are_there():
    beside = cat.data_dir().parent.parent / "shared" / "seeds"
    if beside.is_dir():
        assert beside == SEEDS


def test_every_item_names_a_source_a_section_and_entries_or_sections_of_it():
    sections = {s["id"]: {str(sec["id"]) for sec in s["sections"]} for s in cat.sources()}
    by_id = {e.id: e for e in cat.load()}
    for i in ITEMS:
        assert i.source in RENDERINGS
        assert i.section in sections[i.source], i.change
        for x in i.ids:
            assert (x in by_id and by_id[x].source == i.source) or x in sections[i.source], (i.change, x)
        assert re.fullmatch(r"[A-Za-z0-9-]+", i.change)


def test_each_finding_has_an_item_and_each_item_rests_on_computed_findings():
    assert REPORT.unwritten() == []
    assert errata.stale(ITEMS, REPORT.findings()) == []
    named = [b for i in ITEMS for b in i.because]
    assert len(named) == len(set(named)), "a finding named by two items"


@needs_seeds
def test_each_quote_is_a_few_words_that_occur_once_in_the_source():
    for i in ITEMS:
        text = _norm(_seed(i.source))
        quote = _norm(i.quote)
        assert 2 <= len(quote.split()) <= 10, (i.change, "a few words")
        errata.locate(i.quote, _seed(i.source))  # found once, or ScopeError
        assert errata.normalise(i.quote) in errata.normalise(_seed(i.source)), (i.change, i.quote)
        assert quote in text or errata.normalise(i.quote) in errata.normalise(_seed(i.source))


@needs_seeds
def test_every_fault_of_the_printed_text_is_printed_in_its_source():
    for ident, faults in errata.texts().items():
        source = next(s for s, pat in (("IA", r"IA-"), ("PL", r"PL-"), ("RU", r"RU-")) if ident.startswith(pat[:3]))
        seed = _seed(source)
        for f in faults:
            assert seed.count(f["printed"]) == 1, (ident, f["printed"])
            assert f["printed"] != f["reads"], ident


def test_problem_and_correction_are_in_english_and_in_the_source_language():
    for i in ITEMS:
        lang = LANGUAGE[i.source]
        for part in ("problem", "correction"):
            texts = getattr(i, part)
            assert set(texts) == {"en", lang}, (i.change, part)
            local = texts[lang]
            if len(local.split()) < 5:
                continue  # a heading ("53. Zaakceptowana akcja") need not carry a letter only the language has
            if lang == "ru":
                assert re.search(r"[а-яё]", local, re.I) and not re.search(r"[ąęłńśźż]", local), i.change
            else:
                assert re.search(r"[ąćęłńóśźż]", local, re.I) and not re.search(r"[а-я]", local, re.I), i.change
            english = re.sub(r'"[^"]*"|“[^”]*”|„[^”]*”|«[^»]*»|\([^)]*[ąęłńśźżа-я][^)]*\)', "", texts["en"])
            if part == "problem":
                assert not re.search(r"[ąęłńśźżа-я]", english, re.I), (i.change, english)


def test_a_russian_text_writes_the_parts_of_a_rule_in_cyrillic():
    for i in ITEMS:
        if i.language == "ru":
            for part in (i.problem["ru"], i.correction["ru"]):
                assert not re.search(r"[а-яё][A-Za-z]|[A-Za-z][а-яё]", part, re.I), (i.change, part[:60])
                assert not re.search(r"^[ABC]:", part), i.change
