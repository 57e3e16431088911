"""The words of the rules as types: games, betting structures, streets, what an action counts as, and the
frozen records the engine hands out.

Nothing here decides a rule or reads text: :mod:`rulescore.rules.betting` rules the actions and fills the
records, :mod:`rulescore.input.scenario` (the only parser of scenarios) reads the names a scenario writes
(:func:`~rulescore.input.scenario.parse_game`, :func:`~rulescore.input.scenario.parse_street`); a type that
owns codes reads them itself, in one place (:meth:`Game.parse` over :data:`GAME_CODES`, :meth:`Lang.parse`), and a rule's TDA 2024
number comes from :mod:`rulescore.reference.rulebook`. Every record is immutable (a named tuple or a frozen
dataclass) and built with keywords:

* :class:`ActionRecord` — how one line was ruled (with :class:`Facing` and the TD's :class:`Outcome`);
* :class:`TableState` and :class:`SeatState` — the table right after that line (``Ruling.steps``);
* :class:`SeatView` — a seat of the live round, read-only (``BettingRound.seat``);
* :class:`Annotation` — what the engine tells the round's operation about a line beside the chips;
* :class:`RuleRef` — a rule a ruling rests on, with its TDA 2024 number;
* :class:`RuleSet` — the rules a scenario is ruled by, and :class:`Departure` (with each set's
  :class:`Result`) — a step the two sets rule differently (``Ruling.departures``);
* :class:`Note` — one sentence of a ruling on why, as a record (a kind and its typed arguments): the engine
  builds it where it decides, only the renderer (:mod:`rulescore.words.notes`) writes its words, in English,
  Polish or Russian.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum, StrEnum
from typing import Any, NamedTuple, TypeAlias, Union

from ..reference import rulebook
from .chips import Chips
from .pots import Pot

#: What a :class:`Note`'s argument may be: chips or a count (``int``), a name or a rule id or a selector's key
#: (``str``), players (a tuple of names, written as a list: ``A, B and C``), a clause (another note), or a
#: ``seq`` note's clauses (a tuple of notes).
NoteArg: TypeAlias = Union[int, str, tuple[str, ...], "Note", tuple["Note", ...]]


class Note(NamedTuple):
    """One sentence (or clause) a ruling says on why, as a frozen record: :attr:`kind` names its template
    (``note-<kind>`` in each language's ``note.ftl`` under ``rulescore/words/messages``), :attr:`args` fill it. The engine
    builds it where it decides; only the renderer makes its words (``text(note, "pl")`` of
    :mod:`rulescore.words.notes`), so English, Polish and Russian say the same::

        >>> n = Note.of("full", kind="bet", by=100, next=200)
        >>> n.arg("by"), n.then(Note.of("after-chips")).kind
        (100, 'seq')

    Clauses joined by a semicolon are a ``seq`` note (:meth:`then`)."""

    kind: str
    """The template: ``full`` is ``note-full``."""
    args: tuple[tuple[str, NoteArg], ...] = ()
    """Its arguments, by name (sorted)."""

    @classmethod
    def of(cls, kind: str, /, **args: NoteArg) -> Note:
        """The note of ``kind`` with ``args`` (keywords: ``Note.of("full", kind="bet", by=100, next=200)``)."""
        return cls(kind, tuple(sorted(args.items())))

    def arg(self, name: str, default: Any = None) -> Any:
        """The argument ``name`` (``default`` when not given)."""
        return next((v for k, v in self.args if k == name), default)

    @property
    def parts(self) -> tuple[Note, ...]:
        """The clauses of a ``seq`` note; a note of any other kind is its only clause."""
        return self.arg("parts") if self.kind == "seq" else (self,)

    def then(self, *more: Note | None) -> Note:
        """This note and ``more`` (``None`` skipped), one clause after the other (a ``seq`` note, ``a; b``)."""
        parts = self.parts + tuple(p for n in more if n is not None for p in n.parts)
        return parts[0] if len(parts) == 1 else Note("seq", (("parts", parts),))

    def replace(self, **args: NoteArg) -> Note:
        """A copy with ``args`` changed."""
        return Note.of(self.kind, **{**dict(self.args), **args})


def then(first: Note | None, *more: Note | None) -> Note | None:
    """``first`` and ``more`` one after the other (``None`` where there is no clause at all)."""
    notes = [n for n in (first, *more) if n is not None]
    return notes[0].then(*notes[1:]) if notes else None


def words(note: Note | None, lang: str = "en") -> str:
    """The words of ``note`` in ``lang`` ('' for none): :func:`rulescore.words.notes.text`, by way of
    :mod:`~rulescore.records.sayer` (the records never import the words)."""
    from . import sayer

    return sayer.say(note, lang)


class Lang(StrEnum):
    """The languages rulescore speaks (value: the code a ``--lang``, a page and the templates' folders use),
    English first: the reference. Adding one here is where a fourth begins."""

    EN = "en"
    PL = "pl"
    RU = "ru"

    @classmethod
    def parse(cls, tag: object) -> Lang:
        """The language of a code or a browser's tag (``"pl-PL"``, ``"ru_RU"``); :class:`ValueError` for another."""
        code = str(tag or "").strip().lower().replace("_", "-").split("-")[0]
        for lang in cls:
            if lang.value == code:
                return lang
        raise ValueError(f"language {tag!r} is not one of {', '.join(cls)}")


#: The languages, as their codes, English first (the one list: the renderer, the committee's words, the pages).
LANGUAGES: tuple[str, ...] = tuple(lang.value for lang in Lang)


class Structure(Enum):
    """How big a bet may be."""

    NO_LIMIT = "no-limit"
    """Any bet from the minimum up to the player's stack."""
    POT_LIMIT = "pot-limit"
    """Any bet from the minimum up to the size of the pot after calling (PL-54)."""
    FIXED_LIMIT = "fixed-limit"
    """Bets and raises of exactly one bet size, with a cap on their number (PL-52)."""


class Game(Enum):
    """The games the sources cover. Value: the scenario's ``game:`` spelling."""

    NLHE = "NLHE"
    """No-limit Texas Hold'em (two hole cards)."""
    PLO = "PLO"
    """Pot-limit Omaha (four hole cards, exactly two used)."""
    PLO8 = "PLO8"
    """Pot-limit Omaha hi/lo eight-or-better."""
    LHE = "LHE"
    """Fixed-limit Texas Hold'em."""
    LO8 = "LO8"
    """Fixed-limit Omaha hi/lo eight-or-better (the "O" of mixed games; PHH and pokerkit's variant ``FO/8``):
    the betting of LHE, the cards and the split of PLO8."""

    @classmethod
    def parse(cls, code: object) -> Game:
        """The game a code names, case-insensitive: rulescore's own (``"plo"``), PHH's and pokerkit's variants
        (``"FO/8"``, ``"NT"``) and the usual mixed-game names of fixed-limit Omaha hi/lo (``"O8"``), all from
        :data:`GAME_CODES`, the one table of game codes; :class:`ValueError` for a code of no game here (the
        readers say it as their own error: :func:`rulescore.input.scenario.parse_game`)."""
        game = GAME_CODES.get(str(code).strip().upper())
        if game is None:
            raise ValueError(f"game {code!r} is not one of {', '.join(g.value for g in cls)}")
        return game

    @property
    def variant(self) -> str:
        """PHH's and pokerkit's code of the game (``NT``, ``PO``, ``FT``, ``FO/8``, ``PO/8``)."""
        return _VARIANT_OF[self]

    @property
    def structure(self) -> Structure:
        """The betting structure of the game."""
        return _STRUCTURE_OF[self]

    @property
    def omaha(self) -> bool:
        """Four hole cards, of which a hand uses exactly two."""
        return self in (Game.PLO, Game.PLO8, Game.LO8)

    @property
    def hi_lo(self) -> bool:
        """The pot is split between the best high and the best qualifying eight-or-better low."""
        return self in (Game.PLO8, Game.LO8)

    @property
    def hole_cards(self) -> int:
        """How many hole cards each player holds."""
        return 4 if self.omaha else 2


_STRUCTURE_OF = {Game.NLHE: Structure.NO_LIMIT, Game.PLO: Structure.POT_LIMIT, Game.PLO8: Structure.POT_LIMIT,
                 Game.LHE: Structure.FIXED_LIMIT, Game.LO8: Structure.FIXED_LIMIT}
_VARIANT_OF = {Game.NLHE: "NT", Game.PLO: "PO", Game.PLO8: "PO/8", Game.LHE: "FT", Game.LO8: "FO/8"}
#: The one table of game codes, upper case: each game's own (``PLO``), its PHH/pokerkit variant (``PO``), and the
#: mixed games' names of fixed-limit Omaha hi/lo (``O8``, ``FLO8``). The scenario's ``game:``, the hand
#: histories and the explorer read games through :meth:`Game.parse` (tests/test_say.py keeps other tables out).
GAME_CODES: dict[str, Game] = {**{g.value: g for g in Game}, **{v: g for g, v in _VARIANT_OF.items()},
                               "O8": Game.LO8, "FLO8": Game.LO8}


class Street(Enum):
    """The four betting rounds of a board game."""

    PREFLOP = "preflop"
    FLOP = "flop"
    TURN = "turn"
    RIVER = "river"


class ActionKind(StrEnum):
    """What a line of a hand counts as once ruled (``ActionRecord.ruled_as``; JSON ``as``)."""

    FOLD = "fold"
    CHECK = "check"
    CALL = "call"
    BET = "bet"
    RAISE = "raise"
    PENDING = "pending"
    """An out-of-turn action held until the turn reaches its player (08.9)."""
    WITHDRAWN = "withdrawn"
    """An out-of-turn action that is not binding: the action it faced changed (08.9)."""
    DECLARATION = "declaration"
    """Words that are no action (a "check" facing a bet, a conditional statement): the turn stays."""
    COUNT = "count"
    """The dealer announces the pot-limit maximum (PL-54A)."""
    RECOUNT = "recount"
    """An incorrect amount is found and corrected, or left standing (08.8, IA-12)."""
    DEAL = "deal"
    """The next card comes out: incorrect amounts found later stand (08.8)."""

    @property
    def puts_chips(self) -> bool:
        """Bets, raises and calls put chips in."""
        return self in (ActionKind.BET, ActionKind.RAISE, ActionKind.CALL)


#: The kinds that are a player's action in the betting (the others are held, withdrawn, words or the dealer).
PLAYED = frozenset({ActionKind.FOLD, ActionKind.CHECK, ActionKind.CALL, ActionKind.BET, ActionKind.RAISE})

# The names of the vocabulary, derived from the enums: every list of games, streets or betting verbs elsewhere is
# one of these (tests/test_vocabulary_lists.py fails on a list typed again).
#: The games, as a scenario's ``game:`` writes them, in the enum's order.
GAMES: tuple[str, ...] = tuple(g.value for g in Game)
#: The streets, in order.
STREETS: tuple[str, ...] = tuple(s.value for s in Street)
#: The verbs of a player's betting action (the kinds of :data:`PLAYED` in the enum's order, then ``allin``):
#: what a ruling's ``options`` and pokerkit's oracle name.
BETTING_VERBS: tuple[str, ...] = (*(k.value for k in ActionKind if k in PLAYED), "allin")
#: The kinds a ruling shows without a chip total (``fold``, not ``fold to 0``).
NO_TOTAL = frozenset({ActionKind.FOLD, ActionKind.CHECK, ActionKind.PENDING, ActionKind.WITHDRAWN, ActionKind.COUNT,
                      ActionKind.RECOUNT, ActionKind.DEAL, ActionKind.DECLARATION})


class RuleSet(StrEnum):
    """Which rules the engine follows (scenario key ``rules:``, read by
    :func:`~rulescore.input.scenario.parse_rules`; JSON ``rules_by``)."""

    TDA2024 = "tda2024"
    """The official TDA 2024 rules and Illustration Addendum (the default)."""
    SOURCES = "sources"
    """The five renderings (S03/S08, IA, PL, RU) as a room's house rules."""


class Facing(NamedTuple):
    """What a player faced when it was their turn (a frozen record)."""

    to_call: int
    """Chips the player had to add to call (0 when nobody had bet)."""
    current_bet: int
    """The highest street total in front of anyone."""
    min_raise_to: int | None
    """The smallest legal raise-to total, or ``None`` when the player could not raise."""
    can_raise: bool
    """Whether betting was open to the player (false after an incomplete raise, IA-10)."""

    def to_dict(self) -> dict:
        return {"to_call": self.to_call, "current_bet": self.current_bet,
                "min_raise_to": self.min_raise_to, "can_raise": self.can_raise}


class Outcome(NamedTuple):
    """One outcome the rules leave to the TD, with its chips (a frozen record; build it with keywords)."""

    label: str
    """How rulings name it (``call``, ``fold``, ``raise to 1700``)."""
    ruled_as: str
    """What the action counts as under it."""
    to: int
    """The player's street total under it."""
    added: int = 0
    """Chips the player puts in under it (for a fold: the chips forfeited)."""
    returned: int = 0
    """Chips handed back under it."""
    says: Note | None = None
    """What :attr:`label` says, as a record, where its chips alone do not say it (the skipped hand dead, the
    bet stands); the renderer names the outcome in each language from it, else from its chips."""

    def to_dict(self) -> dict:
        return {"label": self.label, "as": self.ruled_as, "to": self.to, "added": self.added,
                "returned": self.returned}


@dataclass(frozen=True, kw_only=True, slots=True)
class Annotation:
    """What the ruling of one event says beside the chips: built once per event by the engine and handed to
    the round's operation, which copies it into the :class:`ActionRecord` (empty fields: the operation's
    own ruling)."""

    written: str = ""
    """The line as the scenario wrote it (empty: the operation writes ``"A fold"``)."""
    index: int | None = None
    """1-based position of the line in its street's action list (``None``: the next)."""
    rule: str = ""
    """The rule id the ruling rests on, replacing the operation's own (an out-of-turn action ruled binding
    cites 08.9 or IA-14)."""
    note: Note | None = None
    """Why, replacing the operation's own."""
    outcomes: tuple[Outcome, ...] = ()
    """Where the rules leave the ruling to the TD: each allowed outcome with its chips (the first applied)."""
    skipped: tuple[str, ...] = ()
    """For an out-of-turn action: the players it skipped."""


#: The annotation of a line with nothing to add (the operation's own rule and note).
PLAIN = Annotation()


class SeatView(NamedTuple):
    """One player's part of a betting round, read-only: what :meth:`BettingRound.seat
    <rulescore.rules.betting.BettingRound.seat>` and :attr:`~rulescore.rules.betting.BettingRound.seats` hand out (a
    snapshot; only the round changes its seats)."""

    name: str
    """The player."""
    behind: int | None
    """Chips behind; ``None``: deep (stack not given)."""
    committed: int
    """Chips put in on this street, blinds included."""
    folded: bool
    """Out of the hand."""
    acted: bool
    """Has acted on this street (the blinds and a straddle have not, until their option)."""
    level: int
    """The bet facing the table right after this player's last action."""
    reopenings: int
    """How many reopening raises the round had seen at this player's last action."""
    ante: int
    """Ante posted: dead money, but it counts towards the pots the player can win (03.8)."""
    earlier: int
    """Chips put in on earlier streets of the hand (for the side pots)."""
    front: Chips | None
    """The chips lying in front of the player from this street's actions, exactly as pushed (an overchip
    call's chip lies there until the change is made); ``None``: one stack of :attr:`committed`."""

    @property
    def all_in(self) -> bool:
        """No chips left and still in the hand."""
        return self.behind == 0 and not self.folded

    @property
    def live(self) -> bool:
        """Still in the hand with chips to act with."""
        return not self.folded and self.behind != 0


class RuleRef(NamedTuple):
    """A rule a ruling rests on: the source's id and its TDA 2024 number (``("08.6", "45")``; an official
    number cites itself, ``("TDA 47-A", "47-A")``)."""

    id: str
    """The rule id as the ruling cites it."""
    tda: str | None
    """Its TDA 2024 number, or ``None`` where none is mapped."""

    @classmethod
    def of(cls, ident: str) -> RuleRef:
        """The reference of rule ``ident``, its number from the rule book (:mod:`rulescore.reference.rulebook`)."""
        return cls(id=ident, tda=rulebook.tda(ident))

    def to_dict(self) -> dict:
        return {"id": self.id, "tda": self.tda}


class ActionRecord(NamedTuple):
    """How one line of a hand was ruled: a frozen record of what happened (an immutable named tuple: build
    it with keywords, change a copy with ``_replace``)."""

    index: int  # type: ignore[assignment]  # the field shadows tuple.index, which records never use
    """1-based position of the line in its street's action list."""
    player: str
    """Who acted (``dealer`` for a dealer line)."""
    written: str
    """The action as the scenario wrote it (``"B push 1000+100x5"``)."""
    ruled_as: ActionKind
    """What it counts as (:class:`ActionKind`)."""
    to: int
    """The player's total for the street after the action (for a fold: what they had put in)."""
    added: int
    """Chips the player put in with this action (after anything returned)."""
    returned: int = 0
    """Chips pushed but handed back (the excess of an overchip call, 08.5)."""
    all_in: bool = False
    """Whether the player has no chips left after it."""
    full_raise: bool | None = None
    """For bets and raises: whether it was a full bet or raise (changes the minimum raise and reopens
    betting); ``None`` for other actions."""
    rule: str = ""
    """The rule id the ruling of this action rests on."""
    facing: Facing | None = None
    """What the player faced before acting."""
    why: Note | None = None
    """Why it counts as it does, as a record (:attr:`note` is its English words)."""
    outcomes: tuple[str, ...] = ()
    """Where the rules leave the ruling to the TD: each allowed outcome (the first is what the engine
    applied to go on replaying)."""
    street: str = ""
    """The street it was made on."""
    behind: int | None = None
    """The player's chips behind after it (``None``: deep, or the dealer)."""
    skipped: tuple[str, ...] = ()
    """For an out-of-turn action: the players it skipped (whose turn came before it)."""
    details: tuple[Outcome, ...] = ()
    """The chips of each of :attr:`outcomes` (same order)."""

    @property
    def tda(self) -> str | None:
        """The TDA 2024 number of :attr:`rule` (``"45"`` for ``08.6``; ``None`` without a rule or a number)."""
        return rulebook.tda(self.rule) if self.rule else None

    @property
    def note(self) -> str:
        """One sentence on why, in English ('' for none): the words of :attr:`why`."""
        return words(self.why)

    def to_dict(self) -> dict:
        d = {"index": self.index, "player": self.player, "as": str(self.ruled_as), "to": self.to,
             "returned": self.returned, "rule": self.rule, "tda": self.tda, "added": self.added, "all_in": self.all_in,
             "full_raise": self.full_raise, "written": self.written, "note": self.note,
             "facing": self.facing.to_dict() if self.facing else None, "street": self.street,
             "behind": self.behind}
        if self.outcomes:
            d["outcomes"] = list(self.outcomes)
            d["outcome_chips"] = [o.to_dict() for o in self.details]
        if self.skipped:
            d["skipped"] = list(self.skipped)
        return d


class SeatState(NamedTuple):
    """One seat of a :class:`TableState`: the player's part of the street right after a line was ruled."""

    name: str
    """The player."""
    committed: int
    """Chips put in on this street (the street total), blinds included; for a folded player what they had
    put in."""
    behind: int | None
    """Chips behind; ``None``: deep (the stack was not given)."""
    folded: bool
    """Out of the hand."""
    all_in: bool
    """No chips behind and still in the hand."""
    acted: bool
    """Has acted on this street (the blinds and a straddle have not, until their option)."""
    to_call: int
    """Chips the player must add to call (0 when folded or all-in, or nothing to call; limited by the stack)."""
    open: bool
    """Whether the player may still bet or raise when the action reaches them on this street (betting open
    to them, IA-10; chips beyond the call; somebody left to call; the cap not reached): false once the
    round is closed."""
    uncalled: int = 0
    """Once the round is closed: chips of this player's bet nobody called, returned to them (in no pot;
    not counted in :attr:`behind`)."""

    def to_dict(self) -> dict:
        return {"name": self.name, "committed": self.committed, "behind": self.behind, "folded": self.folded,
                "all_in": self.all_in, "acted": self.acted, "to_call": self.to_call, "open": self.open,
                "uncalled": self.uncalled}


class TableState(NamedTuple):
    """The table right after one line of a hand was ruled: ``Ruling.steps[i]`` belongs to
    ``Ruling.actions[i]``. A held out-of-turn action changes nothing until its player's turn; the step of
    the line that brings the turn there shows it applied."""

    street: str
    """The street of the line."""
    index: int  # type: ignore[assignment]  # the field shadows tuple.index, which records never use
    """The line's 1-based position in its street's action list (as in its :class:`ActionRecord`)."""
    bet_before: int
    """The current bet before the line."""
    increment_before: int
    """The minimum raise increment before the line."""
    current_bet: int
    """The highest street total in front of anyone after the line."""
    increment: int
    """The minimum raise increment in force after the line (the largest full bet or raise on the street)."""
    to_act: str | None
    """Whose turn it is (``None`` once the round is closed)."""
    closed: bool
    """Whether the street's betting round is over."""
    betting_over: bool
    """Whether the betting of the whole hand is over (closed on the river, or at most one live player
    with chips)."""
    pots: tuple[Pot, ...]
    """The hand's pots so far, main pot first (as :attr:`Ruling.pots <rulescore.records.ruling.Ruling.pots>`
    reads them after the last line)."""
    seats: tuple[SeatState, ...]
    """Every seat, in seat order."""

    def to_dict(self) -> dict:
        return {"street": self.street, "index": self.index, "bet_before": self.bet_before,
                "increment_before": self.increment_before, "current_bet": self.current_bet,
                "increment": self.increment, "to_act": self.to_act, "closed": self.closed,
                "betting_over": self.betting_over, "pots": [p.to_dict() for p in self.pots],
                "seats": [s.to_dict() for s in self.seats]}


class Result(NamedTuple):
    """How one rule set rules a step: what the action counts as, with its chips (a frozen record)."""

    ruled_as: str
    """What the action counts as (JSON ``as``)."""
    to: int
    """The player's street total after it."""
    added: int = 0
    """Chips the player puts in with it."""
    returned: int = 0
    """Chips handed back."""
    all_in: bool = False
    """Whether the player has no chips left after it."""
    outcomes: tuple[Outcome, ...] = ()
    """Where that set leaves the step to the TD: each allowed outcome with its chips (the first is the
    one it applies)."""

    def to_dict(self) -> dict:
        d: dict[str, Any] = {"as": self.ruled_as, "to": self.to, "added": self.added, "returned": self.returned,
                             "all_in": self.all_in}
        if self.outcomes:
            d["outcomes"] = [o.to_dict() for o in self.outcomes]
        return d

    def describe(self) -> str:
        """``raise to 1000 (all-in)`` / ``call to 400 (600 returned)``; a TD's choice lists its outcomes."""
        if self.outcomes:
            return " or ".join(f"{o.label} ({_what(o.ruled_as, o.to, o.returned, False, ', ')})"
                               for o in self.outcomes) + ", the TD's choice"
        return _what(self.ruled_as, self.to, self.returned, self.all_in, " (")


def _what(ruled_as: str, to: int, returned: int, all_in: bool, sep: str) -> str:
    """``call to 400`` and what goes with it (``all-in``, ``600 returned``), after ``sep``."""
    extra = ", ".join(x for x in ("all-in" if all_in else "", f"{returned} returned" if returned else "") if x)
    what = ruled_as if ruled_as in NO_TOTAL else f"{ruled_as} to {to}"
    if not extra:
        return what
    return what + sep + extra + (")" if sep == " (" else "")


class Departure(NamedTuple):
    """One step of a hand that the two rule sets rule differently (:mod:`rulescore.reference.rulesets`): both rulings
    with their chips; the ruling applied the one of :attr:`Ruling.rules_by` and went on from it."""

    index: int  # type: ignore[assignment]  # the field shadows tuple.index, which records never use
    """The action's 1-based position in its street's list (as the action records number it); one past the
    street's last action for the decision being ruled (the most the asked player may raise to, TDA 54-B)."""
    street: str
    """The street of the action."""
    player: str
    """Who acted."""
    point: str
    """The point of :data:`rulescore.reference.rulesets.POINTS` (``overchip-last-chip``)."""
    tda: str
    """The TDA 2024 rule (``44``)."""
    sources: tuple[str, ...]
    """The source ids that rule otherwise."""
    tda2024: Result
    """How TDA 2024 rules the step."""
    renderings: Result
    """How the renderings rule it."""
    why: Note | None = None
    """The difference, as a record (:attr:`note` is its English words)."""

    @property
    def note(self) -> str:
        """One sentence on the difference, in English."""
        return words(self.why)

    def to_dict(self) -> dict:
        return {"index": self.index, "street": self.street, "player": self.player, "point": self.point,
                "tda": self.tda, "sources": list(self.sources), "tda2024": self.tda2024.to_dict(),
                "renderings": self.renderings.to_dict(), "note": self.note}
