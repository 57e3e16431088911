"""The poker sites' text histories, one hand at a time, read by rulescore's own patterns (:mod:`.grammars`:
PokerStars and the sites that write its lines under their own names (Full Tilt from 2016, Run It Once,
PokerMaster, PokerBros), Full Tilt Poker, iPoker Network, Absolute Poker, Ongame Network, PartyPoker), without
pokerkit.

:func:`parse` reads a hand into a :class:`~rulescore.histories.record.Hand` (PHH's fields) and notes on what
it decided; :mod:`.convert` makes the scenario. What the reading takes from the text:

* **The game**, from the hand's own header in the site's words (``NL Hold'em``, ``No Limit Hold'em``,
  ``Hold'em No Limit``, ``Holdem NL``, ``NO_LIMIT TEXAS_HOLDEM``, ``PL Omaha H/L``, ``FL Hold'em``, ``Omaha
  Hi/Lo Limit``, ``Holdem  Normal`` ...): no-limit hold'em, pot-limit Omaha, pot-limit Omaha hi/lo, limit
  hold'em and limit Omaha hi/lo are read; any other game is refused naming it.
* **The players dealt in and their order.** The seat lines give each player's seat and stack; the players
  of the hand are those seated who post, act, are dealt cards or show them (a player sitting out is seated
  but does none of these). They are ordered clockwise from the first seat left of the button (the button's
  seat as the site writes it; without one, from the small blind's poster). A player who acts with no seat
  line is refused naming the line.
* **Every post and ante** (:mod:`.posts`).
* **Every action line in full**: folds, checks, calls, bets and raises in the site's words, each bet or raise
  at the street total the site writes (or the chips it adds, where that is what the site writes). A line
  that starts like an action and that no pattern reads whole (an amount cut off, missing or negative) is
  refused naming the line. Each call's chips as the text writes them are kept
  (:attr:`~rulescore.histories.record.Hand.lines`), and :mod:`.convert` checks them against the ruling.
* **The fixed-limit cap**: where the site writes that the betting is capped (PokerStars: ``Betting is
  capped``), the number of bets and raises on that street is the hand's cap.
* **The board, the hole cards** dealt and shown, **what each player won** (and, on Ongame, each player's
  stack after the hand), the bets given back, the total pot, the rake and money the site adds to the pot.
* **What the rules do not have** is refused naming the line: a site's all-in protection for a player who
  times out or disconnects (Absolute's ``All-In (Timeout)``, iPoker's ``DP``), a player joining mid-hand
  with no seat line, an Omaha header dealing five cards.
"""

from __future__ import annotations

import re
from collections import defaultdict
from decimal import Decimal

from ..records.errors import RulesError, ScenarioError, UnsupportedError
from . import ipoker
from .grammars import WINNER, Event, Grammar, Reading, Seat, cards, grammar, value
from .posts import DEAL, POSTS, SIGNED, Post, posts_by_seat, posts_of
from .record import SITES, Hand

#: The game of a hand from its header: ``format -> pattern`` with groups ``game`` and ``limit``.
_GAME = {
    "pokerstars": r"(?i)(?P<cards>\d Card )?(?P<game>Hold'em|Omaha Hi/Lo|Omaha|Courchevel(?: Hi/Lo)?)\s+"
                  r"(?P<limit>No Limit|Pot Limit|Fixed Limit|Limit)\b",
    "fulltilt": r" - (?:\D?[\d.,]+ (?:Cap )?)?(?P<limit>NL|PL|FL|No Limit|Pot Limit|Limit|CAP NL)\s+"
                r"(?P<cards>\d Card )?(?P<game>Hold'em|Omaha H/L|Omaha Hi/Lo|Omaha Hi|Omaha)\b",
    "partypoker": r"(?P<limit>\bNL|\bPL|\bFL|No Limit|Pot Limit|Limit)?\s*(?P<game>Texas Hold'?em|Hold'?em|Omaha Hi-Lo|"
                  r"Omaha Hi|Omaha)\b(?:[^(\n]*\((?P<limit2>NL|PL|FL)\))?",
    "ongame": r"\((?P<limit>NO_LIMIT|POT_LIMIT|LIMIT) (?P<game>TEXAS_HOLDEM|OMAHA_HI_LO|OMAHA_HI|OMAHA)\b",
    "absolute": r"(?i)Stage #\w+:\s+(?P<game>Holdem|Omaha Hi/Lo|Omaha)(?: \(1 on 1\))?\s+"
                r"(?P<limit>No Limit|Pot Limit|Normal|Limit)\b",
    # iPoker's <gametype> in the client's language: NL, SL (sin límite), БЛ (без лимита); LH: limit hold'em
    "ipoker": r"<gametype>\s*(?:(?P<game>Holdem|Omaha Hi-Lo|Omaha Hi/Lo|Omaha)\s+(?P<limit>NL|SL|БЛ|PL|FL|L|Pot limit|"
              r"No limit)\b|(?P<lh>LH)\b)",
}
#: The table's stakes from the header (``sb``/``bb``: the blinds, or the two bet sizes in fixed limit).
_STAKES = {
    "pokerstars": r"\((?:\D{0,3})(?P<sb>[\d.,]+)/(?:\D{0,3})(?P<bb>[\d.,]+)(?: [A-Z]{3})?\)",
    "fulltilt": r" - (?:\D{0,3})(?P<sb>[\d.,]+)/(?:\D{0,3})(?P<bb>[\d.,]+)(?: Ante \D?[\d.,]+)? - ",
    "partypoker": r"^(?:\D{0,3})(?P<sb>[\d.,]+)/(?:\D{0,3})(?P<bb>[\d.,]+) [A-Z]{3} |Blinds(?:-Antes)?\((?P<sb2>[\d.,]+)/"
                  r"(?P<bb2>[\d.,]+)",
    "ongame": r"\((?:NO_LIMIT|POT_LIMIT|LIMIT) \w+ (?:\D{0,3})(?P<sb>[\d.,]+)/(?:\D{0,3})(?P<bb>[\d.,]+)",
    "absolute": r"Stage #\w+:\s+.*?(?:No Limit|Pot Limit|Normal|Limit)\s+(?:\D{0,3})(?P<sb>[\d.,]+)(?:/(?:\D{0,3})"
                r"(?P<bb>[\d.,]+))?",
    "ipoker": r"<gametype>[^<]*?(?:\D{0,3})(?P<sb>[\d.,]+)/(?:\D{0,3})(?P<bb>[\d.,]+)",
}
#: Words of a header that name a game rulescore does not rule (for the refusal).
_OTHER_GAMES = (("razz", "razz"), ("stud", "stud"), ("badugi", "badugi"), ("triple draw", "2-7 triple draw"),
                ("single draw", "2-7 single draw"), ("draw", "draw poker"), ("courchevel", "Courchevel"),
                ("5 card omaha", "five-card Omaha"), ("6 card omaha", "six-card Omaha"), ("six plus", "six-plus hold'em"),
                ("double hold", "double hold'em (two boards)"), ("irish", "Irish (Omaha dealt, two cards thrown "
                                                                                "after the flop)"),
                ("seven card", "seven-card stud"))
#: A cap game's cap in the hand's first line (``$2/$4 - $80 Cap``, ``$5/$10 - $400 Cap``): a player who has put
#: that much into the hand is all-in.
_CAP_GAME = re.compile(r"[^\d\s]{0,3}(\d[\d.,]*) Cap\b|(?<= - )[^\d\s]{0,3}(\d[\d.,]*)(?= (?:Pot|No) Limit )")
#: Headers naming a hold'em rulescore does not rule: six-plus (short-deck) hold'em, played with 36 cards and its
#: own hand ranks, and split and double hold'em, dealt two boards.
_SHORT_DECK = re.compile(r"(?i)\b6\+ ?hold'?em|six[ -]?plus|short[ -]?deck|\bsplit hold'?em|\bdouble hold'?em|"
                         r"pot limit pre-flop, no limit post-flop")
#: Lines a site writes before a hand's header (PartyPoker's ``Game #N starts.``, ``#Game No : N``).
_PREAMBLE = re.compile(r"\s*(?:Game #\d+ starts\.|#Game No\s*:|\*{5} Hand History)")
#: A half-written amount: a line that ends on ``to``, ``of``, ``[`` or a currency sign where an amount goes.
_CUT_OFF = re.compile(r"(?:\bto|\bof|\[|\(|[$€£])\s*$", re.IGNORECASE)


def game_of(text: str, fmt: str, where: str) -> str:
    """The PHH variant code of a site hand from its header, or a one-line refusal naming the game."""
    head = text[:4000] if fmt == "ipoker" else "\n".join(text.splitlines()[:8])
    if short := _SHORT_DECK.search(head):
        word = short.group(0).lower()
        name = "split hold'em (two boards)" if "split" in word else "double hold'em (two boards)" if "double" in \
            word else "pot-limit preflop, no-limit after the flop" if "pre-flop" in word else \
            "six-plus (short-deck) hold'em"
        raise UnsupportedError(f"{where}: this hand is {name} (header: {short.group(0)!r}); rulescore rules no-limit "
                               f"hold'em, pot-limit Omaha (hi and hi/lo), limit hold'em and limit Omaha hi/lo")
    m = re.search(_GAME[fmt], head, re.MULTILINE)
    first = next((line.strip() for line in text.splitlines() if line.strip() and not _PREAMBLE.match(line)), "")
    if fmt == "ipoker":
        g = re.search(r"<gametype>([^<]*)</gametype>", head)
        first = g.group(0) if g else first
        if m is None and g is not None and (bare := re.match(r"\s*(NL|PL|FL|L)\b", g.group(1))):
            return _by_cards(text, bare.group(1), first, where)
    if m is None or m.groupdict().get("cards"):
        low = head.lower()
        other = next((n for w, n in _OTHER_GAMES if w in low), None)
        what = other or "a game rulescore does not read"
        raise UnsupportedError(f"{where}: this hand is {what} (header: {first[:100]!r}); rulescore rules no-limit "
                               f"hold'em, pot-limit Omaha (hi and hi/lo), limit hold'em and limit Omaha hi/lo")
    if m.groupdict().get("lh"):
        return "FT"  # iPoker's "LH": limit hold'em
    game = m.group("game").lower().replace("_", " ")
    limit = (m.group("limit") or m.groupdict().get("limit2") or "").lower().replace("_", " ")
    hilo = any(w in game for w in ("hi/lo", "h/l", "hi-lo", "hi lo"))
    omaha = "omaha" in game
    structure = {"nl": "N", "no limit": "N", "sl": "N", "бл": "N", "pl": "P", "pot limit": "P", "fl": "F", "limit": "F",
                 "l": "F", "fixed limit": "F", "normal": "F", "cap nl": "C", "": "?"}.get(limit, "?")
    if fmt == "partypoker" and not limit:
        structure = "F"  # PartyPoker names no-limit and pot-limit (NL, PL); "$15/$30 USD Texas Hold'em" is limit
    code = {("H", "N"): "NT", ("O", "P"): "PO", ("H", "F"): "FT", ("O8", "F"): "FO/8", ("O8", "P"): "PO/8"}.get(
        ("O8" if hilo else "O" if omaha else "H", structure))
    if code is None:
        names = {"N": "no-limit", "P": "pot-limit", "F": "limit", "C": "cap no-limit", "?": "(no betting named)"}
        kind = f"{names[structure]} {'Omaha hi/lo' if hilo else 'Omaha' if omaha else 'hold' + chr(39) + 'em'}"
        raise UnsupportedError(f"{where}: this hand is {kind} (header: {first[:100]!r}); rulescore rules no-limit "
                               f"hold'em, pot-limit Omaha (hi and hi/lo), limit hold'em and limit Omaha hi/lo")
    if omaha and fmt != "ipoker" and (dealt := _DEALT_TO.search(text)):
        count = len(dealt.group(1).replace(",", " ").split())
        if count in (5, 6):  # "Omaha Pot Limit" with five cards dealt (PokerMaster writes five-card Omaha so)
            raise UnsupportedError(f"{where}: this hand is {('five', 'six')[count - 5]}-card Omaha (header: "
                                   f"{first[:100]!r}, {count} hole cards dealt); rulescore rules no-limit hold'em, "
                                   f"pot-limit Omaha (hi and hi/lo), limit hold'em and limit Omaha hi/lo")
    return code


#: A line dealing a player's hole cards, in the text sites' words.
_DEALT_TO = re.compile(r"(?m)^\s*Deal(?:t|ing) to [^\[\n]*\[([^\]\n]+)\]")


def _by_cards(text: str, limit: str, first: str, where: str) -> str:
    """The game of an iPoker hand whose ``<gametype>`` names only the betting (``PL €2/€4``): from the number of
    hole cards each player is dealt (two: hold'em, four: Omaha; five or six: a game rulescore does not rule)."""
    pocket = re.search(r'<cards\b[^>]*\btype="Pocket"[^>]*>([^<]*)</cards>', text)
    count = len(pocket.group(1).split()) if pocket else 0
    code = {(2, "NL"): "NT", (4, "PL"): "PO", (2, "FL"): "FT", (2, "L"): "FT"}.get((count, limit))
    if code is None:
        what = {5: "five-card Omaha", 6: "six-card Omaha"}.get(count, f"a game of {count} hole cards")
        raise UnsupportedError(f"{where}: this hand is {what} (header: {first[:100]!r}, {count} hole cards); rulescore "
                               f"rules no-limit hold'em, pot-limit Omaha (hi and hi/lo), limit hold'em and limit Omaha "
                               f"hi/lo")
    return code


def stakes_of(text: str, fmt: str) -> tuple[Decimal, Decimal] | None:
    """The two stakes of the header (blinds; the bet sizes in fixed limit), when it gives them."""
    head = text[:4000] if fmt == "ipoker" else "\n".join(text.splitlines()[:8])
    m = re.search(_STAKES[fmt], head, re.MULTILINE)
    if fmt == "partypoker":  # a tournament's level line before the deal wins over the header's (a level change)
        levels = re.findall(r"(?m)^(?:Blinds(?:-Antes)?|Stakes)\(([\d.,]+)/([\d.,]+)", text.split("** Dealing", 1)[0])
        if levels:
            return value(levels[-1][0]), value(levels[-1][1])
    if m is None:
        return None
    try:
        if m.groupdict().get("sb2"):
            return value(m.group("sb2")), value(m.group("bb2"))
        if m.group("bb") is None:  # Absolute's no-limit header gives the big blind alone ("Holdem No Limit $0.25")
            return None
        return value(m.group("sb")), value(m.group("bb"))
    except ValueError:
        return None



def parse(text: str, fmt: str, where: str) -> tuple[Hand, list[str]]:
    """The :class:`~rulescore.histories.record.Hand` of one site hand (``text``: the hand alone), and notes on
    what the reading decided. Raises a one-line :class:`~rulescore.records.errors.RulesError` for a hand that cannot be
    read as written."""
    site = SITES[fmt]
    if fmt == "ipoker":
        text = ipoker.lines(text)
    variant = game_of(text, fmt, where)
    try:
        if fmt == "ipoker":
            reading = ipoker.read(text)
        else:
            reading = _read(grammar(fmt), text, fmt)
        return _hand(text, fmt, variant, reading)
    except RulesError as exc:
        if exc.detail.startswith(where):
            raise
        raise type(exc)(f"{where}: {exc.detail}", rule=exc.rule) from None
    except (KeyError, ValueError, IndexError) as exc:
        first = next((line.strip() for line in text.splitlines() if line.strip()), "")
        detail = " ".join(str(exc).split())[:160]
        raise ScenarioError(f"{where}: rulescore cannot read this {site} hand ({detail}; first line: "
                            f"{first[:100]!r})") from None


def _read(g: Grammar, s: str, fmt: str) -> Reading:
    """What a text site's lines give (:class:`Reading`)."""
    lines = [line.strip() for line in s.splitlines()]
    end = next((i for i, line in enumerate(lines) if g.summary is not None and g.summary.search(line)), len(lines))
    seats: dict[str, Seat] = {}
    for line in lines[:end]:
        m = g.seat.match(line)
        if m is not None and m["player"] not in seats:
            seats[m["player"]] = Seat(int(m["seat"]), value(m["stack"]), m["cur"] or "")
    if not seats:
        raise ScenarioError("no seat line (the players and their stacks) in the hand")
    names = sorted(seats, key=len, reverse=True)
    posts = re.compile(POSTS[fmt])
    actor = re.compile(rf"^(?P<player>.+?){re.escape(g.sep)}(?:{g.verbs.pattern}|posts\b|Posts\b)")

    def who(line: str) -> tuple[str, str] | None:
        for name in names:
            if line.startswith(name) and line.startswith(g.sep, len(name)):
                return name, line[len(name) + len(g.sep):]
        return None

    button = g.button.search("\n".join(lines[:end]))
    events: list[Event] = []
    dealt_yet = False
    for line in lines[:end]:
        if not line or g.seat.match(line):
            continue
        if DEAL.match(line):
            dealt_yet = True
            continue
        if m := g.board.match(line):
            run = m.groupdict().get("run")
            dealt = cards(m["cards"])
            if not run and any(e.kind == "board" and e.cards == dealt for e in events):
                continue  # a street's cards written again before the run-out (Ongame repeats the flop)
            events.append(Event("run" if run else "board", line, cards=dealt))
            continue
        if g.capped is not None and g.capped.match(line):
            events.append(Event("capped", line))
            continue
        if g.dealt is not None and (m := g.dealt.match(line)):
            if m["player"] in seats:
                events.append(Event("dealt", line, m["player"], cards=cards(m["cards"])))
            continue
        hit = who(line)
        if hit is None:
            if (m := actor.match(line)) and (g.sep == ": " or ":" not in m["player"]):  # not a chat line
                raise ScenarioError(_unseated(line, m["player"], s))
            continue
        name, rest = hit
        if g.status is not None and g.status.match(rest):
            continue
        if fmt == "absolute" and re.match(r"All-In \(Timeout\)\s*$", rest):
            raise UnsupportedError(f"line {line[:120]!r}: {name} times out and Absolute Poker plays the hand as if "
                                   f"{name} were all-in with chips behind (its all-in protection), which the rules do "
                                   f"not have")
        if posts.search(line) and (fmt != "absolute" or not rest.startswith("All-In") or not dealt_yet):
            events.append(Event("post", line, name))
            continue
        for kind, pattern in g.moves.items():
            if m := pattern.match(rest):
                groups = m.groupdict()
                to = value(groups["to"]) if groups.get("to") else None
                add = value(groups["add"]) if groups.get("add") else None
                events.append(Event(kind, line, name, to=to, add=add, cards=cards(groups["cards"]) if
                                     groups.get("cards") is not None else ""))
                break
        else:
            if g.verbs.match(rest):
                raise ScenarioError(_unread(line, rest))
            if (m := actor.match(line)) and m["player"] != name and (g.sep == ": " or ":" not in m["player"]):
                # "Hero Name raises 3.0 to 3.0" from the seat "Hero": another name, which no seat line gives
                raise ScenarioError(f"line {line[:120]!r}: {m['player']!r} acts but has no seat line in the hand")
    reading = Reading(seats, int(button["seat"]) if button else None, events)
    _results(g, lines, end, names, reading)
    return reading


def _results(g: Grammar, lines: list[str], end: int, names: list[str], reading: Reading) -> None:
    """What the hand's lines say each player won and got back, the stacks after it, the cards shown in the
    summary, the total pot, the rake and money the site added: into ``reading``."""
    seats, events = reading.seats, reading.events
    won: dict[str, Decimal] = defaultdict(Decimal)
    back: dict[str, Decimal] = defaultdict(Decimal)
    finishing: dict[str, Decimal] = {}
    for pattern in g.won:  # the first pattern the lines match (Grammar.won)
        for line in lines:
            for piece in _pieces(line, names):
                if (m := pattern.match(piece)) is None:
                    continue
                if m.groupdict().get("winners"):
                    for w in WINNER.finditer(m["winners"]):
                        if w["player"] in seats:
                            won[w["player"]] += value(w["amount"])
                elif m["player"] in seats:
                    won[m["player"]] += value(m["amount"])
        if won:
            break
    for line in lines:
        if g.returned is not None and (m := g.returned.match(line)) and m["player"] in seats:
            back[m["player"]] += value(m["amount"])
    if g.finishing is not None:
        for line in lines[end:]:
            if (m := g.finishing.match(line)) and m["player"] in seats:
                finishing[m["player"]] = value(m["stack"])
    if g.shown is not None:
        for line in lines[end:]:
            if (m := g.shown.match(line)) and m["player"] in seats:
                events.append(Event("shows", line, m["player"], cards=cards(m["cards"])))
    reading.won, reading.returned, reading.finishing = dict(won), dict(back), finishing
    if g.total is not None:
        for line in lines:
            if m := g.total.match(line):
                reading.pot = value(m["pot"])
                rakes = [value(r) for r in re.findall(r"Rake:?\s*\(?[^\d\s()]{0,3}\s?(\d[\d.,]*)", line)]
                reading.rake = sum(rakes, Decimal(0)) if rakes else Decimal(0) if "No rake" in line or "|" not in \
                    line else None  # the rake and a jackpot's rake ("| Rake ($1.30) | Jackpot Rake ($0.50)")
                if splash := re.search(r"\|\s*STP\s*[^\d\s|]{0,3}\s?(\d[\d.,]*)", line):
                    reading.added = value(splash.group(1))  # the site's own money in the pot, won with it
                break


def _pieces(line: str, names: list[str]) -> list[str]:
    """``line`` cut before each seated name that starts a new clause (PartyPoker writes two winners on one line:
    ``A wins $27.37 USD from the main pot with ...B wins $27.36 USD ...``)."""
    starts = {0}
    for name in names:
        at = line.find(name, 1)
        while at > 0:
            if line[at - 1] in ".)" and line.startswith(" w", at + len(name)):
                starts.add(at)
            at = line.find(name, at + 1)
    cuts = sorted(starts)
    return [line[a:b] for a, b in zip(cuts, [*cuts[1:], len(line)], strict=True)]


def _unseated(line: str, player: str, s: str) -> str:
    """The refusal of a line by a player no seat line gives."""
    if re.search(rf"(?m)^{re.escape(player)} has joined the table", s):
        return (f"line {line[:120]!r}: {player!r} joins the table during the hand and has no seat line: the seat "
                f"and the stack are not written")
    return f"line {line[:120]!r}: {player!r} acts but has no seat line in the hand"


def _unread(line: str, rest: str) -> str:
    """The refusal of an action line no pattern reads whole."""
    if _CUT_OFF.search(rest) or (not re.search(r"\d", rest) and re.match(r"(?i)(?:bets|raises|calls|is all-in)\b",
                                                                           rest)):
        return f"line {line[:120]!r}: the amount is missing or cut off"
    if SIGNED.search(rest):
        return f"line {line[:120]!r}: a negative amount; chips are never negative"
    return f"line {line[:120]!r}: not an action line rulescore reads"


def _order(seats: dict[str, Seat], dealt: set[str], button: int | None, posts: list[Post]) -> list[str]:
    """The players dealt in, clockwise from the first seat left of the button. When the button's seat is not a
    player's of the hand (a seat sitting out or empty, or no button written), the small blind's poster is
    the first seat (heads-up the button posts it: the big blind is first); with no small blind either, the
    first seat after the button's, or left of the big blind's poster."""
    players = sorted(dealt, key=lambda p: seats[p].seat)
    if not players:
        raise ScenarioError("nobody is dealt in: no player posts, acts or is dealt cards")
    n = len(players)
    at = {seats[p].seat: k for k, p in enumerate(players)}
    blind = next((p.player for p in posts if p.kind == "sb" and p.player in dealt), None)
    big = next((p.player for p in posts if p.kind in ("bb", "bb+dead") and p.player in dealt), None)
    if button is not None and button in at:
        start = at[button] + 1
    elif blind is not None:
        start = players.index(blind) + (n == 2)
    elif button is not None:
        start = next((k for k, p in enumerate(players) if seats[p].seat > button), 0)
    elif big is not None:
        start = players.index(big) - (n > 2)
    else:
        raise ScenarioError("the hand gives neither the button nor the blinds: the players' order is not known")
    start %= n
    return players[start:] + players[:start]


#: The sites that write PokerStars' lines under their own name, as their first line names them.
_CLONES = re.compile(r"\s*(Full Tilt|Run It Once Poker|PokerMaster|PokerBros)\b")


def _venue(first: str, fmt: str) -> str:
    """The site that wrote the hand: the format's, or the one a PokerStars-format first line names."""
    if fmt == "ipoker":
        return "iPoker Network"
    clone = _CLONES.match(first) if fmt == "pokerstars" else None
    return clone.group(1) if clone else grammar(fmt).venue


def _hand(s: str, fmt: str, variant: str, reading: Reading) -> tuple[Hand, list[str]]:
    """The Hand of what the lines give (module docstring)."""
    seats, button, events, won, finishing = (reading.seats, reading.button, reading.events, reading.won,
                                             reading.finishing)
    posts = posts_of(s, fmt)
    for post in posts:
        if post.player not in seats:
            raise ScenarioError(f"line {post.line.strip()[:120]!r}: {post.player!r} posts but has no seat line in "
                                f"the hand")
    dealt = {e.player for e in events if e.player} | {p.player for p in posts}
    implied: list[str] = []
    if fmt == "partypoker" and not any(p.kind in ("sb", "bb", "bb+dead") for p in posts) and button is not None \
            and re.search(r"(?m)^(?:Blinds(?:-Antes)?|Stakes)\(", s):
        # a player of the hand shows or wins, or does not show, even if the hand is a walk to the big blind
        dealt |= {p for p in seats if re.search(rf"(?m)^{re.escape(p)} (?:wins|does not show|shows)\b", s)}
        posts, implied = _implied_blinds(s, {p: seats[p] for p in seats if p in dealt}, button, posts,
                                         variant in ("FT", "FO/8"))
    players = _order(seats, dealt, button, posts)
    stacks = {p: seats[p].stack for p in players}
    stakes = stakes_of(s, fmt)
    fixed = variant in ("FT", "FO/8")
    blinds, antes, notes, big = posts_by_seat(posts, players, stacks, stakes, fixed)
    notes[:0] = implied
    first = next((line for line in s.splitlines() if line.strip()), "")
    if m := _CAP_GAME.search(first):
        most = value(m.group(1) or m.group(2))
        deeper = [p for p in players if stacks[p] > most]
        for p in deeper:
            stacks[p] = most
        notes.append(f"a cap game: each player puts at most {m.group(0).split(' Cap')[0].strip()} into the hand (the "
                     f"header's cap), so {len(deeper)} stack{'s' * (len(deeper) != 1)} deeper than that "
                     f"{'are' if len(deeper) != 1 else 'is'} taken at the cap: a player who reaches it is all-in")
    runs = [e.line for e in events if e.kind == "run"]
    if runs:
        notes.append(f"the board is run more than once ({runs[0]!r}): rulescore rules the betting, which is over "
                     f"before the run-outs, and not their showdowns")
    live = {p.player: p.live if p.kind != "bb+dead" else blinds[players.index(p.player)] for p in posts if p.live}
    hole = 4 if variant in ("PO", "FO/8", "PO/8") else 2
    partial = [e for e in events if e.kind == "shows" and len(e.cards) != 2 * hole]
    if partial:
        events = [e for e in events if e not in partial]
        notes.append(f"{partial[0].player} shows {len(partial[0].cards) // 2} of {hole} cards ({partial[0].line!r}): "
                     f"not a hand tabled, left out of the showdown")
    actions, lines, added, cap = _actions(events, players, live)
    actions, lines, added = _dealt_first(actions, lines, added, len(players), 4 if variant in ("PO", "FO/8", "PO/8")
                                         else 2)
    n = len(players)
    if n == 2:
        antes.reverse()
        blinds.reverse()
    currency = next((seats[p].currency for p in players if seats[p].currency), "")
    hand = Hand(variant=variant, antes=antes, blinds_or_straddles=blinds, starting_stacks=[stacks[p] for p in players],
                actions=actions, players=list(players), seats=[seats[p].seat for p in players],
                winnings=[won.get(p, Decimal(0)) for p in players] if won else None,
                other={k: v for k, v in (("returned", [reading.returned.get(p, Decimal(0)) for p in players] if
                                          reading.returned else None), ("pot", reading.pot), ("rake", reading.rake),
                                          ("added", reading.added))
                       if v is not None},
                finishing_stacks=[finishing[p] for p in players] if finishing and all(p in finishing for p in players)
                else None, currency_symbol=currency, venue=_venue(first, fmt),
                lines=tuple(lines), added=tuple(added))
    if fixed:
        small = stakes[0] if stakes is not None else big
        hand.small_bet, hand.big_bet = small, stakes[1] if stakes is not None else 2 * small
        if cap is not None:
            hand.other["cap"] = cap
            notes.append(f"the site writes that the betting is capped at {cap} bets and raises a street "
                         f"({next(e.line for e in events if e.kind == 'capped')!r})")
    else:
        hand.min_bet = big
    return hand, notes


def _implied_blinds(s: str, seats: dict[str, Seat], button: int, posts: list[Post],
                    fixed: bool) -> tuple[list[Post], list[str]]:
    """PartyPoker's tournament hands write the blinds in the header (``Blinds(300/600)``, ``Blinds-Antes(1,250/
    2,500 -250)``; in fixed limit the bets, ``Stakes(200/400)``: blinds of half the small bet and the small bet)
    and no post: the first seat of the hand left of the button posts the small blind and the next the big blind
    (heads-up the button posts the small blind), each all-in if that is all it has after the ante."""
    stakes = stakes_of(s, "partypoker")
    if stakes is None:
        return posts, []
    if fixed:
        stakes = (stakes[0] / 2, stakes[0])
    order = sorted(seats, key=lambda p: seats[p].seat)
    after = [p for p in order if seats[p].seat > button] + [p for p in order if seats[p].seat <= button]
    if len(after) < 2:
        return posts, []
    small, big = (after[-1], after[0]) if len(after) == 2 else (after[0], after[1])
    ante = {p.player: p.ante for p in posts if p.kind == "ante"}
    out = list(posts)
    for player, blind, kind in ((small, stakes[0], "sb"), (big, stakes[1], "bb")):
        left = max(Decimal(0), seats[player].stack - ante.get(player, Decimal(0)))
        if left:
            out.append(Post(player, f"(the header's blinds: {player} posts {min(blind, left)})", live=min(blind, left),
                            kind=kind, all_in=left <= blind))
    return out, [f"the blinds are the level's {stakes[0]}/{stakes[1]} (PartyPoker writes no post in a tournament "
                 f"hand): {small} posts the small blind and {big} the big blind"]


def _actions(events: list[Event], players: list[str], live: dict[str, Decimal]) -> tuple[
        list[str], list[str], list[Decimal | None], int | None]:
    """The PHH actions of the events (each bet or raise at its street total), the line each came from, the chips
    a call line says were put in, and the cap the site writes (``None`` if it writes none)."""
    index = {p: f"p{k + 1}" for k, p in enumerate(players)}
    bets: dict[str, Decimal] = defaultdict(Decimal, live)
    out: list[str] = []
    lines: list[str] = []
    added: list[Decimal | None] = []
    cap: int | None = None
    raises = 1  # bets on the street, the big blind counted preflop
    for e in events:
        if e.kind in ("post", "run"):
            continue
        if e.kind == "board":
            out.append(f"d db {e.cards}")
            bets.clear()
            raises = 0
        elif e.kind == "capped":
            if cap is not None and cap != raises:
                raise ScenarioError(f"line {e.line[:120]!r}: the site caps this street at {raises} bets, an earlier "
                                    f"street at {cap}")
            cap = raises
            continue
        elif e.player not in index:
            raise ScenarioError(f"line {e.line[:120]!r}: {e.player!r} is not dealt in (no post, card or action "
                                f"before)")
        elif e.kind == "dealt":
            out.append(f"d dh {index[e.player]} {e.cards}")
        elif e.kind == "shows":
            out.append(f"{index[e.player]} sm {e.cards}")
        elif e.kind == "fold":
            out.append(f"{index[e.player]} f")
        elif e.kind in ("check", "call"):
            out.append(f"{index[e.player]} cc")
            bets[e.player] = max(bets.values(), default=Decimal(0))
            added.append(e.add)
            lines.append(e.line)
            continue
        else:  # bet, raise, all-in
            top = max(bets.values(), default=Decimal(0))
            to = e.to if e.to is not None else bets[e.player] + (e.add or Decimal(0))
            bets[e.player] = to
            if to <= top:
                out.append(f"{index[e.player]} cc")
                added.append(e.add)
                lines.append(e.line)
                continue
            out.append(f"{index[e.player]} cbr {to}")
            raises += 1
        added.append(None)
        lines.append(e.line)
    return out, lines, added, cap


def _dealt_first(actions: list[str], lines: list[str], added: list[Decimal | None], n: int,
                 count: int) -> tuple[list[str], list[str], list[Decimal | None]]:
    """The actions with every player's hole cards dealt first, in seat order (``????`` where the history
    does not show them), as pokerkit replays a hand; the lines and the calls' chips with them."""
    dealt: dict[int, str] = {}
    rest: list[str] = []
    rest_lines: list[str] = []
    rest_added: list[Decimal | None] = []
    for a, line, chips in zip(actions, lines, added, strict=True):
        words = a.split()
        if words[:2] == ["d", "dh"] and len(words) == 4:
            dealt.setdefault(int(words[2][1:]), words[3])
        else:
            rest.append(a)
            rest_lines.append(line)
            rest_added.append(chips)
    first = [f"d dh p{k} {dealt.get(k, '??' * count)}" for k in range(1, n + 1)]
    return first + rest, [""] * n + rest_lines, [None] * n + rest_added
