"""Every sentence the committee's report emits reads as a person would write it.

The report's reasons, corrections and findings are generated from data keyed like the engine's output;
this reads all of them — every entry, conflict, departure and item to act on, in English, Polish and
Russian, and the text views of ``rulescore check`` — and fails on a leftover key name (snake_case or a
dotted path), a placeholder left unfilled, an empty clause or a doubled word.
"""

from __future__ import annotations

import re

import pytest

from rulescore import catalogue as cat
from rulescore.catalogue import languages, wording

REPORT = cat.report()

SNAKE = re.compile(r"\b[a-z]+_[a-z0-9_]+\b")
DOTTED = re.compile(r"\b[a-z_]+\.[a-z_]+\b")
PLACEHOLDER = re.compile(r"\{[^}]*\}|@[A-Z_]+@|\bNone\b|\bnothing nothing\b|\bTrue\b|\bFalse\b")
EMPTY = re.compile(r"\(\s*\)|,\s*[,.;:]|:\s*[.;,]|;\s*[.;,]|\s[,;:](?!\d)|\.\s*\.(?!\.)|:\s*$")
DOUBLED = re.compile(r"\b(\w{2,})\s+\1\b", re.IGNORECASE)


def _texts() -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    for c in REPORT.checks:
        out += [(f"{c.id} reason", c.reason), (f"{c.id} correction", c.correction)]
        if c.illustrated:
            out.append((f"{c.id} our figures", c.illustrated["reason"]))
        out += [(f"{c.id} reading", r.get("pinned_out", "")) for r in c.readings if r.get("pinned_out")]
        for label, items in REPORT.detail(c.id).lines():
            out += [(f"{c.id} detail {label}", i) for i in items]
    for k in REPORT.conflicts:
        out += [(f"{k.ids} reason", k.reason), (f"{k.ids} correction", k.correction)]
    for d in REPORT.departures:
        out += [(f"{d.id} departure", d.reason), (f"{d.id} departure correction", d.correction)]
    for a in REPORT.act_on():
        for lang in ("en", a.language):
            out += [(f"{a.item.change} problem {lang}", a.problem_in(lang)),
                    (f"{a.item.change} correction {lang}", a.correction_in(lang))]
        for f in a.findings:
            out += [(f"{f.key} in {lang}", f.describe(lang)) for lang in languages.LANGUAGES]
    # the committee's own replacement texts (checked above) may run over several lines, a list's lead-in ending
    # with a colon: the view's generated lines are the others
    written = {line.strip() for a in REPORT.act_on() for lang in ("en", a.language)
               for line in a.correction_in(lang).splitlines()[1:]}
    for lang in languages.LANGUAGES:
        out += [(f"text view {lang} line {n}", line)
                for n, line in enumerate(REPORT.act_on_text(lang).splitlines()) if not line.lstrip().startswith(
                    (languages.text(lang, "find") + ":",)) and line.strip() not in written]
    return [(where, t) for where, t in out if t]


TEXTS = _texts()


@pytest.mark.parametrize("pattern,what", [(SNAKE, "a key name"), (DOTTED, "a dotted name"),
                                          (PLACEHOLDER, "a placeholder"), (EMPTY, "an empty clause"),
                                          (DOUBLED, "a doubled word")])
def test_no_generated_sentence_leaves_machinery_showing(pattern, what):
    bad = [(where, m.group(0), t) for where, t in TEXTS if (m := pattern.search(t))]
    assert bad == [], f"{len(bad)} sentence(s) with {what}, e.g. {bad[:3]}"


def test_the_texts_read_are_the_whole_report():
    assert len({w.split()[0] for w, _ in TEXTS if " reason" in w}) >= len(REPORT.checks)
    assert any(w.startswith("text view ru") for w, _ in TEXTS) and any(w.startswith("text view pl") for w, _ in TEXTS)


def test_a_value_is_never_shown_as_its_key():
    """Every figure of the catalogue has a phrase: describing a published value never prints its key."""
    for e in cat.load():
        for value in (e.published, e.illustrated):
            if value:
                text = wording.describe(value)
                assert not SNAKE.search(text) and not DOTTED.search(text), (e.id, text)


def test_figures_are_named():
    assert wording.figure("last_action.to") == "the amount of the action"
    assert wording.figure("pots[1].amount") == "the side pot"
    assert wording.difference("min_raise_to", 650, 600) == "the minimum raise is 600 by the rules, not the printed 650"
    assert wording.describe({"last_action": {"as": "raise", "to": 650}}) == "the action counts as a raise to 650"


@pytest.mark.parametrize("lang,n,expected", [("pl", 1, "1 zmiana"), ("pl", 3, "3 zmiany"), ("pl", 5, "5 zmian"),
                                             ("pl", 22, "22 zmiany"), ("pl", 21, "21 zmian"),
                                             ("ru", 1, "1 изменение"), ("ru", 21, "21 изменение"),
                                             ("ru", 3, "3 изменения"), ("ru", 11, "11 изменений"),
                                             ("en", 1, "1 change"), ("en", 2, "2 changes")])
def test_counts_take_the_plural_form_of_their_language(lang, n, expected):
    assert languages.count(lang, n) == expected
