"""Player names (issue 30): the generated table of Unicode's Default_Ignorable_Code_Point property against the
``regex`` package's ``\\p{Default_Ignorable_Code_Point}`` (dev-only), NFC-normalisation, and messages that show
what was written and what it was read as."""

from __future__ import annotations

import pytest

from rulescore import RulesError, ask
from rulescore.input._ignorable import RANGES, is_default_ignorable

regex = pytest.importorskip("regex")


def test_ignorable_table_is_unicodes_default_ignorable_code_point():
    pat = regex.compile(r"\p{Default_Ignorable_Code_Point}")
    assert all(a <= b for a, b in RANGES) and all(RANGES[i][1] < RANGES[i + 1][0] for i in range(len(RANGES) - 1))
    for cp in range(0x110000):
        assert is_default_ignorable(chr(cp)) == bool(pat.match(chr(cp))), hex(cp)


@pytest.mark.parametrize("cp", [a for a, _ in RANGES] + [b for _, b in RANGES])
def test_every_default_ignorable_range_is_refused_in_a_name(cp):
    with pytest.raises(RulesError, match=f"U\\+{cp:04X}"):
        ask({"blinds": "100/200", "seats": [f"Bo{chr(cp)}b", "Ann", "Cat"], "actions": []})


def test_a_name_read_as_nfc_everywhere():
    sc = {"blinds": "100/200", "street": "flop", "seats": ["Zoe\u0301", "Bob"], "stacks": {"Zo\u00e9": 900},
          "actions": ["Bob check", "Zo\u00e9 bet 200"]}
    r = ask(sc)
    assert list(r.stacks) == ["Zo\u00e9", "Bob"] and r.stacks["Zo\u00e9"] == 700 and r.player == "Bob"
    assert ask({**sc, "actions": ["Bob check"], "ask": "Zoe\u0301"}).player == "Zo\u00e9"


def test_an_unknown_name_that_prints_like_a_seat_is_spelled_out():
    with pytest.raises(RulesError) as exc:
        ask({"blinds": "100/200", "street": "flop", "seats": ["Bob", "Ann"], "actions": ["B\u043eb check"]})
    msg = str(exc.value)
    assert "U+043E CYRILLIC SMALL LETTER O" in msg and "(TDA 50)" in msg and "'Bob'" in msg


# Two seats whose names print as one (TDA 50: only a player in the hand acts; a hand whose players cannot be
# told apart cannot be ruled): compatibility forms, a Cyrillic or Greek letter standing in for a Latin one.
@pytest.mark.parametrize("a, b", [
    ("Bob", "B\u043eb"),            # a Cyrillic o inside a Latin name
    ("\ufb01n", "fin"),             # the fi ligature
    ("\uff21nn", "Ann"),            # a fullwidth A
    ("A", "\u0410"),                # the Cyrillic capital A alone
    ("Kate", "\u039aate"),          # a Greek capital kappa in a Latin name
    ("x\u00b2", "x2"),              # a superscript two
])
def test_two_seats_that_print_alike_are_refused_naming_both(a, b):
    with pytest.raises(RulesError) as err:
        ask({"blinds": "100/200", "seats": [a, b, "Cat"]})
    line = str(err.value)
    assert line.startswith("seats: ") and "print alike" in line and "\n" not in line, line


@pytest.mark.parametrize("a, b", [
    ("ann", "Ann"),                          # case alone: two players
    ("Zo\u00e9", "Zo\u00eb"), ("Zo\u00e9", "Zoe"),  # Latin accents
    ("\u0418\u0432\u0430\u043d", "Ivan"),    # a name wholly in Cyrillic beside its Latin spelling
    ("\u041e\u043b\u044f", "Cat"),           # a Cyrillic name of the same length as a Latin one
    ("Anna", "Ania"),
])
def test_names_that_differ_to_a_reader_sit_as_two_players(a, b):
    assert ask({"blinds": "100/200", "seats": [a, b, "Cat2"]}).player == "Cat2"
