"""The real-play chart: what replayed real hands show about all-ins and reopening (notebook 13).

It draws :class:`rulescore.analysis.RealPlay` (counted from the replays by :func:`rulescore.analysis.real_play`;
this module decides and counts nothing) in two panels: the all-ins of each group of hands by kind, and the
decisions of players who had already acted and faced a higher bet, by whether betting was reopened for them
(TDA 47). :func:`real_play_chart` returns the data it draws, so a test can assert the numbers the picture
shows. matplotlib is imported only when drawing.
"""

from __future__ import annotations

from typing import Any

from ..analysis import RealPlay
from .charts import chart_figure_class

#: Colours of the all-in kinds and of reopened / closed decisions (the project's chart palette of notebook 10).
COLOURS = {"full raise": "#2b6cb0", "short raise": "#dd6b20", "short call": "#9f7aea", "call": "#a0aec0",
           "reopened": "#2f855a", "closed": "#c53030"}


def draw_real_play(data: RealPlay, *, fig: Any = None) -> Any:
    """Draw ``data`` onto ``fig`` (a matplotlib figure; a new :class:`~rulescore.present.charts.ChartFigure`,
    which says what it shows, if ``None``) and return the figure."""
    import matplotlib.pyplot as plt

    if fig is None:
        fig = plt.figure(figsize=(9.0, 4.2), FigureClass=chart_figure_class())
    left, right = fig.subplots(1, 2, gridspec_kw={"width_ratios": [3, 2]})
    groups = list(data.groups)
    ys = range(len(groups))
    start = [0] * len(groups)
    for kind in data.kinds:
        values = [data.all_ins[g][kind] for g in groups]
        left.barh(list(ys), values, left=start, color=COLOURS[kind], label=kind)
        start = [a + b for a, b in zip(start, values)]
    left.set_yticks(list(ys), [f"{g}\n({data.hands[g]} hands)" for g in groups], fontsize=8)
    left.invert_yaxis()
    left.set_xlabel("all-ins")
    left.set_title("All-ins by kind", fontsize=10)
    left.legend(fontsize=7, loc="lower right", frameon=False)
    reopened = [data.reopening[g]["reopened"] for g in groups]
    closed = [data.reopening[g]["closed"] for g in groups]
    right.barh(list(ys), reopened, color=COLOURS["reopened"], label="betting reopened")
    right.barh(list(ys), closed, left=reopened, color=COLOURS["closed"], label="closed: call or fold only")
    right.set_yticks(list(ys), ["" for _ in groups])
    right.invert_yaxis()
    right.set_xlabel("decisions facing a higher bet after acting")
    right.set_title("Reopened or closed (TDA 47)", fontsize=10)
    right.legend(fontsize=7, loc="lower right", frameon=False)
    fig.tight_layout()
    texts = getattr(fig, "alt_texts", None)  # a figure that carries alt text (the presentation wing's) gets it
    if isinstance(texts, list):
        texts.append(data.alt())
    return fig


def real_play_chart(data: RealPlay, *, fig: Any = None) -> RealPlay:
    """Draw :class:`~rulescore.analysis.RealPlay` (:func:`rulescore.analysis.real_play` of the replays) and return
    the data drawn."""
    draw_real_play(data, fig=fig)
    return data
