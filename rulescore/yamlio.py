"""YAML for the package's own data files and for exported scenarios: one loader and one dumper.

With PyYAML installed (a normal install: it is a dependency) this is PyYAML, with libyaml's C loader when it
is built. Without it — the in-browser runtime of the guide's "Rule my hand" page (Pyodide's core has no
PyYAML, and its compiled parts are not pure Python) — it is the pure-Python ruamel.yaml that strictyaml
vendors (strictyaml is needed anyway: it reads scenarios). Both give the same values for every data file
and the same text for an exported scenario (``tests/test_yamlio.py`` compares them).

Scenarios typed by a person are not read here: :func:`rulescore.input.scenario.read_yaml` reads them strictly.

>>> from rulescore import yamlio
>>> yamlio.load("seats: [A, B]\\nstacks: {B: 125}")
{'seats': ['A', 'B'], 'stacks': {'B': 125}}
>>> print(yamlio.dump({"blinds": "50/100", "seats": ["A", "B"]}), end="")
blinds: 50/100
seats: [A, B]
"""

from __future__ import annotations

import importlib.util
import io
import sys
from functools import cache
from pathlib import Path
from typing import Any


@cache
def _yaml() -> Any:
    """PyYAML, imported on first use (about 25 ms: a ruling whose data files are all in the parse cache never
    needs it), or ``None`` where it is not installed (the browser runtime: strictyaml's vendored ruamel.yaml
    instead)."""
    if not _has_yaml():
        return None
    import yaml

    return yaml


@cache
def _has_yaml() -> bool:
    """Whether PyYAML is installed (found, not imported)."""
    return importlib.util.find_spec("yaml") is not None

#: ``pyyaml`` or ``ruamel`` (the pure-Python fallback).
BACKENDS = ("pyyaml", "ruamel")
#: How exports are written (PyYAML's ``safe_dump`` keywords; ruamel is set the same way).
DUMP_STYLE: dict[str, Any] = {"sort_keys": False, "default_flow_style": None, "width": 100, "allow_unicode": True}


def backend() -> str:
    """The YAML library in use: ``pyyaml`` when it is installed, else ``ruamel``."""
    return "pyyaml" if _has_yaml() else "ruamel"


def _pick(name: str | None) -> str:
    name = name or backend()
    if name not in BACKENDS:
        raise ValueError(f"YAML backend {name!r} is not one of {', '.join(BACKENDS)}")
    if name == "pyyaml" and not _has_yaml():
        raise ImportError("PyYAML is not installed")
    return name


@cache
def _ruamel():
    from strictyaml.ruamel import YAML

    return YAML


def error_types() -> tuple[type[Exception], ...]:
    """The exception classes a malformed text raises (``except yamlio.error_types():``); each carries
    ``problem`` and ``problem_mark`` (with a 0-based ``line``) like PyYAML's ``MarkedYAMLError``. The
    fallback's class is included when it is the backend or already loaded (importing it only to name its
    error would slow every start of ``rulescore check``)."""
    out: list[type[Exception]] = []
    pyyaml = _yaml()
    if pyyaml is not None:
        out.append(pyyaml.YAMLError)
    if pyyaml is None or "strictyaml.ruamel" in sys.modules:
        from strictyaml.ruamel import YAMLError as RuamelError

        out.append(RuamelError)
    return tuple(out)


def load(text: str, *, using: str | None = None) -> Any:
    """The data of one YAML document (safe types only: mappings, lists, strings, numbers, booleans, dates)."""
    if _pick(using) == "pyyaml":
        pyyaml = _yaml()
        loader = getattr(pyyaml, "CSafeLoader", pyyaml.SafeLoader)
        return pyyaml.load(text, Loader=loader)
    return _ruamel()(typ="safe", pure=True).load(text)


def read(path: str | Path, *, using: str | None = None) -> Any:
    """:func:`load` of a UTF-8 file. A data file the package was built with is not parsed: its values come from
    the module the build made of it (:mod:`rulescore.prebuilt`, found by the SHA-1 of the text, so an edited
    file is parsed afresh); building the values of the catalogue's YAML is most of what ``rulescore check``
    would otherwise spend outside the rules. ``using`` names a backend: the file is then parsed with it."""
    text = Path(path).read_text(encoding="utf-8")
    if using is None:
        from . import prebuilt

        value = prebuilt.built_value(text)
        if value is not prebuilt.MISSING:
            return value
    return load(text, using=using)


def dump(data: Any, *, using: str | None = None) -> str:
    """``data`` as the YAML a person would type: keys in their order, short lists and mappings inline, lines
    up to 100 characters, non-ASCII letters kept."""
    if _pick(using) == "pyyaml":
        return _yaml().safe_dump(data, **DUMP_STYLE)
    y = _ruamel()(typ="safe", pure=True)
    y.default_flow_style = DUMP_STYLE["default_flow_style"]
    y.width = DUMP_STYLE["width"]
    y.allow_unicode = DUMP_STYLE["allow_unicode"]
    y.sort_base_mapping_type_on_output = False
    out = io.StringIO()
    y.dump(data, out)
    return out.getvalue()
