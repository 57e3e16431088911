"""rulescore's betting engine against pokerkit 0.7.7 on random streets (a fast subset; ``make bench`` runs
a longer one).

Before every action both engines are asked what the player to act faces (``to_call``, ``min_raise_to``,
``max_raise_to``) and who that player is; when the round closes the side pots are compared. Every
disagreement must be one of the named departures of ``rulescore.oracle.kit.DEPARTURES`` (each with its own
test below, on the published or a minimal example, recomputed here in both engines); anything else is a
rulescore bug. The streets are played by ``rulescore.oracle.streets`` through the one pokerkit adapter,
``rulescore.oracle.kit.PokerkitRound``, whose model of the table (the pot from earlier streets as equal
antes, a stand-in chip for an empty no-limit pot) is tested at the end.
"""

import subprocess
import sys

import pytest

from rulescore import UnsupportedError, ask
from rulescore.oracle import kit as oracle
from rulescore.oracle.kit import DEPARTURES, PokerkitRound
from rulescore.oracle.streets import Disagreement, Spec, apply_pokerkit, apply_rulescore, classify, run

SEEDS = range(4)
STREETS_PER_SEED = 150


@pytest.mark.parametrize("seed", SEEDS)
def test_random_streets_agree_with_pokerkit_or_depart_by_name(seed):
    played = run(seed, STREETS_PER_SEED)
    compared = sum(p.compared for p in played)
    assert compared > 1000
    unexplained = [(d, p.spec, p.actions[:d.step]) for p in played for d in p.disagreements if d.case is None]
    assert unexplained == []
    assert {d.case for p in played for d in p.disagreements} <= set(DEPARTURES)


def test_random_streets_exercise_short_all_ins_and_side_pots():
    played = run(99, 200)
    kinds = [k for p in played for _, k, _ in p.actions]
    assert kinds.count("r") > 100 and kinds.count("f") > 100
    rounds = [p.spec.rulescore() for p in played]
    for p, rnd in zip(played, rounds):
        for name, kind, total in p.actions:
            apply_rulescore(rnd, name, kind, total)
    assert sum(1 for r in rounds if sum(s.all_in for s in r.seats) >= 2) > 20


def _replay(spec, actions):
    rnd, pk = spec.rulescore(), spec.pokerkit()
    for name, kind, total in actions:
        assert rnd.to_act == pk.to_act == name
        apply_rulescore(rnd, name, kind, total)
        apply_pokerkit(pk, kind, total)
    assert rnd.to_act == pk.to_act
    return rnd, pk


def _named(what, ours, theirs, rnd, pk, spec):
    d = Disagreement(what=what, ours=ours, theirs=theirs, step=len(rnd.actions), player=rnd.to_act)
    return classify(d, rnd, pk, spec)


def test_allow_list_is_small_and_cited():
    assert len(DEPARTURES) <= 6
    for d in DEPARTURES.values():
        assert d.rule and d.example and d.why


def test_IA_10_3A_limper_may_not_reraise_short_all_in_pokerkit_departs():
    # Blinds 2000/4000: A limps, B folds, C all-in to 7500 (3500 over the big blind), SB folds, BB calls.
    spec = Spec(seats=("SB", "BB", "A", "B", "C"), blinds=(2000, 4000),
                stacks={"SB": 100000, "BB": 100000, "A": 100000, "B": 100000, "C": 7500})
    rnd, pk = _replay(spec, [("A", "c", 0), ("B", "f", 0), ("C", "r", 7500), ("SB", "f", 0), ("BB", "c", 0)])
    assert rnd.to_call("A") == pk.to_call() == 3500
    assert rnd.min_raise_to("A") is None and not rnd.can_raise("A")
    assert pk.min_raise_to() == 11500
    assert _named("min_raise_to", None, 11500, rnd, pk, spec) == "limper-reraise"


def test_IA_10_1_short_all_ins_add_up_pokerkit_agrees():
    spec = Spec(seats=tuple("ABCDE"), blinds=(50, 100), street="flop", pot=500,
                stacks={"A": 10000, "B": 125, "C": 10000, "D": 200, "E": 10000})
    rnd, pk = _replay(spec, [("A", "b", 100), ("B", "r", 125), ("C", "c", 0), ("D", "r", 200), ("E", "c", 0)])
    assert rnd.min_raise_to("A") == pk.min_raise_to() == 300


def test_IA_10_1_three_short_all_ins_reopen_pokerkit_departs():
    # A bets 100; B +60, C +60 (together a full raise), D +30: A faces 150 more, at least a full raise.
    spec = Spec(seats=tuple("ABCDE"), blinds=(50, 100), street="flop", pot=500,
                stacks={"A": 10000, "B": 160, "C": 220, "D": 250, "E": 10000})
    rnd, pk = _replay(spec, [("A", "b", 100), ("B", "r", 160), ("C", "r", 220), ("D", "r", 250), ("E", "c", 0)])
    assert rnd.to_call("A") == pk.to_call() == 150
    assert rnd.can_raise("A") and rnd.min_raise_to("A") == 350
    assert pk.min_raise_to() is None
    assert _named("min_raise_to", 350, None, rnd, pk, spec) == "several-short-all-ins"


def test_short_big_blind_call_is_no_more_than_another_player_can_put_in_pokerkit_departs():
    # Found by the 3,000-street run: 100/200, ante 20; the big blind is all-in for 25, the small blind can
    # reach 193 at most, D is all-in but for 3. C's call is the full big blind as far as anybody can match
    # it (193; nobody can call a raise, so none); pokerkit makes it the small blind's 100.
    spec = Spec(seats=tuple("ABCD"), blinds=(100, 200), ante=20, stacks={"A": 213, "B": 45, "C": 3037, "D": 23})
    rnd, pk = _replay(spec, [])
    assert rnd.to_act == "C" and (rnd.to_call("C"), rnd.min_raise_to("C")) == (193, None)
    assert (pk.to_call(), pk.min_raise_to()) == (100, 300)
    assert _named("to_call", 193, 100, rnd, pk, spec) == "short-big-blind"


@pytest.mark.parametrize("actions", [[], [("C", "f", 0), ("D", "f", 0)]], ids=["heads-up", "folded-to-sb"])
def test_short_big_blind_alone_to_call_pokerkit_is_right_and_not_excused(actions):
    # Heads-up, or folded round to the small blind: the big blind's 60 is all there is to call. The two
    # engines agree, and a disagreement there would not be excused as the short-big-blind departure.
    seats = ("SB", "BB") if not actions else ("SB", "BB", "C", "D")
    spec = Spec(seats=seats, blinds=(50, 100), stacks={s: 5000 for s in seats} | {"BB": 60})
    rnd, pk = _replay(spec, actions)
    assert rnd.to_act == pk.to_act == "SB"
    assert rnd.to_call("SB") == pk.to_call() == 10
    assert rnd.min_raise_to("SB") == pk.min_raise_to() is None
    assert _named("to_call", 50, 10, rnd, pk, spec) is None


@pytest.mark.parametrize("structure", ["no-limit", "pot-limit"])
def test_short_big_blind_call_is_the_full_big_blind_pokerkit_departs(structure):
    spec = Spec(seats=("SB", "BB", "C", "D"), blinds=(50, 100), structure=structure,
                stacks={"SB": 5000, "BB": 60, "C": 5000, "D": 5000})
    rnd, pk = _replay(spec, [])
    assert (rnd.to_call("C"), rnd.min_raise_to("C")) == (100, 200)
    assert (pk.to_call(), pk.min_raise_to()) == (60, 160)
    assert _named("to_call", 100, 60, rnd, pk, spec) == "short-big-blind"


def test_PL_54B_short_small_blind_does_not_lower_the_pot_limit_pokerkit_departs():
    spec = Spec(seats=("SB", "BB", "C", "D"), blinds=(50, 100), structure="pot-limit",
                stacks={"SB": 30, "BB": 5000, "C": 5000, "D": 5000})
    rnd, pk = _replay(spec, [])
    assert rnd.max_raise_to("C") == 350  # 100 + (50 + 100 + 100 to call)
    assert pk.max_raise_to() == 330
    assert _named("max_raise_to", 350, 330, rnd, pk, spec) == "short-blind-pot-limit"


def test_short_opening_all_in_bet_does_not_reopen_a_checker_pokerkit_departs():
    spec = Spec(seats=("A", "B", "C"), blinds=(50, 100), street="flop", pot=300,
                stacks={"A": 5000, "B": 60, "C": 5000})
    rnd, pk = _replay(spec, [("A", "k", 0), ("B", "b", 60), ("C", "c", 0)])
    assert rnd.to_call("A") == pk.to_call() == 60
    assert rnd.min_raise_to("A") is None
    assert pk.min_raise_to() == 160
    assert _named("min_raise_to", None, 160, rnd, pk, spec) == "short-opening-bet"


def test_no_raise_when_nobody_can_call_more_agrees_with_pokerkit():
    # Found by this test: rulescore let G raise although every other live player was all-in or too short
    # to call more than the current bet (betting.py can_raise, fixed).
    spec = Spec(seats=tuple("ABCDEFG"), blinds=(1, 2), structure="pot-limit", street="flop", pot=28,
                stacks={"A": 38, "B": 2, "C": 31, "D": 52, "E": 1, "F": 60, "G": 363})
    rnd, pk = _replay(spec, [("A", "b", 28), ("B", "c", 0), ("C", "c", 0), ("D", "r", 52), ("E", "c", 0),
                             ("F", "r", 60)])
    assert rnd.min_raise_to("G") is None and pk.min_raise_to() is None
    assert rnd.options("G") == ["fold", "call"]


def test_heads_up_short_big_blind_covered_by_small_blind_closes_the_round():
    # Found by this test: the small blind (50 in) faced a call although the only opponent was all-in for 36.
    spec = Spec(seats=("A", "B"), blinds=(50, 100), stacks={"A": 102, "B": 36})
    rnd, pk = _replay(spec, [])
    assert rnd.closed and pk.closed


def test_all_in_for_the_ante_is_eligible_for_the_antes_matched():
    # Found by this test: a player all-in on the ante was eligible for no pot (03.8).
    r = ask({"blinds": "100/200", "ante": 200, "seats": ["A", "B", "C", "D"],
             "stacks": {"A": 5000, "B": 5000, "C": 5000, "D": 120},
             "actions": ["C call", "A call", "B check"]})
    assert r.closed
    assert [p.to_dict() for p in r.pots] == [
        {"amount": 480, "eligible": ["A", "B", "C", "D"]},
        {"amount": 840, "eligible": ["A", "B", "C"]},
    ]


def test_every_departure_is_documented_and_named_by_classify():
    played = run(7, 150)
    assert {d.case for p in played for d in p.disagreements} - {None} <= set(DEPARTURES)
    for name, d in DEPARTURES.items():
        assert d.name == name and "[TDA" in d.rule


# ------------------------------------------------------------------ the adapter's model of the table
@pytest.mark.parametrize("seats,pot", [(tuple("ABCD"), 1003), (tuple("ABC"), 2), (("A", "B"), 301)])
def test_the_pot_from_earlier_streets_is_dead_money_in_the_main_pot(seats, pot):
    # Equal antes, the remainder one chip each from the first seats: every stack and the pot start the
    # street as the scenario says, and the side pots match rulescore's chip for chip.
    stacks = dict(zip(seats, (5000, 150, 400, 5000)))
    spec = Spec(seats=seats, blinds=(50, 100), street="turn", pot=pot, stacks=stacks, structure="pot-limit")
    pk = spec.pokerkit()
    assert pk.bets() == {s: 0 for s in seats}
    assert {s: pk.state.stacks[pk.index[s]] for s in seats} == stacks
    assert pk.state.total_pot_amount == pot
    rnd = spec.rulescore()
    first = rnd.to_act
    assert pk.to_act == first and pk.max_raise_to() == rnd.max_raise_to(first) == min(max(pot, 100), stacks[first])
    actions = [(first, "b", 100)] + [(s, "c", 0) for s in seats if s != first]
    rnd, pk = _replay(spec, actions)
    assert rnd.closed and pk.closed
    ours = [(p.amount, tuple(p.eligible)) for p in _side_pots(rnd)]
    assert pk.pots() == ours
    assert sum(a for a, _ in ours) == pot + sum(min(100, stacks[s]) for s in seats)


def _side_pots(rnd):
    from rulescore.rules.pots import side_pots

    return side_pots(rnd.pot_contributions(), folded={s.name for s in rnd.seats if s.folded}, dead=rnd.dead_money)


def test_an_empty_no_limit_pot_after_the_flop_has_a_stand_in_chip_left_out_of_the_pots():
    spec = Spec(seats=tuple("ABC"), blinds=(50, 100), street="flop", stacks={"A": 5000, "B": 250, "C": 5000})
    pk = spec.pokerkit()
    assert pk.stand_in == 1 and pk.pots() == []
    rnd, pk = _replay(spec, [("A", "b", 300), ("B", "c", 0), ("C", "c", 0)])
    assert pk.pots() == [(750, ("A", "B", "C")), (100, ("A", "C"))]
    assert [(p.amount, tuple(p.eligible)) for p in _side_pots(rnd)] == pk.pots()


def test_what_the_adapter_does_not_model_is_refused_by_name():
    with pytest.raises(UnsupportedError, match="pot limit"):
        PokerkitRound(seats="ABC", blinds=(50, 100), street="flop", structure="pot-limit")
    with pytest.raises(UnsupportedError, match="preflop"):
        PokerkitRound(seats="ABC", blinds=(50, 100), pot=300)
    with pytest.raises(UnsupportedError, match="straddle"):
        oracle.compare({"blinds": "50/100", "seats": ["A", "B", "C", "D"], "straddle": "C"})


def test_importing_the_adapter_and_the_streets_loads_no_pokerkit():
    code = ("import sys, rulescore, rulescore.cli, rulescore.oracle.kit, rulescore.oracle.streets; "
            "assert 'pokerkit' not in sys.modules")
    subprocess.run([sys.executable, "-c", code], check=True)
