"""The words rulescore writes, in English, Polish and Russian: one renderer, message templates per language, one
glossary of terms.

Everything a person reads — a ruling on the CLI, a card, the explorer, the errata views, the Rule my hand page —
is a template here filled from a typed record, never a string glued in code::

    >>> from rulescore import words
    >>> pl = words.Renderer("pl")
    >>> pl.term("raise", case="gen")
    'podbicia'
    >>> pl.count(5, "chip")
    '5 żetonów'
    >>> pl.join(["pas", "sprawdzenie", "podbicie"], "or")
    'pas, sprawdzenie lub podbicie'
    >>> words.plural("ru", 22)
    'few'

The decision (why this shape)
-----------------------------
* **Format: Project Fluent** (``.ftl``, https://projectfluent.org). It is the well-kept message format that
  handles what Polish and Russian need and string joining gets wrong: selectors on a number's plural category
  (CLDR's ``one``/``few``/``many``/``other``), terms (``-raise``) with variants for grammatical case, term
  attributes a message can agree with (``{ -raise.gender -> ... }``), and comments documenting each variable.
  Translators and their tools (Pontoon, editors' syntax modes) know it.
* **Parsed when the package is built, not when it runs.** The reference parser, ``fluent.syntax``, costs about
  30 ms to import and parse one domain (the budget of ``rulescore ask`` is 150 ms cold), and ``fluent.runtime``
  needs babel (10 MB: too big for the phone page, which runs this package in Pyodide). So
  ``python -m rulescore.words.compile`` (``make messages``; a dev-only module) parses every ``.ftl`` with
  ``fluent.syntax`` into a JSON file beside it (``templates/pl/ruling.ftl`` -> ``templates/pl/ruling.json``), and
  writes :mod:`rulescore.words.plurals` (the plural rules and list patterns of CLDR, from babel) as plain
  Python. The runtime (:mod:`rulescore.words.messages`, re-exported here) reads JSON (data, never code) with the standard
  library and resolves the small Fluent subset below; ``tests/test_render.py`` fails when a compiled file is
  older than its ``.ftl`` or differs from babel's rules.
* **The subset resolved:** text, ``{ $var }``, ``{ -term }`` / ``{ -term(case: "gen") }``, ``{ message }`` and
  ``{ message.attr }``, string and number literals, select expressions on a variable or a term's attribute
  (a number matches an exact ``[0]`` key first, then its plural category), and two functions,
  ``{ COUNT($n, "chip", case: "gen") }``: the number and the glossary term in the form that number takes
  (``5 żetonów``, ``22 фишки``); and Fluent's ``NUMBER($n, type: "ordinal")`` as a selector on CLDR's ordinal
  categories (``18th``, ``21st``) or inline (the number). Numbers print as digits (chips as a TD counts
  them: ``1000``). No bidi isolation marks (the texts are left-to-right).
* **Strict:** a missing message, term, variable or language raises :class:`RenderError` naming it — never a
  half-filled ``{$x}`` in front of a reader.
* **Loaded lazily, one domain at a time:** a message's id begins with its domain (``ruling-headline`` is in
  ``ruling.ftl``), terms are in ``glossary.ftl``; a domain's JSON is read the first time one of its messages is
  asked for, and kept in memory for the process (no cache on disk).

Files
-----
``templates/<lang>/<domain>.ftl`` — one file per domain per language; the English file is the reference: each
message's comment documents its variables (``# $to_call (Number) - chips to call``; a string may give an
example, ``e.g. "TDA 45 · 08.6"``), and the tests render every message of every language with samples of
those types. ``templates/<lang>/glossary.ftl`` — the one glossary: each idea's term, with case and number
variants where the language declines it; English terms carry the definition (``.definition``) and the rules
where it matters (``.where``), Polish and Russian terms the other words the sources use (``.sources``) and the
words not to write (``.avoid``, checked by the tests).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..records import answers as _answers
from ..records import sayer as _sayer
from ..records.ruling import Ruling
from ..records.showdown import ShowdownResult
from ..records.vocabulary import Note
from . import answers, notes, ruling, showdown
from .messages import CASES, DOMAINS_DIR, LANGUAGES, Renderer, RenderError, domains, plural

#: The visitor's table: a record type -> the function that says a record of it in a language (the manner of
#: python-chess's PGN visitors: one dispatch by type, each type's words in its own module and templates).
#: :func:`says` fills it; a record type without an entry has no words, and :func:`say` refuses it.
_BY_TYPE: dict[type, Callable[[Any, str], str]] = {}


def says(*types: type) -> Callable[[Callable[[Any, str], str]], Callable[[Any, str], str]]:
    """Register the decorated function as the words of records of ``types``."""
    def register(fn: Callable[[Any, str], str]) -> Callable[[Any, str], str]:
        for t in types:
            _BY_TYPE[t] = fn
        return fn
    return register


def say(record: Any, lang: str = "en") -> str:
    """The words of ``record`` in ``lang`` (``en``, ``pl``, ``ru``), by its type: a
    :class:`~rulescore.records.ruling.Ruling` as :func:`.ruling.text` writes it, a
    :class:`~rulescore.records.vocabulary.Note` (a note, a reason, an error's sentence) as :func:`.notes.text`
    does, a :class:`~rulescore.records.showdown.ShowdownResult` as :func:`.showdown.text`, a catalogue
    function's answer (:mod:`rulescore.records.answers`) as :mod:`.answers` does ('' for ``None``);
    :class:`TypeError` for a record of no type here. Every surface gets its words this way."""
    if record is None:
        return ""
    for cls in type(record).__mro__:
        fn = _BY_TYPE.get(cls)
        if fn is not None:
            return fn(record, lang)
    raise TypeError(f"say: a {type(record).__name__} has no words (rulescore.words.says registers a type's)")


says(Ruling)(ruling.text)
says(Note)(notes.text)
says(ShowdownResult)(showdown.text)
says(*_answers.TYPES.values())(answers.text)

#: The record types :func:`say` knows, by name.
SAID: dict[str, Callable[[Any, str], str]] = {t.__name__: fn for t, fn in _BY_TYPE.items()}

_sayer.install(say)

__all__ = ["CASES", "DOMAINS_DIR", "LANGUAGES", "SAID", "RenderError", "Renderer", "domains", "plural", "say", "says"]
