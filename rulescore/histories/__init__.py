"""Hand histories in and out: PHH files and the poker sites' text histories read into scenarios by
rulescore's own readers, and scenarios written back as PHH.

Reading. A file is first split into its hands (:mod:`.text`: size limit, encoding detected, one scan for
where each hand starts), and only the hand asked for is read, so ``--hand N`` of a 50 MB file costs one
hand. A PHH hand is TOML (:mod:`.phh_in`, with Python's ``tomllib``); a site hand (PokerStars and the sites
that write its lines, Full Tilt, iPoker, Absolute, Ongame, PartyPoker) is read line by line on each site's
patterns (:mod:`.grammars`, :mod:`.sites`, iPoker's XML in :mod:`.ipoker`), every action line read whole or
refused, with the game, the posts and the antes from the text (:mod:`.posts`). Either gives one
:class:`~.record.Hand` in PHH's own fields, written as a scenario mapping (:mod:`.convert`) that
:func:`rulescore.input.scenario.from_dict` validates like any other. Reading never imports pokerkit (about 0.35 s
of a cold start); pokerkit's ``HandHistory`` of a hand (:attr:`History.phh`) is made on first use, for the
replays that compare rulescore with pokerkit (:mod:`rulescore.oracle.realhands`). The betting lines stay PHH's own
verbs, ``cc`` and ``cbr N``, which rulescore's engine resolves from its own table state (a check or a call;
a bet or a raise).

How a history becomes a scenario (decisions of this package, said in :attr:`History.notes` where a hand
needs them):

* **Games.** PHH ``NT`` is ``NLHE``, ``PO`` is ``PLO``, ``FT`` is ``LHE`` and ``FO/8`` is ``LO8``; a site
  history of pot-limit Omaha hi/lo is ``PLO8`` (variant ``PO/8``: PHH has no code for it). Every other
  variant (stud, razz, the draw games, badugi, short-deck) is refused in one line naming the game.
* **Seats** are named by position, clockwise from the first seat left of the button (``SB``, ``BB``,
  ``UTG`` ... ``CO``, ``BTN``), as the scenario format lists them; :attr:`History.players` maps each to the
  name in the history. Heads-up PHH numbers the big blind ``p1`` and the button (the small blind) ``p2``;
  the scenario lists the small blind first, as it always does.
* **Amounts.** Cash-game histories give dollars and cents (``0.50``). Every amount of the hand is
  multiplied by 100 (:attr:`History.scale`; a larger power of ten if an amount has more than two decimal
  places), so a ruling's chips are cents; the scale is shown with the ruling. Whole amounts stay as
  they are (scale 1). Each is then read by :func:`rulescore.input.scenario.read_amount`, the one reader of
  amounts: a negative, fractional or huge amount is refused as in a scenario.
* **Stacks.** A stack written ``inf`` (PHH's word for a stack the history does not give: the HandHQ iPoker
  hands) is left out of ``stacks``, so the player is deep: no upper limit known. ``-inf`` and ``nan`` are
  refused.
* **Blinds.** ``blinds_or_straddles = [sb, bb, 0, ...]`` are the blinds, a third entry a straddle. A hand
  with one forced bet of the big blind's size (``[200, 0, 0, 0]``) is a dead small blind: nobody posted it
  and the first seat posted the big blind (``dead_small_blind: true``); its size is not in the history, and
  the scenario takes half the big blind (it matters only to the pot-limit count, TDA 54-B); a second forced
  bet after it (``[200, 400, 0, 0]``) is a straddle. A big blind below the minimum bet from a player whose
  whole stack it is, is a blind posted all-in for less. A blind posted by a player out of position
  (pokerkit's negative entries) and two straddles are refused.
* **Antes.** Equal antes are ``ante``; one ante from the big blind alone is ``bb_ante``; antes that differ
  otherwise (dead money from a post included) are given seat by seat.
* **Cards.** Hole cards dealt or shown face up and the board are given as ``hands`` and ``board`` when they
  are enough to settle the hand (every player still in at the end has known cards, or one player is left),
  so the ruling shows the showdown and the awards; unknown cards (``????``) are left out.
* **Streets.** Each street with at least one player action is a street of the scenario; streets dealt
  with nobody left to bet (an all-in run-out) have no lines. A hand that ends with nobody left to decide
  (the big blind facing a smaller all-in when everyone else folded) is settled as it stands; a hand that
  stops with a street dealt and players with chips to act rules that street's first decision.
* **A raise nobody can call** (a site writes an all-in over an all-in that no other player can match as a
  raise) is a call, the chips above it staying with the player (08.4; :attr:`History.kept`). A fold by a
  player all-in (a site kills the hand of an absent player, TDA 30) is refused in one line.
* **Results.** What the file says each player won, got back and paid in rake, its total pot and money the
  site added (:attr:`History.winnings`, ``returned``, ``rake``, ``pot``, ``added``) are kept for
  :func:`rulescore.oracle.realhands.check_results`; the ruling never uses them.

Writing (:func:`to_phh`, module :mod:`.phh_out`).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ..records.errors import RulesError, ScenarioError
from . import text as _text
from .convert import MAX_DECIMALS, MIN_DECIMALS, POSITIONS, from_hand_history, scale_of, seat_names
from .phh_out import DEEP, cut, hand_history, to_phh
from .record import FORMATS, GAMES, OTHER_GAMES, SITES, VARIANTS, Action, History
from .text import MAX_BYTES, HandFile

__all__ = ["DEEP", "FORMATS", "GAMES", "MAX_BYTES", "MAX_DECIMALS", "MIN_DECIMALS", "OTHER_GAMES", "POSITIONS",
           "SITES", "VARIANTS", "Action", "History", "cut", "from_hand_history", "guess_format", "hand_history",
           "loads", "open_file", "read", "read_all", "scale_of", "seat_names", "sniff", "to_phh"]


def guess_format(path: str | Path) -> str | None:
    """``phh`` for a ``.phh`` / ``.phhs`` file, a site's format for a text file whose first hand is that site's
    (:func:`sniff`), else ``None``."""
    if Path(path).suffix.lower() in (".phh", ".phhs"):
        return "phh"
    return sniff(path)


def sniff(path: str | Path) -> str | None:
    """The site whose hand starts the file ``path`` (its first 64 KB), or ``None``."""
    try:
        with open(path, "rb") as f:
            head = f.read(1 << 16)
    except OSError:
        return None
    head = _text.without_stray_zeros(head)
    try:
        encoding, skip = _text.detect(head)
        sample = head[skip:].decode(encoding, errors="ignore")
    except (RulesError, LookupError):
        return None
    import re

    best = None
    for fmt, pattern in _text.STARTS.items():
        if fmt == "phh":
            continue
        m = re.search(pattern, sample, re.MULTILINE)
        if m and (best is None or m.start() < best[0]):
            best = (m.start(), fmt)
    return best[1] if best else None


def open_file(path: str | Path, *, format: str | None = None) -> HandFile:
    """The hands of the history file ``path`` (none parsed yet): see :mod:`.text`."""
    fmt = format or guess_format(path)
    if fmt is None:
        raise ScenarioError(f"{path}: not a .phh or .phhs file, nor a site's history rulescore recognises; name the "
                            f"history's format with --format ({', '.join(FORMATS)})")
    if fmt not in FORMATS:
        raise ScenarioError(f"format {fmt!r}: choose one of {', '.join(FORMATS)}")
    return _text.read_file(path, fmt)


def read(path: str | Path, *, format: str | None = None, hand: int | None = None) -> History:
    """Read hand ``hand`` (1-based; needed when the file holds several) of the history file ``path``: only
    that hand is parsed. ``format``: one of :data:`FORMATS`; by default ``phh`` for ``.phh`` and ``.phhs``
    files and the site whose hands a text file holds."""
    return _one(open_file(path, format=format), hand)


def read_all(path: str | Path, *, format: str | None = None) -> list[History | RulesError]:
    """Every hand of the history file ``path``, in file order: a :class:`History`, or in its place the
    one-line :class:`~rulescore.records.errors.RulesError` that refuses it (a game rulescore does not rule, ...)."""
    f = open_file(path, format=format)
    _none_found(f)
    out: list[History | RulesError] = []
    for k in range(1, f.count + 1):
        try:
            out.append(_parse(f, k))
        except RulesError as exc:
            out.append(exc)
    return out


def loads(text: str | bytes, *, format: str = "phh", hand: int | None = None, source: str = "<text>") -> History:
    """Read hand ``hand`` (1-based) of a history given as text, or as bytes whose encoding is detected (see
    :func:`read`)."""
    if format not in FORMATS:
        raise ScenarioError(f"format {format!r}: choose one of {', '.join(FORMATS)}")
    return _one(_text.split(text, format, source), hand)


def _none_found(f: HandFile) -> None:
    if f.count == 0:
        what = "hand" if f.format == "phh" else f"{SITES[f.format]} hand"
        raise ScenarioError(f"{f.source}: no {what} found in the history (is the format right? --format {f.format})")


def _one(f: HandFile, hand: int | None) -> History:
    _none_found(f)
    count = f.count
    if hand is None:
        if count > 1:
            raise ScenarioError(f"{f.source}: {count} hands in the history; choose one with --hand N (1 to {count})")
        hand = 1
    if isinstance(hand, bool) or not isinstance(hand, int) or not 1 <= hand <= count:
        raise ScenarioError(f"{f.source}: --hand {hand}, but the history has {count} hand{'s' * (count != 1)} "
                            f"(1 to {count})")
    return _parse(f, hand)


def _parse(f: HandFile, k: int) -> History:
    """Hand ``k`` of ``f`` read and written as a scenario."""
    where = f"{f.source}: hand {k}" if f.count > 1 else f.source
    text = f.hand(k)
    notes: list[str] = []
    if f.format == "phh":
        hh = _phh(text, where)
    else:
        from .sites import parse

        hh, notes = parse(text, f.format, where)
    return from_hand_history(hh, source=f.source, format=f.format, hand=k, hands=f.count, notes=notes,
                             encoding=f.encoding if f.source != "<text>" else "")


def _phh(text: str, where: str) -> Any:
    """The :class:`~.record.Hand` of one PHH hand (:mod:`.phh_in`: no pokerkit)."""
    from .phh_in import loads as _loads

    return _loads(text, where)
