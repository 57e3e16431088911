"""The errors a TD meets entering a hand, in English, Polish and Russian (issue 34: the Rule my hand page shows
them in the TD's language).

Each such error carries its sentence as a typed record (``RulesError.why``, a Note, and ``.where``, the action)
and :meth:`RulesError.text` writes it in each language; the English line is the message itself, the CLI's one
line. The cases: for a few hundred legal streets (tests/strategies.py), the player to act, another player, a
player not seated and a player out of the hand each try the actions a TD mistypes (a check facing a bet, a bet
when there is one, a raise when there is none, below the minimum, not above the bet, beyond the stack or the
pot limit, chips pushed beyond the stack, acting after the round is over or out of turn again), split in two
halves by a hash of the case; the second half was held back while the templates were written.

For each error and language: a record is there (for the kinds listed), the line names the same figures and the
same rule as the English one, no English word of ours and no leftover is left in Polish and Russian.
"""

from __future__ import annotations

import hashlib
import random
import re

import pytest

from rulescore import ask
from rulescore.records.errors import RulesError
from rulescore.words import checks
from tests.strategies import random_street
from tests.test_ruling_words import ENGLISH, _own_words

#: The kinds of error every case must carry as a record (a problem of form, such as an unknown verb, need not).
TYPED = ("err-check-facing", "err-write-raise", "err-write-bet", "err-below-minimum", "err-not-above",
         "err-over-stack", "err-above-limit", "err-round-over", "err-unknown-player", "err-pushes-more",
         "err-folded", "err-all-in", "err-again", "err-cannot-raise", "err-nothing-to-call", "err-not-turn")
_NUMBER = re.compile(r"(?<![\w.-])\d+(?![\w-]|\.\d)")
_QUOTED = re.compile(r"„[^”]*”|«[^»]*»|'[^']*'")


def _tries(sc: dict, rng: random.Random) -> list[str]:
    seats = sc["seats"]
    bb = int(str(sc["blinds"]).split("/")[1])
    who = rng.choice(seats)
    big = 10 ** rng.randint(6, 8)
    return [f"{who} check", f"{who} bet {3 * bb}", f"{who} raise {3 * bb}", f"{who} raise {bb // 2 or 1}",
            f"{who} raise {big}", f"{who} push {big}", "Z call", f"{who} call", f"{who} raise {2 * bb + 1}"]


def _cases() -> list[tuple[str, dict]]:
    out = []
    for seed in range(160):
        rng = random.Random(seed)
        sc = random_street(rng)
        acts = sc["actions"]
        for cut in sorted({0, len(acts) // 2, len(acts)}):
            for k, line in enumerate(_tries(sc, rng)):
                out.append((f"s{seed}-c{cut}-t{k}", {**sc, "actions": [*acts[:cut], line]}))
    # a whole hand (streets:), so errors name the street's list
    hand = {"seats": ["A", "B", "C"], "blinds": "50/100",
            "streets": {"preflop": ["C call", "A call", "B check"], "flop": ["A bet 100", "B bet 300"]}}
    out.append(("hand-flop-bet", hand))
    out.append(("hand-again", {**hand, "streets": {"preflop": ["B call", "B fold", "C call"]}}))
    return out


def _half(name: str) -> int:
    return hashlib.sha256(name.encode()).digest()[0] % 2


def _errors(half: int) -> list[tuple[str, RulesError]]:
    found = []
    for name, sc in _cases():
        if _half(name) != half:
            continue
        try:
            ask(sc)
        except RulesError as exc:
            found.append((name, exc))
    return found


FIRST, HELD_BACK = _errors(0), _errors(1)


def _check(name: str, exc: RulesError) -> list[str]:
    problems = []
    en = exc.text("en")
    if en != str(exc):
        problems.append(f"{name}: the English line is not the message")
    kind = exc.why.kind if exc.why is not None else None
    if kind is None:
        return problems  # a problem of form: its English line in every language
    written = exc.where.arg("written") if exc.where is not None else ""
    names = re.compile(r"\b[A-Z]\b")
    for lang in ("pl", "ru"):
        line = exc.text(lang)
        bare = line.replace(f"({written})", "(X)", 1)
        if sorted(set(_NUMBER.findall(bare))) != sorted(set(_NUMBER.findall(en.replace(f"({written})", "(X)", 1)))):
            problems.append(f"{name} {lang}: figures {line!r} against {en!r}")
        if exc.rule and f"({exc.rule})" not in line:
            problems.append(f"{name} {lang}: {line!r} does not cite {exc.rule}")
        found = checks.problems(_QUOTED.sub("Q", bare))  # what is quoted is the input's, not our words
        english = ENGLISH.findall(_own_words(lang).sub("", names.sub("", _QUOTED.sub("", bare))))
        if found or english:
            problems.append(f"{name} {lang}: {line!r}: {found or english}")
    return problems


@pytest.mark.parametrize("half", [0, 1], ids=["first-half", "held-back-half"])
def test_an_error_reads_in_every_language(half):
    cases = FIRST if half == 0 else HELD_BACK
    kinds = {exc.why.kind for _, exc in cases if exc.why is not None}
    assert len(cases) > 300 and len(kinds) >= 8, (len(cases), sorted(kinds))
    problems = [p for name, exc in cases for p in _check(name, exc)]
    assert problems == [], f"{len(problems)} problems, e.g. {problems[:5]}"


@pytest.mark.parametrize("half", [0, 1], ids=["first-half", "held-back-half"])
def test_the_errors_a_td_meets_carry_a_record(half):
    cases = FIRST if half == 0 else HELD_BACK
    untyped = sorted({str(exc).split(": ", 1)[-1][:60] for _, exc in cases if exc.why is None})
    typed = sum(exc.why is not None for _, exc in cases)
    assert typed / len(cases) >= 0.9, f"{typed} of {len(cases)} typed; untyped e.g. {untyped[:8]}"
    assert all(exc.why.kind in TYPED for _, exc in cases if exc.why is not None and exc.why.kind.startswith("err-"))


def test_the_cli_line_and_the_three_languages_of_one_error():
    with pytest.raises(RulesError) as info:
        ask({"seats": ["A", "B", "C"], "blinds": "50/100", "street": "flop", "actions": ["A bet 100", "B check"]})
    exc = info.value
    assert str(exc) == exc.text("en") == "action 2 (B check): B faces a bet of 100 and cannot check (PL-55)"
    assert exc.text("pl") == "akcja nr 2 (B check): B stoi przed betem 100 i nie może czekować (PL-55)"
    assert exc.text("ru") == "действие № 2 (B check): B стоит перед ставкой 100 и не может сделать чек (PL-55)"


# ------------------------------------------------------------------------------ the lines a TD mistypes
#: The kinds of error a mistyped action line or ask carries as a record (reading the line: the verb, the words
#: with two meanings, an amount missing, given where none is taken, or nothing; the dealer's lines; ask).
LINE_TYPED = ("err-unknown-verb", "err-ambiguous", "err-limp-late", "err-no-amount", "err-needs-amount",
              "err-zero", "err-write-n", "err-plus-raise", "err-pot-by", "err-pot-game", "err-times",
              "err-dealer-verb", "err-dealer-no-amount", "err-dealer-needs", "err-ask-not-next", "err-ask-over",
              "err-no-betting", "err-deal-early", "err-needs-chips", "err-needs-words", "err-pot-limit-only")


def _line_tries(sc: dict, rng: random.Random) -> list[str]:
    who = rng.choice(sc["seats"])
    typo = rng.choice(("bett", "raize", "chek", "muck", "foldd", "x", "shovee", "caller"))
    verb = rng.choice(("bet", "raise", "cbr", "push", "says"))
    plain = rng.choice(("call", "check", "fold", "cc", "allin"))
    n = rng.choice((100, 250, 1200, 7))
    return [f"{who} {typo}", f"{who} {typo} {n}", f"{who} {rng.choice(('pass', 'passes'))}", f"{who} limp",
            f"{who} {verb}", f"{who} {plain} {n}", f"{who} {rng.choice(('bet', 'raise', 'cbr'))} 0",
            f"{who} bet +{n}", f"{who} raise by pot", f"{who} {rng.choice(('bet', 'raise'))} pot",
            f"{who} raise {rng.choice((2, 3))}x", f"{who} bet {n} {n}", "dealer dances", "dealer deals 500",
            "dealer counts", "dealer recounts 100"]


def _line_cases() -> list[tuple[str, dict]]:
    out = []
    for seed in range(120):
        rng = random.Random(1000 + seed)
        sc = random_street(rng)
        acts = sc["actions"]
        cut = rng.randint(0, len(acts))
        for k, line in enumerate(_line_tries(sc, rng)):
            out.append((f"l{seed}-t{k}", {**sc, "actions": [*acts[:cut], line]}))
        other = rng.choice(sc["seats"])
        out.append((f"l{seed}-ask", {**sc, "actions": acts[:cut], "ask": other}))
    return out


def _line_errors(half: int) -> list[tuple[str, RulesError]]:
    found = []
    for name, sc in _line_cases():
        if _half(name) != half:
            continue
        try:
            ask(sc)
        except RulesError as exc:
            found.append((name, exc))
    return found


@pytest.mark.parametrize("half", [0, 1], ids=["first-half", "held-back-half"])
def test_a_mistyped_line_reads_in_every_language(half):
    cases = _line_errors(half)
    kinds = {exc.why.kind for _, exc in cases if exc.why is not None}
    assert len(cases) > 500 and len(kinds) >= 12, (len(cases), sorted(kinds))
    typed = sum(exc.why is not None and exc.where is not None for _, exc in cases)
    untyped = sorted({str(exc)[:70] for _, exc in cases if exc.why is None or exc.where is None})
    assert typed / len(cases) >= 0.9, f"{typed} of {len(cases)} typed; untyped e.g. {untyped[:8]}"
    assert all(exc.why.kind in LINE_TYPED + TYPED for _, exc in cases if exc.why is not None)
    problems = [p for name, exc in cases for p in _check(name, exc)]
    assert problems == [], f"{len(problems)} problems, e.g. {problems[:5]}"


def test_the_cli_line_of_an_unknown_verb_and_its_three_languages():
    with pytest.raises(RulesError) as info:
        ask({"seats": ["A", "B"], "blinds": "50/100", "actions": ["A bett 300"]})
    exc = info.value
    assert str(exc).startswith("action 1 (A bett 300): unknown verb 'bett' (verbs: fold, check, call")
    assert exc.text("pl").startswith("akcja nr 1 (A bett 300): nieznany czasownik 'bett'")
    assert exc.text("ru").startswith("действие № 1 (A bett 300): неизвестный глагол 'bett'")


# ------------------------------------------------------------------------------ an amount a TD mistypes
def _bad_amounts(rng: random.Random) -> list[str]:
    n = rng.choice((150, 300, 1200, 45, 7))
    wide = "".join(chr(0xFF10 + int(d)) for d in str(n))
    arabic = "".join(chr(0x0660 + int(d)) if k % 2 else d for k, d in enumerate(str(n)))
    return [f"-{n}", f"\u2212{n}", rng.choice(("-0", "-00")), f"0{n}", f"0{rng.choice((8, 9))}{n}", f"{n}.5",
            f"1.{n:03d}", f"{n}e3", "1,2,00", f"{n}{rng.choice(('m', 'bb', 'K2'))}", f"1.{n % 9 + 1}{n % 7}k",
            f"{n % 60}:{n % 50 + 10}", "9" * rng.randint(25, 40), "9" * rng.randint(14, 20), wide, arabic,
            f"{n}\u00e9", f"{n}/2"]


def _amount_cases() -> list[tuple[str, dict]]:
    out = []
    for seed in range(60):
        rng = random.Random(5000 + seed)
        sc = random_street(rng)
        acts = sc["actions"]
        cut = rng.randint(0, len(acts))
        who = rng.choice(sc["seats"])
        for k, bad in enumerate(_bad_amounts(rng)):
            line = rng.choice((f"{who} bet {bad}", f"{who} raise {bad}", f"{who} raise to {bad}", f"{who} cbr {bad}",
                               f"dealer counts {bad}"))
            out.append((f"a{seed}-t{k}", {**sc, "actions": [*acts[:cut], line]}))
    return out


@pytest.mark.parametrize("half", [0, 1], ids=["first-half", "held-back-half"])
def test_a_mistyped_amount_reads_in_every_language(half):
    cases = []
    for name, sc in _amount_cases():
        if _half(name) == half:
            try:
                ask(sc)
            except RulesError as exc:
                cases.append((name, exc))
    kinds = {exc.why.kind for _, exc in cases if exc.why is not None}
    assert len(cases) > 400 and len(kinds) >= 12, (len(cases), sorted(kinds))
    typed = sum(exc.why is not None and exc.where is not None for _, exc in cases)
    untyped = sorted({str(exc)[:70] for _, exc in cases if exc.why is None or exc.where is None})
    assert typed / len(cases) >= 0.9, f"{typed} of {len(cases)} typed; untyped e.g. {untyped[:8]}"
    problems = [p for name, exc in cases for p in _check(name, exc)]
    assert problems == [], f"{len(problems)} problems, e.g. {problems[:5]}"


def _key_and_choice_cases() -> list[tuple[str, dict]]:
    out = []
    for seed in range(40):
        rng = random.Random(9000 + seed)
        sc = random_street(rng)
        who = rng.choice(sc["seats"])
        out.append((f"k{seed}-td", {**sc, "actions": [f"{sc['actions'][0]} td {rng.choice(('raise', 'jump', 'call'))}"]}
                    if sc["actions"] and " push " in f" {sc['actions'][0]} " else
                    {**sc, "actions": [f"{who} says \"call\" td {rng.choice(('raise to 5', 'jump'))}"]}))
        out.append((f"k{seed}-pulled", {**sc, "actions": [f"{who} push 100 pulled 100x{rng.randint(2, 9)}"]}))
        bet = 100 * rng.randint(2, 30)  # an undercall facing a raise multi-way: the TD's choice (IA-11-1)
        out.append((f"k{seed}-undercall", {"seats": ["A", "B", "C"], "blinds": "50/100", "street": "flop",
                                          "actions": [f"A bet {bet}", f"B raise {4 * bet}",
                                                      f"C push {bet} td {rng.choice(('raise', 'check', 'jam'))}"]}))
    return out


def test_the_chips_in_front_and_a_td_choice_read_in_every_language():
    cases = []
    for name, sc in _key_and_choice_cases():
        try:
            ask(sc)
        except RulesError as exc:
            cases.append((name, exc))
    kinds = {exc.why.kind for _, exc in cases if exc.why is not None}
    assert len(cases) >= 100 and {"err-td-no-choice", "err-td-not-allowed", "err-prior-none"} <= kinds, (
        len(cases), sorted(kinds))
    typed = sum(exc.why is not None and exc.where is not None for _, exc in cases)
    untyped = sorted({str(exc)[:70] for _, exc in cases if exc.why is None or exc.where is None})
    assert typed / len(cases) >= 0.9, f"{typed} of {len(cases)} typed; untyped e.g. {untyped[:8]}"
    problems = [p for name, exc in cases for p in _check(name, exc)]
    assert problems == [], f"{len(problems)} problems, e.g. {problems[:5]}"


@pytest.mark.parametrize("lang, words", [("en", "unknown verb 'foo'"), ("pl", "nieznany czasownik 'foo'"),
                                         ("ru", "неизвестный глагол 'foo'")])
def test_the_phone_page_says_a_typed_error_in_its_language(lang, words):
    from rulescore.explorer.phone import Page

    screen = Page(lang=lang).handle({"do": "add", "player": "UTG", "verb": "foo", "rest": ""})
    assert words in screen["problem"]["text"] and words in screen["error"], screen


def _whole_hand_cases() -> list[tuple[str, dict]]:
    out = []
    for seed in range(30):
        rng = random.Random(7000 + seed)
        bb = rng.choice((100, 200, 400))
        seats = ["A", "B", "C", "D"][: rng.randint(2, 4)]
        first = seats[2 % len(seats)] if len(seats) > 2 else seats[0]
        rest = [s for s in seats if s != first]
        board = " ".join(rng.sample(["Ah", "Kd", "2c", "7s", "9h", "Tc", "3d"], rng.choice((3, 4, 5))))
        folds = [f"{first} raise {3 * bb}", *(f"{s} fold" for s in rest)]
        out.append((f"w{seed}-ended", {"seats": seats, "blinds": f"{bb // 2}/{bb}",
                                       "streets": {"preflop": folds, rng.choice(("flop", "turn")): ["A check"]}}))
        out.append((f"w{seed}-open", {"seats": seats, "blinds": f"{bb // 2}/{bb}",
                                      "streets": {"preflop": [f"{first} raise {3 * bb}"], "flop": ["A check"]}}))
        out.append((f"w{seed}-board", {"seats": seats, "blinds": f"{bb // 2}/{bb}", "board": board,
                                       "streets": {"preflop": [f"{first} raise {3 * bb}"]}}))
    return out


def test_the_keys_of_a_whole_hand_read_in_every_language():
    cases = []
    for name, sc in _whole_hand_cases():
        try:
            ask(sc)
        except RulesError as exc:
            cases.append((name, exc))
    kinds = {exc.why.kind for _, exc in cases if exc.why is not None}
    assert len(cases) == 90 and {"err-hand-ended", "err-street-open", "err-board-ahead"} <= kinds, sorted(kinds)
    problems = [p for name, exc in cases for p in _check(name, exc)]
    assert problems == [], f"{len(problems)} problems, e.g. {problems[:5]}"


def _says_cases() -> list[tuple[str, dict]]:
    out = []
    for seed in range(60):
        rng = random.Random(8000 + seed)
        sc = random_street(rng)
        acts = sc["actions"]
        cut = rng.randint(0, len(acts))
        who = rng.choice(sc["seats"])
        n = rng.choice((150, 400, 1200, 7))
        for k, words in enumerate((f"raise -{n}", f"raise {n} {n}", f"bet {n} {n + 1}", "fiddle", "raise 0", "bet 0",
                                   f"raise to {n}.5 thousand", "five thousand thousand", f"raise {n}x",
                                   f"{rng.choice(('call', 'raise'))} twelve blah", "raise to", "0", f"raise −{n}")):
            out.append((f"s{seed}-t{k}", {**sc, "actions": [*acts[:cut], f'{who} says "{words}"']}))
    return out


@pytest.mark.parametrize("half", [0, 1], ids=["first-half", "held-back-half"])
def test_words_the_grammar_cannot_read_in_every_language(half):
    cases = []
    for name, sc in _says_cases():
        if _half(name) == half:
            try:
                ask(sc)
            except RulesError as exc:
                cases.append((name, exc))
    kinds = {exc.why.arg("why").kind for _, exc in cases if exc.why is not None and exc.why.kind == "err-says"}
    assert len(cases) > 200 and len(kinds) >= 6, (len(cases), sorted(kinds))
    typed = sum(exc.why is not None and exc.where is not None for _, exc in cases)
    untyped = sorted({str(exc)[:90] for _, exc in cases if exc.why is None or exc.where is None})
    assert typed / len(cases) >= 0.9, f"{typed} of {len(cases)} typed; untyped e.g. {untyped[:8]}"
    problems = [p for name, exc in cases for p in _check(name, exc)]
    assert problems == [], f"{len(problems)} problems, e.g. {problems[:5]}"


def _chip_cases() -> list[tuple[str, dict]]:
    out = []
    for seed in range(50):
        rng = random.Random(6000 + seed)
        sc = random_street(rng)
        acts = sc["actions"]
        cut = rng.randint(0, len(acts))
        who = rng.choice(sc["seats"])
        v = rng.choice((25, 100, 500, 1000))
        for k, spec in enumerate((f"{v}+", f"+{v}", f"{v}++{v}", f"{v}+abc", f"-{v}x2", f"{v}x0", "0", f"{v}x200000",
                                  f"{v}x٣", f"{v}x-2", "9" * rng.randint(31, 40), f"{v}xx2", f"0{v}x2", f"{v}.5")):
            out.append((f"c{seed}-t{k}", {**sc, "actions": [*acts[:cut], f"{who} push {spec}"]}))
    return out


@pytest.mark.parametrize("half", [0, 1], ids=["first-half", "held-back-half"])
def test_a_mistyped_chip_spec_reads_in_every_language(half):
    cases = []
    for name, sc in _chip_cases():
        if _half(name) == half:
            try:
                ask(sc)
            except RulesError as exc:
                cases.append((name, exc))
    kinds = {exc.why.kind for _, exc in cases if exc.why is not None}
    assert len(cases) > 250 and len(kinds) >= 5, (len(cases), sorted(kinds))
    typed = sum(exc.why is not None and exc.where is not None for _, exc in cases)
    untyped = sorted({str(exc)[:90] for _, exc in cases if exc.why is None or exc.where is None})
    assert typed / len(cases) >= 0.9, f"{typed} of {len(cases)} typed; untyped e.g. {untyped[:8]}"
    problems = [p for name, exc in cases for p in _check(name, exc)]
    assert problems == [], f"{len(problems)} problems, e.g. {problems[:5]}"


def _key_cases() -> list[tuple[str, dict]]:
    out = []
    for seed in range(30):
        rng = random.Random(4000 + seed)
        bb = rng.choice((100, 200, 400))
        seats = ["A", "B", "C", "D", "E"][: rng.randint(3, 5)]
        stranger = rng.choice(("Zed", "Q9", "Ziggy"))
        base = {"seats": seats, "blinds": f"{bb // 2}/{bb}"}
        out += [(f"y{seed}-stacks", {**base, "stacks": {stranger: 10 * bb}}),
                (f"y{seed}-ask", {**base, "ask": stranger}),
                (f"y{seed}-ante", {**base, "ante": {stranger: bb // 4}}),
                (f"y{seed}-straddle-who", {**base, "straddle": stranger}),
                (f"y{seed}-straddle-short", {**base, "stacks": {seats[2]: bb}, "straddle": seats[2]}),
                (f"y{seed}-straddle-limit", {**base, "game": "LHE", "straddle": {"player": seats[2], "amount": 3 * bb}}),
                (f"y{seed}-blind-none", {**base, "blind_chips": {seats[-1] if len(seats) > 3 else seats[0]: str(10 * bb)}}),
                (f"y{seed}-blind-few", {**base, "blind_chips": {seats[1]: f"{bb // 4}x2"}})]
    return out


def test_a_key_naming_a_stranger_or_a_table_that_cannot_be_set_up_reads_in_every_language():
    cases = []
    for name, sc in _key_cases():
        try:
            ask(sc)
        except RulesError as exc:
            cases.append((name, exc))
    kinds = {exc.why.kind for _, exc in cases if exc.why is not None}
    assert len(cases) >= 200 and {"err-unknown-player", "err-straddle-short", "err-blind-chips-few"} <= kinds, (
        len(cases), sorted(kinds))
    typed = sum(exc.why is not None and exc.where is not None for _, exc in cases)
    untyped = sorted({str(exc)[:90] for _, exc in cases if exc.why is None or exc.where is None})
    assert typed / len(cases) >= 0.75, f"{typed} of {len(cases)} typed; untyped e.g. {untyped[:8]}"
    problems = [p for name, exc in cases for p in _check(name, exc)]
    assert problems == [], f"{len(problems)} problems, e.g. {problems[:5]}"
