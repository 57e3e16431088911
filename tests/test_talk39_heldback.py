"""Issue 39, Polish and Russian table talk: the held-back halves of tests/data/talk39 (written with the working
halves, before the grammar was read; never looked at while it was written). The same checks as the working halves':
each case's expected ruling, and the English declaration on its ``# en:`` line ruled the same way."""

from __future__ import annotations

import pytest
from redteam_cases import load, problems, run
from test_talk39 import _action, english

FOLDER = "talk39"
HELD = {b: load(b, FOLDER) for b in ("situations-pl-heldback", "situations-ru-heldback", "bad-pl-heldback",
                                      "bad-ru-heldback")}


@pytest.mark.parametrize("case", HELD["situations-pl-heldback"] + HELD["situations-ru-heldback"],
                         ids=lambda c: c.name)
def test_tda_3_40_43_51_52_54_57_59_declarations_held_back(case):
    assert problems(case) == [], case.title


@pytest.mark.parametrize("case", HELD["bad-pl-heldback"] + HELD["bad-ru-heldback"], ids=lambda c: c.name)
def test_tda_40b_what_cannot_be_read_is_refused_in_one_line_held_back(case):
    assert problems(case) == [], case.title


@pytest.mark.parametrize("case", [c for c in HELD["situations-pl-heldback"] + HELD["situations-ru-heldback"]
                                  if english(c)], ids=lambda c: c.name)
def test_tda_3_a_declaration_is_ruled_as_its_english_equivalent_held_back(case):
    key = next(iter(case.expect["acts"]))
    assert _action(case, key) == _action(english(case), key), case.title


@pytest.mark.parametrize("case", [c for c in HELD["bad-pl-heldback"] + HELD["bad-ru-heldback"] if english(c)],
                         ids=lambda c: c.name)
def test_tda_40b_what_is_refused_in_polish_or_russian_is_refused_in_english_held_back(case):
    assert run(english(case))[0] == 2, case.title
