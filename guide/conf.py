"""Sphinx configuration of the rulescore guide (built by ``make guide`` through guide/build.py).

The chapters are the executed notebooks in ../notebooks, reached through the symlink guide/notebooks,
rendered by myst-nb from their stored outputs (never re-executed: the guide shows what nbval checked).
Adding a chapter is adding ``notebooks/NN-topic.ipynb``: the chapter list below is made from the files
present at build time, in number order; the rulings-check notebook (the errata) is placed in "Start
here", right after the introduction.

Reader pages show no code: code cells are hidden (``nb_remove_code_source``) except where the code is the
lesson (the explorer, notebook 11, and the developer appendix set ``mystnb: remove_code_source: false`` in
their metadata). guide/rsguide.py adds the index pages, one anchor per catalogue id, links on every id
and rule number, and the offline search index.

Offline: nothing the built pages load comes from another host. MathJax, require.js and the
ipywidgets manager (which myst-nb and Sphinx link from CDNs) are switched off; widget outputs fall back
to their text or HTML form. guide/browser_check.py and tests/test_guide.py verify it.
"""

from __future__ import annotations

import html
import re
from pathlib import Path

import rulescore

# Sphinx runs this file from `python -m guide.build` (or `python -m sphinx` at the top of the checkout), so the
# guide package is importable as it is: no sys.path edit.
from guide import alttext, rsglossary, rsguide, runtime
from rulescore.present import report

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent

# -- chapters -----------------------------------------------------------------------------------------

#: Notebook whose page is the errata list (placed right after the introduction when it exists).
ERRATA_STEM = "09-published-rulings-check"
CHAPTER_RE = re.compile(r"^\d\d-[a-z0-9-]+$")


def chapters() -> list[str]:
    """Docnames of the numbered notebooks, in number order (the errata notebook excluded)."""
    stems = sorted(p.stem for p in (ROOT / "notebooks").glob("[0-9][0-9]-*.ipynb") if CHAPTER_RE.match(p.stem))
    return [f"notebooks/{s}" for s in stems if s != ERRATA_STEM]


def appendices() -> list[str]:
    """Docnames of the developer appendices (``notebooks/appendix-*.ipynb``)."""
    return sorted(f"notebooks/{p.stem}" for p in (ROOT / "notebooks").glob("appendix-*.ipynb"))


def reading_order() -> list[str]:
    """The pages in the order a reader meets them (a catalogue id's anchor goes to its first card)."""
    return (["index", "introduction", "rule-my-hand"] + chapters() + errata() + ["rules", "keywords"] + appendices()
            + ["glossary", "sources", "scenario-format", "api"])


def errata() -> list[str]:
    """Docname of the errata notebook, if it has been written."""
    return [f"notebooks/{ERRATA_STEM}"] if (ROOT / "notebooks" / f"{ERRATA_STEM}.ipynb").exists() else []


#: The core's floors, each a folder of the package (the catalogue has a section of its own, the wing comes after).
CORE_FLOORS = ("input", "rules", "records", "words", "reference", "oracle")
#: Developer tools inside a floor, not the package's API (the templates' compiler needs the dev-only fluent.syntax).
NOT_API = ("rulescore.words.compile",)


def api_modules() -> list[str]:
    """Every public module of the package, for the API reference."""
    pkg = Path(rulescore.__file__).parent
    top = sorted(f"rulescore.{p.stem}" for p in pkg.glob("*.py") if not p.stem.startswith("_"))
    floors = sorted(f"rulescore.{sub}.{p.stem}" for sub in CORE_FLOORS for p in (pkg / sub).glob("*.py")
                    if not p.stem.startswith("_"))
    wing = sorted(f"rulescore.{sub}.{p.stem}" for sub in ("analysis", "present", "explorer") for p in (pkg / sub).glob("*.py")
                  if not p.stem.startswith("_"))
    return [m for m in top + floors + wing if m not in NOT_API]


LANGUAGES = {"pl": "Polish", "ru": "Russian", "en": "English"}


def sources_table() -> str:
    """The five sources as a Markdown table, from the catalogue's sources file (the one place they are listed)."""
    rows = ["| id | language | what it is | what it covers |", "|---|---|---|---|"]
    for s in report.catalogue().sources():
        cells = [f"`{s['id']}`", LANGUAGES.get(s["language"], s["language"]), s["title"], s["covers"]]
        rows.append("| " + " | ".join(str(c).replace("|", "\\|") for c in cells) + " |")
    return "\n".join(rows)


def pinning_table() -> str:
    """Every entry with readings of a missing fact: what the source states of the situation (its premises),
    the readings that statement sets aside, and the verdict (the rule on the sources page, computed)."""
    from rulescore.catalogue import wording

    rows = ["| entry | what the source states of the situation | readings it sets aside | verdict |",
            "|---|---|---|---|"]
    entries = {e.id: e for e in report.entries()}
    for ident, e in entries.items():
        if not e.readings:
            continue
        c = report.checked(ident)
        stated = ", ".join(f"{wording.figure(k)} ({wording.value(rulings_lookup(e.published, k))})"
                           for k in e.premises) or "nothing: every reading is ruled"
        gone = "; ".join(r["label"] for r in c.readings if r.get("pinned_out")) or "none"
        cells = [f"`{ident}`", stated, gone, str(c.verdict)]
        rows.append("| " + " | ".join(x.replace("|", "\\|") for x in cells) + " |")
    return "\n".join(rows)


def rulings_lookup(published: dict, key: str):
    from rulescore.catalogue.entries import lookup

    return lookup(published, key)


def catalogue_by_tda() -> dict[str, list[str]]:
    """Catalogue ids by TDA 2024 rule number (through rulescore.present.report's catalogue helper)."""
    found: dict[str, list[str]] = {}
    for e in report.entries():
        if e.tda is not None:
            found.setdefault(str(e.tda).strip(), []).append(str(e.id))
    return found


def _tda_cell(match: re.Match, table: dict[str, list[str]]) -> str:
    ids = [i for number in match.group(1).split() for i in table.get(number, [])]
    return ", ".join(ids) if ids else "—"


def _tda_number_cell(match: re.Match) -> str:
    """A TDA 2024 number of the rule map as a link to its section of the rules index."""
    text = match.group(1)
    return re.sub(r"RP-\d+|\d+", lambda m: f'<a class="rs-tdalink" href="rules.html#{rsguide.tda_anchor(m.group(0))}">'
                  f'{m.group(0)}</a>' if rsguide.tda_known(m.group(0)) else m.group(0), text)


def _fill_placeholders(app, docname, source):
    """Expand the ``@…@`` placeholders of index.md, sources.md and api.rst from the files present."""
    text = source[0]
    if "@SOURCES@" in text:
        text = text.replace("@SOURCES@", sources_table())
    if "@PINNING@" in text:
        text = text.replace("@PINNING@", pinning_table())
    if "@TDA " in text:
        table = catalogue_by_tda()
        text = re.sub(r"@TDA ([A-Za-z0-9 -]+)@", lambda m: _tda_cell(m, table), text)
    if "@N " in text:
        text = re.sub(r"@N ([^@]+)@", _tda_number_cell, text)
    text = rsguide.fill(text, ROOT / "notebooks")
    if "@RULE_" in text:   # the Rule my hand page: where its runtime is and what it downloads (guide/runtime.py)
        text = (text.replace("@RULE_RUNTIME@", f"{runtime.SITE_DIR}/{runtime.runtime_dir_name()}/")
                .replace("@RULE_WHEELS@", f"{runtime.SITE_DIR}/wheels/").replace("@RULE_SW@", runtime.SERVICE_WORKER)
                .replace("@RULE_MB@", runtime.megabytes(runtime.download_bytes()))
                .replace("@RULE_KEY@", runtime.snapshot_key()))
        for key, value in runtime.page_data().items():   # the form's words and lists, before Python runs
            text = text.replace(f"@RULE_{key.upper()}@", html.escape(value, quote=True))
    text = text.replace("@CHAPTERS@", "\n".join(chapters()))
    text = text.replace("@APPENDICES@", "\n".join(appendices()))
    text = text.replace("@ERRATA@", "\n".join(errata()))
    text = text.replace("@ERRATA_LINE@", "".join(
        f"* Looking for mistakes in the sources? {{doc}}`The rulings check <{doc}>` lists every published "
        "example with its verdict: the errata a committee can act on." for doc in errata()))
    if "@API_MODULES@" in text:
        blocks = []
        for mod in api_modules():
            blocks += [mod.removeprefix("rulescore."), "-" * len(mod), "",
                       f".. automodule:: {mod}", "   :members:", "   :show-inheritance:", ""]
        text = text.replace("@API_MODULES@", "\n".join(blocks))
    source[0] = text


def _post_process(app, exception):
    """After an html build: anchors, links and the search index (guide/rsguide.py), then the Rule my hand
    page's runtime, wheels and service worker (guide/runtime.py: it lists the page's files as finally written)."""
    if exception is None and app.builder.name == "html":
        rsguide.post_process(Path(app.outdir), reading_order())
        runtime.install(Path(app.outdir))


def _glossary_page(app):
    """The glossary page, written from the renderer's glossary before Sphinx reads it (guide/rsglossary.py)."""
    rsglossary.write()


def setup(app):
    app.connect("builder-inited", _glossary_page)
    app.connect("source-read", _fill_placeholders)
    app.connect("doctree-read", alttext.set_alt)   # chart images: the chart's own sentence as alt text
    app.connect("build-finished", _post_process)


# -- project ------------------------------------------------------------------------------------------

project = "rulescore"
author = "the rulescore contributors"
copyright = "rulescore contributors, MIT licence"
release = version = rulescore.__version__
language = "en"

extensions = [
    "myst_nb",
    "sphinx.ext.autodoc",
]

# Only the guide's own pages and the numbered notebooks are sources (not scratch notebooks, checkpoints,
# the PNGs helpers save, or anything under notebooks/ that is not a chapter).
include_patterns = ["*.md", "*.rst", "notebooks/[0-9][0-9]-*.ipynb", "notebooks/appendix-*.ipynb"]
exclude_patterns = ["**/.ipynb_checkpoints", "_build", "search"]   # search/: the search's Node sources
root_doc = "index"
templates_path = ["_templates"]   # search.html: the guide's own offline search (rsguide.py, _static/rs-search.js)

# -- myst / myst-nb -----------------------------------------------------------------------------------

nb_execution_mode = "off"           # show the stored outputs, the ones nbval compares
nb_remove_code_source = True        # reader pages show no code (notebooks 11 and the appendix opt back in)
nb_merge_streams = True
nb_output_stderr = "remove"         # warnings from libraries are not part of a chapter
myst_enable_extensions = ["colon_fence", "deflist"]   # no dollarmath: "$" stays text, no MathJax needed
myst_heading_anchors = 3
nb_ipywidgets_js: dict = {}         # never load require.js or the widget manager from a CDN
nb_mime_priority_overrides = [
    # A static page has no kernel: show a widget's text/HTML fallback instead of an empty view.
    ("*", "application/vnd.jupyter.widget-view+json", None),
    ("*", "application/vnd.jupyter.widget-state+json", None),
]

# -- autodoc ------------------------------------------------------------------------------------------

autodoc_member_order = "bysource"
autodoc_typehints = "signature"
autodoc_typehints_format = "short"
autodoc_default_options = {"undoc-members": False}
autodoc_preserve_defaults = True


def _resolvable_annotations() -> None:
    """Names imported for type checking only (rulescore.records.ruling's ShowdownResult: the showdown loads pokerkit)
    made real for the build, so that autodoc resolves every annotation of those modules and links each name
    to its one class. (One name per concept keeps a bare name unambiguous too: ``Departure`` is the ruled step of
    :mod:`rulescore.records.vocabulary`; a rendering's departure from TDA 2024 is ``catalogue.SourceDeparture`` and
    pokerkit's is ``oracle.KitDeparture``.)"""
    import rulescore.records.ruling
    import rulescore.words.ruling
    from rulescore.records.showdown import ShowdownResult

    for module in (rulescore.records.ruling, rulescore.words.ruling):
        module.ShowdownResult = ShowdownResult  # type: ignore[attr-defined]


_resolvable_annotations()

# -- HTML ---------------------------------------------------------------------------------------------

html_theme = "sphinx_book_theme"
html_title = "rulescore guide"
html_static_path = ["_static"]
html_css_files = ["guide.css"]
html_favicon = "_static/favicon.svg"   # a local icon: without one, browsers ask the server for /favicon.ico (a 404)
html_js_files: list = []
html_last_updated_fmt = None
html_copy_source = False
html_show_sourcelink = False
# pydata-sphinx-theme reads the colour mode from the context; left empty, a first visit logs a console error.
html_context = {"default_mode": "light"}
html_theme_options = {
    "home_page_in_toc": True,
    "show_navbar_depth": 1,
    "use_download_button": False,
    "use_fullscreen_button": False,
    "use_source_button": False,
    "use_repository_button": False,
    "use_issues_button": False,
    "use_edit_page_button": False,
    "launch_buttons": {},
    "navigation_with_keys": False,
    "show_toc_level": 2,
    "navbar_persistent": [],   # no second search field in a top bar (the sidebar has one)
}
# Sphinx links MathJax from a CDN on any page with maths; the guide has none, and this keeps it local
# should one appear (the browser test then fails on the missing file instead of reaching the network).
mathjax_path = "mathjax-not-bundled.js"

