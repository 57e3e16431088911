"""Shared fixtures and the run's layout on two workers.

``browser`` is the one Chromium of a test session: Debian's /usr/bin/chromium driven by playwright, launched
with guide/build.py's ``CHROMIUM_ARGS`` on first use and closed when the session ends. **Every browser test
uses it** (tests/test_guide.py's site check and printed editions, tests/test_lab.py's JupyterLab walk, and
any new one): open a context of your own on it (``browser.new_context(...)``: cookies, storage, routes and
permissions are per context) and close it when done; never launch another Chromium. Without chromium or
playwright the fixture skips the test, except under ``CI=true`` (.ci/run installs them), where it fails.

Under ``pytest -n 2`` (``make test``) each worker is a session of its own, so each would start its own
Chromium: the tests that use a browser are kept on one worker (``--dist loadgroup`` with every browser test
file in the group ``browser``; every other file is a group of its own, so a notebook's cells stay together
on one worker in order, as with ``--dist loadfile``). A file is a browser file when it is listed in
:data:`BROWSER_FILES` (add yours) or any of its tests asks for ``browser``.

``RULESCORE_TEST_TIMES=FILE`` appends one line per test to FILE: its CPU seconds in the test process, in
the child processes that ended during it (kernels, the lab server, Sphinx, the CLI), and its wall seconds;
``make bench`` uses it to list the tests that cost the most CPU (wall times mislead on a shared machine).

``pdf`` marks the printed editions' tests (tests/test_guide.py): they print two PDFs with Chromium, so
``make test`` leaves them out on a developer's machine and runs them under ``CI=true`` (``.ci/run``);
``make guide-pdf`` prints the editions and runs them.
"""

from __future__ import annotations

import os
import resource
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "guide"))

import build  # noqa: E402  (guide/build.py: CHROMIUM, CHROMIUM_ARGS)

#: Test files that drive Chromium (through ``browser``); they share one worker.
BROWSER_FILES = frozenset({"test_guide.py", "test_lab.py"})


def pytest_configure(config):
    config.addinivalue_line("markers", "pdf: the printed editions (run under CI=true and by make guide-pdf)")


def _cpu() -> tuple[float, float]:
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime, children.ru_utime + children.ru_stime


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    log = os.environ.get("RULESCORE_TEST_TIMES")
    if not log:
        yield
        return
    (own, children), wall = _cpu(), time.perf_counter()
    yield
    (own2, children2), wall2 = _cpu(), time.perf_counter()
    with open(log, "a", encoding="utf-8") as out:
        out.write(f"{own2 - own:.3f}\t{children2 - children:.3f}\t{wall2 - wall:.3f}\t{item.nodeid}\n")


def _needs_browser(item) -> bool:
    return item.path.name in BROWSER_FILES or "browser" in getattr(item, "fixturenames", ())


@pytest.hookimpl(tryfirst=True)   # before xdist's own hook, which reads the groups (on the workers)
def pytest_collection_modifyitems(config, items):
    """With ``--dist loadgroup``: one group per file (notebooks stay whole), one group for the browser files."""
    if not (config.getoption("loadgroup", default=False) or config.getoption("dist", default="no") == "loadgroup"):
        return
    browser_files = {item.path for item in items if _needs_browser(item)}
    for item in items:
        if item.get_closest_marker("xdist_group") is None:
            group = "browser" if item.path in browser_files else item.path.relative_to(ROOT).as_posix()
            item.add_marker(pytest.mark.xdist_group(group))


def chromium_or_skip() -> str:
    """The path of Debian's chromium; skips (fails under CI) when it or playwright is missing."""
    missing = []
    if not Path(build.CHROMIUM).exists():
        missing.append(f"{build.CHROMIUM} is missing (`apt-get install -y chromium`; never `playwright install`)")
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        missing.append("the playwright package is missing (pip install -e '.[dev]')")
    if missing:
        if os.environ.get("CI"):
            pytest.fail("; ".join(missing) + ": the CI script installs them before `make test`")
        pytest.skip("; ".join(missing))
    return build.CHROMIUM


@pytest.fixture(scope="session")
def browser():
    """The session's one headless Chromium (a playwright ``Browser``). Open a context on it per test module
    (``browser.new_context(...)``) and close the context when done."""
    executable = chromium_or_skip()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        chromium = pw.chromium.launch(executable_path=executable, args=build.CHROMIUM_ARGS, headless=True)
        try:
            yield chromium
        finally:
            chromium.close()
