"""The ruling catalogue: every published example as data, recomputed and compared.

Each entry of ``data/rulings/*.yaml`` states what a source prints (``published``) and the inputs that
decide it: a ``scenario`` replayed by :func:`rulescore.replay.ask`, or a ``compute`` call of a public
rulescore function. :func:`check` recomputes an entry and gives a verdict; nothing about the verdict is
typed into the data:

``agrees``
    every published figure equals the computed one (for a ``discretion`` entry: the rules leave only
    the published outcome).
``disagrees``
    a published figure differs from the computation (the reason quotes both), or the published outcome
    of a TD decision is not among those the rules allow.
``underdetermined``
    the entry lists ``readings`` (facts the source leaves out, each a patch merged over the inputs) and
    the answer changes with them: each reading's answer is shown, and whether it matches the source.
``impossible``
    the engine rejects the situation as stated (and under every reading); the reason is the engine's
    message.
``discretion``
    the rules leave it to the TD: the computation lists two or more allowed outcomes and the published
    one is among them.
``text-only``
    a rule statement with nothing to compute.

Loading validates every file against :data:`ENTRY_SCHEMA` and more (ids unique across files, each id in
its source's format from ``data/sources.yaml``, scenarios readable, ``compute`` functions that exist)
and raises one :class:`~rulescore.errors.CatalogueError` listing every problem, each naming the file, the
id and the field. A catalogue problem is never turned into a verdict: a scenario that cannot be *read*
is an error of the catalogue, a scenario the engine *rejects* is ``impossible``.

Two further lists come from the whole catalogue:

* :func:`conflicts`: entries that share a ``point`` and rule it differently. Two entries are compared
  directly (their published values on common keys) when they have the same inputs or one of them has no
  inputs (a rule statement); entries on different situations are compared through the engine: when one
  agrees with the computed rule and the other disagrees, the two sources cannot both be right.
* :func:`departures`: entries whose published values differ from the TDA 2024 reference facts of their
  ``point`` (``data/tda2024.yaml``).

Decisions the sources leave open, taken here: entries of the same source may conflict too (a rule
statement and its own illustration); a source silent on a fact never departs from it.
"""

from __future__ import annotations

import copy
import importlib
import os
import re
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any

import yaml

from .errors import CatalogueError, RulesError

VERDICTS = ("agrees", "disagrees", "underdetermined", "impossible", "discretion", "text-only")
SOURCES = ("IA", "S03", "S08", "PL", "RU")
KINDS = ("computed", "discretion", "procedural", "text-only")

_ID_FORMAT = r"^(IA-\d\d(-[0-9]+[A-Z]?)?|0[38]-[A-J]|0[38]\.\d+|PL-\d+[A-Z]?|RU-\d+[A-Z]?)$"

#: JSON schema of one catalogue entry (validated with :mod:`jsonschema`, every problem reported).
#: ``x-message`` is ours: the one-line message shown when that sub-schema fails.
ENTRY_SCHEMA: dict = {
    "type": "object",
    "required": ["id", "source", "rule", "title", "summary", "kind"],
    "additionalProperties": False,
    "properties": {
        "id": {"type": "string", "pattern": _ID_FORMAT,
               "x-message": "is not a catalogue id (IA-07-4A, IA-01, 03-G, 08.4, PL-54C, RU-28B)"},
        "source": {"enum": list(SOURCES)},
        "rule": {"type": "string", "minLength": 1},
        "tda": {"type": ["string", "integer"]},
        "title": {"type": "string", "minLength": 3},
        "summary": {"type": "string", "minLength": 10},
        "kind": {"enum": list(KINDS)},
        "scenario": {"type": "object"},
        "compute": {
            "type": "object", "required": ["function"], "additionalProperties": False,
            "properties": {"function": {"type": "string", "pattern": r"^[a-z_]+\.[a-z_][a-z0-9_]*$",
                                        "x-message": "is not module.function (e.g. pots.side_pots)"},
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
         "then": {"required": ["published"], "oneOf": [{"required": ["scenario"]}, {"required": ["compute"]}],
                  "x-message": "a computed or discretion entry needs exactly one of scenario or compute"}},
        {"if": {"properties": {"kind": {"const": "discretion"}}},
         "then": {"properties": {"published": {
             "required": ["outcome"],
             "properties": {"outcome": {"anyOf": [{"type": "string"}, {"type": "array", "items": {"type": "string"}}]}},
             "x-message": "a discretion entry publishes {outcome: ...} (one outcome or a list)"}}}},
        {"if": {"properties": {"kind": {"const": "text-only"}}},
         "then": {"not": {"anyOf": [{"required": ["scenario"]}, {"required": ["compute"]}, {"required": ["readings"]}]},
                  "x-message": "a text-only entry has nothing to compute: no scenario, compute or readings"}},
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
    extra: dict = field(default_factory=dict)
    """Further fields the schema allows (``examples``, ...), kept as written."""

    @property
    def has_inputs(self) -> bool:
        """Whether there is anything to compute (a scenario or a compute call)."""
        return self.scenario is not None or self.compute is not None


_ENTRY_FIELDS = {f.name for f in fields(Entry)} - {"file", "extra"}


# ---------------------------------------------------------------------------------------------- loading
def sources(path: str | Path | None = None) -> list[dict]:
    """The sources described in ``data/sources.yaml`` (id, file, language, title, id_pattern, sections)."""
    p = Path(path) if path else data_dir() / "sources.yaml"
    try:
        data = yaml.safe_load(p.read_text(encoding="utf-8")) or []
    except (OSError, yaml.YAMLError) as exc:
        raise CatalogueError(f"{p.name}: cannot read the sources ({str(exc).splitlines()[0]})") from None
    if not isinstance(data, list) or not all(isinstance(s, dict) and "id" in s for s in data):
        raise CatalogueError(f"{p.name}: the sources file must be a list of mappings with an id")
    return data


def _sources_for(directory: Path) -> Path:
    """``sources.yaml`` beside the catalogue folder if there is one, else the checkout's."""
    local = directory.parent / "sources.yaml"
    return local if local.is_file() else data_dir() / "sources.yaml"


def _message(err) -> tuple[str, str]:
    """(field, message) for one jsonschema error, in words a catalogue author can act on."""
    path = [str(p) for p in err.absolute_path]
    where = ".".join(path)
    custom = err.schema.get("x-message") if isinstance(err.schema, dict) else None
    if err.validator == "required":
        missing = re.search(r"'([^']+)' is a required property", err.message)
        name = missing.group(1) if missing else "?"
        if custom and where:
            return where, custom
        return (f"{where}.{name}" if where else name), "missing (required)"
    if err.validator == "additionalProperties":
        extra = sorted(set(err.instance) - set(err.schema.get("properties", {})))
        allowed = ", ".join(err.schema.get("properties", {}))
        return (".".join(path + [extra[0]]) if extra else where or "(entry)"), \
            f"unknown field{'s' if len(extra) > 1 else ''} {', '.join(extra)} (allowed: {allowed})"
    if custom:
        value = f"{err.instance!r} " if err.validator in ("pattern", "type", "enum") else ""
        return where or "(entry)", f"{value}{custom}"
    if err.validator == "type":
        want = err.validator_value if isinstance(err.validator_value, str) else " or ".join(err.validator_value)
        return where or "(entry)", f"{err.instance!r} is not of type {want}"
    if err.validator == "enum":
        return where or "(entry)", f"{err.instance!r} is not one of {', '.join(map(str, err.validator_value))}"
    if err.validator in ("oneOf", "anyOf", "not", "allOf"):
        return where or "(entry)", "does not fit the entry format"
    return where or "(entry)", err.message


def _validate(raw: Any, file: str) -> list[str]:
    """Schema problems of one file's entries: ``file: id: field: message`` each."""
    import jsonschema

    if not isinstance(raw, list):
        return [f"{file}: the file must be a list of entries (got {type(raw).__name__})"]
    problems = []
    validator = jsonschema.Draft202012Validator(ENTRY_SCHEMA)
    for n, item in enumerate(raw, start=1):
        if not isinstance(item, dict):
            problems.append(f"{file}: entry {n}: (entry): not a mapping of fields ({item!r:.40})")
            continue
        ident = item.get("id") if isinstance(item.get("id"), str) else f"entry {n}"
        seen: set[tuple[str, str]] = set()
        for err in sorted(validator.iter_errors(item), key=lambda e: [str(p) for p in e.absolute_path]):
            where, msg = _message(err)
            if (where, msg) not in seen:
                seen.add((where, msg))
                problems.append(f"{file}: {ident}: {where}: {msg}")
    return problems


_CACHE: dict[tuple, list] = {}


def load(directory: str | Path | None = None) -> list[Entry]:
    """Load and validate every catalogue file; raise :class:`CatalogueError` listing all problems.

    The result is cached until a file changes (notebooks look entries up one by one)."""
    directory = Path(directory) if directory else data_dir() / "rulings"
    files = sorted(directory.glob("*.yaml"))
    if not files:
        raise CatalogueError(f"no catalogue files in {directory}")
    src = _sources_for(directory)
    key = tuple((str(f), f.stat().st_mtime_ns) for f in files + [src] if f.exists())
    if key not in _CACHE:
        _CACHE.clear()
        _CACHE[key] = _load(files, src)
    return list(_CACHE[key])


def _yaml_problem(exc: yaml.YAMLError) -> str:
    mark = getattr(exc, "problem_mark", None)
    where = f"line {mark.line + 1}: " if mark is not None else ""
    problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
    return f"{where}not valid YAML ({problem})"


def _load(files: list[Path], sources_file: Path) -> list[Entry]:
    problems: list[str] = []
    patterns: dict[str, str] = {}
    try:
        patterns = {s["id"]: s.get("id_pattern", "") for s in sources(sources_file)}
    except CatalogueError as exc:
        problems.append(str(exc))
    seen: dict[str, str] = {}
    entries: list[Entry] = []
    for f in files:
        try:
            raw = yaml.safe_load(f.read_text(encoding="utf-8")) or []
        except yaml.YAMLError as exc:
            problems.append(f"{f.name}: {_yaml_problem(exc)}")
            continue
        except (OSError, UnicodeDecodeError) as exc:
            problems.append(f"{f.name}: cannot read the file ({exc.__class__.__name__})")
            continue
        found = _validate(raw, f.name)
        problems += found
        bad = {p.split(": ")[1] for p in found}
        for n, item in enumerate(raw if isinstance(raw, list) else [], start=1):
            if not isinstance(item, dict):
                continue
            ident = item.get("id")
            if isinstance(ident, str):
                if ident in seen:
                    problems.append(f"{f.name}: {ident}: id: also defined in {seen[ident]}")
                    continue
                seen[ident] = f.name
            if ident in bad or f"entry {n}" in bad:
                continue
            more = _semantic_problems(item, patterns)
            problems += [f"{f.name}: {ident}: {p}" for p in more]
            if not more:
                entries.append(_entry(item, f.name))
    if problems:
        raise CatalogueError(f"{len(problems)} problem(s) in the catalogue: " + "; ".join(problems))
    return entries


def _entry(item: dict, file: str) -> Entry:
    known = {k: v for k, v in item.items() if k in _ENTRY_FIELDS}
    extra = {k: v for k, v in item.items() if k not in _ENTRY_FIELDS}
    known["readings"] = tuple(known.get("readings", ()))
    return Entry(file=file, extra=extra, **known)


def _semantic_problems(item: dict, patterns: dict[str, str]) -> list[str]:
    """What the schema cannot say: the source exists, the id fits it, the inputs can be read."""
    out = []
    source = item["source"]
    if patterns and source not in patterns:
        out.append(f"source: {source!r} is not described in sources.yaml ({', '.join(patterns)})")
    elif patterns.get(source) and not re.fullmatch(patterns[source], item["id"]):
        out.append(f"id: {item['id']!r} is not an id of source {source} (pattern {patterns[source]})")
    if "readings" in item and "scenario" not in item and "compute" not in item:
        out.append("readings: readings patch a scenario or compute args, and this entry has neither")
    if "scenario" in item:
        from .scenario import from_dict

        variants = [("scenario", item["scenario"])]
        variants += [(f"readings[{i}].patch", _patch(item["scenario"], r["patch"]))
                     for i, r in enumerate(item.get("readings", ()))]
        for where, sc in variants:
            try:
                from_dict(sc)
            except RulesError as exc:
                out.append(f"{where}: the scenario cannot be read: {exc}")
            except RecursionError:
                out.append(f"{where}: the scenario is nested too deeply")
    if "compute" in item:
        try:
            _resolve(item["compute"]["function"])
        except CatalogueError as exc:
            out.append(f"compute.function: {exc}")
    return out


# ---------------------------------------------------------------------------------------------- checking
@dataclass(frozen=True)
class Check:
    """The verdict on one entry."""

    id: str
    """The entry's id."""
    source: str
    """The entry's source."""
    rule: str
    """The rule of the source it illustrates."""
    kind: str
    """The entry's kind."""
    verdict: str
    """One of :data:`VERDICTS`."""
    published: dict
    """What the source prints."""
    computed: dict | None
    """The computed values of the published keys (as stated), or ``None`` if impossible/text-only."""
    reason: str
    """One sentence a committee member can check by hand."""
    readings: tuple[dict, ...] = ()
    """For each reading: ``{"label", "computed", "matches"}`` (and ``"error"`` if the engine rejects it)."""
    title: str = ""
    """The entry's title."""

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


#: Catalogue names of functions that moved (the YAML keeps its names).
_MOVED = {"procedure.out_of_turn": "engine.out_of_turn", "showdown.all_in_timeline": "engine.all_in_timeline"}


def _resolve(name: str):
    module, _, func = _MOVED.get(name, name).partition(".")
    try:
        mod = importlib.import_module(f"rulescore.{module}")
    except ModuleNotFoundError:
        raise CatalogueError(f"there is no module rulescore.{module}") from None
    fn = getattr(mod, func, None)
    if fn is None or func.startswith("_") or not callable(fn):
        raise CatalogueError(f"rulescore.{module} has no public function {func!r}")
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
    """Compute the entry's inputs (with an optional reading's patch) into a plain dict.

    The engine's objections are :class:`RulesError`; a call that does not fit the function (wrong
    argument names) is a :class:`CatalogueError` naming the entry."""
    if entry.scenario is not None:
        from .engine import ask

        sc = _patch(entry.scenario, patch or {})
        return _as_dict(ask(sc))
    if entry.compute is not None:
        args = _patch(entry.compute.get("args", {}), patch or {})
        fn = _resolve(entry.compute["function"])
        try:
            import inspect

            inspect.signature(fn).bind(**args)
        except TypeError as exc:
            raise CatalogueError(f"{entry.file}: {entry.id}: compute.args: {exc} "
                                 f"(rulescore.{entry.compute['function']})") from None
        return _as_dict(fn(**args))
    raise CatalogueError(f"{entry.file}: {entry.id}: nothing to compute (no scenario or compute)")


def _project(published: Any, computed: Any) -> Any:
    """The part of ``computed`` that ``published`` speaks about (dicts by key, lists by position)."""
    if isinstance(published, dict) and isinstance(computed, dict):
        return {k: _project(v, computed.get(k)) for k, v in published.items()}
    if isinstance(published, list) and isinstance(computed, (list, tuple)):
        computed = list(computed)
        return [_project(p, c) for p, c in zip(published, computed)] + computed[len(published):]
    return computed


def _diff_pairs(published: Any, computed: Any, path: str = "") -> list[tuple[str, Any, Any]]:
    """(figure, published, computed) for every published figure the computation does not reproduce."""
    if isinstance(published, dict):
        if not isinstance(computed, dict):
            return [(path or "value", published, computed)]
        out = []
        for k, v in published.items():
            out += _diff_pairs(v, computed.get(k), f"{path}.{k}" if path else str(k))
        return out
    if isinstance(published, list):
        if not isinstance(computed, list) or len(computed) != len(published):
            return [(path or "value", published, computed)]
        out = []
        for i, (p, c) in enumerate(zip(published, computed)):
            out += _diff_pairs(p, c, f"{path}[{i}]")
        return out
    return [] if published == computed else [(path or "value", published, computed)]


def _differences(published: Any, computed: Any, path: str = "") -> list[str]:
    return [f"{k}: computed {_short(c)}, published {_short(p)}" for k, p, c in _diff_pairs(published, computed, path)]


def _outcomes(result: dict) -> list:
    outs = list(result.get("outcomes") or [])
    for a in result.get("actions") or []:
        if isinstance(a, dict):
            outs += [o for o in a.get("outcomes", []) if o not in outs]
    return outs


def _short(value: Any) -> str:
    if isinstance(value, dict):
        return ", ".join(f"{k} {_short(v)}" for k, v in value.items()) if value else "nothing"
    if isinstance(value, (list, tuple)):
        return "[" + "; ".join(_short(v) for v in value) + "]"
    if value is None:
        return "nothing"
    return str(value)


def describe(value: Any) -> str:
    """A published or computed value as reasons write it: ``to_call 3600, min_raise_to 5600``."""
    return _short(value)


def _flat(value: Any) -> str:
    """A computed value in a reason: ``to_call 3600, min_raise_to 5600``."""
    return _short(value)


@dataclass(frozen=True)
class _Answer:
    label: str
    value: dict | None       # the projection of the result on what the source speaks about
    outcomes: tuple | None   # for discretion entries: outcomes the rules allow
    error: str | None

    @property
    def key(self) -> str:
        return repr((self.value, self.outcomes, self.error))


def _answer(entry: Entry, label: str, patch: dict | None) -> _Answer:
    try:
        result = evaluate(entry, patch)
    except CatalogueError:
        raise
    except RulesError as exc:
        return _Answer(label, None, None, str(exc))
    if entry.kind == "discretion":
        rest = {k: v for k, v in entry.published.items() if k != "outcome"}
        return _Answer(label, _project(rest, result), tuple(_outcomes(result)), None)
    return _Answer(label, _project(entry.published, result), None, None)


def _wanted(entry: Entry) -> list[str]:
    w = entry.published.get("outcome")
    return list(w) if isinstance(w, list) else [w]


def _judge(entry: Entry, a: _Answer, every: bool = False) -> tuple[str, str]:
    """(verdict, reason) for one answer that the engine computed (``every``: the same for every reading)."""
    each = " for every reading of the missing facts" if every else ""
    if entry.kind == "discretion":
        rest = {k: v for k, v in entry.published.items() if k != "outcome"}
        diffs = _differences(rest, a.value)
        allowed = list(a.outcomes or ())
        wanted = _wanted(entry)
        if diffs:
            return "disagrees", f"The computation differs from the source{each}: " + "; ".join(diffs) + "."
        missing = [w for w in wanted if w not in allowed]
        shown = " or ".join(map(str, wanted))
        if missing:
            return "disagrees", (f"The source's outcome {shown} is not among those the rules allow{each} "
                                 f"({', '.join(map(str, allowed)) or 'none listed: the rules decide it outright'}).")
        if len(allowed) == 1:
            return "agrees", f"The rules leave the TD no choice{each}: {allowed[0]}, as published."
        if len(wanted) > 1 and set(wanted) == set(allowed):
            return "discretion", (f"A TD decision: the rules allow {' or '.join(map(str, allowed))}{each}, "
                                  f"and the source leaves the same choice.")
        among = "are" if len(wanted) > 1 else "is"
        return "discretion", (f"A TD decision: the rules allow {' or '.join(map(str, allowed))}{each}, "
                              f"and the source's {' and '.join(map(str, wanted))} {among} among them.")
    diffs = _differences(entry.published, a.value)
    if diffs:
        return "disagrees", f"The computation differs from the source{each}: " + "; ".join(diffs) + "."
    return "agrees", f"Computed {_flat(a.value)}{each}, as published."


def _describe(entry: Entry, a: _Answer) -> str:
    if a.error is not None:
        return f"impossible ({a.error})"
    verdict, _ = _judge(entry, a)
    what = _flat(a.value) if a.value else ""
    if a.outcomes is not None:
        what = (what + ", " if what else "") + f"the TD may choose {' or '.join(map(str, a.outcomes)) or 'nothing'}"
    tag = "as published" if verdict in ("agrees", "discretion") else "unlike the source"
    return f"{what} ({tag})"


def check(entry: Entry) -> Check:
    """Recompute one entry and give its verdict (see the module docstring)."""
    base = dict(id=entry.id, source=entry.source, rule=entry.rule, kind=entry.kind, published=entry.published,
                title=entry.title)
    if not entry.has_inputs:
        tda = f" (TDA 2024 rule {entry.tda})" if entry.tda is not None else ""
        return Check(verdict="text-only", computed=None,
                     reason=f"A rule statement with nothing to compute{tda}; it is compared with the other "
                            f"sources and the TDA reference instead.", **base)
    stated = _answer(entry, "as stated", None)
    others = [_answer(entry, r["label"], r["patch"]) for r in entry.readings]
    answers = [stated] + others
    shown = []
    for a in others:
        rec: dict = {"label": a.label, "computed": a.value if a.error is None else None}
        if a.outcomes is not None and a.error is None:
            rec["computed"] = {**(a.value or {}), "outcome": list(a.outcomes)}
        if a.error is not None:
            rec["error"] = a.error
            rec["matches"] = False
        else:
            rec["matches"] = _judge(entry, a)[0] in ("agrees", "discretion")
        shown.append(rec)
    readings = tuple(shown)
    computed = None
    if stated.error is None:
        computed = stated.value if stated.outcomes is None else {**(stated.value or {}), "outcome": list(stated.outcomes)}
    if all(a.error is not None for a in answers):
        every = " under every reading of the missing facts" if others else ""
        return Check(verdict="impossible", computed=None, readings=readings,
                     reason=f"The engine rejects the situation as stated{every}: {stated.error}.", **base)
    if len({a.key for a in answers}) > 1:
        each = "; ".join(f"{a.label}: {_describe(entry, a)}" for a in answers)
        return Check(verdict="underdetermined", computed=computed, readings=readings,
                     reason=f"The answer depends on a fact the source leaves out — {each}.", **base)
    verdict, reason = _judge(entry, stated, every=bool(others))
    return Check(verdict=verdict, computed=computed, readings=readings, reason=reason, **base)


def erratum(c: Check) -> str:
    """What a rules committee could do about a verdict, in one sentence built from the check."""
    if c.verdict == "agrees":
        return "Nothing: the published figures are right."
    if c.verdict == "text-only":
        return "Nothing to recompute; see the conflicts and TDA departures for this statement."
    if c.verdict == "impossible":
        objection = c.reason.split(": ", 1)[-1].rstrip(".")
        return f"Restate the situation: as printed it cannot happen ({objection})."
    if c.verdict == "discretion":
        allowed = (c.computed or {}).get("outcome") or []
        return (f"No correction needed: the rules leave the choice to the TD ({' or '.join(map(str, allowed))}); "
                f"the text could say that the TD decides.")
    if c.verdict == "underdetermined":
        fits = [r["label"] for r in c.readings if r.get("matches")]
        if c.computed is not None:
            if c.kind == "discretion":
                wanted = c.published.get("outcome")
                wanted = wanted if isinstance(wanted, list) else [wanted]
                rest = {k: v for k, v in c.published.items() if k != "outcome"}
                stated_fits = not _diff_pairs(rest, c.computed) and all(
                    w in (c.computed.get("outcome") or []) for w in wanted)
            else:
                stated_fits = not _diff_pairs(c.published, c.computed)
            if stated_fits:
                fits = ["the situation as stated"] + fits
        held = f"the published answer holds only for {', '.join(fits)}" if fits else "no reading gives the published answer"
        return f"State the missing fact: {held}."
    if c.kind == "discretion":
        return (f"Correct the outcome: the rules allow {' or '.join(map(str, (c.computed or {}).get('outcome') or [])) or 'no TD choice here'}, "
                f"not {_short(c.published.get('outcome'))}.")
    pairs = _diff_pairs(c.published, c.computed)
    return "Correct the published figures: " + "; ".join(
        f"{k} should read {_short(comp)}, not {_short(pub)}" for k, pub, comp in pairs) + "."


# ---------------------------------------------------------------------------------------- whole catalogue
@dataclass(frozen=True)
class Conflict:
    """Two entries ruling the same point differently."""

    ids: tuple[str, ...]
    """The two entries."""
    topic: str
    """The ``point`` they share."""
    reason: str
    """What differs, in one sentence."""

    def to_dict(self) -> dict:
        return {"ids": list(self.ids), "topic": self.topic, "reason": self.reason}


_GOOD = ("agrees", "discretion")


def conflicts(entries: list[Entry], checks: list[Check] | None = None) -> list[Conflict]:
    """Entries sharing a ``point`` that rule it differently (see the module docstring).

    :param checks: the verdicts of ``entries`` if already computed (else they are computed here)."""
    groups: dict[str, list[Entry]] = {}
    for e in entries:
        if e.point:
            groups.setdefault(e.point, []).append(e)
    if not groups:
        return []
    verdicts: dict[str, Check] = {}
    if checks is not None:
        verdicts = {c.id: c for c in checks}
    out = []
    for topic, group in sorted(groups.items()):
        for i, a in enumerate(group):
            for b in group[i + 1:]:
                reasons = []
                direct = not a.has_inputs or not b.has_inputs or (a.scenario == b.scenario and a.compute == b.compute)
                if direct:
                    diff = _published_differences(a.published, b.published)
                    if diff:
                        reasons.append("; ".join(f"{k}: {a.id} says {_short(x)}, {b.id} says {_short(y)}"
                                                 for k, x, y in diff))
                if a.has_inputs and b.has_inputs:
                    ca = verdicts.get(a.id) or check(a)
                    cb = verdicts.get(b.id) or check(b)
                    for good, bad in ((ca, cb), (cb, ca)):
                        if good.verdict in _GOOD and bad.verdict == "disagrees":
                            reasons.append(f"the engine's rule reproduces {good.id} but not {bad.id} "
                                           f"({bad.reason[0].lower()}{bad.reason[1:-1]})")
                if reasons:
                    out.append(Conflict(ids=(a.id, b.id), topic=topic, reason="; ".join(reasons) + "."))
    return out


def _leaves(value: Any, prefix: str = "") -> dict[str, Any]:
    if isinstance(value, dict) and value:
        out: dict[str, Any] = {}
        for k, v in value.items():
            out.update(_leaves(v, f"{prefix}.{k}" if prefix else str(k)))
        return out
    return {prefix: value} if prefix else {}


def _same(x: Any, y: Any) -> bool:
    if isinstance(x, str) and isinstance(y, str):
        norm = lambda s: re.sub(r"[\s_-]+", " ", s.strip().lower())  # noqa: E731
        return norm(x) == norm(y)
    if isinstance(x, bool) or isinstance(y, bool):
        return x is y
    return x == y


def _published_differences(a: dict, b: dict) -> list[tuple[str, Any, Any]]:
    """(key, a's value, b's value) for every common leaf (dotted path, or unique last name) that differs."""
    la, lb = _leaves(a), _leaves(b)
    return [(p if p == q else f"{p} / {q}", la[p], lb[q]) for p, q in _common_keys(la, lb) if not _same(la[p], lb[q])]


# ------------------------------------------------------------------------------------- TDA 2024 reference
@dataclass(frozen=True)
class ReferencePoint:
    """The TDA 2024 facts on one point (an item of ``data/tda2024.yaml``)."""

    point: str
    """The name catalogue entries use in ``point:``."""
    tda: str | int
    """The TDA 2024 rule number."""
    topic: str
    """What the point is about."""
    sources: tuple[str, ...] = ()
    """Ids of the five sources that rule it."""
    facts: tuple[str, ...] = ()
    """The reference in plain words."""
    reference: dict = field(default_factory=dict)
    """The same facts as values, compared with entries' ``published``."""


def reference_path(directory: str | Path | None = None) -> Path:
    """``tda2024.yaml`` beside the catalogue folder ``directory`` if there is one, else the checkout's."""
    if directory:
        local = Path(directory).parent / "tda2024.yaml"
        if local.is_file():
            return local
    return data_dir() / "tda2024.yaml"


def reference(path: str | Path | None = None) -> dict[str, ReferencePoint]:
    """The TDA 2024 reference facts by point (``data/tda2024.yaml``)."""
    p = Path(path) if path else data_dir() / "tda2024.yaml"
    try:
        raw = yaml.safe_load(p.read_text(encoding="utf-8")) or []
    except yaml.YAMLError as exc:
        raise CatalogueError(f"{p.name}: {_yaml_problem(exc)}") from None
    except OSError as exc:
        raise CatalogueError(f"{p.name}: cannot read the TDA reference ({exc.__class__.__name__})") from None
    out: dict[str, ReferencePoint] = {}
    problems = []
    for n, item in enumerate(raw if isinstance(raw, list) else [None], start=1):
        if not isinstance(item, dict) or not {"point", "tda", "topic"} <= set(item):
            problems.append(f"{p.name}: item {n}: needs point, tda and topic")
            continue
        unknown = set(item) - {"point", "tda", "topic", "sources", "facts", "reference"}
        if unknown:
            problems.append(f"{p.name}: {item['point']}: unknown field(s) {', '.join(sorted(unknown))}")
            continue
        if item["point"] in out:
            problems.append(f"{p.name}: {item['point']}: point: defined twice")
            continue
        out[item["point"]] = ReferencePoint(point=item["point"], tda=item["tda"], topic=item["topic"],
                                            sources=tuple(map(str, item.get("sources") or ())),
                                            facts=tuple(item.get("facts") or ()),
                                            reference=dict(item.get("reference") or {}))
    if problems:
        raise CatalogueError(f"{len(problems)} problem(s) in the TDA reference: " + "; ".join(problems))
    return out


@dataclass(frozen=True)
class Departure:
    """A source whose published value differs from the TDA 2024 reference on the same point."""

    id: str
    """The catalogue entry."""
    source: str
    """Its source."""
    point: str
    """The point (``data/tda2024.yaml``)."""
    tda: str | int
    """The TDA 2024 rule."""
    differences: tuple[tuple[str, Any, Any], ...]
    """(key, the source's value, the TDA value) for each fact that differs."""
    reason: str
    """One sentence: what the source says and what TDA 2024 says."""

    def to_dict(self) -> dict:
        return {"id": self.id, "source": self.source, "point": self.point, "tda": self.tda,
                "differences": [{"key": k, "source": s, "tda": t} for k, s, t in self.differences],
                "reason": self.reason}


def base_id(ident: str) -> str:
    """The rule or section an id belongs to: ``RU-24A`` → ``RU-24``, ``IA-03-1`` → ``IA-03``,
    ``PL-54C`` → ``PL-54``; rule statements and illustrations (``03.9``, ``03-G``) are their own."""
    m = re.fullmatch(r"(IA-\d\d)(-.*)?|((?:PL|RU)-\d+)[A-Z]?", ident)
    if not m:
        return ident
    return m.group(1) or m.group(3)


def reference_points(entry: Entry, ref: dict[str, ReferencePoint]) -> list[ReferencePoint]:
    """The reference points an entry is compared with: the one named by its ``point``, and every point
    whose ``sources`` list the entry's id or the rule it belongs to."""
    out = [ref[entry.point]] if entry.point in ref else []
    out += [rp for rp in ref.values() if rp not in out and (entry.id in rp.sources or base_id(entry.id) in rp.sources)]
    return out


def compare_reference(entries: list[Entry], ref: dict[str, ReferencePoint] | None = None) -> list[dict]:
    """Every fact an entry states that the TDA reference of its point also has: ``{id, source, point,
    tda, key, published, reference, same, where}`` rows in catalogue order (``where`` is ``published`` or
    ``compute.args``), for a table of agreements and departures."""
    ref = reference() if ref is None else ref
    rows = []
    for e in entries:
        for rp in reference_points(e, ref):
            lr = _leaves(rp.reference)
            if not lr:
                continue
            la = _leaves(e.published)
            # A text fact is compared only under its own exact key: matched by a last key name, text
            # is too often the outcome of one situation (a seat, a player), not a rule.
            pairs = [(p, r, "published", la) for p, r in _common_keys(la, lr) if p == r or not isinstance(lr[r], str)]
            taken = {r for _, r, _, _ in pairs}
            if e.compute is not None:
                args = _leaves(e.compute.get("args") or {})
                rest = {k: v for k, v in lr.items() if k not in taken}
                pairs += [(p, r, "compute.args", args) for p, r in _common_keys(args, rest)
                          if p == r or not isinstance(lr[r], str)]
            for p, r, where, values in pairs:
                rows.append({"id": e.id, "source": e.source, "point": rp.point, "tda": rp.tda, "key": r,
                             "published": values[p], "reference": lr[r], "same": _same(values[p], lr[r]),
                             "where": where})
    return rows


def _common_keys(la: dict, lr: dict) -> list[tuple[str, str]]:
    pairs = [(k, k) for k in la if k in lr]
    rest_a = [k for k in la if k not in lr]
    rest_r = [k for k in lr if k not in la]
    for k in rest_a:
        name = k.rsplit(".", 1)[-1]
        cand_a = [x for x in rest_a if x.rsplit(".", 1)[-1] == name]
        cand_r = [x for x in rest_r if x.rsplit(".", 1)[-1] == name]
        if len(cand_a) == 1 and len(cand_r) == 1:
            pairs.append((k, cand_r[0]))
    return pairs


def departures(entries: list[Entry], ref: dict[str, ReferencePoint] | None = None) -> list[Departure]:
    """Entries whose published facts differ from the TDA 2024 reference of their ``point``."""
    ref = reference() if ref is None else ref
    by_id: dict[str, list[dict]] = {}
    for row in compare_reference(entries, ref):
        if not row["same"]:
            by_id.setdefault(row["id"], []).append(row)
    out = []
    for e in entries:
        for rp in reference_points(e, ref):
            rows = [r for r in by_id.get(e.id, ()) if r["point"] == rp.point]
            if not rows:
                continue
            what = "; ".join(f"{r['key']}: {e.id} says {_short(r['published'])}, TDA 2024 says {_short(r['reference'])}"
                             for r in rows)
            out.append(Departure(id=e.id, source=e.source, point=rp.point, tda=rp.tda,
                                 differences=tuple((r["key"], r["published"], r["reference"]) for r in rows),
                                 reason=f"{e.id} departs from TDA 2024 rule {rp.tda} ({rp.topic[0].lower()}"
                                        f"{rp.topic[1:]}) — {what}."))
    return out


def check_all(entries: list[Entry] | None = None) -> tuple[list[Check], list[Conflict]]:
    """Verdicts for the whole catalogue, and the cross-source conflicts.

    Every catalogue problem met while computing (a compute call whose arguments do not fit) is gathered
    into one :class:`CatalogueError`."""
    entries = load() if entries is None else entries
    checks, problems = [], []
    for e in entries:
        try:
            checks.append(check(e))
        except CatalogueError as exc:
            problems.append(str(exc))
    if problems:
        raise CatalogueError(f"{len(problems)} problem(s) in the catalogue: " + "; ".join(problems))
    return checks, conflicts(entries, checks)


def by_id(ident: str, entries: list[Entry] | None = None) -> Entry:
    """The catalogue entry with this id."""
    for e in (load() if entries is None else entries):
        if e.id == ident:
            return e
    raise CatalogueError(f"no catalogue entry {ident!r}")


def coverage(entries: list[Entry] | None = None, sources_file: str | Path | None = None) -> list[dict]:
    """Every published item ``data/sources.yaml`` lists, with the entries covering it:
    ``{source, section, item, ids}`` rows (``ids`` empty when the catalogue lacks the item)."""
    entries = load() if entries is None else entries
    ids = [e.id for e in entries]
    rows = []
    for s in sources(sources_file):
        for sec in s.get("sections") or []:
            for item in sec.get("examples") or []:
                item = str(item)
                covering = [i for i in ids if i == item or re.fullmatch(re.escape(item) + r"([A-Z]|-[0-9]+[A-Z]?)", i)]
                rows.append({"source": s["id"], "section": str(sec["id"]), "item": item, "ids": covering})
    return rows
