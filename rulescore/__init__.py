"""rulescore: tournament-poker rulings (Poker TDA rules and Illustration Addendum) as computation.

>>> from rulescore import ask
>>> r = ask({"blinds": "100/200", "street": "flop", "seats": ["A", "B", "C", "D"],
...          "actions": ["A bet 600", "B raise 1600", "C raise 3600"]})
>>> r.player, r.to_call, r.min_raise_to
('D', 3600, 5600)
"""

from .errors import (CatalogueError, ChipSpecError, IllegalActionError, OutOfTurnError, RoundClosedError,
                     RulesError, ScenarioError, UnknownPlayerError)
from .replay import Ruling, ask

__all__ = ["ask", "Ruling", "RulesError", "ScenarioError", "ChipSpecError", "UnknownPlayerError",
           "IllegalActionError", "OutOfTurnError", "RoundClosedError", "CatalogueError"]
__version__ = "0.1.0"
