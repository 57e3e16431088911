"""Cross-checks over the whole catalogue: conflicts between entries, departures from TDA 2024, coverage.

**Conflicts** are searched in two ways, and a pair found both ways is listed once:

* *statements*: each entry may say, in our words, what its source states on a named fact (``states:``).
  Two entries of the same family — a rule statement and every illustration filed under it,
  illustrations of one rule, any two entries mapped to the same TDA 2024 rule, any two places of one
  source document — that state the same fact differently conflict. Silence is never a conflict: only facts
  both state are compared (a text that leaves an official fact out, ``value: omitted``, is silent on it).
  When the two
  sides speak of different cases (``when``) the conflict is an *unstated exception* (each can hold in its
  own case, but neither text says which prevails); when they speak of the same case it is a
  *contradiction*.
* *shared points*: entries that share a ``point`` and print different values for the same figure (when
  they describe the same situation, or one of them is a statement without inputs), or where the
  computation reproduces one entry's printed figures and not the other's.

**Departures** compare what an entry prints (``published``) and the values it states (``states``) with
the TDA 2024 reference facts of its point (``tda2024.yaml``), read side by side with the official text. A
fact the entry does not state is not compared: silence on what the official rule also leaves open is not a
departure. Where the official rule states a fact the rendering leaves out, the entry says so
(``value: omitted``); where the official rule has no such condition, the reference says so (``none``). The
kind of each departure follows from the two values (:func:`departure_kind`): a fact or an example's figure
dropped, a condition added, a yes turned into a no (clause reversed), or words changed. Each departure
names the official rule with its letter, says both versions in our words (the reference's ``official``
sentence, the entry's ``states`` sentence) and, where the point gives a ``table`` spec, what a TD would
rule differently at the table, computed by :func:`table_consequence` under both rule sets.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from ..records.errors import CatalogueError, RulesError
from ..reference.ruleid import RuleId
from .entries import (
    MISSING,
    Entry,
    YAMLError,
    beside,
    data_dir,
    leaves,
    load,
    lookup,
    patch,
    read_yaml,
    sources,
    yaml_problem,
)
from .registry import resolve
from .verdicts import Check, Verdict, _as_dict, _views, check, describe
from .wording import FIGURES_RIGHT, figure, phrase, sentence, value

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
                if any(same_value(s.get("value", ""), OMITTED) for s in (sa, sb)):
                    continue  # a text that leaves the fact out is silent on it: no conflict
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
        why = f"Both speak of one case ({wa})." if wa else ""
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
    return Conflict(ids=(a.id, b.id), topic=fact, reason=f"{said} {why}".strip(), nature=nature,
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
            if str(c.verdict) in ("agrees", "discretion") and not reason.startswith(FIGURES_RIGHT):
                reason = f"{FIGURES_RIGHT} {reason}"
            correction = c.correction
            if k.correction and k.correction not in correction:
                correction = k.correction if fresh else f"{correction} {k.correction}"
            kinds = c.erratum + (("contradiction",) if "contradiction" not in c.erratum else ())
            by_id[ident] = replace(c, verdict=Verdict.DISAGREES if fresh else c.verdict, reason=reason,
                                   erratum=kinds, correction=correction)
    return [by_id[c.id] for c in checks]


# ------------------------------------------------------------------------------------- TDA 2024 reference
#: A rendering's value for an official fact it leaves out (``states: {fact: {says: ..., value: omitted}}``).
OMITTED = "omitted"
#: The reference value of a condition the official text does not have (a rendering that states one adds it).
NO_SUCH = "none"
#: How a rendering departs from the official text, worked out from the two values (:func:`departure_kind`).
DEPARTURE_KINDS = ("fact dropped", "condition added", "words changed", "figure dropped", "clause reversed")


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
    official: dict = field(default_factory=dict)
    """Per reference fact: ``{rule, says, [figure]}`` — the official rule with its letter, what it says in one
    sentence of our own, and whether the fact is a figure of an official example."""
    table: dict = field(default_factory=dict)
    """Per reference fact: how to show what a TD would rule differently at the table (see
    :func:`table_consequence`)."""


def reference_path(directory: str | Path | None = None) -> Path:
    """``tda2024.yaml`` beside the catalogue folder ``directory`` if there is one, else the data folder's."""
    return beside(directory, "tda2024.yaml")


_POINT_FIELDS = {"point", "tda", "topic", "sources", "facts", "reference", "official", "table"}


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
        unknown = set(item) - _POINT_FIELDS
        if unknown:
            problems.append(f"{p.name}: {item['point']}: unknown field(s) {', '.join(sorted(unknown))}")
            continue
        if item["point"] in out:
            problems.append(f"{p.name}: {item['point']}: point: defined twice")
            continue
        ref = dict(item.get("reference") or {})
        official = dict(item.get("official") or {})
        table = dict(item.get("table") or {})
        for part, mapping in (("official", official), ("table", table)):
            stray = sorted(set(mapping) - set(ref))
            if stray:
                problems.append(f"{p.name}: {item['point']}: {part}: {', '.join(stray)} not in reference")
        for key, o in official.items():
            if not isinstance(o, dict) or not o.get("says") or not o.get("rule"):
                problems.append(f"{p.name}: {item['point']}: official.{key}: needs rule and says")
        out[item["point"]] = ReferencePoint(point=item["point"], tda=item["tda"], topic=item["topic"],
                                            sources=tuple(map(str, item.get("sources") or ())),
                                            facts=tuple(item.get("facts") or ()), reference=ref,
                                            official=official, table=table)
    if problems:
        raise CatalogueError(f"{len(problems)} problem(s) in the TDA reference: " + "; ".join(problems))
    return out


@dataclass(frozen=True)
class SourceDeparture:
    """A rendering whose printed or stated value differs from the TDA 2024 reference on the same point (JSON
    ``departures`` of ``rulescore check``). Not a ruled step: a step of a hand the two rule sets rule apart is a
    :class:`rulescore.records.vocabulary.Departure`, and where pokerkit departs from the rules it is an
    :class:`rulescore.oracle.kit.KitDeparture`."""

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
    tda_rule: str = ""
    """The official rule with its letter (``45-A``) the first difference sits in."""
    official: str = ""
    """What the official rule says on it, one sentence of our own."""
    rendering: str = ""
    """What the rendering says instead, one sentence of our own."""
    kind: str = ""
    """How it departs (:data:`DEPARTURE_KINDS`), from its first difference."""
    kinds: tuple[str, ...] = ()
    """The kind of each difference, in the order of :attr:`differences`."""
    table: str = ""
    """What a TD would rule differently at the table, with chips where there are chips."""
    table_rulings: dict | None = None
    """The table consequence as data: ``{situation, tda2024, rendering, computed, differs, note}``."""

    @property
    def ruling(self) -> bool:
        """Whether the engine rules the situation differently as the rendering reads and by TDA 2024 (the
        table consequence is computed and differs): the committee's severity ``ruling``."""
        t = self.table_rulings
        return t is not None and bool(t.get("computed")) and t.get("differs") is True

    @property
    def severity(self) -> str:
        """The committee's severity of this departure, from the table
        (:func:`rulescore.catalogue.errata.finding_severity`)."""
        from .errata import finding_severity

        return finding_severity("departure", {"table_rulings": self.table_rulings, "kinds": self.kinds,
                                              "table": self.table})[0]

    def to_dict(self) -> dict:
        return {"id": self.id, "source": self.source, "point": self.point, "tda": self.tda,
                "differences": [{"key": k, "source": s, "tda": t, "kind": kd}
                                for (k, s, t), kd in zip(self.differences, self.kinds or ("",) * len(self.differences))],
                "reason": self.reason, "proposed_correction": self.correction, "tda_rule": self.tda_rule,
                "official": self.official, "rendering": self.rendering, "kind": self.kind, "kinds": list(self.kinds),
                "table": self.table, "table_rulings": self.table_rulings, "severity": self.severity}


def base_id(ident: str) -> str:
    """The rule or section an id belongs to: ``RU-24A`` → ``RU-24``, ``IA-03-1`` → ``IA-03``,
    ``PL-54C`` → ``PL-54``; rule statements and illustrations (``03.9``, ``03-G``) are their own
    (:attr:`RuleId.source <rulescore.reference.ruleid.RuleId.source>`)."""
    rid = RuleId.read(ident)
    return rid.source if rid is not None else ident


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


def departure_kind(rendering: Any, official: Any, figure: bool = False) -> str:
    """How a rendering's value departs from the official one: it leaves out the fact (``omitted``: *fact
    dropped*, or *figure dropped* for a figure of an official example), states a condition the official
    text does not have (reference ``none``: *condition added*), turns a yes into a no (two booleans: *clause
    reversed*), or says it otherwise (*words changed*)."""
    if isinstance(rendering, str) and same_value(rendering, OMITTED):
        return "figure dropped" if figure else "fact dropped"
    if isinstance(official, str) and same_value(official, NO_SUCH):
        return "condition added"
    if isinstance(rendering, bool) and isinstance(official, bool):
        return "clause reversed"
    return "words changed"


def _sentence(parts: list[str]) -> str:
    """Clauses joined into one sentence (each given in our words; duplicates once)."""
    parts = [p.strip().rstrip(".") for p in dict.fromkeys(parts) if p and p.strip()]
    if not parts:
        return ""
    # a clause after the first starts in lower case, unless it opens with a name (IA-09, B, TDA)
    parts = parts[:1] + [p[0].lower() + p[1:] if len(p) > 1 and p[1].islower() else p for p in parts[1:]]
    text = "; ".join(parts)
    return text[0].upper() + text[1:] + "."


def _difference_words(e: Entry, key: str, mine: Any, theirs: Any) -> str:
    if isinstance(mine, str) and same_value(mine, OMITTED):
        return f"{e.id} leaves out what TDA 2024 has, {phrase(key, theirs)}"
    if isinstance(theirs, str) and same_value(theirs, NO_SUCH):
        return f"{e.id} has {phrase(key, mine)} where TDA 2024 has no such condition"
    return f"{e.id} has {phrase(key, mine)} where TDA 2024 has {phrase(key, theirs)}"


def rendered_rules(entry: Entry) -> set[str]:
    """The official rules an entry renders (:func:`rulescore.catalogue.errata.rendered_rules`)."""
    from .errata import rendered_rules as rules

    return rules(entry)


def renders(entry: Entry, rule: str) -> bool:
    """Whether an entry renders an official rule (:func:`rulescore.catalogue.errata.renders`)."""
    from .errata import renders as does

    return does(entry, rule)


def departures(entries: list[Entry], ref: dict[str, ReferencePoint] | None = None) -> list[SourceDeparture]:
    """Entries whose printed or stated facts differ from the TDA 2024 reference of their point, each with the
    official rule, both versions in our words, the kind of departure and what a TD would rule differently at
    the table (computed by :func:`table_consequence` where the point says how)."""
    ref = reference() if ref is None else ref
    by_id: dict[str, list[dict]] = {}
    silent = []
    entry_of = {e.id: e for e in entries}
    for row in compare_reference(entries, ref):
        if not row["same"]:
            by_id.setdefault(row["id"], []).append(row)
            if isinstance(row["published"], str) and same_value(row["published"], OMITTED):
                rule = str(ref[row["point"]].official.get(row["key"], {}).get("rule") or ref[row["point"]].tda)
                if not renders(entry_of[row["id"]], rule):
                    own = ", ".join(sorted(rendered_rules(entry_of[row["id"]])))
                    silent.append(f"{row['id']}: {row['key']} belongs to TDA {rule}, which {row['id']} does not "
                                  f"render (it renders {own})")
    if silent:
        raise CatalogueError("silence is not a departure: an entry states as omitted a fact of an official rule it "
                             "does not render; " + "; ".join(silent))
    out = []
    for e in entries:
        for rp in reference_points(e, ref):
            order = list(leaves(rp.reference))
            rows = sorted((r for r in by_id.get(e.id, ()) if r["point"] == rp.point),
                          key=lambda r: order.index(r["key"]) if r["key"] in order else len(order))
            if not rows:
                continue
            out.append(_departure(e, rp, rows))
    return out


def _named_once(ident: str, clauses: list[str]) -> list[str]:
    """Clauses of one sentence about ``ident``: a clause that opens with the id once an earlier one named it
    opens with "it" instead ("PL-58 does not say that they bind; it does not say until when")."""
    out, named = [], False
    for c in clauses:
        if named and c.startswith(ident + " "):
            c = "it " + c[len(ident) + 1:]
        named = named or ident in c
        out.append(c)
    return out


def _departure(e: Entry, rp: ReferencePoint, rows: list[dict]) -> SourceDeparture:
    meta = [rp.official.get(r["key"], {}) for r in rows]
    kinds = tuple(departure_kind(r["published"], r["reference"], bool(m.get("figure"))) for r, m in zip(rows, meta))
    link_rule = (e.official or {}).get("rule")
    tda_rule = str(meta[0].get("rule") or link_rule or rp.tda)
    official = _sentence([m.get("says", "") for m in meta]) or _sentence(list(rp.facts[:1]))
    rendering = _sentence(_named_once(e.id, [(e.states.get(r["key"]) or {}).get("says") or
                                             f"{e.id} gives {phrase(r['key'], r['published'])}" for r in rows]))
    spec_key = next((r["key"] for r in rows if r["key"] in rp.table), None)
    rulings = table_consequence(rp.table[spec_key], e) if spec_key else None
    topic = rp.topic[0].lower() + rp.topic[1:]
    said = rendering[0].lower() + rendering[1:] if rendering[:1].isupper() and not re.match(r"[A-Z]+-|\d", rendering) \
        else rendering
    return SourceDeparture(id=e.id, source=e.source, point=rp.point, tda=rp.tda,
                     differences=tuple((r["key"], r["published"], r["reference"]) for r in rows),
                     reason=f"{e.id} departs from TDA {tda_rule} on {topic}: {said}",
                     correction=f"Bring {e.id} in line with TDA {tda_rule}: {official[0].lower()}{official[1:]}"
                     if official else f"Bring {e.id} in line with TDA {tda_rule}.",
                     tda_rule=tda_rule, official=official, rendering=rendering, kind=kinds[0], kinds=kinds,
                     table=table_sentence(rulings, e, kinds[0]), table_rulings=rulings)


# ---------------------------------------------------------------------------------- at the table
#: Keys of a ``table`` spec in ``tda2024.yaml``.
TABLE_FIELDS = {"situation", "scenario", "compute", "tda2024", "rendering", "show", "say", "label", "outcomes"}
_NO_SWITCH = "the rule-set switch of branch engine (scenario key rules: tda2024 | sources)"


def _waits_for(message: str) -> str:
    """What a scenario the reader refuses waits for: the rule-set switch, or keys of the format to come."""
    found = re.search(r"unknown key\(s\) (.*?) \(known", message)
    keys = re.findall(r"'([^']+)'", found.group(1)) if found else []
    if not keys:
        return f"the engine cannot rule it yet ({message})"
    parts = [_NO_SWITCH] if "rules" in keys else []
    other = [k for k in keys if k != "rules"]
    if other:
        parts.append(f"the scenario format's {', '.join(other)} (branch hands)")
    return " and ".join(parts)


def table_consequence(spec: dict, entry: Entry | None = None) -> dict:
    """What a TD rules at the table under TDA 2024 and as the rendering reads, for one ``table`` spec:

    * ``scenario``: ruled by TDA 2024; where the ruling itself names a step the renderings rule otherwise
      (its ``departures``: both results with their chips) that is the consequence; otherwise the scenario is
      replayed with ``rules: sources`` too (or the ``tda2024`` and ``rendering`` patches) and ``show``, the part
      of the ruling to compare (``last_action``), is compared;
    * ``compute``: a registered function called twice, its ``args`` patched by ``tda2024`` and ``rendering``;
      ``show`` a path, or ``{tda2024: path, rendering: path}`` into one result;
    * ``outcomes``: ``{tda2024, rendering}`` in words, where the engine models no such thing (not computed).

    Returns ``{situation, label, tda2024, rendering, computed, differs, note}``; where the engine cannot rule
    the situation yet, ``computed`` is false and ``note`` says what it waits for."""
    label = spec.get("label") or ("as the renderings rule it" if "scenario" in spec
                                  else f"as {entry.id if entry else 'the rendering'} reads")
    out: dict[str, Any] = {"situation": spec.get("situation", ""), "label": label, "tda2024": None,
                           "rendering": None, "computed": False, "differs": None, "note": ""}
    if "outcomes" in spec:
        out.update(tda2024=spec["outcomes"]["tda2024"], rendering=spec["outcomes"]["rendering"], differs=True,
                   note="not computed: the engine does not model this; the outcomes are the comparison data's")
        return out
    show = spec.get("show")
    paths = show if isinstance(show, dict) else {"tda2024": show, "rendering": show}
    results: dict[str, Any] = {}
    for side, default in (("tda2024", {"rules": "tda2024"}), ("rendering", {"rules": "sources"})):
        try:
            if "scenario" in spec:
                from .. import ask

                value = _views(ask(patch(spec["scenario"], spec.get(side, default))).to_dict())
                named = value.get("departures") if side == "tda2024" and "rendering" not in spec else None
                if named:
                    # the engine rules this step by TDA 2024 and names the renderings' result beside it
                    results = {"tda2024": named[0].get("tda2024"), "rendering": named[0].get("renderings")}
                    break
            else:
                call = spec["compute"]
                value = _as_dict(resolve(call["function"])(**patch(call.get("args") or {}, spec.get(side) or {})))
        except RulesError as exc:
            out["note"] = f"not computed yet: waits for {_waits_for(str(exc))}"
            return out
        path = paths[side]
        found = lookup(value, path) if isinstance(path, str) and path else value
        results[side] = None if found is MISSING else found
    say = {str(k).lower(): v for k, v in (spec.get("say") or {}).items()}

    def words(v: Any) -> str:
        return say[str(v).lower()] if isinstance(v, bool) and str(v).lower() in say else outcome_words(v)

    out.update(tda2024=words(results["tda2024"]), rendering=words(results["rendering"]),
               computed=True, differs=results["tda2024"] != results["rendering"],
               values={"tda2024": results["tda2024"], "rendering": results["rendering"]})
    return out


def outcome_words(value: Any) -> str:
    """A ruled action or a computed value as a TD says it: ``a call of 400, 600 back``, ``an all-in raise to
    1000``; other values as the reasons write them."""
    if isinstance(value, dict) and value.get("outcomes"):
        return "the TD's choice: " + " or ".join(outcome_words({k: v for k, v in o.items() if k != "label"})
                                                  for o in value["outcomes"])
    if isinstance(value, dict) and "as" in value:
        verb, to = value.get("as"), value.get("to")
        allin = "an all-in " if value.get("all_in") else "a "
        back = f", {value['returned']} back" if value.get("returned") else ""
        if verb == "call":
            return f"{allin}call of {to}{back}"
        if verb in ("raise", "bet"):
            return f"{allin}{verb} to {to}{back}" if verb == "raise" else f"{allin}bet of {to}{back}"
        if verb == "fold":
            lost = f", {value['added']} lost" if value.get("added") else ""
            return f"a fold{lost}{back}"
        if verb == "check":
            return "a check"
        if verb == "pending":  # an action out of turn held for the skipped player (08.9, IA-14)
            return "not yet binding (it waits for the skipped player to act)"
        return describe({k: v for k, v in value.items() if k in ("as", "to", "returned", "all_in")})
    if isinstance(value, bool):
        return "yes" if value else "no"
    return describe(value)


def table_sentence(rulings: dict | None, entry: Entry, kind: str = "") -> str:
    """The table consequence in one or two sentences; without rulings, why none is shown."""
    if not rulings:
        if kind == "figure dropped":
            return "No different ruling: only the official example's figures are missing."
        if kind == "fact dropped":
            return (f"No ruling computed: {entry.id} is silent where TDA 2024 states the fact, so a TD reading only "
                    f"{entry.id} has to find it elsewhere.")
        return "No different ruling at the table: the figures and outcomes are the same, the words are not."
    where = rulings["situation"].strip()
    where = (where.rstrip(".") + ". ") if where else ""
    if rulings["tda2024"] is None:
        return f"{where}{rulings['note'][0].upper()}{rulings['note'][1:]}."
    if rulings.get("computed") and not rulings.get("differs"):
        return f"{where}Both rule sets give {rulings['tda2024']}."
    return f"{where}TDA 2024: {rulings['tda2024']}; {rulings['label']}: {rulings['rendering']}."


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
