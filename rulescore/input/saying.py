"""What a player said (a scenario's ``says "..."``), read by a tokenizer and a small grammar into a
:class:`Said`; :mod:`rulescore.rules.declarations` decides what it counts as at the table.

The grammar (words are case-insensitive; ``I``, ``I'm``, ``I am``, ``I'll``, ``I will`` before it and a comma
after the verb are ignored; the betting words of TDA 3 are read in their inflected forms too: ``calling``,
``raises``, ``re-raise``, ``shove``)::

    declaration := fold | check | call ["it" | "the bet" | amount] | allin ["for" amount] | pot | complete
                 | conditional | minimum
                 | ("raise" | "bet") ["it"] [amount ["more"]] | "raise" ["it"] ("to" | "by" | "another") amount
                 | "make it" amount | ["play" | "play for"] amount ["more"]
    allin       := ["raise" | "bet"] ("allin" | "all-in" | "all in" | "shove" | "jam")
    pot         := "pot" | "pot it" | ("bet" | "raise") ["the"] "pot"
    minimum     := ("min" | "minimum") ["raise" | "bet"] | ("raise" | "bet") ["the"] ("min" | "minimum")
    amount      := term {term}                        terms with falling scales add up
    term        := value ["and a half"] ["hundred" ["and"] [small]] [scale]
    value       := NUMBER | small | "a"               e.g. forty-two thousand, fourteen hundred, 4 thousand 2 hundred
    small       := zero .. ninety-nine
    scale       := "thousand" | "k" | "grand" | "million"

``NUMBER`` is one token of digits read by :func:`rulescore.input.amounts.read_amount`, the reader of every other
number of a scenario (``1500``, ``1,500``, ``2k``, ``1.5k``), so ``says`` refuses what plain verbs refuse: a
sign, a leading zero, ``1.0505k``, a digit that is not ASCII, too many chips. Said aloud, a number may have a
decimal point (``2.5``, ``1.5 thousand``) or a half (``two and a half``): with a scale word it must come to whole
chips; without one it is shorthand that TDA 57 reads against the pot, as "five" is. What the grammar cannot read is
refused, never glued: two numbers in a row (``1200 1200``, ``twenty twenty``), a half word (``five hun``), a
sign word (``minus``). A conditional statement (``if you bet I raise``, PL-59) is read as such.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from enum import Enum

from ..records.errors import ScenarioError
from ..records.vocabulary import Note
from . import talk
from .amounts import read_amount
from .talk import Num as _Num
from .talk import Refused as _Refused
from .talk import said as _said

#: The rule a declaration that cannot be read is refused under: verbal declarations are general words, an
#: amount, or both (TDA 40-B).
RULE = "TDA 40-B"


class Word(Enum):
    """What a declaration says, once read."""

    FOLD = "fold"
    CHECK = "check"
    CALL = "call"
    ALLIN = "allin"
    RAISE = "raise"
    """``raise``/``bet`` with or without an amount (a street total)."""
    POT = "pot"
    AMOUNT = "amount"
    """An amount alone: read like chips pushed."""
    CONDITIONAL = "conditional"
    COMPLETE = "complete"
    """``complete`` (an official term, TDA 3): make the bet faced a full bet (fixed limit, after an all-in for
    less than a full bet), else a call."""


@dataclass(frozen=True)
class Said:
    """A declaration read into its meaning."""

    word: Word
    """What kind of declaration."""
    amount: int | None = None
    """The amount named (a street total for RAISE; chips for AMOUNT), if any."""
    shorthand: bool = False
    """For AMOUNT and RAISE: a number without a scale ("five", "100", not "five thousand" or "2k"); when it is
    too small to be meant as chips it may mean more, and TDA 57 reads it against the pot."""
    by: bool = False
    """For RAISE: the amount is an increment ("raise by 500", "raise 500 more")."""
    decimals: int = 0
    """A shorthand with a fraction ("two and a half", "2.5"): :attr:`amount` counts tenths (1), hundredths (2)
    or thousandths (3) of it, so 2.5 is ``amount=25, decimals=1``; TDA 57 reads it against the pot."""
    text: str = ""
    """The words as said."""


_UNITS = {w: n for n, w in enumerate(
    ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
     "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"])}
_TENS = {w: 10 * n for n, w in enumerate(
    ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]) if n >= 2}
_SCALES = {"thousand": 1000, "k": 1000, "grand": 1000, "million": 1_000_000}
#: Dashes a player's typed words may put before a number word as a minus sign ("-twenty").
_DASHES = "-‐‑–"
_SIGNS = frozenset({"minus", "negative", "plus", *_DASHES})
_SIMPLE = {("fold",): Word.FOLD, ("check",): Word.CHECK, ("call",): Word.CALL, ("allin",): Word.ALLIN,
           ("pot",): Word.POT, ("pot", "it"): Word.POT, ("bet", "pot"): Word.POT,
           ("bet", "the", "pot"): Word.POT, ("raise", "pot"): Word.POT, ("raise", "the", "pot"): Word.POT,
           ("raise",): Word.RAISE, ("bet",): Word.RAISE,
           ("call", "it"): Word.CALL, ("call", "that"): Word.CALL, ("call", "the", "bet"): Word.CALL,
           ("complete",): Word.COMPLETE, ("complete", "it"): Word.COMPLETE, ("complete", "the", "bet"): Word.COMPLETE,
           ("raise", "it"): Word.RAISE}
#: "min raise", "raise the minimum", "min bet": a bet or raise with no amount, which binds the minimum (TDA 55-B).
_MINIMUM = frozenset({("min",), ("minimum",), ("min", "raise"), ("minimum", "raise"), ("min", "bet"),
                      ("minimum", "bet"), ("raise", "min"), ("raise", "the", "min"), ("raise", "the", "minimum"),
                      ("bet", "the", "minimum"), ("bet", "the", "min"), ("bet", "min")})
#: The betting words of TDA 3 as a player inflects them ("calling", "I raise", "re-raise", "shove"): read as
#: the word itself. A closed list: these are the official terms, not an open vocabulary.
_INFLECTED = {"calls": "call", "calling": "call", "checks": "check", "checking": "check", "folds": "fold",
              "folding": "fold", "raises": "raise", "raising": "raise", "reraise": "raise", "reraises": "raise",
              "bets": "bet", "betting": "bet", "shove": "allin", "shoves": "allin", "jam": "allin", "jams": "allin",
              "completes": "complete", "completing": "complete", "pots": "pot"}
_PREFIX = re.compile(r"^(?:i will|i am|i'm|i’m|i'll|i’ll|im|i)\s+")
_HAS_DIGIT = re.compile(r"\d")
#: A number with a decimal point as a player says it ("2.5", "1.5 thousand"); a dot followed by groups of three
#: digits may group thousands and is left to the one reader, which refuses it.
_DECIMAL = re.compile(r"(0|[1-9][0-9]*)\.([0-9]{1,3})", re.ASCII)
#: Amounts are added up in thousandths of a chip, so that "two and a half" and "2.5" stay exact without
#: :mod:`fractions` (a millisecond of the command's cold start).
_MILLI = 1000
_GROUPED = re.compile(r"[1-9][0-9]{0,2}(?:\.[0-9]{3})+", re.ASCII)


#: Where a number inside the words stands, for the one reader of numbers (its refusal as a record).
_AMOUNT = Note.of("where-key", key="the amount")


def _tokens(text: str) -> list[str]:
    """Words and numbers: a chunk with a digit is one number token as written (``1,500``, ``-300``,
    ``1٢00``); other chunks are split into words at hyphens and punctuation. The betting words are read
    as the word itself (:data:`_INFLECTED`; ``re-raise`` is ``raise``, ``all in`` is ``allin``)."""
    out: list[str] = []
    for chunk in text.split():
        if _HAS_DIGIT.search(chunk) or any(unicodedata.numeric(c, None) is not None and not c.isalpha() for c in chunk):
            out.append(chunk.rstrip(",;:!?"))
            continue
        parts = [part for part in re.split(r"[-‐‑–—,;:!?]+", chunk) if part]
        if parts and chunk[0] in _DASHES and _numeral(parts[0]):
            out.append(chunk[0])  # a minus sign before number words ("-twenty"), refused as a sign, not dropped
        if parts and chunk[-1] in _DASHES and _numeral(parts[-1]):
            parts[-1] += chunk[-1]  # a half word ("twenty-"), refused as written, not read as "twenty"
        out.extend(parts)
    words: list[str] = []
    for tok in out:
        tok = _INFLECTED.get(tok, tok)
        if tok == "raise" and words and words[-1] == "re":  # re-raise
            words[-1] = "raise"
        elif tok == "in" and words and words[-1] == "all":  # all in, all-in
            words[-1] = "allin"
        else:
            words.append(tok)
    return words


def _numeral(word: str) -> bool:
    """Whether ``word`` is a number word (``twenty``, ``five``, ``hundred``, ``thousand``)."""
    return word.lower() in _UNITS or word.lower() in _TENS or word.lower() in ("hundred", *_SCALES)


def _is_number(tok: str) -> bool:
    return bool(_HAS_DIGIT.search(tok)) or any(unicodedata.numeric(c, None) is not None and not c.isalpha()
                                               for c in tok)


def _starts_amount(toks: list[str], i: int) -> bool:
    """Whether an amount (or something trying to be one: a sign word, a scale) starts at ``toks[i]``."""
    return i < len(toks) and (_is_number(toks[i]) or toks[i] in _UNITS or toks[i] in _TENS or toks[i] in _SIGNS
                              or toks[i] in ("hundred", "a", *_SCALES))


def _small(toks: list[str], i: int) -> tuple[int | None, int]:
    """``zero`` .. ``ninety-nine`` at ``toks[i]``: ``(value, next index)`` or ``(None, i)``."""
    if i < len(toks) and toks[i] in _UNITS:
        return _UNITS[toks[i]], i + 1
    if i + 1 < len(toks) and toks[i] == "a" and toks[i + 1] in ("hundred", *_SCALES):  # "a thousand"
        return 1, i + 1
    if i < len(toks) and toks[i] in _TENS:
        v = _TENS[toks[i]]
        if i + 1 < len(toks) and toks[i + 1] in _UNITS and 0 < _UNITS[toks[i + 1]] < 10:
            return v + _UNITS[toks[i + 1]], i + 2
        return v, i + 1
    return None, i


def _digits(tok: str) -> tuple[int, bool]:
    """A number token in thousandths of a chip: ``(value, has the k suffix)``. Whole numbers and ``k``
    amounts are read by the one reader of numbers (which refuses signs, leading zeros, other scripts ...); a
    decimal such as ``2.5`` (three decimals at most) is kept with its fraction: a scale word after it makes it
    whole ("1.5 thousand"), or alone it is shorthand that TDA 57 reads ("two and a half" at 1000/2000)."""
    m = _DECIMAL.fullmatch(tok)
    if m and not _GROUPED.fullmatch(tok):
        try:
            whole = read_amount(m.group(1), "the amount", where=_AMOUNT)
        except ScenarioError as exc:
            raise _Refused(exc.detail.removeprefix("the amount: "), exc.why) from None
        return whole * _MILLI + int(m.group(2).ljust(3, "0")), False
    try:
        value = read_amount(tok, "the amount", where=_AMOUNT)
    except ScenarioError as exc:
        raise _Refused(exc.detail.removeprefix("the amount: "), exc.why) from None
    return value * _MILLI, bool(re.search(r"[kK]$", tok))


def _term(toks: list[str], i: int) -> tuple[int | None, int, bool]:
    """One term of an amount before its scale word, in thousandths of a chip: a number token or number words
    below a thousand (``fourteen hundred``, ``5 hundred``), with "and a half" after it: ``(value, next index,
    has a scale word)``; ``(None, i, False)`` when no number starts at ``i``."""
    num = toks[i] if i < len(toks) else None
    if isinstance(num, _Num):
        return num.milli, i + 1, num.scaled
    if i < len(toks) and _is_number(toks[i]):
        v, k = _digits(toks[i])
        j = i + 1
        if k:  # "2k" is a whole amount with its scale; no scale word may follow it
            return v, j, True
        hundred = j < len(toks) and toks[j] == "hundred"
        if hundred:
            v, j = v * 100, j + 1
    else:
        small, j = _small(toks, i)
        if small is None:
            return None, i, False
        after, j2 = _small(toks, j)
        if after is not None and after >= 10 and 0 < small < 100 and (small < 20 or small % 10):
            # "two fifty", "twelve fifty", "twenty-one fifty": hundreds said without the word (250, 1250,
            # 2150); a round ten first ("twenty twenty") stays two numbers
            small, j = small * 100 + after, j2
        v = small * _MILLI
        hundred = j < len(toks) and toks[j] == "hundred"  # "hundred" alone is half an amount
        if hundred:
            v, j = v * 100, j + 1
            if j < len(toks) and toks[j] == "and" and _small(toks, j + 1)[0] is not None:
                j += 1
            rest, j2 = _small(toks, j)
            if rest is not None:
                v, j = v + rest * _MILLI, j2
    if toks[j:j + 3] == ["and", "a", "half"]:  # "two and a half", "one and a half thousand"
        v, j = v + _MILLI // 2, j + 3
    return v, j, hundred


def _amount(toks: list[str], i: int) -> tuple[int, bool, int]:
    """An amount at ``toks[i]`` in thousandths of a chip: ``(value, has a scale word, next index)``; raise
    :class:`_Refused`. Terms with falling scales add up (``forty-two thousand five hundred``, ``4 thousand 2
    hundred``)."""
    if i >= len(toks):
        raise _Refused("no amount follows", Note.of("say-no-amount"))
    tok = toks[i]
    if tok in _SIGNS:
        raise _Refused(f"{_said([tok])!r}: an amount has no sign; chips are never negative",
                       Note.of("say-sign", quoted=repr(_said([tok]))))
    total, scaled, j, last_scale = 0, False, i, None
    while True:
        v, j2, hundred = _term(toks, j)
        if v is None:
            break
        j, scaled = j2, scaled or hundred
        if j < len(toks) and toks[j] in _SCALES and not (j > i and re.search(r"[kK]$", toks[j - 1])):
            scale = _SCALES[toks[j]]
            if last_scale is not None and scale >= last_scale:
                said = _said(toks[i:j + 1])
                raise _Refused(f"{said!r} is not a number as it is said", Note.of("say-not-said", quoted=repr(said)))
            total, last_scale, scaled, j = total + v * scale, scale, True, j + 1
            if j < len(toks) and toks[j] == "and" and _term(toks, j + 1)[0] is not None:
                j += 1
            if _term(toks, j)[0] is not None:
                continue
            break
        total += v
        break
    if j == i:
        raise _Refused(f"{_said([tok])!r} is not a number rulescore can read (digits like 1500, or words like "
                       f"fourteen hundred)", Note.of("say-not-number", quoted=repr(_said([tok]))))
    return total, scaled, j


def _number_at(toks: list[str], i: int, *, end: int | None = None) -> tuple[int, bool, int]:
    """An amount that must take every token from ``i`` to ``end`` (the end of the words): ``(amount,
    has a scale word, decimals)``; anything left over is refused. An amount said without a scale may have
    a fraction ("two and a half", "2.5": ``decimals`` digits after the point, the amount counted in those
    units); with a scale it must be whole chips."""
    stop = len(toks) if end is None else end
    value, scaled, j = _amount(toks[:stop], i)
    if j < stop:
        left = toks[j]
        if _is_number(left) or left in _UNITS or left in _TENS or left in ("hundred", *_SCALES):
            first, second = repr(_said(toks[i:j])), repr(_said(toks[j:stop]))
            raise _Refused(f"two numbers in a row ({first}, then {second}): say one amount",
                           Note.of("say-two-numbers", first=first, second=second))
        shown = _said([left])
        raise _Refused(f"{shown!r} is not a word of an amount rulescore can read",
                       Note.of("say-not-word", quoted=repr(shown)))
    whole, part = divmod(value, _MILLI)
    if not part:
        return whole, scaled, 0
    said = _said(toks[i:stop])
    if scaled:
        raise _Refused(f"{said!r} is {value / _MILLI:g} chips, not a whole number of chips",
                       Note.of("say-fraction", quoted=repr(said), chips=f"{value / _MILLI:g}"))
    decimals = len(f"{part:03d}".rstrip("0"))  # 2.5: one decimal, 2.25: two
    return value // 10 ** (3 - decimals), False, decimals


def read_number(text: str) -> tuple[int, bool] | None:
    """``(value, has_scale)`` of a whole amount in digits or English words, or ``None`` if it is not one.

    >>> read_number("forty-two thousand"), read_number("five"), read_number("12,000"), read_number("2.5k")
    ((42000, True), (5, False), (12000, False), (2500, True))
    >>> read_number("one and a half thousand"), read_number("4 thousand 2 hundred")
    ((1500, True), (4200, True))
    """
    toks = _tokens(" ".join(unicodedata.normalize("NFC", str(text)).lower().split()))
    if not toks:
        return None
    try:
        value, scaled, decimals = _number_at(toks, 0)
    except _Refused:
        return None
    return None if decimals else (value, scaled)


def read_words(words: str, *, player: str = "?", lang: str | None = None) -> Said:
    """Read a declaration; raise :class:`ScenarioError` (one line, naming the player, the words and why) if
    the grammar cannot read it.

    ``lang``: the language the words were said in (``en``, ``pl``, ``ru``: a scenario's ``lang:``), or
    ``None`` to tell it from the words: English when the English grammar reads them, else Polish or Russian
    when their words are (:func:`rulescore.talk.detect`). Polish and Russian table talk is read into this
    grammar's words by :mod:`rulescore.talk` (the English terms those rooms mix in read as they are), so it is
    ruled exactly as its English equivalent."""
    said = " ".join(unicodedata.normalize("NFC", str(words)).lower().split()).strip(" .!?")
    try:
        return _read(said, lang)
    except _Refused as exc:
        if exc.note is None:
            raise ScenarioError(f"{player} says {words!r}: {exc}", rule=RULE) from None
        raise ScenarioError(Note.of("err-says", player=player, quoted=repr(words), why=exc.note), rule=RULE) from None


def _read(said: str, lang: str | None) -> Said:
    """:func:`read_words` on the words normalised (one case, one space); raise :class:`_Refused`. English is
    read first when the language is not given: the table of Polish and Russian talk is read only for words the
    English grammar cannot read."""
    if not said.isascii():
        talk.check_scripts(said)
    if lang in (None, "en"):
        try:
            return _english(said)
        except _Refused:
            other = talk.detect(said)
            if other is None:
                raise
            if lang == "en":
                raise talk.not_lang(said, "en", other) from None
            lang = other
    if talk.conditional(said, lang):  # "jeśli sprawdzisz, podbijam", «если поставишь — рейз» (TDA 59-A)
        return Said(Word.CONDITIONAL, text=said)
    try:
        return _declaration(talk.tokens(said, lang), said)
    except _Refused as exc:
        if exc.note is not None and exc.note.kind == "say-unknown":
            raise _Refused(str(exc), Note.of("say-unknown-in", lang=lang)) from None
        raise


def _english(said: str) -> Said:
    text = _PREFIX.sub("", said) if not said.startswith("if ") else said
    if re.search(r"(?:^|[\s,;])(?:if|unless)\s", text):  # "if you bet I raise", "I raise if you bet" (PL-59)
        return Said(Word.CONDITIONAL, text=text)
    return _declaration(_tokens(text), text)


def _declaration(toks: list[str], text: str) -> Said:
    if not toks:
        raise _Refused("nothing was said", Note.of("say-nothing"))
    toks, total = _tail_words(toks)
    if tuple(toks) in _SIMPLE:
        return Said(_SIMPLE[tuple(toks)], text=text)
    if tuple(toks) in _MINIMUM:
        return Said(Word.RAISE, text=text)
    head = toks[0]
    body = toks[1:] if head in ("raise", "bet") and len(toks) > 1 and toks[1] == "allin" else toks
    if body and body[0] == "allin":  # "all in", "raise, all in", "all in for 5000"
        if len(body) == 1:
            return Said(Word.ALLIN, text=text)
        if body[1] == "for" and len(body) > 2:
            value, scaled, decimals = _number_at(body, 2)
            return Said(Word.ALLIN, amount=value, shorthand=not scaled, decimals=decimals, text=text)
        raise _Refused(_unknown(text), Note.of("say-unknown"))
    if head == "call" and _starts_amount(toks, 1):  # "call 400", "call, four hundred": the word binds (51-A)
        value, scaled, decimals = _number_at(toks, 1)
        return Said(Word.CALL, amount=value, shorthand=not scaled, decimals=decimals, text=text)
    more = toks[-1] == "more" and len(toks) > 1  # "raise 1000 more", "a thousand more": a raise by the amount
    if total and more:
        raise _Refused("'more' names what is added and 'total' the street total: say one",
                       Note.of("say-both", first="more", second="total"))
    end = len(toks) - 1 if more else len(toks)
    if head in ("raise", "bet", "make"):
        i, by = 1, more
        if head == "make":
            if len(toks) < 2 or toks[1] != "it":
                raise _Refused(_unknown(text), Note.of("say-unknown"))
            i = 2
        else:
            if len(toks) > 1 and toks[1] == "it":  # "raise it to 1200"
                i = 2
            if head == "raise" and len(toks) > i and toks[i] in ("to", "by", "another"):
                if toks[i] == "another" and len(toks) > i + 1 and toks[i + 1] in ("hundred", *_SCALES):
                    toks = [*toks[:i], "a", *toks[i + 1:]]  # "another thousand": a thousand more
                    by = True
                else:
                    if (toks[i] == "to" and more) or (toks[i] != "to" and total):
                        first, second = (toks[i], "more") if more else (toks[i], "total")
                        raise _Refused(f"{first!r} and {second!r} name a total and an increment at once: say one",
                                       Note.of("say-both", first=first, second=second))
                    by, i = by or toks[i] != "to", i + 1
        value, scaled, decimals = _number_at(toks, i, end=end)
        if value == 0:
            said, verb = _said(toks[i:end]), _said([head])
            raise _Refused(f"{said!r} is no amount to {verb}", Note.of("say-zero-to", quoted=repr(said), head=verb))
        return Said(Word.RAISE, amount=value, by=by, text=text, shorthand=not scaled, decimals=decimals)
    i = 0
    if head == "play":
        i = 2 if len(toks) > 1 and toks[1] == "for" else 1
    if _starts_amount(toks, i):
        value, scaled, decimals = _number_at(toks, i, end=end)
        if value == 0:
            raise _Refused("an amount of 0 is no bet", Note.of("say-zero"))
        if more:
            return Said(Word.RAISE, amount=value, by=True, text=text, shorthand=not scaled, decimals=decimals)
        return Said(Word.AMOUNT, amount=value, shorthand=not scaled, decimals=decimals, text=text)
    raise _Refused(_unknown(text), Note.of("say-unknown"))


#: Words after an amount that add nothing to it: "300 chips", "1200 in chips"; "total", "in total" say it is the
#: street total (TDA 43-B reads "raise N" so already), which "more" or "raise by" would contradict.
_CHIPS_WORDS = (("in", "chips"), ("chips",), ("in", "total"), ("total",))


def _tail_words(toks: list[str]) -> tuple[list[str], bool]:
    """The words without "chips" / "total" after the amount, and whether "total" was said."""
    total = False
    for _ in range(2):
        for tail in _CHIPS_WORDS:
            k = len(tail)
            if len(toks) > k and tuple(toks[-k:]) == tail and _ends_amount(toks[-k - 1]):
                toks, total = toks[:-k], total or tail[-1] == "total"
                break
    return toks, total


def _ends_amount(tok: str) -> bool:
    return _is_number(tok) or tok in _UNITS or tok in _TENS or tok in ("hundred", "more", *_SCALES)


def _unknown(text: str) -> str:
    return ("not a declaration rulescore can read (call, check, fold, raise, raise N, bet N, pot, allin, complete, "
            "an amount such as 1400 or 'five', or 'if ...')")


__all__ = ["RULE", "Said", "Word", "read_number", "read_words"]
