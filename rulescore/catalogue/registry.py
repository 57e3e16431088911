"""The functions a catalogue entry may call (``compute: {function: NAME, args: {...}}``).

Each name is ``module.function``, after the module of rulescore that holds the function
(``engine.out_of_turn`` is :func:`rulescore.engine.out_of_turn`, ``pots.side_pots`` is
:func:`rulescore.rules.pots.side_pots`: :data:`MODULES` says where each module lives): :data:`COMPUTE` is built
from the names, so a name cannot point elsewhere, and moving a function means renaming it here and in the
catalogue's ``compute:`` lines. Only listed functions can be called; each is imported when an entry calls it.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable

from ..records.errors import CatalogueError

#: The functions the catalogue may call, named after the module that holds them.
NAMES = (
    "declarations.conditional_statement",
    "declarations.fifty_percent",
    "declarations.found_chip",
    "engine.all_in_timeline",
    "engine.out_of_turn",
    "hands.plays_board",
    "pots.settle",
    "pots.side_pots",
    "pots.split_pot",
    "procedure.burns_after_sa",
    "procedure.correction_window",
    "procedure.pot_count_rights",
    "procedure.significant_action_check",
    "showdown.cards_to_table",
    "showdown.dispute",
    "showdown.dispute_deadlines",
    "tables.balance",
    "tables.clock_compare",
    "tables.colour_up",
    "tables.leftover_exchange",
    "tables.level_for_hands",
    "tables.placings_and_prizes",
    "tables.seat_draw",
)

#: Catalogue name -> ``"module:attribute"`` of the function it calls (``"rulescore.engine:out_of_turn"``).
#: Where each module a name begins with lives (the catalogue names a function by its module's own name).
MODULES = {"declarations": "rulescore.rules.declarations", "engine": "rulescore.engine", "hands": "rulescore.rules.hands",
           "pots": "rulescore.rules.pots", "procedure": "rulescore.rules.procedure", "showdown": "rulescore.rules.showdown",
           "tables": "rulescore.rules.tables"}

COMPUTE: dict[str, str] = {name: "{}:{}".format(MODULES[name.rsplit(".", 1)[0]], name.rsplit(".", 1)[1]) for name in NAMES}

#: The functions that replay scenarios and take the rule set as ``rules`` (the catalogue passes the entry's).
RULE_SET_ARG = frozenset({"engine.out_of_turn", "engine.all_in_timeline"})


def dotted(name: str) -> str:
    """The function a catalogue name calls, as Python names it (``pots.split_pot`` ->
    ``rulescore.rules.pots.split_pot``); the name itself when it is not registered."""
    target = COMPUTE.get(name)
    return target.replace(":", ".") if target else name


def resolve(name: str, registry: dict[str, str] | None = None) -> Callable:
    """The function registered as ``name``; :class:`CatalogueError` if there is none or it cannot be found."""
    target = (COMPUTE if registry is None else registry).get(name)
    if target is None:
        raise CatalogueError(f"{name!r} is not a registered catalogue function "
                             f"(rulescore.catalogue.registry.COMPUTE: {', '.join(sorted(COMPUTE))})")
    module, _, attr = target.partition(":")
    try:
        fn = getattr(importlib.import_module(module), attr, None)
    except ModuleNotFoundError:
        fn = None
    if fn is None or not callable(fn):
        raise CatalogueError(f"{name!r} is registered as {target}, which does not exist")
    return fn
