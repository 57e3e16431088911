"""The committee's report: what to act on, then every verdict, conflict and departure it rests on.

:func:`report` recomputes the catalogue once; the :class:`Report` it returns is data: JSON
(``rulescore check --json``), CSV (``--csv``, for the minutes), plain text (the default, ``--lang pl|ru``
for the list in a source's language) and the records notebook 09 and the guide render
(:mod:`rulescore.present.errata` draws them; the catalogue writes no HTML).

The list of what to act on is the live errata (:mod:`.errata`): one item per change to a source text,
written in ``data/errata`` and made live by the findings computed here.
"""

from __future__ import annotations

import csv
import io
from dataclasses import dataclass, field
from pathlib import Path

from ..records.errors import CatalogueError, RulesError
from ..reference import rulebook
from . import errata as errata_mod
from .crosscheck import Conflict, SourceDeparture, conflicts, departures, reference, reference_path, settle
from .entries import Entry, load
from .languages import count, join
from .languages import text as say
from .schema import SOURCES
from .verdicts import VERDICTS, Check, check, describe, is_erratum, one_line
from .wording import and_list, sentence

#: How the counts name each verdict for a committee.
COUNT_LABELS = {
    "agrees": "agrees with the printed figures and words",
    "discretion": "a TD decision, the printed outcome allowed",
    "illustrated": "illustrated on our own figures (the source prints none, so they never count as agreement)",
    "text-only": "rule statement, nothing to compute (compared with the other sources and TDA 2024)",
    "disagrees": "disagrees (printed figure or word wrong)",
    "underdetermined": "underdetermined (a missing fact decides)",
    "impossible": "impossible as printed",
}

CSV_COLUMNS = ("type", "id", "source", "rule", "title", "verdict", "erratum", "reason", "proposed_correction",
               "severity", "section", "quote", "problem_in_source_language", "correction_in_source_language",
               "change")
# ``change`` (added last, so that the earlier columns keep their places): an item's change id, the key of its
# wording in data/errata/*.yaml; ``title`` is the titles of the entries it rewrites, as a person reads them.


def _book_title(ident: str) -> str:
    """The rule book's title of ``ident`` (an Addendum example's heading: ``IA-03``), '' if it has none."""
    book = rulebook.entry(ident)
    return book.title if book is not None else ""


def check_all(entries: list[Entry] | None = None) -> tuple[list[Check], list[Conflict]]:
    """Verdicts for the whole catalogue, settled against the conflicts between entries, and the conflicts.

    Every catalogue problem met while computing (a compute call whose arguments do not fit) is gathered
    into one :class:`CatalogueError`."""
    entries = load() if entries is None else entries
    checks, problems = [], []
    for e in entries:
        try:
            checks.append(check(e))
        except CatalogueError as exc:
            problems.append(str(exc))
    if problems:
        raise CatalogueError(f"{len(problems)} problem(s) in the catalogue: " + "; ".join(problems))
    found = conflicts(entries, checks)
    return settle(checks, found), found


@dataclass(frozen=True)
class Action:
    """One finding of the earlier, unmerged list (an erratum, a conflict or a departure); the committee's
    list is :meth:`Report.act_on`, one item per change."""

    type: str
    """``erratum`` | ``conflict`` | ``departure``."""
    ids: tuple[str, ...]
    """The entries concerned."""
    what: str
    """The verdict, the kind of conflict, or the TDA rule."""
    reason: str
    """Why, in our words."""
    correction: str
    """The proposed correction, one line."""

    def to_dict(self) -> dict:
        return {"type": self.type, "ids": list(self.ids), "what": self.what, "reason": self.reason,
                "proposed_correction": self.correction}


@dataclass(frozen=True)
class Report:
    """The whole check, computed once."""

    entries: tuple[Entry, ...]
    checks: tuple[Check, ...]
    conflicts: tuple[Conflict, ...]
    departures: tuple[SourceDeparture, ...]
    items: tuple[errata_mod.Item, ...] = ()
    """The errata as written (``data/errata``); :meth:`act_on` lists the live ones."""
    faults: dict = field(default_factory=dict)
    """Faults of the printed texts by entry or section (the committee's reading, ``data/errata/_text.yaml``)."""
    folder: str = ""
    """The catalogue folder the report was made from ("" for the package's)."""

    # ------------------------------------------------------------------------------------------- errata
    def findings(self) -> dict[str, errata_mod.Finding]:
        """Every computed finding an erratum can rest on, by key."""
        return errata_mod.findings(self.checks, self.conflicts, self.departures, self.faults)

    def act_on(self, lang: str | None = None) -> list[errata_mod.ActOn]:
        """What the committee acts on, most urgent first: the live errata (for one language's sources
        when ``lang`` is given)."""
        order = {e.id: n for n, e in enumerate(self.entries)}
        live = errata_mod.act_on(list(self.items), self.findings(), order, self.folder or None)
        return [a for a in live if lang is None or a.language == lang]

    def unwritten(self) -> list[str]:
        """Computed findings no erratum names (empty when the errata data is complete)."""
        return errata_mod.unwritten(list(self.items), self.findings())

    def rests_on(self, lang: str | None = None) -> list[str]:
        """The entries the list rests on, in catalogue order."""
        named = {i for a in self.act_on(lang) for i in a.rests_on}
        return [c.id for c in self.checks if c.id in named]

    # ------------------------------------------------------------------------------------------ machines
    def to_dict(self, lang: str | None = None) -> dict:
        """``{"rulings", "conflicts", "departures", "counts", "act_on", "unwritten"}`` — the JSON of
        ``rulescore check --json`` (``lang`` keeps only that language's items in ``act_on``)."""
        return {"rulings": [c.to_dict() for c in self.checks],
                "conflicts": [k.to_dict() for k in self.conflicts],
                "departures": [d.to_dict() for d in self.departures],
                "counts": self.counts(),
                "act_on": [a.to_dict() for a in self.act_on(lang)],
                "unwritten": self.unwritten()}

    def rows(self, lang: str | None = None) -> list[dict]:
        """One flat row per item to act on, entry, conflict and departure (the CSV's rows, :data:`CSV_COLUMNS`)."""
        titles = {e.id: e.title for e in self.entries}
        out = [{"type": "act_on", "id": ", ".join(a.ids), "source": a.item.source, "rule": a.item.section,
                "title": " / ".join(t for i in a.ids if (t := titles.get(i) or _book_title(i))) or a.item.change,
                "change": a.item.change, "verdict": a.severity, "erratum": a.severity,
                "reason": a.problem_in(lang or "en"), "proposed_correction": a.correction_in(lang or "en"),
                "severity": a.severity, "section": a.item.section, "quote": a.item.quote,
                "problem_in_source_language": a.problem_in(a.language),
                "correction_in_source_language": a.correction_in(a.language)} for a in self.act_on(lang)]
        if lang is not None:
            return out
        out += [{"type": "ruling", "id": c.id, "source": c.source, "rule": c.rule, "title": c.title,
                 "verdict": c.verdict, "erratum": ", ".join(c.erratum), "reason": one_line(c.reason),
                 "proposed_correction": one_line(c.correction)} for c in self.checks]
        out += [{"type": "conflict", "id": " vs ".join(k.ids), "source": " / ".join(self._source(i) for i in k.ids),
                 "rule": k.topic, "title": " / ".join(titles.get(i, "") for i in k.ids), "verdict": k.nature,
                 "erratum": "conflict", "reason": one_line(k.reason), "proposed_correction": k.correction}
                for k in self.conflicts]
        out += [{"type": "departure", "id": d.id, "source": d.source, "rule": f"TDA {d.tda}",
                 "title": titles.get(d.id, ""), "verdict": "departs", "erratum": "departure",
                 "reason": one_line(d.reason), "proposed_correction": d.correction} for d in self.departures]
        return out

    def to_csv(self, lang: str | None = None) -> str:
        """The rows as CSV (a header line, then one line per item to act on, entry, conflict and departure)."""
        buf = io.StringIO()
        w = csv.DictWriter(buf, fieldnames=CSV_COLUMNS, lineterminator="\n", restval="")
        w.writeheader()
        w.writerows(self.rows(lang))
        return buf.getvalue()

    def _source(self, ident: str) -> str:
        return next((c.source for c in self.checks if c.id == ident), "")

    # ------------------------------------------------------------------------------------------- counts
    def counts(self) -> dict[str, int]:
        """Entries per verdict, every verdict listed (0 included)."""
        out = {v: 0 for v in VERDICTS}
        for c in self.checks:
            out[c.verdict] += 1
        return out

    def counts_by_source(self) -> dict[str, dict[str, int]]:
        """``{source: {verdict: entries}}``, the sources in their usual order."""
        seen = [c.source for c in self.checks]
        order = [s for s in SOURCES if s in seen] + sorted(set(seen) - set(SOURCES))
        out = {s: {v: 0 for v in VERDICTS} for s in order}
        for c in self.checks:
            out[c.source][c.verdict] += 1
        return out

    def counts_text(self) -> str:
        """The counts, one line per verdict: agreement with printed figures apart from our own illustrations."""
        counts = self.counts()
        w = len(str(len(self.checks)))
        return "\n".join(f"{counts[v]:>{w}}  {COUNT_LABELS[v]}" for v in VERDICTS if counts[v]) + \
            f"\n{len(self.checks):>{w}}  entries in all"

    def act_on_summary(self, lang: str = "en", only: str | None = None) -> str:
        """One sentence: how many changes, and how many of each severity (templates of ``lang``)."""
        acts = self.act_on(only)
        if not acts:
            return say(lang, "act_on_none")
        parts = [say(lang, f"sevn.{s}", n=n) for s in errata_mod.SEVERITIES
                 if (n := sum(a.severity == s for a in acts))]
        return say(lang, "act_on_count", items=count(lang, len(acts)), parts=join(parts, lang))

    # ------------------------------------------------------------------------------------------- actions
    def actions(self) -> list[Action]:
        """Every finding with its own one-line correction, unmerged (an entry in several findings appears
        several times): the raw material of :meth:`act_on`, kept for comparison."""
        out = [Action("erratum", (c.id,), c.verdict + (f" ({', '.join(c.erratum)})" if c.erratum else ""),
                      one_line(c.reason), one_line(c.correction)) for c in self.checks if is_erratum(c)]
        out += [Action("conflict", k.ids, k.nature, one_line(k.reason), k.correction) for k in self.conflicts]
        out += [Action("departure", (d.id,), f"departs from TDA {d.tda_rule} ({d.kind})", one_line(d.reason),
                       d.correction) for d in self.departures]
        return out

    # ---------------------------------------------------------------------------------------------- text
    def view(self, lang: str = "en"):
        """The list of what to act on as typed records of ``lang`` (:func:`.views.act_on_view`)."""
        from .views import act_on_view

        return act_on_view(self, lang)

    def act_on_text(self, lang: str = "en") -> str:
        """The list of what to act on as text: every item in English, or ``lang``'s sources in ``lang``."""
        from .views import text as view_text

        out = view_text(self.view(lang))
        missing = self.unwritten()
        if lang == "en" and missing:
            out += "\n" + f"Findings with no erratum written yet: {', '.join(missing)}"
        return out

    def to_text(self, lang: str = "en") -> str:
        """The plain-text report of ``rulescore check``: what to act on, then every entry, conflict and
        departure. With ``lang`` (``pl``, ``ru``) only the list of what to act on, in that language."""
        if lang != "en":
            return self.act_on_text(lang)
        width = max((len(c.id) for c in self.checks), default=0)
        lines = [self.act_on_text("en"), ""]
        lines += [f"{c.id:<{width}}  {c.verdict:<15}  {one_line(c.reason)}" for c in self.checks]
        counts = self.counts()
        lines += ["", f"{len(self.checks)} entries: " + ", ".join(f"{counts[v]} {v}" for v in VERDICTS if counts[v])]
        by_source = {s: sum(v.values()) for s, v in self.counts_by_source().items()}
        lines.append("by source: " + ", ".join(f"{s} {n}" for s, n in by_source.items()))
        lines += ["", f"Conflicts between entries: {len(self.conflicts) or 'none'}"]
        lines += [f"  {' and '.join(k.ids)}, {k.nature}: {one_line(k.reason)}" for k in self.conflicts]
        lines += ["", f"Departures from TDA 2024: {len(self.departures) or 'none'}"]
        for d in self.departures:
            lines += [f"  {d.id}, TDA {d.tda_rule} ({d.kind}): {d.rendering}", f"      TDA 2024: {d.official}"]
            if d.table_rulings:
                lines.append(f"      At the table: {d.table}")
        return "\n".join(lines)

    def detail(self, ident: str) -> EntryDetail:
        """One entry as the committee reads it under the list: verdict, correction, what the source printed,
        the facts assumed, each reading, each checkable word, and the conflicts and departures it is in."""
        c = next((c for c in self.checks if c.id.upper() == ident.upper()), None)
        if c is None:
            raise RulesError(f"no entry {ident!r} in this report")
        acts = self.act_on()
        numbers = tuple(n for n, a in enumerate(acts, start=1) if c.id in a.rests_on)
        item = acts[numbers[0] - 1] if numbers else None
        return EntryDetail(check=c, conflicts=tuple(k for k in self.conflicts if c.id in k.ids),
                           departures=tuple(d for d in self.departures if d.id == c.id),
                           item=item.item.change if item else "", numbers=numbers)

    def table(self) -> list[dict]:
        """The full table, one row per entry: id, source, rule, title, verdict, erratum kind, the verdict on
        our own figures where there are some, and the reason."""
        return [{"id": c.id, "source": c.source, "rule": c.rule, "title": c.title, "verdict": c.verdict,
                 "erratum": ", ".join(c.erratum), "our figures": (c.illustrated or {}).get("verdict", ""),
                 "reason": one_line(c.reason)} for c in self.checks]


def _language_name(lang: str) -> str:
    return {"pl": "Polish", "ru": "Russian", "en": "English"}.get(lang, lang)


def report(directory: str | Path | None = None, ids: list[str] | None = None) -> Report:
    """Load the catalogue (``directory``: a catalogue folder, default the package's), recompute it and
    gather the conflicts, the departures and the errata. ``ids`` (any case, several per string when
    comma-separated) restricts the report to those entries; an unknown id is bad input (:class:`RulesError`)."""
    entries = load(directory)
    if ids:
        known = {e.id.upper(): e.id for e in entries}
        wanted = [i.strip() for part in ids for i in part.split(",") if i.strip()]
        missing = [i for i in wanted if i.upper() not in known]
        if missing:
            raise RulesError(f"check: no catalogue entry {', '.join(missing)}")
        keep = {known[i.upper()] for i in wanted}
        entries = [e for e in entries if e.id in keep]
    checks, found = check_all(entries)
    deps = departures(entries, reference(reference_path(directory)))
    items = errata_mod.load(directory)
    faults = errata_mod.texts(directory)
    if ids:
        kept = {e.id for e in entries}
        faults = {k: v for k, v in faults.items() if k in kept}
    return Report(entries=tuple(entries), checks=tuple(checks), conflicts=tuple(found), departures=tuple(deps),
                  items=tuple(items), faults=faults, folder=str(directory or ""))


@dataclass(frozen=True)
class EntryDetail:
    """One entry's findings as labelled lines (data; :mod:`rulescore.present.errata` renders them)."""

    check: Check
    conflicts: tuple[Conflict, ...] = ()
    departures: tuple[SourceDeparture, ...] = ()
    item: str = ""
    """The erratum (``change``) the entry is part of, if any."""
    numbers: tuple[int, ...] = ()
    """The places in the list to act on (1 first) of every change that rests on the entry."""

    def lines(self) -> list[tuple[str, list[str]]]:
        """(label, items) pairs, in the order shown."""
        c = self.check
        kinds = f" ({', '.join(c.erratum)})" if c.erratum else ""
        out: list[tuple[str, list[str]]] = [("Verdict", [f"{c.verdict}{kinds}: {one_line(c.reason)}"]),
                                            ("Proposed correction", [self._correction()])]
        out.append(("The source printed", [sentence(describe(c.published))] if c.printed else
                    ["Nothing to check: the figures below are our own."]))
        if c.illustrated and str(c.verdict) != "illustrated":
            out.append(("Our own figures", [sentence(f"{describe(c.illustrated['figures'])} ({c.illustrated['verdict']})")]))
        if c.assumed:
            out.append(("Facts the source leaves out, as assumed here", list(c.assumed)))
        if c.readings:
            out.append(("Other readings", [_reading(r) for r in c.readings]))
        if c.words:
            out.append(("Words of the source checked",
                        [f"{w['kind']}: {w['says']} — {'holds' if w['holds'] else 'does not hold'}" for w in c.words]))
        if self.conflicts:
            out.append(("Conflicts", [f"With {', '.join(i for i in k.ids if i != c.id)}, {k.nature}: "
                                      f"{one_line(k.reason)}" for k in self.conflicts]))
        if self.departures:
            out.append(("Departures from TDA 2024", [f"TDA {d.tda_rule}: {d.rendering} TDA 2024: {d.official}"
                                                     + (f" At the table: {d.table}" if d.table_rulings else "")
                                                     for d in self.departures]))
        return out

    def _correction(self) -> str:
        """The entry's own correction, or, where a change to act on rests on the entry, where that change is
        (its replacement text is there, the entry's verdict may have nothing of its own to correct)."""
        if not self.numbers:
            return self.check.correction
        places = and_list(str(n) for n in self.numbers)
        return (f"Change {places} of the list to act on." if len(self.numbers) == 1 else
                f"Changes {places} of the list to act on.")

    def __repr__(self) -> str:
        text = [f"{self.check.id} · {self.check.title}"]
        for label, items in self.lines():
            text.append(f"{label}:")
            text += [f"  - {i}" for i in items]
        return "\n".join(text)


def _reading(r: dict) -> str:
    if r.get("error"):
        return sentence(f"{r['label']}: this cannot happen, because {r['error']}")
    if r.get("pinned_out"):
        return sentence(f"{r['label']}: ruled out by what the source states, since {r['pinned_out']}")
    return sentence(f"{r['label']}: {describe(r['computed'])}, {'as printed' if r['matches'] else 'unlike the source'}")


__all__ = ["COUNT_LABELS", "CSV_COLUMNS", "Action", "EntryDetail", "Report", "check_all", "report"]
