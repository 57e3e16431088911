"""The guide's own Sphinx extension: index pages, anchors and links, the offline search index.

Registered by guide/conf.py. Two hooks:

``source-read``
    fills the generated parts of the pages: ``@RULES_GRID@`` and ``@RULES_INDEX@`` (rules.md: every TDA 2024
    rule and Recommended Procedure), ``@KEYWORDS_INDEX@`` (keywords.md) and ``@VERDICTS@`` (introduction.md),
    all written by guide/rsindex.py, and ``@UNSHOWN_CARDS@`` (rules.md: a card for every catalogue entry no
    chapter shows, so each id has a home).

``build-finished`` (html builder)
    post-processes every page of the site:

    * each catalogue id gets exactly one anchor, ``id="IA-10-1"``, on its *home* card: the first card of
      that id in reading order (chapters, then the errata chapter, then the rules index);
    * every mention of a catalogue id, a source rule id (``IA-10``, ``08.4``) or a TDA 2024 rule number
      (``TDA 47``, ``TDA 2024 rules 43 and 47``) in a page's text becomes a link: ids to their card, rule
      ids to their line on the rules index, TDA numbers to their section there; the link's title is the
      one-line paraphrase of the rule book;
    * pandas tables in notebook outputs get a label on each cell (so a phone shows one block per row) and
      yes/no instead of ``True``/``False``; the renderers of rulescore (cards, the errata list) emit reader
      text and labelled tables already, and nothing they emit is replaced;
    * the search index is written (guide/rssearch.py): ``_static/rs-search-index.js``, a MiniSearch index of
      every card, rule and page section embedded in a script so that the search page works from a folder
      (``file://``), where fetching pages fails, and ``_static/rs-search.js``, the page's bundled script.

Nothing here decides a rule: cards and verdicts come from rulescore (rulescore.present.report and .words,
rulescore.reference.rulebook).
"""

from __future__ import annotations

import posixpath
import re
from pathlib import Path

from rulescore.present import report
from rulescore.present import words as cards
from rulescore.reference import rulebook

from . import rsindex, rssearch
from .rsdata import NOT_SEARCHED, catalogue

#: Catalogue ids and source rule ids in running text.
ID_RE = re.compile(r"(?<![\w.\-/#])(IA-\d\d(?:-\d+[A-Z]?)?|0\d\.\d+|0\d-[A-J]|PL-\d+[A-Z]?|RU-\d+[A-Z]?)(?![\w\-])")
#: "TDA 47", "TDA 2024 rule 43", "TDA 2024 rules 43 and 47", "TDA RP-8".
TDA_RE = re.compile(r"\bTDA(?:\s+2024)?(?:\s+[Rr]ules?)?\s+(RP-\d+|\d{1,3}(?!\d))")
TDA_MORE_RE = re.compile(r"(\s*(?:,|and|or|–|-)\s*(?:recommended procedure\s+|RP-)?)(\d{1,3})(?!\d)")
#: A <code> span that holds only ids (``08.10``, ``08.1–08.3``) is linked like text; other code is not.
PURE_IDS_RE = re.compile(r"^\s*(?:(?:IA-\d\d(?:-\d+[A-Z]?)?|0\d\.\d+|0\d-[A-J]|PL-\d+[A-Z]?|RU-\d+[A-Z]?)[\s,–\-…]*)+$")
#: Elements whose text is never linked.
SKIP = {"a", "pre", "script", "style", "title", "textarea", "button", "option", "svg", "summary"}
SKIP_CLASSES = {"cell_input", "rs-nolink", "headerlink", "highlight"}

RULES_PAGE = "rules"
KEYWORDS_PAGE = "keywords"


# ----------------------------------------------------------------------------------------- data
# catalogue(): id -> {title, verdict, tda, rule, ...} of every entry, in guide/rsdata.py (rsindex and rssearch
# read it too, and rsguide imports them).


def rule_anchor(rule_id: str) -> str:
    r = rulebook.entry(rule_id)
    if r is not None and r.id.startswith("TDA "):  # an official example's rule: its TDA 2024 entry
        return tda_anchor(r.tda)
    return f"rule-{r.id}" if r else ""


def tda_anchor(number: str) -> str:
    return f"tda-{str(number).lower()}"


def tda_known(number: str) -> bool:
    """Whether TDA 2024 rule ``number`` (or part, ``47-A``) has an entry on the rules index: every official one."""
    return rulebook.tda_rule(number) is not None or rsindex.official(number) is not None


# ----------------------------------------------------------------------------------- source-read
# The index pages (rules.md, keywords.md) and the introduction's verdict table: guide/rsindex.py.


def shown_ids(notebooks: Path) -> set[str]:
    """Catalogue ids that some notebook's stored outputs show as a card."""
    found: set[str] = set()
    for nb in notebooks.glob("*.ipynb"):
        found |= set(re.findall(r'data-rs-id=\\"([^"\\]+)\\"', nb.read_text(encoding="utf-8")))
    return found


def unshown_cards(notebooks: Path) -> str:
    """Cards of the catalogue entries that no chapter shows (so that every id has a home)."""
    missing = [i for i in catalogue() if i not in shown_ids(notebooks)]
    if not missing:
        return ""
    body = "\n".join(report.card(i)._repr_html_() for i in missing)
    return ("(rulings-not-in-a-chapter)=\n## Rulings no chapter shows yet\n\n"
            f"{unshown_line(missing)}\n\n"
            f'<div class="rs-unshown">\n{body}\n</div>\n')


def unshown_line(missing: list[str]) -> str:
    """The line under the heading of the rulings no chapter shows: how many, and that their cards stay folded
    until an id is tapped (the page would otherwise show a heading over nothing)."""
    n, official = len(missing), sum(1 for i in missing if i.startswith("TDA-"))
    if n == 1:
        what = "One ruling of the catalogue, an official TDA 2024 example," if official else "One ruling of the catalogue"
        return (f"{what} has no chapter of its own yet. Its card is folded here: it opens when its id is tapped, in "
                'a rule\'s entry above or in a search result, or with <a href="#rs-all">show every rule</a>.')
    what = f"{n} rulings of the catalogue" + (f", {official} of them official TDA 2024 examples," if official else "")
    return (f"{what} have no chapter of their own yet. Their cards are folded here: each opens when its id is "
            "tapped, in a rule's entry above or in a search result, and "
            '<a href="#rs-all">show every rule</a> opens them all.')


def fill(text: str, notebooks: Path) -> str:
    if "@RULES_GRID@" in text:
        text = text.replace("@RULES_GRID@", rsindex.grid())
    if "@RULES_INDEX@" in text:
        text = text.replace("@RULES_INDEX@", rsindex.rules_index())
    if "@KEYWORDS_INDEX@" in text:
        text = text.replace("@KEYWORDS_INDEX@", rsindex.keywords_index())
    if "@VERDICTS@" in text:
        text = text.replace("@VERDICTS@", rsindex.verdict_table())
    if "@UNSHOWN_CARDS@" in text:
        text = text.replace("@UNSHOWN_CARDS@", unshown_cards(notebooks))
    return text


# --------------------------------------------------------------------------------- post-processing
def _soup(text: str):
    from bs4 import BeautifulSoup

    return BeautifulSoup(text, "html.parser")


def _skipped(node) -> bool:
    for parent in node.parents:
        name = getattr(parent, "name", None)
        if name is None:
            continue
        if name in SKIP:
            return True
        if SKIP_CLASSES & set(parent.get("class") or []):
            return True
        if name == "abbr" and "rs-rule" in (parent.get("class") or []):
            return True
        if name == "code" and not PURE_IDS_RE.match(parent.get_text()):
            return True
    return False


class Site:
    """Every page of the built site, its article parsed once, post-processed, written back.

    Only the ``<article>`` of a page (the part a reader reads) is parsed and changed: the navigation around
    it is kept as Sphinx wrote it, which also keeps the post-processing fast."""

    ARTICLE = re.compile(r'<article class="bd-article"[^>]*>.*?</article>', re.S)

    def __init__(self, outdir: Path, order: list[str]):
        self.outdir = outdir
        self.pages: dict[str, object] = {}
        self.frame: dict[str, tuple[str, str]] = {}
        for path in sorted(outdir.rglob("*.html")):
            rel = path.relative_to(outdir).as_posix()
            if "_static" in rel.split("/") or rel.startswith("_"):
                continue
            doc = rel.removesuffix(".html")
            text = path.read_text(encoding="utf-8")
            m = self.ARTICLE.search(text)
            if m is None or doc in NOT_SEARCHED:
                continue
            self.frame[doc] = (text[:m.start()], text[m.end():])
            self.pages[doc] = _soup(m.group(0))
        rest = [d for d in self.pages if d not in order]
        self.order = [d for d in order if d in self.pages] + rest
        self.home: dict[str, str] = {}

    @staticmethod
    def main(soup):
        return soup.find("article") or soup

    def href(self, from_doc: str, to_doc: str, anchor: str = "") -> str:
        rel = posixpath.relpath(to_doc + ".html", posixpath.dirname(from_doc) or ".")
        if to_doc == from_doc:
            rel = ""
        return f"{rel}#{anchor}" if anchor else (rel or "#")

    # -- 1. pandas tables of notebook outputs: labelled cells, words for True/False ----------------------
    def label_tables(self) -> None:
        for soup in self.pages.values():
            # pandas tables: each cell labelled with its column, so that a phone can show one block per row
            for table in soup.find_all("table", class_="dataframe"):
                rows = table.thead.find_all("tr") if table.thead else []
                labels: list[str] = []
                for tr in rows:
                    for i, th in enumerate(tr.find_all(["th", "td"])):
                        text = th.get_text(" ", strip=True)
                        if i >= len(labels):
                            labels.append(text)
                        elif not labels[i]:
                            labels[i] = text
                for tr in table.tbody.find_all("tr") if table.tbody else []:
                    for i, cell in enumerate(tr.find_all(["th", "td"])):
                        if i < len(labels):
                            cell["data-label"] = cards.humanize(labels[i]) or "#"
                table["class"] = table.get("class", []) + ["rs-table", "rs-frame"]
            for cell in soup.find_all("div", class_="cell_output"):
                for el in cell.find_all(["td", "th", "li", "caption", "p", "dd", "dt"]):
                    for t in list(el.find_all(string=True)):
                        if t.parent.name in ("pre", "code"):
                            continue
                        new = cards.humanize(str(t))
                        if new != str(t):
                            t.replace_with(new)

    # -- 2. one anchor per catalogue id --------------------------------------------------------------
    def anchor_cards(self) -> None:
        for doc in self.order:
            for el in self.main(self.pages[doc]).find_all(attrs={"data-rs-id": True}):
                ident = el["data-rs-id"]
                if ident not in self.home:
                    self.home[ident] = doc
                    el["id"] = ident
                else:
                    el.attrs.pop("id", None)
                    el["class"] = el.get("class", []) + ["rs-copy"]

    # -- 3. links ------------------------------------------------------------------------------------
    def link_for_id(self, doc: str, ident: str):
        cat = catalogue()
        if ident in cat and ident in self.home:
            e = cat[ident]
            return self.href(doc, self.home[ident], ident), f"{ident} · {e['title']} ({e['verdict']})"
        r = rulebook.entry(ident)
        if r is not None:
            return self.href(doc, RULES_PAGE, rule_anchor(ident)), cards.rule_title(ident)
        return None

    def link_for_tda(self, doc: str, number: str):
        t = rulebook.tda_rule(number)
        if t is None:
            o = rsindex.official(number)
            if o is None:
                return self.href(doc, RULES_PAGE), f"TDA 2024 rule {number}"
            return self.href(doc, RULES_PAGE, tda_anchor(number)), f"TDA {number} · {o['title']}: {o['says']}"
        return self.href(doc, RULES_PAGE, tda_anchor(number)), f"TDA {number} · {t.title}: {t.says}"

    def _a(self, soup, text, target, cls):
        href, title = target
        a = soup.new_tag("a", href=href, title=title)
        a["class"] = [cls]
        if text:
            a.string = text
        return a

    def link_text(self, doc: str) -> None:
        soup = self.pages[doc]
        main = self.main(soup)
        if main is None:
            return
        # rule references of the cards: the whole "TDA 47 · IA-10" becomes one link
        # rule references of the cards, "TDA 47 · IA-10": the number links to its TDA section, the
        # source's id to its card or rule-book line; the paraphrase stays on the whole reference's hover
        for ab in main.find_all("abbr", class_="rs-rule", attrs={"data-rule": True}):
            if ab.find_parent("a"):
                continue
            for span in ab.find_all("span", class_=["rs-tda", "rs-src"]):
                if "rs-tda" in span.get("class", []):
                    number = span.get_text(strip=True).removeprefix("TDA").strip()
                    target = self.link_for_tda(doc, number)
                else:
                    target = self.link_for_id(doc, ab["data-rule"])
                if target:
                    a = soup.new_tag("a", href=target[0], title=ab.get("title", target[1]))
                    a["class"] = ["rs-rulelink"]
                    span.wrap(a)
        # links written as a bare fragment (#IA-10-1) to a catalogue id whose card lives on another page
        for a in main.find_all("a", href=re.compile(r"^#")):
            ident = a["href"][1:]
            if ident in self.home and self.home[ident] != doc:
                a["href"] = self.href(doc, self.home[ident], ident)
        # a card's own id: a link to itself at home, to its home elsewhere
        for el in [i for c in main.find_all(attrs={"data-rs-id": True}) for i in c.find_all(class_="rs-id")]:
            ident = el.get_text(strip=True)
            target = self.link_for_id(doc, ident)
            if target and not el.find_parent("a"):
                el.wrap(self._a(soup, "", target, "rs-idlink"))
        # table columns of TDA 2024 numbers ("TDA rule", "TDA 2024"): each bare number links to its section
        for cell in main.find_all(["td", "th"], attrs={"data-label": re.compile(r"\bTDA\b")}):
            number = cell.get_text(strip=True)
            if re.fullmatch(r"RP-\d+|\d{1,3}", number) and tda_known(number) and not cell.find("a"):
                a = self._a(soup, number, self.link_for_tda(doc, number), "rs-tdalink")
                cell.clear()
                cell.append(a)
        for node in list(main.find_all(string=True)):
            text = str(node)
            if not (ID_RE.search(text) or "TDA" in text) or _skipped(node):
                continue
            own = frozenset(p.get("id") for p in node.parents if getattr(p, "get", None) and p.get("id"))
            pieces = self.split(doc, soup, text, own)
            if len(pieces) > 1 or not isinstance(pieces[0], str):
                for piece in pieces:
                    node.insert_before(piece)
                node.extract()

    def split(self, doc: str, soup, text: str, own: frozenset = frozenset()) -> list:
        spans: list[tuple[int, int, tuple]] = []
        for m in TDA_RE.finditer(text):
            spans.append((m.start(), m.end(), ("tda", m.group(1))))
            pos = m.end()
            while True:
                more = TDA_MORE_RE.match(text, pos)
                if not more:
                    break
                number = ("RP-" + more.group(2)) if "RP" in more.group(1) or "procedure" in more.group(1) else more.group(2)
                spans.append((more.start(2), more.end(2), ("tda", number)))
                pos = more.end()
        taken = [(a, b) for a, b, _ in spans]
        for m in ID_RE.finditer(text):
            if not any(a <= m.start() < b for a, b in taken):
                spans.append((m.start(), m.end(), ("id", m.group(1))))
        spans.sort()
        out, pos = [], 0
        for a, b, (kind, value) in spans:
            target = self.link_for_tda(doc, value) if kind == "tda" else self.link_for_id(doc, value)
            if target is None or (target[0].startswith("#") and target[0][1:] in own):
                continue
            if a > pos:
                out.append(text[pos:a])
            out.append(self._a(soup, text[a:b], target, "rs-ref" if kind == "id" else "rs-tdalink"))
            pos = b
        if pos < len(text):
            out.append(text[pos:])
        return out or [text]

    # -- 4. write the pages, then the search index (guide/rssearch.py) ---------------------------------
    def write(self) -> None:
        for doc, soup in self.pages.items():
            head, tail = self.frame[doc]
            (self.outdir / f"{doc}.html").write_text(head + str(soup) + tail, encoding="utf-8")
        rssearch.write(self)


def open_in_rule_my_hand(site: Site) -> None:
    """Every card of a catalogue entry with a scenario gets an "Open in Rule my hand" link: the page opens
    with that hand (its address holds the scenario after ``?h=``, rulescore.explorer.phone.address_of)."""
    from rulescore.explorer import phone, phone_text

    scenarios = {e.id: e.scenario for e in report.entries() if isinstance(e.scenario, dict)}
    for doc, soup in site.pages.items():
        for card in site.main(soup).find_all("section", attrs={"data-rs-id": True}):
            scenario = scenarios.get(card["data-rs-id"])
            if scenario is None or card.find(class_="rs-open-rule"):
                continue
            try:
                where = phone.address_of(scenario)
            except Exception:
                continue
            a = soup.new_tag("a", attrs={"class": "rs-open-rule",
                                         "href": site.href(doc, "rule-my-hand") + "?h=" + where})
            a.string = phone_text.text("en", "open_rule")
            head = card.find(class_="rs-head")
            (head.insert_after(a) if head is not None else card.insert(0, a))


def post_process(outdir: Path, order: list[str]) -> Site:
    site = Site(outdir, order)
    site.label_tables()
    site.anchor_cards()
    open_in_rule_my_hand(site)
    for doc in site.pages:
        site.link_text(doc)
    site.write()
    return site
