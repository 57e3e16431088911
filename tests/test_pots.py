"""Pots, splits and odd chips (03.7, 03.8, RU-20, RU-21), with hypothesis properties for many-way all-ins."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulescore import RulesError
from rulescore.rules.pots import order_from_button, settle, side_pots, split, split_pot, uncalled


def test_03_8_each_side_pot_settled_separately():
    s = settle({"A": 1000, "B": 3000, "C": 3000}, ranking=[["A"], ["B"], ["C"]])
    assert [p.to_dict() for p in s.pots] == [{"amount": 3000, "eligible": ["A", "B", "C"]},
                                             {"amount": 4000, "eligible": ["B", "C"]}]
    assert s.awards == {"A": 3000, "B": 4000}
    assert s.settle_order == ["side pot 1", "main pot"]


def test_03_H_side_pot_figures():
    s = settle({"A": 10000, "B": 20000, "C": 20000})
    assert [p.amount for p in s.pots] == [30000, 20000]


def test_RU_20_odd_chip_to_first_winner_left_of_button():
    r = split_pot(2500, winners=["S6", "S9"], low=["S7"], seats=[f"S{i}" for i in range(1, 10)], button="S4",
                  denominations=[100, 500])
    assert r.halves == (1300, 1200)
    assert r.shares == {"S6": 700, "S9": 600, "S7": 1200}
    assert r.odd_chip_to == "S6"
    assert r.odd_chips[0].to == "high"


def test_03_7_literal_first_seat_is_impossible_when_that_seat_lost():
    with pytest.raises(RulesError, match="first seat left of the button"):
        split_pot(1100, winners=["S6", "S9"], seats=[f"S{i}" for i in range(1, 10)], button="S4",
                  denominations=[100], rule="first-seat")


def test_03_G_readings():
    seats = [f"S{i}" for i in range(1, 11)]
    r500 = split_pot(10500, winners=["S5", "S8"], seats=seats, button="S4", denominations=[500]).to_dict()
    r100 = split_pot(10500, winners=["S5", "S8"], seats=seats, button="S4", denominations=[100, 500]).to_dict()
    r25 = split_pot(10500, winners=["S5", "S8"], seats=seats, button="S4", denominations=[25, 500]).to_dict()
    assert (r500["odd_chip_to"], r500["odd_amount"]) == ("S5", 500)
    assert (r100["odd_chip_to"], r100["odd_amount"]) == ("S5", 100)
    assert (r25["odd_chip_to"], r25["odd_amount"]) == (None, 0)


def test_odd_chips_one_each_to_winners_in_order_from_button():
    r = split(800, ["A", "B", "C"], order=["C", "A", "B"], unit=100)
    assert r.shares == {"A": 300, "B": 200, "C": 300}
    assert [o.to for o in r.odd_chips] == ["C", "A"]


def test_amount_not_made_of_smallest_chip_is_an_error():
    with pytest.raises(RulesError, match="smallest denomination"):
        split(1050, ["A", "B"], unit=100)


def test_hilo_without_low_high_scoops():
    r = split(1000, ["A"], low=[], unit=25)
    assert r.shares == {"A": 1000}


def test_uncalled_chips_are_returned():
    called, back = uncalled({"A": 1000, "B": 5000, "C": 3000})
    assert called == {"A": 1000, "B": 3000, "C": 3000} and back == {"B": 2000}


def test_order_from_button_heads_up_and_empty_seat():
    assert order_from_button(["A", "B"]) == ("B", "A")
    assert order_from_button(["A", "B", "C"]) == ("A", "B", "C")
    assert order_from_button(["A", "B", "C"], "X") == ("A", "B", "C")
    assert order_from_button(["S1", "S2", "S3", "S4"], "S2") == ("S3", "S4", "S1", "S2")


def test_ranking_names_unknown_player():
    with pytest.raises(RulesError, match="put no chips"):
        settle({"A": 100, "B": 100}, ranking=[["Z"]])


def test_side_pots_signature_unchanged():
    pots = side_pots({"A": 100, "B": 300, "C": 300}, folded={"C"}, dead=50)
    assert [p.to_dict() for p in pots] == [{"amount": 350, "eligible": ["A", "B"]},
                                           {"amount": 400, "eligible": ["B"]}]


# ------------------------------------------------------------------------------------ properties
NAMES = ["P1", "P2", "P3", "P4", "P5", "P6", "P7", "P8"]


@st.composite
def hands(draw):
    n = draw(st.integers(2, 8))
    players = NAMES[:n]
    unit = draw(st.sampled_from([1, 5, 25, 100]))
    contrib = {p: unit * draw(st.integers(0, 400)) for p in players}
    folded = draw(st.sets(st.sampled_from(players), max_size=n - 1))
    live = [p for p in players if p not in folded]
    if all(contrib[p] == 0 for p in live):
        contrib[live[0]] = unit
    # a random showdown: shuffled players in random tiers
    perm = draw(st.permutations(live))
    cuts = draw(st.lists(st.booleans(), min_size=len(perm), max_size=len(perm)))
    tiers, cur = [], []
    for p, cut in zip(perm, cuts):
        cur.append(p)
        if cut:
            tiers.append(cur)
            cur = []
    if cur:
        tiers.append(cur)
    lows = draw(st.one_of(st.none(), st.lists(st.sampled_from(live), unique=True).map(lambda ps: [[p] for p in ps])))
    button = draw(st.sampled_from(players))
    dead = unit * draw(st.integers(0, 20))
    return dict(contributions=contrib, folded=sorted(folded), ranking=tiers, low=lows, seats=players, button=button,
                denominations=[unit, unit * 5], dead=dead)


@settings(max_examples=300, deadline=None)
@given(hands())
def test_pots_sum_to_contributions_and_awards_to_pots(case):
    s = settle(**case)
    total = sum(case["contributions"].values()) + case["dead"]
    assert sum(p.amount for p in s.pots) + sum(s.returned.values()) == total
    assert sum(s.awards.values()) == sum(p.amount for p in s.pots)
    live = set(case["seats"]) - set(case["folded"])
    for a in s.awarded:
        assert set(a.split.shares) <= set(a.pot.eligible) <= live
        assert sum(a.split.shares.values()) == a.pot.amount
        for chip in a.split.odd_chips:
            assert chip.amount == case["denominations"][0]


@settings(max_examples=200, deadline=None)
@given(st.integers(2, 6), st.integers(0, 50), st.integers(1, 3), st.integers(1, 3), st.sampled_from([1, 25, 100]))
def test_hilo_odd_chip_of_whole_pot_goes_high(n, units, nh, nl, unit):
    players = NAMES[:n]
    amount = units * unit + unit  # at least one chip
    high = players[:min(nh, n)]
    low = players[-min(nl, n):]
    r = split(amount, high, low=low, order=players, unit=unit)
    hi, lo = r.halves
    assert hi + lo == amount and hi - lo in (0, unit)
    assert sum(r.shares.values()) == amount
    assert set(r.shares) <= set(high) | set(low)
