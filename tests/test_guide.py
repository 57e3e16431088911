"""The rendered guide (issue 8): it builds without warnings, it is offline, and every page reads in a browser.

The guide is built (guide/build.py, as ``make guide`` does) when _build/html is missing or older than a
notebook, a guide page, the package or the catalogue. The browser checks need Debian's chromium
(/usr/bin/chromium, driven by playwright): without it they are skipped, except under CI (the CI script
installs it), where a missing chromium is a failure. Screenshots of the key pages go to /tmp/guide-shots
(or $GUIDE_SHOTS) for a person to look at.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "guide"))

import browser_check  # noqa: E402
import build  # noqa: E402

HTML = build.HTML
NOTEBOOKS = sorted((ROOT / "notebooks").glob("[0-9][0-9]-*.ipynb"))
REMOTE = re.compile(r"""<(?:script|link|img|iframe|source|audio|video|embed)\b[^>]*?\b(?:src|href)=["']?(?:https?:)?//""",
                    re.IGNORECASE)


def _chromium_or_skip() -> str:
    path = browser_check.CHROMIUM
    if Path(path).exists():
        return path
    if os.environ.get("CI"):
        pytest.fail(f"{path} is missing: the CI script installs Debian's chromium before `make test`")
    pytest.skip(f"{path} is missing: `apt-get install -y chromium` to run the guide's browser test")


@pytest.fixture(scope="module")
def site():
    """The built site, rebuilt when stale; the build lock is held while the module's tests read it."""
    with build.lock():
        if build.stale():
            proc = subprocess.run([sys.executable, str(ROOT / "guide" / "build.py"), "html", "--no-lock"],
                                  cwd=ROOT, capture_output=True, text=True)
            assert proc.returncode == 0, f"the guide does not build (warnings fail it):\n{proc.stdout}\n{proc.stderr}"
        yield HTML


@pytest.fixture(scope="module")
def browser_reports(site):
    _chromium_or_skip()
    shots = Path(os.environ.get("GUIDE_SHOTS", "/tmp/guide-shots"))
    return {r.path: r for r in browser_check.check_site(site, shots=shots)}


def test_guide_builds_with_every_page(site):
    """Introduction, errata (when written), one page per notebook, glossary, sources and API reference."""
    expected = {"index.html", "introduction.html", "glossary.html", "sources.html", "api.html"}
    expected |= {f"notebooks/{nb.stem}.html" for nb in NOTEBOOKS}
    built = {p.relative_to(site).as_posix() for p in browser_check.pages(site)}
    assert expected <= built, f"pages missing from the guide: {sorted(expected - built)}"


def test_guide_chapters_in_number_order_with_errata_first(site):
    index = (site / "index.html").read_text(encoding="utf-8")
    order = [m for m in re.findall(r'href="notebooks/(\d\d-[a-z0-9-]+)\.html"', index)]
    chapters = [nb.stem for nb in NOTEBOOKS]
    seen = list(dict.fromkeys(order))
    errata = "09-published-rulings-check"
    if errata in chapters:
        assert seen[0] == errata, "the rulings check (errata) comes right after the introduction"
        seen.remove(errata)
        chapters.remove(errata)
    assert seen == chapters


def test_guide_loads_nothing_from_another_host(site):
    """No script, stylesheet, font or image from another host: the guide works from a USB stick."""
    offenders = []
    for page in browser_check.pages(site):
        for m in REMOTE.finditer(page.read_text(encoding="utf-8")):
            offenders.append(f"{page.relative_to(site)}: {m.group(0)}")
    for css in (site / "_static").rglob("*.css"):
        for m in re.finditer(r"url\(\s*['\"]?(?:https?:)?//[^)]*\)", css.read_text(encoding="utf-8", errors="replace")):
            offenders.append(f"{css.relative_to(site)}: {m.group(0)}")
    assert not offenders, "\n".join(offenders)


def test_guide_glossary_has_three_languages(site):
    text = (site / "glossary.html").read_text(encoding="utf-8")
    for word in ("podbicie", "рейз", "znacząca akcja", "pula poboczna", "сайд пот", "significant action"):
        assert word in text


def test_guide_sources_page_lists_the_five_sources_and_the_tda_map(site):
    text = (site / "sources.html").read_text(encoding="utf-8")
    for ident in ("IA", "PL", "S03", "RU", "S08"):
        assert f">{ident}<" in text
    assert "TDA 2024 rule" in text and "re-opening the bet" in text


def test_guide_every_page_loads_cleanly_in_chromium(browser_reports):
    """No failed or remote request, no console or script error, no broken image or local link."""
    bad = {path: r.problems for path, r in browser_reports.items() if r.problems}
    assert not bad, json.dumps(bad, indent=2, ensure_ascii=False)


@pytest.mark.parametrize("notebook", [nb.stem for nb in NOTEBOOKS])
def test_guide_chapter_shows_its_tables_and_figures(browser_reports, notebook):
    report = browser_reports[f"notebooks/{notebook}.html"]
    want = browser_check.expected_outputs(ROOT / "notebooks" / f"{notebook}.ipynb")
    stats = report.stats
    assert stats["outputs"] >= want["outputs"] > 0
    assert stats["output_tables"] >= want["tables"]
    assert stats["output_imgs"] >= want["images"]
    assert stats["tables"] + stats["pres"] + stats["imgs"] > 0


def test_guide_pdf_has_every_chapter(site, tmp_path):
    """``make guide-pdf``: one PDF of the whole guide, every chapter in it (checked with pdftotext)."""
    _chromium_or_skip()
    if not (shutil.which("pdfinfo") and shutil.which("pdftotext")):
        if os.environ.get("CI"):
            pytest.fail("poppler-utils (pdfinfo, pdftotext) is missing: the CI script installs it")
        pytest.skip("poppler-utils is missing: `apt-get install -y poppler-utils` to check the PDF")
    pdf = build.pdf(force=False)   # the site fixture holds the build lock
    info = subprocess.run(["pdfinfo", str(pdf)], capture_output=True, text=True, check=True).stdout
    assert int(re.search(r"^Pages:\s+(\d+)", info, re.MULTILINE).group(1)) > len(NOTEBOOKS)
    text = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True, check=True).stdout
    titles = ["Introduction for tournament directors", "Glossary: English, Polish, Russian", "API reference"]
    for nb in NOTEBOOKS:
        cells = json.loads(nb.read_text(encoding="utf-8"))["cells"]
        text_md = "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")
        titles.append(re.search(r"^# (.+)$", text_md, re.MULTILINE).group(1).strip())
    flat = " ".join(text.split())
    missing = [t for t in titles if " ".join(t.split()) not in flat]
    assert not missing, f"not in the PDF: {missing}"
