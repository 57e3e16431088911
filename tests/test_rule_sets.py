"""The rule set a scenario is ruled by (``rules: tda2024 | sources``, issue 21) and the steps where the two
sets part. One test per rule where they differ (``test_tda_NN_...``): the TDA 2024 ruling by default, the
renderings' with ``rules: sources``, and each ruling naming the other's outcome with its chips."""

from __future__ import annotations

import pytest

from rulescore import RulesError, ScenarioError, ask
from rulescore.catalogue import verdicts
from rulescore.records.vocabulary import RuleSet
from rulescore.reference.rulesets import POINTS


def flop(actions, *, seats=("A", "B", "C"), blinds="100/200", **extra):
    return ask({"blinds": blinds, "street": "flop", "seats": list(seats), "actions": list(actions), **extra})


# ------------------------------------------------------------------ the switch
def test_rules_default_is_tda2024_and_the_ruling_names_it():
    r = flop(["A bet 400"])
    assert r.rules_by is RuleSet.TDA2024
    d = r.to_dict()
    assert (d["rules_by"], d["departures"]) == ("tda2024", [])


@pytest.mark.parametrize("value", ["sources", "Sources", " SOURCES "])
def test_rules_sources_is_read_and_named(value):
    r = flop(["A bet 400"], rules=value)
    assert r.to_dict()["rules_by"] == "sources"
    assert "ruled by the renderings" in r.to_text()


@pytest.mark.parametrize("value", ["tda", "house", "1", "tda2024 sources"])
def test_rules_other_values_are_one_line_input_errors(value):
    with pytest.raises(ScenarioError) as exc:
        flop([], rules=value)
    assert str(exc.value).startswith("rules: ") and "tda2024" in str(exc.value) and "\n" not in str(exc.value)


def test_rules_argument_overrides_the_scenario_key():
    sc = {"blinds": "100/200", "street": "flop", "seats": ["A", "B"], "actions": ["A bet 400"], "rules": "sources"}
    assert ask(sc, rules="tda2024").rules_by is RuleSet.TDA2024
    assert ask({k: v for k, v in sc.items() if k != "rules"}, rules="sources").rules_by is RuleSet.SOURCES
    with pytest.raises(RulesError):
        ask(sc, rules="official")


def test_rules_set_carries_to_later_streets():
    r = ask({"blinds": "100/200", "seats": ["A", "B", "C"], "rules": "sources",
             "streets": {"preflop": ["C call", "A call", "B check"], "flop": ["A check"]}})
    assert r.rules_by is RuleSet.SOURCES and r.street == "flop"


def test_catalogue_rules_renderings_by_sources_and_official_examples_by_tda2024():
    class E:
        source = "IA"

    assert verdicts.rule_set(E()) == "sources"  # type: ignore[arg-type]
    E.source = "TDA"
    assert verdicts.rule_set(E()) == "tda2024"  # type: ignore[arg-type]


def test_every_point_names_its_tda_rule_and_sources():
    for p in POINTS.values():
        assert p.tda and p.sources and p.tda2024 and p.renderings


# ------------------------------------------------------------------ TDA 44: one oversized chip, the last one too
def test_tda_44_last_oversized_chip_facing_a_bet_is_a_call():
    # blinds 100/200, flop, B has one 1000 chip: A bets 400, B pushes it silently.
    r = flop(["A bet 400", "B push 1000"], stacks={"B": 1000})
    a = r.actions[-1]
    assert (a.ruled_as, a.to, a.added, a.returned, a.all_in, a.rule) == ("call", 400, 400, 600, False, "TDA 44")
    assert r.stacks["B"] == 600 and a.outcomes == ()
    (d,) = r.departures
    assert (d.index, d.player, d.point, d.tda, d.sources) == (2, "B", "overchip-last-chip", "44", ("08.5", "08.6"))
    assert (d.tda2024.ruled_as, d.tda2024.to, d.tda2024.returned) == ("call", 400, 600)
    assert (d.renderings.ruled_as, d.renderings.to, d.renderings.all_in) == ("raise", 1000, True)
    assert [(o.label, o.ruled_as, o.to, o.returned) for o in d.renderings.outcomes] == [
        ("allin", "raise", 1000, 0), ("call", "call", 400, 600)]
    assert "depart from TDA 44" in a.note and "departure at flop action 2" in r.to_text()


def test_tda_44_last_oversized_chip_with_rules_sources_is_the_conflict_of_08_5_and_08_6():
    r = flop(["A bet 400", "B push 1000"], stacks={"B": 1000}, rules="sources")
    a = r.actions[-1]
    assert (a.ruled_as, a.to, a.all_in, a.outcomes) == ("raise", 1000, True, ("allin", "call"))
    assert "08.5 against 08.6" in a.note and "TDA 44 rules it otherwise: call to 400 (600 returned)" in a.note
    (d,) = r.departures
    assert (d.tda2024.ruled_as, d.tda2024.to, d.tda2024.returned) == ("call", 400, 600)
    assert r.to_dict()["departures"][0]["renderings"]["outcomes"][1] == {
        "label": "call", "as": "call", "to": 400, "added": 400, "returned": 600}


def test_tda_44_last_oversized_chip_facing_a_blind_is_a_call():
    # preflop, folded round to the small blind, whose last chip (500 behind after the blind) is one 500.
    sc = {"blinds": "100/200", "seats": ["SB", "BB", "C"], "stacks": {"SB": 600}, "actions": ["C fold", "SB push 500"]}
    a = ask(sc).actions[-1]
    assert (a.ruled_as, a.to, a.returned, a.rule) == ("call", 200, 400, "TDA 44")
    assert ask(sc, rules="sources").actions[-1].outcomes == ("allin", "call")


def test_tda_44_declared_raise_with_the_last_oversized_chip_is_the_most_the_chip_allows():
    for rules in ("tda2024", "sources"):
        r = flop(["A bet 400", 'B says "raise" push 1000'], stacks={"B": 1000}, rules=rules)
        a = r.actions[-1]
        assert (a.ruled_as, a.to, a.all_in) == ("raise", 1000, True) and not r.departures


def test_tda_44_last_chip_when_betting_is_not_reopened_is_a_call_in_both_sets():
    # A bets 400, B all-in 600 (short), C calls: A's last chip cannot raise; both sets make it a call.
    for rules in ("tda2024", "sources"):
        r = flop(["A bet 400", "B allin", "C call", "A push 1000"], stacks={"A": 1400, "B": 600}, rules=rules)
        assert (r.actions[-1].ruled_as, r.actions[-1].to) == ("call", 600) and not r.departures


# ------------------------------------------------------------------ TDA 45: last chips
def test_tda_45_A_last_chips_each_needed_for_the_call_are_a_call():
    # The official example 2 of 45-A: 25-50, after the flop A opens for 1050, B's last chips are two 1000s.
    r = flop(["A bet 1050", "B push 1000x2"], blinds="25/50", stacks={"B": 2000})
    a = r.actions[-1]
    assert (a.ruled_as, a.to, a.returned, a.all_in, a.rule) == ("call", 1050, 950, False, "TDA 45-A")
    (d,) = r.departures
    assert (d.point, d.tda, d.sources) == ("last-chips-all-needed", "45-A", ("08.6", "IA-08"))
    assert (d.renderings.ruled_as, d.renderings.to, d.renderings.added, d.renderings.all_in) == ("raise", 2000, 2000, True)


def test_tda_45_A_last_chips_each_needed_with_rules_sources_are_all_in():
    r = flop(["A bet 1050", "B push 1000x2"], blinds="25/50", stacks={"B": 2000}, rules="sources")
    a = r.actions[-1]
    assert (a.ruled_as, a.to, a.all_in, a.rule) == ("raise", 2000, True, "08.6")
    (d,) = r.departures
    assert (d.tda2024.ruled_as, d.tda2024.to, d.tda2024.returned) == ("call", 1050, 950)


@pytest.mark.parametrize("words", ["raise", "all-in"])
def test_tda_45_A_last_chips_after_raise_or_all_in_declared_are_all_in(words):
    r = flop(["A bet 1050", f'B says "{words}" push 1000x2'], blinds="25/50", stacks={"B": 2000})
    assert (r.actions[-1].to, r.actions[-1].all_in) == (2000, True) and not r.departures


def test_tda_45_B_last_chips_not_all_needed_are_all_in_in_both_sets():
    # IA-08-4 with the last chips: 1000 + 500x2 facing 1400 (a 500 could go) is all-in, short of 50 % or not.
    for rules in ("tda2024", "sources"):
        r = flop(["A bet 1400", "B push 1000+500x2"], stacks={"B": 2000}, rules=rules)
        assert (r.actions[-1].ruled_as, r.actions[-1].to, r.actions[-1].all_in) == ("raise", 2000, True)
        assert not r.departures


def test_tda_45_A_example_1_a_call_with_chips_behind_is_alike_in_both_sets():
    # A opens 400, B raises to 1100, C pushes a 500 and a 1000 (chips behind): a call in both sets.
    for rules in ("tda2024", "sources"):
        r = flop(["A bet 400", "B raise 1100", "C push 1000+500"], rules=rules)
        assert (r.actions[-1].ruled_as, r.actions[-1].to, r.actions[-1].returned) == ("call", 1100, 400)
        assert not r.departures


def test_tda_46_situation_1_last_chip_added_to_earlier_chips_is_a_call():
    # A bet 400, B raises to 1200, C folds; A (1400 behind) drops one 1000 chip, its last, on the 400.
    r = flop(["A bet 400", "B raise 1200", "C fold", "A push 1000"], stacks={"A": 1400})
    a = r.actions[-1]
    assert (a.ruled_as, a.to, a.returned, a.rule) == ("call", 1200, 200, "TDA 44")
    assert flop(["A bet 400", "B raise 1200", "C fold", "A push 1000"], stacks={"A": 1400},
                rules="sources").actions[-1].all_in


# ------------------------------------------------------------------ TDA 29: the clock
def test_tda_29_time_out_with_no_bet_is_a_check_RU_27_kills_the_hand():
    r = flop(["A timeout"])
    assert (r.actions[0].ruled_as, r.departures[0].renderings.ruled_as) == ("check", "fold")
    s = flop(["A timeout"], rules="sources")
    assert (s.actions[0].ruled_as, s.departures[0].tda2024.ruled_as) == ("fold", "check")
    assert flop(["A bet 200", "B timeout"]).departures == ()  # facing a bet both kill the hand


# ------------------------------------------------------------------ TDA 42, 56: a bare "raise", then motions
def test_tda_42_raise_then_the_call_and_one_more_motion_make_the_raise():
    r = flop(["A bet 1000", 'B says "raise" push 1000 push 1000 push 1000'])
    a = r.actions[-1]
    assert (a.ruled_as, a.to, a.added, a.returned, a.rule) == ("raise", 2000, 2000, 1000, "TDA 42")
    (d,) = r.departures
    assert (d.point, d.tda, d.sources) == ("raise-word-then-motions", "42", ("08.3",))
    assert (d.renderings.ruled_as, d.renderings.to, d.renderings.returned) == ("raise", 3000, 0)


def test_tda_42_raise_then_motions_with_rules_sources_counts_every_motion():
    r = flop(["A bet 1000", 'B says "raise" push 1000 push 1000 push 1000'], rules="sources")
    a = r.actions[-1]
    assert (a.ruled_as, a.to, a.returned) == ("raise", 3000, 0)
    assert (r.departures[0].tda2024.to, r.departures[0].tda2024.returned) == (2000, 1000)


@pytest.mark.parametrize("motions, to", [
    ("push 500 push 500 push 1000", 2000),   # the call is made in two motions, the third is the raise
    ("push 1000 push 1000x2", 3000),         # the second motion (two chips) is the raise
    ("push 1500 push 500", 2000),            # the word obliges the minimum: the second motion is needed
])
def test_tda_42_raise_then_motions_alike_in_both_sets(motions, to):
    for rules in ("tda2024", "sources"):
        r = flop(["A bet 1000", f'B says "raise" {motions}'], rules=rules)
        assert (r.actions[-1].to, r.actions[-1].returned) == (to, 0) and not r.departures


def test_tda_42_declared_amount_may_go_in_in_several_motions():
    r = flop(["A bet 1000", 'B says "raise 3000" push 1000 push 1000 push 1000'])
    assert (r.actions[-1].to, r.actions[-1].returned, r.departures) == (3000, 0, ())


def test_tda_56_declared_bet_in_two_motions_is_a_string_bet_in_both_sets():
    for rules in ("tda2024", "sources"):
        r = flop(['A says "bet" push 500 push 500'], rules=rules)
        assert (r.actions[-1].ruled_as, r.actions[-1].to, r.actions[-1].returned) == ("bet", 500, 500)


# ------------------------------------------------------------------ TDA 53-A, 58: out of turn
S = {"blinds": "50/100", "street": "flop", "seats": ["S3", "S4", "S5", "S6"]}


def test_tda_53_A_out_of_turn_action_binds_when_the_action_is_unchanged():
    # IA-13 example 1: seat 3 bets 300, seat 4 folds, seat 6 says "raise 800" out of turn, seat 5 calls.
    r = ask({**S, "actions": ["S3 bet 300", "S4 fold", 'S6 says "raise 800"', "S5 call"]})
    a = next(x for x in r.actions if x.player == "S6")
    assert (a.ruled_as, a.to, a.outcomes) == ("raise", 800, ())
    (d,) = r.departures
    assert (d.point, d.tda, d.sources, d.index) == ("out-of-turn-time-to-react", "53-A", ("08.9",), 3)
    assert [(o.ruled_as, o.to, o.returned) for o in d.renderings.outcomes] == [("raise", 800, 0), ("withdrawn", 0, 800)]


def test_tda_53_A_with_rules_sources_binding_needs_time_to_react():
    r = ask({**S, "rules": "sources", "actions": ["S3 bet 300", "S4 fold", 'S6 says "raise 800"', "S5 call"]})
    a = next(x for x in r.actions if x.player == "S6")
    assert (a.ruled_as, a.to) == ("raise", 800)
    assert a.outcomes == ("binding, the skipped player had time to react", "not binding, no time to react")
    assert (r.departures[0].tda2024.ruled_as, r.departures[0].tda2024.outcomes) == ("raise", ())


def test_tda_53_A_changed_action_and_folds_alike_in_both_sets():
    for rules in ("tda2024", "sources"):
        r = ask({**S, "rules": rules, "actions": ["S3 bet 300", "S4 fold", 'S6 says "raise 800"', "S5 raise 600"]})
        assert next(a for a in r.actions if a.player == "S6").ruled_as == "withdrawn" and not r.departures
        r = ask({**S, "rules": rules, "actions": ["S3 bet 300", "S6 fold", "S4 call", "S5 call"]})
        assert r.actions[1].ruled_as == "fold" and not r.departures


# ------------------------------------------------------------------ TDA 55, 36: a spoken check counts
def test_tda_55_spoken_check_facing_a_bet_counts_towards_significant_action():
    # 53-B example 2: four players on the turn, seat 3 bets 600; seat 4 is skipped when seat 5 says
    # "check" and seat 6 calls out of turn: significant action, so the floor rules on seat 4's hand and seat
    # 5 must still call or fold (never raise).
    r = ask({"blinds": "100/200", "street": "turn", "seats": ["S3", "S4", "S5", "S6"],
             "actions": ["S3 bet 600", 'S5 says "check"', "S6 call"]})
    assert [a.ruled_as for a in r.actions] == ["bet", "declaration", "call"]
    assert r.actions[-1].rule == "IA-14" and "skipped hand dead" in r.actions[-1].outcomes
    assert (r.player, r.to_call) == ("S4", 600)  # the action backs up to the skipped seat (TDA 53-B)
    r = ask({"blinds": "100/200", "street": "turn", "seats": ["S3", "S4", "S5", "S6"],
             "actions": ["S3 bet 600", 'S5 says "check"', "S6 call", "S4 fold"]})
    assert (r.player, r.options, r.to_call) == ("S5", ("fold", "call"), 600)
    (d,) = r.departures
    assert (d.point, d.tda, d.renderings.ruled_as, d.tda2024.ruled_as) == ("spoken-check-counts", "55", "pending", "call")


def test_tda_55_spoken_check_with_rules_sources_is_no_action():
    r = ask({"blinds": "100/200", "street": "turn", "seats": ["S3", "S4", "S5", "S6"], "rules": "sources",
             "actions": ["S3 bet 600", 'S5 says "check"', "S6 call"]})
    assert [a.ruled_as for a in r.actions] == ["bet", "pending", "pending"] and r.player == "S4"
    assert (r.departures[0].tda2024.ruled_as, r.departures[0].tda2024.to) == ("call", 600)


def test_tda_55_spoken_check_in_turn_leaves_call_or_fold_in_both_sets():
    for rules in ("tda2024", "sources"):
        r = flop(["A bet 100", 'B says "check"'], blinds="50/100", rules=rules)
        assert (r.player, r.options, r.can_raise, r.actions[-1].rule) == ("B", ("fold", "call"), False, "PL-55")
        with pytest.raises(RulesError):
            flop(["A bet 100", 'B says "check"', "B raise 300"], blinds="50/100", rules=rules)


# ------------------------------------------------------------------ TDA 46: prior chips, the official situations
def bb25(line, **extra):
    """46 situations 1-3: 25-50, the big blind posted two 25s, the button raised to 600 (550 more to the BB)."""
    return ask({"blinds": "25/50", "seats": ["SB", "BB", "BTN"], "blind_chips": {"BB": "25x2"},
                "actions": ["BTN raise 600", "SB fold", line], **extra}).actions[-1]


@pytest.mark.parametrize("rules", ["tda2024", "sources"])
@pytest.mark.parametrize("line, kind, to, back", [
    ("BB push 1000", "call", 600, 450),             # situation 1-1: an overchip dropped on the 25s
    ("BB push 500x2", "call", 600, 450),            # 1-2a: every new chip needed
    ("BB push 500+100", "call", 600, 50),           # 1-2b
    ("BB push 1000+500", "raise", 1550, 0),         # 1-3: 1550 in all reaches the 50 % standard
    ("BB push 1000 pulled", "call", 600, 400),      # 2-1: the 25s pulled back, an overchip
    ("BB push 1000+500 pulled 25", "raise", 1525, 0),  # 3: one 25 pulled back, one multiple-chip bet
])
def test_tda_46_situations_1_to_3_prior_blind_chips(rules, line, kind, to, back):
    a = bb25(line, rules=rules)
    assert (a.ruled_as, a.to, a.returned) == (kind, to, back)


@pytest.mark.parametrize("rules", ["tda2024", "sources"])
def test_tda_46_situation_4_blind_posted_with_one_chip_that_covers_the_raise(rules):
    # 50-100, the big blind posted one 1000 chip; a raise to 700 (600 more): the 1000 covers the call, so any
    # new chip makes all the chips in front one multiple-chip bet (the 50 % standard: 700 + 300 = 1000).
    sc = {"blinds": "50/100", "seats": ["SB", "BB", "UTG", "BTN"], "blind_chips": {"BB": 1000}, "rules": rules,
          "actions": ["UTG raise 700", "BTN fold", "SB fold"]}
    for line, kind, to in (("BB push 500", "raise", 1500), ("BB push 100", "raise", 1300),
                           ("BB push 1000+500 pulled", "raise", 1500), ("BB call", "call", 700)):
        a = ask({**sc, "actions": sc["actions"] + [line]}).actions[-1]
        assert (a.ruled_as, a.to) == (kind, to), line
        assert a.rule == ("IA-09" if "push" in line else "")
    # without blind_chips the blind is one stack of 100, short of the call: a 500 chip is a call (situation 1)
    a = ask({**{k: v for k, v in sc.items() if k != "blind_chips"}, "actions": sc["actions"] + ["BB push 500"]})
    assert (a.actions[-1].ruled_as, a.actions[-1].to) == ("call", 700)


@pytest.mark.parametrize("bad, says", [
    ({"UTG": 1000}, "posts no blind"), ({"BB": 50}, "too few"), ({"BB": "1000x9"}, "fewer than"),
    ({"BB": "abc"}, "blind_chips: BB"), ({"ZZ": 100}, "not seated"),
])
def test_blind_chips_bad_input_is_one_line(bad, says):
    with pytest.raises(RulesError) as exc:
        ask({"blinds": "50/100", "seats": ["SB", "BB", "UTG"], "stacks": {"BB": 5000}, "blind_chips": bad})
    assert says in str(exc.value)


# ------------------------------------------------------------------ TDA 54-B: pot limit preflop, full blinds
@pytest.mark.parametrize("rules", ["tda2024", "sources"])
def test_tda_54_B_short_all_in_big_blind_counts_as_a_full_blind(rules):
    # 54-B example 2: PLO 100-200, the small blind posts 100, the big blind is all-in for 100: the first
    # player to act may make it 700 (full blinds assumed), and a re-pot after that assumes them too.
    sc = {"game": "PLO", "blinds": "100/200", "seats": ["SB", "BB", "UTG", "BTN"], "stacks": {"BB": 100},
          "rules": rules}
    r = ask(sc)
    assert (r.player, r.to_call, r.max_raise_to, r.pot_count) == ("UTG", 200, 700, 700)
    r = ask({**sc, "actions": ["UTG raise 700"]})
    assert (r.player, r.max_raise_to) == ("BTN", 2400)
    assert not r.departures


# ------------------------------------------------------------------ rules compared and ruled alike
@pytest.mark.parametrize("rules", ["tda2024", "sources"])
@pytest.mark.parametrize("words", ["I bet five", "five", "I play for five"])
def test_tda_57_five_is_the_highest_reasonable_amount_up_to_the_pot(rules, words):
    # NLHE 200-400: with less than 5000 in the pot "I bet five" is 500; with 5000 or more it is 5000.
    sc = {"blinds": "200/400", "street": "flop", "seats": ["A", "B"], "rules": rules}
    assert ask({**sc, "pot": 4999, "actions": [f'B says "{words}"']}).actions[-1].to == 500
    r = ask({**sc, "pot": 5000, "actions": [f'B says "{words}"']})
    assert (r.actions[-1].ruled_as, r.actions[-1].to, r.actions[-1].rule, r.departures) == ("bet", 5000, "PL-57", ())


@pytest.mark.parametrize("rules", ["tda2024", "sources"])
@pytest.mark.parametrize("line, kind, to, back", [
    ('B says "fourteen hundred"', "call", 1000, 0),   # 43-A: an amount alone is like chips: 400 < 500, a call
    ("B push 1000+500", "raise", 2000, 0),            # 500 over the call is half the 1000 raise: the full minimum
    ('B says "raise 1400"', "raise", 2000, 0),        # raise said first: at least the minimum
    ("B push 1000+100x4", "call", 1000, 400),         # 400 over the call, less than half: a call
])
def test_tda_43_A_fifty_percent_or_more_obliges_the_full_minimum_alike(rules, line, kind, to, back):
    r = flop(["A bet 1000", line], rules=rules)
    a = r.actions[-1]
    assert (a.ruled_as, a.to, a.returned) == (kind, to, back) and not r.departures


def test_every_alike_entry_names_a_tda_rule():
    from rulescore.reference.rulesets import ALIKE

    assert {"43-A", "46", "57"} <= {k.split()[0] for k in ALIKE} and all(ALIKE.values())


def test_a_renderings_entry_is_shown_by_the_rule_set_of_its_verdict():
    # IA-14-2 (a spoken check, then a call out of turn) rules apart in the two sets; its card shows the
    # ruling its verdict rests on, the renderings', and names the TDA 2024 outcome.
    from rulescore import catalogue
    from rulescore.present import report

    e = catalogue.by_id("IA-14-2", list(catalogue.load()))
    r = verdicts.ruling_of(e)
    assert r.rules_by is RuleSet.SOURCES and r.departures[0].point == "spoken-check-counts"
    assert report.card("IA-14-2").ruling.rules_by is RuleSet.SOURCES
    assert ask(e.scenario).rules_by is RuleSet.TDA2024  # the scenario alone rules by the default


# ------------------------------------------------------------------ TDA 54-B: a dead small blind in pot-limit
def _dead_small_blind(**extra):
    return ask({"game": "PLO", "blinds": "100/200", "dead_small_blind": True, "seats": ["BB", "UTG", "CO", "BTN"],
                "ask": "UTG", **extra})


def test_tda_54b_dead_small_blind_counts_in_the_preflop_pot_limit():
    # TDA 54-B's example: PLO 100/200, the small blind dead; full blinds are assumed, so the pot is 700.
    r = _dead_small_blind()
    assert (r.to_call, r.max_raise_to) == (200, 700)
    (dep,) = r.departures
    assert (dep.point, dep.tda, dep.player, dep.tda2024.to, dep.renderings.to) == (
        "pot-limit-dead-small-blind", "54-B", "UTG", 700, 600)
    assert "the renderings (PL-54B) put the most UTG may raise to at 600" in r.to_text()


def test_tda_54b_renderings_count_only_the_chips_posted():
    r = _dead_small_blind(rules="sources")
    assert r.max_raise_to == 600
    (dep,) = r.departures
    assert (dep.tda2024.to, dep.renderings.to) == (700, 600)
    assert "TDA 2024 puts the most UTG may raise to at 700" in r.to_text()


def test_tda_54b_no_departure_when_the_stack_caps_both_maxima():
    r = _dead_small_blind(stacks={"UTG": 500})
    assert r.max_raise_to == 500 and r.departures == ()


def test_tda_54b_short_blind_rules_alike_under_both_sets():
    for rules in ("tda2024", "sources"):
        r = ask({"game": "PLO", "blinds": "100/200", "seats": ["SB", "BB", "UTG", "BTN"], "stacks": {"BB": 100},
                 "ask": "UTG", "rules": rules})
        assert r.max_raise_to == 700 and r.departures == ()


def test_rule_sets_engine_points_and_unruled_make_the_list_check_reports():
    """Issue 30: the departures `rulescore check` lists as changing a ruling are each applied by `rules: sources`
    (a point of rulesets.POINTS ruled in a hand, by its data id and TDA rule) or named by the line a ruling by
    the renderings carries (rulesets.UNRULED, the points no hand covers): one list (tests/test_one_list.py)."""
    from rulescore import catalogue
    from rulescore.reference import rulesets

    deps = catalogue.report().departures
    ruling = {(d.point, str(d.tda_rule)) for d in deps if d.severity == "ruling"}
    applied = {(p.data, r) for p in rulesets.applied_points() for r in p.rules}
    unruled = {(u.data, u.tda) for u in rulesets.UNRULED}
    assert ruling <= applied | unruled, ruling - applied - unruled
    assert not applied & unruled
    assert unruled <= ruling, unruled - ruling
    for data, tda in ruling & applied:
        assert rulesets.ruled_by_sources(data, tda) is not None


def test_rule_sets_a_ruling_by_the_renderings_names_the_points_outside_it():
    from rulescore import ask
    from rulescore.reference import rulesets

    r = ask({"blinds": "100/200", "street": "flop", "seats": ["A", "B"], "rules": "sources", "actions": []})
    assert "outside this ruling" in r.to_text() and "TDA 22 (03.9, RU-22)" in r.to_text()
    assert {u["tda"] for u in r.to_dict()["still_tda2024"]} == {u.tda for u in rulesets.UNRULED} >= {"22"}
    assert ask({"blinds": "100/200", "street": "flop", "seats": ["A", "B"], "actions": []}).to_dict()["still_tda2024"] == []
