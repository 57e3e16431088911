"""Open every page of the built guide in headless Chromium and report what a reader would hit.

``python guide/browser_check.py [HTML_DIR] [--shots DIR]`` prints one line per page and every problem,
and saves screenshots of the key pages (default /tmp/guide-shots); tests/test_guide.py asserts the same
report is clean. One browser and one tab for all pages, so the whole site takes a few seconds.

A problem is: a request to anything but a local file (the guide must work offline, from a USB stick),
a failed request (a missing stylesheet, script or image), a console error or an uncaught script error,
an image that did not decode, a link to a local page that does not exist, and on a chapter page fewer
tables or figures than the notebook's stored outputs contain.
"""

from __future__ import annotations

import json
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import unquote, urlparse

ROOT = Path(__file__).resolve().parent.parent
HTML = ROOT / "_build" / "html"
SHOTS = Path("/tmp/guide-shots")
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]
LOCAL_SCHEMES = ("file:", "data:", "blob:", "about:")
#: Pages photographed for a person to look at (those present).
KEY_PAGES = ("index", "introduction", "notebooks/09-published-rulings-check",
             "notebooks/01-raise-amounts-and-reopening", "glossary", "sources")

_COUNT_JS = """() => {
  const main = document.querySelector('main') || document.body;
  const imgs = [...main.querySelectorAll('img')];
  return {
    title: document.title,
    h1: (main.querySelector('h1') || {}).textContent || '',
    tables: main.querySelectorAll('table').length,
    pres: main.querySelectorAll('pre').length,
    imgs: imgs.length,
    broken_imgs: imgs.filter(i => !(i.complete && i.naturalWidth > 0)).map(i => i.getAttribute('src')),
    outputs: main.querySelectorAll('.cell_output').length,
    output_tables: main.querySelectorAll('.cell_output table').length,
    output_imgs: main.querySelectorAll('.cell_output img').length,
    links: [...document.querySelectorAll('a[href]')].map(a => a.href).filter(h => h.startsWith('file:')),
    height: document.documentElement.scrollHeight,
  };
}"""


@dataclass
class PageReport:
    """What one page showed and what went wrong on it."""

    path: str
    """The page, relative to the site root."""
    stats: dict = field(default_factory=dict)
    """Counts of tables, preformatted blocks, images and notebook outputs in the main content."""
    problems: list[str] = field(default_factory=list)
    """One line per problem; empty when the page is fine."""


def expected_outputs(notebook: Path) -> dict[str, int]:
    """How many tables and figures the notebook's stored outputs hold (what its page must show)."""
    nb = json.loads(notebook.read_text(encoding="utf-8"))
    tables = images = outputs = 0
    for cell in nb.get("cells", []):
        if cell.get("cell_type") != "code":
            continue
        shown = [o for o in cell.get("outputs", []) if not (o.get("output_type") == "stream" and o.get("name") == "stderr")]
        outputs += bool(shown)
        for o in shown:
            data = o.get("data", {})
            if any(k.startswith("image/") for k in data):
                images += 1
            html = data.get("text/html", "")
            html = "".join(html) if isinstance(html, list) else html
            tables += len(re.findall(r"<table\b", html))
    return {"outputs": outputs, "tables": tables, "images": images}


def pages(html_dir: Path) -> list[Path]:
    """Every HTML page of the site (theme templates under _static excluded)."""
    return sorted(p for p in html_dir.rglob("*.html") if "_static" not in p.relative_to(html_dir).parts)


def check_site(html_dir: Path = HTML, shots: Path | None = SHOTS, notebooks: Path = ROOT / "notebooks",
               executable: str = CHROMIUM) -> list[PageReport]:
    """Load every page of ``html_dir``; return one report per page (screenshots into ``shots``)."""
    from playwright.sync_api import sync_playwright

    html_dir = html_dir.resolve()
    reports: list[PageReport] = []
    current: list[PageReport] = []

    def note(msg: str) -> None:
        if current:
            current[-1].problems.append(msg)

    if shots is not None:
        shots.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
        context = browser.new_context(viewport={"width": 1280, "height": 900}, service_workers="block")

        def block_remote(route):
            note(f"request to another host: {route.request.url}")
            route.abort()

        context.route(re.compile(r"^(?!file:|data:|blob:|about:)"), block_remote)
        page = context.new_page()
        page.on("requestfailed", lambda r: note(f"failed request: {r.url} ({r.failure})"))
        page.on("request", lambda r: None if r.url.startswith(LOCAL_SCHEMES) else note(f"remote request: {r.url}"))
        page.on("console", lambda m: note(f"console {m.type}: {m.text}") if m.type == "error" else None)
        page.on("pageerror", lambda e: note(f"script error: {e}"))

        for path in pages(html_dir):
            rel = path.relative_to(html_dir).as_posix()
            report = PageReport(path=rel)
            current[:] = [report]
            page.goto(path.as_uri(), wait_until="load")
            stats = page.evaluate(_COUNT_JS)
            links = stats.pop("links")
            report.stats = stats
            for src in stats["broken_imgs"]:
                report.problems.append(f"image did not load: {src}")
            for href in links:
                target = Path(unquote(urlparse(href).path))
                if not target.exists():
                    report.problems.append(f"link to a missing file: {href}")
            if rel.startswith("notebooks/"):
                nb = notebooks / (Path(rel).stem + ".ipynb")
                if nb.exists():
                    want = expected_outputs(nb)
                    report.stats["expected"] = want
                    if stats["outputs"] < want["outputs"]:
                        report.problems.append(f"{stats['outputs']} cell outputs shown, notebook has {want['outputs']}")
                    if stats["output_tables"] < want["tables"]:
                        report.problems.append(f"{stats['output_tables']} tables shown, notebook has {want['tables']}")
                    if stats["output_imgs"] < want["images"]:
                        report.problems.append(f"{stats['output_imgs']} figures shown, notebook has {want['images']}")
                else:
                    report.problems.append(f"chapter page without a notebook: {nb.name}")
            if shots is not None and rel.removesuffix(".html") in KEY_PAGES:
                name = rel.removesuffix(".html").replace("/", "_")
                page.screenshot(path=str(shots / f"{name}-top.png"))
                page.screenshot(path=str(shots / f"{name}.png"), full_page=True)
            reports.append(report)
        current.clear()
        browser.close()
    return reports


def main(argv: list[str]) -> int:
    args = list(argv)
    shots = SHOTS
    if "--shots" in args:
        i = args.index("--shots")
        shots = Path(args[i + 1])
        del args[i:i + 2]
    html_dir = Path(args[0]) if args else HTML
    reports = check_site(html_dir, shots)
    bad = 0
    for r in reports:
        s = r.stats
        print(f"{'ok ' if not r.problems else 'BAD'} {r.path:<50} tables {s['tables']:>3}  pre {s['pres']:>3}  "
              f"img {s['imgs']:>2}  outputs {s['outputs']:>3}")
        for p in r.problems:
            print(f"      {p}")
        bad += bool(r.problems)
    print(f"{len(reports)} pages, {bad} with problems; screenshots in {shots}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
