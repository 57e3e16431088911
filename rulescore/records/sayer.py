"""Where a record finds its words without importing them.

The records are below the words: :mod:`rulescore.words` reads records (a note, a ruling) and says them, and no
record imports it, so data flows one way (records -> words). A record that must still give its own words — an
error its one English line, ``Ruling.to_text`` its text — asks :func:`say`, which calls the sayer that
:mod:`rulescore.words` installs here when it is imported; ``rulescore/__init__.py`` imports it first of all, so
the sayer is in place before any record can be asked.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

#: A sayer: a record (a :class:`~rulescore.records.vocabulary.Note`, a :class:`~rulescore.records.ruling.Ruling`)
#: and a language (``en``, ``pl``, ``ru``) -> its words.
Sayer = Callable[[Any, str], str]

_installed: list[Sayer] = []


def install(sayer: Sayer) -> None:
    """Make ``sayer`` the one that says records (:mod:`rulescore.words` calls this once, at its import)."""
    _installed[:] = [sayer]


def say(record: Any, lang: str = "en") -> str:
    """The words of ``record`` in ``lang``, by the installed sayer ('' for ``None``)."""
    if record is None:
        return ""
    if not _installed:
        raise RuntimeError("no sayer is installed: import rulescore (its __init__ installs rulescore.words)")
    return _installed[0](record, lang)


__all__ = ["Sayer", "install", "say"]
