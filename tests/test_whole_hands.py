"""Whole hands (issue 16): several streets in one scenario, big-blind ante, straddle, positions. Every
expected figure was worked out by hand first; the comment above each test shows the arithmetic."""

from __future__ import annotations

import json

import pytest

from rulescore import RulesError, ScenarioError, ask
from rulescore.cli import main

SEATS = ["SB", "BB", "UTG", "BTN"]


def hand(streets, *, seats=SEATS, blinds="50/100", **extra):
    return ask({"blinds": blinds, "seats": list(seats), "streets": streets, **extra})


# ------------------------------------------------------------------ streets:
def test_streets_pots_and_stacks_carry_from_street_to_street():
    # preflop: UTG 300, BTN 300, SB 50 (folds), BB 300 = 950; flop: UTG all-in 700 (1000 - 300), BTN calls 700.
    r = hand({"preflop": ["UTG raise 300", "BTN call", "SB fold", "BB call"],
              "flop": ["BB check", "UTG allin", "BTN call", "BB fold"]}, stacks={"UTG": 1000})
    assert [p.to_dict() for p in r.pots] == [{"amount": 2350, "eligible": ["UTG", "BTN"]}]
    assert r.stacks["UTG"] == 0 and r.street == "flop" and r.betting_over
    assert [(a.street, a.index) for a in r.actions][:2] == [("preflop", 1), ("preflop", 2)]
    assert r.actions[5].to == 700 and r.actions[5].all_in


def test_streets_the_ruling_is_for_the_last_listed_street():
    r = hand({"preflop": ["UTG raise 300", "BTN call", "SB fold", "BB call"],
              "flop": ["BB check", "UTG allin", "BTN call"]}, stacks={"UTG": 1000})
    assert (r.player, r.to_call, r.min_raise_to) == ("BB", 700, 1400)
    assert r.to_dict()["pots"] == [{"amount": 2350, "eligible": ["BB", "UTG", "BTN"]}]


def test_IA_10_reopening_and_the_minimum_bet_reset_on_each_street():
    # Preflop the big blind's short all-in (+50 over 300) reopens nobody; on the flop betting starts afresh:
    # the minimum bet is the big blind and everyone may raise again.
    r = hand({"preflop": ["UTG raise 300", "BTN call", "SB fold", "BB allin", "UTG call", "BTN call"],
              "flop": ["UTG bet 100", "BTN raise 200"]}, stacks={"BB": 350})
    assert r.actions[3].full_raise is False
    assert (r.player, r.to_call, r.can_raise, r.min_raise_to) == ("UTG", 100, True, 300)


def test_heads_up_order_flips_after_the_flop():
    # Heads-up the button is the small blind: first preflop, last from the flop on.
    pre = hand({"preflop": []}, seats=["BTN", "BB"])
    flop = hand({"preflop": ["BTN call", "BB check"], "flop": []}, seats=["BTN", "BB"])
    assert (pre.player, flop.player) == ("BTN", "BB")


def test_03_8_side_pots_built_over_three_streets():
    # A is all-in preflop for 500 (main pot 3 x 500 = 1500); B and C put 1000 each on the flop (side pot 2000);
    # B's turn bet of 2000 is not called: it goes back to B, and C's fold leaves B alone in the side pot.
    r = hand({"preflop": ["C raise 300", "A allin", "B call", "C call"], "flop": ["B bet 1000", "C call"],
              "turn": ["B bet 2000", "C fold"]}, seats=["A", "B", "C"], stacks={"A": 500})
    assert [p.to_dict() for p in r.pots] == [{"amount": 1500, "eligible": ["A", "B"]},
                                             {"amount": 2000, "eligible": ["B"]}]
    assert r.uncalled == {"B": 2000}


def test_an_all_in_player_never_acts_again_and_the_error_names_the_street():
    with pytest.raises(RulesError, match=r"^flop action 2 \(UTG check\): UTG is all-in"):
        hand({"preflop": ["UTG allin", "BTN call", "SB call", "BB call"],
              "flop": ["SB check", "UTG check"]}, stacks={"UTG": 1000})


def test_a_street_with_nobody_able_to_bet_is_skipped_and_actions_on_it_are_errors():
    r = hand({"preflop": ["UTG allin", "BTN allin", "SB fold", "BB fold"], "flop": []},
             stacks={"UTG": 1000, "BTN": 1000})
    assert r.closed and r.betting_over and r.player is None
    with pytest.raises(RulesError, match="no betting is possible on the flop"):
        hand({"preflop": ["UTG allin", "BTN allin", "SB fold", "BB fold"], "flop": ["BTN check"]},
             stacks={"UTG": 1000, "BTN": 1000})


def test_streets_must_be_listed_in_hand_order_after_a_finished_street():
    with pytest.raises(ScenarioError, match="hand order"):
        hand({"preflop": [], "turn": []})
    with pytest.raises(ScenarioError, match="preflop betting is not over"):
        hand({"preflop": ["UTG call"], "flop": []})
    with pytest.raises(ScenarioError, match="everyone else folded"):
        hand({"preflop": ["UTG fold", "BTN fold", "SB fold"], "flop": []})


def test_every_verb_clause_and_dealer_line_works_in_streets():
    r = hand({"preflop": ["UTG push 500x2", "BTN says call", "SB fold", "BB fold"],
              "flop": ["UTG check", "BTN bet 200", "UTG call"]})
    assert [str(a.ruled_as) for a in r.actions] == ["raise", "call", "fold", "fold", "check", "bet", "call"]


# ------------------------------------------------------------------ timeline rules
def test_03_3_all_in_on_the_turn_with_two_players_still_betting_turns_no_hand_up():
    # A and B are all-in on the turn; C and D call with 14,900 behind each and can still bet on the river:
    # no hand is turned up yet (03.3, IA-03-3: only once betting is over).
    r = hand({"preflop": ["C call", "D call", "A call", "B check"], "flop": ["A check", "B check", "C check", "D check"],
              "turn": ["A allin", "B allin", "C call", "D call"]}, seats=["A", "B", "C", "D"],
             stacks={"A": 5000, "B": 5000, "C": 20000, "D": 20000}, board="Kc Qc Jc Tc",
             hands={"A": "As Ad", "B": "Ks Kd", "C": "2s 3d", "D": "4s 5d"})
    assert r.showdown.kind == "in play" and r.showdown.face_up == () and r.awards == {}
    assert r.stacks["C"] == r.stacks["D"] == 15000 and not r.betting_over


def test_03_3_board_cards_beyond_the_street_reached_are_an_input_error():
    with pytest.raises(ScenarioError, match="reached only the turn"):
        ask({"blinds": "50/100", "street": "turn", "seats": ["A", "B", "C", "D"],
             "stacks": {"A": 5000, "B": 5000}, "board": "Kc Qc Jc Tc 9c",
             "actions": ["A allin", "B allin", "C call", "D call"]})


def test_03_3_every_hand_face_up_once_betting_is_over():
    r = hand({"preflop": ["C raise 300", "A allin", "B fold", "C call"], "flop": []}, seats=["A", "B", "C"],
             stacks={"A": 1000}, board="2c 5c 8d Jh 3s", hands={"A": "As Ad", "C": "Ks Kd"})
    # A's 1000 all-in, C's call of 1000 and B's dead big blind of 100: A's aces win 2100.
    assert r.showdown.kind == "all-in" and r.showdown.face_up == ("A", "C") and r.awards["A"] == 2100


def test_08_8_IA_12_a_miscounted_flop_bet_found_on_the_turn_stands():
    # The dealer counts 11500 for a pot of 10500 (PLO 500/1000): A bets 11500, B calls; the error is found on
    # the turn, after the next card: the bet and its call stand.
    r = ask({"game": "PLO", "blinds": "500/1000", "seats": ["A", "B", "C", "D"], "pot": 10500,
             "streets": {"flop": ["dealer counts 11500", "A bet 11500", "B call", "C fold", "D fold"],
                         "turn": ["dealer recounts"]}})
    assert "stand" in r.actions[-1].note and r.actions[1].to == 11500


def test_08_8_the_same_miscount_found_before_the_next_card_is_reduced():
    r = ask({"game": "PLO", "blinds": "500/1000", "street": "flop", "seats": ["A", "B", "C", "D"], "pot": 10500,
             "actions": ["dealer counts 11500", "A bet 11500", "B call", "dealer recounts"]})
    assert r.actions[1].to == 10500 and r.actions[2].to == 10500


# ------------------------------------------------------------------ big-blind ante, straddle
def test_TDA_RP_11_big_blind_ante_is_posted_by_the_big_blind_for_the_table():
    r = ask({"blinds": "100/200", "bb_ante": 200, "seats": ["SB", "BB", "UTG", "HJ", "CO", "BTN"]})
    assert r.antes == 200 and r.pot_total == 500 and "RP-11" in r.rules
    assert (r.player, r.to_call, r.min_raise_to) == ("UTG", 200, 400)
    assert "antes: 200" in r.to_text()


def test_TDA_RP_11_a_short_big_blind_posts_the_blind_first_then_what_is_left_of_the_ante():
    r = ask({"blinds": "100/200", "bb_ante": 200, "seats": ["SB", "BB", "UTG", "BTN"], "stacks": {"BB": 250},
             "actions": ["UTG fold", "BTN call", "SB fold"]})
    # BB: 200 blind first, then 50 of the 200 ante; BTN calls the full blind: 100 + 200 + 50 + 200 = 550.
    assert r.antes == 50 and [p.to_dict() for p in r.pots] == [{"amount": 550, "eligible": ["BB", "BTN"]}]


def test_TDA_43_straddle_plays_as_the_big_blind_for_order_and_minimum_raise():
    seats = ["SB", "BB", "UTG", "HJ", "CO", "BTN"]
    r = ask({"blinds": "100/200", "straddle": "UTG", "seats": seats})
    assert (r.player, r.to_call, r.min_raise_to) == ("HJ", 400, 800)
    r = ask({"blinds": "100/200", "straddle": {"player": "UTG", "amount": 400}, "seats": seats,
             "actions": ["HJ call", "CO fold", "BTN fold", "SB fold", "BB call"]})
    assert (r.player, r.to_call, r.options) == ("UTG", 0, ("check", "raise"))  # the straddler's option


def test_straddle_only_by_the_first_seat_after_the_big_blind_and_at_least_two_blinds():
    with pytest.raises(ScenarioError, match="first seat after the big blind"):
        ask({"blinds": "100/200", "straddle": "BTN", "seats": SEATS})
    with pytest.raises(ScenarioError, match="less than twice the big blind"):
        ask({"blinds": "100/200", "straddle": {"player": "UTG", "amount": 300}, "seats": SEATS})


# ------------------------------------------------------------------ positions
def test_positions_seating_from_the_button_is_an_input_error_that_says_how_to_write_it():
    with pytest.raises(ScenarioError, match=r"write seats: \[SB, BB, UTG, BTN\]"):
        ask({"blinds": "50/100", "seats": ["BTN", "SB", "BB", "UTG"]})


def test_positions_in_order_are_accepted():
    r = ask({"blinds": "50/100", "seats": ["SB", "BB", "UTG", "HJ", "CO", "BTN"]})
    assert r.player == "UTG"


# ------------------------------------------------------------------ asking by catalogue id
def test_ask_by_catalogue_id_case_insensitive(capsys):
    assert main(["ask", "ia-10-1", "--json"]) == 0
    d = json.loads(capsys.readouterr().out)
    assert (d["player"], d["to_call"], d["can_raise"], d["min_raise_to"]) == ("A", 100, True, 300)


# ------------------------------------------------------------------ the hand chart
def test_hand_chart_data_pot_and_stacks_per_street():
    from rulescore import analysis

    flow = analysis.hand_flow({"blinds": "50/100", "seats": ["A", "B", "C"], "stacks": {"A": 500, "B": 5000, "C": 5000},
                             "streets": {"preflop": ["C raise 300", "A allin", "B call", "C call"],
                                         "flop": ["B bet 1000", "C call"], "turn": ["B bet 2000", "C fold"]}})
    assert flow.streets == ("start", "preflop", "flop", "turn")
    # 3 x 500 preflop; 2 x 1000 on the flop; B's turn bet of 2000 goes back to B (nobody called it).
    assert flow.pot == (0, 1500, 3500, 3500)
    assert flow.stacks == {"A": (500, 0, 0, 0), "B": (5000, 4500, 3500, 3500), "C": (5000, 4500, 3500, 3500)}
    assert flow.folded == {"A": None, "B": None, "C": "turn"}
    # chips are conserved at every point: stacks plus pot are what the players started with
    for k in range(1, 4):
        assert flow.pot[k] + sum(v[k] for v in flow.stacks.values()) == 10500
