"""Scenario input (issue 15): strict where a misread would change the ruling, forgiving where words are plain.

Each refused case is a test named after it: the YAML reading (duplicate keys, anchors and aliases, YAML 1.1
scalars, tags, size and depth), player names that are words of the format, keys that would have no effect
in the game or on the street, and words with two meanings. The synonyms are ruled as their plain verb.
Every refusal is one line, a RulesError from Python, exit status 2 from the CLI.
"""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from rulescore import RulesError, ScenarioError, UnknownPlayerError, ask
from rulescore.cli import main
from rulescore.input.scenario import MAX_TEXT, from_dict, load, loads, read_amount, read_yaml

ROOT = Path(__file__).resolve().parent.parent


def refused(source, *fragments: str, kind: type[RulesError] = ScenarioError) -> str:
    """The one-line message ``source`` is refused with; it contains every fragment."""
    with pytest.raises(kind) as info:
        ask(source)
    text = str(info.value)
    assert "\n" not in text and "Traceback" not in text
    for f in fragments:
        assert f in text, text
    return text


FLOP = "blinds: 100/200\nstreet: flop\nseats: [A, B, C]\n"


# ------------------------------------------------------------------------------------- duplicate keys
def test_duplicate_top_level_key_actions_given_twice_is_refused():
    text = "blinds: 100/200\nseats: [A, B, C]\nactions: [C raise 600]\nactions: [C fold]\n"
    refused(text, "line 4", "'actions' is given twice")


def test_duplicate_key_inside_stacks_is_refused():
    refused(FLOP + "stacks: {A: 500, A: 50000}\n", "'A' is given twice")


def test_duplicate_key_in_block_mapping_and_quoted_spelling_is_refused():
    refused(FLOP + "stacks:\n  A: 500\n  'A': 50000\n", "'A' is given twice")


def test_duplicate_street_in_streets_is_refused():
    text = "blinds: 100/200\nseats: [A, B, C]\nstreets:\n  preflop: [C call, A call, B check]\n  preflop: [C fold]\n"
    refused(text, "'preflop' is given twice")


def test_merge_key_that_would_let_one_value_replace_another_is_refused():
    refused(FLOP + "stacks: {<<: {A: 500}, A: 50000}\n", "merge key <<")


# ------------------------------------------------------------------------------------- anchors and aliases
def test_anchor_and_alias_are_refused():
    refused(FLOP + "stacks: &s {A: 500}\npot: 0\nx: *s\n", "anchors and aliases")


def test_alias_bomb_is_refused_fast_with_one_line():
    """A "billion laughs" text of about 1.4 KB: nine levels of nine aliases each. PyYAML expanded it into
    ~1 GB over a minute (or a MemoryError); the first anchor now ends the reading."""
    lines = ["blinds: 50/100", "seats: [A, B]", 'l0: &l0 ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]']
    for k in range(1, 20):
        lines.append(f"l{k}: &l{k} [" + ", ".join([f"*l{k - 1}"] * 9) + "]")
    text = "\n".join(lines) + "\n"
    assert 1000 < len(text) < 1600
    t0 = time.perf_counter()
    refused(text, "line 3", "anchors and aliases")
    assert time.perf_counter() - t0 < 1.0


def test_self_referencing_alias_is_refused():
    refused("seats: [A, B]\nblinds: 50/100\nactions: &a [*a]", "anchors and aliases")


# ------------------------------------------------------------------------------------- YAML 1.1 scalars
def test_octal_looking_pot_0100_is_refused_not_read_as_64():
    refused(FLOP + "pot: 0100\n", "pot: 0100 has a leading zero: write 100", "octal 64")


def test_sexagesimal_amount_is_refused_not_read_in_base_60():
    refused(FLOP + "stacks: {A: 1:30}\n", "stacks: A: 1:30", "90, counting in base 60")


@pytest.mark.parametrize("value", ["1.5", "1e3", ".nan", ".inf", "0x10", "1,5", "10_0", "yes", "~", "+100"])
def test_floats_and_other_non_decimal_amounts_are_refused(value):
    refused(FLOP + f"pot: {value}\n", "pot:", "not a whole number of chips")


def test_names_like_no_yes_on_off_and_tilde_keep_their_spelling():
    text = "blinds: 100/200\nseats: [No, yes, on, 'off', ~, '0100']\nactions: [on fold, off call, ~ call]\nask: '0100'\n"
    r = ask(text)
    assert r.player == "0100"
    assert [a.player for a in r.actions] == ["on", "off", "~"]
    assert list(r.stacks) == ["No", "yes", "on", "off", "~", "0100"]


def test_tags_are_refused():
    for tagged in ("pot: !!int 0100", "pot: !!float 1e3", "ask: !!python/object:os.system A", "pot: !!binary aGk="):
        refused(FLOP + tagged + "\n", "tags")


def test_decimal_amounts_as_people_write_them_are_read():
    assert [read_amount(v, "x") for v in ("1500", "1,500", "1_500", "2k", "1.5k", "0.5k", "2K", 1500)] == \
        [1500, 1500, 1500, 2000, 1500, 500, 2000, 1500]


def test_k_amount_that_is_no_whole_number_of_chips_is_refused():
    refused(FLOP + "actions: [A bet 1.0505k]\n", "1.0505k: a k amount comes to whole chips", "not a whole number")
    refused(FLOP + "actions: [A bet 1.0500k]\n", "three decimals at most", "write 1050 in chips")


def test_empty_value_means_not_given():
    r = ask("blinds: 100/200\nseats: [A, B, C]\nask:\nstacks:\n")
    assert r.player == "C" and r.stacks == {"A": None, "B": None, "C": None}


@pytest.mark.parametrize("text, fragment", [
    ("", "the scenario is empty"), ("# only a comment\n", "the scenario is empty"),
    ("- blinds: 50/100\n", "not a list"), ("blinds: 50/100\nseats: [A, B]\n---\nblinds: 1/2\n", "one YAML document"),
    ("blinds: 50/100\nseats: [A, B]\nask: [A]\n", "is not a player's name"),
    ("blinds: 50/100\nseats: [A, B]\nstraddle: {player: A, player: B}\n", "'player' is given twice"),
])
def test_texts_that_are_no_scenario_say_why(text, fragment):
    refused(text, fragment)


def test_byte_order_mark_and_crlf_line_ends_are_read():
    assert loads("\ufeffblinds: 50/100\r\nseats: [A, B]\r\nactions:\r\n  - A call\r\n").actions[0].verb == "call"


def test_yaml_reader_gives_plain_text_for_every_scalar():
    assert read_yaml("seats: [No, on, 0100]\nstacks: {No: 1_500}\npot: 1:30") == \
        {"seats": ["No", "on", "0100"], "stacks": {"No": "1_500"}, "pot": "1:30"}


# ------------------------------------------------------------------------------------- size and depth
def test_text_longer_than_the_bound_is_refused():
    text = FLOP + "actions:\n" + "  - A check\n" * (MAX_TEXT // 12 + 10)
    refused(text, f"a scenario is at most {MAX_TEXT}")


def test_huge_file_and_dev_zero_are_refused_without_reading_them_whole(tmp_path):
    big = tmp_path / "big.yaml"
    big.write_bytes(b"#" * (5 * MAX_TEXT))
    with pytest.raises(ScenarioError, match="more than"):
        load(big)
    if Path("/dev/zero").exists():
        t0 = time.perf_counter()
        with pytest.raises(ScenarioError):
            load("/dev/zero")
        assert time.perf_counter() - t0 < 2


def test_deep_nesting_is_refused_fast():
    for text in ("x: " + "[" * 5000 + "]" * 5000, "x: " + "{a: " * 3000 + "}" * 3000,
                 "x:\n" + "".join(" " * i + "- \n" for i in range(60))):
        t0 = time.perf_counter()
        refused(text, "nested more than")
        assert time.perf_counter() - t0 < 1.0


def test_text_that_is_not_utf8_is_refused():
    with pytest.raises(ScenarioError, match="not UTF-8"):
        loads(b"seats: [\xff]\n")


# ------------------------------------------------------------------------------------- names
@pytest.mark.parametrize("name", ["dealer", "Dealer", "td", "TD", "says", "push", "told", "kept", "pulled", "swept",
                                  "call", "raise", "allin", "shove", "limp", "pass", "counts", "shows", "mucks"])
def test_player_named_as_a_word_of_the_format_is_refused(name):
    text = f"blinds: 100/200\nseats: [A, B, {name}]\nactions: [{name} call]\n"
    refused(text, f"a player cannot be named {name!r}", "would be misread")


def test_player_named_dealer_says_why():
    msg = refused({"blinds": "100/200", "seats": ["dealer", "B", "C"], "actions": ["C call", "dealer call"]})
    assert "starts a dealer line" in msg


# ------------------------------------------------------------------------------------- keys with no effect
def test_cap_in_no_limit_is_refused():
    refused(FLOP + "cap: 3\n", "cap: only fixed limit", "in NLHE (no-limit) a cap would have no effect")


def test_cap_in_pot_limit_is_refused():
    refused("game: PLO\n" + FLOP + "cap: 4\n", "cap:", "PLO (pot-limit)")


def test_cap_with_two_players_left_in_the_event_is_refused():
    refused("game: LHE\nblinds: 100/200\nseats: [A, B]\nplayers_in_event: 2\ncap: 4\n", "there is no cap")


def test_players_in_event_outside_fixed_limit_is_refused():
    refused(FLOP + "players_in_event: 2\n", "players_in_event:", "would have no effect")


def test_players_in_event_of_1_is_refused():
    refused("game: LHE\nblinds: 100/200\nseats: [A, B]\nplayers_in_event: 1\n", "players_in_event: 1")


def test_players_in_event_2_with_five_seated_is_refused():
    refused("game: LHE\nblinds: 100/200\nseats: [A, B, C, D, E]\nplayers_in_event: 2\n",
            "players_in_event: 2, but 5 players are seated")


def test_players_in_event_at_least_the_table_is_accepted():
    assert ask("game: LHE\nblinds: 100/200\nseats: [A, B, C]\nplayers_in_event: 9\n").player == "C"


@pytest.mark.parametrize("key", ["ante: 25", "bb_ante: 200", "straddle: C"])
def test_ante_bb_ante_and_straddle_when_the_hand_starts_on_the_flop_are_refused(key):
    refused(FLOP + key + "\n", key.split(":")[0] + ":", "starts on the flop", "no effect")


def test_a_zero_ante_on_the_flop_says_none_and_is_accepted():
    assert ask(FLOP + "ante: 0\n").player == "A"


def test_stack_of_0_dealt_in_preflop_is_refused():
    refused("blinds: 100/200\nseats: [A, B, C]\nstacks: {C: 0}\n", "C has 0 chips", "not dealt in")


def test_stack_of_0_in_a_whole_hand_from_preflop_is_refused():
    refused({"blinds": "100/200", "seats": ["A", "B", "C"], "stacks": {"A": 0},
             "streets": {"preflop": ["C call", "A call", "B check"]}}, "A has 0 chips")


def test_stack_of_0_on_the_flop_is_a_player_already_all_in():
    r = ask(FLOP + "pot: 1200\nstacks: {C: 0}\nactions: [A check, B check]\n")
    assert r.closed and r.stacks["C"] == 0


def test_put_in_when_the_hand_starts_preflop_is_refused():
    refused("blinds: 100/200\nseats: [A, B, C]\npot: 300\nput_in: {A: 100}\n", "put_in:", "starts preflop")


def test_three_card_board_on_the_river_is_refused():
    refused("blinds: 100/200\nstreet: river\nseats: [A, B]\nboard: Ah Kd 7c\n", "board: 3 cards", "river",
            "has 5")


def test_denominations_without_hands_are_refused():
    refused("blinds: 100/200\nstreet: river\nseats: [A, B]\ndenominations: [25, 100]\n"
            "actions: [B bet 400, A call]\n", "denominations:", "no effect")


def test_board_that_fits_the_street_is_accepted():
    assert ask("blinds: 100/200\nstreet: turn\nseats: [A, B]\nboard: Ah Kd 7c 2s\n").player == "B"


# ------------------------------------------------------------------------------------- synonyms
def test_bets_is_ruled_as_bet_and_keeps_what_was_written():
    r = ask(FLOP + "actions: [A bets 10000]\n")
    a = r.actions[0]
    assert (a.ruled_as, a.to, a.written) == ("bet", 10000, "A bets 10000")
    assert " 1. A bets 10000  -> bet to 10000 [TDA 43 · 08.4]" in r.to_text()
    assert json.loads(json.dumps(r.to_dict()))["actions"][0]["as"] == "bet"


def test_raises_to_calls_checks_and_folds():
    r = ask(FLOP + "actions: [A checks, B bets 5000, C raises to 15000, A folds, B calls]\n")
    assert [(a.ruled_as, a.to) for a in r.actions] == [("check", 0), ("bet", 5000), ("raise", 15000),
                                                       ("fold", 0), ("call", 15000)]


def test_raise_by_n_is_raise_plus_n():
    r = ask(FLOP + "actions: [A bet 400, B raise by 600]\n")
    assert r.actions[1].to == 1000


@pytest.mark.parametrize("words", ["shove", "shoves", "jam", "jams", "all in", "all-in", "allin", "All In"])
def test_all_in_synonyms(words):
    r = ask(FLOP + f"stacks: {{B: 700}}\nactions: [A bet 500, B {words}]\n")
    assert (r.actions[1].ruled_as, r.actions[1].to, r.actions[1].all_in) == ("raise", 700, True)


def test_limp_preflop_is_a_call():
    r = ask("blinds: 100/200\nseats: [A, B, C, D]\nactions: [C limp, D limps]\n")
    assert [(a.ruled_as, a.to) for a in r.actions] == [("call", 200), ("call", 200)]


def test_limp_after_the_flop_is_refused_saying_why():
    refused(FLOP + "actions: [A limp]\n", "a limp is a call of the big blind preflop", "on the flop")


def test_amounts_in_thousands():
    r = ask("blinds: 1000/2000\nseats: [A, B, C]\nactions: [C raise 6k, A raise to 15.5k]\n")
    assert [a.to for a in r.actions] == [6000, 15500]


def test_raise_pot_in_pot_limit_is_the_pot_limit_maximum():
    r = ask("game: PLO\nblinds: 50/100\nseats: [SB, BB, UTG]\nactions: [UTG raise pot, SB raise pot]\n")
    assert [a.to for a in r.actions] == [350, 1150]


def test_bet_pot_on_the_flop_and_raise_pot_capped_by_the_stack():
    r = ask("game: PLO\nblinds: 100/200\nstreet: flop\npot: 900\nseats: [A, B, C]\nstacks: {B: 1000}\n"
            "actions: [A bet pot, B raise pot]\n")
    assert (r.actions[0].ruled_as, r.actions[0].to) == ("bet", 900)
    assert (r.actions[1].to, r.actions[1].all_in) == (1000, True)


def test_raise_pot_in_no_limit_is_refused():
    refused("blinds: 100/200\nseats: [A, B, C]\nactions: [C raise pot]\n", "in no-limit the pot is no limit",
            'C says "pot"')


def test_raise_pot_in_fixed_limit_is_refused():
    refused("game: LHE\nblinds: 100/200\nseats: [A, B, C]\nactions: [C raise pot]\n", "one bet size")


def test_raise_pot_right_after_a_dealer_count_is_refused_listing_both_readings():
    refused("game: PLO\nblinds: 100/200\nstreet: flop\npot: 900\nseats: [A, B, C]\n"
            "actions: [dealer counts 800, A bet pot]\n", "the dealer's count or the true pot-limit maximum")


# ------------------------------------------------------------------------------------- two meanings
def test_raise_2_at_1000_2000_lists_the_readings():
    refused("blinds: 1000/2000\nseats: [A, B, C]\nactions: [C raise 2]\n", "2 chips", "2k (raise 2000)",
            "2 big blinds (raise 4000)")


def test_a_small_amount_with_the_stack_given_is_an_all_in_for_the_engine():
    r = ask("blinds: 1000/2000\nstreet: flop\nseats: [A, B, C]\nstacks: {A: 500}\nactions: [A bet 500]\n")
    assert r.actions[0].all_in


def test_raise_3x_lists_the_readings():
    refused("blinds: 1000/2000\nseats: [A, B, C]\nactions: [C raise 3x]\n", "3 times the bet faced or 3 big blinds")


def test_pass_lists_check_and_fold():
    refused(FLOP + "actions: [A pass]\n", "a check", "or a fold")


def test_call_with_an_amount_says_why():
    refused(FLOP + "actions: [A bet 500, B call 500]\n", "call takes no amount", "push 500")


# ------------------------------------------------------------------------------------- the Python API
def test_tuples_are_accepted_wherever_lists_are():
    r = ask({"blinds": (100, 200), "street": "river", "seats": ("A", "B"), "actions": ("B bet 400", "A call"),
             "board": ("Ah", "Kd", "7c", "7s", "2d"), "hands": {"A": ("Qs", "Qd"), "B": ("As", "3c")},
             "denominations": (100,), "showdown": ("B shows", "A shows")})
    assert r.awards == {"B": 800}
    w = ask({"blinds": "100/200", "seats": ("A", "B", "C"),
             "streets": {"preflop": ("C call", "A call", "B check"), "flop": ("A check",)}})
    assert w.player == "B"


def test_python_ints_and_strings_read_alike():
    a = from_dict({"blinds": [100, 200], "seats": ["A", "B"], "stacks": {"A": 1500}, "pot": 0})
    b = from_dict({"blinds": "100/200", "seats": ["A", "B"], "stacks": {"A": "1,500"}, "pot": "0"})
    assert a == b


def test_a_file_path_given_as_text_gets_a_hint():
    refused("examples/ia-10-1.yaml", "looks like a file path", "rulescore.engine.ask_file('examples/ia-10-1.yaml')")


def test_a_path_object_is_ruled_as_the_file():
    assert ask(ROOT / "examples" / "ia-10-1.yaml").player == "A"


def test_unknown_player_in_stacks_is_still_its_own_error():
    refused(FLOP + "stacks: {Z: 100}\n", "'Z' is not seated", kind=UnknownPlayerError)


# ------------------------------------------------------------------------------------- the CLI
CLI_REFUSED = {
    "duplicate actions": ("blinds: 50/100\nseats: [A, B]\nactions: [A call]\nactions: [A fold]\n", "given twice"),
    "alias": ("blinds: 50/100\nseats: &s [A, B]\nask: *s\n", "anchors and aliases"),
    "octal": ("blinds: 50/100\nstreet: flop\nseats: [A, B]\npot: 0100\n", "leading zero"),
    "dealer seat": ("blinds: 50/100\nseats: [dealer, B]\n", "cannot be named 'dealer'"),
    "cap in NLHE": ("blinds: 50/100\nseats: [A, B]\ncap: 4\n", "cap: only fixed limit"),
    "raise pot in NLHE": ("blinds: 50/100\nseats: [A, B]\nactions: [A raise pot]\n", "no limit"),
    "deep": ("x: " + "[" * 3000 + "]" * 3000, "nested more than"),
}


@pytest.mark.parametrize("case", CLI_REFUSED, ids=list(CLI_REFUSED))
def test_cli_refuses_with_one_line_and_exit_2(tmp_path, capsys, case):
    text, fragment = CLI_REFUSED[case]
    f = tmp_path / "s.yaml"
    f.write_text(text, encoding="utf-8")
    assert main(["ask", str(f)]) == 2
    out = capsys.readouterr()
    assert out.out == "" and out.err.count("\n") == 1 and out.err.startswith("rulescore: ")
    assert fragment in out.err and "Traceback" not in out.err


# ------------------------------------------------------------------------------------- notebooks
def test_under_ipython_a_rules_error_shows_one_line_and_no_traceback(capsys):
    """rulescore.ask in a notebook: a RulesError is the cell's error, displayed as its one line."""
    from IPython.core.interactiveshell import InteractiveShell

    import rulescore

    shell = InteractiveShell.instance()
    try:
        assert rulescore.RulesError not in shell.custom_exceptions   # nothing installed in the shell
        capsys.readouterr()
        result = shell.run_cell("import rulescore\nrulescore.ask('blinds: 50/100\\nseats: [A, B]\\npot: 0100')")
        out = capsys.readouterr()
        assert isinstance(result.error_in_exec, ScenarioError)  # still an error for the kernel and nbval
        shown = (out.out + out.err).strip().splitlines()
        assert shown == ["ScenarioError: pot: 0100 has a leading zero: write 100; a YAML 1.1 reader takes it for "
                         "octal 64 (scenario format: How a scenario is read)"]
        other = shell.run_cell("1/0")  # other exceptions keep IPython's traceback
        assert isinstance(other.error_in_exec, ZeroDivisionError)
        assert "Traceback" in capsys.readouterr().out
    finally:
        shell.set_custom_exc((), None)
        InteractiveShell.clear_instance()


def test_a_shell_with_its_own_custom_handler_keeps_it(capsys):
    from IPython.core.interactiveshell import InteractiveShell

    shell = InteractiveShell.instance()
    try:
        shell.set_custom_exc((KeyError,), lambda *a, **k: None)
        capsys.readouterr()
        result = shell.run_cell("import rulescore\nrulescore.ask('blinds: 50/100\\nseats: [A, B]\\npot: 0100')")
        assert isinstance(result.error_in_exec, ScenarioError)
        out = capsys.readouterr()
        assert (out.out + out.err).strip().startswith("ScenarioError: pot: 0100") and "Traceback" not in out.out
        assert shell.custom_exceptions == (KeyError,)
    finally:
        shell.set_custom_exc((), None)
        InteractiveShell.clear_instance()


def test_importing_rulescore_outside_ipython_installs_nothing_and_imports_no_ipython():
    import subprocess
    import sys

    code = "import sys, rulescore; print('IPython' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.split() == ["False"]


# ------------------------------------------------------------------ issue 21: bad-input leftovers
@pytest.mark.parametrize("name, code", [
    ("A\u200b", "U+200B"), ("\u200bB", "U+200B"), ("A\u200dB", "U+200D"), ("A\u2060", "U+2060"),
    ("A\ufeff", "U+FEFF"), ("A\u00a0B", "U+00A0"), ("A\u3164", "U+3164"), ("A\u202e", "U+202E"),
])
def test_names_with_invisible_characters_are_refused_like_a_no_break_space(name, code):
    refused({"blinds": "50/100", "seats": [name, "B"]}, "seats: ", "invisible character", code)


def test_names_with_visible_unusual_characters_stay_usable():
    assert ask({"blinds": "50/100", "seats": ["Zoë", "e\u0301", "李"]}).player == "李"


def test_an_empty_quoted_ask_is_refused_a_bare_one_means_not_given():
    refused("blinds: 50/100\nseats: [A, B]\nask: \"\"\n", "ask: the value is empty")
    refused("blinds: 50/100\nseats: [A, B]\nask: ''\n", "ask: the value is empty")
    refused({"blinds": "50/100", "seats": ["A", "B"], "ask": " "}, "ask: the value is empty")
    assert ask("blinds: 50/100\nseats: [A, B]\nask:\n").player == "A"


@pytest.mark.parametrize("pot", ["-0", "'-0'", '"-0"'])
def test_minus_zero_is_refused(pot):
    refused(f"blinds: 50/100\nstreet: flop\nseats: [A, B]\npot: {pot}\n", "minus sign")


@pytest.mark.parametrize("text", ['blinds: ""\nseats: [A, B]\n', "blinds:\nseats: [A, B]\n"])
def test_an_empty_blinds_value_is_named_empty_not_missing(text):
    msg = refused(text, "blinds: the value is empty")
    assert "missing" not in msg
    refused("seats: [A, B]\n", "missing key 'blinds'")
    refused('blinds: 50/100\nseats: ""\n', "seats: the value is empty")


@pytest.mark.parametrize("where", [
    "actions:\n  - {x} bet 100\n", "actions:\n  - A {x}\n", "actions:\n  - A push {x}\n", 'actions:\n  - A says "{x}"\n',
    "actions:\n  - A bet " + " ".join(["100"] * 4000) + "\n", "game: {x}\n", "ask: {x}\n", "seats2: {x}\n",
])
def test_a_huge_line_is_quoted_by_a_bounded_excerpt(where):
    text = "blinds: 50/100\nseats: [A, B]\n" + where.replace("{x}", "x" * 20_000)
    with pytest.raises(RulesError) as info:
        ask(text)
    msg = str(info.value)
    assert len(msg) < 600 and "\n" not in msg, msg[:200]
    assert "x" * 200 not in msg


@pytest.mark.parametrize("seats", [["SB", "BB", "UTG", "HJ", "BTN"], ["SB", "BB", "LJ", "CO", "BTN"],
                                   ["SB", "BB", "LJ", "HJ", "BTN"], ["SB", "BB", "UTG", "CO", "BTN"],
                                   ["SB", "BB", "UTG", "UTG1"], ["SB", "BB", "UTG"]])
def test_short_handed_seatings_by_position_are_read_as_written(seats):
    assert ask({"blinds": "50/100", "seats": seats}).player == seats[2 % len(seats)]


@pytest.mark.parametrize("seats", [["BTN", "SB", "BB", "UTG"], ["SB", "BB", "CO", "HJ", "BTN"],
                                   ["SB", "BB", "HJ", "UTG", "BTN"], ["A", "B", "SB", "BB", "BTN"], ["BB", "SB"]])
def test_a_seating_that_does_not_fit_is_refused_with_different_advice(seats):
    msg = refused({"blinds": "50/100", "seats": seats}, "seats: ")
    assert f"write seats: [{', '.join(seats)}]" not in msg
    if "write seats: [" in msg:
        advice = msg.split("write seats: [")[1].split("]")[0].split(", ")
        assert ask({"blinds": "50/100", "seats": advice}).player is not None


def test_a_plain_check_facing_a_bet_cites_the_rule_on_checking():
    refused(FLOP + "actions: [A bet 200, B check]\n", "cannot check (PL-55)", kind=RulesError)


# ------------------------------------------------------------------ from_dict reads each mapping afresh
def test_from_dict_reads_the_same_mapping_to_an_equal_frozen_record():
    data = {"blinds": "50/100", "seats": ["A", "B", "C"], "stacks": {"B": 125}, "actions": ["A raise 300"]}
    first = from_dict(data)
    assert from_dict(dict(data)) == first
    assert from_dict({**data, "stacks": {"B": 126}}).stacks == {"B": 126}


def test_from_dict_keeps_no_record_of_a_refused_mapping_and_tells_types_apart():
    bad = {"blinds": "50/100", "seats": ["A", "B"], "stacks": {"B": "lots"}}
    for _ in range(2):
        with pytest.raises(ScenarioError):
            from_dict(bad)
    seats = {"blinds": "50/100", "seats": ["A", "B"], "ask": "B"}
    assert from_dict(seats).ask == "B"
    with pytest.raises(RulesError):
        from_dict({**seats, "ask": 1})  # not the name "1", and not the record read for "B"
