"""What a player said (a scenario's ``says "..."``), read by a tokenizer and a small grammar into a
:class:`Said`; :mod:`rulescore.declarations` decides what it counts as at the table.

The grammar (words are case-insensitive; ``I``, ``I'm``, ``I am`` before it and a comma after the verb are
ignored)::

    declaration := fold | check | call | allin | pot | conditional
                 | ("raise" | "bet") [amount] | "raise to" amount | "raise by" amount | "make it" amount
                 | ["bet" | "play" | "play for"] amount
    allin       := "allin" | "all-in" | "all in"
    pot         := "pot" | "pot it" | ("bet" | "raise") ["the"] "pot"
    amount      := NUMBER [scale] | words
    words       := group {scale group} [scale]      e.g. forty-two thousand, fourteen hundred, two thousand five hundred
    group       := [small] "hundred" ["and"] [small] | small          small: zero .. ninety-nine
    scale       := "hundred" | "thousand" | "k" | "million"

``NUMBER`` is one token of digits read by :func:`rulescore.amounts.read_amount`, the reader of every other
number of a scenario (``1500``, ``1,500``, ``2k``, ``1.5k``), so ``says`` refuses what plain verbs refuse: a
sign, a leading zero, ``1.05k``, a digit that is not ASCII, too many chips. What the grammar cannot read is
refused, never glued: two numbers in a row (``1200 1200``, ``twenty twenty``), a half word (``five hun``), a
sign word (``minus``). A conditional statement (``if you bet I raise``, PL-59) is read as such.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from enum import Enum

from .amounts import read_amount
from .errors import ScenarioError

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
    """For RAISE: the amount is an increment ("raise by 500")."""
    text: str = ""
    """The words as said."""


_UNITS = {w: n for n, w in enumerate(
    ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
     "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"])}
_TENS = {w: 10 * n for n, w in enumerate(
    ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]) if n >= 2}
_SCALES = {"thousand": 1000, "k": 1000, "grand": 1000, "million": 1_000_000}
_SIGNS = frozenset({"minus", "negative", "plus"})
_SIMPLE = {("fold",): Word.FOLD, ("check",): Word.CHECK, ("call",): Word.CALL, ("allin",): Word.ALLIN,
           ("all", "in"): Word.ALLIN, ("pot",): Word.POT, ("pot", "it"): Word.POT, ("bet", "pot"): Word.POT,
           ("bet", "the", "pot"): Word.POT, ("raise", "pot"): Word.POT, ("raise", "the", "pot"): Word.POT,
           ("raise",): Word.RAISE, ("bet",): Word.RAISE}
_HAS_DIGIT = re.compile(r"\d")


class _Refused(Exception):
    """The grammar cannot read the words; the message says why."""


def _tokens(text: str) -> list[str]:
    """Words and numbers: a chunk with a digit is one number token as written (``1,500``, ``-300``,
    ``1٢00``); other chunks are split into words at hyphens and punctuation."""
    out: list[str] = []
    for chunk in text.split():
        if _HAS_DIGIT.search(chunk) or any(unicodedata.numeric(c, None) is not None and not c.isalpha() for c in chunk):
            out.append(chunk.rstrip(",;:"))
            continue
        for part in re.split(r"[-‐‑–—,;:]+", chunk):
            if part:
                out.append(part)
    return out


def _is_number(tok: str) -> bool:
    return bool(_HAS_DIGIT.search(tok)) or any(unicodedata.numeric(c, None) is not None and not c.isalpha()
                                               for c in tok)


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


def _group(toks: list[str], i: int) -> tuple[int | None, int, bool]:
    """A number below a thousand (or ``fourteen hundred``): ``(value, next index, has a scale word)``."""
    v, j = _small(toks, i)
    if v is not None and j < len(toks) and toks[j] == "hundred":  # "hundred" alone is half an amount
        v, j = v * 100, j + 1
        if j < len(toks) and toks[j] == "and":
            j += 1
        rest, j2 = _small(toks, j)
        if rest is not None:
            v, j = v + rest, j2
        return v, j, True
    return v, j, False


def _amount(toks: list[str], i: int) -> tuple[int, bool, int]:
    """An amount at ``toks[i]``: ``(value, has a scale word, next index)``; raise :class:`_Refused`."""
    if i >= len(toks):
        raise _Refused("no amount follows")
    tok = toks[i]
    if tok in _SIGNS:
        raise _Refused(f"{tok!r}: an amount has no sign; chips are never negative")
    if _is_number(tok):
        try:
            value = read_amount(tok, "the amount")
        except ScenarioError as exc:
            raise _Refused(exc.detail.removeprefix("the amount: ")) from None
        j, scaled = i + 1, bool(re.search(r"[kK]$", tok))
        if j < len(toks) and toks[j] in ("hundred", *_SCALES):
            value *= 100 if toks[j] == "hundred" else _SCALES[toks[j]]
            j, scaled = j + 1, True
        return value, scaled, j
    total, scaled, j, last_scale = 0, False, i, None
    while True:
        v, j2, hundred = _group(toks, j)
        if v is None:
            break
        j, scaled = j2, scaled or hundred
        if j < len(toks) and toks[j] in _SCALES:
            scale = _SCALES[toks[j]]
            if last_scale is not None and scale >= last_scale:
                raise _Refused(f"{' '.join(toks[i:j + 1])!r} is not a number as it is said")
            total, last_scale, scaled, j = total + v * scale, scale, True, j + 1
            if j < len(toks) and toks[j] == "and":
                j += 1
            continue
        total += v
        break
    if j == i:
        raise _Refused(f"{tok!r} is not a number rulescore can read (digits like 1500, or words like fourteen "
                       f"hundred)")
    return total, scaled, j


def _number_at(toks: list[str], i: int) -> tuple[int, bool]:
    """An amount that must take every token from ``i`` on; anything left over is refused."""
    value, scaled, j = _amount(toks, i)
    if j < len(toks):
        left = toks[j]
        if _is_number(left) or left in _UNITS or left in _TENS or left in ("hundred", *_SCALES):
            raise _Refused(f"two numbers in a row ({' '.join(toks[i:j])!r}, then {' '.join(toks[j:])!r}): say one "
                           f"amount")
        raise _Refused(f"{left!r} is not a word of an amount rulescore can read")
    return value, scaled


def read_number(text: str) -> tuple[int, bool] | None:
    """``(value, has_scale)`` of an amount in digits or English words, or ``None`` if it is not one.

    >>> read_number("forty-two thousand"), read_number("five"), read_number("12,000"), read_number("2.5k")
    ((42000, True), (5, False), (12000, False), (2500, True))
    """
    toks = _tokens(" ".join(unicodedata.normalize("NFC", str(text)).lower().split()))
    if not toks:
        return None
    try:
        return _number_at(toks, 0)
    except _Refused:
        return None


def read_words(words: str, *, player: str = "?") -> Said:
    """Read a declaration; raise :class:`ScenarioError` (one line, naming the player, the words and why) if
    the grammar cannot read it."""
    text = " ".join(unicodedata.normalize("NFC", str(words)).lower().split()).strip(" .!")
    text = re.sub(r"^i(?:'m|’m| am)?\s+", "", text) if not text.startswith("if ") else text
    if text.startswith("if ") or (" if " in f" {text} " and "," in text):
        return Said(Word.CONDITIONAL, text=text)
    try:
        return _declaration(_tokens(text), text)
    except _Refused as exc:
        raise ScenarioError(f"{player} says {words!r}: {exc}", rule=RULE) from None


def _declaration(toks: list[str], text: str) -> Said:
    if not toks:
        raise _Refused("nothing was said")
    if tuple(toks) in _SIMPLE:
        return Said(_SIMPLE[tuple(toks)], text=text)
    head = toks[0]
    if head in ("raise", "bet", "make"):
        i, by = 1, False
        if head == "make":
            if len(toks) < 2 or toks[1] != "it":
                raise _Refused(_unknown(text))
            i = 2
        elif head == "raise" and len(toks) > 1 and toks[1] in ("to", "by"):
            by, i = toks[1] == "by", 2
        value, scaled = _number_at(toks, i)
        if value == 0:
            raise _Refused(f"{' '.join(toks[i:])!r} is no amount to {head}")
        return Said(Word.RAISE, amount=value, by=by, text=text, shorthand=not scaled)
    i = 0
    if head == "play":
        i = 2 if len(toks) > 1 and toks[1] == "for" else 1
    if i < len(toks) and (_is_number(toks[i]) or toks[i] in _UNITS or toks[i] in _TENS or toks[i] in _SIGNS
                          or toks[i] in ("hundred", "a", *_SCALES)):
        value, scaled = _number_at(toks, i)
        if value == 0:
            raise _Refused("an amount of 0 is no bet")
        return Said(Word.AMOUNT, amount=value, shorthand=not scaled, text=text)
    raise _Refused(_unknown(text))


def _unknown(text: str) -> str:
    return ("not a declaration rulescore can read (call, check, fold, raise, raise N, bet N, pot, allin, an "
            "amount such as 1400 or 'five', or 'if ...')")


__all__ = ["RULE", "Said", "Word", "read_number", "read_words"]
