"""One hand's pokerkit ``HandHistory`` (read from PHH or from a site's text) as a scenario mapping that
:func:`rulescore.input.scenario.from_dict` validates like any other (decisions in the package docstring)."""

from __future__ import annotations

import contextlib
import dataclasses
import math
import re
from collections.abc import Iterable
from decimal import Decimal
from typing import Any

from ..engine import apply_event, first_round
from ..input.scenario import from_dict, parse_action, read_amount
from ..records.errors import RulesError, ScenarioError, UnsupportedError
from ..records.vocabulary import GAMES as GAME_NAMES
from ..records.vocabulary import ActionKind, Game, Street, Structure
from .record import GAMES, OTHER_GAMES, STREETS, Action, Hand, History

#: Most decimal places an amount may have (cents need 2).
MAX_DECIMALS = 4
#: Fewest decimal places amounts with a fraction are scaled by: cents, as money is written (a hand whose
#: amounts happen to have one decimal is still ruled in cents, like the other hands of its table).
MIN_DECIMALS = 2
#: Seat names by table size, clockwise from the first seat left of the button.
POSITIONS = {
    2: ("SB", "BB"), 3: ("SB", "BB", "BTN"), 4: ("SB", "BB", "UTG", "BTN"), 5: ("SB", "BB", "UTG", "CO", "BTN"),
    6: ("SB", "BB", "UTG", "HJ", "CO", "BTN"), 7: ("SB", "BB", "UTG", "LJ", "HJ", "CO", "BTN"),
    8: ("SB", "BB", "UTG", "UTG+1", "LJ", "HJ", "CO", "BTN"),
    9: ("SB", "BB", "UTG", "UTG+1", "UTG+2", "LJ", "HJ", "CO", "BTN"),
    10: ("SB", "BB", "UTG", "UTG+1", "UTG+2", "MP", "LJ", "HJ", "CO", "BTN"),
}


def seat_names(n: int, *, dead_small_blind: bool = False) -> tuple[str, ...]:
    """Position names for ``n`` players (with a dead small blind: the names of ``n + 1`` seats less ``SB``).

    >>> seat_names(6)
    ('SB', 'BB', 'UTG', 'HJ', 'CO', 'BTN')
    >>> seat_names(4, dead_small_blind=True)
    ('BB', 'UTG', 'CO', 'BTN')
    """
    if dead_small_blind:
        return POSITIONS[n + 1][1:]
    return POSITIONS[n]


# ------------------------------------------------------------------------------------------- amounts
def _finite(v: Any) -> bool:
    return not (isinstance(v, (float, Decimal)) and not math.isfinite(v))


def _decimals(value: Any) -> int:
    if isinstance(value, Decimal) and value.is_finite():
        exponent = value.normalize().as_tuple().exponent
        return max(0, -exponent) if isinstance(exponent, int) else 0
    if isinstance(value, float) and math.isfinite(value) and value != int(value):
        return len(repr(value).split(".")[1]) if "e" not in repr(value) else MAX_DECIMALS + 1
    return 0


def _amounts(hh: Any) -> Iterable[Any]:
    for name in ("antes", "blinds_or_straddles", "starting_stacks", "finishing_stacks", "winnings"):
        yield from getattr(hh, name, None) or ()
    for name in ("min_bet", "small_bet", "big_bet"):
        if getattr(hh, name, None) is not None:
            yield getattr(hh, name)
    other = getattr(hh, "other", None) or {}
    yield from (other[k] for k in ("pot", "rake") if k in other)
    yield from other.get("returned") or ()
    yield from (v for v in getattr(hh, "added", ()) or () if v is not None)
    for action in hh.actions:
        words = action.split("#")[0].split()
        if len(words) == 3 and words[1] == "cbr":
            with contextlib.suppress(ArithmeticError, ValueError):
                yield Decimal(words[2].replace(",", ""))


def scale_of(hh: Any) -> int:
    """Chips per unit of the hand's amounts: 1 when all are whole, else 100 (cents), or the power of ten that
    makes amounts of more than two decimal places whole."""
    places = max((_decimals(v) for v in _amounts(hh)), default=0)
    if places:
        places = max(places, MIN_DECIMALS)
    if places > MAX_DECIMALS:
        raise UnsupportedError(f"an amount with {places} decimal places: rulescore scales amounts to whole "
                               f"chips with at most {MAX_DECIMALS}")
    return 10**places


def whole(value: Any, scale: int, what: str) -> int:
    """``value`` of the history (a number pokerkit read) as whole chips at ``scale``, through the one reader of
    amounts (:func:`rulescore.input.scenario.read_amount`): a negative, fractional, infinite or huge amount is a
    one-line refusal."""
    if isinstance(value, bool) or not isinstance(value, (int, float, Decimal)):
        raise ScenarioError(f"{what}: {value!r} is not an amount")
    if not _finite(value):
        raise ScenarioError(f"{what}: {value} is not a number of chips")
    number = Decimal(value) * scale
    if number != number.to_integral_value():
        raise ScenarioError(f"{what}: {value} is not a whole number of units at scale {scale}")
    if abs(number) > 10**30:
        raise ScenarioError(f"{what}: {value} is more chips than any tournament has")
    return read_amount(int(number), what)


def stack(value: Any, scale: int, what: str) -> int | None:
    """A starting stack: whole chips, or ``None`` for ``inf`` (the history does not give the stack: PHH
    writes ``inf``, iPoker a placeholder pokerkit reads as ``inf``). ``-inf`` and ``nan`` are refused."""
    if isinstance(value, (float, Decimal)) and math.isinf(value) and value > 0:
        return None
    return whole(value, scale, what)


# ------------------------------------------------------------------------------------------- the hand
def from_hand_history(hh: Any, *, source: str = "<text>", format: str = "phh", hand: int = 1, hands: int = 1,
                      notes: Iterable[str] = (), encoding: str = "") -> History:
    """The scenario of one pokerkit ``HandHistory`` (see the package docstring for every decision)."""
    where = f"{source}: hand {hand}" if hands > 1 else source
    variant = hh.variant
    if variant not in GAMES:
        name = OTHER_GAMES.get(variant, f"variant {variant!r}")
        raise UnsupportedError(f"{where}: {name} (PHH variant {variant}): rulescore rules hold'em and Omaha only "
                               f"({', '.join(GAME_NAMES)})")
    try:
        return _convert(hh, where=where, source=source, format=format, hand=hand, hands=hands, notes=list(notes),
                        encoding=encoding)
    except RulesError as exc:
        if exc.detail.startswith(where):
            raise
        raise type(exc)(f"{where}: {exc.detail}", rule=exc.rule) from None


def _convert(hh: Any, *, where: str, source: str, format: str, hand: int, hands: int, notes: list[str],
             encoding: str) -> History:
    game = GAMES[hh.variant]
    scale = scale_of(hh)
    n = len(hh.starting_stacks or ())
    if not 2 <= n <= 10:
        raise UnsupportedError(f"{n} players; a table seats 2 to 10")

    def chips(value: Any, what: str) -> int:
        return whole(value, scale, what)

    data, seats, name_of = _table(hh, game, n, scale, notes, format)
    streets, actions, board, hole, folded = _lines(hh, n, name_of, chips)
    data["streets"] = {s: streets[s] for s in STREETS if s in streets}
    actions, gaps, as_call, kept = _fill_gaps(data, actions, reached={3: 1, 4: 2, 5: 3}.get(len(board), 0))
    notes += gaps
    if as_call and isinstance(hh, Hand) and not hh.text:
        # pokerkit's record of a site's hand gets the same calls (it cannot play a raise nobody can call);
        # the k-th player action read is the k-th f / cc / cbr of the record's actions
        played = [i for i, raw in enumerate(hh.actions) if raw.split()[1:2] and raw.split()[1] in ("f", "cc", "cbr")
                  and raw.split()[0] != "d"]
        swap = {played[k - 1] for k in as_call}
        hh = dataclasses.replace(hh, actions=[f"{raw.split()[0]} cc" if i in swap else raw
                                              for i, raw in enumerate(hh.actions)])
    folded |= {a.line.split()[0] for a in actions if a.line.endswith(" fold")}
    live = [s for s in seats if s not in folded]
    if board or hole:
        known = len(live) == 1 or (len(board) == 5 and all(s in hole for s in live))
        if known:
            if board:
                data["board"] = " ".join(board)
            if hole:
                data["hands"] = {s: hole[s] for s in seats if s in hole}
    players: dict[str, str] = {}
    if hh.players and len(hh.players) == n:
        players = {name_of[k]: str(p) for k, p in enumerate(hh.players)}
        players = {s: players[s] for s in seats}

    def by_seat(values: Any, what: str) -> dict[str, int] | None:
        if not values or len(values) != n or not all(map(_finite, values)):
            return None
        got = {name_of[k]: chips(v, what) for k, v in enumerate(values)}
        return {s: got[s] for s in seats}

    event = " · ".join(str(x) for x in (getattr(hh, "event", None), getattr(hh, "venue", None)) if x)
    other = getattr(hh, "other", None) or {}
    return History(scenario=data, source=source, format=format, hand=hand, hands=hands, variant=hh.variant,
                   scale=scale, players=players, actions=tuple(actions),
                   finishing_stacks=by_seat(hh.finishing_stacks, "finishing_stacks"),
                   winnings=by_seat(hh.winnings, "winnings"),
                   returned=by_seat(other.get("returned"), "returned"), kept=kept,
                   pot=chips(other["pot"], "pot") if "pot" in other else None,
                   added=chips(other["added"], "added") if "added" in other else None,
                   rake=chips(other["rake"], "rake") if "rake" in other else None,
                   currency=str(getattr(hh, "currency_symbol", "") or ""),
                   notes=tuple(notes), event=event, record=hh, encoding=encoding)


def _table(hh: Any, game: str, n: int, scale: int, notes: list[str], format_: str) -> tuple[dict, tuple[str, ...], dict[int, str]]:
    """The scenario's game, blinds, straddle, antes, seats and stacks; the seat names; pokerkit's player index
    -> seat name (heads-up PHH numbers the big blind ``p1`` and the button ``p2``)."""

    def chips(value: Any, what: str) -> int:
        return whole(value, scale, what)

    order = [1, 0] if n == 2 else list(range(n))
    forced = [_negative(hh) if _finite(v) and not isinstance(v, bool) and isinstance(v, (int, float, Decimal))
              and v < 0 else chips(v, "blinds_or_straddles") for v in (hh.blinds_or_straddles or [0] * n)]
    antes = [chips(v, "antes") for v in (hh.antes or [0] * n)]
    if len(forced) != n or len(antes) != n:
        raise ScenarioError(f"antes and blinds_or_straddles need one entry per player ({n})")
    fixed = Game(game).structure is Structure.FIXED_LIMIT
    written_cap = (getattr(hh, "other", None) or {}).get("cap") if format_ != "phh" else None
    if fixed:
        small, big_bet = chips(hh.small_bet, "small_bet"), chips(hh.big_bet, "big_bet")
        bb = small
        if format_ == "phh":
            notes.append("fixed limit: PHH records no cap; the scenario takes one bet and four raises a street "
                         "(cap: 5), as WSOP rules do (rule 100-b)")
        elif written_cap is None:
            notes.append("fixed limit: the history writes no cap; the scenario takes one bet and three raises a "
                         "street (cap: 4), as the sites' fixed-limit tables cap a street (TDA 48: the house's "
                         "limit)")
        if big_bet != 2 * small:
            raise UnsupportedError(f"big_bet {hh.big_bet} is not twice small_bet {hh.small_bet}: rulescore's fixed "
                                   f"limit doubles the bet on the turn")
    else:
        bb = chips(hh.min_bet, "min_bet")
    stacks_by_index = [stack(v, scale, "starting_stacks") for v in hh.starting_stacks]
    sb, dead_sb, straddle = _blinds(hh, forced, bb, n, stacks_by_index, antes, notes)
    seats = seat_names(n, dead_small_blind=dead_sb)
    name_of = {k: seats[order[k]] for k in range(n)}
    stacks = {name_of[k]: v for k, v in enumerate(stacks_by_index) if v is not None}
    unknown = [name_of[k] for k, v in enumerate(stacks_by_index) if v is None]
    if unknown:
        notes.append(f"stack{'s' * (len(unknown) > 1)} not given ({', '.join(s for s in seats if s in unknown)}: the "
                     f"history writes inf): no upper limit known")
    data: dict[str, Any] = {"game": game, "blinds": [sb, bb], "seats": list(seats)}
    if stacks:
        data["stacks"] = {s: stacks[s] for s in seats if s in stacks}
    if fixed:
        data["cap"] = 5 if format_ == "phh" else written_cap or 4
    if dead_sb:
        data["dead_small_blind"] = True
    if straddle:  # posted by the first seat after the big blind
        data["straddle"] = {"player": seats[1 if dead_sb else 2], "amount": straddle}
    big_seat = 0 if dead_sb else 1
    seat_antes = {seats[i]: a for i, a in enumerate(antes) if a}  # antes are listed in seat order
    if seat_antes:
        top = max(seat_antes.values())
        short = [s for s, a in seat_antes.items() if a < top and stacks.get(s) == a]  # all-in for part of the ante
        if len(seat_antes) == n and all(a == top or s in short for s, a in seat_antes.items()):
            data["ante"] = top
            if short:
                notes.append(f"{', '.join(short)} {'is' if len(short) == 1 else 'are'} all-in for part of the ante "
                             f"of {top}: the table's ante, which the short stack posts all it has of")
        elif list(seat_antes) == [seats[big_seat]] and not dead_sb:
            data["bb_ante"] = seat_antes[seats[big_seat]]
        else:
            data["ante"] = seat_antes
    return data, seats, name_of


def _negative(hh: Any) -> int:
    raise UnsupportedError(f"a blind posted out of position (a player coming into the game; blinds_or_straddles "
                           f"{_listed(hh.blinds_or_straddles)}): rulescore rules the blinds of the seats left of "
                           f"the button only")


def _blinds(hh: Any, forced: list[int], bb: int, n: int, stacks: list[int | None], antes: list[int],
            notes: list[str]) -> tuple[int, bool, int | None]:
    """``(small blind, dead small blind, straddle)`` from the forced bets in seat order. A blind below its size
    is a blind posted all-in for less (the poster's whole stack)."""
    straddle = None
    big_index = 0 if n == 2 else 1  # pokerkit's index of the big blind (heads-up: p1)
    big_stack = stacks[big_index]
    # the ante of pokerkit's player i: heads-up the antes are listed the other way round (p1 posts the second)
    own_ante = [antes[1 - i] if n == 2 else antes[i] for i in range(n)]
    short_big = 0 < forced[1] < bb and big_stack is not None and big_stack - own_ante[big_index] == forced[1]
    if n > 2 and forced[0] == bb and forced[1] > bb and not any(forced[2:]):
        notes.append(f"dead small blind: nobody posted it, the first seat left of the button posted the big blind "
                     f"of {bb} and the next seat straddled {forced[1]}; the small blind's size is not in the history, "
                     f"taken as {bb // 2}")
        return bb // 2, True, forced[1]
    if forced[0] > 0 and forced[1] == 0 and big_stack is not None and big_stack <= own_ante[big_index] \
            and not any(forced[2:]):
        notes.append(f"the big blind is all-in for the ante and posts no blind: the bet to call is the big blind of "
                     f"{bb} all the same")
        return forced[0], False, None
    if forced[0] > 0 and forced[1] > 0:
        sb, big = forced[0], forced[1]
        if big != bb and not short_big:
            raise UnsupportedError(f"the big blind of {big} is not the minimum bet of {bb}")
        if sb > bb:
            raise UnsupportedError(f"a small blind of {sb} above the big blind of {bb}")
        rest = forced[2:]
        if rest and rest[0] > 0:
            straddle = rest[0]
            rest = rest[1:]
        if any(rest):
            raise UnsupportedError(f"blinds_or_straddles {_listed(hh.blinds_or_straddles)}: more than one straddle; "
                                   f"rulescore rules one live straddle")
        return sb, False, straddle
    if forced[0] > 0 and not any(forced[1:]):
        if forced[0] != bb or n < 3:
            raise UnsupportedError(f"only one blind of {forced[0]} is posted and it is not the big blind of {bb}")
        notes.append(f"dead small blind: nobody posted it, and the first seat left of the button posted the big "
                     f"blind of {bb}; the small blind's size is not in the history, taken as {bb // 2}")
        return bb // 2, True, None
    if not any(forced) and all(v is not None and v <= a for v, a in zip(stacks, own_ante, strict=True)):
        raise UnsupportedError("every player is all-in for the ante: no blind is posted and no decision is left; "
                               "rulescore rules hands with a small and a big blind, or a dead small blind")
    raise UnsupportedError(f"blinds_or_straddles {_listed(hh.blinds_or_straddles)}: rulescore rules hands with "
                           f"a small and a big blind, or a dead small blind")


def _lines(hh: Any, n: int, name_of: dict[int, str], chips: Any) -> tuple[dict, list[Action], list, dict, set]:
    """The betting lines by street, the actions, the board, the known hole cards and the folds."""
    streets: dict[str, list[str]] = {"preflop": []}
    street = 0
    board: list[str] = []
    hole: dict[str, str] = {}
    folded: set[str] = set()
    actions: list[Action] = []
    texts = getattr(hh, "lines", ()) or ()
    calls = getattr(hh, "added", ()) or ()
    for i, raw in enumerate(hh.actions):
        words = raw.split("#")[0].split()
        if not words:
            continue
        if words[0] == "d":
            if len(words) == 3 and words[1] == "db":
                street += 1
                if street > 3:
                    raise UnsupportedError(f"{raw!r}: more than three board dealings (a run-it-twice board is "
                                           f"not read)")
                board += _cards(words[2])
            elif len(words) == 4 and words[1] == "dh":
                cards = _cards(words[3])
                if cards and "?" not in words[3]:
                    hole[name_of[_player(words[2], n, raw)]] = " ".join(cards)
            else:
                raise UnsupportedError(f"action {raw!r}: a dealing rulescore does not read")
            continue
        actor = name_of[_player(words[0], n, raw)]
        verb = words[1] if len(words) > 1 else ""
        if verb == "sm":
            if len(words) == 3 and "?" not in words[2] and words[2] != "-":
                hole[actor] = " ".join(_cards(words[2]))
            continue
        if verb in ("sd", "pb"):
            raise UnsupportedError(f"action {raw!r}: {'a draw' if verb == 'sd' else 'a bring-in'} in a board game")
        if verb == "f" and len(words) == 2:
            line = f"{actor} fold"
            folded.add(actor)
        elif verb == "cc" and len(words) == 2:
            line = f"{actor} cc"
        elif verb == "cbr" and len(words) == 3:
            line = f"{actor} cbr {chips(_number(words[2], raw), raw)}"
        else:
            raise ScenarioError(f"action {raw!r}: not a PHH action rulescore reads (f, cc, cbr N, sm, d dh, d db)")
        name = STREETS[street]
        streets.setdefault(name, [])
        for earlier in STREETS[1:street]:
            streets.setdefault(earlier, [])
        text = texts[i] if i < len(texts) else ""
        called = calls[i] if i < len(calls) else None
        actions.append(Action(number=len(actions) + 1, street=name, line=line, written=raw.strip(), text=text,
                              called=None if called is None else chips(called, text or raw)))
        streets[name].append(line)
    return streets, actions, board, hole, folded


def _raise_as_call(rnd: Any, a: Action, ev: Any) -> tuple[Action, int, str] | None:
    """A raise no other player can call more of (a site writes an all-in over an all-in nobody can match so) as
    what it is, a call, the chips above it staying with the player (08.4): ``(the call, those chips, a note)``,
    or ``None`` for any other action. A fold by a player all-in is refused: a site folds the hand of an all-in
    player who sits out (an absent player's hand is dead, the blinds and antes staying in the pot: 30), and
    rulescore's scenarios have no dead all-in hand."""
    player = a.line.split()[0]
    if ev.verb == "fold" and rnd.seat(player).behind == 0 and not rnd.seat(player).folded:
        raise UnsupportedError(f"line {(a.text or a.written)[:120]!r}: {player} is all-in and the history folds the "
                               f"hand (a player sitting out: an absent player's hand is killed and the blinds and "
                               f"antes stay in the pot); rulescore does not rule a killed all-in hand", rule="30")
    why = rnd.why_no_raise(player) if ev.verb == "cbr" else None
    if why is None or not why[0].startswith("no other player can call more"):
        return None
    level = max(s.committed for s in rnd.seats if s.name != player)
    call = Action(number=a.number, street=a.street, line=f"{player} cc", written=a.written, text=a.text,
                  called=a.called)
    return call, (ev.amount or 0) - level, (f"{player}'s raise ({a.text or a.written}) is a call: {why[0]}, so the "
                                            f"chips above the call stay with {player} ({why[1]})")


def _fill_gaps(data: dict, actions: list[Action], reached: int = 0) -> tuple[list[Action], list[str], set[int], dict[str, int]]:
    """Histories leave out an action now and then (a fold nobody typed). Replay the lines through rulescore's
    own round, and where a line's player is not the one to act, or a street ends while someone still has to
    act, give each player left out a check when nothing is owed, else a fold (the repair pokerkit makes when
    it replays the same history). A player the history leaves without an action at the end of the hand is
    left so: with nobody else to act against (the big blind facing a smaller all-in, or the last player
    with chips), nothing is left to decide and the hand is settled as it stands. Returns the actions,
    renumbered, and a note for each repair."""
    base = {k: v for k, v in data.items() if k not in ("streets", "board", "hands")}
    base["streets"] = {"preflop": []}
    start = from_dict(base)
    rnd = first_round(start)
    seats = tuple(data["seats"])
    game = start.game
    out: list[Action] = []
    notes: list[str] = []
    lines_by_street = data["streets"]
    queue = list(actions)
    as_call: set[int] = set()
    kept: dict[str, int] = {}

    def fill(street: str, why: str) -> None:
        player = rnd.to_act
        assert player is not None
        line = f"{player} {'cc' if rnd.to_call(player) == 0 else 'fold'}"
        ev = parse_action(line, len(rnd.actions) + 1, seats, street=rnd.street, game=game)
        apply_event(rnd, ev)
        out.append(Action(number=len(out) + 1, street=street, line=line, written=""))
        notes.append(f"the history leaves out {player}'s action on the {street} ({why}): {player} "
                     f"{'checks' if line.endswith('cc') else 'folds'} there, as pokerkit repairs it")

    names = list(lines_by_street)
    for k, street in enumerate(names):
        if k:
            while not rnd.closed and len(rnd.live_players) > 1:
                fill(names[k - 1], f"the {street} is dealt with {rnd.to_act} still to act")
            rnd = rnd.next_street()
        for _ in lines_by_street[street]:
            a = queue.pop(0)
            player = a.line.split()[0]
            while rnd.to_act is not None and rnd.to_act != player and rnd.seat(player).live:
                fill(street, f"{player} acts next in the history")
            ev = parse_action(a.line, len(rnd.actions) + 1, seats, street=rnd.street, game=game)
            call = _raise_as_call(rnd, a, ev)
            if call is not None:
                a, above, note = call
                as_call.add(a.number)
                kept[player] = kept.get(player, 0) + above
                notes.append(note)
                ev = parse_action(a.line, len(rnd.actions) + 1, seats, street=rnd.street, game=game)
            try:
                rec = apply_event(rnd, ev)
            except RulesError as exc:
                if a.text:  # a site's line: name it
                    raise type(exc)(f"line {a.text[:120]!r}: {exc.detail}", rule=exc.rule) from None
                raise exc.at(f"action {len(out) + 1} ({a.line}; the history writes {a.written})") from None
            if a.called is not None and rec.ruled_as is ActionKind.CALL and rec.added != a.called:
                raise ScenarioError(_call_differs(a, rec.added, rnd, data))
            out.append(Action(number=len(out) + 1, street=street, line=a.line, written=a.written, text=a.text,
                              called=a.called))
    last = STREETS.index(names[-1])
    if reached > last and rnd.closed and sum(1 for p in rnd.live_players if rnd.seat(p).behind != 0) > 1:
        # the history stops after dealing a street on which players with chips still have to bet: that street,
        # with no line yet, is where the hand stands (its first decision is the ruling's)
        names += list(STREETS[last + 1:reached + 1])
        notes.append(f"the history ends with the {STREETS[reached]} dealt and no action on it: the ruling is "
                     f"the {STREETS[reached]}'s first decision")
    if not notes:
        return actions, [], set(), {}
    streets: dict[str, list[str]] = {s: [] for s in names}
    for a in out:
        streets[a.street].append(a.line)
    data["streets"] = streets
    return out, notes, as_call, kept


def _call_differs(a: Action, call: int, rnd: Any, data: dict) -> str:
    """The refusal of a call whose chips in the text are not the call the rules make: the text is what
    happened, so the hand is refused naming the line, not ruled with other chips."""
    player = a.line.split()[0]
    bb = data["blinds"][1]
    short = short_big_blind(data)
    if rnd.street is Street.PREFLOP and short and a.called is not None and a.called < call:
        why = (f"the call preflop is the full big blind of {bb} even when the big blind is all-in for less (PL-54B), "
               f"so {player} puts in {call}")
    else:
        why = f"rulescore's call for {player} is {call}"
    return f"line {a.text[:120]!r}: the history has {player} put in {a.called}, but {why}"


def short_big_blind(sc: dict) -> int:
    """How far short of the table's big blind the big blind's post is in the scenario mapping ``sc`` (0 when
    it is the full blind): a big blind posted all-in for less."""
    return sc["blinds"][1] - posted_blinds(sc)[1]


def posted_blinds(sc: dict) -> tuple[int, int]:
    """The small and big blinds the scenario mapping ``sc`` has posted: each blind, or less when it is the
    poster's whole stack after the ante (with a dead small blind, no small blind)."""
    seats, (sb, bb) = sc["seats"], sc["blinds"]
    stacks = sc.get("stacks") or {}
    ante = sc.get("ante", 0)

    def post(seat: str, blind: int, antes: bool) -> int:
        behind = stacks.get(seat)
        if behind is None:
            return blind
        if antes:  # the ante comes first (a big-blind ante comes after the blind)
            behind -= ante.get(seat, 0) if isinstance(ante, dict) else ante
        return max(0, min(blind, behind))

    if sc.get("dead_small_blind"):
        return 0, post(seats[0], bb, True)
    return post(seats[0], sb, True), post(seats[1], bb, not sc.get("bb_ante"))


def _listed(values: Any) -> str:
    """A list of history amounts as the history writes them: ``[0.10, 0.25, -0.25, 0, 0]``."""
    return "[" + ", ".join(str(v) for v in (values or ())) + "]"


def _player(label: str, n: int, raw: str) -> int:
    m = re.fullmatch(r"p(\d+)", label)
    if not m or not 1 <= int(m.group(1)) <= n:
        raise ScenarioError(f"action {raw!r}: {label!r} is not a player of this hand (p1 to p{n})")
    return int(m.group(1)) - 1


def _number(text: str, raw: str) -> Any:
    if not re.fullmatch(r"\d[\d,]*(?:\.\d+)?", text):
        raise ScenarioError(f"action {raw!r}: {text!r} is not an amount")
    return Decimal(text.replace(",", ""))


def _cards(text: str) -> list[str]:
    """``"JcTs2d"`` -> ``["Jc", "Ts", "2d"]`` (unknown cards ``??`` kept as ``??``)."""
    return [text[i:i + 2] for i in range(0, len(text), 2)]
