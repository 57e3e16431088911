"""The package's build step (setuptools, named in pyproject.toml's ``[tool.setuptools.cmdclass]``): after the
modules are built, ``build_prebuilt`` writes ``rulescore/_built`` (:mod:`rulescore.prebuilt`: the parsed data
files and the compiled entry check) into the wheel, or into the checkout for an editable install (``make venv``).

setuptools loads this file by its path, before the package or its dependencies are importable, so it loads
:mod:`rulescore.prebuilt` and the entry schema the same way (by path, no ``sys.path`` edit); the build
environment has PyYAML and fastjsonschema (pyproject.toml's ``[build-system] requires``). Never imported at
run time (nothing of the package imports it).
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType
from typing import Any, ClassVar

from setuptools import Command
from setuptools.command.build import build

HERE = Path(__file__).resolve().parent


def _load(name: str, path: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _inputs(root: Path) -> tuple[ModuleType, Path, dict]:
    """(rulescore.prebuilt, the data folder, the entry schema) of the source tree at ``root``."""
    prebuilt = _load("_rulescore_prebuilt", root / "rulescore" / "prebuilt.py")
    schema = _load("_rulescore_schema", root / "rulescore" / "catalogue" / "schema.py").ENTRY_SCHEMA
    return prebuilt, root / "data", schema


class BuildPrebuilt(Command):
    """Write rulescore/_built: into the build folder (a wheel), or into the source tree (an editable install)."""

    description = "build rulescore/_built: the parsed data files and the compiled entry check"
    user_options: ClassVar[list[Any]] = []

    def initialize_options(self) -> None:
        self.build_lib: str | None = None
        self.editable_mode = False
        self._written: list[str] = []

    def finalize_options(self) -> None:
        self.set_undefined_options("build_py", ("build_lib", "build_lib"))

    def _root(self) -> Path:
        return Path(self.distribution.src_root or Path.cwd()).resolve()

    def run(self) -> None:
        root = self._root()
        prebuilt, data, schema = _inputs(root)
        base = root if self.editable_mode else Path(self.build_lib or "build/lib")
        out = base / "rulescore" / "_built"
        self._written = [str(p) for p in prebuilt.generate(out, data, schema)]

    def get_outputs(self) -> list[str]:
        return [] if self.editable_mode else list(self._written)

    def get_output_mapping(self) -> dict[str, str]:
        return {}

    def get_source_files(self) -> list[str]:
        root = self._root()
        files = sorted((root / "data").rglob("*.yaml")) + [root / "rulescore" / "catalogue" / "schema.py",
                                                              root / "rulescore" / "prebuilt.py"]
        return [str(p.relative_to(root)) for p in files]


class Build(build):
    """setuptools' build, with :class:`BuildPrebuilt` after the modules."""

    sub_commands: ClassVar[list[Any]] = [*build.sub_commands, ("build_prebuilt", None)]


def main(argv: list[str] | None = None) -> int:
    """``python -m rulescore.build_hook [--check]``: rebuild rulescore/_built in this checkout from its data/ (or,
    with ``--check``, name what is out of date and exit 1)."""
    prebuilt, data, schema = _inputs(HERE.parent)
    args = sys.argv[1:] if argv is None else argv
    if args == ["--check"]:
        why = prebuilt.stale(prebuilt.OUT, data, schema)
        for name in why:
            print(f"prebuilt: out of date: rulescore/_built/{name}")
        return 1 if why else 0
    if args:
        print("usage: python -m rulescore.build_hook [--check]", file=sys.stderr)
        return 2
    prebuilt.generate(prebuilt.OUT, data, schema)
    return 0


if __name__ == "__main__":
    sys.exit(main())
