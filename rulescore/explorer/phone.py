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
from typing import Any

from .. import rulebook
from ..errors import RulesError, ScenarioError
from ..present import cards
from . import model as explorer  # the hand model (no widgets, no matplotlib): what the page runs on

#: The hand a new page starts with: six seats by position, preflop, blinds 100/200, everybody deep.
START_PLAYERS = 6
#: The verbs of the row form (what a player did that a button cannot say).
FORM_VERBS = ("push", "says", "bet", "raise", "call", "check", "fold", "allin")


def _chips(text: Any) -> Any:
    """A box's value: a whole number as ``int``, blank as ``0``, anything else as written (the engine then
    says what is wrong with it)."""
    s = "" if text is None else str(text).strip()
    if not s:
        return 0
    if re.fullmatch(r"[0-9][0-9,_]*", s, re.ASCII) and re.fullmatch(r"0|[1-9][0-9,_]*", s, re.ASCII):
        return int(re.sub(r"[,_]", "", s))  # anything else (a digit that is not ASCII, 0100) the engine refuses
    return s


def _says(words: str) -> str:
    """The words of a ``says`` row as the scenario format writes them: in double quotes."""
    w = " ".join(str(words).split())
    return w if len(w) >= 2 and w[0] == w[-1] == '"' else '"' + w.replace('"', "'") + '"'


class Page:
    """One phone page: the explorer's :class:`~rulescore.explorer.Session` and the player "Ruling for" shows.

    >>> page = Page()
    >>> screen = page.handle({"do": "players", "n": 3})
    >>> [s["name"] for s in screen["hand"]["seats"]], screen["next"]["player"]
    (['SB', 'BB', 'BTN'], 'BTN')
    >>> [c["label"] for c in screen["next"]["choices"]]
    ['fold', 'call 200', 'raise to 400']
    """

    def __init__(self) -> None:
        self.session = explorer.Session.new(explorer.empty_hand(START_PLAYERS))
        self.for_player = ""

    # -- commands -------------------------------------------------------------------------------------
    def handle(self, command: dict | str) -> dict:
        """Apply one command and return the screen (``error``: why a command was refused, or why the rules
        reject the hand)."""
        start = time.perf_counter()
        refused = None
        try:
            cmd = json.loads(command) if isinstance(command, str) else dict(command)
            self._apply(cmd)
        except RulesError as exc:
            refused = str(exc)
        out = self.screen(refused=refused)
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

    def _apply(self, cmd: dict) -> None:
        do = cmd.get("do")
        hand = self.session.hand
        if do == "screen":
            return
        if do == "undo":
            self.session = self.session.undo()
            return
        if do == "reset":
            self.session = self.session.reset()
            self.for_player = ""
            return
        if do == "for":
            player = str(cmd.get("player") or "")
            if player and player not in hand.seats:
                raise ScenarioError(f"{player!r} is not seated (seats: {', '.join(hand.seats)})")
            self.for_player = player
            return
        if do == "yaml":
            text = str(cmd.get("text") or "")
            from ..scenario import read_yaml

            data = read_yaml(text)  # the scenario parser's strict reader, as explorer.parse_yaml reads it
            new = explorer.from_scenario(data)
            asked = data.get("ask")
            self.session = self.session.do(new)
            self.for_player = str(asked) if asked is not None and str(asked) in new.seats else ""
            return
        if do == "setup":
            changes: dict[str, Any] = {}
            if "game" in cmd:
                changes["game"] = str(cmd["game"]).strip().upper()
            if "sb" in cmd or "bb" in cmd:
                sb, bb = hand.blinds
                changes["blinds"] = (_chips(cmd.get("sb", sb)), _chips(cmd.get("bb", bb)))
            for key in ("ante", "bb_ante"):
                if key in cmd:
                    changes[key] = _chips(cmd[key])
            if "straddle" in cmd:
                value = _chips(cmd["straddle"])
                changes["straddle"] = value or None
            new = explorer.set_setup(hand, **changes)
        elif do == "players":
            new = explorer.set_players(hand, int(cmd.get("n") or 0))
        elif do == "names":
            new = explorer.set_names(hand, str(cmd.get("style") or "positions"))
        elif do == "stack":
            new = explorer.set_stack(hand, str(cmd.get("player")), cmd.get("value"))
        elif do == "street":
            new = explorer.set_first_street(hand, str(cmd.get("street")))
        elif do == "tap":
            new = explorer.add_action(hand, str(cmd.get("line") or ""), street=cmd.get("street") or None)
        elif do == "add":
            verb = str(cmd.get("verb") or "").strip().lower()
            rest = str(cmd.get("rest") or "").strip()
            if verb == "says":
                if not rest:
                    raise ScenarioError(f"{cmd.get('player')} says: write the words said, like raise 800")
                rest = _says(rest)
            elif verb == "push" and not rest:
                raise ScenarioError(f"{cmd.get('player')} push: write the chips pushed, like 1000+100x5")
            line = explorer.action_line(str(cmd.get("player") or ""), verb, rest)
            new = explorer.add_action(hand, line, street=cmd.get("street") or None)
        elif do == "delete":
            new = explorer.delete_action(hand, int(cmd.get("k", -1)))
        else:
            raise ScenarioError(f"the page sent an unknown command {do!r}")
        if self.for_player and self.for_player not in new.seats:
            self.for_player = ""
        self.session = self.session.do(new)

    # -- the screen -----------------------------------------------------------------------------------
    def screen(self, *, refused: str | None = None) -> dict:
        """Everything the page shows, as JSON-ready values."""
        hand = self.session.hand
        view = explorer.evaluate_hand(hand)
        nxt = explorer.next_actions(hand, view)
        ruling = view.ruling
        out: dict[str, Any] = {
            "hand": _hand(hand),
            "next": {"street": nxt.street, "player": nxt.player, "note": nxt.note, "raise_word": nxt.raise_word,
                     "min_raise_to": nxt.min_raise_to, "max_raise_to": nxt.max_raise_to,
                     "choices": [{"label": c.label, "line": c.line, "street": c.street} for c in nxt.choices]},
            "error": refused or view.error,
            "refused": refused is not None,
            "card": "",
            "ruling": None,
            "stacks": view.stack_rows,
            "yaml": explorer.export_yaml(hand, view=view),
            "can_undo": self.session.can_undo,
            "for": None,
            "links": {},
            "verbs": list(FORM_VERBS),
            "streets": list(explorer.STREETS),
            "games": list(explorer.GAMES),
        }
        if ruling is not None:
            out["ruling"] = ruling.to_dict()
            card = cards.card(ruling)   # the card reads the typed ruling the JSON view comes from
            out["card"] = card._repr_html_()
            out["links"] = _links(card.all_rules())
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


def _hand(hand: explorer.Hand) -> dict:
    """The hand as the page's controls show it."""
    sb, bb = hand.blinds
    return {
        "game": hand.game, "sb": sb, "bb": bb, "ante": hand.ante, "bb_ante": hand.bb_ante,
        "straddle": hand.straddle, "players": len(hand.seats), "names": hand.names, "first": hand.first,
        "seats": [{"name": s, "stack": hand.stacks.get(s)} for s in hand.seats],
        "rows": [{"k": k, "street": street, "line": line} for k, (street, _, line) in enumerate(hand.rows)],
    }


def _links(rule_ids: list[str]) -> dict[str, dict]:
    """Where each rule reference of a card leads in the guide: its TDA 2024 number (a section of the rules
    index, when the rule book has it) and its line in the rule book."""
    out = {}
    for rid in rule_ids:
        entry = rulebook.entry(rid)
        number = rulebook.tda(rid)
        out[rid] = {"tda": number if number and rulebook.tda_rule(number) is not None else None,
                    "book": entry.id if entry is not None else None}
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
    """Use the page once, on :data:`WARM_UP` and a push, a declaration and "Ruling for", so that what it needs
    for betting is imported and the rule book is read. The page calls this before it takes its memory
    snapshot of Python (``guide/_static/rule/app.js``): a later visit starts from that snapshot instead of
    starting Python again. A showdown with cards is left out: pokerkit builds its hand tables when imported
    (about 13 MB), and a snapshot must fit the runtime's initial memory; a hand with cards imports it then."""
    page = Page()
    for text in WARM_UP:
        page.handle({"do": "yaml", "text": text})
    page.handle({"do": "yaml", "text": WARM_UP[0]})
    page.handle({"do": "add", "player": "A", "verb": "push", "rest": "1000+100x5"})
    page.handle({"do": "add", "player": "B", "verb": "says", "rest": "raise 800"})
    page.handle({"do": "for", "player": "C"})
    page.handle({"do": "undo"})


__all__ = ["FORM_VERBS", "START_PLAYERS", "WARM_UP", "Page", "warm"]
