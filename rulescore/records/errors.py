"""The exception family of rulescore.

Every problem with input — a scenario that cannot be read, a chip spec that makes no sense, an action
the rules do not allow — is raised as a :class:`RulesError` subclass whose message is one line naming
the action, the player and the rule, e.g.::

    action 3 (C check): C faces a bet of 125 and cannot check (PL-55)

The CLI prints that line and exits with status 2; notebooks and the ruling catalogue show it as the
reason a published situation is impossible.

The errors a TD meets entering a hand (a check facing a bet, a raise below the minimum or above the stack, a
player not seated, an action after the round is over or out of turn ...) carry their sentence as a typed
record too (:attr:`RulesError.why`, a :class:`~rulescore.records.vocabulary.Note`, and :attr:`RulesError.where`, the
action it points at), so :meth:`RulesError.text` says the same line in Polish or Russian; the English line is
the record's English words, exactly the message.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Any

from . import sayer
from .vocabulary import Note

#: Input quoted in a message is cut to an excerpt beyond this many characters (one line stays readable:
#: a 20,000-character line is quoted once, briefly, never in full).
QUOTE_LIMIT = 120
_LONG_RUN = re.compile(r"\S{%d,}" % (QUOTE_LIMIT + 1))


def excerpt(text: str, limit: int = QUOTE_LIMIT) -> str:
    """``text`` as a message quotes it: whole when short, else its start and how long it is; a control
    character (an escape, a NUL) as its escape, never raw into a line a terminal shows."""
    text = shown(text)
    if len(text) <= limit:
        return text
    return f"{text[:limit // 2]}… ({len(text)} characters)"


def shown(text: str) -> str:
    """``text`` with each control character written as its escape (``\\x1b``); the rest as it is."""
    if text.isprintable() or not any(unicodedata.category(c) == "Cc" for c in text):
        return text
    return "".join(repr(c)[1:-1] if unicodedata.category(c) == "Cc" else c for c in text)


class RulesError(ValueError):
    """Base class: bad input met the rules.

    ``rule`` is the rule id the message rests on (``"08.4"``, ``"PL-55"``) or ``None`` for problems of
    form (YAML syntax, a missing key) that no poker rule decides.
    """

    def __init__(self, message: str | Any, *, rule: str | None = None, action: str | None = None,
                 where: Any = None, section: str | None = None) -> None:
        """``message``: the English sentence, or a :class:`~rulescore.records.vocabulary.Note` whose words it is;
        ``action``: the action it points at (``action 3 (C check)``), ``where``: the same as a note;
        ``section``: the format page's section the line cites when no rule decides it (``Action lines``)."""
        self.why = None if isinstance(message, str) else message
        self.where = where
        if self.why is not None:
            message = sayer.say(self.why)
        self.rule = rule
        self.action = action
        self.section = section
        self.located = False  # True when :meth:`at` placed it at an action after it was raised
        self.detail = message
        text = message
        if rule and f"({rule})" not in text:
            text = f"{text} ({rule})"
        if section:
            text = f"{text} (scenario format: {section})"
        if action:
            text = f"{action}: {text}"
        text = " ".join(text.splitlines())  # one line, even when it quotes input with line breaks
        text = _LONG_RUN.sub(lambda m: excerpt(m.group(0)), text)  # no huge token quoted in full
        super().__init__(text)

    def _render_traceback_(self) -> list[str]:
        """How IPython shows the error when it reaches a notebook cell or the IPython prompt: its one line, no
        traceback (a bad scenario is the user's input, not a bug; the message already names the action, the
        player and the rule). IPython's documented protocol for an exception's own traceback; nothing is
        installed in the shell, and IPython is never imported here."""
        return [f"{type(self).__name__}: {self}"]

    def at(self, action: str, where: Any = None) -> RulesError:
        """The same error, located at ``action`` (e.g. ``"action 3 (C check)"``; ``where``: that as a note)."""
        if self.action:
            return self
        located = type(self)(self.detail if self.why is None else self.why, rule=self.rule, action=action,
                             where=where, section=self.section)
        located.located = True
        return located

    def text(self, lang: str = "en") -> str:
        """The error's one line in ``lang`` (``en``, ``pl``, ``ru``): in English the message itself; elsewhere
        the typed record's words, with the action and the rule. An error that carries no record (a problem of
        form: YAML syntax, an unknown key) is its English line in every language."""
        if lang == "en" or self.why is None or (self.action and self.where is None):
            return str(self)
        text = sayer.say(self.why, lang)
        if self.rule and f"({self.rule})" not in text:
            text = f"{text} ({self.rule})"
        if self.section:
            text = f"{text} ({sayer.say(Note.of('format-section', section=self.section), lang)})"
        if self.where is not None:
            text = f"{sayer.say(self.where, lang)}: {text}"
        return " ".join(text.splitlines())


class ScenarioError(RulesError):
    """A scenario cannot be read: YAML syntax, a missing or unknown key, a malformed value."""


class ChipSpecError(RulesError):
    """A chip specification such as ``1000+100x5`` is malformed (zero, negative, not a number)."""


class UnknownPlayerError(RulesError):
    """An action or key names a player who is not seated."""


class IllegalActionError(RulesError):
    """A plain action that the rules forbid: checking facing a bet, a raise below the minimum that is
    not all-in, a bet beyond the stack or the pot limit."""


class OutOfTurnError(IllegalActionError):
    """An action by a player whose turn it is not, where the scenario cannot rule it as out of turn."""


class RoundClosedError(IllegalActionError):
    """An action after the betting round has ended (everyone has acted and matched, or one is left)."""


class UnsupportedError(RulesError):
    """A situation the rules decide but rulescore does not model yet (e.g. correcting an incorrect pot-limit
    bet that was re-raised before the error was found). The message says what is not modelled."""


class CatalogueError(Exception):
    """The ruling catalogue (``data/rulings/*.yaml``) has entries that do not fit its schema, or
    names an entry it does not have; the message lists every problem, each naming file, id and field.

    Not a :class:`RulesError`: a problem of the catalogue's data is not bad poker input, and never
    becomes a verdict. The CLI prints it on one line and exits with status 2 all the same."""
