"""The committee's words in English, Polish and Russian, through the one renderer (:mod:`rulescore.words`).

The wording of an erratum (its problem and its replacement) is written by people in ``data/errata``;
everything around it — headings, the severity of an item, what a finding is called, the count of items, the
place as a reader of the language names it — is a message of the renderer's ``errata`` domain
(``rulescore/words/templates/<lang>/errata.ftl``), so a Polish or Russian reader never meets a glued English
word, and plural forms and cases come from the renderer's CLDR rules and glossary. :func:`text` fills one
message by the short key the catalogue uses (``sev.ruling`` is the message ``errata-sev-ruling``); :func:`count`
writes a number with its noun in the form the language needs.

:data:`GLOSSARY` is the committee's side of the one glossary: for each idea, the term the renderer's glossary
writes and the variants a committee never writes (the renderer's ``.avoid`` and the committee's own list of
words seen in the sources' translations), which the tests look for in every view.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from ..records.vocabulary import LANGUAGES
from ..words import Renderer

#: The language names, in each language.
NAMES = {"en": {"en": "English", "pl": "Polish", "ru": "Russian"},
         "pl": {"en": "angielski", "pl": "polski", "ru": "rosyjski"},
         "ru": {"en": "английский", "pl": "польский", "ru": "русский"}}

#: The glossary terms the committee's views use, with the variants never to write beside the renderer's own
#: ``.avoid`` (the other words the sources' translators used for the same idea).
_AVOID = {
    "en": {"substantial-action": ["significant action"], "out-of-turn": ["out of order"],
           "colour-up": ["chip-up"]},
    "pl": {"substantial-action": ["istotna akcja", "substancjalna akcja", "zasadnicza akcja", "significant action",
                                  "substantial action"],
           "out-of-turn": ["out of turn"]},
    "ru": {"substantial-action": ["значимое действие", "значимого действия", "значительное действие",
                                  "значительного действия", "substantial action", "significant action"],
           "colour-up": ["color up", "чип-ап"]},
}


def _renderer(lang: str) -> Renderer:
    return Renderer(lang if lang in LANGUAGES else "en")


def _message_id(key: str) -> str:
    return "errata-" + key.replace(".", "-").replace("_", "-").replace(" ", "-")


def text(lang: str, key: str, **values: Any) -> str:
    """The message ``key`` of the errata domain in ``lang`` with ``values`` filled in."""
    return _renderer(lang).message(_message_id(key), **values)


def count(lang: str, n: int, key: str = "item") -> str:
    """``n`` and the noun of ``key`` in the form ``n`` takes: ``1 zmiana``, ``3 zmiany``, ``5 zmian``."""
    return text(lang, f"{key}-count", n=n)


def source_name(source: str, lang: str) -> str:
    """A source document as a reader of ``lang`` names it."""
    key = f"source-name-{source.lower()}"
    r = _renderer(lang)
    return r.message(_message_id(key)) if r.has(_message_id(key)) else source


def join(items: list[str], lang: str) -> str:
    """A list in ``lang`` as CLDR writes it: ``a, b and c`` / ``a, b i c`` / ``a, b и c``."""
    return _renderer(lang).join(items)


def quoted(words: str, lang: str) -> str:
    """``words`` in the quotation marks of ``lang``."""
    return text(lang, "quote_open") + words + text(lang, "quote_close")


@cache
def _glossary(lang: str) -> dict[str, dict]:
    r = _renderer(lang)
    out: dict[str, dict] = {}
    for term in r.terms():
        avoid = [p.strip() for p in r.attribute(term, "avoid").split(",") if p.strip()]
        avoid += _AVOID.get(lang, {}).get(term, [])
        if avoid:
            out[term] = {"term": r.term(term), "not": avoid}
    return out


class _Glossary(dict):
    """``GLOSSARY[lang]``: built from the renderer's glossary on first use."""

    def __missing__(self, lang: str) -> dict[str, dict]:
        value = _glossary(lang)
        self[lang] = value
        return value

    def get(self, lang: str, default: Any = None) -> Any:
        return self[lang] if lang in LANGUAGES else default


#: ``{lang: {term: {"term", "not"}}}``: the one term per idea and the words never written for it.
GLOSSARY: dict[str, dict[str, dict]] = _Glossary()


__all__ = ["GLOSSARY", "LANGUAGES", "NAMES", "count", "join", "quoted", "source_name", "text"]
