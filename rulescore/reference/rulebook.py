"""The rule book: every rule id the package and the catalogue cite, its TDA 2024 number, and what it says.

The data is ``data/rulebook.yaml`` (package data, our own words): the sources' rules and the table-talk
index. The TDA 2024 rules' titles and one-line paraphrases come from ``data/tda2024-rules.yaml``, the one
place for them (through :mod:`rulescore.reference.tda2024`). A rule id is a source's own number — ``08.4``,
``IA-10``, ``PL-54A``, ``03.7``, ``RU-20`` — and each maps to the TDA 2024 rule it sits under (``43``,
``47``, ``RP-8``; ``None`` where the reference map gives none) and a one-line paraphrase:

>>> from rulescore.reference import rulebook
>>> rulebook.tda("IA-10"), rulebook.cite("IA-10")
('47', 'TDA 47 · IA-10')

An id the book does not list falls back to the rule it belongs to: a lettered part (``RU-24A`` -> ``RU-24``),
a catalogue example (``IA-10-1B`` -> ``IA-10``) or an official example (``TDA-45-4A`` -> ``TDA 45``). Rulings, ruling cards, the explorer and the guide read
rule references through this module, so a TD sees the number they know first and the source's beside it.
Nothing here decides a rule.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from .. import yamlio
from ..datafiles import data_dir
from . import tda2024
from .ruleid import RuleId

#: What a rule id of the five sources looks like (the catalogue's example ids match it too).
RULE_ID = re.compile(r"(?:IA-\d\d(?:-\d+[A-Z]?)?|0\d\.\d+|0\d-[A-J]|PL-\d+[A-Z]?|RU-\d+[A-Z]?)")


@dataclass(frozen=True)
class Rule:
    """One rule of a source as the rule book describes it."""

    id: str
    """The source's rule id (``08.4``, ``IA-10``, ``RU-20``)."""
    tda: str | None
    """The TDA 2024 rule it sits under (``"43"``, ``"RP-8"``), or ``None`` where none is mapped."""
    title: str
    """A short title in our words."""
    says: str
    """One line: what the rule says, in our words."""
    also: tuple[str, ...] = ()
    """Further TDA 2024 rules the reference map places it under (IA-05: significant action, 36)."""


@dataclass(frozen=True)
class TdaRule:
    """One TDA 2024 rule the sources map to."""

    number: str
    """``"43"``, ``"RP-8"``."""
    title: str
    """A short title in our words."""
    says: str
    """One line: what the rule says, in our words."""


@dataclass(frozen=True)
class Keyword:
    """Words used at the table and the rules they lead to."""

    terms: tuple[str, ...]
    """The word and its variants and synonyms (``colour up``, ``color up``, ...)."""
    means: str
    """What the words are about, in one line."""
    rules: tuple[str, ...]
    """Rule ids (sources' numbering) that rule on it."""


#: An official TDA 2024 number as a ruling cites it (``TDA 47-B``, ``TDA 29``, ``RP-11``): its own number.
_OFFICIAL = re.compile(r"TDA ((?:RP-)?\d+(?:-[A-Z])?)|(RP-\d+(?:-[A-Z])?)")

#: An official number written as such (``47``, ``47-B``, ``TDA 47-B``, ``RP-11``, ``RP-8-F``): cited once.
_OFFICIAL_FORM = re.compile(r"(?:TDA )?(?:RP-)?\d+(?:-[A-Z])?")


@lru_cache(maxsize=1)
def _data() -> dict:
    return yamlio.read(data_dir() / "rulebook.yaml")


@lru_cache(maxsize=1)
def _rules() -> dict[str, Rule]:
    out = {}
    for ident, r in _data()["rules"].items():
        tda = r.get("tda")
        out[str(ident)] = Rule(id=str(ident), tda=None if tda is None else str(tda), title=r["title"], says=r["says"],
                               also=tuple(str(a) for a in r.get("also", ())))
    return out


@lru_cache(maxsize=1)
def _tda() -> dict[str, TdaRule]:
    """The TDA 2024 numbers the book indexes — those the sources' rules sit under, and the lettered parts and
    procedures rulings cite on their own (``rulebook.yaml``'s ``tda`` list) — with the official rules' titles
    and one-line paraphrases (``tda2024-rules.yaml``)."""
    wanted = [str(n) for n in _data().get("tda") or ()]
    for r in _rules().values():
        wanted += [n for n in (r.tda, *r.also) if n is not None]
    out = {}
    for n in dict.fromkeys(wanted):
        official = tda2024.rule(n)
        if official is None:
            raise ValueError(f"rulebook.yaml: TDA {n} is not a rule or lettered part of tda2024-rules.yaml")
        out[n] = TdaRule(number=n, title=official.title, says=official.line)
    return out


def ids() -> list[str]:
    """Every rule id the book lists, in the book's order."""
    return list(_rules())


def _base(ident: str) -> str | None:
    """The rule an unlisted id belongs to: ``IA-10-1B`` -> ``IA-10``, ``RU-24A`` -> ``RU-24``, an official
    example ``TDA-43A-1`` -> ``TDA 43`` (read by :class:`~rulescore.reference.ruleid.RuleId`)."""
    rid = RuleId.read(ident)
    if rid is None:
        return None
    if rid.scheme == "tda-example":
        return rid.rule
    return rid.base if rid.scheme in ("ia", "pl", "ru") and rid.base != rid.text else None


def entry(ident: str) -> Rule | None:
    """The rule ``ident`` (or the rule it belongs to, see the module docstring); ``None`` if unknown. A
    ruling may also cite TDA 2024 itself (``TDA 47-B``, ``TDA 29``, ``RP-11``) where our sources are silent
    or depart: those come from the book's TDA table."""
    ident = str(ident).strip()
    rules = _rules()
    if ident in rules:
        return rules[ident]
    m = re.fullmatch(r"(?:TDA )?((?:RP-)?\d+(?:-[A-Z])?)", ident)
    if m and (m.group(1) in _tda() or (m.group(1).split("-")[0] in _tda() and not m.group(1).startswith("RP"))):
        number = m.group(1)
        t = _tda().get(number) or _tda()[number.split("-")[0]]
        return Rule(id=ident, tda=number, title=t.title, says=t.says)
    base = _base(ident)
    if base and base.startswith("TDA "):
        return entry(base)
    return rules.get(base) if base else None


def tda(ident: str) -> str | None:
    """The TDA 2024 rule number ``ident`` sits under (``"47"`` for ``IA-10``), or ``None``; an official
    number is its own (``"47-B"`` for ``TDA 47-B``, ``"RP-11"`` for ``RP-11``)."""
    m = _OFFICIAL.fullmatch(str(ident).strip())
    if m:
        return m.group(1) or m.group(2)
    r = entry(ident)
    return r.tda if r else None


def paraphrase(ident: str) -> str:
    """What rule ``ident`` says, in one line of our words ('' if the book does not know it)."""
    r = entry(ident)
    return r.says if r else ""


def title(ident: str) -> str:
    """A short title of rule ``ident`` ('' if the book does not know it)."""
    r = entry(ident)
    return r.title if r else ""


def cite(ident: str) -> str:
    """The reference a TD reads: TDA 2024 number first, the source's beside it (``TDA 47 · IA-10``); a
    citation of TDA 2024 itself reads ``TDA 47-B``."""
    number = tda(ident)
    if number and _OFFICIAL_FORM.fullmatch(str(ident).strip()):
        return f"TDA {number}"
    if number and str(ident).startswith("TDA-"):
        return str(ident)  # an official example's id already names its rule
    return f"TDA {number} · {ident}" if number else str(ident)


def tda_rule(number: str | int) -> TdaRule | None:
    """The TDA 2024 rule ``number`` with its title and paraphrase from ``tda2024-rules.yaml``: as the book
    indexes it, or, for an official rule or lettered part the book does not index (a ruling cites
    ``TDA 40-A`` on its own), as the official rules give it, a part our data does not split off read as its
    rule (as :func:`entry` reads it); ``None`` if TDA 2024 has no such number."""
    key = str(number)
    found = _tda().get(key)
    if found is None:
        base, letter = tda2024.split(key)
        official = tda2024.rule(key) or (tda2024.rule(base) if letter and not base.startswith("RP") else None)
        if official is not None:
            found = TdaRule(number=key, title=official.title, says=official.line)
    return found


def tda_numbers() -> list[str]:
    """The TDA 2024 numbers the book knows, in rule order (numbered rules and their parts, then recommended
    procedures)."""
    def key(n: str):
        base, letter = tda2024.split(n)
        return (base.startswith("RP-"), int(base.removeprefix("RP-")), letter or "")
    return sorted(_tda(), key=key)


def by_tda() -> dict[str | None, list[str]]:
    """Rule ids grouped by TDA 2024 number, in rule order; ids with no number under ``None``, last."""
    out: dict[str | None, list[str]] = {n: [] for n in tda_numbers()}
    for r in _rules().values():
        for number in (r.tda, *r.also):
            out.setdefault(number, []).append(r.id)
    return {k: v for k, v in out.items() if v or k is not None}


def keywords() -> list[Keyword]:
    """The table-talk index: words TDs use and the rules they lead to."""
    return [Keyword(terms=tuple(str(t) for t in k["terms"]), means=k["means"], rules=tuple(str(r) for r in k["rules"]))
            for k in _data()["keywords"]]
