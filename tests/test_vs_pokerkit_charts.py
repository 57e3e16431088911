"""rulescore against pokerkit (0.7.7) on the IA-07 / IA-10 situations and the reopening maps.

pokerkit is an oracle, not the authority: where the two differ, the test pins which TDA rule decides
and that rulescore follows it (IA-10-3A, short all-ins adding up across a completed raise, the short big
blind), and that each difference is one of the named departures of ``rulescore.oracle.kit.DEPARTURES``, the
list the random streets of tests/test_differential.py are held to. If a later pokerkit changes, these
tests say so.
"""

import pytest

pokerkit = pytest.importorskip("pokerkit")

from rulescore import analysis, engine  # noqa: E402
from rulescore import catalogue as rulings  # noqa: E402
from rulescore.input import scenario  # noqa: E402
from rulescore.oracle import kit as oracle  # noqa: E402
from rulescore.oracle.streets import Disagreement, Spec, apply_pokerkit, apply_rulescore, classify  # noqa: E402

IA_IDS = ["IA-07-1", "IA-07-2", "IA-07-3", "IA-07-4A", "IA-07-4B", "IA-10-1", "IA-10-1A", "IA-10-1B",
          "IA-10-2", "IA-10-3", "IA-10-3A", "IA-10-3B"]


def test_replay_IA_07_1_through_pokerkit():
    a = oracle.replay(seats=["A", "B", "C", "D"], blinds=(100, 200), street="flop",
                      actions=[("A", "bet", 600), ("B", "raise", 1600), ("C", "raise", 3600)])
    assert (a.player, a.to_call, a.can_raise, a.min_raise_to, a.max_raise_to) == ("D", 3600, True, 5600, None)
    assert a.refused is None and a.applied == 3


def test_replay_reports_a_refused_action_instead_of_raising():
    a = oracle.replay(seats=["A", "B", "C"], blinds=(50, 100), street="flop",
                      actions=[("A", "bet", 100), ("B", "raise", 150)])
    assert a.applied == 1 and "pokerkit refused" in a.refused and a.player == "B"
    b = oracle.replay(seats=["A", "B", "C"], blinds=(50, 100), street="flop", actions=[("B", "bet", 100)])
    assert b.refused == "action 1 (B bet 100): pokerkit has A to act"


def test_replay_pot_limit_with_earlier_pot_and_heads_up():
    a = oracle.replay(seats=["A", "B", "C"], blinds=(50, 100), street="flop", pot=600, structure="pot-limit",
                      actions=[("A", "bet", 300)])
    assert (a.to_call, a.min_raise_to, a.max_raise_to) == (300, 600, 1500)
    from rulescore import ask

    ours = ask({"game": "PLO", "blinds": "50/100", "street": "flop", "pot": 600, "seats": ["A", "B", "C"],
                "stacks": {"B": 5000}, "actions": ["A bet 300"]})
    assert ours.max_raise_to == 1500
    hu = oracle.replay(seats=["A", "B"], blinds=(50, 100), street="turn", pot=600, structure="pot-limit",
                       actions=[("B", "bet", 300)])  # heads-up: the big blind acts first after the flop
    assert (hu.player, hu.to_call, hu.max_raise_to) == ("A", 300, 1500)
    pre = oracle.replay(seats=["A", "B"], blinds=(50, 100), actions=[])
    assert (pre.player, pre.to_call) == ("A", 50)  # heads-up preflop: the button (small blind) first


@pytest.mark.parametrize("ident", IA_IDS)
def test_catalogue_situations_against_pokerkit(ident):
    c = oracle.compare(rulings.by_id(ident).scenario, label=ident)
    if ident == "IA-10-3A":
        # pokerkit lets the limper re-raise: it does not count the big blind as the opening bet, so
        # C's 3500 all-in looks like a full raise to it. IA-10 ex 3 scenario A: A may only call or fold.
        assert c.differences == ("can_raise", "min_raise_to")
        assert c.rulescore["can_raise"] is False and c.pokerkit["can_raise"] is True
        assert "TDA 47" in c.rules[0]
    else:
        assert c.agree, c.to_dict()


def _departure(source):
    """Replay ``source`` as ruled through the lockstep harness and name the first figure on which the
    two engines differ by the one list of departures."""
    sc = scenario.from_dict(source) if isinstance(source, dict) else scenario.from_dict(rulings.by_id(source).scenario)
    spec = Spec(seats=sc.seats, blinds=sc.blinds, stacks={s: sc.stacks.get(s, oracle.DEEP) for s in sc.seats},
                structure=sc.game.structure.value, street=sc.street.value, ante=sc.ante, pot=sc.pot)
    rnd, pk = spec.rulescore(), spec.pokerkit()
    kinds = {"fold": "f", "check": "k", "call": "c", "bet": "b", "raise": "r"}
    for r in engine.play(sc).actions:
        apply_rulescore(rnd, r.player, kinds[r.ruled_as], r.to)
        apply_pokerkit(pk, kinds[r.ruled_as], r.to)
    player = rnd.to_act
    assert pk.to_act == player
    for what, ours, theirs in (("to_call", rnd.to_call(player), pk.to_call()),
                               ("min_raise_to", rnd.min_raise_to(player), pk.min_raise_to())):
        if ours != theirs:
            return classify(Disagreement(what, ours, theirs, len(rnd.actions), player), rnd, pk, spec)
    return "agree"


def test_every_difference_on_the_notebook_situations_is_a_named_departure():
    completed = {"blinds": "50/100", "street": "flop", "seats": ["A", "B", "C", "D", "E"],
                 "stacks": {"B": 150, "C": 200, "E": 260},
                 "actions": ["A bet 100", "B allin", "C allin", "D call", "E allin"], "ask": "A"}
    short_bb = {"blinds": "50/100", "seats": ["SB", "BB", "A", "B"], "stacks": {"BB": 60}}
    assert _departure("IA-10-3A") == "limper-reraise"
    assert _departure(completed) == "several-short-all-ins"
    assert _departure(short_bb) == "short-big-blind"
    assert {_departure(i) for i in IA_IDS if i != "IA-10-3A"} == {"agree"}


def test_replay_posts_an_odd_pot_as_equal_antes_and_agrees_with_rulescore_on_the_pot_limit():
    from rulescore import ask

    for seats, pot in ((["A", "B", "C"], 601), (["A", "B"], 333)):
        a = oracle.replay(seats=seats, blinds=(50, 100), street="river", pot=pot, structure="pot-limit",
                          actions=[])
        ours = ask({"game": "PLO", "blinds": "50/100", "street": "river", "pot": pot, "seats": seats,
                    "stacks": {s: 10000 for s in seats}})
        assert (a.player, a.to_call, a.max_raise_to) == (ours.player, 0, pot) == (ours.player, 0, ours.max_raise_to)


def test_short_all_ins_add_up_after_a_completed_raise():
    # A bets 100; B (150) and C (200) together make a full raise; E's all-in to 260 adds 60 more.
    # The bet rose 160 since A acted: A is reopened (IA-10 ex 1). pokerkit refuses A a raise.
    sc = {"blinds": "50/100", "street": "flop", "seats": ["A", "B", "C", "D", "E"],
          "stacks": {"B": 150, "C": 200, "E": 260},
          "actions": ["A bet 100", "B allin", "C allin", "D call", "E allin"], "ask": "A"}
    c = oracle.compare(sc)
    assert c.rulescore == {"to_call": 160, "can_raise": True, "min_raise_to": 360}
    assert c.pokerkit["can_raise"] is False and "non-full all-in" in c.pokerkit["why_not"]


def test_short_big_blind_call_amount():
    c = oracle.compare({"blinds": "50/100", "seats": ["SB", "BB", "A", "B"], "stacks": {"BB": 60}})
    assert c.rulescore["to_call"] == 100 and c.pokerkit["to_call"] == 60
    assert "to_call" in c.differences


def test_maps_agree_on_IA_10_planes_and_differ_on_the_completed_raise_plane():
    for src, first, second, player, measure in [("IA-10-1", "B", "D", "A", "can_raise"),
                                                ("IA-10-2", "C", "D", "F", "min_raise_to")]:
        kw = dict(first=first, second=second, player=player, measure=measure, step=25)
        ours = analysis.reopening_map(src, **kw)
        theirs = analysis.reopening_map(src, engine="pokerkit", **kw)
        assert analysis.differences(ours, theirs) == []
    sc = {"blinds": "50/100", "street": "flop", "seats": ["A", "B", "C", "D", "E"], "stacks": {"B": 150},
          "actions": ["A bet 100", "B allin", "C allin", "D call", "E allin"], "ask": "A"}
    kw = dict(first="C", second="E", player="A", x_range=(155, 400), y_range=(155, 400), step=15)
    ours = analysis.reopening_map(sc, **kw)
    theirs = analysis.reopening_map(sc, engine="pokerkit", **kw)
    diff = analysis.differences(ours, theirs)
    assert diff and all(o is True and t is False for _, _, o, t in diff)
    # Exactly where C's all-in completes B's short one (200 <= C < 250) and E's is short again.
    assert all(200 <= x < 250 and x < y < x + 100 for x, y, _, _ in diff)
