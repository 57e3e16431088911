"""Replaying a scenario through the rules: the :class:`Ruling` that ``rulescore ask`` prints.

Data flows one way: :mod:`rulescore.scenario` reads the events, this module applies each through
:mod:`rulescore.betting` (plain verbs) and :mod:`rulescore.declarations` (``push`` and ``says``), then
reads off the asked player's decision and the pots. Human and JSON output both come from one
:class:`Ruling`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from . import declarations
from .betting import ActionRecord, BettingRound, Structure
from .errors import RulesError, ScenarioError
from .pots import Pot, pot_names, side_pots, uncalled
from .scenario import Event, Scenario


@dataclass(frozen=True)
class Ruling:
    """The ruling for one scenario: how every action was ruled and what the asked player may do."""

    player: str | None
    """Who the ruling is for (``None`` when the round is over and nobody was asked about)."""
    to_call: int
    """Chips the player must add to call."""
    can_raise: bool
    """Whether betting is open to the player (false after an incomplete raise, IA-10)."""
    min_raise_to: int | None
    """Smallest legal raise-to (or bet) total; ``None`` where the player cannot raise."""
    max_raise_to: int | None
    """Largest legal raise-to total; ``None`` where no raise, or no-limit with the stack not given."""
    options: tuple[str, ...]
    """Legal actions, e.g. ``("fold", "call", "raise")``."""
    actions: tuple[ActionRecord, ...]
    """Each input action as ruled."""
    pots: tuple[Pot, ...]
    """Main pot first, then side pots (this street's chips plus ``pot:``)."""
    rules: tuple[str, ...]
    """The rule ids the ruling rests on."""
    current_bet: int = 0
    """The highest street total in front of anyone."""
    increment: int = 0
    """The minimum raise increment in force (the largest full bet or raise on the street)."""
    closed: bool = False
    """Whether the betting round is over."""
    to_act: str | None = None
    """Whose turn it is (``None`` once the round is over)."""
    reason: str = ""
    """One sentence on why betting is or is not open to the player."""
    awards: dict[str, int] = field(default_factory=dict)
    """Chips each player wins after a showdown (empty when there is none)."""
    showdown: object | None = None
    """The :class:`rulescore.showdown.ShowdownResult` when the scenario has showdown sections."""
    uncalled: dict[str, int] = field(default_factory=dict)
    """Once the round is over: chips of a bet nobody called, returned to the bettor (in no pot)."""

    def to_dict(self) -> dict:
        """The JSON object of ``rulescore ask --json`` (keys as DESIGN.md fixes them)."""
        return {
            "player": self.player,
            "to_call": self.to_call,
            "can_raise": self.can_raise,
            "min_raise_to": self.min_raise_to,
            "max_raise_to": self.max_raise_to,
            "options": list(self.options),
            "actions": [a.to_dict() for a in self.actions],
            "pots": [p.to_dict() for p in self.pots],
            "awards": dict(self.awards),
            "uncalled": dict(self.uncalled),
            "rules": list(self.rules),
            "current_bet": self.current_bet,
            "increment": self.increment,
            "closed": self.closed,
            "to_act": self.to_act,
            "reason": self.reason,
            "last_action": self.actions[-1].to_dict() if self.actions else None,
            **({"showdown": self.showdown.to_dict(), "outcomes": self.showdown.outcomes}
               if self.showdown is not None else {}),
        }

    def to_text(self) -> str:
        """The same ruling for a person."""
        lines = []
        width = max((len(a.written) for a in self.actions), default=0)
        for a in self.actions:
            what = a.ruled_as if a.ruled_as in ("fold", "check", "pending", "withdrawn", "count", "recount", "deal", "declaration") else f"{a.ruled_as} to {a.to}"
            extra = []
            if a.all_in:
                extra.append("all-in")
            if a.full_raise is False:
                extra.append("incomplete")
            if a.returned:
                extra.append(f"{a.returned} returned")
            tail = f" ({', '.join(extra)})" if extra else ""
            rule = f" [{a.rule}]" if a.rule else ""
            lines.append(f"{a.index:>2}. {a.written:<{width}}  -> {what}{tail}{rule}")
            if a.note:
                lines.append(f"    {'':<{width}}     {a.note}")
            if a.outcomes:
                lines.append(f"    {'':<{width}}     TD decides: {' | '.join(a.outcomes)}")
        if self.player is None:
            lines.append("The betting round is over.")
        else:
            lines.append(f"Ruling for {self.player}: {self.to_call} to call; options: {', '.join(self.options) or 'none'}")
            if self.min_raise_to is not None:
                top = ("; no upper limit known (stack not given)" if self.max_raise_to is None
                       else f", at most {self.max_raise_to}")
                lines.append(f"  raise to at least {self.min_raise_to}{top}")
            if self.reason:
                lines.append(f"  {self.reason}")
        if self.pots:
            for name, p in zip(pot_names(len(self.pots)), self.pots):
                lines.append(f"{name}: {p.amount} ({', '.join(p.eligible)})")
        for name, chips in self.uncalled.items():
            lines.append(f"uncalled: {chips} returned to {name}")
        if self.showdown is not None:
            lines.append("showdown:\n" + self.showdown.to_text())
        if self.awards:
            lines.append("awards: " + ", ".join(f"{k} {v}" for k, v in self.awards.items()))
        lines.append("rules: " + ", ".join(self.rules))
        return "\n".join(lines)


def new_round(scenario: Scenario) -> BettingRound:
    """A :class:`BettingRound` set up as the scenario describes, before any action."""
    return BettingRound(seats=scenario.seats, blinds=scenario.blinds, game=scenario.game, street=scenario.street,
                        stacks=scenario.stacks, ante=scenario.ante, pot=scenario.pot, cap=scenario.cap,
                        players_in_event=scenario.players_in_event)


def apply(rnd: BettingRound, event: Event) -> ActionRecord:
    """Apply one event to the round; errors are located at the event (``action 3 (C check): ...``)."""
    try:
        if event.verb == "fold":
            return rnd.fold(event.player, written=event.written)
        if event.verb == "check":
            return rnd.check(event.player, written=event.written)
        if event.verb == "call":
            return rnd.call(event.player, written=event.written)
        if event.verb == "allin":
            return rnd.all_in(event.player, written=event.written)
        if event.verb in ("bet", "raise"):
            if event.verb == "bet" and rnd.current_bet > 0:
                raise ScenarioError(f"{event.player} faces a bet of {rnd.current_bet}: write raise, not bet")
            if event.verb == "raise" and rnd.current_bet == 0:
                raise ScenarioError(f"nobody has bet yet: write bet, not raise")
            total = rnd.current_bet + event.amount if event.by else event.amount
            return rnd.raise_to(event.player, total, written=event.written)
        if event.verb in ("push", "says"):
            how = event.delivery or declarations.Delivery(chips=event.chips, words=event.words)
            return declarations.act(rnd, event.player, how, written=event.written)
    except RulesError as exc:
        raise exc.at(event.label) from None
    raise ScenarioError(f"{event.label}: verb {event.verb!r} is not ruled yet")


def _reason(rnd: BettingRound, player: str) -> str:
    s = rnd.seat(player)
    if s.folded:
        return f"{player} has folded."
    if s.behind == 0:
        return f"{player} is all-in."
    rise = rnd.current_bet - s.level
    if not s.acted:
        why = f"{player} has not acted on this street, so betting is open to {player}"
    elif rise >= rnd.increment:
        why = (f"The bet rose {rise} since {player} acted, at least a full raise of {rnd.increment}: "
               f"betting is reopened for {player}")
    else:
        return (f"The bet rose only {rise} since {player} acted, less than a full raise of {rnd.increment}: "
                f"{player} may call or fold but not raise.")
    if rnd.can_raise(player):
        return why + "."
    # Open by IA-10, yet no raise: say what else stands in the way.
    if player in rnd.barred:
        blocker = f"{rnd.barred[player][0]} ({rnd.barred[player][1]})"
    elif rnd.structure is Structure.FIXED_LIMIT and rnd._cap_reached():
        blocker = f"the cap of {rnd.cap} bets is reached (PL-52)"
    elif s.behind is not None and s.behind <= rnd.current_bet - s.committed:
        blocker = f"{player} has no chips beyond the call"
    else:
        blocker = "no other player has chips left to call a raise"
    return f"{why}, but {player} cannot raise: {blocker}."


def rule(scenario: Scenario) -> Ruling:
    """Replay ``scenario`` and rule the asked player's decision."""
    rnd = new_round(scenario)
    from .procedure import replay_events  # out-of-turn actions and dealer events (08.9, IA-12)

    records = replay_events(rnd, scenario.actions)
    player = scenario.ask or rnd.to_act
    rules: list[str] = []
    for r in records:
        if r.rule and r.rule not in rules:
            rules.append(r.rule)
    if player is not None and not rnd.closed and player != rnd.to_act:
        raise ScenarioError(f"ask: {player} is not to act next ({rnd.to_act} is)")
    if player is not None and rnd.closed:
        raise ScenarioError(f"ask: the betting round is over, {player} has no decision to make")
    if player is None:
        options: tuple[str, ...] = ()
        reason = "The betting round is over."
        low = high = None
        to_call, can = 0, False
    else:
        to_call, can = rnd.to_call(player), rnd.can_raise(player)
        low, high = rnd.min_raise_to(player), rnd.max_raise_to(player)
        options = tuple(rnd.options(player))
        reason = _reason(rnd, player)
        for rid in ("08.4",) + (("IA-10",) if rnd.seat(player).acted else ()):
            if rid not in rules:
                rules.append(rid)
        if rnd.structure is Structure.POT_LIMIT and "PL-54" not in rules:
            rules.append("PL-54")
        if rnd.structure is Structure.FIXED_LIMIT and "PL-52" not in rules:
            rules.append("PL-52")
    folded = {s.name for s in rnd.seats if s.folded}
    all_in = {s.name for s in rnd.seats if s.all_in}
    contributions, returned = rnd.pot_contributions(), {}
    if rnd.closed:  # a bet nobody called goes back to its owner; it is in no pot
        contributions, returned = uncalled(contributions, folded)
    pots = side_pots(contributions, folded=folded, dead=rnd.dead_money, all_in=None if rnd.closed else all_in)
    extra = _showdown(scenario, rnd, pots, rules)  # awards after a showdown (adds its rules)
    pots = extra.pop("pots", pots)
    return Ruling(player=player, to_call=to_call, can_raise=can, min_raise_to=low, max_raise_to=high,
                  options=options, actions=tuple(records), pots=tuple(pots), rules=tuple(rules),
                  current_bet=rnd.current_bet, increment=rnd.increment, closed=rnd.closed, to_act=rnd.to_act,
                  reason=reason, uncalled=returned, **extra)


def _showdown(scenario: Scenario, rnd: BettingRound, pots: list[Pot], rules: list[str]) -> dict:
    """Awards and the showdown ruling, when the scenario has showdown sections (rulescore.showdown)."""
    setup = scenario.showdown
    if setup is None:
        return {}
    from .showdown import hand_pots, resolve

    pots = hand_pots(scenario, rnd) or pots  # with put_in: earlier streets' chips by player
    if not rnd.closed and setup.events is None:
        return {"pots": pots}
    result = resolve(scenario, rnd, pots)
    rules += [r for r in result.rules if r not in rules]
    return {"awards": result.awards, "showdown": result, "pots": pots}


def ask(source: Scenario | dict | str) -> Ruling:
    """Rule a scenario given as a :class:`Scenario`, a mapping, or YAML text."""
    from . import scenario as _sc

    if isinstance(source, Scenario):
        sc = source
    elif isinstance(source, dict):
        sc = _sc.from_dict(source)
    else:
        sc = _sc.loads(source)
    return rule(sc)
