"""Hand histories in: PHH files (one hand or a .phhs of many) and the poker sites' text histories, read by
rulescore's own readers (TOML for PHH; the sites' line patterns) and ruled by rulescore (``rulescore ask FILE``, ``--format``, ``--hand``, ``--at``)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml

from rulescore import RulesError, ask, histories
from rulescore.cli import main

DATA = Path(__file__).parent / "data"
HANDS = DATA / "hands"
WSOP = HANDS / "wsop-2023-43-day5"
SITES = DATA / "histories"


def cli(capsys, *args: str) -> tuple[int, str, str]:
    code = main(["ask", *map(str, args)])
    out = capsys.readouterr()
    return code, out.out, out.err


def phh(tmp_path: Path, text: str, name: str = "hand.phh") -> Path:
    f = tmp_path / name
    f.write_text(text, encoding="utf-8")
    return f


def _minimal(**fields) -> str:
    base = {"variant": "'NT'", "antes": "[0, 0, 0, 0]", "blinds_or_straddles": "[50, 100, 0, 0]", "min_bet": "100",
            "starting_stacks": "[5000, 5000, 5000, 5000]", "actions": "['p3 cbr 300', 'p4 f', 'p1 f', 'p2 cc']"}
    base.update(fields)
    return "\n".join(f"{k} = {v}" for k, v in base.items()) + "\n"


# ------------------------------------------------------------------------ PHH from the CLI
def test_a_phh_file_rules_from_the_cli(capsys):
    code, out, err = cli(capsys, WSOP / "1.phh")
    assert code == 0 and err == ""
    assert out.startswith(f"{WSOP / '1.phh'} (PHH; NLHE, 5 players)")
    assert "seats: SB = Matthew Ashton, BB = Kristopher Tong" in out
    assert "The betting is over." in out and "awards: BB 2630000" in out


def test_a_phh_file_json_keeps_every_key_and_adds_history(capsys):
    code, out, _ = cli(capsys, WSOP / "1.phh", "--json")
    assert code == 0
    data = json.loads(out)
    for key in ("player", "to_call", "can_raise", "min_raise_to", "max_raise_to", "options", "actions", "pots",
                "awards", "rules"):
        assert key in data
    assert data["history"]["format"] == "phh" and data["history"]["variant"] == "NT"
    assert data["history"]["finishing_stacks"]["BB"] == 3775000


def test_a_phhs_file_needs_hand_n(capsys):
    code, _, err = cli(capsys, HANDS / "pluribus.phhs")
    assert code == 2 and "60 hands in the history; choose one with --hand N (1 to 60)" in err
    assert "Traceback" not in err and err.count("\n") == 1


def test_a_phhs_file_rules_hand_n(capsys):
    code, out, _ = cli(capsys, HANDS / "pluribus.phhs", "--hand", 3)
    assert code == 0 and out.startswith(f"hand 3 of 60 in {HANDS / 'pluribus.phhs'}")


@pytest.mark.parametrize("n", [0, 61])
def test_hand_n_out_of_range_is_one_line(capsys, n):
    code, _, err = cli(capsys, HANDS / "pluribus.phhs", "--hand", n)
    assert code == 2 and "the history has 60 hands (1 to 60)" in err


def test_hand_n_on_a_scenario_file_is_refused(capsys, tmp_path):
    f = tmp_path / "s.yaml"
    f.write_text("blinds: 1/2\nseats: [A, B, C]\n", encoding="utf-8")
    code, _, err = cli(capsys, f, "--hand", 2)
    assert code == 2 and "only a hand history" in err


def test_a_file_that_is_not_phh_is_one_line(capsys, tmp_path):
    code, _, err = cli(capsys, phh(tmp_path, "variant = 'NT'\nactions = [\n"))
    assert code == 2 and err.startswith("rulescore: ") and "not PHH" in err and err.count("\n") == 1


# ------------------------------------------------------------------------ what a history becomes
def test_seats_are_positions_and_the_players_names_are_kept():
    h = histories.read(WSOP / "62.phh")
    assert h.scenario["seats"] == ["SB", "BB", "UTG", "CO", "BTN"]
    assert h.players["BTN"] == "Talal Shakerchi"


def test_heads_up_phh_numbers_the_big_blind_first():
    h = histories.read(WSOP / "80.phh")  # p1 is the big blind, p2 the button and small blind
    assert h.scenario["seats"] == ["SB", "BB"]
    assert h.players == {"SB": "Brian Rast", "BB": "Talal Shakerchi"}
    assert h.scenario["stacks"] == {"SB": 25150000, "BB": 4550000}
    assert h.actions[0].line == "SB cbr 600000" and h.actions[0].written == "p2 cbr 600000"


def test_heads_up_phh_finishing_stacks_agree():
    h = histories.read(WSOP / "82.phh")
    r = ask(h.scenario)
    assert {s: r.stacks[s] + r.awards.get(s, 0) for s in h.scenario["seats"]} == h.finishing_stacks


def test_dollars_and_cents_are_scaled_to_cents():
    h = histories.read(HANDS / "handhq" / "abs-100nl.phhs", hand=1)
    assert h.scale == 100 and h.currency == "$"
    assert h.scenario["blinds"] == [50, 100] and h.scenario["stacks"]["SB"] == 20030
    assert h.actions[1].line == "SB cbr 300"
    assert "amounts x100: 1 chip = $0.01" in h.describe()[0]


def test_uniform_antes_in_cents():
    h = histories.read(HANDS / "handhq" / "abs-100nl.phhs", hand=5)
    assert h.scenario["ante"] == 25 and ask(h.scenario).antes == 100


def test_a_big_blind_ante_is_bb_ante():
    h = histories.read(WSOP / "1.phh")
    assert h.scenario["bb_ante"] == 120000 and "ante" not in h.scenario


def test_a_dead_small_blind_from_a_real_hand():
    h = histories.read(WSOP / "76.phh")  # after a bust-out: one forced bet, the big blind, by p1
    assert h.scenario["dead_small_blind"] is True and h.scenario["seats"] == ["BB", "UTG", "CO", "BTN"]
    assert h.scenario["blinds"] == [125000, 250000]
    assert any("dead small blind" in n for n in h.notes)
    r = ask(h.scenario)
    assert {s: r.stacks[s] + r.awards.get(s, 0) for s in h.scenario["seats"]} == h.finishing_stacks


def test_antes_that_differ_are_given_by_seat(tmp_path):
    h = histories.read(phh(tmp_path, _minimal(antes="[0, 0, 0, 100]")))
    assert h.scenario["ante"] == {"BTN": 100}


def test_a_straddle_is_read(tmp_path):
    h = histories.read(phh(tmp_path, _minimal(blinds_or_straddles="[50, 100, 200, 0]",
                                              actions="['p4 cbr 600', 'p1 f', 'p2 f', 'p3 cc']")))
    assert h.scenario["straddle"] == {"player": "UTG", "amount": 200}
    r = ask(h.scenario)
    assert r.pot_total == 1350


def test_two_straddles_are_refused(tmp_path):
    with pytest.raises(RulesError, match="more than one straddle"):
        histories.read(phh(tmp_path, _minimal(blinds_or_straddles="[50, 100, 200, 400]")))


def test_a_blind_posted_out_of_position_is_refused_in_one_line():
    with pytest.raises(RulesError, match=r"out of position .* \[0\.10, 0\.25, -0\.25, 0, 0\]") as exc:
        histories.read(HANDS / "refused" / "ps-25nl-posted-blind.phh")
    assert "\n" not in str(exc.value)


def test_fixed_limit_takes_a_bet_and_four_raises():
    h = histories.read(WSOP / "17.phh")
    assert h.scenario["cap"] == 5 and any("cap: 5" in n for n in h.notes)


def test_a_history_that_leaves_out_a_fold_is_repaired_and_says_so():
    h = histories.read(HANDS / "wsop-2019-42-day3" / "00-01-07.phh")
    assert "BTN fold" in h.scenario["streets"]["preflop"]
    assert any("leaves out BTN's action" in n for n in h.notes)
    assert h.actions[5].written == "" and h.actions[5].line == "BTN fold"


def test_known_cards_make_the_showdown():
    h = histories.read(WSOP / "1.phh")
    assert h.scenario["board"] == "Jc Ts 2d As Qs" and h.scenario["hands"]["SB"] == "7s 4s"


def test_unknown_cards_leave_the_showdown_out():
    h = histories.read(HANDS / "handhq" / "ps-25nl.phhs", hand=1)
    assert "hands" not in h.scenario and "board" not in h.scenario


@pytest.mark.parametrize(("name", "game"), [
    ("wsop-2023-43-day5-5.phh", "seven-card stud"), ("wsop-2023-43-day5-20.phh", "razz"),
    ("wsop-2023-43-day5-41.phh", "2-7 single draw"), ("wsop-2023-43-day5-55.phh", "2-7 triple draw"),
])
def test_a_game_rulescore_does_not_rule_is_refused_naming_it(capsys, name, game):
    code, _, err = cli(capsys, HANDS / "refused" / name)
    assert code == 2 and game in err and "rulescore rules hold'em and Omaha only" in err
    assert err.count("\n") == 1 and "Traceback" not in err


# ------------------------------------------------------------------------ the sites' text histories
@pytest.mark.parametrize(("fmt", "name"), [
    ("pokerstars", "pokerstars.txt"), ("fulltilt", "fulltilt.txt"), ("ipoker", "ipoker.xml"),
    ("absolute", "absolute.txt"), ("ongame", "ongame.txt"), ("partypoker", "partypoker.txt"),
])
def test_each_site_history_pokerkit_reads_rules_from_the_cli(capsys, fmt, name):
    code, out, err = cli(capsys, SITES / name, "--format", fmt, "--hand", 1)
    assert code == 0 and err == "", err
    assert "amounts x100" in out and " cbr 75 " in out and "-> raise to 75" in out


def test_a_pokerstars_history_with_a_short_all_in():
    h = histories.read(SITES / "pokerstars.txt", format="pokerstars", hand=1)
    r = ask(h.scenario)
    allin = r.actions[5]
    assert allin.all_in and allin.full_raise is False and allin.rule == "IA-10"
    assert r.awards == {"UTG": 865}


def test_the_absolute_reader_reads_antes():
    h = histories.read(SITES / "absolute.txt", format="absolute")
    assert h.scenario["ante"] == 5


def test_a_site_history_whose_reader_leaves_antes_out_has_them_read_from_the_text(capsys):
    code, _out, err = cli(capsys, SITES / "pokerstars-refused.txt", "--format", "pokerstars", "--hand", 1)
    assert code == 0 and err == "" and histories.read(SITES / "pokerstars-refused.txt", hand=1).scenario["ante"] == 10


def test_a_site_history_of_another_game_is_refused_naming_it(capsys):
    code, _, err = cli(capsys, SITES / "pokerstars-refused.txt", "--format", "pokerstars", "--hand", 2)
    assert code == 2 and "this hand is stud" in err and "Traceback" not in err


def test_a_site_history_without_a_format_says_to_name_it(capsys):
    code, _, err = cli(capsys, SITES / "pokerstars.txt", "--format", "phh")
    assert code == 2
    code, _, err = cli(capsys, SITES / "ongame.txt", "--format", "pokerstars")
    assert code == 2 and "no PokerStars hand found" in err


# ------------------------------------------------------------------------ --at K
def test_at_k_rules_the_decision_before_the_kth_action(capsys):
    code, out, _ = cli(capsys, WSOP / "27.phh", "--at", 6)
    assert code == 0
    assert "ruled before action 6 of 7 (preflop: BTN cbr 3350000; the history writes p5 cbr 3350000)" in out
    assert "Ruling for BTN: 750000 to call" in out


def _without_history(text: str) -> dict:
    data = json.loads(text)
    data.pop("history", None)
    return data


@pytest.mark.parametrize("k", range(1, 9))
def test_at_k_is_the_ruling_of_the_scenario_cut_there(capsys, tmp_path, k):
    source = WSOP / "30.phh"
    _, out, _ = cli(capsys, source, "--at", k, "--json")
    cut = histories.read(source).cut(k)
    f = tmp_path / "cut.yaml"
    f.write_text(yaml.safe_dump(cut, sort_keys=False), encoding="utf-8")
    _, expected, _ = cli(capsys, f, "--json")
    assert _without_history(out) == json.loads(expected)
    assert _without_history(out) == ask(cut).to_dict()


def test_at_the_first_action_of_a_street_rules_its_first_player():
    h = histories.read(WSOP / "30.phh")  # action 6 is the first flop action
    r = ask(h.cut(6))
    assert r.street == "flop" and r.player == "BB" and r.to_call == 0
    assert h.cut(6)["board"] == "6c Jc 4h" and h.cut(6)["streets"]["flop"] == []


def test_at_one_past_the_last_action_is_the_whole_hand():
    h = histories.read(WSOP / "30.phh")
    assert ask(h.cut(len(h.actions) + 1)).to_dict() == ask(h.scenario).to_dict()


def test_at_works_on_a_scenario_file_too(capsys, tmp_path):
    f = tmp_path / "s.yaml"
    f.write_text("blinds: 50/100\nseats: [A, B, C, D]\nactions: [C raise 300, D call, A fold]\nask: B\n",
                 encoding="utf-8")
    code, out, _ = cli(capsys, f, "--at", 3)
    assert code == 0 and "Ruling for A: 250 to call" in out


@pytest.mark.parametrize("k", [0, 9, -1])
def test_at_out_of_range_is_one_line(capsys, k):
    code, _, err = cli(capsys, WSOP / "27.phh", "--at", k)
    assert code == 2 and "the hand has 7 actions; give 1 to 8" in err and err.count("\n") == 1


# ------------------------------------------------------------------------ PHH read without pokerkit (issue 31)
def test_a_phh_hand_whose_stacks_are_not_given_replays_through_both_engines(tmp_path):
    # HandHQ's iPoker hands write every stack inf; the replay counts the chips put in all the same
    from rulescore.oracle import realhands

    f = phh(tmp_path, _minimal(starting_stacks="[inf, inf, inf, inf]", actions="['p3 cbr 300', 'p4 f', 'p1 cc', "
                                                                               "'p2 cc', 'd db 4c2s8c', 'p1 cc', "
                                                                               "'p2 cbr 500', 'p3 f', 'p1 f']"))
    c = realhands.compare(histories.read(f))
    assert c.compared == 8 and not c.differences
    assert c.chips["committed"]["ok"] and c.chips["committed"]["rulescore"] == {"SB": 300, "BB": 300, "UTG": 300,
                                                                                "BTN": 0}


def test_a_history_that_stops_with_a_street_dealt_rules_that_streets_first_decision(capsys, tmp_path):
    f = phh(tmp_path, _minimal(actions="['p3 cbr 300', 'p4 f', 'p1 f', 'p2 cc', 'd db 4c2s8c', 'p2 cc', 'p3 cc', "
                                       "'d db Kc', 'p2 cc', 'p3 cc', 'd db 4h']"))
    h = histories.read(f)
    assert list(h.scenario["streets"]) == ["preflop", "flop", "turn", "river"] and h.scenario["streets"]["river"] == []
    assert any("river dealt and no action" in n for n in h.notes)
    code, out, _ = cli(capsys, f, "--json")
    data = json.loads(out)
    assert code == 0 and data["player"] == "BB" and data["to_call"] == 0


@pytest.mark.parametrize(("text", "said"), [
    ("variant = 'NT'\nantes = [0, 0]\n", "gives blinds_or_straddles, min_bet, starting_stacks, actions"),
    ("variant = 'NT'\nantes = 'x'\nblinds_or_straddles = [1, 2]\nmin_bet = 2\nstarting_stacks = [9, 9]\nactions = []\n",
     "antes = 'x'"),
    ("antes = [0, 0]\n", "no variant"),
    ("variant = 'NT'\nactions = [1, 2]\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\n"
     "starting_stacks = [9, 9]\n", "actions = [1, 2]"),
])
def test_a_phh_hand_missing_or_mistyping_a_field_is_one_line(capsys, tmp_path, text, said):
    code, out, err = cli(capsys, phh(tmp_path, text))
    assert code == 2 and out == "" and err.count("\n") == 1 and said in err and "Traceback" not in err
