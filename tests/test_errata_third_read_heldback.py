"""The held-back half of tests/test_errata_third_read.py: the same kinds of failure, other cases (other
records, the Polish and Russian views and the CSV), not looked at while fixing."""

from __future__ import annotations

import collections
import csv
import io
import re

import pytest

from rulescore import catalogue as cat
from rulescore.catalogue.wording import describe

REPORT = cat.report()
BARE = re.compile(r"\b(?:[\w.-]+: )?(?:yes|no)(?=[.,;)]|$| and | or )")
QUOTED = re.compile(r"“[^”]*”|„[^”]*”|«[^»]*»|\"[^\"]*\"|\(\"[^\"]*\"\)")


def _nested(text: str) -> bool:
    """Parentheses inside parentheses, outside quoted source words (a quote may hold its own)."""
    text = QUOTED.sub("", text)
    depth = 0
    for ch in text:
        if ch == "(":
            depth += 1
            if depth > 1:
                return True
        elif ch == ")":
            depth = max(0, depth - 1)
    return False


# ------------------------------------------------------------ 1. flags as keys
def test_three_games_all_false_still_read_as_words():
    out = describe({"PLO": False, "NLHE": False, "LHE": False})
    assert not BARE.search(out), out


def test_every_game_true_reads_as_words():
    out = describe({"NLHE": True, "LHE": True})
    assert not BARE.search(out), out
    assert "NLHE" in out and "LHE" in out


def test_no_cell_of_the_csv_prints_a_flag_as_keys():
    rows = list(csv.reader(io.StringIO(REPORT.to_csv(None))))
    hits = [cell[:120] for row in rows for cell in row if re.search(r"\b[\w.-]+: (?:yes|no)\b", cell)]
    assert not hits, hits[:5]


# ------------------------------------------------------------ 2. boilerplate
@pytest.mark.parametrize("lang", ["pl", "ru"])
def test_no_sentence_of_the_polish_or_russian_list_is_repeated_more_than_three_times(lang):
    text = REPORT.to_text(lang)
    sents = [s.strip() for s in re.split(r"(?<=[.!?])\s+", text) if len(s.split()) >= 5]
    repeated = {s: n for s, n in collections.Counter(sents).items() if n > 3}
    assert not repeated, repeated


def test_no_reason_ends_on_a_sentence_that_only_repeats_the_one_before():
    bad = [c.id for c in REPORT.checks if "must mean that reading" in c.reason or "must mean one of those" in c.reason]
    assert not bad, bad


# ------------------------------------------------------------ 3. nested parentheses
@pytest.mark.parametrize("lang", ["pl", "ru"])
def test_no_line_of_the_polish_or_russian_view_nests_parentheses(lang):
    hits = [line[:160] for line in REPORT.to_text(lang).splitlines() if _nested(line)]
    assert not hits, hits[:5]


def test_no_check_reason_nests_parentheses():
    bad = [c.id for c in REPORT.checks if _nested(c.reason)]
    assert not bad, bad


# ------------------------------------------------------------ 4. verdict against its first sentence
def test_the_first_sentence_of_a_disagreeing_check_does_not_say_the_figures_are_all_it_checked():
    for c in REPORT.checks:
        if c.verdict.value != "disagrees":
            continue
        first = re.split(r"(?<=[.!?])\s+", c.reason)[0]
        assert not re.match(r"The rules give what the source prints(?! but)", first), (c.id, first)
