"""The errata texts for the departures from TDA 2024 (data/errata/departures.yaml), in the format of
CONTRACTS.md: one item per change to a source text, live only while a computed departure stands, located
by a few words that really occur in the source, and written in English and in the source's language."""

import re
from pathlib import Path

import pytest
import yaml

from rulescore import catalogue as cat
from rulescore.catalogue.schema import RENDERINGS

FILE = cat.data_dir() / "errata" / "departures.yaml"
ITEMS = yaml.safe_load(FILE.read_text(encoding="utf-8"))
#: Every file's items: a departure of an entry that already has an item (branch errata's files) is named in
#: that item's ``because`` instead of an item of its own here.
ALL = [i for f in sorted(FILE.parent.glob("*.yaml")) for i in yaml.safe_load(f.read_text(encoding="utf-8"))]
SEEDS = Path(__file__).resolve().parents[3] / "shared" / "seeds"
LANGUAGE = {"IA": "pl", "S03": "pl", "S08": "pl", "PL": "pl", "RU": "ru"}
FIELDS = {"change", "source", "section", "ids", "because", "severity", "quote", "problem", "correction"}
ORDER = ("ruling", "contradiction", "impossible", "missing-fact", "wording")


def _norm(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip().casefold()


@pytest.fixture(scope="module")
def departures():
    return {f"departure:{d.point}:{d.id}": d for d in cat.report().departures}


def test_every_item_has_the_fields_of_the_format_and_a_unique_change_id():
    assert [sorted(set(i) ^ FIELDS) for i in ITEMS if set(i) != FIELDS] == []
    changes = [i["change"] for i in ITEMS]
    assert len(changes) == len(set(changes))
    ids = [x for i in ALL for x in i["ids"]]
    assert len(ids) == len(set(ids)), "an entry in two items: merge them into one change"
    assert all(re.fullmatch(r"[A-Za-z0-9-]+", i["change"]) for i in ITEMS)


def test_items_name_a_source_a_section_of_it_and_entries_of_it():
    sections = {s["id"]: {str(sec["id"]) for sec in s["sections"]} for s in cat.sources()}
    by_id = {e.id: e for e in cat.load()}
    for i in ITEMS:
        assert i["source"] in RENDERINGS
        assert i["section"] in sections[i["source"]], i["change"]
        assert all(by_id[x].source == i["source"] for x in i["ids"]), i["change"]


def test_each_item_is_live_by_the_departures_it_names_and_every_departure_has_an_item(departures):
    mine = [b for i in ITEMS for b in i["because"]]
    assert all(b.startswith("departure:") for b in mine) and len(mine) == len(set(mine))
    assert sorted(set(mine) - set(departures)) == [], "an item rests on a departure check no longer finds"
    named = {b for i in ALL for b in i["because"] if b.startswith("departure:")}
    assert sorted(set(departures) - named) == [], "a departure has no erratum text"
    for i in ITEMS:
        assert sorted(b.rsplit(":", 1)[1] for b in i["because"]) == sorted(i["ids"]), i["change"]


def test_severity_is_the_table_consequence_of_its_departures(departures):
    for i in ITEMS:
        worst = min((departures[b].severity for b in i["because"]), key=ORDER.index)
        assert i["severity"] == worst, (i["change"], i["severity"], worst)
    for i in ALL:  # an item of another file is never less urgent than a departure it names
        for b in (b for b in i["because"] if b in departures):
            assert ORDER.index(i["severity"]) <= ORDER.index(departures[b].severity), (i["change"], b)


@pytest.mark.skipif(not SEEDS.is_dir(), reason="the seed files are not beside the checkout")
def test_each_quote_is_a_few_words_that_occur_in_the_source():
    files = {s["id"]: s["file"] for s in cat.sources() if "file" in s}
    for i in ITEMS:
        text = _norm((SEEDS / files[i["source"]]).read_text(encoding="utf-8"))
        quote = _norm(i["quote"])
        assert 2 <= len(quote.split()) <= 10, (i["change"], "a few words")
        assert text.count(quote) == 1, (i["change"], i["quote"])
        # never a whole sentence or line: the sentence it stands in (if it stands in one) has more words
        units = [u for u in re.split(r"(?<=[.!?:;])\s+|\n", (SEEDS / files[i["source"]]).read_text(encoding="utf-8"))
                 if quote in _norm(u)]
        words = lambda t: re.findall(r"\w+", _norm(t))  # noqa: E731
        assert not units or any(len(words(u)) > len(words(quote)) for u in units), (i["change"], "a whole sentence")


def test_problem_and_correction_are_in_english_and_in_the_source_language():
    for i in ITEMS:
        lang = LANGUAGE[i["source"]]
        for part in ("problem", "correction"):
            assert set(i[part]) == {"en", lang}, (i["change"], part)
            local = i[part][lang]
            if lang == "ru":
                assert re.search(r"[а-яё]", local, re.I) and not re.search(r"[ąęłńśźż]", local), i["change"]
            else:
                assert re.search(r"[ąćęłńóśźż]", local, re.I) and not re.search(r"[а-я]", local, re.I), i["change"]
            assert not re.search(r"[ąęłńśźżа-я]", i[part]["en"], re.I), i["change"]
        for lang_text in i["problem"].values():
            # the problem in one plain sentence
            assert lang_text.endswith(".") and not re.search(r"\.\s+[A-ZА-ЯŁŚŻ]", lang_text[:-1]), i["change"]
