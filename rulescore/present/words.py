"""Words for readers: human labels of result keys, values in words, rule references with the TDA 2024 number
first, and small tables with a text form and an HTML form.

Everything the cards, the charts' tables and the explorer say about a rule goes through :func:`rule_text`
and :func:`rule_html` (``TDA 47 · IA-10``, the paraphrase from :mod:`rulescore.reference.rulebook` on hover), so a TD
sees the number they know first. :class:`Table` is an HTML table in its own scrolling box with an aligned
text form (what nbval compares); :class:`Shown` is any text with its HTML beside it. Nothing here decides a
rule.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..records.vocabulary import GAMES
from ..reference import rulebook
from ..words import Renderer

_esc = html.escape

# ------------------------------------------------------------------------------------------- wording
#: Human labels for the keys of rulings and computed results (anything else: underscores become spaces).
LABELS = {
    "to_call": "to call", "can_raise": "may raise", "min_raise_to": "minimum raise to",
    "max_raise_to": "maximum raise to", "options": "options", "as": "counts as", "to": "street total",
    "returned": "returned", "all_in": "all-in", "full_raise": "full raise", "last_action": "last action",
    "current_bet": "bet to call", "increment": "raise increment", "pots": "pots", "eligible": "eligible",
    "amount": "amount", "awards": "wins", "uncalled": "uncalled, returned", "odd_chip_to": "odd chip to",
    "odd_amount": "odd chip amount", "outcome": "TD's choice", "outcomes": "TD's choices", "added": "chips added",
    "player": "player", "to_act": "to act", "closed": "round over", "reason": "why", "rules": "rules",
    "show_first": "shows first", "first_to_show": "shows first", "must_table": "cards to table",
    "can_play_board": "may play the board", "board_plays": "the board plays", "significant_action": "substantial action",
    "misdeal": "misdeal", "burns": "burn cards", "dead": "dead hands", "stands": "stands", "skipped": "skipped player",
    "branches": "if the skipped player", "halves": "halves", "high": "high", "low": "low", "in_time": "in time",
    "seconds": "seconds", "countdown": "countdown", "before_next_card": "corrected before the next card",
    "after_next_card": "corrected after the next card", "river_before_showdown": "on the river, before the showdown",
    "correctable": "may be corrected", "bijection": "one seat per player", "highest_takes_top": "highest card takes the top seat",
    "paid_when_winning": "paid when winning", "if_not_part": "if not part of the all-in",
    "rights": "who may see", "tabled": "tabled", "face_up": "face up", "kind": "kind",
}

#: Each game by its short name (the glossary's): ``NLHE`` -> ``Hold'em``.
GAME_NAMES = {g: Renderer("en").term(f"game-{g.lower()}", form="short") for g in GAMES}
LABELS.update(GAME_NAMES)

_AS_WORDS = {"count": "dealer's count", "recount": "recount", "declaration": "declaration", "deal": "next card dealt",
             "pending": "pending: TD decides", "withdrawn": "withdrawn"}
_FILE_EXT = ("yaml", "yml", "py", "pdf", "html", "ipynb", "md", "txt", "json", "png", "cfg", "toml")


def label(key: Any) -> str:
    """A human label for a result key: ``to_call`` -> ``to call``, ``last_action.as`` -> ``last action · counts as``."""
    parts = str(key).split(".")
    return " · ".join(LABELS.get(p, p.replace("_", " ")) for p in parts)


def yes_no(value: Any) -> Any:
    """``True`` -> ``yes``, ``False`` -> ``no``; anything else unchanged."""
    if value is True:
        return "yes"
    if value is False:
        return "no"
    return value


_KEYISH = re.compile(r"\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+(?:\.[a-z0-9_]+)*\b|\b[a-z][a-z0-9_]*(?:\.[a-z_][a-z0-9_]*)+\b")


def humanize(text: str) -> str:
    """Reader text from a sentence written with result keys: ``True``/``False`` become yes/no and key names
    (``can_raise``, ``last_action.as``) their labels; file names and ordinary words are left alone."""
    def key(m: re.Match) -> str:
        word = m.group(0)
        head, _, last = word.rpartition(".")
        if head and (last in _FILE_EXT or head.split(".")[0] in ("rulescore", "e", "i")):
            return word
        return label(word)
    text = re.sub(r"\bTrue\b", "yes", re.sub(r"\bFalse\b", "no", str(text)))
    return _KEYISH.sub(key, text)


def counts_as(action: Mapping[str, Any]) -> str:
    """What an action counts as, in words: ``raise to 125, all-in, not a full raise, 25 returned``."""
    kind = action.get("as", "")
    to = action.get("to")
    if kind in ("bet", "call"):
        what = f"{kind} {to}"
    elif kind == "raise":
        what = f"raise to {to}"
    else:
        what = _AS_WORDS.get(kind, kind)
    extra = []
    if action.get("all_in"):
        extra.append("all-in")
    if action.get("full_raise") is False:
        extra.append("not a full raise")
    if action.get("returned"):
        extra.append(f"{action['returned']} returned")
    return ", ".join([what] + extra)


def value_text(value: Any) -> str:
    """A computed or published value in words (yes/no, ``—`` for nothing, actions as what they count as)."""
    if isinstance(value, bool):
        return yes_no(value)
    if value is None:
        return "—"
    if isinstance(value, Mapping):
        if "as" in value and set(value) <= {"as", "to", "returned", "all_in", "full_raise", "added", "rule", "player"}:
            return counts_as(value)
        return "; ".join(f"{label(k)}: {value_text(v)}" for k, v in value.items())
    if isinstance(value, (list, tuple)):
        return ", ".join(value_text(v) for v in value) if value else "none"
    return humanize(str(value))


def join_or(words: Sequence[str], *, word: str = "or") -> str:
    """``fold, call or raise`` (``word="and"``: ``A, B and C``)."""
    words = [str(w) for w in words]
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + f" {word} " + words[-1]


# ------------------------------------------------------------------------------------- rule references
def rule_title(rule_id: str) -> str:
    """The hover text of a rule reference: ``TDA 47 · IA-10 — Reopening the betting: <paraphrase>``."""
    r = rulebook.entry(rule_id)
    if r is None:
        return str(rule_id)
    return f"{rulebook.cite(rule_id)} — {r.title}: {r.says}"


def rule_html(rule_id: str, *, tda: str | None = None) -> str:
    """A rule reference as HTML: the TDA 2024 number first, the source's beside it, the paraphrase on hover.
    ``tda`` overrides the rule book's number (a catalogue entry that names its own)."""
    if not rule_id:
        return "—"
    number = tda if tda is not None else rulebook.tda(rule_id)
    if _official(rule_id):  # an official rule cites itself: TDA 47-A, TDA RP-11, once
        shown = f'<span class="rs-tda">{_esc(rulebook.cite(rule_id))}</span>'
    else:
        shown = (f'<span class="rs-tda">TDA {_esc(str(number))}</span> · ' if number else "") + \
            f'<span class="rs-src">{_esc(rule_id)}</span>'
    return f'<abbr class="rs-rule" data-rule="{_esc(rule_id)}" title="{_esc(rule_title(rule_id))}">{shown}</abbr>'


def rule_text(rule_id: str, *, tda: str | None = None) -> str:
    """A rule reference as text: ``TDA 47 · IA-10``, the rule book's citation (:func:`rulescore.reference.rulebook.cite`);
    an official number is cited once (``TDA RP-11``, ``TDA 47-A``). ``tda`` names the TDA number to put first
    where the caller knows it better than the rule book (a card's entry)."""
    if not rule_id:
        return ""
    book = rulebook.tda(rule_id)
    if tda is None or str(tda) == book or _official(rule_id):
        return rulebook.cite(rule_id)
    return f"TDA {tda} · {rule_id}"


def _official(rule_id: str) -> bool:
    """Whether ``rule_id`` is an official TDA 2024 reference itself (``TDA 47-A``, ``RP-11``): its own number."""
    return " · " not in rulebook.cite(rule_id) and rulebook.tda(rule_id) is not None


def footnotes(rule_ids: Iterable[str]) -> list[tuple[str, str]]:
    """``(reference, paraphrase)`` for each distinct rule id, in order: the footnotes of a card."""
    seen, out = set(), []
    for r in rule_ids:
        if r and r not in seen and rulebook.entry(r) is not None:
            seen.add(r)
            out.append((rule_text(r), f"{rulebook.title(r)}: {rulebook.paraphrase(r)}"))
    return out


def footnotes_html(rule_ids: Iterable[str]) -> str:
    items = []
    seen = set()
    for r in rule_ids:
        if r and r not in seen and rulebook.entry(r) is not None:
            seen.add(r)
            items.append(f"<li>{rule_html(r)} — {_esc(rulebook.title(r))}: {_esc(rulebook.paraphrase(r))}</li>")
    return f'<ul class="rs-footnotes">{"".join(items)}</ul>' if items else ""


# ------------------------------------------------------------------------------------------------ table
@dataclass(frozen=True)
class Table:
    """A small table for readers: an HTML table in its own scrolling box, and an aligned text form.

    Cells are shown with :func:`value_text` (yes/no, ``—``); column names with :func:`label`."""

    rows: tuple[tuple[Any, ...], ...]
    """The cells, row by row."""
    columns: tuple[str, ...]
    """Column headings (already in words, or keys passed through :func:`label`)."""
    caption: str = ""
    """A caption above the table ('' for none)."""
    html_cells: tuple[tuple[str | None, ...], ...] = ()
    """Optional ready HTML per cell (``None`` to use the escaped text)."""
    classes: str = ""
    """Extra CSS classes of the table."""

    def cell(self, value: Any) -> str:
        return value if isinstance(value, str) else value_text(value)

    def to_text(self) -> str:
        cells = [[self.cell(v) for v in row] for row in self.rows]
        widths = [max([len(c)] + [len(r[i]) for r in cells]) for i, c in enumerate(self.columns)]
        out = [self.caption] if self.caption else []
        out.append("  ".join(c.ljust(w) for c, w in zip(self.columns, widths)).rstrip())
        out += ["  ".join(v.ljust(w) for v, w in zip(r, widths)).rstrip() for r in cells]
        return "\n".join(out)

    def __repr__(self) -> str:
        return self.to_text()

    def _repr_html_(self) -> str:
        head = "".join(f"<th>{_esc(c)}</th>" for c in self.columns)
        body = []
        for i, row in enumerate(self.rows):
            ready = self.html_cells[i] if i < len(self.html_cells) else ()
            tds = []
            for j, v in enumerate(row):
                inner = ready[j] if j < len(ready) and ready[j] is not None else _esc(self.cell(v))
                tds.append(f'<td data-label="{_esc(self.columns[j])}">{inner}</td>')
            body.append("<tr>" + "".join(tds) + "</tr>")
        cap = f"<caption>{_esc(self.caption)}</caption>" if self.caption else ""
        cls = f"rs-table {self.classes}".strip()
        return (f'<div class="rs-scroll"><table class="{cls}">{cap}<thead><tr>{head}</tr></thead>'
                f'<tbody>{"".join(body)}</tbody></table></div>')


def table(rows: Iterable[Mapping[str, Any]] | Iterable[Sequence[Any]], columns: Sequence[str] | None = None, *,
          caption: str = "") -> Table:
    """A :class:`Table` from mappings (columns from their keys, labelled) or from sequences and ``columns``."""
    items: list[Any] = list(rows)
    if items and isinstance(items[0], Mapping):
        keys = list(columns or dict.fromkeys(k for r in items for k in r))
        return Table(rows=tuple(tuple(r.get(k) for k in keys) for r in items), columns=tuple(label(k) for k in keys),
                     caption=caption)
    return Table(rows=tuple(tuple(r) for r in items), columns=tuple(columns or ()), caption=caption)


@dataclass(frozen=True)
class Shown:
    """Text for a terminal and nbval, HTML for a notebook and the guide: one rendered result."""

    text: str
    html: str

    def __repr__(self) -> str:
        return self.text

    def _repr_html_(self) -> str:
        return self.html


@dataclass(frozen=True)
class Note:
    """A sentence computed from results, shown as a paragraph (HTML) or a line (text)."""

    text: str

    def __repr__(self) -> str:
        return self.text

    def _repr_html_(self) -> str:
        return f'<p class="rs-note">{_esc(self.text)}</p>'
