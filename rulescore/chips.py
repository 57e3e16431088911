"""Chip specifications: ``"1000+100x5"``, ``"25000"``, ``"5000+5000+1000"``.

A spec is a ``+``-separated list of terms; a term is a chip value, optionally ``xN`` for N chips of that
value. ``"1000+100x5"`` is one 1000 chip and five 100 chips (1500 in all). Used by the ``push`` verb of
a scenario (silent chips, 08.5 and 08.6) and by colour-ups. :class:`Delivery` records how an action was
made at the table: chips, words, their order, earlier chips kept or pulled back.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from .amounts import read_amount, read_count
from .errors import ChipSpecError, RulesError

#: A term: a value, then ``x``/``×``/``*`` and a count; each part is read by the one reader of numbers.
_TERM = re.compile(r"^([^x×*X]+?)(?:[x×*X](.*))?$")
#: Largest chip value or count accepted; above this a spec is almost certainly a typo.
MAX_CHIP = 10**12
MAX_COUNT = 10_000


@dataclass(frozen=True)
class Chips:
    """A handful of chips, largest first."""

    values: tuple[int, ...]
    """Each chip's value, sorted from the largest to the smallest."""

    @property
    def total(self) -> int:
        """Sum of the chip values."""
        return sum(self.values)

    @property
    def count(self) -> int:
        """Number of chips."""
        return len(self.values)

    @property
    def smallest(self) -> int:
        """Value of the smallest chip."""
        return self.values[-1]

    def spec(self) -> str:
        """The canonical spec, e.g. ``"1000+100x5"``."""
        parts: list[str] = []
        for value in sorted(set(self.values), reverse=True):
            n = self.values.count(value)
            parts.append(str(value) if n == 1 else f"{value}x{n}")
        return "+".join(parts)

    def __str__(self) -> str:
        return self.spec()


def parse_chips(spec: str | int, *, rule: str | None = None, record: Any = None) -> Chips:
    """Read a chip spec; raise :class:`ChipSpecError` quoting the spec if it is malformed. Each chip value
    and each count is read by :func:`rulescore.amounts.read_amount` / :func:`~rulescore.amounts.read_count`,
    with the refusals of every other number of a scenario (a sign, a leading zero, a digit that is not
    ASCII, ...). ``record``: :meth:`rulescore.vocabulary.Note.of` (this module sits below the vocabulary and
    imports no record class): the error then carries its sentence as a record too, for every language.

    >>> parse_chips("1000+100x5").total
    1500
    >>> parse_chips(25000).values
    (25000,)
    """
    if isinstance(spec, bool):
        raise ChipSpecError(f"chip spec {spec!r} is not a number of chips", rule=rule)
    if isinstance(spec, int):
        text = str(spec)
    elif isinstance(spec, str):
        text = "".join(spec.split())
    else:
        raise ChipSpecError(f"chip spec {spec!r} is not text like 1000+100x5", rule=rule)
    def refuse(english: str, kind: str, **args: Any) -> ChipSpecError:
        return ChipSpecError(english if record is None else record(kind, quoted=repr(spec), **args), rule=rule)

    if not text:
        raise refuse("chip spec is empty; write chips like 1000+100x5", "err-chips-empty")
    if isinstance(spec, str) and (gap := re.search(r"(?<![0-9.,_])[0-9][0-9.,_]*[kK]?\s+[0-9][0-9.,_]*[kK]?", spec)):
        # Spaces may stand around x and +, never inside a number: "500 500" or "1 000" is not glued into one.
        raise refuse(f"chip spec {spec!r}: {gap.group(0)!r} is two numbers in a row (write VALUExCOUNT or join "
                     f"chips with +, like 500x2 or 500+500)", "err-chips-space", gap=repr(gap.group(0)))
    values: list[int] = []
    for term in text.split("+"):
        if not term:
            raise refuse(f"chip spec {spec!r}: an empty term (write VALUE or VALUExCOUNT between the + signs, like "
                         f"1000+100x5)", "err-chips-empty-term")
        if len(term) > 30:  # int() refuses very long digit strings; no chip set needs them
            raise refuse(f"chip spec {spec!r}: term {term[:30]!r}... is beyond any real chip set", "err-chips-long",
                         term=repr(term[:30]))
        m = _TERM.match(term)
        if not m:
            raise refuse(f"chip spec {spec!r}: term {term!r} is not VALUE or VALUExCOUNT with whole positive numbers",
                         "err-chips-term", term=repr(term))
        what = "value"
        try:
            value = read_amount(m.group(1), "chip value", most=MAX_CHIP,
                                where=None if record is None else record("where-key", key="chip value"))
            what = "count"
            count = read_count(m.group(2), "count", noun="chips", most=MAX_COUNT,
                               where=None if record is None else record("where-key", key="count")) \
                if m.group(2) is not None else 1
        except RulesError as exc:
            if exc.why is None or record is None:
                raise ChipSpecError(f"chip spec {spec!r}: {exc.detail}", rule=rule) from None
            raise refuse("", "err-chips-amount", what=what, why=exc.why) from None
        if value <= 0:
            raise refuse(f"chip spec {spec!r}: a chip of value {value} is impossible", "err-chips-zero-value",
                         value=value)
        if count <= 0:
            raise refuse(f"chip spec {spec!r}: {count} chips of {value} is no chips at all", "err-chips-zero-count",
                         count=count, value=value)
        if len(values) + count > MAX_COUNT:  # checked before building the list: no huge allocations
            raise refuse(f"chip spec {spec!r}: more than {MAX_COUNT} chips", "err-chips-too-many", most=str(MAX_COUNT))
        values.extend([value] * count)
    return Chips(values=tuple(sorted(values, reverse=True)))


class Prior(StrEnum):
    """What a player did with chips of an earlier bet still in front of them (IA-09)."""

    KEPT = "kept"
    """Left in front, untouched; new chips are added to them."""
    PULLED = "pulled"
    """Pulled back (all of them, or the chips named after ``pulled``) before the new chips."""
    SWEPT = "swept"
    """Gathered with the new chips and pushed forward in one motion (situation 5)."""


@dataclass(frozen=True, kw_only=True)
class Delivery:
    """How an action was made at the table: chips, words, their order and circumstances (the ``push`` and
    ``says`` clauses of a scenario line, read by :func:`rulescore.scenario.parse_delivery`)."""

    chips: Chips | None = None
    """Chips pushed in the first motion (``None``: words only)."""
    more: tuple[Chips, ...] = ()
    """Chips pushed in later motions of the same action (a string bet, 08.3)."""
    words: str | None = None
    """What the player said (``None``: silent)."""
    words_first: bool = False
    """Whether the words came before the chips (they then decide, 08.1)."""
    prior: Prior = Prior.KEPT
    """What the player did with chips of an earlier bet in front of them (IA-09)."""
    pulled: Chips | None = None
    """With ``prior`` PULLED: the chips pulled back (``None``: all of them)."""
    told: int | None = None
    """The bet the player was told it was (accepted action, 08.10)."""
    td: str | None = None
    """The TD's choice among the outcomes the rules allow (``None``: the first)."""
    lang: str | None = None
    """The language the words were said in (a scenario's ``lang:``: ``en``, ``pl``, ``ru``); ``None``: told
    from the words (:func:`rulescore.saying.read_words`)."""

    @property
    def pushed(self) -> int:
        """Every chip pushed in this action, all motions."""
        return sum(c.total for c in ((self.chips,) if self.chips else ()) + self.more)

    @property
    def new_chips(self) -> tuple[int, ...]:
        """The value of every chip pushed in this action, all motions."""
        return tuple(v for c in ((self.chips,) if self.chips else ()) + self.more for v in c.values)
