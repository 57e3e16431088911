"""The core's shape (issue 25), checked on the source so a later change that breaks it fails here:

* the core modules import nothing from the presentation side (cards, charts, report, explorer, cli, the
  catalogue, ``rulescore.present``), inside functions included;
* only ``betting.py`` writes the betting round (the stop hook's check, over the whole package);
* the vocabulary only describes: it imports no module that rules, and its enums read no text (names are
  read by ``scenario.py``, the only parser);
* what the round hands out is read-only;
* (issue 35) no import circle anywhere in the tree (rulescore/, guide/, bench/, tests/; imports inside functions
  counted), the presentation wing imports no module that rules, and nothing edits ``sys.path``."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import importgraph  # tests/importgraph.py
import pytest

from rulescore import ask
from rulescore.records.vocabulary import ActionKind, Game, Street, Structure
from rulescore.rules.betting import BettingRound

PACKAGE = Path(__file__).resolve().parent.parent / "rulescore"

CORE = ("records.vocabulary", "rules.betting", "rules.limits", "rules.declarations", "rules.procedure",
        "input.scenario", "engine", "records.ruling", "input.chips", "records.chips", "rules.pots", "records.pots",
        "rules.hands", "rules.showdown", "records.showdown", "rules.tables", "records.errors", "reference.rulebook",
        "datafiles")
PRESENTATION = ("cards", "charts", "report", "explorer", "cli", "catalogue", "present")


def _modules() -> dict[str, Path]:
    """Every module of the package by dotted name below ``rulescore`` (``catalogue.entries``)."""
    return {".".join(p.relative_to(PACKAGE).with_suffix("").parts): p for p in PACKAGE.rglob("*.py")}


def _imports(name: str, path: Path) -> set[str]:
    """The package modules (dotted, below ``rulescore``) a module imports, inside functions too."""
    here = name.split(".")[:-1]
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = here[:len(here) - node.level + 1] + (node.module.split(".") if node.module else [])
            elif (node.module or "").startswith("rulescore"):
                base = node.module.split(".")[1:]  # type: ignore[union-attr]
            else:
                continue
            out.add(".".join(base))
            out.update(".".join([*base, a.name]) for a in node.names)
        elif isinstance(node, ast.Import):
            out.update(a.name.removeprefix("rulescore.") for a in node.names if a.name.startswith("rulescore."))
    return {m for m in out if m}


@pytest.mark.parametrize("module", CORE)
def test_the_core_imports_nothing_from_the_presentation_side(module):
    imported = _imports(module, PACKAGE / f"{module.replace('.', '/')}.py")
    wing = sorted(m for m in imported if m.split(".")[0] in PRESENTATION)
    assert wing == [], f"rulescore.{module} imports {', '.join(wing)}"


def test_every_core_module_exists():
    assert all((PACKAGE / f"{m.replace('.', '/')}.py").is_file() for m in CORE)


def test_the_vocabulary_imports_no_module_that_rules():
    imported = set(_imports("records.vocabulary", PACKAGE / "records" / "vocabulary.py")) & set(_modules())
    # sayer: a Note record's English words (ActionRecord.note) come from the words the package installs there
    assert imported <= {"records.chips", "records.pots", "records.sayer", "reference.rulebook"}


#: The floors, from the ground up: a folder imports only folders below it (and the root's plumbing: datafiles,
#: prebuilt, yamlio), so the records never reach the words, the input never reaches the rules.
FLOORS = ("reference", "records", "input", "words", "rules")
PLUMBING = {"datafiles", "prebuilt", "yamlio"}


@pytest.mark.parametrize("floor", FLOORS)
def test_each_floor_imports_only_the_floors_below_it(floor):
    below = set(FLOORS[:FLOORS.index(floor) + 1]) | PLUMBING
    reached = {(name, m) for name, path in _modules().items() if name.split(".")[0] == floor
               for m in _imports(name, path) if m.split(".")[0] not in below}
    assert reached == set(), sorted(reached)


def test_a_type_that_owns_codes_parses_them_in_one_place():
    # Issue 39 asks for Game.parse: the game codes (a scenario's, PHH's and pokerkit's) are one table of the
    # vocabulary, read by the type; the scenario's parser and the explorer ask the type. The other enums only
    # describe names, which the scenario's one parser reads.
    from rulescore.input.scenario import parse_game, parse_street
    from rulescore.records.vocabulary import GAME_CODES

    for enum in (Street, Structure, ActionKind):
        assert not hasattr(enum, "parse"), enum
    assert all(Game.parse(code) is game for code, game in GAME_CODES.items())
    assert (parse_game(" plo8 "), parse_game("FO/8"), parse_street("Turn")) == (Game.PLO8, Game.LO8, Street.TURN)
    parsers = {name for name, path in _modules().items()
               if re.search(r"GAME_CODES\b|\bGame\.parse\b", path.read_text(encoding="utf-8"))
               and "GAME_CODES" in path.read_text(encoding="utf-8") and name != "records.vocabulary"}
    assert parsers <= {"input.scenario"}, parsers


#: The stop hook's check (/work/shared/hooks/before-stop, part d): outside betting.py, no touch of the
#: round's private members and no write of its state or its history.
_HOOK = re.compile(r"\b(rnd|r)\.(_[a-z_]+ *(\(|[+-]?= )|(committed|behind|current_bet|increment|barred|limit_waived)"
                   r" *[+-]?= |actions\.append)")


def test_only_betting_writes_the_round_the_stop_hooks_grep():
    offenders = [f"{name}:{n}: {line.strip()}"
                 for name, path in _modules().items() if name != "rules.betting"
                 for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
                 if _HOOK.search(line)]
    assert offenders == []


def test_only_the_round_knows_the_mutable_seat():
    # rules.limits reads it (the round's sizes, inherited by the round); only rules.betting writes it
    for name, path in _modules().items():
        if name not in ("rules.betting", "rules.limits"):
            assert not re.search(r"\bRoundSeat\b", path.read_text(encoding="utf-8")), name


def test_the_round_hands_out_read_only_seats_and_history():
    r = BettingRound(seats=["A", "B", "C"], blinds=(50, 100))
    r.raise_to("C", 300)
    seat, history = r.seat("C"), r.actions
    with pytest.raises(AttributeError):
        seat.committed = 0  # type: ignore[misc]
    assert isinstance(history, tuple) and isinstance(r.seats, tuple)
    assert (seat.committed, r.committed("C"), history[-1].to) == (300, 300, 300)


def test_a_ruling_hands_out_frozen_records():
    ruling = ask({"blinds": "50/100", "seats": ["A", "B", "C"], "actions": ["C raise 300"]})
    with pytest.raises(AttributeError):
        ruling.actions[0].to = 0  # type: ignore[misc]
    with pytest.raises(AttributeError):
        ruling.to_call = 0  # type: ignore[misc]


# ------------------------------------------------------------------------------------------ the whole tree (issue 35)
#: The modules that rule: the presentation wing (present/) reads their records and analysis results, never them.
ENGINE = ("engine", "betting", "declarations", "procedure", "scenario", "oracle", "oracle_streets", "realhands",
          "histories", "showdown", "tables", "hands")


def _tree_rel(paths) -> list[str]:
    return sorted(p.relative_to(importgraph.ROOT).as_posix() for p in paths)


def test_no_import_circle_anywhere_in_the_tree():
    """rulescore/, guide/, bench/ and tests/, imports inside functions counted (tests/importgraph.py)."""
    found = [_tree_rel(c) for c in importgraph.circles(importgraph.tree_files())]
    assert found == [], "import circles: " + "; ".join(" -> ".join(c) for c in found)


def test_the_circle_finder_finds_a_circle(tmp_path, monkeypatch):
    """The check above can fail: two modules that import each other inside functions are one circle."""
    pkg = tmp_path / "pkg"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "a.py").write_text("def f():\n    from . import b\n")
    (pkg / "b.py").write_text("from .c import g\n")
    (pkg / "c.py").write_text("def g():\n    import pkg.a\n")
    (pkg / "d.py").write_text("from . import c\n")
    monkeypatch.setattr(importgraph, "ROOT", tmp_path)
    monkeypatch.setattr(importgraph, "SEARCH", (tmp_path,))
    importgraph.imports.cache_clear()
    try:
        found = importgraph.circles(sorted(pkg.glob("*.py")))
    finally:
        importgraph.imports.cache_clear()
    assert [[p.name for p in c] for c in found] == [["a.py", "b.py", "c.py"]]


def test_the_presentation_wing_imports_no_module_that_rules():
    """present/ draws and writes analysis results and records: no import of the engine's modules or of the
    package's root (which hands out ask and play)."""
    root = importgraph.ROOT / "rulescore"
    banned = {(root / f"{m}.py").resolve() for m in ENGINE} | {(root / "__init__.py").resolve()}
    offenders = {p.name: _tree_rel(importgraph.imports(p) & banned) for p in sorted((root / "present").glob("*.py"))}
    assert {k: v for k, v in offenders.items() if v} == KNOWN_WING_IMPORTS


#: Imports of the wing into a module that rules that are known and owed a fix (strict: the test fails once one is
#: gone, so the entry goes with it).
KNOWN_WING_IMPORTS: dict[str, list[str]] = {}


def test_nothing_in_the_tree_edits_sys_path():
    edits = re.compile(r"\bsys\.path\.(insert|append|extend)\(|\bsys\.path\s*(\+=|=[^=])")
    found = [f"{p.relative_to(importgraph.ROOT)}:{n}" for p in importgraph.tree_files()
             for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), start=1) if edits.search(line)]
    assert found == []


def test_every_subpackage_is_in_the_wheel():
    """pyproject's explicit package list names every package of rulescore (rulescore.histories was left out: the
    wheel, and so the phone page, had no hand histories)."""
    import tomllib

    root = importgraph.ROOT
    listed = set(tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]["packages"])
    found = {".".join(p.parent.relative_to(root).parts) for p in (root / "rulescore").rglob("__init__.py")
             if not {"_built", "__pycache__"} & set(p.parts)}
    assert sorted(found - listed) == []


def test_the_ladder_leaves_the_hand_histories_unloaded():
    """The explorer and the phone page import rulescore.analysis for the ladder: the real-play counts (and the
    hand histories' readers they need) load only when asked for."""
    import subprocess
    import sys

    code = ("import sys, rulescore.analysis as a, rulescore.explorer.model; "
            "assert 'rulescore.oracle.realhands' not in sys.modules and 'rulescore.histories' not in sys.modules; "
            "a.real_play; assert 'rulescore.oracle.realhands' in sys.modules")
    subprocess.run([sys.executable, "-c", code], check=True)
