"""The explorer's widget app: :class:`Explorer`, a thin ipywidgets layer over the hand model.

Each control change becomes one step of the hand's :class:`~rulescore.explorer.model.Session` (a transition of
:mod:`rulescore.explorer.hand`, an example loaded, an empty hand started, a name): the app rules the new hand
and shows it with :mod:`rulescore.explorer.views`; undo takes back any of them. The widgets and their layout
are :class:`rulescore.explorer.controls.Controls`'. ipywidgets is imported when an explorer is built, and
matplotlib only when the ladder picture is asked for.

What the TD waits for comes first: an update sets the ruling box, the next-action buttons, the hand's own
boxes and the status line (whose counter tells the page the update has arrived) before anything else; the
action list, the form, undo and reset, the export and the kept hand follow; the ladder picture is drawn by a
worker thread off that path (:class:`Pictures`, the latest ladder asked for wins, the last pictures drawn
are kept).
"""

from __future__ import annotations

import asyncio
import html
import os
import threading
import time
from collections import OrderedDict
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import Any

from ..input.scenario import read_amount
from ..records.errors import RulesError
from .controls import END, Controls, _set
from .hand import (
    GAMES,
    STREETS,
    Hand,
    action_line,
    add_action,
    box_value,
    delete_action,
    empty_hand,
    form_verbs,
    move_action,
    parse_yaml,
    replace_action,
    row_index,
    set_first_street,
    set_names,
    set_players,
    set_setup,
    set_stack,
    split_action,
    street_after,
    takes_amount,
)
from .model import (
    Next,
    Session,
    View,
    decision_text,
    evaluate_hand,
    example_menu,
    export_yaml,
    from_kept,
    kept_text,
    next_actions,
    ruling_for,
)
from .phone import _button as phone_button
from .phone import _next_note as phone_next_note
from .phone_text import language
from .views import _w as _say
from .views import download_html, ladder_png, next_html, report_html, status_html

#: Seconds the rest of an update (rows, form, export, picture) waits after the ruling, in a kernel: long enough
#: for the page to draw the ruling first, short enough to follow at once.
REST_DELAY = 0.04
#: What the explorer shows when no live kernel draws it (the static guide, a plain terminal).
NEEDS_LAB = ("Interactive explorer: the live controls need JupyterLab with a running kernel (make lab, then "
             "Run > Run All Cells). In the static guide, the states above show what it displays.")


class Pictures:
    """The ladder picture, off the ruling's path: :meth:`show` returns at once; a worker thread draws the
    latest ladder asked for (a request overtaken by a newer one is dropped) and sets the image; the last
    :attr:`KEEP` pictures drawn are kept, so undo and redo show theirs at once."""

    KEEP = 32

    def __init__(self, image: Any, dpi: int) -> None:
        self.image, self.dpi = image, dpi
        self._cache: OrderedDict[str, bytes] = OrderedDict()
        self._lock = threading.Lock()
        self._latest: str | None = None
        self._pool: ThreadPoolExecutor | None = None
        self.future: Future | None = None
        """The last drawing asked of the worker (for a test or a script to wait on)."""

    def show(self, ladder: Any) -> None:
        key = f"{self.dpi}\n{' '.join(ladder.seats)}\n{ladder.to_text()}"  # the picture's grid has a column a seat
        with self._lock:
            self._latest = key
            png = self._cache.get(key)
        if png is not None:
            _set(self.image, "value", png)
            return
        if self._pool is None:
            self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="rulescore-ladder")
        self.future = self._pool.submit(self._draw, ladder, key)

    def _draw(self, ladder: Any, key: str) -> None:
        with self._lock:
            if key != self._latest:
                return
        png = ladder_png(ladder, dpi=self.dpi)
        with self._lock:
            self._cache[key] = png
            while len(self._cache) > self.KEEP:
                self._cache.popitem(last=False)
            if key != self._latest:
                return
        self.image.value = png

    def wait(self, timeout: float = 60) -> None:
        """Until the last picture asked for is drawn."""
        if self.future is not None:
            self.future.result(timeout=timeout)


class Explorer(Controls):
    """The ipywidgets app: ``Explorer("IA-10-1")`` in a notebook cell shows it; ``Explorer(None)`` starts
    from an empty hand. ``keep="11-explorer.hand.yaml"`` keeps the hand in progress in that file after every
    change (the export, with the hand's name and example: :func:`~rulescore.explorer.model.kept_text`) and
    starts from it when it is there, so a kernel restart loses nothing; undo then returns to ``example``.
    Controls are attributes so a test can drive them (``app.stacks["D"].value = "150"``,
    ``app.press("call 100")``); :attr:`session` holds the state."""

    def __init__(self, example: str | None = "IA-10-1", *, dpi: int = 72, keep: str | os.PathLike | None = None,
                 lang: str = "en") -> None:
        self._busy = False
        self.lang = language(lang)
        """The language of the ruling box, the tables and the buttons (``en``, ``pl``, ``ru``; the switch sets it)."""
        self.session = Session.published(example) if example else Session.new()
        self.view: View | None = None
        """The view of the current hand (it may be an error)."""
        self.good: View | None = None
        """The last view without error: what stays on screen while the hand has an error."""
        self._good_hand: Hand = self.session.hand
        self.next: Next | None = None
        self.error_line = ""
        """The error shown beside the last good view ('' when none)."""
        self.notice = ""
        """What the explorer did on its own (the kept hand restored), shown until the next change."""
        self.seq = 0
        """Updates sent so far (the page reads it to know an update has arrived)."""
        self.last_seconds: float | None = None
        """Kernel time of the last update until the ruling was sent (rule, next actions, ruling box, status)."""
        self.keep = Path(keep) if keep else None
        self._kept = ""
        self._changed = False
        self.rest_delay: float | None = REST_DELAY
        """Seconds between the ruling and the rest of an update in a kernel (``None``: all at once)."""
        self._pending: Any = None
        self._form_row: int | None = None
        """The row the action form was filled from (``None``: the form holds the TD's own row)."""
        super().__init__()
        self.pictures = Pictures(self.image, dpi)
        self.language.value = self.lang
        self._wire()
        self._restore()
        self._busy = True
        try:
            self.hand_name.value = self.session.name
            ids = [v for _, v in self.pick.options]
            self.pick.value = self.session.example if self.session.example in ids else None
        finally:
            self._busy = False
        self.refresh()

    @property
    def dpi(self) -> int:
        return self.pictures.dpi

    def _wire(self) -> None:
        """Each control's change to its handler."""
        for k, box in enumerate(self._stack_pool):
            box.observe(lambda ch, k=k: self._on_stack(k, ch), names="value")
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
        self.f_player.observe(self._on_form_player, names="value")
        self.f_verb.observe(self._on_form_verb, names="value")
        self.up.on_click(lambda _: self._move(-1))
        self.down.on_click(lambda _: self._move(1))
        self.delete.on_click(self._on_delete)
        self.add.on_click(self._on_add)
        self.change.on_click(self._on_replace)
        for button in self._choice_pool:
            button.on_click(self._on_choice)
        self.amount_go.on_click(self._on_amount)
        self.undo.on_click(lambda _: self._history(self.session.undo()))
        self.reset.on_click(lambda _: self._history(self.session.reset()))
        self.for_player.observe(self._on_for, names="value")
        self.language.observe(self._on_language, names="value")
        self.picture.observe(lambda _: self._show_picture(), names="value")
        self.yaml.observe(self._on_yaml, names="value")

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
        next(b for b in self._choice_pool if b.description == label and b.layout.display != "none").click()

    @property
    def hand(self) -> Hand:
        """The hand being built."""
        return self.session.hand

    @property
    def last_view(self) -> View | None:
        """The view of the current hand (kept under the old name)."""
        return self.view

    # ------------------------------------------------------------------ the kept hand
    def _restore(self) -> None:
        """Start from the kept hand when there is one (undo returns to the example the notebook asked for)."""
        if self.keep is None or not self.keep.exists():
            return
        try:
            kept = from_kept(self.keep.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, RulesError) as exc:
            self.notice = (f"{self.keep.name} holds no hand the explorer can read ({exc}); it is left as it is "
                           "until the hand changes")
            return
        self.session = self.session.resume(kept)
        self.notice = f"the hand in progress, kept in {self.keep.name} (undo goes back to the notebook's start)"

    def _write_kept(self) -> None:
        """Keep the hand in progress beside the notebook (written beside, then renamed: never half a file),
        once the TD has changed something (opening the notebook writes nothing)."""
        if self.keep is None or not self._changed:
            return
        text = kept_text(self.session, self.view)
        if text == self._kept:
            return
        try:
            part = self.keep.with_name(f".{self.keep.name}.part")
            part.write_text(text, encoding="utf-8")
            os.replace(part, self.keep)
        except OSError as exc:
            self.notice = f"the hand could not be kept in {self.keep}: {exc}"
            return
        self._kept = text

    # ------------------------------------------------------------------ changes
    def _history(self, session: Session) -> None:
        """Show ``session``, a step of the hand's history (a change, an undo, a reset, a load); the hand is
        kept once it is shown (:meth:`_show_rest`)."""
        self.session = session
        self.notice = ""
        self._changed = True
        self.refresh()

    def _edit(self, fn, *args, picked: Any = ..., **kw) -> None:
        """Apply a transition to the hand, with row ``picked`` picked after it (default: the row picked now,
        when the hand still has it); one that refuses (a street out of order, no row picked) shows its line
        beside the last good view and changes nothing."""
        if self._busy:
            return
        try:
            hand = fn(self.session.hand, *args, **kw)
        except RulesError as exc:
            self._refuse(str(exc))
            return
        if picked is ...:
            picked = self.session.picked if self.session.picked is not None and \
                self.session.picked < len(hand.rows) else None
        self._history(self.session.do(hand, picked=picked))

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
        self._history(self.session.load(value))

    def _on_empty(self, _b) -> None:
        """A new empty hand, untitled; undo brings the hand before it back, name and all."""
        if not self._busy:
            self._history(self.session.start(empty_hand()))

    def _on_name(self, change) -> None:
        """The TD names the hand: the title and the export follow (the ruling does not change)."""
        if self._busy:
            return
        self.session = self.session.named(change["new"])
        self.notice, self._changed = "", True
        self._show_status()
        self._show_export(self.view)
        self._sync_buttons()
        self._write_kept()

    def _on_setup(self, _change) -> None:
        if self._busy:
            return
        big = box_value(self.big.value)
        double = 2 * big if isinstance(big, int) else None
        changes = dict(game=self.game.value, blinds=(box_value(self.small.value), big), ante=box_value(self.ante.value),
                       bb_ante=box_value(self.bb_ante.value), pot=box_value(self.pot.value),
                       straddle=box_value(self.straddle_amt.value, blank=double) if self.straddle_on.value else None)
        hand = self.session.hand
        current = dict(game=hand.game, blinds=hand.blinds, ante=hand.ante, bb_ante=hand.bb_ante, pot=hand.pot,
                       straddle=hand.straddle)
        self._edit(set_setup, **{k: v for k, v in changes.items() if v != current[k]})

    def _on_stack(self, k: int, change) -> None:
        if not self._busy and k < len(self.session.hand.seats):
            self._edit(set_stack, self.session.hand.seats[k], change["new"])

    # ------------------------------------------------------------------ the action rows and the form
    def _selected(self) -> int | None:
        v = self.rows.value
        return v if isinstance(v, int) and v != END else None

    def _on_row(self, change) -> None:
        """A row picked: the form shows it (for replace), and add inserts after it. The end of the list
        picked: the form is ready for the player to act."""
        if self._busy or change["new"] is None:
            return
        k = self._selected()
        self.session = self.session.pick(k)
        if k is None:
            self._form_for_next()
        else:
            self._form_from_row(k)

    def _form_from_row(self, k: int) -> None:
        self._form_row = k
        street, _, line = self.session.hand.rows[k]
        player, verb, rest = split_action(line)
        busy, self._busy = self._busy, True
        try:
            if street in self.f_street.options:
                self.f_street.value = street
            if player in self.f_player.options:
                self.f_player.value = player
            self._form_verbs(player)
            if verb.lower() in self.f_verb.options:
                self.f_verb.value = verb.lower()
            self.f_rest.value = rest
            self.f_rest.disabled = False
        finally:
            self._busy = busy

    def _form_for_next(self) -> None:
        """The form ready for a new row: the street and the player to act, no amount (nothing is carried over
        from the row before)."""
        self._form_row = None
        busy, self._busy = self._busy, True
        try:
            streets = list(self.f_street.options)
            nxt = self.next
            street = nxt.street if nxt is not None and nxt.street in streets else self.session.hand.last
            self.f_street.value = street if street in streets else streets[0]
            if nxt is not None and nxt.player in self.f_player.options:
                self.f_player.value = nxt.player
            self._form_verbs(self.f_player.value or "")
            self.f_rest.value = ""
            self.f_rest.disabled = not takes_amount(self.f_verb.value or "", self.f_player.value or "")
        finally:
            self._busy = busy

    def _form_verbs(self, player: str) -> None:
        verbs = list(form_verbs(player))
        if list(self.f_verb.options) != verbs:
            keep = self.f_verb.value
            self.f_verb.options = verbs
            self.f_verb.value = keep if keep in verbs else verbs[0]

    def _on_form_player(self, change) -> None:
        if not self._busy:
            busy, self._busy = self._busy, True
            try:
                self._form_verbs(change["new"] or "")
            finally:
                self._busy = busy
            self._on_form_verb(None)

    def _on_form_verb(self, _change) -> None:
        """A verb that takes nothing after it (fold, check, call, allin) empties and locks the amount box, so
        no amount is carried into its row."""
        if self._busy:
            return
        wanted = takes_amount(self.f_verb.value or "", self.f_player.value or "")
        if not wanted and self.f_rest.value:
            self.f_rest.value = ""
        self.f_rest.disabled = not wanted

    def _form_line(self) -> str:
        player, verb = self.f_player.value or "", self.f_verb.value or ""
        return action_line(player, verb, self.f_rest.value if takes_amount(verb, player) else "")

    def _on_add(self, _b) -> None:
        street = self.f_street.value
        k = self._selected()
        at = None
        if k is not None and self.session.hand.rows[k][0] == street:
            at = self.session.hand.rows[k][1] + 1
        before = self.session.hand
        try:
            hand = add_action(before, self._form_line(), street=street, at=at)
        except RulesError as exc:
            self._refuse(str(exc))
            return
        picked = row_index(hand, street, at) if at is not None else None
        self._history(self.session.do(hand, picked=picked))
        if picked is None:
            self._form_for_next()  # the row is in: the form starts afresh, no amount carried to the next row

    def _on_replace(self, _b) -> None:
        k = self._selected()
        if k is None:
            self._refuse("pick the row to replace first")
            return
        self._edit(replace_action, k, self._form_line(), picked=k)

    def _on_delete(self, _b) -> None:
        k = self._selected()
        if k is None:
            self._refuse("pick the row to delete first")
            return
        rows = len(self.session.hand.rows) - 1
        self._edit(delete_action, k, picked=min(k, rows - 1) if rows else None)

    def _move(self, delta: int) -> None:
        k = self._selected()
        if k is None:
            self._refuse("pick the row to move first")
            return
        street, i, _ = self.session.hand.rows[k]
        n = len(dict(self.session.hand.streets)[street])
        self._edit(move_action, k, delta, picked=k - i + max(0, min(n - 1, i + delta)))

    # ------------------------------------------------------------------ next actions
    def _on_choice(self, button) -> None:
        nxt = self.next
        if self._busy or nxt is None:
            return
        c = next((c for c in nxt.choices if c.label == button.description), None)
        if c is not None:  # the new row is the newest: nothing stays picked, so the list shows it
            self._edit(add_action, c.line, street=c.street, picked=None)

    def _on_amount(self, _b) -> None:
        """Bet or raise to the amount typed; an amount that is not a whole number of chips is refused in one
        line (the hand is unchanged), never read as the minimum."""
        nxt = self.next
        if nxt is None or nxt.player is None or nxt.raise_word is None:
            return
        word = "bet" if nxt.raise_word == "bet" else "raise to"
        try:
            amount = read_amount(self.amount.value, f"{nxt.player} {word}")
        except RulesError as exc:
            self._refuse(f"{exc}; nothing was added")
            return
        self._edit(add_action, action_line(nxt.player, nxt.raise_word, str(amount)), street=nxt.street, picked=None)

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
        self._history(self.session.do(hand))

    # ------------------------------------------------------------------ showing
    def refresh(self) -> View:
        """Rule the current hand and show it: first the ruling box, the next actions, the hand's controls and
        the status line, then the rows, the export and the picture. With an error, the last good view stays
        and the error line is shown beside it."""
        start = time.perf_counter()
        hand = self.session.hand
        view = evaluate_hand(hand, title=self.session.title)
        self.view = view
        self.error_line = view.error or ""
        self.next = next_actions(hand, view) if view.error is None else None
        if view.error is None:
            self.good, self._good_hand = view, hand
            self._show_report()
        self._show_next()
        self._sync_controls()  # the hand's own boxes: nothing to send unless a load, an undo or a reset moved them
        self._show_status(since=start)
        self.last_seconds = time.perf_counter() - start
        self._later(self._show_rest)
        return view

    def _later(self, fn) -> None:
        """Run ``fn`` once the ruling is on its way to the page: on the kernel's event loop, :attr:`rest_delay`
        seconds later, so the page draws the ruling before the rest arrives (a newer change replaces a pending
        one); at once where no event loop runs (a script, a test) or with ``rest_delay=None``."""
        if self._pending is not None:
            self._pending.cancel()
            self._pending = None
        delay, loop = self.rest_delay, None
        if delay is not None:
            try:
                loop = asyncio.get_running_loop()
            except RuntimeError:
                loop = None
        if loop is None or delay is None:
            fn()
            return

        def run() -> None:
            self._pending = None
            fn()

        self._pending = loop.call_later(delay, run)

    def _show_rest(self) -> None:
        """What is not the ruling: the action rows and the form, undo and reset, the export, the kept hand and
        the picture."""
        self._sync_rows()
        self._show_export(self.view)
        self._write_kept()
        self._show_picture()

    def _show_export(self, view: View | None) -> None:
        """The export box and its download link, named after the hand (:attr:`Session.filename`)."""
        text = export_yaml(self.session.hand, title=self.session.title, view=view)
        self._busy = True
        try:
            _set(self.yaml, "value", text)
            _set(self.download, "value", download_html(text, self.session.filename))
        finally:
            self._busy = False

    def _show_status(self, since: float | None = None) -> None:
        """The title, the error line, the notice and the update counter, in one message; with ``since``, the
        kernel's milliseconds from then (the page reports them beside the whole path)."""
        self.seq += 1
        ms = None if since is None else (time.perf_counter() - since) * 1000
        self.status.value = status_html(self.session.title, self.error_line, self.seq, kernel_ms=ms,
                                        notice=self.notice, lang=self.lang)

    def _show_report(self) -> None:
        """The right-hand side of the last good view: the ruling box for the chosen player, pots and stacks,
        the ladder, the rules, the full ruling."""
        view = self.good
        if view is None or view.ruling is None:
            return
        r = view.ruling
        folded = {s.name for s in r.table.seats if s.folded} if r.table is not None else set()
        players = [p for p in self._good_hand.seats if p not in folded]
        options = [(_say(self.lang, "player-to-act" if r.to_act else "nobody-to-act"), "")] + [
            (p, p) for p in players]
        self._busy = True
        try:
            keep = self.for_player.value if self.for_player.value in players else ""
            if list(self.for_player.options) != options:
                self.for_player.options = options
            _set(self.for_player, "value", keep)
        finally:
            self._busy = False
        player = self.for_player.value
        lead: Any = ...
        if not player or player == r.to_act:
            said = decision_text(r, self.lang)
            nxt = self.next
            if r.to_act is None and nxt is not None and nxt.showdown:
                said += f"\n{nxt.showdown}"
            if r.to_act is None and nxt is not None and nxt.player is not None:
                said += "\n" + _say(self.lang, "next", note=self._next_note(nxt))
        else:
            try:
                pv = ruling_for(self._good_hand, player, view)
                said, lead = pv.to_text(), pv.ruling
            except RulesError as exc:
                said, lead = _say(self.lang, "error", error=str(exc)), None
        self.report.value = report_html(said, view, ruling=lead, lang=self.lang)

    def _show_next(self) -> None:
        nxt = self.next
        if nxt is None:
            _set(self.next_note, "value", next_html(None, self.lang))
            self._set_choices([])
            _set(self.amount_go, "disabled", True)
            return
        _set(self.next_note, "value", next_html(self._next_note(nxt), self.lang))
        self._set_choices([c.label if self.lang == "en" else phone_button(self.lang, c) for c in nxt.choices])
        _set(self.amount_go, "disabled", nxt.raise_word is None)
        if nxt.raise_word is not None:
            _set(self.amount_go, "description", "bet" if nxt.raise_word == "bet" else "raise to")
            if nxt.min_raise_to is not None:
                _set(self.amount, "value", str(nxt.min_raise_to))

    def _next_note(self, nxt: Next) -> str:
        """Who acts next, in the explorer's language (English: the model's own line)."""
        return nxt.note if self.lang == "en" else phone_next_note(self.lang, nxt)

    def _on_language(self, change: dict) -> None:
        """The language switch: the ruling box, the tables, the buttons and the status line say it again."""
        self.lang = language(change["new"])
        self._show_next()
        self._show_report()
        self._show_status()

    def _set_choices(self, labels: list[str]) -> None:
        """The next-action buttons: the pool's first buttons take the labels (a button keeps its place and its
        focus when only its label changes), the others are hidden, and the row too when none is offered."""
        for k, button in enumerate(self._choice_pool):
            if k < len(labels):
                _set(button, "description", labels[k])
                _set(button.layout, "display", None)
            else:
                _set(button.layout, "display", "none")
        _set(self.choices.layout, "display", None if labels else "none")

    def _show_picture(self) -> None:
        """The ladder picture of the last good view when asked for: from the cache at once, else drawn by
        the worker (:class:`Pictures`) while the TD reads the ruling."""
        view = self.good
        if not self.picture.value or view is None or view.ladder is None or not view.ladder.rows:
            _set(self.image.layout, "display", "none")  # off, or no action yet on the street: nothing to draw
            return
        self.pictures.show(view.ladder)
        _set(self.image.layout, "display", None)

    def _sync_controls(self) -> None:
        """Set the hand's controls (name, game, blinds, antes, straddle, streets, players, names, stacks) from
        the hand (after a load, undo, reset or import) without triggering them; values that did not change
        send nothing. Each box shows the value the hand holds, as typed."""
        hand = self.session.hand
        self._busy = True
        try:
            _set(self.hand_name, "value", self.session.name)
            _set(self.game, "value", hand.game if hand.game in GAMES else None)
            for box, value in ((self.small, hand.blinds[0]), (self.big, hand.blinds[1]), (self.ante, hand.ante),
                               (self.bb_ante, hand.bb_ante), (self.pot, hand.pot)):
                _set(box, "value", _shown(value, box.value))
            _set(self.straddle_on, "value", hand.straddle is not None)
            if hand.straddle is not None:
                _set(self.straddle_amt, "value", _shown(hand.straddle, self.straddle_amt.value))
            _set(self.first, "value", hand.first if hand.first in STREETS else None)
            _set(self.players, "value", len(hand.seats) if 2 <= len(hand.seats) <= 10 else None)
            _set(self.names, "value", hand.names)
            self._set_stacks(hand.seats, hand.stacks)
        finally:
            self._busy = False

    def _sync_rows(self) -> None:
        """Set the action rows, the action form and undo/reset from the session; values that did not change
        send nothing. The list ends with the place of the next row, picked when no row is, so that it shows
        the newest rows; a picked row (as the session remembers it, after an undo too) is shown in the form."""
        hand, nxt = self.session.hand, self.next
        self._busy = True
        try:
            labels = [(f"{s} {i + 1}. {line}", k) for k, (s, i, line) in enumerate(hand.rows)]
            who = f"{nxt.street} · {nxt.player} to act" if nxt is not None and nxt.player else "nobody to act"
            labels.append((f"▸ next row: {who}", END))
            if list(self.rows.options) != labels:
                self.rows.options = labels
            picked = self.session.picked
            _set(self.rows, "value", picked if picked is not None and picked < len(hand.rows) else END)
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
            if self._selected() is None and self._form_row is not None:
                self._form_for_next()  # the form showed a row no longer picked: nothing of it is carried over
            elif self._selected() is None:
                self._form_for_next_keeping()
            else:  # a row picked: the form shows it as it is now (after an undo, a reset, a rename)
                self._form_from_row(self.rows.value)
        finally:
            self._busy = False
        self._sync_buttons()

    def _form_for_next_keeping(self) -> None:
        """Nothing picked: the form follows the player to act, keeping what the TD is typing in it."""
        streets = list(self.f_street.options)
        street = self.next.street if self.next is not None and self.next.street in streets else self.session.hand.last
        _set(self.f_street, "value", street if street in streets else streets[0])
        if self.next is not None and self.next.player in self.f_player.options:
            _set(self.f_player, "value", self.next.player)
        self._form_verbs(self.f_player.value or "")

    def _sync_buttons(self) -> None:
        _set(self.undo, "disabled", not self.session.can_undo)
        _set(self.reset, "disabled", not self.session.changed)


def _shown(value: Any, typed: str) -> str:
    """What a number box shows for the hand's ``value``: the box's own text when it reads as that value
    (``1,500`` stays as typed), else the value."""
    return typed if box_value(typed) == value else str(value)
