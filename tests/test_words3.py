"""Issue 30, third pass (helper words3): the red team's fresh working cases (tests/data/words3/*-work.cases,
written from the TDA 2024 text before the engine was read: amounts in words, separators, "raise to" / "raise by",
words and chips together, pot-limit "pot", undercalls said and pushed, out-of-turn declarations, limit, names)
run through ``rulescore ask FILE --json`` as a user runs it. The held-back halves are run once, at the end."""

from __future__ import annotations

import pytest
from redteam_cases import load, problems

FOLDER = "words3"


@pytest.mark.parametrize("case", load("situations-work", FOLDER), ids=lambda c: c.name)
def test_red_team_situations_working_half(case):
    assert problems(case) == [], case.title


@pytest.mark.parametrize("case", load("bad-work", FOLDER), ids=lambda c: c.name)
def test_bad_input_red_team_working_half(case):
    assert problems(case) == [], case.title
