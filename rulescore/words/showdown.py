"""The words of the showdown's records: :func:`text` is the showdown block of ``rulescore ask`` (the hands face
up, who shows first, each event as ruled, each request to see a hand and the right to it, each hand's value,
each pot's shares), every line a template of ``templates/<lang>/showdown.ftl`` filled from the typed records
of :mod:`rulescore.records.showdown` and :mod:`rulescore.records.pots` (never from their JSON's words)."""

from __future__ import annotations

from ..records.pots import Settlement
from ..records.showdown import Request, Right, ShowdownResult
from ..reference import rulebook
from . import notes as _notes
from .messages import Renderer

#: A right's template key (showdown-right).
_RIGHT = {Right.ABSOLUTE: "absolute", Right.DISCRETION: "discretion", Right.NONE: "none", Right.FACE_UP: "face-up",
          Right.DEAD: "dead", Right.NO_HAND: "no-hand", Right.SELF: "self"}


def _key(code: str) -> str:
    return str(code).replace(" ", "-")


SHOWDOWN_RULED = ("held", "tabled", "partly tabled", "pushed", "mucked", "forfeit", "folded", "dead", "live", "claim",
                  "request")


def showdown_ruled(ruled: str, lang: str = "en") -> str:
    """How a showdown event is ruled, in words (``tabled``, ``odkryta``); a word the card does not know, as it is."""
    ruled = str(ruled)
    if ruled not in SHOWDOWN_RULED:
        return ruled
    return Renderer(lang).message("ruling-card-ruled", ruled=ruled.replace(" ", "-"))


def _request(r: Renderer, q: Request) -> str:
    right = r.message("showdown-right", right=_RIGHT[q.right])
    cite = rulebook.cite(q.rule)
    if not q.outcomes:
        return r.message("showdown-request", by=q.by, of=q.of, right=right, cite=cite)
    # a discretionary request: the TD shows the hand or declines (the outcomes the showdown lists, 03.5)
    outcomes = " | ".join((r.message("showdown-td-shows", player=q.of), r.message("showdown-td-declines", player=q.of)))
    return r.message("showdown-request-td", by=q.by, of=q.of, right=right, outcomes=outcomes, cite=cite)


def _pots(r: Renderer, s: Settlement) -> list[str]:
    out = []
    for a in s.awarded:
        k = next((i for i, p in enumerate(s.pots) if p == a.pot), 0)
        shares = ", ".join(r.message("showdown-share", player=p, chips=c) for p, c in a.split.shares.items())
        odd = "".join(r.message("showdown-odd-high" if o.to == "high" else "showdown-odd", chips=o.amount,
                                part=r.message("showdown-part", part=_key(o.part)), player=o.to)
                      for o in a.split.odd_chips)
        out.append(r.message("showdown-pot", pot=r.message("ruling-pot-name", n=k), chips=a.pot.amount, shares=shares) + odd)
    return out


def text(result: ShowdownResult, lang: str = "en") -> str:
    """The showdown's lines in ``lang`` (``ShowdownResult.to_text()`` is its English)."""
    r = Renderer(lang)
    lines = []
    if result.kind == "all-in":
        lines.append(r.message("showdown-all-in", players=", ".join(result.face_up), cite=rulebook.cite("03.3")))
    elif result.kind == "in play":
        lines.append("  " + _notes.text(result.why, lang))
        return "\n".join(lines)
    elif result.show_first:
        lines.append(r.message("showdown-first", player=result.show_first, cite=rulebook.cite("03.4")))
    for e in result.events:
        note = _notes.text(e.why, lang)
        said = r.message("showdown-event", ruled=showdown_ruled(e.ruled, lang), cite=rulebook.cite(e.rule))
        lines.append(f"  {e.index}. {e.written}  -> {said}" + (f"  {note}" if note else ""))
    lines += ["  " + _request(r, q) for q in result.requests]
    for p, h in result.hands.items():
        category = r.message("showdown-category", category=_key(h.high))
        if h.low:
            lines.append("  " + r.message("showdown-hand-low", player=p, category=category,
                                          cards=" ".join(h.high_cards), low=h.low))
        else:
            lines.append("  " + r.message("showdown-hand", player=p, category=category, cards=" ".join(h.high_cards)))
    if result.settlement is not None:
        lines += ["  " + line for line in _pots(r, result.settlement)]
    elif result.why is not None:
        lines.append("  " + _notes.text(result.why, lang))
    return "\n".join(lines)


__all__ = ["SHOWDOWN_RULED", "showdown_ruled", "text"]
