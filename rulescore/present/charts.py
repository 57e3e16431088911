"""Charts of raise-reopening situations: the data is computed here by the rules engine, then drawn.

Every chart function returns the data it draws (a frozen dataclass with a plain-text table and an ``alt``
sentence saying what the picture shows), so tests and notebooks check the numbers while the picture is for
people. A figure made here (or with :func:`figure`) is a :class:`ChartFigure`: its text form, stored beside
the PNG in a notebook's output and used by the guide as the image's alt text, is the ``alt`` of every chart
drawn onto it. matplotlib is imported inside the drawing functions only: importing this module (or the
CLI) never loads matplotlib or pandas.

* :func:`action_ladder` / :func:`ladder` / :func:`ladder_of` (of a ruling) — one street, action by action: each action's total, its
  increment, full or incomplete, the minimum raise-to after it, and for every player who has acted
  whether betting is open to them (IA-07, IA-10; TDA 43 and 47).
* :func:`reopening_map` / :func:`draw_reopening_map` — the plane of two later short all-in totals,
  coloured by whether a player who has acted may re-raise (IA-10), or by the minimum raise-to a later
  player faces (IA-10-2).
* ``fifty_percent_band`` (the 50 % standard for silent chips, 08.4) lives at the end of this module.

Choices of presentation (no rule is decided here): amounts are street totals in chips; a full bet or
raise is drawn dark and solid, an incomplete one light and hatched, a call as an open circle, so the chart
reads in greyscale; each status cell carries a word, not only a colour.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from .. import oracle
from .. import scenario as _sc
from ..declarations import fifty_percent
from ..engine import ask, play
from ..errors import RulesError, ScenarioError
from ..ruling import Ruling
from ..scenario import Scenario
from ..vocabulary import TableState

# Colours chosen to differ in lightness as well as hue (readable in greyscale and by most colour-blind
# readers): dark blue for full raises / open betting, light orange hatched for incomplete, greys for
# calls and players out of the betting.
FULL_COLOUR = "#1f3f73"
INCOMPLETE_COLOUR = "#f2b45c"
CALL_COLOUR = "#6b6b6b"
OPEN_COLOUR = "#1f3f73"
CLOSED_COLOUR = "#f2b45c"
OUT_COLOUR = "#e6e6e6"

#: Drawing sizes: charts are drawn FIGURE_WIDTH inches wide (a ~700 px column, or an A4 page, shows them
#: at about their natural size) with no text under SMALL points, so labels read like the guide's small print.
FIGURE_WIDTH = 8.0
SMALL = 10.5
NORMAL = 11.5
TITLE = 12.5

@lru_cache(maxsize=1)
def chart_figure_class() -> type:
    """:class:`ChartFigure`, made on first use (matplotlib is imported only when a chart is drawn)."""
    from matplotlib.figure import Figure

    class ChartFigure(Figure):
        """A matplotlib figure that says what it shows: its ``repr`` (the text/plain a notebook stores beside
        the PNG, and the guide's alt text) is the ``alt`` sentence of every chart drawn onto it."""

        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            self.alt_texts: list[str] = []

        def __repr__(self) -> str:
            return " ".join(self.alt_texts) if self.alt_texts else super().__repr__()

    ChartFigure.__module__ = __name__
    return ChartFigure


def figure(nrows: int = 1, ncols: int = 1, **kwargs: Any):
    """``plt.subplots(nrows, ncols, **kwargs)`` with a :class:`ChartFigure`: ``(fig, axes)`` to draw charts onto
    (a map beside another, two maps one above the other) so that the figure carries their alt text."""
    import matplotlib.pyplot as plt

    return plt.subplots(nrows, ncols, FigureClass=chart_figure_class(), **kwargs)


def _describe(fig: Any, alt: str) -> None:
    """Add a chart's sentence to the figure it was drawn on (a :class:`ChartFigure`; others have no alt)."""
    texts = getattr(fig, "alt_texts", None)
    if isinstance(texts, list) and alt not in texts:
        texts.append(alt)


def _new_figure(**kwargs: Any):
    import matplotlib.pyplot as plt

    return plt.figure(FigureClass=chart_figure_class(), **kwargs)


#: Status words of a player after an action (the cells of the ladder's right-hand grid).
OPEN, CLOSED, FOLDED, ALL_IN, WAITING = "may raise", "call/fold", "folded", "all-in", "not yet acted"


def _catalogue() -> Any:
    """The catalogue, imported when a chart is asked for by catalogue id: charting a hand needs neither it nor
    its YAML (the explorer's model charts hands on the phone page, where PyYAML is not loaded)."""
    from .. import catalogue

    return catalogue


def _scenario(source: Any) -> Scenario:
    if isinstance(source, Scenario):
        return source
    if isinstance(source, dict):
        return _sc.from_dict(source)
    if isinstance(source, str) and "\n" not in source and ":" not in source:
        entry = _catalogue().by_id(source)
        if entry.scenario is None:
            raise ScenarioError(f"{source}: the catalogue entry has no scenario to chart")
        return _sc.from_dict(entry.scenario)
    return _sc.loads(source)


def _title(source: Any) -> str:
    if isinstance(source, str) and "\n" not in source and ":" not in source:
        entry = _catalogue().by_id(source)
        return f"{entry.id} · {entry.title}"
    return "scenario"


# ---------------------------------------------------------------------------------------------- ladder
@dataclass(frozen=True, kw_only=True)
class LadderRow:
    """One action of the street as the ladder draws it."""

    index: int
    """1-based position of the action."""
    player: str
    """Who acted."""
    written: str
    """The action as the scenario wrote it."""
    ruled_as: str
    """``fold``, ``check``, ``call``, ``bet`` or ``raise``."""
    total: int
    """The player's street total after the action, in chips."""
    before: int
    """The bet facing the table before the action (the current bet), in chips."""
    increment: int | None
    """For a bet or raise: how much it raised the current bet (``total - before``); else ``None``."""
    full: bool | None
    """For a bet or raise: whether it was a full bet or raise; else ``None``."""
    all_in: bool
    """Whether the player is all-in after it."""
    current_bet: int
    """The bet facing the table after the action."""
    increment_in_force: int
    """The minimum raise increment after the action (the largest full bet or raise so far)."""
    min_raise_to: int
    """The minimum raise-to total after the action: current bet plus the increment in force."""
    status: Mapping[str, str]
    """After the action, for every seated player: :data:`OPEN`, :data:`CLOSED`, :data:`FOLDED`,
    :data:`ALL_IN` or :data:`WAITING`."""
    rule: str
    """The rule the action's ruling rests on."""
    why: str
    """One short phrase for the chart: why the action does or does not reopen the betting."""

    @property
    def open_to(self) -> dict[str, bool]:
        """For every player who has acted and can still act: whether betting is open to them now."""
        return {p: s == OPEN for p, s in self.status.items() if s in (OPEN, CLOSED)}


@dataclass(frozen=True, kw_only=True)
class Ladder:
    """The action ladder of one street: the data :func:`draw_ladder` draws."""

    title: str
    """What is charted (catalogue id and title, or ``scenario``)."""
    seats: tuple[str, ...]
    """Players in seat order."""
    street: str
    """The street."""
    blinds: tuple[int, int]
    """(small blind, big blind)."""
    opening_bet: int
    """The bet facing the table before the first action (the big blind preflop, else 0)."""
    opening_increment: int
    """The minimum raise increment before the first action (the big blind)."""
    rows: tuple[LadderRow, ...]
    """One row per action."""
    next_player: str | None
    """Who is to act after the last action (``None`` once the round is over)."""
    to_call: int
    """Chips the next player must add to call."""
    can_raise: bool
    """Whether the next player may raise."""
    min_raise_to: int | None
    """The next player's minimum raise-to (``None`` if they may not raise)."""

    @property
    def increments(self) -> list[int]:
        """The increments of the bets and raises, in order."""
        return [r.increment for r in self.rows if r.increment is not None]

    @property
    def verdict(self) -> str:
        """The next player's decision in one line."""
        if self.next_player is None:
            return "the betting round is over"
        p = self.next_player
        call = f"{self.to_call} to call" if self.to_call else "nothing to call"
        if self.can_raise:
            return f"{p} to act: {call}; may raise, to at least {self.min_raise_to}"
        return f"{p} to act: {call}; may not raise"

    @property
    def alt(self) -> str:
        """What the chart shows, in sentences (the image's alt text)."""
        steps = []
        for r in self.rows:
            if r.increment is not None:
                kind = "full" if r.full else "not a full raise"
                to = "bet" if r.ruled_as == "bet" else "raise to"
                what = f"{to} {r.total} (+{r.increment}, {kind}{', all-in' if r.all_in else ''})"
            elif r.ruled_as == "call":
                what = f"call {r.total}{' all-in' if r.all_in else ''}"
            else:
                what = r.ruled_as
            steps.append(f"{r.index}. {r.written}: {what}, minimum raise-to {r.min_raise_to} after it")
        head = f"Action ladder of {self.title}, {self.street}, blinds {self.blinds[0]}/{self.blinds[1]}"
        if not steps:
            return f"{head}: no action yet; {self.verdict}."
        last = self.rows[-1].open_to
        may = [p for p, ok in last.items() if ok]
        not_ = [p for p, ok in last.items() if not ok]
        after = []
        if may:
            after.append(f"{', '.join(may)} may raise again")
        if not_:
            after.append(f"{', '.join(not_)} may only call or fold")
        tail = f" After the last action {' and '.join(after)}." if after else ""
        return f"{head}: " + "; ".join(steps) + f".{tail} {self.verdict[0].upper()}{self.verdict[1:]}."

    def to_text(self) -> str:
        """The ladder as a table (what nbval compares; the picture shows the same numbers)."""
        head = (f"{'#':>2}  {'action':<16} {'as':<6} {'total':>7} {'incr.':>7} {'kind':<17} "
                f"{'min raise-to':>12}  open to")
        lines = [self.title, f"{self.street}, blinds {self.blinds[0]}/{self.blinds[1]}; chips are street totals",
                 head]
        for r in self.rows:
            kind = "" if r.full is None else ("full" if r.full else "incomplete")
            if r.all_in:
                kind = (kind + " all-in").strip()
            opens = ", ".join(f"{p} {'yes' if v else 'no'}" for p, v in r.open_to.items()) or "—"
            inc = "" if r.increment is None else f"+{r.increment}"
            lines.append(f"{r.index:>2}  {r.written:<16} {r.ruled_as:<6} {r.total:>7} {inc:>7} {kind:<17} "
                         f"{r.min_raise_to:>12}  {opens}")
        lines.append(self.verdict)
        return "\n".join(lines)

    def __repr__(self) -> str:
        return self.to_text()


def _status(step: TableState) -> dict[str, str]:
    """Each seat after a line, as the ladder's grid shows it, read off the step (the engine's record)."""
    out = {}
    for seat in step.seats:
        if seat.folded:
            out[seat.name] = FOLDED
        elif seat.all_in:
            out[seat.name] = ALL_IN
        elif not seat.acted:
            out[seat.name] = WAITING
        else:
            out[seat.name] = OPEN if seat.open else CLOSED
    return out


def _why(rec, before: int, increment_before: int, increment_after: int) -> str:
    if rec.ruled_as in ("bet", "raise"):
        inc = rec.to - before
        if rec.full_raise:
            return f"+{inc} ≥ {increment_before}: full, reopens"
        return f"+{inc} < {increment_before}: incomplete"
    if rec.ruled_as == "call":
        return f"call{' all-in' if rec.all_in else ''} {rec.to}"
    return rec.ruled_as


def ladder(source: Any, *, title: str | None = None) -> Ladder:
    """The ladder of the street a scenario's ruling is for (``source``: a catalogue id, YAML text, a mapping or a
    :class:`Scenario`): one replay, then :func:`ladder_of` its ruling. Bad input raises the
    :class:`~rulescore.errors.RulesError` of the action, as ``rulescore ask`` does."""
    sc = _scenario(source)
    return ladder_of(play(sc), seats=sc.seats, blinds=sc.blinds, title=title or _title(source))


def ladder_of(ruling: Ruling, *, seats: Sequence[str], blinds: tuple[int, int], title: str = "scenario") -> Ladder:
    """The ladder of the street ``ruling`` is for, read off its steps (``seats`` and ``blinds``: the scenario's)."""
    rows: list[LadderRow] = []
    for rec, step in zip(ruling.actions, ruling.steps):
        if step.street != ruling.street:
            continue
        before = step.bet_before
        raised = rec.ruled_as in ("bet", "raise")
        rows.append(LadderRow(
            index=rec.index, player=rec.player, written=rec.written, ruled_as=str(rec.ruled_as), total=rec.to,
            before=before, increment=(rec.to - before) if raised else None, full=rec.full_raise if raised else None,
            all_in=rec.all_in, current_bet=step.current_bet, increment_in_force=step.increment,
            min_raise_to=step.current_bet + step.increment, status=_status(step), rule=rec.rule,
            why=_why(rec, before, step.increment_before, step.increment)))
    on_street = [st for st in ruling.steps if st.street == ruling.street]
    # the bet and increment the street opened with: what its first line faced (no line yet: the round as it is)
    opening_bet, opening_increment = ((on_street[0].bet_before, on_street[0].increment_before) if on_street
                                      else (ruling.current_bet, ruling.increment))
    nxt = None if ruling.closed else (ruling.player or ruling.to_act)
    return Ladder(
        title=title, seats=tuple(seats), street=ruling.street, blinds=tuple(blinds),  # type: ignore[arg-type]
        opening_bet=opening_bet, opening_increment=opening_increment, rows=tuple(rows), next_player=nxt,
        to_call=ruling.to_call if nxt else 0, can_raise=bool(nxt) and ruling.can_raise,
        min_raise_to=ruling.min_raise_to if nxt else None)


def draw_ladder(data: Ladder, *, fig=None):
    """Draw a :class:`Ladder` onto ``fig`` (a matplotlib Figure; a new pyplot figure if ``None``) and
    return the figure. Left: one bar per action from the bet it faced to its total (the increment),
    with the minimum raise-to after it and, under the bar, why; right: who may raise after each action.

    Drawn for a column about 700 px (or an A4 page) wide: :data:`FIGURE_WIDTH` inches, no text smaller
    than :data:`SMALL` points, so that labels read at the size of the surrounding small print."""
    import textwrap

    import matplotlib.patches as mpatches
    from matplotlib.lines import Line2D
    from matplotlib.transforms import blended_transform_factory

    n = len(data.rows)
    players = list(data.seats)
    labels = [f"{r.index}. {r.written}" for r in data.rows]
    label_in = 0.35 + 0.085 * max(len(s) for s in labels)      # room for the action labels at SMALL
    grid_in = 0.64 * len(players)                                # the status grid, one column per player
    width = FIGURE_WIDTH
    row_in = 0.82
    head_in, foot_in = 1.25, 1.35
    height = head_in + row_in * max(n, 2) + foot_in
    if fig is None:
        fig = _new_figure(figsize=(width, height))
    else:
        fig.set_size_inches(width, height)
    _describe(fig, data.alt)
    bars_in = max(2.2, width - label_in - grid_in - 0.35)
    grid = fig.add_gridspec(1, 2, width_ratios=[bars_in, grid_in], wspace=0.25 / (bars_in + grid_in) * 2,
                            left=label_in / width, right=1 - 0.1 / width, top=1 - head_in / height,
                            bottom=foot_in / height)
    ax = fig.add_subplot(grid[0, 0])
    st = fig.add_subplot(grid[0, 1], sharey=ax)
    # the key under the chart has an axes of its own, so it never overlaps the axis label
    key = fig.add_axes((0.01, 0.0, 0.98, (foot_in - 0.6) / height))
    key.axis("off")

    top = max([r.total for r in data.rows] + [r.min_raise_to for r in data.rows]
              + [data.opening_bet + data.opening_increment, 1])
    if data.min_raise_to:
        top = max(top, data.min_raise_to)
    xmax = top * 1.22
    left_edge = blended_transform_factory(ax.transAxes, ax.transData)
    for y, r in enumerate(data.rows):
        if r.increment is not None:
            ax.barh(y, r.increment, left=r.before, height=0.42,
                    color=FULL_COLOUR if r.full else INCOMPLETE_COLOUR,
                    hatch=None if r.full else "///", edgecolor="#222222", linewidth=0.8)
        elif r.ruled_as == "call":
            ax.plot([r.total], [y], marker="o", markersize=10, markerfacecolor="white",
                    markeredgecolor=CALL_COLOUR, markeredgewidth=2, linestyle="none")
        ax.plot([r.min_raise_to], [y], marker="|", markersize=19, markeredgewidth=2.6, color="#000000",
                linestyle="none")
        ax.text(r.min_raise_to, y, f"  {r.min_raise_to}", va="center", ha="left", fontsize=SMALL)
        ax.text(0.0, y + 0.42, r.why, transform=left_edge, va="center", ha="left", fontsize=SMALL, color="#333333")
    if data.opening_bet:
        ax.axvline(data.opening_bet, color="#999999", linestyle=":", linewidth=1)
        ax.text(data.opening_bet, -0.62, f" big blind {data.opening_bet}", ha="left", va="center",
                fontsize=SMALL, color="#555555")
    ax.set_yticks(range(n))
    ax.set_yticklabels(labels, fontsize=SMALL)
    ax.set_ylim(n - 0.3, -0.9)
    ax.set_xlim(0, xmax)
    ax.tick_params(axis="x", labelsize=SMALL)
    from matplotlib.ticker import MaxNLocator

    ax.xaxis.set_major_locator(MaxNLocator(nbins=4, integer=True))
    ax.set_xlabel("chips in front of the player (street totals)", fontsize=SMALL)
    ax.grid(axis="x", color="#dddddd", linewidth=0.6)
    ax.set_axisbelow(True)
    for side in ("top", "right"):
        ax.spines[side].set_visible(False)
    title = textwrap.fill(data.title, 70) + "\n" + textwrap.fill(
        f"{data.street}, blinds {data.blinds[0]}/{data.blinds[1]} — {data.verdict}", 80)
    fig.suptitle(title, fontsize=TITLE, x=0.02, y=1 - 0.12 / height, ha="left", va="top")

    # Right: the status grid, one column per player, a word in each cell.
    colour = {OPEN: OPEN_COLOUR, CLOSED: CLOSED_COLOUR, FOLDED: OUT_COLOUR, ALL_IN: OUT_COLOUR}
    word = {OPEN: "open", CLOSED: "closed", FOLDED: "folded", ALL_IN: "all-in", WAITING: ""}
    for y, r in enumerate(data.rows):
        for x, p in enumerate(players):
            s = r.status[p]
            if s == WAITING:
                st.text(x, y, "–", ha="center", va="center", color="#888888", fontsize=SMALL)
                continue
            # The word says it; the colour (dark = open, light = closed) only helps the eye.
            st.add_patch(mpatches.Rectangle((x - 0.47, y - 0.26), 0.94, 0.52, facecolor=colour[s],
                                            edgecolor="#444444", linewidth=0.6))
            st.text(x, y, word[s], ha="center", va="center", fontsize=SMALL,
                    color="white" if s == OPEN else "black")
    st.set_xlim(-0.5, len(players) - 0.5)
    st.set_xticks(range(len(players)))
    st.set_xticklabels(players, fontsize=SMALL, fontweight="bold")
    st.xaxis.tick_top()
    st.tick_params(axis="y", left=False, labelleft=False)
    st.tick_params(axis="x", length=0)
    for side in st.spines.values():
        side.set_visible(False)
    st.set_title("may raise again?", fontsize=SMALL, pad=22)

    handles = [
        mpatches.Patch(facecolor=FULL_COLOUR, edgecolor="#222222", label="full bet or raise (bar = increment)"),
        mpatches.Patch(facecolor=INCOMPLETE_COLOUR, edgecolor="#222222", hatch="///",
                       label="incomplete raise (short all-in)"),
        Line2D([], [], marker="o", markerfacecolor="white", markeredgecolor=CALL_COLOUR, markeredgewidth=2,
               linestyle="none", label="call (total)"),
        Line2D([], [], marker="|", markersize=13, markeredgewidth=2.4, color="black", linestyle="none",
               label="minimum raise-to after it"),
        mpatches.Patch(facecolor=OPEN_COLOUR, label="open: may raise when the action returns"),
        mpatches.Patch(facecolor=CLOSED_COLOUR, edgecolor="#444444", label="closed: call or fold only (– not acted)"),
    ]
    key.legend(handles=handles, loc="lower left", ncol=2, fontsize=SMALL, frameon=False,
               bbox_to_anchor=(0.0, 0.0), handlelength=1.6, columnspacing=1.2, borderaxespad=0.0)
    return fig


def action_ladder(source: Any, *, fig=None, title: str | None = None) -> Ladder:
    """Compute the ladder of ``source`` (a catalogue id, YAML, a mapping or a :class:`Scenario`), draw
    it onto ``fig`` (a new pyplot figure if ``None``) and return the data drawn."""
    data = ladder(source, title=title)
    draw_ladder(data, fig=fig)
    return data


# ---------------------------------------------------------------------------------------- reopening map
@dataclass(frozen=True, kw_only=True)
class MapMark:
    """A published example marked on a map."""

    label: str
    """What is marked (a catalogue id)."""
    x: int
    """First all-in total, in chips."""
    y: int
    """Second all-in total, in chips."""
    value: Any
    """The map's value there, computed by the engine."""


@dataclass(frozen=True, kw_only=True)
class ReopeningMap:
    """The plane of two later short all-in totals and what the rules make of each point."""

    title: str
    """What the map shows."""
    measure: str
    """``can_raise`` (whether ``player`` may re-raise) or ``min_raise_to`` (what ``player`` must reach)."""
    player: str
    """The player whose decision is mapped."""
    first: str
    """The player whose all-in total is on the x axis."""
    second: str
    """The player whose all-in total is on the y axis."""
    bet: int
    """The bet facing the table before the two all-ins, in chips."""
    increment: int
    """The minimum raise increment (last full bet or raise) before the two all-ins, in chips."""
    xs: tuple[int, ...]
    """First all-in totals (x axis)."""
    ys: tuple[int, ...]
    """Second all-in totals (y axis)."""
    values: tuple[tuple[Any, ...], ...]
    """``values[j][i]`` is the measure at ``(xs[i], ys[j])``; ``None`` where the engine rejects the
    situation (the message is in :attr:`errors`)."""
    marks: tuple[MapMark, ...] = ()
    """Published examples on the plane."""
    errors: tuple[str, ...] = ()
    """Distinct engine messages for rejected points (empty when every point is a legal situation)."""

    def at(self, x: int, y: int) -> Any:
        """The measure at the grid point nearest to ``(x, y)``."""
        i = min(range(len(self.xs)), key=lambda k: abs(self.xs[k] - x))
        j = min(range(len(self.ys)), key=lambda k: abs(self.ys[k] - y))
        return self.values[j][i]

    def count(self, value: Any) -> int:
        """How many grid points have ``value``."""
        return sum(row.count(value) for row in self.values)

    @property
    def alt(self) -> str:
        """What the map shows, in sentences (the image's alt text)."""
        n = len(self.xs) * len(self.ys)
        head = (f"Map — {self.title}. {self.first}'s all-in total runs from {self.xs[0]} to {self.xs[-1]} across, "
                f"{self.second}'s from {self.ys[0]} to {self.ys[-1]} up, after a bet of {self.bet} with a last full "
                f"raise of {self.increment} ({n} points).")
        if self.measure == "can_raise":
            none = self.count(None)
            body = (f" {self.player} may re-raise at {self.count(True)} points and may only call or fold at "
                    f"{self.count(False)}" + (f"; {self.player} has no decision at {none}" if none else "") + ".")
        else:
            vals = sorted({v for row in self.values for v in row if v is not None})
            body = f" {self.player}'s minimum raise-to ranges from {vals[0]} to {vals[-1]}."
        marks = []
        for m in self.marks:
            shown = ((f"{self.player} may re-raise" if m.value else f"{self.player} may not re-raise")
                     if self.measure == "can_raise" else f"{self.player}'s minimum raise-to is {m.value}")
            marks.append(f"{m.label} is marked at ({m.x}, {m.y}), where {shown}")
        return head + body + (" " + "; ".join(marks) + "." if marks else "")

    def to_text(self) -> str:
        """A short summary (what nbval compares)."""
        lines = [self.title,
                 f"bet {self.bet}, last full raise {self.increment}; {self.first} all-in on x "
                 f"({self.xs[0]}–{self.xs[-1]}), {self.second} all-in on y ({self.ys[0]}–{self.ys[-1]}); "
                 f"{len(self.xs) * len(self.ys)} points"]
        if self.measure == "can_raise":
            none = self.count(None)
            lines.append(f"{self.player} may re-raise at {self.count(True)} points, may not at {self.count(False)}"
                         + (f", has no decision at {none}" if none else ""))
        else:
            vals = sorted({v for row in self.values for v in row if v is not None})
            lines.append(f"{self.player}'s minimum raise-to ranges {vals[0]}–{vals[-1]}")
        for m in self.marks:
            lines.append(f"  {m.label}: x={m.x}, y={m.y} -> {m.value}")
        return "\n".join(lines)

    def __repr__(self) -> str:
        return self.to_text()


def _grid(lo: int, hi: int, step: int) -> tuple[int, ...]:
    return tuple(range(lo, hi + 1, step))


def reopening_map(
    source: Any,
    *,
    first: str,
    second: str,
    player: str,
    measure: str = "can_raise",
    x_range: tuple[int, int] | None = None,
    y_range: tuple[int, int] | None = None,
    step: int | None = None,
    marks: Sequence[tuple[str, int, int]] = (),
    title: str | None = None,
    engine: str = "rulescore",
) -> ReopeningMap:
    """Rule ``source`` with ``first``'s and ``second``'s all-in totals set to every point of a grid and read
    ``player``'s decision off each ruling: ``measure="can_raise"`` (may they re-raise?) or ``"min_raise_to"``.

    ``source`` is a scenario (catalogue id, YAML, mapping) in which ``first`` and ``second`` go all-in
    (their stacks are replaced by the grid values; both must start the street with nothing in, i.e. not
    be a blind) and ``player`` is asked. ``marks`` are ``(label, x, y)`` points to mark (published
    examples). The default grid runs from just above the bet to the bet plus 2.5 increments.
    ``engine="pokerkit"`` asks pokerkit instead (:func:`rulescore.oracle.replay`, the actions entered as
    rulescore ruled them), to map where the two engines differ."""

    if engine not in ("rulescore", "pokerkit"):
        raise ScenarioError(f"engine {engine!r}: choose rulescore or pokerkit")
    if measure not in ("can_raise", "min_raise_to"):
        raise ScenarioError(f"measure {measure!r}: choose can_raise or min_raise_to")
    sc = _scenario(source)
    for who in (first, second, player):
        if who not in sc.seats:
            raise ScenarioError(f"{who!r} is not seated (seats: {', '.join(sc.seats)})")
    verbs = {e.player: e.verb for e in sc.actions if e.player in (first, second)}
    if verbs.get(first) != "allin" or verbs.get(second) != "allin":
        raise ScenarioError(f"{first} and {second} must each go all-in in the scenario (write '{first} allin')")
    # The bet and increment facing the first all-in: the step of that line, in the hand cut just after it
    # (with both all-ins deep, so that nothing after it, which the grid changes, can stop the replay).
    k = next(i for i, e in enumerate(sc.actions) if e.player == first and e.verb == "allin")
    upto, streets = k + 1, []
    for street, events in sc.streets:
        if upto > 0:
            streets.append((street, events[:upto]))
        upto -= len(events)
    facing_line = play(dataclasses.replace(sc, ask=None, showdown=None, streets=tuple(streets), street=streets[-1][0],
                                           stacks={**sc.stacks, first: 10**9, second: 10**9})).steps[-1]
    facing = {"bet": facing_line.bet_before, "increment": facing_line.increment_before}
    bet, inc = facing["bet"], facing["increment"]
    step = step or max(1, inc // 20)
    xs = _grid(*(x_range or (bet + step, bet + (5 * inc) // 2)), step)
    ys = _grid(*(y_range or (bet + step, bet + (5 * inc) // 2)), step)

    def value(x: int, y: int):
        s = dataclasses.replace(sc, stacks={**sc.stacks, first: x, second: y}, ask=None)
        r = play(s, steps=False)  # the decision only: a grid replays the hand thousands of times
        if r.to_act != player:
            raise ScenarioError(f"{player} is not to act (next: {r.to_act})")
        if engine == "pokerkit":
            a = oracle.replay(seats=s.seats, blinds=s.blinds, street=s.street.value, stacks=s.stacks, ante=s.ante,
                              pot=s.pot, structure=s.game.structure.value, actions=oracle.actions_as_ruled(r.actions))
            if a.refused or a.player != player:
                raise ScenarioError(a.refused or f"pokerkit has {a.player} to act, not {player}")
            return a.can_raise if measure == "can_raise" else a.min_raise_to
        return r.can_raise if measure == "can_raise" else r.min_raise_to

    errors: list[str] = []
    rows = []
    for y in ys:
        row = []
        for x in xs:
            try:
                row.append(value(x, y))
            except RulesError as exc:
                row.append(None)
                if str(exc) not in errors:
                    errors.append(str(exc))
        rows.append(tuple(row))
    marked = []
    for label, x, y in marks:
        marked.append(MapMark(label=label, x=x, y=y, value=value(x, y)))
    what = "may re-raise" if measure == "can_raise" else "minimum raise-to"
    by = "" if engine == "rulescore" else " (pokerkit)"
    return ReopeningMap(title=title or f"{player}: {what} after {first}'s and {second}'s all-ins{by}",
                        measure=measure, player=player, first=first, second=second, bet=bet, increment=inc,
                        xs=xs, ys=ys, values=tuple(rows), marks=tuple(marked), errors=tuple(errors))


def differences(a: ReopeningMap, b: ReopeningMap) -> list[tuple[int, int, Any, Any]]:
    """The grid points where two maps of the same plane differ: ``(x, y, a's value, b's value)``."""
    if (a.xs, a.ys, a.measure) != (b.xs, b.ys, b.measure):
        raise ScenarioError("the two maps cover different planes or measures")
    return [(x, y, a.values[j][i], b.values[j][i]) for j, y in enumerate(a.ys) for i, x in enumerate(a.xs)
            if a.values[j][i] != b.values[j][i]]


def draw_reopening_map(data: ReopeningMap, *, ax=None, against: ReopeningMap | None = None):
    """Draw a :class:`ReopeningMap` onto ``ax`` (a new pyplot axes if ``None``); returns the axes. With
    ``against`` (a map of the same plane, e.g. by the other engine) the points where the two differ are
    crossed out."""
    import matplotlib.patches as mpatches
    import numpy as np
    from matplotlib.colors import BoundaryNorm, ListedColormap

    if ax is None:
        _, ax = figure(figsize=(6.4, 5.6))
    _describe(ax.figure, data.alt)
    xs, ys = np.array(data.xs), np.array(data.ys)
    dx = (xs[1] - xs[0]) if len(xs) > 1 else 1
    dy = (ys[1] - ys[0]) if len(ys) > 1 else 1
    extent = (xs[0] - dx / 2, xs[-1] + dx / 2, ys[0] - dy / 2, ys[-1] + dy / 2)
    if data.measure == "can_raise":
        z = np.array([[np.nan if v is None else float(v) for v in row] for row in data.values])
        cmap = ListedColormap([CLOSED_COLOUR, OPEN_COLOUR])
        ax.imshow(z, origin="lower", extent=extent, cmap=cmap, vmin=0, vmax=1, aspect="auto",
                  interpolation="nearest")
        # Hatch the closed region so the map reads without colour.
        ax.contourf(xs, ys, z, levels=[-0.5, 0.5], colors="none", hatches=["///"])
        ax.contour(xs, ys, z, levels=[0.5], colors="black", linewidths=1.2)
        handles = [mpatches.Patch(facecolor=OPEN_COLOUR, label=f"{data.player} may re-raise"),
                   mpatches.Patch(facecolor=CLOSED_COLOUR, hatch="///", edgecolor="#444444",
                                  label=f"{data.player} may only call or fold")]
        ax.legend(handles=handles, loc="upper left", fontsize=SMALL, framealpha=0.95)
    else:
        from matplotlib.ticker import MaxNLocator

        z = np.array([[np.nan if v is None else float(v) for v in row] for row in data.values])
        vals = sorted({v for row in data.values for v in row if v is not None})
        levels = MaxNLocator(nbins=9, steps=[1, 2, 2.5, 5, 10]).tick_values(vals[0], vals[-1] + 1)
        norm = BoundaryNorm(levels, ncolors=256)
        mesh = ax.pcolormesh(xs, ys, z, cmap="Blues", norm=norm, shading="nearest")
        cb = ax.figure.colorbar(mesh, ax=ax, shrink=0.85, ticks=levels)
        cb.set_label(f"{data.player}'s minimum raise-to (chips)", fontsize=SMALL)
        cb.ax.tick_params(labelsize=SMALL)
    if any(v is None for row in data.values for v in row):
        pts = [(x, y) for j, y in enumerate(data.ys) for i, x in enumerate(data.xs) if data.values[j][i] is None]
        cx = sum(p[0] for p in pts) / len(pts)
        cy = sum(p[1] for p in pts) / len(pts)
        ax.text(cx, cy, f"blank: {data.player} has\nno decision here", ha="center", va="center", fontsize=SMALL,
                color="#333333", bbox=dict(boxstyle="round,pad=0.25", facecolor="white", edgecolor="#999999"))
    full = data.bet + data.increment
    ax.axvline(full, color="#555555", linestyle="--", linewidth=0.9)
    ax.axhline(full, color="#555555", linestyle="--", linewidth=0.9)
    label = dict(fontsize=SMALL, color="#222222",
                 bbox=dict(boxstyle="round,pad=0.2", facecolor="white", edgecolor="#777777", alpha=0.95))
    ax.text(full, extent[2] + (extent[3] - extent[2]) * 0.03, f"{full} = bet + full raise", ha="center",
            va="bottom", **label)
    ax.plot([extent[0], extent[1]], [extent[0], extent[1]], color="#777777", linewidth=0.8, linestyle=":")
    if against is not None:
        diff = differences(data, against)
        if diff:
            import matplotlib.patheffects as pe

            ax.plot([d[0] for d in diff], [d[1] for d in diff], marker="x", markersize=4.5, color="white",
                    markeredgewidth=1.1, linestyle="none", label=f"differs from the other engine ({len(diff)} points)",
                    path_effects=[pe.withStroke(linewidth=2.2, foreground="black")])
            ax.legend(loc="upper left", fontsize=SMALL, framealpha=0.95,
                      handles=ax.get_legend().legend_handles + [ax.lines[-1]] if ax.get_legend() else None)
    for m in data.marks:
        ax.plot([m.x], [m.y], marker="*", markersize=15, markerfacecolor="white", markeredgecolor="black",
                markeredgewidth=1.3, linestyle="none")
        shown = ("may re-raise" if m.value else "may not re-raise") if data.measure == "can_raise" else m.value
        ax.annotate(f"{m.label}\n({m.x}, {m.y}): {shown}", (m.x, m.y), xytext=(8, -18),
                    textcoords="offset points", fontsize=SMALL,
                    bbox=dict(boxstyle="round,pad=0.25", facecolor="white", edgecolor="#444444", alpha=0.95))
    ax.set_xlim(extent[0], extent[1])
    ax.set_ylim(extent[2], extent[3])
    ax.set_xlabel(f"{data.first}'s all-in total (chips)", fontsize=SMALL)
    ax.set_ylabel(f"{data.second}'s all-in total (chips)", fontsize=SMALL)
    ax.tick_params(labelsize=SMALL)
    ax.set_title(f"{data.title}\n(bet {data.bet}, last full raise {data.increment})", fontsize=NORMAL)
    return ax


def reopening_chart(source: Any, *, ax=None, against: ReopeningMap | None = None, **kwargs) -> ReopeningMap:
    """Compute :func:`reopening_map` with ``kwargs``, draw it onto ``ax`` and return the data drawn
    (``against``: cross out the points where another map of the same plane differs)."""
    data = reopening_map(source, **kwargs)
    draw_reopening_map(data, ax=ax, against=against)
    return data


# ------------------------------------------------------------------------------ published-rulings check
#: Colours of the verdicts (dark = agrees; warm = the ones a committee must read), distinct in lightness.
VERDICT_COLOURS = {"agrees": "#1f3f73", "illustrated": "#9fb6d9", "discretion": "#6f8fbf", "text-only": "#d0d0d0",
                   "underdetermined": "#f2b45c", "disagrees": "#c8402a", "impossible": "#5a1a0e"}


@dataclass(frozen=True, kw_only=True)
class VerdictCounts:
    """How many catalogue entries of each source got each verdict: the data :func:`verdict_counts` draws."""

    sources: tuple[str, ...]
    """The sources, in the order of the bars."""
    verdicts: tuple[str, ...]
    """The verdicts, in the order of the stacks (``rulescore.rulings.VERDICTS``)."""
    counts: Mapping[str, Mapping[str, int]]
    """``counts[source][verdict]``: entries of that source with that verdict (0 included)."""

    @property
    def total(self) -> int:
        """Entries counted."""
        return sum(sum(v.values()) for v in self.counts.values())

    def by_verdict(self) -> dict[str, int]:
        """Entries per verdict, over every source."""
        return {v: sum(self.counts[s][v] for s in self.sources) for v in self.verdicts}

    @property
    def alt(self) -> str:
        """What the bars show, in sentences (the image's alt text)."""
        per = "; ".join(f"{s} {sum(self.counts[s].values())} (" + ", ".join(
            f"{n} {v}" for v, n in self.counts[s].items() if n) + ")" for s in self.sources)
        return f"Bar chart of the verdicts of {self.total} published rulings by source: {per}."

    def to_text(self) -> str:
        cols = list(self.verdicts) + ["total"]
        w = {c: len(c) + 2 for c in cols}
        lines = [f"{'source':<8}" + "".join(f"{c:>{w[c]}}" for c in cols)]
        tot = self.by_verdict()
        for name, row in [(s, self.counts[s]) for s in self.sources] + [("all", tot)]:
            cells = dict(row, total=sum(row.values()))
            lines.append(f"{name:<8}" + "".join(f"{cells[c]:>{w[c]}}" for c in cols))
        return "\n".join(lines)

    def __repr__(self) -> str:
        return self.to_text()


def verdict_counts(checks: Sequence[Any], *, ax=None, draw: bool = True) -> VerdictCounts:
    """Count the verdicts of ``checks`` (:class:`rulescore.rulings.Check` objects or their dicts) per
    source; unless ``draw`` is false, draw them as horizontal stacked bars onto ``ax`` (a new pyplot
    figure if ``None``), one bar per source, each segment labelled with its count. Returns the data drawn."""
    SOURCES, VERDICTS = _catalogue().SOURCES, _catalogue().VERDICTS

    def get(c, key):
        return c[key] if isinstance(c, Mapping) else getattr(c, key)

    seen = [get(c, "source") for c in checks]
    order = [s for s in SOURCES if s in seen] + sorted({s for s in seen if s not in SOURCES})
    counts = {s: {v: 0 for v in VERDICTS} for s in order}
    for c in checks:
        verdict = get(c, "verdict")
        if verdict not in VERDICTS:
            raise RulesError(f"verdict_counts: {get(c, 'id')} has verdict {verdict!r}, not one of {', '.join(VERDICTS)}")
        counts[get(c, "source")][verdict] += 1
    data = VerdictCounts(sources=tuple(order), verdicts=VERDICTS, counts=counts)
    if not draw:
        return data
    if ax is None:
        _, ax = figure(figsize=(8, 0.6 * max(len(order), 1) + 1.8))   # size kept: notebook 09 prints it
    _describe(ax.figure, data.alt)
    left = [0] * len(order)
    ys = list(range(len(order)))[::-1]
    for v in VERDICTS:
        widths = [counts[s][v] for s in order]
        if not any(widths):
            continue
        ax.barh(ys, widths, left=left, color=VERDICT_COLOURS[v], edgecolor="white", label=v,
                hatch="///" if v in ("disagrees", "impossible", "underdetermined") else None)
        for y, x0, w in zip(ys, left, widths):
            if w:
                dark = v in ("agrees", "disagrees", "impossible")
                ax.text(x0 + w / 2, y, str(w), ha="center", va="center", fontsize=SMALL,
                        color="white" if dark else "black",
                        bbox=dict(boxstyle="square,pad=0.15", facecolor=VERDICT_COLOURS[v], edgecolor="none"))
        left = [a + b for a, b in zip(left, widths)]
    ax.set_yticks(ys)
    ax.set_yticklabels(order, fontsize=SMALL)
    ax.tick_params(axis="x", labelsize=SMALL)
    ax.set_xlabel("catalogue entries", fontsize=SMALL)
    ax.set_title(f"Verdicts of the published rulings by source ({data.total} entries)", fontsize=NORMAL)
    ax.legend(loc="upper center", bbox_to_anchor=(0.5, -0.2), fontsize=SMALL, frameon=False, ncol=3)
    for side in ("top", "right"):
        ax.spines[side].set_visible(False)
    return data


# ------------------------------------------------------------------------------- a whole hand, street by street
@dataclass(frozen=True, kw_only=True)
class HandFlow:
    """The pot and the stacks of a hand at the start and after each street replayed (``streets:``)."""

    title: str
    """What is charted."""
    seats: tuple[str, ...]
    """Players, in seat order."""
    streets: tuple[str, ...]
    """``start`` then each street replayed."""
    pot: tuple[int, ...]
    """Chips in the middle at each point (the street's bets included; a bet nobody called is back with its
    owner)."""
    stacks: dict[str, tuple[int | None, ...]]
    """Each player's chips behind at each point (``None``: deep, the stack was not given)."""
    folded: dict[str, str | None]
    """The street each player folded on (``None``: still in the hand)."""

    @property
    def alt(self) -> str:
        """What the chart shows, in sentences (the image's alt text)."""
        points = ", ".join(self.streets)
        stacks = []
        for p in self.seats:
            values = self.stacks[p]
            if all(v is None for v in values):
                continue
            shown = ", ".join("deep" if v is None else str(v) for v in values)
            stacks.append(f"{p} {shown}" + (f" (folds on the {self.folded[p]})" if self.folded[p] else ""))
        return (f"{self.title}: bars of the pot and lines of the stacks at each point ({points}); pot "
                f"{', '.join(map(str, self.pot))}" + ("; stacks: " + "; ".join(stacks) if stacks else "") + ".")

    def to_text(self) -> str:
        """The chart's numbers as a table."""
        w = max(6, *(len(s) for s in self.streets))
        lines = ["".join(f"{h:>{w + 2}}" for h in ("",) + self.streets)]
        lines.append("".join(f"{x:>{w + 2}}" for x in ("pot",) + self.pot))
        for p in self.seats:
            cells = ["deep" if v is None else str(v) for v in self.stacks[p]]
            tail = f"  (folds on the {self.folded[p]})" if self.folded[p] else ""
            lines.append("".join(f"{x:>{w + 2}}" for x in (p,) + tuple(cells)) + tail)
        return "\n".join(lines)

    def __repr__(self) -> str:
        return self.to_text()


def hand_flow(source: Any, *, title: str | None = None) -> HandFlow:
    """The pot and every stack of a hand (a catalogue id, YAML, a mapping or a :class:`Scenario`) at the start and
    at the end of each street, read off the ruling's steps (a bet nobody called is back with its owner)."""
    sc = _scenario(source)
    ruling = play(dataclasses.replace(sc, ask=None))
    by_street: dict[str, tuple[list[int | None], int]] = {}
    folded: dict[str, str | None] = {p: None for p in sc.seats}
    for rec, step in zip(ruling.actions, ruling.steps):
        behind = [s.behind if s.behind is None else s.behind + s.uncalled for s in step.seats]
        by_street[step.street] = (behind, sum(p.amount for p in step.pots))
        if rec.ruled_as == "fold" and folded.get(rec.player) is None:
            folded[rec.player] = step.street
    names = ["start"]
    stacks: dict[str, list[int | None]] = {p: [sc.stacks.get(p)] for p in sc.seats}
    pots = [sc.pot]
    # a street listed with no line yet: the table as the ruling leaves it (the blinds posted, nothing else)
    now = ruling.table
    last: tuple[list[int | None], int] = (
        ([x.behind for x in now.seats], sum(p.amount for p in now.pots)) if now is not None
        else ([ruling.stacks.get(p) for p in sc.seats], ruling.pot_total))
    for street, _ in sc.streets:
        behind, pot = by_street.get(street.value, last)
        last = (behind, pot)
        names.append(street.value)
        pots.append(pot)
        for p, b in zip(sc.seats, behind):
            stacks[p].append(b)
    return HandFlow(title=title or _title(source), seats=tuple(sc.seats), streets=tuple(names), pot=tuple(pots),
                    stacks={p: tuple(v) for p, v in stacks.items()}, folded=folded)


def hand_chart(source: Any, *, ax=None, title: str | None = None) -> HandFlow:
    """Draw the pot (bars) and each known stack (lines) street by street; returns the data drawn."""
    data = hand_flow(source, title=title)
    if ax is None:
        _, ax = figure(figsize=(7.5, 3.6))
    _describe(ax.figure, data.alt)
    xs = range(len(data.streets))
    ax.bar(xs, data.pot, color="#d9d9d9", edgecolor="#6b6b6b", label="pot", zorder=1)
    for x, v in zip(xs, data.pot):
        ax.annotate(str(v), (x, v), ha="center", va="bottom", fontsize=9, xytext=(0, 2), textcoords="offset points")
    styles = [("-", "o"), ("--", "s"), (":", "^"), ("-.", "D")]
    top = max(data.pot, default=0)
    for k, p in enumerate(data.seats):
        values = data.stacks[p]
        if all(v is None for v in values):
            continue
        line, marker = styles[k % len(styles)]
        ax.plot(xs, [float("nan") if v is None else v for v in values], linestyle=line, marker=marker, label=p,
                zorder=2, linewidth=2)
        top = max([top] + [v for v in values if v is not None])
    ax.set_ylim(0, top * 1.15 or 1)
    ax.set_xticks(list(xs), list(data.streets))
    ax.set_ylabel("chips")
    ax.set_title(data.title, fontsize=11)
    ax.legend(fontsize=9, ncols=min(5, len(data.seats) + 1), loc="upper center", bbox_to_anchor=(0.5, -0.12),
              frameon=False)
    ax.figure.tight_layout()
    return data


# ------------------------------------------------------------------------------- seat draw (IA-01)
def seat_draw_chart(freq: Mapping[str, Any], *, ax=None) -> dict:
    """Bar chart of :func:`rulescore.tables.seat_draw_frequencies`: one bar per seat assignment, the
    expected count as a dashed line, drawn onto ``ax`` (a new pyplot figure if ``None``). Returns the
    data drawn: ``{"bars": {assignment: count}, "expected": count, "alt": sentence}``."""
    labels, counts = list(freq["counts"]), list(freq["counts"].values())
    alt = (f"Bar chart of {freq['trials']} seeded two-step draws of {', '.join(map(str, freq['players']))} to their "
           f"seats: each of the {len(counts)} seatings came up between {min(counts)} and {max(counts)} times, "
           f"against about {freq['expected']:.0f} expected (chi-square p = {freq['p_value']}).")
    if ax is None:
        _, ax = figure(figsize=(7, 3.6))
    _describe(ax.figure, alt)
    ax.bar(labels, counts, color=FULL_COLOUR)
    ax.axhline(freq["expected"], color="black", linestyle="--", linewidth=1, label="expected")
    ax.set_xlabel("seats of " + ", ".join(freq["players"]), fontsize=SMALL)
    ax.set_ylabel("draws", fontsize=SMALL)
    ax.tick_params(labelsize=SMALL)
    ax.set_title(f"{freq['trials']} seeded two-step draws (chi-square p = {freq['p_value']})", fontsize=NORMAL)
    ax.legend(loc="lower right", fontsize=SMALL)
    return {"bars": dict(zip(labels, counts)), "expected": freq["expected"], "alt": alt}


# ------------------------------------------------------------------------------- 50 % standard band
# ``fifty_percent_band`` (push amount against ruling, 08.4) is added below by the push issue.


@dataclass(frozen=True)
class FiftyPercentBand:
    """The data of :func:`fifty_percent_band`: how silent chips are ruled against the amount pushed."""

    call_to: int
    """The bet to call."""
    increment: int
    """The minimum raise increment."""
    min_raise_to: int
    """The minimum raise-to total."""
    threshold: int
    """The smallest push total that obliges a full minimum raise (the call plus half the increment)."""
    bands: tuple[tuple[str, int, int | None], ...]
    """``(ruling, first total, last total or None)``: ``call``, ``obliged minimum raise``, ``raise as pushed``."""
    points: tuple[tuple[int, str, int, int], ...]
    """``(total pushed, ruling, street total after, chips returned)`` for every total drawn."""

    @property
    def alt(self) -> str:
        """What the chart shows, in sentences (the image's alt text)."""
        bands = "; ".join(f"{lo}–{hi}: {ruling}" if hi is not None else f"{lo} and more: {ruling}"
                          for ruling, lo, hi in self.bands)
        return (f"The 50 % standard facing {self.call_to} with a minimum raise of {self.increment} (to "
                f"{self.min_raise_to}): the street total ruled against the chips pushed; pushes of {bands} "
                f"(threshold {self.threshold}).")

    def table(self) -> str:
        """The bands as plain text (what a notebook prints and nbval compares)."""
        lines = [f"facing {self.call_to}, minimum raise {self.increment} (to {self.min_raise_to}); "
                 f"threshold {self.threshold}"]
        for ruling, lo, hi in self.bands:
            span = f"{lo}–{hi}" if hi is not None else f"{lo} and more"
            lines.append(f"  {span:<16} {ruling}")
        return "\n".join(lines)

    def __repr__(self) -> str:
        return self.table()


_BAND_NAMES = {"call": "call", "obliged": "obliged minimum raise", "raise": "raise as pushed"}



def silent_push(*, call_to: int, increment: int, total: int) -> Any:
    """How the engine rules silent chips making ``total`` on the street, facing a bet of ``call_to`` whose
    minimum raise increment is ``increment``, with not every chip needed (one chip of the call and one of
    the rest): the record of the push. The hand is built for the purpose on the flop: a bet and full
    raises of ``increment`` up to ``call_to``, then the push. Used by :func:`fifty_percent_band`.

    >>> silent_push(call_to=1100, increment=600, total=1400).to      # IA-08-2's threshold
    1700
    """
    fifty_percent(call_to=call_to, increment=increment)  # checks the figures
    if increment > call_to:
        raise RulesError(f"silent_push: a minimum raise of {increment} is larger than the bet of {call_to}; "
                         f"the increment is never more than the bet it raised to", rule="08.4")
    if not isinstance(total, int) or isinstance(total, bool) or total <= 0:
        raise RulesError(f"silent_push: total {total!r} is not a whole number of chips above 0", rule="08.6")
    k = -(-call_to // increment) - 1  # full raises of `increment` after an opening bet of at most `increment`
    if k > 7:  # a table seats ten: the bettor, the raisers, the pusher and one more
        raise RulesError(f"silent_push: a bet of {call_to} with raises of {increment} needs {k} raises, more than a "
                         f"table of ten can make; choose a larger increment", rule="08.4")
    first = call_to - k * increment
    names = [f"P{i}" for i in range(k + 1)] + ["X", "Z"]
    values = (call_to,) if total == call_to else tuple(sorted((call_to, total - call_to), reverse=True))
    if total < call_to:
        values = (total,)
    lines = [f"P0 bet {first}"] + [f"P{i} raise {first + i * increment}" for i in range(1, k + 1)]
    lines.append("X push " + "+".join(map(str, values)))
    return ask({"blinds": "1/1", "street": "flop", "seats": names, "actions": lines}).actions[-1]


def fifty_percent_band(call_to: int = 1100, increment: int = 600, *, upto: int | None = None, step: int | None = None,
                       ax: Any = None, draw: bool = True) -> FiftyPercentBand:
    """The 50 % standard (08.4, IA-08): for silent chips (not every chip needed) making each total from
    the call up to ``upto`` (default: twice the minimum raise-to), how the engine rules them — a call
    with the excess returned, an obliged minimum raise, or a raise to what was pushed. Band edges are
    found exactly by bisection over the engine; ``step`` spaces the points drawn. Returns the data; draws
    it on ``ax`` (a new figure if ``None``) unless ``draw`` is false."""
    fp = fifty_percent(call_to=call_to, increment=increment)
    upto = upto or fp.min_raise_to + increment
    if upto <= call_to:
        raise RulesError(f"fifty_percent_band: upto {upto} must be above the call of {call_to}", rule="08.4")
    if step is None:
        raw = max(1, (upto - call_to) // 60)
        step = next(n * 10 ** k for k in range(13) for n in (1, 2, 5) if n * 10 ** k >= raw)

    def kind(total: int) -> tuple[str, int, int]:
        rec = silent_push(call_to=call_to, increment=increment, total=total)
        if rec.ruled_as == "call":
            k = "call"
        elif rec.to == total:
            k = "raise"
        else:
            k = "obliged"
        return k, rec.to, rec.returned

    order = ["call", "obliged", "raise"]

    def first_at_least(level: int) -> int | None:
        lo, hi = call_to, upto
        if order.index(kind(hi)[0]) < level:
            return None
        while lo < hi:
            mid = (lo + hi) // 2
            if order.index(kind(mid)[0]) >= level:
                hi = mid
            else:
                lo = mid + 1
        return lo

    edges = [call_to, first_at_least(1), first_at_least(2)]
    bands = []
    for i, name in enumerate(order):
        start = edges[i]
        if start is None:
            continue
        nxt = next((e for e in edges[i + 1:] if e is not None), None)
        if nxt == start:
            continue
        bands.append((_BAND_NAMES[name], start, None if nxt is None else nxt - 1))
    marks = {e for e in edges if e is not None} | {e - 1 for e in edges[1:] if e is not None and e - 1 >= call_to}
    totals = sorted(set(range(call_to, upto + 1, step)) | marks | {upto})
    points = tuple((t, _BAND_NAMES[k], to, back) for t in totals for k, to, back in [kind(t)])
    data = FiftyPercentBand(call_to=call_to, increment=increment, min_raise_to=fp.min_raise_to,
                            threshold=fp.threshold, bands=tuple(bands), points=points)
    if draw:
        _draw_fifty(data, ax)
    return data


def _draw_fifty(data: FiftyPercentBand, ax: Any = None) -> None:
    if ax is None:
        _, ax = figure(figsize=(FIGURE_WIDTH, 4.6))
    _describe(ax.figure, data.alt)
    colours = {"call": CALL_COLOUR, "obliged minimum raise": INCOMPLETE_COLOUR, "raise as pushed": FULL_COLOUR}
    hatches = {"call": None, "obliged minimum raise": "///", "raise as pushed": None}
    right = data.points[-1][0]
    top = max(p[2] for p in data.points)
    for i, (ruling, lo, hi) in enumerate(data.bands):
        ax.axvspan(lo, (hi + 1) if hi is not None else right, color=colours[ruling], alpha=0.18,
                   hatch=hatches[ruling], linewidth=0)
        mid = (lo + ((hi + 1) if hi is not None else right)) / 2
        ax.text(mid, top - (top - data.call_to) * (0.04 + 0.09 * (i % 2)), ruling.replace(" minimum ", "\nminimum "),
                ha="center", va="top", fontsize=SMALL, color="#222222",
                bbox=dict(boxstyle="round,pad=0.2", facecolor="white", edgecolor="none", alpha=0.85))
    xs = [p[0] for p in data.points]
    ax.plot(xs, [p[2] for p in data.points], color="black", linewidth=1.6,
            label="street total after the ruling")
    ax.plot(xs, xs, color="#777777", linestyle=":", linewidth=0.9, label="chips pushed")
    for x, label in ((data.threshold, f"threshold {data.threshold}"), (data.min_raise_to, f"min raise {data.min_raise_to}")):
        ax.axvline(x, color="#555555", linestyle="--", linewidth=0.8)
        ax.text(x, data.call_to, label, rotation=90, ha="right", va="bottom", fontsize=SMALL)
    ax.set_xlabel("chips pushed (street total)", fontsize=SMALL)
    ax.set_ylabel("ruled street total", fontsize=SMALL)
    ax.tick_params(labelsize=SMALL)
    ax.set_title(f"The 50 % standard: facing {data.call_to}, minimum raise {data.increment}", fontsize=NORMAL)
    ax.legend(loc="lower right", fontsize=SMALL, frameon=False)
    for side in ("top", "right"):
        ax.spines[side].set_visible(False)
