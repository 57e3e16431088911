"""The explorer of notebook 11: build a hand action by action and see the ruling after every change.

Three modules, each importable alone. :mod:`.model`, the hand model: plain functions and frozen records,
without widgets or matplotlib, tested directly (the phone page runs it in the browser):

* :class:`Hand`, the builder state: game, blinds, ante or big-blind ante, straddle, seats (2 to 10, named
  by position or by letter) with their stacks, the pot from earlier streets, and the action rows street by
  street. Transitions return a new hand: :func:`set_setup`, :func:`set_players`, :func:`set_names`,
  :func:`set_stack`, :func:`set_first_street`, :func:`add_action`, :func:`replace_action`,
  :func:`delete_action`, :func:`move_action`. :class:`Session` keeps the history (undo), the published
  example (reset) and the hand's name (:meth:`Session.named`).
* :func:`to_scenario` / :func:`export_yaml`: the scenario of a hand, as YAML that ``rulescore ask FILE``
  accepts as is; :func:`from_scenario` reads one back (a catalogue example, a typed scenario).
* :func:`evaluate_hand`: the ruling, the ladder, the pots and the stacks of a hand (:class:`View`);
  :func:`next_actions`: the buttons offered to the player to act (:class:`Next`, :class:`Choice`);
  :func:`ruling_for`: what another player still in the hand faces (:class:`PlayerView`).

:mod:`.views` draws a model's :class:`View` as HTML, text and PNG (the rules the ruling rests on with the
TDA 2024 number first). :mod:`.app` is :class:`Explorer`, the ipywidgets app, a thin layer: each control
change becomes one transition, and the app shows the result. ipywidgets and matplotlib are imported only
when an explorer is built or a picture drawn. Every figure shown comes from the engine
(:func:`rulescore.engine.ask` and its :class:`~rulescore.ruling.Ruling`); nothing here decides a rule.
Every public name of the three modules is importable from :mod:`rulescore.explorer`.

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
  hand" starts a new session: reset returns to the empty hand, not to the example before it.
* **Export.** One street is written ``street:`` + ``actions:``, more as ``streets:``; ``ask:`` names the
  player to act (left out when nobody is); defaults (game NLHE, no ante, pot 0) are left out; a comment
  line carries the hand's title. A typed ``ask:`` is not kept: "Ruling for" chooses the player.
* **Errors.** An input error keeps the last good view on screen with the one-line message beside it; the
  buttons wait until the hand is good again (fix it or undo).
"""

from .app import NEEDS_LAB, Explorer
from .model import (
    ACTION_VERBS,
    CHAPTERS,
    GAMES,
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
    from_scenario,
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
    split_action,
    static_states,
    street_after,
    to_scenario,
)
from .views import CSS, download_html, html_ladder, html_rules, html_tables, ladder_png, paraphrase

__all__ = [
    "ACTION_VERBS",
    "CHAPTERS",
    "CSS",
    "GAMES",
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
    "PlayerView",
    "Session",
    "View",
    "action_line",
    "add_action",
    "add_action_street",
    "catalogue_examples",
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
    "from_scenario",
    "html_ladder",
    "html_rules",
    "html_tables",
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
    "split_action",
    "static_states",
    "street_after",
    "to_scenario",
]
