"""The ruling catalogue: every published example as data, recomputed and compared.

Each entry of ``data/rulings/*.yaml`` states what a source prints (``published``) and the inputs that
decide it: a ``scenario`` replayed by :func:`rulescore.replay.rule`, or a ``compute`` call of a
rulescore function. :func:`check` recomputes an entry and gives a verdict; nothing about the verdict is
typed into the data:

``agrees``
    every published figure equals the computed one.
``disagrees``
    a published figure differs from the computation (the reason quotes both).
``underdetermined``
    the entry lists ``readings`` (facts the source leaves out, each a patch of the inputs) and the answer
    changes with them: each reading's answer is shown.
``impossible``
    the engine rejects the situation as stated; the reason is the engine's message.
``discretion``
    the rules leave it to the TD: the computation lists the allowed outcomes and the published one is
    among them (else ``disagrees``).
``text-only``
    a rule statement with nothing to compute.

Cross-source conflicts come from entries that share a ``point``: where their published values differ
on a common key, the two sources rule the same point differently.
"""

from __future__ import annotations

import copy
import importlib
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from .errors import CatalogueError, RulesError

VERDICTS = ("agrees", "disagrees", "underdetermined", "impossible", "discretion", "text-only")
SOURCES = ("IA", "S03", "S08", "PL", "RU")
KINDS = ("computed", "discretion", "procedural", "text-only")

#: JSON schema of one catalogue entry (validated with :mod:`jsonschema`, every problem reported).
ENTRY_SCHEMA: dict = {
    "type": "object",
    "required": ["id", "source", "rule", "title", "summary", "kind"],
    "additionalProperties": False,
    "properties": {
        "id": {"type": "string", "pattern": r"^(IA-\d\d(-[0-9]+[A-Z]?)?|0[38]-[A-J]|0[38]\.\d+|PL-\d+[A-Z]?|RU-\d+[A-Z]?)$"},
        "source": {"enum": list(SOURCES)},
        "rule": {"type": "string", "minLength": 1},
        "tda": {"type": ["string", "integer"]},
        "title": {"type": "string", "minLength": 3},
        "summary": {"type": "string", "minLength": 10},
        "kind": {"enum": list(KINDS)},
        "scenario": {"type": "object"},
        "compute": {
            "type": "object", "required": ["function"], "additionalProperties": False,
            "properties": {"function": {"type": "string", "pattern": r"^[a-z_]+\.[a-z_][a-z0-9_]*$"},
                           "args": {"type": "object"}},
        },
        "published": {"type": "object"},
        "readings": {
            "type": "array", "minItems": 1,
            "items": {"type": "object", "required": ["label", "patch"], "additionalProperties": False,
                      "properties": {"label": {"type": "string"}, "patch": {"type": "object"}}},
        },
        "point": {"type": "string"},
        "notes": {"type": "string"},
        "examples": {"type": "array"},
    },
    "allOf": [
        {"if": {"properties": {"kind": {"enum": ["computed", "discretion"]}}},
         "then": {"required": ["published"], "oneOf": [{"required": ["scenario"]}, {"required": ["compute"]}]}},
    ],
}


def data_dir() -> Path:
    """Where the catalogue lives: ``$RULESCORE_DATA`` or the ``data/`` folder of the checkout."""
    env = os.environ.get("RULESCORE_DATA")
    return Path(env) if env else Path(__file__).resolve().parent.parent / "data"


@dataclass(frozen=True)
class Entry:
    """One published example or rule statement."""

    id: str
    """Stable id (``IA-07-4A``, ``08-C``, ``PL-61``, ``RU-20``)."""
    source: str
    """``IA`` | ``S03`` | ``S08`` | ``PL`` | ``RU``."""
    rule: str
    """The rule of the source it illustrates (``08.4``)."""
    title: str
    """Short English title."""
    summary: str
    """The situation and question in our own words."""
    kind: str
    """``computed`` | ``discretion`` | ``procedural`` | ``text-only``."""
    published: dict = field(default_factory=dict)
    """What the source prints, as figures keyed like the computation's output."""
    scenario: dict | None = None
    """A scenario (DESIGN.md format) replayed by the engine."""
    compute: dict | None = None
    """Or: ``{function: "module.name", args: {...}}`` of a rulescore function."""
    readings: tuple[dict, ...] = ()
    """Facts the source leaves out: ``{label, patch}``, each patch applied over the inputs."""
    tda: str | int | None = None
    """The TDA 2024 rule it corresponds to."""
    point: str | None = None
    """A name shared by entries of different sources that rule the same point (for conflicts)."""
    notes: str = ""
    """Committee-facing explanation in our own words (never a verdict)."""
    file: str = ""
    """The catalogue file it came from."""


def _validate(raw: list, file: str) -> list[str]:
    import jsonschema

    problems = []
    validator = jsonschema.Draft202012Validator(ENTRY_SCHEMA)
    if not isinstance(raw, list):
        return [f"{file}: the file must be a list of entries"]
    for n, item in enumerate(raw, start=1):
        ident = item.get("id", f"entry {n}") if isinstance(item, dict) else f"entry {n}"
        for err in sorted(validator.iter_errors(item), key=lambda e: list(e.path)):
            where = ".".join(str(p) for p in err.path) or "(entry)"
            problems.append(f"{file}: {ident}: {where}: {err.message}")
    return problems


_CACHE: dict[tuple, list] = {}


def load(directory: str | Path | None = None) -> list[Entry]:
    """Load and validate every catalogue file; raise :class:`CatalogueError` listing all problems.

    The result is cached until a file changes (notebooks look entries up one by one)."""
    directory = Path(directory) if directory else data_dir() / "rulings"
    files = sorted(directory.glob("*.yaml"))
    if not files:
        raise CatalogueError(f"no catalogue files in {directory}")
    key = tuple((str(f), f.stat().st_mtime_ns) for f in files)
    if key not in _CACHE:
        _CACHE.clear()
        _CACHE[key] = _load(files)
    return list(_CACHE[key])


def _load(files: list[Path]) -> list[Entry]:
    entries: list[Entry] = []
    problems: list[str] = []
    seen: dict[str, str] = {}
    for f in files:
        try:
            raw = yaml.safe_load(f.read_text(encoding="utf-8")) or []
        except yaml.YAMLError as exc:
            problems.append(f"{f.name}: not valid YAML ({str(exc).splitlines()[0]})")
            continue
        found = _validate(raw, f.name)
        problems += found
        if found:
            continue
        for item in raw:
            if item["id"] in seen:
                problems.append(f"{f.name}: {item['id']}: id: also defined in {seen[item['id']]}")
                continue
            seen[item["id"]] = f.name
            entries.append(Entry(file=f.name, readings=tuple(item.pop("readings", ())), **item))
    if problems:
        raise CatalogueError(f"{len(problems)} problem(s) in the catalogue: " + "; ".join(problems))
    return entries


# ---------------------------------------------------------------------------------------------- checking
@dataclass(frozen=True)
class Check:
    """The verdict on one entry."""

    id: str
    source: str
    rule: str
    kind: str
    verdict: str
    """One of :data:`VERDICTS`."""
    published: dict
    """What the source prints."""
    computed: dict | None
    """The computed values of the published keys (as stated), or ``None`` if impossible/text-only."""
    reason: str
    """One sentence a committee member can check by hand."""
    readings: tuple[dict, ...] = ()
    """For each reading: ``{"label", "computed", "matches"}``."""
    title: str = ""

    def to_dict(self) -> dict:
        d = {"id": self.id, "source": self.source, "rule": self.rule, "kind": self.kind, "verdict": self.verdict,
             "published": self.published, "computed": self.computed, "reason": self.reason}
        if self.readings:
            d["readings"] = list(self.readings)
        return d


def _patch(base: dict, patch: dict) -> dict:
    out = copy.deepcopy(base)
    for k, v in patch.items():
        if isinstance(v, dict) and isinstance(out.get(k), dict):
            out[k] = _patch(out[k], v)
        else:
            out[k] = copy.deepcopy(v)
    return out


def _resolve(name: str):
    module, _, func = name.partition(".")
    mod = importlib.import_module(f"rulescore.{module}")
    fn = getattr(mod, func, None)
    if fn is None or func.startswith("_"):
        raise CatalogueError(f"compute: rulescore.{module} has no function {func!r}")
    return fn


def _as_dict(value: Any) -> dict:
    if hasattr(value, "to_dict"):
        value = value.to_dict()
    if isinstance(value, dict):
        return value
    if isinstance(value, (list, tuple)):
        return {"result": [v.to_dict() if hasattr(v, "to_dict") else v for v in value]}
    return {"result": value}


def evaluate(entry: Entry, patch: dict | None = None) -> dict:
    """Compute the entry's inputs (with an optional reading's patch) into a plain dict."""
    if entry.scenario is not None:
        from .replay import ask

        sc = _patch(entry.scenario, patch or {})
        return _as_dict(ask(sc))
    if entry.compute is not None:
        args = _patch(entry.compute.get("args", {}), patch or {})
        return _as_dict(_resolve(entry.compute["function"])(**args))
    raise CatalogueError(f"{entry.file}: {entry.id}: nothing to compute (no scenario or compute)")


def _project(published: Any, computed: Any) -> Any:
    """The part of ``computed`` that ``published`` speaks about (dicts by key, lists by position)."""
    if isinstance(published, dict) and isinstance(computed, dict):
        return {k: _project(v, computed.get(k)) for k, v in published.items()}
    if isinstance(published, list) and isinstance(computed, list):
        return [_project(p, c) for p, c in zip(published, computed)] + computed[len(published):]
    if isinstance(published, list) and isinstance(computed, tuple):
        return _project(published, list(computed))
    return computed


def _differences(published: Any, computed: Any, path: str = "") -> list[str]:
    if isinstance(published, dict):
        if not isinstance(computed, dict):
            return [f"{path or 'value'}: computed {computed!r}, published {published!r}"]
        out = []
        for k, v in published.items():
            out += _differences(v, computed.get(k), f"{path}.{k}" if path else str(k))
        return out
    if isinstance(published, list):
        if not isinstance(computed, list) or len(computed) != len(published):
            return [f"{path}: computed {computed!r}, published {published!r}"]
        out = []
        for i, (p, c) in enumerate(zip(published, computed)):
            out += _differences(p, c, f"{path}[{i}]")
        return out
    return [] if published == computed else [f"{path}: computed {computed!r}, published {published!r}"]


def _outcomes(result: dict) -> list:
    outs = list(result.get("outcomes") or [])
    for a in result.get("actions") or []:
        outs += [o for o in a.get("outcomes", []) if o not in outs]
    return outs


def check(entry: Entry) -> Check:
    """Recompute one entry and give its verdict."""
    base = dict(id=entry.id, source=entry.source, rule=entry.rule, kind=entry.kind, published=entry.published,
                title=entry.title)
    if entry.kind in ("text-only", "procedural") and entry.scenario is None and entry.compute is None:
        return Check(verdict="text-only", computed=None,
                     reason="A rule statement with no figure to compute; stated in the summary.", **base)
    try:
        stated = evaluate(entry)
    except RulesError as exc:
        return Check(verdict="impossible", computed=None,
                     reason=f"As stated the situation cannot happen: {exc}", **base)
    computed = _project(entry.published, stated)
    if entry.kind == "discretion":
        outcomes = _outcomes(stated)
        wanted = entry.published.get("outcome")
        if outcomes and wanted in outcomes:
            return Check(verdict="discretion", computed={"outcomes": outcomes},
                         reason=f"A TD decision: the rules allow {' or '.join(map(str, outcomes))}; "
                                f"the source's '{wanted}' is among them.", **base)
        return Check(verdict="disagrees", computed={"outcomes": outcomes},
                     reason=f"The source's outcome {wanted!r} is not among those the rules allow "
                            f"({', '.join(map(str, outcomes)) or 'none: the rules decide it outright'}).", **base)
    readings = []
    for reading in entry.readings:
        try:
            value = _project(entry.published, evaluate(entry, reading["patch"]))
            readings.append({"label": reading["label"], "computed": value,
                             "matches": not _differences(entry.published, value)})
        except RulesError as exc:
            readings.append({"label": reading["label"], "computed": None, "error": str(exc), "matches": False})
    diffs = _differences(entry.published, computed)
    distinct = {repr(r["computed"]) for r in readings} | ({repr(computed)} if readings else set())
    if len(distinct) > 1:
        each = "; ".join(f"{r['label']}: {_short(r['computed']) if r['computed'] is not None else r.get('error')}"
                         for r in readings)
        return Check(verdict="underdetermined", computed=computed, readings=tuple(readings),
                     reason=f"The answer depends on a fact the source leaves out — {each}.", **base)
    if diffs:
        return Check(verdict="disagrees", computed=computed, readings=tuple(readings),
                     reason="The computation differs from the source: " + "; ".join(diffs) + ".", **base)
    every = " for every reading of the missing facts" if readings else ""
    return Check(verdict="agrees", computed=computed, readings=tuple(readings),
                 reason=f"Computed {_short(computed)}{every}, as published.", **base)


def _short(value: Any) -> str:
    if isinstance(value, dict):
        return ", ".join(f"{k} {_short(v)}" for k, v in value.items())
    if isinstance(value, list):
        return "[" + "; ".join(_short(v) for v in value) + "]"
    return str(value)


@dataclass(frozen=True)
class Conflict:
    """Two or more sources ruling the same point differently."""

    ids: tuple[str, ...]
    topic: str
    reason: str

    def to_dict(self) -> dict:
        return {"ids": list(self.ids), "topic": self.topic, "reason": self.reason}


def conflicts(entries: list[Entry]) -> list[Conflict]:
    """Entries sharing a ``point`` whose published values differ on a common key."""
    groups: dict[str, list[Entry]] = {}
    for e in entries:
        if e.point:
            groups.setdefault(e.point, []).append(e)
    out = []
    for topic, group in sorted(groups.items()):
        for i, a in enumerate(group):
            for b in group[i + 1:]:
                if a.source == b.source:
                    continue
                common = sorted(set(a.published) & set(b.published))
                diff = [k for k in common if a.published[k] != b.published[k]]
                if diff:
                    what = "; ".join(f"{k}: {a.id} says {a.published[k]!r}, {b.id} says {b.published[k]!r}" for k in diff)
                    out.append(Conflict(ids=(a.id, b.id), topic=topic, reason=what))
    return out


def check_all(entries: list[Entry] | None = None) -> tuple[list[Check], list[Conflict]]:
    """Verdicts for the whole catalogue, and the cross-source conflicts."""
    entries = load() if entries is None else entries
    return [check(e) for e in entries], conflicts(entries)


def by_id(ident: str, entries: list[Entry] | None = None) -> Entry:
    """The catalogue entry with this id."""
    for e in (load() if entries is None else entries):
        if e.id == ident:
            return e
    raise CatalogueError(f"no catalogue entry {ident!r}")
