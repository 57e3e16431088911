"""The words of the catalogue's answers (:mod:`rulescore.records.answers`): one function per record type,
registered with :func:`rulescore.words.says`, each filling the templates of ``templates/<lang>/answer.ftl`` from
the record's typed fields (a member's :attr:`~rulescore.records.answers.Code.key` selects a template's variant;
no English value of the package is read).

The punctuation that joins a record's clauses (a semicolon, a full stop, a capital letter first) is the same in
the three languages and is written here.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

from ..records import answers as a
from ..records.vocabulary import GAMES
from . import ruling as ruling_words
from .messages import Renderer


def _yes(flag: Any) -> str:
    return "yes" if flag else "no"


def capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _sentence(clauses: Sequence[str]) -> str:
    """Clauses joined with semicolons into one sentence: a capital first, a full stop last."""
    if not clauses:
        raise a.Unreadable("nothing to say")
    return capital("; ".join(clauses)) + "."


def _clauses(r: Renderer, clauses: Sequence[str]) -> str:
    """Clauses of one sentence, the last joined as the language joins a clause (``a, b and c``; Russian
    ``a, b, а c``)."""
    if len(clauses) < 2:
        return "".join(clauses)
    return r.message("answer-clauses", first=", ".join(clauses[:-1]), last=clauses[-1])


def _game(r: Renderer, code: Any) -> str:
    """A game by its short name (the glossary's); a code the engine does not know, as written."""
    return r.term(f"game-{str(code).lower()}", form="short") if str(code) in GAMES else str(code)


def _outcomes(r: Renderer, found: Iterable[a.Finding]) -> str:
    return r.join([r.message("answer-outcome", outcome=o.key) for o in found], "or")


_WORDS: dict[type, Callable[[Any, Renderer], str]] = {}


def _of(cls: type) -> Callable[[Callable[[Any, Renderer], str]], Callable[[Any, Renderer], str]]:
    def register(fn: Callable[[Any, Renderer], str]) -> Callable[[Any, Renderer], str]:
        _WORDS[cls] = fn
        return fn
    return register


def text(record: a.Answer, lang: str = "en") -> str:
    """The answer ``record`` says, in ``lang``, one sentence or two (:class:`~rulescore.records.answers.Unreadable`
    for a record with nothing to say in a sentence)."""
    if not record.sayable:
        raise a.Unreadable(str(getattr(record, "unsaid", "")))
    return capital(_WORDS[type(record)](record, Renderer(lang)))


# ------------------------------------------------------------------------------------------- TD's decisions
@_of(a.Conditional)
def _conditional(x: a.Conditional, r: Renderer) -> str:
    return r.message("answer-conditional", said="quoted" if x.words else "none", words=x.words,
                     outcomes=_outcomes(r, x.outcomes), penalty="possible" if x.penalty else "none")


@_of(a.FoundChip)
def _found_chip(x: a.FoundChip, r: Renderer) -> str:
    return r.message("answer-found-chip", found=x.found, all_in=x.all_in, outcomes=_outcomes(r, x.outcomes))


# ------------------------------------------------------------------------------------------------ procedures
@_of(a.CorrectionWindow)
def _correction(x: a.CorrectionWindow, r: Renderer) -> str:
    def moments(found: Iterable[a.Moment]) -> str:
        return r.join([r.message("answer-moment", moment=m.key) for m in found], "or")
    shape = "both" if x.corrected and x.stands else ("corrected" if x.corrected else "stands")
    return r.message("answer-correction", structure=x.structure, error=x.error, shape=shape,
                     corrected=moments(x.corrected), stands=moments(x.stands))


@_of(a.PotCountRights)
def _pot_count(x: a.PotCountRights, r: Renderer) -> str:
    shape = "both" if x.may and x.may_not else ("may" if x.may else "may-not")
    return r.message("answer-pot-count", shape=shape, may=r.join([_game(r, g) for g in x.may], "or"),
                     may_not=r.join([_game(r, g) for g in x.may_not], "or"))


@_of(a.Burns)
def _burns(x: a.Burns, r: Renderer) -> str:
    return r.message("answer-burns", sa=_yes(x.substantial), misdeal=_yes(x.misdeal), dead=len(x.dead),
                     seats=r.join([str(s) for s in x.dead], "and"), burned=_yes(x.burns is not None),
                     burns=x.burns or 0)


# ------------------------------------------------------------------------------------------------------ pots
@_of(a.SplitPot)
def _split(x: a.SplitPot, r: Renderer) -> str:
    out = []
    if x.halves is not None:
        out.append(r.message("answer-split-halves", high=x.halves[0], low=x.halves[1]))
    if x.odd_to:
        out.append(r.message("answer-split-odd", amount=x.odd_amount, player=x.odd_to,
                             why="button" if x.button else "none", button=x.button))
    if x.unit:
        out.append(r.message("answer-split-unit", unit=x.unit))
    return _sentence(out) if out else r.message("answer-split-even")


@_of(a.Settle)
def _settle(x: a.Settle, r: Renderer) -> str:
    out = []
    if x.pots:
        out.append(_sentence([r.message("answer-pot", n=k, chips=chips, players=r.join(players, "and"))
                              for k, (chips, players) in enumerate(x.pots)]))
    if x.awards:
        out.append(_sentence([_clauses(r, [r.message("ruling-wins", player=p, chips=c) for p, c in x.awards])]))
    if x.returned:
        out.append(_sentence([_clauses(r, [r.message("answer-uncalled", player=p, chips=c) for p, c in x.returned])]))
    return " ".join(out)


# ----------------------------------------------------------------------------------------------- out of turn
def _reply(x: a.Reply, r: Renderer) -> str:
    return r.message("answer-reply", verb=x.verb, player=x.player, amount=x.amount, written=x.written)


def _branch(x: a.Branch, r: Renderer, player: str) -> str:
    if x.stands:
        what = ruling_words.as_words(x.ruled_as, x.to, r.lang) if x.ruled_as else ""
        return r.message("answer-stands", player=player, what=what, known="yes" if what else "none")
    out = [r.message("answer-withdrawn", player=player, returned=x.returned)]
    if x.options:
        word = next((w for w in ("raise", "bet") if w in x.options), "none")
        if x.min_raise_to is None:
            word = "none"
        out.append(r.message("answer-withdrawn-options", player=player, to_call=x.to_call,
                             options=r.join([r.term(f"option-{o}") for o in x.options], "or"), word=word,
                             low=x.min_raise_to or 0))
    return "; ".join(out)


@_of(a.OutOfTurn)
def _out_of_turn(x: a.OutOfTurn, r: Renderer) -> str:
    groups: dict[str, list[tuple[a.Reply, ...]]] = {}
    for replies, branch in x.branches:
        groups.setdefault(_branch(branch, r, x.player), []).append(replies)
    out = [r.message("answer-skipped", player=x.player, skipped=x.skipped)] if x.skipped else []
    for outcome, group in groups.items():
        said = list(dict.fromkeys(r.join([_reply(line, r) for line in reply], "and") for reply in group))
        if any(len(reply) > 1 for reply in group):
            joined = said[0]
            for nxt in said[1:]:
                joined = r.message("answer-or-if", first=joined, next=nxt)
        else:
            joined = r.join(said, "or")
        out.append(r.message("answer-if", said=joined, outcome=outcome))
    return " ".join(out)


# ----------------------------------------------------------------------------------------- showdown and board
@_of(a.CardsToTable)
def _cards_to_table(x: a.CardsToTable, r: Renderer) -> str:
    games = [r.message("answer-cards-in-game", n=n, game=_game(r, g)) for g, n in x.counts]
    return r.message("answer-cards-to-table", games=r.join(games, "and"))


@_of(a.Timeline)
def _timeline(x: a.Timeline, r: Renderer) -> str:
    out = [r.message("answer-face-up", players=r.join(x.face_up, "and"), street=x.street,
                     remaining=len(x.to_come), cards=r.join([r.term(s) for s in x.to_come], "and"))]
    if x.side_pots:
        out.append(r.message("answer-side-pots", n=len(x.side_pots), amounts=r.join([str(v) for v in x.side_pots], "and")))
    if len(x.settle_order) > 1:  # one pot: nothing to order
        names = [ruling_words.pot_name(k, r.lang) for k in x.settle_order]
        order = names[0]
        for name in names[1:]:
            order = r.message("answer-then", first=order, next=name)
        out.append(r.message("answer-settle-order", order=order))
    return " ".join(capital(s) for s in out)


@_of(a.PlaysBoard)
def _plays_board(x: a.PlaysBoard, r: Renderer) -> str:
    out = []
    if x.may is not None:
        out.append(r.message("answer-board-may", may=_yes(x.may)))
    if x.plays is not None:
        out.append(r.message("answer-board-plays", plays=_yes(x.plays)))
    if x.must_table is not None:
        out.append(r.message("answer-board-table", n=x.must_table))
    if not out:
        raise a.Unreadable("nothing about the board")
    return r.message("answer-board", game=_game(r, x.game), clauses="; ".join(out))


@_of(a.DisputeDeadlines)
def _deadlines(x: a.DisputeDeadlines, r: Renderer) -> str:
    parts = [r.message("answer-disputed-until", error=error.key, first=_yes(k == 0),
                       until=r.message("answer-deadline-until", deadline=deadline.key))
             for k, (error, deadline) in enumerate(x.deadlines)]
    said = parts[-1] if len(parts) == 1 else r.message("answer-and-last", first="; ".join(parts[:-1]), last=parts[-1])
    return capital(said) + "."


@_of(a.Dispute)
def _dispute(x: a.Dispute, r: Renderer) -> str:
    until = r.message("answer-deadline", deadline=x.deadline.key) if x.deadline else ""
    return r.message("answer-dispute", error=x.error, raised=x.raised.key if x.raised else "none",
                     correctable=_yes(x.correctable), dated=_yes(x.deadline), until=until)


# ---------------------------------------------------------------------------------------------------- tables
@_of(a.SeatDraw)
def _seat_draw(x: a.SeatDraw, r: Renderer) -> str:
    out = [r.message("answer-seat-each", one=_yes(x.one_each))] if x.one_each is not None else []
    if x.highest_top is not None:
        out.append(r.message("answer-seat-top", top=_yes(x.highest_top)))
    return capital(_clauses(r, out)) + "."


@_of(a.Balance)
def _balance(x: a.Balance, r: Renderer) -> str:
    out = [r.message("answer-most", table=x.most)] if x.most else []
    out += [r.message("answer-halt", tables=r.join(ts, "and"), count=len(ts), when=w.key if w else "none")
            for ts, w in x.halts]
    return capital(_clauses(r, out)) + "."


@_of(a.Levels)
def _levels(x: a.Levels, r: Renderer) -> str:
    said = "; ".join(r.message("answer-level", count=len(ts), times=r.join([str(t) for t in ts], "and"), level=lev.key)
                     for lev, ts in x.groups)
    if x.ends_at is not None:
        said = r.message("answer-level-ends", text=said, ends=x.ends_at)
    return capital(said) + "."


@_of(a.ColourUp)
def _colour_up(x: a.ColourUp, r: Renderer) -> str:
    stacks = ", ".join(r.message("answer-stack", player=p, chips=c) for p, c in x.after)
    return r.message("answer-colour-up", retire=x.retire, method=x.method, stacks=stacks)


@_of(a.Leftover)
def _leftover(x: a.Leftover, r: Renderer) -> str:
    return r.message("answer-leftover", exchanged=x.exchanged, removed=x.removed)


@_of(a.Clock)
def _clock(x: a.Clock, r: Renderer) -> str:
    def times(ok: bool) -> str:
        return r.join([r.message("answer-seconds", n=t) for t, v in x.in_time if v is ok], "or")
    out = [r.message("answer-clock", seconds=x.seconds, countdown=x.countdown)]
    if any(ok for _, ok in x.in_time):
        out.append(r.message("answer-clock-in-time", times=times(True)))
    if any(not ok for _, ok in x.in_time):
        out.append(r.message("answer-clock-late", times=times(False)))
    return _sentence(out)


@_of(a.Placings)
def _placings(x: a.Placings, r: Renderer) -> str:
    return capital(_clauses(r, [r.message("answer-place", players=r.join(ps, "and"), count=len(ps), place=p)
                                for p, ps in x.places])) + "."


assert set(_WORDS) == set(a.TYPES.values()), "every answer record has its words"

__all__ = ["capital", "text"]
