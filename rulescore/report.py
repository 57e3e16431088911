"""Presenting catalogue entries and rulings in notebooks and the guide: one call per published example.

``report.card("IA-10-1")`` is the answer-first ruling card of a catalogue entry: a headline in plain words
(who acts, to call, the options, the smallest and largest raise) with the TDA 2024 rule number first and
the source's beside it, the situation in our words, the steps and the pots as tables, the figures the
source prints beside the computed ones, and the verdict. ``report.answer(yaml)`` is the card of a
scenario typed by hand. Both have a plain-text form (what nbval compares and a terminal shows) and an HTML
form (what the guide renders), built by :mod:`rulescore.cards` from one computed result.

``report.example`` is the earlier, monospace form of the same (kept for notebooks that still call it).
The tables the notebooks show (:func:`summary_table`, :func:`conflicts`, :func:`ladder_table`, ...) are
:class:`rulescore.cards.Table` objects: HTML tables with yes/no and human labels. Nothing here decides a rule.
"""

from __future__ import annotations

import html
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any

from . import cards, rulebook, yamlio
from . import catalogue as rulings
from .engine import ask
from .ruling import Ruling


def catalogue():
    """The catalogue module (:mod:`rulescore.catalogue`), for the guide's build."""
    return rulings


@lru_cache(maxsize=1)
def _entries() -> tuple:
    return tuple(rulings.load())


def entries() -> list:
    """Every catalogue entry (loaded once per process)."""
    return list(_entries())


def entry(ident: str):
    """The catalogue entry ``ident`` (from the entries loaded once)."""
    return rulings.by_id(ident, list(_entries()))


@cache
def _whole() -> dict:
    """Every verdict of the catalogue, settled against the conflicts (computed once per process)."""
    return {c.id: c for c in rulings.report().checks}


def checked(ident: str):
    """The verdict of entry ``ident`` as the committee's report gives it (a contradiction that says to
    correct an entry is part of its verdict); computed once per process."""
    return _whole()[entry(ident).id]


def _yaml(data: dict) -> str:
    return yamlio.dump(data).strip()


def _fmt(value) -> str:
    if isinstance(value, dict):
        return ", ".join(f"{k}: {_fmt(v)}" for k, v in value.items())
    if isinstance(value, list):
        return "[" + ", ".join(_fmt(v) for v in value) + "]"
    if value is None:
        return "—"
    return str(value)


def _rows(published, computed, prefix="") -> list[tuple[str, str, str]]:
    rows = []
    for key, pub in published.items():
        comp = computed.get(key) if isinstance(computed, dict) else None
        name = f"{prefix}{key}"
        if isinstance(pub, dict) and isinstance(comp, dict):
            rows += _rows(pub, comp, prefix=f"{name}.")
        else:
            rows.append((name, _fmt(pub), _fmt(comp)))
    return rows


@dataclass(frozen=True)
class Example:
    """One catalogue entry, recomputed, ready to display."""

    entry: rulings.Entry
    check: rulings.Check
    ruling: Ruling | None

    @property
    def rows(self) -> list[tuple[str, str, str]]:
        """(figure, published, computed) for every published figure."""
        if self.check.computed is None:
            return [(k, _fmt(v), "—") for k, v in self.entry.published.items()]
        return _rows(self.entry.published, self.check.computed)

    def __repr__(self) -> str:
        e, c = self.entry, self.check
        out = [f"{e.id} — {e.title}  [source {e.source}, rule {e.rule}" + (f", TDA {e.tda}]" if e.tda else "]"),
               "", e.summary, ""]
        if e.scenario is not None:
            out += ["Scenario:", _indent(_yaml(e.scenario)), ""]
        elif e.compute is not None:
            out += [f"Computed by rulescore.{e.compute['function']} with:", _indent(_yaml(e.compute.get('args', {}))), ""]
        if self.ruling is not None:
            out += ["Ruling:", _indent(self.ruling.to_text()), ""]
        rows = self.rows
        if rows:
            w = max(len(r[0]) for r in rows)
            w2 = max(len(r[1]) for r in rows + [("", "published", "")])
            out.append(f"  {'figure':<{w}}  {'published':<{w2}}  computed")
            out += [f"  {a:<{w}}  {b:<{w2}}  {c}" for a, b, c in rows]
            out.append("")
        for r in c.readings:
            shown = _fmt(r["computed"]) if r.get("computed") is not None else r.get("error", "")
            out.append(f"  reading — {r['label']}: {shown}")
        if c.readings:
            out.append("")
        out.append(f"Verdict: {c.verdict.upper()} — {c.reason}")
        return "\n".join(out)

    def _repr_html_(self) -> str:
        e, c = self.entry, self.check
        esc = html.escape
        parts = [f'<div class="rulescore-example verdict-{c.verdict}">',
                 f"<p><strong>{esc(e.id)}</strong> — {esc(e.title)} "
                 f"<small>(source {esc(e.source)}, rule {esc(e.rule)}"
                 + (f", TDA {esc(str(e.tda))}" if e.tda else "") + ")</small></p>",
                 f"<p>{esc(e.summary)}</p>"]
        if e.scenario is not None:
            parts.append(f"<pre>{esc(_yaml(e.scenario))}</pre>")
        if self.ruling is not None:
            parts.append(f"<pre>{esc(self.ruling.to_text())}</pre>")
        rows = self.rows
        if rows:
            parts.append("<table><thead><tr><th>figure</th><th>published</th><th>computed</th></tr></thead><tbody>")
            parts += [f"<tr><td>{esc(a)}</td><td>{esc(b)}</td><td>{esc(cc)}</td></tr>" for a, b, cc in rows]
            parts.append("</tbody></table>")
        if c.readings:
            parts.append("<ul>")
            for r in c.readings:
                shown = _fmt(r["computed"]) if r.get("computed") is not None else r.get("error", "")
                parts.append(f"<li>reading — {esc(r['label'])}: {esc(shown)}</li>")
            parts.append("</ul>")
        parts.append(f"<p><strong>Verdict: {esc(c.verdict)}</strong> — {esc(c.reason)}</p></div>")
        return "\n".join(parts)


def _indent(text: str) -> str:
    return "\n".join("    " + line for line in text.splitlines())


def example(ident: str) -> Example:
    """Recompute the catalogue entry ``ident`` and return it ready to display (the earlier monospace form;
    :func:`card` is the answer-first one)."""
    e = entry(ident)
    check = rulings.check(e)
    ruling = None
    replays = check.computed is not None or (check.verdict == "illustrated" and (check.illustrated or {}).get("computed"))
    if e.scenario is not None and replays:  # the scenario as stated replays
        ruling = rulings.verdicts.ruling_of(e)  # by the entry's rule set, as its verdict
    return Example(entry=e, check=check, ruling=ruling)


def summary_table(ids: list[str]) -> cards.Table:
    """The verdicts of the given entries: id, title, TDA 2024 rule, source rule and verdict."""
    rows = []
    for ident in ids:
        e, c = entry(ident), checked(ident)
        src = source_rule(e)
        rows.append((c.id, e.title, rulebook_tda(e) or "—", src, c.verdict))
    return cards.Table(rows=tuple(rows), columns=("id", "title", "TDA 2024", "source rule", "verdict"))


@dataclass(frozen=True)
class Answer:
    """The ruling for a scenario typed by hand, or the one-line error it meets, shown as a ruling card."""

    text: str
    """The ruling card as text (answer first), or ``error: <message>``."""
    ruling: Ruling | None
    """The ruling, or ``None`` when the scenario was rejected."""
    error: str | None
    """The :class:`~rulescore.errors.RulesError` message, or ``None``."""

    def __repr__(self) -> str:
        return self.text

    def _repr_html_(self) -> str:
        if self.ruling is None:
            return cards.ErrorCard(self.error or "")._repr_html_()
        return cards.card(self.ruling)._repr_html_()


def answer(source) -> Answer:
    """Rule ``source`` (YAML text, a mapping or a Scenario); a rejected scenario gives its error line
    instead of a traceback."""
    from .errors import RulesError

    try:
        r = ask(source)
    except RulesError as exc:
        return Answer(text=f"error: {exc}", ruling=None, error=str(exc))
    return Answer(text=cards.card(r).to_text(), ruling=r, error=None)


# ------------------------------------------------------------------------------ answer-first cards
VERDICT_WORDS = {
    "agrees": "agrees with the source", "disagrees": "the source's figure is wrong",
    "underdetermined": "the source leaves out a fact", "impossible": "cannot happen as printed",
    "discretion": "TD's decision", "text-only": "rule statement",
    "illustrated": "no printed figure: shown on our own",
}

SOURCE_NAMES = {"IA": "Illustration Addendum", "S03": "Section 03 (showdown)", "S08": "Section 08 (betting)",
                "PL": "Polish article, rules 51-62", "RU": "Russian rules 13-29",
                "TDA": "official TDA 2024 example"}


def source_rule(e) -> str:
    """The source rule an entry belongs to, as the rule book knows it (``IA-10`` for ``IA-10-1``, the
    illustrated rule ``08.4`` for ``08-C``)."""
    r = rulebook.entry(e.id)
    return r.id if r is not None else str(e.rule)


def rulebook_tda(e) -> str | None:
    """The TDA 2024 number of an entry: its own ``tda`` field, else the rule book's for its rule."""
    return str(e.tda) if e.tda is not None else rulebook.tda(source_rule(e))


def _compare_rows(published: Any, computed: Any, prefix: str = "") -> list[tuple[str, Any, Any]]:
    rows = []
    for key, pub in (published or {}).items():
        comp = computed.get(key) if isinstance(computed, Mapping) else None
        name = f"{prefix}{key}"
        if isinstance(pub, Mapping) and isinstance(comp, Mapping) and not ("as" in pub and "as" in comp):
            rows += _compare_rows(pub, comp, prefix=f"{name}.")
        else:
            rows.append((name, pub, comp))
    return rows


@dataclass(frozen=True)
class ExampleCard:
    """One catalogue entry, recomputed, as an answer-first card (build it with :func:`card`)."""

    entry: Any
    """The catalogue entry."""
    check: Any
    """Its verdict (:func:`rulescore.rulings.check`)."""
    ruling: Ruling | None
    """The ruling of its scenario as stated, when it replays."""

    @property
    def id(self) -> str:
        return self.entry.id

    @property
    def ruling_card(self) -> cards.RulingCard | None:
        return cards.card(self.ruling) if self.ruling is not None else None

    @property
    def rule(self) -> str:
        """The source rule the entry belongs to (see :func:`source_rule`)."""
        return source_rule(self.entry)

    @property
    def tda(self) -> str | None:
        return rulebook_tda(self.entry)

    @property
    def cite(self) -> str:
        """``TDA 47 · IA-10``, then the rule it illustrates when that differs (an official example: ``TDA 45-A``)."""
        if self.entry.source == "TDA":
            return f"TDA {self.tda}"
        own = cards.rule_text(self.rule, tda=self.tda)
        if str(self.entry.rule) != self.rule:
            own += f" (illustrates {cards.rule_text(str(self.entry.rule))})"
        return own

    @property
    def headline(self) -> str:
        """The answer in plain words: the ruling's headline, the computed figures, or the objection."""
        rc = self.ruling_card
        if rc is not None:
            return rc.headline
        c = self.check
        if c.verdict == "text-only":
            return rulebook.paraphrase(self.rule) or self.entry.title
        if c.verdict == "illustrated" and c.illustrated and c.illustrated.get("computed") is not None:
            return "On our own figures the rules give: " + "; ".join(
                f"{cards.label(k)}: {cards.value_text(v)}" for k, v in c.illustrated["computed"].items()) + "."
        if c.computed is None:
            return "Not possible as printed: " + cards.humanize(c.reason.split(": ", 1)[-1])
        return "The rules give: " + "; ".join(f"{cards.label(k)}: {cards.value_text(v)}" for k, v in c.computed.items()) + "."

    @property
    def illustrated(self) -> bool:
        """Whether the source prints nothing here and the card shows the catalogue's own figures."""
        return self.check.verdict == "illustrated"

    @property
    def comparison(self) -> list[tuple[str, str, str]]:
        """``(figure, the source prints, the rules give)`` for every published figure, in words (for an
        illustrated entry: the catalogue's own figures against what the rules give)."""
        if self.illustrated:
            ill = self.check.illustrated or {}
            computed = ill.get("computed")
            return [(cards.label(k), cards.value_text(p), cards.value_text(v) if computed is not None else "—")
                    for k, p, v in _compare_rows(ill.get("figures") or {}, computed or {})]
        computed = self.check.computed
        return [(cards.label(k), cards.value_text(p), cards.value_text(v) if computed is not None else "—")
                for k, p, v in _compare_rows(self.entry.published, computed or {})]

    @property
    def readings(self) -> list[tuple[str, str, str]]:
        """``(reading, the rules give, whether it gives the published answer)`` for each reading."""
        out = []
        for r in self.check.readings:
            shown = cards.value_text(r["computed"]) if r.get("computed") is not None else cards.humanize(r.get("error", ""))
            out.append((r["label"], shown, "yes" if r.get("matches") else "no"))
        return out

    @property
    def verdict(self) -> str:
        return self.check.verdict

    @property
    def reason(self) -> str:
        return cards.humanize(self.check.reason)

    def rules_cited(self) -> list[str]:
        ids = [self.rule] + ([str(self.entry.rule)] if str(self.entry.rule) != self.rule else [])
        if self.ruling_card is not None:
            ids += self.ruling_card.all_rules()
        return list(dict.fromkeys(ids))

    # -- text ----------------------------------------------------------------------------------------
    def to_text(self) -> str:
        e = self.entry
        out = [f"{e.id} · {e.title} — {VERDICT_WORDS.get(self.verdict, self.verdict)}", self.cite, "",
               self.headline]
        rc = self.ruling_card
        if rc is not None:
            body = rc.to_text().split("\n")[1:]   # the headline is above
            out += body
        out += ["", "Situation: " + e.summary]
        if self.comparison:
            out += ["", ("Our figures" if self.illustrated else "The source prints") + " / the rules give:"]
            out += [f"  {f}: {p} / {c}" for f, p, c in self.comparison]
        if self.readings:
            out += ["", "Readings of what the source leaves out:"]
            out += [f"  {lab}: {shown} (gives the published answer: {m})" for lab, shown, m in self.readings]
        out += ["", f"Verdict: {self.verdict} — {self.reason}"]
        return "\n".join(out)

    def __repr__(self) -> str:
        return self.to_text()

    # -- HTML ----------------------------------------------------------------------------------------
    def _repr_html_(self) -> str:
        e, esc = self.entry, html.escape
        rc = self.ruling_card
        cite = cards.rule_html(self.rule, tda=self.tda)
        if e.source == "TDA":
            cite = f'<span class="rs-tda">{esc(self.cite)}</span>'
        elif str(e.rule) != self.rule:
            cite += f" <span class=\"rs-ill\">illustrates {cards.rule_html(str(e.rule))}</span>"
        parts = [f'<section class="rs-card rs-example verdict-{esc(self.verdict)}" data-rs-id="{esc(e.id)}">',
                 f'<header class="rs-head"><span class="rs-id">{esc(e.id)}</span> '
                 f'<span class="rs-title">{esc(e.title)}</span> '
                 f'<span class="rs-badge verdict-{esc(self.verdict)}">{esc(VERDICT_WORDS.get(self.verdict, self.verdict))}</span>'
                 f'</header>',
                 f'<p class="rs-citeline">{cite} <span class="rs-source">· {esc(SOURCE_NAMES.get(e.source, e.source))}</span></p>']
        if rc is not None:
            parts.append(rc.answer_html())
        else:
            parts.append(f'<div class="rs-answer"><p class="rs-headline">{esc(self.headline)}</p></div>')
        parts.append(f'<p class="rs-summary"><span class="rs-label">The situation.</span> {esc(e.summary)}</p>')
        if rc is not None:
            parts.append(rc.steps_html())
        if self.comparison:
            first = "our figures (the source prints none)" if self.illustrated else "the source prints"
            parts.append(cards.Table(rows=tuple(self.comparison), columns=("figure", first, "the rules give"),
                                     classes="rs-compare")._repr_html_())
        if self.readings:
            parts.append(cards.Table(rows=tuple(self.readings),
                                     columns=("if the missing fact is", "the rules give", "as printed"),
                                     classes="rs-readings", caption="Readings of what the source leaves out")._repr_html_())
        parts.append(f'<p class="rs-verdict"><strong>Verdict: {esc(self.verdict)}.</strong> {esc(self.reason)}</p>')
        parts.append(cards.footnotes_html(self.rules_cited()))
        if e.scenario is not None:
            parts.append('<details class="rs-inputs"><summary>The scenario, as written for rulescore</summary>'
                         f'<pre>{esc(_yaml(e.scenario))}</pre></details>')
        elif e.compute is not None:
            parts.append('<details class="rs-inputs"><summary>What was computed</summary>'
                         f'<p><code>rulescore.{esc(e.compute["function"])}</code> with:</p>'
                         f'<pre>{esc(_yaml(e.compute.get("args", {})))}</pre></details>')
        parts.append("</section>")
        return "".join(parts)


def card(ident: str) -> ExampleCard:
    """The answer-first card of catalogue entry ``ident``, recomputed."""
    e = entry(ident)
    check = checked(ident)
    ruling = None
    replays = check.computed is not None or (check.verdict == "illustrated" and (check.illustrated or {}).get("computed"))
    if e.scenario is not None and replays:  # the scenario as stated replays
        ruling = rulings.verdicts.ruling_of(e)  # by the entry's rule set, as its verdict
    return ExampleCard(entry=e, check=check, ruling=ruling)


# ------------------------------------------------------------------------------------ other tables
def conflicts(topic: str) -> cards.Table:
    """The catalogue's conflicts on one point (``odd-chip-recipient``): which entries, and why."""
    found = [k for k in rulings.conflicts(entries()) if k.topic == topic]
    return cards.Table(rows=tuple((" and ".join(k.ids), k.reason) for k in found),
                       columns=("entries that disagree", "why"))


def table(rows, columns=None, *, caption: str = "") -> cards.Table:
    """A reader's table of ``rows`` (mappings, or sequences with ``columns``): see :func:`rulescore.cards.table`."""
    return cards.table(rows, columns, caption=caption)


def ladder_table(data) -> cards.Table:
    """An action ladder (:func:`rulescore.charts.ladder`) as a table: the chart's numbers, readable on a phone."""
    rows = []
    for r in data.rows:
        what = r.ruled_as if r.increment is None else (
            f"{r.ruled_as} by {r.increment}" + ("" if r.full else ", not a full raise"))
        open_to = [p for p, ok in r.open_to.items() if ok]
        closed = [p for p, ok in r.open_to.items() if not ok]
        rows.append((r.index, r.written, r.total, what, r.min_raise_to,
                     ", ".join(open_to) or "—", ", ".join(closed) or "—"))
    return cards.Table(rows=tuple(rows), columns=("#", "action", "street total", "counts as", "min raise-to after",
                                                  "may raise", "may only call or fold"), classes="rs-ladder")


@dataclass(frozen=True)
class Note:
    """A sentence computed from results, shown as a paragraph (HTML) or a line (text)."""

    text: str

    def __repr__(self) -> str:
        return self.text

    def _repr_html_(self) -> str:
        return f'<p class="rs-note">{html.escape(self.text)}</p>'


def fairness(freq: Mapping[str, Any], *, level: float = 0.05) -> Note:
    """What a chi-square test of seat-draw counts says, in words (:func:`rulescore.tables.seat_draw_frequencies`)."""
    p = float(freq["p_value"])
    counts = list(freq["counts"].values())
    spread = f"the {len(counts)} possible seatings came up between {min(counts)} and {max(counts)} times " \
             f"(about {freq['expected']:.0f} each expected)"
    if p >= level:
        verdict = (f"The draw is fair: {spread}, a spread chance alone explains (chi-square test p = {p}; only a "
                   f"p below {level} would point to a bias).")
    else:
        verdict = (f"The draw looks biased: {spread}, more uneven than chance explains (chi-square test "
                   f"p = {p}, below {level}).")
    return Note(verdict)


def band_table(data) -> cards.Table:
    """The 50 % standard bands (:func:`rulescore.charts.fifty_percent_band`) as a table."""
    rows = tuple((f"{lo}–{hi}" if hi is not None else f"{lo} and more", ruling) for ruling, lo, hi in data.bands)
    return cards.Table(rows=rows, columns=("chips pushed (street total)", "ruled as"),
                       caption=f"Facing {data.call_to}, minimum raise {data.increment} (to {data.min_raise_to}); "
                               f"half a raise over the call is reached at {data.threshold}")


def map_table(*maps) -> cards.Table:
    """Reopening maps (:func:`rulescore.charts.reopening_map`) summed up: one row per map."""
    rows = []
    for m in maps:
        plane = (f"{m.first} all-in {m.xs[0]}–{m.xs[-1]}, {m.second} all-in {m.ys[0]}–{m.ys[-1]} "
                 f"({len(m.xs) * len(m.ys)} points)")
        if m.measure == "can_raise":
            none = m.count(None)
            found = (f"may raise at {m.count(True)}, may only call or fold at {m.count(False)}"
                     + (f", no decision at {none}" if none else ""))
        else:
            vals = sorted({v for row in m.values for v in row if v is not None})
            found = f"minimum raise-to from {vals[0]} to {vals[-1]}"
        marks = "; ".join(f"{k.label} ({k.x}, {k.y}): {cards.value_text(k.value)}" for k in m.marks) or "—"
        rows.append((m.title, f"bet {m.bet}, last full raise {m.increment}", plane, found, marks))
    return cards.Table(rows=tuple(rows), columns=("map", "before the all-ins", "plane", "what the rules give",
                                                  "published example"))
