"""Cross-checks over the whole catalogue: conflicts between entries, departures from TDA 2024, coverage.

**Conflicts** are searched in two ways, and a pair found both ways is listed once:

* *statements*: each entry may say, in our words, what its source states on a named fact (``states:``).
  Two entries of the same family — a rule statement and every illustration filed under it,
  illustrations of one rule, any two entries mapped to the same TDA 2024 rule, any two places of one
  source document — that state the same fact differently conflict. Silence is never a conflict: only facts both state are compared. When the two
  sides speak of different cases (``when``) the conflict is an *unstated exception* (each can hold in its
  own case, but neither text says which prevails); when they speak of the same case it is a
  *contradiction*.
* *shared points*: entries that share a ``point`` and print different values for the same figure (when
  they describe the same situation, or one of them is a statement without inputs), or where the
  computation reproduces one entry's printed figures and not the other's.

**Departures** compare what an entry prints (``published``) and the values it states (``states``) with
the TDA 2024 reference facts of its point (``tda2024.yaml``). A fact the entry does not state is not
compared: silence is not a departure.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from ..errors import CatalogueError
from .entries import Entry, YAMLError, beside, data_dir, leaves, load, read_yaml, sources, yaml_problem
from .verdicts import Check, Verdict, check, describe
from .wording import and_list, figure, phrase, sentence, value

_CLEAN = ("agrees", "discretion", "illustrated", "text-only")


# -------------------------------------------------------------------------------------------- conflicts
@dataclass(frozen=True)
class Conflict:
    """Two entries that rule the same thing differently."""

    ids: tuple[str, ...]
    """The two entries."""
    topic: str
    """The fact or point they differ on."""
    reason: str
    """What each side says, in our words, and what kind of conflict it is."""
    nature: str = "contradiction"
    """``contradiction`` (both speak of the same case) or ``unstated exception`` (different cases)."""
    sides: tuple[dict, ...] = ()
    """``{"id", "says"}`` for each side."""
    correction: str = ""
    """The proposed correction, one sentence in our words."""
    to_correct: tuple[str, ...] = ()
    """The side(s) whose text the correction changes: the side whose statement carries the fix, else the
    side whose own verdict is not clean, else both."""

    def to_dict(self) -> dict:
        return {"ids": list(self.ids), "topic": self.topic, "reason": self.reason, "nature": self.nature,
                "sides": list(self.sides), "proposed_correction": self.correction,
                "to_correct": list(self.to_correct)}


def _norm(text: Any) -> str:
    return re.sub(r"[\s_-]+", " ", str(text).strip().lower())


def same_value(x: Any, y: Any) -> bool:
    """Whether two stated values are the same (text compared case- and space-insensitively)."""
    if isinstance(x, str) and isinstance(y, str):
        return _norm(x) == _norm(y)
    if isinstance(x, bool) or isinstance(y, bool):
        return x is y
    return x == y


def family(a: Entry, b: Entry) -> bool:
    """Whether two entries can be compared on a fact both state: the same rule of a source (a rule statement
    and its illustrations, or two illustrations of one rule), the same TDA 2024 rule, or the same source
    document (a text that states one fact two ways contradicts itself, whatever rules the two places
    render: RU-16 and RU-28A, 08.5 and 08.6)."""
    if a.rule == b.rule or a.source == b.source:
        return True
    return a.tda is not None and b.tda is not None and str(a.tda) == str(b.tda)


def _stated_conflicts(entries: list[Entry], verdict: dict[str, str]) -> list[Conflict]:
    out = []
    stating = [e for e in entries if e.states]
    for i, a in enumerate(stating):
        for b in stating[i + 1:]:
            if not family(a, b):
                continue
            for fact in a.states:
                if fact not in b.states:
                    continue
                sa, sb = a.states[fact], b.states[fact]
                if "value" in sa and "value" in sb:
                    if same_value(sa["value"], sb["value"]):
                        continue
                elif same_value(sa["says"], sb["says"]):
                    continue
                out.append(_statement_conflict(a, b, fact, sa, sb, verdict))
    return out


def _statement_conflict(a: Entry, b: Entry, fact: str, sa: dict, sb: dict, verdict: dict[str, str]) -> Conflict:
    wa, wb = sa.get("when"), sb.get("when")
    said = f"{a.id}: {sa['says']}. {b.id}: {sb['says']}."
    if wa == wb:
        nature = "contradiction"
        case = f" ({wa})" if wa else ""
        why = f"A real contradiction: both speak of the same case{case}."
    else:
        nature = "unstated exception"
        cases = [f"{x.id} speaks of {w}" for x, w in ((a, wa), (b, wb)) if w]
        why = ("An unstated exception: " + " and ".join(cases) + "; neither text says which case prevails"
               + (f" and {a.id if not wa else b.id} states no exception." if not (wa and wb) else "."))
    bad = [x.id for x in (a, b) if verdict.get(x.id) not in _CLEAN]
    fixes = [s["fix"] for s in (sa, sb) if "fix" in s]
    fixed = tuple(x.id for x, st in ((a, sa), (b, sb)) if "fix" in st)
    to_correct = fixed or tuple(bad) or (a.id, b.id)
    if fixes:
        fix = " ".join(fixes)
    elif len(bad) == 1:
        good = b.id if bad[0] == a.id else a.id
        fix = f"Correct {bad[0]} so that it agrees with {good} on this."
    elif nature == "unstated exception":
        general = a if not wa else b if not wb else a
        specific = b if general is a else a
        fix = (f"Say in {general.id} how the case of {specific.id} "
               f"({specific.states[fact].get('when', 'its case')}) is ruled.")
    else:
        fix = f"Make {a.id} and {b.id} say the same" + (f" (TDA 2024 rule {a.tda})." if a.tda else ".")
    return Conflict(ids=(a.id, b.id), topic=fact, reason=f"{said} {why}", nature=nature,
                    sides=({"id": a.id, "says": sa["says"]}, {"id": b.id, "says": sb["says"]}), correction=fix,
                    to_correct=to_correct)


def _published_differences(a: dict, b: dict) -> list[tuple[str, Any, Any]]:
    """(key, a's value, b's value) for every common leaf (dotted path, or unique last name) that differs."""
    la, lb = leaves(a), leaves(b)
    return [(p if p == q else f"{p} / {q}", la[p], lb[q]) for p, q in common_keys(la, lb) if not same_value(la[p], lb[q])]


def _point_conflicts(entries: list[Entry], checks: dict[str, Check]) -> list[Conflict]:
    groups: dict[str, list[Entry]] = {}
    for e in entries:
        if e.point:
            groups.setdefault(e.point, []).append(e)
    out = []
    for topic, group in sorted(groups.items()):
        for i, a in enumerate(group):
            for b in group[i + 1:]:
                reasons = []
                direct = not a.has_inputs or not b.has_inputs or (a.scenario == b.scenario and a.compute == b.compute)
                if direct and a.published and b.published:
                    diff = _published_differences(a.published, b.published)
                    if diff:
                        reasons.append("; ".join(f"for {figure(k)}, {a.id} prints {value(x)} and {b.id} prints "
                                                 f"{value(y)}" for k, x, y in diff))
                ca, cb = checks.get(a.id), checks.get(b.id)
                if ca is not None and cb is not None:
                    for good, bad in ((ca, cb), (cb, ca)):
                        if good.verdict in ("agrees", "discretion") and "figures" in bad.erratum:
                            reasons.append(f"the computation reproduces {good.id}'s printed figures but not "
                                           f"{bad.id}'s ({bad.reason[0].lower()}{bad.reason[1:].rstrip('.')})")
                if reasons:
                    bad_ids = [x.id for x in (ca, cb) if x is not None and x.verdict not in _CLEAN]
                    fix = (f"Correct {bad_ids[0]} so that it agrees with {b.id if bad_ids[0] == a.id else a.id}."
                           if len(bad_ids) == 1 else f"Make {a.id} and {b.id} print the same.")
                    out.append(Conflict(ids=(a.id, b.id), topic=topic, reason="; ".join(reasons) + ".",
                                        nature="contradiction", correction=fix,
                                        to_correct=tuple(bad_ids[:1]) if len(bad_ids) == 1 else (a.id, b.id),
                                        sides=({"id": a.id, "says": describe(a.published)},
                                               {"id": b.id, "says": describe(b.published)})))
    return out


def conflicts(entries: list[Entry], checks: list[Check] | None = None) -> list[Conflict]:
    """Entries of one family that state a fact differently, and entries sharing a ``point`` that print
    it differently (see the module docstring).

    :param checks: the verdicts of ``entries`` if already computed (else they are computed here)."""
    by_id = {c.id: c for c in checks} if checks is not None else {e.id: check(e) for e in entries}
    verdict = {i: str(c.verdict) for i, c in by_id.items()}
    found = _stated_conflicts(entries, verdict) + _point_conflicts(entries, by_id)
    order = {e.id: n for n, e in enumerate(entries)}
    merged: dict[frozenset, Conflict] = {}
    for k in found:
        key = frozenset(k.ids)
        if key in merged:
            m = merged[key]
            merged[key] = Conflict(ids=m.ids, topic=m.topic, reason=f"{m.reason} Also: {k.reason}",
                                   nature=m.nature, sides=m.sides, correction=m.correction,
                                   to_correct=m.to_correct)
        else:
            merged[key] = k
    return sorted(merged.values(), key=lambda k: sorted(order.get(i, 10**6) for i in k.ids))


def settle(checks: list[Check], found: list[Conflict]) -> list[Check]:
    """The verdicts once the conflicts are known, so that the report says one thing of each entry: an entry
    that a contradiction says to correct cannot stay clean (03-D "agrees" with its own figures, but 03.4 and
    RU-17A both say its text must change). Such an entry becomes ``disagrees`` with the erratum kind
    ``contradiction``; its reason names what the other side says and its correction is the conflict's.
    Unstated exceptions change no verdict: each side holds in its own case."""
    by_id = {c.id: c for c in checks}
    for k in found:
        if k.nature != "contradiction":
            continue
        for ident in k.to_correct:
            c = by_id.get(ident)
            if c is None:
                continue
            other = next((s for s in k.sides if s["id"] != ident), None)
            own = next((s for s in k.sides if s["id"] == ident), None)
            if other is None:
                continue
            own_said = own is not None and own["says"] in c.reason
            clause = sentence(f"It contradicts {other['id']}, which says {other['says']}"
                              + (f", where {ident} says {own['says']}" if own and not own_said else ""))
            fresh = str(c.verdict) in _CLEAN
            reason = (c.reason + " " + clause) if clause not in c.reason else c.reason
            correction = c.correction
            if k.correction and k.correction not in correction:
                correction = k.correction if fresh else f"{correction} {k.correction}"
            kinds = c.erratum + (("contradiction",) if "contradiction" not in c.erratum else ())
            by_id[ident] = replace(c, verdict=Verdict.DISAGREES if fresh else c.verdict, reason=reason,
                                   erratum=kinds, correction=correction)
    return [by_id[c.id] for c in checks]


# ------------------------------------------------------------------------------------- TDA 2024 reference
@dataclass(frozen=True)
class ReferencePoint:
    """The TDA 2024 facts on one point (an item of ``tda2024.yaml``)."""

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
    """The same facts as values, compared with entries' printed and stated values."""


def reference_path(directory: str | Path | None = None) -> Path:
    """``tda2024.yaml`` beside the catalogue folder ``directory`` if there is one, else the data folder's."""
    return beside(directory, "tda2024.yaml")


def reference(path: str | Path | None = None) -> dict[str, ReferencePoint]:
    """The TDA 2024 reference facts by point (``tda2024.yaml``)."""
    p = Path(path) if path else data_dir() / "tda2024.yaml"
    try:
        raw = read_yaml(p) or []
    except YAMLError as exc:
        raise CatalogueError(f"{p.name}: {yaml_problem(exc)}") from None
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
    """A source whose printed or stated value differs from the TDA 2024 reference on the same point."""

    id: str
    """The catalogue entry."""
    source: str
    """Its source."""
    point: str
    """The point (``tda2024.yaml``)."""
    tda: str | int
    """The TDA 2024 rule."""
    differences: tuple[tuple[str, Any, Any], ...]
    """(key, the source's value, the TDA value) for each fact that differs."""
    reason: str
    """One sentence: what the source says and what TDA 2024 says."""
    correction: str = ""
    """The proposed correction, one sentence in our words."""

    def to_dict(self) -> dict:
        return {"id": self.id, "source": self.source, "point": self.point, "tda": self.tda,
                "differences": [{"key": k, "source": s, "tda": t} for k, s, t in self.differences],
                "reason": self.reason, "proposed_correction": self.correction}


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


def stated_values(entry: Entry) -> dict[str, Any]:
    """What an entry says on facts the reference can compare: its printed figures (dotted paths) and the
    values of its ``states``."""
    out = leaves(entry.published)
    out.update({k: s["value"] for k, s in entry.states.items() if "value" in s})
    return out


def compare_reference(entries: list[Entry], ref: dict[str, ReferencePoint] | None = None) -> list[dict]:
    """Every fact an entry prints or states that the TDA reference of its point also has: ``{id, source,
    point, tda, key, published, reference, same}`` rows in catalogue order, for a table of agreements and
    departures."""
    ref = reference() if ref is None else ref
    rows = []
    for e in entries:
        la = stated_values(e)
        if not la:
            continue
        for rp in reference_points(e, ref):
            lr = leaves(rp.reference)
            # A text fact is compared only under its own exact key: matched by a last key name, text
            # is too often the outcome of one situation (a seat, a player), not a rule.
            for p, r in common_keys(la, lr):
                if p == r or not isinstance(lr[r], str):
                    rows.append({"id": e.id, "source": e.source, "point": rp.point, "tda": rp.tda, "key": r,
                                 "published": la[p], "reference": lr[r], "same": same_value(la[p], lr[r])})
    return rows


def common_keys(la: dict, lr: dict) -> list[tuple[str, str]]:
    """Pairs of keys naming the same fact: equal dotted paths, or equal last names found once on each side."""
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
    """Entries whose printed or stated facts differ from the TDA 2024 reference of their point."""
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
            what = "; ".join(f"{e.id} has {phrase(r['key'], r['published'])} where TDA 2024 has "
                             f"{phrase(r['key'], r['reference'])}" for r in rows)
            tda_says = and_list([phrase(r["key"], r["reference"]) for r in rows])
            out.append(Departure(id=e.id, source=e.source, point=rp.point, tda=rp.tda,
                                 differences=tuple((r["key"], r["published"], r["reference"]) for r in rows),
                                 reason=f"{e.id} departs from TDA 2024 rule {rp.tda} ({rp.topic[0].lower()}"
                                        f"{rp.topic[1:]}): {what}.",
                                 correction=f"Bring {e.id} in line with TDA 2024 rule {rp.tda} ({tda_says}), "
                                            f"or mark it as a local rule that departs from it."))
    return out


# --------------------------------------------------------------------------------------------- coverage
def coverage(entries: list[Entry] | None = None, sources_file: str | Path | None = None) -> list[dict]:
    """Every published item ``sources.yaml`` lists, with the entries covering it: ``{source, section,
    item, ids}`` rows (``ids`` empty when the catalogue lacks the item)."""
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
