"""The guide's index pages and the introduction's verdict table, generated at build time (guide/rsguide.py fills
the placeholders from here):

``@RULES_GRID@``, ``@RULES_INDEX@`` (rules.md)
    every TDA 2024 rule 1-71 and Recommended Procedure RP-1 … RP-22 (``data/tda2024-rules.yaml``): a grid of
    numbers on top, then one entry per rule in rule order (47, its parts 47-A and 47-B, then 48; the RPs after
    71) with our paraphrase, the source rules that sit under it, the rulings of the catalogue under it, or
    "not covered by our five sources" where there are none, and a link to the official rules site;
``@KEYWORDS_INDEX@`` (keywords.md)
    the words used at the table, the rules they lead to and their rulings, each with its title;
``@VERDICTS@`` (introduction.md)
    the verdicts a ruling card can carry, from ``rulescore.catalogue.verdicts.Verdict``, each with what it
    means and how many cards carry it now (a verdict without a meaning here stops the build).

Nothing here decides a rule: numbers, titles and paraphrases are data, verdicts come from rulescore.
"""

from __future__ import annotations

import html
import re
from collections import Counter
from functools import lru_cache

import yaml

from rulescore.catalogue.verdicts import Verdict
from rulescore.datafiles import data_dir
from rulescore.present import words as cards
from rulescore.reference import rulebook

from . import rsdata

#: The official rules, on the TDA's own site (a link; nothing is loaded from it).
OFFICIAL_URL = "https://www.pokertda.com/poker-tda-rules/"
#: Catalogue sources that are the official rules themselves (not one of our five renderings), if any.
OFFICIAL_SOURCES = {"TDA"}


# ------------------------------------------------------------------------------------ official rules
@lru_cache(maxsize=1)
def official_rules() -> dict[str, dict]:
    """Every TDA 2024 rule and Recommended Procedure, in rule order: number -> {number, section, title, says,
    parts}."""
    items = yaml.safe_load((data_dir() / "tda2024-rules.yaml").read_text(encoding="utf-8"))
    rules = {str(r["number"]): {**r, "number": str(r["number"]), "parts": dict(r.get("parts") or {})} for r in items}
    return dict(sorted(rules.items(), key=lambda kv: number_key(kv[0])))


def number_key(number: str) -> tuple:
    """Rule order: 1 … 47, 47-A, 47-B, 48 … 71, then RP-1 … RP-22 (and their parts)."""
    m = re.fullmatch(r"(RP-)?(\d+)(?:-([A-Z]))?", str(number))
    if m is None:
        return (2, 0, str(number))
    return (1 if m.group(1) else 0, int(m.group(2)), m.group(3) or "")


def rule_of(number: str) -> str:
    """The rule a lettered part belongs to: ``47-A`` -> ``47``, ``RP-10-H`` -> ``RP-10``."""
    m = re.fullmatch(r"((?:RP-)?\d+)(?:-[A-Z])?", str(number))
    return m.group(1) if m else str(number)


def official(number: str) -> dict | None:
    """The official rule ``number`` (a part resolves to its rule), or None."""
    return official_rules().get(rule_of(number))


def anchor(number: str) -> str:
    return f"tda-{str(number).lower()}"


# ------------------------------------------------------------------------------------ what sits where
def _catalogue() -> dict:
    return rsdata.catalogue()


def entries_by_rule() -> dict[str, list[str]]:
    """Catalogue ids by the TDA 2024 rule (not part) they belong to, in catalogue order."""
    found: dict[str, list[str]] = {}
    for ident, e in _catalogue().items():
        if e["tda"]:
            found.setdefault(rule_of(str(e["tda"])), []).append(ident)
    return found


def source_rules_by_rule() -> dict[str, list[tuple[str, bool]]]:
    """Source rule ids by the TDA 2024 rule they sit under: (id, whether it is the rule's own place, where its
    ``rule-…`` anchor goes; ``also`` placements are listed without one)."""
    found: dict[str, list[tuple[str, bool]]] = {}
    for rid in rulebook.ids():
        r = rulebook.entry(rid)
        if r is None:
            continue
        for i, number in enumerate((r.tda, *r.also)):
            if number is not None:
                found.setdefault(rule_of(number), []).append((rid, i == 0))
    return found


def unnumbered_source_rules() -> list[str]:
    """Source rules the rule book places under no TDA 2024 number."""
    return [rid for rid in rulebook.ids() if rulebook.entry(rid).tda is None]


def covered(number: str) -> bool:
    """Whether one of our five sources has a rule or a published example under TDA ``number``."""
    cat = _catalogue()
    rule = rule_of(number)
    if source_rules_by_rule().get(rule):
        return True
    return any(cat[i]["source"] not in OFFICIAL_SOURCES for i in entries_by_rule().get(rule, []))


# ------------------------------------------------------------------------------------- rules.md
def _entry_items(ids: list[str]) -> str:
    cat = _catalogue()
    esc = html.escape
    return "".join(f'<li><span class="rs-entry">{esc(i)}</span> {esc(cat[i]["title"])} '
                   f'<span class="rs-badge verdict-{esc(cat[i]["verdict"])}">{esc(cat[i]["verdict"])}</span></li>'
                   for i in ids)


def _rule_items(placed: list[tuple[str, bool]]) -> str:
    esc = html.escape
    items = []
    for rid, own in placed:
        r = rulebook.entry(rid)
        attr = f' id="rule-{esc(r.id)}"' if own else ""
        items.append(f'<li{attr}><span class="rs-ruleid">{esc(rid)}</span> <b>{esc(r.title)}</b> — {esc(r.says)}</li>')
    return "".join(items)


#: The languages of the rule index: the paraphrase of every rule in each, the reader picks one (rules.md).
LANGUAGES = {"en": "English", "pl": "Polski", "ru": "Русский"}


def _in_languages(r: dict, key: str, tag: str, cls: str = "") -> str:
    """A rule's title or paraphrase in English, Polish and Russian (data/tda2024-rules.yaml), each marked with its
    language: the page shows the reader's (rs-rules.js), or all three without scripts."""
    esc = html.escape
    attr = f' class="{cls}"' if cls else ""
    out = [f'<{tag}{attr} lang="en">{esc(r[key])}</{tag}>']
    for lang in ("pl", "ru"):
        text = (r.get(lang) or {}).get(key)
        if text:
            out.append(f'<{tag}{attr} lang="{lang}">{esc(text)}</{tag}>')
    return "".join(out)


def _part_in_languages(r: dict, letter: str) -> str:
    """A lettered part's text in English, Polish and Russian, each marked with its language."""
    esc = html.escape
    out = [f'<span lang="en">{esc(r["parts"][letter])}</span>']
    for lang in ("pl", "ru"):
        text = ((r.get(lang) or {}).get("parts") or {}).get(letter)
        if text:
            out.append(f'<span lang="{lang}">{esc(text)}</span>')
    return "".join(out)


def language_switch() -> str:
    """The buttons that pick the rule index's language (each entry has all three; rs-rules.js shows one)."""
    buttons = "".join(f'<button type="button" data-rs-lang="{code}" lang="{code}" aria-pressed="false">{name}</button>'
                      for code, name in LANGUAGES.items())
    return f'<div class="rs-langs" role="group" aria-label="Language of the paraphrases">{buttons}</div>'


def grid() -> str:
    """The numbers on top of the rules index: every rule a link to its entry, those our sources cover filled."""
    tiles = []
    for number in official_rules():
        cls = "rs-tile rs-covered" if covered(number) else "rs-tile"
        label = "covered by our sources" if covered(number) else "not covered by our sources"
        tiles.append(f'<li><a class="{cls}" href="#{anchor(number)}" title="TDA {number} · '
                     f'{html.escape(official(number)["title"])} ({label})">{number}</a></li>')
    return ('<nav class="rs-grid" id="rs-grid" aria-label="TDA 2024 rule numbers">'
            f'{language_switch()}'
            f'<ol class="rs-tiles">{"".join(tiles)}</ol>'
            '<p class="rs-grid-key"><span class="rs-tile rs-covered">47</span> our sources have rules or rulings '
            'under it · <span class="rs-tile">30</span> not covered by our five sources · '
            '<a class="rs-showall" href="#rs-all">show every rule</a></p></nav>'
            '<span id="rs-all"></span>')


def rules_index() -> str:
    """The body of rules.md: the grid, then one entry per TDA 2024 rule in rule order (raw HTML, no blank line,
    so that Markdown leaves it as it is)."""
    esc = html.escape
    by_rule = entries_by_rule()
    placed = source_rules_by_rule()
    cat = _catalogue()
    out = []
    for number, r in official_rules().items():
        ids = by_rule.get(number, [])
        ours = [i for i in ids if cat[i]["source"] not in OFFICIAL_SOURCES]
        theirs = [i for i in ids if cat[i]["source"] in OFFICIAL_SOURCES]
        body = [f'<section class="rs-tda-entry{"" if covered(number) else " rs-uncovered"}" id="{anchor(number)}">',
                f'<h2 class="rs-tda-head">TDA {esc(number)} · {_in_languages(r, "title", "span")}</h2>',
                f'<p class="rs-section-name">{esc(r["section"])}</p>',
                _in_languages(r, "says", "p", "rs-says")]
        if r["parts"]:
            body.append('<ul class="rs-parts">' + "".join(
                f'<li id="{anchor(f"{number}-{letter}")}"><b>{esc(number)}-{esc(letter)}</b> {_part_in_languages(r, letter)}</li>'
                for letter in r["parts"]) + "</ul>")
        if placed.get(number):
            body.append('<p class="rs-entries-head">In our sources:</p>'
                        f'<ul class="rs-rulelist">{_rule_items(placed[number])}</ul>')
        if ours:
            body.append(f'<p class="rs-entries-head">Rulings ({len(ours)}):</p><ul class="rs-entries">{_entry_items(ours)}</ul>')
        elif not placed.get(number):
            body.append(f'<p class="rs-none rs-notcovered">Not covered by our five sources: none of them has a rule '
                        f'or a published example under TDA {esc(number)}.</p>')
        if theirs:
            body.append(f'<p class="rs-entries-head">Official examples:</p><ul class="rs-examples">{_entry_items(theirs)}</ul>')
        body.append(f'<p class="rs-official"><a class="reference external" href="{OFFICIAL_URL}">The official text '
                    f'of TDA {esc(number)}</a> on the TDA&rsquo;s site · <a class="rs-back" href="#rs-grid">all numbers</a></p></section>')
        out.append("".join(body))
    loose = unnumbered_source_rules()
    if loose:
        ids = [i for i, e in cat.items() if not e["tda"]]
        out.append('<section class="rs-tda-entry" id="tda-none"><h2 class="rs-tda-head">Source rules with no TDA 2024 '
                   'number in the rule book</h2><p class="rs-says">The rule book places these source rules under no '
                   f'single TDA 2024 rule.</p><ul class="rs-rulelist">{_rule_items([(r, True) for r in loose])}</ul>'
                   + (f'<p class="rs-entries-head">Rulings ({len(ids)}):</p><ul class="rs-entries">{_entry_items(ids)}</ul>'
                      if ids else "") + "</section>")
    return "\n".join(out)


# ---------------------------------------------------------------------------------- keywords.md
#: Rulings listed under a keyword before the rest fold away.
SHOWN = 8


def keyword_entries(k) -> list[str]:
    """Catalogue ids a keyword group leads to: the entries of its rules, in catalogue order."""
    cat = _catalogue()
    return [i for i, e in cat.items() if e["rule"] in k.rules or (rulebook.entry(i) and rulebook.entry(i).id in k.rules)]


def keywords_index() -> str:
    """The body of keywords.md: each word used at the table, what it is about, its rules and its rulings with
    their titles."""
    esc = html.escape
    cat = _catalogue()
    out = ['<dl class="rs-keywords">']
    for k in sorted(rulebook.keywords(), key=lambda k: k.terms[0].lower()):
        slug = re.sub(r"[^a-z0-9]+", "-", k.terms[0].lower()).strip("-")
        terms = " · ".join(esc(t) for t in k.terms)
        rules = ", ".join(f'<span class="rs-kwrule">{esc(cards.rule_text(r))}</span> {esc(rulebook.title(r))}'
                          for r in k.rules)
        ids = keyword_entries(k)

        def item(i: str) -> str:
            e = cat[i]
            return (f'<li><span class="rs-entry">{esc(i)}</span> {esc(e["title"])} '
                    f'<span class="rs-badge verdict-{esc(e["verdict"])}">{esc(e["verdict"])}</span></li>')
        listing = ""
        if ids:
            listing = f'<p class="rs-kwentries-head">Rulings ({len(ids)}):</p><ul class="rs-kwentries">'
            listing += "".join(item(i) for i in ids[:SHOWN]) + "</ul>"
            if len(ids) > SHOWN:
                rest = len(ids) - SHOWN
                listing += (f'<details class="rs-kwmore"><summary>{rest} more ruling{"s" if rest > 1 else ""}</summary>'
                            f'<ul class="rs-kwentries">{"".join(item(i) for i in ids[SHOWN:])}</ul></details>')
        out.append(f'<dt id="kw-{slug}">{terms}</dt><dd><p>{esc(k.means)}</p>'
                   f'<p class="rs-kwrules">Rules: {rules}</p>{listing}</dd>')
    out.append("</dl>")
    return "\n".join(out)


# ------------------------------------------------------------------------------- introduction.md
#: What each verdict means, for a TD (the introduction's table). Every member of Verdict needs a line here.
VERDICT_MEANINGS = {
    "agrees": "every figure the source prints is what the rules give",
    "disagrees": "at least one printed figure differs; the reason gives both values",
    "underdetermined": "the source leaves out a fact (a stack, which chips were pushed) and the answer depends on "
                       "it: each reading is shown with its answer",
    "impossible": "the situation cannot happen as the source states it; the reason names the broken rule",
    "discretion": "the rules leave it to the TD; the allowed outcomes are listed and the published one is checked "
                  "to be among them",
    "illustrated": "the source prints no figure to check: the rule is shown on figures of our own, kept apart from "
                   "what the source printed",
    "text-only": "a rule statement with nothing to compute",
}


def verdicts_carried() -> Counter:
    """How many catalogue cards carry each verdict (computed by rulescore for this build)."""
    return Counter(str(e["verdict"]) for e in _catalogue().values())


def verdict_table() -> str:
    """The introduction's verdict table: every verdict rulescore can give, its meaning and its count of cards."""
    counts = verdicts_carried()
    names = [v.value for v in Verdict] + sorted(set(counts) - {v.value for v in Verdict})
    missing = [v for v in names if v not in VERDICT_MEANINGS]
    if missing:
        raise RuntimeError(f"guide/rsindex.py: the verdict table has no meaning for {', '.join(missing)}: "
                           "add it to VERDICT_MEANINGS")
    rows = ["| verdict | meaning | cards |", "|---|---|---|"]
    rows += [f'| <span class="rs-badge verdict-{v}">{v}</span> | {VERDICT_MEANINGS[v]} | {counts.get(v, 0)} |'
             for v in names]
    return "\n".join(rows)
