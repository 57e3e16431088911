"""Shared fixtures and the run's layout on two workers.

``browser`` is the one Chromium of a test session: Debian's /usr/bin/chromium driven by playwright, launched
with guide/build.py's ``CHROMIUM_ARGS`` on first use and closed when the session ends. **Every browser test
uses it** (tests/test_guide.py's site check and printed editions, tests/test_lab.py's JupyterLab walk, and
any new one): open a context of your own on it (``browser.new_context(...)``: cookies, storage, routes and
permissions are per context) and close it when done; never launch another Chromium. Without chromium or
playwright the fixture skips the test, except under ``CI=true`` (.ci/run installs them), where it fails.

Under ``pytest -n 2 --dist loadfile`` (``make test``) each worker is a session of its own, so each would start
its own Chromium: :func:`pytest_xdist_make_scheduler` keeps each file whole on one worker (a notebook's cells
together and in order) and all the files of :data:`BROWSER_FILES` in one unit of work, so one worker starts
Chromium (and builds the guide when it is stale). A test file that asks for ``browser`` or ``site`` must be
listed there (collection stops with the one-line fix otherwise).

``RULESCORE_TEST_TIMES=FILE`` appends one line per test to FILE: its CPU seconds in the test process, in
the processes under it (kernels, the lab server, Sphinx, the CLI, Chromium: running or ended, read from
/proc), and its wall seconds;
``make bench`` uses it to list the tests that cost the most CPU (wall times mislead on a shared machine).

**The browser tests' memo.** The browser files cost about 150 s of CPU, most of ``make test``, and what they
check is a function of the built site and of themselves. A test of :data:`BROWSER_FILES` that passed is
recorded under ``_build/test-memo/`` with a key: the content hashes of everything the site is built from
(guide/build.py ``fingerprint``: the guide, the notebooks with their outputs, the whole package, its data,
the pins), of every file of the checkout the browser test files and this file import, followed through their
imports (tests/importgraph.py: guide/browser_check.py, guide/serve.py, tests/lab_driver.py, ...), of the
search query files, and Chromium's binary. While the site is fresh and the key is the same, the test is reported as skipped
("passed before on the same inputs"); change any of them and it runs again. ``CI=true`` (``.ci/run``, a
clean clone) and ``RULESCORE_RECHECK=1`` never read the memo: every browser test runs.

``printed`` (pyproject's markers) marks the printed editions' tests (tests/test_guide.py,
tests/test_printed_editions.py): they print the PDFs with Chromium, so ``make test`` leaves them out on a
developer's machine and runs them under ``CI=true`` (``.ci/run``); ``make guide-pdf`` prints the editions and
runs them.
"""

from __future__ import annotations

import os
import resource
import time
from pathlib import Path

import importgraph  # tests/importgraph.py (pytest puts tests/ on the path)
import pytest
from hypothesis import settings as _hypothesis_settings

from guide import build

ROOT = Path(__file__).resolve().parent.parent

# Property tests reproduce: under CI (and with RULESCORE_HYPOTHESIS=ci) hypothesis draws the same examples on
# every run and keeps no example database, so a failure seen once is seen again (issue 30).
_hypothesis_settings.register_profile("ci", derandomize=True, database=None, print_blob=True)
if os.environ.get("CI") == "true" or os.environ.get("RULESCORE_HYPOTHESIS") == "ci":
    _hypothesis_settings.load_profile("ci")


#: Test files that drive Chromium (through ``browser``) or read the built guide (``site``: the first to get
#: the build lock builds it, the others would wait for it); they share one worker.
BROWSER_FILES = frozenset({"test_guide.py", "test_guide_search.py", "test_guide_index_pages.py", "test_lab.py",
                           "test_printed_editions.py", "test_rule_page.py"})


def _live_descendants_cpu() -> float:
    """CPU seconds of the processes under this one that are still running (a notebook's kernel, the lab
    server, Chromium), with what their own ended children used (Linux /proc; 0 elsewhere)."""
    tick, total, todo = os.sysconf("SC_CLK_TCK"), 0.0, [os.getpid()]
    while todo:
        pid = todo.pop()
        try:
            tasks = os.listdir(f"/proc/{pid}/task")
        except OSError:
            continue
        for task in tasks:
            try:
                with open(f"/proc/{pid}/task/{task}/children") as f:
                    kids = [int(k) for k in f.read().split()]
            except OSError:
                continue
            for kid in kids:
                try:
                    with open(f"/proc/{kid}/stat") as f:
                        fields = f.read().rsplit(")", 1)[1].split()
                except OSError:
                    continue
                total += sum(int(x) for x in fields[11:15]) / tick   # utime, stime, cutime, cstime
                todo.append(kid)
    return total


def _cpu() -> tuple[float, float]:
    """(CPU seconds of this process, of every process under it: ended and waited for, or still running)."""
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime, children.ru_utime + children.ru_stime + _live_descendants_cpu()


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


# ------------------------------------------------------------------------------------ notebooks without PNGs
#: The IPython directory of the notebooks' kernels under nbval (outside CI): a profile whose inline backend makes
#: no picture. nbval never compares images (only text/plain, stdout and HTML: a chart's text/plain is its alt
#: sentence), so rendering every figure to PNG is a third of notebook 10's time for nothing; ``make execute``
#: and the guide's build render them as always, and ``CI=true`` runs the kernels as they are (a figure that
#: fails to render fails there).
NBVAL_IPYTHON = ROOT / "_build" / "nbval-ipython"
_NO_PNG = ("# Written by tests/conftest.py: the kernels of a local `make test` draw figures but render no picture\n"
           "# (nbval compares their text, never the PNG).\n"
           "c.InlineBackend.figure_formats = set()\n")


def _no_png_profile() -> Path:
    config = NBVAL_IPYTHON / "profile_default" / "ipython_kernel_config.py"
    if not config.is_file() or config.read_text(encoding="utf-8") != _NO_PNG:
        config.parent.mkdir(parents=True, exist_ok=True)
        tmp = config.with_name(f"{config.name}.{os.getpid()}.tmp")
        tmp.write_text(_NO_PNG, encoding="utf-8")
        os.replace(tmp, config)
    return NBVAL_IPYTHON


class _NotebookKernels:
    """Registered as a plugin of the session (a conftest's own hooks reach only the items under its folder, and
    the notebooks are not under tests/)."""

    @pytest.hookimpl(hookwrapper=True)
    def pytest_runtest_setup(self, item):
        """A notebook's kernel starts in its first cell's setup: there, and only there, IPYTHONDIR is the profile
        that renders no PNG (not under CI)."""
        if item.path.suffix != ".ipynb" or os.environ.get("CI"):
            yield
            return
        before = os.environ.get("IPYTHONDIR")
        os.environ["IPYTHONDIR"] = str(_no_png_profile())
        try:
            yield
        finally:
            if before is None:
                os.environ.pop("IPYTHONDIR", None)
            else:
                os.environ["IPYTHONDIR"] = before


def pytest_configure(config):
    config.pluginmanager.register(_NotebookKernels(), "rulescore-notebook-kernels")


# ------------------------------------------------------------------------------------ the browser tests' memo
MEMO = ROOT / "_build" / "test-memo"
#: Data the browser tests read besides the site's inputs. Their code is not listed: :func:`_memo_files` follows
#: their imports (tests/importgraph.py), so a module they run (guide/browser_check.py, guide/serve.py,
#: tests/lab_driver.py, ...) is in the key however it is reached.
MEMO_DATA = ("tests/data/search_queries.yaml", "tests/data/search_queries_more.yaml")


def _memo_files() -> list[str]:
    """Every file of the checkout the browser tests and this file import, followed through, and their data."""
    code = importgraph.closure([Path(__file__), *(ROOT / "tests" / n for n in BROWSER_FILES)])
    return sorted({p.relative_to(ROOT).as_posix() for p in code} | set(MEMO_DATA))


def _memo_off() -> bool:
    return bool(os.environ.get("CI")) or os.environ.get("RULESCORE_RECHECK", "") not in ("", "0")


def _memo_key() -> str | None:
    """The key of the browser tests' inputs, or ``None`` while the site is stale (it is rebuilt, then tested)."""
    import hashlib
    import json

    if build.stale():
        return None
    h = hashlib.sha256(json.dumps(build.fingerprint(), sort_keys=True).encode())
    names = _memo_files()
    extra = os.environ.get("SEARCH_QUERIES")
    for name in [*names, *([extra] if extra else [])]:
        path = ROOT / name
        h.update(name.encode() + b"\0" + (path.read_bytes() if path.exists() else b"(none)") + b"\0")
    chromium = Path(build.CHROMIUM)
    if chromium.exists():
        st = chromium.resolve().stat()
        h.update(f"chromium {st.st_size} {st.st_mtime_ns}".encode())
    return h.hexdigest()[:24]


def _memo_read(key: str) -> set[str]:
    try:
        return set((MEMO / f"{key}.txt").read_text(encoding="utf-8").split("\n")) - {""}
    except OSError:
        return set()


_PASSED: set[str] = set()


def pytest_runtest_logreport(report):
    """Note each browser test that passed in this process (setup, call and teardown all passed)."""
    if Path(report.fspath).name not in BROWSER_FILES:
        return
    if report.passed and report.when == "call":
        _PASSED.add(report.nodeid)
    elif report.failed:
        _PASSED.discard(report.nodeid)


def pytest_sessionfinish(session):
    """Add the browser tests that passed to the memo of the inputs they passed on."""
    if not _PASSED or _memo_off():
        return
    key = _memo_key()
    if key is None:
        return
    done = _memo_read(key) | _PASSED
    MEMO.mkdir(parents=True, exist_ok=True)
    tmp = MEMO / f"{key}.{os.getpid()}.tmp"
    tmp.write_text("\n".join(sorted(done)) + "\n", encoding="utf-8")
    os.replace(tmp, MEMO / f"{key}.txt")


def _memo_skip(items) -> None:
    """Skip the browser tests that passed before on the same inputs (see the module's docstring)."""
    if _memo_off() or not any(item.path.name in BROWSER_FILES for item in items):
        return
    key = _memo_key()
    if key is None:
        return
    done = _memo_read(key)
    mark = pytest.mark.skip(reason=f"passed before on the same inputs (_build/test-memo/{key}.txt; "
                                   "RULESCORE_RECHECK=1 or CI=true runs it)")
    for item in items:
        if item.nodeid in done:
            item.add_marker(mark)


def _scope(path: str) -> str:
    """The unit of work a test file belongs to: ``browser`` for the browser files, else the file itself."""
    return "browser" if Path(path).name in BROWSER_FILES else path


def _rank(item) -> int:
    """Order of the units of work: the browser files first (the longest unit, and the guide's build when it is
    stale), then the notebooks, then the rest, in collection order within each; big units first and many small
    ones last keep the two workers busy to the end."""
    rel = item.path.relative_to(ROOT).as_posix() if item.path.is_relative_to(ROOT) else str(item.path)
    return 0 if _scope(rel) == "browser" else 1 if rel.startswith("notebooks/") else 2


def pytest_xdist_make_scheduler(config, log):
    """With ``--dist loadfile``: each file whole on one worker (a notebook's cells in order), and every browser
    file in one unit of work, so that one worker starts Chromium; the units go out in :func:`_rank` order."""
    if config.getoption("dist", default="no") != "loadfile":
        return None
    from xdist.scheduler import LoadFileScheduling

    class OneBrowser(LoadFileScheduling):
        def _split_scope(self, nodeid: str) -> str:
            return _scope(nodeid.split("::", 1)[0])

    config.option.loadscopereorder = False   # keep the order of pytest_collection_modifyitems below
    return OneBrowser(config, log)


def pytest_collection_modifyitems(config, items):
    """Stable sort into :func:`_rank` order (the same on every worker; a file's tests keep their order). A file
    that uses the shared browser or the built site but is not in :data:`BROWSER_FILES` is an error: add it."""
    strays = sorted({item.path.name for item in items if item.path.name not in BROWSER_FILES
                     and {"browser", "site"} & set(getattr(item, "fixturenames", ()))})
    if strays:
        raise pytest.UsageError(f"tests/conftest.py: add {', '.join(strays)} to BROWSER_FILES (they use the shared "
                                "browser or the built site, which run on one worker)")
    items.sort(key=_rank)
    _memo_skip(items)


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

