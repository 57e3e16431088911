"""iPoker's XML hand histories, read from each element's attributes (in whatever order the export writes
them): the players and the button from ``<player seat= name= chips= dealer=>``, the cards from ``<cards
type=...>``, the actions from ``<action no= player= type= sum=>`` in the order of their numbers.

The action types: 0 fold, 1 small blind, 2 big blind, 3 call, 4 check, 5 bet, 6 and 7 all-in (the chips
added), 15 ante, 23 raise (to the street total written); 8 and 9 are a player sitting out or waiting (no
action in the hand). A player who is dealt cards or acts is in the hand; one who only sits out is not, so the
players' order comes from the seats and the button, not from who acts first (pokerkit's iPoker reader orders
the players by their first action after the blinds, and cannot order a hand whose first actions are not in
seat order: a tournament hand, a player sitting out).
"""

from __future__ import annotations

import re
from decimal import Decimal

from ..records.errors import ScenarioError, UnsupportedError
from .grammars import Event, Reading, Seat, cards, value

#: iPoker's placeholder for a stack it does not give (pokerkit reads it as ``inf`` too).
PLACEHOLDER = Decimal(10000000)
_ATTRS = re.compile(r'(\w+)="([^"]*)"')
_KINDS = {"0": "fold", "3": "call", "4": "check", "5": "bet", "6": "allin", "7": "allin", "23": "raise"}
_POSTS = {"1", "2", "15"}
_IDLE = {"8", "9"}


def lines(text: str) -> str:
    """The XML with one element a line and each round's actions in the order of their ``no`` (exports write
    some out of order)."""
    parts = re.sub(r">\s*<", ">\n<", text).splitlines()
    out: list[str] = []
    block: list[tuple[int, str]] = []  # the actions of the current round
    for line in parts + [""]:
        number = re.search(r'<action\b[^>]*\bno="(\d+)"', line)
        if number:
            block.append((int(number.group(1)), line))
            continue
        if block and ("<round" in line or "</round" in line or "</game" in line or not line):
            out += [a for _, a in sorted(block, key=lambda x: x[0])]
            block = []
        out.append(line)
    return "\n".join(out)


def _amount(text: str) -> Decimal:
    """``€1,214.15``, ``$0``, ``1,500``: the number after any currency sign."""
    m = re.fullmatch(r"\s*[^\d\s]{0,3}\s*(\d[\d.,]*)\s*[^\d\s]{0,3}\s*", text)
    if m is None:
        raise ValueError(f"{text!r} is not an amount")
    return value(m.group(1))


def read(text: str) -> Reading:
    """What one iPoker game gives: the seats, the button's seat, the events in order, what each player won."""
    seats: dict[str, Seat] = {}
    button: int | None = None
    won: dict[str, Decimal] = {}
    events: list[Event] = []
    for line in text.splitlines():
        line = line.strip()
        if line.startswith("<player ") or line.startswith("<player\t"):
            a = dict(_ATTRS.findall(line))
            if "name" not in a or "seat" not in a or not a["name"]:
                continue
            chips = a.get("chips", "")
            currency = re.match(r"\s*([^\d\s]{0,3})", chips)
            stack = _amount(chips)
            seats[a["name"]] = Seat(int(a["seat"]), Decimal("inf") if stack == PLACEHOLDER else stack,
                                    currency.group(1) if currency else "")
            if a.get("dealer") == "1":
                button = int(a["seat"])
            if a.get("win"):
                won[a["name"]] = _amount(a["win"])
        elif line.startswith("<cards "):
            a = dict(_ATTRS.findall(line))
            body = re.search(r">([^<]*)</cards>", line)
            kind = a.get("type", "")
            if body is None:
                continue
            if kind == "Pocket":
                if a.get("player") not in seats:
                    raise ScenarioError(f"line {line[:120]!r}: {a.get('player')!r} is dealt cards but has no seat")
                events.append(Event("dealt", line, a["player"], cards=cards(body.group(1))))
            elif kind in ("Flop", "Turn", "River"):
                events.append(Event("board", line, cards=cards(body.group(1))))
        elif line.startswith("<action "):
            a = dict(_ATTRS.findall(line))
            player, kind = a.get("player", ""), a.get("type", "")
            if kind in _IDLE:
                continue
            if player not in seats:
                raise ScenarioError(f"line {line[:120]!r}: {player!r} acts but has no seat")
            if kind in _POSTS:
                events.append(Event("post", line, player))
                continue
            verb = _KINDS.get(kind)
            if verb is None:
                raise ScenarioError(f"line {line[:120]!r}: an iPoker action of type {kind} rulescore does not read")
            if a.get("sum") == "DP":
                raise UnsupportedError(f"line {line[:120]!r}: {player} is protected as disconnected (iPoker writes "
                                       f"DP): the site plays the hand as if {player} were all-in with chips behind, "
                                       f"which no rule of the game does")
            sum_ = _amount(a.get("sum", "0"))
            if verb in ("fold", "check"):
                events.append(Event(verb, line, player))
            elif verb in ("call", "allin"):
                events.append(Event(verb, line, player, add=sum_))
            else:  # a bet or a raise: to the street total written
                events.append(Event(verb, line, player, to=sum_))
    return Reading(seats, button, events, won=won if any(won.values()) else {})
