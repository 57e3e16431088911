"""Silent chips and verbal declarations (rulescore.rules.declarations): one test per rule or example, the
IA-09 prior-chip situations, the words, string bets, input errors, the 50 % chart data, and hypothesis
properties of push rulings."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulescore import ask
from rulescore.analysis import silent_push
from rulescore.cli import main
from rulescore.input.scenario import Prior, parse_delivery
from rulescore.records.chips import Chips
from rulescore.records.errors import IllegalActionError, RulesError, ScenarioError
from rulescore.rules.declarations import Word, fifty_percent, read_number, read_words


def last(actions, *, blinds="100/200", street="flop", seats=("A", "B", "C"), **extra):
    sc = {"blinds": blinds, "street": street, "seats": list(seats), "actions": list(actions), **extra}
    return ask(sc).actions[-1]


# ------------------------------------------------------------------------------------ silent chips
def test_08_5_single_chip_facing_a_bet_is_a_call():
    a = last(["A bet 12000", "B push 25000"], blinds="1000/2000")
    assert (a.ruled_as, a.to, a.returned, a.rule) == ("call", 12000, 13000, "08.5")


def test_08_5_single_chip_with_no_bet_is_a_bet_of_its_value():
    a = last(["A push 5000"], blinds="500/1000")
    assert (a.ruled_as, a.to) == ("bet", 5000)


def test_08_5_big_blind_single_chip_with_nothing_to_call_is_a_check():
    a = last(["C call", "SB call", "BB push 500"], street="preflop", seats=("SB", "BB", "C"))
    assert (a.ruled_as, a.returned) == ("check", 500)


def test_08_D_every_chip_needed_is_a_call():
    a = last(["A bet 11000", "B fold", "C push 5000x2+1000"], blinds="1000/2000")
    assert (a.ruled_as, a.to, a.returned) == ("call", 11000, 0)


def test_IA_08_1_two_chips_each_needed():
    assert (last(["A bet 1200", "B push 1000x2"]).ruled_as, last(["A bet 1200", "B push 1000x2"]).returned) == ("call", 800)
    b = last(["UTG raise 1100", "U1 push 1000+500"], blinds="250/500", street="preflop",
             seats=("SB", "BB", "UTG", "U1", "X"))
    assert (b.ruled_as, b.to, b.returned) == ("call", 1100, 400)


@pytest.mark.parametrize("chips, kind, to, back", [
    ("1000+100x5", "raise", 1700, 0),     # IA-08-2: 1500 >= 1400 obliges 1700
    ("1000+100x4", "raise", 1700, 0),     # exactly the threshold
    ("1000+100x3", "call", 1100, 200),    # IA-08-3
    ("1000+500+100x2", "raise", 1700, 0),  # 1700 reaches the minimum raise as pushed
    ("1000+500x2", "raise", 2000, 0),     # a raise to what was pushed
])
def test_IA_08_2_and_3_fifty_percent_standard(chips, kind, to, back):
    a = last(["UTG raise 1100", f"U1 push {chips}"], blinds="250/500", street="preflop",
             seats=("SB", "BB", "UTG", "U1", "X"))
    assert (a.ruled_as, a.to, a.returned) == (kind, to, back)


def test_IA_08_4_obliged_raise_call_and_last_chips():
    assert last(["A bet 1400", "B push 1000+500x3"]).to == 2800
    assert last(["A bet 1400", "B push 1000+500x2"]).ruled_as == "call"
    allin = last(["A bet 1400", "B push 1000+500x2"], stacks={"B": 2000})
    assert (allin.ruled_as, allin.to, allin.all_in) == ("raise", 2000, True)
    allin = last(["A bet 1400", "B push 1000+500x3"], stacks={"B": 2500})
    assert (allin.to, allin.all_in, allin.full_raise) == (2500, True, False)


def test_PL_61_change_making_push_is_a_raise():
    a = last(["O bet 325", "A push 500+25"], blinds="10/25", seats=("O", "A", "C"))
    assert (a.ruled_as, a.to) == ("raise", 650)


def test_08_4_not_open_after_incomplete_raise_chips_are_a_call():
    a = last(["A bet 100", "B allin", "C call", "A push 100x3"], blinds="50/100", stacks={"B": 150})
    assert (a.ruled_as, a.to, a.rule) == ("call", 150, "IA-10")


def test_08_3_string_raise_second_motion_returned():
    a = last(["A bet 1000", "B push 1000 push 1000x2"])
    assert (a.ruled_as, a.to, a.returned) == ("call", 1000, 2000)


def test_08_3_second_motion_may_complete_a_call():
    a = last(["A bet 1000", "B push 500 push 500x2"])
    assert (a.ruled_as, a.to, a.returned, a.rule) == ("call", 1000, 500, "08.3")


def test_08_3_words_first_allow_several_motions():
    a = last(["A bet 1000", 'B says "raise" push 1000 push 1000x2'])
    assert (a.ruled_as, a.to) == ("raise", 3000)


# ------------------------------------------------------------------------------------ IA-09
BASE = ["A bet 400", "B raise 1200", "C fold"]


def test_IA_09_1_kept_new_chips_ruled_alone():
    assert last(BASE + ["A push 1000+100x3 kept"]).to == 2000
    assert last(BASE + ["A push 1000+100x3"]).to == 2000          # kept is the default
    single = last(BASE + ["A push 5000"])
    assert (single.ruled_as, single.to, single.returned) == ("call", 1200, 4200)
    needed = last(BASE + ["A push 500x2"])
    assert (needed.ruled_as, needed.returned) == ("call", 200)


def test_IA_09_2_pulled_single_chip_is_a_call_multiple_chips_multi_rule():
    a = last(BASE + ["A push 5000 pulled"])
    # 5000 pushed and the 400 taken back: 800 more goes in, 3800 of the chip comes back as change.
    assert (a.ruled_as, a.to, a.added, a.returned) == ("call", 1200, 800, 3800)
    b = last(BASE + ["A push 1000+100x6 pulled"])                    # 1600 vs 1200: 400 >= 400 obliges 2000
    assert (b.ruled_as, b.to) == ("raise", 2000)


def test_IA_09_3_partial_pull_back_one_bet_of_all_in_front():
    a = last(["A push 100x4", "B raise 1200", "C fold", "A push 5000 pulled 100x2"])
    assert (a.ruled_as, a.to, a.rule) == ("raise", 5200, "IA-09")
    b = last(["A push 100x4", "B raise 1200", "C fold", "A push 1000 pulled 100x2"])
    assert (b.ruled_as, b.to) == ("call", 1200)


def test_IA_09_4_earlier_overchip_covers_the_call():
    seq = ["A bet 300", "B push 1000", "C raise 900", "A call"]
    a = last(seq + ["B push 500"])
    assert (a.ruled_as, a.to, a.rule) == ("raise", 1500, "IA-09")
    b = last(seq + ["B push 100"])                 # 1100 in front: 200 < 300, a call
    assert (b.ruled_as, b.to) == ("call", 900)
    c = last(seq + ["B push 1000+500 pulled"])     # pulled back or not, still situation 4
    assert (c.ruled_as, c.to, c.rule) == ("raise", 1500, "IA-09")


def test_IA_09_5_swept_lists_both_readings_and_td_may_choose():
    a = last(BASE + ["A push 5000 swept"])
    assert a.outcomes == ("call", "raise to 5400") and a.ruled_as == "call"
    b = last(BASE + ["A push 5000 swept td raise to 5400"])
    assert (b.ruled_as, b.to, b.outcomes) == ("raise", 5400, ("raise to 5400", "call"))


def test_IA_09_pulled_without_earlier_chips_is_an_error():
    with pytest.raises(ScenarioError, match="no chips in front"):
        ask({"blinds": "100/200", "street": "flop", "seats": ["A", "B"], "actions": ["B push 500 pulled"]})


def test_IA_09_pulling_back_more_than_in_front_is_an_error():
    with pytest.raises(ScenarioError, match="has only 400 in front"):
        last(BASE + ["A push 1000 pulled 500"])


# ------------------------------------------------------------------------------------ words
def test_08_A_raise_then_call_chips_obliges_the_minimum_raise():
    a = last(["O bet 5000", 'A says "raise" push 5000'], blinds="1000/2000", seats=("O", "A", "C"))
    assert (a.ruled_as, a.to) == ("raise", 10000)


def test_08_1_chips_first_then_raise_word_is_still_a_call():
    a = last(["A bet 1000", 'B push 5000 says "raise"'])
    assert (a.ruled_as, a.to) == ("call", 1000)
    assert "do not change them" in a.note


def test_IA_06_contradiction_is_a_td_decision_words_first():
    a = last(['A says "forty two thousand" push 5000'], blinds="1000/2000", street="river", seats=("B", "A"))
    assert a.outcomes == ("bet 42000", "bet 5000") and a.to == 42000


def test_IA_11_3_call_binds_full_amount():
    a = last(["A bet 2000", "B raise 8000", 'C says "call"'], blinds="1000/2000", seats=("A", "B", "C", "D"))
    assert (a.ruled_as, a.to, a.added) == ("call", 8000, 8000)


def test_PL_55_call_with_no_bet_is_a_check_and_raise_binds_a_minimum_bet():
    assert last(['A says "call"']).ruled_as == "check"
    r = last(['A says "raise"'])
    assert (r.ruled_as, r.to, r.rule) == ("bet", 200, "PL-55")


def test_PL_55_check_facing_a_bet_then_only_call_or_fold():
    r = ask({"blinds": "100/200", "street": "flop", "seats": ["A", "B", "C"],
             "actions": ["A bet 400", 'B says "check"']})
    assert (r.player, r.options, r.can_raise) == ("B", ("fold", "call"), False)
    assert r.actions[-1].ruled_as == "declaration"
    with pytest.raises(IllegalActionError, match="PL-55"):
        last(["A bet 400", 'B says "check"', "B raise 1000"])
    assert last(["A bet 400", 'B says "check"', "B call"]).to == 400


def test_PL_55_the_bar_ends_with_the_players_action():
    r = ask({"blinds": "100/200", "street": "flop", "seats": ["A", "B", "C"],
             "actions": ["A bet 400", 'B says "check"', "B call", "C raise 1200", "A call"]})
    assert r.player == "B" and r.can_raise


def test_08_8_declared_raise_below_minimum_is_corrected():
    a = last(["A bet 300", 'B says "raise 400"'])
    assert (a.to, a.rule) == (600, "08.8")


def test_PL_54C_pot_in_no_limit_binds_a_minimum_bet_or_raise():
    assert last(['A says "pot"'], pot=1500).to == 200
    a = last(["A bet 300", 'B says "pot"'], pot=1500)
    assert (a.ruled_as, a.to, a.rule) == ("raise", 600, "PL-54C")
    b = last(['A says "pot" push 1000'], pot=1500)
    assert b.to == 1000


def test_PL_54_pot_in_pot_limit_is_the_pot():
    a = last(['A says "pot"'], pot=1500, game="PLO")
    assert (a.to, a.rule) == (1500, "PL-54")


@pytest.mark.parametrize("pot, to", [(1200, 500), (4000, 500), (4999, 500), (5000, 5000), (20000, 5000)])
def test_PL_57_five_read_against_the_pot(pot, to):
    a = last(['A says "five"'], blinds="200/400", pot=pot)
    assert (a.ruled_as, a.to) == ("bet", to)


def test_declared_amount_alone_follows_the_fifty_percent_standard():
    # TDA 40-C: "fourteen hundred" facing 1000 is a call, as 1400 in chips would be.
    a = last(["A bet 1000", 'B says "fourteen hundred"'])
    assert (a.ruled_as, a.to) == ("call", 1000)
    b = last(["A bet 1000", 'B says "fifteen hundred"'])
    assert (b.ruled_as, b.to) == ("raise", 2000)


def test_PL_59_conditional_statement_is_no_action():
    r = ask({"blinds": "100/200", "street": "flop", "seats": ["A", "B", "C"],
             "actions": ['A says "if you bet, I raise"']})
    assert r.actions[0].outcomes == ("not binding", "binding") and r.player == "A"


def test_PL_58_fold_with_no_bet_stands_non_standard():
    a = last(["A fold"])
    assert (a.ruled_as, a.rule) == ("fold", "PL-58")


def test_td_choice_must_be_allowed():
    with pytest.raises(ScenarioError, match="no choice"):
        last(["A bet 1000", "B push 5000 td fold"])
    with pytest.raises(ScenarioError, match="not among"):
        last(["A bet 2000", "B raise 8000", "C push 2000 td raise"], seats=("A", "B", "C", "D"))


@pytest.mark.parametrize("text, value", [("five", (5, False)), ("forty-two thousand", (42000, True)),
                                         ("12,000", (12000, False)), ("1400", (1400, False)),
                                         ("fourteen hundred", (1400, True)), ("2.5k", (2500, True)),
                                         ("banana", None)])
def test_read_number(text, value):
    assert read_number(text) == value


def test_read_words_kinds():
    assert read_words("I call").word is Word.CALL
    assert read_words("all in").word is Word.ALLIN
    assert read_words("raise to 800").amount == 800
    assert read_words("raise by 500").by
    with pytest.raises(ScenarioError, match="not a declaration"):
        read_words("maybe later", player="B")


def test_parse_delivery_clauses():
    d = parse_delivery("push", "1000 pulled 100x2 told 900 td fold")
    assert (d.chips.total, d.prior, d.pulled.total, d.told, d.td) == (1000, Prior.PULLED, 200, 900, "fold")
    d = parse_delivery("says", '"raise" push 500x2 push 500')
    assert d.words_first and d.more[0].total == 500


# ------------------------------------------------------------------------------------ bad input
@pytest.mark.parametrize("line, match", [
    ("B push 10x", "chip spec"), ("B push 0", "impossible"), ("B push 1000 told", "told needs"),
    ('B says "maybe"', "not a declaration"), ("B push 1000 td", "td needs"), ("B push kept", "needs chips"),
    ("B push 1000 kept pulled", "say once")])
def test_malformed_chip_spec_or_declaration_is_one_clear_line(line, match):
    with pytest.raises(RulesError, match=match) as exc:
        ask({"blinds": "100/200", "street": "flop", "seats": ["A", "B"], "actions": ["B bet 200", line]})
    msg = str(exc.value)
    assert "\n" not in msg and msg.startswith("action 2 (")


def test_pushing_more_than_the_stack_is_an_error():
    with pytest.raises(IllegalActionError, match="only 500"):
        last(["A bet 200", "B push 1000"], stacks={"B": 500})


def test_cli_bad_chip_spec_exits_2_with_one_line(tmp_path, capsys):
    f = tmp_path / "bad.yaml"
    f.write_text("blinds: 100/200\nstreet: flop\nseats: [A, B, C]\nactions: [A bet 400, B push 1000+x5]\n")
    assert main(["ask", str(f)]) == 2
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0 and "action 2 (B push 1000+x5)" in err and "chip spec" in err


def test_cli_bad_declaration_exits_2_with_one_line(tmp_path, capsys):
    f = tmp_path / "bad.yaml"
    f.write_text('blinds: 100/200\nstreet: flop\nseats: [A, B, C]\nactions: [A bet 400, B says "perhaps"]\n')
    assert main(["ask", str(f)]) == 2
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0 and "not a declaration" in err


# ------------------------------------------------------------------------------------ 50 % chart
def test_fifty_percent_figures_of_IA_08():
    assert fifty_percent(call_to=1100, increment=600).threshold == 1400
    assert fifty_percent(call_to=1400, increment=1400).threshold == 2100
    assert fifty_percent(call_to=325, increment=325).threshold == 488   # 163 over 325 is at least half


def test_fifty_percent_band_data_IA_08_2():
    from rulescore.analysis import fifty_percent_band

    data = fifty_percent_band(1100, 600)
    assert data.bands == (("call", 1100, 1399), ("obliged minimum raise", 1400, 1699), ("raise as pushed", 1700, None))
    assert (data.threshold, data.min_raise_to) == (1400, 1700)
    pts = {p[0]: p[1:] for p in data.points}
    assert pts[1100] == ("call", 1100, 0) and pts[1400] == ("obliged minimum raise", 1700, 0)
    assert pts[1700] == ("raise as pushed", 1700, 0) and pts[2000] == ("raise as pushed", 2000, 0)
    assert "1400–1699        obliged minimum raise" in data.table()


def test_fifty_percent_band_draws_and_returns_data(tmp_path):
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from rulescore.analysis import fifty_percent_band
    from rulescore.present.charts import fifty_percent_chart

    fig, ax = plt.subplots()
    data = fifty_percent_chart(fifty_percent_band(1400, 1400), ax=ax)
    fig.savefig(tmp_path / "band.png")
    plt.close(fig)
    assert data.bands[1] == ("obliged minimum raise", 2100, 2799)


# ------------------------------------------------------------------------------------ properties
CHIP = st.sampled_from([25, 100, 500, 1000, 5000])


@st.composite
def facing_push(draw):
    bet = draw(st.sampled_from([200, 300, 400, 1000, 1100, 1200, 1400, 5000]))
    raise_to = draw(st.one_of(st.none(), st.integers(2, 4).map(lambda k: bet * k)))
    chips = draw(st.lists(CHIP, min_size=1, max_size=8))
    return bet, raise_to, Chips(values=tuple(sorted(chips, reverse=True)))


def _push(bet, raise_to, chips, stacks=None):
    """C pushes ``chips`` on the flop after A's bet (and B's raise, or B's fold): the ruling."""
    lines = [f"A bet {bet}", f"B raise {raise_to}" if raise_to else "B fold", f"C push {chips.spec()}"]
    return ask({"blinds": "100/200", "street": "flop", "seats": ["A", "B", "C", "D"], "stacks": stacks or {},
                "actions": lines})


@settings(max_examples=300, deadline=None)
@given(facing_push())
def test_property_push_never_takes_more_than_pushed_unless_obliged_raise(case):
    bet, raise_to, chips = case
    owed = raise_to or bet
    rec = _push(bet, raise_to, chips).actions[-1]
    if chips.total >= owed:
        assert rec.added <= chips.total or (rec.ruled_as == "raise" and rec.to == rec.facing.min_raise_to)
    if rec.ruled_as == "call" and chips.total >= owed:
        assert rec.added + rec.returned == chips.total
    if rec.ruled_as == "raise" and rec.to != rec.facing.min_raise_to:
        assert rec.to == chips.total and rec.returned == 0


@settings(max_examples=200, deadline=None)
@given(facing_push(), st.integers(100, 20000))
def test_property_chips_are_conserved(case, stack):
    bet, raise_to, chips = case
    stacks = {"A": 100_000, "B": 100_000, "C": stack, "D": 100_000}
    try:
        r = _push(bet, raise_to, chips, stacks)
    except IllegalActionError:
        assert chips.total > stack
        return
    rec = r.actions[-1]
    assert sum(r.stacks.values()) + r.pot_total == sum(stacks.values())
    assert rec.added == rec.to and r.stacks["C"] == stack - rec.added
    if chips.total == stack:
        # The last chips are all-in (45-B) unless a call test of TDA 2024 applies to them: a single oversized
        # chip (44) or several chips each needed for the call (45-A) are a call, the rest going back behind.
        called = rec.ruled_as == "call" and rec.rule in ("TDA 44", "TDA 45-A")
        assert rec.all_in or (called and rec.added + rec.returned == chips.total and not rec.all_in)
        if not rec.all_in:
            assert chips.count == 1 or chips.total - chips.smallest < rec.to


@settings(max_examples=60, deadline=None)
@given(st.sampled_from([(1100, 600), (1400, 1400), (325, 325), (5000, 2000), (900, 300)]), st.data())
def test_property_silent_push_follows_the_fifty_percent_figures_and_is_monotone(case, data):
    call_to, inc = case
    fp = fifty_percent(call_to=call_to, increment=inc)
    a, b = sorted(data.draw(st.lists(st.integers(call_to, 3 * fp.min_raise_to), min_size=2, max_size=2)))
    ra, rb = silent_push(call_to=call_to, increment=inc, total=a), silent_push(call_to=call_to, increment=inc, total=b)
    assert ra.to <= rb.to
    kind, to = fp.ruling(a)
    assert ra.to == to and (ra.ruled_as == "call") == (kind == "call")
