"""What a third committee reading found (data/errata/_review3.yaml), one test per kind of failure, on values
made for the test and on the live list:

* a yes/no record (one flag per game or per fact) printed as keys: ``PLO: yes, NLHE: no``;
* a closing sentence repeated word for word under many verdicts (boilerplate);
* an assumption with its own parentheses put inside parentheses again;
* a line whose verdict column says the source is wrong while its first sentence says the rules give what
  the source prints.

The held-back half of these cases is tests/test_errata_third_read_heldback.py.
"""

from __future__ import annotations

import collections
import re

from rulescore import catalogue as cat
from rulescore.catalogue.wording import describe

REPORT = cat.report()
TEXT = REPORT.to_text("en")
BARE = re.compile(r"\b(?:[\w.-]+: )?(?:yes|no)(?=[.,;)]|$| and | or )")
QUOTED = re.compile(r"“[^”]*”|„[^”]*”|«[^»]*»|\"[^\"]*\"|\(\"[^\"]*\"\)")


def _sentences(text: str) -> list[str]:
    return [s.strip() for s in re.split(r"(?<=[.!?])\s+", text) if len(s.split()) >= 5]


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


# ------------------------------------------------------------ 1. a yes/no record printed as keys
def test_a_flag_per_game_reads_as_words_not_keys():
    out = describe({"PLO": True, "NLHE": False})
    assert not BARE.search(out), out
    assert "PLO" in out and "NLHE" in out


def test_no_line_of_the_english_view_prints_a_flag_as_yes_or_no():
    hits = [line for line in TEXT.splitlines() if BARE.search(line)]
    assert not hits, hits[:5]


# ------------------------------------------------------------ 2. boilerplate
def test_no_sentence_closes_more_than_three_verdicts_word_for_word():
    counts = collections.Counter(_sentences(TEXT))
    repeated = {s: n for s, n in counts.items() if n > 3}
    assert not repeated, repeated


# ------------------------------------------------------------ 3. parentheses inside parentheses
def test_no_line_of_the_english_view_nests_parentheses():
    hits = [line[:160] for line in TEXT.splitlines() if _nested(line)]
    assert not hits, hits[:5]


# ------------------------------------------------------------ 4. verdict against its first sentence
def test_a_check_that_disagrees_does_not_open_by_saying_the_rules_give_what_the_source_prints():
    bad = [c.id for c in REPORT.checks if c.verdict.value in ("disagrees", "underdetermined", "impossible")
           and c.reason.startswith("The rules give what the source prints")]
    assert not bad, bad
