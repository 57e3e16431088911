"""The words of the engine's notes: a :class:`~rulescore.records.vocabulary.Note` (a kind and its typed arguments,
built where the engine decides) written in English, Polish or Russian from ``messages/<lang>/note.ftl``.

The note ``Note.of("full", kind="bet", by=100, next=200)`` is the message ``note-full`` filled with those
arguments; an argument that is itself a note is written first (in the same language), players (a tuple of
names) are listed as the language lists them (``A, B and C``, ``A, B i C``), and a ``seq`` note is its
clauses one after the other, joined by a semicolon::

    >>> from rulescore.records.vocabulary import Note
    >>> n = Note.of("full", kind="bet", by=100, next=200)
    >>> text(n)
    'full bet of 100; the minimum raise is now to 200'
    >>> text(n, "pl")
    'pełny bet 100; minimalne podbicie teraz do 200'

This module reads the records by their fields only (it imports nothing of the engine, only the runtime
:mod:`rulescore.words.messages`), so the vocabulary and the errors can ask it for a record's English words
(``ActionRecord.note``, ``Departure.note``, a :class:`~rulescore.records.errors.RulesError`'s line).
"""

from __future__ import annotations

from typing import Any

from .messages import Renderer, RenderError

#: The separator of a ``seq`` note's clauses (the same in the three languages).
SEPARATOR = "; "


def text(note: Any, lang: str = "en") -> str:
    """The words of ``note`` (a :class:`~rulescore.records.vocabulary.Note`, or ``None``: '') in ``lang``."""
    if note is None:
        return ""
    if note.kind == "seq":
        return SEPARATOR.join(text(p, lang) for p in note.arg("parts"))
    r = Renderer(lang)
    return r.message(f"note-{note.kind}", **{k: _arg(v, r) for k, v in note.args})


def _arg(value: Any, r: Renderer) -> str | int:
    if isinstance(value, bool):
        raise RenderError(f"a note's argument is {value!r}: give a selector's key, not a truth value")
    if isinstance(value, (int, str)):
        return value
    if isinstance(value, tuple) and all(isinstance(v, str) for v in value):
        return r.join(value, "and")
    if hasattr(value, "kind") and hasattr(value, "args"):
        return text(value, r.lang)
    raise RenderError(f"a note's argument is {value!r}: give chips, a name, players or a note")


__all__ = ["SEPARATOR", "text"]
