"""rulescore.textsearch (issue 33, and issue 36's example search): words, the forms table made by the language
libraries, rule numbers in every form, the table-talk kinds with their negations, the kinds read off computed
rulings, and the explorer's example search that shares all of it.

The cases are of each kind of failure the issues name, written before the code: inflected Polish and Russian
forms of a rule's words, words typed without diacritics, typing errors, rule numbers in the three languages,
qualifiers that turn a kind round, and the explorer's searches by setup, game, rule number and table talk.
"""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import pytest

from rulescore import textsearch as ts

ROOT = Path(__file__).resolve().parent.parent


# ------------------------------------------------------------------------------------------- words
def test_words_join_hyphens_read_amounts_and_per_cent():
    assert ts.words("All-in for 1,000? He re-raised to 5k") == ["allin", "for", "1000", "he", "reraised", "to", "5000"]
    assert ts.words("the player's chips") == ["the", "player", "chips"]
    assert ts.words("50 % rule; 50 procent; 50 процентов") == ["50", "%", "rule", "50", "%", "50", "%"]
    assert ts.words("ЁЛКА хедз-ап") == ["елка", "хедзап"]


def test_fold_takes_polish_diacritics_off_and_leaves_cyrillic_alone():
    assert ts.fold("żetonów") == "zetonow" and ts.fold("kolejnością") == "kolejnoscia" and ts.fold("stół") == "stol"
    assert ts.fold("чей") == "чей" and ts.fold("raise") == "raise"


# ------------------------------------------------------------------------------------------- forms
@pytest.mark.parametrize("word, same_as", [
    ("żetonami", "żeton"), ("żetonów", "żeton"), ("zetonow", "żeton"),          # Polish cases, no diacritics
    ("ręce", "ręka"), ("rąk", "ręka"), ("stole", "stół"), ("stołu", "stół"),   # Polish stem alternations
    ("фишек", "фишка"), ("фишками", "фишка"), ("столом", "стол"),             # Russian cases
    ("раздачи", "раздача"), ("баттоне", "баттон"),
    ("raised", "raise"), ("chips", "chip"),                                     # English
])
def test_forms_give_every_form_of_a_word_its_lemmas_key(word, same_as):
    f = ts.forms()
    assert set(f.keys(word)[0]) & set(f.keys(same_as)[0]), (word, f.keys(word), same_as, f.keys(same_as))


@pytest.mark.parametrize("typed, meant", [("misdael", "misdeal"), ("overchp", "overchip"), ("nieparzysty", "nieparzysty"),
                                          ("андеркл", "андеркол")])
def test_forms_tolerate_a_typing_error(typed, meant):
    f = ts.forms()
    got, how = f.keys(typed)
    assert set(got) & set(f.keys(meant)[0]), (typed, got, how)


def test_an_unknown_word_is_its_folded_self_not_a_guess():
    got, how = ts.forms().keys("qzxwvk")
    assert how == "unknown" and got == ("qzxwvk",)


def test_forms_table_encoding_round_trips():
    by_key = {"zeton": ["żeton", "żetonu", "żetony", "żetonów"], "фишк": ["фишка", "фишек"]}
    assert ts.decode_forms(ts.encode_forms(by_key)) == {k: sorted(v) for k, v in by_key.items()}


def test_package_forms_table_is_current():
    """data/search-forms.json is what guide.rsforms makes of the package's words now (run it to refresh)."""
    pytest.importorskip("simplemma")
    pytest.importorskip("pymorphy3")
    from guide import rsforms

    assert rsforms.package_table_is_current(), "python -m guide.rsforms writes data/search-forms.json anew"


def test_textsearch_is_pure_python_and_imports_no_lemmatiser():
    code = ("import sys, rulescore.textsearch as t; t.forms(); t.lexicon(); "
            "print(sorted(m for m in ('simplemma', 'pymorphy3', 'snowballstemmer') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


# ------------------------------------------------------------------------------------ rule numbers
@pytest.mark.parametrize("typed, number, part", [
    ("47", "47", ""), ("r47", "47", ""), ("rule 47", "47", ""), ("TDA 47-A", "47", "A"), ("47b", "47", "B"),
    ("przepis 62", "62", ""), ("zasada 35", "35", ""), ("правило 44", "44", ""), ("п. 35", "35", ""),
    ("RP-11", "RP-11", ""), ("rp12", "RP-12", ""), ("procedura 12", "RP-12", ""), ("рп 8", "RP-8", ""),
    ("tda 35-c", "35", "C"),
])
def test_read_query_reads_rule_numbers_in_every_form(typed, number, part):
    q = ts.read_query(typed)
    assert (q.number, q.part, q.id) == (number, part, None)


@pytest.mark.parametrize("typed", ["50%", "50 %", "raise to 1600", "правило 50 %", "72", "RP-23"])
def test_amounts_and_numbers_of_no_rule_are_not_rule_numbers(typed):
    assert ts.read_query(typed).number is None


def test_read_query_reads_ids_and_keeps_the_words_around_a_rule_number():
    assert ts.read_query("ia 10 1").id == "IA-10-1" and ts.read_query("08 4").id == "08.4"
    q = ts.read_query("short all-in rule 47")
    assert q.number == "47" and q.words == "short all-in"


# ------------------------------------------------------------------------------------------- kinds
@pytest.mark.parametrize("text, kinds", [
    ("pushed one big chip without a word", {"single-chip": True, "silent": True}),
    ("jeden duży żeton bez słowa", {"single-chip": True, "silent": True}),
    ("одну крупную фишку молча", {"single-chip": True, "silent": True}),
    ("short all-in can he reraise", {"short-all-in": True}),
    ("krótki all-in", {"short-all-in": True}),
    ("короткий олл-ин", {"short-all-in": True}),
    ("who shows first, nobody all in", {"no-all-in": True}),
    ("kto pierwszy pokazuje, nikt nie jest all-in", {"no-all-in": True}),
    ("кто первым показывает, никто не в олл-ине", {"no-all-in": True}),
    ("bet less than the big blind", {"under-bet": True}),
    ("if you bet I raise", {"conditional": True}),
    ("jak postawisz, to przebijam", {"conditional": True}),
    ("raised out of turn", {"out-of-turn": True}),
])
def test_kinds_in_finds_the_table_talk_and_its_negations(text, kinds):
    got = ts.kinds_in(text)
    assert all(got.get(k) is v for k, v in kinds.items()), (text, got)


@pytest.mark.parametrize("text", ["he did not say anything", "nie powiedział nic", "ничего не сказал", "no declaration"])
def test_a_negation_turns_a_declaration_into_silent_chips(text):
    got = ts.kinds_in(text)
    assert got.get("silent") is True or got.get("declaration") is False, (text, got)
    assert got.get("declaration") is not True, (text, got)


def test_kinds_of_ruling_reads_what_happens_off_the_computed_ruling():
    import rulescore

    chip = rulescore.ask({"blinds": "1000/2000", "street": "flop", "seats": ["A", "B", "C"],
                          "actions": ["A bet 12000", "B push 25000"], "ask": "C"})
    assert {"silent", "single-chip", "flop"} <= ts.kinds_of_ruling(chip)
    short = rulescore.ask({"blinds": "50/100", "street": "flop", "seats": ["A", "B", "C"], "stacks": {"B": 125},
                           "actions": ["A bet 100", "B allin"], "ask": "C"})
    assert {"all-in", "short-all-in"} <= ts.kinds_of_ruling(short)
    said = rulescore.ask({"blinds": "1000/2000", "street": "flop", "seats": ["O", "A", "C"],
                          "actions": ["O bet 5000", 'A says "raise" push 5000'], "ask": "C"})
    assert "declaration" in ts.kinds_of_ruling(said) and "silent" not in ts.kinds_of_ruling(said)
    assert "pot-limit" in ts.kinds_of_ruling(chip, game="PLO")


# ------------------------------------------------------------------------------ the explorer's search
def _menu(query: str) -> list[str]:
    from rulescore.explorer import model

    return [v for _, v in model.example_menu(query)]


def _ids(query: str) -> list[str]:
    return [v for v in _menu(query) if not v.startswith("#")]


@pytest.mark.parametrize("query", ["rule 47", "TDA 47", "przepis 47", "правило 47", "47"])
def test_explorer_finds_a_rules_examples_by_its_number_in_any_form(query):
    ids = _ids(query)
    assert "IA-10-1" in ids, (query, ids)
    from rulescore.explorer import model

    tda = {e.id: str(e.tda or "") for e in model._catalogue()}
    assert all(tda[i].split("-")[0] == "47" for i in ids), ids


@pytest.mark.parametrize("query", ["short allin", "short all-in", "krótki all-in", "короткий олл-ин"])
def test_explorer_finds_short_all_ins_in_three_languages(query):
    assert "IA-10-1" in _ids(query), query


@pytest.mark.parametrize("query, game", [("PLO", "PLO"), ("omaha", "PLO"), ("pot limit", "PLO"), ("omaha pot-limit", "PLO"),
                                         ("омаха", "PLO"), ("пло", "PLO"), ("лимитный холдем", "LHE"),
                                         ("holdem z limitem", "LHE"), ("fixed limit", "LHE")])
def test_explorer_finds_examples_by_game(query, game):
    from rulescore.explorer import model

    ids = _ids(query)
    games = {e.id: (e.scenario or {}).get("game") for e in model._catalogue()}
    assert ids and any(games.get(i) == game for i in ids), (query, ids)


@pytest.mark.parametrize("query", ["straddle", "ante", "big blind ante"])
def test_explorer_says_so_when_no_example_has_a_setup(query):
    menu = __import__("rulescore.explorer.model", fromlist=["example_menu"]).example_menu(query)
    assert menu and menu[0][1] == "#hint" and "setup" in menu[0][0], menu[:2]


def test_explorer_search_by_id_and_by_words_still_works():
    assert _ids("ia 10 1")[:1] == ["IA-10-1"]
    assert "IA-10-3A" in _ids("limper")
    assert _ids("no such words anywhere") == []
    assert _ids("overchip") and all(i for i in _ids("overchip"))


def test_explorer_search_is_quick_once_loaded():
    from rulescore.explorer import model

    model.example_menu("warm up")
    t = time.perf_counter()
    for q in ("short allin", "TDA 47", "krótki all-in", "dealer said wrong amount"):
        model.example_menu(q)
    assert (time.perf_counter() - t) / 4 < 0.1


# ------------------------------------------------------------------ issue 33, second pass: words not in the table
@pytest.mark.parametrize("typed, meant", [
    ("igrok", "игрок"), ("igroka", "игрока"), ("fishki", "фишки"), ("stavki", "ставки"), ("razdachi", "раздачи"),
    ("men'she", "меньше"), ("menshe", "меньше"), ("blaindy", "блайнды"), ("torgovli", "торговли"),
    ("khedz-ap", "хедз-ап"), ("hedzap", "хедз-ап"), ("vne", "вне"), ("ocheredi", "очереди"), ("otkryvaetsya", "открывается"),
])
def test_russian_typed_in_latin_letters_finds_the_russian_word(typed, meant):
    """A Russian word typed in Latin letters, in any of the usual spellings (kh or h for х, ts or c for ц, y, i or j
    for й and ы, an apostrophe or nothing for ь), has the keys of the Russian word."""
    f = ts.forms()
    (want,) = ts.words(meant)
    got, how = f.keys(ts.words(typed)[0])
    assert set(got) & set(f.keys(want)[0]) and how == "translit", (typed, got, how, f.keys(want))


@pytest.mark.parametrize("word", ["player", "stack", "raise", "blind", "karty", "gracz", "bathroom", "purple"])
def test_english_and_polish_words_are_not_read_as_russian(word):
    assert ts.forms().keys(word)[1] != "translit"


@pytest.mark.parametrize("typed, meant", [
    ("балансируют", "балансировка"), ("dyskwalifikowali", "dyskwalifikacja"),
    ("podpowiadał", "podpowiadanie"), ("przeciągał", "przeciąganie"),
])
def test_a_derived_word_the_table_lacks_finds_its_family_not_a_lookalike(typed, meant):
    """A verb the forms table does not list finds the noun of the same stem the rule's terms use (балансируют:
    балансировка), not a word one or two letters away with another meaning (подсказывал found показывал before)."""
    f = ts.forms()
    assert typed not in f.forms, f"{typed} is in the table now: pick a word it lacks"
    got, how = f.keys(typed)
    assert set(got) & set(f.keys(meant)[0]) and how in ("family", "form", "folded", "ending"), (typed, got, how, f.keys(meant))


# ------------------------------------------------- issue 33, second pass: kinds that are an order of words
@pytest.mark.parametrize("text", [
    "he said if you bet i'll call", "if he raises i go all in", "jak dasz bet to sprawdzę", "jeśli podbijesz, sprawdzam",
    "powiedzial jak dasz bet to sprawdze", "сказал если поставишь я заколлю", "если он рейзнет, я сброшу",
])
def test_a_condition_before_two_actions_is_a_conditional_statement(text):
    """"If" (jeśli, jak, если) followed by two actions is a statement about future action (TDA 59), however the
    actions are worded."""
    assert ts.kinds_in(text).get("conditional") is True, (text, ts.kinds_in(text))


@pytest.mark.parametrize("text", ["jak teraz ustawić button", "if the dealer exposed a card is it a misdeal",
                                  "jak liczyć pulę w pot limicie", "if he calls", "если дилер открыл карту"])
def test_if_without_two_actions_is_no_conditional_statement(text):
    assert "conditional" not in ts.kinds_in(text), (text, ts.kinds_in(text))


@pytest.mark.parametrize("text", ["he said five", "he said two at 1000/2000", "said «three» with 20k in the pot",
                                  "powiedział pięć", "gracz mówi dwa", "сказал «два» на блайндах 1000/2000",
                                  "игрок сказал пять"])
def test_a_number_said_alone_is_a_bare_number(text):
    """A number word said as a bet, with no unit (TDA 57: read against the pot)."""
    assert ts.kinds_in(text).get("bare-number") is True, (text, ts.kinds_in(text))


@pytest.mark.parametrize("text", ["he said five thousand", "powiedział pięć tysięcy", "сказал пять тысяч",
                                  "two chips", "one player said call"])
def test_a_number_with_its_unit_or_without_a_word_said_is_no_bare_number(text):
    assert "bare-number" not in ts.kinds_in(text), (text, ts.kinds_in(text))


@pytest.mark.parametrize("text, kind", [
    ("dealer flashed a card while dealing", "dealing"), ("krupier odkrył kartę przy rozdawaniu", "dealing"),
    ("карта упала при раздаче", "dealing"), ("card fell off the table during the deal", "dealing"),
    ("player showed a card during the betting", "action-pending"), ("gracz pokazał kartę w trakcie licytacji", "action-pending"),
    ("игрок показал карту во время торговли", "action-pending"),
    ("turn dealt before the betting was over", "premature"), ("river wyłożony zanim skończyła się licytacja", "premature"),
    ("тёрн открыли до конца торговли", "premature"),
])
def test_when_a_thing_happened_is_a_kind_of_its_own(text, kind):
    """During the deal, with action pending, before the betting round ended: none of these is a showdown."""
    got = ts.kinds_in(text)
    assert got.get(kind) is True, (text, got)


@pytest.mark.parametrize("text, kind, value", [
    ("ставки не было, а он сказал колл", "declaration", True),     # the negation is in the clause before
    ("he did not say call", "declaration", False), ("nikt nie jest all-in", "no-all-in", True),
])
def test_a_negation_turns_round_the_kind_of_its_own_clause_only(text, kind, value):
    assert ts.kinds_in(text).get(kind) is value, (text, ts.kinds_in(text))


@pytest.mark.parametrize("text", ["krupier zabrał mi karty myśląc że spasowałem", "dealer took my cards, then i left",
                                  "тогда я сбросил"])
def test_a_pronoun_is_no_conditional_statement(text):
    assert "conditional" not in ts.kinds_in(text), (text, ts.kinds_in(text))


@pytest.mark.parametrize("text", ["opened for 700 with blinds 500/1000", "otworzył za 700 przy blindach 500/1000",
                                  "открыл на 700 при блайндах 500/1000", "blinds 1000/2000, he bet 1500 on the flop",
                                  "на блайндах 200-400 поставил 300"])
def test_an_amount_below_the_big_blind_the_query_names_is_an_under_bet(text):
    """A bet smaller than the big blind of the blinds the question gives, however worded (TDA 52, 43)."""
    assert ts.kinds_in(text).get("under-bet") is True, (text, ts.kinds_in(text))


@pytest.mark.parametrize("text", ["blinds 500/1000 ante 100, he raised to 3000", "raised to 2500 at blinds 500/1000",
                                  "na blindach 500/1000 podbił do 3000", "he said 12000 but the bet was 18000"])
def test_amounts_at_or_above_the_big_blind_are_no_under_bet(text):
    assert "under-bet" not in ts.kinds_in(text), (text, ts.kinds_in(text))


# ------------------------------------------- issue 33, third pass: chips short of a bet the question names
@pytest.mark.parametrize("text", ["C bets 2500, D pushes 1000 forward", "a 6000 bet and he slid out 4000",
                                  "zabetował 2000, drugi dał 500", "bet 1200 na riverze, przeciwnik wrzucił 700",
                                  "ставка 5000, соперник выдвинул 2000", "поставил 800, второй положил 300"])
def test_a_smaller_amount_after_the_bet_the_query_names_is_an_undercall(text):
    """Chips short of the bet put out, in numbers, however worded (TDA 51): the amounts say it, not a word."""
    assert ts.kinds_in(text).get("undercall") is True, (text, ts.kinds_in(text))


@pytest.mark.parametrize("text", ["bet 1000 then raised to 3000", "bet 3000, he shoved all in for 1200",
                                  "bet 500 into a pot of 200", "blinds 500/1000, bet 3000", "zabetował 2000 a on podbił do 6000",
                                  "ставка 4000, он рейзнул до 12000", "he bet 300 and called 300",
                                  "dealer said 6000 but the bet was 9000", "krupier powiedział 4000 a bet był 6000",
                                  "дилер назвал 4000, а ставка была 6000"])
def test_an_amount_that_is_a_raise_an_all_in_a_pot_or_no_less_is_no_undercall(text):
    assert "undercall" not in ts.kinds_in(text), (text, ts.kinds_in(text))


@pytest.mark.parametrize("text", ["announced raise, then 700 against a 500 bet", "facing a 2000 bet he said raise and put in 3000",
                                  "postawił 2000, on powiedział podbijam i dał 3000", "na bet 800 dołożył 1200 mówiąc raise",
                                  "ставка 2000, он сказал рейз и поставил 3000", "на ставку 800 выложил 1200"])
def test_more_than_the_bet_but_short_of_twice_it_is_a_raise_below_the_minimum(text):
    """Chips over the bet but short of a full raise, in numbers (TDA 43, 52)."""
    assert ts.kinds_in(text).get("under-bet") is True, (text, ts.kinds_in(text))


@pytest.mark.parametrize("text", ["bet 600, he tossed a 1000 chip", "facing 500 he raised to 700", "bet 1000, he put out 2500",
                                  "na bet 600 rzucił jeden żeton 1000", "ставка 600, он кинул фишку 1000", "blinds 100/200, bet 1000"])
def test_a_single_chip_a_raise_word_twice_the_bet_or_the_blinds_are_no_short_raise(text):
    assert "under-bet" not in ts.kinds_in(text), (text, ts.kinds_in(text))


@pytest.mark.parametrize("text", ["he flung the cards at the dealer after the river", "angry guy tossed his hand at an opponent",
                                  "cisnął kartami w dealera", "rzuca kartami w przeciwnika", "швырнул карты в соперника",
                                  "бросил карты в дилера со злости"])
def test_throwing_cards_at_someone_is_abuse_in_every_language(text):
    """Cards thrown at the dealer or a player are conduct (TDA 70, 71), not a discard toward the muck."""
    assert ts.kinds_in(text).get("abuse") is True, (text, ts.kinds_in(text))


@pytest.mark.parametrize("text", ["he threw his cards face down into the muck", "rzucił karty do mucka bez pokazywania",
                                  "сбросил карты в мак", "threw his cards away"])
def test_a_discard_is_no_abuse(text):
    assert "abuse" not in ts.kinds_in(text), (text, ts.kinds_in(text))


@pytest.mark.parametrize("text, want", [("blinds 200-400", ["blinds", "200", "400"]), ("rule 12-A", ["rule", "12a"]),
                                        ("на блайндах 1000-2000-3000", ["на", "блайндах", "1000", "2000", "3000"])])
def test_amounts_joined_by_a_dash_are_amounts_and_a_rule_part_stays_one_word(text, want):
    assert ts.words(text) == want


@pytest.mark.parametrize("text", ["how many side pots are there", "ile pul pobocznych przy trzech all-inach",
                                  "сколько побочных банков при трёх олл-инах"])
def test_a_question_about_side_pots_is_of_that_kind_in_every_language(text):
    assert ts.kinds_in(text).get("side-pot") is True, (text, ts.kinds_in(text))


def test_every_game_of_the_vocabulary_has_its_search_words_in_every_language():
    """The lexicon's ``games`` are keyed by the vocabulary's games, each with words in English, Polish and Russian
    (a game added to rulescore.records.vocabulary.Game fails here until the explorer's search knows it by name)."""
    from rulescore.records.vocabulary import GAMES, Game

    games = ts._lexicon_data()["games"]
    assert set(games) == set(GAMES)
    for g in Game:
        for lang in ("en", "pl", "ru"):
            assert ts.split_terms(str(games[g.value].get(lang, ""))), (g.value, lang)
        assert g.value.lower() in ts.words(ts.game_words()[g])


def test_kinds_of_ruling_reads_the_structure_of_the_rulings_own_game():
    import rulescore

    for game, kind in (("PLO", "pot-limit"), ("PLO8", "pot-limit"), ("LHE", "limit"), ("LO8", "limit")):
        ruling = rulescore.ask({"game": game, "blinds": "1000/2000", "street": "flop", "seats": ["A", "B", "C"],
                                "actions": ["A check"]})
        assert kind in ts.kinds_of_ruling(ruling), game
        assert kind in ts.kinds_of_ruling(ruling, game=game.lower())
    nlhe = rulescore.ask({"blinds": "1000/2000", "street": "flop", "seats": ["A", "B", "C"], "actions": ["A check"]})
    assert not {"pot-limit", "limit"} & ts.kinds_of_ruling(nlhe)
    assert not {"pot-limit", "limit"} & ts.kinds_of_ruling(nlhe, game="no such game")
