"""Issue 43: what people enter at the table's edge. The red team's cases (tests/data/entry43, written from the TDA
2024 text before the engine was changed: a working half and a held-back half) run through ``rulescore ask FILE
--json``; and one test per example of the issue, named after its rule: an amount said with a blind in front, a
departure at the step where the rule sets part, input read silently or not at all, and the phone form
(rulescore.explorer.phone; the page itself in a browser is tests/test_rule_page.py)."""

from __future__ import annotations

import pytest
from redteam_cases import load, problems

from rulescore import RulesError, ask
from rulescore.explorer.phone import Page, amount_box, is_chip, several

FOLDER = "entry43"


@pytest.mark.parametrize("bundle", ["situations-work", "bad-work", "situations-heldback", "bad-heldback"])
def test_red_team_cases_of_issue_43_both_halves(bundle):
    bad = {c.name: p for c in load(bundle, FOLDER) if (p := problems(c))}
    assert bad == {}


def _flop(actions, **keys):
    return {"blinds": "100/200", "street": "flop", "pot": 600, "seats": ["A", "B", "C"], "actions": actions, **keys}


def _pre(actions, **keys):
    return {"blinds": "100/200", "seats": ["SB", "BB", "UTG", "BTN"], "actions": actions, **keys}


def _last(ruling):
    return ruling.to_dict()["actions"][-1]


def refused(scenario, *needles):
    with pytest.raises(RulesError) as info:
        ask(scenario)
    line = str(info.value)
    assert "\n" not in line and all(n.lower() in line.lower() for n in needles), line
    return line


# ----------------------------------------------------------------------------- an amount with a blind in front
def test_tda40c_43a_big_blind_says_eight_hundred_facing_600_is_a_raise_to_1000_by_either_reading():
    a = _last(ask(_pre(["UTG raise 600", "BTN fold", "SB fold", 'BB says "eight hundred"'])))
    assert (a["as"], a["to"]) == ("raise", 1000) and not a.get("outcomes")
    assert "street total or on top of the 200 in front" in a["note"]


@pytest.mark.parametrize("said, want", [
    ("seven hundred", ["call", "raise to 1000"]),   # 700 in all: 100 over; 900 in all: 300 over, half the raise
    ("six hundred", ["call", "raise to 1000"]),     # the call exactly, or 200 over it
])
def test_tda40a_where_total_and_on_top_part_the_td_chooses_the_total_first(said, want):
    a = _last(ask(_pre(["UTG raise 600", "BTN fold", "SB fold", f'BB says "{said}"'])))
    assert a["outcomes"] == want and a["tda"] == "40-A"


def test_tda40c_an_amount_said_with_nothing_in_front_reads_as_before():
    a = _last(ask(_flop(["A bet 1000", 'B says "fifteen hundred"'])))
    assert (a["as"], a["to"]) == ("raise", 2000) and not a.get("outcomes")


# -------------------------------------------------------------------------------- departures at every step
@pytest.mark.parametrize("rules, to, other", [("sources", 600, 700), ("tda2024", 700, 600)])
def test_tda54b_a_pot_raise_with_a_dead_small_blind_departs_at_its_own_step(rules, to, other):
    r = ask({"rules": rules, "game": "PLO", "blinds": "100/200", "dead_small_blind": True,
             "seats": ["BB", "UTG", "BTN"], "actions": ["UTG raise pot"]}).to_dict()
    assert r["actions"][0]["to"] == to and "54-B" in r["actions"][0]["note"]
    step = [d for d in r["departures"] if d["index"] == 1 and d["street"] == "preflop"]
    assert len(step) == 1 and step[0]["point"] == "pot-limit-dead-small-blind"
    theirs = step[0]["renderings" if rules == "tda2024" else "tda2024"]
    assert theirs["to"] == other
    assert len(r["departures"]) == 2   # and at BTN's decision, as before


# ---------------------------------------------------------------------------- input read silently or not at all
def test_tda43_raise_to_plus_800_is_refused_not_read_as_a_raise_by_800():
    refused(_flop(["A bet 400", "B raise to +800"]), "action 2", "to +800")
    assert _last(ask(_flop(["A bet 400", "B raise by +800"])))["to"] == 1200


def test_an_escape_beyond_unicode_in_a_name_is_one_line_naming_the_line():
    text = 'blinds: 100/200\nstreet: flop\nseats: ["Ann\\U00110000", B, C]\nactions: [B bet 400]\n'
    refused(text, "line 3", "\\U00110000")


def test_03_8_put_in_800_and_200_for_two_players_still_in_with_chips_is_refused():
    refused(_flop(["B check"], seats=["A", "B"], pot=1000, put_in={"A": 800, "B": 200}), "put_in", "B", "200", "800")
    r = ask(_flop(["A check", "C check"], pot=1800, put_in={"A": 800, "B": 200, "C": 800}, stacks={"B": 0}))
    assert [p.amount for p in r.pots] == [600, 1200]


def test_blinds_0_200_are_refused_pointing_at_dead_small_blind_and_100_200_is_read():
    refused(_pre(["UTG call"], blinds="0/200"), "0/200", "dead_small_blind")
    assert ask(_pre(["UTG raise 600"], blinds="100-200", ask="BTN")).min_raise_to == 1000


@pytest.mark.parametrize("said, kind, to", [
    ("bet 300 chips", "bet", 300), ("two fifty", "bet", 250), ("1.05k", "bet", 1050), ("2.25 thousand", "bet", 2250),
])
def test_tda40b_amounts_as_people_say_them_are_read(said, kind, to):
    a = _last(ask(_flop([f'A says "{said}"'], pot=5000)))
    assert (a["as"], a["to"]) == (kind, to)


def test_tda43b_raise_to_1200_total_is_a_raise_to_1200_and_to_with_more_is_refused():
    assert _last(ask(_flop(["A bet 400", 'B says "raise to 1200 total"'])))["to"] == 1200
    refused(_flop(["A bet 400", 'B says "raise to 800 more"']), "B", "'to'", "'more'")


def test_a_thousands_comma_that_splits_a_list_of_actions_is_refused_naming_both_halves():
    refused("blinds: 100/200\nstreet: flop\nseats: [A, B, C]\nactions: [A bet 1,000]\n", "A bet 1,000", "A bet 1000")


def test_tda54_raise_pot_without_game_points_at_game_plo():
    refused(_flop(["A bet pot"]), "action 1", "game: PLO")


# ------------------------------------------------------------------------------------------ the phone form
def _phone(*cmds, lang="en"):
    page = Page(lang)
    screen = None
    for cmd in ({"do": "players", "n": 3}, {"do": "names", "style": "letters"}, {"do": "street", "street": "flop"},
                *cmds):
        screen = page.handle(cmd)
    return page, screen


def _row(player, verb, rest="", **more):
    return {"do": "add", "player": player, "verb": verb, "rest": rest, **more}


def test_tda40a_said_then_pushed_is_one_action_on_the_phone():
    # "raise", then 400 pushed, entered as two rows of B: one action (not the chips out of turn)
    _page, s = _phone(_row("A", "bet", "200"), _row("B", "says", "raise"), _row("B", "push", "400"))
    assert [r["line"] for r in s["hand"]["rows"]] == ["A bet 200", 'B says "raise" push 100x4']  # no 400 chip
    a = s["ruling"]["actions"][-1]
    assert (a["player"], a["as"], a["to"]) == ("B", "raise", 400) and s["next"]["player"] == "C"
    # and in one row: the words, then the chips in their own box
    _page, s = _phone(_row("A", "bet", "200"), _row("B", "says", "raise", then="1000"))
    assert s["hand"]["rows"][-1]["line"] == 'B says "raise" push 1000'


def test_tda45_43a_1600_pushed_facing_1000_is_chips_a_raise_to_2000_not_one_chip():
    _page, s = _phone(_row("A", "bet", "1000"), _row("B", "push", "1600"))
    assert not s["refused"] and s["hand"]["rows"][-1]["line"] == "B push 1000+500+100"
    a = s["ruling"]["actions"][-1]
    assert (a["as"], a["to"]) == ("raise", 2000)


def test_tda44_one_chip_or_several_is_asked_where_it_decides_the_ruling():
    page, s = _phone(_row("A", "bet", "1000"), _row("B", "push", "2000"))
    assert s["refused"] and s["problem"]["ask"] and page.session.hand.rows[-1][2] == "A bet 1000"
    assert "TDA 44" in s["problem"]["text"] and "2000" in s["problem"]["text"]
    one, many = s["problem"]["offers"]
    assert page.handle(one["command"])["ruling"]["actions"][-1]["as"] == "call"           # one 2000 chip: TDA 44
    page.handle({"do": "undo"})
    assert page.handle(many["command"])["ruling"]["actions"][-1]["to"] == 2000            # 1000x2: a raise
    # where both read alike (1000 facing 200), nothing is asked
    page, s = _phone(_row("A", "bet", "200"), _row("B", "push", "100"))
    assert not s["refused"] and s["hand"]["rows"][-1]["line"] == "B push 100"


def test_a_chip_value_that_does_not_exist_is_refused_on_the_phone():
    page, s = _phone(_row("A", "bet", "1000"), _row("B", "push", "700+100"))
    assert s["refused"] and "700" in s["error"] and page.session.hand.rows[-1][2] == "A bet 1000"
    assert [v for v in (1, 2, 5, 20, 25, 250, 2500, 5000, 25000) if not is_chip(v)] == []
    assert [v for v in (3, 15, 300, 700, 1600, 12000) if is_chip(v)] == []
    assert several(1600) == "1000+500+100" and several(2000) == "1000x2"


@pytest.mark.parametrize("typed, want", [("1300", 1300), ("1 300", 1300), ("1.300", 1300), ("1,300", 1300),
                                         ("1\u00a0300", 1300), ("1.5k", 1500), ("1,5k", 1500), ("12 500", 12500)])
def test_amounts_in_the_forms_people_write_them(typed, want):
    assert amount_box(typed, "stacks") == want


@pytest.mark.parametrize("typed, want", [("200-400", (200, 400)), ("200/400", (200, 400)), ("1 000 - 2 000", (1000, 2000)),
                                         ("1k/2k", (1000, 2000)), ("1.000-2.000", (1000, 2000))])
def test_blinds_as_the_tda_text_writes_them_on_the_phone(typed, want):
    page = Page()
    s = page.handle({"do": "setup", "blinds": typed})
    assert not s["refused"], s["error"]
    assert (s["hand"]["sb"], s["hand"]["bb"]) == want


@pytest.mark.parametrize("lang, word", [("en", "chips"), ("pl", "żeton"), ("ru", "фиш")])
def test_a_box_that_is_no_amount_is_refused_next_to_it_in_the_pages_language(lang, word):
    page = Page(lang)
    s = page.handle({"do": "stack", "player": "BB", "value": "1.5"})
    assert s["refused"] and s["field"]["key"] == "stack:BB" and word in s["field"]["text"].lower(), s["field"]
    s = page.handle({"do": "setup", "blinds": "200"})
    assert s["refused"] and s["field"]["key"] == "blinds" and page.session.hand.blinds == (100, 200)
    s = page.handle({"do": "setup", "blinds": "0/200"})
    assert s["field"]["key"] == "blinds" and page.session.hand.blinds == (100, 200)
