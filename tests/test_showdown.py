"""The showdown (03.2-03.5, 03.9, 03.10, RU-14 ... RU-18, RU-22, IA-03, IA-04) and its scenario sections."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulescore import RulesError, ask
from rulescore.engine import all_in_timeline
from rulescore.rules.showdown import dispute, dispute_deadlines, dispute_table

RIVER = {"blinds": "100/200", "street": "river", "seats": ["A", "B", "C"], "pot": 3000}


def sd(**kw):
    return ask({**RIVER, **kw}).to_dict()


def test_RU_17_no_river_bet_first_left_of_button_shows_first():
    d = sd(actions=["A check", "B check", "C check"], showdown=[])
    assert d["showdown"]["show_first"] == "A"


def test_03_4_last_aggressor_shows_first():
    d = sd(actions=["A check", "B bet 500", "C call", "A call"], showdown=[])
    assert d["showdown"]["show_first"] == "B"


def test_IA_04_2_rights_matrix():
    d = ask({"blinds": "100/200", "street": "river", "seats": list("ABCD"), "pot": 8000,
             "actions": ["A bet 1000", "B call", "C raise 5000", "D call", "A call", "B call"],
             "showdown": ["B shows", "D mucks", "C pushes"]}).to_dict()
    rights = d["showdown"]["rights"]
    assert rights["A"]["C"] == rights["B"]["C"] == "absolute"
    assert rights["B"]["A"] == "discretion"
    assert set(rights["D"].values()) == {"none", "—"}


def test_IA_04_1_discretionary_request_lists_outcomes():
    d = sd(actions=["A check", "B check", "C check"], showdown=["A mucks", "B shows", "C pushes", "B asks C"])
    assert d["showdown"]["requests"][0]["right"] == "discretion"
    assert len(d["outcomes"]) == 2


def test_RU_15_pushed_hand_can_still_be_tabled():
    d = ask({"blinds": "100/200", "street": "river", "seats": ["A", "B"], "pot": 5000,
             "board": "Jc Td 4s 4h 2c", "hands": {"A": "Ah Kh", "B": "Jd 9d"},
             "actions": ["B check", "A bet 1000", "B call"], "showdown": ["A shows", "B pushes", "B shows"]}).to_dict()
    assert d["awards"] == {"B": 7000}


def test_mucked_hand_cannot_be_shown():
    with pytest.raises(RulesError, match=r"showdown event 2 \(B shows\).*dead.*RU-15"):
        sd(actions=["A check", "B check", "C check"], showdown=["B mucks", "B shows"])


def test_03_3_all_in_player_cannot_muck():
    d = ask({"blinds": "100/200", "street": "turn", "seats": ["B", "A"], "stacks": {"A": 4000, "B": 4000},
             "pot": 2000, "board": "Kd 7s 7c 3h Kh", "hands": {"A": "As Ks", "B": "Qh Qs"},
             "actions": ["A allin", "B call"], "showdown": ["B mucks"]}).to_dict()
    assert d["showdown"]["kind"] == "all-in" and d["showdown"]["states"]["B"] == "tabled"
    assert d["awards"] == {"A": 10000}


def test_unknown_player_in_event_names_event_and_rule():
    with pytest.raises(RulesError, match=r"showdown event 1 \(Z shows\): 'Z' is not seated.*03.2"):
        sd(actions=["A check", "B check", "C check"], showdown=["Z shows"])


def test_hand_of_wrong_size_and_duplicate_card():
    with pytest.raises(RulesError, match="NLHE deals 2 hole cards"):
        sd(actions=[], hands={"A": "As Kd Qh"})
    with pytest.raises(RulesError, match="also dealt"):
        sd(actions=[], hands={"A": "As Kd", "B": "As Qd"})


def test_showdown_before_betting_is_over():
    with pytest.raises(RulesError, match="betting is not over"):
        sd(actions=["A bet 500"], showdown=[])


def test_button_must_fit_seating():
    with pytest.raises(RulesError, match="button"):
        sd(actions=[], button="A")


def test_odd_chip_in_scenario_split():
    d = ask({"blinds": "100/200", "street": "river", "seats": ["A", "B", "C"], "pot": 2700,
             "denominations": [100, 500], "board": "As Ah 9c 9d 8h",
             "hands": {"A": "2c 3d", "B": "Ks Kd", "C": "2h 3s"},
             "actions": ["A check", "B check", "C check"]}).to_dict()
    assert d["awards"] == {"B": 2700}
    d = ask({"blinds": "100/200", "street": "river", "seats": ["A", "B", "C"], "pot": 2800,
             "denominations": [100, 500], "board": "As Ah 9c 9d Kh",
             "hands": {"A": "2c 3d", "B": "4s 5d", "C": "2h 3s"},
             "actions": ["A check", "B check", "C check"]}).to_dict()
    assert d["awards"] == {"A": 1000, "B": 900, "C": 900}  # 28 chips of 100: the odd one to A (RU-20)


def test_plo8_many_way_all_in_odd_totals():
    """Four-way PLO8 all-in with odd totals: each pot halved, the odd 25 of a pot to the high."""
    from rulescore.rules.hands import rank
    from rulescore.rules.pots import settle

    board = "2c 5d 8h Kc Ks"
    hands = {"A": "Ac 3d Qh Qd", "B": "Ad 4c 9s 9d", "C": "Kd Kh 7c 6d", "D": "Jh Js Th Td"}
    high, low = rank("PLO8", hands, board)
    s = settle({"A": 1025, "B": 2375, "C": 5000, "D": 5000}, ranking=high, low=low,
               denominations=[25, 100], seats=["A", "B", "C", "D"])
    assert sum(s.awards.values()) == 1025 + 2375 + 5000 + 5000
    for a in s.awarded:
        if a.split.halves:
            high, low = a.split.halves
            assert high - low in (0, 25) and high + low == a.pot.amount
    side = s.awarded[0]  # settled first: the last side pot, C and D only
    assert side.pot.eligible == ("C", "D") and side.split.shares == {"C": side.pot.amount}
    assert s.awards["A"] > 0 or s.awards["B"] > 0  # the lows share the halves they are eligible for


def test_IA_03_2_face_up_on_turn():
    r = all_in_timeline(seats=["B", "C", "A"], blinds="100/200", stacks={"A": 1000, "B": 3000, "C": 5000},
                        streets={"preflop": ["A allin", "B call", "C call"], "flop": ["B check", "C check"],
                                 "turn": ["B allin", "C call"]})
    assert r["face_up_on"] == "turn" and r["settle_order"] == ["side pot 1", "main pot"]
    assert r["returned"] == {"C": 0} or r["returned"] == {}


def test_IA_03_no_action_after_face_up():
    with pytest.raises(RulesError, match="no betting is possible"):
        all_in_timeline(seats=["B", "A"], blinds="100/200", stacks={"A": 1000, "B": 5000},
                        streets={"preflop": ["B allin", "A call"], "flop": ["A check"]})


def test_03_9_RU_22_deadlines_differ():
    assert dispute_deadlines("03.9")["accounting"] == "significant action in the next hand"
    assert dispute_deadlines("RU-22")["accounting"] == "the start of the next hand"
    assert dispute_deadlines("RU-22")["before_break"] == "1 minute after the pot is awarded"
    assert dispute(error="reading", raised="next hand started")["correctable"] is False
    assert dispute(error="accounting", raised="next hand started")["correctable"] is True
    assert len(dispute_table()) == 4


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(1, 40), min_size=3, max_size=6), st.randoms(use_true_random=False))
def test_showdown_awards_sum_and_eligibility(stacks, rnd):
    """Many-way all-in with real hands: awards sum to the pots, nobody wins a pot they are not in."""
    from rulescore.rules.hands import rank
    from rulescore.rules.pots import settle
    deck = [r + s for r in "23456789TJQKA" for s in "cdhs"]
    rnd.shuffle(deck)
    players = [f"P{i}" for i in range(len(stacks))]
    hands = {p: deck[2 * i:2 * i + 2] for i, p in enumerate(players)}
    board = deck[2 * len(players):2 * len(players) + 5]
    high, _ = rank("NLHE", hands, board)
    contrib = {p: 25 * s + 25 * (i % 2) for i, (p, s) in enumerate(zip(players, stacks))}
    s = settle(contrib, ranking=high, denominations=[25, 100], seats=players)
    assert sum(s.awards.values()) + sum(s.returned.values()) == sum(contrib.values())
    for a in s.awarded:
        assert set(a.split.shares) <= set(a.pot.eligible)


def test_03_3_put_in_makes_earlier_all_in_eligible_for_main_pot_only():
    d = ask({"blinds": "100/200", "street": "turn", "seats": ["A", "B", "C"], "stacks": {"A": 0, "B": 3000},
             "pot": 3000, "put_in": {"A": 1000, "B": 1000, "C": 1000}, "board": "Qs 8d 5c 2h 9s",
             "hands": {"A": "Ad Ac", "B": "Qd Jd", "C": "Kh Kc"}, "actions": ["B allin", "C call"]}).to_dict()
    assert d["pots"] == [{"amount": 3000, "eligible": ["A", "B", "C"]}, {"amount": 6000, "eligible": ["B", "C"]}]
    assert d["awards"] == {"A": 3000, "C": 6000}
    assert d["showdown"]["settle_order"] == ["side pot 1", "main pot"]


def test_put_in_errors():
    with pytest.raises(RulesError, match="put_in: 'Z' is not seated"):
        sd(actions=[], put_in={"Z": 10})
    with pytest.raises(RulesError, match="more than the pot"):
        sd(actions=[], put_in={"A": 5000})
