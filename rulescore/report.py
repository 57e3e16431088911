"""Presenting catalogue entries in notebooks and the guide: one call per published example.

``report.example("IA-07-1")`` shows the situation in our words, the scenario, the ruling rulescore
computes, the published figures beside the computed ones, and the verdict. It has a plain-text form
(what nbval compares and a terminal shows) and an HTML form (what the guide renders); both come from the
same computed :class:`~rulescore.rulings.Check`. Nothing here decides a rule.
"""

from __future__ import annotations

import html
from dataclasses import dataclass

import yaml

from . import catalogue as rulings
from .engine import ask
from .ruling import Ruling


def _yaml(data: dict) -> str:
    return yaml.safe_dump(data, sort_keys=False, allow_unicode=True, default_flow_style=None, width=100).strip()


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
    """Recompute the catalogue entry ``ident`` and return it ready to display."""
    entry = rulings.by_id(ident)
    check = rulings.check(entry)
    ruling = None
    if entry.scenario is not None and check.computed is not None:  # the scenario as stated replays
        ruling = ask(entry.scenario)
    return Example(entry=entry, check=check, ruling=ruling)


def summary_table(ids: list[str]):
    """A pandas table of id, title, verdict and reason for the given entries (imports pandas lazily)."""
    import pandas as pd

    rows = []
    for ident in ids:
        entry = rulings.by_id(ident)
        c = rulings.check(entry)
        rows.append({"id": c.id, "source": c.source, "rule": c.rule, "title": entry.title, "verdict": c.verdict})
    return pd.DataFrame(rows)


@dataclass(frozen=True)
class Answer:
    """The ruling for a scenario typed by hand, or the one-line error it meets."""

    text: str
    """The ruling as a person reads it, or ``error: <message>``."""
    ruling: Ruling | None
    """The ruling, or ``None`` when the scenario was rejected."""
    error: str | None
    """The :class:`~rulescore.errors.RulesError` message, or ``None``."""

    def __repr__(self) -> str:
        return self.text


def answer(source) -> Answer:
    """Rule ``source`` (YAML text, a mapping or a Scenario); a rejected scenario gives its error line
    instead of a traceback."""
    from .errors import RulesError

    try:
        r = ask(source)
    except RulesError as exc:
        return Answer(text=f"error: {exc}", ruling=None, error=str(exc))
    return Answer(text=r.to_text(), ruling=r, error=None)
