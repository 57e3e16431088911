"""The explorer's widget app: :class:`Explorer`, a thin ipywidgets layer over the hand model.

Each control change becomes one transition of :mod:`rulescore.explorer.model`; the app rules the new hand
and shows it with :mod:`rulescore.explorer.views`. ipywidgets is imported when an explorer is built, and
matplotlib only when the ladder picture is asked for.
"""

from __future__ import annotations

import html
import time
from typing import Any

from ..errors import RulesError
from .model import (
    ACTION_VERBS,
    GAMES,
    NAME_STYLES,
    STREETS,
    UNTITLED,
    Hand,
    Next,
    Session,
    View,
    action_line,
    add_action,
    decision_text,
    delete_action,
    empty_hand,
    evaluate_hand,
    example_menu,
    export_yaml,
    move_action,
    next_actions,
    parse_yaml,
    replace_action,
    row_index,
    ruling_for,
    set_first_street,
    set_names,
    set_players,
    set_setup,
    set_stack,
    split_action,
    street_after,
)
from .views import CSS, download_html, ladder_png, next_html, report_html, status_html


def _set(widget: Any, name: str, value: Any) -> None:
    """Set a trait only when it changes (an unchanged value sends nothing to the page)."""
    if getattr(widget, name) != value:
        setattr(widget, name, value)


#: What the explorer shows when no live kernel draws it (the static guide, a plain terminal).
NEEDS_LAB = ("Interactive explorer: the live controls need JupyterLab with a running kernel (make lab, then "
             "Run > Run All Cells). In the static guide, the states below show what it displays.")


class Explorer:
    """The ipywidgets app: ``Explorer("IA-10-1")`` in a notebook cell shows it; ``Explorer(None)`` starts
    from an empty hand. Controls are attributes so a test can drive them (``app.stacks["D"].value = "150"``,
    ``app.press("call 100")``); :attr:`session` holds the state.

    Layout: on the left the controls (example, hand, actions, next actions with undo and reset, export); on
    the right what the hand gives (title and error line, "Ruling for", the decision, pots and stacks, the
    ladder, the rules, the full ruling). For speed the right-hand side is one HTML widget and the status line
    another, each replaced in one message, and a control that did not change sends nothing. What is not the
    ruling (the action rows, the action form, undo/reset and the export) is sent after the ruling is on
    screen; the ladder picture is drawn only on request."""

    def __init__(self, example: str | None = "IA-10-1", *, dpi: int = 72) -> None:
        import ipywidgets as w

        self._w = w
        self.dpi = dpi
        self._busy = False
        self.session = Session.published(example) if example else Session.new()
        self.view: View | None = None
        """The view of the current hand (it may be an error)."""
        self.good: View | None = None
        """The last view without error: what stays on screen while the hand has an error."""
        self._good_hand: Hand = self.session.hand
        self.next: Next | None = None
        self.error_line = ""
        """The error shown beside the last good view ('' when none)."""
        self.seq = 0
        """Updates sent so far (the page reads it to know an update has arrived)."""
        self.last_seconds: float | None = None
        """Kernel time of the last update (rule, ladder, next actions, widgets set), for the record."""
        self._png: dict[str, bytes] = {}
        L = w.Layout
        small = {"description_width": "initial"}

        # -- examples
        self.search = w.Text(placeholder="search examples: words of a title, an id or a chapter",
                             continuous_update=True, layout=L(width="98%"))
        self.pick = w.Select(options=example_menu(), rows=6, layout=L(width="98%"))
        # -- setup
        self.game = w.Dropdown(options=GAMES, description="game", style=small, layout=L(width="118px"))
        self.small = w.BoundedIntText(min=0, max=10**9, description="blinds", style=small, layout=L(width="122px"))
        self.big = w.BoundedIntText(min=1, max=10**9, description="/", style=small, layout=L(width="90px"))
        self.ante = w.BoundedIntText(min=0, max=10**9, description="ante", style=small, layout=L(width="110px"))
        self.bb_ante = w.BoundedIntText(min=0, max=10**9, description="BB ante", style=small, layout=L(width="130px"))
        self.straddle_on = w.Checkbox(description="straddle", indent=False, layout=L(width="76px"))
        self.straddle_amt = w.BoundedIntText(min=0, max=10**9, layout=L(width="80px"))
        self.first = w.Dropdown(options=STREETS, description="first street", style=small, layout=L(width="170px"))
        self.pot = w.BoundedIntText(min=0, max=10**12, description="pot before it", style=small,
                                    layout=L(width="178px"))
        self.players = w.Dropdown(options=list(range(2, 11)), description="players", style=small,
                                  layout=L(width="112px"))
        self.names = w.Dropdown(options=NAME_STYLES, description="names", style=small, layout=L(width="150px"))
        self.empty = w.Button(description="empty hand", tooltip="a new hand: 6 players, preflop, no actions, "
                              "untitled until named", layout=L(width="112px"))
        self.hand_name = w.Text(placeholder=UNTITLED, description="name", continuous_update=False, style=small,
                                tooltip="the hand's name: its title and the name of its export",
                                layout=L(width="98%"))
        # one stack box per seat, from a pool of ten (renaming or reseating sends labels, creates nothing)
        self._stack_pool = [w.Text(placeholder="deep", continuous_update=False, style={"description_width": "40px"},
                                   layout=L(width="112px", display="none")) for _ in range(10)]
        for k, box in enumerate(self._stack_pool):
            box.add_class("rs-stack")
            box.observe(lambda ch, k=k: self._on_stack(k, ch), names="value")
        self.stacks: dict[str, Any] = {}
        """The stack box of each seated player, by name."""
        self.stack_box = w.Box(self._stack_pool, layout=L(flex_flow="row wrap", width="98%"))
        # -- action rows
        self.rows = w.Select(options=[], rows=6, layout=L(width="98%"))
        self.f_street = w.Dropdown(options=STREETS, layout=L(width="82px"))
        self.f_player = w.Dropdown(options=[], layout=L(width="76px"))
        self.f_verb = w.Dropdown(options=ACTION_VERBS, layout=L(width="78px"))
        self.f_rest = w.Text(placeholder='amount · chips 500x2 · words "raise 800"', continuous_update=False,
                             layout=L(width="212px"))
        self.add = w.Button(description="add", tooltip="add the row above after the picked row (or at the end "
                            "of its street)", layout=L(width="48px"))
        self.change = w.Button(description="replace", tooltip="replace the picked row", layout=L(width="80px"))
        self.up = w.Button(description="↑", tooltip="move the picked row up (within its street)",
                           layout=L(width="34px"))
        self.down = w.Button(description="↓", tooltip="move the picked row down (within its street)",
                             layout=L(width="34px"))
        self.delete = w.Button(description="delete", tooltip="delete the picked row", layout=L(width="62px"))
        # -- next actions, history
        self.next_note = w.HTML()
        self.choices = w.ToggleButtons(options=[], value=None, style={"button_width": "auto"},
                                       layout=L(width="98%"))
        self.amount = w.BoundedIntText(min=1, max=10**12, layout=L(width="100px"))
        self.amount_go = w.Button(description="raise to", layout=L(width="80px"))
        self.undo = w.Button(description="undo", layout=L(width="64px"))
        self.reset = w.Button(description="reset", tooltip="back to the example as published", layout=L(width="64px"))
        # -- export
        self.yaml = w.Textarea(continuous_update=False, layout=L(width="98%", height="150px"))
        self.download = w.HTML()
        # -- the view
        self.status = w.HTML()
        self.for_player = w.Dropdown(options=[("player to act", "")], description="Ruling for", style=small,
                                     layout=L(width="220px"))
        self.picture = w.Checkbox(description="ladder picture", indent=False, layout=L(width="130px"))
        self.report = w.HTML()
        self.image = w.Image(format="png", layout=L(max_width="100%", display="none"))
        for widget, cls in [(self.search, "rs-search"), (self.pick, "rs-pick"), (self.empty, "rs-empty"),
                            (self.hand_name, "rs-name"),
                            (self.game, "rs-game"), (self.small, "rs-small"), (self.big, "rs-big"),
                            (self.ante, "rs-ante"), (self.bb_ante, "rs-bb-ante"), (self.straddle_on, "rs-straddle"),
                            (self.straddle_amt, "rs-straddle-amount"), (self.first, "rs-first"),
                            (self.pot, "rs-pot"), (self.players, "rs-players"), (self.names, "rs-names"),
                            (self.rows, "rs-rows"), (self.up, "rs-up"), (self.down, "rs-down"),
                            (self.delete, "rs-delete"), (self.f_street, "rs-f-street"), (self.f_player, "rs-f-player"),
                            (self.f_verb, "rs-f-verb"), (self.f_rest, "rs-f-rest"), (self.add, "rs-add"),
                            (self.change, "rs-replace"), (self.next_note, "rs-next"), (self.amount, "rs-amount"),
                            (self.amount_go, "rs-amount-go"), (self.undo, "rs-undo"), (self.reset, "rs-reset"),
                            (self.status, "rs-status"), (self.for_player, "rs-ruling-for"),
                            (self.report, "rs-report"), (self.picture, "rs-picture"), (self.image, "rs-image"),
                            (self.yaml, "rs-yaml"), (self.download, "rs-download"), (self.choices, "rs-choices")]:
            widget.add_class(cls)

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
        ], layout=L(width="470px", flex="0 0 auto"))
        right = w.VBox([self.status, w.HBox([self.for_player, self.picture]), self.report, self.image],
                       layout=L(flex="1 1 auto", min_width="0", padding="0 0 0 12px"))
        self.ui = w.HBox([w.HTML(CSS, layout=L(display="none")), left, right])
        self.ui.add_class("rs-app")

        self.search.observe(self._on_search, names="value")
        self.pick.observe(self._on_pick, names="value")
        self.empty.on_click(self._on_empty)
        self.hand_name.observe(self._on_name, names="value")
        for widget in (self.game, self.small, self.big, self.ante, self.bb_ante, self.straddle_on, self.straddle_amt,
                       self.pot):
            widget.observe(self._on_setup, names="value")
        self.first.observe(lambda ch: self._edit(set_first_street, ch["new"]), names="value")
        self.players.observe(lambda ch: self._edit(set_players, ch["new"]), names="value")
        self.names.observe(lambda ch: self._edit(set_names, ch["new"]) if ch["new"] else None, names="value")
        self.rows.observe(self._on_row, names="value")
        self.up.on_click(lambda _: self._move(-1))
        self.down.on_click(lambda _: self._move(1))
        self.delete.on_click(self._on_delete)
        self.add.on_click(self._on_add)
        self.change.on_click(self._on_replace)
        self.choices.observe(self._on_choice, names="value")
        self.amount_go.on_click(self._on_amount)
        self.undo.on_click(lambda _: self._history(self.session.undo()))
        self.reset.on_click(lambda _: self._history(self.session.reset()))
        self.for_player.observe(self._on_for, names="value")
        self.picture.observe(lambda _: self._show_picture(), names="value")
        self.yaml.observe(self._on_yaml, names="value")
        if example:
            self._busy = True
            self.pick.value = example if any(v == example for _, v in self.pick.options) else None
            self._busy = False
        self.refresh()

    # ------------------------------------------------------------------ display
    def _repr_mimebundle_(self, **kwargs):
        bundle = self.ui._repr_mimebundle_(**kwargs) or {}
        if isinstance(bundle, tuple):
            bundle = bundle[0]
        bundle = dict(bundle)
        bundle["text/plain"] = NEEDS_LAB
        bundle["text/html"] = f"<p><em>{html.escape(NEEDS_LAB)}</em></p>"
        return bundle

    def press(self, label: str) -> None:
        """Press the next-action button showing ``label``, as a click does (for tests and scripts)."""
        if label not in self.choices.options:
            raise KeyError(f"no button {label!r}; shown: {list(self.choices.options)}")
        self.choices.value = label

    @property
    def hand(self) -> Hand:
        """The hand being built."""
        return self.session.hand

    @property
    def last_view(self) -> View | None:
        """The view of the current hand (kept under the old name)."""
        return self.view

    # ------------------------------------------------------------------ changes
    def _apply(self, hand: Hand) -> None:
        self._history(self.session.do(hand))

    def _history(self, session: Session) -> None:
        self.session = session
        self.refresh()

    def _edit(self, fn, *args, **kw) -> None:
        """Apply a transition to the hand; one that refuses (a street out of order, no row picked) shows its
        line beside the last good view and changes nothing."""
        if self._busy:
            return
        try:
            hand = fn(self.session.hand, *args, **kw)
        except RulesError as exc:
            self._refuse(str(exc))
            return
        self._apply(hand)

    def _refuse(self, message: str) -> None:
        self.error_line = message
        self._show_status()

    def _on_search(self, change) -> None:
        self._busy = True
        try:
            self.pick.options = example_menu(change["new"])
            ids = [v for _, v in self.pick.options]
            self.pick.value = self.session.example if self.session.example in ids else None
        finally:
            self._busy = False

    def _on_pick(self, change) -> None:
        if self._busy or not change["new"]:
            return
        value = change["new"]
        if value.startswith("#"):  # a chapter heading: nothing to load
            self._busy = True
            try:
                self.pick.value = change["old"] if change["old"] in [v for _, v in self.pick.options] else None
            finally:
                self._busy = False
            return
        self._new_session(Session.published(value))

    def _new_session(self, session: Session) -> None:
        """Start over on ``session`` (a published example, an empty hand): no row picked, no name."""
        self.session = session
        self._select(None)
        self._busy = True
        try:
            self.f_rest.value = ""
            self.hand_name.value = session.name
        finally:
            self._busy = False
        self.refresh()

    def _on_empty(self, _b) -> None:
        if not self._busy:
            self._new_session(Session.new(empty_hand()))

    def _on_name(self, change) -> None:
        """The TD names the hand: the title and the export follow (the ruling does not change)."""
        if self._busy:
            return
        self.session = self.session.named(change["new"])
        self._show_status()
        self._show_export(self.good if self.view is not None and self.view.error is None else self.view)

    def _on_setup(self, _change) -> None:
        if self._busy:
            return
        changes = dict(game=self.game.value, blinds=(self.small.value, self.big.value), ante=self.ante.value,
                       bb_ante=self.bb_ante.value, pot=self.pot.value,
                       straddle=(self.straddle_amt.value or 2 * self.big.value) if self.straddle_on.value else None)
        hand = self.session.hand
        current = dict(game=hand.game, blinds=hand.blinds, ante=hand.ante, bb_ante=hand.bb_ante, pot=hand.pot,
                       straddle=hand.straddle)
        self._edit(set_setup, **{k: v for k, v in changes.items() if v != current[k]})

    def _on_stack(self, k: int, change) -> None:
        if not self._busy and k < len(self.session.hand.seats):
            self._edit(set_stack, self.session.hand.seats[k], change["new"])

    def _selected(self) -> int | None:
        v = self.rows.value
        return v if isinstance(v, int) else None

    def _on_row(self, change) -> None:
        """A row picked: the form shows it (for replace), and add inserts after it."""
        if not self._busy and change["new"] is not None:
            self._form_from_row(change["new"])

    def _form_from_row(self, k: int) -> None:
        street, _, line = self.session.hand.rows[k]
        player, verb, rest = split_action(line)
        busy, self._busy = self._busy, True
        try:
            if street in self.f_street.options:
                self.f_street.value = street
            if player in self.f_player.options:
                self.f_player.value = player
            if verb.lower() in self.f_verb.options:
                self.f_verb.value = verb.lower()
            self.f_rest.value = rest
        finally:
            self._busy = busy

    def _form_line(self) -> str:
        return action_line(self.f_player.value or "", self.f_verb.value or "", self.f_rest.value)

    def _on_add(self, _b) -> None:
        street = self.f_street.value
        k = self._selected()
        at = None
        if k is not None and self.session.hand.rows[k][0] == street:
            at = self.session.hand.rows[k][1] + 1
        before = self.session.hand
        self._edit(add_action, self._form_line(), street=street, at=at)
        if at is not None and self.session.hand is not before:
            self._select(row_index(self.session.hand, street, at))

    def _on_replace(self, _b) -> None:
        k = self._selected()
        if k is None:
            self._refuse("pick the row to replace first")
            return
        self._edit(replace_action, k, self._form_line())
        self._select(k)

    def _on_delete(self, _b) -> None:
        k = self._selected()
        if k is None:
            self._refuse("pick the row to delete first")
            return
        self._edit(delete_action, k)
        self._select(min(k, len(self.session.hand.rows) - 1) if self.session.hand.rows else None)

    def _move(self, delta: int) -> None:
        k = self._selected()
        if k is None:
            self._refuse("pick the row to move first")
            return
        street, i, _ = self.session.hand.rows[k]
        self._edit(move_action, k, delta)
        j = max(0, min(len(dict(self.session.hand.streets)[street]) - 1, i + delta))
        self._select(row_index(self.session.hand, street, j))

    def _select(self, k: int | None) -> None:
        """Pick row ``k`` (``None``: no row) and show it in the form."""
        self._busy = True
        try:
            self.rows.value = k if k is not None and k < len(self.rows.options) else None
            if self.rows.value is not None:
                self._form_from_row(self.rows.value)
        finally:
            self._busy = False

    def _on_choice(self, change) -> None:
        nxt = self.next
        if self._busy or nxt is None or change["new"] is None:
            return
        c = next((c for c in nxt.choices if c.label == change["new"]), None)
        if c is not None:
            self._edit(add_action, c.line, street=c.street)

    def _on_amount(self, _b) -> None:
        nxt = self.next
        if nxt is None or nxt.player is None or nxt.raise_word is None:
            return
        self._edit(add_action, action_line(nxt.player, nxt.raise_word, str(self.amount.value)), street=nxt.street)

    def _on_for(self, _change) -> None:
        if not self._busy:
            self._show_report()
            self._show_status()

    def _on_yaml(self, change) -> None:
        if self._busy:
            return
        try:
            hand = parse_yaml(change["new"])
        except RulesError as exc:
            self._refuse(str(exc))
            return
        self._apply(hand)

    # ------------------------------------------------------------------ showing
    def refresh(self) -> View:
        """Rule the current hand and show it: the ruling, tables, ladder, rules, next actions, rows, export.
        With an error, the last good view stays and the error line is shown beside it."""
        start = time.perf_counter()
        hand = self.session.hand
        view = evaluate_hand(hand, title=self.session.title)
        self.view = view
        self.error_line = view.error or ""
        self.next = next_actions(hand, view) if view.error is None else None
        if view.error is None:
            self.good, self._good_hand = view, hand
        self._sync_controls(view)
        if view.error is None:
            self._show_report()
            self._show_picture()
        self._show_next()
        self._show_status(since=start)
        self.last_seconds = time.perf_counter() - start
        # not the ruling: the rows, the form and the export follow once the ruling is on screen
        self._sync_rows()
        self._show_export(view)
        return view

    def _show_export(self, view: View | None) -> None:
        """The export box and its download link, named after the hand (:attr:`Session.filename`)."""
        hand = self.session.hand
        text = export_yaml(hand, title=self.session.title, view=view if view is not None else None)
        self._busy = True
        try:
            self.yaml.value = text
            self.download.value = download_html(text, self.session.filename)
        finally:
            self._busy = False

    def _show_status(self, since: float | None = None) -> None:
        """The title, the error line and the update counter, in one message (sent last in an update); with
        ``since``, the kernel's milliseconds from then (the page reports them beside the whole path)."""
        self.seq += 1
        ms = None if since is None else (time.perf_counter() - since) * 1000
        self.status.value = status_html(self.session.title, self.error_line, self.seq, kernel_ms=ms)

    def _show_report(self) -> None:
        """The right-hand side of the last good view: the decision for the chosen player, pots and stacks,
        the ladder, the rules, the full ruling."""
        view = self.good
        if view is None or view.ruling is None:
            return
        r = view.ruling
        folded = {s.name for s in r.table.seats if s.folded} if r.table is not None else set()
        players = [p for p in self._good_hand.seats if p not in folded]
        options = [("player to act" if r.to_act else "(nobody to act)", "")] + [(p, p) for p in players]
        self._busy = True
        try:
            keep = self.for_player.value if self.for_player.value in players else ""
            if list(self.for_player.options) != options:
                self.for_player.options = options
            self.for_player.value = keep
        finally:
            self._busy = False
        player = self.for_player.value
        if not player or player == r.to_act:
            text = decision_text(r)
            if r.to_act is None and self.next is not None and self.next.player is not None:
                text += f"\nNext: {self.next.note}."
        else:
            try:
                text = ruling_for(self._good_hand, player, view).to_text()
            except RulesError as exc:
                text = f"error: {exc}"
        self.report.value = report_html(text, view)

    def _show_next(self) -> None:
        nxt = self.next
        if nxt is None:
            self.next_note.value = next_html(None)
            self._set_choices([])
            self.amount_go.disabled = True
            return
        self.next_note.value = next_html(nxt.note)
        self._set_choices([c.label for c in nxt.choices])
        self.amount_go.disabled = nxt.raise_word is None
        if nxt.raise_word is not None:
            self.amount_go.description = "bet" if nxt.raise_word == "bet" else "raise to"
            if nxt.min_raise_to is not None:
                self.amount.value = nxt.min_raise_to

    def _set_choices(self, labels: list[str]) -> None:
        """The next-action buttons (one message; none pressed). With none to offer the row is hidden:
        ipywidgets 8's ToggleButtons view keeps its old buttons when its options become empty."""
        self._busy = True
        try:
            if list(self.choices.options) != labels or self.choices.value is not None:
                with self.choices.hold_sync():  # one message, and none when nothing changes
                    if list(self.choices.options) != labels:
                        self.choices.options = labels
                    self.choices.value = None
            _set(self.choices.layout, "display", None if labels else "none")
        finally:
            self._busy = False

    def _show_picture(self) -> None:
        view = self.good
        if not self.picture.value or view is None or view.ladder is None:
            self.image.layout.display = "none"
            return
        key = view.ladder.to_text()
        if key not in self._png:
            self._png = {key: ladder_png(view.ladder, dpi=self.dpi)}  # one picture cached: the last drawn
        self.image.value = self._png[key]
        self.image.layout.display = None

    def _sync_controls(self, view: View) -> None:
        """Set the hand's controls (game, blinds, antes, straddle, streets, players, names, stacks) from the
        hand (after a load, undo, reset or import) without triggering them; values that did not change send
        nothing."""
        hand = self.session.hand
        self._busy = True
        try:
            self.game.value = hand.game if hand.game in GAMES else None
            self.small.value, self.big.value = hand.blinds[0], max(1, hand.blinds[1])
            self.ante.value, self.bb_ante.value, self.pot.value = hand.ante, hand.bb_ante, hand.pot
            self.straddle_on.value = hand.straddle is not None
            self.straddle_amt.value = hand.straddle if hand.straddle is not None else 2 * hand.blinds[1]
            self.first.value = hand.first if hand.first in STREETS else None
            self.players.value = len(hand.seats) if 2 <= len(hand.seats) <= 10 else None
            self.names.value = hand.names
            self.stacks = dict(zip(hand.seats, self._stack_pool))
            for k, box in enumerate(self._stack_pool):
                if k < len(hand.seats):
                    value = hand.stacks.get(hand.seats[k])
                    shown = "" if value is None else str(value)
                    if (box.description, box.value) != (hand.seats[k], shown):
                        with box.hold_sync():  # one message, and none for a box that stays as it is
                            box.description = hand.seats[k]
                            box.value = shown
                    _set(box.layout, "display", None)
                else:
                    _set(box.layout, "display", "none")
        finally:
            self._busy = False

    def _sync_rows(self) -> None:
        """Set the action rows, the action form and undo/reset from the hand (not the ruling: sent once the
        ruling is on screen); values that did not change send nothing."""
        hand = self.session.hand
        self._busy = True
        try:
            labels = [(f"{s} {i + 1}. {line}", k) for k, (s, i, line) in enumerate(hand.rows)]
            selected = self.rows.value
            if list(self.rows.options) != labels:
                self.rows.options = labels
            self.rows.value = selected if isinstance(selected, int) and selected < len(labels) else None
            players = list(hand.seats) + ["dealer"]
            if list(self.f_player.options) != players:
                keep = self.f_player.value
                self.f_player.options = players
                self.f_player.value = keep if keep in players else players[0]
            streets = [s for s, _ in hand.streets]
            after = street_after(hand.last) if hand.last in STREETS else None
            streets += [after] if after else []
            if list(self.f_street.options) != streets:
                self.f_street.options = streets
            street = self.next.street if self.next is not None and self.next.street in streets else hand.last
            if self.rows.value is None:  # nothing picked: the form is ready for the player to act
                self.f_street.value = street if street in streets else streets[0]
                if self.next is not None and self.next.player in players:
                    self.f_player.value = self.next.player
            else:  # a row picked: the form shows it as it is now (after an undo, a reset, a rename)
                self._form_from_row(self.rows.value)
            self.undo.disabled = not self.session.can_undo
            self.reset.disabled = not self.session.changed
        finally:
            self._busy = False
