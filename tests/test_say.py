"""Issue 39, part B: records that carry meaning, and one ``say(record, lang)`` through which every surface gets
its words.

Written before the code, one test per surface and record converted (each failed first):

* the types that own their codes: ``Game.parse`` over the one table of game codes (scenario aliases, PHH and
  pokerkit variants), :class:`~rulescore.reference.ruleid.RuleId` and its base, the languages in one place;
* ``say`` as a visitor: one dispatch by record type, every type said in English, Polish and Russian, an
  unknown record refused; the Ruling read as itself (no mirror of its fields in the words);
* the catalogue functions return typed frozen records of ids and numbers whose JSON view is the one the
  catalogue compares (``--json`` stable), and the non-betting answers read those records, never an English
  value of the package;
* the showdown's text view, the phone page's rows and the explorer's views in the language asked: no English
  function word of ours in Polish or Russian, the English as it was.
"""

from __future__ import annotations

import inspect
import re
from dataclasses import is_dataclass

import pytest

from rulescore import ask, words
from rulescore.catalogue.registry import COMPUTE, resolve
from rulescore.records import vocabulary
from rulescore.records.vocabulary import Game
from rulescore.words import LANGUAGES, Renderer

ROOT = __import__("pathlib").Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "rulescore"

#: English function words (and the words of our English views) that must not reach a Polish or Russian reader.
ENGLISH = re.compile(r"(?<![\w-])(?:the|and|or|of|in|at|on|is|are|not|may|can|who|it|every|now|first|to|see|"
                     r"shows?|request|odd|low|high|face|up|chips?|pots?|players?|stacks?|hand|win|wins|yes|"
                     r"deep|behind|front|start|status|folded|waiting|matched|act|action|ladder|total|kind|"
                     r"rules|main|side|pair|straight|flush|full|house|kicker)(?![\w-])", re.I)
#: Words of those that are the language's own too, or the sources' own terms (the Polish rendering writes "high", "low").
NATIVE = {"pl": {"to", "no", "a", "high", "low"}, "ru": set()}  # Polish sources write high and low


def _own(lang: str) -> re.Pattern[str]:
    r = Renderer(lang)
    forms = {r.term(t, case=c, count=n) for t in r.terms() for c in (None, *words.CASES) for n in (None, 1, 2, 5)}
    forms |= {r.term(t, form=f) for t in r.terms() if t.startswith("game-") for f in ("short", "long")}
    return re.compile(r"(?<!\w)(?:" + "|".join(map(re.escape, sorted(forms, key=len, reverse=True))) + r")(?!\w)")


def english_in(text: str, lang: str, *given: str) -> list[str]:
    """The English words of ours in ``text`` (the player names, the lines as written and the glossary's own
    terms of the language aside)."""
    rest = text
    for g in sorted(given, key=len, reverse=True):
        rest = rest.replace(g, " ")
    rest = _own(lang).sub(" ", rest)
    return [m.group(0) for m in ENGLISH.finditer(rest) if m.group(0).lower() not in NATIVE[lang]]


# ------------------------------------------------------------------------------------ types own their codes
def test_game_parse_reads_every_code_of_the_one_table():
    assert Game.parse("FO/8") is Game.LO8 and Game.parse(" plo8 ") is Game.PLO8
    assert (Game.parse("NT"), Game.parse("po"), Game.parse("FT"), Game.parse("PO/8")) == (
        Game.NLHE, Game.PLO, Game.LHE, Game.PLO8)
    assert Game.LO8.variant == "FO/8" and Game.NLHE.variant == "NT"
    with pytest.raises(ValueError):
        Game.parse("razz")


def test_the_other_game_tables_are_the_vocabularys():
    from rulescore.histories import phh_out, record
    from rulescore.input import scenario

    assert {g.variant: g.value for g in Game} == record.GAMES
    assert {g.value: g.variant for g in Game if g is not Game.PLO8} == phh_out.VARIANTS
    assert all(Game.parse(alias).value == name for alias, name in scenario.GAME_ALIASES.items())
    literal = re.compile(r"\{\s*\"NT\"\s*:")
    typed = [p.relative_to(ROOT).as_posix() for p in PACKAGE.rglob("*.py")
             if literal.search(p.read_text(encoding="utf-8")) and p.name != "vocabulary.py"]
    assert typed == []


def test_a_scenario_of_fixed_limit_omaha_loads_in_the_explorer_as_the_ruling_reads_it():
    from rulescore import explorer

    sc = {"game": "FO/8", "blinds": "100/200", "seats": ["A", "B", "C"], "actions": ["A call"]}
    hand = explorer.from_scenario(sc)
    assert hand.game == ask(sc).game.value == "LO8"


def test_a_rule_id_knows_its_base():
    from rulescore.reference.ruleid import RuleId

    cases = {"TDA 45-A": ("45", "A"), "IA-07-4A": ("IA-07", None), "PL-61": ("PL-61", None),
             "RU-24A": ("RU-24", "A"), "03.9": ("03.9", None), "03-G": ("03-G", None), "RP-11": ("RP-11", None),
             "TDA-43A-1": ("43", "A"), "PL-54C": ("PL-54", "C"), "IA-10": ("IA-10", None)}
    assert {k: (RuleId.parse(k).base, RuleId.parse(k).part) for k in cases} == cases
    assert RuleId.parse("IA-07-4A").example == "4A"
    assert str(RuleId.parse(" PL-61 ")) == "PL-61"
    with pytest.raises(ValueError):
        RuleId.parse("rule 7")


def test_the_bases_of_rule_ids_are_read_in_one_place():
    from rulescore.catalogue import crosscheck
    from rulescore.reference import rulesets

    for ident in ("IA-14-2", "RU-24A", "PL-54C", "03.9", "03-G", "IA-03"):
        assert crosscheck.base_id(ident) == rulesets._base(ident) == str(
            __import__("rulescore.reference.ruleid", fromlist=["RuleId"]).RuleId.parse(ident).base)
    sources = {p.relative_to(ROOT).as_posix() for p in PACKAGE.rglob("*.py")
               if re.search(r"fullmatch\(r\"\(IA-\\d\\d\)", p.read_text(encoding="utf-8"))}
    assert sources == set()


def test_the_languages_are_listed_in_one_place():
    from rulescore.catalogue import languages
    from rulescore.explorer import phone_text
    from rulescore.words import messages

    assert messages.LANGUAGES is vocabulary.LANGUAGES is languages.LANGUAGES is words.LANGUAGES
    assert vocabulary.Lang.parse("pl-PL") is vocabulary.Lang.PL and phone_text.language("ru_RU") == "ru"
    typed = [p.relative_to(ROOT).as_posix() for p in PACKAGE.rglob("*.py") if p.name != "vocabulary.py"
             and re.search(r"\(\"en\", \"pl\", \"ru\"\)", p.read_text(encoding="utf-8"))]
    assert typed == []


# ----------------------------------------------------------------------------------------- say, a visitor
def test_say_dispatches_on_the_record_type_and_refuses_what_it_does_not_know():
    assert words.ruling.__name__ and not hasattr(words.ruling, "RulingLike")
    assert set(words.SAID) >= {"Ruling", "Note", "ShowdownResult"}
    with pytest.raises(TypeError):
        words.say(object(), "pl")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_record_type_is_said_in_every_language(lang):
    from rulescore.records import answers

    samples = answers.samples()
    assert {type(s).__name__ for s in samples} == set(answers.TYPES)
    for s in samples:
        text = words.say(s, lang)
        assert text and text[-1] == ".", (s, text)
        if lang != "en":
            assert english_in(text, lang, *answers.given(s)) == [], (lang, text)


# ------------------------------------------------------------------------------ records carry meaning
#: The functions whose result was a plain dict (the others already returned records).
WERE_DICTS = {"declarations.conditional_statement", "declarations.found_chip", "engine.all_in_timeline",
              "engine.out_of_turn", "hands.plays_board", "procedure.correction_window",
              "procedure.pot_count_rights", "procedure.significant_action_check", "showdown.cards_to_table",
              "showdown.dispute", "showdown.dispute_deadlines", "tables.balance", "tables.clock_compare",
              "tables.leftover_exchange", "tables.level_for_hands", "tables.placings_and_prizes"}


def test_every_catalogue_function_returns_a_typed_record():
    from rulescore.records import answers

    for s in answers.samples():
        assert is_dataclass(s) and type(s).__dataclass_params__.frozen, type(s)  # type: ignore[attr-defined]
    for name in WERE_DICTS:
        hint = inspect.signature(resolve(name)).return_annotation
        assert hint not in ("dict", dict), name
    assert set(COMPUTE) >= WERE_DICTS


def test_the_answers_read_records_not_the_packages_english():
    from rulescore.present import sentences

    for gone in ("OUTCOMES", "MOMENTS", "DEADLINES", "DISPUTED", "RAISED", "_HALT_WHEN"):
        assert not hasattr(sentences, gone), gone
    source = inspect.getsource(sentences)
    assert "pot_names" not in source and "re.compile" not in source


# ------------------------------------------------------------------------------------------- surfaces
SHOWDOWN = {"blinds": "100/200", "street": "river", "seats": ["A", "B", "C"], "pot": 2800,
            "denominations": [100, 500], "board": "As Ah 9c 9d Kh",
            "hands": {"A": "2c 3d", "B": "4s 5d", "C": "2h 3s"},
            "actions": ["A check", "B check", "C check"], "showdown": ["A shows", "B shows", "C mucks", "A asks C"]}
ALL_IN = {"blinds": "100/200", "street": "flop", "seats": ["A", "B"], "stacks": {"A": 500, "B": 900},
          "actions": ["B allin", "A call"], "pot": 600, "showdown": []}


@pytest.mark.parametrize("lang", ["pl", "ru"])
@pytest.mark.parametrize("sc", [SHOWDOWN, ALL_IN], ids=["showdown", "all-in"])
def test_the_showdowns_text_is_in_the_language(sc, lang):
    r = ask(sc)
    assert r.showdown is not None
    text = words.say(r.showdown, lang)
    assert text and english_in(text, lang, *sc["seats"], *sc.get("showdown", ())) == [], text
    assert words.say(r.showdown, "en") == r.showdown.to_text()


@pytest.mark.parametrize("lang", ["pl", "ru"])
def test_the_phone_pages_rows_and_stacks_are_in_the_pages_language(lang):
    from rulescore.explorer.phone import Page

    page = Page(lang)
    for cmd in ({"do": "players", "n": 3}, {"do": "names", "style": "letters"},
                {"do": "stack", "player": "C", "value": "900"}):
        screen = page.handle(cmd)
    screen = page.handle({"do": "tap", "line": "C allin", "street": "preflop"})
    rows = screen["hand"]["rows"]
    assert rows and rows[0]["line"] == "C allin"        # the line as the scenario writes it: unchanged
    assert "allin" not in rows[0]["said"] and english_in(rows[0]["said"], lang, *"ABC") == []
    said = [s["said"] for s in screen["stacks"]]
    assert all(english_in(s, lang) == [] for s in said), said


def test_no_surface_tests_another_layers_sentence():
    for path in (*(PACKAGE / "explorer").glob("*.py"), *(PACKAGE / "present").glob("*.py")):
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"\.(reason|note|text)\.startswith\(", text), path.name


@pytest.mark.parametrize("lang", ["pl", "ru"])
def test_the_explorers_views_follow_its_language_switch(lang):
    from rulescore.explorer.app import Explorer

    def shown(e: Explorer) -> str:
        html = re.sub(r'<div class="rs-rules">.*?</div>', " ", e.report.value, flags=re.S)  # the book's paraphrases
        buttons = " ".join(b.description for b in e._choice_pool if b.layout.display != "none")
        return re.sub(r"<[^>]+>", " ", html + e.next_note.value + e.status.value) + " " + buttons

    e = Explorer("IA-10-1")
    english = shown(e)
    lines = [line for _, _, line in e.session.hand.rows]
    e.language.value = lang
    said = shown(e)
    assert said != english and english_in(said, lang, *lines, e.session.title, *"ABCDE") == [], said
    e.language.value = "en"
    assert shown(e) == english
