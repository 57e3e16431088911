"""The sites' text histories as they come (issue 31): every hand read, the last one included, in the file's
own encoding; the posts and antes the text writes; the games the sites name; half-written and negative
amounts refused; ``inf`` stacks; a hand with nothing left to decide settled; one hand of a large file read
without the others. Real files are in tests/data/histories/real (MIT; README there); the variants below are
made from them in a temporary folder."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rulescore import RulesError, ask, histories
from rulescore.cli import main
from rulescore.histories import sites, text

REAL = Path(__file__).parent / "data" / "histories" / "real"
WSOP = Path(__file__).parent / "data" / "hands" / "wsop-2023-43-day5"


def cli(capsys, *args: str) -> tuple[int, str, str]:
    code = main(["ask", *map(str, args)])
    out = capsys.readouterr()
    return code, out.out, out.err


def one_line_refusal(capsys, *args: str) -> str:
    code, out, err = cli(capsys, *args)
    assert code == 2 and out == "" and err.startswith("rulescore: ") and err.count("\n") == 1, (code, out, err)
    assert "Traceback" not in err
    return err


def real(name: str) -> str:
    return (REAL / name).read_text(encoding="utf-8-sig")


def write(tmp_path: Path, body: str | bytes, name: str = "hands.txt") -> Path:
    f = tmp_path / name
    if isinstance(body, bytes):
        f.write_bytes(body)
    else:
        f.write_text(body, encoding="utf-8")
    return f


STARS = real("pokerstars-antes.txt")


# ------------------------------------------------------------------------ every hand, the last one included
@pytest.mark.parametrize(("name", "fmt"), [
    ("pokerstars-10-hands.txt", "pokerstars"), ("fulltilt-10-hands.txt", "fulltilt"),
    ("partypoker-10-hands.txt", "partypoker"), ("ongame-10-hands.txt", "ongame"), ("ipoker-10-hands.xml", "ipoker"),
])
def test_every_hand_of_a_real_file_is_read_the_last_one_included(tmp_path, name, fmt):
    body = real(name).rstrip()  # no blank line after the last hand, as an export often ends
    f = write(tmp_path, body, name)
    found = histories.read_all(f, format=fmt)
    assert len(found) == 10
    last = histories.read(f, format=fmt, hand=10)
    assert last.hand == 10 and last.actions


@pytest.mark.parametrize(("name", "fmt"), [
    ("fulltilt-plo.txt", "fulltilt"), ("partypoker-lhe.txt", "partypoker"), ("ongame-lhe.txt", "ongame"),
    ("ipoker-lhe.xml", "ipoker"), ("pokerstars-plo.txt", "pokerstars"),
])
def test_a_file_of_one_hand_with_no_blank_line_after_it_is_that_hand(tmp_path, name, fmt):
    f = write(tmp_path, real(name).rstrip(), name)
    assert histories.read(f, format=fmt).hand == 1


def test_the_site_is_found_from_the_file_without_format(capsys):
    code, out, _ = cli(capsys, REAL / "fulltilt-10-hands.txt", "--hand", 10)
    assert code == 0 and "(Full Tilt Poker; NLHE" in out


# ------------------------------------------------------------------------ encodings
@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-le", "utf-16-be", "utf-8-sig", "utf-8"])
def test_unicode_files_with_and_without_a_byte_order_mark(tmp_path, encoding):
    f = write(tmp_path, real("fulltilt-10-hands.txt").encode(encoding))
    h = histories.read(f, format="fulltilt", hand=3)
    assert h.scenario == histories.read(REAL / "fulltilt-10-hands.txt", hand=3).scenario
    assert h.encoding.replace("_", "-").startswith("utf")


def test_a_cp1252_euro_file_is_read_with_its_euro_sign(tmp_path):
    body = real("pokerstars-euro.txt")
    assert "€" in body
    f = write(tmp_path, body.encode("cp1252"))
    h = histories.read(f, format="pokerstars")
    assert h.currency == "€" and h.scenario == histories.read(REAL / "pokerstars-euro.txt").scenario


def test_bytes_no_encoding_reads_are_one_line(capsys, tmp_path):
    f = write(tmp_path, b"\x00\xff\xfe\x00" * 50 + b"\x81\x8d\x8f\x90" * 100)
    one_line_refusal(capsys, f, "--format", "pokerstars")


# ------------------------------------------------------------------------ posts and antes from the text
def test_pokerstars_antes_are_read_from_the_text():
    h = histories.read(REAL / "pokerstars-antes.txt")
    assert h.scenario["ante"] == 2
    r = ask(h.scenario)
    # the file: "Total pot $1.89 | Rake $0.08", Nightfox82 (UTG+... the raiser) collected $1.81
    assert r.pot_total == 189 and sum(r.awards.values()) == 189


def test_a_pokerstars_tournament_hand_with_antes_is_ruled(capsys):
    code, out, _ = cli(capsys, Path(__file__).parent / "data" / "histories" / "pokerstars-refused.txt",
                       "--hand", 1, "--json")
    data = json.loads(out)
    assert code == 0 and data["pots"][0]["amount"] == 130 + 150


def _stars(**swap: str) -> str:
    body = STARS
    for old, new in swap.items():
        assert old in body
        body = body.replace(old, new)
    return body


def test_a_dead_part_of_a_post_is_dead_money_from_that_seat(tmp_path):
    # the big blind posts the small blind's part dead as well: PokerStars writes "posts small & big blinds"
    f = write(tmp_path, _stars(**{"H6U5r: posts big blind $0.10": "H6U5r: posts small & big blinds $0.15"}))
    h = histories.read(f)
    assert h.scenario["blinds"] == [5, 10]
    assert h.scenario["ante"]["BB"] == 2 + 5 and any("dead money" in n for n in h.notes)
    assert ask(h.scenario).pot_total == 189 + 5


def test_a_live_post_out_of_position_is_refused_naming_the_line(capsys):
    err = one_line_refusal(capsys, REAL / "partypoker-posting.txt")
    assert "Peacli posts big blind + dead [$3]." in err and "out of position" in err


def test_a_big_blind_all_in_for_less_plays_at_the_tables_blinds(tmp_path):
    f = write(tmp_path, _stars(**{"Seat 2: H6U5r ($25 in chips)": "Seat 2: H6U5r ($0.03 in chips)",
                                  "H6U5r: posts big blind $0.10": "H6U5r: posts big blind $0.01 and is all-in",
                                  "H6U5r: posts the ante $0.02": "H6U5r: posts the ante $0.02",
                                  "H6U5r: calls $0.22\n": ""}).split("*** FLOP ***")[0])
    h = histories.read(f)
    assert h.scenario["blinds"] == [5, 10]  # not 1/1: the header's $0.05/$0.10
    assert h.scenario["stacks"]["BB"] == 3
    r = ask(h.scenario)
    # antes 12, the small blind 5, the big blind's 1, the raiser's 32 less the 27 nobody could call
    assert r.betting_over and sum(p.amount for p in r.pots) == 12 + 5 + 1 + 5 and r.uncalled == {"CO": 27}
    assert r.pots[0].eligible == ("BB", "CO") and "BB" not in r.pots[1].eligible


def test_a_straddle_post_is_read(tmp_path):
    f = write(tmp_path, _stars(**{"LovID: posts the ante $0.02": "LovID: posts the ante $0.02\nLovID: posts straddle "
                                                                  "$0.20"}).split("*** HOLE CARDS ***")[0]
              + "*** HOLE CARDS ***\nTunks2: folds\n")
    h = histories.read(f)
    assert h.scenario["straddle"] == {"player": "UTG", "amount": 20}


def test_the_big_blind_folded_to_against_a_smaller_all_in_is_settled(tmp_path):
    f = write(tmp_path, "\n".join([
        "PokerStars Hand #200000000301:  Hold'em No Limit ($0.05/$0.10 USD) - 2014/01/06 7:22:02 ET",
        "Table 'Skat III' 6-max Seat #3 is the button", "Seat 1: ann ($0.04 in chips)", "Seat 2: bob ($10 in chips)",
        "Seat 3: cat ($10 in chips)", "ann: posts small blind $0.04 and is all-in", "bob: posts big blind $0.10",
        "*** HOLE CARDS ***", "cat: folds", "Uncalled bet ($0.06) returned to bob", "*** FLOP *** [Th Kh Ac]",
        "*** TURN *** [Th Kh Ac] [9d]", "*** RIVER *** [Th Kh Ac 9d] [8h]", "*** SHOW DOWN ***",
        "ann: shows [Js Jd] (a pair of Jacks)", "bob: shows [Ad 7d] (a pair of Aces)", "bob collected $0.08 from pot"]))
    r = ask(histories.read(f).scenario)
    assert r.betting_over and r.awards == {"BB": 8} and r.uncalled == {"BB": 6}


# ------------------------------------------------------------------------ games in the sites' words
@pytest.mark.parametrize(("name", "game"), [
    ("fulltilt-10-hands.txt", "NLHE"), ("pokerstars-plo.txt", "PLO"), ("pokerstars-plo8.txt", "PLO8"),
    ("pokerstars-lhe.txt", "LHE"), ("fulltilt-plo.txt", "PLO"), ("fulltilt-lhe.txt", "LHE"), ("fulltilt-lo8.txt", "LO8"),
    ("fulltilt-plo8.txt", "PLO8"), ("partypoker-plo.txt", "PLO"), ("partypoker-lhe.txt", "LHE"),
    ("ongame-plo8.txt", "PLO8"), ("ongame-lhe.txt", "LHE"), ("ipoker-plo.xml", "PLO"), ("ipoker-lhe.xml", "LHE"),
])
def test_each_game_the_site_names_is_read_and_ruled(name, game):
    h = histories.read(REAL / name, hand=1)
    assert h.game == game
    ask(h.scenario)


def test_site_fixed_limit_caps_a_street_at_a_bet_and_three_raises():
    h = histories.read(REAL / "fulltilt-lhe.txt")
    assert h.scenario["cap"] == 4 and any("cap: 4" in n for n in h.notes)


@pytest.mark.parametrize(("swap", "named"), [
    ("Hold'em Pot Limit", "pot-limit hold'em"), ("Omaha Hi/Lo No Limit", "no-limit Omaha hi/lo"),
    ("Razz Limit", "razz"), ("5 Card Omaha Pot Limit", "five-card Omaha"),
])
def test_a_game_rulescore_does_not_rule_is_refused_naming_it(capsys, tmp_path, swap, named):
    f = write(tmp_path, _stars(**{"Hold'em No Limit": swap}))
    err = one_line_refusal(capsys, f)
    assert named in err


@pytest.mark.parametrize(("gametype", "named"), [("Six Plus Holdem NL €0.25/€0.50", "six-plus"),
                                                 ("7 Card Stud L $1/$2", "stud")])
def test_an_ipoker_game_that_is_not_one_rulescore_rules_is_refused(capsys, tmp_path, gametype, named):
    body = real("ipoker-plo.xml")
    start = body.index("<gametype>") + len("<gametype>")
    body = body[:start] + gametype + body[body.index("</gametype>"):]
    assert named in one_line_refusal(capsys, write(tmp_path, body, "h.xml"), "--format", "ipoker")


def test_pokerkits_own_ipoker_reader_takes_any_game_for_no_limit():
    # what this module corrects: pokerkit's IPokerNetworkParser has no game pattern
    from pokerkit import notation

    assert notation.IPokerNetworkParser.VARIANTS == {"": "NT"}
    assert histories.read(REAL / "ipoker-plo.xml").game == "PLO"


# ------------------------------------------------------------------------ amounts refused as in a scenario
@pytest.mark.parametrize(("old", "new", "why"), [
    ("Nightfox82: raises $0.22 to $0.32", "Nightfox82: raises $0.22 to ", "cut off"),
    ("Nightfox82: raises $0.22 to $0.32", "Nightfox82: raises $0.22 to $", "cut off"),
    ("Player_L: posts small blind $0.05", "Player_L: posts small blind -$0.05", "negative"),
    ("Player_L: posts small blind $0.05", "Player_L: posts small blind -0.05", "negative"),
    ("H6U5r: calls $0.22", "H6U5r: calls -$0.22", "negative"),
    ("Nightfox82: bets $0.54", "Nightfox82: bets ", "cut off"),
])
def test_half_written_and_negative_amounts_are_refused_in_one_line(capsys, tmp_path, old, new, why):
    err = one_line_refusal(capsys, write(tmp_path, _stars(**{old: new})))
    assert new.strip()[:20] in err and why in err


def test_a_player_name_with_a_dash_is_not_a_negative_amount(tmp_path):
    f = write(tmp_path, STARS.replace("Nightfox82", "-Night-fox-"))
    assert histories.read(f).players["UTG+1" if False else "CO"] == "-Night-fox-"


# ------------------------------------------------------------------------ PHH numbers
def _phh(tmp_path: Path, stacks: str) -> Path:
    body = (WSOP / "1.phh").read_text(encoding="utf-8")
    import re

    body = re.sub(r"(?m)^starting_stacks = \[.*\]$", f"starting_stacks = {stacks}", body)
    return write(tmp_path, body, "hand.phh")


def test_inf_stacks_are_stacks_not_given(capsys, tmp_path):
    f = _phh(tmp_path, "[inf, inf, inf, inf, inf]")
    h = histories.read(f)
    assert "stacks" not in h.scenario and any("not given" in n for n in h.notes)
    code, out, _ = cli(capsys, f, "--at", 3, "--json")
    assert code == 0 and json.loads(out)["max_raise_to"] is None


@pytest.mark.parametrize("stacks", ["[-inf, 1, 1, 1, 1]", "[nan, 1, 1, 1, 1]", "[1e400, 1, 1, 1, 1]",
                                    "[100000000000000000000000000000000000000, 1, 1, 1, 1]", "[-5, 1, 1, 1, 1]"])
def test_impossible_stacks_are_one_line(capsys, tmp_path, stacks):
    one_line_refusal(capsys, _phh(tmp_path, stacks))


# ------------------------------------------------------------------------ large files: one hand read
def test_hand_n_parses_only_hand_n(tmp_path, monkeypatch):
    body = real("pokerstars-10-hands.txt")
    f = write(tmp_path, (body.rstrip() + "\n\n\n") * 300)  # 3,000 hands
    seen = []
    real_parse = sites.parse
    monkeypatch.setattr(sites, "parse", lambda t, fmt, where: seen.append(where) or real_parse(t, fmt, where))
    h = histories.read(f, hand=2999)
    assert h.hands == 3000 and len(seen) == 1
    assert h.scenario == histories.read(REAL / "pokerstars-10-hands.txt", hand=9).scenario


def test_a_phhs_hand_is_read_from_its_section_alone(tmp_path, monkeypatch):
    body = (Path(__file__).parent / "data" / "hands" / "pluribus.phhs").read_text(encoding="utf-8")
    f = write(tmp_path, body * 20, "many.phhs")
    h = histories.read(f, hand=61)
    assert h.hands == 1200 and h.scenario == histories.read(Path(__file__).parent / "data" / "hands" /
                                                            "pluribus.phhs", hand=1).scenario


def test_a_file_over_the_size_limit_is_one_line(capsys, tmp_path, monkeypatch):
    monkeypatch.setattr(text, "MAX_BYTES", 1000)
    err = one_line_refusal(capsys, REAL / "pokerstars-10-hands.txt")
    assert "at most" in err and "MB" in err


# ------------------------------------------------------------------------ standard input
def test_empty_standard_input_is_one_clear_line(capsys, monkeypatch):
    import io
    import sys

    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"")))
    err = one_line_refusal(capsys, "-")
    assert "standard input is empty" in err and "No such file" not in err


def test_a_history_on_standard_input(capsys, monkeypatch):
    import io
    import sys

    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(STARS.encode("utf-16"))))
    code, out, _ = cli(capsys, "-", "--format", "pokerstars")
    assert code == 0 and out.startswith("<stdin> (PokerStars; NLHE, 6 players")


def test_text_errors_never_raise_anything_but_rules_errors():
    for junk in ["", "PokerStars Hand #1: x", "Stage #1: Holdem  No Limit $1", "<game gamecode=\"1\">",
                 "***** History for hand 1 *****", "***** Hand History for Game 1 *****"]:
        for fmt in histories.SITES:
            with pytest.raises(RulesError):
                histories.loads(junk, format=fmt)
