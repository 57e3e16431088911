"""A ruling in English, Polish and Russian through the one renderer (rulescore.words.ruling).

The cases are every scenario of the catalogue and of the format page, split in two halves by a hash of their
name: the first half is what the renderer was written against, the second was held back and run once at the
end (both halves run here). For each ruling and language:

* the text view, the headline, the decision and every step say the same facts: the same chip figures as the
  English headline, the same rules cited, one step line per action; every sentence on why (each step's note,
  the reason, the showdown's notes: typed records the renderer writes) has the English one's figures and rule
  ids;
* Polish and Russian carry no English word of ours (the lines a scenario wrote, the rule ids and player names
  excepted) and no leftover (rulescore.words.checks);
* the English text is the renderer's, and ``str(ruling)`` is that text.
"""

from __future__ import annotations

import hashlib
import re
from functools import cache
from pathlib import Path

import pytest

from rulescore import ask
from rulescore.present import cards, report
from rulescore.records.errors import RulesError
from rulescore.reference import rulebook
from rulescore.words import CASES, LANGUAGES, Renderer, checks
from rulescore.words import ruling as words
from tests.test_scenario_format import EXAMPLES


def _cases() -> list[tuple[str, object]]:
    out = [(f"catalogue-{e.id}", e.scenario) for e in report.entries() if e.scenario is not None]
    out += [(f"format-{x.name}", x.yaml) for x in EXAMPLES if x.kind != "json"]
    return out


def _half(name: str) -> int:
    return hashlib.sha256(name.encode()).digest()[0] % 2


def _rulings(half: int) -> list[tuple[str, object]]:
    out = []
    for name, scenario in _cases():
        if _half(name) != half:
            continue
        try:
            out.append((name, ask(scenario)))
        except RulesError:
            continue
    return out


FIRST, HELD_BACK = _rulings(0), _rulings(1)
#: English words of our templates that must not reach a Polish or Russian reader.
ENGLISH = re.compile(r"\b(?:to call|options|raise to|bet to|call to|main pot|side pot|returned|uncalled|awards|"
                     r"rules|departure|ruled by|the|and|or|not|may|wins|at least|at most|nothing|betting|"
                     r"full|incomplete|minimum|all-in|fold|check|call|raise|bet|pending|withdrawn)\b")
_NUMBER = re.compile(r"(?<![\w.-])\d+(?![\w-]|\.\d)")


def _prose(ruling, lang: str) -> list[str]:
    """Every sentence the renderer writes for the ruling (not the lines the scenario wrote)."""
    out = [words.headline(ruling, lang), words.why(ruling, lang)]
    out += [line.strip() for line in words.decision(ruling, lang).splitlines()]
    for s in words.steps(ruling, lang):
        out += [s.counts_as, s.why]
    out += [p.pot for p in words.pots(ruling, lang)] + [p.players for p in words.pots(ruling, lang) if p.players]
    out += [words.departure_words(d, ruling, lang) for d in ruling.departures]
    if ruling.showdown is not None:
        out += [words.showdown_why(e.why, lang) for e in ruling.showdown.events]
        out.append(words.showdown_why(ruling.showdown.why, lang))
    return [x for x in out if x]


@cache
def _own_words(lang: str) -> re.Pattern[str]:
    """Every form of the language's glossary terms (Polish writes "bet" and "all-in" too)."""
    r = Renderer(lang)
    forms = {r.term(t, case=c, count=n) for t in r.terms() for c in (None, *CASES) for n in (None, 1, 2, 5)}
    forms |= {r.term(t, form="short") for t in r.terms() if t.startswith("game-")}
    return re.compile(r"(?<!\w)(?:" + "|".join(map(re.escape, sorted(forms, key=len, reverse=True))) + r")(?!\w)")


#: What a player said, quoted as the language quotes it (the scenario's words, not ours).
_QUOTED = re.compile(r"„[^”]*”|«[^»]*»")


def _ids_and_names(ruling) -> re.Pattern[str]:
    names = set(ruling.seats) | set(ruling.stacks) | {a.player for a in ruling.actions}
    return re.compile(r"\b(?:" + "|".join(map(re.escape, sorted(names, key=len, reverse=True))) + r")\b"
                      if names else r"(?!x)x")


def _whys(ruling, lang: str) -> list[tuple[str, str, str]]:
    """Each sentence on why (every step's note, the ruling's reason, each showdown event's) in ``lang`` beside
    its English: they say the same figures and cite the same rules."""
    out = [(f"step {a.street} {a.index}", words.note(a, None, lang), words.note(a, None, "en")) for a in ruling.actions]
    out.append(("reason", words.why(ruling, lang), words.why(ruling, "en")))
    if ruling.showdown is not None:
        out += [(f"showdown {e.index}", words.showdown_why(e.why, lang), words.showdown_why(e.why, "en"))
                for e in ruling.showdown.events]
        out.append(("showdown", words.showdown_why(ruling.showdown.why, lang), ruling.showdown.note))
    return out


def _check(name: str, ruling) -> list[str]:
    problems = []
    en_head = words.headline(ruling, "en")
    assert ruling.to_text() == words.text(ruling, "en") == str(ruling)
    for lang in LANGUAGES:
        head = words.headline(ruling, lang)
        if sorted(_NUMBER.findall(head)) != sorted(_NUMBER.findall(en_head)):
            problems.append(f"{name} {lang}: headline figures {head!r} against {en_head!r}")
        text = ruling.to_text(lang)
        cites = re.findall(r"\[([^\]]+)\]", text)
        if cites != re.findall(r"\[([^\]]+)\]", ruling.to_text()):
            problems.append(f"{name} {lang}: other rules cited")
        if len(words.steps(ruling, lang)) != len(ruling.actions):
            problems.append(f"{name} {lang}: a step per action")
        if lang == "en":
            continue
        for what, mine, theirs in _whys(ruling, lang):
            if set(_NUMBER.findall(mine)) != set(_NUMBER.findall(theirs)):
                problems.append(f"{name} {lang}: {what} figures {mine!r} against {theirs!r}")
            if set(rulebook.RULE_ID.findall(mine)) != set(rulebook.RULE_ID.findall(theirs)):
                problems.append(f"{name} {lang}: {what} rules {mine!r} against {theirs!r}")
        people = _ids_and_names(ruling)
        for sentence in _prose(ruling, lang):
            found = checks.problems(sentence)
            english = ENGLISH.findall(_own_words(lang).sub("", people.sub("", _QUOTED.sub("", sentence))))
            if found or english:
                problems.append(f"{name} {lang}: {sentence!r}: {found or english}")
    return problems


@pytest.mark.parametrize("half", [0, 1], ids=["first-half", "held-back-half"])
def test_a_ruling_reads_in_every_language(half):
    cases = FIRST if half == 0 else HELD_BACK
    assert len(cases) > 60
    problems = [p for name, r in cases for p in _check(name, r)]
    assert problems == [], f"{len(problems)} problems, e.g. {problems[:5]}"


def test_the_card_speaks_the_language_it_is_asked_in():
    r = ask(Path("examples/ia-10-1.yaml").read_text(encoding="utf-8"))
    pl, ru = cards.card(r, lang="pl"), cards.card(r, lang="ru")
    assert pl.headline.startswith("Kolej na A: 100 do sprawdzenia. A może spasować, sprawdzić lub podbić")
    assert ru.headline.startswith("Ход игрока A: для колла нужно 100. A может выбрать: пас, колл или рейз")
    assert 'lang="pl"' in pl._repr_html_() and "Krok po kroku" in pl._repr_html_()
    assert "pula poboczna 1" in pl.to_text() and "побочный банк 1" in ru.to_text()
    assert [s["counts_as"] for s in pl.steps][1] == "podbicie do 125, all-in, niepełne podbicie"


def test_the_decision_of_the_explorer_is_the_texts():
    from rulescore.explorer import decision_text

    for _, r in FIRST[:40]:
        for lang in LANGUAGES:
            block = decision_text(r, lang)
            assert block in r.to_text(lang)


def test_the_json_view_keeps_its_keys_and_adds_the_tables():
    r = ask(Path("examples/dead-small-blind.yaml").read_text(encoding="utf-8"))
    d = r.to_dict()
    assert (d["game"], d["structure"], d["blinds"], d["dead_small_blind"]) == ("PLO", "pot-limit", [100, 200], True)
    assert d["seats"] == list(r.seats) == ["BB", "UTG", "CO", "BTN"]


def test_the_showdown_column_of_a_card_speaks_the_language_asked():
    """Every state a hand can be in at the showdown has its words, and a card in Polish or Russian says them."""
    from rulescore.records.showdown import HandState

    assert {s.value for s in HandState} <= set(words.SHOWDOWN_RULED)
    shown = 0
    for name, ruling in FIRST + HELD_BACK:
        if ruling.showdown is None or not ruling.showdown.events:
            continue
        for lang in ("pl", "ru"):
            for row in cards.card(ruling, lang=lang).showdown:
                shown += 1
                assert row["ruled"] not in words.SHOWDOWN_RULED, (name, lang, row["ruled"])
                assert checks.problems(row["ruled"]) == [], (name, lang, row["ruled"])
    assert shown
