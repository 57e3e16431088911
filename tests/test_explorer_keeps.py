"""Issue 36: the explorer keeps the TD's work, its form sets no traps, the ruling comes first and the end of the
betting says who shows first. Model-level where the model decides, the widgets (no kernel) where the app does.

Kinds of failure, each tested on cases of its own (tests/test_explorer_held_back.py holds a second set of the
same kinds, written at the same time and run only at the end):

* a change that cannot be undone (an empty hand, an example loaded, a typed scenario), or undo that forgets
  the row picked;
* a hand lost when the kernel restarts (the kept file beside the notebook);
* the form changing what was typed: an amount carried into the next row, a number clamped or rounded,
  letters in the raise box read as the minimum;
* the end of the betting without the showdown order;
* wording: a rule cited twice, "may re-raise: X no" for a player with nothing to re-raise, a ruling box
  that does not lead with its TDA numbers;
* the picture on the ruling's path.
"""

from __future__ import annotations

import json
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from rulescore import RulesError, ask
from rulescore import explorer as ex
from rulescore.explorer import app as app_module
from rulescore.explorer.controls import END

RULESCORE = Path(sys.executable).with_name("rulescore")


@pytest.fixture()
def app(tmp_path):
    pytest.importorskip("ipywidgets")
    return ex.Explorer("IA-10-1", keep=tmp_path / "11-explorer.hand.yaml")


def lines(hand: ex.Hand) -> list[str]:
    return [line for _, _, line in hand.rows]


# ------------------------------------------------------------------ every change can be undone
def test_an_empty_hand_after_a_changed_example_is_undone_with_its_title():
    s = ex.Session.published("IA-10-1")
    changed = s.do(ex.set_stack(s.hand, "D", 150))
    empty = changed.start()
    assert empty.hand == ex.empty_hand() and empty.title == "Untitled hand" and empty.can_undo
    back = empty.undo()
    assert back.hand == changed.hand and back.example == "IA-10-1" and back.title.endswith("(changed)")
    assert back.reset().hand == s.hand  # reset is the example's again, not the empty hand's


def test_loading_an_example_over_a_named_hand_is_undone_with_the_name_and_the_rows():
    s = ex.Session.new().named("Table 9")
    s = s.do(ex.add_action(ex.add_action(s.hand, "UTG raise 600"), "HJ call"))
    loaded = s.load("IA-10-3A")
    assert loaded.title.startswith("IA-10-3A") and loaded.name == "" and loaded.can_undo
    back = loaded.undo()
    assert back.name == "Table 9" and lines(back.hand) == ["UTG raise 600", "HJ call"] and back.example is None


def test_the_name_stays_with_its_hand_when_its_changes_are_undone():
    s = ex.Session.new().do(ex.add_action(ex.empty_hand(), "UTG fold")).named("Seat 4")
    assert s.undo().name == "Seat 4" and s.undo().hand == ex.empty_hand()


def test_widgets_empty_hand_then_undo_gives_the_hand_back_and_undo_is_never_greyed(app):
    app.stacks["D"].value = "150"
    before = app.hand
    app.empty.click()
    assert not app.undo.disabled and app.hand == ex.empty_hand()
    app.undo.click()
    assert app.hand == before and "(changed)" in app.status.value and not app.reset.disabled
    assert "Ruling for A: 50 to call; options: fold, call" in app.report.value  # D's 150: A is not reopened


def test_widgets_a_picked_example_and_a_typed_scenario_are_undone(app):
    app.press("call 100")
    built = app.hand
    app.pick.value = "IA-07-1"
    assert not app.undo.disabled and app.session.example == "IA-07-1"
    app.undo.click()
    assert app.hand == built and app.session.example == "IA-10-1"
    app.yaml.value = "blinds: 100/200\nstreet: turn\nseats: [A, B, C]\nactions: [A bet 300]\n"
    assert lines(app.hand) == ["A bet 300"] and not app.undo.disabled
    app.undo.click()
    assert app.hand == built


# ------------------------------------------------------------------ undo picks the row it left
def test_undo_restores_the_picked_row_so_delete_removes_the_same_row(app):
    app.rows.value = 1  # B allin
    app.delete.click()
    once = app.hand
    assert lines(once) == ["A bet 100", "C call", "D allin", "E call"]
    app.undo.click()
    assert app.rows.value == 1 and app.session.picked == 1 and app.f_verb.value == "allin"
    app.delete.click()
    assert app.hand == once


def test_the_session_keeps_the_row_picked_before_each_change():
    s = ex.Session.published("IA-10-1").pick(3)
    after = s.do(ex.delete_action(s.hand, 3), picked=3)
    assert after.undo().picked == 3 and after.undo().hand == s.hand


# ------------------------------------------------------------------ the hand survives a restart
def test_the_hand_in_progress_is_kept_beside_the_notebook_and_read_back(tmp_path):
    pytest.importorskip("ipywidgets")
    keep = tmp_path / "11-explorer.hand.yaml"
    first = ex.Explorer("IA-10-1", keep=keep)
    assert not keep.exists()  # opening the notebook writes nothing (nbval runs it)
    first.empty.click()
    first.hand_name.value = "Table 7 dispute"
    first.players.value = 3
    first.press("call 200")
    assert keep.exists()
    again = ex.Explorer("IA-10-1", keep=keep)  # the kernel restarted; the notebook asks for IA-10-1 again
    assert again.hand == first.hand and again.session.name == "Table 7 dispute"
    assert "Table 7 dispute" in again.status.value and "kept in 11-explorer.hand.yaml" in again.status.value
    assert again.report.value == first.report.value
    again.undo.click()  # back to what the notebook starts with
    assert again.session.example == "IA-10-1" and not again.session.changed


def test_the_kept_file_is_a_scenario_rulescore_ask_reads(tmp_path):
    s = ex.Session.published("IA-10-1")
    s = s.do(ex.set_stack(s.hand, "D", 150)).named("Seat 3 call")
    path = tmp_path / "kept.yaml"
    path.write_text(ex.kept_text(s), encoding="utf-8")
    out = subprocess.run([str(RULESCORE), "ask", str(path), "--json"], capture_output=True, text=True, check=True)
    assert json.loads(out.stdout) == ask(ex.to_scenario(s.hand, ask="A")).to_dict()
    back = ex.from_kept(path.read_text(encoding="utf-8"))
    assert (back.hand, back.name, back.example, back.title) == (s.hand, s.name, "IA-10-1", "Seat 3 call")
    assert back.reset().hand == ex.Session.published("IA-10-1").hand


# ------------------------------------------------------------------ the form sets no traps
def test_the_form_carries_no_amount_into_the_next_row(app):
    app.empty.click()
    app.f_player.value, app.f_verb.value = "UTG", "raise"
    app.f_rest.value = "600"
    app.add.click()
    assert lines(app.hand) == ["UTG raise 600"] and app.f_rest.value == ""
    app.f_verb.value = "raise"
    app.f_rest.value = "1200"
    app.f_verb.value = "call"  # a verb that takes no amount: the box empties and locks
    assert app.f_rest.value == "" and app.f_rest.disabled
    app.add.click()
    assert lines(app.hand)[-1] == "HJ call" and "error" not in app.status.value


def test_a_row_shown_in_the_form_is_not_carried_once_it_is_no_longer_picked(app):
    app.rows.value = 0  # A bet 100 in the form
    assert (app.f_verb.value, app.f_rest.value) == ("bet", "100")
    app.press("call 100")  # a next-action button: the new row is the newest, nothing stays picked
    assert app.rows.value == END and app.f_rest.value == "" and app.f_player.value == app.next.player
    app.undo.click()  # row 0 picked again, as it was before the call
    assert app.rows.value == 0 and app.f_rest.value == "100"
    app.rows.value = END  # the TD leaves the row: the form is the next row's, empty
    assert app.f_rest.value == "" and app.f_player.value == "A"


@pytest.mark.parametrize(("box", "typed", "message"), [
    ("small", "-50", "blinds: -50 is negative"),
    ("big", "0", "needs a big blind above 0"),
    ("ante", "-100", "ante: -100 is negative"),
])
def test_a_number_box_is_never_changed_silently(app, box, typed, message):
    getattr(app, box).value = typed
    assert getattr(app, box).value == typed  # shown as typed, not clamped
    assert message in app.status.value, app.status.value
    assert "Ruling for A: 100 to call" in app.report.value  # the last good ruling stays
    app.undo.click()
    assert "error" not in app.status.value


def test_letters_in_the_raise_box_are_refused_and_add_nothing(app):
    app.amount.value = "abc"
    before = app.session
    app.amount_go.click()
    assert app.session is before and "abc" in app.status.value and "nothing was added" in app.status.value
    app.amount.value = "2,000"
    app.amount_go.click()
    assert lines(app.hand)[-1] == "A raise 2000"


def test_a_box_reads_amounts_as_the_scenario_parser_does():
    assert [ex.box_value(x) for x in ("1,500", "2k", " 300 ", "")] == [1500, 2000, 300, 0]
    assert [ex.box_value(x) for x in ("-100", "lots", "0100", "1.5")] == ["-100", "lots", "0100", "1.5"]


# ------------------------------------------------------------------ the end of the betting
def _river(actions: list[str], players: int = 3) -> ex.Hand:
    hand = ex.empty_hand(players)
    hand, _ = ex.click_through(hand, ["call 200"] * (players - 2) + ["call 100", "check"] + ["check"] * (players * 2))
    for line in actions:
        hand = ex.add_action(hand, line, street="river")
    return hand


def test_a_river_check_down_says_who_shows_first():
    hand = _river(["SB check", "BB check", "BTN check"])
    nxt = ex.next_actions(hand)
    want = ask({**ex.to_scenario(hand), "showdown": []}).showdown.show_first
    assert nxt.player is None and nxt.showdown == f"Showdown: {want} shows first (TDA 17 · 03.4)."
    assert "The betting is over." in nxt.note and nxt.showdown in nxt.note


def test_a_river_bet_and_calls_the_bettor_shows_first(app):
    hand = _river(["SB check", "BB bet 200", "BTN call", "SB call"])
    assert ex.next_actions(hand).showdown == "Showdown: BB shows first (TDA 17 · 03.4)."
    app.yaml.value = ex.export_yaml(hand)
    assert "Showdown: BB shows first" in app.report.value and "Showdown: BB shows first" in app.next_note.value


# ------------------------------------------------------------------ wording
def test_a_recommended_procedure_is_cited_once():
    ruling = ex.evaluate_hand(ex.set_setup(ex.empty_hand(4), bb_ante=200)).ruling
    panel = ex.html_rules(ruling)
    assert "<b>TDA RP-11</b>" in panel and "RP-11 · RP-11" not in panel
    assert "RP-11 · RP-11" not in ex.cites(ruling)


def test_after_a_check_nobody_is_said_to_be_barred_from_re_raising():
    hand = ex.add_action(ex.empty_hand(3, street="flop"), "SB check")
    view = ex.evaluate_hand(hand)
    table = ex.html_ladder(view.ladder, view.ruling)
    row = table.split("<tbody>")[1].split("</tr>")[0]
    assert "SB check" in row and row.endswith("<td>—</td>"), row


def test_the_ruling_box_leads_with_the_tda_numbers(app):
    report = app.report.value
    lead = report.index('class="rs-lead"')
    assert lead < report.index("Ruling for A") and report[lead:].startswith('class="rs-lead">TDA 43 · 08.4, TDA 47')


def test_the_dealers_verbs_are_listed_as_verbs():
    with pytest.raises(RulesError) as info:
        ask("blinds: 50/100\nstreet: flop\nseats: [A, B]\nactions: [dealer calls]")
    assert "can only counts" not in str(info.value)


def test_the_form_offers_the_dealer_the_dealers_verbs(app):
    app.f_player.value = "dealer"
    assert list(app.f_verb.options) == list(ex.DEALER_ACTION_VERBS) == ["counts", "recounts", "deals"]
    app.f_player.value = "A"
    assert "raise" in app.f_verb.options


def test_a_closed_pot_limit_round_cites_the_pot_limit_rule():
    r = ask("game: PLO\nblinds: 100/200\nseats: [SB, BB, UTG]\nactions: [UTG raise 700, SB call, BB call]")
    assert "PL-54" in r.rules


# ------------------------------------------------------------------ the action list follows the newest row
def test_the_action_list_ends_with_the_next_row_picked(app):
    for label in ("call 100", "fold"):
        app.press(label)
        assert app.rows.value == END and app.rows.options[-1][1] == END
        assert app.rows.options[-2][0].endswith(app.hand.rows[-1][2])


# ------------------------------------------------------------------ the picture is off the ruling's path
def test_the_ruling_is_shown_before_the_picture_is_drawn(app, monkeypatch):
    release, drawn = threading.Event(), []
    real = app_module.ladder_png

    def slow(ladder, *, dpi=72):
        assert release.wait(10), "the picture was never released"
        drawn.append(ladder.to_text())
        return real(ladder, dpi=dpi)

    monkeypatch.setattr(app_module, "ladder_png", slow)
    app.picture.value = True
    app.press("call 100")  # returns while the picture of the first ladder is still waiting
    assert "Ruling for C: 75 to call" in app.report.value and drawn == []
    release.set()
    app.pictures.wait()
    assert drawn and bytes(app.image.value[:4]) == b"\x89PNG"
    assert drawn[-1] == app.good.ladder.to_text()


def test_a_picture_drawn_before_is_shown_from_the_cache(app, monkeypatch):
    app.picture.value = True
    app.pictures.wait()
    first = bytes(app.image.value)
    calls = []
    monkeypatch.setattr(app_module, "ladder_png", lambda ladder, *, dpi=72: calls.append(1) or b"new")
    app.press("call 100")
    app.pictures.wait()
    app.undo.click()
    app.pictures.wait()
    assert calls == [1] and bytes(app.image.value) == first


def test_a_hand_with_no_action_yet_shows_no_picture_and_raises_nothing(app):
    app.picture.value = True
    app.pictures.wait()
    app.empty.click()  # no action: the ladder has no row to draw
    app.players.value = 4
    app.pictures.wait()
    assert app.image.layout.display == "none" and "no action" not in app.status.value
    app.press("call 200")
    app.pictures.wait()
    assert app.image.layout.display is None and bytes(app.image.value[:4]) == b"\x89PNG"
