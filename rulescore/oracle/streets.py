"""Random betting streets played in lockstep through rulescore and pokerkit (the differential test of
``tests/test_differential.py`` and the streets of ``bench/vs_pokerkit.py``).

A :class:`Spec` is one random table (2-9 players, no-limit or pot-limit, preflop with blinds and
sometimes antes, or a later street with chips in the middle). :func:`play` drives rulescore's
:class:`~rulescore.rules.betting.BettingRound` and the one pokerkit adapter,
:class:`~rulescore.oracle.kit.PokerkitRound`, side by side with random actions that both accept, and before
every action compares who is to act and what that player faces (``to_call``, ``min_raise_to``,
``max_raise_to``); when the round closes it compares the pots. :func:`classify` names the departure of
:data:`rulescore.oracle.kit.DEPARTURES` that explains a disagreement; one it cannot name is a rulescore bug.

pokerkit is imported only when a street is played, so importing this module loads nothing heavy.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..records.vocabulary import STREETS, Game, Street
from ..rules.betting import BettingRound
from ..rules.pots import side_pots
from .kit import PokerkitRound

GAMES = {"no-limit": Game.NLHE, "pot-limit": Game.PLO}

#: One action of a random street: ``(player, kind, total)``, kind ``f`` fold, ``k`` check, ``c`` call,
#: ``b`` bet, ``r`` raise (``total`` = the street total of a bet or raise, else 0).
Action = tuple[str, str, int]


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
                             street=self.street, ante=self.ante, pot=self.pot)

    def scenario(self, actions: tuple[Action, ...] | list[Action] = ()) -> dict:
        """The same round as a rulescore scenario mapping (for :func:`rulescore.ask` and the CLI)."""
        game = "NLHE" if self.structure == "no-limit" else "PLO"
        lines = []
        for name, kind, total in actions:
            verb = {"f": "fold", "k": "check", "c": "call"}.get(kind)
            lines.append(f"{name} {verb}" if verb else f"{name} {'bet' if kind == 'b' else 'raise'} {total}")
        return {"game": game, "blinds": f"{self.blinds[0]}/{self.blinds[1]}", "street": self.street,
                "seats": list(self.seats), "stacks": dict(self.stacks), "ante": self.ante, "pot": self.pot,
                "actions": lines}


def random_spec(rng: random.Random) -> Spec:
    """2-9 players, no-limit or pot-limit, preflop or a later street, stacks from a fraction of a big
    blind to 200 big blinds so that short all-ins (and short blinds) are common. After the flop the pot
    is any number of chips (so the adapter's remainder chips are exercised), and in no-limit sometimes
    none (its stand-in chip)."""
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
    street = rng.choice(STREETS[1:])
    pot = rng.randint(1, 4 * bb * n)
    if structure == "no-limit" and rng.random() < 0.1:
        pot = 0
    return Spec(seats=seats, blinds=(sb, bb), stacks=stacks, structure=structure, street=street, pot=pot)


@dataclass
class Disagreement:
    """One value on which rulescore and pokerkit differ."""

    what: str
    """``actor``, ``to_call``, ``min_raise_to``, ``max_raise_to`` or ``pots``."""
    ours: object
    theirs: object
    step: int
    """How many actions had been taken."""
    player: str | None = None
    case: str | None = None
    """The departure of :data:`rulescore.oracle.kit.DEPARTURES` it is explained by, or ``None``."""


@dataclass
class Played:
    spec: Spec
    actions: list[Action] = field(default_factory=list)
    """``(player, kind, total)``: see :data:`Action`."""
    disagreements: list[Disagreement] = field(default_factory=list)
    compared: int = 0
    """How many values were compared."""


def _ruled_pots(rnd: BettingRound) -> list[tuple[int, tuple[str, ...]]]:
    folded = {s.name for s in rnd.seats if s.folded}
    pots = side_pots(rnd.pot_contributions(), folded=folded, dead=rnd.dead_money)
    return [(p.amount, tuple(p.eligible)) for p in pots]


def normalise_pots(pots: list[tuple[int, tuple[str, ...]]], rnd: BettingRound) -> list[tuple[int, tuple[str, ...]]]:
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


def normalise_pokerkit_pots(pots: list[tuple[int, tuple[str, ...]]],
                            rnd: BettingRound) -> list[tuple[int, tuple[str, ...]]]:
    """When everybody else folded, pokerkit's pots (whatever their eligibility) all go to the one left."""
    live = [s for s in rnd.seats if not s.folded]
    if len(live) == 1:
        total = sum(a for a, _ in pots)
        return [(total, (live[0].name,))] if total else []
    return list(pots)


def _choose(rng: random.Random, rnd: BettingRound, pk: PokerkitRound, actor: str, raises: int) -> tuple[str, int]:
    facing = rnd.to_call(actor) > 0
    options = []
    if facing and pk.can_fold():
        options.append(("f", 0.2))
    options.append(("c", 0.45))
    low, high = rnd.min_raise_to(actor), rnd.max_raise_to(actor)
    if low is not None and high is not None and pk.min_raise_to() is not None:
        options.append(("r", 0.5 * 0.75 ** raises))
    kind = rng.choices([o for o, _ in options], [w for _, w in options])[0]
    if kind == "f":
        return "f", 0
    if kind == "c" or low is None or high is None:
        return ("c" if facing else "k"), 0
    candidates = [low, high, rng.randint(low, high)]
    top = pk.max_raise_to()
    if top is not None:
        candidates.append(top)
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


Classifier = Callable[[Disagreement, BettingRound, PokerkitRound], "str | None"]


def play(spec: Spec, rng: random.Random, classify: Classifier | None = None) -> Played:
    """Play ``spec`` with random actions legal in both engines, comparing what each says the player to
    act faces before every action and the pots at the end. After the first disagreement the two states
    have parted; the street is still played out (the benchmark needs the actions) but not compared.
    ``classify(disagreement, rnd, pk)`` names the departure a disagreement falls under."""
    rnd, pk = spec.rulescore(), spec.pokerkit()
    out = Played(spec=spec)
    comparing = True
    raises = 0

    def differ(what: str, ours: object, theirs: object, player: str | None = None) -> None:
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
        our_pots = normalise_pots(_ruled_pots(rnd), rnd)
        their_pots = normalise_pokerkit_pots(pk.pots(), rnd)
        out.compared += 1
        if our_pots != their_pots:
            differ("pots", our_pots, their_pots)
    return out


# ----------------------------------------------------------------------------------------------------
# Naming a disagreement: each branch is one departure of rulescore.oracle.kit.DEPARTURES, as narrow as the
# departure itself, so that a rulescore bug near it is not hidden.


def _posted_blinds(spec: Spec) -> tuple[int, int]:
    posted = []
    for seat, blind in zip(spec.seats[:2], spec.blinds):
        posted.append(min(blind, max(0, spec.stacks[seat] - spec.ante)))
    return posted[0], posted[1]


def _another_can_match(rnd: BettingRound, player: str, big_blind: str) -> bool:
    """Whether a player still in, other than ``player`` and the short big blind, can put in as much as a
    call by ``player`` reaches (rulescore's call level: the full big blind, or less when nobody else can
    put that much in). When nobody can, the short big blind's chips are all that is left to call
    (heads-up, or folded round to the small blind) and pokerkit's call is right."""
    level = rnd.call_level(player)
    for s in rnd.seats:
        if s.name == player or s.name == big_blind or s.folded:
            continue
        if s.behind is None or s.committed + s.behind >= level:
            return True
    return False


def classify(d: Disagreement, rnd: BettingRound, pk: PokerkitRound, spec: Spec) -> str | None:
    """The departure of :data:`rulescore.oracle.kit.DEPARTURES` that explains ``d``, or ``None`` (then it is a
    rulescore bug)."""
    preflop = spec.street == "preflop"
    sb_posted, bb_posted = _posted_blinds(spec) if preflop else spec.blinds
    no_raise_yet = all(a.ruled_as not in ("bet", "raise") for a in rnd.actions)
    # Only while somebody besides the short big blind can still match the call (TDA; issue 13).
    covered = d.player is None or _another_can_match(rnd, d.player, spec.seats[1])
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


def _classify_for(spec: Spec, d: Disagreement, rnd: BettingRound, pk: Any) -> str | None:
    return classify(d, rnd, pk, spec)


def run(seed: int, count: int) -> list[Played]:
    """Play ``count`` random streets from ``seed``, each disagreement named by :func:`classify`."""
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        spec = random_spec(rng)
        out.append(play(spec, rng, classify=functools.partial(_classify_for, spec)))
    return out
