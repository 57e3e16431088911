"""pokerkit as a differential oracle: replay one street of betting through pokerkit and read off what it
lets the next player do.

pokerkit (MIT, pure Python) is the closest existing rules engine. It models the betting of no-limit and
pot-limit hold'em but none of the rules this project is mostly about (silent pushes, declarations, out of
turn, significant action), so the comparison is on *betting only*: the actions are given as they were
ruled (``fold``, ``check``, ``call``, ``bet``/``raise`` to a street total, ``allin``) and both engines
answer the same three questions for the player to act: how much to call, whether they may raise, and the
smallest raise-to total.

How a street is set up in pokerkit (decisions of this adapter, not of the rules):

* seats map one to one onto pokerkit's player indices, ``seats[0]`` = index 0 = small blind; heads-up
  pokerkit gives index 1 the small blind (the button), so the two seats are swapped there;
* a player whose stack is not given is deep: :data:`DEEP` chips;
* preflop: the blinds and a per-player ante are posted by pokerkit; ``pot`` must be 0;
* a later street: pokerkit plays a preflop with no blinds where everybody checks (the cards are dealt
  automatically), with ``min_bet`` = the big blind and the earlier streets' ``pot`` posted as an ante
  by one player who is given exactly those chips, so every stack and the pot start the street as the
  scenario says (with no earlier pot, a one-chip ante stands in: pokerkit needs a forced bet);
* pokerkit 0.7.7 has no pot-limit hold'em class: pot-limit uses its pot-limit Omaha, whose betting is
  the same (only the hole cards differ, and no cards are compared here).

The answer is a :class:`PokerkitAnswer`; a refused action stops the replay and is reported, not raised.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable, Sequence

from .errors import ScenarioError

#: Chips given to a player whose stack the scenario leaves out.
DEEP = 10**9

#: The verbs :func:`replay` understands (amount = the street total for ``bet`` and ``raise``).
VERBS = ("fold", "check", "call", "bet", "raise", "allin")

#: For each compared figure: the rule of our sources (and TDA 2024 number) that decides it.
DECIDING_RULE = {
    "to_call": ("PL-54B: a short all-in big blind still counts at its full size preflop (rulescore applies "
                "this to the call as well; no source prints an example) [TDA 54]"),
    "can_raise": "IA-10: reopened only by a full raise in total since the player acted [TDA 47]",
    "min_raise_to": "08.4 / IA-07: the largest full bet or raise of the street, the big blind included [TDA 43]",
}


@dataclass(frozen=True, kw_only=True)
class PokerkitAnswer:
    """What pokerkit lets the next player do after a street of betting."""

    player: str | None
    """Who is to act in pokerkit (``None`` when pokerkit's betting round is over)."""
    to_call: int | None
    """Chips to add to call (0 for a check); ``None`` when nobody is to act."""
    can_raise: bool
    """Whether pokerkit allows a bet or raise now."""
    min_raise_to: int | None
    """pokerkit's smallest bet or raise-to total, ``None`` where it allows none."""
    max_raise_to: int | None
    """pokerkit's largest bet or raise-to total (``None`` for a deep player in no-limit)."""
    why_not: str = ""
    """pokerkit's own message when it refuses a raise (empty when it allows one)."""
    refused: str | None = None
    """If pokerkit rejected one of the given actions: ``action N (P verb): message``; the figures then
    describe the state before that action."""
    applied: int = 0
    """How many of the given actions pokerkit accepted."""

    def to_dict(self) -> dict:
        return {"player": self.player, "to_call": self.to_call, "can_raise": self.can_raise,
                "min_raise_to": self.min_raise_to, "max_raise_to": self.max_raise_to,
                "why_not": self.why_not, "refused": self.refused, "applied": self.applied}


def _structure(name: str):
    import pokerkit as pk

    key = str(name).lower().replace("_", "-")
    if key in ("no-limit", "nl", "nlhe"):
        return pk.NoLimitTexasHoldem
    if key in ("pot-limit", "pl", "plhe", "plo"):
        return getattr(pk, "PotLimitTexasHoldem", pk.PotLimitOmahaHoldem)
    raise ScenarioError(f"structure {name!r}: pokerkit is compared on no-limit and pot-limit only")


def replay(
    *,
    seats: Sequence[str],
    blinds: tuple[int, int],
    actions: Iterable[tuple[str, str, int | None]],
    street: str = "preflop",
    stacks: dict[str, int] | None = None,
    ante: int = 0,
    pot: int = 0,
    structure: str = "no-limit",
) -> PokerkitAnswer:
    """Replay ``actions`` — ``(player, verb, amount)`` with ``verb`` one of :data:`VERBS` and ``amount``
    the street total for ``bet``/``raise`` (``None`` otherwise) — through pokerkit's no-limit or
    pot-limit Texas hold'em, and report what the player to act may do.

    >>> a = replay(seats=["A", "B", "C", "D"], blinds=(100, 200), street="flop",
    ...            actions=[("A", "bet", 600), ("B", "raise", 1600), ("C", "raise", 3600)])
    >>> a.player, a.to_call, a.can_raise, a.min_raise_to
    ('D', 3600, True, 5600)
    """
    import pokerkit as pk

    seats = list(seats)
    n = len(seats)
    if n < 2:
        raise ScenarioError("pokerkit needs at least two players")
    sb, bb = blinds
    stacks = dict(stacks or {})
    street = str(street).lower()
    later = ["preflop", "flop", "turn", "river"].index(street)
    index = {name: i for i, name in enumerate(seats)}
    if n == 2:  # pokerkit: heads-up, index 1 posts the small blind (the button)
        index = {seats[0]: 1, seats[1]: 0}
    name_of = {i: name for name, i in index.items()}
    start = [0] * n
    for name in seats:
        start[index[name]] = stacks.get(name, DEEP)
    game = _structure(structure)
    automations = (
        pk.Automation.ANTE_POSTING, pk.Automation.BET_COLLECTION, pk.Automation.BLIND_OR_STRADDLE_POSTING,
        pk.Automation.CARD_BURNING, pk.Automation.HOLE_DEALING, pk.Automation.BOARD_DEALING,
        pk.Automation.HOLE_CARDS_SHOWING_OR_MUCKING, pk.Automation.HAND_KILLING,
        pk.Automation.CHIPS_PUSHING, pk.Automation.CHIPS_PULLING,
    )
    if later == 0:
        if pot:
            raise ScenarioError("pot: preflop there are no chips from earlier streets")
        state = game.create_state(automations, False, ante, (sb, bb), bb, tuple(start), n)
    else:
        # pokerkit needs some forced bet: with no earlier pot, one chip stands in for it (this changes
        # only a pot-limit maximum, by one chip). pokerkit swaps antes heads-up just like blinds.
        dead = pot or 1
        start[0] += dead
        state = game.create_state(automations, False, {(1 if n == 2 else 0): dead}, 0, bb, tuple(start), n)
        while state.actor_index is not None and state.street_index < later:
            state.check_or_call()
        if state.street_index != later or state.actor_index is None:  # pragma: no cover - pokerkit changed
            raise ScenarioError(f"street: pokerkit could not be brought to the {street}")
    applied = 0
    refused = None
    for k, (player, verb, amount) in enumerate(actions, start=1):
        label = f"action {k} ({player} {verb}{'' if amount is None else ' ' + str(amount)})"
        actor = state.actor_index
        if player not in index:
            raise ScenarioError(f"{label}: {player!r} is not seated")
        if actor is None:
            refused = f"{label}: pokerkit's betting round is already over"
            break
        if name_of[actor] != player:
            refused = f"{label}: pokerkit has {name_of[actor]} to act"
            break
        try:
            if verb == "fold":
                state.fold()
            elif verb in ("check", "call"):
                state.check_or_call()
            elif verb in ("bet", "raise"):
                state.complete_bet_or_raise_to(int(amount))
            elif verb == "allin":
                i = index[player]
                total = state.stacks[i] + state.bets[i]
                if total > max(state.bets):
                    state.complete_bet_or_raise_to(total)
                else:
                    state.check_or_call()
            else:
                raise ScenarioError(f"{label}: verb {verb!r} is not one of {', '.join(VERBS)}")
        except ValueError as exc:
            if isinstance(exc, ScenarioError):
                raise
            refused = f"{label}: pokerkit refused: {exc}"
            break
        applied += 1
    return _answer(state, name_of, refused, applied)


def _answer(state, name_of: dict[int, str], refused: str | None, applied: int) -> PokerkitAnswer:
    actor = state.actor_index
    if actor is None:
        return PokerkitAnswer(player=None, to_call=None, can_raise=False, min_raise_to=None, max_raise_to=None,
                              refused=refused, applied=applied)
    why = ""
    try:
        state.verify_completion_betting_or_raising_to()
        can = True
    except ValueError as exc:
        can, why = False, str(exc)
    top = state.max_completion_betting_or_raising_to_amount if can else None
    if top is not None and state.stacks[actor] >= DEEP // 2:
        top = None if state.betting_structure.name == "NO_LIMIT" else top
    return PokerkitAnswer(player=name_of[actor], to_call=state.checking_or_calling_amount, can_raise=can,
                          min_raise_to=state.min_completion_betting_or_raising_to_amount if can else None,
                          max_raise_to=top, why_not=why, refused=refused, applied=applied)


def actions_as_ruled(records) -> list[tuple[str, str, int | None]]:
    """rulescore's ruled actions (:class:`~rulescore.betting.ActionRecord`) as ``(player, verb, amount)``
    for :func:`replay`: a silent push or a declaration enters as what it was ruled to be."""
    out = []
    for r in records:
        if r.ruled_as in ("bet", "raise"):
            out.append((r.player, "allin" if r.all_in else r.ruled_as, None if r.all_in else r.to))
        else:
            out.append((r.player, r.ruled_as, None))
    return out


@dataclass(frozen=True, kw_only=True)
class Comparison:
    """rulescore and pokerkit on the same situation."""

    label: str
    """What the situation is (a catalogue id, or a description)."""
    player: str | None
    """The player whose decision is compared."""
    rulescore: dict
    """rulescore's ``to_call``, ``can_raise``, ``min_raise_to``."""
    pokerkit: dict
    """pokerkit's figures for the same keys (``refused`` set if it rejected an action)."""
    differences: tuple[str, ...] = ()
    """The keys on which they differ."""
    rules: tuple[str, ...] = ()
    """The rule that decides each difference that is a cause (:data:`DECIDING_RULE`); a minimum raise-to
    that differs only because the call or the permission to raise differs is not cited twice."""
    reason: str = ""
    """rulescore's one-sentence reason for the player's decision."""

    @property
    def agree(self) -> bool:
        """Whether the two engines give the same figures."""
        return not self.differences

    def to_dict(self) -> dict:
        return {"label": self.label, "player": self.player, "rulescore": self.rulescore,
                "pokerkit": self.pokerkit, "differences": list(self.differences), "rules": list(self.rules),
                "reason": self.reason}


KEYS = ("to_call", "can_raise", "min_raise_to")


def compare(source, *, label: str = "") -> Comparison:
    """Rule ``source`` (a scenario as YAML, mapping or :class:`~rulescore.scenario.Scenario`) with
    rulescore, replay its actions as ruled through pokerkit, and compare the next decision."""
    from . import scenario as _sc
    from .betting import Structure
    from .engine import play

    if isinstance(source, _sc.Scenario):
        sc = source
    elif isinstance(source, dict):
        sc = _sc.from_dict(source)
    else:
        sc = _sc.loads(source)
    if sc.game.structure is Structure.FIXED_LIMIT:
        raise ScenarioError("game: pokerkit is compared on no-limit and pot-limit only")
    ruling = play(sc)
    pk = replay(seats=sc.seats, blinds=sc.blinds, street=sc.street.value, stacks=sc.stacks, ante=sc.ante,
                pot=sc.pot, structure=sc.game.structure.value, actions=actions_as_ruled(ruling.actions))
    ours = {"to_call": ruling.to_call, "can_raise": ruling.can_raise, "min_raise_to": ruling.min_raise_to}
    theirs = {"to_call": pk.to_call, "can_raise": pk.can_raise, "min_raise_to": pk.min_raise_to}
    if pk.refused:
        theirs["refused"] = pk.refused
    if pk.why_not:
        theirs["why_not"] = pk.why_not
    if pk.player != ruling.player:
        theirs["player"] = pk.player
    diffs = tuple(k for k in KEYS if ours[k] != theirs[k])
    if pk.refused or pk.player != ruling.player:
        diffs = diffs or ("refused",)
    # A different minimum raise-to follows from a different call or raise permission: cite the cause.
    causes = [k for k in diffs if not (k == "min_raise_to" and {"to_call", "can_raise"} & set(diffs))]
    rules = tuple(DECIDING_RULE.get(k, "the action pokerkit refused was legal as ruled") for k in causes)
    return Comparison(label=label or "scenario", player=ruling.player, rulescore=ours, pokerkit=theirs,
                      differences=diffs, rules=rules, reason=ruling.reason)


def table(comparisons: Iterable[Comparison]) -> str:
    """Comparisons as a plain-text table: one line per situation, then the deciding rule of each
    difference."""
    comparisons = list(comparisons)

    def fig(d: dict) -> str:
        if d.get("refused"):
            return "refused an action"
        raise_ = f"raise to {d['min_raise_to']}" if d["can_raise"] else "no raise"
        return f"call {d['to_call']}, {raise_}"

    w = max([len(c.label) for c in comparisons] + [9])
    lines = [f"{'situation':<{w}}  {'player':<6}  {'rulescore':<28}  {'pokerkit':<28}  same?"]
    for c in comparisons:
        lines.append(f"{c.label:<{w}}  {str(c.player):<6}  {fig(c.rulescore):<28}  {fig(c.pokerkit):<28}  "
                     f"{'yes' if c.agree else 'NO'}")
    for c in comparisons:
        if c.agree:
            continue
        lines.append("")
        lines.append(f"{c.label}: differs on {', '.join(c.differences)}")
        lines.append(f"  rulescore: {c.reason}")
        if c.pokerkit.get("why_not"):
            lines.append(f"  pokerkit refuses the raise: {c.pokerkit['why_not']}")
        for r in dict.fromkeys(c.rules):
            lines.append(f"  decided by {r}")
    return "\n".join(lines)
