"""Polish and Russian table talk: a declaration's words read into the words of the grammar of ``says``
(:mod:`rulescore.input.saying`), which then rules them exactly as their English equivalents.

``podbijam do tysiąca dwustu`` is read as ``raise to 1200``, ``рейз на пятьсот`` as ``raise by 500``,
``sprawdzam`` as ``call``, ``va banque`` / ``ва-банк`` as ``allin``, ``pula`` / ``банк`` as ``pot``; the
English terms those rooms mix in (``raise do 1200``, ``рейз 1200``, ``колл``) read as they are.

* **Words.** Every form comes from ``data/talk-forms.json``, made at build time from the lemmas of
  ``guide/talk-lexicon.yaml`` by the languages' morphology libraries (guide/talkforms.py: Morfeusz 2 for
  Polish, pymorphy3 for Russian, num2words for the number words' lemmas): the first person of a verb
  (``podbijam``, ``podbiję``, ``повышаю``, ``повышу``), the nominative and accusative of a noun (``pulę``,
  ``ставку``), every case and gender of a number word (``dwustu``, ``dwóch``, ``двухсот``, ``полутора``,
  ``тыщи``). Nothing here lists an inflected form. ``ё`` is read as ``е``.
* **Numbers in words** add up as they are said, with falling scales (``dwa tysiące czterysta``, ``тысячу
  пятьсот``), a half (``dwa i pół tysiąca``, ``две с половиной тысячи``, ``półtora``, ``полторы``); a number
  without a hundred or a scale word (``dwa``, ``пять``, ``dwanaście``) is the shorthand TDA 57 reads against the
  pot, as "two" is. What is not a number as said (``dwa dwieście``, ``sto sto``: two numbers in a row;
  ``tysiąc tysięcy``) is refused by the grammar as in English.
* **Digits** as those rooms write them (:func:`rulescore.input.amounts.room_number`): ``1 200`` and ``1.200`` are
  1200, ``1,5 tys.`` and ``1,5k`` are 1500, ``1,2к`` (Cyrillic к) 1200; ``1,200`` is refused (1.2 there,
  1200 in English).
* **The language**: a scenario's ``lang:``, else :func:`detect` (Cyrillic is Russian; a word of the Polish
  table is Polish). A Russian word in a Polish declaration (or the reverse) is refused naming both languages;
  a word mixing Latin and Cyrillic letters (``pоdbijam`` with a Cyrillic о) is refused naming the letter.

The table is read on the first declaration that is not English (:func:`keep` reads its text beforehand, for the
phone page's snapshot). Pure Python and the standard library.
"""

from __future__ import annotations

import json
import re
import unicodedata
from functools import lru_cache

from ..datafiles import data_dir
from ..records.errors import ScenarioError
from ..records.vocabulary import Note
from .amounts import room_number

FORMS_FILE = "talk-forms.json"
#: The version of the table's shape this module reads (guide/talkforms.py's VERSION).
VERSION = 1
#: The languages whose table talk is read here (English is the grammar's own).
TALK_LANGUAGES = ("pl", "ru")
#: Where a number inside the words stands, for the one reader of numbers (its refusal as a record).
_AMOUNT = Note.of("where-key", key="the amount")
#: The grammar's own words (a Polish or Russian declaration may mix them in; they say nothing of the language).
_GRAMMAR = frozenset({"fold", "check", "call", "raise", "bet", "allin", "all", "in", "pot", "min", "minimum", "to",
                      "by", "k", "complete", "it", "the", "more", "another", "make", "play", "for", "minus"})
_POLISH_LETTERS = frozenset("ąćęłńóśźż")
_WORD_SPLIT = re.compile(r"[-‐‑–—,;:!?.()\"'«»„“”]+")
_DASHES = "-‐‑–"

#: Amounts are added up in thousandths of a chip, as the grammar of says adds them ("dwa i pół" stays exact).
MILLI = 1000

_kept: str | None = None


class Refused(Exception):
    """The grammar of says cannot read the words; the message says why (``note``: the same as a record)."""

    def __init__(self, message: str, note: Note | None = None) -> None:
        super().__init__(message)
        self.note = note


class Tok(str):
    """A word of Polish or Russian table talk read as the grammar's word: it compares as that word
    (``podbijam`` is ``raise``, ``do`` is ``to``, ``tysiąca`` after digits is ``thousand``, ``1 200`` is
    ``1200``) and messages show it as said."""

    said: str

    def __new__(cls, word: str, said: str) -> Tok:
        tok = super().__new__(cls, word)
        tok.said = said
        return tok


class Num(Tok):
    """Number words of Polish or Russian table talk read into one amount (``tysiąca dwustu``, ``półtora``):
    the grammar takes it as a number already read."""

    milli: int
    """The amount in thousandths of a chip."""
    scaled: bool
    """Said with a scale word or a hundred (``dwa tysiące``, ``dwieście``; not ``dwa``)."""

    def __new__(cls, said: str, milli: int, scaled: bool) -> Num:
        tok = str.__new__(cls, f"{milli / MILLI:g}")
        tok.said, tok.milli, tok.scaled = said, milli, scaled
        return tok


def said(toks: list[str]) -> str:
    """Tokens as the player said them (a Polish or Russian word as said, not as the grammar's word)."""
    return " ".join(getattr(t, "said", t) for t in toks)
_NAMES = {"en": "English", "pl": "Polish", "ru": "Russian"}


def keep() -> None:
    """Read the table's text now (parsed on first use): the phone page's warm-up, after which no file is read."""
    global _kept
    if _kept is None:
        _kept = _path_text()


def _path_text() -> str:
    path = data_dir() / FORMS_FILE
    if not path.is_file():  # a committee's data folder ($RULESCORE_DATA) without the table: the package's own
        from ..datafiles import _PACKAGE, _TOP

        path = next((p for p in (_TOP / "data" / FORMS_FILE, _PACKAGE / "data" / FORMS_FILE) if p.is_file()), path)
    return path.read_text(encoding="utf-8")


class _Talk:
    """One language's table: each form (a word, or a phrase of words) by its meaning. (Plain classes here, not
    dataclasses: this module is imported by every ``rulescore ask``.)"""

    __slots__ = ("if_clause", "ifs", "longest", "words")

    def __init__(self, words: dict[tuple[str, ...], str], ifs: frozenset[str], if_clause: frozenset[str]) -> None:
        self.words, self.longest, self.ifs, self.if_clause = words, max(map(len, words)), ifs, if_clause


@lru_cache(maxsize=1)
def _tables() -> dict[str, _Talk]:
    raw = json.loads(_kept if _kept is not None else _path_text())
    if raw.get("version") != VERSION:
        raise RuntimeError(f"{FORMS_FILE} has version {raw.get('version')}, this rulescore reads {VERSION}")
    out = {}
    for lang in TALK_LANGUAGES:
        words = {tuple(form.split()): meaning for meaning, forms in raw[lang]["forms"].items() for form in forms}
        out[lang] = _Talk(words, frozenset(raw[lang]["if"]), frozenset(raw[lang]["if_clause"]))
    return out


def _fold(text: str) -> str:
    return text.replace("ё", "е")


def _words(text: str) -> list[str]:
    return [w for w in _WORD_SPLIT.split(_fold(text).replace("/", " ")) for w in w.split() if w]


# ------------------------------------------------------------------------------------------- language
def _cyrillic(c: str) -> bool:
    return "CYRILLIC" in unicodedata.name(c, "")


def check_scripts(text: str) -> None:
    """Refuse a word that mixes Latin and Cyrillic letters (``pоdbijam`` with a Cyrillic о, ``рeйз`` with a
    Latin e): it looks like one word and is none, in either language."""
    for word in re.findall(r"[^\W\d_]+", text):
        if word.isascii():
            continue
        kinds = {_cyrillic(c) for c in word}
        if len(kinds) == 2:
            cyr = sum(map(_cyrillic, word)) * 2 >= len(word)  # the odd letter is the script of fewer
            odd = next(c for c in word if _cyrillic(c) != cyr)
            raise Refused(f"{word!r} mixes Latin and Cyrillic letters (U+{ord(odd):04X} {unicodedata.name(odd, '')})",
                           Note.of("say-mixed-script", quoted=repr(word), code=f"U+{ord(odd):04X}",
                                   cname=unicodedata.name(odd, "unnamed")))


def detect(text: str) -> str | None:
    """The language of words that are not English: ``ru`` when they have Cyrillic letters, ``pl`` when a word
    is in the Polish table (or has a Polish letter), ``None`` when neither."""
    if any(_cyrillic(c) for c in text):
        return "ru"
    if any(c in _POLISH_LETTERS for c in text) or _foreign_word(_words(text), "pl") is not None:
        return "pl"
    return None


def _foreign_word(words: list[str], lang: str) -> str | None:
    """The first word (or set phrase: ``va banque``) of ``words`` that ``lang``'s table knows, the grammar's
    own words aside."""
    talk = _tables()[lang]
    for i in range(len(words)):
        for n in range(min(talk.longest, len(words) - i), 0, -1):
            span = tuple(words[i:i + n])
            if span in talk.words and not set(span) <= _GRAMMAR:
                return " ".join(span)
    return None


def not_lang(text: str, lang: str, other: str) -> Refused:
    """The refusal of words in ``other`` where the scenario says ``lang``."""
    words = _words(text)
    word = (next((w for w in words if any(_cyrillic(c) for c in w)), None) if other == "ru" else
            _foreign_word(words, other) or next((w for w in words if set(w) & _POLISH_LETTERS), None)) or text
    return Refused(f"{word!r} is a {_NAMES[other]} word, not {_NAMES[lang]} (lang: {lang})",
                    Note.of("say-not-lang", quoted=repr(word), other=other, lang=lang))


def conditional(text: str, lang: str) -> bool:
    """Whether the words are a conditional statement (TDA 59-A): ``jeśli`` / ``если`` (or the English ``if``)
    with more words after it; ``jak`` only when a second clause follows (``jak sprawdzisz, to przebijam``)."""
    table = _tables()[lang]
    words = _words(text)
    for w in words[:-1]:
        if w in table.ifs or w in ("if", "unless"):
            return True
        if w in table.if_clause and re.search(r"[,—–]|\s-\s|\sto\s|\sто\s", text):
            return True
    return False


# ------------------------------------------------------------------------------------------- tokens
class _Item:
    """A word (or phrase, or digits) of the declaration with what the table says it means."""

    __slots__ = ("digits", "meaning", "said")

    def __init__(self, meaning: str | None, said: str, digits: str | None = None) -> None:
        self.meaning = meaning
        """What the table says the word means (``raise``, ``n200``, ``s1000``, ``and`` ...), or ``None``."""
        self.said = said
        self.digits = digits
        """For digits: the number as the one reader spells it (``1200``, ``1.5``, ``1.2k``)."""


def tokens(text: str, lang: str) -> list[str]:
    """The grammar's tokens for Polish or Russian words (``lang``): its words as :class:`Tok`, each amount in
    words as one :class:`Num`, other words as they are (English words the grammar reads, or words it refuses)."""
    talk = _tables()[lang]
    other = "ru" if lang == "pl" else "pl"
    items: list[_Item] = []
    for chunk in _chunks(text):
        if any(c.isdigit() or (unicodedata.numeric(c, None) is not None and not c.isalpha()) for c in chunk):
            said = chunk.rstrip(",;:!?")
            try:
                spelt = room_number(said, "the amount", where=_AMOUNT)
            except ScenarioError as exc:
                raise Refused(exc.detail.removeprefix("the amount: "), exc.why) from None
            items.append(_Item(None, said, spelt))
            continue
        parts = [p for p in _WORD_SPLIT.split(chunk) if p]
        if parts and chunk[0] in _DASHES and _number_word(talk, parts[0]):
            items.append(_Item(None, chunk[0]))  # a minus sign before number words, refused as a sign
        if parts and chunk[-1] in _DASHES and _number_word(talk, parts[-1]):
            parts[-1] += chunk[-1]  # a half word ("dwadzieścia-"), refused as written
        items.extend(_Item(None, p) for p in parts)
    items = _phrases(items, talk, lang, other)
    return _read_numbers(items)


def _chunks(text: str) -> list[str]:
    """The words of ``text`` split at spaces, with the groups of a number written with spaces joined
    (``1 200``, ``12 500 000``): in those rooms a space groups thousands."""
    out: list[str] = []
    for chunk in _fold(text).split():
        if out and re.fullmatch(r"[0-9]{3}(?:,[0-9]+)?[kк]?[,;:!?]*", chunk) and re.fullmatch(
                r"[1-9][0-9]{0,2}(?: [0-9]{3})*", out[-1]):
            out[-1] += " " + chunk
        else:
            out.append(chunk)
    return out


def _number_word(talk: _Talk, word: str) -> bool:
    meaning = talk.words.get((word,))
    return meaning is not None and meaning[0] in "ns"


def _phrases(items: list[_Item], talk: _Talk, lang: str, other: str) -> list[_Item]:
    """Each word (or set phrase, longest first) with its meaning in ``lang``'s table."""
    out: list[_Item] = []
    i = 0
    while i < len(items):
        if items[i].digits is not None:
            out.append(items[i])
            i += 1
            continue
        for n in range(min(talk.longest, len(items) - i), 0, -1):
            span = items[i:i + n]
            if any(x.digits is not None for x in span):
                continue
            meaning = talk.words.get(tuple(x.said for x in span))
            if meaning is not None:
                out.append(_Item(meaning, " ".join(x.said for x in span)))
                i += n
                break
        else:
            word = items[i].said
            if word not in _GRAMMAR and ((lang == "pl" and any(_cyrillic(c) for c in word))
                                         or (word,) in _tables()[other].words):
                raise not_lang(word, lang, other)
            out.append(items[i])
            i += 1
    if out and out[0].meaning == "drop" and len(out) > 1:  # "ja sprawdzam", «я уравниваю»: the pronoun
        out = out[1:]
    return out


def _kind(item: _Item) -> tuple[str, float] | None:
    """A number word's class and value: ``H`` hundreds, ``T`` tens, ``U`` 0-19, ``F`` one and a half, ``S`` a
    scale; ``None`` for digits and other words."""
    m = item.meaning
    if m is None:
        return None
    if m[0] == "s" and m[1:].isdigit():
        return "S", int(m[1:])
    if m[0] == "n":
        v = float(m[1:])
        return ("F" if v != int(v) else "H" if v >= 100 else "T" if v >= 20 else "U"), v
    return None


_SCALE_WORDS = {1000: "thousand", 1_000_000: "million"}


def _read_numbers(items: list[_Item]) -> list[str]:
    """The grammar's tokens: number words read into one :class:`Num` each; digits as the one reader spells
    them, a scale word after them as the English one (``1,5 tysiąca``: ``1.5 thousand``), ``tys.`` / ``тыс.``
    glued on as ``k`` (``2 tys.``: ``2k``); the grammar's words as :class:`Tok`."""
    toks: list[str] = []
    i = 0
    while i < len(items):
        x = items[i]
        if x.digits is not None:
            nxt = items[i + 1] if i + 1 < len(items) else None
            if nxt is not None and nxt.meaning == "k" and not x.digits.endswith("k"):
                toks.append(Tok(x.digits + "k", f"{x.said} {nxt.said}"))  # 1,25 tys. is 1.25k: the one reader reads or refuses it
                i += 2
                continue
            toks.append(Tok(x.digits, x.said))
            if nxt is not None and (k := _kind(nxt)) and k[0] == "S" and not x.digits.endswith("k"):
                toks.append(Tok(_SCALE_WORDS[int(k[1])], nxt.said))
                i += 1
            i += 1
            continue
        run = _number(items, i)
        if run is not None:
            toks.append(run[0])
            i = run[1]
            continue
        if x.meaning is None or x.meaning in ("and", "half", "drop", "k") or _kind(x):
            toks.append(x.said)  # a word the grammar reads as it is (English), or refuses as said
        else:
            toks.extend(Tok(word, x.said) for word in x.meaning.split())
        i += 1
    return toks


def _group(items: list[_Item], i: int) -> tuple[int, int, bool] | None:
    """One group of number words below a thousand at ``items[i]`` (``dwieście pięćdziesiąt``, ``półtora``),
    with ``i pół`` / ``с половиной`` after it: ``(thousandths, next index, with a hundred)``."""
    kind = _kind(items[i])
    if kind is None or kind[0] == "S":
        return None
    if kind[0] == "F":
        value, j, hundred = int(kind[1] * MILLI), i + 1, False
    else:
        value, j, hundred, before = 0, i, False, ""
        for cls in "HTU":
            if j < len(items) and (word := _kind(items[j])) and word[0] == cls:
                if cls == "U" and ((word[1] == 0 and j > i) or (before == "T" and word[1] >= 10)):
                    break  # "sto zero", "dwadzieścia dwanaście": a new number, not part of this one
                value, hundred, j, before = value + int(word[1]) * MILLI, hundred or cls == "H", j + 1, cls
    if j + 1 < len(items) and items[j].meaning == "and" and items[j + 1].meaning == "half":
        value, j = value + MILLI // 2, j + 2
    return value, j, hundred


def _number(items: list[_Item], i: int) -> tuple[Num, int] | None:
    """An amount of number words at ``items[i]``, scales falling (``dwa tysiące czterysta``, ``тысячу
    пятьсот``); ``None`` when none starts there."""
    start, total, scaled, last = i, 0, False, None
    while i < len(items):
        group = _group(items, i)
        if group is None:
            kind = _kind(items[i])
            if kind is None or kind[0] != "S":
                break
            group = (MILLI, i, False)  # "tysiąc", «тысячу»: one thousand
        value, j, hundred = group
        kind = _kind(items[j]) if j < len(items) else None
        if kind is None or kind[0] != "S":
            total, scaled, i = total + value, scaled or hundred, j
            break
        scale = int(kind[1])
        if last is not None and scale >= last:
            shown = " ".join(x.said for x in items[start:j + 1])
            raise Refused(f"{shown!r} is not a number as it is said", Note.of("say-not-said", quoted=repr(shown)))
        total, scaled, last, i = total + value * scale, True, scale, j + 1
    if i == start:
        return None
    return Num(" ".join(x.said for x in items[start:i]), total, scaled), i


__all__ = ["FORMS_FILE", "MILLI", "TALK_LANGUAGES", "Num", "Refused", "Tok", "check_scripts", "conditional", "detect", "keep",
           "not_lang", "said", "tokens"]
