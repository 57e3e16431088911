"""The Rule my hand page's words: its labels, buttons and the sentences of its answer, through the project's one
renderer (:mod:`rulescore.words`), domain ``phone`` (``words/templates/<lang>/phone.ftl``), with the glossary's
terms for every word of the rules.

A key here is the message id without its domain, with dots (``street.flop`` is ``phone-street-flop``).
:func:`text` fills one message; :func:`labels` gives the page's form every message of a language with its
variables left as ``{name}`` (written into the page at build time, so the form reads right before Python has
started, and filled by the page's script).
"""

from __future__ import annotations

import json
import re
from functools import cache
from typing import Any

from ..records.vocabulary import Lang
from ..words import DOMAINS_DIR, LANGUAGES, Renderer

NAMES = {"en": "English", "pl": "Polski", "ru": "Русский"}
DOMAIN = "phone"


def _ident(key: str) -> str:
    return f"{DOMAIN}-" + re.sub(r"[._]", "-", key)


def language(lang: Any) -> str:
    """One of the renderer's languages for a browser's language tag (``pl-PL`` -> ``pl``); English otherwise."""
    try:
        return Lang.parse(lang).value
    except ValueError:
        return Lang.EN.value


def text(lang: str, key: str, **values: Any) -> str:
    """Message ``key`` in ``lang`` with ``values`` filled in (the renderer is strict: a missing message or
    variable raises :class:`~rulescore.words.RenderError`)."""
    return Renderer(language(lang)).message(_ident(key), **values)


def join_or(items: list[str], lang: str, word: str = "or") -> str:
    """``a, b or c`` in ``lang`` as CLDR writes a list (``word``: ``or`` or ``and``)."""
    return Renderer(language(lang)).join(items, "or" if word == "or" else "and")


@cache
def _keys() -> tuple[tuple[str, tuple[str, ...]], ...]:
    """Every message of the domain (its key) and its variables, from the English templates."""
    data = json.loads((DOMAINS_DIR / "en" / f"{DOMAIN}.json").read_text(encoding="utf-8"))
    source = (DOMAINS_DIR / "en" / f"{DOMAIN}.ftl").read_text(encoding="utf-8")
    out = []
    for ident in data["messages"]:
        m = re.search(rf"^{re.escape(ident)} = (.*)$", source, re.M)
        names = tuple(dict.fromkeys(re.findall(r"\{ \$(\w+) (?:\}|->)", m.group(1) if m else "")))
        out.append((ident.removeprefix(f"{DOMAIN}-"), names))
    return tuple(out)


def labels(lang: str) -> dict[str, str]:
    """Every message of ``lang``, keyed as the page's script names them (``street-flop``, ``new-hand``), with
    their variables left as ``{name}``."""
    r = Renderer(language(lang))
    return {key: r.message(f"{DOMAIN}-{key}", **{n: "{" + n + "}" for n in names}) for key, names in _keys()}


__all__ = ["DOMAIN", "LANGUAGES", "NAMES", "join_or", "labels", "language", "text"]
