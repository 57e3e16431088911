"""What a notebook cell calls: one line per published example, scenario, table or chart summary.

``report.card("IA-10-1")`` is the answer-first card of a catalogue entry (:class:`~.cards.EntryCard`): a
headline in plain words with the TDA 2024 rule number first and the source's beside it, the situation in our
words, the steps and the pots as tables, the figures the source prints beside the computed ones, and the
verdict (the committee's blocks under the errata list are :mod:`.errata`'s).
``report.answer(yaml)`` is the card of a scenario typed by hand. Each has a plain-text form (what nbval
compares and a terminal shows) and an HTML form (what the guide renders), built by :mod:`.cards` from one
computed result.

The tables the notebooks show (:func:`summary_table`, :func:`conflicts`, :func:`ladder_table`, ...) are
:class:`~.words.Table` objects: HTML tables with yes/no and human labels. Nothing here decides a rule.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any

from .. import analysis
from .. import catalogue as rulings
from ..records.errors import RulesError
from ..records.ruling import Ruling
from . import cards
from .cards import SOURCE_NAMES, VERDICT_WORDS, EntryCard, rulebook_tda, source_rule
from .words import Note, Table, value_text, yes_no
from .words import table as words_table


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


def summary_table(ids: list[str]) -> Table:
    """The verdicts of the given entries: id, title, TDA 2024 rule, source rule and verdict."""
    rows = []
    for ident in ids:
        e, c = entry(ident), checked(ident)
        src = source_rule(e)
        rows.append((c.id, e.title, rulebook_tda(e) or "—", src, c.verdict))
    return Table(rows=tuple(rows), columns=("id", "title", "TDA 2024", "source rule", "verdict"))


@dataclass(frozen=True)
class Answer:
    """The ruling for a scenario typed by hand, or the one-line error it meets, shown as a ruling card."""

    text: str
    """The ruling card as text (answer first), or ``error: <message>``."""
    ruling: Ruling | None
    """The ruling, or ``None`` when the scenario was rejected."""
    error: str | None
    """The :class:`~rulescore.records.errors.RulesError` message, or ``None``."""

    def __repr__(self) -> str:
        return self.text

    def _repr_html_(self) -> str:
        if self.ruling is None:
            return cards.ErrorCard(self.error or "")._repr_html_()
        return cards.card(self.ruling)._repr_html_()


def answer(source) -> Answer:
    """Rule ``source`` (YAML text, a mapping or a Scenario); a rejected scenario gives its error line
    instead of a traceback."""
    try:
        r = analysis.ruling(source)
    except RulesError as exc:
        return Answer(text=f"error: {exc}", ruling=None, error=str(exc))
    return Answer(text=cards.card(r).to_text(), ruling=r, error=None)


def _replayed(e, check) -> Ruling | None:
    """The ruling of an entry's scenario as stated, when it replays (the card shows its steps), by the entry's
    rule set as its verdict is."""
    replays = check.computed is not None or (check.verdict == "illustrated" and (check.illustrated or {}).get("computed"))
    if e.scenario is None or not replays:
        return None
    return rulings.verdicts.ruling_of(e)  # by the entry's rule set, as its verdict


def card(ident: str, *, lang: str = "en") -> EntryCard:
    """The answer-first card of catalogue entry ``ident``, recomputed; its own words in ``lang`` (``en``, ``pl``,
    ``ru``; the entry's title and summary are the catalogue's English)."""
    e, check = entry(ident), checked(ident)
    return EntryCard(entry=e, check=check, ruling=_replayed(e, check), lang=lang)


# ------------------------------------------------------------------------------------ other tables
def conflicts(topic: str) -> Table:
    """The catalogue's conflicts on one point (``odd-chip-recipient``): which entries, and why."""
    found = [k for k in rulings.conflicts(entries()) if k.topic == topic]
    return Table(rows=tuple((" and ".join(k.ids), k.reason) for k in found),
                       columns=("entries that disagree", "why"))


def table(rows, columns=None, *, caption: str = "") -> Table:
    """A reader's table of ``rows`` (mappings, or sequences with ``columns``): see :func:`.words.table`."""
    return words_table(rows, columns, caption=caption)


def ladder_table(data) -> Table:
    """An action ladder (:func:`rulescore.analysis.ladder`) as a table: the chart's numbers, readable on a phone."""
    rows = []
    for r in data.rows:
        what = r.ruled_as if r.increment is None else (
            f"{r.ruled_as} by {r.increment}" + ("" if r.full else ", not a full raise"))
        open_to = [p for p, ok in r.open_to.items() if ok]
        closed = [p for p, ok in r.open_to.items() if not ok]
        rows.append((r.index, r.written, r.total, what, r.min_raise_to,
                     ", ".join(open_to) or "—", ", ".join(closed) or "—"))
    return Table(rows=tuple(rows), columns=("#", "action", "street total", "counts as", "min raise-to after",
                                                  "may raise", "may only call or fold"), classes="rs-ladder")


def fairness(freq: Mapping[str, Any], *, level: float = 0.05) -> Note:
    """What a chi-square test of seat-draw counts says, in words (:func:`rulescore.rules.tables.seat_draw_frequencies`)."""
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


def band_table(data) -> Table:
    """The 50 % standard bands (:func:`rulescore.analysis.fifty_percent_band`) as a table."""
    rows = tuple((f"{lo}–{hi}" if hi is not None else f"{lo} and more", ruling) for ruling, lo, hi in data.bands)
    return Table(rows=rows, columns=("chips pushed (street total)", "ruled as"),
                       caption=f"Facing {data.call_to}, minimum raise {data.increment} (to {data.min_raise_to}); "
                               f"half a raise over the call is reached at {data.threshold}")


def map_table(*maps) -> Table:
    """Reopening maps (:func:`rulescore.analysis.reopening_map`) summed up: one row per map."""
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
        marks = "; ".join(f"{k.label} ({k.x}, {k.y}): {value_text(k.value)}" for k in m.marks) or "—"
        rows.append((m.title, f"bet {m.bet}, last full raise {m.increment}", plane, found, marks))
    return Table(rows=tuple(rows), columns=("map", "before the all-ins", "plane", "what the rules give",
                                                  "published example"))


__all__ = [
    "SOURCE_NAMES",
    "VERDICT_WORDS",
    "Answer",
    "EntryCard",
    "Note",
    "answer",
    "band_table",
    "card",
    "catalogue",
    "checked",
    "conflicts",
    "entries",
    "entry",
    "fairness",
    "ladder_table",
    "map_table",
    "rulebook_tda",
    "source_rule",
    "summary_table",
    "table",
    "yes_no",
]
