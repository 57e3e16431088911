"""The committee's words in English, Polish and Russian: headings, labels and the sentences the report
generates around the errata, as templates.

The wording of an erratum (its problem and its correction) is written by people in ``data/errata``;
everything around it — headings, the severity of an item, what a verdict or a conflict is called, the
count of items — comes from the templates here, so a Polish or Russian reader never meets a glued
English word. :func:`text` fills one template; :func:`count` writes a number with the noun in the form the
language needs (Polish and Russian have three plural forms).
"""

from __future__ import annotations

from typing import Any

LANGUAGES = ("en", "pl", "ru")

#: The language names, in each language.
NAMES = {"en": {"en": "English", "pl": "Polish", "ru": "Russian"},
         "pl": {"en": "angielski", "pl": "polski", "ru": "rosyjski"},
         "ru": {"en": "английский", "pl": "польский", "ru": "русский"}}

_EN: dict[str, str] = {
    "act_on": "What to act on",
    "act_on_none": "Nothing to act on.",
    "act_on_count": "{items} to the source texts, most urgent first: {parts}.",
    "rests_on_heading": "The entries the list rests on",
    "find": "Find",
    "problem": "Problem",
    "correction": "Replace with",
    "correction_n": "Replace with (item {n} of the list)",
    "in_language": "In {language}",
    "rests_on": "Rests on",
    "entries": "Entries",
    "source": "Source",
    "section": "{section}",
    "verdict": "Verdict",
    "conflicts": "Conflicts",
    "departures": "Departures from TDA 2024",
    "item": "change|changes|changes",
    "sev.ruling": "changes a ruling",
    "sev.contradiction": "contradiction",
    "sev.impossible": "impossible situation",
    "sev.missing-fact": "missing fact",
    "sev.wording": "wording",
    "sevn.ruling": "{n} that changes what happens at the table|{n} that change what happens at the table|"
                   "{n} that change what happens at the table",
    "sevn.contradiction": "{n} contradiction|{n} contradictions|{n} contradictions",
    "sevn.impossible": "{n} impossible situation|{n} impossible situations|{n} impossible situations",
    "sevn.missing-fact": "{n} missing fact|{n} missing facts|{n} missing facts",
    "sevn.wording": "{n} of wording",
    "verdict.agrees": "the printed text agrees with the rules",
    "verdict.disagrees": "the printed text is wrong",
    "verdict.underdetermined": "depends on a fact the source leaves out",
    "verdict.impossible": "cannot happen as printed",
    "verdict.discretion": "a decision the rules leave to the TD",
    "verdict.illustrated": "shown on our own figures",
    "verdict.text-only": "a rule statement with nothing to compute",
    "kind.figures": "figures",
    "kind.wording": "wording",
    "kind.missing fact": "missing fact",
    "kind.situation": "situation",
    "kind.contradiction": "contradiction",
    "finding.verdict.impossible": "{id} describes a situation that cannot happen as printed",
    "finding.verdict.figures": "{id} prints figures the rules do not give",
    "finding.verdict.missing": "{id} leaves out a fact its answer depends on",
    "finding.verdict.wording": "what {id} says in words does not hold when its situation is ruled",
    "finding.verdict.contradiction": "{id} has to change to agree with another text",
    "finding.contradiction": "{a} and {b} contradict each other",
    "finding.exception": "{a} and {b} each hold in a case of their own without saying which prevails",
    "finding.departure": "{id} departs from TDA {tda}",
    "finding.text": "the printed text of {id} has a fault of its own",
    "entry_line": "{id} · {title}",
    "quote_open": "“",
    "quote_close": "”",
    "edition": "Committee edition: errata for the {language} sources",
    "edition_blurb": "What to act on in the {language} sources, most urgent first, then the entries each change "
                     "rests on. Every verdict, conflict and departure was computed by rulescore; the wording of "
                     "each correction is the committee's.",
    "contents": "Contents",
    "printed_from": "Printed from the build of {date}",
    "sources_checked": "Sources checked",
    "of_sources": "{n} entries checked in these sources.",
    "page": "page",
    "item.head": "{n}. {place} – {severity}",
    "item.place": "{source}, {ids}",
    "scope.sentence": "Replace the sentence with",
    "scope.paragraph": "Replace the paragraph with",
    "scope.insert_after": "Add after that sentence",
    "at_table": "At the table",
    "seen": "The situation comes up in {n} of the {hands} real hands of the sample.",
    "language.pl": "Polish",
    "language.ru": "Russian",
    "language.en": "English",
    "label.rule": "rule {id}",
    "label.illustration": "illustration {id}",
    "label.example": "example {id}",
    "label.pl": "rule {n}",
    "label.pl_part": "rule {n}, part {part}",
    "label.ru": "rule {n}",
    "label.ru_part": "rule {n}, part {part}",
    "filter": "Show the errata of",
    "filter.all": "every source",
    "filter.pl": "the Polish sources",
    "filter.ru": "the Russian source",
    "source_side": "In the source's language",
    "english_side": "In English",
}

_PL: dict[str, str] = {
    "act_on": "Do poprawienia",
    "act_on_none": "Nie ma nic do poprawienia.",
    "act_on_count": "{items} w tekstach źródeł, od najpilniejszych: {parts}.",
    "rests_on_heading": "Przykłady, na których opiera się lista",
    "find": "Znajdź",
    "problem": "Problem",
    "correction": "Zastąp tekstem",
    "correction_n": "Zastąp tekstem (pozycja {n} listy)",
    "in_language": "Po {language}",
    "rests_on": "Podstawa",
    "entries": "Przykłady",
    "source": "Źródło",
    "section": "punkt {section}",
    "verdict": "Ocena",
    "conflicts": "Sprzeczności",
    "departures": "Odstępstwa od TDA 2024",
    "item": "zmiana|zmiany|zmian",
    "sev.ruling": "zmienia rozstrzygnięcie przy stole",
    "sev.contradiction": "sprzeczność",
    "sev.impossible": "sytuacja niemożliwa",
    "sev.missing-fact": "brakujący fakt",
    "sev.wording": "sformułowanie",
    "sevn.ruling": "{n} zmieniająca rozstrzygnięcie przy stole|{n} zmieniające rozstrzygnięcie przy stole|"
                   "{n} zmieniających rozstrzygnięcie przy stole",
    "sevn.contradiction": "{n} sprzeczność|{n} sprzeczności|{n} sprzeczności",
    "sevn.impossible": "{n} sytuacja niemożliwa|{n} sytuacje niemożliwe|{n} sytuacji niemożliwych",
    "sevn.missing-fact": "{n} brakujący fakt|{n} brakujące fakty|{n} brakujących faktów",
    "sevn.wording": "{n} poprawka sformułowania|{n} poprawki sformułowań|{n} poprawek sformułowań",
    "verdict.agrees": "tekst źródła zgadza się z przepisami",
    "verdict.disagrees": "tekst źródła jest błędny",
    "verdict.underdetermined": "wynik zależy od faktu, którego źródło nie podaje",
    "verdict.impossible": "sytuacja niemożliwa w opisanej postaci",
    "verdict.discretion": "decyzja pozostawiona TD",
    "verdict.illustrated": "pokazane na naszych własnych liczbach",
    "verdict.text-only": "sam tekst przepisu, bez obliczeń",
    "kind.figures": "liczby",
    "kind.wording": "sformułowanie",
    "kind.missing fact": "brakujący fakt",
    "kind.situation": "opis sytuacji",
    "kind.contradiction": "sprzeczność",
    "finding.verdict.impossible": "{id} opisuje sytuację, która w tej postaci nie może się zdarzyć",
    "finding.verdict.figures": "{id} podaje liczby, których przepisy nie dają",
    "finding.verdict.missing": "{id} pomija fakt, od którego zależy odpowiedź",
    "finding.verdict.wording": "słowa {id} nie zgadzają się z rozstrzygnięciem sytuacji",
    "finding.verdict.contradiction": "{id} trzeba zmienić, by zgadzał się z innym tekstem",
    "finding.contradiction": "{a} i {b} są ze sobą sprzeczne",
    "finding.exception": "{a} i {b} obowiązują każdy w swoim przypadku, nie mówiąc, który ma pierwszeństwo",
    "finding.departure": "{id} odbiega od zasady TDA {tda}",
    "finding.text": "w druku {id} jest błąd samego tekstu",
    "entry_line": "{id} · {title}",
    "quote_open": "„",
    "quote_close": "”",
    "edition": "Wydanie dla komisji: errata do źródeł w języku polskim",
    "edition_blurb": "Co poprawić w polskich źródłach, od najpilniejszych zmian, a potem przykłady, na których "
                     "opiera się każda zmiana. Każdą ocenę, sprzeczność i odstępstwo obliczył rulescore; "
                     "brzmienie poprawek jest dziełem komisji.",
    "contents": "Spis treści",
    "printed_from": "Wydrukowano z kompilacji z dnia {date}",
    "sources_checked": "Sprawdzone źródła",
    "of_sources": "Sprawdzone przykłady z tych źródeł: {n}.",
    "page": "strona",
    "item.head": "{n}. {place} – {severity}",
    "item.place": "{source}, {ids}",
    "scope.sentence": "Zastąp całe zdanie tekstem",
    "scope.paragraph": "Zastąp cały akapit tekstem",
    "scope.insert_after": "Dopisz po tym zdaniu",
    "at_table": "Przy stole",
    "seen": "Ta sytuacja wystąpiła w {n} z {hands} prawdziwych rozdań z próby.",
    "language.pl": "polski",
    "language.ru": "rosyjski",
    "language.en": "angielski",
    "label.rule": "punkt {id}",
    "label.illustration": "ilustracja {id}",
    "label.example": "przykład {id}",
    "label.pl": "zasada {n}",
    "label.pl_part": "zasada {n}, część {part}",
    "label.ru": "zasada rosyjska {n}",
    "label.ru_part": "zasada rosyjska {n}, część {part}",
    "filter": "Pokaż errata do",
    "filter.all": "wszystkich źródeł",
    "filter.pl": "źródeł polskich",
    "filter.ru": "źródła rosyjskiego",
    "source_side": "W języku źródła",
    "english_side": "Po angielsku",
}

_RU: dict[str, str] = {
    "act_on": "Что исправить",
    "act_on_none": "Исправлять нечего.",
    "act_on_count": "{items} в текстах источников, начиная с самых срочных: {parts}.",
    "rests_on_heading": "Примеры, на которых основан список",
    "find": "Найти",
    "problem": "Проблема",
    "correction": "Заменить на",
    "correction_n": "Заменить на (пункт {n} списка)",
    "in_language": "На языке: {language}",
    "rests_on": "Основание",
    "entries": "Примеры",
    "source": "Источник",
    "section": "пункт {section}",
    "verdict": "Оценка",
    "conflicts": "Противоречия",
    "departures": "Расхождения с TDA 2024",
    "item": "изменение|изменения|изменений",
    "sev.ruling": "меняет решение за столом",
    "sev.contradiction": "противоречие",
    "sev.impossible": "невозможная ситуация",
    "sev.missing-fact": "недостающий факт",
    "sev.wording": "формулировка",
    "sevn.ruling": "{n} влияющее на решение за столом|{n} влияющих на решение за столом|"
                   "{n} влияющих на решение за столом",
    "sevn.contradiction": "{n} противоречие|{n} противоречия|{n} противоречий",
    "sevn.impossible": "{n} невозможная ситуация|{n} невозможные ситуации|{n} невозможных ситуаций",
    "sevn.missing-fact": "{n} недостающий факт|{n} недостающих факта|{n} недостающих фактов",
    "sevn.wording": "{n} правка формулировки|{n} правки формулировок|{n} правок формулировок",
    "verdict.agrees": "текст источника согласуется с правилами",
    "verdict.disagrees": "текст источника ошибочен",
    "verdict.underdetermined": "ответ зависит от факта, которого нет в источнике",
    "verdict.impossible": "ситуация невозможна в описанном виде",
    "verdict.discretion": "решение остаётся за ТД",
    "verdict.illustrated": "показано на наших собственных цифрах",
    "verdict.text-only": "текст правила, расчёта нет",
    "kind.figures": "цифры",
    "kind.wording": "формулировка",
    "kind.missing fact": "недостающий факт",
    "kind.situation": "описание ситуации",
    "kind.contradiction": "противоречие",
    "finding.verdict.impossible": "{id} описывает ситуацию, невозможную в таком виде",
    "finding.verdict.figures": "{id} приводит цифры, которых правила не дают",
    "finding.verdict.missing": "в {id} нет факта, от которого зависит ответ",
    "finding.verdict.wording": "слова {id} не подтверждаются решением ситуации",
    "finding.verdict.contradiction": "{id} нужно изменить, чтобы он согласовался с другим текстом",
    "finding.contradiction": "{a} и {b} противоречат друг другу",
    "finding.exception": "{a} и {b} верны каждое в своём случае, но не говорят, какое из них главнее",
    "finding.departure": "{id} расходится с правилом TDA {tda}",
    "finding.text": "в напечатанном тексте {id} есть собственная ошибка",
    "entry_line": "{id} · {title}",
    "quote_open": "«",
    "quote_close": "»",
    "edition": "Издание для комиссии: исправления к русскоязычному источнику",
    "edition_blurb": "Что исправить в русском тексте правил, начиная с самых срочных изменений, а затем примеры, "
                     "на которых основано каждое изменение. Все оценки, противоречия и расхождения вычислены "
                     "программой rulescore; формулировки исправлений принадлежат комиссии.",
    "contents": "Содержание",
    "printed_from": "Напечатано по сборке от {date}",
    "sources_checked": "Проверенные источники",
    "of_sources": "Проверено примеров из этих источников: {n}.",
    "page": "страница",
    "item.head": "{n}. {place} – {severity}",
    "item.place": "{source}, {ids}",
    "scope.sentence": "Заменить всё предложение на",
    "scope.paragraph": "Заменить весь абзац на",
    "scope.insert_after": "Добавить после этого предложения",
    "at_table": "За столом",
    "seen": "Эта ситуация встретилась в {n} из {hands} реальных раздач выборки.",
    "language.pl": "польский",
    "language.ru": "русский",
    "language.en": "английский",
    "label.rule": "пункт {id}",
    "label.illustration": "иллюстрация {id}",
    "label.example": "пример {id}",
    "label.pl": "польская статья, правило {n}",
    "label.pl_part": "польская статья, правило {n}, часть {part}",
    "label.ru": "правило {n}",
    "label.ru_part": "правило {n}, пункт {part}",
    "filter": "Показать исправления к",
    "filter.all": "всем источникам",
    "filter.pl": "польским источникам",
    "filter.ru": "русскому источнику",
    "source_side": "На языке источника",
    "english_side": "По-английски",
}

TEMPLATES: dict[str, dict[str, str]] = {"en": _EN, "pl": _PL, "ru": _RU}

#: One term per concept and language, as the committee writes it everywhere (the sources' own terms in Polish
#: and Russian), with the variants it never uses (``tests/test_errata_committee.py`` reads every view for them).
GLOSSARY: dict[str, dict[str, dict]] = {
    "en": {
        "substantial action": {"term": "substantial action", "not": ["significant action"]},
        "out of turn": {"term": "out of turn", "not": ["out-of-order", "out of order"]},
        "tournament director": {"term": "TD", "not": ["tournament director's discretion"]},
        "colour-up": {"term": "colour-up", "not": ["chip-up"]},
    },
    "pl": {
        "substantial action": {"term": "znacząca akcja", "not": ["istotna akcja", "substancjalna akcja",
                                                                  "zasadnicza akcja", "significant action",
                                                                  "substantial action"]},
        "out of turn": {"term": "poza kolejnością", "not": ["out of turn"]},
        "pot": {"term": "pula", "not": ["pot size"]},
    },
    "ru": {
        "substantial action": {"term": "существенное действие", "not": ["значимое действие", "значимого действия",
                                                                         "значительное действие", "значительного действия",
                                                                         "substantial action", "significant action"]},
        "colour-up": {"term": "колор-ап", "not": ["color up", "colour-up", "чип-ап"]},
        "pot": {"term": "банк", "not": ["пот ", "пула"]},
    },
}

#: The source documents as their readers name them.
SOURCE_NAMES = {
    "IA": {"en": "Illustration Addendum (IA)", "pl": "Illustration Addendum (IA), przykłady do rozdziałów 02–09",
           "ru": "Illustration Addendum (IA), примеры к главам 02–09"},
    "S03": {"en": "Section 03 (showdown)", "pl": "Sekcja 03 – showdown", "ru": "Раздел 03 – вскрытие карт"},
    "S08": {"en": "Section 08 (betting)", "pl": "Sekcja 08 – betowanie", "ru": "Раздел 08 – ставки"},
    "PL": {"en": "article “Przepisy gry turniejowej”, part 5", "pl": "artykuł „Przepisy gry turniejowej”, część piąta",
           "ru": "статья «Przepisy gry turniejowej», часть 5"},
    "RU": {"en": "Russian rules 13–29", "pl": "zasady rosyjskie 13–29 (pule, showdown, procedury ogólne)",
           "ru": "Правила 13–29 (банки, вскрытие карт, общие процедуры)"},
}


def _form(n: int, lang: str) -> int:
    """Which of the three plural forms ``n`` takes (English uses the first for 1, the second otherwise)."""
    if lang == "en":
        return 0 if n == 1 else 1
    if n % 10 == 1 and n % 100 != 11:
        return 0 if lang == "ru" or n == 1 else 2
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return 1
    return 2


def text(lang: str, key: str, **values: Any) -> str:
    """The template ``key`` in ``lang`` with ``values`` filled in (English when the language has none)."""
    table = TEMPLATES.get(lang, _EN)
    template = table.get(key, _EN[key])
    if "|" in template:
        n = int(values.get("n", 0))
        template = template.split("|")[_form(n, lang)]
    return template.format(**values)


def count(lang: str, n: int, key: str = "item") -> str:
    """``n`` and the noun ``key`` in the right form: ``1 zmiana``, ``3 zmiany``, ``5 zmian``."""
    forms = TEMPLATES.get(lang, _EN).get(key, _EN[key]).split("|")
    return f"{n} {forms[min(_form(n, lang), len(forms) - 1)]}"


def source_name(source: str, lang: str) -> str:
    """A source document as a reader of ``lang`` names it."""
    names = SOURCE_NAMES.get(source, {})
    return names.get(lang) or names.get("en") or source


def join(items: list[str], lang: str) -> str:
    """A list in ``lang``: ``a, b and c`` / ``a, b i c`` / ``a, b и c``."""
    word = {"en": "and", "pl": "i", "ru": "и"}.get(lang, "and")
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + f" {word} " + items[-1]


def quoted(words: str, lang: str) -> str:
    """``words`` in the quotation marks of ``lang``."""
    return text(lang, "quote_open") + words + text(lang, "quote_close")


__all__ = ["GLOSSARY", "LANGUAGES", "NAMES", "SOURCE_NAMES", "TEMPLATES", "count", "join", "quoted", "source_name", "text"]
