"""Figures in words: what the catalogue's reasons, corrections and findings say about a value.

The catalogue compares values keyed like the engine's output (``last_action.to``, ``min_raise_to``,
``showdown.rights.B.C``). A committee reads sentences, so every key has a phrase here:
:func:`describe` turns a published or computed value into one (``the push counts as a raise to 650``),
:func:`figure` names one figure (``the minimum raise``) and :func:`difference` says how two values of
it differ. A key this module does not know is written with its underscores as spaces, so no key name
reaches a reader; ``tests/test_wording.py`` reads every sentence the report emits and fails on leftover
key names, empty clauses, doubled words and placeholders.

Only plain data comes in (dicts, lists, numbers, strings, booleans); nothing here decides a rule.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from typing import Any

from ..records.vocabulary import GAMES

#: What an action "counts as", by the engine's ``as`` word.
_AS = {"call": "a call", "bet": "a bet", "raise": "a raise", "fold": "a fold", "check": "a check",
       "allin": "all-in", "count": "the dealer's count", "recount": "the recount", "declaration": "a declaration",
       "pending": "a pending action", "withdrawn": "a withdrawn action"}

#: Outcomes the rules may leave to the TD, as the engine names them.
_OUTCOME = {"allin": "all-in"}


def _num(v: Any) -> str:
    return str(v)


def _and(items: Iterable[Any], word: str = "and") -> str:
    items = [str(i) for i in items]
    if not items:
        return "nobody"
    if len(items) == 1:
        return items[0]
    return ", ".join(items[:-1]) + f" {word} " + items[-1]


def _levels(v: Any) -> str:
    """The level each hand is played at, in order: ``the first two hands at the current level, the third at
    the new one``."""
    if not isinstance(v, list) or not v:
        return f"hands played at the {v} level"
    ordinal = ("first", "second", "third", "fourth", "fifth", "sixth")
    runs: list[tuple[str, list[int]]] = []
    for n, lvl in enumerate(v):
        if runs and runs[-1][0] == lvl:
            runs[-1][1].append(n)
        else:
            runs.append((lvl, [n]))
    parts = []
    for lvl, ns in runs:
        which = (f"the {ordinal[ns[0]]} hand" if len(ns) == 1 else
                 f"the {'first' if ns[0] == 0 else ordinal[ns[0]]} {len(ns)} hands" if ns[0] == 0 else
                 f"hands {ns[0] + 1} to {ns[-1] + 1}") if ns[-1] < len(ordinal) else f"{len(ns)} hands"
        parts.append(f"{which} at the {lvl} level")
    return _and(parts)


def and_list(items: Iterable[Any], word: str = "and") -> str:
    """Items joined as a reader lists them: ``A, B and C``."""
    return _and(items, word)


def outcome(o: Any) -> str:
    """One outcome a TD may choose, in words (``allin`` -> ``all-in``)."""
    return _OUTCOME.get(str(o), str(o))


def outcomes(items: Iterable[Any], word: str = "or") -> str:
    """Outcomes joined as a reader writes them: ``call or fold``."""
    return _and([outcome(o) for o in items], word)


def action(a: dict) -> str:
    """What one action counts as: ``a raise to 650, all-in, 200 handed back``."""
    kind = a.get("as")
    to = a.get("to")
    if kind in ("bet", "call") and to is not None:
        what = f"{_AS[kind]} of {to}"
    elif kind == "raise" and to is not None:
        what = f"a raise to {to}"
    elif kind in ("count", "recount") and to is not None:
        what = f"{_AS[kind]} of {to}"
    elif kind is not None:
        what = _AS.get(kind, str(kind))
    elif to is not None and a.get("all_in") is True:
        what = f"all-in for {to}"
        a = {k: v for k, v in a.items() if k != "all_in"}
    elif to is not None:
        what = f"a total of {to}"
    else:
        what = ""
    extra = []
    if a.get("all_in") is True:
        extra.append("all-in")
    elif a.get("all_in") is False:
        extra.append("not all-in")
    if a.get("full_raise") is False:
        extra.append("not a full raise")
    elif a.get("full_raise") is True and kind == "raise":
        extra.append("a full raise")
    if a.get("added") is not None:
        extra.append(f"{a['added']} put in")
    if a.get("returned"):
        extra.append(f"{a['returned']} handed back")
    if a.get("rule"):
        extra.append(f"under {a['rule']}")
    if isinstance(a.get("facing"), dict) and a["facing"]:
        extra.append("facing " + _facing(a["facing"]))
    if "outcomes" in a:
        extra.append(_choice(a["outcomes"]))
    rest = {k: v for k, v in a.items()
            if k not in ("as", "to", "all_in", "full_raise", "added", "returned", "rule", "facing", "outcomes")}
    if rest:
        extra.append(describe(rest))
    return ", ".join(p for p in [what] + extra if p)


def _facing(f: dict) -> str:
    parts = []
    if "to_call" in f:
        parts.append(f"{f['to_call']} to call")
    if "current_bet" in f:
        parts.append(f"a bet of {f['current_bet']}")
    if "min_raise_to" in f:
        parts.append(f"a minimum raise to {f['min_raise_to']}")
    rest = {k: v for k, v in f.items() if k not in ("to_call", "current_bet", "min_raise_to")}
    if rest:
        parts.append(describe(rest))
    return _and(parts)


def _choice(value: Any) -> str:
    if not value:
        return "no choice left to the TD"
    return "the TD choosing " + outcomes(value)


def _pots(value: Any) -> str:
    if not isinstance(value, list):
        return f"pots {value}"
    parts = []
    for n, p in enumerate(value):
        if isinstance(p, dict) and "amount" in p:
            who = f" for {_and(p['eligible'])}" if p.get("eligible") else ""
            parts.append(f"{'a main pot' if n == 0 else 'a side pot'} of {p['amount']}{who}")
        else:
            parts.append(describe(p))
    return _and(parts)


def _rights(value: dict) -> str:
    words = {"absolute": "as of right", "discretion": "at the TD's discretion"}
    parts = []
    for who, of in value.items():
        if not isinstance(of, dict):
            parts.append(f"{who}: {describe(of)}")
            continue
        for other, right in of.items():
            if right == "none":
                parts.append(f"{who} may not ask to see {other}'s hand")
            else:
                parts.append(f"{who} may see {other}'s hand {words.get(right, right)}")
    return "; ".join(parts)


def _requests(value: Any) -> str:
    out = []
    for r in value if isinstance(value, list) else [value]:
        if isinstance(r, dict) and {"by", "of"} <= set(r):
            right = r.get("right")
            if right == "none":
                out.append(f"{r['by']} has no right to see {r['of']}'s hand")
            elif right == "absolute":
                out.append(f"{r['by']} may see {r['of']}'s hand as of right")
            else:
                out.append(f"{r['by']} may see {r['of']}'s hand at the TD's discretion")
        else:
            out.append(describe(r))
    return "; ".join(out)


def _branches(value: dict) -> str:
    out = []
    for reply, result in value.items():
        if not isinstance(result, dict):
            out.append(f"after {reply}: {describe(result)}")
            continue
        rest = {k: v for k, v in result.items() if k != "stands"}
        stands = result.get("stands")
        if stands is True:
            head = "the out-of-turn action stands"
            body = action(rest) if rest else ""
            reply = reply.replace("; ", " and ")
            out.append(f"after {reply}, {head}" + (f" as {body}" if body else ""))
        elif stands is False:
            reply = reply.replace("; ", " and ")
            body = describe(rest)
            out.append(f"after {reply}, the out-of-turn action is released" + (f" ({body})" if body else ""))
        else:
            out.append(f"after {reply}: {describe(result)}")
    return "; ".join(out)


def _seat_list(value: Any) -> str:
    if isinstance(value, list):
        return _and([f"seat {v}" if isinstance(v, int) else v for v in value])
    return f"seat {value}" if isinstance(value, int) else str(value)


def _yes(v: Any) -> str:
    return "yes" if v is True else "no" if v is False else str(v)


#: Phrases for a key and its value; the key is the last name of the path.
_PHRASES: dict[str, Callable[[Any], str]] = {
    "to_call": lambda v: f"{v} to call",
    "increment": lambda v: f"a raise increment of {v}",
    "min_raise_to": lambda v: f"a minimum raise to {v}",
    "max_raise_to": lambda v: f"a maximum raise to {v}" if v is not None else "no upper limit on a raise",
    "current_bet": lambda v: f"the bet at {v}",
    "options": lambda v: "the options " + _and(v if isinstance(v, list) else [v], "or"),
    "can_raise": lambda v: "betting open to the player" if v else "no raise allowed",
    "opening_bet": lambda v: f"an opening bet of {v}",
    "threshold": lambda v: f"a 50 % threshold of {v}",
    "with_chips": lambda v: f"{v} action{'s' if v != 1 else ''} with chips",
    "significant_action": lambda v: "substantial action has happened" if v else "no substantial action yet",
    "misdeal": lambda v: "a misdeal" if v else "no misdeal",
    "dead": lambda v: f"{_seat_list(v)} dead",
    "burns": lambda v: f"{v} burn card{'s' if v != 1 else ''}",
    "skipped": lambda v: f"{v} skipped",
    "show_first": lambda v: f"{v} shows first",
    "kind": lambda v: f"an {v} showdown" if str(v)[:1] in "aeiou" else f"a {v} showdown",
    "face_up": lambda v: f"{_and(v)} face up",
    "face_up_on": lambda v: f"the hands face up on the {v}",
    "tabled": lambda v: f"{_and(v)} tabled" if v else "no hand tabled",
    "cards_to_come": lambda v: f"the {_and(v)} still to come",
    "settle_order": lambda v: "the pots settled in the order " + _and(v, "then"),
    "side_pots": lambda v: "side pots of " + _and(v) if isinstance(v, list) and len(v) > 1 else
                           f"a side pot of {v[0] if isinstance(v, list) and v else v}",
    "must_table": lambda v: f"{v} hole cards to table",
    "can_play_board": lambda v: "the board can be played" if v else "the board cannot be played",
    "board_plays": lambda v: "the board plays" if v else "the board does not play",
    "reading": lambda v: f"a misread hand disputable until {term(str(v))}",
    "accounting": lambda v: f"a miscounted pot disputable until {term(str(v))}",
    "before_break": lambda v: f"after a hand that ends at a break, disputes until {term(str(v))}",
    "deadline": lambda v: f"a deadline of {term(str(v))}",
    "correctable": lambda v: "the award can still be corrected" if v else "the award stands",
    "before_next_card": lambda v: "corrected before the next card" if v else "not corrected before the next card",
    "river_before_showdown": lambda v: "on the river, corrected before the showdown" if v else
                                       "on the river, not corrected before the showdown",
    "after_next_card": lambda v: "corrected after the next card" if v else "standing once the next card is out",
    "odd_chip_to": lambda v: f"the odd chip to {v}" if v is not None else "no odd chip",
    "odd_amount": lambda v: f"an odd amount of {v}",
    "unit": lambda v: f"odd chips broken into {v}s",
    "most": lambda v: f"table {v} the fullest",
    "halt": lambda v: f"play halting at table {_and(v)}" if v else "no table halting",
    "bijection": lambda v: "one seat for every player" if v else "seats not shared out one each",
    "highest_takes_top": lambda v: "the highest card taking the first seat card" if v else
                                   "the highest card not taking the first seat card",
    "levels": lambda v: _levels(v),
    "exchanged": lambda v: f"{v} exchanged",
    "removed": lambda v: f"{v} removed without compensation",
    "seconds": lambda v: f"{v} seconds to act",
    "countdown": lambda v: f"a {v}-second countdown",
    "method": lambda v: {"race": "leftover chips raced off", "round-up": "leftover chips rounded up"}.get(v, f"the {v} method"),
    "penalty": lambda v: f"a penalty {v}",
    "outcome": lambda v: ("the outcome " + outcomes(v)) if isinstance(v, list) else f"the outcome {outcome(v)}",
    "outcomes": _choice,
    "pots": _pots,
    "actions": lambda v: "the actions count as " + describe(v),
    "rights": _rights,
    "requests": _requests,
    "branches": _branches,
    "stands": lambda v: "the action stands" if v else "the action is released",
    "returned": lambda v: f"{v} handed back",
    "added": lambda v: f"{v} put in",
    "all_in": lambda v: "all-in" if v else "not all-in",
    "full_raise": lambda v: "a full raise" if v else "not a full raise",
    "cards_speak": lambda v: "the cards speaking" if v else "the cards not speaking",
    "declaration_binding": lambda v: "a spoken hand binding" if v else "a spoken hand not binding",
    "halt_when_short_by": lambda v: f"a halt once a table is {v} players short",
    "each_pot_separately": lambda v: "each side pot split on its own" if v else "side pots not split on their own",
    "break_down_first": lambda v: "odd chips broken down first" if v else "odd chips not broken down first",
    "allowed": lambda v: "allowed" if v else "not allowed",
    "value": lambda v: str(v),
}

#: Phrases of whole sub-records, by key: {name: phrase of the mapping under it}.
_RECORDS: dict[str, Callable[[dict], str]] = {
    "last_action": lambda v: ("the action counts as " + action(v)) if v.get("as") or v.get("to") is not None
                             else action(v),
    "awards": lambda v: _and(f"{who} wins {amount}" for who, amount in v.items()),
    "after": lambda v: _and(f"{who} has {amount} after" for who, amount in v.items()),
    "place_of": lambda v: _and(f"{who} finishes {_ordinal(p)}" for who, p in v.items()),
    "halves": lambda v: _and(f"{amount} to the {half} half" for half, amount in v.items()),
    "binding": lambda v: _and(f"{who}'s out-of-turn action {'binds' if b else 'does not bind'}" for who, b in v.items()),
    "hands": lambda v: _and(f"{who}'s hand read as {'an' if str(h)[:1] in 'aeiou' else 'a'} {h}" for who, h in v.items()),
    "states": lambda v: _and(f"{who}'s hand {state}" for who, state in v.items()),
    "in_time": lambda v: _and(f"an action at {t} s {'in time' if ok else 'too late'}" for t, ok in v.items()),
    "facing": lambda v: "facing " + _facing(v),
    "if_not_part": lambda v: "if the chip is not part of the all-in, " + describe(v),
    "paid_when_winning": lambda v: f"{v} paid on winning",
    "showdown": lambda v: describe(v),
    "halt_when": lambda v: _and(f"at table {t} play halts when {w}" for t, w in v.items()),
    "timing": lambda v: "; ".join(f"table {t}: {describe(x)}" for t, x in v.items()),
}


def _ordinal(n: Any) -> str:
    try:
        k = int(n)
    except (TypeError, ValueError):
        return str(n)
    suffix = "th" if 10 <= k % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(k % 10, "th")
    return f"{k}{suffix}"


def _plain(key: str) -> str:
    """A key name a reader can read: ``halt_when`` -> ``halt when``."""
    return re.sub(r"[_.]+", " ", str(key)).strip()


#: The first sentence of a check whose figures hold while its words fail (a reason never opens by saying
#: only that the rules give what the source prints under a verdict that says the source is wrong).
FIGURES_RIGHT = "The figures are right; the words are not."


def unnest(text: str) -> str:
    """``text`` ready to go inside parentheses: its own parentheses become brackets, as typesetting has it
    (``A bets (no blinds given)`` -> ``A bets [no blinds given]``), so a sentence never nests them."""
    return re.sub(r"\(([^()]*)\)", r"[\1]", text)


def _flags(value: dict) -> str:
    """A yes/no flag per game in words: ``{PLO: true, NLHE: false}`` -> ``in PLO, not in NLHE``."""
    yes = [k for k, v in value.items() if v]
    no = [k for k, v in value.items() if not v]
    if not yes:
        return f"not in {_and(no, 'or')}"
    return f"in {_and(yes)}" + (f", not in {_and(no, 'or')}" if no else "")


def phrase(key: str, value: Any) -> str:
    """One figure and its value in words (``min_raise_to``, 5600 -> ``a minimum raise to 5600``)."""
    name = str(key).rsplit(".", 1)[-1]
    if name in GAMES:
        return _flags({name: value}) if isinstance(value, bool) else f"{name}: {describe(value)}"
    if isinstance(value, dict) and name in _RECORDS:
        return _RECORDS[name](value)
    if name in _PHRASES:
        return _PHRASES[name](value)
    if isinstance(value, dict):
        inner = describe(value)
        return f"{_plain(name)}: {inner}" if inner else _plain(name)
    return f"{_plain(name)} {describe(value)}"


def _join(parts: list[str]) -> str:
    """Phrases joined as a list: ``a, b and c``, or ``a; b; c`` when a phrase is itself a list."""
    if any(", " in p or " and " in p or "; " in p for p in parts) and len(parts) > 1:
        return "; ".join(parts)
    return _and(parts)


def describe(value: Any) -> str:
    """A published or computed value in words: ``to_call 3600, min_raise_to 5600`` becomes
    ``3600 to call and a minimum raise to 5600``."""
    if isinstance(value, dict):
        if not value:
            return "nothing"
        if "as" in value and set(value) <= set(_AS_KEYS):
            return action(value)
        if all(str(k) in GAMES and isinstance(v, bool) for k, v in value.items()):
            return _flags(value)
        return _join([phrase(k, v) for k, v in value.items()])
    if isinstance(value, (list, tuple)):
        if value and all(isinstance(v, dict) and ("as" in v or "to" in v) for v in value):
            return "; ".join(action(v) for v in value)
        return _and(describe(v) for v in value) if value else "none"
    if value is None:
        return "nothing"
    if isinstance(value, bool):
        return _yes(value)
    return term(str(value))


#: The engine's names for a moment, as TDA 2024 words it (the engine's values stay as they are: they are
#: compared, never printed as they are).
_TERMS = (("significant action", "substantial action"),)


def term(text: str) -> str:
    """``text`` with the engine's names replaced by TDA 2024's (``significant action`` -> ``substantial
    action``)."""
    for engine, tda in _TERMS:
        text = text.replace(engine, tda).replace(engine.capitalize(), tda.capitalize())
    return text


_AS_KEYS = ("as", "to", "all_in", "full_raise", "added", "returned", "rule", "facing", "outcomes", "player")

#: Names of single figures, for sentences that say which figure differs.
_FIGURES = {
    "last_action.as": "what the action counts as", "last_action.to": "the amount of the action",
    "last_action.returned": "the chips handed back", "last_action.added": "the chips put in",
    "last_action.all_in": "whether the player is all-in", "last_action.full_raise": "whether it is a full raise",
    "last_action.facing.min_raise_to": "the minimum raise the player faced",
    "last_action.facing.to_call": "the amount the player faced", "last_action.outcomes": "the TD's choice",
    "last_action.rule": "the rule it falls under",
    "to_call": "the amount to call", "increment": "the raise increment", "min_raise_to": "the minimum raise",
    "max_raise_to": "the maximum raise", "can_raise": "whether the player may raise", "options": "the options",
    "current_bet": "the bet to match", "opening_bet": "the opening bet", "threshold": "the 50 % threshold",
    "with_chips": "the actions with chips", "significant_action": "whether substantial action happened",
    "face_up_on": "the street the hands are turned up on", "odd_chip_to": "who gets the odd chip",
    "odd_amount": "the odd amount", "outcome": "the outcome", "method": "the colour-up method",
    "seconds": "the time to act on the clock", "countdown": "the countdown", "accounting": "the deadline for a miscounted pot",
    "reading": "the deadline for a misread hand", "before_break": "the deadline after a hand that ends at a break",
    "halt_when_short_by": "how many players short a table halts", "hand_dead_at_end": "what happens when the clock runs out",
    "can_play_board": "whether the board can be played", "must_table": "the hole cards to table",
    "break_down_first": "whether odd chips are broken down first", "first_to_show": "who shows first",
}


def figure(path: str) -> str:
    """The name of one figure (a dotted path) in words: ``last_action.to`` -> ``the amount of the action``,
    ``pots[1].amount`` -> ``the first side pot``."""
    p = re.sub(r"\s*/\s*.*$", "", str(path))
    if p in _FIGURES:
        return _FIGURES[p]
    m = re.fullmatch(r"pots\[(\d+)\]\.amount", p)
    if m:
        n = int(m.group(1))
        return "the main pot" if n == 0 else "the side pot" if n == 1 else f"side pot {n}"
    m = re.fullmatch(r"pots\[(\d+)\]\.eligible", p)
    if m:
        return "who may win the main pot" if m.group(1) == "0" else f"who may win side pot {m.group(1)}"
    m = re.fullmatch(r"showdown\.rights\.(\w+)\.(\w+)", p)
    if m:
        return f"{m.group(1)}'s right to see {m.group(2)}'s hand"
    last = p.rsplit(".", 1)[-1]
    if last in _FIGURES:
        return _FIGURES[last]
    return "the " + _plain(re.sub(r"\[\d+\]", "", p))


def value(v: Any) -> str:
    """A bare value in words (``True`` -> yes, lists joined, ``None`` -> nothing)."""
    return describe(v)


def difference(path: str, published: Any, computed: Any) -> str:
    """How one printed figure differs from the computation: ``the minimum raise is 600 by the rules, not
    the printed 650``."""
    return f"{figure(path)} is {value(computed)} by the rules, not the printed {value(published)}"


def sentence(text: str) -> str:
    """``text`` as a sentence: a capital first letter, one final full stop."""
    text = text.strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."


__all__ = ["action", "and_list", "describe", "difference", "figure", "outcome", "outcomes", "phrase", "sentence", "term",
           "value"]
