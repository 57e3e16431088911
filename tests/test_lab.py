"""Issue 7 in a real JupyterLab: ``make lab`` opens the explorer (notebook 11) and it responds to each change.

One ``jupyter lab`` (on a temporary copy of notebooks/, killed at the end) and one headless Chromium for
the module (tests/lab_driver.py). The notebook is run with the menu Run → Run All Cells; then the tests
change controls as a tournament director would and wait, on events, until the explorer shows the new
ruling and ladder. The seconds each step took are printed (``make lab-check`` shows them; they are also
written to <shots>/timings.txt) and not asserted: the assertion is that the update happened, with a ruling
or a one-line error and never a traceback. Screenshots go to /tmp/lab-shots (or $LAB_SHOTS).

Without Debian's chromium (or playwright) the module is skipped, except under CI, where that is a failure.
The tests share the page and run in file order; each one loads the example it needs first.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

import lab_driver as lab

TIMES: dict[str, float] = {}
RULED = "t.includes('Ruling for') && !t.includes('error:')"
FAILED = "t.startsWith('error:') && !t.includes('Ruling for')"


def _browser_or_skip() -> None:
    missing = []
    if not Path(lab.CHROMIUM).exists():
        missing.append(f"{lab.CHROMIUM} is missing (`apt-get install -y chromium`)")
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        missing.append("the playwright package is missing (pip install -e '.[dev]')")
    if not missing:
        return
    if os.environ.get("CI"):
        pytest.fail("; ".join(missing) + ": the CI script installs them before `make test`")
    pytest.skip("the JupyterLab check needs a browser: " + "; ".join(missing))


def _record(label: str, seconds: float) -> None:
    TIMES[label] = seconds
    print(f"\n[lab] {label}: {seconds * 1000:.0f} ms" if seconds < 2 else f"\n[lab] {label}: {seconds:.1f} s")


@pytest.fixture(scope="module")
def shots() -> Path:
    path = Path(os.environ.get("LAB_SHOTS", lab.SHOTS))
    path.mkdir(parents=True, exist_ok=True)
    return path


@pytest.fixture(scope="module")
def server(request):
    _browser_or_skip()
    srv = lab.LabServer()
    request.addfinalizer(srv.stop)  # kill the server and its kernel even when a test fails
    srv.start()
    _record("jupyter lab start (until /api/status answers)", srv.start_seconds)
    return srv


@pytest.fixture(scope="module")
def browser(server, shots):
    """``(page, problems)``: a Chromium tab that may talk only to the lab server."""
    with lab.open_browser(server) as (page, problems):
        yield page, problems
        page.screenshot(path=str(shots / "9-last.png"))
        lines = [f"{label}: {secs:.3f} s" for label, secs in TIMES.items()]
        (shots / "timings.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")


@pytest.fixture(scope="module")
def page(server, browser, shots):
    """The explorer notebook opened in the lab and run with Run → Run All Cells."""
    page, _ = browser
    start = time.perf_counter()
    lab.open_notebook(page, server)
    _record("open notebook 11 until its kernel is idle", time.perf_counter() - start)
    page.screenshot(path=str(shots / "1-opened.png"))
    start = time.perf_counter()
    lab.run_all(page)
    _record("Run All Cells until the explorer shows a ruling and its ladder", time.perf_counter() - start)
    shot(page, shots, "2-ran")
    return page


def shot(page, shots: Path, name: str) -> None:
    """The explorer's output (scrolled into view) and the whole window."""
    area = page.locator(f"{lab.PANEL} .jp-OutputArea-output", has=page.locator(".jupyter-widgets")).first
    area.scroll_into_view_if_needed()
    area.screenshot(path=str(shots / f"{name}-explorer.png"))
    page.screenshot(path=str(shots / f"{name}.png"))


def change(page, label: str, action, until: str = RULED) -> str:
    """One change of a control; returns the text the explorer shows after it and records the time."""
    text, seconds = lab.timed(page, action, until)
    _record(f"{label}: change until the explorer shows the result", seconds)
    return text


def load(page, ident: str) -> str:
    """Show catalogue example ``ident`` as published (picking another one first if it is already picked)."""
    pick = lab.explorer_controls(page)["pick"]
    if pick.input_value() == ident:
        change(page, "pick another example", lambda: pick.select_option(label="IA-10-3" if ident != "IA-10-3"
                                                                        else "IA-10-1"))
    return change(page, f"pick example {ident}", lambda: pick.select_option(label=ident))


def assert_clean(text: str) -> None:
    assert "Traceback" not in text and "Error displaying widget" not in text, text


def test_run_all_cells_shows_the_explorer_with_IA_10_1(page):
    text = lab.ruling_text(page)
    assert "Ruling for A: 100 to call" in text and "raise to at least 300" in text
    assert not text.startswith("error:")
    c = lab.explorer_controls(page)
    assert c["pick"].input_value() == "IA-10-1"
    assert c["stack"]("D").input_value() == "200"
    assert page.evaluate(lab.IMAGE_JS)["shown"]
    assert_clean("\n".join(lab.outputs(page)))


def test_changing_D_stack_to_150_updates_ruling_and_ladder(page, shots):
    load(page, "IA-10-1")
    box = lab.explorer_controls(page)["stack"]("D")
    text = change(page, "stack D 200 -> 150", lambda: (box.fill("150"), lab.commit(box)))
    shot(page, shots, "3-stack-changed")
    assert "Ruling for A: 50 to call; options: fold, call" in text, text  # two short all-ins, 50 in all
    assert "raise to at least" not in text.split("Ruling for A")[1]
    assert "D: 150" in lab.explorer_controls(page)["yaml"].input_value()
    assert_clean(text)


def test_picking_IA_10_3A_updates_ruling_and_ladder(page, shots):
    text = load(page, "IA-10-3A")
    shot(page, shots, "4-example-picked")
    assert "Ruling for A: 3500 to call; options: fold, call" in text, text
    assert "blinds: 2000/4000" in lab.explorer_controls(page)["yaml"].input_value()
    assert_clean(text)


def test_malformed_yaml_shows_the_one_line_error(page, shots):
    load(page, "IA-10-1")
    box = lab.explorer_controls(page)["yaml"]
    text = change(page, "malformed YAML", lambda: (box.fill("blinds: [50, 100\nseats: [A, B]"), lab.commit(box)),
                  FAILED)
    shot(page, shots, "5-bad-yaml")
    assert text.startswith("error: scenario line 2: not valid YAML"), text
    assert len(text.strip().splitlines()) == 1, text
    assert not page.evaluate(lab.IMAGE_JS)["shown"]  # no stale ladder next to the error
    assert_clean(text)


def test_bad_stack_number_shows_the_one_line_error_and_recovers(page, shots):
    load(page, "IA-10-1")
    box = lab.explorer_controls(page)["stack"]("C")
    text = change(page, "stack C 'lots'", lambda: (box.fill("lots"), lab.commit(box)), FAILED)
    shot(page, shots, "6-bad-number")
    assert text == "error: stacks: C: 'lots' is not a whole number of chips", text
    text = change(page, "stack C back to deep", lambda: (box.fill(""), lab.commit(box)))
    assert "Ruling for A: 100 to call" in text


def test_no_traceback_error_output_or_blocked_request(server, browser, page):
    """After all the changes: no output of the notebook holds a traceback or a stderr stream, the kernel
    and server logged none (exceptions in widget callbacks land there), the page had no uncaught script
    error and asked nothing of another host."""
    lab.wait_kernel_idle(page)
    assert lab.error_outputs(page) == []
    assert_clean("\n".join(lab.outputs(page)))
    assert "Traceback" not in server.log(), server.log()
    assert browser[1] == []
    print("\n[lab] " + "; ".join(f"{k.split(':')[0]} {v * 1000:.0f} ms" for k, v in TIMES.items()))
