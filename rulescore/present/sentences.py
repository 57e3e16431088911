"""Non-betting answers in plain sentences, in English, Polish or Russian: what a catalogue entry's computed
result says, as a person says it.

The betting cards answer with the ruling's headline (:class:`~rulescore.present.cards.RulingCard`). The other
entries call a function of the package (``compute: {function, args}``: a split pot, a seat draw, a clock, an
out-of-turn action) whose result is a mapping of figures. :func:`answer` reads that mapping and the arguments
the entry gave into one typed record per catalogue function (:data:`TEMPLATES`: :class:`SplitPot`,
:class:`OutOfTurn`, ...), and the record says itself through the templates of
``rulescore/words/templates/<lang>/answer.ftl``; nothing here decides a rule. A function without a record, or
a result a record cannot read (:class:`Unreadable`), falls back to the figures with their labels, which a
test keeps from reaching a card.

>>> answer("pots.split_pot", {"button": "S4"}, {"odd_chip_to": "S5", "odd_amount": 500})
'The odd 500 chip goes to S5, the first winner left of the button (S4).'
>>> answer("pots.split_pot", {"button": "S4"}, {"odd_chip_to": "S5", "odd_amount": 500}, lang="pl")
'Nieparzysty żeton 500 trafia do S5, pierwszego zwycięzcy na lewo od buttona (S4).'

The package's results carry a few values as English words (the outcomes of a TD's decision, a dispute's
deadline, the blind that halts a table); each record reads them through the tables below into the keys its
templates select on, and ``tests/test_answer_words.py`` checks that every value the package can give has one.
The punctuation that joins a record's clauses (a semicolon, a full stop, a capital letter first) is the same in
the three languages and is written here.

(A little over 800 lines, on purpose: twenty short records, one per catalogue function, that share the helpers
and key tables at the top; apart, they would import each other in a circle or repeat the helpers.)
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from ..records.vocabulary import GAMES, STREETS
from ..rules.pots import pot_names
from ..words import Renderer
from ..words import ruling as ruling_words
from .words import LABELS, label, value_text


class Unreadable(ValueError):
    """A computed result shaped otherwise than the record of its function reads (the answer then says the
    figures with their labels)."""


# --------------------------------------------------------------------------- the package's words, read as keys
#: The outcomes a TD may rule (declarations.conditional_statement, declarations.found_chip).
OUTCOMES = {"binding": "binding", "not binding": "not-binding", "part of the all-in": "part",
            "not part of the all-in": "not-part"}
#: The moments a wrong amount may be found at (procedure.correction_window's keys).
MOMENTS = {"before_next_card": "before-next-card", "river_before_showdown": "river-before-showdown",
           "before_next_card_after_significant_action": "before-next-card-after-sa",
           "after_showdown_begins": "after-showdown-begins", "after_next_card": "after-next-card"}
#: Keys of procedure.correction_window's result that are not moments.
_NOT_MOMENTS = frozenset({"structure", "error", "rule", "significant_action_ends_it"})
#: A dispute's deadlines (the values of showdown.dispute_deadline).
DEADLINES = {"the start of the next hand": "next-hand", "1 minute after the pot is awarded": "one-minute",
             "significant action in the next hand": "sa"}
#: What a dispute is about (the keys of showdown.dispute_deadlines).
DISPUTED = {"reading": "reading", "accounting": "accounting", "before_break": "before-break",
            "accounting_before_break": "accounting-before-break"}
#: When a dispute is raised (showdown.MOMENTS).
RAISED = {"at once": "at-once", "before the next hand": "before-next-hand", "1 minute into the break": "break-minute",
          "next hand started": "next-hand-started", "significant action in the next hand": "sa-next-hand"}
#: The blind whose move halts a short table (tables.balance's ``halt_when``).
_HALT_WHEN = re.compile(r"(?:when )?the (big blind|small blind) reaches an empty seat")
#: The levels a hand is played at (tables.level_for_hands).
LEVELS = ("current", "new")
#: The verbs a reply line is said with (a scenario's verbs; any other line is said as written).
_REPLY_VERBS = frozenset({"call", "fold", "check", "bet", "raise", "allin"})


def _key(table: Mapping[str, str], value: Any, what: str) -> str:
    found = table.get(str(value))
    if found is None:
        raise Unreadable(f"{what} {value!r}")
    return found


def _yes(flag: Any) -> str:
    return "yes" if flag else "no"


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _sentence(clauses: Sequence[str]) -> str:
    """Clauses joined with semicolons into one sentence: a capital first, a full stop last."""
    if not clauses:
        raise Unreadable("nothing to say")
    return _capital("; ".join(clauses)) + "."


def _clauses(r: Renderer, clauses: Sequence[str]) -> str:
    """Clauses of one sentence, the last joined as the language joins a clause (``a, b and c``; Russian
    ``a, b, а c``)."""
    if len(clauses) < 2:
        return "".join(clauses)
    return r.message("answer-clauses", first=", ".join(clauses[:-1]), last=clauses[-1])


def _int(value: Any, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise Unreadable(f"{what} {value!r}")
    return int(value) if float(value).is_integer() else value  # type: ignore[return-value]


def _outcomes(r: Mapping[str, Any]) -> tuple[str, ...]:
    found = r.get("outcome", r.get("outcomes"))
    items = [found] if isinstance(found, str) else list(found or [])
    if not items:
        raise Unreadable("no outcome")
    return tuple(_key(OUTCOMES, o, "outcome") for o in items)


def _game(r: Renderer, code: Any) -> str:
    """A game by its short name (the glossary's); a code the engine does not know, as written."""
    return r.term(f"game-{str(code).lower()}", form="short") if str(code) in GAMES else str(code)


def _street(value: Any) -> str:
    if str(value) not in STREETS:
        raise Unreadable(f"street {value!r}")
    return str(value)


class _Record:
    """A record that says itself: :meth:`read` builds it from a result and the entry's arguments."""

    function: ClassVar[str]
    also: ClassVar[tuple[str, ...]] = ()
    """Keys of the whole result the record reads beside the printed figures it is given (:func:`answer`'s
    ``whole``)."""

    @classmethod
    def read(cls, r: Mapping[str, Any], a: Mapping[str, Any]) -> _Record:
        raise NotImplementedError

    def say(self, r: Renderer) -> str:
        raise NotImplementedError


# ---------------------------------------------------------------------------------------- TD's decisions
@dataclass(frozen=True)
class Conditional(_Record):
    """A conditional statement (PL-59): the TD's outcomes, and whether a penalty may follow."""

    words: str
    """What the player said ('' when the entry does not say)."""
    outcomes: tuple[str, ...]
    """The outcomes the TD may rule (keys of :data:`OUTCOMES`)."""
    penalty: bool
    """Whether the TD may also penalise the player."""
    function: ClassVar[str] = "declarations.conditional_statement"

    @classmethod
    def read(cls, r, a):
        penalty = r.get("penalty")
        if penalty not in (None, "possible", "none", True, False):
            raise Unreadable(f"penalty {penalty!r}")
        return cls(words=str(a.get("words") or ""), outcomes=_outcomes(r), penalty=penalty in ("possible", True))

    def say(self, r):
        return r.message("answer-conditional", said="quoted" if self.words else "none", words=self.words,
                         outcomes=r.join([r.message("answer-outcome", outcome=o) for o in self.outcomes], "or"),
                         penalty="possible" if self.penalty else "none")


@dataclass(frozen=True)
class FoundChip(_Record):
    """A chip found behind an all-in (PL-62): the TD's outcomes."""

    found: int
    """The chip found (0 when the entry does not say, or does not say the all-in)."""
    all_in: int
    """The all-in it was found behind."""
    outcomes: tuple[str, ...]
    function: ClassVar[str] = "declarations.found_chip"

    @classmethod
    def read(cls, r, a):
        found, all_in = a.get("found"), a.get("all_in")
        known = bool(found and all_in)
        return cls(found=_int(found, "found") if known else 0, all_in=_int(all_in, "all-in") if known else 0,
                   outcomes=_outcomes(r))

    def say(self, r):
        return r.message("answer-found-chip", found=self.found, all_in=self.all_in,
                         outcomes=r.join([r.message("answer-outcome", outcome=o) for o in self.outcomes], "or"))


# --------------------------------------------------------------------------------------------- procedures
@dataclass(frozen=True)
class CorrectionWindow(_Record):
    """When an incorrect amount is corrected (08.8, IA-12): the moments it is corrected at and those it stands at."""

    structure: str
    """``no-limit``, ``pot-limit`` or ``none`` (not given)."""
    error: str
    """``low``, ``high`` or ``other``."""
    corrected: tuple[str, ...]
    """Keys of :data:`MOMENTS`."""
    stands: tuple[str, ...]
    function: ClassVar[str] = "procedure.correction_window"

    @classmethod
    def read(cls, r, a):
        structure = str(a.get("structure") or "none")
        if structure not in ("no-limit", "pot-limit", "none"):
            raise Unreadable(f"structure {structure!r}")
        error = str(a.get("error"))
        moments = {k: v for k, v in r.items() if isinstance(v, bool) and k not in _NOT_MOMENTS}
        yes = tuple(_key(MOMENTS, k, "moment") for k, v in moments.items() if v)
        no = tuple(_key(MOMENTS, k, "moment") for k, v in moments.items() if not v)
        if not yes and not no:
            raise Unreadable("no moment")
        return cls(structure=structure, error=error if error in ("low", "high") else "other", corrected=yes, stands=no)

    def say(self, r):
        def moments(keys: Iterable[str]) -> str:
            return r.join([r.message("answer-moment", moment=k) for k in keys], "or")
        shape = "both" if self.corrected and self.stands else ("corrected" if self.corrected else "stands")
        return r.message("answer-correction", structure=self.structure, error=self.error, shape=shape,
                         corrected=moments(self.corrected), stands=moments(self.stands))


@dataclass(frozen=True)
class PotCountRights(_Record):
    """Whether a player may ask for the pot to be counted, game by game (PL-54A)."""

    may: tuple[str, ...]
    """The games (codes) where a player may ask."""
    may_not: tuple[str, ...]
    function: ClassVar[str] = "procedure.pot_count_rights"

    @classmethod
    def read(cls, r, a):
        if not r:
            raise Unreadable("no game")
        return cls(may=tuple(str(g) for g, v in r.items() if v), may_not=tuple(str(g) for g, v in r.items() if not v))

    def say(self, r):
        shape = "both" if self.may and self.may_not else ("may" if self.may else "may-not")
        return r.message("answer-pot-count", shape=shape, may=r.join([_game(r, g) for g in self.may], "or"),
                         may_not=r.join([_game(r, g) for g in self.may_not], "or"))


@dataclass(frozen=True)
class Burns(_Record):
    """A hand found with a card too few or too many (IA-05): misdeal or not, dead hands, the burns."""

    substantial: bool
    """Whether substantial action had taken place."""
    misdeal: bool
    dead: tuple[int, ...]
    """The seats whose hands are dead."""
    burns: int | None
    """Cards burned before the flop (``None``: not said)."""
    function: ClassVar[str] = "procedure.burns_after_sa"

    @classmethod
    def read(cls, r, a):
        burns = r.get("burns")
        return cls(substantial=bool(r.get("significant_action")), misdeal=bool(r.get("misdeal")),
                   dead=tuple(r.get("dead") or ()), burns=None if burns is None else _int(burns, "burns"))

    def say(self, r):
        return r.message("answer-burns", sa=_yes(self.substantial), misdeal=_yes(self.misdeal), dead=len(self.dead),
                         seats=r.join([str(s) for s in self.dead], "and"), burned=_yes(self.burns is not None),
                         burns=self.burns or 0)


# ------------------------------------------------------------------------------------------------- pots
@dataclass(frozen=True)
class SplitPot(_Record):
    """A split pot (03.7, RU-20): the halves of a hi/lo pot, who gets the odd chip and why, the unit."""

    halves: tuple[int, int] | None
    """(high, low) in a hi/lo split."""
    odd_to: str
    """Who gets the odd chip ('' for nobody: the pot divides evenly)."""
    odd_amount: int
    """The odd chip's value (0: not said)."""
    button: str
    """The button, when the odd chip goes to the first winner left of it ('' otherwise)."""
    unit: int
    """The smallest chip in play the split is made in (0: not said)."""
    function: ClassVar[str] = "pots.split_pot"

    @classmethod
    def read(cls, r, a):
        halves = r.get("halves")
        pair = None
        if isinstance(halves, Mapping) and {"high", "low"} <= set(halves):
            pair = (_int(halves["high"], "high"), _int(halves["low"], "low"))
        to = str(r.get("odd_chip_to") or "")
        first_winner = a.get("button") and a.get("rule", "first-winner") == "first-winner"
        return cls(halves=pair, odd_to=to, odd_amount=_int(r.get("odd_amount") or 0, "odd chip"),
                   button=str(a["button"]) if first_winner else "", unit=_int(r.get("unit") or 0, "unit"))

    def say(self, r):
        out = []
        if self.halves is not None:
            out.append(r.message("answer-split-halves", high=self.halves[0], low=self.halves[1]))
        if self.odd_to:
            out.append(r.message("answer-split-odd", amount=self.odd_amount, player=self.odd_to,
                                 why="button" if self.button else "none", button=self.button))
        if self.unit:
            out.append(r.message("answer-split-unit", unit=self.unit))
        return _sentence(out) if out else r.message("answer-split-even")


@dataclass(frozen=True)
class Settle(_Record):
    """Pots settled (03.8, RU-21): each pot and who may win it, the awards, chips returned uncalled."""

    pots: tuple[tuple[int, tuple[str, ...]], ...]
    """(chips, eligible players) per pot, the main pot first."""
    awards: tuple[tuple[str, int], ...]
    returned: tuple[tuple[str, int], ...]
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

    def say(self, r):
        out = []
        if self.pots:
            out.append(_sentence([r.message("answer-pot", n=k, chips=chips, players=r.join(players, "and"))
                                  for k, (chips, players) in enumerate(self.pots)]))
        if self.awards:
            out.append(_sentence([_clauses(r, [r.message("ruling-wins", player=p, chips=c) for p, c in self.awards])]))
        if self.returned:
            out.append(_sentence([_clauses(r, [r.message("answer-uncalled", player=p, chips=c)
                                               for p, c in self.returned])]))
        return " ".join(out)


# ------------------------------------------------------------------------------------------- out of turn
@dataclass(frozen=True)
class Reply:
    """One line of a skipped player's reply (``S5 raise 600``), as the replay ruled it (the result's
    ``ruled_replies``: nothing here reads the line again)."""

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
        return cls(verb=verb if verb in _REPLY_VERBS else "other", player=str(reply.get("player") or ""),
                   amount=_int(reply.get("to") or 0, "amount"), written=written)

    def say(self, r: Renderer) -> str:
        return r.message("answer-reply", verb=self.verb, player=self.player, amount=self.amount, written=self.written)


@dataclass(frozen=True)
class Branch:
    """What becomes of the action out of turn after one reply."""

    stands: bool
    ruled_as: str
    """What it counts as when it stands ('' when not said)."""
    to: int
    returned: int
    to_call: int
    options: tuple[str, ...]
    """What the player may then do, when the action does not stand."""
    min_raise_to: int | None

    @classmethod
    def read(cls, b: Mapping[str, Any]) -> Branch:
        return cls(stands=bool(b.get("stands")), ruled_as=str(b.get("as") or ""), to=_int(b.get("to") or 0, "to"),
                   returned=_int(b.get("returned") or 0, "returned"), to_call=_int(b.get("to_call") or 0, "to call"),
                   options=tuple(str(o) for o in b.get("options") or ()),
                   min_raise_to=None if b.get("min_raise_to") is None else _int(b["min_raise_to"], "minimum raise"))

    def say(self, r: Renderer, player: str) -> str:
        if self.stands:
            what = ruling_words.as_words(self.ruled_as, self.to, r.lang) if self.ruled_as else ""
            return r.message("answer-stands", player=player, what=what, known="yes" if what else "none")
        out = [r.message("answer-withdrawn", player=player, returned=self.returned)]
        if self.options:
            word = next((w for w in ("raise", "bet") if w in self.options), "none")
            if self.min_raise_to is None:
                word = "none"
            out.append(r.message("answer-withdrawn-options", player=player, to_call=self.to_call,
                                 options=r.join([r.term(f"option-{o}") for o in self.options], "or"), word=word,
                                 low=self.min_raise_to or 0))
        return "; ".join(out)


@dataclass(frozen=True)
class OutOfTurn(_Record):
    """An action out of turn (08.9, IA-13): whom it skipped, and for each reply whether it stands."""

    player: str
    skipped: str
    """Whom it skipped ('' when not said)."""
    branches: tuple[tuple[tuple[Reply, ...], Branch], ...]
    """(the reply's lines, what then becomes of the action), in the entry's order."""
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

    def say(self, r):
        groups: dict[str, list[tuple[Reply, ...]]] = {}
        for replies, branch in self.branches:
            groups.setdefault(branch.say(r, self.player), []).append(replies)
        out = [r.message("answer-skipped", player=self.player, skipped=self.skipped)] if self.skipped else []
        for outcome, group in groups.items():
            said = list(dict.fromkeys(r.join([line.say(r) for line in reply], "and") for reply in group))
            if any(len(reply) > 1 for reply in group):
                text = said[0]
                for nxt in said[1:]:
                    text = r.message("answer-or-if", first=text, next=nxt)
            else:
                text = r.join(said, "or")
            out.append(r.message("answer-if", said=text, outcome=outcome))
        return " ".join(out)


# ------------------------------------------------------------------------------------- showdown and board
@dataclass(frozen=True)
class CardsToTable(_Record):
    """The hole cards a hand must show to win, game by game (03.2, RU-14)."""

    counts: tuple[tuple[str, int], ...]
    function: ClassVar[str] = "showdown.cards_to_table"

    @classmethod
    def read(cls, r, a):
        if not r:
            raise Unreadable("no game")
        return cls(counts=tuple((str(g), _int(n, "cards")) for g, n in r.items()))

    def say(self, r):
        games = [r.message("answer-cards-in-game", n=n, game=_game(r, g)) for g, n in self.counts]
        return r.message("answer-cards-to-table", games=r.join(games, "and"))


@dataclass(frozen=True)
class Timeline(_Record):
    """When the hands of an all-in go face up (03.3, RU-16, IA-03), the side pots, the order of settling."""

    face_up: tuple[str, ...]
    street: str
    to_come: tuple[str, ...]
    """The streets still to come."""
    side_pots: tuple[int, ...]
    settle_order: tuple[int, ...]
    """The pots in the order they are settled (0 the main pot, k side pot k)."""
    function: ClassVar[str] = "engine.all_in_timeline"

    @classmethod
    def read(cls, r, a):
        if not r.get("face_up") or not r.get("face_up_on"):
            raise Unreadable("no hand face up")
        order = [str(p) for p in r.get("settle_order") or ()]
        names = pot_names(len(order) + 1)
        if any(p not in names for p in order):
            raise Unreadable(f"pots {order!r}")
        return cls(face_up=tuple(str(p) for p in r["face_up"]), street=_street(r["face_up_on"]),
                   to_come=tuple(_street(s) for s in r.get("cards_to_come") or ()),
                   side_pots=tuple(_int(x, "side pot") for x in r.get("side_pots") or ()),
                   settle_order=tuple(names.index(p) for p in order))

    def say(self, r):
        out = [r.message("answer-face-up", players=r.join(self.face_up, "and"), street=self.street,
                         remaining=len(self.to_come), cards=r.join([r.term(s) for s in self.to_come], "and"))]
        if self.side_pots:
            out.append(r.message("answer-side-pots", n=len(self.side_pots),
                                 amounts=r.join([str(x) for x in self.side_pots], "and")))
        if len(self.settle_order) > 1:  # one pot: nothing to order
            names = [ruling_words.pot_name(k, r.lang) for k in self.settle_order]
            order = names[0]
            for name in names[1:]:
                order = r.message("answer-then", first=order, next=name)
            out.append(r.message("answer-settle-order", order=order))
        return " ".join(_capital(x) for x in out)


@dataclass(frozen=True)
class PlaysBoard(_Record):
    """Playing the board (03.6, RU-19): whether a player may, whether the board is the best hand here, and
    how many hole cards to turn face up."""

    game: str
    may: bool | None
    plays: bool | None
    must_table: int | None
    function: ClassVar[str] = "hands.plays_board"

    @classmethod
    def read(cls, r, a):
        may, plays, table = r.get("can_play_board"), r.get("board_plays"), r.get("must_table")
        if may is None and plays is None and table is None:
            raise Unreadable("nothing about the board")
        return cls(game=str(a.get("game", "NLHE")), may=None if may is None else bool(may),
                   plays=plays if isinstance(plays, bool) else None,
                   must_table=None if table is None else _int(table, "cards"))

    def say(self, r):
        out = []
        if self.may is not None:
            out.append(r.message("answer-board-may", may=_yes(self.may)))
        if self.plays is not None:
            out.append(r.message("answer-board-plays", plays=_yes(self.plays)))
        if self.must_table is not None:
            out.append(r.message("answer-board-table", n=self.must_table))
        if not out:
            raise Unreadable("nothing about the board")
        return r.message("answer-board", game=_game(r, self.game), clauses="; ".join(out))


@dataclass(frozen=True)
class DisputeDeadlines(_Record):
    """How long a finished hand may be disputed (03.9, RU-22; TDA 22), by what the dispute is about."""

    deadlines: tuple[tuple[str, str], ...]
    """(what is disputed: a key of :data:`DISPUTED`'s values, the deadline: a key of :data:`DEADLINES`'s)."""
    function: ClassVar[str] = "showdown.dispute_deadlines"

    @classmethod
    def read(cls, r, a):
        if not r:
            raise Unreadable("no deadline")
        return cls(deadlines=tuple((_key(DISPUTED, k, "dispute"), _key(DEADLINES, v, "deadline")) for k, v in r.items()))

    def say(self, r):
        parts = [r.message("answer-disputed-until", error=error, first=_yes(k == 0),
                           until=r.message("answer-deadline-until", deadline=deadline))
                 for k, (error, deadline) in enumerate(self.deadlines)]
        text = parts[-1] if len(parts) == 1 else r.message("answer-and-last", first="; ".join(parts[:-1]),
                                                             last=parts[-1])
        return _capital(text) + "."


@dataclass(frozen=True)
class Dispute(_Record):
    """Whether a dispute raised at a given moment may still be corrected (03.9, RU-22)."""

    error: str
    """``reading``, ``accounting`` or ``other``."""
    raised: str
    """A key of :data:`RAISED`'s values, or ``none``."""
    correctable: bool
    deadline: str
    """A key of :data:`DEADLINES`'s values, or ''."""
    function: ClassVar[str] = "showdown.dispute"

    @classmethod
    def read(cls, r, a):
        error = str(a.get("error"))
        raised = _key(RAISED, a["raised"], "moment") if a.get("raised") else "none"
        deadline = _key(DEADLINES, r["deadline"], "deadline") if r.get("deadline") else ""
        if "correctable" not in r:
            raise Unreadable("not said whether it may be corrected")
        return cls(error=error if error in ("reading", "accounting") else "other", raised=raised,
                   correctable=bool(r["correctable"]), deadline=deadline)

    def say(self, r):
        until = r.message("answer-deadline", deadline=self.deadline) if self.deadline else ""
        return r.message("answer-dispute", error=self.error, raised=self.raised, correctable=_yes(self.correctable),
                         dated=_yes(self.deadline), until=until)


# ------------------------------------------------------------------------------------------------ tables
@dataclass(frozen=True)
class SeatDraw(_Record):
    """The two-step seat draw (IA-01): one seat per player, and the highest card takes the top seat."""

    one_each: bool | None
    highest_top: bool | None
    function: ClassVar[str] = "tables.seat_draw"

    @classmethod
    def read(cls, r, a):
        one, top = r.get("bijection"), r.get("highest_takes_top")
        if one is None and top is None:
            raise Unreadable("nothing about the draw")
        return cls(one_each=None if one is None else bool(one), highest_top=None if top is None else bool(top))

    def say(self, r):
        out = [r.message("answer-seat-each", one=_yes(self.one_each))] if self.one_each is not None else []
        if self.highest_top is not None:
            out.append(r.message("answer-seat-top", top=_yes(self.highest_top)))
        return _capital(_clauses(r, out)) + "."


@dataclass(frozen=True)
class Balance(_Record):
    """Balancing tables (IA-02, TDA 11): the table with the most players, the tables that halt and when."""

    most: str
    halts: tuple[tuple[tuple[str, ...], str], ...]
    """(tables, the blind whose move halts them: ``big-blind``, ``small-blind`` or ``none``), in order."""
    function: ClassVar[str] = "tables.balance"

    @classmethod
    def read(cls, r, a):
        # the tables by their names alone (the situation names them): "table" would weigh IA-02 in every search
        # for a table
        when = r.get("halt_when")
        groups: dict[str, list[str]] = {}
        for t in (str(t) for t in r.get("halt") or ()):
            said = when.get(t) if isinstance(when, Mapping) else when
            groups.setdefault(cls._blind(said), []).append(t)
        if not r.get("most") and not groups:
            raise Unreadable("no table")
        return cls(most=str(r.get("most") or ""), halts=tuple((tuple(ts), w) for w, ts in groups.items()))

    @staticmethod
    def _blind(said: Any) -> str:
        if not said:
            return "none"
        m = _HALT_WHEN.fullmatch(str(said).strip())
        if m is None:
            raise Unreadable(f"halt when {said!r}")
        return m.group(1).replace(" ", "-")

    def say(self, r):
        out = [r.message("answer-most", table=self.most)] if self.most else []
        out += [r.message("answer-halt", tables=r.join(ts, "and"), count=len(ts), when=w) for ts, w in self.halts]
        return _capital(_clauses(r, out)) + "."


@dataclass(frozen=True)
class Levels(_Record):
    """The level each hand is played at (RU-23): hands grouped by level, and when the level ends."""

    groups: tuple[tuple[str, tuple[Any, ...]], ...]
    """(``current`` or ``new``, the times the hands began), in order of first mention."""
    ends_at: Any
    """When the level ends (``None``: not said)."""
    function: ClassVar[str] = "tables.level_for_hands"

    @classmethod
    def read(cls, r, a):
        starts, levels = list(a.get("hands_start_at") or ()), list(r.get("levels") or ())
        if not levels or len(starts) != len(levels):
            raise Unreadable("hands and levels differ")
        by: dict[str, list[Any]] = {}
        for t, lev in zip(starts, levels):
            if lev not in LEVELS:
                raise Unreadable(f"level {lev!r}")
            by.setdefault(str(lev), []).append(_int(t, "time"))
        ends = a.get("level_ends_at")
        return cls(groups=tuple((lev, tuple(ts)) for lev, ts in by.items()),
                   ends_at=None if ends is None else _int(ends, "level end"))

    def say(self, r):
        text = "; ".join(r.message("answer-level", count=len(ts), times=r.join([str(t) for t in ts], "and"), level=lev)
                         for lev, ts in self.groups)
        if self.ends_at is not None:
            text = r.message("answer-level-ends", text=text, ends=self.ends_at)
        return _capital(text) + "."


@dataclass(frozen=True)
class ColourUp(_Record):
    """A colour-up (RU-24, TDA 24): the chips retired, the method, every stack after it."""

    retire: int
    """The chips taken out of play (0: not said)."""
    method: str
    """``round-up``, ``race`` or ``none``."""
    after: tuple[tuple[str, int], ...]
    function: ClassVar[str] = "tables.colour_up"

    @classmethod
    def read(cls, r, a):
        after = tuple((str(p), _int(c, "stack")) for p, c in (r.get("after") or {}).items())
        if not after:
            raise Unreadable("no stack")
        method = str(a.get("method"))
        return cls(retire=_int(a.get("retire") or 0, "retired chip"),
                   method=method if method in ("round-up", "race") else "none", after=after)

    def say(self, r):
        stacks = ", ".join(r.message("answer-stack", player=p, chips=c) for p, c in self.after)
        return r.message("answer-colour-up", retire=self.retire, method=self.method, stacks=stacks)


@dataclass(frozen=True)
class Leftover(_Record):
    """Leftover chips of a retired colour (RU-24B): what is exchanged, what is removed."""

    exchanged: int
    removed: int
    function: ClassVar[str] = "tables.leftover_exchange"

    @classmethod
    def read(cls, r, a):
        return cls(exchanged=_int(r.get("exchanged", 0), "exchanged"), removed=_int(r.get("removed", 0), "removed"))

    def say(self, r):
        return r.message("answer-leftover", exchanged=self.exchanged, removed=self.removed)


@dataclass(frozen=True)
class Clock(_Record):
    """A called clock (RU-27, TDA 29): the time, the countdown, which moments of acting are in time."""

    seconds: int
    countdown: int
    in_time: tuple[tuple[int, bool], ...]
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

    def say(self, r):
        def times(ok: bool) -> str:
            return r.join([r.message("answer-seconds", n=t) for t, x in self.in_time if x is ok], "or")
        out = [r.message("answer-clock", seconds=self.seconds, countdown=self.countdown)]
        if any(ok for _, ok in self.in_time):
            out.append(r.message("answer-clock-in-time", times=times(True)))
        if any(not ok for _, ok in self.in_time):
            out.append(r.message("answer-clock-late", times=times(False)))
        return _sentence(out)


@dataclass(frozen=True)
class Placings(_Record):
    """Places of players out in the same hand-for-hand round (RU-28): who shares which place."""

    places: tuple[tuple[int, tuple[str, ...]], ...]
    """(place, the players in it), best place first."""
    function: ClassVar[str] = "tables.placings_and_prizes"

    @classmethod
    def read(cls, r, a):
        by: dict[int, list[str]] = {}
        for who, place in (r.get("place_of") or {}).items():
            by.setdefault(_int(place, "place"), []).append(str(who))
        if not by:
            raise Unreadable("no place")
        return cls(places=tuple((p, tuple(ps)) for p, ps in sorted(by.items())))

    def say(self, r):
        return _capital(_clauses(r, [r.message("answer-place", players=r.join(ps, "and"), count=len(ps), place=p)
                                     for p, ps in self.places])) + "."


# ------------------------------------------------------------------------------------------------- the API
_RECORDS: tuple[type[_Record], ...] = (
    Conditional, FoundChip, CorrectionWindow, PotCountRights, SplitPot, Settle, Burns, OutOfTurn, CardsToTable,
    Timeline, PlaysBoard, DisputeDeadlines, Dispute, SeatDraw, Balance, Levels, ColourUp, Leftover, Clock, Placings)

#: One record (and its templates) per catalogue function (the names of :data:`rulescore.catalogue.registry.COMPUTE`).
TEMPLATES: dict[str, type[_Record]] = {cls.function: cls for cls in _RECORDS}


def record(function: str | None, args: Mapping[str, Any] | None, result: Any,
           whole: Mapping[str, Any] | None = None) -> _Record:
    """The typed record of ``result`` (computed by catalogue function ``function`` with ``args``; ``whole``:
    the whole result ``result`` was cut from, when it is only the printed figures' part);
    :class:`Unreadable` when there is no record for the function or the result is shaped otherwise."""
    cls = TEMPLATES.get(function or "")
    if cls is None or not isinstance(result, Mapping):
        raise Unreadable(f"no record for {function!r}")
    if whole:
        result = {**{k: whole[k] for k in cls.also if k in whole}, **result}
    try:
        return cls.read(result, args or {})
    except (KeyError, TypeError, AttributeError) as exc:
        raise Unreadable(f"{function}: {exc}") from None


def figures(result: Any, lang: str = "en") -> str:
    """The figures with their labels, in one line (the form a test keeps off the cards)."""
    said = "; ".join(f"{label(k)}: {value_text(v)}" for k, v in result.items()) if isinstance(result, Mapping) \
        else value_text(result)
    return Renderer(lang).message("answer-figures", figures=said)


def answer(function: str | None, args: Mapping[str, Any] | None, result: Any, *, lang: str = "en",
           whole: Mapping[str, Any] | None = None) -> str:
    """The computed ``result`` of catalogue function ``function`` (called with ``args``) in plain words, in
    ``lang`` (``en``, ``pl``, ``ru``); ``whole`` as in :func:`record`."""
    r = Renderer(lang)
    try:
        return _capital(record(function, args, result, whole).say(r))
    except Unreadable:
        return figures(result, lang)


#: Labels that mark a ``key: value`` answer (the fallback), for the test that keeps it off the cards.
KEY_LABELS = frozenset(LABELS.values())

__all__ = ["KEY_LABELS", "TEMPLATES", "Balance", "Branch", "Burns", "CardsToTable", "Clock", "ColourUp",
           "Conditional", "CorrectionWindow", "Dispute", "DisputeDeadlines", "FoundChip", "Leftover", "Levels",
           "OutOfTurn", "Placings", "PlaysBoard", "PotCountRights", "Reply", "SeatDraw", "Settle", "SplitPot",
           "Timeline", "Unreadable", "answer", "figures", "record"]
