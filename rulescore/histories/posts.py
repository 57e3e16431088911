"""The posts of a site's hand read from its text (module :mod:`.sites` reads the rest): blinds, antes, dead
blinds, straddles, each from the line that writes it, and placed seat by seat (:func:`posts_by_seat`).

* A live blind counts toward the poster's bet; a dead part (``posts $1 dead $0.50``, ``big blind + dead``,
  ``small & big blinds``) is dead money, written as that seat's ante; a blind posted all-in for less is the
  blind it is, with the table's blinds from the header.
* A post rulescore cannot place (a live blind from a seat out of position, a button blind, a post it cannot
  read) is refused in one line quoting the line; so is a post whose amount has a sign or is missing.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from decimal import Decimal
from typing import Any

from ..records.errors import ScenarioError, UnsupportedError
from .grammars import value

#: A line where a player posts something: ``format -> pattern`` with groups ``player`` and ``body``.
POSTS = {
    "pokerstars": r"^(?P<player>.+?): posts (?P<body>.+)$",
    "fulltilt": r"^(?P<player>.+?) (?P<body>posts .+|antes .+)$",
    "partypoker": r"^(?P<player>.+?) posts (?P<body>.+)$",
    "ongame": r"^(?P<player>.+?) posts (?P<body>.+)$",
    "absolute": r"^(?P<player>.+?) - (?P<body>Posts .+|Ante .+|All-In .+)$",
    "ipoker": r"<action\b(?=[^>]*\btype=\"(?:1|2|15)\")(?=[^>]*\bplayer=\"(?P<player>[^\"]+)\")"
              r"(?P<body>[^>]*)/?>",
}

#: The line that starts the deal (posts come before it).
DEAL = re.compile(r"^\*\*\* (?:POCKET|HOLE) CARDS \*\*\*")
#: A minus sign before an amount (``posts small blind -$0.05``): chips are never negative.
SIGNED = re.compile(r"(?<![\w.])[-−–]\s?[^\d\s]{0,3}\d")


@dataclass(frozen=True)
class Post:
    """One post read from the text."""

    player: str
    line: str
    live: Decimal = Decimal(0)
    dead: Decimal = Decimal(0)
    ante: Decimal = Decimal(0)
    kind: str = ""
    """``sb``, ``bb``, ``straddle``, ``dead``, ``ante``, ``blind`` (an all-in blind: its seat's), ``bb+dead`` or
    ``live`` (a bare live post: the big blind from its seat, else a post out of position)."""
    all_in: bool = False


def _post(player: str, body: str, line: str, fmt: str) -> Post:
    """One post line's meaning (``body``: what follows the player's name), or a refusal quoting the line."""
    low = body.lower()
    if fmt == "ipoker":
        kind = re.search(r'\btype="(\d+)"', body)
        amount = re.search(r'\bsum="\D{0,3}([0-9.,]+)"', body)  # $1, €0,50, RSD1
        if kind is None or amount is None:
            raise ScenarioError(f"line {line.strip()[:120]!r}: a post rulescore cannot read")
        v = value(amount.group(1))
        code = kind.group(1)
        return Post(player, line, ante=v, kind="ante") if code == "15" else \
            Post(player, line, live=v, kind="sb" if code == "1" else "bb")
    amounts = [(m.start(), m.group(1)) for m in re.finditer(r"(?<![\w.])\D?(\d[\d.,]*\d|\d)", body)]
    if not amounts:
        raise ScenarioError(f"line {line.strip()[:120]!r}: a post with no amount")
    all_in = bool(re.search(r"all[- ]in", low))
    try:
        numbers = [value(a.rstrip(".,")) for _, a in amounts]
    except ValueError:
        raise ScenarioError(f"line {line.strip()[:120]!r}: {amounts[0][1]!r} is not an amount") from None
    if "ante" in low:
        return Post(player, line, ante=numbers[0], kind="ante", all_in=all_in)
    if low.startswith("all-in"):  # Absolute Poker writes a blind posted all-in for less as an all-in before the deal
        return Post(player, line, live=numbers[0], kind="blind", all_in=True)
    if "button" in low:
        raise UnsupportedError(f"line {line.strip()[:120]!r}: a button blind; rulescore rules a small and a big "
                               f"blind")
    if "small & big" in low or "small and big" in low or "+ dead" in low:
        return Post(player, line, live=numbers[0], kind="bb+dead", all_in=all_in)  # total: the split is the stakes'
    if len(numbers) == 2 and re.match(r"posts dead \D{0,3}[\d.,]+ dead ", low):
        # Absolute Poker: "Posts dead $40 dead $15" is a post of $40 of which $15 is dead
        return Post(player, line, live=numbers[0] - numbers[1], dead=numbers[1], kind="bb", all_in=all_in)
    if "dead" in low:
        live = dead = Decimal(0)
        for (at, _), number in zip(amounts, numbers, strict=True):
            # "dead $0.50", "dead small blind $0.50", Ongame's "dead blind ($0.05)": the amount after "dead"
            if re.search(r"dead(?: (?:small |big )?blind)?$", low[:at].rstrip(" ([$€£")):
                dead += number
            else:
                live += number
        if not live:  # all of it dead ("posts dead small blind $0.50", "posts dead blind ($0.05)"): dead money
            return Post(player, line, dead=dead, kind="dead", all_in=all_in)
        return Post(player, line, live=live, dead=dead, kind="bb", all_in=all_in)
    if "straddle" in low:
        return Post(player, line, live=numbers[0], kind="straddle", all_in=all_in)
    if "small blind" in low:
        return Post(player, line, live=numbers[0], kind="sb", all_in=all_in)
    if "big blind" in low:
        return Post(player, line, live=numbers[0], kind="bb", all_in=all_in)
    if re.fullmatch(r"posts \D{0,3}[\d.,]+\s*", low):  # Full Tilt: "Hero posts $1", a live post coming into the game
        return Post(player, line, live=numbers[0], kind="live", all_in=all_in)
    raise UnsupportedError(f"line {line.strip()[:120]!r}: a post rulescore does not read (it reads small and big "
                           f"blinds, antes, dead blinds and a straddle)")


def posts_of(text: str, fmt: str) -> list[Post]:
    """Every post of a hand's text, in order."""
    pattern = re.compile(POSTS[fmt])
    out = []
    for line in text.splitlines():
        if DEAL.match(line):
            if fmt == "absolute":  # after the deal an all-in is an action, not a post
                pattern = re.compile(POSTS[fmt].replace("|All-In .+", ""))
            continue
        m = pattern.search(line)
        if m is not None:
            if fmt != "ipoker" and SIGNED.search(m.group("body")):
                raise ScenarioError(f"line {line.strip()[:120]!r}: a negative amount; chips are never negative")
            if fmt == "ipoker" or re.search(r"\d", m.group("body")):
                out.append(_post(m.group("player"), m.group("body"), line, fmt))
            elif re.search(r"(?i)\b(blind|ante|straddle|dead)\b", m.group("body")):
                raise ScenarioError(f"line {line.strip()[:120]!r}: a post with no amount")
    return out


def posts_by_seat(posts: list[Post], players: list[str], stacks: dict[str, Any],
                   stakes: tuple[Decimal, Decimal] | None, fixed: bool) -> tuple[list, list, list[str], Decimal]:
    """``(blinds_or_straddles, antes, notes, big blind)`` in pokerkit's player order (the first seat left of
    the button first) from the posts of the text."""
    n = len(players)
    index = {p: k for k, p in enumerate(players)}
    blinds: list[Decimal] = [Decimal(0)] * n
    antes: list[Decimal] = [Decimal(0)] * n
    notes: list[str] = []
    table_bb = (stakes[0] if fixed else stakes[1]) if stakes is not None else None
    if fixed and stakes is not None:
        table_bb = stakes[0]  # fixed limit: the big blind is the small bet
    live_big = max((p.live for p in posts if p.kind == "bb" and index[p.player] == (0 if n == 2 else 1)),
                   default=Decimal(0))
    big = table_bb if table_bb is not None else live_big
    for post in posts:
        k = index[post.player]
        line = post.line.strip()[:120]
        if post.kind == "ante":
            antes[k] += post.ante
            continue
        live, dead = post.live, post.dead
        if post.kind == "bb+dead":
            part = table_bb or min((p.live for p in posts if p.kind == "bb" and p.live), default=None)
            if part is None:
                raise UnsupportedError(f"line {line!r}: a big blind and a dead part in one amount, and neither the "
                                       f"hand's header nor another post gives the big blind to part them by")
            live, dead = min(post.live, part), max(post.live - part, Decimal(0))
        if dead:
            antes[k] += dead
            notes.append(f"{post.player} posts {dead} dead ({line}): dead money in the pot, counted toward no bet "
                         f"(written as {post.player}'s ante)")
        if not live:
            continue
        position = ("bb" if k == 0 else "sb") if n == 2 else {0: "sb", 1: "bb", 2: "straddle"}.get(k)
        if n == 2 and position == "sb" and post.kind == "bb" and any(p.kind == "sb" for p in posts):
            raise UnsupportedError(f"line {line!r}: heads-up the button posts the small blind, and here the button "
                                   f"({post.player}) posts the big blind")
        if post.kind == "live" and position == "bb":  # a live post from the big blind's seat: its big blind
            post = replace(post, kind="bb")
        if post.kind == "blind" and position in ("sb", "bb"):  # an all-in blind: the blind of its seat
            post = replace(post, kind=position)
        if post.kind == "bb" and position == "straddle" and big and live == 2 * big:
            # "posts big blind $8" at $2/$4 from the first seat after the big blind: PokerMaster's straddle
            post = replace(post, kind="straddle")
            notes.append(f"{post.player} posts twice the big blind from the first seat after it ({line}): a "
                         f"straddle")
        if post.kind == "straddle" and position != "straddle":
            raise UnsupportedError(f"line {line!r}: a straddle from a seat that is not the first after the big "
                                   f"blind; rulescore rules one live straddle from that seat")
        if position is None or (position == "straddle" and post.kind != "straddle"):
            raise UnsupportedError(f"line {line!r}: a blind posted by a player out of position (a player coming "
                                   f"into the game); rulescore rules the blinds of the seats left of the button only")
        if blinds[k]:
            raise UnsupportedError(f"line {line!r}: {post.player} posts a second blind")
        blinds[k] = live
        short = post.all_in or (stacks.get(post.player) is not None and live + antes[k] >= stacks[post.player])
        if position == "bb" and live != big and table_bb is not None and short and live < big:
            notes.append(f"{post.player}'s big blind is all-in for {live}, less than the big blind of {big}: the "
                         f"hand is played at the table's blinds")
        elif position == "bb" and short and table_bb is None and live_big and n > 2 and \
                any(p.kind == "sb" and p.live >= live for p in posts):
            raise UnsupportedError(f"line {line!r}: the big blind is posted all-in for {live}, and the hand's header "
                                   f"does not give the big blind")
    if not big:
        big = max(blinds[:2], default=Decimal(0))
    return blinds, antes, notes, big
