"""The "Rule my hand" page's speed in headless Chromium (``make bench`` runs it; or alone:
``.venv/bin/python -m bench.rule_page [--visits N]``).

The built guide (``make guide``) is served on localhost (guide/serve.py) and the page opened at 390 px in one
browser profile, as a TD's phone keeps it:

* **first visit**: nothing cached; the runtime, the build's memory snapshot of Python and the wheels are
  downloaded (from localhost, so the network costs almost nothing here; the bytes the server sent are
  counted), Python is restored from the snapshot, and the page keeps its offline copy;
* **reopened** (the budget, target < 5 s): a new tab of the same profile, runtime and snapshot cached: from
  the start of the navigation to the first ruling on screen (``RS_RULE.timings.firstRuling``); ``--visits``
  times, median and slowest;
* **reopened without the snapshot**: ``?python=fresh`` (runtime cached, Python started afresh, as where
  the snapshot cannot be restored): for scale, not a budget;
* **a ruling after a tap** (target < 200 ms each): IA-10-1 entered with the page's controls and buttons, each
  change timed by the page from the tap until the frame after the new ruling is painted.

Nothing here asserts a time; the figures are printed to be recorded in bench/README.md.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run"]
PHONE = {"width": 390, "height": 844}
WAIT = 600_000


def _open(context, url: str, query: str = ""):
    page = context.new_page()
    page.goto(url + "rule-my-hand.html" + query, wait_until="load")
    page.wait_for_function("() => window.RS_RULE && window.RS_RULE.state", timeout=WAIT)
    state = page.evaluate("RS_RULE.state")
    if state != "ready":
        raise SystemExit(f"rule page: {state}: {page.inner_text('#rs-rule-status')}")
    return page, page.evaluate("RS_RULE.timings")


def _taps(page) -> list[float]:
    """IA-10-1 from a new hand with the controls and buttons; the page's time for each change (ms)."""
    from tests import test_rule_page as t

    page.evaluate("RS_RULE.timings.taps = []")
    t.setup_ia_10_1(page)
    for label in t.IA_10_1_TAPS:
        t.tap(page, label)
    page.get_by_role("button", name="Undo").click()
    page.wait_for_timeout(200)   # the last frame's timing is recorded after it is painted
    return page.evaluate("RS_RULE.timings.taps")


def measure(visits: int = 3) -> dict:
    from playwright.sync_api import sync_playwright

    from guide import build, serve

    if build.stale():
        raise SystemExit("rule page: the guide is out of date; run make guide first")
    out: dict = {}
    sent: list = []
    with serve.serving(sent=sent) as url, sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        context = browser.new_context(viewport=PHONE)
        page, first = _open(context, url)
        out["bytes to the first ruling"] = sum(n for _, n in sent)
        page.evaluate("RS_RULE.installed")
        out["bytes of the page"] = sum(n for _, n in sent)
        page.evaluate("RS_RULE.offlineAll")
        out["bytes with the guide kept"] = sum(n for _, n in sent)
        out["first visit"] = first
        out["taps"] = _taps(page)
        page.close()
        again = []
        for _ in range(visits):
            page, timings = _open(context, url)
            again.append(timings)
            out["taps"] += _taps(page)
            page.close()
        out["reopened"] = again
        page, out["without snapshot"] = _open(context, url, "?python=fresh")
        page.close()
        browser.close()
    return out


def report(out: dict) -> list[str]:
    def s(ms: float) -> str:
        return f"{ms / 1000:6.2f} s"

    first, again, bare = out["first visit"], out["reopened"], out["without snapshot"]
    firsts = sorted(t["firstRuling"] for t in again)
    taps = sorted(out["taps"])
    mb = lambda n: f"{n / 1e6:.1f} MB"  # noqa: E731
    lines = [
        f"{'rule page, first visit: bytes downloaded':<46} {mb(out['bytes to the first ruling'])} to the first "
        f"ruling, {mb(out['bytes of the page'])} with the wheels' files, {mb(out['bytes with the guide kept'])} "
        "with the guide's pages kept for use offline (the brotli or gzip copies the build wrote)",
        f"{'rule page, first visit: first ruling':<46} {s(first['firstRuling'])}  (Python started at "
        f"{first['python'] / 1000:.2f} s, rulescore imported and warmed at {first['imported'] / 1000:.2f} s)",
        f"{'rule page reopened: first ruling (median)':<46} {s(statistics.median(firsts))}  slowest "
        f"{firsts[-1] / 1000:.2f} s over {len(firsts)} visits (target < 5 s; from the saved snapshot: "
        f"{all(t['snapshot'] for t in again)})",
        f"{'rule page reopened without the snapshot':<46} {s(bare['firstRuling'])}  (runtime cached, Python "
        f"started afresh: {bare['python'] / 1000:.2f} s to Python)",
        f"{'rule page, a ruling after a tap':<46} median {statistics.median(taps):5.1f} ms, 9 in 10 under "
        f"{taps[int(0.9 * (len(taps) - 1))]:5.1f} ms, slowest {taps[-1]:5.1f} ms, {sum(x >= 200 for x in taps)} of "
        f"{len(taps)} taps at 200 ms or more (target < 200 ms)",
    ]
    return lines


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description="the Rule my hand page's first ruling and tap times")
    ap.add_argument("--visits", type=int, default=3)
    args = ap.parse_args(argv)
    if not Path(CHROMIUM).exists():
        print(f"{'rule page':<46} skipped: {CHROMIUM} is missing")
        return 0
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    for line in report(measure(args.visits)):
        print(line)
    print(f"{'  (load average when it started)':<46} {load:.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
