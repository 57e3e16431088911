"""Charts of the analysis results: each function draws one result of :mod:`rulescore.analysis` and returns it.

The numbers are computed by :mod:`rulescore.analysis` (the rules engine behind it); this module only draws
them, so a chart function takes the result and returns the same result (a frozen dataclass with a
plain-text table and an ``alt`` sentence saying what the picture shows): tests and notebooks check the
numbers while the picture is for people. A figure made here (or with :func:`figure`) is a
:class:`ChartFigure`: its text form, stored beside the PNG in a notebook's output and used by the guide as the
image's alt text, is the ``alt`` of every chart drawn onto it. matplotlib is imported inside the drawing
functions only: importing this module (or the CLI) never loads matplotlib or pandas.

* :func:`action_ladder` / :func:`draw_ladder` — a :class:`~rulescore.analysis.Ladder`: each action's bar from
  the bet it faced to its total, the minimum raise-to after it, and who may raise again (IA-07, IA-10).
* :func:`reopening_chart` / :func:`draw_reopening_map` — a :class:`~rulescore.analysis.ReopeningMap`, coloured
  by whether a player who has acted may re-raise or by the minimum raise-to a later player faces (IA-10).
* :func:`hand_chart` (a :class:`~rulescore.analysis.HandFlow`), :func:`fifty_percent_chart` (a
  :class:`~rulescore.analysis.FiftyPercentBand`, 08.4), :func:`verdict_chart` (a
  :class:`~rulescore.analysis.VerdictCounts`) and :func:`seat_draw_chart` (the seat draw of
  :func:`rulescore.rules.tables.seat_draw_frequencies`, IA-01).

    >>> from rulescore import analysis
    >>> from rulescore.present import charts
    >>> lad = charts.action_ladder(analysis.ladder("IA-10-1"))   # doctest: +SKIP

Choices of presentation (no rule is decided here): amounts are street totals in chips; a full bet or
raise is drawn dark and solid, an incomplete one light and hatched, a call as an open circle, so the chart
reads in greyscale; each status cell carries a word, not only a colour.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from ..analysis import (
    ALL_IN,
    CLOSED,
    FOLDED,
    MATCHED,
    OPEN,
    WAITING,
    FiftyPercentBand,
    HandFlow,
    Ladder,
    ReopeningMap,
    VerdictCounts,
    differences,
)

# Colours chosen to differ in lightness as well as hue (readable in greyscale and by most colour-blind
# readers): dark blue for full raises / open betting, light orange hatched for incomplete, greys for
# calls and players out of the betting.
FULL_COLOUR = "#1f3f73"
INCOMPLETE_COLOUR = "#f2b45c"
CALL_COLOUR = "#6b6b6b"
OPEN_COLOUR = "#1f3f73"
CLOSED_COLOUR = "#f2b45c"
OUT_COLOUR = "#e6e6e6"
MATCHED_COLOUR = "#ffffff"

#: The word in each cell of the ladder's status grid ("may raise again?"), by status.
STATUS_WORDS = {OPEN: "open", CLOSED: "closed", MATCHED: "level", FOLDED: "folded", ALL_IN: "all-in", WAITING: ""}

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


# ---------------------------------------------------------------------------------------------- ladder
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
    label_in = 0.35 + 0.085 * max((len(s) for s in labels), default=8)  # room for the action labels at SMALL
    grid_in = 0.64 * len(players)                                # the status grid, one column per player
    width = FIGURE_WIDTH
    row_in = 0.82
    head_in, foot_in = 1.25, 1.6    # the foot holds the x label and the four-row key
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
    if not n:  # a street with no action yet: the decision alone, in the title
        ax.text(0.5, 0.5, f"no action yet on the {data.street}", transform=ax.transAxes, ha="center", va="center",
                fontsize=SMALL, color="#555555")
    ax.set_yticks(range(n))
    ax.set_yticklabels(labels, fontsize=SMALL)
    ax.set_ylim(max(n, 1) - 0.3, -0.9)
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
    colour = {OPEN: OPEN_COLOUR, CLOSED: CLOSED_COLOUR, MATCHED: MATCHED_COLOUR, FOLDED: OUT_COLOUR, ALL_IN: OUT_COLOUR}
    word = STATUS_WORDS
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
        mpatches.Patch(facecolor=MATCHED_COLOUR, edgecolor="#444444",
                       label="level: nothing to call; a full raise opens it again"),
    ]
    key.legend(handles=handles, loc="lower left", ncol=2, fontsize=SMALL, frameon=False,
               bbox_to_anchor=(0.0, 0.0), handlelength=1.6, columnspacing=1.2, borderaxespad=0.0)
    return fig


def action_ladder(data: Ladder, *, fig=None) -> Ladder:
    """Draw a :class:`~rulescore.analysis.Ladder` (:func:`rulescore.analysis.ladder`) onto ``fig`` (a new
    pyplot figure if ``None``) and return the data drawn."""
    draw_ladder(data, fig=fig)
    return data


# ---------------------------------------------------------------------------------------- reopening map
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


def reopening_chart(data: ReopeningMap, *, ax=None, against: ReopeningMap | None = None) -> ReopeningMap:
    """Draw a :class:`~rulescore.analysis.ReopeningMap` (:func:`rulescore.analysis.reopening_map`) onto ``ax`` and
    return the data drawn (``against``: cross out the points where another map of the same plane differs)."""
    draw_reopening_map(data, ax=ax, against=against)
    return data


# ------------------------------------------------------------------------------ published-rulings check
#: Colours of the verdicts (dark = agrees; warm = the ones a committee must read), distinct in lightness.
VERDICT_COLOURS = {"agrees": "#1f3f73", "illustrated": "#9fb6d9", "discretion": "#6f8fbf", "text-only": "#d0d0d0",
                   "underdetermined": "#f2b45c", "disagrees": "#c8402a", "impossible": "#5a1a0e"}


def verdict_chart(data: VerdictCounts, *, ax=None) -> VerdictCounts:
    """Draw :class:`~rulescore.analysis.VerdictCounts` (:func:`rulescore.analysis.verdict_counts`) as horizontal
    stacked bars onto ``ax`` (a new pyplot figure if ``None``), one bar per source, each segment labelled with
    its count. Returns the data drawn."""
    order, verdicts, counts = data.sources, data.verdicts, data.counts
    if ax is None:
        _, ax = figure(figsize=(8, 0.6 * max(len(order), 1) + 1.8))   # size kept: notebook 09 prints it
    _describe(ax.figure, data.alt)
    left = [0] * len(order)
    ys = list(range(len(order)))[::-1]
    for v in verdicts:
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
def hand_chart(data: HandFlow, *, ax=None) -> HandFlow:
    """Draw a :class:`~rulescore.analysis.HandFlow` (:func:`rulescore.analysis.hand_flow`): the pot (bars) and
    each known stack (lines) street by street; returns the data drawn."""
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
    """Bar chart of :func:`rulescore.rules.tables.seat_draw_frequencies`: one bar per seat assignment, the
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
def fifty_percent_chart(data: FiftyPercentBand, *, ax: Any = None) -> FiftyPercentBand:
    """Draw a :class:`~rulescore.analysis.FiftyPercentBand` (:func:`rulescore.analysis.fifty_percent_band`): the
    street total ruled against the chips pushed, the bands shaded; returns the data drawn."""
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
    return data
