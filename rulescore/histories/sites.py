"""The poker sites' text histories, one hand at a time, read on pokerkit's parsers (``pokerkit.notation``:
PokerStars, Full Tilt Poker, iPoker Network, Absolute Poker, Ongame Network, PartyPoker).

pokerkit's parsers find each line by its patterns (the seats, the posts, the actions, the board, the cards
shown, the amounts collected). :func:`parse` takes those patterns and helpers and adds what the hand needs
to be ruled as written, where pokerkit's reading of the site loses it:

* **The game.** pokerkit reads no-limit hold'em only (its iPoker reader takes any game for it). The game
  is read from the hand's own header in the site's words (``NL Hold'em``, ``No Limit Hold'em``, ``Hold'em
  No Limit``, ``Holdem NL``, ``NO_LIMIT TEXAS_HOLDEM``, ``PL Omaha H/L``, ``FL Hold'em``, ``Omaha Hi/Lo
  Limit``, ``Holdem  Normal`` ...): no-limit hold'em, pot-limit Omaha, pot-limit Omaha hi/lo, limit hold'em
  and limit Omaha hi/lo are read; any other game is refused naming it.
* **Every post and ante from the text.** Each line where a player posts (blinds, antes, dead blinds,
  straddles; PokerStars' ``posts the ante``, which pokerkit's PokerStars reader skips, included) is read
  by :func:`_post` and checked against what pokerkit's pattern made of it; where they differ the text wins.
  A live blind counts toward the poster's bet; a dead part (``posts $1 dead $0.50``, ``big blind + dead``,
  ``small & big blinds``) is dead money, written as that seat's ante; a blind posted all-in for less is the
  blind it is, with the table's blinds from the header. A post rulescore cannot place (a live blind from a
  seat out of position, a button blind, a post it cannot read) is refused in one line quoting the line.
* **Amounts as the site writes them.** A line pokerkit's patterns read is refused when its amount has a
  sign (``posts small blind -10``) or is cut off (``raises 20 to ``); the amounts themselves are read by
  :func:`rulescore.scenario.read_amount` once scaled to chips (module :mod:`.convert`).

The result is a pokerkit ``HandHistory`` built from the fields directly (pokerkit's own parser also replays
the hand through its engine; rulescore replays it through its own, and the tests and ``make bench`` replay
it through pokerkit's), or, for pot-limit Omaha hi/lo, for which pokerkit has no game, a record with the same
fields.
"""

from __future__ import annotations

import dataclasses
import re
from collections import defaultdict
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from typing import Any

from ..errors import RulesError, ScenarioError, UnsupportedError
from .record import SITES

#: The game of a hand from its header: ``format -> pattern`` with groups ``game`` and ``limit``.
_GAME = {
    "pokerstars": r"(?P<cards>\d Card )?(?P<game>Hold'em|Omaha Hi/Lo|Omaha|Courchevel(?: Hi/Lo)?)\s+"
                  r"(?P<limit>No Limit|Pot Limit|Limit)\b",
    "fulltilt": r" - (?:\D?[\d.,]+ Cap )?(?P<limit>NL|PL|FL|No Limit|Pot Limit|Limit|CAP NL)\s+"
                r"(?P<cards>\d Card )?(?P<game>Hold'em|Omaha H/L|Omaha Hi/Lo|Omaha Hi|Omaha)\b",
    "partypoker": r"(?P<limit>\bNL|\bPL|\bFL|No Limit|Pot Limit|Limit)?\s*(?P<game>Texas Hold'em|Omaha Hi-Lo|Omaha)"
                  r"\b",
    "ongame": r"\((?P<limit>NO_LIMIT|POT_LIMIT|LIMIT) (?P<game>TEXAS_HOLDEM|OMAHA_HI_LO|OMAHA_HI|OMAHA)\b",
    "absolute": r"Stage #\w+:\s+(?P<game>Holdem|Omaha Hi/Lo|Omaha)(?: \(1 on 1\))?\s+"
                r"(?P<limit>No Limit|Pot Limit|Normal|Limit)\b",
    "ipoker": r"<gametype>\s*(?P<game>Holdem|Omaha Hi-Lo|Omaha Hi/Lo|Omaha)\s+(?P<limit>NL|PL|FL|L|Pot limit|No limit)\b",
}
#: The table's stakes from the header (``sb``/``bb``: the blinds, or the two bet sizes in fixed limit).
_STAKES = {
    "pokerstars": r"\((?:\D{0,3})(?P<sb>[\d.,]+)/(?:\D{0,3})(?P<bb>[\d.,]+)(?: [A-Z]{3})?\)",
    "fulltilt": r" - (?:\D{0,3})(?P<sb>[\d.,]+)/(?:\D{0,3})(?P<bb>[\d.,]+)(?: Ante \D?[\d.,]+)? - ",
    "partypoker": r"^(?:\D{0,3})(?P<sb>[\d.,]+)/(?:\D{0,3})(?P<bb>[\d.,]+) [A-Z]{3} ",
    "ongame": r"\((?:NO_LIMIT|POT_LIMIT|LIMIT) \w+ (?:\D{0,3})(?P<sb>[\d.,]+)/(?:\D{0,3})(?P<bb>[\d.,]+)",
    "absolute": r"(?!)",
    "ipoker": r"<gametype>[^<]*?(?:\D{0,3})(?P<sb>[\d.,]+)/(?:\D{0,3})(?P<bb>[\d.,]+)",
}
#: A line where a player posts something: ``format -> pattern`` with groups ``player`` and ``body``.
_POSTS = {
    "pokerstars": r"^(?P<player>.+?): posts (?P<body>.+)$",
    "fulltilt": r"^(?P<player>.+?) (?P<body>posts .+|antes .+)$",
    "partypoker": r"^(?P<player>.+?) posts (?P<body>.+)$",
    "ongame": r"^(?P<player>.+?) posts (?P<body>.+)$",
    "absolute": r"^(?P<player>.+?) - (?P<body>Posts .+|Ante .+)$",
    "ipoker": r"<action\b(?=[^>]*\btype=\"(?:1|2|15)\")(?=[^>]*\bplayer=\"(?P<player>[^\"]+)\")"
              r"(?P<body>[^>]*)/?>",
}
#: pokerkit's ante pattern where its reader has none (the other sites' readers read antes themselves).
_ANTE_LINES = {
    "pokerstars": r"(?P<player>.+): posts the ante \D?(?P<ante>[0-9.,]+)",
    "fulltilt": r"(?P<player>.+) antes \D?(?P<ante>[0-9.,]+)",
    "partypoker": r"(?P<player>.+) posts ante (?:of )?[\[(]\D?(?P<ante>[0-9.,]+)",
    "ongame": r"(?P<player>.+) posts ante \(\D?(?P<ante>[0-9.,]+)\)",
    "ipoker": r"<action\b(?=.*\btype=\"15\")(?=.*\bplayer=\"(?P<player>.+?)\").*\bsum=\"\D?(?P<ante>[0-9.,]+)\"",
}
_PARSERS = {"pokerstars": "PokerStarsParser", "fulltilt": "FullTiltPokerParser", "ipoker": "IPokerNetworkParser",
            "absolute": "AbsolutePokerParser", "ongame": "OngameNetworkParser", "partypoker": "PartyPokerParser"}
#: Words of a header that name a game rulescore does not rule (for the refusal).
_OTHER_GAMES = (("razz", "razz"), ("stud", "stud"), ("badugi", "badugi"), ("triple draw", "2-7 triple draw"),
                ("single draw", "2-7 single draw"), ("draw", "draw poker"), ("courchevel", "Courchevel"),
                ("5 card omaha", "five-card Omaha"), ("six plus", "six-plus hold'em"))
#: A half-written amount: a line that ends on ``to``, ``of``, ``[`` or a currency sign where an amount goes.
_CUT_OFF = re.compile(r"(?:\bto|\bof|\[|\(|[$€£])\s*$", re.IGNORECASE)
_SIGNED = re.compile(r"(?<![\w.])[-−–]\s?\D?\d")


def _signed(pattern: re.Pattern, line: str) -> bool:
    """Whether the amount a pattern reads in ``line`` carries a minus sign (pokerkit's ``\\D?`` before an amount
    takes a ``-`` for a currency sign)."""
    m = pattern.search(line)
    if m is None:
        return False
    rest = line[m.end("player"):] if "player" in m.groupdict() and m.group("player") is not None else line
    return _SIGNED.search(rest) is not None
#: A line that bets, raises, calls or posts, in each site's words (one with no amount is cut off).
_VERBS = {
    "pokerstars": r"^[^:]+: (?:bets|raises|calls|posts)\b", "fulltilt": r"^.+ (?:bets|raises to|calls|posts)\b",
    "partypoker": r"^.+ (?:bets|raises|calls|posts)\b", "ongame": r"^.+ (?:bets|raises|calls|posts)\b",
    "absolute": r"^.+ - (?:Bets|Raises|Calls|Posts)\b", "ipoker": r"(?!)",
}
#: PokerStars' action lines in full (a line its patterns match must be one of these).
_STARS_LINES = re.compile(r".+: (?:folds(?: \[[^\]]*\])?|checks|calls \D?[\d.,]+\D{0,3}|bets \D?[\d.,]+\D{0,3}|"
                          r"raises \D?[\d.,]+\D{0,3} to \D?[\d.,]+\D{0,3})(?: and is all-in| and has reached the "
                          r"\D?[\d.,]+ cap)?\s*")


@dataclass(frozen=True)
class Post:
    """One post read from the text."""

    player: str
    line: str
    live: Decimal = Decimal(0)
    dead: Decimal = Decimal(0)
    ante: Decimal = Decimal(0)
    kind: str = ""
    """``sb``, ``bb``, ``straddle``, ``dead`` or ``ante``."""
    all_in: bool = False


def value(text: str) -> Decimal:
    """An amount of a site's text (``1,234.50``): a ``Decimal``, or ``ValueError``."""
    body = text.replace(",", "")
    if not re.fullmatch(r"\d+(?:\.\d+)?", body):
        raise ValueError(f"{text!r} is not an amount")
    try:
        return Decimal(body)
    except InvalidOperation:
        raise ValueError(f"{text!r} is not an amount") from None


def game_of(text: str, fmt: str, where: str) -> str:
    """The PHH variant code of a site hand from its header, or a one-line refusal naming the game."""
    head = text[:4000] if fmt == "ipoker" else "\n".join(text.splitlines()[:8])
    m = re.search(_GAME[fmt], head, re.MULTILINE)
    first = next((line.strip() for line in text.splitlines() if line.strip()), "")
    if fmt == "ipoker":
        g = re.search(r"<gametype>([^<]*)</gametype>", head)
        first = g.group(0) if g else first
    if m is None or m.groupdict().get("cards"):
        low = head.lower()
        name = next((n for w, n in _OTHER_GAMES if w in low), None)
        what = f"{name}" if name else "a game rulescore does not read"
        raise UnsupportedError(f"{where}: this hand is {what} (header: {first[:100]!r}); rulescore rules no-limit "
                               f"hold'em, pot-limit Omaha (hi and hi/lo), limit hold'em and limit Omaha hi/lo")
    game = m.group("game").lower().replace("_", " ")
    limit = (m.group("limit") or "").lower().replace("_", " ")
    hilo = any(w in game for w in ("hi/lo", "h/l", "hi-lo", "hi lo"))
    omaha = "omaha" in game
    structure = {"nl": "N", "no limit": "N", "pl": "P", "pot limit": "P", "fl": "F", "limit": "F", "l": "F",
                 "normal": "F", "cap nl": "C", "": "?"}.get(limit, "?")
    code = {("H", "N"): "NT", ("O", "P"): "PO", ("H", "F"): "FT", ("O8", "F"): "FO/8", ("O8", "P"): "PO/8"}.get(
        ("O8" if hilo else "O" if omaha else "H", structure))
    if code is None:
        names = {"N": "no-limit", "P": "pot-limit", "F": "limit", "C": "cap no-limit", "?": "(no betting named)"}
        kind = f"{names[structure]} {'Omaha hi/lo' if hilo else 'Omaha' if omaha else 'hold' + chr(39) + 'em'}"
        raise UnsupportedError(f"{where}: this hand is {kind} (header: {first[:100]!r}); rulescore rules no-limit "
                               f"hold'em, pot-limit Omaha (hi and hi/lo), limit hold'em and limit Omaha hi/lo")
    return code


def stakes_of(text: str, fmt: str) -> tuple[Decimal, Decimal] | None:
    """The two stakes of the header (blinds; the bet sizes in fixed limit), when it gives them."""
    head = text[:4000] if fmt == "ipoker" else "\n".join(text.splitlines()[:8])
    m = re.search(_STAKES[fmt], head, re.MULTILINE)
    if m is None:
        return None
    try:
        return value(m.group("sb")), value(m.group("bb"))
    except ValueError:
        return None


def _post(player: str, body: str, line: str, fmt: str) -> Post:
    """One post line's meaning (``body``: what follows the player's name), or a refusal quoting the line."""
    low = body.lower()
    if fmt == "ipoker":
        kind = re.search(r'\btype="(\d+)"', body)
        amount = re.search(r'\bsum="\D?([0-9.,]+)"', body)
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
    if "button" in low:
        raise UnsupportedError(f"line {line.strip()[:120]!r}: a button blind; rulescore rules a small and a big "
                               f"blind")
    if "small & big" in low or "small and big" in low or "+ dead" in low:
        return Post(player, line, live=numbers[0], kind="bb+dead", all_in=all_in)  # total: the split is the stakes'
    if "dead" in low:
        live = dead = Decimal(0)
        for (at, _), number in zip(amounts, numbers, strict=True):
            if "dead" in low[max(0, at - 6):at]:
                dead += number
            else:
                live += number
        if "small blind" in low and not live:
            return Post(player, line, dead=dead, kind="dead", all_in=all_in)
        if "blind" in low and not live:  # "posts dead blind": which blind is dead the line does not say
            raise UnsupportedError(f"line {line.strip()[:120]!r}: a dead blind whose live and dead parts the line "
                                   f"does not give; rulescore cannot place it")
        return Post(player, line, live=live, dead=dead, kind="bb", all_in=all_in)
    if "straddle" in low:
        return Post(player, line, live=numbers[0], kind="straddle", all_in=all_in)
    if "small blind" in low:
        return Post(player, line, live=numbers[0], kind="sb", all_in=all_in)
    if "big blind" in low:
        return Post(player, line, live=numbers[0], kind="bb", all_in=all_in)
    raise UnsupportedError(f"line {line.strip()[:120]!r}: a post rulescore does not read (it reads small and big "
                           f"blinds, antes, dead blinds and a straddle)")


def posts_of(text: str, fmt: str) -> list[Post]:
    """Every post of a hand's text, in order."""
    pattern = re.compile(_POSTS[fmt])
    out = []
    for line in text.splitlines():
        m = pattern.search(line)
        if m is not None:
            if fmt == "ipoker" or re.search(r"\d", m.group("body")):
                out.append(_post(m.group("player"), m.group("body"), line, fmt))
            elif re.search(r"(?i)\b(blind|ante|straddle|dead)\b", m.group("body")):
                raise ScenarioError(f"line {line.strip()[:120]!r}: a post with no amount")
    return out


def _check_lines(parser: Any, text: str, fmt: str) -> None:
    """Refuse a line pokerkit's patterns read whose amount has a sign or is cut off (module docstring)."""
    patterns = [parser.COMPLETION_BETTING_OR_RAISING, parser.CHECKING_OR_CALLING, parser.BLIND_OR_STRADDLE_POSTING,
                re.compile(_POSTS[fmt])]
    verbs = re.compile(_VERBS[fmt])
    for line in text.splitlines():
        if not any(p.search(line) for p in patterns):
            if verbs.search(line) and not re.search(r"\d", line.split(":", 1)[-1] if fmt == "pokerstars" else line):
                raise ScenarioError(f"line {line.strip()[:120]!r}: the amount is missing or cut off")
            continue
        bare = line.strip()
        if fmt != "ipoker" and (_CUT_OFF.search(bare) or re.search(r"\b(?:raises|bets|calls)\s*$", bare)):
            raise ScenarioError(f"line {bare[:120]!r}: the amount is missing or cut off")
        if any(_signed(p, line) for p in patterns):
            raise ScenarioError(f"line {bare[:120]!r}: a negative amount; chips are never negative")
        if fmt == "pokerstars" and parser.COMPLETION_BETTING_OR_RAISING.search(line) and \
                not _STARS_LINES.fullmatch(bare):
            raise ScenarioError(f"line {bare[:120]!r}: not a PokerStars bet or raise (a raise is written "
                                f"'raises 20 to 40')")


# ------------------------------------------------------------------------------------------- the parser
_CLASSES: dict[str, Any] = {}


def _parser(fmt: str) -> Any:
    """pokerkit's parser for the site, with the ante lines its reader leaves out."""
    if fmt not in _CLASSES:
        from pokerkit import notation  # lazy: only a site's history needs pokerkit

        base = getattr(notation, _PARSERS[fmt])
        extra: dict[str, Any] = {}
        if fmt in _ANTE_LINES and base.ANTE_POSTING is notation.UNMATCHABLE_PATTERN:
            extra["ANTE_POSTING"] = re.compile(_ANTE_LINES[fmt])
        _CLASSES[fmt] = type(f"Rulescore{base.__name__}", (base,), extra)()
    return _CLASSES[fmt]


def parse(text: str, fmt: str, where: str) -> tuple[Any, list[str]]:
    """pokerkit's ``HandHistory`` of one site hand (``text``: the hand and the blank lines after it), and
    notes on what was read from the text where pokerkit's reading differs. Raises a one-line
    :class:`~rulescore.errors.RulesError` for a hand that cannot be read as written."""
    site = SITES[fmt]
    if fmt == "ipoker":
        text = _ipoker_lines(text)
    variant = game_of(text, fmt, where)
    parser = _parser(fmt)
    try:
        _check_lines(parser, text, fmt)
        return _parse(parser, text, fmt, variant, where)
    except RulesError as exc:
        if exc.detail.startswith(where):
            raise
        raise type(exc)(f"{where}: {exc.detail}", rule=exc.rule) from None
    except (KeyError, ValueError, IndexError, TypeError) as exc:
        first = next((line.strip() for line in text.splitlines() if line.strip()), "")
        detail = " ".join(str(exc).split())[:160]
        raise ScenarioError(f"{where}: pokerkit's {site} reader cannot read it ({type(exc).__name__}: {detail}; "
                            f"first line: {first[:100]!r})") from None


def _parse(parser: Any, s: str, fmt: str, variant: str, where: str) -> tuple[Any, list[str]]:
    """The reading of :func:`parse`: pokerkit's seat, player, stack and action patterns, the posts from
    the text (:func:`_posts_by_seat`), the fields of a ``HandHistory``."""
    final_seat = parser._parse_final_seat(s)
    seat_of = parser._parse_seats(s)
    players = sorted(parser._parse_players(s), key=seat_of.__getitem__)
    kit_blinds = parser._parse_blinds_or_straddles(s, value)
    kit_antes = parser._parse_antes(s, value)
    stacks = parser._parse_starting_stacks(s, value)
    players = parser._get_ordered_players(s, final_seat, defaultdict(int, kit_blinds), players,
                                          [seat_of[p] for p in players])
    posts = posts_of(s, fmt)
    for post in posts:
        if post.player not in players:
            raise ScenarioError(f"line {post.line.strip()[:120]!r}: {post.player!r} posts but is not dealt in")
    stakes = stakes_of(s, fmt)
    fixed = variant in ("FT", "FO/8")
    blinds, antes, notes, big = _posts_by_seat(posts, players, stacks, stakes, fixed)
    differ = [p for p in players if (kit_blinds.get(p, 0) != (blinds[players.index(p)] if players.index(p) < 3 else 0))
              or kit_antes.get(p, 0) != antes[players.index(p)]]
    if differ:
        notes.insert(0, f"the posts are read from the text: pokerkit's {SITES[fmt]} reader reads "
                        f"{', '.join(differ)}'s post{'s' * (len(differ) > 1)} otherwise")
    n = len(players)
    dealt = parser.HOLE_DEALING  # a player shown as dealt but not in the hand (sitting out) is left out
    s = "\n".join(line for line in s.splitlines() if not ((m := dealt.search(line)) and m["player"] not in players))
    live = {p.player: p.live if p.kind != "bb+dead" else blinds[players.index(p.player)] for p in posts if p.live}
    actions = _actions(parser, s, players, live, fmt)
    actions = _dealt_first(actions, n, 4 if variant in ("PO", "FO/8", "PO/8") else 2)
    if n == 2:
        antes.reverse()
        blinds.reverse()
    fields: dict[str, Any] = {
        "variant": variant, "ante_trimming_status": False, "antes": antes, "blinds_or_straddles": blinds,
        "starting_stacks": [stacks[p] for p in players], "actions": actions,
        "seats": [seat_of[p] for p in players], "players": list(players),
    }
    if fixed:
        small = stakes[0] if stakes is not None else big
        fields.update(small_bet=small, big_bet=stakes[1] if stakes is not None else 2 * small)
    else:
        fields["min_bet"] = big
    fields.update(parser.CONSTANTS)
    fields.update(parser._parse_variables(s, value))
    for key, per in parser._parse_player_variables(s, value).items():
        fields[key] = [per[p] for p in players]
    from pokerkit import HandHistory

    known = {f.name for f in dataclasses.fields(HandHistory)}
    return HandHistory(**{k: v for k, v in fields.items() if k in known}), notes


def _posts_by_seat(posts: list[Post], players: list[str], stacks: dict[str, Any],
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
            if table_bb is None:
                raise UnsupportedError(f"line {line!r}: a big blind and a dead part in one amount, and the hand's "
                                       f"header does not give the big blind to part them by")
            live, dead = min(post.live, table_bb), max(post.live - table_bb, Decimal(0))
        if dead:
            antes[k] += dead
            notes.append(f"{post.player} posts {dead} dead ({line}): dead money in the pot, counted toward no bet "
                         f"(written as {post.player}'s ante)")
        if not live:
            continue
        position = ("bb" if k == 0 else "sb") if n == 2 else {0: "sb", 1: "bb", 2: "straddle"}.get(k)
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


def _actions(parser: Any, s: str, players: list[str], live: dict[str, Decimal], fmt: str) -> list[str]:
    """The PHH actions of the hand's lines, as pokerkit's ``_parse_actions`` makes them from the site's
    patterns, with each player's bet starting from the live post read from the text (pokerkit's starts from
    the posts its own pattern matched, so a raise written as the amount added came out short after a post it
    did not read). A PokerStars raise is taken at its ``to`` amount, as written."""

    def who(m: re.Match) -> str:
        return f"p{players.index(m['player']) + 1}"

    bets: dict[str, Decimal] = defaultdict(Decimal, {who_: v for who_, v in ((f"p{players.index(p) + 1}", v)
                                                                               for p, v in live.items())})
    out = []
    for line in s.splitlines():
        if parser.BLIND_OR_STRADDLE_POSTING.search(line) or re.search(_POSTS[fmt], line):
            continue
        if m := parser.HOLE_DEALING.search(line):
            out.append(f"d dh {who(m)} {parser._format_cards(m)}")
        elif m := parser.BOARD_DEALING.search(line):
            out.append(f"d db {parser._format_cards(m)}")
            bets.clear()
        elif m := parser.FOLDING.search(line):
            out.append(f"{who(m)} f")
        elif m := parser.CHECKING_OR_CALLING.search(line):
            out.append(f"{who(m)} cc")
            bets[who(m)] = max(bets.values(), default=Decimal(0))
        elif m := parser.COMPLETION_BETTING_OR_RAISING.search(line):
            p = who(m)
            top = max(bets.values(), default=Decimal(0))
            to = re.search(r" to \D?([\d.,]+)", line) if fmt == "pokerstars" else None
            bets[p] = value(to.group(1)) if to else parser._get_completion_betting_or_raising_to_amount(
                bets, p, value(m["amount"]), line)
            out.append(f"{p} cc" if bets[p] <= top else f"{p} cbr {bets[p]}")
        elif m := parser.HOLE_CARDS_SHOWING.search(line):
            out.append(f"{who(m)} sm {parser._format_cards(m)}")
    return out


def _ipoker_lines(text: str) -> str:
    """iPoker's XML as pokerkit's line patterns read it: one element a line, each round's actions in the order
    of their ``no`` (exports write some out of order), cards as rank and suit (``D7 CJ`` and ``d7 cJ``: the
    seven of diamonds, the jack of clubs)."""
    # type 7 is an all-in: the chips added (pokerkit reads type 6 so: a call when they reach no higher bet)
    text = re.sub(r'(<action\b[^>]*\btype=")7(")', r"\g<1>6\g<2>", text)
    lines = re.sub(r">\s*<", ">\n<", text).splitlines()

    def cards(m: re.Match) -> str:
        tokens = [t[0].lower() + t[1:].upper() if len(t) in (2, 3) and t[0].lower() in "cdhs" else t
                  for t in m.group(2).split()]
        return m.group(1) + " ".join(tokens) + m.group(3)

    out: list[str] = []
    block: list[tuple[int, str]] = []  # the actions of the current round
    for line in lines + [""]:
        number = re.search(r'<action\b[^>]*\bno="(\d+)"', line)
        if number:
            block.append((int(number.group(1)), line))
            continue
        if block and ("<round" in line or "</round" in line or "</game" in line or not line):
            out += [a for _, a in sorted(block, key=lambda x: x[0])]
            block = []
        out.append(re.sub(r"(<cards\b[^>]*>)([^<]*)(</cards>)", cards, line))
    return "\n".join(out)


def _dealt_first(actions: list[str], n: int, cards: int) -> list[str]:
    """The actions with every player's hole cards dealt first, in seat order (``????`` where the history
    does not show them), as pokerkit replays a hand."""
    dealt: dict[int, str] = {}
    rest = []
    for a in actions:
        words = a.split()
        if words[:2] == ["d", "dh"] and len(words) == 4:
            dealt.setdefault(int(words[2][1:]), words[3])
        else:
            rest.append(a)
    return [f"d dh p{k} {dealt.get(k, '??' * cards)}" for k in range(1, n + 1)] + rest
