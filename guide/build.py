"""Build the guide: ``python -m guide.build html|singlehtml|pdf|stale`` from the top of the checkout (the
Makefile calls it).

html        the static site, _build/html (``make guide``)
singlehtml  the whole guide on one page, _build/singlehtml (plain Sphinx, for a quick look)
pdf         the two printed editions, printed by headless Chromium from the site (``make guide-pdf``,
            guide/printed.py): _build/rulescore-committee.pdf (introduction, errata, rules index and
            chapters, no code) and _build/rulescore-guide.pdf (the full reference), and the committee's
            errata in Polish and in Russian (_build/rulescore-committee-pl.pdf, -ru.pdf); each with a title
            page and contents with page numbers
stale       exit 1 (and name what changed) if _build/html is missing or was built from other content than
            what it renders now (:func:`fingerprint`: content hashes, not modification times)

--no-lock   for a caller that already holds _build/.guide.lock (tests/test_guide.py)

Sphinx runs with -W --keep-going (any warning fails the build, all of them are reported) and -E (a fresh
environment each time, so a new notebook is picked up; the whole build takes seconds). Notebooks are
rendered from their stored outputs; nothing is executed.
"""

from __future__ import annotations

import contextlib
import fcntl
import fnmatch
import hashlib
import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

from .chromium import CHROMIUM, CHROMIUM_ARGS  # noqa: F401  (build.CHROMIUM: the one browser, guide/chromium.py)

ROOT = Path(__file__).resolve().parent.parent
GUIDE = ROOT / "guide"
BUILD = ROOT / "_build"
HTML = BUILD / "html"
SINGLE = BUILD / "singlehtml"
PDF = BUILD / "rulescore-guide.pdf"                  # the full reference
COMMITTEE_PDF = BUILD / "rulescore-committee.pdf"    # the committee edition


@contextlib.contextmanager
def lock():
    """Hold _build/.guide.lock: two builds (or a build and the browser test) never share _build/ at once."""
    BUILD.mkdir(parents=True, exist_ok=True)
    with open(BUILD / ".guide.lock", "w") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


@contextlib.contextmanager
def fresh():
    """The built site for a test module: under the build lock, rebuilt first when stale (as ``make guide``,
    warnings failing it); yields _build/html."""
    with lock():
        if stale():
            proc = subprocess.run([sys.executable, "-m", "guide.build", "html", "--no-lock"], cwd=ROOT,
                                  capture_output=True, text=True)
            if proc.returncode:
                raise RuntimeError(f"the guide does not build (warnings fail it):\n{proc.stdout}\n{proc.stderr}")
        yield HTML


# ------------------------------------------------------------------------------- what the site is made of
#: Files of guide/ that neither Sphinx nor conf.py read: the browser check reads the site, printed.py
#: prints it (the PDFs have a stamp of their own), serve.py serves it.
NOT_RENDERED = frozenset({"browser_check.py", "chromium.py", "printed.py", "serve.py"})
#: Skipped wherever they are.
JUNK = frozenset({"__pycache__", ".ipynb_checkpoints", ".DS_Store", "node_modules"})
#: Files beside the notebooks the site does not render: the explorer's kept hand (notebook 11 writes it after
#: every change in JupyterLab), which must not make the guide stale.
NOT_SOURCES = ("*.hand.yaml", ".*.hand.yaml.part")
SITE_STAMP = BUILD / "html.inputs.json"
PDF_STAMP = BUILD / "pdf.inputs.json"


def _files(top: Path) -> list[Path]:
    """Every file under ``top`` (symlinked folders such as guide/notebooks are not followed)."""
    found = []
    for folder, dirs, names in os.walk(top):
        dirs[:] = sorted(d for d in dirs if d not in JUNK)
        found += [Path(folder) / n for n in sorted(names) if n not in JUNK and not n.endswith(".pyc")
                  and not any(fnmatch.fnmatch(n, pattern) for pattern in NOT_SOURCES)]
    return found


def _digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


#: What the Rule my hand page's wheels are built from (guide/runtime.py): the site ships the package, so every
#: file of it counts, not only what Sphinx shows of it.
PACKAGE_SOURCES = ("pyproject.toml", "README.md", "rulescore", "data")
#: The pins: Sphinx, the theme, Pyodide (package-lock.json) and the versions of the page's wheels.
PINS = ("requirements/constraints.txt", "package.json", "package-lock.json")


def fingerprint() -> dict[str, str]:
    """Content hashes of everything the site is made of, by path: the guide's pages, templates, static files,
    configuration and search scripts; the notebooks with their stored outputs; the package, its data and its
    metadata (the Rule my hand page ships them as a wheel, and the page names the wheel's hash); the pins.
    Content, not modification times: a checkout, a rebase or a touch that leaves the content as it was
    leaves the site fresh."""
    found: dict[str, str] = {}
    for path in _files(GUIDE):
        if not (path.parent == GUIDE and path.name in NOT_RENDERED):
            found[path.relative_to(ROOT).as_posix()] = _digest(path.read_bytes())
    for name in ("notebooks", *PACKAGE_SOURCES, *PINS):
        top = ROOT / name
        for path in _files(top) if top.is_dir() else [top] if top.exists() else []:
            found[path.relative_to(ROOT).as_posix()] = _digest(path.read_bytes())
    return found


def _stamp(path: Path) -> dict:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}


def _node_packages() -> list[str]:
    """The Node packages the build installs with ``npm ci`` that are missing or out of date here (a clone
    with a copied _build/ has a site but not them, and the search's own check needs them)."""
    from . import rssearch, runtime

    return [f"({where}: npm ci has not run)" for where, ok in (("node_modules", runtime.npm_installed()),
                                                               ("guide/search/node_modules", rssearch.installed()))
            if not ok]


def changed(out: Path = HTML) -> list[str]:
    """Why ``out`` must be built again: the inputs whose content differs from the last build's (added,
    removed or changed), ``["(no site)"]``, or the Node packages the build installs when they are missing;
    empty when the site is up to date."""
    if not (out / "index.html").exists():
        return ["(no site)"]
    missing = _node_packages()
    if missing:
        return missing
    built = _stamp(SITE_STAMP).get("inputs")
    if not isinstance(built, dict):
        return ["(no record of the last build)"]
    now = fingerprint()
    return sorted(p for p in set(now) | set(built) if now.get(p) != built.get(p))


def stale(out: Path = HTML) -> bool:
    """Whether ``out`` is missing or was built from other content than the current inputs'."""
    return bool(changed(out))


def sphinx(builder: str, out: Path) -> None:
    """Run sphinx-build; exit with its status if it fails (warnings included)."""
    inputs = fingerprint() if out == HTML else None   # taken first: a file edited during the build counts
    if out == HTML:
        SITE_STAMP.unlink(missing_ok=True)
    if out.exists():
        shutil.rmtree(out)
    if builder == "html":
        from . import rssearch

        rssearch.install()   # the search's Node packages (npm ci), before Sphinx runs
    cmd = [sys.executable, "-m", "sphinx", "-b", builder, "-E", "-W", "--keep-going", "-q",
           "-d", str(BUILD / "doctrees" / builder), str(GUIDE), str(out)]
    start = time.monotonic()
    status = subprocess.call(cmd, cwd=ROOT)
    if status:
        sys.exit(f"guide: sphinx-build -b {builder} failed (status {status}); see the warnings above")
    if inputs is not None:
        SITE_STAMP.write_text(json.dumps({"inputs": inputs}, indent=0, sort_keys=True), encoding="utf-8")
    print(f"guide: {builder} built into {out.relative_to(ROOT)} in {time.monotonic() - start:.1f} s")


def html() -> None:
    """The site, with the Rule my hand page's runtime: npm ci and the wheels first (guide/runtime.py), then
    Sphinx, whose build-finished hook copies them into the site."""
    from . import runtime

    runtime.prepare()
    sphinx("html", HTML)


def pdf(force: bool = True, browser=None) -> Path:
    """Print both editions (guide/printed.py) from the site, building the site first when it is stale;
    returns the full reference. With ``force=False`` PDFs printed from this very site by this printed.py
    are kept as they are (content hashes, :data:`PDF_STAMP`). ``browser``: a playwright Browser to print
    in (the tests' shared one); without it guide/printed.py launches its own."""
    if stale():
        html()
    from . import printed

    every = [PDF, COMMITTEE_PDF] + [e.pdf for e in printed.LANGUAGE_EDITIONS.values()]
    inputs = {"site": _stamp(SITE_STAMP).get("inputs"), "printed.py": _digest((GUIDE / "printed.py").read_bytes())}
    if not force and all(p.exists() for p in every) and _stamp(PDF_STAMP) == inputs:
        return PDF

    PDF_STAMP.unlink(missing_ok=True)
    printed.build_all(browser)
    PDF_STAMP.write_text(json.dumps(inputs, indent=0, sort_keys=True), encoding="utf-8")
    if shutil.which("pdfinfo"):
        for out in every:
            info = subprocess.run(["pdfinfo", str(out)], capture_output=True, text=True, check=True).stdout
            pages = next(line.split()[-1] for line in info.splitlines() if line.startswith("Pages:"))
            print(f"guide: {out.name} opens in pdfinfo, {pages} pages")
    return PDF


def main(argv: list[str]) -> int:
    args = [a for a in argv if a != "--no-lock"]
    what = args[0] if args else "html"
    if what == "stale":
        why = changed()
        for path in why[:20]:
            print(f"guide: stale: {path}")
        return 1 if why else 0
    steps = {"html": html, "singlehtml": lambda: sphinx("singlehtml", SINGLE), "pdf": pdf}
    if what not in steps:
        sys.exit("usage: python -m guide.build html|singlehtml|pdf|stale")
    with lock() if "--no-lock" not in argv else contextlib.nullcontext():
        steps[what]()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
