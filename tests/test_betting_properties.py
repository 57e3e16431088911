"""Hypothesis properties of one betting round, over random legal streets with short stacks:

* chips are conserved (every chip is behind or in the middle);
* nobody ever faces a negative call;
* min_raise_to >= current bet + last full raise unless it is the player's all-in (in fixed limit: the last
  full level plus one bet, above the current bet: an all-in for less than half a bet is completed, TDA 47-B);
* an incomplete raise never lowers the minimum raise (and never reopens on its own);
* the pots sum to the contributions and every pot's winners put in at least its level.
"""

from hypothesis import given, settings
from hypothesis import strategies as st

from rulescore.records.vocabulary import Game, Street
from rulescore.rules.betting import BettingRound
from rulescore.rules.pots import side_pots


@st.composite
def streets(draw):
    n = draw(st.integers(2, 9))
    names = [f"P{i}" for i in range(n)]
    bb = draw(st.sampled_from([2, 100, 200, 400]))
    stacks = {p: draw(st.integers(1, 40)) * bb // 4 + draw(st.integers(0, bb)) for p in names}
    stacks = {p: max(1, s) for p, s in stacks.items()}
    game = draw(st.sampled_from([Game.NLHE, Game.PLO, Game.LHE]))
    street = draw(st.sampled_from(list(Street)))
    rnd = BettingRound(seats=names, blinds=(bb // 2, bb), stacks=stacks, game=game, street=street,
                       ante=draw(st.sampled_from([0, 0, bb // 4])), pot=0 if street is Street.PREFLOP else 3 * bb)
    start = rnd.total_pot + sum(s.behind for s in rnd.seats)
    steps = []
    for _ in range(40):
        p = rnd.to_act
        if p is None:
            break
        facing = rnd.facing(p)
        before_inc = rnd.increment
        # the smallest full raise-to: in fixed limit one bet over the last full level (TDA 47-B)
        target = (rnd.full_level if game is Game.LHE else rnd.current_bet) + rnd.increment
        allin_total = rnd.all_in_total(p)
        choice = draw(st.sampled_from(rnd.options(p) + ["allin"]))
        if choice in ("bet", "raise"):
            lo, hi = rnd.min_raise_to(p), rnd.max_raise_to(p)
            total = draw(st.integers(lo, hi))
            rec = rnd.raise_to(p, total)
        elif choice == "allin":
            if not rnd.can_raise(p) and rnd.all_in_total(p) > rnd.current_bet:
                rec = rnd.call(p)
            elif rnd.structure.value != "no-limit" and rnd.all_in_total(p) > (rnd.max_raise_to(p) or 0) > rnd.current_bet:
                rec = rnd.raise_to(p, rnd.max_raise_to(p))
            else:
                rec = rnd.all_in(p)
        else:
            rec = getattr(rnd, choice)(p)
        steps.append((facing, before_inc, rec, rnd.increment, allin_total, target))
    return rnd, start, steps


@settings(max_examples=300, deadline=None)
@given(streets())
def test_chips_are_conserved(case):
    rnd, start, _ = case
    assert rnd.total_pot + sum(s.behind for s in rnd.seats) == start
    assert all(s.behind >= 0 for s in rnd.seats)


@settings(max_examples=300, deadline=None)
@given(streets())
def test_calls_never_negative_and_min_raise_respects_increment(case):
    _, _, steps = case
    for facing, _before_inc, rec, _after_inc, allin_total, full in steps:
        assert facing.to_call >= 0
        if facing.min_raise_to is not None:
            # the full minimum, or (only when the stack is shorter) the player's all-in
            assert facing.min_raise_to == full or facing.min_raise_to == allin_total < full
            assert facing.min_raise_to > facing.current_bet or facing.min_raise_to == allin_total
        if rec.ruled_as in ("bet", "raise") and not rec.all_in:
            assert rec.to >= full


@settings(max_examples=300, deadline=None)
@given(streets())
def test_incomplete_raise_never_lowers_the_minimum(case):
    _, _, steps = case
    for _, before_inc, rec, after_inc, _, _ in steps:
        assert after_inc >= before_inc
        if rec.full_raise is False:
            assert after_inc == before_inc


@settings(max_examples=300, deadline=None)
@given(streets())
def test_pots_sum_to_contributions_and_winners_are_eligible(case):
    rnd, _, _ = case
    folded = {s.name for s in rnd.seats if s.folded}
    contributions = rnd.contributions()
    pots = side_pots(contributions, folded=folded, dead=rnd.pot)
    assert sum(p.amount for p in pots) == sum(contributions.values()) + rnd.pot
    for pot in pots:
        assert pot.eligible and not (set(pot.eligible) & folded)
