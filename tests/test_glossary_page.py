"""The guide's glossary page (guide/glossary.md) and the renderer's glossary (rulescore/words/templates/*/glossary.ftl)
say the same: the page is written from the glossary (guide/rsglossary.py), every term of each language is on it,
the search reads the same rows from it, and every link to a glossary term anywhere in the guide lands on one."""

from __future__ import annotations

import re
from pathlib import Path

from docutils.nodes import make_id

from guide import rsglossary, rssearch
from rulescore.words import Renderer

ROOT = Path(__file__).resolve().parent.parent
PAGE = (ROOT / "guide" / "glossary.md").read_text(encoding="utf-8")


def _rows() -> dict[str, str]:
    return {m.group(1): m.group(0) for m in re.finditer(r"^\| \{term\}`([^`]+)` \|.*$", PAGE, re.M)}


def _headwords() -> list[str]:
    """The headwords of the page's glossary directive (each term line of an entry, not indented)."""
    block = PAGE.split("```{glossary}", 1)[1].split("```", 1)[0]
    return [line for line in block.splitlines() if line and not line.startswith(" ")]


def test_the_page_is_what_the_glossary_gives():
    assert not rsglossary.stale(), "guide/glossary.md is out of date: run python -m guide.rsglossary"
    assert rsglossary.main(["--check"]) == 0


def test_every_defined_term_has_its_row_and_its_entry_in_the_three_languages():
    en, rows = Renderer("en"), _rows()
    terms = rsglossary.entries()
    assert len(terms) >= 40 and list(rows) == [rsglossary.headword(en, t) for t in terms]
    heads = _headwords()
    for t in terms:
        row = rows[rsglossary.headword(en, t)]
        assert rsglossary.headword(en, t) in heads
        for lang in ("pl", "ru"):
            r = Renderer(lang)
            assert rsglossary.headword(r, t) in row, (t, lang)
            for word in rsglossary.other_words(lang, t):
                assert word in row, (t, lang, word)
        for ident in re.split(r"[,;]\s*", en.attribute(t, "where").split(";")[0]):
            assert f"`{ident.strip()}`" in row, (t, ident)
        assert en.attribute(t, "definition") in PAGE
        for avoided in filter(None, (w.strip() for w in en.attribute(t, "avoid").split(","))):
            assert avoided in heads  # a link to the word a page once used still lands on the definition


def test_the_search_reads_the_glossarys_terms_from_the_page():
    en = Renderer("en")
    rows = rssearch.glossary_rows()
    assert [r[0] for r in rows] == [re.sub(r"\s*\(TD\)$", "", rsglossary.headword(en, t)) for t in rsglossary.entries()]
    def plain(text: str) -> str:  # the search reads a cell without its quotation marks
        return re.sub(r"[«»„”“\"*]", "", text).split(" (")[0].strip()
    for (_, pl, ru, _), t in zip(rows, rsglossary.entries()):
        assert plain(Renderer("pl").term(t, form="long")) in " ".join(pl), t
        assert plain(Renderer("ru").term(t, form="long")) in " ".join(ru), t


def test_every_link_to_a_glossary_term_lands_on_one():
    """{term} roles and glossary.html#term-... links in the guide's pages, the notebooks and the package."""
    anchors = {f"term-{make_id(h)}" for h in _headwords()}
    found = []
    for path in [*ROOT.glob("guide/*.md"), *ROOT.glob("guide/*.rst"), *ROOT.glob("notebooks/*.ipynb"),
                 *ROOT.glob("rulescore/**/*.py"), *ROOT.glob("guide/*.py"), *ROOT.glob("guide/_static/**/*.js")]:
        text = path.read_text(encoding="utf-8")
        found += [(path.name, f"term-{make_id(m)}") for m in re.findall(r"\{term\}`([^`<]+)`", text)]
        found += [(path.name, f"term-{make_id(m)}") for m in re.findall(r"\{term\}`[^`<]*<([^>]+)>`", text)]
        found += [(path.name, m) for m in re.findall(r"glossary(?:\.html)?#(term-[\w-]+)", text)]
    assert found, "the glossary's own table links its terms"
    assert sorted({f for f in found if f[1] not in anchors}) == []
    assert "term-significant-action" in anchors and "term-substantial-action" in anchors
