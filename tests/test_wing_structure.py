"""The shape of the package (issue 25): the presentation wing sits above the core and reads records; the
catalogue emits data, never HTML.

Checked on the source, so a later change that reaches back into the betting round from a card, a chart or the
explorer, or writes a tag from the catalogue, fails here:

* the wing — ``rulescore/present/`` and the explorer's views, app and phone page — imports nothing from ``betting`` and no
  private name of the core (``from ..engine import _Loop``, ``engine._ruling``), and needs no live round
  (no ``observe=`` callback, no ``.round``);
* the catalogue (``rulescore/catalogue/``) imports no ``html`` module and writes no HTML tag into its output
  (what it hands out is data and text; :mod:`rulescore.present` draws the HTML).
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "rulescore"
#: The explorer's hand model: not part of the wing's HTML, but it too reads only the engine's records.
MODEL = PACKAGE / "explorer" / "model.py"
#: ``rulescore/present/`` and the explorer above its model: its views, its widget app and the Rule my hand page.
WING = sorted((PACKAGE / "present").glob("*.py")) + sorted(p for p in (PACKAGE / "explorer").glob("*.py") if p != MODEL)
CATALOGUE = sorted((PACKAGE / "catalogue").glob("*.py"))
#: The core modules (a private name of any of them is off limits to the wing).
CORE = {p.stem for p in PACKAGE.glob("*.py")} - {"__init__", "cli"}


def _rel(path: Path) -> str:
    return str(path.relative_to(PACKAGE.parent))


def _imports(path: Path) -> list[tuple[str, str]]:
    """``(module, name)`` for every import of rulescore code in ``path`` (function bodies included); ``module``
    is the core module's name (``betting``, ``engine``), ``name`` the imported name (``*`` for the module)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = list(path.relative_to(PACKAGE).parts[:-1])
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[:len(package) - (node.level - 1)] if node.level - 1 <= len(package) else []
                parts = base + ((node.module or "").split(".") if node.module else [])
            elif (node.module or "").startswith("rulescore"):
                parts = node.module.split(".")[1:]
            else:
                continue
            if parts:
                out += [(parts[0], a.name) if len(parts) == 1 else (parts[0], ".".join(parts[1:]) + ":" + a.name)
                        for a in node.names]
            else:
                out += [(a.name, "*") for a in node.names]
        elif isinstance(node, ast.Import):
            out += [(a.name.split(".")[1], "*") for a in node.names if a.name.startswith("rulescore.")
                    and len(a.name.split(".")) > 1]
    return out


@pytest.mark.parametrize("path", WING + [MODEL], ids=_rel)
def test_the_wing_imports_no_betting_and_no_private_engine_name(path):
    bad = [f"{m}.{n}" for m, n in _imports(path) if m == "betting" or (m in CORE and n.startswith("_"))]
    assert bad == [], f"{_rel(path)} reaches into the core: {bad}"


@pytest.mark.parametrize("path", WING + [MODEL], ids=_rel)
def test_the_wing_needs_no_live_betting_round(path):
    text = path.read_text(encoding="utf-8")
    found = [w for w in ("observe=", "step.round", "first_round", "BettingRound") if w in text]
    assert found == [], f"{_rel(path)} follows the live round ({found}); read Ruling.steps instead"


_TAG = re.compile(r"</?(a|b|p|div|span|table|tr|td|th|thead|tbody|ul|ol|li|dl|dt|dd|h[1-6]|pre|code|em|strong|small"
                  r"|section|header|details|summary|abbr|br)(\s[^<>]*)?/?>", re.I)


def _html_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return ({a.name.split(".")[0] for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
            | {n.module.split(".")[0] for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and n.module and not n.level})


def test_the_catalogue_emits_no_html():
    """No module of the catalogue imports ``html``, and every output of the committee's report — its JSON,
    CSV, text, tables and every object it hands out — has no HTML tag and no ``_repr_html_``."""
    from rulescore import catalogue

    importing = [_rel(p) for p in CATALOGUE if _html_modules(p) & {"html", "markupsafe"}]
    rep = catalogue.report()
    found = rep.detail(rep.checks[0].id)
    outs = [str(rep.to_dict()), rep.to_csv(), rep.to_text(), str(rep.table()), str(rep.actions()), repr(found),
            str(found.lines()), rep.act_on_text(), str(rep.act_on())]
    tagged = [o[:80] for o in outs if _TAG.search(o)]
    with_html = [type(x).__name__ for x in (rep, found, *rep.actions(), *rep.checks, *rep.act_on())
                 if hasattr(x, "_repr_html_")]
    assert (importing, tagged, with_html) == ([], [], [])
