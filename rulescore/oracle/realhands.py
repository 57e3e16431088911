"""Real hands replayed: every decision point of a hand history, as rulescore rules it and as pokerkit does.

:func:`replay` rules a :class:`~rulescore.histories.History` once through the engine
(:func:`rulescore.engine.play` with an ``observe`` callback) and keeps, before every player action, what
the player to act faced: the call, whether a raise was allowed, the smallest and largest raise-to total,
whether the player had acted on the street already and, if so, whether the bet had risen since and
whether betting was reopened for them (TDA 47). It also keeps every all-in and whether it was a full
raise. :func:`pokerkit_points` replays the same history through pokerkit (``HandHistory.state_actions``)
and reads the same four figures before every action; :func:`compare` puts the two side by side, and
:func:`classify` names the departure of :data:`rulescore.oracle.kit.DEPARTURES` (or :data:`HAND_DEPARTURES`)
that explains a difference. A difference it cannot name is a rulescore bug.

The figures a notebook shows about real play come from :func:`summary` over many replays; the figure
functions return the numbers they draw (:func:`allin_counts`, :func:`reopening_counts`).

pokerkit is imported only by :func:`pokerkit_points`.
"""

from __future__ import annotations

import dataclasses
import math
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..engine import first_round, play
from ..histories import History, read_all
from ..histories.convert import posted_blinds, short_big_blind
from ..input.scenario import from_dict
from ..records.errors import RulesError
from ..records.ruling import Ruling
from ..records.vocabulary import STREETS, ActionKind, ActionRecord, Game, Street, Structure
from ..rules.betting import BettingRound
from .kit import DEPARTURES, KitDeparture

#: Departures found replaying real hands that the random streets of the differential test do not make
#: (they need a whole hand, or the PHH's own ante settings). Each has a test in tests/test_real_hands.py.
HAND_DEPARTURES = {
    d.name: d for d in (
        KitDeparture("bb-ante-trimmed", "TDA RP-11",
                  "WSOP 2019 Event #42 day 3, hand 00-01-07: big-blind ante 500000, antes trimmed",
                  "the big blind posts the table's ante; with its PHH ante trimming on (ante_trimming_status = "
                  "true) pokerkit trims every ante to the smallest one posted, so a big-blind ante alone is "
                  "never charged: the big blind keeps the ante in its stack and the pot lacks it. The file's "
                  "own finishing stacks charge it, as rulescore does"),
        KitDeparture("straddle-raise", "rulescore decision (betting.py: a straddle plays as the big blind)",
                  "blinds 50/100, UTG straddles 200: the first raise is to at least 400",
                  "a live straddle plays as the big blind of the hand, so a raise over it must add at least the "
                  "straddle; pokerkit keeps the big blind as the smallest raise (to 300). The sources and TDA "
                  "2024 have no straddle rule; rulescore's reading is written down in betting.py"),
        KitDeparture("limit-cap", "PL-52 [TDA 48]",
                  "PokerStars limit hold'em, $1/$2: the big blind, a raise to $2, $3, then $4 and \"Betting is capped\"",
                  "fixed limit caps the bets and raises of a street at the house's number, the big blind counting "
                  "as the opening bet preflop: a bet and three raises on the sites (PokerStars writes \"Betting is "
                  "capped\" at the fourth bet), a bet and four raises at the WSOP. pokerkit 0.7.7's fixed-limit "
                  "games allow four completions, bets or raises a street besides the blind: preflop a fifth bet the "
                  "sites' cap does not allow, and after the flop one raise fewer than the WSOP's"),
        KitDeparture("limit-half-raise-reopens", "TDA 47-B",
                  "limit hold'em 50/100: a bet of 100 on the turn, an all-in raise of 70 to 170, the bettor to act",
                  "in limit an all-in of at least half a bet reopens the betting for the players who have acted "
                  "(the raise then counts as a bet); pokerkit reopens it only after a full bet or raise, so it "
                  "lets the bettor call or fold"),
        KitDeparture("limit-short-all-in-completed", "TDA 47-B",
                  "WSOP 2023 Event #43 day 5, hand 79 (fixed-limit Omaha hi/lo, bets of 250000 on the flop): a raise "
                  "to 750000, an all-in for 800000, the next player to act",
                  "in fixed limit an all-in of less than half a bet over the last full bet counts for nothing: the "
                  "next player calls it or completes the bet, to one bet over the last full one (1000000; Robert's "
                  "Rules of Poker writes the practice down, TDA 2024 says only that such an all-in reopens nobody); "
                  "pokerkit raises one bet over the all-in, to 1050000"),
        KitDeparture("heads-up-equal-blinds", "TDA 34-B",
                  "Ongame $0.05/$0.10 heads-up: the button, back from missing the blinds, posts a live $0.10 and a "
                  "dead $0.05; the other player posts the big blind of $0.10",
                  "heads-up the button acts first before the flop. pokerkit finds the first to act preflop as the "
                  "player after the largest blind, the later one on a tie, so with both blinds equal heads-up it "
                  "opens with the big blind: the players' order, and from there its whole hand, differ"),
        KitDeparture("lo8-pot-limit", "PL-52 [TDA 48]", "WSOP 2023 Event #43 day 5, hand 12 (fixed-limit Omaha hi/lo)",
                  "fixed-limit Omaha hi/lo bets one bet size with a cap on the bets and raises of a street; "
                  "pokerkit 0.7.7's FixedLimitOmahaHoldemHighLowSplitEightOrBetter takes its pot-limit mixin, so "
                  "it allows any raise up to the pot and sets no cap (the smallest raise agrees)"),
    )
}
#: Errors of a history's own data that its replay shows (not departures of either engine).
FILE_ERRORS = {
    "finishing-stacks-do-not-add-up": "the file's finishing stacks hold more (or fewer) chips than its starting "
                                      "stacks: a player's loss is left out of them",
}
#: Every departure a real-hand difference may be named by.
ALL_DEPARTURES = {**DEPARTURES, **HAND_DEPARTURES}

#: The figures compared at each decision point.
FIGURES = ("to_call", "can_raise", "min_raise_to", "max_raise_to")


@dataclass(frozen=True)
class Point:
    """One decision point: what the player to act faced before action :attr:`number`."""

    number: int
    """1-based among the hand's player actions."""
    street: str
    player: str
    to_call: int
    can_raise: bool
    min_raise_to: int | None
    max_raise_to: int | None
    acted: bool
    """The player had already acted on this street."""
    rise: int
    """How much the bet had risen since the player's last action on the street (0 if they had not acted)."""
    reopened: bool | None
    """For a player who had acted and faces a higher bet: whether betting was open to them again (TDA 47);
    ``None`` otherwise."""
    blocked: str = ""
    """When the player may not raise: the rule id of why (``IA-10`` betting not reopened, ``PL-52`` the
    cap, ``08.4`` no chips beyond the call or nobody left to call it)."""
    did: str = ""
    """What the player then did, as ruled (``fold``, ``call``, ``raise`` ...)."""
    bets: int = 0
    """Full bets and raises made on the street so far, the big blind counted preflop (fixed limit's cap counts
    them)."""

    def figures(self) -> dict[str, Any]:
        return {k: getattr(self, k) for k in FIGURES}


@dataclass(frozen=True)
class AllIn:
    """One all-in of the hand, as ruled."""

    number: int
    street: str
    player: str
    kind: str
    """``full raise`` (a bet or raise of at least a full raise), ``short raise`` (all-in above the call but
    below a full raise: it reopens nobody), ``short call`` (all-in for less than the call) or ``call``
    (all-in for exactly the call)."""
    added: int
    increment: int
    """The bet's rise over the one faced (0 for calls)."""
    full: int
    """The full raise in force when it was made."""


@dataclass
class Replay:
    """One hand replayed through rulescore."""

    history: History
    ruling: Ruling | None
    points: list[Point] = field(default_factory=list)
    all_ins: list[AllIn] = field(default_factory=list)
    refused: str | None = None
    """rulescore's one-line refusal, when it refused an action of the hand (then :attr:`ruling` is None and
    the points stop there)."""
    departs_47: str | None = None
    """When the refusal is that betting was closed to a raiser (TDA 47 / IA-10): the refusal."""
    records: list[ActionRecord] = field(default_factory=list)
    """The player actions as ruled, in order (:attr:`Point.number` - 1 is each one's index)."""

    @property
    def name(self) -> str:
        """The file and, in a file of several hands, the hand's number in it (``pluribus.phhs#3``)."""
        return f"{self.history.source}#{self.history.hand}" if self.history.hands > 1 else self.history.source

    @property
    def label(self) -> str:
        """The name for a person: the file's name without its folders, and the hand's number."""
        name = Path(self.history.source).name
        return f"{name}, hand {self.history.hand}" if self.history.hands > 1 else name


def _point(rnd: BettingRound, number: int) -> Point | None:
    player = rnd.to_act
    if player is None:
        return None
    s = rnd.seat(player)
    rise = rnd.current_bet - s.level if s.acted else 0
    why = rnd.why_no_raise(player)
    return Point(number=number, street=rnd.street.value, player=player, to_call=rnd.to_call(player),
                 can_raise=why is None, min_raise_to=rnd.min_raise_to(player), max_raise_to=rnd.max_raise_to(player),
                 acted=s.acted, rise=rise, reopened=(rnd.is_open(player) if s.acted and rise > 0 else None),
                 blocked="" if why is None else why[1], bets=rnd.bets)


def replay(history: History) -> Replay:
    """Rule ``history`` once, keeping every decision point and every all-in (module docstring)."""
    out = Replay(history=history, ruling=None)
    sc = from_dict(history.scenario)
    streets = [s for s, _ in sc.streets]
    pending: list[Point | None] = [_point(first_round(sc), 1)]
    count = 0

    def observe(step: Any) -> None:
        nonlocal count
        rec = step.record
        if rec.ruled_as not in (ActionKind.FOLD, ActionKind.CHECK, ActionKind.CALL, ActionKind.BET, ActionKind.RAISE):
            return
        count += 1
        out.records.append(rec)
        before = pending[-1]
        if before is not None and before.number == count:
            out.points.append(Point(**{**before.__dict__, "did": str(rec.ruled_as)}))
        if rec.all_in and rec.added > 0:
            if rec.ruled_as in (ActionKind.BET, ActionKind.RAISE):
                kind = "full raise" if rec.full_raise else "short raise"
                inc = rec.to - step.bet_before
            else:
                kind = "short call" if rec.to < step.bet_before else "call"
                inc = 0
            out.all_ins.append(AllIn(number=count, street=step.round.street.value, player=rec.player, kind=kind,
                                     added=rec.added, increment=inc, full=step.increment_before))
        rnd = step.round
        if rnd.closed:
            k = streets.index(rnd.street)
            nxt = rnd.next_street() if k + 1 < len(streets) and len(rnd.live_players) > 1 else None
            pending.append(_point(nxt, count + 1) if nxt is not None else None)
        else:
            pending.append(_point(rnd, count + 1))

    try:
        out.ruling = play(sc, observe=observe)
    except RulesError as exc:
        out.refused = str(exc)
        if exc.rule in ("IA-10", "TDA 47", "TDA 47-A") or "betting is not open" in str(exc):
            out.departs_47 = str(exc)
    return out


# ----------------------------------------------------------------------------------------------- pokerkit
@dataclass(frozen=True)
class PokerkitHand:
    """The same hand replayed through pokerkit."""

    points: list[tuple[str, dict[str, Any]]]
    """Before each player action: ``(seat, figures)``."""
    committed: dict[str, int]
    """Chips each seat put in over the hand and someone matched (pokerkit's starting stack less its stack at
    the end of the betting, before any chips are pushed to the winners; a bet left in front counts up to
    the largest bet of another player)."""
    pot: int
    """Chips in the middle once the betting is over (uncalled chips returned)."""
    put_in: dict[str, int] = field(default_factory=dict)
    """Chips each seat put in, matched or not (the starting stack less the stack)."""


def pokerkit_points(history: History) -> PokerkitHand:
    """Replay the history's own pokerkit ``HandHistory`` and read, before every player action, the call,
    whether a raise is allowed and the smallest and largest raise-to total (scaled to rulescore's chips).
    The replay stops after the last player action (unknown cards cannot be shown down)."""
    hh = history.phh
    if hh is None:
        raise ValueError("the history carries no pokerkit HandHistory")
    n = len(history.scenario["seats"])
    seats = history.scenario["seats"]
    name_of = {k: seats[1 - k] if n == 2 else seats[k] for k in range(n)}
    scale = history.scale

    def whole(v: Any) -> int | None:  # a stack not given is pokerkit's infinity: no limit (None), as rulescore's
        return None if v is None or not math.isfinite(v) else int(v * scale)

    # lazy: ~0.4 s to import pokerkit; ruling a hand never needs it, only the comparison does
    from pokerkit import Automation, BetCollection, CheckingOrCalling, CompletionBettingOrRaisingTo, Folding

    # the chips stay where the betting left them: no pushing to the winners (cards may be unknown)
    keep = (Automation.HAND_KILLING, Automation.CHIPS_PUSHING, Automation.CHIPS_PULLING)
    hh = dataclasses.replace(hh, automations=tuple(a for a in hh.automations if a not in keep))
    played = (Folding, CheckingOrCalling, CompletionBettingOrRaisingTo)
    # the player actions pokerkit applies, the folds and checks it puts in for actions a history leaves out
    # included (the importer makes the same repair, so the counts match)
    total = len(history.actions)
    points: list[tuple[str, dict[str, Any]]] = []
    before: tuple[str, dict[str, Any]] | None = None
    done = 0
    seen = 0
    state = None
    replayed = iter(hh.state_actions)
    while True:
        try:
            state, _action = next(replayed)
        except StopIteration:
            break
        except ValueError:  # pokerkit cannot play the rest as written ("Unable to repair"): compare what it played
            break
        ops = state.operations
        if len(ops) > seen:
            fresh = ops[seen:]
            seen = len(ops)
            if any(isinstance(op, played) for op in fresh):
                if before is not None:
                    points.append(before)
                done += 1
                if done == total:
                    break
        i = state.actor_index
        if i is None:
            before = None
            continue
        can = state.can_complete_bet_or_raise_to()
        before = (name_of[i], {"to_call": whole(state.checking_or_calling_amount), "can_raise": can,
                               "min_raise_to": whole(state.min_completion_betting_or_raising_to_amount) if can
                               else None,
                               "max_raise_to": whole(state.max_completion_betting_or_raising_to_amount) if can
                               else None})
    committed: dict[str, int] = {}
    put_in: dict[str, int] = {}
    pot = 0
    if state is not None:
        # what each player put in: the stack's fall, or (a stack not given, infinite) the bets collected street by
        # street and the bet still in front
        streets = [op.bets for op in state.operations if isinstance(op, BetCollection)]
        spent = [state.starting_stacks[k] - state.stacks[k] if math.isfinite(state.starting_stacks[k]) else
                 sum(b[k] for b in streets) + state.bets[k] for k in range(n)]
        for k in range(n):
            put_in[name_of[k]] = int(spent[k] * scale)
        # A bet left in front (pokerkit leaves the last player's bet there when everybody else folds) counts
        # as matched up to the largest bet anyone else made on that street; the rest goes back.
        front = list(state.bets)
        collected = next((op.bets for op in reversed(state.operations) if isinstance(op, BetCollection)),
                         (0,) * n) if any(front) else (0,) * n
        for k in range(n):
            other = max((max(front[j], collected[j]) for j in range(n) if j != k), default=0)
            put = spent[k] - front[k] + min(front[k], other)
            committed[name_of[k]] = int(put * scale)
        pot = sum(committed.values())
    return PokerkitHand(points=points, committed=committed, pot=pot, put_in=put_in)


# ----------------------------------------------------------------------------------------------- comparing
@dataclass(frozen=True)
class Difference:
    """One figure on which rulescore and pokerkit differ at a decision point."""

    hand: str
    number: int
    player: str
    figure: str
    rulescore: Any
    pokerkit: Any
    departure: str | None
    """The name in :data:`ALL_DEPARTURES`, or ``None`` (a rulescore bug)."""


@dataclass
class Comparison:
    """One hand: rulescore's replay, pokerkit's, and where they differ."""

    replay: Replay
    pokerkit: PokerkitHand | None
    differences: list[Difference] = field(default_factory=list)
    compared: int = 0
    """Decision points compared."""
    chips: dict[str, Any] = field(default_factory=dict)
    """The hand's chip checks: ``committed`` and ``pot`` (rulescore against pokerkit), ``finishing`` (against
    the file's finishing stacks, when it gives them): each ``{"ok", "rulescore", "other", "departure"}``."""


def compare(history: History) -> Comparison:
    """Replay ``history`` through both engines and compare every decision point and the chips."""
    rep = replay(history)
    out = Comparison(replay=rep, pokerkit=None)
    if rep.ruling is None:
        return out
    pk = pokerkit_points(history)
    out.pokerkit = pk
    ours = {p.number: p for p in rep.points}
    diverged: str | None = None  # the departure after which pokerkit no longer plays the hand as written
    for number, (player, theirs) in enumerate(pk.points, start=1):
        mine = ours.get(number)
        if mine is None:
            continue
        out.compared += 1
        if mine.player != player:
            name = classify(history, rep, mine, "player", player) or diverged
            out.differences.append(Difference(rep.name, number, mine.player, "player", mine.player, player, name))
            diverged = diverged or name  # pokerkit plays the hand in another order from here
            continue
        names: list[str] = []
        for fig in FIGURES:
            a, b = getattr(mine, fig), theirs[fig]
            if a != b:
                name = classify(history, rep, mine, fig, b) or diverged
                names += [name] if name else []
                out.differences.append(Difference(rep.name, number, player, fig, a, b, name))
        if names and diverged is None and not _kit_can_play(history, number, mine, theirs):
            diverged = names[0]  # the action as written is outside what pokerkit allows: it plays another hand
    ruling = rep.ruling
    stacks, ruling = _chips_ruling(history, rep.ruling)
    committed = {s: stacks[s] - (ruling.stacks[s] or 0) - ruling.uncalled.get(s, 0) for s in stacks}
    if not ruling.closed:  # the betting goes on: compare the chips put in, nothing is matched or returned yet
        committed = {s: stacks[s] - (ruling.stacks[s] or 0) for s in stacks}
        pk = PokerkitHand(points=pk.points, committed=pk.put_in, pot=sum(pk.put_in.values()))
    bb_trim = _bb_ante_trimmed(history)
    named = "bb-ante-trimmed" if bb_trim else diverged
    short = _kit_short(history.scenario)
    if short and named is None and all((committed[s] - pk.committed.get(s, 0)) in (0, short) for s in committed):
        named = "short-big-blind"  # each caller of the big blind put in the short part more than pokerkit's
    out.chips["committed"] = _check(committed, pk.committed, named)
    out.chips["pot"] = _check(sum(committed.values()), pk.pot, named)
    if history.finishing_stacks is not None and ruling.awards:
        finishing = {s: (ruling.stacks[s] or 0) + ruling.awards.get(s, 0) + ruling.uncalled.get(s, 0)
                     for s in history.scenario["seats"]}
        start = sum(stacks.values())
        wrong = sum(history.finishing_stacks.values()) != start and sum(finishing.values()) == start
        out.chips["finishing"] = _check(finishing, history.finishing_stacks,
                                        "finishing-stacks-do-not-add-up" if wrong else None)
    return out


#: The most rake a file's winnings may leave out of the awards: a tenth of the pot, and one chip besides (a
#: cent of a micro-stakes pot).
RAKE_SHARE = 10


def check_results(history: History, ruling: Ruling) -> dict[str, Any] | None:
    """The awards of ``ruling`` against what the file says each player won, or ``None`` when the file gives no
    winnings or the ruling awards nothing. The sites write what a player won two ways: PokerStars' "collected"
    leaves out a bet nobody called (it is "returned"), PartyPoker's "wins" counts it; either reading agrees when
    every player the file pays is a player the ruling pays, and each is paid no more than the ruling gives, short
    by the rake at most (:data:`RAKE_SHARE`; exactly the rake the file writes, where it writes one). Where the
    file writes the bets it gave back, what it gave each player in all is compared; money the site adds to the
    pot (:attr:`~rulescore.histories.History.added`) is in its total and its winners' winnings; a file whose own
    total pot is not the chips its lines put in does not agree (its own error: ``file_error``). Returns ``{"ok",
    "rulescore", "other", "rake", "why"}``: the ruling's awards and returned bets by seat, the file's winnings,
    the rake the file's figures leave out, and why they do not agree."""
    won = history.winnings
    if not won or not any(won.values()) or not ruling.awards:
        return None
    seats = history.scenario["seats"]
    awards = {s: ruling.awards.get(s, 0) for s in seats}
    # the bets nobody called, and the chips above a raise read as a call (no one could call more): what the
    # file may count as returned or won
    back = {s: ruling.uncalled.get(s, 0) + history.kept.get(s, 0) for s in seats}
    ours = {s: awards[s] + back[s] for s in seats}
    theirs = {s: won.get(s, 0) for s in seats}
    pot = sum(awards.values())
    best: int | None = None
    given = history.returned  # the bets the file says it gave back: what it gave each player in all is known
    # the file's total counts the bets it gave back, or not (a walk's big blind), and the rake, or not (PartyPoker
    # writes the pot after it)
    extra = history.added or 0  # the site's own money in the pot (a splash): in its total and its winnings
    totals = {history.pot - extra + sum((given or {}).values()) + k for k in {0, history.rake or 0}} \
        if history.pot is not None else set()
    if totals and not totals & ({pot + sum(back.values())} if given else {pot, pot + sum(back.values())}):
        # the ruling's pot is the chips the file's own lines put in (each call checked against its line): a total
        # that differs from it is the file's own arithmetic
        return {"ok": False, "rulescore": ours, "other": theirs, "rake": history.rake, "file_error": True,
                "why": f"the file's total pot of {history.pot} is not the chips its own lines put in (the ruling's "
                       f"pot is {pot})"}
    readings = [{s: theirs[s] + given.get(s, 0) - back[s] for s in seats}] if given else \
        [{s: theirs[s] - (back[s] if counts_returned else 0) for s in seats} for counts_returned in (False, True)]
    if history.pot is not None and given and sum(theirs.values()) > history.pot:
        # a file that writes the bets it gave back apart pays its winners out of its total pot: never more
        return {"ok": False, "rulescore": ours, "other": theirs, "rake": history.rake, "file_error": True,
                "why": f"the file pays its winners more ({sum(theirs.values())}) than its own total pot of "
                       f"{history.pot}"}
    for net in readings:
        if any(v < 0 or v > awards[s] + extra for s, v in net.items()):
            continue
        if {s for s, v in net.items() if v} != {s for s, v in awards.items() if v}:
            continue
        rake = pot + extra - sum(net.values())
        if rake == history.rake if history.rake is not None else rake <= pot // RAKE_SHARE + 1:
            best = rake if best is None else min(best, rake)
    return {"ok": best is not None, "rulescore": ours, "other": theirs,
            "rake": best if best is not None else pot - sum(theirs.values()),
            "why": "" if best is not None else "the file pays other players, or other amounts, than the ruling "
                                               "awards (rake allowed for)"}


def _kit_can_play(history: History, number: int, ours: Point, theirs: dict[str, Any]) -> bool:
    """Whether the player action ``number`` of the history, as written, is one pokerkit allows at that point
    (a bet or raise within its smallest and largest raise-to)."""
    words = history.actions[number - 1].line.split()
    if words[1:] == ["cc"]:  # a call pokerkit makes for other chips than the history's
        return ours.to_call == theirs["to_call"]
    if len(words) != 3 or words[1] != "cbr":
        return True
    to = int(words[2])
    if not theirs["can_raise"]:
        return to <= (theirs["to_call"] or 0)  # an all-in call pokerkit reads as one
    low, high = theirs["min_raise_to"], theirs["max_raise_to"]
    return (low is None or to >= low or high is None or to >= high) and (high is None or to <= high)


def _check(ours: Any, theirs: Any, departure: str | None) -> dict[str, Any]:
    return {"ok": ours == theirs, "rulescore": ours, "other": theirs, "departure": None if ours == theirs else departure}


#: The stack a player whose stack the history does not give is counted with, to count the chips put in.
DEEP = 10**12


def _chips_ruling(history: History, ruling: Ruling) -> tuple[dict[str, int], Ruling]:
    """The starting stacks and the ruling to count the chips each seat put in: the hand's own, or, where the
    history does not give a stack (``inf``), the hand ruled again with that stack deep (the betting is the
    same: nobody's stack limits it)."""
    sc = history.scenario
    given = sc.get("stacks") or {}
    if all(s in given for s in sc["seats"]):
        return dict(given), ruling
    stacks = {s: given.get(s, DEEP) for s in sc["seats"]}
    return stacks, play(from_dict({**sc, "stacks": stacks}))


def _bb_ante_trimmed(history: History) -> bool:
    hh = history.phh
    return bool(history.scenario.get("bb_ante")) and bool(getattr(hh, "ante_trimming_status", False))


def classify(history: History, rep: Replay, point: Point, figure: str, theirs: Any) -> str | None:
    """The departure that explains pokerkit's ``theirs`` for ``figure`` at ``point``, or ``None``."""
    sc = history.scenario
    if len(sc["seats"]) == 2 and len(set(sc["blinds"][:2])) == 1 and point.street == "preflop" and figure == "player":
        return "heads-up-equal-blinds"  # pokerkit opens with the later of two equal blinds: the big blind
    if _bb_ante_trimmed(history) and figure in ("max_raise_to", "to_call", "min_raise_to"):
        big = sc["seats"][0 if sc.get("dead_small_blind") else 1]
        if point.player == big or figure != "max_raise_to":
            return "bb-ante-trimmed"
        # another player's maximum can differ only through the big blind's stack (no-limit: it cannot)
    if sc.get("straddle") and point.street == "preflop" and figure in ("min_raise_to", "max_raise_to") \
            and isinstance(theirs, int) and isinstance(getattr(point, figure), int) and theirs < getattr(point, figure):
        return "straddle-raise"
    if sc.get("game") == "LO8":
        if figure == "max_raise_to" and point.can_raise and isinstance(theirs, int) and point.max_raise_to is not None \
                and theirs > point.max_raise_to:
            return "lo8-pot-limit"  # pokerkit's limit is the pot, not one bet
        if figure in ("can_raise", "min_raise_to", "max_raise_to") and point.blocked == "PL-52" and theirs:
            return "lo8-pot-limit"  # pokerkit has no cap
    if sc.get("game") == "LHE" and figure in ("can_raise", "min_raise_to", "max_raise_to"):
        # pokerkit caps a street at four completions, bets or raises besides the big blind
        kit_capped = point.bets - (point.street == "preflop") >= 4
        if (point.blocked == "PL-52") != kit_capped and bool(theirs) != kit_capped:
            return "limit-cap"
    # pokerkit's bet to call preflop is the largest blind posted; rulescore's the table's big blind
    raising = figure in ("can_raise", "min_raise_to", "max_raise_to")
    fixed = Game(sc["game"]).structure is Structure.FIXED_LIMIT
    if fixed and figure in ("min_raise_to", "max_raise_to") and isinstance(theirs, int) \
            and isinstance(getattr(point, figure), int) and theirs > getattr(point, figure):
        last = [r for r in rep.records[:point.number - 1] if r.street == point.street
                and r.ruled_as in (ActionKind.BET, ActionKind.RAISE)][-1:]
        if last and last[0].all_in and not last[0].full_raise:
            return "limit-short-all-in-completed"  # completed to the full bet, not raised over the all-in
    if raising and fixed and point.can_raise and point.reopened and not theirs:
        # the bet size: the small bet before the turn, the big bet (twice it) from the turn on
        size = sc["blinds"][1] * (2 if STREETS.index(point.street) >= STREETS.index(Street.TURN.value) else 1)
        if 0 < point.rise < size <= 2 * point.rise:
            return "limit-half-raise-reopens"  # TDA 47-B: half a bet reopens; pokerkit wants a full one
    if raising and point.blocked == "IA-10" and theirs:
        earlier = [r for r in rep.records[:point.number - 1] if r.street == point.street
                   and r.ruled_as in (ActionKind.BET, ActionKind.RAISE)]
        if earlier and not any(r.full_raise for r in earlier):
            if point.street == "preflop":
                return "limper-reraise"  # the big blind is the opening bet: a short all-in over it is no raise
            if earlier[0].all_in and earlier[0].to < sc["blinds"][1]:
                return "short-opening-bet"
    if raising and point.can_raise and point.reopened and not theirs and not fixed:
        since = [r for r in rep.records[:point.number - 1] if r.street == point.street and r.player != point.player]
        if since and all(not r.full_raise for r in since if r.ruled_as in (ActionKind.BET, ActionKind.RAISE)):
            return "several-short-all-ins"  # short all-ins that add up to a full raise reopen the betting
    short = _kit_short(sc)
    ours = getattr(point, figure)
    if short and point.street == "preflop" and point.bets == 1:
        # nobody has made a full raise over the big blind: the engines differ in the bet to call alone
        return "short-big-blind"
    if short and isinstance(theirs, int) and isinstance(ours, int) and theirs != ours:
        if point.street == "preflop" and (figure in ("to_call", "min_raise_to") or fixed) and abs(theirs - ours) == short:
            return "short-big-blind"  # pokerkit's bet to call is the short blind, not the table's big blind
        if point.street == "preflop" and figure == "max_raise_to" and \
                Game(sc["game"]).structure is Structure.POT_LIMIT and Game(sc["game"]).omaha and theirs < ours:
            return "short-blind-pot-limit"
        if point.street != "preflop" and (theirs - ours) % short == 0:
            # after the flop: pokerkit's callers of the big blind kept the short part in their stacks (and,
            # in pot limit, out of the pot)
            return "short-big-blind"
    return None


def _kit_short(sc: dict) -> int:
    """How much less than the table's big blind pokerkit's bet to call preflop is: with a big blind posted
    all-in for less, pokerkit's call is the largest blind posted (0 when the big blind is posted in full)."""
    if not short_big_blind(sc) or sc.get("straddle"):
        return 0
    return max(0, sc["blinds"][1] - max(posted_blinds(sc)))


# ----------------------------------------------------------------------------------------------- summaries
def allin_counts(replays: Iterable[Replay]) -> dict[str, int]:
    """All-ins of the replayed hands by kind (:attr:`AllIn.kind`), in a fixed order."""
    counts = Counter(a.kind for r in replays for a in r.all_ins)
    return {k: counts.get(k, 0) for k in ALLIN_KINDS}


def reopening_counts(replays: Iterable[Replay]) -> dict[str, int]:
    """Decision points of players who had acted on the street and faced a higher bet, by whether betting
    was reopened for them (TDA 47), and how many of those closed to a raise were re-raised all the same
    (a recorded departure from TDA 47: rulescore refuses such a hand)."""
    reps = list(replays)
    points = [p for r in reps for p in r.points if p.reopened is not None]
    return {"reopened": sum(1 for p in points if p.reopened), "closed": sum(1 for p in points if not p.reopened),
            "re-raised while closed": sum(1 for r in reps if r.departs_47)}


#: The groups of hands a summary is given by, in order: who played them, and how.
GROUPS = ("WSOP final tables", "Pluribus v professionals", "online cash games", "other")


def group_of(history: History) -> str:
    """Which of :data:`GROUPS` a hand belongs to, from what its history says of itself (the event, the
    players, the venue)."""
    hh = history.phh
    if "World Series of Poker" in (getattr(hh, "event", None) or ""):
        return GROUPS[0]
    if "Pluribus" in (getattr(hh, "players", None) or ()):
        return GROUPS[1]
    if getattr(hh, "venue", None) or history.format != "phh":
        return GROUPS[2]
    return GROUPS[3]


def compare_all(paths: Iterable[str | Path]) -> list[Comparison]:
    """:func:`compare` every hand of every history file of ``paths`` (files, or folders searched for
    ``.phh`` and ``.phhs`` files, leaving out a folder named ``refused``). A hand rulescore cannot read is a
    :class:`~rulescore.records.errors.RulesError`, raised."""

    files: list[Path] = []
    for item in paths:
        p = Path(item)
        files += sorted(f for f in p.rglob("*.phh*") if "refused" not in f.parts) if p.is_dir() else [p]
    out = []
    for f in files:
        for h in read_all(f):
            if isinstance(h, RulesError):
                raise h
            out.append(compare(h))
    return out


ALLIN_KINDS = ("full raise", "short raise", "short call", "call")
REOPENING_KINDS = ("reopened", "closed", "re-raised while closed")


def closed_decisions(replays: Iterable[Replay]) -> list[tuple[Replay, Point]]:
    """Every decision point where betting stayed closed to a player who had acted (TDA 47), in sample order."""
    return [(r, p) for r in replays for p in r.points if p.reopened is False]


def departures_found(comparisons: Iterable[Comparison]) -> list[dict[str, Any]]:
    """Every named difference between rulescore and pokerkit (or a file's own error) in ``comparisons``:
    one row a name, with its rule, the figures that differ, how many differences and in how many hands."""
    counts: Counter[str] = Counter()
    hands: dict[str, set[str]] = {}
    figures: dict[str, set[str]] = {}
    for c in comparisons:
        found = [(d.departure, d.figure) for d in c.differences if d.departure]
        found += [(check["departure"], what) for what, check in c.chips.items()
                  if not check["ok"] and check["departure"]]
        for name, fig in found:
            counts[name] += 1
            hands.setdefault(name, set()).add(c.replay.name)
            figures.setdefault(name, set()).add(fig)
    rows = []
    for name in counts:
        d = ALL_DEPARTURES.get(name)
        rows.append({"departure": name, "rule": d.rule if d else "the file", "figures": ", ".join(sorted(figures[name])),
                     "differences": counts[name], "hands": len(hands[name]),
                     "what": d.why if d else FILE_ERRORS[name]})
    return rows


def summary(replays: Sequence[Replay]) -> dict[str, Any]:
    """Counts over many replays: hands, games, decision points, refusals, all-ins, reopenings."""
    games = Counter(r.history.game for r in replays)
    return {"hands": len(replays), "games": dict(sorted(games.items())),
            "decision points": sum(len(r.points) for r in replays),
            "refused": sum(1 for r in replays if r.refused), "all-ins": allin_counts(replays),
            "reopening": reopening_counts(replays)}
