"""``make bench``: the measured budgets of bench/README.md, then the benchmark against pokerkit.

    .venv/bin/python bench/budgets.py [--skip-test] [--skip-guide] [--setup]

* ``make test`` wall time (the venv already set up), target < 60 s on 2 cores;
* ``make guide`` wall time, target < 60 s;
* ``rulescore ask`` cold start: the best of 10 runs of the installed command on examples/ia-10-1.yaml,
  against a bare ``python -c pass`` for scale, target < 0.3 s;
* ``rulescore check``: the whole catalogue recomputed (verdicts, conflicts, departures), best of 5 runs
  of the installed command, target < 1 s;
* first-time setup (``--setup`` only: a fresh venv in a temporary directory, ``pip install -c
  requirements/constraints.txt -e '.[dev]'``, as the Makefile does; slow and network-bound, so it is
  measured once and recorded in bench/README.md rather than run every time);
* the benchmark ratio (bench/vs_pokerkit.py with a 3,000-street differential run); its last line,
  ``ratio rulescore/pokerkit: N.N``, is also the last line here.

Nothing here asserts a time: the figures are printed to be recorded.
"""

from __future__ import annotations

import argparse
import os
import platform
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


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description="measured budgets and the pokerkit ratio")
    ap.add_argument("--skip-test", action="store_true")
    ap.add_argument("--skip-guide", action="store_true")
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
    sys.stdout.flush()
    return subprocess.call([sys.executable, str(ROOT / "bench" / "vs_pokerkit.py"), "--differential", "3000"],
                           cwd=ROOT)


if __name__ == "__main__":
    sys.exit(main())
