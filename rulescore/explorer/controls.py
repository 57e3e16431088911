"""The explorer's controls: the ipywidgets of notebook 11's explorer and their layout, built once.

:class:`Controls` builds every widget as an attribute a test or a script can drive (``app.stacks["D"]``,
``app.choices``, ``app.undo``), gives each the CSS class the JupyterLab test finds it by (``rs-...``), and lays
them out: on the left what the TD changes (example, hand, actions, next actions with undo and reset, export),
on the right what the hand gives (title and error line, "Ruling for", the ruling box, pots and stacks, the
ladder, the rules, the full ruling, the ladder picture). What the controls do is
:class:`rulescore.explorer.app.Explorer`'s; ipywidgets is imported when the controls are built.

Number boxes are text boxes: what the TD types is kept as typed (``-100``, ``0``, ``lots``) and the engine says
in one line what is wrong with it; a number box that quietly turned ``-100`` into ``1`` would change the hand
without saying so.
"""

from __future__ import annotations

from typing import Any

from .hand import ACTION_VERBS, NAME_STYLES, STREETS
from .model import GAMES, UNTITLED, example_menu
from .views import CSS

#: Width of the left-hand column (the controls), in pixels: with the file browser open, a 1280-px window
#: leaves the ruling the rest of the notebook's width.
LEFT_PX = 430
#: The most next-action buttons a decision offers (fold, check or call, the smallest and the largest bet or
#: raise), with one to spare.
CHOICES = 6
#: The value of the last entry of the action list: not a row, the place the next row goes (picked when no
#: row is, so that the list shows its end: the newest rows).
END = -1


class Controls:
    """The widgets of the explorer (see the module notes); :attr:`ui` is the whole app."""

    def __init__(self) -> None:
        import ipywidgets as w

        self._w = w
        self._example_controls(w)
        self._hand_controls(w)
        self._action_controls(w)
        self._next_controls(w)
        self._view_controls(w)
        self._name_classes()
        self.ui = self._layout(w)

    # ------------------------------------------------------------------ the widgets
    def _example_controls(self, w: Any) -> None:
        self.search = w.Text(placeholder="search examples: words of a title, an id or a chapter",
                             continuous_update=True, layout=w.Layout(width="98%"))
        self.pick = w.Select(options=example_menu(), rows=6, layout=w.Layout(width="98%"))

    def _hand_controls(self, w: Any) -> None:
        L, small = w.Layout, {"description_width": "initial"}

        def number(description: str, width: str, placeholder: str = "") -> Any:
            return w.Text(description=description, placeholder=placeholder, continuous_update=False, style=small,
                          layout=L(width=width))

        self.hand_name = w.Text(placeholder=UNTITLED, description="name", continuous_update=False, style=small,
                                tooltip="the hand's name: its title and the name of its export",
                                layout=L(width="98%"))
        self.game = w.Dropdown(options=GAMES, description="game", style=small, layout=L(width="112px"))
        self.small = number("blinds", "112px")
        self.big = number("/", "80px")
        self.empty = w.Button(description="empty hand", tooltip="a new hand: 6 players, preflop, no actions, "
                              "untitled until named (undo brings this one back)", layout=L(width="100px"))
        self.ante = number("ante", "100px", "0")
        self.bb_ante = number("BB ante", "120px", "0")
        self.straddle_on = w.Checkbox(description="straddle", indent=False, layout=L(width="76px"))
        self.straddle_amt = w.Text(continuous_update=False, placeholder="2 BB", layout=L(width="76px"))
        self.first = w.Dropdown(options=STREETS, description="first street", style=small, layout=L(width="166px"))
        self.pot = number("pot before it", "170px", "0")
        self.players = w.Dropdown(options=list(range(2, 11)), description="players", style=small,
                                  layout=L(width="112px"))
        self.names = w.Dropdown(options=NAME_STYLES, description="names", style=small, layout=L(width="150px"))
        # one stack box per seat, from a pool of ten (renaming or reseating sends labels, creates nothing)
        self._stack_pool = [w.Text(placeholder="deep", continuous_update=False, style={"description_width": "40px"},
                                   layout=L(width="104px", display="none")) for _ in range(10)]
        for box in self._stack_pool:
            box.add_class("rs-stack")
        self.stacks: dict[str, Any] = {}
        """The stack box of each seated player, by name."""
        self.stack_box = w.Box(self._stack_pool, layout=L(flex_flow="row wrap", width="98%"))

    def _action_controls(self, w: Any) -> None:
        L = w.Layout
        self.rows = w.Select(options=[], rows=6, layout=L(width="98%"))
        self.f_street = w.Dropdown(options=STREETS, layout=L(width="82px"))
        self.f_player = w.Dropdown(options=[], layout=L(width="76px"))
        self.f_verb = w.Dropdown(options=ACTION_VERBS, layout=L(width="80px"))
        self.f_rest = w.Text(placeholder='amount · chips 500x2 · words "raise 800"', continuous_update=True,
                             layout=L(width="176px"))
        self.add = w.Button(description="add", tooltip="add the row above after the picked row (or at the end "
                            "of its street)", layout=L(width="48px"))
        self.change = w.Button(description="replace", tooltip="replace the picked row", layout=L(width="80px"))
        self.up = w.Button(description="↑", tooltip="move the picked row up (within its street)",
                           layout=L(width="34px"))
        self.down = w.Button(description="↓", tooltip="move the picked row down (within its street)",
                             layout=L(width="34px"))
        self.delete = w.Button(description="delete", tooltip="delete the picked row", layout=L(width="62px"))

    def _next_controls(self, w: Any) -> None:
        L = w.Layout
        self.next_note = w.HTML()
        # the next-action buttons: a pool whose labels change, so the button a TD clicked stays on the page
        # (a re-drawn row of buttons would drop the focus, and JupyterLab then refocuses the notebook on the
        # next click: two forced layouts of the whole page before the click is even sent)
        self._choice_pool = [w.Button(layout=L(width="auto", display="none")) for _ in range(CHOICES)]
        self.choices = _choice_row(w)(self._choice_pool, layout=L(width="98%", flex_flow="row wrap"))
        self.amount = w.Text(continuous_update=True, placeholder="amount", layout=L(width="100px"))
        self.amount_go = w.Button(description="raise to", layout=L(width="80px"))
        self.undo = w.Button(description="undo", tooltip="undo the last change (an example loaded or an empty hand "
                             "started included)", layout=L(width="64px"))
        self.reset = w.Button(description="reset", tooltip="back to the example as published (or the empty hand "
                              "started); undo brings the hand back", layout=L(width="64px"))
        self.yaml = w.Textarea(continuous_update=False, layout=L(width="98%", height="150px"))
        self.download = w.HTML()

    def _view_controls(self, w: Any) -> None:
        L = w.Layout
        self.status = w.HTML()
        self.for_player = w.Dropdown(options=[("player to act", "")], description="Ruling for",
                                     style={"description_width": "initial"}, layout=L(width="220px"))
        self.picture = w.Checkbox(description="ladder picture", indent=False, layout=L(width="130px"))
        self.language = w.Dropdown(options=[("English", "en"), ("polski", "pl"), ("русский", "ru")], value="en",
                                   description="language", layout=L(width="180px"))
        self.report = w.HTML(layout=L(min_width="0"))
        self.image = w.Image(format="png", layout=L(max_width="100%", display="none"))

    def _name_classes(self) -> None:
        """The CSS class of each control (how the JupyterLab test and a stylesheet find it)."""
        for name, cls in [("search", "search"), ("pick", "pick"), ("empty", "empty"), ("hand_name", "name"),
                          ("game", "game"), ("small", "small"), ("big", "big"), ("ante", "ante"),
                          ("bb_ante", "bb-ante"), ("straddle_on", "straddle"), ("straddle_amt", "straddle-amount"),
                          ("first", "first"), ("pot", "pot"), ("players", "players"), ("names", "names"),
                          ("rows", "rows"), ("up", "up"), ("down", "down"), ("delete", "delete"),
                          ("f_street", "f-street"), ("f_player", "f-player"), ("f_verb", "f-verb"),
                          ("f_rest", "f-rest"), ("add", "add"), ("change", "replace"), ("next_note", "next"),
                          ("amount", "amount"), ("amount_go", "amount-go"), ("undo", "undo"), ("reset", "reset"),
                          ("status", "status"), ("for_player", "ruling-for"), ("language", "language"), ("report", "report"),
                          ("picture", "picture"), ("image", "image"), ("yaml", "yaml"), ("download", "download"),
                          ("choices", "choices")]:
            getattr(self, name).add_class(f"rs-{cls}")

    def _layout(self, w: Any) -> Any:
        L = w.Layout

        def head(text: str) -> Any:
            return w.HTML(f'<b style="font-size:13px">{text}</b>')

        left = w.VBox([
            head("Example"), self.search, self.pick,
            head("Hand"), self.hand_name, w.HBox([self.game, self.small, self.big, self.empty]),
            w.HBox([self.ante, self.bb_ante, self.straddle_on, self.straddle_amt]),
            w.HBox([self.first, self.pot]), w.HBox([self.players, self.names]),
            w.HTML('<span class="rs-small">stacks at the start of the hand (blank = deep)</span>'),
            self.stack_box,
            head("Actions"), self.rows,
            w.HBox([self.f_street, self.f_player, self.f_verb, self.f_rest]),
            w.HBox([self.add, self.change, self.up, self.down, self.delete]),
            head("Next"), self.next_note, self.choices,
            w.HBox([self.amount, self.amount_go, self.undo, self.reset]),
            head("Export"), self.yaml, self.download,
        ], layout=L(width=f"{LEFT_PX}px", flex="0 0 auto"))
        right = w.VBox([self.status, w.HBox([self.for_player, self.picture, self.language]), self.report, self.image],
                       layout=L(flex="1 1 0", min_width="0", padding="0 0 0 12px", overflow="hidden"))
        right.add_class("rs-right")
        ui = w.HBox([w.HTML(CSS, layout=L(display="none")), left, right], layout=L(width="100%"))
        ui.add_class("rs-app")
        return ui

    def _set_stacks(self, seats: tuple[str, ...], stacks: dict[str, Any]) -> None:
        """Show one stack box per seat, labelled with its name and holding its stack as typed ('' for deep)."""
        self.stacks = dict(zip(seats, self._stack_pool))
        for k, box in enumerate(self._stack_pool):
            if k < len(seats):
                value = stacks.get(seats[k])
                shown = "" if value is None else str(value)
                if (box.description, box.value) != (seats[k], shown):
                    with box.hold_sync():  # one message, and none for a box that stays as it is
                        box.description = seats[k]
                        box.value = shown
                _set(box.layout, "display", None)
            else:
                _set(box.layout, "display", "none")


def _choice_row(w: Any) -> type:
    """The row of next-action buttons: an HBox whose ``options`` are the labels of the buttons shown."""

    class ChoiceRow(w.HBox):
        @property
        def options(self) -> tuple[str, ...]:
            return tuple(b.description for b in self.children if b.layout.display != "none")

    return ChoiceRow


def _set(widget: Any, name: str, value: Any) -> None:
    """Set a trait only when it changes (an unchanged value sends nothing to the page)."""
    if getattr(widget, name) != value:
        setattr(widget, name, value)
