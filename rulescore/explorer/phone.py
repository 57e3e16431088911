"""The guide's "Rule my hand" page: the explorer's hand model behind a phone screen, one command per tap.

The page (``guide/_static/rule/app.js``) runs rulescore itself in the browser, in Pyodide, and talks to one
:class:`Page`: every tap is a command, a small JSON object; every answer is the whole screen as JSON (the
hand as built, the buttons for the player to act, the ruling card, the ruling as ``rulescore ask --json``
prints it, the stacks, the scenario to hand back). The same class runs under plain Python, which is how
``tests/test_phone.py`` checks it without a browser.

Nothing here decides a rule, and nothing here keeps a hand of its own: the hand, its transitions, undo and
the export are :mod:`rulescore.explorer`'s (:class:`~rulescore.explorer.Session`,
:func:`~rulescore.explorer.set_setup`, :func:`~rulescore.explorer.add_action`, ...,
:func:`~rulescore.explorer.export_yaml`); the ruling is the engine's
(:func:`~rulescore.explorer.evaluate_hand`: the replay ``rulescore ask`` does); the buttons are
:func:`~rulescore.explorer.next_actions`, "Ruling for" another player is
:func:`~rulescore.explorer.ruling_for`, and the card is :func:`rulescore.present.cards.card`, the one the guide
shows.

Commands (``{"do": NAME, ...}``):

``setup``
    any of ``game``, ``sb``, ``bb``, ``ante``, ``bb_ante``, ``straddle`` (blank: none), as typed in the boxes;
    a value that is not a whole number of chips is passed on as written, for the engine to refuse.
``players`` / ``names`` / ``stack`` / ``street``
    ``n`` seats (2 to 10); seat names by ``style`` (``positions`` or ``letters``); a ``player``'s stack
    ``value`` (blank: deep); the ``street`` the hand starts on.
``tap``
    a next-action button: its action ``line`` on its ``street``.
``add``
    a row of one's own: ``player``, ``verb`` (``push``, ``says``, ``bet``, ``raise``, ...) and ``rest`` (chips
    ``1000+100x5``, words ``raise 800``, an amount).
``delete`` / ``undo`` / ``reset``
    delete row ``k`` (0-based, hand order); undo the last change; back to the empty hand.
``yaml``
    a scenario in the YAML format, pasted: it becomes the hand (undo brings the previous one back).
``for``
    the ``player`` whose decision the page explains beside the ruling ('' for the player to act).

A command the model refuses (a pasted text that is no scenario, eleven players) leaves the hand as it was
and the screen's ``error`` says why in one line; a hand the rules reject is shown with its one-line reason
(``error``) and no buttons, as the explorer does, until a row is deleted or undone.
"""

from __future__ import annotations

import json
import re
import time
import traceback
from dataclasses import replace
from typing import Any
from urllib.parse import quote, unquote

from ..input.amounts import read_amount
from ..input.chips import parse_chips
from ..present import cards
from ..records import vocabulary
from ..records.chips import Chips
from ..records.errors import RulesError, ScenarioError
from ..records.ruling import Ruling
from ..records.vocabulary import ActionKind, ActionRecord, Game, Note, Street
from ..reference import rulebook
from ..words import messages
from . import model as explorer  # the hand model (no widgets, no matplotlib): what the page runs on
from . import phone_text
from .phone_text import join_or, text

#: The hand a new page starts with: six seats by position, preflop, blinds 100/200, everybody deep.
START_PLAYERS = 6
#: The verbs of the row form (what a player did that a button cannot say).
FORM_VERBS = ("push", "says", "bet", "raise", "call", "check", "fold", "allin")
#: The games and streets the page offers: the engine's own (rulescore.records.vocabulary), not a copy.
GAMES = tuple(g.value for g in Game)
STREETS = tuple(s.value for s in Street)
#: Verbs written as they happened (no reading by the rules): a row of these is disputed only when the
#: engine rules it otherwise than written.
PLAIN = frozenset({"fold", "check", "call", "bet", "raise", "allin"})


class FieldError(ScenarioError):
    """A box's value that is no amount: refused next to the box (``field``: its key), the hand kept."""

    field = ""


#: A number grouped in thousands as people write it in a box: 1 300, 1.300, 1,300, 1'300, 1_300 (one separator
#: throughout; a no-break or narrow space too).
_GROUPED = re.compile(r"[1-9][0-9]{0,2}([ \u00a0\u202f\u2009.,'_])[0-9]{3}(?:\1[0-9]{3})*")


def _field(key: str, exc: RulesError, lang: str) -> FieldError:
    why = exc.detail if exc.why is None else vocabulary.words(exc.why, lang)
    err = FieldError(why.split(": ", 1)[1] if exc.why is None and ": " in why else why)
    err.field = key
    return err


def amount_box(typed: Any, key: str, lang: str = "en", *, blank: Any = 0) -> Any:
    """A number box's value as chips: blank is ``blank``; ``1300``, ``1 300``, ``1.300``, ``1,300``, ``1.5k``
    (``1,5k`` as Polish and Russian write it) are read; anything else is a :class:`FieldError` for the box
    ``key``, in the page's language, by the engine's one reader of numbers."""
    s = " ".join(("" if typed is None else str(typed)).split())
    if not s:
        return blank
    if _GROUPED.fullmatch(s):
        s = re.sub(r"[^0-9]", "", s)
    else:
        s = re.sub(r"^([0-9]+),([0-9]{1,3}) ?([kK])$", r"\1.\2\3", s)
    try:
        return read_amount(s, key, where=Note.of("where-key", key=key))
    except RulesError as exc:
        raise _field(key, exc, lang) from None


def blinds_box(typed: Any, lang: str = "en") -> tuple[int, int]:
    """The blinds box: small and big as the TDA text writes them (200-400) or as 200/400, each an amount
    :func:`amount_box` reads; otherwise a :class:`FieldError` for the box."""
    parts = re.split(r" ?[/\-\u2013\u2014] ?", " ".join(str(typed or "").split()))
    if len(parts) != 2 or not all(parts):
        err = FieldError(text(lang, "err.blinds"))
        err.field = "blinds"
        raise err
    sb, bb = (amount_box(x, "blinds", lang) for x in parts)
    if bb <= 0 or sb > bb or sb == 0:
        err = FieldError(text(lang, "err.blinds-zero" if sb == 0 and bb > 0 else "err.blinds"))
        err.field = "blinds"
        raise err
    return sb, bb


def is_chip(value: int) -> bool:
    """Whether a chip of ``value`` exists in a chip set: 1, 2, 5 or 25 times a power of ten (1, 2, 5, 10, 20,
    25, 50, 100, 200, 250, 500, 1000 ...)."""
    while value >= 10 and value % 10 == 0:
        value //= 10
    return value in (1, 2, 5, 25)


#: The chips a tournament table pushes an amount in: the common denominations, largest first.
_COMMON = (5_000_000, 1_000_000, 500_000, 100_000, 25_000, 5000, 1000, 500, 100, 25, 5, 1)


def several(amount: int) -> str:
    """``amount`` (2 or more) in the fewest common chips, more than one (``1600``: ``1000+500+100``)."""
    out: list[int] = []
    left = amount
    for v in _COMMON:
        if v < amount:
            n, left = divmod(left, v)
            out += [v] * n
    return str(Chips(values=tuple(out)))


def _joined(hand: explorer.Hand, line: str, street: str | None) -> tuple[int, str] | None:
    """Chips right after the same player's words (``B says "raise"``, then ``B push 400``), or words right after
    the same player's chips, as the one action they are (TDA 40-A: words and chips of one motion): the last
    row and the action it becomes, or ``None``."""
    rows = hand.rows
    if not rows or street not in (None, rows[-1][0]):
        return None
    player, verb, rest = explorer.split_action(line)
    last_player, last_verb, last_rest = explorer.split_action(rows[-1][2])
    if player != last_player or {verb, last_verb} != {"says", "push"} or " says " in f" {last_rest} " \
            or " push " in f" {last_rest} " or re.search(r"\b(td|told|kept|pulled|swept)\b", last_rest):
        return None
    return len(rows) - 1, explorer.action_line(player, last_verb, f"{last_rest} {verb} {rest}")


def _ruled(place: Any, line: str, player: str) -> tuple[tuple, ActionRecord] | None:
    """How the engine rules ``line`` placed in the hand (``place``: the hand with it; its key and its record), or
    ``None`` if it refuses it."""
    try:
        r = explorer.ask(explorer.to_scenario(place(line)[0]))
    except RulesError:
        return None
    rec = next(a for a in reversed(r.actions) if a.player == player)
    return (str(rec.ruled_as), rec.to, rec.returned, rec.all_in, rec.outcomes), rec


def _ruling_words(lang: str, rec: ActionRecord) -> str:
    """``a call of 1000 with 600 back (TDA 44)``: what a row counts as, with its rule."""
    what = _what(lang, str(rec.ruled_as), rec.to, rec.returned, rec.all_in)
    tda = _tda(rec.rule)
    return f"{what} ({tda})" if tda else what


def _says(words: str) -> str:
    """The words of a ``says`` row as the scenario format writes them: in double quotes."""
    w = " ".join(str(words).split())
    return w if len(w) >= 2 and w[0] == w[-1] == '"' else '"' + w.replace('"', "'") + '"'


def _motions(chips: str) -> list[str]:
    """Chips pushed in several motions, as the push box takes them: ``300; 300`` or ``300 then 300``."""
    return [m.strip() for m in re.split(r";|\bthen\b|\bpush\b", str(chips)) if m.strip()]


def _dead_names(n: int) -> tuple[str, ...] | None:
    """Position names of ``n`` players with a dead small blind (the big blind first), or ``None``."""
    return explorer.POSITIONS[n + 1][1:] if n + 1 in explorer.POSITIONS else None


def _dead(hand: explorer.Hand) -> bool:
    return hand.extra.get("dead_small_blind") is True


def _style(hand: explorer.Hand) -> str | None:
    """``positions`` / ``letters`` as the page shows the seat names (a dead small blind's positions too)."""
    if _dead(hand) and hand.seats == _dead_names(len(hand.seats)):
        return "positions"
    return hand.names


def address(hand: explorer.Hand, focus: int | None = None) -> str:
    """The hand as the page's address holds it (after ``?h=``): its scenario as compact JSON, quoted for
    a URL; ``focus`` (the row the TD picked) after ``&f=``. :func:`from_address` reads it back."""
    data = json.dumps(explorer.to_scenario(hand), separators=(",", ":"), ensure_ascii=False)
    out = quote(data, safe=",:/[]{}@")
    return out + (f"&f={focus}" if focus is not None else "")


def address_of(scenario: dict) -> str:
    """The address of a scenario mapping (a catalogue card's "Open in Rule my hand")."""
    return address(explorer.from_scenario(scenario))


def from_address(value: str) -> tuple[explorer.Hand, int | None]:
    """The hand (and the picked row) of :func:`address`; an address that is no hand raises ScenarioError."""
    raw = str(value or "").lstrip("#?")
    raw = raw[2:] if raw.startswith("h=") else raw
    part, _, rest = raw.partition("&f=")
    try:
        data = json.loads(unquote(part, errors="strict"))
    except (ValueError, UnicodeDecodeError) as exc:
        raise ScenarioError(f"the address holds no hand ({exc.__class__.__name__})") from None
    focus = int(rest) if rest.isdigit() else None
    return explorer.from_scenario(data), focus


class Page:
    """One phone page: the explorer's :class:`~rulescore.explorer.Session`, the player "Ruling for" shows,
    the row the TD picked as the disputed one and the page's language.

    >>> page = Page()
    >>> screen = page.handle({"do": "players", "n": 3})
    >>> [s["name"] for s in screen["hand"]["seats"]], screen["next"]["player"]
    (['SB', 'BB', 'BTN'], 'BTN')
    >>> [c["label"] for c in screen["next"]["choices"]]
    ['fold', 'call 200', 'raise to 400']
    """

    def __init__(self, lang: str = "en") -> None:
        self.session = explorer.Session.new(explorer.empty_hand(START_PLAYERS))
        self.for_player = ""
        self.focus: int | None = None
        self.lang = phone_text.language(lang)
        self.problem: dict | None = None

    # -- commands -------------------------------------------------------------------------------------
    def handle(self, command: dict | str) -> dict:
        """Apply one command and return the screen (``error``: why a command was refused, or why the rules
        reject the hand; ``problem``: a refused row in a sentence with the taps that likely fix it)."""
        start = time.perf_counter()
        refused = None
        self.problem = None
        field = None
        try:
            cmd = json.loads(command) if isinstance(command, str) else dict(command)
            self._apply(cmd)
        except RulesError as exc:
            refused = exc.text(self.lang)  # the typed error's line in the page's language (English: the CLI's)
            field = getattr(exc, "field", None) or None
        out = self.screen(refused=refused)
        out["field"] = {"key": field, "text": refused} if field else None  # said next to the box, not the action
        out["ms"] = round((time.perf_counter() - start) * 1000, 1)
        return out

    def handle_json(self, command: str) -> str:
        """:meth:`handle` from JSON text to JSON text (what the page calls). A failure that is not the
        user's input — a bug — comes back as ``error`` with its traceback in ``bug``, never as an exception
        thrown into the page."""
        try:
            return json.dumps(self.handle(command), ensure_ascii=False)
        except Exception as exc:  # a bug of ours: shown in one line, the traceback kept for the console
            return json.dumps({"error": f"internal error: {exc.__class__.__name__}: {exc}",
                               "bug": traceback.format_exc()}, ensure_ascii=False)

    def _do(self, new: explorer.Hand, *, keep_focus: bool = False) -> None:
        if self.for_player and self.for_player not in new.seats:
            self.for_player = ""
        if not keep_focus:
            self.focus = None
        self.session = self.session.do(new)

    def _apply(self, cmd: dict) -> None:
        do = cmd.get("do")
        hand = self.session.hand
        if do == "screen":
            return
        if do == "lang":
            self.lang = phone_text.language(cmd.get("lang"))
            return
        if do == "undo":
            self.session = self.session.undo()
            self.focus = None
            return
        if do == "reset":
            self.session = self.session.do(explorer.empty_hand(START_PLAYERS))
            self.for_player, self.focus = "", None
            return
        if do == "for":
            player = str(cmd.get("player") or "")
            if player and player not in hand.seats:
                raise ScenarioError(f"{player!r} is not seated (seats: {', '.join(hand.seats)})")
            self.for_player = player
            return
        if do == "focus":
            k = cmd.get("k")
            self.focus = int(k) if k is not None and 0 <= int(k) < len(hand.rows) else None
            return
        if do == "address":
            try:
                new, focus = from_address(str(cmd.get("text") or ""))
            except RulesError:
                raise ScenarioError(text(self.lang, "err.address")) from None
            self._do(new)
            self.focus = focus if focus is not None and focus < len(new.rows) else None
            return
        if do == "yaml":
            from ..input.scenario import read_yaml

            data = read_yaml(str(cmd.get("text") or ""))  # the scenario parser's strict reader
            new = explorer.from_scenario(data)
            asked = data.get("ask")
            self._do(new)
            self.for_player = str(asked) if asked is not None and str(asked) in new.seats else ""
            return
        if do == "setup":
            new = self._setup(hand, cmd)
        elif do == "players":
            new = self._players(hand, int(cmd.get("n") or 0))
        elif do == "names":
            new = explorer.set_names(hand, str(cmd.get("style") or "positions"))
            if _dead(hand) and str(cmd.get("style")) == "positions":
                names = _dead_names(len(hand.seats))
                new = explorer.rename_seats(hand, names) if names else new
            new = _follow_antes(hand, new)
        elif do == "stack":
            player = str(cmd.get("player"))
            try:
                value = amount_box(cmd.get("value"), "stacks", self.lang, blank=None)
            except FieldError as exc:
                exc.field = f"stack:{player}"
                raise
            new = explorer.set_stack(hand, player, value)
        elif do == "ante_seat":
            player = str(cmd.get("player"))
            try:
                value = amount_box(cmd.get("value"), "ante", self.lang)
            except FieldError as exc:
                exc.field = f"ante:{player}"
                raise
            new = _ante_seat(hand, player, value)
        elif do == "street":
            new = explorer.set_first_street(hand, str(cmd.get("street")))
        elif do in ("tap", "add"):
            street = cmd.get("street") or None

            def place(line: str) -> tuple[explorer.Hand, str]:
                joined = _joined(hand, line, street) if do == "add" else None
                if joined is not None:  # words, then chips (or chips, then words) of one player: one action
                    return explorer.replace_action(hand, joined[0], joined[1]), joined[1]
                return explorer.add_action(hand, line, street=street), line

            new, line = place(str(cmd.get("line") or "") if do == "tap" else self._line(cmd, place))
            self._check_row(hand, new, line)
        elif do == "delete":
            new = explorer.delete_action(hand, int(cmd.get("k", -1)))
        else:
            raise ScenarioError(f"the page sent an unknown command {do!r}")
        self._do(new)

    def _setup(self, hand: explorer.Hand, cmd: dict) -> explorer.Hand:
        changes: dict[str, Any] = {}
        if "game" in cmd:
            changes["game"] = str(cmd["game"]).strip().upper()
        if "blinds" in cmd or "sb" in cmd or "bb" in cmd:
            sb, bb = hand.blinds
            typed = cmd["blinds"] if "blinds" in cmd else f"{cmd.get('sb', sb)}/{cmd.get('bb', bb)}"
            changes["blinds"] = blinds_box(typed, self.lang)
        for key in ("ante", "bb_ante", "pot"):
            if key in cmd:
                changes[key] = amount_box(cmd[key], key, self.lang)
        if "straddle" in cmd:
            changes["straddle"] = amount_box(cmd["straddle"], "straddle", self.lang) or None
        new = explorer.set_setup(hand, **changes)
        if "ante" in cmd:   # one ante for everyone replaces antes by seat
            new = replace(new, extra={k: v for k, v in new.extra.items() if k != "ante"})
        if "dead_small_blind" in cmd:
            new = _dead_small_blind(new, bool(cmd["dead_small_blind"]))
        return new

    @staticmethod
    def _players(hand: explorer.Hand, n: int) -> explorer.Hand:
        if _dead(hand) and _style(hand) == "positions":
            names = _dead_names(n)
            if names is None:
                raise ScenarioError(f"players: {n} with a dead small blind; the table seats {n + 1}, at most 10")
            stacks = {k: v for k, v in hand.stacks.items() if k in names}
            return _follow_antes(hand, replace(hand, seats=names, stacks=stacks))
        return _follow_antes(hand, explorer.set_players(hand, n))

    def _line(self, cmd: dict, place: Any) -> str:
        """The scenario line of the row form: ``player verb rest`` with the words quoted and the motions of
        a push (``300; 300``) or after words (``then``) each written as a ``push``. Chips pushed written as one
        amount (``1600``) are one chip or several (``as``: ``one`` / ``several``); where that decides the
        ruling (TDA 44 against 43-A and 45) and ``as`` does not say, the page asks; a chip value no chip set has
        is refused. An amount typed for ``bet`` / ``raise`` is read as the number boxes are."""
        player = str(cmd.get("player") or "")
        verb = str(cmd.get("verb") or "").strip().lower()
        rest = str(cmd.get("rest") or "").strip()
        then = [self._chips(m, "then") for m in _motions(str(cmd.get("then") or ""))]
        if verb == "says":
            if not rest:
                raise ScenarioError(f"{player} says: write the words said, like raise 800")
            rest = _says(rest) + "".join(f" push {m}" for m in then)
        elif verb == "push":
            motions = _motions(rest)
            if not motions:
                raise ScenarioError(f"{player} push: write the chips pushed, like 1000+100x5")
            if len(motions) == 1 and not re.search(r"[+xX×*]", motions[0]):
                return self._one_or_several(place, player, amount_box(motions[0], "push", self.lang),
                                            str(cmd.get("as") or ""), cmd.get("street") or None)
            rest = " push ".join(self._chips(m, "push") for m in motions)
        elif verb in ("bet", "raise") and re.fullmatch(r"[0-9][0-9 .,'_\u00a0\u202f\u2009]*[kK]?", rest):
            rest = str(amount_box(rest, "amount", self.lang))
        return explorer.action_line(player, verb, rest)

    def _chips(self, spec: str, key: str) -> str:
        """Chips as typed (``1000+100x5``, or one amount: its fewest chips), each a value a chip set has."""
        if not re.search(r"[+xX×*]", spec):
            n = amount_box(spec, key, self.lang)
            return str(n) if is_chip(n) else several(n)
        try:
            chips = parse_chips(spec)
        except RulesError as exc:
            raise _field(key, exc, self.lang) from None
        bad = next((v for v in chips.values if not is_chip(v)), None)
        if bad is not None:
            self.problem = {"text": text(self.lang, "err.no-chip", v=bad, spec=several(chips.total)), "offers": []}
            raise ScenarioError(self.problem["text"])
        return spec

    def _one_or_several(self, place: Any, player: str, n: int, how: str, street: str | None) -> str:
        """``player push N`` as one chip of N or as N in several chips: the one the TD picked (``how``), the
        only one there is (no chip of N exists; N is 1), or, where the two rule alike, one chip; where they
        part, a question with both as taps (the hand is kept until one is tapped)."""
        one, many = explorer.action_line(player, "push", str(n)), None
        if n > 1:
            many = explorer.action_line(player, "push", several(n))
        if (how == "several" and many) or (not is_chip(n) and many):
            return many
        if how == "one" or many is None:
            if not is_chip(n):
                self.problem = {"text": text(self.lang, "err.no-chip", v=n, spec=n), "offers": []}
                raise ScenarioError(self.problem["text"])
            return one
        a, b = _ruled(place, one, player), _ruled(place, many, player)
        if a is None or b is None or a[0] == b[0]:
            return one if a is not None or b is None else many
        offers = []
        for kind, line, _rec in (("one", one, a[1]), ("several", many, b[1])):
            offers.append({"verb": "push", "label": text(self.lang, f"offer.{kind}"), "line": line,
                           "shown": line.split(None, 2)[2],
                           "command": {"do": "add", "player": player, "verb": "push", "rest": str(n), "as": kind,
                                       "street": street}})
        self.problem = {"text": text(self.lang, "ask.chips", p=player, n=n, one=_ruling_words(self.lang, a[1]),
                                     several=_ruling_words(self.lang, b[1])), "offers": offers, "ask": True}
        raise ScenarioError(self.problem["text"])

    def _check_row(self, hand: explorer.Hand, new: explorer.Hand, line: str) -> None:
        """Refuse a row the rules reject as written (the hand stays as it was): a plain sentence with its
        TDA number, and the rows a TD most likely meant (the amount as chips pushed, or as said), each
        offered only when the engine rules it."""
        try:
            explorer.ask(explorer.to_scenario(new))
        except RulesError as exc:
            try:
                before = explorer.ask(explorer.to_scenario(hand))
            except RulesError:
                return   # the hand was wrong already: shown as the explorer shows it
            player, verb, rest = explorer.split_action(line)
            self.problem = {"text": _problem(self.lang, before, player, verb, rest, exc),
                            "offers": _offers(self.lang, hand, player, verb, rest)}
            raise exc

    # -- the screen -----------------------------------------------------------------------------------
    def screen(self, *, refused: str | None = None) -> dict:
        """Everything the page shows, as JSON-ready values."""
        hand = self.session.hand
        view = explorer.evaluate_hand(hand)
        nxt = explorer.next_actions(hand, view)
        ruling = view.ruling
        lang = self.lang
        out: dict[str, Any] = {
            "hand": _hand(hand, lang),
            "next": {"street": nxt.street, "player": nxt.player, "note": _next_note(lang, nxt),
                     "raise_word": nxt.raise_word, "min_raise_to": nxt.min_raise_to, "max_raise_to": nxt.max_raise_to,
                     "choices": [{"label": _button(lang, c), "line": c.line, "street": c.street}
                                 for c in nxt.choices]},
            "error": (self.problem or {}).get("text") or refused or view.error,
            "refused": refused is not None,
            "problem": self.problem,
            "field": None,
            "answer": None,
            "card": "",
            "ruling": None,
            "stacks": [{**x, "said": text(lang, "status", status=str(x["status"]).replace(" ", "-"))}
                       for x in view.stack_rows],
            "yaml": explorer.export_yaml(hand, view=view),
            "address": address(hand, self.focus),
            "can_undo": self.session.can_undo,
            "for": None,
            "links": {},
            "verbs": list(FORM_VERBS),
            "streets": list(STREETS),
            "games": list(GAMES),
            "lang": lang,
        }
        if ruling is not None:
            out["ruling"] = ruling.to_dict()
            out["answer"] = answer(ruling, lang, self.focus, rows=len(hand.rows))
            card = cards.card(ruling, lang=lang)   # the card reads the typed ruling, in the page's language
            out["card"] = card._repr_html_()
            out["links"] = _links(card.all_rules() + out["answer"]["rules"])
        elif view.error:
            out["card"] = cards.ErrorCard(view.error)._repr_html_()
        if ruling is not None and self.for_player and self.for_player != ruling.to_act:
            try:
                pv = explorer.ruling_for(hand, self.for_player, view)
            except RulesError as exc:
                out["for"] = {"player": self.for_player, "text": f"error: {exc}"}
            else:
                out["for"] = {"player": self.for_player, "text": pv.to_text()}
        return out


def _button(lang: str, choice: explorer.Choice) -> str:
    """A next-action button in the page's language: the explorer's choice (its line and its label's
    amount: ``call 400``, ``raise to 700 (pot)``, ``all-in 125``) through the phone templates."""
    verb = explorer.split_action(choice.line)[1].lower()
    amounts = re.findall(r"\d+", choice.label)
    n = int(amounts[0]) if amounts else 0
    if verb in ("fold", "check"):
        return text(lang, f"btn.{verb}")
    if verb == "call":
        return text(lang, "btn.call_allin" if "(all-in)" in choice.label else "btn.call", n=n)
    if verb == "allin":
        return text(lang, "btn.allin", n=n)
    if verb == "raise" and choice.label.endswith("(pot)"):
        return text(lang, "btn.raise_pot", n=n)
    return text(lang, f"btn.{verb}", n=n) if verb in ("bet", "raise") else choice.label


def _next_note(lang: str, nxt: explorer.Next) -> str:
    if nxt.player and nxt.street:
        return text(lang, "to_act", street=text(lang, f"street.{nxt.street}"), p=nxt.player)
    return nxt.note


def _dead_small_blind(hand: explorer.Hand, on: bool) -> explorer.Hand:
    """The hand with the small blind dead (a dead button hand, TDA 32) or posted again; seats named by
    position are renamed (the big blind first), a hand named otherwise keeps its names."""
    extra = {k: v for k, v in hand.extra.items() if k != "dead_small_blind"}
    if on:
        extra["dead_small_blind"] = True
    style = _style(hand)
    new = replace(hand, extra=extra)
    if style == "positions":
        n = len(hand.seats)
        names = _dead_names(n) if on else explorer.POSITIONS[n]
        if names is not None:
            new = explorer.rename_seats(new, names)
            new = _follow_antes(hand, new)
    return new


def _ante_seat(hand: explorer.Hand, player: str, value: Any) -> explorer.Hand:
    """Antes by seat (scenario ``ante: {SB: 25, UTG: 10}``): ``player``'s ante, blank for none; the table's
    one ante, if any, becomes each seat's first."""
    if player not in hand.seats:
        raise ScenarioError(f"{player!r} is not seated (seats: {', '.join(hand.seats)})")
    antes = dict(hand.extra.get("ante") or {}) if isinstance(hand.extra.get("ante"), dict) else {}
    if hand.ante:
        antes = {s: hand.ante for s in hand.seats} | antes
    chips = value
    if chips in (0, None):
        antes.pop(player, None)
    else:
        antes[player] = chips
    extra = {k: v for k, v in hand.extra.items() if k != "ante"}
    if antes:
        extra["ante"] = {s: antes[s] for s in hand.seats if s in antes}
    return replace(hand, ante=0, extra=extra)


def _follow_antes(before: explorer.Hand, after: explorer.Hand) -> explorer.Hand:
    """Antes by seat follow the seats when they are renamed or their number changes (by seat order)."""
    antes = before.extra.get("ante")
    if not isinstance(antes, dict):
        return after
    by_seat = {i: antes[s] for i, s in enumerate(before.seats) if s in antes}
    moved = {after.seats[i]: v for i, v in by_seat.items() if i < len(after.seats)}
    extra = {k: v for k, v in after.extra.items() if k != "ante"}
    if moved:
        extra["ante"] = moved
    return replace(after, extra=extra)


def _hand(hand: explorer.Hand, lang: str = "en") -> dict:
    """The hand as the page's controls show it (each row also said in the page's language: ``said``)."""
    sb, bb = hand.blinds
    given = hand.extra.get("ante")
    antes: dict = given if isinstance(given, dict) else {}
    return {
        "game": hand.game if "game" not in hand.extra else str(hand.extra["game"]), "sb": sb, "bb": bb,
        "ante": hand.ante, "bb_ante": hand.bb_ante, "antes": antes, "dead_small_blind": _dead(hand),
        "straddle": hand.straddle, "pot": hand.pot, "players": len(hand.seats), "names": _style(hand),
        "first": hand.first,
        "seats": [{"name": s, "stack": hand.stacks.get(s), "ante": antes.get(s)} for s in hand.seats],
        "rows": [{"k": k, "street": street, "line": line, "said": row_said(lang, line)}
                 for k, (street, _, line) in enumerate(hand.rows)],
    }


def _links(rule_ids: list[str]) -> dict[str, dict]:
    """Where each rule reference of a card leads in the guide: its TDA 2024 number (a section of the rules
    index, when the rule book has it) and its line in the rule book."""
    out = {}
    for rid in dict.fromkeys(rule_ids):
        entry = rulebook.entry(rid)
        number = rulebook.tda(rid)
        out[rid] = {"tda": number if number and rulebook.tda_rule(number) is not None else None,
                    "book": entry.id if entry is not None else None}
    return out


# ============================================================================ the answer, first
def _tda(rule: str | None) -> str:
    """``TDA 44`` for a rule id (its TDA 2024 number), else the id itself."""
    if not rule:
        return ""
    number = rulebook.tda(rule)
    return f"TDA {number}" if number else rule


def _disputed(rec: ActionRecord, departures: tuple[vocabulary.Departure, ...]) -> bool:
    """Whether the rules had to read this row: chips or words, out of turn, the TD's decision, a departure
    of the renderings, or a row the engine ruled otherwise than written."""
    verb = explorer.split_action(rec.written)[1].lower()
    if verb not in PLAIN or rec.outcomes or rec.skipped or rec.returned:
        return True
    if rec.ruled_as in (ActionKind.PENDING, ActionKind.WITHDRAWN, ActionKind.DECLARATION):
        return True
    if any(d.street == rec.street and d.index == rec.index for d in departures):
        return True
    return verb in ("check", "fold") and rec.ruled_as != verb


def answer(ruling: Ruling, lang: str = "en", focus: int | None = None, *, rows: int | None = None) -> dict:
    """The answer a TD reads aloud, first: for the disputed row (``focus``, the row the TD picked, else the
    last row when the rules had to read it) or else for the next decision. ``headline`` one sentence with
    the TDA number; ``reading`` the renderings' reading where it differs (one short line, or ''); ``figure``
    how a figure that is not obvious comes about (the pot-limit count); ``then`` what comes next after a
    row; ``rules`` the rule ids cited; ``focus`` what it answers (``{kind: row|decision, player, index}``)."""
    records = [r for r in ruling.actions if r.player != "dealer"]
    k = focus if focus is not None and 0 <= focus < len(ruling.actions) else None
    if k is None and ruling.actions and (rows is None or rows == len(ruling.actions)) \
            and _disputed(ruling.actions[-1], ruling.departures):
        k = len(ruling.actions) - 1
    if k is not None and ruling.actions[k].player != "dealer":
        rec = ruling.actions[k]
        dep = next((d for d in ruling.departures if d.street == rec.street and d.index == rec.index), None)
        return {"headline": _step(lang, rec), "reading": _reading(lang, dep) if dep else "",
                "figure": "", "then": _then(lang, ruling), "rules": [rec.rule] if rec.rule else [],
                "focus": {"kind": "row", "player": rec.player, "index": k}}
    del records
    p = ruling.player
    on_street = sum(1 for a in ruling.actions if a.street == ruling.street)
    dep = next((d for d in ruling.departures if d.player == p and d.street == ruling.street and d.index > on_street),
               None)
    rule = _decision_rule(ruling, dep)
    return {"headline": _decision(lang, ruling, rule), "reading": _reading(lang, dep) if dep else "",
            "figure": _figure(lang, ruling), "then": "", "rules": [rule] if rule else [],
            "focus": {"kind": "decision", "player": p, "index": None}}


def _chips_said(lang: str, rec: ActionRecord) -> tuple[str, str]:
    """The subject of a row: what the player did, as the TD would say it (``B's 1000 pushed without a
    word``), and its verb."""
    return _line_said(lang, rec.written)


def row_said(lang: str, line: str) -> str:
    """A row of the hand in the page's language (``C allin`` -> ``All-in gracza C``); a dealer's line or a line
    of no player's verb, as written."""
    verb = explorer.split_action(line)[1].lower()
    if verb not in PLAIN and verb not in ("push", "says"):
        return line
    try:
        return _cap(_line_said(lang, line)[0])
    except (RulesError, ValueError, IndexError):
        return line


def _line_said(lang: str, written: str) -> tuple[str, str]:
    player, verb, rest = explorer.split_action(written)
    verb = verb.lower()
    if verb == "push":
        motions = _motions(rest)
        if len(motions) > 1:
            return text(lang, "subj.motions", p=player, n=len(motions), chips=", ".join(motions)), verb
        return text(lang, "subj.push", p=player, chips=motions[0] if motions else rest), verb
    if verb == "says":
        m = re.match(r'\s*"([^"]*)"(.*)$', rest)
        words, after = (m.group(1), m.group(2)) if m else (rest, "")
        quoted = text(lang, "q", w=words)
        motions = _motions(after)
        if motions:
            return text(lang, "subj.says_motions", p=player, words=quoted, chips=", ".join(motions)), verb
        return text(lang, "subj.says", p=player, words=quoted), verb
    amount = rest.split()[0] if rest.split() else ""
    what = text(lang, f"plain.{verb}", n=amount) if verb in PLAIN else written
    return text(lang, "subj.plain", p=player, what=what), verb


def _is(lang: str, rec: ActionRecord) -> str:
    kind = rec.ruled_as
    p, to = rec.player, rec.to
    if kind is ActionKind.CALL:
        return text(lang, "is.call_allin" if rec.all_in else "is.call", to=to)
    if kind is ActionKind.RAISE:
        if rec.full_raise is False:
            return text(lang, "is.raise_short", to=to)
        return text(lang, "is.raise_allin" if rec.all_in else "is.raise", to=to)
    if kind is ActionKind.BET:
        return text(lang, "is.bet_allin" if rec.all_in else "is.bet", to=to)
    if kind is ActionKind.PENDING:
        return text(lang, "is.pending", p=p, first=rec.skipped[0] if rec.skipped else "?")
    if kind is ActionKind.WITHDRAWN:
        return text(lang, "is.withdrawn", p=p)
    if kind is ActionKind.DECLARATION:
        return text(lang, "is.declaration", p=p)
    if kind in (ActionKind.CHECK, ActionKind.FOLD):
        return text(lang, f"is.{kind.value}")
    if kind in (ActionKind.COUNT, ActionKind.RECOUNT, ActionKind.DEAL):
        return text(lang, "is.count")
    return text(lang, "is.other", what=_what(lang, kind.value, to, 0))


def _what(lang: str, ruled_as: str, to: int, returned: int, all_in: bool = False) -> str:
    """An outcome in words: ``a call of 400 with 600 back``, ``all-in to 1000``, ``a raise to 800``."""
    if ruled_as == "call":
        return text(lang, "what.call_back", to=to, n=returned) if returned else text(lang, "what.call", to=to)
    if ruled_as in ("raise", "bet") and all_in:
        return text(lang, "what.allin", to=to)
    if ruled_as in ("raise", "bet", "check", "fold"):
        return text(lang, f"what.{ruled_as}", to=to)
    return text(lang, "what.other", to=to, **{"as": ruled_as})


def _step(lang: str, rec: ActionRecord) -> str:
    subject, _ = _chips_said(lang, rec)
    tda = _tda(rec.rule) or "TDA"
    if rec.details:   # the rules leave it to the TD: each outcome with its chips
        outcomes = [_what(lang, o.ruled_as, o.to, o.returned, all_in=o.label == "allin") for o in rec.details]
        return _cap(text(lang, "step_td", subject=subject, outcomes=join_or(outcomes, lang), tda=tda))
    if rec.returned:
        back = text(lang, "back", n=rec.returned, p=rec.player)
        return _cap(text(lang, "step_back", subject=subject, **{"is": _is(lang, rec)}, back=back, tda=tda))
    return _cap(text(lang, "step", subject=subject, **{"is": _is(lang, rec)}, tda=tda))


def _cap(sentence: str) -> str:
    sentence = " ".join(sentence.replace(", (", " (").replace(",;", ";").split())
    return sentence[:1].upper() + sentence[1:]


def _decision_rule(ruling: Ruling, dep: vocabulary.Departure | None) -> str:
    """The rule a decision's headline cites: the departure's TDA number (54-B), else the most particular of
    the rules the engine gives the decision (pot limit, fixed limit, reopening, the minimum raise)."""
    if dep is not None:
        return f"TDA {dep.tda}"
    for rid in ("PL-54", "PL-52", "IA-10", "08.4"):
        if rid in ruling.rules and (rid != "IA-10" or ruling.can_raise is not None):
            return rid
    return ruling.rules[-1] if ruling.rules else ""


def _decision(lang: str, r: Ruling, rule: str) -> str:
    p = r.player
    if p is None:
        street_over = r.why is not None and r.why.parts[0].kind == "reason-street-over"  # the engine's record, not its words
        out = text(lang, "over_street", street=text(lang, f"street.{r.street}")) if street_over else text(lang, "over")
        for who, chips in r.awards.items():
            out += " " + text(lang, "wins", p=who, n=chips)
        return out
    call = text(lang, "dec.call", n=r.to_call) if r.to_call else text(lang, "dec.nothing")
    opts = [o for o in r.options if o != "allin"] or list(r.options)
    if not opts:
        return _cap(text(lang, "dec", p=p, call=call, options=text(lang, "dec.none", p=p), open="",
                         tda=_tda(rule)).replace(f" {p} ", " ", 1))
    word = "bet" if "bet" in r.options else "raise" if "raise" in r.options else None
    lo, hi = r.min_raise_to, r.max_raise_to
    said = []
    for o in opts:
        if o == word and lo is not None:   # the raise (or bet) said with its limits
            w = text(lang, f"word.{word}")
            key = "lim.min" if hi is None else "lim.exact" if hi == lo else "lim.range"
            said.append(text(lang, key, word=w, lo=lo, hi=hi))
        else:
            said.append(text(lang, f"opt.{o}"))
    options = join_or(said, lang)
    seat = explorer._seat(r, p)
    acted = seat is not None and seat.acted and r.to_call > 0
    opened = ""
    if acted and "IA-10" in r.rules:
        opened = text(lang, "open.reopened" if r.can_raise else "open.closed", p=p)
    return _cap(text(lang, "dec", p=p, call=call, options=options, open=opened, tda=_tda(rule)))


def _then(lang: str, r: Ruling) -> str:
    if r.to_act is None:
        return text(lang, "then_over")
    call = text(lang, "dec.call", n=r.to_call) if r.to_call else text(lang, "dec.nothing")
    return text(lang, "then", p=r.to_act, call=call)


def _figure(lang: str, r: Ruling) -> str:
    """How the pot-limit maximum comes about, where the pot on the table does not show it: the pot, what
    counts beyond it (a dead small blind counted as posted, blinds counted in full), the call, the sum."""
    p = r.player
    if p is None or r.pot_count is None or r.max_raise_to is None:
        return ""
    seat = explorer._seat(r, p)
    owed = max(0, r.current_bet - (seat.committed if seat is not None else 0))
    counted = r.pot_count - r.current_bet - owed          # what the pot counts before the call
    extra = ""
    if counted != r.pot_total:
        if any(d.point == "pot-limit-dead-small-blind" for d in r.departures) and counted > r.pot_total:
            extra = text(lang, "fig.dead_sb", sb=counted - r.pot_total, counted=counted)
        else:
            extra = text(lang, "fig.short_blind", counted=counted)
    if r.current_bet == 0 or (owed == 0 and r.current_bet == 0):
        out = text(lang, "fig.pot_open", pot=r.pot_total, extra=extra, p=p, max=r.pot_count)
    else:
        out = text(lang, "fig.pot", pot=r.pot_total, extra=extra, p=p, owed=owed, after=counted + owed,
                   bet=r.current_bet, max=r.pot_count)
    if r.max_raise_to < r.pot_count:
        out += text(lang, "fig.stack", p=p, hi=r.max_raise_to)
    return out


def _reading(lang: str, dep: vocabulary.Departure) -> str:
    """The renderings' reading of a step or a decision, in one short line."""
    sources = ", ".join(dep.sources)
    res = dep.renderings
    if res.outcomes:
        outcomes = [_what(lang, o.ruled_as, o.to, o.returned, all_in=o.label == "allin") for o in res.outcomes]
        return text(lang, "read.conflict", sources=sources, outcomes=join_or(outcomes, lang))
    if dep.point == "pot-limit-dead-small-blind":
        return text(lang, "read.limit", sources=sources, p=dep.player, to=res.to)
    return text(lang, "read.one", sources=sources, what=_what(lang, res.ruled_as, res.to, res.returned, res.all_in))


def _problem(lang: str, before: Ruling, player: str, verb: str, rest: str, exc: RulesError) -> str:
    """A refused row as a TD reads it: what the player cannot do and the limit, with the TDA number."""
    amount = rest.split()[0] if rest.split() else ""
    tda = _tda(exc.rule) or "TDA"
    if before.player == player and verb == "check" and before.to_call:
        return text(lang, "err.check", p=player, n=before.to_call, tda=tda)
    if before.player == player and verb in ("bet", "raise") and amount.isdigit():
        word = text(lang, f"word.{verb}")
        if before.min_raise_to is not None and int(amount) < before.min_raise_to:
            return text(lang, "err.below", p=player, verb=word, amount=amount, lo=before.min_raise_to, tda=tda)
        if before.max_raise_to is not None and int(amount) > before.max_raise_to:
            return text(lang, "err.above", p=player, verb=word, amount=amount, hi=before.max_raise_to, tda=tda)
    detail = (exc.detail if exc.why is None else vocabulary.words(exc.why, lang)).rstrip(". ")
    if exc.rule:
        detail = detail.replace(f"({exc.rule})", "").rstrip()
    return text(lang, "err.other", text=f"{player}: {detail} ({tda}).")


def _offers(lang: str, hand: explorer.Hand, player: str, verb: str, rest: str) -> list[dict]:
    """The rows a TD most likely meant by a refused one: its amount as chips pushed, its words as said;
    only those the engine rules."""
    amount = rest.split()[0] if rest.split() else ""
    said = f"{verb} {amount}".strip()
    tries = []
    if amount.isdigit():
        tries.append(("push", {"do": "add", "player": player, "verb": "push", "rest": amount}))
    tries.append(("says", {"do": "add", "player": player, "verb": "says", "rest": said}))
    out = []
    for kind, cmd in tries:
        line = explorer.action_line(player, kind, amount if kind == "push" else _says(said))
        try:
            explorer.ask(explorer.to_scenario(explorer.add_action(hand, line)))
        except RulesError:
            continue
        out.append({"verb": kind, "label": text(lang, f"offer.{kind}"), "line": line, "command": cmd,
                    "shown": amount if kind == "push" else said})
    return out


#: Hands :func:`warm` rules once: typed YAML on one street, a whole hand, and text that is no scenario.
WARM_UP = (
    "blinds: 50/100\nstreet: flop\nseats: [A, B, C, D, E]\nstacks: {B: 125, D: 200}\n"
    "actions: [A bet 100, B allin, C call, D allin, E call]\nask: A\n",
    "blinds: 50/100\nseats: [SB, BB, UTG, BTN]\nstacks: {UTG: 1000}\n"
    "streets: {preflop: [UTG raise 300, BTN call, SB fold, BB call], flop: [BB check, UTG allin, BTN call]}\n",
    "blinds: [50\n",
)


def warm() -> None:
    """Use the page once, on :data:`WARM_UP`, a push, a declaration, a refused row and "Ruling for", so that what
    it needs for betting is imported, the rule book is read and the English templates are loaded; the Polish
    and Russian ones are read as text, parsed when first used. The build runs this before it takes its memory snapshot of the page's Python
    (guide/rule-snapshot.mjs): a visit restores that snapshot, and its first ruling must need no file (the
    wheels' files are put in place after it). A showdown with cards is left out: pokerkit builds its hand
    tables when imported (about 13 MB), and a snapshot must fit the runtime's initial memory; a hand with cards
    imports it then."""
    page = Page("en")
    for typed in WARM_UP:
        page.handle({"do": "yaml", "text": typed})
    page.handle({"do": "yaml", "text": WARM_UP[0]})
    page.handle({"do": "add", "player": "A", "verb": "push", "rest": "1000+100x5"})
    page.handle({"do": "add", "player": "B", "verb": "says", "rest": "raise 800"})
    page.handle({"do": "for", "player": "C"})
    page.handle({"do": "undo"})
    page.handle({"do": "reset"})
    page.handle({"do": "add", "player": "UTG", "verb": "raise", "rest": "250"})
    page.handle({"do": "setup", "game": "PLO", "dead_small_blind": True})
    page.handle({"do": "address", "text": page.screen()["address"]})
    # The other languages' templates kept as text, parsed on a first ruling in that language (tens of
    # milliseconds): parsed, the three languages took more than the runtime's initial memory leaves.
    for lang in phone_text.LANGUAGES[1:]:
        messages.keep(lang)
    phone_text.labels("en")
    # Polish and Russian table talk ("podbijam 800", «рейз 800»): its module imported and its table kept as
    # text (10 kB), parsed on the first such declaration
    from ..input import talk

    talk.keep()


__all__ = ["FORM_VERBS", "GAMES", "START_PLAYERS", "STREETS", "WARM_UP", "Page", "address", "address_of", "answer", "from_address", "warm"]
