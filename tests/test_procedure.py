"""Significant action, burns after it, and action out of turn (IA-05, IA-13, IA-14, 08.9)."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulescore import ask
from rulescore.engine import out_of_turn
from rulescore.records.errors import IllegalActionError, ScenarioError
from rulescore.rules.procedure import SKIPPED_HAND_OUTCOMES, burns_after_sa, new_deck, significant_action

FLOP = {"blinds": "50/100", "street": "flop", "seats": ["S3", "S4", "S5", "S6"]}


# ------------------------------------------------------------------ significant action
@pytest.mark.parametrize("actions, occurred, at", [
    (["fold", "call"], True, 2),
    (["check", "bet"], True, 2),
    (["check", "check"], False, None),
    (["fold", "fold"], False, None),
    (["check", "fold", "check"], True, 3),
    (["call"], False, None),
])
def test_significant_action_definition(actions, occurred, at):
    sa = significant_action(actions)
    assert (sa.occurred, sa.at) == (occurred, at)


@given(st.lists(st.sampled_from(["fold", "check", "call", "bet", "raise"]), max_size=8))
def test_significant_action_is_monotone(actions):
    # once significant action has happened, more actions never undo it; three actions always make it
    sa = significant_action(actions)
    assert sa.occurred == (len(actions) >= 3 or (len(actions) == 2 and sa.with_chips > 0))
    assert significant_action(actions + ["fold"]).occurred >= sa.occurred


# ------------------------------------------------------------------ burns after SA (IA-05)
def test_IA_05_1A_short_hand_after_sa_burns_one_card():
    deck = new_deck(2024)
    r = burns_after_sa(seats=9, seat=5, problem="missing", actions=["fold", "call"], deck=deck)
    assert r.significant_action and not r.misdeal and r.dead == (5,) and r.burns == 1
    assert len(r.cards[5]) == 1 and all(len(r.cards[s]) == 2 for s in r.cards if s != 5)
    dealt = 17
    assert r.burn == (deck[dealt],) and r.flop == tuple(deck[dealt + 1:dealt + 4])
    # burning two would have restored the original order: a different flop
    assert r.flop_if_order_restored == tuple(deck[19:22]) != r.flop


def test_IA_05_1B_extra_card_is_not_the_burn():
    deck = new_deck(2024)
    r = burns_after_sa(seats=9, seat=5, problem="extra", actions=["fold", "call"], deck=deck)
    assert len(r.cards[5]) == 3 and r.burns == 1
    assert r.burn == (deck[19],) and r.flop == tuple(deck[20:23])
    assert r.flop_if_order_restored == tuple(deck[19:22])


def test_IA_05_before_sa_is_a_misdeal():
    r = burns_after_sa(seats=9, seat=5, problem="missing", actions=["fold"])
    assert r.misdeal and r.dead == () and r.flop == ()


def test_burns_bad_input():
    with pytest.raises(ScenarioError):
        burns_after_sa(seats=9, seat=12, problem="missing", actions=[])
    with pytest.raises(ScenarioError):
        burns_after_sa(seats=9, seat=1, problem="lost", actions=[])


# ------------------------------------------------------------------ out of turn (08.9, IA-13)
def test_IA_13_1_oot_raise_is_pending_until_the_skipped_player_acts():
    r = ask({**FLOP, "actions": ["S3 bet 300", "S4 fold", 'S6 says "raise 800"']})
    assert r.player == "S5" and r.to_call == 300
    assert r.actions[2].ruled_as == "pending" and r.actions[2].rule == "08.9"


def test_IA_13_1_oot_raise_binds_when_skipped_player_calls():
    r = ask({**FLOP, "actions": ["S3 bet 300", "S4 fold", 'S6 says "raise 800"', "S5 call"]})
    oot = r.actions[2]
    assert (oot.ruled_as, oot.to, oot.index) == ("raise", 800, 3)
    assert r.player == "S3" and r.to_call == 500


def test_IA_13_1_oot_raise_returned_when_action_changes():
    r = ask({**FLOP, "actions": ["S3 bet 300", "S4 fold", 'S6 says "raise 800"', "S5 raise 600"]})
    oot = r.actions[2]
    assert (oot.ruled_as, oot.returned) == ("withdrawn", 800)
    assert (r.player, r.to_call, r.min_raise_to, r.options) == ("S6", 600, 900, ("fold", "call", "raise"))


def test_IA_13_2_oot_check_options_restored_after_a_bet():
    d = out_of_turn(scenario={**FLOP, "actions": ["S3 check", "S4 check", "S6 check"]}, player="S6",
                    replies=["S5 check", "S5 bet 300"])
    assert d["branches"]["S5 check"]["stands"] is True
    assert d["branches"]["S5 bet 300"]["options"] == ["fold", "call", "raise"]


def test_08_9_oot_fold_always_binds():
    r = ask({"blinds": "50/100", "street": "flop", "seats": ["A", "B", "C"],
             "actions": ["C fold", "A bet 100", "B call"]})
    assert r.actions[0].ruled_as == "fold" and r.closed


def test_oot_twice_by_the_same_player_is_an_input_error():
    with pytest.raises(ScenarioError, match="again"):
        ask({**FLOP, "actions": ["S4 check", "S4 bet 100"]})


def test_oot_action_that_is_impossible_against_what_it_faced():
    with pytest.raises(IllegalActionError, match="action 2 .*cannot check"):
        ask({**FLOP, "street": "turn", "actions": ["S3 bet 600", "S5 check", "S6 call"]})


def test_IA_14_1_significant_action_out_of_turn_binds_and_goes_to_the_floor():
    seats = [f"S{i}" for i in range(1, 10)]
    r = ask({"blinds": "100/200", "seats": seats, "actions": ["S3 raise 600", "S5 call", "S6 fold"]})
    assert [a.ruled_as for a in r.actions] == ["raise", "call", "fold"]
    assert r.actions[1].rule == r.actions[2].rule == "IA-14"
    assert r.actions[2].outcomes == SKIPPED_HAND_OUTCOMES
    assert r.player == "S4"  # TDA 53-B: the action backs up to the skipped seat; the floor's choice is not applied
    r = ask({"blinds": "100/200", "seats": seats, "actions": ["S3 raise 600", "S5 call", "S6 fold", "S4 fold"]})
    assert r.player == "S7"


def test_oot_without_significant_action_keeps_skipped_player_to_act():
    r = ask({**FLOP, "actions": ["S4 check"]})
    assert r.player == "S3" and r.actions[0].ruled_as == "pending"
    r = ask({**FLOP, "actions": ["S4 check", "S3 check"]})
    assert r.actions[0].ruled_as == "check" and r.player == "S5"


def test_in_turn_scenarios_unchanged():
    r = ask({"blinds": "100/200", "street": "flop", "seats": ["A", "B", "C", "D"],
             "actions": ["A bet 600", "B raise 1600", "C raise 3600"]})
    assert r.min_raise_to == 5600


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["S5 call", "S5 fold", "S5 raise 600", "S5 raise 1000"]),
       st.sampled_from(['S6 says "raise 800"', "S6 call", "S6 fold"]))
def test_oot_action_binds_iff_action_unchanged_or_fold(reply, oot):
    r = ask({**FLOP, "actions": ["S3 bet 300", "S4 fold", oot, reply]})
    rec = r.actions[2]
    changed = "raise" in reply
    if oot.endswith("fold"):
        assert rec.ruled_as == "fold"
    elif changed:
        assert rec.ruled_as == "withdrawn" and r.player == "S6"
    else:
        assert rec.ruled_as in ("raise", "call")
