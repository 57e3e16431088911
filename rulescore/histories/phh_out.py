"""Scenarios cut before an action (:func:`cut`, what ``--at K`` rules) and written as PHH (:func:`to_phh`).

Writing: a scenario's actions *as ruled* (a silent push or a spoken declaration enters as the bet, call or
fold it was ruled to be, with the line as written kept as the action's comment), with its blinds, antes and
stacks, as PHH text that ``pokerkit.notation.HandHistory.loads`` reads back and rulescore reads back to the
same scenario:

* a stack the scenario does not give (a deep player) is written ``inf``, which both read as "not given";
* a dead small blind is one forced bet of the big blind's size in the first seat; with a straddle, the
  straddle is the second forced bet (``[200, 400, 0, 0]`` with ``min_bet = 200``: pokerkit posts exactly that,
  and rulescore reads a first forced bet equal to the minimum bet, followed by a larger one, as the big blind
  and a straddle);
* only hands written from the preflop can be written: PHH records a hand from the deal, and a scenario that
  starts on a later street (``street: flop`` with ``pot:``) has no preflop to record. Such a hand is refused
  in one line that says so and how to write it instead (decision for issue 36: the README and ``--help``
  show ``--phh`` on a whole hand, ``examples/whole-hand.yaml``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine import play
from ..input.scenario import BOARD_AT, coerce, parse_cards, parse_street
from ..records.errors import ScenarioError
from ..records.vocabulary import BETTING_VERBS, PLAYED, ActionKind, Game, Street
from ..records.vocabulary import STREETS as _STREETS

#: Scenario game -> PHH variant code (for :func:`to_phh`; PLO8 has none).
VARIANTS = {g.value: g.variant for g in Game if g is not Game.PLO8}  # the vocabulary's codes

#: The board cards each street deals (scenario.BOARD_AT counts them in all).
_CARDS_ON = {s.value: BOARD_AT[s] - BOARD_AT[prev] for prev, s in zip(Street, list(Street)[1:])}

if TYPE_CHECKING:
    from pokerkit import HandHistory

#: What a stack the scenario leaves out (deep) is written as: PHH's ``inf``, read back as "not given".
DEEP = float("inf")


def cut(data: dict, k: int) -> dict:
    """The scenario mapping ``data`` with only the lines before its ``k``-th action line (1-based, counted
    over every street in hand order; ``k`` one past the last line keeps them all): the ruling of the result
    is the decision before action ``k``. ``ask`` is dropped (the ruling is for whoever is to act), and a
    ``board`` is cut to the cards out by the street reached.

    >>> cut({"blinds": "1/2", "seats": ["A", "B", "C"], "actions": ["C call", "A call", "B check"]}, 2)["actions"]
    ['C call']
    """
    if isinstance(k, bool) or not isinstance(k, int):
        raise ScenarioError(f"--at {k!r}: give the number of an action (1 for the first)")
    out = dict(data)
    out.pop("ask", None)
    if "streets" in data and isinstance(data["streets"], dict):
        lists = [(street, list(lines or [])) for street, lines in data["streets"].items()]
    else:
        lists = [(str(data.get("street") or "preflop"), list(data.get("actions") or []))]
    total = sum(len(lines) for _, lines in lists)
    if not 1 <= k <= total + 1:
        raise ScenarioError(f"--at {k}: the hand has {total} action{'s' * (total != 1)}; give 1 to {total + 1} "
                            f"({total + 1}: after the last)")
    if "streets" in data and isinstance(data["streets"], dict):
        # every street up to that of action k (all of them after the last), each with its lines before k
        target = _first_street_with(lists, k) if k <= total else lists[-1][0]
        kept: dict[str, list] = {}
        left = k - 1
        for street, lines in lists:
            kept[street] = lines[:max(left, 0)]
            left -= len(lines)
            if street == target:
                break
        out["streets"] = kept
        reached = target
    else:
        out["actions"] = lists[0][1][:k - 1]
        reached = lists[0][0]
    board = data.get("board")
    if board:
        shown = BOARD_AT[parse_street(reached)]
        cards = parse_cards(board, what="board")
        if len(cards) > shown:
            if shown:
                out["board"] = " ".join(cards[:shown])
            else:
                out.pop("board")
    return out


def _first_street_with(lists: list[tuple[str, list]], k: int) -> str | None:
    """The street of the ``k``-th line."""
    seen = 0
    for street, lines in lists:
        seen += len(lines)
        if k <= seen:
            return street
    return None


# ------------------------------------------------------------------------------------------- writing
def to_phh(source: Any) -> str:
    """A scenario (mapping, YAML text or :class:`~rulescore.input.scenario.Scenario`) as PHH text, its actions as
    ruled (module docstring). Only hands that start preflop can be written (PHH records a hand from the
    deal); anything else is a :class:`~rulescore.records.errors.ScenarioError` naming why."""
    return hand_history(source).dumps() + "\n"


def hand_history(source: Any) -> HandHistory:
    """pokerkit's ``HandHistory`` of a scenario (what :func:`to_phh` writes). (Over 80 lines: one pass writes
    the forced bets, the dealing, each ruled action with the board dealt before its street, and the showdown;
    split, the dealt-card count and the street reached would be passed between the parts.)"""
    sc = coerce(source)
    if sc.game.value not in VARIANTS:
        raise ScenarioError(f"game {sc.game.value}: PHH has no variant for it (PHH writes "
                            f"{', '.join(VARIANTS)})")
    if sc.start is not Street.PREFLOP:
        raise ScenarioError(f"--phh: this hand starts on the {sc.start.value} (with {sc.pot} in the pot), and PHH "
                            f"records a hand from the deal: only a hand written from the preflop (streets: with "
                            f"preflop first, as examples/whole-hand.yaml) can be written as PHH")
    ruling = play(sc)
    seats = sc.seats
    n = len(seats)
    index = {name: (1 - k if n == 2 else k) for k, name in enumerate(seats)}  # seat -> pokerkit index
    by_index = sorted(seats, key=index.__getitem__)
    sb, bb = sc.blinds
    big = 0 if sc.dead_small_blind else 1
    forced = [0] * n
    if sc.dead_small_blind:
        forced[0] = bb
    else:
        forced[0], forced[1] = sb, bb
    if sc.straddle is not None:
        forced[seats.index(sc.straddle.player)] = sc.straddle.amount
    if sc.antes:
        antes = [sc.antes.get(s, 0) for s in seats]
    elif sc.bb_ante:
        antes = [0] * n
        antes[big] = sc.bb_ante
    else:
        antes = [sc.ante] * n
    deep = [s for s in seats if s not in sc.stacks]
    stacks = [sc.stacks.get(s, DEEP) for s in by_index]
    setup = sc.showdown
    lines: list[str] = []
    for s in by_index:
        hole = "".join(setup.hands[s]) if setup is not None and s in setup.hands else "??" * sc.game.hole_cards
        lines.append(f"d dh p{index[s] + 1} {hole}")
    board = list(setup.board) if setup is not None else []
    dealt = 0
    last_street = "preflop"
    for rec in ruling.actions:
        if rec.ruled_as not in PLAYED:
            continue
        if rec.street != last_street:
            for st in _STREETS[_STREETS.index(last_street) + 1:_STREETS.index(rec.street) + 1]:
                want = _CARDS_ON[st]
                cards = board[dealt:dealt + want]
                dealt += len(cards)
                lines.append("d db " + ("".join(cards) if len(cards) == want else "??" * want))
            last_street = rec.street
        p = f"p{index[rec.player] + 1}"
        if rec.ruled_as is ActionKind.FOLD:
            line = f"{p} f"
        elif rec.ruled_as in (ActionKind.CHECK, ActionKind.CALL):
            line = f"{p} cc"
        else:
            line = f"{p} cbr {rec.to}"
        plain = rec.written.split()[1:2]
        if plain and plain[0] not in (*BETTING_VERBS, "cc", "cbr"):
            line += f" # as ruled from: {rec.written}"
        lines.append(line)
    for st in _STREETS[_STREETS.index(last_street) + 1:]:  # the rest of a known board (an all-in run-out)
        want = _CARDS_ON[st]
        cards = board[dealt:dealt + want]
        if len(cards) < want:
            break
        dealt += want
        lines.append("d db " + "".join(cards))
    live = [s for s in seats if s not in {r.player for r in ruling.actions if r.ruled_as is ActionKind.FOLD}]
    if ruling.betting_over and len(live) > 1 and setup is not None and len(board) == 5:
        for s in live:  # the showdown: every hand still in, tabled (pokerkit then settles the pots itself)
            if s in setup.hands:
                lines.append(f"p{index[s] + 1} sm {''.join(setup.hands[s])}")
    kwargs: dict[str, Any] = {}
    if sc.game.structure.value == "fixed-limit":
        kwargs.update(small_bet=bb, big_bet=2 * bb)
    else:
        kwargs.update(min_bet=bb)
    from pokerkit import HandHistory  # lazy: only writing PHH needs pokerkit

    hh = HandHistory(variant=VARIANTS[sc.game.value], ante_trimming_status=bool(sc.ante) and not sc.antes,
                antes=antes, blinds_or_straddles=forced, starting_stacks=stacks,  # type: ignore[arg-type]  # inf
                actions=lines,
                players=list(by_index), **kwargs)
    hh.user_defined_fields["_rulescore"] = "written by rulescore from a scenario; the players are its seat names"
    if deep:
        hh.user_defined_fields["_rulescore_deep"] = deep
    return hh
