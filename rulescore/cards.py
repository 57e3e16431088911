"""Ruling cards: the answer first, in plain words, then the steps and the pots.

A card shows one :class:`~rulescore.ruling.Ruling` the way a tournament director reads a ruling: a headline
saying who acts, how much to call, the options and the smallest and largest raise, with the TDA 2024 rule
number first and the source's number beside it (``TDA 47 · IA-10``); then the steps as a table (action ·
counts as · why · rule) and the pots as a table. Every rule reference carries a one-line paraphrase from
:mod:`rulescore.rulebook` (a hover title in HTML, a footnote under the card in both forms).

>>> from rulescore import ask, cards
>>> c = cards.card(ask({"blinds": "50/100", "street": "flop", "seats": ["A", "B", "C"],
...                     "actions": ["A bet 100", "B raise 300"]}))
>>> c.headline
'C to act: 300 to call. C may fold, call or raise; raise to at least 500, no maximum known (stack not given).'

Both forms come from the same card: ``repr()`` is plain text (what nbval compares and a terminal shows),
``_repr_html_()`` the HTML a notebook and the guide render. The card reads only the ruling's JSON view
(:meth:`~rulescore.ruling.Ruling.to_dict`), so it decides nothing. The module also holds the small
presentation helpers the notebooks share: :class:`Table` (an HTML table with a text form), :func:`label`
(human labels for result keys), :func:`yes_no` and :func:`humanize`.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from . import rulebook

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
    "can_play_board": "may play the board", "board_plays": "the board plays", "significant_action": "significant action",
    "misdeal": "misdeal", "burns": "burn cards", "dead": "dead hands", "stands": "stands", "skipped": "skipped player",
    "branches": "if the skipped player", "halves": "halves", "high": "high", "low": "low", "in_time": "in time",
    "seconds": "seconds", "countdown": "countdown", "before_next_card": "corrected before the next card",
    "after_next_card": "corrected after the next card", "river_before_showdown": "on the river, before the showdown",
    "correctable": "may be corrected", "bijection": "one seat per player", "highest_takes_top": "highest card takes the top seat",
    "paid_when_winning": "paid when winning", "if_not_part": "if not part of the all-in", "NLHE": "Hold'em", "PLO": "Omaha",
    "LHE": "limit Hold'em", "rights": "who may see", "tabled": "tabled", "face_up": "face up", "kind": "kind",
}

_OPTION_WORDS = {"allin": "go all-in"}
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


def join_or(words: Sequence[str]) -> str:
    """``fold, call or raise``."""
    words = list(words)
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " or " + words[-1]


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
    shown = (f'<span class="rs-tda">TDA {_esc(str(number))}</span> · ' if number else "") + \
        f'<span class="rs-src">{_esc(rule_id)}</span>'
    return f'<abbr class="rs-rule" data-rule="{_esc(rule_id)}" title="{_esc(rule_title(rule_id))}">{shown}</abbr>'


def rule_text(rule_id: str, *, tda: str | None = None) -> str:
    """A rule reference as text: ``TDA 47 · IA-10`` (just the id where no TDA number is mapped)."""
    if not rule_id:
        return ""
    number = tda if tda is not None else rulebook.tda(rule_id)
    return f"TDA {number} · {rule_id}" if number else str(rule_id)


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


# ------------------------------------------------------------------------------------------- the card
def _pot_names(n: int) -> list[str]:
    return ["main pot"] + [f"side pot {i}" for i in range(1, n)]


def _headline(d: Mapping[str, Any]) -> str:
    p = d.get("player")
    if p is None:
        parts = [d.get("reason") or "The betting round is over."]
        awards = d.get("awards") or {}
        if awards:
            parts.append(join_or([f"{who} wins {chips}" for who, chips in awards.items()]).replace(" or ", " and ")
                         + ".")
        return " ".join(parts)
    to_call = d.get("to_call") or 0
    options = [_OPTION_WORDS.get(o, o) for o in d.get("options") or []]
    first = f"{p} to act: {to_call} to call." if to_call else f"{p} to act, nothing to call."
    if not options:
        return f"{first} {p} has no decision to make."
    text = f"{first} {p} may {join_or(options)}"
    lo, hi = d.get("min_raise_to"), d.get("max_raise_to")
    word = "raise" if "raise" in options else "bet" if "bet" in options else None
    if word and lo is not None:
        to = " to" if word == "raise" else ""
        if hi is None:
            text += f"; {word}{to} at least {lo}, no maximum known (stack not given)"
        elif hi == lo:
            text += f"; {word}{to} exactly {lo}"
        else:
            text += f"; {word}{to} at least {lo}, at most {hi}"
    elif to_call and "raise" not in options and "bet" not in options:
        text += ", not raise"
    return text + "."


@dataclass(frozen=True)
class RulingCard:
    """One ruling, answer first (see the module docstring). Build it with :func:`card`."""

    data: Mapping[str, Any]
    """The ruling's JSON view (:meth:`~rulescore.ruling.Ruling.to_dict`)."""
    title: str = ""
    """A title above the card ('' for none)."""

    # -- the parts ---------------------------------------------------------------------------------
    @property
    def headline(self) -> str:
        """Who acts, to call, the options and the raise limits, in one or two sentences."""
        return _headline(self.data)

    @property
    def why(self) -> str:
        """Why betting is or is not open to the player ('' when the ruling gives no reason or the headline
        already says it)."""
        reason = humanize(self.data.get("reason") or "")
        return "" if reason and reason in self.headline else reason

    @property
    def rules(self) -> list[str]:
        """The rule ids the ruling rests on, in order."""
        return [r for r in self.data.get("rules") or [] if r]

    @property
    def steps(self) -> list[dict]:
        """One row per action: ``{n, action, counts_as, why, rule}`` (``rule`` the id, '' if none)."""
        rows = []
        actions = self.data.get("actions") or []
        streets = len({a.get("street") for a in actions}) > 1  # a whole hand: number the lines by street
        for a in actions:
            why = a.get("note") or ""
            if a.get("outcomes"):
                why = (why + "; " if why else "") + "the TD may rule: " + join_or(list(a["outcomes"]))
            n = f"{a.get('street')} {a.get('index')}" if streets else a.get("index")
            rows.append({"n": n, "action": a.get("written", ""), "counts_as": counts_as(a),
                         "why": humanize(why), "rule": a.get("rule") or ""})
        return rows

    @property
    def pots(self) -> list[dict]:
        """``{pot, amount, players}`` for every pot, then chips returned uncalled and what each player wins."""
        pots = list(self.data.get("pots") or [])
        rows = [{"pot": name, "amount": p.get("amount"), "players": ", ".join(p.get("eligible") or [])}
                for name, p in zip(_pot_names(len(pots)), pots)]
        for who, chips in (self.data.get("uncalled") or {}).items():
            rows.append({"pot": "uncalled", "amount": chips, "players": f"returned to {who}"})
        for who, chips in (self.data.get("awards") or {}).items():
            rows.append({"pot": f"{who} wins", "amount": chips, "players": ""})
        return rows

    @property
    def showdown(self) -> list[dict]:
        """The showdown steps when the ruling has them: ``{n, event, ruled, why, rule}`` (else empty)."""
        sd = self.data.get("showdown")
        if not isinstance(sd, Mapping):
            return []
        rows = []
        for e in sd.get("events") or []:
            if isinstance(e, Mapping):
                rows.append({"n": e.get("index"), "event": e.get("written", ""), "ruled": str(e.get("ruled", "")),
                             "why": humanize(e.get("note") or ""), "rule": e.get("rule") or ""})
        return rows

    @property
    def showdown_note(self) -> str:
        """What the showdown says when there is no event to list (no hand turned up yet, no awards)."""
        sd = self.data.get("showdown")
        return humanize(sd.get("note") or "") if isinstance(sd, Mapping) and not self.showdown else ""

    @property
    def shows_first(self) -> str | None:
        sd = self.data.get("showdown")
        return sd.get("show_first") if isinstance(sd, Mapping) else None

    def all_rules(self) -> list[str]:
        """Every rule the card cites (headline, steps, showdown), in order of first mention."""
        ids = self.rules + [s["rule"] for s in self.steps] + [s["rule"] for s in self.showdown]
        return list(dict.fromkeys(r for r in ids if r))

    # -- text --------------------------------------------------------------------------------------
    def to_text(self) -> str:
        out = [self.title] if self.title else []
        out.append(self.headline)
        if self.rules:
            out.append("Rules: " + ", ".join(rule_text(r) for r in self.rules))
        if self.why:
            out.append("Why: " + self.why)

        def lines(rows: list[dict], what: str, ruled: str) -> None:
            for s in rows:
                rule = f"  [{rule_text(s['rule'])}]" if s["rule"] else ""
                out.append(f"  {s['n']}. {s[what]} -> {s[ruled]}{rule}")
                if s["why"]:
                    out.append(f"       {s['why']}")
        if self.steps:
            out.append("Steps:")
            lines(self.steps, "action", "counts_as")
        if self.showdown:
            first = f" ({self.shows_first} shows first)" if self.shows_first else ""
            out.append(f"Showdown{first}:")
            lines(self.showdown, "event", "ruled")
        if self.showdown_note:
            out.append("Showdown: " + self.showdown_note)
        if self.pots:
            out.append("Pots: " + "; ".join(f"{p['pot']} {p['amount']}" + (f" ({p['players']})" if p["players"] else "")
                                            for p in self.pots))
        return "\n".join(out)

    def __repr__(self) -> str:
        return self.to_text()

    # -- HTML --------------------------------------------------------------------------------------
    def answer_html(self) -> str:
        """The answer box: headline, rules, why."""
        parts = [f'<p class="rs-headline">{_esc(self.headline)}</p>']
        if self.rules:
            parts.append('<p class="rs-cites">Rules: ' + ", ".join(rule_html(r) for r in self.rules) + "</p>")
        if self.why:
            parts.append(f'<p class="rs-why">{_esc(self.why)}</p>')
        return '<div class="rs-answer">' + "".join(parts) + "</div>"

    def steps_html(self) -> str:
        parts = []
        if self.steps:
            parts.append(Table(
                rows=tuple((s["n"], s["action"], s["counts_as"], s["why"], s["rule"]) for s in self.steps),
                columns=("#", "action", "counts as", "why", "rule"), classes="rs-steps",
                html_cells=tuple((None, None, None, None, rule_html(s["rule"])) for s in self.steps),
                caption="Step by step (amounts are street totals)")._repr_html_())
        if self.showdown:
            first = f" — {self.shows_first} shows first" if self.shows_first else ""
            parts.append(Table(
                rows=tuple((s["n"], s["event"], s["ruled"], s["why"], s["rule"]) for s in self.showdown),
                columns=("#", "at the showdown", "ruled", "why", "rule"), classes="rs-steps",
                html_cells=tuple((None, None, None, None, rule_html(s["rule"])) for s in self.showdown),
                caption=f"The showdown{first}")._repr_html_())
        if self.showdown_note:
            parts.append(f'<p class="rs-why">Showdown: {_esc(self.showdown_note)}</p>')
        if self.pots:
            parts.append(Table(rows=tuple((p["pot"], p["amount"], p["players"]) for p in self.pots),
                               columns=("pot", "chips", "players"), classes="rs-pots")._repr_html_())
        return "".join(parts)

    def _repr_html_(self) -> str:
        title = f'<header class="rs-head"><span class="rs-title">{_esc(self.title)}</span></header>' if self.title else ""
        return (f'<section class="rs-card rs-ruling">{title}{self.answer_html()}{self.steps_html()}'
                f'{footnotes_html(self.all_rules())}</section>')


def card(ruling: Any, *, title: str = "") -> RulingCard:
    """The card of a :class:`~rulescore.ruling.Ruling` (or of its ``to_dict()``)."""
    data = ruling if isinstance(ruling, Mapping) else ruling.to_dict()
    return RulingCard(data=data, title=title)


@dataclass(frozen=True)
class ErrorCard:
    """A scenario the rules reject: its one-line message, shown as a card."""

    message: str

    def __repr__(self) -> str:
        return f"error: {self.message}"

    def _repr_html_(self) -> str:
        found = rulebook.RULE_ID.findall(self.message)
        rule = found[-1] if found and self.message.rstrip().endswith(")") else None
        return (f'<section class="rs-card rs-error"><p class="rs-headline">Not possible as written</p>'
                f'<p>{_esc(self.message)}</p>{footnotes_html([rule] if rule else [])}</section>')


__all__ = [
    "LABELS",
    "ErrorCard",
    "RulingCard",
    "Table",
    "card",
    "counts_as",
    "footnotes",
    "humanize",
    "label",
    "rule_html",
    "rule_text",
    "table",
    "value_text",
    "yes_no",
]
