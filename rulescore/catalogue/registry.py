"""The functions a catalogue entry may call (``compute: {function: NAME, args: {...}}``).

The names are the catalogue's, fixed in the YAML; :data:`COMPUTE` says where each lives, as
``"module:attribute"``, imported only when an entry calls it. Moving a function in the package means
changing its line here, never the catalogue.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable

from ..errors import CatalogueError

#: Catalogue name -> ``"module:attribute"`` of the function it calls.
COMPUTE: dict[str, str] = {
    "declarations.conditional_statement": "rulescore.declarations:conditional_statement",
    "declarations.fifty_percent": "rulescore.declarations:fifty_percent",
    "declarations.found_chip": "rulescore.declarations:found_chip",
    "hands.plays_board": "rulescore.hands:plays_board",
    "pots.settle": "rulescore.pots:settle",
    "pots.side_pots": "rulescore.pots:side_pots",
    "pots.split_pot": "rulescore.pots:split_pot",
    "procedure.burns_after_sa": "rulescore.procedure:burns_after_sa",
    "procedure.correction_window": "rulescore.procedure:correction_window",
    "procedure.out_of_turn": "rulescore.engine:out_of_turn",
    "procedure.pot_count_rights": "rulescore.procedure:pot_count_rights",
    "procedure.significant_action_check": "rulescore.procedure:significant_action_check",
    "showdown.all_in_timeline": "rulescore.engine:all_in_timeline",
    "showdown.cards_to_table": "rulescore.showdown:cards_to_table",
    "showdown.dispute": "rulescore.showdown:dispute",
    "showdown.dispute_deadlines": "rulescore.showdown:dispute_deadlines",
    "tables.balance": "rulescore.tables:balance",
    "tables.clock_compare": "rulescore.tables:clock_compare",
    "tables.colour_up": "rulescore.tables:colour_up",
    "tables.leftover_exchange": "rulescore.tables:leftover_exchange",
    "tables.level_for_hands": "rulescore.tables:level_for_hands",
    "tables.placings_and_prizes": "rulescore.tables:placings_and_prizes",
    "tables.seat_draw": "rulescore.tables:seat_draw",
}


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
