"""Chip specifications: ``"1000+100x5"``, ``"25000"``, ``"5000+5000+1000"``.

A spec is a ``+``-separated list of terms; a term is a chip value, optionally ``xN`` for N chips of that
value. ``"1000+100x5"`` is one 1000 chip and five 100 chips (1500 in all). Used by the ``push`` verb of
a scenario (silent chips, 08.5 and 08.6) and by colour-ups. :class:`Delivery` records how an action was
made at the table: chips, words, their order, earlier chips kept or pulled back.
"""

from __future__ import annotations

import re
from typing import Any

from ..records.chips import Chips
from ..records.errors import ChipSpecError, RulesError
from .amounts import read_amount, read_count

#: A term: a value, then ``x``/``×``/``*`` and a count; each part is read by the one reader of numbers.
_TERM = re.compile(r"^([^x×*X]+?)(?:[x×*X](.*))?$")
#: Largest chip value or count accepted; above this a spec is almost certainly a typo.
MAX_CHIP = 10**12
MAX_COUNT = 10_000


def parse_chips(spec: str | int, *, rule: str | None = None, record: Any = None) -> Chips:
    """Read a chip spec; raise :class:`ChipSpecError` quoting the spec if it is malformed. Each chip value
    and each count is read by :func:`rulescore.input.amounts.read_amount` / :func:`~rulescore.input.amounts.read_count`,
    with the refusals of every other number of a scenario (a sign, a leading zero, a digit that is not
    ASCII, ...). ``record``: :meth:`rulescore.records.vocabulary.Note.of` (this module sits below the vocabulary and
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


