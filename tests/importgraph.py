"""Which files of the checkout a Python file imports: the import graph of the tree, read off the source.

:func:`imports` parses one file (``ast``: every ``import`` and ``from ... import``, inside functions and
``if TYPE_CHECKING:`` blocks included) and resolves each to the files of the checkout it names: a module
(``guide/build.py``), a package's ``__init__.py``, or for ``from package import name`` the submodule ``name``
when there is one. Imports of installed libraries resolve to nothing. A top-level import is looked for where
the tests and scripts find it: the top of the checkout (``rulescore``, ``guide``, ``bench``, ``tests`` as
packages), the importing file's own folder (a script's folder is first on its path, and pytest puts a test
file's there, so ``import lab_driver`` works in tests/) and ``tests/``.

Used by tests/conftest.py (the browser tests' memo covers every file those tests import, followed through)
and tests/test_structure.py (no import circle anywhere in the tree).
"""

from __future__ import annotations

import ast
from collections.abc import Iterable
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: Where a top-level import is looked for, in order (see the module docstring).
SEARCH = (ROOT, ROOT / "tests")
#: The folders whose Python files make up the tree.
TREE = ("rulescore", "guide", "bench", "tests")


def _module_file(base: Path, parts: list[str]) -> Path | None:
    """The file of the dotted module ``parts`` under ``base``: ``a/b.py`` or ``a/b/__init__.py``."""
    if not parts:
        return None
    where = base.joinpath(*parts)
    if where.with_suffix(".py").is_file():
        return where.with_suffix(".py")
    if (where / "__init__.py").is_file():
        return where / "__init__.py"
    return None


def _search(path: Path) -> list[Path]:
    """Where a top-level import in ``path`` is looked for (see the module docstring)."""
    return list(dict.fromkeys([SEARCH[0], path.parent, *SEARCH[1:]]))


def _is_package(path: Path) -> bool:
    return path.name == "__init__.py"


def _package_parts(path: Path) -> list[str] | None:
    """The dotted name of the package ``path`` belongs to, as parts from the top of the checkout."""
    try:
        rel = path.resolve().relative_to(ROOT)
    except ValueError:
        return None
    return list(rel.parent.parts)


def _statements(node: ast.AST):
    """Every statement under ``node``, in functions, classes, branches, loops, ``with``, ``try`` and ``match``
    included: an import is always a statement, so the expressions (most of a tree) need not be walked."""
    for name in ("body", "orelse", "finalbody", "handlers", "cases"):
        for child in getattr(node, name, ()) or ():
            if isinstance(child, (ast.stmt, ast.excepthandler, ast.match_case)):
                if isinstance(child, ast.stmt):
                    yield child
                yield from _statements(child)


@cache
def imports(path: Path) -> frozenset[Path]:
    """The files of the checkout that ``path`` imports (see the module docstring)."""
    path = path.resolve()
    found: set[Path] = set()
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    for node in _statements(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                parts = alias.name.split(".")
                for base in _search(path):
                    target = _module_file(base, parts)
                    if target is not None:
                        found.add(target)
                        break
        elif isinstance(node, ast.ImportFrom):
            names = [a.name for a in node.names]
            module = node.module.split(".") if node.module else []
            if node.level:
                here = _package_parts(path)
                if here is None:
                    continue
                up = node.level - 1
                bases = [ROOT.joinpath(*(here[:len(here) - up] if up else here))]
                parts = module
            else:
                bases, parts = _search(path), module
            for base in bases:
                package = _module_file(base, parts) if parts else (base / "__init__.py" if (base / "__init__.py")
                                                                      .is_file() else None)
                subs = [_module_file(base, [*parts, n]) for n in names]
                if package is None and not any(subs) and not (parts and base.joinpath(*parts).is_dir()):
                    continue
                for sub in subs:
                    if sub is not None:
                        found.add(sub)
                    elif package is not None:
                        found.add(package)
                if package is not None and not _is_package(package):
                    found.add(package)
                break
    found.discard(path)
    return frozenset(p.resolve() for p in found)


def closure(start: Iterable[Path]) -> set[Path]:
    """``start`` and every file of the checkout they import, followed through."""
    todo = [p.resolve() for p in start]
    seen: set[Path] = set()
    while todo:
        p = todo.pop()
        if p in seen:
            continue
        seen.add(p)
        todo.extend(imports(p) - seen)
    return seen


def tree_files() -> list[Path]:
    """Every Python file of the tree (:data:`TREE`): caches, Node packages and the generated rulescore/_built (data
    as literals and fastjsonschema's check: no import of the tree, and half a megabyte to parse) left out."""
    out = []
    for top in TREE:
        out += [p.resolve() for p in sorted((ROOT / top).rglob("*.py"))
                if not {"__pycache__", "node_modules", "_built"} & set(p.parts)]
    return out


def circles(files: Iterable[Path]) -> list[list[Path]]:
    """The import circles among ``files``: each strongly connected part of the graph with more than one file
    (Tarjan's algorithm), its files sorted; empty when the graph has no circle."""
    nodes = [p.resolve() for p in files]
    inside = set(nodes)
    index: dict[Path, int] = {}
    low: dict[Path, int] = {}
    stack: list[Path] = []
    on: set[Path] = set()
    out: list[list[Path]] = []
    counter = 0

    def visit(v: Path) -> None:   # recursion depth is the longest import chain: tens, not thousands
        nonlocal counter
        index[v] = low[v] = counter
        counter += 1
        stack.append(v)
        on.add(v)
        for w in sorted(imports(v) & inside):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            part = []
            while True:
                w = stack.pop()
                on.discard(w)
                part.append(w)
                if w == v:
                    break
            if len(part) > 1:
                out.append(sorted(part))

    for v in nodes:
        if v not in index:
            visit(v)
    return out
