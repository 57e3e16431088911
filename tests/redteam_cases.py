"""The red team's cases of issue 30 (helper words2): situations and bad input files written from the official TDA
2024 text, each with the answer the rules give, run through ``rulescore ask FILE --json`` exactly as a user runs it.

A bundle (``tests/data/words2/*.cases``; a later pass's folder, such as ``tests/data/words3``, is given to
``load(bundle, folder)``) holds many cases. A line ``=== NAME title`` starts a case; the case's
lines up to the next ``===`` are the scenario file, byte for byte (tabs, odd characters and all). One comment line
in it says what the rules give:

* ``# expect: {JSON}`` for a situation: top-level keys of the ruling's JSON (``to_call``, ``options``,
  ``min_raise_to`` ...) compared as given; ``acts`` maps ``"N"`` (or ``"street N"`` in a whole hand) to fields of
  that action record (``as``, ``to``, ``returned``, ``all_in`` ...), with ``outcomes_has`` (labels the TD may
  choose among, in any order), ``outcomes_first_not`` (a label that must not be listed first: the rule puts none
  first) and ``note_has`` (words of the note); ``pots`` is the list of pot amounts; ``text_has`` words of the text
  view; ``departures`` the departure points listed.
* ``# error: ["needle", ...]`` for bad input: exit status 2, one line on standard error, no traceback, nothing on
  standard output, no control character written raw into the line, and every needle (case-insensitive) in it.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import re
import signal
import subprocess
import sys
import tempfile
import unicodedata
from dataclasses import dataclass
from pathlib import Path

DATA = Path(__file__).parent / "data" / "words2"


@dataclass(frozen=True)
class Case:
    bundle: str
    name: str
    title: str
    text: str
    expect: dict | None
    error: list | None


def load(bundle: str, folder: str | Path | None = None) -> list[Case]:
    """The cases of ``BUNDLE.cases`` in ``folder`` (a path, or a name under tests/data; words2 by default)."""
    raw = (_folder(folder) / f"{bundle}.cases").read_text(encoding="utf-8")
    cases: list[Case] = []
    chunks = re.split(r"^=== ", raw, flags=re.M)[1:]
    for chunk in chunks:
        head, _, body = chunk.partition("\n")
        name, _, title = head.partition(" ")
        expect = error = None
        for line in body.splitlines():
            if line.startswith("# expect:"):
                expect = json.loads(line[len("# expect:"):])
            elif line.startswith("# error:"):
                error = json.loads(line[len("# error:"):])
        if (expect is None) == (error is None):
            raise ValueError(f"{bundle} {name}: give exactly one of '# expect:' and '# error:'")
        cases.append(Case(bundle, name, title.strip(), body, expect, error))
    names = [c.name for c in cases]
    dup = {n for n in names if names.count(n) > 1}
    if dup:
        raise ValueError(f"{bundle}: case names given twice: {sorted(dup)}")
    return cases


def _folder(folder: str | Path | None) -> Path:
    if folder is None:
        return DATA
    path = Path(folder)
    return path if path.is_absolute() or path.exists() else DATA.parent / path


class _Timeout(Exception):
    pass


def _alarm(signum, frame):  # pragma: no cover - only on a hang
    raise _Timeout()


def run(case: Case, *, subprocess_cli: bool = False, text: bool = False) -> tuple[int, str, str]:
    """``rulescore ask FILE --json`` (or the text view) on the case's file: (status, stdout, stderr)."""
    with tempfile.TemporaryDirectory() as d:
        path = Path(d) / f"{case.name}.yaml"
        path.write_bytes(case.text.encode("utf-8"))
        argv = ["ask", str(path)] + ([] if text else ["--json"])
        if subprocess_cli:
            exe = Path(sys.executable).parent / "rulescore"
            try:
                p = subprocess.run([str(exe), *argv], capture_output=True, text=True, timeout=20)
            except subprocess.TimeoutExpired:
                return -9, "", "HANG"
            return p.returncode, p.stdout, p.stderr
        from rulescore.cli import main

        out, err = io.StringIO(), io.StringIO()
        old = signal.signal(signal.SIGALRM, _alarm)
        signal.alarm(20)
        try:
            with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
                code = main(argv)
        except _Timeout:
            return -9, out.getvalue(), "HANG"
        except BaseException as exc:  # a traceback: the CLI let an exception through
            import traceback

            return -1, out.getvalue(), "Traceback " + "".join(traceback.format_exception(exc))
        finally:
            signal.alarm(0)
            signal.signal(signal.SIGALRM, old)
        return code, out.getvalue(), err.getvalue()


def _act(d: dict, key: str) -> dict | None:
    parts = key.split()
    street, idx = (parts[0], int(parts[1])) if len(parts) == 2 else (None, int(parts[0]))
    for a in d["actions"]:
        if a["index"] == idx and (street is None or a.get("street") == street):
            return a
    return None


def problems(case: Case, *, subprocess_cli: bool = False) -> list[str]:
    """What is wrong with rulescore's answer to the case (empty: right)."""
    code, out, err = run(case, subprocess_cli=subprocess_cli)
    if case.error is not None:
        got: list[str] = []
        line = err.strip()
        if code != 2:
            got.append(f"exit {code}, not 2" + (f": {out[:200]}" if code == 0 else f": {line[:300]}"))
            return got
        if "\n" in line or "Traceback" in line or not line.startswith("rulescore: "):
            got.append(f"not one line: {line[:300]}")
        if out.strip():
            got.append("something on stdout")
        if any(unicodedata.category(c) == "Cc" for c in line):
            got.append(f"a control character written raw into the line: {line[:300]!r}")
        low = line.lower()
        for needle in case.error:
            if needle.lower() not in low:
                got.append(f"{needle!r} not in: {line}")
        return got
    if code != 0:
        return [f"exit {code}: {err.strip()[:400]}"]
    d = json.loads(out)
    exp = dict(case.expect or {})
    got = []
    acts = exp.pop("acts", {})
    text_has = exp.pop("text_has", [])
    departures = exp.pop("departures", None)
    pots = exp.pop("pots", None)
    for key, fields in acts.items():
        a = _act(d, key)
        if a is None:
            got.append(f"action {key}: not in the ruling")
            continue
        for f, v in fields.items():
            if f == "outcomes_has":
                have = a.get("outcomes") or []
                if not set(v) <= set(have):
                    got.append(f"action {key}: outcomes {have}, want {v} among them")
            elif f == "outcomes_first_not":
                have = a.get("outcomes") or []
                if have and have[0] == v:
                    got.append(f"action {key}: outcome {v!r} listed first ({have})")
            elif f == "no_outcomes":
                if a.get("outcomes"):
                    got.append(f"action {key}: TD outcomes {a.get('outcomes')} where the rules leave no choice")
            elif f == "note_has":
                for w in v:
                    if w.lower() not in (a.get("note") or "").lower():
                        got.append(f"action {key}: {w!r} not in note {a.get('note')!r}")
            elif a.get(f) != v:
                got.append(f"action {key}: {f}={a.get(f)!r}, want {v!r}  [{a.get('note')}]")
    for f, v in exp.items():
        if d.get(f) != v:
            got.append(f"{f}={d.get(f)!r}, want {v!r}")
    if pots is not None:
        have = [p["amount"] for p in d["pots"]]
        if have != pots:
            got.append(f"pots {have}, want {pots}")
    if departures is not None:
        have = [x["point"] for x in d.get("departures", [])]
        if sorted(have) != sorted(departures):
            got.append(f"departures {have}, want {departures}")
    if text_has:
        _, tout, _ = run(case, subprocess_cli=subprocess_cli, text=True)
        for w in text_has:
            if w.lower() not in tout.lower():
                got.append(f"text view lacks {w!r}")
    return got


def score(bundle: str, *, subprocess_cli: bool = False, verbose: bool = True,
          folder: str | Path | None = None) -> tuple[int, int]:
    cases = load(bundle, folder)
    bad = 0
    for c in cases:
        p = problems(c, subprocess_cli=subprocess_cli)
        if p:
            bad += 1
            if verbose:
                print(f"FAIL {c.name} ({c.title}):")
                for x in p:
                    print(f"    {x}")
    if verbose:
        print(f"{bundle}: {len(cases) - bad}/{len(cases)}")
    return len(cases) - bad, len(cases)


if __name__ == "__main__":  # python tests/redteam_cases.py BUNDLE [FOLDER] [--cli]
    os.environ.setdefault("PYTHONHASHSEED", "0")
    rest = [a for a in sys.argv[2:] if a != "--cli"]
    score(sys.argv[1], subprocess_cli="--cli" in sys.argv, folder=rest[0] if rest else None)
