"""The errata a committee can publish: one item per change to a source text.

What an erratum *says* is written by people, in ``data/errata/*.yaml``: which source and section, the
entries whose text changes, a few words of the source that locate the place (``quote``), how much of the
text the replacement replaces (``scope``: the sentence, the paragraph, or nothing, inserted after the
sentence; :mod:`.scope`), what is wrong and the replacement text, each in English and in the source's own
language. Whether an item is *live*, and how urgent it is, is computed: its ``because`` names the
findings of ``rulescore check`` that call for it —

``verdict:<id>``
    an entry whose verdict is an erratum (disagrees, underdetermined, impossible);
``conflict:<id>+<id>``
    a conflict between two entries (either order);
``departure:<point>:<id>``
    a departure of an entry from TDA 2024 on a reference point;
``text:<id>``
    a fault of the printed text itself (a typo, a heading run into the text, a garbled sentence), as the
    committee's reading of the source records it (``data/errata/_text.yaml``).

**Severity is the table's, never written by hand** (:func:`finding_severity`): an item *changes a
ruling* only where the engine rules the same situation differently as the rendering reads and by TDA 2024
(a departure whose table consequence is computed and differs, with its chips); otherwise it is a
*contradiction* (two texts, or a text and TDA 2024, say different things the engine does not rule), an
*impossible situation*, a *missing fact*, or *wording*. Items are listed most urgent first, then by how often
their situation comes up in the real hands of ``tests/data/hands`` (``data/errata/_situations.yaml``), then
in catalogue order. ``tests/test_errata*.py`` keep the data honest: every computed finding has an item,
every item names only computed findings, no entry id is in two items, every quote occurs once in its
seed file, and every replacement applies there and reads.

Files of ``data/errata`` whose name starts with ``_`` are the committee's reading, not items:
``_checked.yaml`` (every passage read and what was found), ``_text.yaml`` (faults of the printed text) and
``_situations.yaml`` (how often each situation occurs in the real hands).
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from ..records.errors import CatalogueError
from .entries import beside, data_dir, read_list, read_yaml, sources
from .languages import GLOSSARY
from .languages import text as say
from .scope import SCOPES, ScopeError, check, locate, normalise, put

#: Severities, most urgent first: what the change does at the table.
SEVERITIES = ("ruling", "contradiction", "impossible", "missing-fact", "wording")
_RANK = {s: n for n, s in enumerate(SEVERITIES)}

_KEYS = {"change", "source", "section", "ids", "because", "scope", "quote", "problem", "correction", "notes"}
_REQUIRED = _KEYS - {"notes"}
_FINDING = re.compile(r"^(verdict:(?P<v>[^:+\s]+)|conflict:(?P<a>[^:+\s]+)\+(?P<b>[^:+\s]+)|"
                      r"departure:(?P<p>[^:\s]+):(?P<d>[^:+\s]+)|text:(?P<t>[^:+\s]+))$")
_CHANGE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9-]*$")
QUOTE_WORDS = (2, 10)
#: Kinds of fault of the printed text (``_text.yaml``).
TEXT_KINDS = ("typo", "run-together heading", "garbled sentence", "wrong term")


def canonical(key: str) -> str:
    """A finding key in one spelling (``conflict:`` ids sorted), so ``conflict:a+b`` and ``conflict:b+a`` match."""
    m = _FINDING.match(key.strip())
    if m and m.group("a"):
        a, b = sorted((m.group("a"), m.group("b")))
        return f"conflict:{a}+{b}"
    return key.strip()


# ---------------------------------------------------------------------------- the committee's reading
def seeds_dir() -> Path | None:
    """The five seed files: ``$RULESCORE_SEEDS``, else ``../shared/seeds`` beside the checkout (the
    repository's parent), else a ``shared/seeds`` beside any parent folder; ``None`` where they are absent
    (an installed wheel, a clean clone): then nothing that needs the source texts is done."""
    env = os.environ.get("RULESCORE_SEEDS")
    if env:
        return Path(env) if Path(env).is_dir() else None
    beside_checkout = data_dir().parent.parent / "shared" / "seeds"
    for cand in (beside_checkout, *(p / "shared" / "seeds" for p in Path(__file__).resolve().parents)):
        if cand.is_dir():
            return cand
    return None


def _reading_file(name: str, directory: str | Path | None = None) -> Any:
    path = errata_dir(directory) / name
    if not path.is_file():
        return None
    try:
        return read_yaml(path)
    except Exception as exc:  # malformed YAML is a catalogue problem, never a traceback
        raise CatalogueError(f"errata/{name}: cannot read the committee's reading ({exc.__class__.__name__})") from None


def reading(directory: str | Path | None = None) -> list[dict]:
    """The committee's reading of the five sources (``_checked.yaml``): one record per passage read, ``{id,
    tda, outcome, items, note}`` with ``outcome`` ``faithful`` (it says what TDA 2024 says), ``erratum`` (an
    item changes it: ``items``) or ``silent`` (it does not render the official rule it could: no erratum)."""
    raw = _reading_file("_checked.yaml", directory) or []
    return [dict(r, items=list(r.get("items") or ())) for r in raw if isinstance(r, dict)]


def texts(directory: str | Path | None = None) -> dict[str, tuple[dict, ...]]:
    """Faults of the printed text by the entry or section they stand in (``_text.yaml``): ``{id: ({kind,
    printed, reads}, ...)}``."""
    raw = _reading_file("_text.yaml", directory) or []
    out: dict[str, list[dict]] = {}
    problems = []
    for n, r in enumerate(raw, start=1):
        if not isinstance(r, dict) or not {"id", "kind", "printed", "reads"} <= set(r) or r["kind"] not in TEXT_KINDS:
            problems.append(f"errata/_text.yaml: item {n}: needs id, kind ({', '.join(TEXT_KINDS)}), printed and reads")
            continue
        out.setdefault(str(r["id"]), []).append({k: r[k] for k in ("kind", "printed", "reads")})
    if problems:
        raise CatalogueError("; ".join(problems))
    return {k: tuple(v) for k, v in out.items()}


@lru_cache(maxsize=4)
def _situations(directory: str | None) -> dict:
    return _reading_file("_situations.yaml", directory) or {}


def situation_counts(directory: str | Path | None = None) -> dict[str, int]:
    """How often each situation comes up in the real hands of ``tests/data/hands``: ``{situation: count}``
    (``_situations.yaml``, recomputed by :func:`rulescore.catalogue.situations.count`)."""
    raw = _situations(str(directory) if directory else None)
    return {k: int(v["count"]) for k, v in (raw.get("situations") or {}).items()}


def situation_hands(directory: str | Path | None = None) -> int:
    """How many real hands the counts of :func:`situation_counts` were made from."""
    return int(_situations(str(directory) if directory else None).get("hands") or 0)


def situation_of(point: str, directory: str | Path | None = None) -> str | None:
    """The situation of a TDA 2024 reference point that a hand history can show (``None``: a hand history
    does not record it: words, motions of chips, miscounts, the clock)."""
    return (_situations(str(directory) if directory else None).get("points") or {}).get(point)


def glossary(lang: str) -> dict[str, dict]:
    """The committee's terms in ``lang``: ``{concept: {"term": ..., "not": [variants never used]}}``."""
    return GLOSSARY.get(lang, {})


def rendered_rules(entry) -> set[str]:
    """The official rules an entry renders, as its ``official`` link names them: its ``official.rule`` and
    the rules of the official examples it renders (``TDA-45A-1`` renders 45-A)."""
    off = entry.official or {}
    out = {str(off["rule"])} if off.get("rule") else {str(entry.tda)} if entry.tda is not None else set()
    examples = off.get("example") or []
    for ex in [examples] if isinstance(examples, str) else examples:
        m = re.match(r"TDA-(\d+)([A-Z]?)-", str(ex) + "-")
        if m:
            out.add(f"{m.group(1)}-{m.group(2)}" if m.group(2) else m.group(1))
    return out


def renders(entry, rule: str) -> bool:
    """Whether ``entry`` renders the official ``rule`` (``15-B`` is rendered by an entry of rule 15, not by
    one of rule 13-A only): a fact it leaves out is a departure only then, never silence."""
    own = rendered_rules(entry)
    rule = str(rule)
    return rule in own or rule.split("-")[0] in own


# ------------------------------------------------------------------------------------------- findings
@dataclass(frozen=True)
class Finding:
    """One computed finding an erratum can rest on."""

    key: str
    """``verdict:<id>``, ``conflict:<a>+<b>`` (ids sorted), ``departure:<point>:<id>`` or ``text:<id>``."""
    kind: str
    """``verdict`` | ``conflict`` | ``departure`` | ``text``."""
    ids: tuple[str, ...]
    """The entries (or, for ``text``, the entry or section) it names."""
    floor: str
    """Its severity, from the table (:func:`finding_severity`)."""
    detail: dict = field(default_factory=dict)
    """What the sentences need: ``verdict`` and ``kinds``; ``nature``; ``tda``, ``tda_rule``, ``differences``,
    ``kinds``, ``table_rulings``, ``table``; ``faults``."""
    basis: str = ""
    """Why it has its severity, in one sentence with the chips where there are chips (English)."""

    @property
    def severity(self) -> str:
        return self.floor

    def describe(self, lang: str = "en") -> str:
        """The finding in one clause of ``lang`` (templates, no glued words)."""
        if self.kind == "verdict":
            kinds = tuple(self.detail.get("kinds") or ())
            if self.detail.get("verdict") == "impossible" or self.detail.get("situation"):
                which = "impossible"
            elif "figures" in kinds:
                which = "figures"
            elif "missing fact" in kinds or self.detail.get("verdict") == "underdetermined":
                which = "missing"
            elif "wording" in kinds:
                which = "wording"
            else:
                which = "contradiction"
            return say(lang, f"finding.verdict.{which}", id=self.ids[0])
        if self.kind == "conflict":
            a, b = self.ids
            which = "finding.contradiction" if self.detail.get("nature") == "contradiction" else "finding.exception"
            return say(lang, which, a=a, b=b)
        if self.kind == "text":
            return say(lang, "finding.text", id=self.ids[0])
        return say(lang, "finding.departure", id=self.ids[0], tda=self.detail.get("tda_rule") or self.detail.get("tda", ""))


_DIFFERING = ("clause reversed", "words changed", "condition added")


def finding_severity(kind: str, detail: dict) -> tuple[str, str]:
    """(severity, basis) of one finding, from the table (module docstring)."""
    if kind == "departure":
        t = detail.get("table_rulings") or {}
        if t.get("computed") and t.get("differs"):
            return "ruling", detail.get("table", "")
        if t.get("computed"):
            return "wording", detail.get("table", "")
        kinds = detail.get("kinds") or ()
        if any(k in _DIFFERING for k in kinds):
            return "contradiction", ""
        return "missing-fact", ""
    if kind == "conflict":
        return ("contradiction" if detail.get("nature") == "contradiction" else "missing-fact"), ""
    if kind == "verdict":
        kinds = tuple(detail.get("kinds") or ())
        if detail.get("verdict") == "impossible" or detail.get("situation"):
            return "impossible", ""
        if "figures" in kinds:
            return "ruling", detail.get("reason", "")
        if "contradiction" in kinds:
            return "contradiction", ""
        if "missing fact" in kinds or "situation" in kinds:
            return "missing-fact", ""
        return "wording", ""
    return "wording", ""


def findings(checks, conflicts, departures, faults: dict[str, tuple[dict, ...]] | None = None) -> dict[str, Finding]:
    """Every finding of a report, by key."""
    from .verdicts import is_erratum

    out: dict[str, Finding] = {}

    def add(key: str, kind: str, ids: tuple[str, ...], detail: dict) -> None:
        sev, basis = finding_severity(kind, detail)
        out[key] = Finding(key, kind, ids, sev, detail, basis)

    for c in checks:
        if is_erratum(c):
            situation = any(not w.get("holds") and w.get("kind") == "situation" for w in c.words)
            add(f"verdict:{c.id}", "verdict", (c.id,),
                {"verdict": str(c.verdict), "kinds": tuple(c.erratum), "situation": situation,
                 "reason": c.reason})
    for k in conflicts:
        a, b = k.ids
        add(canonical(f"conflict:{a}+{b}"), "conflict", (a, b), {"nature": k.nature, "topic": k.topic})
    for d in departures:
        add(f"departure:{d.point}:{d.id}", "departure", (d.id,),
            {"tda": d.tda, "tda_rule": d.tda_rule, "point": d.point, "differences": d.differences,
             "kinds": d.kinds, "table_rulings": d.table_rulings, "table": d.table})
    for ident, found in (faults or {}).items():
        add(f"text:{ident}", "text", (ident,), {"faults": found})
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
    scope: str
    quote: str
    problem: dict[str, str]
    correction: dict[str, str]
    language: str = "en"
    notes: str = ""
    file: str = ""

    def replacement(self, lang: str | None = None) -> str:
        """The text to paste for :attr:`scope`, in ``lang`` (the source's language by default)."""
        return self.correction.get(lang or self.language) or self.correction["en"]


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
    files = sorted(f for f in folder.glob("*.yaml") if not f.name.startswith("_")) if folder.is_dir() else []
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
                              scope=it["scope"], quote=it["quote"], problem=dict(it["problem"]),
                              correction=dict(it["correction"]),
                              language=described[it["source"]].get("language", "en"),
                              notes=it.get("notes", ""), file=f.name))
    if problems:
        raise CatalogueError(f"{len(problems)} problem(s) in the errata: " + "; ".join(problems))
    return items


def _check_item(it: Any, described: dict[str, dict]) -> None:
    """:class:`CatalogueError` naming every problem of one raw item (:func:`load` gathers them)."""
    found = _problems(it, described)
    if found:
        raise CatalogueError("; ".join(found))


def _problems(it: Any, described: dict[str, dict]) -> list[str]:
    if not isinstance(it, dict):
        return ["(item): not a mapping of fields"]
    out = []
    if "severity" in it:
        out.append("severity: it is computed from the findings (what the engine rules at the table), not written")
    missing = sorted(_REQUIRED - set(it))
    if missing:
        out.append(f"missing {', '.join(missing)}")
    unknown = sorted(set(it) - _KEYS - {"severity"})
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
        out.append("because: a list of verdict:<id>, conflict:<id>+<id>, departure:<point>:<id> or text:<id>")
    if it["scope"] not in SCOPES:
        out.append(f"scope: {it['scope']!r} is not one of {', '.join(SCOPES)}")
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
    frequency: int | None = None
    """How often its situation comes up in the real hands (``None``: a hand history does not show it)."""

    @property
    def ids(self) -> tuple[str, ...]:
        return self.item.ids

    @property
    def severity(self) -> str:
        """The most urgent severity of its findings (computed, :func:`finding_severity`)."""
        return min((f.severity for f in self.findings), key=rank, default="wording")

    @property
    def basis(self) -> str:
        """Why it has that severity, in one sentence (the table consequence with its chips for a ruling)."""
        return next((f.basis for f in self.findings if f.severity == self.severity and f.basis), "")

    @property
    def language(self) -> str:
        return self.item.language

    def problem_in(self, lang: str) -> str:
        return self.item.problem.get(lang) or self.item.problem["en"]

    def correction_in(self, lang: str) -> str:
        return self.item.correction.get(lang) or self.item.correction["en"]

    def to_dict(self) -> dict:
        it = self.item
        return {"change": it.change, "ids": list(it.ids), "severity": self.severity, "source": it.source,
                "section": it.section, "language": it.language, "quote": it.quote, "scope": it.scope,
                "problem": it.problem["en"], "problem_in_source_language": self.problem_in(it.language),
                "correction": it.correction["en"], "correction_in_source_language": self.correction_in(it.language),
                "because": [f.key for f in self.findings], "rests_on": list(self.rests_on),
                "severity_basis": self.basis, "frequency": self.frequency}


def _frequency(live: tuple[Finding, ...], directory: str | Path | None = None) -> int | None:
    counts = situation_counts(directory)
    names = [situation_of(f.detail.get("point", ""), directory) for f in live if f.kind == "departure"]
    seen = [counts[n] for n in names if n in counts]
    return max(seen) if seen else None


def act_on(items: list[Item], found: dict[str, Finding], order: dict[str, int] | None = None,
           directory: str | Path | None = None) -> list[ActOn]:
    """The live items: most urgent first, then by how often their situation comes up in real hands, then in
    catalogue order of their first entry."""
    order = order or {}
    out = []
    for it in items:
        live = tuple(found[k] for k in it.because if k in found)
        if not live:
            continue
        rests = list(it.ids)
        for f in live:
            rests += [i for i in f.ids if i not in rests]
        out.append(ActOn(it, live, tuple(rests), _frequency(live, directory)))
    big = 10 ** 6
    return sorted(out, key=lambda a: (_RANK[a.severity], -(a.frequency or 0),
                                      min((order.get(i, big) for i in a.ids), default=big), a.item.change))


def unwritten(items: list[Item], found: dict[str, Finding]) -> list[str]:
    """Computed findings that no item names (the errata data is incomplete while this is not empty)."""
    named = {k for it in items for k in it.because}
    return [k for k in found if k not in named]


def stale(items: list[Item], found: dict[str, Finding]) -> list[tuple[str, str]]:
    """(change, finding) for every finding an item names that is not computed."""
    return [(it.change, k) for it in items for k in it.because if k not in found]


def floor(item: Item, found: dict[str, Finding]) -> str:
    """The most urgent severity of an item's computed findings."""
    floors = [found[k].floor for k in item.because if k in found]
    return min(floors, key=rank) if floors else "wording"


def rank(severity: str) -> int:
    """Position of a severity in :data:`SEVERITIES` (0 most urgent)."""
    return _RANK[severity]


# ------------------------------------------------------------------------------------- the source text
def quote_occurs(quote: str, seed_text: str) -> bool:
    """Whether ``quote`` occurs in the seed text (whitespace- and case-normalised)."""
    return normalise(quote) in normalise(seed_text)


def apply(item: Item, text: str, lang: str | None = None) -> str:
    """``text`` (the source's seed text) with the item's replacement in ``lang`` (the source's language by
    default) put in place for its scope; :class:`ScopeError` when its quote is not found there once."""
    return put(item.scope, item.quote, item.replacement(lang), text)


def review(item: Item, text: str) -> list[str]:
    """What a committee would refuse once the item's replacement is in place in ``text`` (empty when it reads:
    :func:`rulescore.catalogue.scope.check`)."""
    return check(item.scope, item.quote, item.replacement(), text)


__all__ = ["QUOTE_WORDS", "SCOPES", "SEVERITIES", "TEXT_KINDS", "ActOn", "Finding", "Item", "ScopeError", "act_on",
           "apply", "canonical", "errata_dir", "finding_severity", "findings", "floor", "glossary", "load",
           "locate", "normalise", "quote_occurs", "rank", "reading", "rendered_rules", "renders", "review", "seeds_dir",
           "situation_counts", "situation_hands", "situation_of", "stale", "texts", "unwritten"]
