"""One action line of a scenario (``B raise 1600``, ``C push 1000+100x5``, ``D says "raise 800"``,
``dealer counts 9500``) read into an :class:`Event`: the verbs and clause words of the format, the plain
verbs' amounts (:func:`rulescore.input.amounts.read_amount`), the ``push`` / ``says`` clauses (:func:`parse_delivery`;
the words by the grammar of :mod:`rulescore.input.saying`) and the dealer's lines. Part of reading a scenario
(:mod:`rulescore.input.scenario` re-exports these names)."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from ..records.chips import Chips, Delivery, Prior
from ..records.errors import ChipSpecError, RulesError, ScenarioError, excerpt
from ..records.vocabulary import Game, Note, Street, Structure
from .amounts import read_amount
from .chips import parse_chips
from .names import SEATED_RULE, read_name, seated
from .saying import read_words

#: Verbs of a scenario action and what each takes.
VERBS = {
    "fold": None, "check": None, "call": None, "allin": None,
    "bet": "amount", "raise": "amount", "push": "chips", "says": "words",
    "timeout": None,  # the clock ran out on the player (RU-27, TDA 29)
    # The two betting verbs of the PHH hand-history format, resolved by the engine from the table state:
    # ``cc`` checks when there is nothing to call and calls otherwise; ``cbr N`` bets (nobody has bet) or
    # raises to the street total N (a fixed-limit completion too).
    "cc": None, "cbr": "amount",
}
#: What the dealer may do in a scenario (``dealer counts 9500``), ruled by :mod:`rulescore.rules.procedure`:
#: ``counts N`` announces the pot-limit maximum for the player to act (PL-54A); ``recounts`` is the moment
#: an incorrect amount is found (08.8, IA-12); ``deals`` is the next card coming out (ends corrections).
DEALER_VERBS = {"counts": "amount", "recounts": None, "deals": None}
#: Words that start a clause of a ``push`` / ``says`` line.
CLAUSE_WORDS = frozenset({"says", "push", "kept", "pulled", "swept", "told", "td"})
#: Table words with one meaning, read as the plain verb on the right (the ruling shows that verb; the
#: record's ``written`` keeps the words). ``all in`` (two words) is ``allin`` too; ``limp`` is a call
#: preflop only (after the flop there is no big blind to limp into).
SYNONYMS = {"bets": "bet", "raises": "raise", "calls": "call", "folds": "fold", "checks": "check",
            "all-in": "allin", "shove": "allin", "shoves": "allin", "jam": "allin", "jams": "allin",
            "limp": "call", "limps": "call"}
#: Table words with two meanings: an error that lists them, never a guess.
AMBIGUOUS = {"pass": "a check (as some rooms say) or a fold (as others do)",
             "passes": "a check (as some rooms say) or a fold (as others do)"}
#: The rule a number written inside an action line is read under (bets are made by words and/or chips, TDA 40):
#: an amount rulescore cannot read is refused naming it.
AMOUNT_RULE = "TDA 40"
_ACTION = re.compile(r"^\s*(\S+)\s+(\S+)(?:\s+(.*?))?\s*$")
_TOKEN = re.compile(r'"[^"]*"|\'[^\']*\'|“[^”]*”|‘[^’]*’|„[^“”]*[“”]|«[^»]*»|\S+')
#: Quotes around the words of ``says``: straight, and the typographic ones a word processor or a phone puts in.
_QUOTES = {'"': '"', "'": "'", "“": "”", "‘": "’", "„": "“”", "«": "»"}


@dataclass(frozen=True)
class Event:
    """One action of a scenario (a player's or the dealer's), as written and as parsed."""

    index: int
    """1-based position in its street's action list."""
    player: str
    """Who acted (a seated player, or ``dealer``)."""
    verb: str
    """One of :data:`VERBS` (or of :data:`DEALER_VERBS` for the dealer)."""
    amount: int | None = None
    """For ``bet`` / ``raise``: the street total (or the increment when ``by`` is true)."""
    by: bool = False
    """``raise +N``: the amount is an increment over the current bet."""
    chips: Chips | None = None
    """For ``push``: the chips pushed."""
    words: str | None = None
    """For ``says``: what the player said."""
    written: str = ""
    """The action as the scenario wrote it."""
    pot: bool = False
    """``raise pot`` / ``bet pot`` (pot-limit): to the most the pot allows (``amount`` is ``None``); the
    engine works the figure out when the action is replayed."""
    delivery: Delivery | None = None
    """For ``push`` / ``says``: how the action was made — chips, words, their order, earlier chips kept or
    pulled back, what the player was told, a TD's choice."""
    street: Street | None = None
    """The street it was made on (set for every action of a scenario)."""
    section: str = "action"
    """How messages name the list it came from: ``action`` (one street) or ``flop action`` (``streets:``)."""

    @property
    def label(self) -> str:
        """``action 3 (C check)``: how error messages point at this action (a long line by an excerpt)."""
        return f"{self.section} {self.index} ({excerpt(self.written)})"

    @property
    def where(self) -> Note:
        """:attr:`label` as a note (its words in every language)."""
        return where_note(self.section, self.index, self.written)

    @property
    def is_dealer(self) -> bool:
        """Whether this is a dealer line (``dealer counts 9500``)."""
        return self.player == "dealer" and self.verb in DEALER_VERBS


def where_note(section: str, index: int, written: str) -> Note:
    """How an error points at an action (``action 3 (C check)``, ``flop action 2 (...)``), as a note."""
    street = section.removesuffix(" action") if section != "action" else ""
    return Note.of("where", street=street or "none", n=index, written=excerpt(written))


# ------------------------------------------------------------------------------------------- lines
def split_line(text: Any, *, index: int, what: str = "action", noun: str = "an action",
               form: str = "PLAYER VERB [AMOUNT]", example: str = "A bet 100") -> tuple[str, str, str, str, str | None]:
    """Split one scenario line (an action, a showdown event) into ``(written, label, player, verb, rest)``;
    ``label`` (``action 3 (C check)``) is how error messages point at the line."""
    if not isinstance(text, str):
        raise ScenarioError(f"{what} {index} ({text!r}): write {noun} as text like '{example}'")
    written = " ".join(text.split())
    label = f"{what} {index} ({excerpt(written)})"
    m = _ACTION.match(text)
    if not m:
        raise ScenarioError(f"{label}: write {form}, like '{example}'")
    return written, label, m.group(1), m.group(2).lower(), m.group(3)


def parse_action(text: Any, index: int, seats: Sequence[str], *, street: Street | None = None,
                 section: str = "action", game: Game | None = None, lang: str | None = None) -> Event:
    """Read one action line such as ``"B raise 1600"`` (or a dealer line, ``"dealer counts 9500"``).

    Synonyms (:data:`SYNONYMS`, ``all in``, ``raises to 2k``) are read as their plain verb; ``raise pot`` /
    ``bet pot`` is the pot-limit maximum, an error in other games (``game``; ``None``: not known here).
    ``lang``: the language of the words of ``says`` (the scenario's ``lang:``; ``None``: told from the words).
    """
    written, label, player, verb, rest = split_line(text, index=index, what=section)
    if player.lower() == "dealer" and read_name(player) not in seats:
        return _dealer_event(index, verb, rest, written, label, street, section)  # the dealer's line
    at = where_note(section, index, written)
    player = seated(player, seats, label, rule=SEATED_RULE, where=at)

    def refuse(kind: str, rule: str | None = None, **args: Any) -> ScenarioError:
        return ScenarioError(Note.of(kind, **args), rule=rule, action=label, where=at)

    word = verb
    if verb == "all" and rest is not None and rest.split()[0].lower() == "in":
        word, verb, rest = "all in", "allin", " ".join(rest.split()[1:]) or None
    if verb in ("limp", "limps") and street not in (None, Street.PREFLOP):
        raise refuse("err-limp-late", street=street.value)
    if verb in AMBIGUOUS:
        raise refuse("err-ambiguous", verb=verb)
    verb = SYNONYMS.get(verb, verb)
    if verb not in VERBS:
        raise refuse("err-unknown-verb", quoted=repr(verb), verbs=", ".join(VERBS), synonyms=", ".join(SYNONYMS))
    base: dict[str, Any] = dict(index=index, player=player, written=written, street=street, section=section)
    takes = VERBS[verb]
    if takes is None:
        if rest:
            which = verb if verb in ("cc", "call", "allin") else "other"
            raise refuse("err-no-amount", which=which, word=word, rest=rest)
        return Event(verb=verb, **base)
    if not rest:
        if takes == "amount":
            raise refuse("err-needs-amount", which=verb if verb in ("cbr", "raise") else "other", word=word,
                         verb=verb, player=player)
        if verb == "push":
            raise refuse("err-needs-chips", AMOUNT_RULE, what="push", which="plain")
        raise refuse("err-needs-words", "TDA 40-B", which="plain")
    if takes == "amount":
        return _bet(verb, word, rest, label, game, base, refuse, at)
    try:
        d = parse_delivery(verb, rest, player=player, lang=lang)
    except RulesError as exc:
        raise exc.at(label, at) from None
    return Event(verb=verb, chips=d.chips, words=d.words, delivery=d, **base)


def _bet(verb: str, word: str, rest: str, label: str, game: Game | None, base: dict,
         refuse: Callable[..., ScenarioError], at: Note) -> Event:
    """A ``bet`` / ``raise`` line's amount: ``N``, ``to N``, ``+N``, ``by N`` (raises), ``pot`` (pot-limit);
    ``refuse(kind, rule, **args)``: the error of the line, as a record; ``at``: the line, as a note."""
    parts = rest.split()
    by = False
    if verb == "cbr":
        if len(parts) != 1 or parts[0].startswith("+") or parts[0].lower() in ("pot", "to", "by"):
            raise refuse("err-write-n", verb=verb)
        value = read_amount(parts[0], label, rule=AMOUNT_RULE, where=at)
        if value == 0:
            raise refuse("err-zero", AMOUNT_RULE, verb=verb)
        return Event(verb=verb, amount=value, **base)
    to = parts[0].lower() == "to"
    if to:
        parts = parts[1:]
    elif parts[0].lower() == "by":
        by, parts = True, parts[1:]
    if len(parts) != 1:
        raise refuse("err-write-n", verb=verb)
    amount = parts[0]
    if amount.startswith("+"):
        if to:  # "raise to +800": a total and an increment at once; neither reading is dropped silently
            raise refuse("err-to-plus", verb=verb, amount=amount)
        by, amount = True, amount[1:]  # "+N" and "by +N" (the increment said twice): by N
    if by and verb != "raise":
        raise refuse("err-plus-raise")
    if amount.lower() == "pot":
        if by:
            raise refuse("err-pot-by")
        if game is not None and game.structure is not Structure.POT_LIMIT:
            raise refuse("err-pot-game", structure=game.structure.value, word=word, verb=verb,
                         player=base["player"], cite="PL-54")
        return Event(verb=verb, pot=True, **base)
    times = re.fullmatch(r"(\d+(?:\.\d+)?)[xX]", amount)
    if times:
        raise refuse("err-times", amount=amount, n=times.group(1), verb=verb)
    value = read_amount(amount, label, rule=AMOUNT_RULE, where=at)
    if value == 0:
        raise refuse("err-zero", AMOUNT_RULE, verb=verb)
    return Event(verb=verb, amount=value, by=by, **base)


def _dealer_event(index: int, verb: str, rest: str | None, written: str, label: str, street: Street | None,
                  section: str) -> Event:
    at = where_note(section, index, written)
    if verb not in DEALER_VERBS:
        *first, last = DEALER_VERBS
        raise ScenarioError(Note.of("err-dealer-verb", quoted=repr(verb), verbs=", ".join(first), last=last),
                            action=label, where=at)
    base: dict[str, Any] = dict(index=index, player="dealer", verb=verb, written=written, street=street,
                                section=section)
    if DEALER_VERBS[verb] is None:
        if rest:
            raise ScenarioError(Note.of("err-dealer-no-amount", verb=verb), action=label, where=at)
        return Event(**base)
    if not rest:
        raise ScenarioError(Note.of("err-dealer-needs", verb=verb), action=label, where=at)
    return Event(amount=read_amount(rest, label, rule="PL-54A", where=at), **base)


def parse_delivery(verb: str, rest: str, *, label: str = "", player: str = "?", lang: str | None = None) -> Delivery:
    """Read what follows ``push`` or ``says`` in a scenario line: the chips, the words, their order, and
    the clauses ``kept`` / ``pulled [CHIPS]`` / ``swept`` (earlier chips, IA-09), ``told N`` (what the
    player was told, 08.10) and ``td OUTCOME`` (the TD's choice).

    >>> d = parse_delivery("says", '"raise" push 500x2')
    >>> d.words, d.chips.total, d.words_first
    ('raise', 1000, True)
    """
    where = f"{label}: " if label else ""

    def refuse(kind: str, rule: str | None = None, **args: Any) -> ScenarioError:
        return ScenarioError(Note.of(kind, **args), rule=rule, action=label or None)

    toks = _TOKEN.findall(rest or "")
    i = 0
    kw: dict = {}
    motions: list[Chips] = []

    def until_keyword() -> list[str]:
        nonlocal i
        out = []
        while i < len(toks) and toks[i].lower() not in CLAUSE_WORDS:
            out.append(toks[i])
            i += 1
        return out

    def chips_here(what: str) -> Chips:
        spec = " ".join(until_keyword())
        if not spec:
            raise refuse("err-needs-chips", AMOUNT_RULE, what=what, which="example")
        try:
            return parse_chips(spec, rule=AMOUNT_RULE, record=Note.of)
        except ChipSpecError as exc:
            raise ChipSpecError(exc.why or exc.detail, rule=exc.rule, action=label or None) from None

    def words_here() -> str:
        nonlocal i
        if i < len(toks) and toks[i][:1] in _QUOTES and len(toks[i]) >= 2 and toks[i][-1] in _QUOTES[toks[i][0]]:
            i += 1
            text = toks[i - 1][1:-1]
        else:
            text = " ".join(until_keyword())
        if not text.strip():
            raise refuse("err-needs-words", "TDA 40-B", which="example")
        return text.strip()

    if verb == "push":
        motions.append(chips_here("push"))
    else:
        kw["words"] = words_here()
    while i < len(toks):
        key = toks[i].lower()
        i += 1
        if key == "says":
            if "words" in kw:
                raise refuse("err-says-twice")
            kw["words"] = words_here()
        elif key == "push":
            if not motions and "words" in kw:
                kw["words_first"] = True
            motions.append(chips_here("push"))
        elif key in ("kept", "swept", "pulled"):
            if "prior" in kw:
                raise refuse("err-prior-twice")
            kw["prior"] = Prior(key)
            if key == "pulled" and i < len(toks) and toks[i].lower() not in CLAUSE_WORDS:
                kw["pulled"] = chips_here("pulled")
        elif key == "told":
            amount = until_keyword()
            if len(amount) != 1:
                raise refuse("err-told-needs", "08.10")
            kw["told"] = read_amount(amount[0], f"{where}told", rule="08.10")
        elif key == "td":
            choice = " ".join(until_keyword()).strip().strip("\"'")
            if not choice:
                raise refuse("err-td-needs")
            kw["td"] = choice.lower()
        else:
            # Nothing a line holds is dropped unread: words outside the quotes of says (says "raise" to 1200),
            # a second quoted declaration, a stray word after a clause (TDA 40-B: the declaration is the words).
            i -= 1
            extra = " ".join(until_keyword())
            raise refuse("err-after-words", "TDA 40-B", player=player, extra=extra)
    if motions:
        kw["chips"] = motions[0]
        kw["more"] = tuple(motions[1:])
    if not motions and kw.get("prior") is not None:
        raise refuse("err-prior-no-push")
    if lang is not None:
        kw["lang"] = lang
    if "words" in kw:
        try:  # words the grammar of says cannot read are refused when the line is read, not when it is ruled
            read_words(kw["words"], player=player, lang=lang)
        except RulesError as exc:
            raise exc.at(label) if label else exc from None
    return Delivery(**kw)


