"""The committee's list as records a person reads: one :class:`ItemView` per change, in one language.

:func:`act_on_view` turns the live errata of a :class:`~rulescore.catalogue.committee.Report` into typed
records; :func:`text` writes them through the templates of :mod:`.languages` (message id and arguments, as
the renderer's domains take them), and :mod:`rulescore.present.errata` draws the same records as HTML. A
record carries what the committee wrote (the problem and the replacement, in the view's language and in the
source's) and what the report computed (the severity, the table consequence with its chips, how often the
situation comes up in the real hands); every word around them comes from a template.

The English view is the committee's working list: it names the entries by the catalogue's ids and says what
each item rests on. The Polish and Russian views are the lists for the sources' own readers: they name a
place as the source numbers it (``zasada 54, część B``, ``правило 24, пункт А``) and carry no id of ours,
no finding key and no category label.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from . import errata as errata_mod
from .languages import count, join, quoted, source_name
from .languages import text as say

#: The Cyrillic letter of a lettered part of the Russian rules (the catalogue's ids use Latin ones).
_CYRILLIC_PART = {"A": "А", "B": "Б", "C": "В", "D": "Г"}


def label(ident: str, lang: str) -> str:
    """An entry or section as a reader of ``lang`` names it: the catalogue's id in English; in Polish and
    Russian the source's own numbering for the article and the Russian rules (``PL-54B`` is ``zasada 54
    (część B)``, ``RU-24A`` is ``правило 24, пункт А``), the sources' own labels otherwise (``IA-14``,
    ``08.7``, ``03-C``)."""
    if lang == "en":
        return ident
    m = re.fullmatch(r"(PL|RU)-(\d+)([A-Z]?)", ident)
    if not m:
        if re.fullmatch(r"0\d\.\d+", ident):
            return say(lang, "label.rule", id=ident)
        if re.fullmatch(r"0\d-[A-Z]", ident):
            return say(lang, "label.illustration", id=ident)
        if re.fullmatch(r"IA-\d\d-.+", ident):
            return say(lang, "label.example", id=ident)
        return ident
    doc, num, part = m.groups()
    if doc == "RU":
        part = _CYRILLIC_PART.get(part, part) if lang == "ru" else part
        key = "label.ru_part" if part else "label.ru"
    else:
        key = "label.pl_part" if part else "label.pl"
    return say(lang, key, n=num, part=part)


@dataclass(frozen=True)
class ItemView:
    """One change as a reader of :attr:`lang` reads it."""

    number: int
    lang: str
    change: str
    severity: str
    """The computed severity (:data:`rulescore.catalogue.errata.SEVERITIES`)."""
    place: str
    """Where the change goes: the source and the entries, named for :attr:`lang`."""
    scope: str
    quote: str
    source_language: str
    problem: str
    """What is wrong, in :attr:`lang` (the committee's words)."""
    replacement: str
    """The text to paste, in :attr:`lang`."""
    problem_source: str
    """What is wrong, in the source's language."""
    replacement_source: str
    """The text to paste, in the source's language."""
    at_table: str = ""
    """For a change of ruling: the situation and what each side rules, with the chips (English view)."""
    seen: int | None = None
    """In how many of the real hands the situation comes up (``None``: a hand history cannot show it)."""
    hands: int = 0
    rests_on: str = ""
    """What the item rests on, in one clause list (English view)."""


@dataclass(frozen=True)
class ListView:
    """The whole list in one language."""

    lang: str
    summary: str
    items: tuple[ItemView, ...]


def _rests_on(a: errata_mod.ActOn) -> str:
    parts = []
    for f in a.findings:
        if f.kind == "verdict" and "contradiction" in (f.detail.get("kinds") or ()) and len(f.detail["kinds"]) == 1:
            continue  # a verdict settled by a contradiction: the conflict says it
        parts.append(f.describe("en"))
    return "; ".join(dict.fromkeys(parts))


def item_view(a: errata_mod.ActOn, n: int, lang: str, hands: int = 0) -> ItemView:
    """One live item as a record of ``lang``."""
    it = a.item
    own = it.language
    ids = join([label(i, lang) for i in it.ids], lang) if len(it.ids) <= 2 else label(it.section, lang)
    place = say(lang, "item.place", source=source_name(it.source, lang), ids=ids)
    english = lang == "en"
    return ItemView(number=n, lang=lang, change=it.change, severity=a.severity, place=place, scope=it.scope,
                    quote=it.quote, source_language=own, problem=a.problem_in(lang),
                    replacement=a.correction_in(lang), problem_source=a.problem_in(own),
                    replacement_source=a.correction_in(own), at_table=a.basis if english else "",
                    seen=a.frequency, hands=hands, rests_on=_rests_on(a) if english else "")


def act_on_view(report, lang: str = "en") -> ListView:
    """The list of what to act on in ``lang``: every item in English, the items of ``lang``'s sources in
    Polish or Russian."""
    acts = report.act_on(None if lang == "en" else lang)
    hands = errata_mod.situation_hands(report.folder or None)
    items = tuple(item_view(a, n, lang, hands) for n, a in enumerate(acts, start=1))
    return ListView(lang=lang, summary=summary(acts, lang), items=items)


def summary(acts: list[errata_mod.ActOn], lang: str) -> str:
    """One sentence: how many changes, and how many of each severity."""
    if not acts:
        return say(lang, "act_on_none")
    parts = [say(lang, f"sevn.{s}", n=k) for s in errata_mod.SEVERITIES if (k := sum(a.severity == s for a in acts))]
    return say(lang, "act_on_count", items=count(lang, len(acts)), parts=join(parts, lang))


def _labelled(label: str, text: str) -> str:
    """A labelled part of an item on the label's line; a text of several lines (a heading and its text) goes
    on with its further lines indented under it, so that it stays inside its item."""
    lines = [x.strip() for x in text.strip().splitlines() if x.strip()] or [""]
    return f"   {label}: {lines[0]}" + "".join(f"\n      {x}" for x in lines[1:])


def item_lines(v: ItemView) -> list[str]:
    """One item as lines of text (a heading, then one labelled part per line or block)."""
    lang = v.lang
    place = v.place[:1].upper() + v.place[1:]
    lines = [say(lang, "item.head", n=v.number, place=place, severity=say(lang, "sev." + v.severity)),
             f"   {say(lang, 'find')}: {quoted(v.quote, v.source_language)}",
             f"   {say(lang, 'problem')}: {v.problem}",
             _labelled(say(lang, 'scope.' + v.scope), v.replacement)]
    if lang == "en" and v.source_language != "en":
        lines.append(_labelled(say(lang, 'in_language', language=say(lang, 'language.' + v.source_language)),
                               v.replacement_source))
    if v.at_table:
        lines.append(f"   {say(lang, 'at_table')}: {v.at_table}")
    if v.seen and v.hands:
        lines.append(f"   {say(lang, 'seen', n=v.seen, hands=v.hands)}")
    if v.rests_on:
        lines.append(f"   {say(lang, 'rests_on')}: {v.rests_on}.")
    return lines


def text(view: ListView) -> str:
    """The list as plain text: the summary, then every item."""
    lines = [f"{say(view.lang, 'act_on')}: {view.summary}"]
    for v in view.items:
        lines += item_lines(v)
    return "\n".join(lines)


__all__ = ["ItemView", "ListView", "act_on_view", "item_lines", "item_view", "label", "summary", "text"]
