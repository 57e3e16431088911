"""Player names as a scenario writes them: read NFC-normalised (:func:`read_name`), found among the seats with
a message that shows what was written and what it was read as (:func:`seated`), and refused when they hold a
character nobody reading the hand can see (:func:`invisible`: Unicode's Default_Ignorable_Code_Point, from the
generated table of :mod:`rulescore.input._ignorable`, and the space, control, format, unassigned and private-use
categories). Part of reading a scenario (:mod:`rulescore.input.scenario` re-exports these names)."""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from typing import Any

from ..records.errors import ScenarioError, UnknownPlayerError
from ..records.vocabulary import Note
from ._ignorable import is_default_ignorable

# ------------------------------------------------------------------------------------------- names
#: The rule an action by somebody who is not seated is refused under: only a player in the hand acts, in turn
#: (TDA 50).
SEATED_RULE = "TDA 50"


def read_name(raw: Any) -> str:
    """A player's name as rulescore keeps it: the text as written, NFC-normalised (``e`` + a combining acute
    and ``é`` are one name; so are the Angstrom sign and ``Å``)."""
    return unicodedata.normalize("NFC", str(raw))


def spelled(name: str) -> str:
    """``'Bоb' (B, U+043E CYRILLIC SMALL LETTER O, b)``: a name with its non-ASCII characters named, so that a
    message about two names that print alike shows how they differ."""
    if name.isascii():
        return repr(name)
    parts = [c if c.isascii() else f"U+{ord(c):04X} {unicodedata.name(c, 'unnamed')}" for c in name]
    return f"{name!r} ({', '.join(parts)})"


def alike(a: str, b: str) -> bool:
    """Whether two names may print alike: the same once compatibility-folded, or the same length and equal
    wherever both characters are ASCII (a Cyrillic o against a Latin one)."""
    fold = lambda t: unicodedata.normalize("NFKC", t).casefold()  # noqa: E731
    if fold(a) == fold(b):
        return True
    return len(a) == len(b) and not (a.isascii() and b.isascii()) and all(
        x == y or not (x.isascii() and y.isascii()) for x, y in zip(a, b))


def look_alike(a: str, b: str) -> bool:
    """Whether two different names print as one to a reader: the same once compatibility-normalised (NFKC:
    ``ﬁn`` and ``fin``, a fullwidth ``Ａnn`` and ``Ann``), or the same length and different only where one has an
    ASCII letter and the other a Cyrillic or Greek letter of the same name (``A`` and a Cyrillic ``А``) or one of
    the two mixing the scripts (``Bob`` and ``Bоb`` with a Cyrillic o). Names that differ by case or by a Latin accent (``Zoé``, ``Zoë``, ``Zoe``), or are
    written wholly in two scripts (``Иван``, ``Ivan``), do not look alike: they are two players."""
    if a == b:
        return False
    if unicodedata.normalize("NFKC", a) == unicodedata.normalize("NFKC", b):
        return True
    if len(a) != len(b):
        return False

    def foreign(c: str) -> bool:
        return unicodedata.name(c, "").split(" ")[0] in ("CYRILLIC", "GREEK")

    def mixed(name: str) -> bool:  # Latin letters and Cyrillic or Greek ones in one name: a look-alike's mark
        return any(c.isascii() and c.isalpha() for c in name) and any(foreign(c) for c in name)

    def same_letter(x: str, y: str) -> bool:  # LATIN CAPITAL LETTER A and CYRILLIC CAPITAL LETTER A
        return unicodedata.name(x, "").partition(" ")[2] == unicodedata.name(y, "").partition(" ")[2] != ""

    diffs = [(x, y) for x, y in zip(a, b) if x != y]
    if not all((x.isascii() and x.isalpha() and foreign(y)) or (y.isascii() and y.isalpha() and foreign(x))
               for x, y in diffs):
        return False
    return all(same_letter(x, y) for x, y in diffs) or ((mixed(a) or mixed(b)) and len(diffs) < len(a))


def seated(raw: Any, seats: Sequence[str], what: str, *, rule: str | None = None, where: Any = None) -> str:
    """The seated player ``raw`` names (read by :func:`read_name`), or an :class:`UnknownPlayerError` that
    shows what was written and what it was read as, and names ``what`` (the key or the action; ``where``: the
    action as a :class:`~rulescore.records.vocabulary.Note`, for the error's words in every language)."""
    name = read_name(raw)
    if name in seats:
        return name
    written = str(raw)
    shown = spelled(written) if written == name else f"{spelled(written)}, read as {spelled(name)}"
    listed = ", ".join(spelled(s) if alike(s, name) else s for s in seats)
    if where is None and what.isidentifier():  # a key of the scenario (stacks, ante, ask): named as written
        where = Note.of("where-key", key=what)
    if where is not None:
        raise UnknownPlayerError(Note.of("err-unknown-player", shown=shown, seats=listed), rule=rule, action=what,
                                 where=where)
    raise UnknownPlayerError(f"{what}: {shown} is not seated (seats: {listed})", rule=rule)


def seated_keys(raw: dict, seats: Sequence[str], what: str, *, rule: str | None = None) -> list[tuple[str, Any]]:
    """The entries of a mapping keyed by player (``stacks``, ``hands``, ``put_in`` ...) as ``(seated name,
    value)``: every key found among the seats by :func:`seated`, and two keys that are one name once
    NFC-normalised (``é`` as one character and as ``e`` + a combining accent) refused, because the second
    would silently replace the first. A key that is a number next to a number value is the tail of an
    amount the flow mapping split at its comma (``{B: 1,500}`` is ``B: 1`` and ``500:``): said so."""
    out: list[tuple[str, Any]] = []
    first: dict[str, str] = {}
    for key, value in raw.items():
        written = str(key)
        if written.isascii() and written.isdigit() and written not in seats and out:
            prev_name, prev = out[-1]
            raise ScenarioError(f"{what}: {written!r} is not seated: in a {{...}} mapping a comma separates entries, "
                                f"so '{prev_name}: {prev},{written}' was read as {prev_name}: {prev} and {written}: "
                                f"write {prev}{written} without the comma, or quote it ('{prev},{written}')",
                                rule=rule)
        name = seated(key, seats, what, rule=rule)
        if name in first:
            raise ScenarioError(f"{what}: {name} is given twice (written {spelled(first[name])} and "
                                f"{spelled(written)}, one name once NFC-normalised); a scenario states each thing "
                                f"once", rule=rule)
        first[name] = written
        out.append((name, value))
    return out


def invisible(c: str) -> bool:
    """Whether a character shows as nothing or as a space: Unicode's Default_Ignorable_Code_Point property
    (joiners, variation selectors, the combining grapheme joiner, Hangul fillers, tags, ...:
    :mod:`rulescore.input._ignorable`, generated from Unicode's data), spaces (a no-break space included), control,
    format, unassigned, private-use and surrogate code points."""
    return is_default_ignorable(c) or unicodedata.category(c) in ("Zs", "Zl", "Zp", "Cc", "Cf", "Co", "Cs", "Cn")


