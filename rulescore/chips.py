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

from .errors import ChipSpecError

_TERM = re.compile(r"^(\d+)(?:\s*[x×*]\s*(\d+))?$")
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


def parse_chips(spec: str | int) -> Chips:
    """Read a chip spec; raise :class:`ChipSpecError` quoting the spec if it is malformed.

    >>> parse_chips("1000+100x5").total
    1500
    >>> parse_chips(25000).values
    (25000,)
    """
    if isinstance(spec, bool):
        raise ChipSpecError(f"chip spec {spec!r} is not a number of chips")
    if isinstance(spec, int):
        text = str(spec)
    elif isinstance(spec, str):
        text = spec.strip().replace(" ", "").replace("_", "")
    else:
        raise ChipSpecError(f"chip spec {spec!r} is not text like 1000+100x5")
    if not text:
        raise ChipSpecError("chip spec is empty; write chips like 1000+100x5")
    values: list[int] = []
    for term in text.split("+"):
        m = _TERM.match(term)
        if not m:
            raise ChipSpecError(f"chip spec {spec!r}: term {term!r} is not VALUE or VALUExCOUNT with whole positive numbers")
        if len(term) > 30:  # int() refuses very long digit strings; no chip set needs them
            raise ChipSpecError(f"chip spec {spec!r}: term {term[:30]!r}... is beyond any real chip set")
        value = int(m.group(1))
        count = int(m.group(2)) if m.group(2) is not None else 1
        if value <= 0:
            raise ChipSpecError(f"chip spec {spec!r}: a chip of value {value} is impossible")
        if count <= 0:
            raise ChipSpecError(f"chip spec {spec!r}: {count} chips of {value} is no chips at all")
        if value > MAX_CHIP or count > MAX_COUNT:
            raise ChipSpecError(f"chip spec {spec!r}: term {term!r} is beyond any real chip set")
        if len(values) + count > MAX_COUNT:  # checked before building the list: no huge allocations
            raise ChipSpecError(f"chip spec {spec!r}: more than {MAX_COUNT} chips")
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

    @property
    def pushed(self) -> int:
        """Every chip pushed in this action, all motions."""
        return sum(c.total for c in ((self.chips,) if self.chips else ()) + self.more)

    @property
    def new_chips(self) -> tuple[int, ...]:
        """The value of every chip pushed in this action, all motions."""
        return tuple(v for c in ((self.chips,) if self.chips else ()) + self.more for v in c.values)
