"""The words of a ruling, in each language: the one place a :class:`~rulescore.records.ruling.Ruling` becomes text.

``rulescore ask`` prints :func:`text` (through :meth:`Ruling.to_text <rulescore.records.ruling.Ruling.to_text>`), a card
(:class:`~rulescore.present.cards.RulingCard`) shows :func:`headline`, :func:`why`, :func:`steps` and
:func:`pots`, the explorer shows :func:`decision`, the Rule my hand page the card; every sentence is a template
of ``messages/<lang>/ruling.ftl`` filled from the ruling's typed records (never from its JSON keys, never by
reading another text).

A ruling's sentences on *why* come from the engine as typed records (:class:`~rulescore.records.vocabulary.Note`:
``ActionRecord.why``, ``Ruling.why``, a showdown event's ``why``), written here in the language by
:mod:`rulescore.words.notes` from ``messages/<lang>/note.ftl``; the English words are the ones the JSON
carries (``note``, ``reason``). The TD's outcomes are named in English by their labels and elsewhere by their
chips. At the showdown, what each event is ruled (a hand tabled, mucked, dead) and why is said in the
language (:func:`showdown_ruled`, :func:`showdown_why`), and so is the showdown's own text view (hands, shares:
:mod:`rulescore.words.showdown`).

The words sit above the records: this module reads the :class:`~rulescore.records.ruling.Ruling` itself (a
ruling asks for its words through :mod:`rulescore.records.sayer`, so the record never imports this module).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import NamedTuple

from ..records.ruling import Ruling
from ..records.vocabulary import ActionKind, ActionRecord, Departure, Note, Outcome, Result, RuleSet, TableState
from ..reference import rulebook, rulesets
from . import notes as _notes
from . import showdown as _showdown
from .messages import Renderer
from .showdown import SHOWDOWN_RULED, showdown_ruled

#: The kinds a ruling shows without a chip total (``fold``, not ``fold to 0``).
_NO_TOTAL = frozenset(k.value for k in ActionKind if k not in (ActionKind.CALL, ActionKind.BET, ActionKind.RAISE))


class Step(NamedTuple):
    """One row of a card's steps: an action as ruled."""

    n: str
    """Its number (``flop 2`` in a whole hand)."""
    action: str
    """The line as written."""
    counts_as: str
    """What it counts as, with its chips (``raise to 125, all-in, not a full raise``)."""
    why: str
    """Why ('' when there is nothing to add), with the TD's outcomes."""
    rule: str
    """The rule id ('' for none)."""


class PotRow(NamedTuple):
    """One row of a card's pots: a pot, chips returned uncalled, or what a player wins."""

    pot: str
    amount: int
    players: str


# ------------------------------------------------------------------------------------------- pieces
def _r(lang: str) -> Renderer:
    return Renderer(lang)


def as_words(kind: str, to: int, lang: str = "en") -> str:
    """What an action counts as: ``raise to 125``, ``fold``."""
    return _r(lang).message("ruling-as", kind=str(kind), to=to)


def _extras(r: Renderer, *, all_in: bool, incomplete: bool = False, returned: int = 0) -> list[str]:
    out = [r.message("ruling-as-all-in")] if all_in else []
    if incomplete:
        out.append(r.message("ruling-as-incomplete"))
    if returned:
        out.append(r.message("ruling-as-returned", chips=returned))
    return out


def result_words(res: Result, lang: str = "en") -> str:
    """How one rule set rules a step: ``call to 400 (600 returned)``; a TD's choice lists its outcomes."""
    r = _r(lang)
    if res.outcomes:
        return r.message("ruling-result-choice", outcomes=r.join([outcome_words(o, lang) for o in res.outcomes], "or"))
    what = as_words(res.ruled_as, res.to, lang)
    extras = _extras(r, all_in=res.all_in, returned=res.returned)
    return r.message("ruling-result", what=what, extras=", ".join(extras)) if extras else what


def outcome_words(o: Outcome, lang: str = "en") -> str:
    """One outcome the rules leave to the TD, with its chips: ``call (call to 400, 600 returned)``."""
    r = _r(lang)
    if lang != "en" and o.says is not None:
        what = _notes.text(o.says, lang)
    else:
        what = ", ".join([as_words(o.ruled_as, o.to, lang), *_extras(r, all_in=False, returned=o.returned)])
    return r.message("ruling-outcome", label=o.label, what=what)


def _outcomes(a: ActionRecord, lang: str) -> list[str]:
    """The TD's outcomes of an action: the engine's labels in English, the chips of each elsewhere."""
    if lang == "en" or len(a.details) != len(a.outcomes):
        return list(a.outcomes)
    return [_notes.text(o.says, lang) if o.says is not None else
            ", ".join([as_words(o.ruled_as, o.to, lang), *_extras(_r(lang), all_in=False, returned=o.returned)])
            for o in a.details]


def note(a: ActionRecord, step: TableState | None = None, lang: str = "en") -> str:
    """Why an action counts as it does ('' when there is nothing to add): the words of the record's
    :attr:`~rulescore.records.vocabulary.ActionRecord.why` in ``lang`` (``step``: unused, kept for callers)."""
    return _notes.text(a.why, lang)


def counts_as(a: ActionRecord, lang: str = "en") -> str:
    """What an action counts as on a card: ``raise to 125, all-in, not a full raise, 25 returned``."""
    r = _r(lang)
    what = r.message("ruling-card-as", kind=str(a.ruled_as), to=a.to)
    extra = [r.message("ruling-as-all-in")] if a.all_in else []
    if a.full_raise is False:
        extra.append(r.message("ruling-card-not-full"))
    if a.returned:
        extra.append(r.message("ruling-as-returned", chips=a.returned))
    return ", ".join([what, *extra])


def _word(options: Sequence[str]) -> str:
    return "bet" if "bet" in options else "raise"


# -------------------------------------------------------------------------------------- the answer
def why(ruling: Ruling, lang: str = "en") -> str:
    """One sentence on why betting is or is not open to the player asked (or why the round is over)."""
    return _notes.text(ruling.why, lang)


def showdown_why(note: Note | None, lang: str = "en") -> str:
    """Why a showdown event is ruled as it is, or why there are no awards ('' for nothing to add)."""
    return _notes.text(note, lang)


def headline(ruling: Ruling, lang: str = "en") -> str:
    """Who acts, to call, the options and the raise limits, in one or two sentences (a card's first line)."""
    r = _r(lang)
    p = ruling.player
    if p is None:
        parts = [why(ruling, lang) or r.message("ruling-round-over")]
        if ruling.awards:
            wins = r.join([r.message("ruling-wins", player=who, chips=chips) for who, chips in ruling.awards.items()])
            parts.append(r.message("ruling-awards", wins=wins))
        return " ".join(parts)
    first = r.message("ruling-to-act", player=p, to_call=ruling.to_call)
    if not ruling.options:
        return f"{first} {r.message('ruling-no-decision', player=p)}"
    options = r.join([r.term(f"option-{o}") for o in ruling.options], "or")
    lo, hi = ruling.min_raise_to, ruling.max_raise_to
    if ("raise" in ruling.options or "bet" in ruling.options) and lo is not None:
        word = _word(ruling.options)
        if hi is None:
            limits = r.message("ruling-limit-open", word=word, low=lo)
        elif hi == lo:
            limits = r.message("ruling-limit-exact", word=word, low=lo)
        else:
            limits = r.message("ruling-limit-range", word=word, low=lo, high=hi)
        return f"{first} {r.message('ruling-may-limits', player=p, options=options, limits=limits)}"
    if ruling.to_call and "raise" not in ruling.options and "bet" not in ruling.options:
        return f"{first} {r.message('ruling-may-not-raise', player=p, options=options)}"
    return f"{first} {r.message('ruling-may', player=p, options=options)}"


def decision(ruling: Ruling, lang: str = "en") -> str:
    """The decision lines of the text view: what the player asked may do and why, or the round's closing
    sentence (the explorer's "Ruling for")."""
    r = _r(lang)
    if ruling.player is None:
        return why(ruling, lang) or r.message("ruling-round-over")
    options = ", ".join(r.term(f"option-{o}") if lang != "en" else o for o in ruling.options)
    lines = [r.message("ruling-for", player=ruling.player, to_call=ruling.to_call,
                       options=options or r.message("ruling-options-none"))]
    if ruling.min_raise_to is not None:
        word = _word(ruling.options)
        if ruling.max_raise_to is None:
            lines.append("  " + r.message("ruling-for-open", word=word, low=ruling.min_raise_to))
        else:
            lines.append("  " + r.message("ruling-for-range", word=word, low=ruling.min_raise_to,
                                          high=ruling.max_raise_to))
    reason = why(ruling, lang)
    if reason:
        lines.append(f"  {reason}")
    return "\n".join(lines)


# ---------------------------------------------------------------------------------------- the rows
def _steps_of(ruling: Ruling) -> list[TableState | None]:
    steps: list[TableState | None] = list(ruling.steps)
    return steps if len(steps) == len(ruling.actions) else [None] * len(ruling.actions)


def steps(ruling: Ruling, lang: str = "en") -> tuple[Step, ...]:
    """One row per action as ruled (a card's steps table)."""
    r = _r(lang)
    whole = len({a.street for a in ruling.actions}) > 1  # a whole hand: number the lines by street
    rows = []
    for a, step in zip(ruling.actions, _steps_of(ruling)):
        text = note(a, step, lang)
        if a.outcomes:
            may = r.message("ruling-card-td-may", outcomes=r.join(_outcomes(a, lang), "or"))
            text = f"{text}; {may}" if text else may
        n = f"{r.term(a.street) if lang != 'en' else a.street} {a.index}" if whole else str(a.index)
        rows.append(Step(n=n, action=a.written, counts_as=counts_as(a, lang), why=text, rule=a.rule or ""))
    return tuple(rows)


def pot_name(k: int, lang: str = "en") -> str:
    """``main pot`` (``k`` 0), ``side pot 1``, ..."""
    return _r(lang).message("ruling-pot-name", n=k)


def pots(ruling: Ruling, lang: str = "en") -> tuple[PotRow, ...]:
    """Every pot, then chips returned uncalled, then what each player wins (a card's pots table)."""
    r = _r(lang)
    rows = [PotRow(pot_name(k, lang), p.amount, ", ".join(p.eligible)) for k, p in enumerate(ruling.pots)]
    rows += [PotRow(r.message("ruling-card-uncalled"), chips, r.message("ruling-card-returned-to", player=who))
             for who, chips in ruling.uncalled.items()]
    rows += [PotRow(r.message("ruling-card-wins", player=who), chips, "") for who, chips in ruling.awards.items()]
    return tuple(rows)


# ------------------------------------------------------------------------------------------ the text
def _action_lines(ruling: Ruling, lang: str) -> list[str]:
    r = _r(lang)
    lines = []
    width = max((len(a.written) for a in ruling.actions), default=0)
    whole = len({a.street for a in ruling.actions}) > 1
    street = None
    for a, step in zip(ruling.actions, _steps_of(ruling)):
        if whole and a.street != street:
            street = a.street
            lines.append(r.message("ruling-street-head", street=street))
        extra = _extras(r, all_in=a.all_in, incomplete=a.full_raise is False, returned=a.returned)
        tail = f" ({', '.join(extra)})" if extra else ""
        cite = f" [{rulebook.cite(a.rule)}]" if a.rule else ""
        lines.append(f"{a.index:>2}. {a.written:<{width}}  -> {as_words(a.ruled_as, a.to, lang)}{tail}{cite}")
        said = note(a, step, lang)
        if said:
            lines.append(f"    {'':<{width}}     {said}")
        if a.outcomes:
            lines.append(f"    {'':<{width}}     " + r.message("ruling-td-decides",
                                                               outcomes=" | ".join(_outcomes(a, lang))))
    return lines


def departure_words(dep: Departure, ruling: Ruling, lang: str = "en") -> str:
    """One step the other rule set rules otherwise, with its ruling there."""
    r = _r(lang)
    by = "tda2024" if ruling.rules_by is RuleSet.SOURCES else "sources"
    other = dep.tda2024 if ruling.rules_by is RuleSet.SOURCES else dep.renderings
    ours = sum(1 for a in ruling.actions if a.street == dep.street)
    street = dep.street if lang == "en" else r.term(dep.street, case="loc")
    if other.ruled_as == "award":  # the pots' division at the showdown (the odd chip, TDA 20)
        return r.message("ruling-departure-award", player=dep.player, tda=dep.tda, by=by,
                         sources=", ".join(dep.sources), chips=other.to)
    if dep.index <= ours:
        return r.message("ruling-departure-step", street=street, n=dep.index, player=dep.player, tda=dep.tda,
                         by=by, sources=", ".join(dep.sources), other=result_words(other, lang))
    # the decision being ruled (the most the player may raise to), not one of the actions
    return r.message("ruling-departure-decision", street=street, player=dep.player, tda=dep.tda, by=by,
                     sources=", ".join(dep.sources), to=other.to)


def text(ruling: Ruling, lang: str = "en") -> str:
    """The ruling for a person (``rulescore ask``): each action as ruled, the decision, antes, pots, uncalled
    chips, the showdown, awards, the rules cited, the rule set and its departures."""
    r = _r(lang)
    lines = _action_lines(ruling, lang)
    lines.append(decision(ruling, lang))
    if ruling.antes:
        lines.append(r.message("ruling-antes", chips=ruling.antes))
    for k, p in enumerate(ruling.pots):
        lines.append(r.message("ruling-pot-line", name=pot_name(k, lang), chips=p.amount,
                               players=", ".join(p.eligible)))
    for name, chips in ruling.uncalled.items():
        lines.append(r.message("ruling-uncalled-line", player=name, chips=chips))
    if ruling.showdown is not None:
        lines.append(r.message("ruling-showdown-head") + "\n" + _showdown.text(ruling.showdown, lang))
    if ruling.awards:
        lines.append(r.message("ruling-awards-line", awards=", ".join(f"{k} {v}" for k, v in ruling.awards.items())))
    if ruling.rules:
        lines.append(r.message("ruling-rules-line", rules=", ".join(rulebook.cite(x) for x in ruling.rules)))
    if ruling.rules_by is RuleSet.SOURCES:
        lines.append(r.message("ruling-by-sources"))
        lines.append(r.message("ruling-still-tda", rules=", ".join(
            f"TDA {u.tda} ({', '.join(u.sources)})" for u in rulesets.UNRULED)))
    lines += [departure_words(dep, ruling, lang) for dep in ruling.departures]
    return "\n".join(lines)


#: How the showdown rules an event (:class:`rulescore.records.showdown.HandState` and its other words), as the card's
#: template keys them.
def shows_first(player: str, lang: str = "en") -> str:
    """``B shows first`` (a card's showdown heading)."""
    return _r(lang).message("ruling-card-shows-first", player=player)


def card_labels(lang: str = "en") -> Mapping[str, str]:
    """The words around a card's parts (headings, captions, column names), in ``lang``."""
    r = _r(lang)
    keys = ("rules", "why", "steps", "showdown", "pots", "caption", "col-n", "col-action", "col-as", "col-why",
            "col-rule", "col-event", "col-ruled", "col-pot", "col-chips", "col-players", "showdown-caption")
    return {k: r.message(f"ruling-card-{k}") for k in keys}


__all__ = ["SHOWDOWN_RULED", "PotRow", "Step", "as_words", "card_labels", "counts_as", "decision",
           "departure_words", "headline", "note", "outcome_words", "pot_name", "pots", "result_words", "showdown_ruled",
           "showdown_why", "shows_first", "steps", "text", "why"]
