"""The explorer's hand model: the hand as a TD builds it, its transitions, its export, and the engine's answers.

Plain functions and frozen records, without widgets or matplotlib (the phone page runs this module in the
browser; tests/test_explorer.py tests it directly):

* :class:`Hand`, the builder state: game, blinds, ante or big-blind ante, straddle, seats (2 to 10, named
  by position or by letter) with their stacks, the pot from earlier streets, and the action rows street by
  street. Transitions return a new hand: :func:`set_setup`, :func:`set_players`, :func:`set_names`,
  :func:`set_stack`, :func:`set_first_street`, :func:`add_action`, :func:`replace_action`,
  :func:`delete_action`, :func:`move_action`. :class:`Session` keeps the history (undo), the published
  example (reset) and the name the TD gives the hand (:meth:`Session.named`; ``Untitled hand`` until then).
* :func:`to_scenario` / :func:`export_yaml`: the scenario of a hand, as YAML that ``rulescore ask FILE``
  accepts as is (written by :func:`rulescore.input.scenario.dumps`, the package's one scenario writer);
  :func:`from_scenario` and :func:`parse_yaml` read one back (a catalogue example, a typed scenario).
* :func:`evaluate_hand`: the ruling, the ladder, the pots and the stacks of a hand (:class:`View`);
  :func:`next_actions`: the buttons offered to the player to act (:class:`Next`, :class:`Choice`);
  :func:`ruling_for`: what another player still in the hand faces (:class:`PlayerView`).

Every figure comes from the engine (:func:`rulescore.engine.ask` and its :class:`~rulescore.records.ruling.Ruling`);
nothing here decides a rule. The decisions of presentation are in the package notes (:mod:`rulescore.explorer`).
"""

from __future__ import annotations

import copy
import re
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any

from .. import analysis
from ..engine import ask
from ..input.scenario import dumps, from_dict, loads, read_yaml
from ..records.errors import RulesError, ScenarioError
from ..records.ruling import Ruling
from ..records.vocabulary import Game, SeatState, Structure
from ..reference import rulebook
from ..words import ruling as ruling_words
from .hand import (
    ACTION_VERBS,
    DEALER,
    DEALER_ACTION_VERBS,
    GAMES,
    LETTERS,
    NAME_STYLES,
    POSITIONS,
    STREETS,
    Hand,
    action_line,
    add_action,
    add_action_street,
    box_value,
    delete_action,
    empty_hand,
    form_verbs,
    from_scenario,
    move_action,
    parse_yaml,
    rename_seats,
    replace_action,
    row_index,
    seat_names,
    set_first_street,
    set_names,
    set_players,
    set_setup,
    set_stack,
    split_action,
    street_after,
    takes_amount,
    to_scenario,
)

#: The chapter of the guide that covers each catalogue file (the examples are grouped by it).
CHAPTERS = {
    "raises": "01 · Raise amounts and reopening",
    "declarations": "02 · Chip pushes and declarations",
    "undercalls": "03 · Undercalls and accepted action",
    "showdown": "04 · Showdown",
    "pots": "05 · Pots and odd chips",
    "procedure": "06 · Out of turn and significant action",
    "pot-limit": "07 · Pot limit",
    "tables": "08 · Tables and tournament procedures",
}


# ============================================================================ the catalogue
@lru_cache(maxsize=1)
def _entries() -> tuple:
    """Every catalogue entry, loaded once (the one place the explorer reads the catalogue)."""
    from .. import catalogue

    return tuple(catalogue.load())


def _catalogue() -> tuple:
    return _entries()


@dataclass(frozen=True)
class Example:
    """A catalogue entry the explorer can load (it has a scenario)."""

    id: str
    title: str
    chapter: str
    rule: str
    source: str


def catalogue_examples() -> list[Example]:
    """The catalogue entries with a scenario, grouped by chapter (in the guide's order), each chapter in
    the catalogue's own order."""
    out = []
    for e in _catalogue():
        if e.scenario is None:
            continue
        stem = str(getattr(e, "file", "") or "").rsplit("/", 1)[-1].removesuffix(".yaml")
        chapter = CHAPTERS.get(stem, stem.replace("-", " ").capitalize() or "Other")
        out.append(Example(id=e.id, title=e.title, chapter=chapter, rule=e.rule, source=e.source))
    order = list(CHAPTERS.values())
    return sorted(out, key=lambda x: (order.index(x.chapter) if x.chapter in order else len(order), x.chapter))


def examples() -> list[str]:
    """Catalogue ids that have a scenario the explorer can replay (grouped by chapter)."""
    return [x.id for x in catalogue_examples()]


def example_menu(query: str = "") -> list[tuple[str, str]]:
    """The example list as ``(label, value)`` pairs: a heading per chapter (value ``#chapter``) and its
    examples (value: the id). With a ``query``, the examples the guide's matching finds
    (:func:`rulescore.textsearch.rank_examples`: an id, a TDA 2024 rule number in any form, a game, words of the
    title, the rule or the table talk in English, Polish or Russian), best first, chapters in the order of their
    best example; a query naming a setup no example has (a straddle, an ante) says so in a line of its own."""
    from .. import textsearch

    out: list[tuple[str, str]] = []
    examples = catalogue_examples()
    if query.strip():
        items, present = _search_items()
        found = [x.id for x in textsearch.rank_examples(query, items)]
        rank = {ident: i for i, ident in enumerate(found)}
        first: dict[str, int] = {}
        for x in examples:
            if x.id in rank:
                first[x.chapter] = min(first.get(x.chapter, len(rank)), rank[x.id])
        examples = sorted((x for x in examples if x.id in rank), key=lambda x: (first[x.chapter], rank[x.id]))
        hint = textsearch.setup_hint(query, present)
        if hint:
            out.append((f"\u2139 {hint}", "#hint"))
    chapter = None
    for x in examples:
        if x.chapter != chapter:
            chapter = x.chapter
            out.append((f"▸ {chapter}", f"#{chapter}"))
        out.append((f"\u2003{x.id} · {x.title}", x.id))
    return out


@lru_cache(maxsize=1)
def _search_items() -> tuple[list, frozenset[str]]:
    """The examples as the search sees them (rulescore.textsearch.example_item), and the setup words some
    example's scenario has (straddle, ante)."""
    from .. import textsearch
    from ..reference import rulebook

    entries = {e.id: e for e in _catalogue()}
    items, present = [], set()
    for x in catalogue_examples():
        e = entries[x.id]
        scenario = e.scenario or {}
        setup = [s for s, keys in (("straddle", ("straddle",)), ("ante", ("ante", "bb_ante", "big_blind_ante")))
                 if any(k in scenario for k in keys)]
        present.update(setup)
        tda = str(getattr(e, "tda", "") or rulebook.tda(x.rule) or "")
        items.append(textsearch.example_item(x.id, x.title, x.chapter, x.rule, x.source, tda,
                                             game=str(scenario.get("game", "")), setup=setup))
    return items, frozenset(present)


def example_scenario(ident: str) -> dict:
    """A copy of the scenario of catalogue entry ``ident``."""
    for e in _catalogue():
        if e.id == ident:
            if e.scenario is None:
                raise RulesError(f"{ident}: the catalogue entry has no scenario")
            return copy.deepcopy(e.scenario)
    raise RulesError(f"no catalogue entry {ident!r}")


def example_title(ident: str) -> str:
    """``IA-10-1 · Short all-ins that add up to a full raise``."""
    for e in _catalogue():
        if e.id == ident:
            return f"{e.id} · {e.title}"
    return ident


# ----------------------------------------------------------------------------- history
#: The title of a hand that is no published example until the TD names it.
UNTITLED = "Untitled hand"
#: How many earlier states undo keeps (each is a small frozen record).
HISTORY = 500


@dataclass(frozen=True, kw_only=True)
class Session:
    """The hand being built and everything undo brings back: every change, loading an example and starting
    an empty hand included, is one step of the history (:attr:`past`), and each step keeps the whole state
    as it was: the hand, what reset returns to, the example, the name and the row the TD had picked."""

    hand: Hand
    origin: Hand
    """What reset returns to: the published example, or the empty hand the TD started."""
    example: str | None = None
    """The catalogue id the hand began as (``None``: a new hand)."""
    past: tuple[Session, ...] = ()
    """Earlier states, oldest first (each without a past of its own)."""
    name: str = ""
    """The name the TD gave the hand (``''``: none yet); it titles the hand and names its export."""
    picked: int | None = None
    """The action row the TD has picked (0-based, hand order; ``None``: none), so that undo picks it again."""
    segment: int = 0
    """Which hand of the session this is: a load or an empty hand starts the next one (the name belongs to
    a hand, so undo within it keeps the name and undo past a load brings the earlier hand's name back)."""

    @classmethod
    def published(cls, ident: str) -> Session:
        """A session on catalogue example ``ident`` as published."""
        hand = from_scenario(example_scenario(ident))
        return cls(hand=hand, origin=hand, example=ident)

    @classmethod
    def new(cls, hand: Hand | None = None) -> Session:
        """A session on a new hand (an empty one by default)."""
        hand = hand or empty_hand()
        return cls(hand=hand, origin=hand)

    def _then(self, state: Session) -> Session:
        """``state`` as the next step after this one (this one goes to the history)."""
        kept = self.past + (replace(self, past=()),)
        return replace(state, past=kept[-HISTORY:])

    def do(self, hand: Hand, *, picked: int | None = None) -> Session:
        """The session after a change to ``hand``, with row ``picked`` picked (no change, no history entry)."""
        if hand == self.hand:
            return self if picked == self.picked else replace(self, picked=picked)
        return self._then(replace(self, hand=hand, picked=picked))

    def load(self, ident: str) -> Session:
        """Catalogue example ``ident`` as published, in place of this hand (undo brings this one back)."""
        return self._then(replace(Session.published(ident), segment=self.segment + 1))

    def start(self, hand: Hand | None = None) -> Session:
        """A new hand (an empty one by default), untitled, in place of this one (undo brings this one back)."""
        return self._then(replace(Session.new(hand), segment=self.segment + 1))

    def resume(self, kept: Session) -> Session:
        """The hand ``kept`` (read back after a restart, :func:`from_kept`) in place of this one; undo brings
        this one back."""
        return self._then(replace(kept, past=(), segment=self.segment + 1))

    def pick(self, k: int | None) -> Session:
        """Row ``k`` picked (``None``: none); picking is not a change and is not undone."""
        return replace(self, picked=k)

    def undo(self) -> Session:
        """The state before the last change, as it was (unchanged when there is none)."""
        if not self.past:
            return self
        return replace(self.past[-1], past=self.past[:-1])

    def reset(self) -> Session:
        """Back to the published example (or the empty hand started); reset itself can be undone."""
        return self.do(self.origin)

    def named(self, name: str) -> Session:
        """The session with the hand named ``name`` (spaces tidied; blank: no name). The name is the hand's:
        undoing its changes keeps it, and undo past the load or the empty hand it began with brings back the
        name of the hand before."""
        name = " ".join(str(name or "").split())
        past = tuple(replace(s, name=name) if s.segment == self.segment else s for s in self.past)
        return replace(self, name=name, past=past)

    @property
    def can_undo(self) -> bool:
        return bool(self.past)

    @property
    def changed(self) -> bool:
        """Whether the hand differs from what reset returns to."""
        return self.hand != self.origin

    @property
    def title(self) -> str:
        """The TD's name for the hand; else ``IA-10-1 · ... as published`` / ``(changed)`` for an example;
        else ``Untitled hand``."""
        if self.name:
            return self.name
        if self.example is None:
            return UNTITLED
        return f"{example_title(self.example)} {'(changed)' if self.changed else 'as published'}"

    @property
    def filename(self) -> str:
        """The export's file name, after the hand's name (``Table-7-seat-3.yaml``), the example's id
        (``IA-10-1.yaml``) or ``Untitled-hand.yaml``."""
        stem = self.name or self.example or UNTITLED
        return (re.sub(r"[^A-Za-z0-9._-]+", "-", stem).strip("-.") or "hand") + ".yaml"


# ----------------------------------------------------------------------------- the hand kept on disk
#: The comment lines of a kept hand that say what the scenario alone does not: its name and its example.
_KEPT_NAME, _KEPT_EXAMPLE = "# explorer name: ", "# explorer example: "


def kept_text(session: Session, view: View | None = None) -> str:
    """The hand in progress as a file to keep beside the notebook: the export (a scenario that ``rulescore
    ask FILE`` reads as is, titled by its first comment line) with two comment lines more, the hand's name
    and the example it began as, so that :func:`from_kept` gives the same session back after a restart."""
    text = export_yaml(session.hand, title=session.title, view=view)
    head, _, body = text.partition("\n")
    extra = [f"{_KEPT_NAME}{session.name}"] if session.name else []
    extra += [f"{_KEPT_EXAMPLE}{session.example}"] if session.example else []
    return "\n".join([head, *extra, body]) if extra else text


def from_kept(text: str) -> Session:
    """The session of a kept hand (:func:`kept_text`): the hand read by the scenario parser's strict reader,
    its name, and its example (reset returns to the example as published, or to an empty hand). Text that is
    no scenario raises its one-line :class:`~rulescore.records.errors.RulesError`."""
    hand = parse_yaml(text)
    name = example = ""
    for line in text.splitlines():
        if not line.startswith("#"):
            break
        if line.startswith(_KEPT_NAME):
            name = line[len(_KEPT_NAME):].strip()
        elif line.startswith(_KEPT_EXAMPLE):
            example = line[len(_KEPT_EXAMPLE):].strip()
    known = example if example and any(x.id == example for x in catalogue_examples()) else None
    origin = Session.published(known).origin if known else empty_hand()
    return Session(hand=hand, origin=origin, example=known, name=" ".join(name.split()))


# ============================================================================ the engine's answers
def _seat(ruling: Ruling, player: str) -> SeatState | None:
    """``player``'s seat in the table as ``ruling`` leaves it (:attr:`Ruling.table <rulescore.records.ruling.Ruling.table>`:
    the last step, or the opening of a street with no line yet)."""
    seats = ruling.table.seats if ruling.table is not None else ()
    return next((s for s in seats if s.name == player), None)


def _committed(ruling: Ruling, player: str) -> int:
    """``player``'s chips in front on the street ruled."""
    seat = _seat(ruling, player)
    return seat.committed if seat is not None else 0


def _ruled(hand: Hand, view: View | None) -> Ruling:
    """The ruling of ``hand``: that of ``view`` when it is the hand's good view, else one replay."""
    if view is not None and view.ruling is not None:
        return view.ruling
    return ask(to_scenario(hand))


@dataclass(frozen=True)
class Choice:
    """One next-action button."""

    label: str
    """What the button says (``call 100``, ``raise to 300``, ``all-in 125``)."""
    line: str
    """The action row it adds (``B allin``)."""
    street: str
    """The street the row goes on."""


@dataclass(frozen=True)
class Next:
    """What the player to act may do next, as buttons."""

    street: str | None
    """The street of the decision (the next street when the last one's betting is over)."""
    player: str | None
    """The player to act (``None`` when the betting is over or the hand has an error)."""
    choices: tuple[Choice, ...]
    note: str
    """One line: whose turn it is, or why there is none."""
    raise_word: str | None = None
    """``bet`` or ``raise`` when the player may bet or raise (for an amount of one's own), else ``None``."""
    min_raise_to: int | None = None
    max_raise_to: int | None = None
    showdown: str = ""
    """Once the betting of the hand is over: who shows first, or that every hand is turned face up (the
    engine's showdown ruling, :func:`showdown_text`); else ``''``."""


def _choices(ruling: Ruling, street: str, game: str) -> tuple[tuple[Choice, ...], str | None]:
    p = ruling.player
    behind = ruling.stacks.get(p) if p is not None else None
    allin = None if behind is None or p is None else _committed(ruling, p) + behind
    opts = ruling.options
    out = []
    if "fold" in opts:
        out.append(Choice("fold", f"{p} fold", street))
    if "check" in opts:
        out.append(Choice("check", f"{p} check", street))
    if "call" in opts:
        tag = " (all-in)" if behind is not None and ruling.to_call >= behind else ""
        out.append(Choice(f"call {ruling.to_call}{tag}", f"{p} call", street))
    verb = "bet" if "bet" in opts else ("raise" if "raise" in opts else None)
    if verb and ruling.min_raise_to is not None:
        word = "bet" if verb == "bet" else "raise to"

        def offer(total: int, tag: str = "") -> None:
            if allin is not None and total == allin:
                out.append(Choice(f"all-in {total}", f"{p} allin", street))
            else:
                out.append(Choice(f"{word} {total}{tag}", f"{p} {verb} {total}", street))

        offer(ruling.min_raise_to)
        high = ruling.max_raise_to
        if high is not None and high != ruling.min_raise_to:
            offer(high, " (pot)" if Game(game).structure is Structure.POT_LIMIT else "")
    return tuple(out), verb


def next_actions(hand: Hand, view: View | None = None) -> Next:
    """The buttons for the player to act (from the engine's ruling of ``hand``; ``view``: an
    :func:`evaluate_hand` of it, to save a replay). When the last street's betting is over and the hand goes
    on, those of the first player on the next street."""
    try:
        ruling = _ruled(hand, view)
    except RulesError as exc:
        return Next(None, None, (), f"error: {exc}")
    if ruling.to_act is not None:
        choices, verb = _choices(ruling, ruling.street, hand.game)
        return Next(ruling.street, ruling.to_act, choices, f"{ruling.street} · {ruling.to_act} to act",
                    verb, ruling.min_raise_to, ruling.max_raise_to)
    street = street_after(ruling.street)
    if ruling.betting_over or street is None or hand.last != ruling.street:
        return _over(hand, ruling, ruling.reason or "The betting is over.")
    try:
        after = ask(to_scenario(add_action_street(hand, street)))
    except RulesError as exc:
        return Next(None, None, (), f"{ruling.reason} The {street} cannot start: {exc}")
    if after.to_act is None:
        return _over(add_action_street(hand, street), after, after.reason or ruling.reason)
    choices, verb = _choices(after, street, hand.game)
    return Next(street, after.to_act, choices,
                f"the {ruling.street} betting is over · {street} · {after.to_act} to act", verb,
                after.min_raise_to, after.max_raise_to)



def _over(hand: Hand, ruling: Ruling, note: str) -> Next:
    """No button: the betting is over (with the showdown, when the hand has one) or nobody can act."""
    sd = showdown_text(hand, ruling)
    return Next(None, None, (), f"{note} {sd}" if sd else note, showdown=sd)


def showdown_text(hand: Hand, ruling: Ruling | None = None) -> str:
    """Once no more betting can happen in the hand (``ruling``: its engine ruling, or one replay): who shows
    first at the showdown, or that every hand is turned face up now (an all-in), with the rule, from the
    engine's showdown ruling of the hand as it stands; ``''`` while betting goes on or one player is left."""
    ruling = ruling if ruling is not None else ask(to_scenario(hand))
    if ruling.to_act is not None or not ruling.betting_over or len(_live(ruling)) < 2:
        return ""
    sd = ruling.showdown
    if sd is None:
        try:
            sd = ask({**to_scenario(hand), "showdown": []}).showdown
        except RulesError:
            return ""
    if sd is None:
        return ""
    rule = f" ({rulebook.cite(sd.rules[0])})" if sd.rules else ""
    if sd.kind == "all-in":
        who = sd.face_up[0] if len(sd.face_up) == 1 else f"{', '.join(sd.face_up[:-1])} and {sd.face_up[-1]}"
        return f"Showdown: {who} turn their hands face up now, as a player is all-in and the betting is over{rule}."
    if sd.kind == "showdown" and sd.show_first:
        return f"Showdown: {sd.show_first} shows first{rule}."
    return ""


def _live(ruling: Ruling) -> list[str]:
    """The players still in the hand after the last line."""
    seats = ruling.table.seats if ruling.table is not None else ()
    return [s.name for s in seats if not s.folded]


def decision_text(ruling: Ruling, lang: str = "en") -> str:
    """The ``Ruling for P`` lines of a ruling's text (what P may do and why), or its closing sentence: the
    decision of :func:`rulescore.words.ruling.decision`, the one renderer of a ruling."""
    return ruling_words.decision(ruling, lang)


@dataclass(frozen=True, kw_only=True)
class PlayerView:
    """What one player still in the hand faces (see the module notes on "Ruling for")."""

    player: str
    status: str
    """``to act``, ``waiting``, ``all-in``, ``folded`` or ``betting over``."""
    behind: int | None
    """Chips behind (``None``: deep)."""
    committed: int
    """Chips in front on the street."""
    ruling: Any = None
    """The engine's ruling of the player's decision: now (to act) or after :attr:`assumed`."""
    assumed: tuple[str, ...] = ()
    """The lines assumed for the players before them (each calls or checks): a what-if."""
    note: str = ""

    def to_text(self) -> str:
        stack = "deep (stack not given)" if self.behind is None else f"{self.behind} behind"
        head = f"{self.player}: {self.status}; {stack}; {self.committed} in front on this street"
        lines = [head]
        if self.note:
            lines.append(self.note)
        if self.ruling is not None:
            lines.append(decision_text(self.ruling))
        return "\n".join(lines)


def ruling_for(hand: Hand, player: str, view: View | None = None) -> PlayerView:
    """What ``player`` faces: the engine's ruling when it is their turn; otherwise their stack and status
    and, if the action would reach them once everyone before them calls or checks, the ruling then."""
    ruling = _ruled(hand, view)
    if player not in hand.seats:
        raise ScenarioError(f"{player!r} is not seated (seats: {', '.join(hand.seats)})")
    seat = _seat(ruling, player)
    base: dict[str, Any] = dict(player=player, behind=ruling.stacks.get(player), committed=_committed(ruling, player))
    if seat is not None and seat.folded:
        return PlayerView(status="folded", note=f"{player} has folded and has no decision to make.", **base)
    if ruling.stacks.get(player) == 0:
        return PlayerView(status="all-in", note=f"{player} is all-in and has no decision to make.", **base)
    if player == ruling.to_act:
        return PlayerView(status="to act", ruling=ruling, **base)
    if ruling.to_act is None:
        return PlayerView(status="betting over", note=ruling.reason, **base)
    assumed: list[str] = []
    now = ruling
    for _ in range(len(hand.seats) * 2):
        if now.to_act is None or now.to_act == player:
            break
        assumed.append(f"{now.to_act} {'call' if 'call' in now.options else 'check'}")
        now = ask(to_scenario(_extend(hand, assumed, ruling.street)))
    if now.to_act == player:
        who = " and ".join(a.split()[0] for a in assumed)
        return PlayerView(status="waiting", ruling=now, assumed=tuple(assumed),
                          note=f"Not {player}'s turn ({ruling.to_act} is to act). If {who} "
                               f"{'calls or checks' if len(assumed) == 1 else 'call or check'}, the action reaches "
                               f"{player}, and the engine rules:", **base)
    return PlayerView(status="waiting", assumed=tuple(assumed),
                      note=f"Not {player}'s turn ({ruling.to_act} is to act). If everyone calls or checks, the "
                           f"{ruling.street} betting ends before it comes back to {player}.", **base)


def _extend(hand: Hand, lines: list[str], street: str) -> Hand:
    for line in lines:
        hand = add_action(hand, line, street=street)
    return hand


# ============================================================================ the view of a hand
@dataclass(frozen=True, kw_only=True)
class View:
    """What the explorer shows for one hand or scenario."""

    text: str
    """The ruling as ``rulescore ask`` prints it, or ``error: <message>``."""
    error: str | None
    """The one-line error message, or ``None`` when the scenario was ruled."""
    ladder: Any = None
    """The :class:`~rulescore.analysis.Ladder` of the street ruled (``None`` on error)."""
    ruling: Ruling | None = None
    """The :class:`~rulescore.records.ruling.Ruling` (``None`` on error)."""
    scenario: dict | None = None
    """The scenario ruled."""
    title: str = ""

    @property
    def stack_rows(self) -> list[dict]:
        """Per seat: ``player``, ``start`` (chips at the start of the hand or street, ``None``: deep),
        ``front`` (chips in front on the street), ``behind``, ``status`` and ``may_raise``: the engine's answer
        (``Ruling.can_raise`` for the player to act, ``Ruling.may_raise`` for a player the action will still
        reach), ``None`` where the player has no decision coming (folded, all-in, has matched the bet)."""
        if self.ruling is None:
            return []
        r = self.ruling
        given = (self.scenario or {}).get("stacks") or {}
        rows = []
        for p in (self.scenario or {}).get("seats", []):
            p = str(p)
            seat = _seat(r, p)
            behind, front = r.stacks.get(p), seat.committed if seat is not None else 0
            may = None
            if seat is not None and seat.folded:
                status = "folded"
            elif behind == 0:
                status = "all-in"
            elif r.to_act is None:
                status = "in the hand"
            elif p == r.to_act:
                status, may = "to act", r.can_raise
            elif seat is not None and seat.acted and front >= r.current_bet:
                status = "has matched the bet"
            else:
                status, may = "waiting", p in r.may_raise
            rows.append({"player": p, "start": given.get(p), "front": front, "behind": behind, "status": status,
                         "may_raise": may})
        return rows

    def stacks_text(self) -> str:
        """The stacks table as text."""
        rows = self.stack_rows
        if not rows:
            return ""
        w = max(6, max(len(x["player"]) for x in rows))
        out = [f"{'player':<{w}}  {'start':>7}  {'in front':>8}  {'behind':>7}  status"]
        for x in rows:
            start = "deep" if x["start"] is None else str(x["start"])
            behind = "deep" if x["behind"] is None else str(x["behind"])
            status = x["status"] + ({True: ", may raise", False: ", may not raise"}.get(x["may_raise"], ""))
            out.append(f"{x['player']:<{w}}  {start:>7}  {x['front']:>8}  {behind:>7}  {status}")
        return "\n".join(out)

    def to_text(self) -> str:
        """Ruling, stacks and ladder as plain text (the static rendering)."""
        if self.error:
            return f"error: {self.error}"
        ladder = self.ladder.to_text() if self.ladder is not None else ""
        return "\n\n".join(t for t in (self.text, self.stacks_text(), ladder) if t)

    def __repr__(self) -> str:
        return self.to_text()


def _view(data: dict, title: str) -> View:
    try:
        ruling = ask(data)
        lad = analysis.ladder_of(ruling, title=title or "scenario")   # the ruling's own seats and blinds
    except RulesError as exc:
        return View(text=f"error: {exc}", error=str(exc), scenario=data, title=title)
    return View(text=ruling.to_text(), error=None, ladder=lad, ruling=ruling, scenario=data, title=title)


def evaluate_hand(hand: Hand, *, title: str = "") -> View:
    """Rule a hand as the builder holds it (for the player to act; a closed round is ruled, not refused)."""
    return _view(to_scenario(hand), title or "hand")


def evaluate(source: Any, *, title: str | None = None) -> View:
    """Rule ``source`` — a :class:`Hand`, YAML text, a mapping or a catalogue id — as ``rulescore ask``
    does, and build its ladder; a rejected scenario gives its error line."""
    if isinstance(source, Hand):
        return evaluate_hand(source, title=title or "hand")
    try:
        if isinstance(source, str) and "\n" not in source and ":" not in source:
            data: Any = example_scenario(source)
            title = example_title(source) if title in (None, source) else title
        elif isinstance(source, str):
            loads(source)  # the parser's own message for malformed text
            data = read_yaml(source)
        else:
            data = source
        if not isinstance(data, dict):
            from_dict(data)  # raises the one-line message
    except RulesError as exc:
        return View(text=f"error: {exc}", error=str(exc), title=title or "scenario")
    return _view(data, title or "scenario")


def export_yaml(hand: Hand, *, title: str | None = None, view: View | None = None) -> str:
    """The YAML of ``hand`` that ``rulescore ask`` accepts as is, with ``ask:`` the player to act (when the
    hand is ruled and somebody is) and ``title`` as a leading comment."""
    view = view if view is not None else evaluate_hand(hand)
    ask = view.ruling.to_act if view.error is None and view.ruling is not None else None
    head = f"# {title}\n" if title else ""
    return head + dumps(to_scenario(hand, ask=ask))


def click_through(hand: Hand, labels: list[str]) -> tuple[Hand, str]:
    """Press next-action buttons by their labels, one after the other, from ``hand``; returns the hand
    built and a log of what each step offered and added (the static record of a session of clicks)."""
    log = []
    for label in labels:
        nxt = next_actions(hand)
        offered = " | ".join(c.label for c in nxt.choices)
        log.append(f"{nxt.note}: {offered}")
        choice = next((c for c in nxt.choices if c.label == label), None)
        if choice is None:
            raise ScenarioError(f"{label!r} is not offered ({nxt.note}: {offered or 'nothing'})")
        log.append(f"  click [{label}] -> {choice.street}: {choice.line}")
        hand = add_action(hand, choice.line, street=choice.street)
    return hand, "\n".join(log)


def static_states(states: list[tuple[str, Any]]) -> str:
    """Plain text of several explorer states ``(label, source)``: what the live explorer would show."""
    out = []
    for label, source in states:
        out += [f"=== {label}", evaluate(source, title=label).to_text(), ""]
    return "\n".join(out).rstrip()


#: The hand model: this module's names and those of :mod:`rulescore.explorer.hand`, which it re-exports.
__all__ = [
    "ACTION_VERBS",
    "CHAPTERS",
    "DEALER",
    "DEALER_ACTION_VERBS",
    "GAMES",
    "HISTORY",
    "LETTERS",
    "NAME_STYLES",
    "POSITIONS",
    "STREETS",
    "UNTITLED",
    "Choice",
    "Example",
    "Hand",
    "Next",
    "PlayerView",
    "Session",
    "View",
    "action_line",
    "add_action",
    "add_action_street",
    "box_value",
    "catalogue_examples",
    "click_through",
    "decision_text",
    "delete_action",
    "empty_hand",
    "evaluate",
    "evaluate_hand",
    "example_menu",
    "example_scenario",
    "example_title",
    "examples",
    "export_yaml",
    "form_verbs",
    "from_kept",
    "from_scenario",
    "kept_text",
    "move_action",
    "next_actions",
    "parse_yaml",
    "rename_seats",
    "replace_action",
    "row_index",
    "ruling_for",
    "seat_names",
    "set_first_street",
    "set_names",
    "set_players",
    "set_setup",
    "set_stack",
    "showdown_text",
    "split_action",
    "static_states",
    "street_after",
    "takes_amount",
    "to_scenario",
]
