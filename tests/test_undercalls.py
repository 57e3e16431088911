"""Undercalls (08.7, IA-11), binding calls and accepted action (08.10, 08-G, PL-53): what is owed,
what a TD may choose, what a fold forfeits and returns, and hypothesis properties."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulescore import ask


def run(actions, *, blinds="1000/2000", seats=("A", "B", "C", "D"), **extra):
    return ask({"blinds": blinds, "street": "flop", "seats": list(seats), "actions": list(actions), **extra})


def test_IA_11_2_undercall_of_the_opening_bet_is_a_full_call():
    a = run(["A bet 8000", "B push 2000"]).actions[-1]
    assert (a.ruled_as, a.to, a.added, a.outcomes, a.rule) == ("call", 8000, 8000, (), "08.7")


def test_08_7_undercall_heads_up_is_a_full_call():
    a = run(["A bet 3000", "B push 1000"], seats=("B", "A"), blinds="200/400").actions[-1]
    assert (a.ruled_as, a.to) == ("call", 3000)


def test_IA_11_1_undercall_facing_a_raise_multiway_is_the_TDs():
    a = run(["A bet 2000", "B raise 8000", "C push 2000"]).actions[-1]
    assert a.outcomes == ("call", "fold") and (a.ruled_as, a.to) == ("call", 8000)
    f = run(["A bet 2000", "B raise 8000", "C push 2000 td fold"]).actions[-1]
    assert (f.ruled_as, f.to, f.added, f.returned, f.outcomes) == ("fold", 2000, 2000, 0, ("fold", "call"))


def test_IA_11_4_fold_forfeits_400_and_returns_100():
    r = run(["O bet 400", "A raise 1200", "B push 500 td fold"], blinds="200/400", seats=("O", "A", "B"))
    f = r.actions[-1]
    assert (f.ruled_as, f.to, f.added, f.returned) == ("fold", 400, 400, 100)
    assert r.pots[0].amount == 400 + 1200 + 400 and "B" not in r.pots[0].eligible
    # The replay goes on along the TD's choice: O faces the raise.
    assert (r.player, r.to_call) == ("O", 800)


def test_IA_11_4_with_the_call_chosen_B_owes_1200():
    r = run(["O bet 400", "A raise 1200", "B push 500 td call"], blinds="200/400", seats=("O", "A", "B"))
    assert (r.actions[-1].to, r.actions[-1].added, r.actions[-1].returned) == (1200, 1200, 0)


@pytest.mark.parametrize("chip, forfeit, back", [(500, 400, 100), (1000, 400, 600), (300, 300, 0)])
def test_undercall_forfeit_is_the_highest_level_the_chips_cover(chip, forfeit, back):
    f = run(["O bet 400", "A raise 1200", f"B push {chip} td fold"], blinds="200/400",
            seats=("O", "A", "B")).actions[-1]
    assert (f.added, f.returned) == (forfeit, back)


def test_IA_11_3_verbal_call_binds_8000():
    a = run(["A bet 2000", "B raise 8000", 'C says "call"']).actions[-1]
    assert (a.ruled_as, a.to, a.added) == ("call", 8000, 8000)


def test_08_E_chips_short_then_the_word_call_are_an_undercall_facing_the_opening_bet():
    # 08.1: the first action defines it. The chips came first and are short of the call: an undercall
    # (08.7), which facing the opening bet is an obligatory full call; the word after changes nothing.
    a = run(["A bet 8000", 'B push 3000 says "call"']).actions[-1]
    assert (a.ruled_as, a.to, a.outcomes, a.rule) == ("call", 8000, (), "08.7")
    assert "undercall" in a.note and "do not change" in a.note


def test_08_7_chips_short_then_the_word_call_facing_a_raise_multiway_leave_the_td_a_choice():
    a = run(["A bet 2000", "C raise 8000", 'B push 3000 says "call"'], seats=("A", "C", "B", "D")).actions[-1]
    assert (a.ruled_as, a.to, a.outcomes) == ("call", 8000, ("call", "fold"))


def test_08_2_the_word_call_first_then_short_chips_is_a_verbal_call():
    a = run(["A bet 8000", 'B says "call" push 3000']).actions[-1]
    assert (a.ruled_as, a.to, a.outcomes) == ("call", 8000, ())
    assert "verbal call" in a.note


def test_08_G_accepted_action_owes_18000():
    a = run(["F bet 18000", 'G push 12000 says "call" told 12000'], seats=("F", "G", "H")).actions[-1]
    assert (a.ruled_as, a.to, a.added, a.rule) == ("call", 18000, 18000, "08.10")


def test_08_10_silent_chips_matching_what_was_told_are_a_call_of_the_real_bet():
    a = run(["A bet 6000", "B push 1000x4 told 4000"], blinds="500/1000").actions[-1]
    assert (a.ruled_as, a.to, a.rule) == ("call", 6000, "08.10")
    # Told too much: the call is of the real bet and the excess goes back.
    b = run(["A bet 6000", 'B says "call" told 8000'], blinds="500/1000").actions[-1]
    assert (b.ruled_as, b.to) == ("call", 6000)


def test_PL_53_call_on_wrong_count_owes_the_full_amount():
    a = run(["A bet 7500", 'B says "call" told 5000'], blinds="200/400", seats=("A", "B", "C")).actions[-1]
    assert (a.ruled_as, a.to, a.rule) == ("call", 7500, "08.10")


def test_undercall_of_last_chips_is_all_in():
    a = run(["A bet 8000", "B push 1000x3"], stacks={"B": 3000}).actions[-1]
    assert (a.ruled_as, a.to, a.all_in) == ("call", 3000, True)


@settings(max_examples=200, deadline=None)
@given(st.integers(1, 7), st.sampled_from([100, 200, 500, 1000]), st.booleans())
def test_property_undercall_fold_forfeits_no_more_than_pushed_and_conserves(k, chip, raised):
    opening = 400 * k
    actions = ["O bet %d" % opening] + (["A raise %d" % (3 * opening)] if raised else ["A call"])
    r = run(actions + [f"B push {chip}"], blinds="200/400", seats=("O", "A", "B", "C"))
    rec = r.actions[-1]
    if chip >= rec.facing.to_call:
        return
    if not raised:  # facing the opening bet: always the full call
        assert rec.outcomes == () and rec.to == opening
        return
    assert rec.outcomes == ("call", "fold")
    f = run(actions + [f"B push {chip} td fold"], blinds="200/400", seats=("O", "A", "B", "C")).actions[-1]
    assert 0 <= f.added <= chip and f.added + f.returned == chip
    assert sum(p.amount for p in ask({"blinds": "200/400", "street": "flop", "seats": ["O", "A", "B", "C"],
                                      "actions": actions + [f"B push {chip} td fold"]}).pots) == \
        opening + 3 * opening + f.added
