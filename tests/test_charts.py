"""The data behind the charts of rulescore.present.charts (IA-07, IA-10; TDA 43 and 47)."""

import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulescore import analysis, ask
from rulescore.present import charts

IA_IDS = ["IA-07-1", "IA-07-2", "IA-07-3", "IA-07-4A", "IA-07-4B", "IA-10-1", "IA-10-1A", "IA-10-1B",
          "IA-10-2", "IA-10-3", "IA-10-3A", "IA-10-3B"]


def test_IA_07_4A_ladder_increments_and_min_raise():
    lad = analysis.ladder("IA-07-4A")
    assert lad.increments == [75, 75, 300]
    assert [r.full for r in lad.rows] == [True, True, True]
    assert [r.min_raise_to for r in lad.rows] == [200, 275, 800]
    assert (lad.next_player, lad.to_call, lad.can_raise, lad.min_raise_to) == ("D", 500, True, 800)
    # After C's raise A and B are reopened; C made the last raise and faces nothing (matched, not closed).
    assert lad.rows[-1].open_to == {"A": True, "B": True}
    assert lad.rows[-1].status["C"] == analysis.MATCHED


def test_IA_07_4B_same_price_different_history():
    lad = analysis.ladder("IA-07-4B")
    assert lad.increments == [450]
    assert lad.min_raise_to == 950 and lad.to_call == 500


def test_IA_07_1_increments():
    lad = analysis.ladder("IA-07-1")
    assert lad.increments == [600, 1000, 2000]
    assert lad.min_raise_to == 5600


def test_IA_07_2_short_all_in_keeps_big_blind_increment():
    lad = analysis.ladder("IA-07-2")
    assert lad.opening_bet == 100 and lad.opening_increment == 100
    (row,) = lad.rows
    assert (row.increment, row.full, row.all_in, row.min_raise_to) == (50, False, True, 250)


def test_IA_10_1_short_all_ins_add_up_for_A():
    lad = analysis.ladder("IA-10-1")
    kinds = [(r.player, r.ruled_as, r.full) for r in lad.rows]
    assert kinds == [("A", "bet", True), ("B", "raise", False), ("C", "call", None), ("D", "raise", False),
                     ("E", "call", None)]
    # A bet and faced nothing (matched), then 25 short of a full raise (closed), then a full 100 (open).
    assert [r.open_to.get("A") for r in lad.rows] == [None, False, False, True, True]
    assert lad.rows[-1].open_to == {"A": True, "C": False}  # E has just called: nothing to call
    assert lad.rows[-1].status["E"] == analysis.MATCHED
    assert lad.rows[-1].status["B"] == analysis.ALL_IN
    assert lad.can_raise and lad.min_raise_to == 300


def test_IA_10_1A_caller_not_reopened_and_1B_reopened():
    a = analysis.ladder("IA-10-1A")
    assert (a.next_player, a.to_call, a.can_raise, a.min_raise_to) == ("C", 75, False, None)
    b = analysis.ladder("IA-10-1B")
    assert (b.next_player, b.to_call, b.can_raise, b.min_raise_to) == ("C", 175, True, 400)
    assert b.rows[-1].open_to["C"] is True


def test_IA_10_2_increment_stays_opening_bet():
    lad = analysis.ladder("IA-10-2")
    assert lad.increments == [300, 200, 150, 150]
    assert [r.increment_in_force for r in lad.rows] == [300] * 5
    assert lad.min_raise_to == 1100


def test_IA_10_3_limper_closed_after_call_open_after_raise():
    assert analysis.ladder("IA-10-3A").rows[-1].open_to["A"] is False
    assert analysis.ladder("IA-10-3B").rows[-1].open_to["A"] is True
    base = analysis.ladder("IA-10-3")
    assert base.opening_bet == 4000 and base.can_raise and base.min_raise_to == 11500


@pytest.mark.parametrize("ident", IA_IDS)
def test_ladder_ends_where_the_ruling_does(ident):
    from rulescore import catalogue as rulings

    lad = analysis.ladder(ident)
    r = ask(rulings.by_id(ident).scenario)
    assert (lad.next_player, lad.to_call, lad.can_raise, lad.min_raise_to) == (
        r.player, r.to_call, r.can_raise, r.min_raise_to)
    assert lad.title.startswith(ident)
    assert ident in lad.to_text()


def test_IA_10_1_reopening_map_regions():
    m = analysis.reopening_map("IA-10-1", first="B", second="D", player="A", marks=[("IA-10-1", 125, 200)])
    assert (m.bet, m.increment) == (100, 100)
    assert m.marks[0].value is True and m.at(125, 200) is True
    assert m.at(125, 195) is False
    # A may re-raise exactly when the bet reached a full raise over A's 100: the all-ins add up.
    for j, y in enumerate(m.ys):
        for i, x in enumerate(m.xs):
            assert m.values[j][i] == (max(x, y) >= 200), (x, y)


def test_IA_10_1A_reopening_map_for_the_caller():
    m = analysis.reopening_map("IA-10-1A", first="B", second="D", player="C", marks=[("IA-10-1A", 125, 200)])
    assert m.marks[0].value is False
    for j, y in enumerate(m.ys):
        for i, x in enumerate(m.xs):
            v = m.values[j][i]
            if y <= x:
                assert v is None  # D's all-in is only a call; the round ends before C
            else:
                full = max(100, x - 100)  # B's all-in is the increment once it is a full raise
                assert v == (y - x >= full), (x, y)
    assert m.errors  # the points with no decision for C are explained


def test_IA_10_2_min_raise_map():
    m = analysis.reopening_map("IA-10-2", first="C", second="D", player="F", measure="min_raise_to",
                             marks=[("IA-10-2", 650, 800)])
    assert (m.bet, m.increment) == (500, 300)
    assert m.marks[0].value == 1100
    for j, y in enumerate(m.ys):
        for i, x in enumerate(m.xs):
            if x < 800 and y < 800:  # two short all-ins: the opening 300 stays the increment
                assert m.values[j][i] == max(x, y) + 300


def test_map_rejects_bad_requests():
    from rulescore.records.errors import ScenarioError

    with pytest.raises(ScenarioError):
        analysis.reopening_map("IA-10-1", first="C", second="D", player="A")
    with pytest.raises(ScenarioError):
        analysis.reopening_map("IA-10-1", first="B", second="D", player="A", measure="colour")


def test_drawing_returns_the_data_drawn():
    import matplotlib

    matplotlib.use("Agg")
    from matplotlib.figure import Figure

    fig = Figure()
    data = charts.action_ladder(analysis.ladder("IA-10-1"), fig=fig)
    assert isinstance(data, analysis.Ladder) and len(fig.axes) == 3
    labels = [t.get_text() for t in fig.axes[0].get_yticklabels()]
    assert labels == [f"{r.index}. {r.written}" for r in data.rows]
    fig2 = Figure()
    ax = fig2.add_subplot()
    m = charts.reopening_chart(analysis.reopening_map("IA-10-1", first="B", second="D", player="A", step=20), ax=ax)
    assert isinstance(m, analysis.ReopeningMap) and "chips" in ax.get_xlabel()


def test_every_chart_says_what_it_shows_and_its_figure_carries_the_sentence():
    """Issue 23: a chart's alt text is a sentence computed from the data it draws, and the figure's text form
    (what a notebook stores beside the PNG, and the guide's alt text) is that sentence."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    lad = charts.action_ladder(analysis.ladder("IA-10-1"))
    fig = plt.gcf()
    assert repr(fig) == lad.alt and isinstance(fig, charts.chart_figure_class())
    assert "2. B allin: raise to 125 (+25, not a full raise, all-in)" in lad.alt
    assert lad.alt.endswith(f"{lad.verdict[0].upper()}{lad.verdict[1:]}.")
    assert "A may raise again and C may only call or fold" in lad.alt  # the last row's open_to
    fig, axes = charts.figure(2, 1)
    a = charts.reopening_chart(analysis.reopening_map("IA-10-1", first="B", second="D", player="A", step=25,
                                                      marks=[("IA-10-1", 125, 200)]), ax=axes[0])
    c = charts.reopening_chart(analysis.reopening_map("IA-10-1A", first="B", second="D", player="C", step=25),
                               ax=axes[1])
    assert repr(fig) == f"{a.alt} {c.alt}"
    assert f"A may re-raise at {a.count(True)} points and may only call or fold at {a.count(False)}" in a.alt
    assert "IA-10-1 is marked at (125, 200), where A may re-raise" in a.alt
    band = charts.fifty_percent_chart(analysis.fifty_percent_band(1100, 600))
    assert repr(plt.gcf()) == band.alt and "1400–1699: obliged minimum raise" in band.alt
    plain = matplotlib.figure.Figure()  # a figure of one's own keeps matplotlib's text
    charts.draw_ladder(lad, fig=plain)
    assert repr(plain).startswith("<Figure size")
    plt.close("all")


def test_importing_charts_loads_neither_matplotlib_nor_pandas():
    code = ("import sys, rulescore.present.charts, rulescore.analysis, rulescore.cli, rulescore.oracle.kit, rulescore.explorer; "
            "bad = [m for m in ('matplotlib', 'pandas', 'ipywidgets') if m in sys.modules]; "
            "assert not bad, bad")
    subprocess.run([sys.executable, "-c", code], check=True)


@st.composite
def flop_all_ins(draw):
    bet = draw(st.integers(1, 10)) * 50
    stacks, actions, seats = {}, [f"A bet {bet}"], ["A"]
    for k in range(draw(st.integers(1, 4))):
        name = "BCDE"[k]
        seats.append(name)
        stacks[name] = draw(st.integers(1, 60)) * 25
        actions.append(f"{name} allin")
    seats.append("F")
    actions.append("F call")
    return {"blinds": "50/100", "street": "flop", "seats": seats, "stacks": stacks, "actions": actions}


@settings(max_examples=60, deadline=None)
@given(flop_all_ins())
def test_ladder_invariants(sc):
    from rulescore.records.errors import RulesError

    try:
        r = ask(sc)
    except RulesError:
        return
    lad = analysis.ladder(sc)
    assert (lad.next_player, lad.to_call, lad.can_raise, lad.min_raise_to) == (
        r.player, r.to_call, r.can_raise, r.min_raise_to)
    prev, inc = 0, lad.opening_increment
    for row in lad.rows:
        assert row.min_raise_to == row.current_bet + row.increment_in_force
        assert row.min_raise_to >= prev  # the minimum raise-to never falls on a street
        if row.increment is not None:  # full exactly when it adds at least the increment in force (08.4)
            assert row.full == (row.increment >= inc)
            assert row.increment_in_force == (row.increment if row.full else inc)
        prev, inc = row.min_raise_to, row.increment_in_force


def test_the_guide_gives_each_chart_image_the_sentence_stored_beside_it(tmp_path):
    """guide/alttext.py: the PNG's hash (myst-nb's file name) maps to the text/plain of the same output."""
    import base64
    import hashlib
    import json

    from guide import alttext

    png = b"\x89PNG\r\n\x1a\nnot really a picture"
    other = b"\x89PNG\r\n\x1a\nanother"
    nb = {"cells": [{"cell_type": "code", "outputs": [
        {"output_type": "display_data", "data": {"image/png": base64.b64encode(png).decode(),
                                                 "text/plain": ["Action ladder of IA-10-1, flop: ..."]}},
        {"output_type": "display_data", "data": {"image/png": base64.b64encode(other).decode(),
                                                 "text/plain": "<Figure size 640x480 with 1 Axes>"}}]}]}
    path = tmp_path / "x.ipynb"
    path.write_text(json.dumps(nb), encoding="utf-8")
    assert alttext.alt_texts(path) == {hashlib.sha256(png).hexdigest(): "Action ladder of IA-10-1, flop: ..."}


# ------------------------------------------------------------------ a street with no action yet
@pytest.mark.parametrize("sc", [
    {"blinds": "100/200", "street": "flop", "seats": ["A", "B", "C"], "actions": []},
    {"blinds": "100/200", "seats": ["SB", "BB", "BTN"],
     "streets": {"preflop": ["BTN call", "SB call", "BB check"], "flop": []}},
], ids=["flop-no-action", "whole-hand-at-the-flop"])
def test_a_street_with_no_action_is_drawn_with_the_decision_alone(sc):
    import matplotlib

    matplotlib.use("Agg")
    from matplotlib.figure import Figure

    lad = analysis.ladder(sc)
    assert lad.rows == () and lad.street == "flop"
    fig = Figure()
    assert charts.action_ladder(lad, fig=fig) is lad
    assert [t.get_text() for t in fig.axes[0].get_yticklabels()] == []
    assert "no action yet" in lad.alt and lad.verdict in lad.to_text()


# ------------------------------------------------------------------ who may raise again, after each action
def test_after_a_check_the_checker_is_not_said_to_be_closed():
    lad = analysis.ladder({"blinds": "100/200", "street": "flop", "seats": ["A", "B", "C"], "actions": ["A check"]})
    (row,) = lad.rows
    assert row.status["A"] == analysis.MATCHED and row.open_to == {}
    assert "call or fold" not in lad.alt and "A no" not in lad.to_text()


def test_the_bettor_and_the_caller_face_nothing_and_are_not_closed():
    lad = analysis.ladder({"blinds": "100/200", "street": "flop", "seats": ["A", "B", "C"],
                           "actions": ["A bet 400", "B call"]})
    assert [r.status["A"] for r in lad.rows] == [analysis.MATCHED, analysis.MATCHED]
    assert lad.rows[-1].status["B"] == analysis.MATCHED and lad.rows[-1].open_to == {}


def test_a_player_facing_an_incomplete_raise_is_still_closed():
    lad = analysis.ladder({"blinds": "100/200", "street": "flop", "seats": ["A", "B", "C"], "stacks": {"B": 500},
                           "actions": ["A bet 400", "B allin"]})
    assert lad.rows[-1].status["A"] == analysis.CLOSED and lad.rows[-1].open_to == {"A": False}


def test_the_picture_grid_writes_no_closed_cell_for_a_player_who_faces_nothing():
    import matplotlib

    matplotlib.use("Agg")
    from matplotlib.figure import Figure

    fig = Figure()
    lad = charts.action_ladder(analysis.ladder({"blinds": "100/200", "street": "flop", "seats": ["A", "B", "C"],
                                                "actions": ["A check", "B check"]}), fig=fig)
    cells = [t.get_text() for t in fig.axes[1].texts]
    assert "closed" not in cells and cells.count(charts.STATUS_WORDS[analysis.MATCHED]) == 3
    assert lad.rows[-1].open_to == {}
