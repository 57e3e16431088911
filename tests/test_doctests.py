"""The examples in the package's docstrings run (issue 35): every module of rulescore with a ``>>>`` example is
run by :mod:`doctest` here, one test per module, so ``make test`` fails on an example that no longer holds.
(One file, so one worker imports the modules: ``pytest --doctest-modules`` would import the whole package on
every worker.)"""

from __future__ import annotations

import doctest
import importlib
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "rulescore"
#: Generated or build-time modules: no examples to run, and the build step imports setuptools.
SKIP = {"rulescore.build_hook"}


def _modules() -> list[str]:
    out = []
    for path in sorted(PACKAGE.rglob("*.py")):
        rel = path.relative_to(PACKAGE.parent).with_suffix("")
        name = ".".join(rel.parts[:-1] if rel.name == "__init__" else rel.parts)
        if "_built" in rel.parts or "__pycache__" in rel.parts or name in SKIP:
            continue
        if ">>> " in path.read_text(encoding="utf-8"):
            out.append(name)
    return out


MODULES = _modules()


def test_the_package_has_examples_to_run():
    assert {"rulescore", "rulescore.rules.betting", "rulescore.analysis", "rulescore.yamlio"} <= set(MODULES)


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    module = importlib.import_module(name)
    finder = doctest.DocTestFinder(exclude_empty=True)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    tests = [t for t in finder.find(module, name) if t.examples]
    assert tests, f"{name} has no example doctest finds (a '>>> ' outside a docstring?)"
    for test in tests:
        runner.run(test, out=lambda _: None)
    failed = runner.summarize(verbose=False).failed
    if failed:   # run again, printing what failed, for the report
        report: list[str] = []
        rerun = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
        for test in tests:
            rerun.run(test, out=report.append)
        pytest.fail(f"{failed} example(s) of {name} fail:\n" + "".join(report))
