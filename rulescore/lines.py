"""One action line of a scenario (``B raise 1600``, ``C push 1000+100x5``, ``D says "raise 800"``,
``dealer counts 9500``) read into an :class:`Event`: the verbs and clause words of the format, the plain
verbs' amounts (:func:`rulescore.amounts.read_amount`), the ``push`` / ``says`` clauses (:func:`parse_delivery`;
the words by the grammar of :mod:`rulescore.saying`) and the dealer's lines. Part of reading a scenario
(:mod:`rulescore.scenario` re-exports these names)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .amounts import read_amount
from .chips import Chips, Delivery, Prior, parse_chips
from .errors import ChipSpecError, RulesError, ScenarioError, excerpt
from .names import SEATED_RULE, read_name, seated
from .saying import read_words
from .vocabulary import Game, Street, Structure

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
#: What the dealer may do in a scenario (``dealer counts 9500``), ruled by :mod:`rulescore.procedure`:
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
    def is_dealer(self) -> bool:
        """Whether this is a dealer line (``dealer counts 9500``)."""
        return self.player == "dealer" and self.verb in DEALER_VERBS


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
                 section: str = "action", game: Game | None = None) -> Event:
    """Read one action line such as ``"B raise 1600"`` (or a dealer line, ``"dealer counts 9500"``).

    Synonyms (:data:`SYNONYMS`, ``all in``, ``raises to 2k``) are read as their plain verb; ``raise pot`` /
    ``bet pot`` is the pot-limit maximum, an error in other games (``game``; ``None``: not known here).
    """
    written, label, player, verb, rest = split_line(text, index=index, what=section)
    if player.lower() == "dealer" and read_name(player) not in seats:
        return _dealer_event(index, verb, rest, written, label, street, section)
    player = seated(player, seats, label, rule=SEATED_RULE)
    word = verb
    if verb == "all" and rest is not None and rest.split()[0].lower() == "in":
        word, verb, rest = "all in", "allin", " ".join(rest.split()[1:]) or None
    if verb in ("limp", "limps") and street not in (None, Street.PREFLOP):
        raise ScenarioError(f"{label}: a limp is a call of the big blind preflop; on the {street.value} write "
                            f"call or check")
    if verb in AMBIGUOUS:
        raise ScenarioError(f"{label}: {verb} could be {AMBIGUOUS[verb]}: write check or fold")
    verb = SYNONYMS.get(verb, verb)
    if verb not in VERBS:
        raise ScenarioError(f"{label}: unknown verb {verb!r} (verbs: {', '.join(VERBS)}; synonyms: "
                            f"{', '.join(SYNONYMS)}, all in)")
    base: dict[str, Any] = dict(index=index, player=player, written=written, street=street, section=section)
    takes = VERBS[verb]
    if takes is None:
        if rest:
            if verb == "cc":
                raise ScenarioError(f"{label}: cc takes no amount (it is a check or a call of the bet faced, "
                                    f"whichever the table state makes it)")
            why = {"call": "a call matches the bet faced", "allin": "all-in is every chip the player has"}.get(verb)
            raise ScenarioError(f"{label}: {word} takes no amount" + (f" ({why}; chips put in without a word "
                                                                       f"are push {rest})" if why else ""))
        return Event(verb=verb, **base)
    if not rest:
        if verb == "cbr":
            raise ScenarioError(f"{label}: cbr needs an amount: cbr N bets or raises to the street total N (as PHH "
                                f"writes it)")
        if takes == "amount":
            raise ScenarioError(f"{label}: {word} needs an amount: {verb} N (to N chips)"
                                + (", raise +N (by N)" if verb == "raise" else "")
                                + f", {verb} pot in pot-limit, or {player} says \"{verb}\" for the word alone")
        raise ScenarioError(f"{label}: {verb} needs {takes}", rule=AMOUNT_RULE if verb == "push" else "TDA 40-B")
    if takes == "amount":
        return _bet(verb, word, rest, label, game, base)
    try:
        d = parse_delivery(verb, rest, player=player)
    except RulesError as exc:
        raise exc.at(label) from None
    return Event(verb=verb, chips=d.chips, words=d.words, delivery=d, **base)


def _bet(verb: str, word: str, rest: str, label: str, game: Game | None, base: dict) -> Event:
    """A ``bet`` / ``raise`` line's amount: ``N``, ``to N``, ``+N``, ``by N`` (raises), ``pot`` (pot-limit)."""
    parts = rest.split()
    by = False
    if verb == "cbr":
        if len(parts) != 1 or parts[0].startswith("+") or parts[0].lower() in ("pot", "to", "by"):
            raise ScenarioError(f"{label}: write cbr N, N the street total bet or raised to (as PHH writes it)")
        value = read_amount(parts[0], label, rule=AMOUNT_RULE)
        if value == 0:
            raise ScenarioError(f"{label}: a cbr of 0 is no bet", rule=AMOUNT_RULE)
        return Event(verb=verb, amount=value, **base)
    if parts[0].lower() == "to":
        parts = parts[1:]
    elif parts[0].lower() == "by":
        by, parts = True, parts[1:]
    if len(parts) != 1:
        raise ScenarioError(f"{label}: write {verb} N (to N chips)" + (", raise +N or raise by N (by N chips)"
                                                                       if verb == "raise" else ""))
    amount = parts[0]
    if amount.startswith("+") and not by:
        by, amount = True, amount[1:]
    if by and verb != "raise":
        raise ScenarioError(f"{label}: '+N' and 'by N' are for raises (raise +1000 = raise by 1000)")
    if amount.lower() == "pot":
        if by:
            raise ScenarioError(f"{label}: write raise pot (to the pot-limit maximum), not by the pot")
        if game is not None and game.structure is not Structure.POT_LIMIT:
            if game.structure is Structure.FIXED_LIMIT:
                why = "in fixed limit every bet and raise is one bet size: write the total (raise N)"
            else:
                why = (f"in no-limit the pot is no limit: write the amount ({verb} N), or {base['player']} says "
                       f"\"pot\" to rule the word (PL-54)")
            raise ScenarioError(f"{label}: {word} pot: {why}")
        return Event(verb=verb, pot=True, **base)
    times = re.fullmatch(r"(\d+(?:\.\d+)?)[xX]", amount)
    if times:
        n = times.group(1)
        raise ScenarioError(f"{label}: {amount} has two readings, {n} times the bet faced or {n} big blinds: "
                            f"write the street total ({verb} N)")
    value = read_amount(amount, label, rule=AMOUNT_RULE)
    if value == 0:
        raise ScenarioError(f"{label}: a {verb} of 0 is no {verb}", rule=AMOUNT_RULE)
    return Event(verb=verb, amount=value, by=by, **base)


def _dealer_event(index: int, verb: str, rest: str | None, written: str, label: str, street: Street | None,
                  section: str) -> Event:
    if verb not in DEALER_VERBS:
        *first, last = DEALER_VERBS
        raise ScenarioError(f"{label}: {verb!r} is not a dealer's action; the dealer {', '.join(first)} or {last} "
                            "(e.g. 'dealer counts 9500')")
    base: dict[str, Any] = dict(index=index, player="dealer", verb=verb, written=written, street=street,
                                section=section)
    if DEALER_VERBS[verb] is None:
        if rest:
            raise ScenarioError(f"{label}: dealer {verb} takes no amount")
        return Event(**base)
    if not rest:
        raise ScenarioError(f"{label}: dealer {verb} needs an amount")
    return Event(amount=read_amount(rest, label, rule="PL-54A"), **base)


def parse_delivery(verb: str, rest: str, *, label: str = "", player: str = "?") -> Delivery:
    """Read what follows ``push`` or ``says`` in a scenario line: the chips, the words, their order, and
    the clauses ``kept`` / ``pulled [CHIPS]`` / ``swept`` (earlier chips, IA-09), ``told N`` (what the
    player was told, 08.10) and ``td OUTCOME`` (the TD's choice).

    >>> d = parse_delivery("says", '"raise" push 500x2')
    >>> d.words, d.chips.total, d.words_first
    ('raise', 1000, True)
    """
    where = f"{label}: " if label else ""
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
        spec = "".join(until_keyword())
        if not spec:
            raise ScenarioError(f"{where}{what} needs chips, like 1000+100x5", rule=AMOUNT_RULE)
        try:
            return parse_chips(spec, rule=AMOUNT_RULE)
        except ChipSpecError as exc:
            raise ChipSpecError(exc.detail, rule=exc.rule, action=label or None) from None

    def words_here() -> str:
        nonlocal i
        if i < len(toks) and toks[i][:1] in _QUOTES and len(toks[i]) >= 2 and toks[i][-1] in _QUOTES[toks[i][0]]:
            i += 1
            text = toks[i - 1][1:-1]
        else:
            text = " ".join(until_keyword())
        if not text.strip():
            raise ScenarioError(f"{where}says needs the words said, like says \"raise 800\"", rule="TDA 40-B")
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
                raise ScenarioError(f"{where}one action can say words once")
            kw["words"] = words_here()
        elif key == "push":
            if not motions and "words" in kw:
                kw["words_first"] = True
            motions.append(chips_here("push"))
        elif key in ("kept", "swept", "pulled"):
            if "prior" in kw:
                raise ScenarioError(f"{where}say once what happened to the earlier chips (kept, pulled or swept)")
            kw["prior"] = Prior(key)
            if key == "pulled" and i < len(toks) and toks[i].lower() not in CLAUSE_WORDS:
                kw["pulled"] = chips_here("pulled")
        elif key == "told":
            amount = until_keyword()
            if len(amount) != 1:
                raise ScenarioError(f"{where}told needs the amount the player was told, like told 12000", rule="08.10")
            kw["told"] = read_amount(amount[0], f"{where}told", rule="08.10")
        elif key == "td":
            choice = " ".join(until_keyword()).strip().strip("\"'")
            if not choice:
                raise ScenarioError(f"{where}td needs the outcome the TD chose, like td fold")
            kw["td"] = choice.lower()
    if motions:
        kw["chips"] = motions[0]
        kw["more"] = tuple(motions[1:])
    if not motions and kw.get("prior") is not None:
        raise ScenarioError(f"{where}kept/pulled/swept describe chips pushed: add push CHIPS")
    if "words" in kw:
        try:  # words the grammar of says cannot read are refused when the line is read, not when it is ruled
            read_words(kw["words"], player=player)
        except RulesError as exc:
            raise exc.at(label) if label else exc from None
    return Delivery(**kw)


