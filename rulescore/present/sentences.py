"""Non-betting answers in plain sentences, in English, Polish or Russian: what a catalogue entry's computed
result says, as a person says it.

The betting cards answer with the ruling's headline (:class:`~rulescore.present.cards.RulingCard`). The other
entries call a function of the package (``compute: {function, args}``: a split pot, a seat draw, a clock, an
out-of-turn action) that returns a typed record (:mod:`rulescore.records.answers`); a card holds its JSON view
(the whole result, or the part the source prints). :func:`answer` takes the record, or reads the view back into
its record type (the type reads its own codes), and says it with :func:`rulescore.words.say`, through the
templates of ``rulescore/words/templates/<lang>/answer.ftl``; nothing here reads an English value of the
package or decides a rule. A function without a record, or a view its record cannot read (:class:`Unreadable`),
falls back to the figures with their labels, which a test keeps from reaching a card.

>>> answer("pots.split_pot", {"button": "S4"}, {"odd_chip_to": "S5", "odd_amount": 500})
'The odd 500 chip goes to S5, the first winner left of the button (S4).'
>>> answer("pots.split_pot", {"button": "S4"}, {"odd_chip_to": "S5", "odd_amount": 500}, lang="pl")
'Nieparzysty żeton 500 trafia do S5, pierwszego zwycięzcy na lewo od buttona (S4).'
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..records import answers
from ..records.answers import Answer, Unreadable
from ..words import Renderer, say
from .words import LABELS, label, value_text

#: One record type (and its templates) per catalogue function (names of :data:`rulescore.catalogue.registry.COMPUTE`).
TEMPLATES: dict[str, type[Answer]] = answers.BY_FUNCTION


def record(function: str | None, args: Mapping[str, Any] | None, result: Any,
           whole: Mapping[str, Any] | None = None) -> Answer:
    """The typed record of ``result`` (a record, or the JSON view of catalogue function ``function`` called with
    ``args``; ``whole``: the whole result ``result`` was cut from, when it is only the printed figures' part);
    :class:`Unreadable` when there is no record for the function or the view is shaped otherwise."""
    return answers.read(function, args, result, whole)


def figures(result: Any, lang: str = "en") -> str:
    """The figures with their labels, in one line (the form a test keeps off the cards)."""
    said = "; ".join(f"{label(k)}: {value_text(v)}" for k, v in result.items()) if isinstance(result, Mapping) \
        else value_text(result)
    return Renderer(lang).message("answer-figures", figures=said)


def answer(function: str | None, args: Mapping[str, Any] | None, result: Any, *, lang: str = "en",
           whole: Mapping[str, Any] | None = None) -> str:
    """The computed ``result`` of catalogue function ``function`` (called with ``args``) in plain words, in
    ``lang`` (``en``, ``pl``, ``ru``); ``whole`` as in :func:`record`."""
    try:
        return say(record(function, args, result, whole), lang)
    except Unreadable:
        return figures(result.to_dict() if isinstance(result, Answer) else result, lang)


#: Labels that mark a ``key: value`` answer (the fallback), for the test that keeps it off the cards.
KEY_LABELS = frozenset(LABELS.values())

__all__ = ["KEY_LABELS", "TEMPLATES", "Unreadable", "answer", "figures", "record"]
