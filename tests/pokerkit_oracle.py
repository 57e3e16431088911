"""pokerkit 0.7.7 as a differential oracle for one betting round (no dealing to speak of).

Used by tests/test_differential.py and bench/vs_pokerkit.py. It builds a pokerkit ``State`` with a single
street whose betting is the round under test, with every non-betting step (antes, blinds, the one hole card
pokerkit insists on dealing, bet collection) automated, and showdown / chip pushing left manual so the
pots can be read when betting ends.

Seat mapping. rulescore lists seats clockwise from the small blind (``seats[0]``); pokerkit numbers
players from the small blind too, except heads-up, where pokerkit's player 0 posts the big blind and
player 1 (the button) the small blind. :attr:`PokerkitRound.order` holds the rulescore name of each
pokerkit index.

Dead money. pokerkit has no "pot from earlier streets"; a post-flop round with ``pot`` in the middle is
modelled as an equal ante from each player (``pot`` must divide by the number of players) added to
their stack. Ante trimming is on, so pokerkit counts antes as each player's contribution to the pots: a
player all-in for the ante alone is eligible for the antes matched (03.8, TDA 21).
pokerkit also refuses a state without antes or blinds, so a post-flop pot must be at least one chip per
player.
"""

from __future__ import annotations

from pokerkit import (Automation, BettingStructure, Deck, Mode, Opening, StandardHighHand, State,
                      Street as PkStreet)

AUTOMATIONS = (
    Automation.ANTE_POSTING,
    Automation.BET_COLLECTION,
    Automation.BLIND_OR_STRADDLE_POSTING,
    Automation.CARD_BURNING,
    Automation.HOLE_DEALING,
)
STRUCTURES = {"no-limit": BettingStructure.NO_LIMIT, "pot-limit": BettingStructure.POT_LIMIT}


class PokerkitRound:
    """One betting round in pokerkit, addressed with rulescore's seat names."""

    def __init__(self, *, seats, blinds, stacks, structure="no-limit", preflop=True, ante=0, pot=0):
        n = len(seats)
        sb, bb = blinds
        self.order = [seats[1], seats[0]] if n == 2 else list(seats)
        self.index = {name: i for i, name in enumerate(self.order)}
        chips = [stacks[name] for name in self.order]
        if preflop:
            antes, blinds_raw = ante, (sb, bb)
        else:
            if pot <= 0 or pot % n:
                raise ValueError(f"post-flop pot {pot} must be a positive multiple of {n} players")
            share = pot // n
            antes, blinds_raw = share, 0
            chips = [c + share for c in chips]
        street = PkStreet(False, (False,), 0, False, Opening.POSITION, bb, None)
        self.state = State(AUTOMATIONS, Deck.STANDARD, (StandardHighHand,), (street,), STRUCTURES[structure],
                           True, antes, blinds_raw, 0, chips, n, mode=Mode.TOURNAMENT)

    # --------------------------------------------------------------- queries (for the actor)
    @property
    def to_act(self) -> str | None:
        i = self.state.actor_index
        return None if i is None else self.order[i]

    @property
    def closed(self) -> bool:
        return self.state.actor_index is None

    def to_call(self) -> int | None:
        return self.state.checking_or_calling_amount

    def min_raise_to(self) -> int | None:
        return self.state.min_completion_betting_or_raising_to_amount

    def max_raise_to(self) -> int | None:
        return self.state.max_completion_betting_or_raising_to_amount

    def can_fold(self) -> bool:
        return self.state.can_fold()

    def can_raise_to(self, total: int) -> bool:
        return self.state.can_complete_bet_or_raise_to(total)

    def bets(self) -> dict[str, int]:
        return {self.order[i]: b for i, b in enumerate(self.state.bets)}

    def pots(self) -> list[tuple[int, tuple[str, ...]]]:
        """Main pot first: (amount, eligible names in rulescore seat order)."""
        seat_order = {name: k for k, name in enumerate(sorted(self.order, key=self._seat_pos))}
        out = []
        for p in self.state.pots:
            names = sorted((self.order[i] for i in p.player_indices), key=seat_order.__getitem__)
            out.append((p.amount, tuple(names)))
        return out

    def _seat_pos(self, name: str) -> int:
        # rulescore seat order: heads-up swaps pokerkit's two indices back.
        i = self.index[name]
        return (1 - i) if len(self.order) == 2 else i

    # --------------------------------------------------------------- acting
    def fold(self) -> None:
        self.state.fold()

    def check_or_call(self) -> None:
        self.state.check_or_call()

    def raise_to(self, total: int) -> None:
        self.state.complete_bet_or_raise_to(total)


# ----------------------------------------------------------------------------------------------------
# Random betting streets, played in lockstep through rulescore and pokerkit.

import random
from dataclasses import dataclass, field

from rulescore.betting import BettingRound, Game, Street
from rulescore.pots import side_pots

GAMES = {"no-limit": Game.NLHE, "pot-limit": Game.PLO}


@dataclass(frozen=True)
class Spec:
    """One random betting round: the table before any action."""

    seats: tuple[str, ...]
    blinds: tuple[int, int]
    stacks: dict[str, int]
    structure: str = "no-limit"
    street: str = "preflop"
    ante: int = 0
    pot: int = 0

    def rulescore(self) -> BettingRound:
        return BettingRound(seats=self.seats, blinds=self.blinds, game=GAMES[self.structure],
                            street=Street(self.street), stacks=self.stacks, ante=self.ante, pot=self.pot)

    def pokerkit(self) -> PokerkitRound:
        return PokerkitRound(seats=self.seats, blinds=self.blinds, stacks=self.stacks, structure=self.structure,
                             preflop=self.street == "preflop", ante=self.ante, pot=self.pot)

    def scenario(self, actions=()) -> dict:
        """The same round as a rulescore scenario mapping (for replay.ask and the CLI)."""
        game = "NLHE" if self.structure == "no-limit" else "PLO"
        lines = []
        for name, kind, total in actions:
            verb = {"f": "fold", "k": "check", "c": "call"}.get(kind)
            lines.append(f"{name} {verb}" if verb else f"{name} {'bet' if kind == 'b' else 'raise'} {total}")
        return {"game": game, "blinds": f"{self.blinds[0]}/{self.blinds[1]}", "street": self.street,
                "seats": list(self.seats), "stacks": dict(self.stacks), "ante": self.ante, "pot": self.pot,
                "actions": lines}


def random_spec(rng: random.Random) -> Spec:
    """2-9 players, no-limit or pot-limit, pre-flop or post-flop, stacks from a fraction of a big blind
    to 200 big blinds so that short all-ins (and short blinds) are common."""
    n = rng.randint(2, 9)
    bb = rng.choice((2, 100, 200, 400, 1000))
    sb = bb // 2
    seats = tuple("ABCDEFGHI"[:n])
    stacks = {}
    for name in seats:
        band = rng.random()
        if band < 0.3:
            stacks[name] = rng.randint(1, 3 * bb)
        elif band < 0.75:
            stacks[name] = rng.randint(3 * bb, 30 * bb)
        else:
            stacks[name] = rng.randint(30 * bb, 200 * bb)
    structure = rng.choice(("no-limit", "pot-limit"))
    if rng.random() < 0.5:
        ante = rng.choice((0, 0, bb // 10 or 1, bb))
        return Spec(seats=seats, blinds=(sb, bb), stacks=stacks, structure=structure, ante=ante)
    street = rng.choice(("flop", "turn", "river"))
    pot = n * rng.randint(1, 4 * bb)
    return Spec(seats=seats, blinds=(sb, bb), stacks=stacks, structure=structure, street=street, pot=pot)


@dataclass
class Disagreement:
    """One value on which rulescore and pokerkit differ."""

    what: str
    """``actor``, ``to_call``, ``min_raise_to``, ``max_raise_to``, ``closed`` or ``pots``."""
    ours: object
    theirs: object
    step: int
    """How many actions had been taken."""
    player: str | None = None
    case: str | None = None
    """The allow-listed departure it is explained by (see tests/test_differential.py), or None."""


@dataclass
class Played:
    spec: Spec
    actions: list = field(default_factory=list)
    """(player, kind, total): kind f fold, k check, c call, b bet, r raise (total = street total)."""
    disagreements: list = field(default_factory=list)
    compared: int = 0
    """How many values were compared."""


def _ruled_pots(rnd: BettingRound):
    folded = {s.name for s in rnd.seats if s.folded}
    pots = side_pots(rnd.pot_contributions(), folded=folded, dead=rnd.dead_money)
    return [(p.amount, tuple(p.eligible)) for p in pots]


def normalise_pots(pots, rnd: BettingRound):
    """rulescore lists chips nobody matched as part of a last pot with one eligible player; pokerkit hands
    them back when it collects the bets (everything above the second-largest bet; when everybody else
    folded, the winner's whole bet). Remove those chips so the two lists compare."""
    live = [s for s in rnd.seats if not s.folded]
    pots = list(pots)
    if len(live) == 1:
        total = sum(a for a, _ in pots) - live[0].committed
        return [(total, (live[0].name,))] if total else []
    if pots and len(pots[-1][1]) == 1:
        bets = sorted(rnd.pot_contributions().values())
        amount = pots[-1][0] - (bets[-1] - bets[-2])
        pots[-1:] = [(amount, pots[-1][1])] if amount else []
    return pots


def normalise_pokerkit_pots(pots, rnd: BettingRound):
    live = [s for s in rnd.seats if not s.folded]
    if len(live) == 1:
        total = sum(a for a, _ in pots)
        return [(total, (live[0].name,))] if total else []
    return list(pots)


def _choose(rng, rnd, pk, actor, raises):
    facing = rnd.to_call(actor) > 0
    options = []
    if facing and pk.can_fold():
        options.append(("f", 0.2))
    options.append(("c", 0.45))
    low, high = rnd.min_raise_to(actor), rnd.max_raise_to(actor)
    if low is not None and pk.min_raise_to() is not None:
        options.append(("r", 0.5 * 0.75 ** raises))
    kind = rng.choices([o for o, _ in options], [w for _, w in options])[0]
    if kind == "c":
        return ("c" if facing else "k"), 0
    if kind == "f":
        return "f", 0
    candidates = [low, high, rng.randint(low, high)]
    if pk.max_raise_to() is not None:
        candidates.append(pk.max_raise_to())
    rng.shuffle(candidates)
    for total in candidates:
        if rnd.can_raise_to(actor, total) and pk.can_raise_to(total):
            return ("b" if rnd.current_bet == 0 else "r"), total
    return ("c" if facing else "k"), 0


def apply_rulescore(rnd: BettingRound, name: str, kind: str, total: int) -> None:
    if kind == "f":
        rnd.fold(name)
    elif kind == "k":
        rnd.check(name)
    elif kind == "c":
        rnd.call(name)
    else:
        rnd.raise_to(name, total)


def apply_pokerkit(pk: PokerkitRound, kind: str, total: int) -> None:
    if kind == "f":
        pk.fold()
    elif kind in ("k", "c"):
        pk.check_or_call()
    else:
        pk.raise_to(total)


def play(spec: Spec, rng: random.Random, classify=None) -> Played:
    """Play ``spec`` with random actions legal in both engines, comparing what each says the player to
    act faces before every action and the pots at the end. After the first disagreement the two states
    have parted; the street is still played out (the benchmark needs the actions) but not compared.
    ``classify(disagreement, rnd, pk)`` names the allow-listed case a disagreement falls under."""
    rnd, pk = spec.rulescore(), spec.pokerkit()
    out = Played(spec=spec)
    comparing = True
    raises = 0

    def differ(what, ours, theirs, player=None):
        nonlocal comparing
        d = Disagreement(what=what, ours=ours, theirs=theirs, step=len(out.actions), player=player)
        if classify is not None:
            d.case = classify(d, rnd, pk)
        out.disagreements.append(d)
        comparing = False

    while True:
        actor, pk_actor = rnd.to_act, pk.to_act
        if actor is None and pk_actor is not None and pk.to_call() == 0 and pk.min_raise_to() is None:
            # pokerkit asks for a check that has no alternative (everybody else folded or all-in and the
            # bet matched): rulescore has already closed the round. Not a difference of rules.
            pk.check_or_call()
            continue
        if actor is None or pk_actor is None or actor != pk_actor:
            if comparing and actor != pk_actor:
                differ("actor", actor, pk_actor)
            break
        if comparing:
            for what, ours, theirs in (("to_call", rnd.to_call(actor), pk.to_call()),
                                       ("min_raise_to", rnd.min_raise_to(actor), pk.min_raise_to()),
                                       ("max_raise_to", rnd.max_raise_to(actor), pk.max_raise_to())):
                out.compared += 1
                if ours != theirs:
                    differ(what, ours, theirs, actor)
                    break
        kind, total = _choose(rng, rnd, pk, actor, raises)
        raises += kind in "br"
        apply_rulescore(rnd, actor, kind, total)
        apply_pokerkit(pk, kind, total)
        out.actions.append((actor, kind, total))
    if comparing and rnd.closed and pk.closed:
        ours = normalise_pots(_ruled_pots(rnd), rnd)
        theirs = normalise_pokerkit_pots(pk.pots(), rnd)
        out.compared += 1
        if ours != theirs:
            differ("pots", ours, theirs)
    return out


# ----------------------------------------------------------------------------------------------------
# The allow-list: every named case where pokerkit 0.7.7 departs from the rules rulescore follows.
# Each has a test of its own in tests/test_differential.py (the published or a minimal example).


@dataclass(frozen=True)
class Departure:
    name: str
    rule: str
    """The rule of our sources (TDA 2024 number in brackets) pokerkit departs from."""
    example: str
    """The example the test recomputes."""
    why: str


DEPARTURES = {
    d.name: d for d in (
        Departure("short-big-blind", "08.4 / PL-54B [TDA 43]", "blinds 50/100, big blind all-in for 60",
                  "preflop the bet to call is the full big blind even when the big blind is all-in for less; "
                  "pokerkit sets the call (and so the minimum raise) to the short blind"),
        Departure("short-blind-pot-limit", "PL-54B [TDA 54]", "pot limit, blinds 50/100, small blind all-in for 30",
                  "a short all-in blind does not lower the preflop pot-limit maximum; pokerkit counts the chips "
                  "actually posted"),
        Departure("limper-reraise", "IA-10-3A [TDA 47]", "IA-10 example 3 scenario A",
                  "the big blind is the opening bet preflop, so a short all-in over it is an incomplete raise "
                  "and does not reopen a limper; pokerkit treats the first raise of the street as full "
                  "whatever its size"),
        Departure("short-opening-bet", "IA-10 [TDA 47]; betting.py decision",
                  "flop, blinds 50/100: A checks, B bets all-in 60, C calls",
                  "an opening all-in bet below the big blind is not a full bet, so it does not reopen a player "
                  "who checked (the sources are silent; rulescore's decision, written in betting.py); pokerkit "
                  "treats any opening bet as full"),
        Departure("several-short-all-ins", "IA-10-1 [TDA 47]",
                  "flop, blinds 50/100: A bets 100, B all-in 160, C all-in 220, D all-in 250, E calls",
                  "short all-ins add up: A faces 150 more since acting, a full raise in total, so betting is "
                  "reopened; pokerkit sums only the short all-ins since its running total last reached a "
                  "full raise (60 + 60, then 30 alone) and refuses"),
    )
}


def _posted_blinds(spec: Spec) -> tuple[int, int]:
    posted = []
    for seat, blind in zip(spec.seats[:2], spec.blinds):
        posted.append(min(blind, max(0, spec.stacks[seat] - spec.ante)))
    return posted[0], posted[1]


def classify(d: Disagreement, rnd: BettingRound, pk: PokerkitRound, spec: Spec) -> str | None:
    """The allow-listed departure that explains ``d``, or ``None`` (then it is a rulescore bug)."""
    preflop = spec.street == "preflop"
    sb_posted, bb_posted = _posted_blinds(spec) if preflop else spec.blinds
    no_raise_yet = all(a.ruled_as not in ("bet", "raise") for a in rnd.actions)
    # Only while somebody besides the short big blind can still put in the full blind: once the big
    # blind's all-in is all that is left to call (heads-up, or folded round to the small blind), the call
    # is the big blind's chips and pokerkit is right (TDA; issue 13).
    covered = d.player is None or rnd.call_level(d.player) == rnd.current_bet
    if preflop and bb_posted < spec.blinds[1] and rnd.current_bet == spec.blinds[1] and covered and d.what in (
            "to_call", "min_raise_to", "max_raise_to", "actor"):
        return "short-big-blind"
    if (preflop and spec.structure == "pot-limit" and d.what == "max_raise_to" and sb_posted < spec.blinds[0]
            and isinstance(d.ours, int) and isinstance(d.theirs, int) and d.ours > d.theirs):
        return "short-blind-pot-limit"
    if d.what == "min_raise_to" and d.ours is None and d.theirs is not None and d.player is not None:
        s = rnd.seat(d.player)
        incomplete_only = all(a.full_raise is False for a in rnd.actions if a.ruled_as in ("bet", "raise"))
        if s.acted and incomplete_only and not no_raise_yet:
            if preflop:
                return "limper-reraise"
            first = next(a for a in rnd.actions if a.ruled_as == "bet")
            if first.all_in and first.to < spec.blinds[1]:
                return "short-opening-bet"
    if d.what == "min_raise_to" and d.ours is not None and d.theirs is None and d.player is not None:
        s = rnd.seat(d.player)
        short = [a for a in rnd.actions if a.ruled_as == "raise" and a.full_raise is False]
        if s.acted and len(short) >= 2 and rnd.current_bet - s.level >= rnd.increment:
            return "several-short-all-ins"
    return None


def run(seed: int, count: int):
    """Play ``count`` random streets from ``seed``; return the :class:`Played` list."""
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        spec = random_spec(rng)
        out.append(play(spec, rng, classify=lambda d, rnd, pk, spec=spec: classify(d, rnd, pk, spec)))
    return out
