"""The errata a committee publishes (data/errata/*.yaml): written by people, made live by computed findings.

Named after what the committee needs: every computed finding has an item, no item names a finding that is
not computed, no entry is in two items, every quote is a few words that occur in its source, every item
says what is wrong and how to rewrite it in English and in the source's language, and the list is ordered
by what the change does at the table. The machinery is tested on a catalogue of its own (a departure
written in a file of its own, as branch tda-data writes departures.yaml, appears with no code change).
"""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest
import seed_print  # tests/seed_print.py
import yaml

from rulescore import catalogue as cat
from rulescore.catalogue import errata
from rulescore.cli import main
from rulescore.records.errors import CatalogueError
from rulescore.reference import rulebook

REPORT = cat.report()
ITEMS = list(REPORT.items)
FOUND = REPORT.findings()
ACT = REPORT.act_on()
SOURCES = {s["id"]: s for s in cat.sources()}


SEEDS = errata.seeds_dir()  # $RULESCORE_SEEDS, ../shared/seeds beside the repository, or none
# Without the seed files (a clean clone in CI) the quotes are checked against tests/data/seed-print.json,
# hashes of every run of 2-10 words and of every sentence of each seed (tests/seed_print.py).
PRINT = seed_print.load()


def test_every_quote_occurs_in_its_seed_file():
    for it in ITEMS:
        if SEEDS is not None:
            seed = (SEEDS / SOURCES[it.source]["file"]).read_text(encoding="utf-8")
            assert errata.quote_occurs(it.quote, seed), (it.change, it.quote)
        assert seed_print.quote_key(it.quote) in PRINT[it.source]["runs"], (it.change, it.quote)


def test_a_quote_is_a_few_words_never_a_whole_sentence():
    for it in ITEMS:
        assert 2 <= len(it.quote.split()) <= 10
        assert seed_print.sentence_key(it.quote) not in PRINT[it.source]["sentences"], (it.change, "a whole sentence")
        if SEEDS is not None:
            seed = (SEEDS / SOURCES[it.source]["file"]).read_text(encoding="utf-8")
            assert errata.normalise(it.quote).strip(" .") not in seed_print.sentences(seed), (it.change, "a whole sentence")


@pytest.mark.skipif(SEEDS is None, reason="the seed files are not beside this checkout; the committed print is used")
def test_the_seed_print_is_the_print_of_the_seeds():
    assert SEEDS is not None
    assert {k: {"runs": set(v["runs"]), "sentences": set(v["sentences"])}
            for k, v in seed_print.fingerprint(SEEDS).items()} == PRINT, "run: python tests/seed_print.py SEED_DIR"


POLISH_LETTERS = set("ąćęłńóśźż")
POLISH_WORDS = {"i", "w", "na", "nie", "się", "do", "jest", "z", "że", "to", "a", "gdy", "tylko", "przed", "o", "po",
                "od", "za", "dla", "lub", "albo", "oraz", "przy", "bez", "ale", "jak"}


def _polish(t: str) -> bool:
    words = set(re.findall(r"\w+", t.lower()))
    return bool(POLISH_LETTERS & set(t.lower())) and len(words & POLISH_WORDS) >= 2


def _cyrillic_share(t: str) -> float:
    letters = [c for c in t if c.isalpha()]
    return sum("\u0400" <= c <= "\u04ff" for c in letters) / max(len(letters), 1)


def test_each_language_is_written_in_that_language():
    for it in ITEMS:
        for key in ("problem", "correction"):
            en, own = getattr(it, key)["en"], getattr(it, key)[it.language]
            en = re.sub(r'"[^"]*"|“[^”]*”|„[^”]*”|«[^»]*»', "", en)   # the source's own words, quoted
            assert _cyrillic_share(en) == 0 and not (POLISH_LETTERS & set(en.lower())), (it.change, key, "English")
            if it.language == "pl":
                # a heading is too short for the common words: its letters must still be Polish ones
                short = len(own.split()) < 16 and bool(POLISH_LETTERS & set(own.lower()))
                assert _polish(own) or short or len(own.split()) < 5, (it.change, key)
            elif it.language == "ru":
                assert _cyrillic_share(own) > 0.7, (it.change, key)


# -------------------------------------------------------------------------------------- the command
def test_check_json_gives_act_on_and_keeps_every_key(capsys):
    assert main(["check", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert {"rulings", "conflicts", "departures", "counts", "act_on", "unwritten"} <= set(out)
    assert [a["change"] for a in out["act_on"]] == [a.item.change for a in ACT]
    ids = [i for a in out["act_on"] for i in a["ids"]]
    assert len(ids) == len(set(ids))


def test_check_lang_pl_prints_the_polish_sources_in_polish(capsys):
    assert main(["check", "--lang", "pl"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Do poprawienia: ") and "Znajdź: „" in out and "Zastąp całe zdanie tekstem: " in out
    assert "RU-22" not in out.split("\n1. ")[1] and "What to act on" not in out
    assert len(re.findall(r"^\d+\. ", out, re.M)) == len(REPORT.act_on("pl"))


def test_check_lang_ru_prints_the_russian_source_in_russian(capsys):
    assert main(["check", "--lang", "ru"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Что исправить: ") and "Найти: «" in out and "Заменить всё предложение на: " in out
    heads = re.findall(r"^\d+\. Правила 13–29 \([^)]*\), (.+) – ", out, re.M)
    assert len(heads) == len(REPORT.act_on("ru")) and all("RU-" not in h for h in heads)


def test_check_csv_shows_the_same_items(capsys):
    assert main(["check", "--csv"]) == 0
    import csv
    import io
    rows = [r for r in csv.DictReader(io.StringIO(capsys.readouterr().out)) if r["type"] == "act_on"]
    assert [r["change"] for r in rows] == [a.item.change for a in ACT]  # the change id has a column of its own
    titles = {e.id: e.title for e in REPORT.entries}
    book = {i: rulebook.entry(i).title for a in ACT for i in a.ids if rulebook.entry(i)}
    assert [r["title"] for r in rows] == [" / ".join(titles.get(i) or book[i] for i in a.ids)
                                          for a in ACT]  # the entries' or the rule book's titles, not keys
    assert not any(r["title"] == r["change"] for r in rows)
    assert all(r["quote"] and r["correction_in_source_language"] for r in rows)


# -------------------------------------------------------------------------------------- the machinery
RU27 = {"id": "RU-27", "source": "RU", "rule": "RU-27", "tda": 29, "title": "Clock", "summary": "A rule for tests.",
        "kind": "text-only", "states": {"seconds": {"says": "fifty seconds", "value": 50}}}


def _catalogue(tmp_path: Path, items: list[dict] | None) -> Path:
    d = tmp_path / "rulings"
    d.mkdir()
    (d / "t.yaml").write_text(yaml.safe_dump([RU27], allow_unicode=True), encoding="utf-8")
    shutil.copy(cat.data_dir() / "sources.yaml", tmp_path / "sources.yaml")
    shutil.copy(cat.data_dir() / "tda2024.yaml", tmp_path / "tda2024.yaml")
    if items is not None:
        (tmp_path / "errata").mkdir()
        (tmp_path / "errata" / "departures.yaml").write_text(yaml.safe_dump(items, allow_unicode=True),
                                                             encoding="utf-8")
    return d


def _item(**over) -> dict:
    it = {"change": "RU-27-clock", "source": "RU", "section": "RU-27", "ids": ["RU-27"],
          "because": ["departure:clock:RU-27"], "scope": "sentence", "quote": "у игрока будет до 50-ти секунд",
          "problem": {"en": "Fifty seconds where TDA 29 gives 25.", "ru": "Пятьдесят секунд вместо 25 по TDA 29."},
          "correction": {"en": "Up to 25 seconds.", "ru": "До 25 секунд."}}
    it.update(over)
    return it


def test_an_item_in_a_file_of_its_own_appears_with_no_code_change(tmp_path):
    rep = cat.report(_catalogue(tmp_path, [_item()]))
    (a,) = rep.act_on()
    assert a.item.file == "departures.yaml" and [f.key for f in a.findings] == ["departure:clock:RU-27"]
    assert rep.unwritten() == []


def test_an_item_whose_findings_are_not_computed_is_not_listed(tmp_path):
    rep = cat.report(_catalogue(tmp_path, [_item(because=["verdict:RU-27"])]))
    assert rep.act_on() == [] and rep.unwritten() == ["departure:clock:RU-27"]
    assert errata.stale(list(rep.items), rep.findings()) == [("RU-27-clock", "verdict:RU-27")]


def test_a_catalogue_without_errata_lists_its_findings_as_unwritten(tmp_path):
    rep = cat.report(_catalogue(tmp_path, None))
    assert rep.act_on() == [] and rep.unwritten() == ["departure:clock:RU-27"]


@pytest.mark.parametrize("over,message", [
    ({"scope": "line"}, "scope: 'line' is not one of sentence, paragraph, insert_after"),
    ({"severity": "ruling"}, "severity: it is computed from the findings"),
    ({"section": "RU-99"}, "section: 'RU-99' is not a section of RU"),
    ({"problem": {"en": "x", "pl": "y"}}, "problem: a mapping with en and ru"),
    ({"because": ["verdict RU-27"]}, "because: a list of verdict:<id>"),
    ({"quote": "у"}, "quote: 2 to 10 words"),
    ({"colour": "red"}, "unknown field(s) colour"),
])
def test_a_bad_item_is_a_catalogue_problem_naming_file_change_and_field(tmp_path, over, message):
    with pytest.raises(CatalogueError, match=re.escape(message)) as err:
        errata.load(_catalogue(tmp_path, [_item(**over)]))
    assert "errata/departures.yaml: RU-27-clock" in str(err.value)


def test_an_entry_in_two_items_is_refused(tmp_path):
    with pytest.raises(CatalogueError, match="ids: RU-27 already has an item"):
        errata.load(_catalogue(tmp_path, [_item(), _item(change="RU-27-again")]))


def test_conflict_keys_match_in_either_order():
    assert errata.canonical("conflict:RU-22+03.9") == errata.canonical("conflict:03.9+RU-22") == "conflict:03.9+RU-22"


# ------------------------------------------------------------------------------------ the presentation
def test_the_catalogue_emits_data_and_no_html():
    """HTML of the errata is drawn by rulescore.present.errata; no module of the catalogue writes any."""
    folder = Path(cat.__file__).parent
    for f in folder.glob("*.py"):
        src = f.read_text(encoding="utf-8")
        assert "_repr_html_" not in src and not re.search(r"(?<!\?P)<(p|div|table|tr|td|dl|dt|dd|ul|li|h\d)[\s>]", src), f.name


def test_the_errata_html_carries_no_anchor_link_or_article_for_the_guide_to_rewrite():
    from rulescore.present import errata as show

    for lang in ("en", "pl", "ru"):
        page = show.act_on(REPORT, lang)._repr_html_() + show.rests_on(REPORT, lang)._repr_html_()
        assert " id=" not in page and "<a " not in page and "<article" not in page, lang
        assert page.count('class="rs-erratum ') == len(REPORT.act_on(None if lang == "en" else lang))


def test_each_item_is_one_block_with_its_quote_problem_and_corrections():
    from rulescore.present import errata as show

    page = show.act_on(REPORT)._repr_html_()
    for a in ACT:
        block = page[page.index(f'data-rs-erratum="{a.item.change}"'):]
        block = block[:block.index('<p class="rs-erratum-rests">')]
        for part in (a.item.quote, a.problem_in("en"), a.correction_in("en"), a.problem_in(a.language),
                     a.correction_in(a.language)):
            assert __import__("html").escape(part) in block, (a.item.change, part[:30])


@pytest.mark.parametrize("content,message", [
    (b"- change: [unclosed\n", "errata/departures.yaml: "),
    (b"change: RU-27-clock\n", "errata/departures.yaml: the file must be a list of items (got dict)"),
    (b"\xff\xfe not text", "errata/departures.yaml: cannot read the file (UnicodeDecodeError)"),
])
def test_an_errata_file_that_is_not_a_list_of_items_is_a_catalogue_problem(tmp_path, content, message):
    folder = _catalogue(tmp_path, [_item()])
    (Path(folder).parent / "errata" / "departures.yaml").write_bytes(content)
    with pytest.raises(CatalogueError, match=re.escape(message)):
        errata.load(folder)
