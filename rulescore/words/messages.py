"""The runtime of :mod:`rulescore.words`: :class:`Renderer` fills the compiled Fluent templates of one language.

A module of its own, below everything it writes about: it imports nothing of rulescore but the generated
:mod:`rulescore.words.plurals`, so the records' own words (:mod:`rulescore.words.notes`: ``ActionRecord.note``, an error's
line) can be asked for by the vocabulary and the errors without an import circle. :mod:`rulescore.words`
re-exports it.

Pure Python and the standard library only (the Rule my hand page runs it in Pyodide). A domain's templates are
the JSON that :mod:`rulescore.words.compile` wrote from its ``.ftl`` beside it, read the first time one of its
messages is asked for (``json``: data, never code) and kept in this process. The compiled form of a pattern is
a string, or a list of strings and expressions, each a list whose first item names it::

    ["var", name]                       { $name }
    ["str", text] / ["num", "12"]       a string / number literal
    ["msg", id, attr]                   { id } / { id.attr }
    ["term", id, attr, {name: lit}]     { -id(case: "gen") }; with attr, only as a selector
    ["fn", "COUNT", [expr, ...], {name: lit}]  COUNT($n, "chip"), NUMBER($n, type: "ordinal")
    ["sel", selector, [[kind, key, pattern], ...], default]   kind "id" or "num"
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from ..records.vocabulary import LANGUAGES

#: The languages every message exists in (the tests check it): English first, the reference; listed once,
#: in the vocabulary (:class:`~rulescore.records.vocabulary.Lang`).
#: The grammatical cases a term may have variants for (the keys of its ``$case`` selector): nominative,
#: genitive, dative, accusative, instrumental, locative (Russian: prepositional) and vocative.
CASES = ("nom", "gen", "dat", "acc", "ins", "loc", "voc")
#: Where the domains are: ``templates/<lang>/<domain>.ftl`` and its compiled ``.json``.
DOMAINS_DIR = Path(__file__).resolve().parent / "templates"
#: The domain that holds the terms (``-raise``): the glossary.
GLOSSARY = "glossary"

_LOADED: dict[tuple[str, str], dict[str, dict[str, Any]]] = {}
_MAX_DEPTH = 24


class _TermArgs(dict):
    """A term's arguments (``case``, ``count``, ``form``): each is optional, and a selector on one not given
    takes its default variant (a message's variables are required)."""


class RenderError(LookupError):
    """A message, term, variable, domain or language that is not there (a bug of the caller or of a template,
    never a reader's input)."""


def _plurals() -> Any:
    """:mod:`rulescore.words.plurals` (imported here: the build writes it, and must run without it)."""
    from . import plurals

    return plurals


def plural(lang: str, n: int | float) -> str:
    """The CLDR plural category of ``n`` in ``lang``: ``one``, ``few``, ``many`` or ``other``."""
    return _plurals().category(lang, n)


def domains(lang: str = "en") -> tuple[str, ...]:
    """The domains of ``lang`` (file names without ``.ftl``), sorted."""
    return tuple(sorted(p.stem for p in (DOMAINS_DIR / lang).glob("*.ftl")))


def _domain(lang: str, name: str) -> dict[str, dict[str, Any]]:
    key = (lang, name)
    found = _LOADED.get(key)
    if found is None:
        path = DOMAINS_DIR / lang / f"{name}.json"
        try:
            text = _KEPT.pop(key, None) or path.read_text(encoding="utf-8")
        except FileNotFoundError:
            raise RenderError(f"no message domain {name!r} in {lang!r} ({lang}/{name}.json is missing; "
                              f"domains: {', '.join(domains(lang))}; after editing an .ftl run "
                              "`make messages`)") from None
        found = _LOADED[key] = _compact(json.loads(text))
    return found


_NO_ARGS: dict[str, Any] = {}
#: Domains read but not parsed yet (:func:`keep`): their JSON text, parsed on first use.
_KEPT: dict[tuple[str, str], str] = {}


def keep(lang: str) -> None:
    """Read every domain of ``lang`` into memory as its JSON text, to be parsed when first used: the phone page's
    Python, snapshotted at build time, then needs no file to speak ``lang`` (its files are put in place after
    the first ruling), and a text takes a fraction of the memory of its parsed templates."""
    for name in domains(lang):
        if (lang, name) not in _LOADED:
            _KEPT[(lang, name)] = (DOMAINS_DIR / lang / f"{name}.json").read_text(encoding="utf-8")


def _compact(value: Any) -> Any:
    """A domain's templates as they stay in memory: lists as tuples, strings interned, one shared empty mapping
    (read only, never changed). Half the memory of the decoded JSON: the phone page's Python is snapshotted
    at build time and must fit its runtime's initial memory (guide/rule-snapshot.mjs)."""
    if isinstance(value, str):
        return sys.intern(value)
    if isinstance(value, list):
        return tuple(_compact(v) for v in value)
    if isinstance(value, dict):
        return {sys.intern(k): _compact(v) for k, v in value.items()} if value else _NO_ARGS
    return value


def _domain_of(msg_id: str) -> str:
    return msg_id.split("-", 1)[0]


class Renderer:
    """The messages and terms of one language: ``Renderer("pl").message("ruling-to-call", player="B",
    to_call=400)``. Cheap to build (the templates are shared by every renderer of the process)."""

    __slots__ = ("lang",)

    def __init__(self, lang: str = "en") -> None:
        if lang not in LANGUAGES:
            raise RenderError(f"unknown language {lang!r} (languages: {', '.join(LANGUAGES)})")
        self.lang = lang

    def __repr__(self) -> str:
        return f"Renderer({self.lang!r})"

    # -- lookups ---------------------------------------------------------------------------------------
    def _entry(self, kind: str, ident: str) -> dict[str, Any]:
        domain = GLOSSARY if kind == "terms" else _domain_of(ident)
        entry = _domain(self.lang, domain)[kind].get(ident)
        if entry is None:
            what = f"term -{ident}" if kind == "terms" else f"message {ident!r}"
            raise RenderError(f"no {what} in {self.lang}/{domain}.ftl")
        return entry

    def has(self, msg_id: str) -> bool:
        """Whether the message (``id`` or ``id.attr``) exists in this language."""
        ident, _, attr = msg_id.partition(".")
        try:
            entry = self._entry("messages", ident)
        except RenderError:
            return False
        return attr in entry.get("attrs", {}) if attr else entry.get("value") is not None

    # -- the API ---------------------------------------------------------------------------------------
    def message(self, msg_id: str, /, **args: Any) -> str:
        """The message ``msg_id`` (``id`` or ``id.attr``) with ``args`` filled in."""
        ident, _, attr = msg_id.partition(".")
        return self._pattern(self._part(self._entry("messages", ident), ident, attr), args, 0)

    def term(self, term_id: str, *, case: str | None = None, count: int | float | None = None,
             **args: Any) -> str:
        """The glossary's term ``term_id`` (without the ``-``), in ``case`` and in the number ``count`` takes."""
        named = _TermArgs(args)
        if case is not None:
            named["case"] = case
        if count is not None:
            named["count"] = count
        return self._pattern(self._part(self._entry("terms", term_id), f"-{term_id}", ""), named, 0)

    def attribute(self, term_id: str, name: str) -> str:
        """An attribute of a glossary term as text (``definition``, ``where``, ``sources``; '' if it has none)."""
        pattern = self._entry("terms", term_id).get("attrs", {}).get(name)
        return "" if pattern is None else self._pattern(pattern, {}, 0)

    def terms(self) -> tuple[str, ...]:
        """The ids of every glossary term, in the glossary's order."""
        return tuple(_domain(self.lang, GLOSSARY)["terms"])

    def count(self, n: int, term_id: str, *, case: str | None = None) -> str:
        """``n`` and the term in the form ``n`` takes: ``1 żeton``, ``3 żetony``, ``5 żetonów``."""
        return f"{_number(n)} {self.term(term_id, case=case, count=n)}"

    def join(self, items: Iterable[Any], kind: str = "and") -> str:
        """A list as the language writes it (CLDR list patterns): ``a, b and c``, ``a, b lub c``, ``a, b и c``;
        ``kind`` is ``and`` or ``or``."""
        return _plurals().join(self.lang, [str(i) for i in items], kind)

    def plural(self, n: int | float) -> str:
        """The plural category of ``n`` in this language."""
        return _plurals().category(self.lang, n)

    def ordinal(self, n: int | float) -> str:
        """The ordinal category of ``n`` in this language (CLDR: English ``one`` for 1st, ``two``, ``few``)."""
        return _plurals().ordinal(self.lang, n)

    # -- the resolver ----------------------------------------------------------------------------------
    @staticmethod
    def _part(entry: Mapping[str, Any], name: str, attr: str) -> Any:
        pattern = entry.get("attrs", {}).get(attr) if attr else entry.get("value")
        if pattern is None:
            raise RenderError(f"{name} has no {'attribute .' + attr if attr else 'value'}")
        return pattern

    def _pattern(self, pattern: Any, args: Mapping[str, Any], depth: int) -> str:
        if isinstance(pattern, str):
            return pattern
        if depth > _MAX_DEPTH:
            raise RenderError("templates refer to each other in a circle")
        return "".join(el if isinstance(el, str) else self._text(el, args, depth + 1) for el in pattern)

    def _text(self, expr: list, args: Mapping[str, Any], depth: int) -> str:
        kind = expr[0]
        if kind == "sel":
            return self._pattern(self._variant(expr, args, depth), args, depth)
        if kind == "msg":
            ident, attr = expr[1], expr[2] or ""
            return self._pattern(self._part(self._entry("messages", ident), ident, attr), args, depth)
        if kind == "term":
            if expr[2]:
                raise RenderError(f"-{expr[1]}.{expr[2]}: a term's attribute is only a selector")
            named = _TermArgs({k: _literal(v) for k, v in expr[3].items()})
            return self._pattern(self._part(self._entry("terms", expr[1]), f"-{expr[1]}", ""), named, depth)
        if kind == "fn":
            return self._function(expr, args, depth)
        value = self._value(expr, args, depth)
        if value is None:
            raise RenderError(f"${expr[1]} is not given to the term")
        return value if isinstance(value, str) else _number(value)

    def _value(self, expr: list, args: Mapping[str, Any], depth: int) -> Any:
        """The raw value of a selector or an inline expression: a string or a number."""
        kind = expr[0]
        if kind == "var":
            if expr[1] not in args and isinstance(args, _TermArgs):
                return None  # a term's optional argument: the selector takes its default
            if expr[1] not in args:
                raise RenderError(f"${expr[1]} is not given (given: {', '.join(sorted(args)) or 'nothing'})")
            value = args[expr[1]]
            if isinstance(value, bool) or not isinstance(value, (str, int, float)):
                raise RenderError(f"${expr[1]} is {value!r}: give a string or a number")
            return value
        if kind in ("str", "num"):
            return _literal(expr)
        if kind == "term" and expr[2]:
            named = _TermArgs({k: _literal(v) for k, v in expr[3].items()})
            attrs = self._entry("terms", expr[1]).get("attrs", {})
            if expr[2] not in attrs:
                raise RenderError(f"-{expr[1]} has no attribute .{expr[2]} in {self.lang}")
            return self._pattern(attrs[expr[2]], named, depth)
        return self._text(expr, args, depth)

    def _variant(self, expr: list, args: Mapping[str, Any], depth: int) -> Any:
        selector, rule = expr[1], "cardinal"
        if selector[0] == "fn" and selector[1] == "NUMBER":
            value, rule = self._number_arg(selector, args, depth)
        else:
            value = self._value(selector, args, depth)
        variants = expr[2]
        if value is None:
            return variants[expr[3]][2]
        if isinstance(value, (int, float)):
            for kind, key, pattern in variants:
                if kind == "num" and float(key) == value:
                    return pattern
            value = (_plurals().ordinal if rule == "ordinal" else _plurals().category)(self.lang, value)
        for kind, key, pattern in variants:
            if kind == "id" and key == value:
                return pattern
        return variants[expr[3]][2]

    def _number_arg(self, expr: list, args: Mapping[str, Any], depth: int) -> tuple[int | float, str]:
        """``NUMBER($n, type: "ordinal")``: the number and its plural rule (``cardinal`` or ``ordinal``)."""
        positional, named = expr[2], expr[3]
        if len(positional) != 1:
            raise RenderError("NUMBER takes one number: NUMBER($n) or NUMBER($n, type: \"ordinal\")")
        n = self._value(positional[0], args, depth)
        if isinstance(n, str) or n is None:
            raise RenderError(f"NUMBER of {n!r}: not a number")
        rule = _literal(named["type"]) if "type" in named else "cardinal"
        if rule not in ("cardinal", "ordinal"):
            raise RenderError(f"NUMBER type {rule!r}: write cardinal or ordinal")
        return n, rule

    def _function(self, expr: list, args: Mapping[str, Any], depth: int) -> str:
        name, positional, named = expr[1], expr[2], expr[3]
        if name == "NUMBER":
            return _number(self._number_arg(expr, args, depth)[0])
        if name != "COUNT":
            raise RenderError(f"unknown function {name}() (COUNT and NUMBER)")
        if len(positional) != 2 or positional[1][0] != "str":
            raise RenderError('COUNT takes a number and a term\'s id: COUNT($n, "chip")')
        n = self._value(positional[0], args, depth)
        if isinstance(n, str):
            raise RenderError(f"COUNT of {n!r}: not a number")
        case = _literal(named["case"]) if "case" in named else None
        return self.count(n, positional[1][1], case=case)


def _literal(expr: list) -> Any:
    if expr[0] == "num":
        text = expr[1]
        return float(text) if "." in text else int(text)
    return expr[1]


def _number(n: int | float) -> str:
    return str(n) if isinstance(n, int) or not float(n).is_integer() else str(int(n))


__all__ = ["CASES", "DOMAINS_DIR", "GLOSSARY", "LANGUAGES", "RenderError", "Renderer", "domains", "plural"]
