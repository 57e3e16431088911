"""The data built with the package (rulescore.prebuilt, issue 35): the parsed data files and the compiled entry
check are modules of the package, made by its build step; nothing is unpickled, unmarshalled or executed from a
user's directory.

The build writes them into a wheel (tests/test_catalogue_package.py builds one and finds them) and, for the
editable install of ``make venv``, into the checkout, where ``make test`` brings them up to date with ``data/``
first (the Makefile's ``bytecode`` step runs ``python -m rulescore.build_hook``)."""

from __future__ import annotations

import datetime
import importlib.util
import json
import re
from pathlib import Path

import pytest

from rulescore import prebuilt, yamlio
from rulescore.catalogue.schema import ENTRY_SCHEMA

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "rulescore"


def test_the_built_modules_are_up_to_date_with_the_data_and_the_schema():
    assert prebuilt.stale(prebuilt.OUT, ROOT / "data", ENTRY_SCHEMA) == [], (
        "rulescore/_built is out of date: run `python -m rulescore.build_hook` (make test does)")


def test_every_data_file_is_built_and_reads_as_the_parser_reads_it():
    for path in sorted((ROOT / "data").rglob("*.yaml")):
        text = path.read_text(encoding="utf-8")
        assert prebuilt.built_value(text) == yamlio.load(text, using="pyyaml"), path.name


def test_generate_writes_what_it_expects_and_removes_an_older_build(tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    (data / "a.yaml").write_text("payouts: {1: 50, 2: 30}\nwhen: 2024-05-01\nx: [1.5, null, true, 'no']\n",
                                 encoding="utf-8")
    (data / "b.yaml").write_text("at: 2024-05-01 10:00:00+02:00\n", encoding="utf-8")   # not a plain value
    out = tmp_path / "_built"
    out.mkdir()
    (out / "dold.py").write_text("", encoding="utf-8")
    written = prebuilt.generate(out, data, ENTRY_SCHEMA)
    assert sorted(p.name for p in [*out.glob("*.py"), *out.glob("*.json")]) == sorted(p.name for p in written)
    assert prebuilt.stale(out, data, ENTRY_SCHEMA) == []
    key = prebuilt.data_key((data / "a.yaml").read_text(encoding="utf-8"))
    spec = importlib.util.spec_from_file_location("built_a", out / f"d{key}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert module.value() == {"payouts": {1: 50, 2: 30}, "when": datetime.date(2024, 5, 1),
                                    "x": [1.5, None, True, "no"]}
    assert not any(p.name.startswith(f"d{prebuilt.data_key((data / 'b.yaml').read_text(encoding='utf-8'))}")
                   for p in written)   # left to the parser at run time
    (data / "a.yaml").write_text("payouts: {1: 60}\n", encoding="utf-8")
    assert f"d{key}.py" in prebuilt.stale(out, data, ENTRY_SCHEMA)


def test_no_module_of_the_package_unpickles_unmarshals_or_executes():
    """The stop hook's grep, over the package's source (the generated modules included)."""
    unsafe = re.compile(r"pickle\.loads?\(|marshal\.loads?\(|\bexec\(")
    found = [f"{p.relative_to(ROOT)}:{n}" for p in sorted(PACKAGE.rglob("*.py"))
             for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), start=1) if unsafe.search(line)]
    assert found == []


def test_the_command_line_says_the_build_is_up_to_date(capsys):
    from rulescore import build_hook

    assert build_hook.main(["--check"]) == 0 and capsys.readouterr().out == ""
    assert build_hook.main(["--nonsense"]) == 2


#: Data texts written apart and not looked at while the generator was written (run once at the end: all read back
#: as the parser reads them); kept as a test.
HELD_BACK_TEXTS = [
    "name: Zoë\nru: 'Яна говорит \"колл\"'\nquote: \"it's\"\n",
    "big: 123456789012345678901234567890\nneg: -0.25\nexp: 1.0e-3\n",
    "empty_map: {}\nempty_list: []\nnothing: ~\n",
    "deep: {a: {b: {c: {d: [1, [2, [3, {e: f}]]]}}}}\n",
    "true: yes-key\nnull: none-key\n3: int-key\n2.5: float-key\n",
    "- {id: X, when: 2024-12-01}\n- [a, b]\n- plain\n",
]


@pytest.mark.parametrize("text", HELD_BACK_TEXTS)
def test_a_built_module_gives_what_the_parser_gives(tmp_path, text):
    data = tmp_path / "data"
    data.mkdir()
    (data / "x.yaml").write_text(text, encoding="utf-8")
    out = tmp_path / "_built"
    prebuilt.generate(out, data, ENTRY_SCHEMA)
    want = yamlio.load(text, using="pyyaml")
    got = _built(out, text)
    assert got == want and repr(got) == repr(want)


def _built(out, text):
    """What the build wrote for ``text`` in ``out``, read back: its JSON, or its module's ``value()``."""
    key = prebuilt.data_key(text)
    if (out / f"d{key}.json").is_file():
        assert not (out / f"d{key}.py").exists()
        return json.loads((out / f"d{key}.json").read_text(encoding="utf-8"))
    spec = importlib.util.spec_from_file_location("built_x", out / f"d{key}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.value()


@pytest.mark.parametrize("text, kind", [
    ("a: [1, 2.5, true, null, 'x']\nb: {c: Zoë}\n", ".json"),   # what JSON holds as it is: read by json, no code
    ("1: one\n", ".py"), ("when: 2024-05-01\n", ".py"),          # a number key, a date: a module builds them
])
def test_a_data_file_is_built_as_json_where_json_holds_it_and_as_a_module_otherwise(tmp_path, text, kind):
    data = tmp_path / "data"
    data.mkdir()
    (data / "x.yaml").write_text(text, encoding="utf-8")
    written = prebuilt.generate(tmp_path / "_built", data, ENTRY_SCHEMA)
    assert [p.suffix for p in written if p.name.startswith("d")] == [kind]
    assert _built(tmp_path / "_built", text) == yamlio.load(text, using="pyyaml")
