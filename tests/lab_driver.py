"""Drive a real JupyterLab with headless Chromium (issues 7 and 18: ``make lab`` opens the explorer, a hand
can be built in it with clicks, and it responds to each change).

:class:`LabServer` starts ``jupyter lab`` from this venv on a free port with a random token, on a temporary
copy of ``notebooks/`` (nothing the browser does is saved into the repository) and with its own settings,
workspace and runtime directories (no state from a person's own JupyterLab, none left behind). It waits
for ``/api/status`` with a bounded timeout and kills the whole process group on :meth:`LabServer.stop`.

:func:`open_browser` opens a fresh context in Debian's chromium through playwright (the tests' shared
browser, or one it launches); requests to any host but the lab server are blocked (the lab must work offline). The page helpers below wait on events
(selectors, the explorer's update counter), never on fixed sleeps; :func:`timed` measures each change with the
page's own clock. ``python tests/lab_driver.py`` runs a short walk-through (:func:`walk`, also used by
``make bench``) and prints the timings; tests/test_lab.py is the full one.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
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

from guide.chromium import CHROMIUM, CHROMIUM_ARGS

ROOT = Path(__file__).resolve().parent.parent
JUPYTER = ROOT / ".venv" / "bin" / "jupyter"
if not JUPYTER.exists():  # another layout: the jupyter next to the running interpreter
    JUPYTER = Path(sys.executable).with_name("jupyter")

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
        shutil.copytree(notebooks, self.root, ignore=shutil.ignore_patterns(".ipynb_checkpoints", "*.hand.yaml"))
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

    def start(self) -> LabServer:
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
        log = open(self.log_path, "w")  # noqa: SIM115 - the server writes it for its whole life; closed in stop()
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
                with contextlib.suppress(ProcessLookupError):
                    os.killpg(proc.pid, signal.SIGKILL)
                proc.wait(timeout=10)
        if self.tmp.exists():
            self._log_copy = self.log_path.read_text(encoding="utf-8", errors="replace") \
                if self.log_path.exists() else ""
        shutil.rmtree(self.tmp, ignore_errors=True)

    def __enter__(self) -> LabServer:
        return self.start()

    def __exit__(self, *exc) -> None:
        self.stop()


@contextmanager
def open_browser(server: LabServer, *, executable: str = CHROMIUM, viewport=(1400, 1300), browser=None):
    """A chromium page (a fresh context) that may talk only to ``server``; yields ``(page, problems)``
    where ``problems`` collects blocked requests and uncaught script errors. ``browser``: a playwright
    Browser to open it in (tests/conftest.py's shared one); without it a Chromium is launched for it."""
    if browser is None:
        from playwright.sync_api import sync_playwright

        with sync_playwright() as pw:
            own = pw.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS, headless=True)
            try:
                with open_browser(server, viewport=viewport, browser=own) as opened:
                    yield opened
            finally:
                own.close()
        return
    problems: list[str] = []
    context = browser.new_context(viewport={"width": viewport[0], "height": viewport[1]},
                                  service_workers="block", accept_downloads=True)
    try:
        def block(route):
            problems.append(f"request to another host: {route.request.url}")
            route.abort()

        context.route(lambda url: not url.startswith((server.base, "data:", "blob:", "about:")), block)
        page = context.new_page()
        page.on("pageerror", lambda e: problems.append(f"script error: {e}"))
        yield page, problems
    finally:
        context.close()


# ---------------------------------------------------------------------- page helpers
PANEL = ".jp-NotebookPanel:not(.lm-mod-hidden)"
WIDGET = f"{PANEL} .jp-OutputArea-output .jupyter-widgets"
#: What the explorer shows, read from its widgets (their CSS classes are set in rulescore/explorer/app.py):
#: the error line, the decision ("Ruling for ..."), the ruling as ``rulescore ask`` prints it, the title, the
#: next-action line and its buttons, the pots and stacks tables, the ladder, the rules, the export's file
#: name, and ``seq``, the number of updates the kernel has sent (it changes last in every update).
STATE_JS = """() => {
  const root = '%s .jp-OutputArea-output ';
  const q = s => document.querySelector(root + s);
  const text = s => { const e = q(s); return e ? e.innerText.trim() : ''; };
  const seq = q('.rs-seq');
  return {error: text('.rs-error'), decision: text('.rs-decision'), ruling: text('.rs-ruling'),
          title: text('.rs-status b'), next: text('.rs-next'), pots: text('.rs-pots'), stacks: text('.rs-stacks'),
          ladder: text('.rs-ladder-table'), rules: text('.rs-rules'),
          download: (q('.rs-download-link') || {getAttribute: () => ''}).getAttribute('download') || '',
          choices: [...document.querySelectorAll(root + '.rs-choices button')].filter(b => b.offsetParent !== null)
                     .map(b => b.innerText.trim()),
          seq: seq ? Number(seq.dataset.seq) : -1, kernel_ms: seq && seq.dataset.kernelMs ? Number(seq.dataset.kernelMs) : null};
}""" % PANEL
#: True once the kernel's update after a change has reached the page (``seq`` moved on: it is in the last
#: message of every update) and the condition ``UNTIL`` on the new state ``s`` holds. The counter is read
#: first, so the page is not laid out on every animation frame while waiting.
SETTLED_JS = """b => {
  const e = document.querySelector('%s .jp-OutputArea-output .rs-seq');
  if (!e || Number(e.dataset.seq) <= b.seq) return false;
  const s = (%s)();
  return UNTIL;
}""" % (PANEL, STATE_JS)
#: Conditions on the state ``s`` for :func:`timed`.
RULED = "s.decision.includes('Ruling for') && !s.error"
CLOSED = "s.decision.includes('over') && !s.error"
FAILED = "s.error.startsWith('error:') && s.decision !== ''"


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


def run_all(page, *, timeout: float = 60_000, explorer: bool = True, fold: bool = False,
            menu_item: str = "Run All Cells", until: str = RULED) -> None:
    """Menu Run → Run All Cells, as a person would; returns when the explorer shows a ruling (or, with
    ``explorer=False``, when a widget is drawn) and the kernel is idle again (``until``: what the explorer
    must show, on its state ``s``). ``menu_item="Restart Kernel and Run All Cells"``: the Kernel menu's, with
    its dialog accepted. The lab keeps its default layout, the file browser open, unless ``fold`` (View →
    Appearance → Show Left Sidebar, its key Ctrl+B)."""
    menu = "Kernel" if "Restart" in menu_item else "Run"
    page.locator(".lm-MenuBar-itemLabel", has_text=menu).first.click()
    page.locator(".lm-Menu-item:visible .lm-Menu-itemLabel", has_text=menu_item).first.click()
    if "Restart" in menu_item:  # the lab asks first
        page.locator(".jp-Dialog .jp-mod-accept").first.click()
    if explorer:
        page.wait_for_selector(f"{WIDGET} .rs-pick select", timeout=timeout)
        page.wait_for_function(f"(s => {until})(({STATE_JS})())", timeout=timeout)
    else:
        page.wait_for_selector(WIDGET, timeout=timeout)
    wait_kernel_idle(page, timeout=timeout)
    if fold and page.locator("#jp-left-stack").is_visible():
        page.keyboard.press("Control+b")
        page.wait_for_selector("#jp-left-stack", state="hidden", timeout=timeout)


#: Where the explorer's parts are on the screen: the ruling box against the output area and the window (does it
#: fit, is it in view), the action list's end (is the newest row in view).
PLACE_JS = """() => {
  const box = e => { if (!e) return null; const r = e.getBoundingClientRect();
                     return {left: r.left, right: r.right, top: r.top, bottom: r.bottom}; };
  const answer = document.querySelector('.rs-answer');
  const decision = document.querySelector('.rs-decision');
  const area = answer && answer.closest('.jp-OutputArea-output');
  const rows = document.querySelector('.rs-rows select');
  const last = rows && rows.options.length ? rows.options[rows.options.length - 1] : null;
  const scroller = document.querySelector('.jp-WindowedPanel-outer') || document.querySelector('.jp-NotebookPanel-notebook');
  return {answer: box(answer), area: box(area), window: {width: innerWidth, height: innerHeight},
          notebook: box(scroller),
          decision_overflow: decision ? decision.scrollWidth - decision.clientWidth : null,
          lead: (document.querySelector('.rs-lead') || {innerText: ''}).innerText,
          rows: box(rows), rows_scroll: rows ? [rows.scrollTop, rows.clientHeight, rows.scrollHeight] : null,
          last_row: last ? {top: last.offsetTop, height: last.offsetHeight, selected: last.selected,
                            text: last.textContent} : null,
          file_browser: !!document.querySelector('#jp-left-stack:not(.lm-mod-hidden)')};
}"""


def place(page) -> dict:
    """Where the ruling box and the action list are (:data:`PLACE_JS`)."""
    return page.evaluate(PLACE_JS)


def state(page) -> dict:
    """What the explorer shows now (see :data:`STATE_JS`)."""
    return page.evaluate(STATE_JS)


def ruling_text(page) -> str:
    """The error line, the decision and the ruling, one after the other."""
    s = state(page)
    return "\n".join(t for t in (s["error"], s["decision"], s["ruling"]) if t)


#: Arm the page's clock for one change: the browser's time stamps of the trusted input events of the change
#: (what a person does, from the device: ``t_press``, the first mouse button or key pressed; ``t0``, the event
#: that makes the change: the ``click`` when the button is released, the key, or the ``change`` of a list's
#: row picked) and of the frame after the kernel's update is on the page (``t1``: ``seq`` moved on; the status
#: line is the last message of the ruling's part of an update). ``t2``: the frame after the ladder picture
#: changed, once the update is on the page.
ARM_JS = """panel => {
  const root = document.querySelector(panel);
  const status = root.querySelector('.jp-OutputArea-output .rs-status');
  const image = root.querySelector('.jp-OutputArea-output img.rs-image');
  const seqOf = () => { const e = status && status.querySelector('.rs-seq'); return e ? Number(e.dataset.seq) : -1; };
  const w = {t_press: null, t0: null, t1: null, t2: null, before: seqOf(), image: image ? image.src : '', events: [],
             synthetic: false};
  const types = ['pointerdown', 'keydown', 'click', 'change'];
  const seen = e => {
    if (w.t1 !== null) return;
    const picked = e.type === 'change' && e.target.tagName === 'SELECT';
    if (!e.isTrusted && !picked) return;
    w.events.push(e.type);
    if (picked && !e.isTrusted) { w.synthetic = true; if (w.t_press === null) w.t_press = e.timeStamp; }
    if (w.t_press === null && (e.type === 'pointerdown' || e.type === 'keydown')) w.t_press = e.timeStamp;
    if (w.t0 === null && (e.type === 'click' || e.type === 'keydown' || picked)) w.t0 = e.timeStamp;
  };
  types.forEach(t => document.addEventListener(t, seen, true));
  const frame = key => requestAnimationFrame(() => setTimeout(() => { w[key] = performance.now(); }, 0));
  // watched: the status line (its counter changes last in the ruling's part of an update) and the picture
  const onStatus = new MutationObserver(() => {
    if (w.t1 === null && seqOf() > w.before) {
      types.forEach(t => document.removeEventListener(t, seen, true));
      onStatus.disconnect(); w.t1 = -1; frame('t1');
    }
  });
  if (status) onStatus.observe(status, {subtree: true, childList: true, characterData: true, attributes: true});
  if (image) {
    const onImage = new MutationObserver(() => {
      if (w.t2 === null && image.src !== w.image) { onImage.disconnect(); w.t2 = -1; frame('t2'); }
    });
    onImage.observe(image, {attributes: true});
  }
  window.__rsTimer = w;
}"""


def _norm(text: str) -> str:
    return text.replace("\u00a0", " ").replace("\u2003", " ").strip()


def act(page, locator, how: str, value: str = "") -> None:
    """One change made as a person makes it, with real mouse and keyboard input through the browser
    (Chromium's input pipeline, as from a device): ``click`` the control; ``type`` ``value`` into a box
    and press Enter; ``pick`` the option ``value`` of a list (its row clicked) or of a drop-down. A drop-down
    is the exception: headless Chromium draws no pop-up to click in, and keys typed on it are JupyterLab's
    command-mode shortcuts (the lab takes them before the drop-down does), so its option is chosen with
    playwright's ``select_option``, the change a pop-up makes, not a device's event (``synthetic`` in the
    clock). The clock (:data:`ARM_JS`) starts at the click, at the key that commits a box (the Enter after
    the text), or at the drop-down's change."""
    if how == "click":
        page.evaluate(ARM_JS, PANEL)
        locator.click()
    elif how == "type":
        locator.click()
        locator.fill(value)  # the text, not yet sent: a box with continuous_update=False sends on Enter
        page.evaluate(ARM_JS, PANEL)
        locator.press("Enter")
    elif how == "pick":
        labels = [_norm(x) for x in options(locator)]
        if value not in labels:
            raise ValueError(f"no option {value!r} in {labels}")
        if locator.evaluate("e => e.size > 1"):  # a list: click its row
            page.evaluate(ARM_JS, PANEL)
            locator.locator("option").nth(labels.index(value)).click()
        else:  # a drop-down: the option chosen as the browser's own pop-up chooses it (select_option)
            page.evaluate(ARM_JS, PANEL)
            locator.select_option(index=labels.index(value))
    else:
        raise ValueError(f"how: {how!r}")


def timed(page, locator, how: str = "click", value: str = "", until: str = RULED, *,
          timeout: float = 30_000, picture: bool = False) -> tuple[dict, float]:
    """Change a control by real input (:func:`act`) and return the explorer's new state and the seconds from
    the input event that makes the change (the click, the key, the row picked) to the frame that shows the
    kernel's update, on the page's own clock (the time a TD waits, without the test driver's overhead); the
    state also has ``pressed_s``, the same from the first button or key pressed. Then check the condition
    ``until`` on the new state ``s`` (e.g. :data:`RULED`). With ``picture``, also wait for the ladder picture
    of the new state and record its seconds in the state (``picture_s``)."""
    locator.wait_for(state="attached", timeout=timeout)
    act(page, locator, how, value)
    page.wait_for_function("() => window.__rsTimer && window.__rsTimer.t1 > 0", timeout=timeout)
    page.wait_for_function(f"(s => {until})(({STATE_JS})())", timeout=timeout)
    t = page.evaluate("() => window.__rsTimer")
    if t["t0"] is None or t["t_press"] is None:
        raise AssertionError(f"no mouse or key event reached the page for {how} {value!r}: {t['events']}")
    s = state(page)
    s["pressed_s"] = (t["t1"] - t["t_press"]) / 1000
    s["device"] = not t["synthetic"]
    if picture:
        page.wait_for_function("() => window.__rsTimer.t2 > 0", timeout=timeout)
        s["picture_s"] = (page.evaluate("() => window.__rsTimer.t2 - window.__rsTimer.t0")) / 1000
    return s, (t["t1"] - t["t0"]) / 1000


def options(select) -> list[str]:
    """The option labels of a select element, with the widgets' non-breaking spaces read as spaces."""
    return select.evaluate("e => [...e.options].map(o => o.textContent.replace(/[\\u00a0\\u2003]/g, ' ').trim())")


class Controls:
    """Locators of the explorer's controls (by the CSS classes rulescore/explorer/app.py gives them)."""

    def __init__(self, page) -> None:
        self.page = page
        self.w = page.locator(WIDGET).first

    def __getattr__(self, name: str):
        """``c.small`` is the input of the control with class ``rs-small`` (``_`` for ``-``); buttons and
        HTML widgets are the element itself."""
        el = self.w.locator(f".rs-{name.replace('_', '-')}").first
        kind = {"search": "input", "small": "input", "big": "input", "ante": "input", "bb_ante": "input",
                "pot": "input", "f_rest": "input", "amount": "input", "straddle_amount": "input",
                "name": "input", "pick": "select", "rows": "select", "players": "select", "names": "select", "first": "select",
                "game": "select", "f_street": "select", "f_player": "select", "f_verb": "select",
                "ruling_for": "select", "yaml": "textarea", "straddle": "input"}.get(name)
        return el.locator(kind).first if kind else el

    def stack(self, seat: str):
        return self.w.locator(".rs-stack", has=self.page.locator(f"label:text-is('{seat}')")).locator("input").first

    def choice(self, label: str):
        """The next-action button that says exactly ``label``."""
        return self.w.locator(".rs-choices button").filter(has_text=re.compile(f"^{re.escape(label)}$")).first

    def button(self, name: str):
        return self.w.locator(f".rs-{name}").first


def type_in(locator, value: str) -> None:
    """Replace a box's text and press Enter (the explorer applies the change)."""
    locator.fill(value)
    locator.press("Enter")


def outputs(page) -> list[str]:
    return page.evaluate(OUTPUTS_JS)


def error_outputs(page) -> list[str]:
    return page.evaluate(ERRORS_JS)


#: The clicks that build IA-10-1 from the empty five-handed flop (A acts first after the flop).
IA_10_1_CLICKS = ("bet 100", "all-in 125", "call 125", "all-in 200", "call 200")


def build_ia_10_1(page, change, after_setup=None) -> dict:
    """From any state: an empty hand, set up as IA-10-1 (5 players named by letter, the flop, blinds 50/100,
    B 125 and D 200 in stacks), then the five actions by pressing the next-action buttons only.
    ``change(label, locator, how, value)`` makes and times each change (see :func:`timed`);
    ``after_setup()`` is called before the first action (a screenshot). Returns the last state."""
    c = Controls(page)
    change("empty hand", c.button("empty"), "click")
    change("players 6 -> 5", c.players, "pick", "5")
    change("names: positions -> letters", c.names, "pick", "letters")
    change("first street: flop", c.first, "pick", "flop")
    change("small blind 50", c.small, "type", "50")
    change("big blind 100", c.big, "type", "100")
    change("stack B 125", c.stack("B"), "type", "125")
    s = change("stack D 200", c.stack("D"), "type", "200")
    if after_setup is not None:
        after_setup()
    for label in IA_10_1_CLICKS:
        s = change(f"click [{label}]", c.choice(label), "click")
    return s


def walk(shots: Path | None = SHOTS, *, report=print) -> dict:
    """A short walk-through for the timings (``make bench``): the explorer opened on IA-10-1, IA-10-1 built
    from an empty hand with clicks, undo, reset. Returns what it saw and the seconds of every change
    (``seen["changes"][label] = (state, seconds)``); on a failure ``failure.png`` shows where it stopped."""
    seen: dict = {"changes": {}}
    if shots is not None:
        shots.mkdir(parents=True, exist_ok=True)
    with LabServer() as server, open_browser(server) as (page, problems):
        seen["problems"] = problems
        seen["lab_start"] = server.start_seconds
        report(f"jupyter lab answered after {server.start_seconds:.1f} s")
        try:
            t = time.perf_counter()
            open_notebook(page, server)
            seen["open"] = time.perf_counter() - t
            t = time.perf_counter()
            run_all(page)
            seen["run_all"] = time.perf_counter() - t
            report(f"notebook open after {seen['open']:.1f} s; Run All Cells -> explorer drawn after "
                   f"{seen['run_all']:.1f} s")

            def change(label, locator, how="click", value="", until=RULED):
                s, secs = timed(page, locator, how, value, until)
                seen["changes"][label] = (s, secs)
                report(f"{label}: shown after {secs * 1000:.0f} ms")
                return s

            build_ia_10_1(page, change)
            c = Controls(page)
            change("undo", c.button("undo"))
            change("reset (to the empty hand)", c.button("reset"))
            if shots is not None:
                page.screenshot(path=str(shots / "walk-end.png"))
            seen["error_outputs"] = error_outputs(page)
        except Exception:
            if shots is not None:
                page.screenshot(path=str(shots / "failure.png"))
            raise
        finally:
            seen["server_log"] = server.log()
    return seen


#: A notebook with one button whose click only bumps the update counter: the lab's own round trip.
PING_CELL = """import ipywidgets as w

clicks = [0]
seq = w.HTML('<span class="rs-seq" data-seq="0"></span>')
seq.add_class("rs-status")
button = w.Button(description="ping")
button.add_class("rs-ping")


def on_click(_):
    clicks[0] += 1
    seq.value = f'<span class="rs-seq" data-seq="{clicks[0]}"></span>'


button.on_click(on_click)
w.VBox([button, seq])"""


def ping(n: int = 15) -> list[float]:
    """Seconds of ``n`` clicks on a widget that does nothing but answer (the same measure as :func:`timed`),
    in a throw-away notebook: the floor under any explorer change on this machine now."""
    meta = json.loads((ROOT / "notebooks" / NOTEBOOK).read_text(encoding="utf-8"))["metadata"]
    nb = {"cells": [{"cell_type": "code", "execution_count": None, "id": "ping", "metadata": {}, "outputs": [],
                     "source": PING_CELL}], "metadata": meta, "nbformat": 4, "nbformat_minor": 5}
    with tempfile.TemporaryDirectory(prefix="rulescore-ping-") as tmp:
        (Path(tmp) / NOTEBOOK).write_text(json.dumps(nb), encoding="utf-8")
        with LabServer(notebooks=Path(tmp)) as server, open_browser(server) as (page, _):
            open_notebook(page, server)
            run_all(page, explorer=False)
            button = page.locator(f"{WIDGET} .rs-ping").first
            return [timed(page, button, "click", until="true")[1] for _ in range(n)]


if __name__ == "__main__":
    walk()
