"""A PHH hand read with Python's own TOML reader (``tomllib``), as pokerkit reads it (``HandHistory.loads``:
TOML, every decimal number kept exact) but without importing pokerkit, whose hand tables take most of a
second to build: a ruling needs the fields, not pokerkit's game. The fields are checked as rulescore uses
them; pokerkit reads the same text again only when a replay is compared with it
(:meth:`~rulescore.histories.record.Hand.to_pokerkit`).
"""

from __future__ import annotations

import tomllib
from dataclasses import fields
from decimal import Decimal, InvalidOperation
from typing import Any

from ..records.errors import ScenarioError
from .record import Hand

#: The fields a PHH hand must give, by its betting: no-limit and pot-limit games a minimum bet, fixed-limit
#: games their two bet sizes, the stud games a bring-in (PHH's specification; pokerkit requires the same).
REQUIRED = {"N": ("antes", "blinds_or_straddles", "min_bet", "starting_stacks", "actions"),
            "P": ("antes", "blinds_or_straddles", "min_bet", "starting_stacks", "actions"),
            "F": ("antes", "small_bet", "big_bet", "starting_stacks", "actions")}
_LISTS = ("antes", "blinds_or_straddles", "starting_stacks", "finishing_stacks", "winnings")
_NUMBERS = ("min_bet", "small_bet", "big_bet")
_TEXTS = ("event", "venue", "currency_symbol")


def number(text: str) -> int | Decimal:
    """A TOML float as PHH means it: an exact decimal (``0.25``), ``inf`` for a stack not given; whole numbers
    are ``int`` (pokerkit's ``parse_value``)."""
    try:
        return int(text)
    except ValueError:
        pass
    try:
        return Decimal(text.replace("_", ""))
    except InvalidOperation:
        raise ValueError(f"{text!r} is not a number") from None


def loads(text: str, where: str) -> Hand:
    """The :class:`~rulescore.histories.record.Hand` of one PHH hand's text, or a one-line refusal."""
    try:
        data = tomllib.loads(text, parse_float=number)
    except (tomllib.TOMLDecodeError, ValueError) as exc:
        raise ScenarioError(f"{where}: not PHH ({' '.join(str(exc).split())[:200]})") from None
    variant = data.get("variant")
    if not isinstance(variant, str) or not variant:
        raise ScenarioError(f"{where}: not PHH (no variant: a PHH hand names its game, variant = \"NT\" ...)")
    betting = "F" if variant.startswith("F") else variant[:1]
    missing = [k for k in REQUIRED.get(betting, ("antes", "starting_stacks", "actions")) if k not in data]
    if missing:
        raise ScenarioError(f"{where}: not PHH: a {variant} hand gives {', '.join(missing)}")
    for key in _LISTS:
        if key in data and not (isinstance(data[key], list) and all(_amount(v) for v in data[key])):
            raise ScenarioError(f"{where}: {key} = {_shown(data[key])}: a list of amounts, one per player")
    for key in _NUMBERS:
        if key in data and not _amount(data[key]):
            raise ScenarioError(f"{where}: {key} = {_shown(data[key])}: not an amount")
    actions = data["actions"]
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise ScenarioError(f"{where}: actions = {_shown(actions)}: a list of PHH actions (\"p1 cbr 300\", ...)")
    players = data.get("players")
    if players is not None and not (isinstance(players, list) and all(isinstance(p, (str, int)) for p in players)):
        raise ScenarioError(f"{where}: players = {_shown(players)}: a list of names")
    known = {f.name for f in fields(Hand)} - {"other", "text", "lines"}
    values: dict[str, Any] = {k: v for k, v in data.items() if k in known}
    for key in _TEXTS:
        if key in values and values[key] is not None:
            values[key] = str(values[key])
    if players is not None:
        values["players"] = [str(p) for p in players]
    values.setdefault("blinds_or_straddles", None)
    values["ante_trimming_status"] = bool(values.get("ante_trimming_status", False))
    return Hand(**values, other={k: v for k, v in data.items() if k not in known}, text=text)


def _amount(v: Any) -> bool:
    return isinstance(v, (int, Decimal, float)) and not isinstance(v, bool)


def _shown(v: Any) -> str:
    return " ".join(repr(v).split())[:80]
