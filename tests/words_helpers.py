"""Helpers of the tests of issue 30 (what the player said, numbers and names): every case is ruled twice,
by ``rulescore.ask`` and by the command line ``rulescore ask FILE --json``, and both must agree."""

from __future__ import annotations

import contextlib
import io
import json
import tempfile
from pathlib import Path

import yaml

from rulescore import RulesError, ask
from rulescore.cli import main


def _cli(sc: dict) -> tuple[int, str, str]:
    with tempfile.TemporaryDirectory() as d:
        path = Path(d) / "case.yaml"
        path.write_text(yaml.safe_dump(sc, allow_unicode=True, sort_keys=False), encoding="utf-8")
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = main(["ask", str(path), "--json"])
    return code, out.getvalue(), err.getvalue()


def rule(sc: dict) -> dict:
    """The ruling's JSON object, from the command line; the Python API must give the same."""
    code, out, err = _cli(sc)
    assert code == 0, err
    d = json.loads(out)
    assert ask(sc).to_dict()["actions"] == d["actions"]
    return d


def last(sc: dict) -> dict:
    """The last action's record (JSON)."""
    return rule(sc)["actions"][-1]


def kind(sc: dict) -> tuple:
    """``(as, to, returned)`` of the last action."""
    a = last(sc)
    return a["as"], a["to"], a["returned"]


def refused(sc: dict, *needles: str) -> str:
    """The one line the command line prints for bad input (exit 2); the Python API raises RulesError.
    Each needle must be in the line (the player, the rule, the text written ...)."""
    code, out, err = _cli(sc)
    assert code == 2, (code, out[:300])
    line = err.strip()
    assert "\n" not in line and "Traceback" not in line, line
    for n in needles:
        assert n in line, (n, line)
    try:
        ask(sc)
    except RulesError:
        pass
    else:  # pragma: no cover - a failing test says so
        raise AssertionError(f"ask() accepted what the command line refused: {line}")
    return line


def flop(actions, **extra) -> dict:
    """A flop at 100/200 with three players and 600 in the pot, unless ``extra`` says otherwise."""
    return {"blinds": "100/200", "street": "flop", "seats": ["A", "B", "C"], "pot": 600,
            "actions": list(actions), **extra}
