"""The explorer's views: the HTML, text and PNG the app shows for a :class:`~rulescore.explorer.model.View`.

One stylesheet (:data:`CSS`), small tables for the pots, the stacks and the action ladder, the rules the
ruling rests on with the TDA 2024 number first (:func:`html_rules`, through :mod:`rulescore.present.words`),
the export's download link, and the ladder drawn to PNG on request (matplotlib is imported only then).
Views read the model's records and decide nothing.
"""

from __future__ import annotations

import base64
import html
import io
from typing import Any

from ..reference import rulebook
from ..words import Renderer
from ..words import ruling as words
from .model import View

_E = html.escape
#: The explorer's one stylesheet, in a widget of its own that never changes (so an update restyles nothing
#: else on the page); the HTML below uses only its classes. Long lines wrap at spaces, never inside a word.
CSS = """<style>
.rs-app .widget-html-content { line-height: 1.35; }
.rs-app pre { white-space: pre-wrap; word-break: normal; overflow-wrap: break-word; margin: 0; font-size: 12px;
  line-height: 1.35; }
.rs-app .rs-err { color: #a40000; }
.rs-app .rs-answer { background: #f2f5fa; border-left: 3px solid #1f3f73; padding: 4px 8px; }
.rs-app .rs-lead { font-size: 13px; font-weight: bold; color: #1f3f73; margin: 0 0 2px 0; }
.rs-app pre.rs-decision { font-size: 13px; }
.rs-app .rs-report, .rs-app .rs-report .widget-html-content { min-width: 0; max-width: 100%; }
.rs-app .rs-scroll { max-width: 100%; overflow-x: auto; }
.rs-app pre.rs-error { background: #fbeeee; border-left: 3px solid #a40000; padding: 4px 8px; }
.rs-app .rs-small { font-size: 12px; }
.rs-app .rs-muted { font-size: 12px; color: #555; }
.rs-app h4 { font-size: 12px; margin: 8px 0 2px 0; }
.rs-app table.rs-t { border-collapse: collapse; font-size: 12px; margin: 2px 0 4px 0; }
.rs-app table.rs-t th, .rs-app table.rs-t td { border: 1px solid #d0d0d0; padding: 1px 6px; text-align: left; }
.rs-app table.rs-t .n { text-align: right; }
.rs-app .rs-row { display: flex; gap: 14px; flex-wrap: wrap; align-items: flex-start; }
.rs-app ul { margin: 0; padding-left: 18px; font-size: 12px; }
</style>"""


def _table(head: list[str], rows: list[list[Any]], *, cls: str, right: frozenset[int] | set[int] = frozenset()) -> str:
    def cell(tag: str, k: int, value: Any) -> str:
        return f'<{tag} class="n">{_E(str(value))}</{tag}>' if k in right else f"<{tag}>{_E(str(value))}</{tag}>"

    out = [f'<table class="rs-t {cls}"><thead><tr>'] + [cell("th", k, h) for k, h in enumerate(head)]
    out.append("</tr></thead><tbody>")
    for row in rows:
        out.append("<tr>" + "".join(cell("td", k, v) for k, v in enumerate(row)) + "</tr>")
    out.append("</tbody></table>")
    return "".join(out)


def _w(lang: str, key: str, **args: Any) -> str:
    """The explorer's words (``explorer.ftl``) in ``lang``."""
    return Renderer(lang).message(f"explorer-{key}", **args)


def html_tables(view: View, lang: str = "en") -> str:
    """Pots and stacks as two small tables (antes, uncalled chips and the chips in play in a line under them)."""
    r = view.ruling
    if r is None:
        return ""
    pots = [[words.pot_name(k, lang), p.amount, ", ".join(p.eligible)] for k, p in enumerate(r.pots)]
    extra = []
    say = Renderer(lang).message  # the lines of the ruling's text view (rulescore ask), from the one renderer
    if r.antes:
        extra.append(say("ruling-antes", chips=r.antes))
    extra += [say("ruling-uncalled-line", player=name, chips=chips) for name, chips in r.uncalled.items()]
    extra.append(_w(lang, "total", chips=r.pot_total))
    stacks = []
    deep = _w(lang, "deep")
    for x in view.stack_rows:
        may = "—" if x["may_raise"] is None else _w(lang, "yes-no", yes="yes" if x["may_raise"] else "no")
        status = Renderer(lang).message("phone-status", status=str(x["status"]).replace(" ", "-"))
        stacks.append([x["player"], deep if x["start"] is None else x["start"], x["front"],
                       deep if x["behind"] is None else x["behind"], status, may])
    head = [_w(lang, f"col-{k}") for k in ("player", "start", "front", "behind", "status", "may-raise")]
    return (f'<div class="rs-row"><div><h4>{_E(_w(lang, "pots"))}</h4>'
            + (_table([_w(lang, f"col-{k}") for k in ("pot", "chips", "who")], pots, cls="rs-pots", right={1})
               if pots else f'<div class="rs-small rs-pots">{_E(_w(lang, "no-chips"))}</div>')
            + f'<div class="rs-small">{"<br>".join(_E(x) for x in extra)}</div></div>'
            + f"<div><h4>{_E(_w(lang, 'stacks'))}</h4>" + _table(head, stacks, cls="rs-stacks", right={1, 2, 3})
            + "</div></div>")


def _facing(ruling) -> dict[int, set[str]]:
    """For each action of the street ruled (by its index): the players who face a bet or raise after it
    (chips to call, still in the hand with chips behind), read off the engine's step of that action."""
    if ruling is None:
        return {}
    out = {}
    for rec, step in zip(ruling.actions, ruling.steps):
        if step.street == ruling.street:
            out[rec.index] = {s.name for s in step.seats if s.to_call > 0 and not s.folded and not s.all_in}
    return out


def html_ladder(lad, ruling=None, lang: str = "en") -> str:
    """The action ladder of the ruled street as a table (the numbers of :func:`rulescore.present.charts.draw_ladder`).
    "may re-raise" names, after each action, the players a bet or raise is waiting for and whether betting is
    open to them (``ruling``: the ladder's ruling, whose steps say who faces chips to call); a player who has
    matched the bet, or checked with nothing bet, has nothing to re-raise and is not listed."""
    if lad is None:
        return ""
    facing = _facing(ruling)
    rows = []
    r = Renderer(lang)
    for x in lad.rows:
        kind = "" if x.full is None else ("full" if x.full else "incomplete")
        if x.all_in:
            kind = (kind + " all-in").strip()
        if kind and lang != "en":
            kind = _w(lang, "kind", kind=kind.replace(" ", "-"))
        waiting = facing.get(x.index)
        opens = ", ".join(f"{p} {_w(lang, 'yes-no', yes='yes' if v else 'no')}" for p, v in x.open_to.items()
                          if waiting is None or p in waiting) or "—"
        ruled = str(x.ruled_as)
        if lang != "en" and f"option-{ruled}" in r.terms():
            ruled = r.term(f"option-{ruled}")
        rows.append([x.index, x.written, ruled, x.total, "" if x.increment is None else f"+{x.increment}", kind,
                     x.min_raise_to, opens])
    street = lad.street if lang == "en" else r.term(str(lad.street))
    head = f"<h4>{_E(_w(lang, 'ladder', street=street, sb=lad.blinds[0], bb=lad.blinds[1]))}</h4>"
    verdict = lad.verdict if lang == "en" or ruling is None else words.headline(ruling, lang)
    cols = ["#"] + [_w(lang, f"col-{k}") for k in ("action", "as", "total", "incr", "kind", "min-raise-to",
                                                     "may-reraise")]
    return (head + '<div class="rs-scroll">' + _table(cols, rows, cls="rs-ladder-table", right={0, 3, 4, 6})
            + f'</div><div class="rs-small">{_E(verdict)}</div>')


def paraphrase(rule_id: str) -> str:
    """The rule book's one-line paraphrase of ``rule_id`` (``''`` where the book does not know it)."""
    return rulebook.paraphrase(rule_id) or ""


def html_rules(ruling, lang: str = "en") -> str:
    """Every rule the ruling rests on, the TDA 2024 number first (``TDA 47 · IA-10``, as the cards cite it), with
    the rule book's one-line paraphrase."""
    if ruling is None or not ruling.rules:
        return ""
    items = []
    for rule_id in ruling.rules:
        says = paraphrase(rule_id)
        items.append(f"<li><b>{_E(rulebook.cite(rule_id))}</b>{' — ' + _E(says) if says else ''}</li>")
    return f'<div class="rs-rules"><h4>{_E(_w(lang, "rules"))}</h4><ul>{"".join(items)}</ul></div>'


def status_html(title: str, error: str, seq: int, *, kernel_ms: float | None = None, notice: str = "",
                lang: str = "en") -> str:
    """The status line: the hand's title, the error line beside the last good view, a notice (what the
    explorer did on its own: the hand restored after a restart), and the update counter the page reads to know
    an update has arrived (sent last in an update), with the kernel's milliseconds for the update when known
    (the JupyterLab test reports them beside the whole path)."""
    parts = [f'<b style="font-size:14px">{_E(title)}</b>']
    if notice:
        parts.append(f'<div class="rs-muted rs-notice">{_E(notice)}</div>')
    if error:
        parts.append(_pre(_w(lang, "error", error=error), cls="rs-error rs-err"))
        parts.append(f'<span class="rs-muted">{_E(_w(lang, "last-good"))}</span>')
    kernel = f' data-kernel-ms="{kernel_ms:.1f}"' if kernel_ms is not None else ""
    parts.append(f'<span class="rs-seq" data-seq="{seq}"{kernel}></span>')
    return "".join(parts)


def cites(ruling) -> str:
    """The rules a ruling rests on, TDA 2024 number first (``TDA 43 · 08.4, TDA 47 · IA-10``): the line the
    ruling box leads with (``''`` when the ruling cites none)."""
    return ", ".join(rulebook.cite(r) for r in (ruling.rules if ruling is not None else ()) if r)


def answer_html(decision: str, ruling) -> str:
    """The ruling box: the rules the decision rests on, TDA number first, then the decision itself."""
    lead = cites(ruling)
    return ('<div class="rs-answer">' + (f'<div class="rs-lead">{_E(lead)}</div>' if lead else "")
            + _pre(decision, cls="rs-decision") + "</div>")


def report_html(decision: str, view: View, *, ruling: Any = ..., lang: str = "en") -> str:
    """The right-hand side of a good view: the ruling box (the decision for the chosen player, led by its
    rules; ``ruling``: the ruling of that decision when it is not the view's, a what-if for another player,
    ``None`` for a player with no decision), pots and stacks, the ladder, the rules, the full ruling as
    ``rulescore ask`` prints it."""
    return "".join([answer_html(decision, view.ruling if ruling is ... else ruling),
                    '<div class="rs-scroll">', html_tables(view, lang), "</div>", html_ladder(view.ladder, view.ruling, lang),
                    html_rules(view.ruling, lang), f"<h4>{_E(_w(lang, 'printed'))}</h4>",
                    _pre(view.ruling.to_text(lang) if view.ruling is not None and lang != "en" else view.text,
                         cls="rs-ruling")])


def next_html(note: str | None, lang: str = "en") -> str:
    """The line over the next-action buttons: whose turn it is, or that the buttons wait for a good hand."""
    if note is None:
        return f'<span class="rs-small rs-err">{_E(_w(lang, "wait"))}</span>'
    return f'<span class="rs-small">{_E(note)}</span>'


def download_html(text: str, filename: str) -> str:
    """A download link and a copy button for ``text`` (a data: URL; nothing is fetched)."""
    b64 = base64.b64encode(text.encode("utf-8")).decode("ascii")
    copy_js = ("navigator.clipboard.writeText(new TextDecoder().decode(Uint8Array.from(atob(this.dataset.b64), "
               "c => c.charCodeAt(0)))).then(() => {this.textContent = 'copied'})")
    return (f'<a class="rs-download-link" download="{_E(filename)}" '
            f'href="data:text/yaml;charset=utf-8;base64,{b64}">download {_E(filename)}</a> '
            f'<button class="rs-copy" data-b64="{b64}" onclick="{_E(copy_js)}">copy</button>')


def _pre(text: str, *, cls: str = "") -> str:
    attr = f' class="{cls}"' if cls else ""
    return f"<pre{attr}>{_E(text)}</pre>"


def ladder_png(lad, *, dpi: int = 72) -> bytes:
    """The ladder drawn to PNG bytes on a figure of its own (no pyplot state, nothing displayed)."""
    from matplotlib.figure import Figure

    from ..present import charts

    fig = Figure()
    charts.draw_ladder(lad, fig=fig)
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=dpi)
    return buf.getvalue()
