"""Non-betting answers in plain sentences: what a catalogue entry's computed result says, as a person says it.

The betting cards answer with the ruling's headline (:class:`~rulescore.present.cards.RulingCard`). The other
entries call a function of the package (``compute: {function, args}``: a split pot, a seat draw, a clock, an
out-of-turn action) whose result is a mapping of figures. :func:`answer` turns that mapping into one or two
sentences, with one template per catalogue function (:data:`TEMPLATES`); it reads the result and the
arguments the entry gave, and decides nothing. A function without a template (or a result a template does
not expect) falls back to the figures with their labels, which a test keeps from reaching a card.

>>> answer("pots.split_pot", {"button": "S4"}, {"odd_chip_to": "S5", "odd_amount": 500})
'The odd 500 chip goes to S5, the first winner left of the button (S4).'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ..pots import pot_names
from .words import GAME_NAMES, LABELS, join_or, label, value_text


def _and(words: Sequence[Any]) -> str:
    return join_or(words, word="and")


def _ordinal(n: int) -> str:
    tail = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{tail}"


def _game(code: Any) -> str:
    return GAME_NAMES.get(str(code), str(code))


def _chips(mapping: Mapping[str, Any]) -> str:
    return ", ".join(f"{who} {chips}" for who, chips in mapping.items())


def _fallback(result: Mapping[str, Any]) -> str:
    """The figures with their labels (the form a test keeps off the cards)."""
    return "The rules give: " + "; ".join(f"{label(k)}: {value_text(v)}" for k, v in result.items()) + "."


# ------------------------------------------------------------------------------------------ the templates
def _conditional(r: Mapping[str, Any], a: Mapping[str, Any]) -> str:
    words = a.get("words")
    said = f"“{words}”" if words else "A conditional statement"
    text = f"{said} is a TD's decision: the TD rules it {join_or(list(r['outcome']))}"
    penalty = r.get("penalty")
    if penalty == "possible":
        text += ", and may penalise the player"
    elif penalty:
        text += f"; penalty: {penalty}"
    return text + "."


def _found_chip(r: Mapping[str, Any], a: Mapping[str, Any]) -> str:
    found, all_in = a.get("found"), a.get("all_in")
    chip = f"the {found} found behind the all-in of {all_in}" if found and all_in else "the chip found behind"
    return f"A TD's decision: {chip} is ruled either {join_or(list(r['outcome']))}."


_MOMENTS = {"before_next_card": "before the next card is dealt",
            "river_before_showdown": "on the river, before the showdown",
            "before_next_card_after_significant_action": "before the next card even after significant action",
            "after_next_card": "after the next card is dealt"}


def _correction_window(r: Mapping[str, Any], a: Mapping[str, Any]) -> str:
    what = {"low": "too small", "high": "too large"}.get(str(a.get("error")), "incorrect")
    structure = a.get("structure")
    head = f"In {structure}, an amount that is {what}" if structure else f"An amount that is {what}"
    yes = [_MOMENTS.get(k, label(k)) for k, v in r.items() if v is True]
    no = [_MOMENTS.get(k, label(k)) for k, v in r.items() if v is False]
    parts = []
    if yes:
        parts.append(f"is corrected when it is found {join_or(yes)}")
    if no:
        parts.append(f"{'but ' if yes else ''}stands when it is found {join_or(no)}")
    return f"{head} {', '.join(parts)}."


def _pot_count_rights(r: Mapping[str, Any], a: Mapping[str, Any]) -> str:
    yes = [_game(g) for g, v in r.items() if v]
    no = [_game(g) for g, v in r.items() if not v]
    if yes and no:
        return f"A player may ask the dealer to count the pot in {join_or(yes)}, not in {join_or(no)}."
    if yes:
        return f"A player may ask the dealer to count the pot in {join_or(yes)}."
    return f"A player may not ask the dealer to count the pot in {join_or(no)}."


def _split_pot(r: Mapping[str, Any], a: Mapping[str, Any]) -> str:
    out = []
    halves = r.get("halves")
    if isinstance(halves, Mapping) and {"high", "low"} <= set(halves):
        out.append(f"The pot splits {halves['high']} for the high hand and {halves['low']} for the low")
    to = r.get("odd_chip_to")
    if to:
        amount = r.get("odd_amount")
        chip = f"the odd {amount} chip" if amount else "the odd chip"
        why = ""
        if a.get("button") and a.get("rule", "first-winner") == "first-winner":
            why = f", the first winner left of the button ({a['button']})"
        out.append(f"{chip} goes to {to}{why}")
    unit = r.get("unit")
    if unit:
        out.append(f"the split is made in chips of {unit}, the smallest in play")
    if not out:
        return "The pot divides evenly: there is no odd chip."
    text = "; ".join(out)
    return text[0].upper() + text[1:] + "."


def _pots(pots: Sequence[Mapping[str, Any]]) -> str:
    return "; ".join(f"{'the ' if name == 'main pot' else ''}{name} is {p['amount']} ({_and(p.get('eligible') or [])})"
                     for name, p in zip(pot_names(len(pots)), pots))


def _settle(r: Mapping[str, Any], a: Mapping[str, Any]) -> str:
    out = []
    if r.get("pots"):
        text = _pots(r["pots"])
        out.append(text[0].upper() + text[1:] + ".")
    awards = r.get("awards") or {}
    if awards:
        out.append(_and([f"{who} wins {chips}" for who, chips in awards.items()]) + ".")
    if r.get("returned"):
        out.append(f"Returned uncalled: {_chips(r['returned'])}.")
    return " ".join(out)


def _burns(r: Mapping[str, Any], a: Mapping[str, Any]) -> str:
    when = "Significant action has taken place" if r.get("significant_action") else "Before significant action"
    misdeal = "it is a misdeal" if r.get("misdeal") else "there is no misdeal"
    text = f"{when}, so {misdeal}"
    dead = list(r.get("dead") or [])
    if dead:
        seats = _and([f"seat {s}" for s in dead])
        text += f": the hand in {seats} is dead" if len(dead) == 1 else f": the hands in {seats} are dead"
    burns = r.get("burns")
    if burns is not None:
        text += f", and {'one card is' if burns == 1 else f'{burns} cards are'} burned before the flop"
    return text + "."


def _line_verb(line: str) -> str:
    """``S5 call`` -> ``S5 calls`` (a scenario line said as a sentence)."""
    words = line.split()
    if len(words) < 2:
        return line
    verb = words[1]
    third = {"call": "calls", "fold": "folds", "check": "checks", "bet": "bets", "raise": "raises",
             "allin": "goes all-in"}.get(verb.lower(), verb)
    rest = words[2:]
    if verb.lower() == "raise" and rest:
        rest = ["to", *rest]
    return " ".join([words[0], third, *rest])


def _reply(key: str) -> str:
    return " and ".join(_line_verb(part.strip()) for part in key.split(";"))


def _branch(player: str, b: Mapping[str, Any]) -> str:
    if b.get("stands"):
        as_ = b.get("as")
        what = f"{as_} to {b['to']}" if b.get("to") and as_ in ("bet", "raise", "call") else str(as_ or "")
        return f"{player}'s action stands ({what})" if what else f"{player}'s action stands"
    text = f"{player}'s action does not stand"
    if b.get("returned"):
        text += f" and {b['returned']} goes back to {player}"
    options = list(b.get("options") or [])
    if options:
        text += f"; {player} has {b.get('to_call', 0)} to call and may {join_or(options)}"
        if b.get("min_raise_to") is not None and ("raise" in options or "bet" in options):
            text += f" (raise to at least {b['min_raise_to']})"
    return text


def _out_of_turn(r: Mapping[str, Any], a: Mapping[str, Any]) -> str:
    player = str(r.get("player") or a.get("player") or "the player")
    groups: dict[str, list[str]] = {}
    for key, b in (r.get("branches") or {}).items():
        groups.setdefault(_branch(player, b), []).append(_reply(key))
    out = []
    if r.get("skipped"):
        out.append(f"{player} acted out of turn, skipping {r['skipped']}.")
    for outcome, replies in groups.items():
        compound = any(" and " in r for r in replies)
        said = ", or if ".join(replies) if compound else join_or(replies)
        out.append(f"If {said}, {outcome}.")
    return " ".join(out)


# (the sentences say "face up", not "tables": the verb would weigh these cards in every search for a table)
def _cards_to_table(r: Mapping[str, Any], a: Mapping[str, Any]) -> str:
    return "At the showdown a hand wins only with its hole cards face up: " + _and(
        [f"{n} in {_game(g)}" for g, n in r.items()]) + "."


def _timeline(r: Mapping[str, Any], a: Mapping[str, Any]) -> str:
    out = f"The hands of {_and(r.get('face_up') or [])} go face up on the {r.get('face_up_on')}"
    to_come = list(r.get("cards_to_come") or [])
    out += f", with the {_and(to_come)} still to come" if to_come else ", with no card to come"
    sentences = [out + "."]
    side = list(r.get("side_pots") or [])
    if side:
        sentences.append(f"There {'is a side pot' if len(side) == 1 else 'are side pots'} of {_and(side)}.")
    order = list(r.get("settle_order") or [])
    if order:
        sentences.append(f"The pots are settled in the order {', then '.join(order)}.")
    return " ".join(sentences)


def _plays_board(r: Mapping[str, Any], a: Mapping[str, Any]) -> str:
    out = []
    if "can_play_board" in r:
        out.append(f"a player {'may' if r['can_play_board'] else 'may not'} play the board")
    if r.get("board_plays") is True:
        out.append("here the board is the player's best hand")
    elif r.get("board_plays") is False:
        out.append("here the board is not the player's best hand")
    if "must_table" in r:
        out.append(f"to win a share the player turns {r['must_table']} hole cards face up")
    if not out:
        return _fallback(r)
    return f"In {_game(a.get('game', 'NLHE'))}, " + "; ".join(out) + "."


_DEADLINES = {"reading": "a misread hand may be disputed until {}",
              "accounting": "a miscounted pot until {}",
              "before_break": "a hand that ended right before a break until {}"}


def _dispute_deadlines(r: Mapping[str, Any], a: Mapping[str, Any]) -> str:
    parts = [_DEADLINES[k].format(v) for k, v in r.items()]
    text = "; ".join(parts[:-1]) + (", and " if len(parts) > 1 else "") + parts[-1]
    return text[0].upper() + text[1:] + "."


def _dispute(r: Mapping[str, Any], a: Mapping[str, Any]) -> str:
    error = {"reading": "a misread hand", "accounting": "a miscounted pot"}.get(str(a.get("error")), "the error")
    raised = f" raised {a['raised']}" if a.get("raised") else ""
    may = "may still be corrected" if r.get("correctable") else "can no longer be corrected"
    text = f"A dispute over {error}{raised} {may}"
    if r.get("deadline"):
        text += f" (the deadline is {r['deadline']})"
    return text + "."


def _seat_draw(r: Mapping[str, Any], a: Mapping[str, Any]) -> str:
    out = []
    if "bijection" in r:
        out.append("every player gets exactly one seat" if r["bijection"] else "the draw does not give each "
                   "player one seat")
    if "highest_takes_top" in r:
        out.append("the highest card takes the top seat" if r["highest_takes_top"] else
                   "the highest card does not take the top seat")
    text = " and ".join(out)
    return text[0].upper() + text[1:] + "." if text else _fallback(r)


def _balance(r: Mapping[str, Any], a: Mapping[str, Any]) -> str:
    # the tables by their names alone (the situation names them): "table" would weigh IA-02 in every search
    # for a table
    halt = [str(t) for t in r.get("halt") or []]
    when = r.get("halt_when")
    parts = [f"{r['most']} has the most players"] if r.get("most") else []
    if isinstance(when, Mapping):  # the moment each table halts: {table: "the big blind reaches an empty seat"}
        parts += [f"{t} halts when {when[t]}" if t in when else f"{t} halts" for t in halt]
    elif halt:
        parts.append(f"{_and(halt)} halt{'s' if len(halt) == 1 else ''}" + (f" {when}" if when else ""))
    if not parts:
        return _fallback(r)
    return _and(parts) + "."


def _levels(r: Mapping[str, Any], a: Mapping[str, Any]) -> str:
    starts = list(a.get("hands_start_at") or [])
    levels = list(r.get("levels") or [])
    if len(starts) != len(levels):
        return _fallback(r)
    by: dict[str, list[str]] = {}
    for t, lev in zip(starts, levels):
        by.setdefault(str(lev), []).append(str(t))
    end = f" (the level ends at {a['level_ends_at']})" if a.get("level_ends_at") is not None else ""
    parts = [f"a hand begun at {_and(ts)} is played at the {lev} level" if len(ts) == 1 else
             f"hands begun at {_and(ts)} are played at the {lev} level" for lev, ts in by.items()]
    text = "; ".join(parts) + end
    return text[0].upper() + text[1:] + "."


def _colour_up(r: Mapping[str, Any], a: Mapping[str, Any]) -> str:
    how = {"round-up": "rounding each remainder up to one more new chip", "race": "a chip race"}.get(
        str(a.get("method")), "")
    chips = f" {a['retire']} chips" if a.get("retire") else ""
    head = f"After the colour-up of the{chips}" + (f" by {how}" if how else "")
    return f"{head}, the stacks are {_chips(r.get('after') or {})}."


def _leftover(r: Mapping[str, Any], a: Mapping[str, Any]) -> str:
    exchanged, removed = r.get("exchanged", 0), r.get("removed", 0)
    first = "Nothing is exchanged" if not exchanged else f"{exchanged} is exchanged for chips in play"
    return first + (f", and {removed} in leftover chips is removed without compensation." if removed else ".")


def _clock(r: Mapping[str, Any], a: Mapping[str, Any]) -> str:
    text = f"The player has {r['seconds']} seconds"
    if r.get("countdown"):
        text += f", then a {r['countdown']}-second countdown"
    in_time = r.get("in_time") or {}
    yes = [f"{t} seconds" for t, ok in in_time.items() if ok]
    no = [f"{t} seconds" for t, ok in in_time.items() if not ok]
    if yes:
        text += f"; acting after {join_or(yes)} is in time"
    if no:
        text += f"; acting after {join_or(no)} is too late"
    return text + "."


def _placings(r: Mapping[str, Any], a: Mapping[str, Any]) -> str:
    places = r.get("place_of") or {}
    by: dict[int, list[str]] = {}
    for who, place in places.items():
        by.setdefault(int(place), []).append(str(who))
    parts = [f"{_and(ps)} share {_ordinal(place)} place" if len(ps) > 1 else f"{ps[0]} takes {_ordinal(place)} place"
             for place, ps in sorted(by.items())]
    text = _and(parts)
    return text + "." if text else _fallback(r)


#: One template per catalogue function (the names of :data:`rulescore.catalogue.registry.COMPUTE`).
TEMPLATES: dict[str, Callable[[Mapping[str, Any], Mapping[str, Any]], str]] = {
    "declarations.conditional_statement": _conditional,
    "declarations.found_chip": _found_chip,
    "procedure.correction_window": _correction_window,
    "procedure.pot_count_rights": _pot_count_rights,
    "pots.split_pot": _split_pot,
    "pots.settle": _settle,
    "procedure.burns_after_sa": _burns,
    "engine.out_of_turn": _out_of_turn,
    "showdown.cards_to_table": _cards_to_table,
    "engine.all_in_timeline": _timeline,
    "hands.plays_board": _plays_board,
    "showdown.dispute_deadlines": _dispute_deadlines,
    "showdown.dispute": _dispute,
    "tables.seat_draw": _seat_draw,
    "tables.balance": _balance,
    "tables.level_for_hands": _levels,
    "tables.colour_up": _colour_up,
    "tables.leftover_exchange": _leftover,
    "tables.clock_compare": _clock,
    "tables.placings_and_prizes": _placings,
}


def answer(function: str | None, args: Mapping[str, Any] | None, result: Any) -> str:
    """The computed ``result`` of catalogue function ``function`` (called with ``args``) in plain words."""
    if not isinstance(result, Mapping):
        return f"The rules give: {value_text(result)}."
    template = TEMPLATES.get(function or "")
    if template is None:
        return _fallback(result)
    try:
        return template(result, args or {})
    except (KeyError, TypeError, ValueError, AttributeError):  # a result shaped otherwise: say the figures
        return _fallback(result)


#: Labels that mark a ``key: value`` answer (the fallback), for the test that keeps it off the cards.
KEY_LABELS = frozenset(LABELS.values())
