"""rulescore: tournament-poker rulings (Poker TDA rules and Illustration Addendum) as computation.

>>> from rulescore import ask
>>> r = ask({"blinds": "100/200", "street": "flop", "seats": ["A", "B", "C", "D"],
...          "actions": ["A bet 600", "B raise 1600", "C raise 3600"]})
>>> r.player, r.to_call, r.min_raise_to
('D', 3600, 5600)
"""

import sys

from .engine import ask, play
from .errors import (
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
from .ruling import Ruling

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
    "show_errors_as_one_line",
]
__version__ = "0.1.0"


def _show_rules_error(shell, etype, value, tb, tb_offset=None):
    """IPython's custom exception handler for :class:`RulesError`: the one-line message, no traceback (a
    bad scenario is the user's input, not a bug; its message already names the action, player and rule)."""
    stb = [f"{etype.__name__}: {value}"]
    shell._showtraceback(etype, value, stb)  # the kernel sends it as the cell's error output
    return stb


def show_errors_as_one_line(shell=None) -> bool:
    """Under IPython (a notebook, JupyterLab, the IPython console), show every :class:`RulesError` that
    reaches the prompt as its one line instead of a traceback. Called when rulescore is imported inside
    IPython; IPython is never imported here (the CLI stays fast). A shell that already has another custom
    exception handler keeps it. Returns whether the handler is installed."""
    if shell is None:
        ipython = sys.modules.get("IPython")
        try:
            shell = ipython.get_ipython() if ipython is not None else None
        except Exception:  # an IPython too old or half-imported: leave the display alone
            return False
    if shell is None or not hasattr(shell, "set_custom_exc") or not hasattr(shell, "_showtraceback"):
        return False
    if tuple(getattr(shell, "custom_exceptions", ())) not in ((), (RulesError,)):
        return False
    shell.set_custom_exc((RulesError,), _show_rules_error)
    return True


show_errors_as_one_line()
