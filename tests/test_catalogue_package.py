"""The catalogue as a package: its schema validator against jsonschema, the registry of compute functions,
the data shipped as package data (and a built wheel running `rulescore check` outside the checkout), and
the `rulescore check` command line (--json keys, --csv, several ids in any case, exit 2 on problems)."""

from __future__ import annotations

import copy
import csv
import io
import json
import os
import shutil
import subprocess
import sys
import tomllib
import zipfile
from fnmatch import fnmatch
from pathlib import Path

import pytest

import rulescore
from rulescore import catalogue as cat
from rulescore import prebuilt, yamlio
from rulescore.catalogue import schema
from rulescore.cli import main
from rulescore.records.errors import CatalogueError

ROOT = Path(__file__).resolve().parent.parent
RAW = [item for f in sorted((cat.data_dir() / "rulings").glob("*.yaml")) for item in yamlio.read(f)]


# ------------------------------------------------------------------------------------------------ schema
def _broken() -> list[dict]:
    base = next(i for i in RAW if i["id"] == "08-C")
    cases = []
    for change in ({"id": "8-C"}, {"kind": "maybe"}, {"published": {}}, {"published": "nothing"},
                   {"assumed": "none"}, {"verdict": "agrees"}, {"premises": []}, {"readings": [{"label": "x"}]},
                   {"words": [{"kind": "label", "says": "a word"}]}, {"states": {"x": {"when": "always"}}},
                   {"compute": {"function": "Pots.settle"}}, {"title": 5}):
        item = copy.deepcopy(base)
        item.update(change)
        cases.append(item)
    for drop in ("summary", "assumed", "published"):
        item = copy.deepcopy(base)
        del item[drop]
        cases.append(item)
    text_only = {"id": "RU-29", "source": "RU", "rule": "RU-29", "title": "t t", "summary": "a summary here",
                 "kind": "text-only"}
    cases += [{**text_only, "illustrated": {"a": 1}}, {**text_only, "kind": "discretion", "compute": {"function": "a.b"},
                                                        "published": {"x": 1}, "assumed": []}]
    return cases


def test_the_fast_check_agrees_with_jsonschema():
    """A sound catalogue is checked by fastjsonschema, without importing jsonschema; on the real entries
    and on broken ones the two validators read the schema alike, and every broken entry gets a message."""
    import jsonschema

    ref = jsonschema.Draft202012Validator(schema.ENTRY_SCHEMA)
    broken = _broken()
    for item in RAW + broken:
        assert schema.is_valid(item) == ref.is_valid(item), item.get("id")
    assert not any(schema.is_valid(b) for b in broken)
    assert all(schema.problems(b) for b in broken) and not any(schema.problems(item) for item in RAW)


def test_loading_the_catalogue_does_not_import_jsonschema():
    code = "import sys; from rulescore import catalogue; catalogue.load(); print('jsonschema' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


# ---------------------------------------------------------------------------------------------- registry
def test_every_registered_function_resolves():
    for name in cat.COMPUTE:
        assert callable(cat.resolve(name)), name


def test_every_registered_name_is_the_module_that_holds_the_function():
    # engine.out_of_turn, not procedure.out_of_turn: a name says where the function is defined (its module's own
    # name; where that module lives in the package is the registry's MODULES)
    from rulescore.catalogue.registry import MODULES
    for name in cat.COMPUTE:
        module, _, attr = name.rpartition(".")
        fn = cat.resolve(name)
        assert (fn.__module__, fn.__name__) == (MODULES[module], attr), name
        assert MODULES[module].rpartition(".")[2] == module, name


def test_the_catalogue_calls_only_registered_names():
    used = {i["compute"]["function"] for i in RAW if "compute" in i}
    used |= {w["compute"]["function"] for i in RAW for w in i.get("words", ()) if "compute" in w}
    assert used <= set(cat.COMPUTE)


def test_moving_a_function_changes_only_the_registry():
    from rulescore.rules import pots

    assert cat.resolve("pots.settle", {"pots.settle": "rulescore.rules.pots:settle"}) is pots.settle
    with pytest.raises(CatalogueError, match="registered as rulescore.nowhere:settle, which does not exist"):
        cat.resolve("pots.settle", {"pots.settle": "rulescore.nowhere:settle"})
    with pytest.raises(CatalogueError, match="is not a registered catalogue function"):
        cat.resolve("pots.side_pots_v2")


# ------------------------------------------------------------------------------------------ package data
def test_the_data_lives_at_the_top_and_is_declared_package_data(monkeypatch):
    """data/ at the top of the checkout is the data; pyproject maps it onto rulescore/data in the wheel."""
    monkeypatch.delenv("RULESCORE_DATA", raising=False)
    assert cat.data_dir() == ROOT / "data"
    assert not (Path(rulescore.__file__).parent / "data").exists()
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]
    assert {"rulescore", "rulescore.catalogue", "rulescore.data", "rulescore.data.rulings"} <= set(config["packages"])
    assert config["package-dir"] == {"rulescore.data": "data", "rulescore.data.rulings": "data/rulings",
                                     "rulescore.data.errata": "data/errata"}
    globs = config["package-data"]
    for f in (ROOT / "data").rglob("*"):
        if f.is_file():
            package = ".".join(("rulescore", "data") + f.parent.relative_to(ROOT / "data").parts)
            assert any(fnmatch(f.name, g) for g in globs.get(package, ())), f


def test_rulescore_data_names_another_data_folder(tmp_path, monkeypatch):
    shutil.copytree(cat.data_dir(), tmp_path / "data")
    monkeypatch.setenv("RULESCORE_DATA", str(tmp_path / "data"))
    assert cat.data_dir() == tmp_path / "data"
    assert [e.file for e in cat.load()][:1] == ["declarations.yaml"]


def test_a_built_wheel_checks_the_catalogue_outside_a_checkout(tmp_path):
    """Build the wheel (pip, as an installer would, with the venv's setuptools: no isolated environment to
    install), unpack it away from the checkout and run `rulescore check` from it: the catalogue must come from
    the wheel."""
    src, wheels = tmp_path / "src", tmp_path / "wheels"   # a copy: the build leaves nothing in the checkout
    shutil.copytree(ROOT / "rulescore", src / "rulescore", ignore=shutil.ignore_patterns("__pycache__", "_built"))
    shutil.copytree(ROOT / "data", src / "data")
    for name in ("pyproject.toml", "README.md"):
        shutil.copy(ROOT / name, src / name)
    build = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "--quiet",
                            "-w", str(wheels), str(src)],
                           capture_output=True, text=True)
    assert build.returncode == 0, build.stderr[-2000:]
    (wheel,) = wheels.glob("rulescore-*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    for f in (cat.data_dir()).rglob("*.yaml"):
        assert f"rulescore/data/{f.relative_to(cat.data_dir()).as_posix()}" in names
    built = {n.removeprefix("rulescore/_built/") for n in names if n.startswith("rulescore/_built/")}
    assert built == set(prebuilt.expected(ROOT / "data", schema.ENTRY_SCHEMA))   # the build wrote rulescore/_built
    site = tmp_path / "site"
    zipfile.ZipFile(wheel).extractall(site)
    env = {k: v for k, v in os.environ.items() if k not in ("RULESCORE_DATA", "PYTHONPATH")}
    env["PYTHONPATH"] = str(site)
    code = ("import sys, rulescore; from rulescore.cli import main; print(rulescore.__file__, file=sys.stderr); "
            "sys.exit(main(['check', '--format', 'csv']))")
    run = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, env=env, capture_output=True, text=True)
    assert run.returncode == 0, run.stderr[-2000:]
    assert run.stderr.strip().startswith(str(site))
    rows = list(csv.DictReader(io.StringIO(run.stdout)))
    assert len([r for r in rows if r["type"] == "ruling"]) == len(cat.load())


# ------------------------------------------------------------------------------------------ command line
def test_check_json_keeps_its_keys_and_adds_the_committee_s(capsys):
    assert main(["check", "--json", "--id", "08-E"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert {"rulings", "conflicts", "departures"} <= set(out)
    (r,) = out["rulings"]
    assert {"id", "source", "rule", "kind", "verdict", "published", "computed", "reason"} <= set(r)
    assert {"illustrated", "readings", "assumed", "words", "erratum", "proposed_correction", "printed"} <= set(r)
    assert (r["verdict"], r["erratum"]) == ("disagrees", ["wording"])
    assert r["proposed_correction"].startswith("Call it a verbal call, not an undercall")
    (a,) = out["act_on"]
    assert {"ids", "severity", "source", "section", "quote", "problem", "correction", "correction_in_source_language",
            "problem_in_source_language", "language", "because", "rests_on", "change"} <= set(a)
    assert (a["ids"], a["source"], a["section"], a["language"]) == (["08-E"], "S08", "08.7", "pl")
    assert out["unwritten"] == []


def test_check_json_conflicts_keep_their_keys(capsys):
    assert main(["check", "--json", "--id", "08.7", "IA-11-4"]) == 0
    (k,) = json.loads(capsys.readouterr().out)["conflicts"]
    assert {"ids", "topic", "reason"} <= set(k) and k["ids"] == ["08.7", "IA-11-4"]
    assert k["nature"] == "unstated exception" and k["proposed_correction"]


def test_several_ids_in_any_case(capsys):
    assert main(["check", "--json", "--id", "ia-07-1", "08-c,PL-57", "--id", "03.9"]) == 0
    ids = [r["id"] for r in json.loads(capsys.readouterr().out)["rulings"]]
    assert sorted(ids) == sorted(["IA-07-1", "08-C", "PL-57", "03.9"])


def test_check_csv_for_the_minutes(capsys):
    assert main(["check", "--csv", "--id", "08-E", "08.7", "RU-27"]) == 0
    text = capsys.readouterr().out
    rows = list(csv.DictReader(io.StringIO(text)))
    assert text.splitlines()[0] == ",".join(cat.CSV_COLUMNS)
    assert [(r["type"], r["id"]) for r in rows] == [("act_on", "RU-27"), ("act_on", "08.7"), ("act_on", "08-E"),
                                                    ("ruling", "RU-27"), ("ruling", "08.7"), ("ruling", "08-E"),
                                                    ("conflict", "08.7 vs 08-E"), ("departure", "RU-27"),
                                                    ("departure", "08.7"), ("departure", "08-E")]
    assert rows[5]["verdict"] == "disagrees" and rows[5]["erratum"] == "wording, contradiction"
    assert rows[2]["severity"] == "contradiction" and rows[2]["quote"] == "Jest to undercall — musi dopłacić"
    assert rows[2]["correction_in_source_language"].startswith("Ilustracja 08-E – Call zapowiedziany")
    # 08.7's forfeit departs from TDA 51-B, but the engine does not rule it as the rendering reads: a
    # contradiction, not a change of ruling; RU-27's clock is one (the engine rules it both ways)
    assert rows[1]["severity"] == "contradiction" and rows[0]["severity"] == "ruling"
    assert main(["check", "--format", "csv", "--id", "08-E", "08.7", "RU-27"]) == 0
    assert capsys.readouterr().out == text


def test_check_text_ends_with_what_to_act_on(capsys):
    assert main(["check", "--id", "08-C", "IA-07-1"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("What to act on: 1 change to the source texts, most urgent first: 1 of wording.\n"
                          "1. Section 08 (betting), 08-C – wording\n"
                          "   Find: „wypchnął tylko 7 000, jest to call”\n")
    assert "   In Polish: Ilustracja 08-C – Raise poniżej minimum" in out and "tylko 2 000 ponad call" in out


def test_unknown_ids_are_one_line_and_exit_2(capsys):
    assert main(["check", "--id", "IA-07-1", "IA-99-9", "XX"]) == 2
    err = capsys.readouterr().err
    assert err == "rulescore: check: no catalogue entry IA-99-9, XX\n"


def test_a_broken_catalogue_is_one_line_and_exit_2(tmp_path, capsys):
    d = tmp_path / "rulings"
    d.mkdir()
    (d / "t.yaml").write_text("- id: IA-07-1\n  title: [unclosed\n")
    assert main(["check", "--data", str(d)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("rulescore: 1 problem(s) in the catalogue: t.yaml: line")


def test_the_entry_check_built_with_the_package_judges_as_fastjsonschema():
    import fastjsonschema

    from rulescore.catalogue import entries as entries_mod
    from rulescore.catalogue import schema as schema_mod
    from rulescore.datafiles import data_dir

    fresh = fastjsonschema.compile(schema_mod.ENTRY_SCHEMA)
    built = prebuilt.built_entry_check(schema_mod.ENTRY_SCHEMA, fastjsonschema.VERSION)
    assert built is not None and schema_mod._compiled(schema_mod.ENTRY_SCHEMA) is built
    other = {**schema_mod.ENTRY_SCHEMA, "required": ["id"]}   # another schema is compiled now, not read
    assert prebuilt.built_entry_check(other, fastjsonschema.VERSION) is None
    assert prebuilt.built_entry_check(schema_mod.ENTRY_SCHEMA, "0.0.0") is None
    for check in (built, schema_mod._compiled(other)):
        for raw in entries_mod.read_yaml(data_dir() / "rulings" / "pots.yaml")[:5]:
            assert check(raw) == fresh(raw)
            broken = {**raw, "kind": 7}
            for fn in (check, fresh):
                with pytest.raises(fastjsonschema.JsonSchemaException):
                    fn(broken)
