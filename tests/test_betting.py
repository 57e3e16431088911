"""Unit tests of rulescore.rules.betting, named after the rule or example they check."""

import pytest

from rulescore import ask
from rulescore.records.errors import IllegalActionError, RoundClosedError, ScenarioError, UnknownPlayerError
from rulescore.records.vocabulary import Game, Street
from rulescore.rules.betting import BettingRound


def flop(seats, blinds=(50, 100), **kw):
    return BettingRound(seats=seats, blinds=blinds, street=Street.FLOP, **kw)


# ------------------------------------------------------------------ minimum raise (08.4, IA-07)
def test_IA_07_1_min_raise_is_last_full_increment_not_whole_bet():
    r = flop(list("ABCD"), blinds=(100, 200))
    r.bet("A", 600)
    r.raise_to("B", 1600)
    r.raise_to("C", 3600)
    assert r.to_act == "D"
    assert r.increment == 2000
    assert r.min_raise_to("D") == 5600


def test_IA_07_2_short_all_in_preflop_keeps_big_blind_increment():
    r = BettingRound(seats=["SB", "BB", "UTG", "B"], blinds=(50, 100), stacks={"UTG": 150})
    rec = r.all_in("UTG")
    assert rec.ruled_as == "raise" and rec.to == 150 and rec.full_raise is False and rec.all_in
    assert r.increment == 100
    assert r.min_raise_to("B") == 250


def test_IA_07_4A_largest_increment_governs():
    r = BettingRound(seats=["SB", "BB", "A", "B", "C", "D"], blinds=(25, 50))
    r.raise_to("A", 125)
    r.raise_to("B", 200)
    r.raise_to("C", 500)
    assert (r.to_call("D"), r.min_raise_to("D")) == (500, 800)


def test_IA_07_4B_same_call_other_history():
    r = BettingRound(seats=["SB", "BB", "A", "B", "C", "D"], blinds=(25, 50))
    r.raise_to("A", 500)
    r.call("B")
    r.call("C")
    assert (r.to_call("D"), r.min_raise_to("D")) == (500, 950)


def test_08_4_raise_below_minimum_not_all_in_is_illegal():
    r = flop(list("ABC"), blinds=(1000, 2000))
    r.bet("A", 5000)
    with pytest.raises(IllegalActionError, match=r"below the minimum of 10000.*\(08\.4\)"):
        r.raise_to("B", 7000)


def test_08_4_opening_bet_below_big_blind_is_illegal_unless_all_in():
    r = flop(list("ABC"), blinds=(50, 100), stacks={"A": 60})
    with pytest.raises(IllegalActionError, match="08.4"):
        r.bet("A", 50)
    rec = r.all_in("A")
    assert rec.ruled_as == "bet" and rec.full_raise is False
    assert r.min_raise_to("B") == 160  # the short bet plus one big blind (documented decision)


# ------------------------------------------------------------------ reopening (IA-10)
def _ia10_1(*extra):
    r = flop(list("ABCDE"), stacks={"B": 125, "D": 200})
    r.bet("A", 100)
    r.all_in("B")
    r.call("C")
    r.all_in("D")
    r.call("E")
    for verb, *args in extra:
        getattr(r, verb)(*args)
    return r


def test_IA_10_1_short_all_ins_add_up_to_reopen():
    r = _ia10_1()
    assert r.to_act == "A"
    assert r.to_call("A") == 100 and r.is_open("A") and r.options("A") == ["fold", "call", "raise"]


def test_IA_10_1A_caller_facing_less_than_full_raise_cannot_raise():
    r = _ia10_1(("call", "A"))
    assert r.to_act == "C"
    assert r.to_call("C") == 75 and not r.can_raise("C") and r.options("C") == ["fold", "call"]
    with pytest.raises(IllegalActionError, match="IA-10"):
        r.raise_to("C", 400)


def test_IA_10_1B_full_raise_behind_reopens_caller():
    r = _ia10_1(("raise_to", "A", 300))
    assert r.to_call("C") == 175 and r.can_raise("C") and r.min_raise_to("C") == 400


def test_IA_10_2_min_raise_after_several_short_all_ins():
    r = flop(list("ABCDEF"), stacks={"B": 500, "C": 650, "D": 800})
    r.bet("A", 300)
    for p in "BCD":
        assert r.all_in(p).full_raise is False
    r.call("E")
    assert (r.to_call("F"), r.min_raise_to("F"), r.increment) == (800, 1100, 300)


def _ia10_3():
    r = BettingRound(seats=["SB", "BB", "A", "B", "C"], blinds=(2000, 4000), stacks={"C": 7500})
    r.call("A")
    r.fold("B")
    r.all_in("C")
    r.fold("SB")
    return r


def test_IA_10_3_big_blind_option_open_after_short_all_in():
    r = _ia10_3()
    assert r.to_act == "BB" and r.can_raise("BB") and r.min_raise_to("BB") == 11500


def test_IA_10_3A_limper_not_reopened_when_big_blind_calls():
    r = _ia10_3()
    r.call("BB")
    assert r.to_act == "A" and r.to_call("A") == 3500 and not r.can_raise("A")


def test_IA_10_3B_limper_reopened_by_big_blind_full_raise():
    r = _ia10_3()
    r.raise_to("BB", 11500)
    assert r.to_call("A") == 7500 and r.can_raise("A")


def test_big_blind_keeps_option_when_everyone_limps():
    r = BettingRound(seats=["SB", "BB", "A"], blinds=(50, 100))
    r.call("A")
    r.call("SB")
    assert r.to_act == "BB" and r.options("BB") == ["check", "raise"] and r.min_raise_to("BB") == 200
    r.check("BB")
    assert r.closed


def test_no_raise_when_every_other_player_is_all_in():
    r = flop(["BTN", "BB"], stacks={"BB": 300})
    r.all_in("BB")
    assert r.options("BTN") == ["fold", "call"] and r.min_raise_to("BTN") is None


# ------------------------------------------------------------------ order, heads-up, closing
def test_heads_up_button_posts_small_blind_and_acts_first_preflop_last_after():
    pre = BettingRound(seats=["BTN", "BB"], blinds=(50, 100))
    assert pre.to_act == "BTN" and pre.committed("BTN") == 50 and pre.committed("BB") == 100
    post = BettingRound(seats=["BTN", "BB"], blinds=(50, 100), street=Street.FLOP)
    assert post.to_act == "BB"


def test_preflop_action_starts_left_of_big_blind():
    r = BettingRound(seats=["SB", "BB", "UTG", "BTN"], blinds=(50, 100))
    assert r.to_act == "UTG"


def test_round_closes_and_later_action_is_rejected():
    r = flop(["A", "B", "C"])
    for p in "ABC":
        r.check(p)
    assert r.closed
    with pytest.raises(RoundClosedError, match="betting round is over"):
        r.check("A")


def test_08_1_check_facing_a_bet_is_illegal():
    r = flop(["A", "B", "C"])
    r.bet("A", 100)
    with pytest.raises(IllegalActionError, match=r"B faces a bet of 100 and cannot check \(PL-55\)"):
        r.check("B")


def test_call_all_in_for_less():
    r = flop(["B", "A"], stacks={"B": 40})
    r.bet("A", 100)
    rec = r.call("B")
    assert rec.to == 40 and rec.all_in and r.closed


def test_ante_is_dead_money_and_does_not_change_the_call():
    r = BettingRound(seats=["SB", "BB", "A"], blinds=(50, 100), ante=10)
    assert r.total_pot == 180 and r.to_call("A") == 100


def test_unknown_player_and_bad_setup():
    with pytest.raises(UnknownPlayerError):
        flop(["A", "B"]).to_call("Z")
    with pytest.raises(ScenarioError, match="seated twice"):
        flop(["A", "A"])
    with pytest.raises(ScenarioError, match="at least two"):
        flop(["A"])


# ------------------------------------------------------------------ pot limit (PL-54)
def test_PL_54_pot_limit_preflop_maximum():
    r = BettingRound(seats=["SB", "BB", "UTG", "BTN"], blinds=(50, 100), game=Game.PLO)
    assert r.max_raise_to("UTG") == 350  # call 100 makes the pot 250; raise by 250


def test_PL_54_pot_limit_counts_calls_owed():
    r = BettingRound(seats=list("ABC"), blinds=(500, 1000), game=Game.PLO, street=Street.FLOP, pot=10500)
    assert r.max_raise_to("A") == 10500
    r.bet("A", 10500)
    # B: call 10500 makes the pot 31500, so the most is 10500 + 31500.
    assert r.max_raise_to("B") == 42000
    with pytest.raises(IllegalActionError, match="PL-54"):
        r.raise_to("B", 42001)


def test_PL_54B_short_all_in_blind_does_not_lower_preflop_limit():
    short = BettingRound(seats=["SB", "BB", "UTG"], blinds=(50, 100), game=Game.PLO, stacks={"BB": 60})
    assert short.committed("BB") == 60
    assert short.to_call("UTG") == 100  # the call is still the full big blind
    assert short.max_raise_to("UTG") == 350


# ------------------------------------------------------------------ fixed limit (PL-52)
def test_PL_52_fixed_limit_bet_sizes_and_cap():
    r = BettingRound(seats=list("ABCD"), blinds=(50, 100), game=Game.LHE, street=Street.TURN)
    assert (r.min_raise_to("A"), r.max_raise_to("A")) == (200, 200)
    r.bet("A", 200)
    r.raise_to("B", 400)
    r.raise_to("C", 600)
    r.raise_to("D", 800)  # bet + 3 raises: the cap of 4
    assert not r.can_raise("A") and r.options("A") == ["fold", "call"]


def test_PL_52_no_cap_with_two_players_left_in_the_event():
    r = BettingRound(seats=["A", "B"], blinds=(50, 100), game=Game.LHE, street=Street.FLOP, players_in_event=2)
    r.bet("B", 100)
    for i in range(3):
        r.raise_to("A" if i % 2 == 0 else "B", 200 + 100 * i)
    assert r.can_raise("B")  # a fifth bet is allowed heads-up at the end of the event


def test_PL_52_cap_applies_heads_up_while_more_remain_in_the_event():
    r = BettingRound(seats=["A", "B"], blinds=(50, 100), game=Game.LHE, street=Street.FLOP, players_in_event=9)
    r.bet("B", 100)
    for i in range(3):
        r.raise_to("A" if i % 2 == 0 else "B", 200 + 100 * i)
    assert not r.can_raise("B")


# ------------------------------------------------------------------ through the scenario reader
def test_ask_reproduces_IA_07_3_multi_chip_raise():
    r = ask({"blinds": "100/200", "street": "turn", "seats": ["A", "B", "C"],
             "actions": ["A bet 300", "B push 500x2"]})
    assert r.actions[-1].ruled_as == "raise" and r.actions[-1].to == 1000
    assert (r.player, r.to_call, r.min_raise_to) == ("C", 1000, 1700)


def test_raise_by_increment_syntax():
    r = ask({"blinds": "100/200", "street": "flop", "seats": ["A", "B", "C"],
             "actions": ["A bet 600", "B raise +1000"]})
    assert r.actions[-1].to == 1600 and r.min_raise_to == 2600


def test_03_8_uncalled_part_of_a_bet_is_returned_not_a_side_pot():
    r = ask({"blinds": "50/100", "street": "flop", "seats": ["A", "B", "C"], "stacks": {"B": 200},
             "actions": ["A bet 500", "B allin", "C fold"]})
    assert [p.to_dict() for p in r.pots] == [{"amount": 400, "eligible": ["A", "B"]}]
    assert r.uncalled == {"A": 300}
    assert r.to_dict()["uncalled"] == {"A": 300}


def test_pots_while_betting_goes_on_keep_players_with_chips_eligible():
    r = ask({"blinds": "50/100", "street": "flop", "seats": ["A", "B", "C"], "stacks": {"B": 200},
             "actions": ["A bet 500", "B allin"]})
    assert [p.to_dict() for p in r.pots] == [{"amount": 400, "eligible": ["A", "B", "C"]},
                                             {"amount": 300, "eligible": ["A", "C"]}]
    assert r.uncalled == {}
