"""Hands at the showdown: a thin adapter over two evaluators (cards speak, 03.1, RU-13).

phevaluator (Apache-2.0, a C perfect-hash evaluator; 6 ms to import) ranks the high hands and pokerkit (MIT)
the eight-or-better lows; pokerkit builds the lookup tables of every game it knows when imported (about
0.4 s), so it is imported only for a hi/lo game, or for the high hands too where phevaluator is not installed
(the browser runtime, which has pure-Python wheels only). The three games the sources use:

* Hold'em (``NLHE``, ``LHE``): the best five of the two hole cards and the board, any number of hole
  cards (so a player may "play the board", 03.6, RU-19 — with every hole card tabled);
* Omaha (``PLO``): exactly two of the four hole cards and exactly three board cards, so playing the board
  is impossible (03.6, 03-F);
* Omaha hi/lo eight-or-better (``PLO8``, and ``LO8`` in fixed limit): the high as in Omaha, plus a low of
  five distinct ranks 8 or lower, also with exactly two hole cards; a hand may have no qualifying low.

This module only asks the evaluators which hand is stronger; it never evaluates a hand itself. The high hand
is the first of the five-card combinations the game allows (hole and board cards in the order given, hole
pairs before board triples in Omaha) that phevaluator ranks best, and its category is read off phevaluator's
rank (:data:`CATEGORIES`), so both are the ones pokerkit gives (tests/test_hands.py compares the two on
random deals). Cards and game names
are read, and a deal checked for impossible or duplicate cards and wrong hand sizes, by
:mod:`rulescore.input.scenario` (:func:`~rulescore.input.scenario.parse_cards`, :func:`~rulescore.input.scenario.check_deal`).

Cards are written ``"As Kd"``, ``"AsKd"`` or ``["As", "Kd"]``; ranks ``2-9 T J Q K A`` (``10`` is read as
``T``), suits ``c d h s``. Decisions the sources leave open: none — the evaluation rules are the games'.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from itertools import combinations
from typing import Any

from ..input.scenario import check_deal, parse_cards, parse_game
from ..records.answers import PlaysBoard
from ..records.errors import ScenarioError
from ..records.showdown import HandValue
from ..records.vocabulary import Game

#: phevaluator's rank of a five-card hand runs from 1 (a royal flush) to 7462 (seven high, the weakest); each
#: category of high hand is a run of ranks, given here by its last (weakest) rank.
CATEGORIES = ((10, "straight flush"), (166, "four of a kind"), (322, "full house"), (1599, "flush"),
              (1609, "straight"), (2467, "three of a kind"), (3325, "two pair"), (6185, "one pair"),
              (7462, "high card"))


@dataclass(frozen=True, order=True)
class High:
    """A high hand: the five cards in play and their category; a stronger hand compares greater."""

    strength: Any
    """What orders hands: minus phevaluator's rank (-1 a royal flush, -7462 seven high), or pokerkit's hand
    where phevaluator is not installed (the browser runtime has no compiled wheels)."""
    cards: tuple[str, ...] = field(compare=False)
    """The five cards of the hand."""
    label: str = field(compare=False)
    """The category, lower case (``"two pair"``)."""


def _category(rank: int) -> str:
    return next(name for last, name in CATEGORIES if rank <= last)


def _best(candidates: Iterator[tuple[str, ...]]) -> High:
    """The first of ``candidates`` (five cards each) that phevaluator ranks best."""
    from phevaluator import evaluate_cards  # lazy: a betting question never looks at a hand (6 ms)

    best: tuple[int, tuple[str, ...]] | None = None
    for five in candidates:
        rank = evaluate_cards(*five)
        if best is None or rank < best[0]:
            best = (rank, five)
    if best is None:
        raise ScenarioError("no five-card hand can be made of these cards", rule="03.1")
    return High(strength=-best[0], cards=best[1], label=_category(best[0]))


def _by_pokerkit(game: Game, hole: tuple[str, ...], board: tuple[str, ...]) -> High:
    pk = _pokerkit()
    kind = pk.OmahaHoldemHand if board and game.omaha else pk.StandardHighHand
    hand = kind.from_game(_pk(hole), _pk(board))
    return High(strength=hand, cards=tuple(_card_text(c) for c in hand.cards), label=hand.entry.label.value.lower())


def _high(game: Game, hole: tuple[str, ...], board: tuple[str, ...] = ()) -> High:
    """The best high hand of ``hole`` and ``board`` in ``game`` (``board`` empty: ``hole`` is five cards)."""
    try:
        import phevaluator  # noqa: F401  (lazy, 6 ms)
    except ImportError:   # the browser runtime (Pyodide) installs pure-Python wheels only: pokerkit ranks it
        return _by_pokerkit(game, hole, board)
    if not board:
        return _best(iter([hole]))
    if game.omaha:  # exactly two hole cards and three of the board
        return _best(pair + three for pair in combinations(hole, 2) for three in combinations(board, 3))
    return _best(combinations(hole + board, 5))


def _card_text(card) -> str:
    return f"{card.rank.value}{card.suit.value}"


def _pokerkit():
    """pokerkit's hand classes, imported on first use: importing it costs about 0.4 s (the lookup tables of
    every game it knows), which only a hi/lo game's low hand needs."""
    import pokerkit  # lazy: ~0.4 s to import (its hand tables); only a low hand needs it

    return pokerkit


def clear_evaluations() -> None:
    """Forget the cached hand evaluations (a benchmark that rules the same hands twice clears them between)."""
    _eval.cache_clear()


def _pk(cards: Iterable[str]) -> str:
    return "".join(cards)


@functools.lru_cache(maxsize=4096)
def _eval(game: Game, hole: tuple[str, ...], board: tuple[str, ...]):
    # Cached: a showdown asks for each hand twice (its description and the ranking), and an Omaha hand is
    # sixty evaluations; the hands (High, pokerkit's) are immutable, so sharing them is safe.
    high = _high(game, hole, board)
    low = None
    if game.hi_lo:
        try:
            low = _pokerkit().OmahaEightOrBetterLowHand.from_game(_pk(hole), _pk(board))
        except ValueError:
            low = None
    return high, low


def evaluate(game: Game | str, hole: Any, board: Any, *, player: str = "player") -> HandValue:
    """The best high hand (and, in PLO8, the qualifying low) of ``hole`` on a five-card ``board``."""
    game = game if isinstance(game, Game) else parse_game(game)
    hole_t = parse_cards(hole, what=f"hands: {player}")
    board_t = parse_cards(board, what="board")
    check_deal(game, {player: hole_t}, board_t)
    if len(board_t) != 5:
        raise ScenarioError(f"board: {len(board_t)} cards; a showdown needs all five", rule="03.3")
    high, low = _eval(game, hole_t, board_t)
    low_text = None
    if low is not None:
        ranks = sorted((c.rank for c in low.cards), key=lambda r: "A23456789TJQK".index(r.value), reverse=True)
        low_text = "-".join(r.value for r in ranks)
    return HandValue(player=player, hole=hole_t, high=high.label, high_cards=high.cards, low=low_text,
                     low_cards=tuple(_card_text(c) for c in low.cards) if low is not None else ())


def rank(game: Game | str, hands: dict[str, Any], board: Any) -> tuple[list[list[str]], list[list[str]]]:
    """Rank tabled hands: ``(high tiers, low tiers)``, each a list of tiers best first, players of a tier
    tied. Low tiers list only hands with a qualifying low (empty outside PLO8)."""
    game = game if isinstance(game, Game) else parse_game(game)
    board_t = parse_cards(board, what="board")
    parsed = {p: parse_cards(h, what=f"hands: {p}") for p, h in hands.items()}
    check_deal(game, parsed, board_t)
    if len(board_t) != 5:
        raise ScenarioError(f"board: {len(board_t)} cards; a showdown needs all five", rule="03.3")
    highs, lows = {}, {}
    for p, hole in parsed.items():
        high, low = _eval(game, hole, board_t)
        highs[p] = high
        if low is not None:
            lows[p] = low
    return _tiers(highs), _tiers(lows)


def _tiers(values: dict) -> list[list[str]]:
    players = list(values)
    tiers: list[list[str]] = []
    remaining = players[:]
    while remaining:
        best = [p for p in remaining if not any(values[q] > values[p] for q in remaining)]
        tiers.append(best)
        remaining = [p for p in remaining if p not in best]
    return tiers


def plays_board(game: Game | str, board: Any, hole: Any = None) -> PlaysBoard:
    """Whether a player can "play the board" (use the five board cards as their hand, 03.6, RU-19).

    In Hold'em it is possible, and counts only with every hole card tabled; with ``hole`` given it says
    whether the board actually is the player's best hand. In Omaha (and PLO8) it is never possible: a
    hand uses exactly two hole cards, so all four must be tabled and two of them used (03-F).
    """
    game = game if isinstance(game, Game) else parse_game(game)
    board_t = parse_cards(board, what="board")
    if len(board_t) != 5:
        raise ScenarioError(f"board: {len(board_t)} cards; playing the board needs all five", rule="03.6")
    board_hand = _high(game, board_t)
    omaha = game.omaha
    out = {"game": game.value, "board_hand": board_hand.label,
           "can_play_board": not omaha, "must_table": game.hole_cards,
           "rule": "03.6" if omaha else "RU-19"}
    if hole is not None:
        value = evaluate(game, hole, board_t)
        out["hand"] = value.high
        out["hand_cards"] = " ".join(value.high_cards)
        best = _eval(game, value.hole, board_t)[0]
        out["board_plays"] = (not omaha) and not (best > board_hand)
    return PlaysBoard.of(out, {"game": game.value})


def tabling(game: Game | str) -> dict:
    """How many cards a player must turn face up to table a hand (03.2, RU-14): all hole cards."""
    game = game if isinstance(game, Game) else parse_game(game)
    return {"game": game.value, "cards_to_table": game.hole_cards, "uses_exactly_two": game.omaha}


__all__ = ["HandValue", "evaluate", "plays_board", "rank", "tabling"]
