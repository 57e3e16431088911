"""The committee's errata printed in Polish and in Russian (``make guide-pdf``, guide/printed.py).

Each edition is its own PDF with its own title page; every page is opened (pdftotext) and read as its
reader would: the headings are in the edition's language, never in English, and the corrections are the
committee's Polish or Russian ones. Marked ``printed``, like the English editions' test: ``make test`` runs
them under CI=true, ``make guide-pdf`` always; printed in the session's Chromium (tests/conftest.py
``browser``); skipped when Chromium or poppler is missing (outside CI).
"""

from __future__ import annotations

import os
import re
import shutil
from pathlib import Path

import pytest

from guide import build, printed
from rulescore import catalogue as cat
from rulescore.catalogue.languages import text
from rulescore.present import errata as show

ROOT = Path(__file__).resolve().parent.parent


pytestmark = pytest.mark.printed

REPORT = cat.report()
POLISH_LETTERS = set("ąćęłńóśźż")
POLISH_WORDS = {"i", "w", "na", "nie", "się", "do", "jest", "z", "że", "to", "a", "gdy", "tylko", "przed", "od"}
ENGLISH_HEADINGS = ["What to act on", "Replace with", "Rests on", "Find:", "Contents", "Source", "Section",
                    "Verdict", "The entries", "changes a ruling", "missing fact", "wording", "contradiction"]


def _tools_or_skip() -> None:
    missing = [t for t in ("pdftotext", "pdfinfo") if not shutil.which(t)]
    if missing:
        if os.environ.get("CI"):
            pytest.fail(f"{', '.join(missing)} missing: the CI script installs chromium and poppler-utils")
        pytest.skip(f"{', '.join(missing)} missing: `apt-get install -y chromium poppler-utils`")


@pytest.fixture(scope="module")
def pages(browser) -> dict[str, list[str]]:
    _tools_or_skip()
    with build.lock():
        build.pdf(force=False, browser=browser)
    return {name: printed.page_texts(ed.pdf)[:-1] for name, ed in printed.LANGUAGE_EDITIONS.items()}


def _cyrillic_share(t: str) -> float:
    letters = [c for c in t if c.isalpha()]
    return sum("\u0400" <= c <= "\u04ff" for c in letters) / max(len(letters), 1)


def _polish(t: str) -> bool:
    words = set(re.findall(r"\w+", t.lower()))
    return bool(POLISH_LETTERS & set(t.lower())) and len(words & POLISH_WORDS) >= 3


@pytest.mark.parametrize("lang", ["pl", "ru"])
def test_each_language_edition_has_its_own_title_page_and_contents(pages, lang):
    ed = printed.LANGUAGE_EDITIONS[f"committee-{lang}"]
    first = " ".join(pages[ed.name][0].split())
    assert "rulescore" in first and " ".join(ed.title.split()) in first
    assert text(lang, "sources_checked") in first
    contents = " ".join(pages[ed.name][1].split())
    assert text(lang, "contents") in contents and text(lang, "act_on") in contents


@pytest.mark.parametrize("lang", ["pl", "ru"])
def test_every_page_reads_in_its_language(pages, lang):
    for n, page in enumerate(pages[f"committee-{lang}"], start=1):
        flat = " ".join(page.split())
        if not flat:
            continue
        for heading in ENGLISH_HEADINGS:
            assert heading not in flat, (lang, n, heading)
        body = re.sub(r"\b(?:IA|PL|RU|TDA)[-\s]?[\w.-]*|\b0[38][.-]\w+|rulescore|\d+", " ", flat)
        if lang == "ru":
            assert _cyrillic_share(body) > 0.6, (n, round(_cyrillic_share(body), 2))
        else:
            assert _polish(body), n


@pytest.mark.parametrize("lang", ["pl", "ru"])
def test_every_correction_of_the_language_is_printed(pages, lang):
    flat = " ".join(" ".join(pages[f"committee-{lang}"]).split())
    acts = REPORT.act_on(lang)
    assert acts
    for a in acts:
        words = " ".join(a.correction_in(lang).split()[:6])
        assert words in flat, (a.item.change, words)
        assert " ".join(a.item.quote.split()) in flat, (a.item.change, "quote")
    others = [a for a in REPORT.act_on() if a.language != lang]
    assert not any(" ".join(a.correction_in(a.language).split()[:6]) in flat for a in others)


def test_the_editions_compose_from_the_errata_renderer(pages):
    """The language editions are the renderer's chapter, not pages of the English site."""
    source, toc = printed.compose("committee-pl")
    assert show.chapter(REPORT, "pl")[:80].split(">")[0] in source
    assert toc[0][2] == text("pl", "act_on")


# ------------------------------------------------------------------------ the English committee edition
MARGIN_MM = 13   # guide/printed.py: @page margin left and right


@pytest.fixture(scope="module")
def committee(browser) -> tuple[Path, list[str]]:
    _tools_or_skip()
    with build.lock():
        build.pdf(force=False, browser=browser)
    ed = printed.EDITIONS["committee"]
    return ed.pdf, printed.page_texts(ed.pdf)[:-1]


def _words_past_the_margin(pdf: Path) -> list[tuple[int, str]]:
    """(page, word) for every word whose right edge lies beyond the page's right margin (a clipped line)."""
    import html as _html
    import subprocess

    out = subprocess.run(["pdftotext", "-bbox", str(pdf), "-"], capture_output=True, text=True, check=True).stdout
    found, page, limit = [], 0, 0.0
    for m in re.finditer(r'<page width="([\d.]+)"|<word xMin="[\d.]+" yMin="[\d.]+" xMax="([\d.]+)"[^>]*>(.*?)</word>',
                         out):
        if m.group(1):
            page += 1
            limit = float(m.group(1)) - MARGIN_MM * 72 / 25.4 + 3   # 3 pt of slack for a glyph's overhang
        elif float(m.group(2)) > limit:
            found.append((page, _html.unescape(m.group(3))))
    return found


def test_no_line_of_the_committee_edition_runs_off_the_page(committee):
    """A long line (the errata report's summary, a code cell's output) wraps instead of being cut at the edge."""
    pdf, _ = committee
    clipped = _words_past_the_margin(pdf)
    assert not clipped, clipped[:10]


def test_the_committee_edition_has_its_rules_index(committee):
    """The index of rules by TDA 2024 number the builder's docstring promises, in the contents with its
    page, every rule a source covers named with the rulings under it."""
    _, pages = committee
    contents = " ".join(" ".join(pages[1:3]).split())
    assert "Rules by TDA 2024 number" in contents
    flat = " ".join(" ".join(pages).split())
    for rule in ("TDA 45 · Multiple-chip betting", "TDA 53 · Action out of turn", "TDA 20 · Awarding odd chips"):
        assert rule.split(" · ")[0] + " ·" in flat, rule
    start = next(n for n, p in enumerate(pages) if "Rules by TDA 2024 number" in p and n > 2)
    index = " ".join(" ".join(pages[start:start + 12]).split())
    assert "08.6" in index and "RU-24" in index and "IA-13" in index


def test_every_departure_and_conflict_is_under_its_entry(committee):
    """The committee edition leaves the tables of conflicts and departures to the full reference because
    each one is printed under its entry among the entries the list rests on."""
    _, pages = committee
    flat = " ".join(" ".join(pages).split())
    start = flat.index("The entries the list rests on")
    details = flat[start:]
    for d in REPORT.departures:
        assert f"TDA {d.tda_rule}:" in details and d.id in details, d.id
    for k in REPORT.conflicts:
        assert all(i in details for i in k.ids), k.ids
