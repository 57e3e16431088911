"""The non-betting answers (rulescore.present.sentences) in English, Polish and Russian.

Two kinds of case, each split in two halves by a hash of its name (the first half is what the records and the
templates were written against; the second was held back and run once at the end; both run here):

* every catalogue entry that computes a non-betting result, as stated and under each reading of what its
  source leaves out;
* samples of every record kind: the package's functions called with other arguments than the catalogue's,
  their whole results and the parts a catalogue entry keeps.

For each case and language the answer is a sentence the record reads (never the figures with their labels),
with no leftover (rulescore.words.checks), the same figures as the English one, and in Polish and Russian no
English word of ours. Every value the package writes in words in a result is the code of a member of its record
type (rulescore.records.answers).
"""

from __future__ import annotations

import hashlib
import re
from collections import Counter
from functools import cache
from typing import Any

import pytest

from rulescore import engine
from rulescore.catalogue.registry import COMPUTE
from rulescore.present import report, sentences
from rulescore.rules import declarations, hands, pots, procedure, showdown, tables
from rulescore.words import CASES, LANGUAGES, Renderer, checks

OOT = {"blinds": "50/100", "street": "flop", "seats": ["S3", "S4", "S5", "S6"],
       "actions": ["S3 bet 300", "S4 fold", 'S6 says "raise 800"']}
OOT_CHECK = {"blinds": "50/100", "street": "flop", "seats": ["S3", "S4", "S5", "S6"],
             "actions": ["S3 check", "S4 check", "S6 check"]}
OOT_FOLD = {"blinds": "50/100", "street": "flop", "seats": ["A", "B", "C"], "actions": ["C fold"]}
TIMELINE = {"seats": ["B", "C", "A"], "blinds": "100/200", "stacks": {"A": 1000, "B": 3000, "C": 5000}}
HANDS = [[{"player": "X", "table": 1, "stack": 8000}, {"player": "Y", "table": 2, "stack": 5000},
          {"player": "Z", "table": 2, "stack": 5000}]]


def _dict(value: Any) -> dict:
    return value.to_dict() if hasattr(value, "to_dict") else dict(value)


def _keep(result: dict, *keys: str) -> dict:
    """The part of a result a catalogue entry keeps (its published keys)."""
    return {k: result[k] for k in keys if k in result}


def _samples() -> list[tuple[str, str, dict, dict]]:
    """(name, function, args, result): the package's functions on arguments of our own."""
    out: list[tuple[str, str, dict, dict]] = []

    def add(name: str, function: str, args: dict, result: Any, *keep: tuple[str, ...]) -> None:
        whole = _dict(result)
        out.append((f"{name}-whole", function, args, whole))
        for k, keys in enumerate(keep):
            out.append((f"{name}-part{k}", function, args, _keep(whole, *keys)))

    for words in ("if you bet, I raise", "if he checks, I bet 500"):
        for penalty in (True, False):
            args = {"words": words, "penalty": penalty}
            add(f"conditional-{words}-{penalty}", "declarations.conditional_statement", args,
                declarations.conditional_statement(**args), ("outcomes", "penalty"), ("outcomes",))
    add("conditional-unsaid", "declarations.conditional_statement", {},
        declarations.conditional_statement(words="if you call, I fold"), ("outcomes", "penalty"))
    for all_in, found in ((8000, 1000), (2500, 25), (11000, 500)):
        args = {"all_in": all_in, "found": found}
        add(f"found-{all_in}-{found}", "declarations.found_chip", args, declarations.found_chip(**args), ("outcomes",))
    add("found-unsaid", "declarations.found_chip", {}, declarations.found_chip(all_in=300, found=100), ("outcomes",))
    for structure, error in (("no-limit", "low"), ("pot-limit", "low"), ("pot-limit", "high")):
        args = {"structure": structure, "error": error}
        result = procedure.correction_window(**args)
        add(f"window-{structure}-{error}", "procedure.correction_window", args, result,
            ("before_next_card", "after_next_card"), ("after_next_card", "after_showdown_begins"),
            ("before_next_card", "river_before_showdown", "before_next_card_after_significant_action"))
    add("window-unsaid", "procedure.correction_window", {}, procedure.correction_window(),
        ("before_next_card", "after_next_card"))
    for games in (["PLO", "PLO8"], ["NLHE", "LHE", "LO8"], ["PLO8", "NLHE"], ["LO8", "PLO", "LHE"]):
        args = {"games": games}
        add(f"count-{'-'.join(games)}", "procedure.pot_count_rights", args, procedure.pot_count_rights(**args))
    seats = [f"S{k}" for k in range(1, 10)]
    for amount, winners, low, button, denoms in ((1100, ["S6", "S8"], [], "S4", [100, 500]),
                                                 (3300, ["S2", "S3", "S9"], [], "S1", [100]),
                                                 (2500, ["S6", "S9"], ["S7"], "S4", [100, 500]),
                                                 (1700, ["S2"], ["S5", "S8"], "S9", [25, 100]),
                                                 (1000, ["S1", "S2"], [], "S5", [25])):
        args = {"amount": amount, "winners": winners, "low": low, "seats": seats, "button": button,
                "denominations": denoms}
        add(f"split-{amount}-{'-'.join(winners)}", "pots.split_pot", args, pots.split_pot(**args),
            ("odd_chip_to", "odd_amount"), ("halves", "odd_chip_to"), ("odd_chip_to",))
    add("split-last-winner", "pots.split_pot", {"button": "S1", "rule": "last-winner"},
        pots.split_pot(900, winners=["S2", "S3"], seats=seats, button="S1", denominations=[100, 500]),
        ("odd_chip_to", "odd_amount"))
    for name, contributions, ranking, folded in (
            ("three", {"A": 500, "B": 2000, "C": 2000, "D": 2000}, [["A"], ["B"], ["C", "D"]], []),
            ("uncalled", {"A": 1000, "B": 4000, "C": 2500}, [["B"], ["A"], ["C"]], []),
            ("tie", {"A": 1500, "B": 1500}, [["A", "B"]], []),
            ("folded", {"A": 300, "B": 1200, "C": 1200, "D": 600}, [["C"], ["B"], ["A"]], ["D"]),
            ("unranked", {"A": 700, "B": 2100, "C": 4000}, None, [])):
        args = {"contributions": contributions, "ranking": ranking, "folded": folded}
        add(f"settle-{name}", "pots.settle", args, pots.settle(contributions, ranking=ranking, folded=folded),
            ("pots",), ("pots", "awards"), ("awards", "returned"))
    for problem in ("missing", "extra"):
        for seat, actions in ((3, ["fold", "call"]), (7, ["check"]), (2, ["raise", "call", "fold"])):
            args = {"seats": 8, "seat": seat, "problem": problem, "actions": actions}
            add(f"burns-{problem}-{seat}", "procedure.burns_after_sa", args, procedure.burns_after_sa(**args),
                ("significant_action", "misdeal", "dead", "burns"), ("significant_action", "misdeal"))
    for name, sc, replies in (("bet", OOT, ["S5 call", "S5 fold", "S5 raise 600", "S5 raise 1200"]),
                              ("check", OOT_CHECK, ["S5 check", "S5 bet 300", "S5 bet 100"]),
                              ("fold", OOT_FOLD, [["A check", "B check"], ["A bet 100", "B call"],
                                                  ["A bet 100", "B raise 300"]])):
        player = sc["actions"][-1].split()[0]
        args = {"scenario": sc, "player": player, "replies": replies}
        add(f"oot-{name}", "engine.out_of_turn", args, engine.out_of_turn(**args), ("skipped", "branches"),
            ("branches",))
    for name, streets, stacks in (
            ("preflop", {"preflop": ["A allin", "B call", "C fold"]}, None),
            ("flop", {"preflop": ["A allin", "B call", "C call"], "flop": ["B bet 400", "C allin", "B call"]}, None),
            ("river", {"preflop": ["A allin", "B call", "C call"], "flop": ["B check", "C check"],
                       "turn": ["B check", "C check"], "river": ["B bet 500", "C allin", "B call"]},
             {"A": 700, "B": 5000, "C": 4000})):
        args = {**TIMELINE, "streets": streets, "stacks": stacks or TIMELINE["stacks"]}
        add(f"timeline-{name}", "engine.all_in_timeline", args, engine.all_in_timeline(**args),
            ("face_up_on", "face_up", "cards_to_come"), ("face_up_on", "face_up", "side_pots", "settle_order"))
    for game, board, hole in (("NLHE", "Ah Kh Qh Jh Th", "2c 3d"), ("NLHE", "9s 9d 9h 2c 2d", "Ac Kd"),
                              ("PLO", "As Ks Qs Js Ts", None), ("PLO8", "Kc Qc 8d 5c 2s", "Ac Ad 7s 3d"),
                              ("NLHE", "Kh Qd 8s 5c 2s", None)):
        args = {"game": game, "board": board, "hole": hole}
        add(f"board-{game}-{board}", "hands.plays_board", args, hands.plays_board(**args),
            ("can_play_board", "must_table", "board_plays"), ("must_table",), ("can_play_board",))
    for games in (["NLHE", "PLO"], ["PLO8", "LHE", "LO8"], ["PLO"]):
        add(f"table-{'-'.join(games)}", "showdown.cards_to_table", {"games": games},
            showdown.cards_to_table(games))
    for rules in ("TDA", "03.9", "RU-22"):
        result = showdown.dispute_deadlines(rules)
        add(f"deadlines-{rules}", "showdown.dispute_deadlines", {"rules": rules}, result,
            ("reading", "accounting"), ("reading", "before_break"), ("accounting", "accounting_before_break"))
    for error in ("reading", "accounting"):
        for raised in showdown.MOMENTS:
            args = {"error": error, "raised": raised, "before_break": raised == "1 minute into the break"}
            add(f"dispute-{error}-{raised}", "showdown.dispute", args, showdown.dispute(**args),
                ("correctable", "deadline"), ("correctable",))
    for seed in (1, 7):
        args = {"players": ["P1", "P2", "P3"], "seats": ["T1-2", "T1-5", "T3-9"], "seed": seed}
        add(f"draw-{seed}", "tables.seat_draw", args, tables.seat_draw(**args),
            ("bijection", "highest_takes_top"), ("bijection",))
    for name, spec in (("two", {"A": {"occupied": [1, 2, 3, 4, 7], "big_blind": 2},
                                "B": {"occupied": [1, 2, 3, 4, 5, 6, 8, 9], "big_blind": 6}}),
                       ("three", {"A": {"occupied": [1, 2, 3, 4], "big_blind": 3},
                                  "B": {"occupied": [1, 2, 3, 4, 5, 6, 7, 8, 9], "big_blind": 1},
                                  "C": {"occupied": [2, 3, 5, 6, 8], "big_blind": 5}}),
                       ("names", {"Red": 4, "Blue": 9, "Green": 8})):
        args = {"tables": spec, "seats": 9}
        add(f"balance-{name}", "tables.balance", args, tables.balance(**args), ("most", "halt", "halt_when"),
            ("most", "halt"))
    for ends, starts in ((1200, [1150, 1195, 1230]), (600, [590]), (900, [901, 950]), (45, [10, 20, 30, 44])):
        args = {"level_ends_at": ends, "hands_start_at": starts}
        add(f"levels-{ends}", "tables.level_for_hands", args, tables.level_for_hands(**args), ("levels",))
    stacks = {"A": "1000x3+25x3", "B": "500+25x2", "C": "25x2", "D": "1000x2+25"}
    for method in ("round-up", "race"):
        args = {"stacks": stacks, "retire": 25, "new": 100, "method": method}
        add(f"colour-{method}", "tables.colour_up", args, tables.colour_up(**args), ("after",))
    for chips, retired, smallest in (("25x3", 25, 100), ("25x5", 25, 100), ("5x30", 5, 25)):
        args = {"chips": chips, "retired": retired, "smallest_in_play": smallest}
        add(f"leftover-{chips}", "tables.leftover_exchange", args, tables.leftover_exchange(**args),
            ("exchanged", "removed"))
    for acted in ([25, 30, 55, 60, 61], [1, 59], [70, 90], None):
        args = {"acted_at": acted}
        add(f"clock-{acted}", "tables.clock_compare", args, tables.clock_compare(**args),
            ("seconds", "countdown", "in_time"), ("seconds",))
    for left, payouts in ((52, {"50": 500}), (4, {"2": 3000, "3": 2000})):
        args = {"players_left": left, "hands": HANDS, "payouts": payouts}
        add(f"places-{left}", "tables.placings_and_prizes", args, tables.placings_and_prizes(**args), ("place_of",))
    return out


def _catalogue() -> list[tuple[str, str, dict, dict]]:
    """(name, function, args, result) of every non-betting catalogue entry, as stated and by each reading."""
    out = []
    for e in report.entries():
        compute = e.compute or {}
        if not compute:
            continue
        c = report.card(e.id)
        items = [("stated", c.computed)] + [(r["label"], r.get("computed")) for r in c.check.readings]
        for label, result in items:
            if isinstance(result, dict):
                out.append((f"{e.id}: {label}", compute["function"], compute.get("args") or {}, result))
    return out


def _half(name: str) -> int:
    return hashlib.sha256(name.encode()).digest()[0] % 2


@cache
def _cases(kind: str, half: int) -> tuple[tuple[str, str, dict, dict], ...]:
    found = _catalogue() if kind == "catalogue" else _samples()
    return tuple(x for x in found if _half(x[0]) == half)


#: English words of our answer templates that must not reach a Polish or Russian reader.
ENGLISH = re.compile(r"\b(?:the|and|or|not|is|are|may|goes|wins|stands|does|has|have|to|of|in|at|on|if|"
                     r"pot|pots|chip|chips|hand|hands|seat|seats|card|cards|player|level|seconds?|place|share|"
                     r"takes|halts?|dispute|deadline|misdeal|odd|split|board|turns|face|up|still|come|"
                     r"action|raises|calls|folds|checks|bets|nothing|after|before|until|when|then)\b", re.I)


#: Words of those that are the language's own too (Polish "to": "it is").
NATIVE = {"en": set(), "pl": {"to"}, "ru": set()}


@cache
def _own_words(lang: str) -> re.Pattern[str]:
    """Every form of the language's glossary terms (Polish writes "bet" and "all-in" too)."""
    r = Renderer(lang)
    forms = {r.term(t, case=c, count=n) for t in r.terms() for c in (None, *CASES) for n in (None, 1, 2, 5)}
    forms |= {r.term(t, form=f) for t in r.terms() if t.startswith("game-") for f in ("short", "long")}
    return re.compile(r"(?<!\w)(?:" + "|".join(map(re.escape, sorted(forms, key=len, reverse=True))) + r")(?!\w)")


def _given(args: dict, result: dict) -> list[str]:
    """Text the entry itself gives (what a player said, a reply line said as written)."""
    out = [str(args["words"])] if args.get("words") else []
    for key in (result.get("branches") or {}):
        out += [" ".join(line.split()) for line in str(key).split(";")]
    return sorted(out, key=len, reverse=True)


def _digits(text: str) -> Counter:
    return Counter(re.findall(r"\d+", text))


def _problems(name: str, function: str, args: dict, result: dict) -> list[str]:
    found = []
    try:
        sentences.record(function, args, result)
    except sentences.Unreadable as exc:
        return [f"{name}: not read ({exc})"]
    english = sentences.answer(function, args, result)
    for lang in LANGUAGES:
        text = sentences.answer(function, args, result, lang=lang)
        where = f"{name} [{lang}] {text!r}"
        found += [f"{where}: {p}" for p in checks.problems(text)]
        if text == sentences.figures(result, lang):
            found.append(f"{where}: the figures, not a sentence")
        if not text.endswith(".") or not (text[0].isupper() or text[0].isdigit() or text[0] in "“„«"):
            found.append(f"{where}: not a sentence")
        if _digits(text) != _digits(english):
            found.append(f"{where}: other figures than the English {english!r}")
        if lang != "en":
            rest = text
            for given in _given(args, result):
                rest = rest.replace(given, " ")
            rest = _own_words(lang).sub(" ", rest)
            m = next((m for m in ENGLISH.finditer(rest) if m.group(0).lower() not in NATIVE[lang]), None)
            if m:
                found.append(f"{where}: English word {m.group(0)!r}")
    return found


@pytest.mark.parametrize("half", [0, 1], ids=["first-half", "held-back-half"])
@pytest.mark.parametrize("kind", ["catalogue", "samples"])
def test_every_answer_is_a_sentence_in_every_language(kind, half):
    cases = _cases(kind, half)
    assert len(cases) >= (15 if kind == "catalogue" else 60)
    problems = [p for case in cases for p in _problems(*case)]
    assert problems == [], "\n".join(problems[:20])


def test_every_catalogue_function_of_a_non_betting_answer_has_a_record():
    used = {f for _, f, _, _ in _catalogue() + _samples()}
    assert used <= set(sentences.TEMPLATES) <= set(COMPUTE)
    assert set(COMPUTE) - set(sentences.TEMPLATES) == {"declarations.fifty_percent", "pots.side_pots",
                                                        "procedure.significant_action_check"}


def test_every_kind_of_record_is_sampled():
    kinds = {type(sentences.record(f, a, r)) for _, f, a, r in _samples()}
    assert kinds == set(sentences.TEMPLATES.values())


def test_every_code_the_package_gives_is_a_member_of_its_type():
    # the values the JSON writes in words are the codes of the answer records' types, read by the type alone
    from rulescore.records import answers

    assert set(showdown.MOMENTS) == {m.value for m in answers.Raised}
    assert {showdown.dispute_deadline(e, before_break=b, rules=r.value) for e in ("reading", "accounting")
            for b in (False, True) for r in showdown.DisputeRules} == {d.value for d in answers.Deadline}
    assert set(showdown.dispute_deadlines()) == {d.value for d in answers.Disputed}
    said = declarations.conditional_statement(words="if you bet, I raise").outcomes
    said += declarations.found_chip(all_in=100, found=25).outcomes
    assert set(said) == set(answers.Finding)
    window = {k for s, e in (("no-limit", "low"), ("pot-limit", "low"), ("pot-limit", "high"))
              for k, v in procedure.correction_window(structure=s, error=e).items() if isinstance(v, bool)}
    assert window == {m.value for m in answers.Moment} | {"significant_action_ends_it"}
    levels = tables.level_for_hands(level_ends_at=10, hands_start_at=[1, 20]).groups
    assert {lev for lev, _ in levels} == set(answers.Level)


def test_the_english_is_todays_with_the_glossarys_substantial_action():
    """The sentences the notebooks show, figures from the computation; "significant action" is now TDA 2024's
    "substantial action" (the glossary's term)."""
    card = report.card("03-G")
    odd = card.computed["odd_amount"]
    assert card.headline == f"The odd {odd} chip goes to S5, the first winner left of the button (S4)."
    burns = report.card("IA-05-1A").headline
    assert burns.startswith("Substantial action has taken place, so there is no misdeal: the hand in seat 5 is dead")
    assert "significant" not in " ".join(sentences.answer(f, a, r) for _, f, a, r in _catalogue()).lower()


def test_polish_and_russian_say_the_same_answer():
    result = {"odd_chip_to": "S5", "odd_amount": 500}
    assert sentences.answer("pots.split_pot", {"button": "S4"}, result, lang="ru") == (
        "Нечетная фишка 500 достаётся S5, первому победителю слева от баттона (S4).")
    places = {"place_of": {"X": 18, "Y": 18, "Z": 21}}
    assert sentences.answer("tables.placings_and_prizes", {}, places) == "X and Y share 18th place and Z takes 21st place."
    assert sentences.answer("tables.placings_and_prizes", {}, places, lang="pl") == (
        "X i Y dzielą 18. miejsce i Z zajmuje 21. miejsce.")


def test_a_result_no_record_reads_falls_back_to_its_figures_in_the_language():
    assert sentences.answer("no.such_function", {}, {"odd_chip_to": "S5"}) == "The rules give: odd chip to: S5."
    assert sentences.answer("tables.balance", {}, {"most": "B", "halt": ["A"], "halt_when": {"A": "soon"}},
                            lang="pl").startswith("Według zasad: ")


# -------------------------------------------------------------------------------- the chapters' card
CARD_ENGLISH = ("Situation:", "The source prints", "Our figures", "the rules give", "Readings of what", "Verdict:",
                "gives the published answer", "On our own figures", "Not possible as printed", "illustrates")


@pytest.mark.parametrize("lang", ["pl", "ru"])
def test_the_chapters_card_says_its_own_words_in_the_language_asked(lang):
    """Every entry's card (text and HTML): none of the card's English words, the answer in the language; the
    entry's title and summary stay the catalogue's."""
    for e in report.entries():
        card = report.card(e.id, lang=lang)
        text, page = card.to_text(), card._repr_html_()
        own = text.replace(e.title, "").replace(e.summary, "").replace(card.reason, "")
        for label, _, _ in card.readings:
            own = own.replace(label, "")
        assert not [w for w in CARD_ENGLISH if w in own], (e.id, lang, [w for w in CARD_ENGLISH if w in own])
        assert f'lang="{lang}"' in page and "The situation." not in page and "What was computed" not in page
        if card.ruling_card is None and card.verdict != "text-only":
            assert card.headline.split(": ", 1)[-1] in text


def test_the_chapters_card_in_english_is_unchanged_by_the_templates():
    card = report.card("03-G")
    text = card.to_text()
    assert text.startswith("03-G · ") and "\nSituation: " in text and "\nThe source prints / the rules give:" in text
    assert "(gives the published answer: no)" in text and "\nVerdict: underdetermined — " in text
    page = card._repr_html_()
    assert '<span class="rs-label">The situation.</span>' in page and "<strong>Verdict: underdetermined.</strong>" in page
    assert "<summary>What was computed</summary><p><code>rulescore.rules.pots.split_pot</code> with:</p>" in page


def test_the_error_card_heads_in_the_language_asked():
    from rulescore.present import cards

    assert "Not possible as written" in cards.ErrorCard("x")._repr_html_()
    assert 'lang="pl"' in cards.ErrorCard("x", lang="pl")._repr_html_()
    assert "Niemożliwe w tej postaci" in cards.ErrorCard("x", lang="pl")._repr_html_()
