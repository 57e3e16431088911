"""The lines of each poker site's text history, as rulescore reads them (:mod:`.sites` reads a hand with
them): a seat line, the button, a player's actions in the site's words, the board, the hole cards dealt and
shown, what each player won. No pokerkit: these are rulescore's own patterns, written from the sites'
exports (real files in tests/data/histories/real) and checked against what pokerkit's readers make of the
same hands (``bench/site_histories.py``).

A player's line is found by the player's name, not by a pattern of names: the seat lines give every name
(``Seat 3: Mr (Big) ($5 in chips)`` is the player ``Mr (Big)``), and a line is a player's when it starts
with a seated name and the site's separator (``": "`` on PokerStars, ``" - "`` on Absolute Poker, a space
elsewhere). What follows is read by the site's verb patterns:

* ``fold``, ``check``; ``call`` with the chips added (``add``);
* ``bet`` and ``raise`` with the street total the player's bet reaches (``to``) where the site writes it
  (PokerStars' ``raises 20 to 40``, Full Tilt's ``raises to 40``, Ongame's and Absolute's ``raises 20 to 40``),
  else the chips added (``add``: PartyPoker's ``raises [$0.40 USD]``);
* ``shows`` (cards tabled at the showdown).

A line that starts with a seated name and one of the site's action verbs (:attr:`Grammar.verbs`) but that no
pattern reads whole is refused naming the line (an amount cut off or missing, a sign). iPoker's XML is read
from its elements' attributes, whatever their order.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation
from functools import cache

#: An amount as the sites write it, after an optional currency sign: ``1,234.50``, ``0,35`` (a decimal comma).
AMOUNT = r"[^\d\s\[\](),\-\u2212\u2013]{0,3}?\s?(\d[\d,.]*\d|\d)"
_ALL_IN = r"(?:,? and is all[- ]in|,? and is capped|\s*\[all in\]| \(all-in\))?"


def amount(name: str) -> str:
    """:data:`AMOUNT` with its number in the group ``name``."""
    return AMOUNT.replace("(\\d", f"(?P<{name}>\\d", 1)


#: One winner of Ongame's list (``KA40 (365)``, ``tsop13 (125 High)``).
WINNER = re.compile(rf"(?P<player>.+?) \({amount('amount')}(?: High| Low)?\)(?:, |\s*$)")


def value(text: str) -> Decimal:
    """An amount of a site's text as a ``Decimal``: ``1,234.50`` and ``1.234,50`` are 1234.50, ``0,35`` is
    0.35 (a decimal comma: one or two digits after it), ``1,000`` and ``1.000`` are 1000 (three digits after
    the mark: thousands; money has two decimals). ``ValueError`` for anything else."""
    body = text.strip()
    if not re.fullmatch(r"\d[\d.,]*", body):
        raise ValueError(f"{text!r} is not an amount")
    if "," in body and "." in body:
        decimal = "," if body.rfind(",") > body.rfind(".") else "."
    elif re.fullmatch(r"\d+,\d{1,2}", body) or re.fullmatch(r"\d{1,3}(?:\.\d{3})+", body):
        decimal = ","  # 0,35 is a decimal comma; 1.500 (iPoker's Italian client) a thousands point
    else:
        decimal = "."
    thousands = "." if decimal == "," else ","
    body = body.replace(thousands, "").replace(decimal, ".")
    if body.count(".") > 1 or body.endswith("."):
        raise ValueError(f"{text!r} is not an amount")
    try:
        return Decimal(body)
    except InvalidOperation:
        raise ValueError(f"{text!r} is not an amount") from None


_RANK = re.compile(r"10|[2-9TJQKA]", re.IGNORECASE)


def cards(text: str) -> str:
    """Cards as PHH writes them (``AhKd``) from a site's ``Ah Kd``, ``[ Ah, Kd ]``, ``10h`` or iPoker's ``HA
    D10 cJ`` (suit first); ``??`` for a card the text hides (``X``). ``ValueError`` for a token that is not a
    card. A suit letter (c, d, h, s) is never a rank, so which comes first is never in doubt."""
    out = []
    for token in re.split(r"[\s,]+", text.strip(" []")):
        if not token:
            continue
        if set(token.upper()) <= {"X"} or set(token) <= {"?"}:  # X, XX, ??: a card not shown
            out.append("??" * max(1, len(token) // 2))
            continue
        if token[0].lower() in "cdhs":
            suit, rank = token[0], token[1:]
        else:
            rank, suit = token[:-1], token[-1]
        if suit.lower() not in "cdhs" or len(suit) != 1 or not _RANK.fullmatch(rank):
            raise ValueError(f"{token!r} is not a card")
        out.append(("T" if rank == "10" else rank.upper()) + suit.lower())
    return "".join(out)


@dataclass(frozen=True)
class Grammar:
    """The line patterns of one site (module docstring)."""

    seat: re.Pattern[str]
    """A seat line: groups ``seat``, ``player``, ``stack`` (and ``cur``, the currency sign; ``rest``)."""
    button: re.Pattern[str]
    """The button's seat: group ``seat``."""
    sep: str
    """Between a player's name and the verb."""
    moves: dict[str, re.Pattern[str]]
    """``fold``, ``check``, ``call``, ``bet``, ``raise``, ``shows``: matched at the start of what follows a
    player's name and separator."""
    verbs: re.Pattern[str]
    """What follows a name on a line that must be one of :attr:`moves` (or a post)."""
    board: re.Pattern[str]
    """A street's new board cards: group ``cards`` (and ``run``, the run of a board run more than once)."""
    dealt: re.Pattern[str] | None = None
    """Hole cards dealt: groups ``player`` and ``cards`` (matched on the whole line)."""
    won: tuple[re.Pattern[str], ...] = ()
    """What a player won: groups ``player`` and ``amount`` (summed over the lines), or ``winners``: a list of
    ``name (amount)`` (Ongame's ``won by A (60), B (60)``). The first pattern the hand's lines match is the one
    read (Absolute's pot lines, which leave out a side bet's "proposition pot", before its summary's totals)."""
    returned: re.Pattern[str] | None = None
    """A bet nobody called, given back: groups ``player`` and ``amount``."""
    total: re.Pattern[str] | None = None
    """The summary's total pot and rake: groups ``pot`` and ``rake`` (``rake`` absent: no rake taken)."""
    summary: re.Pattern[str] | None = None
    """The line that starts the summary (actions stop there)."""
    finishing: re.Pattern[str] | None = None
    """A player's stack after the hand (summary lines): groups ``player`` and ``stack``."""
    shown: re.Pattern[str] | None = None
    """Cards shown in the summary: groups ``player`` and ``cards``."""
    capped: re.Pattern[str] | None = None
    """The site's line saying the street's bets reached the cap."""
    venue: str = ""
    status: re.Pattern[str] | None = None
    """What may follow a name without being an action, though it starts like one (PartyPoker's ``is all-In.``
    after the raise that puts a player all-in): not read."""


def _c(pattern: str, flags: int = 0) -> re.Pattern[str]:
    return re.compile(pattern, flags)


_CARDS = r"[^\]]*"
_STARS_BOARD = _c(r"^\*\*\* (?:(?P<run>FIRST|SECOND|THIRD) )?(?:FLOP|TURN|RIVER) \*\*\* (?:\[[^\]]*\] )?"
                  r"\[(?P<cards>[^\]]*)\]")

_TOTAL = _c(rf"^Total [Pp]ot\s*\(?{amount('pot')}\)?[^|]*(?:\|\s*(?:Rake\s*\(?{amount('rake')}\)?|No rake))?")

def _pokerstars() -> Grammar:
    return Grammar(
        seat=_c(r"^Seat (?P<seat>\d+): (?P<player>.+?) \((?P<cur>[^\d\s(]{0,3})(?P<stack>\d[\d.,]*) in chips"
                r"(?:,[^)]*)?\)(?P<rest>.*)$"),
        button=_c(r"Seat #(?P<seat>\d+) is the button"),
        sep=": ",
        moves={
            "fold": _c(r"folds(?: \[[^\]]*\])?(?: \([a-z ]+\))?\s*$"),
            "check": _c(r"checks\s*$"),
            "call": _c(rf"calls {amount('add')}(?: and is all-in)?(?: and has reached the \S+ cap)?\s*$"),
            "bet": _c(rf"bets {amount('to')}(?: and is all-in)?(?: and has reached the \S+ cap)?\s*$"),
            "raise": _c(rf"raises {amount('by')} to {amount('to')}(?: and is all-in)?(?: and has reached the \S+ "
                        rf"cap)?\s*$"),
            "shows": _c(r"shows \[(?P<cards>[^\]]*)\]"),
        },
        verbs=_c(r"(?:folds|checks|calls|bets|raises)\b"),
        board=_STARS_BOARD,
        dealt=_c(r"^Dealt to (?P<player>.+?) \[(?P<cards>[^\]]*)\]\s*$"),
        won=(_c(rf"^(?P<player>.+?) collected {amount('amount')} from (?:side |main )?pot(?:[- ]\d+)?\s*$"),),
        returned=_c(rf"^Uncalled bet \({amount('amount')}\) returned to (?P<player>.+?)\s*$"),
        summary=_c(r"^\*\*\* SUMMARY \*\*\*"),
        capped=_c(r"^Betting is capped\s*$"),
        total=_TOTAL,
        venue="PokerStars",
    )


def _fulltilt() -> Grammar:
    return Grammar(
        seat=_c(r"^Seat (?P<seat>\d+): (?P<player>.+?) \((?P<cur>[^\d\s(]{0,3})(?P<stack>\d[\d.,]*)\)(?P<rest>.*)$"),
        button=_c(r"The button is in seat #(?P<seat>\d+)"),
        sep=" ",
        moves={
            "fold": _c(r"folds(?: \[[^\]]*\])?\s*$"),
            "check": _c(r"checks\s*$"),
            "call": _c(rf"calls {amount('add')}{_ALL_IN}\s*$"),
            "bet": _c(rf"bets {amount('to')}{_ALL_IN}\s*$"),
            "raise": _c(rf"raises to {amount('to')}{_ALL_IN}\s*$"),
            "shows": _c(r"shows \[(?P<cards>[^\]]*)\]"),
        },
        verbs=_c(r"(?:folds|checks|calls|bets|raises)\b"),
        board=_c(r"^\*\*\* (?:FLOP|TURN|RIVER)(?: (?P<run>\d))? \*\*\* (?:\[[^\]]*\] )?\[(?P<cards>[^\]]*)\]"),
        dealt=_c(r"^Dealt to (?P<player>.+?) \[(?P<cards>[^\]]*)\]\s*$"),
        won=(_c(rf"^(?P<player>.+?) wins the (?:side |main )?pot(?: \d+)? \({amount('amount')}\)"),),
        returned=_c(rf"^Uncalled bet of {amount('amount')} returned to (?P<player>.+?)\s*$"),
        summary=_c(r"^\*\*\* SUMMARY"),
        total=_TOTAL,
        venue="Full Tilt Poker",
    )


def _partypoker() -> Grammar:
    return Grammar(
        seat=_c(r"^[Ss]eat (?P<seat>\d+): (?P<player>.+?) \( ?(?P<cur>[^\d\s(]{0,3})(?P<stack>\d[\d.,]*)\s*"
                r"(?:[A-Z]{3}|€)?\s*\)(?P<rest>.*)$"),
        button=_c(r"Seat (?P<seat>\d+) is the button"),
        sep=" ",
        moves={
            "fold": _c(r"folds\.?\s*$"),
            "check": _c(r"checks\.?\s*$"),
            "call": _c(rf"calls\s*[\[(]\s*{amount('add')}(?:\s*[A-Z]{{3}}|\s*€)?\s*[\])]\.?\s*$"),
            "bet": _c(rf"bets\s*[\[(]\s*{amount('add')}(?:\s*[A-Z]{{3}}|\s*€)?\s*[\])]\.?\s*$"),
            "raise": _c(rf"raises\s*(?:[\[(]\s*{amount('add')}(?:\s*[A-Z]{{3}}|\s*€)?\s*[\])]|{amount('by')} to "
                        rf"{amount('to')})\.?\s*$"),
            "allin": _c(rf"is all-In\s*[\[(]\s*{amount('add')}(?:\s*[A-Z]{{3}}|\s*€)?\s*[\])]\.?\s*$"),
            "shows": _c(r"shows \[(?P<cards>[^\]]*)\]"),
        },
        verbs=_c(r"(?:folds|checks|calls|bets|raises|is all-In)\b"),
        board=_c(r"^\*\* Dealing (?:Flop|Turn|River) \*\*\s*:?\s*\[(?P<cards>[^\]]*)\]"),
        dealt=_c(r"^Dealt to (?P<player>.+?) \[(?P<cards>[^\]]*)\]\s*$"),
        won=(_c(rf"^(?P<player>.+?) wins (?:Lo \()?{amount('amount')}(?:\s*[A-Z]{{3}}|\s*€| chips)?\)?"
                rf"(?: from (?:the )?(?:main|side) pot(?: \d+)?)?(?: with .*)?\.?\s*$"),
             _c(rf"^(?P<player>.+?) balance {amount('balance')}, (?:bet {amount('bet')}, )?collected "
                rf"{amount('amount')}\b")),
        summary=_c(r"^\*\* Summary \*\*"),
        total=_c(rf"^Main Pot: {amount('pot')}(?:\s*(?:USD|EUR|€))?(?:\s*\|?\s*Rake: {amount('rake')})?"),
        status=_c(r"is all-In\.?\s*$"),
        venue="PartyPoker",
    )


def _ongame() -> Grammar:
    return Grammar(
        seat=_c(r"^Seat (?P<seat>\d+): (?P<player>.+?) \((?P<cur>[^\d\s(]{0,3})(?P<stack>\d[\d.,]*)\)(?P<rest>.*)$"),
        button=_c(r"Button: seat (?P<seat>\d+)"),
        sep=" ",
        moves={
            "fold": _c(r"folds\s*$"),
            "check": _c(r"checks\s*$"),
            "call": _c(rf"calls {amount('add')}{_ALL_IN}\s*$"),
            "bet": _c(rf"bets {amount('to')}{_ALL_IN}\s*$"),
            "raise": _c(rf"raises {amount('by')} to {amount('to')}{_ALL_IN}\s*$"),
        },
        verbs=_c(r"(?:folds|checks|calls|bets|raises)\b"),
        board=_c(r"^--- Dealing (?:flop|turn|river) \[(?P<cards>[^\]]*)\]"),
        dealt=_c(r"^Dealing to (?P<player>.+?): \[(?P<cards>[^\]]*)\]\s*$"),
        won=(_c(rf"^(?:Main|Side) pot(?: \d+)?: {amount('pot')} won by (?P<winners>.+?)\s*$"),),
        summary=_c(r"^Summary:"),
        finishing=_c(r"^Seat \d+: (?P<player>.+?) \([^\d\s(]{0,3}(?P<stack>\d[\d.,]*)\)(?:, net:.*)?$"),
        shown=_c(r"^Seat \d+: (?P<player>.+?) \([^)]*\), net: [^,]*, \[(?P<cards>[^\]]*)\]"),
        venue="Ongame Network",
    )


def _absolute() -> Grammar:
    return Grammar(
        seat=_c(r"^Seat (?P<seat>\d+) - (?P<player>.+?) \((?P<cur>[^\d\s(]{0,3})(?P<stack>\d[\d.,]*) in chips\)"
                r"(?P<rest>.*)$"),
        button=_c(r"Seat #(?P<seat>\d+) is the (?:dead )?dealer"),
        sep=" - ",
        moves={
            "fold": _c(r"Folds(?: \((?:Preselection|Timeout)\))?\s*$"),
            "check": _c(r"Checks(?: \((?:Preselection|Timeout)\))?\s*$"),
            "call": _c(rf"Calls {amount('add')}(?: \(Preselection\))?\s*$"),
            "bet": _c(rf"Bets {amount('add')}(?: \(Preselection\))?\s*$"),
            "raise": _c(rf"Raises {amount('by')} to {amount('to')}(?: \(Preselection\))?\s*$"),
            "allin": _c(rf"All-In(?:\(Raise\))? {amount('add')}(?: to {amount('to')})?\s*$"),
            "shows": _c(r"Shows \[(?P<cards>[^\]]*)\]"),
        },
        verbs=_c(r"(?:Folds|Checks|Calls|Bets|Raises|All-In)\b"),
        board=_STARS_BOARD,
        dealt=_c(r"^Dealt to (?P<player>.+?) \[(?P<cards>[^\]]*)\]\s*$"),
        won=(_c(rf"^(?P<player>.+?) Collects {amount('amount')} from (?:main|side) pot(?: \d+)?\s*$"),
             _c(rf"^Seat \d+: (?P<player>.+?)(?: \((?:dealer|small blind|big blind)\))* (?:collected|won) Total "
                rf"\({amount('amount')}\)")),
        returned=_c(rf"^(?P<player>.+?) - returned \({amount('amount')}\) : not called\s*$"),
        summary=_c(r"^\*\*\* SUMMARY \*\*\*"),
        total=_TOTAL,
        venue="Absolute Poker",
    )


_BUILD = {"pokerstars": _pokerstars, "fulltilt": _fulltilt, "partypoker": _partypoker, "ongame": _ongame,
          "absolute": _absolute}


@cache
def grammar(fmt: str) -> Grammar:
    """The line patterns of the site ``fmt`` (compiled on first use: a history needs one site's)."""
    return _BUILD[fmt]()


# ------------------------------------------------------------------------------------------- what a reading gives
@dataclass(frozen=True)
class Seat:
    """A seat line: the seat's number, the player's stack and the currency sign before it."""

    seat: int
    stack: Decimal
    currency: str


@dataclass
class Reading:
    """What a hand's lines give: the seats, the button's seat, the events in order, what each player won, the
    bets given back (where the site writes them) and the stacks after the hand (where it writes them)."""

    seats: dict[str, Seat]
    button: int | None
    events: list[Event]
    won: dict[str, Decimal] = field(default_factory=dict)
    returned: dict[str, Decimal] = field(default_factory=dict)
    finishing: dict[str, Decimal] = field(default_factory=dict)
    pot: Decimal | None = None
    """The summary's total pot, where the site writes it."""
    rake: Decimal | None = None
    """The rake the summary says was taken (0 for "No rake"), where the site writes it."""
    added: Decimal | None = None
    """Money the site adds to the pot (Run It Once's "Splash the pot", ``| STP €5.00 |``), where it writes it."""


@dataclass(frozen=True)
class Event:
    """One line of the hand that the reading keeps, in order."""

    kind: str
    """``fold``, ``check``, ``call``, ``bet``, ``raise``, ``allin``, ``shows``, ``board``, ``dealt``, ``capped``."""
    line: str
    player: str = ""
    to: Decimal | None = None
    add: Decimal | None = None
    cards: str = ""
