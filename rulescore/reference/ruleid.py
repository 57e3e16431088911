"""A rule id as a type: what it cites, the rule it belongs to and its part — read in one place.

The ids rulescore cites come in a few numberings (the five sources' and the official TDA 2024's)::

    >>> RuleId.parse("TDA 45-A").base, RuleId.parse("TDA 45-A").part
    ('45', 'A')
    >>> r = RuleId.parse("IA-07-4A")
    >>> r.base, r.example, r.rule
    ('IA-07', '4A', 'IA-07')
    >>> RuleId.parse("PL-54C").rule, RuleId.parse("03.9").rule, RuleId.parse("TDA-43A-1").rule
    ('PL-54', '03.9', 'TDA 43')

* ``TDA 45``, ``TDA 45-A``, ``45-A`` — an official rule and its lettered part (scheme ``tda``);
  ``RP-11``, ``RP-8-F`` — a Recommended Procedure (``rp``); ``TDA-43A-1`` — an official example under TDA 43-A
  (``tda-example``);
* ``IA-07``, ``IA-07-4A`` — an Illustration Addendum section and its example (``ia``); ``PL-61``, ``PL-54C`` and
  ``RU-24A`` — a rule of the Polish or Russian rendering and its lettered part (``pl``, ``ru``); ``03.9`` — a
  rule statement of the Spanish-order source (``section``); ``03-G`` — its illustration (``illustration``).

:attr:`RuleId.base` is the number or id of the rule an id belongs to, in its own numbering, :attr:`RuleId.part`
its letter; :attr:`RuleId.rule` cites that rule (``TDA 45``, ``IA-07``); :attr:`RuleId.source` is the rule of the
sources an id belongs to (an Addendum example its section, a lettered rule its rule; every other id is its own).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_FORMS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("tda-example", re.compile(r"TDA-(?P<base>(?:RP-)?\d+)(?P<part>[A-Z])?(?:-(?P<example>\d+[A-Z]?))?")),
    ("rp", re.compile(r"(?:TDA )?(?P<base>RP-\d+)(?:-(?P<part>[A-Z]))?")),
    ("tda", re.compile(r"(?:TDA )?(?P<base>[1-9]\d*)(?:-(?P<part>[A-Z]))?")),
    ("ia", re.compile(r"(?P<base>IA-\d\d)(?:-(?P<example>\d+[A-Z]?))?")),
    ("pl", re.compile(r"(?P<base>PL-\d+)(?P<part>[A-Z])?")),
    ("ru", re.compile(r"(?P<base>RU-\d+)(?P<part>[A-Z])?")),
    ("section", re.compile(r"(?P<base>0\d\.\d+)")),
    ("illustration", re.compile(r"(?P<base>0\d-[A-J])")),
)


@dataclass(frozen=True)
class RuleId:
    """One rule id, read: its numbering (:attr:`scheme`), the rule it belongs to (:attr:`base`), the lettered
    part (:attr:`part`) and the example (:attr:`example`) it names."""

    text: str
    """The id as cited (stripped)."""
    scheme: str
    """``tda``, ``rp``, ``tda-example``, ``ia``, ``pl``, ``ru``, ``section`` or ``illustration``."""
    base: str
    """The rule it belongs to, in its numbering: ``45`` (TDA 45-A), ``RP-8``, ``IA-07``, ``PL-54``, ``03.9``."""
    part: str | None = None
    """The lettered part (``A`` of TDA 45-A, ``C`` of PL-54C), ``None`` for none."""
    example: str | None = None
    """The example (``4A`` of IA-07-4A, ``1`` of TDA-43A-1), ``None`` for none."""

    @classmethod
    def parse(cls, text: object) -> RuleId:
        """The rule id ``text`` is; :class:`ValueError` for a text of no numbering rulescore cites."""
        found = cls.read(text)
        if found is None:
            raise ValueError(f"{text!r} is not a rule id (TDA 45-A, RP-11, IA-07-4A, PL-61, RU-24A, 03.9, 03-G)")
        return found

    @classmethod
    def read(cls, text: object) -> RuleId | None:
        """The rule id ``text`` is, or ``None``."""
        s = str(text).strip()
        for scheme, form in _FORMS:
            m = form.fullmatch(s)
            if m:
                g = m.groupdict()
                return cls(text=s, scheme=scheme, base=g["base"], part=g.get("part"), example=g.get("example"))
        return None

    @property
    def official(self) -> bool:
        """Whether it cites the official TDA 2024 text (a rule, a procedure or an official example)."""
        return self.scheme in ("tda", "rp", "tda-example")

    @property
    def rule(self) -> str:
        """The rule it belongs to, cited: ``TDA 45``, ``RP-8``, ``TDA 43`` (of TDA-43A-1), ``IA-07``, ``PL-54``."""
        return f"TDA {self.base}" if self.scheme in ("tda", "tda-example") else self.base

    @property
    def source(self) -> str:
        """The rule of the sources it belongs to: an Addendum example's section, a lettered rule's rule; any
        other id (a section, an illustration, an official number) is its own."""
        return self.base if self.scheme in ("ia", "pl", "ru") else self.text

    def __str__(self) -> str:
        return self.text


__all__ = ["RuleId"]
