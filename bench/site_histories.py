"""Site text histories: every hand read, ruled and checked; hands per second beside pokerkit's own readers.

    .venv/bin/python -m bench.site_histories [--passes N] [--json] [PATH ...]

PATH: files or folders of site histories (default: tests/data/histories/real, real files under MIT; see the
README there). The format of each file is found from its first hand (``rulescore.histories.sniff``).
For every hand:

* **read**: ``rulescore.histories.read_all``: a History, or a one-line refusal (counted by its reason);
  anything else raised is a **traceback** (there should be none);
* **ruled**: the whole hand through ``rulescore.engine.play``;
* **pokerkit**: the hand's pokerkit ``HandHistory`` (the fields rulescore read, posts and antes from the text)
  replayed through pokerkit (``rulescore.oracle.realhands.compare``): decision points and the chips each player put in
  compared, and any difference pokerkit's departures do not name is a **disagreement**;
* **results**: where the file gives what each player collected and the ruling awards the pot, the awards
  against the collected amounts; the file's pot may be short of the awards by the rake, never over them.

Timed (CPU of this process, each in turn, ``--passes`` times): rulescore reading and ruling every hand of
every file, and pokerkit's own reader for the site (``HandHistory.from_pokerstars`` and its siblings, which
parse and replay each no-limit hold'em hand) over the same texts. The last line is
``site histories: rulescore N hands/s, pokerkit N hands/s``.
"""

from __future__ import annotations

import argparse
import collections
import contextlib
import io
import json
import re
import sys
import time
import warnings
from pathlib import Path

from rulescore import histories
from rulescore.engine import play
from rulescore.input.scenario import from_dict
from rulescore.records.errors import RulesError

ROOT = Path(__file__).resolve().parent.parent

SAMPLE = ROOT / "tests" / "data" / "histories" / "real"
KIT = {"pokerstars": "from_pokerstars", "fulltilt": "from_full_tilt_poker", "ipoker": "from_ipoker_network",
       "absolute": "from_absolute_poker", "ongame": "from_ongame_network", "partypoker": "from_partypoker"}


def files_of(paths: list[Path]) -> list[tuple[Path, str]]:
    out = []
    for p in paths:
        for f in sorted(p.rglob("*")) if p.is_dir() else [p]:
            if f.is_file() and f.suffix.lower() in (".txt", ".xml") and f.stat().st_size:
                fmt = histories.sniff(f)
                if fmt is not None:
                    out.append((f, fmt))
    return out


def _reason(exc: Exception) -> str:
    text = str(exc).split(": hand ", 1)[-1]
    text = re.sub(r"^\d+: ", "", text)
    text = re.sub(r"^/\S+: ", "", text)
    text = re.sub(r"'[^']*'", "'…'", text)
    return re.sub(r"\d[\d.,]*", "N", text)[:140]


def check(files: list[tuple[Path, str]]) -> dict:
    """Every hand read, ruled, replayed through pokerkit and checked against the file's own results."""
    from rulescore.oracle import realhands

    counts: collections.Counter = collections.Counter()
    reasons: collections.Counter = collections.Counter()
    problems: list[str] = []
    file_errors: list[str] = []
    for f, fmt in files:
        try:
            found = histories.read_all(f, format=fmt)
        except RulesError as exc:
            counts["files refused"] += 1
            reasons[f"file: {_reason(exc)}"] += 1
            continue
        except Exception as exc:
            counts["tracebacks"] += 1
            problems.append(f"{f}: {type(exc).__name__}: {exc}")
            continue
        for h in found:
            counts["hands"] += 1
            if isinstance(h, RulesError):
                counts["refused"] += 1
                reasons[_reason(h)] += 1
                continue
            try:
                ruling = play(from_dict(h.scenario))
            except RulesError as exc:
                counts["refused"] += 1
                reasons[f"ruling: {_reason(exc)}"] += 1
                continue
            except Exception as exc:
                counts["tracebacks"] += 1
                problems.append(f"{f} hand {h.hand}: {type(exc).__name__}: {exc}")
                continue
            counts["ruled"] += 1
            _results(h, ruling, counts, problems, file_errors)
            if h.phh is not None and "stacks" in h.scenario and len(h.scenario["stacks"]) == len(h.scenario["seats"]):
                try:
                    with warnings.catch_warnings(), contextlib.redirect_stderr(io.StringIO()):
                        warnings.simplefilter("ignore")
                        cmp = realhands.compare(h)
                except Exception as exc:
                    counts["pokerkit cannot replay"] += 1
                    reasons[f"pokerkit: {type(exc).__name__}: {_reason(exc)}"] += 1
                    continue
                counts["pokerkit compared"] += 1
                counts["decision points"] += cmp.compared
                unnamed = [d for d in cmp.differences if d.departure is None]
                unnamed += [f"{what}: {check}" for what, check in cmp.chips.items()
                            if what != "finishing" and not check["ok"] and check["departure"] is None]
                if unnamed:
                    counts["disagreements"] += 1
                    problems.append(f"{f} hand {h.hand}: {unnamed[0]}")
    return {"counts": dict(counts), "reasons": reasons.most_common(), "problems": problems,
            "file errors": file_errors}


def _results(h: histories.History, ruling, counts: collections.Counter, problems: list[str],
             file_errors: list[str]) -> None:
    """The awards against what the file says each player won (``realhands.check_results``: rake allowed for)."""
    from rulescore.oracle import realhands

    check = realhands.check_results(h, ruling)
    if check is None:
        return
    counts["results checked"] += 1
    if check.get("file_error"):
        counts["results the file gets wrong"] += 1
        file_errors.append(f"{h.source} hand {h.hand}: {check['why']}")
    elif not check["ok"]:
        counts["results differ"] += 1
        problems.append(f"{h.source} hand {h.hand}: awards {check['rulescore']} against the file's {check['other']}")


def timed(files: list[tuple[Path, str]], passes: int) -> tuple[float, int, float, int]:
    """(rulescore hands/s, hands, pokerkit hands/s, hands pokerkit read)."""
    from pokerkit import HandHistory

    texts = [(f, fmt, histories.open_file(f, format=fmt)) for f, fmt in files]
    ours = theirs = 0
    t0 = time.process_time()
    for _ in range(passes):
        for f, fmt, _hf in texts:
            for h in histories.read_all(f, format=fmt):
                if not isinstance(h, RulesError):
                    with contextlib.suppress(RulesError):
                        play(from_dict(h.scenario))
                        ours += 1
    t1 = time.process_time()
    for _ in range(passes):
        for _f, fmt, hf in texts:
            reader = getattr(HandHistory, KIT[fmt])
            for k in range(1, hf.count + 1):
                with warnings.catch_warnings(), contextlib.redirect_stderr(io.StringIO()):
                    warnings.simplefilter("ignore")
                    try:
                        theirs += len(list(reader(hf.hand(k))))
                    except Exception:
                        continue
    t2 = time.process_time()
    return ours / max(t1 - t0, 1e-9), ours // passes, theirs / max(t2 - t1, 1e-9), theirs // passes


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("paths", nargs="*", type=Path, default=[SAMPLE])
    parser.add_argument("--passes", type=int, default=3)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--no-time", action="store_true", help="check only")
    args = parser.parse_args(argv)
    files = files_of(args.paths)
    report = check(files)
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        print(f"{len(files)} files: " + ", ".join(f"{k} {v}" for k, v in report["counts"].items()))
        for reason, n in report["reasons"][:25]:
            print(f"  {n:5d}  {reason}")
        for p in report["problems"][:25]:
            print(f"  problem: {p[:220]}")
        for p in report["file errors"][:10]:
            print(f"  the file's own arithmetic: {p[:220]}")
    if not args.no_time:
        ours, n, theirs, m = timed(files, args.passes)
        print(f"site histories: rulescore {ours:,.0f} hands/s ({n} hands read and ruled), pokerkit {theirs:,.0f} "
              f"hands/s ({m} hands its readers read)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
