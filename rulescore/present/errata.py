"""The committee's errata as a person reads them: what to act on, then the entries it rests on.

Reads the records of :mod:`rulescore.catalogue` (a :class:`~rulescore.catalogue.Report`, its live errata and
its entry details) and draws them as plain text (a terminal, nbval) and HTML (notebook 09, the guide, the
printed editions). Each item to act on is one block, not a table row, so on a 390-px phone the correction
reads as a paragraph. Headings and labels come from the catalogue's templates
(:mod:`rulescore.catalogue.languages`) in English, Polish or Russian.

The HTML carries no anchors, no links and no ``<article>`` (a page's article is the guide's own): catalogue
ids are plain text, and the guide turns each mention into a link to the entry's card (``guide/rsguide.py``);
an entry's block is marked ``data-rs-detail`` so a printed edition can point its contents at it. Nothing
here decides a rule.
"""

from __future__ import annotations

import html
from dataclasses import dataclass

from ..catalogue import Report, base_id
from ..catalogue import errata as errata_data
from ..catalogue.languages import quoted, source_name, text
from ..catalogue.verdicts import one_line

_esc = html.escape
_LANGUAGE_NAME = {"pl": "Polish", "ru": "Russian", "en": "English"}


def _label(lang: str, key: str, **values) -> str:
    return f'<span class="rs-label">{_esc(text(lang, key, **values))}:</span>'


@dataclass(frozen=True)
class ActOnList:
    """The list of what to act on, most urgent first (``lang``: the list for that language's sources, in it)."""

    report: Report
    lang: str = "en"

    @property
    def items(self) -> list[errata_data.ActOn]:
        return self.report.act_on(None if self.lang == "en" else self.lang)

    def __repr__(self) -> str:
        return self.report.act_on_text(self.lang)

    def item_html(self, a: errata_data.ActOn, n: int) -> str:
        """One item as one block: severity and place, the words to find, what is wrong, the replacement text
        (and, in English, the same in the source's language), and the findings it rests on."""
        lang, it = self.lang, a.item
        where = f"{source_name(it.source, lang)}, {text(lang, 'section', section=it.section)}"
        parts = [f'<div class="rs-erratum sev-{_esc(it.severity)}" data-rs-erratum="{_esc(it.change)}" '
                 f'lang="{lang}">',
                 f'<header class="rs-erratum-head"><span class="rs-erratum-n">{n}.</span> '
                 f'<span class="rs-badge sev-{_esc(it.severity)}">{_esc(text(lang, "sev." + it.severity))}</span> '
                 f'<span class="rs-erratum-ids">{_esc(", ".join(it.ids))}</span> '
                 f'<span class="rs-erratum-where">{_esc(where)}</span></header>',
                 f'<p class="rs-erratum-quote">{_label(lang, "find")} <q lang="{it.language}">{_esc(it.quote)}</q></p>',
                 f'<p class="rs-erratum-problem">{_label(lang, "problem")} {_esc(a.problem_in(lang))}</p>',
                 f'<p class="rs-erratum-fix">{_label(lang, "correction")} {_esc(a.correction_in(lang))}</p>']
        if lang == "en" and it.language != "en":
            parts.append(f'<p class="rs-erratum-own" lang="{it.language}">'
                         f'{_label(lang, "in_language", language=_LANGUAGE_NAME.get(it.language, it.language))} '
                         f'{_esc(a.correction_in(it.language))}</p>')
        rests = "; ".join(f.describe(lang) for f in a.findings)
        parts.append(f'<p class="rs-erratum-rests">{_label(lang, "rests_on")} {_esc(rests)}</p>')
        parts.append("</div>")
        return "".join(parts)

    def _repr_html_(self) -> str:
        items = self.items
        summary = self.report.act_on_summary(self.lang, None if self.lang == "en" else self.lang)
        if not items:
            return f'<p class="rs-errata-summary">{_esc(summary)}</p>'
        blocks = "".join(self.item_html(a, n) for n, a in enumerate(items, start=1))
        return f'<div class="rs-errata" lang="{self.lang}"><p class="rs-errata-summary">{_esc(summary)}</p>{blocks}</div>'


@dataclass(frozen=True)
class RestsOn:
    """The entries the list rests on, each as one block: in English the committee's detail of the entry
    (verdict, correction, what the source printed, readings, words checked, conflicts, departures); in
    Polish or Russian its verdict, the change it belongs to and the findings it is in, from templates."""

    report: Report
    lang: str = "en"

    @property
    def ids(self) -> list[str]:
        return self.report.rests_on(None if self.lang == "en" else self.lang)

    def _local_lines(self, ident: str) -> tuple[str, list[tuple[str, list[str]]]]:
        """(heading, [(label, items)]) of one entry in Polish or Russian, from templates only."""
        lang = self.lang
        c = next(c for c in self.report.checks if c.id == ident)
        kinds = [text(lang, f"kind.{k}") for k in c.erratum]
        verdict = text(lang, f"verdict.{c.verdict}") + (f" ({', '.join(kinds)})" if kinds else "")
        found = self.report.findings()
        acts = self.report.act_on(lang)
        lines: list[tuple[str, list[str]]] = [(text(lang, "verdict"), [verdict])]
        own = [(n, a) for n, a in enumerate(acts, start=1) if ident in a.ids]
        section = base_id(c.id) if c.source in ("IA", "PL", "RU") else c.rule
        lines.append((text(lang, "source"), [f"{source_name(c.source, lang)}, {text(lang, 'section', section=section)}"]))
        for n, a in own:
            lines.append((text(lang, "find"), [quoted(a.item.quote, a.language)]))
            lines.append((text(lang, "correction_n", n=n), [a.correction_in(lang)]))
        ks = [f.describe(lang) for f in found.values() if f.kind == "conflict" and ident in f.ids]
        if ks:
            lines.append((text(lang, "conflicts"), ks))
        ds = [f.describe(lang) for f in found.values() if f.kind == "departure" and ident in f.ids]
        if ds:
            lines.append((text(lang, "departures"), ds))
        return ident, lines

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
            for label, items in lines:
                text_.append(f"  {label}:")
                text_ += [f"    - {one_line(i)}" for i in items]
        return "\n".join(text_)

    def _repr_html_(self) -> str:
        out = []
        for ident, head, lines in self.blocks():
            rows = []
            for label, items in lines:
                body = (_esc(items[0]) if len(items) == 1 else
                        "<ul>" + "".join(f"<li>{_esc(i)}</li>" for i in items) + "</ul>")
                rows.append(f"<dt>{_esc(label)}</dt><dd>{body}</dd>")
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


__all__ = ["ActOnList", "RestsOn", "act_on", "chapter", "rests_on"]
