"""The committee's report: every verdict, conflict and departure, as the CLI prints it and notebook 09 shows it.

:func:`report` recomputes the catalogue once; the :class:`Report` it returns gives the same content as
JSON (``rulescore check --json``), CSV (``--csv``, for the minutes), plain text (the default) and the
tables of notebook 09: first what to act on (:meth:`Report.actions`), then everything.
"""

from __future__ import annotations

import csv
import html
import io
from dataclasses import dataclass
from pathlib import Path

from ..errors import CatalogueError, RulesError
from .crosscheck import Conflict, Departure, conflicts, departures, reference, reference_path
from .entries import Entry, load
from .schema import SOURCES
from .verdicts import VERDICTS, Check, check, describe, is_erratum, one_line

#: How the counts name each verdict for a committee.
COUNT_LABELS = {
    "agrees": "agrees with the printed figures and words",
    "discretion": "a TD decision, the printed outcome allowed",
    "illustrated": "illustrated on our own figures (the source prints none)",
    "text-only": "rule statement, nothing to compute",
    "disagrees": "disagrees (printed figure or word wrong)",
    "underdetermined": "underdetermined (a missing fact decides)",
    "impossible": "impossible as printed",
}

CSV_COLUMNS = ("type", "id", "source", "rule", "title", "verdict", "erratum", "reason", "proposed_correction")


def check_all(entries: list[Entry] | None = None) -> tuple[list[Check], list[Conflict]]:
    """Verdicts for the whole catalogue, and the conflicts between entries.

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
    return checks, conflicts(entries, checks)


@dataclass(frozen=True)
class Action:
    """One line of the committee's list: an erratum, a conflict or a departure."""

    type: str
    """``erratum`` | ``conflict`` | ``departure``."""
    ids: tuple[str, ...]
    """The entries concerned (their worked examples are at ``#<id>``)."""
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
    departures: tuple[Departure, ...]

    # ------------------------------------------------------------------------------------------ machines
    def to_dict(self) -> dict:
        """``{"rulings", "conflicts", "departures", "counts"}`` — the JSON of ``rulescore check --json``."""
        return {"rulings": [c.to_dict() for c in self.checks],
                "conflicts": [k.to_dict() for k in self.conflicts],
                "departures": [d.to_dict() for d in self.departures],
                "counts": self.counts()}

    def rows(self) -> list[dict]:
        """One flat row per entry, conflict and departure (the CSV's rows, :data:`CSV_COLUMNS`)."""
        titles = {e.id: e.title for e in self.entries}
        out = [{"type": "ruling", "id": c.id, "source": c.source, "rule": c.rule, "title": c.title,
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

    def to_csv(self) -> str:
        """The rows as CSV (a header line, then one line per entry, conflict and departure)."""
        buf = io.StringIO()
        w = csv.DictWriter(buf, fieldnames=CSV_COLUMNS, lineterminator="\n")
        w.writeheader()
        w.writerows(self.rows())
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

    # ------------------------------------------------------------------------------------------- actions
    def actions(self) -> list[Action]:
        """What a committee must act on: every entry that is an erratum (disagrees, underdetermined,
        impossible), every conflict and every departure, each with its proposed correction."""
        out = [Action("erratum", (c.id,), c.verdict + (f" ({', '.join(c.erratum)})" if c.erratum else ""),
                      one_line(c.reason), one_line(c.correction)) for c in self.checks if is_erratum(c)]
        out += [Action("conflict", k.ids, k.nature, one_line(k.reason), k.correction) for k in self.conflicts]
        out += [Action("departure", (d.id,), f"departs from TDA {d.tda}", one_line(d.reason), d.correction)
                for d in self.departures]
        return out

    def action_list(self) -> ActionList:
        """:meth:`actions` ready to display (plain text and HTML, each id linked to ``#<id>``)."""
        return ActionList(tuple(self.actions()))

    # ---------------------------------------------------------------------------------------------- text
    def to_text(self) -> str:
        """The plain-text report of ``rulescore check``."""
        width = max((len(c.id) for c in self.checks), default=0)
        lines = [f"{c.id:<{width}}  {c.verdict:<15}  {one_line(c.reason)}" for c in self.checks]
        counts = self.counts()
        lines += ["", f"{len(self.checks)} entries: " + ", ".join(f"{counts[v]} {v}" for v in VERDICTS if counts[v])]
        by_source = {s: sum(v.values()) for s, v in self.counts_by_source().items()}
        lines.append("by source: " + ", ".join(f"{s} {n}" for s, n in by_source.items()))
        lines += ["", f"Conflicts between entries: {len(self.conflicts) or 'none'}"]
        lines += [f"  {' vs '.join(k.ids)} ({k.topic}, {k.nature}): {one_line(k.reason)}" for k in self.conflicts]
        lines += ["", f"Departures from TDA 2024: {len(self.departures) or 'none'}"]
        lines += [f"  {d.reason}" for d in self.departures]
        acts = self.actions()
        lines += ["", f"To act on: {len(acts) or 'nothing'}"]
        lines += [f"  {', '.join(a.ids)} — {a.what}: {a.correction}" for a in acts]
        return "\n".join(lines)

    def detail(self, ident: str) -> EntryDetail:
        """One entry as the committee reads it under the list: verdict, correction, what the source printed,
        the facts assumed, each reading, each checkable word, and the conflicts and departures it is in."""
        c = next((c for c in self.checks if c.id.upper() == ident.upper()), None)
        if c is None:
            raise RulesError(f"no entry {ident!r} in this report")
        return EntryDetail(check=c, conflicts=tuple(k for k in self.conflicts if c.id in k.ids),
                           departures=tuple(d for d in self.departures if d.id == c.id))

    def table(self) -> list[dict]:
        """The full table, one row per entry: id, source, rule, title, verdict, erratum kind, the verdict on
        our own figures where there are some, and the reason."""
        return [{"id": c.id, "source": c.source, "rule": c.rule, "title": c.title, "verdict": c.verdict,
                 "erratum": ", ".join(c.erratum), "our figures": (c.illustrated or {}).get("verdict", ""),
                 "reason": one_line(c.reason)} for c in self.checks]


@dataclass(frozen=True)
class ActionList:
    """The committee's list, shown as text (terminal, nbval) or HTML (the guide), each id a link to ``#<id>``."""

    actions: tuple[Action, ...]

    def __repr__(self) -> str:
        if not self.actions:
            return "Nothing to act on."
        return "\n".join(f"{n}. [{a.type}] {', '.join(a.ids)} — {a.what}. {a.correction}"
                         for n, a in enumerate(self.actions, start=1))

    def _repr_html_(self) -> str:
        esc = html.escape
        if not self.actions:
            return "<p>Nothing to act on.</p>"
        rows = []
        for a in self.actions:
            links = ", ".join(f'<a href="#{esc(i)}">{esc(i)}</a>' for i in a.ids)
            rows.append(f"<tr><td>{esc(a.type)}</td><td>{links}</td><td>{esc(a.what)}</td>"
                        f"<td>{esc(a.correction)}</td></tr>")
        return ('<table class="rulescore-actions"><thead><tr><th>what</th><th>entries</th><th>finding</th>'
                "<th>proposed correction</th></tr></thead><tbody>" + "".join(rows) + "</tbody></table>")


def report(directory: str | Path | None = None, ids: list[str] | None = None) -> Report:
    """Load the catalogue (``directory``: a catalogue folder, default the package's), recompute it and
    gather the conflicts and departures. ``ids`` (any case, several per string when comma-separated)
    restricts the report to those entries; an unknown id is bad input (:class:`RulesError`)."""
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
    return Report(entries=tuple(entries), checks=tuple(checks), conflicts=tuple(found), departures=tuple(deps))



@dataclass(frozen=True)
class EntryDetail:
    """One entry's findings, as text (terminal, nbval) or HTML (the guide, headed with the anchor ``#<id>``)."""

    check: Check
    conflicts: tuple[Conflict, ...] = ()
    departures: tuple[Departure, ...] = ()

    def lines(self) -> list[tuple[str, list[str]]]:
        """(label, items) pairs, in the order shown."""
        c = self.check
        kinds = f" ({', '.join(c.erratum)})" if c.erratum else ""
        out: list[tuple[str, list[str]]] = [("Verdict", [f"{c.verdict}{kinds}: {one_line(c.reason)}"]),
                                            ("Proposed correction", [c.correction])]
        out.append(("The source printed", [describe(c.published)] if c.printed else
                    ["nothing to check: the figures below are our own"]))
        if c.illustrated:
            out.append(("Our own figures", [f"{describe(c.illustrated['figures'])} — {c.illustrated['verdict']}"]))
        if c.assumed:
            out.append(("Facts the source leaves out, as assumed here", list(c.assumed)))
        if c.readings:
            out.append(("Other readings", [_reading(r) for r in c.readings]))
        if c.words:
            out.append(("Words of the source checked",
                        [f"{w['kind']}: {w['says']} — {'holds' if w['holds'] else 'does not hold'}" for w in c.words]))
        if self.conflicts:
            out.append(("Conflicts", [f"with {', '.join(i for i in k.ids if i != c.id)} ({k.nature}): "
                                      f"{one_line(k.reason)}" for k in self.conflicts]))
        if self.departures:
            out.append(("Departures from TDA 2024", [one_line(d.reason) for d in self.departures]))
        return out

    def __repr__(self) -> str:
        text = [f"{self.check.id} · {self.check.title}"]
        for label, items in self.lines():
            text.append(f"{label}:")
            text += [f"  - {i}" for i in items]
        return "\n".join(text)

    def _repr_html_(self) -> str:
        esc = html.escape
        c = self.check
        parts = [f'<h4 id="{esc(c.id)}">{esc(c.id)} · {esc(c.title)}</h4>', "<dl>"]
        for label, items in self.lines():
            body = items[0] if len(items) == 1 else "<ul>" + "".join(f"<li>{esc(i)}</li>" for i in items) + "</ul>"
            parts.append(f"<dt>{esc(label)}</dt><dd>{esc(body) if len(items) == 1 else body}</dd>")
        parts.append("</dl>")
        return "\n".join(parts)


def _reading(r: dict) -> str:
    if r.get("error"):
        return f"{r['label']}: cannot happen ({r['error']})"
    if r.get("pinned_out"):
        return f"{r['label']}: ruled out by the printed figures ({r['pinned_out']})"
    return f"{r['label']}: {describe(r['computed'])} ({'as printed' if r['matches'] else 'unlike the source'})"
