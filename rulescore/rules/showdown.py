"""The showdown: who shows first, tabling, live and dead hands, the right to see a hand, all-in hands
face up, settling the pots, and how long a result can be disputed.

Rules decided here (source ids; TDA 2024 numbers in brackets):

* **Cards speak** (03.1, RU-13 [12]): the hand is read from the cards; what a player says is not binding.
* **Tabling** (03.2, RU-14 [13]): all hole cards face up — two in Hold'em, four in Omaha. A hand partly
  shown whose owner refuses to show the rest, or throws it away, has no claim to the pot (03-B, RU-14 B).
  A tabled hand stays in play: the dealer cannot kill it (RU-14 C).
* **Live hands** (RU-15 [14]): pushing cards face down does not kill them; a hand is dead once the
  dealer has mucked it (03.10, 03-J).
* **All-in** (03.3, RU-16, IA-03 [16]): once a player is all-in and no further betting is possible, every
  hand in the main and side pots is turned face up at once (not at the end of the board) and nobody may
  muck; the side pots are then settled first, the last one first, the main pot last.
* **Order of showing** (03.4, RU-17 [17]): with nobody all-in, the last aggressor on the river shows
  first; with no river bet, the first live seat left of the button. When every other hand is mucked the
  last live hand wins without showing (RU-17 B).
* **Asking to see a hand** (03.5, RU-18, IA-04 [18]): a player who called the river bet and still holds
  or has tabled their cards may demand the last aggressor's hand (an absolute right); every other request
  is the TD's decision; a player who has mucked, pushed their cards away face down, or has no cards has
  no right at all.
* **Disputes** (03.9, RU-22 [22]): see :func:`dispute` and :class:`DisputeRules`.

Scenario sections read here (DESIGN.md style)::

    button: E                      # optional: must be where the seating puts it (or an empty seat)
    denominations: [25, 100, 500]  # chips in play; splits are made in the smallest
    board: Kc Qc Jc Tc 9c
    hands: {A: As Kd, B: "7h 7c"}
    put_in: {A: 1000, B: 1000}     # chips each put in on earlier streets (part of pot:), for side pots
    showdown:                      # what happened at the showdown, in order
      - B shows                    # tables every card;  "B shows As" tables only the ace
      - C pushes                   # cards pushed forward face down: still live (RU-15)
      - D mucks                    # the dealer has mucked them: dead
      - A asks C                   # asks to see C's hand
      - C refuses                  # refuses to table the rest
      - A says "two pair"          # a spoken claim (cards speak)

Decisions the sources leave open (written down so a TD can see them):

* without ``showdown:`` events, every live hand is tabled (a plain "who wins" question);
* a face-down push is a muck in the making: the hand is still live and can be tabled (RU-15), but the
  player has given up the right to ask to see hands (IA-04-1);
* a request granted as of right makes the hand face up and it plays; a discretionary request is listed
  with both outcomes and does not change the award;
* a hand that was only partly tabled when the showdown ends cannot win while a fully tabled hand can;
* the matrix of rights is taken after the events other than requests (a granted request would turn
  the answer into "face up").
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from enum import Enum

from ..input.scenario import SHOWDOWN_VERBS, Scenario, Setup
from ..records.answers import CardsToTable, Deadline, Dispute, DisputeDeadlines, Raised
from ..records.errors import RulesError, ScenarioError
from ..records.pots import Pot, Settlement
from ..records.showdown import HandState, Request, Right, RuledEvent, ShowdownResult
from ..records.vocabulary import ActionKind, Note, Street
from . import hands as _hands
from .betting import BettingRound
from .pots import order_from_button, settle_pots, smallest_unit

N = Note.of

#: Verbs of a showdown event and the rule each rests on (read by :mod:`rulescore.input.scenario`).
VERBS = SHOWDOWN_VERBS


def _river_callers(rnd: BettingRound) -> tuple[str | None, set[str]]:
    """The last aggressor on the river and who called that last bet or raise."""
    if rnd.street is not Street.RIVER or rnd.last_aggressor is None:
        return None, set()
    aggressor = rnd.last_aggressor
    last = max(i for i, a in enumerate(rnd.actions)
               if a.player == aggressor and a.ruled_as in (ActionKind.BET, ActionKind.RAISE))
    callers = {a.player for a in rnd.actions[last + 1:] if a.ruled_as == ActionKind.CALL}
    return aggressor, callers


def _cell(asker: str, target: str, states: Mapping[str, str], aggressor: str | None, callers: set[str]) -> tuple[Right, str]:
    if asker == target:
        return Right.SELF, ""
    a, t = states.get(asker, HandState.FOLDED), states.get(target, HandState.FOLDED)
    if a in (HandState.FOLDED, HandState.MUCKED, HandState.PUSHED, HandState.FORFEIT):
        return Right.NONE, "RU-18"
    if t == HandState.FOLDED:
        return Right.NO_HAND, "RU-18"
    if t == HandState.TABLED:
        return Right.FACE_UP, "03.2"
    if t in (HandState.MUCKED, HandState.FORFEIT):
        return Right.DEAD, "RU-15"
    if target == aggressor and asker in callers:
        return Right.ABSOLUTE, "03.5"
    return Right.DISCRETION, "03.5"


def resolve(scenario: Scenario, rnd: BettingRound, pots: Sequence[Pot], *, betting_over: bool) -> ShowdownResult:
    """Rule the showdown of ``scenario`` after its betting (``rnd``, the last street's round) with these
    ``pots``; ``betting_over``: no more betting can happen in the hand (every hand is then turned face up
    at once if a player is all-in, 03.3)."""
    setup = scenario.showdown
    if setup is None:
        raise ScenarioError("showdown: the scenario has no showdown sections", rule="03.4")
    game = scenario.game
    seats = tuple(scenario.seats)
    live = rnd.live_players
    states: dict[str, HandState] = {p: (HandState.HELD if p in live else HandState.FOLDED) for p in seats}
    rules: list[str] = []
    if len(live) >= 2 and not rnd.closed:
        raise ScenarioError(f"showdown: the {rnd.street.value} betting is not over ({rnd.to_act} to act)",
                            rule="03.4")
    all_in = len(live) >= 2 and any(rnd.behind(p) == 0 for p in live)
    if len(live) >= 2 and not betting_over:
        who = [s.name for s in rnd.seats if s.live]
        why = (f"{' and '.join(who)} can still bet" if all_in else "nobody is all-in")
        raise ScenarioError(f"showdown: betting on the {rnd.street.value} ended but {why}; the hand goes on to the "
                            f"next street and no hand is turned up yet", rule="03.3" if all_in else "03.4")
    order = order_from_button(seats, setup.button)
    aggressor, callers = _river_callers(rnd)
    face_up: tuple[str, ...] = ()
    if len(live) < 2:
        kind, show_first = "uncontested", None
        rules.append("RU-17")
    elif all_in:
        kind, show_first, face_up = "all-in", None, tuple(live)
        rules += ["03.3", "RU-16"]
    else:
        kind, face_up = "showdown", ()
        show_first = aggressor if aggressor in live else next(p for p in order if p in live)
        rules += ["03.4", "RU-17"]
    ruled: list[RuledEvent] = []
    requests: list[Request] = []
    shown: dict[str, set[str]] = {p: set() for p in seats}
    pending: set[str] = set()  # hands demanded as of right and not yet shown
    for ev in setup.events or ():
        p = ev.player
        st = states[p]
        rule = VERBS[ev.verb] if ev.verb != "shows" else "03.2"
        if st == HandState.FOLDED and ev.verb not in ("asks", "says"):
            raise ScenarioError(f"{p} folded before the showdown and has no hand", rule="03.4", action=ev.label)
        note: Note | None = None
        what: str
        if ev.verb == "shows":
            if st == HandState.MUCKED:
                raise ScenarioError(f"{p}'s hand was mucked by the dealer and is dead; it cannot be shown",
                                    rule="RU-15", action=ev.label)
            if st == HandState.FORFEIT:
                raise ScenarioError(f"{p}'s hand has already lost its claim to the pot", rule="03.2", action=ev.label)
            full = ev.cards is None
            if ev.cards is not None:
                shown[p] |= set(ev.cards)
                known = setup.hands.get(p)
                full = len(shown[p]) >= game.hole_cards if known is None else set(known) <= shown[p]
            if full:
                states[p] = HandState.TABLED
                what = HandState.TABLED
                if st == HandState.PUSHED:
                    note, rule = N("sd-pushed-live"), "RU-15"
            else:
                states[p] = HandState.PARTLY_TABLED
                what = HandState.PARTLY_TABLED
                note = N("sd-partly", shown=len(shown[p]), cards=game.hole_cards)
                rule = "03.10"
            pending.discard(p)
        elif ev.verb == "mucks":
            if kind == "all-in":
                states[p] = HandState.TABLED
                what, rule, note = HandState.TABLED, "03.3", N("sd-allin-muck")
            elif st == HandState.TABLED:
                what, rule, note = HandState.TABLED, "RU-14", N("sd-tabled-stays")
            elif st == HandState.PARTLY_TABLED:
                states[p] = HandState.FORFEIT
                what, rule = HandState.FORFEIT, "RU-14"
                note = N("sd-partly-mucked")
            else:
                states[p] = HandState.MUCKED
                what, rule, note = "dead", "RU-15", N("sd-mucked")
        elif ev.verb == "pushes":
            if kind == "all-in":
                states[p] = HandState.TABLED
                what, rule, note = HandState.TABLED, "03.3", N("sd-allin-concede")
            elif st in (HandState.TABLED, HandState.PARTLY_TABLED):
                what, rule, note = st, "RU-15", N("sd-face-up-stays")
            else:
                states[p] = HandState.PUSHED
                what, rule = "live", "RU-15"
                note = N("sd-pushed")
        elif ev.verb == "refuses":
            if st == HandState.TABLED:
                raise ScenarioError(f"{p} has tabled every card; there is nothing left to refuse", rule="03.10",
                                    action=ev.label)
            if st != HandState.PARTLY_TABLED and p not in pending:
                raise ScenarioError(f"{p} was asked for nothing: refuses follows a partial show or a request",
                                    rule="03.10", action=ev.label)
            states[p] = HandState.FORFEIT
            what, rule = HandState.FORFEIT, "03.2"
            note = N("sd-refuses")
        elif ev.verb == "says":
            what, rule = "claim", "03.1"
            note = N("sd-claim", words=ev.words or "")
        else:  # asks
            target = ev.target or ""  # the parser gives every request a target
            right, rrule = _cell(p, target, states, aggressor, callers)
            if kind == "all-in" and right not in (Right.NONE, Right.NO_HAND):
                right, rrule = Right.FACE_UP, "03.3"
            outcomes: tuple[str, ...] = ()
            if right is Right.ABSOLUTE:
                pending.add(target)
                note = N("sd-must-show", player=p, target=target)
            elif right is Right.DISCRETION:
                outcomes = (f"TD has {ev.target}'s hand shown", f"TD declines to show {ev.target}'s hand")
                note = N("sd-td-decides")
            elif right is Right.NONE:
                note = N("sd-no-right", player=p)
            requests.append(Request(index=ev.index, by=p, of=target, right=right, rule=rrule, outcomes=outcomes))
            what, rule = "request", rrule or "03.5"
        ruled.append(RuledEvent(index=ev.index, player=p, written=ev.written, ruled=what, rule=rule, why=note))
        if rule not in rules:
            rules.append(rule)
    # A hand demanded as of right is shown, and plays.
    for p in pending:
        if states[p] in (HandState.HELD, HandState.PUSHED, HandState.PARTLY_TABLED):
            states[p] = HandState.TABLED
    if setup.events is None and kind != "uncontested":
        for p in live:
            states[p] = HandState.TABLED
    if kind == "all-in":
        for p in live:
            if states[p] not in (HandState.FORFEIT,):
                states[p] = HandState.TABLED
    # The matrix of rights (IA-04): requests left out so that granted ones do not read "face up".
    base_states = dict(states)
    for r in requests:
        if r.right is Right.ABSOLUTE:
            base_states[r.of] = HandState.HELD
    in_showdown = [p for p in seats if p in live]
    rights = {a: {t: _cell(a, t, base_states, aggressor, callers)[0].value for t in in_showdown} for a in in_showdown}
    if kind == "all-in":
        rights = {a: {t: (Right.SELF.value if a == t else Right.FACE_UP.value) for t in in_showdown}
                  for a in in_showdown}
    # Evaluate the hands we can.
    values: dict[str, _hands.HandValue] = {}
    if len(setup.board) == 5:
        for p in in_showdown:
            if p in setup.hands:
                values[p] = _hands.evaluate(game, setup.hands[p], setup.board, player=p)
    settlement, note = _settle(scenario, setup, pots, states, values, order, kind)
    for rid in ("03.8", "RU-21") if settlement and len(pots) > 1 else ():
        rules.append(rid)
    if settlement and any(a.split.odd_chips for a in settlement.awarded):
        rules += [r for r in ("03.7", "RU-20") if r not in rules]
    return ShowdownResult(kind=kind, show_first=show_first, face_up=face_up, states=states, hands=values,
                          rights=rights, requests=tuple(requests), events=tuple(ruled), settlement=settlement,
                          rules=tuple(dict.fromkeys(rules)), why=note)


def in_play(rnd: BettingRound) -> ShowdownResult:
    """The showdown question asked while the hand goes on: the street's betting is over but two or more
    players can still bet on the next street, so no hand is turned face up yet (03.3, IA-03-3)."""
    live = rnd.live_players
    with_chips = [s.name for s in rnd.seats if s.live]
    all_in = [p for p in live if rnd.behind(p) == 0]

    return ShowdownResult(kind="in play", show_first=None, face_up=(), states={p: HandState.HELD for p in live}, hands={},
                          rights={}, requests=(), events=(), settlement=None, rules=("03.3",),
                          why=N("sd-in-play", rule="03.3", all_in=tuple(all_in), n=len(all_in), chips=tuple(with_chips)))


def _settle(scenario, setup: Setup, pots, states, values, order, kind) -> tuple[Settlement | None, Note | None]:
    names = ["main pot"] + [f"side pot {i}" for i in range(1, len(pots))]
    alive = {p for p, s in states.items() if s in (HandState.HELD, HandState.TABLED, HandState.PARTLY_TABLED, HandState.PUSHED)}
    tabled = [p for p, s in states.items() if s == HandState.TABLED]
    missing = [p for p in tabled if p not in setup.hands]  # cards given but a short board: the board is missing
    for k, (name, pot) in enumerate(zip(names, pots)):
        eligible_alive = [p for p in pot.eligible if p in alive]
        held = [p for p in eligible_alive if states[p] == HandState.HELD]
        if held and len(eligible_alive) > 1:
            return None, N("sd-held", players=", ".join(held), n=len(held), pot=k)
        if not any(p in tabled for p in pot.eligible) and len(eligible_alive) != 1:
            if not eligible_alive:
                raise ScenarioError(f"{name}: every hand eligible for it ({', '.join(pot.eligible)}) is dead",
                                    rule="03.10")
            return None, N("sd-held", players=", ".join(eligible_alive), n=len(eligible_alive), pot=k)
    contested = any(sum(p in tabled for p in pot.eligible) >= 2 for pot in pots)
    if contested and missing:
        return None, N("sd-no-cards", players=", ".join(missing))
    if contested and len(setup.board) != 5:
        return None, N("sd-no-board")
    evaluated = {p: values[p] for p in tabled if p in values}
    high_tiers: list[list[str]] = []
    low_tiers: list[list[str]] = []
    if evaluated:
        high_tiers, low_tiers = _hands.rank(scenario.game, {p: setup.hands[p] for p in evaluated}, setup.board)
    lone = [p for p in tabled if p not in evaluated]
    if lone:
        high_tiers.append(lone)
    rest = [p for p in alive if p not in tabled]
    if rest:
        high_tiers.append(sorted(rest, key=list(order).index))
    unit = smallest_unit(setup.denominations)
    settlement = settle_pots(pots, high=high_tiers, low=low_tiers, order=order, unit=unit,
                             hilo=scenario.game.hi_lo)
    return settlement, None


# ----------------------------------------------------------------------------------------------- disputes
class DisputeRules(Enum):
    """Whose deadlines for disputing a finished hand."""

    TDA = "TDA"
    """TDA 2024 rule 22: reading errors until the next hand starts; accounting errors until significant
    action in the next hand; a hand ending right before a break: 1 minute after the pot is awarded."""
    S03 = "03.9"
    """Section 03 read literally: reading errors until the next hand starts, accounting errors until
    significant action in it; no break exception."""
    RU = "RU-22"
    """The Russian rule read literally: one deadline for every dispute, the start of the next hand, and
    1 minute after the award when the hand ended before a break."""


#: Moments after a hand, in time order; a dispute is in time when raised before its deadline.
MOMENTS = tuple(m.value for m in Raised)
#: Each deadline: the first moment (an index of :data:`MOMENTS`) at which a dispute is out of time.
DEADLINES = {Deadline.NEXT_HAND: 3, Deadline.ONE_MINUTE: 2, Deadline.SA: 4}


def dispute_deadline(error: str = "reading", *, before_break: bool = False, rules: str = "TDA") -> str:
    """When the right to dispute a finished hand ends: ``error`` is ``reading`` (hand misread, wrong
    winner) or ``accounting`` (the pot miscounted or misdivided)."""
    r = DisputeRules(rules) if not isinstance(rules, DisputeRules) else rules
    if error not in ("reading", "accounting"):
        raise RulesError(f"dispute: error {error!r} is not reading or accounting", rule="03.9")
    return _deadline(error, before_break, r).value


def _deadline(error: str, before_break: bool, r: DisputeRules) -> Deadline:
    key = Deadline.NEXT_HAND
    if error == "accounting" and r in (DisputeRules.TDA, DisputeRules.S03):
        key = Deadline.SA
    if before_break and r in (DisputeRules.TDA, DisputeRules.RU) and key is Deadline.NEXT_HAND:
        key = Deadline.ONE_MINUTE
    return key


def dispute_deadlines(rules: str = "TDA") -> DisputeDeadlines:
    """Every deadline under ``rules``: ``{"reading", "accounting", "before_break"}`` (the last: a reading
    dispute of a hand that ended right before a break)."""
    return DisputeDeadlines.of({"reading": dispute_deadline("reading", rules=rules),
                                "accounting": dispute_deadline("accounting", rules=rules),
                                "before_break": dispute_deadline("reading", before_break=True, rules=rules),
                                "accounting_before_break": dispute_deadline("accounting", before_break=True, rules=rules)},
                               {"rules": rules})


def dispute(error: str = "reading", *, raised: str = "at once", before_break: bool = False,
            rules: str = "TDA") -> Dispute:
    """Whether a dispute raised at the moment ``raised`` (one of :data:`MOMENTS`) can still be corrected."""
    if raised not in MOMENTS:
        raise RulesError(f"dispute: {raised!r} is not one of {', '.join(MOMENTS)}", rule="03.9")
    deadline = Deadline(dispute_deadline(error, before_break=before_break, rules=rules))
    when = MOMENTS.index(raised)
    if raised == "1 minute into the break" and not before_break:
        raise RulesError("dispute: '1 minute into the break' needs before_break: true", rule="RU-22")
    return Dispute.of({"error": error, "raised": raised, "deadline": deadline.value,
                       "correctable": when < DEADLINES[deadline],
                       "rule": "03.9" if DisputeRules(rules) is DisputeRules.S03 else
                       ("RU-22" if DisputeRules(rules) is DisputeRules.RU else "TDA 22")},
                      {"error": error, "raised": raised, "before_break": before_break, "rules": rules})


def dispute_table() -> list[dict]:
    """Deadlines side by side: one row per case, one column per source (for the notebook)."""
    rows = []
    for error in ("reading", "accounting"):
        for brk in (False, True):
            row = {"error": error, "hand ended": "right before a break" if brk else "in play"}
            for r in DisputeRules:
                row[r.value] = dispute_deadline(error, before_break=brk, rules=r.value)
            rows.append(row)
    return rows


# ------------------------------------------------------------------------------------------ small helpers
def cards_to_table(games: Sequence[str] = ("NLHE", "PLO")) -> CardsToTable:
    """Cards each game requires face up to table a hand (03.2, RU-14): ``{"NLHE": 2, "PLO": 4}``."""
    return CardsToTable.of({str(g): _hands.tabling(g)["cards_to_table"] for g in games}, {"games": list(games)})
