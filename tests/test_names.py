"""Player names (issue 30): the generated table of Unicode's Default_Ignorable_Code_Point property against the
``regex`` package's ``\\p{Default_Ignorable_Code_Point}`` (dev-only), NFC-normalisation, and messages that show
what was written and what it was read as."""

from __future__ import annotations

import pytest

from rulescore import RulesError, ask
from rulescore._ignorable import RANGES, is_default_ignorable

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
