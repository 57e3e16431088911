"""Unicode's Default_Ignorable_Code_Point property as a range table (generated; do not edit by hand).

Code points a renderer may show as nothing: joiners, variation selectors, the combining grapheme joiner,
Hangul fillers, soft hyphen, tags, bidi controls and the reserved ranges kept for more of them. A player's
name must hold none of them (:mod:`rulescore.input.scenario`): two names that differ only by one print alike.

Regenerate with ``.venv/bin/python -m rulescore.input._ignorable > rulescore/input/_ignorable.py`` (needs the dev-only
``regex`` package, which knows the property; the runtime needs nothing but this table).
tests/test_names.py checks the table against ``regex``'s ``\\p{Default_Ignorable_Code_Point}``.
"""

from __future__ import annotations

from bisect import bisect_right

#: Sorted, non-overlapping ``(first, last)`` ranges of Default_Ignorable_Code_Point.
RANGES: tuple[tuple[int, int], ...] = (
    (0x00AD, 0x00AD),
    (0x034F, 0x034F),
    (0x061C, 0x061C),
    (0x115F, 0x1160),
    (0x17B4, 0x17B5),
    (0x180B, 0x180F),
    (0x200B, 0x200F),
    (0x202A, 0x202E),
    (0x2060, 0x206F),
    (0x3164, 0x3164),
    (0xFE00, 0xFE0F),
    (0xFEFF, 0xFEFF),
    (0xFFA0, 0xFFA0),
    (0xFFF0, 0xFFF8),
    (0x1BCA0, 0x1BCA3),
    (0x1D173, 0x1D17A),
    (0xE0000, 0xE0FFF),
)
#: Generated from the dev-only ``regex`` package, version 2026.11.19.

_FIRSTS = tuple(a for a, _ in RANGES)


def is_default_ignorable(c: str) -> bool:
    """Whether the character ``c`` has Unicode's Default_Ignorable_Code_Point property."""
    cp = ord(c)
    i = bisect_right(_FIRSTS, cp) - 1
    return i >= 0 and RANGES[i][0] <= cp <= RANGES[i][1]


def _generate() -> str:  # pragma: no cover - run by hand when Unicode changes
    import regex  # type: ignore[import-untyped]  # dev-only

    pat = regex.compile(r"\p{Default_Ignorable_Code_Point}")
    ranges: list[list[int]] = []
    for cp in range(0x110000):
        if pat.match(chr(cp)):
            if ranges and ranges[-1][1] == cp - 1:
                ranges[-1][1] = cp
            else:
                ranges.append([cp, cp])
    from pathlib import Path

    text = Path(__file__).read_text(encoding="utf-8")
    head = text.split("RANGES: tuple")[0]
    body = "".join(f"    (0x{a:04X}, 0x{b:04X}),\n" for a, b in ranges)
    tail = text.split("\n)\n", 1)[1]
    return f"{head}RANGES: tuple[tuple[int, int], ...] = (\n{body})\n{tail}"


if __name__ == "__main__":  # pragma: no cover
    print(_generate(), end="")
