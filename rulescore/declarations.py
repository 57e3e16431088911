"""Silent chip pushes and verbal declarations, ruled against a :class:`~rulescore.betting.BettingRound`.

Silent chips (``push``):

* a player's last chips are always all-in, whatever the 50 % standard says (08.6, IA-08-4);
* undercall — chips below the call without a word (08.7, IA-11): a full call when made in turn facing
  the opening bet of the street or heads-up; otherwise a TD decision (complete the call, or fold and
  forfeit what was pushed), listed as outcomes;
* with no bet to face, the chips are a bet of their value (08.5); preflop the big blind counts as a bet,
  so a single chip there is a call (a check for the big blind);
* a single chip facing a bet is a call, the excess returned (08.5, 08-B);
* several chips are a call when every chip is needed: removing the smallest leaves less than the call
  (08.6, 08-D, IA-08-1);
* otherwise the 50 % standard (08.4, IA-08-2/3, 08-C): a raise of at least half the minimum raise
  obliges a full minimum raise; less is a call and the excess is returned; at or above the minimum it
  is a raise to what was pushed (a change-making push counts in full, PL-61);
* where betting is not open to the player (IA-10), the chips can only be a call.

Verbal declarations (``says``): a binding word in turn decides before chips (08.1, 08-A). ``call`` with
nothing to call is a check and ``raise`` with no bet obliges at least a minimum bet (PL-55); ``call``
facing a bet binds a full call (IA-11-3); a declared amount below the minimum is corrected to the
minimum (08.8); ``pot`` in no-limit binds a legal bet (PL-54C); ``allin`` puts in every chip.
"""

from __future__ import annotations

import re

from .betting import ActionRecord, BettingRound, Street
from .chips import Chips
from .errors import IllegalActionError, ScenarioError


def _raises_so_far(rnd: BettingRound) -> int:
    return sum(1 for a in rnd.actions if a.ruled_as in ("bet", "raise"))


def is_opening_bet(rnd: BettingRound) -> bool:
    """Whether the bet now facing the table is the street's opening bet (no raise yet; preflop the
    big blind)."""
    n = _raises_so_far(rnd)
    return n == 0 if rnd.street is Street.PREFLOP else n == 1


def push(rnd: BettingRound, player: str, chips: Chips, *, written: str = "") -> ActionRecord:
    """Rule silent chips pushed forward by ``player`` and apply them to the round."""
    s = rnd.seat(player)
    rnd._check_turn(player, written)
    pushed = chips.total
    owed = rnd.current_bet - s.committed
    if s.behind is not None and pushed >= s.behind:
        if pushed > s.behind:
            raise IllegalActionError(f"{player} pushes {chips} = {pushed} but has only {s.behind} behind", rule="08.6")
        return rnd.all_in(player, written=written, rule="08.6",
                          note="the player's last chips: all-in whatever their value")
    if owed > 0 and pushed < owed:
        return _undercall(rnd, player, pushed, owed, written=written)
    if rnd.current_bet == 0:
        total = s.committed + pushed
        low = rnd.min_raise_to(player)
        if low is not None and total < low:
            return rnd.raise_to(player, low, written=written, rule="08.8",
                                note=f"a bet of {pushed} is below the minimum bet; corrected to {low}")
        return _raise_capped(rnd, player, total, written=written, rule="08.5",
                             note=f"no bet to face: the chips are a bet of {pushed}")
    over = pushed - owed
    call_kw = dict(written=written, returned=over)
    if chips.count == 1:
        return _call_or_check(rnd, player, rule="08.5", note=f"a single chip facing a bet is a call; {over} returned",
                              **call_kw)
    if pushed - chips.smallest < owed:
        return _call_or_check(rnd, player, rule="08.6",
                              note=f"every chip is needed to call {owed}: a call, {over} returned", **call_kw)
    if not rnd.can_raise(player):
        return _call_or_check(rnd, player, rule="IA-10",
                              note=f"betting is not open to {player}: the chips are a call, {over} returned", **call_kw)
    target = rnd.min_raise_to(player)
    total = s.committed + pushed
    if total >= target:
        return _raise_capped(rnd, player, total, written=written, rule="08.6",
                             note=f"not every chip is needed and {pushed} reaches the minimum raise: a raise to {total}")
    if 2 * over >= rnd.increment:
        return rnd.raise_to(player, target, written=written, rule="08.4",
                            note=f"{over} over the call is at least half the minimum raise of {rnd.increment}: "
                                 f"obliged to raise to {target}")
    return _call_or_check(rnd, player, rule="08.4",
                          note=f"{over} over the call is less than half the minimum raise of {rnd.increment}: "
                               f"a call, {over} returned", **call_kw)


def _call_or_check(rnd: BettingRound, player: str, **kw) -> ActionRecord:
    if rnd.current_bet - rnd.seat(player).committed > 0:
        return rnd.call(player, **kw)
    kw.pop("returned", None)
    rec = rnd.check(player, **kw)
    return rec


def _raise_capped(rnd: BettingRound, player: str, total: int, *, written: str, rule: str, note: str) -> ActionRecord:
    high = rnd.max_raise_to(player)
    if high is not None and total > high:
        return rnd.raise_to(player, high, written=written, rule="08.8", returned=total - high,
                            note=f"{total} is above the limit: reduced to {high}, {total - high} returned")
    return rnd.raise_to(player, total, written=written, rule=rule, note=note)


def _undercall(rnd: BettingRound, player: str, pushed: int, owed: int, *, written: str) -> ActionRecord:
    live = len(rnd.live_players)
    if is_opening_bet(rnd) or live == 2:
        why = "the opening bet" if is_opening_bet(rnd) else "a bet heads-up"
        return rnd.call(player, written=written, rule="08.7",
                        note=f"undercall of {pushed} facing {why}: a full call of {owed} is obligatory")
    return rnd.call(player, written=written, rule="08.7",
                    outcomes=("call", "fold"),
                    note=f"undercall of {pushed} facing a raise in a multi-way pot: the TD may require the full "
                         f"call of {owed} or let {player} fold and forfeit the chips pushed")


_NUMBER = re.compile(r"^(?:(bet|raise|raise to|make it)\s+)?(\d[\d ,_]*)$")


def say(rnd: BettingRound, player: str, words: str, *, written: str = "") -> ActionRecord:
    """Rule a verbal declaration made in turn by ``player`` and apply it."""
    text = " ".join(str(words).lower().split()).strip(" .!")
    rnd._check_turn(player, written)
    s = rnd.seat(player)
    owed = rnd.current_bet - s.committed
    if text in ("fold", "i fold"):
        return rnd.fold(player, written=written, rule="08.1")
    if text == "check":
        if owed > 0:
            raise IllegalActionError(f"{player} says check facing a bet of {rnd.current_bet}; "
                                     f"{player} may only call or fold", rule="PL-55")
        return rnd.check(player, written=written, rule="08.1")
    if text == "call":
        if owed <= 0:
            return rnd.check(player, written=written, rule="PL-55", note="'call' with no bet to face is a check")
        return rnd.call(player, written=written, rule="08.7", note="a verbal call binds the full amount")
    if text in ("allin", "all-in", "all in"):
        return rnd.all_in(player, written=written, rule="08.1", note="declared all-in")
    if text in ("raise", "bet"):
        low = rnd.min_raise_to(player)
        if low is None:
            raise IllegalActionError(f"{player} says {text} but betting is not open to {player}", rule="IA-10")
        rule = "PL-55" if owed <= 0 and rnd.current_bet == 0 and text == "raise" else "08.1"
        return rnd.raise_to(player, low, written=written, rule=rule,
                            note=f"'{text}' without an amount binds the minimum: to {low}")
    if text == "pot":
        high = rnd.pot_limit_max(player)
        rule = "PL-54" if rnd.structure.value == "pot-limit" else "PL-54C"
        allin = rnd.all_in_total(player)
        total = high if allin is None else min(high, allin)
        if total >= (allin or total + 1):
            return rnd.all_in(player, written=written, rule=rule, note="'pot' is more than the stack: all-in")
        return rnd.raise_to(player, total, written=written, rule=rule, note=f"'pot' binds a bet to {total}")
    m = _NUMBER.match(text)
    if m:
        verb = m.group(1) or ("raise" if rnd.current_bet else "bet")
        amount = int(re.sub(r"[ ,_]", "", m.group(2)))
        total = amount if verb != "raise" else amount
        low = rnd.min_raise_to(player)
        if low is None:
            raise IllegalActionError(f"{player} says {text!r} but betting is not open to {player}", rule="IA-10")
        if total < low:
            return rnd.raise_to(player, low, written=written, rule="08.8",
                                note=f"declared {total} is below the minimum: corrected to {low}")
        return _raise_capped(rnd, player, total, written=written, rule="08.1", note=f"declared {text!r}: binding")
    raise ScenarioError(f"{player} says {words!r}: not a declaration rulescore can read "
                        "(call, check, fold, raise, raise N, bet N, pot, allin)")
