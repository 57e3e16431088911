"""rulescore: tournament-poker rulings (Poker TDA rules and Illustration Addendum) as computation.

>>> from rulescore import ask
>>> r = ask({"blinds": "100/200", "street": "flop", "seats": ["A", "B", "C", "D"],
...          "actions": ["A bet 600", "B raise 1600", "C raise 3600"]})
>>> r.player, r.to_call, r.min_raise_to
('D', 3600, 5600)

In a notebook (or at the IPython prompt) a :class:`RulesError` shows as its one line, without a traceback
(:meth:`RulesError._render_traceback_`, IPython's protocol for an exception's own traceback): importing
rulescore installs nothing in the shell.
"""

from . import words as _words  # noqa: F401  (first: installs the sayer the records ask for their words, records.sayer)
from .engine import ask, play
from .records.errors import (
    CatalogueError,
    ChipSpecError,
    IllegalActionError,
    OutOfTurnError,
    RoundClosedError,
    RulesError,
    ScenarioError,
    UnknownPlayerError,
    UnsupportedError,
)
from .records.ruling import Ruling

__all__ = [
    "CatalogueError",
    "ChipSpecError",
    "IllegalActionError",
    "OutOfTurnError",
    "RoundClosedError",
    "RulesError",
    "Ruling",
    "ScenarioError",
    "UnknownPlayerError",
    "UnsupportedError",
    "ask",
    "play",
]
__version__ = "0.1.0"
