"""The explorer of notebook 11: build a hand action by action and see the ruling after every change.

The hand model is :mod:`.hand` (the builder state and its transitions) and :mod:`.model` (the session, the
engine's answers, the views of a hand; it re-exports :mod:`.hand`): plain functions and frozen records,
without widgets or matplotlib, tested directly (the phone page runs it in the browser):

* :class:`Hand`, the builder state: game, blinds, ante or big-blind ante, straddle, seats (2 to 10, named
  by position or by letter) with their stacks, the pot from earlier streets, and the action rows street by
  street. Transitions return a new hand: :func:`set_setup`, :func:`set_players`, :func:`set_names`,
  :func:`set_stack`, :func:`set_first_street`, :func:`add_action`, :func:`replace_action`,
  :func:`delete_action`, :func:`move_action`. :class:`Session` keeps the history: every change, an
  example loaded or an empty hand started included, can be undone, with the name, the example (reset) and
  the row picked as they were. :func:`kept_text` / :func:`from_kept`: the hand in progress as a file kept
  beside the notebook, read back after a kernel restart.
* :func:`to_scenario` / :func:`export_yaml`: the scenario of a hand, as YAML that ``rulescore ask FILE``
  accepts as is; :func:`from_scenario` reads one back (a catalogue example, a typed scenario).
* :func:`evaluate_hand`: the ruling, the ladder, the pots and the stacks of a hand (:class:`View`);
  :func:`next_actions`: the buttons offered to the player to act (:class:`Next`, :class:`Choice`);
  :func:`ruling_for`: what another player still in the hand faces (:class:`PlayerView`).

:mod:`.views` draws a model's :class:`View` as HTML, text and PNG (the rules the ruling rests on with the
TDA 2024 number first). :mod:`.controls` builds the widgets and their layout; :mod:`.app` is
:class:`Explorer`, the ipywidgets app, a thin layer: each control change becomes one step of the session,
and the app shows the result, the ruling first and the ladder picture after it, off the ruling's path.
ipywidgets and matplotlib are imported only when an explorer is built or a picture drawn. Every figure shown comes from the engine
(:func:`rulescore.engine.ask` and its :class:`~rulescore.records.ruling.Ruling`); nothing here decides a rule.
Every public name of the model, the views and the app is importable from :mod:`rulescore.explorer`.

Decisions of the explorer (presentation, not rules), written down so a TD can see them:

* **Next actions.** The buttons are read off the engine's ruling for the player to act: ``fold`` and
  ``check`` as the options say, ``call N`` with the engine's amount to call, the smallest bet or raise-to
  (``all-in N`` when that is all the player has) and, when the engine gives one, the largest (the pot-limit
  maximum, or all-in when the stack is known). Other amounts go in the amount box or the action form.
* **Streets.** When a street's betting is over and the hand goes on, the buttons are those of the first
  player on the next street (the engine rules the hand with that street added, empty); a click starts it.
  Meanwhile the closed round shows its pots, ladder and the engine's "betting is over" sentence.
* **Ruling for another player.** The engine rules only the player to act (``ask:``). For another player
  still in the hand the explorer shows their stack and status and, if the action would reach them, what
  the engine rules once every player before them calls or checks: those lines are listed, a what-if and
  not part of the hand. If the round would end before them it says so, and whether they may still raise
  should someone bet (the ruling's ``may_raise``).
* **Seats.** Seats are listed from the small blind with the button last, named by position (SB, BB, UTG,
  ..., CO, BTN; heads-up SB is the button) or by letter; changing the number of players keeps every
  remaining name's stack and actions. A stack left blank is deep. Changing the first street relabels the
  streets in order (rows of streets past the river are dropped; undo brings them back).
* **Names.** A published example is titled by its id and title (``as published`` or ``(changed)``); an
  empty hand is "Untitled hand" until the TD names it (the name box); the name then titles the hand and
  names its export (``Table 7 seat 3`` -> ``Table-7-seat-3.yaml``; ``Untitled-hand.yaml`` before). "Empty
  hand" starts a new hand: reset returns to the empty hand, and undo to the hand before it.
* **Number boxes.** What is typed is kept as typed: a good amount as the scenario parser reads one (``1,500``,
  ``2k``), anything else (``-100``, a big blind of ``0``, ``lots``) for the engine to refuse in one line;
  nothing is rounded or clamped. An amount typed for "raise to" that is no whole number of chips is refused
  and adds nothing. The action form empties its amount box after a row is added and for a verb that takes
  none, so no amount is carried to the next row.
* **Kept hand.** With ``keep=FILE`` (notebook 11 keeps ``11-explorer.hand.yaml`` beside itself) the hand in
  progress is written after every change as its export with two comment lines (its name and example), and
  read back when the explorer starts, so a kernel restart loses nothing; undo then returns to the notebook's
  example.
* **The end of the betting.** When no more betting can happen, the explorer shows the engine's showdown:
  who shows first, or that every hand is turned face up (an all-in).
* **Export.** One street is written ``street:`` + ``actions:``, more as ``streets:``; ``ask:`` names the
  player to act (left out when nobody is); defaults (game NLHE, no ante, pot 0) are left out; a comment
  line carries the hand's title. A typed ``ask:`` is not kept: "Ruling for" chooses the player.
* **Errors.** An input error keeps the last good view on screen with the one-line message beside it; the
  buttons wait until the hand is good again (fix it or undo).
* **What comes first.** An update sends the ruling box, the next-action buttons, the hand's controls and the
  status line first; the action list (which ends with the place of the next row, picked when no row is, so
  it shows the newest rows), the form, the export and the kept hand follow a moment later; the ladder
  picture is drawn by a worker thread (the latest asked for; the last ones drawn are kept).
"""

from importlib import import_module
from typing import Any

from .model import (
    ACTION_VERBS,
    CHAPTERS,
    DEALER,
    DEALER_ACTION_VERBS,
    GAMES,
    HISTORY,
    LETTERS,
    NAME_STYLES,
    POSITIONS,
    STREETS,
    UNTITLED,
    Choice,
    Example,
    Hand,
    Next,
    PlayerView,
    Session,
    View,
    action_line,
    add_action,
    add_action_street,
    box_value,
    catalogue_examples,
    click_through,
    decision_text,
    delete_action,
    empty_hand,
    evaluate,
    evaluate_hand,
    example_menu,
    example_scenario,
    example_title,
    examples,
    export_yaml,
    form_verbs,
    from_kept,
    from_scenario,
    kept_text,
    move_action,
    next_actions,
    parse_yaml,
    rename_seats,
    replace_action,
    row_index,
    ruling_for,
    seat_names,
    set_first_street,
    set_names,
    set_players,
    set_setup,
    set_stack,
    showdown_text,
    split_action,
    static_states,
    street_after,
    takes_amount,
    to_scenario,
)

#: The widget app and its views, imported when first named (``rulescore.explorer.Explorer``): the Rule my hand
#: page runs ``rulescore.explorer.phone`` in the browser, where their code would only fill the memory its
#: snapshot of Python must fit in.
_LAZY = {name: "app" for name in ("NEEDS_LAB", "Explorer", "Pictures")} | {
    name: "views" for name in ("CSS", "answer_html", "cites", "download_html", "html_ladder", "html_rules",
                               "html_tables", "ladder_png", "paraphrase")}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        value = getattr(import_module(f".{_LAZY[name]}", __name__), name)
        globals()[name] = value
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

__all__ = [
    "ACTION_VERBS",
    "CHAPTERS",
    "CSS",
    "DEALER",
    "DEALER_ACTION_VERBS",
    "GAMES",
    "HISTORY",
    "LETTERS",
    "NAME_STYLES",
    "NEEDS_LAB",
    "POSITIONS",
    "STREETS",
    "UNTITLED",
    "Choice",
    "Example",
    "Explorer",
    "Hand",
    "Next",
    "Pictures",
    "PlayerView",
    "Session",
    "View",
    "action_line",
    "add_action",
    "add_action_street",
    "answer_html",
    "box_value",
    "catalogue_examples",
    "cites",
    "click_through",
    "decision_text",
    "delete_action",
    "download_html",
    "empty_hand",
    "evaluate",
    "evaluate_hand",
    "example_menu",
    "example_scenario",
    "example_title",
    "examples",
    "export_yaml",
    "form_verbs",
    "from_kept",
    "from_scenario",
    "html_ladder",
    "html_rules",
    "html_tables",
    "kept_text",
    "ladder_png",
    "move_action",
    "next_actions",
    "paraphrase",
    "parse_yaml",
    "rename_seats",
    "replace_action",
    "row_index",
    "ruling_for",
    "seat_names",
    "set_first_street",
    "set_names",
    "set_players",
    "set_setup",
    "set_stack",
    "showdown_text",
    "split_action",
    "static_states",
    "street_after",
    "takes_amount",
    "to_scenario",
]
