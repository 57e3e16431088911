"""Issue 39, Polish and Russian table talk: ``says`` reads the official terms and the rooms' own (TDA 3), numbers in
words with their case endings and in digits with the rooms' separators, the English terms mixed in, and rules them
as their English equivalents (TDA 40, 43, 51-A, 52-A, 54-D, 57, 59-A).

The cases (tests/data/talk39/*-work.cases) were written from the rules before the grammar was read; each gives on
its ``# en:`` line the English declaration it must be ruled as, and both are run here, so the equivalence is
computed by rulescore on both sides. The held-back halves are in tests/test_talk39_heldback.py."""

from __future__ import annotations

import re
import subprocess
import sys
from dataclasses import replace
from functools import cache, lru_cache
from pathlib import Path

import pytest
from redteam_cases import Case, load, problems, run
from words_helpers import flop, last, refused

from rulescore.input import talk
from rulescore.input.amounts import room_number
from rulescore.input.saying import Word, read_words
from rulescore.input.talk import Num
from rulescore.records.errors import ScenarioError
from rulescore.records.vocabulary import Note
from rulescore.words.notes import text

FOLDER = "talk39"
ROOT = Path(__file__).resolve().parent.parent
WORK = {b: load(b, FOLDER) for b in ("situations-pl-work", "situations-ru-work", "bad-pl-work", "bad-ru-work")}
FIELDS = ("as", "to", "all_in", "returned", "outcomes")


def english(case: Case) -> Case | None:
    """The case with its ``# en:`` action line in place of action N and no ``lang:`` key (None: none given)."""
    m = re.search(r"^# en: (\d+): (.*)$", case.text, re.M)
    if m is None:
        return None
    n, line, k, out, acting = int(m.group(1)), m.group(2), 0, [], False
    for row in case.text.splitlines():
        if row.startswith("lang:"):
            continue
        if row.startswith("actions:"):
            acting = True
        elif acting and row.startswith("  - "):
            k += 1
            if k == n:
                row = "  - " + line
        out.append(row)
    return replace(case, name=case.name + "-en", text="\n".join(out) + "\n")


def _action(case: Case, key: str) -> dict:
    import json

    code, out, err = run(case)
    assert code == 0, err
    return next({f: a.get(f) for f in FIELDS} for a in json.loads(out)["actions"] if a["index"] == int(key))


# ------------------------------------------------------------------------------------------- the working halves
@pytest.mark.parametrize("case", WORK["situations-pl-work"], ids=lambda c: c.name)
def test_tda_3_40_43_51_52_54_57_59_polish_declarations_working_half(case):
    assert problems(case) == [], case.title


@pytest.mark.parametrize("case", WORK["situations-ru-work"], ids=lambda c: c.name)
def test_tda_3_40_43_51_52_54_57_59_russian_declarations_working_half(case):
    assert problems(case) == [], case.title


@pytest.mark.parametrize("case", WORK["bad-pl-work"] + WORK["bad-ru-work"], ids=lambda c: c.name)
def test_tda_40b_what_cannot_be_read_is_refused_in_one_line_working_half(case):
    assert problems(case) == [], case.title


@pytest.mark.parametrize("case", [c for c in WORK["situations-pl-work"] + WORK["situations-ru-work"] if english(c)],
                         ids=lambda c: c.name)
def test_tda_3_a_polish_or_russian_declaration_is_ruled_as_its_english_equivalent(case):
    key = next(iter(case.expect["acts"]))
    assert _action(case, key) == _action(english(case), key), case.title


@pytest.mark.parametrize("case", [c for c in WORK["bad-pl-work"] + WORK["bad-ru-work"] if english(c)],
                         ids=lambda c: c.name)
def test_tda_40b_what_is_refused_in_polish_or_russian_is_refused_in_english(case):
    assert run(english(case))[0] == 2, case.title


# ------------------------------------------------------------------------------------------- numbers
def _amount(words: str, lang: str) -> float:
    toks = talk.tokens(words, lang)
    assert len(toks) == 1 and isinstance(toks[0], Num), (words, toks)
    return toks[0].milli / 1000


SAMPLE = sorted({*range(1, 101), *range(100, 10_001, 37), 1000, 1200, 1500, 2000, 2400, 12_500, 100_000, 250_000,
                 999_999, 1_000_000, 2_500_000})


@pytest.mark.parametrize("n", SAMPLE)
def test_tda_40c_russian_number_words_read_in_every_case_and_gender(n):
    """num2words (a library of its own, not the table's) writes each amount in the six cases and three
    genders; every one reads back as the amount."""
    from num2words import num2words

    for case in ("nominative", "genitive", "dative", "accusative", "instrumental", "prepositional"):
        for gender in ("m", "f", "n"):
            said = num2words(n, lang="ru", case=case, gender=gender)
            assert _amount(said, "ru") == n, (case, gender, said)


@pytest.mark.parametrize("n", SAMPLE)
def test_tda_40c_polish_number_words_read_in_the_nominative_and_the_genitive(n):
    """num2words writes each amount in Polish (the nominative); Morfeusz 2 puts each of its words in the
    genitive, as "do" takes it ("do tysiąca dwustu"); both read back as the amount."""
    from num2words import num2words

    said = num2words(n, lang="pl")
    assert _amount(said, "pl") == n, said
    assert _amount(" ".join(_genitive(w) for w in said.split()), "pl") == n


@lru_cache(maxsize=1)
def _morfeusz():
    import morfeusz2

    return morfeusz2.Morfeusz(analyse=True, generate=True)


@cache
def _genitive(word: str) -> str:
    """A genitive form of the number word ``word`` (the same number and gender where Morfeusz 2 has one)."""
    m = _morfeusz()
    kinds = ("num", "subst", "adj", "")  # a numeral first: "czterdzieści" is no ordinal
    found = [a[2] for a in m.analyse(word)]
    lemma = min(found, key=lambda a: kinds.index(a[2].split(":")[0]) if a[2].split(":")[0] in kinds else 3)[1]
    for form, _lemma, tag, *_ in m.generate(lemma.split(":")[0]):
        parts = tag.split(":")
        if parts[0] in ("num", "subst", "adj") and len(parts) > 2 and "gen" in parts[2].split(".") and "col" not in parts:
            return form
    return word


def test_tda_57_a_number_said_without_a_scale_word_is_the_shorthand_tda_57_reads():
    for words, lang in (("dwa", "pl"), ("dwanaście", "pl"), ("пять", "ru"), ("двенадцать", "ru")):
        said = read_words(words, lang=lang)
        assert said.word is Word.AMOUNT and said.shorthand, words
    for words, lang in (("dwieście", "pl"), ("dwa tysiące", "pl"), ("двести", "ru"), ("1,5 тыс.", "ru")):
        assert not read_words(words, lang=lang).shorthand, words
    half = read_words("półtora", lang="pl")
    assert (half.amount, half.decimals, half.shorthand) == (15, 1, True)


@pytest.mark.parametrize("written, spelt", [("1 200", "1200"), ("1.200", "1200"), ("1\u00a0200", "1200"),
                                            ("12 500 000", "12500000"), ("1,5", "1.5"), ("1,2к", "1.2k"),
                                            ("1,5k", "1.5k"), ("1,25k", "1.25k"), ("1.5", "1.5"), ("-500", "-500")])
def test_tda_40b_the_rooms_separators_are_read_by_the_one_reader_of_numbers(written, spelt):
    assert room_number(written) == spelt


@pytest.mark.parametrize("written", ["1,200", "12,500"])
def test_tda_40b_a_comma_that_could_be_either_the_decimal_mark_or_a_grouping_is_refused(written):
    with pytest.raises(ScenarioError):
        room_number(written)


@pytest.mark.parametrize("written, chips", [("1,25k", 1250), ("1,5 k", None), ("1,2345k", None)])
def test_tda_40b_a_thousands_amount_with_a_comma_reads_as_its_dot_does(written, chips):
    """``1,25k`` is ``1.25k`` (1250, whole chips); one that is no whole number of chips is refused by the one reader."""
    from rulescore.input.amounts import read_amount
    if chips is None:
        with pytest.raises(ScenarioError):
            read_amount(room_number(written), "the amount")
    else:
        assert read_amount(room_number(written), "the amount") == chips == read_amount(written.replace(",", "."), "x")


# ------------------------------------------------------------------------------------------- the language
def test_tda_3_the_language_is_told_from_the_words_when_lang_is_not_given():
    for words in ("sprawdzam", "podbijam do 1200", "va banque", "dwa tysiące"):
        assert talk.detect(words) == "pl", words
    for words in ("колл", "рейз 1200"):
        assert talk.detect(words) == "ru", words
    for words in ("raise to 1200", "call", "pot", "1200"):
        assert talk.detect(words) is None, words
    with_lang = last(flop(["A bet 400", 'B says "podbijam do 1200"'], lang="pl"))
    told = last(flop(["A bet 400", 'B says "podbijam do 1200"']))
    assert (with_lang["as"], with_lang["to"]) == (told["as"], told["to"]) == ("raise", 1200)


def test_tda_3_english_words_read_as_they_are_under_lang_pl_or_ru():
    for lang in ("pl", "ru"):
        a = last(flop(["A bet 400", 'B says "raise to 1200"'], lang=lang))
        assert (a["as"], a["to"]) == ("raise", 1200)


def test_tda_40b_words_of_another_language_than_lang_are_refused_naming_both():
    refused(flop(["A bet 400", 'B says "podbijam"'], lang="en"), "action 2", "B", "Polish", "lang: en", "TDA 40-B")
    refused(flop(["A bet 400", 'B says "рейз"'], lang="pl"), "action 2", "B", "Russian", "lang: pl", "TDA 40-B")


def test_a_lang_that_is_not_one_of_the_three_is_refused():
    refused(flop(["A bet 400"], lang="de"), "lang", "'de'", "en, pl, ru")


def test_an_english_declaration_does_not_read_the_table_of_table_talk():
    """``rulescore ask`` on English words stays within its cold-start budget: the table is not read."""
    code = ("from rulescore.input import talk\nfrom rulescore.input.saying import read_words\nread_words('raise to 1200')\n"
            "read_words('fourteen hundred')\nprint(talk._tables.cache_info().currsize, talk._kept)\n"
            "read_words('podbijam do 1200')\nprint(talk._tables.cache_info().currsize)\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=True)
    assert out.stdout.split() == ["0", "None", "1"]


def test_the_new_refusals_read_in_each_language():
    notes = [Note.of("say-not-lang", quoted="'колл'", other="ru", lang="pl"),
             Note.of("say-mixed-script", quoted="'pоdbijam'", code="U+043E", cname="CYRILLIC SMALL LETTER O"),
             Note.of("say-unknown-in", lang="pl"), Note.of("say-unknown-in", lang="ru"),
             Note.of("err-amount-comma-three", quoted="'1,200'", plain="1200", grouped="1 200"),
             Note.of("err-lang", quoted="'de'", known="en, pl, ru")]
    for note in notes:
        seen = {lang: text(note, lang) for lang in ("en", "pl", "ru")}
        for lang, words in seen.items():
            assert words and "{" not in words, (note.kind, lang, words)
        assert len(set(seen.values())) == 3, seen


def test_the_table_is_what_the_lexicon_and_the_libraries_make():
    """data/talk-forms.json is what guide.talkforms makes of guide/talk-lexicon.yaml now (run it to refresh)."""
    from guide import talkforms

    assert talkforms.is_current(), "python -m guide.talkforms writes data/talk-forms.json anew"


# ------------------------------------------------------------------------------------------- the phone page
@pytest.mark.parametrize("lang", ["en", "pl", "ru"])
def test_tda_40_the_rule_my_hand_box_hint_is_read_in_its_own_language(lang):
    """The words the says box offers as its hint ("podbijam 800, sprawdzam", «рейз 800, колл, олл-ин») are
    each a row the page rules."""
    from rulescore.explorer import phone_text
    from rulescore.explorer.phone import Page

    hint = phone_text.text(lang, "says-hint").split(":", 1)[1]
    for words in (w.strip() for w in hint.split(",")):
        page = Page(lang)
        page.handle({"do": "players", "n": 3})
        page.handle({"do": "stack", "player": "BTN", "value": 5000})
        screen = page.handle({"do": "add", "player": "BTN", "verb": "says", "rest": words})
        assert not screen.get("error"), (words, screen.get("error"))
        said = screen["ruling"]["actions"][-1]
        assert said["as"] in ("raise", "call") and said["written"] == f'BTN says "{words}"', (words, said)


def test_after_the_phone_pages_warm_up_polish_and_russian_words_are_read_without_a_file():
    """The page's snapshot is restored before the wheels' files are in place: the table of table talk and its
    module must be in memory after the warm-up."""
    code = ("import pathlib\n"
            "from rulescore.explorer import phone\n"
            "phone.warm()\n"
            "def refuse(self, *a, **k):\n"
            "    raise FileNotFoundError(str(self))\n"
            "pathlib.Path.read_text = refuse\n"
            "pathlib.Path.read_bytes = refuse\n"
            "for lang, words in (('pl', 'podbijam do tysiąca dwustu'), ('ru', 'рейз до тысячи двухсот')):\n"
            "    page = phone.Page(lang)\n"
            "    page.handle({'do': 'players', 'n': 3})\n"
            "    shown = page.handle({'do': 'add', 'player': 'BTN', 'verb': 'says', 'rest': words})\n"
            "    assert not shown.get('error'), shown.get('error')\n"
            "    a = shown['ruling']['actions'][-1]\n"
            "    print(a['as'], a['to'])\n")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.split() == ["raise", "1200", "raise", "1200"]
