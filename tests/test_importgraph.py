"""tests/importgraph.py, the import graph the structure test and the browser tests' memo rest on: each kind of
import statement resolves to the file it names, wherever in a module it is written, and circles are found.
Each case is a small tree of packages written in a temporary folder."""

from __future__ import annotations

from pathlib import Path

import importgraph
import pytest


@pytest.fixture
def tree(tmp_path, monkeypatch):
    """write(files) lays out ``{relative path: source}`` under a fresh top and returns its path."""
    monkeypatch.setattr(importgraph, "ROOT", tmp_path)
    monkeypatch.setattr(importgraph, "SEARCH", (tmp_path,))
    importgraph.imports.cache_clear()

    def write(files: dict[str, str]) -> Path:
        for name, text in files.items():
            path = tmp_path / name
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
        return tmp_path

    yield write
    importgraph.imports.cache_clear()


def names(top: Path, paths) -> list[str]:
    return sorted(p.relative_to(top).as_posix() for p in paths)


CASES = {
    "an import inside a function": (
        {"p/__init__.py": "", "p/a.py": "def f():\n    from . import b\n", "p/b.py": ""}, "p/a.py", ["p/b.py"]),
    "an absolute import of a submodule": (
        {"p/__init__.py": "", "p/a.py": "import p.c\n", "p/c.py": ""}, "p/a.py", ["p/c.py"]),
    "a name from a subpackage's __init__": (
        {"p/__init__.py": "", "p/s/__init__.py": "X = 1\n", "p/a.py": "from .s import X\n"}, "p/a.py",
        ["p/s/__init__.py"]),
    "a sibling module from a subpackage (two dots)": (
        {"p/__init__.py": "", "p/x.py": "", "p/s/__init__.py": "", "p/s/m.py": "from .. import x\n"}, "p/s/m.py",
        ["p/x.py"]),
    "an import only for type checking": (
        {"p/__init__.py": "", "p/b.py": "",
         "p/a.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .b import T\n"}, "p/a.py", ["p/b.py"]),
    "a script's sibling (its folder is on its path)": (
        {"scripts/a.py": "import b\n", "scripts/b.py": ""}, "scripts/a.py", ["scripts/b.py"]),
    "an installed library is no file of the tree": (
        {"p/__init__.py": "", "p/a.py": "import json\nfrom collections import abc\n"}, "p/a.py", []),
}


#: Cases written beside the first ones and not looked at while importgraph was written (run once at the end: all
#: resolved); kept as tests.
HELD_BACK = {
    "an import in a try/except": (
        {"p/__init__.py": "", "p/b.py": "", "p/a.py": "try:\n    from .b import f\nexcept ImportError:\n    f = None\n"},
        "p/a.py", ["p/b.py"]),
    "an import in a nested class's method": (
        {"p/__init__.py": "", "p/b.py": "",
         "p/a.py": "class A:\n    class B:\n        def m(self):\n            import p.b\n"}, "p/a.py", ["p/b.py"]),
    "an aliased dotted import": (
        {"p/__init__.py": "", "p/s/__init__.py": "", "p/s/mod.py": "", "p/a.py": "import p.s.mod as m\n"},
        "p/a.py", ["p/s/mod.py"]),
    "a subpackage imported by name": (
        {"p/__init__.py": "", "p/s/__init__.py": "", "p/a.py": "from p import s\n"}, "p/a.py", ["p/s/__init__.py"]),
    "an import in both branches of an if": (
        {"p/__init__.py": "", "p/b.py": "", "p/c.py": "",
         "p/a.py": "import os\nif os.name == 'nt':\n    from . import b\nelse:\n    from . import c\n"},
        "p/a.py", ["p/b.py", "p/c.py"]),
    "an import in a with block and a for loop": (
        {"p/__init__.py": "", "p/b.py": "", "p/c.py": "",
         "p/a.py": "import contextlib\nwith contextlib.suppress(Exception):\n    from . import b\nfor _ in ():\n    from . import c\n"},
        "p/a.py", ["p/b.py", "p/c.py"]),
}


@pytest.mark.parametrize("case", [*CASES, *HELD_BACK])
def test_each_kind_of_import_resolves_to_its_file(tree, case):
    files, start, want = {**CASES, **HELD_BACK}[case]
    top = tree(files)
    assert names(top, importgraph.imports(top / start)) == want


def test_a_package_and_its_module_that_import_each_other_are_a_circle(tree):
    top = tree({"p/__init__.py": "from .m import f\nCONST = 1\n", "p/m.py": "from . import CONST\n\ndef f(): ...\n"})
    found = importgraph.circles([top / "p/__init__.py", top / "p/m.py"])
    assert [names(top, c) for c in found] == [["p/__init__.py", "p/m.py"]]


def test_a_chain_is_no_circle(tree):
    top = tree({"p/__init__.py": "", "p/a.py": "from . import b\n", "p/b.py": "from . import c\n", "p/c.py": ""})
    assert importgraph.circles(sorted((top / "p").glob("*.py"))) == []
    assert names(top, importgraph.closure([top / "p/a.py"])) == ["p/a.py", "p/b.py", "p/c.py"]
