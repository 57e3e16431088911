"""Silent chip pushes and verbal declarations: what they count as, read off a
:class:`~rulescore.betting.BettingRound`.

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
  set's reading (:mod:`rulescore.rulesets`);
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

**Declarations** (``says``, read by the grammar of :mod:`rulescore.saying`). Words in turn bind (08.1,
IA-11-3 [40, 51]): ``call`` with nothing to call is a check and ``raise``/``bet`` with no amount bind at least
the minimum (PL-55 [55]); ``check`` facing a bet is no action (recorded as ``declaration``; the turn stays):
the player must still call or fold and may not raise (PL-55 [55]; TDA 2024 counts it towards significant
action out of turn, :mod:`rulescore.procedure`); ``pot`` in no-limit binds at least a minimum legal bet or
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

from .betting import BettingRound
from .chips import Chips, Delivery, Prior
from .errors import IllegalActionError, RulesError, ScenarioError
from .saying import Said, Word, read_number, read_words  # noqa: F401  (re-exported: the grammar of says lives in saying)
from .vocabulary import ActionKind, RuleSet, Street, Structure

# ------------------------------------------------------------------------------------------- the words
# Word, Said, read_number and read_words: rulescore.saying (the grammar of says), imported above.


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
    note: str = ""
    """One sentence on why."""
    point: str = ""
    """Where the two rule sets rule this action differently: the point of :data:`rulescore.rulesets.POINTS`
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
        raise ScenarioError(f"{player} has no chips in front from an earlier bet to be {d.prior.value}", rule="IA-09")
    if d.prior is Prior.SWEPT:
        return _Prior(front, front, 0)
    if d.pulled is None:
        return _Prior(front, None, front.total)
    if d.pulled.total > front.total:
        raise ScenarioError(f"{player} pulls back {d.pulled} = {d.pulled.total} but has only {front.total} in front",
                            rule="IA-09")
    rest = _minus(front, d.pulled)
    if rest is None:  # the composition in front is not known chip by chip: keep the value
        rest = Chips(values=(front.total - d.pulled.total,)) if front.total > d.pulled.total else Chips(values=())
    return _Prior(front, rest if rest.values else None, d.pulled.total)


@dataclass(frozen=True, kw_only=True)
class Decision:
    """What the rules make of chips and words (a :class:`~rulescore.chips.Delivery`): the plans the rules
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
        """Where the other rule set reads the action otherwise (a key of :data:`rulescore.rulesets.POINTS`), or
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
            raise ScenarioError(f"{player}: td {td!r} given, but the rules leave the TD no choice here "
                                f"({plans[0].label})", rule=plans[0].rule or None)
        raise ScenarioError(f"{player}: td {td!r} is not among the outcomes the rules allow "
                            f"({' | '.join(p.label for p in plans)})", rule=plans[0].rule or None)


def decide(rnd: BettingRound, player: str, d: Delivery) -> Decision:
    """Rule what ``player`` did (chips, words or both) against the round as it stands; the round is only
    read. The engine applies the chosen plan through the round's operations."""
    said = read_words(d.words, player=player) if d.words else None
    if said is not None and said.word is Word.CONDITIONAL:
        return Decision(plans=(Plan("conditional", rnd.seat(player).committed, "PL-59",
                                    "a conditional statement is non-standard: the TD may hold the player to it "
                                    "and/or penalise it; it is not an action, the turn does not move"),
                               Plan("binding", rnd.seat(player).committed, "PL-59", "")))
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
    carries the point and the other set's plans (:mod:`rulescore.rulesets`)."""
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


def _returned(excess: int) -> str:
    """``", 200 returned"`` for a note, or nothing when no chip goes back."""
    return f", {excess} returned" if excess else ""


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
        return [replace(pl, rule=pl.rule, note=pl.note + f"; the {extra} of a second motion goes back: a raise "
                                                         f"needs one motion or a word first (string bet, 08.3)")
                for pl in plans]
    if cb > 0 and total >= cb:
        return [_Plan("call", cb, "08.3", f"a second motion completes the call of {cb}; anything more would be a "
                                         f"string raise and goes back (PL-56)")]
    if cb == 0:
        # A string bet with no bet to face (TDA 56, PL-56): the first motion is the bet; the chips of later
        # motions go back, except as far as they bring a bet below the minimum up to it (TDA 52-A).
        extra = sum(c.total for c in d.more)
        first_plan = _bet_plan(rnd, player, r + first.total, f"no bet to face: the first motion is a bet of "
                                                             f"{r + first.total}", "08.5")
        back = total - first_plan.to + committed
        return [replace(first_plan, rule="PL-56", note=first_plan.note + (
            f"; the {back} of the later motions goes back: a bet is made in one motion (string bet, TDA 56)"
            if back > 0 else f"; the later motions ({extra}) only bring it up to the minimum (TDA 56, 52-A)"))]
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
            raise IllegalActionError(f"{player} pushes {n} but has only {available} in the stack", rule="08.6")
        if n == available:
            if committed + s.behind <= cb:
                return [_Plan("call", cb, "08.6", "the player's last chips: a call all-in for less")]
            return _last_chips(rnd, player, d, st, cb)
    after = "; the words after the chips do not change them (08.1)" if said is not None else ""
    if d.more:
        string = _string_motions(rnd, player, d, said, st, cb=cb, total=total)
        if string is not None:
            return string
    if cb == 0:
        return [_bet_plan(rnd, player, total, f"no bet to face: the chips are a bet of {total}", "08.5")]
    if committed >= cb and first.count == 1 and not d.more:
        # Nothing to call (the big blind's option): one chip is a check; more are ruled as a raise attempt.
        return [_Plan("check", committed, "08.5", "nothing to call: a single chip is a check, the chip goes back")]
    if d.told is not None and d.told < cb and min(d.told, cb) <= total < cb:
        return [_Plan("call", cb, "08.10", f"{player} was told the bet was {d.told} and called it: a call of the "
                                           f"real bet of {cb}, {cb - total} more owed (accepted action)")]
    if total < cb:
        # Chips first define the action (08.1): chips short of the call are an undercall (08.7), whatever is
        # said after them ("call" included: the word came second and cannot change the chips, 08-E).
        return [replace(pl, note=pl.note + after) for pl in _undercall(rnd, player, n, total, cb)]
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
    tag = f"IA-09 situation {situation}" if situation else ""
    fp = fifty_percent(call_to=cb, increment=rnd.increment)
    excess = total - cb

    def call_plan(rule: str, why: str) -> _Plan:
        return _Plan("call", cb, rule, why + after)

    def standard(rule: str, lead: str) -> _Plan:
        if not rnd.can_raise(player):
            return call_plan("IA-10", f"{lead}betting is not open to {player}: the chips are a call{_returned(excess)}")
        kind, _ = fp.ruling(total)
        low = rnd.min_raise_to(player) or total
        if kind == "raise":
            return _raise_plan(rnd, player, total, rule,
                               f"{lead}{total} reaches the minimum raise: a raise to {total}{after}")
        if kind == "obliged raise":
            return _Plan(_rk(rnd), low, rule if situation else "08.4",
                         f"{lead}{excess} over the call is at least half the minimum raise of {rnd.increment}: "
                         f"obliged to raise to {low}{after}")
        return call_plan(rule if situation else "08.4",
                         f"{lead}{excess} over the call is less than half the minimum raise of {rnd.increment}: "
                         f"a call{_returned(excess)}")

    if situation in (3, 4):
        why = "the earlier chips already cover the call" if situation == 4 else "the earlier chips were partly pulled back"
        plans = [standard("IA-09", f"{why}: the {total} in front is one multiple-chip bet ({tag}); ")]
    else:
        lead = (f"earlier chips {'left in front' if situation == 1 else 'pulled back'}: the new chips are ruled "
                f"against the {cb - r} still needed ({tag}); " if situation else "")
        rule = "IA-09" if situation else None
        every = Chips(values=tuple(sorted(first.values, reverse=True)))
        if first.count == 1:
            plans = [call_plan(rule or "08.5", f"{lead}a single chip facing a bet is a call{_returned(excess)}")]
        elif _multi(every, cb - r):
            plans = [call_plan(rule or "08.6", f"{lead}every chip is needed to call {cb - r}: a call{_returned(excess)}")]
        else:
            plans = [standard(rule or "08.6", lead)]
    if d.prior is Prior.SWEPT:
        whole = standard("IA-09", f"every chip moved forward together ({total}) read as one bet (IA-09 situation 5); ")
        if (whole.kind, whole.to) != (plans[0].kind, plans[0].to):
            plans[0] = replace(plans[0], note=plans[0].note + "; the TD may instead read the sweep as one bet of "
                                                               "every chip moved (IA-09 situation 5)")
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
    allin = _Plan("allin", committed + (s.behind or 0), "08.6", "the player's last chips: all-in whatever their value")
    test = _call_test(d, st, cb, committed) if rnd.can_raise(player) else ""
    if not test:
        return [allin]
    back = _returned(st.r + d.pushed - cb)
    if test == "single":
        tda = [_Plan("call", cb, "TDA 44", f"a single chip facing a bet is a call, the player's last chip "
                                          f"included{back}")]
        why = ("; but the chip is a single chip facing a bet, which 08.5 rules a call: the sources conflict "
               "(08.5 against 08.6), the TD decides")
        sources = [replace(allin, note=allin.note + why),
                   _Plan("call", cb, "08.5", "a single chip facing a bet is a call (08.5), even the player's last; "
                                             "the rest goes back (sources conflict with 08.6)")]
        return _parting(rnd, "overchip-last-chip", tda, sources)
    tda = [_Plan("call", cb, "TDA 45-A", f"every chip is needed to call {cb - committed - st.r}: a call, the "
                                        f"player's last chips included{back}")]
    return _parting(rnd, "last-chips-all-needed", tda, [allin])


def _bet_plan(rnd: BettingRound, player: str, total: int, note: str, rule: str) -> _Plan:
    low = rnd.min_raise_to(player)
    if low is None:
        raise IllegalActionError(f"{player} cannot bet: betting is not open to {player}", rule="IA-10")
    if total < low:
        return _Plan(_rk(rnd), low, "08.8", f"a bet of {total} is below the minimum bet; corrected to {low}")
    return _raise_plan(rnd, player, total, rule, note)


def _raise_plan(rnd: BettingRound, player: str, total: int, rule: str, note: str) -> _Plan:
    high = rnd.max_raise_to(player)
    allin = rnd.all_in_total(player)
    if allin is not None and total >= allin:
        return _Plan("allin", allin, rule, note + "; that is every chip: all-in")
    if high is not None and total > high:
        return _Plan(_rk(rnd), high, "08.8", f"{total} is above the limit: reduced to {high}, {total - high} returned")
    return _Plan(_rk(rnd), total, rule, note)


def _undercall(rnd: BettingRound, player: str, pushed: int, total: int, cb: int) -> list[_Plan]:
    s = rnd.seat(player)
    heads_up = len(rnd.live_players) == 2
    if is_opening_bet(rnd) or heads_up:
        why = "the opening bet" if is_opening_bet(rnd) else "a bet heads-up"
        return [_Plan("call", cb, "08.7", f"undercall of {pushed} facing {why}: a full call of {cb} is obligatory")]
    levels = {a.to for a in rnd.actions if a.ruled_as in (ActionKind.BET, ActionKind.RAISE)}
    if rnd.street is Street.PREFLOP:
        levels |= {rnd.blinds[1]} | ({rnd.straddle[1]} if rnd.straddle else set())
    covered = [lv for lv in sorted(levels) if s.committed < lv <= total]
    forfeit_to = max(covered) if covered else s.committed + pushed
    kept = forfeit_to - s.committed
    back = pushed - kept
    why = (f"the chips cover the bet of {forfeit_to}" if covered else
           f"the chips reach no bet level above the {s.committed} {player} already had in, so every chip pushed "
           f"stays" if s.committed else "the chips reach no bet level, so every chip pushed stays")
    facing = ("the straddle, a raise over the big blind (preflop the big blind is the opening bet, TDA 51-B),"
              if rnd.street is Street.PREFLOP and rnd.straddle is not None and len(levels) <= 2 else "a raise")
    return [_Plan("call", cb, "08.7", f"undercall of {pushed} facing {facing} in a multi-way pot: the TD may require "
                                      f"the full call of {cb}"),
            _Plan("fold", forfeit_to, "08.7", f"undercall of {pushed}: the TD lets {player} fold; {kept} forfeited "
                                              f"({why}){_returned(back)}")]


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
        return [_Plan("fold", committed, "08.1", "declared fold")]
    if w is Word.CHECK:
        if owed > 0:
            return [_Plan("declare", committed, "PL-55", f"'check' facing a bet of {cb}: no action; {player} may now "
                                                        f"only call or fold")]
        return [_Plan("check", committed, "08.1", "declared check")]
    if w is Word.CALL:
        if owed <= 0:
            return [_Plan("check", committed, "PL-55", "'call' with no bet to face is a check")]
        told = (f"; {player} was told the bet was {d.told}: the full {cb} is owed (accepted action, 08.10)"
                if d.told is not None and d.told != cb else "")
        short = (f"; the chips pushed ({chips_total}) are short: the rest is owed" if d.chips and total_pushed < cb
                 else "")
        named = ""
        if said.amount is not None and said.amount != cb and not said.decimals:
            named = (f"; 'call' came first, so the {said.amount} said after it is no undercall: the full {cb} is owed "
                     f"(TDA 51-B)" if said.amount < cb else
                     f"; 'call' came first and decides: the {said.amount} said after it makes no raise (TDA 40-A)")
        return [_Plan("call", cb, "08.10" if told else "08.7",
                      "a verbal call binds the full amount" + told + named + short)]
    if w is Word.COMPLETE:
        return [_complete(rnd, player, cb, owed)]
    if w is Word.ALLIN:
        return [_Plan("allin", 0, "08.1", "declared all-in")]
    least = rnd.min_raise_to(player)
    if least is None and w in (Word.POT, Word.RAISE):
        return [_no_raise(rnd, player, said, owed)]
    low = least or 0  # known from here on for a bet or raise
    if w is Word.POT:
        if rnd.structure is Structure.POT_LIMIT:
            high = rnd.pot_limit_max(player)
            allin = rnd.all_in_total(player)
            if allin is not None and high >= allin:
                return [_Plan("allin", allin, "PL-54", "'pot' is more than the stack: all-in")]
            return [_Plan(_rk(rnd), high, "PL-54", f"'pot' in pot-limit binds a bet to {high}")]
        target = max(low, chips_to) if d.chips else low
        kind = "a raise" if cb else "a bet"
        return [_raise_plan(rnd, player, target, "PL-54C",
                            f"'pot' is no valid bet in {rnd.game.value} but binds {kind} of at least the minimum "
                            f"({low}); {'the chips make it ' + str(target) if d.chips else 'the minimum is applied'}")]
    if w is Word.AMOUNT:
        amount, why = reading(rnd, said.amount or 0, shorthand=said.shorthand, decimals=said.decimals)
        # An amount alone is read like that many chips pushed, not every chip needed (TDA 40-C).
        if cb == 0:
            plans = [_bet_plan(rnd, player, committed + amount, f"{why}: a bet of {committed + amount}", "PL-57"
                               if amount != said.amount or said.decimals else "08.1")]
        elif owed <= 0:
            # Nothing to call (the big blind's option): the amount, a street total, is a raise by the 50 %
            # standard, or no raise at all (a check) when it does not reach half a minimum raise over the bet.
            kind, to = fifty_percent(call_to=cb, increment=rnd.increment).ruling(max(amount, cb))
            if kind == "call" or not rnd.can_raise(player):
                plans = [_Plan("check", committed, "08.5", f"{why} with nothing to call: less than half a minimum "
                                                           f"raise over the bet of {cb}, so no raise: a check")]
            else:
                plans = [_raise_plan(rnd, player, to, "08.4", f"{why} with nothing to call: "
                                                             + ("a raise to it" if kind == "raise" else
                                                                f"at least half a minimum raise over {cb}: "
                                                                f"obliged to raise to {to}"))]
        else:
            parts = (amount,) if amount <= owed else (owed, amount - owed)
            lump = Delivery(chips=Chips(values=tuple(sorted(parts, reverse=True))), told=d.told)
            plans = _pushed(rnd, player, lump, None, _Prior(None, None, 0))
            plans = [replace(pl, note=f"{why}, read like {amount} in chips: " + pl.note) for pl in plans]
        return _contradicted(rnd, player, d, st, plans, chips_to, committed + amount)
    return _declared_raise(rnd, player, said, d, st, cb=cb, low=low, chips_to=chips_to)


def _declared_raise(rnd: BettingRound, player: str, said: Said, d: Delivery, st: _Prior, *, cb: int, low: int,
                    chips_to: int) -> list[_Plan]:
    """Plans for ``raise`` / ``bet`` said first, with or without an amount (and chips after the words):
    ``cb`` the call level, ``low`` the minimum bet or raise, ``chips_to`` the street total the chips make."""
    chips_total = d.pushed
    rule = "PL-55" if cb == 0 and said.text.startswith("raise") else "08.1"
    if said.amount is None:
        if not d.chips:
            return [_Plan(_rk(rnd), low, rule, f"'{said.text}' without an amount binds the minimum: to {low}")]
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
                       note=first.note + f"; the {back} of the later motions goes back: '{said.text}' without an "
                                         f"amount allows no string of motions ({'TDA 42, 56' if cb else 'PL-56, TDA 56'})")]
        if not cb:
            return tda
        sources = [replace(p, note=p.note + " (08.3: a raise declared first may go in in several motions)")
                   for p in every]
        return _parting(rnd, "raise-word-then-motions", tda, sources)
    if said.by:  # "raise by five": the increment is read as any number said (TDA 57)
        by, why = reading(rnd, said.amount, shorthand=said.shorthand, decimals=said.decimals)
        total, why = cb + by, (f"{why}; a raise by {by}" if by != said.amount or said.decimals
                               else f"declared a raise by {by}")
    else:
        total, why = reading(rnd, said.amount, shorthand=said.shorthand, decimals=said.decimals)
    if (total != said.amount or said.decimals) and not said.by:
        # "I bet five" at 200/400 cannot mean 5 chips: read against the pot (TDA 57, PL-57).
        to = max(total, low)
        fix = f"; below the minimum, corrected to {low} (TDA 52-A)" if total < low else ""
        plans = [_raise_plan(rnd, player, to, "PL-57", f"{why}: {_rk(rnd)} to {to}{fix}")]
        return _contradicted(rnd, player, d, st, plans, chips_to, to)
    if total < low:
        plans = [_Plan(_rk(rnd), low, "08.8", f"{why}: below the minimum {_rk(rnd)}, corrected to {low} (TDA 52-A)")]
    else:
        plans = [_raise_plan(rnd, player, total, "08.1", f"declared {said.text!r}: binding")]
    return _contradicted(rnd, player, d, st, plans, chips_to, total)


def _word_then_chips(rnd: BettingRound, player: str, said: Said, to: int, low: int, chips: int) -> list[_Plan]:
    """``raise`` (no amount) said first, then chips making the street total ``to``: a raise to it, or to the
    minimum when the chips fall short (the word decides, 08-A)."""
    if to < low:
        return [_Plan(_rk(rnd), low, "08.1", f"'{said.text}' first, then chips of {chips}: the word decides, a raise to "
                                            f"at least the minimum {low} is owed (08-A)")]
    made = f"a raise to {to}" if rnd.current_bet else f"a bet of {to}"
    return [_raise_plan(rnd, player, to, "08.1", f"'{said.text}' first, then chips: {made}")]


def _complete(rnd: BettingRound, player: str, cb: int, owed: int) -> _Plan:
    """``complete`` (an official term, TDA 3): in fixed limit, facing an all-in for less than a full bet, a
    raise that completes the bet to its full size (TDA 47-B); otherwise the bet faced is already complete and
    the word is a call (the small blind completing the big blind), a check with nothing to call (TDA 55-A)."""
    committed = rnd.committed(player)
    if rnd.structure is Structure.FIXED_LIMIT and rnd.current_bet > rnd.full_level:
        target = rnd.min_raise_to(player)
        if target is not None and target > cb:
            return _raise_plan(rnd, player, target, "TDA 47-B",
                               f"'complete' facing an all-in for less than a full bet: the bet is completed to "
                               f"{target}")
    if owed <= 0:
        return _Plan("check", committed, "PL-55", "'complete' with nothing to call is a check (TDA 55-A)")
    return _Plan("call", cb, "08.1", f"'complete': the bet of {cb} is a full bet already, so the word is a call")


def _no_raise(rnd: BettingRound, player: str, said: Said, owed: int) -> _Plan:
    """A declared bet or raise ("raise", "raise N", "pot") that the player may not make: no chips beyond the
    call, betting not reopened after a short all-in, the fixed-limit cap, nobody left to call. A general
    declaration in turn commits the player to the full current action (TDA 51-A, 40-A, 50-A): it binds to
    the nearest action that can be made, the call (all-in when the stack is no more than the call), or a
    check with nothing to call; chips already pushed stay in the pot as far as the call needs them."""
    blocker = rnd.why_no_raise(player) or ("the player may not raise", "08.4")
    committed = rnd.committed(player)
    if owed <= 0:
        return _Plan("check", committed, "TDA 51-A", f"'{said.text}' but {player} may not bet: {blocker[0]} "
                                                      f"({blocker[1]}); the "
                                                      f"declaration binds to the nearest valid action, a check")
    allin = rnd.all_in_total(player)
    cb = rnd.call_level(player)
    short = allin is not None and allin <= cb
    to = min(cb, allin) if short and allin is not None else cb
    return _Plan("call", to, "TDA 51-A", f"'{said.text}' but {player} may not raise: {blocker[0]} ({blocker[1]}); the "
                                         f"declaration "
                                         f"binds to the nearest valid action, a call"
                                         + (" all-in" if short else "") + " (TDA 51-A)")


def _contradicted(rnd: BettingRound, player: str, d: Delivery, st: _Prior, plans: list[_Plan], chips_to: int,
                  declared: int) -> list[_Plan]:
    """Words naming an amount, then chips making another. Chips beyond the amount are change: the words came
    first and define the bet (TDA 40-A), the rest goes back. Chips short of it contradict the words: a TD
    decision (08.1, IA-06), the words first."""
    if not d.chips or chips_to == declared:
        return plans
    if chips_to > declared:
        return [replace(plans[0], note=plans[0].note + f"; the chips pushed after the words ({d.pushed}) are more "
                                                        f"than the amount said: the words came first and define the "
                                                        f"bet, the rest is change (TDA 40-A)")] + plans[1:]
    alt = _pushed(rnd, player, replace(d, words=None, words_first=False), None, st)[0]
    if (alt.kind, alt.to) == (plans[0].kind, plans[0].to):
        return plans
    return [replace(plans[0], note=plans[0].note + f"; the chips ({d.pushed}) contradict the words: the TD decides "
                                                    f"(IA-06), the words came first"),
            replace(alt, rule="IA-06")] + plans[1:]


def smallest_amount(rnd: BettingRound) -> int:
    """The smallest amount posted at this level (the small blind, or a smaller ante): a number said that is
    at least this much names real chips and is read as said; a smaller one ("five" at 200/400) is shorthand
    that may mean more (TDA 57)."""
    posted = [x for x in (rnd.blinds[0], rnd.blinds[1], rnd.ante if isinstance(rnd.ante, int) else 0) if x > 0]
    return min(posted) if posted else 1


def reading(rnd: BettingRound, n: int, *, shorthand: bool, decimals: int = 0) -> tuple[int, str]:
    """What a number said means (TDA 57, PL-57 [57]), with the words of the ruling's note.

    A number with a scale word ("five thousand", "2k") or one that is at least the smallest amount posted at
    this level (:func:`smallest_amount`: "100" at 100/200) has one meaning, the number as said. A smaller one
    ("five" at 200/400) may mean n, 10n, 100n ...: it is read as the highest of them no larger than the pot
    before the bet, bets in front of the players included (:attr:`BettingRound.total_pot`); the number as said
    is one of the readings, and when even it is more than the pot it stands as said. Below the minimum the
    caller corrects the result to the minimum (TDA 52-A); below the call an amount alone is an undercall (51).
    """
    if not decimals and (not shorthand or n >= smallest_amount(rnd)):
        return n, f"declared {n}"
    pot = rnd.total_pot
    # With a fraction ("two and a half": n = 25 tenths) the number as said is no amount of chips; its readings
    # in whole chips are 25, 250, 2500 ...
    said = f"{n // 10 ** decimals}.{n % 10 ** decimals:0{decimals}d}" if decimals else str(n)
    readings = [n * 10 ** k for k in range(13)]
    fits = [c for c in readings if c <= pot]
    if not fits:
        if decimals:
            return n, (f"'{said}' is no whole number of chips and even {n} is more than the pot of {pot}: read as "
                       f"{n}, its smallest reading in chips (TDA 57)")
        return n, f"'{n}' is more than the pot of {pot}, so it is read as said (TDA 57)"
    amount = max(fits)
    return amount, (f"'{said}' read against a pot of {pot} (bets in front included): {amount}, the highest reading "
                    f"no larger than the pot (TDA 57, PL-57)")


def conditional_statement(*, words: str, penalty: bool = True) -> dict:
    """How a conditional statement ("if you bet, I raise") is ruled (PL-59): a TD decision, returned as
    ``{"statement", "conditional", "outcomes", "penalty"}``."""
    said = read_words(words)
    if said.word is not Word.CONDITIONAL:
        raise ScenarioError(f"{words!r} is not a conditional statement (it has no 'if')", rule="PL-59")
    return {"statement": said.text, "conditional": True, "outcomes": ["not binding", "binding"],
            "penalty": "possible" if penalty else "none"}


def found_chip(*, all_in: int, found: int) -> dict:
    """A chip of an all-in player found behind after the all-in was called (PL-62 [62]).

    The TD decides whether the chip was part of the all-in (accepted action, PL-53). If it was not, the
    all-in player is not paid for it when winning, and when losing the chip is not theirs to keep: the
    TD decides where it goes (the winner of the all-in, for one). Returns the figures of both readings:
    ``{"outcomes", "all_in_with_chip", "all_in_without_chip"}``."""
    for name, v in (("all_in", all_in), ("found", found)):
        if not isinstance(v, int) or isinstance(v, bool) or v <= 0:
            raise RulesError(f"found_chip: {name} {v!r} is not a whole number of chips above 0", rule="PL-62")
    return {"outcomes": ["part of the all-in", "not part of the all-in"],
            "all_in_with_chip": all_in + found, "all_in_without_chip": all_in,
            "if_not_part": {"paid_when_winning": all_in, "chip_when_losing": "TD decides (may go to the winner)"}}
