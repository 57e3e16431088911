"""What a reader must never meet in a text rulescore writes: the checks the tests run on every rendered template
(and that any test of a text view can run on its output). Pure standard library.

>>> problems("B: 400 to call; can_raise True")
['a key name: can_raise', 'a program value: True']
>>> problems("B may fold, call or raise.")
[]
"""

from __future__ import annotations

import re

_CHECKS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("a placeholder left", re.compile(r"[{}]|\$\w|%\(\w+\)|\?\?\?")),
    ("a key name", re.compile(r"\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b")),
    ("a program value", re.compile(r"\b(?:None|True|False|null|undefined|NaN)\b")),
    ("a term id", re.compile(r"(?<![\w-])-[a-z]+(?:-[a-z0-9]+)+\b")),
    ("two spaces", re.compile(r"\S {2,}\S")),
    ("a space before punctuation", re.compile(r"\w \s*[,.;:!?)](?![\d.])")),
    ("an empty bracket", re.compile(r"\(\s*\)|\[\s*\]")),
    ("punctuation doubled", re.compile(r"[,;:]\s*[,;:.]|(?<!\.)\.\.(?!\.)|(?<!\.)\.\s*\.(?!\.)")),
    ("a word doubled", re.compile(r"(?i)\b(\w{2,})\s+\1\b")),
)


def problems(text: str) -> list[str]:
    """Each leftover in ``text``, as ``"what: the text found"`` (empty when it reads as a person writes)."""
    found = []
    for what, pattern in _CHECKS:
        for m in pattern.finditer(text):
            found.append(f"{what}: {m.group(0).strip()}")
    if text != text.strip():
        found.append("space at an end")
    return found


__all__ = ["problems"]
