"""Chips as records: a handful of chips (:class:`Chips`) and how an action was made at the table with them and
with words (:class:`Delivery`, :class:`Prior`). The reader of chip specs (``1000+100x5``) is
:func:`rulescore.input.chips.parse_chips`."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


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
    ``says`` clauses of a scenario line, read by :func:`rulescore.input.scenario.parse_delivery`)."""

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
    from the words (:func:`rulescore.input.saying.read_words`)."""

    @property
    def pushed(self) -> int:
        """Every chip pushed in this action, all motions."""
        return sum(c.total for c in ((self.chips,) if self.chips else ()) + self.more)

    @property
    def new_chips(self) -> tuple[int, ...]:
        """The value of every chip pushed in this action, all motions."""
        return tuple(v for c in ((self.chips,) if self.chips else ()) + self.more for v in c.values)
