"""Silent chip pushes and verbal declarations: what they count as, read off a
:class:`~rulescore.rules.betting.BettingRound`.

A scenario writes what the player *did*; this module decides what it counts as (:func:`decide` returns a
:class:`Decision`) and never changes the round: the engine applies the decision through the round's
operations. Ids are our sources'
(TDA 2024 numbers in brackets).

**Silent chips** (``push``):

* a player's last chips are all-in whatever the 50 % standard says (08.6, IA-08-4 [45-B]); but by TDA 2024
  the call tests below apply to the last chips too: one oversized chip facing a bet or a blind (44) and
  several chips each needed for the call (45-A) are a call, the rest going back, unless raise or all-in
  was said first. With ``rules: sources`` the last chips are all-in (08.6), and a single last chip is the
  conflict of 08.5 (a call) and 08.6 (all-in), left to the TD; either way the ruling names the other
  set's reading (:mod:`rulescore.reference.rulesets`);
* with no bet to face, the chips are a bet of their value (08.5 [44]); preflop the big blind counts as a
  bet, so a single chip from the big blind with nothing to call is a check and the chip goes back;
* a single chip facing a bet is a call, the excess returned (08.5, 08-B [44]);
* several chips are a call when every chip is needed: removing the smallest leaves less than the call
  (08.6, 08-D, IA-08-1 [45]);
* otherwise the 50 % standard (08.4, IA-08-2/3, 08-C [43]): at least half the minimum raise over the
  call obliges a full minimum raise; less is a call and the excess is returned; at or above the minimum
  it is a raise to what was pushed (a change-making push counts in full, PL-61);
* where betting is not open to the player (IA-10), the chips can only be a call;
* **undercall** — fewer chips than the call and no word (08.7, IA-11 [51]): a full call when made facing
  the opening bet of the street or heads-up; otherwise a TD decision between completing the call and
  folding. Folding forfeits what the chips would have called at the highest earlier bet level of the
  street they cover, and the rest is returned (IA-11-4: 500 facing 400 then 1200 forfeits 400, 100 back;
  IA-11-1: 2000 facing 2000 then 8000 forfeits all 2000);
* **string bets** (08.3, PL-56 [42, 56]): chips in a second motion (``push 1000 push 1000``) do not make a
  raise without a word first: the first motion is ruled alone and the later chips are returned, except
  as far as they are needed to complete a call; with no bet to face the first motion is the bet, the later
  chips going back except as far as they bring it up to the minimum bet (TDA 56, 52-A). After ``raise`` said without an amount, TDA 2024 counts
  the motions up to and including the first one that goes beyond the call (the call and one more motion:
  ``says "raise" push 1000 push 1000 push 1000`` facing 1000 is a raise to 2000, 1000 back), and the
  word still obliges at least the minimum raise; with ``rules: sources`` every motion counts (08.3 asks
  only that the word come first: a raise to 3000). A declared ``bet`` without an amount made in several
  motions is a string bet in both sets (PL-56, TDA 56): the first motion is the bet.

**Prior-bet chips** (IA-09 [46]). A player who bet earlier on the street and now faces a raise may add
chips to the ones in front, or pull some or all of them back first. The scenario says which after the
chips pushed:

.. code-block:: yaml

    - B push 1000               # earlier chips left in front, untouched (the default)
    - B push 1000 kept          # the same, said explicitly
    - B push 1500 pulled        # every earlier chip pulled back; 1500 is all that is in front now
    - B push 1000 pulled 200    # 200 of the earlier chips pulled back (a chip spec: 100x2)
    - B push 1000 swept         # B gathered the earlier chips with the new ones and pushed them together

The chips in front are known when the earlier action was a ``push`` (exactly as pushed: change owed
for an overchip call is made when the chips are pulled in, so until then the chip lies in front); after
a plain ``bet``/``raise``/``call`` or a blind they are one stack of that value. The five situations:

1. earlier chips short of the call, left in front: only the new chips are ruled, against what is still
   needed (single chip a call, every chip needed a call, else the 50 % standard);
2. earlier chips short of the call, all pulled back: the new chips are ruled as a fresh push against the
   whole bet;
3. earlier chips partly pulled back: the chips now in front together are one multiple-chip bet ruled by
   the 50 % standard alone;
4. earlier chips that already cover the call (an overchip call lying in front): any new chip makes the
   chips in front one multiple-chip bet under the 50 % standard, kept or pulled;
5. ``swept``: besides the ruling of 1-4, the TD may read the gesture as a bet of every chip moved
   forward; both are listed as outcomes (the first applied).

**Declarations** (``says``, read by the grammar of :mod:`rulescore.input.saying`). Words in turn bind (08.1,
IA-11-3 [40, 51]): ``call`` with nothing to call is a check and ``raise``/``bet`` with no amount bind at least
the minimum (PL-55 [55]); ``check`` facing a bet is no action (recorded as ``declaration``; the turn stays):
the player must still call or fold and may not raise (PL-55 [55]; TDA 2024 counts it towards significant
action out of turn, :mod:`rulescore.rules.procedure`); ``pot`` in no-limit binds at least a minimum legal bet or
raise (PL-54C [54-D]); ``allin`` puts in every chip. A declared bet or raise below the minimum is the minimum
(08.8 [52-A]), a raise declared to less than the call too. An amount alone ("1400", "fourteen hundred") is
read like that many chips pushed (TDA 40-C): the 50 % standard applies, and below the call it is an
undercall (51-B). A declared bet or raise that cannot be made (no chips beyond the call, betting not
reopened, the fixed-limit cap, nobody left to call) binds to the nearest valid action (TDA 51-A, 40-A,
50-A): the call, all-in when the stack is no more than it (a check with nothing to call); chips already
pushed stay in the pot as far as the call needs them.

**What a number said means** (TDA 57, PL-57, :func:`reading`): a number with a scale word, or at least the
smallest amount posted at the level (:func:`smallest_amount`, the small blind or a smaller ante), is read as
said: "100" at 100/200 is 100, so ``bet 100`` is a bet of the minimum 200 whatever the pot. A smaller one
("five" at 200/400) may mean 5, 50, 500 ...: the highest of them no larger than the pot before the bet, bets
in front of the players included ("five" is 500 with less than 5000 in the pot, 5000 from 5000 on); the
number as said is one of the readings, and stands as said when even it is larger than the pot. A
conditional statement ("if you bet I raise", PL-59 [59]) is no action: it is recorded with the outcomes the
TD may choose (binding or not), and the player still acts.

**Words and chips together.** ``B says "raise" push 500x2`` (words first) and ``B push 500x2 says
"call"`` (chips first). Whichever comes first decides (08.1, 08-A): a word first makes the chips only
the amount — ``raise`` with call chips still obliges a minimum raise, ``call`` with too few chips owes the
rest. Chips first are ruled as silent chips, but a ``call`` said with them binds the full call (the
chips are then no undercall as 08.7 defines one, see 08-E). A declared amount that the chips contradict
(IA-06: "forty-two thousand" and one 5000 chip) is a TD decision: both readings are listed, the words
first.

**What the player was told** (accepted action, 08.10, PL-53 [49]): ``told N`` after the action says the
player was told the bet was N. A call made on it (the word, or chips matching N) is a call of the real
bet: the full amount is owed.

**TD decisions.** Where the rules leave the ruling to the TD the record lists ``outcomes`` (the first is
applied so the replay can go on). ``td OUTCOME`` after the action takes that outcome instead, e.g.
``B push 500 td fold`` (IA-11-4); an outcome the rules do not allow there is an input error.

Decisions where the sources are silent (written down here so a TD can see them):

* the default for chips added to earlier chips is ``kept`` (the usual table situation);
* "all the chips" of IA-09 situation 5 is read as every chip moved forward (earlier and new), not the
  whole stack;
* the forfeit on a fold after an undercall is the highest bet level of the street that the chips in
  front cover (at least what the player had already put in); with no such level every chip pushed is
  forfeited;
* the big blind's chips with nothing to call are not "prior chips facing a raise" (IA-09 needs a raise),
  so a single chip there is a check;
* an amount said alone by a player who already has chips in front (a blind, an earlier bet) is the street
  total it names, as a raise amount is (43-B), not chips added to those in front; with nothing to call (the
  big blind's option) it is a raise by the 50 % standard or, below half a minimum raise over the bet, a check;
* a number with a scale word ("forty-two thousand") or at least the smallest amount posted (the small blind,
  or a smaller ante) names real chips and is taken as said; only a smaller one is shorthand for TDA 57;
* a push below the call made after being told a lower amount (``told``) is a call owing the full bet,
  not an undercall.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..input.saying import (  # noqa: F401  (re-exported: the grammar of says lives in saying)
    Said,
    Word,
    read_number,
    read_words,
)
from ..records.answers import Conditional, Finding, FoundChip
from ..records.chips import Chips, Delivery, Prior
from ..records.errors import IllegalActionError, RulesError, ScenarioError
from ..records.vocabulary import ActionKind, Note, RuleSet, Street, Structure, then
from .betting import BettingRound

N = Note.of

# ------------------------------------------------------------------------------------------- the words
# Word, Said, read_number and read_words: rulescore.input.saying (the grammar of says), imported above.


# ------------------------------------------------------------------------------------- chips in front
def _minus(have: Chips, take: Chips) -> Chips | None:
    """``have`` without the chips ``take`` (each chip taken must be there), or ``None`` if not possible."""
    left = list(have.values)
    for v in take.values:
        if v in left:
            left.remove(v)
        else:
            return None
    return Chips(values=tuple(sorted(left, reverse=True))) if left else Chips(values=())


# ------------------------------------------------------------------------------------ 50 % standard
@dataclass(frozen=True, kw_only=True)
class FiftyPercent:
    """The 50 % standard for chips pushed facing a bet (08.4, IA-08 [43, 45])."""

    call_to: int
    """The bet to call (street total)."""
    increment: int
    """The minimum raise increment (largest full bet or raise of the street)."""
    min_raise_to: int
    """``call_to + increment``."""
    threshold: int
    """The smallest street total that obliges a full minimum raise: the call plus half the increment."""

    def ruling(self, total: int) -> tuple[str, int]:
        """``(kind, to)`` for chips making ``total`` when not every chip is needed: ``("call", call_to)``,
        ``("obliged raise", min_raise_to)`` or ``("raise", total)``; ``("undercall", total)`` below the call."""
        if total < self.call_to:
            return "undercall", total
        if total >= self.min_raise_to:
            return "raise", total
        if total >= self.threshold:
            return "obliged raise", self.min_raise_to
        return "call", self.call_to

    def to_dict(self) -> dict:
        return {"call_to": self.call_to, "increment": self.increment, "min_raise_to": self.min_raise_to,
                "threshold": self.threshold}


def fifty_percent(*, call_to: int, increment: int) -> FiftyPercent:
    """The 50 % standard's figures for a bet of ``call_to`` and a minimum raise of ``increment``.

    >>> fifty_percent(call_to=1100, increment=600).threshold   # IA-08-2: 1400 or more obliges 1700
    1400
    """
    for name, v in (("call_to", call_to), ("increment", increment)):
        if not isinstance(v, int) or isinstance(v, bool) or v <= 0:
            raise RulesError(f"fifty_percent: {name} {v!r} is not a whole number of chips above 0", rule="08.4")
    return FiftyPercent(call_to=call_to, increment=increment, min_raise_to=call_to + increment,
                        threshold=call_to + (increment + 1) // 2)


# ------------------------------------------------------------------------------------------ ruling
def is_opening_bet(rnd: BettingRound) -> bool:
    """Whether the bet now facing the table is the street's opening bet (no raise yet; preflop the big
    blind, TDA 51-B: "the posted BB is the pre-flop opener", so a live straddle over it is a raise)."""
    n = sum(1 for a in rnd.actions if a.ruled_as in (ActionKind.BET, ActionKind.RAISE))
    if rnd.street is Street.PREFLOP:
        return n == 0 and rnd.straddle is None
    return n == 1


def _rk(rnd: BettingRound) -> str:
    """``bet`` with nothing bet yet on the street, else ``raise``."""
    return "bet" if rnd.current_bet == 0 else "raise"


@dataclass(frozen=True)
class Plan:
    """One way the rules read an action, before the round applies it."""

    kind: str
    """``call`` | ``check`` | ``bet`` | ``raise`` | ``fold`` | ``allin`` | ``declare`` (words that are no
    action; the player may then only call or fold) | ``conditional`` (no action, PL-59)."""
    to: int = 0
    """The street total it makes (for a fold after an undercall: the chips that stay in)."""
    rule: str = ""
    """The rule it rests on."""
    note: Note | None = None
    """Why, as a record (its words are the renderer's)."""
    point: str = ""
    """Where the two rule sets rule this action differently: the point of :data:`rulescore.reference.rulesets.POINTS`
    (set on the first plan only)."""
    other: tuple[Plan, ...] = ()
    """With :attr:`point`: the plans of the other rule set (more than one: that set leaves it to the TD)."""

    @property
    def label(self) -> str:
        """How the ruling names it among the TD's outcomes (``raise to 1700``, ``call``)."""
        if self.kind == "raise":
            return f"raise to {self.to}"
        if self.kind == "bet":
            return f"bet {self.to}"
        if self.kind == "conditional":
            return "not binding"
        return self.kind


_Plan = Plan


@dataclass(frozen=True)
class _Prior:
    """The chips of an earlier bet in front of the player, and what the player did with them."""

    front: Chips | None  # in front before this action
    remaining: Chips | None  # still in front after any pull-back
    pulled: int  # value pulled back

    @property
    def f(self) -> int:
        return self.front.total if self.front else 0

    @property
    def r(self) -> int:
        return self.remaining.total if self.remaining else 0


def _prior_state(rnd: BettingRound, player: str, d: Delivery) -> _Prior:
    front = rnd.front_chips(player)
    if d.prior is Prior.KEPT or d.chips is None:
        return _Prior(front, front, 0)
    if front is None:
        raise ScenarioError(N("err-prior-none", player=player, prior=d.prior.value), rule="IA-09")
    if d.prior is Prior.SWEPT:
        return _Prior(front, front, 0)
    if d.pulled is None:
        return _Prior(front, None, front.total)
    if d.pulled.total > front.total:
        raise ScenarioError(N("err-pulls-more", player=player, pulled=str(d.pulled), total=d.pulled.total,
                              front=front.total), rule="IA-09")
    rest = _minus(front, d.pulled)
    if rest is None:  # the composition in front is not known chip by chip: keep the value
        rest = Chips(values=(front.total - d.pulled.total,)) if front.total > d.pulled.total else Chips(values=())
    return _Prior(front, rest if rest.values else None, d.pulled.total)


@dataclass(frozen=True, kw_only=True)
class Decision:
    """What the rules make of chips and words (a :class:`~rulescore.records.chips.Delivery`): the plans the rules
    allow (one, or a TD's choice among several, the first being the default) and the chip bookkeeping
    the round needs to apply any of them. Nothing is changed by deciding."""

    plans: tuple[Plan, ...]
    """The allowed readings; more than one is a TD decision."""
    pushed: int = 0
    """Every chip pushed in the action."""
    pulled: int = 0
    """Chips taken back off an earlier bet before pushing (IA-09)."""
    front: tuple[int, ...] | None = None
    """The chips in front afterwards if nothing more had to be added (IA-09)."""

    @property
    def point(self) -> str:
        """Where the other rule set reads the action otherwise (a key of :data:`rulescore.reference.rulesets.POINTS`), or
        ``""``."""
        return self.plans[0].point

    @property
    def other(self) -> tuple[Plan, ...]:
        """The other rule set's plans, when it reads the action otherwise (see :attr:`point`)."""
        return self.plans[0].other

    def choose(self, td: str | None, player: str) -> Plan:
        """The plan the TD chose (``td OUTCOME``), or the first; an outcome the rules do not allow is an
        input error naming them."""
        plans = self.plans
        if td is None:
            return plans[0]
        want = " ".join(td.lower().split())
        for p in plans:
            if p.label == want or p.kind == want:
                return p
        if len(plans) == 1:
            raise ScenarioError(N("err-td-no-choice", player=player, quoted=repr(td), label=plans[0].label),
                                rule=plans[0].rule or None)
        raise ScenarioError(N("err-td-not-allowed", player=player, quoted=repr(td),
                              labels=" | ".join(p.label for p in plans)), rule=plans[0].rule or None)


def decide(rnd: BettingRound, player: str, d: Delivery) -> Decision:
    """Rule what ``player`` did (chips, words or both) against the round as it stands; the round is only
    read. The engine applies the chosen plan through the round's operations."""
    said = read_words(d.words, player=player, lang=d.lang) if d.words else None
    if said is not None and said.word is Word.CONDITIONAL:
        return Decision(plans=(Plan("conditional", rnd.seat(player).committed, "PL-59", N("conditional")),
                               Plan("binding", rnd.seat(player).committed, "PL-59", None)))
    rnd.verify_turn(player)
    st = _prior_state(rnd, player, d)
    if said is not None and (d.words_first or d.chips is None):
        plans = _declared(rnd, player, said, d, st)
    else:
        plans = _pushed(rnd, player, d, said, st)
    new = d.new_chips
    front = ((st.remaining.values if st.remaining else ()) + new) if new else None
    return Decision(plans=tuple(plans), pushed=d.pushed, pulled=st.pulled, front=front)


def _multi(chips: Chips, needed: int) -> bool:
    """Whether every chip is needed to make ``needed``: removing the smallest leaves less (08.6)."""
    return chips.count == 1 or chips.total - chips.smallest < needed


def _parting(rnd: BettingRound, point: str, tda: list[_Plan], sources: list[_Plan]) -> list[_Plan]:
    """The plans of the round's rule set; where the other set reads the action otherwise, the first plan
    carries the point and the other set's plans (:mod:`rulescore.reference.rulesets`)."""
    mine, theirs = (tda, sources) if rnd.rules is RuleSet.TDA2024 else (sources, tda)
    if [(p.kind, p.to) for p in mine] == [(p.kind, p.to) for p in theirs]:
        return mine
    return [replace(mine[0], point=point, other=tuple(theirs))] + mine[1:]


def _call_test(d: Delivery, st: _Prior, cb: int, committed: int) -> str:
    """Which call test silent chips facing a bet meet: ``single`` (one oversized chip, 08.5 [44]),
    ``every`` (every chip needed, 08.6 [45-A]) or ``""``. Chips added to earlier chips that already cover
    the call, or after a partial pull-back, make one multiple-chip bet and meet neither (IA-09 [46])."""
    first = d.chips
    if first is None or d.more or cb <= committed:
        return ""
    if st.front is not None and committed < cb and (st.f >= cb or (d.prior is Prior.PULLED and st.remaining is not None)):
        return ""
    if first.count == 1:
        return "single"
    return "every" if _multi(first, cb - st.r) else ""


def _string_motions(rnd: BettingRound, player: str, d: Delivery, said: Said | None, st: _Prior, *, cb: int,
                    total: int) -> list[_Plan] | None:
    """Chips pushed in several motions (08.3, PL-56, TDA 56): a second motion only completes a call; with no
    bet to face the first motion is the bet. ``None`` where the motions together fall short of the call (an
    undercall, ruled as one push)."""
    committed, r = rnd.seat(player).committed, st.r
    first = d.chips or Chips(values=())
    if cb > 0 and r + first.total >= cb:
        plans = _pushed(rnd, player, replace(d, more=()), said, st)
        extra = sum(c.total for c in d.more)
        return [replace(pl, rule=pl.rule, note=then(pl.note, N("second-motion-back", rule="08.3", chips=extra))) for pl in plans]
    if cb > 0 and total >= cb:
        return [_Plan("call", cb, "08.3", N("second-motion-call", rule="PL-56", call=cb))]
    if cb == 0:
        # A string bet with no bet to face (TDA 56, PL-56): the first motion is the bet; the chips of later
        # motions go back, except as far as they bring a bet below the minimum up to it (TDA 52-A).
        extra = sum(c.total for c in d.more)
        first_plan = _bet_plan(rnd, player, r + first.total, N("first-motion-bet", total=r + first.total), "08.5")
        back = total - first_plan.to + committed
        return [replace(first_plan, rule="PL-56", note=then(first_plan.note, (
            N("later-motions-back", chips=back) if back > 0 else N("later-motions-minimum", chips=extra))))]
    return None


def _pushed(rnd: BettingRound, player: str, d: Delivery, said: Said | None, st: _Prior) -> list[_Plan]:
    """Plans for chips pushed first (silently, or with words after them)."""
    s = rnd.seat(player)
    cb, committed = rnd.call_level(player), s.committed
    f, r, p = st.f, st.r, st.pulled
    first = d.chips or Chips(values=())  # chips pushed first: a push always has some
    n = d.pushed
    total = r + n
    # Physically the stack is what is behind, less change not yet made, plus chips pulled back.
    if s.behind is not None:
        available = s.behind - (f - committed) + p
        if n > available:
            raise IllegalActionError(N("err-pushes-more", player=player, pushed=n, available=available), rule="08.6")
        if n == available:
            if committed + s.behind <= cb:
                return [_Plan("call", cb, "08.6", N("last-chips-call"))]
            return _last_chips(rnd, player, d, st, cb)
    after = N("after-chips", rule="08.1") if said is not None else None
    if d.more:
        string = _string_motions(rnd, player, d, said, st, cb=cb, total=total)
        if string is not None:
            return string
    if cb == 0:
        return [_bet_plan(rnd, player, total, N("chips-bet", total=total), "08.5")]
    if committed >= cb and first.count == 1 and not d.more:
        # Nothing to call (the big blind's option): one chip is a check; more are ruled as a raise attempt.
        return [_Plan("check", committed, "08.5", N("single-chip-check"))]
    if d.told is not None and d.told < cb and min(d.told, cb) <= total < cb:
        return [_Plan("call", cb, "08.10", N("told-call", player=player, told=d.told, bet=cb, owed=cb - total))]
    if total < cb:
        # Chips first define the action (08.1): chips short of the call are an undercall (08.7), whatever is
        # said after them ("call" included: the word came second and cannot change the chips, 08-E).
        return [replace(pl, note=then(pl.note, after)) for pl in _undercall(rnd, player, n, total, cb)]
    situation = None
    if st.front is not None and committed < cb:
        if f >= cb:
            situation = 4
        elif d.prior is Prior.PULLED and st.remaining is not None:
            situation = 3
        elif d.prior is Prior.PULLED:
            situation = 2
        else:
            situation = 1
    fp = fifty_percent(call_to=cb, increment=rnd.increment)
    excess = total - cb

    def call_plan(rule: str, why: Note | None) -> _Plan:
        return _Plan("call", cb, rule, then(why, after))

    def standard(rule: str, lead: Note | None) -> _Plan:
        if not rnd.can_raise(player):
            return call_plan("IA-10", then(lead, N("not-open-call", player=player, back=excess)))
        kind, _ = fp.ruling(total)
        low = rnd.min_raise_to(player) or total
        if kind == "raise":
            return _raise_plan(rnd, player, total, rule, then(lead, N("reaches-minimum", total=total), after))
        if kind == "obliged raise":
            return _Plan(_rk(rnd), low, rule if situation else "08.4",
                         then(lead, N("obliged", over=excess, increment=rnd.increment, to=low), after))
        return call_plan(rule if situation else "08.4",
                         then(lead, N("less-than-half", over=excess, increment=rnd.increment, back=excess)))

    if situation in (3, 4):
        plans = [standard("IA-09", N("in-front", rule="IA-09", situation=situation, total=total))]
    else:
        lead = N("earlier-chips", rule="IA-09", situation=situation, needed=cb - r) if situation else None
        rule = "IA-09" if situation else None
        every = Chips(values=tuple(sorted(first.values, reverse=True)))
        if first.count == 1:
            plans = [call_plan(rule or "08.5", then(lead, N("single-chip-call", back=excess)))]
        elif _multi(every, cb - r):
            plans = [call_plan(rule or "08.6", then(lead, N("every-chip-call", needed=cb - r, back=excess)))]
        else:
            plans = [standard(rule or "08.6", lead)]
    if d.prior is Prior.SWEPT:
        whole = standard("IA-09", N("sweep", rule="IA-09", total=total))
        if (whole.kind, whole.to) != (plans[0].kind, plans[0].to):
            plans[0] = replace(plans[0], note=then(plans[0].note, N("sweep-td", rule="IA-09")))
            plans.append(whole)
    return plans


def _last_chips(rnd: BettingRound, player: str, d: Delivery, st: _Prior, cb: int) -> list[_Plan]:
    """Plans for a push of every chip the player has, more than the call.

    TDA 2024 applies the call tests to the last chips too: one oversized chip facing a bet or a blind is a
    call (44), and so are several chips each needed for the call (45-A), unless raise or all-in was said
    first; otherwise the last chips are all-in whatever the 50 % standard says (45-B). The renderings make
    the last chips all-in whatever their value (08.6, IA-08-4), and for a single chip 08.5 (a call) and
    08.6 (all-in) conflict, which leaves it to the TD."""
    s = rnd.seat(player)
    committed = s.committed
    allin = _Plan("allin", committed + (s.behind or 0), "08.6", N("last-chips-allin"))
    test = _call_test(d, st, cb, committed) if rnd.can_raise(player) else ""
    if not test:
        return [allin]
    back = st.r + d.pushed - cb
    if test == "single":
        tda = [_Plan("call", cb, "TDA 44", N("single-chip-last", back=back))]
        sources = [replace(allin, note=then(allin.note, N("single-chip-conflict", rule="08.5", rule2="08.6"))),
                   _Plan("call", cb, "08.5", N("single-chip-08-5", rule="08.5", rule2="08.6"))]
        return _parting(rnd, "overchip-last-chip", tda, sources)
    tda = [_Plan("call", cb, "TDA 45-A", N("every-chip-last", needed=cb - committed - st.r, back=back))]
    return _parting(rnd, "last-chips-all-needed", tda, [allin])


def _bet_plan(rnd: BettingRound, player: str, total: int, note: Note, rule: str) -> _Plan:
    low = rnd.min_raise_to(player)
    if low is None:
        raise IllegalActionError(N("err-cannot-bet", player=player), rule="IA-10")
    if total < low:
        return _Plan(_rk(rnd), low, "08.8", N("bet-below-minimum", total=total, low=low))
    return _raise_plan(rnd, player, total, rule, note)


def _raise_plan(rnd: BettingRound, player: str, total: int, rule: str, note: Note | None) -> _Plan:
    high = rnd.max_raise_to(player)
    allin = rnd.all_in_total(player)
    if allin is not None and total >= allin:
        return _Plan("allin", allin, rule, then(note, N("every-chip-allin")))
    if high is not None and total > high:
        return _Plan(_rk(rnd), high, "08.8", N("above-limit", total=total, to=high, back=total - high))
    return _Plan(_rk(rnd), total, rule, note)


def _undercall(rnd: BettingRound, player: str, pushed: int, total: int, cb: int) -> list[_Plan]:
    s = rnd.seat(player)
    heads_up = len(rnd.live_players) == 2
    if is_opening_bet(rnd) or heads_up:
        facing = "opening" if is_opening_bet(rnd) else "heads-up"
        return [_Plan("call", cb, "08.7", N("undercall-obliged", pushed=pushed, facing=facing, call=cb))]
    levels = {a.to for a in rnd.actions if a.ruled_as in (ActionKind.BET, ActionKind.RAISE)}
    if rnd.street is Street.PREFLOP:
        levels |= {rnd.blinds[1]} | ({rnd.straddle[1]} if rnd.straddle else set())
    covered = [lv for lv in sorted(levels) if s.committed < lv <= total]
    forfeit_to = max(covered) if covered else s.committed + pushed
    kept = forfeit_to - s.committed
    back = pushed - kept
    why = N("forfeit-why", how="covered" if covered else "above" if s.committed else "none", bet=forfeit_to,
            had=s.committed, player=player)
    facing = ("straddle" if rnd.street is Street.PREFLOP and rnd.straddle is not None and len(levels) <= 2
              else "raise")
    return [_Plan("call", cb, "08.7", N("undercall-td-call", pushed=pushed, call=cb, facing=facing, rule="TDA 51-B")),
            _Plan("fold", forfeit_to, "08.7", N("undercall-td-fold", pushed=pushed, player=player, kept=kept, why=why,
                                               back=back))]


# ------------------------------------------------------------------------------------------ words
def _declared(rnd: BettingRound, player: str, said: Said, d: Delivery, st: _Prior) -> list[_Plan]:
    """Plans for a declaration made before any chips (or with none)."""
    s = rnd.seat(player)
    cb, committed = rnd.call_level(player), s.committed
    owed = cb - committed
    chips_total = d.pushed
    total_pushed = st.r + chips_total
    chips_to = total_pushed + (committed if st.front is None else 0)  # the street total the chips make
    w = said.word
    if w is Word.FOLD:
        return [_Plan("fold", committed, "08.1", N("declared", word="fold"))]
    if w is Word.CHECK:
        if owed > 0:
            return [_Plan("declare", committed, "PL-55", N("check-facing-bet", bet=cb, player=player))]
        return [_Plan("check", committed, "08.1", N("declared", word="check"))]
    if w is Word.CALL:
        if owed <= 0:
            return [_Plan("check", committed, "PL-55", N("call-no-bet"))]
        told = (N("told-owed", rule="08.10", player=player, told=d.told, bet=cb) if d.told is not None and d.told != cb else None)
        short = N("chips-short", chips=chips_total) if d.chips and total_pushed < cb else None
        named = None
        if said.amount is not None and said.amount != cb and not said.decimals:
            named = (N("call-first-under", amount=said.amount, call=cb, rule="TDA 51-B") if said.amount < cb else
                     N("call-first-over", amount=said.amount, rule="TDA 40-A"))
        return [_Plan("call", cb, "08.10" if told else "08.7", N("verbal-call").then(told, named, short))]
    if w is Word.COMPLETE:
        return [_complete(rnd, player, cb, owed)]
    if w is Word.ALLIN:
        return [_Plan("allin", 0, "08.1", N("declared", word="all-in"))]
    least = rnd.min_raise_to(player)
    if least is None and w in (Word.POT, Word.RAISE):
        return [_no_raise(rnd, player, said, owed)]
    low = least or 0  # known from here on for a bet or raise
    if w is Word.POT:
        if rnd.structure is Structure.POT_LIMIT:
            high = rnd.pot_limit_max(player)
            allin = rnd.all_in_total(player)
            if allin is not None and high >= allin:
                return [_Plan("allin", allin, "PL-54", N("pot-stack"))]
            return [_Plan(_rk(rnd), high, "PL-54", N("pot-binds", to=high))]
        target = max(low, chips_to) if d.chips else low
        return [_raise_plan(rnd, player, target, "PL-54C",
                            N("pot-no-limit", game=rnd.game.value, kind="raise" if cb else "bet", low=low,
                              made=target if d.chips else 0))]
    if w is Word.AMOUNT:
        amount, why = reading(rnd, said.amount or 0, shorthand=said.shorthand, decimals=said.decimals)
        # An amount alone is read like that many chips pushed, not every chip needed (TDA 40-C).
        if cb == 0:
            plans = [_bet_plan(rnd, player, committed + amount, N("said-bet", why=why, total=committed + amount),
                               "PL-57" if amount != said.amount or said.decimals else "08.1")]
        else:
            plans = _amount_alone(rnd, player, amount, why, d)
        return _contradicted(rnd, player, d, st, plans, chips_to, committed + amount)
    return _declared_raise(rnd, player, said, d, st, cb=cb, low=low, chips_to=chips_to)


def _amount_alone(rnd: BettingRound, player: str, amount: int, why: Note, d: Delivery) -> list[_Plan]:
    """An amount said alone facing a bet or a blind: the same as pushing that amount (TDA 40-C), never every
    chip needed. With chips already in front (a blind, a straddle, an earlier bet) the amount is the street
    total or what goes on top of them (TDA 46): where both readings rule alike that is the ruling, where they
    part the TD chooses (TDA 40-A), the street total first, as TDA 43-B reads "raise N"."""
    committed = rnd.seat(player).committed
    total = _amount_to(rnd, player, amount, why, d)
    if not committed:
        return total or []
    added = _amount_to(rnd, player, committed + amount, why, d)
    assert added is not None  # something goes on top
    on_top = N("said-added", why=why, front=committed, total=committed + amount)
    if total is None:  # no more than is in front already: only on top of it
        return [replace(p, note=on_top.then(p.note)) if i == 0 else p for i, p in enumerate(added)]
    key = [(p.kind, p.to) for p in total]
    if key == [(p.kind, p.to) for p in added]:
        return [replace(p, note=N("said-either", why=why, front=committed, then=p.note or why)) if i == 0 else p
                for i, p in enumerate(total)]
    first = N("said-readings", total=N("said-total", why=why, front=committed, then=total[0].note or why),
              added=on_top.then(added[0].note))
    out = [replace(total[0], rule="TDA 40-A", note=first)] + total[1:]
    return out + [p for p in added if (p.kind, p.to) not in key]


def _amount_to(rnd: BettingRound, player: str, to: int, why: Note, d: Delivery) -> list[_Plan] | None:
    """An amount said alone read as the street total ``to``: the chips it adds ruled as pushed (45-B, 43-A,
    51-B), or every chip when it adds more than the player has (40-C); ``None`` when it adds nothing facing a bet."""
    s = rnd.seat(player)
    committed, cb = s.committed, rnd.call_level(player)
    n, owed = to - committed, cb - committed
    if owed > 0 and n <= 0:
        return None
    if s.behind is not None and n > s.behind:
        # More than the player has: saying an amount is not pushing chips, so it is no impossible push but
        # every chip the player has, all-in (TDA 40-C read with 45-B-2), as "bet N" over the stack is.
        return [_Plan("allin", 0, "08.1", N("said-over-stack", why=why, behind=s.behind))]
    if owed <= 0:
        # Nothing to call (the big blind's option): a raise by the 50 % standard, or no raise at all (a check)
        # when it does not reach half a minimum raise over the bet.
        kind, top = fifty_percent(call_to=cb, increment=rnd.increment).ruling(max(to, cb))
        if kind == "call" or not rnd.can_raise(player):
            return [_Plan("check", committed, "08.5", N("said-option-check", why=why, bet=cb))]
        return [_raise_plan(rnd, player, top, "08.4", N("said-option-raise", why=why, bet=cb, to=top,
                                                          kind="raise" if kind == "raise" else "obliged"))]
    if not committed:
        parts = (n,) if n <= owed else (owed, n - owed)
        lump = Delivery(chips=Chips(values=tuple(sorted(parts, reverse=True))), told=d.told)
        plans = _pushed(rnd, player, lump, None, _Prior(None, None, 0))
        return [replace(pl, note=N("read-like", why=why, amount=n, then=pl.note or why)) for pl in plans]
    # On top of chips in front the words name no chips, so none is needed for the call: below the call an
    # undercall (51-B), the player's every chip all-in (45-B-2), otherwise the 50 % standard (43-A).
    if s.behind is not None and n == s.behind and to > cb:
        return [_Plan("allin", to, "08.6", N("every-chip-allin"))]
    if to < cb:
        if s.behind is not None and n == s.behind:
            return [_Plan("call", cb, "08.6", N("last-chips-call"))]
        return _undercall(rnd, player, n, to, cb)
    excess = to - cb
    if excess == 0:
        return [_Plan("call", cb, "08.1", None)]
    if not rnd.can_raise(player):
        return [_Plan("call", cb, "IA-10", N("not-open-call", player=player, back=excess))]
    kind, _ = fifty_percent(call_to=cb, increment=rnd.increment).ruling(to)
    if kind == "raise":
        return [_raise_plan(rnd, player, to, "08.4", N("reaches-minimum", total=to))]
    if kind == "obliged raise":
        low = rnd.min_raise_to(player) or to
        return [_raise_plan(rnd, player, low, "08.4", N("obliged", over=excess, increment=rnd.increment, to=low))]
    return [_Plan("call", cb, "08.4", N("less-than-half", over=excess, increment=rnd.increment, back=excess))]


def _declared_raise(rnd: BettingRound, player: str, said: Said, d: Delivery, st: _Prior, *, cb: int, low: int,
                    chips_to: int) -> list[_Plan]:
    """Plans for ``raise`` / ``bet`` said first, with or without an amount (and chips after the words):
    ``cb`` the call level, ``low`` the minimum bet or raise, ``chips_to`` the street total the chips make."""
    chips_total = d.pushed
    rule = "PL-55" if cb == 0 and said.text.startswith("raise") else "08.1"
    if said.amount is None:
        if not d.chips:
            return [_Plan(_rk(rnd), low, rule, N("word-minimum", said=said.text, low=low))]
        every = _word_then_chips(rnd, player, said, chips_to, low, chips_total)
        if not d.more:
            return every
        # Several motions after a bare "raise": TDA 42 and 56 count the motions up to the one that goes
        # beyond the call; 08.3 lets a raise declared first go in in as many motions as the player likes. A
        # declared bet in several motions is a string bet in both (PL-56, TDA 56).
        base, counted = chips_to - chips_total, 0
        for motion in (d.chips, *d.more):
            counted += motion.total
            if base + counted > cb:
                break
        first = _word_then_chips(rnd, player, said, base + counted, low, counted)[0]
        back = chips_total - (first.to - base)
        if back <= 0:
            return every
        tda = [replace(first, rule="TDA 42" if cb else "PL-56",
                       note=then(first.note, N("word-motions-back", rule="PL-56", chips=back, said=said.text,
                                               facing="bet" if cb else "none")))]
        if not cb:
            return tda
        sources = [replace(p, note=N("with-08-3", rule="08.3", then=p.note or N("declared-binding", said=said.text))) for p in every]
        return _parting(rnd, "raise-word-then-motions", tda, sources)
    if said.by:  # "raise by five": the increment is read as any number said (TDA 57)
        by, why = reading(rnd, said.amount, shorthand=said.shorthand, decimals=said.decimals)
        total, why = cb + by, (why.then(N("raise-by", by=by)) if by != said.amount or said.decimals
                               else N("declared-raise-by", by=by))
    else:
        total, why = reading(rnd, said.amount, shorthand=said.shorthand, decimals=said.decimals)
    if (total != said.amount or said.decimals) and not said.by:
        # "I bet five" at 200/400 cannot mean 5 chips: read against the pot (TDA 57, PL-57).
        to = max(total, low)
        fix = N("below-minimum-fixed", low=low) if total < low else None
        plans = [_raise_plan(rnd, player, to, "PL-57", N("said-to", why=why, kind=_rk(rnd), to=to).then(fix))]
        return _contradicted(rnd, player, d, st, plans, chips_to, to)
    if total < low:
        plans = [_Plan(_rk(rnd), low, "08.8", N("said-below-minimum", why=why, kind=_rk(rnd), low=low))]
    else:
        plans = [_raise_plan(rnd, player, total, "08.1", N("declared-binding", said=said.text))]
    return _contradicted(rnd, player, d, st, plans, chips_to, total)


def _word_then_chips(rnd: BettingRound, player: str, said: Said, to: int, low: int, chips: int) -> list[_Plan]:
    """``raise`` (no amount) said first, then chips making the street total ``to``: a raise to it, or to the
    minimum when the chips fall short (the word decides, 08-A)."""
    if to < low:
        return [_Plan(_rk(rnd), low, "08.1", N("word-then-short", rule="08-A", said=said.text, chips=chips, low=low))]
    return [_raise_plan(rnd, player, to, "08.1", N("word-then-chips", said=said.text, to=to,
                                                   kind="raise" if rnd.current_bet else "bet"))]


def _complete(rnd: BettingRound, player: str, cb: int, owed: int) -> _Plan:
    """``complete`` (an official term, TDA 3): in fixed limit, facing an all-in for less than a full bet, a
    raise that completes the bet to its full size (TDA 47-B); otherwise the bet faced is already complete and
    the word is a call (the small blind completing the big blind), a check with nothing to call (TDA 55-A)."""
    committed = rnd.committed(player)
    if rnd.structure is Structure.FIXED_LIMIT and rnd.current_bet > rnd.full_level:
        target = rnd.min_raise_to(player)
        if target is not None and target > cb:
            return _raise_plan(rnd, player, target, "TDA 47-B", N("complete-raise", to=target))
    if owed <= 0:
        return _Plan("check", committed, "PL-55", N("complete-check", rule="TDA 55-A"))
    return _Plan("call", cb, "08.1", N("complete-call", bet=cb))


def _no_raise(rnd: BettingRound, player: str, said: Said, owed: int) -> _Plan:
    """A declared bet or raise ("raise", "raise N", "pot") that the player may not make: no chips beyond the
    call, betting not reopened after a short all-in, the fixed-limit cap, nobody left to call. A general
    declaration in turn commits the player to the full current action (TDA 51-A, 40-A, 50-A): it binds to
    the nearest action that can be made, the call (all-in when the stack is no more than the call), or a
    check with nothing to call; chips already pushed stay in the pot as far as the call needs them."""
    blocker = rnd.blocker(player) or (N("may-not-raise"), "08.4")
    committed = rnd.committed(player)
    if owed <= 0:
        return _Plan("check", committed, "TDA 51-A", N("no-raise-check", said=said.text, player=player,
                                                         blocker=blocker[0], rule=blocker[1]))
    allin = rnd.all_in_total(player)
    cb = rnd.call_level(player)
    short = allin is not None and allin <= cb
    to = min(cb, allin) if short and allin is not None else cb
    return _Plan("call", to, "TDA 51-A", N("no-raise-call", said=said.text, player=player, blocker=blocker[0],
                                           rule=blocker[1], allin="yes" if short else "no"))


def _contradicted(rnd: BettingRound, player: str, d: Delivery, st: _Prior, plans: list[_Plan], chips_to: int,
                  declared: int) -> list[_Plan]:
    """Words naming an amount, then chips making another. Chips beyond the amount are change: the words came
    first and define the bet (TDA 40-A), the rest goes back. Chips short of it contradict the words: a TD
    decision (08.1, IA-06), the words first."""
    if not d.chips or chips_to == declared:
        return plans
    if chips_to > declared:
        return [replace(plans[0], note=then(plans[0].note, N("chips-change", chips=d.pushed, rule="TDA 40-A")))] \
            + plans[1:]
    alt = _pushed(rnd, player, replace(d, words=None, words_first=False), None, st)[0]
    if (alt.kind, alt.to) == (plans[0].kind, plans[0].to):
        return plans
    return [replace(plans[0], note=then(plans[0].note, N("chips-contradict", rule="IA-06", chips=d.pushed))),
            replace(alt, rule="IA-06")] + plans[1:]


def smallest_amount(rnd: BettingRound) -> int:
    """The smallest amount posted at this level (the small blind, or a smaller ante): a number said that is
    at least this much names real chips and is read as said; a smaller one ("five" at 200/400) is shorthand
    that may mean more (TDA 57)."""
    posted = [x for x in (rnd.blinds[0], rnd.blinds[1], rnd.ante if isinstance(rnd.ante, int) else 0) if x > 0]
    return min(posted) if posted else 1


def reading(rnd: BettingRound, n: int, *, shorthand: bool, decimals: int = 0) -> tuple[int, Note]:
    """What a number said means (TDA 57, PL-57 [57]), with the words of the ruling's note.

    A number with a scale word ("five thousand", "2k") or one that is at least the smallest amount posted at
    this level (:func:`smallest_amount`: "100" at 100/200) has one meaning, the number as said. A smaller one
    ("five" at 200/400) may mean n, 10n, 100n ...: it is read as the highest of them no larger than the pot
    before the bet, bets in front of the players included (:attr:`BettingRound.total_pot`); the number as said
    is one of the readings, and when even it is more than the pot it stands as said. A number with a fraction
    whose every reading in whole chips is over the pot ("1200.5" with 1400 in the pot) has no meaning in chips:
    it is refused (TDA 57 reads a meaning no larger than the pot, and no fraction of a chip is bet). Below the minimum the
    caller corrects the result to the minimum (TDA 52-A); below the call an amount alone is an undercall (51).
    """
    if not decimals and (not shorthand or n >= smallest_amount(rnd)):
        return n, N("declared-amount", n=n)
    pot = rnd.total_pot
    # With a fraction ("two and a half": n = 25 tenths) the number as said is no amount of chips; its readings
    # in whole chips are 25, 250, 2500 ...
    said = f"{n // 10 ** decimals}.{n % 10 ** decimals:0{decimals}d}" if decimals else str(n)
    readings = [n * 10 ** k for k in range(13)]
    fits = [c for c in readings if c <= pot]
    if not fits:
        if decimals:  # no meaning in chips at all: the number as said is no amount, every reading is over the pot
            raise ScenarioError(Note.of("err-fraction-no-reading", said=said, n=n, pot=pot), rule="TDA 57")
        return n, N("amount-over-pot", n=n, pot=pot)
    amount = max(fits)
    return amount, N("amount-read", rule="PL-57", n=said if decimals else n, pot=pot, amount=amount)


def conditional_statement(*, words: str, penalty: bool = True) -> Conditional:
    """How a conditional statement ("if you bet, I raise") is ruled (PL-59): a TD decision, returned as
    ``{"statement", "conditional", "outcomes", "penalty"}``."""
    said = read_words(words)
    if said.word is not Word.CONDITIONAL:
        raise ScenarioError(f"{words!r} is not a conditional statement (it has no 'if')", rule="PL-59")
    return Conditional.of({"statement": said.text, "conditional": True,
                           "outcomes": [Finding.NOT_BINDING.value, Finding.BINDING.value],
                           "penalty": "possible" if penalty else "none"}, {"words": words, "penalty": penalty})


def found_chip(*, all_in: int, found: int) -> FoundChip:
    """A chip of an all-in player found behind after the all-in was called (PL-62 [62]).

    The TD decides whether the chip was part of the all-in (accepted action, PL-53). If it was not, the
    all-in player is not paid for it when winning, and when losing the chip is not theirs to keep: the
    TD decides where it goes (the winner of the all-in, for one). Returns the figures of both readings:
    ``{"outcomes", "all_in_with_chip", "all_in_without_chip"}``."""
    for name, v in (("all_in", all_in), ("found", found)):
        if not isinstance(v, int) or isinstance(v, bool) or v <= 0:
            raise RulesError(f"found_chip: {name} {v!r} is not a whole number of chips above 0", rule="PL-62")
    return FoundChip.of({"outcomes": [Finding.PART.value, Finding.NOT_PART.value],
                         "all_in_with_chip": all_in + found, "all_in_without_chip": all_in,
                         "if_not_part": {"paid_when_winning": all_in,
                                         "chip_when_losing": "TD decides (may go to the winner)"}},
                        {"all_in": all_in, "found": found})
