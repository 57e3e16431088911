"""The one reader of numbers in a scenario: chips (plain verbs, ``push`` chip specs, the digits inside
``says``, stacks, blinds, antes, straddles, ``told``, the pot, put_in, denominations) and counts
(``players_in_event``, ``cap``, the ``xN`` of a chip spec).

What a person writes is read as they mean it: ``1500``, ``1,500`` and ``1_500`` (commas or underscores
grouping thousands) and, for chips, ``2k``, ``1.5k`` and ``1.05k`` (thousands, to whole chips: three decimals at most). Everything else is
refused with one message that shows what was written and what it was read as:

* a sign (``-300``, ``+500``: chips are never negative; ``raise +N`` is read before a number is);
* a leading zero (``0400``: a YAML 1.1 reader takes it for octal), a fraction, an exponent, base 60;
* separators that do not group thousands (``1,2,00``, ``1.500``);
* a ``k`` amount that is no whole number of chips (``1.0505k``) or another suffix;
* more than :data:`MAX_AMOUNT` chips (or :data:`MAX_COUNT` of anything counted);
* any digit that is not ASCII: fullwidth ``５００``, Arabic-Indic ``١٢٠٠``, Persian ``۱۲۰۰``, superscripts
  (Python's ``int()`` would take most of them; a TD reading the hand sees another script).

:class:`~rulescore.records.errors.ScenarioError` is raised (a :class:`~rulescore.records.errors.RulesError`); the caller
names where the number stood (``what``) and, inside an action, the rule. Pure Python, no imports beyond the
standard library (the Rule my hand page runs it in Pyodide).
"""

from __future__ import annotations

import re
import unicodedata
from decimal import Decimal
from typing import Any

from ..records.errors import ScenarioError


class AmountError(ScenarioError):
    """A number that is not a whole number of chips (or of what is counted) as a person writes it: what the
    one reader refuses. The scenario reader cites the format page's section on how numbers are read."""

#: Most chips any amount may name; above this a scenario is a typo, not poker.
MAX_AMOUNT = 10**12
#: Most of anything counted (players in the event, chips of one value in a spec, bets of a cap).
MAX_COUNT = 100_000

_WHOLE = re.compile(r"0|[1-9][0-9]*|[1-9][0-9]{0,2}(?:,[0-9]{3})+|[1-9][0-9]{0,2}(?:_[0-9]{3})+", re.ASCII)
_THOUSANDS = re.compile(r"(0|[1-9][0-9]*)(?:\.([0-9]{1,3}))?[kK]", re.ASCII)
#: What looks like a number at all (so that ``says`` can tell a number from a word): ASCII or not.
NUMBERISH = re.compile(r"[+\-−]?[\d][\d,._]*(?:[kK]|[eE][+\-]?\d+|[xX×][\d]*)?|[+\-−][\d].*")


def _foreign_digit(text: str) -> tuple[str, str, dict[str, Any]] | None:
    """Why ``text`` holds a digit that is not ASCII, naming the first one and what it reads as (the English
    words, and the record's kind and arguments)."""
    for c in text:
        if not c.isascii() and (c.isdigit() or unicodedata.category(c) == "Nd" or unicodedata.numeric(c, None) is not None):
            plain = unicodedata.normalize("NFKC", text)
            digits = "".join(str(unicodedata.digit(ch)) if not ch.isascii() and unicodedata.digit(ch, None) is not None
                             else ch for ch in plain)
            value = unicodedata.digit(c, None)
            shown = f"read as {value}" if value is not None else "not a digit of a number of chips"
            write = f": write {digits}" if digits.isascii() and digits != text else ""
            args = dict(quoted=repr(text), code=f"U+{ord(c):04X}", cname=unicodedata.name(c, "unnamed"),
                        shown="digit" if value is not None else "other", value=str(value))
            if write:
                args["digits"] = digits
            return (f"{text!r} has a digit that is not an ASCII digit (U+{ord(c):04X} "
                    f"{unicodedata.name(c, 'unnamed')}, {shown}){write}",
                    "err-amount-foreign-write" if write else "err-amount-foreign", args)
    return None


def _why_not(value: str, body: str, noun: str) -> tuple[str, str, dict[str, Any]]:
    """Why ``value`` is not a number of ``noun``, naming what another reader would have made of it (the English
    words, and the record's kind and arguments, for chips)."""
    if re.fullmatch(r"0[0-9]+", body, re.ASCII):
        octal = f"; a YAML 1.1 reader takes it for octal {int(body, 8)}" if re.fullmatch(r"[0-7]+", body) else ""
        return (f"{value} has a leading zero: write {int(body)}{octal}", "err-amount-zero-first",
                dict(text=value, plain=str(int(body)), octal=str(int(body, 8)) if octal else "",
                     reading="octal" if octal else "none"))
    if re.fullmatch(r"[0-9]+(?::[0-5]?[0-9])+", body, re.ASCII):
        base60 = 0
        for part in body.split(":"):
            base60 = base60 * 60 + int(part)
        return (f"{value} is not a number of {noun} (a YAML 1.1 reader takes it for {base60}, counting in base 60)",
                "err-amount-base60", dict(text=value, base60=str(base60)))
    if re.fullmatch(r"[0-9]+\.[0-9]{4,}[kK]", body, re.ASCII):
        chips = Decimal(body[:-1]) * 1000
        whole = chips == chips.to_integral_value()
        exact = f"write {int(chips)} in chips" if whole else "not a whole number of chips"
        return (f"{value}: a k amount comes to whole chips, three decimals at most, like 1.05k = 1050 ({exact})", "err-amount-k",
                dict(text=value, exact=str(int(chips)) if whole else "", whole="whole" if whole else "not"))
    if re.fullmatch(r"[0-9]+(?:\.[0-9]+)?[eE][+\-]?[0-9]+", body, re.ASCII):
        return (f"{value!r} is not a whole number of {noun} as a person writes it (it is an exponent)",
                "err-amount-exponent", dict(quoted=repr(value)))
    if re.fullmatch(r"[0-9]+\.[0-9]+", body, re.ASCII):
        if re.fullmatch(r"[1-9][0-9]{0,2}(?:\.[0-9]{3})+", body, re.ASCII):
            return (f"{value!r} is not a whole number of {noun} (a fraction, or a dot grouping thousands: write "
                    f"{body.replace('.', '')} or {body.replace('.', ',')} if that is what was meant)",
                    "err-amount-dot", dict(quoted=repr(value), plain=body.replace(".", ""),
                                           grouped=body.replace(".", ",")))
        return (f"{value!r} is not a whole number of {noun} (it has a fraction)", "err-amount-fraction",
                dict(quoted=repr(value)))
    if re.fullmatch(r"[0-9][0-9,_]*", body, re.ASCII):
        return (f"{value!r} is not a whole number of {noun} (commas or underscores group thousands: 1,500 or "
                f"1_500)", "err-amount-grouping", dict(quoted=repr(value)))
    if re.fullmatch(r"[0-9]+[a-zA-Z]+", body, re.ASCII):
        return (f"{value!r} is not a whole number of {noun} (the only suffix is k, for thousands: 2k, 1.5k)",
                "err-amount-suffix", dict(quoted=repr(value)))
    return f"{value!r} is not a whole number of {noun}", "err-amount-not", dict(quoted=repr(value))


def read_amount(value: Any, what: str, *, noun: str = "chips", thousands: bool = True, rule: str | None = None,
                most: int = MAX_AMOUNT, where: Any = None) -> int:
    """A whole number of chips (or of ``noun``), from an int or from text as a person writes it: ``1500``,
    ``1,500``, ``1_500`` and, when ``thousands`` is true, ``2k``, ``1.5k`` and ``1.05k``. Anything else is a
    :class:`ScenarioError` naming ``what`` (where the number stood), what was written and why; ``rule`` is the
    rule it carries (inside an action). ``where``: ``what`` as a :class:`~rulescore.records.vocabulary.Note` (an action
    line's chips): the error then carries its sentence as a record of that class too, so it reads in every
    language (this module imports no record class: the vocabulary imports it through the chips).

    >>> read_amount("1,500", "pot"), read_amount("2k", "pot"), read_amount("1.5k", "pot"), read_amount(25, "ante")
    (1500, 2000, 1500, 25)
    """
    def refuse(why: str, kind: str | None = None, args: dict[str, Any] | None = None) -> ScenarioError:
        if where is None or kind is None or noun != "chips":
            return AmountError(f"{what}: {why}", rule=rule)
        return AmountError(type(where).of(kind, **(args or {})), rule=rule, action=what, where=where)

    if isinstance(value, bool) or not isinstance(value, (int, str)):
        raise refuse(f"{value!r} is not a whole number of {noun}")
    if isinstance(value, int):
        if value < 0:
            raise refuse(f"{value if value > -most else 'a number'} is negative; {noun} are never negative")
        if value > most:
            raise refuse(f"a number above {most} is more {noun} than any tournament has")
        return value
    text = value.strip()
    if not text:
        raise refuse(f"no number was written; write a whole number of {noun}", "err-amount-empty")
    if text[0] in "\u2212\u2013\u2012\ufe63\uff0d" and len(text) > 1:  # a minus sign that is not ASCII
        raise refuse(f"{text} is negative (U+{ord(text[0]):04X} {unicodedata.name(text[0], 'a minus sign')}): "
                     f"{noun} never are", "err-amount-minus-sign",
                     dict(text=text, code=f"U+{ord(text[0]):04X}", cname=unicodedata.name(text[0], "a minus sign")))
    foreign = _foreign_digit(text)
    if foreign:
        raise refuse(*foreign)
    if not text.isascii():
        raise refuse(f"{text!r} is not a whole number of {noun} (it has characters other than ASCII digits)",
                     "err-amount-non-ascii", dict(quoted=repr(text)))
    sign = text[0] if text[0] in "+-" else ""
    body = text[1:].strip() if sign else text
    if sign:
        if sign == "-":
            if body and body.strip("0") == "":
                raise refuse(f"{text} has a minus sign; {noun} are never negative (write 0)", "err-amount-minus-zero",
                             dict(text=text))
            raise refuse(f"{text} is negative: {noun} never are", "err-amount-negative", dict(text=text))
        raise refuse(f"{text} is not a whole number of {noun} as written: it has a plus sign; write the number "
                     f"alone (raise +N is a raise by N)", "err-amount-plus", dict(text=text))
    if len(body) > 24:  # int() refuses very long digit strings; no tournament needs them
        raise refuse(f"{body[:20]}... is more {noun} than any tournament has", "err-amount-long",
                     dict(start=body[:20]))
    k = _THOUSANDS.fullmatch(body) if thousands else None
    if _WHOLE.fullmatch(body):
        number = int(body.replace(",", "").replace("_", ""))
    elif k:
        number = int(k.group(1)) * 1000 + int((k.group(2) or "0").ljust(3, "0"))
    else:
        if not thousands and _THOUSANDS.fullmatch(body):
            raise refuse(f"{text!r} is not a number of {noun} (k for thousands is for chips)")
        raise refuse(*_why_not(text, body, noun))
    if number > most:
        raise refuse(f"{text} is read as {number}, more {noun} than any tournament has (at most {most})",
                     "err-amount-too-many", dict(text=text, number=str(number), most=str(most)))
    return number


#: A number as a Polish or Russian room writes it (:func:`room_number`): thousands grouped by a space (also
#: the no-break and the narrow no-break space a phone puts in) or a dot, a decimal comma, ``k`` or Cyrillic ``к``.
_ROOM_GROUPED = re.compile(r"([1-9][0-9]{0,2})((?:[ \u00a0\u202f][0-9]{3})+|(?:\.[0-9]{3})+)(?![0-9])(.*)", re.ASCII)
_ROOM_COMMA = re.compile(r"([0-9]+),([0-9]+)(.*)", re.ASCII)
#: Spaces that group thousands in those rooms (a number written "1 200" is one number there).
ROOM_SPACES = " \u00a0\u202f"


def room_number(text: str, what: str = "the amount", *, rule: str | None = None, where: Any = None) -> str:
    """A number as written in a Polish or Russian room, spelt the way :func:`read_amount` (and the digits of
    ``says``) read it: a space or a dot groups thousands, a comma is the decimal mark, ``к`` (Cyrillic) is
    ``k``. Anything else is left as written, for the one reader to read or refuse with what was written.

    A comma before exactly three digits (``1,200``) is 1.2 in those rooms and 1200 in English: refused, not
    guessed. A thousands amount (``1,25k``) is read as ``1.25k`` is: whole chips, three decimals at most.

    >>> room_number("1 200"), room_number("1.200"), room_number("1,5"), room_number("1,2к"), room_number("12 500 000")
    ('1200', '1200', '1.5', '1.2k', '12500000')
    """
    def refuse(why: str, kind: str, args: dict[str, Any]) -> ScenarioError:
        if where is None:
            return AmountError(f"{what}: {why}", rule=rule)
        return AmountError(type(where).of(kind, **args), rule=rule, action=what, where=where)

    body = text.replace("\u043a", "k").replace("\u041a", "k")  # Cyrillic к, К: thousands, like k
    m = _ROOM_GROUPED.fullmatch(body)
    if m and (m.group(3) in ("", "k") or _ROOM_COMMA.fullmatch("0" + m.group(3))):
        body = m.group(1) + re.sub(r"[^0-9]", "", m.group(2)) + m.group(3)
    m = _ROOM_COMMA.fullmatch(body)
    if m:
        whole, part, rest = m.groups()
        if len(part) == 3 and rest == "":
            raise refuse(f"{text!r} has a comma before three digits: in Polish and Russian a comma is the decimal "
                         f"mark, in English it groups thousands; write {whole}{part} or {whole} {part} for chips",
                         "err-amount-comma-three",
                         dict(quoted=repr(text), plain=whole + part, grouped=f"{whole} {part}"))
        if rest in ("", "k") and len(part) <= 3:
            body = f"{whole}.{part}{rest}"
    return body


def read_count(value: Any, what: str, *, noun: str, rule: str | None = None, most: int = MAX_COUNT,
               where: Any = None) -> int:
    """A whole number of things that are not chips (players, bets of a cap, chips of one value): the same
    reading and refusals as :func:`read_amount`, without ``k``, naming ``noun`` in every message."""
    return read_amount(value, what, noun=noun, thousands=False, rule=rule, most=most, where=where)


__all__ = ["MAX_AMOUNT", "MAX_COUNT", "NUMBERISH", "ROOM_SPACES", "AmountError", "read_amount", "read_count", "room_number"]
