"""Search words in English, Polish and Russian: one reading of what a TD types, for the guide's search and the
explorer's example search.

The guide's search page (guide/search/analyzer.js, in the browser) and :func:`rank_examples` (the explorer, in
Python) read a query the same way:

* **Words.** :func:`words` splits text into lower-case words (NFKC, ``ё`` as ``е``, "1,000" and "5k" as digits,
  a hyphenated word as one: "all-in" is ``allin``, "хедз-ап" is ``хедзап``).
* **Forms.** A word becomes its *key* through the forms table (``data/search-forms.json``): every form of every
  word the search knows (the rules in three languages, the table-talk lexicon, the catalogue) with its key, the
  stem of its lemma. The table is made at build time by well-kept libraries (guide/rsforms.py: simplemma for
  Polish and English lemmas, pymorphy3 for Russian ones and their paradigms, the Snowball stemmers of
  ``snowballstemmer``); nothing here lemmatises, so this module is pure Python and imports quickly. A form the
  table lacks is looked up without its diacritics ("zeton" for "żeton"), then as a known form it begins with
  (an ending the table never saw), then with one or two typing errors ("misdael"); :func:`Forms.keys` says how.
* **Rule numbers and ids.** :func:`read_query` reads "47", "r47", "rule 47", "TDA 47-A", "RP-11", "przepis 47",
  "правило 47", "п. 35" and catalogue ids ("ia 10 1" is IA-10-1) before any words.
* **Table talk.** The lexicon (``data/search-lexicon.yaml``) names *kinds* of what happens at the table (a
  single chip, several chips, a short all-in, a declaration, out of turn, an under-bet, ...) and the words for
  each in the three languages; :func:`kinds_in` finds them in a query, a negation before them ("nobody all-in",
  "bez słowa", "никто не в олл-ине") turning them round. :func:`kinds_of_ruling` reads the same kinds off a
  computed :class:`~rulescore.records.ruling.Ruling`, so that a card carries what happens in it.

Nothing here decides a rule: the kinds are read from rulings the engine computed.

The module is a little over 800 lines on purpose: it is the Python twin of guide/search/analyzer.js and the
kinds of engine.js, and the page's parity test compares the two readings word for word; split in two, each half
would have to be kept in step with one script.
"""

from __future__ import annotations

import json
import re
import unicodedata
from bisect import bisect_left
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from .datafiles import data_dir
from .records.vocabulary import LANGUAGES, Game, Structure

# ------------------------------------------------------------------------------------------- words
#: A word: letters and digits, with inner apostrophes or hyphens; "%" is a word of its own.
WORD = re.compile(r"[^\W_]+(?:['’\-][^\W_]+)*|%")
_DASHES = re.compile("[\u2010-\u2015\u2212]")
_THOUSANDS = re.compile(r"(\d)[,\u00a0\u202f](?=\d{3}(?!\d))")
_KILO = re.compile(r"\b(\d+)k\b")
#: Words for "per cent" in the three languages: the same word as "%".
_PERCENT = re.compile(r"^(?:percent|percentage|pct|procent\w*|проц\w*)$")
_AMOUNTS = re.compile(r"\d+(?:-\d+)+")


def normalize(text: str) -> str:
    """Lower case, NFKC, ``ё`` as ``е``, dashes as "-", "1,000" as 1000 and "5k" as 5000."""
    s = unicodedata.normalize("NFKC", str(text or "")).lower().replace("ё", "е")
    s = _DASHES.sub("-", s)
    s = _THOUSANDS.sub(r"\1", s)
    return _KILO.sub(lambda m: str(int(m.group(1)) * 1000), s)


def words(text: str) -> list[str]:
    """The words of ``text`` (see :func:`normalize`); a hyphenated word joined ("all-in" -> ``allin``), an
    English possessive dropped ("player's" -> ``player``), a word for per cent as ``%``."""
    out = []
    for w in WORD.findall(normalize(text)):
        if _AMOUNTS.fullmatch(w):  # "200-400": two amounts (the blinds), not one word
            out += w.split("-")
            continue
        w = re.sub(r"['’]s$", "", w)
        w = re.sub(r"['’\-]", "", w)
        if w:
            out.append("%" if _PERCENT.match(w) else w)
    return out


def fold(word: str) -> str:
    """A word without its diacritics (``żeton`` -> ``zeton``, ``ł`` -> ``l``): what a phone keyboard without
    Polish letters types."""
    if word.isascii() or _CYRILLIC.search(word):
        return word
    s = unicodedata.normalize("NFD", word)
    return "".join(c for c in s if not unicodedata.combining(c)).replace("ł", "l")


_CYRILLIC = re.compile("[\u0400-\u04ff]")


def script(word: str) -> str:
    """``ru`` for a Cyrillic word, else ``latin`` (English or Polish)."""
    return "ru" if _CYRILLIC.search(word) else "latin"


# ------------------------------------------------------------------------------------------- forms
@dataclass
class Forms:
    """The forms table: every known form with its keys (see the module docstring)."""

    forms: dict[str, tuple[str, ...]]
    folded: dict[str, tuple[str, ...]] = field(default_factory=dict)
    ordered: list[str] = field(default_factory=list)
    latin: dict[str, tuple[str, ...]] = field(default_factory=dict)
    """Russian forms by their Latin skeleton (:func:`latin_skeleton`), made when first needed."""

    @classmethod
    def from_table(cls, table: dict) -> Forms:
        """The table as written by guide/rsforms.py: ``{"forms": encode_forms(...)}``."""
        forms: dict[str, list[str]] = {}
        for key, listed in decode_forms(table["forms"]).items():
            for form in listed:
                forms.setdefault(form, []).append(key)
        folded: dict[str, list[str]] = {}
        for form, keys in forms.items():
            f = fold(form)
            if f != form and f not in forms:
                for k in keys:
                    if k not in folded.setdefault(f, []):
                        folded[f].append(k)
        return cls(forms={f: tuple(k) for f, k in forms.items()}, folded={f: tuple(k) for f, k in folded.items()},
                   ordered=sorted(set(forms) | set(folded)))

    def keys(self, word: str, typos: bool = True) -> tuple[tuple[str, ...], str]:
        """The keys of one word (as :func:`words` gives it) and how they were found: ``form`` (the table has
        it), ``folded`` (without diacritics), ``ending`` (a known form it begins with, one letter shorter, or up
        to four when nothing nearer is found), ``translit`` (a Russian word typed in Latin letters: "igrok" is
        игрок), ``typo`` (one typing error, or two in a word of eight letters or more: "overchp" is overchip, not
        "over" and an ending), ``family`` (a known form sharing the word's start but its ending: "подсказывал"
        finds подсказки, tried before two typing errors, which would find показывал), ``number`` or ``unknown``
        (its folded self)."""
        if word.isdigit() or word == "%":
            return (word,), "number"
        if word in self.forms:
            return self.forms[word], "form"
        f = fold(word)
        if f in self.forms:
            return self.forms[f], "folded"
        if f in self.folded:
            return self.folded[f], "folded"
        ending = self._ending(f)
        if ending and ending[1] == 1:
            return ending[0], "ending"
        russian = self._translit(f)
        if russian:
            return russian, "translit"
        near = self._near(f, 1) if typos else ()
        if near:
            return near, "typo"
        family = self._family(f) if typos else ()
        if family:
            return family, "family"
        near = self._near(f, 2) if typos and len(f) >= 8 else ()
        if near:
            return near, "typo"
        if ending:
            return ending[0], "ending"
        return (f,), "unknown"

    def _ending(self, f: str) -> tuple[tuple[str, ...], int] | None:
        """The keys of the longest known form ``f`` begins with, one to four letters shorter (at least four
        letters left, five when four are cut), and how many letters were cut."""
        if len(f) < 5:
            return None
        for cut in range(1, 5):
            stem = f[:-cut]
            if len(stem) < (4 if cut < 4 else 5):
                break
            got = self._lookup(stem)
            if got:
                return got, cut
        return None

    def _lookup(self, form: str) -> tuple[str, ...]:
        return self.forms.get(form) or self.folded.get(form) or ()

    def _translit(self, f: str) -> tuple[str, ...]:
        """The keys of the Russian forms a Latin word spells (:func:`latin_skeleton`), when they are at most two."""
        if len(f) < 3 or not f.isascii() or not f.isalpha():
            return ()
        if not self.latin:
            self.latin = _latin_forms(self.forms)
        got = self.latin.get(latin_skeleton(f), ())
        return got if len(got) <= 2 else ()

    def _family(self, f: str) -> tuple[str, ...]:
        """The keys of the known forms that begin as ``f`` does once its ending is cut (at least five letters and
        three fifths of the word left; the longest such start), when they are all one key: a derived word of the
        same stem (балансируют, балансировка; dyskwalifikowali, dyskwalifikacja), not a start two words share
        (przeciwko: przeciwnik and przeciwsłoneczne)."""
        least = max(5, -(-3 * len(f) // 5))
        for n in range(len(f) - 1, least - 1, -1):
            stem = f[:n]
            lo = bisect_left(self.ordered, stem)
            keys: list[str] = []
            for form in self.ordered[lo:]:
                if not form.startswith(stem):
                    break
                for k in self._lookup(form):
                    if k not in keys:
                        keys.append(k)
                if len(keys) > 1:
                    return ()
            if keys:
                return tuple(keys)
        return ()

    def _near(self, word: str, limit: int) -> tuple[str, ...]:
        """Keys of the known forms closest to ``word`` within ``limit`` typing errors; none when the closest forms
        have more than two keys between them (a guess, not a typo)."""
        if len(word) < 4:
            return ()
        best, found = limit + 1, []
        for form in self._candidates(word, limit):
            d = distance(word, form, limit + 1)
            if d > limit:
                continue
            if d < best:
                best, found = d, [form]
            elif d == best:
                found.append(form)
        keys: list[str] = []
        for form in sorted(found):
            for k in self._lookup(form):
                if k not in keys:
                    keys.append(k)
        return tuple(keys) if len(keys) <= 2 else ()

    def _candidates(self, word: str, limit: int) -> Iterable[str]:
        """Known forms sharing the first letter (a typing error rarely hits the first) whose length is within
        ``limit`` of the word's."""
        lo = bisect_left(self.ordered, word[0])
        for form in self.ordered[lo:]:
            if not form.startswith(word[0]):
                break
            if abs(len(form) - len(word)) <= limit:
                yield form


#: Russian letters in Latin ones, one spelling of each (the skeleton then reads every usual spelling alike).
_CYR_LATIN = dict(zip("абвгдежзийклмнопрстуфхцчшщъыьэюя",
                      ["a", "b", "v", "g", "d", "e", "zh", "z", "i", "i", "k", "l", "m", "n", "o", "p", "r", "s", "t",
                       "u", "f", "h", "c", "ch", "sh", "sh", "", "i", "", "e", "iu", "ia"]))
#: The usual ways of typing Russian in Latin letters, each as the skeleton's one spelling (in this order).
_LATIN_SPELLINGS = (("shch", "sh"), ("sch", "sh"), ("ch", "\x01"), ("kh", "h"), ("x", "ks"), ("tz", "c"),
                    ("ts", "c"), ("\x01", "ch"), ("w", "v"), ("q", "k"), ("j", "i"), ("y", "i"))
_REPEATS = re.compile(r"([a-z])\1+")


def latin_skeleton(word: str) -> str:
    """A Russian word (in Cyrillic or typed in Latin letters) as one Latin spelling: kh and h, ts, tz and c, y, j
    and i, ye and e, ь and nothing read alike; doubled letters once ("oll-in", "ol-in": олл-ин)."""
    s = "".join(_CYR_LATIN.get(c, c) for c in word) if _CYRILLIC.search(word) else word
    for a, b in _LATIN_SPELLINGS:
        s = s.replace(a, b)
    return _REPEATS.sub(r"\1", s).replace("ie", "e")


def _latin_forms(forms: dict[str, tuple[str, ...]]) -> dict[str, tuple[str, ...]]:
    out: dict[str, list[str]] = {}
    for form, keys in forms.items():
        if _CYRILLIC.search(form):
            got = out.setdefault(latin_skeleton(form), [])
            got += [k for k in keys if k not in got]
    return {s: tuple(k) for s, k in out.items()}


_DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz"


def encode_forms(by_key: dict[str, Iterable[str]]) -> str:
    """The forms of each key as one line ``key:f1,f2,...``, lines in key order; each form written as the length of
    the start it shares with the form before it (the key for the first), one base-36 digit, and the rest
    (``zeton:0żeton,5u,5y``: ``żeton``, ``żetonu``, ``żetony``)."""
    lines = []
    for k in sorted(by_key):
        prev, out = k, []
        for f in sorted(set(by_key[k])):
            n = 0
            while n < min(len(prev), len(f), 35) and prev[n] == f[n]:
                n += 1
            out.append(_DIGITS[n] + f[n:])
            prev = f
        lines.append(k + ":" + ",".join(out))
    return "\n".join(lines)


def decode_forms(text: str) -> dict[str, list[str]]:
    """The forms of each key from :func:`encode_forms`."""
    out: dict[str, list[str]] = {}
    for line in text.split("\n"):
        if not line:
            continue
        k, _, coded = line.partition(":")
        prev, forms = k, []
        for c in coded.split(","):
            if c:
                f = prev[:_DIGITS.index(c[0])] + c[1:]
                forms.append(f)
                prev = f
        out[k] = forms
    return out


def distance(a: str, b: str, limit: int = 3) -> int:
    """Edit distance with transpositions (optimal string alignment), stopping past ``limit``."""
    if abs(len(a) - len(b)) >= limit:
        return limit
    prev2: list[int] = []
    prev = list(range(len(b) + 1))
    for i in range(1, len(a) + 1):
        cur = [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                cur[j] = min(cur[j], prev2[j - 2] + 1)
        if min(cur) >= limit:
            return limit
        prev2, prev = prev, cur
    return min(prev[-1], limit)


FORMS_FILE = "search-forms.json"
LEXICON_FILE = "search-lexicon.yaml"


@lru_cache(maxsize=1)
def forms() -> Forms:
    """The package's forms table (``data/search-forms.json``)."""
    return Forms.from_table(json.loads((data_dir() / FORMS_FILE).read_text(encoding="utf-8")))


def keys(text: str, table: Forms | None = None) -> list[tuple[str, ...]]:
    """The keys of each word of ``text`` (see :meth:`Forms.keys`)."""
    table = table or forms()
    return [table.keys(w)[0] for w in words(text)]


# ------------------------------------------------------------------------------------ rule numbers
_RULE_WORD = (r"(?:tda(?:\s*2024)?|r|rule|rules|rule\s*no|reg|regula|reguła|reguly|reguły|przepis|przepisu|"
              r"przepisy|zasada|zasady|art|artykul|artykuł|правило|правила|правилу|пункт|п)")
_PART = r"(?:[\s.-]?([a-hа-и]))?"
_NUMBER = (r"(?:(rp|рп|recommended\s+procedure|procedura|zalecana\s+procedura|процедура|рекомендуемая\s+процедура)"
           rf"[\s.-]*)?(\d{{1,2}}){_PART}")
_RULE_ALONE = re.compile(rf"^\s*(?:(?:{_RULE_WORD}\.?\s*)+(?:#|nr\.?|no\.?|№)?\s*)?{_NUMBER}\s*$", re.I)
_NOT_PERCENT = r"(?!\s*(?:%|per\s?cent|procent|проц))"
_RULE_IN_TEXT = re.compile(rf"(?:^|[^\w])(?:(?:{_RULE_WORD}\.?\s*)+(?:#|nr\.?|no\.?|№)?\s*{_NUMBER}|(rp|рп)[\s.-]*(\d{{1,2}}){_PART})"
                           rf"{_NOT_PERCENT}(?![\w])", re.I)
_CYR_PART = {"а": "A", "б": "B", "в": "C", "г": "D", "д": "E", "е": "F", "ж": "G", "з": "H", "и": "I"}
_ID = re.compile(r"^(ia|pl|ru)[\s-]*(\d+)(?:[\s-]+(\d+[a-z]?)|([a-z]))?$|^(0\d)[.\s](\d+)$|^(0\d)-([a-j])$|"
                 r"^tda-((?:rp-)?\d+[a-z]?)(?:-(\d+[a-z]?))?$", re.I)


@dataclass(frozen=True)
class Query:
    """What a query asks for: a catalogue or source id, a TDA 2024 rule (``number``, ``part``), and its words."""

    id: str | None
    number: str | None
    part: str
    words: str


def _rule(rp: str | None, digits: str, part: str | None) -> tuple[str, str] | None:
    n = int(digits)
    if not (1 <= n <= (22 if rp else 71)):
        return None
    letter = (_CYR_PART.get(part.lower()) or part.upper()) if part else ""
    return ("RP-" if rp else "") + str(n), letter


def canonical_id(text: str) -> str | None:
    """A catalogue id or source rule id typed in any case and spacing ("ia 10 1" -> IA-10-1, "08 4" -> 08.4,
    "tda-45a-2" -> TDA-45A-2), or None."""
    m = _ID.match(_DASHES.sub("-", str(text or "").strip().lower()))
    if not m:
        return None
    if m.group(1):
        head = m.group(1).upper() + "-" + (m.group(2).zfill(2) if m.group(1) == "ia" else m.group(2))
        if m.group(3):
            return head + "-" + m.group(3).upper()
        return head + (m.group(4).upper() if m.group(4) else "")
    if m.group(5):
        return f"{m.group(5)}.{m.group(6)}"
    if m.group(9):
        return "TDA-" + m.group(9).upper() + ("-" + m.group(10).upper() if m.group(10) else "")
    return f"{m.group(7)}-{m.group(8).upper()}"


def read_query(text: str) -> Query:
    """A query's id, rule number and remaining words (the same reading as the guide's search page)."""
    text = unicodedata.normalize("NFKC", str(text or "")).strip()
    ident = canonical_id(text)
    if ident:
        return Query(ident, None, "", "")
    m = _RULE_ALONE.match(text)
    if m:
        got = _rule(m.group(1), m.group(2), m.group(3))
        if got:
            return Query(None, got[0], got[1], "")
    m = _RULE_IN_TEXT.search(text)
    if m:
        got = _rule(m.group(1), m.group(2), m.group(3)) if m.group(2) else _rule(m.group(4), m.group(5), m.group(6))
        if got:
            rest = (text[:m.start()] + " " + text[m.end():]).strip()
            return Query(None, got[0], got[1], rest)
    return Query(None, None, "", text)


# ----------------------------------------------------------------------------------------- lexicon
@dataclass(frozen=True)
class Step:
    """One step of a kind that is an order of words: a word of ``kinds``' phrases or one of ``keys``, not followed by
    one of ``unless`` ("five", not "five thousand")."""

    kinds: tuple[str, ...] = ()
    keys: frozenset[str] = frozenset()
    unless: frozenset[str] = frozenset()


@dataclass(frozen=True)
class Facing:
    """The lexicon's ``facing``: the words for a bet an amount goes with ("bet 400", "a 3k bet": ``keys``), the
    verbs of betting (``verbs``: "A поставил 400"), the
    words after which another amount is no chips put against it (``unless``: raise, all-in, blinds, pot), the words
    for a chip (``chips``), and the kinds of chips short of the bet (``short``: an undercall) and of chips over it
    but short of twice it (``over``: a raise below the minimum)."""

    short: tuple[str, ...] = ()
    over: tuple[str, ...] = ()
    keys: frozenset[str] = frozenset()
    verbs: frozenset[str] = frozenset()
    unless: frozenset[str] = frozenset()
    chips: frozenset[str] = frozenset()


@dataclass(frozen=True)
class Lexicon:
    """The table-talk lexicon: phrases (as key sequences) for each kind, negations, and the games."""

    phrases: tuple[tuple[tuple[tuple[str, ...], ...], str], ...]
    """(keys of each word of the phrase, the kind) for every phrase, longest first."""
    negations: frozenset[str]
    """Keys of the words that turn the next kind round ("nobody", "nikt", "никто", "without", "bez")."""
    reach: int = 2
    """How many words after a negation it reaches ("did not say", "nikt nie jest all-in"; not across a clause:
    "ставки не было, а он сказал колл" is a declaration)."""
    step: int = 3
    """How far apart the steps of a sequence may be."""
    sequences: tuple[tuple[str, tuple[Step, ...]], ...] = ()
    """Kinds found as an order of words (the lexicon's ``sequence``): "if" and two actions is a conditional
    statement, a declaration and a number word alone a bare number."""
    blinds: Step = Step()
    """The lexicon's ``blinds``: the words for the blinds (``keys``), the words after which an amount is no bet
    (``unless``: ante, stack, pot) and the kind of an amount below the big blind (``kinds``)."""
    facing: Facing = Facing()
    """The lexicon's ``facing``: amounts against the bet the question names (:func:`_against_the_bet`)."""


def _lexicon_data() -> dict:
    from . import yamlio

    return yamlio.read(data_dir() / LEXICON_FILE)


def split_terms(text: str) -> list[str]:
    """The phrases of a ``"a; b; c"`` list."""
    return [t.strip() for t in str(text or "").split(";") if t.strip()]


@lru_cache(maxsize=1)
def lexicon() -> Lexicon:
    """The lexicon with its phrases as keys of the package's forms table."""
    return build_lexicon(_lexicon_data(), forms())


def _word_keys(langs: dict, table: Forms) -> frozenset[str]:
    return frozenset(k for lang in LANGUAGES for w in split_terms((langs or {}).get(lang, ""))
                     for x in words(w) for k in table.keys(x)[0])


def sequence_texts(kind: dict) -> list[tuple[str, str]]:
    """The words of a lexicon kind's ``sequence`` steps (or of the lexicon's ``blinds``), as (text, language)
    pairs (for the forms table)."""
    out = []
    for st in (kind or {}).get("sequence") or ([kind] if "not_after" in (kind or {}) else []):  # blinds, facing
        for part in (st, st.get("unless") or {}, st.get("not_after") or {}, st.get("chips") or {},
                     st.get("verbs") or {}):
            out += [(str(part.get(lang, "")), lang) for lang in LANGUAGES if part.get(lang)]
    return out


def build_lexicon(data: dict, table: Forms) -> Lexicon:
    phrases = []
    sequences = []
    for kind, langs in (data.get("kinds") or {}).items():
        for lang in LANGUAGES:
            for phrase in split_terms((langs or {}).get(lang, "")):
                ks = tuple(table.keys(w)[0] for w in words(phrase) if w not in STOP_WORDS)
                if ks:
                    phrases.append((ks, str(kind)))
        if (langs or {}).get("sequence"):
            steps = tuple(Step(kinds=tuple(split_terms(st.get("kinds", ""))), keys=_word_keys(st, table),
                               unless=_word_keys(st.get("unless") or {}, table)) for st in langs["sequence"])
            sequences.append((str(kind), steps))
    phrases.sort(key=lambda p: -len(p[0]))
    neg: set[str] = set()
    for lang in LANGUAGES:
        for w in split_terms((data.get("negations") or {}).get(lang, "")):
            neg.update(table.keys(w)[0])
    b = data.get("blinds") or {}
    blinds = Step(kinds=tuple(split_terms(b.get("kind", ""))), keys=_word_keys(b, table),
                  unless=_word_keys(b.get("not_after") or {}, table))
    f = data.get("facing") or {}
    facing = Facing(short=tuple(split_terms(f.get("short", ""))), over=tuple(split_terms(f.get("over", ""))),
                    keys=_word_keys(f, table), verbs=_word_keys(f.get("verbs") or {}, table), unless=_word_keys(f.get("not_after") or {}, table),
                    chips=_word_keys(f.get("chips") or {}, table))
    return Lexicon(phrases=tuple(phrases), negations=frozenset(neg), sequences=tuple(sequences), blinds=blinds,
                   facing=facing)


def kinds_in(text: str, table: Forms | None = None, lex: Lexicon | None = None) -> dict[str, bool]:
    """The kinds a query names, each True, or False where a negation before it turns it round ("nobody all-in":
    ``{"all-in": False}``; "without a word": ``{"declaration": False}``)."""
    table = table or forms()
    lex = lex or lexicon()
    ks = [table.keys(w)[0] for w in words(text) if w not in STOP_WORDS]
    return kinds_of_keys(ks, lex)


def kinds_of_keys(ks: list[tuple[str, ...]], lex: Lexicon) -> dict[str, bool]:
    """The kinds of a query's keys (see :func:`kinds_in`); amounts between the words of a phrase do not break it
    ("three 1000 chips" is "three chips"). Then the kinds that are an order of words (:class:`Step`)."""
    below = _below_the_big_blind(ks, lex.blinds)
    short, over = _against_the_bet(ks, lex.facing)
    ks = [k for k in ks if not all(x.isdigit() for x in k)]
    found: dict[str, bool] = {}
    used = [False] * len(ks)
    spans: dict[str, list[tuple[int, int]]] = {}
    for phrase, kind in lex.phrases:
        n = len(phrase)
        for i in range(len(ks) - n + 1):
            if not all(set(phrase[j]) & set(ks[i + j]) for j in range(n)):
                continue
            spans.setdefault(kind, []).append((i, i + n))
            if any(used[i:i + n]):
                continue
            negated = any(set(ks[k]) & lex.negations for k in range(max(0, i - lex.reach), i))
            found[kind] = found.get(kind, True) and not negated if kind in found else not negated
            for j in range(i, i + n):
                used[j] = True
    for kind, steps in lex.sequences:
        if _sequence(ks, steps, spans, lex.step):
            found.setdefault(kind, True)
    if below:
        for kind in lex.blinds.kinds:
            found.setdefault(kind, True)
    for places, kinds in ((short, lex.facing.short), (over, lex.facing.over)):
        for kind in kinds if places else ():
            found.setdefault(kind, True)
    return found


def _amount(k: tuple[str, ...]) -> int | None:
    return int(k[0]) if len(k) == 1 and k[0].isdigit() else None


def _below_the_big_blind(ks: list[tuple[str, ...]], blinds: Step) -> list[int]:
    """The places of the amounts below the big blind of the blinds the query names ("opened for 700 with blinds
    500/1000": 700): two amounts, the second at most three times the first, next to a word for the blinds; then
    any other amount under the second, not right after ante, stack or pot."""
    if not blinds.keys:
        return []
    for i in range(len(ks) - 1):
        small, big = _amount(ks[i]), _amount(ks[i + 1])
        if not (small and big and small < big <= 3 * small):
            continue
        near = [j for j in (i - 2, i - 1, i + 2, i + 3) if 0 <= j < len(ks)]
        if not any(blinds.keys & set(ks[j]) for j in near):
            continue
        return [j for j, k in enumerate(ks) if j not in (i, i + 1) and (_amount(k) or 0) > 0
                and (_amount(k) or 0) < big and not (j and blinds.unless & set(ks[j - 1]))]
    return []


def _against_the_bet(ks: list[tuple[str, ...]], facing: Facing) -> tuple[list[int], list[int]]:
    """The places of the amounts short of the bet the query names and of those over it but short of twice it
    ("A bet 400, B put 150": 150; "put 1500 on a 1000 bet": 1500). The bet is the first amount right after a word
    for a bet ("bet 400", "na bet 1000"), else the first right before one ("a 3k bet"); the others count anywhere
    in the question, but not an amount right after a word of ``facing.unless`` (raise, all-in, blinds, pot, an
    amount said: "bet 400, raised to 600", "all in for 300", "told 6000") or the amount after that one ("blinds
    200/400"), and over the bet not one
    next to a word for a chip ("a 1000 chip", "żeton 1000" on a 600 bet is a single chip)."""
    def near(j: int, words: frozenset[str]) -> bool:
        return 0 <= j < len(ks) and bool(words & set(ks[j]))

    bets = [i for words in (facing.keys, facing.verbs) for i in range(len(ks)) if _amount(ks[i]) and near(i - 1, words)]
    bets += [i for i in range(len(ks)) if _amount(ks[i]) and near(i + 1, facing.keys)]
    if not facing.keys or not bets:
        return [], []
    i = bets[0]
    bet = _amount(ks[i]) or 0
    short, over = [], []
    for j, other in enumerate(ks):
        a = _amount(other) or 0
        if j == i or not a or near(j - 1, facing.unless) or (j >= 1 and _amount(ks[j - 1]) and near(j - 2, facing.unless)):
            continue
        if a < bet:
            short.append(j)
        elif bet < a < 2 * bet and not (near(j - 1, facing.chips) or near(j + 1, facing.chips)):
            over.append(j)
    return short, over


def _sequence(ks: list[tuple[str, ...]], steps: tuple[Step, ...], spans: dict[str, list[tuple[int, int]]],
              reach: int) -> bool:
    """Whether the steps are found in order, each starting at most ``reach`` words after the one before ended."""

    def at(step: Step) -> list[tuple[int, int]]:
        out = [sp for kind in step.kinds for sp in spans.get(kind, [])]
        out += [(i, i + 1) for i, k in enumerate(ks) if step.keys & set(k)]
        return [(a, b) for a, b in out if not (b < len(ks) and step.unless & set(ks[b]))]

    ends = [b for a, b in at(steps[0])]
    for step in steps[1:]:
        ends = [b for a, b in at(step) if any(e <= a < e + reach for e in ends)]
        if not ends:
            return False
    return bool(ends)


# ------------------------------------------------------------------------------- kinds of a ruling
#: The lexicon's kind of each betting structure but no-limit (a ruling's game is pot-limit or limit).
_STRUCTURE_KIND = {Structure.POT_LIMIT: "pot-limit", Structure.FIXED_LIMIT: "limit"}


def _game(name: Any) -> Game:
    """The game a scenario or a ruling names (its ``game``: the vocabulary's spelling, any case); NLHE when it names
    none or one the vocabulary does not have (the search reads what it is given, it does not refuse it); a
    ruling's own ``game`` is the vocabulary's already."""
    if isinstance(name, Game):
        return name
    try:
        return Game(str(name or Game.NLHE.value).upper())
    except ValueError:
        return Game.NLHE


def kinds_of_ruling(ruling: Any, game: str = "") -> set[str]:
    """What happens in a computed ruling, as lexicon kinds: the chips and words of its actions (silent chips,
    one chip or several, a declaration, an all-in and whether it was short), out of turn, a correction, the
    game's betting structure (``game``: the scenario's, NLHE when not given) and the street. Read off the record's actions as the engine ruled them."""
    out: set[str] = set()
    for a in getattr(ruling, "actions", ()) or ():
        written = f" {a.written} "
        verb = getattr(a.ruled_as, "value", str(a.ruled_as))
        if " push " in written and " says " not in written:
            out.add("silent")
            chips = written.split(" push ", 1)[1].split()[0] if " push " in written else ""
            out.add("multiple-chips" if ("+" in chips or "x" in chips) else "single-chip")
        if " says " in written:
            out.add("declaration")
        if a.all_in:
            out.add("all-in")
            if a.full_raise is False:
                out.add("short-all-in")
        if verb in ("count", "recount"):
            out.add("pot-count")
        rule = str(getattr(a, "rule", "") or "")
        if rule in ("08.7", "IA-11") or "undercall" in (a.note or ""):
            out.add("undercall")
        if rule in ("08.8", "IA-12"):
            out.add("under-bet")
        if "out of turn" in (a.note or ""):
            out.add("out-of-turn")
        if verb == "fold":
            out.add("fold")
        if verb == "check":
            out.add("check")
        if verb in ("raise",) and a.full_raise:
            out.add("raise")
    structure = _STRUCTURE_KIND.get(_game(game or getattr(ruling, "game", "")).structure)
    if structure:
        out.add(structure)
    street = str(getattr(ruling, "street", "") or "")
    if street:
        out.add(street)
    if getattr(ruling, "showdown", None):
        out.add("showdown")
        if "all-in" not in out:
            out.add("no-all-in")
    return out


# --------------------------------------------------------------------------------- the explorer's
@dataclass(frozen=True)
class Item:
    """A catalogue example as the explorer's search sees it: its id, TDA 2024 rule, and the keys of its words
    (id, title, chapter, source rule, game; its rule's title, paraphrase and floor terms in English, Polish and
    Russian; the table-talk words of every kind of action the lexicon ties to its rule)."""

    id: str
    tda: str
    keys: frozenset[str]
    title_keys: frozenset[str]


@lru_cache(maxsize=1)
def game_words() -> dict[Game, str]:
    """The words the explorer's search knows each game of the vocabulary by: its scenario spelling ("plo8") and
    the lexicon's ``games`` words of it in English, Polish and Russian (a game the lexicon lacks has its
    spelling alone; tests/test_textsearch.py checks that none lacks them)."""
    data = _lexicon_data().get("games") or {}
    return {g: " ".join([g.value.lower(), *(w for lang in LANGUAGES
                                            for w in split_terms(str((data.get(g.value) or {}).get(lang, ""))))])
            for g in Game}


@lru_cache(maxsize=1)
def _rule_words() -> dict[str, str]:
    """Each TDA 2024 rule's words in the three languages (data/tda2024-rules.yaml)."""
    from . import yamlio

    out = {}
    for r in yamlio.read(data_dir() / "tda2024-rules.yaml"):
        parts = [r["title"], r.get("terms", "")]
        for lang in ("pl", "ru"):
            own = r.get(lang) or {}
            parts += [own.get("title", ""), own.get("terms", "")]
        out[str(r["number"])] = " ".join(str(p) for p in parts)
    return out


@lru_cache(maxsize=1)
def _kind_words() -> dict[str, str]:
    """The lexicon's words of every kind of action, by each TDA 2024 rule the kind is about."""
    out: dict[str, list[str]] = {}
    for langs in (_lexicon_data().get("kinds") or {}).values():
        text = " ".join(str(langs.get(lang, "")) for lang in LANGUAGES)
        for n in split_terms(langs.get("tda", "")):
            out.setdefault(n, []).append(text)
    return {n: " ".join(v) for n, v in out.items()}


def example_item(ident: str, title: str, chapter: str, rule: str, source: str, tda: str, game: str = "",
                 setup: Iterable[str] = (), table: Forms | None = None) -> Item:
    """The search's view of one explorer example (see :class:`Item`); ``setup``: the parts of its setup a TD may
    search by (``straddle``, ``ante``)."""
    table = table or forms()
    base = _tda_base(tda)
    text = " ".join([ident, ident.replace("-", " "), title, chapter, rule, source, f"tda {base}" if base else "",
                     " ".join(SETUP_WORDS.get(s, s) for s in setup),
                     game_words()[_game(game)], _rule_words().get(base, ""), _kind_words().get(base, "")])
    found = {k for w in words(text) for k in table.keys(w, typos=False)[0]}
    own = {k for w in words(title) for k in table.keys(w, typos=False)[0]}
    return Item(id=ident, tda=str(tda or ""), keys=frozenset(found), title_keys=frozenset(own))


def rank_examples(query: str, items: list[Item], table: Forms | None = None) -> list[Item]:
    """The explorer's examples that match ``query``, best first: by id ("ia 10 1", "IA-10"), by TDA 2024 rule
    number ("rule 47", "TDA 47", "przepis 47"), and by words in any of the three languages, every word found
    among an example's keys (:func:`example_item`), those with more of them in the title first; a rule number
    alone keeps that rule's examples in their order."""
    table = table or forms()
    q = read_query(query)
    if q.id:
        hit = [x for x in items if x.id == q.id or x.id.startswith(q.id + "-") or x.id.startswith(q.id)]
        if hit:
            return hit
    chosen = items
    if q.number:
        chosen = [x for x in items if _tda_base(x.tda) == q.number]
    text = q.words if (q.id is None or q.number) else query
    wanted = [table.keys(w)[0] for w in words(text) if w not in STOP_WORDS]
    if not wanted:
        return list(chosen)
    scored = []
    for order, x in enumerate(chosen):
        if all(set(ks) & x.keys for ks in wanted):
            scored.append((-sum(1 for ks in wanted if set(ks) & x.title_keys), order, x))
    scored.sort(key=lambda s: (s[0], s[1]))
    return [x for _, _, x in scored]


#: Words of a hand's setup no published example has: the explorer says to set them instead.
SETUP_WORDS = {
    "straddle": "straddle straddla straddle'a страддл стреддл",
    "ante": "ante ante'a анте bba",
}


def setup_hint(query: str, present: Iterable[str] = (), table: Forms | None = None) -> str:
    """What the explorer's example list says when the query names part of a hand's setup (a straddle, an ante)
    that no example has (``present``: the setup words the examples do have): set it in the setup and enter the
    hand. Empty otherwise."""
    table = table or forms()
    asked = set(words(query))
    for what, spelled in SETUP_WORDS.items():
        if what not in set(present) and asked & set(words(spelled)):
            return f"No published example has a {what}: set one in the setup above and enter the hand."
    return ""


def _tda_base(number: Any) -> str:
    m = re.match(r"((?:RP-)?\d+)", str(number or ""))
    return m.group(1) if m else ""


#: Words that say nothing about a ruling in the three languages (the guide's search leaves them out of documents
#: and queries alike: guide/search/engine.js has the same list).
_STOP_TEXT = ("a an the of to is are was were be been and or at by for from on in into with this that these those it "
              "its w z ze i a o u na do od po za się sie to jest są sa oraz lub czy "
              "и в во на с со к ко по о об от до за из у а же бы это ли")
STOP_WORDS = frozenset(_STOP_TEXT.split())
