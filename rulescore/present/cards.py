"""The cards: one for a ruling, one for a catalogue result. The answer first, in plain words, then the steps.

:class:`RulingCard` shows one :class:`~rulescore.records.ruling.Ruling` the way a tournament director reads a ruling:
a headline saying who acts, how much to call, the options and the smallest and largest raise, with the TDA
2024 rule number first and the source's number beside it (``TDA 47 · IA-10``); then the steps as a table
(action · counts as · why · rule) and the pots as a table. Every rule reference carries a one-line
paraphrase from :mod:`rulescore.reference.rulebook` (a hover title in HTML, a footnote under the card in both forms).

>>> from rulescore import ask
>>> from rulescore.present import cards
>>> c = cards.card(ask({"blinds": "50/100", "street": "flop", "seats": ["A", "B", "C"],
...                     "actions": ["A bet 100", "B raise 300"]}))
>>> c.headline
'C to act: 300 to call. C may fold, call or raise; raise to at least 500, no maximum known (stack not given).'

:class:`EntryCard` shows one catalogue entry, recomputed: the card a chapter shows (the answer, the
situation, the steps, what the source prints beside what the rules give, the verdict). The committee's
blocks under the errata list are :mod:`rulescore.present.errata`'s, from the catalogue's
:class:`~rulescore.catalogue.committee.EntryDetail` lines.

Every form comes from the same card: ``repr()`` is plain text (what nbval compares and a terminal shows),
``_repr_html_()`` the HTML a notebook and the guide render. The cards read only records (the typed
:class:`~rulescore.records.ruling.Ruling`, the catalogue's :class:`~rulescore.catalogue.Check`), so they decide nothing;
a ruling's words are :mod:`rulescore.words.ruling`'s, in English, Polish or Russian (``card(r, lang="pl")``).
"""

from __future__ import annotations

import html
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..records.ruling import Ruling
from ..reference import rulebook
from ..words import Renderer
from ..words import ruling as words
from ..yamlio import dump as dumps  # the scenario's own writer (rulescore.input.scenario.dumps) is this
from . import sentences
from .words import (
    Table,
    footnotes_html,
    humanize,
    label,
    rule_html,
    rule_text,
    value_text,
)

if TYPE_CHECKING:  # the catalogue's records are only named here: a ruling's card (the Rule my hand page)
    from ..catalogue import Check, Entry  # must not load the catalogue

_esc = html.escape
#: Where a template's variable is filled with HTML (a rule's link, code) after the template's text is escaped.
_MARK = "\x00"


# ------------------------------------------------------------------------------------------- a ruling
@dataclass(frozen=True)
class RulingCard:
    """One ruling, answer first (see the module docstring). Build it with :func:`card`. Every sentence is
    :mod:`rulescore.words.ruling`'s, in :attr:`lang`."""

    ruling: Ruling
    """The ruling shown."""
    title: str = ""
    """A title above the card ('' for none)."""
    lang: str = "en"
    """The language of its words (``en``, ``pl``, ``ru``)."""

    # -- the parts ---------------------------------------------------------------------------------
    @property
    def headline(self) -> str:
        """Who acts, to call, the options and the raise limits, in one or two sentences."""
        return words.headline(self.ruling, self.lang)

    @property
    def why(self) -> str:
        """Why betting is or is not open to the player ('' when the ruling gives no reason or the headline
        already says it)."""
        reason = words.why(self.ruling, self.lang)
        if self.lang == "en":
            reason = humanize(reason)
        return "" if reason and reason in self.headline else reason

    @property
    def rules(self) -> list[str]:
        """The rule ids the ruling rests on, in order."""
        return [r for r in self.ruling.rules if r]

    @property
    def steps(self) -> list[dict]:
        """One row per action: ``{n, action, counts_as, why, rule}`` (``rule`` the id, '' if none)."""
        rows = []
        for s in words.steps(self.ruling, self.lang):
            row = s._asdict()
            row["why"] = humanize(s.why) if self.lang == "en" else s.why
            rows.append(row)
        return rows

    @property
    def pots(self) -> list[dict]:
        """``{pot, amount, players}`` for every pot, then chips returned uncalled and what each player wins."""
        return [p._asdict() for p in words.pots(self.ruling, self.lang)]

    @property
    def showdown(self) -> list[dict]:
        """The showdown steps when the ruling has them: ``{n, event, ruled, why, rule}`` (else empty)."""
        sd = self.ruling.showdown
        if sd is None:
            return []
        return [{"n": e.index, "event": e.written, "ruled": words.showdown_ruled(e.ruled, self.lang),
                 "why": humanize(words.showdown_why(e.why, self.lang)), "rule": e.rule or ""} for e in sd.events]

    @property
    def showdown_note(self) -> str:
        """What the showdown says when there is no event to list (no hand turned up yet, no awards)."""
        sd = self.ruling.showdown
        return humanize(words.showdown_why(sd.why, self.lang)) if sd is not None and not self.showdown else ""

    @property
    def shows_first(self) -> str | None:
        sd = self.ruling.showdown
        return sd.show_first if sd is not None else None

    def all_rules(self) -> list[str]:
        """Every rule the card cites (headline, steps, showdown), in order of first mention."""
        ids = self.rules + [s["rule"] for s in self.steps] + [s["rule"] for s in self.showdown]
        return list(dict.fromkeys(r for r in ids if r))

    def _shows_first(self) -> str:
        return words.shows_first(self.shows_first, self.lang) if self.shows_first else ""

    @property
    def labels(self) -> Mapping[str, str]:
        """The card's headings, captions and column names in :attr:`lang`."""
        return words.card_labels(self.lang)

    # -- text --------------------------------------------------------------------------------------
    def to_text(self) -> str:
        w = self.labels
        out = [self.title] if self.title else []
        out.append(self.headline)
        if self.rules:
            out.append(f"{w['rules']}: " + ", ".join(rule_text(r) for r in self.rules))
        if self.why:
            out.append(f"{w['why']}: " + self.why)

        def lines(rows: list[dict], what: str, ruled: str) -> None:
            for s in rows:
                rule = f"  [{rule_text(s['rule'])}]" if s["rule"] else ""
                out.append(f"  {s['n']}. {s[what]} -> {s[ruled]}{rule}")
                if s["why"]:
                    out.append(f"       {s['why']}")
        if self.steps:
            out.append(f"{w['steps']}:")
            lines(self.steps, "action", "counts_as")
        if self.showdown:
            first = f" ({self._shows_first()})" if self.shows_first else ""
            out.append(f"{w['showdown']}{first}:")
            lines(self.showdown, "event", "ruled")
        if self.showdown_note:
            out.append(f"{w['showdown']}: " + self.showdown_note)
        if self.pots:
            out.append(f"{w['pots']}: " + "; ".join(f"{p['pot']} {p['amount']}" + (f" ({p['players']})" if p["players"] else "")
                                                  for p in self.pots))
        return "\n".join(out)

    def __repr__(self) -> str:
        return self.to_text()

    # -- HTML --------------------------------------------------------------------------------------
    def answer_html(self) -> str:
        """The answer box: headline, rules, why."""
        w = self.labels
        parts = [f'<p class="rs-headline">{_esc(self.headline)}</p>']
        if self.rules:
            parts.append(f'<p class="rs-cites">{_esc(w["rules"])}: ' + ", ".join(rule_html(r) for r in self.rules)
                         + "</p>")
        if self.why:
            parts.append(f'<p class="rs-why">{_esc(self.why)}</p>')
        return '<div class="rs-answer">' + "".join(parts) + "</div>"

    def steps_html(self) -> str:
        w = self.labels
        parts = []
        if self.steps:
            parts.append(Table(
                rows=tuple((s["n"], s["action"], s["counts_as"], s["why"], s["rule"]) for s in self.steps),
                columns=(w["col-n"], w["col-action"], w["col-as"], w["col-why"], w["col-rule"]), classes="rs-steps",
                html_cells=tuple((None, None, None, None, rule_html(s["rule"])) for s in self.steps),
                caption=w["caption"])._repr_html_())
        if self.showdown:
            first = f" — {self._shows_first()}" if self.shows_first else ""
            parts.append(Table(
                rows=tuple((s["n"], s["event"], s["ruled"], s["why"], s["rule"]) for s in self.showdown),
                columns=(w["col-n"], w["col-event"], w["col-ruled"], w["col-why"], w["col-rule"]),
                classes="rs-steps",
                html_cells=tuple((None, None, None, None, rule_html(s["rule"])) for s in self.showdown),
                caption=f"{w['showdown-caption']}{first}")._repr_html_())
        if self.showdown_note:
            parts.append(f'<p class="rs-why">{_esc(w["showdown"])}: {_esc(self.showdown_note)}</p>')
        if self.pots:
            parts.append(Table(rows=tuple((p["pot"], p["amount"], p["players"]) for p in self.pots),
                               columns=(w["col-pot"], w["col-chips"], w["col-players"]),
                               classes="rs-pots")._repr_html_())
        return "".join(parts)

    def _repr_html_(self) -> str:
        title = f'<header class="rs-head"><span class="rs-title">{_esc(self.title)}</span></header>' if self.title else ""
        lang = f' lang="{_esc(self.lang)}"' if self.lang != "en" else ""  # English: the page's own language
        return (f'<section class="rs-card rs-ruling"{lang}>{title}{self.answer_html()}'
                f'{self.steps_html()}{footnotes_html(self.all_rules())}</section>')


def card(ruling: Ruling, *, title: str = "", lang: str = "en") -> RulingCard:
    """The card of a :class:`~rulescore.records.ruling.Ruling`, its words in ``lang`` (``en``, ``pl``, ``ru``)."""
    return RulingCard(ruling=ruling, title=title, lang=lang)


@dataclass(frozen=True)
class ErrorCard:
    """A scenario the rules reject: its one-line message, shown as a card (its heading in :attr:`lang`)."""

    message: str
    lang: str = "en"
    """The language of its heading (the message is the engine's)."""

    def __repr__(self) -> str:
        return f"error: {self.message}"

    def _repr_html_(self) -> str:
        found = rulebook.RULE_ID.findall(self.message)
        rule = found[-1] if found and self.message.rstrip().endswith(")") else None
        heading = Renderer(self.lang).message("card-error-heading")
        lang = f' lang="{_esc(self.lang)}"' if self.lang != "en" else ""
        return (f'<section class="rs-card rs-error"{lang}><p class="rs-headline">{_esc(heading)}</p>'
                f'<p>{_esc(self.message)}</p>{footnotes_html([rule] if rule else [])}</section>')


# --------------------------------------------------------------------------------------- a catalogue result
#: The verdicts a card names (the keys of the ``card-verdict`` template).
VERDICTS = ("agrees", "disagrees", "underdetermined", "impossible", "discretion", "text-only", "illustrated")
#: The documents an entry comes from (the keys of the ``card-source`` template).
SOURCES = ("IA", "S03", "S08", "PL", "RU", "TDA")
#: Each verdict in English words (``card-verdict``).
VERDICT_WORDS = {v: Renderer("en").message("card-verdict", verdict=v) for v in VERDICTS}
#: Each source's name in English (``card-source``).
SOURCE_NAMES = {s: Renderer("en").message("card-source", source=s) for s in SOURCES}


def verdict_words(verdict: str, lang: str = "en") -> str:
    """A verdict in words (``agrees with the source``); one the cards do not know, as it is."""
    return Renderer(lang).message("card-verdict", verdict=verdict) if verdict in VERDICTS else verdict


def source_name(source: str, lang: str = "en") -> str:
    """The document an entry comes from, named (``Illustration Addendum``); one the cards do not know, as it is."""
    return Renderer(lang).message("card-source", source=source) if source in SOURCES else source


def source_rule(e: Entry) -> str:
    """The source rule an entry belongs to, as the rule book knows it (``IA-10`` for ``IA-10-1``, the
    illustrated rule ``08.4`` for ``08-C``)."""
    r = rulebook.entry(e.id)
    return r.id if r is not None else str(e.rule)


def rulebook_tda(e: Entry) -> str | None:
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


def _scenario_text(data: Mapping[str, Any]) -> str:
    return dumps(dict(data)).rstrip("\n")


@dataclass(frozen=True)
class EntryCard:
    """One catalogue entry, recomputed: the chapters' card (see the module notes). Build it with
    :func:`rulescore.present.report.card`."""

    entry: Entry
    """The catalogue entry."""
    check: Check
    """Its verdict (:func:`rulescore.catalogue.check`)."""
    ruling: Ruling | None = None
    """The :class:`~rulescore.records.ruling.Ruling` of its scenario as stated, when it replays."""
    lang: str = "en"
    """The language of the card's own words (the entry's title, summary and verdict reason are the
    catalogue's, in English)."""

    @property
    def id(self) -> str:
        return self.entry.id

    @property
    def ruling_card(self) -> RulingCard | None:
        return card(self.ruling, lang=self.lang) if self.ruling is not None else None

    def _w(self, msg_id: str, **args: Any) -> str:
        return Renderer(self.lang).message(msg_id, **args)

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
        own = rule_text(self.rule, tda=self.tda)
        if str(self.entry.rule) != self.rule:
            own += f" ({self._w('card-illustrates', rule=rule_text(str(self.entry.rule)))})"
        return own

    @property
    def computed(self) -> Any:
        """What the rules give here: the computed figures, or on an illustrated entry those on our figures."""
        c = self.check
        if c.verdict == "illustrated" and c.illustrated:
            return c.illustrated.get("computed")
        return c.computed

    @property
    def headline(self) -> str:
        """The answer in plain words: the ruling's headline, the computed figures said as a person would,
        or the objection."""
        rc = self.ruling_card
        if rc is not None:
            return rc.headline
        c = self.check
        if c.verdict == "text-only":
            return rulebook.paraphrase(self.rule) or self.entry.title
        compute = self.entry.compute or {}
        if c.verdict == "illustrated" and self.computed is not None:
            return self._w("card-on-our-figures", answer=sentences.answer(
                compute.get("function"), compute.get("args"), self.computed, lang=self.lang, whole=c.result))
        if c.computed is None:
            return self._w("card-not-possible", reason=humanize(c.reason.split(": ", 1)[-1]))
        return sentences.answer(compute.get("function"), compute.get("args"), c.computed, lang=self.lang,
                                whole=c.result)

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
            return [(label(k), value_text(p), value_text(v) if computed is not None else "—")
                    for k, p, v in _compare_rows(ill.get("figures") or {}, computed or {})]
        computed = self.check.computed
        return [(label(k), value_text(p), value_text(v) if computed is not None else "—")
                for k, p, v in _compare_rows(self.entry.published, computed or {})]

    @property
    def readings(self) -> list[tuple[str, str, str]]:
        """``(reading, the rules give, whether it gives the published answer)`` for each reading."""
        out = []
        compute = self.entry.compute or {}
        for r in self.check.readings:
            computed = r.get("computed")
            if computed is None:
                shown = humanize(r.get("error", ""))
            elif compute and isinstance(computed, Mapping):  # a non-betting result: said in a sentence
                shown = sentences.answer(compute.get("function"), compute.get("args"), computed, lang=self.lang)
            else:
                shown = value_text(computed)
            out.append((r["label"], shown, self._w("card-yes-no", matches="yes" if r.get("matches") else "no")))
        return out

    @property
    def verdict(self) -> str:
        return str(self.check.verdict)

    @property
    def reason(self) -> str:
        return humanize(self.check.reason)

    def rules_cited(self) -> list[str]:
        ids = [self.rule] + ([str(self.entry.rule)] if str(self.entry.rule) != self.rule else [])
        if self.ruling_card is not None:
            ids += self.ruling_card.all_rules()
        return list(dict.fromkeys(ids))

    # -- the chapters' card: text ------------------------------------------------------------------
    def to_text(self) -> str:
        e = self.entry
        out = [f"{e.id} · {e.title} — {verdict_words(self.verdict, self.lang)}", self.cite, "", self.headline]
        rc = self.ruling_card
        if rc is not None:
            out += rc.to_text().split("\n")[1:]   # the headline is above
        out += ["", self._w("card-situation-line", summary=e.summary)]
        if self.comparison:
            out += ["", self._w("card-figures-ours" if self.illustrated else "card-figures-printed")]
            out += [f"  {f}: {p} / {c}" for f, p, c in self.comparison]
        if self.readings:
            out += ["", self._w("card-readings") + ":"]
            out += ["  " + self._w("card-reading-line", reading=lab, shown=shown,
                                   matches="yes" if r.get("matches") else "no")
                    for (lab, shown, _), r in zip(self.readings, self.check.readings)]
        out += ["", f"{self._w('card-verdict-head', verdict=self._verdict_name())} — {self.reason}"]
        return "\n".join(out)

    def _verdict_name(self) -> str:
        return self._w("card-verdict-name", verdict=self.verdict) if self.verdict in VERDICTS else self.verdict

    def __repr__(self) -> str:
        return self.to_text()

    # -- the chapters' card: HTML ------------------------------------------------------------------
    def _repr_html_(self) -> str:
        e, esc = self.entry, _esc
        rc = self.ruling_card
        w = self._w
        cite = rule_html(self.rule, tda=self.tda)
        if e.source == "TDA":
            cite = f'<span class="rs-tda">{esc(self.cite)}</span>'
        elif str(e.rule) != self.rule:
            said = esc(w("card-illustrates", rule=_MARK)).replace(_MARK, rule_html(str(e.rule)))
            cite += f' <span class="rs-ill">{said}</span>'
        lang = f' lang="{esc(self.lang)}"' if self.lang != "en" else ""
        parts = [f'<section class="rs-card rs-example verdict-{esc(self.verdict)}" data-rs-id="{esc(e.id)}"{lang}>',
                 f'<header class="rs-head"><span class="rs-id">{esc(e.id)}</span> '
                 f'<span class="rs-title">{esc(e.title)}</span> '
                 f'<span class="rs-badge verdict-{esc(self.verdict)}">{esc(verdict_words(self.verdict, self.lang))}'
                 f'</span></header>',
                 f'<p class="rs-citeline">{cite} <span class="rs-source">· {esc(source_name(e.source, self.lang))}'
                 f'</span></p>']
        if rc is not None:
            parts.append(rc.answer_html())
        else:
            parts.append(f'<div class="rs-answer"><p class="rs-headline">{esc(self.headline)}</p></div>')
        parts.append(f'<p class="rs-summary"><span class="rs-label">{esc(w("card-situation"))}</span> '
                     f'{esc(e.summary)}</p>')
        if rc is not None:
            parts.append(rc.steps_html())
        if self.comparison:
            first = w("card-col-ours" if self.illustrated else "card-col-printed")
            parts.append(Table(rows=tuple(self.comparison), columns=(w("card-col-figure"), first,
                                                                     w("card-col-rules-give")),
                               classes="rs-compare")._repr_html_())
        if self.readings:
            parts.append(Table(rows=tuple(self.readings),
                               columns=(w("card-col-reading"), w("card-col-rules-give"), w("card-col-as-printed")),
                               classes="rs-readings", caption=w("card-readings"))._repr_html_())
        verdict = esc(w("card-verdict-head", verdict=self._verdict_name()))
        parts.append(f'<p class="rs-verdict"><strong>{verdict}.</strong> {esc(self.reason)}</p>')
        parts.append(footnotes_html(self.rules_cited()))
        if e.scenario is not None:
            parts.append(f'<details class="rs-inputs"><summary>{esc(w("card-scenario"))}</summary>'
                         f'<pre>{esc(_scenario_text(e.scenario))}</pre></details>')
        elif e.compute is not None:
            # an entry's card only: a ruling's card (the phone page) never loads the catalogue
            from ..catalogue import registry

            code = f'<code>{esc(registry.dotted(e.compute["function"]))}</code>'
            called = esc(w("card-computed-with", function=_MARK)).replace(_MARK, code)
            parts.append(f'<details class="rs-inputs"><summary>{esc(w("card-computed"))}</summary>'
                         f'<p>{called}</p>'
                         f'<pre>{esc(_scenario_text(e.compute.get("args", {})))}</pre></details>')
        parts.append("</section>")
        return "".join(parts)


__all__ = [
    "SOURCES",
    "SOURCE_NAMES",
    "VERDICTS",
    "VERDICT_WORDS",
    "EntryCard",
    "ErrorCard",
    "RulingCard",
    "card",
    "rulebook_tda",
    "source_name",
    "source_rule",
    "verdict_words",
]
