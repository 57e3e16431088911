"""``make bench``: the measured budgets of bench/README.md, then the benchmark against pokerkit.

    .venv/bin/python -m bench.budgets [--skip-test] [--skip-guide] [--skip-lab] [--skip-page] [--setup]

* ``make test`` (the venv already set up and the guide built: ``make guide`` runs first when
  ``guide/build.py stale`` says so), target < 60 s on 2 cores: wall time and CPU time (the run's processes
  as the kernel counts them: Chromium's renderers, which playwright leaves to init, are not in it; on a
  shared machine the CPU time is the figure to compare), then the 15 tests that cost the most CPU (each
  test's own and its ended child processes', tests/conftest.py ``RULESCORE_TEST_TIMES``);
* ``make guide`` wall time when nothing changed (it builds only a stale site: content hashes), and
  ``python guide/build.py html`` (a full build), target < 60 s;
* ``rulescore ask`` cold start: the best of 10 runs of the installed command on examples/ia-10-1.yaml,
  against a bare ``python -c pass`` for scale, target < 0.3 s;
* ``rulescore check``: the whole catalogue recomputed (verdicts, conflicts, departures), best of 5 runs
  of the installed command (wall and CPU), target < 0.5 s;
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
  same files); each ends with a line ``ratio rulescore/pokerkit: N.N``; then the site text histories
  (bench/site_histories.py: hands per second beside pokerkit's own readers, its last line).

Nothing here asserts a time: the figures are printed to be recorded.
"""

from __future__ import annotations

import argparse
import os
import platform
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent


def _children_cpu() -> float:
    ru = resource.getrusage(resource.RUSAGE_CHILDREN)
    return ru.ru_utime + ru.ru_stime


def timed(cmd: list[str], **kw) -> tuple[float, float, int]:
    """(wall seconds, CPU seconds of the command and the children it waited for, exit status)."""
    cpu, t0 = _children_cpu(), time.perf_counter()
    code = subprocess.call(cmd, cwd=ROOT, **kw)
    return time.perf_counter() - t0, _children_cpu() - cpu, code


def wall(cmd: list[str], **kw) -> tuple[float, int]:
    t, _, code = timed(cmd, **kw)
    return t, code


def quiet(cmd: list[str], env: dict | None = None) -> tuple[float, float, int]:
    return timed(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)


def best(cmd: list[str], runs: int) -> tuple[float, float]:
    """The best wall time and the best CPU time of ``runs`` runs."""
    seen = [quiet(cmd)[:2] for _ in range(runs)]
    return min(w for w, _ in seen), min(c for _, c in seen)


def cold_start(runs: int = 10) -> tuple[tuple[float, float], tuple[float, float]]:
    cli = BIN / "rulescore"
    return best([str(cli), "ask", "examples/ia-10-1.yaml"], runs), best([sys.executable, "-c", "pass"], runs)


def slowest(log: Path, n: int = 15) -> list[str]:
    """The ``n`` tests of a RULESCORE_TEST_TIMES log that cost the most CPU, one line each."""
    rows = []
    for line in log.read_text(encoding="utf-8").splitlines():
        own, children, secs, node = line.split("\t", 3)
        rows.append((float(own) + float(children), float(secs), node))
    rows.sort(reverse=True)
    return [f"  {cpu:6.1f} s CPU {w:7.1f} s wall  {node}" for cpu, w, node in rows[:n]]


def check_time(runs: int = 5) -> tuple[float, float]:
    """Best wall and CPU time of ``rulescore check`` over the whole catalogue."""
    return best([str(BIN / "rulescore"), "check"], runs)


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
             lambda: setattr(app.small, "value", "50"), lambda: setattr(app.big, "value", "100"),
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
    from tests import lab_driver

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
    rows: list[tuple[str, float, float | None, float | None]] = []
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"machine: {platform.processor() or platform.machine()}, {os.cpu_count()} cpus, "
          f"python {platform.python_version()}, load average {load:.1f}")
    if args.setup:
        rows.append(("first-time setup (fresh venv, pip install)", setup_time(), None, None))
    tests: list[str] = []
    if not args.skip_test:
        if subprocess.call([sys.executable, "-m", "guide.build", "stale"], cwd=ROOT, stdout=subprocess.DEVNULL):
            quiet(["make", "guide"])   # "once set up": the guide built, as after a first `make guide`
        with tempfile.TemporaryDirectory() as tmp:
            log = Path(tmp) / "times.tsv"
            t, cpu, code = quiet(["make", "test"], env={**os.environ, "RULESCORE_TEST_TIMES": str(log)})
            rows.append((f"make test (exit {code})", t, 60, cpu))
            if log.exists():
                tests = slowest(log)
    if not args.skip_guide:
        t, cpu, code = quiet(["make", "guide"])
        rows.append((f"make guide, nothing changed (exit {code})", t, None, cpu))
        t, cpu, code = quiet([sys.executable, "-m", "guide.build", "html"])
        rows.append((f"python -m guide.build html, a full build (exit {code})", t, 60, cpu))
    (ask, ask_cpu), (bare, bare_cpu) = cold_start()
    rows.append(("rulescore ask cold start (best of 10)", ask, 0.3, ask_cpu))
    rows.append(("  python -c pass, for scale", bare, None, bare_cpu))
    check, check_cpu = check_time()
    rows.append(("rulescore check, whole catalogue (best of 5)", check, 0.5, check_cpu))
    for what, t, target, cpu in rows:
        goal = f"  (target < {target} s)" if target else ""
        used = f"  {cpu:7.2f} s CPU" if cpu is not None else ""
        print(f"{what:<50} {t:8.2f} s wall{used}{goal}")
    if tests:
        print("the tests that cost the most CPU in make test:")
        print("\n".join(tests))
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
        subprocess.call([sys.executable, "-m", "bench.rule_page"], cwd=ROOT)
        sys.stdout.flush()
    code = subprocess.call([sys.executable, "-m", "bench.vs_pokerkit", "--differential", "3000"],
                           cwd=ROOT)
    sys.stdout.flush()
    code = subprocess.call([sys.executable, "-m", "bench.real_hands"], cwd=ROOT) or code
    sys.stdout.flush()  # site text histories: hands per second beside pokerkit's own readers
    return subprocess.call([sys.executable, "-m", "bench.site_histories"], cwd=ROOT) or code


if __name__ == "__main__":
    sys.exit(main())
