"""The guide's index pages and the introduction's verdict table (issue 23), read from the built site: the rule
index covers every TDA 2024 rule and Recommended Procedure (data/tda2024-rules.yaml) in rule order under a grid
of numbers, with our paraphrase, the source rules and cards under it or "not covered by our five sources", and
a link to the official rules; the keyword page names its rulings with titles; the verdict table lists every
verdict a card carries. The browser checks of these pages (overflow, links, contrast) are in test_guide.py and
test_guide_search.py.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml
from bs4 import BeautifulSoup

from guide import build, rsindex
from rulescore.catalogue.verdicts import Verdict
from rulescore.datafiles import data_dir
from rulescore.present import report
from rulescore.reference import rulebook

ROOT = Path(__file__).resolve().parent.parent


OFFICIAL = "https://www.pokertda.com/poker-tda-rules/"


@pytest.fixture(scope="module")
def site():
    """The built site, rebuilt when stale; the build lock is held while the module's tests read it."""
    with build.fresh() as html:
        yield html


def _soup(site: Path, page: str) -> BeautifulSoup:
    return BeautifulSoup((site / page).read_text(encoding="utf-8"), "html.parser")


def official_numbers() -> list[str]:
    return [str(r["number"]) for r in yaml.safe_load((data_dir() / "tda2024-rules.yaml").read_text(encoding="utf-8"))]


# ------------------------------------------------------------------------------------- rule order
def test_rule_order_puts_parts_after_their_rule_and_procedures_after_71():
    numbers = ["RP-2", "48", "47-B", "RP-10", "47", "71", "47-A", "1", "RP-1", "10"]
    assert sorted(numbers, key=rsindex.number_key) == ["1", "10", "47", "47-A", "47-B", "48", "71", "RP-1", "RP-2", "RP-10"]
    assert rsindex.rule_of("47-A") == "47" and rsindex.rule_of("RP-10-H") == "RP-10"


# ------------------------------------------------------------------------------------- rules.html
def test_rule_index_lists_every_tda_2024_rule_and_procedure_in_rule_order(site):
    soup = _soup(site, "rules.html")
    entries = [s["id"] for s in soup.find_all("section", class_="rs-tda-entry") if s["id"] != "tda-none"]
    want = [f"tda-{n.lower()}" for n in official_numbers()]
    assert len(want) == 93 and want[0] == "tda-1" and want[70] == "tda-71" and want[-1] == "tda-rp-22"
    assert entries == sorted(want, key=lambda a: rsindex.number_key(a.removeprefix("tda-").upper())) == want
    # the lettered parts sit in their rule's entry: 47-A after 47, before 48
    ids = [el["id"] for el in soup.find_all(id=re.compile(r"^tda-"))]
    assert ids.index("tda-47") < ids.index("tda-47-a") < ids.index("tda-47-b") < ids.index("tda-48")
    assert ids.index("tda-71") < ids.index("tda-rp-1")


def test_rule_index_grid_on_top_links_every_number_to_its_entry(site):
    soup = _soup(site, "rules.html")
    grid = soup.find(id="rs-grid")
    article = soup.find("article")
    first_entry = article.find("section", class_="rs-tda-entry")
    assert grid is not None and grid.find_next("section", class_="rs-tda-entry") is first_entry
    tiles = [a.get_text(strip=True) for a in grid.select("ol a.rs-tile")]
    assert tiles == official_numbers()
    for a in grid.select("ol a.rs-tile"):
        assert soup.find(id=a["href"].removeprefix("#")) is not None, a["href"]
    covered = {a.get_text(strip=True) for a in grid.select("ol a.rs-tile.rs-covered")}
    assert {"20", "45", "47", "RP-8"} <= covered and not {"30", "70", "5", "RP-11"} & covered


def test_rule_index_entry_of_47_has_its_paraphrase_parts_source_rules_and_cards(site):
    soup = _soup(site, "rules.html")
    entry = soup.find(id="tda-47")
    text = " ".join(entry.get_text(" ").split())
    says = rsindex.official("47")["says"]
    assert text.startswith("TDA 47 · ") and " ".join(says.split()[:8]) in text
    assert entry.find(id="tda-47-a") and entry.find(id="tda-47-b")
    assert entry.find(id="rule-IA-10") is not None
    cards = {a.get_text(strip=True) for a in entry.select("ul.rs-entries a")}
    want = {e.id for e in report.entries() if report.rulebook_tda(e) in ("47", "47-A", "47-B") and e.source not in rsindex.OFFICIAL_SOURCES}
    assert want and cards == want
    for a in entry.select("ul.rs-entries a"):
        assert a["href"].endswith("#" + a.get_text(strip=True))
    assert entry.find("a", href=OFFICIAL) is not None


def test_rule_index_says_not_covered_by_our_five_sources_where_none(site):
    soup = _soup(site, "rules.html")
    for number in official_numbers():
        entry = soup.find(id=f"tda-{number.lower()}")
        assert entry.find("a", href=OFFICIAL) is not None, number
        text = entry.get_text(" ")
        has_cards = entry.select("ul.rs-entries li") or entry.select("ul.rs-rulelist li")
        assert bool(has_cards) != ("Not covered by our five sources" in text), number
    for number in ("30", "70", "RP-11"):
        entry = soup.find(id=f"tda-{number.lower()}")
        says = rsindex.official(number)["says"]
        assert " ".join(says.split()[:6]) in " ".join(entry.get_text(" ").split())
    assert "Not covered by our five sources" in soup.find(id="tda-30").get_text(" ")
    assert "Not covered by our five sources" in soup.find(id="tda-70").get_text(" ")
    assert rulebook.entry("RU-28") and soup.find(id="tda-rp-8").find(id="rule-RU-28")


def test_every_rule_number_mention_links_to_the_rule_index(site):
    """Since every official number has an entry, "TDA 36" in running text links there too (tda_known)."""
    from guide import rsguide

    for number in ("30", "36", "70", "RP-11", "47-A"):
        assert rsguide.tda_known(number), number
    assert not rsguide.tda_known("72") and not rsguide.tda_known("RP-23")


# ---------------------------------------------------------------------------------- keywords.html
def test_keyword_page_entries_have_titles_not_bare_ids(site):
    soup = _soup(site, "keywords.html")
    items = soup.select("dl.rs-keywords ul.rs-kwentries li")
    assert len(items) > 50
    titles = {e.id: e.title for e in report.entries()}
    for li in items:
        ident = li.find("a").get_text(strip=True)
        assert ident in titles and titles[ident] in li.get_text(" "), li.get_text(" ")
    chop = soup.find(id="kw-chop").find_next("dd")
    assert "Odd chips" in chop.get_text(" ") or "Awarding the odd chip" in chop.get_text(" ")


# ------------------------------------------------------------------------------ introduction.html
def test_introduction_verdict_table_lists_every_verdict_the_cards_carry(site):
    soup = _soup(site, "introduction.html")
    table = soup.find(id="the-verdicts").find("table")
    rows = {tr.find("td").get_text(strip=True): tr for tr in table.find_all("tr") if tr.find("td")}
    carried = {str(report.checked(e.id).verdict) for e in report.entries()}
    missing = carried - set(rows)
    assert not missing, f"cards carry verdicts the introduction's table lacks: {missing}"
    assert {v.value for v in Verdict} <= set(rows)
    counts = rsindex.verdicts_carried()
    for verdict, tr in rows.items():
        assert tr.find_all("td")[-1].get_text(strip=True) == str(counts.get(verdict, 0)), verdict


def test_verdict_table_fails_the_build_for_a_verdict_without_a_meaning(monkeypatch):
    from collections import Counter

    monkeypatch.setattr(rsindex, "verdicts_carried", lambda: Counter({"agrees": 3, "brand-new": 1}))
    with pytest.raises(RuntimeError, match="brand-new"):
        rsindex.verdict_table()


# ------------------------------------------------------------------------------ rules.html on a phone
def test_rule_index_opens_on_the_grid_with_thumb_sized_numbers_and_one_rule_at_a_time(site, browser):
    """At 390 px the rule index opens on the number grid: every number a 44 x 44 px target, no rule entry shown
    until one is tapped, then that one alone (and the one a search result's part link names); "show every rule"
    shows them all; the page is a few screens tall, not 146,792 px."""
    context = browser.new_context(viewport={"width": 390, "height": 844}, locale="en-US", service_workers="block")
    page = context.new_page()
    try:
        page.goto((site / "rules.html").as_uri(), wait_until="load")
        sizes = page.evaluate("() => [...document.querySelectorAll('#rs-grid ol a.rs-tile')].map(a => "
                              "{ const r = a.getBoundingClientRect(); return [r.width, r.height]; })")
        assert len(sizes) == 93 and all(w >= 44 and h >= 44 for w, h in sizes), min(sizes)
        visible = "() => [...document.querySelectorAll('section.rs-tda-entry')].filter(s => s.offsetParent !== null).map(s => s.id)"
        assert page.evaluate(visible) == []
        assert page.evaluate("document.documentElement.scrollHeight") < 4000
        page.click("#rs-grid a[href='#tda-30']")
        assert page.evaluate(visible) == ["tda-30"]
        page.goto((site / "rules.html").as_uri() + "#tda-47-a", wait_until="load")
        assert page.evaluate(visible) == ["tda-47"]
        page.click("a.rs-showall")
        assert len(page.evaluate(visible)) >= 93
    finally:
        context.close()


@pytest.mark.parametrize("lang, title", [("pl", "Martwy button"), ("ru", "Мёртвый баттон"), ("en", "Dead button")])
def test_rule_index_shows_the_readers_language(site, browser, lang, title):
    """Every entry has its title and paraphrase in English, Polish and Russian; the page shows the browser's
    language (Polish, Russian, else English) and the one the reader picks, and keeps the choice."""
    context = browser.new_context(viewport={"width": 390, "height": 844}, locale={"pl": "pl-PL", "ru": "ru-RU"}.get(lang, "en-GB"),
                                  service_workers="block")
    page = context.new_page()
    try:
        page.goto((site / "rules.html").as_uri() + "#tda-32", wait_until="load")
        assert page.evaluate("document.documentElement.dataset.rsLang") == lang
        assert title in page.inner_text("#tda-32 h2")
        others = [t for t in ("Martwy button", "Мёртвый баттон", "Dead button") if t != title]
        assert not any(o in page.inner_text("#tda-32") for o in others)
        page.click(".rs-langs button[data-rs-lang='ru']" if lang != "ru" else ".rs-langs button[data-rs-lang='pl']")
        page.reload(wait_until="load")
        assert page.evaluate("document.documentElement.dataset.rsLang") == ("ru" if lang != "ru" else "pl")
    finally:
        context.close()


def test_every_rule_has_its_polish_and_russian_paraphrase_on_the_index(site):
    soup = _soup(site, "rules.html")
    for number in official_numbers():
        entry = soup.find(id=f"tda-{number.lower()}")
        for lang in ("en", "pl", "ru"):
            assert entry.find("p", class_="rs-says", lang=lang) is not None, (number, lang)
            assert entry.find("h2").find("span", lang=lang) is not None, (number, lang)


def test_rulings_no_chapter_shows_say_their_cards_are_folded(site, browser):
    """The heading over the rulings no chapter shows says how many there are and that their cards open when an id
    is tapped (it sat over cards hidden until then); at 390 px none shows at first, the one whose id is opened
    does, and "show every rule" shows them all."""
    soup = _soup(site, "rules.html")
    head = soup.find(id="rulings-not-in-a-chapter")
    folded = soup.select(".rs-unshown [data-rs-id]")
    assert head is not None and folded
    line = head.find("p") if head.name == "section" else head.find_next("p")
    text = " ".join(line.get_text(" ").split())
    assert text.startswith(f"{len(folded)} rulings of the catalogue") and "folded" in text and "tapped" in text, text
    ident = folded[0]["data-rs-id"]
    context = browser.new_context(viewport={"width": 390, "height": 844}, locale="en-US", service_workers="block")
    page = context.new_page()
    shown = "() => [...document.querySelectorAll('.rs-unshown [data-rs-id]')].filter(c => c.offsetParent !== null).map(c => c.dataset.rsId)"
    try:
        page.goto((site / "rules.html").as_uri(), wait_until="load")
        assert page.evaluate(shown) == []
        page.goto((site / "rules.html").as_uri() + f"#{ident}", wait_until="load")
        assert page.evaluate(shown) == [ident]
        page.goto((site / "rules.html").as_uri() + "#rs-all", wait_until="load")
        assert len(page.evaluate(shown)) == len(folded)
    finally:
        context.close()


@pytest.mark.parametrize("missing, start", [
    (["IA-08", "TDA-10", "TDA-11"], "3 rulings of the catalogue, 2 of them official TDA 2024 examples, have"),
    (["IA-08", "IA-09"], "2 rulings of the catalogue have"), (["IA-08"], "One ruling of the catalogue has"),
    (["TDA-10"], "One ruling of the catalogue, an official TDA 2024 example, has"),
])
def test_the_line_over_folded_rulings_counts_them_in_a_sentence(missing, start):
    from guide import rsguide

    line = rsguide.unshown_line(missing)
    assert line.startswith(start) and line.count("href=\"#rs-all\"") == 1, line
