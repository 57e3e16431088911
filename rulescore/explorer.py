"""The interactive explorer of notebook 11: pick a catalogue example or type a scenario, change blinds,
stacks and amounts, and see the ruling and the action ladder update.

All logic is here so the notebook stays two calls (``Explorer()`` and :func:`static_states`). The
computation is :func:`evaluate` (plain Python, no widgets): it rules a scenario and builds its ladder,
and a rejected scenario gives its one-line :class:`~rulescore.errors.RulesError` message instead of a
traceback. :class:`Explorer` wires ipywidgets controls to it; ipywidgets and matplotlib are imported
only when an explorer is built or a picture drawn.

Decisions of the explorer (not of the rules): a stack left blank is deep (not listed in ``stacks:``);
the amount controls are the street totals of the ``bet`` and ``raise`` actions (a ``raise +N`` keeps its
``+``); changing a control rewrites the YAML text, and editing the YAML rebuilds the controls.
"""

from __future__ import annotations

import copy
import html
import io
import time
from dataclasses import dataclass
from typing import Any

import yaml

from .errors import RulesError

CUSTOM = "(type a scenario)"

#: What the explorer shows when no live kernel draws it (the static guide, a plain terminal).
NEEDS_LAB = ("Interactive explorer: the live controls need JupyterLab with a running kernel (make lab, then "
             "Run > Run All Cells). In the static guide, the states below show what it displays.")


@dataclass(frozen=True, kw_only=True)
class View:
    """What the explorer shows for one scenario."""

    text: str
    """The ruling as ``rulescore ask`` prints it, or ``error: <message>``."""
    error: str | None
    """The one-line error message, or ``None`` when the scenario was ruled."""
    ladder: Any = None
    """The :class:`~rulescore.charts.Ladder` of the scenario (``None`` on error)."""

    def to_text(self) -> str:
        """Ruling and ladder table as plain text (the static rendering)."""
        if self.error:
            return f"error: {self.error}"
        return self.text + "\n\n" + self.ladder.to_text()

    def __repr__(self) -> str:
        return self.to_text()


def examples() -> list[str]:
    """Catalogue ids that have a scenario the explorer can replay."""
    from . import catalogue as rulings

    return [e.id for e in rulings.load() if e.scenario is not None]


def example_scenario(ident: str) -> dict:
    """A copy of the scenario of catalogue entry ``ident``."""
    from . import catalogue as rulings

    entry = rulings.by_id(ident)
    if entry.scenario is None:
        raise RulesError(f"{ident}: the catalogue entry has no scenario")
    return copy.deepcopy(entry.scenario)


def to_yaml(data: dict) -> str:
    """A scenario mapping as the YAML a person would type."""
    return yaml.safe_dump(data, sort_keys=False, default_flow_style=None, width=100, allow_unicode=True)


def evaluate(source: Any, *, title: str | None = None) -> View:
    """Rule ``source`` (YAML text, a mapping or a catalogue id) and build its ladder; a rejected
    scenario gives its error line."""
    from . import catalogue as rulings, charts
    from .engine import ask

    try:
        if isinstance(source, str) and "\n" not in source and ":" not in source:
            data: Any = example_scenario(source)
            title = charts._title(source) if title in (None, source) else title
        else:
            data = source
        ruling = ask(data)
        lad = charts.ladder(data, title=title or "scenario")
    except RulesError as exc:
        return View(text=f"error: {exc}", error=str(exc))
    return View(text=ruling.to_text(), error=None, ladder=lad)


def ladder_png(lad, *, dpi: int = 80) -> bytes:
    """The ladder drawn to PNG bytes on a figure of its own (no pyplot state, nothing displayed)."""
    from matplotlib.figure import Figure

    from . import charts

    fig = Figure()
    charts.draw_ladder(lad, fig=fig)
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=dpi)
    return buf.getvalue()


def static_states(states: list[tuple[str, Any]]) -> str:
    """Plain text of several explorer states ``(label, source)``: what the live explorer would show."""
    out = []
    for label, source in states:
        out += [f"=== {label}", evaluate(source, title=label).to_text(), ""]
    return "\n".join(out).rstrip()


#: Style of the ruling and error lines: long lines wrap at spaces, never inside a word (JupyterLab's
#: widget styles would otherwise split "nobody" as "nobod|y").
_PRE = "white-space:pre-wrap;word-break:normal;overflow-wrap:break-word;margin-top:0"


class Explorer:
    """The ipywidgets app. ``Explorer("IA-10-1")`` in a notebook cell shows it; the controls are
    attributes so a test can drive them (``app.stacks["D"].value = "150"``)."""

    def __init__(self, example: str = "IA-10-1", *, dpi: int = 80) -> None:
        import ipywidgets as w

        self._w = w
        self.dpi = dpi
        self._busy = False
        self.data: dict = {}
        self.last_view: View | None = None
        self.last_seconds: float | None = None
        """Wall time of the last update (rule + ladder + PNG), for the record."""
        ids = examples()
        self.pick = w.Dropdown(options=[CUSTOM] + ids, value=example if example in ids else CUSTOM,
                               description="example", layout=w.Layout(width="320px"))
        self.yaml = w.Textarea(layout=w.Layout(width="440px", height="260px"), continuous_update=False,
                               description="scenario")
        self.small = w.BoundedIntText(min=0, max=10**9, description="small blind", layout=w.Layout(width="200px"))
        self.big = w.BoundedIntText(min=1, max=10**9, description="big blind", layout=w.Layout(width="200px"))
        self.stacks: dict[str, Any] = {}
        self.amounts: dict[int, Any] = {}
        self.stack_box = w.VBox()
        self.amount_box = w.VBox()
        self.error = w.HTML()
        self.ruling = w.HTML()
        self.image = w.Image(format="png", layout=w.Layout(max_width="100%"))
        controls = w.VBox([self.pick, self.yaml,
                           w.HBox([self.small, self.big]),
                           w.HTML("<b>stacks</b> (chips behind at the start of the street; blank = deep)"),
                           self.stack_box,
                           w.HTML("<b>bet and raise totals</b> (chips)"), self.amount_box],
                          layout=w.Layout(flex="0 0 auto"))  # the ruling's long lines must not squeeze it
        text = w.VBox([self.error, self.ruling], layout=w.Layout(flex="1 1 auto", min_width="0"))
        self.ui = w.VBox([w.HBox([controls, text]), self.image])
        self.pick.observe(self._on_pick, names="value")
        self.yaml.observe(self._on_yaml, names="value")
        self.small.observe(self._on_blinds, names="value")
        self.big.observe(self._on_blinds, names="value")
        if self.pick.value != CUSTOM:
            self._load(example_scenario(self.pick.value))
        else:
            self._load({"blinds": "50/100", "street": "flop", "seats": ["A", "B", "C"], "actions": ["A bet 100"]})

    # ------------------------------------------------------------------ display
    def _repr_mimebundle_(self, **kwargs):
        bundle = self.ui._repr_mimebundle_(**kwargs) or {}
        if isinstance(bundle, tuple):
            bundle = bundle[0]
        bundle = dict(bundle)
        bundle["text/plain"] = NEEDS_LAB
        bundle["text/html"] = f"<p><em>{html.escape(NEEDS_LAB)}</em></p>"
        return bundle

    # ------------------------------------------------------------------ events
    def _on_pick(self, change) -> None:
        if change["new"] != CUSTOM:
            self._load(example_scenario(change["new"]))

    def _on_yaml(self, change) -> None:
        if self._busy:
            return
        text = change["new"]
        try:
            data = yaml.safe_load(text)
        except yaml.YAMLError:
            data = None
        if not isinstance(data, dict):
            self._show(evaluate(text))
            return
        self.data = data
        self._rebuild()
        self.refresh()

    def _on_blinds(self, change) -> None:
        if self._busy:
            return
        self.data["blinds"] = f"{self.small.value}/{self.big.value}"
        self._changed()

    def _on_stack(self, name: str, change) -> None:
        if self._busy:
            return
        text = str(change["new"]).strip()
        stacks = dict(self.data.get("stacks") or {})
        if text:
            stacks[name] = int(text) if text.isdigit() else text
        else:
            stacks.pop(name, None)
        if stacks:
            self.data["stacks"] = stacks
        else:
            self.data.pop("stacks", None)
        self._changed()

    def _on_amount(self, k: int, change) -> None:
        if self._busy:
            return
        actions = list(self.data.get("actions") or [])
        player, verb, rest = actions[k].split(None, 2)
        plus = "+" if rest.strip().startswith("+") else ""
        actions[k] = f"{player} {verb} {plus}{change['new']}"
        self.data["actions"] = actions
        self._changed()

    # ------------------------------------------------------------------ state
    def _load(self, data: dict) -> None:
        self.data = data
        self._busy = True
        try:
            self.yaml.value = to_yaml(data)
        finally:
            self._busy = False
        self._rebuild()
        self.refresh()

    def _changed(self) -> None:
        self._busy = True
        try:
            self.yaml.value = to_yaml(self.data)
        finally:
            self._busy = False
        self.refresh()

    def _rebuild(self) -> None:
        """Controls for the current scenario's blinds, seats and bet/raise amounts."""
        w = self._w
        self._busy = True
        try:
            blinds = str(self.data.get("blinds", "")).replace(" ", "").split("/")
            if len(blinds) == 2 and all(b.isdigit() for b in blinds):
                self.small.value, self.big.value = int(blinds[0]), max(1, int(blinds[1]))
            seats = self.data.get("seats") if isinstance(self.data.get("seats"), list) else []
            stacks = self.data.get("stacks") if isinstance(self.data.get("stacks"), dict) else {}
            self.stacks = {}
            for name in map(str, seats):
                box = w.Text(value=str(stacks.get(name, "")), placeholder="deep", description=name,
                             continuous_update=False, layout=w.Layout(width="200px"))
                box.observe(lambda ch, n=name: self._on_stack(n, ch), names="value")
                self.stacks[name] = box
            self.stack_box.children = list(self.stacks.values())
            self.amounts = {}
            actions = self.data.get("actions") if isinstance(self.data.get("actions"), list) else []
            for k, text in enumerate(actions):
                parts = str(text).split()
                if len(parts) == 3 and parts[1].lower() in ("bet", "raise") and parts[2].lstrip("+").isdigit():
                    box = w.BoundedIntText(value=int(parts[2].lstrip("+")), min=1, max=10**12,
                                           description=f"{k + 1}. {parts[0]} {parts[1]}",
                                           layout=w.Layout(width="240px"),
                                           style={"description_width": "110px"})
                    box.observe(lambda ch, i=k: self._on_amount(i, ch), names="value")
                    self.amounts[k] = box
            self.amount_box.children = list(self.amounts.values())
        finally:
            self._busy = False

    def refresh(self) -> View:
        """Rule the current scenario and update the ruling, the error line and the ladder picture."""
        start = time.perf_counter()
        title = None
        if self.pick.value != CUSTOM:
            from . import charts

            title = charts._title(self.pick.value)
            if self.data != example_scenario(self.pick.value):
                title += " (changed)"
        view = evaluate(self.data, title=title)
        self._show(view)
        self.last_seconds = time.perf_counter() - start
        return view

    def _show(self, view: View) -> None:
        self.last_view = view
        if view.error:
            self.error.value = (f'<pre style="color:#a40000;{_PRE}">'
                                f"error: {html.escape(view.error)}</pre>")
            self.ruling.value = ""
            self.image.layout.display = "none"
            return
        self.error.value = ""
        self.ruling.value = f'<pre style="{_PRE}">{html.escape(view.text)}</pre>'
        self.image.value = ladder_png(view.ladder, dpi=self.dpi)
        self.image.layout.display = None
