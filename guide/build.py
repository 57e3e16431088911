"""Build the guide: ``python guide/build.py html|singlehtml|pdf|stale`` (the Makefile calls it).

html        the static site, _build/html (``make guide``)
singlehtml  the whole guide on one page, _build/singlehtml (plain Sphinx, for a quick look)
pdf         the two printed editions, printed by headless Chromium from the site (``make guide-pdf``,
            guide/printed.py): _build/rulescore-committee.pdf (introduction, errata, rules index and
            chapters, no code) and _build/rulescore-guide.pdf (the full reference), and the committee's
            errata in Polish and in Russian (_build/rulescore-committee-pl.pdf, -ru.pdf); each with a title
            page and contents with page numbers
stale       exit 1 if _build/html is missing or older than a notebook, a guide page or the package

--no-lock   for a caller that already holds _build/.guide.lock (tests/test_guide.py)

Sphinx runs with -W --keep-going (any warning fails the build, all of them are reported) and -E (a fresh
environment each time, so a new notebook is picked up; the whole build takes seconds). Notebooks are
rendered from their stored outputs; nothing is executed.
"""

from __future__ import annotations

import contextlib
import fcntl
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GUIDE = ROOT / "guide"
sys.path.insert(0, str(GUIDE))
BUILD = ROOT / "_build"
HTML = BUILD / "html"
SINGLE = BUILD / "singlehtml"
PDF = BUILD / "rulescore-guide.pdf"                  # the full reference
COMMITTEE_PDF = BUILD / "rulescore-committee.pdf"    # the committee edition
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]


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
            proc = subprocess.run([sys.executable, str(GUIDE / "build.py"), "html", "--no-lock"], cwd=ROOT,
                                  capture_output=True, text=True)
            if proc.returncode:
                raise RuntimeError(f"the guide does not build (warnings fail it):\n{proc.stdout}\n{proc.stderr}")
        yield HTML


def inputs() -> list[Path]:
    """Every file the rendered guide depends on."""
    # (the browser check reads the site, it does not make it)
    files = [p for p in GUIDE.rglob("*") if p.is_file() and "__pycache__" not in p.parts and "node_modules" not in p.parts
             and p.name != "browser_check.py"]
    files += list((ROOT / "notebooks").glob("*.ipynb"))
    files += [p for p in (ROOT / "rulescore").rglob("*") if p.suffix in (".py", ".yaml", ".yml", ".json")
              and "__pycache__" not in p.parts]
    files += list((ROOT / "data").rglob("*.yaml"))
    # the Rule my hand page's runtime (package-lock.json pins Pyodide) and its wheels' versions
    files += [ROOT / "package-lock.json", ROOT / "requirements" / "constraints.txt"]
    return files


def stale(out: Path = HTML) -> bool:
    """Whether ``out`` is missing or older than any input (or than the set of chapters it was built from)."""
    stamp = out / "index.html"
    if not stamp.exists():
        return True
    built = stamp.stat().st_mtime
    if any(p.stat().st_mtime > built for p in inputs()):
        return True
    if out != HTML:
        return False
    # a notebook deleted since the build also makes it stale
    pages = {p.stem for p in (out / "notebooks").glob("*.html")}
    sources = {p.stem for p in (ROOT / "notebooks").glob("*.ipynb") if re.match(r"(\d\d|appendix)-", p.stem)}
    return pages != sources


def sphinx(builder: str, out: Path) -> None:
    """Run sphinx-build; exit with its status if it fails (warnings included)."""
    if out.exists():
        shutil.rmtree(out)
    if builder == "html":
        import rssearch

        rssearch.install()   # the search's Node packages (npm ci), before Sphinx runs
    cmd = [sys.executable, "-m", "sphinx", "-b", builder, "-E", "-W", "--keep-going", "-q",
           "-d", str(BUILD / "doctrees" / builder), str(GUIDE), str(out)]
    start = time.monotonic()
    status = subprocess.call(cmd, cwd=ROOT)
    if status:
        sys.exit(f"guide: sphinx-build -b {builder} failed (status {status}); see the warnings above")
    print(f"guide: {builder} built into {out.relative_to(ROOT)} in {time.monotonic() - start:.1f} s")


def html() -> None:
    """The site, with the Rule my hand page's runtime: npm ci and the wheels first (guide/runtime.py), then
    Sphinx, whose build-finished hook copies them into the site."""
    import runtime

    runtime.prepare()
    sphinx("html", HTML)


def pdf(force: bool = True) -> Path:
    """Print both editions (guide/printed.py) from the site, building the site first when it is stale;
    returns the full reference. With ``force=False`` PDFs newer than the site are kept as they are."""
    if stale():
        html()
    built = (HTML / "index.html").stat().st_mtime
    import printed

    every = [PDF, COMMITTEE_PDF] + [e.pdf for e in printed.LANGUAGE_EDITIONS.values()]
    if not force and all(p.exists() and p.stat().st_mtime >= built for p in every):
        return PDF

    printed.build_all()
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
        return 1 if stale() else 0
    steps = {"html": html, "singlehtml": lambda: sphinx("singlehtml", SINGLE), "pdf": pdf}
    if what not in steps:
        sys.exit(f"usage: {Path(__file__).name} html|singlehtml|pdf|stale")
    with lock() if "--no-lock" not in argv else contextlib.nullcontext():
        steps[what]()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
