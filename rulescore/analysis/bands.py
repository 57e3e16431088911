"""The 50 % standard for silent chips (08.4, IA-08): how the engine rules chips pushed without a word against the
amount pushed, found exactly by bisection over the engine. :func:`rulescore.present.charts.fifty_percent_chart`
draws the bands.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..engine import ask
from ..records.errors import RulesError
from ..rules.declarations import fifty_percent


@dataclass(frozen=True)
class FiftyPercentBand:
    """The data of :func:`fifty_percent_band`: how silent chips are ruled against the amount pushed."""

    call_to: int
    """The bet to call."""
    increment: int
    """The minimum raise increment."""
    min_raise_to: int
    """The minimum raise-to total."""
    threshold: int
    """The smallest push total that obliges a full minimum raise (the call plus half the increment)."""
    bands: tuple[tuple[str, int, int | None], ...]
    """``(ruling, first total, last total or None)``: ``call``, ``obliged minimum raise``, ``raise as pushed``."""
    points: tuple[tuple[int, str, int, int], ...]
    """``(total pushed, ruling, street total after, chips returned)`` for every total drawn."""

    @property
    def alt(self) -> str:
        """What the chart shows, in sentences (the image's alt text)."""
        bands = "; ".join(f"{lo}–{hi}: {ruling}" if hi is not None else f"{lo} and more: {ruling}"
                          for ruling, lo, hi in self.bands)
        return (f"The 50 % standard facing {self.call_to} with a minimum raise of {self.increment} (to "
                f"{self.min_raise_to}): the street total ruled against the chips pushed; pushes of {bands} "
                f"(threshold {self.threshold}).")

    def table(self) -> str:
        """The bands as plain text (what a notebook prints and nbval compares)."""
        lines = [f"facing {self.call_to}, minimum raise {self.increment} (to {self.min_raise_to}); "
                 f"threshold {self.threshold}"]
        for ruling, lo, hi in self.bands:
            span = f"{lo}–{hi}" if hi is not None else f"{lo} and more"
            lines.append(f"  {span:<16} {ruling}")
        return "\n".join(lines)

    def __repr__(self) -> str:
        return self.table()


_BAND_NAMES = {"call": "call", "obliged": "obliged minimum raise", "raise": "raise as pushed"}



def silent_push(*, call_to: int, increment: int, total: int) -> Any:
    """How the engine rules silent chips making ``total`` on the street, facing a bet of ``call_to`` whose
    minimum raise increment is ``increment``, with not every chip needed (one chip of the call and one of
    the rest): the record of the push. The hand is built for the purpose on the flop: a bet and full
    raises of ``increment`` up to ``call_to``, then the push. Used by :func:`fifty_percent_band`.

    >>> silent_push(call_to=1100, increment=600, total=1400).to      # IA-08-2's threshold
    1700
    """
    fifty_percent(call_to=call_to, increment=increment)  # checks the figures
    if increment > call_to:
        raise RulesError(f"silent_push: a minimum raise of {increment} is larger than the bet of {call_to}; "
                         f"the increment is never more than the bet it raised to", rule="08.4")
    if not isinstance(total, int) or isinstance(total, bool) or total <= 0:
        raise RulesError(f"silent_push: total {total!r} is not a whole number of chips above 0", rule="08.6")
    k = -(-call_to // increment) - 1  # full raises of `increment` after an opening bet of at most `increment`
    if k > 7:  # a table seats ten: the bettor, the raisers, the pusher and one more
        raise RulesError(f"silent_push: a bet of {call_to} with raises of {increment} needs {k} raises, more than a "
                         f"table of ten can make; choose a larger increment", rule="08.4")
    first = call_to - k * increment
    names = [f"P{i}" for i in range(k + 1)] + ["X", "Z"]
    values = (call_to,) if total == call_to else tuple(sorted((call_to, total - call_to), reverse=True))
    if total < call_to:
        values = (total,)
    lines = [f"P0 bet {first}"] + [f"P{i} raise {first + i * increment}" for i in range(1, k + 1)]
    lines.append("X push " + "+".join(map(str, values)))
    return ask({"blinds": "1/1", "street": "flop", "seats": names, "actions": lines}).actions[-1]


def fifty_percent_band(call_to: int = 1100, increment: int = 600, *, upto: int | None = None,
                       step: int | None = None) -> FiftyPercentBand:
    """The 50 % standard (08.4, IA-08): for silent chips (not every chip needed) making each total from
    the call up to ``upto`` (default: twice the minimum raise-to), how the engine rules them — a call
    with the excess returned, an obliged minimum raise, or a raise to what was pushed. Band edges are
    found exactly by bisection over the engine; ``step`` spaces the points listed (and drawn).
    """
    fp = fifty_percent(call_to=call_to, increment=increment)
    upto = upto or fp.min_raise_to + increment
    if upto <= call_to:
        raise RulesError(f"fifty_percent_band: upto {upto} must be above the call of {call_to}", rule="08.4")
    if step is None:
        raw = max(1, (upto - call_to) // 60)
        step = next(n * 10 ** k for k in range(13) for n in (1, 2, 5) if n * 10 ** k >= raw)

    def kind(total: int) -> tuple[str, int, int]:
        rec = silent_push(call_to=call_to, increment=increment, total=total)
        if rec.ruled_as == "call":
            k = "call"
        elif rec.to == total:
            k = "raise"
        else:
            k = "obliged"
        return k, rec.to, rec.returned

    order = ["call", "obliged", "raise"]

    def first_at_least(level: int) -> int | None:
        lo, hi = call_to, upto
        if order.index(kind(hi)[0]) < level:
            return None
        while lo < hi:
            mid = (lo + hi) // 2
            if order.index(kind(mid)[0]) >= level:
                hi = mid
            else:
                lo = mid + 1
        return lo

    edges = [call_to, first_at_least(1), first_at_least(2)]
    bands = []
    for i, name in enumerate(order):
        start = edges[i]
        if start is None:
            continue
        nxt = next((e for e in edges[i + 1:] if e is not None), None)
        if nxt == start:
            continue
        bands.append((_BAND_NAMES[name], start, None if nxt is None else nxt - 1))
    marks = {e for e in edges if e is not None} | {e - 1 for e in edges[1:] if e is not None and e - 1 >= call_to}
    totals = sorted(set(range(call_to, upto + 1, step)) | marks | {upto})
    points = tuple((t, _BAND_NAMES[k], to, back) for t in totals for k, to, back in [kind(t)])
    data = FiftyPercentBand(call_to=call_to, increment=increment, min_raise_to=fp.min_raise_to,
                            threshold=fp.threshold, bands=tuple(bands), points=points)
    return data
