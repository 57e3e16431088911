"""The official TDA 2024 rules, in our own words: ``data/tda2024-rules.yaml`` read once.

Every numbered rule ("1" … "71") and Recommended Procedure (RP-1 … RP-22) with its section, a short
title, what it requires (``says``, one or two sentences), a one-line paraphrase for indexes and ruling
footnotes (``line``, at most 160 characters) and, where a ruling turns on the letter, its lettered parts.
The official examples themselves are catalogue entries of the source ``TDA`` (``data/rulings/official.yaml``).

>>> from rulescore.reference import tda2024
>>> tda2024.rule("45-A").number, tda2024.rule("45-A").rule
('45-A', '45')
>>> tda2024.known("53-B"), tda2024.known("53-Z"), tda2024.known("72")
(True, False, False)

This module only reads data; the rule book (:mod:`rulescore.reference.rulebook`) and the catalogue
(:mod:`rulescore.catalogue`) use it. Nothing here decides a rule.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache

from .. import yamlio
from ..datafiles import data_dir

#: An official rule number, with its letter where the ruling turns on it (``45``, ``45-A``, ``RP-8-A``).
NUMBER = re.compile(r"((?:RP-)?\d+)(?:-([A-Z]))?")
#: Longest one-line paraphrase the rule book and ruling cards show.
LINE_MAX = 160


@dataclass(frozen=True)
class OfficialRule:
    """One official rule, or one lettered part of it."""

    number: str
    """``"45"``, ``"45-A"``, ``"RP-8"``."""
    rule: str
    """The rule it is or belongs to (``"45"`` for ``"45-A"``)."""
    section: str
    """The official chapter it sits in."""
    title: str
    """A short title in our words (a part: its own title where the data gives one, else the rule's)."""
    says: str
    """What it requires, in one or two sentences of our own (a part: the part's text)."""
    line: str
    """One line of our own, at most :data:`LINE_MAX` characters."""
    parts: dict[str, str] = field(default_factory=dict)
    """The lettered parts of a rule (empty for a part)."""
    part_titles: dict[str, str] = field(default_factory=dict)
    """Short titles of the lettered parts rulings cite on their own (empty for a part)."""
    addendum: bool = False
    """Whether the official Illustration Addendum has worked examples of the rule."""


def _raw() -> tuple[dict, ...]:
    # Not kept: :func:`rules` keeps what a ruling needs, and the rest (the Polish and Russian texts, the floor
    # terms the search reads for itself) would stay in the memory of every process, the phone page's too.
    return tuple(yamlio.read(data_dir() / "tda2024-rules.yaml"))


@lru_cache(maxsize=1)
def rules() -> dict[str, OfficialRule]:
    """Every official rule by number, in the official order (numbered rules, then RP-1 … RP-22)."""
    out = {}
    for r in _raw():
        n = str(r["number"])
        line = r.get("line") or r["says"]
        out[n] = OfficialRule(number=n, rule=n, section=r["section"], title=r["title"], says=r["says"], line=line,
                              parts={str(k): v for k, v in (r.get("parts") or {}).items()},
                              part_titles={str(k): v for k, v in (r.get("part_titles") or {}).items()},
                              addendum=bool(r.get("addendum")))
    return out


def split(number: str | int) -> tuple[str, str | None]:
    """``"45-A"`` -> ``("45", "A")``; ``"RP-8"`` -> ``("RP-8", None)``. A number of no rule's form gives
    ``("", None)``."""
    m = NUMBER.fullmatch(str(number).strip())
    return (m.group(1), m.group(2)) if m else ("", None)


def rule(number: str | int) -> OfficialRule | None:
    """The official rule or lettered part ``number`` (``"43"``, ``"47-B"``, ``"RP-8-A"``); ``None`` if the
    rules have no such number or part."""
    base, letter = split(number)
    r = rules().get(base)
    if r is None or letter is None:
        return r
    text = r.parts.get(letter)
    if text is None:
        return None
    return OfficialRule(number=f"{base}-{letter}", rule=base, section=r.section,
                        title=r.part_titles.get(letter) or f"{r.title} ({letter})", says=text, line=text,
                        addendum=r.addendum)


def known(number: str | int) -> bool:
    """Whether ``number`` is an official rule, or a lettered part the data lists."""
    return rule(number) is not None


def numbers() -> list[str]:
    """Every official number, in the official order."""
    return list(rules())
