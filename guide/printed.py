"""The printed editions of the guide, composed from the built site and printed by headless Chromium.

Two editions in English (``EDITIONS``):

committee   the introduction, the errata chapter, the index of rules by TDA 2024 number and the chapters of
            rulings (01-08, no code), each card cut to its answer, the figures to check and the verdict: what a
            rules committee reads and marks up;
reference   everything: the same, then the keyword index, the explorer, the glossary, the sources, the
            scenario format, the developer appendix and the API reference;

and the committee's errata chapter in the language of the sources it corrects (``LANGUAGE_EDITIONS``):
``committee-pl`` for the Polish sources (IA, Sections 03 and 08, the article) and ``committee-ru`` for the
Russian rules, each its own PDF with a title page and contents in that language. Their pages are composed
from :mod:`rulescore.present.errata` in that language (headings and generated sentences from the
catalogue's templates, the corrections in the committee's own words), with the site's stylesheets.

Each has a title page (version, date, the source editions checked) and contents with page numbers. The
pages are the articles of the built site (``_build/html``, already post-processed: cards, links), put one
after the other in one HTML file with their anchors made unique and their links pointing inside the
edition. Page numbers in the contents come from a first print: every contents target carries an invisible
marker, ``pdftotext`` finds the page of each marker, and the second print fills the numbers in (the
markers are absolutely positioned, so removing them changes no layout). Everything is local: the print
loads the site's own stylesheets and images from ``file:`` URLs; any other request is refused.
"""

from __future__ import annotations

import datetime as _dt
import html
import posixpath
import re
import shutil
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path

from .chromium import CHROMIUM, CHROMIUM_ARGS

ROOT = Path(__file__).resolve().parent.parent
HTML = ROOT / "_build" / "html"
OUT = ROOT / "_build"

ARTICLE = re.compile(r'<article class="bd-article"[^>]*>(.*?)</article>', re.S)
#: Anchors that are the same in every page and edition (cards, rules, TDA numbers, keywords).
GLOBAL_ID = re.compile(r"^(?:IA-\d\d(?:-\d+[A-Z]?)?|0\d\.\d+|0\d-[A-J]|PL-\d+[A-Z]?|RU-\d+[A-Z]?|tda-.+|rule-.+|kw-.+)$")
MARK = "QQP{}QQ"


@dataclass(frozen=True)
class Edition:
    name: str
    title: str
    blurb: str
    pdf: Path
    lang: str = "en"
    """The edition's language; an edition in Polish or Russian is the errata chapter for that language's
    sources, composed from :mod:`rulescore.present.errata` in that language (no English page of the site)."""


EDITIONS = {
    "committee": Edition(
        "committee", "Committee edition",
        "The introduction, the errata chapter, the rules by TDA 2024 number and the chapters of rulings "
        "(01-08), without code: every "
        "published example of the five sources recomputed, with its verdict. Cards that agree with their source "
        "are cut to the answer and the verdict; the step-by-step tables, the table of every entry, the charts "
        "chapter, whole hands, real hands and the explorer are in the full reference.",
        OUT / "rulescore-committee.pdf"),
    "reference": Edition(
        "reference", "Full reference",
        "Everything in the guide: the committee edition, then the keyword index, the explorer, the glossary, "
        "the sources and their TDA 2024 rule map, the scenario format, the developer appendix and the API.",
        OUT / "rulescore-guide.pdf"),
}


def _language_edition(lang: str) -> Edition:
    from rulescore.catalogue.languages import NAMES, text

    language = NAMES[lang][lang]
    return Edition(f"committee-{lang}", text(lang, "edition", language=language),
                   text(lang, "edition_blurb", language=language), OUT / f"rulescore-committee-{lang}.pdf", lang)


#: The committee's errata chapter in the language of the sources it corrects, each its own PDF.
LANGUAGE_EDITIONS = {f"committee-{lang}": _language_edition(lang) for lang in ("pl", "ru")}


def edition_named(name: str) -> Edition:
    """An edition by name (English or in a source's language)."""
    return EDITIONS.get(name) or LANGUAGE_EDITIONS[name]


def docs(edition: str) -> list[str]:
    """The pages of an edition, in order (those the site has)."""
    from . import conf

    chapters = conf.chapters()
    # the committee reads the rulings: the charts chapter (10, the examples of chapter 01 drawn again) and
    # the explorer (11, live controls) are in the full reference only, as are whole hands (12: the engine on
    # hands written street by street, no published example of its own) and real play (13: recorded hands
    # replayed, no published example either)
    readers = [c for c in chapters
               if not c.endswith(("10-reopening-charts", "11-explorer", "12-whole-hands", "13-real-hands"))]
    if edition == "committee":
        out = ["introduction"] + conf.errata() + ["rules"] + readers
    else:
        out = (["introduction"] + conf.errata() + ["rules", "keywords"] + chapters
               + ["glossary", "sources", "scenario-format"] + conf.appendices() + ["api"])
    return [d for d in out if (HTML / f"{d}.html").exists()]


def _article(doc: str) -> str:
    m = ARTICLE.search((HTML / f"{doc}.html").read_text(encoding="utf-8"))
    return m.group(1) if m else ""


def _title(body: str) -> str:
    m = re.search(r"<h1[^>]*>(.*?)</h1>", body, re.S)
    text = re.sub(r"<[^>]+>", "", m.group(1)) if m else ""
    return " ".join(html.unescape(text).replace("#", "").split())


def compose(edition: str, numbers: dict[int, int] | None = None) -> tuple[str, list[tuple[int, int, str]]]:
    """The edition as one HTML document, and its contents entries ``(key, level, title)``. With
    ``numbers`` (key -> page) the contents show page numbers; without, every entry carries a marker."""
    if edition in LANGUAGE_EDITIONS:
        return _compose_language(LANGUAGE_EDITIONS[edition], numbers)
    pages = docs(edition)
    index = {d: n for n, d in enumerate(pages)}
    toc: list[tuple[int, int, str]] = []
    parts = []
    key = 0

    def local(doc: str, href: str) -> str | None:
        """Where a link of ``doc`` points inside the edition (None: not in it)."""
        if href.startswith(("http:", "https:", "mailto:", "file:", "data:")):
            return href
        path, _, frag = href.partition("#")
        target = doc if not path else posixpath.normpath(posixpath.join(posixpath.dirname(doc), path))
        target = target.removesuffix(".html")
        if target not in index:
            return None
        if not frag:
            return f"#d{index[target]}"
        return f"#{frag}" if GLOBAL_ID.match(frag) else f"#d{index[target]}-{frag}"

    for doc in pages:
        n = index[doc]
        body = _article(doc)
        if edition == "committee" and doc in errata_docs():
            body = _cut(body, COMMITTEE_CUTS)
        if edition == "committee" and doc == "rules":
            body = _cut(body, RULES_CUTS)
        body = re.sub(r'<a class="headerlink"[^>]*>.*?</a>', "", body, flags=re.S)
        body = re.sub(r'(?<![\w-])id="([^"]+)"', lambda m: f'id="{m.group(1)}"' if GLOBAL_ID.match(m.group(1))
                      else f'id="d{n}-{m.group(1)}"', body)

        def href(m: re.Match) -> str:
            new = local(doc, html.unescape(m.group(1)))
            return f'href="{html.escape(new)}"' if new is not None else 'data-offline=""'
        body = re.sub(r'href="([^"]*)"', href, body)
        body = re.sub(r'src="(?!data:|file:|https?:)([^"]+)"',
                      lambda m: f'src="{(HTML / posixpath.dirname(doc) / m.group(1)).resolve().as_uri()}"', body)
        # contents entries: the page title, and the sections of a chapter
        title = _title(body)

        def mark(level: int, text: str) -> str:
            nonlocal key
            key += 1
            toc.append((key, level, text))
            return "" if numbers is not None else f'<span class="rs-pm">{MARK.format(key)}</span>'
        body = re.sub(r"(<h1[^>]*>)", lambda m: m.group(1) + mark(1, title), body, count=1)
        if doc.startswith("notebooks/") or doc in ("rules",):
            def h2(m: re.Match) -> str:
                text = " ".join(html.unescape(re.sub(r"<[^>]+>", "", m.group(2))).split())
                return m.group(1) + mark(2, text) + m.group(2)
            if doc != "rules":
                body = re.sub(r"(<h2[^>]*>)(.*?)(?=</h2>)", h2, body, flags=re.S)
        slug = re.sub(r"[^a-z0-9]+", "-", doc.split("/")[-1].lower())
        parts.append(f'<section class="rs-print-doc doc-{slug}" id="d{n}">{body}</section>')

    head = _head()
    joined = _anchored("".join(parts))
    return (f"<!DOCTYPE html><html lang=\"en\" data-theme=\"light\" data-mode=\"light\" class=\"rs-edition-{edition}\"><head><meta charset=\"utf-8\">{head}"
            f"<title>rulescore guide — {EDITIONS[edition].title}</title></head>"
            f'<body class="rs-print"><main class="bd-main"><div class="bd-content"><div class="bd-article-container">'
            f'<article class="bd-article">{_title_page(edition, pages)}{_contents(toc, numbers)}'
            f"{joined}</article></div></div></main></body></html>", toc)


def _compose_language(ed: Edition, numbers: dict[int, int] | None) -> tuple[str, list[tuple[int, int, str]]]:
    """An edition in Polish or Russian: its own title page and contents, then the errata chapter for that
    language's sources (what to act on, then the entries it rests on), every heading and sentence from the
    catalogue's templates or the committee's own wording in that language."""
    from rulescore import catalogue
    from rulescore.catalogue.languages import text
    from rulescore.present import errata as show

    rep = catalogue.report()
    body = show.chapter(rep, ed.lang)
    # each entry block gets an anchor of its own, so the contents can point at it
    body = re.sub(r'data-rs-detail="([^"]+)"', lambda m: f'{m.group(0)} id="entry-{m.group(1)}"', body)
    toc: list[tuple[int, int, str]] = []
    key = 0

    def mark(level: int, title: str) -> str:
        nonlocal key
        key += 1
        toc.append((key, level, title))
        return "" if numbers is not None else f'<span class="rs-pm">{MARK.format(key)}</span>'

    def heading(m: re.Match) -> str:
        title = " ".join(html.unescape(re.sub(r"<[^>]+>", "", m.group(3))).split())
        return f"{m.group(1)}{m.group(2)}>{mark(1 if m.group(2) == 'h1' else 2, title)}{m.group(3)}"
    body = re.sub(r"(<)(h[12])>(.*?)(?=</h[12]>)", lambda m: heading(m), body, flags=re.S)

    def item(m: re.Match) -> str:
        title = " ".join(html.unescape(re.sub(r"<[^>]+>", " ", m.group(2))).split())
        return f"{m.group(1)}{mark(3, title)}{m.group(2)}"
    body = re.sub(r'(<header class="rs-erratum-head">)(.*?)(?=</header>)', item, body, flags=re.S)
    parts = f'<section class="rs-print-doc doc-errata" id="d0">{body}</section>'
    return (f'<!DOCTYPE html><html lang="{ed.lang}" data-theme="light" data-mode="light" '
            f'class="rs-edition-committee rs-edition-{ed.name}"><head><meta charset="utf-8">{_head()}'
            f"<title>rulescore — {html.escape(ed.title)}</title></head>"
            f'<body class="rs-print"><main class="bd-main"><div class="bd-content"><div class="bd-article-container">'
            f'<article class="bd-article">{_title_page_language(ed, rep)}{_contents(toc, numbers, text(ed.lang, "contents"))}'
            f"{parts}</article></div></div></main></body></html>", toc)


def _title_page_language(ed: Edition, rep) -> str:
    import rulescore
    from rulescore.catalogue.languages import source_name, text

    langs = [s for s in rep_sources() if s["language"] == ed.lang]
    rows = "".join(f"<tr><td>{html.escape(str(s['id']))}</td><td>{html.escape(source_name(s['id'], ed.lang))}</td></tr>"
                   for s in langs)
    n = sum(c.source in {s["id"] for s in langs} for c in rep.checks)
    return (f'<section class="rs-titlepage" lang="{ed.lang}"><h1>rulescore</h1>'
            f'<p class="rs-edition">{html.escape(ed.title)}</p>'
            f"<p>{html.escape(ed.blurb)}</p>"
            f"<p>{html.escape(text(ed.lang, 'printed_from', date=_build_date()))} · rulescore "
            f"{html.escape(rulescore.__version__)}</p>"
            f"<p><b>{html.escape(text(ed.lang, 'sources_checked'))}</b></p><table>{rows}</table>"
            f"<p>{html.escape(text(ed.lang, 'of_sources', n=n))}</p></section>")


def rep_sources() -> list[dict]:
    from rulescore import catalogue

    return catalogue.sources()


def _build_date() -> str:
    try:
        return subprocess.run(["git", "log", "-1", "--format=%cs"], cwd=ROOT, capture_output=True, text=True,
                              check=True).stdout.strip() or str(_dt.date.today())
    except (OSError, subprocess.CalledProcessError):
        return str(_dt.date.today())


#: Sections of the errata chapter that the committee edition leaves to the full reference: the table of
#: every entry (the list of what to act on comes first and names each entry that needs a correction), the
#: tables of conflicts and departures (each one is under its entry in "The entries the list rests on", which
#: holds every entry a conflict or a departure is about), the reference points behind the departures, the
#: rule statements with nothing to compute, the coverage.
COMMITTEE_CUTS = ("every-entry", "conflicts-between-entries", "departures-from-tda-2024", "the-reference-points",
                  "rule-statements-with-nothing-to-compute", "coverage-of-the-sources")


#: Sections of the rules index that the committee edition leaves to the full reference: the cards of the
#: rulings no chapter shows (the errata chapter's entries give the committee what it needs of them).
RULES_CUTS = ("rulings-not-in-a-chapter",)


def _anchored(body: str) -> str:
    """``body`` with every in-edition link landing somewhere: a link to an entry whose card the edition
    leaves out goes to the entry's block in the errata chapter (``data-rs-detail``), given its id there;
    a link to nothing the edition holds is kept as plain text."""
    ids = set(re.findall(r'\bid="([^"]+)"', body))

    def give(m: re.Match) -> str:
        ident = html.unescape(m.group(1))
        if ident in ids:
            return m.group(0)
        ids.add(ident)
        return f'{m.group(0)} id="{html.escape(ident)}"'
    wanted = {html.unescape(h) for h in re.findall(r'href="#([^"]+)"', body)}
    body = re.sub(r'data-rs-detail="([^"]+)"', lambda m: give(m) if html.unescape(m.group(1)) in wanted else m.group(0),
                  body)
    return re.sub(r'href="#([^"]+)"', lambda m: m.group(0) if html.unescape(m.group(1)) in ids else 'data-offline=""',
                  body)


def errata_docs() -> list[str]:
    """The errata chapter's page(s)."""
    from . import conf

    return conf.errata()


def _cut(body: str, ids: tuple[str, ...]) -> str:
    """``body`` without the sections whose ids are ``ids``."""
    from bs4 import BeautifulSoup

    soup = BeautifulSoup(body, "html.parser")
    for ident in ids:
        sec = soup.find("section", id=ident)
        if sec is not None:
            sec.decompose()
    return str(soup)


def _head() -> str:
    """The site's own stylesheets (from a built page), as file: URLs, and the print layout."""
    page = (HTML / "introduction.html").read_text(encoding="utf-8")
    links = []
    for m in re.finditer(r'<link\b[^>]*\brel="stylesheet"[^>]*>', page):
        href = re.search(r'href="([^"]+)"', m.group(0)).group(1).split("?")[0]
        links.append(f'<link rel="stylesheet" href="{(HTML / href).resolve().as_uri()}">')
    css = """
    @page { size: A4; margin: 16mm 13mm 16mm 13mm; }
    html, body { background: white; }
    html { font-size: 10pt !important; }
    html.rs-edition-committee { font-size: 9.5pt !important; }
    body.rs-print { font-size: 1rem; line-height: 1.4; }
    .rs-print p { margin-bottom: 0.5em; }
    .rs-print .bd-article-container { max-width: 100%; padding: 0; }
    .rs-print .bd-main .bd-content { margin-left: 0 !important; }
    .rs-print .bd-main .bd-content .bd-article h1:first-of-type { display: block !important; }
    .rs-print .bd-article h1 { font-size: 20pt; margin: 0 0 4mm 0; color: #000; }
    .rs-print .bd-article h2 { font-size: 14pt; margin: 5mm 0 2mm 0; color: #000; }
    .rs-print .bd-article h3 { font-size: 12pt; margin: 4mm 0 1.5mm 0; color: #000; }
    .rs-print .bd-article h4 { font-size: 11pt; margin: 3mm 0 1mm 0; color: #000; }
    .rs-print-doc { break-before: page; }
    .rs-pm { position: absolute; font-size: 2px; color: white; }
    .rs-titlepage { break-after: page; padding-top: 30mm; }
    .rs-titlepage h1 { font-size: 28pt; margin-bottom: 2mm; }
    .rs-titlepage .rs-edition { font-size: 16pt; font-weight: 600; margin-bottom: 10mm; }
    .rs-titlepage table { font-size: 9.5pt; border-collapse: collapse; margin-top: 4mm; }
    .rs-titlepage td, .rs-titlepage th { border: 1px solid #bbb; padding: 1mm 2mm; text-align: left; vertical-align: top; }
    .rs-contents { break-after: page; }
    .rs-contents h1 { font-size: 20pt; }
    .rs-contents ol { list-style: none; padding: 0; margin: 0; columns: 2; column-gap: 9mm; }
    .rs-contents li.l1 { break-after: avoid; }
    .rs-contents li { display: flex; align-items: baseline; margin: 0.25mm 0; font-size: 9pt; }
    .rs-contents li.l1 { font-weight: 600; margin-top: 1.6mm; font-size: 10pt; }
    .rs-contents li.l2 { padding-left: 6mm; }
    .rs-contents li.l3 { padding-left: 10mm; font-size: 8pt; }
    .rs-contents li .t { flex: 0 1 auto; }
    .rs-contents li .dots { flex: 1 1 auto; border-bottom: 1px dotted #888; margin: 0 1.5mm; min-width: 5mm; transform: translateY(-1mm); }
    .rs-contents li .p { flex: 0 0 auto; min-width: 7mm; text-align: right; font-variant-numeric: tabular-nums; }
    .rs-contents a { color: inherit; text-decoration: none; }
    .rs-print img { max-height: 115mm; width: auto; }
    /* a printed line never runs off the page (a code cell's long output line wraps) */
    .rs-print pre, .rs-print .highlight pre { white-space: pre-wrap !important; overflow-wrap: anywhere; }
    /* the developer pages of the full reference, compact */
    .rs-print .doc-api, .rs-print .doc-scenario-format { font-size: 0.88rem; }
    .rs-print .doc-api pre, .rs-print .doc-scenario-format pre { font-size: 7.5pt; line-height: 1.3; }
    .rs-print .doc-api dl.py { margin-bottom: 1mm; }
    /* long tables (the errata list) flow over pages; a card and a table row never split */
    .rs-print .bd-main .bd-content table { break-inside: auto !important; }
    .rs-print .bd-main .bd-content .rs-card, .rs-print .bd-main .bd-content .rs-card table,
    .rs-print tr { break-inside: avoid !important; }
    /* The committee edition is the short one: a card keeps its answer, the situation, the figures that
       need checking and the verdict; the step tables and the rule footnotes are in the full reference. */
    .rs-edition-committee .rs-card .rs-steps, .rs-edition-committee .rs-card .rs-pots,
    .rs-edition-committee .rs-card .rs-footnotes,
    .rs-edition-committee .rs-card.verdict-agrees .rs-compare,
    .rs-edition-committee .rs-card.verdict-agrees .rs-why,
    .rs-edition-committee .rs-card.verdict-agrees .rs-cites,
    .rs-edition-committee .rs-card.verdict-agrees .rs-summary,
    .rs-edition-committee .rs-card.verdict-agrees .rs-citeline,
    .rs-edition-committee .rs-card.verdict-illustrated .rs-compare,
    .rs-edition-committee .rs-card.verdict-illustrated .rs-why,
    .rs-edition-committee .rs-card.verdict-illustrated .rs-cites,
    .rs-edition-committee .rs-card.verdict-illustrated .rs-answer,
    .rs-edition-committee .rs-card.verdict-illustrated .rs-citeline,
    .rs-edition-committee .rs-card.verdict-text-only .rs-answer,
    .rs-edition-committee .rs-ladder { display: none !important; }
    .rs-edition-committee .rs-print img { max-height: 62mm; }
    .rs-edition-committee .rs-print .cell_output table, .rs-edition-committee .rs-print .rs-table { font-size: 8pt; }
    .rs-edition-committee .rs-card { margin: 1mm 0 2mm 0 !important; }
    .rs-edition-committee .rs-card.verdict-agrees { padding: 1mm 2.5mm; }
    .rs-edition-committee body.rs-print { line-height: 1.32; }
    .rs-edition-committee .rs-print p { margin-bottom: 0.35em; }
    .rs-edition-committee .bd-article h2 { margin: 3.5mm 0 1.2mm 0; }
    .rs-edition-committee .bd-article h3 { margin: 2.5mm 0 1mm 0; }
    .rs-edition-committee .rs-card .rs-scroll:not(:has(table:not(.rs-steps):not(.rs-pots))) { display: none; }
    .rs-edition-committee .rs-card.verdict-agrees .rs-answer { background: none; padding: 0; margin: 0.5mm 0; }
    .rs-edition-committee .rs-card.verdict-agrees .rs-headline { font-size: 1rem; font-weight: 400; }
    .rs-edition-committee .rs-card.verdict-agrees .rs-verdict { margin: 0; }
    /* the errata: an item to act on is one block across the page; the entries it rests on, smaller, in two
       columns (a block never splits) */
    .rs-print .rs-erratum { padding: 1mm 2.5mm 0.5mm 2.5mm; margin: 1mm 0 2mm 0; }
    .rs-print .rs-erratum p { margin: 0.4mm 0 0.8mm 0; }
    .rs-edition-committee .rs-erratum { font-size: 9pt; }
    /* on paper the source's side and the English stand side by side, as on a wide screen */
    .rs-print .rs-erratum-sides:has(.rs-erratum-english) { grid-template-columns: 1fr 1fr; column-gap: 4mm; }
    .rs-print .rs-erratum-english { border-top: 0 !important; border-left: 1px dashed #bbb; padding: 0 0 0 3mm !important; }
    /* the committee's index of rules: two columns, each rule whole */
    .rs-edition-committee .doc-rules > section { column-count: 2; column-gap: 6mm; font-size: 8.2pt; line-height: 1.28; }
    .rs-edition-committee .doc-rules h1, .rs-edition-committee .doc-rules > section > p { column-span: all; }
    .rs-edition-committee .doc-rules .rs-tda-entry { break-inside: avoid; margin-top: 1.2mm; padding-top: 0.8mm; }
    .rs-edition-committee .doc-rules .rs-tda-entry, .rs-edition-committee .doc-rules .rs-tda-entry * {
      font-size: 7.8pt !important; line-height: 1.25; }
    /* what each rule says is the full reference's; the committee's index names the rulings under each number */
    .rs-edition-committee .doc-rules .rs-says, .rs-edition-committee .doc-rules .rs-section-name { display: none !important; }
    .rs-edition-committee .doc-rules .rs-uncovered { margin-top: 0.4mm; padding-top: 0.3mm; }
    .rs-edition-committee .doc-rules h2.rs-tda-head { font-size: 9pt !important; margin: 0.4mm 0 !important; }
    .rs-edition-committee .doc-rules ul { margin: 0.3mm 0 0.6mm 0; padding-left: 3.5mm; }
    .rs-edition-committee .doc-rules li { margin: 0; }
    .rs-edition-committee .doc-rules p { margin: 0.3mm 0 0.6mm 0 !important; }
    .rs-print .rs-details { column-count: 2; column-gap: 6mm; }
    .rs-print .rs-detail { font-size: 7.8pt; line-height: 1.28; padding: 0.6mm 0; margin: 0 0 1.5mm 0; }
    .rs-print .rs-detail-head { font-size: 8.6pt !important; margin: 0.5mm 0 !important; }
    .rs-print .rs-detail dt { margin-top: 0.6mm; }
    .rs-print .rs-detail dd { margin: 0 0 0.4mm 2.5mm; }
    .rs-print .rs-detail dd ul { padding-left: 3mm; }
    """
    return "".join(links) + f"<style>{css}</style>"


def _title_page(edition: str, pages: list[str]) -> str:
    import rulescore
    from rulescore.present import report

    ed = EDITIONS[edition]
    date = _build_date()
    langs = {"pl": "Polish", "ru": "Russian", "en": "English"}
    rows = "".join(f"<tr><td>{html.escape(str(s['id']))}</td><td>{html.escape(langs.get(s['language'], s['language']))}</td>"
                   f"<td>{html.escape(s['title'])}</td></tr>" for s in report.catalogue().sources())
    n = len(report.entries())
    return (f'<section class="rs-titlepage"><h1>rulescore guide</h1>'
            f'<p class="rs-edition">{html.escape(ed.title)}</p>'
            f"<p>Tournament rulings of the Poker TDA rules, computed: every published example of five renderings "
            f"of the rules recomputed and checked ({n} catalogue entries), with the TDA 2024 rule numbers.</p>"
            f"<p>{html.escape(ed.blurb)}</p>"
            f"<p><b>Version</b> {html.escape(rulescore.__version__)} · <b>printed from the build of</b> {date}</p>"
            f"<p><b>Source editions checked</b> (cited by these ids throughout; rule numbers mapped to the TDA 2024 "
            f"rules):</p><table><tr><th>id</th><th>language</th><th>source</th></tr>{rows}</table>"
            f"<p>Every figure was computed by the rulescore package; the paraphrases of rules are our own words.</p>"
            f"</section>")


def _contents(toc: list[tuple[int, int, str]], numbers: dict[int, int] | None, heading: str = "Contents") -> str:
    items = []
    for key, level, title in toc:
        page = str(numbers.get(key, "")) if numbers is not None else "000"
        items.append(f'<li class="l{level}"><span class="t">{html.escape(title)}</span><span class="dots"></span>'
                     f'<span class="p">{page}</span></li>')
    return f'<section class="rs-contents"><h1>{html.escape(heading)}</h1><ol>{"".join(items)}</ol></section>'


#: The page footer's words, by language.
FOOTER = {"en": ("rulescore guide", "page", "of"), "pl": ("rulescore", "strona", "z"), "ru": ("rulescore", "страница", "из")}


def _print(source: Path, pdf: Path, label: str, lang: str = "en", browser=None) -> None:
    """Print ``source`` to ``pdf`` in ``browser`` (a playwright Browser), or in a Chromium of its own."""
    if browser is None:
        from playwright.sync_api import sync_playwright

        with sync_playwright() as pw:
            own = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            try:
                return _print(source, pdf, label, lang, own)
            finally:
                own.close()
    page = browser.new_page()
    try:
        page.route("**/*", lambda route: route.continue_() if route.request.url.startswith(("file:", "data:"))
                   else route.abort())
        page.goto(source.as_uri(), wait_until="load")
        page.emulate_media(media="print")
        page.pdf(path=str(pdf), format="A4", print_background=True, outline=True, tagged=True,
                 prefer_css_page_size=True, display_header_footer=True, header_template="<span></span>",
                 footer_template='<div style="font-size:8px;width:100%;text-align:center;color:#555;">'
                                 f'{FOOTER[lang][0]} · {html.escape(label)} · {FOOTER[lang][1]} '
                                 f'<span class="pageNumber"></span> {FOOTER[lang][2]} '
                                 '<span class="totalPages"></span></div>')
    finally:
        page.close()


def page_texts(pdf: Path) -> list[str]:
    """The text of each page of ``pdf`` (pdftotext), page 1 first."""
    text = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True, text=True, check=True).stdout
    return text.split("\f")


def build(edition: str, browser=None) -> Path:
    """Print one edition (two passes: find the pages, then fill in the contents). Returns the PDF."""
    ed = edition_named(edition)
    work = OUT / "print"
    work.mkdir(parents=True, exist_ok=True)
    start = time.monotonic()
    first, toc = compose(edition)
    src = work / f"{edition}.html"
    src.write_text(first, encoding="utf-8")
    draft = work / f"{edition}-draft.pdf"
    _print(src, draft, ed.title, ed.lang, browser)
    found: dict[int, int] = {}
    for number, text in enumerate(page_texts(draft), start=1):
        for m in re.finditer(r"QQP(\d+)QQ", text):
            found.setdefault(int(m.group(1)), number)
    missing = [t for k, _, t in toc if k not in found]
    if missing:
        raise RuntimeError(f"{edition}: no page found for {missing[:5]}")
    final, _ = compose(edition, numbers=found)
    src.write_text(final, encoding="utf-8")
    _print(src, ed.pdf, ed.title, ed.lang, browser)
    pages = len(page_texts(ed.pdf)) - 1
    print(f"guide: printed {ed.pdf.relative_to(ROOT)} ({ed.title}, {pages} pages) in {time.monotonic() - start:.1f} s")
    return ed.pdf


def build_all(browser=None) -> list[Path]:
    """Print every edition. In ``browser`` (a playwright Browser, e.g. the tests' shared one) one after the
    other; without it side by side, in a Chromium each (the editions are independent)."""
    from concurrent.futures import ThreadPoolExecutor

    if not shutil.which("pdftotext"):
        raise SystemExit("guide: pdftotext (poppler-utils) is needed for the page numbers of the contents")
    if browser is not None:
        return [build(edition, browser) for edition in [*EDITIONS, *LANGUAGE_EDITIONS]]
    with ThreadPoolExecutor(max_workers=len(EDITIONS)) as pool:
        return list(pool.map(build, [*EDITIONS, *LANGUAGE_EDITIONS]))
