"""The hand evaluators' adapter: card parsing, deal checks, evaluation (03.1, 03.2, 03.6, RU-19), and the high
hands phevaluator ranks checked against pokerkit's on random deals (the category, the five cards and which of
two hands is stronger)."""

import random
import sys

import pytest

from rulescore import RulesError
from rulescore.input.scenario import check_deal, parse_cards
from rulescore.records.vocabulary import Game
from rulescore.rules import hands
from rulescore.rules.hands import evaluate, plays_board, rank


@pytest.mark.parametrize("text", ["As Kd", "AsKd", ["As", "Kd"], "as,KD"])
def test_card_formats(text):
    assert parse_cards(text) == ("As", "Kd")


def test_ten_written_10():
    assert parse_cards(["10h", "Th"][0]) == ("Th",)


@pytest.mark.parametrize("bad,msg", [("Zz", "not a card"), ("As As", "written twice"), ("AsK", "not a card"),
                                     (42, "not cards")])
def test_impossible_cards(bad, msg):
    with pytest.raises(RulesError, match=msg):
        parse_cards(bad)


def test_wrong_hand_size_for_omaha():
    with pytest.raises(RulesError, match="PLO deals 4 hole cards"):
        check_deal(Game.PLO, {"A": ("As", "Kd")})


def test_card_dealt_twice_across_players_and_board():
    with pytest.raises(RulesError, match="also dealt to the board"):
        check_deal(Game.NLHE, {"A": ("As", "Kd")}, ("As", "2c", "3d"))


def test_03_A_cards_speak_straight():
    assert evaluate("NLHE", "7h 6c", "9c 8d 2s Ks 5h").high == "straight"


def test_omaha_uses_exactly_two_hole_cards():
    # four hearts in hand but only one on the board: no flush in Omaha
    assert evaluate("PLO", "Ah Kh Qh Jh", "Th 9c 2d 3s 4c").high != "flush"
    assert evaluate("NLHE", "Ah Kh", "Qh Jh 2c 3s 4h").high == "flush"


def test_plo8_low_and_no_low():
    assert evaluate("PLO8", "Ac 2d Ks Kh", "3c 4c 7h Qd Jd").low == "7-4-3-2-A"
    assert evaluate("PLO8", "Ac 2d Ks Kh", "3c Tc 9h Qd Jd").low is None


def test_rank_ties_in_one_tier():
    high, low = rank("NLHE", {"A": "2c 3d", "B": "2h 3s", "C": "Ks Kd"}, "As Ah 9c 9d 8h")
    assert high[0] == ["C"] and sorted(high[1]) == ["A", "B"] and low == []


def test_03_F_omaha_board_cannot_be_played():
    r = plays_board("PLO", "Kc Qc Jc Tc 9c", "Ac 2d 3h 4s")
    assert r["can_play_board"] is False and r["must_table"] == 4 and r["board_plays"] is False


def test_RU_19_holdem_board_plays():
    assert plays_board("NLHE", "As Ks Qs Js Ts", "2c 2d")["board_plays"] is True
    assert plays_board("NLHE", "As Ks Qs Js 2h", "Ts 2d")["board_plays"] is False


def _deals(game: Game, n: int, seed: int):
    deck = [r + s for r in "23456789TJQKA" for s in "cdhs"]
    rng = random.Random(seed)
    for _ in range(n):
        cards = rng.sample(deck, 2 * game.hole_cards + 5)
        yield cards[:game.hole_cards], cards[game.hole_cards:2 * game.hole_cards], cards[-5:]


@pytest.mark.parametrize("game, deals", [(Game.NLHE, 300), (Game.PLO, 100)])
def test_high_hands_are_the_ones_pokerkit_gives(game, deals):
    """Category, the five cards in play (in pokerkit's order) and the stronger of two hands, as pokerkit has
    them, on random deals (heads-up, so that ties and near-ties occur on the same board; PLO8's high is
    PLO's)."""
    pk = pytest.importorskip("pokerkit")
    kind = pk.OmahaHoldemHand if game.hole_cards == 4 else pk.StandardHighHand
    for a, b, board in _deals(game, deals, seed=25):
        ours = [evaluate(game, h, board) for h in (a, b)]
        theirs = [kind.from_game("".join(h), "".join(board)) for h in (a, b)]
        for o, t in zip(ours, theirs):
            assert (o.high, o.high_cards) == (t.entry.label.value.lower(), tuple(f"{c.rank.value}{c.suit.value}" for c in t.cards))
        tiers, _ = rank(game, {"a": a, "b": b}, board)
        assert tiers == ([["a", "b"]] if theirs[0] == theirs[1] else [["a"], ["b"]] if theirs[0] > theirs[1]
                         else [["b"], ["a"]])


def test_every_category_of_high_hand_is_named():
    boards = {"high card": "2c 7d 9h Js Kc", "one pair": "2c 2d 9h Js Kc", "two pair": "2c 2d 9h 9s Kc",
              "three of a kind": "2c 2d 2h Js Kc", "straight": "5c 6d 7h 8s 9c", "flush": "2c 7c 9c Jc Kc",
              "full house": "2c 2d 2h Ks Kc", "four of a kind": "2s 2d 2h 2c As", "straight flush": "Ts Js Qs Ks As"}
    assert {name: plays_board("NLHE", board)["board_hand"] for name, board in boards.items()} == {n: n for n in boards}


def test_without_phevaluator_pokerkit_ranks_the_high_hands_alike(monkeypatch):
    """The browser runtime installs pure-Python wheels only: without phevaluator the same hands, cards and
    order come from pokerkit."""
    pytest.importorskip("pokerkit")
    deals = {g: list(_deals(g, 60, seed=7)) for g in (Game.NLHE, Game.PLO)}
    ours = {g: [([evaluate(g, h, board) for h in (a, b)], rank(g, {"a": a, "b": b}, board)) for a, b, board in d]
            for g, d in deals.items()}
    board = plays_board("NLHE", "Ts Js Qs Ks As", hole="2c 3d")
    monkeypatch.setitem(sys.modules, "phevaluator", None)   # `import phevaluator` now fails
    hands.clear_evaluations()   # (evaluations are cached; the two kinds of hand do not compare)
    try:
        theirs = {g: [([evaluate(g, h, board) for h in (a, b)], rank(g, {"a": a, "b": b}, board))
                      for a, b, board in d] for g, d in deals.items()}
        assert ours == theirs
        assert plays_board("NLHE", "Ts Js Qs Ks As", hole="2c 3d") == board
    finally:
        hands.clear_evaluations()
