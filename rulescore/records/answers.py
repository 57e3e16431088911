"""The answers of the catalogue's functions as records: what a non-betting computation found (a TD's outcomes, the
moments an amount is corrected at, a dispute's deadline, the tables that halt, the order pots are settled in), in
ids, numbers and the types below — never in sentences.

Each record has two faces:

* its typed fields, which the words read (:func:`rulescore.words.say` says a record in English, Polish or
  Russian through ``templates/<lang>/answer.ftl``; nothing reads another layer's English);
* its JSON view (:meth:`Answer.to_dict`, also read as a mapping: ``result["outcomes"]``), the figures the
  catalogue compares with what a source printed and ``--json`` writes. Its keys and values are stable: a value
  the JSON has always written in words (``"not binding"``, ``"the start of the next hand"``) is the *code* of a
  member of a type below (:class:`Finding`, :class:`Deadline`), read back by that type alone.

:meth:`Answer.read` builds a record from a JSON view — the whole result or the part of it a catalogue entry
prints — and the arguments of the call; :data:`TYPES` names one record type per catalogue function that says
its answer in a sentence (the three others, ``declarations.fifty_percent``, ``pots.side_pots`` and
``procedure.significant_action_check``, are shown as figures).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, ClassVar

from .pots import pot_index
from .vocabulary import STREETS, Game


class Unreadable(ValueError):
    """A JSON view shaped otherwise than its record reads (the answer then says the figures with their labels)."""


class Code(Enum):
    """A type whose members are written in the JSON as their :attr:`value` (the code) and keyed in the
    templates by :attr:`key` (the member's name, lower case, hyphens: ``NOT_BINDING`` -> ``not-binding``)."""

    @property
    def key(self) -> str:
        return self.name.lower().replace("_", "-")

    @classmethod
    def read(cls, code: Any, what: str = "") -> Any:
        """The member whose code is ``code``; :class:`Unreadable` for none."""
        try:
            return cls(str(code))
        except ValueError:
            raise Unreadable(f"{what or cls.__name__} {code!r}") from None


class Finding(Code):
    """What a TD may rule a statement or a chip found behind to be (PL-59, PL-62)."""

    BINDING = "binding"
    NOT_BINDING = "not binding"
    PART = "part of the all-in"
    NOT_PART = "not part of the all-in"


class Moment(Code):
    """When an incorrect amount may be found (08.8, IA-12): the keys of ``procedure.correction_window``."""

    BEFORE_NEXT_CARD = "before_next_card"
    RIVER_BEFORE_SHOWDOWN = "river_before_showdown"
    BEFORE_NEXT_CARD_AFTER_SA = "before_next_card_after_significant_action"
    AFTER_SHOWDOWN_BEGINS = "after_showdown_begins"
    AFTER_NEXT_CARD = "after_next_card"


class Deadline(Code):
    """When the right to dispute a finished hand ends (03.9, RU-22, TDA 22)."""

    NEXT_HAND = "the start of the next hand"
    ONE_MINUTE = "1 minute after the pot is awarded"
    SA = "significant action in the next hand"


class Disputed(Code):
    """What a dispute is about (the keys of ``showdown.dispute_deadlines``)."""

    READING = "reading"
    ACCOUNTING = "accounting"
    BEFORE_BREAK = "before_break"
    ACCOUNTING_BEFORE_BREAK = "accounting_before_break"


class Raised(Code):
    """When a dispute is raised, in time order (``showdown.dispute``'s ``raised``)."""

    AT_ONCE = "at once"
    BEFORE_NEXT_HAND = "before the next hand"
    BREAK_MINUTE = "1 minute into the break"
    NEXT_HAND_STARTED = "next hand started"
    SA_NEXT_HAND = "significant action in the next hand"


class Blind(Code):
    """The blind whose move onto an empty seat halts a short table (IA-02, TDA 11-D)."""

    BIG_BLIND = "big blind"
    SMALL_BLIND = "small blind"

    @property
    def halt_code(self) -> str:
        """How ``tables.balance``'s JSON writes the moment: ``the big blind reaches an empty seat``."""
        return f"the {self.value} reaches an empty seat"

    @classmethod
    def of_halt(cls, code: Any) -> Blind:
        """The blind of a ``halt_when`` code, as the JSON writes it now or wrote it before (one code for every
        table, led by ``when``)."""
        text = str(code).strip()
        text = text[len("when "):] if text.startswith("when ") else text
        found = next((b for b in cls if b.halt_code == text), None)
        if found is None:
            raise Unreadable(f"halt when {code!r}")
        return found


class Level(Code):
    """The level a hand is played at (RU-23)."""

    CURRENT = "current"
    NEW = "new"


def _int(value: Any, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise Unreadable(f"{what} {value!r}")
    return int(value) if float(value).is_integer() else value  # type: ignore[return-value]


def _street(value: Any) -> str:
    if str(value) not in STREETS:
        raise Unreadable(f"street {value!r}")
    return str(value)


def _decisions(r: Mapping[str, Any]) -> tuple[Finding, ...]:
    found = r.get("outcome", r.get("outcomes"))
    items = [found] if isinstance(found, str) else list(found or [])
    if not items:
        raise Unreadable("no outcome")
    return tuple(Finding.read(o, "outcome") for o in items)


@dataclass(frozen=True, eq=False)
class Answer(Mapping):
    """A catalogue function's answer: typed fields (what the words read) and :attr:`figures`, its JSON view."""

    function: ClassVar[str]
    """The catalogue name of the function it answers (``declarations.conditional_statement``)."""
    also: ClassVar[tuple[str, ...]] = ()
    """Keys of the whole result the record reads beside the printed figures (``sentences.answer``'s ``whole``)."""

    @classmethod
    def read(cls, r: Mapping[str, Any], a: Mapping[str, Any]) -> Answer:
        """The record of the JSON view ``r`` (whole or in part) of a call with arguments ``a``."""
        raise NotImplementedError

    @classmethod
    def of(cls, r: Mapping[str, Any], a: Mapping[str, Any]) -> Any:
        """The record a function returns: :meth:`read` of its whole JSON view, which it keeps as :attr:`figures`."""
        try:
            rec = cls.read(r, a)
        except Unreadable as exc:  # a result with nothing to say in a sentence (no hand goes face up): figures only
            rec = object.__new__(cls)
            object.__setattr__(rec, "unsaid", str(exc))
        object.__setattr__(rec, "figures", dict(r))
        return rec

    @property
    def sayable(self) -> bool:
        """Whether the record has what its sentence says (a record :meth:`of` a result with nothing to say has
        only its figures)."""
        return not hasattr(self, "unsaid")

    # the JSON view, read as a mapping (what the catalogue, the notebooks and the tests index)
    def to_dict(self) -> dict:
        return dict(getattr(self, "figures", None) or {})

    def __getitem__(self, key: str) -> Any:
        return self.to_dict()[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self.to_dict())

    def __len__(self) -> int:
        return len(self.to_dict())


def _figures() -> Any:
    return field(default_factory=dict, compare=False, repr=False)


# ------------------------------------------------------------------------------------------- TD's decisions
@dataclass(frozen=True, eq=False)
class Conditional(Answer):
    """A conditional statement (PL-59): the TD's outcomes, and whether a penalty may follow."""

    words: str
    """What the player said ('' when not said)."""
    outcomes: tuple[Finding, ...]
    penalty: bool
    figures: Mapping[str, Any] = _figures()
    function: ClassVar[str] = "declarations.conditional_statement"

    @classmethod
    def read(cls, r, a):
        penalty = r.get("penalty")
        if penalty not in (None, "possible", "none", True, False):
            raise Unreadable(f"penalty {penalty!r}")
        return cls(words=str(a.get("words") or ""), outcomes=_decisions(r), penalty=penalty in ("possible", True))


@dataclass(frozen=True, eq=False)
class FoundChip(Answer):
    """A chip found behind an all-in (PL-62): the TD's outcomes."""

    found: int
    """The chip found (0 when not said, or the all-in is not)."""
    all_in: int
    outcomes: tuple[Finding, ...]
    figures: Mapping[str, Any] = _figures()
    function: ClassVar[str] = "declarations.found_chip"

    @classmethod
    def read(cls, r, a):
        found, all_in = a.get("found"), a.get("all_in")
        known = bool(found and all_in)
        return cls(found=_int(found, "found") if known else 0, all_in=_int(all_in, "all-in") if known else 0,
                   outcomes=_decisions(r))


# ------------------------------------------------------------------------------------------------ procedures
@dataclass(frozen=True, eq=False)
class CorrectionWindow(Answer):
    """When an incorrect amount is corrected (08.8, IA-12): the moments it is corrected at and those it stands at."""

    structure: str
    """``no-limit``, ``pot-limit`` or ``none`` (not given)."""
    error: str
    """``low``, ``high`` or ``other``."""
    corrected: tuple[Moment, ...]
    stands: tuple[Moment, ...]
    figures: Mapping[str, Any] = _figures()
    function: ClassVar[str] = "procedure.correction_window"

    @classmethod
    def read(cls, r, a):
        structure = str(a.get("structure") or "none")
        if structure not in ("no-limit", "pot-limit", "none"):
            raise Unreadable(f"structure {structure!r}")
        error = str(a.get("error"))
        codes = {m.value for m in Moment}
        moments = [(Moment(k), v) for k, v in r.items() if isinstance(v, bool) and k in codes]
        if not moments:
            raise Unreadable("no moment")
        return cls(structure=structure, error=error if error in ("low", "high") else "other",
                   corrected=tuple(m for m, v in moments if v), stands=tuple(m for m, v in moments if not v))


@dataclass(frozen=True, eq=False)
class PotCountRights(Answer):
    """Whether a player may ask for the pot to be counted, game by game (PL-54A)."""

    may: tuple[str, ...]
    """The games (codes) where a player may ask."""
    may_not: tuple[str, ...]
    figures: Mapping[str, Any] = _figures()
    function: ClassVar[str] = "procedure.pot_count_rights"

    @classmethod
    def read(cls, r, a):
        if not r:
            raise Unreadable("no game")
        return cls(may=tuple(str(g) for g, v in r.items() if v), may_not=tuple(str(g) for g, v in r.items() if not v))


@dataclass(frozen=True, eq=False)
class Burns(Answer):
    """A hand found with a card too few or too many (IA-05): misdeal or not, dead hands, the burns."""

    substantial: bool
    misdeal: bool
    dead: tuple[int, ...]
    """The seats whose hands are dead."""
    burns: int | None
    """Cards burned before the flop (``None``: not said)."""
    figures: Mapping[str, Any] = _figures()
    function: ClassVar[str] = "procedure.burns_after_sa"

    @classmethod
    def read(cls, r, a):
        burns = r.get("burns")
        return cls(substantial=bool(r.get("significant_action")), misdeal=bool(r.get("misdeal")),
                   dead=tuple(r.get("dead") or ()), burns=None if burns is None else _int(burns, "burns"))


# ------------------------------------------------------------------------------------------------------ pots
@dataclass(frozen=True, eq=False)
class SplitPot(Answer):
    """A split pot (03.7, RU-20): the halves of a hi/lo pot, who gets the odd chip and why, the unit."""

    halves: tuple[int, int] | None
    odd_to: str
    """Who gets the odd chip ('' for nobody: the pot divides evenly)."""
    odd_amount: int
    button: str
    """The button, when the odd chip goes to the first winner left of it ('' otherwise)."""
    unit: int
    figures: Mapping[str, Any] = _figures()
    function: ClassVar[str] = "pots.split_pot"

    @classmethod
    def read(cls, r, a):
        halves = r.get("halves")
        pair = None
        if isinstance(halves, Mapping) and {"high", "low"} <= set(halves):
            pair = (_int(halves["high"], "high"), _int(halves["low"], "low"))
        first_winner = a.get("button") and a.get("rule", "first-winner") == "first-winner"
        return cls(halves=pair, odd_to=str(r.get("odd_chip_to") or ""),
                   odd_amount=_int(r.get("odd_amount") or 0, "odd chip"),
                   button=str(a["button"]) if first_winner else "", unit=_int(r.get("unit") or 0, "unit"))


@dataclass(frozen=True, eq=False)
class Settle(Answer):
    """Pots settled (03.8, RU-21): each pot and who may win it, the awards, chips returned uncalled."""

    pots: tuple[tuple[int, tuple[str, ...]], ...]
    """(chips, eligible players) per pot, the main pot first."""
    awards: tuple[tuple[str, int], ...]
    returned: tuple[tuple[str, int], ...]
    figures: Mapping[str, Any] = _figures()
    function: ClassVar[str] = "pots.settle"

    @classmethod
    def read(cls, r, a):
        pots = tuple((_int(p["amount"], "pot"), tuple(str(x) for x in p.get("eligible") or ()))
                     for p in r.get("pots") or ())
        awards = tuple((str(k), _int(v, "award")) for k, v in (r.get("awards") or {}).items())
        returned = tuple((str(k), _int(v, "returned")) for k, v in (r.get("returned") or {}).items())
        if not (pots or awards or returned):
            raise Unreadable("no pot")
        return cls(pots=pots, awards=awards, returned=returned)


# ----------------------------------------------------------------------------------------------- out of turn
#: The verbs a reply line is said with (any other line is said as written).
REPLY_VERBS = frozenset({"call", "fold", "check", "bet", "raise", "allin"})


@dataclass(frozen=True)
class Reply:
    """One line of a skipped player's reply (``S5 raise 600``), as the replay ruled it."""

    verb: str
    """``call``, ``fold``, ``check``, ``bet``, ``raise``, ``allin`` or ``other`` (said as written)."""
    player: str
    amount: int
    written: str

    @classmethod
    def read(cls, reply: Mapping[str, Any] | str) -> Reply:
        if not isinstance(reply, Mapping):  # a result without the ruled replies: the line as written
            written = " ".join(str(reply).split())
            return cls(verb="other", player=written.split(" ", 1)[0] if written else "", amount=0, written=written)
        written = " ".join(str(reply.get("written") or "").split())
        verb = str(reply.get("as") or "")
        if reply.get("all_in") and verb in ("bet", "raise", "call"):
            verb = "allin"
        return cls(verb=verb if verb in REPLY_VERBS else "other", player=str(reply.get("player") or ""),
                   amount=_int(reply.get("to") or 0, "amount"), written=written)


@dataclass(frozen=True)
class Branch:
    """What becomes of the action out of turn after one reply."""

    stands: bool
    ruled_as: str
    to: int
    returned: int
    to_call: int
    options: tuple[str, ...]
    min_raise_to: int | None

    @classmethod
    def read(cls, b: Mapping[str, Any]) -> Branch:
        return cls(stands=bool(b.get("stands")), ruled_as=str(b.get("as") or ""), to=_int(b.get("to") or 0, "to"),
                   returned=_int(b.get("returned") or 0, "returned"), to_call=_int(b.get("to_call") or 0, "to call"),
                   options=tuple(str(o) for o in b.get("options") or ()),
                   min_raise_to=None if b.get("min_raise_to") is None else _int(b["min_raise_to"], "minimum raise"))


@dataclass(frozen=True, eq=False)
class OutOfTurn(Answer):
    """An action out of turn (08.9, IA-13): whom it skipped, and for each reply whether it stands."""

    player: str
    skipped: str
    branches: tuple[tuple[tuple[Reply, ...], Branch], ...]
    """(the reply's lines, what then becomes of the action), in the entry's order."""
    figures: Mapping[str, Any] = _figures()
    function: ClassVar[str] = "engine.out_of_turn"
    also: ClassVar[tuple[str, ...]] = ("ruled_replies",)

    @classmethod
    def read(cls, r, a):
        player = str(r.get("player") or a.get("player") or "")
        if not player:
            raise Unreadable("no player")
        ruled = r.get("ruled_replies") or {}
        branches = tuple((tuple(Reply.read(line) for line in ruled.get(key) or
                                [x for x in str(key).split(";") if x.strip()]), Branch.read(b))
                         for key, b in (r.get("branches") or {}).items())
        if not branches and not r.get("skipped"):
            raise Unreadable("no branch")
        return cls(player=player, skipped=str(r.get("skipped") or ""), branches=branches)


# ----------------------------------------------------------------------------------------- showdown and board
@dataclass(frozen=True, eq=False)
class CardsToTable(Answer):
    """The hole cards a hand must show to win, game by game (03.2, RU-14)."""

    counts: tuple[tuple[str, int], ...]
    figures: Mapping[str, Any] = _figures()
    function: ClassVar[str] = "showdown.cards_to_table"

    @classmethod
    def read(cls, r, a):
        if not r:
            raise Unreadable("no game")
        return cls(counts=tuple((str(g), _int(n, "cards")) for g, n in r.items()))


@dataclass(frozen=True, eq=False)
class Timeline(Answer):
    """When the hands of an all-in go face up (03.3, RU-16, IA-03), the side pots, the order of settling."""

    face_up: tuple[str, ...]
    street: str
    to_come: tuple[str, ...]
    side_pots: tuple[int, ...]
    settle_order: tuple[int, ...]
    """The pots in the order they are settled (0 the main pot, k side pot k)."""
    figures: Mapping[str, Any] = _figures()
    function: ClassVar[str] = "engine.all_in_timeline"

    @classmethod
    def read(cls, r, a):
        if not r.get("face_up") or not r.get("face_up_on"):
            raise Unreadable("no hand face up")
        order = [pot_index(p) for p in r.get("settle_order") or ()]
        if any(k is None for k in order):
            raise Unreadable(f"pots {r.get('settle_order')!r}")
        return cls(face_up=tuple(str(p) for p in r["face_up"]), street=_street(r["face_up_on"]),
                   to_come=tuple(_street(s) for s in r.get("cards_to_come") or ()),
                   side_pots=tuple(_int(x, "side pot") for x in r.get("side_pots") or ()),
                   settle_order=tuple(k for k in order if k is not None))


@dataclass(frozen=True, eq=False)
class PlaysBoard(Answer):
    """Playing the board (03.6, RU-19): may a player, is the board the best hand here, hole cards to show."""

    game: str
    may: bool | None
    plays: bool | None
    must_table: int | None
    figures: Mapping[str, Any] = _figures()
    function: ClassVar[str] = "hands.plays_board"

    @classmethod
    def read(cls, r, a):
        may, plays, table = r.get("can_play_board"), r.get("board_plays"), r.get("must_table")
        if may is None and plays is None and table is None:
            raise Unreadable("nothing about the board")
        return cls(game=str(a.get("game", "NLHE")), may=None if may is None else bool(may),
                   plays=plays if isinstance(plays, bool) else None,
                   must_table=None if table is None else _int(table, "cards"))


@dataclass(frozen=True, eq=False)
class DisputeDeadlines(Answer):
    """How long a finished hand may be disputed (03.9, RU-22; TDA 22), by what the dispute is about."""

    deadlines: tuple[tuple[Disputed, Deadline], ...]
    figures: Mapping[str, Any] = _figures()
    function: ClassVar[str] = "showdown.dispute_deadlines"

    @classmethod
    def read(cls, r, a):
        if not r:
            raise Unreadable("no deadline")
        return cls(deadlines=tuple((Disputed.read(k, "dispute"), Deadline.read(v, "deadline")) for k, v in r.items()))


@dataclass(frozen=True, eq=False)
class Dispute(Answer):
    """Whether a dispute raised at a given moment may still be corrected (03.9, RU-22)."""

    error: str
    """``reading``, ``accounting`` or ``other``."""
    raised: Raised | None
    correctable: bool
    deadline: Deadline | None
    figures: Mapping[str, Any] = _figures()
    function: ClassVar[str] = "showdown.dispute"

    @classmethod
    def read(cls, r, a):
        error = str(a.get("error"))
        if "correctable" not in r:
            raise Unreadable("not said whether it may be corrected")
        return cls(error=error if error in ("reading", "accounting") else "other",
                   raised=Raised.read(a["raised"], "moment") if a.get("raised") else None,
                   correctable=bool(r["correctable"]),
                   deadline=Deadline.read(r["deadline"], "deadline") if r.get("deadline") else None)


# ---------------------------------------------------------------------------------------------------- tables
@dataclass(frozen=True, eq=False)
class SeatDraw(Answer):
    """The two-step seat draw (IA-01): one seat per player, and the highest card takes the top seat."""

    one_each: bool | None
    highest_top: bool | None
    figures: Mapping[str, Any] = _figures()
    function: ClassVar[str] = "tables.seat_draw"

    @classmethod
    def read(cls, r, a):
        one, top = r.get("bijection"), r.get("highest_takes_top")
        if one is None and top is None:
            raise Unreadable("nothing about the draw")
        return cls(one_each=None if one is None else bool(one), highest_top=None if top is None else bool(top))


@dataclass(frozen=True, eq=False)
class Balance(Answer):
    """Balancing tables (IA-02, TDA 11): the table with the most players, the tables that halt and when."""

    most: str
    halts: tuple[tuple[tuple[str, ...], Blind | None], ...]
    """(tables, the blind whose move halts them, ``None``: not said), in order."""
    figures: Mapping[str, Any] = _figures()
    function: ClassVar[str] = "tables.balance"

    @classmethod
    def read(cls, r, a):
        when = r.get("halt_when")
        groups: dict[Blind | None, list[str]] = {}
        for t in (str(t) for t in r.get("halt") or ()):
            said = when.get(t) if isinstance(when, Mapping) else when
            groups.setdefault(Blind.of_halt(said) if said else None, []).append(t)
        if not r.get("most") and not groups:
            raise Unreadable("no table")
        return cls(most=str(r.get("most") or ""), halts=tuple((tuple(ts), w) for w, ts in groups.items()))


@dataclass(frozen=True, eq=False)
class Levels(Answer):
    """The level each hand is played at (RU-23): hands grouped by level, and when the level ends."""

    groups: tuple[tuple[Level, tuple[Any, ...]], ...]
    """(the level, the times the hands began), in order of first mention."""
    ends_at: Any
    figures: Mapping[str, Any] = _figures()
    function: ClassVar[str] = "tables.level_for_hands"

    @classmethod
    def read(cls, r, a):
        starts, levels = list(a.get("hands_start_at") or ()), list(r.get("levels") or ())
        if not levels or len(starts) != len(levels):
            raise Unreadable("hands and levels differ")
        by: dict[Level, list[Any]] = {}
        for t, lev in zip(starts, levels):
            by.setdefault(Level.read(lev, "level"), []).append(_int(t, "time"))
        ends = a.get("level_ends_at")
        return cls(groups=tuple((lev, tuple(ts)) for lev, ts in by.items()),
                   ends_at=None if ends is None else _int(ends, "level end"))


@dataclass(frozen=True, eq=False)
class ColourUp(Answer):
    """A colour-up (RU-24, TDA 24): the chips retired, the method, every stack after it."""

    retire: int
    method: str
    """``round-up``, ``race`` or ``none``."""
    after: tuple[tuple[str, int], ...]
    figures: Mapping[str, Any] = _figures()
    function: ClassVar[str] = "tables.colour_up"

    @classmethod
    def read(cls, r, a):
        after = tuple((str(p), _int(c, "stack")) for p, c in (r.get("after") or {}).items())
        if not after:
            raise Unreadable("no stack")
        method = str(a.get("method"))
        return cls(retire=_int(a.get("retire") or 0, "retired chip"),
                   method=method if method in ("round-up", "race") else "none", after=after)


@dataclass(frozen=True, eq=False)
class Leftover(Answer):
    """Leftover chips of a retired colour (RU-24B): what is exchanged, what is removed."""

    exchanged: int
    removed: int
    figures: Mapping[str, Any] = _figures()
    function: ClassVar[str] = "tables.leftover_exchange"

    @classmethod
    def read(cls, r, a):
        return cls(exchanged=_int(r.get("exchanged", 0), "exchanged"), removed=_int(r.get("removed", 0), "removed"))


@dataclass(frozen=True, eq=False)
class Clock(Answer):
    """A called clock (RU-27, TDA 29): the time, the countdown, which moments of acting are in time."""

    seconds: int
    countdown: int
    in_time: tuple[tuple[int, bool], ...]
    figures: Mapping[str, Any] = _figures()
    function: ClassVar[str] = "tables.clock_compare"

    @classmethod
    def read(cls, r, a):
        if "seconds" not in r:
            raise Unreadable("no time")
        try:
            moments = tuple((_int(float(t), "second"), bool(ok)) for t, ok in (r.get("in_time") or {}).items())
        except ValueError as exc:
            raise Unreadable(str(exc)) from None
        return cls(seconds=_int(r["seconds"], "seconds"), countdown=_int(r.get("countdown") or 0, "countdown"),
                   in_time=moments)


@dataclass(frozen=True, eq=False)
class Placings(Answer):
    """Places of players out in the same hand-for-hand round (RU-28): who shares which place."""

    places: tuple[tuple[int, tuple[str, ...]], ...]
    figures: Mapping[str, Any] = _figures()
    function: ClassVar[str] = "tables.placings_and_prizes"

    @classmethod
    def read(cls, r, a):
        by: dict[int, list[str]] = {}
        for who, place in (r.get("place_of") or {}).items():
            by.setdefault(_int(place, "place"), []).append(str(who))
        if not by:
            raise Unreadable("no place")
        return cls(places=tuple((p, tuple(ps)) for p, ps in sorted(by.items())))


_RECORDS: tuple[type[Answer], ...] = (
    Conditional, FoundChip, CorrectionWindow, PotCountRights, SplitPot, Settle, Burns, OutOfTurn, CardsToTable,
    Timeline, PlaysBoard, DisputeDeadlines, Dispute, SeatDraw, Balance, Levels, ColourUp, Leftover, Clock, Placings)

#: One record type per catalogue function whose answer is said in a sentence, by the function's catalogue name.
BY_FUNCTION: dict[str, type[Answer]] = {cls.function: cls for cls in _RECORDS}
#: The record types, by name.
TYPES: dict[str, type[Answer]] = {cls.__name__: cls for cls in _RECORDS}


def read(function: str | None, args: Mapping[str, Any] | None, result: Any,
         whole: Mapping[str, Any] | None = None) -> Answer:
    """The record of ``result`` (the JSON view of catalogue function ``function`` called with ``args``, whole or
    the part a catalogue entry prints; ``whole``: the whole result it was cut from); a record as it is;
    :class:`Unreadable` when there is no record type for the function or the view is shaped otherwise."""
    if isinstance(result, Answer):
        return result
    cls = BY_FUNCTION.get(function or "")
    if cls is None or not isinstance(result, Mapping):
        raise Unreadable(f"no record for {function!r}")
    if whole:
        result = {**{k: whole[k] for k in cls.also if k in whole}, **result}
    try:
        return cls.read(result, args or {})
    except (KeyError, TypeError, AttributeError) as exc:
        raise Unreadable(f"{function}: {exc}") from None


def samples() -> tuple[Answer, ...]:
    """One record of each type, built by hand (the words' completeness test says each in every language)."""
    b = Branch(stands=False, ruled_as="withdrawn", to=0, returned=300, to_call=600, options=("fold", "call", "raise"),
               min_raise_to=1200)
    return (
        Conditional(words="if you bet, I raise", outcomes=(Finding.NOT_BINDING, Finding.BINDING), penalty=True),
        FoundChip(found=500, all_in=8000, outcomes=(Finding.PART, Finding.NOT_PART)),
        CorrectionWindow(structure="pot-limit", error="low", corrected=(Moment.BEFORE_NEXT_CARD,),
                         stands=(Moment.AFTER_NEXT_CARD, Moment.BEFORE_NEXT_CARD_AFTER_SA)),
        PotCountRights(may=(Game.PLO.value,), may_not=(Game.NLHE.value, Game.LO8.value)),
        SplitPot(halves=(1100, 1100), odd_to="S6", odd_amount=100, button="S4", unit=100),
        Settle(pots=((2000, ("A", "B", "C")), (3000, ("B", "C"))), awards=(("B", 5000),), returned=(("C", 500),)),
        Burns(substantial=True, misdeal=False, dead=(3,), burns=1),
        OutOfTurn(player="S6", skipped="S5", branches=(((Reply("raise", "S5", 600, "S5 raise 600"),), b),
                                                        ((Reply("call", "S5", 300, "S5 call"),),
                                                         Branch(True, "raise", 800, 0, 0, (), None)))),
        CardsToTable(counts=(("NLHE", 2), ("PLO", 4))),
        Timeline(face_up=("A", "B"), street="flop", to_come=STREETS[2:], side_pots=(1400,), settle_order=(1, 0)),
        PlaysBoard(game="NLHE", may=True, plays=False, must_table=2),
        DisputeDeadlines(deadlines=((Disputed.READING, Deadline.NEXT_HAND), (Disputed.ACCOUNTING, Deadline.SA))),
        Dispute(error="reading", raised=Raised.BEFORE_NEXT_HAND, correctable=True, deadline=Deadline.NEXT_HAND),
        SeatDraw(one_each=True, highest_top=True),
        Balance(most="B", halts=((("A",), Blind.BIG_BLIND), (("C", "D"), Blind.SMALL_BLIND))),
        Levels(groups=((Level.CURRENT, (1150, 1195)), (Level.NEW, (1230,))), ends_at=1200),
        ColourUp(retire=25, method="race", after=(("A", 3100), ("B", 600))),
        Leftover(exchanged=100, removed=25),
        Clock(seconds=50, countdown=10, in_time=((25, True), (61, False))),
        Placings(places=((50, ("X",)), (51, ("Y", "Z")))),
    )


def given(record: Answer) -> tuple[str, ...]:
    """Text a record carries as given, said as it is in every language (what a player said, a reply's line)."""
    out = [record.words] if isinstance(record, Conditional) and record.words else []
    if isinstance(record, OutOfTurn):
        out += [line.written for replies, _ in record.branches for line in replies]
    return tuple(out)


__all__ = [
    "BY_FUNCTION",
    "TYPES",
    "Answer",
    "Balance",
    "Blind",
    "Branch",
    "Burns",
    "CardsToTable",
    "Clock",
    "Code",
    "ColourUp",
    "Conditional",
    "CorrectionWindow",
    "Deadline",
    "Dispute",
    "DisputeDeadlines",
    "Disputed",
    "Finding",
    "FoundChip",
    "Leftover",
    "Level",
    "Levels",
    "Moment",
    "OutOfTurn",
    "Placings",
    "PlaysBoard",
    "PotCountRights",
    "Raised",
    "Reply",
    "SeatDraw",
    "Settle",
    "SplitPot",
    "Timeline",
    "Unreadable",
    "given",
    "read",
    "samples",
]
