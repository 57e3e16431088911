"""Drive a real JupyterLab with headless Chromium (issue 7: ``make lab`` opens the explorer and it responds).

:class:`LabServer` starts ``jupyter lab`` from this venv on a free port with a random token, on a temporary
copy of ``notebooks/`` (nothing the browser does is saved into the repository) and with its own settings,
workspace and runtime directories (no state from a person's own JupyterLab, none left behind). It waits
for ``/api/status`` with a bounded timeout and kills the whole process group on :meth:`LabServer.stop`.

:func:`open_browser` launches Debian's chromium through playwright with a fresh profile; requests to any
host but the lab server are blocked (the lab must work offline). The page helpers below wait on events
(selectors, text changes), never on fixed sleeps. ``python tests/lab_driver.py`` runs the same walk-through
as tests/test_lab.py and prints the timings.
"""

from __future__ import annotations

import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
JUPYTER = ROOT / ".venv" / "bin" / "jupyter"
if not JUPYTER.exists():  # another layout: the jupyter next to the running interpreter
    JUPYTER = Path(sys.executable).with_name("jupyter")
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]
NOTEBOOK = "11-explorer.ipynb"
SHOTS = Path(os.environ.get("LAB_SHOTS", "/tmp/lab-shots"))

#: Text of every rendered output of the notebook (streams, results, widgets), one string per output.
OUTPUTS_JS = """() => [...document.querySelectorAll('.jp-NotebookPanel:not(.lm-mod-hidden) .jp-OutputArea-output')]
  .map(e => e.innerText)"""
#: Error outputs (a cell that raised) and stderr streams.
ERRORS_JS = """() => [...document.querySelectorAll('.jp-NotebookPanel:not(.lm-mod-hidden) .jp-OutputArea-output')]
  .filter(e => e.matches('[data-mime-type="application/vnd.jupyter.stderr"]')
               || e.querySelector('[data-mime-type="application/vnd.jupyter.stderr"]'))
  .map(e => e.innerText)"""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class LabServer:
    """A ``jupyter lab`` subprocess on a temporary copy of the notebooks."""

    def __init__(self, notebooks: Path = ROOT / "notebooks", *, timeout: float = 90.0) -> None:
        self.tmp = Path(tempfile.mkdtemp(prefix="rulescore-lab-"))
        self.root = self.tmp / "notebooks"
        shutil.copytree(notebooks, self.root, ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
        self.port = free_port()
        self.token = secrets.token_hex(16)
        self.timeout = timeout
        self.log_path = self.tmp / "lab.log"
        self.proc: subprocess.Popen | None = None
        self._log_copy: str | None = None
        self.start_seconds: float | None = None
        """Wall time from launch until /api/status answered."""

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def url(self, notebook: str = NOTEBOOK) -> str:
        return f"{self.base}/lab/tree/{notebook}?token={self.token}"

    def start(self) -> "LabServer":
        env = dict(os.environ)
        for name in ("config", "data", "runtime"):
            (self.tmp / name).mkdir()
        # No "get Jupyter news?" prompt and no update check: nothing to click away, nothing fetched.
        settings = self.tmp / "settings" / "@jupyterlab" / "apputils-extension"
        settings.mkdir(parents=True)
        (settings / "notification.jupyterlab-settings").write_text(
            '{"fetchNews": "false", "checkForUpdates": false}', encoding="utf-8")
        env.update(JUPYTER_CONFIG_DIR=str(self.tmp / "config"), JUPYTER_DATA_DIR=str(self.tmp / "data"),
                   JUPYTER_RUNTIME_DIR=str(self.tmp / "runtime"), JUPYTER_PLATFORM_DIRS="1",
                   PYTHONUNBUFFERED="1")
        env.pop("JUPYTER_TOKEN", None)
        cmd = [str(JUPYTER), "lab", "--no-browser", "--ip=127.0.0.1", f"--port={self.port}",
               "--port-retries=0", f"--IdentityProvider.token={self.token}", f"--ServerApp.root_dir={self.root}",
               f"--LabApp.user_settings_dir={self.tmp / 'settings'}",
               f"--LabApp.workspaces_dir={self.tmp / 'workspaces'}",
               "--LabApp.news_url=", "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
               "--LabApp.extension_manager=readonly", "--ServerApp.terminals_enabled=False"]
        if hasattr(os, "geteuid") and os.geteuid() == 0:  # containers run as root
            cmd.append("--allow-root")
        log = open(self.log_path, "w")
        start = time.perf_counter()
        self.proc = subprocess.Popen(cmd, cwd=self.tmp, env=env, stdout=log, stderr=subprocess.STDOUT,
                                     stdin=subprocess.DEVNULL, start_new_session=True)
        log.close()
        deadline = start + self.timeout
        status = f"{self.base}/api/status?token={self.token}"
        while True:
            if self.proc.poll() is not None:
                rc, log = self.proc.returncode, self.log()
                self.stop()
                raise RuntimeError(f"jupyter lab exited with {rc}:\n{log}")
            try:
                with urllib.request.urlopen(status, timeout=2) as r:
                    if r.status == 200:
                        break
            except OSError:
                pass
            if time.perf_counter() > deadline:
                log = self.log()
                self.stop()
                raise TimeoutError(f"jupyter lab did not answer within {self.timeout:.0f} s:\n{log}")
            time.sleep(0.1)  # polling interval of the readiness probe, not a wait for an outcome
        self.start_seconds = time.perf_counter() - start
        return self

    def log(self) -> str:
        """The server's output (its kernels' stderr included); kept after :meth:`stop`."""
        if self.proc is None and getattr(self, "_log_copy", None) is not None:
            return self._log_copy
        try:
            return self.log_path.read_text(encoding="utf-8", errors="replace")
        except OSError:
            return ""

    def stop(self) -> None:
        """Kill the server and its kernels (the whole process group), then remove the temporary copy."""
        proc, self.proc = self.proc, None
        if proc is not None and proc.poll() is None:
            try:
                os.killpg(proc.pid, signal.SIGTERM)
                proc.wait(timeout=10)
            except (ProcessLookupError, subprocess.TimeoutExpired):
                try:
                    os.killpg(proc.pid, signal.SIGKILL)
                except ProcessLookupError:
                    pass
                proc.wait(timeout=10)
        if self.tmp.exists():
            self._log_copy = self.log_path.read_text(encoding="utf-8", errors="replace") \
                if self.log_path.exists() else ""
        shutil.rmtree(self.tmp, ignore_errors=True)

    def __enter__(self) -> "LabServer":
        return self.start()

    def __exit__(self, *exc) -> None:
        self.stop()


@contextmanager
def open_browser(server: LabServer, *, executable: str = CHROMIUM, viewport=(1400, 1300)):
    """A chromium page (fresh profile) that may talk only to ``server``; yields ``(page, problems)``
    where ``problems`` collects blocked requests and uncaught script errors."""
    from playwright.sync_api import sync_playwright

    problems: list[str] = []
    profile = tempfile.mkdtemp(prefix="rulescore-lab-chromium-")
    try:
        with sync_playwright() as pw:
            context = pw.chromium.launch_persistent_context(
                profile, executable_path=executable, args=CHROMIUM_ARGS, headless=True,
                viewport={"width": viewport[0], "height": viewport[1]}, service_workers="block")
            try:
                def block(route):
                    problems.append(f"request to another host: {route.request.url}")
                    route.abort()

                context.route(lambda url: not url.startswith((server.base, "data:", "blob:", "about:")), block)
                page = context.pages[0] if context.pages else context.new_page()
                page.on("pageerror", lambda e: problems.append(f"script error: {e}"))
                yield page, problems
            finally:
                context.close()
    finally:
        shutil.rmtree(profile, ignore_errors=True)


# ---------------------------------------------------------------------- page helpers
PANEL = ".jp-NotebookPanel:not(.lm-mod-hidden)"
WIDGET = f"{PANEL} .jp-OutputArea-output .jupyter-widgets"
#: The explorer's ruling and error lines: the <pre> of its two HTML widgets.
RULING_JS = """() => {
  const pres = [...document.querySelectorAll('%s .jp-OutputArea-output .widget-html pre')];
  return pres.map(p => p.innerText).join('\\n');
}""" % PANEL
#: The ladder picture: its blob URL (a new one for every new PNG) and whether it is shown and decoded.
IMAGE_JS = """() => {
  const img = document.querySelector('%s .jp-OutputArea-output .widget-image');
  if (!img) return {src: '', shown: false};
  return {src: img.src || '', shown: img.offsetParent !== null && img.complete && img.naturalWidth > 0};
}""" % PANEL
#: True when the text changed from ``b.text``, the condition ``t`` holds, and the picture is settled: after
#: a ruling a decoded PNG, a new one unless it was hidden before (the same PNG is not sent again); after an
#: error, hidden.
SETTLED_JS = """b => {
  const t = (%s)(), im = (%s)();
  if (t === b.text || !(UNTIL)) return false;
  return t.startsWith('error:') ? !im.shown : (im.shown && (im.src !== b.src || !b.shown));
}""" % (RULING_JS, IMAGE_JS)


def open_notebook(page, server: LabServer, *, timeout: float = 60_000) -> None:
    """Load the lab on the explorer notebook and wait until its cells are drawn and its kernel is idle."""
    page.goto(server.url(), wait_until="domcontentloaded", timeout=timeout)
    page.wait_for_selector(f"{PANEL} .jp-Notebook .jp-CodeCell .jp-InputArea-editor", timeout=timeout)
    wait_kernel_idle(page, timeout=timeout)


#: The kernel item of the status bar ("Python 3 (ipykernel) | Idle").
KERNEL_STATUS_JS = """() => {
  const bar = document.querySelector('#jp-main-statusbar');
  return bar ? bar.innerText : '';
}"""


def wait_kernel_idle(page, *, timeout: float = 60_000) -> None:
    page.wait_for_function(f"/\\(ipykernel\\) \\| Idle/.test(({KERNEL_STATUS_JS})())", timeout=timeout)


def run_all(page, *, timeout: float = 60_000) -> None:
    """Menu Run → Run All Cells, as a person would; returns when the explorer's controls are drawn
    and the kernel is idle again."""
    page.locator(".lm-MenuBar-itemLabel", has_text="Run").first.click()
    page.locator(".lm-Menu-item:visible .lm-Menu-itemLabel", has_text="Run All Cells").first.click()
    page.wait_for_selector(f"{WIDGET} .widget-dropdown select", timeout=timeout)
    page.wait_for_function(f"({RULING_JS})().includes('Ruling for') && ({IMAGE_JS})().shown", timeout=timeout)
    wait_kernel_idle(page, timeout=timeout)


def ruling_text(page) -> str:
    return page.evaluate(RULING_JS)


def timed(page, action, until: str = "true", *, timeout: float = 30_000) -> tuple[str, float]:
    """Do ``action()`` (one change of a control) and return the new ruling/error text and the seconds from
    the start of the change until the explorer showed its result: the text differs from before, the
    JavaScript condition ``until`` on it (``t``) holds (e.g. ``"t.startsWith('error:')"``), and the ladder
    picture is a new decoded PNG (or hidden, after an error)."""
    before = {"text": ruling_text(page), **page.evaluate(IMAGE_JS)}
    start = time.perf_counter()
    action()
    page.wait_for_function(SETTLED_JS.replace("UNTIL", until), arg=before, polling="raf", timeout=timeout)
    return ruling_text(page), time.perf_counter() - start


def explorer_controls(page):
    """Locators of the explorer's controls: the example dropdown, the YAML box, the stack boxes by seat."""
    w = page.locator(WIDGET).first
    return {
        "pick": w.locator(".widget-dropdown select").first,
        "yaml": w.locator(".widget-textarea textarea").first,
        "stack": lambda seat: w.locator(".widget-text", has=page.locator(f"label:text-is('{seat}')"))
                             .locator("input").first,
    }


def commit(locator) -> None:
    """Send a continuous_update=False box's value to the kernel, as leaving the box does."""
    locator.evaluate("e => e.blur()")


def outputs(page) -> list[str]:
    return page.evaluate(OUTPUTS_JS)


def error_outputs(page) -> list[str]:
    return page.evaluate(ERRORS_JS)


def walk(shots: Path | None = SHOTS, *, report=print) -> dict:
    """The whole walk-through of tests/test_lab.py; returns what it saw and the timings (seconds).

    Screenshots go to ``shots``; on a failure ``failure.png`` shows where it stopped."""
    seen: dict = {"changes": {}}
    if shots is not None:
        shots.mkdir(parents=True, exist_ok=True)

    def shot(page, name: str, *, explorer: bool = True) -> None:
        """The explorer's output (scrolled into view) and the whole window."""
        if shots is None:
            return
        if explorer and page.locator(WIDGET).count():
            area = page.locator(f"{PANEL} .jp-OutputArea-output", has=page.locator(".jupyter-widgets")).first
            area.scroll_into_view_if_needed()
            area.screenshot(path=str(shots / f"{name}-explorer.png"))
        page.screenshot(path=str(shots / f"{name}.png"))

    with LabServer() as server, open_browser(server) as (page, problems):
        seen["problems"] = problems
        seen["lab_start"] = server.start_seconds
        report(f"jupyter lab answered after {server.start_seconds:.1f} s")
        try:
            t = time.perf_counter()
            open_notebook(page, server)
            seen["open"] = time.perf_counter() - t
            report(f"notebook open, kernel idle after {seen['open']:.1f} s")
            shot(page, "1-opened", explorer=False)
            t = time.perf_counter()
            run_all(page)
            seen["run_all"] = time.perf_counter() - t
            report(f"Run All Cells -> explorer drawn after {seen['run_all']:.1f} s")
            seen["first"] = ruling_text(page)
            shot(page, "2-ran")
            c = explorer_controls(page)

            ruled = "t.includes('Ruling for') && !t.includes('error:')"
            failed = "t.startsWith('error:') && !t.includes('Ruling for')"

            def change(label, action, until=ruled):
                text, secs = timed(page, action, until)
                seen["changes"][label] = (text, secs)
                report(f"{label}: updated on screen after {secs * 1000:.0f} ms: {text.splitlines()[0]!r}")
                return text

            change("stack D 200 -> 150", lambda: (c["stack"]("D").fill("150"), commit(c["stack"]("D"))))
            shot(page, "3-stack-changed")
            change("example -> IA-10-3A", lambda: c["pick"].select_option(label="IA-10-3A"))
            shot(page, "4-example-picked")
            change("malformed YAML", lambda: (c["yaml"].fill("blinds: [50, 100\nseats: [A, B]"),
                                              commit(c["yaml"])), failed)
            shot(page, "5-bad-yaml")
            change("example -> IA-10-1", lambda: c["pick"].select_option(label="IA-10-1"))
            change("bad stack number", lambda: (c["stack"]("C").fill("lots"), commit(c["stack"]("C"))), failed)
            shot(page, "6-bad-number")
            wait_kernel_idle(page)
            seen["outputs"] = outputs(page)
            seen["error_outputs"] = error_outputs(page)
        except Exception:
            shot(page, "failure")
            raise
        finally:
            seen["server_log"] = server.log()
    return seen


if __name__ == "__main__":
    walk()
