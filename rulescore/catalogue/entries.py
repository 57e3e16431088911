"""Catalogue entries: where the data lives, reading and validating it, and the :class:`Entry` type.

The catalogue is the top-level ``data/`` (``rulings/*.yaml``, ``sources.yaml``, ``tda2024.yaml``), shipped in
the wheel as ``rulescore/data`` and found by :func:`rulescore.datafiles.data_dir`; ``$RULESCORE_DATA`` names
another data folder of the same layout. Loading validates every file against :data:`~rulescore.catalogue.schema.ENTRY_SCHEMA`
and more (ids unique across files, each id in its source's format from ``sources.yaml``, scenarios
readable, ``compute`` functions registered, ``premises`` naming published figures) and raises one
:class:`~rulescore.records.errors.CatalogueError` listing every problem, each naming the file, the id and the
field. A catalogue problem is never turned into a verdict.
"""

from __future__ import annotations

import copy
import re
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any

from .. import yamlio
from ..datafiles import data_dir
from ..input.scenario import from_dict
from ..records.errors import CatalogueError, RulesError
from . import schema
from .registry import resolve

#: What a malformed catalogue file raises (PyYAML's error, or the pure fallback's: :mod:`rulescore.yamlio`).
YAMLError: tuple[type[Exception], ...] = yamlio.error_types()
_UNREADABLE: tuple[type[Exception], ...] = (OSError, *YAMLError)


def read_list(path: Path, label: str, what: str, problems: list[str]) -> list | None:
    """A data file that holds a list (of catalogue entries, of errata items), or ``None`` with the reason
    added to ``problems`` as ``label: ...`` (malformed YAML, an unreadable file, not a list)."""
    try:
        raw = read_yaml(path) or []
    except YAMLError as exc:
        problems.append(f"{label}: {yaml_problem(exc)}")
        return None
    except (OSError, UnicodeDecodeError) as exc:
        problems.append(f"{label}: cannot read the file ({exc.__class__.__name__})")
        return None
    if not isinstance(raw, list):
        problems.append(f"{label}: the file must be a list of {what} (got {type(raw).__name__})")
        return None
    return raw


def read_yaml(path: Path) -> Any:
    """One YAML file (:mod:`rulescore.yamlio`: libyaml's loader when present, so the catalogue loads in a few
    milliseconds)."""
    return yamlio.read(path)




@dataclass(frozen=True)
class Entry:
    """One published example or rule statement."""

    id: str
    """Stable id (``IA-07-4A``, ``08-C``, ``PL-61``, ``RU-20``, ``TDA-45-4A``)."""
    source: str
    """``IA`` | ``S03`` | ``S08`` | ``PL`` | ``RU`` | ``TDA`` (the official examples)."""
    rule: str
    """The rule of the source it illustrates (``08.4``; ``TDA 45`` for an official example)."""
    title: str
    """Short English title."""
    summary: str
    """The situation and question in our own words."""
    kind: str
    """``computed`` | ``discretion`` | ``procedural`` | ``text-only``."""
    published: dict = field(default_factory=dict)
    """What the source printed, keyed like the computation's output; empty when it printed nothing."""
    printed: bool = True
    """False when the entry says ``published: nothing`` (its figures are all ours, in :attr:`illustrated`)."""
    illustrated: dict = field(default_factory=dict)
    """Figures we made up to exercise the rule; checked apart, never counted as agreement with a source."""
    assumed: tuple[str, ...] = ()
    """The facts the source leaves out that the inputs supply, in our words."""
    scenario: dict | None = None
    """A scenario (the project's scenario format) replayed by :func:`rulescore.ask`."""
    compute: dict | None = None
    """Or: ``{function: NAME, args: {...}}`` of a registered function (:mod:`.registry`)."""
    readings: tuple[dict, ...] = ()
    """Plausible alternatives of the assumed facts: ``{label, patch}``, each patch applied over the inputs."""
    premises: tuple[str, ...] = ()
    """Published figures (dotted keys) that state the situation rather than the ruling: a reading that
    contradicts one is not what the source means (the printed figures pin it out)."""
    words: tuple[dict, ...] = ()
    """Checkable words of the source: ``{kind, says, implies, [patch | scenario | compute], [fix]}``."""
    states: dict = field(default_factory=dict)
    """What the source says on a named fact, in our words (``{fact: {says, [when], [value]}}``), compared
    with the other sources on the same rule (conflicts) and with TDA 2024 (departures)."""
    tda: str | int | None = None
    """The TDA 2024 rule it corresponds to."""
    point: str | None = None
    """A name shared by entries of different sources that rule the same point (for conflicts)."""
    official: dict | None = None
    """The official counterpart of an entry of the five renderings: ``{rule: "45-A", example: "TDA-45-2"}``
    (the example where the official text has one), or ``{none: why}``. Official entries have none."""
    waits: dict | None = None
    """An official example the engine cannot rule yet: ``{for: what it waits for, scenario | compute: the
    inputs to try once it can}`` (the entry is ``text-only`` until then)."""
    notes: str = ""
    """Committee-facing explanation in our own words (never a verdict)."""
    file: str = ""
    """The catalogue file it came from."""
    extra: dict = field(default_factory=dict)
    """Further fields the schema allows (``examples``, ...), kept as written."""
    read: dict = field(default_factory=dict, compare=False, repr=False)
    """The scenarios as the loader read them (to refuse an unreadable one), by where they are: ``scenario``,
    ``readings[i].patch``, ``words[i].patch``, ``words[i].scenario``; a verdict replays these (:meth:`read_for`),
    so each scenario of the catalogue is read once."""

    def read_for(self, scenario: dict, change: dict | None = None) -> Any:
        """The :class:`~rulescore.input.scenario.Scenario` the loader read for ``scenario`` (the entry's or a word's)
        with ``change`` (a reading's or a word's patch, ``None``) applied; ``None`` for any other pair."""
        if scenario is self.scenario:
            where = "scenario" if change is None else next(
                (f"{kind}[{i}].patch" for kind, items in (("readings", self.readings), ("words", self.words))
                 for i, x in enumerate(items) if x.get("patch") is change), None)
        else:
            where = next((f"words[{i}].scenario" for i, w in enumerate(self.words)
                          if w.get("scenario") is scenario), None) if change is None else None
        return self.read.get(where) if where else None

    @property
    def has_inputs(self) -> bool:
        """Whether there is anything to compute (a scenario or a compute call)."""
        return self.scenario is not None or self.compute is not None


_TUPLES = ("assumed", "readings", "premises", "words")
_ENTRY_FIELDS = {f.name for f in fields(Entry)} - {"file", "extra", "printed", "read"}


def _entry(item: dict, file: str, read: dict | None = None) -> Entry:
    known = {k: v for k, v in item.items() if k in _ENTRY_FIELDS}
    extra = {k: v for k, v in item.items() if k not in _ENTRY_FIELDS}
    for k in _TUPLES:
        known[k] = tuple(known.get(k, ()))
    printed = known.get("published") != "nothing"
    if not printed:
        known["published"] = {}
    return Entry(file=file, extra=extra, printed=printed, read=read or {}, **known)


def patch(base: dict, change: dict) -> dict:
    """``base`` with ``change`` merged over it (mappings merged key by key, anything else replaced)."""
    out = copy.deepcopy(base)
    for k, v in change.items():
        if isinstance(v, dict) and isinstance(out.get(k), dict):
            out[k] = patch(out[k], v)
        else:
            out[k] = copy.deepcopy(v)
    return out


def leaves(value: Any, prefix: str = "") -> dict[str, Any]:
    """The leaves of nested mappings by dotted path (``{"a": {"b": 1}}`` -> ``{"a.b": 1}``)."""
    if isinstance(value, dict) and value:
        out: dict[str, Any] = {}
        for k, v in value.items():
            out.update(leaves(v, f"{prefix}.{k}" if prefix else str(k)))
        return out
    return {prefix: value} if prefix else {}


#: What :func:`lookup` returns for a path that is not there.
MISSING = object()


def lookup(value: Any, path: str) -> Any:
    """The part of ``value`` at ``path`` (``last_action.to``, ``pots[1].amount``), or :data:`MISSING`."""
    for name, index in re.findall(r"([^.\[\]]+)|\[(\d+)\]", path):
        if name:
            value = value.get(name, MISSING) if isinstance(value, dict) else MISSING
        else:
            i = int(index)
            value = value[i] if isinstance(value, list) and i < len(value) else MISSING
        if value is MISSING:
            return MISSING
    return value


# ---------------------------------------------------------------------------------------------- loading
def sources(path: str | Path | None = None) -> list[dict]:
    """The sources described in ``sources.yaml`` (id, file, language, title, id_pattern, sections)."""
    p = Path(path) if path else data_dir() / "sources.yaml"
    try:
        data = read_yaml(p) or []
    except _UNREADABLE as exc:
        raise CatalogueError(f"{p.name}: cannot read the sources ({str(exc).splitlines()[0]})") from None
    if not isinstance(data, list) or not all(isinstance(s, dict) and "id" in s for s in data):
        raise CatalogueError(f"{p.name}: the sources file must be a list of mappings with an id")
    return data


def beside(directory: str | Path | None, name: str) -> Path:
    """``name`` (``sources.yaml``, ``tda2024.yaml``) beside the catalogue folder ``directory`` if it is
    there, else the data folder's."""
    if directory:
        local = Path(directory).parent / name
        if local.is_file():
            return local
    return data_dir() / name


def yaml_problem(exc: Exception) -> str:
    """A YAML syntax error as ``line N: not valid YAML (...)``."""
    mark = getattr(exc, "problem_mark", None)
    where = f"line {mark.line + 1}: " if mark is not None else ""
    problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
    return f"{where}not valid YAML ({problem})"


_CACHE: dict[tuple, list] = {}


def load(directory: str | Path | None = None) -> list[Entry]:
    """Load and validate every catalogue file; raise :class:`CatalogueError` listing all problems.

    The result is cached until a file changes (notebooks look entries up one by one)."""
    directory = Path(directory) if directory else data_dir() / "rulings"
    files = sorted(directory.glob("*.yaml"))
    if not files:
        raise CatalogueError(f"no catalogue files in {directory}")
    src = beside(directory, "sources.yaml")
    key = tuple((str(f), f.stat().st_mtime_ns) for f in files + [src] if f.exists())
    if key not in _CACHE:
        _CACHE.clear()
        _CACHE[key] = _load(files, src)
    return list(_CACHE[key])


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
        raw = read_list(f, f.name, "entries", problems)
        if raw is None:
            continue
        for n, item in enumerate(raw, start=1):
            if not isinstance(item, dict):
                problems.append(f"{f.name}: entry {n}: (entry): not a mapping of fields ({item!r:.40})")
                continue
            ident = str(item["id"]) if isinstance(item.get("id"), str) else f"entry {n}"
            found = schema.problems(item)
            problems += [f"{f.name}: {ident}: {where}: {msg}" for where, msg in found]
            if isinstance(item.get("id"), str):
                if ident in seen:
                    problems.append(f"{f.name}: {ident}: id: also defined in {seen[ident]}")
                    continue
                seen[ident] = f.name
            if found:
                continue
            read: dict = {}
            more = _semantic_problems(item, patterns, read)
            problems += [f"{f.name}: {ident}: {p}" for p in more]
            if not more:
                entries.append(_entry(item, f.name, read))
    problems += _link_problems(entries)
    if problems:
        raise CatalogueError(f"{len(problems)} problem(s) in the catalogue: " + "; ".join(problems))
    return entries


def official_examples(entry: Entry) -> tuple[str, ...]:
    """The ids of the official examples an entry links to (``official.example``, one or a list)."""
    ex = (entry.official or {}).get("example")
    return tuple(ex) if isinstance(ex, list) else (ex,) if ex else ()


def _link_problems(entries: list[Entry]) -> list[str]:
    """What needs the whole catalogue and the official rules: each ``official`` link names an official rule
    (with a letter the rules have) and official examples that are entries of source TDA."""
    from ..reference import tda2024

    official = {e.id for e in entries if e.source == "TDA"}
    out = []
    for e in entries:
        link = e.official or {}
        for number in ([link["rule"]] if "rule" in link else []) + list(link.get("also", ())):
            if not tda2024.known(number):
                out.append(f"{e.file}: {e.id}: official.rule: {number!r} is not a rule or lettered part of "
                           f"data/tda2024-rules.yaml")
        for ex in official_examples(e):
            if ex not in official:
                out.append(f"{e.file}: {e.id}: official.example: {ex!r} is not an official example of the catalogue")
        if e.source == "TDA" and e.tda is not None and not tda2024.known(str(e.tda)):
            out.append(f"{e.file}: {e.id}: tda: {e.tda!r} is not an official rule")
    return out


def _semantic_problems(item: dict, patterns: dict[str, str], read: dict | None = None) -> list[str]:
    """What the schema cannot say: the source exists, the id fits it, the inputs can be read, the
    functions are registered, the premises are published figures."""
    out = []
    source = item["source"]
    if patterns and source not in patterns:
        out.append(f"source: {source!r} is not described in sources.yaml ({', '.join(patterns)})")
    elif patterns.get(source) and not re.fullmatch(patterns[source], item["id"]):
        out.append(f"id: {item['id']!r} is not an id of source {source} (pattern {patterns[source]})")
    if "readings" in item and "scenario" not in item and "compute" not in item:
        out.append("readings: readings patch a scenario or compute args, and this entry has neither")
    published = item.get("published") if isinstance(item.get("published"), dict) else {}
    for key in item.get("premises", ()):
        if lookup(published, key) is MISSING:
            out.append(f"premises: {key!r} is not a published figure")
    if "scenario" in item:
        variants = [("scenario", item["scenario"])]
        variants += [(f"readings[{i}].patch", patch(item["scenario"], r["patch"]))
                     for i, r in enumerate(item.get("readings", ()))]
        variants += [(f"words[{i}].patch", patch(item["scenario"], w["patch"]))
                     for i, w in enumerate(item.get("words", ())) if "patch" in w]
        out += _unreadable(variants, read)
    out += _unreadable([(f"words[{i}].scenario", w["scenario"]) for i, w in enumerate(item.get("words", ()))
                        if "scenario" in w], read)
    waits = item.get("waits") or {}
    if "scenario" in waits and "compute" in waits:
        out.append("waits: give the inputs to try as a scenario or a compute call, not both")
    calls = [("compute.function", item["compute"]["function"])] if "compute" in item else []
    calls += [(f"words[{i}].compute.function", w["compute"]["function"])
              for i, w in enumerate(item.get("words", ())) if "compute" in w]
    for where, name in calls:
        try:
            resolve(name)
        except CatalogueError as exc:
            out.append(f"{where}: {exc}")
    return out


def _unreadable(variants: list[tuple[str, dict]], read: dict | None = None) -> list[str]:
    """The problems of the scenarios that cannot be read; each one read goes into ``read`` by where it is."""
    if not variants:
        return []
    out = []
    done: dict[str, Any] = {}   # a patch that leaves the scenario as it was: the same text, read once
    for where, sc in variants:
        try:
            text = repr(sc)
            scenario = done[text] if text in done else from_dict(sc)
            done[text] = scenario
            if read is not None:
                read[where] = scenario
        except RulesError as exc:
            out.append(f"{where}: the scenario cannot be read: {exc}")
        except RecursionError:
            out.append(f"{where}: the scenario is nested too deeply")
    return out


def by_id(ident: str, entries: list[Entry] | None = None) -> Entry:
    """The catalogue entry with this id (case does not matter). An id the catalogue lacks is bad input
    (a :class:`RulesError`), not a problem of the catalogue."""
    want = ident.upper()
    for e in (load() if entries is None else entries):
        if e.id.upper() == want:
            return e
    raise RulesError(f"no catalogue entry {ident!r}")
