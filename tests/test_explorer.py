"""The explorer of notebook 11 (issue 18): the builder's pure functions, and the ipywidgets layer over them.

The pure part needs no widgets: the hand and its transitions, the export that ``rulescore ask`` reads back,
the next-action buttons (checked against the engine's own options and amounts), "Ruling for" another player.
The widget part drives :class:`rulescore.explorer.Explorer` as a test would a person: stacks typed, buttons
pressed, a bad value, undo and reset."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from rulescore import ask
from rulescore import explorer as ex
from rulescore.records.errors import RulesError

IA_10_1_CLICKS = ["bet 100", "all-in 125", "call 125", "all-in 200", "call 200"]
RULESCORE = Path(sys.executable).with_name("rulescore")


def ia_10_1_setup() -> ex.Hand:
    """The empty five-handed flop of IA-10-1 (blinds 50/100, B 125, D 200), before any action."""
    hand = ex.empty_hand(5, names="letters", street="flop", blinds=(50, 100))
    return ex.set_stack(ex.set_stack(hand, "B", "125"), "D", 200)


def published(ident: str = "IA-10-1") -> dict:
    return ask(ex.example_scenario(ident)).to_dict()


# ------------------------------------------------------------------ building by clicks
def test_IA_10_1_built_by_clicks_is_the_published_example_with_its_ruling():
    hand, log = ex.click_through(ia_10_1_setup(), IA_10_1_CLICKS)
    assert hand == ex.Session.published("IA-10-1").origin
    r = ex.evaluate_hand(hand).ruling
    assert (r.player, r.to_call, r.can_raise, r.min_raise_to) == ("A", 100, True, 300)
    assert [(p.amount, p.eligible) for p in r.pots] == [(600, ("A", "B", "C", "D", "E")), (150, ("A", "C", "D", "E"))]
    assert log.splitlines()[0] == "flop · A to act: check | bet 100"
    assert "flop · B to act: fold | call 100 | all-in 125" in log  # B's minimum raise is more than B has


def test_next_action_buttons_match_the_engines_options_and_amounts():
    for ident in ["IA-10-1", "IA-07-4A", "IA-10-3", "PL-54", "PL-52", "IA-07-1"]:
        hand = ex.Session.published(ident).hand
        r = ask(ex.to_scenario(hand))
        nxt = ex.next_actions(hand)
        assert nxt.player == r.to_act and nxt.street == r.street, ident
        kinds = {c.line.split()[1] for c in nxt.choices}
        wanted = set(r.options) - {"raise", "bet"}
        assert wanted <= kinds, (ident, r.options, nxt.choices)
        call = next((c for c in nxt.choices if c.line.endswith(" call")), None)
        assert (call is not None) == ("call" in r.options)
        if call:
            assert call.label.startswith(f"call {r.to_call}")
        if r.min_raise_to is not None:
            low = nxt.choices[len(wanted)]
            assert low.label.endswith(str(r.min_raise_to)), (ident, low)
        else:
            assert kinds <= {"fold", "check", "call"}
        # every button is an action the engine accepts as the next line of the hand
        for c in nxt.choices:
            after = ask(ex.to_scenario(ex.add_action(hand, c.line, street=c.street)))
            assert after.actions[-1].player == r.to_act


def test_pot_limit_offers_the_pot_and_fixed_limit_one_size():
    plo = ex.set_setup(ex.empty_hand(3, street="flop"), game="PLO", pot=900)
    nxt = ex.next_actions(plo)
    r = ask(ex.to_scenario(plo))
    assert [c.label for c in nxt.choices] == ["check", f"bet {r.min_raise_to}", f"bet {r.max_raise_to} (pot)"]
    lhe = ex.set_setup(ex.empty_hand(3, street="turn"), game="LHE")
    assert [c.label for c in ex.next_actions(lhe).choices] == ["check", "bet 400"]


def test_a_closed_street_offers_the_next_street_and_a_click_starts_it():
    hand = ex.replace_action(ex.Session.published("IA-10-1").hand, 0, "A bet 200")  # everyone has matched 200
    view = ex.evaluate_hand(hand)
    assert view.error is None and view.ruling.closed and view.ruling.player is None
    assert [p.amount for p in view.ruling.pots] == [625, 300]
    nxt = ex.next_actions(hand, view)
    assert (nxt.street, nxt.player) == ("turn", "A") and "flop betting is over" in nxt.note
    hand2 = ex.add_action(hand, nxt.choices[0].line, street="turn")
    data = ex.to_scenario(hand2)
    assert list(data["streets"]) == ["flop", "turn"] and "street" not in data and "actions" not in data
    assert ask(data).street == "turn"


def test_betting_over_offers_nothing():
    hand = ex.Session.published("IA-10-1").hand
    hand = ex.add_action(hand, "A fold")
    hand = ex.add_action(hand, "C fold")
    nxt = ex.next_actions(hand)
    assert nxt.player is None and nxt.choices == ()
    river = ex.empty_hand(2, street="river")
    river = ex.add_action(ex.add_action(river, "BB check"), "SB check")
    assert ex.next_actions(river).choices == () and "over" in ex.next_actions(river).note


def test_preflop_straddle_bb_ante_and_heads_up_positions():
    hand = ex.set_setup(ex.empty_hand(6), straddle=400, bb_ante=200)
    data = ex.to_scenario(hand)
    assert data["straddle"] == "UTG" and data["bb_ante"] == 200
    nxt = ex.next_actions(hand)
    assert nxt.player == "HJ" and [c.label for c in nxt.choices][:2] == ["fold", "call 400"]
    hu = ex.empty_hand(2)
    assert ex.next_actions(hu).player == "SB"  # heads-up the button posts the small blind and acts first
    assert ex.to_scenario(ex.set_setup(hand, straddle=600))["straddle"] == {"player": "UTG", "amount": 600}


# ------------------------------------------------------------------ transitions
def test_rows_add_insert_move_replace_delete():
    hand = ex.empty_hand(3, names="letters", street="flop")
    hand = ex.add_action(hand, "A check")
    hand = ex.add_action(hand, "C check")
    hand = ex.add_action(hand, "B  bet   100", at=1)  # spaces tidied
    assert [line for _, _, line in hand.rows] == ["A check", "B bet 100", "C check"]
    hand = ex.move_action(hand, 2, -1)
    assert [line for _, _, line in hand.rows] == ["A check", "C check", "B bet 100"]
    assert ex.move_action(hand, 0, -1) == hand  # at the edge it stays
    hand = ex.replace_action(hand, 1, "B bet 100")
    hand = ex.delete_action(hand, 2)
    assert [line for _, _, line in hand.rows] == ["A check", "B bet 100"]
    with pytest.raises(RulesError):
        ex.delete_action(hand, 5)
    with pytest.raises(RulesError):
        ex.add_action(hand, "A check", street="river")  # the turn comes first


def test_moving_stays_within_the_street_and_deleting_drops_empty_last_streets():
    hand = ex.Session.published("IA-10-1").hand
    hand = ex.replace_action(hand, 0, "A bet 200")
    hand = ex.add_action(hand, "A check", street="turn")
    assert ex.move_action(hand, 5, -1) == hand  # the turn's first row does not move into the flop
    back = ex.delete_action(hand, 5)
    assert [s for s, _ in back.streets] == ["flop"]


def test_players_names_and_stacks():
    hand = ex.set_stack(ex.empty_hand(4), "BTN", "1500")
    hand = ex.add_action(hand, "UTG fold")
    assert hand.seats == ("SB", "BB", "UTG", "BTN") and hand.stacks == {"BTN": 1500}
    five = ex.set_players(hand, 5)
    assert five.seats == ("SB", "BB", "UTG", "CO", "BTN") and five.stacks == {"BTN": 1500}
    letters = ex.set_names(five, "letters")
    assert letters.seats == tuple("ABCDE") and letters.stacks == {"E": 1500}
    assert [line for _, _, line in letters.rows] == ["C fold"]
    assert ex.set_players(letters, 2).seats == ("A", "B")
    assert ex.set_stack(letters, "E", "").stacks == {}
    assert ex.set_stack(letters, "E", "lots").stacks == {"E": "lots"}  # kept for the engine to refuse
    for n in range(2, 11):  # every position seating passes the parser's position check
        for style in ex.NAME_STYLES:
            assert ex.evaluate_hand(ex.empty_hand(n, names=style)).error is None, (n, style)
    custom = ex.from_scenario({"blinds": "1/2", "seats": ["Ann", "Bob", "Cat"]})
    assert custom.names is None and ex.set_players(custom, 4).seats == ("Ann", "Bob", "Cat", "A")


def test_first_street_relabels_the_streets():
    hand = ex.add_action(ex.add_action(ex.empty_hand(2, street="turn"), "BB check"), "SB check")
    hand = ex.add_action(hand, "BB check", street="river")
    assert [s for s, _ in ex.set_first_street(hand, "flop").streets] == ["flop", "turn"]
    assert [s for s, _ in ex.set_first_street(hand, "river").streets] == ["river"]  # past the river: dropped


def test_session_undo_reset():
    s = ex.Session.published("IA-10-1")
    assert not s.can_undo and not s.changed and s.title.endswith("as published")
    s2 = s.do(ex.set_stack(s.hand, "D", 150)).do(ex.add_action(s.hand, "A fold"))
    assert s2.changed and s2.title.endswith("(changed)") and len(s2.past) == 2
    assert s2.undo().hand.stacks["D"] == 150 and s2.undo().undo().hand == s.hand
    assert s2.reset().hand == s.origin and s2.reset().undo().hand == s2.hand  # reset can be undone
    assert s.do(s.hand) is s  # no change, no history
    assert ex.Session.new().title == "Untitled hand"


def test_an_empty_hand_is_untitled_until_the_td_names_it_and_the_export_follows_the_name():
    s = ex.Session.new(ex.empty_hand())
    assert (s.title, s.filename) == ("Untitled hand", "Untitled-hand.yaml")
    assert ex.export_yaml(s.hand, title=s.title).startswith("# Untitled hand\n")
    named = s.named("  Table 7,  seat 3 ")
    assert (named.title, named.filename) == ("Table 7, seat 3", "Table-7-seat-3.yaml")
    assert named.do(ex.add_action(named.hand, "UTG fold")).title == "Table 7, seat 3"  # a change keeps the name
    assert named.named("").title == "Untitled hand"
    pub = ex.Session.published("IA-10-1")
    assert pub.filename == "IA-10-1.yaml" and pub.named("Dispute").filename == "Dispute.yaml"


# ------------------------------------------------------------------ export and import
@pytest.mark.parametrize("ident", ["IA-10-1", "IA-07-4A", "IA-10-3B", "PL-54", "IA-12-2", "03-D", "IA-14-2"])
def test_from_scenario_and_back_rules_the_same(ident):
    data = ex.example_scenario(ident)
    back = ex.to_scenario(ex.from_scenario(data), ask=data.get("ask"))

    def rule(d):
        try:
            return ask(d).to_dict()
        except RulesError as exc:  # an example impossible as printed: the same message
            return str(exc)

    assert rule(back) == rule(data)


def test_every_catalogue_example_loads_into_the_builder():
    for x in ex.catalogue_examples():
        data = ex.example_scenario(x.id)
        try:
            want = ask({k: v for k, v in data.items() if k != "ask"}).to_dict()
        except RulesError:
            continue  # impossible as printed: the builder shows the same error
        hand = ex.Session.published(x.id).hand
        assert ask(ex.to_scenario(hand)).to_dict() == want, x.id


def test_export_is_read_by_the_cli_with_the_same_ruling(tmp_path):
    hand, _ = ex.click_through(ia_10_1_setup(), IA_10_1_CLICKS)
    text = ex.export_yaml(hand, title="IA-10-1 built with clicks")
    assert text.startswith("# IA-10-1 built with clicks\n") and "ask: A" in text
    path = tmp_path / "hand.yaml"
    path.write_text(text, encoding="utf-8")
    out = subprocess.run([str(RULESCORE), "ask", str(path), "--json"], capture_output=True, text=True, check=True)
    got = json.loads(out.stdout)
    assert got == published()
    assert (got["player"], got["to_call"], got["can_raise"], got["min_raise_to"]) == ("A", 100, True, 300)
    assert [p["amount"] for p in got["pots"]] == [600, 150]


def test_export_of_a_closed_round_and_of_a_bad_hand_have_no_ask():
    closed = ex.replace_action(ex.Session.published("IA-10-1").hand, 0, "A bet 200")
    assert "ask:" not in ex.export_yaml(closed)
    bad = ex.set_stack(closed, "C", "lots")
    assert "ask:" not in ex.export_yaml(bad) and "C: lots" in ex.export_yaml(bad)


def test_typed_yaml_becomes_the_hand_and_bad_yaml_is_one_line():
    hand = ex.parse_yaml("game: plo\nblinds: [100, 200]\nstreet: flop\npot: 900\nseats: [A, B, C]\n"
                         "actions: [A bet 300]\ncap: 3\nask: B\n")
    # read by the scenario parser's strict reader: a key the builder does not show is kept as written
    assert hand.game == "PLO" and hand.pot == 900 and hand.extra == {"cap": "3"}
    with pytest.raises(RulesError, match="given twice"):
        ex.parse_yaml("blinds: 50/100\nseats: [A, B]\nseats: [A, C]")
    with pytest.raises(RulesError, match=r"scenario line \d: not valid YAML"):
        ex.parse_yaml("blinds: [50, 100\nseats: [A, B]")
    with pytest.raises(RulesError, match="missing key 'seats'"):
        ex.parse_yaml("blinds: 50/100")
    odd = ex.parse_yaml("blinds: 50/100\nseats: [A, B, C]\ngame: stud\n")  # kept for the engine to refuse
    assert "game 'stud'" in ex.evaluate_hand(odd).error


# ------------------------------------------------------------------ ruling for another player
def test_ruling_for_another_player_is_the_engines_after_the_calls_in_between():
    hand, _ = ex.click_through(ia_10_1_setup(), IA_10_1_CLICKS)
    c = ex.ruling_for(hand, "C")
    assert c.status == "waiting" and c.assumed == ("A call",)
    assert (c.ruling.player, c.ruling.to_call, c.ruling.can_raise) == ("C", 75, False)  # IA-10-1A
    assert c.ruling.to_dict() == ask(ex.to_scenario(ex.add_action(hand, "A call"))).to_dict()
    assert ex.ruling_for(hand, "A").ruling.to_call == 100
    assert ex.ruling_for(hand, "B").status == "all-in"
    e = ex.ruling_for(hand, "E")
    assert e.ruling is None and "ends before it comes back to E" in e.note
    folded = ex.ruling_for(ex.add_action(hand, "A fold"), "A")
    assert folded.status == "folded"


def test_stacks_table_reads_the_engine():
    rows = {x["player"]: x for x in ex.evaluate("IA-10-1").stack_rows}
    assert rows["A"] == {"player": "A", "start": None, "front": 100, "behind": None, "status": "to act",
                         "may_raise": True}
    assert rows["B"]["status"] == "all-in" and rows["B"]["behind"] == 0 and rows["B"]["front"] == 125
    assert rows["C"]["may_raise"] is False and rows["E"]["status"] == "has matched the bet"


# ------------------------------------------------------------------ catalogue and rule book
def test_examples_grouped_by_chapter_and_searched_by_title():
    menu = ex.example_menu()
    heads = [label for label, value in menu if value.startswith("#")]
    assert heads[0] == "▸ 01 · Raise amounts and reopening"
    assert len(heads) == len(set(heads))  # each chapter once
    assert ex.examples()[0] == menu[1][1]
    found = ex.example_menu("limper")
    assert [v for _, v in found if not v.startswith("#")] == ["IA-10-3A", "IA-10-3B"]
    assert ex.example_menu("no such words anywhere") == []
    assert ex.example_title("IA-10-1") == "IA-10-1 · Short all-ins that add up to a full raise"


def test_the_rules_panel_shows_the_tda_number_first_with_the_rule_books_paraphrase():
    from rulescore.reference import rulebook

    assert ex.paraphrase("08.4") == rulebook.paraphrase("08.4") != ""
    assert ex.paraphrase("not-a-rule") == ""
    panel = ex.html_rules(ask(ex.example_scenario("IA-10-1")))
    assert f"<b>TDA {rulebook.tda('08.4')} · 08.4</b> — {rulebook.paraphrase('08.4')[:20]}" in panel
    assert "<b>TDA 47 · IA-10</b>" in panel


def test_evaluate_never_raises_on_bad_input():
    for bad in ("", "[1, 2]", "blinds: x", "blinds: 50/100\nseats: [A, B]\nactions: [A check, B bet 0]"):
        v = ex.evaluate(bad)
        assert v.error and v.to_text().startswith("error: ")


def test_static_states_and_the_note_for_the_static_guide():
    text = ex.static_states([("IA-10-1", "IA-10-1"), ("bad", "blinds: 50/100\nseats: [A]")])
    assert "=== IA-10-1" in text and "error: seats" in text
    assert "player    start  in front   behind  status" in text and "A to act: 100 to call" in text


def test_the_hand_model_imports_no_widgets_and_no_matplotlib():
    code = ("import sys; from rulescore.explorer.model import Hand, Session, add_action, export_yaml, next_actions, "
            "ruling_for; bad = [m for m in ('ipywidgets', 'matplotlib', 'IPython') if m in sys.modules]; "
            "assert not bad, bad; s = Session.new(); next_actions(add_action(s.hand, 'UTG fold'))")
    subprocess.run([sys.executable, "-c", code], check=True)


# ------------------------------------------------------------------ the widgets
@pytest.fixture()
def app():
    pytest.importorskip("ipywidgets")
    return ex.Explorer("IA-10-1")


def test_IA_10_1_loads_with_its_ruling_and_buttons(app):
    assert "Ruling for A: 100 to call" in app.report.value and "as published" in app.status.value
    assert list(app.choices.options) == ["fold", "call 100", "raise to 300"]
    assert app.stacks["D"].value == "200" and app.stacks["A"].value == ""
    assert app.reset.disabled and app.undo.disabled
    assert 'download="IA-10-1.yaml"' in app.download.value and "TDA 47 · IA-10" in app.report.value
    assert yaml.safe_load(app.yaml.value)["ask"] == "A"
    assert app.last_seconds < 1


def test_building_IA_10_1_from_an_empty_hand_with_the_widgets(app):
    app.empty.click()
    assert "Untitled hand" in app.status.value and "IA-10-1" not in app.status.value
    assert 'download="Untitled-hand.yaml"' in app.download.value and app.yaml.value.startswith("# Untitled hand\n")
    app.players.value = 5
    app.names.value = "letters"
    app.first.value = "flop"
    app.small.value, app.big.value = "50", "100"
    app.stacks["B"].value = "125"
    app.stacks["D"].value = "200"
    for label in IA_10_1_CLICKS:
        app.press(label)
    assert app.hand == ex.Session.published("IA-10-1").origin and "Untitled hand" in app.status.value
    assert ask(yaml.safe_load(app.yaml.value)).to_dict() == published()
    app.hand_name.value = "Table 7 dispute"
    assert "Table 7 dispute" in app.status.value and 'download="Table-7-dispute.yaml"' in app.download.value
    assert app.yaml.value.startswith("# Table 7 dispute\n")
    app.undo.click()
    assert "Ruling for E: 200 to call" in app.report.value and "Table 7 dispute" in app.status.value
    app.reset.click()  # back to the empty hand this session began with
    assert app.hand == ex.empty_hand() and "Ruling for UTG: 200 to call" in app.report.value
    app.pick.value = "IA-10-3A"  # a published example: its title again, the name box cleared
    assert "IA-10-3A" in app.status.value and "as published" in app.status.value and app.hand_name.value == ""


def test_a_bad_value_keeps_the_last_good_view_and_the_buttons_wait(app):
    app.stacks["C"].value = "lots"
    assert "error: stacks: C: &#x27;lots&#x27; is not a whole number of chips" in app.status.value
    assert "Ruling for A: 100 to call" in app.report.value  # the last good view stays
    assert list(app.choices.options) == [] and app.choices.layout.display == "none" and app.amount_go.disabled
    app.undo.click()
    assert "error" not in app.status.value and list(app.choices.options) == ["fold", "call 100", "raise to 300"]


def test_rows_form_replace_and_the_closed_round(app):
    app.rows.value = 0
    assert (app.f_player.value, app.f_verb.value, app.f_rest.value) == ("A", "bet", "100")
    app.f_rest.value = "200"
    app.change.click()
    assert app.hand.streets[0][1][0] == "A bet 200" and "error" not in app.status.value
    assert "The betting round is over." in app.report.value and "side pot 1" in app.report.value
    assert list(app.choices.options) == ["check", "bet 100"] and "turn" in app.next_note.value
    app.undo.click()  # the picked row's form follows the hand
    assert (app.rows.value, app.f_rest.value) == (0, "100")
    app.change.click()  # the form as it is: replaces the row with itself, no change
    assert app.hand.streets[0][1][0] == "A bet 100" and not app.session.changed
    app.f_rest.value = "200"
    app.change.click()
    app.press("check")
    assert [s for s, _ in app.hand.streets] == ["flop", "turn"] and "Ruling for C" in app.report.value
    app.rows.value = 5
    app.delete.click()
    assert [s for s, _ in app.hand.streets] == ["flop"]


def test_ruling_for_another_player_and_the_amount_box(app):
    app.for_player.value = "C"
    assert "If A calls or checks" in app.report.value and "Ruling for C: 75 to call" in app.report.value
    app.for_player.value = ""
    app.amount.value = "450"
    app.amount_go.click()
    assert app.hand.streets[0][1][-1] == "A raise 450"


def test_search_pick_and_typed_yaml(app):
    app.search.value = "limper"
    assert [v for _, v in app.pick.options] == ["#01 · Raise amounts and reopening", "IA-10-3A", "IA-10-3B"]
    app.pick.value = "IA-10-3A"
    assert "Ruling for A: 3500 to call; options: fold, call" in app.report.value
    app.pick.value = "#01 · Raise amounts and reopening"  # a heading loads nothing
    assert app.session.example == "IA-10-3A" and app.pick.value == "IA-10-3A"
    app.yaml.value = "blinds: 100/200\nstreet: turn\nseats: [A, B, C]\nactions: [A bet 300, B push 500x2]\n"
    assert "Ruling for C: 1000 to call" in app.report.value and "(changed)" in app.status.value
    app.yaml.value = "blinds: [50, 100\nseats: [A, B]"
    assert "not valid YAML" in app.status.value and "Ruling for C: 1000 to call" in app.report.value


def test_ladder_picture_is_drawn_only_on_request(app):
    assert app.image.layout.display == "none" and app.image.value == b""
    app.picture.value = True
    app.pictures.wait()  # drawn by a worker, off the ruling's path
    assert bytes(app.image.value[:8]) == b"\x89PNG\r\n\x1a\n" and app.image.layout.display is None


def test_static_rendering_says_it_needs_jupyterlab(app):
    bundle = app._repr_mimebundle_()
    assert bundle["text/plain"] == ex.NEEDS_LAB
    assert "JupyterLab" in bundle["text/html"]


def test_an_empty_preflop_shows_the_blinds_in_front_and_a_heads_up_all_in_counts_the_small_blind():
    rows = {x["player"]: x for x in ex.evaluate_hand(ex.empty_hand(6)).stack_rows}
    assert (rows["SB"]["front"], rows["BB"]["front"], rows["UTG"]["front"]) == (100, 200, 0)
    hu = ex.set_stack(ex.empty_hand(2), "SB", 1000)  # heads-up the small blind acts first, 100 already in
    labels = [c.label for c in ex.next_actions(hu).choices]
    assert labels[-1] == "all-in 1000" and ask(ex.to_scenario(ex.add_action(hu, "SB allin"))).actions[-1].to == 1000
