"""Build the guide: ``python guide/build.py html|singlehtml|pdf|stale`` (the Makefile calls it).

html        the static site, _build/html (``make guide``)
singlehtml  the whole guide on one page, _build/singlehtml (what the PDF prints)
pdf         _build/rulescore-guide.pdf, printed by headless Chromium (``make guide-pdf``)
stale       exit 1 if _build/html is missing or older than a notebook, a guide page or the package

--no-lock   for a caller that already holds _build/.guide.lock (tests/test_guide.py)

Sphinx runs with -W --keep-going (any warning fails the build, all of them are reported) and -E (a fresh
environment each time, so a new notebook is picked up; the whole build takes seconds). Notebooks are
rendered from their stored outputs; nothing is executed.
"""

from __future__ import annotations

import contextlib
import fcntl
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GUIDE = ROOT / "guide"
BUILD = ROOT / "_build"
HTML = BUILD / "html"
SINGLE = BUILD / "singlehtml"
PDF = BUILD / "rulescore-guide.pdf"
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


def inputs() -> list[Path]:
    """Every file the rendered guide depends on."""
    files = [p for p in GUIDE.rglob("*") if p.is_file() and "__pycache__" not in p.parts]
    files += list((ROOT / "notebooks").glob("*.ipynb")) + list((ROOT / "rulescore").glob("*.py"))
    files += list((ROOT / "data").rglob("*.yaml"))
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
    sources = {p.stem for p in (ROOT / "notebooks").glob("[0-9][0-9]-*.ipynb")}
    return pages != sources


def sphinx(builder: str, out: Path) -> None:
    """Run sphinx-build; exit with its status if it fails (warnings included)."""
    if out.exists():
        shutil.rmtree(out)
    cmd = [sys.executable, "-m", "sphinx", "-b", builder, "-E", "-W", "--keep-going", "-q",
           "-d", str(BUILD / "doctrees" / builder), str(GUIDE), str(out)]
    start = time.monotonic()
    status = subprocess.call(cmd, cwd=ROOT)
    if status:
        sys.exit(f"guide: sphinx-build -b {builder} failed (status {status}); see the warnings above")
    print(f"guide: {builder} built into {out.relative_to(ROOT)} in {time.monotonic() - start:.1f} s")


def pdf(force: bool = True) -> Path:
    """Print the single-page edition to PDF with headless Chromium and check it with pdfinfo if present.

    With ``force=False`` an existing PDF newer than every input is kept as it is.
    """
    if not force and PDF.exists() and not stale(SINGLE) and PDF.stat().st_mtime >= (SINGLE / "index.html").stat().st_mtime:
        return PDF
    sphinx("singlehtml", SINGLE)
    from playwright.sync_api import sync_playwright

    start = time.monotonic()
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        page = browser.new_page()
        page.route("**/*", lambda route: route.continue_() if route.request.url.startswith(("file:", "data:"))
                   else route.abort())
        page.goto((SINGLE / "index.html").as_uri(), wait_until="load")
        page.emulate_media(media="print")
        page.pdf(path=str(PDF), format="A4", print_background=True, outline=True, tagged=True,
                 margin={"top": "15mm", "bottom": "15mm", "left": "12mm", "right": "12mm"},
                 display_header_footer=True, header_template="<span></span>",
                 footer_template='<div style="font-size:8px;width:100%;text-align:center;">'
                                 'rulescore guide · <span class="pageNumber"></span> / '
                                 '<span class="totalPages"></span></div>')
        browser.close()
    print(f"guide: printed {PDF.relative_to(ROOT)} in {time.monotonic() - start:.1f} s")
    if shutil.which("pdfinfo"):
        info = subprocess.run(["pdfinfo", str(PDF)], capture_output=True, text=True, check=True).stdout
        pages = next(line.split()[-1] for line in info.splitlines() if line.startswith("Pages:"))
        print(f"guide: {PDF.name} opens in pdfinfo, {pages} pages")
    return PDF


def main(argv: list[str]) -> int:
    args = [a for a in argv if a != "--no-lock"]
    what = args[0] if args else "html"
    if what == "stale":
        return 1 if stale() else 0
    steps = {"html": lambda: sphinx("html", HTML), "singlehtml": lambda: sphinx("singlehtml", SINGLE), "pdf": pdf}
    if what not in steps:
        sys.exit(f"usage: {Path(__file__).name} html|singlehtml|pdf|stale")
    with lock() if "--no-lock" not in argv else contextlib.nullcontext():
        steps[what]()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
