"""The errata a committee can publish: one item per change to a source text.

What an erratum *says* is written by people, in ``data/errata/*.yaml``: which source and section, the
entries whose text changes, a few words of the source that locate the sentence (``quote``), what is
wrong and the replacement text, each in English and in the source's own language. Whether an item is
*live* is computed: its ``because`` names the findings of ``rulescore check`` that call for it —

``verdict:<id>``
    an entry whose verdict is an erratum (disagrees, underdetermined, impossible);
``conflict:<id>+<id>``
    a conflict between two entries (either order);
``departure:<point>:<id>``
    a departure of an entry from TDA 2024 on a reference point.

An item is listed (:func:`act_on`) when one of its findings is computed, ordered by what the change does
at the table (:data:`SEVERITIES`: a wrong ruling first, then contradictions and impossible situations,
then missing facts, then wording). ``tests/test_errata.py`` keeps the data honest: every computed finding
has an item, every item names only computed findings, no entry id is in two items, every quote occurs
in its seed file. Items from other files (``departures.yaml``) appear the same way with no code change.

The format is documented on the guide's sources page and in ``CONTRACTS.md``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..errors import CatalogueError
from .entries import beside, data_dir, read_list, sources
from .languages import text as say

#: Severities, most urgent first: what the change does at the table.
SEVERITIES = ("ruling", "contradiction", "impossible", "missing-fact", "wording")
_RANK = {s: n for n, s in enumerate(SEVERITIES)}

_KEYS = {"change", "source", "section", "ids", "because", "severity", "quote", "problem", "correction", "notes"}
_REQUIRED = _KEYS - {"notes"}
_FINDING = re.compile(r"^(verdict:(?P<v>[^:+\s]+)|conflict:(?P<a>[^:+\s]+)\+(?P<b>[^:+\s]+)|"
                      r"departure:(?P<p>[^:\s]+):(?P<d>[^:+\s]+))$")
_CHANGE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9-]*$")
QUOTE_WORDS = (2, 10)


def canonical(key: str) -> str:
    """A finding key in one spelling (``conflict:`` ids sorted), so ``conflict:a+b`` and ``conflict:b+a`` match."""
    m = _FINDING.match(key.strip())
    if m and m.group("a"):
        a, b = sorted((m.group("a"), m.group("b")))
        return f"conflict:{a}+{b}"
    return key.strip()


# ------------------------------------------------------------------------------------------- findings
@dataclass(frozen=True)
class Finding:
    """One computed finding an erratum can rest on."""

    key: str
    """``verdict:<id>``, ``conflict:<a>+<b>`` (ids sorted) or ``departure:<point>:<id>``."""
    kind: str
    """``verdict`` | ``conflict`` | ``departure``."""
    ids: tuple[str, ...]
    """The entries it names."""
    floor: str
    """The least urgent severity an item resting on it may have (a wrong figure is at least a ruling)."""
    detail: dict = field(default_factory=dict)
    """What the sentences need: ``verdict`` and ``kinds``; ``nature``; ``tda``."""

    def describe(self, lang: str = "en") -> str:
        """The finding in one clause of ``lang`` (templates, no glued words)."""
        if self.kind == "verdict":
            verdict = say(lang, f"verdict.{self.detail['verdict']}")
            kinds = [say(lang, f"kind.{k}") for k in self.detail.get("kinds", ())]
            if kinds:
                return say(lang, "finding.verdict_kinds", id=self.ids[0], verdict=verdict, kinds=", ".join(kinds))
            return say(lang, "finding.verdict", id=self.ids[0], verdict=verdict)
        if self.kind == "conflict":
            a, b = self.ids
            which = "finding.contradiction" if self.detail.get("nature") == "contradiction" else "finding.exception"
            return say(lang, which, a=a, b=b)
        return say(lang, "finding.departure", id=self.ids[0], tda=self.detail.get("tda", ""))


#: The floor severity of a verdict by its erratum kinds (the most urgent kind decides).
_KIND_FLOOR = {"figures": "ruling", "situation": "impossible", "contradiction": "contradiction",
               "missing fact": "missing-fact", "wording": "wording"}


def findings(checks, conflicts, departures) -> dict[str, Finding]:
    """Every finding of a report, by key."""
    from .verdicts import is_erratum

    out: dict[str, Finding] = {}
    for c in checks:
        if is_erratum(c):
            kinds = tuple(c.erratum)
            floor = min((_KIND_FLOOR.get(k, "wording") for k in kinds), key=rank, default="wording")
            if str(c.verdict) == "impossible":
                floor = min(floor, "impossible", key=rank)
            out[f"verdict:{c.id}"] = Finding(f"verdict:{c.id}", "verdict", (c.id,), floor,
                                             {"verdict": str(c.verdict), "kinds": kinds})
    for k in conflicts:
        a, b = k.ids
        key = canonical(f"conflict:{a}+{b}")
        floor = "contradiction" if k.nature == "contradiction" else "missing-fact"
        out[key] = Finding(key, "conflict", (a, b), floor, {"nature": k.nature, "topic": k.topic})
    for d in departures:
        key = f"departure:{d.point}:{d.id}"
        out[key] = Finding(key, "departure", (d.id,), "wording", {"tda": d.tda, "point": d.point})
    return out


# ---------------------------------------------------------------------------------------------- items
@dataclass(frozen=True)
class Item:
    """One erratum as written in ``data/errata``: a change to one place of one source text."""

    change: str
    source: str
    section: str
    ids: tuple[str, ...]
    because: tuple[str, ...]
    severity: str
    quote: str
    problem: dict[str, str]
    correction: dict[str, str]
    language: str = "en"
    notes: str = ""
    file: str = ""


def errata_dir(directory: str | Path | None = None) -> Path:
    """``errata/`` beside the catalogue folder ``directory`` (a catalogue of one's own has the errata of its
    own, or none), else the data folder's."""
    if directory:
        return Path(directory).parent / "errata"
    return data_dir() / "errata"


def load(directory: str | Path | None = None, sources_file: str | Path | None = None) -> list[Item]:
    """Every erratum item, validated; :class:`CatalogueError` lists every problem (file, change, field).

    ``directory`` is the catalogue folder (``errata/`` and ``sources.yaml`` are read beside it)."""
    folder = errata_dir(directory)
    src = Path(sources_file) if sources_file else beside(directory, "sources.yaml")
    described = {s["id"]: s for s in sources(src)}
    problems: list[str] = []
    items: list[Item] = []
    seen_change: dict[str, str] = {}
    seen_id: dict[str, str] = {}
    files = sorted(folder.glob("*.yaml")) if folder.is_dir() else []
    for f in files:
        raw = read_list(f, f"errata/{f.name}", "items", problems)
        if raw is None:
            continue
        for n, it in enumerate(raw, start=1):
            where = f"errata/{f.name}: " + (str(it.get("change")) if isinstance(it, dict) and it.get("change")
                                            else f"item {n}")
            found = _problems(it, described)
            problems += [f"{where}: {p}" for p in found]
            if found:
                continue
            if it["change"] in seen_change:
                problems.append(f"{where}: change: also used in {seen_change[it['change']]}")
                continue
            seen_change[it["change"]] = f.name
            for i in it["ids"]:
                if i in seen_id:
                    problems.append(f"{where}: ids: {i} already has an item ({seen_id[i]}); add this item's "
                                    f"findings to that item's because instead")
                seen_id.setdefault(i, it["change"])
            items.append(Item(change=it["change"], source=it["source"], section=str(it["section"]),
                              ids=tuple(it["ids"]), because=tuple(canonical(b) for b in it["because"]),
                              severity=it["severity"], quote=it["quote"], problem=dict(it["problem"]),
                              correction=dict(it["correction"]),
                              language=described[it["source"]].get("language", "en"),
                              notes=it.get("notes", ""), file=f.name))
    if problems:
        raise CatalogueError(f"{len(problems)} problem(s) in the errata: " + "; ".join(problems))
    return items


def _problems(it: Any, described: dict[str, dict]) -> list[str]:
    if not isinstance(it, dict):
        return ["(item): not a mapping of fields"]
    out = []
    missing = sorted(_REQUIRED - set(it))
    if missing:
        out.append(f"missing {', '.join(missing)}")
    unknown = sorted(set(it) - _KEYS)
    if unknown:
        out.append(f"unknown field(s) {', '.join(unknown)} (allowed: {', '.join(sorted(_KEYS))})")
    if missing:
        return out
    if not isinstance(it["change"], str) or not _CHANGE.match(it["change"]):
        out.append("change: letters, digits and dashes")
    src = described.get(it["source"])
    if src is None:
        out.append(f"source: {it['source']!r} is not described in sources.yaml")
    elif str(it["section"]) not in {str(s.get("id")) for s in src.get("sections") or ()}:
        out.append(f"section: {it['section']!r} is not a section of {it['source']} in sources.yaml")
    if not (isinstance(it["ids"], list) and it["ids"] and all(isinstance(i, str) for i in it["ids"])):
        out.append("ids: a list of catalogue ids")
    if not (isinstance(it["because"], list) and it["because"]
            and all(isinstance(b, str) and _FINDING.match(b.strip()) for b in it["because"])):
        out.append("because: a list of verdict:<id>, conflict:<id>+<id> or departure:<point>:<id>")
    if it["severity"] not in SEVERITIES:
        out.append(f"severity: {it['severity']!r} is not one of {', '.join(SEVERITIES)}")
    q = it["quote"]
    if not isinstance(q, str) or not QUOTE_WORDS[0] <= len(q.split()) <= QUOTE_WORDS[1]:
        out.append(f"quote: {QUOTE_WORDS[0]} to {QUOTE_WORDS[1]} words of the source")
    lang = (src or {}).get("language", "en")
    want = {"en", lang}
    for key in ("problem", "correction"):
        v = it[key]
        if not isinstance(v, dict) or set(v) != want or not all(isinstance(t, str) and t.strip() for t in v.values()):
            out.append(f"{key}: a mapping with {' and '.join(sorted(want))} (the source is in {lang})")
    return out


# --------------------------------------------------------------------------------------------- act on
@dataclass(frozen=True)
class ActOn:
    """A live erratum: the written item and the computed findings that make it live."""

    item: Item
    findings: tuple[Finding, ...]
    """The item's findings that are computed, in the order it names them."""
    rests_on: tuple[str, ...]
    """Every entry id those findings name (the item's own ids first)."""

    @property
    def ids(self) -> tuple[str, ...]:
        return self.item.ids

    @property
    def severity(self) -> str:
        return self.item.severity

    @property
    def language(self) -> str:
        return self.item.language

    def problem_in(self, lang: str) -> str:
        return self.item.problem.get(lang) or self.item.problem["en"]

    def correction_in(self, lang: str) -> str:
        return self.item.correction.get(lang) or self.item.correction["en"]

    def to_dict(self) -> dict:
        it = self.item
        return {"change": it.change, "ids": list(it.ids), "severity": it.severity, "source": it.source,
                "section": it.section, "language": it.language, "quote": it.quote,
                "problem": it.problem["en"], "problem_in_source_language": self.problem_in(it.language),
                "correction": it.correction["en"], "correction_in_source_language": self.correction_in(it.language),
                "because": [f.key for f in self.findings], "rests_on": list(self.rests_on)}


def act_on(items: list[Item], found: dict[str, Finding], order: dict[str, int] | None = None) -> list[ActOn]:
    """The live items, most urgent first (severity, then catalogue order of their first entry)."""
    order = order or {}
    out = []
    for it in items:
        live = tuple(found[k] for k in it.because if k in found)
        if not live:
            continue
        rests = list(it.ids)
        for f in live:
            rests += [i for i in f.ids if i not in rests]
        out.append(ActOn(it, live, tuple(rests)))
    big = 10 ** 6
    return sorted(out, key=lambda a: (_RANK[a.severity], min((order.get(i, big) for i in a.ids), default=big),
                                      a.item.change))


def unwritten(items: list[Item], found: dict[str, Finding]) -> list[str]:
    """Computed findings that no item names (the errata data is incomplete while this is not empty)."""
    named = {k for it in items for k in it.because}
    return [k for k in found if k not in named]


def stale(items: list[Item], found: dict[str, Finding]) -> list[tuple[str, str]]:
    """(change, finding) for every finding an item names that is not computed."""
    return [(it.change, k) for it in items for k in it.because if k not in found]


def floor(item: Item, found: dict[str, Finding]) -> str:
    """The most urgent floor of an item's computed findings (its severity may be more urgent, never less)."""
    floors = [found[k].floor for k in item.because if k in found]
    return min(floors, key=rank) if floors else "wording"


def rank(severity: str) -> int:
    """Position of a severity in :data:`SEVERITIES` (0 most urgent)."""
    return _RANK[severity]


# ----------------------------------------------------------------------------------------------- quotes
def normalise(text_: str) -> str:
    """Text compared for quotes: case folded, every run of white space one space, typographic quotes and
    dashes as plain ones."""
    t = text_.replace("\u00a0", " ")
    t = re.sub(r"[„“”«»\"]", '"', t)
    t = re.sub(r"[–—]", "-", t)
    return re.sub(r"\s+", " ", t).strip().casefold()


def quote_occurs(quote: str, seed_text: str) -> bool:
    """Whether ``quote`` occurs in the seed text (whitespace- and case-normalised)."""
    return normalise(quote) in normalise(seed_text)


__all__ = ["SEVERITIES", "ActOn", "Finding", "Item", "act_on", "canonical", "errata_dir", "findings", "floor",
           "load", "normalise", "quote_occurs", "rank", "stale", "unwritten"]
