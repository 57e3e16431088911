"""Fuzzed input: the only outcomes allowed from rulescore.input.scenario.loads, rulescore.engine.ask and the CLI
are a ruling or a clean RulesError (one line) — never another exception, a hang or a silent wrong answer.

A few hundred examples here; ``make fuzz`` runs the same properties with RULESCORE_FUZZ_EXAMPLES
(10,000 each by default, see bench/fuzz.py). No deadline: the machine is shared and timings are not
asserted; sizes are bounded so nothing can hang (chip specs, seats and amounts have caps).
"""

import contextlib
import io
import os
import signal
import sys

import yaml
from hypothesis import HealthCheck, given, settings
from strategies import (
    alias_texts,
    clause_word_name_texts,
    duplicate_key_texts,
    malformed_scenarios,
    rename,
    scenario_text,
    valid_streets,
    yaml11_amount_texts,
    yaml11_name_texts,
    yaml_texts,
)

from rulescore import RulesError, ask
from rulescore.input.scenario import loads, parse_game, parse_street
from rulescore.rules.betting import BettingRound

EXAMPLES = int(os.environ.get("RULESCORE_FUZZ_EXAMPLES", "100"))
#: ``make fuzz`` only: an example running longer than this many seconds is reported as a hang.
HANG_SECONDS = int(os.environ.get("RULESCORE_FUZZ_HANG_SECONDS", "0"))


@contextlib.contextmanager
def _no_hang():
    if not HANG_SECONDS or not hasattr(signal, "SIGALRM"):
        yield
        return

    def hang(signum, frame):
        raise AssertionError(f"hang: one example ran longer than {HANG_SECONDS} s")

    old = signal.signal(signal.SIGALRM, hang)
    signal.alarm(HANG_SECONDS)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)
FUZZ = settings(max_examples=EXAMPLES, deadline=None, derandomize=EXAMPLES <= 1000,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much])


def _clean(exc: RulesError) -> None:
    text = str(exc)
    assert text and "\n" not in text, repr(text)
    assert "Traceback" not in text


def _ruled_or_clean(source) -> None:
    try:
        with _no_hang():
            ruling = ask(source)
    except RulesError as exc:
        _clean(exc)
        return
    d = ruling.to_dict()
    assert d["to_call"] >= 0
    for p in d["pots"]:
        assert p["amount"] >= 0


@FUZZ
@given(malformed_scenarios())
def test_malformed_scenario_mapping_gives_a_ruling_or_a_clean_error(sc):
    _ruled_or_clean(sc)


@FUZZ
@given(yaml_texts())
def test_malformed_yaml_text_gives_a_ruling_or_a_clean_error(text):
    try:
        loads(text)
    except RulesError as exc:
        _clean(exc)
    _ruled_or_clean(text)


@FUZZ
@given(valid_streets())
def test_valid_street_conserves_chips_and_pots_sum_to_contributions(sc):
    ruling = ask(sc)
    seats = sc["seats"]
    sb, bb = (int(x) for x in sc["blinds"].split("/"))
    rnd = BettingRound(seats=seats, blinds=(sb, bb), game=parse_game(sc["game"]), street=parse_street(sc["street"]),
                       stacks=sc["stacks"], ante=sc["ante"], pot=sc["pot"])
    # The same street replayed on a bare round: every action ruled as written.
    for a in ruling.actions:
        assert a.player in seats
    for line in sc["actions"]:
        name, verb, *rest = line.split()
        if verb == "allin":
            rnd.all_in(name)
        elif rest:
            rnd.raise_to(name, int(rest[0]))
        else:
            getattr(rnd, verb)(name)
    start = sum(sc["stacks"].values()) + sc["pot"]
    assert sum(s.behind for s in rnd.seats) + rnd.total_pot == start
    total = sum(p.amount for p in ruling.pots) + sum(ruling.uncalled.values())
    assert total == rnd.total_pot == sc["pot"] + sum(rnd.pot_contributions().values())
    for p in ruling.pots:
        assert p.eligible and all(name in seats for name in p.eligible)
    assert ruling.closed == rnd.closed
    if not ruling.closed:
        assert ruling.player == rnd.to_act and ruling.to_call == rnd.to_call(rnd.to_act)


@settings(FUZZ, max_examples=max(20, EXAMPLES // 5))
@given(yaml_texts())
def test_cli_ask_exits_0_or_2_with_one_line(tmp_path_factory, text):
    from rulescore.cli import main

    path = tmp_path_factory.mktemp("fuzz") / "scenario.yaml"
    path.write_text(text, encoding="utf-8", errors="surrogatepass")
    out, err = io.StringIO(), io.StringIO()
    old = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = out, err
    try:
        code = main(["ask", str(path), "--json"])
    finally:
        sys.stdout, sys.stderr = old
    assert code in (0, 2)
    if code == 2:
        assert err.getvalue().startswith("rulescore: ") and err.getvalue().count("\n") == 1
    else:
        assert out.getvalue().startswith("{")


def _refused(text: str, *fragments: str) -> str:
    """``text`` must be refused with a clean one-line ScenarioError holding one of ``fragments``."""
    try:
        with _no_hang():
            ask(text)
    except RulesError as exc:
        _clean(exc)
        assert any(f in str(exc) for f in fragments), str(exc)
        return str(exc)
    raise AssertionError(f"accepted: {text!r}")


# Issue 15: what was written is never silently changed. Each property below is a class of text a lenient
# YAML reading changed without a word; each must be refused, or ruled exactly as written.
@FUZZ
@given(valid_streets())
def test_a_scenario_typed_as_yaml_is_ruled_exactly_as_the_mapping(sc):
    text = scenario_text(sc)
    with _no_hang():
        assert ask(text).to_dict() == ask(sc).to_dict()


@FUZZ
@given(duplicate_key_texts())
def test_a_key_given_twice_is_refused(text):
    _refused(text, "given twice")


@FUZZ
@given(alias_texts())
def test_anchors_aliases_and_alias_bombs_are_refused(text):
    _refused(text, "anchors and aliases")


@FUZZ
@given(yaml11_amount_texts())
def test_an_amount_written_as_a_yaml_1_1_scalar_is_refused(text):
    _refused(text, "whole number", "leading zero", "base 60", "k amount", "two readings", "negative")


@FUZZ
@given(yaml11_name_texts())
def test_a_player_named_like_a_yaml_1_1_scalar_keeps_the_name(case):
    text, sc, old, new = case
    with _no_hang():
        ruling = ask(text)
    assert ruling.to_dict() == ask(rename(sc, old, new)).to_dict()
    assert new in ruling.stacks and old not in ruling.stacks


@FUZZ
@given(clause_word_name_texts())
def test_a_player_named_after_a_word_of_the_format_is_refused(case):
    text, name = case
    assert f"a player cannot be named {name!r}" in _refused(text, "cannot be named")


def test_chip_specs_that_look_almost_right_are_clean_errors():
    from rulescore.input.chips import parse_chips

    for spec in ["0x5", "100x-1", "100x0", "-5", "x5", "5x", "1e5", "1.5", "", "1x10000+1x10000", "100x5x2"]:
        try:
            parse_chips(spec)
        except RulesError as exc:
            _clean(exc)
        else:
            raise AssertionError(f"{spec!r} was accepted")


def test_actions_after_the_round_closes_are_a_clean_error():
    sc = {"blinds": "50/100", "street": "flop", "seats": ["A", "B"], "actions": ["A check", "B check", "A bet 100"]}
    try:
        ask(sc)
    except RulesError as exc:
        _clean(exc)
        assert "over" in str(exc)
    else:
        raise AssertionError("an action after the round closed was accepted")


def test_yaml_self_reference_and_deep_nesting_are_clean_errors():
    for text in ["seats: [A, B]\nblinds: 50/100\nactions: &a [*a]", "x: " + "[" * 5000 + "]" * 5000]:
        try:
            ask(text)
        except RulesError as exc:
            _clean(exc)
        else:
            raise AssertionError(text[:40])
    assert yaml  # imported for strategies; keep the dependency explicit
