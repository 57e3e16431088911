"""``make bench``: the measured budgets of bench/README.md, then the benchmark against pokerkit.

    .venv/bin/python bench/budgets.py [--skip-test] [--skip-guide] [--skip-lab] [--skip-page] [--setup]

* ``make test`` wall time (the venv already set up), target < 60 s on 2 cores;
* ``make guide`` wall time, target < 60 s;
* ``rulescore ask`` cold start: the best of 10 runs of the installed command on examples/ia-10-1.yaml,
  against a bare ``python -c pass`` for scale, target < 0.3 s;
* ``rulescore check``: the whole catalogue recomputed (verdicts, conflicts, departures), best of 5 runs
  of the installed command, target < 1 s;
* first-time setup (``--setup`` only: a fresh venv in a temporary directory, ``pip install -c
  requirements/constraints.txt -e '.[dev]'``, as the Makefile does; slow and network-bound, so it is
  measured once and recorded in bench/README.md rather than run every time);
* the explorer (notebook 11, issue 18), target < 0.1 s from a control change to the new ruling on screen:
  the kernel's work per change (IA-10-1 built from an empty hand with the next-action buttons, in this
  process), then the same walk in a real JupyterLab with headless Chromium (tests/lab_driver.py ``walk``:
  each change timed with the page's clock until the frame that shows the update; median and slowest), and
  for scale the lab's own round trip for a widget that only answers (``ping``). ``--skip-lab`` leaves out
  the two browser runs (they need Debian's chromium);
* the guide's "Rule my hand" page (issue 26, bench/rule_page.py; the guide must be built): the first ruling
  when the page is reopened with its runtime and Python snapshot cached, target < 5 s, and a ruling after a
  tap, target < 200 ms each; also the first visit and a reopening without the snapshot, for scale.
  ``--skip-page`` leaves it out;
* the benchmark ratio (bench/vs_pokerkit.py with a 3,000-street differential run), then the real-hands
  ratio (bench/real_hands.py: the hands of tests/data/hands ruled per second against pokerkit replaying the
  same files); each ends with a line ``ratio rulescore/pokerkit: N.N``, the real-hands one last.

Nothing here asserts a time: the figures are printed to be recorded.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent


def wall(cmd: list[str], **kw) -> tuple[float, int]:
    t0 = time.perf_counter()
    code = subprocess.call(cmd, cwd=ROOT, **kw)
    return time.perf_counter() - t0, code


def quiet(cmd: list[str]) -> tuple[float, int]:
    return wall(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def cold_start(runs: int = 10) -> tuple[float, float]:
    cli = BIN / "rulescore"
    ask = min(quiet([str(cli), "ask", "examples/ia-10-1.yaml"])[0] for _ in range(runs))
    bare = min(quiet([sys.executable, "-c", "pass"])[0] for _ in range(runs))
    return ask, bare


def check_time(runs: int = 5) -> float:
    """Best wall time of ``rulescore check`` over the whole catalogue."""
    return min(quiet([str(BIN / "rulescore"), "check"])[0] for _ in range(runs))


def setup_time() -> float:
    with tempfile.TemporaryDirectory() as tmp:
        venv = Path(tmp) / "venv"
        t0 = time.perf_counter()
        subprocess.check_call([sys.executable, "-m", "venv", str(venv)])
        py = str(venv / "bin" / "python")
        subprocess.check_call([py, "-m", "pip", "install", "--quiet", "--upgrade", "pip>=24"])
        subprocess.check_call([py, "-m", "pip", "install", "--quiet", "-c", "requirements/constraints.txt",
                               "-e", ".[dev]"], cwd=ROOT)
        return time.perf_counter() - t0


def explorer_kernel() -> list[float]:
    """Seconds of kernel work for each change of the explorer's IA-10-1 walk (no browser)."""
    from rulescore.explorer import Explorer

    app = Explorer("IA-10-1")
    steps = [lambda: app.empty.click(), lambda: setattr(app.players, "value", 5),
             lambda: setattr(app.names, "value", "letters"), lambda: setattr(app.first, "value", "flop"),
             lambda: setattr(app.small, "value", 50), lambda: setattr(app.big, "value", 100),
             lambda: setattr(app.stacks["B"], "value", "125"), lambda: setattr(app.stacks["D"], "value", "200")]
    steps += [lambda label=label: app.press(label) for label in ("bet 100", "all-in 125", "call 125", "all-in 200",
                                                                  "call 200")]
    steps += [lambda: app.undo.click(), lambda: app.reset.click()]
    out = []
    for _ in range(5):
        for step in steps:
            step()
            out.append(app.last_seconds)
    return out


def explorer_lab() -> tuple[list[float], list[float]] | str:
    """Seconds of each change of the JupyterLab walk, and of the bare widget round trip; or why not run."""
    sys.path.insert(0, str(ROOT / "tests"))
    import lab_driver

    if not Path(lab_driver.CHROMIUM).exists():
        return f"skipped: {lab_driver.CHROMIUM} is missing"
    seen = lab_driver.walk(None, report=lambda _: None)
    return [secs for _, secs in seen["changes"].values()], lab_driver.ping()


def ms(values: list[float]) -> str:
    v = sorted(values)
    return (f"median {statistics.median(v) * 1000:5.1f} ms, slowest {v[-1] * 1000:5.1f} ms "
            f"({len(v)} changes)")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description="measured budgets and the pokerkit ratio")
    ap.add_argument("--skip-test", action="store_true")
    ap.add_argument("--skip-guide", action="store_true")
    ap.add_argument("--skip-lab", action="store_true", help="no JupyterLab timing of the explorer")
    ap.add_argument("--skip-page", action="store_true", help="no timing of the Rule my hand page in Chromium")
    ap.add_argument("--setup", action="store_true", help="also time a first-time setup in a fresh venv")
    args = ap.parse_args(argv)
    rows = []
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"machine: {platform.processor() or platform.machine()}, {os.cpu_count()} cpus, "
          f"python {platform.python_version()}, load average {load:.1f}")
    if args.setup:
        rows.append(("first-time setup (fresh venv, pip install)", setup_time(), None))
    if not args.skip_test:
        t, code = quiet(["make", "test"])
        rows.append((f"make test (exit {code})", t, 60))
    if not args.skip_guide:
        t, code = quiet(["make", "guide"])
        rows.append((f"make guide (exit {code})", t, 60))
    ask, bare = cold_start()
    rows.append(("rulescore ask cold start (best of 10)", ask, 0.3))
    rows.append(("  python -c pass, for scale", bare, None))
    rows.append(("rulescore check, whole catalogue (best of 5)", check_time(), 1.0))
    for what, t, target in rows:
        goal = f"  (target < {target} s)" if target else ""
        print(f"{what:<46} {t:8.2f} s{goal}")
    print(f"{'explorer, kernel work per change':<46} {ms(explorer_kernel())}")
    if not args.skip_lab:
        lab = explorer_lab()
        if isinstance(lab, str):
            print(f"{'explorer in JupyterLab':<46} {lab}")
        else:
            print(f"{'explorer in JupyterLab: change -> ruling shown':<46} {ms(lab[0])}  (target < 100 ms)")
            print(f"{'  a widget that only answers, for scale':<46} {ms(lab[1])}")
    sys.stdout.flush()
    if not args.skip_page:   # bench/rule_page.py: first ruling when the page is reopened, a ruling after a tap
        subprocess.call([sys.executable, str(ROOT / "bench" / "rule_page.py")], cwd=ROOT)
        sys.stdout.flush()
    code = subprocess.call([sys.executable, str(ROOT / "bench" / "vs_pokerkit.py"), "--differential", "3000"],
                           cwd=ROOT)
    sys.stdout.flush()
    return subprocess.call([sys.executable, str(ROOT / "bench" / "real_hands.py")], cwd=ROOT) or code


if __name__ == "__main__":
    sys.exit(main())
