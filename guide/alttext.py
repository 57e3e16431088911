"""Alt text for the guide's chart images: the sentence the chart itself wrote, not the image's hashed file name.

A chart drawn by :mod:`rulescore.present.charts` is a ``ChartFigure``; the notebook stores its ``text/plain``
(the ``alt`` sentence of every chart on it, computed from the chart's data) beside its PNG in the same output,
and nbval compares it. myst-nb writes each PNG under its SHA-256 (``<hash>.png``) and gives the ``<img>`` no
alt, so Sphinx would show the file name. On ``doctree-read`` this module reads the notebook behind the page,
maps each PNG's hash to the text/plain of its output, and sets that as the image node's ``alt``. An output
whose text is matplotlib's default (``<Figure size ... with N Axes>``) says nothing and is left alone (a
test of the built guide finds it).
"""

from __future__ import annotations

import base64
import hashlib
import json
from pathlib import Path

from docutils import nodes

#: The text/plain matplotlib gives a figure that carries no sentence.
DEFAULT = "<Figure size"


def alt_texts(notebook: Path) -> dict[str, str]:
    """``{sha256 of the PNG: its alt sentence}`` for every image output of ``notebook`` that has one."""
    out: dict[str, str] = {}
    nb = json.loads(notebook.read_text(encoding="utf-8"))
    for cell in nb.get("cells", []):
        for o in cell.get("outputs", []):
            data = o.get("data") or {}
            png, text = data.get("image/png"), data.get("text/plain")
            if not png or not text:
                continue
            text = "".join(text) if isinstance(text, list) else str(text)
            if text.startswith(DEFAULT):
                continue
            raw = base64.b64decode("".join(png) if isinstance(png, list) else png)
            out[hashlib.sha256(raw).hexdigest()] = " ".join(text.split())
    return out


def set_alt(app, doctree) -> None:
    """Sphinx ``doctree-read``: give each notebook image its chart's sentence as alt text."""
    source = Path(app.env.doc2path(app.env.docname))
    if source.suffix != ".ipynb" or not source.exists():
        return
    texts = alt_texts(source)
    if not texts:
        return
    for image in doctree.findall(nodes.image):
        stem = Path(str(image.get("uri", ""))).stem
        if stem in texts and not image.get("alt"):
            image["alt"] = texts[stem]
