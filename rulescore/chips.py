"""Chip specifications: ``"1000+100x5"``, ``"25000"``, ``"5000+5000+1000"``.

A spec is a ``+``-separated list of terms; a term is a chip value, optionally ``xN`` for N chips of that
value. ``"1000+100x5"`` is one 1000 chip and five 100 chips (1500 in all). Used by the ``push`` verb of
a scenario (silent chips, 08.5 and 08.6) and by colour-ups.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

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
