"""The rendered guide (issues 8 and 17): it builds without warnings, it is offline, and every page reads in a
browser at desktop and phone width; the rule book covers every rule the package cites; ruling cards answer
first; charts are legible; the two printed editions have contents with page numbers.

The guide is built (guide/build.py, as ``make guide`` does) when _build/html is missing or was built from
other content than what it renders now (build.fingerprint: the notebooks, the guide's pages, data/, the
package), and the PDFs are printed when they were not printed from this site. The browser checks use the
session's one Chromium (tests/conftest.py ``browser``: Debian's /usr/bin/chromium through playwright);
without it they are skipped, except under CI (the CI script installs it), where that is a failure. The
printed editions' test is marked ``printed``: ``make test`` runs it under CI=true, ``make guide-pdf`` always. Screenshots of
the key pages at 1280 and 390 px go to $GUIDE_SHOTS when it is set (``python -m guide.browser_check`` takes
them into /tmp/guide-shots) for a person to look at.
"""

from __future__ import annotations

import json
import os
import re
import shutil
from pathlib import Path

import pytest

from guide import browser_check, build
from rulescore import ask
from rulescore.present import report, words
from rulescore.reference import rulebook

ROOT = Path(__file__).resolve().parent.parent


HTML = build.HTML
NOTEBOOKS = sorted((ROOT / "notebooks").glob("[0-9][0-9]-*.ipynb"))
REMOTE = re.compile(r"""<(?:script|link|img|iframe|source|audio|video|embed)\b[^>]*?\b(?:src|href)=["']?(?:https?:)?//""",
                    re.IGNORECASE)


def _poppler_or_skip() -> None:
    if not (shutil.which("pdfinfo") and shutil.which("pdftotext")):
        if os.environ.get("CI"):
            pytest.fail("poppler-utils (pdfinfo, pdftotext) is missing: the CI script installs it")
        pytest.skip("poppler-utils is missing: `apt-get install -y poppler-utils` to check the PDF")


@pytest.fixture(scope="module")
def site():
    """The built site, rebuilt when stale; the build lock is held while the module's tests read it."""
    with build.fresh() as html:
        yield html


@pytest.fixture(scope="module")
def browser_reports(site, browser):
    # screenshots only when asked for ($GUIDE_SHOTS, or `python guide/browser_check.py`): they cost time
    shots = Path(os.environ["GUIDE_SHOTS"]) if os.environ.get("GUIDE_SHOTS") else None
    return {(r.path, r.width): r for r in browser_check.check_site(site, shots=shots, browser=browser)}


# ------------------------------------------------------------------------------------------ rule book
def _cited_rule_ids() -> dict[str, str]:
    """Every rule id the package and the catalogue cite: string literals of the package, the catalogue's
    ``rule:`` fields, and the rules of every ruling the catalogue's scenarios give (id -> where)."""
    found: dict[str, str] = {}
    literal = re.compile(r"""["'](IA-\d\d|0\d\.\d+|PL-\d+[A-Z]?|RU-\d+[A-Z]?|TDA \d{1,2}(?:-[A-Z])?|RP-\d+)["']""")
    for path in sorted(p for p in (ROOT / "rulescore").rglob("*.py") if "_built" not in p.parts):  # not generated
        for m in literal.finditer(path.read_text(encoding="utf-8")):
            found.setdefault(m.group(1), path.name)
    for e in report.entries():
        found.setdefault(str(e.rule), f"catalogue {e.id}")
        if e.scenario is None:
            continue
        try:
            d = ask(e.scenario).to_dict()
        except Exception:
            continue
        for r in d["rules"] + [a["rule"] for a in d["actions"]]:
            if r:
                found.setdefault(r, f"ruling of {e.id}")
    return found


def test_rule_book_has_every_rule_the_package_and_the_catalogue_cite():
    cited = _cited_rule_ids()
    assert {"08.4", "IA-10", "PL-54", "PL-54A", "03.7", "RU-20"} <= set(cited)
    missing = {r: where for r, where in cited.items() if rulebook.entry(r) is None}
    assert {"TDA 47-B", "RP-11", "TDA 29"} <= set(cited)  # where a ruling cites TDA 2024 itself
    assert not missing, f"add these rule ids to data/rulebook.yaml: {missing}"
    for r in cited:
        e = rulebook.entry(r)
        assert e.title and e.says and len(e.says) <= 160, r
        assert e.tda is None or rulebook.tda_rule(e.tda) is not None, f"{r}: TDA {e.tda} has no title in the book"


def test_a_tda_part_the_book_does_not_index_has_its_official_title_and_a_number_tda_lacks_none():
    assert rulebook.tda_rule("47-B").title == "Re-opening in limit"  # a part our data splits off
    part, whole = rulebook.tda_rule("55-A"), rulebook.tda_rule("55")  # one it does not: read as its rule
    assert part is not None and part.number == "55-A" and (part.title, part.says) == (whole.title, whole.says)
    assert rulebook.tda_rule("99") is None and rulebook.tda_rule("99-A") is None and rulebook.tda_rule("RP-99") is None


def test_rule_book_numbers_agree_with_the_catalogue_and_the_reference_map():
    """The TDA 2024 number of a rule is the one the catalogue's entries of that rule carry."""
    for e in report.entries():
        if e.tda is not None and rulebook.entry(str(e.rule)) is not None and rulebook.entry(e.id) is None:
            book = rulebook.entry(str(e.rule))
            assert str(e.tda) in (book.tda, *book.also) or str(e.tda) == report.rulebook_tda(e), e.id
    assert rulebook.tda("IA-10") == "47" and rulebook.tda("08.4") == "43" and rulebook.tda("RU-28") == "RP-8"
    assert rulebook.cite("IA-10-1B") == "TDA 47 · IA-10-1B" and rulebook.entry("RU-24A").id == "RU-24"
    assert rulebook.paraphrase("no such rule") == "" and rulebook.tda("no such rule") is None


def test_keywords_lead_to_known_rules_and_cover_the_table_talk():
    words = {t for k in rulebook.keywords() for t in k.terms}
    for w in ("chop", "colour up", "color up", "overchip", "shove", "string bet", "misdeal"):
        assert w in words
    for k in rulebook.keywords():
        assert all(rulebook.entry(r) is not None for r in k.rules), k.terms


# --------------------------------------------------------------------------------------------- cards
def test_ruling_card_answers_first_with_the_tda_number():
    c = report.card("IA-10-1")
    text = repr(c)
    first = text.splitlines()
    assert first[0].startswith("IA-10-1 · ") and first[1].startswith("TDA 47 · IA-10")
    assert first[3] == ("A to act: 100 to call. A may fold, call or raise; raise to at least 300, "
                        "no maximum known (stack not given).")
    html = c._repr_html_()
    assert html.index("rs-headline") < html.index("rs-steps") < html.index("rs-pots")
    assert 'data-rs-id="IA-10-1"' in html and 'title="TDA 47 · IA-10 — Reopening the betting:' in html
    for noise in ("True", "False", "last_action", "can_raise"):
        assert noise not in c.to_text() and noise not in html


def test_card_of_a_hand_typed_by_hand_and_of_a_rejected_one():
    a = report.answer({"blinds": "50/100", "street": "flop", "seats": ["A", "B", "C"],
                       "actions": ["A bet 100", "B allin"], "stacks": {"B": 150}})
    assert repr(a).startswith("C to act: 150 to call. C may fold, call or raise; raise to at least 250")
    assert "<table" in a._repr_html_()
    bad = report.answer({"blinds": "50/100", "street": "flop", "seats": ["A", "B", "C"], "actions": ["A bet 100", "B check"]})
    assert repr(bad) == "error: action 2 (B check): B faces a bet of 100 and cannot check (PL-55)"
    assert "TDA 55" in bad._repr_html_()


def test_reader_helpers_use_words():
    assert words.label("last_action.as") == "last action · counts as" and words.yes_no(False) == "no"
    assert words.humanize("Computed can_raise False, see sources.yaml") == "Computed may raise no, see sources.yaml"
    t = report.table([{"to_call": 100, "can_raise": True}])
    assert "may raise" in repr(t) and "yes" in t._repr_html_() and "True" not in t._repr_html_()


# -------------------------------------------------------------------------------------------- charts
def _legibility(fig, column_px=720, dpi=100, page_in=7.3):
    """Smallest text of ``fig`` on screen (px, a column ``column_px`` wide) and on an A4 page (pt)."""
    from matplotlib.text import Text

    fig.canvas.draw()
    renderer = fig.canvas.get_renderer()
    box = fig.get_tightbbox(renderer)
    scale = min(1.0, column_px / (box.width * dpi))
    texts = [t for t in fig.findobj(Text) if t.get_visible() and t.get_text().strip()]
    clipped = []
    fig_box = fig.bbox
    for t in texts:
        ext = t.get_window_extent(renderer)
        if t.get_clip_on() and t.get_clip_box() is not None:
            cb = t.get_clip_box()
            if ext.x0 < cb.x0 - 1 or ext.x1 > cb.x1 + 1 or ext.y0 < cb.y0 - 1 or ext.y1 > cb.y1 + 1:
                clipped.append(t.get_text())
        if ext.x1 < fig_box.x0 or ext.x0 > fig_box.x1 + box.width * fig.dpi:
            clipped.append(t.get_text())
    smallest = min(t.get_fontsize() for t in texts)
    return smallest / 72 * dpi * scale, smallest * min(1.0, page_in / box.width), clipped


def test_charts_text_is_at_least_the_small_print_of_the_page():
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from rulescore import analysis
    from rulescore.present import charts
    from rulescore.rules import tables

    plt.rcParams["figure.dpi"] = 100
    drawn = []
    charts.action_ladder(analysis.ladder("IA-10-3B"))
    drawn.append(("ladder", plt.gcf()))
    fig, ax = plt.subplots(figsize=(7.5, 6))
    charts.reopening_chart(analysis.reopening_map("IA-10-1", first="B", second="D", player="A", step=20,
                                                  marks=[("IA-10-1", 125, 200)]), ax=ax)
    fig.tight_layout()
    drawn.append(("map", fig))
    charts.fifty_percent_chart(analysis.fifty_percent_band(1100, 600))
    drawn.append(("50 % band", plt.gcf()))
    charts.seat_draw_chart(tables.seat_draw_frequencies(players=["A", "B", "C"], seats=[1, 2, 3], trials=300, seed=1))
    drawn.append(("seat draw", plt.gcf()))
    charts.verdict_chart(analysis.verdict_counts([report.checked(e.id) for e in report.entries()[:20]]))
    drawn.append(("verdicts", plt.gcf()))
    for name, fig in drawn:
        px, pt, clipped = _legibility(fig)
        assert px >= 12.5, f"{name}: smallest text {px:.1f} px in a 720 px column"
        assert pt >= 9, f"{name}: smallest text {pt:.1f} pt on an A4 page"
        assert not clipped, f"{name}: clipped labels {clipped}"
    plt.close("all")


# ----------------------------------------------------------------------------------------- the site
def test_guide_builds_with_every_page(site):
    """Introduction, errata, index pages, one page per notebook, glossary, sources and API reference; the
    record of what it was built from matches the inputs now (so the next run does not build it again)."""
    assert build.changed() == []
    expected = {"index.html", "introduction.html", "glossary.html", "sources.html", "api.html", "rules.html",
                "keywords.html", "notebooks/appendix-pokerkit.html"}
    expected |= {f"notebooks/{nb.stem}.html" for nb in NOTEBOOKS}
    built = {p.relative_to(site).as_posix() for p in browser_check.pages(site)}
    assert expected <= built, f"pages missing from the guide: {sorted(expected - built)}"


def test_guide_chapters_in_number_order_with_errata_first(site):
    index = (site / "index.html").read_text(encoding="utf-8")
    order = [m for m in re.findall(r'href="notebooks/(\d\d-[a-z0-9-]+)\.html"', index)]
    chapters = [nb.stem for nb in NOTEBOOKS]
    seen = list(dict.fromkeys(order))
    errata = "09-published-rulings-check"
    if errata in chapters:
        assert seen[0] == errata, "the rulings check (errata) comes right after the introduction"
        seen.remove(errata)
        chapters.remove(errata)
    assert seen == chapters


def test_guide_loads_nothing_from_another_host(site):
    """No script, stylesheet, font or image from another host: the guide works from a USB stick."""
    offenders = []
    for page in browser_check.pages(site):
        for m in REMOTE.finditer(page.read_text(encoding="utf-8")):
            offenders.append(f"{page.relative_to(site)}: {m.group(0)}")
    for css in (site / "_static").rglob("*.css"):
        for m in re.finditer(r"url\(\s*['\"]?(?:https?:)?//[^)]*\)", css.read_text(encoding="utf-8", errors="replace")):
            offenders.append(f"{css.relative_to(site)}: {m.group(0)}")
    assert not offenders, "\n".join(offenders)


def test_guide_chart_images_say_what_they_show(site):
    """Issue 23: every chart image carries the chart's own sentence as alt text (guide/alttext.py), never its
    hashed file name; the sentence names what is charted."""
    bad, seen = [], 0
    for page in browser_check.pages(site):
        for tag in re.findall(r"<img\b[^>]*>", page.read_text(encoding="utf-8")):
            if "_images/" not in tag:
                continue  # the theme's own images (logo)
            seen += 1
            alt = re.search(r'\balt="([^"]*)"', tag)
            text = alt.group(1) if alt else ""
            if not text or re.search(r"\.(png|svg|jpe?g)$", text) or len(text.split()) < 8:
                bad.append(f"{page.relative_to(site)}: {tag[:160]}")
    assert seen and not bad, "\n".join(bad)


def test_guide_glossary_has_three_languages(site):
    text = (site / "glossary.html").read_text(encoding="utf-8")
    for word in ("podbicie", "рейз", "znacząca akcja", "pula poboczna", "сайд пот", "significant action"):
        assert word in text


def test_guide_sources_page_lists_the_five_sources_and_the_tda_map(site):
    text = (site / "sources.html").read_text(encoding="utf-8")
    for ident in ("IA", "PL", "S03", "RU", "S08"):
        assert f">{ident}<" in text
    assert "TDA 2024 rule" in text and "re-opening the bet" in text
    assert 'href="rules.html#tda-47"' in text


def test_guide_index_pages_by_tda_number_and_by_keyword(site):
    rules = (site / "rules.html").read_text(encoding="utf-8")
    for number in rulebook.tda_numbers():
        assert f'id="tda-{number.lower()}"' in rules
    assert 'id="rule-IA-10"' in rules and 'id="rule-08.4"' in rules
    keywords = (site / "keywords.html").read_text(encoding="utf-8")
    for word in ("chop", "colour up", "color up", "overchip", "shove", "string bet", "misdeal"):
        assert f">{word}" in keywords or f" {word} " in keywords or f"· {word}" in keywords, word


def test_guide_code_is_hidden_except_where_it_is_the_lesson(site):
    for nb in NOTEBOOKS:
        text = (site / "notebooks" / f"{nb.stem}.html").read_text(encoding="utf-8")
        shown = len(re.findall(r'class="cell_input', text))
        if nb.stem == "11-explorer":
            assert shown > 0
        else:
            assert shown == 0, f"{nb.stem}: {shown} code cells rendered"


def test_guide_every_page_at_desktop_and_phone_width(browser_reports):
    """At 1280 and 390 px: no failed or remote request, no console error, no broken image or link, no
    horizontal overflow, no visible code cell on a chapter, no True/False or result keys in reader text,
    every id and rule number a link to its anchor; site-wide: one anchor per catalogue id, and a search for
    an id shows its card first."""
    bad = {f"{path} @ {width}": r.problems for (path, width), r in browser_reports.items() if r.problems}
    assert not bad, json.dumps(bad, indent=2, ensure_ascii=False)
    widths = {w for _, w in browser_reports}
    assert {1280, 390} <= widths


@pytest.mark.parametrize("notebook", [nb.stem for nb in NOTEBOOKS])
def test_guide_chapter_shows_its_tables_and_figures(browser_reports, notebook):
    report_ = browser_reports[(f"notebooks/{notebook}.html", 1280)]
    want = browser_check.expected_outputs(ROOT / "notebooks" / f"{notebook}.ipynb")
    stats = report_.stats
    assert stats["outputs"] >= want["outputs"] > 0
    assert stats["output_tables"] >= want["tables"]
    assert stats["output_imgs"] >= want["images"]
    assert stats["tables"] + stats["pres"] + stats["imgs"] > 0


# ----------------------------------------------------------------------------------------- the PDFs
def _contents(edition) -> list[tuple[str, int]]:
    """(title, page) entries of the contents as printed (from the HTML the final print was made of)."""
    import html as _html

    source = (build.BUILD / "print" / f"{edition.name}.html").read_text(encoding="utf-8")
    box = source[source.index('class="rs-contents"'):]
    box = box[:box.index("</section>")]
    return [(" ".join(_html.unescape(t).split()), int(n)) for t, n in
            re.findall(r'<span class="t">(.*?)</span><span class="dots"></span><span class="p">(\d+)</span>', box)]


@pytest.mark.printed
def test_guide_pdfs_have_contents_with_page_numbers(site, browser):
    """``make guide-pdf``: the committee edition and the full reference, each with a title page and contents
    whose page numbers are right (the first words of each entry are on that page). Printing takes a while:
    ``make test`` runs this under ``CI=true`` only (marker ``printed``); ``make guide-pdf`` runs it too."""
    _poppler_or_skip()
    from guide import printed

    build.pdf(force=False, browser=browser)   # the site fixture holds the build lock
    counts, texts = {}, {}
    for edition in printed.EDITIONS.values():
        pages = texts[edition.name] = printed.page_texts(edition.pdf)[:-1]
        counts[edition.name] = len(pages)
        assert "rulescore guide" in pages[0] and edition.title in pages[0] and "Version" in pages[0]
        entries = _contents(edition)
        assert len(entries) >= 10, f"{edition.name}: no contents with page numbers"
        # the contents pages of the PDF show the entries with their numbers ...
        first = min(n for _, n in entries)
        shown = " ".join(" ".join(pages[1:first - 1]).split())
        assert "Contents" in shown
        for title, number in entries:
            assert " ".join(title.split()[:2]) in shown and re.search(rf"\b{number}\b", shown), (title, number)
        # ... and each entry's heading is on the page its number gives
        wrong = [f"{title} -> {number}" for title, number in entries
                 if " ".join(title.split()[:4]) not in " ".join(pages[number - 1].split())]
        assert not wrong, f"{edition.name}: contents entries not on their page: {wrong[:8]}"
    # the committee edition is the short one: a fifth of the full reference at most (101 of 526 pages with the
    # 62 official examples, 59 changes to act on in two languages side by side and the rules index; 97 of 488
    # before; 82 of 483 with 39 changes and no index, 40-60 with 121 entries and 20). The absolute bound is about
    # two pages a change to act on: a list that grows past it is no longer a short read.
    n_changes = len(report.catalogue().report().act_on())
    assert 35 <= counts["committee"] <= 2 * n_changes and counts["committee"] * 5 <= counts["reference"], counts
    assert counts["reference"] > counts["committee"]
    flat = " ".join(" ".join(texts["reference"]).split())
    titles = ["Introduction for tournament directors", "Glossary: English, Polish, Russian", "API reference",
              "Rules by TDA 2024 number"]
    for nb in NOTEBOOKS:
        cells = json.loads(nb.read_text(encoding="utf-8"))["cells"]
        text_md = "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")
        titles.append(re.search(r"^# (.+)$", text_md, re.MULTILINE).group(1).strip())
    missing = [t for t in titles if " ".join(t.split()) not in flat]
    assert not missing, f"not in the full reference: {missing}"


def test_guide_print_keeps_each_card_on_one_page():
    css = (ROOT / "guide" / "_static" / "guide.css").read_text(encoding="utf-8")
    printing = css[css.index("@media print"):]
    assert re.search(r"\.rs-card[^{]*\{[^}]*break-inside:\s*avoid", printing)
