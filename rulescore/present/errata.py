"""The committee's errata as a person reads them: what to act on, then the entries it rests on.

Draws the records of :mod:`rulescore.catalogue.views` (one :class:`~rulescore.catalogue.views.ItemView` per
change) as plain text (a terminal, nbval) and HTML (notebook 09, the guide, the printed editions); every
heading and label comes from the catalogue's templates (:mod:`rulescore.catalogue.languages`) in English,
Polish or Russian.

Each item is one block. On the English page it holds the source's own side first (the words to find, the
problem and the replacement in Polish or Russian, together) and the English beside it (with what only the
English gives: the chips at the table, the real-hand count, what the item rests on): two columns on a wide
screen, and on a phone the English under a switch of its own, so a phone shows one language at a time. A
language filter above the list shows the errata of every source, or of the Polish or the Russian ones only.
The switches are form controls styled by the guide's CSS (``:has``), no script. The HTML carries no anchors,
no links and no ``<article>`` (a page's article is the guide's own): catalogue ids are plain text, and the
guide turns each mention into a link to the entry's card (``guide/rsguide.py``); an entry's block is marked
``data-rs-detail`` so a printed edition can point its contents at it. Nothing here decides a rule.
"""

from __future__ import annotations

import html
from dataclasses import dataclass

from ..catalogue import Report, base_id
from ..catalogue.languages import quoted, source_name, text
from ..catalogue.verdicts import one_line
from ..catalogue.views import ItemView, ListView, act_on_view, label

_esc = html.escape


def _label(lang: str, key: str, **values) -> str:
    return f'<span class="rs-label">{_esc(text(lang, key, **values))}:</span>'


def _side(lang: str, v: ItemView, problem: str, replacement: str, *, quote: bool) -> str:
    parts = []
    if quote:
        parts.append(f'<p class="rs-erratum-quote">{_label(lang, "find")} '
                     f'<q lang="{v.source_language}">{_esc(v.quote)}</q></p>')
    parts.append(f'<p class="rs-erratum-problem">{_label(lang, "problem")} {_esc(problem)}</p>')
    parts.append(f'<p class="rs-erratum-fix">{_label(lang, "scope." + v.scope)} '
                 f'<span class="rs-erratum-text">{_esc(replacement)}</span></p>')
    return "".join(parts)


def item_html(v: ItemView) -> str:
    """One item as one block (module docstring)."""
    lang, own = v.lang, v.source_language
    place = v.place[:1].upper() + v.place[1:]
    head = (f'<header class="rs-erratum-head"><span class="rs-erratum-n">{v.number}.</span> '
            f'<span class="rs-erratum-where">{_esc(place)}</span> '
            f'<span class="rs-badge sev-{_esc(v.severity)}">{_esc(text(lang, "sev." + v.severity))}</span></header>')
    extra = []
    if v.at_table:
        extra.append(f'<p class="rs-erratum-table">{_label(lang, "at_table")} {_esc(v.at_table)}</p>')
    if v.seen and v.hands:
        extra.append(f'<p class="rs-erratum-seen">{_esc(text(lang, "seen", n=v.seen, hands=v.hands))}</p>')
    if v.rests_on:
        extra.append(f'<p class="rs-erratum-rests">{_label(lang, "rests_on")} {_esc(v.rests_on)}.</p>')
    if lang == "en" and own != "en":
        # the table's chips, the real-hand count and what the item rests on are English: they stand on the
        # English side, so a phone reader who keeps to the source's language sees that language only
        source = (f'<div class="rs-erratum-side rs-erratum-source" lang="{own}">'
                  f'{_side(own, v, v.problem_source, v.replacement_source, quote=True)}</div>')
        english = (f'<label class="rs-erratum-toggle"><input type="checkbox"> {_esc(text("en", "english_side"))}</label>'
                   f'<div class="rs-erratum-side rs-erratum-english" lang="en">'
                   f'{_side("en", v, v.problem, v.replacement, quote=False)}{"".join(extra)}</div>')
        body = f'<div class="rs-erratum-sides">{source}{english}</div>'
    else:
        body = (f'<div class="rs-erratum-sides"><div class="rs-erratum-side" lang="{lang}">'
                f'{_side(lang, v, v.problem, v.replacement, quote=True)}{"".join(extra)}</div></div>')
    return (f'<div class="rs-erratum sev-{_esc(v.severity)}" data-rs-erratum="{_esc(v.change)}" '
            f'data-lang="{own}" lang="{lang}">{head}{body}</div>')


def _filter(view: ListView) -> str:
    """The language filter of the English list: radio buttons the guide's CSS reads (no script)."""
    langs = [lang for lang in ("pl", "ru") if any(v.source_language == lang for v in view.items)]
    if view.lang != "en" or len(langs) < 2:
        return ""
    buttons = "".join(f'<label><input type="radio" name="rs-errata-lang" value="{k}"{" checked" if k == "all" else ""}> '
                      f'{_esc(text("en", "filter." + k))}</label>' for k in ("all", *langs))
    return f'<p class="rs-errata-filter"><span class="rs-label">{_esc(text("en", "filter"))}:</span> {buttons}</p>'


@dataclass(frozen=True)
class ActOnList:
    """The list of what to act on, most urgent first (``lang``: the list for that language's sources, in it)."""

    report: Report
    lang: str = "en"

    @property
    def view(self) -> ListView:
        return act_on_view(self.report, self.lang)

    @property
    def items(self):
        return self.report.act_on(None if self.lang == "en" else self.lang)

    def __repr__(self) -> str:
        return self.report.act_on_text(self.lang)

    def _repr_html_(self) -> str:
        view = self.view
        summary = f'<p class="rs-errata-summary">{_esc(view.summary)}</p>'
        if not view.items:
            return summary
        blocks = "".join(item_html(v) for v in view.items)
        return (f'<div class="rs-errata" lang="{self.lang}">{summary}{_filter(view)}'
                f'<div class="rs-errata-items">{blocks}</div></div>')


@dataclass(frozen=True)
class RestsOn:
    """The entries the list rests on, each as one block: in English the committee's detail of the entry
    (verdict, correction, what the source printed, readings, words checked, conflicts, departures); in
    Polish or Russian the change it belongs to, from templates, with the source's own numbering."""

    report: Report
    lang: str = "en"

    @property
    def ids(self) -> list[str]:
        return self.report.rests_on(None if self.lang == "en" else self.lang)

    def _local_lines(self, ident: str) -> tuple[str, list[tuple[str, list[str]]]]:
        """(heading, [(label, items)]) of one entry in Polish or Russian, from templates only."""
        lang = self.lang
        c = next(c for c in self.report.checks if c.id == ident)
        acts = self.report.act_on(lang)
        section = base_id(c.id) if c.source in ("IA", "PL", "RU") else c.rule
        lines: list[tuple[str, list[str]]] = [
            (text(lang, "source"), [f"{source_name(c.source, lang)}, {label(section, lang)}"])]
        for n, a in enumerate(acts, start=1):
            if ident in a.ids:
                lines.append((text(lang, "find"), [quoted(a.item.quote, a.language)]))
                lines.append((text(lang, "correction_n", n=n), [a.correction_in(lang)]))
        return label(ident, lang), lines

    def blocks(self) -> list[tuple[str, str, list[tuple[str, list[str]]]]]:
        """(id, heading, lines) for every entry the list rests on."""
        out = []
        for ident in self.ids:
            if self.lang == "en":
                d = self.report.detail(ident)
                out.append((ident, f"{ident} · {d.check.title}", d.lines()))
            else:
                head, lines = self._local_lines(ident)
                out.append((ident, head, lines))
        return out

    def __repr__(self) -> str:
        text_ = []
        for _, head, lines in self.blocks():
            text_.append(head)
            for lbl, items in lines:
                text_.append(f"  {lbl}:")
                text_ += [f"    - {one_line(i)}" for i in items]
        return "\n".join(text_)

    def _repr_html_(self) -> str:
        out = []
        for ident, head, lines in self.blocks():
            rows = []
            for lbl, items in lines:
                body = (_esc(items[0]) if len(items) == 1 else
                        "<ul>" + "".join(f"<li>{_esc(i)}</li>" for i in items) + "</ul>")
                rows.append(f"<dt>{_esc(lbl)}</dt><dd>{body}</dd>")
            out.append(f'<section class="rs-detail" data-rs-detail="{_esc(ident)}" lang="{self.lang}">'
                       f'<h4 class="rs-detail-head">{_esc(head)}</h4><dl>{"".join(rows)}</dl></section>')
        return f'<div class="rs-details">{"".join(out)}</div>'


def act_on(report: Report, lang: str = "en") -> ActOnList:
    """What to act on, ready to display (text and HTML)."""
    return ActOnList(report, lang)


def rests_on(report: Report, lang: str = "en") -> RestsOn:
    """The entries the list rests on, ready to display (text and HTML)."""
    return RestsOn(report, lang)


def chapter(report: Report, lang: str) -> str:
    """The errata chapter of a printed edition in ``lang``: a heading, what to act on, then the entries it
    rests on (HTML of one ``<section>``)."""
    return (f'<section class="rs-errata-chapter" lang="{lang}"><h1>{_esc(text(lang, "act_on"))}</h1>'
            f"{act_on(report, lang)._repr_html_()}"
            f'<h2>{_esc(text(lang, "rests_on_heading"))}</h2>{rests_on(report, lang)._repr_html_()}</section>')


__all__ = ["ActOnList", "RestsOn", "act_on", "chapter", "item_html", "rests_on"]
