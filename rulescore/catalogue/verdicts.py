"""Verdicts: one catalogue entry recomputed and compared with what its source printed.

:func:`check` gives each entry one verdict; nothing about it is typed into the data.

``agrees``
    every plausible reading of the facts the source leaves out reproduces every printed figure, and
    every checkable word of the source holds (for a ``discretion`` entry: the rules leave only the
    printed outcome).
``disagrees``
    a printed figure differs from the computation under every reading (the reason quotes both), or a
    printed word — a label, a stated reason, a heading, the situation as printed — does not hold even
    though the figures do (erratum kind ``wording``).
``underdetermined``
    the readings split: the printed answer holds under some and not others; each reading's answer is shown.
``impossible``
    the engine rejects the situation as stated and under every reading (its message is the reason).
``discretion``
    a TD decision: the rules allow several outcomes and the printed one is among them under every reading.
``illustrated``
    the source prints no figure or checkable word here (``published: nothing``): the entry is checked on
    our own figures only (:attr:`Check.illustrated`), which never counts as agreement with a source.
``text-only``
    a rule statement with nothing to compute.

Readings: the entry's inputs as written are one reading (``as assumed``), each ``readings`` patch another.
A reading the engine rejects is not coherent and is left out (shown, never counted). A reading that
contradicts one of the entry's ``premises`` (printed figures that state the situation, not the ruling) is
not what the source means: the printed figures pin the missing fact, and the reason says so.
"""

from __future__ import annotations

import inspect
import re
from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import Any

from ..engine import ask, play
from ..records.errors import CatalogueError, RulesError
from ..records.ruling import Ruling
from .entries import MISSING, Entry, lookup, patch
from .registry import RULE_SET_ARG, resolve
from .wording import FIGURES_RIGHT, describe, difference, figure, outcomes, sentence, unnest


class Verdict(StrEnum):
    """What the check of one entry found (JSON: the plain word)."""

    AGREES = "agrees"
    """Every reading reproduces every printed figure and claim."""
    DISAGREES = "disagrees"
    """A printed figure or word is wrong (the reason quotes both sides)."""
    UNDERDETERMINED = "underdetermined"
    """The source leaves out a fact the answer depends on: each reading's answer is shown."""
    IMPOSSIBLE = "impossible"
    """No coherent reading of the situation can happen."""
    DISCRETION = "discretion"
    """The rules leave it to the TD, and the printed outcome is among those allowed."""
    ILLUSTRATED = "illustrated"
    """The source prints nothing to check: the rule is shown on the catalogue's own figures."""
    TEXT_ONLY = "text-only"
    """A rule statement with nothing to compute."""


VERDICTS = tuple(v.value for v in Verdict)
#: Verdicts that put an entry on the errata list.
ERRATA = ("disagrees", "underdetermined", "impossible")
#: Kinds of erratum a verdict can carry.
ERRATUM_KINDS = ("figures", "wording", "missing fact", "situation", "contradiction")


# --------------------------------------------------------------------------------------------- wording
def _or(items) -> str:
    return outcomes(items)


# ------------------------------------------------------------------------------------------ evaluating
#: The source of the official TDA 2024 examples; every other source is one of the five renderings.
OFFICIAL = "TDA"


def rule_set(entry: Entry) -> str:
    """The rule set an entry is computed by: a rendering's entry by the renderings (``sources``: the verdict
    says whether the source's own rules give its figures), an official example by ``tda2024``. An entry's
    scenario that states ``rules:`` is computed by that set."""
    return "tda2024" if entry.source == OFFICIAL else "sources"


def ruling_of(entry: Entry, change: dict | None = None) -> Ruling:
    """The entry's scenario (with a reading's patch) replayed by the entry's rule set (:func:`rule_set`): the
    ruling its verdict rests on, for cards and notebooks to show beside it."""
    if entry.scenario is None:
        raise CatalogueError(f"{entry.file}: {entry.id}: no scenario to replay")
    return _replay(entry, entry.scenario, change)


def _replay(entry: Entry, scenario: dict, change: dict | None) -> Ruling:
    data = patch(scenario, change or {})
    rules = data.get("rules") or rule_set(entry)
    read = entry.read_for(scenario, change)   # the scenario the loader read: not read again
    return play(read, rules=rules) if read is not None else ask(data, rules=rules)


def _call(spec: dict, entry: Entry, extra: dict | None = None) -> Any:
    args = patch(spec.get("args") or {}, extra or {})
    fn = resolve(spec["function"])
    if spec["function"] in RULE_SET_ARG and "rules" not in args:
        args = {**args, "rules": rule_set(entry)}
    try:
        inspect.signature(fn).bind(**args)
    except TypeError as exc:
        raise CatalogueError(f"{entry.file}: {entry.id}: compute.args: {exc} ({spec['function']})") from None
    return fn(**args)


def _as_dict(value: Any) -> dict:
    if hasattr(value, "to_dict"):
        value = value.to_dict()
    if isinstance(value, dict):
        return value
    if isinstance(value, (list, tuple)):
        return {"result": [v.to_dict() if hasattr(v, "to_dict") else v for v in value]}
    return {"result": value}


#: What a scenario's actions say out of turn, read off the ruling (the engine's record of an action
#: out of turn cites 08.9, or IA-14 when significant action out of turn made it bind).
_OOT_RULES = ("08.9", "IA-14")
_NOT_BINDING = ("pending", "withdrawn", "declaration")


def _views(result: dict) -> dict:
    """Facts a published figure may name that the ruling holds without a key of their own: ``binding``
    (for each player who acted out of turn, whether that action stands), ``significant_action``
    (whether actions out of turn made significant action, so that they bind) and ``opening_bet`` (the
    first chip bet of the street: a source that says who "opened" for how much states it)."""
    acts = [a for a in result.get("actions") or [] if isinstance(a, dict)]
    out = dict(result)
    binding = {a["player"]: a.get("as") not in _NOT_BINDING for a in acts if a.get("rule") in _OOT_RULES}
    if binding:
        out.setdefault("binding", binding)
    out.setdefault("significant_action", any(a.get("rule") == "IA-14" for a in acts))
    opening = _opening_bet(acts)
    if opening is not None:
        out.setdefault("opening_bet", opening)
    return out


def _opening_bet(acts: list[dict]) -> int | None:
    """The opening bet of the street the ruling ends on: the first chip bet of the round (before the flop
    the big blind, which every first action faces; after it the first ``bet``), as TDA 51-B defines it."""
    street = acts[-1].get("street") if acts else None
    for a in acts:
        if street is not None and a.get("street") not in (None, street):
            continue
        facing = a.get("facing") or {}
        if facing.get("current_bet"):
            return facing["current_bet"]
        if a.get("as") == "bet":
            return a.get("to")
    return None


def _run(entry: Entry, *, scenario: dict | None = None, compute: dict | None = None,
         change: dict | None = None) -> dict:
    """Compute a scenario (replayed by :func:`rulescore.ask`) or a registered function into a plain dict."""
    if scenario is not None:
        return _views(_as_dict(_replay(entry, scenario, change)))
    if compute is not None:
        return _as_dict(_call(compute, entry, change))
    raise CatalogueError(f"{entry.file}: {entry.id}: nothing to compute (no scenario or compute)")


def evaluate(entry: Entry, change: dict | None = None) -> dict:
    """Compute the entry's inputs (with an optional reading's patch) into a plain dict.

    The engine's objections are :class:`RulesError`; a call that does not fit the function (wrong
    argument names) is a :class:`CatalogueError` naming the entry."""
    return _run(entry, scenario=entry.scenario, compute=entry.compute, change=change)


def project(published: Any, computed: Any) -> Any:
    """The part of ``computed`` that ``published`` speaks about (mappings by key, lists by position)."""
    if isinstance(published, dict) and isinstance(computed, dict):
        return {k: project(v, computed.get(k)) for k, v in published.items()}
    if isinstance(published, list) and isinstance(computed, (list, tuple)):
        computed = list(computed)
        return [project(p, c) for p, c in zip(published, computed)] + computed[len(published):]
    return computed


def diff_pairs(published: Any, computed: Any, path: str = "") -> list[tuple[str, Any, Any]]:
    """(figure, published, computed) for every published figure the computation does not reproduce."""
    if isinstance(published, dict):
        if not isinstance(computed, dict):
            return [(path or "value", published, computed)]
        out = []
        for k, v in published.items():
            out += diff_pairs(v, computed.get(k), f"{path}.{k}" if path else str(k))
        return out
    if isinstance(published, list):
        if not isinstance(computed, list) or len(computed) != len(published):
            return [(path or "value", published, computed)]
        out = []
        for i, (p, c) in enumerate(zip(published, computed)):
            out += diff_pairs(p, c, f"{path}[{i}]")
        return out
    return [] if published == computed else [(path or "value", published, computed)]


def _differences(published: Any, computed: Any) -> list[str]:
    return [difference(k, p, c) for k, p, c in diff_pairs(published, computed)]


def _outcomes(result: dict) -> list:
    outs = list(result.get("outcomes") or [])
    for a in result.get("actions") or []:
        if isinstance(a, dict):
            outs += [o for o in a.get("outcomes", []) if o not in outs]
    return outs


def _wanted(published: dict) -> list:
    w = published.get("outcome")
    return list(w) if isinstance(w, list) else [w]


def objection(exc: RulesError) -> str:
    """The engine's objection to a situation, as a clause: what cannot happen and the rule it cites
    (the rule is the engine's, so a reason follows the engine when its citation changes)."""
    return str(exc)


@dataclass(frozen=True)
class _Answer:
    """One reading, computed and judged against the printed figures."""

    label: str
    result: dict | None       # the full computed result (None if the engine rejected the reading)
    value: dict | None        # its projection on the published figures
    outcomes: tuple | None    # discretion entries: the outcomes the rules allow
    error: str | None         # the engine's objection
    ok: bool = False          # reproduces every printed figure
    status: str = ""          # agrees | discretion | disagrees (when coherent)
    diffs: tuple = ()         # what differs, in words
    pinned_out: tuple = ()    # premises it contradicts: (figure, printed, this reading's value)

    @property
    def computed(self) -> dict | None:
        if self.error is not None:
            return None
        if self.outcomes is not None:
            return {**(self.value or {}), "outcome": list(self.outcomes)}
        return self.value


def _judge(figures: dict, discretion: bool, result: dict) -> tuple[dict, tuple | None, bool, str, tuple]:
    """(projection, outcomes, ok, status, differences) of one computed result against ``figures``."""
    if discretion:
        rest = {k: v for k, v in figures.items() if k != "outcome"}
        value = project(rest, result)
        allowed = tuple(_outcomes(result))
        diffs = list(_differences(rest, value))
        missing = [w for w in _wanted(figures) if w not in allowed]
        if missing:
            shown = _or(_wanted(figures))
            diffs.append(f"the source's outcome, {shown}, is not one the rules allow "
                         f"({_or(allowed) if allowed else 'they list none: the rules decide it outright'})")
        ok = not diffs
        return value, allowed, ok, ("discretion" if len(allowed) > 1 else "agrees") if ok else "disagrees", tuple(diffs)
    value = project(figures, result)
    found = tuple(_differences(figures, value))
    return value, None, not found, "agrees" if not found else "disagrees", found


def _found(value: Any) -> Any:
    return None if value is MISSING else value


def _answer(entry: Entry, label: str, change: dict | None) -> _Answer:
    try:
        result = evaluate(entry, change)
    except RulesError as exc:
        return _Answer(label, None, None, None, objection(exc))
    value, outcomes, ok, status, diffs = _judge(entry.published, "outcome" in entry.published, result)
    pinned = tuple((k, p, c) for key in entry.premises
                   for k, p, c in diff_pairs(lookup(entry.published, key), _found(lookup(result, key)), key))
    return _Answer(label, result, value, outcomes, None, ok, status, diffs, pinned)


def _word(entry: Entry, w: dict) -> dict:
    """One checkable word of the source: does what it implies hold?"""
    rec = {"kind": w["kind"], "says": w["says"], "implies": w["implies"]}
    for key in ("means", "fix"):
        if key in w:
            rec[key] = w[key]
    try:
        if "scenario" in w:
            result = _run(entry, scenario=w["scenario"])
        elif "compute" in w:
            result = _run(entry, compute=w["compute"])
        else:
            result = evaluate(entry, w.get("patch"))
    except RulesError as exc:
        return {**rec, "holds": False, "computed": None, "error": str(exc), "objection": objection(exc)}
    value = project(w["implies"], result)
    return {**rec, "holds": not diff_pairs(w["implies"], value), "computed": value}


#: How a kind of checkable word is named in a sentence.
_WORD_KIND = {"label": "label", "reason": "stated reason", "heading": "heading", "statement": "statement",
              "situation": "situation"}


def _word_failure(w: dict) -> str:
    kind = _WORD_KIND.get(w["kind"], w["kind"])
    if w.get("error"):
        why = w.get("objection") or w["error"]
        if w["kind"] == "situation":
            return sentence(f"As printed the situation cannot happen: {w['says']}, and the rules refuse it "
                            f"because {why}")
        return sentence(f"The {kind} cannot be checked as printed ({w['says']}): the rules refuse it because {why}")
    means = w.get("means") or describe(w["implies"])
    return sentence(f"The {kind} does not hold: {w['says']}. Taken at its word it means {means}, "
                    f"while the rules give {describe(w['computed'])}")


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
    verdict: Verdict
    """What the check found (:class:`Verdict`)."""
    published: dict
    """What the source printed (empty when it printed nothing)."""
    computed: dict | None
    """The computed values of the printed figures for the inputs as written, or ``None`` if the engine
    rejects them or nothing was printed."""
    reason: str
    """What the verdict rests on, in sentences a committee member can check by hand."""
    readings: tuple[dict, ...] = ()
    """For each reading: ``{"label", "computed", "matches"}`` and ``"error"`` (the engine rejects it) or
    ``"pinned_out"`` (it contradicts a printed premise)."""
    title: str = ""
    """The entry's title."""
    printed: bool = True
    """False when the source prints nothing here (verdict ``illustrated``)."""
    assumed: tuple[str, ...] = ()
    """The facts the source leaves out that the inputs supply."""
    words: tuple[dict, ...] = ()
    """Each checkable word: ``{"kind", "says", "implies", "holds", "computed"}`` (and ``"error"``)."""
    illustrated: dict | None = None
    """Our own figures and their verdict: ``{"figures", "computed", "verdict", "reason"}``."""
    erratum: tuple[str, ...] = ()
    """What kind of erratum the verdict is (:data:`ERRATUM_KINDS`); empty when there is none."""
    correction: str = ""
    """The proposed correction, one sentence in our words."""
    pinned: str = ""
    """When printed premises rule readings out: which reading the source must mean."""
    result: dict | None = field(default=None, compare=False, repr=False)
    """The whole computed result of the inputs as written (``computed`` is the part the printed figures speak
    about), for a presenter whose sentence needs more of the record (the replies of an out-of-turn action
    as the replay ruled them); not in :meth:`to_dict`."""

    def to_dict(self) -> dict:
        return {"id": self.id, "source": self.source, "rule": self.rule, "kind": self.kind,
                "verdict": self.verdict, "published": self.published, "computed": self.computed,
                "reason": self.reason, "title": self.title, "printed": self.printed,
                "assumed": list(self.assumed), "readings": list(self.readings), "words": list(self.words),
                "illustrated": self.illustrated, "erratum": list(self.erratum),
                "proposed_correction": self.correction}


def _illustrate(entry: Entry, result: dict | None, error: str | None) -> dict | None:
    """Our own figures checked on the inputs as written (their verdict never reaches the entry's)."""
    if not entry.illustrated:
        return None
    if result is None:
        return {"figures": entry.illustrated, "computed": None, "verdict": "impossible",
                "reason": sentence(f"The rules refuse our own illustration: {error}")}
    value, outcomes, ok, status, diffs = _judge(entry.illustrated, "outcome" in entry.illustrated, result)
    computed = {**(value or {}), "outcome": list(outcomes)} if outcomes is not None else value
    if not ok:
        return {"figures": entry.illustrated, "computed": computed, "verdict": "disagrees",
                "reason": sentence("Our own figures are wrong: " + "; ".join(diffs))}
    if status == "discretion":
        why = f"the rules allow {_or(outcomes)}, and ours is one of them"
    else:
        why = describe(computed)
    return {"figures": entry.illustrated, "computed": computed, "verdict": status,
            "reason": sentence(f"Our own figures: {why}")}


def check(entry: Entry) -> Check:
    """Recompute one entry and give its verdict (see the module docstring)."""
    base: dict[str, Any] = dict(id=entry.id, source=entry.source, rule=entry.rule, kind=entry.kind,
                                published=entry.published, title=entry.title, printed=entry.printed,
                                assumed=entry.assumed)
    if entry.waits:
        return Check(verdict=Verdict.TEXT_ONLY, computed=None, correction="Nothing to correct in the official text.",
                     reason=f"An official example the engine cannot rule yet: it waits for {entry.waits['for']}. "
                            f"Its printed figures are kept as data and checked once it can.", **base)
    if not entry.has_inputs:
        tda = f" (TDA 2024 rule {entry.tda})" if entry.tda is not None else ""
        return Check(verdict=Verdict.TEXT_ONLY, computed=None, correction="Nothing to recompute.",
                     reason=f"A rule statement with nothing to compute{tda}.", **base)
    if not entry.printed:
        try:
            result, error = evaluate(entry), None
        except RulesError as exc:
            result, error = None, objection(exc)
        ill = _illustrate(entry, result, error) or {}
        return Check(verdict=Verdict.ILLUSTRATED, computed=None, illustrated=ill, result=result,
                     reason=ill["reason"],
                     correction="Nothing to correct in the source." if ill["verdict"] != "disagrees"
                     else "Correct the catalogue's own illustration (not the source).", **base)

    stated = _answer(entry, "as assumed", None)
    others = [_answer(entry, r["label"], r["patch"]) for r in entry.readings]
    words = tuple(_word(entry, w) for w in entry.words)
    failing = [w for w in words if not w["holds"]]
    verdict, kinds, reason, admissible, pinned = _figures(entry, stated, others)
    if stated.error is not None and verdict != "impossible":
        # The inputs as written cannot happen but a reading can: the wording of the situation is wrong.
        failing.insert(0, {"kind": "situation", "says": "the situation as assumed", "error": stated.error,
                           "objection": stated.error, "holds": False, "computed": None, "implies": {}})
    if failing:
        reason += " " + " ".join(_word_failure(w) for w in failing)
        if verdict in ("agrees", "discretion"):
            # The figures hold and the words fail: the first sentence says so, never only that the figures hold.
            reason = f"{FIGURES_RIGHT} {reason}"
            verdict = "disagrees"
        kinds.append("wording")
    c = Check(verdict=Verdict(verdict), computed=stated.computed, readings=tuple(_reading_record(a) for a in others),
              reason=reason, words=words, illustrated=_illustrate(entry, stated.result, stated.error),
              erratum=tuple(kinds), pinned=pinned, result=stated.result, **base)
    return replace(c, correction=_correction(c, entry, admissible, failing))


def _figures(entry: Entry, stated: _Answer, others: list[_Answer]) -> tuple[str, list[str], str, list[_Answer], str]:
    """(verdict, erratum kinds, reason, admissible answers, pinned sentence) of the printed figures over
    every reading: incoherent readings left out, readings that contradict a premise pinned out."""
    coherent = [a for a in [stated] + others if a.error is None]
    admissible = [a for a in coherent if not a.pinned_out]
    if not coherent:
        more = " under every reading of the facts it leaves out" if others else ""
        return ("impossible", ["situation"],
                sentence(f"The situation cannot happen as the source states it{more}: {stated.error}"), [], "")
    if not admissible:
        return "disagrees", ["figures"], sentence("The printed figures fit no reading of the facts the source "
                                                  "leaves out: " + "; ".join(
            f"{_named(entry, a.label)} gives {_pin_text(a.pinned_out)}" for a in coherent)), [], ""
    pinned = _pinned(entry, admissible, [a for a in coherent if a.pinned_out])
    every = " under every reading of the facts the source leaves out" if len(admissible) > 1 else ""
    if all(a.ok for a in admissible):
        verdict = "discretion" if any(a.status == "discretion" for a in admissible) else "agrees"
        if verdict == "discretion":
            allowed = sorted({o for a in admissible for o in a.outcomes or ()}, key=str)
            wanted = _wanted(entry.published)
            among = ("and the source leaves the TD the same choice" if len(wanted) > 1 and set(wanted) == set(allowed)
                     else f"and the source's {outcomes(wanted, 'and')} {'are' if len(wanted) > 1 else 'is'} "
                          f"{'among them' if len(wanted) > 1 else 'one of them'}")
            reason = f"A TD decision: the rules allow {_or(allowed)}{every}, {among}."
        elif entry.kind == "discretion":
            reason = (f"The rules leave the TD no choice{every}: {_or(admissible[0].outcomes or ())}, as the "
                      f"source prints.")
        else:
            reason = sentence(f"The rules give what the source prints{every}: {describe(admissible[0].value)}")
        kinds: list[str] = []
    elif not any(a.ok for a in admissible):
        verdict, kinds = "disagrees", ["figures"]
        diffs = dict.fromkeys(d for a in admissible for d in a.diffs)
        reason = sentence(f"The rules give something other than the source prints{every}: " + "; ".join(diffs))
    else:
        verdict, kinds = "underdetermined", ["missing fact"]
        reason = "The answer depends on a fact the source leaves out. " + " ".join(
            sentence(f"{_named(entry, a.label)}: {_describe_answer(a)}") for a in admissible)
    return verdict, kinds, reason + (f" {pinned}" if pinned else ""), admissible, pinned


def _pin_text(pinned_out: tuple) -> str:
    return "; ".join(difference(k, p, c) for k, p, c in pinned_out)


def _pinned(entry: Entry, admissible: list[_Answer], out: list[_Answer]) -> str:
    """The sentence saying which reading the printed premises leave, or '' when they rule none out."""
    if not out:
        return ""
    printed = list(dict.fromkeys(f"{figure(k)} ({describe(p)})" for a in out for k, p, _ in a.pinned_out))
    named = [_named(entry, a.label) for a in admissible]
    fits = (f"only {named[0]} has it" if len(named) == 1 else f"{_or(named)} have it")
    gone = "; ".join(f"under “{a.label}” {', '.join(f'{figure(k)} would be {describe(c)}' for k, _, c in a.pinned_out)}"
                     for a in out)
    return sentence(f"The source states {_and_text(printed)}, which settles the missing fact: {fits}, while "
                    f"{gone}")


def _and_text(items: list[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def _named(entry: Entry, label: str) -> str:
    """A reading's label for a sentence: the inputs as written are named by their first assumption."""
    if label == "as assumed":
        return f"the reading assumed here ({unnest(entry.assumed[0])})" if entry.assumed else "the inputs as written"
    return f"the reading “{label}”"


def _reading_record(a: _Answer) -> dict:
    rec: dict = {"label": a.label, "computed": a.computed}
    if a.error is not None:
        rec.update(error=a.error, matches=False)
    elif a.pinned_out:
        rec.update(pinned_out=_pin_text(a.pinned_out), matches=False)
    else:
        rec["matches"] = a.ok
    return rec


def _describe_answer(a: _Answer) -> str:
    what = describe(a.value) if a.value else ""
    if a.outcomes is not None:
        what = (what + ", " if what else "") + (f"the TD choosing {_or(a.outcomes)}" if a.outcomes
                                               else "no choice left to the TD")
    return f"{what}, {'as printed' if a.ok else 'unlike the source'}"


def _correction(c: Check, entry: Entry, admissible: list[_Answer], failing: list[dict]) -> str:
    """The proposed correction for a verdict, one or two sentences built from the check."""
    words = " ".join(sentence(w.get("fix") or _default_fix(w)) for w in failing)
    if c.verdict == "agrees":
        return ("Nothing: the printed figures and words are right." if not c.pinned else
                "Nothing needed; the text could state the fact its own figures imply.")
    if c.verdict == "discretion":
        allowed = (c.computed or {}).get("outcome") or []
        return f"No correction needed: the rules leave the choice to the TD ({_or(allowed)})."
    if c.verdict == "impossible":
        objection_text = c.reason.split(": ", 1)[-1].rstrip(".")
        return f"Restate the situation: as printed it cannot happen, because {objection_text}."
    if c.verdict == "underdetermined":
        fails = [a for a in admissible if not a.ok]
        lines = " ".join(sentence(f"Under {_named(entry, a.label)}, {_describe_answer(a).rsplit(', ', 1)[0]}, "
                                  f"not what the source prints") for a in fails)
        return ("State the fact the answer depends on, so that only the printed answer fits. " + lines
                + (f" {words}" if words else ""))
    parts = []
    if "figures" in c.erratum:
        if entry.kind == "discretion" and any("outcome" in d for a in admissible for d in a.diffs):
            allowed = sorted({o for a in admissible for o in a.outcomes or ()}, key=str)
            parts.append(f"Correct the outcome: the rules allow {_or(allowed) if allowed else 'no TD choice here'}, "
                         f"not {describe(entry.published.get('outcome'))}.")
        else:
            pairs = diff_pairs(entry.published, c.computed) if c.computed is not None else []
            if pairs:
                parts.append("Correct the printed figures: " + "; ".join(
                    f"{figure(k)} should be {describe(comp)}, not {describe(pub)}" for k, pub, comp in pairs) + ".")
            else:
                parts.append("Correct the printed figures (see the reason).")
    if words:
        parts.append(words)
    return " ".join(parts)


def _default_fix(w: dict) -> str:
    if w.get("error"):
        return f"Reword it ({w['says']}): as printed it cannot happen."
    return f"Reword the {_WORD_KIND.get(w['kind'], w['kind'])} ({w['says']}): the rules give {describe(w['computed'])}."


def erratum(c: Check) -> str:
    """What a rules committee could do about a verdict, in one sentence (:attr:`Check.correction`)."""
    return c.correction


# ------------------------------------------------------------------------------------------ public helpers
def is_erratum(c: Check) -> bool:
    """Whether the check puts its entry on the committee's list (an erratum of the source)."""
    return c.verdict in ERRATA


_SPACE = re.compile(r"\s+")


def one_line(text: str) -> str:
    """``text`` on one line (for tables and CSV)."""
    return _SPACE.sub(" ", text).strip()


__all__ = [
    "ERRATA",
    "ERRATUM_KINDS",
    "VERDICTS",
    "Check",
    "check",
    "describe",
    "diff_pairs",
    "erratum",
    "evaluate",
    "is_erratum",
    "one_line",
    "project",
    "rule_set",
    "ruling_of",
]
