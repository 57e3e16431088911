"""How many catalogue entries of each source got each verdict (the published-rulings check of notebook 09):
:func:`rulescore.present.charts.verdict_chart` draws the counts as bars.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..records.errors import RulesError


@dataclass(frozen=True, kw_only=True)
class VerdictCounts:
    """How many catalogue entries of each source got each verdict: the data :func:`verdict_counts` draws."""

    sources: tuple[str, ...]
    """The sources, in the order of the bars."""
    verdicts: tuple[str, ...]
    """The verdicts, in the order of the stacks (``rulescore.rulings.VERDICTS``)."""
    counts: Mapping[str, Mapping[str, int]]
    """``counts[source][verdict]``: entries of that source with that verdict (0 included)."""

    @property
    def total(self) -> int:
        """Entries counted."""
        return sum(sum(v.values()) for v in self.counts.values())

    def by_verdict(self) -> dict[str, int]:
        """Entries per verdict, over every source."""
        return {v: sum(self.counts[s][v] for s in self.sources) for v in self.verdicts}

    @property
    def alt(self) -> str:
        """What the bars show, in sentences (the image's alt text)."""
        per = "; ".join(f"{s} {sum(self.counts[s].values())} (" + ", ".join(
            f"{n} {v}" for v, n in self.counts[s].items() if n) + ")" for s in self.sources)
        return f"Bar chart of the verdicts of {self.total} published rulings by source: {per}."

    def to_text(self) -> str:
        cols = list(self.verdicts) + ["total"]
        w = {c: len(c) + 2 for c in cols}
        lines = [f"{'source':<8}" + "".join(f"{c:>{w[c]}}" for c in cols)]
        tot = self.by_verdict()
        for name, row in [(s, self.counts[s]) for s in self.sources] + [("all", tot)]:
            cells = dict(row, total=sum(row.values()))
            lines.append(f"{name:<8}" + "".join(f"{cells[c]:>{w[c]}}" for c in cols))
        return "\n".join(lines)

    def __repr__(self) -> str:
        return self.to_text()



def verdict_counts(checks: Sequence[Any]) -> VerdictCounts:
    """Count the verdicts of ``checks`` (:class:`rulescore.catalogue.Check` objects or their dicts) per source, the
    sources in the catalogue's order (an unknown source after them); a verdict the catalogue does not know is a
    :class:`~rulescore.records.errors.RulesError`."""
    from ..catalogue import SOURCES, VERDICTS

    def get(c, key):
        return c[key] if isinstance(c, Mapping) else getattr(c, key)

    seen = [get(c, "source") for c in checks]
    order = [s for s in SOURCES if s in seen] + sorted({s for s in seen if s not in SOURCES})
    counts = {s: {v: 0 for v in VERDICTS} for s in order}
    for c in checks:
        verdict = get(c, "verdict")
        if verdict not in VERDICTS:
            raise RulesError(f"verdict_counts: {get(c, 'id')} has verdict {verdict!r}, not one of {', '.join(VERDICTS)}")
        counts[get(c, "source")][verdict] += 1
    return VerdictCounts(sources=tuple(order), verdicts=VERDICTS, counts=counts)
