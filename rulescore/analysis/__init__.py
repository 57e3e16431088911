"""What the charts and the chapters compute from rulings: the analysis core beside the engine.

Each function takes what a chapter asks about (a catalogue id, YAML text, a mapping or a
:class:`~rulescore.input.scenario.Scenario`; a :class:`~rulescore.records.ruling.Ruling`; catalogue checks; real-hand replays),
rules it through the engine and returns one frozen result that says what it holds (``to_text()`` or ``table()``
for nbval, ``alt`` for the picture's alt text). :mod:`rulescore.present.charts` and
:mod:`rulescore.present.real_play` only draw these results; nothing here imports matplotlib.

* :func:`ladder` / :func:`ladder_of` — one street action by action (IA-07, IA-10; TDA 43 and 47)
  (:mod:`.ladders`);
* :func:`reopening_map` / :func:`differences` — the plane of two later short all-ins, ruled by rulescore or
  pokerkit (IA-10) (:mod:`.maps`);
* :func:`hand_flow` — the pot and the stacks of a whole hand street by street (:mod:`.flows`);
* :func:`fifty_percent_band` / :func:`silent_push` — the 50 % standard for silent chips (08.4, IA-08)
  (:mod:`.bands`);
* :func:`verdict_counts` — the published rulings' verdicts by source (:mod:`.counts`);
* :func:`real_play` / :func:`charted_cases` — what replayed real hands show (:mod:`.realplay`);
* :func:`ruling` / :func:`scenario_of` — a source read and ruled once (:mod:`.sources`).

>>> from rulescore import analysis
>>> lad = analysis.ladder({"blinds": "50/100", "street": "flop", "seats": ["A", "B", "C"],
...                        "stacks": {"B": 150}, "actions": ["A bet 100", "B allin"]})
>>> [(r.written, r.full, r.min_raise_to) for r in lad.rows]
[('A bet 100', True, 200), ('B allin', False, 250)]
"""

from importlib import import_module
from typing import TYPE_CHECKING, Any

from .ladders import ALL_IN, CLOSED, FOLDED, MATCHED, OPEN, WAITING, Ladder, LadderRow, ladder, ladder_of
from .sources import ruling, scenario_of, title_of

if TYPE_CHECKING:  # the names imported on first use, for type checkers and readers
    from .bands import FiftyPercentBand, fifty_percent_band, silent_push
    from .counts import VerdictCounts, verdict_counts
    from .flows import HandFlow, hand_flow
    from .maps import MapMark, ReopeningMap, differences, reopening_map
    from .realplay import RealPlay, charted_cases, real_play

#: Names of :mod:`.realplay`, imported on first use: the real-play counts need the hand histories' readers
#: (rulescore.oracle.realhands, rulescore.histories), which the explorer's hand model and the phone page, importing
#: this package for the ladder, never load.
_REAL_PLAY = ("RealPlay", "charted_cases", "real_play")
#: Names of the other analyses, each module imported on first use too: the explorer's hand model and the phone
#: page need only the ladder, and the page's Python must fit its runtime's initial memory (the reopening maps
#: bring in the pokerkit comparison, :mod:`rulescore.oracle.kit`).
_LAZY = {"FiftyPercentBand": "bands", "fifty_percent_band": "bands", "silent_push": "bands",
         "VerdictCounts": "counts", "verdict_counts": "counts", "HandFlow": "flows", "hand_flow": "flows",
         "MapMark": "maps", "ReopeningMap": "maps", "differences": "maps", "reopening_map": "maps",
         **{name: "realplay" for name in _REAL_PLAY}}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        return getattr(import_module(f".{_LAZY[name]}", __name__), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "ALL_IN",
    "CLOSED",
    "FOLDED",
    "MATCHED",
    "OPEN",
    "WAITING",
    "FiftyPercentBand",
    "HandFlow",
    "Ladder",
    "LadderRow",
    "MapMark",
    "RealPlay",
    "ReopeningMap",
    "VerdictCounts",
    "charted_cases",
    "differences",
    "fifty_percent_band",
    "hand_flow",
    "ladder",
    "ladder_of",
    "real_play",
    "reopening_map",
    "ruling",
    "scenario_of",
    "silent_push",
    "title_of",
    "verdict_counts",
]
